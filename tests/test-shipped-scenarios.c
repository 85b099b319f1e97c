/* test-shipped-scenarios.c: every scenario under scenarios/ loads, passes the schema, and
 * is stored in canonical form (load -> save gives the same bytes). */
#include "hw-test.h"

#include <gio/gio.h>
#include <string.h>

#include "hw-autocleanups.h"
#include "hw-generate.h"
#include "hw-scenario-io.h"

static char *
schema_path (void)
{
  return hw_test_source_path ("schemas", "hexwright-scenario-1.rng", NULL);
}

/* The loader checks the embedded schema; this checks the file in the source tree on its
 * own, with libxml2 alone, so a schema that the build failed to embed cannot hide. */
static void
test_schema (void **state)
{
  const char *path = *state;
  g_autofree char *rng = schema_path ();
  g_autoptr(xmlRelaxNGParserCtxt) pctxt = xmlRelaxNGNewParserCtxt (rng);
  g_autoptr(xmlRelaxNG) schema = xmlRelaxNGParse (pctxt);
  g_autoptr(xmlRelaxNGValidCtxt) vctxt = NULL;
  g_autoptr(xmlDoc) doc = NULL;

  assert_non_null (schema);
  doc = xmlReadFile (path, NULL, XML_PARSE_NONET);
  assert_non_null (doc);
  vctxt = xmlRelaxNGNewValidCtxt (schema);
  if (xmlRelaxNGValidateDoc (vctxt, doc) != 0)
    fail_msg ("%s does not validate against %s", path, rng);
}

static void
test_loads (void **state)
{
  const char *path = *state;
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = hw_scenario_load_file (path, &error);

  if (error != NULL)
    fail_msg ("%s", error->message);
  assert_non_null (s);
  assert_non_null (s->id);
  assert_true (s->names->len > 0);
  assert_true (s->variants->len > 0);
}

static void
test_canonical (void **state)
{
  const char *path = *state;
  g_autoptr(HwScenario) s = hw_scenario_load_file (path, NULL);
  g_autofree char *original = NULL;
  g_autofree char *saved = NULL;
  g_auto (GStrv) a = NULL;
  g_auto (GStrv) b = NULL;

  assert_non_null (s);
  assert_true (g_file_get_contents (path, &original, NULL, NULL));
  saved = hw_scenario_to_data (s, NULL);
  if (strcmp (original, saved) == 0)
    return;

  /* Show the first line that differs, so the file can be fixed. */
  a = g_strsplit (original, "\n", -1);
  b = g_strsplit (saved, "\n", -1);
  for (guint i = 0; a[i] != NULL || b[i] != NULL; i++)
    if (a[i] == NULL || b[i] == NULL || strcmp (a[i], b[i]) != 0)
      fail_msg ("%s is not canonical; line %u is\n  %s\nbut the saver writes\n  %s", path, i + 1,
                a[i] ? a[i] : "(end of file)", b[i] ? b[i] : "(end of file)");
  fail_msg ("%s is not canonical", path);
}

/* A board with a recorded seed is dealt again, byte for byte, from that seed and the
 * recorded best-of: the promise <generator seed= best-of=> makes to whoever opens it. */
static void
test_reproducible (void **state)
{
  const char *path = *state;
  g_autoptr(HwScenario) s = hw_scenario_load_file (path, NULL);
  g_autoptr(HwScenario) again = NULL;
  g_autofree char *original = NULL;
  g_autofree char *dealt = NULL;

  assert_non_null (s);
  again = hw_scenario_copy (s);
  for (guint i = 0; i < again->variants->len; i++)
    {
      HwVariant *v = g_ptr_array_index (again->variants, i);
      g_autoptr(GError) error = NULL;
      HwGenerateParams params;
      guint64 seed = v->seed;

      if (!v->has_seed || v->shuffles->len == 0)
        continue;
      hw_generate_params_init (&params);
      assert_true (hw_generate_params_from_scenario (&params, again, &error));
      params.best_of = MAX (v->best_of, 1);
      /* Deal another board first, so a generator that did nothing cannot pass. */
      if (!hw_generate_variant (again, v, &params, seed + 1, &error)
          || !hw_generate_variant (again, v, &params, seed, &error))
        fail_msg ("%s: variant %s: %s", path, v->id, error->message);
    }
  original = hw_scenario_to_data (s, NULL);
  dealt = hw_scenario_to_data (again, NULL);
  assert_string_equal (original, dealt);
}

/* The embedded schema is the one in the source tree. */
static void
test_embedded_schema_is_current (void **state)
{
  g_autofree char *rng = schema_path ();
  g_autofree char *text = NULL;
  gsize len = 0;
  g_autoptr(GBytes) embedded = NULL;
  g_autoptr(GBytes) on_disk = NULL;

  assert_true (g_file_get_contents (rng, &text, &len, NULL));
  on_disk = g_bytes_new (text, len);
  embedded = g_resources_lookup_data ("/io/github/hexwright/core/hexwright-scenario-1.rng",
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  assert_non_null (embedded);
  assert_true (g_bytes_equal (embedded, on_disk));
}

static void
test_have_scenarios (void **state)
{
  guint n = GPOINTER_TO_UINT (*state);

  if (n == 0)
    fail_msg ("no *.xml under scenarios/");
}

int
main (void)
{
  g_autofree char *dir = hw_test_source_path ("scenarios", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) tests = g_array_new (FALSE, TRUE, sizeof (struct CMUnitTest));
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (paths, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (paths, (GCompareFunc) g_strcmp0);

  {
    struct CMUnitTest t = { "have_scenarios", test_have_scenarios, NULL, NULL,
                            GUINT_TO_POINTER (paths->len) };
    struct CMUnitTest e = cmocka_unit_test (test_embedded_schema_is_current);

    g_array_append_val (tests, t);
    g_array_append_val (tests, e);
  }
  for (guint i = 0; i < paths->len; i++)
    {
      static const struct { const char *what; CMUnitTestFunction fn; } kinds[] = {
        { "loads", test_loads },
        { "schema", test_schema },
        { "canonical", test_canonical },
        { "reproducible", test_reproducible },
      };
      g_autofree char *base = g_path_get_basename (g_ptr_array_index (paths, i));

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          struct CMUnitTest t = { 0 };
          char *test_name = g_strdup_printf ("%s_%s", base, kinds[k].what);

          g_ptr_array_add (names, test_name);
          t.name = test_name;
          t.test_func = kinds[k].fn;
          t.initial_state = g_ptr_array_index (paths, i);
          g_array_append_val (tests, t);
        }
    }

  return _cmocka_run_group_tests ("shipped-scenarios", (const struct CMUnitTest *) tests->data,
                                  tests->len, NULL, NULL);
}
