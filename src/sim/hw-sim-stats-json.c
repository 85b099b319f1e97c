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

/* A module's counts, as its statistics descriptor (hw-module-record.h) says, kept in
 * HwSimStats.module_*[index]. The descriptor serves writing and reading, so the keys agree. */
typedef struct
{
  const HwModuleStatsDesc *desc;
  guint                    index;
} SeatCounts;

static gboolean
is_seat_count (const SeatCounts *c,
               guint             f)
{
  return c->desc->fields[f].shape == HW_MODULE_STAT_PER_SEAT && c->desc->fields[f].json != NULL;
}

/* The batch's total of field @f: its sum, or over the seats, or over the places. */
static guint64
field_total (const HwSimStats *stats,
             const SeatCounts *c,
             guint             f)
{
  guint64 total = 0;

  switch (c->desc->fields[f].shape)
    {
    case HW_MODULE_STAT_PER_SEAT:
      for (guint seat = 0; seat < stats->n_seats; seat++)
        total += stats->module_seat[c->index][f][seat];
      return total;
    case HW_MODULE_STAT_SUM_PLACES:
      for (guint i = 0; i < stats->n_places; i++)
        total += stats->module_places[c->index][i];
      return total;
    default:
      return stats->module_sum[c->index][f];
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
  for (guint f = 0; f < c->desc->n_fields; f++)
    if (is_seat_count (c, f))
      add_int (b, c->desc->fields[f].json, (gint64) stats->module_seat[c->index][f][seat]);
  for (guint f = 0; f < c->desc->n_fields; f++)
    if (is_seat_count (c, f) && c->desc->fields[f].json_per_game != NULL)
      add_double (b, c->desc->fields[f].json_per_game,
                  (double) stats->module_seat[c->index][f][seat] / n);
}

/* The place index of hex @h, -1 when it is none. */
static int
place_index (const HwSimStats *stats,
             guint             h)
{
  for (guint i = 0; i < stats->n_places; i++)
    if ((guint) stats->places[i] == h)
      return (int) i;
  return -1;
}

/* The index of the SUM_PLACES field of the module of @c (it owns the batch's places), or -1. */
static int
places_field (const SeatCounts *c)
{
  for (guint f = 0; f < c->desc->n_fields; f++)
    if (c->desc->fields[f].shape == HW_MODULE_STAT_SUM_PLACES)
      return (int) f;
  return -1;
}

/* The module's section, member by member as its descriptor lists them (HwModuleJsonItem). */
static void
add_module_section (JsonBuilder      *b,
                    const HwSimStats *stats,
                    const SeatCounts *c)
{
  const HwModuleStatsDesc *d = c->desc;
  guint m = c->index;
  guint64 games = stats->module_games[m];
  double n = games ? (double) games : 1.0;

  json_builder_set_member_name (b, d->section);
  json_builder_begin_object (b);
  for (guint i = 0; i < d->n_json; i++)
    {
      const HwModuleJsonItem *it = &d->json[i];
      guint f = it->field;

      switch (it->kind)
        {
        case HW_MODULE_JSON_GAMES:
          add_int (b, it->key, (gint64) games);
          break;
        case HW_MODULE_JSON_SUM:
          add_int (b, it->key, (gint64) field_total (stats, c, f));
          break;
        case HW_MODULE_JSON_NO_SEAT_WINS:
          add_int (b, it->key, (gint64) stats->module_no_seat_wins[m]);
          break;
        case HW_MODULE_JSON_TURN_COUNT:
          add_int (b, it->key, (gint64) stats->module_events[m][f]);
          break;
        case HW_MODULE_JSON_TURN_SUM:
          add_int (b, it->key, (gint64) stats->module_sum[m][f]);
          break;
        case HW_MODULE_JSON_TURN_BIN:
          add_int (b, it->key, d->hist_bin);
          break;
        case HW_MODULE_JSON_TURN_HIST:
          json_builder_set_member_name (b, it->key);
          json_builder_begin_array (b);
          for (guint k = 0; k < d->hist_bins; k++)
            json_builder_add_int_value (b, (gint64) stats->module_hist[m][k]);
          json_builder_end_array (b);
          break;
        case HW_MODULE_JSON_PER_GAME:
          json_builder_set_member_name (b, it->key);
          json_builder_begin_object (b);
          break;
        case HW_MODULE_JSON_END:
          json_builder_end_object (b);
          break;
        case HW_MODULE_JSON_MEAN:
          add_double (b, it->key, (double) field_total (stats, c, f) / n);
          break;
        case HW_MODULE_JSON_SEAT_SHARE:
          add_double (b, it->key, stats->n_seats ? (double) field_total (stats, c, f) / (n * stats->n_seats) : 0.0);
          break;
        case HW_MODULE_JSON_SEAT_WIN_RATE:
          add_double (b, it->key, (double) stats->seat_wins[MIN (f, HW_SIM_MAX_SEATS - 1)] / n);
          break;
        case HW_MODULE_JSON_TURN_RATE:
          add_double (b, it->key, (double) stats->module_events[m][f] / n);
          break;
        case HW_MODULE_JSON_TURN_MEAN:
          add_double (b, it->key, stats->module_events[m][f]
                                  ? (double) stats->module_sum[m][f] / (double) stats->module_events[m][f] : 0.0);
          break;
        case HW_MODULE_JSON_BY_SEAT:
          json_builder_set_member_name (b, it->key);
          json_builder_begin_array (b);
          for (guint seat = 0; seat < stats->n_seats; seat++)
            {
              json_builder_begin_object (b);
              add_seat_counts (b, stats, c, seat, n);
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
          break;
        case HW_MODULE_JSON_PLACES:
          json_builder_set_member_name (b, it->key);
          json_builder_begin_array (b);
          for (guint k = 0; k < stats->n_places; k++)
            {
              int h = stats->places[k];

              json_builder_begin_object (b);
              add_int (b, "q", stats->hex_coords[2 * h]);
              add_int (b, "r", stats->hex_coords[2 * h + 1]);
              add_string (b, "terrain", hw_terrain_to_string (stats->hex_terrains[h]));
              add_int (b, "chit", stats->hex_chits[h]);
              add_int (b, d->fields[f].json, (gint64) stats->module_places[m][k]);
              add_double (b, d->fields[f].json_per_game, (double) stats->module_places[m][k] / n);
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
          break;
        default:
          g_assert_not_reached ();
        }
    }
  json_builder_end_object (b);
}

/* Whether the batch has the section of the module of @c: a game played it, or (knowing its
 * places even before a game) it owns the batch's places. */
static gboolean
has_module_section (const HwSimStats *stats,
                    const SeatCounts *c)
{
  if (c->desc->section == NULL)
    return FALSE;
  return stats->module_games[c->index] > 0 || (stats->n_places > 0 && places_field (c) >= 0);
}

/* The modules' members of land hex @h in the production's "by-hex": their per-hex turn
 * counts, then the mean of their places. */
static void
add_module_hex (JsonBuilder      *b,
                const HwSimStats *stats,
                guint             h)
{
  const HwModuleStatsDesc *const *descs;
  guint n = hw_sim_module_descs (&descs);
  int place = place_index (stats, h);

  for (guint m = 0; m < n; m++)
    {
      const HwModuleStatsDesc *d = descs[m];
      guint64 games = stats->module_games[m];

      if (d->hex_turns == 0 || d->hex_turns_key == NULL || games == 0
          || (d->hex_turns_skip != 0 && stats->hex_terrains[h] == (HwTerrain) (d->hex_turns_skip - 1)))
        continue;
      {
        g_autofree char *per_game = g_strconcat (d->hex_turns_key, "-per-game", NULL);

        add_int (b, d->hex_turns_key, (gint64) stats->module_hex[m][h]);
        add_double (b, per_game, (double) stats->module_hex[m][h] / (double) games);
      }
    }
  for (guint m = 0; m < n && place >= 0; m++)
    {
      SeatCounts c = { descs[m], m };

      if (descs[m]->place_key != NULL && places_field (&c) >= 0)
        add_double (b, descs[m]->place_key,
                    stats->module_games[m] ? (double) stats->module_places[m][place] / (double) stats->module_games[m]
                                           : 0.0);
    }
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
      add_module_hex (b, stats, h);
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

  if (stats->profiled)
    hw_sim_profile_to_json (b, stats);
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

  /* The modules' sections, for the batches that have them. */
  {
    const HwModuleStatsDesc *const *descs;
    guint n = hw_sim_module_descs (&descs);

    for (guint m = 0; m < n; m++)
      {
        SeatCounts c = { descs[m], m };

        if (has_module_section (stats, &c))
          add_module_section (b, stats, &c);
      }
  }

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

/* Reads the counts of every seat of the module of @c back from a "by-seat" array already
 * checked to have one element a seat. */
static void
read_seat_counts (HwSimJsonReader           *rd,
                  HwSimStats       *stats,
                  JsonArray        *seats,
                  const SeatCounts *c)
{
  for (guint seat = 0; seat < stats->n_seats; seat++)
    {
      JsonObject *o = hw_sim_json_element (seats, seat);

      for (guint f = 0; f < c->desc->n_fields; f++)
        if (is_seat_count (c, f))
          stats->module_seat[c->index][f][seat] = hw_sim_json_int (rd, o, c->desc->fields[f].json);
    }
}

static void
read_vp (HwSimJsonReader     *rd,
         JsonObject *o,
         guint64    *sums)
{
  for (guint s = 0; s < HW_SIM_N_VP_SOURCES; s++)
    {
      const char *key = hw_sim_vp_source_to_string ((HwSimVpSource) s);

      /* Results written before the modules' VP scored have none. */
      if (s == HW_SIM_VP_MODULES && o != NULL && !json_object_has_member (o, key))
        sums[s] = 0;
      else
        sums[s] = hw_sim_json_int (rd, o, key);
    }
}

/* The member of the module's section that @kind names (the first), or NULL. */
static const HwModuleJsonItem *
section_item (const HwModuleStatsDesc *d,
              HwModuleJsonKind         kind)
{
  for (guint i = 0; i < d->n_json; i++)
    if (d->json[i].kind == kind)
      return &d->json[i];
  return NULL;
}

/* Reads a module's section back, by its descriptor: the counts merge adds (the games, the
 * sums of its ONE and TURN fields, its histogram, its seats' counts and its places by (q, r));
 * the totals and means are derived from them. */
static void
read_module_section (HwSimJsonReader           *rd,
                     HwSimStats       *stats,
                     const SeatCounts *c,
                     JsonObject       *o)
{
  const HwModuleStatsDesc *d = c->desc;
  const HwModuleJsonItem *by_seat = section_item (d, HW_MODULE_JSON_BY_SEAT);
  const HwModuleJsonItem *hist = section_item (d, HW_MODULE_JSON_TURN_HIST);
  const HwModuleJsonItem *bin = section_item (d, HW_MODULE_JSON_TURN_BIN);
  const HwModuleJsonItem *places = section_item (d, HW_MODULE_JSON_PLACES);
  JsonArray *seats = by_seat ? hw_sim_json_array (rd, o, by_seat->key) : NULL;
  JsonArray *turns = NULL, *list = NULL;
  int hexes[HW_SIM_MAX_PLACES];
  guint64 counts[HW_SIM_MAX_PLACES];
  guint m = c->index, n_places;

  /* The arrays first, in the order they come, then the counts, so that a damaged file is
   * reported by its first missing member. */
  for (guint i = 0; i < d->n_json; i++)
    if (d->json[i].kind == HW_MODULE_JSON_TURN_HIST)
      turns = hw_sim_json_array (rd, o, d->json[i].key);
    else if (d->json[i].kind == HW_MODULE_JSON_PLACES)
      list = hw_sim_json_array (rd, o, d->json[i].key);
  n_places = list ? json_array_get_length (list) : 0;
  for (guint i = 0; i < d->n_json; i++)
    {
      const HwModuleJsonItem *it = &d->json[i];

      switch (it->kind)
        {
        case HW_MODULE_JSON_GAMES:
          stats->module_games[m] = hw_sim_json_int (rd, o, it->key);
          break;
        case HW_MODULE_JSON_NO_SEAT_WINS:
          stats->module_no_seat_wins[m] = hw_sim_json_int (rd, o, it->key);
          break;
        case HW_MODULE_JSON_TURN_COUNT:
          stats->module_events[m][it->field] = hw_sim_json_int (rd, o, it->key);
          break;
        case HW_MODULE_JSON_SUM:
          if (d->fields[it->field].shape != HW_MODULE_STAT_ONE)
            break;
          /* fall through */
        case HW_MODULE_JSON_TURN_SUM:
          stats->module_sum[m][it->field] = hw_sim_json_int (rd, o, it->key);
          break;
        default:
          break;
        }
      if (it->kind == HW_MODULE_JSON_PER_GAME)
        break;
    }
  if (rd->missing != NULL)
    return;
  if ((seats && json_array_get_length (seats) != stats->n_seats) || n_places > HW_SIM_MAX_PLACES)
    {
      rd->missing = seats && json_array_get_length (seats) != stats->n_seats ? by_seat->key : places->key;
      return;
    }
  if (hist != NULL)
    {
      if (json_array_get_length (turns) != d->hist_bins || (bin && hw_sim_json_int (rd, o, bin->key) != d->hist_bin))
        {
          rd->missing = hist->key;
          return;
        }
      for (guint i = 0; i < d->hist_bins; i++)
        {
          JsonNode *n = json_array_get_element (turns, i);

          if (!hw_sim_json_holds (n, G_TYPE_INT64) || json_node_get_int (n) < 0)
            {
              rd->missing = hist->key;
              return;
            }
          stats->module_hist[m][i] = (guint64) json_node_get_int (n);
        }
    }
  if (seats != NULL)
    read_seat_counts (rd, stats, seats, c);
  if (places == NULL)
    return;
  for (guint i = 0; i < n_places && rd->missing == NULL; i++)
    {
      JsonObject *p = hw_sim_json_element (list, i);
      JsonNode *q = p ? json_object_get_member (p, "q") : NULL;
      JsonNode *r = p ? json_object_get_member (p, "r") : NULL;

      hexes[i] = -1;
      if (hw_sim_json_holds (q, G_TYPE_INT64) && hw_sim_json_holds (r, G_TYPE_INT64))
        for (guint h = 0; h < stats->n_hexes && hexes[i] < 0; h++)
          if (stats->hex_coords[2 * h] == json_node_get_int (q) && stats->hex_coords[2 * h + 1] == json_node_get_int (r))
            hexes[i] = (int) h;
      counts[i] = hw_sim_json_int (rd, p, d->fields[places->field].json);
      if (hexes[i] < 0)
        rd->missing = rd->missing ? rd->missing : places->key;
    }
  if (rd->missing != NULL)
    return;
  hw_sim_stats_set_places (stats, n_places, hexes);
  for (guint i = 0; i < n_places; i++)
    stats->module_places[m][i] = counts[i];
}

static gboolean
read_pair (HwSimJsonReader    *rd,
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
  *a = (guint64) hw_sim_json_node_int (rd, json_array_get_element (pair, 0), "pair");
  *b = (guint64) hw_sim_json_node_int (rd, json_array_get_element (pair, 1), "pair");
  return rd->missing == NULL;
}

static gboolean
read_board (HwSimJsonReader     *rd,
            HwSimStats *stats,
            JsonArray  *hexes)
{
  guint n = hexes ? json_array_get_length (hexes) : 0;
  g_autofree int *coords = g_new0 (int, 2 * MAX (n, 1));
  g_autofree HwTerrain *terrains = g_new0 (HwTerrain, MAX (n, 1));
  g_autofree guint8 *chits = g_new0 (guint8, MAX (n, 1));
  g_autofree guint64 *produced = g_new0 (guint64, MAX (n, 1));
  g_autofree guint64 *turns = g_new0 (guint64, HW_SIM_MAX_MODULE_DESCS * MAX (n, 1));
  const HwModuleStatsDesc *const *descs;
  guint n_descs = hw_sim_module_descs (&descs);

  for (guint h = 0; h < n; h++)
    {
      JsonObject *o = hw_sim_json_element (hexes, h);
      JsonNode *q = o ? json_object_get_member (o, "q") : NULL;
      JsonNode *r = o ? json_object_get_member (o, "r") : NULL;

      if (!hw_sim_json_holds (q, G_TYPE_INT64) || !hw_sim_json_holds (r, G_TYPE_INT64)
          || !hw_terrain_from_string (hw_sim_json_string (rd, o, "terrain"), &terrains[h]))
        {
          rd->missing = rd->missing ? rd->missing : "by-hex";
          return FALSE;
        }
      coords[2 * h] = (int) json_node_get_int (q);
      coords[2 * h + 1] = (int) json_node_get_int (r);
      chits[h] = (guint8) MIN (hw_sim_json_int (rd, o, "chit"), 12);
      produced[h] = hw_sim_json_int (rd, o, "produced");
      for (guint m = 0; m < n_descs; m++)
        if (descs[m]->hex_turns_key != NULL && json_object_has_member (o, descs[m]->hex_turns_key))
          turns[m * n + h] = hw_sim_json_int (rd, o, descs[m]->hex_turns_key);
    }
  hw_sim_stats_set_hexes (stats, n, coords, terrains, chits);
  if (n > 0)
    {
      memcpy (stats->hex_production, produced, sizeof (guint64) * n);
      for (guint m = 0; m < n_descs; m++)
        memcpy (stats->module_hex[m], turns + m * n, sizeof (guint64) * n);
    }
  return rd->missing == NULL;
}

static void
read_seat_effects (HwSimJsonReader     *rd,
                   HwSimStats *stats,
                   JsonObject *effects)
{
  JsonObject *order = hw_sim_json_object (rd, effects, "turn-order");
  JsonArray *seats = hw_sim_json_array (rd, order, "seats");
  guint64 total = 0;

  stats->dealt = TRUE;
  stats->deal_games = hw_sim_json_int (rd, order, "games");
  stats->deal_won = hw_sim_json_int (rd, order, "won");
  if (seats && json_array_get_length (seats) != stats->n_seats)
    rd->missing = "seat-effects";
  for (guint s = 0; rd->missing == NULL && s < stats->n_seats; s++)
    {
      stats->deal_seat_wins[s] = hw_sim_json_int (rd, hw_sim_json_element (seats, s), "wins");
      total += stats->deal_seat_wins[s];
    }
  if (rd->missing == NULL && (total > stats->deal_won || stats->deal_won > stats->deal_games))
    rd->missing = "seat-effects";
}

HwSimStats *
hw_sim_stats_from_json (JsonNode  *root,
                        GError   **error)
{
  HwSimJsonReader rd = { NULL };
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
      || !hw_sim_json_holds (json_object_get_member (json_node_get_object (root), "format"), G_TYPE_STRING)
      || g_strcmp0 (json_object_get_string_member (json_node_get_object (root), "format"), FORMAT_NAME) != 0)
    {
      g_set_error (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_FORMAT,
                   _("not a hexwright simulation result"));
      return NULL;
    }
  top = json_node_get_object (root);
  if (!hw_sim_json_holds (json_object_get_member (top, "version"), G_TYPE_INT64)
      || json_object_get_int_member (top, "version") != FORMAT_VERSION)
    {
      g_set_error (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_FORMAT,
                   _("unsupported simulation result version"));
      return NULL;
    }

  settings = hw_sim_json_object (&rd, top, "settings");
  n_seats = hw_sim_json_int (&rd, settings, "players");
  turn_limit = hw_sim_json_int (&rd, settings, "turn-limit");
  bots = hw_sim_json_array (&rd, settings, "bots");
  seed_text = hw_sim_json_string (&rd, settings, "seed");
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

      if (!hw_sim_json_holds (n, G_TYPE_STRING))
        {
          rd.missing = "bots";
          goto bad;
        }
      bot_names[i] = json_node_get_string (n);
    }

  stats = hw_sim_stats_new (hw_sim_json_string (&rd, settings, "scenario"), hw_sim_json_string (&rd, settings, "variant"),
                            (guint) n_seats, bot_names, hw_sim_json_bool (&rd, settings, "rotate-seats"), seed,
                            hw_sim_json_int (&rd, settings, "games-requested"), (guint) turn_limit);
  hw_sim_stats_set_digest (stats, hw_sim_json_string (&rd, settings, "digest"));

  coverage = hw_sim_json_object (&rd, top, "coverage");
  played = hw_sim_json_array (&rd, coverage, "played");
  stats->interrupted = hw_sim_json_bool (&rd, coverage, "interrupted");
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

  games = hw_sim_json_object (&rd, top, "games");
  stats->games = hw_sim_json_int (&rd, games, "played");
  stats->ends[HW_SIM_END_WIN] = hw_sim_json_int (&rd, games, "won");
  stats->ends[HW_SIM_END_TURN_LIMIT] = hw_sim_json_int (&rd, games, "turn-limit");
  stats->ends[HW_SIM_END_BOT_ERROR] = hw_sim_json_int (&rd, games, "bot-errors");
  stats->ends[HW_SIM_END_ENGINE_ERROR] = hw_sim_json_int (&rd, games, "engine-errors");

  seats = hw_sim_json_array (&rd, top, "seats");
  if (seats && json_array_get_length (seats) != n_seats)
    rd.missing = "seats";
  for (guint i = 0; rd.missing == NULL && i < n_seats; i++)
    {
      JsonObject *o = hw_sim_json_element (seats, i);

      stats->seat_wins[i] = hw_sim_json_int (&rd, o, "wins");
      read_vp (&rd, hw_sim_json_object (&rd, o, "vp-sum"), stats->vp_sum[i]);
    }

  bot_list = hw_sim_json_array (&rd, top, "bots");
  if (bot_list && json_array_get_length (bot_list) != n_seats)
    rd.missing = "bots";
  for (guint i = 0; rd.missing == NULL && i < n_seats; i++)
    {
      JsonObject *o = hw_sim_json_element (bot_list, i);

      stats->bot_wins[i] = hw_sim_json_int (&rd, o, "wins");
      stats->bot_errors[i] = hw_sim_json_int (&rd, o, "errors");
    }

  length = hw_sim_json_object (&rd, top, "length");
  stats->turns_sum = hw_sim_json_int (&rd, length, "turns-sum");
  counts = hw_sim_json_array (&rd, length, "counts");
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

  vp = hw_sim_json_object (&rd, top, "victory-points");
  read_vp (&rd, hw_sim_json_object (&rd, vp, "winners-sum"), stats->winner_vp_sum);

  prod = hw_sim_json_object (&rd, top, "production");
  by_res = hw_sim_json_object (&rd, prod, "by-resource");
  for (guint r = 0; r < HW_N_RESOURCES; r++)
    stats->production[r] = hw_sim_json_int (&rd, by_res, hw_resource_to_string ((HwResource) r));
  stats->gold_production = hw_sim_json_int (&rd, prod, "gold");
  if (rd.missing == NULL)
    read_board (&rd, stats, hw_sim_json_array (&rd, prod, "by-hex"));

  volcano = hw_sim_json_object (&rd, top, "volcano");
  stats->eruptions = hw_sim_json_int (&rd, volcano, "eruptions");
  stats->settlements_destroyed = hw_sim_json_int (&rd, volcano, "settlements-destroyed");
  stats->cities_reduced = hw_sim_json_int (&rd, volcano, "cities-reduced");
  disc = hw_sim_json_object (&rd, top, "discoveries");
  stats->discoveries_earned = hw_sim_json_int (&rd, disc, "earned");
  stats->discoveries_spent = hw_sim_json_int (&rd, disc, "spent");
  stats->actions = hw_sim_json_int (&rd, top, "actions");
  {
    const HwModuleStatsDesc *const *descs;
    guint n = hw_sim_module_descs (&descs);

    for (guint m = 0; m < n; m++)
      {
        SeatCounts c = { descs[m], m };

        if (descs[m]->section != NULL && json_object_has_member (top, descs[m]->section) && rd.missing == NULL)
          read_module_section (&rd, stats, &c, hw_sim_json_object (&rd, top, descs[m]->section));
      }
  }
  /* A result written before the play profile has none: it is merged into none either. */
  stats->profiled = FALSE;
  if (json_object_has_member (top, "profile") && rd.missing == NULL)
    hw_sim_profile_from_json (&rd, stats, hw_sim_json_object (&rd, top, "profile"));
  if (json_object_has_member (top, "seat-effects") && rd.missing == NULL)
    read_seat_effects (&rd, stats, hw_sim_json_object (&rd, top, "seat-effects"));

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
