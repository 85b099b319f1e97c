/* bench-export.c: time to export The Desert Raiders' 5-6 player map as a real-size poster SVG
 * (target under 50 ms) and as a tiled A4 PDF (target under 300 ms), files included. */
#include "hw-test.h"
#include "hw-bench.h"

#include "hw-export.h"
#include "hw-scenario-io.h"

#include <glib/gstdio.h>
#include <string.h>

/* A stand-in of the same size when the shipped file is not there: 67 hexes in rings, 48 of
 * them land with numbers, 11 harbors. */
static HwScenario *
built_board (void)
{
  static const HwTerrain land[] = {
    HW_TERRAIN_DESERT, HW_TERRAIN_GOLD, HW_TERRAIN_VOLCANO, HW_TERRAIN_JUNGLE,
    HW_TERRAIN_FIELDS, HW_TERRAIN_HILLS, HW_TERRAIN_MOUNTAINS, HW_TERRAIN_FOREST, HW_TERRAIN_PASTURE,
  };
  static const int numbers[] = { 2, 3, 4, 5, 6, 8, 9, 10, 11, 12 };
  HwScenario *s = hw_scenario_new ();
  HwVariant *v = hw_variant_new ("5-6", 5, 6);
  guint n = 0, harbors = 0;
  HwCoord ring[30];

  hw_text_set (s->names, "", "The Desert Raiders (stand-in)");
  g_ptr_array_add (s->variants, v);
  for (guint radius = 0; radius <= 5; radius++)
    {
      guint count = hw_coord_ring (hw_coord (0, 0), radius, ring);

      for (guint i = 0; i < count && hw_board_n_hexes (v->board) < 67; i++, n++)
        if (n < 48)
          {
            HwHex *hex = hw_board_set_hex (v->board, ring[i], land[n % G_N_ELEMENTS (land)]);

            if (hw_terrain_takes_chit (hex->terrain))
              hex->chit = (guint8) numbers[n % G_N_ELEMENTS (numbers)];
          }
        else
          {
            HwHarbor h = { ring[i], (guint8) (i % 6), 0, (HwResource) ((int) (harbors % 6) - 1), 0 };

            hw_board_set_hex (v->board, ring[i], HW_TERRAIN_SEA);
            if (i % 2 == 0 && harbors < 11)
              {
                hw_board_add_harbor (v->board, &h);
                harbors++;
              }
          }
    }
  return s;
}

/* Exports @runs times and prints the median and the fastest run in ms. */
static double
time_export (HwScenario *s, HwVariant *v, const HwExportOptions *o, const char *path,
             const char *what, double target_ms, guint runs)
{
  g_autofree double *ms = g_new (double, runs);
  g_autofree double *wall = g_new (double, runs);
  guint files = 0;

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      double cpu_start = 1e3 * hw_bench_process_seconds ();

      if (!hw_export_write (s, v, o, path, &files, &error))
        {
          g_printerr ("%s: %s\n", what, error->message);
          exit (1);
        }
      ms[i] = 1e3 * hw_bench_process_seconds () - cpu_start;
      wall[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  qsort (ms, runs, sizeof *ms, hw_bench_compare_doubles);
  qsort (wall, runs, sizeof *wall, hw_bench_compare_doubles);
  g_print ("export: %s: median %.1f ms CPU (fastest %.1f), median %.1f ms wall, %u file(s) "
           "(target < %.0f ms)%s\n",
           what, ms[runs / 2], ms[0], wall[runs / 2], files, target_ms,
           ms[runs / 2] < target_ms ? "" : " OVER TARGET");
  return ms[runs / 2];
}

int
main (void)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = hw_scenario_load_file (path, &error);
  g_autofree char *dir = g_dir_make_tmp ("hw-bench-export-XXXXXX", NULL);
  g_autofree char *svg = g_build_filename (dir, "poster.svg", NULL);
  g_autofree char *pdf = g_build_filename (dir, "tiled.pdf", NULL);
  HwExportOptions o;
  HwVariant *v;
  double poster, tiled;

  if (s == NULL)
    {
      g_print ("# %s: %s; timing a board of the same size built in code\n", path, error->message);
      s = built_board ();
    }
  v = hw_scenario_find_variant (s, 5);
  if (v == NULL)
    {
      g_printerr ("no 5-6 player variant\n");
      return 1;
    }
  g_print ("# %s, %s players: %u hexes, %u harbors\n", hw_scenario_get_name (s), v->id,
           hw_board_n_hexes (v->board), hw_board_n_harbors (v->board));

  hw_export_options_init (&o);
  poster = time_export (s, v, &o, svg, "poster SVG", 50, 21);
  g_unlink (svg);

  o.layout = HW_EXPORT_LAYOUT_TILED;
  o.format = HW_EXPORT_FORMAT_PDF;
  o.paper = HW_PAPER_A4;
  tiled = time_export (s, v, &o, pdf, "tiled A4 PDF", 300, 11);
  g_unlink (pdf);
  g_rmdir (dir);

  /* The figures are the result; the targets are reported, not asserted. */
  (void) poster;
  (void) tiled;
  return 0;
}
