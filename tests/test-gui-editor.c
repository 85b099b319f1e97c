/* test-gui-editor.c: the editor as a new designer meets it (issue 15), under a display.
 *
 * The whole file runs with a GSettings backend that refuses to keep anything, as dconf does
 * without a session bus: nothing the window shows may depend on reading settings back.
 */
#include "hw-test.h"
#include "hw-test-gui.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <string.h>

#include "hw-application.h"
#include "hw-board-view.h"
#include "hw-chart.h"
#include "hw-simulate-panel.h"
#include "hw-edit.h"
#include "hw-export.h"
#include "hw-export-dialog.h"
#include "hw-modules.h"
#include "hw-render.h"
#include "hw-rule-labels.h"
#include "hw-validation-panel.h"
#include "hw-window-private.h"

static char *tmp_dir;

/* ---- a settings backend that accepts a write and takes it back, as dconf does when it
 * cannot commit, and says no key is writable, as a read-only keyfile does ---------------- */

typedef GSettingsBackend HwRefusingBackend;
typedef GSettingsBackendClass HwRefusingBackendClass;

GType hw_refusing_backend_get_type (void);
G_DEFINE_TYPE (HwRefusingBackend, hw_refusing_backend, G_TYPE_SETTINGS_BACKEND)

typedef struct
{
  GSettingsBackend *backend;
  char             *key;
} HwRevert;

static void
hw_revert_free (gpointer data)
{
  HwRevert *revert = data;

  g_object_unref (revert->backend);
  g_free (revert->key);
  g_free (revert);
}

static gboolean
hw_refusing_revert (gpointer data)
{
  HwRevert *revert = data;

  /* The value is back to its default: every reader is told so. */
  g_settings_backend_changed (revert->backend, revert->key, NULL);
  return G_SOURCE_REMOVE;
}

static GVariant *
hw_refusing_read (GSettingsBackend   *backend,
                  const char         *key,
                  const GVariantType *expected_type,
                  gboolean            default_value)
{
  return NULL;
}

static gboolean
hw_refusing_write (GSettingsBackend *backend,
                   const char       *key,
                   GVariant         *value,
                   gpointer          origin_tag)
{
  HwRevert *revert = g_new0 (HwRevert, 1);

  revert->backend = g_object_ref (backend);
  revert->key = g_strdup (key);
  g_idle_add_full (G_PRIORITY_DEFAULT, hw_refusing_revert, revert, hw_revert_free);
  return TRUE;
}

static gboolean
hw_refusing_write_tree (GSettingsBackend *backend,
                        GTree            *tree,
                        gpointer          origin_tag)
{
  return FALSE;
}

static void
hw_refusing_reset (GSettingsBackend *backend,
                   const char       *key,
                   gpointer          origin_tag)
{
}

static gboolean
hw_refusing_get_writable (GSettingsBackend *backend,
                          const char       *key)
{
  return FALSE;
}

static void
hw_refusing_backend_class_init (HwRefusingBackendClass *klass)
{
  klass->read = hw_refusing_read;
  klass->write = hw_refusing_write;
  klass->write_tree = hw_refusing_write_tree;
  klass->reset = hw_refusing_reset;
  klass->get_writable = hw_refusing_get_writable;
}

static void
hw_refusing_backend_init (HwRefusingBackend *self)
{
}

/* ---- helpers ---------------------------------------------------------------------------- */

/* Runs the main loop for @ms milliseconds, so that frames are laid out and drawn. */
static void
settle (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
}

static HwWindow *
open_shown (const char *path)
{
  HwWindow *window = hw_test_open_window (path);

  settle (300);
  assert_true (gtk_widget_get_width (GTK_WIDGET (window->board_view)) > 0);
  return window;
}

static const char *
zoom_text (HwWindow *window)
{
  return gtk_label_get_label (window->zoom_label);
}

/* Returns how much of the canvas the board fills along the dimension it fits. */
static double
board_fill (HwWindow *window)
{
  HwVariant *variant = hw_document_get_variant (hw_window_get_document (window));
  HwRenderOptions options;
  HwRenderView view;
  HwRenderBox box;
  double width = gtk_widget_get_width (GTK_WIDGET (window->board_view));
  double height = gtk_widget_get_height (GTK_WIDGET (window->board_view));

  hw_board_view_get_screen_options (window->board_view, &options);
  hw_board_view_get_mapping (window->board_view, &view);
  assert_true (hw_render_board_extent (variant->board, &options, &box));
  return MAX (box.width * view.scale / width, box.height * view.scale / height);
}

/* ---- 1: zoom without a settings backend that keeps it ------------------------------------ */

static void
test_zoom_works_when_settings_refuse (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  HwWindow *window = open_shown (path);

  assert_string_equal (zoom_text (window), "100%");
  /* A backend that cannot store must not disable the canvas (GSettings binds sensitivity). */
  assert_true (gtk_widget_get_sensitive (GTK_WIDGET (window->board_view)));

  hw_test_activate (window, "zoom-in", NULL);
  settle (100);
  assert_string_equal (zoom_text (window), "125%");
  assert_true (hw_board_view_get_zoom (window->board_view) > 1.2);
  hw_test_activate (window, "zoom-in", NULL);
  settle (100);
  assert_string_equal (zoom_text (window), "156%");
  hw_test_activate (window, "zoom-out", NULL);
  hw_test_activate (window, "zoom-out", NULL);
  hw_test_activate (window, "zoom-out", NULL);
  settle (100);
  assert_string_equal (zoom_text (window), "80%");
  hw_test_activate (window, "zoom-fit", NULL);
  settle (100);
  assert_string_equal (zoom_text (window), "100%");
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* ---- 2: every board opens fitted to a canvas that has the room, and reads --------------- */

static void
test_boards_open_fitted_and_legible (void **state)
{
  const char *files[] = { "desert-raiders.xml", "barbarian-attack.xml", "robin-hood.xml" };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = hw_test_source_path ("scenarios", files[f], NULL);
      HwWindow *window = open_shown (path);
      HwScenario *scenario = hw_document_get_scenario (hw_window_get_document (window));
      int window_width = gtk_widget_get_width (GTK_WIDGET (window));

      /* The canvas gets the room: more than half the window, not what the panel leaves. */
      assert_true (gtk_widget_get_width (GTK_WIDGET (window->board_view)) > window_width / 2);
      for (guint v = 0; v < scenario->variants->len; v++)
        {
          HwRenderOptions options;
          HwRenderView view;

          hw_test_activate (window, "variant", g_variant_new_int32 (v));
          settle (100);
          assert_true (board_fill (window) > 0.8);
          assert_true (board_fill (window) <= 1.0);

          /* On screen, pawns' initials, pips and harbor labels keep a size that reads. */
          hw_board_view_get_screen_options (window->board_view, &options);
          hw_board_view_get_mapping (window->board_view, &view);
          assert_true (hw_render_pawn_text_size (&options) * view.scale >= 9.0);
          assert_true (hw_render_harbor_text_size (&options) * view.scale >= 10.0);
          assert_true (hw_render_pip_radius (&options) * view.scale >= 1.5);
          assert_true (options.chit_mm * 0.4 * view.scale >= 10.0);
        }

      /* A canvas given more room fits the board into it afresh... */
      {
        double width = gtk_widget_get_width (GTK_WIDGET (window->board_view));
        HwRenderView before, after;

        hw_board_view_get_mapping (window->board_view, &before);
        g_action_group_change_action_state (G_ACTION_GROUP (window), "side-panel",
                                            g_variant_new_boolean (FALSE));
        settle (300);
        assert_true (gtk_widget_get_width (GTK_WIDGET (window->board_view)) > width);
        hw_board_view_get_mapping (window->board_view, &after);
        assert_true (after.scale >= before.scale);
        assert_true (board_fill (window) > 0.8);
        /* ...until the designer zooms: then the zoom stays as chosen. */
        hw_test_activate (window, "zoom-in", NULL);
        g_action_group_change_action_state (G_ACTION_GROUP (window), "side-panel",
                                            g_variant_new_boolean (TRUE));
        settle (300);
        assert_string_equal (zoom_text (window), "125%");
      }
      hw_test_destroy_window (GTK_WINDOW (window));
    }
}

static void
test_print_sizes_are_true_sizes (void **state)
{
  HwRenderOptions print;

  /* Printed boards have no legible minimum: every size is the real piece's. */
  hw_render_options_init (&print);
  assert_true (print.min_text_mm == 0);
  assert_true (hw_render_pawn_height (&print) == print.hex_mm * 0.2);
  assert_true (hw_render_pawn_text_size (&print) == print.hex_mm * 0.2 * 0.26);
  assert_true (hw_render_pip_radius (&print) == print.chit_mm * 0.03);
  assert_true (hw_render_harbor_text_size (&print) == hw_render_hex_radius (&print) * 0.34 * 0.36);
}

/* ---- 3: growing and shrinking at every edge; painting keeps the view still -------------- */

static void
test_grow_and_shrink_every_edge (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  HwWindow *window = open_shown (path);
  HwDocument *document = hw_window_get_document (window);
  g_autofree char *original = hw_test_document_bytes (window);
  g_auto(GStrv) history = NULL;
  HwBoard *board;

  /* tiny.xml: (0,-1) (0,0) (1,0) (0,1). */
  hw_test_activate (window, "grow-edge", g_variant_new_string ("top"));
  board = hw_document_get_variant (document)->board;
  assert_int_equal (hw_board_n_hexes (board), 6);
  /* A row above (0,-1): its north-west and north-east neighbours. */
  assert_int_equal (hw_board_terrain_at (board, hw_coord (0, -2)), HW_TERRAIN_SEA);
  assert_int_equal (hw_board_terrain_at (board, hw_coord (1, -2)), HW_TERRAIN_SEA);

  /* Left: a hex before the first hex of each of the four rows. */
  hw_test_activate (window, "grow-edge", g_variant_new_string ("left"));
  board = hw_document_get_variant (document)->board;
  assert_int_equal (hw_board_n_hexes (board), 10);
  assert_int_equal (hw_board_terrain_at (board, hw_coord (-1, 0)), HW_TERRAIN_SEA);
  assert_int_equal (hw_board_terrain_at (board, hw_coord (-1, -2)), HW_TERRAIN_SEA);

  hw_test_activate (window, "grow-edge", g_variant_new_string ("bottom"));
  hw_test_activate (window, "grow-edge", g_variant_new_string ("right"));
  board = hw_document_get_variant (document)->board;
  assert_non_null (hw_board_lookup (board, hw_coord (-1, 2)));
  assert_non_null (hw_board_lookup (board, hw_coord (2, 0)));

  hw_test_activate (window, "shrink-edge", g_variant_new_string ("left"));
  board = hw_document_get_variant (document)->board;
  assert_null (hw_board_lookup (board, hw_coord (-1, 0)));
  hw_test_activate (window, "shrink-edge", g_variant_new_string ("top"));
  board = hw_document_get_variant (document)->board;
  assert_null (hw_board_lookup (board, hw_coord (0, -2)));
  assert_string_equal (hw_document_get_undo_label (document), "Shrink board by 3 hexes");

  /* Each one undo step, named in the history. */
  history = hw_document_dup_history (document);
  assert_int_equal (g_strv_length (history), 6);
  assert_string_equal (history[0], "Grow board by 2 hexes");
  for (int i = 0; i < 6; i++)
    hw_test_activate (window, "undo", NULL);
  {
    g_autofree char *after = hw_test_document_bytes (window);
    assert_string_equal (after, original);
  }

  hw_test_destroy_window (GTK_WINDOW (window));

  /* The slanted sides of a hexagonal board: a new window's blank one, two rings around (0,0). */
  window = hw_test_new_window ();
  document = hw_window_get_document (window);
  g_free (original);
  original = hw_test_document_bytes (window);
  {
    const char *slants[] = { "top-right", "bottom-right", "bottom-left", "top-left" };
    /* A hex one step beyond each side, at its two ends. */
    const HwCoord beyond[][2] = { { { 3, -3 }, { 3, 0 } }, { { 3, 0 }, { 0, 3 } },
                                  { { -3, 3 }, { -3, 0 } }, { { -3, 0 }, { 0, -3 } } };

    for (guint k = 0; k < G_N_ELEMENTS (slants); k++)
      {
        hw_test_activate (window, "grow-edge", g_variant_new_string (slants[k]));
        board = hw_document_get_variant (document)->board;
        assert_int_equal (hw_board_n_hexes (board), 23);
        assert_non_null (hw_board_lookup (board, beyond[k][0]));
        assert_non_null (hw_board_lookup (board, beyond[k][1]));
        assert_string_equal (hw_document_get_undo_label (document), "Grow board by 4 hexes");
        hw_test_activate (window, "shrink-edge", g_variant_new_string (slants[k]));
        board = hw_document_get_variant (document)->board;
        assert_int_equal (hw_board_n_hexes (board), 19);
      }
    for (guint k = 0; k < 2 * G_N_ELEMENTS (slants); k++)
      hw_test_activate (window, "undo", NULL);
    assert_false (hw_document_can_undo (document));
  }
  {
    g_autofree char *after = hw_test_document_bytes (window);
    assert_string_equal (after, original);
  }
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_painting_keeps_the_view_still (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  HwWindow *window = open_shown (path);
  HwRenderView before, after;

  hw_board_view_get_mapping (window->board_view, &before);
  /* A hex painted onto the empty canvas beside the board. */
  hw_test_set_tool (window, "paint:forest");
  hw_test_apply_tool (window, hw_coord (3, 0));
  settle (100);
  assert_int_equal (hw_board_terrain_at (hw_document_get_variant (hw_window_get_document (window))->board,
                                         hw_coord (3, 0)), HW_TERRAIN_FOREST);
  hw_board_view_get_mapping (window->board_view, &after);
  assert_true (before.scale == after.scale);
  assert_true (before.tx == after.tx);
  assert_true (before.ty == after.ty);
  /* The same again for a hex taken away. */
  hw_test_set_tool (window, "erase");
  hw_test_apply_tool (window, hw_coord (0, -1));
  settle (100);
  hw_board_view_get_mapping (window->board_view, &after);
  assert_true (before.scale == after.scale && before.tx == after.tx && before.ty == after.ty);
  hw_test_destroy_window (GTK_WINDOW (window));
}


/* ---- 4-7: the side panel and the palette ------------------------------------------------ */

/* Calls @func on @root and every widget below it. */
static void
walk (GtkWidget *root,
      void     (*func) (GtkWidget *widget, gpointer data),
      gpointer   data)
{
  func (root, data);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    walk (c, func, data);
}

static void
collect_label (GtkWidget *widget,
               gpointer   data)
{
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (data, g_strdup (gtk_label_get_label (GTK_LABEL (widget))));
}

/* Returns the texts of every label under @root. */
static GPtrArray *
label_texts (GtkWidget *root)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  walk (root, collect_label, texts);
  return texts;
}

static gboolean
has_text (GPtrArray  *texts,
          const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (g_str_equal (g_ptr_array_index (texts, i), text))
      return TRUE;
  return FALSE;
}

static gboolean
has_text_containing (GPtrArray  *texts,
                     const char *part)
{
  for (guint i = 0; i < texts->len; i++)
    if (strstr (g_ptr_array_index (texts, i), part) != NULL)
      return TRUE;
  return FALSE;
}

static void
collect_type (GtkWidget *widget,
              gpointer   data)
{
  GPtrArray *found = data;
  GType type = GPOINTER_TO_SIZE (g_ptr_array_index (found, 0));

  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
}

/* Returns the widgets of @type under @root (borrowed). */
static GPtrArray *
widgets_of_type (GtkWidget *root,
                 GType      type)
{
  GPtrArray *found = g_ptr_array_new ();

  g_ptr_array_add (found, GSIZE_TO_POINTER (type));
  walk (root, collect_type, found);
  g_ptr_array_remove_index (found, 0);
  return found;
}

static void
test_rules_are_named_and_explained (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  HwWindow *window = open_shown (path);
  g_autoptr(GPtrArray) texts = label_texts (GTK_WIDGET (window->inspector));
  g_autoptr(GPtrArray) dropdowns = widgets_of_type (GTK_WIDGET (window->inspector), GTK_TYPE_DROP_DOWN);
  g_autoptr(GPtrArray) lists = widgets_of_type (GTK_WIDGET (window->inspector), GTK_TYPE_LIST_BOX);
  const char *identifiers[] = { "base", "jungle", "bank-limit", "generator-red-apart", "red-adjacent" };
  HwScenario *scenario;
  GtkDropDown *red = NULL;

  /* Modules and parameters by name, with what they do; no identifier as a label. */
  assert_true (has_text (texts, "Base game"));
  assert_true (has_text (texts, "Jungles"));
  assert_true (has_text (texts, "Bank runs short"));
  assert_true (has_text (texts, "When the bank cannot pay everyone a resource, nobody gets it"));
  for (guint i = 0; i < G_N_ELEMENTS (identifiers); i++)
    assert_false (has_text (texts, identifiers[i]));
  /* Nor any parameter the registry has, those added later included (roads, sevens, ...). */
  for (const HwModuleInfo *m = hw_modules_all (); m->id != NULL; m++)
    for (const HwParamInfo *p = m->params; p->name != NULL; p++)
      assert_false (has_text (texts, p->name));
  /* The jungle has nothing to set, and says what it does instead of showing an empty box. */
  assert_true (has_text_containing (texts, "Jungle hexes that give discoveries. It has nothing to set."));
  for (guint i = 0; i < lists->len; i++)
    assert_non_null (gtk_list_box_get_row_at_index (g_ptr_array_index (lists, i), 0));

  /* Choices by name; choosing one stores its identifier. */
  for (guint i = 0; i < dropdowns->len; i++)
    {
      GtkDropDown *d = g_ptr_array_index (dropdowns, i);
      GListModel *model = gtk_drop_down_get_model (d);

      for (guint k = 0; k < g_list_model_get_n_items (model); k++)
        {
          g_autoptr(GtkStringObject) item = g_list_model_get_item (model, k);
          const char *text = gtk_string_object_get_string (item);

          assert_string_not_equal (text, "error");
          assert_string_not_equal (text, "shuffle");
          assert_string_not_equal (text, "grain");
          if (g_str_equal (text, "Not checked")
              && g_strcmp0 (g_object_get_data (G_OBJECT (d), "hw-param"), "red-adjacent") == 0)
            red = d;
        }
    }
  assert_non_null (red);
  {
    /* "6 and 8 side by side": error, warning, off. */
    const char *ids[] = { "error", "warning", "off" };
    guint next = (gtk_drop_down_get_selected (red) + 1) % 3;

    /* The chosen value's explanation and identifier on hovering. */
    assert_non_null (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (red)),
                             hw_rule_choice_explanation ("red-adjacent",
                                                         ids[gtk_drop_down_get_selected (red)])));
    gtk_drop_down_set_selected (red, next);
    assert_non_null (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (red)),
                             hw_rule_choice_explanation ("red-adjacent", ids[next])));
    scenario = hw_document_get_scenario (hw_window_get_document (window));
    assert_non_null (hw_scenario_get_param (scenario, "base", "red-adjacent"));
    assert_string_equal (hw_scenario_get_param (scenario, "base", "red-adjacent"), ids[next]);
    assert_non_null (strstr (hw_document_get_undo_label (hw_window_get_document (window)),
                             "Set 6 and 8 side by side to "));
  }
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_counts_take_their_plural (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "robin-hood.xml", NULL);
  HwWindow *window = open_shown (path);
  g_autoptr(GPtrArray) texts = label_texts (GTK_WIDGET (window->inspector));

  assert_true (has_text (texts, "Tables for 1 player"));
  assert_false (has_text_containing (texts, " 1 players"));
  assert_false (has_text_containing (texts, "1 hexes"));
  assert_string_equal (gtk_string_list_get_string (window->variant_model, 0), "1 player");
  hw_test_destroy_window (GTK_WINDOW (window));

  /* A range stays plural; one game is one game. */
  g_free (path);
  path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  window = open_shown (path);
  assert_string_equal (gtk_string_list_get_string (window->variant_model, 0), "3–4 players");
  {
    HwSimulatePanel *panel = hw_simulate_panel_new (GTK_WINDOW (window), hw_window_get_document (window),
                                                    window->board_view);

    hw_simulate_panel_set_games (panel, 1);
    assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.start", NULL));
    while (hw_simulate_panel_is_running (panel))
      g_main_context_iteration (NULL, TRUE);
    assert_true (g_str_has_prefix (hw_simulate_panel_get_message (panel), "4 players: 1 game in "));
    gtk_window_destroy (GTK_WINDOW (panel));
  }
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_problems_sized_and_filtered (void **state)
{
  /* tiny.xml has too few starting places for its larger player counts: base validates. */
  g_autofree char *clean = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autofree char *raiders = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  HwWindow *window = open_shown (clean);
  HwVariant *variant;
  int quiet_height, height;
  guint n;

  /* "No problems" is one line, not half the panel. */
  assert_string_equal (hw_validation_panel_get_summary (window->validation_panel), "No problems");
  quiet_height = gtk_widget_get_height (GTK_WIDGET (window->validation_panel));
  assert_true (quiet_height < 60);
  hw_test_destroy_window (GTK_WINDOW (window));

  /* A problem on the 5-6 map, looked at from the 3-4 map. */
  window = open_shown (raiders);
  hw_test_activate (window, "variant", g_variant_new_int32 (1));
  variant = hw_document_get_variant (hw_window_get_document (window));
  hw_test_set_tool (window, "erase");
  for (guint i = 0; i < hw_board_n_hexes (variant->board); i++)
    if (hw_terrain_is_land (hw_board_get_hex (variant->board, i)->terrain))
      {
        hw_test_apply_tool (window, hw_board_get_hex (variant->board, i)->coord);
        break;
      }
  n = hw_validation_panel_get_n_shown (window->validation_panel);
  assert_true (n > 0);
  settle (200);
  height = gtk_widget_get_height (GTK_WIDGET (window->validation_panel));
  assert_true (height > quiet_height);

  hw_test_activate (window, "variant", g_variant_new_int32 (0));
  settle (200);
  assert_int_equal (hw_validation_panel_get_n_shown (window->validation_panel), 0);
  assert_non_null (strstr (hw_validation_panel_get_summary (window->validation_panel), "other map"));
  assert_true (gtk_widget_get_height (GTK_WIDGET (window->validation_panel)) < 60);

  hw_validation_panel_set_all_maps (window->validation_panel, TRUE);
  assert_int_equal (hw_validation_panel_get_n_shown (window->validation_panel), n);
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_palette_fits_without_scrolling (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  HwWindow *window = open_shown (path);
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (window->palette), GTK_TYPE_SCROLLED_WINDOW);
  g_autoptr(GPtrArray) buttons = widgets_of_type (GTK_WIDGET (window->palette), GTK_TYPE_TOGGLE_BUTTON);
  guint checked = 0;

  assert_non_null (scroller);
  /* Every tool, the pawns and Erase last, is in view in a window of the default size. */
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
      graphene_rect_t bounds;

      if (target == NULL || !g_variant_is_of_type (target, G_VARIANT_TYPE_STRING))
        continue;
      if (!g_str_has_prefix (g_variant_get_string (target, NULL), "pawn:")
          && !g_str_equal (g_variant_get_string (target, NULL), "erase"))
        continue;
      assert_true (gtk_widget_compute_bounds (button, scroller, &bounds));
      assert_true (bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller));
      checked++;
    }
  assert_int_equal (checked, HW_N_PAWNS + 1);
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* ---- 8-9: the simulation's charts ------------------------------------------------------- */

static void
wait_batch (HwSimulatePanel *panel)
{
  while (hw_simulate_panel_is_running (panel))
    g_main_context_iteration (NULL, TRUE);
  hw_test_flush_events ();
}

/* Runs a batch of @games in a new panel for @window's document and returns the panel. */
static HwSimulatePanel *
run_batch (HwWindow *window,
           guint     games)
{
  HwSimulatePanel *panel = hw_simulate_panel_new (GTK_WINDOW (window), hw_window_get_document (window),
                                                  window->board_view);

  gtk_window_present (GTK_WINDOW (panel));
  hw_simulate_panel_set_games (panel, games);
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.start", NULL));
  wait_batch (panel);
  assert_non_null (hw_simulate_panel_get_results (panel));
  return panel;
}

static void
test_charts_say_they_show_the_previous_run (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  HwWindow *window = open_shown (path);
  HwSimulatePanel *panel = run_batch (window, 10);

  assert_false (hw_simulate_panel_shows_previous (panel));
  /* A new, long batch: until it ends the charts are the last run's, and say so. */
  hw_simulate_panel_set_games (panel, 100000);
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.start", NULL));
  assert_true (hw_simulate_panel_is_running (panel));
  assert_true (hw_simulate_panel_shows_previous (panel));
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.cancel", NULL));
  wait_batch (panel);
  assert_false (hw_simulate_panel_shows_previous (panel));
  gtk_window_destroy (GTK_WINDOW (panel));
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* Draws @widget as it is on screen and returns its pixels (free with g_object_unref). */
static GdkTexture *
render_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  /* On a loaded machine the widget may be between a resize and its next frame, and then
   * draws nothing: let the main loop run until it draws (at most about five seconds). */
  for (int tries = 0; node == NULL && tries < 250; tries++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      if (tries > 0)
        settle (20);
      gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget),
                              gtk_widget_get_height (widget));
      node = gtk_snapshot_free_to_node (snapshot);
    }
  assert_non_null (node);
  return gsk_renderer_render_texture (renderer, node, NULL);
}

/* Counts the pixels of @texture in the rectangle that are near white. */
static guint
count_white (GdkTexture *texture,
             int         x0,
             int         y0,
             int         w,
             int         h)
{
  int width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  g_autofree guchar *pixels = g_malloc ((gsize) width * height * 4);
  guint n = 0;

  gdk_texture_download (texture, pixels, width * 4);
  for (int y = MAX (y0, 0); y < MIN (y0 + h, height); y++)
    for (int x = MAX (x0, 0); x < MIN (x0 + w, width); x++)
      {
        const guchar *p = pixels + ((gsize) y * width + x) * 4;
        if (p[0] > 246 && p[1] > 246 && p[2] > 246)
          n++;
      }
  return n;
}

static void
test_charts_carry_legends_and_units (void **state)
{
  g_autofree char *raiders = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autofree char *barbarians = hw_test_source_path ("scenarios", "barbarian-attack.xml", NULL);
  HwWindow *window = open_shown (raiders);
  HwSimulatePanel *panel = run_batch (window, 10);
  g_auto(GStrv) legend = hw_chart_legend (HW_CHART_VP_SOURCES, hw_simulate_panel_get_results (panel));
  GtkWidget *canvas = GTK_WIDGET (window->board_view);
  int h = gtk_widget_get_height (canvas);
  g_autoptr(GdkTexture) plain = NULL;
  g_autoptr(GdkTexture) shaded = NULL;

  /* The Desert Raiders' VP legend has no Barbarian Attack counter. */
  assert_true (g_strv_contains ((const char * const *) legend, "Settlements"));
  assert_false (g_strv_contains ((const char * const *) legend, "Prisoners"));

  /* The production heatmap comes with its scale and unit in the canvas's corner. */
  assert_true (strlen (hw_chart_heat_unit (HW_CHART_HEAT_PRODUCTION)) > 0);
  plain = render_widget (canvas);
  /* A toggle: activating it turns the heatmap on. */
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.heat-production", NULL));
  settle (100);
  shaded = render_widget (canvas);
  assert_true (count_white (shaded, 12, h - 76, 180, 64) > count_white (plain, 12, h - 76, 180, 64) + 1000);
  gtk_window_destroy (GTK_WINDOW (panel));
  hw_test_destroy_window (GTK_WINDOW (window));

  /* Barbarian Attack's has its prisoners. */
  window = open_shown (barbarians);
  panel = run_batch (window, 6);
  g_strfreev (legend);
  legend = hw_chart_legend (HW_CHART_VP_SOURCES, hw_simulate_panel_get_results (panel));
  assert_true (g_strv_contains ((const char * const *) legend, "Prisoners"));
  gtk_window_destroy (GTK_WINDOW (panel));
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* Counts the runs of at least @min blank columns between inked columns of rows y0..y1 of a
 * chart drawn at @width: the gaps between separate words. */
static guint
count_gaps (cairo_surface_t *surface,
            int              y0,
            int              y1,
            int              min)
{
  int width = cairo_image_surface_get_width (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guchar *data = cairo_image_surface_get_data (surface);
  int blank = 0;
  gboolean seen_ink = FALSE;
  guint gaps = 0;

  cairo_surface_flush (surface);
  for (int x = 0; x < width; x++)
    {
      gboolean ink = FALSE;

      for (int y = y0; y < y1 && !ink; y++)
        {
          const guchar *p = data + y * stride + x * 4;
          ink = p[0] < 140 && p[1] < 140 && p[2] < 140;
        }
      if (ink)
        {
          if (seen_ink && blank >= min)
            gaps++;
          seen_ink = TRUE;
          blank = 0;
        }
      else
        blank++;
    }
  return gaps;
}

static void
test_six_seat_labels_stay_apart (void **state)
{
  g_autoptr(GString) json = g_string_new ("{\"games\": {\"played\": 60}, \"seats\": [");
  g_autoptr(JsonParser) parser = json_parser_new ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 360, 260);
  cairo_t *cr = cairo_create (surface);
  int bottom = -1;

  for (int i = 0; i < 6; i++)
    g_string_append_printf (json, "%s{\"seat\": %d, \"win-rate\": 0.%d, \"wilson-95\": [0.05, 0.3],"
                            " \"bot\": \"greedy\", \"mean-vp\": 6.5,"
                            " \"vp-sum\": {\"settlements\": 120, \"cities\": 100}}",
                            i ? ", " : "", i + 1, i + 1);
  g_string_append (json, "]}");
  assert_true (json_parser_load_from_data (parser, json->str, -1, NULL));

  for (int k = 0; k < 2; k++)
    {
      HwChartKind kind = k == 0 ? HW_CHART_WIN_RATE : HW_CHART_VP_SOURCES;
      const guchar *data;
      int stride;

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      hw_chart_draw (cr, kind, json_node_get_object (json_parser_get_root (parser)), 360, 260);
      cairo_surface_flush (surface);
      data = cairo_image_surface_get_data (surface);
      stride = cairo_image_surface_get_stride (surface);
      /* The x axis: the lowest dark grey line across the plot. */
      bottom = -1;
      for (int y = 259; y > 0 && bottom < 0; y--)
        {
          int dark = 0;
          for (int x = 0; x < 360; x++)
            {
              const guchar *p = data + y * stride + x * 4;
              dark += p[0] > 120 && p[0] < 160 && p[1] > 120 && p[1] < 160;
            }
          if (dark > 150)
            bottom = y;
        }
      assert_true (bottom > 0);
      /* Six labels under the bars, five clear gaps between them. */
      assert_true (count_gaps (surface, bottom + 4, bottom + 20, 6) >= 5);
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* ---- 10-15: files, windows and small things ---------------------------------------------- */

/* Returns the message dialogs shown (borrowed), newest last. */
static GPtrArray *
message_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (GTK_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        g_ptr_array_add (found, w);
    }
  return found;
}

static guint
count_editor_windows (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);
      n += HW_IS_WINDOW (w);
    }
  return n;
}

static char *
dialog_text (GtkMessageDialog *dialog)
{
  g_autofree char *primary = NULL;
  g_autofree char *secondary = NULL;

  g_object_get (dialog, "text", &primary, "secondary-text", &secondary, NULL);
  return g_strconcat (primary, "\n", secondary, NULL);
}

static void
destroy_dialogs (void)
{
  g_autoptr(GPtrArray) dialogs = message_dialogs ();

  for (guint i = 0; i < dialogs->len; i++)
    gtk_window_destroy (g_ptr_array_index (dialogs, i));
  hw_test_flush_events ();
}

static void
test_bad_files_share_one_dialog (void **state)
{
  g_autofree char *bad = g_build_filename (tmp_dir, "broken.xml", NULL);
  g_autofree char *missing = g_build_filename (tmp_dir, "missing.xml", NULL);
  g_autofree char *good = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  const char *two_bad[] = { bad, missing, NULL };
  const char *mixed[] = { bad, good, missing, NULL };
  g_autoptr(GPtrArray) dialogs = NULL;
  g_autofree char *text = NULL;
  guint windows = count_editor_windows ();

  assert_true (g_file_set_contents (bad, "<?xml version=\"1.0\"?>\n<scenario>\n<name>x</oops>\n", -1, NULL));

  /* Two files that fail: one dialog naming both, and no blank window behind it. */
  assert_int_equal (hw_window_open_paths (NULL, two_bad), 0);
  hw_test_flush_events ();
  dialogs = message_dialogs ();
  assert_int_equal (dialogs->len, 1);
  text = dialog_text (g_ptr_array_index (dialogs, 0));
  assert_non_null (strstr (text, "broken.xml"));
  assert_non_null (strstr (text, "missing.xml"));
  assert_non_null (strstr (text, "2 files"));
  assert_int_equal (count_editor_windows (), windows);
  destroy_dialogs ();

  /* One that opens among them: its window, and the dialog over it. */
  assert_int_equal (hw_window_open_paths (NULL, mixed), 1);
  hw_test_flush_events ();
  g_clear_pointer (&dialogs, g_ptr_array_unref);
  dialogs = message_dialogs ();
  assert_int_equal (dialogs->len, 1);
  assert_int_equal (count_editor_windows (), windows + 1);
  assert_true (HW_IS_WINDOW (gtk_window_get_transient_for (g_ptr_array_index (dialogs, 0))));
  hw_test_destroy_window (gtk_window_get_transient_for (g_ptr_array_index (dialogs, 0)));
  destroy_dialogs ();
}

static void
test_open_replaces_an_untouched_window (void **state)
{
  g_autofree char *tiny = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  g_autofree char *base = hw_test_source_path ("tests", "data", "sim-base.xml", NULL);
  HwWindow *window = open_shown (tiny);
  guint windows = count_editor_windows ();
  HwDocument *document;

  /* Nothing edited: the file opened takes the window's place. */
  hw_test_activate (window, "open-file", g_variant_new_string (base));
  hw_test_flush_events ();
  assert_int_equal (count_editor_windows (), windows);
  assert_true (g_str_has_suffix (hw_document_get_path (hw_window_get_document (window)), "sim-base.xml"));

  /* After an edit, another window. */
  hw_test_set_tool (window, "paint:forest");
  hw_test_apply_tool (window, hw_board_get_hex (hw_document_get_variant (hw_window_get_document (window))->board, 3)->coord);
  document = hw_window_get_document (window);
  hw_test_activate (window, "open-file", g_variant_new_string (tiny));
  hw_test_flush_events ();
  assert_int_equal (count_editor_windows (), windows + 1);
  assert_ptr_equal (hw_window_get_document (window), document);
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
      {
        g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i - 1);
        if (HW_IS_WINDOW (w) && w != GTK_WINDOW (window))
          hw_test_destroy_window (w);
      }
  }
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_truncated_file_error_gives_one_line (void **state)
{
  g_autofree char *source = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autofree char *cut = g_build_filename (tmp_dir, "cut.xml", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GPtrArray) dialogs = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GRegex) numbers = g_regex_new ("[0-9]+", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  HwWindow *window = hw_test_new_window ();
  gsize length;
  guint n = 0;

  /* The file stops at the end of a line in the middle of its board: libxml2 says where the
   * open tag was, as well as where the file ends. */
  assert_true (g_file_get_contents (source, &contents, &length, NULL));
  assert_true (g_file_set_contents (cut, contents, strchr (strstr (contents, "<board") + 400, '\n') - contents + 1,
                                    NULL));
  hw_test_activate (window, "open-file", g_variant_new_string (cut));
  hw_test_flush_events ();
  dialogs = message_dialogs ();
  assert_int_equal (dialogs->len, 1);
  g_object_get (g_ptr_array_index (dialogs, 0), "secondary-text", &text, NULL);
  assert_non_null (strstr (text, "cut.xml:"));
  assert_null (strstr (text, " line "));
  for (g_regex_match (numbers, strstr (text, "cut.xml:"), 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
    n++;
  assert_int_equal (n, 1);
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_tiled_preview_keeps_pages_apart (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  HwWindow *window = open_shown (path);
  HwExportDialog *dialog = NULL;
  g_autoptr(GArray) pages = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkDropDown *layout = NULL;
  g_autoptr(GPtrArray) drops = NULL;
  int widths[3];

  hw_test_activate (window, "export", NULL);
  hw_test_flush_events ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (HW_IS_EXPORT_DIALOG (w))
        dialog = HW_EXPORT_DIALOG (w);
    }
  assert_non_null (dialog);
  settle (200);
  drops = widgets_of_type (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
  assert_true (drops->len >= 3);
  layout = g_ptr_array_index (drops, 0);

  /* Tiled pages with the legend: the legend's sheet is a page of its own, on no tile. */
  gtk_drop_down_set_selected (layout, HW_EXPORT_LAYOUT_TILED);
  settle (100);
  pages = hw_export_dialog_dup_preview_pages (dialog);
  assert_true (pages->len >= 2);
  for (guint a = 0; a < pages->len; a++)
    for (guint b = a + 1; b < pages->len; b++)
      {
        HwRenderBox *p = &g_array_index (pages, HwRenderBox, a), *q = &g_array_index (pages, HwRenderBox, b);
        gboolean apart = p->x + p->width <= q->x + 0.01 || q->x + q->width <= p->x + 0.01
                         || p->y + p->height <= q->y + 0.01 || q->y + q->height <= p->y + 0.01;
        /* Tiles may overlap by the glue margin; the legend's sheet overlaps nothing. */
        if (b == pages->len - 1)
          assert_true (apart);
      }

  /* 15: the drop-downs keep their width whatever format is chosen. */
  for (guint k = 0; k < 3; k++)
    widths[k] = gtk_widget_get_width (g_ptr_array_index (drops, k));
  for (guint f = 0; f < g_list_model_get_n_items (gtk_drop_down_get_model (g_ptr_array_index (drops, 2))); f++)
    {
      gtk_drop_down_set_selected (g_ptr_array_index (drops, 2), f);
      settle (100);
      for (guint k = 0; k < 3; k++)
        assert_int_equal (gtk_widget_get_width (g_ptr_array_index (drops, k)), widths[k]);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_editor_needs_a_display_says_so (void **state)
{
  g_autofree char *exe = g_build_filename (g_getenv ("HEXWRIGHT_BUILD_DIR"), "src", "gui", "hexwright", NULL);
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  const char *argv[] = { exe, path, NULL };
  g_auto(GStrv) env = g_get_environ ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  env = g_environ_unsetenv (env, "DISPLAY");
  env = g_environ_unsetenv (env, "WAYLAND_DISPLAY");
  assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                             &status, &error));
  assert_false (g_spawn_check_wait_status (status, NULL));
  /* One line that says what to do, not GTK's warning. */
  assert_non_null (strstr (err, "needs a display"));
  assert_non_null (strstr (err, "xvfb-run"));
  assert_null (strstr (err, "Gtk-WARNING"));
  assert_int_equal (strchr (err, '\n') - err + 1, strlen (err));
}

/* While set, warnings and criticals are kept here as well as written out. */
static GPtrArray *warnings;

static GLogWriterOutput
keep_warnings (GLogLevelFlags   level,
               const GLogField *fields,
               gsize            n_fields,
               gpointer         data)
{
  if (warnings != NULL && (level & (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL)))
    for (gsize i = 0; i < n_fields; i++)
      if (g_str_equal (fields[i].key, "MESSAGE"))
        g_ptr_array_add (warnings, fields[i].length < 0 ? g_strdup (fields[i].value)
                                                        : g_strndup (fields[i].value, fields[i].length));
  return g_log_writer_default (level, fields, n_fields, data);
}

static void
test_shortcuts_window_reads_right (void **state)
{
  HwWindow *window = hw_test_new_window ();
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/hexwright/Hexwright/gtk/help-overlay.ui");
  GtkShortcutsWindow *help = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  g_autoptr(GPtrArray) shortcuts = NULL;
  gboolean found = FALSE;

  assert_non_null (help);
  shortcuts = widgets_of_type (GTK_WIDGET (help), GTK_TYPE_SHORTCUTS_SHORTCUT);
  for (guint i = 0; i < shortcuts->len; i++)
    {
      g_autofree char *title = NULL;
      g_autofree char *accel = NULL;

      g_object_get (g_ptr_array_index (shortcuts, i), "title", &title, "accelerator", &accel, NULL);
      if (g_strcmp0 (title, "Set chit 10, 11 or 12") != 0)
        continue;
      /* Three sequences of two keys, not six single keys. */
      assert_string_equal (accel, "1&0 1&1 1&2");
      found = TRUE;
    }
  assert_true (found);

  warnings = g_ptr_array_new_with_free_func (g_free);
  /* What the window's Keyboard Shortcuts does (a window outside an application has none). */
  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (window), help);
  g_clear_object (&builder);
  hw_test_activate (window, "show-help-overlay", NULL);
  settle (300);
  for (guint i = 0; i < warnings->len; i++)
    fail_msg ("opening the shortcuts window: %s", (char *) g_ptr_array_index (warnings, i));
  g_clear_pointer (&warnings, g_ptr_array_unref);
  hw_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_zoom_works_when_settings_refuse),
    cmocka_unit_test (test_boards_open_fitted_and_legible),
    cmocka_unit_test (test_print_sizes_are_true_sizes),
    cmocka_unit_test (test_grow_and_shrink_every_edge),
    cmocka_unit_test (test_painting_keeps_the_view_still),
    cmocka_unit_test (test_rules_are_named_and_explained),
    cmocka_unit_test (test_counts_take_their_plural),
    cmocka_unit_test (test_problems_sized_and_filtered),
    cmocka_unit_test (test_palette_fits_without_scrolling),
    cmocka_unit_test (test_charts_say_they_show_the_previous_run),
    cmocka_unit_test (test_charts_carry_legends_and_units),
    cmocka_unit_test (test_six_seat_labels_stay_apart),
    cmocka_unit_test (test_bad_files_share_one_dialog),
    cmocka_unit_test (test_open_replaces_an_untouched_window),
    cmocka_unit_test (test_truncated_file_error_gives_one_line),
    cmocka_unit_test (test_tiled_preview_keeps_pages_apart),
    cmocka_unit_test (test_editor_needs_a_display_says_so),
    cmocka_unit_test (test_shortcuts_window_reads_right),
  };
  int status;

  g_log_set_writer_func (keep_warnings, NULL, NULL);
  tmp_dir = g_dir_make_tmp ("hexwright-gui-editor-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_setenv ("XDG_CACHE_HOME", tmp_dir, TRUE);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  /* Every GSettings of this process uses the refusing backend. */
  g_io_extension_point_register (G_SETTINGS_BACKEND_EXTENSION_POINT_NAME);
  g_io_extension_point_implement (G_SETTINGS_BACKEND_EXTENSION_POINT_NAME,
                                  hw_refusing_backend_get_type (), "hw-refusing", 1000);
  g_setenv ("GSETTINGS_BACKEND", "hw-refusing", TRUE);

  if (!hw_test_gtk_init ())
    return 0;
  /* Styles are part of how much room the board gets. */
  hw_application_load_style ();
  {
    g_autoptr(GSettingsBackend) backend = g_settings_backend_get_default ();
    g_assert_cmpstr (G_OBJECT_TYPE_NAME (backend), ==, "HwRefusingBackend");
  }
  status = cmocka_run_group_tests (tests, NULL, NULL);
  hw_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
