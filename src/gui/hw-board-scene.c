/* hw-board-scene.c: the board canvas's view state and its one drawing path. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "hw-board-scene.h"

#define HW_SCENE_PADDING 44.0  /* room for the +/− buttons on the edges */
/* The smallest text, in pixels, the canvas draws pawns' initials, pips and harbor labels
 * at (printed boards keep their true sizes). */
#define HW_SCENE_MIN_TEXT_PX 11.0

/* Coordinates are bounded by the file format (±200), so a pair packs into one int key. */
static gpointer
hw_scene_key (HwCoord c)
{
  return GINT_TO_POINTER (((c.q + 1024) << 12) | (c.r + 1024));
}

static guint
hw_scene_mark_func (const HwHex *hex,
                    guint        index,
                    gpointer     user_data)
{
  GHashTable *marks = user_data;

  return GPOINTER_TO_UINT (g_hash_table_lookup (marks, hw_scene_key (hex->coord)));
}

/* Cairo forgets a toy font face as soon as no context uses it, and finding it again costs a
 * fontconfig match: the renderer switches between regular and bold for every chit and
 * harbor, so without this every label paid that price on every frame. */
static void
hw_scene_keep_fonts (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (int weight = 0; weight < 2; weight++)
        for (int slant = 0; slant < 2; slant++)
          {
            const char *families[] = { "Sans", "sans-serif", "DejaVu Sans" };
            for (guint f = 0; f < G_N_ELEMENTS (families); f++)
              /* Deliberately never released. */
              (void) cairo_toy_font_face_create (families[f], slant ? CAIRO_FONT_SLANT_ITALIC
                                                                    : CAIRO_FONT_SLANT_NORMAL,
                                                 weight ? CAIRO_FONT_WEIGHT_BOLD
                                                        : CAIRO_FONT_WEIGHT_NORMAL);
          }
      g_once_init_leave (&done, 1);
    }
}

void
hw_board_scene_init (HwBoardScene *scene)
{
  hw_scene_keep_fonts ();
  memset (scene, 0, sizeof *scene);
  hw_render_options_init (&scene->options);
  scene->zoom = 1.0;
  scene->marks = g_hash_table_new (NULL, NULL);
  scene->cache = hw_render_cache_new ();
  scene->options.cache = scene->cache;
}

void
hw_board_scene_clear (HwBoardScene *scene)
{
  g_clear_pointer (&scene->marks, g_hash_table_unref);
  g_clear_pointer (&scene->base, cairo_surface_destroy);
  scene->options.cache = NULL;
  g_clear_pointer (&scene->cache, hw_render_cache_free);
}

void
hw_board_scene_invalidate (HwBoardScene *scene)
{
  scene->base_valid = FALSE;
}

void
hw_board_scene_render (HwBoardScene *scene,
                       cairo_t      *cr,
                       double        width,
                       double        height,
                       int           scale)
{
  int pixel_width = (int) ceil (width * scale);
  int pixel_height = (int) ceil (height * scale);
  HwRenderView view;

  /* Moving the pointer only moves the hover: the board itself is drawn again only when it,
   * its marks, the view or the size change. */
  if (scene->base != NULL
      && (cairo_image_surface_get_width (scene->base) != MAX (pixel_width, 1)
          || cairo_image_surface_get_height (scene->base) != MAX (pixel_height, 1)))
    g_clear_pointer (&scene->base, cairo_surface_destroy);
  if (scene->base == NULL || !scene->base_valid)
    {
      cairo_t *base_cr;

      /* The same image serves again while the size stays: a new one of a whole window costs
       * as much to clear as a good part of the board costs to draw. */
      if (scene->base == NULL)
        scene->base = cairo_image_surface_create (CAIRO_FORMAT_RGB24, MAX (pixel_width, 1),
                                                  MAX (pixel_height, 1));
      cairo_surface_set_device_scale (scene->base, scale, scale);
      base_cr = cairo_create (scene->base);
      hw_board_scene_draw (scene, base_cr, width, height);
      cairo_destroy (base_cr);
      scene->base_valid = TRUE;
    }

  cairo_save (cr);
  cairo_set_source_surface (cr, scene->base, 0, 0);
  cairo_paint (cr);
  if (scene->has_hover && scene->board != NULL)
    {
      double x, y;

      /* The renderer's hover mark, over the cached board. */
      hw_board_scene_get_view (scene, width, height, &view);
      hw_render_view_apply (&view, cr);
      hw_render_hex_center (&scene->options, scene->hover, &x, &y);
      cairo_translate (cr, x, y);
      hw_render_hex_path (cr, &scene->options, 0);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.3);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

void
hw_board_scene_clear_marks (HwBoardScene *scene,
                            guint         which)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, scene->marks);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint left = GPOINTER_TO_UINT (value) & ~which;
      if (left == 0)
        g_hash_table_iter_remove (&iter);
      else
        g_hash_table_iter_replace (&iter, GUINT_TO_POINTER (left));
    }
}

void
hw_board_scene_add_mark (HwBoardScene *scene,
                         HwCoord       c,
                         HwRenderMark  mark)
{
  gpointer key = hw_scene_key (c);
  guint old = GPOINTER_TO_UINT (g_hash_table_lookup (scene->marks, key));

  g_hash_table_insert (scene->marks, key, GUINT_TO_POINTER (old | mark));
}

void
hw_board_scene_get_view (const HwBoardScene *scene,
                         double              width,
                         double              height,
                         HwRenderView       *view)
{
  HwRenderBox box = { -50, -50, 100, 100 };
  double cx, cy;

  if (scene->has_fit_box)
    box = scene->fit_box;
  else if (scene->board != NULL)
    hw_render_board_extent (scene->board, &scene->options, &box);

  hw_render_view_fit (view, &box, width, height, HW_SCENE_PADDING);
  cx = box.x + box.width / 2;
  cy = box.y + box.height / 2;
  view->scale *= scene->zoom;
  view->tx = width / 2 - cx * view->scale + scene->pan_x;
  view->ty = height / 2 - cy * view->scale + scene->pan_y;
}

void
hw_board_scene_screen_options (const HwBoardScene *scene,
                               const HwRenderView *view,
                               HwRenderOptions    *options)
{
  *options = scene->options;
  if (view->scale <= 0)
    return;
  options->min_text_mm = HW_SCENE_MIN_TEXT_PX / view->scale;
  /* A chit's number is 0.4 of its width: on a small view the chit grows so it reads, up to
   * half the hex. */
  options->chit_mm = MAX (options->chit_mm, MIN (options->min_text_mm / 0.4, options->hex_mm * 0.5));
}

void
hw_board_scene_fit (HwBoardScene *scene)
{
  scene->has_fit_box = scene->board != NULL
                       && hw_render_board_extent (scene->board, &scene->options, &scene->fit_box);
  scene->zoom = 1.0;
  scene->pan_x = 0;
  scene->pan_y = 0;
}

void
hw_board_scene_draw (const HwBoardScene *scene,
                     cairo_t            *cr,
                     double              width,
                     double              height)
{
  HwRenderOptions options;
  HwRenderView view;

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  if (scene->dark)
    cairo_set_source_rgb (cr, 0.17, 0.18, 0.19);
  else
    cairo_set_source_rgb (cr, 0.92, 0.93, 0.94);
  cairo_fill (cr);

  if (scene->board != NULL)
    {
      hw_board_scene_get_view (scene, width, height, &view);
      hw_render_view_apply (&view, cr);
      hw_board_scene_screen_options (scene, &view, &options);
      options.mark_func = hw_scene_mark_func;
      options.mark_data = scene->marks;
      hw_render_board (cr, scene->board, &options);
    }
  cairo_restore (cr);
}

HwCoord
hw_board_scene_pick (const HwBoardScene *scene,
                     double              width,
                     double              height,
                     double              x,
                     double              y)
{
  HwRenderView view;
  double bx, by;

  hw_board_scene_get_view (scene, width, height, &view);
  hw_render_view_to_board (&view, x, y, &bx, &by);
  return hw_render_pick_hex (&scene->options, bx, by);
}

HwSide
hw_board_scene_pick_side (const HwBoardScene *scene,
                          double              width,
                          double              height,
                          double              x,
                          double              y,
                          HwCoord            *hex)
{
  HwRenderView view;
  double bx, by;

  hw_board_scene_get_view (scene, width, height, &view);
  hw_render_view_to_board (&view, x, y, &bx, &by);
  return hw_render_pick_side (&scene->options, bx, by, hex);
}

void
hw_board_scene_zoom_at (HwBoardScene *scene,
                        double        width,
                        double        height,
                        double        zoom,
                        double        x,
                        double        y)
{
  HwRenderView before, after;
  double bx, by;

  zoom = CLAMP (zoom, 0.1, 8.0);
  hw_board_scene_get_view (scene, width, height, &before);
  hw_render_view_to_board (&before, x, y, &bx, &by);
  scene->zoom = zoom;
  hw_board_scene_get_view (scene, width, height, &after);
  /* Move the board so the point that was under the pointer is under it again. */
  scene->pan_x += x - (bx * after.scale + after.tx);
  scene->pan_y += y - (by * after.scale + after.ty);
}
