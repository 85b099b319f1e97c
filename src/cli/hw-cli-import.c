/* hw-cli-import.c: "hexwright-cli import": reads a Pioneers `.game` map as a scenario. */
#include "config.h"

#include "hw-cli.h"

#include <glib/gi18n.h>

#include "hw-pioneers.h"
#include "hw-scenario-io.h"

int
hw_cli_import (int argc, char **argv)
{
  g_autofree char *output = NULL;
  g_autoptr(HwScenario) scenario = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  int status;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the scenario to OUT (default: standard output)"), N_("OUT") },
    { NULL }
  };

  if (!hw_cli_parse_options ("import", _("MAP.game"),
                             _("Reads a Pioneers map and writes it as a hexwright scenario. What has no hexwright equivalent is named on standard error."),
                             entries, &argc, &argv, &status))
    return status;
  if (argc != 2)
    {
      hw_cli_printerr (_("import: give exactly one Pioneers map"));
      return HW_CLI_USAGE;
    }

  scenario = hw_pioneers_load_file (argv[1], &warnings, &error);
  if (scenario == NULL)
    {
      hw_cli_printerr ("%s", error->message);
      return HW_CLI_USAGE;
    }
  for (guint i = 0; i < warnings->len; i++)
    hw_cli_printerr (_("warning: %s"), (const char *) g_ptr_array_index (warnings, i));

  if (output == NULL || g_strcmp0 (output, "-") == 0)
    {
      g_autofree char *data = hw_scenario_to_data (scenario, NULL);

      g_print ("%s", data);
      return HW_CLI_OK;
    }
  if (!hw_scenario_save_file (scenario, output, &error))
    {
      hw_cli_printerr ("import: %s", error->message);
      return HW_CLI_USAGE;
    }
  return HW_CLI_OK;
}
