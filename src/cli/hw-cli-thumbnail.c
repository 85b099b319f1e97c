/* hw-cli-thumbnail.c: "hexwright-cli thumbnail": draws a board as a square PNG for file
 * managers (ui/io.github.hexwright.Hexwright.thumbnailer). */
#include "config.h"

#include "hw-cli.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>

#include <cairo.h>

#include "hw-autocleanups.h"
#include "hw-render.h"

#define MAX_SIZE 4096

int
hw_cli_thumbnail (int argc, char **argv)
{
  g_autoptr(HwScenario) scenario = NULL;
  g_autoptr(cairo_surface_t) surface = NULL;
  g_autoptr(cairo_t) cr = NULL;
  g_autofree char *tmp = NULL;
  int size = 256, status;
  const GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_INT, &size,
      N_("Width and height of the PNG in pixels (default: 256)"), N_("N") },
    { NULL }
  };
  HwRenderOptions options;
  HwRenderBox box;
  HwVariant *variant;
  cairo_status_t written;

  if (!hw_cli_parse_options ("thumbnail", _("FILE OUT.png"),
                             _("Draws the board of a scenario or Pioneers map as a square PNG, for file managers."),
                             entries, &argc, &argv, &status))
    return status;
  if (argc != 3)
    {
      hw_cli_printerr (_("thumbnail: give a scenario FILE and an OUT.png"));
      return HW_CLI_USAGE;
    }
  if (size < 1 || size > MAX_SIZE)
    {
      hw_cli_printerr (_("thumbnail: the size must be from 1 to %d pixels"), MAX_SIZE);
      return HW_CLI_USAGE;
    }
  scenario = hw_cli_load_scenario (argv[1]);
  if (scenario == NULL)
    return HW_CLI_USAGE;
  variant = hw_scenario_find_variant (scenario, 0);
  if (variant == NULL)
    {
      hw_cli_printerr (_("thumbnail: %s has no board"), argv[1]);
      return HW_CLI_USAGE;
    }

  hw_render_options_init (&options);
  options.labels = FALSE;
  options.show_legend = FALSE;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  if (hw_render_board_extent (variant->board, &options, &box) && box.width > 0 && box.height > 0)
    {
      double scale = MIN (size / box.width, size / box.height);

      cairo_translate (cr, size / 2.0, size / 2.0);
      cairo_scale (cr, scale, scale);
      cairo_translate (cr, -(box.x + box.width / 2), -(box.y + box.height / 2));
      hw_render_board (cr, variant->board, &options);
    }
  cairo_surface_flush (surface);

  /* Written beside OUT and renamed, so a file manager never reads half a PNG. */
  tmp = g_strconcat (argv[2], ".part", NULL);
  written = cairo_surface_write_to_png (surface, tmp);
  if (written != CAIRO_STATUS_SUCCESS || g_rename (tmp, argv[2]) != 0)
    {
      hw_cli_printerr (_("thumbnail: cannot write %s: %s"), argv[2],
                       written != CAIRO_STATUS_SUCCESS ? cairo_status_to_string (written)
                                                       : g_strerror (errno));
      g_remove (tmp);
      return HW_CLI_USAGE;
    }
  g_clear_pointer (&cr, cairo_destroy);
  g_clear_pointer (&surface, cairo_surface_destroy);
  cairo_debug_reset_static_data ();
  return HW_CLI_OK;
}
