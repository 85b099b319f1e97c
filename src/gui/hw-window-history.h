/* hw-window-history.h: the window's history menu and its "win.history" action. */
#pragma once

#include "hw-window.h"

G_BEGIN_DECLS

/* Installs the "win.history" action (state: steps applied) and the history button's menu. */
void hw_window_history_init   (HwWindow *self);
/* Lists the document's history again and marks where it stands; call on every change. */
void hw_window_history_update (HwWindow *self);

G_END_DECLS
