/* test-int-limits.c: loader, schema and writer agree on the range of every whole-number
 * attribute of the format (issue 39). Each attribute is tried at both ends of its range,
 * which must load and come back from the writer unchanged, and one step past each end,
 * which must be refused with the file and the line; the ranges are also read from
 * schemas/hexwright-scenario-1.rng, so that a new integer attribute, or a schema that
 * states another range than the loader keeps, fails here. */
#include "hw-test.h"

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "hw-scenario-io.h"

#define U32_MAX "4294967295"
#define U32_PAST "4294967296"
#define U64_MAX "18446744073709551615"
#define U64_PAST "18446744073709551616"

/* Canonical (it loads and saves to the same bytes, checked below), so that each case changes
 * one value of one line, and every whole-number attribute appears. Few are at an end of
 * their range: seat 1 is number 1 and seat 8 number 8, and the batch has the most games
 * the format holds, so that one seat may have them all as wins (the wins add up to at most
 * the games). */
static const char base_doc[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<scenario xmlns=\"urn:hexwright:scenario:1\" id=\"limits\" players=\"1-8\" victory=\"10\">\n"
  "  <name>Limits</name>\n"
  "  <rules>\n"
  "    <module id=\"base\"/>\n"
  "  </rules>\n"
  "  <variant id=\"v\" players=\"2\">\n"
  "    <tables>\n"
  "      <terrains total=\"5\">\n"
  "        <terrain type=\"sea\" count=\"3\"/>\n"
  "      </terrains>\n"
  "      <chits total=\"5\">\n"
  "        <chit number=\"6\" count=\"3\"/>\n"
  "      </chits>\n"
  "      <harbors total=\"5\" generic=\"3\" special=\"4\">\n"
  "        <harbor resource=\"wool\" count=\"3\"/>\n"
  "      </harbors>\n"
  "      <supply pawn=\"robber\" count=\"3\" components=\"4\"/>\n"
  "    </tables>\n"
  "    <board>\n"
  "      <hex q=\"0\" r=\"0\" terrain=\"desert\" robber=\"1\" raider=\"1\" barbarian=\"1\" robin=\"1\"/>\n"
  "      <hex q=\"1\" r=\"0\" terrain=\"fields\" chit=\"6\"/>\n"
  "      <harbor q=\"0\" r=\"-1\" side=\"2\" kind=\"generic\"/>\n"
  "    </board>\n"
  "    <generator seed=\"42\" best-of=\"2\">\n"
  "      <fair candidates=\"5\" chosen=\"3\" raced=\"4\" first-games=\"50\" race-games=\"400\""
  " bots=\"greedy\" turn-limit=\"1000\" batch-seed=\"7\" games=\"" U64_MAX "\" predicted-gap=\"0.00\""
  " gap=\"0.00\">\n"
  "        <seat number=\"1\" wins=\"0\" rate=\"0.0000\" low=\"0.0000\" high=\"0.0000\"/>\n"
  "        <seat number=\"2\" wins=\"0\" rate=\"0.0000\" low=\"0.0000\" high=\"0.0000\"/>\n"
  "        <seat number=\"3\" wins=\"0\" rate=\"0.0000\" low=\"0.0000\" high=\"0.0000\"/>\n"
  "        <seat number=\"4\" wins=\"0\" rate=\"0.0000\" low=\"0.0000\" high=\"0.0000\"/>\n"
  "        <seat number=\"5\" wins=\"0\" rate=\"0.0000\" low=\"0.0000\" high=\"0.0000\"/>\n"
  "        <seat number=\"6\" wins=\"0\" rate=\"0.0000\" low=\"0.0000\" high=\"0.0000\"/>\n"
  "        <seat number=\"7\" wins=\"0\" rate=\"0.0000\" low=\"0.0000\" high=\"0.0000\"/>\n"
  "        <seat number=\"8\" wins=\"0\" rate=\"0.0000\" low=\"0.0000\" high=\"0.0000\"/>\n"
  "      </fair>\n"
  "      <shuffle what=\"terrain\">\n"
  "        <terrain type=\"fields\" count=\"3\"/>\n"
  "      </shuffle>\n"
  "      <shuffle what=\"chits\">\n"
  "        <chit number=\"8\" count=\"3\"/>\n"
  "      </shuffle>\n"
  "      <shuffle what=\"harbors\">\n"
  "        <harbor kind=\"generic\" count=\"3\"/>\n"
  "      </shuffle>\n"
  "    </generator>\n"
  "  </variant>\n"
  "</scenario>\n";

typedef struct
{
  const char *element;
  const char *attr;
  const char *anchor_low;   /* a fragment of the one line changed for the low end */
  const char *anchor_high;  /* the line changed for the high end; NULL: the same */
  const char *min, *max;    /* the range, both ends accepted */
  const char *below, *above;/* one step outside, refused */
  gboolean    min_omitted;  /* min is the default, which the writer leaves out */
} Limit;

/* Every whole number the loader reads. */
static const Limit limits[] = {
  { "scenario", "victory", "<scenario ", NULL, "1", "99", "0", "100", FALSE },
  { "scenario", "players", "<scenario ", NULL, "1-8", "1-8", "0-8", "1-9", FALSE },
  { "variant", "players", "<variant ", NULL, "1", "8", "0", "9", FALSE },
  { "terrains", "total", "<terrains ", NULL, "0", "10000", "-1", "10001", FALSE },
  { "terrain", "count", "<terrain type=\"sea\"", NULL, "0", "10000", "-1", "10001", FALSE },
  { "chits", "total", "<chits ", NULL, "0", "10000", "-1", "10001", FALSE },
  { "chit", "number", "<chit number=\"6\"", NULL, "2", "12", "1", "13", FALSE },
  { "chit", "count", "<chit number=\"6\"", NULL, "0", "10000", "-1", "10001", FALSE },
  { "harbors", "total", "<harbors ", NULL, "0", "10000", "-1", "10001", FALSE },
  { "harbors", "generic", "<harbors ", NULL, "0", "10000", "-1", "10001", FALSE },
  { "harbors", "special", "<harbors ", NULL, "0", "10000", "-1", "10001", FALSE },
  { "harbor", "count", "<harbor resource=", NULL, "0", "10000", "-1", "10001", FALSE },
  { "supply", "count", "<supply ", NULL, "0", "999", "-1", "1000", FALSE },
  { "supply", "components", "<supply ", NULL, "0", "999", "-1", "1000", FALSE },
  /* The first hex in reading order takes the low ends, the last the high ones, so that
   * the board keeps its order. */
  { "hex", "q", "<hex q=\"0\"", "<hex q=\"1\"", "-200", "200", "-201", "201", FALSE },
  { "hex", "r", "<hex q=\"0\"", "<hex q=\"1\"", "-200", "200", "-201", "201", FALSE },
  { "hex", "chit", "<hex q=\"1\"", NULL, "2", "12", "1", "13", FALSE },
  { "hex", "robber", "<hex q=\"0\"", NULL, "0", "99", "-1", "100", TRUE },
  { "hex", "raider", "<hex q=\"0\"", NULL, "0", "99", "-1", "100", TRUE },
  { "hex", "barbarian", "<hex q=\"0\"", NULL, "0", "99", "-1", "100", TRUE },
  { "hex", "robin", "<hex q=\"0\"", NULL, "0", "99", "-1", "100", TRUE },
  { "harbor", "q", "<harbor q=", NULL, "-200", "200", "-201", "201", FALSE },
  { "harbor", "r", "<harbor q=", NULL, "-200", "200", "-201", "201", FALSE },
  { "harbor", "side", "<harbor q=", NULL, "0", "5", "-1", "6", FALSE },
  { "generator", "seed", "<generator ", NULL, "0", U64_MAX, "-1", U64_PAST, FALSE },
  { "generator", "best-of", "<generator ", NULL, "1", "1000000", "0", "1000001", TRUE },
  { "fair", "candidates", "<fair ", NULL, "0", "1000000", "-1", "1000001", FALSE },
  { "fair", "chosen", "<fair ", NULL, "0", "1000000", "-1", "1000001", FALSE },
  { "fair", "raced", "<fair ", NULL, "0", "1000000", "-1", "1000001", FALSE },
  { "fair", "first-games", "<fair ", NULL, "0", U32_MAX, "-1", U32_PAST, FALSE },
  { "fair", "race-games", "<fair ", NULL, "0", U64_MAX, "-1", U64_PAST, FALSE },
  { "fair", "turn-limit", "<fair ", NULL, "0", U32_MAX, "-1", U32_PAST, FALSE },
  { "fair", "batch-seed", "<fair ", NULL, "0", U64_MAX, "-1", U64_PAST, FALSE },
  { "fair", "games", "<fair ", NULL, "0", U64_MAX, "-1", U64_PAST, FALSE },
  /* Seats are numbered in order: the first is 1, the eighth and last 8. */
  { "seat", "number", "<seat number=\"1\"", "<seat number=\"8\"", "1", "8", "0", "9", FALSE },
  { "seat", "wins", "<seat number=\"1\"", NULL, "0", U64_MAX, "-1", U64_PAST, FALSE },
  { "shuffle/terrain", "count", "<terrain type=\"fields\"", NULL, "0", "10000", "-1", "10001", FALSE },
  { "shuffle/chit", "number", "<chit number=\"8\"", NULL, "2", "12", "1", "13", FALSE },
  { "shuffle/chit", "count", "<chit number=\"8\"", NULL, "0", "10000", "-1", "10001", FALSE },
  { "shuffle/harbor", "count", "<harbor kind=", NULL, "0", "10000", "-1", "10001", FALSE },
};

/* The element's own name ("shuffle/chit" is a <chit> in a pool). */
static const char *
element_name (const Limit *l)
{
  const char *slash = strchr (l->element, '/');

  return slash ? slash + 1 : l->element;
}

/* Returns the 1-based line of @doc holding @anchor (which must occur exactly once). */
static guint
line_of (const char *doc,
         const char *anchor)
{
  const char *at = strstr (doc, anchor);
  guint line = 1;

  if (at == NULL || strstr (at + 1, anchor) != NULL)
    fail_msg ("“%s” is not on exactly one line of the document", anchor);
  for (const char *p = doc; p < at; p++)
    line += *p == '\n';
  return line;
}

/* Returns @doc with @attr of the line holding @anchor set to @value. */
static char *
with_value (const char *doc,
            const char *anchor,
            const char *attr,
            const char *value)
{
  g_autofree char *needle = g_strdup_printf (" %s=\"", attr);
  const char *line = strstr (doc, anchor);
  const char *end = strchr (line, '\n');
  const char *at = g_strstr_len (line, end - line, needle);
  const char *close;
  GString *out;

  if (at == NULL)
    fail_msg ("the line of “%s” has no %s", anchor, attr);
  at += strlen (needle);
  close = strchr (at, '"');
  out = g_string_new_len (doc, at - doc);
  g_string_append (out, value);
  g_string_append (out, close);
  return g_string_free (out, FALSE);
}

/* TRUE when a line of @doc is an <@element …> holding @attr="@value". */
static gboolean
writes_value (const char *doc,
              const char *element,
              const char *attr,
              const char *value)
{
  g_auto(GStrv) lines = g_strsplit (doc, "\n", -1);
  g_autofree char *start = g_strdup_printf ("<%s ", element);
  g_autofree char *pair = g_strdup_printf (" %s=\"%s\"", attr, value);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (g_strchug (lines[i]), start) && strstr (lines[i], pair) != NULL)
      return TRUE;
  return FALSE;
}

/* @doc loads; saved, it holds @attr=@value (unless @omitted) and loads and saves to the
 * same bytes again. */
static void
assert_round_trip (const char *doc,
                   const char *element,
                   const char *attr,
                   const char *value,
                   gboolean    omitted)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = hw_scenario_load_data (doc, strlen (doc), "t.xml", &error);
  g_autoptr(HwScenario) back = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *again = NULL;

  if (s == NULL)
    fail_msg ("<%s %s=\"%s\"> is refused: %s", element, attr, value, error->message);
  saved = hw_scenario_to_data (s, NULL);
  if (!omitted && !writes_value (saved, element, attr, value))
    fail_msg ("<%s %s=\"%s\"> is not written back:\n%s", element, attr, value, saved);
  back = hw_scenario_load_data (saved, strlen (saved), "saved.xml", &error);
  if (back == NULL)
    fail_msg ("<%s %s=\"%s\"> is written so that it does not load back: %s", element, attr,
              value, error->message);
  again = hw_scenario_to_data (back, NULL);
  assert_string_equal (saved, again);
}

/* @doc is refused with an error at @line that quotes @value. */
static void
assert_refused (const char *doc,
                guint       line,
                const char *element,
                const char *attr,
                const char *value)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = hw_scenario_load_data (doc, strlen (doc), "t.xml", &error);
  g_autofree char *where = g_strdup_printf ("t.xml:%u: ", line);

  if (s != NULL)
    fail_msg ("<%s %s=\"%s\"> is accepted", element, attr, value);
  assert_true (error->domain == HW_SCENARIO_ERROR);
  if (!g_str_has_prefix (error->message, where) || strstr (error->message, value) == NULL)
    fail_msg ("<%s %s=\"%s\">: “%s” does not name line %u and the value", element, attr,
              value, error->message, line);
}

static void
test_base_is_canonical (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = hw_scenario_load_data (base_doc, strlen (base_doc), "t.xml", &error);
  g_autofree char *saved = NULL;

  if (s == NULL)
    fail_msg ("%s", error->message);
  saved = hw_scenario_to_data (s, NULL);
  assert_string_equal (saved, base_doc);
}

/* Both ends of every range load and round-trip; one past either end is refused. */
static void
test_every_limit (void **state)
{
  for (guint i = 0; i < G_N_ELEMENTS (limits); i++)
    {
      const Limit *l = &limits[i];
      const char *high = l->anchor_high ? l->anchor_high : l->anchor_low;
      const char *name = element_name (l);
      g_autofree char *at_min = with_value (base_doc, l->anchor_low, l->attr, l->min);
      g_autofree char *at_max = with_value (base_doc, high, l->attr, l->max);
      g_autofree char *below = with_value (base_doc, l->anchor_low, l->attr, l->below);
      g_autofree char *above = with_value (base_doc, high, l->attr, l->above);

      assert_round_trip (at_min, name, l->attr, l->min, l->min_omitted);
      assert_round_trip (at_max, name, l->attr, l->max, FALSE);
      assert_refused (below, line_of (base_doc, l->anchor_low), name, l->attr, l->below);
      assert_refused (above, line_of (base_doc, high), name, l->attr, l->above);
    }
}

/* fair-counts-past-int32.xml (issue 39): first-games and turn-limit past 2^31 - 1 loaded
 * and validated, but were written as negative ints, so a save refused itself ("not saved,
 * the file would not load back"). */
static void
test_fair_counts_past_int32 (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "fuzz", "corpus", "scenario",
                                               "fair-counts-past-int32.xml", NULL);
  g_autofree char *dir = hw_test_make_tmpdir ("hw-int-limits-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "saved.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = hw_scenario_load_file (path, &error);
  g_autofree char *text = NULL;

  assert_non_null (s);
  if (!hw_scenario_save_file (s, out, &error))
    fail_msg ("%s", error->message);
  assert_true (g_file_get_contents (out, &text, NULL, NULL));
  assert_true (writes_value (text, "fair", "first-games", "2147483648"));
  assert_true (writes_value (text, "fair", "turn-limit", U32_MAX));
  hw_test_remove_tree (dir);
}

/* Each seat's wins are in range and so is games, but two seats with 2^63 wins each add up
 * to 2^64, which the sum wrapped round to 0 and so took for no more wins than games. */
static void
test_fair_wins_past_u64 (void **state)
{
  g_autofree char *one = with_value (base_doc, "<seat number=\"1\"", "wins", "9223372036854775808");
  g_autofree char *two = with_value (one, "<seat number=\"2\"", "wins", "9223372036854775808");
  g_autofree char *where = g_strdup_printf ("t.xml:%u: ", line_of (base_doc, "<fair "));
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = hw_scenario_load_data (two, strlen (two), "t.xml", &error);

  if (s != NULL)
    fail_msg ("wins adding up to 2^64 are accepted with games=%s", U64_MAX);
  assert_true (g_str_has_prefix (error->message, where));
  assert_non_null (strstr (error->message, "more wins than games"));
  /* Up to the games, they still load. */
  {
    g_autofree char *fits = with_value (one, "<seat number=\"2\"", "wins", "9223372036854775807");

    assert_round_trip (fits, "seat", "wins", "9223372036854775807", FALSE);
  }
}

/* ---------------------------------------------------------------------------------------
 * The schema's ranges
 * ------------------------------------------------------------------------------------- */

typedef struct
{
  char *element;
  char *attr;
  char *min;   /* NULL: unbounded */
  char *max;
} SchemaRange;

static void
schema_range_free (gpointer p)
{
  SchemaRange *r = p;

  g_free (r->element);
  g_free (r->attr);
  g_free (r->min);
  g_free (r->max);
  g_free (r);
}

static gboolean
is_rng (xmlNode    *node,
        const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0;
}

static char *
prop (xmlNode    *node,
      const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy = g_strdup ((const char *) value);

  xmlFree (value);
  return copy;
}

static xmlNode *
find_define (xmlNode    *grammar,
             const char *name)
{
  for (xmlNode *d = grammar->children; d != NULL; d = d->next)
    if (is_rng (d, "define"))
      {
        g_autofree char *n = prop (d, "name");

        if (g_strcmp0 (n, name) == 0)
          return d;
      }
  fail_msg ("the schema has no define “%s”", name);
  return NULL;
}

/* The first <data> below @node, through refs. */
static xmlNode *
find_data (xmlNode *grammar,
           xmlNode *node)
{
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      xmlNode *found = NULL;

      if (is_rng (c, "data"))
        return c;
      if (is_rng (c, "ref"))
        {
          g_autofree char *name = prop (c, "name");

          found = find_data (grammar, find_define (grammar, name));
        }
      else if (c->type == XML_ELEMENT_NODE)
        found = find_data (grammar, c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Adds the range of attribute @attr of @element when its type is a whole number. */
static void
add_range (GPtrArray  *ranges,
           xmlNode    *grammar,
           const char *element,
           xmlNode    *attr)
{
  static const struct { const char *type, *min, *max; } types[] = {
    { "integer", NULL, NULL },
    { "nonNegativeInteger", "0", NULL },
    { "positiveInteger", "1", NULL },
    { "unsignedInt", "0", U32_MAX },
    { "unsignedLong", "0", U64_MAX },
  };
  xmlNode *data = find_data (grammar, attr);
  g_autofree char *type = data ? prop (data, "type") : NULL;
  SchemaRange *r;
  guint t;

  for (t = 0; t < G_N_ELEMENTS (types); t++)
    if (g_strcmp0 (type, types[t].type) == 0)
      break;
  if (t == G_N_ELEMENTS (types))
    return;
  r = g_new0 (SchemaRange, 1);
  r->element = g_strdup (element);
  r->attr = prop (attr, "name");
  r->min = g_strdup (types[t].min);
  r->max = g_strdup (types[t].max);
  for (xmlNode *p = data->children; p != NULL; p = p->next)
    if (is_rng (p, "param"))
      {
        g_autofree char *name = prop (p, "name");
        xmlChar *value = xmlNodeGetContent (p);

        if (g_strcmp0 (name, "minInclusive") == 0)
          {
            g_free (r->min);
            r->min = g_strdup ((const char *) value);
          }
        else if (g_strcmp0 (name, "maxInclusive") == 0)
          {
            g_free (r->max);
            r->max = g_strdup ((const char *) value);
          }
        xmlFree (value);
      }
  g_ptr_array_add (ranges, r);
}

/* Walks the grammar from @node, inside <@element>, following refs (each define once per
 * element, which ends the recursion of nested refs). */
static void
collect_ranges (GPtrArray   *ranges,
                xmlNode     *grammar,
                xmlNode     *node,
                const char  *element,
                GHashTable  *seen)
{
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (is_rng (c, "element"))
        {
          g_autofree char *name = prop (c, "name");
          g_autoptr(GHashTable) inner = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

          collect_ranges (ranges, grammar, c, name, inner);
        }
      else if (is_rng (c, "attribute"))
        add_range (ranges, grammar, element, c);
      else if (is_rng (c, "ref"))
        {
          char *name = prop (c, "name");

          if (!g_hash_table_add (seen, name))
            continue;
          collect_ranges (ranges, grammar, find_define (grammar, name), element, seen);
        }
      else
        collect_ranges (ranges, grammar, c, element, seen);
    }
}

/* The schema states for every whole-number attribute the range the loader keeps (the
 * table above, tried against the loader), and has no such attribute the table lacks. */
static void
test_schema_agrees (void **state)
{
  g_autofree char *path = hw_test_source_path ("schemas", "hexwright-scenario-1.rng", NULL);
  g_autoptr(GPtrArray) ranges = g_ptr_array_new_with_free_func (schema_range_free);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  xmlDoc *doc = xmlReadFile (path, NULL, XML_PARSE_NONET);
  xmlNode *grammar;
  xmlNode *start = NULL;

  assert_non_null (doc);
  grammar = xmlDocGetRootElement (doc);
  for (xmlNode *c = grammar->children; c != NULL; c = c->next)
    if (is_rng (c, "start"))
      start = c;
  assert_non_null (start);
  collect_ranges (ranges, grammar, start, NULL, seen);
  assert_true (ranges->len > 20);

  for (guint i = 0; i < ranges->len; i++)
    {
      const SchemaRange *r = g_ptr_array_index (ranges, i);
      gboolean found = FALSE;

      for (guint k = 0; k < G_N_ELEMENTS (limits); k++)
        {
          const Limit *l = &limits[k];

          if (strcmp (element_name (l), r->element) != 0 || strcmp (l->attr, r->attr) != 0)
            continue;
          found = TRUE;
          if (g_strcmp0 (r->min, l->min) != 0 || g_strcmp0 (r->max, l->max) != 0)
            fail_msg ("the schema gives <%s %s> the range %s..%s, the loader %s..%s",
                      r->element, r->attr, r->min ? r->min : "unbounded",
                      r->max ? r->max : "unbounded", l->min, l->max);
        }
      if (!found)
        fail_msg ("<%s %s> is a whole number in the schema but not tried here", r->element,
                  r->attr);
    }
  /* The other way round: every attribute tried here is one (players is a pattern). */
  for (guint k = 0; k < G_N_ELEMENTS (limits); k++)
    {
      const Limit *l = &limits[k];
      gboolean found = strcmp (l->attr, "players") == 0;

      for (guint i = 0; i < ranges->len && !found; i++)
        {
          const SchemaRange *r = g_ptr_array_index (ranges, i);

          found = strcmp (element_name (l), r->element) == 0 && strcmp (l->attr, r->attr) == 0;
        }
      if (!found)
        fail_msg ("<%s %s> is not a whole number in the schema", element_name (l), l->attr);
    }
  xmlFreeDoc (doc);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_base_is_canonical),
    cmocka_unit_test (test_every_limit),
    cmocka_unit_test (test_fair_counts_past_int32),
    cmocka_unit_test (test_fair_wins_past_u64),
    cmocka_unit_test (test_schema_agrees),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
