/* hw-fairness.h: how fair a board is to each seat: the setup draft played out by the bots'
 * own placement policy, and what each seat starts with (README "Balanced or fair?").
 *
 * Balance (hw-balance.h) asks whether resources and numbers are spread evenly; fairness asks
 * whether every seat, in snake-draft order, can get an equally good start. The measure plays
 * only the setup phase, several times with softened, seeded drafts of the "table" bots, and
 * reads each seat's two settlements and roads: no full game. On boards without ships the
 * draft is replayed from per-board tables (hw-fairness-draft.h), some 5 microseconds a draft
 * and about 1.4 ms a base board; elsewhere it is played through the engine, some 40
 * microseconds a draft (60 for The Desert Raiders).
 * The weights were fitted on the base game (bench-fairness: Spearman 0.62 with the seat gaps
 * simulated over 15,000 table games on each of 200 unseen boards, 0.60 over 10,000, 0.57 to
 * 0.64 over 5,000); The Desert Raiders have their own, which read sailing and the deserts
 * too, and predict much less (0.25 over 100 unseen boards for five, 4,000 games each).
 */
#pragma once

#include <glib.h>

#include "hw-game.h"
#include "hw-scenario.h"

G_BEGIN_DECLS

/* Drafts played when the caller does not say, on a board the fast replay plays: both of a
 * seat's settlements count by the chances they had and the styles are dealt stratified, so
 * two measures of 250 drafts with different seeds rank 300 base boards' seat gaps alike at
 * Spearman 0.94 (0.98 at 600 drafts, 3.2 ms; 150 drafts counting only the second pick by
 * its chances, before: 0.83). */
#define HW_FAIRNESS_DEFAULT_DRAFTS 250
/* The same, on a board played through the engine (ships, The Desert Raiders). */
#define HW_FAIRNESS_ENGINE_DRAFTS  600

/* What one seat starts with, averaged over the drafts. */
typedef struct
{
  double pips[HW_N_RESOURCES];  /* pips per resource of its starting settlements */
  double total_pips;            /* their sum */
  double resources;             /* different resources it produces (0 .. 5) */
  double harbor;                /* harbor access: harbors on its settlements, a 3:1 counting 1,
                                 * a 2:1 0.5 plus a quarter per pip it makes of that resource */
  double expansion;             /* value of the best free sites its roads reach within two more
                                 * roads, after the draft */
  double sail;                  /* The Desert Raiders: ship edges from its settlements to the
                                 * nearest free site on another island (0 elsewhere) */
  double desert;                /* corners from its settlements to the nearest desert corner */
  double scarce;                /* its pips weighted by how scarce each resource is among the
                                 * table's starts: a pip counts (table's pips / 5) / (table's pips
                                 * of that resource), so what the others lack counts more, since
                                 * it is what they must trade for */
  double road_pair;             /* the lesser of its brick and lumber pips: what it takes
                                 * to build roads and settlements on its own */
  double city_pair;             /* the lesser of its ore and grain pips: the same for cities */
  double strength;              /* the starting figure: the above weighed into one number (room
                                 * and scarce are read, not weighed), in points of win rate
                                 * (only differences between seats mean something) */
  double win_share;             /* predicted share of the wins (the seats' shares sum to 1) */
} HwFairnessSeat;

typedef struct
{
  int            n_seats;
  guint          n_drafts;
  HwFairnessSeat seats[HW_GAME_MAX_PLAYERS];
  int            best_seat;     /* 0-based */
  int            worst_seat;
  double         gap;           /* the fairness figure: predicted gap in win rate between the
                                 * best and the worst seat, in percentage points (0 = fair) */
} HwFairness;

/* Measures @rules' board over @n_drafts seeded drafts (0: HW_FAIRNESS_DEFAULT_DRAFTS, or
 * HW_FAIRNESS_ENGINE_DRAFTS where the engine plays them) from
 * @seed. Allocates only scratch for one game. */
void     hw_fairness_measure         (const HwGameRules *rules,
                                      guint              n_drafts,
                                      guint64            seed,
                                      HwFairness        *out);
/* Where each seat settles in the drafts hw_fairness_measure () plays (same @n_drafts and
 * @seed): the share of drafts in which each corner (@rules' node ids) is seat s's first and
 * its second settlement, each pick counted by the chances it had; @first and @second hold
 * rules->n_players × rules->n_nodes entries, seat by seat. */
void     hw_fairness_seat_sites      (const HwGameRules *rules,
                                      guint              n_drafts,
                                      guint64            seed,
                                      double            *first,
                                      double            *second);
/* Same for @variant of @scenario played by @n_players (0: the variant's usual count);
 * FALSE with @error when the engine cannot play it. */
gboolean hw_fairness_measure_variant (const HwScenario  *scenario,
                                      const HwVariant   *variant,
                                      int                n_players,
                                      guint              n_drafts,
                                      guint64            seed,
                                      HwFairness        *out,
                                      GError           **error);

G_END_DECLS
