/* hw-sim-stats-json.c: simulation statistics to and from JSON.
 *
 * The document holds the raw counts (what merge reads back) beside the figures derived from
 * them (rates, intervals, percentiles), so one file is both a report and a mergeable shard.
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "hw-sim-deal.h"
#include "hw-sim-stats-private.h"

#define FORMAT_NAME "hexwright-simulation"
#define FORMAT_VERSION 1
#define WILSON_Z 1.959963984540054
#define HISTOGRAM_BINS 20

/* Rounds derived figures so the report reads well; raw counts are never rounded. */
static double
round6 (double x)
{
  return round (x * 1e6) / 1e6;
}

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
add_double (JsonBuilder *b,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (b, name);
  /* JSON has no NaN or infinity (json-glib would write "-nan.0"): such a figure is null. */
  if (!isfinite (value))
    json_builder_add_null_value (b);
  else
    json_builder_add_double_value (b, round6 (value));
}

static void
add_string (JsonBuilder *b,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, value);
}

static void
add_interval (JsonBuilder *b,
              guint64      k,
              guint64      n)
{
  double lo, hi;

  hw_wilson_interval (k, n, WILSON_Z, &lo, &hi);
  json_builder_set_member_name (b, "wilson-95");
  json_builder_begin_array (b);
  json_builder_add_double_value (b, round6 (lo));
  json_builder_add_double_value (b, round6 (hi));
  json_builder_end_array (b);
}

static void
add_vp_object (JsonBuilder   *b,
               const char    *name,
               const guint64 *sums)
{
  guint64 total = 0;

  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  for (guint s = 0; s < HW_SIM_N_VP_SOURCES; s++)
    {
      add_int (b, hw_sim_vp_source_to_string ((HwSimVpSource) s), (gint64) sums[s]);
      total += sums[s];
    }
  add_int (b, "total", (gint64) total);
  json_builder_end_object (b);
}

static void
add_settings (JsonBuilder      *b,
              const HwSimStats *stats)
{
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, stats->seed);

  json_builder_set_member_name (b, "settings");
  json_builder_begin_object (b);
  add_string (b, "scenario", stats->scenario_id);
  add_string (b, "variant", stats->variant_id);
  add_string (b, "digest", stats->digest);
  add_int (b, "players", stats->n_seats);
  json_builder_set_member_name (b, "bots");
  json_builder_begin_array (b);
  for (guint i = 0; i < stats->n_seats; i++)
    json_builder_add_string_value (b, stats->bots[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "rotate-seats");
  json_builder_add_boolean_value (b, stats->rotate_seats);
  /* A string: a 64-bit seed does not survive readers that hold numbers in doubles. */
  add_string (b, "seed", seed);
  add_int (b, "games-requested", (gint64) stats->games_requested);
  add_int (b, "turn-limit", stats->turn_limit);
  json_builder_end_object (b);
}

static void
add_seats (JsonBuilder      *b,
           const HwSimStats *stats)
{
  guint64 won = stats->ends[HW_SIM_END_WIN];
  double chi, p;

  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint seat = 0; seat < stats->n_seats; seat++)
    {
      json_builder_begin_object (b);
      add_int (b, "seat", seat + 1);
      if (!stats->rotate_seats)
        add_string (b, "bot", stats->bots[seat]);
      add_int (b, "wins", (gint64) stats->seat_wins[seat]);
      add_double (b, "win-rate", stats->games ? (double) stats->seat_wins[seat] / (double) stats->games : 0.0);
      add_interval (b, stats->seat_wins[seat], stats->games);
      add_vp_object (b, "vp-sum", stats->vp_sum[seat]);
      {
        guint64 total = 0;

        for (guint s = 0; s < HW_SIM_N_VP_SOURCES; s++)
          total += stats->vp_sum[seat][s];
        add_double (b, "mean-vp", stats->games ? (double) total / (double) stats->games : 0.0);
      }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  /* Among games with a winner, does the seat matter? Uniform wins are the null hypothesis. */
  chi = hw_chi_square_uniform (stats->seat_wins, stats->n_seats, &p);
  json_builder_set_member_name (b, "seat-advantage");
  json_builder_begin_object (b);
  add_string (b, "test", "chi-square, uniform wins over seats");
  add_int (b, "games", (gint64) won);
  add_double (b, "chi-square", chi);
  add_int (b, "df", stats->n_seats - 1);
  add_double (b, "p-value", p);
  json_builder_end_object (b);
}

/* simulate --deal (hw-sim-deal.h): the fresh deals' counts, and each seat's effects. */
static void
add_seat_effects (JsonBuilder      *b,
                  const HwSimStats *stats)
{
  if (!stats->dealt)
    return;
  json_builder_set_member_name (b, "seat-effects");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "turn-order");
  json_builder_begin_object (b);
  add_int (b, "games", (gint64) stats->deal_games);
  add_int (b, "won", (gint64) stats->deal_won);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint s = 0; s < stats->n_seats; s++)
    {
      json_builder_begin_object (b);
      add_int (b, "seat", s + 1);
      add_int (b, "wins", (gint64) stats->deal_seat_wins[s]);
      add_double (b, "win-rate", stats->deal_games ? (double) stats->deal_seat_wins[s] / (double) stats->deal_games : 0.0);
      add_interval (b, stats->deal_seat_wins[s], stats->deal_games);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "board");
  json_builder_begin_array (b);
  for (guint s = 0; s < stats->n_seats; s++)
    {
      HwSeatEffect e;

      hw_sim_stats_seat_effect (stats, s, &e);
      json_builder_begin_object (b);
      add_int (b, "seat", s + 1);
      add_double (b, "win-rate", e.board);
      add_interval (b, stats->seat_wins[s], stats->games);
      add_double (b, "effect", e.effect);
      json_builder_set_member_name (b, "newcombe-95");
      json_builder_begin_array (b);
      json_builder_add_double_value (b, round6 (e.effect_lo));
      json_builder_add_double_value (b, round6 (e.effect_hi));
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
add_bots (JsonBuilder      *b,
          const HwSimStats *stats)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  json_builder_set_member_name (b, "bots");
  json_builder_begin_array (b);
  for (guint i = 0; i < stats->n_seats; i++)
    {
      json_builder_begin_object (b);
      add_int (b, "position", i + 1);
      add_string (b, "bot", stats->bots[i]);
      add_int (b, "wins", (gint64) stats->bot_wins[i]);
      add_int (b, "errors", (gint64) stats->bot_errors[i]);
      json_builder_end_object (b);
      if (!g_ptr_array_find_with_equal_func (names, stats->bots[i], g_str_equal, NULL))
        g_ptr_array_add (names, stats->bots[i]);
    }
  json_builder_end_array (b);

  /* Wins of every bot of one kind together: "greedy won 93% of the games". */
  json_builder_set_member_name (b, "by-bot");
  json_builder_begin_object (b);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = names->pdata[i];
      guint64 wins = hw_sim_stats_bot_wins (stats, name);
      guint seats = 0;

      for (guint j = 0; j < stats->n_seats; j++)
        seats += g_strcmp0 (stats->bots[j], name) == 0;
      json_builder_set_member_name (b, name);
      json_builder_begin_object (b);
      add_int (b, "seats", seats);
      add_int (b, "wins", (gint64) wins);
      add_double (b, "win-rate", stats->games ? (double) wins / (double) stats->games : 0.0);
      add_interval (b, wins, stats->games);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

static void
add_length (JsonBuilder      *b,
            const HwSimStats *stats)
{
  guint lo = 0, hi = 0, width;
  gboolean any = FALSE;

  json_builder_set_member_name (b, "length");
  json_builder_begin_object (b);
  add_string (b, "of", "games won");
  add_double (b, "mean", hw_sim_stats_mean_turns (stats));
  add_int (b, "median", hw_sim_stats_percentile_turns (stats, 0.5));
  add_int (b, "p10", hw_sim_stats_percentile_turns (stats, 0.1));
  add_int (b, "p90", hw_sim_stats_percentile_turns (stats, 0.9));
  add_int (b, "turns-sum", (gint64) stats->turns_sum);

  json_builder_set_member_name (b, "counts");
  json_builder_begin_array (b);
  for (guint t = 0; t <= stats->turn_limit; t++)
    if (stats->length_hist[t] > 0)
      {
        if (!any)
          lo = t;
        any = TRUE;
        hi = t;
        json_builder_begin_array (b);
        json_builder_add_int_value (b, t);
        json_builder_add_int_value (b, (gint64) stats->length_hist[t]);
        json_builder_end_array (b);
      }
  json_builder_end_array (b);

  /* About HISTOGRAM_BINS bins of equal width over the lengths seen. */
  json_builder_set_member_name (b, "histogram");
  json_builder_begin_array (b);
  if (any)
    {
      width = MAX (1u, (hi - lo + HISTOGRAM_BINS) / HISTOGRAM_BINS);
      for (guint from = lo; from <= hi; from += width)
        {
          guint64 n = 0;
          guint to = MIN (from + width - 1, hi);

          for (guint t = from; t <= to; t++)
            n += stats->length_hist[t];
          json_builder_begin_object (b);
          add_int (b, "from", from);
          add_int (b, "to", to);
          add_int (b, "games", (gint64) n);
          json_builder_end_object (b);
        }
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

/* A module's per-seat counts: the per-seat fields of its statistics descriptor with a JSON
 * key (hw-module-record.h), kept in HwSimStats.module_seat[index]. The descriptor serves
 * writing and reading, so the keys agree. */
typedef struct
{
  const HwModuleStatsDesc *desc;   /* NULL: the module has none */
  guint                    index;
} SeatCounts;

static SeatCounts
seat_counts_of (const char *module)
{
  SeatCounts c = { NULL, 0 };

  c.desc = hw_sim_module_desc (module, &c.index);
  return c;
}

static gboolean
is_seat_count (const SeatCounts *c,
               guint             f)
{
  return c->desc->fields[f].shape == HW_MODULE_STAT_PER_SEAT && c->desc->fields[f].json != NULL;
}

/* Sums each of the counts over the seats into @totals, in the descriptor's order; returns
 * how many. */
static guint
seat_totals (const HwSimStats *stats,
             const SeatCounts *c,
             guint64          *totals)
{
  guint k = 0;

  for (guint f = 0; c->desc && f < c->desc->n_fields; f++)
    if (is_seat_count (c, f))
      {
        totals[k] = 0;
        for (guint seat = 0; seat < stats->n_seats; seat++)
          totals[k] += stats->module_seat[c->index][f][seat];
        k++;
      }
  return k;
}

/* Adds the totals of @c (keys from the descriptor) to the object being built, as counts or
 * divided by @n. */
static void
add_seat_totals (JsonBuilder      *b,
                 const SeatCounts *c,
                 const guint64    *totals,
                 double            n)
{
  guint k = 0;

  for (guint f = 0; c->desc && f < c->desc->n_fields; f++)
    if (is_seat_count (c, f))
      {
        if (n > 0)
          add_double (b, c->desc->fields[f].json, (double) totals[k] / n);
        else
          add_int (b, c->desc->fields[f].json, (gint64) totals[k]);
        k++;
      }
}

/* Adds the seat's number, its counts and its means per game over @n games to the "by-seat"
 * object being built. */
static void
add_seat_counts (JsonBuilder      *b,
                 const HwSimStats *stats,
                 const SeatCounts *c,
                 guint             seat,
                 double            n)
{
  add_int (b, "seat", seat + 1);
  for (guint f = 0; c->desc && f < c->desc->n_fields; f++)
    if (is_seat_count (c, f))
      add_int (b, c->desc->fields[f].json, (gint64) stats->module_seat[c->index][f][seat]);
  for (guint f = 0; c->desc && f < c->desc->n_fields; f++)
    if (is_seat_count (c, f) && c->desc->fields[f].json_per_game != NULL)
      add_double (b, c->desc->fields[f].json_per_game,
                  (double) stats->module_seat[c->index][f][seat] / n);
}

/* BA-CONQ-01: the coast index of hex @h, -1 off the coast. */
static int
coast_index (const HwSimStats *stats,
             guint             h)
{
  for (guint i = 0; i < stats->n_coast; i++)
    if ((guint) stats->coast[i] == h)
      return (int) i;
  return -1;
}

/* BA-*: landings, conquests per coastal hex (by q, r), battles, prisoners, knights, gold and
 * fallen buildings. The totals are sums of the per-seat and per-hex counts merge reads. */
static void
add_barbarian_attack (JsonBuilder      *b,
                      const HwSimStats *stats)
{
  SeatCounts c = seat_counts_of ("barbarian-attack");
  guint64 totals[HW_SIM_MAX_MODULE_FIELDS], conquests = 0;
  double n = stats->ba_games ? (double) stats->ba_games : 1.0;

  seat_totals (stats, &c, totals);
  for (guint i = 0; i < stats->n_coast; i++)
    conquests += stats->ba_conquests[i];

  json_builder_set_member_name (b, "barbarian-attack");
  json_builder_begin_object (b);
  add_int (b, "games", (gint64) stats->ba_games);
  add_int (b, "landings", (gint64) stats->ba_landings);
  add_int (b, "conquests", (gint64) conquests);
  add_int (b, "battles-won", (gint64) stats->ba_battles_won);
  add_int (b, "buildings-fallen", (gint64) stats->ba_buildings_fallen);
  add_seat_totals (b, &c, totals, 0);

  json_builder_set_member_name (b, "per-game");
  json_builder_begin_object (b);
  add_double (b, "landings", (double) stats->ba_landings / n);
  add_double (b, "conquests", (double) conquests / n);
  add_double (b, "battles-won", (double) stats->ba_battles_won / n);
  add_double (b, "buildings-fallen", (double) stats->ba_buildings_fallen / n);
  add_seat_totals (b, &c, totals, n);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "by-seat");
  json_builder_begin_array (b);
  for (guint seat = 0; seat < stats->n_seats; seat++)
    {
      json_builder_begin_object (b);
      add_seat_counts (b, stats, &c, seat, n);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  /* Keyed by coordinates, never by the engine's indices, so the file reads on its own. */
  json_builder_set_member_name (b, "coast");
  json_builder_begin_array (b);
  for (guint i = 0; i < stats->n_coast; i++)
    {
      int h = stats->coast[i];

      json_builder_begin_object (b);
      add_int (b, "q", stats->hex_coords[2 * h]);
      add_int (b, "r", stats->hex_coords[2 * h + 1]);
      add_string (b, "terrain", hw_terrain_to_string (stats->hex_terrains[h]));
      add_int (b, "chit", stats->hex_chits[h]);
      add_int (b, "conquests", (gint64) stats->ba_conquests[i]);
      add_double (b, "conquests-per-game", (double) stats->ba_conquests[i] / n);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

/* DR-*: when the storm began (a histogram in bins of HW_SIM_DR_STORM_BIN turns), hexes
 * overrun, buildings taken and freed, roads cancelled, and per seat whether it had settled
 * another island when the storm began, the VP it lost to raiders and the raiders its
 * soldiers removed. */
static void
add_desert_raiders (JsonBuilder      *b,
                    const HwSimStats *stats)
{
  SeatCounts c = seat_counts_of ("desert-raiders");
  guint64 totals[HW_SIM_MAX_MODULE_FIELDS] = { 0 };
  double n = stats->dr_games ? (double) stats->dr_games : 1.0;

  seat_totals (stats, &c, totals);

  json_builder_set_member_name (b, "desert-raiders");
  json_builder_begin_object (b);
  add_int (b, "games", (gint64) stats->dr_games);
  add_int (b, "storms", (gint64) stats->dr_storms);
  add_int (b, "storm-turn-sum", (gint64) stats->dr_storm_turn_sum);
  add_int (b, "storm-turn-bin", HW_SIM_DR_STORM_BIN);
  json_builder_set_member_name (b, "storm-turns");
  json_builder_begin_array (b);
  for (guint i = 0; i < HW_SIM_DR_STORM_BINS; i++)
    json_builder_add_int_value (b, (gint64) stats->dr_storm_turns[i]);
  json_builder_end_array (b);
  add_int (b, "hexes-overrun", (gint64) stats->dr_hexes_overrun);
  add_int (b, "buildings-taken", (gint64) stats->dr_buildings_taken);
  add_int (b, "buildings-freed", (gint64) stats->dr_buildings_freed);
  add_int (b, "roads-cancelled", (gint64) stats->dr_roads_cancelled);
  add_seat_totals (b, &c, totals, 0);

  json_builder_set_member_name (b, "per-game");
  json_builder_begin_object (b);
  add_double (b, "storm-rate", (double) stats->dr_storms / n);
  add_double (b, "storm-turn-mean",
              stats->dr_storms ? (double) stats->dr_storm_turn_sum / (double) stats->dr_storms : 0.0);
  add_double (b, "hexes-overrun", (double) stats->dr_hexes_overrun / n);
  add_double (b, "buildings-taken", (double) stats->dr_buildings_taken / n);
  add_double (b, "buildings-freed", (double) stats->dr_buildings_freed / n);
  add_double (b, "roads-cancelled", (double) stats->dr_roads_cancelled / n);
  add_double (b, "abroad-share", stats->n_seats ? (double) totals[0] / (n * stats->n_seats) : 0.0);
  add_double (b, "vp-lost", (double) totals[1] / n);
  add_double (b, "raiders-removed", (double) totals[2] / n);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "by-seat");
  json_builder_begin_array (b);
  for (guint seat = 0; seat < stats->n_seats; seat++)
    {
      json_builder_begin_object (b);
      add_seat_counts (b, stats, &c, seat, n);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
add_production (JsonBuilder      *b,
                const HwSimStats *stats)
{
  json_builder_set_member_name (b, "production");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "by-resource");
  json_builder_begin_object (b);
  for (guint r = 0; r < HW_N_RESOURCES; r++)
    add_int (b, hw_resource_to_string ((HwResource) r), (gint64) stats->production[r]);
  json_builder_end_object (b);
  add_int (b, "gold", (gint64) stats->gold_production);
  json_builder_set_member_name (b, "by-hex");
  json_builder_begin_array (b);
  for (guint h = 0; h < stats->n_hexes; h++)
    {
      if (!hw_terrain_is_land (stats->hex_terrains[h]))
        continue;
      json_builder_begin_object (b);
      add_int (b, "q", stats->hex_coords[2 * h]);
      add_int (b, "r", stats->hex_coords[2 * h + 1]);
      add_string (b, "terrain", hw_terrain_to_string (stats->hex_terrains[h]));
      add_int (b, "chit", stats->hex_chits[h]);
      add_int (b, "produced", (gint64) stats->hex_production[h]);
      add_double (b, "per-game", stats->games ? (double) stats->hex_production[h] / (double) stats->games : 0.0);
      if (stats->robin_games > 0)
        {
          add_int (b, "robin-turns", (gint64) stats->hex_robin_turns[h]);
          add_double (b, "robin-turns-per-game",
                      (double) stats->hex_robin_turns[h] / (double) stats->robin_games);
        }
      /* Deserts are the raiders' camp, not hexes they overrun: the heatmap leaves them bare. */
      if (stats->dr_games > 0 && stats->hex_terrains[h] != HW_TERRAIN_DESERT)
        {
          add_int (b, "raider-turns", (gint64) stats->hex_raider_turns[h]);
          add_double (b, "raider-turns-per-game",
                      (double) stats->hex_raider_turns[h] / (double) stats->dr_games);
        }
      /* Only coastal hexes: barbarians never stand inland, so the heatmap leaves those bare. */
      if (coast_index (stats, h) >= 0)
        add_double (b, "barbarian-conquests-per-game",
                    stats->ba_games ? (double) stats->ba_conquests[coast_index (stats, h)] / (double) stats->ba_games
                                    : 0.0);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

JsonNode *
hw_sim_stats_to_json (const HwSimStats *stats)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  guint64 won = stats->ends[HW_SIM_END_WIN];

  json_builder_begin_object (b);
  add_string (b, "format", FORMAT_NAME);
  add_int (b, "version", FORMAT_VERSION);
  add_settings (b, stats);

  json_builder_set_member_name (b, "coverage");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "played");
  json_builder_begin_array (b);
  for (guint i = 0; i < stats->ranges->len; i++)
    {
      const HwSimRange *r = &g_array_index (stats->ranges, HwSimRange, i);

      json_builder_begin_array (b);
      json_builder_add_int_value (b, (gint64) r->start);
      json_builder_add_int_value (b, (gint64) r->end);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "complete");
  json_builder_add_boolean_value (b, hw_sim_stats_complete (stats));
  json_builder_set_member_name (b, "interrupted");
  json_builder_add_boolean_value (b, stats->interrupted);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "games");
  json_builder_begin_object (b);
  add_int (b, "played", (gint64) stats->games);
  add_int (b, "won", (gint64) won);
  add_int (b, "turn-limit", (gint64) stats->ends[HW_SIM_END_TURN_LIMIT]);
  add_int (b, "bot-errors", (gint64) stats->ends[HW_SIM_END_BOT_ERROR]);
  add_int (b, "engine-errors", (gint64) stats->ends[HW_SIM_END_ENGINE_ERROR]);
  json_builder_end_object (b);

  add_seats (b, stats);
  add_seat_effects (b, stats);
  add_bots (b, stats);
  add_length (b, stats);

  json_builder_set_member_name (b, "victory-points");
  json_builder_begin_object (b);
  add_vp_object (b, "winners-sum", stats->winner_vp_sum);
  json_builder_set_member_name (b, "winners-mean");
  json_builder_begin_object (b);
  for (guint s = 0; s < HW_SIM_N_VP_SOURCES; s++)
    add_double (b, hw_sim_vp_source_to_string ((HwSimVpSource) s),
                won ? (double) stats->winner_vp_sum[s] / (double) won : 0.0);
  json_builder_end_object (b);
  json_builder_end_object (b);

  add_production (b, stats);

  json_builder_set_member_name (b, "volcano");
  json_builder_begin_object (b);
  add_int (b, "eruptions", (gint64) stats->eruptions);
  add_int (b, "settlements-destroyed", (gint64) stats->settlements_destroyed);
  add_int (b, "cities-reduced", (gint64) stats->cities_reduced);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "discoveries");
  json_builder_begin_object (b);
  add_int (b, "earned", (gint64) stats->discoveries_earned);
  add_int (b, "spent", (gint64) stats->discoveries_spent);
  json_builder_end_object (b);

  /* RH-*: only for Robin Hood batches. */
  if (stats->robin_games > 0)
    {
      double n = (double) stats->robin_games;

      json_builder_set_member_name (b, "robin-hood");
      json_builder_begin_object (b);
      add_int (b, "games", (gint64) stats->robin_games);
      add_int (b, "robin-wins", (gint64) stats->robin_wins);
      add_int (b, "enclosed", (gint64) stats->robin_enclosed);
      add_int (b, "robin-vp-sum", (gint64) stats->robin_vp_sum);
      add_double (b, "sheriff-win-rate", (double) stats->seat_wins[0] / n);
      add_double (b, "enclosed-rate", (double) stats->robin_enclosed / n);
      add_double (b, "robin-vp-mean", (double) stats->robin_vp_sum / n);
      json_builder_end_object (b);
    }

  /* BA-*: only for Barbarian Attack batches (they know their coast even before a game). */
  if (stats->ba_games > 0 || stats->n_coast > 0)
    add_barbarian_attack (b, stats);
  /* DR-*: only for batches that played The Desert Raiders. */
  if (stats->dr_games > 0)
    add_desert_raiders (b, stats);

  add_int (b, "actions", (gint64) stats->actions);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

char *
hw_sim_stats_to_json_data (const HwSimStats *stats,
                           gsize            *length)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = hw_sim_stats_to_json (stats);
  GString *text;

  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  text = g_string_new (NULL);
  json_generator_to_gstring (gen, text);
  g_string_append_c (text, '\n');
  if (length)
    *length = text->len;
  return g_string_free (text, FALSE);
}

/* TRUE when @n is a value of @type (json_node_get_value_type warns on other nodes). */
static gboolean
holds (JsonNode *n,
       GType     type)
{
  return n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == type;
}

/* Reading back: every look-up goes through these, which note the first thing missing. */
typedef struct
{
  const char *missing;
} Reader;

static JsonObject *
get_object (Reader     *rd,
            JsonObject *o,
            const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;

  if (n == NULL || !JSON_NODE_HOLDS_OBJECT (n))
    {
      rd->missing = rd->missing ? rd->missing : name;
      return NULL;
    }
  return json_node_get_object (n);
}

static JsonArray *
get_array (Reader     *rd,
           JsonObject *o,
           const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;

  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n))
    {
      rd->missing = rd->missing ? rd->missing : name;
      return NULL;
    }
  return json_node_get_array (n);
}

static gint64
node_int (Reader     *rd,
          JsonNode   *n,
          const char *name)
{
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64
      || json_node_get_int (n) < 0)
    {
      rd->missing = rd->missing ? rd->missing : name;
      return 0;
    }
  return json_node_get_int (n);
}

static guint64
get_int (Reader     *rd,
         JsonObject *o,
         const char *name)
{
  return (guint64) node_int (rd, o ? json_object_get_member (o, name) : NULL, name);
}

static const char *
get_string (Reader     *rd,
            JsonObject *o,
            const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
    {
      rd->missing = rd->missing ? rd->missing : name;
      return "";
    }
  return json_node_get_string (n);
}

static gboolean
get_bool (Reader     *rd,
          JsonObject *o,
          const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    {
      rd->missing = rd->missing ? rd->missing : name;
      return FALSE;
    }
  return json_node_get_boolean (n);
}

/* The @i-th element of @list when it is an object, else NULL (which the getters note). */
static JsonObject *
element_object (JsonArray *list,
                guint      i)
{
  JsonNode *n = json_array_get_element (list, i);

  return JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
}

/* Reads @counts of every seat back from a "by-seat" array already checked to have one
 * element a seat. */
static void
read_seat_counts (Reader     *rd,
                  HwSimStats *stats,
                  JsonArray  *seats,
                  const char *module)
{
  SeatCounts c = seat_counts_of (module);

  for (guint seat = 0; seat < stats->n_seats; seat++)
    {
      JsonObject *o = element_object (seats, seat);

      for (guint f = 0; c.desc && f < c.desc->n_fields; f++)
        if (is_seat_count (&c, f))
          stats->module_seat[c.index][f][seat] = get_int (rd, o, c.desc->fields[f].json);
    }
}

static void
read_vp (Reader     *rd,
         JsonObject *o,
         guint64    *sums)
{
  for (guint s = 0; s < HW_SIM_N_VP_SOURCES; s++)
    {
      const char *key = hw_sim_vp_source_to_string ((HwSimVpSource) s);

      /* Results written before prisoners scored (BA-PRISON) have none. */
      if (s == HW_SIM_VP_PRISONERS && o != NULL && !json_object_has_member (o, key))
        sums[s] = 0;
      else
        sums[s] = get_int (rd, o, key);
    }
}

/* Reads the "barbarian-attack" section back: the per-seat counts and the coast by (q, r). */
static void
read_barbarian_attack (Reader     *rd,
                       HwSimStats *stats,
                       JsonObject *ba)
{
  JsonArray *seats = get_array (rd, ba, "by-seat");
  JsonArray *coast = get_array (rd, ba, "coast");
  int hexes[HW_SIM_MAX_COAST];
  guint64 conquests[HW_SIM_MAX_COAST];
  guint n_coast = coast ? json_array_get_length (coast) : 0;

  stats->ba_games = get_int (rd, ba, "games");
  stats->ba_landings = get_int (rd, ba, "landings");
  stats->ba_battles_won = get_int (rd, ba, "battles-won");
  stats->ba_buildings_fallen = get_int (rd, ba, "buildings-fallen");
  if (rd->missing != NULL)
    return;
  if (json_array_get_length (seats) != stats->n_seats || n_coast > HW_SIM_MAX_COAST)
    {
      rd->missing = json_array_get_length (seats) != stats->n_seats ? "by-seat" : "coast";
      return;
    }
  read_seat_counts (rd, stats, seats, "barbarian-attack");
  for (guint i = 0; i < n_coast && rd->missing == NULL; i++)
    {
      JsonObject *o = element_object (coast, i);
      JsonNode *q = o ? json_object_get_member (o, "q") : NULL;
      JsonNode *r = o ? json_object_get_member (o, "r") : NULL;

      hexes[i] = -1;
      if (holds (q, G_TYPE_INT64) && holds (r, G_TYPE_INT64))
        for (guint h = 0; h < stats->n_hexes && hexes[i] < 0; h++)
          if (stats->hex_coords[2 * h] == json_node_get_int (q) && stats->hex_coords[2 * h + 1] == json_node_get_int (r))
            hexes[i] = (int) h;
      conquests[i] = get_int (rd, o, "conquests");
      if (hexes[i] < 0)
        rd->missing = rd->missing ? rd->missing : "coast";
    }
  if (rd->missing != NULL)
    return;
  hw_sim_stats_set_coast (stats, n_coast, hexes);
  for (guint i = 0; i < n_coast; i++)
    stats->ba_conquests[i] = conquests[i];
}

static gboolean
read_pair (Reader    *rd,
           JsonArray *list,
           guint      i,
           guint64   *a,
           guint64   *b)
{
  JsonNode *n = json_array_get_element (list, i);
  JsonArray *pair;

  if (!JSON_NODE_HOLDS_ARRAY (n) || json_array_get_length (pair = json_node_get_array (n)) != 2)
    {
      rd->missing = rd->missing ? rd->missing : "pair";
      return FALSE;
    }
  *a = (guint64) node_int (rd, json_array_get_element (pair, 0), "pair");
  *b = (guint64) node_int (rd, json_array_get_element (pair, 1), "pair");
  return rd->missing == NULL;
}

static gboolean
read_board (Reader     *rd,
            HwSimStats *stats,
            JsonArray  *hexes)
{
  guint n = hexes ? json_array_get_length (hexes) : 0;
  g_autofree int *coords = g_new0 (int, 2 * MAX (n, 1));
  g_autofree HwTerrain *terrains = g_new0 (HwTerrain, MAX (n, 1));
  g_autofree guint8 *chits = g_new0 (guint8, MAX (n, 1));
  g_autofree guint64 *produced = g_new0 (guint64, MAX (n, 1));
  g_autofree guint64 *robin = g_new0 (guint64, MAX (n, 1));
  g_autofree guint64 *raiders = g_new0 (guint64, MAX (n, 1));

  for (guint h = 0; h < n; h++)
    {
      JsonObject *o = element_object (hexes, h);
      JsonNode *q = o ? json_object_get_member (o, "q") : NULL;
      JsonNode *r = o ? json_object_get_member (o, "r") : NULL;

      if (!holds (q, G_TYPE_INT64) || !holds (r, G_TYPE_INT64)
          || !hw_terrain_from_string (get_string (rd, o, "terrain"), &terrains[h]))
        {
          rd->missing = rd->missing ? rd->missing : "by-hex";
          return FALSE;
        }
      coords[2 * h] = (int) json_node_get_int (q);
      coords[2 * h + 1] = (int) json_node_get_int (r);
      chits[h] = (guint8) MIN (get_int (rd, o, "chit"), 12);
      produced[h] = get_int (rd, o, "produced");
      if (json_object_has_member (o, "robin-turns"))
        robin[h] = get_int (rd, o, "robin-turns");
      if (json_object_has_member (o, "raider-turns"))
        raiders[h] = get_int (rd, o, "raider-turns");
    }
  hw_sim_stats_set_hexes (stats, n, coords, terrains, chits);
  if (n > 0)
    {
      memcpy (stats->hex_production, produced, sizeof (guint64) * n);
      memcpy (stats->hex_robin_turns, robin, sizeof (guint64) * n);
      memcpy (stats->hex_raider_turns, raiders, sizeof (guint64) * n);
    }
  return rd->missing == NULL;
}

/* Reads the "desert-raiders" section back: the counts, the storm histogram, the seats. */
static void
read_desert_raiders (Reader     *rd,
                     HwSimStats *stats,
                     JsonObject *dr)
{
  JsonArray *seats = get_array (rd, dr, "by-seat");
  JsonArray *turns = get_array (rd, dr, "storm-turns");

  stats->dr_games = get_int (rd, dr, "games");
  stats->dr_storms = get_int (rd, dr, "storms");
  stats->dr_storm_turn_sum = get_int (rd, dr, "storm-turn-sum");
  stats->dr_hexes_overrun = get_int (rd, dr, "hexes-overrun");
  stats->dr_buildings_taken = get_int (rd, dr, "buildings-taken");
  stats->dr_buildings_freed = get_int (rd, dr, "buildings-freed");
  stats->dr_roads_cancelled = get_int (rd, dr, "roads-cancelled");
  if (rd->missing != NULL)
    return;
  if (json_array_get_length (seats) != stats->n_seats)
    {
      rd->missing = "by-seat";
      return;
    }
  if (json_array_get_length (turns) != HW_SIM_DR_STORM_BINS ||
      get_int (rd, dr, "storm-turn-bin") != HW_SIM_DR_STORM_BIN)
    {
      rd->missing = "storm-turns";
      return;
    }
  for (guint i = 0; i < HW_SIM_DR_STORM_BINS; i++)
    {
      JsonNode *n = json_array_get_element (turns, i);

      if (!holds (n, G_TYPE_INT64) || json_node_get_int (n) < 0)
        {
          rd->missing = "storm-turns";
          return;
        }
      stats->dr_storm_turns[i] = (guint64) json_node_get_int (n);
    }
  read_seat_counts (rd, stats, seats, "desert-raiders");
}

static void
read_seat_effects (Reader     *rd,
                   HwSimStats *stats,
                   JsonObject *effects)
{
  JsonObject *order = get_object (rd, effects, "turn-order");
  JsonArray *seats = get_array (rd, order, "seats");
  guint64 total = 0;

  stats->dealt = TRUE;
  stats->deal_games = get_int (rd, order, "games");
  stats->deal_won = get_int (rd, order, "won");
  if (seats && json_array_get_length (seats) != stats->n_seats)
    rd->missing = "seat-effects";
  for (guint s = 0; rd->missing == NULL && s < stats->n_seats; s++)
    {
      stats->deal_seat_wins[s] = get_int (rd, element_object (seats, s), "wins");
      total += stats->deal_seat_wins[s];
    }
  if (rd->missing == NULL && (total > stats->deal_won || stats->deal_won > stats->deal_games))
    rd->missing = "seat-effects";
}

HwSimStats *
hw_sim_stats_from_json (JsonNode  *root,
                        GError   **error)
{
  Reader rd = { NULL };
  JsonObject *top, *settings, *coverage, *games, *length, *vp, *prod, *by_res, *volcano, *disc;
  JsonArray *bots, *played, *seats, *bot_list, *counts;
  g_autoptr(HwSimStats) stats = NULL;
  const char *bot_names[HW_SIM_MAX_SEATS] = { NULL };
  guint64 n_seats, turn_limit, seed;
  const char *seed_text;
  char *end = NULL;

  /* The *_with_default getters raise a critical on a member that is an object or array:
   * the first two members are read through holds() like every other. */
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root)
      || !holds (json_object_get_member (json_node_get_object (root), "format"), G_TYPE_STRING)
      || g_strcmp0 (json_object_get_string_member (json_node_get_object (root), "format"), FORMAT_NAME) != 0)
    {
      g_set_error (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_FORMAT,
                   _("not a hexwright simulation result"));
      return NULL;
    }
  top = json_node_get_object (root);
  if (!holds (json_object_get_member (top, "version"), G_TYPE_INT64)
      || json_object_get_int_member (top, "version") != FORMAT_VERSION)
    {
      g_set_error (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_FORMAT,
                   _("unsupported simulation result version"));
      return NULL;
    }

  settings = get_object (&rd, top, "settings");
  n_seats = get_int (&rd, settings, "players");
  turn_limit = get_int (&rd, settings, "turn-limit");
  bots = get_array (&rd, settings, "bots");
  seed_text = get_string (&rd, settings, "seed");
  seed = g_ascii_strtoull (seed_text, &end, 10);
  if (rd.missing == NULL
      && (n_seats < 1 || n_seats > HW_SIM_MAX_SEATS || turn_limit < 1 || turn_limit > HW_SIM_MAX_TURN_LIMIT
          || json_array_get_length (bots) != n_seats || end == seed_text || *end != '\0'))
    rd.missing = "settings";
  if (rd.missing != NULL)
    goto bad;
  for (guint i = 0; i < n_seats; i++)
    {
      JsonNode *n = json_array_get_element (bots, i);

      if (!holds (n, G_TYPE_STRING))
        {
          rd.missing = "bots";
          goto bad;
        }
      bot_names[i] = json_node_get_string (n);
    }

  stats = hw_sim_stats_new (get_string (&rd, settings, "scenario"), get_string (&rd, settings, "variant"),
                            (guint) n_seats, bot_names, get_bool (&rd, settings, "rotate-seats"), seed,
                            get_int (&rd, settings, "games-requested"), (guint) turn_limit);
  hw_sim_stats_set_digest (stats, get_string (&rd, settings, "digest"));

  coverage = get_object (&rd, top, "coverage");
  played = get_array (&rd, coverage, "played");
  stats->interrupted = get_bool (&rd, coverage, "interrupted");
  for (guint i = 0; played && i < json_array_get_length (played); i++)
    {
      guint64 a, b;

      if (!read_pair (&rd, played, i, &a, &b))
        goto bad;
      if (a > b || b > stats->games_requested || !hw_sim_stats_insert_range (stats, a, b))
        {
          rd.missing = "played";
          goto bad;
        }
    }

  games = get_object (&rd, top, "games");
  stats->games = get_int (&rd, games, "played");
  stats->ends[HW_SIM_END_WIN] = get_int (&rd, games, "won");
  stats->ends[HW_SIM_END_TURN_LIMIT] = get_int (&rd, games, "turn-limit");
  stats->ends[HW_SIM_END_BOT_ERROR] = get_int (&rd, games, "bot-errors");
  stats->ends[HW_SIM_END_ENGINE_ERROR] = get_int (&rd, games, "engine-errors");

  seats = get_array (&rd, top, "seats");
  if (seats && json_array_get_length (seats) != n_seats)
    rd.missing = "seats";
  for (guint i = 0; rd.missing == NULL && i < n_seats; i++)
    {
      JsonObject *o = element_object (seats, i);

      stats->seat_wins[i] = get_int (&rd, o, "wins");
      read_vp (&rd, get_object (&rd, o, "vp-sum"), stats->vp_sum[i]);
    }

  bot_list = get_array (&rd, top, "bots");
  if (bot_list && json_array_get_length (bot_list) != n_seats)
    rd.missing = "bots";
  for (guint i = 0; rd.missing == NULL && i < n_seats; i++)
    {
      JsonObject *o = element_object (bot_list, i);

      stats->bot_wins[i] = get_int (&rd, o, "wins");
      stats->bot_errors[i] = get_int (&rd, o, "errors");
    }

  length = get_object (&rd, top, "length");
  stats->turns_sum = get_int (&rd, length, "turns-sum");
  counts = get_array (&rd, length, "counts");
  for (guint i = 0; counts && rd.missing == NULL && i < json_array_get_length (counts); i++)
    {
      guint64 t, c;

      if (!read_pair (&rd, counts, i, &t, &c))
        break;
      if (t > turn_limit)
        rd.missing = "counts";
      else
        stats->length_hist[t] += c;
    }

  vp = get_object (&rd, top, "victory-points");
  read_vp (&rd, get_object (&rd, vp, "winners-sum"), stats->winner_vp_sum);

  prod = get_object (&rd, top, "production");
  by_res = get_object (&rd, prod, "by-resource");
  for (guint r = 0; r < HW_N_RESOURCES; r++)
    stats->production[r] = get_int (&rd, by_res, hw_resource_to_string ((HwResource) r));
  stats->gold_production = get_int (&rd, prod, "gold");
  if (rd.missing == NULL)
    read_board (&rd, stats, get_array (&rd, prod, "by-hex"));

  volcano = get_object (&rd, top, "volcano");
  stats->eruptions = get_int (&rd, volcano, "eruptions");
  stats->settlements_destroyed = get_int (&rd, volcano, "settlements-destroyed");
  stats->cities_reduced = get_int (&rd, volcano, "cities-reduced");
  disc = get_object (&rd, top, "discoveries");
  stats->discoveries_earned = get_int (&rd, disc, "earned");
  stats->discoveries_spent = get_int (&rd, disc, "spent");
  stats->actions = get_int (&rd, top, "actions");
  if (json_object_has_member (top, "robin-hood"))
    {
      JsonObject *robin = get_object (&rd, top, "robin-hood");
      stats->robin_games = get_int (&rd, robin, "games");
      stats->robin_wins = get_int (&rd, robin, "robin-wins");
      stats->robin_enclosed = get_int (&rd, robin, "enclosed");
      stats->robin_vp_sum = get_int (&rd, robin, "robin-vp-sum");
    }
  if (json_object_has_member (top, "barbarian-attack") && rd.missing == NULL)
    read_barbarian_attack (&rd, stats, get_object (&rd, top, "barbarian-attack"));
  if (json_object_has_member (top, "desert-raiders") && rd.missing == NULL)
    read_desert_raiders (&rd, stats, get_object (&rd, top, "desert-raiders"));
  if (json_object_has_member (top, "seat-effects") && rd.missing == NULL)
    read_seat_effects (&rd, stats, get_object (&rd, top, "seat-effects"));

  /* Counts that contradict each other (a game counted twice, more wins than games won)
   * are a damaged file; taken, they would make rates above 1 and intervals of NaN. */
  if (rd.missing == NULL)
    {
      guint64 ends = 0, seat_wins = 0, bot_wins = 0;

      for (guint e = 0; e < G_N_ELEMENTS (stats->ends); e++)
        ends += stats->ends[e];
      for (guint i = 0; i < n_seats; i++)
        {
          seat_wins += stats->seat_wins[i];
          bot_wins += stats->bot_wins[i];
        }
      if (ends != stats->games)
        rd.missing = "games";
      else if (seat_wins > stats->ends[HW_SIM_END_WIN])
        rd.missing = "seats";
      else if (bot_wins > stats->ends[HW_SIM_END_WIN])
        rd.missing = "bots";
    }
  if (rd.missing != NULL)
    goto bad;
  return g_steal_pointer (&stats);

bad:
  g_set_error (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_FORMAT,
               _("bad or missing \"%s\" in the simulation result"), rd.missing);
  return NULL;
}

HwSimStats *
hw_sim_stats_load_file (const char *path,
                        GError    **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local = NULL;
  HwSimStats *stats;

  if (!json_parser_load_from_file (parser, path, &local))
    {
      /* json-glib names the file itself in a parse error ("PATH:LINE:COLUMN: ..."). */
      if (g_str_has_prefix (local->message, path))
        g_set_error_literal (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_FORMAT, local->message);
      else
        g_set_error (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_FORMAT, "%s: %s", path, local->message);
      return NULL;
    }
  stats = hw_sim_stats_from_json (json_parser_get_root (parser), &local);
  if (stats == NULL)
    {
      g_set_error (error, HW_SIM_STATS_ERROR, local->code, "%s: %s", path, local->message);
      return NULL;
    }
  return stats;
}
