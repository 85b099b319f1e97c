/* hw-sim-stats.c: mergeable statistics of a batch of games, and the figures derived from them. */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "hw-sim-stats-private.h"

G_DEFINE_QUARK (hw-sim-stats-error-quark, hw_sim_stats_error)

HwSimStats *
hw_sim_stats_new (const char        *scenario_id,
                  const char        *variant_id,
                  guint              n_seats,
                  const char *const *bots,
                  gboolean           rotate_seats,
                  guint64            seed,
                  guint64            games_requested,
                  guint              turn_limit)
{
  HwSimStats *stats;

  g_return_val_if_fail (n_seats >= 1 && n_seats <= HW_SIM_MAX_SEATS, NULL);
  g_return_val_if_fail (bots != NULL, NULL);
  g_return_val_if_fail (turn_limit >= 1 && turn_limit <= HW_SIM_MAX_TURN_LIMIT, NULL);

  stats = g_new0 (HwSimStats, 1);
  stats->scenario_id = g_strdup (scenario_id ? scenario_id : "");
  stats->variant_id = g_strdup (variant_id ? variant_id : "");
  stats->digest = g_strdup ("");
  stats->n_seats = n_seats;
  for (guint i = 0; i < n_seats; i++)
    stats->bots[i] = g_strdup (bots[i]);
  stats->rotate_seats = rotate_seats;
  stats->seed = seed;
  stats->games_requested = games_requested;
  stats->turn_limit = turn_limit;
  stats->ranges = g_array_new (FALSE, FALSE, sizeof (HwSimRange));
  stats->length_hist = g_new0 (guint64, turn_limit + 1);
  stats->profiled = TRUE;
  return stats;
}

void
hw_sim_stats_free (HwSimStats *stats)
{
  if (stats == NULL)
    return;
  g_free (stats->scenario_id);
  g_free (stats->variant_id);
  g_free (stats->digest);
  for (guint i = 0; i < HW_SIM_MAX_SEATS; i++)
    g_free (stats->bots[i]);
  g_free (stats->hex_coords);
  g_free (stats->hex_terrains);
  g_free (stats->hex_chits);
  g_array_unref (stats->ranges);
  g_free (stats->length_hist);
  g_free (stats->hex_production);
  for (guint m = 0; m < HW_SIM_MAX_MODULE_DESCS; m++)
    g_free (stats->module_hex[m]);
  g_free (stats);
}

HwSimStats *
hw_sim_stats_new_like (const HwSimStats *stats)
{
  HwSimStats *copy;

  copy = hw_sim_stats_new (stats->scenario_id, stats->variant_id, stats->n_seats,
                           (const char *const *) stats->bots, stats->rotate_seats,
                           stats->seed, stats->games_requested, stats->turn_limit);
  hw_sim_stats_set_digest (copy, stats->digest);
  if (stats->n_hexes > 0)
    hw_sim_stats_set_hexes (copy, stats->n_hexes, stats->hex_coords, stats->hex_terrains,
                            stats->hex_chits);
  hw_sim_stats_set_places (copy, stats->n_places, stats->places);
  copy->dealt = stats->dealt;
  return copy;
}

void
hw_sim_stats_set_hexes (HwSimStats      *stats,
                        guint            n_hexes,
                        const int       *coords,
                        const HwTerrain *terrains,
                        const guint8    *chits)
{
  g_free (stats->hex_coords);
  g_free (stats->hex_terrains);
  g_free (stats->hex_chits);
  g_free (stats->hex_production);
  for (guint m = 0; m < HW_SIM_MAX_MODULE_DESCS; m++)
    g_free (stats->module_hex[m]);
  stats->n_hexes = n_hexes;
  stats->hex_coords = g_memdup2 (coords, sizeof (int) * 2 * n_hexes);
  stats->hex_terrains = g_memdup2 (terrains, sizeof (HwTerrain) * n_hexes);
  stats->hex_chits = g_memdup2 (chits, n_hexes);
  stats->hex_production = g_new0 (guint64, MAX (n_hexes, 1));
  for (guint m = 0; m < HW_SIM_MAX_MODULE_DESCS; m++)
    stats->module_hex[m] = g_new0 (guint64, MAX (n_hexes, 1));
}

void
hw_sim_stats_set_places (HwSimStats *stats,
                         guint       n_places,
                         const int  *hexes)
{
  g_return_if_fail (n_places <= HW_SIM_MAX_PLACES);

  stats->n_places = 0;
  for (guint i = 0; i < n_places; i++)
    {
      g_return_if_fail (hexes[i] >= 0 && (guint) hexes[i] < stats->n_hexes);
      stats->places[i] = hexes[i];
    }
  stats->n_places = n_places;
}

void
hw_sim_stats_add_hex_turns (HwSimStats             *stats,
                            const HwModuleHexTurns *turns)
{
  const HwModuleStatsDesc *const *descs;
  guint n = hw_sim_module_descs (&descs);

  for (guint m = 0; m < n; m++)
    {
      const guint16 *t = hw_module_hex_turns (turns, descs[m]);

      for (guint h = 0; t != NULL && h < stats->n_hexes; h++)
        stats->module_hex[m][h] += t[h];
    }
}

void
hw_sim_stats_set_digest (HwSimStats *stats,
                         const char *digest)
{
  g_free (stats->digest);
  stats->digest = g_strdup (digest ? digest : "");
}

/* The registry's descriptors, listed once (the registry does not change). */
guint
hw_sim_module_descs (const HwModuleStatsDesc *const **descs)
{
  static const HwModuleStatsDesc *list[HW_SIM_MAX_MODULE_DESCS];
  static guint n;
  static gsize done;

  if (g_once_init_enter (&done))
    {
      n = hw_module_registry_stats (list, G_N_ELEMENTS (list));
      for (guint m = 0; m < n; m++)
        g_assert (list[m]->n_fields <= HW_SIM_MAX_MODULE_FIELDS
                  && list[m]->hist_bins <= HW_SIM_MAX_HIST_BINS);
      g_once_init_leave (&done, 1);
    }
  *descs = list;
  return n;
}

const HwModuleStatsDesc *
hw_sim_module_desc (const char *module,
                    guint      *index)
{
  const HwModuleStatsDesc *const *descs;
  guint n = hw_sim_module_descs (&descs);

  for (guint m = 0; m < n; m++)
    if (g_strcmp0 (descs[m]->module, module) == 0)
      {
        *index = m;
        return descs[m];
      }
  return NULL;
}

/* Adds the counters of the modules @record played. */
static void
add_module_counts (HwSimStats            *stats,
                   const HwSimGameRecord *record,
                   gboolean               no_seat_won)
{
  const HwModuleGameStats *modules = &record->modules;
  const HwModuleStatsDesc *const *descs;
  guint n = hw_sim_module_descs (&descs);

  for (guint m = 0; m < n; m++)
    {
      const HwModuleStatsDesc *d = descs[m];

      if (!hw_module_stats_played (modules, d))
        continue;
      stats->module_games[m]++;
      stats->module_no_seat_wins[m] += no_seat_won;
      for (guint f = 0; f < d->n_fields; f++)
        {
          const HwModuleStatField *field = &d->fields[f];
          guint v;

          switch (field->shape)
            {
            case HW_MODULE_STAT_PER_SEAT:
              for (guint seat = 0; seat < stats->n_seats; seat++)
                stats->module_seat[m][f][seat] += hw_module_stat_value (modules, field, seat);
              break;
            case HW_MODULE_STAT_SUM_PLACES:
              for (guint i = 0; i < stats->n_places; i++)
                stats->module_places[m][i] += hw_module_stat_value (modules, field, i);
              break;
            case HW_MODULE_STAT_TURN:
              v = hw_module_stat_value (modules, field, 0);
              if (v > 0)
                {
                  stats->module_events[m][f]++;
                  stats->module_sum[m][f] += v;
                  stats->module_hist[m][MIN (v / MAX (d->hist_bin, 1u), MAX (d->hist_bins, 1u) - 1)]++;
                }
              break;
            default:
              stats->module_sum[m][f] += hw_module_stat_value (modules, field, 0);
              break;
            }
        }
    }
}

void
hw_sim_stats_add_game (HwSimStats            *stats,
                       const HwSimGameRecord *record,
                       const guint32         *hex_production)
{
  guint end = MIN (record->end, (guint) HW_SIM_END_ENGINE_ERROR);

  g_return_if_fail (record->n_seats == stats->n_seats);

  stats->games++;
  stats->ends[end]++;
  stats->actions += record->actions;

  /* Every won game has a length, also one won by no seat (a module may end it so). */
  if (end == HW_SIM_END_WIN)
    {
      guint turns = MIN (record->turns, stats->turn_limit);

      stats->length_hist[turns]++;
      stats->turns_sum += turns;
    }
  if (end == HW_SIM_END_WIN && record->winner >= 0 && record->winner < (int) stats->n_seats)
    {
      stats->seat_wins[record->winner]++;
      stats->bot_wins[record->seat_bot[record->winner]]++;
      for (guint s = 0; s < HW_SIM_N_VP_SOURCES; s++)
        stats->winner_vp_sum[s] += record->vp[record->winner][s];
    }
  if (end == HW_SIM_END_BOT_ERROR && record->culprit >= 0 && record->culprit < (int) stats->n_seats)
    stats->bot_errors[record->seat_bot[record->culprit]]++;

  for (guint seat = 0; seat < stats->n_seats; seat++)
    for (guint s = 0; s < HW_SIM_N_VP_SOURCES; s++)
      stats->vp_sum[seat][s] += record->vp[seat][s];
  for (guint r = 0; r < HW_N_RESOURCES; r++)
    stats->production[r] += record->production[r];
  stats->gold_production += record->gold_production;
  stats->eruptions += record->eruptions;
  add_module_counts (stats, record, end == HW_SIM_END_WIN && record->winner < 0);
  stats->settlements_destroyed += record->settlements_destroyed;
  stats->cities_reduced += record->cities_reduced;
  stats->discoveries_earned += record->discoveries_earned;
  stats->discoveries_spent += record->discoveries_spent;
  hw_sim_profile_add_game (stats, record);

  if (hex_production != NULL)
    for (guint h = 0; h < stats->n_hexes; h++)
      stats->hex_production[h] += hex_production[h];
}

static int
compare_ranges (gconstpointer a,
                gconstpointer b)
{
  const HwSimRange *x = a, *y = b;

  return x->start < y->start ? -1 : x->start > y->start;
}

/* Keeps the ranges sorted and joins touching ones, so equal coverage prints equally. */
static gboolean
insert_range (GArray  *ranges,
              guint64  start,
              guint64  end)
{
  HwSimRange r = { start, end };
  guint out = 0;

  if (start >= end)
    return TRUE;
  for (guint i = 0; i < ranges->len; i++)
    {
      HwSimRange *o = &g_array_index (ranges, HwSimRange, i);

      if (o->start < end && start < o->end)
        return FALSE;
    }
  g_array_append_val (ranges, r);
  g_array_sort (ranges, compare_ranges);
  for (guint i = 1; i < ranges->len; i++)
    {
      HwSimRange *last = &g_array_index (ranges, HwSimRange, out);
      HwSimRange *cur = &g_array_index (ranges, HwSimRange, i);

      if (cur->start == last->end)
        last->end = cur->end;
      else
        g_array_index (ranges, HwSimRange, ++out) = *cur;
    }
  g_array_set_size (ranges, ranges->len ? out + 1 : 0);
  return TRUE;
}

gboolean
hw_sim_stats_insert_range (HwSimStats *stats,
                           guint64     start,
                           guint64     end)
{
  return insert_range (stats->ranges, start, end);
}

void
hw_sim_stats_add_range (HwSimStats *stats,
                        guint64     start,
                        guint64     end)
{
  gboolean ok = insert_range (stats->ranges, start, end);

  g_return_if_fail (ok);
}

void
hw_sim_stats_set_interrupted (HwSimStats *stats,
                              gboolean    interrupted)
{
  stats->interrupted = interrupted;
}

gboolean
hw_sim_stats_same_settings (const HwSimStats *a,
                            const HwSimStats *b,
                            GError          **error)
{
  const char *what = NULL;

  if (g_strcmp0 (a->scenario_id, b->scenario_id) != 0 || g_strcmp0 (a->variant_id, b->variant_id) != 0)
    what = _("scenario");
  else if (g_strcmp0 (a->digest, b->digest) != 0)
    what = _("scenario file contents");
  else if (a->n_seats != b->n_seats)
    what = _("number of players");
  else if (a->seed != b->seed)
    what = _("seed");
  else if (a->games_requested != b->games_requested)
    what = _("number of games");
  else if (a->turn_limit != b->turn_limit)
    what = _("turn limit");
  else if (a->rotate_seats != b->rotate_seats)
    what = _("seat rotation");
  else if (a->dealt != b->dealt)
    what = _("fresh deals (--deal)");
  else if (a->n_hexes != b->n_hexes
           || (a->n_hexes > 0 && memcmp (a->hex_coords, b->hex_coords, sizeof (int) * 2 * a->n_hexes) != 0))
    what = _("board");
  else
    for (guint i = 0; i < a->n_seats && what == NULL; i++)
      if (g_strcmp0 (a->bots[i], b->bots[i]) != 0)
        what = _("bots");

  if (what != NULL)
    {
      g_set_error (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_MISMATCH,
                   _("the batches differ in their %s"), what);
      return FALSE;
    }
  return TRUE;
}

void
hw_sim_stats_accumulate (HwSimStats       *stats,
                         const HwSimStats *other)
{
  g_return_if_fail (stats->n_seats == other->n_seats && stats->turn_limit == other->turn_limit);
  g_return_if_fail (stats->n_hexes == other->n_hexes);

  stats->games += other->games;
  for (guint i = 0; i < G_N_ELEMENTS (stats->ends); i++)
    stats->ends[i] += other->ends[i];
  for (guint i = 0; i < HW_SIM_MAX_SEATS; i++)
    {
      stats->seat_wins[i] += other->seat_wins[i];
      stats->bot_wins[i] += other->bot_wins[i];
      stats->bot_errors[i] += other->bot_errors[i];
      for (guint s = 0; s < HW_SIM_N_VP_SOURCES; s++)
        stats->vp_sum[i][s] += other->vp_sum[i][s];
    }
  for (guint t = 0; t <= stats->turn_limit; t++)
    stats->length_hist[t] += other->length_hist[t];
  stats->turns_sum += other->turns_sum;
  for (guint s = 0; s < HW_SIM_N_VP_SOURCES; s++)
    stats->winner_vp_sum[s] += other->winner_vp_sum[s];
  for (guint r = 0; r < HW_N_RESOURCES; r++)
    stats->production[r] += other->production[r];
  stats->gold_production += other->gold_production;
  for (guint h = 0; h < stats->n_hexes; h++)
    {
      stats->hex_production[h] += other->hex_production[h];
      for (guint m = 0; m < HW_SIM_MAX_MODULE_DESCS; m++)
        stats->module_hex[m][h] += other->module_hex[m][h];
    }
  stats->eruptions += other->eruptions;
  /* A shard read back from a file that played no game may not know the places yet. */
  if (stats->n_places == 0 && other->n_places > 0)
    hw_sim_stats_set_places (stats, other->n_places, other->places);
  for (guint m = 0; m < HW_SIM_MAX_MODULE_DESCS; m++)
    {
      stats->module_games[m] += other->module_games[m];
      stats->module_no_seat_wins[m] += other->module_no_seat_wins[m];
      for (guint f = 0; f < HW_SIM_MAX_MODULE_FIELDS; f++)
        {
          stats->module_sum[m][f] += other->module_sum[m][f];
          stats->module_events[m][f] += other->module_events[m][f];
        }
      for (guint i = 0; i < HW_SIM_MAX_HIST_BINS; i++)
        stats->module_hist[m][i] += other->module_hist[m][i];
      for (guint i = 0; i < HW_SIM_MAX_PLACES; i++)
        stats->module_places[m][i] += other->module_places[m][i];
    }
  for (guint m = 0; m < HW_SIM_MAX_MODULE_DESCS; m++)
    for (guint f = 0; f < HW_SIM_MAX_MODULE_FIELDS; f++)
      for (guint i = 0; i < HW_SIM_MAX_SEATS; i++)
        stats->module_seat[m][f][i] += other->module_seat[m][f][i];
  stats->settlements_destroyed += other->settlements_destroyed;
  stats->cities_reduced += other->cities_reduced;
  stats->discoveries_earned += other->discoveries_earned;
  stats->discoveries_spent += other->discoveries_spent;
  stats->actions += other->actions;
  stats->interrupted = stats->interrupted || other->interrupted;
  stats->deal_games += other->deal_games;
  stats->deal_won += other->deal_won;
  for (guint i = 0; i < HW_SIM_MAX_SEATS; i++)
    stats->deal_seat_wins[i] += other->deal_seat_wins[i];
  hw_sim_profile_accumulate (stats, other);
}

gboolean
hw_sim_stats_merge (HwSimStats       *stats,
                    const HwSimStats *other,
                    GError          **error)
{
  g_autoptr(GArray) ranges = NULL;

  if (!hw_sim_stats_same_settings (stats, other, error))
    return FALSE;

  ranges = g_array_copy (stats->ranges);
  for (guint i = 0; i < other->ranges->len; i++)
    {
      const HwSimRange *r = &g_array_index (other->ranges, HwSimRange, i);

      if (!insert_range (ranges, r->start, r->end))
        {
          /* Numbers formatted apart, so that translators see the whole message. */
          g_autofree char *first = g_strdup_printf ("%" G_GUINT64_FORMAT, r->start);
          g_autofree char *last = g_strdup_printf ("%" G_GUINT64_FORMAT, r->end - 1);
          g_set_error (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_OVERLAP,
                       _("both batches played games %s to %s"), first, last);
          return FALSE;
        }
    }
  g_array_unref (stats->ranges);
  stats->ranges = g_steal_pointer (&ranges);
  hw_sim_stats_accumulate (stats, other);
  return TRUE;
}

guint64
hw_sim_stats_games (const HwSimStats *stats)
{
  return stats->games;
}

guint64
hw_sim_stats_finished (const HwSimStats *stats)
{
  return stats->ends[HW_SIM_END_WIN];
}

guint64
hw_sim_stats_turn_limited (const HwSimStats *stats)
{
  return stats->ends[HW_SIM_END_TURN_LIMIT];
}

guint64
hw_sim_stats_errors (const HwSimStats *stats)
{
  return stats->ends[HW_SIM_END_BOT_ERROR] + stats->ends[HW_SIM_END_ENGINE_ERROR];
}

guint64
hw_sim_stats_seat_wins (const HwSimStats *stats,
                        guint             seat)
{
  g_return_val_if_fail (seat < stats->n_seats, 0);
  return stats->seat_wins[seat];
}

guint64
hw_sim_stats_bot_wins (const HwSimStats *stats,
                       const char       *bot)
{
  guint64 wins = 0;

  for (guint i = 0; i < stats->n_seats; i++)
    if (g_strcmp0 (stats->bots[i], bot) == 0)
      wins += stats->bot_wins[i];
  return wins;
}

double
hw_sim_stats_mean_turns (const HwSimStats *stats)
{
  guint64 n = stats->ends[HW_SIM_END_WIN];

  return n > 0 ? (double) stats->turns_sum / (double) n : 0.0;
}

guint
hw_sim_stats_percentile_turns (const HwSimStats *stats,
                               double            p)
{
  guint64 n = stats->ends[HW_SIM_END_WIN];
  guint64 rank, seen = 0;

  if (n == 0)
    return 0;
  /* Nearest rank: the smallest length with at least ceil(p * n) games at or below it. */
  rank = (guint64) ceil (p * (double) n);
  rank = CLAMP (rank, 1, n);
  for (guint t = 0; t <= stats->turn_limit; t++)
    {
      seen += stats->length_hist[t];
      if (seen >= rank)
        return t;
    }
  return stats->turn_limit;
}

guint
hw_sim_stats_n_seats (const HwSimStats *stats)
{
  return stats->n_seats;
}

gboolean
hw_sim_stats_complete (const HwSimStats *stats)
{
  const HwSimRange *r;

  if (stats->games_requested == 0)
    return stats->ranges->len == 0;
  if (stats->ranges->len != 1)
    return FALSE;
  r = &g_array_index (stats->ranges, HwSimRange, 0);
  return r->start == 0 && r->end == stats->games_requested;
}

const char *
hw_sim_end_to_string (HwSimEnd end)
{
  switch (end)
    {
    case HW_SIM_END_WIN:          return "win";
    case HW_SIM_END_TURN_LIMIT:   return "turn-limit";
    case HW_SIM_END_BOT_ERROR:    return "bot-error";
    case HW_SIM_END_ENGINE_ERROR: return "engine-error";
    default:                      return "unknown";
    }
}

const char *
hw_sim_vp_source_to_string (HwSimVpSource source)
{
  static const char *const names[HW_SIM_N_VP_SOURCES] = {
    "settlements", "cities", "longest-route", "largest-army", "vp-cards", "islands", HW_MODULE_VP_KEY,
  };

  return source < HW_SIM_N_VP_SOURCES ? names[source] : "unknown";
}

void
hw_sim_csv_header (GString *out,
                   guint    n_seats)
{
  const HwModuleStatsDesc *const *descs;
  guint n = hw_sim_module_descs (&descs);

  hw_sim_csv_header_with (out, n_seats, descs, n);
}

void
hw_sim_csv_row (GString               *out,
                const HwSimGameRecord *record,
                const char *const     *bots)
{
  const HwModuleStatsDesc *const *descs;
  guint n = hw_sim_module_descs (&descs);

  hw_sim_csv_row_with (out, record, bots, descs, n);
}

void
hw_sim_csv_header_with (GString                        *out,
                        guint                           n_seats,
                        const HwModuleStatsDesc *const *descs,
                        guint                           n_descs)
{
  g_string_append (out, "game,seed,end,winner,turns");
  for (guint s = 0; s < n_seats; s++)
    g_string_append_printf (out, ",bot_%u,vp_%u", s + 1, s + 1);
  for (guint r = 0; r < HW_N_RESOURCES; r++)
    g_string_append_printf (out, ",produced_%s", hw_resource_to_string ((HwResource) r));
  g_string_append (out, ",gold,eruptions,settlements_destroyed,cities_reduced,"
                        "discoveries_earned,discoveries_spent,actions");
  /* The play profile is the same in every scenario, so it comes before the modules' columns,
   * which stay last because they differ from one scenario to another. */
  for (guint s = 0; s < n_seats; s++)
    for (guint f = 0; f < HW_SIM_N_PROFILE; f++)
      g_string_append_printf (out, ",%s_%u", hw_sim_profile_field_name ((HwSimProfileField) f), s + 1);
  for (guint m = 0; m < n_descs; m++)
    {
      const HwModuleStatsDesc *d = descs[m];

      for (guint f = 0; f < d->n_fields; f++)
        if (d->fields[f].shape != HW_MODULE_STAT_PER_SEAT && d->fields[f].csv != NULL)
          g_string_append_printf (out, ",%s", d->fields[f].csv);
      for (guint s = 0; s < n_seats; s++)
        for (guint f = 0; f < d->n_fields; f++)
          if (d->fields[f].shape == HW_MODULE_STAT_PER_SEAT && d->fields[f].csv != NULL)
            g_string_append_printf (out, ",%s_%u", d->fields[f].csv, s + 1);
    }
  g_string_append_c (out, '\n');
}

void
hw_sim_csv_row_with (GString                        *out,
                     const HwSimGameRecord          *record,
                     const char *const              *bots,
                     const HwModuleStatsDesc *const *descs,
                     guint                           n_descs)
{
  g_string_append_printf (out, "%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT ",%s,",
                          record->index, record->seed,
                          hw_sim_end_to_string ((HwSimEnd) record->end));
  if (record->winner >= 0)
    g_string_append_printf (out, "%d", record->winner + 1);
  g_string_append_printf (out, ",%u", record->turns);
  for (guint s = 0; s < record->n_seats; s++)
    {
      guint vp = 0;

      for (guint v = 0; v < HW_SIM_N_VP_SOURCES; v++)
        vp += record->vp[s][v];
      g_string_append_printf (out, ",%s,%u", bots[record->seat_bot[s]], vp);
    }
  for (guint r = 0; r < HW_N_RESOURCES; r++)
    g_string_append_printf (out, ",%u", record->production[r]);
  g_string_append_printf (out, ",%u,%u,%u,%u,%u,%u,%u", record->gold_production,
                          record->eruptions, record->settlements_destroyed,
                          record->cities_reduced, record->discoveries_earned,
                          record->discoveries_spent, record->actions);
  for (guint s = 0; s < record->n_seats; s++)
    for (guint f = 0; f < HW_SIM_N_PROFILE; f++)
      g_string_append_printf (out, ",%u", record->profile[s][f]);
  /* A module's columns are empty in the games that did not play it. */
  for (guint m = 0; m < n_descs; m++)
    {
      const HwModuleStatsDesc *d = descs[m];
      const HwModuleGameStats *ms = &record->modules;

      if (!hw_module_stats_played (ms, d))
        {
          for (guint f = 0; f < d->n_fields; f++)
            for (guint k = 0; d->fields[f].csv != NULL
                              && k < (d->fields[f].shape == HW_MODULE_STAT_PER_SEAT ? (guint) record->n_seats : 1); k++)
              g_string_append_c (out, ',');
          continue;
        }
      for (guint f = 0; f < d->n_fields; f++)
        {
          const HwModuleStatField *field = &d->fields[f];
          guint v = 0;

          if (field->shape == HW_MODULE_STAT_PER_SEAT || field->csv == NULL)
            continue;
          if (field->shape == HW_MODULE_STAT_SUM_PLACES)
            for (guint i = 0; i < HW_MODULE_STATS_MAX_PLACES; i++)
              v += hw_module_stat_value (ms, field, i);
          else
            v = hw_module_stat_value (ms, field, 0);
          g_string_append_printf (out, ",%u", v);
        }
      for (guint s = 0; s < record->n_seats; s++)
        for (guint f = 0; f < d->n_fields; f++)
          if (d->fields[f].shape == HW_MODULE_STAT_PER_SEAT && d->fields[f].csv != NULL)
            g_string_append_printf (out, ",%u", hw_module_stat_value (ms, &d->fields[f], s));
    }
  g_string_append_c (out, '\n');
}
