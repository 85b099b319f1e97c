/* hw-cli-validate.c: "hexwright-cli validate": checks scenario files, reports every problem. */
#include "config.h"

#include "hw-cli.h"
#include "hw-pioneers.h"
#include "hw-scenario-io.h"
#include "hw-validate.h"

#include <glib/gi18n.h>

static void
add_diagnostic_json (JsonBuilder        *builder,
                     const HwDiagnostic *d)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "severity");
  json_builder_add_string_value (builder, hw_severity_to_string (d->severity));
  json_builder_set_member_name (builder, "code");
  json_builder_add_string_value (builder, d->code);
  json_builder_set_member_name (builder, "message");
  json_builder_add_string_value (builder, d->message);
  json_builder_set_member_name (builder, "variant");
  if (d->variant != NULL)
    json_builder_add_string_value (builder, d->variant);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "line");
  json_builder_add_int_value (builder, d->line);
  json_builder_set_member_name (builder, "hexes");
  json_builder_begin_array (builder);
  for (guint h = 0; d->hexes != NULL && h < d->hexes->len; h++)
    {
      HwCoord c = g_array_index (d->hexes, HwCoord, h);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "q");
      json_builder_add_int_value (builder, c.q);
      json_builder_set_member_name (builder, "r");
      json_builder_add_int_value (builder, c.r);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "harbor");
  if (d->harbor >= 0)
    json_builder_add_int_value (builder, d->harbor);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "table_row");
  if (d->table_row != NULL)
    json_builder_add_string_value (builder, d->table_row);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
}

int
hw_cli_validate (int    argc,
                 char **argv)
{
  int players = 0;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players,
      N_("Check only the variant for N players"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the diagnostics as JSON"), NULL },
    { NULL }
  };
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  int status;
  gboolean unreadable = FALSE;
  gboolean errors_found = FALSE;

  if (!hw_cli_parse_options ("validate", N_("FILE…"),
                             _("Checks each scenario file's tables, board and structure and "
                               "prints every problem as FILE:LINE: severity[code]: message.\n"
                               "Exit status: 0 no errors, 1 errors found, 2 unreadable file "
                               "or bad usage."),
                             entries, &argc, &argv, &status))
    return status;
  if (argc < 2)
    {
      hw_cli_printerr (_("validate: no file given"));
      return HW_CLI_USAGE;
    }
  if (players < 0 || players > 99)
    {
      hw_cli_printerr (_("validate: --players must be between 1 and 99"));
      return HW_CLI_USAGE;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "files");
  json_builder_begin_array (builder);
  for (int i = 1; i < argc; i++)
    {
      const char *path = argv[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) import_warnings = NULL;
      /* A Pioneers map is validated as it imports, as every other command reads it; what
       * the import keeps only approximately is said on stderr first. */
      g_autoptr(HwScenario) scenario = hw_pioneers_load_any (path, &import_warnings, &error);
      g_autoptr(GPtrArray) diagnostics = NULL;
      guint errors = 0, warnings = 0;

      for (guint w = 0; import_warnings != NULL && w < import_warnings->len; w++)
        hw_cli_printerr (_("warning: %s"), (const char *) g_ptr_array_index (import_warnings, w));
      if (scenario != NULL && players > 0 && hw_scenario_find_variant (scenario, players) == NULL)
        {
          g_set_error (&error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_VALUE,
                       _("%s: no variant for %d players"), path, players);
          g_clear_pointer (&scenario, hw_scenario_free);
        }
      if (scenario == NULL)
        {
          /* One line on stderr; JSON readers find the same reason in the file's entry. */
          hw_cli_printerr ("%s", error->message);
          unreadable = TRUE;
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "file");
          json_builder_add_string_value (builder, path);
          json_builder_set_member_name (builder, "error");
          json_builder_add_string_value (builder, error->message);
          json_builder_end_object (builder);
          continue;
        }
      diagnostics = hw_validate_scenario (scenario, players);
      hw_diagnostics_count (diagnostics, &errors, &warnings);
      if (errors > 0)
        errors_found = TRUE;

      if (!json)
        {
          hw_cli_print_diagnostics (path, diagnostics, FALSE, FALSE);
          continue;
        }
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "file");
      json_builder_add_string_value (builder, path);
      json_builder_set_member_name (builder, "errors");
      json_builder_add_int_value (builder, errors);
      json_builder_set_member_name (builder, "warnings");
      json_builder_add_int_value (builder, warnings);
      json_builder_set_member_name (builder, "diagnostics");
      json_builder_begin_array (builder);
      for (guint d = 0; d < diagnostics->len; d++)
        add_diagnostic_json (builder, g_ptr_array_index (diagnostics, d));
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  if (json)
    {
      root = json_builder_get_root (builder);
      hw_cli_print_json (root);
    }

  if (unreadable)
    return HW_CLI_USAGE;
  return errors_found ? HW_CLI_ERRORS : HW_CLI_OK;
}
