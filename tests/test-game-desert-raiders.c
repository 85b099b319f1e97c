/* test-game-desert-raiders.c: The Desert Raiders played by the engine: one test per DR-*
 * clause of rules.md on the shipped desert-raiders.xml, proven through
 * hw_game_legal_actions() and hw_game_apply(), and property tests over random and greedy
 * games of 3 to 6 players. The raiders' own mechanics are tested in test-game-raiders.c. */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-game.h"

#include "hw-bot.h"
#include "hw-scenario-io.h"
#include "hw-dr-rules.h"
#include "hw-dr-raiders.h"
#include "hw-dr-bot.h"
#include "hw-rule-module.h"

typedef HwTestFixture Fixture;

static int
setup (void **state)
{
  *state = hw_test_fixture_new (hw_test_load_shipped ("desert-raiders.xml"), 4, 7);
  return 0;
}

static void
assert_ok (Fixture *f)
{
  hw_test_assert_ok (f->r, &f->st);
}

static void
apply_ok (Fixture *f, int type, int a, int b, int c)
{
  HwAction act = { (guint8) type, (gint8) c, (gint16) a, (gint16) b };
  g_autoptr (GString) d = g_string_new (NULL);

  hw_game_action_describe (f->r, &act, d);
  if (!hw_test_has_action (f->r, &f->st, type, a, b) || !hw_game_apply (f->r, &f->st, &act))
    fail_msg ("not legal: %s", d->str);
  assert_ok (f);
}

static gboolean
is_land (const HwGameRules *r, int h)
{
  return h >= 0 && r->hex_island[h] >= 0 && r->hex_terrain[h] != HW_TERRAIN_SEA;
}

static gboolean
is_desert (const HwGameRules *r, int h)
{
  return h >= 0 && r->hex_terrain[h] == HW_TERRAIN_DESERT;
}

static gboolean
borders_desert (const HwGameRules *r, int h)
{
  for (int k = 0; k < 6; k++)
    if (is_desert (r, hw_game_hex_neighbour (r, h, k)))
      return TRUE;
  return FALSE;
}

/* Keeps what the engine derives from the raiders up to date after a test moves them. */
static void
raiders_moved (Fixture *f)
{
  HwGameState *st = &f->st;

  for (int p = 0; p < st->n_players; p++)
    {
      int lost = 0;

      hw_game_update_harbors (f->r, st, p);
      HW_FOREACH_BIT (st->players[p].buildings, HW_GAME_NODE_WORDS, node)
        if (hw_dr_taken (f->r, st, node))
          lost += hw_bit_get (st->players[p].cities, node) ? 2 : 1;
      hw_dr_state (f->r, st)->counters.vp_lost[p] = (guint8) lost;
    }
  hw_game_update_routes (f->r, st, (1u << st->n_players) - 1);
}

/* Puts @n raiders on @hex, taken from (or given back to) the supply. */
static void
set_raiders (Fixture *f, int hex, int n)
{
  HwRaiders *rd = &hw_dr_state (f->r, &f->st)->raiders;

  rd->supply = (guint8) (rd->supply + rd->raiders[hex] - n);
  rd->raiders[hex] = (guint8) n;
  rd->storm = rd->supply == 0;
  raiders_moved (f);
}

/* Empties the supply onto the deserts: the storm is on. */
static void
start_storm (Fixture *f)
{
  int i = 0;

  while (hw_dr_state (f->r, &f->st)->raiders.supply > 0)
    {
      int d = hw_dr_rules (f->r)->deserts[i++ % hw_dr_rules (f->r)->n_deserts];
      set_raiders (f, d, hw_dr_state (f->r, &f->st)->raiders.raiders[d] + 1);
    }
  assert_true (hw_dr_state (f->r, &f->st)->raiders.storm);
}

static int
on_deserts (Fixture *f)
{
  int n = 0;

  for (int i = 0; i < hw_dr_rules (f->r)->n_deserts; i++)
    n += hw_dr_state (f->r, &f->st)->raiders.raiders[hw_dr_rules (f->r)->deserts[i]];
  return n;
}

/* A non-desert land hex with a number that borders a desert, not @avoid. */
static int
desert_neighbour (Fixture *f, int avoid)
{
  for (int h = 0; h < f->r->n_hexes; h++)
    if (h != avoid && is_land (f->r, h) && !is_desert (f->r, h) && f->r->hex_chit[h] != 0 &&
        borders_desert (f->r, h))
      return h;
  return -1;
}

/* A corner of @hex where a building may stand now (BASE-PLACE-01), or -1. */
static int
free_corner (Fixture *f, int hex)
{
  for (int k = 0; k < 6; k++)
    {
      int node = f->r->hex_nodes[hex][k];
      gboolean ok = (f->r->node_flags[node] & HW_NODE_LAND) && f->st.node_owner[node] == 0;
      for (int j = 0; j < 3 && ok; j++)
        ok = f->r->node_nodes[node][j] < 0 || f->st.node_owner[f->r->node_nodes[node][j]] == 0;
      if (ok)
        return node;
    }
  return -1;
}

static void
empty_hands (Fixture *f)
{
  for (int p = 0; p < f->st.n_players; p++)
    for (int r = 0; r < HW_N_RESOURCES; r++)
      {
        f->st.bank[r] += f->st.players[p].hand[r];
        f->st.players[p].hand[r] = 0;
      }
}

/* Rolls @sum as the dice of player 0's turn. */
static void
roll (Fixture *f, int sum)
{
  int d1 = sum > 7 ? 6 : 1;

  assert_int_equal (f->st.phase, HW_PHASE_ROLL);
  hw_game_resolve_roll (f->r, &f->st, d1, sum - d1);
  assert_ok (f);
  /* DR-STORM-01: where the roller chooses the deserts, the first listed. */
  while (hw_dr_state (f->r, &f->st)->pending == HW_DR_PENDING_STORM)
    {
      HwAction buf[HW_GAME_MAX_ACTIONS];
      guint n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);

      assert_true (n >= 2);
      assert_true (hw_game_apply (f->r, &f->st, &buf[0]));
      assert_ok (f);
    }
}

/* ---- DR-MAP-01, DR-SETUP-01 ------------------------------------------------------------ */

static void
test_DR_SETUP_01_first_on_coast_with_ship (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n;
  int home = hw_dr_rules (f->r)->home_island, inland = -1, abroad = -1;

  hw_game_init (&f->st, f->r, 3);
  assert_true (home >= 0);
  for (int node = 0; node < f->r->n_nodes; node++)
    {
      if (!hw_game_can_settle (f->r, &f->st, 0, node, TRUE))
        continue;
      if (f->r->node_island[node] == home && !(f->r->node_flags[node] & HW_NODE_COASTAL) && inland < 0)
        inland = node;
      if (f->r->node_island[node] != home && abroad < 0)
        abroad = node;
    }
  assert_true (inland >= 0 && abroad >= 0);

  /* The first settlement: only coastal nodes of the home island. */
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  assert_true (n > 0);
  for (guint i = 0; i < n; i++)
    {
      assert_int_equal (buf[i].type, HW_ACTION_PLACE_SETTLEMENT);
      assert_int_equal (f->r->node_island[buf[i].a], home);
      assert_true (f->r->node_flags[buf[i].a] & HW_NODE_COASTAL);
    }
  hw_test_refused (f->r, &f->st, HW_ACTION_PLACE_SETTLEMENT, inland, 0, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_PLACE_SETTLEMENT, abroad, 0, 0);

  /* ... and it takes a ship, never a road. */
  for (int p = 0; p < 4; p++)
    {
      n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
      apply_ok (f, buf[n / 2].type, buf[n / 2].a, 0, 0);
      n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
      assert_true (n > 0);
      for (guint i = 0; i < n; i++)
        assert_int_equal (buf[i].type, HW_ACTION_PLACE_SHIP);
      for (int k = 0; k < 3; k++)
        {
          int e = f->r->node_edges[f->st.setup_node][k];
          if (e >= 0 && (f->r->edge_flags[e] & HW_EDGE_ROAD) && f->st.edge_owner[e] == 0)
            hw_test_refused (f->r, &f->st, HW_ACTION_PLACE_ROAD, e, 0, 0);
        }
      apply_ok (f, HW_ACTION_PLACE_SHIP, buf[0].a, 0, 0);
    }

  /* The second settlement: anywhere on the home island (inland too), with a road. */
  assert_int_equal (f->st.setup_step, 4);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_PLACE_SETTLEMENT, inland, -2) ||
               !hw_game_can_settle (f->r, &f->st, f->st.to_move, inland, TRUE));
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    assert_int_equal (f->r->node_island[buf[i].a], home);
  {
    gboolean any_inland = FALSE;
    for (guint i = 0; i < n; i++)
      any_inland |= !(f->r->node_flags[buf[i].a] & HW_NODE_COASTAL);
    assert_true (any_inland);
    for (guint i = 0; i < n; i++)
      if (!(f->r->node_flags[buf[i].a] & HW_NODE_COASTAL))
        {
          apply_ok (f, HW_ACTION_PLACE_SETTLEMENT, buf[i].a, 0, 0);
          break;
        }
  }
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_PLACE_ROAD, -2, -2));
  /* No robber, no pirate (DR-NOROBBER). */
  assert_int_equal (f->st.robber_hex, -1);
}

/* ---- DR-NOROBBER, DR-NOARMY, DR-POOL ---------------------------------------------------- */

static void
test_DR_NOROBBER_seven_steal (void **state)
{
  Fixture *f = *state;
  int before;

  assert_int_equal (f->r->robber_start, -1);
  assert_int_equal (f->st.robber_hex, -1);
  empty_hands (f);
  hw_test_give (&f->st, 1, HW_RESOURCE_ORE, 9);
  hw_test_give (&f->st, 3, HW_RESOURCE_WOOL, 2);

  roll (f, 7);
  /* BASE-SEVEN-01 first: player 1 discards 4. */
  assert_int_equal (f->st.phase, HW_PHASE_DISCARD);
  assert_int_equal (f->st.to_move, 1);
  for (int i = 0; i < 4; i++)
    apply_ok (f, HW_ACTION_DISCARD, HW_RESOURCE_ORE, 0, 0);

  /* Then the roller takes a card from any player holding one; no robber move. */
  assert_int_equal (f->st.phase, HW_PHASE_ROBBER);
  assert_int_equal (f->st.to_move, 0);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_STEAL, 1, -2));
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_STEAL, 3, -2));
  hw_test_refused (f->r, &f->st, HW_ACTION_STEAL, 2, 0, 0);   /* holds nothing */
  hw_test_refused (f->r, &f->st, HW_ACTION_STEAL, 0, 0, 0);   /* himself */
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_ROBBER, -2, -2));
  before = hw_game_hand_size (&f->st, 3);
  apply_ok (f, HW_ACTION_STEAL, 3, 0, 0);
  assert_int_equal (hw_game_hand_size (&f->st, 3), before - 1);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_WOOL], 1);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
  assert_int_equal (f->st.robber_hex, -1);

  /* Nobody else holds a card: the step is skipped. */
  apply_ok (f, HW_ACTION_END_TURN, 0, 0, 0);
  empty_hands (f);
  f->st.current = f->st.to_move = 0;
  roll (f, 7);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_STEAL, -2, -2));
}

static void
test_DR_NOARMY_knights_never_give_army (void **state)
{
  Fixture *f = *state;
  int vp = hw_game_vp (f->r, &f->st, 0);

  set_raiders (f, hw_dr_rules (f->r)->deserts[0], 5);
  f->st.players[0].dev[HW_DEV_KNIGHT] = 4;
  f->st.deck_left -= 4;
  for (int i = 0; i < 4; i++)
    {
      apply_ok (f, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
      apply_ok (f, HW_ACTION_REMOVE_RAIDER, hw_dr_rules (f->r)->deserts[0], 0, 0);
      f->st.dev_played = 0;   /* the next turn */
    }
  assert_int_equal (f->st.players[0].knights_played, 4);
  assert_int_equal (f->st.largest_army_holder, -1);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), vp);
}

static void
test_DR_POOL_18_and_24 (void **state)
{
  Fixture *f = *state;
  static const int pool[] = { 0, 0, 0, 18, 18, 24, 24 };
  static const int per_build[] = { 0, 0, 0, 3, 2, 3, 2 };

  for (int players = 3; players <= 6; players++)
    {
      g_autoptr (HwGameRules) r = hw_test_rules (f->s, players);
      HwGameState st;

      hw_game_init (&st, r, 1);
      assert_int_equal (hw_dr_state (r, &st)->raiders.supply, pool[players]);
      assert_int_equal (hw_dr_rules (r)->per_build, per_build[players]);
      /* Kept off the board. */
      for (int h = 0; h < r->n_hexes; h++)
        assert_int_equal (hw_dr_state (r, &st)->raiders.raiders[h], 0);
      assert_false (hw_dr_state (r, &st)->raiders.storm);
    }
}

/* ---- DR-PLACE-01 --------------------------------------------------------------------------- */

/* Gives player 0 a settlement on @node with a road, and the cards for a settlement next
 * to it; returns a node where the settlement may go, or -1. */
static int
ready_to_settle (Fixture *f, int node)
{
  hw_game_put_building (f->r, &f->st, 0, node, FALSE);
  for (int k = 0; k < 3; k++)
    {
      int e1 = f->r->node_edges[node][k];
      int m = f->r->node_nodes[node][k];
      if (e1 < 0 || !(f->r->edge_flags[e1] & HW_EDGE_ROAD))
        continue;
      for (int j = 0; j < 3; j++)
        {
          int e2 = f->r->node_edges[m][j];
          int far = f->r->node_nodes[m][j];
          if (e2 < 0 || e2 == e1 || !(f->r->edge_flags[e2] & HW_EDGE_ROAD) ||
              !hw_game_can_settle (f->r, &f->st, 0, far, TRUE))
            continue;
          hw_game_put_route_piece (f->r, &f->st, 0, e1, FALSE);
          hw_game_put_route_piece (f->r, &f->st, 0, e2, FALSE);
          hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
          hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
          hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 1);
          hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 1);
          return far;
        }
    }
  return -1;
}

static int
home_node (Fixture *f)
{
  for (int node = 0; node < f->r->n_nodes; node++)
    if (f->r->node_island[node] == hw_dr_rules (f->r)->home_island && hw_game_can_settle (f->r, &f->st, 0, node, TRUE))
      {
        HwGameState keep = f->st;
        int far = ready_to_settle (f, node);
        f->st = keep;
        if (far >= 0)
          return node;
      }
  return -1;
}

static void
test_DR_PLACE_01_raiders_per_build (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  int node = home_node (f), far;
  guint n;

  assert_true (node >= 0);
  far = ready_to_settle (f, node);
  f->st.phase = HW_PHASE_MAIN;
  apply_ok (f, HW_ACTION_BUILD_SETTLEMENT, far, 0, 0);

  /* Only raider placements are listed, one per desert of the home island. */
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  assert_int_equal (n, hw_dr_rules (f->r)->n_deserts);
  for (guint i = 0; i < n; i++)
    {
      assert_int_equal (buf[i].type, HW_ACTION_PLACE_RAIDER);
      assert_true (is_desert (f->r, buf[i].a));
      assert_int_equal (f->r->hex_island[buf[i].a], hw_dr_rules (f->r)->home_island);
    }
  hw_test_refused (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_PLACE_RAIDER, desert_neighbour (f, -1), 0, 0);
  apply_ok (f, HW_ACTION_PLACE_RAIDER, hw_dr_rules (f->r)->deserts[0], 0, 0);
  apply_ok (f, HW_ACTION_PLACE_RAIDER, hw_dr_rules (f->r)->deserts[0], 0, 0);
  /* 2 with 4 players; raiders on a desert stack. */
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[hw_dr_rules (f->r)->deserts[0]], 2);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.supply, 16);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_END_TURN, -2, -2));

  /* A city too; with one raider left, one is placed and the storm begins. */
  set_raiders (f, hw_dr_rules (f->r)->deserts[1], 15);
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 3);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 2);
  f->st.turn = 9;
  apply_ok (f, HW_ACTION_BUILD_CITY, far, 0, 0);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_PLACE_RAIDER, -2, -2));
  apply_ok (f, HW_ACTION_PLACE_RAIDER, hw_dr_rules (f->r)->deserts[2], 0, 0);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.supply, 0);
  assert_true (hw_dr_state (f->r, &f->st)->raiders.storm);
  assert_int_equal (hw_dr_state (f->r, &f->st)->counters.storm_turn, 9);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_END_TURN, -2, -2));
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_PLACE_RAIDER, -2, -2));
}

static void
test_DR_PLACE_01_three_players_and_setup_param (void **state)
{
  Fixture *f = *state;
  g_autoptr (HwGameRules) r3 = hw_test_rules (f->s, 3);
  g_autoptr (HwScenario) s = hw_test_load_shipped ("desert-raiders.xml");
  g_autoptr (HwGameRules) rs = NULL;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  HwGameState st;
  guint n;

  /* Setup settlements place no raiders by default. */
  hw_game_init (&st, r3, 5);
  n = hw_game_legal_actions (r3, &st, buf, HW_GAME_MAX_ACTIONS);
  assert_true (hw_game_apply (r3, &st, &buf[0]));
  assert_int_equal (st.phase, HW_PHASE_SETUP_ROAD);
  assert_false (hw_test_has_action (r3, &st, HW_ACTION_PLACE_RAIDER, -2, -2));

  /* raiders-in-setup: they do, 3 each with 3 players, before the ship. */
  hw_test_set_param (s, "desert-raiders", "raiders-in-setup", "on");
  rs = hw_test_rules (s, 3);
  assert_true (hw_dr_rules (rs)->in_setup);
  hw_game_init (&st, rs, 5);
  n = hw_game_legal_actions (rs, &st, buf, HW_GAME_MAX_ACTIONS);
  assert_true (n > 0 && hw_game_apply (rs, &st, &buf[0]));
  for (int i = 0; i < 3; i++)
    {
      HwAction a = { HW_ACTION_PLACE_RAIDER, 0, hw_dr_rules (rs)->deserts[i % hw_dr_rules (rs)->n_deserts], 0 };
      n = hw_game_legal_actions (rs, &st, buf, HW_GAME_MAX_ACTIONS);
      assert_int_equal (n, hw_dr_rules (rs)->n_deserts);
      assert_true (hw_game_apply (rs, &st, &a));
    }
  assert_int_equal (hw_dr_state (rs, &st)->raiders.supply, 15);
  assert_true (hw_test_has_action (rs, &st, HW_ACTION_PLACE_SHIP, -2, -2));
  hw_test_assert_ok (rs, &st);
}

/* ---- SEA-ISLAND ------------------------------------------------------------------------------ */

/* SEA-ISLAND: The Desert Raiders' text grants no island bonus; the shipped file sets 0, so a
 * first settlement on another island scores its 1 VP and nothing more. */
static void
test_SEA_ISLAND_desert_raiders_no_bonus (void **state)
{
  Fixture *f = *state;
  int node = -1, edge = -1;

  assert_int_equal (f->r->island_bonus, 0);
  for (int v = 0; v < f->r->n_nodes && node < 0; v++)
    {
      if (f->r->node_island[v] < 0 || f->r->node_island[v] == hw_dr_rules (f->r)->home_island ||
          !hw_game_can_settle (f->r, &f->st, 0, v, TRUE))
        continue;
      for (int k = 0; k < 3; k++)
        {
          int e = f->r->node_edges[v][k];
          if (e >= 0 && (f->r->edge_flags[e] & HW_EDGE_SHIP))
            {
              node = v;
              edge = e;
              break;
            }
        }
    }
  assert_true (node >= 0);
  hw_game_put_route_piece (f->r, &f->st, 0, edge, TRUE);
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 1);
  apply_ok (f, HW_ACTION_BUILD_SETTLEMENT, node, 0, 0);
  assert_true (f->st.players[0].islands & (1u << f->r->node_island[node]));
  assert_int_equal (f->st.players[0].island_vp, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 1);
}

/* ---- DR-STORM-01/02 ------------------------------------------------------------------------ */

static void
test_DR_STORM_01_spreads_from_deserts_and_raiders (void **state)
{
  Fixture *f = *state;
  int h = desert_neighbour (f, -1);
  int sum = f->r->hex_chit[h], next = -1, far = -1;
  int deserts_before;

  /* Before the storm a roll moves nothing. */
  set_raiders (f, hw_dr_rules (f->r)->deserts[0], 4);
  roll (f, sum);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[h], 0);
  f->st.phase = HW_PHASE_ROLL;

  start_storm (f);
  deserts_before = on_deserts (f);
  /* A hex with the same number far from deserts and raiders stays free. */
  for (int i = 0; i < f->r->n_chit_hexes[sum]; i++)
    {
      int o = f->r->chit_hexes[sum][i];
      if (o != h && !borders_desert (f->r, o))
        far = o;
    }
  roll (f, sum);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[h], 1);
  assert_true (far >= 0);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[far], 0);
  assert_true (on_deserts (f) < deserts_before);
  assert_true (hw_dr_state (f->r, &f->st)->counters.hexes_overrun >= 1);

  /* Then from the raider's hex: a neighbour that does not border a desert. */
  for (int k = 0; k < 6 && next < 0; k++)
    {
      int o = hw_game_hex_neighbour (f->r, h, k);
      if (is_land (f->r, o) && !is_desert (f->r, o) && f->r->hex_chit[o] != 0 &&
          f->r->hex_chit[o] != sum && !borders_desert (f->r, o))
        next = o;
    }
  assert_true (next >= 0);
  f->st.phase = HW_PHASE_ROLL;
  roll (f, f->r->hex_chit[next]);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[next], 1);
}

/* DR-STORM-01 "borders any of the initial Desert hexes": a desert counts whether or not
 * raiders are left on it; the raider comes from another desert. */
static void
test_DR_STORM_01_an_emptied_desert_still_borders (void **state)
{
  Fixture *f = *state;
  HwRaiders *rd = &hw_dr_state (f->r, &f->st)->raiders;
  int h = desert_neighbour (f, -1), keep = -1, emptied = 0;

  start_storm (f);
  /* Every desert next to h empties into one that is not. */
  for (int i = 0; i < hw_dr_rules (f->r)->n_deserts && keep < 0; i++)
    {
      int d = hw_dr_rules (f->r)->deserts[i];
      gboolean next_to = FALSE;
      for (int k = 0; k < 6; k++)
        next_to |= hw_game_hex_neighbour (f->r, h, k) == d;
      if (!next_to)
        keep = d;
    }
  assert_true (keep >= 0);
  for (int k = 0; k < 6; k++)
    {
      int d = hw_game_hex_neighbour (f->r, h, k);
      if (is_desert (f->r, d) && rd->raiders[d] > 0)
        {
          rd->raiders[keep] = (guint8) (rd->raiders[keep] + rd->raiders[d]);
          rd->raiders[d] = 0;
          emptied++;
        }
    }
  raiders_moved (f);
  assert_true (emptied >= 1);
  assert_true (rd->storm);
  /* No raider stands next to h: only the desert can bring the storm there. */
  for (int k = 0; k < 6; k++)
    {
      int o = hw_game_hex_neighbour (f->r, h, k);
      if (o >= 0)
        assert_int_equal (rd->raiders[o], 0);
    }
  assert_ok (f);
  roll (f, f->r->hex_chit[h]);
  assert_int_equal (rd->raiders[h], 1);
}

/* DR-STORM-01 "from any one of the Desert hexes": the roller chooses, for each hex the
 * storm reaches, which desert gives the raider; with one desert left there is no choice. */
static void
test_DR_STORM_01_roller_chooses_the_desert (void **state)
{
  Fixture *f = *state;
  int h = desert_neighbour (f, -1);
  int sum = f->r->hex_chit[h];
  int d0 = hw_dr_rules (f->r)->deserts[0], d1 = hw_dr_rules (f->r)->deserts[1];
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n;
  int targets = 0, first;

  assert_true (hw_dr_rules (f->r)->n_deserts >= 2);
  start_storm (f);
  /* Make d1 the emptiest desert that still holds raiders: the old rule never took from it. */
  for (int i = 0; i < hw_dr_rules (f->r)->n_deserts; i++)
    {
      int d = hw_dr_rules (f->r)->deserts[i];
      if (d != d1 && d != d0)
        {
          hw_dr_state (f->r, &f->st)->removed[0] += hw_dr_state (f->r, &f->st)->raiders.raiders[d];
          hw_dr_state (f->r, &f->st)->raiders.raiders[d] = 0;
        }
    }
  hw_dr_state (f->r, &f->st)->removed[0] += hw_dr_state (f->r, &f->st)->raiders.raiders[d1] - 1;
  hw_dr_state (f->r, &f->st)->raiders.raiders[d1] = 1;
  assert_true (hw_dr_state (f->r, &f->st)->raiders.raiders[d0] > 1);
  assert_ok (f);
  {
    guint64 t[HW_RAIDERS_HEX_WORDS];

    targets = hw_raiders_storm_targets (f->r, &hw_dr_state (f->r, &f->st)->raiders, sum, t);
    first = -1;
    HW_FOREACH_BIT (t, HW_RAIDERS_HEX_WORDS, x)
      if (first < 0)
        first = x;
  }
  assert_true (targets >= 1 && first >= 0);

  hw_game_resolve_roll (f->r, &f->st, sum > 7 ? 6 : 1, sum - (sum > 7 ? 6 : 1));
  assert_ok (f);
  /* The roll waits for the roller: one choice per desert holding raiders, nothing else. */
  assert_int_equal (hw_dr_state (f->r, &f->st)->pending, HW_DR_PENDING_STORM);
  assert_int_equal (hw_game_to_move (&f->st), f->st.current);
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  assert_int_equal (n, 2);
  for (guint i = 0; i < n; i++)
    {
      assert_int_equal (buf[i].type, HW_ACTION_STORM_RAIDER);
      assert_int_equal (buf[i].b, first);
    }
  hw_test_refused (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
  /* Not to another hex than the next one owed a raider. */
  hw_test_refused (f->r, &f->st, HW_ACTION_STORM_RAIDER, d0, desert_neighbour (f, first), 0);
  /* The roller takes it from the emptier desert. */
  apply_ok (f, HW_ACTION_STORM_RAIDER, d1, first, 0);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[d1], 0);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[first], 1);
  /* Only d0 is left: the rest of the roll needs no choice, and production followed. */
  assert_int_equal (hw_dr_state (f->r, &f->st)->pending, HW_DR_PENDING_NONE);
  assert_int_equal (f->st.phase, f->st.players[0].choices_owed + f->st.players[1].choices_owed +
                                 f->st.players[2].choices_owed + f->st.players[3].choices_owed > 0
                                 ? HW_PHASE_CHOOSE : HW_PHASE_MAIN);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[h], 1);
  assert_int_equal (hw_dr_state (f->r, &f->st)->counters.hexes_overrun, targets);
}

static void
test_DR_STORM_02_never_water_one_per_hex (void **state)
{
  Fixture *f = *state;

  start_storm (f);
  /* Every number many times over: the deserts empty onto the land, one raider a hex. */
  for (int i = 0; i < 40; i++)
    for (int sum = 2; sum <= 12; sum++)
      {
        if (sum == 7)
          continue;
        f->st.phase = HW_PHASE_ROLL;
        roll (f, sum);
        for (int h = 0; h < f->r->n_hexes; h++)
          {
            if (!is_land (f->r, h))
              assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[h], 0);
            else if (!is_desert (f->r, h))
              assert_true (hw_dr_state (f->r, &f->st)->raiders.raiders[h] <= 1);
          }
      }
  assert_true (hw_dr_state (f->r, &f->st)->counters.hexes_overrun > 0);
  /* Only the home island is reached: the sea stops the storm. */
  for (int h = 0; h < f->r->n_hexes; h++)
    if (hw_dr_state (f->r, &f->st)->raiders.raiders[h] > 0)
      assert_int_equal (f->r->hex_island[h], hw_dr_rules (f->r)->home_island);
}

/* ---- DR-BLOCK-01/02 ------------------------------------------------------------------------ */

static void
test_DR_BLOCK_01_produces_on_arrival_then_blocked (void **state)
{
  Fixture *f = *state;
  int h = desert_neighbour (f, -1);
  int sum = f->r->hex_chit[h];
  int res = f->r->hex_resource[h];
  int node = free_corner (f, h);
  int before;

  assert_true (res >= 0 && node >= 0);
  hw_game_put_building (f->r, &f->st, 0, node, FALSE);
  start_storm (f);
  empty_hands (f);

  /* The roll that places the raider still produces. */
  before = f->st.players[0].hand[res];
  roll (f, sum);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[h], 1);
  assert_true (f->st.players[0].hand[res] > before);

  /* The next roll of the number: nothing from that hex. */
  f->st.phase = HW_PHASE_ROLL;
  before = f->st.players[0].hand[res];
  {
    int expected = before;
    /* Other hexes with the number next to the node may still pay. */
    for (int k = 0; k < 3; k++)
      {
        int o = f->r->node_hexes[node][k];
        if (o >= 0 && o != h && f->r->hex_chit[o] == sum && f->r->hex_resource[o] == res &&
            hw_dr_state (f->r, &f->st)->raiders.raiders[o] == 0)
          expected++;
      }
    roll (f, sum);
    assert_true (f->st.players[0].hand[res] <= expected);
    assert_int_equal (f->st.players[0].hand[res] - before,
                      expected - before - 0);
  }
}

/* An edge between two non-desert land hexes of the home island, and a path of four more
 * road edges leading on from its node [1]. */
static int
cancel_edge (Fixture *f, int *path)
{
  for (int e = 0; e < f->r->n_edges; e++)
    {
      int a = f->r->edge_hexes[e][0], b = f->r->edge_hexes[e][1];
      int at, prev = e, len = 0;
      guint64 used[HW_GAME_NODE_WORDS] = { 0 };

      if (!is_land (f->r, a) || !is_land (f->r, b) || is_desert (f->r, a) || is_desert (f->r, b) ||
          f->r->hex_island[a] != hw_dr_rules (f->r)->home_island)
        continue;
      at = f->r->edge_nodes[e][1];
      hw_bit_set (used, f->r->edge_nodes[e][0]);
      hw_bit_set (used, at);
      while (len < 4)
        {
          int step = -1;
          for (int k = 0; k < 3 && step < 0; k++)
            {
              int x = f->r->node_edges[at][k], m = f->r->node_nodes[at][k];
              if (x < 0 || x == prev || !(f->r->edge_flags[x] & HW_EDGE_ROAD) || hw_bit_get (used, m))
                continue;
              step = k;
            }
          if (step < 0)
            break;
          prev = f->r->node_edges[at][step];
          path[len++] = prev;
          at = f->r->node_nodes[at][step];
          hw_bit_set (used, at);
        }
      if (len == 4)
        return e;
    }
  return -1;
}

static void
test_DR_BLOCK_02_cancelled_road_route_and_connection (void **state)
{
  Fixture *f = *state;
  int path[4];
  int e = cancel_edge (f, path);
  int u, a, b, other = -1;

  assert_true (e >= 0);
  u = f->r->edge_nodes[e][0];
  a = f->r->edge_hexes[e][0];
  b = f->r->edge_hexes[e][1];
  hw_game_put_route_piece (f->r, &f->st, 0, e, FALSE);
  for (int i = 0; i < 4; i++)
    hw_game_put_route_piece (f->r, &f->st, 0, path[i], FALSE);
  f->st.phase = HW_PHASE_MAIN;
  assert_int_equal (f->st.players[0].route_length, 5);
  assert_int_equal (f->st.longest_route_holder, 0);
  /* A road edge at the cancelled road's free end whose far end the roads do not reach. */
  for (int k = 0; k < 3; k++)
    {
      int x = f->r->node_edges[u][k], m = f->r->node_nodes[u][k];
      gboolean reached = FALSE;
      if (x < 0 || x == e || !(f->r->edge_flags[x] & HW_EDGE_ROAD))
        continue;
      for (int j = 0; j < 3; j++)
        reached |= f->r->node_edges[m][j] >= 0 && f->st.edge_owner[f->r->node_edges[m][j]] != 0;
      if (!reached)
        other = x;
    }
  assert_true (other >= 0);
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 2);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 2);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_ROAD, other, -2));

  /* Raiders on both hexes: the road is cancelled. */
  set_raiders (f, a, 1);
  assert_int_equal (f->st.players[0].route_length, 5);
  set_raiders (f, b, 1);
  assert_int_equal (f->st.players[0].route_length, 4);
  assert_int_equal (f->st.longest_route_holder, -1);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 0);
  /* ... and joins nothing: no road on from its far end. */
  hw_test_refused (f->r, &f->st, HW_ACTION_BUILD_ROAD, other, 0, 0);
  assert_ok (f);

  /* One raider leaves: back in play. */
  set_raiders (f, a, 0);
  assert_int_equal (f->st.players[0].route_length, 5);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_ROAD, other, -2));
}

/* ---- DR-TAKE-01 ---------------------------------------------------------------------------- */

/* A harbor node on the home island whose land hexes are none of them deserts. */
static int
harbor_node (Fixture *f)
{
  for (int node = 0; node < f->r->n_nodes; node++)
    {
      gboolean ok = f->r->node_harbors[node] != 0 && f->r->node_island[node] == hw_dr_rules (f->r)->home_island;
      for (int k = 0; k < 3 && ok; k++)
        ok = !is_desert (f->r, f->r->node_hexes[node][k]);
      if (ok)
        return node;
    }
  return -1;
}

static void
test_DR_TAKE_01_no_vp_no_harbor_no_city (void **state)
{
  Fixture *f = *state;
  int node = harbor_node (f);
  guint8 harbors;

  assert_true (node >= 0);
  hw_game_put_building (f->r, &f->st, 0, node, FALSE);
  harbors = f->st.players[0].harbors;
  assert_true (harbors != 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 1);
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 3);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 2);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 1);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_CITY, node, -2));

  /* Raiders on every land hex around it: taken. */
  for (int k = 0; k < 3; k++)
    {
      int h = f->r->node_hexes[node][k];
      if (is_land (f->r, h))
        set_raiders (f, h, 1);
    }
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 0);
  assert_int_equal (f->st.players[0].harbors, 0);
  assert_int_equal (hw_game_trade_ratio (&f->st, 0, HW_RESOURCE_ORE), 4);
  /* Not upgraded (the engine's choice), but ships still leave from it. */
  hw_test_refused (f->r, &f->st, HW_ACTION_BUILD_CITY, node, 0, 0);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_SHIP, -2, -2));
  assert_ok (f);
}

/* ---- DR-SOLDIER-01/02 --------------------------------------------------------------------- */

static void
test_DR_SOLDIER_01_frees_building_and_harbor (void **state)
{
  Fixture *f = *state;
  int node = harbor_node (f), h = -1;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n;

  /* No raider on the board: no soldier. */
  f->st.players[0].dev[HW_DEV_KNIGHT] = 1;
  f->st.deck_left--;
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_PLAY_KNIGHT, -2, -2));

  hw_game_put_building (f->r, &f->st, 0, node, FALSE);
  for (int k = 0; k < 3; k++)
    if (is_land (f->r, f->r->node_hexes[node][k]))
      set_raiders (f, h = f->r->node_hexes[node][k], 1);
  set_raiders (f, hw_dr_rules (f->r)->deserts[0], 3);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 0);

  /* Before the roll too; any land hex with a raider, deserts included. */
  apply_ok (f, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    {
      assert_int_equal (buf[i].type, HW_ACTION_REMOVE_RAIDER);
      assert_true (hw_dr_state (f->r, &f->st)->raiders.raiders[buf[i].a] > 0);
    }
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_REMOVE_RAIDER, hw_dr_rules (f->r)->deserts[0], -2));
  apply_ok (f, HW_ACTION_REMOVE_RAIDER, h, 0, 0);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[h], 0);
  assert_int_equal (hw_dr_state (f->r, &f->st)->removed[0], 1);
  assert_int_equal (hw_dr_state (f->r, &f->st)->counters.buildings_freed, 1);
  /* Back in play: its VP and its harbor. */
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 1);
  assert_true (f->st.players[0].harbors != 0);
  assert_int_equal (hw_dr_state (f->r, &f->st)->counters.vp_lost[0], 0);
  assert_int_equal (f->st.phase, HW_PHASE_ROLL);
  assert_int_equal (f->st.players[0].dev[HW_DEV_KNIGHT], 0);
}

static void
test_DR_SOLDIER_02_freed_hex_retaken (void **state)
{
  Fixture *f = *state;
  int h = desert_neighbour (f, -1);
  int sum = f->r->hex_chit[h];

  start_storm (f);
  roll (f, sum);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[h], 1);

  /* A soldier frees it ... */
  f->st.players[0].dev[HW_DEV_KNIGHT] = 1;
  f->st.deck_left--;
  apply_ok (f, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
  apply_ok (f, HW_ACTION_REMOVE_RAIDER, h, 0, 0);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[h], 0);

  /* ... and the storm takes it again on its number while the deserts hold raiders. */
  apply_ok (f, HW_ACTION_END_TURN, 0, 0, 0);
  f->st.current = f->st.to_move = 0;
  roll (f, sum);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[h], 1);

  /* With the deserts empty, a freed hex stays free. */
  for (int i = 0; i < hw_dr_rules (f->r)->n_deserts; i++)
    {
      int d = hw_dr_rules (f->r)->deserts[i];
      hw_dr_state (f->r, &f->st)->removed[1] += hw_dr_state (f->r, &f->st)->raiders.raiders[d];
      hw_dr_state (f->r, &f->st)->raiders.raiders[d] = 0;
    }
  set_raiders (f, h, 0);
  hw_dr_state (f->r, &f->st)->raiders.supply = 0;
  hw_dr_state (f->r, &f->st)->raiders.storm = 1;
  hw_dr_state (f->r, &f->st)->removed[1]++;
  assert_ok (f);
  f->st.phase = HW_PHASE_ROLL;
  roll (f, sum);
  assert_int_equal (hw_dr_state (f->r, &f->st)->raiders.raiders[h], 0);
}

/* ---- DR-VOL, DR-JUN, DR-WIN ------------------------------------------------------------ */

static void
test_DR_VOL_grain (void **state)
{
  Fixture *f = *state;
  int v = hw_test_find_hex (f->r, HW_TERRAIN_VOLCANO, 0);
  int node, before;

  assert_true (f->r->volcano);
  assert_int_equal (f->r->volcano_produces, HW_RESOURCE_GRAIN);
  assert_true (v >= 0);
  node = free_corner (f, v);
  assert_true (node >= 0);
  hw_game_put_building (f->r, &f->st, 0, node, FALSE);
  empty_hands (f);
  before = f->st.players[0].hand[HW_RESOURCE_GRAIN];
  roll (f, f->r->hex_chit[v]);
  /* A grain card, not a free choice (gold). */
  assert_true (f->st.players[0].hand[HW_RESOURCE_GRAIN] > before);
  assert_int_equal (f->st.players[0].choices_owed, 0);
  assert_true (f->st.counters.eruptions >= 1);
}

static void
test_DR_JUN_discoveries (void **state)
{
  Fixture *f = *state;
  int j = hw_test_find_hex (f->r, HW_TERRAIN_JUNGLE, 0);
  int node;

  assert_true (f->r->jungle);
  assert_true (j >= 0);
  node = free_corner (f, j);
  hw_game_put_building (f->r, &f->st, 0, node, FALSE);
  empty_hands (f);
  roll (f, f->r->hex_chit[j]);
  assert_true (f->st.players[0].discoveries >= 1);
  assert_int_equal (f->st.counters.discoveries_earned[0], f->st.players[0].discoveries);
}

static void
test_DR_WIN_13 (void **state)
{
  Fixture *f = *state;

  assert_int_equal (f->r->victory_points, 13);
  /* 12 VP is not enough ... */
  f->st.players[0].island_vp = 12;
  f->st.phase = HW_PHASE_MAIN;
  apply_ok (f, HW_ACTION_END_TURN, 0, 0, 0);
  assert_false (hw_game_is_over (&f->st));
  /* ... 13 wins, on the player's own turn only. */
  f->st.players[2].island_vp = 13;
  roll (f, 8);
  assert_false (hw_game_is_over (&f->st));
  if (f->st.phase == HW_PHASE_CHOOSE)
    return;
  apply_ok (f, HW_ACTION_END_TURN, 0, 0, 0);
  assert_true (hw_game_is_over (&f->st));
  assert_int_equal (hw_game_winner (&f->st), 2);
}

/* ---- the greedy bot ------------------------------------------------------------------------ */

static HwAction
greedy_pick (Fixture *f, int seat)
{
  HwAction buf[HW_GAME_MAX_ACTIONS], a;
  HwBot bot;
  guint n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);

  hw_bot_init (&bot, &hw_bot_greedy, seat, 1);
  assert_true (n > 0);
  assert_true (hw_bot_choose (&bot, f->r, &f->st, buf, n, &a));
  return a;
}

static void
test_DR_bot_greedy_soldier_on_own_hex (void **state)
{
  Fixture *f = *state;
  int h = desert_neighbour (f, -1);
  int node = free_corner (f, h);
  HwAction a;

  hw_game_put_building (f->r, &f->st, 0, node, TRUE);
  f->st.players[0].dev[HW_DEV_KNIGHT] = 1;
  f->st.deck_left--;
  set_raiders (f, hw_dr_rules (f->r)->deserts[0], 6);
  /* A raider on nobody's hex: the soldier is kept. */
  a = greedy_pick (f, 0);
  assert_int_equal (a.type, HW_ACTION_ROLL);
  /* On the bot's own city: played before the roll, on that hex. */
  set_raiders (f, h, 1);
  a = greedy_pick (f, 0);
  assert_int_equal (a.type, HW_ACTION_PLAY_KNIGHT);
  apply_ok (f, a.type, a.a, a.b, a.c);
  a = greedy_pick (f, 0);
  assert_int_equal (a.type, HW_ACTION_REMOVE_RAIDER);
  assert_int_equal (a.a, h);
}

static void
test_DR_bot_greedy_steals_from_leader (void **state)
{
  Fixture *f = *state;
  HwAction a;

  empty_hands (f);
  hw_test_give (&f->st, 1, HW_RESOURCE_ORE, 2);
  hw_test_give (&f->st, 2, HW_RESOURCE_WOOL, 5);
  f->st.players[1].island_vp = 4;
  roll (f, 7);
  a = greedy_pick (f, 0);
  assert_int_equal (a.type, HW_ACTION_STEAL);
  assert_int_equal (a.a, 1);
}

/* A bot whose settlement is taken does not save for a city it cannot build: it trades for
 * what else it may build (before, it held the city's cards and ended every turn, and a game
 * whose home island was overrun ran to the turn limit). */
static void
test_DR_bot_greedy_no_city_on_taken_settlement (void **state)
{
  Fixture *f = *state;
  int node = harbor_node (f);
  HwAction a;

  empty_hands (f);
  hw_game_put_building (f->r, &f->st, 0, node, FALSE);
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 6);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 2);
  a = greedy_pick (f, 0);
  assert_int_equal (a.type, HW_ACTION_BUILD_CITY);
  for (int k = 0; k < 3; k++)
    if (is_land (f->r, f->r->node_hexes[node][k]))
      set_raiders (f, f->r->node_hexes[node][k], 1);
  assert_true (hw_dr_taken (f->r, &f->st, node));
  for (int i = 0; i < f->r->n_modules; i++)
    if (f->r->modules[i].module->bot == &hw_dr_bot_advice)
      assert_false (hw_dr_bot_advice.may_upgrade (f->r, &f->r->modules[i], &f->st, node));
  a = greedy_pick (f, 0);
  assert_true (a.type == HW_ACTION_TRADE_OFFER || a.type == HW_ACTION_TRADE_BANK);
}

/* A free node whose only land hexes are deserts (a raider on @desert takes a building
 * there), or -1. */
static int
lone_desert_node (Fixture *f, int *desert)
{
  for (int i = 0; i < hw_dr_rules (f->r)->n_deserts; i++)
    for (int k = 0; k < 6; k++)
      {
        int n = f->r->hex_nodes[hw_dr_rules (f->r)->deserts[i]][k], land = 0;
        for (int j = 0; j < 3; j++)
          land += is_land (f->r, f->r->node_hexes[n][j]) &&
                  !is_desert (f->r, f->r->node_hexes[n][j]);
        if (land == 0 && f->st.node_owner[n] == 0)
          {
            *desert = hw_dr_rules (f->r)->deserts[i];
            return n;
          }
      }
  return -1;
}

static void
test_DR_bot_greedy_places_raiders_on_leader (void **state)
{
  Fixture *f = *state;
  int target = -1, node = lone_desert_node (f, &target);
  HwAction a;

  if (node < 0)
    skip ();
  hw_game_put_building (f->r, &f->st, 1, node, FALSE);
  f->st.players[1].island_vp = 5;
  hw_dr_state (f->r, &f->st)->pending = HW_DR_PENDING_PLACE;
  hw_dr_state (f->r, &f->st)->to_place = 2;
  f->st.phase = HW_PHASE_MAIN;
  a = greedy_pick (f, 0);
  assert_int_equal (a.type, HW_ACTION_PLACE_RAIDER);
  assert_int_equal (a.a, target);
  apply_ok (f, a.type, a.a, a.b, a.c);
  assert_true (hw_dr_taken (f->r, &f->st, node));
  assert_int_equal (hw_dr_state (f->r, &f->st)->counters.buildings_taken, 1);
}

/* DR-STORM-01: the greedy bot, as the roller, takes the storm's raider from the desert whose
 * raider takes its own building, and otherwise from the fullest desert. */
static void
test_DR_STORM_01_greedy_chooses_the_desert (void **state)
{
  Fixture *f = *state;
  int lone = -1, node = lone_desert_node (f, &lone), full, h, sum;
  HwAction a;

  if (node < 0)
    skip ();
  full = hw_dr_rules (f->r)->deserts[0] != lone ? hw_dr_rules (f->r)->deserts[0] : hw_dr_rules (f->r)->deserts[1];
  start_storm (f);
  /* All raiders on two deserts: most on @full, one on @lone. */
  for (int i = 0; i < hw_dr_rules (f->r)->n_deserts; i++)
    {
      int d = hw_dr_rules (f->r)->deserts[i], keep = d == lone ? 1 : d == full ? 5 : 0;
      hw_dr_state (f->r, &f->st)->removed[1] += hw_dr_state (f->r, &f->st)->raiders.raiders[d] - keep;
      hw_dr_state (f->r, &f->st)->raiders.raiders[d] = (guint8) keep;
    }
  h = desert_neighbour (f, -1);
  sum = f->r->hex_chit[h];

  /* Without a building of its own at stake: the fullest desert. */
  hw_game_resolve_roll (f->r, &f->st, sum > 7 ? 6 : 1, sum - (sum > 7 ? 6 : 1));
  assert_int_equal (hw_dr_state (f->r, &f->st)->pending, HW_DR_PENDING_STORM);
  a = greedy_pick (f, 0);
  assert_int_equal (a.type, HW_ACTION_STORM_RAIDER);
  assert_int_equal (a.a, full);

  /* Its settlement taken by the lone desert's raider: that raider goes. */
  hw_game_put_building (f->r, &f->st, 0, node, FALSE);
  raiders_moved (f);
  assert_true (hw_dr_taken (f->r, &f->st, node));
  a = greedy_pick (f, 0);
  assert_int_equal (a.type, HW_ACTION_STORM_RAIDER);
  assert_int_equal (a.a, lone);
  apply_ok (f, a.type, a.a, a.b, a.c);
  assert_false (hw_dr_taken (f->r, &f->st, node));
}

/* ---- properties ---------------------------------------------------------------------------- */

/* Raiders never on water nor two on a non-desert hex, the pool conserved, VP consistent
 * with taken buildings: all in hw_game_check_invariants(), after every action. */
static void
test_DR_property_random_games (void **state)
{
  Fixture *f = *state;
  static HwAction buf[HW_GAME_MAX_ACTIONS];
  int storms = 0;

  for (int players = 3; players <= 6; players++)
    {
      g_autoptr (HwGameRules) r = hw_test_rules (f->s, players);
      for (guint64 seed = 1; seed <= 25; seed++)
        {
          hw_test_random_game (r, &f->st, seed * 31 + (guint64) players, 400, TRUE, buf);
          storms += hw_dr_state (f->r, &f->st)->raiders.storm;
        }
    }
  assert_true (storms > 0);

  /* raiders-in-setup: the starting settlements place raiders too. */
  {
    g_autoptr (HwScenario) s = hw_test_load_shipped ("desert-raiders.xml");
    g_autoptr (HwGameRules) r = NULL;

    hw_test_set_param (s, "desert-raiders", "raiders-in-setup", "on");
    r = hw_test_rules (s, 5);
    for (guint64 seed = 1; seed <= 10; seed++)
      {
        hw_test_random_game (r, &f->st, seed, 300, TRUE, buf);
        assert_true (hw_dr_state (f->r, &f->st)->raiders.supply < 24);
      }
  }
}

static void
test_DR_property_greedy_games (void **state)
{
  Fixture *f = *state;
  static HwAction buf[HW_GAME_MAX_ACTIONS];
  int won = 0, storms = 0, played = 0, abroad = 0, seats_at_storm = 0;

  for (int players = 3; players <= 6; players++)
    {
      g_autoptr (HwGameRules) r = hw_test_rules (f->s, players);
      for (guint64 seed = 1; seed <= 15; seed++)
        {
          HwBot bots[HW_GAME_MAX_PLAYERS];
          for (int p = 0; p < players; p++)
            hw_bot_init (&bots[p], &hw_bot_greedy, p, seed);
          hw_game_init (&f->st, r, seed);
          while (!hw_game_is_over (&f->st) && hw_game_turn (&f->st) < 1000)
            {
              guint n = hw_game_legal_actions (r, &f->st, buf, HW_GAME_MAX_ACTIONS);
              HwAction a;
              assert_true (n > 0);
              assert_true (hw_bot_choose (&bots[hw_game_to_move (&f->st)], r, &f->st, buf, n, &a));
              assert_true (hw_game_apply (r, &f->st, &a));
              hw_test_assert_ok (r, &f->st);
            }
          played++;
          won += hw_game_is_over (&f->st);
          storms += hw_dr_state (f->r, &f->st)->raiders.storm;
          if (hw_dr_state (f->r, &f->st)->counters.storm_turn > 0)
            {
              abroad += __builtin_popcount (hw_dr_state (f->r, &f->st)->counters.abroad_at_storm);
              seats_at_storm += players;
            }
          if (hw_game_is_over (&f->st))
            assert_true (hw_game_vp (r, &f->st, hw_game_winner (&f->st)) >= 13);
        }
    }
  print_message ("# %d of %d won\n", won, played);
  /* Greedy games end at 13 VP, and the storm comes in most of them. Games used to stall
   * when the storm took every building at home: the bots kept saving for cities the raiders
   * forbade and spent the storm on ships (5 of these 60 games ran to the turn limit; over
   * 1000 games 4.3% with 3 players, 1.4% with 5). Now at most 0.2% of 1000 games stall at
   * any player count (issue 34): one of these 60. */
  assert_true (played - won <= 1);
  assert_true (storms > played / 2);
  /* The greedy bot sails: over 1000 games per player count 30-42% of the seats have
   * settled another island when the storm comes (44-55% while the file still granted an
   * island bonus); these 60 games must show at least 30%. */
  print_message ("# %d of %d seats abroad when the storm began\n", abroad, seats_at_storm);
  assert_true (abroad * 10 >= seats_at_storm * 3);
}

static void
test_DR_refuses_board_without_desert (void **state)
{
  Fixture *f = *state;
  g_autoptr (HwScenario) s = hw_test_load_shipped ("desert-raiders.xml");
  HwVariant *v = g_ptr_array_index (s->variants, 0);
  g_autoptr (GError) error = NULL;

  (void) f;
  for (guint i = 0; i < hw_board_n_hexes (v->board); i++)
    {
      HwHex *hex = (HwHex *) hw_board_get_hex (v->board, i);
      if (hex->terrain == HW_TERRAIN_DESERT)
        hex->terrain = HW_TERRAIN_SEA;
    }
  assert_null (hw_game_rules_new (s, NULL, 4, &error));
  assert_true (g_error_matches (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD));
  assert_non_null (strstr (error->message, "DR-MAP-01"));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
#define T(name) cmocka_unit_test_setup_teardown (name, setup, hw_test_fixture_teardown)
    T (test_DR_SETUP_01_first_on_coast_with_ship),
    T (test_DR_NOROBBER_seven_steal),
    T (test_DR_NOARMY_knights_never_give_army),
    T (test_DR_POOL_18_and_24),
    T (test_DR_PLACE_01_raiders_per_build),
    T (test_DR_PLACE_01_three_players_and_setup_param),
    T (test_SEA_ISLAND_desert_raiders_no_bonus),
    T (test_DR_STORM_01_spreads_from_deserts_and_raiders),
    T (test_DR_STORM_01_an_emptied_desert_still_borders),
    T (test_DR_STORM_01_roller_chooses_the_desert),
    T (test_DR_STORM_02_never_water_one_per_hex),
    T (test_DR_BLOCK_01_produces_on_arrival_then_blocked),
    T (test_DR_BLOCK_02_cancelled_road_route_and_connection),
    T (test_DR_TAKE_01_no_vp_no_harbor_no_city),
    T (test_DR_SOLDIER_01_frees_building_and_harbor),
    T (test_DR_SOLDIER_02_freed_hex_retaken),
    T (test_DR_VOL_grain),
    T (test_DR_JUN_discoveries),
    T (test_DR_WIN_13),
    T (test_DR_refuses_board_without_desert),
    T (test_DR_bot_greedy_soldier_on_own_hex),
    T (test_DR_bot_greedy_steals_from_leader),
    T (test_DR_bot_greedy_no_city_on_taken_settlement),
    T (test_DR_bot_greedy_places_raiders_on_leader),
    T (test_DR_STORM_01_greedy_chooses_the_desert),
    T (test_DR_property_random_games),
    T (test_DR_property_greedy_games),
#undef T
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
