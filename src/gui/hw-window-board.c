/* hw-window-board.c: the window's view of the board: growing and shrinking it at each edge,
 * fitting it when another board is shown, and remembering the zoom.
 *
 * The zoom lives in the canvas; GSettings only keeps a copy of it. The settings are written
 * and never read back while the window is open, so a backend that cannot store (dconf with
 * no session bus, a read-only keyfile) takes nothing away from zooming.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hw-edit.h"
#include "hw-window-private.h"

void
hw_window_board_resized (HwWindow *self,
                         guint     n,
                         gboolean  grow)
{
  g_autofree char *label = NULL;

  label = grow ? g_strdup_printf (ngettext ("Grow board by %u hex", "Grow board by %u hexes", n), n)
               : g_strdup_printf (ngettext ("Shrink board by %u hex", "Shrink board by %u hexes", n), n);
  hw_document_commit_edit (self->document, label);
  /* A board grown at an edge is shown whole, unless the designer zoomed in on a part. */
  hw_board_view_keep_fitted (self->board_view);
}

static void
hw_window_board_edge (HwWindow *self,
                      GVariant *parameter,
                      gboolean  grow)
{
  HwVariant *variant = hw_document_get_variant (self->document);
  HwEdge edge;
  guint n;

  if (variant == NULL || hw_document_in_edit (self->document)
      || !hw_edge_parse (g_variant_get_string (parameter, NULL), &edge))
    return;
  hw_document_begin_edit (self->document);
  variant = hw_document_get_variant (self->document);
  n = grow ? hw_edit_grow_edge (variant->board, edge) : hw_edit_shrink_edge (variant->board, edge);
  hw_window_board_resized (self, n, grow);
}

static void
hw_window_board_grow_edge (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       data)
{
  hw_window_board_edge (data, parameter, TRUE);
}

static void
hw_window_board_shrink_edge (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       data)
{
  hw_window_board_edge (data, parameter, FALSE);
}

static void
hw_window_board_zoom_changed (HwWindow *self)
{
  /* Remembered for the next window; whether the backend keeps it does not matter here. */
  if (self->settings != NULL)
    g_settings_set_double (self->settings, "zoom", hw_board_view_get_zoom (self->board_view));
}

void
hw_window_board_document_changed (HwWindow *self,
                                  gboolean  new_document)
{
  guint variant = hw_document_get_variant_index (self->document);

  /* Another scenario or another map is shown fitted; an edit leaves the view where it is. */
  if (new_document || variant != self->shown_variant)
    {
      self->shown_variant = variant;
      hw_board_view_zoom_fit (self->board_view);
    }
}

static const GActionEntry board_entries[] = {
  { "grow-edge", hw_window_board_grow_edge, "s" },
  { "shrink-edge", hw_window_board_shrink_edge, "s" },
};

void
hw_window_board_init (HwWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), board_entries,
                                   G_N_ELEMENTS (board_entries), self);
  if (self->settings != NULL)
    {
      double zoom = g_settings_get_double (self->settings, "zoom");

      /* A new window starts at the zoom used last; every board opened in it is fitted. */
      hw_board_view_set_zoom (self->board_view, zoom);
    }
  g_signal_connect_swapped (self->board_view, "notify::zoom",
                            G_CALLBACK (hw_window_board_zoom_changed), self);
}

