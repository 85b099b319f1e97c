/* hw-validation-panel.h: the live list of the validator's findings for a document. */
#pragma once

#include <gtk/gtk.h>

#include "hw-document.h"

G_BEGIN_DECLS

#define HW_TYPE_VALIDATION_PANEL (hw_validation_panel_get_type ())

G_DECLARE_FINAL_TYPE (HwValidationPanel, hw_validation_panel, HW, VALIDATION_PANEL, GtkBox)

/* Shows the diagnostics of @document (NULL: none), following its changes. */
void        hw_validation_panel_set_document (HwValidationPanel *self,
                                              HwDocument        *document);
/* Returns the header text: "No problems", "3 errors, 1 warning", ... */
const char *hw_validation_panel_get_summary  (HwValidationPanel *self);
/* Returns how many errors and warnings the panel lists. */
void        hw_validation_panel_get_counts   (HwValidationPanel *self,
                                              guint             *errors,
                                              guint             *warnings);
/* Selects the row of diagnostic @index, as a click would (emits ::problem-selected). */
void        hw_validation_panel_select       (HwValidationPanel *self,
                                              guint              index);

/* Returns how many problems the list shows (the shown map's, and all maps' when asked). */
guint       hw_validation_panel_get_n_shown  (HwValidationPanel *self);
/* Lists the problems of every map (TRUE) or of the shown map only (FALSE). */
void        hw_validation_panel_set_all_maps (HwValidationPanel *self,
                                              gboolean           all);

G_END_DECLS
