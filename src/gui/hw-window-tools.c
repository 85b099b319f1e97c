/* hw-window-tools.c: what the editor's tools do to the board, and how edits are named. */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "hw-edit.h"
#include "hw-window-private.h"

HwToolKind
hw_tool_parse (const char *tool,
               HwTool     *out)
{
  guint64 number = 0;

  memset (out, 0, sizeof *out);
  out->terrain = HW_TERRAIN_SEA;
  out->resource = HW_RESOURCE_NONE;

  if (g_str_has_prefix (tool, "paint:") && hw_terrain_from_string (tool + 6, &out->terrain)
      && out->terrain != HW_TERRAIN_NONE)
    return out->kind = HW_TOOL_PAINT;
  if (g_str_has_prefix (tool, "pawn:") && hw_pawn_from_string (tool + 5, &out->pawn))
    return out->kind = HW_TOOL_PAWN;
  if (g_str_has_prefix (tool, "chit:")
      && g_ascii_string_to_unsigned (tool + 5, 10, 2, 12, &number, NULL) && number != 7)
    {
      out->chit = number;
      return out->kind = HW_TOOL_CHIT;
    }
  if (g_str_has_prefix (tool, "harbor:")
      && (g_str_equal (tool + 7, "generic") || hw_resource_from_string (tool + 7, &out->resource)))
    return out->kind = HW_TOOL_HARBOR;
  if (g_str_equal (tool, "erase"))
    return out->kind = HW_TOOL_ERASE;
  return out->kind = HW_TOOL_INVALID;
}

gboolean
hw_window_tool_apply (HwWindow *self,
                      HwCoord   c,
                      int       side,
                      guint     button)
{
  HwVariant *variant = hw_document_get_variant (self->document);
  gboolean secondary = button == GDK_BUTTON_SECONDARY;
  HwTool tool;

  if (variant == NULL)
    return FALSE;

  switch (hw_tool_parse (self->tool, &tool))
    {
    case HW_TOOL_PAINT:
      return secondary ? hw_edit_erase (variant->board, c)
                       : hw_edit_paint (variant->board, c, tool.terrain);
    case HW_TOOL_CHIT:
      return hw_edit_set_chit (variant->board, c, secondary ? 0 : tool.chit);
    case HW_TOOL_HARBOR:
      if (secondary)
        return hw_edit_remove_harbor (variant->board, c);
      return hw_edit_place_harbor (variant->board, c, side, tool.resource);
    case HW_TOOL_PAWN:
      return hw_edit_add_pawns (variant->board, c, tool.pawn, secondary ? -1 : 1);
    case HW_TOOL_ERASE:
      return hw_edit_erase (variant->board, c);
    case HW_TOOL_INVALID:
    default:
      return FALSE;
    }
}

char *
hw_window_tool_edit_label (HwWindow *self,
                           guint     n,
                           guint     button)
{
  gboolean secondary = button == GDK_BUTTON_SECONDARY;
  HwTool tool;

  switch (hw_tool_parse (self->tool, &tool))
    {
    case HW_TOOL_PAINT:
      if (!secondary)
        /* Translators: an entry of the undo history, e.g. "Paint 5 hexes Forest". */
        return g_strdup_printf (ngettext ("Paint %u hex %s", "Paint %u hexes %s", n),
                                n, hw_terrain_label (tool.terrain));
      G_GNUC_FALLTHROUGH;
    case HW_TOOL_ERASE:
    case HW_TOOL_INVALID:
    default:
      return g_strdup_printf (ngettext ("Erase %u hex", "Erase %u hexes", n), n);
    case HW_TOOL_CHIT:
      if (secondary)
        return g_strdup (_("Remove number chit"));
      return g_strdup_printf (_("Set number chit %d"), tool.chit);
    case HW_TOOL_HARBOR:
      return g_strdup (secondary ? _("Remove harbor") : _("Place harbor"));
    case HW_TOOL_PAWN:
      /* Translators: %s is a pawn, e.g. "Add Raider". */
      return g_strdup_printf (secondary ? _("Remove %s") : _("Add %s"), hw_pawn_label (tool.pawn));
    }
}

static gboolean
hw_window_tool_drags (HwWindow *self)
{
  HwTool tool;
  HwToolKind kind = hw_tool_parse (self->tool, &tool);

  return kind == HW_TOOL_PAINT || kind == HW_TOOL_ERASE;
}

static void
hw_window_hex_pressed (HwBoardView *view,
                       int          q,
                       int          r,
                       int          side,
                       guint        button,
                       HwWindow    *self)
{
  if (button != GDK_BUTTON_PRIMARY && button != GDK_BUTTON_SECONDARY)
    return;
  if (self->dragging || hw_document_get_variant (self->document) == NULL)
    return;

  /* The whole drag is one edit, named when the button goes up. */
  self->dragging = TRUE;
  self->drag_button = button;
  self->drag_hexes = 0;
  hw_document_begin_edit (self->document);
  if (hw_window_tool_apply (self, hw_coord (q, r), side, button))
    {
      self->drag_hexes++;
      hw_document_notify_changed (self->document);
    }
}

static void
hw_window_hex_dragged (HwBoardView *view,
                       int          q,
                       int          r,
                       HwWindow    *self)
{
  if (!self->dragging || !hw_window_tool_drags (self))
    return;
  if (hw_window_tool_apply (self, hw_coord (q, r), -1, self->drag_button))
    {
      self->drag_hexes++;
      hw_document_notify_changed (self->document);
    }
}

static void
hw_window_drag_ended (HwBoardView *view,
                      HwWindow    *self)
{
  g_autofree char *label = NULL;

  if (!self->dragging)
    return;
  self->dragging = FALSE;
  label = hw_window_tool_edit_label (self, MAX (self->drag_hexes, 1), self->drag_button);
  hw_document_commit_edit (self->document, label);
}

static void
hw_window_chit_typed (HwBoardView *view,
                      int          q,
                      int          r,
                      int          number,
                      HwWindow    *self)
{
  g_autoptr(GVariant) target = g_variant_ref_sink (g_variant_new ("(iii)", q, r, number));

  g_action_group_activate_action (G_ACTION_GROUP (self), "set-chit", target);
}

void
hw_window_tools_init (HwWindow *self)
{
  g_signal_connect (self->board_view, "hex-pressed", G_CALLBACK (hw_window_hex_pressed), self);
  g_signal_connect (self->board_view, "hex-dragged", G_CALLBACK (hw_window_hex_dragged), self);
  g_signal_connect (self->board_view, "drag-ended", G_CALLBACK (hw_window_drag_ended), self);
  g_signal_connect (self->board_view, "chit-typed", G_CALLBACK (hw_window_chit_typed), self);
}
