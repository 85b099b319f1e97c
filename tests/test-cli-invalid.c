/* test-cli-invalid.c: nothing plays or prints a broken board silently (issue 12, item 5):
 * simulate refuses it unless --allow-invalid, generate writes no file that fails validation,
 * export prints a draft that says so, and writes no Pioneers map of it. */
#include "hw-test-cli.h"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

typedef struct
{
  char *dir;
  char *seven;      /* sim-base.xml with a 7 chit on a mountain */
  char *total;      /* the shipped base game whose 3-4 hex table states a wrong total */
} Files;

static char *
write_changed (const char *dir,
               const char *name,
               const char *source,
               const char *from,
               const char *to)
{
  g_autofree char *text = NULL;
  g_autofree char *changed = NULL;
  char *path = g_build_filename (dir, name, NULL);

  assert_true (g_file_get_contents (source, &text, NULL, NULL));
  changed = hw_test_replace (text, from, to);
  assert_true (g_file_set_contents (path, changed, -1, NULL));
  return path;
}

static int
setup (void **state)
{
  Files *f = g_new0 (Files, 1);
  g_autofree char *sim = hw_test_source_path ("tests", "data", "sim-base.xml", NULL);
  g_autofree char *base = hw_test_source_path ("scenarios", "base.xml", NULL);

  f->dir = hw_test_make_tmpdir ("hw-test-invalid-XXXXXX");
  f->seven = write_changed (f->dir, "seven.xml", sim,
                            "terrain=\"mountains\" chit=\"8\"", "terrain=\"mountains\" chit=\"7\"");
  f->total = write_changed (f->dir, "total.xml", base, "<terrains total=\"37\">", "<terrains total=\"36\">");
  *state = f;
  return 0;
}

static int
teardown (void **state)
{
  Files *f = *state;

  hw_test_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->seven);
  g_free (f->total);
  g_free (f);
  return 0;
}

/* The board's errors are listed on stderr in validate's FILE: severity[code] form. */
static void
assert_lists_error (const HwTestRun *run,
                    const char      *path,
                    const char      *code)
{
  g_autofree char *where = g_strdup_printf ("%s:", path);
  g_autofree char *tag = g_strdup_printf ("error[%s]", code);

  assert_non_null (strstr (run->err, where));
  assert_non_null (strstr (run->err, tag));
}

static void
test_cli_simulate_refuses_invalid_board (void **state)
{
  Files *f = *state;
  g_auto(HwTestRun) refused = { 0 }, allowed = { 0 };

  hw_test_run_cli (&refused, "simulate", f->seven, "--games", "2", NULL);
  assert_int_equal (refused.status, 1);
  assert_lists_error (&refused, f->seven, "chit-seven");
  assert_non_null (strstr (refused.err, "--allow-invalid"));
  assert_string_equal (refused.out, "");

  /* Asked for, it plays, and still says what it plays. */
  hw_test_run_cli (&allowed, "simulate", f->total, "--games", "2", "--players", "4", "--allow-invalid", NULL);
  assert_int_equal (allowed.status, 0);
  assert_lists_error (&allowed, f->total, "table-total");
  assert_non_null (strstr (allowed.err, "despite 1 error"));
  assert_non_null (strstr (allowed.out, "Wins by seat"));
}

static void
test_cli_generate_writes_no_invalid_file (void **state)
{
  Files *f = *state;
  g_autofree char *out = g_build_filename (f->dir, "generated.xml", NULL);
  g_auto(HwTestRun) to_file = { 0 }, to_stdout = { 0 }, good = { 0 };
  g_autofree char *base = hw_test_source_path ("scenarios", "base.xml", NULL);

  hw_test_run_cli (&to_file, "generate", f->total, "--players", "4", "--seed", "3", "-o", out, NULL);
  assert_int_equal (to_file.status, 1);
  assert_lists_error (&to_file, f->total, "table-total");
  assert_non_null (strstr (to_file.err, "nothing written"));
  assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  hw_test_run_cli (&to_stdout, "generate", f->total, "--players", "4", "--seed", "3", NULL);
  assert_int_equal (to_stdout.status, 1);
  assert_string_equal (to_stdout.out, "");

  /* The same deal from a sound file is written. */
  hw_test_run_cli (&good, "generate", base, "--players", "4", "--seed", "3", "-o", out, NULL);
  assert_int_equal (good.status, 0);
  assert_true (g_file_test (out, G_FILE_TEST_EXISTS));
}

/* The text pdftotext finds in @pdf. */
static char *
pdf_text (const char *pdf)
{
  const char *argv[] = { "pdftotext", pdf, "-", NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int wait_status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, &wait_status, &error))
    fail_msg ("cannot run pdftotext (poppler-utils): %s", error->message);
  return out;
}

static void
test_cli_export_prints_draft (void **state)
{
  Files *f = *state;
  g_autofree char *draft_pdf = g_build_filename (f->dir, "draft.pdf", NULL);
  g_autofree char *clean_pdf = g_build_filename (f->dir, "clean.pdf", NULL);
  g_autofree char *draft_text = NULL, *clean_text = NULL;
  g_autofree char *base = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_auto(HwTestRun) draft = { 0 }, clean = { 0 };

  hw_test_run_cli (&draft, "export", f->total, "--players", "4", "-o", draft_pdf, NULL);
  assert_int_equal (draft.status, 1);
  assert_lists_error (&draft, f->total, "table-total");
  assert_non_null (strstr (draft.err, "printed as a draft"));
  assert_true (g_file_test (draft_pdf, G_FILE_TEST_EXISTS));
  draft_text = pdf_text (draft_pdf);
  assert_non_null (strstr (draft_text, "draft: 1 problem"));
  assert_null (strstr (draft_text, "draft: 1 problems"));

  hw_test_run_cli (&clean, "export", base, "--players", "4", "-o", clean_pdf, NULL);
  assert_int_equal (clean.status, 0);
  assert_string_equal (clean.err, "");
  clean_text = pdf_text (clean_pdf);
  assert_null (strstr (clean_text, "draft"));
}

/* A Pioneers map cannot say it is a draft, and a board with errors may be a map nobody can
 * load (issue 39): export lists the errors, exits 1 and writes no map, while the same
 * board printed above is a draft; a board without errors is written. */
static void
test_cli_export_pioneers_refuses_invalid (void **state)
{
  Files *f = *state;
  g_autofree char *refused_game = g_build_filename (f->dir, "refused.game", NULL);
  g_autofree char *clean_game = g_build_filename (f->dir, "clean.game", NULL);
  g_autofree char *base = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_auto(HwTestRun) refused = { 0 }, clean = { 0 };

  hw_test_run_cli (&refused, "export", f->total, "--players", "4", "-o", refused_game, NULL);
  assert_int_equal (refused.status, 1);
  assert_lists_error (&refused, f->total, "table-total");
  assert_non_null (strstr (refused.err, "has 1 error (listed above); no Pioneers map written"));
  assert_string_equal (refused.out, "");
  assert_false (g_file_test (refused_game, G_FILE_TEST_EXISTS));

  hw_test_run_cli (&clean, "export", base, "--players", "4", "--format", "pioneers",
                   "-o", clean_game, NULL);
  assert_int_equal (clean.status, 0);
  assert_true (g_file_test (clean_game, G_FILE_TEST_EXISTS));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_cli_simulate_refuses_invalid_board),
    cmocka_unit_test (test_cli_generate_writes_no_invalid_file),
    cmocka_unit_test (test_cli_export_prints_draft),
    cmocka_unit_test (test_cli_export_pioneers_refuses_invalid),
  };

  return cmocka_run_group_tests (tests, setup, teardown);
}
