/* test-cli.c: hexwright-cli as a user runs it: exit statuses, the text and JSON diagnostics,
 * info's table-against-board listing, --help and --version. */
#include "hw-test-cli.h"

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

/* A clean scenario: three land hexes and a sea hex, tables that match; two players (three could
 * fill the corners before the setup is over: starting-places). */
static const char clean_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<scenario xmlns=\"urn:hexwright:scenario:1\" id=\"clean\" players=\"2\" victory=\"10\">\n"
  "  <name>Clean</name>\n"
  "  <rules>\n"
  "    <module id=\"base\"/>\n"
  "  </rules>\n"
  "  <variant id=\"2\" players=\"2\">\n"
  "    <tables>\n"
  "      <terrains total=\"4\">\n"
  "        <terrain type=\"sea\" count=\"1\"/>\n"
  "        <terrain type=\"desert\" count=\"1\"/>\n"
  "        <terrain type=\"fields\" count=\"1\"/>\n"
  "        <terrain type=\"hills\" count=\"1\"/>\n"
  "      </terrains>\n"
  "      <chits total=\"2\">\n"
  "        <chit number=\"6\" count=\"1\"/>\n"
  "        <chit number=\"9\" count=\"1\"/>\n"
  "      </chits>\n"
  "      <harbors total=\"1\" generic=\"1\" special=\"0\"/>\n"
  "    </tables>\n"
  "    <board>\n"
  "      <hex q=\"0\" r=\"-1\" terrain=\"sea\"/>\n"
  "      <hex q=\"0\" r=\"0\" terrain=\"desert\" robber=\"1\"/>\n"
  "      <hex q=\"1\" r=\"0\" terrain=\"fields\" chit=\"6\"/>\n"
  "      <hex q=\"0\" r=\"1\" terrain=\"hills\" chit=\"9\"/>\n"
  "      <harbor q=\"0\" r=\"-1\" side=\"2\" kind=\"generic\"/>\n"
  "    </board>\n"
  "  </variant>\n"
  "</scenario>\n";

/* The same with the hills turned into fields (line 25) and a stated total that is wrong
 * (line 9): two fields where the table asks for one, no hills, and a bad total. */
static const char errors_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<scenario xmlns=\"urn:hexwright:scenario:1\" id=\"errors\" players=\"2\" victory=\"10\">\n"
  "  <name>Errors</name>\n"
  "  <rules>\n"
  "    <module id=\"base\"/>\n"
  "  </rules>\n"
  "  <variant id=\"2\" players=\"2\">\n"
  "    <tables>\n"
  "      <terrains total=\"5\">\n"
  "        <terrain type=\"sea\" count=\"1\"/>\n"
  "        <terrain type=\"desert\" count=\"1\"/>\n"
  "        <terrain type=\"fields\" count=\"1\"/>\n"
  "        <terrain type=\"hills\" count=\"1\"/>\n"
  "      </terrains>\n"
  "      <chits total=\"2\">\n"
  "        <chit number=\"6\" count=\"1\"/>\n"
  "        <chit number=\"9\" count=\"1\"/>\n"
  "      </chits>\n"
  "      <harbors total=\"1\" generic=\"1\" special=\"0\"/>\n"
  "    </tables>\n"
  "    <board>\n"
  "      <hex q=\"0\" r=\"-1\" terrain=\"sea\"/>\n"
  "      <hex q=\"0\" r=\"0\" terrain=\"desert\" robber=\"1\"/>\n"
  "      <hex q=\"1\" r=\"0\" terrain=\"fields\" chit=\"6\"/>\n"
  "      <hex q=\"0\" r=\"1\" terrain=\"fields\" chit=\"9\"/>\n"
  "      <harbor q=\"0\" r=\"-1\" side=\"2\" kind=\"generic\"/>\n"
  "    </board>\n"
  "  </variant>\n"
  "</scenario>\n";

typedef struct
{
  char *dir;
  char *clean;
  char *errors;
  char *junk;
  char *missing;
} Files;

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p; p++)
    if (*p == '\n')
      n++;
  return n;
}

static int
setup (void **state)
{
  Files *f = g_new0 (Files, 1);
  static const char junk[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe garbage";

  f->dir = g_dir_make_tmp ("hw-test-cli-XXXXXX", NULL);
  assert_non_null (f->dir);
  f->clean = g_build_filename (f->dir, "clean.xml", NULL);
  f->errors = g_build_filename (f->dir, "errors.xml", NULL);
  f->junk = g_build_filename (f->dir, "junk.xml", NULL);
  f->missing = g_build_filename (f->dir, "missing.xml", NULL);
  assert_true (g_file_set_contents (f->clean, clean_xml, -1, NULL));
  assert_true (g_file_set_contents (f->errors, errors_xml, -1, NULL));
  assert_true (g_file_set_contents (f->junk, junk, sizeof junk - 1, NULL));
  *state = f;
  return 0;
}

static int
teardown (void **state)
{
  Files *f = *state;

  g_remove (f->clean);
  g_remove (f->errors);
  g_remove (f->junk);
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->clean);
  g_free (f->errors);
  g_free (f->junk);
  g_free (f->missing);
  g_free (f);
  return 0;
}

static void
test_validate_clean_exits_0 (void **state)
{
  Files *f = *state;
  g_auto(HwTestRun) run = { 0 };

  hw_test_run_cli (&run, "validate", f->clean, NULL);
  assert_int_equal (run.status, 0);
  assert_string_equal (run.out, "");
  assert_string_equal (run.err, "");
}

static void
test_validate_errors_exit_1_with_file_line_code (void **state)
{
  Files *f = *state;
  g_auto(HwTestRun) run = { 0 };
  g_autofree char *fields = NULL;
  g_autofree char *hills = NULL;
  g_autofree char *total = NULL;

  hw_test_run_cli (&run, "validate", f->errors, NULL);
  assert_int_equal (run.status, 1);
  assert_string_equal (run.err, "");
  fields = g_strdup_printf ("%s:12: error[terrain-count]: 2 players: 2 fields hexes, the table asks for 1\n",
                            f->errors);
  hills = g_strdup_printf ("%s:13: error[terrain-count]: 2 players: 0 hills hexes, the table asks for 1\n",
                           f->errors);
  total = g_strdup_printf ("%s:9: error[table-total]: 2 players: the hex table states a total of 5 "
                           "but its counts add up to 4\n", f->errors);
  assert_non_null (strstr (run.out, fields));
  assert_non_null (strstr (run.out, hills));
  assert_non_null (strstr (run.out, total));
  assert_int_equal (count_lines (run.out), 3);
  /* Ordered by line. */
  assert_true (strstr (run.out, total) < strstr (run.out, fields));
}

static void
test_validate_several_files (void **state)
{
  Files *f = *state;
  g_auto(HwTestRun) both = { 0 };
  g_auto(HwTestRun) with_missing = { 0 };

  hw_test_run_cli (&both, "validate", f->clean, f->errors, NULL);
  assert_int_equal (both.status, 1);
  assert_int_equal (count_lines (both.out), 3);

  /* An unreadable file wins: exit 2, yet the readable ones are still reported. */
  hw_test_run_cli (&with_missing, "validate", f->errors, f->missing, NULL);
  assert_int_equal (with_missing.status, 2);
  assert_int_equal (count_lines (with_missing.out), 3);
  assert_int_equal (count_lines (with_missing.err), 1);
}

static void
assert_one_line_reason (const HwTestRun  *run,
                        const char *must_contain)
{
  assert_int_equal (run->status, 2);
  assert_int_equal (count_lines (run->err), 1);
  assert_true (g_str_has_prefix (run->err, "hexwright-cli: "));
  if (must_contain != NULL)
    assert_non_null (strstr (run->err, must_contain));
}

static void
test_unreadable_files_exit_2 (void **state)
{
  Files *f = *state;
  g_auto(HwTestRun) missing = { 0 };
  g_auto(HwTestRun) junk = { 0 };
  g_auto(HwTestRun) info = { 0 };

  hw_test_run_cli (&missing, "validate", f->missing, NULL);
  assert_one_line_reason (&missing, "missing.xml");
  assert_string_equal (missing.out, "");

  hw_test_run_cli (&junk, "validate", f->junk, NULL);
  assert_one_line_reason (&junk, "junk.xml");

  hw_test_run_cli (&info, "info", f->junk, NULL);
  assert_one_line_reason (&info, "junk.xml");
}

/* The documented validator code `players` appears for a file (a player count without a
 * variant, exit 1); a player range that is no range, a variant outside it and a victory
 * target outside 1..99 are refused when the file is loaded (exit 2, naming the line). */
static void
test_validate_players_code_and_refused_ranges (void **state)
{
  Files *f = *state;
  g_autofree char *base_path = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autofree char *base = NULL;
  g_autofree char *path = g_build_filename (f->dir, "ranges.xml", NULL);
  static const struct { const char *from, *to; } refused[] = {
    { "players=\"3-6\" victory=\"10\"", "players=\"3-6\" victory=\"0\"" },
    { "players=\"3-6\" victory=\"10\"", "players=\"3-6\" victory=\"100\"" },
    { "players=\"3-6\" victory=\"10\"", "players=\"6-3\" victory=\"10\"" },
    { "<variant id=\"5-6\" players=\"5-6\">", "<variant id=\"5-6\" players=\"5-7\">" },
  };

  assert_true (g_file_get_contents (base_path, &base, NULL, NULL));
  {
    /* Without the 5-6 variant: two `players` errors, exit 1. */
    g_auto(HwTestRun) run = { 0 };
    const char *v56 = strstr (base, "  <variant id=\"5-6\"");
    const char *end = v56 ? strstr (v56, "</variant>\n") : NULL;
    g_autofree char *head = NULL;
    g_autofree char *text = NULL;
    g_autofree char *five = g_strdup_printf ("%s: error[players]: no variant is for 5 players", path);

    assert_non_null (end);
    head = g_strndup (base, (gsize) (v56 - base));
    text = g_strconcat (head, end + strlen ("</variant>\n"), NULL);
    assert_true (g_file_set_contents (path, text, -1, NULL));
    hw_test_run_cli (&run, "validate", path, NULL);
    assert_int_equal (run.status, 1);
    assert_non_null (strstr (run.out, five));
    assert_int_equal (count_lines (run.out), 2);
  }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_auto(HwTestRun) run = { 0 };
      g_autofree char *text = hw_test_replace (base, refused[i].from, refused[i].to);

      assert_true (strcmp (text, base) != 0);
      assert_true (g_file_set_contents (path, text, -1, NULL));
      hw_test_run_cli (&run, "validate", path, NULL);
      assert_int_equal (run.status, 2);
      assert_string_equal (run.out, "");
      assert_non_null (strstr (run.err, "ranges.xml:"));
    }
  g_remove (path);
}

static void
test_bad_usage_exits_2 (void **state)
{
  Files *f = *state;
  g_auto(HwTestRun) none = { 0 };
  g_auto(HwTestRun) no_file = { 0 };
  g_auto(HwTestRun) option = { 0 };
  g_auto(HwTestRun) command = { 0 };
  g_auto(HwTestRun) players = { 0 };
  g_auto(HwTestRun) two = { 0 };

  hw_test_run_cli (&none, NULL);
  assert_one_line_reason (&none, NULL);
  hw_test_run_cli (&no_file, "validate", NULL);
  assert_one_line_reason (&no_file, NULL);
  hw_test_run_cli (&option, "validate", "--frobnicate", f->clean, NULL);
  assert_one_line_reason (&option, "--frobnicate");
  hw_test_run_cli (&command, "paint", NULL);
  assert_one_line_reason (&command, "paint");
  hw_test_run_cli (&players, "validate", "--players", "5", f->clean, NULL);
  assert_one_line_reason (&players, "5");
  hw_test_run_cli (&two, "info", f->clean, f->errors, NULL);
  assert_one_line_reason (&two, NULL);
}

static JsonNode *
parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    fail_msg ("not JSON: %s", error->message);
  return json_node_copy (json_parser_get_root (parser));
}

static void
test_validate_json_matches_text (void **state)
{
  Files *f = *state;
  g_auto(HwTestRun) text = { 0 };
  g_auto(HwTestRun) json = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_auto(GStrv) lines = NULL;
  JsonObject *file;
  JsonArray *diagnostics;

  hw_test_run_cli (&text, "validate", f->errors, NULL);
  hw_test_run_cli (&json, "validate", "--json", f->errors, NULL);
  assert_int_equal (json.status, 1);
  root = parse_json (json.out);
  file = json_array_get_object_element (json_object_get_array_member (json_node_get_object (root), "files"), 0);
  assert_string_equal (json_object_get_string_member (file, "file"), f->errors);
  assert_int_equal (json_object_get_int_member (file, "errors"), 3);
  assert_int_equal (json_object_get_int_member (file, "warnings"), 0);
  diagnostics = json_object_get_array_member (file, "diagnostics");

  /* Each JSON diagnostic, put in the text form, is the matching text line. */
  lines = g_strsplit (text.out, "\n", -1);
  assert_int_equal (json_array_get_length (diagnostics), g_strv_length (lines) - 1);
  for (guint i = 0; i < json_array_get_length (diagnostics); i++)
    {
      JsonObject *d = json_array_get_object_element (diagnostics, i);
      g_autofree char *line = g_strdup_printf ("%s:%" G_GINT64_FORMAT ": %s[%s]: %s", f->errors,
                                               json_object_get_int_member (d, "line"),
                                               json_object_get_string_member (d, "severity"),
                                               json_object_get_string_member (d, "code"),
                                               json_object_get_string_member (d, "message"));

      assert_string_equal (line, lines[i]);
      assert_string_equal (json_object_get_string_member (d, "variant"), "2");
      assert_true (json_object_has_member (d, "hexes"));
      assert_true (json_object_has_member (d, "table_row"));
    }
}

static void
test_validate_json_unreadable_file (void **state)
{
  Files *f = *state;
  g_auto(HwTestRun) run = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *files;
  JsonObject *missing;

  hw_test_run_cli (&run, "validate", "--json", f->missing, f->clean, NULL);
  assert_int_equal (run.status, 2);
  assert_int_equal (count_lines (run.err), 1);
  root = parse_json (run.out);
  files = json_object_get_array_member (json_node_get_object (root), "files");
  assert_int_equal (json_array_get_length (files), 2);
  missing = json_array_get_object_element (files, 0);
  assert_string_equal (json_object_get_string_member (missing, "file"), f->missing);
  /* The same reason as on stderr. */
  assert_non_null (strstr (run.err, json_object_get_string_member (missing, "error")));
  assert_int_equal (json_object_get_int_member (json_array_get_object_element (files, 1), "errors"), 0);
}

/* Returns the line of @text that starts (after spaces) with @start. */
static char *
line_starting (const char *text,
               const char *start)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (g_strchug (lines[i]), start))
      return g_strdup (lines[i]);
  return NULL;
}

static void
test_info_table_beside_board (void **state)
{
  Files *f = *state;
  g_auto(HwTestRun) run = { 0 };
  g_autofree char *fields = NULL;
  g_autofree char *hills = NULL;
  g_autofree char *sea = NULL;
  g_auto(GStrv) words = NULL;

  hw_test_run_cli (&run, "info", f->errors, NULL);
  assert_int_equal (run.status, 0);
  assert_non_null (strstr (run.out, "Errors"));
  assert_non_null (strstr (run.out, "Variant 2 (2–2 players)"));

  fields = line_starting (run.out, "terrain fields");
  assert_non_null (fields);
  words = g_strsplit_set (fields, " ", -1);
  /* "terrain fields   1   2  differs": table 1, board 2. */
  {
    g_autoptr(GPtrArray) w = g_ptr_array_new ();

    for (guint i = 0; words[i] != NULL; i++)
      if (words[i][0] != '\0')
        g_ptr_array_add (w, words[i]);
    assert_int_equal (w->len, 5);
    assert_string_equal (w->pdata[2], "1");
    assert_string_equal (w->pdata[3], "2");
    assert_string_equal (w->pdata[4], "differs");
  }
  hills = line_starting (run.out, "terrain hills");
  assert_non_null (hills);
  assert_non_null (strstr (hills, "differs"));
  sea = line_starting (run.out, "terrain sea");
  assert_non_null (sea);
  assert_null (strstr (sea, "differs"));
}

static void
test_info_json (void **state)
{
  Files *f = *state;
  g_auto(HwTestRun) run = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *variant;
  JsonArray *counts;
  gboolean seen = FALSE;

  hw_test_run_cli (&run, "info", "--json", f->errors, NULL);
  assert_int_equal (run.status, 0);
  root = parse_json (run.out);
  assert_string_equal (json_object_get_string_member (json_node_get_object (root), "id"), "errors");
  variant = json_array_get_object_element (json_object_get_array_member (json_node_get_object (root),
                                                                         "variants"), 0);
  assert_string_equal (json_object_get_string_member (variant, "id"), "2");
  counts = json_object_get_array_member (variant, "counts");
  for (guint i = 0; i < json_array_get_length (counts); i++)
    {
      JsonObject *c = json_array_get_object_element (counts, i);

      if (g_strcmp0 (json_object_get_string_member (c, "section"), "terrain") == 0
          && g_strcmp0 (json_object_get_string_member (c, "key"), "fields") == 0)
        {
          assert_int_equal (json_object_get_int_member (c, "table"), 1);
          assert_int_equal (json_object_get_int_member (c, "board"), 2);
          seen = TRUE;
        }
    }
  assert_true (seen);
}

/* players="" once raised a GLib-CRITICAL on every command before the right error (the
 * CLI runs with fatal criticals here): now one line naming the file and the attribute. */
static void
test_players_empty_no_critical (void **state)
{
  Files *f = *state;
  g_autofree char *clean = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *path = g_build_filename (f->dir, "players-empty.xml", NULL);
  g_autofree char *out = g_build_filename (f->dir, "players-empty.svg", NULL);
  const char *commands[] = { "validate", "info", "simulate", "generate", "score", "export" };

  assert_true (g_file_get_contents (f->clean, &clean, NULL, NULL));
  bad = hw_test_replace (clean, "players=\"2\" victory", "players=\"\" victory");
  assert_true (g_file_set_contents (path, bad, -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(HwTestRun) run = { 0 };

      if (g_str_equal (commands[i], "export"))
        hw_test_run_cli (&run, commands[i], path, "-o", out, NULL);
      else
        hw_test_run_cli (&run, commands[i], path, NULL);
      assert_null (strstr (run.err, "CRITICAL"));
      assert_one_line_reason (&run, "players-empty.xml:2: ");
      assert_non_null (strstr (run.err, "players="));
    }
  assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  g_remove (path);
}

/* Found by fuzz-scenario: "<" then three NUL bytes reads as UCS-4, and the failed switch of
 * encoding was also printed by libxml2 on stderr ("encoding error : input conversion
 * failed…") before hexwright's own line. Now the one line alone. */
static void
test_ucs4_switch_one_error_line (void **state)
{
  Files *f = *state;
  g_autofree char *source = hw_test_source_path ("tests", "fuzz", "corpus", "scenario", "ucs4-switch-stderr.xml", NULL);
  g_autofree char *path = g_build_filename (f->dir, "ucs4.xml", NULL);
  g_autofree char *data = NULL;
  gsize length = 0;
  g_auto(HwTestRun) run = { 0 };

  assert_true (g_file_get_contents (source, &data, &length, NULL));
  assert_true (g_file_set_contents (path, data, (gssize) length, NULL));
  hw_test_run_cli (&run, "validate", path, NULL);
  assert_one_line_reason (&run, "ucs4.xml:1: ");
  assert_null (strstr (run.err, "encoding error"));
  g_remove (path);
}

/* tests/data/tiny.xml once validated clean, yet simulate stopped with "the engine lists no
 * action for player 3": three land hexes have no room for a full setup. The validator now
 * says so, naming the player count and the settlements needed, and the engine refuses. */
static void
test_tiny_too_few_starting_places (void **state)
{
  g_autofree char *tiny = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  g_autofree char *expected = g_strdup_printf ("%s:12: error[starting-places]: 3-4 players: 3 players need 6 starting settlements (two each, no two on adjacent corners), but 4 placed badly leave no corner free\n", tiny);
  g_auto(HwTestRun) validate = { 0 };
  g_auto(HwTestRun) three = { 0 };
  g_auto(HwTestRun) four = { 0 };

  hw_test_run_cli (&validate, "validate", tiny, NULL);
  assert_int_equal (validate.status, 1);
  assert_string_equal (validate.out, expected);

  hw_test_run_cli (&three, "simulate", tiny, "--players", "3", "--games", "20", NULL);
  assert_one_line_reason (&three, "3 players need 6 starting settlements");
  assert_string_equal (three.out, "");
  hw_test_run_cli (&four, "simulate", tiny, "--players", "4", "--games", "20", NULL);
  assert_one_line_reason (&four, "4 players need 8 starting settlements (two each, no two on adjacent corners), but the board has room for only 7");
}

static void
test_help_and_version (void **state)
{
  static const char *commands[] = { "validate", "info" };
  g_auto(HwTestRun) help = { 0 };
  g_auto(HwTestRun) version = { 0 };

  hw_test_run_cli (&help, "--help", NULL);
  assert_int_equal (help.status, 0);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    assert_non_null (strstr (help.out, commands[i]));
  hw_test_run_cli (&version, "--version", NULL);
  assert_int_equal (version.status, 0);
  assert_non_null (strstr (version.out, PACKAGE_VERSION));

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(HwTestRun) command_help = { 0 };
      g_auto(HwTestRun) help_command = { 0 };
      g_auto(HwTestRun) command_version = { 0 };
      g_autofree char *usage = g_strdup_printf ("hexwright-cli %s", commands[i]);

      hw_test_run_cli (&command_help, commands[i], "--help", NULL);
      assert_int_equal (command_help.status, 0);
      assert_non_null (strstr (command_help.out, usage));
      assert_non_null (strstr (command_help.out, "--json"));
      assert_string_equal (command_help.err, "");

      hw_test_run_cli (&help_command, "help", commands[i], NULL);
      assert_int_equal (help_command.status, 0);
      assert_string_equal (help_command.out, command_help.out);

      hw_test_run_cli (&command_version, commands[i], "--version", NULL);
      assert_int_equal (command_version.status, 0);
      assert_non_null (strstr (command_version.out, PACKAGE_VERSION));
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_validate_clean_exits_0),
    cmocka_unit_test (test_validate_errors_exit_1_with_file_line_code),
    cmocka_unit_test (test_validate_several_files),
    cmocka_unit_test (test_validate_players_code_and_refused_ranges),
    cmocka_unit_test (test_unreadable_files_exit_2),
    cmocka_unit_test (test_bad_usage_exits_2),
    cmocka_unit_test (test_validate_json_matches_text),
    cmocka_unit_test (test_validate_json_unreadable_file),
    cmocka_unit_test (test_info_table_beside_board),
    cmocka_unit_test (test_info_json),
    cmocka_unit_test (test_help_and_version),
    cmocka_unit_test (test_players_empty_no_critical),
    cmocka_unit_test (test_tiny_too_few_starting_places),
    cmocka_unit_test (test_ucs4_switch_one_error_line),
  };

  return cmocka_run_group_tests (tests, setup, teardown);
}
