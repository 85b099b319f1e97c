/* hw-sim-deal.h: seat effects a designer can read (simulate --deal).
 *
 * A batch with dealing on plays every game twice from the same game seed: once on the file's
 * board and once on a board dealt afresh from the scenario's shuffle groups, seeded by the
 * batch seed and the game's index (so any thread or shard deals game i alike). Seat win rates
 * over the fresh deals are the turn-order effect, what sitting first or last is worth in this
 * scenario whatever the board; the file's board's own effect is its seat rates against that
 * baseline. Both come with 95% intervals (Wilson for a rate, Newcombe for a difference).
 */
#pragma once

#include <glib.h>

#include "hw-game.h"
#include "hw-scenario.h"
#include "hw-sim-stats.h"

G_BEGIN_DECLS

/* Deals boards for one worker: its own copy of the scenario, a generator and the rules of
 * the board dealt last. Not shared between threads. */
typedef struct _HwSimDealer HwSimDealer;

/* One seat's two effects, as fractions (0.25 = 25%). */
typedef struct
{
  double turn_order;        /* win rate over fresh deals */
  double turn_order_lo;     /* its 95% interval */
  double turn_order_hi;
  double board;             /* win rate on the file's board */
  double board_lo;
  double board_hi;
  double effect;            /* board - turn_order: this board's own effect on the seat */
  double effect_lo;         /* its 95% interval */
  double effect_hi;
} HwSeatEffect;

/* Prepares dealing @variant of @scenario (which need only live through this call) for
 * @n_players; FALSE with @error when the variant has nothing to deal or cannot be dealt. */
HwSimDealer       *hw_sim_dealer_new       (const HwScenario *scenario,
                                            const HwVariant  *variant,
                                            int               n_players,
                                            GError          **error);
/* Frees @dealer and the rules it made. */
void               hw_sim_dealer_free      (HwSimDealer      *dealer);
/* Deals the board of game @index of the batch with seed @seed and returns its rules, valid
 * until the next call; NULL with @error when no board met the constraints. */
const HwGameRules *hw_sim_dealer_deal      (HwSimDealer      *dealer,
                                            guint64           seed,
                                            guint64           index,
                                            GError          **error);
/* Returns the seed game @index's board is dealt from, in the batch with seed @seed. */
guint64            hw_sim_deal_seed        (guint64           seed,
                                            guint64           index);

/* Marks @stats as a batch that also plays fresh deals (call before adding games). */
void               hw_sim_stats_set_dealt  (HwSimStats       *stats,
                                            gboolean          dealt);
/* TRUE when @stats holds fresh deals' games beside the board's. */
gboolean           hw_sim_stats_dealt      (const HwSimStats *stats);
/* Adds one game played on a fresh deal (only who won counts). */
void               hw_sim_stats_add_deal_game (HwSimStats            *stats,
                                               const HwSimGameRecord *record);
/* Returns the games played on fresh deals. */
guint64            hw_sim_stats_deal_games (const HwSimStats *stats);
/* Returns the wins of @seat over fresh deals. */
guint64            hw_sim_stats_deal_seat_wins (const HwSimStats *stats,
                                                guint             seat);
/* Computes @seat's turn-order rate, board rate and the board's effect with their intervals. */
void               hw_sim_stats_seat_effect (const HwSimStats *stats,
                                             guint             seat,
                                             HwSeatEffect     *out);
/* The 95% interval of p1 - p2 for k1 of n1 against k2 of n2 (Newcombe's hybrid score). */
void               hw_newcombe_interval    (guint64           k1,
                                            guint64           n1,
                                            guint64           k2,
                                            guint64           n2,
                                            double           *lo,
                                            double           *hi);

/* Returns the gap in points between the best and the worst seat's win rate over fresh deals
 * (@over_deals) or on the file's board. */
double             hw_sim_stats_seat_gap   (const HwSimStats *stats,
                                            gboolean          over_deals);
/* Returns the report of a dealt batch's seat effects, one line per seat and a line with the
 * two gaps, each line ending in a newline; "" when @stats has no fresh deals. */
char              *hw_sim_stats_seat_effects_text (const HwSimStats *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwSimDealer, hw_sim_dealer_free)

G_END_DECLS
