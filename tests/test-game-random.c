/* test-game-random.c: property tests: thousands of games of random legal actions keep every
 * invariant after every action and end by a win or the turn limit; games replay from seeds. */
#include "hw-test.h"
#include "hw-test-game.h"

#define TURN_LIMIT 500

static HwAction buf[HW_GAME_MAX_ACTIONS];

static void
play_many (HwScenario *s, int players, guint games)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, players, &error);
  HwGameState st;
  guint won = 0;

  assert_non_null (r);
  for (guint i = 0; i < games; i++)
    {
      hw_test_random_game (r, &st, hw_rng_derive (42, i), TURN_LIMIT, TRUE, buf);
      /* Every game ends by a win or the turn limit. */
      assert_true (hw_game_is_over (&st) || hw_game_turn (&st) > TURN_LIMIT);
      if (hw_game_is_over (&st))
        {
          won++;
          assert_true (hw_game_winner (&st) >= 0);
          assert_true (hw_game_vp (r, &st, hw_game_winner (&st)) >= r->victory_points);
        }
    }
  /* Random players do finish most games. */
  assert_true (won > games / 2);
}

static void
test_property_base_random_games (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();

  play_many (s, 4, 1000);
  play_many (s, 3, 300);
}

static void
test_property_sea_random_games (void **state)
{
  g_autoptr (HwScenario) s = hw_test_sea_scenario ();

  s->victory_points = 8;
  play_many (s, 2, 500);
  play_many (s, 3, 300);
}

static void
test_property_replay_from_seed (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, 4, NULL);
  HwGameState a, b;

  for (guint64 seed = 1; seed <= 20; seed++)
    {
      hw_test_random_game (r, &a, seed, TURN_LIMIT, FALSE, buf);
      hw_test_random_game (r, &b, seed, TURN_LIMIT, FALSE, buf);
      assert_memory_equal (&a, &b, sizeof a);
    }
  hw_test_random_game (r, &b, 21, TURN_LIMIT, FALSE, buf);
  assert_true (memcmp (&a, &b, sizeof a) != 0);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_property_base_random_games),
    cmocka_unit_test (test_property_sea_random_games),
    cmocka_unit_test (test_property_replay_from_seed),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
