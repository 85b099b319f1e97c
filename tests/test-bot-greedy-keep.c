/* test-bot-greedy-keep.c: what the greedy bot keeps from one decision to the next (HwBotKeep:
 * the sailing distances of The Desert Raiders, its production, the best site it reaches) and
 * within one decision (walks, VP, the answer to an offer) never changes a choice. Whole
 * games are played by bots that keep; at every decision a copy of the bot with nothing kept
 * chooses too, and both must choose the same action and leave their PRNGs in the same state.
 * A keep used after a piece it depends on changed (a ship built or moved, a building placed
 * or taken, the robber moved) would sail or build differently. */
#include "hw-test.h"
#include "hw-test-game.h"

#include <string.h>

#include "hw-bot.h"
#include "hw-bot-trade.h"

/* Plays @games games of @file for @players with @bots (by seat, repeated) and compares every
 * decision of a keeping bot with a forgetful copy's; returns the decisions compared. */
static guint
compare_games (const char             *file,
               int                     players,
               const HwBotInfo *const *bots,
               guint                   n_bots,
               guint                   games)
{
  g_autoptr (HwScenario) s = hw_test_load_shipped (file);
  g_autoptr (HwGameRules) rules = hw_test_rules (s, players);
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  g_autofree HwAction *buf = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  HwBot *seat = g_new0 (HwBot, HW_GAME_MAX_PLAYERS);
  HwBot *fresh = g_new0 (HwBot, 1);
  guint compared = 0;

  for (guint g = 0; g < games; g++)
    {
      for (int p = 0; p < players; p++)
        hw_bot_init (&seat[p], bots[p % n_bots], p, 1000 + g);
      hw_game_init (state, rules, hw_rng_derive (77, g));
      while (!hw_game_is_over (state) && hw_game_turn (state) <= 300)
        {
          guint n = hw_game_legal_actions (rules, state, buf, HW_GAME_MAX_ACTIONS);
          int me = hw_game_to_move (state);
          HwAction kept, forgot;

          assert_true (n > 0);
          *fresh = seat[me];
          memset (&fresh->keep, 0, sizeof fresh->keep);   /* nothing kept: all afresh */
          assert_true (hw_bot_choose (&seat[me], rules, state, buf, n, &kept));
          assert_true (hw_bot_choose (fresh, rules, state, buf, n, &forgot));
          if (!hw_action_equal (&kept, &forgot))
            fail_msg ("%s game %u turn %u: kept %d(%d,%d,%d), afresh %d(%d,%d,%d)", file, g,
                      hw_game_turn (state), kept.type, kept.a, kept.b, kept.c, forgot.type,
                      forgot.a, forgot.b, forgot.c);
          assert_memory_equal (&seat[me].rng, &fresh->rng, sizeof fresh->rng);
          /* The greedy bot says where its choice stands; the simulation finds it there. */
          if (seat[me].info == &hw_bot_greedy)
            {
              assert_true (seat[me].chosen >= 0 && (guint) seat[me].chosen < n);
              assert_true (hw_action_equal (&buf[seat[me].chosen], &kept));
            }
          {
            int at = hw_bot_find_choice (&seat[me], buf, n, &kept);

            assert_true (at >= 0 && (guint) at < n && hw_action_equal (&buf[at], &kept));
          }
          compared++;
          assert_true (hw_game_apply (rules, state, &kept));
        }
    }
  g_free (seat);
  g_free (fresh);
  return compared;
}

static void
test_greedy_keep_desert_raiders_sails_as_afresh (void **unused)
{
  const HwBotInfo *const greedy[] = { &hw_bot_greedy };
  const HwBotInfo *const mixed[] = { &hw_bot_greedy, &hw_bot_planner, &hw_bot_table, &hw_bot_random };

  assert_true (compare_games ("desert-raiders.xml", 4, greedy, 1, 12) > 5000);
  assert_true (compare_games ("desert-raiders.xml", 3, mixed, 4, 6) > 2000);
  assert_true (compare_games ("desert-raiders.xml", 6, greedy, 1, 3) > 2000);
}

static void
test_greedy_keep_base_and_barbarians_as_afresh (void **unused)
{
  const HwBotInfo *const mixed[] = { &hw_bot_greedy, &hw_bot_planner, &hw_bot_table, &hw_bot_greedy };

  assert_true (compare_games ("base.xml", 4, mixed, 4, 20) > 5000);
  assert_true (compare_games ("barbarian-attack.xml", 4, mixed, 4, 5) > 2000);
}

/* An offer's score with the cards still missing summed over the whole hand after the trade,
 * as before the bot counted only the two resources traded. */
static double
offer_score_summed (const int *need, const int *hand, const HwAction *a)
{
  int after[HW_N_RESOURCES], before = 0, missing = 0;
  int g = HW_TRADE_RESOURCE (a->a), gn = HW_TRADE_COUNT (a->a);
  int t = HW_TRADE_RESOURCE (a->b), tn = HW_TRADE_COUNT (a->b);

  for (int r = 0; r < HW_N_RESOURCES; r++)
    before += MAX (0, need[r] - hand[r]);
  memcpy (after, hand, sizeof after);
  if (g < HW_N_RESOURCES)
    {
      after[g] -= gn;
      if (after[g] < need[g])
        return -1.0;
    }
  if (t < HW_N_RESOURCES)
    after[t] += tn;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    missing += MAX (0, need[r] - after[r]);
  if (missing >= before)
    return -1.0;
  return 500.0 - (g == HW_TRADE_GOLD ? 6.0 : 12.5) * gn + 5.0 * tn + 2.0 * (before - missing);
}

/* hw_bot_trade_score_offer () counts the cards still missing from the two resources traded
 * only: the same score as the sum over the whole hand, for every offer, need and hand
 * (gold given or asked, a resource given and asked back, hands short and long). */
static void
test_greedy_offer_missing_counted_as_summed (void **unused)
{
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  HwRng rng;
  guint scored = 0;

  hw_rng_seed (&rng, 14);
  for (int i = 0; i < 200000; i++)
    {
      int need[HW_N_RESOURCES], hand[HW_N_RESOURCES], before = 0;
      HwAction a = { .type = HW_ACTION_TRADE_OFFER };
      double want, got;

      for (int r = 0; r < HW_N_RESOURCES; r++)
        {
          need[r] = (int) hw_rng_uniform (&rng, 4);
          hand[r] = (int) hw_rng_uniform (&rng, 6);
          before += MAX (0, need[r] - hand[r]);
        }
      a.a = HW_TRADE_PACK ((int) hw_rng_uniform (&rng, HW_TRADE_GOLD + 1), 1 + (int) hw_rng_uniform (&rng, 4));
      a.b = HW_TRADE_PACK ((int) hw_rng_uniform (&rng, HW_TRADE_GOLD + 1), 1 + (int) hw_rng_uniform (&rng, 3));
      want = offer_score_summed (need, hand, &a);
      got = hw_bot_trade_score_offer (state, need, hand, before, &a);
      if (want != got)
        fail_msg ("offer %d/%d for %d/%d, need %d %d %d %d %d, hand %d %d %d %d %d: %g, summed %g",
                  HW_TRADE_COUNT (a.a), HW_TRADE_RESOURCE (a.a), HW_TRADE_COUNT (a.b),
                  HW_TRADE_RESOURCE (a.b), need[0], need[1], need[2], need[3], need[4], hand[0],
                  hand[1], hand[2], hand[3], hand[4], got, want);
      scored += want > 0.0;
    }
  assert_true (scored > 10000);   /* many offers that help, not only refusals */
}

/* hw_bot_find_choice () trusts the place a bot says only when it holds the choice: a place
 * in another list, or none, is looked for; an action not listed is not found. */
static void
test_greedy_find_choice_checked (void **unused)
{
  HwAction legal[3] = {
    { .type = HW_ACTION_END_TURN },
    { .type = HW_ACTION_BUILD_ROAD, .a = 7 },
    { .type = HW_ACTION_BUILD_ROAD, .a = 9 },
  };
  HwAction road9 = legal[2], road8 = { .type = HW_ACTION_BUILD_ROAD, .a = 8 };
  HwBot bot;

  hw_bot_init (&bot, &hw_bot_greedy, 0, 1);
  assert_int_equal (bot.chosen, -1);
  assert_int_equal (hw_bot_find_choice (&bot, legal, 3, &road9), 2);
  bot.chosen = 1;   /* a place in another list */
  assert_int_equal (hw_bot_find_choice (&bot, legal, 3, &road9), 2);
  bot.chosen = 5;   /* beyond this list */
  assert_int_equal (hw_bot_find_choice (&bot, legal, 3, &road9), 2);
  bot.chosen = 2;
  assert_int_equal (hw_bot_find_choice (&bot, legal, 3, &road9), 2);
  assert_int_equal (hw_bot_find_choice (&bot, legal, 3, &road8), -1);
  bot.chosen = 1;
  assert_int_equal (hw_bot_find_choice (&bot, legal, 3, &road8), -1);
}

/* hw_bot_init () forgets what the bot kept from another game. */
static void
test_greedy_keep_forgotten_by_init (void **unused)
{
  HwBot bot;

  memset (&bot, 0xa5, sizeof bot);
  hw_bot_init (&bot, &hw_bot_greedy, 0, 1);
  assert_null (bot.keep.rules);
  assert_null (bot.keep.prod_rules);
  assert_null (bot.keep.spot_rules);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_greedy_keep_desert_raiders_sails_as_afresh),
    cmocka_unit_test (test_greedy_keep_base_and_barbarians_as_afresh),
    cmocka_unit_test (test_greedy_keep_forgotten_by_init),
    cmocka_unit_test (test_greedy_offer_missing_counted_as_summed),
    cmocka_unit_test (test_greedy_find_choice_checked),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
