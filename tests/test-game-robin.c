/* test-game-robin.c: one test (at least) per RH-* clause of rules.md (Robin Hood solitaire)
 * on the base board built in code, a property test over random and greedy games, and the
 * shipped robin-hood.xml. Robin's die is read ahead from a copy of the state's PRNG, so
 * each test knows the face the engine is about to roll. */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-game.h"

#include "hw-bot.h"
#include "hw-scenario-io.h"
#include "hw-sim.h"
#include "hw-sim-stats.h"
#include "hw-rh-rules.h"

#define KNIGHT_FACE HW_N_RESOURCES

typedef HwTestFixture Fixture;

static HwScenario *
robin_scenario (void)
{
  HwScenario *s = hw_test_base_scenario ();
  HwVariant *v = g_ptr_array_index (s->variants, 0);

  g_free (s->id);
  s->id = g_strdup ("test-robin");
  s->min_players = s->max_players = 1;
  v->min_players = v->max_players = 1;
  s->victory_points = 15;
  g_ptr_array_add (s->modules, hw_module_new ("robin-hood"));
  return s;
}

static int
setup (void **state)
{
  *state = hw_test_fixture_new (robin_scenario (), 1, 1);
  return 0;
}

/* The face Robin's die will show next. */
static int
next_face (const HwGameState *st)
{
  HwRng copy = st->rng;

  return (int) hw_rng_uniform (&copy, 6);
}

/* Land neighbours of @hex producing @res (or any land when @res < 0), as a bit list. */
static int
neighbours_of (const HwGameRules *r, int hex, int res, int *out)
{
  int n = 0;

  for (int k = 0; k < 6; k++)
    {
      int h = hw_game_hex_neighbour (r, hex, k);
      if (h >= 0 && r->hex_island[h] >= 0 && (res < 0 || r->hex_resource[h] == res))
        out[n++] = h;
    }
  return n;
}

static int
camp (const Fixture *f)
{
  return hw_test_find_hex (f->r, HW_TERRAIN_DESERT, 0);
}

/* Takes the neutral pieces off (tests that need a clean board around Robin). */
static void
clear_neutrals (Fixture *f)
{
  for (int i = 0; i < f->r->n_nodes; i++)
    if (f->st.node_owner[i] == HW_GAME_NEUTRAL + 1)
      f->st.node_owner[i] = 0;
  for (int e = 0; e < f->r->n_edges; e++)
    if (f->st.edge_owner[e] == HW_GAME_NEUTRAL + 1)
      f->st.edge_owner[e] = 0;
  memset (&f->st.players[HW_GAME_NEUTRAL], 0, sizeof f->st.players[HW_GAME_NEUTRAL]);
}

static void
put_neutral (Fixture *f, int node)
{
  f->st.node_owner[node] = HW_GAME_NEUTRAL + 1;
  hw_bit_set (f->st.players[HW_GAME_NEUTRAL].buildings, node);
}

/* Deals @n Knight cards to the sheriff as if bought in an earlier turn. */
static void
give_knights (HwGameState *st, int n)
{
  st->players[0].dev[HW_DEV_KNIGHT] += n;
  st->deck_left -= n;
}

/* Advances the PRNG (by rolling a copy) until Robin's next face is @face. */
static void
force_face (HwGameState *st, int face)
{
  for (int i = 0; i < 1000 && next_face (st) != face; i++)
    hw_rng_uniform (&st->rng, 6);
  assert_int_equal (next_face (st), face);
}

/* A hex with a resource of two land neighbours and one of exactly one. */
static int
hex_with_choices (const HwGameRules *r, int *several, int *single)
{
  int buf[6];

  for (int h = 0; h < r->n_hexes; h++)
    {
      if (r->hex_island[h] < 0 || r->hex_terrain[h] == HW_TERRAIN_DESERT)
        continue;
      *several = *single = -1;
      for (int res = 0; res < HW_N_RESOURCES; res++)
        {
          int n = neighbours_of (r, h, res, buf);
          if (n >= 2 && *several < 0)
            *several = res;
          if (n == 1 && *single < 0)
            *single = res;
        }
      if (*several >= 0 && *single >= 0)
        return h;
    }
  return -1;
}

/* A land hex with no building on its corners. */
static int
find_empty_hex (const Fixture *f)
{
  for (int h = 0; h < f->r->n_hexes; h++)
    {
      gboolean empty = f->r->hex_island[h] >= 0;
      for (int k = 0; k < 6 && empty; k++)
        if (f->st.node_owner[f->r->hex_nodes[h][k]] != 0)
          empty = FALSE;
      if (empty)
        return h;
    }
  fail_msg ("no empty hex");
  return -1;
}

/* ---- RH-SETUP ------------------------------------------------------------------------ */

static void
test_RH_SETUP_01_one_sheriff_pooled_pieces_robin_in_camp (void **state)
{
  Fixture *f = *state;
  g_autoptr (GError) error = NULL;
  HwGameState st;

  /* One player only. */
  assert_null (hw_game_rules_new (f->s, NULL, 2, &error));
  assert_true (g_error_matches (error, HW_GAME_ERROR, HW_GAME_ERROR_PLAYERS));
  assert_int_equal (f->r->n_players, 1);
  assert_true (hw_robin_active (f->r));
  /* Two colours pooled: twice the pieces of BASE-PIECES. */
  assert_int_equal (f->r->max_roads, 2 * HW_GAME_ROADS);
  assert_int_equal (f->r->max_settlements, 2 * HW_GAME_SETTLEMENTS);
  assert_int_equal (f->r->max_cities, 2 * HW_GAME_CITIES);
  hw_game_init (&st, f->r, 7);
  assert_int_equal (st.n_players, 1);
  assert_int_equal (st.players[0].roads_left, 30);
  assert_int_equal (st.players[0].settlements_left, 10);
  assert_int_equal (st.players[0].cities_left, 8);
  /* Robin is the robber and starts in the desert camp. */
  assert_int_equal (f->r->robber_start, camp (f));
  assert_int_equal (st.robber_hex, camp (f));
  assert_int_equal (hw_robin_state (f->r, &st)->vp, 0);
  /* Six settlements count 6 VP, beyond the 5 a single colour has. */
  hw_test_spread (f->r, &f->st, 0, 6, -1);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 6);
  hw_test_assert_ok (f->r, &f->st);
}

static void
test_RH_SETUP_02_neutral_settlements_then_sheriff_places (void **state)
{
  Fixture *f = *state;
  HwGameState st, other;
  int neutral_nodes = 0, differs = 0;
  HwAction act;

  hw_game_init (&st, f->r, 3);
  for (int i = 0; i < f->r->n_nodes; i++)
    if (st.node_owner[i] == HW_GAME_NEUTRAL + 1)
      {
        gboolean road = FALSE;
        neutral_nodes++;
        for (int k = 0; k < 3; k++)
          {
            int m = f->r->node_nodes[i][k], e = f->r->node_edges[i][k];
            /* Distance rule */
            if (m >= 0)
              assert_int_equal (st.node_owner[m], 0);
            if (e >= 0 && st.edge_owner[e] == HW_GAME_NEUTRAL + 1)
              road = TRUE;
          }
        assert_true (road);
      }
  assert_int_equal (neutral_nodes, HW_GAME_ROBIN_NEUTRALS);
  /* Random: another seed places them elsewhere. */
  for (guint64 seed = 4; seed < 10; seed++)
    {
      hw_game_init (&other, f->r, seed);
      if (memcmp (st.node_owner, other.node_owner, sizeof st.node_owner) != 0)
        differs++;
    }
  assert_true (differs > 0);

  /* Then the sheriff places two settlements freely (distance rule kept), each with a road. */
  assert_int_equal (st.phase, HW_PHASE_SETUP_SETTLEMENT);
  assert_int_equal (hw_game_to_move (&st), 0);
  for (int i = 0; i < f->r->n_nodes; i++)
    if (st.node_owner[i] == HW_GAME_NEUTRAL + 1)
      {
        act = (HwAction) { HW_ACTION_PLACE_SETTLEMENT, 0, (gint16) f->r->node_nodes[i][0], 0 };
        assert_false (hw_game_is_legal (f->r, &st, &act));
      }
  for (int round = 0; round < 2; round++)
    {
      static HwAction buf[HW_GAME_MAX_ACTIONS];
      guint n = hw_game_legal_actions (f->r, &st, buf, HW_GAME_MAX_ACTIONS);
      assert_true (n > 0 && buf[0].type == HW_ACTION_PLACE_SETTLEMENT);
      assert_true (hw_game_apply (f->r, &st, &buf[n / 2]));
      n = hw_game_legal_actions (f->r, &st, buf, HW_GAME_MAX_ACTIONS);
      assert_true (n > 0 && buf[0].type == HW_ACTION_PLACE_ROAD);
      assert_true (hw_game_apply (f->r, &st, &buf[0]));
    }
  assert_int_equal (st.phase, HW_PHASE_ROLL);
  assert_int_equal (HW_GAME_SETTLEMENTS * 2 - st.players[0].settlements_left, 2);
  hw_test_assert_ok (f->r, &st);

  /* Neutral settlements produce for nobody. */
  {
    int h = hw_test_find_hex (f->r, HW_TERRAIN_FIELDS, 0);
    int bank = f->st.bank[HW_RESOURCE_GRAIN];
    clear_neutrals (f);
    put_neutral (f, f->r->hex_nodes[h][0]);
    f->st.phase = HW_PHASE_ROLL;
    hw_game_resolve_roll (f->r, &f->st, f->r->hex_chit[h] / 2, f->r->hex_chit[h] - f->r->hex_chit[h] / 2);
    assert_int_equal (f->st.bank[HW_RESOURCE_GRAIN], bank);
    assert_int_equal (hw_test_total_cards (&f->st, 0), 0);
  }
}

/* ---- RH-TURN, RH-MOVE ----------------------------------------------------------------- */

static void
test_RH_TURN_sheriff_turn_then_robin_moves (void **state)
{
  Fixture *f = *state;
  int several, single;
  int h = hex_with_choices (f->r, &several, &single);

  assert_true (h >= 0);
  /* The sheriff's normal turn: roll first; then trade, build, end the turn. */
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_ROLL, 0, 0));
  f->st.phase = HW_PHASE_MAIN;
  f->st.robber_hex = (gint16) h;
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_END_TURN, 0, 0));
  /* Robin is not the sheriff's to move during his turn. */
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_ROBBER, -2, -2));
  force_face (&f->st, KNIGHT_FACE);
  /* Then Robin moves (the Knight face: back to camp) and the next turn begins. */
  hw_test_do (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
  assert_int_equal (f->st.robber_hex, camp (f));
  assert_int_equal (f->st.phase, HW_PHASE_ROLL);
  assert_int_equal (hw_game_to_move (&f->st), 0);
  assert_int_equal (f->st.turn, 2);
  assert_int_equal (hw_robin_state (f->r, &f->st)->turns[h], 1);
}

static void
test_RH_MOVE_01_knight_face_back_to_camp (void **state)
{
  Fixture *f = *state;
  int several, single;
  int h = hex_with_choices (f->r, &several, &single);

  f->st.phase = HW_PHASE_MAIN;
  f->st.robber_hex = (gint16) h;
  force_face (&f->st, KNIGHT_FACE);
  hw_test_do (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
  assert_int_equal (f->st.robber_hex, camp (f));
}

static void
test_RH_MOVE_01_resource_face_moves_to_that_terrain (void **state)
{
  Fixture *f = *state;
  int several, single, buf[6];
  int h = hex_with_choices (f->r, &several, &single);

  /* Exactly one hex of the terrain: he goes there. */
  neighbours_of (f->r, h, single, buf);
  f->st.phase = HW_PHASE_MAIN;
  f->st.robber_hex = (gint16) h;
  force_face (&f->st, single);
  hw_test_do (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
  assert_int_equal (f->st.robber_hex, buf[0]);
  assert_int_equal (f->st.phase, HW_PHASE_ROLL);

  /* Several: the sheriff chooses, among exactly those. */
  {
    int n = neighbours_of (f->r, h, several, buf);
    f->st.phase = HW_PHASE_MAIN;
    f->st.robber_hex = (gint16) h;
    force_face (&f->st, several);
    hw_test_do (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
    assert_int_equal (f->st.phase, HW_PHASE_ROBBER);
    assert_int_equal (hw_robin_state (f->r, &f->st)->pending, HW_ROBIN_PICK_MOVE);
    assert_int_equal (hw_game_to_move (&f->st), 0);
    {
      static HwAction acts[HW_GAME_MAX_ACTIONS];
      guint listed = hw_game_legal_actions (f->r, &f->st, acts, HW_GAME_MAX_ACTIONS);
      assert_int_equal (listed, n);
      for (int i = 0; i < n; i++)
        assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_ROBBER, buf[i], -1));
    }
    hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_ROBBER, camp (f), -1, 0);
    hw_test_do (f->r, &f->st, HW_ACTION_MOVE_ROBBER, buf[1], -1, 0);
    assert_int_equal (f->st.robber_hex, buf[1]);
    assert_int_equal (f->st.phase, HW_PHASE_ROLL);
    hw_test_assert_ok (f->r, &f->st);
  }

  /* No hex of the terrain next to him: no move. */
  for (int res = 0; res < HW_N_RESOURCES; res++)
    if (neighbours_of (f->r, h, res, buf) == 0)
      {
        f->st.phase = HW_PHASE_MAIN;
        f->st.robber_hex = (gint16) h;
        force_face (&f->st, res);
        hw_test_do (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
        assert_int_equal (f->st.robber_hex, h);
        break;
      }
}

static void
test_RH_MOVE_01_sheriff_road_stops_him (void **state)
{
  Fixture *f = *state;
  int several, single, buf[6], n;
  int h = hex_with_choices (f->r, &several, &single);

  clear_neutrals (f);
  neighbours_of (f->r, h, single, buf);
  /* A sheriff road on the edge between the two hexes: no move. */
  for (int k = 0; k < 6; k++)
    if (hw_game_hex_neighbour (f->r, h, k) == buf[0])
      hw_game_put_route_piece (f->r, &f->st, 0, f->r->hex_edges[h][k], FALSE);
  f->st.phase = HW_PHASE_MAIN;
  f->st.robber_hex = (gint16) h;
  force_face (&f->st, single);
  hw_test_do (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
  assert_int_equal (f->st.robber_hex, h);

  /* With several, a blocked one is no longer a choice; the other is taken at once. */
  n = neighbours_of (f->r, h, several, buf);
  if (n == 2)
    {
      for (int k = 0; k < 6; k++)
        if (hw_game_hex_neighbour (f->r, h, k) == buf[0])
          hw_game_put_route_piece (f->r, &f->st, 0, f->r->hex_edges[h][k], FALSE);
      f->st.phase = HW_PHASE_MAIN;
      f->st.robber_hex = (gint16) h;
      force_face (&f->st, several);
      hw_test_do (f->r, &f->st, HW_ACTION_END_TURN, 0, 0, 0);
      assert_int_equal (f->st.robber_hex, buf[1]);
      assert_int_equal (f->st.phase, HW_PHASE_ROLL);
    }
  /* A neutral road does not stop him. */
  {
    HwGameState st;
    int e = -1;
    memcpy (&st, &f->st, sizeof st);
    neighbours_of (f->r, h, single, buf);
    for (int k = 0; k < 6; k++)
      if (hw_game_hex_neighbour (f->r, h, k) == buf[0])
        e = f->r->hex_edges[h][k];
    hw_game_remove_route_piece (f->r, &st, e);
    st.edge_owner[e] = HW_GAME_NEUTRAL + 1;
    st.phase = HW_PHASE_MAIN;
    st.robber_hex = (gint16) h;
    force_face (&st, single);
    hw_test_do (f->r, &st, HW_ACTION_END_TURN, 0, 0, 0);
    assert_int_equal (st.robber_hex, buf[0]);
  }
}

static void
test_RH_MOVE_02_knight_card_moves_robin_at_once (void **state)
{
  Fixture *f = *state;
  int several, single;
  int h = hex_with_choices (f->r, &several, &single);

  f->st.robber_hex = (gint16) h;
  give_knights (&f->st, 2);
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 3);
  force_face (&f->st, KNIGHT_FACE);
  /* Before the roll: no robber move, no steal; Robin rolls his die (Knight: camp). */
  hw_test_do (f->r, &f->st, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
  assert_int_equal (f->st.robber_hex, camp (f));
  assert_int_equal (f->st.phase, HW_PHASE_ROLL);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 3);
  assert_int_equal (f->st.players[0].knights_played, 1);
  hw_test_assert_ok (f->r, &f->st);

  /* In the main phase, a resource face with a choice: the sheriff picks, then goes on. */
  f->st.dev_played = 0;
  f->st.phase = HW_PHASE_MAIN;
  f->st.robber_hex = (gint16) h;
  force_face (&f->st, several);
  hw_test_do (f->r, &f->st, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
  assert_int_equal (f->st.phase, HW_PHASE_ROBBER);
  {
    int buf[6];
    neighbours_of (f->r, h, several, buf);
    hw_test_do (f->r, &f->st, HW_ACTION_MOVE_ROBBER, buf[0], -1, 0);
    assert_int_equal (f->st.robber_hex, buf[0]);
  }
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
  assert_int_equal (f->st.turn, 1);
}

/* ---- RH-EVICT ------------------------------------------------------------------------ */

static void
test_RH_EVICT_build_on_robins_hex_drives_him_away (void **state)
{
  Fixture *f = *state;
  int several, single, land[6], n_land;
  int h = hex_with_choices (f->r, &several, &single);
  int node = f->r->hex_nodes[h][0];
  int roads[3], n_roads = 0;
  int blocked;

  clear_neutrals (f);
  f->st.phase = HW_PHASE_MAIN;
  f->st.robber_hex = (gint16) h;
  for (int k = 0; k < 3; k++)
    {
      int e = f->r->node_edges[node][k];
      if (e >= 0 && (f->r->edge_flags[e] & HW_EDGE_ROAD) && e != f->r->hex_edges[h][3])
        roads[n_roads++] = e;
    }
  assert_true (n_roads >= 2);
  hw_game_put_route_piece (f->r, &f->st, 0, roads[0], FALSE);
  /* A sheriff road on one side of Robin's hex: that neighbour is not a choice. */
  blocked = hw_game_hex_neighbour (f->r, h, 3);
  hw_game_put_route_piece (f->r, &f->st, 0, f->r->hex_edges[h][3], FALSE);
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 3);
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 3);

  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_SETTLEMENT, node, 0, 0);
  assert_int_equal (f->st.phase, HW_PHASE_ROBBER);
  assert_int_equal (hw_robin_state (f->r, &f->st)->pending, HW_ROBIN_PICK_EVICT);
  n_land = neighbours_of (f->r, h, -1, land);
  for (int i = 0; i < n_land; i++)
    if (land[i] == blocked)
      hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_ROBBER, land[i], -1, 0);
    else
      assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_ROBBER, land[i], -1));
  /* He may stay (the sheriff declines): no move follows. */
  hw_test_do (f->r, &f->st, HW_ACTION_MOVE_ROBBER, h, -1, 0);
  assert_int_equal (f->st.robber_hex, h);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);

  /* A city there: drive him to a neighbour; then he moves once normally (Knight: camp). */
  {
    int target = land[0] == blocked ? land[1] : land[0];
    HwGameState copy;
    hw_test_do (f->r, &f->st, HW_ACTION_BUILD_CITY, node, 0, 0);
    assert_int_equal (hw_robin_state (f->r, &f->st)->pending, HW_ROBIN_PICK_EVICT);
    memcpy (&copy, &f->st, sizeof copy);
    force_face (&f->st, KNIGHT_FACE);
    hw_test_do (f->r, &f->st, HW_ACTION_MOVE_ROBBER, target, -1, 0);
    assert_int_equal (f->st.robber_hex, camp (f));
    assert_int_equal (f->st.phase, HW_PHASE_MAIN);
    hw_test_assert_ok (f->r, &f->st);

    /* With a face of no hex around the target, he stays where he was driven. */
    for (int res = 0; res < HW_N_RESOURCES; res++)
      {
        int buf[6];
        if (neighbours_of (f->r, target, res, buf) != 0)
          continue;
        memcpy (&f->st, &copy, sizeof copy);
        force_face (&f->st, res);
        hw_test_do (f->r, &f->st, HW_ACTION_MOVE_ROBBER, target, -1, 0);
        assert_int_equal (f->st.robber_hex, target);
        break;
      }
  }

  /* A build elsewhere offers no eviction. */
  f->st.robber_hex = (gint16) camp (f);
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_ROAD, roads[1], 0, 0);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
}

/* ---- RH-SEVEN ------------------------------------------------------------------------ */

static void
test_RH_SEVEN_robin_robs_and_scores (void **state)
{
  Fixture *f = *state;
  int h = hw_test_find_hex (f->r, HW_TERRAIN_FIELDS, 0);

  clear_neutrals (f);
  f->st.robber_hex = (gint16) h;
  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[h][0], FALSE);
  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[h][2], TRUE);
  put_neutral (f, f->r->hex_nodes[h][4]);
  /* The sheriff discards as usual first (9 cards: 4), then Robin takes one. */
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 9);
  hw_game_resolve_roll (f->r, &f->st, 3, 4);
  assert_int_equal (f->st.phase, HW_PHASE_DISCARD);
  for (int i = 0; i < 4; i++)
    hw_test_do (f->r, &f->st, HW_ACTION_DISCARD, HW_RESOURCE_ORE, 0, 0);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 4);
  assert_int_equal (f->st.bank[HW_RESOURCE_ORE], 19 - 4);
  /* 1 (settlement) + 2 (city) + 1 (neutral settlement) */
  assert_int_equal (hw_robin_state (f->r, &f->st)->vp, 4);
  assert_int_equal (f->st.robber_hex, h);
  hw_test_assert_ok (f->r, &f->st);

  /* Only a neutral settlement there: he scores 1 and steals nothing. */
  {
    int g = find_empty_hex (f);
    int node = -1;
    for (int k = 0; k < 6 && node < 0; k++)
      if (hw_game_can_settle (f->r, &f->st, 0, f->r->hex_nodes[g][k], TRUE))
        node = f->r->hex_nodes[g][k];
    assert_true (node >= 0);
    put_neutral (f, node);
    f->st.robber_hex = (gint16) g;
    f->st.phase = HW_PHASE_ROLL;
    hw_game_resolve_roll (f->r, &f->st, 1, 6);
    assert_int_equal (hw_robin_state (f->r, &f->st)->vp, 5);
    assert_int_equal (hw_test_total_cards (&f->st, 0), 4);
  }
}

static void
test_RH_SEVEN_empty_hex_moves_to_best_scoring (void **state)
{
  Fixture *f = *state;
  int node = -1, corner = -1, best[3], empty;

  clear_neutrals (f);
  /* A city on a corner of three land hexes: the three tie at 2 and are the choices. */
  for (int i = 0; i < f->r->n_nodes && node < 0; i++)
    {
      gboolean inland = TRUE;
      for (int k = 0; k < 3; k++)
        {
          int x = f->r->node_hexes[i][k];
          if (x < 0 || f->r->hex_island[x] < 0)
            inland = FALSE;
        }
      if (inland)
        node = i;
    }
  assert_true (node >= 0);
  hw_game_put_building (f->r, &f->st, 0, node, TRUE);
  for (int k = 0; k < 3; k++)
    best[k] = f->r->node_hexes[node][k];
  empty = find_empty_hex (f);
  f->st.robber_hex = (gint16) empty;
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 2);
  hw_game_resolve_roll (f->r, &f->st, 2, 5);
  /* Nothing robbed or scored there. */
  assert_int_equal (hw_robin_state (f->r, &f->st)->vp, 0);
  assert_int_equal (hw_test_total_cards (&f->st, 0), 2);
  assert_int_equal (f->st.phase, HW_PHASE_ROBBER);
  assert_int_equal (hw_robin_state (f->r, &f->st)->pending, HW_ROBIN_PICK_SEVEN);
  {
    static HwAction acts[HW_GAME_MAX_ACTIONS];
    assert_int_equal (hw_game_legal_actions (f->r, &f->st, acts, HW_GAME_MAX_ACTIONS), 3);
    for (int k = 0; k < 3; k++)
      assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_ROBBER, best[k], -1));
  }
  hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_ROBBER, empty, -1, 0);
  hw_test_do (f->r, &f->st, HW_ACTION_MOVE_ROBBER, best[2], -1, 0);
  assert_int_equal (f->st.robber_hex, best[2]);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
  assert_int_equal (hw_robin_state (f->r, &f->st)->vp, 0);
  hw_test_assert_ok (f->r, &f->st);

  /* A settlement on the corner of best[0] opposite the city makes it the single best. */
  for (int k = 0; k < 6; k++)
    if (f->r->hex_nodes[best[0]][k] == node)
      corner = (k + 3) % 6;
  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[best[0]][corner], FALSE);
  empty = find_empty_hex (f);
  f->st.robber_hex = (gint16) empty;
  f->st.phase = HW_PHASE_ROLL;
  hw_game_resolve_roll (f->r, &f->st, 2, 5);
  assert_int_equal (f->st.robber_hex, best[0]);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
  assert_int_equal (hw_robin_state (f->r, &f->st)->vp, 0);
}

/* ---- RH-END -------------------------------------------------------------------------- */

static void
test_RH_END_robin_wins_at_15 (void **state)
{
  Fixture *f = *state;
  int h = hw_test_find_hex (f->r, HW_TERRAIN_FIELDS, 0);

  clear_neutrals (f);
  put_neutral (f, f->r->hex_nodes[h][0]);
  put_neutral (f, f->r->hex_nodes[h][2]);
  f->st.robber_hex = (gint16) h;
  hw_robin_state (f->r, &f->st)->vp = 13;
  hw_game_resolve_roll (f->r, &f->st, 3, 4);
  assert_int_equal (hw_robin_state (f->r, &f->st)->vp, 15);
  assert_true (hw_game_is_over (&f->st));
  assert_int_equal (hw_game_winner (&f->st), HW_GAME_WINNER_ROBIN);
  {
    static HwAction acts[HW_GAME_MAX_ACTIONS];
    assert_int_equal (hw_game_legal_actions (f->r, &f->st, acts, HW_GAME_MAX_ACTIONS), 0);
  }
}

static void
test_RH_END_sheriff_wins_at_15 (void **state)
{
  Fixture *f = *state;
  int node;

  clear_neutrals (f);
  assert_int_equal (hw_test_spread (f->r, &f->st, 0, 8, -1), 8);
  for (int i = 0; i < f->r->n_nodes; i++)
    if (f->st.node_owner[i] == 1 && f->st.players[0].cities_left > 2)
      hw_game_put_building (f->r, &f->st, 0, i, TRUE);
  /* 6 cities (12) + 2 settlements = 14 VP */
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 14);
  f->st.phase = HW_PHASE_MAIN;
  node = -1;
  for (int i = 0; i < f->r->n_nodes && node < 0; i++)
    if (f->st.node_owner[i] == 1 && !hw_bit_get (f->st.players[0].cities, i))
      node = i;
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 3);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 2);
  f->st.robber_hex = (gint16) camp (f);
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_CITY, node, 0, 0);
  assert_true (hw_game_is_over (&f->st));
  assert_int_equal (hw_game_winner (&f->st), 0);
  hw_test_assert_ok (f->r, &f->st);
}

/* Builds roads on all edges of @hex but side 5, a settlement to join them, and the cards
 * for the last road. */
static void
nearly_enclose (Fixture *f, int hex)
{
  for (int k = 0; k < 5; k++)
    hw_game_put_route_piece (f->r, &f->st, 0, f->r->hex_edges[hex][k], FALSE);
  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[hex][0], FALSE);
  f->st.phase = HW_PHASE_MAIN;
  f->st.robber_hex = (gint16) hex;
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
}

/* Puts a neutral settlement on @node and its road on @edge (RH-SETUP-02's pieces). */
static void
put_neutral_road (Fixture *f, int node, int edge)
{
  put_neutral (f, node);
  f->st.edge_owner[edge] = HW_GAME_NEUTRAL + 1;
  hw_bit_set (f->st.players[HW_GAME_NEUTRAL].roads, edge);
}

/* RH-END: "encloses the hex completely with roads": the neutral settlements' roads count
 * with the sheriff's; one road of the sheriff's is enough, none is not an enclosure. */
static void
test_RH_END_neutral_roads_enclose_too (void **state)
{
  Fixture *f = *state;
  int h = hw_test_find_hex (f->r, HW_TERRAIN_FIELDS, 0);
  HwGameState start;

  clear_neutrals (f);
  /* Sheriff roads on sides 3, 4, 0 and 1, a neutral one on side 2 (its settlement on corner
   * 2): the sheriff's road on side 5 encloses Robin. */
  for (int k = 0; k < 5; k++)
    if (k != 2)
      hw_game_put_route_piece (f->r, &f->st, 0, f->r->hex_edges[h][k], FALSE);
  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[h][5], FALSE);
  put_neutral_road (f, f->r->hex_nodes[h][2], f->r->hex_edges[h][2]);
  f->st.phase = HW_PHASE_MAIN;
  f->st.robber_hex = (gint16) h;
  hw_robin_state (f->r, &f->st)->vp = 1;
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  hw_test_assert_ok (f->r, &f->st);
  memcpy (&start, &f->st, sizeof start);
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_ROAD, f->r->hex_edges[h][5], 0, 0);
  assert_true (hw_game_is_over (&f->st));
  assert_true (hw_robin_state (f->r, &f->st)->enclosed);
  assert_true (hw_game_vp (f->r, &f->st, 0) > 1);
  assert_int_equal (hw_game_winner (&f->st), 0);
  hw_test_assert_ok (f->r, &f->st);

  /* The most neutral roads a hex can have (the distance rule): three, on sides 0, 2 and 4
   * from settlements on corners 0, 2 and 4; the sheriff's on sides 1 and 3, and side 5
   * reached from a road leading out of corner 5. */
  hw_test_start_empty (f->r, &f->st, 1);
  clear_neutrals (f);
  for (int k = 0; k < 6; k += 2)
    put_neutral_road (f, f->r->hex_nodes[h][k], f->r->hex_edges[h][k]);
  hw_game_put_route_piece (f->r, &f->st, 0, f->r->hex_edges[h][1], FALSE);
  hw_game_put_route_piece (f->r, &f->st, 0, f->r->hex_edges[h][3], FALSE);
  {
    int c5 = f->r->hex_nodes[h][5], out = -1;
    for (int k = 0; k < 3; k++)
      {
        int e = f->r->node_edges[c5][k];
        if (e >= 0 && e != f->r->hex_edges[h][4] && e != f->r->hex_edges[h][5])
          out = e;
      }
    assert_true (out >= 0);
    hw_game_put_route_piece (f->r, &f->st, 0, out, FALSE);
  }
  f->st.phase = HW_PHASE_MAIN;
  f->st.robber_hex = (gint16) h;
  hw_robin_state (f->r, &f->st)->vp = 0;
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  hw_test_assert_ok (f->r, &f->st);
  {
    /* Six neutral roads (more than a board allows) are no enclosure: none is the sheriff's. */
    HwGameState six = f->st;
    for (int k = 1; k < 6; k += 2)
      six.edge_owner[f->r->hex_edges[h][k]] = HW_GAME_NEUTRAL + 1;
    hw_game_check_win (f->r, &six);
    assert_false (hw_game_is_over (&six));
  }
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_ROAD, f->r->hex_edges[h][5], 0, 0);
  assert_true (hw_game_is_over (&f->st));
  assert_true (hw_robin_state (f->r, &f->st)->enclosed);
  assert_int_equal (hw_game_winner (&f->st), 0);
  hw_test_assert_ok (f->r, &f->st);
}

/* RH-END `enclosure-tie`: a tie goes to the sheriff by default (see above), to Robin with
 * `robin`. */
static void
test_RH_END_enclosure_tie_param (void **state)
{
  HwScenario *s = robin_scenario ();
  Fixture *f;
  int h;

  hw_test_set_param (s, "robin-hood", "enclosure-tie", "robin");
  f = hw_test_fixture_new (s, 1, 1);
  h = hw_test_find_hex (f->r, HW_TERRAIN_FIELDS, 0);
  clear_neutrals (f);
  nearly_enclose (f, h);
  /* The sheriff: a settlement and a route of 6 roads, 3 VP; Robin 3. */
  hw_robin_state (f->r, &f->st)->vp = 3;
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_ROAD, f->r->hex_edges[h][5], 0, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 3);
  assert_true (hw_game_is_over (&f->st));
  assert_int_equal (hw_game_winner (&f->st), HW_GAME_WINNER_ROBIN);
  hw_test_assert_ok (f->r, &f->st);
  hw_test_fixture_teardown ((void **) &f);
}

static void
test_RH_END_enclosure_ends_with_more_vp (void **state)
{
  Fixture *f = *state;
  int h = hw_test_find_hex (f->r, HW_TERRAIN_FIELDS, 0);
  HwGameState start;

  clear_neutrals (f);
  nearly_enclose (f, h);
  memcpy (&start, &f->st, sizeof start);
  assert_false (hw_game_is_over (&f->st));

  /* The sheriff has 1 VP (+2 for a route of 6 roads = 3); Robin 5: Robin wins. */
  hw_robin_state (f->r, &f->st)->vp = 5;
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_ROAD, f->r->hex_edges[h][5], 0, 0);
  assert_true (hw_game_is_over (&f->st));
  assert_true (hw_robin_state (f->r, &f->st)->enclosed);
  assert_int_equal (hw_game_winner (&f->st), HW_GAME_WINNER_ROBIN);
  hw_test_assert_ok (f->r, &f->st);

  /* Robin 1: the sheriff wins. */
  memcpy (&f->st, &start, sizeof start);
  hw_robin_state (f->r, &f->st)->vp = 1;
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_ROAD, f->r->hex_edges[h][5], 0, 0);
  assert_int_equal (hw_game_winner (&f->st), 0);
  hw_test_assert_ok (f->r, &f->st);

  /* A tie goes to the sheriff. */
  memcpy (&f->st, &start, sizeof start);
  hw_robin_state (f->r, &f->st)->vp = 3;
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_ROAD, f->r->hex_edges[h][5], 0, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 3);
  assert_int_equal (hw_game_winner (&f->st), 0);

  /* Five roads are not an enclosure, nor six around another hex. */
  memcpy (&f->st, &start, sizeof start);
  f->st.robber_hex = (gint16) camp (f);
  hw_test_do (f->r, &f->st, HW_ACTION_BUILD_ROAD, f->r->hex_edges[h][5], 0, 0);
  assert_false (hw_game_is_over (&f->st));
  hw_test_assert_ok (f->r, &f->st);

  /* Robin sent back into an enclosed hex (his camp, by the Knight face) ends it too. */
  memcpy (&f->st, &start, sizeof start);
  for (int k = 0; k < 6; k++)
    if (f->st.edge_owner[f->r->hex_edges[camp (f)][k]] == 0)
      hw_game_put_route_piece (f->r, &f->st, 0, f->r->hex_edges[camp (f)][k], FALSE);
  give_knights (&f->st, 1);
  hw_robin_state (f->r, &f->st)->vp = 0;
  force_face (&f->st, KNIGHT_FACE);
  hw_test_do (f->r, &f->st, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
  assert_int_equal (f->st.robber_hex, camp (f));
  assert_true (hw_game_is_over (&f->st));
  assert_true (hw_robin_state (f->r, &f->st)->enclosed);
  assert_int_equal (hw_game_winner (&f->st), 0);
  hw_test_assert_ok (f->r, &f->st);
}

/* ---- properties ---------------------------------------------------------------------- */

static HwAction gbuf[HW_GAME_MAX_ACTIONS];

static void
test_RH_property_random_games_end_and_keep_invariants (void **state)
{
  Fixture *f = *state;
  int robin_wins = 0, sheriff_wins = 0, over = 0;

  for (guint64 seed = 1; seed <= 60; seed++)
    {
      HwGameState st;
      hw_test_random_game (f->r, &st, seed, 2000, TRUE, gbuf);
      if (hw_game_is_over (&st))
        over++;
      if (hw_game_winner (&st) == 0)
        sheriff_wins++;
      if (hw_game_winner (&st) == HW_GAME_WINNER_ROBIN)
        {
          robin_wins++;
          assert_true (hw_robin_state (f->r, &st)->vp >= 15 || hw_robin_state (f->r, &st)->enclosed);
        }
    }
  assert_int_equal (over, 60);
  assert_int_equal (robin_wins + sheriff_wins, 60);
  assert_true (robin_wins > 0);
}

static void
test_RH_property_greedy_games_end (void **state)
{
  Fixture *f = *state;
  const HwBotInfo *greedy = hw_bot_lookup ("greedy");
  int over = 0, enclosed = 0;

  assert_non_null (greedy);
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      HwGameState st;
      HwBot bot;
      hw_bot_init (&bot, greedy, 0, seed);
      hw_game_init (&st, f->r, seed);
      while (!hw_game_is_over (&st) && st.turn <= 1000)
        {
          guint n = hw_game_legal_actions (f->r, &st, gbuf, HW_GAME_MAX_ACTIONS);
          HwAction a;
          assert_true (n > 0);
          assert_true (hw_bot_choose (&bot, f->r, &st, gbuf, n, &a));
          assert_true (hw_game_apply (f->r, &st, &a));
        }
      hw_test_assert_ok (f->r, &st);
      if (hw_game_is_over (&st))
        over++;
      if (hw_robin_state (f->r, &st)->enclosed)
        enclosed++;
    }
  assert_int_equal (over, 40);
}

static void
test_RH_shipped_scenario_plays (void **state)
{
  g_autoptr (HwScenario) s = hw_test_load_shipped ("robin-hood.xml");
  g_autoptr (HwGameRules) r = hw_test_rules (s, 1);
  HwGameState st;

  assert_int_equal (r->victory_points, 15);
  assert_int_equal (r->hex_terrain[r->robber_start], HW_TERRAIN_DESERT);
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      hw_test_random_game (r, &st, seed, 2000, TRUE, gbuf);
      assert_true (hw_game_is_over (&st));
    }
}

/* The greedy sheriff walls Robin in: with the cards for one road it builds on his hex's
 * edges while it leads, and sends him away from its towns when it chooses his hex. */
static void
test_RH_greedy_sheriff_walls_robin_in (void **state)
{
  Fixture *f = *state;
  int h = hw_test_find_hex (f->r, HW_TERRAIN_FIELDS, 0);
  HwBot bot;
  HwAction a;
  guint n;

  clear_neutrals (f);
  for (int k = 0; k < 4; k++)
    hw_game_put_route_piece (f->r, &f->st, 0, f->r->hex_edges[h][k], FALSE);
  hw_game_put_building (f->r, &f->st, 0, f->r->hex_nodes[h][0], FALSE);
  f->st.robber_hex = (gint16) h;
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  hw_bot_init (&bot, hw_bot_lookup ("greedy"), 0, 1);
  n = hw_game_legal_actions (f->r, &f->st, gbuf, HW_GAME_MAX_ACTIONS);
  assert_true (hw_bot_choose (&bot, f->r, &f->st, gbuf, n, &a));
  assert_int_equal (a.type, HW_ACTION_BUILD_ROAD);
  assert_true (a.a == f->r->hex_edges[h][4] || a.a == f->r->hex_edges[h][5]);

  /* Behind Robin in VP an enclosure would lose: no wall then. */
  hw_robin_state (f->r, &f->st)->vp = 10;
  n = hw_game_legal_actions (f->r, &f->st, gbuf, HW_GAME_MAX_ACTIONS);
  assert_true (hw_bot_choose (&bot, f->r, &f->st, gbuf, n, &a));
  assert_false (a.type == HW_ACTION_BUILD_ROAD &&
                (a.a == f->r->hex_edges[h][4] || a.a == f->r->hex_edges[h][5]));

  /* Choosing Robin's hex after an empty 7: among hexes that tie (one town each), never
   * one with its own town when one with a neutral town is offered. */
  {
    HwGameState fresh;
    int mine = -1;
    hw_test_start_empty (f->r, &fresh, 2);
    memcpy (&f->st, &fresh, sizeof fresh);
    clear_neutrals (f);
    for (int i = 0; i < f->r->n_nodes; i++)
      {
        gboolean inland = TRUE;
        for (int k = 0; k < 3; k++)
          if (f->r->node_hexes[i][k] < 0 || f->r->hex_island[f->r->node_hexes[i][k]] < 0)
            inland = FALSE;
        if (!inland || !hw_game_can_settle (f->r, &f->st, 0, i, TRUE))
          continue;
        if (mine < 0)
          {
            mine = i;
            hw_game_put_building (f->r, &f->st, 0, i, FALSE);
          }
        else
          {
            gboolean shared = FALSE;
            for (int k = 0; k < 3; k++)
              for (int j = 0; j < 3; j++)
                if (f->r->node_hexes[i][k] == f->r->node_hexes[mine][j])
                  shared = TRUE;
            if (!shared)
              {
                put_neutral (f, i);
                break;
              }
          }
      }
    f->st.robber_hex = (gint16) find_empty_hex (f);
    hw_robin_state (f->r, &f->st)->pending = HW_ROBIN_PICK_SEVEN;
    f->st.resume_phase = HW_PHASE_MAIN;
    f->st.phase = HW_PHASE_ROBBER;
    n = hw_game_legal_actions (f->r, &f->st, gbuf, HW_GAME_MAX_ACTIONS);
    assert_int_equal (n, 6);
    assert_true (hw_bot_choose (&bot, f->r, &f->st, gbuf, n, &a));
    for (int k = 0; k < 3; k++)
      assert_int_not_equal (a.a, f->r->node_hexes[mine][k]);
  }
}

/* The simulation reports Robin's statistics, checked after every action, and they survive
 * the JSON round trip used by merge. */
static void
test_RH_simulation_statistics (void **state)
{
  Fixture *f = *state;
  HwSimConfig config;
  g_autoptr (GError) error = NULL;
  g_autoptr (HwSimResult) result = NULL;
  g_autoptr (HwSimStats) back = NULL;
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (JsonNode) again = NULL;
  JsonObject *robin;
  gint64 robin_wins;

  hw_sim_config_init (&config);
  config.n_games = 60;
  config.n_seats = 1;
  config.bots[0] = hw_bot_lookup ("greedy");
  config.check = HW_SIM_CHECK_EVERY;
  result = hw_sim_run (f->s, NULL, f->r, &config, &error);
  if (result == NULL)
    fail_msg ("%s", error->message);
  assert_null (result->first_error);
  assert_int_equal (hw_sim_stats_finished (result->stats), 60);
  root = hw_sim_stats_to_json (result->stats);
  robin = json_object_get_object_member (json_node_get_object (root), "robin-hood");
  assert_non_null (robin);
  assert_int_equal (json_object_get_int_member (robin, "games"), 60);
  robin_wins = json_object_get_int_member (robin, "robin-wins");
  /* Every game is won by the sheriff or by Robin. */
  assert_int_equal (robin_wins + (gint64) hw_sim_stats_seat_wins (result->stats, 0), 60);
  assert_true (json_object_get_int_member (robin, "enclosed") <= 60);
  /* Robin wins at 15 or on an enclosure, so his mean VP is positive. */
  assert_true (json_object_get_double_member (robin, "robin-vp-mean") > 0.0);

  /* Robin's time per hex: one count per sheriff turn played, on land only. */
  {
    JsonArray *hexes = json_object_get_array_member (
        json_object_get_object_member (json_node_get_object (root), "production"), "by-hex");
    gint64 sum = 0, camp_turns = 0;
    for (guint i = 0; i < json_array_get_length (hexes); i++)
      {
        JsonObject *o = json_array_get_object_element (hexes, i);
        sum += json_object_get_int_member (o, "robin-turns");
        if (g_strcmp0 (json_object_get_string_member (o, "terrain"), "desert") == 0)
          camp_turns = json_object_get_int_member (o, "robin-turns");
      }
    /* Each game lasts at least its first turn; he starts in the camp. */
    assert_true (sum >= 60);
    assert_true (camp_turns >= 60);
    assert_true (sum <= (gint64) (hw_sim_stats_mean_turns (result->stats) * 60.0));
  }

  back = hw_sim_stats_from_json (root, &error);
  if (back == NULL)
    fail_msg ("%s", error->message);
  again = hw_sim_stats_to_json (back);
  robin = json_object_get_object_member (json_node_get_object (again), "robin-hood");
  assert_non_null (robin);
  assert_int_equal (json_object_get_int_member (robin, "robin-wins"), robin_wins);
  {
    JsonArray *hexes = json_object_get_array_member (
        json_object_get_object_member (json_node_get_object (again), "production"), "by-hex");
    assert_true (json_object_has_member (json_array_get_object_element (hexes, 0), "robin-turns"));
  }
}

#define T(name) cmocka_unit_test_setup_teardown (name, setup, hw_test_fixture_teardown)

int
main (void)
{
  const struct CMUnitTest tests[] = {
    T (test_RH_SETUP_01_one_sheriff_pooled_pieces_robin_in_camp),
    T (test_RH_SETUP_02_neutral_settlements_then_sheriff_places),
    T (test_RH_TURN_sheriff_turn_then_robin_moves),
    T (test_RH_MOVE_01_knight_face_back_to_camp),
    T (test_RH_MOVE_01_resource_face_moves_to_that_terrain),
    T (test_RH_MOVE_01_sheriff_road_stops_him),
    T (test_RH_MOVE_02_knight_card_moves_robin_at_once),
    T (test_RH_EVICT_build_on_robins_hex_drives_him_away),
    T (test_RH_SEVEN_robin_robs_and_scores),
    T (test_RH_SEVEN_empty_hex_moves_to_best_scoring),
    T (test_RH_END_robin_wins_at_15),
    T (test_RH_END_sheriff_wins_at_15),
    T (test_RH_END_enclosure_ends_with_more_vp),
    T (test_RH_END_neutral_roads_enclose_too),
    cmocka_unit_test (test_RH_END_enclosure_tie_param),
    T (test_RH_property_random_games_end_and_keep_invariants),
    T (test_RH_property_greedy_games_end),
    cmocka_unit_test (test_RH_shipped_scenario_plays),
    T (test_RH_simulation_statistics),
    T (test_RH_greedy_sheriff_walls_robin_in),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
