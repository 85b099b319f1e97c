/* test-gui-nothing-hidden.c: what the editor must not hide (issue 37, "Nothing hidden"),
 * under a display: Open lists and opens Pioneers maps as it does scenarios (item 7), and a
 * problem's outline leaves the board with the problem (item 8).
 *
 * The Open dialog is GTK's own (no portal under the test display): a path is typed into it
 * the way typing "/" starts it (the chooser's location-popup), and Open is its accept
 * response, which the dialog checks as a click on the button does.
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

static const char two_islands[] =
  "title Two Islands\nnum-players 2\nvictory-points 10\nchits 5,6,8\n"
  "map\n-,s,s,s\ns,t0,f1,s\ns,d2,h3,s?1\n-,s,s,s\n.\n";

/* Runs the main loop for @ms milliseconds: the chooser reads folders and files in threads. */
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

/* Returns the first window transient for @parent that is a @type, or NULL. */
static GtkWindow *
find_transient (GtkWindow *parent,
                GType      type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (w) == parent && G_TYPE_CHECK_INSTANCE_TYPE (w, type))
        return w;
    }
  return NULL;
}

/* Returns the file chooser widget inside @widget, or NULL. */
static GtkWidget *
find_chooser_widget (GtkWidget *widget)
{
  if (GTK_IS_FILE_CHOOSER_WIDGET (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_chooser_widget (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Opens the Open dialog of @window with the "open" action, as Ctrl+O does. */
static GtkFileChooser *
run_open (HwWindow *window)
{
  GtkWindow *dialog;

  hw_test_activate (window, "open", NULL);
  settle (100);
  dialog = find_transient (GTK_WINDOW (window), GTK_TYPE_FILE_CHOOSER_DIALOG);
  assert_non_null (dialog);
  return GTK_FILE_CHOOSER (dialog);
}

/* Says whether @filter lets a file named @name (of content type @type) through. */
static gboolean
filter_lets_through (GtkFileFilter *filter,
                     const char    *name,
                     const char    *type)
{
  g_autoptr(GFileInfo) info = g_file_info_new ();

  g_file_info_set_name (info, name);
  g_file_info_set_display_name (info, name);
  g_file_info_set_content_type (info, type);
  return gtk_filter_match (GTK_FILTER (filter), info);
}

/* Types @path into the Open dialog @chooser and presses Open. */
static void
type_and_open (GtkFileChooser *chooser,
               const char     *path)
{
  GtkWidget *widget = find_chooser_widget (GTK_WIDGET (chooser));

  assert_non_null (widget);
  g_signal_emit_by_name (widget, "location-popup", path);
  settle (200);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  settle (500);
}

/* ---- 7: Open lists and opens Pioneers maps ------------------------------------------------ */

/* The filter Open starts with lets through everything the editor opens: scenarios by name
 * or by type, and Pioneers maps. */
static void
test_open_first_filter_lists_everything (void **state)
{
  HwWindow *window = hw_test_new_window ();
  GtkFileChooser *chooser = run_open (window);
  g_autoptr(GListModel) filters = gtk_file_chooser_get_filters (chooser);
  g_autoptr(GtkFileFilter) first = NULL;
  GtkFileFilter *current = gtk_file_chooser_get_filter (chooser);

  assert_true (g_list_model_get_n_items (filters) >= 3);
  first = g_list_model_get_item (filters, 0);
  assert_ptr_equal (current, first);
  assert_true (filter_lets_through (first, "desert-raiders.xml", "application/xml"));
  assert_true (filter_lets_through (first, "default.game", "application/octet-stream"));
  assert_true (filter_lets_through (first, "mine", "application/x-hexwright-scenario"));
  assert_true (filter_lets_through (first, "theirs", "application/x-pioneers-game"));
  assert_false (filter_lets_through (first, "notes.txt", "text/plain"));
  /* Its name says so, rather than "Scenarios" alone. */
  assert_non_null (strstr (gtk_file_filter_get_name (first), "Pioneers"));

  hw_test_destroy_window (GTK_WINDOW (window));
}

/* A typed path opens, a Pioneers map as a scenario does, whichever filter is chosen. A name
 * typed alone is looked for in the shown document's folder: the dialog used to start in
 * Recent once there were recent files, where a typed name is no file, and Open did nothing
 * and said nothing. */
static void
test_open_typed_paths (void **state)
{
  g_autofree char *game = g_build_filename (tmp_dir, "two.game", NULL);
  g_autofree char *xml = g_build_filename (tmp_dir, "tiny.xml", NULL);
  g_autofree char *tiny = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  HwWindow *window;
  GtkFileChooser *chooser;

  assert_true (g_file_set_contents (game, two_islands, -1, NULL));
  hw_test_copy_file (tiny, xml);

  /* The name alone, from a window showing a scenario of that folder (a recent file now). */
  window = hw_test_open_window (xml);
  assert_string_equal (hw_document_get_path (hw_window_get_document (window)), xml);
  chooser = run_open (window);
  type_and_open (chooser, "two.game");
  if (find_transient (GTK_WINDOW (window), GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL)
    fail_msg ("“two.game” typed and Open pressed: the dialog stays, nothing is opened or said");
  {
    /* The map is shown in place (nothing was edited) or in a window of its own. */
    GListModel *toplevels = gtk_window_get_toplevels ();
    gboolean opened = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

        if (HW_IS_WINDOW (w))
          {
            opened |= g_strcmp0 (hw_scenario_get_name (hw_document_get_scenario (
                                   hw_window_get_document (HW_WINDOW (w)))), "Two Islands") == 0;
            hw_test_destroy_window (w);
          }
      }
    assert_true (opened);
  }

  /* The whole path of a map. */
  window = hw_test_new_window ();
  chooser = run_open (window);
  type_and_open (chooser, game);
  assert_null (find_transient (GTK_WINDOW (window), GTK_TYPE_FILE_CHOOSER_DIALOG));
  assert_string_equal (hw_scenario_get_name (hw_document_get_scenario (hw_window_get_document (window))),
                       "Two Islands");
  hw_test_destroy_window (GTK_WINDOW (window));

  /* A scenario typed while the Pioneers filter is chosen opens too. */
  window = hw_test_new_window ();
  chooser = run_open (window);
  {
    g_autoptr(GListModel) filters = gtk_file_chooser_get_filters (chooser);
    g_autoptr(GtkFileFilter) pioneers = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (filters) && pioneers == NULL; i++)
      {
        g_autoptr(GtkFileFilter) f = g_list_model_get_item (filters, i);

        if (strstr (gtk_file_filter_get_name (f), "*.game") != NULL)
          pioneers = g_steal_pointer (&f);
      }
    assert_non_null (pioneers);
    gtk_file_chooser_set_filter (chooser, pioneers);
  }
  type_and_open (chooser, xml);
  assert_null (find_transient (GTK_WINDOW (window), GTK_TYPE_FILE_CHOOSER_DIALOG));
  assert_string_equal (hw_document_get_path (hw_window_get_document (window)), xml);
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* A typed path that cannot be opened says so, naming the file, and the document stays. */
static void
test_open_typed_path_fails_aloud (void **state)
{
  static const char *const names[] = { "broken.game", "missing.game", "missing.xml" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (tmp_dir, names[i], NULL);
      HwWindow *window = hw_test_new_window ();
      HwDocument *before = hw_window_get_document (window);
      GtkFileChooser *chooser;
      GtkWindow *message;

      if (i == 0)
        assert_true (g_file_set_contents (path, "title Broken\nmap\nt\n", -1, NULL));
      chooser = run_open (window);
      type_and_open (chooser, path);
      assert_ptr_equal (hw_window_get_document (window), before);
      message = find_transient (GTK_WINDOW (window), GTK_TYPE_MESSAGE_DIALOG);
      if (message == NULL)
        fail_msg ("%s: typed and opened, nothing said", names[i]);
      assert_true (hw_test_shows_text (GTK_WIDGET (message), names[i]));
      hw_test_destroy_transients (GTK_WINDOW (window));
      hw_test_destroy_window (GTK_WINDOW (window));
    }
}

/* The items of Open Recent, as their paths. */
static gboolean
recent_lists (HwWindow   *window,
              const char *path)
{
  GMenuModel *menu = G_MENU_MODEL (window->recent_menu);

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET,
                                                                          G_VARIANT_TYPE_STRING);

      if (target != NULL && g_strcmp0 (g_variant_get_string (target, NULL), path) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Open Recent (item 10) lists a Pioneers map that opened, and not a file that would not open
 * even when the file chooser had put it on the recent list. */
static void
test_open_recent_lists_what_opened (void **state)
{
  g_autofree char *map = g_build_filename (tmp_dir, "recent-map.game", NULL);
  g_autofree char *broken = g_build_filename (tmp_dir, "recent-broken.xml", NULL);
  g_autofree char *uri = g_filename_to_uri (broken, NULL, NULL);
  HwWindow *window = hw_test_new_window ();

  assert_true (g_file_set_contents (map, two_islands, -1, NULL));
  assert_true (g_file_set_contents (broken, "<scenario", -1, NULL));
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
  settle (500);
  assert_true (hw_window_open_file (window, map));
  hw_test_destroy_transients (GTK_WINDOW (window));
  assert_false (hw_window_open_file (window, broken));
  hw_test_destroy_transients (GTK_WINDOW (window));
  settle (1500);
  assert_true (recent_lists (window, map));
  assert_false (recent_lists (window, broken));
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* The scale the canvas shows the board at. */
static double
view_scale (HwWindow *window)
{
  HwRenderView view;

  hw_board_view_get_mapping (window->board_view, &view);
  return view.scale;
}

/* Undoing a grow shows the board whole again, as the grow did (item 10); redoing it too; an
 * undo that leaves the outline as it was leaves the view alone. */
static void
test_undo_grow_refits (void **state)
{
  g_autofree char *path = g_build_filename (tmp_dir, "refit.game", NULL);
  HwWindow *window = hw_test_new_window ();
  double fitted, grown;

  assert_true (g_file_set_contents (path, two_islands, -1, NULL));
  assert_true (hw_window_open_file (window, path));
  hw_test_destroy_transients (GTK_WINDOW (window));
  settle (300);
  fitted = view_scale (window);
  for (int i = 0; i < 3; i++)
    g_action_group_activate_action (G_ACTION_GROUP (window), "grow-edge", g_variant_new_string ("top"));
  settle (300);
  grown = view_scale (window);
  assert_true (grown < fitted * 0.95);
  for (int i = 0; i < 3; i++)
    g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  settle (300);
  assert_true (ABS (view_scale (window) - fitted) < 1e-6 * fitted);
  for (int i = 0; i < 3; i++)
    g_action_group_activate_action (G_ACTION_GROUP (window), "redo", NULL);
  settle (300);
  g_test_message ("scale fitted %.4f, grown %.4f, redone %.4f", fitted, grown, view_scale (window));
  assert_true (ABS (view_scale (window) - grown) < 1e-6 * grown);
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* With a dark style the canvas is drawn on a dark ground, and on a light one again when the
 * style turns light (item 10). */
static void
test_canvas_follows_dark_style (void **state)
{
  g_autofree char *path = g_build_filename (tmp_dir, "dark.game", NULL);
  HwWindow *window = hw_test_new_window ();
  GtkSettings *settings = gtk_settings_get_default ();

  assert_true (g_file_set_contents (path, two_islands, -1, NULL));
  assert_true (hw_window_open_file (window, path));
  hw_test_destroy_transients (GTK_WINDOW (window));
  settle (300);
  assert_false (hw_board_view_draws_dark (window->board_view));
  g_object_set (settings, "gtk-application-prefer-dark-theme", TRUE, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (window->board_view));
  settle (500);
  assert_true (hw_board_view_draws_dark (window->board_view));
  g_object_set (settings, "gtk-application-prefer-dark-theme", FALSE, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (window->board_view));
  settle (500);
  assert_false (hw_board_view_draws_dark (window->board_view));
  hw_test_destroy_window (GTK_WINDOW (window));
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
    cmocka_unit_test (test_open_first_filter_lists_everything),
    cmocka_unit_test (test_open_typed_paths),
    cmocka_unit_test (test_open_typed_path_fails_aloud),
    cmocka_unit_test (test_problem_outline_leaves_with_the_problem),
    cmocka_unit_test (test_open_recent_lists_what_opened),
    cmocka_unit_test (test_undo_grow_refits),
    cmocka_unit_test (test_canvas_follows_dark_style),
  };
  int status;

  /* Files opened go to the recent list as they do in the editor, which needs a name. */
  g_set_prgname ("hexwright-test");
  g_set_application_name ("hexwright-test");
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
