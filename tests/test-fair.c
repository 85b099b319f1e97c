/* test-fair.c: generation that checks its work by playing (issue 12, item 4): the search is
 * reproducible from its seed with any threads, writes one board and its <fair> record (which
 * a confirming batch reproduces), can be cancelled without touching the variant; the record
 * round-trips through the file and the schema, and files without it still load. */
#include "hw-test.h"
#include "hw-test-cli.h"
#include "hw-test-game.h"

#include <gio/gio.h>
#include <string.h>

#include "hw-fair-search.h"
#include "hw-game.h"
#include "hw-generate.h"
#include "hw-scenario-io.h"
#include "hw-sim.h"
#include "hw-validate.h"

static void
small_params (HwFairParams *fp)
{
  hw_fair_params_init (fp);
  fp->candidates = 6;
  fp->raced = 4;
  fp->first_games = 8;
  fp->confirm_games = 30;
  fp->bots = "greedy";
  fp->turn_limit = 400;
}

static HwScenario *
search (guint     threads,
        guint64   seed,
        gint     *cancel)
{
  HwScenario *s = hw_test_load_shipped ("base.xml");
  HwVariant *v = hw_scenario_find_variant (s, 4);
  g_autoptr(GError) error = NULL;
  HwGenerateParams gp;
  HwFairParams fp;

  hw_generate_params_init (&gp);
  assert_true (hw_generate_params_from_scenario (&gp, s, &error));
  small_params (&fp);
  fp.n_threads = threads;
  fp.cancel = cancel;
  if (!hw_fair_search (s, v, 4, &gp, &fp, seed, &error))
    {
      assert_non_null (cancel);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    }
  return s;
}

static char *
variant_text (HwScenario *s)
{
  return hw_scenario_to_data (s, NULL);
}

/* Same seed, same file, with one thread or three; another seed, another search. */
static void
test_fair_search_reproducible (void **unused)
{
  g_autoptr(HwScenario) a = search (1, 11, NULL);
  g_autoptr(HwScenario) b = search (3, 11, NULL);
  g_autoptr(HwScenario) c = search (1, 12, NULL);
  g_autofree char *ta = variant_text (a), *tb = variant_text (b), *tc = variant_text (c);

  assert_non_null (strstr (ta, "<fair "));
  assert_string_equal (ta, tb);
  assert_string_not_equal (ta, tc);
}

/* The record says what was done, its counts add up, the board is valid, and the confirming
 * batch it names gives its rates back exactly. */
static void
test_fair_search_record (void **unused)
{
  g_autoptr(HwScenario) s = search (2, 5, NULL);
  g_autoptr(HwScenario) plain = hw_test_load_shipped ("base.xml");
  HwVariant *v = hw_scenario_find_variant (s, 4);
  const HwFairRecord *fair = v->fair;
  g_autoptr(GPtrArray) diagnostics = hw_validate_variant (s, v);
  g_autoptr(HwGameRules) rules = hw_test_rules (s, 4);
  g_autoptr(HwSimResult) result = NULL;
  g_autoptr(GError) error = NULL;
  HwFairParams fp;
  HwSimConfig config;
  guint errors = 1, wins = 0;
  gboolean changed = FALSE;

  assert_non_null (fair);
  assert_true (v->has_seed);
  assert_int_equal (v->seed, 5);
  assert_int_equal (v->best_of, 6);
  assert_int_equal (fair->candidates, 6);
  assert_int_equal (fair->raced, 4);
  assert_int_equal (fair->first_games, 8);
  /* Successive halving: 4 boards x 8 games, then 2 x 16. */
  assert_int_equal (fair->race_games, 4 * 8 + 2 * 16);
  small_params (&fp);
  assert_int_equal (hw_fair_params_games (&fp), 4 * 8 + 2 * 16 + 30);
  assert_string_equal (fair->bots, "greedy");
  assert_int_equal (fair->games, 30);
  assert_int_equal (fair->n_seats, 4);
  for (guint p = 0; p < 4; p++)
    wins += (guint) fair->wins[p];
  assert_true (wins <= 30 && wins > 0);

  hw_diagnostics_count (diagnostics, &errors, NULL);
  assert_int_equal (errors, 0);
  for (guint h = 0; h < hw_board_n_hexes (v->board); h++)
    {
      const HwHex *x = hw_board_get_hex (v->board, h);
      const HwHex *y = hw_board_get_hex (hw_scenario_find_variant (plain, 4)->board, h);

      changed |= x->terrain != y->terrain || x->chit != y->chit;
    }
  assert_true (changed);

  hw_sim_config_init (&config);
  assert_true (hw_sim_config_parse_bots (&config, fair->bots, 4, &error));
  config.seed = fair->batch_seed;
  config.n_games = fair->games;
  config.turn_limit = fair->turn_limit;
  result = hw_sim_run (s, v, rules, &config, &error);
  assert_non_null (result);
  for (guint p = 0; p < 4; p++)
    assert_int_equal (hw_sim_stats_seat_wins (result->stats, p), fair->wins[p]);
}

/* Cancelled, the search changes nothing. */
static void
test_fair_search_cancel_leaves_variant (void **unused)
{
  gint cancel = 1;
  g_autoptr(HwScenario) s = search (1, 5, &cancel);
  g_autoptr(HwScenario) plain = hw_test_load_shipped ("base.xml");
  g_autofree char *a = variant_text (s), *b = variant_text (plain);

  assert_string_equal (a, b);
  assert_null (hw_scenario_find_variant (s, 4)->fair);
}

/* The record goes through the file (and the schema) and comes back the same; dealing the
 * board again drops it. */
static void
test_fair_record_round_trip (void **unused)
{
  g_autoptr(HwScenario) s = search (1, 9, NULL);
  g_autofree char *text = variant_text (s), *again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) loaded = hw_scenario_load_data (text, strlen (text), "fair.xml", &error);
  const HwFairRecord *a, *b;
  HwGenerateParams gp;

  g_assert_no_error (error);
  assert_non_null (loaded);
  again = variant_text (loaded);
  assert_string_equal (text, again);
  a = hw_scenario_find_variant (s, 4)->fair;
  b = hw_scenario_find_variant (loaded, 4)->fair;
  assert_non_null (b);
  assert_int_equal (a->games, b->games);
  assert_int_equal (a->batch_seed, b->batch_seed);
  assert_int_equal (a->race_games, b->race_games);
  assert_string_equal (a->bots, b->bots);
  assert_memory_equal (a->wins, b->wins, sizeof a->wins);
  {
    g_autofree char *rate = g_strdup_printf ("wins=\"%u\"", (guint) a->wins[0]);

    assert_non_null (strstr (text, rate));
    assert_non_null (strstr (text, " low=\""));
    assert_non_null (strstr (text, " high=\""));
  }

  hw_generate_params_init (&gp);
  assert_true (hw_generate_variant (loaded, hw_scenario_find_variant (loaded, 4), &gp, 3, &error));
  assert_null (hw_scenario_find_variant (loaded, 4)->fair);
}

/* Files from before the record still load, and a record whose counts do not add up is
 * refused with its line. */
static void
test_fair_record_old_and_bad_files (void **unused)
{
  g_autofree char *old = hw_test_source_path ("tests", "data", "sim-base.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) loaded = hw_scenario_load_file (old, &error);
  g_autoptr(HwScenario) s = search (1, 9, NULL);
  g_autofree char *text = variant_text (s);
  g_autofree char *bad = NULL;
  g_autoptr(HwScenario) refused = NULL;
  const char *games = strstr (text, " games=\"");

  g_assert_no_error (error);
  for (guint i = 0; i < loaded->variants->len; i++)
    assert_null (((HwVariant *) g_ptr_array_index (loaded->variants, i))->fair);

  assert_non_null (games);
  {
    g_autofree char *field = g_strndup (games, strchr (games + 8, '"') - games + 1);

    bad = hw_test_replace (text, field, " games=\"1\"");
  }
  refused = hw_scenario_load_data (bad, strlen (bad), "bad.xml", &error);
  assert_null (refused);
  assert_non_null (error);
  assert_non_null (strstr (error->message, "more wins than games"));
  assert_non_null (strstr (error->message, "bad.xml:"));
}

/* As a user runs it. */
static void
test_cli_generate_fair (void **unused)
{
  g_autofree char *base = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-fair-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "fair.xml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *never = g_build_filename (dir, "never.xml", NULL);
  g_auto(HwTestRun) run = { 0 }, check = { 0 }, both = { 0 }, nobody = { 0 }, impossible = { 0 };

  hw_test_run_cli (&run, "generate", base, "--players", "4", "--seed", "2", "--fair", "4", "--race-games", "6",
                   "--confirm-games", "20", "--threads", "2", "-o", out, NULL);
  assert_int_equal (run.status, 0);
  assert_non_null (strstr (run.err, "the fairest of 4 boards"));
  assert_non_null (strstr (run.err, "seat 4:"));
  assert_true (g_file_get_contents (out, &text, NULL, NULL));
  assert_non_null (strstr (text, "<fair candidates=\"4\""));
  assert_non_null (strstr (text, "bots=\"greedy\""));
  hw_test_run_cli (&check, "validate", out, NULL);
  assert_int_equal (check.status, 0);

  hw_test_run_cli (&both, "generate", base, "--fair", "4", "--best-of", "3", NULL);
  assert_int_equal (both.status, 2);
  /* Bots it cannot seat: bad usage; a board that cannot be dealt: exit 1; neither writes. */
  hw_test_run_cli (&nobody, "generate", base, "--seed", "1", "--fair", "2", "--bots", "nobody", "-o", never, NULL);
  assert_int_equal (nobody.status, 2);
  hw_test_run_cli (&impossible, "generate", base, "--seed", "1", "--fair", "2", "--set", "generator-clump=1",
                   "-o", never, NULL);
  assert_int_equal (impossible.status, 1);
  assert_false (g_file_test (never, G_FILE_TEST_EXISTS));
  hw_test_remove_tree (dir);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_fair_search_reproducible),
    cmocka_unit_test (test_fair_search_record),
    cmocka_unit_test (test_fair_search_cancel_leaves_variant),
    cmocka_unit_test (test_fair_record_round_trip),
    cmocka_unit_test (test_fair_record_old_and_bad_files),
    cmocka_unit_test (test_cli_generate_fair),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
