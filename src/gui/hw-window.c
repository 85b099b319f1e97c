/* hw-window.c: the editor window: document binding, files, and its actions.
 *
 * Every command is a "win." action; buttons, menus, shortcuts and the tests all go through
 * the actions, so there is one way to do each thing.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "hw-application.h"
#include "hw-autosave.h"
#include "hw-edit.h"
#include "hw-export-dialog.h"
#include "hw-generate-dialog.h"
#include "hw-simulate-panel.h"
#include "hw-paths.h"
#include "hw-pioneers.h"
#include "hw-rule-labels.h"
#include "hw-scenario-io.h"
#include "hw-window-history.h"
#include "hw-window-private.h"

#define HW_AUTOSAVE_SECONDS 60

G_DEFINE_FINAL_TYPE (HwWindow, hw_window, GTK_TYPE_APPLICATION_WINDOW)

static void hw_window_document_changed (HwWindow *self);
static void hw_window_fill_templates (HwWindow *self);
static void hw_window_hover_changed (HwWindow *self);

/* ---- small helpers ---------------------------------------------------------------------- */

static void
hw_window_action_set_enabled (HwWindow   *self,
                              const char *name,
                              gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
hw_window_show_error (HwWindow   *self,
                      const char *primary,
                      const char *secondary)
{
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                              GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);

  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
hw_window_add_recent (const char *path)
{
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);

  /* Recent files are kept per application: a window outside one (tests) keeps none. */
  if (uri != NULL && g_get_application_name () != NULL)
    gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

/* A file that would not open is no recent file, even when the file chooser listed it. */
static void
hw_window_forget_recent (const char *path)
{
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);

  if (uri != NULL && g_get_application_name () != NULL)
    (void) gtk_recent_manager_remove_item (gtk_recent_manager_get_default (), uri, NULL);
}

static void
hw_window_stop_autosave (HwWindow *self)
{
  if (self->autosave_path != NULL)
    hw_autosave_remove (self->autosave_path);
  self->autosave_written = FALSE;
}

/* Writes the crash copy; a copy that could not be written is not left behind holding an
 * older state when @or_remove (after an undo it would hold edits the document no longer has). */
static void
hw_window_write_autosave (HwWindow *self,
                          gboolean  or_remove)
{
  g_autoptr(GError) error = NULL;

  if (self->autosave_path == NULL)
    self->autosave_path = hw_autosave_new_path ();
  if (!hw_autosave_write (self->document, self->autosave_path, &error))
    {
      g_warning ("Autosave failed: %s", error->message);
      if (or_remove)
        hw_window_stop_autosave (self);
      return;
    }
  self->autosave_written = TRUE;
  self->autosave_position = hw_document_get_history_position (self->document);
}

/* Keeps the crash copy in step with the document after each change. Back in its saved state,
 * the document has nothing to recover: the copy goes at once, not a minute later (a crash in
 * between would offer the undone edits back). An undo or a jump back through the history takes
 * away edits the copy still holds: it is written again at once. Edits made since the copy only
 * make it older, and the next minute catches up with them. */
static void
hw_window_follow_autosave (HwWindow *self)
{
  if (!self->autosave_written || hw_document_in_edit (self->document))
    return;
  if (!hw_document_get_modified (self->document))
    hw_window_stop_autosave (self);
  else if (hw_document_get_history_position (self->document) < self->autosave_position)
    hw_window_write_autosave (self, TRUE);
}

/* ---- title, variants, problems ---------------------------------------------------------- */

static void
hw_window_update_title (HwWindow *self)
{
  HwScenario *scenario = hw_document_get_scenario (self->document);
  const char *path = hw_document_get_path (self->document);
  const char *name = hw_scenario_get_name (scenario);
  g_autofree char *fallback = hw_document_dup_title (self->document);
  g_autofree char *shown = NULL;
  g_autofree char *title = NULL;
  gboolean modified = hw_document_get_modified (self->document);

  if (name == NULL || *name == '\0')
    name = fallback;
  /* Translators: the title of a document with unsaved changes. */
  shown = modified ? g_strdup_printf (_("• %s"), name) : g_strdup (name);
  title = g_strdup_printf ("%s — %s", shown, _("Hexwright"));
  gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_label_set_label (self->title_label, shown);
  if (path != NULL)
    {
      const char *home = g_get_home_dir ();
      g_autofree char *display = g_str_has_prefix (path, home) && strlen (home) > 1
                                 ? g_strconcat ("~", path + strlen (home), NULL)
                                 : g_strdup (path);
      gtk_label_set_label (self->subtitle_label, display);
    }
  else
    gtk_label_set_label (self->subtitle_label, _("Not saved"));
}

static void
hw_window_update_variants (HwWindow *self)
{
  HwScenario *scenario = hw_document_get_scenario (self->document);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) labels = NULL;
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->variant_model));
  gboolean same = n_items == scenario->variants->len;

  for (guint i = 0; i < scenario->variants->len; i++)
    {
      HwVariant *variant = g_ptr_array_index (scenario->variants, i);
      g_autofree char *label = hw_players_label (variant->id);
      g_strv_builder_add (builder, label);
      if (same && g_strcmp0 (gtk_string_list_get_string (self->variant_model, i), label) != 0)
        same = FALSE;
    }
  labels = g_strv_builder_end (builder);

  self->updating_variants = TRUE;
  if (!same)
    gtk_string_list_splice (self->variant_model, 0, n_items, (const char * const *) labels);
  gtk_drop_down_set_selected (self->variant_dropdown, hw_document_get_variant_index (self->document));
  gtk_widget_set_visible (GTK_WIDGET (self->variant_dropdown), scenario->variants->len > 1);
  self->updating_variants = FALSE;
}

/* Forgets the problem chosen in the list and takes its outline off the board. */
static void
hw_window_clear_selected_problem (HwWindow *self)
{
  g_clear_pointer (&self->selected_code, g_free);
  g_clear_pointer (&self->selected_variant, g_free);
  g_clear_pointer (&self->selected_hexes, g_array_unref);
  hw_board_view_flash (self->board_view, NULL);
}

/* Says whether @d is the problem chosen in the list: the same code, map and hexes. */
static gboolean
hw_window_is_selected_problem (HwWindow           *self,
                               const HwDiagnostic *d)
{
  return self->selected_code != NULL && d->hexes != NULL
         && g_strcmp0 (d->code, self->selected_code) == 0
         && g_strcmp0 (d->variant, self->selected_variant) == 0
         && d->hexes->len == self->selected_hexes->len
         && memcmp (d->hexes->data, self->selected_hexes->data,
                    d->hexes->len * sizeof (HwCoord)) == 0;
}

static void
hw_window_update_problems (HwWindow *self)
{
  HwVariant *variant = hw_document_get_variant (self->document);
  GPtrArray *diagnostics = hw_document_get_diagnostics (self->document);
  g_autoptr(GArray) errors = g_array_new (FALSE, FALSE, sizeof (HwCoord));
  g_autoptr(GArray) warnings = g_array_new (FALSE, FALSE, sizeof (HwCoord));
  gboolean selected_shown = FALSE;

  for (guint i = 0; variant != NULL && i < diagnostics->len; i++)
    {
      HwDiagnostic *d = g_ptr_array_index (diagnostics, i);

      if (d->hexes == NULL || (d->variant != NULL && g_strcmp0 (d->variant, variant->id) != 0))
        continue;
      selected_shown |= hw_window_is_selected_problem (self, d);
      g_array_append_vals (d->severity == HW_SEVERITY_ERROR ? errors : warnings,
                           d->hexes->data, d->hexes->len);
    }
  /* An undo or an edit took the chosen problem away, or another map is shown: its outline
   * would point at hexes where nothing is wrong (under a heat map too), so it goes. */
  if (self->selected_code != NULL && !selected_shown)
    hw_window_clear_selected_problem (self);
  hw_board_view_set_problems (self->board_view, errors, warnings);
}

static void
hw_window_update_history (HwWindow *self)
{
  const char *undo = hw_document_get_undo_label (self->document);
  const char *redo = hw_document_get_redo_label (self->document);
  g_autofree char *status = NULL;
  g_autofree char *undo_tip = NULL;
  g_autofree char *redo_tip = NULL;

  hw_window_action_set_enabled (self, "undo", hw_document_can_undo (self->document));
  hw_window_action_set_enabled (self, "redo", hw_document_can_redo (self->document));
  /* Translators: the Undo button's tooltip names the edit, e.g. "Undo Paint 5 hexes Forest". */
  undo_tip = undo != NULL ? g_strdup_printf (_("Undo %s"), undo) : g_strdup (_("Undo"));
  /* Translators: the Redo button's tooltip names the edit. */
  redo_tip = redo != NULL ? g_strdup_printf (_("Redo %s"), redo) : g_strdup (_("Redo"));
  gtk_widget_set_tooltip_text (self->undo_button, undo_tip);
  gtk_widget_set_tooltip_text (self->redo_button, redo_tip);
  if (undo != NULL)
    /* Translators: the status bar names the last edit, which Undo takes back. */
    status = g_strdup_printf (_("Last edit: %s"), undo);
  else if (redo != NULL)
    status = g_strdup_printf (_("Undone: %s"), redo);
  else
    status = g_strdup (_("Click or drag on the board to use the tool; right click removes"));
  gtk_label_set_label (self->status_label, status);
  hw_window_history_update (self);
}

static void
hw_window_document_changed (HwWindow *self)
{
  HwVariant *variant = hw_document_get_variant (self->document);

  /* Undo swaps whole scenarios, so the board pointer is taken afresh on every change. */
  hw_board_view_set_board (self->board_view, variant != NULL ? variant->board : NULL);
  hw_window_update_variants (self);
  hw_window_update_problems (self);
  hw_window_update_history (self);
  hw_window_update_title (self);
  hw_window_hover_changed (self);
  hw_window_board_document_changed (self, FALSE);
  hw_window_follow_autosave (self);
}

static void
hw_window_modified_changed (HwWindow *self)
{
  hw_window_update_title (self);
  hw_window_follow_autosave (self);
}

void
hw_window_set_document (HwWindow   *self,
                        HwDocument *document)
{
  g_return_if_fail (HW_IS_WINDOW (self));
  g_return_if_fail (HW_IS_DOCUMENT (document));

  if (self->document != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->document, self);
      hw_window_stop_autosave (self);
    }
  g_set_object (&self->document, document);
  /* A problem chosen in another document is no problem of this one. */
  hw_window_clear_selected_problem (self);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (hw_window_document_changed), self);
  g_signal_connect_swapped (document, "notify::modified", G_CALLBACK (hw_window_modified_changed), self);
  g_signal_connect_swapped (document, "notify::path", G_CALLBACK (hw_window_modified_changed), self);
  hw_inspector_set_document (self->inspector, document);
  hw_validation_panel_set_document (self->validation_panel, document);
  hw_window_document_changed (self);
  hw_window_board_document_changed (self, TRUE);
  /* A document shown unsaved from the start was recovered after a crash, which took its copy
   * away: it gets one again at once rather than a minute later. */
  if (hw_document_get_modified (document))
    hw_window_autosave_now (self);
}

HwDocument *
hw_window_get_document (HwWindow *self)
{
  g_return_val_if_fail (HW_IS_WINDOW (self), NULL);
  return self->document;
}

gboolean
hw_window_is_pristine (HwWindow *self)
{
  g_return_val_if_fail (HW_IS_WINDOW (self), FALSE);

  return hw_document_get_path (self->document) == NULL
         && !hw_document_get_modified (self->document)
         && !hw_document_can_undo (self->document);
}

gboolean
hw_window_is_untouched (HwWindow *self)
{
  g_return_val_if_fail (HW_IS_WINDOW (self), FALSE);

  return !hw_document_get_modified (self->document)
         && !hw_document_can_undo (self->document)
         && !hw_document_can_redo (self->document);
}

/* Shows @document here if nothing was edited in this window, else in a new window. */
static void
hw_window_show_document (HwWindow   *self,
                         HwDocument *document)
{
  HwWindow *target = self;

  if (!hw_window_is_untouched (self))
    target = hw_window_new (gtk_window_get_application (GTK_WINDOW (self)));
  hw_window_set_document (target, document);
  gtk_window_present (GTK_WINDOW (target));
}

/* A Pioneers map opens as a new, unsaved scenario (saving it asks for a name); what it
 * keeps only approximately is said once, now. */
static gboolean
hw_window_open_pioneers (HwWindow   *self,
                         const char *path)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) scenario = hw_pioneers_load_file (path, &warnings, &error);
  g_autoptr(HwDocument) document = NULL;
  g_autofree char *name = g_filename_display_basename (path);

  if (scenario == NULL)
    {
      g_autofree char *primary = g_strdup_printf (_("Could not open “%s”"), name);
      hw_window_forget_recent (path);
      hw_window_show_error (self, primary, error->message);
      return FALSE;
    }
  g_clear_pointer (&scenario->filename, g_free);
  document = hw_document_new (scenario);
  /* The map opens as an unsaved scenario; the map itself is what was opened. */
  hw_window_add_recent (path);
  hw_window_show_document (self, document);
  if (warnings->len > 0)
    {
      g_autofree char *primary = g_strdup_printf (_("“%s” is a Pioneers map: what it holds differently"), name);
      g_autoptr(GString) text = g_string_new (NULL);
      GtkWidget *dialog;

      for (guint i = 0; i < warnings->len; i++)
        g_string_append_printf (text, "%s• %s", i ? "\n" : "",
                                (const char *) g_ptr_array_index (warnings, i));
      dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                       GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                       GTK_MESSAGE_INFO, GTK_BUTTONS_CLOSE, "%s", primary);
      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", text->str);
      gtk_widget_set_name (dialog, "pioneers-warnings");
      g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
      gtk_window_present (GTK_WINDOW (dialog));
    }
  return TRUE;
}

gboolean
hw_window_open_file (HwWindow   *self,
                     const char *path)
{
  g_autoptr(HwDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (HW_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (hw_pioneers_path_is_game (path))
    return hw_window_open_pioneers (self, path);

  document = hw_document_new_from_file (path, &error);
  if (document == NULL)
    {
      g_autofree char *name = g_filename_display_basename (path);
      g_autofree char *primary = g_strdup_printf (_("Could not open “%s”"), name);
      hw_window_forget_recent (path);
      hw_window_show_error (self, primary, error->message);
      return FALSE;
    }
  hw_window_add_recent (hw_document_get_path (document));
  hw_window_show_document (self, document);
  return TRUE;
}

/* ---- file actions ------------------------------------------------------------------------ */

static HwScenario *
hw_window_blank_scenario (void)
{
  g_autoptr(HwScenario) scenario = hw_scenario_new ();
  HwVariant *variant = hw_variant_new ("3-4", 3, 4);

  scenario->id = g_strdup ("untitled");
  hw_text_set (scenario->names, "", _("Untitled Scenario"));
  scenario->min_players = 3;
  scenario->max_players = 4;
  scenario->victory_points = 10;
  g_ptr_array_add (scenario->modules, hw_module_new ("base"));
  hw_edit_grow_ring (variant->board);
  hw_edit_grow_ring (variant->board);
  hw_edit_grow_ring (variant->board);
  g_ptr_array_add (scenario->variants, variant);
  return g_steal_pointer (&scenario);
}

static void
hw_window_new_from_template (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       data)
{
  HwWindow *self = data;
  const char *path = g_variant_get_string (parameter, NULL);
  g_autoptr(HwScenario) scenario = NULL;
  g_autoptr(HwDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  if (*path == '\0')
    scenario = hw_window_blank_scenario ();
  else if ((scenario = hw_scenario_load_file (path, &error)) == NULL)
    {
      hw_window_show_error (self, _("Could not open the template"), error->message);
      return;
    }
  /* A template is a starting point: the new document belongs to no file yet. */
  g_clear_pointer (&scenario->filename, g_free);
  document = hw_document_new (scenario);
  hw_window_show_document (self, document);
}

static void
hw_window_new_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       data)
{
  HwWindow *self = data;

  hw_window_fill_templates (self);
  gtk_menu_button_popup (self->new_button);
}

static void
hw_window_open_response (GtkNativeDialog *chooser,
                         int              response,
                         HwWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;

      if (path != NULL)
        hw_window_open_file (self, path);
      else if (file != NULL)
        {
          /* A location with no local path (typed as a URI, or on a remote place) was
           * dropped without a word; say why it does not open. */
          g_autofree char *name = g_file_get_parse_name (file);
          g_autofree char *primary = g_strdup_printf (_("Could not open “%s”"), name);

          hw_window_show_error (self, primary,
                                _("Only files on this computer can be opened: copy the file "
                                  "to a folder here first."));
        }
    }
  g_object_unref (chooser);
}

/* Both filters match by suffix, which ignores case (a map may be NAME.GAME), and by the
 * types hexwright installs, which find a scenario whatever its name. */
static GtkFileFilter *
hw_window_scenario_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Scenarios (*.xml)"));
  gtk_file_filter_add_suffix (filter, "xml");
  gtk_file_filter_add_mime_type (filter, "application/x-hexwright-scenario");
  return filter;
}

static GtkFileFilter *
hw_window_pioneers_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Pioneers maps (*.game)"));
  gtk_file_filter_add_suffix (filter, "game");
  gtk_file_filter_add_mime_type (filter, "application/x-pioneers-game");
  return filter;
}

/* Everything Open opens, so that no kind of file hides behind a filter named for another. */
static GtkFileFilter *
hw_window_openable_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Scenarios and Pioneers maps"));
  gtk_file_filter_add_suffix (filter, "xml");
  gtk_file_filter_add_suffix (filter, "game");
  gtk_file_filter_add_mime_type (filter, "application/x-hexwright-scenario");
  gtk_file_filter_add_mime_type (filter, "application/x-pioneers-game");
  return filter;
}

static void
hw_window_open (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       data)
{
  HwWindow *self = data;
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) openable = hw_window_openable_filter ();
  g_autoptr(GtkFileFilter) scenarios = hw_window_scenario_filter ();
  g_autoptr(GtkFileFilter) pioneers = hw_window_pioneers_filter ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  const char *path = hw_document_get_path (self->document);
  g_autoptr(GFile) folder = NULL;

  chooser = gtk_file_chooser_native_new (_("Open Scenario"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), openable);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), scenarios);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), pioneers);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), openable);
  /* Start in a folder: left alone, GTK starts in Recent once there are recent files, where
   * a name typed alone is no file and Open did nothing and said nothing. The shown
   * document's folder is where a designer's next file most likely is. */
  if (path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);
      folder = g_file_get_parent (file);
    }
  if (folder == NULL)
    folder = g_file_new_for_path (g_get_home_dir ());
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  g_signal_connect (chooser, "response", G_CALLBACK (hw_window_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
hw_window_open_file_action (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       data)
{
  hw_window_open_file (data, g_variant_get_string (parameter, NULL));
}

static gboolean
hw_window_save_to (HwWindow   *self,
                   const char *path)
{
  g_autoptr(GError) error = NULL;

  if (!hw_document_save (self->document, path, &error))
    {
      hw_window_show_error (self, _("Could not save the scenario"), error->message);
      return FALSE;
    }
  hw_window_stop_autosave (self);
  hw_window_add_recent (hw_document_get_path (self->document));
  return TRUE;
}

typedef struct
{
  HwWindow *window;
  gboolean  close_after;
} HwSaveAs;

static void
hw_window_save_as_response (GtkNativeDialog *chooser,
                            int              response,
                            HwSaveAs        *save)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      if (path != NULL && hw_window_save_to (save->window, path) && save->close_after)
        {
          save->window->close_confirmed = TRUE;
          gtk_window_close (GTK_WINDOW (save->window));
        }
    }
  g_object_unref (save->window);
  g_free (save);
  g_object_unref (chooser);
}

static void
hw_window_run_save_as (HwWindow *self,
                       gboolean  close_after)
{
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;
  g_autoptr(GtkFileFilter) scenarios = hw_window_scenario_filter ();
  g_autoptr(GtkFileFilter) pioneers = hw_window_pioneers_filter ();
  HwSaveAs *save = g_new0 (HwSaveAs, 1);
  const char *path = hw_document_get_path (self->document);

  save->window = g_object_ref (self);
  save->close_after = close_after;
  chooser = gtk_file_chooser_native_new (_("Save Scenario"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), scenarios);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), pioneers);
  if (path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);
      gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL);
    }
  else
    {
      HwScenario *scenario = hw_document_get_scenario (self->document);
      name = g_strdup_printf ("%s.xml", scenario->id != NULL ? scenario->id : "scenario");
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  g_signal_connect (chooser, "response", G_CALLBACK (hw_window_save_as_response), save);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
hw_window_save (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       data)
{
  HwWindow *self = data;

  /* Ctrl+S while typing a name or description saves what is typed. */
  hw_inspector_commit_texts (self->inspector);
  if (hw_document_get_path (self->document) == NULL)
    hw_window_run_save_as (self, FALSE);
  else
    hw_window_save_to (self, NULL);
}

static void
hw_window_save_as (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  hw_inspector_commit_texts (HW_WINDOW (data)->inspector);
  hw_window_run_save_as (data, FALSE);
}

static void
hw_window_close_action (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       data)
{
  gtk_window_close (GTK_WINDOW (data));
}

static gboolean
hw_window_close_idle (gpointer data)
{
  HW_WINDOW (data)->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Closes the window once the dialog asking about it has gone: the dialog still refers to its
 * parent while its response is being handled. */
static void
hw_window_close_later (HwWindow *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT, hw_window_close_idle, g_object_ref (self), g_object_unref);
}

static void
hw_window_close_response (GtkDialog *dialog,
                          int        response,
                          HwWindow  *self)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  switch (response)
    {
    case GTK_RESPONSE_ACCEPT:
      if (hw_document_get_path (self->document) == NULL)
        hw_window_run_save_as (self, TRUE);
      else if (hw_window_save_to (self, NULL))
        hw_window_close_later (self);
      break;
    case GTK_RESPONSE_REJECT:
      hw_window_close_later (self);
      break;
    default:
      break;
    }
}

static gboolean
hw_window_close_request (GtkWindow *window)
{
  HwWindow *self = HW_WINDOW (window);
  GtkWidget *dialog;
  g_autofree char *name = NULL;

  /* A name or description still being typed counts as a change. */
  if (!self->close_confirmed)
    hw_inspector_commit_texts (self->inspector);
  if (!self->close_confirmed && hw_document_get_modified (self->document))
    {
      name = hw_document_dup_title (self->document);
      dialog = gtk_message_dialog_new (window, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                       GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                       _("Save changes to “%s” before closing?"), name);
      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                                _("If you don’t save, your changes will be lost."));
      gtk_dialog_add_buttons (GTK_DIALOG (dialog),
                              _("_Cancel"), GTK_RESPONSE_CANCEL,
                              _("_Discard"), GTK_RESPONSE_REJECT,
                              _("_Save"), GTK_RESPONSE_ACCEPT,
                              NULL);
      gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
      gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog),
                                                                    GTK_RESPONSE_REJECT),
                                "destructive-action");
      gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog),
                                                                    GTK_RESPONSE_ACCEPT),
                                "suggested-action");
      g_signal_connect (dialog, "response", G_CALLBACK (hw_window_close_response), self);
      gtk_window_present (GTK_WINDOW (dialog));
      return TRUE;
    }

  /* Closing cleanly: remember the window's size, and leave no crash copy behind. */
  if (self->settings != NULL)
    {
      int width, height;
      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
    }
  hw_window_stop_autosave (self);
  return GTK_WINDOW_CLASS (hw_window_parent_class)->close_request (window);
}

/* ---- edit actions ------------------------------------------------------------------------- */

/* The box the shown board's hexes cover, to tell whether a step through the history changed
 * the board's outline. */
static HwRenderBox
hw_window_board_box (HwWindow *self)
{
  HwVariant *variant = hw_document_get_variant (self->document);
  HwRenderOptions options;
  HwRenderBox box = { 0, 0, 0, 0 };

  hw_render_options_init (&options);
  if (variant != NULL)
    (void) hw_render_board_extent (variant->board, &options, &box);
  return box;
}

void
hw_window_step_history (HwWindow *self,
                        void    (*step) (HwDocument *document, gpointer data),
                        gpointer  data)
{
  HwRenderBox before = hw_window_board_box (self), after;

  step (self->document, data);
  after = hw_window_board_box (self);
  /* Undoing a grow (or redoing one) changes the board's outline: show it whole again, as the
   * grow itself did, unless the designer zoomed in on a part. */
  if (memcmp (&before, &after, sizeof before) != 0)
    hw_board_view_keep_fitted (self->board_view);
}

static void
undo_step (HwDocument *document,
           gpointer    data)
{
  hw_document_undo (document);
}

static void
redo_step (HwDocument *document,
           gpointer    data)
{
  hw_document_redo (document);
}

static void
hw_window_undo (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       data)
{
  hw_window_step_history (HW_WINDOW (data), undo_step, NULL);
}

static void
hw_window_redo (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       data)
{
  hw_window_step_history (HW_WINDOW (data), redo_step, NULL);
}

static void
hw_window_apply_tool (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       data)
{
  HwWindow *self = data;
  g_autofree char *label = NULL;
  int q, r, side;

  g_variant_get (parameter, "(iii)", &q, &r, &side);
  if (hw_document_in_edit (self->document))
    return;
  hw_document_begin_edit (self->document);
  hw_window_tool_apply (self, hw_coord (q, r), side, GDK_BUTTON_PRIMARY);
  label = hw_window_tool_edit_label (self, 1, GDK_BUTTON_PRIMARY);
  hw_document_commit_edit (self->document, label);
}

static void
hw_window_set_chit (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  HwWindow *self = data;
  HwVariant *variant = hw_document_get_variant (self->document);
  g_autofree char *label = NULL;
  int q, r, number;

  g_variant_get (parameter, "(iii)", &q, &r, &number);
  if (variant == NULL || hw_document_in_edit (self->document))
    return;
  hw_document_begin_edit (self->document);
  hw_edit_set_chit (variant->board, hw_coord (q, r), number);
  label = number == 0 ? g_strdup (_("Remove number chit"))
                      : g_strdup_printf (_("Set number chit %d"), number);
  hw_document_commit_edit (self->document, label);
}

static void
hw_window_rotate_harbor (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       data)
{
  HwWindow *self = data;
  HwVariant *variant = hw_document_get_variant (self->document);
  HwCoord c;

  if (variant == NULL || hw_document_in_edit (self->document)
      || !hw_board_view_get_hover (self->board_view, &c))
    return;
  hw_document_begin_edit (self->document);
  hw_edit_rotate_harbor (variant->board, c);
  hw_document_commit_edit (self->document, _("Turn harbor"));
}

typedef enum
{
  HW_RESIZE_RING,
  HW_RESIZE_ROW,
  HW_RESIZE_COLUMN,
} HwResize;

static void
hw_window_resize_board (HwWindow *self,
                        HwResize  what,
                        gboolean  grow)
{
  HwVariant *variant = hw_document_get_variant (self->document);
  guint n = 0;

  if (variant == NULL || hw_document_in_edit (self->document))
    return;
  hw_document_begin_edit (self->document);
  switch (what)
    {
    case HW_RESIZE_RING:
      n = grow ? hw_edit_grow_ring (variant->board) : hw_edit_shrink_ring (variant->board);
      break;
    case HW_RESIZE_ROW:
      n = grow ? hw_edit_grow_row (variant->board) : hw_edit_shrink_row (variant->board);
      break;
    case HW_RESIZE_COLUMN:
    default:
      n = grow ? hw_edit_grow_column (variant->board) : hw_edit_shrink_column (variant->board);
      break;
    }
  hw_window_board_resized (self, n, grow);
}

static void
hw_window_grow_board (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       data)
{
  hw_window_resize_board (data, HW_RESIZE_RING, TRUE);
}

static void
hw_window_shrink_board (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       data)
{
  hw_window_resize_board (data, HW_RESIZE_RING, FALSE);
}

static void
hw_window_grow_row (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  hw_window_resize_board (data, HW_RESIZE_ROW, TRUE);
}

static void
hw_window_shrink_row (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       data)
{
  hw_window_resize_board (data, HW_RESIZE_ROW, FALSE);
}

static void
hw_window_grow_column (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       data)
{
  hw_window_resize_board (data, HW_RESIZE_COLUMN, TRUE);
}

static void
hw_window_shrink_column (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       data)
{
  hw_window_resize_board (data, HW_RESIZE_COLUMN, FALSE);
}

static void
hw_window_generate (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  HwWindow *self = data;
  HwGenerateDialog *dialog;

  if (hw_document_get_variant (self->document) == NULL || hw_document_in_edit (self->document))
    return;
  dialog = hw_generate_dialog_new (GTK_WINDOW (self), self->document);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
hw_window_export (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  HwWindow *self = data;
  HwExportDialog *dialog;

  if (hw_document_get_variant (self->document) == NULL)
    return;
  dialog = hw_export_dialog_new (GTK_WINDOW (self), self->document);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
hw_window_simulate (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  HwWindow *self = data;

  if (hw_document_get_variant (self->document) == NULL)
    return;
  gtk_window_present (GTK_WINDOW (hw_simulate_panel_new (GTK_WINDOW (self), self->document,
                                                         self->board_view)));
}

static void
hw_window_change_tool (GSimpleAction *action,
                       GVariant      *value,
                       gpointer       data)
{
  HwWindow *self = data;
  HwTool tool;

  if (hw_tool_parse (g_variant_get_string (value, NULL), &tool) == HW_TOOL_INVALID)
    return;
  g_free (self->tool);
  self->tool = g_variant_dup_string (value, NULL);
  g_simple_action_set_state (action, value);
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "last-tool", self->tool);
}

static void
hw_window_change_variant (GSimpleAction *action,
                          GVariant      *value,
                          gpointer       data)
{
  HwWindow *self = data;
  int index = g_variant_get_int32 (value);

  if (index < 0)
    return;
  hw_document_set_variant_index (self->document, index);
  g_simple_action_set_state (action, g_variant_new_int32 (hw_document_get_variant_index (self->document)));
}

static void
hw_window_step_variant (HwWindow *self,
                        int       step)
{
  HwScenario *scenario = hw_document_get_scenario (self->document);
  int n = scenario->variants->len;
  int index = hw_document_get_variant_index (self->document);

  if (n > 0)
    g_action_group_activate_action (G_ACTION_GROUP (self), "variant",
                                    g_variant_new_int32 (((index + step) % n + n) % n));
}

static void
hw_window_next_variant (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       data)
{
  hw_window_step_variant (data, 1);
}

static void
hw_window_previous_variant (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       data)
{
  hw_window_step_variant (data, -1);
}

static void
hw_window_zoom_in (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  HwWindow *self = data;
  hw_board_view_set_zoom (self->board_view, hw_board_view_get_zoom (self->board_view) * 1.25);
}

static void
hw_window_zoom_out (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  HwWindow *self = data;
  hw_board_view_set_zoom (self->board_view, hw_board_view_get_zoom (self->board_view) / 1.25);
}

static void
hw_window_zoom_fit (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  hw_board_view_zoom_fit (HW_WINDOW (data)->board_view);
}

static void
hw_window_toggle_side_panel (GSimpleAction *action,
                             GVariant      *value,
                             gpointer       data)
{
  HwWindow *self = data;

  gtk_widget_set_visible (self->side_panel, g_variant_get_boolean (value));
  g_simple_action_set_state (action, value);
}

static void
hw_window_toggle_pip_overlay (GSimpleAction *action,
                              GVariant      *value,
                              gpointer       data)
{
  HwWindow *self = data;

  hw_board_view_set_pip_overlay (self->board_view, g_variant_get_boolean (value));
  g_simple_action_set_state (action, value);
}

static void
hw_window_problem_selected (HwValidationPanel  *panel,
                            const HwDiagnostic *diagnostic,
                            HwWindow           *self)
{
  HwScenario *scenario = hw_document_get_scenario (self->document);
  g_autoptr(GArray) hexes = NULL;
  g_autofree char *code = g_strdup (diagnostic->code);
  g_autofree char *variant_id = g_strdup (diagnostic->variant);

  if (diagnostic->hexes != NULL)
    hexes = g_array_copy (diagnostic->hexes);

  /* Show the map the problem is on first; that refreshes the panel and frees the diagnostic,
   * which is why its hexes were copied. */
  for (guint i = 0; diagnostic->variant != NULL && i < scenario->variants->len; i++)
    {
      HwVariant *variant = g_ptr_array_index (scenario->variants, i);
      if (g_strcmp0 (variant->id, diagnostic->variant) == 0)
        {
          if (i != hw_document_get_variant_index (self->document))
            g_action_group_activate_action (G_ACTION_GROUP (self), "variant", g_variant_new_int32 (i));
          break;
        }
    }
  hw_window_clear_selected_problem (self);
  if (hexes != NULL && hexes->len > 0)
    {
      self->selected_code = g_steal_pointer (&code);
      self->selected_variant = g_steal_pointer (&variant_id);
      self->selected_hexes = g_array_ref (hexes);
    }
  hw_board_view_flash (self->board_view, hexes);
}

static void
hw_window_next_problem (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       data)
{
  HwWindow *self = data;
  guint errors, warnings;

  hw_validation_panel_get_counts (self->validation_panel, &errors, &warnings);
  if (errors + warnings > 0)
    hw_validation_panel_select (self->validation_panel, 0);
}

static void
hw_window_variant_selected (GtkDropDown *dropdown,
                            GParamSpec  *pspec,
                            HwWindow    *self)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (!self->updating_variants && selected != GTK_INVALID_LIST_POSITION)
    g_action_group_activate_action (G_ACTION_GROUP (self), "variant", g_variant_new_int32 (selected));
}

static void
hw_window_hover_changed (HwWindow *self)
{
  HwVariant *variant = hw_document_get_variant (self->document);
  g_autofree char *text = NULL;
  const HwHex *hex;
  HwCoord c;

  if (variant == NULL || !hw_board_view_get_hover (self->board_view, &c))
    {
      gtk_label_set_label (self->hover_label, "");
      return;
    }
  hex = hw_board_lookup (variant->board, c);
  if (hex == NULL)
    /* Translators: the status bar, over a place of the board without a hex. */
    text = g_strdup_printf (_("No hex at (%d, %d)"), c.q, c.r);
  else if (hex->chit != 0)
    /* Translators: the status bar: terrain, coordinates and number chit of the hex under the
     * pointer, e.g. "Forest (2, -1) · 6". */
    text = g_strdup_printf (_("%s (%d, %d) · %d"), hw_terrain_label (hex->terrain), c.q, c.r, hex->chit);
  else
    /* Translators: the status bar: terrain and coordinates of the hex under the pointer. */
    text = g_strdup_printf (_("%s (%d, %d)"), hw_terrain_label (hex->terrain), c.q, c.r);
  gtk_label_set_label (self->hover_label, text);
}

static void
hw_window_zoom_changed (HwWindow *self)
{
  g_autofree char *text = g_strdup_printf ("%.0f%%", hw_board_view_get_zoom (self->board_view) * 100);

  gtk_label_set_label (self->zoom_label, text);
}

/* ---- menus ---------------------------------------------------------------------------------- */

static void
hw_window_fill_templates_popup (GtkMenuButton *button,
                                gpointer       data)
{
  hw_window_fill_templates (data);
}

static void
hw_window_build_templates (HwWindow *self)
{
  const char *dir_path = hw_paths_scenario_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GMenu) shipped = g_menu_new ();
  g_autoptr(GMenu) blank = g_menu_new ();
  g_autoptr(GMenuItem) item = NULL;
  const char *name;

  item = g_menu_item_new (_("_Blank Board"), NULL);
  g_menu_item_set_action_and_target_value (item, "win.new-from-template", g_variant_new_string (""));
  g_menu_append_item (blank, item);
  g_menu_append_section (self->template_menu, NULL, G_MENU_MODEL (blank));

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (names, g_build_filename (dir_path, name, NULL));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);

  for (guint i = 0; i < names->len; i++)
    {
      const char *path = g_ptr_array_index (names, i);
      g_autoptr(HwScenario) scenario = hw_scenario_load_file (path, NULL);
      g_autoptr(GMenuItem) entry = NULL;

      if (scenario == NULL)
        continue;
      entry = g_menu_item_new (hw_scenario_get_name (scenario), NULL);
      g_menu_item_set_action_and_target_value (entry, "win.new-from-template",
                                               g_variant_new_string (path));
      g_menu_append_item (shipped, entry);
    }
  g_menu_append_section (self->template_menu, _("From a Shipped Scenario"), G_MENU_MODEL (shipped));
}

static void
hw_window_fill_templates (HwWindow *self)
{
  /* Reading every shipped scenario for its name waits until the menu is first opened, so
   * that it does not slow down start-up. */
  if (!self->templates_filled)
    {
      self->templates_filled = TRUE;
      hw_window_build_templates (self);
    }
}

static void
hw_window_fill_recent (HwWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  const char *app_name = g_get_application_name ();
  guint count = 0;

  g_menu_remove_all (self->recent_menu);
  for (GList *l = items; l != NULL && count < 8; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      g_autofree char *path = g_filename_from_uri (uri, NULL, NULL);
      g_autoptr(GMenuItem) item = NULL;

      if (path == NULL || !(g_str_has_suffix (path, ".xml") || hw_pioneers_path_is_game (path))
          || !gtk_recent_info_exists (info)
          || (app_name != NULL && !gtk_recent_info_has_application (info, app_name)))
        continue;
      item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target_value (item, "win.open-file", g_variant_new_string (path));
      g_menu_append_item (self->recent_menu, item);
      count++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

/* ---- drag and drop, autosave ------------------------------------------------------------- */

static gboolean
hw_window_drop (GtkDropTarget *target,
                const GValue  *value,
                double         x,
                double         y,
                HwWindow      *self)
{
  GSList *files = g_value_get_boxed (value);
  gboolean any = FALSE;

  for (GSList *l = files; l != NULL; l = l->next)
    {
      g_autofree char *path = g_file_get_path (l->data);
      if (path != NULL)
        any |= hw_window_open_file (self, path);
    }
  return any;
}

void
hw_window_autosave_now (HwWindow *self)
{
  /* Unmodified, or edited back to the very bytes of its file: nothing to recover, and a
   * copy written earlier would only bring back what is gone. */
  if (!hw_document_get_modified (self->document) || hw_autosave_matches_file (self->document))
    {
      hw_window_stop_autosave (self);
      return;
    }
  hw_window_write_autosave (self, FALSE);
}

static gboolean
hw_window_autosave (gpointer data)
{
  hw_window_autosave_now (data);
  return G_SOURCE_CONTINUE;
}

/* ---- class ---------------------------------------------------------------------------------- */

static const GActionEntry win_entries[] = {
  { "new", hw_window_new_action },
  { "new-from-template", hw_window_new_from_template, "s" },
  { "open", hw_window_open },
  { "open-file", hw_window_open_file_action, "s" },
  { "save", hw_window_save },
  { "save-as", hw_window_save_as },
  { "close", hw_window_close_action },
  { "undo", hw_window_undo },
  { "redo", hw_window_redo },
  { "tool", NULL, "s", "'paint:forest'", hw_window_change_tool },
  { "apply-tool", hw_window_apply_tool, "(iii)" },
  { "set-chit", hw_window_set_chit, "(iii)" },
  { "rotate-harbor", hw_window_rotate_harbor },
  { "generate", hw_window_generate },
  { "export", hw_window_export },
  { "simulate", hw_window_simulate },
  { "grow-board", hw_window_grow_board },
  { "shrink-board", hw_window_shrink_board },
  { "grow-row", hw_window_grow_row },
  { "shrink-row", hw_window_shrink_row },
  { "grow-column", hw_window_grow_column },
  { "shrink-column", hw_window_shrink_column },
  { "variant", NULL, "i", "0", hw_window_change_variant },
  { "next-variant", hw_window_next_variant },
  { "previous-variant", hw_window_previous_variant },
  { "zoom-in", hw_window_zoom_in },
  { "zoom-out", hw_window_zoom_out },
  { "zoom-fit", hw_window_zoom_fit },
  { "side-panel", NULL, NULL, "true", hw_window_toggle_side_panel },
  { "pip-overlay", NULL, NULL, "false", hw_window_toggle_pip_overlay },
  { "next-problem", hw_window_next_problem },
};

static void
hw_window_bind_tool (GtkWidgetClass *widget_class,
                     guint           key,
                     const char     *tool)
{
  gtk_widget_class_add_binding_action (widget_class, key, 0, "win.tool", "s", tool);
}

static void
hw_window_dispose (GObject *object)
{
  HwWindow *self = HW_WINDOW (object);

  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_signal_handlers_disconnect_by_data (gtk_recent_manager_get_default (), self);
  gtk_widget_dispose_template (GTK_WIDGET (self), HW_TYPE_WINDOW);
  g_clear_object (&self->document);
  g_clear_object (&self->settings);
  g_clear_object (&self->recent_menu);
  g_clear_object (&self->template_menu);
  g_clear_object (&self->history_menu);
  g_clear_pointer (&self->tool, g_free);
  g_clear_pointer (&self->autosave_path, g_free);
  g_clear_pointer (&self->selected_code, g_free);
  g_clear_pointer (&self->selected_variant, g_free);
  g_clear_pointer (&self->selected_hexes, g_array_unref);
  G_OBJECT_CLASS (hw_window_parent_class)->dispose (object);
}

static void
hw_window_class_init (HwWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = hw_window_dispose;
  window_class->close_request = hw_window_close_request;

  g_type_ensure (HW_TYPE_BOARD_VIEW);
  g_type_ensure (HW_TYPE_INSPECTOR);
  g_type_ensure (HW_TYPE_TOOL_PALETTE);
  g_type_ensure (HW_TYPE_VALIDATION_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hexwright/Hexwright/HwWindow.ui");
  gtk_widget_class_bind_template_child (widget_class, HwWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, new_button);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, open_menu_button);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, variant_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, variant_model);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, inspector);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, validation_panel);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, zoom_label);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, hover_label);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, HwWindow, history_button);
  gtk_widget_class_bind_template_callback (widget_class, hw_window_variant_selected);

  /* Files and history. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "win.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.show-history", NULL);

  /* View. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.side-panel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F8, 0, "win.next-problem", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, GDK_CONTROL_MASK, "win.pip-overlay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK,
                                       "win.next-variant", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK,
                                       "win.previous-variant", NULL);

  /* Board. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_bracketright, GDK_CONTROL_MASK,
                                       "win.grow-board", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_bracketleft, GDK_CONTROL_MASK,
                                       "win.shrink-board", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_CONTROL_MASK | GDK_ALT_MASK,
                                       "win.grow-row", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK | GDK_ALT_MASK,
                                       "win.shrink-row", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_CONTROL_MASK | GDK_ALT_MASK,
                                       "win.grow-column", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_CONTROL_MASK | GDK_ALT_MASK,
                                       "win.shrink-column", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "win.rotate-harbor", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK, "win.generate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.simulate", NULL);

  /* Tools: one letter each (digits are taken by typing chit numbers over a hex). */
  hw_window_bind_tool (widget_class, GDK_KEY_w, "paint:sea");
  hw_window_bind_tool (widget_class, GDK_KEY_d, "paint:desert");
  hw_window_bind_tool (widget_class, GDK_KEY_f, "paint:fields");
  hw_window_bind_tool (widget_class, GDK_KEY_h, "paint:hills");
  hw_window_bind_tool (widget_class, GDK_KEY_m, "paint:mountains");
  hw_window_bind_tool (widget_class, GDK_KEY_t, "paint:forest");
  hw_window_bind_tool (widget_class, GDK_KEY_p, "paint:pasture");
  hw_window_bind_tool (widget_class, GDK_KEY_g, "paint:gold");
  hw_window_bind_tool (widget_class, GDK_KEY_v, "paint:volcano");
  hw_window_bind_tool (widget_class, GDK_KEY_j, "paint:jungle");
  hw_window_bind_tool (widget_class, GDK_KEY_c, "paint:castle");
  hw_window_bind_tool (widget_class, GDK_KEY_n, "chit:6");
  hw_window_bind_tool (widget_class, GDK_KEY_b, "harbor:generic");
  hw_window_bind_tool (widget_class, GDK_KEY_o, "pawn:robber");
  hw_window_bind_tool (widget_class, GDK_KEY_a, "pawn:raider");
  hw_window_bind_tool (widget_class, GDK_KEY_u, "pawn:barbarian");
  hw_window_bind_tool (widget_class, GDK_KEY_i, "pawn:robin");
  hw_window_bind_tool (widget_class, GDK_KEY_e, "erase");
}

static void
hw_window_init (HwWindow *self)
{
  g_autoptr(HwScenario) blank = NULL;
  g_autoptr(HwDocument) document = NULL;
  GtkDropTarget *drop;
  GAction *tool;

  gtk_widget_init_template (GTK_WIDGET (self));

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_entries, G_N_ELEMENTS (win_entries), self);
  self->tool = g_strdup ("paint:forest");
  self->settings = hw_application_new_settings ();
  if (self->settings != NULL)
    {
      g_autofree char *last = g_settings_get_string (self->settings, "last-tool");
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      tool = g_action_map_lookup_action (G_ACTION_MAP (self), "tool");
      g_action_change_state (tool, g_variant_new_string (last));
    }

  self->template_menu = g_object_ref (G_MENU (gtk_menu_button_get_menu_model (self->new_button)));
  gtk_menu_button_set_create_popup_func (self->new_button, hw_window_fill_templates_popup, self, NULL);
  self->recent_menu = g_menu_new ();
  {
    GMenuModel *main_menu = gtk_menu_button_get_menu_model (self->open_menu_button);
    g_autoptr(GMenu) section = g_menu_new ();
    g_menu_append_submenu (section, _("Open _Recent"), G_MENU_MODEL (self->recent_menu));
    g_menu_prepend_section (G_MENU (main_menu), NULL, G_MENU_MODEL (section));
  }
  hw_window_fill_recent (self);
  g_signal_connect_swapped (gtk_recent_manager_get_default (), "changed",
                            G_CALLBACK (hw_window_fill_recent), self);

  hw_window_tools_init (self);
  hw_window_history_init (self);
  g_signal_connect (self->validation_panel, "problem-selected",
                    G_CALLBACK (hw_window_problem_selected), self);
  g_signal_connect_swapped (self->board_view, "notify::zoom", G_CALLBACK (hw_window_zoom_changed), self);
  g_signal_connect_swapped (self->board_view, "hover-changed", G_CALLBACK (hw_window_hover_changed), self);
  hw_window_zoom_changed (self);

  drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (hw_window_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  blank = hw_window_blank_scenario ();
  document = hw_document_new (blank);
  hw_window_set_document (self, document);
  hw_window_board_init (self);

  self->autosave_source = g_timeout_add_seconds (HW_AUTOSAVE_SECONDS, hw_window_autosave, self);
}

HwWindow *
hw_window_new (GtkApplication *application)
{
  return g_object_new (HW_TYPE_WINDOW, "application", application, NULL);
}
