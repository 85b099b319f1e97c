/* hw-cli-simulate.c: "hexwright-cli simulate": plays a batch of bot games on a scenario and
 * reports who wins, how long games last and what the board produces. */
#include "config.h"
#include "hw-module-registry.h"

#include "hw-cli.h"
#include "hw-cli-summary.h"
#include "hw-game.h"
#include "hw-sim.h"
#include "hw-sim-deal.h"

#include <glib/gi18n.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define MAX_GAMES G_GUINT64_CONSTANT (1000000000000)
#define MAX_TURN_LIMIT HW_SIM_MAX_TURN_LIMIT
#define MAX_THREADS 256
#define EXIT_INTERRUPTED 130

/* Set from the SIGINT handler; workers stop claiming games when it is set. */
static gint cancel_flag;

static void
on_sigint (int signum)
{
  g_atomic_int_set (&cancel_flag, 1);
}

typedef struct
{
  gboolean shown;
} Progress;

static void
show_progress (guint64  done,
               guint64  total,
               gpointer user_data)
{
  Progress *progress = user_data;
  const int width = 30;
  int filled = total ? (int) (done * width / total) : width;
  char bar[64];

  memset (bar, '#', filled);
  memset (bar + filled, '-', width - filled);
  bar[width] = '\0';
  g_printerr ("\r[%s] %3d%%  %" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT " %s",
              bar, total ? (int) (done * 100 / total) : 100, done, total,
              g_atomic_int_get (&cancel_flag) ? _("(stopping)") : _("games"));
  progress->shown = TRUE;
}

static gboolean
parse_u64 (const char *text,
           guint64     min,
           guint64     max,
           guint64    *out)
{
  return text != NULL && g_ascii_string_to_unsigned (text, 10, min, max, out, NULL);
}

static gboolean
parse_shard (const char *text,
             guint      *index,
             guint      *count)
{
  g_auto(GStrv) parts = text ? g_strsplit (text, "/", 2) : NULL;
  guint64 k, n;

  if (parts == NULL || g_strv_length (parts) != 2
      || !parse_u64 (parts[0], 1, 1000000, &k) || !parse_u64 (parts[1], 1, 1000000, &n) || k > n)
    return FALSE;
  *index = (guint) (k - 1);
  *count = (guint) n;
  return TRUE;
}

static char *
file_digest (const char *path)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &data, &length, NULL))
    return g_strdup ("");
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

/* The integer member @name of @o as decimal text, for a whole translated message. */
static char *
count_member (JsonObject *o,
              const char *name)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (o, name));
}

static void
print_percent_line (const char *label,
                    guint64     wins,
                    guint64     games)
{
  double lo, hi;

  /* Counts are formatted apart (here and below), so that translators see whole messages. */
  g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, wins);

  hw_wilson_interval (wins, games, 1.959963984540054, &lo, &hi);
  g_print (_("  %-14s %8s wins  %5.1f%%  (95%% interval %.1f–%.1f%%)\n"),
           label, count, games ? 100.0 * (double) wins / (double) games : 0.0, 100.0 * lo, 100.0 * hi);
}

/* The readable report; the figures come from the JSON document so both always agree. */
/* What the scenario's modules call their own victory points: the first module's name for
 * them, or "rule modules". */
static const char *
module_vp_label (const HwScenario *scenario)
{
  const HwRuleModule *modules[HW_GAME_MAX_MODULES];
  guint n = hw_module_registry_resolve (scenario, modules);

  for (guint i = 0; i < n; i++)
    if (modules[i]->vp_label != NULL)
      return _(modules[i]->vp_label);
  return _("rule modules");
}

static void
print_summary (const HwScenario  *scenario,
               const HwSimConfig *config,
               const HwSimResult *result)
{
  const HwSimStats *stats = result->stats;
  g_autoptr(JsonNode) root = hw_sim_stats_to_json (stats);
  JsonObject *top = json_node_get_object (root);
  JsonObject *length = json_object_get_object_member (top, "length");
  JsonObject *adv = json_object_get_object_member (top, "seat-advantage");
  JsonObject *vp = json_object_get_object_member (json_object_get_object_member (top, "victory-points"), "winners-mean");
  JsonObject *prod = json_object_get_object_member (json_object_get_object_member (top, "production"), "by-resource");
  JsonObject *volcano = json_object_get_object_member (top, "volcano");
  JsonObject *disc = json_object_get_object_member (top, "discoveries");
  guint64 games = hw_sim_stats_games (stats);
  g_autoptr(GString) bots = g_string_new (NULL);
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();

  for (guint s = 0; s < config->n_seats; s++)
    g_string_append_printf (bots, "%s%s", s ? ", " : "", hw_sim_config_bot_name (config, s));
  {
    g_autofree char *n_games = g_strdup_printf ("%" G_GUINT64_FORMAT, games);
    g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, config->seed);
    g_autofree char *won = g_strdup_printf ("%" G_GUINT64_FORMAT, hw_sim_stats_finished (stats));
    g_autofree char *limited = g_strdup_printf ("%" G_GUINT64_FORMAT, hw_sim_stats_turn_limited (stats));
    g_autofree char *errors = g_strdup_printf ("%" G_GUINT64_FORMAT, hw_sim_stats_errors (stats));

    g_print (_("%s: %u players, %s games from seed %s (%s%s)\n"),
             hw_scenario_get_name (scenario), config->n_seats, n_games, seed, bots->str,
             config->rotate_seats ? _("; seats rotated") : "");
    g_print (_("Games: %s won, %s stopped at turn %u, %s errors\n"),
             won, limited, config->turn_limit, errors);
  }
  g_print ("%s\n", _("Wins by seat:"));
  for (guint s = 0; s < config->n_seats; s++)
    {
      g_autofree char *label = g_strdup_printf (_("seat %u"), s + 1);

      print_percent_line (label, hw_sim_stats_seat_wins (stats, s), games);
    }
  g_print (_("Seat advantage: chi-square %.2f, %d degrees of freedom, p = %.4f\n"),
           json_object_get_double_member (adv, "chi-square"),
           (int) json_object_get_int_member (adv, "df"),
           json_object_get_double_member (adv, "p-value"));
  if (hw_sim_stats_dealt (stats))
    {
      g_autofree char *effects = hw_sim_stats_seat_effects_text (stats);

      g_print ("%s", effects);
    }
  g_print ("%s\n", _("Wins by bot:"));
  for (guint s = 0; s < config->n_seats; s++)
    {
      const char *name = hw_sim_config_bot_name (config, s);

      if (g_ptr_array_find_with_equal_func (seen, name, g_str_equal, NULL))
        continue;
      g_ptr_array_add (seen, (gpointer) name);
      print_percent_line (name, hw_sim_stats_bot_wins (stats, name), games);
    }
  g_print (_("Length of games won: mean %.1f, median %d, 10%% %d, 90%% %d turns\n"),
           json_object_get_double_member (length, "mean"),
           (int) json_object_get_int_member (length, "median"),
           (int) json_object_get_int_member (length, "p10"),
           (int) json_object_get_int_member (length, "p90"));
  g_print (_("Winner's VP (mean): settlements %.2f, cities %.2f, longest route %.2f, army %.2f, cards %.2f, islands %.2f, %s %.2f\n"),
           json_object_get_double_member (vp, "settlements"), json_object_get_double_member (vp, "cities"),
           json_object_get_double_member (vp, "longest-route"), json_object_get_double_member (vp, "largest-army"),
           json_object_get_double_member (vp, "vp-cards"), json_object_get_double_member (vp, "islands"),
           module_vp_label (scenario),
           /* The JSON keeps the key its first module gave it. */
           json_object_get_double_member (vp, HW_MODULE_VP_KEY));
  hw_cli_print_profile (top);
  g_print ("%s", _("Production:"));
  for (int r = 0; r < HW_N_RESOURCES; r++)
    g_print (" %s %" G_GINT64_FORMAT, hw_resource_label (r),
             json_object_get_int_member (prod, hw_resource_to_string (r)));
  g_print ("\n");
  {
    g_autofree char *eruptions = count_member (volcano, "eruptions");
    g_autofree char *destroyed = count_member (volcano, "settlements-destroyed");
    g_autofree char *reduced = count_member (volcano, "cities-reduced");
    g_autofree char *earned = count_member (disc, "earned");
    g_autofree char *spent = count_member (disc, "spent");

    g_print (_("Volcano eruptions: %s (%s settlements destroyed, %s cities reduced)\n"),
             eruptions, destroyed, reduced);
    g_print (_("Discoveries: %s earned, %s spent\n"), earned, spent);
  }
  hw_cli_print_module_summaries (top);
  g_print (_("Time: %.2f s (%.0f games/s)\n"), result->seconds,
           result->seconds > 0 ? (double) games / result->seconds : 0.0);
}

static gboolean
write_csv (const char        *path,
           const HwSimConfig *config,
           const HwSimResult *result,
           GError           **error)
{
  g_autoptr(GString) out = g_string_new (NULL);
  const char *names[HW_SIM_MAX_SEATS];

  for (guint s = 0; s < config->n_seats; s++)
    names[s] = hw_sim_config_bot_name (config, s);
  hw_sim_csv_header (out, config->n_seats);
  for (guint i = 0; i < result->records->len; i++)
    hw_sim_csv_row (out, &g_array_index (result->records, HwSimGameRecord, i), names);
  if (g_strcmp0 (path, "-") == 0)
    {
      fwrite (out->str, 1, out->len, stdout);
      return TRUE;
    }
  return g_file_set_contents (path, out->str, (gssize) out->len, error);
}

int
hw_cli_simulate (int    argc,
                 char **argv)
{
  int players = 0, threads = 1, turn_limit = 1000;
  gboolean json = FALSE, rotate = FALSE, check = FALSE, allow_invalid = FALSE, deal = FALSE;
  g_autofree char *games_text = NULL, *seed_text = NULL, *bots_text = NULL;
  g_autofree char *csv = NULL, *shard = NULL, *bad = NULL, *digest = NULL;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players (default: 4, or the scenario's nearest)"), N_("N") },
    { "games", 'n', 0, G_OPTION_ARG_STRING, &games_text, N_("Games in the batch (default 100)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Batch seed; game i is played from a seed derived from (S, i) (default 1)"), N_("S") },
    { "bots", 'b', 0, G_OPTION_ARG_STRING, &bots_text, N_("Bots by seat, comma-separated, repeated to fill the table: greedy, random, table, planner, people; greedy takes settings as in greedy:t=0.5:style=cities (default greedy)"), N_("LIST") },
    { "rotate-seats", 'r', 0, G_OPTION_ARG_NONE, &rotate, N_("Rotate the bots over the seats from game to game"), NULL },
    { "threads", 't', 0, G_OPTION_ARG_INT, &threads, N_("Worker threads; 0 = one per processor (default 1)"), N_("T") },
    { "turn-limit", 'l', 0, G_OPTION_ARG_INT, &turn_limit, N_("Stop a game after this many player turns (default 1000)"), N_("N") },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json, N_("Print the statistics as JSON (mergeable with “merge”)"), NULL },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &csv, N_("Write one CSV row per game to FILE (- for standard output)"), N_("FILE") },
    { "shard", 0, 0, G_OPTION_ARG_STRING, &shard, N_("Play only part K of N of the batch (K from 1)"), N_("K/N") },
    { "check", 0, 0, G_OPTION_ARG_NONE, &check, N_("Check the engine's invariants on every final state"), NULL },
    { "deal", 0, 0, G_OPTION_ARG_NONE, &deal, N_("Also play every game on a board dealt afresh from the scenario's shuffles, and report the turn-order effect apart from this board's own"), NULL },
    { "allow-invalid", 0, 0, G_OPTION_ARG_NONE, &allow_invalid, N_("Play the board even when validation finds errors in it"), NULL },
    { NULL }
  };
  int status;
  g_autoptr(HwScenario) scenario = NULL;
  g_autoptr(HwGameRules) rules = NULL;
  g_autoptr(HwSimResult) result = NULL;
  g_autoptr(GError) error = NULL;
  const HwVariant *variant;
  HwSimConfig config;
  Progress progress = { FALSE };
  struct sigaction action, previous;
  guint64 value;
  guint n_errors;

  if (!hw_cli_parse_options ("simulate", N_("FILE"),
                             N_("Plays a batch of bot games on a scenario and reports wins by seat, "
                                "game length, victory points and production. A board that fails "
                                "validation is refused unless --allow-invalid is given.\n"
                                "Exit status: 0 done, 1 the board has errors or a bot or the engine "
                                "erred, 2 bad usage or unreadable input, 130 interrupted (what "
                                "finished is printed)."),
                             entries, &argc, &argv, &status))
    return status;

  hw_sim_config_init (&config);
  if (argc != 2)
    {
      hw_cli_printerr (_("simulate: give exactly one scenario file"));
      return HW_CLI_USAGE;
    }
  if (games_text && !parse_u64 (games_text, 1, MAX_GAMES, &config.n_games))
    {
      g_autofree char *max = g_strdup_printf ("%" G_GUINT64_FORMAT, (guint64) MAX_GAMES);
      hw_cli_printerr (_("simulate: --games must be a number from 1 to %s"), max);
      return HW_CLI_USAGE;
    }
  if (seed_text && !parse_u64 (seed_text, 0, G_MAXUINT64, &config.seed))
    {
      hw_cli_printerr (_("simulate: --seed must be a non-negative 64-bit number"));
      return HW_CLI_USAGE;
    }
  if (turn_limit < 1 || turn_limit > MAX_TURN_LIMIT)
    {
      hw_cli_printerr (_("simulate: --turn-limit must be from 1 to %d"), MAX_TURN_LIMIT);
      return HW_CLI_USAGE;
    }
  if (threads < 0 || threads > MAX_THREADS)
    {
      hw_cli_printerr (_("simulate: --threads must be from 0 to %d"), MAX_THREADS);
      return HW_CLI_USAGE;
    }
  if (shard && !parse_shard (shard, &config.shard_index, &config.shard_count))
    {
      hw_cli_printerr (_("simulate: --shard must read K/N with 1 ≤ K ≤ N, e.g. 3/8"));
      return HW_CLI_USAGE;
    }
  if (json && g_strcmp0 (csv, "-") == 0)
    {
      hw_cli_printerr (_("simulate: --json and --csv - both want standard output"));
      return HW_CLI_USAGE;
    }
  if (players != 0 && (players < 1 || players > HW_GAME_MAX_PLAYERS))
    {
      hw_cli_printerr (_("simulate: --players must be from 1 to %d"), HW_GAME_MAX_PLAYERS);
      return HW_CLI_USAGE;
    }

  scenario = hw_cli_load_variant (argv[1], &players, &variant);
  if (scenario == NULL)
    return HW_CLI_USAGE;
  if (!hw_sim_config_set_bots (&config, bots_text ? bots_text : "greedy", (guint) players, &bad))
    {
      g_autoptr(GString) known = g_string_new (NULL);
      const HwBotInfo *const *all = hw_bots_all ();
      g_autoptr(GError) why = NULL;

      /* A known bot with a bad setting: say which setting. */
      if (bad != NULL
          && !hw_sim_config_parse_bots (&config, bots_text, (guint) players, &why)
          && g_error_matches (why, HW_BOT_ERROR, HW_BOT_ERROR_PARAMETER))
        {
          hw_cli_printerr ("simulate: %s", why->message);
          return HW_CLI_USAGE;
        }
      if (bad == NULL)
        bad = g_strdup (bots_text ? bots_text : "greedy");

      for (guint i = 0; all[i] != NULL; i++)
        g_string_append_printf (known, "%s%s", i ? ", " : "", all[i]->name);
      hw_cli_printerr (_("simulate: unknown bot or too many bots “%s” (known: %s)"), bad, known->str);
      return HW_CLI_USAGE;
    }

  rules = hw_game_rules_new (scenario, variant, players, &error);
  if (rules == NULL)
    {
      hw_cli_printerr ("%s: %s", argv[1], error->message);
      return HW_CLI_USAGE;
    }

  /* After the engine's own refusal (a module it lacks), which is a usage error.
   * Statistics of a board with a 7 chit or a harbor on land describe no game anyone plays. */
  n_errors = hw_cli_board_errors (argv[1], scenario, players, TRUE);
  if (n_errors > 0 && !allow_invalid)
    {
      hw_cli_printerr (ngettext ("simulate: %s has %u error (listed above); fix it or pass --allow-invalid",
                                 "simulate: %s has %u errors (listed above); fix them or pass --allow-invalid",
                                 n_errors), argv[1], n_errors);
      return HW_CLI_ERRORS;
    }
  if (n_errors > 0)
    hw_cli_printerr (ngettext ("simulate: playing %s despite %u error (--allow-invalid)",
                               "simulate: playing %s despite %u errors (--allow-invalid)",
                               n_errors), argv[1], n_errors);

  digest = file_digest (argv[1]);
  config.turn_limit = (guint) turn_limit;
  config.n_threads = threads == 0 ? (guint) MAX (g_get_num_processors (), 1) : (guint) threads;
  config.rotate_seats = rotate;
  config.deal = deal;
  config.check = check ? HW_SIM_CHECK_END : HW_SIM_CHECK_NONE;
  config.keep_records = csv != NULL;
  config.digest = digest;
  config.cancel = &cancel_flag;
  if (isatty (STDERR_FILENO))
    {
      config.progress = show_progress;
      config.progress_data = &progress;
    }

  /* Ctrl+C: let the running games finish, then report them. */
  memset (&action, 0, sizeof action);
  action.sa_handler = on_sigint;
  sigemptyset (&action.sa_mask);
  sigaction (SIGINT, &action, &previous);
  result = hw_sim_run (scenario, variant, rules, &config, &error);
  sigaction (SIGINT, &previous, NULL);
  if (progress.shown)
    g_printerr ("\r\033[K");
  if (result == NULL)
    {
      hw_cli_printerr ("simulate: %s", error->message);
      return HW_CLI_USAGE;
    }

  if (csv != NULL && !write_csv (csv, &config, result, &error))
    {
      hw_cli_printerr ("%s", error->message);
      return HW_CLI_USAGE;
    }
  if (json)
    {
      g_autofree char *text = hw_sim_stats_to_json_data (result->stats, NULL);

      fputs (text, stdout);
    }
  else if (g_strcmp0 (csv, "-") != 0)
    print_summary (scenario, &config, result);
  fflush (stdout);

  value = hw_sim_stats_games (result->stats);
  if (result->interrupted)
    {
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, value);
      hw_cli_printerr (_("simulate: interrupted after %s games"), count);
      return EXIT_INTERRUPTED;
    }
  if (result->first_error != NULL)
    {
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, hw_sim_stats_errors (result->stats));
      hw_cli_printerr (_("simulate: %s games stopped by an error; the first: %s"),
                       count, result->first_error);
      return HW_CLI_ERRORS;
    }
  return HW_CLI_OK;
}
