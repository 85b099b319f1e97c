/* test-gui-balance.c: the editor's balance page, pip overlay, history list and scenario
 * descriptions, driven through the window's actions under a display. */
#include "hw-test.h"
#include "hw-test-gui.h"

#include <string.h>

#include "hw-balance.h"
#include "hw-document.h"
#include "hw-inspector.h"
#include "hw-render-overlay.h"
#include "hw-scenario-io.h"
#include "hw-window-private.h"
#include "hw-window.h"

static HwWindow *
open_window (const char *dir,
             const char *subdir,
             const char *name)
{
  g_autofree char *path = hw_test_source_path (dir, subdir, name, NULL);

  return hw_test_open_window (path);
}

static gboolean
action_state_bool (HwWindow   *window,
                   const char *action)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), action);

  assert_non_null (state);
  return g_variant_get_boolean (state);
}

static char *
expected_score_text (HwWindow *window)
{
  HwBalance b;

  hw_balance_measure_board (hw_document_get_variant (hw_window_get_document (window))->board, &b);
  return g_strdup_printf ("Score %.3f", b.score);
}

/* ---- balance -------------------------------------------------------------------------- */

static void
test_gui_pip_overlay_action_toggles (void **state)
{
  HwWindow *window = open_window ("scenarios", "desert-raiders.xml", NULL);

  assert_false (action_state_bool (window, "pip-overlay"));
  assert_false (hw_board_view_get_pip_overlay (window->board_view));
  hw_test_activate (window, "pip-overlay", NULL);
  assert_true (action_state_bool (window, "pip-overlay"));
  assert_true (hw_board_view_get_pip_overlay (window->board_view));
  hw_test_flush_events ();   /* draws a frame with the overlay */
  hw_test_activate (window, "pip-overlay", NULL);
  assert_false (action_state_bool (window, "pip-overlay"));
  assert_false (hw_board_view_get_pip_overlay (window->board_view));
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_gui_balance_score_follows_paint (void **state)
{
  HwWindow *window = open_window ("scenarios", "desert-raiders.xml", NULL);
  HwVariant *variant = hw_document_get_variant (hw_window_get_document (window));
  GtkLabel *score = hw_inspector_get_score_label (window->inspector);
  g_autofree char *before = NULL;
  g_autofree char *expected = expected_score_text (window);
  HwCoord target = { 0, 0 };
  gboolean found = FALSE;

  assert_non_null (score);
  before = g_strdup (gtk_label_get_label (score));
  assert_string_equal (before, expected);

  /* Painting desert over the richest numbered hex takes its pips from a resource. */
  for (guint i = 0, best = 0; i < hw_board_n_hexes (variant->board); i++)
    {
      HwHex *hex = hw_board_get_hex (variant->board, i);
      guint pips = hex->chit > 0 ? 6 - ABS (7 - hex->chit) : 0;
      if (hw_terrain_resource (hex->terrain) != HW_RESOURCE_NONE && pips > best)
        {
          best = pips;
          target = hex->coord;
          found = TRUE;
        }
    }
  assert_true (found);
  hw_test_set_tool (window, "paint:desert");
  hw_test_apply_tool (window, target);
  {
    g_autofree char *now = expected_score_text (window);
    assert_string_not_equal (now, before);
    assert_string_equal (gtk_label_get_label (score), now);
  }
  hw_test_activate (window, "undo", NULL);
  assert_string_equal (gtk_label_get_label (score), before);
  hw_test_destroy_window (GTK_WINDOW (window));
}

static char *
expected_fairness_text (HwWindow *window,
                        int       index)
{
  HwDocument *document = hw_window_get_document (window);
  HwFairness f;

  assert_true (hw_fairness_measure_variant (hw_document_get_scenario (document),
                                            hw_document_get_variant (document), 0, 0, 1, &f, NULL));
  return index == 0 ? hw_inspector_fairness_gap_text (&f) : hw_inspector_fairness_seat_text (&f, index - 1);
}

/* The Balance page shows each seat's start and the fairness figure beside the balance
 * score, and follows edits like the score does. */
static void
test_gui_balance_shows_fairness (void **state)
{
  HwWindow *window = open_window ("scenarios", "base.xml", NULL);
  HwVariant *variant = hw_document_get_variant (hw_window_get_document (window));
  GtkLabel *gap = hw_inspector_get_balance_value (window->inspector, 0);
  g_autofree char *before = g_strdup (gtk_label_get_label (gap));
  HwCoord target = { 0, 0 };
  guint best = 0;

  for (int i = 0; i <= 4; i++)
    {
      g_autofree char *expected = expected_fairness_text (window, i);

      assert_string_equal (gtk_label_get_label (hw_inspector_get_balance_value (window->inspector, i)),
                           expected);
    }
  assert_non_null (strstr (before, "best seat"));
  assert_true (gtk_widget_get_visible (GTK_WIDGET (hw_inspector_get_balance_value (window->inspector, 4))));
  assert_false (gtk_widget_get_visible (GTK_WIDGET (hw_inspector_get_balance_value (window->inspector, 5))));

  /* Desert over the richest hex changes who drafts what. */
  for (guint i = 0; i < hw_board_n_hexes (variant->board); i++)
    {
      HwHex *hex = hw_board_get_hex (variant->board, i);
      guint pips = hex->chit > 0 ? 6 - ABS (7 - hex->chit) : 0;

      if (hw_terrain_resource (hex->terrain) != HW_RESOURCE_NONE && pips > best)
        best = pips, target = hex->coord;
    }
  hw_test_set_tool (window, "paint:desert");
  hw_test_apply_tool (window, target);
  {
    g_autofree char *now = expected_fairness_text (window, 1);

    assert_string_equal (gtk_label_get_label (hw_inspector_get_balance_value (window->inspector, 1)), now);
  }
  hw_test_activate (window, "undo", NULL);
  assert_string_equal (gtk_label_get_label (gap), before);
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_gui_pip_overlay_shades_nodes (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  g_autoptr(HwScenario) scenario = hw_scenario_load_file (path, NULL);
  HwBoard *board;
  g_autoptr(HwGraph) graph = NULL;
  g_autofree int *sums = NULL;
  HwRenderOptions options;
  cairo_surface_t *surface;
  cairo_t *cr;
  int best = -1;
  double cx, cy, x, y, r, g, b;
  const double scale = 1.0, origin = 400.0;
  guint8 *pixel;

  assert_non_null (scenario);
  board = ((HwVariant *) g_ptr_array_index (scenario->variants, 0))->board;
  graph = hw_graph_new (board);
  sums = g_new0 (int, graph->n_nodes);
  hw_balance_node_pips (board, graph, sums);
  hw_render_options_init (&options);

  /* The corner shared by the 6 (5 pips) and the 9 (4 pips): 9 pips. */
  for (guint h = 0; h < graph->n_hexes; h++)
    for (int c = 0; c < 6; c++)
      if (best < 0 || sums[graph->hex_nodes[h][c]] > best)
        {
          double dx, dy;
          best = sums[graph->hex_nodes[h][c]];
          hw_render_hex_center (&options, hw_board_get_hex (board, h)->coord, &cx, &cy);
          hw_corner_offset ((HwCorner) c, hw_render_hex_radius (&options), &dx, &dy);
          cx += dx;
          cy += dy;
        }
  assert_int_equal (best, 9);

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 800, 800);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_paint (cr);
  cairo_translate (cr, origin, origin);
  cairo_scale (cr, 1.0 / scale, 1.0 / scale);
  hw_render_overlay_node_pips (cr, board, graph, sums, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Above the number, inside the disc: the shade of 9 pips. */
  x = origin + cx / scale;
  y = origin + (cy - hw_render_hex_radius (&options) * 0.19 * 0.75) / scale;
  pixel = cairo_image_surface_get_data (surface) + (int) y * cairo_image_surface_get_stride (surface)
          + (int) x * 4;
  cr = cairo_create (cairo_image_surface_create (CAIRO_FORMAT_RGB24, 1, 1));
  hw_render_overlay_pip_color (cr, 9);
  cairo_pattern_get_rgba (cairo_get_source (cr), &r, &g, &b, NULL);
  cairo_surface_destroy (cairo_get_target (cr));
  cairo_destroy (cr);
  /* The disc is drawn 92 % opaque over black. */
  assert_true (ABS (pixel[2] - r * 0.92 * 255) < 6);
  assert_true (ABS (pixel[1] - g * 0.92 * 255) < 6);
  assert_true (ABS (pixel[0] - b * 0.92 * 255) < 6);
  /* Far from any node nothing is drawn. */
  pixel = cairo_image_surface_get_data (surface) + 5 * cairo_image_surface_get_stride (surface) + 5 * 4;
  assert_int_equal (pixel[0] + pixel[1] + pixel[2], 0);
  cairo_surface_destroy (surface);
}

/* ---- history ------------------------------------------------------------------------ */

static int
history_state (HwWindow *window)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "history");

  assert_non_null (state);
  return g_variant_get_int32 (state);
}

/* Returns the labels of the history menu's entries, in order (free with g_strfreev). */
static char **
history_menu_labels (HwWindow *window)
{
  GMenuModel *menu = gtk_menu_button_get_menu_model (window->history_button);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GMenuModel) section = NULL;

  assert_non_null (menu);
  assert_int_equal (g_menu_model_get_n_items (menu), 1);
  section = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
  for (int i = 0; i < g_menu_model_get_n_items (section); i++)
    {
      g_autofree char *label = NULL;
      g_autofree char *action = NULL;
      g_autoptr(GVariant) target = NULL;

      assert_true (g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_LABEL, "s", &label));
      assert_true (g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &action));
      assert_string_equal (action, "win.history");
      target = g_menu_model_get_item_attribute_value (section, i, G_MENU_ATTRIBUTE_TARGET,
                                                      G_VARIANT_TYPE_INT32);
      assert_non_null (target);
      assert_int_equal (g_variant_get_int32 (target), i);
      g_strv_builder_add (builder, label);
    }
  return g_strv_builder_end (builder);
}

static void
test_gui_history_lists_and_jumps (void **state)
{
  HwWindow *window = open_window ("tests", "data", "tiny.xml");
  HwDocument *document = hw_window_get_document (window);
  g_autofree char *original = hw_test_document_bytes (window);
  g_autofree char *after_first = NULL;
  g_autofree char *after_all = NULL;

  assert_int_equal (history_state (window), 0);
  assert_false (gtk_widget_get_sensitive (GTK_WIDGET (window->history_button)));

  hw_test_activate (window, "set-chit", g_variant_new ("(iii)", 1, 0, 8));
  after_first = hw_test_document_bytes (window);
  hw_test_set_tool (window, "paint:forest");
  hw_test_apply_tool (window, hw_coord (0, 1));
  hw_test_set_tool (window, "pawn:raider");
  hw_test_apply_tool (window, hw_coord (0, 1));
  after_all = hw_test_document_bytes (window);
  assert_int_equal (history_state (window), 3);
  assert_true (gtk_widget_get_sensitive (GTK_WIDGET (window->history_button)));
  {
    g_auto(GStrv) labels = history_menu_labels (window);
    assert_int_equal (g_strv_length (labels), 4);
    assert_string_equal (labels[0], "Opened or Created");
    assert_string_equal (labels[1], "Set number chit 8");
    assert_string_equal (labels[2], "Paint 1 hex Forest");
    assert_string_equal (labels[3], "Add Desert Raider");
  }

  /* Back to just after the first edit: two undone steps stay listed, to be redone. */
  hw_test_activate (window, "history", g_variant_new_int32 (1));
  assert_int_equal (history_state (window), 1);
  {
    g_autofree char *now = hw_test_document_bytes (window);
    g_auto(GStrv) labels = history_menu_labels (window);
    assert_string_equal (now, after_first);
    assert_int_equal (g_strv_length (labels), 4);
    assert_string_equal (hw_document_get_redo_label (document), "Paint 1 hex Forest");
  }
  /* To the start, as opened: not modified. */
  hw_test_activate (window, "history", g_variant_new_int32 (0));
  {
    g_autofree char *now = hw_test_document_bytes (window);
    assert_string_equal (now, original);
    assert_false (hw_document_get_modified (document));
  }
  /* Forward to the end again. */
  hw_test_activate (window, "history", g_variant_new_int32 (3));
  {
    g_autofree char *now = hw_test_document_bytes (window);
    assert_string_equal (now, after_all);
    assert_false (hw_document_can_redo (document));
  }
  /* Out of range: nothing happens. */
  hw_test_activate (window, "history", g_variant_new_int32 (9));
  assert_int_equal (history_state (window), 3);

  /* A new edit after going back drops the undone steps from the list. */
  hw_test_activate (window, "history", g_variant_new_int32 (1));
  hw_test_activate (window, "set-chit", g_variant_new ("(iii)", 1, 0, 5));
  {
    g_auto(GStrv) labels = history_menu_labels (window);
    assert_int_equal (g_strv_length (labels), 3);
    assert_string_equal (labels[2], "Set number chit 5");
    assert_int_equal (history_state (window), 2);
  }
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* ---- descriptions --------------------------------------------------------------------- */

static char *
view_text (GtkTextView *view)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (gtk_text_view_get_buffer (view), &start, &end);
  return gtk_text_buffer_get_text (gtk_text_view_get_buffer (view), &start, &end, FALSE);
}

static const char *
description_for (HwScenario *scenario,
                 const char *lang)
{
  for (guint i = 0; i < scenario->descriptions->len; i++)
    {
      HwText *t = g_ptr_array_index (scenario->descriptions, i);
      if (g_strcmp0 (t->lang, lang) == 0)
        return t->text;
    }
  return NULL;
}

static void
test_gui_description_per_language_is_undoable (void **state)
{
  g_autofree char *source = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  g_autofree char *path = g_build_filename (g_getenv ("XDG_CACHE_HOME"), "described.xml", NULL);
  HwWindow *window;
  HwDocument *document;
  GtkTextView *base, *german, *chinese;

  hw_test_copy_file (source, path);
  window = hw_test_open_window (path);
  document = hw_window_get_document (window);
  assert_string_equal (hw_document_get_path (document), path);

  base = hw_inspector_get_description_view (window->inspector, "");
  german = hw_inspector_get_description_view (window->inspector, "de");
  chinese = hw_inspector_get_description_view (window->inspector, "zh-CN");
  assert_non_null (base);
  assert_non_null (german);
  assert_non_null (chinese);
  {
    g_autofree char *shown = view_text (base);
    g_autofree char *shown_de = view_text (german);
    assert_string_equal (shown, "Three land hexes in the sea.");
    assert_string_equal (shown_de, "");
  }

  /* Typing is one edit once it is done (here: at Save), and saved. */
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (german), "Drei Landfelder im Meer.", -1);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (chinese), "海中的三块陆地。", -1);
  assert_null (description_for (hw_document_get_scenario (document), "de"));
  hw_test_activate (window, "save", NULL);
  assert_false (hw_document_get_modified (document));
  assert_string_equal (description_for (hw_document_get_scenario (document), "de"),
                       "Drei Landfelder im Meer.");
  assert_string_equal (description_for (hw_document_get_scenario (document), "zh-CN"),
                       "海中的三块陆地。");
  assert_string_equal (description_for (hw_document_get_scenario (document), ""),
                       "Three land hexes in the sea.");
  assert_string_equal (hw_document_get_undo_label (document), "Change description");
  {
    g_autoptr(HwScenario) saved = hw_scenario_load_file (path, NULL);
    assert_non_null (saved);
    assert_string_equal (description_for (saved, "de"), "Drei Landfelder im Meer.");
    assert_string_equal (description_for (saved, "zh-CN"), "海中的三块陆地。");
  }

  /* Undo takes both texts back in one step, and the views follow. */
  hw_test_activate (window, "undo", NULL);
  assert_null (description_for (hw_document_get_scenario (document), "zh-CN"));
  assert_null (description_for (hw_document_get_scenario (document), "de"));
  assert_false (hw_document_can_undo (document));
  {
    g_autofree char *shown = view_text (chinese);
    g_autofree char *shown_de = view_text (german);
    assert_string_equal (shown, "");
    assert_string_equal (shown_de, "");
  }
  hw_test_activate (window, "redo", NULL);
  {
    g_autofree char *shown = view_text (german);
    assert_string_equal (shown, "Drei Landfelder im Meer.");
  }

  /* Emptying a description removes it. */
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (base), "", -1);
  hw_inspector_commit_texts (window->inspector);
  assert_null (description_for (hw_document_get_scenario (document), ""));
  hw_test_activate (window, "undo", NULL);
  assert_string_equal (description_for (hw_document_get_scenario (document), ""),
                       "Three land hexes in the sea.");
  hw_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_gui_pip_overlay_shades_nodes),
    cmocka_unit_test (test_gui_pip_overlay_action_toggles),
    cmocka_unit_test (test_gui_balance_score_follows_paint),
    cmocka_unit_test (test_gui_balance_shows_fairness),
    cmocka_unit_test (test_gui_history_lists_and_jumps),
    cmocka_unit_test (test_gui_description_per_language_is_undoable),
  };
  g_autofree char *tmp_dir = g_dir_make_tmp ("hexwright-gui-balance-XXXXXX", NULL);
  int status;

  /* Keep autosaves and recent files of the tests out of the user's directories. */
  g_setenv ("XDG_CACHE_HOME", tmp_dir, TRUE);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  if (!hw_test_gtk_init ())
    return 0;
  status = cmocka_run_group_tests (tests, NULL, NULL);
  hw_test_remove_tree (tmp_dir);
  return status;
}
