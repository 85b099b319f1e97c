/* hw-cli-merge.c: "hexwright-cli merge": adds up the JSON results of the shards of a batch.
 * The merged document is exactly what one run of the whole batch prints. */
#include "config.h"

#include "hw-cli.h"
#include "hw-sim-stats.h"

#include <glib/gi18n.h>
#include <stdio.h>

int
hw_cli_merge (int    argc,
              char **argv)
{
  int status;
  g_autoptr(HwSimStats) merged = NULL;
  g_autofree char *text = NULL;

  if (!hw_cli_parse_options ("merge", N_("RESULT.json…"),
                             N_("Merges the JSON results of “simulate --shard K/N --json” into the result "
                                "of the whole batch, printed as JSON. Refuses results of different "
                                "scenarios, seeds, bots or settings, and games counted twice."),
                             NULL, &argc, &argv, &status))
    return status;
  if (argc < 2)
    {
      hw_cli_printerr (_("merge: give at least one simulation result"));
      return HW_CLI_USAGE;
    }

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HwSimStats) part = hw_sim_stats_load_file (argv[i], &error);

      if (part == NULL)
        {
          hw_cli_printerr ("%s", error->message);
          return HW_CLI_USAGE;
        }
      if (merged == NULL)
        merged = g_steal_pointer (&part);
      else if (!hw_sim_stats_merge (merged, part, &error))
        {
          hw_cli_printerr ("%s: %s", argv[i], error->message);
          return HW_CLI_USAGE;
        }
    }

  text = hw_sim_stats_to_json_data (merged, NULL);
  fputs (text, stdout);
  if (!hw_sim_stats_complete (merged))
    {
      /* The count is formatted apart so that translators see the whole message. */
      g_autofree char *games = g_strdup_printf ("%" G_GUINT64_FORMAT, hw_sim_stats_games (merged));
      hw_cli_printerr (_("merge: note: the results cover %s games, not the whole batch"), games);
    }
  return HW_CLI_OK;
}
