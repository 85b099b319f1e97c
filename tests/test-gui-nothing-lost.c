/* test-gui-nothing-lost.c: the editor neither writes what nobody typed nor brings back what
 * was taken back (issue 37, "Nothing lost"), under a display.
 *
 * Keyboard focus moves from field to field as Tab moves it; the crash copy is made the way
 * the editor's minute timer makes it, only at once.
 */
#include "hw-test.h"
#include "hw-test-gui.h"

#include <string.h>

#include "hw-autosave.h"
#include "hw-document.h"
#include "hw-inspector.h"
#include "hw-scenario-io.h"
#include "hw-validation-panel.h"
#include "hw-window-private.h"
#include "hw-window.h"

static char *tmp_dir;

/* Runs the main loop for @ms milliseconds, so that frames are laid out and drawn. */
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

/* Every row of the Tables page, in the order the page shows them. */
typedef struct
{
  HwTableRow row;
  int        index;
} TableRow;

static void
add_row (GArray     *rows,
         HwTableRow  row,
         int         index)
{
  TableRow r = { row, index };

  g_array_append_val (rows, r);
}

static GArray *
table_rows (void)
{
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (TableRow));

  for (int t = HW_TERRAIN_SEA; t < HW_N_TERRAINS; t++)
    add_row (rows, HW_TABLE_TERRAIN, t);
  add_row (rows, HW_TABLE_TERRAIN_TOTAL, 0);
  for (int n = 2; n <= 12; n++)
    add_row (rows, HW_TABLE_CHIT, n);
  add_row (rows, HW_TABLE_CHIT_TOTAL, 0);
  add_row (rows, HW_TABLE_HARBOR_GENERIC, 0);
  add_row (rows, HW_TABLE_HARBOR_SPECIAL, 0);
  add_row (rows, HW_TABLE_HARBOR_TOTAL, 0);
  for (int p = 0; p < HW_N_PAWNS; p++)
    add_row (rows, HW_TABLE_SUPPLY, p);
  return rows;
}

/* Returns the table spin button holding the keyboard focus of @window, or NULL. */
static GtkSpinButton *
focused_table_spin (HwWindow *window,
                    GArray   *rows)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  for (guint i = 0; focus != NULL && i < rows->len; i++)
    {
      TableRow *r = &g_array_index (rows, TableRow, i);
      GtkWidget *spin = GTK_WIDGET (hw_inspector_get_table_spin (window->inspector, r->row, r->index));
      if (focus == spin || gtk_widget_is_ancestor (focus, spin))
        return GTK_SPIN_BUTTON (spin);
    }
  return NULL;
}

/* The diagnostics of @document as one string, to compare before and after. */
static char *
diagnostics_text (HwDocument *document)
{
  GPtrArray *diagnostics = hw_document_get_diagnostics (document);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < diagnostics->len; i++)
    {
      HwDiagnostic *d = g_ptr_array_index (diagnostics, i);
      g_string_append_printf (text, "%s: %s\n", d->code, d->message);
    }
  return g_string_free (text, FALSE);
}

/* Moves the keyboard focus through the whole Tables page of @window's map @variant, from its
 * first field past its last, and checks that the document did not change. Returns how many
 * fields showed "—". */
static guint
tab_through_tables (HwWindow *window,
                    guint     variant)
{
  HwDocument *document = hw_window_get_document (window);
  g_autoptr(GArray) rows = table_rows ();
  g_autofree char *bytes = NULL;
  g_autofree char *diagnostics = NULL;
  g_autofree char *after = NULL;
  g_autofree char *diagnostics_after = NULL;
  GtkSpinButton *first;
  GtkWidget *stack;
  guint unstated = 0;

  hw_test_activate (window, "variant", g_variant_new_int32 ((int) variant));
  hw_test_flush_events ();
  bytes = hw_test_document_bytes (window);
  diagnostics = diagnostics_text (document);

  /* The Tables page is the one shown, as after a click on its tab. */
  first = hw_inspector_get_table_spin (window->inspector, HW_TABLE_TERRAIN, HW_TERRAIN_SEA);
  stack = gtk_widget_get_ancestor (GTK_WIDGET (first), GTK_TYPE_STACK);
  assert_non_null (stack);
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "tables");
  /* Laid out and drawn, as the designer sees it. */
  settle (200);

  /* The keyboard focus goes into each field in turn, as Tab takes it, and so leaves the one
   * before; from the last, Tab takes it out of the page. Each field is put in focus directly:
   * under load, GTK's Tab order (by position on screen) can wrap early to the palette. */
  for (guint i = 0; i < rows->len; i++)
    {
      TableRow *r = &g_array_index (rows, TableRow, i);
      GtkSpinButton *spin = hw_inspector_get_table_spin (window->inspector, r->row, r->index);

      assert_true (gtk_widget_grab_focus (GTK_WIDGET (spin)));
      hw_test_flush_events ();
      assert_ptr_equal (focused_table_spin (window, rows), spin);
      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), "—") == 0)
        unstated++;
      /* Leaving the field before changed nothing: checked at each field, so that the first
       * one to write says which it was. */
      after = hw_test_document_bytes (window);
      if (hw_document_get_undo_label (document) != NULL)
        fail_msg ("leaving a table field made the edit “%s”", hw_document_get_undo_label (document));
      assert_string_equal (after, bytes);
      g_clear_pointer (&after, g_free);
    }
  g_signal_emit_by_name (window, "move-focus", GTK_DIR_TAB_FORWARD);
  hw_test_flush_events ();
  assert_null (focused_table_spin (window, rows));

  /* Nothing was typed: nothing changed. */
  after = hw_test_document_bytes (window);
  diagnostics_after = diagnostics_text (document);
  assert_string_equal (after, bytes);
  assert_false (hw_document_get_modified (document));
  assert_false (hw_document_can_undo (document));
  assert_null (hw_document_get_undo_label (document));
  assert_string_equal (diagnostics_after, diagnostics);
  return unstated;
}

static void
test_focus_through_tables_changes_nothing (void **state)
{
  const char *files[] = { "desert-raiders.xml", "base.xml", "barbarian-attack.xml" };
  guint unstated = 0;

  /* A new scenario first: every field of its tables reads "—". */
  {
    HwWindow *window = hw_test_new_window ();
    unstated += tab_through_tables (window, 0);
    hw_test_destroy_window (GTK_WINDOW (window));
  }
  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = hw_test_source_path ("scenarios", files[f], NULL);
      HwWindow *window;
      HwScenario *scenario;

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      window = hw_test_open_window (path);
      scenario = hw_document_get_scenario (hw_window_get_document (window));
      assert_non_null (hw_document_get_path (hw_window_get_document (window)));
      for (guint v = 0; v < scenario->variants->len; v++)
        unstated += tab_through_tables (window, v);
      hw_test_destroy_window (GTK_WINDOW (window));
    }
  /* The fields the bug wrote 0 into were there to be tabbed through. */
  assert_true (unstated > 0);
}

/* Typing into a field still edits the table, and clearing it takes the entry back out. */
static void
test_typed_table_value_still_edits (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  HwWindow *window = hw_test_open_window (path);
  HwDocument *document = hw_window_get_document (window);
  GtkSpinButton *spin = hw_inspector_get_table_spin (window->inspector, HW_TABLE_TERRAIN, HW_TERRAIN_FOREST);
  HwVariant *variant = hw_document_get_variant (document);

  assert_int_equal (variant->tables.terrains[HW_TERRAIN_FOREST], HW_NO_COUNT);
  assert_string_equal (gtk_editable_get_text (GTK_EDITABLE (spin)), "—");

  gtk_editable_set_text (GTK_EDITABLE (spin), "3");
  gtk_spin_button_update (spin);
  variant = hw_document_get_variant (document);
  assert_int_equal (variant->tables.terrains[HW_TERRAIN_FOREST], 3);
  assert_string_equal (hw_document_get_undo_label (document), "Set table Forest to 3");

  /* Text that is no number leaves the table as it was. */
  gtk_editable_set_text (GTK_EDITABLE (spin), "three");
  gtk_spin_button_update (spin);
  variant = hw_document_get_variant (document);
  assert_int_equal (variant->tables.terrains[HW_TERRAIN_FOREST], 3);
  assert_string_equal (gtk_editable_get_text (GTK_EDITABLE (spin)), "3");

  /* An empty field, or the dash, is a count the table does not state. */
  gtk_editable_set_text (GTK_EDITABLE (spin), "");
  gtk_spin_button_update (spin);
  variant = hw_document_get_variant (document);
  assert_int_equal (variant->tables.terrains[HW_TERRAIN_FOREST], HW_NO_COUNT);
  assert_string_equal (gtk_editable_get_text (GTK_EDITABLE (spin)), "—");
  assert_string_equal (hw_document_get_undo_label (document), "Clear table entry Forest");

  hw_test_activate (window, "undo", NULL);
  hw_test_activate (window, "undo", NULL);
  assert_false (hw_document_get_modified (document));
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* Typing a count into the last table field and pressing Tab commits it while the focus moves
 * on into the problems list, whose rows that very edit renews. */
static void
test_tab_from_typed_field_into_problems (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  HwWindow *window = hw_test_open_window (path);
  HwDocument *document = hw_window_get_document (window);
  GtkSpinButton *spin = hw_inspector_get_table_spin (window->inspector, HW_TABLE_SUPPLY, HW_N_PAWNS - 1);
  GtkWidget *stack = gtk_widget_get_ancestor (GTK_WIDGET (spin), GTK_TYPE_STACK);
  GtkWidget *focus;

  gtk_stack_set_visible_child_name (GTK_STACK (stack), "tables");
  hw_test_flush_events ();
  assert_true (gtk_widget_grab_focus (GTK_WIDGET (spin)));
  hw_test_flush_events ();
  gtk_editable_set_text (GTK_EDITABLE (spin), "3");
  /* What the Tab key does. */
  g_signal_emit_by_name (window, "move-focus", GTK_DIR_TAB_FORWARD);
  hw_test_flush_events ();

  assert_int_equal (hw_document_get_variant (document)->tables.supply[HW_N_PAWNS - 1], 3);
  assert_true (hw_document_get_modified (document));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  assert_non_null (focus);
  assert_true (GTK_IS_LIST_BOX_ROW (focus));
  assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (window->validation_panel)));
  assert_true (hw_validation_panel_get_n_shown (window->validation_panel) > 0);

  hw_test_activate (window, "undo", NULL);
  hw_test_flush_events ();
  assert_false (hw_document_get_modified (document));
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* ---- 2: the crash copy follows the document ----------------------------------------------- */

/* Returns how many crash copies there are to recover. */
static guint
autosaves_left (void)
{
  g_auto(GStrv) found = hw_autosave_list ();
  return g_strv_length (found);
}

/* Starts each test with no crash copy left by another, passed or failed. */
static int
remove_autosaves (void **state)
{
  g_auto(GStrv) found = hw_autosave_list ();

  for (guint i = 0; found[i] != NULL; i++)
    hw_autosave_remove (found[i]);
  return 0;
}

/* Copies @name of tests/data into the temporary directory, so saving never touches the tree. */
static char *
copy_of (const char *name)
{
  g_autofree char *source = hw_test_source_path ("tests", "data", name, NULL);
  char *copy = g_build_filename (tmp_dir, name, NULL);

  hw_test_copy_file (source, copy);
  return copy;
}

/* Returns the only crash copy there is, as bytes (free with g_free). */
static char *
only_autosave_bytes (void)
{
  g_auto(GStrv) found = hw_autosave_list ();
  char *bytes = NULL;

  assert_int_equal (g_strv_length (found), 1);
  assert_true (g_file_get_contents (found[0], &bytes, NULL, NULL));
  return bytes;
}

static void
test_undone_edits_leave_nothing_to_recover (void **state)
{
  g_autofree char *path = copy_of ("tiny.xml");
  HwWindow *window = hw_test_open_window (path);
  HwDocument *document = hw_window_get_document (window);

  assert_int_equal (autosaves_left (), 0);

  /* Paint a hex and set a chit; a minute passes and the crash copy is written. */
  hw_test_set_tool (window, "paint:pasture");
  hw_test_apply_tool (window, hw_coord (1, 0));
  hw_test_activate (window, "set-chit", g_variant_new ("(iii)", 0, 1, 8));
  assert_true (hw_document_get_modified (document));
  hw_window_autosave_now (window);
  assert_int_equal (autosaves_left (), 1);

  /* Undo both: the document is its file again, and there is nothing to recover, at once and
   * after the next minute. */
  hw_test_activate (window, "undo", NULL);
  hw_test_activate (window, "undo", NULL);
  assert_false (hw_document_get_modified (document));
  assert_int_equal (autosaves_left (), 0);
  hw_window_autosave_now (window);
  assert_int_equal (autosaves_left (), 0);

  /* Without a copy written in between, likewise. */
  hw_test_apply_tool (window, hw_coord (1, 0));
  hw_test_activate (window, "undo", NULL);
  hw_window_autosave_now (window);
  assert_int_equal (autosaves_left (), 0);

  hw_test_destroy_window (GTK_WINDOW (window));
  assert_int_equal (autosaves_left (), 0);
}

static void
test_autosave_never_holds_undone_edits (void **state)
{
  g_autofree char *path = copy_of ("tiny.xml");
  HwWindow *window = hw_test_open_window (path);
  HwDocument *document = hw_window_get_document (window);
  g_autofree char *painted = NULL;
  g_autofree char *both = NULL;
  g_autofree char *copy = NULL;

  hw_test_set_tool (window, "paint:pasture");
  hw_test_apply_tool (window, hw_coord (1, 0));
  painted = hw_test_document_bytes (window);
  hw_test_activate (window, "set-chit", g_variant_new ("(iii)", 0, 1, 8));
  both = hw_test_document_bytes (window);
  hw_window_autosave_now (window);
  copy = only_autosave_bytes ();
  assert_string_equal (copy, both);

  /* Undo the chit: the document is still unsaved, and its crash copy no longer has the chit. */
  hw_test_activate (window, "undo", NULL);
  assert_true (hw_document_get_modified (document));
  g_clear_pointer (&copy, g_free);
  copy = only_autosave_bytes ();
  assert_string_equal (copy, painted);

  /* Jumping back through the history does the same. */
  hw_test_activate (window, "redo", NULL);
  hw_window_autosave_now (window);
  g_clear_pointer (&copy, g_free);
  copy = only_autosave_bytes ();
  assert_string_equal (copy, both);
  hw_document_go_to_history (document, 1);
  g_clear_pointer (&copy, g_free);
  copy = only_autosave_bytes ();
  assert_string_equal (copy, painted);

  /* Painting the hex back by hand gives the file's own bytes: nothing to recover either. */
  hw_test_set_tool (window, "paint:fields");
  hw_test_apply_tool (window, hw_coord (1, 0));
  assert_true (hw_document_get_modified (document));
  hw_window_autosave_now (window);
  assert_int_equal (autosaves_left (), 0);

  hw_test_destroy_window (GTK_WINDOW (window));
  assert_int_equal (autosaves_left (), 0);
}

static void
test_unsaved_edit_still_autosaves (void **state)
{
  g_autofree char *path = copy_of ("tiny.xml");
  HwWindow *window = hw_test_open_window (path);
  HwDocument *document = hw_window_get_document (window);
  g_autofree char *edited = NULL;
  g_autofree char *copy = NULL;
  g_auto(GStrv) found = NULL;
  g_autoptr(HwDocument) recovered = NULL;
  g_autoptr(GError) error = NULL;

  /* An edit undone and then made again is an unsaved edit like any other. */
  hw_test_set_tool (window, "paint:pasture");
  hw_test_apply_tool (window, hw_coord (1, 0));
  hw_test_activate (window, "undo", NULL);
  hw_test_activate (window, "redo", NULL);
  hw_test_activate (window, "set-chit", g_variant_new ("(iii)", 0, 1, 8));
  edited = hw_test_document_bytes (window);
  hw_window_autosave_now (window);
  copy = only_autosave_bytes ();
  assert_string_equal (copy, edited);

  /* A crash now: the next start offers it back, unsaved, belonging to its file. */
  found = hw_autosave_list ();
  recovered = hw_autosave_recover (found[0], &error);
  assert_non_null (recovered);
  assert_true (hw_document_get_modified (recovered));
  assert_string_equal (hw_document_get_path (recovered), hw_document_get_path (document));
  {
    g_autofree char *bytes = hw_scenario_to_data (hw_document_get_scenario (recovered), NULL);
    assert_string_equal (bytes, edited);
  }
  assert_int_equal (autosaves_left (), 0);

  /* Shown again, the recovered work is copied again at once: a second crash loses nothing. */
  {
    HwWindow *second = hw_test_new_window ();

    hw_window_set_document (second, recovered);
    assert_int_equal (autosaves_left (), 1);
    hw_test_destroy_window (GTK_WINDOW (second));
    remove_autosaves (NULL);
  }

  /* Saving leaves no copy behind. */
  hw_window_autosave_now (window);
  assert_int_equal (autosaves_left (), 1);
  hw_test_activate (window, "save", NULL);
  assert_false (hw_document_get_modified (document));
  assert_int_equal (autosaves_left (), 0);
  hw_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_focus_through_tables_changes_nothing),
    cmocka_unit_test (test_typed_table_value_still_edits),
    cmocka_unit_test (test_tab_from_typed_field_into_problems),
    cmocka_unit_test_setup (test_undone_edits_leave_nothing_to_recover, remove_autosaves),
    cmocka_unit_test_setup (test_autosave_never_holds_undone_edits, remove_autosaves),
    cmocka_unit_test_setup (test_unsaved_edit_still_autosaves, remove_autosaves),
  };
  int status;

  tmp_dir = g_dir_make_tmp ("hexwright-gui-lost-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  /* Keep autosaves and recent files of the tests out of the user's directories. */
  g_setenv ("XDG_CACHE_HOME", tmp_dir, TRUE);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  if (!hw_test_gtk_init ())
    return 0;
  /* A critical is a bug of the editor here: it stops the test at once instead of looping. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  status = cmocka_run_group_tests (tests, NULL, NULL);
  hw_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
