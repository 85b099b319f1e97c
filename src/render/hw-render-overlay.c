/* hw-render-overlay.c: analysis layers drawn over a rendered board.
 *
 * Kept apart from hw-render.c: these layers answer a designer's question about a board
 * ("where does it produce most?") and are never printed.
 */
#include "config.h"

#include "hw-render-overlay.h"

void
hw_render_overlay_pip_color (cairo_t *cr,
                             int      pips)
{
  /* From a pale straw to a deep red: reads as "hotter" on every terrain colour. */
  double t = CLAMP ((double) pips / HW_RENDER_OVERLAY_MAX_PIPS, 0.0, 1.0);

  cairo_set_source_rgba (cr, 1.0 - 0.30 * t, 0.95 - 0.85 * t, 0.65 - 0.55 * t, 0.92);
}

void
hw_render_overlay_node_pips (cairo_t               *cr,
                             const HwBoard         *board,
                             const HwGraph         *graph,
                             const int             *sums,
                             const HwRenderOptions *options)
{
  double radius, disc;
  g_autofree gboolean *done = NULL;

  g_return_if_fail (cr != NULL && board != NULL && graph != NULL && sums != NULL);
  g_return_if_fail (graph->n_hexes == hw_board_n_hexes (board));

  radius = hw_render_hex_radius (options);
  disc = radius * 0.19;
  done = g_new0 (gboolean, graph->n_nodes);

  cairo_save (cr);
  cairo_select_font_face (cr, hw_render_font_family (), CAIRO_FONT_SLANT_NORMAL,
                          CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, disc * 1.1);
  cairo_set_line_width (cr, radius * 0.02);

  /* A node's position is the corner of any hex it belongs to: walk the hexes' corners. */
  for (guint h = 0; h < graph->n_hexes; h++)
    {
      const HwHex *hex = hw_board_get_hex (board, h);
      double cx, cy;

      hw_render_hex_center (options, hex->coord, &cx, &cy);
      for (int corner = 0; corner < 6; corner++)
        {
          int node = graph->hex_nodes[h][corner];
          char text[8];
          cairo_text_extents_t ext;
          double dx, dy;

          if (node < 0 || done[node] || sums[node] <= 0)
            continue;
          done[node] = TRUE;
          hw_corner_offset ((HwCorner) corner, radius, &dx, &dy);

          cairo_new_path (cr);
          cairo_arc (cr, cx + dx, cy + dy, disc, 0, 2 * G_PI);
          hw_render_overlay_pip_color (cr, sums[node]);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0.15, 0.1, 0.05, 0.9);
          cairo_stroke (cr);

          g_snprintf (text, sizeof text, "%d", sums[node]);
          cairo_text_extents (cr, text, &ext);
          cairo_move_to (cr, cx + dx - ext.width / 2 - ext.x_bearing,
                         cy + dy - ext.height / 2 - ext.y_bearing);
          if (sums[node] * 2 > HW_RENDER_OVERLAY_MAX_PIPS)
            cairo_set_source_rgb (cr, 1, 1, 1);
          else
            cairo_set_source_rgb (cr, 0.1, 0.05, 0);
          cairo_show_text (cr, text);
        }
    }
  cairo_restore (cr);
}
