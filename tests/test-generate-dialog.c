/* test-generate-dialog.c: the Generate dialog under a display: a deal from a typed seed is
 * the CLI's board for that seed, re-roll deals a new one, each is one undoable edit, and an
 * impossible setting shows the reason and changes nothing. */
#include "hw-test.h"
#include "hw-test-gui.h"

#include <string.h>

#include "hw-document.h"
#include "hw-fair-search.h"
#include "hw-generate.h"
#include "hw-generate-dialog.h"
#include "hw-scenario-io.h"

static GtkWidget *
find_child (GtkWidget  *root,
            GType       type,
            const char *css_or_null)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        return c;
      if ((found = find_child (c, type, css_or_null)) != NULL)
        return found;
    }
  return NULL;
}

static void
test_generate_dialog_seed_undo_reroll (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autoptr(HwDocument) doc = hw_document_new_from_file (path, NULL);
  g_autoptr(HwScenario) expected = NULL;
  g_autoptr(HwBoard) original = NULL;
  HwGenerateDialog *dialog;
  GtkEntry *seed_entry;
  HwGenerateParams p;
  guint64 first_seed;

  assert_non_null (doc);
  original = hw_board_copy (hw_document_get_variant (doc)->board);
  dialog = hw_generate_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));

  /* A typed seed gives exactly the board the core deals for it. */
  seed_entry = GTK_ENTRY (find_child (GTK_WIDGET (dialog), GTK_TYPE_ENTRY, NULL));
  assert_non_null (seed_entry);
  gtk_editable_set_text (GTK_EDITABLE (seed_entry), "31337");
  assert_true (hw_generate_dialog_generate (dialog, FALSE));
  assert_true (hw_generate_dialog_get_seed (dialog) == 31337);

  expected = hw_scenario_copy (hw_document_get_scenario (doc));
  {
    HwVariant *v = hw_scenario_find_variant (expected, 0);
    g_autoptr(HwScenario) fresh = hw_scenario_load_file (path, NULL);

    hw_board_free (v->board);
    v->board = hw_board_copy (hw_scenario_find_variant (fresh, 0)->board);
    hw_generate_params_init (&p);
    hw_generate_params_from_scenario (&p, expected, NULL);
    assert_true (hw_generate_variant (expected, v, &p, 31337, NULL));
    assert_true (hw_board_equal (v->board, hw_document_get_variant (doc)->board));
  }
  assert_false (hw_board_equal (original, hw_document_get_variant (doc)->board));
  assert_true (hw_document_can_undo (doc));
  assert_non_null (strstr (hw_document_get_undo_label (doc), "31337"));

  /* Undo brings the hand-made board back. */
  hw_document_undo (doc);
  assert_true (hw_board_equal (original, hw_document_get_variant (doc)->board));

  /* Re-roll picks a new seed and shows it. */
  assert_true (hw_generate_dialog_generate (dialog, TRUE));
  first_seed = hw_generate_dialog_get_seed (dialog);
  {
    g_autofree char *shown = g_strdup_printf ("%" G_GUINT64_FORMAT, first_seed);
    assert_string_equal (gtk_editable_get_text (GTK_EDITABLE (seed_entry)), shown);
  }
  assert_true (hw_generate_dialog_generate (dialog, TRUE));
  assert_true (hw_generate_dialog_get_seed (dialog) != first_seed);

  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_generate_dialog_impossible_changes_nothing (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autoptr(HwDocument) doc = hw_document_new_from_file (path, NULL);
  g_autoptr(HwBoard) original = NULL;
  HwGenerateDialog *dialog;
  GtkSpinButton *clump = NULL;

  assert_non_null (doc);
  original = hw_board_copy (hw_document_get_variant (doc)->board);
  dialog = hw_generate_dialog_new (NULL, doc);

  /* The grid's spin buttons: best-of is 1, the clump limit 3; set the clump limit to 1. */
  {
    GtkWidget *grid = find_child (GTK_WIDGET (dialog), GTK_TYPE_GRID, NULL);
    for (GtkWidget *c = gtk_widget_get_first_child (grid); c != NULL; c = gtk_widget_get_next_sibling (c))
      if (GTK_IS_SPIN_BUTTON (c) && gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (c)) == 3)
        clump = GTK_SPIN_BUTTON (c);
  }
  assert_non_null (clump);
  assert_int_equal (gtk_spin_button_get_value_as_int (clump), 3);
  gtk_spin_button_set_value (clump, 1);
  assert_false (hw_generate_dialog_generate (dialog, FALSE));
  assert_true (hw_board_equal (original, hw_document_get_variant (doc)->board));
  assert_false (hw_document_can_undo (doc));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
wait_search (HwGenerateDialog *dialog)
{
  while (hw_generate_dialog_is_running (dialog))
    g_main_context_iteration (NULL, TRUE);
  hw_test_flush_events ();
}

/* The fairest by simulation runs off the main thread, ends in one undoable edit whose board
 * is the command line's for the same seed and settings, and shows the seat rates it found. */
static void
test_generate_dialog_fair_one_undo_step (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autoptr(HwDocument) doc = hw_document_new_from_file (path, NULL);
  g_autoptr(HwBoard) original = NULL;
  g_autoptr(HwScenario) expected = hw_scenario_load_file (path, NULL);
  g_autoptr(GError) error = NULL;
  HwGenerateDialog *dialog;
  GtkEntry *seed_entry;
  HwGenerateParams gp;
  HwFairParams fp;
  HwVariant *v;

  assert_non_null (doc);
  original = hw_board_copy (hw_document_get_variant (doc)->board);
  dialog = hw_generate_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  seed_entry = GTK_ENTRY (find_child (GTK_WIDGET (dialog), GTK_TYPE_ENTRY, NULL));
  gtk_editable_set_text (GTK_EDITABLE (seed_entry), "77");
  hw_generate_dialog_set_fair_games (dialog, 6, 24);
  /* The candidates: the spin button that holds 64, set to 8 to keep the test short. */
  {
    g_autoptr(GPtrArray) todo = g_ptr_array_new ();
    GtkSpinButton *candidates = NULL;

    g_ptr_array_add (todo, dialog);
    while (todo->len > 0)
      {
        GtkWidget *w = g_ptr_array_steal_index (todo, todo->len - 1);

        if (GTK_IS_SPIN_BUTTON (w) && gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w)) == 64)
          candidates = GTK_SPIN_BUTTON (w);
        for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
          g_ptr_array_add (todo, c);
      }
    assert_non_null (candidates);
    gtk_spin_button_set_value (candidates, 8);
  }
  assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.fair", NULL));
  assert_true (hw_generate_dialog_is_running (dialog));
  assert_false (hw_document_can_undo (doc));
  wait_search (dialog);

  v = hw_document_get_variant (doc);
  assert_non_null (v->fair);
  assert_int_equal (v->fair->candidates, 8);
  assert_int_equal (v->fair->games, 24);
  assert_non_null (strstr (hw_generate_dialog_get_status (dialog), "seat 4:"));
  assert_non_null (strstr (hw_document_get_undo_label (doc), "77"));

  /* The same search through the core gives the same board. */
  hw_generate_params_init (&gp);
  assert_true (hw_generate_params_from_scenario (&gp, expected, &error));
  hw_fair_params_init (&fp);
  fp.candidates = 8;
  fp.first_games = 6;
  fp.confirm_games = 24;
  assert_true (hw_fair_search (expected, hw_scenario_find_variant (expected, 0), 4, &gp, &fp, 77, &error));
  assert_true (hw_board_equal (hw_scenario_find_variant (expected, 0)->board, v->board));

  /* One step back, and the hand-made board and no record are there again. */
  hw_document_undo (doc);
  assert_true (hw_board_equal (original, hw_document_get_variant (doc)->board));
  assert_null (hw_document_get_variant (doc)->fair);
  assert_false (hw_document_can_undo (doc));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Cancel stops the search and changes nothing. */
static void
test_generate_dialog_fair_cancel (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autoptr(HwDocument) doc = hw_document_new_from_file (path, NULL);
  g_autoptr(HwBoard) original = hw_board_copy (hw_document_get_variant (doc)->board);
  HwGenerateDialog *dialog = hw_generate_dialog_new (NULL, doc);

  gtk_window_present (GTK_WINDOW (dialog));
  hw_generate_dialog_set_fair_games (dialog, 100000, 100000);
  assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.fair", NULL));
  assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.cancel-fair", NULL));
  wait_search (dialog);
  assert_true (hw_board_equal (original, hw_document_get_variant (doc)->board));
  assert_false (hw_document_can_undo (doc));
  assert_non_null (strstr (hw_generate_dialog_get_status (dialog), "Cancelled"));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Issue 37 item 5: the fairest by simulation plays the chosen count among those the map is
 * for; the title and the result say it, and the board is the core's for that count. */
static void
test_generate_dialog_fair_players (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autoptr(HwDocument) doc = hw_document_new_from_file (path, NULL);
  g_autoptr(HwScenario) expected = hw_scenario_load_file (path, NULL);
  g_autoptr(GError) error = NULL;
  HwGenerateDialog *dialog;
  GtkDropDown *drop;
  GtkEntry *seed_entry;
  HwGenerateParams gp;
  HwFairParams fp;
  HwVariant *v;

  dialog = hw_generate_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  drop = GTK_DROP_DOWN (find_child (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, NULL));
  assert_non_null (drop);
  assert_int_equal (g_list_model_get_n_items (gtk_drop_down_get_model (drop)), 2);
  assert_int_equal (hw_generate_dialog_get_players (dialog), 4);
  assert_non_null (strstr (gtk_window_get_title (GTK_WINDOW (dialog)), "4 players"));

  /* Five is the other map's count: refused. */
  assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.players", "i", 5));
  assert_int_equal (hw_generate_dialog_get_players (dialog), 4);
  assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.players", "i", 3));
  assert_int_equal (hw_generate_dialog_get_players (dialog), 3);
  assert_int_equal (gtk_drop_down_get_selected (drop), 0);
  assert_non_null (strstr (gtk_window_get_title (GTK_WINDOW (dialog)), "3 players"));

  seed_entry = GTK_ENTRY (find_child (GTK_WIDGET (dialog), GTK_TYPE_ENTRY, NULL));
  gtk_editable_set_text (GTK_EDITABLE (seed_entry), "77");
  hw_generate_dialog_set_fair_games (dialog, 6, 24);
  {
    g_autoptr(GPtrArray) todo = g_ptr_array_new ();
    GtkSpinButton *candidates = NULL;

    g_ptr_array_add (todo, dialog);
    while (todo->len > 0)
      {
        GtkWidget *w = g_ptr_array_steal_index (todo, todo->len - 1);

        if (GTK_IS_SPIN_BUTTON (w) && gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w)) == 64)
          candidates = GTK_SPIN_BUTTON (w);
        for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
          g_ptr_array_add (todo, c);
      }
    assert_non_null (candidates);
    gtk_spin_button_set_value (candidates, 8);
  }
  assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.fair", NULL));
  wait_search (dialog);

  v = hw_document_get_variant (doc);
  assert_non_null (v->fair);
  assert_int_equal (v->fair->n_seats, 3);
  assert_non_null (strstr (hw_generate_dialog_get_status (dialog), "for 3 players"));
  assert_non_null (strstr (hw_generate_dialog_get_status (dialog), "seat 3:"));
  assert_null (strstr (hw_generate_dialog_get_status (dialog), "seat 4:"));

  hw_generate_params_init (&gp);
  assert_true (hw_generate_params_from_scenario (&gp, expected, &error));
  hw_fair_params_init (&fp);
  fp.candidates = 8;
  fp.first_games = 6;
  fp.confirm_games = 24;
  assert_true (hw_fair_search (expected, hw_scenario_find_variant (expected, 0), 3, &gp, &fp, 77, &error));
  assert_true (hw_board_equal (hw_scenario_find_variant (expected, 0)->board, v->board));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_generate_dialog_seed_undo_reroll),
    cmocka_unit_test (test_generate_dialog_impossible_changes_nothing),
    cmocka_unit_test (test_generate_dialog_fair_one_undo_step),
    cmocka_unit_test (test_generate_dialog_fair_cancel),
    cmocka_unit_test (test_generate_dialog_fair_players),
  };

  if (!hw_test_gtk_init ())
    return 0;
  return cmocka_run_group_tests (tests, NULL, NULL);
}
