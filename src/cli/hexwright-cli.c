/* hexwright-cli.c: the command-line tool: finds the command and runs it. */
#include "config.h"

#include "hw-cli.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

typedef struct
{
  const char       *name;
  HwCliCommandFunc  func;
  const char       *summary;   /* translatable */
} HwCliCommand;

/* One line per command; keep in alphabetical order. */
static const HwCliCommand commands[] = {
  { "export",   hw_cli_export,   N_("Export a board for printing: SVG, PDF or PNG at real size") },
  { "generate", hw_cli_generate, N_("Deal a random board that honours the scenario, from a seed") },
  { "import",   hw_cli_import,   N_("Read a Pioneers .game map as a hexwright scenario") },
  { "info",     hw_cli_info,     N_("Show a scenario's names, variants and table against board counts") },
  { "merge",    hw_cli_merge,    N_("Merge the JSON results of simulation shards into one") },
  { "replay",   hw_cli_replay,   N_("Play one simulated game again and tell it action by action") },
  { "score",    hw_cli_score,    N_("Print a board's balance metrics and score") },
  { "simulate", hw_cli_simulate, N_("Play a batch of bot games and report balance statistics") },
  { "thumbnail", hw_cli_thumbnail, N_("Draw a board as a square PNG for file managers") },
  { "validate", hw_cli_validate, N_("Check scenario files and report every problem") },
  { NULL }
};

static const HwCliCommand *
find_command (const char *name)
{
  for (const HwCliCommand *c = commands; c->name != NULL; c++)
    if (strcmp (c->name, name) == 0)
      return c;
  return NULL;
}

static void
print_help (void)
{
  g_print ("%s\n  hexwright-cli COMMAND [OPTION…] [ARG…]\n\n", _("Usage:"));
  g_print ("%s\n", _("Checks, describes and works with hexwright scenario files."));
  g_print ("\n%s\n", _("Commands:"));
  for (const HwCliCommand *c = commands; c->name != NULL; c++)
    g_print ("  %-12s %s\n", c->name, _(c->summary));
  g_print ("\n%s\n", _("Options:"));
  g_print ("  %-12s %s\n", "-h, --help", _("Show this help"));
  g_print ("  %-12s %s\n", "--version", _("Show the version"));
  g_print ("\n%s\n", _("Run “hexwright-cli help COMMAND” or “hexwright-cli COMMAND --help” for a command's options."));
}

static void
setup_i18n (void)
{
  const char *localedir = LOCALEDIR;

  setlocale (LC_ALL, "");
  /* An uninstalled build reads the translations it compiled itself. */
  if (!g_file_test (localedir, G_FILE_TEST_IS_DIR))
    localedir = BUILD_LOCALEDIR;
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

int
main (int    argc,
      char **argv)
{
  const HwCliCommand *command;

  setup_i18n ();
  g_set_prgname ("hexwright-cli");

  if (argc < 2)
    {
      hw_cli_printerr (_("no command given; try “hexwright-cli --help”"));
      return HW_CLI_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      print_help ();
      return HW_CLI_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      g_print ("hexwright-cli %s\n", PACKAGE_VERSION);
      return HW_CLI_OK;
    }
  if (strcmp (argv[1], "help") == 0)
    {
      char *help_argv[3];

      if (argc < 3)
        {
          print_help ();
          return HW_CLI_OK;
        }
      command = find_command (argv[2]);
      if (command == NULL)
        {
          hw_cli_printerr (_("unknown command “%s”; try “hexwright-cli --help”"), argv[2]);
          return HW_CLI_USAGE;
        }
      help_argv[0] = argv[2];
      help_argv[1] = (char *) "--help";
      help_argv[2] = NULL;
      return command->func (2, help_argv);
    }

  command = find_command (argv[1]);
  if (command == NULL)
    {
      hw_cli_printerr (_("unknown command “%s”; try “hexwright-cli --help”"), argv[1]);
      return HW_CLI_USAGE;
    }
  return command->func (argc - 1, argv + 1);
}
