/* hw-balance.h: how fair a board is: pips per resource, node pip sums, clustering of
 * numbers and terrains, harbor strength, and one balance score (README "Balance score"). */
#pragma once

#include <glib.h>

#include "hw-board.h"
#include "hw-graph.h"

G_BEGIN_DECLS

typedef struct
{
  int    resource_pips[HW_N_RESOURCES];  /* sum of chit pips on the hexes yielding each resource */
  int    resource_hexes[HW_N_RESOURCES]; /* hexes with a chit yielding each resource */
  double resource_spread;     /* coefficient of variation of pips per hex across resources */
  int    best_node;           /* highest pip sum at any node */
  int    worst_node;          /* lowest pip sum at a node between three chit hexes (0 if none) */
  double node_mean;           /* mean pip sum over nodes touching two or more chit hexes */
  double node_spread;         /* their coefficient of variation */
  double number_clustering;   /* sum of pip products over adjacent chit hexes / its expectation
                               * under a random deal of the same chits (1 = random) */
  double terrain_clustering;  /* same-terrain adjacent producing pairs / their expectation */
  int    n_harbors;
  double harbor_strength;     /* mean pip sum of the land hexes a harbor's two nodes touch */
  double harbor_spread;       /* coefficient of variation of that sum across harbors */
  double score;               /* 0 = perfectly even .. 1 = very uneven */
} HwBalance;

/* Precomputed look-ups for measuring many layouts of one board shape. */
typedef struct _HwBalanceContext HwBalanceContext;

/* Builds the look-ups for @board's shape (hexes and harbor slots); @graph must be its graph. */
HwBalanceContext *hw_balance_context_new     (const HwBoard          *board,
                                              const HwGraph          *graph);
/* Frees @ctx. */
void              hw_balance_context_free    (HwBalanceContext       *ctx);
/* Measures a layout: @terrains and @chits per hex index, @harbors per harbor index
 * (-1 = generic 3:1, else the HwResource of a 2:1 harbor). Allocates nothing. */
void              hw_balance_measure_layout  (const HwBalanceContext *ctx,
                                              const guint8           *terrains,
                                              const guint8           *chits,
                                              const gint8            *harbors,
                                              HwBalance              *out);
/* Measures @board as it stands. */
void              hw_balance_measure_board   (const HwBoard          *board,
                                              HwBalance              *out);

/* Fills @sums[graph->n_nodes] with the pip sum of the numbered hexes at each node of @board
 * (for an overlay shading nodes by how much they produce). */
void              hw_balance_node_pips       (const HwBoard          *board,
                                              const HwGraph          *graph,
                                              int                    *sums);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwBalanceContext, hw_balance_context_free)

G_END_DECLS
