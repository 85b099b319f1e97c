/* hw-seat-effects.h: the Simulate window's table of seat effects (simulate --deal): each
 * seat's win rate over fresh deals (the turn-order effect), on this board, and the board's
 * own effect, each with its 95% interval. */
#pragma once

#include <gtk/gtk.h>

#include "hw-sim-stats.h"

G_BEGIN_DECLS

/* Fills @grid (emptied first) with the seat effects of @stats; hides it when @stats is NULL
 * or has no fresh deals. */
void hw_seat_effects_fill (GtkGrid          *grid,
                           const HwSimStats *stats);

G_END_DECLS
