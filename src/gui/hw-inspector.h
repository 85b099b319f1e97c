/* hw-inspector.h: the side panel that edits a scenario's metadata, rules and tables. */
#pragma once

#include <gtk/gtk.h>

#include "hw-document.h"
#include "hw-fairness.h"

G_BEGIN_DECLS

#define HW_TYPE_INSPECTOR (hw_inspector_get_type ())

G_DECLARE_FINAL_TYPE (HwInspector, hw_inspector, HW, INSPECTOR, GtkBox)

/* Shows and edits @document (NULL: nothing), following its changes. */
void hw_inspector_set_document (HwInspector *self,
                                HwDocument  *document);

/* Table rows the inspector edits, for hw_inspector_set_table_value. */
typedef enum
{
  HW_TABLE_TERRAIN,        /* index: HwTerrain */
  HW_TABLE_TERRAIN_TOTAL,
  HW_TABLE_CHIT,           /* index: number 2..12 */
  HW_TABLE_CHIT_TOTAL,
  HW_TABLE_HARBOR_GENERIC,
  HW_TABLE_HARBOR_SPECIAL,
  HW_TABLE_HARBOR_TOTAL,
  HW_TABLE_SUPPLY,         /* index: HwPawn */
} HwTableRow;

/* Returns the spin button that edits a table row (for tests and keyboard focus), or NULL. */
GtkSpinButton *hw_inspector_get_table_spin (HwInspector *self,
                                            HwTableRow   row,
                                            int          index);
/* Returns the label showing the board's balance score (for tests). */
GtkLabel      *hw_inspector_get_score_label (HwInspector *self);
/* Returns the Balance page's fairness label: 0 the predicted seat gap, 1.. seat N (tests). */
GtkLabel      *hw_inspector_get_balance_value (HwInspector *self,
                                               int          index);
/* Returns the Balance page's text for the fairness figure of @f. */
char          *hw_inspector_fairness_gap_text  (const HwFairness *f);
/* Returns the Balance page's text for seat @seat (0-based) of @f. */
char          *hw_inspector_fairness_seat_text (const HwFairness *f,
                                                int               seat);
/* Makes any name or description still being typed an undoable edit (before a save, say). */
void           hw_inspector_commit_texts    (HwInspector *self);
/* Returns the text view editing the description in @lang ("" = the default text), or NULL. */
GtkTextView   *hw_inspector_get_description_view (HwInspector *self,
                                                  const char  *lang);

G_END_DECLS
