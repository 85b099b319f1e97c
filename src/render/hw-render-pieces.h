/* hw-render-pieces.h: the players' pieces drawn over a rendered board (a game as it stands).
 *
 * Plain data in, so the renderer needs no game engine: whoever holds a game state writes
 * who owns each corner and side of the board's graph (hw-graph.h ids). */
#pragma once

#include <cairo.h>

#include "hw-graph.h"
#include "hw-render.h"

G_BEGIN_DECLS

/* The pieces on a board, indexed by its graph's node and edge ids. */
typedef struct
{
  const gint8  *node_owner;   /* [n_nodes]: the seat holding a building there (0..), -1 none */
  const guint8 *node_city;    /* [n_nodes]: TRUE for a city */
  const gint8  *edge_owner;   /* [n_edges]: the seat holding a road or ship there, -1 none */
  const guint8 *edge_ship;    /* [n_edges]: TRUE for a ship */
  int           n_seats;      /* an owner from n_seats on is neutral (drawn grey) */
} HwRenderPieces;

/* Sets the source of @cr to the colour of seat @seat (0..5; grey for any other). */
void hw_render_seat_color (cairo_t               *cr,
                           int                    seat);
/* Draws, in board space, every road, ship, settlement and city of @pieces on @board. */
void hw_render_pieces     (cairo_t               *cr,
                           const HwBoard         *board,
                           const HwGraph         *graph,
                           const HwRenderPieces  *pieces,
                           const HwRenderOptions *options);

G_END_DECLS
