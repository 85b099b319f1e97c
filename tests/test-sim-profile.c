/* test-sim-profile.c: the play profile — the engine's counts on hand-played actions and on
 * whole random games, the batch's columns, sums and knights table, and exact merging. */
#include "hw-test.h"
#include "hw-test-game.h"

#include <string.h>

#include "hw-bot.h"
#include "hw-game.h"
#include "hw-sim.h"
#include "hw-sim-stats.h"
#include "hw-test-sim.h"
#include "sim-boards.h"

#define PLAYED(st, p, k) ((st)->counters.played[p][k])

/* A card played out of the main phase as the rules allow, without waiting a turn. */
static void
play_card (HwTestFixture *f,
           int            card,
           int            type,
           int            a,
           int            b)
{
  f->st.phase = HW_PHASE_MAIN;
  f->st.dev_played = 0;
  f->st.players[0].dev[card]++;
  f->st.deck_left--;
  hw_test_do (f->r, &f->st, type, a, b, 0);
}

/* A known sequence of cards and trades gives known counts, each for the player who did it. */
static void
test_profile_counts_hand_played (void **unused)
{
  HwTestFixture *f = hw_test_fixture_new (hw_test_base_scenario (), 4, 1);
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n;

  f->st.phase = HW_PHASE_MAIN;
  /* Two cards bought. */
  for (int i = 0; i < 2; i++)
    {
      hw_test_give (&f->st, 0, HW_RESOURCE_ORE, 1);
      hw_test_give (&f->st, 0, HW_RESOURCE_WOOL, 1);
      hw_test_give (&f->st, 0, HW_RESOURCE_GRAIN, 1);
      hw_test_do (f->r, &f->st, HW_ACTION_BUY_DEV, 0, 0, 0);
    }
  assert_int_equal (f->st.counters.dev_bought[0], 2);

  /* A knight, then its robber move. */
  play_card (f, HW_DEV_KNIGHT, HW_ACTION_PLAY_KNIGHT, 0, 0);
  n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
  assert_true (n > 0 && buf[0].type == HW_ACTION_MOVE_ROBBER);
  assert_true (hw_game_apply (f->r, &f->st, &buf[0]));
  play_card (f, HW_DEV_KNIGHT, HW_ACTION_PLAY_KNIGHT, 0, 0);
  n = hw_game_legal_actions (f->r, &f->st, buf, G_N_ELEMENTS (buf));
  assert_true (hw_game_apply (f->r, &f->st, &buf[0]));
  play_card (f, HW_DEV_MONOPOLY, HW_ACTION_PLAY_MONOPOLY, HW_RESOURCE_ORE, 0);
  play_card (f, HW_DEV_YEAR_OF_PLENTY, HW_ACTION_PLAY_YEAR_OF_PLENTY, HW_RESOURCE_BRICK, HW_RESOURCE_BRICK);

  /* A bank trade at 4:1. */
  f->st.phase = HW_PHASE_MAIN;
  hw_test_give (&f->st, 0, HW_RESOURCE_LUMBER, 4);
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_BANK, HW_RESOURCE_LUMBER, HW_RESOURCE_WOOL, 4);

  /* Offers: one player 3 accepts (a trade for both), one everybody declines. */
  hw_test_give (&f->st, 3, HW_RESOURCE_GRAIN, 1);
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_OFFER, HW_TRADE_PACK (HW_RESOURCE_BRICK, 1),
              HW_TRADE_PACK (HW_RESOURCE_GRAIN, 1), 0);
  assert_int_equal (hw_game_to_move (&f->st), 3);
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_ACCEPT, 0, 0, 0);
  hw_test_give (&f->st, 2, HW_RESOURCE_ORE, 1);
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_OFFER, HW_TRADE_PACK (HW_RESOURCE_BRICK, 1),
              HW_TRADE_PACK (HW_RESOURCE_ORE, 1), 0);
  assert_int_equal (hw_game_to_move (&f->st), 2);
  hw_test_do (f->r, &f->st, HW_ACTION_TRADE_DECLINE, 0, 0, 0);
  assert_int_equal (f->st.trade_status, HW_TRADE_DECLINED);

  assert_int_equal (PLAYED (&f->st, 0, HW_PLAYED_KNIGHT), 2);
  assert_int_equal (f->st.players[0].knights_played, 2);
  assert_int_equal (PLAYED (&f->st, 0, HW_PLAYED_MONOPOLY), 1);
  assert_int_equal (PLAYED (&f->st, 0, HW_PLAYED_PLENTY), 1);
  assert_int_equal (PLAYED (&f->st, 0, HW_PLAYED_ROAD_BUILDING), 0);
  assert_int_equal (PLAYED (&f->st, 0, HW_PLAYED_BANK4), 1);
  assert_int_equal (PLAYED (&f->st, 0, HW_PLAYED_BANK3), 0);
  assert_int_equal (PLAYED (&f->st, 0, HW_PLAYED_BANK2), 0);
  assert_int_equal (PLAYED (&f->st, 0, HW_PLAYED_OFFER), 2);
  assert_int_equal (PLAYED (&f->st, 0, HW_PLAYED_TRADE), 1);
  assert_int_equal (PLAYED (&f->st, 3, HW_PLAYED_TRADE), 1);
  assert_int_equal (PLAYED (&f->st, 3, HW_PLAYED_OFFER), 0);
  /* Declining is no trade. */
  assert_int_equal (PLAYED (&f->st, 2, HW_PLAYED_TRADE), 0);
  assert_int_equal (PLAYED (&f->st, 1, HW_PLAYED_TRADE), 0);
  hw_test_fixture_teardown ((void **) &f);
}

/* Over whole random games on a board with harbors, the engine's counts are the actions
 * each player was seen to take, by kind and by the rate of each bank trade. */
static void
test_profile_counts_whole_games (void **unused)
{
  g_autoptr(HwScenario) s = sim_scenario_base ();
  g_autoptr(HwGameRules) r = hw_test_rules (s, 4);
  static HwAction buf[HW_GAME_MAX_ACTIONS];
  guint rates_seen = 0, road_building = 0;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      HwGameState st;
      guint16 seen[HW_GAME_MAX_PLAYERS][HW_N_PLAYED] = { { 0 } };
      HwRng rng;

      hw_rng_seed (&rng, seed);
      hw_game_init (&st, r, seed);
      while (!hw_game_is_over (&st) && st.turn <= 300)
        {
          guint n = hw_game_legal_actions (r, &st, buf, HW_GAME_MAX_ACTIONS);
          const HwAction *a = &buf[hw_rng_uniform (&rng, n)];
          int p = hw_game_to_move (&st);

          switch (a->type)
            {
            case HW_ACTION_PLAY_KNIGHT: seen[p][HW_PLAYED_KNIGHT]++; break;
            case HW_ACTION_PLAY_ROAD_BUILDING: seen[p][HW_PLAYED_ROAD_BUILDING]++; break;
            case HW_ACTION_PLAY_YEAR_OF_PLENTY: seen[p][HW_PLAYED_PLENTY]++; break;
            case HW_ACTION_PLAY_MONOPOLY: seen[p][HW_PLAYED_MONOPOLY]++; break;
            case HW_ACTION_TRADE_OFFER: seen[p][HW_PLAYED_OFFER]++; break;
            case HW_ACTION_TRADE_ACCEPT:
              seen[p][HW_PLAYED_TRADE]++;
              seen[st.current][HW_PLAYED_TRADE]++;
              break;
            case HW_ACTION_TRADE_BANK:
              assert_true (a->c >= 2 && a->c <= 4);
              seen[p][HW_PLAYED_BANK4 + 4 - a->c]++;
              break;
            default:
              break;
            }
          assert_true (hw_game_apply (r, &st, a));
        }
      for (int p = 0; p < 4; p++)
        {
          for (int k = HW_PLAYED_KNIGHT; k < HW_N_PLAYED; k++)
            assert_int_equal (st.counters.played[p][k], seen[p][k]);
          rates_seen |= (seen[p][HW_PLAYED_BANK3] > 0) << 0 | (seen[p][HW_PLAYED_BANK2] > 0) << 1;
          road_building += seen[p][HW_PLAYED_ROAD_BUILDING];
        }
    }
  /* The games did trade at every rate and play Road Building: the comparison meant something. */
  assert_int_equal (rates_seen, 3);
  assert_true (road_building > 0);
}

static HwSimResult *
run_batch (Fixture    *f,
           const char *bots,
           guint64     seed,
           guint       threads,
           guint       shard,
           guint       shards)
{
  HwSimConfig config;
  g_autoptr(GError) error = NULL;
  HwSimResult *result;

  hw_sim_config_init (&config);
  assert_true (hw_sim_config_parse_bots (&config, bots, 4, &error));
  config.n_games = 60;
  config.seed = seed;
  config.turn_limit = 500;
  config.keep_records = TRUE;
  config.n_threads = threads;
  config.shard_index = shard;
  config.shard_count = shards;
  result = hw_sim_run (f->scenario, NULL, f->rules, &config, &error);
  assert_non_null (result);
  assert_null (result->first_error);
  return result;
}

/* The records' columns are what the batch sums, the CSV writes and the knights table counts;
 * a column holds what the final state says (army and route holders, VP cards). */
static void
test_profile_batch_sums_and_columns (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  g_autoptr(HwSimResult) result = run_batch (f, "greedy,random", 77, 1, 0, 1);
  guint64 sums[4][HW_SIM_N_PROFILE] = { { 0 } };
  guint64 players[HW_SIM_N_KNIGHT_ROWS] = { 0 }, wins[HW_SIM_N_KNIGHT_ROWS] = { 0 };
  guint64 devs = 0, knights = 0, offers = 0;
  const char *bots[4] = { "greedy", "random", "greedy", "random" };
  g_autoptr(GString) header = g_string_new (NULL);
  g_auto(GStrv) names = NULL;
  guint first = 0;

  assert_true (hw_sim_stats_profiled (result->stats));
  /* The profile's columns follow the fixed ones, seat by seat, before any module's. */
  hw_sim_csv_header (header, 4);
  g_strchomp (header->str);
  names = g_strsplit (header->str, ",", -1);
  while (names[first] != NULL && g_strcmp0 (names[first], "devs_1") != 0)
    first++;
  assert_string_equal (names[first - 1], "actions");
  assert_string_equal (names[first + 4 * HW_SIM_N_PROFILE - 1], "bank2_4");
  for (guint i = 0; i < result->records->len; i++)
    {
      const HwSimGameRecord *rec = &g_array_index (result->records, HwSimGameRecord, i);
      g_autoptr(GString) row = g_string_new (NULL);
      g_auto(GStrv) cells = NULL;

      hw_sim_csv_row (row, rec, bots);
      g_strchomp (row->str);
      cells = g_strsplit (row->str, ",", -1);
      for (guint s = 0; s < 4; s++)
        {
          /* The holders' VP say who held what. */
          assert_int_equal (rec->profile[s][HW_SIM_PROFILE_ARMY], rec->vp[s][HW_SIM_VP_ARMY] > 0);
          assert_int_equal (rec->profile[s][HW_SIM_PROFILE_ROUTE], rec->vp[s][HW_SIM_VP_LONGEST_ROUTE] > 0);
          assert_int_equal (rec->profile[s][HW_SIM_PROFILE_VP_CARDS], rec->vp[s][HW_SIM_VP_CARDS]);
          for (guint k = 0; k < HW_SIM_N_PROFILE; k++)
            {
              sums[s][k] += rec->profile[s][k];
              assert_int_equal (g_ascii_strtoull (cells[first + s * HW_SIM_N_PROFILE + k], NULL, 10),
                                rec->profile[s][k]);
            }
          devs += rec->profile[s][HW_SIM_PROFILE_DEVS];
          knights += rec->profile[s][HW_SIM_PROFILE_KNIGHTS];
          offers += rec->profile[s][HW_SIM_PROFILE_OFFERS];
          if (rec->end == HW_SIM_END_WIN && rec->winner >= 0)
            {
              guint k = rec->profile[s][HW_SIM_PROFILE_KNIGHTS];
              guint row_of = k >= 4 ? HW_SIM_KNIGHTS_4_OR_MORE : k;
              gboolean won = (int) s == rec->winner;

              players[row_of]++;
              wins[row_of] += won;
              if (k == 3 && rec->profile[s][HW_SIM_PROFILE_ARMY])
                {
                  players[HW_SIM_KNIGHTS_3_ARMY]++;
                  wins[HW_SIM_KNIGHTS_3_ARMY] += won;
                }
            }
        }
    }
  for (guint s = 0; s < 4; s++)
    for (guint k = 0; k < HW_SIM_N_PROFILE; k++)
      assert_int_equal (hw_sim_profile_seat_sum (result->stats, s, (HwSimProfileField) k), sums[s][k]);
  for (guint row = 0; row < HW_SIM_N_KNIGHT_ROWS; row++)
    {
      guint64 p, w;

      hw_sim_knight_row (result->stats, (HwSimKnightRow) row, &p, &w);
      assert_int_equal (p, players[row]);
      assert_int_equal (w, wins[row]);
    }
  /* The bots bought and played cards and offered trades: the sums were not all zero. */
  assert_true (devs > 0 && knights > 0 && offers > 0);
  assert_non_null (strstr (header->str, ",actions,devs_1,knights_1,monopolies_1,roadbuilding_1,plenty_1,"
                                        "vpcards_1,army_1,route_1,offers_1,trades_1,bank4_1,bank3_1,bank2_1,devs_2,"));
  fixture_free (f);
}

static HwSimStats *
reread (const HwSimStats *stats)
{
  g_autofree char *text = hw_sim_stats_to_json_data (stats, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  HwSimStats *back;

  assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  back = hw_sim_stats_from_json (json_parser_get_root (parser), &error);
  assert_non_null (back);
  return back;
}

/* Threads and shards give the same profile as one run, through the JSON text; a result
 * without a profile (older) is merged into one without a profile, not into wrong sums. */
static void
test_profile_merges_exactly (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  g_autoptr(HwSimResult) whole = run_batch (f, "greedy", 5, 1, 0, 1);
  g_autoptr(HwSimResult) two = run_batch (f, "greedy", 5, 2, 0, 1);
  g_autoptr(HwSimResult) left = run_batch (f, "greedy", 5, 1, 0, 2);
  g_autoptr(HwSimResult) right = run_batch (f, "greedy", 5, 1, 1, 2);
  g_autoptr(HwSimStats) a = reread (left->stats), b = reread (right->stats);
  g_autofree char *whole_text = hw_sim_stats_to_json_data (whole->stats, NULL);
  g_autofree char *two_text = hw_sim_stats_to_json_data (two->stats, NULL);
  g_autofree char *merged_text = NULL;
  g_autoptr(GError) error = NULL;

  assert_non_null (strstr (whole_text, "\"profile\""));
  assert_string_equal (whole_text, two_text);
  assert_true (hw_sim_stats_merge (a, b, &error));
  merged_text = hw_sim_stats_to_json_data (a, NULL);
  assert_string_equal (whole_text, merged_text);
  for (guint s = 0; s < 4; s++)
    assert_int_equal (hw_sim_profile_seat_sum (a, s, HW_SIM_PROFILE_OFFERS),
                      hw_sim_profile_seat_sum (left->stats, s, HW_SIM_PROFILE_OFFERS) +
                      hw_sim_profile_seat_sum (right->stats, s, HW_SIM_PROFILE_OFFERS));

  /* The same shard's document without its "profile" member. */
  {
    g_autofree char *text = hw_sim_stats_to_json_data (left->stats, NULL);
    g_autoptr(JsonParser) parser = json_parser_new ();
    g_autoptr(HwSimStats) old = NULL, other = reread (right->stats);
    g_autofree char *out = NULL;

    assert_true (json_parser_load_from_data (parser, text, -1, NULL));
    json_object_remove_member (json_node_get_object (json_parser_get_root (parser)), "profile");
    old = hw_sim_stats_from_json (json_parser_get_root (parser), &error);
    assert_non_null (old);
    assert_false (hw_sim_stats_profiled (old));
    assert_true (hw_sim_stats_merge (other, old, &error));
    assert_false (hw_sim_stats_profiled (other));
    out = hw_sim_stats_to_json_data (other, NULL);
    assert_null (strstr (out, "\"profile\""));
  }

  /* A damaged knights count is refused with its name. */
  {
    g_autofree char *text = hw_sim_stats_to_json_data (left->stats, NULL);
    g_autofree char *bad = NULL;
    g_autoptr(JsonParser) parser = json_parser_new ();
    g_autoptr(HwSimStats) none = NULL;
    char *at = strstr (strstr (text, "\"knights-played\""), "\"knights\" : 0,");

    assert_non_null (at);
    bad = g_strdup_printf ("%.*s\"knights\" : 99,%s", (int) (at - text), text, at + strlen ("\"knights\" : 0,"));
    assert_true (json_parser_load_from_data (parser, bad, -1, NULL));
    g_clear_error (&error);
    none = hw_sim_stats_from_json (json_parser_get_root (parser), &error);
    assert_null (none);
    assert_non_null (strstr (error->message, "knights-played"));
  }
  fixture_free (f);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_profile_counts_hand_played),
    cmocka_unit_test (test_profile_counts_whole_games),
    cmocka_unit_test (test_profile_batch_sums_and_columns),
    cmocka_unit_test (test_profile_merges_exactly),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
