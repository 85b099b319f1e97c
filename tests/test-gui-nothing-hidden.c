/* test-gui-nothing-hidden.c: what the editor must not hide (issue 37, "Nothing hidden"),
 * under a display: a problem's outline leaves the board with the problem (item 8).
 */
#include "hw-test.h"
#include "hw-test-gui.h"

#include <string.h>

#include "hw-board-view.h"
#include "hw-document.h"
#include "hw-validation-panel.h"
#include "hw-window-private.h"
#include "hw-window.h"

static char *tmp_dir;

/* Runs the main loop for @ms milliseconds, so that timeouts run. */
static void
settle (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      hw_test_flush_events ();
      g_usleep (2000);
    }
}

/* ---- 8: a problem's outline goes with the problem ------------------------------------------ */

/* Returns the index in the problems list of the first problem with @code (the shown map's
 * come first, in the document's order). */
static guint
problem_index (HwWindow   *window,
               const char *code)
{
  GPtrArray *all = hw_document_get_diagnostics (hw_window_get_document (window));

  for (guint i = 0; i < all->len; i++)
    if (strcmp (((HwDiagnostic *) g_ptr_array_index (all, i))->code, code) == 0)
      return i;
  fail_msg ("no problem %s", code);
  return 0;
}

static void
test_problem_outline_leaves_with_the_problem (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  HwWindow *window = hw_test_open_window (path);

  /* A 6 beside the 8 at (0,-2): one error on those two hexes; chosen in the list, they are
   * outlined. */
  hw_test_activate (window, "set-chit", g_variant_new ("(iii)", 1, -2, 6));
  hw_test_flush_events ();
  hw_validation_panel_select (window->validation_panel, problem_index (window, "red-adjacent"));
  settle (50);
  assert_int_equal (hw_board_view_get_n_selected (window->board_view), 2);

  /* Another edit leaves the problem where it is, and its outline with it. */
  hw_test_activate (window, "set-chit", g_variant_new ("(iii)", 2, 0, 3));
  hw_test_flush_events ();
  assert_int_equal (hw_board_view_get_n_selected (window->board_view), 2);
  hw_test_activate (window, "undo", NULL);
  hw_test_flush_events ();
  assert_int_equal (hw_board_view_get_n_selected (window->board_view), 2);

  /* Undo takes the 6 away: the outline goes too, and does not come back by itself. */
  hw_test_activate (window, "undo", NULL);
  hw_test_flush_events ();
  assert_int_equal (hw_board_view_get_n_selected (window->board_view), 0);
  settle (1500);
  assert_int_equal (hw_board_view_get_n_selected (window->board_view), 0);
  hw_test_activate (window, "redo", NULL);
  hw_test_flush_events ();
  assert_int_equal (hw_board_view_get_n_selected (window->board_view), 0);

  /* Chosen again, then the other map shown: the hexes outlined were the first map's. */
  hw_validation_panel_select (window->validation_panel, problem_index (window, "red-adjacent"));
  settle (50);
  assert_int_equal (hw_board_view_get_n_selected (window->board_view), 2);
  hw_test_activate (window, "variant", g_variant_new_int32 (1));
  hw_test_flush_events ();
  assert_int_equal (hw_board_view_get_n_selected (window->board_view), 0);

  /* Fixed by an edit rather than by undo, it goes the same way. */
  hw_test_activate (window, "variant", g_variant_new_int32 (0));
  hw_test_flush_events ();
  hw_validation_panel_select (window->validation_panel, problem_index (window, "red-adjacent"));
  settle (50);
  assert_int_equal (hw_board_view_get_n_selected (window->board_view), 2);
  hw_test_activate (window, "set-chit", g_variant_new ("(iii)", 1, -2, 4));
  hw_test_flush_events ();
  assert_int_equal (hw_board_view_get_n_selected (window->board_view), 0);

  hw_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_problem_outline_leaves_with_the_problem),
  };
  int status;

  tmp_dir = g_dir_make_tmp ("hexwright-gui-hidden-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  /* Keep autosaves and recent files of the tests out of the user's directories. */
  g_setenv ("XDG_CACHE_HOME", tmp_dir, TRUE);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  if (!hw_test_gtk_init ())
    return 0;
  status = cmocka_run_group_tests (tests, NULL, NULL);
  hw_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
