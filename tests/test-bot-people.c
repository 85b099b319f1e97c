/* test-bot-people.c: the "people" population: a player drawn per seat and game, its
 * settings on the greedy bot (development cards, the leader, keeping knights), the last
 * seat's paired starting sites, and batches that replay from their seed whatever the
 * threads and shards. */
#include "hw-test.h"

#include <string.h>

#include "hw-bot.h"
#include "hw-sim.h"
#include "hw-sim-profile.h"
#include "hw-test-game.h"
#include "hw-test-sim.h"
#include "sim-boards.h"

static HwSimConfig
config_for (const char *bots,
            guint       n_seats,
            guint64     seed,
            guint64     games)
{
  HwSimConfig config;
  g_autoptr(GError) error = NULL;

  hw_sim_config_init (&config);
  assert_true (hw_sim_config_parse_bots (&config, bots, n_seats, &error));
  config.seed = seed;
  config.n_games = games;
  config.keep_records = TRUE;
  config.check = HW_SIM_CHECK_END;
  return config;
}

static char *
run_json (Fixture           *f,
          const HwSimConfig *config)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwSimResult) r = hw_sim_run (f->scenario, NULL, f->rules, config, &error);

  g_assert_no_error (error);
  assert_int_equal (hw_sim_stats_errors (r->stats), 0);
  return hw_sim_stats_to_json_data (r->stats, NULL);
}

static HwSimStats *
stats_from_text (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  HwSimStats *stats;

  assert_true (json_parser_load_from_data (parser, text, -1, &error));
  stats = hw_sim_stats_from_json (json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  return stats;
}

/* Each seat of each game draws its player from its own stream: every kind turns up, the
 * same seat and game draw the same player, and every one of them leans on the settings. */
static void
test_people_draws_a_player_per_seat_and_game (void **unused)
{
  guint styles = 0, temperatures = 0;
  double appetite_army = 0.0, appetite_expand = 0.0;
  guint n_army = 0, n_expand = 0;

  for (guint64 game = 1; game <= 100; game++)
    for (int seat = 0; seat < 4; seat++)
      {
        HwBot a, b;

        hw_bot_init (&a, &hw_bot_people, seat, game);
        hw_bot_init (&b, &hw_bot_people, seat, game);
        assert_memory_equal (&a.params, &b.params, sizeof a.params);
        styles |= 1u << a.params.style;
        temperatures |= 1u << (guint) (a.params.temperature * 4.0f);
        assert_true (a.params.temperature > 0.0f);
        assert_true (a.params.dev_appetite > 0.0f && a.params.lead_focus > 0.0f);
        assert_true (a.params.hold_knights);
        if (a.params.style == HW_BOT_STYLE_ARMY)
          appetite_army += a.params.dev_appetite, n_army++;
        if (a.params.style == HW_BOT_STYLE_EXPAND)
          appetite_expand += a.params.dev_appetite, n_expand++;
      }
  assert_int_equal (styles, (1u << HW_BOT_N_STYLES) - 1);
  assert_true (__builtin_popcount (temperatures) >= 3);
  /* Players who go for the army want development cards most. */
  assert_true (n_army > 0 && n_expand > 0);
  assert_true (appetite_army / n_army > appetite_expand / n_expand);
}

/* The choice of a greedy bot with @params for the player to move in @st. */
static HwAction
choice_of (const HwGameRules *r,
           const HwGameState *st,
           const HwBotParams *params)
{
  g_autofree HwAction *legal = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  guint n = hw_game_legal_actions (r, st, legal, HW_GAME_MAX_ACTIONS);
  HwBot bot;
  HwAction choice;

  hw_bot_init_params (&bot, &hw_bot_greedy, params, hw_game_to_move (st), 5);
  assert_true (hw_bot_choose (&bot, r, st, legal, n, &choice));
  assert_true (hw_action_find (legal, n, &choice) >= 0);
  return choice;
}

/* A player holding Largest Army keeps its knight while no rival is one knight from taking
 * it, and plays it once one is; the plain greedy bot plays it at once either way. */
static void
test_people_hold_knights_while_the_army_is_safe (void **unused)
{
  HwTestFixture *f = hw_test_fixture_new (hw_test_base_scenario (), 4, 3);
  HwBotParams hold = { 0 }, plain = { 0 };

  hold.hold_knights = TRUE;
  f->st.players[0].dev[HW_DEV_KNIGHT] = 1;
  f->st.deck_left--;
  f->st.players[0].knights_played = 3;
  f->st.largest_army_holder = 0;
  f->st.players[1].knights_played = 2;
  assert_int_equal (choice_of (f->r, &f->st, &hold).type, HW_ACTION_ROLL);
  assert_int_equal (choice_of (f->r, &f->st, &plain).type, HW_ACTION_PLAY_KNIGHT);
  /* A rival at three takes the army with one more knight: play it now. */
  f->st.players[1].knights_played = 3;
  assert_int_equal (choice_of (f->r, &f->st, &hold).type, HW_ACTION_PLAY_KNIGHT);
  /* Without the army, a knight is played as the greedy bot plays it. */
  f->st.players[1].knights_played = 4;
  f->st.largest_army_holder = 1;
  assert_int_equal (choice_of (f->r, &f->st, &hold).type, HW_ACTION_PLAY_KNIGHT);
  hw_test_fixture_teardown ((void **) &f);
}

/* The profile shows the population's leanings: people buy and play far more development
 * cards than four greedy bots, and hold Largest Army far more often. */
static void
test_people_use_development_cards (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  guint64 devs[2] = { 0 }, knights[2] = { 0 }, army[2] = { 0 };

  for (guint b = 0; b < 2; b++)
    {
      HwSimConfig config = config_for (b == 0 ? "people" : "greedy", 4, 21, 60);
      g_autoptr(GError) error = NULL;
      g_autoptr(HwSimResult) r = hw_sim_run (f->scenario, NULL, f->rules, &config, &error);

      g_assert_no_error (error);
      for (guint s = 0; s < 4; s++)
        {
          devs[b] += hw_sim_profile_seat_sum (r->stats, s, HW_SIM_PROFILE_DEVS);
          knights[b] += hw_sim_profile_seat_sum (r->stats, s, HW_SIM_PROFILE_KNIGHTS);
          army[b] += hw_sim_profile_seat_sum (r->stats, s, HW_SIM_PROFILE_ARMY);
        }
    }
  assert_true (devs[0] > 2 * devs[1]);
  assert_true (knights[0] > 2 * knights[1]);
  assert_true (army[0] > 3 * army[1]);
  fixture_free (f);
}

/* Adds the pips and the kinds of resource of the last seat's two starting settlements to
 * *@pips and *@kinds, the setup played out by people with or without the pair pick. */
static void
last_seat_sites (const HwGameRules *r,
                 guint64            seed,
                 gboolean           pairs,
                 int               *pips,
                 int               *kinds)
{
  g_autofree HwGameState *st = g_new0 (HwGameState, 1);
  g_autofree HwAction *legal = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  HwBot bots[4];
  int last = r->n_players - 1;
  guint made = 0;

  hw_game_init (st, r, seed);
  for (int s = 0; s < r->n_players; s++)
    {
      hw_bot_init (&bots[s], &hw_bot_people, s, seed);
      bots[s].params.pair_picks = pairs;
    }
  while (st->phase == HW_PHASE_SETUP_SETTLEMENT || st->phase == HW_PHASE_SETUP_ROAD)
    {
      guint n = hw_game_legal_actions (r, st, legal, HW_GAME_MAX_ACTIONS);
      int me = hw_game_to_move (st);
      HwAction choice;

      assert_true (hw_bot_choose (&bots[me], r, st, legal, n, &choice));
      if (me == last && choice.type == HW_ACTION_PLACE_SETTLEMENT)
        for (int k = 0; k < 3; k++)
          {
            int h = r->node_hexes[choice.a][k];

            if (h >= 0 && r->hex_chit[h] != 0)
              {
                *pips += hw_chit_pips (r->hex_chit[h]);
                made |= 1u << r->hex_resource[h];
              }
          }
      assert_true (hw_game_apply (r, st, &choice));
    }
  *kinds += __builtin_popcount (made);
}

/* The last seat picks its two sites as a pair: over 60 openings its two settlements make
 * more kinds of resource, for as many pips, than the same players picking one at a time. */
static void
test_people_last_seat_picks_a_pair (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  int pips[2] = { 0 }, kinds[2] = { 0 };

  for (guint64 seed = 1; seed <= 60; seed++)
    {
      last_seat_sites (f->rules, seed, TRUE, &pips[0], &kinds[0]);
      last_seat_sites (f->rules, seed, FALSE, &pips[1], &kinds[1]);
    }
  g_test_message ("the last seat over 60 openings: %d pips, %d kinds of resource as a pair; "
                  "%d, %d one at a time", pips[0], kinds[0], pips[1], kinds[1]);
  assert_true (kinds[0] > kinds[1]);
  assert_true (100 * pips[0] >= 98 * pips[1]);
  fixture_free (f);
}

/* A people batch replays from its seed: the same bytes with one or three threads, and two
 * shards merged equal the whole batch. */
static void
test_people_replay_across_threads_and_shards (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  HwSimConfig config = config_for ("people", 4, 8, 24);
  g_autofree char *one = NULL, *again = NULL, *three = NULL, *s1 = NULL, *s2 = NULL, *merged = NULL;
  g_autoptr(HwSimStats) a = NULL, b = NULL;
  g_autoptr(GError) error = NULL;

  one = run_json (f, &config);
  again = run_json (f, &config);
  assert_string_equal (one, again);
  config.n_threads = 3;
  three = run_json (f, &config);
  assert_string_equal (one, three);
  config.n_threads = 2;
  config.shard_count = 2;
  config.shard_index = 0;
  s1 = run_json (f, &config);
  config.shard_index = 1;
  s2 = run_json (f, &config);
  a = stats_from_text (s1);
  b = stats_from_text (s2);
  assert_true (hw_sim_stats_merge (b, a, &error));
  g_assert_no_error (error);
  merged = hw_sim_stats_to_json_data (b, NULL);
  assert_string_equal (one, merged);
  /* Another seed deals other players. */
  config = config_for ("people", 4, 9, 24);
  g_free (again);
  again = run_json (f, &config);
  assert_string_not_equal (one, again);
  fixture_free (f);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_people_draws_a_player_per_seat_and_game),
    cmocka_unit_test (test_people_hold_knights_while_the_army_is_safe),
    cmocka_unit_test (test_people_use_development_cards),
    cmocka_unit_test (test_people_last_seat_picks_a_pair),
    cmocka_unit_test (test_people_replay_across_threads_and_shards),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
