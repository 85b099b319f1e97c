/* test-simulate-panel.c: the Simulate window under a display: a 50-game batch of every
 * built-in scenario the engine plays runs through the panel's actions off the main thread and
 * the charts get the finished results; a scenario the engine refuses shows its message. */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-gui.h"

#include <string.h>

#include "hw-document.h"
#include "hw-game.h"
#include "hw-scenario-io.h"
#include "hw-simulate-panel.h"

static void
wait_idle (HwSimulatePanel *panel)
{
  /* The batch runs in a thread; the main loop keeps turning (the window stays responsive)
   * until its result arrives. */
  while (hw_simulate_panel_is_running (panel))
    g_main_context_iteration (NULL, TRUE);
  hw_test_flush_events ();
}

/* Returns the button of the panel bound to @action ("simulate.heat-robin"), or NULL. */
static GtkWidget *
find_actionable (GtkWidget  *widget,
                 const char *action)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_actionable (child, action);

      if (found)
        return found;
    }
  return NULL;
}

static void
check_path (const char *path)
{
  g_autoptr(HwDocument) doc = hw_document_new_from_file (path, NULL);
  g_autoptr(GError) refusal = NULL;
  g_autoptr(HwGameRules) rules = NULL;
  HwSimulatePanel *panel;
  HwVariant *variant;
  JsonObject *results;
  int players;

  assert_non_null (doc);
  variant = hw_document_get_variant (doc);
  players = CLAMP (4, MAX (variant->min_players, 1), MAX (variant->max_players, 1));
  rules = hw_game_rules_new (hw_document_get_scenario (doc), variant, players, &refusal);

  panel = hw_simulate_panel_new (NULL, doc, NULL);
  gtk_window_present (GTK_WINDOW (panel));
  hw_simulate_panel_set_games (panel, 50);
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.start", NULL));

  if (rules == NULL)
    {
      /* Refused: the engine's own message, and nothing runs. */
      assert_false (hw_simulate_panel_is_running (panel));
      assert_string_equal (hw_simulate_panel_get_message (panel), refusal->message);
      assert_null (hw_simulate_panel_get_results (panel));
    }
  else
    {
      JsonArray *seats;
      gint64 wins = 0, won;

      assert_true (hw_simulate_panel_is_running (panel));
      wait_idle (panel);
      results = hw_simulate_panel_get_results (panel);
      assert_non_null (results);
      assert_int_equal (json_object_get_int_member (json_object_get_object_member (results, "games"), "played"), 50);
      assert_true (json_object_get_boolean_member (json_object_get_object_member (results, "coverage"), "complete"));
      seats = json_object_get_array_member (results, "seats");
      assert_int_equal (json_array_get_length (seats), players);
      for (guint s = 0; s < json_array_get_length (seats); s++)
        wins += json_object_get_int_member (json_array_get_object_element (seats, s), "wins");
      won = json_object_get_int_member (json_object_get_object_member (results, "games"), "won");
      /* In Robin Hood a game may be won by Robin, who has no seat. */
      if (json_object_has_member (results, "robin-hood"))
        won -= json_object_get_int_member (json_object_get_object_member (results, "robin-hood"), "robin-wins");
      assert_int_equal (wins, won);
      assert_non_null (strstr (hw_simulate_panel_get_message (panel), "50"));

      /* The presence overlays are offered only where the results hold them. */
      assert_int_equal (gtk_widget_is_sensitive (find_actionable (GTK_WIDGET (panel), "simulate.heat-robin")),
                        json_object_has_member (results, "robin-hood"));
      assert_int_equal (gtk_widget_is_sensitive (find_actionable (GTK_WIDGET (panel), "simulate.heat-barbarians")),
                        g_str_has_suffix (path, "barbarian-attack.xml"));
      assert_int_equal (gtk_widget_is_sensitive (find_actionable (GTK_WIDGET (panel), "simulate.heat-raiders")),
                        g_str_has_suffix (path, "desert-raiders.xml"));
      /* DR-*: The Desert Raiders' counts reach the window's results. */
      if (g_str_has_suffix (path, "desert-raiders.xml"))
        assert_int_equal (json_object_get_int_member (json_object_get_object_member (results, "desert-raiders"),
                                                      "games"), 50);
      if (g_str_has_suffix (path, "barbarian-attack.xml"))
        {
          JsonObject *ba = json_object_get_object_member (results, "barbarian-attack");

          assert_non_null (ba);
          assert_int_equal (json_object_get_int_member (ba, "games"), 50);
          assert_true (json_object_get_int_member (ba, "landings") > 0);
        }
    }
  gtk_window_destroy (GTK_WINDOW (panel));
}

static void
check_scenario (const char *file)
{
  g_autofree char *path = hw_test_source_path ("scenarios", file, NULL);

  check_path (path);
}

static void
test_simulate_panel_base (void **state)
{
  check_scenario ("base.xml");
}

static void
test_simulate_panel_robin_hood (void **state)
{
  check_scenario ("robin-hood.xml");
}

static void
test_simulate_panel_desert_raiders (void **state)
{
  check_scenario ("desert-raiders.xml");
}

static void
test_simulate_panel_barbarian_attack (void **state)
{
  check_scenario ("barbarian-attack.xml");
}

/* Every built-in scenario plays; a file asking for a module the engine lacks is refused with
 * the engine's message, and nothing runs. */
static void
test_simulate_panel_refuses_unknown_module (void **state)
{
  g_autofree char *base = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autofree char *dir = g_dir_make_tmp ("hw-simpanel-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "unknown-module.xml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *changed = NULL;
  g_autoptr(HwScenario) scenario = NULL;
  g_autoptr(HwGameRules) rules = NULL;
  g_autoptr(GError) error = NULL;

  assert_true (g_file_get_contents (base, &text, NULL, NULL));
  assert_non_null (strstr (text, "<module id=\"base\"/>"));
  {
    const char *at = strstr (text, "<module id=\"base\"/>");
    changed = g_strdup_printf ("%.*s<module id=\"cities-and-knights\"/>%s", (int) (at - text), text, at);
  }
  assert_true (g_file_set_contents (path, changed, -1, NULL));
  scenario = hw_scenario_load_file (path, &error);
  assert_non_null (scenario);
  rules = hw_game_rules_new (scenario, NULL, 4, &error);
  assert_null (rules);
  assert_true (g_error_matches (error, HW_GAME_ERROR, HW_GAME_ERROR_UNSUPPORTED_MODULE));
  check_path (path);
  hw_test_remove_tree (dir);
}

static void
test_simulate_panel_cancel_and_export (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autoptr(HwDocument) doc = hw_document_new_from_file (path, NULL);
  g_autofree char *dir = g_dir_make_tmp ("hw-simpanel-XXXXXX", NULL);
  g_autoptr(GError) error = NULL;
  HwSimulatePanel *panel = hw_simulate_panel_new (NULL, doc, NULL);
  JsonObject *results;
  gint64 played;

  gtk_window_present (GTK_WINDOW (panel));
  hw_simulate_panel_set_games (panel, 1000000);
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.start", NULL));
  assert_true (hw_simulate_panel_is_running (panel));
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.cancel", NULL));
  wait_idle (panel);
  results = hw_simulate_panel_get_results (panel);
  assert_non_null (results);
  played = json_object_get_int_member (json_object_get_object_member (results, "games"), "played");
  assert_true (played < 1000000);
  assert_false (json_object_get_boolean_member (json_object_get_object_member (results, "coverage"), "complete"));

  assert_true (hw_simulate_panel_export_charts (panel, dir, HW_CHART_FORMAT_SVG, &error));
  for (guint k = 0; k < HW_N_CHARTS; k++)
    {
      g_autofree char *name = g_strdup_printf ("hexwright-%s.svg", hw_chart_id ((HwChartKind) k));
      g_autofree char *file = g_build_filename (dir, name, NULL);

      assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR));
      g_remove (file);
    }
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (panel));
}

/* A board that fails validation is not played: the window says why, Start is off, and it
 * offers the editor's problems list; once the board is fixed, Start comes back. */
static void
test_simulate_panel_refuses_invalid_board (void **state)
{
  g_autofree char *sim = hw_test_source_path ("tests", "data", "sim-base.xml", NULL);
  g_autofree char *dir = hw_test_make_tmpdir ("hw-simpanel-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "seven.xml", NULL);
  g_autofree char *text = NULL, *changed = NULL;
  g_autoptr(GVariant) side = NULL;
  HwWindow *window;
  HwDocument *doc;
  HwSimulatePanel *panel;
  GtkWidget *problems, *start;

  assert_true (g_file_get_contents (sim, &text, NULL, NULL));
  changed = hw_test_replace (text, "terrain=\"mountains\" chit=\"8\"", "terrain=\"mountains\" chit=\"7\"");
  assert_true (g_file_set_contents (path, changed, -1, NULL));
  window = hw_test_open_window (path);
  doc = hw_window_get_document (window);
  panel = hw_simulate_panel_new (GTK_WINDOW (window), doc, NULL);
  gtk_window_present (GTK_WINDOW (panel));
  hw_test_flush_events ();
  start = find_actionable (GTK_WIDGET (panel), "simulate.start");
  assert_non_null (start);

  assert_false (gtk_widget_is_sensitive (start));
  assert_non_null (strstr (hw_simulate_panel_get_message (panel), "error"));
  problems = find_actionable (GTK_WIDGET (panel), "simulate.show-problems");
  assert_non_null (problems);
  assert_true (gtk_widget_get_visible (problems));
  gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.start", NULL);
  assert_false (hw_simulate_panel_is_running (panel));
  assert_null (hw_simulate_panel_get_results (panel));

  /* The offer opens the editor's side panel on the problems. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "side-panel", g_variant_new_boolean (FALSE));
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.show-problems", NULL));
  side = g_action_group_get_action_state (G_ACTION_GROUP (window), "side-panel");
  assert_true (g_variant_get_boolean (side));

  /* Fixed (the 7 back to an 8), the board plays again. */
  hw_document_begin_edit (doc);
  for (guint i = 0; i < hw_board_n_hexes (hw_document_get_variant (doc)->board); i++)
    {
      HwHex *hex = hw_board_get_hex (hw_document_get_variant (doc)->board, i);

      if (hex->chit == 7)
        hex->chit = 8;
    }
  hw_document_commit_edit (doc, "fix");
  hw_test_flush_events ();
  assert_true (gtk_widget_is_sensitive (start));
  assert_false (gtk_widget_get_visible (problems));
  assert_string_equal (hw_simulate_panel_get_message (panel), "");

  gtk_window_destroy (GTK_WINDOW (panel));
  hw_test_destroy_window (GTK_WINDOW (window));
  hw_test_remove_tree (dir);
}

/* With fresh deals on, the window shows each seat's turn-order rate, this board's rate and
 * the board's effect (simulate --deal); the same batch's JSON holds them. */
static void
test_simulate_panel_seat_effects (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autoptr(HwDocument) doc = hw_document_new_from_file (path, NULL);
  HwSimulatePanel *panel = hw_simulate_panel_new (NULL, doc, NULL);
  JsonObject *results, *effects;

  gtk_window_present (GTK_WINDOW (panel));
  hw_simulate_panel_set_games (panel, 20);
  assert_null (hw_simulate_panel_get_seat_gap (panel));
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.deal", NULL));
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.start", NULL));
  wait_idle (panel);
  results = hw_simulate_panel_get_results (panel);
  assert_non_null (results);
  effects = json_object_get_object_member (results, "seat-effects");
  assert_non_null (effects);
  assert_int_equal (json_object_get_int_member (json_object_get_object_member (effects, "turn-order"), "games"), 20);
  assert_int_equal (json_array_get_length (json_object_get_array_member (effects, "board")), 4);
  assert_non_null (hw_simulate_panel_get_seat_gap (panel));
  assert_non_null (strstr (hw_simulate_panel_get_seat_gap (panel), "over fresh deals"));

  /* Off again: the next batch has no seat effects and the table goes. */
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.deal", NULL));
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.start", NULL));
  wait_idle (panel);
  assert_false (json_object_has_member (hw_simulate_panel_get_results (panel), "seat-effects"));
  assert_null (hw_simulate_panel_get_seat_gap (panel));
  gtk_window_destroy (GTK_WINDOW (panel));
}

/* Returns the first widget of @type under @widget, or NULL. */
static GtkWidget *
find_type (GtkWidget *widget,
           GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);

      if (found)
        return found;
    }
  return NULL;
}

/* Issue 37 item 5: the player count is chosen among the counts the map is for, and the batch
 * seats that many; the heading and the message say so. */
static void
test_simulate_panel_players (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autoptr(HwDocument) doc = hw_document_new_from_file (path, NULL);
  g_autofree char *robin_path = hw_test_source_path ("scenarios", "robin-hood.xml", NULL);
  g_autoptr(HwDocument) robin = hw_document_new_from_file (robin_path, NULL);
  HwSimulatePanel *panel;
  GtkDropDown *drop;
  JsonObject *results;

  assert_int_equal (hw_document_get_variant (doc)->min_players, 3);
  assert_int_equal (hw_document_get_variant (doc)->max_players, 4);
  panel = hw_simulate_panel_new (NULL, doc, NULL);
  gtk_window_present (GTK_WINDOW (panel));
  hw_test_flush_events ();
  drop = GTK_DROP_DOWN (find_type (GTK_WIDGET (panel), GTK_TYPE_DROP_DOWN));
  assert_non_null (drop);
  /* The counts of the 3-4 map, the default 4 chosen. */
  assert_int_equal (g_list_model_get_n_items (gtk_drop_down_get_model (drop)), 2);
  assert_true (gtk_widget_is_sensitive (GTK_WIDGET (drop)));
  assert_int_equal (hw_simulate_panel_get_players (panel), 4);
  assert_non_null (strstr (hw_simulate_panel_get_heading (panel), "4 players"));

  /* A count the map is not for is refused. */
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.players", "i", 5));
  assert_int_equal (hw_simulate_panel_get_players (panel), 4);

  /* Three, through the action: the list and the heading follow. */
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.players", "i", 3));
  assert_int_equal (hw_simulate_panel_get_players (panel), 3);
  assert_int_equal (gtk_drop_down_get_selected (drop), 0);
  assert_non_null (strstr (hw_simulate_panel_get_heading (panel), "3 players"));

  hw_simulate_panel_set_games (panel, 20);
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.start", NULL));
  wait_idle (panel);
  results = hw_simulate_panel_get_results (panel);
  assert_non_null (results);
  assert_int_equal (json_object_get_int_member (json_object_get_object_member (results, "games"), "played"), 20);
  assert_int_equal (json_array_get_length (json_object_get_array_member (results, "seats")), 3);
  assert_non_null (strstr (hw_simulate_panel_get_message (panel), "3 players"));

  /* Picked in the list, four again. */
  gtk_drop_down_set_selected (drop, 1);
  assert_int_equal (hw_simulate_panel_get_players (panel), 4);
  assert_non_null (strstr (hw_simulate_panel_get_heading (panel), "4 players"));
  gtk_window_destroy (GTK_WINDOW (panel));

  /* Robin Hood is for one player: nothing to choose. */
  panel = hw_simulate_panel_new (NULL, robin, NULL);
  gtk_window_present (GTK_WINDOW (panel));
  hw_test_flush_events ();
  drop = GTK_DROP_DOWN (find_type (GTK_WIDGET (panel), GTK_TYPE_DROP_DOWN));
  assert_int_equal (g_list_model_get_n_items (gtk_drop_down_get_model (drop)), 1);
  assert_false (gtk_widget_is_sensitive (GTK_WIDGET (drop)));
  assert_int_equal (hw_simulate_panel_get_players (panel), 1);
  assert_non_null (strstr (hw_simulate_panel_get_heading (panel), "1 player"));
  gtk_window_destroy (GTK_WINDOW (panel));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_simulate_panel_base),
    cmocka_unit_test (test_simulate_panel_robin_hood),
    cmocka_unit_test (test_simulate_panel_desert_raiders),
    cmocka_unit_test (test_simulate_panel_barbarian_attack),
    cmocka_unit_test (test_simulate_panel_refuses_unknown_module),
    cmocka_unit_test (test_simulate_panel_cancel_and_export),
    cmocka_unit_test (test_simulate_panel_refuses_invalid_board),
    cmocka_unit_test (test_simulate_panel_seat_effects),
    cmocka_unit_test (test_simulate_panel_players),
  };

  if (!hw_test_gtk_init ())
    return 0;
  return cmocka_run_group_tests (tests, NULL, NULL);
}
