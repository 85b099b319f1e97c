/* bench-sim.c: simulation speed through hw_sim_run, bots included.
 *
 * Targets (issue 6): on the base 4-player board at least 5,000 games/s per core with four
 * random bots and 1,000 games/s with four greedy bots; near-linear scaling to 2 threads.
 * Also a Seafarers map in the style of The Desert Raiders played with the volcano and jungle
 * rules only (the raiders module is a separate engine hook). Prints the average game length
 * with each bot mix. Per-core rates use the process's CPU time so that a busy machine does
 * not distort them; the scaling line compares wall-clock rates.
 */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-bench.h"


#include "hw-scenario-io.h"
#include "hw-sim.h"
#include "sim-boards.h"

#define TURN_LIMIT 1000

typedef struct
{
  double   cpu_rate;
  double   wall_rate;
} Rates;

static Rates
bench (const char *label,
       HwScenario *scenario,
       int         players,
       const char *first,
       const char *rest,
       guint       threads,
       double      seconds)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwGameRules) rules = hw_game_rules_new (scenario, NULL, players, &error);
  const HwVariant *variant = hw_scenario_find_variant (scenario, players);
  HwSimConfig config;
  guint64 games = 0, won = 0, limited = 0, turns_won = 0, actions = 0;
  double cpu = 0.0, wall = 0.0;
  Rates rates = { 0, 0 };

  if (rules == NULL)
    {
      g_print ("%-46s refused: %s\n", label, error->message);
      return rates;
    }
  hw_sim_config_init (&config);
  config.n_seats = (guint) players;
  for (int s = 0; s < players; s++)
    config.bots[s] = hw_bot_lookup (s == 0 ? first : rest);
  config.rotate_seats = TRUE;
  config.turn_limit = TURN_LIMIT;
  config.n_threads = threads;
  config.n_games = 200;

  /* Grow the batch until it runs long enough to measure. */
  while (cpu < seconds)
    {
      g_autoptr(HwSimResult) result = NULL;
      double c0 = hw_bench_process_seconds ();

      config.seed++;
      result = hw_sim_run (scenario, variant, rules, &config, &error);
      g_assert_no_error (error);
      cpu += hw_bench_process_seconds () - c0;
      wall += result->seconds;
      games += hw_sim_stats_games (result->stats);
      won += hw_sim_stats_finished (result->stats);
      limited += hw_sim_stats_turn_limited (result->stats);
      turns_won += (guint64) (hw_sim_stats_mean_turns (result->stats) * (double) hw_sim_stats_finished (result->stats) + 0.5);
      {
        g_autoptr(JsonNode) root = hw_sim_stats_to_json (result->stats);
        actions += (guint64) json_object_get_int_member (json_node_get_object (root), "actions");
      }
      if (hw_sim_stats_errors (result->stats) > 0)
        g_print ("%s: %s\n", label, result->first_error);
      config.n_games = MIN (config.n_games * 2, 20000);
    }

  rates.cpu_rate = (double) games / cpu * threads;
  rates.wall_rate = (double) games / wall;
  g_print ("%-46s %8.0f games/s per core  %8.0f games/s wall  %6.1f turns/game won  "
           "%6.0f actions/game  %5.1f%% won  %4.1f%% at limit  (%" G_GUINT64_FORMAT " games, %u thread%s)\n",
           label, (double) games / cpu, rates.wall_rate,
           won ? (double) turns_won / (double) won : 0.0, (double) actions / (double) games,
           100.0 * (double) won / (double) games, 100.0 * (double) limited / (double) games,
           games, threads, threads > 1 ? "s" : "");
  return rates;
}

/* The Desert Raiders map with only the rules the engine has (see sim-boards.h); falls back to
 * a small islands map built in code. */
static HwScenario *
raiders_style_scenario (void)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autoptr(GError) error = NULL;
  HwScenario *scenario = sim_scenario_load_core_rules (path, &error);

  if (scenario == NULL)
    {
      g_print ("(%s; using the islands map built in code)\n", error->message);
      return sim_scenario_islands ();
    }
  return scenario;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(HwScenario) base = sim_scenario_base ();
  g_autoptr(HwScenario) raiders = raiders_style_scenario ();
  g_autofree char *dr_path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autoptr(HwScenario) dr = hw_scenario_load_file (dr_path, NULL);
  g_autofree char *ba_path = hw_test_source_path ("scenarios", "barbarian-attack.xml", NULL);
  g_autoptr(HwScenario) ba = hw_scenario_load_file (ba_path, NULL);
  Rates one, two;

  g_print ("Simulation (hw_sim_run, bots included), turn limit %d, seats rotated\n", TURN_LIMIT);
  bench ("base, 4 random", base, 4, "random", "random", 1, 3.0);
  bench ("base, 4 greedy", base, 4, "greedy", "greedy", 1, 3.0);
  bench ("base, 1 greedy + 3 random", base, 4, "greedy", "random", 1, 2.0);
  bench ("raiders map (sea/volcano/jungle), 4 random", raiders, 4, "random", "random", 1, 2.0);
  bench ("raiders map (sea/volcano/jungle), 4 greedy", raiders, 4, "greedy", "greedy", 1, 2.0);
  /* The whole scenario, DR-* rules included. */
  if (dr != NULL)
    {
      bench ("The Desert Raiders, 4 greedy", dr, 4, "greedy", "greedy", 1, 2.0);
      bench ("The Desert Raiders, 6 greedy", dr, 6, "greedy", "greedy", 1, 2.0);
      bench ("The Desert Raiders, 4 random", dr, 4, "random", "random", 1, 2.0);
    }
  /* Barbarian Attack with its own rules (BA-*), issue 14's other scenario target. */
  if (ba != NULL)
    {
      bench ("Barbarian Attack, 4 greedy", ba, 4, "greedy", "greedy", 1, 2.0);
      bench ("Barbarian Attack, 4 random", ba, 4, "random", "random", 1, 2.0);
    }

  one = bench ("scaling: base, 4 random", base, 4, "random", "random", 1, 2.0);
  two = bench ("scaling: base, 4 random", base, 4, "random", "random", 2, 4.0);
  if (one.wall_rate > 0)
    g_print ("scaling to 2 threads: %.2fx wall-clock (%u processors online)\n",
             two.wall_rate / one.wall_rate, g_get_num_processors ());
  return 0;
}
