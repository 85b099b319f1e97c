/* hw-test-gui.h: what the test files that drive the editor under a display share. */
#pragma once

#include "hw-test.h"

#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

#include "hw-document.h"
#include "hw-scenario-io.h"
#include "hw-window.h"

/* Initialises GTK; without a display prints an empty TAP plan (a skip) and returns FALSE. */
static inline gboolean
hw_test_gtk_init (void)
{
  if (gtk_init_check ())
    return TRUE;
  /* A TAP plan of nothing, which meson reports as skipped. */
  printf ("1..0 # SKIP no display to run the editor on\n");
  return FALSE;
}

/* Returns TRUE when a label below @widget shows a text holding @fragment. */
static inline gboolean
hw_test_shows_text (GtkWidget  *widget,
                    const char *fragment)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), fragment))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (hw_test_shows_text (c, fragment))
      return TRUE;
  return FALSE;
}

/* Runs the main loop until nothing is pending. */
static inline void
hw_test_flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Destroys every window transient for @parent (dialogs, questions). */
static inline void
hw_test_destroy_transients (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  /* NULL would match every window that has no parent. */
  assert_non_null (parent);
  /* Backwards: each destroyed window leaves the list. */
  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i - 1);
      if (gtk_window_get_transient_for (w) == parent)
        gtk_window_destroy (w);
    }
}

/* Closes @window for good with what it shows over it, discarding changes. */
static inline void
hw_test_destroy_window (GtkWindow *window)
{
  hw_test_destroy_transients (window);
  gtk_window_destroy (window);
  hw_test_flush_events ();
}

/* Returns a new, shown editor window with an empty scenario. */
static inline HwWindow *
hw_test_new_window (void)
{
  HwWindow *window = hw_window_new (NULL);

  gtk_window_present (GTK_WINDOW (window));
  hw_test_flush_events ();
  return window;
}

/* Activates the window action @action with @parameter, as a menu or button does. */
static inline void
hw_test_activate (HwWindow   *window,
                  const char *action,
                  GVariant   *parameter)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), action, parameter);
}

/* Returns a new, shown editor window that has opened @path. */
static inline HwWindow *
hw_test_open_window (const char *path)
{
  HwWindow *window = hw_test_new_window ();

  hw_test_activate (window, "open-file", g_variant_new_string (path));
  hw_test_flush_events ();
  return window;
}

/* Picks the board tool @tool ("paint:desert", "pawn:raider"...). */
static inline void
hw_test_set_tool (HwWindow   *window,
                  const char *tool)
{
  g_action_group_change_action_state (G_ACTION_GROUP (window), "tool", g_variant_new_string (tool));
}

/* Applies the current tool to the hex at @c, as a click on the board does. */
static inline void
hw_test_apply_tool (HwWindow *window,
                    HwCoord   c)
{
  hw_test_activate (window, "apply-tool", g_variant_new ("(iii)", c.q, c.r, -1));
}

/* Returns the window's scenario as the file it would save (free with g_free). */
static inline char *
hw_test_document_bytes (HwWindow *window)
{
  return hw_scenario_to_data (hw_document_get_scenario (hw_window_get_document (window)), NULL);
}

/* Copies the file @from to @to; fails the test when either cannot be done. */
static inline void
hw_test_copy_file (const char *from,
                   const char *to)
{
  g_autofree char *contents = NULL;
  gsize length;

  assert_true (g_file_get_contents (from, &contents, &length, NULL));
  assert_true (g_file_set_contents (to, contents, length, NULL));
}
