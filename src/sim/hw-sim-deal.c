/* hw-sim-deal.c: fresh deals for simulate --deal, and the seat effects they separate. */
#include "config.h"
#include "hw-module-registry.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "hw-generate.h"
#include "hw-rng.h"
#include "hw-sim-deal.h"
#include "hw-sim-stats-private.h"

/* Keeps the deal's seed stream apart from the games' own (hw_sim_game_seed). */
#define DEAL_STREAM G_GUINT64_CONSTANT (0x68772d6465616c73)
#define WILSON_Z 1.959963984540054

struct _HwSimDealer
{
  HwScenario  *scenario;     /* a private copy */
  HwVariant   *variant;      /* borrowed from scenario; its board is dealt over */
  HwGenerator *generator;
  HwBoard     *pristine;     /* the board as the file has it */
  HwGameRules *rules;        /* of the board dealt last */
  int          n_players;
};

void
hw_sim_dealer_free (HwSimDealer *dealer)
{
  if (dealer == NULL)
    return;
  g_clear_pointer (&dealer->rules, hw_game_rules_free);
  g_clear_pointer (&dealer->generator, hw_generator_free);
  g_clear_pointer (&dealer->pristine, hw_board_free);
  g_clear_pointer (&dealer->scenario, hw_scenario_free);
  g_free (dealer);
}

HwSimDealer *
hw_sim_dealer_new (const HwScenario *scenario,
                   const HwVariant  *variant,
                   int               n_players,
                   GError          **error)
{
  g_autoptr(HwSimDealer) dealer = g_new0 (HwSimDealer, 1);
  HwGenerateParams params;
  guint index = 0;

  g_return_val_if_fail (scenario != NULL && variant != NULL, NULL);

  while (index < scenario->variants->len && g_ptr_array_index (scenario->variants, index) != variant)
    index++;
  g_return_val_if_fail (index < scenario->variants->len, NULL);
  if (variant->shuffles->len == 0)
    {
      g_set_error (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_SHUFFLE,
                   _("the board has no <shuffle> to deal it afresh from"));
      return NULL;
    }
  dealer->scenario = hw_scenario_copy (scenario);
  dealer->variant = g_ptr_array_index (dealer->scenario->variants, index);
  dealer->pristine = hw_board_copy (dealer->variant->board);
  dealer->n_players = n_players;
  /* The scenario's own generator settings: a fresh deal is what "generate" would deal. */
  hw_generate_params_init (&params);
  if (!hw_generate_params_from_scenario (&params, dealer->scenario, error))
    return NULL;
  params.best_of = 1;
  dealer->generator = hw_generator_new (dealer->scenario, dealer->variant, &params, error);
  if (dealer->generator == NULL)
    return NULL;
  return g_steal_pointer (&dealer);
}

guint64
hw_sim_deal_seed (guint64 seed,
                  guint64 index)
{
  return hw_rng_derive (seed ^ DEAL_STREAM, index);
}

const HwGameRules *
hw_sim_dealer_deal (HwSimDealer *dealer,
                    guint64      seed,
                    guint64      index,
                    GError     **error)
{
  HwRng rng;

  g_return_val_if_fail (dealer != NULL, NULL);

  g_clear_pointer (&dealer->rules, hw_game_rules_free);
  /* The generator reads the board and moves pawns from where the file has them, so every
   * deal starts from the file's board: game i's deal cannot depend on the games before it. */
  hw_board_free (dealer->variant->board);
  dealer->variant->board = hw_board_copy (dealer->pristine);
  hw_rng_seed (&rng, hw_sim_deal_seed (seed, index));
  if (!hw_generator_deal (dealer->generator, &rng, error))
    return NULL;
  hw_generator_apply (dealer->generator, dealer->variant->board);
  dealer->rules = hw_game_rules_new (dealer->scenario, dealer->variant, dealer->n_players, error);
  return dealer->rules;
}

/* ---- statistics -------------------------------------------------------------------------- */

void
hw_sim_stats_set_dealt (HwSimStats *stats,
                        gboolean    dealt)
{
  stats->dealt = dealt;
}

gboolean
hw_sim_stats_dealt (const HwSimStats *stats)
{
  return stats->dealt;
}

void
hw_sim_stats_add_deal_game (HwSimStats            *stats,
                            const HwSimGameRecord *record)
{
  g_return_if_fail (record->n_seats == stats->n_seats);

  stats->deal_games++;
  if (record->end == HW_SIM_END_WIN)
    stats->deal_won++;
  if (record->end == HW_SIM_END_WIN && record->winner >= 0 && record->winner < (int) stats->n_seats)
    stats->deal_seat_wins[record->winner]++;
}

guint64
hw_sim_stats_deal_games (const HwSimStats *stats)
{
  return stats->deal_games;
}

guint64
hw_sim_stats_deal_seat_wins (const HwSimStats *stats,
                             guint             seat)
{
  g_return_val_if_fail (seat < HW_SIM_MAX_SEATS, 0);
  return stats->deal_seat_wins[seat];
}

void
hw_newcombe_interval (guint64 k1,
                      guint64 n1,
                      guint64 k2,
                      guint64 n2,
                      double *lo,
                      double *hi)
{
  double p1 = n1 ? (double) k1 / (double) n1 : 0.0, p2 = n2 ? (double) k2 / (double) n2 : 0.0;
  double l1, u1, l2, u2, d = p1 - p2;

  /* Newcombe (1998), method 10: the two Wilson intervals combined; it keeps its coverage
   * near the ends, where seat rates of a few percent live. */
  hw_wilson_interval (k1, n1, WILSON_Z, &l1, &u1);
  hw_wilson_interval (k2, n2, WILSON_Z, &l2, &u2);
  *lo = d - sqrt ((p1 - l1) * (p1 - l1) + (u2 - p2) * (u2 - p2));
  *hi = d + sqrt ((u1 - p1) * (u1 - p1) + (p2 - l2) * (p2 - l2));
}

void
hw_sim_stats_seat_effect (const HwSimStats *stats,
                          guint             seat,
                          HwSeatEffect     *out)
{
  guint64 kb, kd;

  g_return_if_fail (seat < stats->n_seats);

  memset (out, 0, sizeof *out);
  kb = stats->seat_wins[seat];
  kd = stats->deal_seat_wins[seat];
  out->board = stats->games ? (double) kb / (double) stats->games : 0.0;
  out->turn_order = stats->deal_games ? (double) kd / (double) stats->deal_games : 0.0;
  hw_wilson_interval (kb, stats->games, WILSON_Z, &out->board_lo, &out->board_hi);
  hw_wilson_interval (kd, stats->deal_games, WILSON_Z, &out->turn_order_lo, &out->turn_order_hi);
  out->effect = out->board - out->turn_order;
  hw_newcombe_interval (kb, stats->games, kd, stats->deal_games, &out->effect_lo, &out->effect_hi);
}

double
hw_sim_stats_seat_gap (const HwSimStats *stats,
                       gboolean          over_deals)
{
  double lo = 1.0, hi = 0.0;

  for (guint s = 0; s < stats->n_seats; s++)
    {
      HwSeatEffect e;
      double r;

      hw_sim_stats_seat_effect (stats, s, &e);
      r = over_deals ? e.turn_order : e.board;
      lo = MIN (lo, r);
      hi = MAX (hi, r);
    }
  return stats->n_seats ? 100.0 * (hi - lo) : 0.0;
}

char *
hw_sim_stats_seat_effects_text (const HwSimStats *stats)
{
  GString *out = g_string_new (NULL);
  g_autofree char *deals = NULL;

  if (!stats->dealt)
    return g_string_free (out, FALSE);
  /* Counts formatted apart, so that translators see whole messages. */
  deals = g_strdup_printf ("%" G_GUINT64_FORMAT, stats->deal_games);
  g_string_append_printf (out, _("Seat effects: turn order over %s fresh deals, and this board against it:"), deals);
  g_string_append_c (out, '\n');
  for (guint s = 0; s < stats->n_seats; s++)
    {
      HwSeatEffect e;

      hw_sim_stats_seat_effect (stats, s, &e);
      g_string_append_printf (out, _("  seat %u: turn order %5.1f%% (95%% %.1f–%.1f%%), this board %5.1f%% "
                                     "(%.1f–%.1f%%), board effect %+5.1f points (95%% %+.1f to %+.1f)"),
                              s + 1, 100.0 * e.turn_order, 100.0 * e.turn_order_lo, 100.0 * e.turn_order_hi,
                              100.0 * e.board, 100.0 * e.board_lo, 100.0 * e.board_hi,
                              100.0 * e.effect, 100.0 * e.effect_lo, 100.0 * e.effect_hi);
      g_string_append_c (out, '\n');
    }
  g_string_append_printf (out, _("Seat gap (best minus worst seat): %.1f points over fresh deals (turn order), "
                                 "%.1f points on this board"),
                          hw_sim_stats_seat_gap (stats, TRUE), hw_sim_stats_seat_gap (stats, FALSE));
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}
