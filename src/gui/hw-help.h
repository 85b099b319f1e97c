/* hw-help.h: the user guide (F1, Help in the main menu): yelp, or a dialog saying where it is. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Opens the user guide over @parent (may be NULL): help:hexwright when installed, the source
 * tree's pages when run from the build tree. Without yelp on PATH, or when it cannot be
 * started, shows a dialog saying where the guide's pages are and what to install. */
void  hw_help_show         (GtkWindow *parent);
/* Returns what that dialog says without yelp (the secondary text), for the tests too. */
char *hw_help_missing_text (void);

G_END_DECLS
