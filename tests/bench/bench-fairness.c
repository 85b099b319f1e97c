/* bench-fairness.c: does the static fairness figure predict who wins?
 *
 * Target (issue 12): over 200 random base boards (`generate --seed` 101..300), the Spearman
 * correlation between the fairness figure (hw-fairness.h) and the seat gap simulated over
 * at least 2,000 games per board by four "table" bots is at least 0.6 (the README's figure
 * pools two batches of 5,000: GAMES=5000 BATCHES=2, since the simulation's own noise bounds
 * the correlation). Also prints the balance score's correlation with the same gap, and how
 * long one fairness measure takes.
 * The counts are settable, since the full run is ~400,000 games:
 *   BENCH_FAIRNESS_BOARDS (200), BENCH_FAIRNESS_FIRST (first seed, 101),
 *   BENCH_FAIRNESS_GAMES (2000), BENCH_FAIRNESS_THREADS (1), BENCH_FAIRNESS_BATCH (0: added
 *   to the board's seed for the batch seed, to measure the simulation's own noise),
 *   BENCH_FAIRNESS_BATCHES (1: independent batches of GAMES pooled per board, batch k seeded
 *   k * 5000000 further; GAMES=5000 BATCHES=2 gives the README's 10,000 games per board),
 *   BENCH_FAIRNESS_DRAFTS (setup drafts per measure, 0: the measure's default),
 *   BENCH_FAIRNESS_SALT (0: changes the measure's seed, to measure its own noise),
 *   BENCH_FAIRNESS_SCENARIO (base.xml, a file under scenarios/), BENCH_FAIRNESS_PLAYERS (4),
 *   BENCH_FAIRNESS_DUMP (a file: one row per board and seat with the seat's figures and its
 *   simulated win rate, for fitting the measure's weights on other seeds),
 *   BENCH_FAIRNESS_RATES (dump files of earlier runs, comma-separated: their simulated win
 *   rates are used, averaged over the files that have the board, and no game is played; the
 *   simulation does not depend on the measure, so a change to it is checked in seconds. For
 *   10,000 games per board, pool the dumps of BATCH 0 and BATCH 5000000 at 5,000 games).
 */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-bench.h"

#include <math.h>
#include <stdlib.h>

#include "hw-balance.h"
#include "hw-fairness.h"
#include "hw-generate.h"
#include "hw-scenario-io.h"
#include "hw-sim.h"

/* Batch k of a board is seeded this far from batch 0 (BENCH_FAIRNESS_BATCHES). */
#define BATCH_STRIDE G_GUINT64_CONSTANT (5000000)

static guint64
env_number (const char *name,
            guint64     fallback)
{
  const char *text = g_getenv (name);

  return text != NULL && *text != '\0' ? g_ascii_strtoull (text, NULL, 10) : fallback;
}

/* Ranks with ties given their mean rank. */
static void
ranks (const double *x,
       guint         n,
       double       *out)
{
  for (guint i = 0; i < n; i++)
    {
      guint below = 0, equal = 0;

      for (guint j = 0; j < n; j++)
        {
          below += x[j] < x[i];
          equal += x[j] == x[i];
        }
      out[i] = below + (equal + 1) / 2.0;
    }
}

static double
pearson (const double *x,
         const double *y,
         guint         n)
{
  double mx = 0, my = 0, sxy = 0, sxx = 0, syy = 0;

  for (guint i = 0; i < n; i++)
    mx += x[i] / n, my += y[i] / n;
  for (guint i = 0; i < n; i++)
    {
      sxy += (x[i] - mx) * (y[i] - my);
      sxx += (x[i] - mx) * (x[i] - mx);
      syy += (y[i] - my) * (y[i] - my);
    }
  return sxx > 0 && syy > 0 ? sxy / sqrt (sxx * syy) : 0.0;
}

static double
spearman (const double *x,
          const double *y,
          guint         n)
{
  g_autofree double *rx = g_new (double, n);
  g_autofree double *ry = g_new (double, n);

  ranks (x, n, rx);
  ranks (y, n, ry);
  return pearson (rx, ry, n);
}

/* Seat win rates (percent) per board seed, averaged over the dump files in @list. */
static GHashTable *
load_rates (const char *list,
            int         players)
{
  GHashTable *rates = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  g_auto(GStrv) files = g_strsplit (list, ",", -1);

  for (guint f = 0; files[f] != NULL; f++)
    {
      g_autofree char *text = NULL;
      g_auto(GStrv) lines = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_get_contents (files[f], &text, NULL, &error));
      lines = g_strsplit (text, "\n", -1);
      for (guint i = 1; lines[i] != NULL; i++)
        {
          g_auto(GStrv) cells = g_strsplit (lines[i], "\t", -1);
          guint n = g_strv_length (cells);
          gint64 seed;
          double *row;
          int seat;

          if (n < 3)
            continue;
          seed = g_ascii_strtoll (cells[0], NULL, 10);
          seat = (int) g_ascii_strtoll (cells[1], NULL, 10);
          g_assert_true (seat >= 0 && seat < players);
          row = g_hash_table_lookup (rates, &seed);
          if (row == NULL)
            {
              row = g_new0 (double, 2 * players);
              g_hash_table_insert (rates, g_memdup2 (&seed, sizeof seed), row);
            }
          /* The win rate is the last column; the count of files beside each seat's sum. */
          row[seat] += g_ascii_strtod (cells[n - 1], NULL);
          row[players + seat] += 1.0;
        }
    }
  return rates;
}

int
main (void)
{
  guint n_boards = (guint) env_number ("BENCH_FAIRNESS_BOARDS", 200);
  guint64 first = env_number ("BENCH_FAIRNESS_FIRST", 101);
  guint64 n_games = env_number ("BENCH_FAIRNESS_GAMES", 2000);
  /* 0: the measure's own default (fewer where it replays the draft than where the engine does). */
  guint drafts = (guint) env_number ("BENCH_FAIRNESS_DRAFTS", 0);
  guint64 batch = env_number ("BENCH_FAIRNESS_BATCH", 0);
  guint n_batches = (guint) MAX (env_number ("BENCH_FAIRNESS_BATCHES", 1), 1);
  guint64 salt = env_number ("BENCH_FAIRNESS_SALT", 0);
  guint threads = (guint) MAX (env_number ("BENCH_FAIRNESS_THREADS", 1), 1);
  int players = (int) env_number ("BENCH_FAIRNESS_PLAYERS", 4);
  const char *file = g_getenv ("BENCH_FAIRNESS_SCENARIO") ? g_getenv ("BENCH_FAIRNESS_SCENARIO") : "base.xml";
  const char *dump_path = g_getenv ("BENCH_FAIRNESS_DUMP");
  const char *rates_list = g_getenv ("BENCH_FAIRNESS_RATES");
  g_autoptr(GHashTable) cached = NULL;
  g_autofree char *path = hw_test_source_path ("scenarios", file, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) scenario = hw_scenario_load_file (path, &error);
  g_autofree double *fair = g_new0 (double, MAX (n_boards, 1));
  g_autofree double *balance = g_new0 (double, MAX (n_boards, 1));
  g_autofree double *gap = g_new0 (double, MAX (n_boards, 1));
  FILE *dump = NULL;
  double measure_cpu = 0.0, sim_cpu = 0.0;
  guint drafts_played = 0;
  guint64 games_played = 0;
  HwVariant *variant;
  HwGenerateParams params;

  g_assert_no_error (error);
  variant = (HwVariant *) hw_scenario_find_variant (scenario, players);
  g_assert_nonnull (variant);
  hw_generate_params_init (&params);
  g_assert_true (hw_generate_params_from_scenario (&params, scenario, &error));
  params.best_of = 1;
  if (dump_path != NULL)
    {
      dump = fopen (dump_path, "w");
      g_assert_nonnull (dump);
      fprintf (dump, "seed\tseat\ttotal_pips\tbrick\tlumber\tore\tgrain\twool\tresources\tharbor\texpansion\tsail\tdesert\tscarce\troad_pair\tcity_pair\tstrength\tshare\twin_rate\n");
    }
  if (rates_list != NULL && *rates_list != '\0')
    {
      cached = load_rates (rates_list, players);
      g_print ("%s, %d players: seeds %" G_GUINT64_FORMAT "..%" G_GUINT64_FORMAT ", simulated win rates from %s\n",
               file, players, first, first + n_boards - 1, rates_list);
    }
  else
    g_print ("%s, %d players: seeds %" G_GUINT64_FORMAT "..%" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT
             " games per board (%u batches), \"table\" bots\n", file, players, first, first + n_boards - 1,
             n_games * n_batches, n_batches);
  g_print ("%6s %8s %9s %9s  %s\n", "seed", "balance", "fairness", "sim gap", "seat win rates (predicted shares)");

  for (guint b = 0; b < n_boards; b++)
    {
      guint64 seed = first + b;
      g_autoptr(HwGameRules) rules = NULL;
      HwSimConfig config;
      HwFairness f;
      HwBalance m;
      double cached_rates[HW_GAME_MAX_PLAYERS];
      double t0, best = 0.0, worst = 100.0;
      g_autoptr(GString) line = g_string_new (NULL);

      g_assert_true (hw_generate_variant (scenario, variant, &params, seed, &error));
      hw_balance_measure_board (variant->board, &m);
      rules = hw_game_rules_new (scenario, variant, players, &error);
      g_assert_no_error (error);

      t0 = hw_bench_thread_seconds ();
      hw_fairness_measure (rules, drafts, seed + salt * G_GUINT64_CONSTANT (1000003), &f);
      measure_cpu += hw_bench_thread_seconds () - t0;
      drafts_played = f.n_drafts;

      /* BENCH_FAIRNESS_GAMES=0: the figures only (for fitting against rates measured before). */
      if (cached != NULL)
        {
          gint64 key = (gint64) seed;
          const double *row = g_hash_table_lookup (cached, &key);

          g_assert_nonnull (row);
          for (int s = 0; s < players; s++)
            g_assert_true (row[players + s] > 0);
          for (int s = 0; s < players; s++)
            cached_rates[s] = row[s] / row[players + s];
        }
      else
        {
          guint64 wins[HW_GAME_MAX_PLAYERS] = { 0 }, games = 0;

          for (guint k = 0; k < n_batches; k++)
            {
              g_autoptr(HwSimResult) result = NULL;

              hw_sim_config_init (&config);
              g_assert_true (hw_sim_config_parse_bots (&config, "table", (guint) players, &error));
              config.seed = seed + batch + k * BATCH_STRIDE;
              config.n_games = MAX (n_games, 1);
              config.n_threads = threads;
              t0 = hw_bench_process_seconds ();
              result = hw_sim_run (scenario, variant, rules, &config, &error);
              g_assert_no_error (error);
              sim_cpu += hw_bench_process_seconds () - t0;
              games += hw_sim_stats_games (result->stats);
              for (int s = 0; s < players; s++)
                wins[s] += hw_sim_stats_seat_wins (result->stats, (guint) s);
            }
          games_played += games;
          for (int s = 0; s < players; s++)
            cached_rates[s] = n_games == 0 ? 0.0 : 100.0 * wins[s] / MAX (games, 1);
        }

      for (int s = 0; s < players; s++)
        {
          double rate = cached_rates[s];
          const HwFairnessSeat *fs = &f.seats[s];

          best = MAX (best, rate);
          worst = MIN (worst, rate);
          g_string_append_printf (line, " %5.1f (%4.1f)", rate, 100.0 * fs->win_share);
          if (dump != NULL)
            fprintf (dump, "%" G_GUINT64_FORMAT "\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.4f\t%.5f\t%.3f\n",
                     seed, s, fs->total_pips, fs->pips[0], fs->pips[1], fs->pips[2], fs->pips[3], fs->pips[4],
                     fs->resources, fs->harbor, fs->expansion, fs->sail, fs->desert, fs->scarce, fs->road_pair, fs->city_pair, fs->strength, fs->win_share, rate);
        }
      if (dump != NULL)
        fflush (dump);
      fair[b] = f.gap;
      balance[b] = m.score;
      gap[b] = best - worst;
      g_print ("%6" G_GUINT64_FORMAT " %8.3f %9.2f %9.2f %s\n", seed, m.score, f.gap, gap[b], line->str);
    }
  if (dump != NULL)
    fclose (dump);

  g_print ("fairness measure: %.3f ms per board (%u drafts)\n",
           1000.0 * measure_cpu / MAX (n_boards, 1), drafts_played);
  g_print ("simulation: %" G_GUINT64_FORMAT " games, %.0f games/s per core\n",
           games_played, sim_cpu > 0 ? games_played / sim_cpu : 0.0);
  g_print ("Spearman(fairness figure, simulated seat gap) over %u boards: %.3f (target >= 0.6)\n",
           n_boards, spearman (fair, gap, n_boards));
  g_print ("Spearman(balance score, simulated seat gap) over %u boards: %.3f\n",
           n_boards, spearman (balance, gap, n_boards));
  g_print ("Pearson(fairness figure, simulated seat gap): %.3f\n", pearson (fair, gap, n_boards));
  return 0;
}
