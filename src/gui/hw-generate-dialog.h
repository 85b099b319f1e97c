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
/* Starts the fairest by simulation (generate --fair) with the dialog's seed, constraints and
 * candidates; the result is one undoable edit when it ends. FALSE when it cannot start. */
gboolean          hw_generate_dialog_fair     (HwGenerateDialog *self);
/* Returns TRUE while the fairest by simulation runs. */
gboolean          hw_generate_dialog_is_running (HwGenerateDialog *self);
/* Sets the games of the race's first round and of the confirming batch (0: the defaults). */
void              hw_generate_dialog_set_fair_games (HwGenerateDialog *self,
                                                     guint             first_games,
                                                     guint             confirm_games);
/* Returns the status line (what the last deal or search did, or why it failed). */
const char       *hw_generate_dialog_get_status (HwGenerateDialog *self);
/* Returns the seats of the fairest by simulation's games (the "generate.players" action). */
int               hw_generate_dialog_get_players (HwGenerateDialog *self);
/* Returns the seed of the last deal (or the one in the seed field). */
guint64           hw_generate_dialog_get_seed (HwGenerateDialog *self);

G_END_DECLS
