/* test-sim-deal.c: simulate --deal (issue 12, item 2): every game is also played on a board
 * dealt afresh, seeded by the game's index, so the batch is the same with any threads and
 * shards; the report separates the turn-order effect from the board's own, in the JSON (and
 * merge) and the text. */
#include "hw-test.h"
#include "hw-test-cli.h"
#include "hw-test-game.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "hw-bot.h"
#include "hw-game.h"
#include "hw-sim.h"
#include "hw-sim-deal.h"
#include "hw-sim-stats.h"

typedef struct
{
  HwScenario  *scenario;
  HwVariant   *variant;
  HwGameRules *rules;
} Base;

static void
base_init (Base *b)
{
  b->scenario = hw_test_load_shipped ("base.xml");
  b->variant = hw_scenario_find_variant (b->scenario, 4);
  b->rules = hw_test_rules (b->scenario, 4);
}

static void
base_clear (Base *b)
{
  hw_game_rules_free (b->rules);
  hw_scenario_free (b->scenario);
}

static void
config_for (HwSimConfig *config,
            guint64      games)
{
  hw_sim_config_init (config);
  config->n_seats = 4;
  for (guint s = 0; s < 4; s++)
    config->bots[s] = hw_bot_lookup (s % 2 ? "random" : "greedy");
  config->n_games = games;
  config->seed = 4242;
  config->turn_limit = 300;
  config->deal = TRUE;
}

static char *
run_json (Base              *b,
          const HwSimConfig *config)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwSimResult) result = hw_sim_run (b->scenario, b->variant, b->rules, config, &error);

  g_assert_no_error (error);
  assert_non_null (result);
  return hw_sim_stats_to_json_data (result->stats, NULL);
}

static HwSimStats *
stats_from_text (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  HwSimStats *stats;

  assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  stats = hw_sim_stats_from_json (json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  return stats;
}

/* Game i's deal depends on (seed, i) only: the same board whichever dealer deals it, in
 * whatever order; another index or seed deals another board. */
static void
test_deal_board_depends_on_index_only (void **unused)
{
  Base b;
  g_autoptr(GError) error = NULL;
  g_autoptr(HwSimDealer) d1 = NULL, d2 = NULL;
  g_autofree guint8 *chits5 = NULL, *terrains5 = NULL;
  const HwGameRules *r;
  gboolean differs_by_index = FALSE, differs_from_file = FALSE;

  base_init (&b);
  d1 = hw_sim_dealer_new (b.scenario, b.variant, 4, &error);
  g_assert_no_error (error);
  d2 = hw_sim_dealer_new (b.scenario, b.variant, 4, &error);
  g_assert_no_error (error);

  r = hw_sim_dealer_deal (d1, 7, 5, &error);
  assert_non_null (r);
  chits5 = g_memdup2 (r->hex_chit, r->n_hexes);
  terrains5 = g_memdup2 (r->hex_terrain, r->n_hexes);
  for (int h = 0; h < r->n_hexes; h++)
    differs_from_file |= r->hex_chit[h] != b.rules->hex_chit[h] || r->hex_terrain[h] != b.rules->hex_terrain[h];
  assert_true (differs_from_file);

  /* d2 deals other games first; game 5 still comes out the same. */
  assert_non_null (hw_sim_dealer_deal (d2, 7, 9, &error));
  assert_non_null (hw_sim_dealer_deal (d2, 7, 0, &error));
  r = hw_sim_dealer_deal (d2, 7, 5, &error);
  assert_non_null (r);
  assert_memory_equal (r->hex_chit, chits5, r->n_hexes);
  assert_memory_equal (r->hex_terrain, terrains5, r->n_hexes);
  /* Everything a game starts from, the robber's place too, is the same. */
  {
    g_autofree HwGameState *s1 = g_new0 (HwGameState, 1), *s2 = g_new0 (HwGameState, 1);
    g_autoptr(HwSimDealer) d3 = hw_sim_dealer_new (b.scenario, b.variant, 4, &error);
    const HwGameRules *fresh = hw_sim_dealer_deal (d3, 7, 5, &error);

    hw_game_init (s1, fresh, 99);
    hw_game_init (s2, r, 99);
    assert_memory_equal (s1, s2, sizeof *s1);
  }

  r = hw_sim_dealer_deal (d2, 7, 6, &error);
  for (int h = 0; h < r->n_hexes; h++)
    differs_by_index |= r->hex_chit[h] != chits5[h] || r->hex_terrain[h] != terrains5[h];
  assert_true (differs_by_index);
  assert_true (hw_sim_deal_seed (7, 5) != hw_sim_deal_seed (8, 5));
  base_clear (&b);
}

/* Same bytes with one or three threads, and two shards merged through their JSON text. */
static void
test_deal_identical_across_threads_and_shards (void **unused)
{
  Base b;
  HwSimConfig config;
  g_autofree char *one = NULL, *three = NULL, *s1 = NULL, *s2 = NULL, *merged_text = NULL, *plain = NULL;
  g_autoptr(HwSimStats) a = NULL, c = NULL;
  g_autoptr(GError) error = NULL;

  base_init (&b);
  config_for (&config, 30);
  one = run_json (&b, &config);
  assert_non_null (strstr (one, "\"seat-effects\""));
  config.n_threads = 3;
  three = run_json (&b, &config);
  assert_string_equal (one, three);

  config.n_threads = 2;
  config.shard_count = 2;
  config.shard_index = 0;
  s1 = run_json (&b, &config);
  config.shard_index = 1;
  s2 = run_json (&b, &config);
  a = stats_from_text (s1);
  c = stats_from_text (s2);
  assert_true (hw_sim_stats_dealt (a));
  assert_int_equal (hw_sim_stats_deal_games (a) + hw_sim_stats_deal_games (c), 30);
  assert_true (hw_sim_stats_merge (c, a, &error));
  g_assert_no_error (error);
  merged_text = hw_sim_stats_to_json_data (c, NULL);
  assert_string_equal (one, merged_text);

  /* A batch without fresh deals does not merge with one that has them. */
  config.deal = FALSE;
  config.shard_index = 0;
  plain = run_json (&b, &config);
  assert_null (strstr (plain, "seat-effects"));
  {
    g_autoptr(HwSimStats) p = stats_from_text (plain);
    g_autoptr(HwSimStats) q = stats_from_text (s2);

    assert_false (hw_sim_stats_merge (p, q, &error));
    assert_non_null (error);
  }
  base_clear (&b);
}

/* The turn-order rates count the fresh deals' games; the board's effect is the difference of
 * the two rates, inside its interval, and the intervals hold the rates. */
static void
test_deal_seat_effects_arithmetic (void **unused)
{
  Base b;
  HwSimConfig config;
  g_autoptr(GError) error = NULL;
  g_autoptr(HwSimResult) result = NULL;
  guint64 deal_wins = 0;
  double lo, hi;

  base_init (&b);
  config_for (&config, 40);
  config.n_threads = 2;
  result = hw_sim_run (b.scenario, b.variant, b.rules, &config, &error);
  g_assert_no_error (error);
  assert_int_equal (hw_sim_stats_games (result->stats), 40);
  assert_int_equal (hw_sim_stats_deal_games (result->stats), 40);
  for (guint s = 0; s < 4; s++)
    {
      HwSeatEffect e;

      hw_sim_stats_seat_effect (result->stats, s, &e);
      deal_wins += hw_sim_stats_deal_seat_wins (result->stats, s);
      assert_true (fabs (e.turn_order - hw_sim_stats_deal_seat_wins (result->stats, s) / 40.0) < 1e-12);
      assert_true (fabs (e.board - hw_sim_stats_seat_wins (result->stats, s) / 40.0) < 1e-12);
      assert_true (fabs (e.effect - (e.board - e.turn_order)) < 1e-12);
      assert_true (e.effect_lo <= e.effect && e.effect <= e.effect_hi);
      assert_true (e.turn_order_lo <= e.turn_order && e.turn_order <= e.turn_order_hi);
      assert_true (e.board_lo <= e.board && e.board <= e.board_hi);
    }
  assert_true (deal_wins > 0 && deal_wins <= 40);

  /* Newcombe (1998), example (a), method 10: 56/70 - 48/80 lies in 0.0524 to 0.3339. */
  hw_newcombe_interval (56, 70, 48, 80, &lo, &hi);
  assert_true (fabs (lo - 0.0524) < 0.0006);
  assert_true (fabs (hi - 0.3339) < 0.0006);
  /* Equal rates: an interval around zero. */
  hw_newcombe_interval (50, 200, 50, 200, &lo, &hi);
  assert_true (lo < 0 && hi > 0 && fabs (lo + hi) < 1e-9);
  base_clear (&b);
}

/* A board with nothing to deal from is refused up front, with a reason. */
static void
test_deal_refuses_board_without_shuffles (void **unused)
{
  g_autoptr(HwScenario) scenario = hw_test_load_shipped ("base.xml");
  HwVariant *variant = hw_scenario_find_variant (scenario, 4);
  g_autoptr(HwGameRules) rules = NULL;
  g_autoptr(HwSimResult) result = NULL;
  g_autoptr(GError) error = NULL;
  HwSimConfig config;

  g_ptr_array_set_size (variant->shuffles, 0);
  rules = hw_test_rules (scenario, 4);
  config_for (&config, 4);
  result = hw_sim_run (scenario, variant, rules, &config, &error);
  assert_null (result);
  assert_non_null (error);
  assert_non_null (strstr (error->message, "shuffle"));
}

/* As a user runs it: the text names both effects; shards merged by "merge" equal the whole. */
static void
test_cli_simulate_deal (void **unused)
{
  g_autofree char *file = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-deal-XXXXXX");
  g_autofree char *p1 = g_build_filename (dir, "1.json", NULL);
  g_autofree char *p2 = g_build_filename (dir, "2.json", NULL);
  g_auto(HwTestRun) text = { 0 }, whole = { 0 }, part1 = { 0 }, part2 = { 0 }, merged = { 0 }, none = { 0 };

  hw_test_run_cli (&text, "simulate", file, "--games", "12", "--seed", "5", "--deal", NULL);
  assert_int_equal (text.status, 0);
  assert_non_null (strstr (text.out, "Seat effects: turn order over 12 fresh deals"));
  assert_non_null (strstr (text.out, "board effect"));
  assert_non_null (strstr (text.out, "Seat gap (best minus worst seat)"));

  hw_test_run_cli (&whole, "simulate", file, "--games", "12", "--seed", "5", "--deal", "--json", NULL);
  assert_int_equal (whole.status, 0);
  hw_test_run_cli (&part1, "simulate", file, "--games", "12", "--seed", "5", "--deal", "--json",
                   "--shard", "1/2", "--threads", "2", NULL);
  hw_test_run_cli (&part2, "simulate", file, "--games", "12", "--seed", "5", "--deal", "--json",
                   "--shard", "2/2", NULL);
  assert_true (g_file_set_contents (p1, part1.out, -1, NULL));
  assert_true (g_file_set_contents (p2, part2.out, -1, NULL));
  hw_test_run_cli (&merged, "merge", p2, p1, NULL);
  assert_int_equal (merged.status, 0);
  assert_string_equal (merged.out, whole.out);

  /* Without the option, the report has no seat effects. */
  hw_test_run_cli (&none, "simulate", file, "--games", "2", "--seed", "5", NULL);
  assert_null (strstr (none.out, "Seat effects"));
  hw_test_remove_tree (dir);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_deal_board_depends_on_index_only),
    cmocka_unit_test (test_deal_identical_across_threads_and_shards),
    cmocka_unit_test (test_deal_seat_effects_arithmetic),
    cmocka_unit_test (test_deal_refuses_board_without_shuffles),
    cmocka_unit_test (test_cli_simulate_deal),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
