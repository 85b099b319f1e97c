/* test-gui-help.c: the user guide from the editor (issue 37 item 9), driven through the
 * application's actions under a display: app.help exists with F1 and an entry in the main
 * menu; without yelp on PATH it shows a dialog saying where the guide is and what to
 * install, instead of doing nothing; with a yelp on PATH (a stand-in script here) it starts
 * it on the guide's pages. The Bots field of the Simulate window names every bot. */
#include "config.h"

#include "hw-test-gui.h"

#include "hw-application.h"
#include "hw-bot.h"
#include "hw-help.h"
#include "hw-paths.h"
#include "hw-simulate-panel.h"

static HwApplication *app;

/* The application as main() starts it, registered here without a session bus. */
static int
setup_app (void **state)
{
  g_autoptr(GError) error = NULL;

  (void) state;
  app = hw_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  return 0;
}

static int
teardown_app (void **state)
{
  (void) state;
  g_clear_object (&app);
  return 0;
}

/* Returns a new window of the application, shown. */
static HwWindow *
new_app_window (void)
{
  HwWindow *window = hw_window_new (GTK_APPLICATION (app));

  gtk_window_present (GTK_WINDOW (window));
  hw_test_flush_events ();
  return window;
}

/* Whether @model, or a section or submenu of it, has an item for @action; its label in
 * @label. */
static gboolean
menu_has_action (GMenuModel *model,
                 const char *action,
                 char      **label)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *item_action = NULL;
      g_autoptr(GMenuLinkIter) links = NULL;
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action)
          && g_strcmp0 (item_action, action) == 0)
        {
          g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", label);
          return TRUE;
        }
      links = g_menu_model_iterate_item_links (model, i);
      while (g_menu_link_iter_get_next (links, NULL, &link))
        {
          gboolean found = menu_has_action (link, action, label);

          g_object_unref (link);
          if (found)
            return TRUE;
        }
    }
  return FALSE;
}

/* Returns the first widget under @widget (itself included) that @match accepts, depth first. */
static GtkWidget *
find_widget (GtkWidget *widget,
             gboolean (*match) (GtkWidget *))
{
  if (match (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, match);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The main menu: the header's menu button with the menu icon. */
static gboolean
is_main_menu_button (GtkWidget *w)
{
  return GTK_IS_MENU_BUTTON (w)
         && g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (w)), "open-menu-symbolic") == 0;
}

/* The Simulate window's Bots field, known by its tooltip. */
static gboolean
is_bots_entry (GtkWidget *w)
{
  return GTK_IS_ENTRY (w) && gtk_widget_get_tooltip_text (w) != NULL
         && g_str_has_prefix (gtk_widget_get_tooltip_text (w), "Bots by seat");
}

/* Returns the message dialog shown over @parent, or NULL. */
static GtkMessageDialog *
find_message_dialog (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (GTK_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == parent)
        return GTK_MESSAGE_DIALOG (w);
    }
  return NULL;
}

static void
test_help_action_has_f1 (void **state)
{
  g_auto (GStrv) accels = NULL;
  g_auto (GStrv) actions = NULL;

  (void) state;
  assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "help"));
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.help");
  assert_non_null (accels);
  assert_true (g_strv_contains ((const char *const *) accels, "F1"));
  /* And F1 does nothing else. */
  actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), "F1");
  assert_int_equal (g_strv_length (actions), 1);
  assert_string_equal (actions[0], "app.help");
}

static void
test_help_in_main_menu (void **state)
{
  HwWindow *window = new_app_window ();
  GtkWidget *header = gtk_window_get_titlebar (GTK_WINDOW (window));
  GtkWidget *button;
  g_autofree char *label = NULL;

  (void) state;
  assert_non_null (header);
  button = find_widget (header, is_main_menu_button);
  assert_non_null (button);
  assert_true (menu_has_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button)),
                                "app.help", &label));
  assert_string_equal (label, "_Help");
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_help_without_yelp_says_where (void **state)
{
  g_autofree char *empty = hw_test_make_tmpdir ("hw-no-yelp-XXXXXX");
  g_autofree char *old_path = g_strdup (g_getenv ("PATH"));
  g_autofree char *index = g_build_filename (hw_paths_help_dir (), "index.page", NULL);
  g_autofree char *expected = NULL;
  HwWindow *window = new_app_window ();
  GtkMessageDialog *dialog;
  g_autofree char *primary = NULL, *secondary = NULL;

  (void) state;
  /* The folder the dialog names holds the guide. */
  assert_true (g_file_test (index, G_FILE_TEST_IS_REGULAR));
  g_setenv ("PATH", empty, TRUE);
  assert_null (g_find_program_in_path ("yelp"));
  assert_null (find_message_dialog (GTK_WINDOW (window)));
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  hw_test_flush_events ();
  g_setenv ("PATH", old_path, TRUE);

  dialog = find_message_dialog (GTK_WINDOW (window));
  assert_non_null (dialog);
  g_object_get (dialog, "text", &primary, "secondary-text", &secondary, NULL);
  assert_string_equal (primary, "The user guide needs Yelp");
  expected = hw_help_missing_text ();
  assert_string_equal (secondary, expected);
  assert_non_null (strstr (secondary, hw_paths_help_dir ()));
  assert_non_null (strstr (secondary, "apt-get install yelp"));
  printf ("# %s: %s\n", primary, secondary);
  hw_test_destroy_window (GTK_WINDOW (window));
  g_rmdir (empty);
}

static void
test_help_starts_yelp_on_the_guide (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-fake-yelp-XXXXXX");
  g_autofree char *yelp = g_build_filename (dir, "yelp", NULL);
  g_autofree char *args = g_build_filename (dir, "args", NULL);
  g_autofree char *script = g_strdup_printf ("#!/bin/sh\necho \"$@\" > '%s.tmp' && mv '%s.tmp' '%s'\n",
                                             args, args, args);
  g_autofree char *old_path = g_strdup (g_getenv ("PATH"));
  g_autofree char *path = g_strdup_printf ("%s:%s", dir, old_path);
  g_autofree char *got = NULL;
  g_autofree char *want = g_strdup_printf ("%s\n", hw_paths_help_dir ());
  HwWindow *window = new_app_window ();

  (void) state;
  /* The tests run from the build tree: yelp gets the source tree's pages. */
  assert_true (hw_paths_is_uninstalled ());
  assert_true (g_file_set_contents (yelp, script, -1, NULL));
  assert_int_equal (g_chmod (yelp, 0755), 0);
  g_setenv ("PATH", path, TRUE);
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  g_setenv ("PATH", old_path, TRUE);
  for (int i = 0; i < 500 && !g_file_test (args, G_FILE_TEST_EXISTS); i++)
    {
      hw_test_flush_events ();
      g_usleep (10000);
    }
  assert_true (g_file_get_contents (args, &got, NULL, NULL));
  assert_string_equal (got, want);
  assert_null (find_message_dialog (GTK_WINDOW (window)));
  hw_test_destroy_window (GTK_WINDOW (window));
  g_unlink (args);
  g_unlink (yelp);
  g_rmdir (dir);
}

/* The Bots field explains every bot the simulator knows by name. */
static void
test_bots_tooltip_names_every_bot (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autoptr(HwDocument) doc = hw_document_new_from_file (path, NULL);
  HwSimulatePanel *panel;
  GtkWidget *entry;
  const char *tip;

  (void) state;
  assert_non_null (doc);
  panel = hw_simulate_panel_new (NULL, doc, NULL);
  gtk_window_present (GTK_WINDOW (panel));
  hw_test_flush_events ();
  entry = find_widget (GTK_WIDGET (panel), is_bots_entry);
  assert_non_null (entry);
  tip = gtk_widget_get_tooltip_text (entry);
  assert_non_null (tip);
  for (const HwBotInfo *const *b = hw_bots_all (); *b != NULL; b++)
    {
      g_autofree char *word = g_strdup_printf (" %s", (*b)->name);

      if (strstr (tip, word) == NULL)
        fail_msg ("the Bots tooltip does not name %s: %s", (*b)->name, tip);
    }
  gtk_window_destroy (GTK_WINDOW (panel));
  hw_test_flush_events ();
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_help_action_has_f1),
    cmocka_unit_test (test_help_in_main_menu),
    cmocka_unit_test (test_help_without_yelp_says_where),
    cmocka_unit_test (test_help_starts_yelp_on_the_guide),
    cmocka_unit_test (test_bots_tooltip_names_every_bot),
  };

  if (!hw_test_gtk_init ())
    return 0;
  return cmocka_run_group_tests (tests, setup_app, teardown_app);
}
