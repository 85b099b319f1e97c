/* bench-redraw.c: the editor's board canvas and edit loop, timed.
 *
 * - Frames of the 5-6 player Desert Raiders board at 1400x900 through
 *   hw_board_scene_render, the path HwBoardView's snapshot takes (target: under 8 ms): the
 *   board drawn afresh, and the board from its cache with only the hover moving.
 * - One edit as the editor makes it: snapshot for undo, paint, commit, validate (target:
 *   validation under 1 ms).
 * - With a display: start-up to the first frame of a window showing the scenario (target:
 *   under 500 ms).
 */
#include "hw-test.h"
#include "hw-bench.h"

#include <gtk/gtk.h>

#include "hw-autocleanups.h"
#include "hw-board-scene.h"
#include "hw-document.h"
#include "hw-edit.h"
#include "hw-scenario-io.h"
#include "hw-window.h"

#define WIDTH 1400
#define HEIGHT 900

static double
now_seconds (void)
{
  return g_get_monotonic_time () * 1e-6;
}

static HwScenario *
load_scenario (const char **source)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autofree char *fallback = hw_test_source_path ("tests", "data", "sim-islands.xml", NULL);
  g_autoptr(GError) error = NULL;
  HwScenario *s = hw_scenario_load_file (path, &error);

  *source = "scenarios/desert-raiders.xml";
  if (s == NULL)
    {
      /* A larger board (91 hexes) stands in until the scenario ships. */
      g_print ("# %s; timing tests/data/sim-islands.xml instead\n", error->message);
      s = hw_scenario_load_file (fallback, NULL);
      *source = "tests/data/sim-islands.xml";
    }
  return s;
}

/* Times frames of the canvas: with @full, every frame draws the board afresh (what an edit,
 * a zoom or a scroll costs); without, only the hover moves over the cached board (what
 * moving the pointer costs). */
static void
bench_frames (HwVariant  *v,
              const char *source,
              gboolean    full)
{
  g_autoptr(cairo_surface_t) surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  HwBoardScene scene;
  double start = hw_bench_thread_seconds (), total = 0;
  guint n = hw_board_n_hexes (v->board);

  hw_board_scene_init (&scene);
  scene.board = v->board;
  scene.options.labels = FALSE;
  /* What the editor shows while working: some problem marks. */
  for (guint i = 0; i < n; i += 9)
    hw_board_scene_add_mark (&scene, hw_board_get_hex (v->board, i)->coord, HW_RENDER_MARK_ERROR);

  while (hw_bench_thread_seconds () - start < 2.0 || times->len < 20)
    {
      g_autoptr(cairo_t) cr = cairo_create (surface);
      double t0, dt;

      scene.has_hover = TRUE;
      scene.hover = hw_board_get_hex (v->board, times->len % n)->coord;
      if (full)
        hw_board_scene_invalidate (&scene);
      t0 = hw_bench_thread_seconds ();
      hw_board_scene_render (&scene, cr, WIDTH, HEIGHT, 1);
      cairo_surface_flush (surface);
      dt = hw_bench_thread_seconds () - t0;
      total += dt;
      g_array_append_val (times, dt);
    }
  g_array_sort (times, hw_bench_compare_doubles);
  g_print ("redraw (%s): %.2f ms CPU mean, %.2f ms median, %.2f ms 95th percentile for %dx%d "
           "(%s, %s players, %u hexes, %u harbors; %u frames)\n",
           full ? "board changed" : "pointer moved",
           total * 1e3 / times->len, g_array_index (times, double, times->len / 2) * 1e3,
           g_array_index (times, double, times->len * 95 / 100) * 1e3, WIDTH, HEIGHT,
           source, v->id, n, hw_board_n_harbors (v->board), times->len);
  hw_board_scene_clear (&scene);
}

static void
bench_edit (const HwScenario *s,
            guint             variant_index)
{
  g_autoptr(HwDocument) document = hw_document_new (s);
  double start, edit_total = 0, validate_total = 0;
  guint runs = 0;

  hw_document_set_variant_index (document, variant_index);
  start = hw_bench_thread_seconds ();
  while (hw_bench_thread_seconds () - start < 2.0)
    {
      HwVariant *v = hw_document_get_variant (document);
      HwCoord c = hw_board_get_hex (v->board, runs % hw_board_n_hexes (v->board))->coord;
      double t0 = hw_bench_thread_seconds (), t1;
      GPtrArray *d;

      hw_document_begin_edit (document);
      hw_edit_paint (v->board, c, runs % 2 ? HW_TERRAIN_FOREST : HW_TERRAIN_DESERT);
      hw_document_commit_edit (document, "Paint 1 hex");
      t1 = hw_bench_thread_seconds ();
      d = hw_document_get_diagnostics (document);
      g_assert (d != NULL);
      validate_total += hw_bench_thread_seconds () - t1;
      edit_total += t1 - t0;
      runs++;
    }
  g_print ("edit: %.3f ms CPU per undoable edit (snapshot, paint, commit), %.3f ms per validation "
           "of the whole scenario after it (%u edits)\n",
           edit_total * 1e3 / runs, validate_total * 1e3 / runs, runs);
}

static void
on_after_paint (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

static void
bench_startup (const char *source)
{
  g_autofree char *path = hw_test_source_path (source, NULL);
  double t0 = now_seconds ();
  double c0 = hw_bench_process_seconds ();
  gboolean painted = FALSE;
  HwWindow *window;

  if (!gtk_init_check ())
    {
      g_print ("# start-up: no display, not measured (run under xvfb-run)\n");
      return;
    }
  window = hw_window_new (NULL);
  hw_window_open_file (window, path);
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "after-paint",
                    G_CALLBACK (on_after_paint), &painted);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  /* Wall time suffers from a busy machine; the process's CPU time says what start-up costs. */
  g_print ("start-up: %.0f ms wall, %.0f ms CPU from gtk_init to the first frame of a window "
           "showing %s\n", (now_seconds () - t0) * 1e3, (hw_bench_process_seconds () - c0) * 1e3, source);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (void)
{
  const char *source;
  g_autoptr(HwScenario) s = load_scenario (&source);
  HwVariant *v;
  guint index = 0;

  g_assert_nonnull (s);
  v = hw_scenario_find_variant (s, 5);
  if (v == NULL)
    v = g_ptr_array_index (s->variants, 0);
  for (guint i = 0; i < s->variants->len; i++)
    if (g_ptr_array_index (s->variants, i) == v)
      index = i;

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("XDG_CACHE_HOME", g_get_tmp_dir (), TRUE);
  bench_startup (source);
  bench_frames (v, source, TRUE);
  bench_frames (v, source, FALSE);
  bench_edit (s, index);
  return 0;
}
