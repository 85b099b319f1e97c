/* hw-export-dialog.h: the Export and Print dialog: layout, paper, format, hex size and a live
 * preview of how the board splits over pages; exports files or prints at real size. */
#pragma once

#include <gtk/gtk.h>

#include "hw-document.h"
#include "hw-export.h"

G_BEGIN_DECLS

#define HW_TYPE_EXPORT_DIALOG (hw_export_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HwExportDialog, hw_export_dialog, HW, EXPORT_DIALOG, GtkWindow)

/* Creates the dialog for the variant @document shows, transient for @parent. */
HwExportDialog *hw_export_dialog_new         (GtkWindow             *parent,
                                              HwDocument            *document);
/* Fills @options with the dialog's current choices. */
void            hw_export_dialog_get_options (HwExportDialog        *self,
                                              HwExportOptions       *options);
/* Returns the plan of the current choices, or NULL with @error when they are impossible. */
HwExportPlan   *hw_export_dialog_dup_plan    (HwExportDialog        *self,
                                              GError               **error);
/* Writes the files to @path with the current choices; shows and returns the outcome. */
gboolean        hw_export_dialog_export_to   (HwExportDialog        *self,
                                              const char            *path,
                                              GError               **error);
/* Opens the print dialog for the current choices, pages at real size. */
void            hw_export_dialog_print       (HwExportDialog        *self);

/* Returns the check button asking Pioneers to deal the terrain of a Pioneers map (tests). */
GtkCheckButton *hw_export_dialog_get_deal_check (HwExportDialog *self);
/* Returns where the tiled preview puts each page (HwRenderBox, in mm of the drawing). */
GArray         *hw_export_dialog_dup_preview_pages (HwExportDialog *self);

G_END_DECLS
