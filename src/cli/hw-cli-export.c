/* hw-cli-export.c: "hexwright-cli export": prints a scenario's board to SVG, PDF or PNG. */
#include "config.h"

#include "hw-cli.h"
#include "hw-validate.h"

#include <glib/gi18n.h>
#include <math.h>

#include <cairo.h>

#include "hw-export.h"
#include "hw-pioneers.h"

/* Writes the variant for @players of @path as a Pioneers map; nothing on refusal. */
static int
hw_cli_export_pioneers (const char *path,
                        int         players,
                        const char *output,
                        gboolean    deal)
{
  g_autoptr(HwScenario) scenario = hw_cli_load_scenario (path);
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  HwVariant *variant;
  guint n_errors = 0;

  if (scenario == NULL)
    return HW_CLI_USAGE;
  variant = hw_scenario_find_variant (scenario, players);
  if (variant == NULL)
    {
      if (players > 0)
        hw_cli_printerr (_("export: %s has no variant for %d players"), path, players);
      else
        hw_cli_printerr (_("export: %s has no board"), path);
      return HW_CLI_USAGE;
    }
  /* A print of a board with errors says it is a draft; a Pioneers map has no place to say
   * so, and some errors (a 7 chit) make a map neither Pioneers nor hexwright can load. */
  diagnostics = hw_validate_variant (scenario, variant);
  hw_diagnostics_count (diagnostics, &n_errors, NULL);
  if (n_errors > 0)
    {
      hw_cli_print_diagnostics (path, diagnostics, TRUE, TRUE);
      hw_cli_printerr (ngettext ("export: %s has %u error (listed above); no Pioneers map written",
                                 "export: %s has %u errors (listed above); no Pioneers map written",
                                 n_errors), path, n_errors);
      return HW_CLI_ERRORS;
    }
  if (!hw_pioneers_save_file (scenario, variant, output, deal, &warnings, &error))
    {
      hw_cli_printerr ("export: %s", error->message);
      return HW_CLI_USAGE;
    }
  for (guint i = 0; i < warnings->len; i++)
    hw_cli_printerr (_("warning: %s"), (const char *) g_ptr_array_index (warnings, i));
  /* Which board Pioneers will play is not visible in the file at a glance: say it. */
  if (hw_pioneers_deals (variant, deal))
    hw_cli_printerr (_("export: %s: random-terrain: Pioneers deals the terrain again at every game"),
                     output);
  else if (deal)
    hw_cli_printerr (_("export: %s: the board as it stands: this map shuffles no terrain for Pioneers to deal"),
                     output);
  else
    hw_cli_printerr (_("export: %s: the board as it stands, which Pioneers plays unchanged"), output);
  g_print ("%s\n", output);
  return HW_CLI_OK;
}

int
hw_cli_export (int argc, char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *layout = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *format = NULL;
  g_autoptr(HwScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  /* NAN and G_MININT mean "not given", so that an explicit 0 is refused, not defaulted. */
  int players = 0, dpi = G_MININT, status;
  double hex_mm = NAN, chit_mm = NAN;
  gboolean no_legend = FALSE, mono = FALSE, coords = FALSE, pioneers_deal = FALSE;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write to OUT (pages of SVG and PNG go to OUT-1, OUT-2, …)"), N_("OUT") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players,
      N_("Export the variant for N players (default: the first)"), N_("N") },
    { "layout", 'l', 0, G_OPTION_ARG_STRING, &layout,
      N_("poster, tiled, kit or fit (default: poster)"), N_("LAYOUT") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper,
      N_("a4 or letter, for tiled, kit and fit (default: a4)"), N_("PAPER") },
    { "hex-mm", 0, 0, G_OPTION_ARG_DOUBLE, &hex_mm,
      N_("Hex size across the flats in mm (default: 79.4)"), N_("MM") },
    { "chit-mm", 0, 0, G_OPTION_ARG_DOUBLE, &chit_mm,
      N_("Chit diameter in mm (default: in proportion to the hex, 27 for 79.4)"), N_("MM") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format,
      N_("svg, pdf, png or pioneers (default: from OUT's extension)"), N_("FORMAT") },
    { "pioneers-deal", 0, 0, G_OPTION_ARG_NONE, &pioneers_deal,
      N_("For a Pioneers map: let Pioneers deal the terrain the scenario shuffles, at every game, instead of the board as it stands"),
      NULL },
    { "dpi", 0, 0, G_OPTION_ARG_INT, &dpi,
      N_("Resolution of PNG output (default: 150)"), N_("N") },
    { "no-legend", 0, 0, G_OPTION_ARG_NONE, &no_legend,
      N_("Leave out the legend (name, players, tables, seed)"), NULL },
    { "black-and-white", 0, 0, G_OPTION_ARG_NONE, &mono,
      N_("Print without colour: white tiles told apart by their patterns"), NULL },
    { "coordinates", 0, 0, G_OPTION_ARG_NONE, &coords,
      N_("Write each hex's coordinates on it"), NULL },
    { NULL }
  };
  HwExportOptions options;
  HwVariant *variant;
  guint n_files = 0, n_errors = 0;
  g_autoptr(GPtrArray) diagnostics = NULL;

  if (!hw_cli_parse_options ("export", _("FILE"),
                             _("Exports a scenario's board for printing at real size. A board "
                               "with validation errors is still printed, as a draft: its legend "
                               "says how many problems it has.\n"
                               "Exit status: 0 written, 1 written as a draft of a board with "
                               "errors (as a Pioneers map: not written), 2 unreadable file, bad "
                               "usage or nothing written."),
                             entries, &argc, &argv, &status))
    return status;

  if (argc != 2)
    {
      hw_cli_printerr (_("export: give exactly one scenario FILE"));
      return HW_CLI_USAGE;
    }
  if (output == NULL || *output == '\0')
    {
      hw_cli_printerr (_("export: no output file; use -o OUT"));
      return HW_CLI_USAGE;
    }

  /* A Pioneers map is not a print: the layout options do not apply. */
  if ((format != NULL && g_ascii_strcasecmp (format, "pioneers") == 0) ||
      (format == NULL && hw_pioneers_path_is_game (output)))
    return hw_cli_export_pioneers (argv[1], players, output, pioneers_deal);

  hw_export_options_init (&options);
  if (layout && !hw_export_layout_from_string (layout, &options.layout))
    {
      hw_cli_printerr (_("export: unknown layout “%s” (poster, tiled, kit or fit)"), layout);
      return HW_CLI_USAGE;
    }
  if (paper && !hw_export_paper_from_string (paper, &options.paper))
    {
      hw_cli_printerr (_("export: unknown paper “%s” (a4 or letter)"), paper);
      return HW_CLI_USAGE;
    }
  if (format)
    {
      if (!hw_export_format_from_string (format, &options.format))
        {
          hw_cli_printerr (_("export: unknown format “%s” (svg, pdf or png)"), format);
          return HW_CLI_USAGE;
        }
    }
  else if (!hw_export_format_from_path (output, &options.format))
    {
      hw_cli_printerr (_("export: cannot tell the format from “%s”; use --format"), output);
      return HW_CLI_USAGE;
    }
  if (!isnan (hex_mm))
    options.render.hex_mm = hex_mm;
  if (!isnan (chit_mm))
    options.render.chit_mm = chit_mm;
  else
    options.render.chit_mm = options.render.hex_mm * HW_RENDER_DEFAULT_CHIT_MM
                             / HW_RENDER_DEFAULT_HEX_MM;
  if (dpi != G_MININT)
    options.dpi = dpi;
  options.render.show_legend = !no_legend;
  options.render.monochrome = mono;
  options.render.show_coords = coords;

  if (!hw_export_options_check (&options, &error))
    {
      hw_cli_printerr ("export: %s", error->message);
      return HW_CLI_USAGE;
    }

  scenario = hw_cli_load_scenario (argv[1]);
  if (scenario == NULL)
    return HW_CLI_USAGE;
  variant = hw_scenario_find_variant (scenario, players);
  if (variant == NULL)
    {
      if (players > 0)
        hw_cli_printerr (_("export: %s has no variant for %d players"), argv[1], players);
      else
        hw_cli_printerr (_("export: %s has no board"), argv[1]);
      return HW_CLI_USAGE;
    }

  /* Designers print drafts, so errors do not stop the export; the print says it is one. */
  diagnostics = hw_validate_variant (scenario, variant);
  hw_diagnostics_count (diagnostics, &n_errors, NULL);
  options.render.draft_problems = n_errors;

  if (!hw_export_write (scenario, variant, &options, output, &n_files, &error))
    {
      hw_cli_printerr ("export: %s", error->message);
      return HW_CLI_USAGE;
    }
  for (guint i = 0; i < n_files; i++)
    {
      g_autofree char *path = hw_export_page_path (output, i, n_files);

      g_print ("%s\n", path);
    }
  if (n_errors > 0)
    {
      hw_cli_print_diagnostics (argv[1], diagnostics, TRUE, TRUE);
      hw_cli_printerr (ngettext ("export: %s has %u error (listed above); printed as a draft",
                                 "export: %s has %u errors (listed above); printed as a draft",
                                 n_errors), argv[1], n_errors);
    }
  /* Gives back cairo's font caches, so leak checkers see only real leaks. */
  cairo_debug_reset_static_data ();
  return n_errors > 0 ? HW_CLI_ERRORS : HW_CLI_OK;
}
