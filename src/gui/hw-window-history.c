/* hw-window-history.c: the window's history menu: every edit by name, done and undone.
 *
 * The menu is a GMenu of radio items on one stateful action, "win.history", whose state is
 * how many steps are applied; choosing an entry undoes or redoes to just after it. The same
 * action is how tests and keyboard users jump through the history.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hw-window-history.h"
#include "hw-window-private.h"

static void
go_to_step (HwDocument *document,
            gpointer    position)
{
  hw_document_go_to_history (document, (guint) GPOINTER_TO_INT (position));
}

static void
hw_window_history_change (GSimpleAction *action,
                          GVariant      *value,
                          gpointer       data)
{
  HwWindow *self = data;
  HwDocument *document = hw_window_get_document (self);
  int position = g_variant_get_int32 (value);

  if (document == NULL || position < 0 || hw_document_in_edit (document))
    return;
  /* The document's ::changed brings the state up to date through hw_window_history_update. */
  hw_window_step_history (self, go_to_step, GINT_TO_POINTER (position));
}

static void
hw_window_history_show (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       data)
{
  HwWindow *self = data;

  gtk_menu_button_popup (self->history_button);
}

static const GActionEntry history_entries[] = {
  { "history", NULL, "i", "0", hw_window_history_change },
  { "show-history", hw_window_history_show },
};

void
hw_window_history_init (HwWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), history_entries,
                                   G_N_ELEMENTS (history_entries), self);
  self->history_menu = g_menu_new ();
  gtk_menu_button_set_menu_model (self->history_button, G_MENU_MODEL (self->history_menu));
}

void
hw_window_history_update (HwWindow *self)
{
  HwDocument *document = hw_window_get_document (self);
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "history");
  g_auto(GStrv) steps = NULL;
  g_autoptr(GMenu) section = NULL;
  g_autoptr(GMenuItem) start = NULL;
  guint position;

  if (document == NULL || action == NULL || self->history_menu == NULL)
    return;
  steps = hw_document_dup_full_history (document);
  position = hw_document_get_history_position (document);
  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_int32 ((gint32) position));
  gtk_widget_set_sensitive (GTK_WIDGET (self->history_button), steps[0] != NULL);

  g_menu_remove_all (self->history_menu);
  section = g_menu_new ();
  /* Translators: the first entry of the history menu: the scenario before any edit. */
  start = g_menu_item_new (_("Opened or Created"), NULL);
  g_menu_item_set_action_and_target_value (start, "win.history", g_variant_new_int32 (0));
  g_menu_append_item (section, start);
  for (guint i = 0; steps[i] != NULL; i++)
    {
      /* An underscore in a step's name is text, not a mnemonic. */
      g_auto(GStrv) parts = g_strsplit (steps[i], "_", -1);
      g_autofree char *label = g_strjoinv ("__", parts);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "win.history", g_variant_new_int32 ((gint32) i + 1));
      g_menu_append_item (section, item);
    }
  g_menu_append_section (self->history_menu, _("History"), G_MENU_MODEL (section));
}
