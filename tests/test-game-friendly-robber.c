/* test-game-friendly-robber.c: one test (at least) per FR-* clause of rules.md: the friendly
 * robber module (src/modules/friendly-robber/) on the base board built in code, with the base
 * rules alone as the control where the clause changes what they allow. */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-game.h"

#include <string.h>

#include "hw-fr-rules.h"

typedef HwTestFixture Fixture;

/* The base board with the friendly robber (protected-vp @n, NULL: the default). */
static HwScenario *
friendly_scenario (const char *n)
{
  HwScenario *s = hw_test_base_scenario ();

  g_ptr_array_add (s->modules, hw_module_new ("friendly-robber"));
  if (n != NULL)
    hw_test_set_param (s, "friendly-robber", "protected-vp", n);
  return s;
}

static int
setup (void **state)
{
  *state = hw_test_fixture_new (friendly_scenario (NULL), 4, 1);
  return 0;
}

static int
teardown (void **state)
{
  Fixture *f = *state;

  hw_test_assert_ok (f->r, &f->st);
  return hw_test_fixture_teardown (state);
}

/* Whether the robber may be moved onto @hex (with any victim, or none). */
static gboolean
robber_may_reach (const HwGameRules *r, const HwGameState *st, int hex)
{
  return hw_test_has_action (r, st, HW_ACTION_MOVE_ROBBER, hex, -2);
}

static gboolean
corner_of (const HwGameRules *r, int hex, int node)
{
  if (hex < 0)
    return FALSE;
  for (int k = 0; k < 6; k++)
    if (r->hex_nodes[hex][k] == node)
      return TRUE;
  return FALSE;
}

/* Puts a building of @p on a free corner of @hex that is no corner of @avoid. */
static void
place (const HwGameRules *r, HwGameState *st, int p, int hex, gboolean city, int avoid)
{
  for (int k = 0; k < 6; k++)
    {
      int node = r->hex_nodes[hex][k];

      if (hw_game_node_free (r, st, node) && !corner_of (r, avoid, node))
        {
          hw_game_put_building (r, st, p, node, city);
          return;
        }
    }
  fail_msg ("no free corner on hex %d", hex);
}

/* The position of FR-01: player 1 has one settlement (1 VP) on the hills, player 2 two cities
 * and a settlement (5 VP) on the mountains, player 3 one settlement and 3 victory point cards
 * (1 visible VP) on the forest; everybody holds cards; player 0 has rolled a 7. */
static void
fr01_position (const HwGameRules *r, HwGameState *st, int hills, int mountains, int forest)
{
  place (r, st, 2, mountains, TRUE, -1);
  place (r, st, 2, mountains, TRUE, -1);
  place (r, st, 2, mountains, FALSE, -1);
  place (r, st, 1, hills, FALSE, mountains);
  place (r, st, 3, forest, FALSE, mountains);
  st->players[3].dev[HW_DEV_VICTORY_POINT] = 3;
  st->deck_left -= 3;
  for (int p = 1; p < 4; p++)
    hw_test_give (st, p, HW_RESOURCE_WOOL, 2);
  hw_game_resolve_roll (r, st, 6, 1);
  assert_int_equal (st->phase, HW_PHASE_ROBBER);
}

/* FR-01: the robber may not go to a hex touching a player with at most 2 visible VP; victory
 * point cards in hand do not count. The base rules allow all three hexes. */
static void
test_FR_01_robber_spares_players_with_few_visible_vp (void **state)
{
  Fixture *f = *state;
  int hills = hw_test_find_hex (f->r, HW_TERRAIN_HILLS, 9);
  int mountains = hw_test_find_hex (f->r, HW_TERRAIN_MOUNTAINS, 0);
  int forest = hw_test_find_hex (f->r, HW_TERRAIN_FOREST, 0);
  g_autoptr (HwScenario) base = hw_test_base_scenario ();
  g_autoptr (HwGameRules) base_rules = hw_test_rules (base, 4);
  HwGameState plain;

  assert_true (hills >= 0 && mountains >= 0 && forest >= 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 3), 0);
  fr01_position (f->r, &f->st, hills, mountains, forest);
  assert_int_equal (hw_game_vp (f->r, &f->st, 1), 1);
  assert_int_equal (hw_game_vp (f->r, &f->st, 2), 5);
  assert_int_equal (hw_game_vp (f->r, &f->st, 3), 4);

  /* Player 1 (1 VP) and player 3 (1 visible VP, 3 hidden) are spared; player 2 is not. */
  assert_false (robber_may_reach (f->r, &f->st, hills));
  assert_false (robber_may_reach (f->r, &f->st, forest));
  assert_true (robber_may_reach (f->r, &f->st, mountains));
  assert_true (hw_fr_forbidden (f->r, &f->st, hills));
  assert_false (hw_fr_forbidden (f->r, &f->st, mountains));
  hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_ROBBER, hills, 1, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_ROBBER, forest, 3, 0);
  hw_test_do (f->r, &f->st, HW_ACTION_MOVE_ROBBER, mountains, 2, 0);
  assert_int_equal (f->st.robber_hex, mountains);
  assert_int_equal (f->st.players[2].hand[HW_RESOURCE_WOOL], 1);

  /* The same position under the base rules: every hex is open. */
  hw_test_start_empty (base_rules, &plain, 1);
  fr01_position (base_rules, &plain, hills, mountains, forest);
  assert_true (robber_may_reach (base_rules, &plain, hills));
  assert_true (robber_may_reach (base_rules, &plain, forest));
  assert_true (robber_may_reach (base_rules, &plain, mountains));
}

/* FR-01 `protected-vp`: 0 spares nobody with a building; 5 spares player 2 too. */
static void
test_FR_01_protected_vp_param (void **state)
{
  for (int i = 0; i < 2; i++)
    {
      g_autoptr (HwScenario) s = friendly_scenario (i == 0 ? "0" : "5");
      g_autoptr (HwGameRules) r = hw_test_rules (s, 4);
      int hills = hw_test_find_hex (r, HW_TERRAIN_HILLS, 9);
      int mountains = hw_test_find_hex (r, HW_TERRAIN_MOUNTAINS, 0);
      int forest = hw_test_find_hex (r, HW_TERRAIN_FOREST, 0);
      HwGameState st;

      hw_test_start_empty (r, &st, 1);
      fr01_position (r, &st, hills, mountains, forest);
      assert_true (robber_may_reach (r, &st, hills) == (i == 0));
      assert_true (robber_may_reach (r, &st, forest) == (i == 0));
      assert_true (robber_may_reach (r, &st, mountains) == (i == 0));
      hw_test_assert_ok (r, &st);
    }
  (void) state;
}

/* Buildings of seats 0..3 in turn, apart by the distance rule, touching every land hex but
 * @spare; returns how many land hexes but @spare are left untouched. */
static int
cover_the_land (const HwGameRules *r, HwGameState *st, int spare)
{
  guint64 touched[HW_GAME_HEX_WORDS] = { 0 };
  int seat = 0, left = 0;

  for (;;)
    {
      int best = -1, best_gain = 0;

      for (int node = 0; node < r->n_nodes; node++)
        {
          int gain = 0;

          if (!hw_game_node_free (r, st, node))
            continue;
          for (int k = 0; k < 3; k++)
            {
              int h = r->node_hexes[node][k];
              if (h >= 0 && h != spare && r->hex_island[h] >= 0 && !hw_bit_get (touched, h))
                gain++;
            }
          if (gain > best_gain)
            best = node, best_gain = gain;
        }
      if (best < 0)
        break;
      hw_game_put_building (r, st, seat, best, FALSE);
      seat = (seat + 1) % 4;
      for (int k = 0; k < 3; k++)
        if (r->node_hexes[best][k] >= 0)
          hw_bit_set (touched, r->node_hexes[best][k]);
    }
  for (int h = 0; h < r->n_hexes; h++)
    if (h != spare && r->hex_island[h] >= 0 && !hw_bit_get (touched, h))
      left++;
  return left;
}

/* FR-02: when every other land hex touches a protected player, a 7 leaves the robber in the
 * desert and nobody is robbed; a Knight sends it back to the desert from elsewhere. */
static void
test_FR_02_no_legal_hex_leaves_the_robber_in_the_desert (void **state)
{
  g_autoptr (HwScenario) s = friendly_scenario ("20");
  g_autoptr (HwGameRules) r = hw_test_rules (s, 4);
  g_autoptr (HwScenario) base = hw_test_base_scenario ();
  g_autoptr (HwGameRules) base_rules = hw_test_rules (base, 4);
  int desert = hw_test_find_hex (r, HW_TERRAIN_DESERT, 0);
  int hills = hw_test_find_hex (r, HW_TERRAIN_HILLS, 9);
  HwAction buf[HW_GAME_MAX_ACTIONS];
  HwGameState st, plain;
  guint n;

  hw_test_start_empty (r, &st, 3);
  assert_int_equal (st.robber_hex, desert);
  assert_int_equal (cover_the_land (r, &st, desert), 0);
  for (int p = 0; p < 4; p++)
    hw_test_give (&st, p, HW_RESOURCE_GRAIN, 2);
  memcpy (&plain, &st, sizeof plain);

  /* A 7: the only action leaves the robber where it is, robbing nobody. */
  hw_game_resolve_roll (r, &st, 6, 1);
  assert_int_equal (st.phase, HW_PHASE_ROBBER);
  n = hw_game_legal_actions (r, &st, buf, G_N_ELEMENTS (buf));
  assert_int_equal (n, 1);
  assert_int_equal (buf[0].type, HW_ACTION_MOVE_ROBBER);
  assert_int_equal (buf[0].a, desert);
  assert_int_equal (buf[0].b, -1);
  hw_test_refused (r, &st, HW_ACTION_MOVE_ROBBER, hills, -1, 0);
  hw_test_do (r, &st, HW_ACTION_MOVE_ROBBER, desert, -1, 0);
  assert_int_equal (st.robber_hex, desert);
  assert_int_equal (st.phase, HW_PHASE_MAIN);
  for (int p = 0; p < 4; p++)
    assert_int_equal (hw_game_hand_size (&st, p), 2);
  hw_test_assert_ok (r, &st);

  /* A Knight with the robber elsewhere: back to the desert. */
  st.robber_hex = (gint16) hills;
  st.players[0].dev[HW_DEV_KNIGHT] = 1;
  st.deck_left--;
  hw_test_do (r, &st, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
  assert_int_equal (st.phase, HW_PHASE_ROBBER);
  n = hw_game_legal_actions (r, &st, buf, G_N_ELEMENTS (buf));
  assert_int_equal (n, 1);
  assert_int_equal (buf[0].a, desert);
  hw_test_do (r, &st, HW_ACTION_MOVE_ROBBER, desert, -1, 0);
  assert_int_equal (st.robber_hex, desert);
  assert_int_equal (hw_game_hand_size (&st, 0), 2);
  hw_test_assert_ok (r, &st);

  /* The base rules in the same position: the robber must leave the desert. */
  hw_game_resolve_roll (base_rules, &plain, 6, 1);
  assert_false (hw_test_has_action (base_rules, &plain, HW_ACTION_MOVE_ROBBER, desert, -2));
  assert_true (hw_game_legal_actions (base_rules, &plain, buf, G_N_ELEMENTS (buf)) > 1);
  (void) state;
}

/* FR-03: the friendly robber does not combine with a module that replaces or removes the
 * robber; the engine refuses the scenario naming both modules. */
static void
test_FR_03_robber_modules_do_not_combine (void **state)
{
  static const char *const others[] = { "robin-hood", "barbarian-attack", "desert-raiders" };

  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      g_autoptr (HwScenario) s = friendly_scenario (NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (HwGameRules) r = NULL;

      g_ptr_array_add (s->modules, hw_module_new (others[i]));
      r = hw_game_rules_new (s, NULL, strcmp (others[i], "robin-hood") == 0 ? 1 : 4, &error);
      assert_null (r);
      g_assert_error (error, HW_GAME_ERROR, HW_GAME_ERROR_MODULE_CONFLICT);
      assert_non_null (strstr (error->message, "friendly-robber"));
      assert_non_null (strstr (error->message, others[i]));
    }
  (void) state;
}

/* Random games with the module finish and keep every invariant. */
static void
test_FR_games_finish (void **state)
{
  g_autoptr (HwScenario) s = friendly_scenario (NULL);
  g_autoptr (HwGameRules) r = hw_test_rules (s, 4);
  static HwAction buf[HW_GAME_MAX_ACTIONS];
  int over = 0;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      HwGameState st;

      hw_test_random_game (r, &st, seed, 3000, TRUE, buf);
      if (hw_game_is_over (&st))
        over++;
    }
  assert_true (over >= 30);
  (void) state;
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown (test_FR_01_robber_spares_players_with_few_visible_vp, setup, teardown),
    cmocka_unit_test (test_FR_01_protected_vp_param),
    cmocka_unit_test (test_FR_02_no_legal_hex_leaves_the_robber_in_the_desert),
    cmocka_unit_test (test_FR_03_robber_modules_do_not_combine),
    cmocka_unit_test (test_FR_games_finish),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
