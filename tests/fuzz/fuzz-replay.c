/* fuzz-replay.c: runs every file of the fuzzing corpus through the same harness as the
 * libFuzzer targets, built with the normal compiler and sanitizers, so that make check keeps
 * every bug the fuzzers found fixed. Usage: fuzz-replay scenario|pioneers|sim-json FILE|DIR… */
#include "hw-fuzz.h"

#include <stdio.h>
#include <string.h>

static void
replay_file (const char *kind,
             const char *path,
             guint      *count)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &data, &length, &error))
    {
      g_printerr ("fuzz-replay: %s\n", error->message);
      exit (1);
    }
  /* Printed first, so that a crash names its input. */
  printf ("# %s\n", path);
  fflush (stdout);
  if (strcmp (kind, "scenario") == 0)
    hw_fuzz_scenario ((const guint8 *) data, length);
  else if (strcmp (kind, "pioneers") == 0)
    hw_fuzz_pioneers ((const guint8 *) data, length);
  else
    hw_fuzz_sim_json ((const guint8 *) data, length);
  (*count)++;
}

static void
replay_dir (const char *kind,
            const char *dir_path,
            guint      *count)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    {
      g_printerr ("fuzz-replay: %s\n", error->message);
      exit (1);
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (dir_path, name, NULL));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      const char *path = g_ptr_array_index (names, i);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        replay_dir (kind, path, count);
      else
        replay_file (kind, path, count);
    }
}

int
main (int argc, char **argv)
{
  guint count = 0;

  if (argc < 3 || (strcmp (argv[1], "scenario") != 0 && strcmp (argv[1], "pioneers") != 0 &&
                    strcmp (argv[1], "sim-json") != 0))
    {
      g_printerr ("usage: fuzz-replay scenario|pioneers|sim-json FILE|DIR…\n");
      return 2;
    }
  hw_fuzz_init ();
  for (int i = 2; i < argc; i++)
    {
      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        replay_dir (argv[1], argv[i], &count);
      else
        replay_file (argv[1], argv[i], &count);
    }
  if (count == 0)
    {
      g_printerr ("fuzz-replay: no input found\n");
      return 1;
    }
  printf ("1..1\nok 1 - %u %s inputs replayed\n", count, argv[1]);
  return 0;
}
