/* hw-cli.c: what the commands of hexwright-cli share: messages, options, loading, JSON. */
#include "config.h"

#include "hw-cli.h"
#include "hw-pioneers.h"
#include "hw-scenario-io.h"

#include <glib/gi18n.h>
#include <stdio.h>

void
hw_cli_printerr (const char *format,
                 ...)
{
  va_list ap;
  g_autofree char *message = NULL;

  va_start (ap, format);
  message = g_strdup_vprintf (format, ap);
  va_end (ap);
  /* One line only: a multi-line reason (a GError from a nested parser) is folded. */
  g_strdelimit (message, "\n", ' ');
  g_printerr ("hexwright-cli: %s\n", message);
}

gboolean
hw_cli_parse_options (const char         *command,
                      const char         *parameter_string,
                      const char         *summary,
                      const GOptionEntry *entries,
                      int                *argc,
                      char             ***argv,
                      int                *status)
{
  gboolean help = FALSE;
  gboolean version = FALSE;
  const GOptionEntry common[] = {
    { "help", 'h', 0, G_OPTION_ARG_NONE, &help, N_("Show this help"), NULL },
    { "version", 0, 0, G_OPTION_ARG_NONE, &version, N_("Show the version"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *prgname = g_strdup_printf ("hexwright-cli %s", command);

  g_return_val_if_fail (status != NULL, FALSE);

  /* The usage line reads "hexwright-cli validate [OPTION…] FILE…". */
  g_set_prgname (prgname);
  context = g_option_context_new (parameter_string);
  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_set_summary (context, summary);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, common, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      hw_cli_printerr ("%s: %s", command, error->message);
      *status = HW_CLI_USAGE;
      return FALSE;
    }
  if (help)
    {
      g_autofree char *text = g_option_context_get_help (context, TRUE, NULL);
      g_print ("%s", text);
      *status = HW_CLI_OK;
      return FALSE;
    }
  if (version)
    {
      g_print ("hexwright-cli %s %s\n", command, PACKAGE_VERSION);
      *status = HW_CLI_OK;
      return FALSE;
    }
  *status = HW_CLI_OK;
  return TRUE;
}

HwScenario *
hw_cli_load_scenario (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  HwScenario *scenario = hw_pioneers_load_any (path, &warnings, &error);

  /* The loader's messages already read "PATH:LINE: what is wrong". */
  if (scenario == NULL)
    hw_cli_printerr ("%s", error->message);
  for (guint i = 0; warnings != NULL && i < warnings->len; i++)
    hw_cli_printerr (_("warning: %s"), (const char *) g_ptr_array_index (warnings, i));
  return scenario;
}

HwScenario *
hw_cli_load_variant (const char       *path,
                     int              *players,
                     const HwVariant **variant)
{
  g_autoptr(HwScenario) scenario = hw_cli_load_scenario (path);
  const HwVariant *v;

  if (scenario == NULL)
    return NULL;
  if (*players == 0)
    *players = CLAMP (4, MAX (scenario->min_players, 1), MAX (scenario->max_players, 1));
  v = hw_scenario_find_variant (scenario, *players);
  if (v == NULL || v->min_players > *players || v->max_players < *players)
    {
      hw_cli_printerr (_("%s: no variant for %d players"), path, *players);
      return NULL;
    }
  *variant = v;
  return g_steal_pointer (&scenario);
}

void
hw_cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}
