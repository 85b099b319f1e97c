/* test-game-sea.c: one test (at least) per SEA-*, VOL-* and JUN-* clause of rules.md, on
 * a small map built in code: a home island and a second island with a volcano, a jungle,
 * gold and pasture (modules base, seafarers, volcano, jungle). */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-game.h"

typedef HwTestFixture Fixture;

static void
fixture_rules (Fixture *f, int players)
{
  f->r = hw_test_rules (f->s, players);
  hw_test_start_empty (f->r, &f->st, 11);
}

static int
setup3 (void **state)
{
  Fixture *f = g_new0 (Fixture, 1);

  f->s = hw_test_sea_scenario ();
  fixture_rules (f, 3);
  *state = f;
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

/* Re-reads the rules after a parameter change. */
static void
set_param (Fixture *f, const char *module, const char *name, const char *value)
{
  hw_test_set_param (f->s, module, name, value);
  hw_game_rules_free (f->r);
  fixture_rules (f, 3);
}

static int
node_of (Fixture *f, HwCoord hex, int corner)
{
  return hw_test_node (f->r, f->s, hex, corner);
}

static int
edge_of (Fixture *f, HwCoord hex, int side)
{
  return hw_test_edge (f->r, f->s, hex, side);
}

static int
hex_of (Fixture *f, HwCoord c)
{
  return hw_test_hex (f->s, c);
}

/* The edge at @node with exactly the flags @flags, other than @not, or -1. */
static int
edge_with_flags (Fixture *f, int node, int flags, int not)
{
  for (int k = 0; k < 3; k++)
    {
      int e = f->r->node_edges[node][k];
      if (e >= 0 && e != not && f->r->edge_flags[e] == flags && f->st.edge_owner[e] == 0)
        return e;
    }
  return -1;
}

/* Lays @len pieces of @p from @start over free edges with exactly @flags, never
 * revisiting a node; returns the end node, or -1. */
static int
lay_path (Fixture *f, int p, int start, int len, int flags, gboolean ship)
{
  int visited[32];
  int at = start;

  visited[0] = start;
  for (int i = 0; i < len; i++)
    {
      int next = -1, edge = -1;
      for (int k = 0; k < 3 && next < 0; k++)
        {
          int e = f->r->node_edges[at][k];
          int m;
          gboolean seen = FALSE;
          if (e < 0 || f->st.edge_owner[e] != 0 || (f->r->edge_flags[e] & flags) != flags ||
              (!ship && f->r->edge_flags[e] != flags))
            continue;
          m = hw_test_other_end (f->r, e, at);
          for (int j = 0; j <= i; j++)
            if (visited[j] == m)
              seen = TRUE;
          if (!seen)
            next = m, edge = e;
        }
      if (next < 0)
        return -1;
      hw_game_put_route_piece (f->r, &f->st, p, edge, ship);
      visited[i + 1] = at = next;
    }
  return at;
}

/* ---- SEA-SHIP ------------------------------------------------------------------------- */

static void
test_SEA_SHIP_01_where_ships_stand (void **state)
{
  Fixture *f = *state;
  /* The home fields' south-west corner touches two sea hexes. */
  int c = node_of (f, HW_TEST_HOME_FIELDS, 4);
  int coast_sw = edge_of (f, HW_TEST_HOME_FIELDS, 3);   /* fields | sea */
  int coast_w = edge_of (f, HW_TEST_HOME_FIELDS, 4);    /* fields | sea */
  int open_sea = edge_with_flags (f, c, HW_EDGE_SHIP, -1);
  int n3 = node_of (f, HW_TEST_HOME_FIELDS, 3);
  int inland = edge_of (f, HW_TEST_HOME_FIELDS, 2);     /* fields | forest */
  int forest_coast = edge_of (f, HW_TEST_HOME_FOREST, 4);

  assert_true (open_sea >= 0);
  assert_int_equal (f->r->edge_flags[coast_sw], HW_EDGE_ROAD | HW_EDGE_SHIP);
  assert_int_equal (f->r->edge_flags[inland], HW_EDGE_ROAD);
  hw_game_put_building (f->r, &f->st, 0, c, FALSE);
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 3);
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 2);
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);

  /* Next to the owner's building: on the coast and on open sea, not inland. */
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_SHIP, coast_sw, -2));
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_SHIP, coast_w, -2));
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_SHIP, open_sea, -2));
  /* Roads never on open sea. */
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_ROAD, open_sea, -2));
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_ROAD, coast_w, -2));

  /* A ship along the coast: lumber + wool. */
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_SHIP, coast_sw, 0, 0);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_LUMBER], 2);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_WOOL], 1);
  assert_int_equal (f->st.players[0].ships_left, HW_GAME_SHIPS - 1);
  /* Ships continue from ships... */
  assert_int_equal (f->r->edge_flags[forest_coast], HW_EDGE_ROAD | HW_EDGE_SHIP);
  assert_true (f->r->edge_nodes[forest_coast][0] == n3 || f->r->edge_nodes[forest_coast][1] == n3);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_SHIP, forest_coast, -2));
  /* ... but a road joins a ship only through the owner's building. */
  hw_test_refused (f->r, &f->st, HW_ACTION_BUILD_ROAD, inland, 0, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_BUILD_ROAD, forest_coast, 0, 0);

  /* A coastal edge holds a road or a ship, not both. */
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_ROAD, coast_w, 0, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_BUILD_SHIP, coast_w, 0, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_BUILD_SHIP, coast_sw, 0, 0);
}

static void
test_SEA_SHIP_02_move_one_open_ship (void **state)
{
  Fixture *f = *state;
  int c = node_of (f, HW_TEST_HOME_FIELDS, 4);
  int coast_sw = edge_of (f, HW_TEST_HOME_FIELDS, 3);
  int forest_coast = edge_of (f, HW_TEST_HOME_FOREST, 4);
  int coast_w = edge_of (f, HW_TEST_HOME_FIELDS, 4);

  hw_game_put_building (f->r, &f->st, 0, c, FALSE);
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 2);
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 2);
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_SHIP, coast_sw, 0, 0);
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_SHIP, forest_coast, 0, 0);
  /* Built this turn: not movable. */
  hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_SHIP, forest_coast, coast_w, 0);
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_SHIP, -2, -2));

  for (int i = 0; i < 3; i++)
    {
      f->st.phase = HW_PHASE_MAIN;
      hw_test_do (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
    }
  f->st.phase = HW_PHASE_MAIN;
  /* The inner ship (between the settlement and the other ship) stays; the end one moves. */
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_SHIP, coast_sw, -2));
  hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_SHIP, coast_sw, coast_w, 0);
  hw_test_do (f->r, &f->st, HW_ACTION_MOVE_SHIP, forest_coast, coast_w, 0);
  assert_int_equal (f->st.edge_owner[forest_coast], 0);
  assert_int_equal (f->st.edge_owner[coast_w], 1);
  assert_true (hw_bit_get (f->st.players[0].ships, coast_w));
  assert_int_equal (f->st.players[0].ships_left, HW_GAME_SHIPS - 2);
  /* Once per turn. */
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_SHIP, -2, -2));
}

static void
test_SEA_SHIP_02_closed_route_stays (void **state)
{
  Fixture *f = *state;

  /* Two of the owner's settlements joined by two ships: neither ship ends an open route. */
  for (int s1 = 0; s1 < f->r->n_nodes; s1++)
    for (int k = 0; k < 3; k++)
      {
        int e1 = f->r->node_edges[s1][k];
        int x;
        if (!(f->r->node_flags[s1] & HW_NODE_COASTAL) || e1 < 0 ||
            !(f->r->edge_flags[e1] & HW_EDGE_SHIP))
          continue;
        x = hw_test_other_end (f->r, e1, s1);
        for (int j = 0; j < 3; j++)
          {
            int e2 = f->r->node_edges[x][j];
            int s2;
            if (e2 < 0 || e2 == e1 || !(f->r->edge_flags[e2] & HW_EDGE_SHIP))
              continue;
            s2 = hw_test_other_end (f->r, e2, x);
            if (!(f->r->node_flags[s2] & HW_NODE_LAND) ||
                !hw_game_can_settle (f->r, &f->st, 0, s1, TRUE))
              continue;
            hw_game_put_building (f->r, &f->st, 0, s1, FALSE);
            if (!hw_game_can_settle (f->r, &f->st, 0, s2, TRUE))
              {
                hw_game_remove_building (f->r, &f->st, s1);
                continue;
              }
            hw_game_put_building (f->r, &f->st, 0, s2, FALSE);
            hw_game_put_route_piece (f->r, &f->st, 0, e1, TRUE);
            hw_game_put_route_piece (f->r, &f->st, 0, e2, TRUE);
            f->st.phase = HW_PHASE_MAIN;
            assert_false (hw_game_ship_movable (f->r, &f->st, 0, e1));
            assert_false (hw_game_ship_movable (f->r, &f->st, 0, e2));
            assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_SHIP, -2, -2));
            /* Remove one settlement: the route opens and its end ship may move. */
            hw_game_remove_building (f->r, &f->st, s2);
            assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_SHIP, e2, -2));
            return;
          }
      }
  fail_msg ("no closed ship route on the test map");
}

static void
test_SEA_SETUP_ship_instead_of_road (void **state)
{
  Fixture *f = *state;
  int coastal = node_of (f, HW_TEST_HOME_FIELDS, 4);
  int inland = node_of (f, HW_TEST_HOME_FIELDS, 1);   /* fields, mountains, hills */
  int island = f->r->hex_island[hex_of (f, HW_TEST_HOME_FIELDS)];

  assert_false (f->r->node_flags[inland] & HW_NODE_COASTAL);
  hw_game_init (&f->st, f->r, 3);
  hw_test_do (f->r, &f->st, HW_ACTION_PLACE_SETTLEMENT, coastal, -2, 0);
  assert_true (f->st.players[0].islands & (1u << island));   /* the home island */
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_PLACE_SHIP, -2, -2));
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_PLACE_ROAD, -2, -2));
  hw_test_do (f->r, &f->st, HW_ACTION_PLACE_SHIP, edge_of (f, HW_TEST_HOME_FIELDS, 3), -2, 0);
  assert_int_equal (f->st.players[0].ships_left, HW_GAME_SHIPS - 1);
  assert_int_equal (f->st.players[0].roads_left, HW_GAME_ROADS);

  /* An inland settlement takes a road only. */
  hw_test_do (f->r, &f->st, HW_ACTION_PLACE_SETTLEMENT, inland, -2, 0);
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_PLACE_SHIP, -2, -2));
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_PLACE_ROAD, -2, -2));
}

/* BASE-PIECES: setup takes its ship from the supply too; with none (a Pioneers map with
 * num-ships 0 and an island bonus, found by fuzz-pioneers) a coastal settlement takes a road,
 * and nothing else: the supply never wraps to 255. */
static void
test_SEA_SETUP_no_ship_from_an_empty_supply (void **state)
{
  Fixture *f = g_new0 (Fixture, 1);
  int coastal;
  int ship_edge;

  *state = f;
  f->s = hw_test_sea_scenario ();
  hw_test_set_param (f->s, "seafarers", "ships", "0");
  fixture_rules (f, 3);
  coastal = node_of (f, HW_TEST_HOME_FIELDS, 4);
  ship_edge = edge_of (f, HW_TEST_HOME_FIELDS, 3);
  hw_game_init (&f->st, f->r, 3);
  assert_int_equal (f->st.players[0].ships_left, 0);
  hw_test_do (f->r, &f->st, HW_ACTION_PLACE_SETTLEMENT, coastal, -2, 0);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_PLACE_ROAD, -2, -2));
  hw_test_refused (f->r, &f->st, HW_ACTION_PLACE_SHIP, ship_edge, -2, 0);
  assert_int_equal (f->st.players[0].ships_left, 0);
}

/* ---- SEA-GOLD ------------------------------------------------------------------------- */

static void
test_SEA_GOLD_resources_of_choice (void **state)
{
  Fixture *f = *state;
  int gold = hex_of (f, HW_TEST_GOLD);

  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[gold][2], FALSE);
  hw_game_put_building (f->r, &f->st, 1, f->r->hex_nodes[gold][4], TRUE);
  /* Player 2 holds all the ore: the bank limit applies to the choice. */
  hw_test_give (&f->st, 2, HW_RESOURCE_ORE, 19);
  hw_game_resolve_roll (f->r, &f->st, 4, 5);
  assert_int_equal (f->st.phase, HW_PHASE_CHOOSE);
  assert_int_equal (hw_game_to_move (&f->st), 0);
  assert_int_equal (f->st.players[0].choices_owed, 1);
  assert_int_equal (f->st.players[1].choices_owed, 2);
  hw_test_refused (f->r, &f->st, HW_ACTION_CHOOSE_RESOURCE, HW_RESOURCE_ORE, 0, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
  hw_test_do (f->r, &f->st, HW_ACTION_CHOOSE_RESOURCE, HW_RESOURCE_BRICK, 0, 0);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_BRICK], 1);
  assert_int_equal (hw_game_to_move (&f->st), 1);
  hw_test_do (f->r, &f->st, HW_ACTION_CHOOSE_RESOURCE, HW_RESOURCE_WOOL, 0, 0);
  hw_test_do (f->r, &f->st, HW_ACTION_CHOOSE_RESOURCE, HW_RESOURCE_GRAIN, 0, 0);
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_WOOL], 1);
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_GRAIN], 1);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
  assert_int_equal (hw_game_to_move (&f->st), 0);
  assert_int_equal (f->st.counters.production_hex[gold], 3);
}

/* ---- SEA-ROUTE ------------------------------------------------------------------------ */

static void
test_SEA_ROUTE_roads_and_ships_through_buildings (void **state)
{
  Fixture *f = *state;
  int s = node_of (f, HW_TEST_HOME_FIELDS, 0);   /* sea, mountains, fields */
  int road_end, ship_end;

  assert_true (f->r->node_flags[s] & HW_NODE_COASTAL);
  road_end = lay_path (f, 0, s, 2, HW_EDGE_ROAD, FALSE);
  ship_end = lay_path (f, 0, s, 3, HW_EDGE_SHIP, TRUE);
  assert_true (road_end >= 0 && ship_end >= 0);
  /* Without a building where they meet, roads and ships are separate routes. */
  assert_int_equal (f->st.players[0].route_length, 3);
  assert_int_equal (f->st.longest_route_holder, -1);
  /* The owner's settlement joins them into one route of 5: Longest Trade Route. */
  hw_game_put_building (f->r, &f->st, 0, s, FALSE);
  assert_int_equal (f->st.players[0].route_length, 5);
  assert_int_equal (f->st.longest_route_holder, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 3);
}

/* ---- BASE-PIECES-02 at the limits ------------------------------------------------------ */

/* A radius-5 board: land (fields, numbered 2-12 in turn) to radius 3, sea beyond; modules base and seafarers with
 * the most pieces the parameters allow, 30 roads and 30 ships. */
static Fixture *
limits_fixture (void)
{
  HwScenario *s = hw_scenario_new ();
  HwVariant *v = hw_variant_new ("2-4", 2, 4);
  static const guint8 chits[] = { 2, 3, 4, 5, 6, 8, 9, 10, 11, 12 };
  HwCoord ring[30];
  guint k = 0;

  s->id = g_strdup ("test-limits");
  s->min_players = 2;
  s->max_players = 4;
  s->victory_points = 10;
  g_ptr_array_add (s->modules, hw_module_new ("base"));
  g_ptr_array_add (s->modules, hw_module_new ("seafarers"));
  for (guint radius = 0; radius <= 5; radius++)
    {
      guint n = hw_coord_ring (hw_coord (0, 0), radius, ring);
      for (guint i = 0; i < n; i++)
        if (radius <= 3)
          hw_board_set_hex (v->board, ring[i], HW_TERRAIN_FIELDS)->chit = chits[k++ % G_N_ELEMENTS (chits)];
        else
          hw_board_set_hex (v->board, ring[i], HW_TERRAIN_SEA);
    }
  g_ptr_array_add (s->variants, v);
  hw_test_set_param (s, "base", "roads", "30");
  hw_test_set_param (s, "seafarers", "ships", "30");
  return hw_test_fixture_new (s, 3, 11);
}

/* Finds a path of @len free edges allowing @flag from @at, visiting no node of @visited
 * (which it marks), into @path; returns whether there is one. */
static gboolean
free_path (Fixture *f, int at, int len, int flag, gboolean *visited, int *path)
{
  if (len == 0)
    return TRUE;
  for (int k = 0; k < 3; k++)
    {
      int e = f->r->node_edges[at][k];
      int m;
      if (e < 0 || f->st.edge_owner[e] != 0 || !(f->r->edge_flags[e] & flag))
        continue;
      m = hw_test_other_end (f->r, e, at);
      if (visited[m])
        continue;
      visited[m] = TRUE;
      path[0] = e;
      if (free_path (f, m, len - 1, flag, visited, path + 1))
        return TRUE;
      visited[m] = FALSE;
    }
  return FALSE;
}

/* Lays @len pieces of player 0 in one line from @start (a node not yet in @visited). */
static void
lay_line (Fixture *f, int start, int len, gboolean ship, gboolean *visited)
{
  int path[64];

  visited[start] = TRUE;
  assert_true (free_path (f, start, len, ship ? HW_EDGE_SHIP : HW_EDGE_ROAD, visited, path));
  for (int i = 0; i < len; i++)
    hw_game_put_route_piece (f->r, &f->st, 0, path[i], ship);
}

/* A player may hold 30 roads and 30 ships (BASE-PIECES-02): 30 roads in one line and three
 * lone ships are a route of 30, counted the same way incrementally and from scratch. */
static void
test_BASE_PIECES_02_route_of_30_roads_beside_lone_ships (void **state)
{
  Fixture *f = limits_fixture ();
  gboolean visited[HW_GAME_MAX_NODES] = { FALSE };
  int ships = 0;

  (void) state;
  lay_line (f, hw_test_node (f->r, f->s, hw_coord (0, 0), 0), 30, FALSE, visited);
  assert_int_equal (f->st.players[0].roads_left, 0);
  /* Three ships, each on open sea touching no other piece. */
  for (int e = 0; e < f->r->n_edges && ships < 3; e++)
    {
      const gint16 *ends = f->r->edge_nodes[e];
      gboolean alone = f->r->edge_flags[e] == HW_EDGE_SHIP;
      for (int a = 0; a < 2 && alone; a++)
        for (int k = 0; k < 3; k++)
          {
            int g = f->r->node_edges[ends[a]][k];
            if (g >= 0 && f->st.edge_owner[g] != 0)
              alone = FALSE;
          }
      if (alone)
        {
          hw_game_put_route_piece (f->r, &f->st, 0, e, TRUE);
          ships++;
        }
    }
  assert_int_equal (ships, 3);
  assert_int_equal (f->st.players[0].route_length, 30);
  assert_int_equal (hw_game_route_length (f->r, &f->st, 0), 30);
  assert_int_equal (f->st.longest_route_holder, 0);
  hw_test_assert_ok (f->r, &f->st);
  hw_game_rules_free (f->r);
  hw_scenario_free (f->s);
  g_free (f);
}

/* All 60 pieces in one route: 30 ships and 30 roads joined by the owner's settlement. */
static void
test_BASE_PIECES_02_route_of_all_60_pieces (void **state)
{
  Fixture *f = limits_fixture ();
  gboolean visited[HW_GAME_MAX_NODES] = { FALSE };
  int coast = hw_test_node (f->r, f->s, hw_coord (0, -3), 0);   /* a top corner of the land */

  (void) state;
  assert_true (f->r->node_flags[coast] & HW_NODE_COASTAL);
  lay_line (f, coast, 30, TRUE, visited);
  visited[coast] = FALSE;
  lay_line (f, coast, 30, FALSE, visited);
  assert_int_equal (f->st.players[0].roads_left, 0);
  assert_int_equal (f->st.players[0].ships_left, 0);
  assert_int_equal (f->st.players[0].route_length, 30);
  assert_int_equal (hw_game_route_length (f->r, &f->st, 0), 30);
  hw_game_put_building (f->r, &f->st, 0, coast, FALSE);
  assert_int_equal (f->st.players[0].route_length, 60);
  assert_int_equal (hw_game_route_length (f->r, &f->st, 0), 60);
  hw_test_assert_ok (f->r, &f->st);
  hw_game_rules_free (f->r);
  hw_scenario_free (f->s);
  g_free (f);
}

/* ---- SEA-ISLAND ----------------------------------------------------------------------- */

/* Settles @p on the second island at a corner of the pasture, reached by a ship. */
static int
settle_abroad (Fixture *f, int p, int corner)
{
  int n = node_of (f, HW_TEST_PASTURE, corner);
  int e = edge_with_flags (f, n, HW_EDGE_ROAD | HW_EDGE_SHIP, -1);

  assert_true (e >= 0);
  hw_game_put_route_piece (f->r, &f->st, p, e, TRUE);
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, p, HW_RESOURCE_BRICK, 1);
  hw_test_give (&f->st, p, HW_RESOURCE_LUMBER, 1);
  hw_test_give (&f->st, p, HW_RESOURCE_WOOL, 1);
  hw_test_give (&f->st, p, HW_RESOURCE_GRAIN, 1);
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_SETTLEMENT, n, 0, 0);
  return n;
}

static void
home_settlement (Fixture *f, int p)
{
  HwAction a = { HW_ACTION_PLACE_SETTLEMENT, 0, (gint16) node_of (f, HW_TEST_HOME_FIELDS, 4), 0 };

  f->st.phase = HW_PHASE_SETUP_SETTLEMENT;
  f->st.setup_step = 0;
  f->st.to_move = f->st.current = (guint8) p;
  assert_true (hw_game_apply (f->r, &f->st, &a));
  f->st.phase = HW_PHASE_MAIN;
}

static void
test_SEA_ISLAND_bonus_first_settlement_abroad (void **state)
{
  Fixture *f = *state;

  home_settlement (f, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 1);
  settle_abroad (f, 0, 0);   /* pasture top corner: the first on the second island */
  assert_int_equal (f->st.players[0].island_vp, 2);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 4);
  settle_abroad (f, 0, 4);   /* a second one there: no more bonus */
  assert_int_equal (f->st.players[0].island_vp, 2);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 5);
  /* Kept permanently: the volcano may take the settlement, not the bonus. */
  hw_game_remove_building (f->r, &f->st, node_of (f, HW_TEST_PASTURE, 0));
  assert_int_equal (f->st.players[0].island_vp, 2);
  {
    HwVpSources vp;
    hw_game_vp_sources (f->r, &f->st, 0, &vp);
    assert_int_equal (vp.island_bonus, 2);
    assert_int_equal (vp.settlements, 2);
    assert_int_equal (vp.total, 4);
  }
}

static void
test_SEA_ISLAND_param (void **state)
{
  Fixture *f = *state;

  set_param (f, "seafarers", "island-bonus", "3");
  assert_int_equal (f->r->island_bonus, 3);
  home_settlement (f, 0);
  settle_abroad (f, 0, 0);
  assert_int_equal (f->st.players[0].island_vp, 3);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 5);
}

/* ---- SEA-DISCOVERY -------------------------------------------------------------------- */

static void
test_SEA_DISCOVERY_only_from_jungles (void **state)
{
  Fixture *f = *state;
  int jungle = hex_of (f, HW_TEST_JUNGLE);

  /* A settlement on the jungle and the pasture, ships out to sea: no exploration tokens. */
  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[jungle][1], FALSE);
  lay_path (f, 0, f->r->hex_nodes[jungle][1], 2, HW_EDGE_SHIP, TRUE);
  for (int sum = 2; sum <= 12; sum++)
    if (sum != 7 && sum != 4)
      {
        f->st.phase = HW_PHASE_ROLL;
        hw_game_resolve_roll (f->r, &f->st, sum / 2, sum - sum / 2);
        while (f->st.phase == HW_PHASE_CHOOSE)
          hw_test_do (f->r, &f->st, HW_ACTION_CHOOSE_RESOURCE, HW_RESOURCE_ORE, 0, 0);
      }
  assert_int_equal (f->st.players[0].discoveries, 0);
  hw_game_resolve_roll (f->r, &f->st, 1, 3);
  assert_int_equal (f->st.players[0].discoveries, 1);
}

/* ---- VOL ------------------------------------------------------------------------------ */

static void
test_VOL_01_no_starting_settlement_on_a_volcano (void **state)
{
  Fixture *f = *state;
  int volcano = hex_of (f, HW_TEST_VOLCANO);
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n;

  assert_int_equal (f->r->hex_chit[volcano], 8);
  assert_int_equal (f->r->n_chit_hexes[8], 2);   /* the volcano takes a chit like the hills */
  hw_game_init (&f->st, f->r, 1);
  n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
  assert_true (n > 10);
  for (guint i = 0; i < n; i++)
    assert_false (f->r->node_flags[buf[i].a] & HW_NODE_VOLCANO);
  for (int k = 0; k < 6; k++)
    hw_test_refused (f->r, &f->st, HW_ACTION_PLACE_SETTLEMENT, f->r->hex_nodes[volcano][k], 0, 0);
  /* After setup a volcano corner may be settled. */
  hw_test_start_empty (f->r, &f->st, 1);
  assert_true (hw_game_can_settle (f->r, &f->st, 0, f->r->hex_nodes[volcano][0], TRUE) == FALSE);
  hw_game_put_route_piece (f->r, &f->st, 0, f->r->hex_edges[volcano][0], FALSE);
  assert_true (hw_game_can_settle (f->r, &f->st, 0, f->r->hex_nodes[volcano][0], FALSE));
}

static void
test_VOL_01_volcano_needs_a_chit (void **state)
{
  g_autoptr (HwScenario) s = hw_test_sea_scenario ();
  g_autoptr (GError) error = NULL;
  HwVariant *v = g_ptr_array_index (s->variants, 0);

  hw_board_lookup (v->board, HW_TEST_VOLCANO)->chit = 0;
  assert_null (hw_game_rules_new (s, NULL, 3, &error));
  assert_true (g_error_matches (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD));
  assert_non_null (strstr (error->message, "VOL-01"));
}

static void
test_VOL_02_eruption (void **state)
{
  Fixture *f = *state;
  int volcano = hex_of (f, HW_TEST_VOLCANO);
  int top = f->r->hex_nodes[volcano][0];      /* die 1 */
  int bottom = f->r->hex_nodes[volcano][3];   /* die 4 */

  hw_game_put_building (f->r, &f->st, 0, top, FALSE);
  hw_game_put_building (f->r, &f->st, 1, bottom, TRUE);

  /* Die 1: the settlement on the top corner is removed and returns to its owner. */
  hw_game_erupt (f->r, &f->st, volcano, 1);
  assert_int_equal (f->st.node_owner[top], 0);
  assert_int_equal (f->st.players[0].settlements_left, HW_GAME_SETTLEMENTS);
  assert_int_equal (f->st.counters.eruption_settlements_destroyed, 1);

  /* Die 2: an empty corner; nothing happens but the eruption. */
  hw_game_erupt (f->r, &f->st, volcano, 2);
  assert_int_equal (f->st.counters.eruptions, 2);

  /* Die 4: the city becomes a settlement. */
  hw_game_erupt (f->r, &f->st, volcano, 4);
  assert_int_equal (f->st.node_owner[bottom], 2);
  assert_false (hw_bit_get (f->st.players[1].cities, bottom));
  assert_int_equal (f->st.players[1].cities_left, HW_GAME_CITIES);
  assert_int_equal (f->st.players[1].settlements_left, HW_GAME_SETTLEMENTS - 1);
  assert_int_equal (f->st.counters.eruption_cities_reduced, 1);

  /* A city whose owner has no settlement piece left is removed. */
  hw_game_put_building (f->r, &f->st, 1, bottom, TRUE);
  assert_int_equal (hw_test_spread (f->r, &f->st, 1, 5, -1), 5);
  assert_int_equal (f->st.players[1].settlements_left, 0);
  hw_game_erupt (f->r, &f->st, volcano, 4);
  assert_int_equal (f->st.node_owner[bottom], 0);
  assert_int_equal (f->st.players[1].cities_left, HW_GAME_CITIES);
  assert_int_equal (f->st.players[1].settlements_left, 0);
}

/* Whether node @node lies at @face's corner of @hex, counted clockwise from straight up
 * (face 1 up, face 2 up-right, ... face 6 up-left), judged from the centres of the three
 * hexes meeting there, not from the engine's corner order. */
static gboolean
at_face_corner (Fixture *f, int hex, int node, int face)
{
  /* sin and -cos of 0, 60, ... 300 degrees; screen y grows downwards. */
  static const double ux[6] = { 0.0, 0.8660254, 0.8660254, 0.0, -0.8660254, -0.8660254 };
  static const double uy[6] = { -1.0, -0.5, 0.5, 1.0, 0.5, -0.5 };
  const HwBoard *b = ((HwVariant *) g_ptr_array_index (f->s->variants, 0))->board;
  double cx, cy, x = 0.0, y = 0.0;

  hw_coord_to_pixel (hw_board_get_hex (b, (guint) hex)->coord, 1.0, &cx, &cy);
  for (int k = 0; k < 3; k++)
    {
      double hx, hy;
      int h = f->r->node_hexes[node][k];
      assert_true (h >= 0);
      hw_coord_to_pixel (hw_board_get_hex (b, (guint) h)->coord, 1.0, &hx, &hy);
      x += hx / 3.0;
      y += hy / 3.0;
    }
  x -= cx + ux[face - 1];
  y -= cy + uy[face - 1];
  /* Hexes of circumradius 1: the corner is 1 from the centre, neighbours 1 apart. */
  return x * x + y * y < 0.01;
}

/* VOL-02: each die face hits its own corner and no other, counted clockwise from the top
 * corner (face 1 at 0 degrees, face 2 at 60, ... face 6 at 300), and each corner is hit by
 * its own face only. */
static void
test_VOL_02_eruption_every_face_to_its_corner (void **state)
{
  Fixture *f = *state;
  int volcano = hex_of (f, HW_TEST_VOLCANO);

  for (int die = 1; die <= 6; die++)
    {
      int hit = -1;

      /* A building on every corner (the distance rule does not matter to the volcano). */
      for (int k = 0; k < 6; k++)
        hw_game_put_building (f->r, &f->st, k % 3, f->r->hex_nodes[volcano][k], FALSE);
      hw_game_erupt (f->r, &f->st, volcano, die);
      for (int k = 0; k < 6; k++)
        {
          int node = f->r->hex_nodes[volcano][k];
          if (f->st.node_owner[node] == 0)
            {
              assert_int_equal (hit, -1);   /* one corner only */
              hit = node;
            }
        }
      assert_true (hit >= 0);
      assert_true (at_face_corner (f, volcano, hit, die));
      for (int k = 0; k < 6; k++)
        if (f->st.node_owner[f->r->hex_nodes[volcano][k]] != 0)
          hw_game_remove_building (f->r, &f->st, f->r->hex_nodes[volcano][k]);
    }
  /* And the other way round: a lone settlement on each corner falls to one face only. */
  for (int k = 0; k < 6; k++)
    {
      int node = f->r->hex_nodes[volcano][k], faces = 0, face = 0;
      for (int die = 1; die <= 6; die++)
        {
          hw_game_put_building (f->r, &f->st, 0, node, FALSE);
          hw_game_erupt (f->r, &f->st, volcano, die);
          if (f->st.node_owner[node] == 0)
            {
              faces++;
              face = die;
            }
          else
            hw_game_remove_building (f->r, &f->st, node);
        }
      assert_int_equal (faces, 1);
      assert_true (at_face_corner (f, volcano, node, face));
    }
}

static void
test_VOL_02_eruption_after_production_on_the_roll (void **state)
{
  Fixture *f = *state;
  int volcano = hex_of (f, HW_TEST_VOLCANO);

  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[volcano][5], FALSE);
  hw_game_resolve_roll (f->r, &f->st, 4, 4);
  assert_int_equal (f->st.counters.eruptions, 1);
  /* Production came first: the owed gold choice stands whatever the die hit. */
  assert_int_equal (f->st.players[0].choices_owed, 1);
  assert_int_equal (f->st.phase, HW_PHASE_CHOOSE);
  hw_game_resolve_roll (f->r, &f->st, 2, 3);
  assert_int_equal (f->st.counters.eruptions, 1);   /* other numbers never erupt */
}

static void
test_VOL_03_produces_gold_by_default (void **state)
{
  Fixture *f = *state;
  int volcano = hex_of (f, HW_TEST_VOLCANO);

  assert_int_equal (f->r->volcano_produces, HW_RESOURCE_NONE);
  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[volcano][5], TRUE);
  hw_game_produce (f->r, &f->st, 8);
  assert_int_equal (f->st.players[0].choices_owed, 2);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 0);
  f->st.players[0].choices_owed = 0;
}

static void
test_VOL_03_param_grain (void **state)
{
  Fixture *f = *state;
  int volcano;

  set_param (f, "volcano", "volcano-produces", "grain");
  volcano = hex_of (f, HW_TEST_VOLCANO);
  assert_int_equal (f->r->volcano_produces, HW_RESOURCE_GRAIN);
  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[volcano][5], TRUE);
  hw_game_put_building (f->r, &f->st, 1, f->r->hex_nodes[volcano][2], FALSE);
  hw_game_produce (f->r, &f->st, 8);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_GRAIN], 2);
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_GRAIN], 1);
  assert_int_equal (f->st.players[0].choices_owed, 0);
  assert_int_equal (f->st.counters.production_hex[volcano], 3);
}

static void
test_VOL_04_robber_stops_eruption_param (void **state)
{
  Fixture *f = *state;
  int volcano = hex_of (f, HW_TEST_VOLCANO);

  /* Default off: the robber blocks production but the volcano still erupts. */
  assert_false (f->r->robber_stops_eruption);
  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[volcano][5], FALSE);
  f->st.robber_hex = (gint16) volcano;
  hw_game_resolve_roll (f->r, &f->st, 4, 4);
  assert_int_equal (f->st.counters.eruptions, 1);
  assert_int_equal (f->st.players[0].choices_owed, 0);

  set_param (f, "volcano", "robber-stops-eruption", "on");
  assert_true (f->r->robber_stops_eruption);
  f->st.robber_hex = (gint16) volcano;
  hw_game_resolve_roll (f->r, &f->st, 4, 4);
  assert_int_equal (f->st.counters.eruptions, 0);
  f->st.robber_hex = -1;
  hw_game_resolve_roll (f->r, &f->st, 4, 4);
  assert_int_equal (f->st.counters.eruptions, 1);
}

/* ---- JUN ------------------------------------------------------------------------------ */

static void
test_JUN_01_discovery_tokens (void **state)
{
  Fixture *f = *state;
  int jungle = hex_of (f, HW_TEST_JUNGLE);

  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[jungle][1], FALSE);
  hw_game_put_building (f->r, &f->st, 1, f->r->hex_nodes[jungle][3], TRUE);
  hw_game_resolve_roll (f->r, &f->st, 1, 3);
  assert_int_equal (f->st.players[0].discoveries, 1);
  assert_int_equal (f->st.players[1].discoveries, 2);
  /* No resource cards. */
  assert_int_equal (hw_test_total_cards (&f->st, 0), 0);
  assert_int_equal (hw_test_total_cards (&f->st, 1), 0);
  assert_int_equal (f->st.counters.discoveries_earned[1], 2);
  assert_int_equal (f->st.counters.production_hex[jungle], 3);
}

static void
test_JUN_01_jungle_chits (void **state)
{
  g_autoptr (HwScenario) s = hw_test_sea_scenario ();
  g_autoptr (GError) error = NULL;
  HwVariant *v = g_ptr_array_index (s->variants, 0);

  /* Every number 2..12: {3,4,5,9,10,11} are played, every other (7 too) is refused by
   * the clause's name. */
  for (int chit = 2; chit <= 12; chit++)
    {
      gboolean allowed = (chit >= 3 && chit <= 5) || (chit >= 9 && chit <= 11);
      g_autoptr (HwGameRules) r = NULL;

      hw_board_lookup (v->board, HW_TEST_JUNGLE)->chit = (guint8) chit;
      r = hw_game_rules_new (s, NULL, 3, &error);
      if (allowed)
        {
          assert_non_null (r);
          assert_null (error);
          assert_int_equal (r->hex_chit[hw_test_hex (s, HW_TEST_JUNGLE)], chit);
        }
      else
        {
          assert_null (r);
          assert_true (g_error_matches (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD));
          assert_non_null (strstr (error->message, "JUN-01"));
          g_clear_error (&error);
        }
    }
}

static void
test_JUN_02_tokens_are_not_cards (void **state)
{
  Fixture *f = *state;
  int pasture = hex_of (f, HW_TEST_PASTURE);

  hw_game_put_building (f->r, &f->st, 1, f->r->hex_nodes[pasture][0], FALSE);
  hw_test_give_tokens (&f->st, 1, 9);
  hw_test_give_tokens (&f->st, 0, 9);
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 7);

  /* Not counted toward the 7 limit. */
  hw_game_resolve_roll (f->r, &f->st, 3, 4);
  assert_int_equal (f->st.phase, HW_PHASE_ROBBER);
  /* Not stolen: player 1 has tokens but no cards, so cannot be robbed. */
  hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_ROBBER, pasture, 1, 0);
  hw_test_do (f->r, &f->st, HW_ACTION_MOVE_ROBBER, pasture, -1, 0);
  assert_int_equal (f->st.players[1].discoveries, 9);

  /* Not taken by Monopoly, not traded. */
  f->st.deck_left--;
  f->st.players[0].dev[HW_DEV_MONOPOLY] = 1;
  hw_test_give (&f->st, 1, HW_RESOURCE_WOOL, 1);
  for (int r = 0; r < HW_N_RESOURCES; r++)
    if (r != HW_RESOURCE_ORE)
      assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_TRADE_BANK, r, -2));
  hw_test_do (f->r, &f->st, HW_ACTION_PLAY_MONOPOLY, HW_RESOURCE_WOOL, 0, 0);
  assert_int_equal (f->st.players[1].discoveries, 9);
  assert_int_equal (f->st.players[0].discoveries, 9);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_WOOL], 1);
}

static void
test_JUN_03_tokens_pay_for_development_cards (void **state)
{
  Fixture *f = *state;

  f->st.phase = HW_PHASE_MAIN;
  /* Three tokens pay a whole card. */
  hw_test_give_tokens (&f->st, 0, 3);
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_BUY_DEV, 0, -2));
  hw_test_do (f->r, &f->st, HW_ACTION_BUY_DEV, 7, 0, 0);
  assert_int_equal (f->st.players[0].discoveries, 0);
  assert_int_equal (f->st.counters.discoveries_spent[0], 3);
  assert_int_equal (f->st.deck_left, HW_GAME_DECK_SIZE - 1);

  /* One token for the wool, cards for the rest; a token never pays a road. */
  hw_test_give_tokens (&f->st, 0, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 1);
  hw_test_refused (f->r, &f->st, HW_ACTION_BUY_DEV, 1, 0, 0);   /* token for ore: wool missing */
  hw_test_refused (f->r, &f->st, HW_ACTION_BUY_DEV, 3, 0, 0);   /* two tokens, only one */
  hw_test_do (f->r, &f->st, HW_ACTION_BUY_DEV, 4, 0, 0);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 0);
  assert_int_equal (f->st.players[0].discoveries, 0);
  assert_int_equal (f->st.counters.discoveries_spent[0], 4);
}

#define T(name) cmocka_unit_test_setup_teardown (name, setup3, teardown)

int
main (void)
{
  const struct CMUnitTest tests[] = {
    T (test_SEA_SHIP_01_where_ships_stand),
    T (test_SEA_SHIP_02_move_one_open_ship),
    T (test_SEA_SHIP_02_closed_route_stays),
    T (test_SEA_SETUP_ship_instead_of_road),
    T (test_SEA_GOLD_resources_of_choice),
    T (test_SEA_ROUTE_roads_and_ships_through_buildings),
    cmocka_unit_test (test_BASE_PIECES_02_route_of_30_roads_beside_lone_ships),
    cmocka_unit_test (test_BASE_PIECES_02_route_of_all_60_pieces),
    T (test_SEA_ISLAND_bonus_first_settlement_abroad),
    T (test_SEA_ISLAND_param),
    T (test_SEA_DISCOVERY_only_from_jungles),
    T (test_VOL_01_no_starting_settlement_on_a_volcano),
    cmocka_unit_test_teardown (test_SEA_SETUP_no_ship_from_an_empty_supply, teardown),
    cmocka_unit_test (test_VOL_01_volcano_needs_a_chit),
    T (test_VOL_02_eruption),
    T (test_VOL_02_eruption_every_face_to_its_corner),
    T (test_VOL_02_eruption_after_production_on_the_roll),
    T (test_VOL_03_produces_gold_by_default),
    T (test_VOL_03_param_grain),
    T (test_VOL_04_robber_stops_eruption_param),
    T (test_JUN_01_discovery_tokens),
    cmocka_unit_test (test_JUN_01_jungle_chits),
    T (test_JUN_02_tokens_are_not_cards),
    T (test_JUN_03_tokens_pay_for_development_cards),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
