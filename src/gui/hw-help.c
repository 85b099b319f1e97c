/* hw-help.c: opening the user guide.
 *
 * The guide is GNOME help (Mallard pages, ui/help/C/), installed where yelp finds
 * help:hexwright. Run from the build tree nothing is installed, so yelp is started on the
 * source tree's pages instead. Without yelp nothing would open and nothing would say why:
 * a dialog then says where the pages are and what to install.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hw-help.h"
#include "hw-paths.h"

char *
hw_help_missing_text (void)
{
  /* Translators: %s is a folder. "yelp" is the name of the program and of its package. */
  return g_strdup_printf (_("Reading the guide needs the GNOME help viewer, Yelp, which is not installed. "
                            "Install the package “yelp” (on Debian: sudo apt-get install yelp) and press F1 again. "
                            "The guide’s pages are in %s."),
                          hw_paths_help_dir ());
}

static void
hw_help_message (GtkWindow  *parent,
                 const char *primary,
                 const char *secondary)
{
  GtkWidget *dialog = gtk_message_dialog_new (parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_INFO, GTK_BUTTONS_CLOSE, "%s", primary);

  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
hw_help_failed (GtkWindow    *parent,
                const GError *error)
{
  /* Translators: the first %s is why (an error message), the second a folder. */
  g_autofree char *text = g_strdup_printf (_("%s. The guide’s pages are in %s."),
                                           error->message, hw_paths_help_dir ());

  hw_help_message (parent, _("The user guide could not be opened"), text);
}

static void
hw_help_shown (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(GtkWindow) parent = data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    hw_help_failed (parent, error);
}

void
hw_help_show (GtkWindow *parent)
{
  g_autofree char *yelp = g_find_program_in_path ("yelp");

  if (yelp == NULL)
    {
      g_autofree char *text = hw_help_missing_text ();

      hw_help_message (parent, _("The user guide needs Yelp"), text);
      return;
    }
  if (hw_paths_is_uninstalled ())
    {
      /* help:hexwright names an installed guide; yelp also reads a folder of pages. */
      g_autoptr(GError) error = NULL;
      g_autoptr(GSubprocess) process = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, yelp,
                                                         hw_paths_help_dir (), NULL);
      if (process == NULL)
        hw_help_failed (parent, error);
      return;
    }
  if (parent == NULL)
    {
      /* gtk_show_uri_full() needs a window to finish on. */
      gtk_show_uri (NULL, "help:hexwright", GDK_CURRENT_TIME);
      return;
    }
  gtk_show_uri_full (parent, "help:hexwright", GDK_CURRENT_TIME, NULL, hw_help_shown,
                     g_object_ref (parent));
}
