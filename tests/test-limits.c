/* test-limits.c: the largest board the format allows (schemas/README.md: 10,000 hexes)
 * loads, validates, generates and exports, and simulate refuses it with the engine's limit
 * (160 hexes, README); the largest board the engine plays simulates; one hex past either
 * limit is refused with a message naming it. Run as a user runs hexwright-cli. */
#include "hw-test-cli.h"

#include <glib/gstdio.h>
#include <string.h>

#include "hw-scenario-io.h"

/* Writes a @width x @height rhombus of hexes: a ring of sea around land (a desert with the
 * robber in one corner, the five producing terrains and the ten numbers in turn), plus
 * @extra sea hexes in a row below, with tables that state every count and a shuffle of the
 * land's terrains and chits. Constraints that a board this regular cannot meet are off. */
static char *
write_board (const char *dir,
             const char *name,
             int         width,
             int         height,
             int         extra)
{
  static const char *const producing[] = { "fields", "forest", "hills", "mountains", "pasture" };
  static const int numbers[] = { 2, 3, 4, 5, 6, 8, 9, 10, 11, 12 };
  g_autoptr(GString) board = g_string_new (NULL);
  g_autoptr(GString) doc = g_string_new (NULL);
  int terrain_counts[G_N_ELEMENTS (producing)] = { 0 };
  int chit_counts[G_N_ELEMENTS (numbers)] = { 0 };
  int sea = 0, k = 0, q0 = -width / 2, r0 = -height / 2;
  char *path = g_build_filename (dir, name, NULL);

  for (int r = r0; r < r0 + height; r++)
    for (int q = q0; q < q0 + width; q++)
      {
        if (r == r0 || r == r0 + height - 1 || q == q0 || q == q0 + width - 1)
          {
            g_string_append_printf (board, "      <hex q=\"%d\" r=\"%d\" terrain=\"sea\"/>\n", q, r);
            sea++;
          }
        else if (q == q0 + 1 && r == r0 + 1)
          g_string_append_printf (board, "      <hex q=\"%d\" r=\"%d\" terrain=\"desert\" robber=\"1\"/>\n", q, r);
        else
          {
            int t = k % G_N_ELEMENTS (producing), n = (k / G_N_ELEMENTS (producing)) % G_N_ELEMENTS (numbers);

            g_string_append_printf (board, "      <hex q=\"%d\" r=\"%d\" terrain=\"%s\" chit=\"%d\" groups=\"land\"/>\n",
                                    q, r, producing[t], numbers[n]);
            terrain_counts[t]++;
            chit_counts[n]++;
            k++;
          }
      }
  for (int i = 0; i < extra; i++, sea++)
    g_string_append_printf (board, "      <hex q=\"%d\" r=\"%d\" terrain=\"sea\"/>\n", q0 + i, r0 + height);

  g_string_append (doc, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<scenario xmlns=\"urn:hexwright:scenario:1\" id=\"largest\" players=\"3-4\" victory=\"10\">\n"
                        "  <name>Largest board</name>\n"
                        "  <rules>\n"
                        "    <module id=\"base\">\n"
                        "      <param name=\"equal-adjacent\" value=\"off\"/>\n"
                        "      <param name=\"generator-clump\" value=\"0\"/>\n"
                        "      <param name=\"generator-equal-apart\" value=\"off\"/>\n"
                        "      <param name=\"generator-red-apart\" value=\"off\"/>\n"
                        "      <param name=\"red-adjacent\" value=\"off\"/>\n"
                        "    </module>\n"
                        "  </rules>\n"
                        "  <variant id=\"3-4\" players=\"3-4\">\n"
                        "    <tables>\n");
  g_string_append_printf (doc, "      <terrains total=\"%d\">\n", width * height + extra);
  g_string_append_printf (doc, "        <terrain type=\"sea\" count=\"%d\"/>\n", sea);
  g_string_append (doc, "        <terrain type=\"desert\" count=\"1\"/>\n");
  for (guint t = 0; t < G_N_ELEMENTS (producing); t++)
    g_string_append_printf (doc, "        <terrain type=\"%s\" count=\"%d\"/>\n", producing[t], terrain_counts[t]);
  g_string_append_printf (doc, "      </terrains>\n      <chits total=\"%d\">\n", k);
  for (guint n = 0; n < G_N_ELEMENTS (numbers); n++)
    g_string_append_printf (doc, "        <chit number=\"%d\" count=\"%d\"/>\n", numbers[n], chit_counts[n]);
  g_string_append (doc, "      </chits>\n    </tables>\n    <board>\n");
  g_string_append (doc, board->str);
  g_string_append (doc, "    </board>\n"
                        "    <generator seed=\"1\">\n"
                        "      <shuffle what=\"terrain\" group=\"land\"/>\n"
                        "      <shuffle what=\"chits\" group=\"land\"/>\n"
                        "    </generator>\n"
                        "  </variant>\n"
                        "</scenario>\n");
  assert_true (g_file_set_contents (path, doc->str, (gssize) doc->len, NULL));
  return path;
}

/* 100 x 100 = 10,000 hexes, the format's limit (tables stating 10,000 hexes were refused
 * before: totals stopped at 9,999 and counts at 999). */
static void
test_largest_board_loads_validates_generates_exports (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-limits-XXXXXX");
  g_autofree char *path = write_board (dir, "largest.xml", 100, 100, 0);
  g_autofree char *generated = g_build_filename (dir, "generated.xml", NULL);
  g_autofree char *svg = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *png = g_build_filename (dir, "board.png", NULL);
  g_auto(HwTestRun) validate = { 0 };
  g_auto(HwTestRun) generate = { 0 };
  g_auto(HwTestRun) again = { 0 };
  g_auto(HwTestRun) export_svg = { 0 };
  g_auto(HwTestRun) export_png = { 0 };
  g_auto(HwTestRun) simulate = { 0 };
  g_autoptr(HwScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;

  loaded = hw_scenario_load_file (path, &error);
  if (loaded == NULL)
    fail_msg ("%s", error->message);
  assert_int_equal (hw_board_n_hexes (((HwVariant *) g_ptr_array_index (loaded->variants, 0))->board),
                    HW_SCENARIO_MAX_HEXES);

  hw_test_run_cli (&validate, "validate", path, NULL);
  if (validate.status != 0)
    fail_msg ("validate: exit %d: %s%s", validate.status, validate.out, validate.err);

  hw_test_run_cli (&generate, "generate", path, "--seed", "3", "-o", generated, NULL);
  if (generate.status != 0)
    fail_msg ("generate: exit %d: %s", generate.status, generate.err);
  hw_test_run_cli (&again, "validate", generated, NULL);
  assert_int_equal (again.status, 0);

  hw_test_run_cli (&export_svg, "export", generated, "--layout", "fit", "--paper", "a4", "-o", svg, NULL);
  assert_int_equal (export_svg.status, 0);
  assert_true (g_file_test (svg, G_FILE_TEST_IS_REGULAR));
  hw_test_run_cli (&export_png, "export", generated, "--layout", "fit", "--format", "png", "--dpi", "100",
                   "-o", png, NULL);
  assert_int_equal (export_png.status, 0);
  assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));

  /* The engine plays up to 160 hexes: refused, naming both sizes, before any game. */
  hw_test_run_cli (&simulate, "simulate", generated, "--games", "2", NULL);
  assert_int_equal (simulate.status, 2);
  assert_string_equal (simulate.out, "");
  assert_non_null (strstr (simulate.err, "10000 hexes, at most 160"));
  hw_test_remove_tree (dir);
}

/* One hex more than the format allows: refused at load, naming the file and the line. */
static void
test_one_hex_past_the_format_limit_refused (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-limits-XXXXXX");
  g_autofree char *path = write_board (dir, "over.xml", 100, 100, 1);
  g_auto(HwTestRun) validate = { 0 };
  g_autofree char *prefix = g_strdup_printf ("hexwright-cli: %s:", path);

  hw_test_run_cli (&validate, "validate", path, NULL);
  assert_int_equal (validate.status, 2);
  assert_true (g_str_has_prefix (validate.err, prefix));
  assert_non_null (strstr (validate.err, "more than 10000 <hex> elements"));
  hw_test_remove_tree (dir);
}

/* 16 x 10 = 160 hexes, the most the rules engine plays: it simulates; one more is refused
 * with the limit. */
static void
test_largest_playable_board_simulates (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-limits-XXXXXX");
  g_autofree char *largest = write_board (dir, "playable.xml", 16, 10, 0);
  g_autofree char *over = write_board (dir, "unplayable.xml", 16, 10, 1);
  g_auto(HwTestRun) validate = { 0 };
  g_auto(HwTestRun) play = { 0 };
  g_auto(HwTestRun) refused = { 0 };

  hw_test_run_cli (&validate, "validate", largest, NULL);
  assert_int_equal (validate.status, 0);
  hw_test_run_cli (&play, "simulate", largest, "--games", "4", "--bots", "greedy,random", "--json", NULL);
  if (play.status != 0)
    fail_msg ("simulate: exit %d: %s", play.status, play.err);
  assert_non_null (strstr (play.out, "\"played\" : 4"));

  hw_test_run_cli (&refused, "simulate", over, "--games", "4", NULL);
  assert_int_equal (refused.status, 2);
  assert_non_null (strstr (refused.err, "161 hexes, at most 160"));
  hw_test_remove_tree (dir);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_largest_board_loads_validates_generates_exports),
    cmocka_unit_test (test_one_hex_past_the_format_limit_refused),
    cmocka_unit_test (test_largest_playable_board_simulates),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
