/* test-fairness.c: the static fairness measure (hw-fairness.h): even on a board that looks the
 * same from every seat, and pointing at the seat that drafts a planted outstanding place. */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-cli.h"

#include <string.h>

#include "hw-fairness.h"
#include "hw-sim.h"
#include "sim-boards.h"

/* One land hex of each class per orbit of a 120° rotation about the centre. */
typedef struct
{
  HwTerrain terrain;
  int       chit;
} Class;

/* Axial rotation by 120°: (q, r) -> (r, -q - r). */
static HwCoord
rotate (HwCoord c)
{
  return hw_coord (c.r, -c.q - c.r);
}

/* A radius-2 island with a desert centre whose every hex looks the same after a 120°
 * rotation: each orbit of three hexes shares a terrain and a number. No harbors. */
static HwScenario *
symmetric_scenario (int          players,
                    const Class *classes,
                    guint        n_classes)
{
  HwScenario *scenario = sim_new_scenario ("symmetric", "Symmetric under rotation", 10);
  HwVariant *variant = hw_variant_new ("3-4", 3, 4);
  HwHex *centre;
  guint next = 0;

  centre = hw_board_set_hex (variant->board, hw_coord (0, 0), HW_TERRAIN_DESERT);
  centre->pawns[HW_PAWN_ROBBER] = 1;
  for (guint radius = 1; radius <= 2; radius++)
    {
      HwCoord ring[64];
      guint n = hw_coord_ring (hw_coord (0, 0), radius, ring);

      for (guint i = 0; i < n; i++)
        {
          HwCoord c = ring[i];

          if (hw_board_lookup (variant->board, c) != NULL)
            continue;
          g_assert (next < n_classes);
          for (int k = 0; k < 3; k++, c = rotate (c))
            {
              HwHex *hex = hw_board_set_hex (variant->board, c, classes[next].terrain);

              hex->chit = (guint8) classes[next].chit;
            }
          next++;
        }
    }
  sim_add_sea_ring (variant->board, 3);
  g_ptr_array_add (scenario->variants, variant);
  (void) players;
  return scenario;
}

static const Class even_classes[6] = {
  { HW_TERRAIN_HILLS, 5 }, { HW_TERRAIN_FOREST, 9 },
  { HW_TERRAIN_MOUNTAINS, 6 }, { HW_TERRAIN_FIELDS, 8 }, { HW_TERRAIN_PASTURE, 4 }, { HW_TERRAIN_FIELDS, 10 },
};

static void
measure (HwScenario *scenario,
         int         players,
         HwFairness *f)
{
  g_autoptr(GError) error = NULL;

  assert_true (hw_fairness_measure_variant (scenario, g_ptr_array_index (scenario->variants, 0),
                                            players, 0, 1, f, &error));
  g_assert_no_error (error);
  assert_int_equal (f->n_seats, players);
  assert_int_equal (f->n_drafts, HW_FAIRNESS_DEFAULT_DRAFTS);
}

/* Three seats on a board symmetric under a 120° rotation: every seat can draft the same start,
 * so the figures are even (what is left is the drafts' sampling, about a point). */
static void
test_fairness_symmetric_board_is_even (void **unused)
{
  g_autoptr(HwScenario) symmetric = symmetric_scenario (3, even_classes, G_N_ELEMENTS (even_classes));
  HwFairness f;

  measure (symmetric, 3, &f);
  g_test_message ("symmetric: gap %.2f", f.gap);
  for (int s = 0; s < 3; s++)
    {
      g_test_message ("seat %d: %.2f pips, %.2f kinds, share %.3f", s + 1, f.seats[s].total_pips,
                      f.seats[s].resources, f.seats[s].win_share);
      assert_true (ABS (f.seats[s].total_pips - f.seats[0].total_pips) < 0.5);
      assert_true (ABS (f.seats[s].win_share - 1.0 / 3) < 0.02);
    }
  assert_true (f.gap < 3.0);
}

/* One place far better than any other (6, 8 and 5 on three resources among 2s, 3s, 11s and
 * 12s): the first seat drafts it, and both the figure and the games say seat 1 is ahead. */
static void
test_fairness_planted_place_puts_seat_ahead (void **unused)
{
  static const Class poor[6] = {
    { HW_TERRAIN_HILLS, 3 }, { HW_TERRAIN_FOREST, 11 },
    { HW_TERRAIN_MOUNTAINS, 2 }, { HW_TERRAIN_FIELDS, 12 }, { HW_TERRAIN_PASTURE, 3 }, { HW_TERRAIN_FOREST, 11 },
  };
  g_autoptr(HwScenario) scenario = symmetric_scenario (4, poor, G_N_ELEMENTS (poor));
  HwVariant *variant = g_ptr_array_index (scenario->variants, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwGameRules) rules = NULL;
  g_autoptr(HwSimResult) result = NULL;
  HwSimConfig config;
  HwFairness f;
  HwHex *hex;
  guint64 wins[4];

  /* Three hexes meeting at one corner. */
  hex = hw_board_set_hex (variant->board, hw_coord (1, 0), HW_TERRAIN_FIELDS);
  hex->chit = 6;
  hex = hw_board_set_hex (variant->board, hw_coord (2, -1), HW_TERRAIN_MOUNTAINS);
  hex->chit = 8;
  hex = hw_board_set_hex (variant->board, hw_coord (1, -1), HW_TERRAIN_HILLS);
  hex->chit = 5;

  measure (scenario, 4, &f);
  g_test_message ("planted: gap %.2f, best seat %d", f.gap, f.best_seat + 1);
  assert_int_equal (f.best_seat, 0);
  for (int s = 1; s < 4; s++)
    assert_true (f.seats[0].win_share > f.seats[s].win_share + 0.02);
  assert_true (f.gap > 5.0);

  /* And in play: 600 games of the table mix. */
  rules = hw_game_rules_new (scenario, variant, 4, &error);
  g_assert_no_error (error);
  hw_sim_config_init (&config);
  assert_true (hw_sim_config_parse_bots (&config, "table", 4, &error));
  config.n_games = 600;
  config.seed = 12;
  result = hw_sim_run (scenario, variant, rules, &config, &error);
  g_assert_no_error (error);
  for (int s = 0; s < 4; s++)
    {
      wins[s] = hw_sim_stats_seat_wins (result->stats, (guint) s);
      g_test_message ("seat %d: %" G_GUINT64_FORMAT " wins", s + 1, wins[s]);
    }
  for (int s = 1; s < 4; s++)
    assert_true (wins[0] > wins[s]);
}

static void
test_fairness_refuses_what_the_engine_cannot_play (void **unused)
{
  g_autoptr(HwScenario) scenario = sim_scenario_base ();
  g_autoptr(GError) error = NULL;
  HwFairness f;

  g_ptr_array_add (scenario->modules, hw_module_new ("no-such-module"));
  assert_false (hw_fairness_measure_variant (scenario, g_ptr_array_index (scenario->variants, 0),
                                             4, 8, 1, &f, &error));
  assert_non_null (error);
}

/* score prints the seats' starts and the fairness figure beside the balance score, in the
 * text and the JSON; simulate takes bot settings and names them in its report. */
static void
test_fairness_cli_score_and_bot_specs (void **unused)
{
  g_autofree char *base = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_auto(HwTestRun) text = { 0 }, json = { 0 }, sim = { 0 }, bad = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  HwFairness expected;
  g_autoptr(HwScenario) scenario = hw_scenario_load_file (base, &error);
  JsonObject *variant, *fairness;
  g_autofree char *line = NULL;

  g_assert_no_error (error);
  assert_true (hw_fairness_measure_variant (scenario, hw_scenario_find_variant (scenario, 4), 4, 0, 1,
                                            &expected, NULL));

  hw_test_run_cli (&text, "score", base, "--players", "4", NULL);
  assert_int_equal (text.status, 0);
  line = g_strdup_printf ("fairness: predicted seat gap %.1f points", expected.gap);
  assert_non_null (strstr (text.out, "balance score"));
  assert_non_null (strstr (text.out, line));
  assert_non_null (strstr (text.out, "seat 4:"));

  hw_test_run_cli (&json, "score", base, "--players", "4", "--json", NULL);
  assert_int_equal (json.status, 0);
  assert_true (json_parser_load_from_data (parser, json.out, -1, &error));
  variant = json_array_get_object_element (json_object_get_array_member (
              json_node_get_object (json_parser_get_root (parser)), "variants"), 0);
  assert_true (json_object_has_member (variant, "score"));
  fairness = json_object_get_object_member (variant, "fairness");
  assert_true (ABS (json_object_get_double_member (fairness, "gap") - expected.gap) < 1e-9);
  assert_int_equal (json_array_get_length (json_object_get_array_member (fairness, "seats")), 4);

  hw_test_run_cli (&sim, "simulate", base, "--games", "20", "--bots", "greedy:t=0.5:style=army,table,planner", NULL);
  assert_int_equal (sim.status, 0);
  assert_non_null (strstr (sim.out, "greedy:t=0.5:style=army, table, planner, greedy:t=0.5:style=army"));
  hw_test_run_cli (&bad, "simulate", base, "--games", "20", "--bots", "greedy:style=lazy", NULL);
  assert_int_equal (bad.status, 2);
  assert_non_null (strstr (bad.err, "lazy"));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_fairness_symmetric_board_is_even),
    cmocka_unit_test (test_fairness_planted_place_puts_seat_ahead),
    cmocka_unit_test (test_fairness_refuses_what_the_engine_cannot_play),
    cmocka_unit_test (test_fairness_cli_score_and_bot_specs),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
