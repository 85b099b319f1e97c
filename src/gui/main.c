/* main.c: starts the editor. */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "hw-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(HwApplication) app = NULL;

  hw_application_init_i18n ();
  /* Without a display GTK would stop with its own warning; say what to do instead. */
  if (!gtk_init_check ())
    {
      g_printerr ("%s\n", _("hexwright: the editor needs a display; start it on a desktop or under "
                            "xvfb-run, or use hexwright-cli (hexwright-cli info FILE shows a scenario)"));
      return 2;
    }
  app = hw_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
