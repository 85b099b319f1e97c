/* hw-generate-dialog.h: the Generate dialog: deals the current variant's board from a seed,
 * with best-of and the constraint switches; every deal is one undoable edit. */
#pragma once

#include <gtk/gtk.h>

#include "hw-document.h"

G_BEGIN_DECLS

#define HW_TYPE_GENERATE_DIALOG (hw_generate_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HwGenerateDialog, hw_generate_dialog, HW, GENERATE_DIALOG, GtkWindow)

/* Creates the dialog for @document, transient for @parent. */
HwGenerateDialog *hw_generate_dialog_new      (GtkWindow        *parent,
                                               HwDocument       *document);
/* Deals a board with the dialog's settings (a new random seed when @reroll); returns FALSE
 * and shows the reason in the dialog when no board can be dealt. */
gboolean          hw_generate_dialog_generate (HwGenerateDialog *self,
                                               gboolean          reroll);
/* Returns the seed of the last deal (or the one in the seed field). */
guint64           hw_generate_dialog_get_seed (HwGenerateDialog *self);

G_END_DECLS
