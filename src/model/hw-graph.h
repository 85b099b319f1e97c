/* hw-graph.h: the node/edge graph of a board, precomputed as flat look-up tables.
 *
 * Every corner (node) and side (edge) of the board's hexes gets a dense id, numbered in
 * reading order of their canonical keys, so that adjacency questions are array look-ups.
 * Hex ids are the board's hex indices. -1 marks "none" (a corner on the board's rim has
 * fewer than three hexes).
 */
#pragma once

#include <glib.h>

#include "hw-board.h"

G_BEGIN_DECLS

typedef struct
{
  guint      n_hexes;
  guint      n_nodes;
  guint      n_edges;

  HwNodeKey *node_keys;       /* [n_nodes] */
  HwEdgeKey *edge_keys;       /* [n_edges] */

  int      (*hex_nodes)[6];   /* [n_hexes][corner] -> node */
  int      (*hex_edges)[6];   /* [n_hexes][side] -> edge */
  int      (*node_hexes)[3];  /* [n_nodes] -> hexes touching it, -1 padded */
  int      (*node_nodes)[3];  /* [n_nodes] -> neighbouring nodes, -1 padded */
  int      (*node_edges)[3];  /* [n_nodes] -> edges ending here, -1 padded; same order as node_nodes */
  int      (*edge_nodes)[2];  /* [n_edges] -> its two nodes */
  int      (*edge_hexes)[2];  /* [n_edges] -> the hexes on either side, -1 when off the board */
  int      (*hex_neighbors)[6]; /* [n_hexes][side] -> neighbouring hex, -1 when off the board */
} HwGraph;

/* Builds the graph of every hex on @board (sea included). */
HwGraph *hw_graph_new       (const HwBoard *board);
/* Frees @graph. */
void     hw_graph_free      (HwGraph       *graph);
/* Returns the id of the node with canonical key @key, or -1. */
int      hw_graph_node_id   (const HwGraph *graph,
                             HwNodeKey      key);
/* Returns the id of the edge with canonical key @key, or -1. */
int      hw_graph_edge_id   (const HwGraph *graph,
                             HwEdgeKey      key);
/* Returns the edge joining nodes @a and @b, or -1 when they are not adjacent. */
int      hw_graph_edge_between (const HwGraph *graph,
                                int            a,
                                int            b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwGraph, hw_graph_free)

G_END_DECLS
