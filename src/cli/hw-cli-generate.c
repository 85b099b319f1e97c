/* hw-cli-generate.c: "hexwright-cli generate": deals a scenario's shuffled hexes, chits and
 * harbors from a seed and writes the whole scenario with its board filled in. */
#include "config.h"

#include "hw-cli.h"
#include "hw-fair-search.h"
#include "hw-generate.h"
#include "hw-modules.h"
#include "hw-scenario-io.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Applies "--set generator-x=value" to the scenario's base module, so the file written
 * records the constraints that made its board. */
static gboolean
apply_settings (HwScenario  *scenario,
                char       **settings)
{
  const HwModuleInfo *info = hw_modules_lookup ("base");

  for (guint i = 0; settings != NULL && settings[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (settings[i], "=", 2);
      const HwParamInfo *param;
      g_autofree char *why = NULL;
      HwModule *module;

      if (g_strv_length (kv) != 2 || !g_str_has_prefix (kv[0], "generator-") ||
          (param = hw_module_info_param (info, kv[0])) == NULL)
        {
          hw_cli_printerr (_("generate: --set takes generator-NAME=VALUE, not “%s”"), settings[i]);
          return FALSE;
        }
      if (!hw_param_info_check (param, kv[1], &why))
        {
          hw_cli_printerr ("generate: %s: %s", kv[0], why);
          return FALSE;
        }
      module = hw_scenario_find_module (scenario, "base");
      if (module == NULL)
        {
          module = hw_module_new ("base");
          g_ptr_array_insert (scenario->modules, 0, module);
        }
      hw_module_set_param (module, kv[0], kv[1]);
    }
  return TRUE;
}

static void
show_fair_progress (double      fraction,
                    const char *stage,
                    gpointer    user_data)
{
  g_printerr ("\r%3d%%  %s\033[K", (int) (100.0 * fraction), stage);
}

/* One line per seat of what the search measured, on stderr. */
static void
print_fair_record (const HwVariant *variant)
{
  const HwFairRecord *fair = variant->fair;
  g_autofree char *games = g_strdup_printf ("%" G_GUINT64_FORMAT, fair->games);

  hw_cli_printerr (_("generate: %s: the fairest of %u boards (%u raced by simulation); seat win rates "
                     "over %s confirming games with %s:"),
                   variant->id, fair->candidates, fair->raced, games, fair->bots);
  for (guint s = 0; s < fair->n_seats; s++)
    {
      double rate, lo, hi;

      hw_fair_record_rate (fair, s, &rate, &lo, &hi);
      g_printerr (_("  seat %u: %.1f%% (95%% interval %.1f–%.1f%%)\n"), s + 1, 100.0 * rate, 100.0 * lo, 100.0 * hi);
    }
  g_printerr (_("  gap between the best and the worst seat: %.1f points (static prediction %.1f)\n"),
              hw_fair_record_gap (fair), fair->predicted_gap);
}

int
hw_cli_generate (int    argc,
                 char **argv)
{
  int players = 0;
  int best_of = 1, fair = 0, threads = 1, race_games = 50, raced = 0, confirm_games = 2000;
  g_autofree char *bots = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *output = NULL;
  g_auto(GStrv) settings = NULL;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players,
      N_("Generate only the variant for N players"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the deal (a whole number); without it a random seed is used and printed"), N_("S") },
    { "best-of", 'b', 0, G_OPTION_ARG_INT, &best_of,
      N_("Deal N boards, keep the most even one and improve it by swaps"), N_("N") },
    { "fair", 'f', 0, G_OPTION_ARG_INT, &fair,
      N_("Deal N boards, race the fairest by simulation and keep the one whose seats win most evenly"), N_("N") },
    { "bots", 0, 0, G_OPTION_ARG_STRING, &bots,
      N_("Bots of the --fair race by seat, comma-separated (default greedy)"), N_("LIST") },
    { "raced", 0, 0, G_OPTION_ARG_INT, &raced,
      N_("How many of the --fair candidates, the fairest by the static measure, are raced (default 64)"), N_("K") },
    { "race-games", 0, 0, G_OPTION_ARG_INT, &race_games,
      N_("Games per raced board in the race's first round; each later round doubles them (default 50)"), N_("G") },
    { "confirm-games", 0, 0, G_OPTION_ARG_INT, &confirm_games,
      N_("Games of the batch that measures the chosen board again (default 2000)"), N_("G") },
    { "threads", 't', 0, G_OPTION_ARG_INT, &threads,
      N_("Worker threads of the --fair race; 0 = one per processor (default 1)"), N_("T") },
    { "set", 0, 0, G_OPTION_ARG_STRING_ARRAY, &settings,
      N_("Set a constraint, e.g. generator-clump=4 or generator-chits=spiral (repeatable)"),
      N_("NAME=VALUE") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the scenario to OUT instead of standard output"), N_("OUT") },
    { NULL }
  };
  g_autoptr(HwScenario) scenario = NULL;
  guint64 seed;
  guint generated = 0, n_errors;
  int status;

  if (!hw_cli_parse_options ("generate", N_("FILE"),
                             _("Deals the shuffled terrains, number chits and harbors of each "
                               "variant (or the one for --players) under the scenario's "
                               "constraints and writes the complete scenario. The same seed "
                               "always gives the same file.\n"
                               "A result that fails validation is not written.\n"
                               "Exit status: 0 written, 1 no valid board can be dealt, 2 "
                               "unreadable file or bad usage."),
                             entries, &argc, &argv, &status))
    return status;
  if (argc != 2)
    {
      hw_cli_printerr (argc < 2 ? _("generate: no file given") : _("generate: give one file"));
      return HW_CLI_USAGE;
    }
  if (players < 0 || players > 99)
    {
      hw_cli_printerr (_("generate: --players must be between 1 and 99"));
      return HW_CLI_USAGE;
    }
  if (best_of < 1 || best_of > HW_SCENARIO_MAX_BEST_OF)
    {
      G_STATIC_ASSERT (HW_SCENARIO_MAX_BEST_OF == 1000000);
      hw_cli_printerr (_("generate: --best-of must be between 1 and 1000000"));
      return HW_CLI_USAGE;
    }
  if (fair < 0 || fair > HW_SCENARIO_MAX_BEST_OF || (fair > 0 && best_of > 1))
    {
      hw_cli_printerr (_("generate: --fair must be between 1 and 1000000, and not with --best-of"));
      return HW_CLI_USAGE;
    }
  if (race_games < 1 || race_games > 1000000 || confirm_games < 1 || confirm_games > 10000000
      || threads < 0 || threads > 256 || raced < 0 || raced > HW_SCENARIO_MAX_BEST_OF)
    {
      hw_cli_printerr (_("generate: --race-games must be from 1 to 1000000, --confirm-games from 1 to "
                         "10000000, --raced from 0 to 1000000 and --threads from 0 to 256"));
      return HW_CLI_USAGE;
    }
  if (seed_text != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, &error))
        {
          hw_cli_printerr (_("generate: --seed: %s"), error->message);
          return HW_CLI_USAGE;
        }
    }

  scenario = hw_cli_load_scenario (argv[1]);
  if (scenario == NULL)
    return HW_CLI_USAGE;
  if (players > 0 && hw_scenario_find_variant (scenario, players) == NULL)
    {
      hw_cli_printerr (_("%s: no variant for %d players"), argv[1], players);
      return HW_CLI_USAGE;
    }
  if (!apply_settings (scenario, settings))
    return HW_CLI_USAGE;
  if (seed_text == NULL)
    {
      /* Printed so that a board someone likes can be dealt again. */
      seed = ((guint64) g_random_int () << 32 | g_random_int ()) >> 1;
      hw_cli_printerr ("seed %" G_GUINT64_FORMAT, seed);
    }

  for (guint i = 0; i < scenario->variants->len; i++)
    {
      HwVariant *variant = g_ptr_array_index (scenario->variants, i);
      g_autoptr(GError) error = NULL;
      HwGenerateParams params;

      if (players > 0 && variant != hw_scenario_find_variant (scenario, players))
        continue;
      if (variant->shuffles->len == 0)
        continue;
      hw_generate_params_init (&params);
      if (!hw_generate_params_from_scenario (&params, scenario, &error))
        {
          hw_cli_printerr ("%s: %s", argv[1], error->message);
          return HW_CLI_ERRORS;
        }
      params.best_of = (guint) best_of;
      if (fair > 0)
        {
          HwFairParams fp;
          int n = players > 0 ? players : CLAMP (4, MAX (variant->min_players, 1), MAX (variant->max_players, 1));
          gboolean ok;

          hw_fair_params_init (&fp);
          fp.candidates = (guint) fair;
          fp.bots = bots ? bots : "greedy";
          fp.first_games = (guint) race_games;
          fp.raced = (guint) raced;
          fp.confirm_games = (guint) confirm_games;
          fp.n_threads = threads == 0 ? (guint) MAX (g_get_num_processors (), 1) : (guint) threads;
          if (isatty (STDERR_FILENO))
            fp.progress = show_fair_progress;
          ok = hw_fair_search (scenario, variant, n, &params, &fp, seed, &error);
          if (fp.progress != NULL)
            g_printerr ("\r\033[K");
          if (!ok)
            {
              hw_cli_printerr ("%s: %s", argv[1], error->message);
              /* A board that cannot be dealt is the scenario's problem (as without --fair); bots
               * the race cannot seat, or rules the engine lacks, are a usage error. */
              return error->domain == HW_GENERATE_ERROR ? HW_CLI_ERRORS : HW_CLI_USAGE;
            }
          print_fair_record (variant);
        }
      else if (!hw_generate_variant (scenario, variant, &params, seed, &error))
        {
          hw_cli_printerr ("%s: %s", argv[1], error->message);
          return HW_CLI_ERRORS;
        }
      generated++;
    }
  if (generated == 0)
    {
      hw_cli_printerr (_("%s: nothing to generate: no variant has a <shuffle>"), argv[1]);
      return HW_CLI_ERRORS;
    }

  /* A file that "validate" would reject is no result: nothing is written. */
  n_errors = hw_cli_board_errors (argv[1], scenario, players, TRUE);
  if (n_errors > 0)
    {
      hw_cli_printerr (ngettext ("generate: the result has %u error (listed above); nothing written",
                                 "generate: the result has %u errors (listed above); nothing written",
                                 n_errors), n_errors);
      return HW_CLI_ERRORS;
    }

  if (output != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!hw_scenario_save_file (scenario, output, &error))
        {
          hw_cli_printerr ("%s", error->message);
          return HW_CLI_USAGE;
        }
    }
  else
    {
      gsize length = 0;
      g_autofree char *data = hw_scenario_to_data (scenario, &length);

      fwrite (data, 1, length, stdout);
      fflush (stdout);
    }
  return HW_CLI_OK;
}
