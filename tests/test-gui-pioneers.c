/* test-gui-pioneers.c: the editor opens a Pioneers map (Open, drag and drop and the command
 * line all go through hw_window_open_file), says once what it holds differently, and exports
 * a board as a Pioneers map from the Export dialog. */
#include "hw-test-gui.h"

#include "hw-export-dialog.h"
#include "hw-pioneers.h"

static const char map[] =
  "title Two Islands\nnum-players 2\nvictory-points 10\nstrict-trade\nuse-pirate\nchits 5,6,8\n"
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


/* The format list: the drop-down whose last entry is the Pioneers map. */
static GtkDropDown *
find_format_drop (GtkWidget *widget)
{
  if (GTK_IS_DROP_DOWN (widget))
    {
      GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));
      guint n = g_list_model_get_n_items (model);

      if (n > 0 && GTK_IS_STRING_LIST (model) &&
          strstr (gtk_string_list_get_string (GTK_STRING_LIST (model), n - 1), "Pioneers"))
        return GTK_DROP_DOWN (widget);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkDropDown *found = find_format_drop (c);
      if (found)
        return found;
    }
  return NULL;
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
  /* use-pirate has no hexwright equivalent: said once, in one dialog. */
  assert_int_equal (count_warning_dialogs (), 1);
  hw_test_flush_events ();
  assert_int_equal (count_warning_dialogs (), 1);
  hw_test_destroy_transients (GTK_WINDOW (window));
  hw_test_flush_events ();
  assert_int_equal (count_warning_dialogs (), 0);

  /* Export it back from the Export dialog: a .game name writes a Pioneers map. */
  {
    g_autofree char *out = g_build_filename (dir, "back.txt", NULL);
    g_autofree char *text = NULL;
    HwExportDialog *dialog = hw_export_dialog_new (GTK_WINDOW (window), document);
    g_autoptr(GError) error = NULL;

    GtkDropDown *format = find_format_drop (GTK_WIDGET (dialog));

    /* With the format chosen, any name writes a Pioneers map. */
    gtk_drop_down_set_selected (format, 3);
    hw_test_flush_events ();
    assert_true (hw_test_shows_text (GTK_WIDGET (dialog), "A map for Pioneers"));
    assert_true (hw_export_dialog_export_to (dialog, out, &error));
    assert_true (g_file_get_contents (out, &text, NULL, NULL));
    assert_true (g_str_has_prefix (text, "title Two Islands\n"));
    assert_non_null (strstr (text, "\nstrict-trade\n"));
    assert_non_null (strstr (text, "\nuse-pirate\n"));
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

/* A map dropped on the window opens as it does from Open. */
static void
test_drop_map (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-gui-pioneers-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "dropped.game", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GListModel) controllers = NULL;
  HwWindow *window = hw_test_new_window ();
  GtkDropTarget *target = NULL;
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  assert_true (g_file_set_contents (path, map, -1, NULL));
  file = g_file_new_for_path (path);
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && target == NULL; i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (c))
        target = GTK_DROP_TARGET (c);
    }
  assert_non_null (target);
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_array (&file, 1));
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_value_unset (&value);
  hw_test_flush_events ();
  assert_true (accepted);
  assert_string_equal (hw_scenario_get_name (hw_document_get_scenario (hw_window_get_document (window))),
                       "Two Islands");
  assert_int_equal (count_warning_dialogs (), 1);
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
  GtkDropDown *format = find_format_drop (GTK_WIDGET (dialog));

  /* Chosen as the format, the Pioneers map says at once why it cannot be written. */
  assert_non_null (format);
  gtk_window_present (GTK_WINDOW (dialog));
  assert_false (hw_test_shows_text (GTK_WIDGET (dialog), "Pioneers cannot represent"));
  gtk_drop_down_set_selected (format, 3);
  hw_test_flush_events ();
  assert_true (hw_test_shows_text (GTK_WIDGET (dialog), "Pioneers cannot represent"));
  assert_true (hw_test_shows_text (GTK_WIDGET (dialog), "robin-hood"));

  assert_false (hw_export_dialog_export_to (dialog, out, &error));
  assert_non_null (strstr (error->message, "Pioneers cannot represent"));
  assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (dialog));
  hw_test_destroy_window (GTK_WINDOW (window));
  hw_test_remove_tree (dir);
}

/* A 7 chit (issue 39): the Export dialog says at once that Pioneers cannot hold it, and
 * exporting anyway writes nothing and gives the writer's reason. */
static void
test_export_chit_seven_refused (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-gui-pioneers-XXXXXX");
  g_autofree char *src = hw_test_source_path ("tests", "fuzz", "corpus", "scenario",
                                              "chit-seven-pioneers-export.xml", NULL);
  g_autofree char *out = g_build_filename (dir, "seven.game", NULL);
  HwWindow *window = hw_test_open_window (src);
  HwExportDialog *dialog = hw_export_dialog_new (GTK_WINDOW (window),
                                                 hw_window_get_document (window));
  g_autoptr(GError) error = NULL;
  GtkDropDown *format = find_format_drop (GTK_WIDGET (dialog));

  assert_non_null (format);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_drop_down_set_selected (format, 3);
  hw_test_flush_events ();
  assert_true (hw_test_shows_text (GTK_WIDGET (dialog), "Pioneers cannot represent"));
  assert_true (hw_test_shows_text (GTK_WIDGET (dialog), "has the number 7"));

  assert_false (hw_export_dialog_export_to (dialog, out, &error));
  assert_non_null (strstr (error->message, "has the number 7"));
  assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (dialog));
  hw_test_destroy_window (GTK_WINDOW (window));
  hw_test_remove_tree (dir);
}

/* A board the scenario shuffles (as every dealt or fair board does) is exported as it stands,
 * and Pioneers deals it only when the dialog's check asks; the dialog says which was written
 * (issue 37, item 3). */
static void
test_export_as_it_stands_or_dealt (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-gui-pioneers-XXXXXX");
  g_autofree char *src = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autofree char *out = g_build_filename (dir, "base.game", NULL);
  HwWindow *window = hw_test_open_window (src);
  HwExportDialog *dialog = hw_export_dialog_new (GTK_WINDOW (window),
                                                 hw_window_get_document (window));
  GtkDropDown *format = find_format_drop (GTK_WIDGET (dialog));
  GtkCheckButton *deal = hw_export_dialog_get_deal_check (dialog);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  gtk_window_present (GTK_WINDOW (dialog));
  /* Only a Pioneers map has the choice. */
  assert_false (gtk_widget_get_visible (GTK_WIDGET (deal)));
  gtk_drop_down_set_selected (format, 3);
  hw_test_flush_events ();
  assert_true (gtk_widget_get_visible (GTK_WIDGET (deal)));
  assert_false (gtk_check_button_get_active (deal));
  assert_true (hw_test_shows_text (GTK_WIDGET (dialog), "The board as it stands: Pioneers plays it unchanged."));

  assert_true (hw_export_dialog_export_to (dialog, out, &error));
  assert_true (g_file_get_contents (out, &text, NULL, NULL));
  assert_null (strstr (text, "random-terrain"));
  assert_true (hw_test_shows_text (GTK_WIDGET (dialog), "Wrote the Pioneers map base.game"));
  g_clear_pointer (&text, g_free);

  gtk_check_button_set_active (deal, TRUE);
  hw_test_flush_events ();
  assert_true (hw_test_shows_text (GTK_WIDGET (dialog), "random-terrain: Pioneers deals the terrain again at every game."));
  assert_false (hw_test_shows_text (GTK_WIDGET (dialog), "The board as it stands"));
  assert_true (hw_export_dialog_export_to (dialog, out, &error));
  assert_true (g_file_get_contents (out, &text, NULL, NULL));
  assert_non_null (strstr (text, "\nrandom-terrain\n"));

  gtk_drop_down_set_selected (format, 0);
  hw_test_flush_events ();
  assert_false (gtk_widget_get_visible (GTK_WIDGET (deal)));
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
    cmocka_unit_test (test_drop_map),
    cmocka_unit_test (test_export_refused),
    cmocka_unit_test (test_export_chit_seven_refused),
    cmocka_unit_test (test_export_as_it_stands_or_dealt),
  };

  if (!hw_test_gtk_init ())
    return 0;
  return cmocka_run_group_tests (tests, NULL, NULL);
}
