/* bench-bots.c: how strong and how fast each bot is.
 *
 * Targets (issue 12): "planner" wins at least 40% of 4-player base games against three
 * "greedy" bots over 2,000 games with seats rotated (25% is parity), and plays at least 200
 * games/s per core. Prints games/s per core of every built-in bot (four of a kind), measured
 * on the process's CPU time so that a busy machine does not distort it.
 * BENCH_BOTS_GAMES sets the strength batch (2000), BENCH_BOTS_SEED its seed (1).
 */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-bench.h"

#include <math.h>

#include "hw-scenario-io.h"
#include "hw-sim.h"

static guint64
env_number (const char *name,
            guint64     fallback)
{
  const char *text = g_getenv (name);

  return text != NULL && *text != '\0' ? g_ascii_strtoull (text, NULL, 10) : fallback;
}

static HwSimResult *
play (HwScenario *scenario,
      const char *bots,
      guint64     seed,
      guint64     games,
      double     *cpu)
{
  const HwVariant *variant = hw_scenario_find_variant (scenario, 4);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwGameRules) rules = hw_game_rules_new (scenario, variant, 4, &error);
  HwSimConfig config;
  HwSimResult *result;
  double c0;

  g_assert_no_error (error);
  hw_sim_config_init (&config);
  g_assert_true (hw_sim_config_parse_bots (&config, bots, 4, &error));
  config.seed = seed;
  config.n_games = games;
  config.rotate_seats = TRUE;
  c0 = hw_bench_process_seconds ();
  result = hw_sim_run (scenario, variant, rules, &config, &error);
  g_assert_no_error (error);
  *cpu = hw_bench_process_seconds () - c0;
  if (hw_sim_stats_errors (result->stats) > 0)
    g_print ("%s: %s\n", bots, result->first_error);
  return result;
}

int
main (void)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) scenario = hw_scenario_load_file (path, &error);
  guint64 games = env_number ("BENCH_BOTS_GAMES", 2000);
  guint64 seed = env_number ("BENCH_BOTS_SEED", 1);
  const HwBotInfo *const *all = hw_bots_all ();

  g_assert_no_error (error);
  g_print ("games/s per core, four of a kind, base game for 4:\n");
  for (guint i = 0; all[i] != NULL; i++)
    {
      guint64 n = 200, played = 0;
      double cpu = 0.0;

      while (cpu < 2.0)
        {
          double c;
          g_autoptr(HwSimResult) r = play (scenario, all[i]->name, seed + played, n, &c);

          cpu += c;
          played += hw_sim_stats_games (r->stats);
          n = MIN (n * 2, 20000);
        }
      g_print ("  %-10s %8.0f games/s%s\n", all[i]->name, played / cpu,
               g_strcmp0 (all[i]->name, "planner") == 0 ? "  (target >= 200)" : "");
    }

  {
    double cpu, p, half;
    g_autoptr(HwSimResult) r = play (scenario, "planner,greedy,greedy,greedy", seed, games, &cpu);
    guint64 n = hw_sim_stats_games (r->stats), won = hw_sim_stats_bot_wins (r->stats, "planner");

    p = (double) won / MAX (n, 1);
    half = 1.96 * sqrt (p * (1 - p) / MAX (n, 1));
    g_print ("planner against three greedy, seats rotated: %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT
             " games won, %.1f%% (95%% interval %.1f-%.1f%%; target >= 40%%, parity 25%%), %.0f games/s\n",
             won, n, 100 * p, 100 * (p - half), 100 * (p + half), n / cpu);
  }
  return 0;
}
