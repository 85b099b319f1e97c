/* test-game-modules.c: rule modules together (hw-rule-module.h): the Harbormaster's clauses
 * (HM-*, src/modules/harbormaster/), and tests/data/friendly-harbormaster.xml, the base game
 * with the friendly robber and the Harbormaster combined, played to a finish by greedy and
 * random bots with every invariant checked after every action. */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-game.h"

#include <string.h>

#include "hw-bot.h"
#include "hw-hm-rules.h"
#include "hw-sim.h"
#include "hw-validate.h"

typedef HwTestFixture Fixture;

static int
setup (void **state)
{
  HwScenario *s = hw_test_base_scenario ();

  g_ptr_array_add (s->modules, hw_module_new ("harbormaster"));
  *state = hw_test_fixture_new (s, 4, 1);
  ((Fixture *) *state)->st.phase = HW_PHASE_MAIN;
  return 0;
}

static int
teardown (void **state)
{
  Fixture *f = *state;

  hw_test_assert_ok (f->r, &f->st);
  return hw_test_fixture_teardown (state);
}

/* Harbor nodes of the board apart by the distance rule, at most @max; returns how many. */
static int
harbor_nodes (const HwGameRules *r, int *out, int max)
{
  int n = 0;

  for (int node = 0; node < r->n_nodes && n < max; node++)
    {
      gboolean near = FALSE;

      if (r->node_harbors[node] == 0)
        continue;
      for (int i = 0; i < n; i++)
        for (int k = 0; k < 3; k++)
          if (r->node_nodes[node][k] == out[i])
            near = TRUE;
      if (!near)
        out[n++] = node;
    }
  return n;
}

/* An action of player 0 in the main phase, so that the modules' after hooks run: a bank
 * trade, and back to the main phase of player 0. */
static void
any_action (Fixture *f)
{
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 4);
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_BANK, HW_RESOURCE_BRICK, HW_RESOURCE_WOOL, 4);
}

/* HM-01: 1 harbor point per settlement and 2 per city on a harbor node; none elsewhere. */
static void
test_HM_01_harbor_points (void **state)
{
  Fixture *f = *state;
  int nodes[9], inland = -1;

  assert_true (harbor_nodes (f->r, nodes, 9) >= 6);
  for (int node = 0; node < f->r->n_nodes && inland < 0; node++)
    if ((f->r->node_flags[node] & HW_NODE_LAND) && f->r->node_harbors[node] == 0 &&
        hw_game_node_free (f->r, &f->st, node))
      {
        gboolean near = FALSE;
        for (int i = 0; i < 2; i++)
          for (int k = 0; k < 3; k++)
            near |= f->r->node_nodes[node][k] == nodes[i];
        if (!near && node != nodes[0] && node != nodes[1])
          inland = node;
      }
  hw_game_put_building (f->r, &f->st, 1, nodes[0], FALSE);
  hw_game_put_building (f->r, &f->st, 1, nodes[1], TRUE);
  hw_game_put_building (f->r, &f->st, 1, inland, TRUE);
  assert_int_equal (hw_hm_points (f->r, &f->st, 1), 3);
  assert_int_equal (hw_hm_points (f->r, &f->st, 2), 0);
  any_action (f);
}

/* HM-02, HM-03: at 3 points the first leader holds the Harbormaster and its 2 VP; a tie
 * keeps it, strictly more takes it. The base rules give nothing for harbors. */
static void
test_HM_02_harbormaster_held_like_longest_road (void **state)
{
  Fixture *f = *state;
  g_autoptr (HwScenario) base = hw_test_base_scenario ();
  g_autoptr (HwGameRules) base_rules = hw_test_rules (base, 4);
  int nodes[9];

  assert_true (harbor_nodes (f->r, nodes, 9) >= 6);
  hw_game_put_building (f->r, &f->st, 1, nodes[0], FALSE);
  hw_game_put_building (f->r, &f->st, 1, nodes[1], FALSE);
  any_action (f);
  assert_int_equal (hw_hm_holder (f->r, &f->st), -1);   /* 2 points: not yet */
  hw_game_put_building (f->r, &f->st, 1, nodes[2], FALSE);
  any_action (f);
  assert_int_equal (hw_hm_holder (f->r, &f->st), 1);
  assert_int_equal (hw_game_vp (f->r, &f->st, 1), 3 + 2);
  assert_int_equal (hw_game_vp (base_rules, &f->st, 1), 3);

  /* Player 2 ties with 3: the holder keeps it. */
  hw_game_put_building (f->r, &f->st, 2, nodes[3], FALSE);
  hw_game_put_building (f->r, &f->st, 2, nodes[4], TRUE);
  any_action (f);
  assert_int_equal (hw_hm_holder (f->r, &f->st), 1);
  assert_int_equal (hw_game_vp (f->r, &f->st, 2), 3);

  /* 4 points take it. */
  hw_game_put_building (f->r, &f->st, 2, nodes[5], FALSE);
  any_action (f);
  assert_int_equal (hw_hm_holder (f->r, &f->st), 2);
  assert_int_equal (hw_game_vp (f->r, &f->st, 2), 4 + 2);
  assert_int_equal (hw_game_vp (f->r, &f->st, 1), 3);
}

/* A free land corner off the harbors, apart from every building. */
static int
inland_node (const HwGameRules *r, const HwGameState *st)
{
  for (int node = 0; node < r->n_nodes; node++)
    if ((r->node_flags[node] & HW_NODE_LAND) && r->node_harbors[node] == 0 &&
        hw_game_node_free (r, st, node))
      return node;
  return -1;
}

/* HM-03: the Harbormaster's 2 VP count for the win on the holder's own turn: a city that
 * brings player 0 to 9 VP wins with them; the base rules play on. */
static void
test_HM_03_harbormaster_vp_win (void **state)
{
  Fixture *f = *state;
  g_autoptr (HwScenario) base = hw_test_base_scenario ();
  g_autoptr (HwGameRules) base_rules = hw_test_rules (base, 4);
  HwGameState plain;
  int nodes[9], c;

  assert_true (harbor_nodes (f->r, nodes, 9) >= 2);
  hw_game_put_building (f->r, &f->st, 0, nodes[0], TRUE);
  hw_game_put_building (f->r, &f->st, 0, nodes[1], FALSE);
  hw_game_put_building (f->r, &f->st, 0, inland_node (f->r, &f->st), TRUE);
  hw_game_put_building (f->r, &f->st, 0, inland_node (f->r, &f->st), TRUE);
  c = inland_node (f->r, &f->st);
  hw_game_put_building (f->r, &f->st, 0, c, FALSE);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 8);
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 3);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 2);
  memcpy (&plain, &f->st, sizeof plain);

  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_CITY, c, 0, 0);
  assert_int_equal (hw_hm_holder (f->r, &f->st), 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 9 + 2);
  assert_true (hw_game_is_over (&f->st));
  assert_int_equal (hw_game_winner (&f->st), 0);

  hw_test_do (base_rules, &plain, HW_ACTION_BUILD_CITY, c, 0, 0);
  assert_int_equal (hw_game_vp (base_rules, &plain, 0), 9);
  assert_false (hw_game_is_over (&plain));
}

/* HM-02 `harbormaster-points`: with 5 needed, 3 points hold nothing. */
static void
test_HM_02_points_param (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (HwGameRules) r = NULL;
  HwGameState st;
  int nodes[9];

  hw_test_set_param (s, "harbormaster", "harbormaster-points", "5");
  r = hw_test_rules (s, 4);
  hw_test_start_empty (r, &st, 1);
  st.phase = HW_PHASE_MAIN;
  assert_true (harbor_nodes (r, nodes, 9) >= 3);
  for (int i = 0; i < 3; i++)
    hw_game_put_building (r, &st, 1, nodes[i], FALSE);
  hw_test_give (&st, 0, HW_RESOURCE_BRICK, 4);
  hw_test_do (r, &st, HW_ACTION_TRADE_BANK, HW_RESOURCE_BRICK, HW_RESOURCE_WOOL, 4);
  assert_int_equal (hw_hm_holder (r, &st), -1);
  hw_test_assert_ok (r, &st);
  (void) state;
}

/* The shipped combination: both modules in the rules, in file order; the validator finds
 * nothing wrong; greedy and random bots finish every game, invariants checked throughout. */
static void
test_modules_combined_play_to_a_finish (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "friendly-harbormaster.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (HwScenario) s = hw_scenario_load_file (path, &error);
  static const char *const kinds[] = { "greedy", "random" };

  g_assert_no_error (error);
  {
    g_autoptr (GPtrArray) d = hw_validate_scenario (s, 0);
    guint errors = 0, warnings = 0;

    hw_diagnostics_count (d, &errors, &warnings);
    assert_int_equal (errors, 0);
  }
  for (int players = 3; players <= 4; players++)
    {
      g_autoptr (HwGameRules) r = hw_test_rules (s, players);
      static HwAction buf[HW_GAME_MAX_ACTIONS];
      int harbormasters = 0;

      assert_int_equal (r->n_modules, 2);
      assert_string_equal (r->modules[0].module->id, "friendly-robber");
      assert_string_equal (r->modules[1].module->id, "harbormaster");
      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          const HwBotInfo *bots[HW_SIM_MAX_SEATS];

          for (int p = 0; p < players; p++)
            bots[p] = hw_bot_lookup (kinds[k]);
          for (guint g = 0; g < 12; g++)
            {
              HwSimGameRecord rec;
              HwGameState st;
              g_autofree char *message = NULL;

              hw_sim_play_game (r, &st, buf, bots, NULL, NULL, hw_rng_derive (11, g), 1000,
                                HW_SIM_CHECK_EVERY, &rec, NULL, &message);
              if (message != NULL)
                fail_msg ("%s, %d players, game %u: %s", kinds[k], players, g, message);
              assert_true (hw_game_is_over (&st));
              assert_true (rec.winner >= 0);
              assert_true (hw_game_vp (r, &st, hw_game_winner (&st)) >= r->victory_points);
              if (hw_hm_holder (r, &st) >= 0)
                harbormasters++;
            }
        }
      /* The harbors are worth something in some of these games. */
      assert_true (harbormasters > 0);
    }
  (void) state;
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown (test_HM_01_harbor_points, setup, teardown),
    cmocka_unit_test_setup_teardown (test_HM_02_harbormaster_held_like_longest_road, setup, teardown),
    cmocka_unit_test (test_HM_02_points_param),
    cmocka_unit_test_setup_teardown (test_HM_03_harbormaster_vp_win, setup, teardown),
    cmocka_unit_test (test_modules_combined_play_to_a_finish),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
