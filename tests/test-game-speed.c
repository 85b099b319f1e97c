/* test-game-speed.c: the engine's shortcuts for speed (issue 14, second round) decide what
 * the long way decides: a decision lists the actions once; Barbarian Attack's knights move
 * where a search over every edge says they may, and the end of turn goes straight on
 * exactly when no knight can move; The Desert Raiders' longest routes, updated by a walk
 * from each new road or moved ship while raiders cancel roads, equal a full count after
 * every action, as do those of a base game where a road joins two networks or closes a
 * loop. */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-game.h"

#include <string.h>

#include "hw-ba-rules.h"
#include "hw-dr-rules.h"
#include "hw-dr-raiders.h"
#include "hw-bot.h"
#include "hw-scenario-io.h"

#define TURN_LIMIT 300

static HwAction buf[HW_GAME_MAX_ACTIONS];

/* ---- one listing per decision ---------------------------------------------------------- */

static guint list_calls;

/* A module that only counts how often the engine asks it to list. */
static gboolean
counting_list (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
               HwAction *out, guint cap, guint *n)
{
  list_calls++;
  return FALSE;
}

static const HwRuleModule counting_module = {
  .id = "counting",
  .list = counting_list,
};

static void
test_speed_lists_once_per_decision (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  const HwRuleModule *modules[1] = { &counting_module };
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = hw_game_rules_new_with (s, NULL, 4, modules, 1, &error);
  HwGameState st;
  HwRng rng;
  guint steps = 0;

  g_assert_no_error (error);
  hw_rng_seed (&rng, 14);
  hw_game_init (&st, r, 14);
  while (!hw_game_is_over (&st) && hw_game_turn (&st) <= 40)
    {
      HwActionListing listing;
      guint n;

      /* Each listing asks the modules once: the whole list was once built twice (a MIN ()
       * macro evaluated the lister again). */
      list_calls = 0;
      n = hw_game_legal_actions (r, &st, buf, HW_GAME_MAX_ACTIONS);
      assert_int_equal (list_calls, 1);
      list_calls = 0;
      assert_int_equal (hw_game_legal_actions_lazy (r, &st, buf, &listing), n);
      assert_int_equal (list_calls, 1);
      hw_game_listed_action (r, &st, buf, &listing, hw_rng_uniform (&rng, n), &buf[0]);
      assert_true (hw_game_apply (r, &st, &buf[0]));
      steps++;
    }
  assert_true (steps > 100);
}

/* ---- Barbarian Attack's knights --------------------------------------------------------- */

/* The knight moves of @p's knight @k the long way: distances to every edge of the board
 * from a fresh array, then every edge in order (BA-KNIGHT-02). */
static guint
reference_knight_moves (const HwGameRules *r, const HwGameState *st, int p, int k, HwAction *out,
                        guint n)
{
  const HwBarbState *ba = hw_ba_state (r, st);
  const HwBarbRules *bar = hw_ba_rules (r);
  int from = ba->knight[p][k];
  int reach = st->players[p].hand[HW_RESOURCE_GRAIN] > 0 ? 5 : 3;
  guint8 dist[HW_GAME_MAX_EDGES];
  int queue[HW_GAME_MAX_EDGES], head = 0, tail = 0;

  memset (dist, 0xff, sizeof dist);
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int e = queue[head++];

      for (int s = 0; s < 2; s++)
        for (int j = 0; j < 3; j++)
          {
            int f = r->node_edges[r->edge_nodes[e][s]][j];

            if (f >= 0 && dist[f] == 0xff && (r->edge_flags[f] & HW_EDGE_ROAD))
              {
                dist[f] = (guint8) (dist[e] + 1);
                queue[tail++] = f;
              }
          }
    }
  for (int e = 0; e < r->n_edges; e++)
    {
      gboolean taken = hw_bit_get (bar->castle_edges, e);

      for (int q = 0; q < st->n_players; q++)
        for (int j = 0; j < HW_BA_KNIGHTS; j++)
          taken |= ba->knight[q][j] == e;
      if (e == from || dist[e] > reach || taken)
        continue;
      out[n].type = HW_ACTION_MOVE_KNIGHT;
      out[n].a = (gint16) from;
      out[n].b = (gint16) e;
      out[n].c = dist[e] > 3;
      n++;
    }
  return n;
}

static void
test_speed_ba_knight_moves (void **state)
{
  g_autoptr (HwScenario) s = hw_test_load_shipped ("barbarian-attack.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, 4, &error);
  static HwAction expected[HW_GAME_MAX_ACTIONS];
  guint with_moves = 0, without_moves = 0, straight_on = 0;

  g_assert_no_error (error);
  for (guint g = 0; g < 12; g++)
    {
      HwGameState st;
      HwRng rng;

      hw_rng_seed (&rng, hw_rng_derive (1402, g));
      hw_game_init (&st, r, hw_rng_derive (2041, g));
      while (!hw_game_is_over (&st) && hw_game_turn (&st) <= TURN_LIMIT)
        {
          const HwBarbState *ba = hw_ba_state (r, &st);
          guint n = hw_game_legal_actions (r, &st, buf, HW_GAME_MAX_ACTIONS);
          HwAction a;

          g_assert_cmpuint (n, >, 0);
          if (ba->pending == HW_BA_PENDING_KNIGHTS)
            {
              guint m = 0, listed = 0;
              int p = st.to_move;

              for (int k = 0; k < HW_BA_KNIGHTS; k++)
                if (ba->knight[p][k] >= 0 && !(ba->knights_moved & (1u << k)))
                  m = reference_knight_moves (r, &st, p, k, expected, m);
              for (guint i = 0; i < n; i++)
                if (buf[i].type == HW_ACTION_MOVE_KNIGHT)
                  {
                    assert_true (listed < m);
                    assert_true (hw_action_equal (&buf[i], &expected[listed]));
                    listed++;
                  }
              assert_int_equal (listed, m);
              if (m > 0)
                with_moves++;
              else
                {
                  /* Nothing to move: only the end of the turn is left. */
                  assert_int_equal (n, 1);
                  assert_int_equal (buf[0].type, HW_ACTION_END_TURN);
                  without_moves++;
                }
            }
          a = buf[hw_rng_uniform (&rng, n)];
          if (a.type == HW_ACTION_END_TURN && ba->pending == HW_BA_PENDING_NONE &&
              st.phase == HW_PHASE_MAIN)
            {
              /* The end of the turn opens the knights' move unless no knight can move:
               * then it goes straight on to the battles and the next turn. */
              HwGameState after = st;
              gboolean any = FALSE;

              for (int k = 0; k < HW_BA_KNIGHTS; k++)
                if (ba->knight[st.current][k] >= 0 &&
                    reference_knight_moves (r, &st, st.current, k, expected, 0) > 0)
                  any = TRUE;
              assert_true (hw_game_apply (r, &after, &a));
              assert_int_equal (hw_ba_state (r, &after)->pending == HW_BA_PENDING_KNIGHTS, any);
              straight_on += !any;
            }
          assert_true (hw_game_apply (r, &st, &a));
        }
    }
  /* Both cases were met, so the comparison above means something. */
  assert_true (with_moves > 50);
  assert_true (straight_on > 10);
  (void) without_moves;
}

/* ---- The Desert Raiders' routes ---------------------------------------------------------- */

/* Whether @p owns a road that a module cancels now. */
static gboolean
has_cancelled_road (const HwGameRules *r, const HwGameState *st, int p)
{
  HW_FOREACH_BIT (st->players[p].roads, HW_GAME_EDGE_WORDS, e)
    if (hw_game_edge_cancelled (r, st, e))
      return TRUE;
  return FALSE;
}

static void
test_speed_dr_routes_with_cancelled_roads (void **state)
{
  g_autoptr (HwScenario) s = hw_test_load_shipped ("desert-raiders.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, 4, &error);
  guint walked = 0;

  g_assert_no_error (error);
  assert_true (r->hooks[HW_HOOK_EDGE_CANCELLED].n > 0);
  for (guint g = 0; g < 30; g++)
    {
      HwGameState st;
      HwRng rng;

      hw_rng_seed (&rng, hw_rng_derive (1403, g));
      hw_game_init (&st, r, hw_rng_derive (3041, g));
      while (!hw_game_is_over (&st) && hw_game_turn (&st) <= TURN_LIMIT)
        {
          guint n = hw_game_legal_actions (r, &st, buf, HW_GAME_MAX_ACTIONS);
          HwAction a = buf[hw_rng_uniform (&rng, n)];
          int p = st.to_move;
          gboolean cancelled = has_cancelled_road (r, &st, p);

          assert_true (hw_game_apply (r, &st, &a));
          /* Every stored length is what a full count finds, whatever was just played. */
          for (int q = 0; q < st.n_players; q++)
            assert_int_equal (st.players[q].route_length, hw_game_route_length (r, &st, q));
          if (cancelled && (a.type == HW_ACTION_BUILD_ROAD || a.type == HW_ACTION_BUILD_SHIP ||
                            a.type == HW_ACTION_MOVE_SHIP))
            walked++;
        }
    }
  /* Pieces were added or moved while the mover had cancelled roads: the walk met them. */
  assert_true (walked > 20);
}

/* Plays one random legal action, or, with even odds each, one of type @preferred listed:
 * so that many of those are met. Returns the action played. */
static HwAction
play_preferring (const HwGameRules *r, HwGameState *st, HwRng *rng, guint8 preferred)
{
  guint n = hw_game_legal_actions (r, st, buf, HW_GAME_MAX_ACTIONS);
  HwAction a = buf[hw_rng_uniform (rng, n)];

  for (guint i = 0; i < n; i++)
    if (buf[i].type == preferred && hw_rng_uniform (rng, 2) == 0)
      a = buf[i];
  assert_true (hw_game_apply (r, st, &a));
  return a;
}

/* Whether @p's road on @edge goes on to another of @p's roads at @node (not through an
 * opponent's building). */
static gboolean
joins_at (const HwGameRules *r, const HwGameState *st, int p, int edge, int node)
{
  int owner = st->node_owner[node];

  if (owner != 0 && owner != p + 1)
    return FALSE;
  for (int k = 0; k < 3; k++)
    {
      int f = r->node_edges[node][k];
      if (f >= 0 && f != edge && st->edge_owner[f] == p + 1)
        return TRUE;
    }
  return FALSE;
}

/* Whether @p's roads join @from to @to without the road on @edge, any building aside. */
static gboolean
linked_without (const HwGameRules *r, const HwGameState *st, int p, int edge, int from, int to)
{
  guint64 seen[HW_GAME_NODE_WORDS] = { 0 };
  int stack[HW_GAME_MAX_NODES], top = 0;

  stack[top++] = from;
  hw_bit_set (seen, from);
  while (top > 0)
    {
      int v = stack[--top];

      if (v == to)
        return TRUE;
      for (int k = 0; k < 3; k++)
        {
          int f = r->node_edges[v][k], w;
          if (f < 0 || f == edge || st->edge_owner[f] != p + 1)
            continue;
          w = r->edge_nodes[f][0] == v ? r->edge_nodes[f][1] : r->edge_nodes[f][0];
          if (!hw_bit_get (seen, w))
            {
              hw_bit_set (seen, w);
              stack[top++] = w;
            }
        }
    }
  return FALSE;
}

/* A road that joins the builder's roads at both ends: walks from its two ends give the
 * longest route through it when they join two networks, and the routes are counted again
 * when it closes a loop; both equal a full count. */
static void
test_speed_base_routes_joined (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, 4, &error);
  guint apart = 0, loops = 0;

  g_assert_no_error (error);
  for (guint g = 0; g < 150; g++)
    {
      HwGameState st;
      HwRng rng;

      hw_rng_seed (&rng, hw_rng_derive (1405, g));
      hw_game_init (&st, r, hw_rng_derive (5041, g));
      while (!hw_game_is_over (&st) && hw_game_turn (&st) <= TURN_LIMIT)
        {
          int p = st.to_move, na, nb;
          HwAction a = play_preferring (r, &st, &rng, HW_ACTION_BUILD_ROAD);

          if (a.type != HW_ACTION_BUILD_ROAD)
            continue;
          na = r->edge_nodes[a.a][0];
          nb = r->edge_nodes[a.a][1];
          if (!joins_at (r, &st, p, a.a, na) || !joins_at (r, &st, p, a.a, nb))
            continue;
          assert_int_equal (st.players[p].route_length, hw_game_route_length (r, &st, p));
          if (linked_without (r, &st, p, a.a, na, nb))
            loops++;
          else
            apart++;
        }
    }
  assert_true (apart > 80);
  assert_true (loops > 80);
}

/* A moved ship: the stored length is checked against a full count in both of the
 * shortcut's cases, a ship that now ends a route at least as long as before (no walk where
 * it stood) and one that does not (a walk where it stood, stopped at the old length). */
static void
test_speed_dr_ship_moves (void **state)
{
  g_autoptr (HwScenario) s = hw_test_load_shipped ("desert-raiders.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, 4, &error);
  guint kept = 0, shorter = 0;

  g_assert_no_error (error);
  for (guint g = 0; g < 40; g++)
    {
      HwGameState st;
      HwRng rng;

      hw_rng_seed (&rng, hw_rng_derive (1404, g));
      hw_game_init (&st, r, hw_rng_derive (4041, g));
      while (!hw_game_is_over (&st) && hw_game_turn (&st) <= TURN_LIMIT)
        {
          int p = st.to_move, before = st.players[p].route_length;
          HwAction a = play_preferring (r, &st, &rng, HW_ACTION_MOVE_SHIP);

          if (a.type != HW_ACTION_MOVE_SHIP)
            continue;
          for (int q = 0; q < st.n_players; q++)
            assert_int_equal (st.players[q].route_length, hw_game_route_length (r, &st, q));
          if (st.players[p].route_length >= before)
            kept++;
          else
            shorter++;
        }
    }
  assert_true (kept > 100);
  assert_true (shorter > 5);
}

/* Raiders placed, moved by the storm or removed: only the players whose cancelled roads
 * changed are counted again, and every stored length still equals a full count, also
 * when the raiders did change a route. */
static void
test_speed_dr_raiders_recount (void **state)
{
  g_autoptr (HwScenario) s = hw_test_load_shipped ("desert-raiders.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, 4, &error);
  guint raider_moves = 0, routes_changed = 0;

  g_assert_no_error (error);
  for (guint g = 0; g < 40; g++)
    {
      HwGameState st;
      HwRng rng;

      hw_rng_seed (&rng, hw_rng_derive (1405, g));
      hw_game_init (&st, r, hw_rng_derive (5041, g));
      while (!hw_game_is_over (&st) && hw_game_turn (&st) <= TURN_LIMIT)
        {
          guint n = hw_game_legal_actions (r, &st, buf, HW_GAME_MAX_ACTIONS);
          HwAction a = buf[hw_rng_uniform (&rng, n)];
          int lengths[HW_GAME_MAX_PLAYERS];

          for (int q = 0; q < st.n_players; q++)
            lengths[q] = st.players[q].route_length;
          assert_true (hw_game_apply (r, &st, &a));
          if (a.type != HW_ACTION_PLACE_RAIDER && a.type != HW_ACTION_STORM_RAIDER &&
              a.type != HW_ACTION_REMOVE_RAIDER)
            continue;
          raider_moves++;
          for (int q = 0; q < st.n_players; q++)
            {
              assert_int_equal (st.players[q].route_length, hw_game_route_length (r, &st, q));
              routes_changed += st.players[q].route_length != lengths[q];
            }
        }
    }
  assert_true (raider_moves > 200);
  assert_true (routes_changed > 5);
}

/* The VP each player has lost to taken buildings, counted from the board. */
static int
vp_lost_now (const HwGameRules *r, const HwGameState *st, int p)
{
  int lost = 0;

  HW_FOREACH_BIT (st->players[p].buildings, HW_GAME_NODE_WORDS, node)
    if (hw_raiders_node_taken (r, &hw_dr_state (r, st)->raiders, node))
      lost += hw_bit_get (st->players[p].cities, node) ? 2 : 1;
  return lost;
}

/* After a roll The Desert Raiders count the VP lost to taken buildings again only when a
 * volcano's number was rolled: the stored counts equal a count from the board after every
 * action, eruptions included. */
static void
test_speed_dr_vp_lost_after_rolls (void **state)
{
  g_autoptr (HwScenario) s = hw_test_load_shipped ("desert-raiders.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, 4, &error);
  guint eruptions = 0, lost_seen = 0, erupted_lost = 0;

  g_assert_no_error (error);
  assert_true (r->volcano);
  for (guint g = 0; g < 400; g++)
    {
      HwGameState st;
      HwRng rng;

      hw_rng_seed (&rng, hw_rng_derive (1406, g));
      hw_game_init (&st, r, hw_rng_derive (6041, g));
      while (!hw_game_is_over (&st) && hw_game_turn (&st) <= TURN_LIMIT)
        {
          guint n = hw_game_legal_actions (r, &st, buf, HW_GAME_MAX_ACTIONS);
          HwAction a = buf[hw_rng_uniform (&rng, n)];
          guint erupted = st.counters.eruptions;
          int lost_before = 0, lost_after = 0;

          for (int q = 0; q < st.n_players; q++)
            lost_before += vp_lost_now (r, &st, q);
          assert_true (hw_game_apply (r, &st, &a));
          for (int q = 0; q < st.n_players; q++)
            lost_after += vp_lost_now (r, &st, q);
          eruptions += st.counters.eruptions != erupted;
          /* An eruption took a taken building away. */
          erupted_lost += a.type == HW_ACTION_ROLL && st.counters.eruptions != erupted &&
                          lost_after != lost_before;
          for (int q = 0; q < st.n_players; q++)
            {
              assert_int_equal (hw_dr_state (r, &st)->counters.vp_lost[q], vp_lost_now (r, &st, q));
              lost_seen += vp_lost_now (r, &st, q) > 0;
            }
        }
    }
  assert_true (eruptions > 1000);
  assert_true (lost_seen > 1000);
  /* Rare (2 in these 400 games), but met: an eruption took a taken building away. */
  assert_true (erupted_lost > 0);
}

/* ---- the random bot's pick ---------------------------------------------------------- */

/* The random bot's pick from the lazy listing (END_TURN where the listing says or looked
 * for from the end, a build from the start) draws what its choose function draws from the whole list, with the same
 * random numbers, in games of every shipped rule set (modules list and filter too). */
static void
test_speed_random_pick_equals_choose (void **state)
{
  static const char *const files[] = { "base.xml", "desert-raiders.xml",
                                       "barbarian-attack.xml" };
  static HwAction whole[HW_GAME_MAX_ACTIONS];
  guint with_end = 0, built_beside_end = 0, known_end_turn_unknown = 0;

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr (HwScenario) s = hw_test_load_shipped (files[f]);
      g_autoptr (GError) error = NULL;
      g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, 4, &error);

      g_assert_no_error (error);
      for (guint g = 0; g < 4; g++)
        {
          HwGameState st;
          HwBot lazy, full;

          hw_game_init (&st, r, hw_rng_derive (6041, g));
          hw_bot_init (&lazy, &hw_bot_random, 0, hw_rng_derive (6042, g));
          full = lazy;
          while (!hw_game_is_over (&st) && hw_game_turn (&st) <= 100)
            {
              HwActionListing listing;
              HwAction picked, chosen;
              guint n = hw_game_legal_actions_lazy (r, &st, buf, &listing);
              guint n_whole = hw_game_legal_actions (r, &st, whole, HW_GAME_MAX_ACTIONS);
              int i = hw_bot_random.pick (&lazy, r, &st, buf, &listing);

              assert_int_equal (n, n_whole);
              /* Where the listing says the end of the turn stands, when it says. */
              if (listing.end_turn != -2)
                assert_int_equal (listing.end_turn,
                                  hw_action_find (whole, n_whole,
                                                  &(HwAction) { .type = HW_ACTION_END_TURN }));
              else
                known_end_turn_unknown++;
              assert_true (i >= 0 && (guint) i < n);
              hw_game_listed_action (r, &st, buf, &listing, (guint) i, &picked);
              assert_true (hw_bot_random.choose (&full, r, &st, whole, n_whole, &chosen));
              assert_true (hw_action_equal (&picked, &chosen));
              assert_memory_equal (&lazy.rng, &full.rng, sizeof lazy.rng);
              if (hw_action_find (whole, n_whole, &(HwAction) { .type = HW_ACTION_END_TURN }) >= 0)
                {
                  with_end++;
                  built_beside_end += whole[0].type == HW_ACTION_BUILD_ROAD;
                }
              hw_game_apply_listed (r, &st, &picked);
            }
        }
    }
  /* Both sides of the bias were met. */
  assert_true (with_end > 100);
  assert_true (built_beside_end > 20);
  /* The modules' games looked for it. */
  assert_true (known_end_turn_unknown > 100);
}

/* The greedy bot's pick from the lazy listing (the offers it would refuse at once left
 * unwritten where the end of the turn outscores them) chooses what its choose function
 * chooses from the whole list, with the same random numbers, plain and with a temperature
 * and a style, in games of every shipped rule set. */
static void
test_speed_greedy_pick_equals_choose (void **state)
{
  static const char *const files[] = { "base.xml", "desert-raiders.xml",
                                       "barbarian-attack.xml" };
  static const char *const specs[] = { "greedy", "greedy:t=0.3:style=trade" };
  static HwAction whole[HW_GAME_MAX_ACTIONS];
  guint offers_listed = 0, decisions = 0, said = 0;

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    for (guint b = 0; b < G_N_ELEMENTS (specs); b++)
      {
        g_autoptr (HwScenario) s = hw_test_load_shipped (files[f]);
        g_autoptr (GError) error = NULL;
        g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, 4, &error);
        HwBotParams params;
        const HwBotInfo *info = NULL;

        g_assert_no_error (error);
        assert_true (hw_bot_parse_spec (specs[b], &info, &params, NULL, &error));
        g_assert_no_error (error);
        for (guint g = 0; g < 2; g++)
          {
            HwGameState st;
            HwBot lazy[4], full[4];

            hw_game_init (&st, r, hw_rng_derive (6051, g));
            for (int p = 0; p < 4; p++)
              {
                hw_bot_init_params (&lazy[p], info, &params, p, hw_rng_derive (6052, g));
                full[p] = lazy[p];
              }
            while (!hw_game_is_over (&st) && hw_game_turn (&st) <= 150)
              {
                HwActionListing listing;
                HwAction picked, chosen;
                int me = hw_game_to_move (&st);
                guint n = hw_game_legal_actions_lazy (r, &st, buf, &listing);
                guint n_whole = hw_game_legal_actions (r, &st, whole, HW_GAME_MAX_ACTIONS);
                int i;

                lazy[me].picked.type = HW_N_ACTION_TYPES;
                i = info->pick (&lazy[me], r, &st, buf, &listing);
                assert_int_equal (n, n_whole);
                assert_true (i >= 0 && (guint) i < n);
                hw_game_listed_action (r, &st, buf, &listing, (guint) i, &picked);
                /* What the bot says it picked is what stands at the index it named. */
                if (lazy[me].picked.type != HW_N_ACTION_TYPES)
                  {
                    assert_true (hw_action_equal (&lazy[me].picked, &picked));
                    said++;
                  }
                assert_true (hw_bot_choose (&full[me], r, &st, whole, n_whole, &chosen));
                assert_true (hw_action_equal (&picked, &chosen));
                assert_memory_equal (&lazy[me].rng, &full[me].rng, sizeof lazy[me].rng);
                offers_listed += listing.n_offers > 0;
                decisions++;
                hw_game_apply_listed (r, &st, &picked);
              }
          }
      }
  assert_true (decisions > 5000);
  assert_true (offers_listed > 2000);
  assert_true (said > decisions / 2);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_speed_lists_once_per_decision),
    cmocka_unit_test (test_speed_ba_knight_moves),
    cmocka_unit_test (test_speed_dr_routes_with_cancelled_roads),
    cmocka_unit_test (test_speed_base_routes_joined),
    cmocka_unit_test (test_speed_dr_ship_moves),
    cmocka_unit_test (test_speed_dr_raiders_recount),
    cmocka_unit_test (test_speed_dr_vp_lost_after_rolls),
    cmocka_unit_test (test_speed_random_pick_equals_choose),
    cmocka_unit_test (test_speed_greedy_pick_equals_choose),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
