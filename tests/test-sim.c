/* test-sim.c: bots and batch simulation: determinism across threads and shards, statistics
 * arithmetic, illegal bot choices, greedy against random, and the engine's invariants over
 * thousands of games. */
#include "hw-test.h"
#include "hw-test-game.h"

#include <math.h>
#include <string.h>

#include "hw-bot.h"
#include "hw-game.h"
#include "hw-sim.h"
#include "hw-sim-stats.h"
#include "hw-test-sim.h"
#include "sim-boards.h"
#include "hw-ba-rules.h"
#include "hw-dr-rules.h"

static void
config_bots (HwSimConfig *config,
             guint        n,
             const char  *first,
             const char  *rest)
{
  config->n_seats = n;
  for (guint s = 0; s < n; s++)
    config->bots[s] = hw_bot_lookup (s == 0 ? first : rest);
}

static char *
run_json (Fixture           *f,
          const HwSimConfig *config)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwSimResult) result = hw_sim_run (f->scenario, hw_scenario_find_variant (f->scenario, config->n_seats),
                                              f->rules, config, &error);

  assert_non_null (result);
  assert_null (result->first_error);
  return hw_sim_stats_to_json_data (result->stats, NULL);
}

/* Same seed: same bytes with one or two threads, and two merged shards give the same bytes. */
static void
test_sim_determinism_threads_and_shards (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  HwSimConfig config;
  g_autofree char *one = NULL, *two = NULL, *again = NULL, *merged_text = NULL;
  g_autoptr(HwSimStats) a = NULL, b = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) pa = json_parser_new (), pb = json_parser_new ();

  hw_sim_config_init (&config);
  config_bots (&config, 4, "greedy", "random");
  config.rotate_seats = TRUE;
  config.n_games = 41;
  config.seed = 20261129;
  config.turn_limit = 400;

  one = run_json (f, &config);
  again = run_json (f, &config);
  assert_string_equal (one, again);
  config.n_threads = 2;
  two = run_json (f, &config);
  assert_string_equal (one, two);

  config.shard_count = 2;
  config.shard_index = 0;
  {
    g_autofree char *s1 = run_json (f, &config);
    assert_true (json_parser_load_from_data (pa, s1, -1, NULL));
  }
  config.shard_index = 1;
  config.n_threads = 1;
  {
    g_autofree char *s2 = run_json (f, &config);
    assert_true (json_parser_load_from_data (pb, s2, -1, NULL));
  }
  /* Shards go through their JSON text, as with "hexwright-cli merge". */
  a = hw_sim_stats_from_json (json_parser_get_root (pa), &error);
  assert_non_null (a);
  b = hw_sim_stats_from_json (json_parser_get_root (pb), &error);
  assert_non_null (b);
  assert_false (hw_sim_stats_complete (a));
  assert_true (hw_sim_stats_merge (b, a, &error));
  assert_true (hw_sim_stats_complete (b));
  merged_text = hw_sim_stats_to_json_data (b, NULL);
  assert_string_equal (one, merged_text);

  /* A different seed must give a different batch (the test above is not vacuous). */
  config.shard_count = 1;
  config.shard_index = 0;
  config.seed++;
  {
    g_autofree char *other = run_json (f, &config);
    assert_string_not_equal (one, other);
  }
  fixture_free (f);
}

static void
test_sim_shard_ranges_cover_batch (void **unused)
{
  for (guint count = 1; count <= 7; count++)
    {
      guint64 expect = 0;

      for (guint k = 0; k < count; k++)
        {
          guint64 start, end;

          hw_sim_shard_range (20, k, count, &start, &end);
          assert_int_equal (start, expect);
          assert_true (end >= start);
          expect = end;
        }
      assert_int_equal (expect, 20);
    }
  assert_true (hw_sim_game_seed (1, 0) != hw_sim_game_seed (1, 1));
  assert_true (hw_sim_game_seed (1, 0) != hw_sim_game_seed (2, 0));
  assert_int_equal (hw_sim_game_seed (7, 3), hw_sim_game_seed (7, 3));
}

static void
test_sim_wilson_interval (void **unused)
{
  double lo, hi;

  hw_wilson_interval (50, 100, 1.959963984540054, &lo, &hi);
  assert_true (fabs (lo - 0.40383) < 1e-4);
  assert_true (fabs (hi - 0.59617) < 1e-4);
  hw_wilson_interval (0, 10, 1.959963984540054, &lo, &hi);
  assert_true (lo == 0.0);
  assert_true (fabs (hi - 0.27753) < 1e-4);
  hw_wilson_interval (10, 10, 1.959963984540054, &lo, &hi);
  assert_true (fabs (lo - 0.72247) < 1e-4);
  assert_true (hi == 1.0);
  hw_wilson_interval (0, 0, 1.96, &lo, &hi);
  assert_true (lo == 0.0 && hi == 1.0);
}

static void
test_sim_chi_square_seat_advantage (void **unused)
{
  const guint64 even[4] = { 25, 25, 25, 25 };
  const guint64 skew[4] = { 40, 20, 20, 20 };
  double p, chi;

  chi = hw_chi_square_uniform (even, 4, &p);
  assert_true (chi == 0.0);
  assert_true (fabs (p - 1.0) < 1e-12);
  chi = hw_chi_square_uniform (skew, 4, &p);
  assert_true (fabs (chi - 12.0) < 1e-12);
  /* Chi-square with 3 degrees of freedom: P(X >= 12) = 0.0073832. */
  assert_true (fabs (p - 0.0073832) < 1e-6);
  /* Q(1, x) = exp(-x); Q(0.5, x) = erfc(sqrt(x)). */
  assert_true (fabs (hw_gamma_q (1.0, 2.5) - exp (-2.5)) < 1e-12);
  assert_true (fabs (hw_gamma_q (0.5, 0.3) - erfc (sqrt (0.3))) < 1e-12);
  assert_true (fabs (hw_gamma_q (0.5, 9.0) - erfc (3.0)) < 1e-12);
}

static HwSimGameRecord
make_record (guint64 index,
             int     winner,
             guint   turns)
{
  HwSimGameRecord r;

  memset (&r, 0, sizeof r);
  r.index = index;
  r.n_seats = 3;
  r.winner = (gint8) winner;
  r.culprit = -1;
  r.end = winner >= 0 ? HW_SIM_END_WIN : HW_SIM_END_TURN_LIMIT;
  r.turns = turns;
  for (int s = 0; s < 3; s++)
    {
      r.seat_bot[s] = (guint8) s;
      r.vp[s][HW_SIM_VP_SETTLEMENTS] = (guint16) (2 + s);
      r.vp[s][HW_SIM_VP_CITIES] = (guint16) (2 * (int) index % 6);
    }
  r.production[HW_RESOURCE_ORE] = 10 + (guint32) index;
  r.eruptions = 1;
  r.discoveries_earned = 3;
  r.discoveries_spent = 2;
  return r;
}

static HwSimStats *
make_stats (guint64 seed)
{
  const char *bots[3] = { "greedy", "random", "random" };
  const int coords[4] = { 0, 0, 1, 0 };
  const HwTerrain terrains[2] = { HW_TERRAIN_FIELDS, HW_TERRAIN_HILLS };
  const guint8 chits[2] = { 6, 8 };
  HwSimStats *stats = hw_sim_stats_new ("s", "3-4", 3, bots, FALSE, seed, 10, 50);

  hw_sim_stats_set_hexes (stats, 2, coords, terrains, chits);
  return stats;
}

static void
test_sim_stats_merge_arithmetic (void **unused)
{
  g_autoptr(HwSimStats) whole = make_stats (5), left = make_stats (5), right = make_stats (5);
  g_autoptr(HwSimStats) other_seed = make_stats (6), twice = make_stats (5);
  g_autoptr(GError) error = NULL;
  g_autofree char *whole_text = NULL, *merged_text = NULL;
  const guint32 hexes[2] = { 3, 4 };
  const int winners[10] = { 0, 1, 0, -1, 2, 0, 0, 1, -1, 0 };

  for (guint64 i = 0; i < 10; i++)
    {
      HwSimGameRecord r = make_record (i, winners[i], winners[i] < 0 ? 50 : 20 + (guint) i);

      hw_sim_stats_add_game (whole, &r, hexes);
      hw_sim_stats_add_game (i < 4 ? left : right, &r, hexes);
    }
  hw_sim_stats_add_range (whole, 0, 10);
  hw_sim_stats_add_range (left, 0, 4);
  hw_sim_stats_add_range (right, 4, 10);

  assert_int_equal (hw_sim_stats_games (whole), 10);
  assert_int_equal (hw_sim_stats_finished (whole), 8);
  assert_int_equal (hw_sim_stats_turn_limited (whole), 2);
  assert_int_equal (hw_sim_stats_seat_wins (whole, 0), 5);
  assert_int_equal (hw_sim_stats_bot_wins (whole, "random"), 3);
  /* Won lengths 20,21,22,24,25,26,27,29: mean 24.25, nearest-rank median 24, p10 20, p90 29. */
  assert_true (fabs (hw_sim_stats_mean_turns (whole) - 24.25) < 1e-12);
  assert_int_equal (hw_sim_stats_percentile_turns (whole, 0.5), 24);
  assert_int_equal (hw_sim_stats_percentile_turns (whole, 0.1), 20);
  assert_int_equal (hw_sim_stats_percentile_turns (whole, 0.9), 29);

  assert_true (hw_sim_stats_merge (right, left, &error));
  whole_text = hw_sim_stats_to_json_data (whole, NULL);
  merged_text = hw_sim_stats_to_json_data (right, NULL);
  assert_string_equal (whole_text, merged_text);

  /* Different seeds do not merge; neither do batches that played the same games. */
  hw_sim_stats_add_range (other_seed, 0, 1);
  assert_false (hw_sim_stats_merge (other_seed, left, &error));
  g_assert_error (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_MISMATCH);
  g_clear_error (&error);
  hw_sim_stats_add_range (twice, 3, 5);
  assert_false (hw_sim_stats_merge (twice, left, &error));
  g_assert_error (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_OVERLAP);
}

static void
test_sim_stats_json_round_trip (void **unused)
{
  g_autoptr(HwSimStats) stats = make_stats (G_MAXUINT64);
  g_autoptr(HwSimStats) back = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *text2 = NULL;
  const guint32 hexes[2] = { 7, 1 };

  for (guint64 i = 0; i < 6; i++)
    {
      HwSimGameRecord r = make_record (i, (int) (i % 3), 10 + (guint) i);

      hw_sim_stats_add_game (stats, &r, hexes);
    }
  hw_sim_stats_add_range (stats, 2, 8);
  text = hw_sim_stats_to_json_data (stats, NULL);
  assert_true (json_parser_load_from_data (parser, text, -1, &error));
  back = hw_sim_stats_from_json (json_parser_get_root (parser), &error);
  assert_non_null (back);
  text2 = hw_sim_stats_to_json_data (back, NULL);
  assert_string_equal (text, text2);
  assert_non_null (strstr (text, "\"18446744073709551615\""));

  /* Something else is refused with an error, not a crash. */
  assert_true (json_parser_load_from_data (parser, "{\"format\": \"hexwright-simulation\", \"version\": 1}", -1, NULL));
  g_clear_pointer (&back, hw_sim_stats_free);
  back = hw_sim_stats_from_json (json_parser_get_root (parser), &error);
  assert_null (back);
  g_assert_error (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_FORMAT);
}

static void
test_sim_csv_rows (void **unused)
{
  g_autoptr(GString) out = g_string_new (NULL);
  const char *bots[3] = { "greedy", "random", "random" };
  HwSimGameRecord r = make_record (3, 1, 42);
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) head = NULL, row = NULL;

  hw_sim_csv_header (out, 3);
  hw_sim_csv_row (out, &r, bots);
  lines = g_strsplit (out->str, "\n", -1);
  assert_int_equal (g_strv_length (lines), 3);
  head = g_strsplit (lines[0], ",", -1);
  row = g_strsplit (lines[1], ",", -1);
  assert_int_equal (g_strv_length (head), g_strv_length (row));
  assert_string_equal (row[0], "3");
  assert_string_equal (row[2], "win");
  assert_string_equal (row[3], "2");
  assert_string_equal (row[4], "42");
  assert_string_equal (row[5], "greedy");
}

/* A made-up module's statistics descriptor: its columns follow the given order, per seat
 * after the others, and stay empty in games that did not play it. */
static const HwModuleStatField made_up_fields[] = {
  HW_MODULE_STAT ("mu_seat", ba_knights_lost, HW_MODULE_STAT_U16, HW_MODULE_STAT_PER_SEAT),
  HW_MODULE_STAT ("mu_storm", dr_storm_turn, HW_MODULE_STAT_U32, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT ("mu_coast", ba_conquests, HW_MODULE_STAT_U16, HW_MODULE_STAT_SUM_PLACES),
};

static const HwModuleStatsDesc made_up_desc = {
  .module = "made-up",
  .order = 5,
  .played = G_STRUCT_OFFSET (HwModuleGameStats, robin),
  .fields = made_up_fields,
  .n_fields = G_N_ELEMENTS (made_up_fields),
};

static void
test_sim_csv_module_descriptor (void **unused)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) plain = g_string_new (NULL);
  const char *bots[2] = { "greedy", "random" };
  const HwModuleStatsDesc *descs[] = { &made_up_desc };
  HwSimGameRecord r = make_record (7, 0, 30);
  g_autofree char *expect_head = NULL;

  (void) unused;
  r.n_seats = 2;
  hw_sim_csv_header_with (plain, 2, NULL, 0);
  hw_sim_csv_header_with (out, 2, descs, 1);
  plain->str[plain->len - 1] = '\0';
  expect_head = g_strconcat (plain->str, ",mu_storm,mu_coast,mu_seat_1,mu_seat_2\n", NULL);
  assert_string_equal (out->str, expect_head);

  /* Not played: empty columns. */
  g_string_truncate (out, 0);
  g_string_truncate (plain, 0);
  hw_sim_csv_row_with (plain, &r, bots, NULL, 0);
  hw_sim_csv_row_with (out, &r, bots, descs, 1);
  plain->str[plain->len - 1] = '\0';
  {
    g_autofree char *expect = g_strconcat (plain->str, ",,,,\n", NULL);
    assert_string_equal (out->str, expect);
  }

  /* Played: its values, the coast summed. */
  r.modules.robin = 1;
  r.modules.dr_storm_turn = 70000;
  r.modules.ba_conquests[0] = 2;
  r.modules.ba_conquests[15] = 3;
  r.modules.ba_knights_lost[0] = 4;
  r.modules.ba_knights_lost[1] = 9;
  g_string_truncate (out, 0);
  hw_sim_csv_row_with (out, &r, bots, descs, 1);
  {
    g_autofree char *expect = g_strconcat (plain->str, ",70000,5,4,9\n", NULL);
    assert_string_equal (out->str, expect);
  }

  /* The registry's modules all have their columns, Barbarian Attack's first. */
  g_string_truncate (out, 0);
  hw_sim_csv_header (out, 2);
  assert_non_null (strstr (out->str, ",ba_landings,ba_conquests,ba_battles_won,ba_buildings_fallen,"
                                     "ba_prisoners_1,ba_knights_lost_1,ba_gold_earned_1,ba_gold_spent_1,"
                                     "ba_prisoners_2,ba_knights_lost_2,ba_gold_earned_2,ba_gold_spent_2,"
                                     "dr_storm_turn,"));
}

/* A bot that plays legally @n_good times, then asks for an action that is not listed. */
static int cheat_good = 0;

static gboolean
cheat_choose (HwBot             *bot,
              const HwGameRules *rules,
              const HwGameState *state,
              const HwAction    *legal,
              guint              n_legal,
              HwAction          *choice)
{
  int calls = GPOINTER_TO_INT (bot->user_data);

  bot->user_data = GINT_TO_POINTER (calls + 1);
  if (calls < cheat_good)
    {
      *choice = legal[0];
      return TRUE;
    }
  /* A city on a node nobody has settled is never legal. */
  choice->type = HW_ACTION_BUILD_CITY;
  choice->a = (gint16) (rules->n_nodes - 1);
  choice->b = 0;
  choice->c = 0;
  return TRUE;
}

static const HwBotInfo cheat_bot = { "cheat", "test", cheat_choose };

static void
test_sim_illegal_bot_action_reported (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 3);
  const HwBotInfo *bots[3] = { &hw_bot_random, &cheat_bot, &hw_bot_random };
  const guint8 seat_bot[3] = { 0, 1, 2 };
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  g_autofree HwAction *buf = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  HwSimGameRecord record;
  char *message = NULL;
  HwSimConfig config;
  g_autoptr(HwSimResult) result = NULL;
  g_autoptr(GError) error = NULL;

  /* Seat 2 places its first settlement legally, then cheats on its road. */
  cheat_good = 1;
  hw_sim_play_game (f->rules, state, buf, bots, NULL, seat_bot, 99, 100, HW_SIM_CHECK_EVERY,
                    &record, NULL, &message);
  assert_int_equal (record.end, HW_SIM_END_BOT_ERROR);
  assert_int_equal (record.culprit, 1);
  assert_int_equal (record.winner, -1);
  /* Seat 1 placed settlement and road, seat 2 its settlement; the cheat was not applied. */
  assert_int_equal (record.actions, 3);
  assert_int_equal (hw_game_to_move (state), 1);
  assert_non_null (message);
  assert_non_null (strstr (message, "cheat"));
  g_free (message);

  /* In a batch: every game reports the error, charged to the cheating bot. */
  cheat_good = 0;
  hw_sim_config_init (&config);
  config.n_seats = 3;
  config.bots[0] = &hw_bot_random;
  config.bots[1] = &hw_bot_random;
  config.bots[2] = &cheat_bot;
  config.n_games = 5;
  result = hw_sim_run (f->scenario, NULL, f->rules, &config, &error);
  assert_non_null (result);
  assert_int_equal (hw_sim_stats_errors (result->stats), 5);
  assert_int_equal (hw_sim_stats_finished (result->stats), 0);
  assert_non_null (result->first_error);
  assert_non_null (strstr (result->first_error, "game 0 "));
  fixture_free (f);
}

/* "Greedy beats random": one greedy bot against three random ones, the greedy bot rotated
 * through all four seats; greedy must win at least 90% of all games (a game stopped at the
 * turn limit counts as not won). */
static void
test_sim_greedy_beats_random (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  HwSimConfig config;
  g_autoptr(HwSimResult) result = NULL;
  g_autoptr(GError) error = NULL;
  guint64 games = 200, wins;

  hw_sim_config_init (&config);
  config_bots (&config, 4, "greedy", "random");
  config.rotate_seats = TRUE;
  config.n_games = games;
  config.seed = 6;
  config.n_threads = 2;
  result = hw_sim_run (f->scenario, NULL, f->rules, &config, &error);
  assert_non_null (result);
  assert_null (result->first_error);
  wins = hw_sim_stats_bot_wins (result->stats, "greedy");
  /* A TAP comment line, so the test log keeps the figure without confusing the parser. */
  print_message ("# greedy won %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " games, mean length %.1f turns\n",
                 wins, games, hw_sim_stats_mean_turns (result->stats));
  assert_true (wins * 10 >= games * 9);
  /* Rotation put greedy in every seat equally often. */
  for (guint s = 0; s < 4; s++)
    assert_true (hw_sim_stats_seat_wins (result->stats, s) > 0);
  fixture_free (f);
}

/* Many random and greedy games: the engine's invariants hold in every final state (and after
 * every action in a smaller batch) and every game ends by a win or at the turn limit. */
static void
check_property (HwScenario *scenario,
                int         players,
                const char *bots,
                guint64     games,
                HwSimCheck  check)
{
  Fixture *f = fixture_new (scenario, players);
  HwSimConfig config;
  g_autoptr(HwSimResult) result = NULL;
  g_autoptr(GError) error = NULL;

  hw_sim_config_init (&config);
  config_bots (&config, (guint) players, bots, bots);
  config.n_games = games;
  config.seed = 1234;
  config.turn_limit = 600;
  config.check = check;
  config.n_threads = 2;
  result = hw_sim_run (f->scenario, NULL, f->rules, &config, &error);
  assert_non_null (result);
  if (result->first_error != NULL)
    fail_msg ("%s", result->first_error);
  assert_int_equal (hw_sim_stats_errors (result->stats), 0);
  assert_int_equal (hw_sim_stats_finished (result->stats) + hw_sim_stats_turn_limited (result->stats), games);
  assert_int_equal (hw_sim_stats_games (result->stats), games);
  fixture_free (f);
}

static void
test_sim_property_base_random_thousands (void **unused)
{
  check_property (sim_scenario_base (), 4, "random", 2000, HW_SIM_CHECK_END);
  check_property (sim_scenario_base (), 3, "random", 1000, HW_SIM_CHECK_END);
}

static void
test_sim_property_islands_thousands (void **unused)
{
  check_property (sim_scenario_islands (), 4, "random", 1000, HW_SIM_CHECK_END);
  check_property (sim_scenario_islands (), 4, "greedy", 1000, HW_SIM_CHECK_END);
}

/* The shipped base game, and The Desert Raiders' 3-4 map under the rules the engine has. */
static void
test_sim_property_shipped_maps (void **unused)
{
  g_autofree char *base = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autofree char *raiders = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autoptr(GError) error = NULL;
  HwScenario *scenario;

  scenario = hw_scenario_load_file (base, &error);
  g_assert_no_error (error);
  check_property (scenario, 4, "random", 500, HW_SIM_CHECK_END);
  scenario = hw_scenario_load_file (base, &error);
  check_property (scenario, 3, "greedy", 500, HW_SIM_CHECK_END);
  scenario = sim_scenario_load_core_rules (raiders, &error);
  g_assert_no_error (error);
  check_property (scenario, 4, "random", 300, HW_SIM_CHECK_END);
  scenario = sim_scenario_load_core_rules (raiders, &error);
  check_property (scenario, 4, "greedy", 300, HW_SIM_CHECK_END);
}

static void
test_sim_property_every_action (void **unused)
{
  check_property (sim_scenario_base (), 4, "random", 40, HW_SIM_CHECK_EVERY);
  check_property (sim_scenario_base (), 4, "greedy", 40, HW_SIM_CHECK_EVERY);
  check_property (sim_scenario_islands (), 3, "random", 40, HW_SIM_CHECK_EVERY);
  check_property (sim_scenario_islands (), 4, "greedy", 40, HW_SIM_CHECK_EVERY);
}

/* Plays 20 games of four greedy bots from @seed on @f keeping each game's record, asserting
 * that the batch ran without a bot error; @config is left set up for more runs. */
static HwSimResult *
run_records (Fixture     *f,
             HwSimConfig *config,
             guint64      seed)
{
  g_autoptr(GError) error = NULL;
  HwSimResult *result;

  hw_sim_config_init (config);
  config_bots (config, 4, "greedy", "greedy");
  config->n_games = 20;
  config->seed = seed;
  config->keep_records = TRUE;
  result = hw_sim_run (f->scenario, hw_scenario_find_variant (f->scenario, 4), f->rules, config, &error);
  assert_non_null (result);
  assert_null (result->first_error);
  return result;
}

/* Writes the CSV header and the rows of @r and @other (four seats) and splits each into
 * its fields, asserting that all three have as many. */
static void
csv_fields (const HwSimGameRecord *r,
            const HwSimGameRecord *other,
            GStrv                 *head,
            GStrv                 *row,
            GStrv                 *plain)
{
  const char *names[4] = { "greedy", "greedy", "greedy", "greedy" };
  g_autoptr(GString) csv = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;

  hw_sim_csv_header (csv, 4);
  hw_sim_csv_row (csv, r, names);
  hw_sim_csv_row (csv, other, names);
  lines = g_strsplit (csv->str, "\n", -1);
  *head = g_strsplit (lines[0], ",", -1);
  *row = g_strsplit (lines[1], ",", -1);
  *plain = g_strsplit (lines[2], ",", -1);
  assert_int_equal (g_strv_length (*head), g_strv_length (*row));
  assert_int_equal (g_strv_length (*head), g_strv_length (*plain));
}

/* Returns the index of the column @name in the CSV header @head, asserting it is there. */
static guint
csv_column (GStrv       head,
            const char *name)
{
  guint col = 0;

  while (head[col] && !g_str_equal (head[col], name))
    col++;
  assert_non_null (head[col]);
  return col;
}

/* Runs @config's batch on @f whole and as two shards, and asserts that the shards, through
 * their JSON text, merge into the single run's bytes. */
static void
assert_shards_merge (Fixture           *f,
                     const HwSimConfig *config)
{
  HwSimConfig sharded = *config;
  g_autoptr(JsonParser) pa = json_parser_new (), pb = json_parser_new ();
  g_autoptr(HwSimStats) a = NULL, b = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *whole = NULL, *s1 = NULL, *s2 = NULL, *merged_text = NULL;

  sharded.keep_records = FALSE;
  whole = run_json (f, &sharded);
  sharded.shard_count = 2;
  sharded.shard_index = 0;
  s1 = run_json (f, &sharded);
  sharded.shard_index = 1;
  s2 = run_json (f, &sharded);
  assert_string_not_equal (s1, whole);
  assert_true (json_parser_load_from_data (pa, s1, -1, NULL));
  assert_true (json_parser_load_from_data (pb, s2, -1, NULL));
  a = hw_sim_stats_from_json (json_parser_get_root (pa), &error);
  g_assert_no_error (error);
  b = hw_sim_stats_from_json (json_parser_get_root (pb), &error);
  g_assert_no_error (error);
  assert_true (hw_sim_stats_merge (b, a, &error));
  merged_text = hw_sim_stats_to_json_data (b, NULL);
  assert_string_equal (merged_text, whole);
}

static JsonObject *
member_object (JsonObject *o,
               const char *name)
{
  assert_true (json_object_has_member (o, name));
  return json_object_get_object_member (o, name);
}

/* BA-*: the engine's counters reach the batch's statistics: the JSON totals are the sums of
 * the games' records, per seat and per coastal hex (keyed by q, r), and shards that went
 * through their JSON text merge into the single run's bytes. */
static void
test_sim_barbarian_attack_statistics (void **unused)
{
  Fixture *f = fixture_new (hw_test_load_shipped ("barbarian-attack.xml"), 4);
  const HwVariant *variant = hw_scenario_find_variant (f->scenario, 4);
  HwSimConfig config;
  g_autoptr(HwSimResult) result = run_records (f, &config, 7);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *top, *ba, *per_game;
  JsonArray *seats, *coast, *hexes;
  guint64 landings = 0, battles = 0, fallen = 0, conquests = 0, coast_sum = 0, winners_prisoner_vp = 0;
  guint64 prisoners[4] = { 0 }, lost[4] = { 0 }, earned[4] = { 0 }, spent[4] = { 0 };
  double heat_sum = 0;
  guint heat_n = 0;

  assert_int_equal (result->records->len, 20);

  for (guint i = 0; i < result->records->len; i++)
    {
      const HwSimGameRecord *r = &g_array_index (result->records, HwSimGameRecord, i);

      assert_true (r->modules.barbarian);
      landings += r->modules.ba_landings;
      battles += r->modules.ba_battles_won;
      fallen += r->modules.ba_buildings_fallen;
      for (guint c = 0; c < HW_SIM_MAX_PLACES; c++)
        conquests += r->modules.ba_conquests[c];
      for (guint s = 0; s < 4; s++)
        {
          prisoners[s] += r->modules.ba_prisoners[s];
          lost[s] += r->modules.ba_knights_lost[s];
          earned[s] += r->modules.ba_gold_earned[s];
          spent[s] += r->modules.ba_gold_spent[s];
          /* BA-PRISON: one VP per two prisoners. */
          assert_int_equal (r->vp[s][HW_SIM_VP_MODULES], r->modules.ba_prisoners[s] / 2);
        }
      if (r->end == HW_SIM_END_WIN && r->winner >= 0)
        winners_prisoner_vp += r->vp[r->winner][HW_SIM_VP_MODULES];
    }
  /* Twenty games of barbarians on 2 and 12 land some, and the knights fight some of them. */
  assert_true (landings > 0);
  assert_true (battles > 0);
  assert_true (prisoners[0] + prisoners[1] + prisoners[2] + prisoners[3] > 0);

  /* The CSV row carries the game's counts under their own columns. */
  {
    const HwSimGameRecord *r = &g_array_index (result->records, HwSimGameRecord, 0);
    g_auto(GStrv) head = NULL, row = NULL, plain = NULL;
    g_autofree char *landed = g_strdup_printf ("%u", r->modules.ba_landings);
    g_autofree char *held = g_strdup_printf ("%u", r->modules.ba_prisoners[3]);
    HwSimGameRecord other = *r;
    guint col;

    other.modules.barbarian = 0;
    csv_fields (r, &other, &head, &row, &plain);
    col = csv_column (head, "ba_landings");
    assert_string_equal (row[col], landed);
    assert_string_equal (plain[col], "");
    col = csv_column (head, "ba_prisoners_4");
    assert_string_equal (row[col], held);
  }

  root = hw_sim_stats_to_json (result->stats);
  top = json_node_get_object (root);
  ba = member_object (top, "barbarian-attack");
  assert_int_equal (json_object_get_int_member (ba, "games"), 20);
  assert_int_equal (json_object_get_int_member (ba, "landings"), landings);
  assert_int_equal (json_object_get_int_member (ba, "battles-won"), battles);
  assert_int_equal (json_object_get_int_member (ba, "buildings-fallen"), fallen);
  assert_int_equal (json_object_get_int_member (ba, "conquests"), conquests);
  assert_int_equal (json_object_get_int_member (ba, "prisoners"), prisoners[0] + prisoners[1] + prisoners[2] + prisoners[3]);
  assert_int_equal (json_object_get_int_member (ba, "knights-lost"), lost[0] + lost[1] + lost[2] + lost[3]);
  assert_int_equal (json_object_get_int_member (ba, "gold-earned"), earned[0] + earned[1] + earned[2] + earned[3]);
  assert_int_equal (json_object_get_int_member (ba, "gold-spent"), spent[0] + spent[1] + spent[2] + spent[3]);
  per_game = member_object (ba, "per-game");
  assert_true (fabs (json_object_get_double_member (per_game, "landings") - (double) landings / 20.0) < 1e-6);

  seats = json_object_get_array_member (ba, "by-seat");
  assert_int_equal (json_array_get_length (seats), 4);
  for (guint s = 0; s < 4; s++)
    {
      JsonObject *o = json_array_get_object_element (seats, s);

      assert_int_equal (json_object_get_int_member (o, "seat"), s + 1);
      assert_int_equal (json_object_get_int_member (o, "prisoners"), prisoners[s]);
      assert_int_equal (json_object_get_int_member (o, "knights-lost"), lost[s]);
      assert_int_equal (json_object_get_int_member (o, "gold-earned"), earned[s]);
      assert_int_equal (json_object_get_int_member (o, "gold-spent"), spent[s]);
    }

  /* Every coastal hex once, by its coordinates on the board, its conquests adding up. */
  coast = json_object_get_array_member (ba, "coast");
  assert_int_equal (json_array_get_length (coast), hw_ba_rules (f->rules)->n_coast);
  for (guint i = 0; i < json_array_get_length (coast); i++)
    {
      JsonObject *o = json_array_get_object_element (coast, i);
      const HwHex *hex = hw_board_get_hex (variant->board, hw_ba_rules (f->rules)->coast[i]);

      assert_int_equal (json_object_get_int_member (o, "q"), hex->coord.q);
      assert_int_equal (json_object_get_int_member (o, "r"), hex->coord.r);
      coast_sum += (guint64) json_object_get_int_member (o, "conquests");
    }
  assert_int_equal (coast_sum, conquests);

  /* The heatmap's per-hex figures are the coast's, spread over the board. */
  hexes = json_object_get_array_member (member_object (top, "production"), "by-hex");
  for (guint i = 0; i < json_array_get_length (hexes); i++)
    {
      JsonObject *o = json_array_get_object_element (hexes, i);

      if (json_object_has_member (o, "barbarian-conquests-per-game"))
        {
          heat_n++;
          heat_sum += json_object_get_double_member (o, "barbarian-conquests-per-game");
        }
    }
  assert_int_equal (heat_n, hw_ba_rules (f->rules)->n_coast);
  assert_true (fabs (heat_sum - (double) conquests / 20.0) < 1e-4);

  /* The winners' VP sources count prisoners (BA-PRISON). */
  assert_int_equal (json_object_get_int_member (member_object (member_object (top, "victory-points"), "winners-sum"),
                                                "prisoners"),
                    winners_prisoner_vp);

  /* Shards through JSON text merge into the single run's bytes. */
  assert_shards_merge (f, &config);
  fixture_free (f);
}

/* Other scenarios have no Barbarian Attack section; a coastal hex that is not on the board
 * is a bad file, not a silent zero. */
static void
test_sim_barbarian_attack_section_only_for_it (void **unused)
{
  Fixture *base = fixture_new (sim_scenario_base (), 4);
  Fixture *f = fixture_new (hw_test_load_shipped ("barbarian-attack.xml"), 4);
  HwSimConfig config;
  g_autofree char *base_text = NULL, *text = NULL, *bad = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(HwSimStats) back = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *first;

  hw_sim_config_init (&config);
  config_bots (&config, 4, "greedy", "greedy");
  config.n_games = 2;
  base_text = run_json (base, &config);
  assert_null (strstr (base_text, "barbarian"));

  text = run_json (f, &config);
  assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  back = hw_sim_stats_from_json (json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  g_clear_pointer (&back, hw_sim_stats_free);

  first = json_array_get_object_element (json_object_get_array_member (
            json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "barbarian-attack"),
            "coast"), 0);
  json_object_set_int_member (first, "q", 99);
  back = hw_sim_stats_from_json (json_parser_get_root (parser), &error);
  assert_null (back);
  g_assert_error (error, HW_SIM_STATS_ERROR, HW_SIM_STATS_ERROR_FORMAT);
  assert_non_null (strstr (error->message, "coast"));
  fixture_free (base);
  fixture_free (f);
}

/* The Ctrl+C path: a batch cancelled before it starts plays nothing and says so. */
static void
test_sim_cancel_reports_partial (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  HwSimConfig config;
  g_autoptr(HwSimResult) result = NULL;
  gint cancel = 1;

  hw_sim_config_init (&config);
  config_bots (&config, 4, "random", "random");
  config.cancel = &cancel;
  result = hw_sim_run (f->scenario, NULL, f->rules, &config, NULL);
  assert_non_null (result);
  assert_true (result->interrupted);
  assert_int_equal (hw_sim_stats_games (result->stats), 0);
  assert_false (hw_sim_stats_complete (result->stats));
  fixture_free (f);
}

/* DR-*: the engine's counters reach the batch's statistics: the JSON totals and the storm
 * histogram are the sums of the games' records, the CSV rows carry them, and shards that
 * went through their JSON text merge into the single run's bytes. */
static void
test_sim_desert_raiders_statistics (void **unused)
{
  Fixture *f = fixture_new (hw_test_load_shipped ("desert-raiders.xml"), 4);
  HwSimConfig config;
  g_autoptr(HwSimResult) result = run_records (f, &config, 11);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *dr, *per_game;
  JsonArray *seats, *turns;
  guint64 storms = 0, storm_sum = 0, overrun = 0, taken = 0, freed = 0, cancelled = 0, hist = 0;
  guint64 abroad[4] = { 0 }, lost[4] = { 0 }, removed[4] = { 0 };

  for (guint i = 0; i < result->records->len; i++)
    {
      const HwSimGameRecord *r = &g_array_index (result->records, HwSimGameRecord, i);

      assert_true (r->modules.raiders);
      assert_false (r->modules.barbarian);
      storms += r->modules.dr_storm_turn > 0;
      storm_sum += r->modules.dr_storm_turn;
      overrun += r->modules.dr_hexes_overrun;
      taken += r->modules.dr_buildings_taken;
      freed += r->modules.dr_buildings_freed;
      cancelled += r->modules.dr_roads_cancelled;
      for (guint s = 0; s < 4; s++)
        {
          abroad[s] += r->modules.dr_abroad[s];
          lost[s] += r->modules.dr_vp_lost[s];
          removed[s] += r->modules.dr_removed[s];
        }
    }
  /* Twenty greedy games: the storm comes and overruns hexes, and some bots get away. */
  assert_true (storms > 10);
  assert_true (overrun > 0 && taken > 0);
  assert_true (abroad[0] + abroad[1] + abroad[2] + abroad[3] > 0);

  /* The CSV row carries the game's counts under their own columns; others leave them empty. */
  {
    const HwSimGameRecord *r = &g_array_index (result->records, HwSimGameRecord, 0);
    g_auto(GStrv) head = NULL, row = NULL, plain = NULL;
    g_autofree char *turn = g_strdup_printf ("%u", r->modules.dr_storm_turn);
    g_autofree char *gone = g_strdup_printf ("%u", r->modules.dr_removed[3]);
    HwSimGameRecord other = *r;
    guint col;

    other.modules.raiders = 0;
    csv_fields (r, &other, &head, &row, &plain);
    col = csv_column (head, "dr_storm_turn");
    assert_string_equal (row[col], turn);
    assert_string_equal (plain[col], "");
    assert_string_equal (head[g_strv_length (head) - 1], "dr_removed_4");
    assert_string_equal (row[g_strv_length (head) - 1], gone);
  }

  root = hw_sim_stats_to_json (result->stats);
  dr = member_object (json_node_get_object (root), "desert-raiders");
  assert_int_equal (json_object_get_int_member (dr, "games"), 20);
  assert_int_equal (json_object_get_int_member (dr, "storms"), storms);
  assert_int_equal (json_object_get_int_member (dr, "storm-turn-sum"), storm_sum);
  assert_int_equal (json_object_get_int_member (dr, "hexes-overrun"), overrun);
  assert_int_equal (json_object_get_int_member (dr, "buildings-taken"), taken);
  assert_int_equal (json_object_get_int_member (dr, "buildings-freed"), freed);
  assert_int_equal (json_object_get_int_member (dr, "roads-cancelled"), cancelled);
  assert_int_equal (json_object_get_int_member (dr, "vp-lost"), lost[0] + lost[1] + lost[2] + lost[3]);
  turns = json_object_get_array_member (dr, "storm-turns");
  assert_int_equal (json_array_get_length (turns), hw_dr_stats_desc.hist_bins);
  for (guint i = 0; i < json_array_get_length (turns); i++)
    hist += (guint64) json_array_get_int_element (turns, i);
  assert_int_equal (hist, storms);
  per_game = member_object (dr, "per-game");
  assert_true (fabs (json_object_get_double_member (per_game, "storm-turn-mean") - (double) storm_sum / (double) storms) < 1e-6);
  assert_true (fabs (json_object_get_double_member (per_game, "abroad-share") -
                     (double) (abroad[0] + abroad[1] + abroad[2] + abroad[3]) / 80.0) < 1e-6);
  /* The raiders' presence per hex: only where the storm went, never on the deserts. */
  {
    JsonArray *hexes = json_object_get_array_member (member_object (json_node_get_object (root), "production"), "by-hex");
    gint64 present = 0;

    for (guint i = 0; i < json_array_get_length (hexes); i++)
      {
        JsonObject *o = json_array_get_object_element (hexes, i);

        gboolean desert = g_str_equal (json_object_get_string_member (o, "terrain"), "desert");

        /* Deserts carry no value, so the heatmap leaves the raiders' camp bare. */
        assert_int_equal (json_object_has_member (o, "raider-turns-per-game"), !desert);
        if (!desert)
          present += json_object_get_int_member (o, "raider-turns");
      }
    assert_true (present > 0);
  }

  seats = json_object_get_array_member (dr, "by-seat");
  assert_int_equal (json_array_get_length (seats), 4);
  for (guint s = 0; s < 4; s++)
    {
      JsonObject *o = json_array_get_object_element (seats, s);

      assert_int_equal (json_object_get_int_member (o, "abroad-at-storm"), abroad[s]);
      assert_int_equal (json_object_get_int_member (o, "vp-lost"), lost[s]);
      assert_int_equal (json_object_get_int_member (o, "raiders-removed"), removed[s]);
    }

  /* Shards through JSON text merge into the single run's bytes. */
  assert_shards_merge (f, &config);
  fixture_free (f);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_sim_shard_ranges_cover_batch),
    cmocka_unit_test (test_sim_wilson_interval),
    cmocka_unit_test (test_sim_chi_square_seat_advantage),
    cmocka_unit_test (test_sim_stats_merge_arithmetic),
    cmocka_unit_test (test_sim_stats_json_round_trip),
    cmocka_unit_test (test_sim_csv_rows),
    cmocka_unit_test (test_sim_csv_module_descriptor),
    cmocka_unit_test (test_sim_determinism_threads_and_shards),
    cmocka_unit_test (test_sim_illegal_bot_action_reported),
    cmocka_unit_test (test_sim_cancel_reports_partial),
    cmocka_unit_test (test_sim_barbarian_attack_statistics),
    cmocka_unit_test (test_sim_desert_raiders_statistics),
    cmocka_unit_test (test_sim_barbarian_attack_section_only_for_it),
    cmocka_unit_test (test_sim_greedy_beats_random),
    cmocka_unit_test (test_sim_property_every_action),
    cmocka_unit_test (test_sim_property_base_random_thousands),
    cmocka_unit_test (test_sim_property_islands_thousands),
    cmocka_unit_test (test_sim_property_shipped_maps),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
