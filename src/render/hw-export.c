/* hw-export.c: page layouts (poster, tiled, kit, fit) and the SVG, PDF and PNG writers. */
#include "config.h"

#include "hw-export.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "hw-autocleanups.h"

#define SQRT3 1.7320508075688772
#define FONT hw_render_font_family ()
#define TILED_FOOTER_MM 16.0
#define SHEET_FOOTER_MM 8.0
#define KIT_GAP_MM 1.0

G_DEFINE_QUARK (hw-export-error-quark, hw_export_error)

#define ITEM_HEX HW_EXPORT_PIECE_TILE
#define ITEM_CHIT HW_EXPORT_PIECE_CHIT
typedef HwExportPiece KitItem;

struct _HwExportPlan
{
  const HwScenario *scenario;
  const HwVariant  *variant;
  HwExportOptions   options;

  double page_w, page_h;
  guint  n_pages;
  guint  rows, cols;

  double content_w, content_h;   /* hw_render_variant's drawing; tiled: the board alone */
  double win_w, win_h;           /* tiled: the part of the drawing on one page */
  double step_x, step_y;         /* tiled: window minus the overlap */
  double scale;                  /* fit: the board's scale */
  HwRenderBox board;             /* fit and tiled: the board's extent in board space */
  double legend_w, legend_h;     /* fit: the legend, kept at full size below the board */

  GArray *items;                 /* kit: KitItem */
};

void
hw_export_options_init (HwExportOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->layout = HW_EXPORT_LAYOUT_POSTER;
  options->format = HW_EXPORT_FORMAT_SVG;
  options->paper = HW_PAPER_A4;
  options->dpi = HW_EXPORT_DEFAULT_DPI;
  hw_render_options_init (&options->render);
  options->render.show_legend = TRUE;
}

gboolean
hw_export_layout_from_string (const char     *name,
                              HwExportLayout *layout)
{
  static const char *names[] = { "poster", "tiled", "kit", "fit" };

  g_return_val_if_fail (name != NULL && layout != NULL, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (name, names[i]) == 0)
      {
        *layout = (HwExportLayout) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
hw_export_format_from_string (const char     *name,
                              HwExportFormat *format)
{
  static const char *names[] = { "svg", "pdf", "png" };

  g_return_val_if_fail (name != NULL && format != NULL, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (name, names[i]) == 0)
      {
        *format = (HwExportFormat) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
hw_export_format_from_path (const char     *path,
                            HwExportFormat *format)
{
  g_autofree char *base = NULL;
  const char *dot;

  g_return_val_if_fail (path != NULL && format != NULL, FALSE);
  base = g_path_get_basename (path);
  dot = strrchr (base, '.');
  return dot != NULL && hw_export_format_from_string (dot + 1, format);
}

gboolean
hw_export_paper_from_string (const char *name,
                             HwPaper    *paper)
{
  g_return_val_if_fail (name != NULL && paper != NULL, FALSE);
  if (g_ascii_strcasecmp (name, "a4") == 0)
    *paper = HW_PAPER_A4;
  else if (g_ascii_strcasecmp (name, "letter") == 0)
    *paper = HW_PAPER_LETTER;
  else
    return FALSE;
  return TRUE;
}

void
hw_export_paper_size (HwPaper  paper,
                      double  *width,
                      double  *height)
{
  if (paper == HW_PAPER_LETTER)
    {
      *width = 215.9;
      *height = 279.4;
    }
  else
    {
      *width = 210.0;
      *height = 297.0;
    }
}

gboolean
hw_export_options_check (const HwExportOptions *options,
                         GError               **error)
{
  const HwRenderOptions *r = &options->render;

  g_return_val_if_fail (options != NULL, FALSE);

  if ((guint) options->layout > HW_EXPORT_LAYOUT_FIT)
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_INVALID, _("Unknown page layout"));
      return FALSE;
    }
  if ((guint) options->format > HW_EXPORT_FORMAT_PNG)
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_INVALID, _("Unknown file format"));
      return FALSE;
    }
  if ((guint) options->paper > HW_PAPER_LETTER)
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_INVALID, _("Unknown paper size"));
      return FALSE;
    }
  if (!isfinite (r->hex_mm) || r->hex_mm < 5.0 || r->hex_mm > 1000.0)
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_INVALID,
                   _("A hex of %g mm cannot be printed: the size across the flats must be "
                     "between 5 and 1000 mm"), r->hex_mm);
      return FALSE;
    }
  if (!isfinite (r->chit_mm) || r->chit_mm < 2.0 || r->chit_mm > r->hex_mm * 0.9)
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_INVALID,
                   _("A chit of %g mm does not fit a hex of %g mm: it must be between 2 mm "
                     "and nine tenths of the hex"), r->chit_mm, r->hex_mm);
      return FALSE;
    }
  if (options->format == HW_EXPORT_FORMAT_PNG
      && (!isfinite (options->dpi) || options->dpi < 10.0 || options->dpi > HW_EXPORT_MAX_DPI))
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_INVALID,
                   _("A resolution of %g dpi is out of range (10 to %g)"), options->dpi,
                   HW_EXPORT_MAX_DPI);
      return FALSE;
    }
  return TRUE;
}

/* ---- planning ---- */

static guint
tiles_needed (double content, double window, double step)
{
  if (content <= window)
    return 1;
  return 1 + (guint) ceil ((content - window) / step - 1e-9);
}

static gboolean
plan_tiled (HwExportPlan *plan, GError **error)
{
  double pw, ph;
  guint best = G_MAXUINT;

  hw_export_paper_size (plan->options.paper, &pw, &ph);
  for (int landscape = 0; landscape < 2; landscape++)
    {
      double w = landscape ? ph : pw, h = landscape ? pw : ph;
      double win_w = w - 2 * HW_EXPORT_MARGIN_MM;
      double win_h = h - 2 * HW_EXPORT_MARGIN_MM - TILED_FOOTER_MM;
      double step_x = win_w - HW_EXPORT_OVERLAP_MM, step_y = win_h - HW_EXPORT_OVERLAP_MM;
      guint cols = tiles_needed (plan->content_w, win_w, step_x);
      guint rows = tiles_needed (plan->content_h, win_h, step_y);

      /* Portrait wins a tie: it is what a printer feeds by default. */
      if ((guint64) rows * cols < best)
        {
          best = rows * cols;
          plan->page_w = w;
          plan->page_h = h;
          plan->win_w = win_w;
          plan->win_h = win_h;
          plan->step_x = step_x;
          plan->step_y = step_y;
          plan->rows = rows;
          plan->cols = cols;
        }
    }
  if (best > 1000)
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_TOO_LARGE,
                   _("The board would need %u pages"), best);
      return FALSE;
    }
  /* The legend gets a sheet of its own, with the assembly map, rather than a row of pages
   * that would be mostly empty. */
  plan->n_pages = best + (plan->options.render.show_legend ? 1 : 0);
  return TRUE;
}

static void
plan_fit (HwExportPlan *plan)
{
  double pw, ph, best = -1;

  double reserve = 0;

  hw_export_paper_size (plan->options.paper, &pw, &ph);
  plan->rows = plan->cols = plan->n_pages = 1;
  hw_render_board_extent (plan->variant->board, &plan->options.render, &plan->board);
  /* Shrunk with the board, the legend would be unreadable: it keeps its size. */
  if (plan->options.render.show_legend)
    {
      hw_render_legend_size (plan->scenario, plan->variant, &plan->options.render,
                             &plan->legend_w, &plan->legend_h);
      reserve = plan->legend_h + 6.0;
    }
  for (int landscape = 0; landscape < 2; landscape++)
    {
      double w = landscape ? ph : pw, h = landscape ? pw : ph;
      double uw = w - 2 * HW_EXPORT_MARGIN_MM;
      double uh = h - 2 * HW_EXPORT_MARGIN_MM - SHEET_FOOTER_MM - reserve;
      double scale = MIN (uw / plan->board.width, uh / plan->board.height);

      if (scale > best + 1e-9)
        {
          best = scale;
          plan->page_w = w;
          plan->page_h = h;
        }
    }
  plan->scale = best;
}

/* TRUE when a circle of radius @cr at (x, y) overlaps a pointy-top hex of apothem @a at
 * (hx, hy). Separating axes: the three side normals and the axis through the nearest corner. */
static gboolean
circle_hits_hex (double x, double y, double cr, double hx, double hy, double a)
{
  double dx = x - hx, dy = y - hy;
  double radius = a * 2.0 / SQRT3;
  double best = G_MAXDOUBLE, ux = 0, uy = 0, len, extent = 0;

  for (int i = 0; i < 3; i++)
    {
      double ang = G_PI / 3.0 * i;

      if (fabs (dx * cos (ang) + dy * sin (ang)) >= a + cr)
        return FALSE;
    }
  for (int c = 0; c < 6; c++)
    {
      double cx, cy, d;

      hw_corner_offset ((HwCorner) c, radius, &cx, &cy);
      d = hypot (dx - cx, dy - cy);
      if (d < best)
        {
          best = d;
          ux = dx - cx;
          uy = dy - cy;
        }
    }
  len = hypot (ux, uy);
  if (len < 1e-9)
    return TRUE;
  ux /= len;
  uy /= len;
  for (int c = 0; c < 6; c++)
    {
      double cx, cy;

      hw_corner_offset ((HwCorner) c, radius, &cx, &cy);
      extent = MAX (extent, fabs (cx * ux + cy * uy));
    }
  return fabs (dx * ux + dy * uy) < extent + cr;
}

typedef struct
{
  double x, y;
} Point;

static GArray *
hex_slots (double uw, double uh, double apothem)
{
  GArray *slots = g_array_new (FALSE, FALSE, sizeof (Point));
  double radius = apothem * 2.0 / SQRT3;

  for (int row = 0;; row++)
    {
      double y = radius + row * 1.5 * radius;

      if (y + radius > uh + 1e-9)
        break;
      for (int col = 0;; col++)
        {
          Point p = { apothem + col * 2 * apothem + (row % 2 ? apothem : 0), y };

          if (p.x + apothem > uw + 1e-9)
            break;
          g_array_append_val (slots, p);
        }
    }
  return slots;
}

static int
compare_chits (gconstpointer a, gconstpointer b, gpointer data)
{
  const HwBoard *board = data;
  const HwHex *ha = hw_board_get_hex (board, *(const guint *) a);
  const HwHex *hb = hw_board_get_hex (board, *(const guint *) b);

  return (int) ha->chit - (int) hb->chit;
}

/* Packs the kit on paper of w x h; returns the number of pages, 0 when a piece cannot fit. */
static guint
pack_kit (HwExportPlan *plan, double w, double h, GArray *items)
{
  const HwBoard *board = plan->variant->board;
  const HwRenderOptions *r = &plan->options.render;
  double uw = w - 2 * HW_EXPORT_MARGIN_MM, uh = h - 2 * HW_EXPORT_MARGIN_MM - SHEET_FOOTER_MM;
  double apothem = r->hex_mm / 2.0 + HW_EXPORT_BLEED_MM + KIT_GAP_MM / 2.0;
  double chit_r = r->chit_mm / 2.0 + HW_EXPORT_BLEED_MM + KIT_GAP_MM / 2.0;
  g_autoptr(GArray) slots = hex_slots (uw, uh, apothem);
  g_autoptr(GArray) chits = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n_hexes = hw_board_n_hexes (board);
  guint page = 0, used = 0, next_chit = 0;

  g_array_set_size (items, 0);
  for (guint i = 0; i < n_hexes; i++)
    if (hw_board_get_hex (board, i)->chit >= 2 && hw_board_get_hex (board, i)->chit <= 12)
      g_array_append_val (chits, i);
  g_array_sort_with_data (chits, compare_chits, (gpointer) board);

  if (n_hexes > 0 && slots->len == 0)
    return 0;
  if (chits->len > 0 && (2 * chit_r > uw || 2 * chit_r > uh))
    return 0;

  /* Land before sea, so the tiles a designer changes most sit together. */
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n_hexes; i++)
      {
        const HwHex *hex = hw_board_get_hex (board, i);
        KitItem item = { ITEM_HEX, 0, 0, 0, i };
        Point p;

        if (hw_terrain_is_land (hex->terrain) != (pass == 0))
          continue;
        if (used == slots->len)
          {
            page++;
            used = 0;
          }
        p = g_array_index (slots, Point, used++);
        item.page = page;
        item.x = HW_EXPORT_MARGIN_MM + p.x;
        item.y = HW_EXPORT_MARGIN_MM + p.y;
        g_array_append_val (items, item);
      }

  /* Chits go into the room the tiles leave, page after page, then onto pages of their own. */
  for (guint pg = 0; next_chit < chits->len; pg++)
    {
      guint first_hex = items->len;

      for (guint i = 0; i < items->len; i++)
        if (g_array_index (items, KitItem, i).kind == ITEM_HEX
            && g_array_index (items, KitItem, i).page == pg)
          {
            first_hex = i;
            break;
          }

      for (double y = chit_r; y + chit_r <= uh + 1e-9 && next_chit < chits->len; y += 2 * chit_r)
        for (double x = chit_r; x + chit_r <= uw + 1e-9 && next_chit < chits->len; x += 2 * chit_r)
          {
            gboolean is_free = TRUE;
            KitItem item;

            for (guint i = first_hex; i < items->len && is_free; i++)
              {
                const KitItem *it = &g_array_index (items, KitItem, i);

                if (it->kind != ITEM_HEX || it->page != pg)
                  continue;
                if (circle_hits_hex (HW_EXPORT_MARGIN_MM + x, HW_EXPORT_MARGIN_MM + y,
                                     chit_r - 1e-6, it->x, it->y, apothem))
                  is_free = FALSE;
              }
            if (!is_free)
              continue;
            item.kind = ITEM_CHIT;
            item.page = pg;
            item.x = HW_EXPORT_MARGIN_MM + x;
            item.y = HW_EXPORT_MARGIN_MM + y;
            item.hex = g_array_index (chits, guint, next_chit++);
            g_array_append_val (items, item);
            page = MAX (page, pg);
          }
    }

  return items->len > 0 ? page + 1 : 1;
}

static gboolean
plan_kit (HwExportPlan *plan, GError **error)
{
  double pw, ph;
  guint best = 0;

  hw_export_paper_size (plan->options.paper, &pw, &ph);
  plan->rows = plan->cols = 1;
  plan->items = g_array_new (FALSE, FALSE, sizeof (KitItem));
  for (int landscape = 0; landscape < 2; landscape++)
    {
      double w = landscape ? ph : pw, h = landscape ? pw : ph;
      g_autoptr(GArray) items = g_array_new (FALSE, FALSE, sizeof (KitItem));
      guint pages = pack_kit (plan, w, h, items);

      if (pages > 0 && (best == 0 || pages < best))
        {
          best = pages;
          plan->page_w = w;
          plan->page_h = h;
          g_array_set_size (plan->items, 0);
          g_array_append_vals (plan->items, items->data, items->len);
        }
    }
  if (best == 0)
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_TOO_LARGE,
                   _("A hex of %g mm with its bleed does not fit on one sheet"),
                   plan->options.render.hex_mm);
      return FALSE;
    }
  plan->n_pages = best;
  return TRUE;
}

HwExportPlan *
hw_export_plan_new (const HwScenario      *scenario,
                    const HwVariant       *variant,
                    const HwExportOptions *options,
                    GError               **error)
{
  g_autoptr(HwExportPlan) plan = NULL;

  g_return_val_if_fail (variant != NULL && variant->board != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!hw_export_options_check (options, error))
    return NULL;

  plan = g_new0 (HwExportPlan, 1);
  plan->scenario = scenario;
  plan->variant = variant;
  plan->options = *options;
  /* Marks are an editor's business, never printed. */
  plan->options.render.mark_func = NULL;
  plan->options.render.mark_data = NULL;
  plan->scale = 1.0;

  if (!hw_render_variant_size (scenario, variant, &plan->options.render,
                               &plan->content_w, &plan->content_h))
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_EMPTY, _("The board has no hexes"));
      return NULL;
    }

  switch (options->layout)
    {
    case HW_EXPORT_LAYOUT_POSTER:
      plan->page_w = plan->content_w + 2 * HW_EXPORT_MARGIN_MM;
      plan->page_h = plan->content_h + 2 * HW_EXPORT_MARGIN_MM;
      plan->rows = plan->cols = plan->n_pages = 1;
      break;
    case HW_EXPORT_LAYOUT_TILED:
      hw_render_board_extent (variant->board, &plan->options.render, &plan->board);
      plan->content_w = plan->board.width;
      plan->content_h = plan->board.height;
      if (!plan_tiled (plan, error))
        return NULL;
      break;
    case HW_EXPORT_LAYOUT_KIT:
      if (!plan_kit (plan, error))
        return NULL;
      break;
    case HW_EXPORT_LAYOUT_FIT:
    default:
      plan_fit (plan);
      break;
    }

  return g_steal_pointer (&plan);
}

void
hw_export_plan_free (HwExportPlan *plan)
{
  if (plan == NULL)
    return;
  if (plan->items)
    g_array_unref (plan->items);
  g_free (plan);
}

guint
hw_export_plan_get_n_pages (const HwExportPlan *plan)
{
  return plan->n_pages;
}

void
hw_export_plan_get_page_size (const HwExportPlan *plan,
                              double             *width,
                              double             *height)
{
  *width = plan->page_w;
  *height = plan->page_h;
}

void
hw_export_plan_get_grid (const HwExportPlan *plan,
                         guint              *rows,
                         guint              *columns)
{
  *rows = plan->rows;
  *columns = plan->cols;
}

void
hw_export_plan_get_content_size (const HwExportPlan *plan,
                                 double             *width,
                                 double             *height)
{
  *width = plan->content_w;
  *height = plan->content_h;
}

void
hw_export_plan_get_window (const HwExportPlan *plan,
                           guint               page,
                           HwRenderBox        *window)
{
  g_return_if_fail (page < plan->n_pages);

  switch (plan->options.layout)
    {
    case HW_EXPORT_LAYOUT_TILED:
      if (page >= plan->rows * plan->cols)
        {
          window->x = window->y = 0;
          window->width = plan->content_w;
          window->height = plan->content_h;
          break;
        }
      window->x = (page % plan->cols) * plan->step_x;
      window->y = (page / plan->cols) * plan->step_y;
      window->width = plan->win_w;
      window->height = plan->win_h;
      break;
    case HW_EXPORT_LAYOUT_KIT:
      window->x = window->y = 0;
      window->width = plan->page_w;
      window->height = plan->page_h;
      break;
    case HW_EXPORT_LAYOUT_POSTER:
    case HW_EXPORT_LAYOUT_FIT:
    default:
      window->x = window->y = 0;
      window->width = plan->content_w;
      window->height = plan->content_h;
      break;
    }
}

guint
hw_export_plan_get_n_pieces (const HwExportPlan *plan)
{
  return plan->items ? plan->items->len : 0;
}

const HwExportPiece *
hw_export_plan_get_piece (const HwExportPlan *plan,
                          guint               i)
{
  g_return_val_if_fail (plan->items != NULL && i < plan->items->len, NULL);
  return &g_array_index (plan->items, HwExportPiece, i);
}

void
hw_export_plan_get_kit_metrics (const HwExportPlan *plan,
                                double             *bleed,
                                double             *tile_apothem,
                                double             *chit_radius)
{
  *bleed = HW_EXPORT_BLEED_MM;
  *tile_apothem = plan->options.render.hex_mm / 2.0 + HW_EXPORT_BLEED_MM + KIT_GAP_MM / 2.0;
  *chit_radius = plan->options.render.chit_mm / 2.0 + HW_EXPORT_BLEED_MM + KIT_GAP_MM / 2.0;
}

/* ---- drawing ---- */

static void
set_font (cairo_t *cr, double size, gboolean bold)
{
  cairo_select_font_face (cr, FONT, CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
}

static double
text_width (cairo_t *cr, const char *text)
{
  cairo_text_extents_t ext;

  cairo_text_extents (cr, text, &ext);
  return ext.x_advance;
}

static const char *
scenario_name (const HwExportPlan *plan)
{
  const char *name = plan->scenario ? hw_scenario_get_name (plan->scenario) : NULL;

  return name && *name ? name : _("Untitled scenario");
}

/* A registration target: a circle with a cross through it. */
static void
draw_target (cairo_t *cr, double x, double y)
{
  cairo_new_path (cr);
  cairo_arc (cr, x, y, 2.5, 0, 2 * G_PI);
  cairo_move_to (cr, x - 4, y);
  cairo_line_to (cr, x + 4, y);
  cairo_move_to (cr, x, y - 4);
  cairo_line_to (cr, x, y + 4);
  cairo_set_line_width (cr, 0.2);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_stroke (cr);
}

/* Crop marks: short lines in the margin continuing the lines x = @x (vertical) or y = @y. */
static void
draw_crop_x (cairo_t *cr, const HwExportPlan *plan, double x)
{
  double top = HW_EXPORT_MARGIN_MM, bottom = HW_EXPORT_MARGIN_MM + plan->win_h;

  cairo_move_to (cr, x, top - 2);
  cairo_line_to (cr, x, top - 8);
  cairo_move_to (cr, x, bottom + 2);
  cairo_line_to (cr, x, bottom + 6);
}

static void
draw_crop_y (cairo_t *cr, const HwExportPlan *plan, double y)
{
  double left = HW_EXPORT_MARGIN_MM, right = HW_EXPORT_MARGIN_MM + plan->win_w;

  cairo_move_to (cr, left - 2, y);
  cairo_line_to (cr, left - 8, y);
  cairo_move_to (cr, right + 2, y);
  cairo_line_to (cr, right + 8, y);
}

/* A ruler of @length mm: prints at the right size only when printed at 100 %. */
static void
draw_scale_bar (cairo_t *cr, double x, double y, double length)
{
  char text[32];

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.25);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + length, y);
  for (int i = 0; i <= (int) (length / 10); i++)
    {
      cairo_move_to (cr, x + i * 10, y);
      cairo_line_to (cr, x + i * 10, y - (i % 5 == 0 ? 2.5 : 1.5));
    }
  cairo_stroke (cr);
  set_font (cr, 2.4, FALSE);
  g_snprintf (text, sizeof text, _("%g mm"), length);
  cairo_move_to (cr, x + length / 2 - text_width (cr, text) / 2, y + 3.2);
  cairo_show_text (cr, text);
}

static void
draw_caption (cairo_t *cr, const HwExportPlan *plan, const char *text)
{
  set_font (cr, 2.8, FALSE);
  cairo_set_source_rgb (cr, 0.25, 0.25, 0.25);
  cairo_move_to (cr, HW_EXPORT_MARGIN_MM, plan->page_h - HW_EXPORT_MARGIN_MM - 1.0);
  cairo_show_text (cr, text);
}

/* Draws a small picture of the whole board with the page grid; page @page is highlighted. */
static void
draw_thumbnail (cairo_t *cr, const HwExportPlan *plan, guint page, double x, double y,
                double max_w, double max_h, gboolean numbers)
{
  HwRenderOptions mini = plan->options.render;
  double all_w = plan->content_w, all_h = plan->content_h, s, tw, th;

  /* The page grid may reach past the board: show all of both. */
  for (guint p = 0; p < plan->rows * plan->cols; p++)
    {
      HwRenderBox w;

      hw_export_plan_get_window (plan, p, &w);
      all_w = MAX (all_w, w.x + w.width);
      all_h = MAX (all_h, w.y + w.height);
    }
  s = MIN (max_w / all_w, max_h / all_h);
  tw = all_w * s;
  th = all_h * s;

  mini.patterns = FALSE;
  mini.labels = FALSE;
  mini.show_coords = FALSE;
  mini.show_legend = FALSE;

  cairo_save (cr);
  cairo_translate (cr, numbers ? x + (max_w - tw) / 2 : x + max_w - tw, y + (max_h - th) / 2);
  cairo_rectangle (cr, 0, 0, tw, th);
  cairo_set_source_rgb (cr, 0.96, 0.96, 0.96);
  cairo_fill (cr);
  cairo_save (cr);
  cairo_scale (cr, s, s);
  {
    HwRenderBox box;

    hw_render_board_extent (plan->variant->board, &mini, &box);
    cairo_save (cr);
    cairo_translate (cr, (plan->content_w - box.width) / 2.0 - box.x, -box.y);
    for (guint i = 0; i < hw_board_n_hexes (plan->variant->board); i++)
      {
        const HwHex *hex = hw_board_get_hex (plan->variant->board, i);
        double hx, hy;

        hw_render_hex_center (&mini, hex->coord, &hx, &hy);
        cairo_save (cr);
        cairo_translate (cr, hx, hy);
        hw_render_hex_path (cr, &mini, 0);
        hw_render_set_terrain_color (cr, hex->terrain, &mini);
        cairo_fill (cr);
        cairo_restore (cr);
      }
    cairo_restore (cr);
  }
  for (guint p = 0; p < plan->rows * plan->cols; p++)
    {
      HwRenderBox w;

      hw_export_plan_get_window (plan, p, &w);
      if (numbers)
        {
          char label[16];

          g_snprintf (label, sizeof label, "%u", p + 1);
          set_font (cr, 5.0 / s, TRUE);
          cairo_set_source_rgb (cr, 0.1, 0.2, 0.6);
          cairo_move_to (cr, w.x + 2.0 / s, w.y + 7.0 / s);
          cairo_show_text (cr, label);
        }
      cairo_rectangle (cr, w.x, w.y, w.width, w.height);
      if (p == page)
        {
          cairo_set_source_rgba (cr, 0.85, 0.15, 0.1, 0.35);
          cairo_fill_preserve (cr);
        }
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
      /* Line widths in page millimetres, whatever the thumbnail's scale. */
      cairo_set_line_width (cr, (p == page ? 0.35 : 0.15) / s);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
  cairo_rectangle (cr, 0, 0, tw, th);
  cairo_set_line_width (cr, 0.2);
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_tiled_page (const HwExportPlan *plan, cairo_t *cr, guint page)
{
  guint row = page / plan->cols, col = page % plan->cols;
  double m = HW_EXPORT_MARGIN_MM, half = HW_EXPORT_OVERLAP_MM / 2.0;
  double right = m + plan->win_w, bottom = m + plan->win_h;
  HwRenderBox w;
  char text[128];

  hw_export_plan_get_window (plan, page, &w);

  cairo_save (cr);
  cairo_rectangle (cr, m, m, plan->win_w, plan->win_h);
  cairo_clip (cr);
  cairo_translate (cr, m - w.x - plan->board.x, m - w.y - plan->board.y);
  hw_render_board (cr, plan->variant->board, &plan->options.render);
  cairo_restore (cr);

  /* The half of the overlap strip that the next page covers: glue goes here. */
  if (col + 1 < plan->cols)
    cairo_rectangle (cr, right - half, m, half, plan->win_h);
  if (row + 1 < plan->rows)
    cairo_rectangle (cr, m, bottom - half, plan->win_w, half);
  cairo_set_source_rgba (cr, 0.3, 0.3, 0.3, 0.15);
  cairo_fill (cr);

  /* Cut lines through the middle of the overlap with this page's left and upper neighbours. */
  {
    double dash[] = { 2.0, 1.5 };

    cairo_set_source_rgb (cr, 0, 0, 0);
    cairo_set_line_width (cr, 0.25);
    cairo_set_dash (cr, dash, 2, 0);
    if (col > 0)
      {
        cairo_move_to (cr, m + half, m);
        cairo_line_to (cr, m + half, bottom);
      }
    if (row > 0)
      {
        cairo_move_to (cr, m, m + half);
        cairo_line_to (cr, right, m + half);
      }
    cairo_stroke (cr);
    cairo_set_dash (cr, NULL, 0, 0);
  }

  /* Crop marks at the window's corners and at every cut line. */
  draw_crop_x (cr, plan, m);
  draw_crop_x (cr, plan, right);
  draw_crop_y (cr, plan, m);
  draw_crop_y (cr, plan, bottom);
  if (col > 0)
    draw_crop_x (cr, plan, m + half);
  if (row > 0)
    draw_crop_y (cr, plan, m + half);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.25);
  cairo_stroke (cr);

  /* Registration targets sit on the cut lines, at the same board position on both pages, so
   * the cut half-targets of one page line up with the whole targets of its neighbour. */
  for (int k = 1; k <= 3; k += 2)
    {
      if (col > 0)
        draw_target (cr, m + half, m + plan->win_h * k / 4.0);
      if (col + 1 < plan->cols)
        draw_target (cr, right - half, m + plan->win_h * k / 4.0);
      if (row > 0)
        draw_target (cr, m + plan->win_w * k / 4.0, m + half);
      if (row + 1 < plan->rows)
        draw_target (cr, m + plan->win_w * k / 4.0, bottom - half);
    }

  /* The footer: which page this is, a ruler, and where it sits. */
  set_font (cr, 3.6, TRUE);
  cairo_set_source_rgb (cr, 0, 0, 0);
  g_snprintf (text, sizeof text, _("Row %u, column %u"), row + 1, col + 1);
  cairo_move_to (cr, m, bottom + 6);
  cairo_show_text (cr, text);
  set_font (cr, 2.8, FALSE);
  g_snprintf (text, sizeof text, _("Page %u of %u (%u × %u)"), page + 1, plan->n_pages,
              plan->rows, plan->cols);
  cairo_move_to (cr, m, bottom + 10);
  cairo_show_text (cr, text);
  {
    g_autofree char *line = g_strdup_printf (_("%s · hexes %g mm across · print at 100 %%"),
                                             scenario_name (plan),
                                             plan->options.render.hex_mm);

    cairo_move_to (cr, m, bottom + 13.8);
    cairo_show_text (cr, line);
  }
  draw_scale_bar (cr, right - 40 - 6 - 50, bottom + 9, 50);
  draw_thumbnail (cr, plan, page, right - 40, bottom + 2, 40, TILED_FOOTER_MM - 2, FALSE);
}

/* The last sheet of a tiled print: the legend, how to put the pages together, and a map of
 * where each page goes. */
static void
draw_assembly_page (const HwExportPlan *plan, cairo_t *cr)
{
  static const char *steps[] = {
    /* xgettext:no-c-format */
    N_("1. Print at 100 % and check the 50 mm rulers."),
    N_("2. Cut each page on its dashed lines (left and top) and trim the outer margins."),
    N_("3. Lay each page over the grey strip of the page before it, matching the half targets "
       "with the whole ones, and glue."),
  };
  double m = HW_EXPORT_MARGIN_MM, uw = plan->page_w - 2 * m;
  double lw, lh, y;

  hw_render_legend_size (plan->scenario, plan->variant, &plan->options.render, &lw, &lh);
  cairo_save (cr);
  cairo_translate (cr, m, m);
  hw_render_legend (cr, plan->scenario, plan->variant, &plan->options.render);
  cairo_restore (cr);

  y = m + lh + 8;
  set_font (cr, 4.2, TRUE);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, m, y);
  cairo_show_text (cr, _("Putting the board together"));
  set_font (cr, 3.2, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      y += 6;
      cairo_move_to (cr, m, y);
      cairo_show_text (cr, _(steps[i]));
    }
  y += 6;
  draw_thumbnail (cr, plan, G_MAXUINT, m, y, uw,
                  plan->page_h - m - SHEET_FOOTER_MM - y, TRUE);
  draw_caption (cr, plan, scenario_name (plan));
}

static void
draw_fit_page (const HwExportPlan *plan, cairo_t *cr)
{
  double m = HW_EXPORT_MARGIN_MM, s = plan->scale;
  double uw = plan->page_w - 2 * m;
  double uh = plan->page_h - 2 * m - SHEET_FOOTER_MM;
  double bh = uh - (plan->options.render.show_legend ? plan->legend_h + 6.0 : 0);
  g_autofree char *caption = NULL;

  cairo_save (cr);
  cairo_translate (cr, m + (uw - plan->board.width * s) / 2 - plan->board.x * s,
                   m + (bh - plan->board.height * s) / 2 - plan->board.y * s);
  cairo_scale (cr, s, s);
  hw_render_board (cr, plan->variant->board, &plan->options.render);
  cairo_restore (cr);

  if (plan->options.render.show_legend)
    {
      cairo_save (cr);
      cairo_translate (cr, m + (uw - plan->legend_w) / 2, m + uh - plan->legend_h);
      hw_render_legend (cr, plan->scenario, plan->variant, &plan->options.render);
      cairo_restore (cr);
    }

  caption = g_strdup_printf (_("%s · scaled to %.0f %% (hexes %.1f mm across)"),
                             scenario_name (plan), plan->scale * 100,
                             plan->options.render.hex_mm * plan->scale);
  draw_caption (cr, plan, caption);
}

static void
draw_kit_page (const HwExportPlan *plan, cairo_t *cr, guint page)
{
  const HwBoard *board = plan->variant->board;
  const HwRenderOptions *r = &plan->options.render;
  g_autofree char *caption = NULL;

  for (guint i = 0; i < plan->items->len; i++)
    {
      const KitItem *it = &g_array_index (plan->items, KitItem, i);
      const HwHex *hex = hw_board_get_hex (board, it->hex);

      if (it->page != page)
        continue;
      cairo_save (cr);
      cairo_translate (cr, it->x, it->y);
      if (it->kind == ITEM_HEX)
        {
          double hx, hy;
          char text[32];

          hw_render_hex_bleed (cr, hex->terrain, HW_EXPORT_BLEED_MM, r);
          hw_render_hex_tile (cr, hex, FALSE, r);

          /* The harbors standing on this (sea) hex belong to its tile. */
          hw_render_hex_center (r, hex->coord, &hx, &hy);
          for (guint h = 0; h < hw_board_n_harbors (board); h++)
            {
              const HwHarbor *harbor = hw_board_get_harbor (board, h);

              if (!hw_coord_equal (harbor->coord, hex->coord))
                continue;
              cairo_save (cr);
              hw_render_hex_path (cr, r, 0);
              cairo_clip (cr);
              cairo_translate (cr, -hx, -hy);
              hw_render_harbor (cr, harbor, r);
              cairo_restore (cr);
            }

          /* Where the tile goes on the board. */
          g_snprintf (text, sizeof text, "%d,%d", hex->coord.q, hex->coord.r);
          set_font (cr, MAX (1.5, r->hex_mm * 0.035), FALSE);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
          cairo_move_to (cr, -text_width (cr, text) / 2, hw_render_hex_radius (r) * 0.86);
          cairo_show_text (cr, text);

          hw_render_hex_path (cr, r, 0);
        }
      else
        {
          cairo_new_path (cr);
          cairo_arc (cr, 0, 0, r->chit_mm / 2 + HW_EXPORT_BLEED_MM, 0, 2 * G_PI);
          if (r->monochrome)
            cairo_set_source_rgb (cr, 1, 1, 1);
          else
            cairo_set_source_rgb (cr, 0.98, 0.95, 0.86);
          cairo_fill (cr);
          hw_render_chit (cr, hex->chit, r);
          cairo_new_path (cr);
          cairo_arc (cr, 0, 0, r->chit_mm / 2, 0, 2 * G_PI);
        }
      /* The cut line, a hairline on the exact edge. */
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, 0.15);
      cairo_stroke (cr);
      cairo_restore (cr);
    }

  caption = g_strdup_printf (_("%s · print-and-play sheet %u of %u · cut on the fine lines "
                               "(%g mm bleed) · print at 100 %%"),
                             scenario_name (plan), page + 1, plan->n_pages, HW_EXPORT_BLEED_MM);
  draw_caption (cr, plan, caption);
}

void
hw_export_plan_draw_page (const HwExportPlan *plan,
                          cairo_t            *cr,
                          guint               page)
{
  g_return_if_fail (plan != NULL && cr != NULL);
  g_return_if_fail (page < plan->n_pages);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, plan->page_w, plan->page_h);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);

  switch (plan->options.layout)
    {
    case HW_EXPORT_LAYOUT_POSTER:
      cairo_translate (cr, HW_EXPORT_MARGIN_MM, HW_EXPORT_MARGIN_MM);
      hw_render_variant (cr, plan->scenario, plan->variant, &plan->options.render);
      break;
    case HW_EXPORT_LAYOUT_TILED:
      if (page < plan->rows * plan->cols)
        draw_tiled_page (plan, cr, page);
      else
        draw_assembly_page (plan, cr);
      break;
    case HW_EXPORT_LAYOUT_KIT:
      draw_kit_page (plan, cr, page);
      break;
    case HW_EXPORT_LAYOUT_FIT:
    default:
      draw_fit_page (plan, cr);
      break;
    }
  cairo_restore (cr);
}

/* ---- writing ---- */

char *
hw_export_page_path (const char *path,
                     guint       page,
                     guint       n_pages)
{
  g_autofree char *dir = NULL, *base = NULL, *name = NULL;
  const char *dot;

  g_return_val_if_fail (path != NULL, NULL);

  if (n_pages <= 1)
    return g_strdup (path);
  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  dot = strrchr (base, '.');
  if (dot && dot != base)
    name = g_strdup_printf ("%.*s-%u%s", (int) (dot - base), base, page + 1, dot);
  else
    name = g_strdup_printf ("%s-%u", base, page + 1);
  return g_build_filename (dir, name, NULL);
}

/* One output file being written under a temporary name next to its final one. */
typedef struct
{
  char  *final;
  char  *tmp;
  FILE  *fp;
  int    saved_errno;
} OutFile;

static void
out_file_clear (OutFile *out)
{
  if (out->fp)
    fclose (out->fp);
  if (out->tmp)
    g_unlink (out->tmp);
  g_free (out->tmp);
  g_free (out->final);
  memset (out, 0, sizeof *out);
}

static gboolean
out_file_open (OutFile *out, const char *final, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (final);
  g_autofree char *base = g_path_get_basename (final);
  g_autofree char *tmpl = g_strdup_printf (".%s.XXXXXX", base);
  int fd;

  memset (out, 0, sizeof *out);
  out->final = g_strdup (final);
  out->tmp = g_build_filename (dir, tmpl, NULL);
  if (g_file_test (final, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_IO,
                   _("Cannot write “%s”: it is a folder"), final);
      g_clear_pointer (&out->tmp, g_free);
      return FALSE;
    }
  fd = g_mkstemp_full (out->tmp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    {
      int err = errno;

      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_IO, _("Cannot write “%s”: %s"),
                   final, g_strerror (err));
      g_clear_pointer (&out->tmp, g_free);
      return FALSE;
    }
  out->fp = fdopen (fd, "wb");
  if (out->fp == NULL)
    {
      close (fd);
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_IO, _("Cannot write “%s”: %s"),
                   final, g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

static cairo_status_t
out_file_write (void *closure, const unsigned char *data, unsigned int length)
{
  OutFile *out = closure;

  if (out->saved_errno != 0)
    return CAIRO_STATUS_WRITE_ERROR;
  if (length > 0 && fwrite (data, 1, length, out->fp) != length)
    {
      out->saved_errno = errno ? errno : EIO;
      return CAIRO_STATUS_WRITE_ERROR;
    }
  return CAIRO_STATUS_SUCCESS;
}

/* Flushes and closes the temporary file; the rename comes once every file is complete. */
static gboolean
out_file_finish (OutFile *out, cairo_status_t status, GError **error)
{
  FILE *fp = g_steal_pointer (&out->fp);

  if (out->saved_errno == 0 && (fflush (fp) != 0 || fsync (fileno (fp)) != 0))
    out->saved_errno = errno;
  if (fclose (fp) != 0 && out->saved_errno == 0)
    out->saved_errno = errno;
  if (out->saved_errno != 0)
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_IO, _("Cannot write “%s”: %s"),
                   out->final, g_strerror (out->saved_errno));
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_IO, _("Cannot draw “%s”: %s"),
                   out->final, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

static cairo_status_t
finish_surface (cairo_surface_t *surface)
{
  cairo_status_t status;

  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return status;
}

static gboolean
write_pdf (const HwExportPlan *plan, OutFile *out, GError **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;

  surface = cairo_pdf_surface_create_for_stream (out_file_write, out,
                                                 plan->page_w * HW_MM_TO_PT,
                                                 plan->page_h * HW_MM_TO_PT);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, scenario_name (plan));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "hexwright");
  {
    g_autoptr(cairo_t) cr = cairo_create (surface);

    for (guint p = 0; p < plan->n_pages; p++)
      {
        cairo_save (cr);
        cairo_scale (cr, HW_MM_TO_PT, HW_MM_TO_PT);
        hw_export_plan_draw_page (plan, cr, p);
        cairo_restore (cr);
        cairo_show_page (cr);
      }
  }
  status = finish_surface (surface);
  return out_file_finish (out, status, error);
}

static gboolean
write_svg_page (const HwExportPlan *plan, guint page, OutFile *out, GError **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;

  /* With millimetre document units the user unit is the millimetre, so width and height
   * come out as "210mm" and the drawing needs no scaling. */
  surface = cairo_svg_surface_create_for_stream (out_file_write, out,
                                                 plan->page_w, plan->page_h);
  cairo_svg_surface_restrict_to_version (surface, CAIRO_SVG_VERSION_1_1);
  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_MM);
  {
    g_autoptr(cairo_t) cr = cairo_create (surface);

    hw_export_plan_draw_page (plan, cr, page);
  }
  status = finish_surface (surface);
  return out_file_finish (out, status, error);
}

static gboolean
write_png_page (const HwExportPlan *plan, guint page, OutFile *out, GError **error)
{
  double dpmm = plan->options.dpi / 25.4;
  int w = (int) ceil (plan->page_w * dpmm - 1e-6), h = (int) ceil (plan->page_h * dpmm - 1e-6);
  g_autoptr(cairo_surface_t) surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  cairo_status_t status;

  {
    g_autoptr(cairo_t) cr = cairo_create (surface);

    cairo_scale (cr, dpmm, dpmm);
    hw_export_plan_draw_page (plan, cr, page);
  }
  status = cairo_surface_status (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png_stream (surface, out_file_write, out);
  return out_file_finish (out, status, error);
}

static gboolean
check_pixels (const HwExportPlan *plan, GError **error)
{
  double dpmm = plan->options.dpi / 25.4;
  double w = ceil (plan->page_w * dpmm), h = ceil (plan->page_h * dpmm);

  if (w > 32767 || h > 32767 || w * h > HW_EXPORT_MAX_PIXELS)
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_TOO_LARGE,
                   _("A page of %.0f × %.0f mm at %g dpi is too large for a picture "
                     "(%.0f × %.0f pixels); lower the resolution"),
                   plan->page_w, plan->page_h, plan->options.dpi, w, h);
      return FALSE;
    }
  return TRUE;
}

gboolean
hw_export_write (const HwScenario      *scenario,
                 const HwVariant       *variant,
                 const HwExportOptions *options,
                 const char            *path,
                 guint                 *n_files,
                 GError               **error)
{
  g_autoptr(HwExportPlan) plan = NULL;
  g_autoptr(HwRenderCache) cache = NULL;
  guint files, opened = 0;
  OutFile *outs;
  gboolean ok = TRUE;

  g_return_val_if_fail (variant != NULL && options != NULL && path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (*path == '\0')
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_IO, _("No output file given"));
      return FALSE;
    }
  plan = hw_export_plan_new (scenario, variant, options, error);
  if (plan == NULL)
    return FALSE;
  /* One set of terrain patterns for every page, freed only once the surfaces are finished. */
  cache = hw_render_cache_new ();
  plan->options.render.cache = cache;
  if (options->format == HW_EXPORT_FORMAT_PNG && !check_pixels (plan, error))
    return FALSE;

  files = options->format == HW_EXPORT_FORMAT_PDF ? 1 : plan->n_pages;
  outs = g_new0 (OutFile, files);

  for (guint i = 0; i < files && ok; i++)
    {
      g_autofree char *final = hw_export_page_path (path, i, files);

      ok = out_file_open (&outs[i], final, error);
      if (!ok)
        break;
      opened++;
      switch (options->format)
        {
        case HW_EXPORT_FORMAT_PDF:
          ok = write_pdf (plan, &outs[i], error);
          break;
        case HW_EXPORT_FORMAT_PNG:
          ok = write_png_page (plan, i, &outs[i], error);
          break;
        case HW_EXPORT_FORMAT_SVG:
        default:
          ok = write_svg_page (plan, i, &outs[i], error);
          break;
        }
    }

  /* Every file is complete: only now do they replace what was there. */
  for (guint i = 0; i < opened && ok; i++)
    if (g_rename (outs[i].tmp, outs[i].final) != 0)
      {
        int err = errno;

        g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_IO, _("Cannot write “%s”: %s"),
                     outs[i].final, g_strerror (err));
        ok = FALSE;
      }
    else
      g_clear_pointer (&outs[i].tmp, g_free);

  for (guint i = 0; i < files; i++)
    out_file_clear (&outs[i]);
  g_free (outs);

  if (ok && n_files)
    *n_files = files;
  return ok;
}
