/* test-bot.c: what each bot chooses in positions reached by real games. */
#include "hw-test.h"
#include "hw-module-registry.h"

#include <string.h>

#include "hw-bot.h"
#include "hw-game.h"
#include "sim-boards.h"

typedef gboolean (*Visit) (const HwGameRules *rules,
                           const HwGameState *state,
                           const HwAction    *legal,
                           guint              n_legal,
                           gpointer           data);

/* Plays @games random games on @rules and calls @visit before every action; returns how
 * many times @visit said the position was one it checks. */
static guint
walk_games (const HwGameRules *rules,
            guint              games,
            Visit              visit,
            gpointer           data)
{
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  g_autofree HwAction *buf = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  guint checked = 0;

  for (guint g = 0; g < games; g++)
    {
      HwBot bot;

      hw_bot_init (&bot, &hw_bot_random, 0, g);
      hw_game_init (state, rules, hw_rng_derive (99, g));
      while (!hw_game_is_over (state) && hw_game_turn (state) <= 400)
        {
          guint n = hw_game_legal_actions (rules, state, buf, HW_GAME_MAX_ACTIONS);
          HwAction choice;

          assert_true (n > 0);
          checked += visit (rules, state, buf, n, data);
          assert_true (hw_bot_choose (&bot, rules, state, buf, n, &choice));
          assert_true (hw_game_apply (rules, state, &choice));
        }
    }
  return checked;
}

static HwGameRules *
base_rules (int players)
{
  g_autoptr(HwScenario) scenario = sim_scenario_base ();
  g_autoptr(GError) error = NULL;
  HwGameRules *rules = hw_game_rules_new (scenario, NULL, players, &error);

  g_assert_no_error (error);
  return rules;
}

static gboolean
is_build (guint8 type)
{
  return type == HW_ACTION_BUILD_ROAD || type == HW_ACTION_BUILD_SHIP || type == HW_ACTION_BUILD_SETTLEMENT
         || type == HW_ACTION_BUILD_CITY || type == HW_ACTION_BUY_DEV;
}

static gboolean
visit_random_end_turn (const HwGameRules *rules,
                       const HwGameState *state,
                       const HwAction    *legal,
                       guint              n,
                       gpointer           data)
{
  gboolean build = FALSE, end = FALSE;
  HwBot bot;
  HwAction choice;

  for (guint i = 0; i < n; i++)
    {
      build |= is_build (legal[i].type);
      end |= legal[i].type == HW_ACTION_END_TURN;
    }
  if (!build || !end)
    return FALSE;
  /* Whatever its random stream, the bot does not end the turn while it can build. */
  for (guint64 seed = 0; seed < 8; seed++)
    {
      hw_bot_init (&bot, &hw_bot_random, hw_game_to_move (state), seed);
      assert_true (hw_bot_choose (&bot, rules, state, legal, n, &choice));
      assert_true (choice.type != HW_ACTION_END_TURN);
      assert_true (hw_action_find (legal, n, &choice) >= 0);
    }
  return TRUE;
}

static void
test_bot_random_never_ends_turn_while_it_can_build (void **unused)
{
  g_autoptr(HwGameRules) rules = base_rules (4);

  assert_true (walk_games (rules, 20, visit_random_end_turn, NULL) > 50);
}

static int
greedy_pick (const HwGameRules *rules,
             const HwGameState *state,
             const HwAction    *legal,
             guint              n,
             HwAction          *choice)
{
  HwBot bot;

  hw_bot_init (&bot, &hw_bot_greedy, hw_game_to_move (state), 5);
  assert_true (hw_bot_choose (&bot, rules, state, legal, n, choice));
  return hw_action_find (legal, n, choice);
}

static gboolean
visit_greedy_listed (const HwGameRules *rules,
                     const HwGameState *state,
                     const HwAction    *legal,
                     guint              n,
                     gpointer           data)
{
  HwAction choice;

  assert_true (greedy_pick (rules, state, legal, n, &choice) >= 0);
  return TRUE;
}

static void
test_bot_greedy_always_picks_a_listed_action (void **unused)
{
  g_autoptr(HwGameRules) rules = base_rules (3);

  assert_true (walk_games (rules, 10, visit_greedy_listed, NULL) > 1000);
}

/* The first starting settlement goes on one of the richest corners of the board. */
static void
test_bot_greedy_setup_takes_a_rich_corner (void **unused)
{
  g_autoptr(HwGameRules) rules = base_rules (4);
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  g_autofree HwAction *buf = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  int best = 0;

  for (int node = 0; node < rules->n_nodes; node++)
    best = MAX (best, rules->node_pips[node]);
  for (guint64 seed = 0; seed < 10; seed++)
    {
      guint n;
      HwAction choice;

      hw_game_init (state, rules, seed);
      n = hw_game_legal_actions (rules, state, buf, HW_GAME_MAX_ACTIONS);
      assert_true (greedy_pick (rules, state, buf, n, &choice) >= 0);
      assert_int_equal (choice.type, HW_ACTION_PLACE_SETTLEMENT);
      assert_true (rules->node_pips[choice.a] >= best - 2);
    }
}

/* The robber never goes on a hex where the greedy bot has a building when another hex would
 * do, and a victim with cards is always preferred to none. */
static gboolean
visit_greedy_robber (const HwGameRules *rules,
                     const HwGameState *state,
                     const HwAction    *legal,
                     guint              n,
                     gpointer           data)
{
  int me = hw_game_to_move (state);
  gboolean free_hex = FALSE;
  HwAction choice;

  if (state->phase != HW_PHASE_ROBBER)
    return FALSE;
  for (guint i = 0; i < n && !free_hex; i++)
    {
      gboolean mine = FALSE;

      for (int k = 0; k < 6; k++)
        {
          int node = legal[i].a >= 0 ? rules->hex_nodes[legal[i].a][k] : -1;

          mine |= node >= 0 && state->node_owner[node] == me + 1;
        }
      free_hex = !mine;
    }
  assert_true (greedy_pick (rules, state, legal, n, &choice) >= 0);
  if (free_hex && choice.a >= 0)
    for (int k = 0; k < 6; k++)
      {
        int node = rules->hex_nodes[choice.a][k];

        assert_false (node >= 0 && state->node_owner[node] == me + 1);
      }
  return TRUE;
}

static void
test_bot_greedy_robber_spares_its_own_hexes (void **unused)
{
  g_autoptr(HwGameRules) rules = base_rules (4);

  assert_true (walk_games (rules, 20, visit_greedy_robber, NULL) > 20);
}

/* A bank or harbor trade, or a domestic offer (data: the action type), by the greedy bot
 * brings some build closer: after any it picks, its hand lacks fewer cards for one of them. */
static int
missing (const gint16 *hand,
         const int    *cost)
{
  int m = 0;

  for (int r = 0; r < HW_N_RESOURCES; r++)
    m += MAX (0, cost[r] - hand[r]);
  return m;
}

/* Whether @after is closer than @hand to a settlement, a city, a road or a card. */
static gboolean
closer_to_a_build (const gint16 *hand,
                   const gint16 *after)
{
  static const int costs[4][HW_N_RESOURCES] = {
    { 1, 1, 0, 1, 1 }, { 0, 0, 3, 2, 0 }, { 1, 1, 0, 0, 0 }, { 0, 0, 1, 1, 1 },
  };
  gboolean closer = FALSE;

  for (int b = 0; b < 4; b++)
    closer |= missing (after, costs[b]) < missing (hand, costs[b]);
  return closer;
}

static gboolean
visit_greedy_trade (const HwGameRules *rules,
                    const HwGameState *state,
                    const HwAction    *legal,
                    guint              n,
                    gpointer           data)
{
  const HwPlayerState *p = &state->players[hw_game_to_move (state)];
  guint type = GPOINTER_TO_UINT (data);
  gint16 after[HW_N_RESOURCES];
  HwAction choice;

  if (state->phase != HW_PHASE_MAIN)
    return FALSE;
  assert_true (greedy_pick (rules, state, legal, n, &choice) >= 0);
  if (choice.type != type)
    return FALSE;
  memcpy (after, p->hand, sizeof after);
  if (type == HW_ACTION_TRADE_BANK)
    {
      after[choice.a] -= choice.c;
      after[choice.b] += 1;
    }
  else
    {
      assert_true (HW_TRADE_RESOURCE (choice.b) < HW_N_RESOURCES);
      after[HW_TRADE_RESOURCE (choice.a)] -= HW_TRADE_COUNT (choice.a);
      after[HW_TRADE_RESOURCE (choice.b)] += HW_TRADE_COUNT (choice.b);
    }
  assert_true (closer_to_a_build (p->hand, after));
  return TRUE;
}

static void
test_bot_greedy_trades_toward_a_build (void **unused)
{
  g_autoptr(HwGameRules) rules = base_rules (4);

  assert_true (walk_games (rules, 30, visit_greedy_trade, GUINT_TO_POINTER (HW_ACTION_TRADE_BANK)) > 5);
}

/* BASE-TRADE: the greedy bot offers what it can spare for what a build needs: every offer
 * it makes brings some build closer (visit_greedy_trade with HW_ACTION_TRADE_OFFER), and
 * asks for no gold. */
static void
test_bot_greedy_offers_spare_for_need (void **unused)
{
  g_autoptr(HwGameRules) rules = base_rules (4);

  assert_true (rules->domestic_trade);
  assert_true (walk_games (rules, 30, visit_greedy_trade, GUINT_TO_POINTER (HW_ACTION_TRADE_OFFER)) > 5);
}

/* BASE-TRADE: the greedy bot accepts an offer only when it brings one of its builds closer
 * and the offer does not come from a leader ahead of it; it does accept some, and declines
 * others. */
static gboolean
visit_greedy_answer (const HwGameRules *rules,
                     const HwGameState *state,
                     const HwAction    *legal,
                     guint              n,
                     gpointer           data)
{
  guint *answers = data;
  int me = hw_game_to_move (state);
  const HwPlayerState *p = &state->players[me];
  gint16 after[HW_N_RESOURCES];
  gboolean leader = TRUE;
  HwAction choice;
  int offerer_vp;

  if (state->phase != HW_PHASE_TRADE)
    return FALSE;
  assert_true (greedy_pick (rules, state, legal, n, &choice) >= 0);
  if (choice.type == HW_ACTION_TRADE_DECLINE)
    {
      answers[1]++;
      return TRUE;
    }
  assert_int_equal (choice.type, HW_ACTION_TRADE_ACCEPT);
  answers[0]++;
  memcpy (after, p->hand, sizeof after);
  after[HW_TRADE_RESOURCE (state->trade_take)] -= HW_TRADE_COUNT (state->trade_take);
  after[HW_TRADE_RESOURCE (state->trade_give)] += HW_TRADE_COUNT (state->trade_give);
  assert_true (closer_to_a_build (p->hand, after));
  offerer_vp = hw_game_vp (rules, state, state->current);
  if (offerer_vp <= hw_game_vp (rules, state, me))
    leader = FALSE;
  for (int q = 0; q < state->n_players; q++)
    if (hw_game_vp (rules, state, q) > offerer_vp)
      leader = FALSE;
  assert_false (leader);
  return TRUE;
}

static void
test_bot_greedy_answers_offers (void **unused)
{
  g_autoptr(HwGameRules) rules = base_rules (4);
  guint answers[2] = { 0, 0 };

  assert_true (walk_games (rules, 30, visit_greedy_answer, answers) > 20);
  assert_true (answers[0] > 5);
  assert_true (answers[1] > 5);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_bot_random_never_ends_turn_while_it_can_build),
    cmocka_unit_test (test_bot_greedy_always_picks_a_listed_action),
    cmocka_unit_test (test_bot_greedy_setup_takes_a_rich_corner),
    cmocka_unit_test (test_bot_greedy_robber_spares_its_own_hexes),
    cmocka_unit_test (test_bot_greedy_trades_toward_a_build),
    cmocka_unit_test (test_bot_greedy_offers_spare_for_need),
    cmocka_unit_test (test_bot_greedy_answers_offers),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
