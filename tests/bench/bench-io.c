/* bench-io.c: time to load (parse, schema check, model) and to save (canonical bytes) the
 * largest shipped scenario, and a board at the format's hex limit. */
#include "hw-test.h"
#include "hw-bench.h"

#include "hw-scenario-io.h"

#include <string.h>

static void
time_document (const char *label,
               const char *data,
               gsize       length)
{
  g_autoptr(HwScenario) kept = NULL;
  g_autoptr(GError) error = NULL;
  guint runs = 0;
  double start, load, save;

  kept = hw_scenario_load_data (data, length, label, &error);
  if (kept == NULL)
    {
      g_printerr ("%s\n", error->message);
      exit (1);
    }
  start = hw_bench_thread_seconds ();
  do
    {
      g_autoptr(HwScenario) s = hw_scenario_load_data (data, length, label, NULL);
      runs++;
      load = hw_bench_thread_seconds () - start;
    }
  while (load < 1.0);
  load /= runs;

  runs = 0;
  start = hw_bench_thread_seconds ();
  do
    {
      g_autofree char *bytes = hw_scenario_to_data (kept, NULL);
      runs++;
      save = hw_bench_thread_seconds () - start;
    }
  while (save < 1.0);
  save /= runs;

  g_print ("io: %s (%" G_GSIZE_FORMAT " bytes): load %.3f ms, save %.3f ms\n", label, length,
           load * 1e3, save * 1e3);
}

int
main (void)
{
  g_autofree char *dir = hw_test_source_path ("scenarios", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autofree char *largest = NULL;
  g_autofree char *largest_data = NULL;
  gsize largest_len = 0;
  g_autoptr(GString) big = g_string_new (NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      char *data = NULL;
      gsize len = 0;

      if (!g_str_has_suffix (name, ".xml") || !g_file_get_contents (path, &data, &len, NULL))
        continue;
      if (len > largest_len)
        {
          g_free (largest_data);
          g_free (largest);
          largest_data = data;
          largest_len = len;
          largest = g_strdup (name);
        }
      else
        g_free (data);
    }
  if (largest != NULL)
    time_document (largest, largest_data, largest_len);

  g_string_append (big, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<scenario xmlns=\"urn:hexwright:scenario:1\" id=\"big\" players=\"3-4\" victory=\"10\">\n"
                        "  <name>Big</name>\n  <rules/>\n  <variant id=\"3-4\" players=\"3-4\">\n    <board>\n");
  for (int i = 0; i < HW_SCENARIO_MAX_HEXES; i++)
    g_string_append_printf (big, "      <hex q=\"%d\" r=\"%d\" terrain=\"%s\"%s/>\n",
                            i % 100 - 50, i / 100 - 50, i % 3 ? "fields" : "sea",
                            i % 3 ? " chit=\"8\"" : "");
  g_string_append (big, "    </board>\n  </variant>\n</scenario>\n");
  time_document ("10000 hexes", big->str, big->len);
  return 0;
}
