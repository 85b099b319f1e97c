/* test-bot-greedy-keep.c: what the greedy bot keeps from one decision to the next (HwBotKeep:
 * the sailing distances of The Desert Raiders, its production) and within one decision (walks, VP, the answer
 * to an offer) never changes a choice. Whole games are played by bots that keep; at every
 * decision a copy of the bot with nothing kept chooses too, and both must choose the same
 * action and leave their PRNGs in the same state. A keep used after a piece it depends on
 * changed (a ship built or moved, a building placed or taken) would sail differently. */
#include "hw-test.h"
#include "hw-test-game.h"

#include <string.h>

#include "hw-bot.h"

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

/* hw_bot_init () forgets what the bot kept from another game. */
static void
test_greedy_keep_forgotten_by_init (void **unused)
{
  HwBot bot;

  memset (&bot, 0xa5, sizeof bot);
  hw_bot_init (&bot, &hw_bot_greedy, 0, 1);
  assert_null (bot.keep.rules);
  assert_null (bot.keep.prod_rules);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_greedy_keep_desert_raiders_sails_as_afresh),
    cmocka_unit_test (test_greedy_keep_base_and_barbarians_as_afresh),
    cmocka_unit_test (test_greedy_keep_forgotten_by_init),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
