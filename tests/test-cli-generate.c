/* test-cli-generate.c: "hexwright-cli generate" and "score" as a user runs them: same seed
 * same bytes, a valid scenario out, a printed seed, JSON metrics, and the exit statuses. */
#include "hw-test-cli.h"

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "hw-scenario-io.h"
#include "hw-validate.h"

typedef struct
{
  char *dir;
  char *base;       /* the shipped base game */
  char *raiders;    /* the shipped Desert Raiders */
} Files;

static int
setup (void **state)
{
  Files *f = g_new0 (Files, 1);

  f->dir = hw_test_make_tmpdir ("hw-test-generate-XXXXXX");
  f->base = hw_test_source_path ("scenarios", "base.xml", NULL);
  f->raiders = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  *state = f;
  return f->dir == NULL;
}

static int
teardown (void **state)
{
  Files *f = *state;

  hw_test_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->base);
  g_free (f->raiders);
  g_free (f);
  return 0;
}

static void
test_cli_generate_same_seed_same_bytes (void **state)
{
  Files *f = *state;
  g_autofree char *one = g_build_filename (f->dir, "one.xml", NULL);
  g_autofree char *two = g_build_filename (f->dir, "two.xml", NULL);
  g_autofree char *a = NULL, *b = NULL;
  g_auto(HwTestRun) r1 = { 0 }, r2 = { 0 }, r3 = { 0 }, v = { 0 };

  hw_test_run_cli (&r1, "generate", f->raiders, "--seed", "1234", "-o", one, NULL);
  assert_int_equal (r1.status, 0);
  hw_test_run_cli (&r2, "generate", f->raiders, "--seed", "1234", "-o", two, NULL);
  assert_int_equal (r2.status, 0);
  assert_true (g_file_get_contents (one, &a, NULL, NULL));
  assert_true (g_file_get_contents (two, &b, NULL, NULL));
  assert_string_equal (a, b);
  assert_non_null (strstr (a, "seed=\"1234\""));

  /* Standard output carries the same bytes. */
  hw_test_run_cli (&r3, "generate", f->raiders, "--seed", "1234", NULL);
  assert_int_equal (r3.status, 0);
  assert_string_equal (r3.out, a);

  /* What it writes is a scenario with no errors. */
  hw_test_run_cli (&v, "validate", one, NULL);
  assert_int_equal (v.status, 0);
}

static void
test_cli_generate_random_seed_printed (void **state)
{
  Files *f = *state;
  g_autofree char *out = g_build_filename (f->dir, "random.xml", NULL);
  g_autofree char *again = g_build_filename (f->dir, "again.xml", NULL);
  g_autofree char *a = NULL, *b = NULL;
  g_auto(HwTestRun) r = { 0 }, r2 = { 0 };
  const char *p;
  g_autofree char *seed = NULL;

  hw_test_run_cli (&r, "generate", f->base, "-o", out, NULL);
  assert_int_equal (r.status, 0);
  p = strstr (r.err, "seed ");
  assert_non_null (p);
  seed = g_strndup (p + 5, strspn (p + 5, "0123456789"));
  assert_true (strlen (seed) > 0);

  /* The printed seed deals the same board again. */
  hw_test_run_cli (&r2, "generate", f->base, "--seed", seed, "-o", again, NULL);
  assert_int_equal (r2.status, 0);
  assert_true (g_file_get_contents (out, &a, NULL, NULL));
  assert_true (g_file_get_contents (again, &b, NULL, NULL));
  assert_string_equal (a, b);
}

static void
test_cli_generate_best_of_scores_better (void **state)
{
  Files *f = *state;
  g_autofree char *plain = g_build_filename (f->dir, "plain.xml", NULL);
  g_autofree char *best = g_build_filename (f->dir, "best.xml", NULL);
  g_auto(HwTestRun) r1 = { 0 }, r2 = { 0 }, s1 = { 0 }, s2 = { 0 };
  double score[2];
  HwTestRun *scores[2] = { &s1, &s2 };

  hw_test_run_cli (&r1, "generate", f->base, "--players", "4", "--seed", "5", "-o", plain, NULL);
  assert_int_equal (r1.status, 0);
  hw_test_run_cli (&r2, "generate", f->base, "--players", "4", "--seed", "5", "--best-of", "30", "-o", best, NULL);
  assert_int_equal (r2.status, 0);
  hw_test_run_cli (&s1, "score", plain, "--players", "4", "--json", NULL);
  hw_test_run_cli (&s2, "score", best, "--players", "4", "--json", NULL);
  for (int i = 0; i < 2; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *variant;

      assert_int_equal (scores[i]->status, 0);
      assert_true (json_parser_load_from_data (parser, scores[i]->out, -1, NULL));
      variant = json_array_get_object_element (
        json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "variants"), 0);
      score[i] = json_object_get_double_member (variant, "score");
      assert_true (score[i] >= 0 && score[i] <= 1);
      assert_true (json_object_get_int_member (variant, "best_node") > 0);
      assert_true (json_object_has_member (variant, "number_clustering"));
      assert_true (json_object_has_member (variant, "harbor_strength"));
    }
  /* Best-of starts from the same first deal, so it can only be better. */
  assert_true (score[1] <= score[0]);

  /* The file says how it was dealt, so the board can be dealt again from it. */
  {
    g_autofree char *text = NULL;

    assert_true (g_file_get_contents (best, &text, NULL, NULL));
    assert_non_null (strstr (text, "<generator seed=\"5\" best-of=\"30\""));
    g_clear_pointer (&text, g_free);
    assert_true (g_file_get_contents (plain, &text, NULL, NULL));
    assert_non_null (strstr (text, "<generator seed=\"5\">"));
  }
}

static void
test_cli_score_text (void **state)
{
  Files *f = *state;
  g_auto(HwTestRun) r = { 0 };

  hw_test_run_cli (&r, "score", f->base, NULL);
  assert_int_equal (r.status, 0);
  assert_non_null (strstr (r.out, "balance score"));
  assert_non_null (strstr (r.out, "best node"));
  assert_non_null (strstr (r.out, "brick"));
}

static void
test_cli_generate_exit_statuses (void **state)
{
  Files *f = *state;
  g_autofree char *missing = g_build_filename (f->dir, "missing.xml", NULL);
  g_auto(HwTestRun) usage = { 0 }, unreadable = { 0 }, impossible = { 0 }, bad_set = { 0 }, bad_seed = { 0 };

  hw_test_run_cli (&usage, "generate", NULL);
  assert_int_equal (usage.status, 2);
  hw_test_run_cli (&unreadable, "generate", missing, "--seed", "1", NULL);
  assert_int_equal (unreadable.status, 2);
  hw_test_run_cli (&bad_seed, "generate", f->base, "--seed", "minus-one", NULL);
  assert_int_equal (bad_seed.status, 2);
  hw_test_run_cli (&bad_set, "generate", f->base, "--seed", "1", "--set", "bank-limit=off", NULL);
  assert_int_equal (bad_set.status, 2);

  /* Clumps of one forbid any producing hex at all: no board, exit 1, a clear reason. */
  hw_test_run_cli (&impossible, "generate", f->base, "--seed", "1", "--set", "generator-clump=1", NULL);
  assert_int_equal (impossible.status, 1);
  assert_non_null (strstr (impossible.err, "no board met the constraints"));
  assert_string_equal (impossible.out, "");
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_cli_generate_same_seed_same_bytes),
    cmocka_unit_test (test_cli_generate_random_seed_printed),
    cmocka_unit_test (test_cli_generate_best_of_scores_better),
    cmocka_unit_test (test_cli_score_text),
    cmocka_unit_test (test_cli_generate_exit_statuses),
  };

  return cmocka_run_group_tests (tests, setup, teardown);
}
