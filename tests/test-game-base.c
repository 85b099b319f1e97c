/* test-game-base.c: one test (at least) per BASE-* clause of rules.md, on a base board
 * built in code; each sets up a position and checks the rule through the legal actions and
 * hw_game_apply(). Also: scenarios using modules the engine lacks are refused. */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-game.h"

#include <string.h>

#include "hw-game-places.h"
#include "hw-scenario-io.h"

typedef HwTestFixture Fixture;

static int
setup4 (void **state)
{
  *state = hw_test_fixture_new (hw_test_base_scenario (), 4, 1);
  return 0;
}

/* Every test leaves a game that keeps the invariants. */
static int
teardown (void **state)
{
  Fixture *f = *state;

  hw_test_assert_ok (f->r, &f->st);
  return hw_test_fixture_teardown (state);
}

/* A settlement of @p on @node with a road on the edge toward its first neighbour; returns
 * the node two steps away along a second road, free to settle, or -1. */
static int
settle_with_roads (Fixture *f, int p, int node)
{
  const HwGameRules *r = f->r;

  hw_game_put_building (r, &f->st, p, node, FALSE);
  for (int k = 0; k < 3; k++)
    {
      int e1 = r->node_edges[node][k];
      int n1;
      if (e1 < 0 || !(r->edge_flags[e1] & HW_EDGE_ROAD))
        continue;
      n1 = hw_test_other_end (r, e1, node);
      for (int j = 0; j < 3; j++)
        {
          int e2 = r->node_edges[n1][j];
          int n2;
          if (e2 < 0 || e2 == e1 || !(r->edge_flags[e2] & HW_EDGE_ROAD))
            continue;
          n2 = hw_test_other_end (r, e2, n1);
          if (hw_game_can_settle (r, &f->st, p, n2, TRUE))
            {
              hw_game_put_route_piece (r, &f->st, p, e1, FALSE);
              hw_game_put_route_piece (r, &f->st, p, e2, FALSE);
              return n2;
            }
        }
    }
  return -1;
}

static void
give_settlement_cost (HwGameState *st, int p)
{
  hw_test_give (st, p, HW_RESOURCE_BRICK, 1);
  hw_test_give (st, p, HW_RESOURCE_LUMBER, 1);
  hw_test_give (st, p, HW_RESOURCE_WOOL, 1);
  hw_test_give (st, p, HW_RESOURCE_GRAIN, 1);
}

/* ---- BASE-PIECES ---------------------------------------------------------------------- */

static void
test_BASE_PIECES_limits_and_points (void **state)
{
  Fixture *f = *state;
  int mountains = hw_test_find_hex (f->r, HW_TERRAIN_MOUNTAINS, 4);
  int home = f->r->hex_nodes[mountains][0];
  int target = settle_with_roads (f, 0, home);

  assert_true (target >= 0);
  f->st.phase = HW_PHASE_MAIN;
  give_settlement_cost (&f->st, 0);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_SETTLEMENT, target, -2));
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 1);

  /* Four more settlements: all five pieces are on the board. */
  assert_int_equal (hw_test_spread (f->r, &f->st, 0, 4, target), 4);
  assert_int_equal (f->st.players[0].settlements_left, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 5);
  hw_test_refused (f->r, &f->st, HW_ACTION_BUILD_SETTLEMENT, target, 0, 0);

  /* A city is 2 VP and returns its settlement piece, which can be built again. */
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 3);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 2);
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_CITY, home, 0, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 6);
  assert_int_equal (f->st.players[0].cities_left, 3);
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_SETTLEMENT, target, 0, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 7);

  /* 15 roads: with all of them on the board none is offered. */
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_ROAD, -2, -2));
  for (int e = 0; e < f->r->n_edges && f->st.players[0].roads_left > 0; e++)
    if (f->st.edge_owner[e] == 0 && (f->r->edge_flags[e] & HW_EDGE_ROAD) &&
        f->st.node_owner[f->r->edge_nodes[e][0]] == 0 && f->st.node_owner[f->r->edge_nodes[e][1]] == 0)
      hw_game_put_route_piece (f->r, &f->st, 0, e, FALSE);
  assert_int_equal (f->st.players[0].roads_left, 0);
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_ROAD, -2, -2));
}

static void
test_BASE_PIECES_win_on_own_turn (void **state)
{
  Fixture *f = *state;

  /* Player 1 reaches 10 VP (5 settlements, 5 VP cards) during player 0's turn. */
  assert_int_equal (hw_test_spread (f->r, &f->st, 1, 5, -1), 5);
  f->st.deck_left -= 5;
  f->st.players[1].dev[HW_DEV_VICTORY_POINT] = 5;
  f->st.phase = HW_PHASE_MAIN;
  hw_game_check_win (f->r, &f->st);
  assert_false (hw_game_is_over (&f->st));
  assert_int_equal (hw_game_winner (&f->st), -1);

  /* It wins when its own turn comes. */
  hw_test_do (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
  assert_true (hw_game_is_over (&f->st));
  assert_int_equal (hw_game_winner (&f->st), 1);
  assert_int_equal (hw_game_legal_actions (f->r, &f->st, NULL, 0), 0);
}

static void
test_BASE_PIECES_target_from_scenario (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (HwGameRules) r = NULL;
  HwGameState st;

  s->victory_points = 12;
  r = hw_game_rules_new (s, NULL, 3, NULL);
  assert_int_equal (r->victory_points, 12);
  hw_test_start_empty (r, &st, 3);
  hw_test_spread (r, &st, 0, 5, -1);
  st.deck_left -= 6;
  st.players[0].dev[HW_DEV_VICTORY_POINT] = 6;
  st.phase = HW_PHASE_MAIN;
  hw_game_check_win (r, &st);
  assert_false (hw_game_is_over (&st));   /* 11 of 12 */
  st.deck_left--;
  st.players[0].dev[HW_DEV_VICTORY_POINT]++;
  hw_game_check_win (r, &st);
  assert_true (hw_game_is_over (&st));
  assert_int_equal (hw_game_winner (&st), 0);
}

/* ---- BASE-SETUP ----------------------------------------------------------------------- */

static void
test_BASE_SETUP_01_snake_draft (void **state)
{
  Fixture *f = *state;
  static const int order[8] = { 0, 1, 2, 3, 3, 2, 1, 0 };
  HwAction buf[HW_GAME_MAX_ACTIONS];

  hw_game_init (&f->st, f->r, 5);
  for (int i = 0; i < 8; i++)
    {
      guint n;
      int node;

      assert_int_equal (f->st.phase, HW_PHASE_SETUP_SETTLEMENT);
      assert_int_equal (hw_game_to_move (&f->st), order[i]);
      n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
      assert_true (n > 0);
      /* Only settlements, never next to another building (distance rule). */
      for (guint k = 0; k < n; k++)
        {
          assert_int_equal (buf[k].type, HW_ACTION_PLACE_SETTLEMENT);
          for (int j = 0; j < 3; j++)
            {
              int m = f->r->node_nodes[buf[k].a][j];
              assert_true (m < 0 || f->st.node_owner[m] == 0);
            }
        }
      node = buf[n / 2].a;
      hw_test_do (f->r, &f->st, HW_ACTION_PLACE_SETTLEMENT, node, -2, 0);
      assert_int_equal (f->st.node_owner[node], order[i] + 1);

      /* Then an adjacent road, and nothing else. */
      assert_int_equal (f->st.phase, HW_PHASE_SETUP_ROAD);
      assert_int_equal (hw_game_to_move (&f->st), order[i]);
      n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
      assert_true (n > 0);
      for (guint k = 0; k < n; k++)
        {
          assert_int_equal (buf[k].type, HW_ACTION_PLACE_ROAD);
          assert_true (f->r->edge_nodes[buf[k].a][0] == node || f->r->edge_nodes[buf[k].a][1] == node);
        }
      hw_test_do (f->r, &f->st, HW_ACTION_PLACE_ROAD, buf[0].a, -2, 0);
    }
  assert_int_equal (f->st.phase, HW_PHASE_ROLL);
  assert_int_equal (hw_game_to_move (&f->st), 0);
  assert_int_equal (hw_game_turn (&f->st), 1);
  for (int p = 0; p < 4; p++)
    {
      assert_int_equal (f->st.players[p].settlements_left, 3);
      assert_int_equal (f->st.players[p].roads_left, 13);
    }
}

static void
test_BASE_SETUP_02_second_settlement_resources (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];

  hw_game_init (&f->st, f->r, 9);
  for (int i = 0; i < 8; i++)
    {
      int p = hw_game_to_move (&f->st);
      int before = hw_test_total_cards (&f->st, p);
      int expect = 0;
      guint n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
      int node = buf[(i * 7) % n].a;
      gint16 hand[HW_N_RESOURCES];

      memcpy (hand, f->st.players[p].hand, sizeof hand);
      for (int k = 0; k < 3; k++)
        {
          int h = f->r->node_hexes[node][k];
          if (h >= 0 && f->r->hex_resource[h] >= 0)
            expect++;
        }
      hw_test_do (f->r, &f->st, HW_ACTION_PLACE_SETTLEMENT, node, -2, 0);
      if (i < 4)
        assert_int_equal (hw_test_total_cards (&f->st, p), before);
      else
        {
          assert_int_equal (hw_test_total_cards (&f->st, p), before + expect);
          for (int k = 0; k < 3; k++)
            {
              int h = f->r->node_hexes[node][k];
              if (h >= 0 && f->r->hex_resource[h] >= 0)
                assert_true (f->st.players[p].hand[f->r->hex_resource[h]] > hand[f->r->hex_resource[h]]);
            }
        }
      n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
      hw_test_do (f->r, &f->st, buf[0].type, buf[0].a, -2, 0);
    }
}

/* ---- BASE-TURN ------------------------------------------------------------------------ */

/* BASE-PIECES-02: the pieces come from the base parameters (and Seafarers' ships); the
 * last piece placed ends what can be built. */
static void
test_BASE_PIECES_02_counts_from_params (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (HwGameRules) r = NULL;
  HwGameState st;
  int forest;
  int next;

  (void) state;
  hw_test_set_param (s, "base", "roads", "3");
  hw_test_set_param (s, "base", "settlements", "2");
  hw_test_set_param (s, "base", "cities", "1");
  r = hw_test_rules (s, 4);
  assert_int_equal (r->max_roads, 3);
  assert_int_equal (r->max_settlements, 2);
  assert_int_equal (r->max_cities, 1);
  assert_int_equal (r->max_ships, 0);
  hw_test_start_empty (r, &st, 3);
  assert_int_equal (st.players[2].roads_left, 3);
  assert_int_equal (st.players[2].settlements_left, 2);
  assert_int_equal (st.players[2].cities_left, 1);

  /* Two settlements on the board and none left: a third is never listed. */
  forest = hw_test_find_hex (r, HW_TERRAIN_FOREST, 6);
  {
    Fixture f2 = { .s = NULL, .r = r };
    memcpy (&f2.st, &st, sizeof st);
    next = settle_with_roads (&f2, 0, r->hex_nodes[forest][0]);
    memcpy (&st, &f2.st, sizeof st);
  }
  assert_true (next >= 0);
  hw_game_put_building (r, &st, 0, next, FALSE);
  assert_int_equal (st.players[0].settlements_left, 0);
  assert_int_equal (st.players[0].roads_left, 1);
  st.phase = HW_PHASE_MAIN;
  give_settlement_cost (&st, 0);
  assert_false (hw_test_has_action (r, &st, HW_ACTION_BUILD_SETTLEMENT, -2, -2));
  hw_test_give (&st, 0, HW_RESOURCE_ORE, 6);
  hw_test_give (&st, 0, HW_RESOURCE_GRAIN, 4);
  hw_test_do (r, &st, HW_ACTION_BUILD_CITY, next, 0, 0);
  /* One city only; the settlement it replaced came back. */
  assert_int_equal (st.players[0].settlements_left, 1);
  assert_false (hw_test_has_action (r, &st, HW_ACTION_BUILD_CITY, -2, -2));
  hw_test_assert_ok (r, &st);
}

/* BASE-PIECES-02: a supply that cannot cover the setup is refused, naming the clause. */
static void
test_BASE_PIECES_02_supply_must_cover_setup (void **state)
{
  static const struct { const char *module, *name, *value; } cases[] = {
    { "base", "settlements", "1" },
    { "base", "roads", "1" },
  };

  (void) state;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (HwScenario) s = hw_test_base_scenario ();
      g_autoptr (GError) error = NULL;
      g_autoptr (HwGameRules) r = NULL;

      hw_test_set_param (s, cases[i].module, cases[i].name, cases[i].value);
      r = hw_game_rules_new (s, NULL, 4, &error);
      assert_null (r);
      assert_true (g_error_matches (error, HW_GAME_ERROR, HW_GAME_ERROR_PIECES));
      assert_non_null (strstr (error->message, "BASE-PIECES-02"));
      assert_non_null (strstr (error->message, cases[i].name));
    }
  {
    /* The least that covers it: two of each, no city. */
    g_autoptr (HwScenario) s = hw_test_base_scenario ();
    g_autoptr (HwGameRules) r = NULL;
    HwGameState st;
    HwAction buf[HW_GAME_MAX_ACTIONS];

    hw_test_set_param (s, "base", "settlements", "2");
    hw_test_set_param (s, "base", "roads", "2");
    hw_test_set_param (s, "base", "cities", "0");
    r = hw_test_rules (s, 4);
    hw_game_init (&st, r, 9);
    while (st.phase == HW_PHASE_SETUP_SETTLEMENT || st.phase == HW_PHASE_SETUP_ROAD)
      {
        guint n = hw_game_legal_actions (r, &st, buf, G_N_ELEMENTS (buf));
        assert_true (n > 0);
        assert_true (hw_game_apply (r, &st, &buf[0]));
      }
    for (int p = 0; p < 4; p++)
      {
        assert_int_equal (st.players[p].settlements_left, 0);
        assert_int_equal (st.players[p].roads_left, 0);
      }
    hw_test_assert_ok (r, &st);
  }
}

static void
test_BASE_TURN_roll_then_trade_and_build (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  int forest = hw_test_find_hex (f->r, HW_TERRAIN_FOREST, 6);
  guint n;

  settle_with_roads (f, 0, f->r->hex_nodes[forest][0]);
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 4);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 4);

  /* Before the roll: only the roll. */
  n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
  assert_int_equal (n, 1);
  assert_int_equal (buf[0].type, HW_ACTION_ROLL);
  hw_test_refused (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_TRADE_BANK, HW_RESOURCE_BRICK, HW_RESOURCE_ORE, 4);

  /* After a production roll: trade, build and end the turn. */
  hw_game_resolve_roll (f->r, &f->st, 2, 3);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
  hw_test_refused (f->r, &f->st, HW_ACTION_ROLL, 0, 0, 0);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_ROAD, -2, -2));
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_BANK, HW_RESOURCE_BRICK, HW_RESOURCE_ORE, 4);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_ORE], 1);
  hw_test_do (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
  assert_int_equal (hw_game_to_move (&f->st), 1);
  assert_int_equal (f->st.phase, HW_PHASE_ROLL);
  assert_int_equal (hw_game_turn (&f->st), 2);
}

/* Puts @card on top of the deck, keeping its composition. */
static void
stack_deck (HwGameState *st, int card)
{
  for (int i = st->deck_left - 1; i >= 0; i--)
    if (st->deck[i] == card)
      {
        st->deck[i] = st->deck[st->deck_left - 1];
        st->deck[st->deck_left - 1] = (guint8) card;
        return;
      }
  fail ();
}

static void
give_dev_cost (HwGameState *st, int p)
{
  hw_test_give (st, p, HW_RESOURCE_ORE, 1);
  hw_test_give (st, p, HW_RESOURCE_WOOL, 1);
  hw_test_give (st, p, HW_RESOURCE_GRAIN, 1);
}

static void
test_BASE_TURN_one_card_per_turn_not_bought_this_turn (void **state)
{
  Fixture *f = *state;

  f->st.phase = HW_PHASE_MAIN;
  stack_deck (&f->st, HW_DEV_MONOPOLY);
  give_dev_cost (&f->st, 0);
  hw_test_do (f->r, &f->st, HW_ACTION_BUY_DEV, 0, 0, 0);
  assert_int_equal (f->st.players[0].dev[HW_DEV_MONOPOLY], 1);
  /* Bought this turn: not playable. */
  hw_test_refused (f->r, &f->st, HW_ACTION_PLAY_MONOPOLY, HW_RESOURCE_ORE, 0, 0);

  /* Next own turn it is, once. */
  for (int i = 0; i < 4; i++)
    {
      f->st.phase = HW_PHASE_MAIN;
      hw_test_do (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
    }
  f->st.phase = HW_PHASE_MAIN;
  f->st.deck_left--;
  f->st.players[0].dev[HW_DEV_YEAR_OF_PLENTY] = 1;
  hw_test_do (f->r, &f->st, HW_ACTION_PLAY_MONOPOLY, HW_RESOURCE_ORE, 0, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_PLAY_YEAR_OF_PLENTY, HW_RESOURCE_ORE, HW_RESOURCE_ORE, 0);
}

/* Plays Road Building and places its two free roads on the first edges listed. */
static void
play_road_building (Fixture *f)
{
  hw_test_do (f->r, &f->st, HW_ACTION_PLAY_ROAD_BUILDING, 0, 0, 0);
  assert_int_equal (f->st.phase, HW_PHASE_FREE_ROADS);
  for (int i = 0; i < 2; i++)
    {
      HwAction buf[HW_GAME_MAX_ACTIONS];
      guint n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
      assert_true (n > 0);
      assert_int_equal (buf[0].type, HW_ACTION_BUILD_ROAD);
      hw_test_do (f->r, &f->st, HW_ACTION_BUILD_ROAD, buf[0].a, 0, 0);
    }
}

/* BASE-TURN: any development card may be played before the roll, one per turn. */
static void
test_BASE_TURN_any_card_before_the_roll (void **state)
{
  Fixture *f = *state;
  int forest = hw_test_find_hex (f->r, HW_TERRAIN_FOREST, 6);
  HwPlayerState *ps = &f->st.players[0];

  settle_with_roads (f, 0, f->r->hex_nodes[forest][0]);
  assert_int_equal (f->st.phase, HW_PHASE_ROLL);
  for (int c = HW_DEV_KNIGHT; c < HW_N_DEV; c++)
    if (c != HW_DEV_VICTORY_POINT)
      {
        ps->dev[c] = 1;
        f->st.deck_left--;
      }
  hw_test_give (&f->st, 1, HW_RESOURCE_ORE, 3);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_PLAY_KNIGHT, -2, -2));
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_PLAY_ROAD_BUILDING, -2, -2));
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_PLAY_YEAR_OF_PLENTY,
                                   HW_RESOURCE_BRICK, HW_RESOURCE_GRAIN));
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_PLAY_MONOPOLY, HW_RESOURCE_ORE, -2));
  /* Nothing bought or traded before the roll. */
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 4);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 1);
  hw_test_refused (f->r, &f->st, HW_ACTION_TRADE_BANK, HW_RESOURCE_WOOL, HW_RESOURCE_ORE, 4);
  hw_test_refused (f->r, &f->st, HW_ACTION_BUY_DEV, 0, 0, 0);

  hw_test_do (f->r, &f->st, HW_ACTION_PLAY_MONOPOLY, HW_RESOURCE_ORE, 0, 0);
  assert_int_equal (ps->hand[HW_RESOURCE_ORE], 3);
  assert_int_equal (f->st.phase, HW_PHASE_ROLL);
  /* One per turn: the others wait for the next turn. */
  hw_test_refused (f->r, &f->st, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_PLAY_YEAR_OF_PLENTY, HW_RESOURCE_BRICK, HW_RESOURCE_BRICK, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_PLAY_ROAD_BUILDING, 0, 0, 0);

  /* Road Building before the roll: two free roads, then the roll. */
  f->st.dev_played = 0;
  {
    int roads = ps->roads_left;
    play_road_building (f);
    assert_int_equal (ps->roads_left, roads - 2);
    assert_int_equal (f->st.phase, HW_PHASE_ROLL);
    assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_ROLL, -2, -2));
  }

  /* Year of Plenty before the roll. */
  f->st.dev_played = 0;
  hw_test_do (f->r, &f->st, HW_ACTION_PLAY_YEAR_OF_PLENTY, HW_RESOURCE_BRICK, HW_RESOURCE_GRAIN, 0);
  assert_int_equal (ps->hand[HW_RESOURCE_BRICK], 1);
  assert_int_equal (f->st.phase, HW_PHASE_ROLL);
}

static void
test_BASE_TURN_victory_cards_count_at_once (void **state)
{
  Fixture *f = *state;

  f->st.phase = HW_PHASE_MAIN;
  stack_deck (&f->st, HW_DEV_VICTORY_POINT);
  give_dev_cost (&f->st, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 0);
  hw_test_do (f->r, &f->st, HW_ACTION_BUY_DEV, 0, 0, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 1);
}

/* ---- BASE-PROD ------------------------------------------------------------------------ */

static void
test_BASE_PROD_01_settlement_one_city_two (void **state)
{
  Fixture *f = *state;
  int hills = hw_test_find_hex (f->r, HW_TERRAIN_HILLS, 9);
  int desert = hw_test_find_hex (f->r, HW_TERRAIN_DESERT, 0);

  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[hills][0], FALSE);
  hw_game_put_building (f->r, &f->st, 1, f->r->hex_nodes[hills][3], TRUE);
  hw_game_put_building (f->r, &f->st, 2, f->r->hex_nodes[desert][0], TRUE);
  hw_game_resolve_roll (f->r, &f->st, 4, 5);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_BRICK], 1);
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_BRICK], 2);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 1);
  assert_int_equal (hw_test_total_cards (&f->st, 1), 2);
  /* The desert produces nothing. */
  assert_int_equal (hw_test_total_cards (&f->st, 2), 0);
  assert_int_equal (f->st.counters.production_hex[hills], 3);
  assert_int_equal (f->st.counters.production_resource[HW_RESOURCE_BRICK], 3);
  assert_int_equal (f->st.counters.rolls[9], 1);
}

static void
test_BASE_PROD_01_terrain_resources (void **state)
{
  Fixture *f = *state;
  static const struct { HwTerrain t; HwResource r; } map[] = {
    { HW_TERRAIN_HILLS, HW_RESOURCE_BRICK },
    { HW_TERRAIN_FOREST, HW_RESOURCE_LUMBER },
    { HW_TERRAIN_MOUNTAINS, HW_RESOURCE_ORE },
    { HW_TERRAIN_FIELDS, HW_RESOURCE_GRAIN },
    { HW_TERRAIN_PASTURE, HW_RESOURCE_WOOL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (map); i++)
    {
      int h = hw_test_find_hex (f->r, map[i].t, 0);
      int node = -1;
      int sum = f->r->hex_chit[h];
      gint16 before[HW_N_RESOURCES];

      /* A corner touching no other hex with the same number. */
      for (int k = 0; k < 6 && node < 0; k++)
        {
          int n = f->r->hex_nodes[h][k];
          gboolean alone = TRUE;
          for (int j = 0; j < 3; j++)
            {
              int x = f->r->node_hexes[n][j];
              if (x >= 0 && x != h && f->r->hex_chit[x] == sum)
                alone = FALSE;
            }
          if (alone && hw_game_can_settle (f->r, &f->st, 0, n, TRUE))
            node = n;
        }
      assert_true (node >= 0);
      hw_game_put_building (f->r, &f->st, 0, node, FALSE);
      memcpy (before, f->st.players[0].hand, sizeof before);
      hw_game_produce (f->r, &f->st, sum);
      for (int r = 0; r < HW_N_RESOURCES; r++)
        assert_int_equal (f->st.players[0].hand[r], before[r] + (r == (int) map[i].r ? 1 : 0));
      hw_game_remove_building (f->r, &f->st, node);
    }
}

static void
test_BASE_PROD_01_robber_blocks (void **state)
{
  Fixture *f = *state;
  int hills = hw_test_find_hex (f->r, HW_TERRAIN_HILLS, 9);

  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[hills][0], TRUE);
  f->st.robber_hex = (gint16) hills;
  hw_game_resolve_roll (f->r, &f->st, 4, 5);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 0);
  assert_int_equal (f->st.counters.production_hex[hills], 0);
}

static void
prod_02_position (Fixture *f, int bank_ore)
{
  int mountains = hw_test_find_hex (f->r, HW_TERRAIN_MOUNTAINS, 6);

  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[mountains][0], TRUE);
  hw_game_put_building (f->r, &f->st, 1, f->r->hex_nodes[mountains][3], FALSE);
  /* Player 3 holds the rest of the ore. */
  hw_test_give (&f->st, 3, HW_RESOURCE_ORE, 19 - bank_ore);
}

static void
test_BASE_PROD_02_bank_limit_nobody_paid (void **state)
{
  Fixture *f = *state;

  prod_02_position (f, 2);   /* 3 owed, 2 in the bank, two players */
  hw_game_resolve_roll (f->r, &f->st, 3, 3);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_ORE], 0);
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_ORE], 0);
  assert_int_equal (f->st.bank[HW_RESOURCE_ORE], 2);
  /* Statistics count what was paid. */
  assert_int_equal (f->st.counters.production_hex[hw_test_find_hex (f->r, HW_TERRAIN_MOUNTAINS, 6)], 0);
  assert_int_equal (f->st.counters.production_resource[HW_RESOURCE_ORE], 0);
}

static void
test_BASE_PROD_02_bank_limit_enough (void **state)
{
  Fixture *f = *state;

  prod_02_position (f, 3);
  hw_game_resolve_roll (f->r, &f->st, 3, 3);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_ORE], 2);
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_ORE], 1);
  assert_int_equal (f->st.bank[HW_RESOURCE_ORE], 0);
}

static void
test_BASE_PROD_02_bank_limit_single_player_takes_rest (void **state)
{
  Fixture *f = *state;
  int mountains = hw_test_find_hex (f->r, HW_TERRAIN_MOUNTAINS, 6);

  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[mountains][0], TRUE);
  hw_test_give (&f->st, 3, HW_RESOURCE_ORE, 18);
  hw_game_resolve_roll (f->r, &f->st, 3, 3);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_ORE], 1);
  assert_int_equal (f->st.bank[HW_RESOURCE_ORE], 0);
  assert_int_equal (f->st.counters.production_hex[mountains], 1);
}

static void
test_BASE_PROD_02_bank_limit_param_off (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (HwGameRules) r = NULL;
  Fixture f2;

  hw_test_set_param (s, "base", "bank-limit", "off");
  r = hw_game_rules_new (s, NULL, 4, NULL);
  assert_false (r->bank_limit);
  f2.s = s;
  f2.r = r;
  hw_test_start_empty (r, &f2.st, 1);
  prod_02_position (&f2, 0);
  hw_game_resolve_roll (r, &f2.st, 3, 3);
  assert_int_equal (f2.st.players[0].hand[HW_RESOURCE_ORE], 2);
  assert_int_equal (f2.st.players[1].hand[HW_RESOURCE_ORE], 1);
  hw_test_assert_ok (r, &f2.st);
}

/* ---- BASE-SEVEN ----------------------------------------------------------------------- */

static void
test_BASE_SEVEN_01_discard_half (void **state)
{
  Fixture *f = *state;
  int hills = hw_test_find_hex (f->r, HW_TERRAIN_HILLS, 9);

  hw_game_put_building (f->r, &f->st, 1, f->r->hex_nodes[hills][0], TRUE);
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 5);
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 4);    /* 9: discards 4 */
  hw_test_give (&f->st, 1, HW_RESOURCE_WOOL, 7);   /* 7: keeps all */
  hw_test_give (&f->st, 2, HW_RESOURCE_GRAIN, 8);  /* 8: discards 4 */
  hw_test_give_tokens (&f->st, 2, 10);               /* JUN-02: tokens do not count */

  hw_game_resolve_roll (f->r, &f->st, 3, 4);
  /* Nobody produces on a 7. */
  assert_int_equal (hw_test_total_cards (&f->st, 1), 7);
  assert_int_equal (f->st.phase, HW_PHASE_DISCARD);
  assert_int_equal (hw_game_to_move (&f->st), 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_DISCARD, HW_RESOURCE_WOOL, 0, 0);
  for (int i = 0; i < 4; i++)
    hw_test_do (f->r, &f->st, HW_ACTION_DISCARD, i % 2 ? HW_RESOURCE_ORE : HW_RESOURCE_BRICK, 0, 0);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 5);
  assert_int_equal (hw_game_to_move (&f->st), 2);
  for (int i = 0; i < 4; i++)
    hw_test_do (f->r, &f->st, HW_ACTION_DISCARD, HW_RESOURCE_GRAIN, 0, 0);
  assert_int_equal (hw_test_total_cards (&f->st, 2), 4);
  assert_int_equal (hw_test_total_cards (&f->st, 1), 7);
  assert_int_equal (f->st.phase, HW_PHASE_ROBBER);
  assert_int_equal (hw_game_to_move (&f->st), 0);
}

static void
test_BASE_SEVEN_02_robber_moves_and_steals (void **state)
{
  Fixture *f = *state;
  int hills = hw_test_find_hex (f->r, HW_TERRAIN_HILLS, 9);
  int desert = hw_test_find_hex (f->r, HW_TERRAIN_DESERT, 0);
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n;

  hw_game_put_building (f->r, &f->st, 1, f->r->hex_nodes[hills][0], FALSE);
  hw_game_put_building (f->r, &f->st, 2, f->r->hex_nodes[hills][3], FALSE);
  hw_test_give (&f->st, 1, HW_RESOURCE_WOOL, 3);
  assert_int_equal (f->st.robber_hex, desert);

  hw_game_resolve_roll (f->r, &f->st, 6, 1);
  assert_int_equal (f->st.phase, HW_PHASE_ROBBER);
  n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
  /* Another land hex: not where it stands, never the sea. */
  for (guint i = 0; i < n; i++)
    {
      assert_int_equal (buf[i].type, HW_ACTION_MOVE_ROBBER);
      assert_true (buf[i].a != desert);
      assert_true (hw_terrain_is_land (f->r->hex_terrain[buf[i].a]));
    }
  assert_int_equal (n, 18);   /* 17 empty hexes + the hills with one victim */
  /* Player 2 has no cards: only player 1 can be robbed there, and must be. */
  hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_ROBBER, hills, 2, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_ROBBER, hills, -1, 0);
  hw_test_do (f->r, &f->st, HW_ACTION_MOVE_ROBBER, hills, 1, 0);
  assert_int_equal (f->st.robber_hex, hills);
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_WOOL], 2);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_WOOL], 1);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
}

/* ---- BASE-COST ------------------------------------------------------------------------ */

static void
test_BASE_COST_prices (void **state)
{
  Fixture *f = *state;
  int forest = hw_test_find_hex (f->r, HW_TERRAIN_FOREST, 6);
  int home = f->r->hex_nodes[forest][0];
  int target = settle_with_roads (f, 0, home);
  int free_edge = -1;

  for (int k = 0; k < 3 && free_edge < 0; k++)
    {
      int e = f->r->node_edges[target][k];
      if (e >= 0 && f->st.edge_owner[e] == 0 && (f->r->edge_flags[e] & HW_EDGE_ROAD))
        free_edge = e;
    }
  f->st.phase = HW_PHASE_MAIN;

  /* Road: brick + lumber. */
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_ROAD, -2, -2));
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_ROAD, free_edge, 0, 0);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 0);

  /* Settlement: brick + lumber + wool + grain. */
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 1);
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_SETTLEMENT, -2, -2));
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 1);
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_SETTLEMENT, target, 0, 0);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 0);

  /* City: 3 ore + 2 grain. */
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 3);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 1);
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_CITY, -2, -2));
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 1);
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_CITY, target, 0, 0);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 0);

  /* Development card: ore + wool + grain. */
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 1);
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_BUY_DEV, -2, -2));
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 1);
  hw_test_do (f->r, &f->st, HW_ACTION_BUY_DEV, 0, 0, 0);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 0);
  assert_int_equal (f->st.deck_left, HW_GAME_DECK_SIZE - 1);

  /* No ships without Seafarers. */
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 1);
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_SHIP, -2, -2));
}

/* ---- BASE-PLACE ----------------------------------------------------------------------- */

static void
test_BASE_PLACE_01_distance_rule (void **state)
{
  Fixture *f = *state;
  int forest = hw_test_find_hex (f->r, HW_TERRAIN_FOREST, 6);
  int target = settle_with_roads (f, 0, f->r->hex_nodes[forest][0]);
  int neighbour = -1;

  f->st.phase = HW_PHASE_MAIN;
  give_settlement_cost (&f->st, 0);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_SETTLEMENT, target, -2));
  /* An opponent's settlement next to the target forbids it. */
  for (int k = 0; k < 3 && neighbour < 0; k++)
    {
      int m = f->r->node_nodes[target][k];
      if (m >= 0 && f->st.node_owner[m] == 0 && (f->r->node_flags[m] & HW_NODE_LAND) &&
          hw_game_can_settle (f->r, &f->st, 1, m, TRUE))
        neighbour = m;
    }
  assert_true (neighbour >= 0);
  hw_game_put_building (f->r, &f->st, 1, neighbour, FALSE);
  hw_test_refused (f->r, &f->st, HW_ACTION_BUILD_SETTLEMENT, target, 0, 0);
  /* And nothing is ever offered next to a building. */
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_SETTLEMENT, -2, -2));
}

static void
test_BASE_PLACE_02_connected_to_own_network (void **state)
{
  Fixture *f = *state;
  int forest = hw_test_find_hex (f->r, HW_TERRAIN_FOREST, 6);
  int home = f->r->hex_nodes[forest][0];
  int target = settle_with_roads (f, 0, home);
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n;

  f->st.phase = HW_PHASE_MAIN;
  give_settlement_cost (&f->st, 0);
  /* Settlements only at the end of the player's own road. */
  n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
  for (guint i = 0; i < n; i++)
    if (buf[i].type == HW_ACTION_BUILD_SETTLEMENT)
      assert_int_equal (buf[i].a, target);
  /* Player 1 has no roads: no settlement for it. */
  f->st.current = f->st.to_move = 1;
  give_settlement_cost (&f->st, 1);
  hw_test_refused (f->r, &f->st, HW_ACTION_BUILD_SETTLEMENT, target, 0, 0);
  f->st.current = f->st.to_move = 0;

  /* Roads touch the player's road or building. */
  n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
  for (guint i = 0; i < n; i++)
    if (buf[i].type == HW_ACTION_BUILD_ROAD)
      {
        gboolean touches = FALSE;
        for (int end = 0; end < 2; end++)
          {
            int v = f->r->edge_nodes[buf[i].a][end];
            if (f->st.node_owner[v] == 1)
              touches = TRUE;
            for (int k = 0; k < 3; k++)
              if (f->r->node_edges[v][k] >= 0 && f->r->node_edges[v][k] != buf[i].a &&
                  f->st.edge_owner[f->r->node_edges[v][k]] == 1)
                touches = TRUE;
          }
        assert_true (touches);
      }

  /* An opponent's building at the road's end blocks continuing through it. */
  hw_game_put_building (f->r, &f->st, 1, target, FALSE);
  for (int k = 0; k < 3; k++)
    {
      int e = f->r->node_edges[target][k];
      if (e >= 0 && f->st.edge_owner[e] == 0 && (f->r->edge_flags[e] & HW_EDGE_ROAD))
        hw_test_refused (f->r, &f->st, HW_ACTION_BUILD_ROAD, e, 0, 0);
    }
}

/* ---- BASE-DEV ------------------------------------------------------------------------- */

static void
test_BASE_DEV_deck_and_empty_deck (void **state)
{
  Fixture *f = *state;
  int counts[HW_N_DEV] = { 0 };

  for (int i = 0; i < HW_GAME_DECK_SIZE; i++)
    counts[f->st.deck[i]]++;
  assert_int_equal (counts[HW_DEV_KNIGHT], 14);
  assert_int_equal (counts[HW_DEV_VICTORY_POINT], 5);
  assert_int_equal (counts[HW_DEV_ROAD_BUILDING], 2);
  assert_int_equal (counts[HW_DEV_YEAR_OF_PLENTY], 2);
  assert_int_equal (counts[HW_DEV_MONOPOLY], 2);

  f->st.phase = HW_PHASE_MAIN;
  give_dev_cost (&f->st, 0);
  f->st.deck_left = 0;
  hw_test_refused (f->r, &f->st, HW_ACTION_BUY_DEV, 0, 0, 0);
  f->st.deck_left = HW_GAME_DECK_SIZE;
}

/* BASE-DEV-02: the deck comes from the base parameters; an empty deck sells nothing. */
static void
test_BASE_DEV_02_deck_from_params (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (HwGameRules) r = NULL;
  g_autoptr (HwGameRules) none = NULL;
  HwGameState st;
  int counts[HW_N_DEV] = { 0 };

  (void) state;
  hw_test_set_param (s, "base", "dev-knights", "20");
  hw_test_set_param (s, "base", "dev-victory-points", "0");
  hw_test_set_param (s, "base", "dev-road-building", "3");
  hw_test_set_param (s, "base", "dev-year-of-plenty", "1");
  hw_test_set_param (s, "base", "dev-monopoly", "10");
  r = hw_test_rules (s, 4);
  assert_int_equal (r->deck_size, 34);
  hw_test_start_empty (r, &st, 5);
  assert_int_equal (st.deck_left, 34);
  for (int i = 0; i < st.deck_left; i++)
    counts[st.deck[i]]++;
  assert_int_equal (counts[HW_DEV_KNIGHT], 20);
  assert_int_equal (counts[HW_DEV_VICTORY_POINT], 0);
  assert_int_equal (counts[HW_DEV_ROAD_BUILDING], 3);
  assert_int_equal (counts[HW_DEV_YEAR_OF_PLENTY], 1);
  assert_int_equal (counts[HW_DEV_MONOPOLY], 10);
  hw_test_assert_ok (r, &st);

  /* No deck at all: nothing to buy. */
  for (int c = 0; c < HW_N_DEV; c++)
    {
      static const char *const names[] = { "dev-knights", "dev-victory-points", "dev-road-building",
                                           "dev-year-of-plenty", "dev-monopoly" };
      hw_test_set_param (s, "base", names[c], "0");
    }
  none = hw_test_rules (s, 4);
  hw_test_start_empty (none, &st, 5);
  assert_int_equal (st.deck_left, 0);
  st.phase = HW_PHASE_MAIN;
  give_dev_cost (&st, 0);
  hw_test_refused (none, &st, HW_ACTION_BUY_DEV, 0, 0, 0);
  hw_test_assert_ok (none, &st);
}

static void
test_BASE_DEV_knight_moves_robber_without_discard (void **state)
{
  Fixture *f = *state;
  int hills = hw_test_find_hex (f->r, HW_TERRAIN_HILLS, 9);

  hw_game_put_building (f->r, &f->st, 1, f->r->hex_nodes[hills][0], FALSE);
  hw_test_give (&f->st, 1, HW_RESOURCE_ORE, 10);
  f->st.deck_left--;
  f->st.players[0].dev[HW_DEV_KNIGHT] = 1;
  /* Playable before the roll. */
  hw_test_do (f->r, &f->st, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
  assert_int_equal (f->st.phase, HW_PHASE_ROBBER);
  hw_test_do (f->r, &f->st, HW_ACTION_MOVE_ROBBER, hills, 1, 0);
  /* Nobody discarded: player 1 lost only the stolen card. */
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_ORE], 9);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_ORE], 1);
  assert_int_equal (f->st.phase, HW_PHASE_ROLL);
  assert_int_equal (f->st.players[0].knights_played, 1);
}

static void
test_BASE_DEV_road_building_year_of_plenty_monopoly (void **state)
{
  Fixture *f = *state;
  int forest = hw_test_find_hex (f->r, HW_TERRAIN_FOREST, 6);
  int roads_before;

  settle_with_roads (f, 0, f->r->hex_nodes[forest][0]);
  f->st.phase = HW_PHASE_MAIN;
  f->st.deck_left -= 3;
  f->st.players[0].dev[HW_DEV_ROAD_BUILDING] = 1;
  f->st.players[0].dev[HW_DEV_YEAR_OF_PLENTY] = 1;
  f->st.players[0].dev[HW_DEV_MONOPOLY] = 1;

  /* Road Building: two roads for free. */
  roads_before = f->st.players[0].roads_left;
  play_road_building (f);
  assert_int_equal (f->st.players[0].roads_left, roads_before - 2);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 0);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);

  /* Year of Plenty and Monopoly next turns. */
  f->st.dev_played = 0;
  hw_test_do (f->r, &f->st, HW_ACTION_PLAY_YEAR_OF_PLENTY, HW_RESOURCE_ORE, HW_RESOURCE_GRAIN, 0);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_ORE], 1);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_GRAIN], 1);
  f->st.dev_played = 0;
  hw_test_give (&f->st, 1, HW_RESOURCE_WOOL, 3);
  hw_test_give (&f->st, 2, HW_RESOURCE_WOOL, 2);
  hw_test_give (&f->st, 3, HW_RESOURCE_BRICK, 2);
  hw_test_do (f->r, &f->st, HW_ACTION_PLAY_MONOPOLY, HW_RESOURCE_WOOL, 0, 0);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_WOOL], 5);
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_WOOL], 0);
  assert_int_equal (f->st.players[3].hand[HW_RESOURCE_BRICK], 2);
}

/* ---- BASE-ROAD ------------------------------------------------------------------------ */

/* Builds a path of @len roads of @p from @start, preferring unused land edges; returns the
 * nodes walked (path[0] = start). */
static int
road_path (Fixture *f, int p, int start, int len, int *path)
{
  const HwGameRules *r = f->r;
  int at = start, built = 0;

  path[0] = start;
  while (built < len)
    {
      int next = -1, edge = -1;
      for (int k = 0; k < 3 && next < 0; k++)
        {
          int e = r->node_edges[at][k];
          int m;
          gboolean seen = FALSE;
          if (e < 0 || f->st.edge_owner[e] != 0 || !(r->edge_flags[e] & HW_EDGE_ROAD))
            continue;
          m = hw_test_other_end (r, e, at);
          for (int i = 0; i <= built; i++)
            if (path[i] == m)
              seen = TRUE;
          if (!seen && f->st.node_owner[m] == 0)
            next = m, edge = e;
        }
      if (next < 0)
        break;
      hw_game_put_route_piece (r, &f->st, p, edge, FALSE);
      path[++built] = at = next;
    }
  return built;
}

static void
test_BASE_ROAD_five_pieces_strictly_longer (void **state)
{
  Fixture *f = *state;
  int a = hw_test_find_hex (f->r, HW_TERRAIN_HILLS, 9);
  int b = hw_test_find_hex (f->r, HW_TERRAIN_MOUNTAINS, 12);
  int path0[16], path1[16];

  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[a][0], FALSE);
  hw_game_put_building (f->r, &f->st, 1, f->r->hex_nodes[b][3], FALSE);
  assert_int_equal (road_path (f, 0, f->r->hex_nodes[a][0], 4, path0), 4);
  assert_int_equal (f->st.longest_route_holder, -1);
  assert_int_equal (f->st.players[0].route_length, 4);

  /* The fifth road: the card, 2 VP. */
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  {
    int e = -1;
    for (int k = 0; k < 3 && e < 0; k++)
      {
        int c = f->r->node_edges[path0[4]][k];
        if (c >= 0 && hw_game_can_road (f->r, &f->st, 0, c))
          e = c;
      }
    hw_test_do (f->r, &f->st, HW_ACTION_BUILD_ROAD, e, 0, 0);
  }
  assert_int_equal (f->st.players[0].route_length, 5);
  assert_int_equal (f->st.longest_route_holder, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 3);

  /* Equal is not enough; strictly longer takes it. */
  assert_int_equal (road_path (f, 1, f->r->hex_nodes[b][3], 5, path1), 5);
  assert_int_equal (f->st.players[1].route_length, 5);
  assert_int_equal (f->st.longest_route_holder, 0);
  assert_int_equal (road_path (f, 1, path1[5], 1, path1 + 5), 1);
  assert_int_equal (f->st.players[1].route_length, 6);
  assert_int_equal (f->st.longest_route_holder, 1);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 1);
  assert_int_equal (hw_game_vp (f->r, &f->st, 1), 3);
}

static void
test_BASE_ROAD_broken_by_opponent_building (void **state)
{
  Fixture *f = *state;
  int a = hw_test_find_hex (f->r, HW_TERRAIN_HILLS, 9);
  int path[16];

  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[a][0], FALSE);
  assert_int_equal (road_path (f, 0, f->r->hex_nodes[a][0], 7, path), 7);
  assert_int_equal (f->st.longest_route_holder, 0);
  /* An opponent settles in the middle (nodes 3 away from the ends): 3 + 4. */
  f->st.node_owner[path[3]] = 0;
  hw_game_put_building (f->r, &f->st, 1, path[3], FALSE);
  assert_int_equal (f->st.players[0].route_length, 4);
  assert_int_equal (f->st.longest_route_holder, -1);   /* below 5: lost, nobody has it */
}

/* A building can cut only a route that passes its corner, on two pieces there: one road end
 * at the corner is no route through it, so that player's routes are not counted again. */
static void
test_BASE_ROAD_building_cuts_only_routes_through (void **state)
{
  Fixture *f = *state;
  int a = hw_test_find_hex (f->r, HW_TERRAIN_HILLS, 9);
  int path[16];

  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[a][0], FALSE);
  assert_int_equal (road_path (f, 0, f->r->hex_nodes[a][0], 6, path), 6);
  /* The far end of the road: one piece; a corner inside it: two. */
  assert_int_equal (hw_game_route_players_at (f->r, &f->st, path[6]), 0);
  assert_int_equal (hw_game_route_players_at (f->r, &f->st, path[3]), 1u << 0);
  /* Player 1 settles at the far end: the route stays 6 and is not recounted. */
  hw_game_put_building (f->r, &f->st, 1, path[6], FALSE);
  assert_int_equal (f->st.players[0].route_length, 6);
  assert_int_equal (f->st.longest_route_holder, 0);
  /* And in the middle: 3 + 3, recounted. */
  hw_game_put_building (f->r, &f->st, 2, path[3], FALSE);
  assert_int_equal (f->st.players[0].route_length, 3);
  assert_true (hw_game_check_invariants (f->r, &f->st, NULL));
}

/* Whether a road stands at a corner of @n. */
static gboolean
road_at (const Fixture *f, int n)
{
  for (int k = 0; k < 3; k++)
    if (f->r->node_edges[n][k] >= 0 && f->st.edge_owner[f->r->node_edges[n][k]] != 0)
      return TRUE;
  return FALSE;
}

/* A settlement of @p and a simple road of @len from it, wherever one fits. */
static void
settle_and_path (Fixture *f, int p, int len, int *path)
{
  HwGameState backup;

  for (int n = 0; n < f->r->n_nodes; n++)
    {
      if (!hw_game_can_settle (f->r, &f->st, p, n, TRUE) || road_at (f, n))
        continue;
      memcpy (&backup, &f->st, sizeof backup);
      hw_game_put_building (f->r, &f->st, p, n, FALSE);
      if (road_path (f, p, n, len, path) == len)
        return;
      memcpy (&f->st, &backup, sizeof backup);
    }
  fail_msg ("no room for a road of %d", len);
}

static void
test_BASE_ROAD_set_aside_on_tie (void **state)
{
  Fixture *f = *state;
  int p0[16], p1[16], p2[16];

  settle_and_path (f, 0, 8, p0);
  settle_and_path (f, 1, 5, p1);
  settle_and_path (f, 2, 5, p2);
  assert_int_equal (f->st.players[1].route_length, 5);
  assert_int_equal (f->st.players[2].route_length, 5);
  assert_int_equal (f->st.longest_route_holder, 0);
  /* The holder is broken to 4; players 1 and 2 tie at 5: the card is set aside. */
  hw_game_put_building (f->r, &f->st, 3, p0[4], FALSE);
  assert_int_equal (f->st.players[0].route_length, 4);
  assert_int_equal (f->st.longest_route_holder, -1);
}

/* ---- BASE-ARMY ------------------------------------------------------------------------ */

static void
play_knights (Fixture *f, int p, int count)
{
  for (int i = 0; i < count; i++)
    {
      HwAction buf[HW_GAME_MAX_ACTIONS];
      f->st.current = f->st.to_move = (guint8) p;
      f->st.phase = HW_PHASE_MAIN;
      f->st.dev_played = 0;
      f->st.deck_left--;
      f->st.players[p].dev[HW_DEV_KNIGHT]++;
      hw_test_do (f->r, &f->st, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
      hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
      hw_test_do (f->r, &f->st, HW_ACTION_MOVE_ROBBER, buf[0].a, buf[0].b, 0);
    }
}

static void
test_BASE_ARMY_three_knights_taken_by_more (void **state)
{
  Fixture *f = *state;

  play_knights (f, 0, 2);
  assert_int_equal (f->st.largest_army_holder, -1);
  play_knights (f, 0, 1);
  assert_int_equal (f->st.largest_army_holder, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 2);
  play_knights (f, 1, 3);
  assert_int_equal (f->st.largest_army_holder, 0);
  play_knights (f, 1, 1);
  assert_int_equal (f->st.largest_army_holder, 1);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 1), 2);
}

/* ---- BASE-TRADE ----------------------------------------------------------------------- */

static void
test_BASE_TRADE_bank_and_harbors (void **state)
{
  Fixture *f = *state;
  int generic = -1, brick = -1;

  for (int n = 0; n < f->r->n_nodes; n++)
    {
      if (f->r->node_harbors[n] == 1 && generic < 0)
        generic = n;
      if (f->r->node_harbors[n] == (1 << (1 + HW_RESOURCE_BRICK)) && brick < 0)
        brick = n;
    }
  assert_true (generic >= 0 && brick >= 0);
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 4);
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 3);

  /* 4:1 with the bank. */
  hw_test_refused (f->r, &f->st, HW_ACTION_TRADE_BANK, HW_RESOURCE_ORE, HW_RESOURCE_WOOL, 3);
  hw_test_refused (f->r, &f->st, HW_ACTION_TRADE_BANK, HW_RESOURCE_BRICK, HW_RESOURCE_WOOL, 3);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_TRADE_BANK, HW_RESOURCE_BRICK, HW_RESOURCE_WOOL));

  /* A generic harbor: 3:1 of anything. */
  hw_game_put_building (f->r, &f->st, 0, generic, FALSE);
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_BANK, HW_RESOURCE_ORE, HW_RESOURCE_WOOL, 3);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_ORE], 0);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_WOOL], 1);

  /* A brick harbor: 2:1 of brick only. */
  hw_game_put_building (f->r, &f->st, 0, brick, FALSE);
  hw_test_refused (f->r, &f->st, HW_ACTION_TRADE_BANK, HW_RESOURCE_BRICK, HW_RESOURCE_ORE, 3);
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_BANK, HW_RESOURCE_BRICK, HW_RESOURCE_ORE, 2);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_BRICK], 2);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_ORE], 1);

  /* A harbor serves a building on one of its own two nodes only. */
  assert_int_equal (hw_game_trade_ratio (&f->st, 1, HW_RESOURCE_BRICK), 4);
}

static void
test_BASE_TRADE_domestic_param_read (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (HwGameRules) on = hw_game_rules_new (s, NULL, 4, NULL);
  g_autoptr (HwGameRules) off = NULL;

  assert_true (on->domestic_trade);
  hw_test_set_param (s, "base", "domestic-trade", "off");
  off = hw_game_rules_new (s, NULL, 4, NULL);
  assert_false (off->domestic_trade);
}

/* BASE-SEVEN-03: the sevens rule. `normal` keeps every 7 (and rolls as before); with
 * `reroll-first-two-rounds` no 7 comes in the first two rounds, later ones do; with
 * `reroll-all` none ever comes. Rolled through hw_game_apply, turn after turn. */
static int
count_sevens (const HwGameRules *r, guint64 seed, int turns, int *early)
{
  HwGameState st;
  HwAction roll = { HW_ACTION_ROLL, 0, 0, 0 };
  HwAction end = { HW_ACTION_END_TURN, 0, 0, 0 };
  int sevens = 0;

  *early = 0;
  hw_test_start_empty (r, &st, seed);
  for (int t = 0; t < turns; t++)
    {
      assert_true (hw_game_apply (r, &st, &roll));
      if (st.dice[0] + st.dice[1] == 7)
        {
          sevens++;
          if (st.turn <= 2u * st.n_players)
            (*early)++;
        }
      /* Nobody holds a card: no discards, and the robber moves nowhere useful. */
      while (st.phase == HW_PHASE_ROBBER)
        {
          HwAction buf[HW_GAME_MAX_ACTIONS];
          assert_true (hw_game_legal_actions (r, &st, buf, HW_GAME_MAX_ACTIONS) > 0);
          assert_true (hw_game_apply (r, &st, &buf[0]));
        }
      assert_int_equal (st.phase, HW_PHASE_MAIN);
      assert_true (hw_game_apply (r, &st, &end));
    }
  return sevens;
}

static void
test_BASE_SEVEN_03_sevens_rule (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (HwGameRules) normal = NULL;
  g_autoptr (HwGameRules) first = NULL;
  g_autoptr (HwGameRules) all = NULL;
  int early_normal = 0, early_first = 0, early_all = 0, sevens_normal = 0, sevens_first = 0,
      sevens_all = 0, e;

  (void) state;
  normal = hw_test_rules (s, 4);
  assert_int_equal (normal->sevens, HW_SEVENS_NORMAL);
  hw_test_set_param (s, "base", "sevens", "reroll-first-two-rounds");
  first = hw_test_rules (s, 4);
  hw_test_set_param (s, "base", "sevens", "reroll-all");
  all = hw_test_rules (s, 4);
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      sevens_normal += count_sevens (normal, seed, 40, &e);
      early_normal += e;
      sevens_first += count_sevens (first, seed, 40, &e);
      early_first += e;
      sevens_all += count_sevens (all, seed, 40, &e);
      early_all += e;
    }
  /* 1600 rolls: about 267 sevens, 53 of them in the first two rounds. */
  assert_true (sevens_normal > 180 && early_normal > 20);
  assert_int_equal (early_first, 0);
  assert_true (sevens_first > 150);
  assert_int_equal (sevens_all, 0);
  (void) early_all;
}

/* BASE-TRADE: the active player offers cards for others; the other players who can pay
 * answer in seat order; the first acceptance trades and play returns to the active player. */
static void
test_BASE_TRADE_domestic_offer_answered_in_seat_order (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n;
  int offer = HW_TRADE_PACK (HW_RESOURCE_BRICK, 2), ask = HW_TRADE_PACK (HW_RESOURCE_ORE, 1);

  f->st.current = f->st.to_move = 1;
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, 1, HW_RESOURCE_BRICK, 2);
  hw_test_give (&f->st, 3, HW_RESOURCE_ORE, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 2);
  /* Only what the hand holds: 1 or 2 bricks, for 1 or 2 of each other resource. */
  n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
  {
    guint offers = 0;
    for (guint i = 0; i < n; i++)
      if (buf[i].type == HW_ACTION_TRADE_OFFER)
        {
          offers++;
          assert_int_equal (HW_TRADE_RESOURCE (buf[i].a), HW_RESOURCE_BRICK);
          assert_int_not_equal (HW_TRADE_RESOURCE (buf[i].b), HW_RESOURCE_BRICK);
        }
    assert_int_equal (offers, 2 * 4 * 2);
  }
  hw_test_refused (f->r, &f->st, HW_ACTION_TRADE_OFFER, HW_TRADE_PACK (HW_RESOURCE_WOOL, 1), ask, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_TRADE_OFFER, HW_TRADE_PACK (HW_RESOURCE_BRICK, 3), ask, 0);

  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_OFFER, offer, ask, 0);
  /* Player 2 holds no ore and is skipped; player 3 answers first, then player 0. */
  assert_int_equal (f->st.phase, HW_PHASE_TRADE);
  assert_int_equal (hw_game_to_move (&f->st), 3);
  n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
  assert_int_equal (n, 2);
  hw_test_refused (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_DECLINE, 0, 0, 0);
  assert_int_equal (hw_game_to_move (&f->st), 0);
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_ACCEPT, 0, 0, 0);
  /* Traded at once; the active player goes on. */
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_BRICK], 0);
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_ORE], 1);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_BRICK], 2);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_ORE], 1);
  assert_int_equal (f->st.players[3].hand[HW_RESOURCE_ORE], 1);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
  assert_int_equal (hw_game_to_move (&f->st), 1);
  assert_int_equal (f->st.trade_status, HW_TRADE_ACCEPTED);
  assert_int_equal (f->st.trade_partner, 0);

  /* An offer nobody can pay is declined at once; everybody declining ends it too. */
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_OFFER, HW_TRADE_PACK (HW_RESOURCE_ORE, 1),
              HW_TRADE_PACK (HW_RESOURCE_WOOL, 1), 0);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
  assert_int_equal (f->st.trade_status, HW_TRADE_DECLINED);
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_OFFER, HW_TRADE_PACK (HW_RESOURCE_ORE, 1),
              HW_TRADE_PACK (HW_RESOURCE_BRICK, 1), 0);
  assert_int_equal (hw_game_to_move (&f->st), 0);
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_DECLINE, 0, 0, 0);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
  assert_int_equal (f->st.trade_status, HW_TRADE_DECLINED);
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_ORE], 1);

  /* BASE-TRADE-02: three offers a turn by default; the count starts again next turn. */
  assert_int_equal (f->r->trade_offers, 3);
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_TRADE_OFFER, -2, -2));
  hw_test_do (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, 2, HW_RESOURCE_WOOL, 1);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_TRADE_OFFER, -2, -2));
}

/* BASE-TRADE `domestic-trade` off: no offer is ever listed or accepted; BASE-TRADE-02
 * `trade-offers` bounds the offers of a turn. */
static void
test_BASE_TRADE_02_offers_param_and_off (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (HwGameRules) one = NULL;
  g_autoptr (HwGameRules) off = NULL;
  HwGameState st;
  int offer = HW_TRADE_PACK (HW_RESOURCE_BRICK, 1), ask = HW_TRADE_PACK (HW_RESOURCE_ORE, 1);

  (void) state;
  hw_test_set_param (s, "base", "trade-offers", "1");
  one = hw_test_rules (s, 4);
  hw_test_start_empty (one, &st, 2);
  st.phase = HW_PHASE_MAIN;
  hw_test_give (&st, 0, HW_RESOURCE_BRICK, 3);
  hw_test_do (one, &st, HW_ACTION_TRADE_OFFER, offer, ask, 0);
  assert_int_equal (st.trade_status, HW_TRADE_DECLINED);
  hw_test_refused (one, &st, HW_ACTION_TRADE_OFFER, offer, HW_TRADE_PACK (HW_RESOURCE_WOOL, 1), 0);

  hw_test_set_param (s, "base", "domestic-trade", "off");
  off = hw_test_rules (s, 4);
  hw_test_start_empty (off, &st, 2);
  st.phase = HW_PHASE_MAIN;
  hw_test_give (&st, 0, HW_RESOURCE_BRICK, 3);
  hw_test_give (&st, 1, HW_RESOURCE_ORE, 3);
  hw_test_refused (off, &st, HW_ACTION_TRADE_OFFER, offer, ask, 0);
  /* Gold is no good outside Barbarian Attack. */
  hw_test_refused (one, &st, HW_ACTION_TRADE_OFFER, HW_TRADE_PACK (HW_TRADE_GOLD, 1), ask, 0);
}

/* BASE-TRADE-03 `strict-trade`: buying (or building, or moving a ship) closes the turn's bank,
 * harbor and domestic trading; the next turn opens it again. Off, trading stays open. */
static void
strict_trade_case (gboolean strict)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (HwGameRules) r = NULL;
  HwGameState st;
  int offer = HW_TRADE_PACK (HW_RESOURCE_BRICK, 1), ask = HW_TRADE_PACK (HW_RESOURCE_ORE, 1);

  if (strict)
    hw_test_set_param (s, "base", "strict-trade", "on");
  r = hw_test_rules (s, 4);
  assert_int_equal (r->strict_trade, strict);
  hw_test_start_empty (r, &st, 2);
  st.phase = HW_PHASE_MAIN;
  hw_test_give (&st, 0, HW_RESOURCE_BRICK, 8);
  give_dev_cost (&st, 0);
  assert_true (hw_test_has_action (r, &st, HW_ACTION_TRADE_BANK, HW_RESOURCE_BRICK, -2));
  assert_true (hw_test_has_action (r, &st, HW_ACTION_TRADE_OFFER, offer, ask));
  /* Trading first is always allowed. */
  hw_test_do (r, &st, HW_ACTION_TRADE_BANK, HW_RESOURCE_BRICK, HW_RESOURCE_WOOL, 4);
  hw_test_do (r, &st, HW_ACTION_BUY_DEV, 0, 0, 0);
  assert_true (st.built);
  if (strict)
    {
      hw_test_refused (r, &st, HW_ACTION_TRADE_BANK, HW_RESOURCE_BRICK, HW_RESOURCE_ORE, 4);
      hw_test_refused (r, &st, HW_ACTION_TRADE_OFFER, offer, ask, 0);
    }
  else
    {
      assert_true (hw_test_has_action (r, &st, HW_ACTION_TRADE_BANK, HW_RESOURCE_BRICK, -2));
      assert_true (hw_test_has_action (r, &st, HW_ACTION_TRADE_OFFER, offer, ask));
    }
  hw_test_do (r, &st, HW_ACTION_END_TURN, 0, 0, 0);
  assert_false (st.built);
}

static void
test_BASE_TRADE_03_strict_trade (void **state)
{
  (void) state;
  strict_trade_case (TRUE);
  strict_trade_case (FALSE);
}

/* BASE-PROD-03 `bank-size`: the bank starts with that many cards of each resource, and the
 * engine's own check counts them. */
static void
test_BASE_PROD_03_bank_size (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (HwGameRules) r = NULL;
  HwGameState st;

  (void) state;
  r = hw_test_rules (s, 4);
  hw_game_init (&st, r, 1);
  assert_int_equal (st.bank[HW_RESOURCE_ORE], 19);
  g_clear_pointer (&r, hw_game_rules_free);
  hw_test_set_param (s, "base", "bank-size", "24");
  r = hw_test_rules (s, 4);
  hw_game_init (&st, r, 1);
  for (int res = 0; res < HW_N_RESOURCES; res++)
    assert_int_equal (st.bank[res], 24);
  hw_test_give (&st, 0, HW_RESOURCE_ORE, 3);
  assert_true (hw_game_check_invariants (r, &st, NULL));
}

/* ---- refusals ------------------------------------------------------------------------- */

static void
refuse_module (const char *module)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = NULL;

  g_ptr_array_add (s->modules, hw_module_new (module));
  r = hw_game_rules_new (s, NULL, 4, &error);
  assert_null (r);
  assert_true (g_error_matches (error, HW_GAME_ERROR, HW_GAME_ERROR_UNSUPPORTED_MODULE));
  assert_non_null (strstr (error->message, module));
}

/* Every module hw-modules knows is played; one it does not (from a newer file) is refused. */
static void
test_refuse_unknown_module (void **state)
{
  refuse_module ("cities-and-knights");
}

/* Barbarian Attack plays (test-game-barbarian.c), but only on a board with a castle. */
static void
test_barbarian_attack_needs_castle (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = NULL;

  g_ptr_array_add (s->modules, hw_module_new ("barbarian-attack"));
  r = hw_game_rules_new (s, NULL, 4, &error);
  assert_null (r);
  assert_true (g_error_matches (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD));
  assert_non_null (strstr (error->message, "castle"));
}

static void
test_refuse_player_count (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (GError) error = NULL;

  assert_null (hw_game_rules_new (s, NULL, 7, &error));
  assert_true (g_error_matches (error, HW_GAME_ERROR, HW_GAME_ERROR_PLAYERS));
}

#define T(name) cmocka_unit_test_setup_teardown (name, setup4, teardown)

/* tests/data/tiny.xml with three players: the engine once listed no action for player 3
 * when the first settlements filled its three land hexes. hw_game_rules_new() now refuses
 * such a board, naming the player count and the settlements a setup needs; and a game on
 * it (rules built without that check) never leaves a player to move with nothing legal:
 * the engine ends the setup, without a winner, when it runs out of room. */
static void
test_setup_never_leaves_nobody_to_move (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  g_autoptr(HwScenario) s = hw_scenario_load_file (path, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr (HwGameRules) refused = NULL;
  g_autoptr (HwGameRules) r = NULL;
  g_autofree HwAction *buf = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  HwGameState st;
  int blocked = 0, completed = 0;

  assert_non_null (s);
  refused = hw_game_rules_new (s, NULL, 3, &error);
  assert_null (refused);
  assert_true (g_error_matches (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD));
  assert_non_null (strstr (error->message, "3 players need 6 starting settlements"));

  r = hw_game_rules_build (s, NULL, 3, NULL);
  assert_non_null (r);
  for (guint64 seed = 1; seed <= 300; seed++)
    {
      HwRng pick;

      hw_rng_seed (&pick, seed);
      hw_game_init (&st, r, seed);
      while (!hw_game_is_over (&st) && hw_game_turn (&st) == 0)
        {
          guint n = hw_game_legal_actions (r, &st, buf, HW_GAME_MAX_ACTIONS);

          assert_true (n > 0);
          assert_true (hw_game_apply (r, &st, &buf[hw_rng_uniform (&pick, n)]));
        }
      hw_test_assert_ok (r, &st);
      if (st.setup_blocked)
        {
          assert_true (hw_game_is_over (&st));
          assert_int_equal (hw_game_winner (&st), -1);
          blocked++;
        }
      else
        completed++;
    }
  /* Both ends happen on this board, so both were checked. */
  assert_true (blocked > 0);
  assert_true (completed > 0);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    T (test_BASE_PIECES_limits_and_points),
    T (test_BASE_PIECES_win_on_own_turn),
    cmocka_unit_test (test_BASE_PIECES_target_from_scenario),
    T (test_BASE_SETUP_01_snake_draft),
    T (test_BASE_SETUP_02_second_settlement_resources),
    cmocka_unit_test (test_BASE_PIECES_02_counts_from_params),
    cmocka_unit_test (test_BASE_PIECES_02_supply_must_cover_setup),
    T (test_BASE_TURN_roll_then_trade_and_build),
    T (test_BASE_TURN_one_card_per_turn_not_bought_this_turn),
    T (test_BASE_TURN_victory_cards_count_at_once),
    T (test_BASE_TURN_any_card_before_the_roll),
    T (test_BASE_PROD_01_settlement_one_city_two),
    T (test_BASE_PROD_01_terrain_resources),
    T (test_BASE_PROD_01_robber_blocks),
    T (test_BASE_PROD_02_bank_limit_nobody_paid),
    T (test_BASE_PROD_02_bank_limit_enough),
    T (test_BASE_PROD_02_bank_limit_single_player_takes_rest),
    cmocka_unit_test (test_BASE_PROD_02_bank_limit_param_off),
    T (test_BASE_SEVEN_01_discard_half),
    T (test_BASE_SEVEN_02_robber_moves_and_steals),
    cmocka_unit_test (test_BASE_SEVEN_03_sevens_rule),
    T (test_BASE_COST_prices),
    T (test_BASE_PLACE_01_distance_rule),
    T (test_BASE_PLACE_02_connected_to_own_network),
    T (test_BASE_DEV_deck_and_empty_deck),
    cmocka_unit_test (test_BASE_DEV_02_deck_from_params),
    T (test_BASE_DEV_knight_moves_robber_without_discard),
    T (test_BASE_DEV_road_building_year_of_plenty_monopoly),
    T (test_BASE_ROAD_five_pieces_strictly_longer),
    T (test_BASE_ROAD_broken_by_opponent_building),
    T (test_BASE_ROAD_building_cuts_only_routes_through),
    T (test_BASE_ROAD_set_aside_on_tie),
    T (test_BASE_ARMY_three_knights_taken_by_more),
    T (test_BASE_TRADE_bank_and_harbors),
    cmocka_unit_test (test_BASE_TRADE_domestic_param_read),
    T (test_BASE_TRADE_domestic_offer_answered_in_seat_order),
    cmocka_unit_test (test_BASE_TRADE_02_offers_param_and_off),
    cmocka_unit_test (test_BASE_TRADE_03_strict_trade),
    cmocka_unit_test (test_BASE_PROD_03_bank_size),
    cmocka_unit_test (test_refuse_unknown_module),
    cmocka_unit_test (test_barbarian_attack_needs_castle),
    cmocka_unit_test (test_refuse_player_count),
    cmocka_unit_test (test_setup_never_leaves_nobody_to_move),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
