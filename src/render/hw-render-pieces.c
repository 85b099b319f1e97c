/* hw-render-pieces.c: roads, ships, settlements and cities over a board. */
#include "config.h"

#include "hw-render-pieces.h"

/* The seats' colours, as the pieces of the boxed game: red, blue, orange, white, green, brown. */
static const double seat_rgb[6][3] = {
  { 0.80, 0.12, 0.10 }, { 0.12, 0.32, 0.78 }, { 0.95, 0.55, 0.05 },
  { 0.97, 0.97, 0.95 }, { 0.15, 0.55, 0.20 }, { 0.45, 0.28, 0.12 },
};

void
hw_render_seat_color (cairo_t *cr,
                      int      seat)
{
  if (seat >= 0 && seat < (int) G_N_ELEMENTS (seat_rgb))
    cairo_set_source_rgb (cr, seat_rgb[seat][0], seat_rgb[seat][1], seat_rgb[seat][2]);
  else
    cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
}

/* Every node's position: the corner of any hex it belongs to. */
static void
node_positions (const HwBoard         *board,
                const HwGraph         *graph,
                const HwRenderOptions *options,
                double                *xy)
{
  double radius = hw_render_hex_radius (options);

  for (guint h = 0; h < graph->n_hexes; h++)
    {
      const HwHex *hex = hw_board_get_hex (board, h);
      double cx, cy;

      hw_render_hex_center (options, hex->coord, &cx, &cy);
      for (int corner = 0; corner < 6; corner++)
        {
          int node = graph->hex_nodes[h][corner];
          double dx, dy;

          if (node < 0)
            continue;
          hw_corner_offset ((HwCorner) corner, radius, &dx, &dy);
          xy[2 * node] = cx + dx;
          xy[2 * node + 1] = cy + dy;
        }
    }
}

static void
seat_color (cairo_t              *cr,
            const HwRenderPieces *pieces,
            int                   owner)
{
  hw_render_seat_color (cr, owner < pieces->n_seats ? owner : -1);
}

void
hw_render_pieces (cairo_t               *cr,
                  const HwBoard         *board,
                  const HwGraph         *graph,
                  const HwRenderPieces  *pieces,
                  const HwRenderOptions *options)
{
  g_autofree double *xy = NULL;
  double radius, side;

  g_return_if_fail (cr != NULL && board != NULL && graph != NULL && pieces != NULL);
  g_return_if_fail (graph->n_hexes == hw_board_n_hexes (board));

  xy = g_new0 (double, 2 * MAX (graph->n_nodes, 1));
  node_positions (board, graph, options, xy);
  radius = hw_render_hex_radius (options);
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  /* Routes first, a dark casing under the colour so white and orange read on any tile;
   * ships dashed, as a line of boats, and a little thinner. */
  for (int pass = 0; pass < 2; pass++)
    for (guint e = 0; e < graph->n_edges; e++)
      {
        int owner = pieces->edge_owner[e], a = graph->edge_nodes[e][0], b = graph->edge_nodes[e][1];
        double x0, y0, x1, y1, w = pieces->edge_ship[e] ? 0.10 : 0.13;

        if (owner < 0 || a < 0 || b < 0)
          continue;
        /* Shortened at both ends, so that a building on the corner stays visible. */
        x0 = xy[2 * a] + 0.18 * (xy[2 * b] - xy[2 * a]);
        y0 = xy[2 * a + 1] + 0.18 * (xy[2 * b + 1] - xy[2 * a + 1]);
        x1 = xy[2 * b] + 0.18 * (xy[2 * a] - xy[2 * b]);
        y1 = xy[2 * b + 1] + 0.18 * (xy[2 * a + 1] - xy[2 * b + 1]);
        cairo_new_path (cr);
        cairo_move_to (cr, x0, y0);
        cairo_line_to (cr, x1, y1);
        if (pass == 0)
          {
            cairo_set_source_rgb (cr, 0.1, 0.08, 0.06);
            cairo_set_line_width (cr, radius * (w + 0.05));
            cairo_set_dash (cr, NULL, 0, 0);
          }
        else
          {
            double dash[2] = { radius * 0.12, radius * 0.14 };

            seat_color (cr, pieces, owner);
            cairo_set_line_width (cr, radius * w);
            cairo_set_dash (cr, dash, pieces->edge_ship[e] ? 2 : 0, 0);
          }
        cairo_stroke (cr);
      }
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_line_width (cr, radius * 0.035);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint n = 0; n < graph->n_nodes; n++)
    {
      int owner = pieces->node_owner[n];
      double x = xy[2 * n], y = xy[2 * n + 1];

      if (owner < 0)
        continue;
      side = radius * (pieces->node_city[n] ? 0.36 : 0.26);
      cairo_new_path (cr);
      if (pieces->node_city[n])
        {
          /* A city: a house with a hall beside it. */
          cairo_move_to (cr, x - side / 2, y + side / 2);
          cairo_line_to (cr, x - side / 2, y - side / 6);
          cairo_line_to (cr, x - side / 4, y - side / 2);
          cairo_line_to (cr, x, y - side / 6);
          cairo_line_to (cr, x + side / 2, y - side / 6);
          cairo_line_to (cr, x + side / 2, y + side / 2);
          cairo_close_path (cr);
        }
      else
        {
          /* A settlement: a house, its roof pointing up. */
          cairo_move_to (cr, x - side / 2, y + side / 2);
          cairo_line_to (cr, x - side / 2, y - side / 8);
          cairo_line_to (cr, x, y - side / 2);
          cairo_line_to (cr, x + side / 2, y - side / 8);
          cairo_line_to (cr, x + side / 2, y + side / 2);
          cairo_close_path (cr);
        }
      seat_color (cr, pieces, owner);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.1, 0.08, 0.06);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}
