/* hw-window-open.c: opening the files named on the command line (or dropped on the app):
 * one window per file that opens, one dialog for all that do not. */
#include "config.h"

#include <glib/gi18n.h>

#include "hw-window.h"

/* Returns the application's window that shows nothing yet, or NULL. */
static HwWindow *
hw_window_open_blank (GtkApplication *application)
{
  GtkWindow *window = application ? gtk_application_get_active_window (application) : NULL;

  return HW_IS_WINDOW (window) && hw_window_is_pristine (HW_WINDOW (window)) ? HW_WINDOW (window) : NULL;
}

static void
hw_window_open_report (GtkApplication *application,
                       GtkWindow      *parent,
                       GPtrArray      *failures)
{
  g_autoptr(GString) details = g_string_new (NULL);
  GtkWidget *dialog;

  for (guint i = 0; i < failures->len; i++)
    g_string_append_printf (details, "%s%s", i ? "\n\n" : "", (char *) g_ptr_array_index (failures, i));
  dialog = gtk_message_dialog_new (parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE,
                                   ngettext ("Could not open %u file", "Could not open %u files",
                                             failures->len),
                                   failures->len);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", details->str);
  /* With no window behind it, the dialog keeps the application running until it is read. */
  if (parent == NULL && application != NULL)
    gtk_window_set_application (GTK_WINDOW (dialog), application);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

guint
hw_window_open_paths (GtkApplication     *application,
                      const char * const *paths)
{
  g_autoptr(GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);
  HwWindow *last = NULL;
  guint opened = 0;

  for (guint i = 0; paths != NULL && paths[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HwDocument) document = hw_document_new_from_file (paths[i], &error);
      HwWindow *window;

      if (document == NULL)
        {
          g_autofree char *name = g_filename_display_basename (paths[i]);
          /* Translators: one failed file in the list: its name, then the loader's message. */
          g_ptr_array_add (failures, g_strdup_printf (_("“%s”: %s"), name, error->message));
          continue;
        }
      window = hw_window_open_blank (application);
      if (window == NULL)
        window = hw_window_new (application);
      hw_window_set_document (window, document);
      gtk_window_present (GTK_WINDOW (window));
      last = window;
      opened++;
    }
  if (failures->len > 0)
    {
      GtkWindow *parent = last != NULL ? GTK_WINDOW (last)
                          : application != NULL ? gtk_application_get_active_window (application) : NULL;
      hw_window_open_report (application, parent, failures);
    }
  return opened;
}
