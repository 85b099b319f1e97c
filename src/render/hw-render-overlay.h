/* hw-render-overlay.h: analysis layers drawn over a rendered board (the editor's overlays). */
#pragma once

#include <cairo.h>

#include "hw-graph.h"
#include "hw-render.h"

G_BEGIN_DECLS

/* The highest pip sum a node can have: three hexes numbered 6 or 8. */
#define HW_RENDER_OVERLAY_MAX_PIPS 15

/* Sets the source of @cr to the shade of a node with pip sum @pips (pale for few, deep red
 * for many). */
void hw_render_overlay_pip_color (cairo_t               *cr,
                                  int                    pips);
/* Draws, in board space, a disc on every node of @board whose pip sum in @sums (indexed by
 * @graph's node ids, see hw_balance_node_pips) is above zero, shaded by that sum and
 * labelled with it. */
void hw_render_overlay_node_pips (cairo_t               *cr,
                                  const HwBoard         *board,
                                  const HwGraph         *graph,
                                  const int             *sums,
                                  const HwRenderOptions *options);

G_END_DECLS
