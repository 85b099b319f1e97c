/* test-fairness.c: the static fairness measure (hw-fairness.h): even on a board that looks the
 * same from every seat, and pointing at the seat that drafts a planted outstanding place. */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-cli.h"

#include <string.h>

#include "hw-fairness.h"
#include "hw-scenario-io.h"
#include "hw-terrain.h"
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

/* Where each seat settles (score --seats): on the planted board the planted corner is seat
 * 1's first settlement in most drafts and almost never anyone else's; each seat's first and
 * second picks are shares of the drafts that sum to one; score --seats names the corner's
 * hexes. */
static void
test_fairness_seat_sites_find_the_planted_place (void **unused)
{
  static const Class poor[6] = {
    { HW_TERRAIN_HILLS, 3 }, { HW_TERRAIN_FOREST, 11 },
    { HW_TERRAIN_MOUNTAINS, 2 }, { HW_TERRAIN_FIELDS, 12 }, { HW_TERRAIN_PASTURE, 3 }, { HW_TERRAIN_FOREST, 11 },
  };
  g_autoptr(HwScenario) scenario = symmetric_scenario (4, poor, G_N_ELEMENTS (poor));
  HwVariant *variant = g_ptr_array_index (scenario->variants, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwGameRules) rules = NULL;
  g_autofree double *first = NULL, *second = NULL;
  g_autofree char *dir = hw_test_make_tmpdir ("hw-seats-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "planted.xml", NULL);
  g_autofree char *corner = NULL;
  g_auto(HwTestRun) run = { 0 };
  HwHex *hex;
  int planted = -1;

  hex = hw_board_set_hex (variant->board, hw_coord (1, 0), HW_TERRAIN_FIELDS);
  hex->chit = 6;
  hex = hw_board_set_hex (variant->board, hw_coord (2, -1), HW_TERRAIN_MOUNTAINS);
  hex->chit = 8;
  hex = hw_board_set_hex (variant->board, hw_coord (1, -1), HW_TERRAIN_HILLS);
  hex->chit = 5;
  rules = hw_game_rules_new (scenario, variant, 4, &error);
  g_assert_no_error (error);
  /* The corner the three planted hexes share. */
  for (int n = 0; n < rules->n_nodes && planted < 0; n++)
    {
      int pips = 0;

      for (int k = 0; k < 3; k++)
        if (rules->node_hexes[n][k] >= 0)
          pips += hw_chit_pips (rules->hex_chit[rules->node_hexes[n][k]]);
      if (pips == 5 + 5 + 4)
        planted = n;
    }
  assert_true (planted >= 0);
  first = g_new (double, 4 * rules->n_nodes);
  second = g_new (double, 4 * rules->n_nodes);
  hw_fairness_seat_sites (rules, 0, 1, first, second);
  g_test_message ("planted corner %d: seat 1 first %.2f, seat 2 first %.2f", planted, first[planted],
                  first[rules->n_nodes + planted]);
  assert_true (first[planted] > 0.6);
  for (int s = 1; s < 4; s++)
    assert_true (first[s * rules->n_nodes + planted] < 0.1);
  for (int s = 0; s < 4; s++)
    {
      double a = 0.0, b = 0.0;

      for (int n = 0; n < rules->n_nodes; n++)
        a += first[s * rules->n_nodes + n], b += second[s * rules->n_nodes + n];
      assert_true (ABS (a - 1.0) < 1e-6 && ABS (b - 1.0) < 1e-6);
    }

  assert_true (hw_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  hw_test_run_cli (&run, "score", path, "--players", "4", "--seats", NULL);
  assert_int_equal (run.status, 0);
  corner = g_strdup_printf ("corner %d: ", planted);
  assert_non_null (strstr (run.out, "seat 1, first settlement:"));
  assert_non_null (strstr (strstr (run.out, "seat 1, first settlement:"), corner));
  assert_non_null (strstr (run.out, "Fields 6 (1,0)"));
  hw_test_remove_tree (dir);
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
    cmocka_unit_test (test_fairness_seat_sites_find_the_planted_place),
    cmocka_unit_test (test_fairness_refuses_what_the_engine_cannot_play),
    cmocka_unit_test (test_fairness_cli_score_and_bot_specs),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
