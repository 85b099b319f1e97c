/* bench-engine.c: engine speed: games of random legal actions per second on one core, on
 * the base 4-player board and on a Seafarers map with volcano and jungle rules.
 * Target: the simulation needs at least 5,000 random-bot games/s per core. */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-bench.h"
#include "hw-test-game.h"

#include "hw-scenario-io.h"


#define TURN_LIMIT 1000

static HwAction buf[HW_GAME_MAX_ACTIONS];

static void
bench (const char *label, HwScenario *s, int players, double seconds)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, players, &error);
  HwGameState st;
  double start, elapsed;
  guint games = 0, won = 0;
  guint64 turns = 0, actions = 0;

  if (r == NULL)
    {
      g_printerr ("%s: %s\n", label, error->message);
      exit (1);
    }
  start = hw_bench_thread_seconds ();
  do
    {
      for (int i = 0; i < 100; i++, games++)
        {
          actions += hw_test_random_game (r, &st, hw_rng_derive (7, games), TURN_LIMIT, FALSE, buf);
          turns += hw_game_turn (&st);
          won += hw_game_is_over (&st);
        }
      elapsed = hw_bench_thread_seconds () - start;
    }
  while (elapsed < seconds);

  g_print ("%-44s %8.0f games/s (CPU)  %6.1f turns/game  %7.1f actions/game  %5.1f%% won  (%u games)\n",
           label, games / elapsed, (double) turns / games,
           (double) actions / games, 100.0 * won / games, games);
}

int
main (int argc, char **argv)
{
  g_autoptr (HwScenario) base = hw_test_base_scenario ();
  g_autoptr (HwScenario) sea = hw_test_sea_scenario ();
  g_autofree char *dr_path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autoptr (HwScenario) dr = NULL;
  double seconds = argc > 1 ? g_ascii_strtod (argv[1], NULL) : 3.0;
  const char *only = argc > 2 ? argv[2] : "";

  g_print ("state: %zu bytes, rules: %zu bytes\n", sizeof (HwGameState), sizeof (HwGameRules));
  if (strstr ("base", only))
    {
      bench ("base board, 4 random players", base, 4, seconds);
      bench ("base board, 3 random players", base, 3, seconds);
    }
  if (strstr ("sea", only))
    bench ("test sea map (volcano, jungle, gold), 3 players", sea, 3, seconds);

  /* The Desert Raiders map with only the volcano/jungle rules: its own module is not
   * implemented by the engine yet, so it is left out here. */
  if (g_file_test (dr_path, G_FILE_TEST_EXISTS))
    {
      g_autoptr (GError) error = NULL;
      dr = hw_scenario_load_file (dr_path, &error);
      if (dr == NULL)
        g_printerr ("%s: %s\n", dr_path, error->message);
    }
  if (dr != NULL && strstr ("dr", only))
    {
      for (guint i = 0; i < dr->modules->len; i++)
        if (g_strcmp0 (((HwModule *) g_ptr_array_index (dr->modules, i))->id, "desert-raiders") == 0)
          g_ptr_array_remove_index (dr->modules, i--);
      bench ("Desert Raiders map, volcano/jungle only, 4 players", dr, 4, seconds);
    }
  return 0;
}
