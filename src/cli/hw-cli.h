/* hw-cli.h: the commands of hexwright-cli and what they share. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "hw-scenario.h"

G_BEGIN_DECLS

/* Exit statuses (the brief): no errors, errors found in the input, unreadable input or bad usage. */
#define HW_CLI_OK      0
#define HW_CLI_ERRORS  1
#define HW_CLI_USAGE   2

/* One command: argv[0] is the command's name; returns an exit status. */
typedef int (*HwCliCommandFunc) (int argc, char **argv);

/* The commands, one per file hw-cli-<name>.c; listed in hexwright-cli.c. */
int         hw_cli_validate     (int argc, char **argv);
int         hw_cli_info         (int argc, char **argv);
int         hw_cli_simulate     (int argc, char **argv);
int         hw_cli_merge        (int argc, char **argv);
int         hw_cli_export       (int argc, char **argv);
int         hw_cli_generate     (int argc, char **argv);
int         hw_cli_score        (int argc, char **argv);
int         hw_cli_replay       (int argc, char **argv);
int         hw_cli_import       (int argc, char **argv);
int         hw_cli_thumbnail    (int argc, char **argv);

/* Prints "hexwright-cli: message" and a newline on stderr. */
void        hw_cli_printerr     (const char          *format,
                                 ...) G_GNUC_PRINTF (1, 2);
/* Parses a command's options with @entries (--help and --version are added); on --help or
 * --version prints them and sets *@status to HW_CLI_OK; on a bad option prints one line on
 * stderr and sets *@status to HW_CLI_USAGE. Returns TRUE when the command should run. */
gboolean    hw_cli_parse_options (const char         *command,
                                  const char         *parameter_string,
                                  const char         *summary,
                                  const GOptionEntry *entries,
                                  int                *argc,
                                  char             ***argv,
                                  int                *status);
/* Loads a scenario file (or a Pioneers .game map, printing its warnings on stderr); on
 * failure prints one line on stderr and returns NULL. */
HwScenario *hw_cli_load_scenario (const char         *path);
/* Loads @path as hw_cli_load_scenario () does and finds its variant for *@players (0: four,
 * or the scenario's nearest count, written back) into @variant; on failure prints one line
 * on stderr and returns NULL. */
HwScenario *hw_cli_load_variant  (const char         *path,
                                  int                *players,
                                  const HwVariant   **variant);
/* Prints the JSON text of @node on stdout, pretty-printed, with a final newline. */
void        hw_cli_print_json    (JsonNode           *node);
/* Prints @diagnostics (HwDiagnostic*) of @path as FILE:LINE: severity[code]: message, only
 * the errors when @errors_only, on stderr when @to_stderr. */
void        hw_cli_print_diagnostics (const char     *path,
                                      GPtrArray      *diagnostics,
                                      gboolean        errors_only,
                                      gboolean        to_stderr);
/* Validates @scenario (only the variant for @players when > 0) and returns its number of
 * errors; when @print, lists them on stderr. */
guint       hw_cli_board_errors  (const char         *path,
                                  const HwScenario   *scenario,
                                  int                 players,
                                  gboolean            print);

G_END_DECLS
