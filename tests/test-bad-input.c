/* test-bad-input.c: hostile and broken files get a clear error naming file and line, never
 * a crash, never network access, never a read of another file. */
#include "hw-test.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hw-scenario-io.h"

#define NAME "bad.xml"

/* Kept out of line: inlined, GCC 12 mistakes the returned text for a pointer to the local
 * that received it (-Wdangling-pointer) in optimized builds. */
G_GNUC_NO_INLINE static char *
tiny_text (void)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  char *text = NULL;

  assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}


/* Loads @data (as file NAME) and checks: no model, an HW_SCENARIO_ERROR of @code whose
 * message starts "bad.xml:LINE: " with LINE == @line (or any line when @line is 0). */
static void
expect_error (const char *data,
              gsize       length,
              int         code,
              guint       line)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = hw_scenario_load_data (data, length, NAME, &error);
  guint64 got_line = 0;
  char *end = NULL;
  const char *after;

  assert_null (s);
  assert_non_null (error);
  if (error->domain != HW_SCENARIO_ERROR || error->code != code)
    fail_msg ("expected code %d, got %d: %s", code, error->code, error->message);
  assert_true (g_str_has_prefix (error->message, NAME ":"));
  got_line = g_ascii_strtoull (error->message + strlen (NAME ":"), &end, 10);
  assert_true (end[0] == ':' && end[1] == ' ');
  assert_true (got_line >= 1);
  if (line != 0 && got_line != line)
    fail_msg ("expected line %u: %s", line, error->message);
  after = strstr (error->message + strlen (NAME ":"), ": ");
  assert_non_null (after);
  assert_true (strlen (after) > 3);
  assert_true (g_utf8_validate (error->message, -1, NULL));
}

static void
test_empty_file (void **state)
{
  expect_error ("", 0, HW_SCENARIO_ERROR_PARSE, 1);
  expect_error ("   \n\n", 5, HW_SCENARIO_ERROR_PARSE, 0);
}

static void
test_truncated_file (void **state)
{
  g_autofree char *tiny = tiny_text ();
  gsize len = strlen (tiny);

  /* Cut at many places: every prefix is an error, none crashes. */
  for (gsize cut = 1; cut < len; cut += 7)
    expect_error (tiny, cut, HW_SCENARIO_ERROR_PARSE, 0);
  /* Cut in the middle of the board: the error names a line there, not line 1. */
  expect_error (tiny, strstr (tiny, "terrain=\"hills\"") - tiny, HW_SCENARIO_ERROR_PARSE, 31);
}

/* players="" on the scenario or on a variant: the loader once passed the NULL first part of
 * g_strsplit ("", "-", 3) to g_ascii_string_to_signed, a GLib-CRITICAL (a trap under
 * G_DEBUG=fatal-criticals) before the right error. Criticals are fatal in this test. */
static void
test_players_empty (void **state)
{
  g_autofree char *tiny = tiny_text ();
  g_autofree char *on_scenario = hw_test_replace (tiny, "players=\"3-4\" victory", "players=\"\" victory");
  g_autofree char *on_variant = hw_test_replace (tiny, "id=\"3-4\" players=\"3-4\"", "id=\"3-4\" players=\"\"");
  g_autofree char *dash = hw_test_replace (tiny, "id=\"3-4\" players=\"3-4\"", "id=\"3-4\" players=\"-\"");
  GLogLevelFlags was = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  assert_true (strcmp (on_scenario, tiny) != 0 && strcmp (on_variant, tiny) != 0);
  expect_error (on_scenario, strlen (on_scenario), HW_SCENARIO_ERROR_VALUE, 2);
  expect_error (on_variant, strlen (on_variant), HW_SCENARIO_ERROR_VALUE, 12);
  expect_error (dash, strlen (dash), HW_SCENARIO_ERROR_VALUE, 12);
  g_log_set_always_fatal (was);
}

static void
test_latin1_declared_utf8 (void **state)
{
  g_autofree char *tiny = tiny_text ();
  /* "Kleine Insel" -> "Größe" in Latin-1 bytes on line 4. */
  g_autofree char *text = hw_test_replace (tiny, "Kleine Insel", "Gr\xf6\xdf" "e");

  expect_error (text, strlen (text), HW_SCENARIO_ERROR_PARSE, 4);
}

static void
test_other_declared_encoding (void **state)
{
  g_autofree char *tiny = tiny_text ();
  g_autofree char *text = hw_test_replace (tiny, "encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"");

  expect_error (text, strlen (text), HW_SCENARIO_ERROR_PARSE, 1);
}

static void
test_utf16_junk (void **state)
{
  /* A UTF-16LE BOM then text that is not a scenario, and odd-length UTF-16 garbage. */
  static const char utf16[] = "\xff\xfe<\0s\0c\0e\0n\0a\0r\0i\0o\0>\0\n\0<\0/\0x\0>\0";
  static const char odd[] = "\xfe\xff\0<\0?\0x\xd8\x00";

  expect_error (utf16, sizeof utf16 - 1, HW_SCENARIO_ERROR_PARSE, 0);
  expect_error (odd, sizeof odd - 1, HW_SCENARIO_ERROR_PARSE, 0);
}

static void
test_binary_junk (void **state)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240229);
  guchar buf[4096];

  for (int round = 0; round < 50; round++)
    {
      gsize len = 1 + g_rand_int_range (rand, 0, sizeof buf - 1);

      for (gsize i = 0; i < len; i++)
        buf[i] = (guchar) g_rand_int_range (rand, 0, 256);
      expect_error ((const char *) buf, len, HW_SCENARIO_ERROR_PARSE, 0);
    }
  /* NUL bytes inside an otherwise good document. */
  {
    g_autofree char *tiny = tiny_text ();
    gsize len = strlen (tiny);
    tiny[strstr (tiny, "Tiny island") - tiny] = '\0';
    expect_error (tiny, len, HW_SCENARIO_ERROR_PARSE, 3);
  }
}

static void
test_unknown_terrain (void **state)
{
  g_autofree char *tiny = tiny_text ();
  g_autofree char *board = hw_test_replace (tiny, "terrain=\"fields\" chit", "terrain=\"swamp\" chit");
  g_autofree char *table = hw_test_replace (tiny, "type=\"hills\"", "type=\"none\"");
  g_autoptr(GError) error = NULL;

  expect_error (board, strlen (board), HW_SCENARIO_ERROR_VALUE, 30);
  assert_null (hw_scenario_load_data (board, strlen (board), NAME, &error));
  assert_non_null (strstr (error->message, "unknown terrain “swamp”"));
  expect_error (table, strlen (table), HW_SCENARIO_ERROR_VALUE, 18);

  /* Past line 65535, where libxml2 needs XML_PARSE_BIG_LINES to count right. */
  {
    g_autofree char *pad = g_strnfill (70000, '\n');
    g_autofree char *after = g_strconcat ("    <board>\n", pad, NULL);
    g_autofree char *far_value = hw_test_replace (board, "    <board>\n", after);
    g_autofree char *no_terrain = hw_test_replace (tiny, "<hex q=\"0\" r=\"-1\" terrain=\"sea\"/>",
                                           "<hex q=\"0\" r=\"-1\"/>");
    g_autofree char *far_schema = hw_test_replace (no_terrain, "    <board>\n", after);

    expect_error (far_value, strlen (far_value), HW_SCENARIO_ERROR_VALUE, 70030);
    expect_error (far_schema, strlen (far_schema), HW_SCENARIO_ERROR_SCHEMA, 70028);
  }
}

static void
test_out_of_range_numbers (void **state)
{
  g_autofree char *tiny = tiny_text ();
  static const struct { const char *from, *to; int code; guint line; } cases[] = {
    { "chit=\"6\" groups", "chit=\"1\" groups", HW_SCENARIO_ERROR_VALUE, 30 },
    { "chit=\"6\" groups", "chit=\"13\" groups", HW_SCENARIO_ERROR_VALUE, 30 },
    { "chit=\"6\" groups", "chit=\"-6\" groups", HW_SCENARIO_ERROR_VALUE, 30 },
    { "chit=\"6\" groups", "chit=\"six\" groups", HW_SCENARIO_ERROR_VALUE, 30 },
    { "chit=\"6\" groups", "chit=\"99999999999999999999\" groups", HW_SCENARIO_ERROR_VALUE, 30 },
    { "<chit number=\"6\"", "<chit number=\"13\"", HW_SCENARIO_ERROR_VALUE, 21 },
    { "side=\"2\"", "side=\"6\"", HW_SCENARIO_ERROR_VALUE, 32 },
    { "side=\"2\"", "side=\"-1\"", HW_SCENARIO_ERROR_VALUE, 32 },
    { "players=\"3-4\" victory", "players=\"0-4\" victory", HW_SCENARIO_ERROR_VALUE, 2 },
    { "players=\"3-4\" victory", "players=\"3-9\" victory", HW_SCENARIO_ERROR_VALUE, 2 },
    { "players=\"3-4\" victory", "players=\"4-3\" victory", HW_SCENARIO_ERROR_VALUE, 2 },
    { "players=\"3-4\" victory", "players=\"3-4-5\" victory", HW_SCENARIO_ERROR_VALUE, 2 },
    { "variant id=\"3-4\" players=\"3-4\"", "variant id=\"3-4\" players=\"5-6\"",
      HW_SCENARIO_ERROR_VALUE, 12 },
    { "victory=\"10\"", "victory=\"0\"", HW_SCENARIO_ERROR_VALUE, 2 },
    { "robber=\"1\"", "robber=\"100\"", HW_SCENARIO_ERROR_VALUE, 29 },
    { "count=\"0\"/>", "count=\"1000\"/>", HW_SCENARIO_ERROR_VALUE, 25 },
    { "seed=\"42\"", "seed=\"18446744073709551616\"", HW_SCENARIO_ERROR_VALUE, 34 },
    { "seed=\"42\"", "seed=\"42\" best-of=\"0\"", HW_SCENARIO_ERROR_VALUE, 34 },
    { "seed=\"42\"", "seed=\"42\" best-of=\"1000001\"", HW_SCENARIO_ERROR_VALUE, 34 },
    { "seed=\"42\"", "seed=\"42\" best-of=\"many\"", HW_SCENARIO_ERROR_VALUE, 34 },
    { "<hex q=\"0\" r=\"1\"", "<hex q=\"0\" r=\"-201\"", HW_SCENARIO_ERROR_TOO_LARGE, 31 },
    { "<hex q=\"0\" r=\"1\"", "<hex q=\"2147483648\" r=\"1\"", HW_SCENARIO_ERROR_VALUE, 31 },
    { "<hex q=\"0\" r=\"1\"", "<hex q=\"0\" r=\"0\"", HW_SCENARIO_ERROR_VALUE, 31 },
    { "fixed=\"terrain\"", "fixed=\"terrain board\"", HW_SCENARIO_ERROR_VALUE, 29 },
    { "kind=\"generic\"", "kind=\"gold\"", HW_SCENARIO_ERROR_VALUE, 32 },
    { "pawn=\"robber\"", "pawn=\"dragon\"", HW_SCENARIO_ERROR_VALUE, 25 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = hw_test_replace (tiny, cases[i].from, cases[i].to);

      expect_error (text, strlen (text), cases[i].code, cases[i].line);
    }
}

static void
test_duplicates (void **state)
{
  g_autofree char *tiny = tiny_text ();
  g_autofree char *module = hw_test_replace (tiny, "    </module>\n", "    </module>\n    <module id=\"base\"/>\n");
  g_autofree char *name = hw_test_replace (tiny, "<name xml:lang=\"de\">", "<name xml:lang=\"zh-CN\">");
  g_autofree char *row = hw_test_replace (tiny, "type=\"hills\"", "type=\"sea\"");
  g_autofree char *harbor = hw_test_replace (tiny, "    </board>\n",
                                     "      <harbor q=\"0\" r=\"-1\" side=\"2\" kind=\"ore\"/>\n    </board>\n");

  expect_error (module, strlen (module), HW_SCENARIO_ERROR_VALUE, 11);
  expect_error (name, strlen (name), HW_SCENARIO_ERROR_VALUE, 5);
  expect_error (row, strlen (row), HW_SCENARIO_ERROR_VALUE, 18);
  expect_error (harbor, strlen (harbor), HW_SCENARIO_ERROR_VALUE, 33);
}

static void
test_schema_errors (void **state)
{
  g_autofree char *tiny = tiny_text ();
  g_autofree char *no_board = hw_test_replace (tiny, "    <board>\n", "    <bored>\n");
  g_autofree char *root = hw_test_replace (tiny, "<scenario xmlns", "<scenery xmlns");
  g_autofree char *no_ns = hw_test_replace (tiny, " xmlns=\"urn:hexwright:scenario:1\"", "");
  g_autofree char *no_terrain = hw_test_replace (tiny, "<hex q=\"0\" r=\"-1\" terrain=\"sea\"/>",
                                         "<hex q=\"0\" r=\"-1\"/>");
  g_autofree char *not_xml_doc = g_strdup ("just some text\n");

  expect_error (no_board, strlen (no_board), HW_SCENARIO_ERROR_PARSE, 0);  /* mismatched tag */
  expect_error (root, strlen (root), HW_SCENARIO_ERROR_PARSE, 0);
  expect_error (no_ns, strlen (no_ns), HW_SCENARIO_ERROR_SCHEMA, 2);
  expect_error (no_terrain, strlen (no_terrain), HW_SCENARIO_ERROR_SCHEMA, 28);
  expect_error (not_xml_doc, strlen (not_xml_doc), HW_SCENARIO_ERROR_PARSE, 1);

  /* Missing attributes and malformed ids name the element and the attribute. */
  {
    g_autofree char *no_players = hw_test_replace (tiny, " players=\"3-4\" victory", " victory");
    g_autofree char *no_side = hw_test_replace (tiny, " side=\"2\"", "");
    g_autofree char *bad_id = hw_test_replace (tiny, "id=\"tiny\"", "id=\"tiny game\"");
    g_autofree char *bad_module = hw_test_replace (tiny, "<module id=\"base\"", "<module id=\"-base\"");
    g_autoptr(GError) error = NULL;

    expect_error (no_players, strlen (no_players), HW_SCENARIO_ERROR_SCHEMA, 2);
    assert_null (hw_scenario_load_data (no_players, strlen (no_players), NAME, &error));
    assert_non_null (strstr (error->message, "<scenario> lacks the attribute players"));
    g_clear_error (&error);
    expect_error (no_side, strlen (no_side), HW_SCENARIO_ERROR_SCHEMA, 32);
    assert_null (hw_scenario_load_data (no_side, strlen (no_side), NAME, &error));
    assert_non_null (strstr (error->message, "<harbor> lacks the attribute side"));
    g_clear_error (&error);
    expect_error (bad_id, strlen (bad_id), HW_SCENARIO_ERROR_VALUE, 2);
    assert_null (hw_scenario_load_data (bad_id, strlen (bad_id), NAME, &error));
    assert_non_null (strstr (error->message, "tiny game"));
    expect_error (bad_module, strlen (bad_module), HW_SCENARIO_ERROR_VALUE, 8);
  }
}

/* Writes a scenario whose board holds @n hexes (q from -200, rows of 401). */
static GString *
board_with_hexes (guint n)
{
  GString *s = g_string_sized_new (n * 40 + 512);

  g_string_append (s, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<scenario xmlns=\"urn:hexwright:scenario:1\" id=\"big\" players=\"3-4\" victory=\"10\">\n"
                      "  <name>Big</name>\n  <rules/>\n  <variant id=\"3-4\" players=\"3-4\">\n    <board>\n");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "      <hex q=\"%d\" r=\"%d\" terrain=\"sea\"/>\n",
                            (int) (i % 401) - 200, (int) (i / 401 % 401) - 200);
  g_string_append (s, "    </board>\n  </variant>\n</scenario>\n");
  return s;
}

static void
test_million_hexes (void **state)
{
  g_autoptr(GString) s = g_string_sized_new (1000000 * 39 + 512);

  /* All at one coordinate: formatting a million distinct ones takes seconds under ASan,
   * and the file is refused before any hex is looked at. */
  g_string_append (s, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<scenario xmlns=\"urn:hexwright:scenario:1\" id=\"big\" players=\"3-4\" victory=\"10\">\n"
                      "  <name>Big</name>\n  <rules/>\n  <variant id=\"3-4\" players=\"3-4\">\n    <board>\n");
  for (guint i = 0; i < 1000000; i++)
    g_string_append (s, "      <hex q=\"0\" r=\"0\" terrain=\"sea\"/>\n");
  g_string_append (s, "    </board>\n  </variant>\n</scenario>\n");

  /* Over the size limit: refused before parsing, naming the line where the limit falls. */
  assert_true (s->len > HW_SCENARIO_MAX_BYTES);
  /* 196 bytes of header on 6 lines, then 39-byte lines: the 16 MiB limit falls within
   * line 1 + 6 + (16 MiB - 196) / 39. */
  expect_error (s->str, s->len, HW_SCENARIO_ERROR_TOO_LARGE, 1 + 6 + (16 * 1024 * 1024 - 196) / 39);
}

static void
test_too_many_hexes (void **state)
{
  g_autoptr(GString) ok = board_with_hexes (HW_SCENARIO_MAX_HEXES);
  g_autoptr(GString) over = board_with_hexes (HW_SCENARIO_MAX_HEXES + 1);
  g_autoptr(HwScenario) s = NULL;
  g_autoptr(GError) error = NULL;

  /* Exactly at the limit loads; one more is refused at the line of the extra hex. */
  s = hw_scenario_load_data (ok->str, ok->len, NAME, &error);
  assert_null (error);
  assert_int_equal (hw_board_n_hexes (((HwVariant *) g_ptr_array_index (s->variants, 0))->board),
                    HW_SCENARIO_MAX_HEXES);
  expect_error (over->str, over->len, HW_SCENARIO_ERROR_TOO_LARGE, 6 + HW_SCENARIO_MAX_HEXES + 1);

  /* The limit is per board: two maps of 6,000 hexes each load. */
  {
    g_autoptr(GString) two = g_string_new (NULL);
    g_autoptr(GString) half = board_with_hexes (6000);
    const char *variant = strstr (half->str, "  <variant");
    const char *end = strstr (half->str, "</scenario>");
    g_autoptr(HwScenario) both = NULL;

    g_string_append_len (two, half->str, end - half->str);
    g_string_append_len (two, variant, end - variant);
    g_string_append (two, "</scenario>\n");
    g_string_replace (two, "<variant id=\"3-4\"", "<variant id=\"second\"", 0);
    g_string_replace (two, "<variant id=\"second\"", "<variant id=\"3-4\"", 1);
    both = hw_scenario_load_data (two->str, two->len, NAME, &error);
    if (error != NULL)
      fail_msg ("%s", error->message);
    assert_int_equal (both->variants->len, 2);
  }
}

/* Shapes that would cost quadratic time in libxml2 or in duplicate checks: each is refused
 * at the first element past its limit. */
static void
test_quadratic_shapes (void **state)
{
  const char *head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<scenario xmlns=\"urn:hexwright:scenario:1\" id=\"q\" players=\"3-4\" victory=\"10\">\n";
  g_autoptr(GString) attrs = g_string_new (head);
  g_autoptr(GString) variants = g_string_new (head);
  g_autoptr(GString) names = g_string_new (head);
  g_autoptr(GString) modules = g_string_new (head);

  /* 50,000 attributes on one hex, on line 4 (libxml2 alone would take minutes). */
  g_string_append (attrs, "<name>x</name><rules/><variant id=\"a\" players=\"3\"><board>\n<hex");
  for (int i = 0; i < 50000; i++)
    g_string_append_printf (attrs, " a%d=\"\"", i);
  g_string_append (attrs, "/></board></variant></scenario>\n");
  expect_error (attrs->str, attrs->len, HW_SCENARIO_ERROR_TOO_LARGE, 4);

  /* 20,000 variants, one a line from line 5: the 17th (line 5 + 16) is refused. */
  g_string_append (variants, "<name>x</name>\n<rules/>\n");
  for (int i = 0; i < 20000; i++)
    g_string_append_printf (variants, "<variant id=\"v%d\" players=\"3\"><board/></variant>\n", i);
  g_string_append (variants, "</scenario>\n");
  expect_error (variants->str, variants->len, HW_SCENARIO_ERROR_TOO_LARGE, 5 + 16);

  for (int i = 0; i < 20000; i++)
    g_string_append_printf (names, "<name xml:lang=\"x-a%d\">n</name>\n", i);
  g_string_append (names, "<rules/></scenario>\n");
  expect_error (names->str, names->len, HW_SCENARIO_ERROR_TOO_LARGE, 3 + 128);

  g_string_append (modules, "<name>x</name>\n<rules>\n");
  for (int i = 0; i < 20000; i++)
    g_string_append_printf (modules, "<module id=\"m%d\"/>\n", i);
  g_string_append (modules, "</rules></scenario>\n");
  expect_error (modules->str, modules->len, HW_SCENARIO_ERROR_TOO_LARGE, 5 + 64);
}

/* Attribute-like text in comments, CDATA and quoted values is not counted as attributes. */
static void
test_prescan_skips_comments (void **state)
{
  g_autofree char *tiny = tiny_text ();
  g_autoptr(GString) s = g_string_new (tiny);
  g_autoptr(GString) noise = g_string_new ("<!-- ");
  g_autoptr(HwScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;

  for (int i = 0; i < 100; i++)
    g_string_append (noise, "a=b ");
  g_string_append (noise, "-->");
  g_string_replace (s, "<rules>", noise->str, 1);
  g_string_replace (s, "-->", "--><rules>", 1);
  g_string_replace (s, "<hex q=\"0\" r=\"0\"", "<?pi x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 "
                    "x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1 x=1?>"
                    "<hex q=\"0\" r=\"0\"", 1);
  scenario = hw_scenario_load_data (s->str, s->len, NAME, &error);
  if (error != NULL)
    fail_msg ("%s", error->message);
}

static void
test_deep_nesting (void **state)
{
  g_autoptr(GString) s = g_string_new ("<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:hexwright:scenario:1\">\n");

  for (int i = 0; i < 10000; i++)
    g_string_append (s, "<a>\n");
  for (int i = 0; i < 10000; i++)
    g_string_append (s, "</a>");
  g_string_append (s, "</scenario>\n");
  /* Refused at the first element deeper than the format allows: the root is on line 2,
   * the 9th level on line 10. */
  expect_error (s->str, s->len, HW_SCENARIO_ERROR_TOO_LARGE, 10);
}

static void
test_billion_laughs (void **state)
{
  {
    /* The classic form, each level ten of the one before. */
    g_autoptr(GString) c = g_string_new ("<?xml version=\"1.0\"?>\n"
                                         "<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n");
    for (int i = 1; i <= 9; i++)
      {
        g_string_append_printf (c, " <!ENTITY lol%d \"", i);
        for (int j = 0; j < 10; j++)
          {
            if (i == 1)
              g_string_append (c, "&lol;");
            else
              g_string_append_printf (c, "&lol%d;", i - 1);
          }
        g_string_append (c, "\">\n");
      }
    g_string_append (c, "]>\n<lolz>&lol9;</lolz>\n");
    expect_error (c->str, c->len, HW_SCENARIO_ERROR_PARSE, 2);
  }
}

/* The error and the model never carry anything from another file. */
static void
expect_no_leak (const char *data,
                const char *secret)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = hw_scenario_load_data (data, strlen (data), NAME, &error);

  assert_null (s);
  assert_non_null (error);
  assert_true (g_str_has_prefix (error->message, NAME ":"));
  if (secret != NULL && strstr (error->message, secret) != NULL)
    fail_msg ("the error shows the other file: %s", error->message);
}

static char *
passwd_secret (void)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  /* root's line ("root:x:0:0:...") is in every passwd file. */
  if (!g_file_get_contents ("/etc/passwd", &text, NULL, NULL))
    return g_strdup ("root:x:0:0");
  lines = g_strsplit (text, "\n", 2);
  return g_strdup (lines[0]);
}

static void
test_external_entity (void **state)
{
  g_autofree char *secret = passwd_secret ();
  static const char *docs[] = {
    "<?xml version=\"1.0\"?>\n<!DOCTYPE scenario [\n  <!ENTITY xxe SYSTEM \"file:///etc/passwd\">\n]>\n"
    "<scenario xmlns=\"urn:hexwright:scenario:1\" id=\"x\" players=\"3\" victory=\"10\">"
    "<name>&xxe;</name><rules/><variant id=\"a\" players=\"3\"><board/></variant></scenario>\n",
    /* Without the DOCTYPE the reference is simply undefined. */
    "<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:hexwright:scenario:1\" id=\"x\" players=\"3\" victory=\"10\">\n"
    "<name>&xxe;</name><rules/><variant id=\"a\" players=\"3\"><board/></variant></scenario>\n",
    /* Parameter entity pulling a file into the internal subset. */
    "<?xml version=\"1.0\"?>\n<!DOCTYPE scenario [\n  <!ENTITY % p SYSTEM \"file:///etc/passwd\">\n  %p;\n]>\n"
    "<scenario xmlns=\"urn:hexwright:scenario:1\"/>\n",
    /* XInclude is not processed either. */
    "<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:hexwright:scenario:1\" xmlns:xi=\"http://www.w3.org/2001/XInclude\" "
    "id=\"x\" players=\"3\" victory=\"10\">\n<name><xi:include href=\"/etc/passwd\" parse=\"text\"/></name>"
    "<rules/><variant id=\"a\" players=\"3\"><board/></variant></scenario>\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (docs); i++)
    expect_no_leak (docs[i], secret);
  expect_error (docs[0], strlen (docs[0]), HW_SCENARIO_ERROR_PARSE, 2);
  expect_error (docs[1], strlen (docs[1]), HW_SCENARIO_ERROR_PARSE, 3);
  expect_error (docs[3], strlen (docs[3]), HW_SCENARIO_ERROR_SCHEMA, 3);
}

static void
test_external_dtd (void **state)
{
  g_autofree char *secret = passwd_secret ();
  const char *local =
    "<?xml version=\"1.0\"?>\n<!DOCTYPE scenario SYSTEM \"/etc/passwd\">\n"
    "<scenario xmlns=\"urn:hexwright:scenario:1\" id=\"x\" players=\"3\" victory=\"10\">"
    "<name>x</name><rules/><variant id=\"a\" players=\"3\"><board/></variant></scenario>\n";

  expect_no_leak (local, secret);
  expect_error (local, strlen (local), HW_SCENARIO_ERROR_PARSE, 2);
}

static void
test_network_dtd (void **state)
{
  const char *doc =
    "<?xml version=\"1.0\"?>\n\n<!DOCTYPE scenario PUBLIC \"-//X//DTD X//EN\" "
    "\"http://192.0.2.1/hexwright.dtd\">\n"
    "<scenario xmlns=\"urn:hexwright:scenario:1\" id=\"x\" players=\"3\" victory=\"10\">"
    "<name>x</name><rules/><variant id=\"a\" players=\"3\"><board/></variant></scenario>\n";
  const char *entity =
    "<?xml version=\"1.0\"?>\n<!DOCTYPE scenario [\n<!ENTITY net SYSTEM \"http://192.0.2.1/x\">\n]>\n"
    "<scenario xmlns=\"urn:hexwright:scenario:1\"><name>&net;</name></scenario>\n";

  /* 192.0.2.1 is reserved for documentation: a connection attempt would hang, not fail
   * fast, so a pass here also shows nothing was fetched. */
  expect_error (doc, strlen (doc), HW_SCENARIO_ERROR_PARSE, 3);
  expect_error (entity, strlen (entity), HW_SCENARIO_ERROR_PARSE, 2);
}

/* A file on disk bigger than the limit is refused without reading all of it, and
 * things that are not regular files are refused outright. */
static void
test_files_that_are_not_scenarios (void **state)
{
  g_autoptr(GError) error = NULL;

  assert_null (hw_scenario_load_file ("/dev/zero", &error));
  assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO));
  assert_non_null (strstr (error->message, "/dev/zero"));
  g_clear_error (&error);
  assert_null (hw_scenario_load_file ("/", &error));
  assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO));
  g_clear_error (&error);

  {
    g_autofree char *dir = g_dir_make_tmp ("hw-test-bad-XXXXXX", NULL);
    g_autofree char *fifo = g_build_filename (dir, "pipe.xml", NULL);
    g_autofree char *huge = g_build_filename (dir, "huge.xml", NULL);
    g_autofree char *prefix = g_strdup_printf ("%s:1: ", huge);
    int fd;

    /* A FIFO with no writer: refused at once instead of waiting forever. */
    assert_int_equal (mkfifo (fifo, 0600), 0);
    assert_null (hw_scenario_load_file (fifo, &error));
    assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO));
    assert_non_null (strstr (error->message, "pipe.xml"));
    g_clear_error (&error);

    /* A sparse 4 GiB file: refused after reading no more than the limit. */
    fd = g_open (huge, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    assert_true (fd >= 0);
    assert_int_equal (ftruncate (fd, (off_t) 4 << 30), 0);
    close (fd);
    assert_null (hw_scenario_load_file (huge, &error));
    assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_TOO_LARGE));
    assert_true (g_str_has_prefix (error->message, prefix));
    g_clear_error (&error);

    g_remove (fifo);
    g_remove (huge);
    g_rmdir (dir);
  }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_empty_file),
    cmocka_unit_test (test_truncated_file),
    cmocka_unit_test (test_latin1_declared_utf8),
    cmocka_unit_test (test_other_declared_encoding),
    cmocka_unit_test (test_utf16_junk),
    cmocka_unit_test (test_binary_junk),
    cmocka_unit_test (test_unknown_terrain),
    cmocka_unit_test (test_out_of_range_numbers),
    cmocka_unit_test (test_duplicates),
    cmocka_unit_test (test_schema_errors),
    cmocka_unit_test (test_million_hexes),
    cmocka_unit_test (test_too_many_hexes),
    cmocka_unit_test (test_quadratic_shapes),
    cmocka_unit_test (test_prescan_skips_comments),
    cmocka_unit_test (test_deep_nesting),
    cmocka_unit_test (test_billion_laughs),
    cmocka_unit_test (test_external_entity),
    cmocka_unit_test (test_external_dtd),
    cmocka_unit_test (test_network_dtd),
    cmocka_unit_test (test_files_that_are_not_scenarios),
    cmocka_unit_test (test_players_empty),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
