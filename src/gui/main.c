/* main.c: starts the editor. */
#include "config.h"

#include "hw-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(HwApplication) app = NULL;

  hw_application_init_i18n ();
  app = hw_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
