/* test-bot-advice.c: the general bots ask the scenario's rule modules through their advice
 * (HwRuleModule.bot, hw-bot-advice.h), in file order, and name no module themselves: modules
 * made up here, with advice that counts its calls, steer the greedy bot on the base board,
 * and the shipped modules hand their advice to the bots through the same table. */
#include "hw-test.h"
#include "hw-test-game.h"

#include "hw-bot.h"
#include "hw-rule-module.h"
#include "hw-ba-bot.h"
#include "hw-dr-bot.h"
#include "hw-rh-bot.h"

static int    first_calls, second_calls, factor_calls;
static double first_end_turn;

static double
first_score (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
             int me, const int *need, const int *hand, const HwAction *a)
{
  first_calls++;
  return a->type == HW_ACTION_END_TURN ? first_end_turn : -5.0;
}

static double
second_score (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
              int me, const int *need, const int *hand, const HwAction *a)
{
  second_calls++;
  return 1e9;
}

static double
counting_factor (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
                 int hex)
{
  factor_calls++;
  return 1.0;
}

static const HwBotAdvice first_advice = {
  .score_turn = HW_BOT_ACTION_BIT (HW_ACTION_END_TURN),
  .score = first_score,
  .hex_factor = counting_factor,
};
static const HwBotAdvice second_advice = {
  .score_turn = HW_BOT_ACTION_BIT (HW_ACTION_END_TURN),
  .score = second_score,
};
static const HwRuleModule first_module = { .id = "advice-first", .bot = &first_advice };
static const HwRuleModule second_module = { .id = "advice-second", .bot = &second_advice };
static const HwRuleModule silent_module = { .id = "advice-none" };

/* The base board with @n of the modules above, player 0 in its main phase with a
 * settlement and the cards of a city. */
static HwGameRules *
rules_with (HwScenario *s, const HwRuleModule *const *modules, guint n, HwGameState *st)
{
  g_autoptr (GError) error = NULL;
  HwGameRules *r = hw_game_rules_new_with (s, NULL, 4, modules, n, &error);
  int node = -1;

  if (r == NULL)
    fail_msg ("%s", error->message);
  hw_test_start_empty (r, st, 3);
  for (int i = 0; i < r->n_nodes && node < 0; i++)
    if (hw_game_node_free (r, st, i))
      node = i;
  assert_true (node >= 0);
  hw_game_put_building (r, st, 0, node, FALSE);
  hw_test_give (st, 0, HW_RESOURCE_ORE, 3);
  hw_test_give (st, 0, HW_RESOURCE_GRAIN, 2);
  st->phase = HW_PHASE_MAIN;
  assert_true (hw_test_has_action (r, st, HW_ACTION_BUILD_CITY, node, 0));
  return r;
}

static HwAction
greedy_pick (const HwGameRules *r, const HwGameState *st)
{
  HwAction buf[HW_GAME_MAX_ACTIONS], a;
  HwBot bot;
  guint n = hw_game_legal_actions (r, st, buf, HW_GAME_MAX_ACTIONS);

  hw_bot_init (&bot, &hw_bot_greedy, 0, 1);
  assert_true (n > 1);
  assert_true (hw_bot_choose (&bot, r, st, buf, n, &a));
  return a;
}

/* A module's score of an action it claims replaces the bot's own, and its hex factor is
 * asked; a module without advice changes nothing. */
static void
test_bot_advice_scores_through_the_module (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  const HwRuleModule *none[] = { &silent_module }, *first[] = { &first_module };
  HwGameState st;
  HwGameRules *r;

  r = rules_with (s, none, 1, &st);
  assert_int_equal (greedy_pick (r, &st).type, HW_ACTION_BUILD_CITY);
  hw_game_rules_free (r);

  r = rules_with (s, first, 1, &st);
  first_calls = factor_calls = 0;
  first_end_turn = 1e6;
  assert_int_equal (greedy_pick (r, &st).type, HW_ACTION_END_TURN);
  assert_int_equal (first_calls, 1);
  assert_true (factor_calls > 0);
  first_end_turn = -1.0;
  assert_int_equal (greedy_pick (r, &st).type, HW_ACTION_BUILD_CITY);
  hw_game_rules_free (r);
}

/* Two modules that score the same action: the first in file order answers. */
static void
test_bot_advice_in_file_order (void **state)
{
  g_autoptr (HwScenario) s = hw_test_base_scenario ();
  const HwRuleModule *both[] = { &first_module, &second_module };
  const HwRuleModule *swapped[] = { &second_module, &first_module };
  HwGameState st;
  HwGameRules *r;

  r = rules_with (s, both, 2, &st);
  first_calls = second_calls = 0;
  first_end_turn = -1.0;
  assert_int_equal (greedy_pick (r, &st).type, HW_ACTION_BUILD_CITY);
  assert_int_equal (first_calls, 1);
  assert_int_equal (second_calls, 0);
  hw_game_rules_free (r);

  r = rules_with (s, swapped, 2, &st);
  first_calls = second_calls = 0;
  assert_int_equal (greedy_pick (r, &st).type, HW_ACTION_END_TURN);
  assert_int_equal (first_calls, 0);
  assert_int_equal (second_calls, 1);
  hw_game_rules_free (r);
}

/* The shipped modules hand the bots their advice through the table: the Desert Raiders'
 * scores its raiders first and weighs hexes and sailing, Barbarian Attack's its knights and
 * the 7, Robin Hood's Robin's hex and the enclosure. */
static void
test_bot_advice_of_the_shipped_modules (void **state)
{
  const HwBotAdvice *dr = hw_dr_module.bot, *ba = hw_ba_module.bot, *rh = hw_rh_module.bot;

  assert_ptr_equal (dr, &hw_dr_bot_advice);
  assert_true (dr->score_first & HW_BOT_ACTION_BIT (HW_ACTION_PLACE_RAIDER));
  assert_true (dr->score_turn & HW_BOT_ACTION_BIT (HW_ACTION_PLAY_KNIGHT));
  assert_non_null (dr->hex_factor);
  assert_true (dr->may_sail && dr->sail_distances && dr->wants_ships && dr->sail_worth &&
               dr->ship_value);
  assert_ptr_equal (ba, &hw_ba_bot_advice);
  assert_true (ba->score_turn & HW_BOT_ACTION_BIT (HW_ACTION_MOVE_BARBARIAN));
  assert_true (ba->score_turn & HW_BOT_ACTION_BIT (HW_ACTION_MOVE_ROBBER));
  assert_ptr_equal (rh, &hw_rh_bot_advice);
  assert_true (rh->score_turn & HW_BOT_ACTION_BIT (HW_ACTION_MOVE_ROBBER));
  assert_non_null (rh->enclose_robber);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_bot_advice_scores_through_the_module),
    cmocka_unit_test (test_bot_advice_in_file_order),
    cmocka_unit_test (test_bot_advice_of_the_shipped_modules),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
