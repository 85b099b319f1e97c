/* hw-tool-palette.h: the column of tool buttons; every button names a window action. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HW_TYPE_TOOL_PALETTE (hw_tool_palette_get_type ())

G_DECLARE_FINAL_TYPE (HwToolPalette, hw_tool_palette, HW, TOOL_PALETTE, GtkBox)

G_END_DECLS
