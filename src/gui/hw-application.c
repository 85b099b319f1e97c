/* hw-application.c: the editor application. */
#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "hw-application.h"
#include "hw-autosave.h"
#include "hw-help.h"
#include "hw-paths.h"
#include "hw-window.h"

struct _HwApplication
{
  GtkApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (HwApplication, hw_application, GTK_TYPE_APPLICATION)

void
hw_application_init_i18n (void)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, hw_paths_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

GSettings *
hw_application_new_settings (void)
{
  const char *dir = hw_paths_schema_dir ();
  g_autoptr(GSettingsSchemaSource) source = NULL;
  g_autoptr(GSettingsSchema) schema = NULL;
  GSettingsSchemaSource *system = g_settings_schema_source_get_default ();

  /* Uninstalled runs read the schema compiled into the build tree. */
  if (dir != NULL)
    source = g_settings_schema_source_new_from_directory (dir, system, FALSE, NULL);
  if (source == NULL && system != NULL)
    source = g_settings_schema_source_ref (system);
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      g_warning ("The settings schema %s is not installed; preferences will not be kept", APP_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

void
hw_application_load_style (void)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, "/io/github/hexwright/Hexwright/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static HwWindow *
hw_application_reusable_window (HwApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (HW_IS_WINDOW (window) && hw_window_is_pristine (HW_WINDOW (window)))
    return HW_WINDOW (window);
  return hw_window_new (GTK_APPLICATION (self));
}

static void
hw_application_recover_response (GtkDialog *dialog,
                                 int        response,
                                 gpointer   data)
{
  HwApplication *self = data;
  g_auto(GStrv) autosaves = g_object_steal_data (G_OBJECT (dialog), "hw-autosaves");

  gtk_window_destroy (GTK_WINDOW (dialog));
  for (guint i = 0; autosaves != NULL && autosaves[i] != NULL; i++)
    {
      if (response == GTK_RESPONSE_ACCEPT)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(HwDocument) document = hw_autosave_recover (autosaves[i], &error);
          HwWindow *window;

          if (document == NULL)
            {
              g_warning ("%s", error->message);
              continue;
            }
          window = hw_application_reusable_window (self);
          hw_window_set_document (window, document);
          gtk_window_present (GTK_WINDOW (window));
        }
      else
        hw_autosave_remove (autosaves[i]);
    }
}

static void
hw_application_offer_recovery (HwApplication *self,
                               GtkWindow     *parent)
{
  g_auto(GStrv) autosaves = hw_autosave_list ();
  guint n = g_strv_length (autosaves);
  GtkWidget *dialog;

  if (n == 0)
    return;
  dialog = gtk_message_dialog_new (parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   ngettext ("Recover an unsaved scenario?",
                                             "Recover %u unsaved scenarios?", n), n);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            _("Hexwright was not closed properly. The last automatic copies of your unsaved work can be opened now."));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), _("_Discard"), GTK_RESPONSE_REJECT,
                          _("_Recover"), GTK_RESPONSE_ACCEPT, NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  g_object_set_data_full (G_OBJECT (dialog), "hw-autosaves", g_steal_pointer (&autosaves),
                          (GDestroyNotify) g_strfreev);
  g_signal_connect (dialog, "response", G_CALLBACK (hw_application_recover_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
hw_application_activate (GApplication *application)
{
  HwApplication *self = HW_APPLICATION (application);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  gboolean first = window == NULL;

  if (window == NULL)
    window = GTK_WINDOW (hw_window_new (GTK_APPLICATION (self)));
  gtk_window_present (window);
  if (first)
    hw_application_offer_recovery (self, window);
}

static void
hw_application_open (GApplication  *application,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);

  for (int i = 0; i < n_files; i++)
    {
      char *path = g_file_get_path (files[i]);
      if (path != NULL)
        g_ptr_array_add (paths, path);
    }
  g_ptr_array_add (paths, NULL);
  /* One window per file that opens; one dialog for all that do not, and no blank window
   * left behind it. */
  hw_window_open_paths (GTK_APPLICATION (application), (const char * const *) paths->pdata);
}

static void
hw_application_about (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       data)
{
  static const char *authors[] = { "The Hexwright developers", NULL };
  GtkApplication *app = data;

  gtk_show_about_dialog (gtk_application_get_active_window (app),
                         "program-name", _("Hexwright"),
                         "logo-icon-name", APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Lay out, check and print scenario boards for hex-tile board games"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "authors", authors,
                         /* Translators: your names, one per line. */
                         "translator-credits", _("translator-credits"),
                         "website", "https://github.com/hexwright/hexwright",
                         NULL);
}

static void
hw_application_help (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       data)
{
  hw_help_show (gtk_application_get_active_window (GTK_APPLICATION (data)));
}

static void
hw_application_quit (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       data)
{
  GtkApplication *app = data;
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (app));

  /* Each window asks about its own unsaved changes. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
}

static const GActionEntry app_entries[] = {
  { "about", hw_application_about },
  { "help", hw_application_help },
  { "quit", hw_application_quit },
};

static void
hw_application_startup (GApplication *application)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *help_accels[] = { "F1", NULL };

  G_APPLICATION_CLASS (hw_application_parent_class)->startup (application);

  g_set_application_name (_("Hexwright"));
  gtk_window_set_default_icon_name (APP_ID);
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/github/hexwright/Hexwright/icons");
  hw_application_load_style ();

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_entries,
                                   G_N_ELEMENTS (app_entries), application);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.help", help_accels);
}

static void
hw_application_class_init (HwApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = hw_application_startup;
  app_class->activate = hw_application_activate;
  app_class->open = hw_application_open;
}

static void
hw_application_init (HwApplication *self)
{
}

HwApplication *
hw_application_new (void)
{
  return g_object_new (HW_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/hexwright/Hexwright",
                       NULL);
}
