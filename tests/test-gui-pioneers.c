/* test-gui-pioneers.c: the editor opens a Pioneers map (Open, drag and drop and the command
 * line all go through hw_window_open_file), says once what it holds differently, and exports
 * a board as a Pioneers map from the Export dialog. */
#include "hw-test-gui.h"

#include "hw-export-dialog.h"
#include "hw-pioneers.h"

static const char map[] =
  "title Two Islands\nnum-players 2\nvictory-points 10\nstrict-trade\nchits 5,6,8\n"
  "map\n-,s,s,s\ns,t0,f1,s\ns,d2,h3,s?1\n-,s,s,s\n.\n";

static guint
count_warning_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);

      if (g_strcmp0 (gtk_widget_get_name (w), "pioneers-warnings") == 0)
        n++;
    }
  return n;
}

static void
test_open_map (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-gui-pioneers-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "two.game", NULL);
  HwWindow *window;
  HwDocument *document;
  HwScenario *s;

  assert_true (g_file_set_contents (path, map, -1, NULL));
  window = hw_test_open_window (path);
  document = hw_window_get_document (window);
  s = hw_document_get_scenario (document);
  assert_string_equal (hw_scenario_get_name (s), "Two Islands");
  assert_int_equal (hw_board_n_hexes (((HwVariant *) g_ptr_array_index (s->variants, 0))->board), 14);
  /* A new, unsaved scenario: saving asks for a name instead of overwriting the map. */
  assert_null (hw_document_get_path (document));
  /* strict-trade has no hexwright equivalent: said once, in one dialog. */
  assert_int_equal (count_warning_dialogs (), 1);
  hw_test_flush_events ();
  assert_int_equal (count_warning_dialogs (), 1);
  hw_test_destroy_transients (GTK_WINDOW (window));
  hw_test_flush_events ();
  assert_int_equal (count_warning_dialogs (), 0);

  /* Export it back from the Export dialog: a .game name writes a Pioneers map. */
  {
    g_autofree char *out = g_build_filename (dir, "back.game", NULL);
    g_autofree char *text = NULL;
    HwExportDialog *dialog = hw_export_dialog_new (GTK_WINDOW (window), document);
    g_autoptr(GError) error = NULL;

    assert_true (hw_export_dialog_export_to (dialog, out, &error));
    assert_true (g_file_get_contents (out, &text, NULL, NULL));
    assert_true (g_str_has_prefix (text, "title Two Islands\n"));
    assert_non_null (strstr (text, "\nstrict-trade\n"));
    gtk_window_destroy (GTK_WINDOW (dialog));
  }
  hw_test_destroy_window (GTK_WINDOW (window));
  hw_test_remove_tree (dir);
}

static void
test_open_broken_map (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-gui-pioneers-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "broken.game", NULL);
  HwWindow *window;
  HwScenario *s;

  assert_true (g_file_set_contents (path, "title X\nchits 5\nmap\nt0\n", -1, NULL));
  window = hw_test_open_window (path);
  /* The window keeps what it had; the error is shown, not the map. */
  s = hw_document_get_scenario (hw_window_get_document (window));
  assert_string_not_equal (hw_scenario_get_name (s), "X");
  assert_int_equal (count_warning_dialogs (), 0);
  hw_test_destroy_window (GTK_WINDOW (window));
  hw_test_remove_tree (dir);
}

/* A board Pioneers cannot hold is refused by the Export dialog, and no file is written. */
static void
test_export_refused (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-gui-pioneers-XXXXXX");
  g_autofree char *src = hw_test_source_path ("scenarios", "robin-hood.xml", NULL);
  g_autofree char *out = g_build_filename (dir, "robin.game", NULL);
  HwWindow *window = hw_test_open_window (src);
  HwExportDialog *dialog = hw_export_dialog_new (GTK_WINDOW (window),
                                                 hw_window_get_document (window));
  g_autoptr(GError) error = NULL;

  assert_false (hw_export_dialog_export_to (dialog, out, &error));
  assert_non_null (strstr (error->message, "Pioneers cannot represent"));
  assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (dialog));
  hw_test_destroy_window (GTK_WINDOW (window));
  hw_test_remove_tree (dir);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_open_map),
    cmocka_unit_test (test_open_broken_map),
    cmocka_unit_test (test_export_refused),
  };

  if (!hw_test_gtk_init ())
    return 0;
  return cmocka_run_group_tests (tests, NULL, NULL);
}
