/* test-game-random.c: property tests: thousands of games of random legal actions keep every
 * invariant after every action and end by a win or the turn limit; games replay from seeds. */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-game.h"

#include "hw-scenario-io.h"
#include "hw-ba-rules.h"
#include "hw-dr-rules.h"

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

/* Longest route by plain exhaustive search over every start (no pruning), to check the
 * engine's faster search. */
static int
exhaustive_walk (const HwGameRules *r, const HwGameState *st, int p, int *edges, gboolean *ship,
                 int n, int i, int from, guint32 used)
{
  int e = edges[i];
  int to = r->edge_nodes[e][0] == from ? r->edge_nodes[e][1] : r->edge_nodes[e][0];
  int best = 0;

  used |= 1u << i;
  if (st->node_owner[to] != 0 && st->node_owner[to] != p + 1)
    return 1;
  for (int j = 0; j < n; j++)
    {
      int len;
      if ((used & (1u << j)) || (r->edge_nodes[edges[j]][0] != to && r->edge_nodes[edges[j]][1] != to))
        continue;
      if (ship[j] != ship[i] && st->node_owner[to] != p + 1)
        continue;
      len = exhaustive_walk (r, st, p, edges, ship, n, j, to, used);
      best = MAX (best, len);
    }
  return best + 1;
}

static int
exhaustive_route (const HwGameRules *r, const HwGameState *st, int p)
{
  int edges[32];
  gboolean ship[32];
  int n = 0, best = 0;

  for (int e = 0; e < r->n_edges; e++)
    if (st->edge_owner[e] == p + 1)
      {
        edges[n] = e;
        ship[n++] = hw_bit_get (st->players[p].ships, e);
      }
  for (int i = 0; i < n; i++)
    for (int end = 0; end < 2; end++)
      best = MAX (best, exhaustive_walk (r, st, p, edges, ship, n, i, r->edge_nodes[edges[i]][end], 0));
  return best;
}

static void
compare_routes (HwScenario *s, int players, guint games)
{
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, players, NULL);
  HwGameState st;
  HwRng rng;
  guint compared = 0;

  for (guint g = 0; g < games; g++)
    {
      hw_rng_seed (&rng, g);
      hw_game_init (&st, r, g + 1000);
      while (!hw_game_is_over (&st) && st.turn <= TURN_LIMIT)
        {
          guint n = hw_game_legal_actions (r, &st, buf, HW_GAME_MAX_ACTIONS);
          HwAction a = buf[hw_rng_uniform (&rng, n)];
          /* Prefer building to ending the turn, so that networks grow. */
          for (guint i = 0; i < n && a.type == HW_ACTION_END_TURN; i++)
            if (buf[i].type == HW_ACTION_BUILD_ROAD || buf[i].type == HW_ACTION_BUILD_SHIP ||
                buf[i].type == HW_ACTION_BUILD_SETTLEMENT)
              a = buf[i];
          assert_true (hw_game_apply (r, &st, &a));
          if (a.type == HW_ACTION_BUILD_ROAD || a.type == HW_ACTION_BUILD_SHIP ||
              a.type == HW_ACTION_BUILD_SETTLEMENT || a.type == HW_ACTION_MOVE_SHIP ||
              a.type == HW_ACTION_ROLL)
            for (int p = 0; p < players; p++)
              {
                assert_int_equal (hw_game_route_length (r, &st, p), exhaustive_route (r, &st, p));
                compared++;
              }
        }
    }
  assert_true (compared > 1000);
}

static void
test_BASE_ROAD_SEA_ROUTE_match_exhaustive_search (void **state)
{
  g_autoptr (HwScenario) base = hw_test_base_scenario ();
  g_autoptr (HwScenario) sea = hw_test_sea_scenario ();

  compare_routes (base, 4, 20);
  compare_routes (sea, 3, 20);
}

/* The listed builds are exactly the legal ones: every node and edge is tried through
 * hw_game_is_legal() and compared with the list. */
static void
check_listing_complete (const HwGameRules *r, const HwGameState *st, guint n)
{
  static const int types[] = { HW_ACTION_BUILD_ROAD, HW_ACTION_BUILD_SHIP, HW_ACTION_BUILD_SETTLEMENT,
                               HW_ACTION_BUILD_CITY, HW_ACTION_PLACE_SETTLEMENT, HW_ACTION_PLACE_ROAD,
                               HW_ACTION_PLACE_SHIP, HW_ACTION_MOVE_ROBBER };
  guint legal = 0, listed = 0;

  for (guint t = 0; t < G_N_ELEMENTS (types); t++)
    {
      int range = types[t] == HW_ACTION_MOVE_ROBBER ? r->n_hexes :
                  (types[t] == HW_ACTION_BUILD_SETTLEMENT || types[t] == HW_ACTION_BUILD_CITY ||
                   types[t] == HW_ACTION_PLACE_SETTLEMENT) ? r->n_nodes : r->n_edges;
      for (int x = 0; x < range; x++)
        for (int b = -1; b < (types[t] == HW_ACTION_MOVE_ROBBER ? st->n_players : 0); b++)
          {
            HwAction a = { (guint8) types[t], 0, (gint16) x, (gint16) b };
            if (types[t] != HW_ACTION_MOVE_ROBBER)
              a.b = 0;
            legal += hw_game_is_legal (r, st, &a);
          }
    }
  for (guint i = 0; i < n; i++)
    for (guint t = 0; t < G_N_ELEMENTS (types); t++)
      if (buf[i].type == types[t])
        listed++;
  assert_int_equal (legal, listed);

  /* Ship moves: every ship of the player to every edge. */
  if (st->phase == HW_PHASE_MAIN && r->seafarers)
    {
      const HwPlayerState *ps = &st->players[st->to_move];
      legal = listed = 0;
      for (int s = 0; s < r->n_edges; s++)
        if (hw_bit_get (ps->ships, s))
          for (int t = 0; t < r->n_edges; t++)
            {
              HwAction a = { HW_ACTION_MOVE_SHIP, 0, (gint16) s, (gint16) t };
              legal += hw_game_is_legal (r, st, &a);
            }
      for (guint i = 0; i < n; i++)
        listed += buf[i].type == HW_ACTION_MOVE_SHIP;
      assert_int_equal (legal, listed);
    }
}

static void
test_property_listing_complete (void **state)
{
  g_autoptr (HwScenario) base = hw_test_base_scenario ();
  g_autoptr (HwScenario) sea = hw_test_sea_scenario ();
  HwScenario *scenarios[] = { base, sea };

  for (guint k = 0; k < G_N_ELEMENTS (scenarios); k++)
    {
      g_autoptr (HwGameRules) r = hw_game_rules_new (scenarios[k], NULL, 3, NULL);
      HwGameState st;
      HwRng rng;

      for (guint g = 0; g < 10; g++)
        {
          hw_rng_seed (&rng, g + 77);
          hw_game_init (&st, r, g);
          while (!hw_game_is_over (&st) && st.turn <= 300)
            {
              guint n = hw_game_legal_actions (r, &st, buf, HW_GAME_MAX_ACTIONS);
              HwAction a = buf[hw_rng_uniform (&rng, n)];
              check_listing_complete (r, &st, n);
              for (guint i = 0; i < n && a.type == HW_ACTION_END_TURN; i++)
                if (buf[i].type >= HW_ACTION_BUILD_ROAD && buf[i].type <= HW_ACTION_BUILD_CITY)
                  a = buf[i];
              assert_true (hw_game_apply (r, &st, &a));
            }
        }
    }
}

/* ---- the listing agrees with hw_game_is_legal ------------------------------------------- */

/* The values an action's field may take: [lo, hi), or the edges of the mover's ships or
 * knights (SHIPS, KNIGHTS), or the packs of a domestic offer (PACKS). */
enum { SHIPS = -100, KNIGHTS, PACKS };
typedef struct { int lo, hi; } Range;

static guint
field_values (const HwGameRules *r, const HwGameState *st, Range range, int *out)
{
  guint n = 0;

  if (range.lo == SHIPS)
    {
      for (int e = 0; e < r->n_edges; e++)
        if (hw_bit_get (st->players[st->to_move].ships, e))
          out[n++] = e;
    }
  else if (range.lo == KNIGHTS)
    {
      if (hw_game_module_slot (r, &hw_ba_module) != NULL)
        for (int k = 0; k < HW_BA_KNIGHTS; k++)
          if (hw_ba_state (r, st)->knight[st->to_move][k] >= 0)
            out[n++] = hw_ba_state (r, st)->knight[st->to_move][k];
    }
  else if (range.lo == PACKS)
    {
      for (int res = 0; res <= HW_TRADE_GOLD; res++)
        for (int k = 1; k <= 2; k++)
          out[n++] = HW_TRADE_PACK (res, k);
    }
  else
    for (int v = range.lo; v < range.hi; v++)
      out[n++] = v;
  return n;
}

static gboolean
listed (const HwAction *list, guint n, const HwAction *a)
{
  for (guint i = 0; i < n; i++)
    if (list[i].type == a->type && list[i].a == a->a && list[i].b == a->b && list[i].c == a->c)
      return TRUE;
  return FALSE;
}

/* Every listed action is legal, and every legal action of any type, over every value of
 * its fields, is listed once. */
static void
check_listing_is_legality (const HwGameRules *r, const HwGameState *st, const HwAction *list, guint n)
{
  int N = r->n_nodes, E = r->n_edges, H = r->n_hexes, P = st->n_players, R = HW_N_RESOURCES;
  Range none = { 0, 1 };
  struct { int type; Range a, b, c; } types[] = {
    { HW_ACTION_PLACE_SETTLEMENT, { 0, N }, none, none },
    { HW_ACTION_PLACE_ROAD, { 0, E }, none, none },
    { HW_ACTION_PLACE_SHIP, { 0, E }, none, none },
    { HW_ACTION_ROLL, none, none, none },
    { HW_ACTION_DISCARD, { 0, R }, none, none },
    { HW_ACTION_MOVE_ROBBER, { -1, H }, { -1, P }, none },
    { HW_ACTION_CHOOSE_RESOURCE, { 0, R }, none, none },
    { HW_ACTION_BUILD_ROAD, { 0, E }, none, none },
    { HW_ACTION_BUILD_SHIP, { 0, E }, none, none },
    { HW_ACTION_BUILD_SETTLEMENT, { 0, N }, none, none },
    { HW_ACTION_BUILD_CITY, { 0, N }, none, none },
    { HW_ACTION_BUY_DEV, { 0, 8 }, none, none },
    { HW_ACTION_TRADE_BANK, { 0, R }, { 0, R }, { 1, 5 } },
    { HW_ACTION_PLAY_KNIGHT, none, none, none },
    { HW_ACTION_PLAY_ROAD_BUILDING, none, none, none },
    { HW_ACTION_PLAY_YEAR_OF_PLENTY, { 0, R }, { 0, R }, none },
    { HW_ACTION_PLAY_MONOPOLY, { 0, R }, none, none },
    { HW_ACTION_MOVE_SHIP, { SHIPS, 0 }, { 0, E }, none },
    { HW_ACTION_END_TURN, none, none, none },
    { HW_ACTION_PLACE_KNIGHT, { 0, E }, none, none },
    { HW_ACTION_MOVE_KNIGHT, { KNIGHTS, 0 }, { 0, E }, { 0, 2 } },
    { HW_ACTION_MOVE_BARBARIAN, { -1, H }, { 0, H }, none },
    { HW_ACTION_TAKE_PRISONER, { 0, H }, none, none },
    { HW_ACTION_GOLD_TRADE, { 0, R }, none, none },
    { HW_ACTION_PLACE_RAIDER, { 0, H }, none, none },
    { HW_ACTION_STEAL, { -1, P }, none, none },
    { HW_ACTION_REMOVE_RAIDER, { 0, H }, none, none },
    { HW_ACTION_STORM_RAIDER, { 0, H }, { 0, H }, none },
    { HW_ACTION_TRADE_OFFER, { PACKS, 0 }, { PACKS, 0 }, none },
    { HW_ACTION_TRADE_ACCEPT, none, none, none },
    { HW_ACTION_TRADE_DECLINE, none, none, none },
  };
  static int av[HW_GAME_MAX_EDGES + 1], bv[HW_GAME_MAX_EDGES + 1], cv[8];
  guint covered = 0, n_listed = 0;

  /* Every action type has its row. */
  G_STATIC_ASSERT (G_N_ELEMENTS (types) == HW_N_ACTION_TYPES);
  for (guint i = 0; i < n; i++)
    if (!hw_game_is_legal (r, st, &list[i]))
      {
        g_autoptr (GString) d = g_string_new (NULL);
        hw_game_action_describe (r, &list[i], d);
        fail_msg ("listed but not legal: %s", d->str);
      }
  for (guint t = 0; t < G_N_ELEMENTS (types); t++)
    {
      guint na = field_values (r, st, types[t].a, av);
      guint nb = field_values (r, st, types[t].b, bv);
      guint nc = field_values (r, st, types[t].c, cv);

      for (guint i = 0; i < n; i++)
        n_listed += list[i].type == types[t].type;
      for (guint i = 0; i < na; i++)
        for (guint j = 0; j < nb; j++)
          for (guint k = 0; k < nc; k++)
            {
              HwAction a = { (guint8) types[t].type, (gint8) cv[k], (gint16) av[i], (gint16) bv[j] };
              if (!hw_game_is_legal (r, st, &a))
                continue;
              covered++;
              if (!listed (list, n, &a))
                {
                  g_autoptr (GString) d = g_string_new (NULL);
                  hw_game_action_describe (r, &a, d);
                  fail_msg ("legal but not listed: %s (phase %d)", d->str, st->phase);
                }
            }
    }
  /* No action listed twice, none outside the fields' values. */
  assert_int_equal (covered, n_listed);
}

/* Random games of @s for every player count it has a board for, the listing checked against
 * legality at every @every-th state. */
static void
listing_is_legality (HwScenario *s, guint games, guint turns, guint every)
{
  for (int players = 1; players <= HW_GAME_MAX_PLAYERS; players++)
    {
      g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, players, NULL);
      HwGameState st;
      HwRng rng;

      if (r == NULL)
        continue;
      for (guint g = 0; g < games; g++)
        {
          guint step = 0;

          hw_rng_seed (&rng, g + 1234);
          hw_game_init (&st, r, g + 99);
          while (!hw_game_is_over (&st) && st.turn <= turns)
            {
              guint n = hw_game_legal_actions (r, &st, buf, HW_GAME_MAX_ACTIONS);
              HwAction a;

              assert_true (n > 0);
              if (step++ % every == 0)
                check_listing_is_legality (r, &st, buf, n);
              a = buf[hw_rng_uniform (&rng, n)];
              /* Building on: ending the turn gives way to a build or a card bought. */
              for (guint i = 0; i < n && a.type == HW_ACTION_END_TURN; i++)
                if (buf[i].type >= HW_ACTION_BUILD_ROAD && buf[i].type <= HW_ACTION_BUY_DEV)
                  a = buf[i];
              assert_true (hw_game_apply (r, &st, &a));
            }
        }
    }
}

/* Every shipped scenario, as shipped and with the base deck's parameters at 0 (which
 * Barbarian Attack's own deck replaces, BA-DEV-01): what is listed is what is legal. */
static void
test_property_shipped_listing_is_legality (void **state)
{
  static const char *const files[] = { "base.xml", "barbarian-attack.xml", "desert-raiders.xml",
                                       "robin-hood.xml" };
  static const char *const deck[] = { "dev-knights", "dev-victory-points", "dev-road-building",
                                      "dev-year-of-plenty", "dev-monopoly" };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr (HwScenario) s = hw_test_load_shipped (files[i]);

      listing_is_legality (s, 2, 80, 3);
      for (guint c = 0; c < G_N_ELEMENTS (deck); c++)
        hw_test_set_param (s, "base", deck[c], "0");
      listing_is_legality (s, 2, 80, 3);
    }
}

/* The shipped base game plays, for every player count it has a board for. */
static void
test_property_shipped_base_scenario (void **state)
{
  g_autoptr (HwScenario) s = hw_test_load_shipped ("base.xml");

  play_many (s, 3, 200);
  play_many (s, 4, 200);
  if (hw_scenario_find_variant (s, 6) != NULL)
    play_many (s, 6, 100);
}

/* A shipped scenario with a module the engine lacks is refused by name (every shipped
 * scenario plays now: this one is The Desert Raiders with an unknown module added);
 * The Desert Raiders' map also plays with its volcano and jungle rules alone once its own
 * module is taken out. */
static void
test_shipped_scenarios_refused_by_module (void **state)
{
  {
    g_autoptr (HwScenario) s = hw_test_load_shipped ("desert-raiders.xml");
    g_autoptr (GError) error = NULL;

    g_ptr_array_add (s->modules, hw_module_new ("cities-and-knights"));
    assert_null (hw_game_rules_new (s, NULL, 4, &error));
    assert_true (g_error_matches (error, HW_GAME_ERROR, HW_GAME_ERROR_UNSUPPORTED_MODULE));
    assert_non_null (strstr (error->message, "cities-and-knights"));
  }

  {
    g_autoptr (HwScenario) dr = hw_test_load_shipped ("desert-raiders.xml");
    for (guint i = 0; i < dr->modules->len; i++)
      if (g_strcmp0 (((HwModule *) g_ptr_array_index (dr->modules, i))->id, "desert-raiders") == 0)
        g_ptr_array_remove_index (dr->modules, i--);
    play_many (dr, 4, 100);
    play_many (dr, 5, 50);
  }
}

/* Barbarian Attack (BA-*) plays: every action of random games keeps the invariants. */
static void
test_property_shipped_barbarian_attack (void **state)
{
  g_autoptr (HwScenario) s = hw_test_load_shipped ("barbarian-attack.xml");

  play_many (s, 3, 50);
  play_many (s, 4, 50);
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
    cmocka_unit_test (test_property_shipped_barbarian_attack),
    cmocka_unit_test (test_property_replay_from_seed),
    cmocka_unit_test (test_property_listing_complete),
    cmocka_unit_test (test_property_shipped_listing_is_legality),
    cmocka_unit_test (test_property_shipped_base_scenario),
    cmocka_unit_test (test_shipped_scenarios_refused_by_module),
    cmocka_unit_test (test_BASE_ROAD_SEA_ROUTE_match_exhaustive_search),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
