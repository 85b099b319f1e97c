/* test-game-barbarian.c: one test (at least) per BA-* clause of rules.md (Barbarian Attack)
 * on the shipped barbarian-attack.xml, and a property test over random games. */
#include "hw-test.h"
#include "hw-test-game.h"

#include "hw-bot.h"
#include "hw-scenario-io.h"
#include "hw-ba-rules.h"

typedef HwTestFixture Fixture;

static int
setup (void **state)
{
  *state = hw_test_fixture_new (hw_test_load_shipped ("barbarian-attack.xml"), 3, 7);
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
  if (!hw_game_apply (f->r, &f->st, &act))
    fail_msg ("illegal: %s", d->str);
  assert_ok (f);
}

static int
coast_of (Fixture *f, int chit)
{
  return hw_ba_rules (f->r)->coast[hw_ba_rules (f->r)->coast_of_chit[chit]];
}

static int
barbs (Fixture *f, int hex)
{
  return hw_ba_state (f->r, &f->st)->barbarians[hw_ba_rules (f->r)->coast_index[hex]];
}

static void
set_barbs (Fixture *f, int hex, int n)
{
  int i = hw_ba_rules (f->r)->coast_index[hex];

  hw_ba_state (f->r, &f->st)->supply = (guint8) (hw_ba_state (f->r, &f->st)->supply + hw_ba_state (f->r, &f->st)->barbarians[i] - n);
  hw_ba_state (f->r, &f->st)->barbarians[i] = (guint8) n;
  for (int p = 0; p < f->st.n_players; p++)
    hw_game_update_harbors (f->r, &f->st, p);
}

/* A node whose land hexes are all coastal (so it can fall). */
static int
coastal_only_node (Fixture *f, int hex)
{
  for (int k = 0; k < 6; k++)
    {
      int node = f->r->hex_nodes[hex][k], land = 0, coast = 0;
      for (int j = 0; j < 3; j++)
        {
          int h = f->r->node_hexes[node][j];
          if (h >= 0 && hw_terrain_is_land (f->r->hex_terrain[h]))
            {
              land++;
              coast += hw_ba_rules (f->r)->coast_index[h] >= 0;
            }
        }
      if (land == coast && land > 0)
        return node;
    }
  return -1;
}

static void
top_card (Fixture *f, int card)
{
  hw_ba_state (f->r, &f->st)->deck[hw_ba_state (f->r, &f->st)->deck_left - 1] = (guint8) card;
}

static void
buy (Fixture *f)
{
  hw_test_give (&f->st, f->st.to_move, HW_RESOURCE_ORE, 1);
  hw_test_give (&f->st, f->st.to_move, HW_RESOURCE_GRAIN, 1);
  hw_test_give (&f->st, f->st.to_move, HW_RESOURCE_WOOL, 1);
  apply_ok (f, HW_ACTION_BUY_DEV, 0, 0, 0);
}

static void
main_phase (Fixture *f)
{
  f->st.phase = HW_PHASE_MAIN;
}

/* ---- setup ---- */

static void
test_BA_SETUP_01_second_building_city_single_yield (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];

  hw_game_init (&f->st, f->r, 3);
  while (f->st.phase == HW_PHASE_SETUP_SETTLEMENT || f->st.phase == HW_PHASE_SETUP_ROAD)
    {
      guint n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
      assert_true (n > 0);
      assert_true (hw_game_apply (f->r, &f->st, &buf[n / 2]));
    }
  for (int p = 0; p < 3; p++)
    {
      const HwPlayerState *ps = &f->st.players[p];
      int producing = 0;
      assert_int_equal (hw_bits_count (ps->cities, HW_GAME_NODE_WORDS), 1);
      assert_int_equal (hw_bits_count (ps->buildings, HW_GAME_NODE_WORDS), 2);
      HW_FOREACH_BIT (ps->cities, HW_GAME_NODE_WORDS, node)
        for (int k = 0; k < 3; k++)
          {
            int h = f->r->node_hexes[node][k];
            producing += h >= 0 && f->r->hex_resource[h] >= 0;
          }
      /* One card per producing hex, not two. */
      assert_int_equal (hw_game_hand_size (&f->st, p), producing);
      assert_int_equal (hw_game_vp (f->r, &f->st, p), 3);
    }
  assert_ok (f);
}

static void
test_BA_SETUP_02_barbarians_knights_no_robber (void **state)
{
  Fixture *f = *state;
  int on = 0;

  assert_int_equal (barbs (f, coast_of (f, 2)), 1);
  assert_int_equal (barbs (f, coast_of (f, 12)), 1);
  for (int i = 0; i < hw_ba_rules (f->r)->n_coast; i++)
    on += hw_ba_state (f->r, &f->st)->barbarians[i];
  assert_int_equal (on, 2);
  assert_int_equal (hw_ba_state (f->r, &f->st)->supply, 28);
  assert_int_equal (hw_ba_rules (f->r)->n_coast, 10);
  assert_int_equal (f->st.robber_hex, -1);
  for (int p = 0; p < 3; p++)
    for (int k = 0; k < HW_BA_KNIGHTS; k++)
      assert_int_equal (hw_ba_state (f->r, &f->st)->knight[p][k], -1);
  /* The battle round starts at the 4 next to the castle. */
  assert_int_equal (f->r->hex_chit[hw_ba_rules (f->r)->coast[0]], 4);
}

/* ---- landings ---- */

static int
city_node (Fixture *f)
{
  /* Player 0's settlement on an inland corner (never blocked). */
  for (int node = 0; node < f->r->n_nodes; node++)
    if ((f->r->node_flags[node] & HW_NODE_LAND) && !(f->r->node_flags[node] & HW_NODE_COASTAL) &&
        hw_game_can_settle (f->r, &f->st, 0, node, TRUE))
      return node;
  return -1;
}

static void
test_BA_LAND_01_landing_after_city (void **state)
{
  Fixture *f = *state;
  int node = city_node (f);
  int supply = hw_ba_state (f->r, &f->st)->supply;

  hw_game_put_building (f->r, &f->st, 0, node, FALSE);
  main_phase (f);
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 3);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 2);
  apply_ok (f, HW_ACTION_BUILD_CITY, node, 0, 0);
  assert_int_equal (hw_ba_state (f->r, &f->st)->counters.landings, supply - hw_ba_state (f->r, &f->st)->supply);
  assert_true (hw_ba_state (f->r, &f->st)->counters.landings >= 1);
  /* An empty supply lands nobody. */
  hw_ba_state (f->r, &f->st)->supply = 0;
  hw_ba_state (f->r, &f->st)->barbarians[0] = 0;
  {
    int total = 0;
    for (int i = 0; i < hw_ba_rules (f->r)->n_coast; i++)
      total += hw_ba_state (f->r, &f->st)->barbarians[i];
    hw_ba_state (f->r, &f->st)->prisoners[1] = (guint8) (hw_ba_rules (f->r)->barbarians - total);
  }
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 3);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 2);
  {
    int node2 = -1, before;
    for (int n = 0; n < f->r->n_nodes && node2 < 0; n++)
      if (n != node && hw_game_can_settle (f->r, &f->st, 0, n, TRUE) &&
          !(f->r->node_flags[n] & HW_NODE_COASTAL))
        node2 = n;
    hw_game_put_building (f->r, &f->st, 0, node2, FALSE);
    before = hw_ba_state (f->r, &f->st)->counters.landings;
    apply_ok (f, HW_ACTION_BUILD_CITY, node2, 0, 0);
    assert_int_equal (hw_ba_state (f->r, &f->st)->counters.landings, before);
  }
}

/* BA-LAND-01: a settlement built after setup brings a landing too. */
static void
test_BA_LAND_01_landing_after_settlement (void **state)
{
  Fixture *f = *state;
  int supply = hw_ba_state (f->r, &f->st)->supply, node = -1, edge = -1;

  for (int n = 0; n < f->r->n_nodes && node < 0; n++)
    {
      if (!(f->r->node_flags[n] & HW_NODE_LAND) || (f->r->node_flags[n] & HW_NODE_COASTAL) ||
          !hw_game_can_settle (f->r, &f->st, 0, n, TRUE))
        continue;
      for (int k = 0; k < 3 && node < 0; k++)
        {
          int e = f->r->node_edges[n][k];
          if (e >= 0 && (f->r->edge_flags[e] & HW_EDGE_ROAD))
            {
              node = n;
              edge = e;
            }
        }
    }
  assert_true (node >= 0);
  hw_game_put_route_piece (f->r, &f->st, 0, edge, FALSE);
  main_phase (f);
  hw_test_give (&f->st, 0, HW_RESOURCE_BRICK, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 1);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 1);
  apply_ok (f, HW_ACTION_BUILD_SETTLEMENT, node, 0, 0);
  assert_int_equal (hw_ba_state (f->r, &f->st)->counters.landings, supply - hw_ba_state (f->r, &f->st)->supply);
  assert_true (hw_ba_state (f->r, &f->st)->counters.landings >= 1);
}

/* BA-LAND-01: the starting settlement and city of setup bring no landing. */
static void
test_BA_LAND_01_no_landing_in_setup (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint8 start[HW_BA_MAX_COAST];
  int supply;

  hw_game_init (&f->st, f->r, 11);
  supply = hw_ba_state (f->r, &f->st)->supply;
  memcpy (start, hw_ba_state (f->r, &f->st)->barbarians, sizeof start);
  while (f->st.phase == HW_PHASE_SETUP_SETTLEMENT || f->st.phase == HW_PHASE_SETUP_ROAD)
    {
      guint n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
      assert_true (n > 0);
      assert_true (hw_game_apply (f->r, &f->st, &buf[n / 3]));
      assert_ok (f);
      assert_int_equal (hw_ba_state (f->r, &f->st)->counters.landings, 0);
    }
  assert_int_equal (hw_ba_state (f->r, &f->st)->supply, supply);
  assert_memory_equal (hw_ba_state (f->r, &f->st)->barbarians, start, sizeof start);
  assert_int_equal (f->st.phase, HW_PHASE_ROLL);
}

/* BA-LAND-02 by the text, from the state's PRNG as the engine rolls (two dice a roll):
 * writes the three numbers of the landing to @numbers; sets *@seven when a 7 was rolled
 * (and rolled again). */
static void
landing_numbers (const HwGameState *before, int *numbers, gboolean *seven)
{
  HwRng rng = before->rng;
  guint rolled = 1u << 7;

  *seven = FALSE;
  for (int t = 0; t < 3; t++)
    {
      int sum;
      do
        {
          sum = 2 + (int) hw_rng_uniform (&rng, 6) + (int) hw_rng_uniform (&rng, 6);
          *seven |= sum == 7;
        }
      while (rolled & (1u << sum));
      rolled |= 1u << sum;
      numbers[t] = sum;
    }
}

/* BA-LAND-02: three rolls, a 7 and a number already rolled are rolled again; one barbarian
 * on the coastal hex of each number (every number but 7 is on the coast once), none on a
 * hex already holding 3, whose roll is not repeated. So exactly three land, or two when
 * the full hex's number comes up. */
static void
test_BA_LAND_02_no_repeat_numbers (void **state)
{
  Fixture *f = *state;
  int sevens = 0, full_hit = 0;

  for (guint64 seed = 1; seed <= 200; seed++)
    {
      HwGameState st;
      int node, changed = 0, numbers[3];
      gboolean full = seed % 2 == 0, seven, hit = FALSE;
      int full_hex = coast_of (f, 8);

      hw_test_start_empty (f->r, &st, seed);
      memcpy (&f->st, &st, sizeof st);
      if (full)
        set_barbs (f, full_hex, 3);
      node = city_node (f);
      hw_game_put_building (f->r, &f->st, 0, node, FALSE);
      main_phase (f);
      hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 3);
      hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 2);
      memcpy (&st, &f->st, sizeof st);
      landing_numbers (&st, numbers, &seven);
      apply_ok (f, HW_ACTION_BUILD_CITY, node, 0, 0);
      for (int i = 0; i < hw_ba_rules (f->r)->n_coast; i++)
        {
          int hex = hw_ba_rules (f->r)->coast[i];
          int d = hw_ba_state (f->r, &f->st)->barbarians[i] - hw_ba_state (f->r, &st)->barbarians[i];
          gboolean named = FALSE;

          for (int t = 0; t < 3; t++)
            named |= f->r->hex_chit[hex] == numbers[t];
          hit |= named && full && hex == full_hex;
          assert_int_equal (d, named && !(full && hex == full_hex) ? 1 : 0);
          changed += d;
        }
      assert_int_equal (changed, hit ? 2 : 3);
      assert_int_equal (changed, hw_ba_state (f->r, &f->st)->counters.landings);
      assert_int_equal (hw_ba_state (f->r, &f->st)->supply,
                        hw_ba_state (f->r, &st)->supply - changed);
      if (full)
        assert_int_equal (barbs (f, full_hex), 3);
      sevens += seven;
      full_hit += hit;
    }
  /* Both rules were put to the test: 7s were rolled again, the full hex was named. */
  assert_true (sevens > 10);
  assert_true (full_hit > 10);
}

/* ---- conquest ---- */

static void
test_BA_CONQ_01_conquered_hex_blocked (void **state)
{
  Fixture *f = *state;
  int hex = coast_of (f, 6);
  int node = coastal_only_node (f, hex);
  int other = -1;

  /* A building on a corner of the hex, produced for while free. */
  for (int k = 0; k < 6 && other < 0; k++)
    if (hw_game_can_settle (f->r, &f->st, 0, f->r->hex_nodes[hex][k], TRUE))
      other = f->r->hex_nodes[hex][k];
  (void) node;
  hw_game_put_building (f->r, &f->st, 0, other, FALSE);
  hw_game_produce (f->r, &f->st, f->r->hex_chit[hex]);
  assert_int_equal (f->st.players[0].hand[f->r->hex_resource[hex]], 1);
  set_barbs (f, hex, 3);
  assert_true (hw_barb_conquered (f->r, &f->st, hex));
  hw_game_produce (f->r, &f->st, f->r->hex_chit[hex]);
  assert_int_equal (f->st.players[0].hand[f->r->hex_resource[hex]], 1);
  /* No road on its edges, no settlement on its corners. */
  main_phase (f);
  for (int r = 0; r < HW_N_RESOURCES; r++)
    hw_test_give (&f->st, 0, r, 3);
  for (int k = 0; k < 6; k++)
    {
      int e = f->r->hex_edges[hex][k];
      assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_ROAD, e, -2));
      assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_SETTLEMENT, f->r->hex_nodes[hex][k], -2));
      {
        HwAction a = { HW_ACTION_BUILD_ROAD, 0, (gint16) e, 0 };
        assert_false (hw_game_is_legal (f->r, &f->st, &a));
      }
    }
  /* Some road next to the building is legal elsewhere (the filter is not blanket). */
  set_barbs (f, hex, 2);
  {
    gboolean any = FALSE;
    for (int k = 0; k < 3; k++)
      any = any || hw_test_has_action (f->r, &f->st, HW_ACTION_BUILD_ROAD, f->r->node_edges[other][k], -2);
    assert_true (any);
  }
}

static void
test_BA_CONQ_02_building_falls (void **state)
{
  Fixture *f = *state;
  int hex = -1, node = -1;

  for (int i = 0; i < hw_ba_rules (f->r)->n_coast && node < 0; i++)
    {
      hex = hw_ba_rules (f->r)->coast[i];
      node = coastal_only_node (f, hex);
      if (node >= 0 && f->r->node_harbors[node] == 0)
        node = -1;
    }
  assert_true (node >= 0);
  hw_game_put_building (f->r, &f->st, 1, node, TRUE);
  assert_int_equal (hw_game_vp (f->r, &f->st, 1), 2);
  assert_int_not_equal (f->st.players[1].harbors, 0);
  for (int k = 0; k < 3; k++)
    {
      int h = f->r->node_hexes[node][k];
      if (h >= 0 && hw_ba_rules (f->r)->coast_index[h] >= 0)
        set_barbs (f, h, 3);
    }
  assert_true (hw_barb_fallen (f->r, &f->st, node));
  assert_int_equal (hw_game_vp (f->r, &f->st, 1), 0);
  assert_int_equal (f->st.players[1].harbors, 0);
  assert_ok (f);
  /* Freed: it stands again. */
  set_barbs (f, hex, 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 1), 2);
  /* Next to the castle a building never falls. */
  {
    int c = hw_ba_rules (f->r)->castle;
    for (int k = 0; k < 6; k++)
      {
        int n = f->r->hex_nodes[c][k];
        for (int j = 0; j < 3; j++)
          {
            int h = f->r->node_hexes[n][j];
            if (h >= 0 && hw_ba_rules (f->r)->coast_index[h] >= 0)
              set_barbs (f, h, 3);
          }
        if (f->st.node_owner[n] == 0 && hw_game_can_settle (f->r, &f->st, 2, n, TRUE))
          {
            hw_game_put_building (f->r, &f->st, 2, n, FALSE);
            assert_false (hw_barb_fallen (f->r, &f->st, n));
          }
      }
  }
}

/* ---- the deck ---- */

static void
resolve_pending (Fixture *f)
{
  HwAction buf[HW_GAME_MAX_ACTIONS];

  while (hw_ba_state (f->r, &f->st)->pending != HW_BA_PENDING_NONE)
    {
      guint n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
      assert_true (n > 0);
      assert_true (hw_game_apply (f->r, &f->st, &buf[0]));
      assert_ok (f);
    }
}

static void
test_BA_DEV_01_deck_of_26_resolved_on_purchase (void **state)
{
  Fixture *f = *state;
  int counts[HW_BA_N_CARDS] = { 0 };

  assert_int_equal (hw_ba_state (f->r, &f->st)->deck_left, 26);
  for (int i = 0; i < 26; i++)
    counts[hw_ba_state (f->r, &f->st)->deck[i]]++;
  assert_int_equal (counts[HW_BA_KNIGHTHOOD], 14);
  assert_int_equal (counts[HW_BA_SWIFT_KNIGHT], 4);
  assert_int_equal (counts[HW_BA_TREASON], 4);
  assert_int_equal (counts[HW_BA_INTRIGUE], 4);
  main_phase (f);
  for (int i = 0; i < 30; i++)
    {
      /* Free the knights so every card can act. */
      for (int k = 0; k < HW_BA_KNIGHTS; k++)
        hw_ba_state (f->r, &f->st)->knight[0][k] = -1;
      buy (f);
      /* Nothing is kept in hand: the card is resolved now. */
      for (int c = 0; c < HW_N_DEV; c++)
        assert_int_equal (f->st.players[0].dev[c], 0);
      resolve_pending (f);
    }
  /* 30 draws: the empty deck was reshuffled from the discards. */
  /* (an Intrigue with nobody to take draws once more) */
  assert_true (hw_ba_state (f->r, &f->st)->deck_left <= 26 - (30 - 26));
  assert_int_equal (f->st.counters.dev_bought[0], 30);
}

static void
test_BA_DEV_02_knighthood_on_castle (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n;

  main_phase (f);
  top_card (f, HW_BA_KNIGHTHOOD);
  buy (f);
  assert_int_equal (hw_ba_state (f->r, &f->st)->pending, HW_BA_PENDING_KNIGHTHOOD);
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  assert_int_equal (n, 6);
  for (guint i = 0; i < n; i++)
    {
      assert_int_equal (buf[i].type, HW_ACTION_PLACE_KNIGHT);
      assert_true (hw_bit_get (hw_ba_rules (f->r)->castle_edges, buf[i].a));
    }
  apply_ok (f, HW_ACTION_PLACE_KNIGHT, buf[2].a, 0, 0);
  assert_int_equal (hw_ba_state (f->r, &f->st)->knight[0][0], buf[2].a);
  assert_int_equal (hw_ba_state (f->r, &f->st)->pending, HW_BA_PENDING_NONE);
}

static void
test_BA_DEV_03_swift_knight_on_road (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  int e = f->r->hex_edges[coast_of (f, 9)][1];
  guint n;

  hw_game_put_route_piece (f->r, &f->st, 1, e, FALSE);
  main_phase (f);
  top_card (f, HW_BA_SWIFT_KNIGHT);
  buy (f);
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  /* Only the one road, an opponent's. */
  assert_int_equal (n, 1);
  assert_int_equal (buf[0].a, e);
  apply_ok (f, HW_ACTION_PLACE_KNIGHT, e, 0, 0);
  /* Without a free road the card is discarded. */
  top_card (f, HW_BA_SWIFT_KNIGHT);
  buy (f);
  assert_int_equal (hw_ba_state (f->r, &f->st)->pending, HW_BA_PENDING_NONE);
}

static void
test_BA_DEV_04_treason (void **state)
{
  Fixture *f = *state;
  int a = coast_of (f, 5), b = coast_of (f, 9);
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n;

  set_barbs (f, a, 3);
  main_phase (f);
  top_card (f, HW_BA_TREASON);
  buy (f);
  assert_int_equal (hw_ba_state (f->r, &f->st)->gold[0], 2);
  assert_int_equal (hw_ba_state (f->r, &f->st)->pending, HW_BA_PENDING_TREASON);
  /* No move onto a conquered hex, none from the supply while some stand on the board. */
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    {
      assert_int_not_equal (buf[i].b, a);
      assert_int_not_equal (buf[i].a, buf[i].b);
      assert_true (buf[i].a >= 0);
    }
  apply_ok (f, HW_ACTION_MOVE_BARBARIAN, a, b, 0);
  /* The conquered hex is freed at once. */
  assert_false (hw_barb_conquered (f->r, &f->st, a));
  assert_int_equal (barbs (f, b), 1);
  /* The second is another barbarian from another hex: not from the hex the first left,
   * not the first one again (from where it landed), and it does not land where the first
   * was taken from. The barbarians on the 2 and the 12 may go. */
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  assert_true (n > 0);
  for (guint i = 0; i < n; i++)
    {
      assert_int_equal (buf[i].type, HW_ACTION_MOVE_BARBARIAN);
      assert_int_not_equal (buf[i].a, a);
      assert_int_not_equal (buf[i].a, b);
      assert_int_not_equal (buf[i].b, a);
      assert_int_not_equal (buf[i].a, buf[i].b);
    }
  hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_BARBARIAN, b, a, 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_BARBARIAN, b, coast_of (f, 3), 0);
  hw_test_refused (f->r, &f->st, HW_ACTION_MOVE_BARBARIAN, coast_of (f, 2), a, 0);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_BARBARIAN, coast_of (f, 2), b));
  apply_ok (f, HW_ACTION_MOVE_BARBARIAN, coast_of (f, 12), b, 0);
  assert_int_equal (barbs (f, b), 2);
  assert_int_equal (barbs (f, a), 2);
  assert_int_equal (hw_ba_state (f->r, &f->st)->pending, HW_BA_PENDING_NONE);

  /* The first move's landing hex is no source even when it held barbarians before. */
  set_barbs (f, b, 2);
  set_barbs (f, a, 1);
  top_card (f, HW_BA_TREASON);
  buy (f);
  apply_ok (f, HW_ACTION_MOVE_BARBARIAN, a, b, 0);
  assert_int_equal (barbs (f, b), 3);
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_BARBARIAN, b, -2));
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_BARBARIAN, -2, a));
  apply_ok (f, HW_ACTION_MOVE_BARBARIAN, coast_of (f, 2), coast_of (f, 3), 0);
  assert_int_equal (hw_ba_state (f->r, &f->st)->pending, HW_BA_PENDING_NONE);
  /* From the supply when the board has none to give. */
  for (int i = 0; i < hw_ba_rules (f->r)->n_coast; i++)
    set_barbs (f, hw_ba_rules (f->r)->coast[i], 0);
  top_card (f, HW_BA_TREASON);
  buy (f);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_MOVE_BARBARIAN, -1, b));
}

static void
test_BA_DEV_05_intrigue (void **state)
{
  Fixture *f = *state;
  int h2 = coast_of (f, 2);

  main_phase (f);
  top_card (f, HW_BA_INTRIGUE);
  buy (f);
  assert_int_equal (hw_ba_state (f->r, &f->st)->pending, HW_BA_PENDING_INTRIGUE);
  apply_ok (f, HW_ACTION_TAKE_PRISONER, h2, 0, 0);
  assert_int_equal (hw_ba_state (f->r, &f->st)->prisoners[0], 1);
  assert_int_equal (barbs (f, h2), 0);
  /* None on the board: discard and draw the next card. */
  set_barbs (f, coast_of (f, 12), 0);
  hw_ba_state (f->r, &f->st)->deck[hw_ba_state (f->r, &f->st)->deck_left - 2] = HW_BA_KNIGHTHOOD;
  top_card (f, HW_BA_INTRIGUE);
  buy (f);
  assert_int_equal (hw_ba_state (f->r, &f->st)->pending, HW_BA_PENDING_KNIGHTHOOD);
}

/* ---- knights ---- */

static void
test_BA_KNIGHT_01_one_per_edge_six_each (void **state)
{
  Fixture *f = *state;

  main_phase (f);
  hw_ba_state (f->r, &f->st)->knight[1][0] = f->r->hex_edges[hw_ba_rules (f->r)->castle][0];
  for (int i = 0; i < 6; i++)
    {
      top_card (f, HW_BA_KNIGHTHOOD);
      buy (f);
      if (i < 5)
        {
          /* The occupied castle edge is never offered. */
          assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_PLACE_KNIGHT, hw_ba_state (f->r, &f->st)->knight[1][0], -2));
          resolve_pending (f);
        }
      else
        /* The castle is full: the card is lost. */
        assert_int_equal (hw_ba_state (f->r, &f->st)->pending, HW_BA_PENDING_NONE);
    }
  /* Move them off, then a 7th knight cannot be placed. */
  for (int k = 0; k < 5; k++)
    hw_ba_state (f->r, &f->st)->knight[0][k] = f->r->hex_edges[coast_of (f, 10 - (k == 4))][k];
  hw_ba_state (f->r, &f->st)->knight[0][5] = f->r->hex_edges[coast_of (f, 3)][0];
  assert_ok (f);
  top_card (f, HW_BA_KNIGHTHOOD);
  buy (f);
  assert_int_equal (hw_ba_state (f->r, &f->st)->pending, HW_BA_PENDING_NONE);
}

static void
test_BA_KNIGHT_02_moves (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n;
  int castle_edge = f->r->hex_edges[hw_ba_rules (f->r)->castle][0];
  gboolean far = FALSE;

  hw_ba_state (f->r, &f->st)->knight[0][0] = (gint16) castle_edge;
  main_phase (f);
  apply_ok (f, HW_ACTION_END_TURN, 0, 0, 0);
  assert_int_equal (hw_ba_state (f->r, &f->st)->pending, HW_BA_PENDING_KNIGHTS);
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    {
      /* Must leave the castle; never onto a castle edge; 3 edges without grain. */
      assert_int_equal (buf[i].type, HW_ACTION_MOVE_KNIGHT);
      assert_false (hw_bit_get (hw_ba_rules (f->r)->castle_edges, buf[i].b));
      assert_int_equal (buf[i].c, 0);
    }
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 1);
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  for (guint i = 0; i < n && !far; i++)
    if (buf[i].c == 1)
      {
        far = TRUE;
        apply_ok (f, HW_ACTION_MOVE_KNIGHT, buf[i].a, buf[i].b, 1);
      }
  assert_true (far);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_GRAIN], 0);
  /* Each knight moves once; then the turn can end. */
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  assert_int_equal (n, 1);
  assert_int_equal (buf[0].type, HW_ACTION_END_TURN);
  apply_ok (f, HW_ACTION_END_TURN, 0, 0, 0);
  assert_int_equal (f->st.current, 1);
  assert_int_equal (f->st.phase, HW_PHASE_ROLL);
}

/* ---- battles ---- */

static void
end_turn (Fixture *f)
{
  main_phase (f);
  apply_ok (f, HW_ACTION_END_TURN, 0, 0, 0);
  if (hw_ba_state (f->r, &f->st)->pending == HW_BA_PENDING_KNIGHTS)
    apply_ok (f, HW_ACTION_END_TURN, 0, 0, 0);
}

static void
test_BA_FIGHT_01_outnumber (void **state)
{
  Fixture *f = *state;
  int h = coast_of (f, 10);

  set_barbs (f, h, 2);
  hw_ba_state (f->r, &f->st)->knight[0][0] = f->r->hex_edges[h][0];
  hw_ba_state (f->r, &f->st)->knight[0][1] = f->r->hex_edges[h][1];
  /* Two against two: no battle. */
  end_turn (f);
  assert_int_equal (barbs (f, h), 2);
  f->st.current = f->st.to_move = 0;
  hw_ba_state (f->r, &f->st)->knight[1][0] = f->r->hex_edges[h][3];
  set_barbs (f, h, 3);
  end_turn (f);
  /* Three against three: none; freed once outnumbered. */
  assert_int_equal (barbs (f, h), 3);
  f->st.current = f->st.to_move = 0;
  hw_ba_state (f->r, &f->st)->knight[1][1] = f->r->hex_edges[h][4];
  end_turn (f);
  assert_int_equal (barbs (f, h), 0);
  assert_int_equal (hw_ba_state (f->r, &f->st)->prisoners[0] + hw_ba_state (f->r, &f->st)->prisoners[1], 3);
  assert_int_equal (hw_ba_state (f->r, &f->st)->counters.battles_won, 1);
}

static void
test_BA_FIGHT_02_prisoners (void **state)
{
  Fixture *f = *state;
  int h = coast_of (f, 11);

  /* One barbarian, two players: one prisoner, the other takes 3 gold. */
  set_barbs (f, h, 1);
  hw_ba_state (f->r, &f->st)->knight[0][0] = f->r->hex_edges[h][0];
  hw_ba_state (f->r, &f->st)->knight[1][0] = f->r->hex_edges[h][1];
  end_turn (f);
  assert_int_equal (hw_ba_state (f->r, &f->st)->prisoners[0] + hw_ba_state (f->r, &f->st)->prisoners[1], 1);
  assert_int_equal (hw_ba_state (f->r, &f->st)->counters.gold_earned[0] + hw_ba_state (f->r, &f->st)->counters.gold_earned[1] -
                    3 * (hw_ba_state (f->r, &f->st)->counters.knights_lost[0] + hw_ba_state (f->r, &f->st)->counters.knights_lost[1]), 3);
  /* Three barbarians, 3 knights of player 0 and 1 of player 2: one each, the rest to 0. */
  {
    int p0 = hw_ba_state (f->r, &f->st)->prisoners[0], p2 = hw_ba_state (f->r, &f->st)->prisoners[2];
    int h2 = coast_of (f, 3);
    for (int p = 0; p < 3; p++)
      for (int k = 0; k < HW_BA_KNIGHTS; k++)
        hw_ba_state (f->r, &f->st)->knight[p][k] = -1;
    set_barbs (f, h2, 3);
    for (int k = 0; k < 3; k++)
      hw_ba_state (f->r, &f->st)->knight[0][k] = f->r->hex_edges[h2][k];
    hw_ba_state (f->r, &f->st)->knight[2][0] = f->r->hex_edges[h2][3];
    f->st.current = f->st.to_move = 0;
    end_turn (f);
    assert_int_equal (hw_ba_state (f->r, &f->st)->prisoners[0] - p0, 2);
    assert_int_equal (hw_ba_state (f->r, &f->st)->prisoners[2] - p2, 1);
  }
}

/* Fights a battle on the hex numbered 4 with a knight on each of its sides (knight k of
 * player k % 3 on side k) against 3 barbarians; writes the sides whose knights went home to
 * @gone and returns how many. Asserts the gold: 3 for each knight gone, to its owner (three
 * prisoners for three involved players: one each, no prisoner gold). */
static int
battle_losses (Fixture *f, int *gone)
{
  int h = coast_of (f, 4), ng = 0;

  set_barbs (f, h, 3);
  for (int k = 0; k < 6; k++)
    hw_ba_state (f->r, &f->st)->knight[k % 3][k / 3] = f->r->hex_edges[h][k];
  end_turn (f);
  assert_int_equal (barbs (f, h), 0);
  for (int k = 0; k < 6; k++)
    if (hw_ba_state (f->r, &f->st)->knight[k % 3][k / 3] < 0)
      gone[ng++] = k;
  for (int p = 0; p < 3; p++)
    {
      int lost = 0;
      for (int i = 0; i < ng; i++)
        lost += gone[i] % 3 == p;
      assert_int_equal (hw_ba_state (f->r, &f->st)->prisoners[p], 1);
      assert_int_equal (hw_ba_state (f->r, &f->st)->gold[p], 3 * lost);
      assert_int_equal (hw_ba_state (f->r, &f->st)->counters.knights_lost[p], lost);
    }
  return ng;
}

/* BA-FIGHT-03 (default `knight-losses=edge`): the die names one of the six sides; only that
 * side's knight goes home, and over games every side is named. */
static void
test_BA_FIGHT_03_one_side_loses (void **state)
{
  guint sides = 0;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      Fixture *f = hw_test_fixture_new (hw_test_load_shipped ("barbarian-attack.xml"), 3, seed);
      int gone[6];

      assert_int_equal (battle_losses (f, gone), 1);
      sides |= 1u << gone[0];
      hw_test_fixture_teardown ((void **) &f);
    }
  assert_int_equal (sides, 0x3f);
}

/* BA-FIGHT-03 `knight-losses=axis`: the knights of the two opposite sides of the direction
 * the die names go home, and every direction is named. */
static void
test_BA_FIGHT_03_axis_param (void **state)
{
  guint axes = 0;

  for (guint64 seed = 1; seed <= 30; seed++)
    {
      HwScenario *s = hw_test_load_shipped ("barbarian-attack.xml");
      Fixture *f;
      int gone[6];

      hw_test_set_param (s, "barbarian-attack", "knight-losses", "axis");
      f = hw_test_fixture_new (s, 3, seed);
      assert_int_equal (battle_losses (f, gone), 2);
      assert_int_equal (gone[1] - gone[0], 3);
      axes |= 1u << gone[0];
      hw_test_fixture_teardown ((void **) &f);
    }
  assert_int_equal (axes, 0x7);
}

static void
test_BA_PRISON_two_per_vp (void **state)
{
  Fixture *f = *state;

  hw_ba_state (f->r, &f->st)->supply -= 5;
  hw_ba_state (f->r, &f->st)->prisoners[1] = 3;
  assert_int_equal (hw_game_vp (f->r, &f->st, 1), 1);
  hw_ba_state (f->r, &f->st)->prisoners[1] = 4;
  hw_ba_state (f->r, &f->st)->prisoners[2] = 1;
  assert_int_equal (hw_game_vp (f->r, &f->st, 1), 2);
  assert_int_equal (hw_game_vp (f->r, &f->st, 2), 0);
  assert_ok (f);
}

static void
test_BA_GOLD_01_gold (void **state)
{
  Fixture *f = *state;

  main_phase (f);
  hw_ba_state (f->r, &f->st)->gold[0] = 7;
  hw_ba_state (f->r, &f->st)->counters.gold_earned[0] = 7;
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_GOLD_TRADE, HW_RESOURCE_ORE, -2));
  apply_ok (f, HW_ACTION_GOLD_TRADE, HW_RESOURCE_ORE, 0, 0);
  apply_ok (f, HW_ACTION_GOLD_TRADE, HW_RESOURCE_WOOL, 0, 0);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_ORE], 1);
  assert_int_equal (hw_ba_state (f->r, &f->st)->gold[0], 3);
  /* Twice per turn only. */
  assert_false (hw_test_has_action (f->r, &f->st, HW_ACTION_GOLD_TRADE, -2, -2));
  /* Gold is not a card: no discard for it and nothing to steal. */
  hw_ba_state (f->r, &f->st)->gold[1] = 20;
  hw_ba_state (f->r, &f->st)->counters.gold_earned[1] = 20;
  hw_test_give (&f->st, 1, HW_RESOURCE_BRICK, 7);
  assert_int_equal (hw_game_hand_size (&f->st, 1), 7);
  f->st.phase = HW_PHASE_ROLL;
  hw_game_resolve_roll (f->r, &f->st, 3, 4);
  assert_int_equal (f->st.players[1].discard_owed, 0);
  /* Next turn, two more trades. */
  f->st.phase = HW_PHASE_MAIN;
  f->st.to_move = f->st.current;
  end_turn (f);
  f->st.current = f->st.to_move = 0;
  main_phase (f);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_GOLD_TRADE, HW_RESOURCE_ORE, -2));
}

/* BA-GOLD-01: gold may be traded between players like cards (BASE-TRADE). */
static void
test_BA_GOLD_01_gold_traded_between_players (void **state)
{
  Fixture *f = *state;
  int gold2 = HW_TRADE_PACK (HW_TRADE_GOLD, 2), ore = HW_TRADE_PACK (HW_RESOURCE_ORE, 1);

  main_phase (f);
  hw_ba_state (f->r, &f->st)->gold[0] = 5;
  hw_ba_state (f->r, &f->st)->counters.gold_earned[0] = 5;
  hw_test_give (&f->st, 2, HW_RESOURCE_ORE, 1);
  assert_true (hw_test_has_action (f->r, &f->st, HW_ACTION_TRADE_OFFER, gold2, ore));
  apply_ok (f, HW_ACTION_TRADE_OFFER, gold2, ore, 0);
  assert_int_equal (hw_game_to_move (&f->st), 2);
  apply_ok (f, HW_ACTION_TRADE_ACCEPT, 0, 0, 0);
  assert_int_equal (hw_ba_state (f->r, &f->st)->gold[0], 3);
  assert_int_equal (hw_ba_state (f->r, &f->st)->gold[2], 2);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_ORE], 1);
  /* And asked for: a card for gold. */
  hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 1);
  apply_ok (f, HW_ACTION_TRADE_OFFER, HW_TRADE_PACK (HW_RESOURCE_WOOL, 1),
            HW_TRADE_PACK (HW_TRADE_GOLD, 2), 0);
  assert_int_equal (hw_game_to_move (&f->st), 2);
  apply_ok (f, HW_ACTION_TRADE_ACCEPT, 0, 0, 0);
  assert_int_equal (hw_ba_state (f->r, &f->st)->gold[0], 5);
  assert_int_equal (hw_ba_state (f->r, &f->st)->gold[2], 0);
  assert_int_equal (f->st.players[2].hand[HW_RESOURCE_WOOL], 1);
  /* Earned and spent are untouched: trades are counted apart. */
  assert_int_equal (hw_ba_state (f->r, &f->st)->counters.gold_earned[0], 5);
  assert_int_equal (hw_ba_state (f->r, &f->st)->counters.gold_spent[0], 0);
}

static void
test_BA_SEVEN_steal_from_anyone (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n;

  hw_test_give (&f->st, 2, HW_RESOURCE_LUMBER, 2);
  hw_test_give (&f->st, 1, HW_RESOURCE_ORE, 9);
  hw_game_resolve_roll (f->r, &f->st, 5, 2);
  /* Player 1 discards first. */
  while (f->st.phase == HW_PHASE_DISCARD)
    apply_ok (f, HW_ACTION_DISCARD, HW_RESOURCE_ORE, 0, 0);
  assert_int_equal (f->st.players[1].hand[HW_RESOURCE_ORE], 5);
  assert_int_equal (f->st.phase, HW_PHASE_ROBBER);
  n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
  /* Any player with cards, no robber to place. */
  assert_int_equal (n, 2);
  for (guint i = 0; i < n; i++)
    assert_int_equal (buf[i].a, -1);
  apply_ok (f, HW_ACTION_MOVE_ROBBER, -1, 2, 0);
  assert_int_equal (f->st.players[0].hand[HW_RESOURCE_LUMBER], 1);
  assert_int_equal (f->st.robber_hex, -1);
  assert_int_equal (f->st.phase, HW_PHASE_MAIN);
}

static void
test_BA_WIN_twelve (void **state)
{
  Fixture *f = *state;

  assert_int_equal (f->r->victory_points, 12);
  main_phase (f);
  hw_ba_state (f->r, &f->st)->supply -= 22;
  hw_ba_state (f->r, &f->st)->prisoners[0] = 22;   /* 11 VP */
  hw_game_check_win (f->r, &f->st);
  assert_int_equal (hw_game_winner (&f->st), -1);
  hw_ba_state (f->r, &f->st)->supply -= 2;
  hw_ba_state (f->r, &f->st)->prisoners[0] = 24;
  hw_game_check_win (f->r, &f->st);
  assert_int_equal (hw_game_winner (&f->st), 0);
  assert_ok (f);
}

/* BA-WIN through the normal apply path: the active player's own battle at the end of the
 * turn brings 12 VP, and that player wins at once, before the turn passes. */
static void
test_BA_WIN_own_battle_wins_at_once (void **state)
{
  Fixture *f = *state;
  int h = coast_of (f, 10);

  /* 22 prisoners: 11 VP. */
  hw_ba_state (f->r, &f->st)->supply -= 22;
  hw_ba_state (f->r, &f->st)->prisoners[0] = 22;
  set_barbs (f, h, 2);
  hw_ba_state (f->r, &f->st)->knight[0][0] = f->r->hex_edges[h][0];
  hw_ba_state (f->r, &f->st)->knight[0][1] = f->r->hex_edges[h][1];
  hw_ba_state (f->r, &f->st)->knight[0][2] = f->r->hex_edges[h][2];
  f->st.current = f->st.to_move = 0;
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 11);
  end_turn (f);
  /* Three knights beat two barbarians: both are player 0's prisoners, 24 = 12 VP. */
  assert_int_equal (hw_ba_state (f->r, &f->st)->prisoners[0], 24);
  assert_true (hw_game_is_over (&f->st));
  assert_int_equal (hw_game_winner (&f->st), 0);
  /* The turn did not pass. */
  assert_int_equal (f->st.current, 0);
  assert_int_equal (hw_game_legal_actions (f->r, &f->st, NULL, 0), 0);
}

/* Sets up player 0 at 11 VP (@prisoners prisoners, a settlement on @fall whose land hexes
 * are all conquered but @last, which holds 2 barbarians, and a settlement on @city with the
 * cards for a city) in the main phase. */
static void
win_by_build_setup (Fixture *f, int prisoners, int fall, int last, int city)
{
  main_phase (f);
  f->st.current = f->st.to_move = 0;
  hw_ba_state (f->r, &f->st)->supply -= prisoners;
  hw_ba_state (f->r, &f->st)->prisoners[0] = (guint8) prisoners;
  hw_game_put_building (f->r, &f->st, 0, fall, FALSE);
  hw_game_put_building (f->r, &f->st, 0, city, FALSE);
  for (int k = 0; k < 3; k++)
    {
      int h = f->r->node_hexes[fall][k];
      if (h >= 0 && hw_ba_rules (f->r)->coast_index[h] >= 0)
        set_barbs (f, h, h == last ? 2 : 3);
    }
  hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 3);
  hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 2);
}

/* BA-WIN: a city that brings the builder to 12 VP wins at once, before the landing it
 * triggers, even when that landing would topple one of the builder's buildings. */
static void
test_BA_WIN_build_wins_before_its_landing (void **state)
{
  Fixture *f = *state;
  HwAction act = { HW_ACTION_BUILD_CITY, 0, 0, 0 };
  int fall = -1, last = -1, city = -1, supply;
  guint64 seed;

  /* A corner that can fall (one of its hexes the last to conquer) and an inland corner
   * touching none of its hexes. */
  for (int i = 0; i < hw_ba_rules (f->r)->n_coast && fall < 0; i++)
    {
      last = hw_ba_rules (f->r)->coast[i];
      fall = coastal_only_node (f, last);
    }
  assert_true (fall >= 0);
  for (int n = 0; n < f->r->n_nodes && city < 0; n++)
    {
      gboolean ok = TRUE;
      for (int j = 0; j < 3; j++)
        {
          int h = f->r->node_hexes[n][j];
          ok &= h >= 0 && hw_terrain_is_land (f->r->hex_terrain[h]) &&
                hw_ba_rules (f->r)->coast_index[h] < 0;
          for (int k = 0; k < 3; k++)
            ok &= h != f->r->node_hexes[fall][k];
        }
      if (ok)
        city = n;
    }
  assert_true (city >= 0);
  act.a = (gint16) city;

  /* A game whose landing after the city hits the last hex, found with one VP fewer (16
   * prisoners): the city does not win, the landing is played and topples the corner. */
  for (seed = 1; seed < 200; seed++)
    {
      HwGameState probe;

      hw_test_start_empty (f->r, &probe, seed);
      f->st = probe;
      win_by_build_setup (f, 16, fall, last, city);
      assert_int_equal (hw_game_vp (f->r, &f->st, 0), 10);
      assert_true (hw_game_apply (f->r, &f->st, &act));
      if (hw_barb_fallen (f->r, &f->st, fall))
        {
          assert_int_equal (hw_game_vp (f->r, &f->st, 0), 10);
          assert_false (hw_game_is_over (&f->st));
          break;
        }
    }
  assert_true (seed < 200);

  /* The same game with 18 prisoners: 11 VP, and the city makes 12. It wins at once; no
   * barbarian lands and the corner stands. */
  hw_test_start_empty (f->r, &f->st, seed);
  win_by_build_setup (f, 18, fall, last, city);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 11);
  supply = hw_ba_state (f->r, &f->st)->supply;
  assert_true (hw_game_apply (f->r, &f->st, &act));
  assert_true (hw_game_is_over (&f->st));
  assert_int_equal (hw_game_winner (&f->st), 0);
  assert_int_equal (hw_game_vp (f->r, &f->st, 0), 12);
  assert_false (hw_barb_fallen (f->r, &f->st, fall));
  assert_int_equal (barbs (f, last), 2);
  assert_int_equal (hw_ba_state (f->r, &f->st)->supply, supply);
  assert_ok (f);
}

/* Random games, every action checked: at most 3 barbarians a hex, knights <= 6 each and one
 * per edge, the supply conserved, and the engine's invariants. */
static void
test_BA_property_random_games (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  int finished = 0;

  for (guint64 seed = 1; seed <= 20; seed++)
    {
      HwRng pick;
      hw_rng_seed (&pick, seed * 77);
      hw_game_init (&f->st, f->r, seed);
      for (int step = 0; step < 6000 && !hw_game_is_over (&f->st); step++)
        {
          guint n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
          guint i;
          assert_true (n > 0);
          i = hw_rng_uniform (&pick, n);
          /* Prefer building to ending the turn so games move on. */
          for (guint j = 0; j < n; j++)
            if (buf[j].type == HW_ACTION_BUILD_CITY || buf[j].type == HW_ACTION_BUILD_SETTLEMENT ||
                buf[j].type == HW_ACTION_BUY_DEV)
              i = j;
          assert_true (hw_game_apply (f->r, &f->st, &buf[i]));
          assert_ok (f);
        }
      finished += hw_game_is_over (&f->st);
    }
  (void) finished;
}

/* Greedy games, every action checked: they end (12 VP) well before the turn limit, knights
 * fight and win battles, and the invariants hold throughout. */
static void
test_BA_property_greedy_games (void **state)
{
  Fixture *f = *state;
  HwAction buf[HW_GAME_MAX_ACTIONS];
  int won = 0, battles = 0, knights_max = 0;

  for (guint64 seed = 1; seed <= 12; seed++)
    {
      HwBot bots[3];
      for (int p = 0; p < 3; p++)
        hw_bot_init (&bots[p], &hw_bot_greedy, p, seed);
      hw_game_init (&f->st, f->r, seed);
      while (!hw_game_is_over (&f->st) && hw_game_turn (&f->st) < 1000)
        {
          guint n = hw_game_legal_actions (f->r, &f->st, buf, HW_GAME_MAX_ACTIONS);
          HwAction a;
          assert_true (n > 0);
          assert_true (hw_bot_choose (&bots[hw_game_to_move (&f->st)], f->r, &f->st, buf, n, &a));
          assert_true (hw_game_apply (f->r, &f->st, &a));
          assert_ok (f);
          for (int p = 0; p < 3; p++)
            {
              int on = 0;
              for (int k = 0; k < HW_BA_KNIGHTS; k++)
                on += hw_ba_state (f->r, &f->st)->knight[p][k] >= 0;
              knights_max = MAX (knights_max, on);
            }
        }
      won += hw_game_is_over (&f->st);
      battles += hw_ba_state (f->r, &f->st)->counters.battles_won;
    }
  assert_int_equal (won, 12);
  assert_true (battles > 0);
  assert_true (knights_max > 0 && knights_max <= HW_BA_KNIGHTS);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
#define T(name) cmocka_unit_test_setup_teardown (name, setup, hw_test_fixture_teardown)
    T (test_BA_SETUP_01_second_building_city_single_yield),
    T (test_BA_SETUP_02_barbarians_knights_no_robber),
    T (test_BA_LAND_01_landing_after_city),
    T (test_BA_LAND_01_landing_after_settlement),
    T (test_BA_LAND_01_no_landing_in_setup),
    T (test_BA_LAND_02_no_repeat_numbers),
    T (test_BA_CONQ_01_conquered_hex_blocked),
    T (test_BA_CONQ_02_building_falls),
    T (test_BA_DEV_01_deck_of_26_resolved_on_purchase),
    T (test_BA_DEV_02_knighthood_on_castle),
    T (test_BA_DEV_03_swift_knight_on_road),
    T (test_BA_DEV_04_treason),
    T (test_BA_DEV_05_intrigue),
    T (test_BA_KNIGHT_01_one_per_edge_six_each),
    T (test_BA_KNIGHT_02_moves),
    T (test_BA_FIGHT_01_outnumber),
    T (test_BA_FIGHT_02_prisoners),
    cmocka_unit_test (test_BA_FIGHT_03_one_side_loses),
    cmocka_unit_test (test_BA_FIGHT_03_axis_param),
    T (test_BA_PRISON_two_per_vp),
    T (test_BA_GOLD_01_gold),
    T (test_BA_GOLD_01_gold_traded_between_players),
    T (test_BA_SEVEN_steal_from_anyone),
    T (test_BA_WIN_twelve),
    T (test_BA_WIN_own_battle_wins_at_once),
    T (test_BA_WIN_build_wins_before_its_landing),
    T (test_BA_property_random_games),
    T (test_BA_property_greedy_games),
#undef T
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
