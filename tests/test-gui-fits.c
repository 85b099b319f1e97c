/* test-gui-fits.c: every window of the editor fits a 1280×720 screen (issue 37 item 6). Each
 * is opened through the actions a designer uses, in the state that makes it tallest (the
 * Simulate window after a batch with fresh deals, the Generate dialog after a six-seat
 * search, the shortcuts window on its largest page), and its allocated size after it is shown,
 * its default size and its minimum size are measured. Long content scrolls instead. */
#include "config.h"

#include "hw-test.h"
#include "hw-test-gui.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "hw-application.h"
#include "hw-document.h"
#include "hw-export-dialog.h"
#include "hw-fair-record.h"
#include "hw-generate-dialog.h"
#include "hw-simulate-panel.h"

#define SCREEN_WIDTH  1280
#define SCREEN_HEIGHT 720

/* Runs the main loop for @ms milliseconds: a shown window gets its size over a few frames. */
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

/* Fails unless @window, shown, fits the screen: as allocated, by its default size, and at its
 * minimum (what GTK grows the window to whatever its default). */
static void
assert_fits (GtkWindow  *window,
             const char *what)
{
  int width, height, default_width, default_height, min_width, min_height, nat_width, nat_height;

  settle (300);
  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = gtk_widget_get_height (GTK_WIDGET (window));
  gtk_window_get_default_size (window, &default_width, &default_height);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, &nat_width, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, MIN (width, SCREEN_WIDTH), &min_height,
                      &nat_height, NULL, NULL);
  printf ("# %s: %d×%d shown, default %d×%d, minimum %d×%d, natural %d×%d\n", what, width, height,
          default_width, default_height, min_width, min_height, nat_width, nat_height);
  assert_true (width > 0 && height > 0);
  if (width > SCREEN_WIDTH || height > SCREEN_HEIGHT)
    fail_msg ("%s is shown at %d×%d, larger than %d×%d", what, width, height, SCREEN_WIDTH, SCREEN_HEIGHT);
  if (default_width > SCREEN_WIDTH || default_height > SCREEN_HEIGHT)
    fail_msg ("%s opens at %d×%d, larger than %d×%d", what, default_width, default_height, SCREEN_WIDTH,
              SCREEN_HEIGHT);
  if (min_width > SCREEN_WIDTH || min_height > SCREEN_HEIGHT)
    fail_msg ("%s cannot be smaller than %d×%d, larger than %d×%d", what, min_width, min_height, SCREEN_WIDTH,
              SCREEN_HEIGHT);
}

static void
wait_batch (HwSimulatePanel *panel)
{
  while (hw_simulate_panel_is_running (panel))
    g_main_context_iteration (NULL, TRUE);
  hw_test_flush_events ();
}

/* The editor with the largest shipped map, its side panel shown. */
static void
test_main_window_fits (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  HwWindow *window = hw_test_open_window (path);

  g_action_group_change_action_state (G_ACTION_GROUP (window), "side-panel", g_variant_new_boolean (TRUE));
  assert_fits (GTK_WINDOW (window), "the editor");
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* The Simulate window, before and after a batch with fresh deals (the seat effects table
 * shown under the buttons), with six seats and every overlay of The Desert Raiders. */
static void
test_simulate_window_fits_with_fresh_deals (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  HwWindow *window = hw_test_open_window (path);
  HwSimulatePanel *panel;

  /* The 5-6 map, six seats: the longest seat effects table. */
  hw_document_set_variant_index (hw_window_get_document (window), 1);
  hw_test_activate (window, "simulate", NULL);
  hw_test_flush_events ();
  panel = NULL;
  {
    GListModel *toplevels = gtk_window_get_toplevels ();

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

        if (HW_IS_SIMULATE_PANEL (w))
          panel = HW_SIMULATE_PANEL (w);
      }
  }
  assert_non_null (panel);
  assert_fits (GTK_WINDOW (panel), "the Simulate window");

  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.players", "i", 6));
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.deal", NULL));
  hw_simulate_panel_set_games (panel, 6);
  assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "simulate.start", NULL));
  wait_batch (panel);
  assert_non_null (hw_simulate_panel_get_results (panel));
  assert_non_null (hw_simulate_panel_get_seat_gap (panel));
  assert_fits (GTK_WINDOW (panel), "the Simulate window after fresh deals");
  hw_test_destroy_window (GTK_WINDOW (window));
}

static HwGenerateDialog *
find_generate_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  HwGenerateDialog *dialog = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (HW_IS_GENERATE_DIALOG (w))
        dialog = HW_GENERATE_DIALOG (w);
    }
  return dialog;
}

/* The Generate dialog, and after a six-seat fairest by simulation (its longest summary). */
static void
test_generate_dialog_fits (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  HwWindow *window = hw_test_open_window (path);
  HwGenerateDialog *dialog;

  hw_document_set_variant_index (hw_window_get_document (window), 1);
  hw_test_activate (window, "generate", NULL);
  hw_test_flush_events ();
  dialog = find_generate_dialog ();
  assert_non_null (dialog);
  assert_fits (GTK_WINDOW (dialog), "the Generate dialog");

  assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.players", "i", 6));
  hw_generate_dialog_set_fair_games (dialog, 2, 4);
  {
    g_autoptr(GPtrArray) todo = g_ptr_array_new ();

    g_ptr_array_add (todo, dialog);
    while (todo->len > 0)
      {
        GtkWidget *w = g_ptr_array_steal_index (todo, todo->len - 1);

        /* The candidates: 4 keep it short. */
        if (GTK_IS_SPIN_BUTTON (w) && gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w)) == 64)
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), 4);
        for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
          g_ptr_array_add (todo, c);
      }
  }
  assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.fair", NULL));
  while (hw_generate_dialog_is_running (dialog))
    g_main_context_iteration (NULL, TRUE);
  /* Six seats were raced, so the summary has six lines of rates. */
  assert_non_null (hw_document_get_variant (hw_window_get_document (window))->fair);
  assert_int_equal (hw_document_get_variant (hw_window_get_document (window))->fair->n_seats, 6);
  assert_fits (GTK_WINDOW (dialog), "the Generate dialog after a search");
  hw_test_destroy_window (GTK_WINDOW (window));
}

static void
test_export_dialog_fits (void **state)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  HwWindow *window = hw_test_open_window (path);
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *dialog = NULL;

  hw_test_activate (window, "export", NULL);
  hw_test_flush_events ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (HW_IS_EXPORT_DIALOG (w))
        dialog = w;
    }
  assert_non_null (dialog);
  assert_fits (dialog, "the Export dialog");
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* The shortcuts window, as the window's Keyboard Shortcuts opens it (outside an application
 * the overlay is set by hand, as GtkApplication would from the resource). */
static void
test_shortcuts_window_fits (void **state)
{
  HwWindow *window = hw_test_new_window ();
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/hexwright/Hexwright/gtk/help-overlay.ui");
  GtkShortcutsWindow *help = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  assert_non_null (help);
  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (window), help);
  g_clear_object (&builder);
  hw_test_activate (window, "show-help-overlay", NULL);
  /* Its sections share one stack: the window is as large as the largest. */
  assert_fits (GTK_WINDOW (help), "the shortcuts window");
  hw_test_destroy_window (GTK_WINDOW (window));
}

/* Switches the messages' language (as test-rule-labels.c does): glibc ignores LANGUAGE in the
 * plain C locale, and keeps what it translated until the catalogue counter moves. */
static int
use_language (void **state)
{
  extern int _nl_msg_cat_cntr;

  g_setenv ("LANGUAGE", *state, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  ++_nl_msg_cat_cntr;
  return 0;
}

int
main (void)
{
  /* German has the longest words, Chinese the tallest lines. */
  static const char *const languages[] = { "C", "de", "zh_CN" };
  static const struct { const char *name; CMUnitTestFunction func; } cases[] = {
    { "test_main_window_fits", test_main_window_fits },
    { "test_simulate_window_fits_with_fresh_deals", test_simulate_window_fits_with_fresh_deals },
    { "test_generate_dialog_fits", test_generate_dialog_fits },
    { "test_export_dialog_fits", test_export_dialog_fits },
    { "test_shortcuts_window_fits", test_shortcuts_window_fits },
  };
  struct CMUnitTest tests[G_N_ELEMENTS (languages) * G_N_ELEMENTS (cases)];
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
      {
        struct CMUnitTest *t = &tests[l * G_N_ELEMENTS (cases) + c];
        char *name = g_strdup_printf ("%s_%s", cases[c].name, languages[l]);

        g_ptr_array_add (names, name);
        *t = (struct CMUnitTest) { name, cases[c].func, use_language, NULL, (void *) languages[l] };
      }

  /* The catalogs the build compiled from po/, not whatever is installed. */
  bindtextdomain (GETTEXT_PACKAGE, BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (!hw_test_gtk_init ())
    return 0;
  /* The editor's style sheet is part of every size. */
  hw_application_load_style ();
  return cmocka_run_group_tests (tests, NULL, NULL);
}
