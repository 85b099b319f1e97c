/* test-gui.c: the editor driven through its actions, under a display (Xvfb in `make check`).
 *
 * Every edit goes through the window's GActions, as menus, buttons and shortcuts do; the
 * tests read back the document, the problems panel and the dialogs the window shows.
 */
#include "hw-test.h"
#include "hw-test-gui.h"

#include <string.h>

#include "hw-autosave.h"
#include "hw-board-scene.h"
#include "hw-document.h"
#include "hw-inspector.h"
#include "hw-scenario-io.h"
#include "hw-validation-panel.h"
#include "hw-window-private.h"
#include "hw-window.h"

static char *tmp_dir;

/* Returns the shipped scenarios, then the test boards, so each runs even before any ships. */
static GPtrArray *
scenario_files (void)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  const char *dirs[][2] = { { "scenarios", NULL }, { "tests", "data" } };

  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      g_autofree char *dir_path = hw_test_source_path (dirs[d][0], dirs[d][1], NULL);
      g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
      g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".xml")
            && (d == 0 || g_str_has_prefix (name, "sim-") || g_str_equal (name, "tiny.xml")))
          g_ptr_array_add (found, g_build_filename (dir_path, name, NULL));
      g_ptr_array_sort (found, (GCompareFunc) g_strcmp0);
      for (guint i = 0; i < found->len; i++)
        g_ptr_array_add (files, g_strdup (g_ptr_array_index (found, i)));
    }
  return files;
}

/* Returns the message dialog a window shows, or NULL. */
static GtkMessageDialog *
find_dialog (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);
      if (GTK_IS_MESSAGE_DIALOG (window) && gtk_window_get_transient_for (window) == parent)
        return GTK_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static guint
problem_count (HwWindow *window)
{
  guint errors = 0, warnings = 0;

  hw_validation_panel_get_counts (window->validation_panel, &errors, &warnings);
  return errors + warnings;
}

/* Copies @path into the temporary directory, so that saving never touches the source tree. */
static char *
copy_to_tmp (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);
  char *copy = g_build_filename (tmp_dir, base, NULL);

  hw_test_copy_file (path, copy);
  return copy;
}

/* Finds a land hex whose terrain the table states and the board matches, so that painting
 * it over must add a problem. */
static gboolean
find_matching_hex (HwVariant *variant,
                   HwCoord   *c,
                   HwTerrain *terrain)
{
  int counts[HW_N_TERRAINS];

  hw_board_count_terrains (variant->board, counts);
  for (guint i = 0; i < hw_board_n_hexes (variant->board); i++)
    {
      HwHex *hex = hw_board_get_hex (variant->board, i);
      if (hw_terrain_is_land (hex->terrain) && variant->tables.terrains[hex->terrain] != HW_NO_COUNT
          && variant->tables.terrains[hex->terrain] == counts[hex->terrain])
        {
          *c = hex->coord;
          *terrain = hex->terrain;
          return TRUE;
        }
    }
  return FALSE;
}

static void
test_gui_open_paint_undo_each_scenario (void **state)
{
  g_autoptr(GPtrArray) files = scenario_files ();

  assert_true (files->len > 0);
  for (guint f = 0; f < files->len; f++)
    {
      const char *path = g_ptr_array_index (files, f);
      HwWindow *window = hw_test_new_window ();
      HwDocument *document;
      HwScenario *scenario;
      g_autofree char *original = NULL;

      hw_test_activate (window, "open-file", g_variant_new_string (path));
      document = hw_window_get_document (window);
      assert_null (find_dialog (GTK_WINDOW (window)));
      assert_non_null (hw_document_get_path (document));
      assert_false (hw_document_get_modified (document));
      scenario = hw_document_get_scenario (document);
      original = hw_test_document_bytes (window);

      for (guint v = 0; v < scenario->variants->len; v++)
        {
          HwVariant *variant;
          guint before, painted = 0;
          HwTerrain terrain;
          HwCoord c;

          hw_test_activate (window, "variant", g_variant_new_int32 (v));
          assert_int_equal (hw_document_get_variant_index (document), v);
          scenario = hw_document_get_scenario (document);
          variant = g_ptr_array_index (scenario->variants, v);
          before = problem_count (window);

          if (find_matching_hex (variant, &c, &terrain))
            {
              const char *tool = terrain == HW_TERRAIN_DESERT ? "paint:fields" : "paint:desert";
              g_autofree char *label = NULL;

              hw_test_set_tool (window, tool);
              hw_test_apply_tool (window, c);
              painted++;
              assert_true (hw_document_get_modified (document));
              /* The painted-over terrain no longer matches its table: one more problem. */
              assert_true (problem_count (window) > before);
              label = g_strdup_printf ("Paint 1 hex %s",
                                       hw_terrain_label (terrain == HW_TERRAIN_DESERT
                                                         ? HW_TERRAIN_FIELDS : HW_TERRAIN_DESERT));
              assert_string_equal (hw_document_get_undo_label (document), label);
              assert_non_null (strstr (gtk_window_get_title (GTK_WINDOW (window)), "•"));
            }

          /* Two more kinds of edit, each one undoable step. */
          hw_test_set_tool (window, "erase");
          hw_test_apply_tool (window, hw_board_get_hex (variant->board, 0)->coord);
          painted++;
          hw_test_activate (window, "grow-board", NULL);
          painted++;

          for (guint i = 0; i < painted; i++)
            {
              assert_true (hw_document_can_undo (document));
              hw_test_activate (window, "undo", NULL);
            }
          assert_false (hw_document_can_undo (document));
          assert_int_equal (problem_count (window), before);
        }

      {
        g_autofree char *after = hw_test_document_bytes (window);
        assert_string_equal (after, original);
        assert_false (hw_document_get_modified (document));
      }
      hw_test_destroy_window (GTK_WINDOW (window));
    }
}

static void
test_gui_redo_and_history_names (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  HwWindow *window = hw_test_new_window ();
  HwDocument *document;
  g_autofree char *original = NULL;
  g_autofree char *edited = NULL;
  g_autofree char *redone = NULL;
  g_auto(GStrv) history = NULL;

  hw_test_activate (window, "open-file", g_variant_new_string (path));
  document = hw_window_get_document (window);
  original = hw_test_document_bytes (window);

  /* A chit typed over a hex, a harbor and a pawn, through the same actions as the board. */
  hw_test_activate (window, "set-chit", g_variant_new ("(iii)", 1, 0, 8));
  hw_test_set_tool (window, "harbor:ore");
  hw_test_apply_tool (window, hw_coord (0, -1));
  hw_test_set_tool (window, "pawn:raider");
  hw_test_apply_tool (window, hw_coord (0, 1));
  history = hw_document_dup_history (document);
  assert_int_equal (g_strv_length (history), 3);
  assert_string_equal (history[0], "Set number chit 8");
  assert_string_equal (history[1], "Place harbor");
  assert_string_equal (history[2], "Add Desert Raider");
  {
    HwVariant *variant = hw_document_get_variant (document);
    int index = -1;
    for (guint i = 0; i < hw_board_n_harbors (variant->board); i++)
      if (hw_coord_equal (hw_board_get_harbor (variant->board, i)->coord, hw_coord (0, -1)))
        index = i;
    assert_int_equal (hw_board_lookup (variant->board, hw_coord (1, 0))->chit, 8);
    assert_int_equal (hw_board_lookup (variant->board, hw_coord (0, 1))->pawns[HW_PAWN_RAIDER], 1);
    assert_true (index >= 0);
    assert_int_equal (hw_board_get_harbor (variant->board, index)->resource, HW_RESOURCE_ORE);
  }
  edited = hw_test_document_bytes (window);

  for (int i = 0; i < 3; i++)
    hw_test_activate (window, "undo", NULL);
  {
    g_autofree char *undone = hw_test_document_bytes (window);
    assert_string_equal (undone, original);
  }
  for (int i = 0; i < 3; i++)
    hw_test_activate (window, "redo", NULL);
  redone = hw_test_document_bytes (window);
  assert_string_equal (redone, edited);
  assert_false (hw_document_can_redo (document));

  /* A chit on the sea is refused and leaves no history entry. */
  hw_test_activate (window, "set-chit", g_variant_new ("(iii)", 0, -1, 5));
  assert_string_equal (hw_document_get_undo_label (document), "Add Desert Raider");
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_gui_table_edit_is_undoable (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  HwWindow *window = hw_test_new_window ();
  HwDocument *document;
  GtkSpinButton *spin;
  guint before;

  hw_test_activate (window, "open-file", g_variant_new_string (path));
  document = hw_window_get_document (window);
  before = problem_count (window);
  spin = hw_inspector_get_table_spin (window->inspector, HW_TABLE_TERRAIN, HW_TERRAIN_FIELDS);
  assert_non_null (spin);
  assert_int_equal (gtk_spin_button_get_value_as_int (spin), 1);

  gtk_spin_button_set_value (spin, 3);
  assert_int_equal (hw_document_get_variant (document)->tables.terrains[HW_TERRAIN_FIELDS], 3);
  assert_true (problem_count (window) > before);
  assert_string_equal (hw_document_get_undo_label (document), "Set table Fields to 3");

  hw_test_activate (window, "undo", NULL);
  assert_int_equal (hw_document_get_variant (document)->tables.terrains[HW_TERRAIN_FIELDS], 1);
  assert_int_equal (gtk_spin_button_get_value_as_int (spin), 1);
  assert_int_equal (problem_count (window), before);
  assert_false (hw_document_get_modified (document));
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* The inspector widget that edits parameter @name of module @module_id, or NULL. */
static GtkWidget *
find_param_widget (GtkWidget  *widget,
                   const char *module_id,
                   const char *name)
{
  if (g_strcmp0 (g_object_get_data (G_OBJECT (widget), "hw-module"), module_id) == 0 &&
      g_strcmp0 (g_object_get_data (G_OBJECT (widget), "hw-param"), name) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_param_widget (c, module_id, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* BASE-PIECES-02, BASE-DEV-02, BASE-SEVEN-03: the Rules tab shows the base module's piece
 * counts, development deck and sevens rule with their defaults and ranges; a count that
 * cannot cover the setup is a problem at once. */
static void
test_gui_BASE_PIECES_02_rules_tab_counts (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  HwWindow *window = hw_test_new_window ();
  static const struct { const char *name; int value, max; } counts[] = {
    { "roads", 15, 30 }, { "settlements", 5, 15 }, { "cities", 4, 15 },
    { "dev-knights", 14, 30 }, { "dev-victory-points", 5, 15 }, { "dev-road-building", 2, 10 },
    { "dev-year-of-plenty", 2, 10 }, { "dev-monopoly", 2, 10 },
  };
  GtkWidget *w;
  double min, max;
  guint before;

  hw_test_activate (window, "open-file", g_variant_new_string (path));
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      w = find_param_widget (GTK_WIDGET (window->inspector), "base", counts[i].name);
      assert_non_null (w);
      assert_true (GTK_IS_SPIN_BUTTON (w));
      assert_int_equal (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w)), counts[i].value);
      gtk_spin_button_get_range (GTK_SPIN_BUTTON (w), &min, &max);
      assert_int_equal ((int) min, 0);
      assert_int_equal ((int) max, counts[i].max);
    }
  w = find_param_widget (GTK_WIDGET (window->inspector), "base", "sevens");
  assert_non_null (w);
  assert_true (GTK_IS_DROP_DOWN (w));
  assert_int_equal (gtk_drop_down_get_selected (GTK_DROP_DOWN (w)), 0);

  before = problem_count (window);
  w = find_param_widget (GTK_WIDGET (window->inspector), "base", "settlements");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), 1);
  assert_string_equal (hw_scenario_get_param (hw_document_get_scenario (hw_window_get_document (window)),
                                              "base", "settlements"), "1");
  assert_int_equal (problem_count (window), before + 1);
  hw_test_activate (window, "undo", NULL);
  assert_int_equal (problem_count (window), before);
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_gui_save_and_reload_equal (void **state)
{
  g_autofree char *source = hw_test_source_path ("tests", "data", "sim-base.xml", NULL);
  g_autofree char *path = copy_to_tmp (source);
  g_autoptr(HwScenario) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *ours = NULL;
  HwWindow *window = hw_test_new_window ();
  HwDocument *document;

  hw_test_activate (window, "open-file", g_variant_new_string (path));
  document = hw_window_get_document (window);
  hw_test_set_tool (window, "paint:gold");
  hw_test_apply_tool (window, hw_board_get_hex (hw_document_get_variant (document)->board, 5)->coord);
  assert_true (hw_document_get_modified (document));

  hw_test_activate (window, "save", NULL);
  assert_null (find_dialog (GTK_WINDOW (window)));
  assert_false (hw_document_get_modified (document));
  assert_null (strstr (gtk_window_get_title (GTK_WINDOW (window)), "•"));

  reloaded = hw_scenario_load_file (path, &error);
  assert_null (error);
  saved = hw_scenario_to_data (reloaded, NULL);
  ours = hw_test_document_bytes (window);
  assert_string_equal (saved, ours);
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* A save that fails (its folder vanished: the same path as a full disk or a read-only
 * folder, which test-save-faults makes happen) shows the reason with the file's name, the
 * document stays modified and unsaved-marked, the autosave still writes the edit, and the
 * next save, once the folder is back, works. */
static void
test_gui_failed_save_keeps_document_modified (void **state)
{
  g_autofree char *source = hw_test_source_path ("tests", "data", "sim-base.xml", NULL);
  g_autofree char *dir = g_build_filename (tmp_dir, "vanishing", NULL);
  g_autofree char *path = g_build_filename (dir, "board.xml", NULL);
  g_autofree char *autosave = hw_autosave_new_path ();
  g_autofree char *secondary = NULL;
  g_autofree char *ours = NULL;
  g_autofree char *autosaved = NULL;
  g_autoptr(GError) error = NULL;
  HwWindow *window = hw_test_new_window ();
  GtkMessageDialog *dialog;
  HwDocument *document;

  assert_int_equal (g_mkdir (dir, 0700), 0);
  hw_test_copy_file (source, path);
  hw_test_activate (window, "open-file", g_variant_new_string (path));
  document = hw_window_get_document (window);
  hw_test_set_tool (window, "paint:gold");
  hw_test_apply_tool (window, hw_board_get_hex (hw_document_get_variant (document)->board, 5)->coord);
  assert_true (hw_document_get_modified (document));

  assert_int_equal (g_remove (path), 0);
  assert_int_equal (g_rmdir (dir), 0);
  hw_test_activate (window, "save", NULL);
  dialog = find_dialog (GTK_WINDOW (window));
  assert_non_null (dialog);
  g_object_get (dialog, "secondary-text", &secondary, NULL);
  assert_non_null (strstr (secondary, "board.xml"));
  hw_test_destroy_transients (GTK_WINDOW (window));
  assert_true (hw_document_get_modified (document));
  assert_non_null (strstr (gtk_window_get_title (GTK_WINDOW (window)), "•"));

  ours = hw_test_document_bytes (window);
  assert_true (hw_autosave_write (document, autosave, &error));
  assert_true (g_file_get_contents (autosave, &autosaved, NULL, NULL));
  assert_string_equal (autosaved, ours);
  hw_autosave_remove (autosave);

  assert_int_equal (g_mkdir (dir, 0700), 0);
  hw_test_activate (window, "save", NULL);
  assert_null (find_dialog (GTK_WINDOW (window)));
  assert_false (hw_document_get_modified (document));
  hw_test_destroy_window (GTK_WINDOW (window));
  g_remove (path);
  g_rmdir (dir);
}

static void
on_weak_notify (gpointer data,
                GObject *where)
{
  *(gboolean *) data = TRUE;
}

static void
test_gui_refuses_to_close_with_unsaved_changes (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  HwWindow *window = hw_test_new_window ();
  GtkMessageDialog *dialog;
  gboolean gone = FALSE;

  hw_test_activate (window, "open-file", g_variant_new_string (path));
  hw_test_set_tool (window, "paint:forest");
  hw_test_apply_tool (window, hw_coord (1, 0));
  g_object_weak_ref (G_OBJECT (window), on_weak_notify, &gone);

  hw_test_activate (window, "close", NULL);
  hw_test_flush_events ();
  assert_false (gone);
  assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  dialog = find_dialog (GTK_WINDOW (window));
  assert_non_null (dialog);

  /* Cancel keeps the window and its changes. */
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  hw_test_flush_events ();
  assert_false (gone);
  assert_null (find_dialog (GTK_WINDOW (window)));
  assert_true (hw_document_get_modified (hw_window_get_document (window)));

  /* Discard closes it. */
  hw_test_activate (window, "close", NULL);
  dialog = find_dialog (GTK_WINDOW (window));
  assert_non_null (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT);
  hw_test_flush_events ();
  assert_true (gone);
}

static void
test_gui_bad_file_shows_error_and_keeps_document (void **state)
{
  g_autofree char *good = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  g_autofree char *bad = g_build_filename (tmp_dir, "broken.xml", NULL);
  g_autofree char *missing = g_build_filename (tmp_dir, "missing.xml", NULL);
  const char *text = "<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:hexwright:scenario:1\">\n<name>x</oops>\n";
  HwWindow *window = hw_test_new_window ();
  HwDocument *blank = hw_window_get_document (window);
  HwDocument *document;
  GtkMessageDialog *dialog;
  g_autofree char *secondary = NULL;
  g_autofree char *before = NULL;

  assert_true (g_file_set_contents (bad, text, -1, NULL));

  /* A fresh window keeps its blank document. */
  hw_test_activate (window, "open-file", g_variant_new_string (bad));
  assert_ptr_equal (hw_window_get_document (window), blank);
  assert_null (hw_document_get_path (blank));
  dialog = find_dialog (GTK_WINDOW (window));
  assert_non_null (dialog);
  g_object_get (dialog, "secondary-text", &secondary, NULL);
  assert_non_null (strstr (secondary, "broken.xml:3"));
  hw_test_destroy_transients (GTK_WINDOW (window));

  /* A window with a scenario keeps it, unchanged. */
  hw_test_activate (window, "open-file", g_variant_new_string (good));
  document = hw_window_get_document (window);
  before = hw_test_document_bytes (window);
  hw_test_activate (window, "open-file", g_variant_new_string (bad));
  assert_non_null (find_dialog (GTK_WINDOW (window)));
  hw_test_destroy_transients (GTK_WINDOW (window));
  hw_test_activate (window, "open-file", g_variant_new_string (missing));
  assert_non_null (find_dialog (GTK_WINDOW (window)));
  hw_test_destroy_transients (GTK_WINDOW (window));
  assert_ptr_equal (hw_window_get_document (window), document);
  {
    g_autofree char *after = hw_test_document_bytes (window);
    assert_string_equal (after, before);
  }
  assert_false (hw_document_get_modified (document));
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_gui_problem_marks_board (void **state)
{
  g_autofree char *tiny = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-gui-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "tiny-two.xml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *two = NULL;
  HwWindow *window = hw_test_new_window ();
  HwDocument *document;

  /* tiny.xml for two players: three players may fill its corners too early (starting-places). */
  assert_true (g_file_get_contents (tiny, &text, NULL, NULL));
  two = hw_test_replace (text, "id=\"3-4\" players=\"3-4\"", "id=\"2\" players=\"2\"");
  g_free (text);
  text = hw_test_replace (two, "players=\"3-4\"", "players=\"2\"");
  assert_true (g_file_set_contents (path, text, -1, NULL));
  hw_test_activate (window, "open-file", g_variant_new_string (path));
  document = hw_window_get_document (window);
  assert_string_equal (hw_validation_panel_get_summary (window->validation_panel), "No problems");

  /* A 6 next to an 8 breaks the red-adjacent rule (a warning in this scenario). */
  hw_test_activate (window, "set-chit", g_variant_new ("(iii)", 0, 1, 8));
  assert_true (problem_count (window) > 0);
  assert_string_not_equal (hw_validation_panel_get_summary (window->validation_panel), "No problems");
  hw_validation_panel_select (window->validation_panel, 0);
  hw_test_activate (window, "undo", NULL);
  assert_string_equal (hw_validation_panel_get_summary (window->validation_panel), "No problems");
  assert_false (hw_document_get_modified (document));
  hw_test_destroy_window (GTK_WINDOW (window));
  hw_test_remove_tree (dir);
}

static void
test_gui_new_from_template (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autoptr(HwScenario) expected = NULL;
  g_autofree char *expected_bytes = NULL;
  g_autofree char *bytes = NULL;
  HwWindow *window = hw_test_new_window ();
  GMenuModel *shipped;
  HwDocument *document;

  /* The New menu lists a blank board and every shipped scenario. */
  hw_test_activate (window, "new", NULL);
  hw_test_flush_events ();
  assert_int_equal (g_menu_model_get_n_items (G_MENU_MODEL (window->template_menu)), 2);
  shipped = g_menu_model_get_item_link (G_MENU_MODEL (window->template_menu), 1, G_MENU_LINK_SECTION);
  assert_non_null (shipped);
  assert_true (g_menu_model_get_n_items (shipped) >= 3);
  g_object_unref (shipped);
  gtk_menu_button_popdown (window->new_button);

  /* A template becomes a new, unsaved document: the shipped file is never the target. */
  hw_test_activate (window, "new-from-template", g_variant_new_string (path));
  document = hw_window_get_document (window);
  assert_null (hw_document_get_path (document));
  assert_false (hw_document_get_modified (document));
  expected = hw_scenario_load_file (path, NULL);
  expected_bytes = hw_scenario_to_data (expected, NULL);
  bytes = hw_test_document_bytes (window);
  assert_string_equal (bytes, expected_bytes);
  assert_non_null (strstr (gtk_window_get_title (GTK_WINDOW (window)), "The Desert Raiders"));

  /* Generate and Export open their dialogs over the window. */
  hw_test_activate (window, "generate", NULL);
  hw_test_activate (window, "export", NULL);
  for (int k = 0; k < 2; k++)
  {
    const char *type = k == 0 ? "HwGenerateDialog" : "HwExportDialog";
    GListModel *toplevels = gtk_window_get_toplevels ();
    gboolean found = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);
        if (gtk_window_get_transient_for (w) == GTK_WINDOW (window)
            && g_str_equal (G_OBJECT_TYPE_NAME (w), type))
          {
            found = TRUE;
            gtk_window_destroy (w);
            break;
          }
      }
    assert_true (found);
  }

  /* The blank board is a real, editable scenario. */
  hw_test_activate (window, "new-from-template", g_variant_new_string (""));
  document = hw_window_get_document (window);
  assert_null (hw_document_get_path (document));
  assert_int_equal (hw_board_n_hexes (hw_document_get_variant (document)->board), 19);
  hw_test_set_tool (window, "paint:hills");
  hw_test_apply_tool (window, hw_coord (0, 0));
  assert_int_equal (hw_board_terrain_at (hw_document_get_variant (document)->board, hw_coord (0, 0)),
                    HW_TERRAIN_HILLS);
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_gui_rows_and_columns (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  g_autofree char *original = NULL;
  HwWindow *window = hw_test_new_window ();
  HwDocument *document;
  int min_q, max_q, min_r, max_r;
  HwBoard *board;

  hw_test_activate (window, "open-file", g_variant_new_string (path));
  document = hw_window_get_document (window);
  original = hw_test_document_bytes (window);

  /* tiny.xml: (0,-1) (0,0) (1,0) (0,1). A row below (0,1) is (-1,2) and (0,2). */
  hw_test_activate (window, "grow-row", NULL);
  board = hw_document_get_variant (document)->board;
  assert_int_equal (hw_board_n_hexes (board), 6);
  assert_int_equal (hw_board_terrain_at (board, hw_coord (-1, 2)), HW_TERRAIN_SEA);
  assert_int_equal (hw_board_terrain_at (board, hw_coord (0, 2)), HW_TERRAIN_SEA);

  /* A column east of the last hex of each of the four rows. */
  hw_test_activate (window, "grow-column", NULL);
  board = hw_document_get_variant (document)->board;
  assert_int_equal (hw_board_n_hexes (board), 10);
  assert_int_equal (hw_board_terrain_at (board, hw_coord (2, 0)), HW_TERRAIN_SEA);

  hw_test_activate (window, "shrink-column", NULL);
  hw_test_activate (window, "shrink-row", NULL);
  board = hw_document_get_variant (document)->board;
  assert_true (hw_board_bounds (board, &min_q, &max_q, &min_r, &max_r));
  assert_int_equal (max_r, 1);
  assert_int_equal (hw_board_n_hexes (board), 4);
  assert_string_equal (hw_document_get_undo_label (document), "Shrink board by 2 hexes");

  for (int i = 0; i < 4; i++)
    hw_test_activate (window, "undo", NULL);
  {
    g_autofree char *after = hw_test_document_bytes (window);
    assert_string_equal (after, original);
  }
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_gui_drag_paints_one_undo_step (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "sim-base.xml", NULL);
  g_autofree char *original = NULL;
  HwWindow *window = hw_test_new_window ();
  HwDocument *document;
  HwBoard *board;
  HwCoord c[5];
  g_auto(GStrv) history = NULL;

  hw_test_activate (window, "open-file", g_variant_new_string (path));
  document = hw_window_get_document (window);
  original = hw_test_document_bytes (window);
  board = hw_document_get_variant (document)->board;
  for (int i = 0; i < 5; i++)
    c[i] = hw_board_get_hex (board, 10 + i)->coord;

  /* What the canvas reports while a button is held over five hexes, one of them twice. */
  hw_test_set_tool (window, "paint:volcano");
  g_signal_emit_by_name (window->board_view, "hex-pressed", c[0].q, c[0].r, 0, GDK_BUTTON_PRIMARY);
  for (int i = 1; i < 5; i++)
    g_signal_emit_by_name (window->board_view, "hex-dragged", c[i].q, c[i].r);
  g_signal_emit_by_name (window->board_view, "hex-dragged", c[2].q, c[2].r);
  g_signal_emit_by_name (window->board_view, "drag-ended");

  board = hw_document_get_variant (document)->board;
  for (int i = 0; i < 5; i++)
    assert_int_equal (hw_board_terrain_at (board, c[i]), HW_TERRAIN_VOLCANO);
  history = hw_document_dup_history (document);
  assert_int_equal (g_strv_length (history), 1);
  assert_string_equal (history[0], "Paint 5 hexes Volcano");
  assert_string_equal (gtk_widget_get_tooltip_text (window->undo_button), "Undo Paint 5 hexes Volcano");

  hw_test_activate (window, "undo", NULL);
  {
    g_autofree char *after = hw_test_document_bytes (window);
    assert_string_equal (after, original);
  }
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_gui_canvas_picks_the_hex_drawn_there (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "sim-islands.xml", NULL);
  g_autoptr(HwScenario) scenario = hw_scenario_load_file (path, NULL);
  HwVariant *variant = g_ptr_array_index (scenario->variants, 0);
  HwBoardScene scene;

  hw_board_scene_init (&scene);
  scene.board = variant->board;
  for (int zoom = 0; zoom < 3; zoom++)
    {
      HwRenderView view;

      scene.zoom = 1.0 + zoom * 0.75;
      scene.pan_x = zoom * 37.0;
      scene.pan_y = -zoom * 21.0;
      hw_board_scene_get_view (&scene, 900, 700, &view);
      for (guint i = 0; i < hw_board_n_hexes (variant->board); i++)
        {
          HwCoord c = hw_board_get_hex (variant->board, i)->coord;
          double x, y;
          HwCoord picked;

          /* The centre of each hex, where the renderer draws it, maps back to that hex. */
          hw_render_hex_center (&scene.options, c, &x, &y);
          picked = hw_board_scene_pick (&scene, 900, 700, x * view.scale + view.tx,
                                        y * view.scale + view.ty);
          assert_true (hw_coord_equal (picked, c));
        }
    }
  hw_board_scene_clear (&scene);
}

static void
test_gui_autosave_is_offered_back (void **state)
{
  g_autofree char *source = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  g_autofree char *path = copy_to_tmp (source);
  g_autofree char *autosave = hw_autosave_new_path ();
  g_autofree char *edited = NULL;
  g_autoptr(HwDocument) recovered = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) found = NULL;
  HwWindow *window = hw_test_new_window ();

  hw_test_activate (window, "open-file", g_variant_new_string (path));
  hw_test_set_tool (window, "paint:pasture");
  hw_test_apply_tool (window, hw_coord (1, 0));
  edited = hw_test_document_bytes (window);
  assert_true (hw_autosave_write (hw_window_get_document (window), autosave, &error));
  assert_null (error);

  found = hw_autosave_list ();
  assert_true (g_strv_contains ((const char * const *) found, autosave));

  /* What a crash leaves behind comes back unsaved, belonging to its file. */
  recovered = hw_autosave_recover (autosave, &error);
  assert_non_null (recovered);
  assert_true (hw_document_get_modified (recovered));
  assert_string_equal (hw_document_get_path (recovered), hw_document_get_path (hw_window_get_document (window)));
  {
    g_autofree char *bytes = hw_scenario_to_data (hw_document_get_scenario (recovered), NULL);
    assert_string_equal (bytes, edited);
  }
  assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));

  /* Saving removes a window's own autosave. */
  hw_test_activate (window, "save", NULL);
  assert_false (hw_document_get_modified (hw_window_get_document (window)));
  hw_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_gui_open_paint_undo_each_scenario),
    cmocka_unit_test (test_gui_redo_and_history_names),
    cmocka_unit_test (test_gui_table_edit_is_undoable),
    cmocka_unit_test (test_gui_BASE_PIECES_02_rules_tab_counts),
    cmocka_unit_test (test_gui_save_and_reload_equal),
    cmocka_unit_test (test_gui_failed_save_keeps_document_modified),
    cmocka_unit_test (test_gui_refuses_to_close_with_unsaved_changes),
    cmocka_unit_test (test_gui_bad_file_shows_error_and_keeps_document),
    cmocka_unit_test (test_gui_problem_marks_board),
    cmocka_unit_test (test_gui_autosave_is_offered_back),
    cmocka_unit_test (test_gui_new_from_template),
    cmocka_unit_test (test_gui_drag_paints_one_undo_step),
    cmocka_unit_test (test_gui_rows_and_columns),
    cmocka_unit_test (test_gui_canvas_picks_the_hex_drawn_there),
  };
  int status;

  tmp_dir = g_dir_make_tmp ("hexwright-gui-XXXXXX", NULL);
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
