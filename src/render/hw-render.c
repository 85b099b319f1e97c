/* hw-render.c: the board renderer shared by the editor and the exporters. */
#include "config.h"

#include "hw-render.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "hw-autocleanups.h"

#define SQRT3 1.7320508075688772
#define FONT hw_render_font_family ()


typedef struct
{
  double r, g, b;
} Rgb;

/* Muted, print-friendly colours; each terrain also has a pattern so a grey print reads. */
static const Rgb terrain_colors[HW_N_TERRAINS] = {
  [HW_TERRAIN_NONE]      = { 1.00, 1.00, 1.00 },
  [HW_TERRAIN_SEA]       = { 0.42, 0.66, 0.86 },
  [HW_TERRAIN_DESERT]    = { 0.93, 0.85, 0.63 },
  [HW_TERRAIN_FIELDS]    = { 0.96, 0.79, 0.26 },
  [HW_TERRAIN_HILLS]     = { 0.80, 0.45, 0.30 },
  [HW_TERRAIN_MOUNTAINS] = { 0.62, 0.63, 0.66 },
  [HW_TERRAIN_FOREST]    = { 0.26, 0.55, 0.29 },
  [HW_TERRAIN_PASTURE]   = { 0.64, 0.82, 0.42 },
  [HW_TERRAIN_GOLD]      = { 0.83, 0.60, 0.12 },
  [HW_TERRAIN_VOLCANO]   = { 0.52, 0.26, 0.22 },
  [HW_TERRAIN_JUNGLE]    = { 0.18, 0.50, 0.42 },
  [HW_TERRAIN_CASTLE]    = { 0.68, 0.66, 0.74 },
};

static const Rgb pawn_colors[HW_N_PAWNS] = {
  [HW_PAWN_ROBBER]    = { 0.22, 0.22, 0.24 },
  [HW_PAWN_RAIDER]    = { 0.72, 0.40, 0.10 },
  [HW_PAWN_BARBARIAN] = { 0.45, 0.16, 0.52 },
  [HW_PAWN_ROBIN]     = { 0.12, 0.45, 0.20 },
};

static const Rgb red = { 0.78, 0.12, 0.12 };
static const Rgb ink = { 0.13, 0.12, 0.11 };

static void
set_rgb (cairo_t *cr, Rgb c)
{
  cairo_set_source_rgb (cr, c.r, c.g, c.b);
}

const char *
hw_render_font_family (void)
{
  static gsize family = 0;

  /* cairo's simple text picks one font and no fallback: Chinese, Japanese and Korean
   * labels need a face that has their glyphs (and Latin ones too). */
  if (g_once_init_enter (&family))
    {
      const char * const *langs = g_get_language_names ();
      const char *chosen = "Sans";

      if (langs[0] != NULL
          && (g_str_has_prefix (langs[0], "zh") || g_str_has_prefix (langs[0], "ja")
              || g_str_has_prefix (langs[0], "ko")))
        chosen = "Noto Sans CJK SC";
      g_once_init_leave (&family, (gsize) chosen);
    }
  return (const char *) family;
}

void
hw_render_options_init (HwRenderOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->hex_mm = HW_RENDER_DEFAULT_HEX_MM;
  options->chit_mm = HW_RENDER_DEFAULT_CHIT_MM;
  options->patterns = TRUE;
  options->labels = TRUE;
}

double
hw_render_hex_radius (const HwRenderOptions *options)
{
  return options->hex_mm / SQRT3;
}

void
hw_render_hex_center (const HwRenderOptions *options,
                      HwCoord                c,
                      double                *x,
                      double                *y)
{
  hw_coord_to_pixel (c, hw_render_hex_radius (options), x, y);
}

gboolean
hw_render_board_extent (const HwBoard         *board,
                        const HwRenderOptions *options,
                        HwRenderBox           *box)
{
  double radius = hw_render_hex_radius (options);
  double half_w = options->hex_mm / 2.0;
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  guint n = hw_board_n_hexes (board);

  g_return_val_if_fail (box != NULL, FALSE);

  if (n == 0)
    {
      memset (box, 0, sizeof *box);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      const HwHex *hex = hw_board_get_hex (board, i);
      double cx, cy;

      hw_render_hex_center (options, hex->coord, &cx, &cy);
      x0 = MIN (x0, cx - half_w);
      x1 = MAX (x1, cx + half_w);
      y0 = MIN (y0, cy - radius);
      y1 = MAX (y1, cy + radius);
    }

  /* Half an outline's width, so the border strokes are not cut off. */
  box->x = x0 - 0.5;
  box->y = y0 - 0.5;
  box->width = x1 - x0 + 1.0;
  box->height = y1 - y0 + 1.0;
  return TRUE;
}

void
hw_render_hex_path (cairo_t               *cr,
                    const HwRenderOptions *options,
                    double                 grow_mm)
{
  /* Growing the apothem by grow_mm grows the circumradius by grow_mm * 2/sqrt(3). */
  double radius = hw_render_hex_radius (options) + grow_mm * 2.0 / SQRT3;

  for (int c = 0; c < 6; c++)
    {
      double dx, dy;

      hw_corner_offset ((HwCorner) c, radius, &dx, &dy);
      if (c == 0)
        cairo_move_to (cr, dx, dy);
      else
        cairo_line_to (cr, dx, dy);
    }
  cairo_close_path (cr);
}

void
hw_render_set_terrain_color (cairo_t               *cr,
                             HwTerrain              terrain,
                             const HwRenderOptions *options)
{
  if ((guint) terrain >= HW_N_TERRAINS)
    terrain = HW_TERRAIN_NONE;
  if (options->monochrome)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else
    set_rgb (cr, terrain_colors[terrain]);
}

static void
set_pattern_ink (cairo_t               *cr,
                 HwTerrain              terrain,
                 const HwRenderOptions *options)
{
  if (options->monochrome)
    {
      cairo_set_source_rgba (cr, 0, 0, 0, 0.75);
      return;
    }
  /* A darker shade of the fill keeps the colour print calm while the shapes stay legible. */
  cairo_set_source_rgba (cr,
                         terrain_colors[terrain].r * 0.55,
                         terrain_colors[terrain].g * 0.55,
                         terrain_colors[terrain].b * 0.55,
                         terrain == HW_TERRAIN_SEA ? 0.45 : 0.6);
}

typedef void (*MotifFunc) (cairo_t *cr, double x, double y, double u);

static void
motif_wave (cairo_t *cr, double x, double y, double u)
{
  cairo_move_to (cr, x - u, y);
  cairo_curve_to (cr, x - 0.5 * u, y - 0.5 * u, x, y - 0.5 * u, x, y);
  cairo_curve_to (cr, x + 0.0 * u, y + 0.0 * u, x + 0.5 * u, y + 0.5 * u, x + u, y);
}

static void
motif_dot (cairo_t *cr, double x, double y, double u)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, 0.17 * u, 0, 2 * G_PI);
}

static void
motif_wheat (cairo_t *cr, double x, double y, double u)
{
  cairo_move_to (cr, x, y + 0.9 * u);
  cairo_line_to (cr, x, y - 0.9 * u);
  for (int i = 0; i < 3; i++)
    {
      double ty = y - 0.7 * u + i * 0.45 * u;

      cairo_move_to (cr, x, ty + 0.25 * u);
      cairo_line_to (cr, x - 0.35 * u, ty - 0.1 * u);
      cairo_move_to (cr, x, ty + 0.25 * u);
      cairo_line_to (cr, x + 0.35 * u, ty - 0.1 * u);
    }
}

static void
motif_brick (cairo_t *cr, double x, double y, double u)
{
  cairo_rectangle (cr, x - 1.1 * u, y - 0.45 * u, 2.2 * u, 0.9 * u);
}

static void
motif_peak (cairo_t *cr, double x, double y, double u)
{
  cairo_move_to (cr, x - 1.2 * u, y + 0.7 * u);
  cairo_line_to (cr, x, y - 0.8 * u);
  cairo_line_to (cr, x + 1.2 * u, y + 0.7 * u);
  /* the snow line */
  cairo_move_to (cr, x - 0.45 * u, y - 0.25 * u);
  cairo_line_to (cr, x - 0.15 * u, y - 0.05 * u);
  cairo_line_to (cr, x + 0.1 * u, y - 0.3 * u);
  cairo_line_to (cr, x + 0.45 * u, y - 0.25 * u);
}

static void
motif_tree (cairo_t *cr, double x, double y, double u)
{
  cairo_move_to (cr, x, y - 1.0 * u);
  cairo_line_to (cr, x + 0.6 * u, y + 0.45 * u);
  cairo_line_to (cr, x - 0.6 * u, y + 0.45 * u);
  cairo_close_path (cr);
  cairo_move_to (cr, x, y + 0.45 * u);
  cairo_line_to (cr, x, y + 0.9 * u);
}

static void
motif_grass (cairo_t *cr, double x, double y, double u)
{
  cairo_move_to (cr, x - 0.45 * u, y - 0.4 * u);
  cairo_line_to (cr, x - 0.1 * u, y + 0.35 * u);
  cairo_move_to (cr, x, y - 0.6 * u);
  cairo_line_to (cr, x, y + 0.35 * u);
  cairo_move_to (cr, x + 0.45 * u, y - 0.4 * u);
  cairo_line_to (cr, x + 0.1 * u, y + 0.35 * u);
}

static void
motif_star (cairo_t *cr, double x, double y, double u)
{
  for (int i = 0; i < 4; i++)
    {
      double a = G_PI / 4.0 * i;

      cairo_move_to (cr, x - cos (a) * 0.55 * u, y - sin (a) * 0.55 * u);
      cairo_line_to (cr, x + cos (a) * 0.55 * u, y + sin (a) * 0.55 * u);
    }
}

static void
motif_cone (cairo_t *cr, double x, double y, double u)
{
  cairo_move_to (cr, x - 1.1 * u, y + 0.6 * u);
  cairo_line_to (cr, x - 0.3 * u, y - 0.6 * u);
  cairo_line_to (cr, x + 0.3 * u, y - 0.6 * u);
  cairo_line_to (cr, x + 1.1 * u, y + 0.6 * u);
  cairo_move_to (cr, x - 0.15 * u, y - 0.8 * u);
  cairo_line_to (cr, x - 0.3 * u, y - 1.15 * u);
  cairo_move_to (cr, x + 0.15 * u, y - 0.8 * u);
  cairo_line_to (cr, x + 0.3 * u, y - 1.15 * u);
}

static void
motif_leaf (cairo_t *cr, double x, double y, double u)
{
  cairo_move_to (cr, x, y + 0.8 * u);
  cairo_curve_to (cr, x - 0.7 * u, y + 0.2 * u, x - 0.5 * u, y - 0.6 * u, x, y - 0.8 * u);
  cairo_curve_to (cr, x + 0.5 * u, y - 0.6 * u, x + 0.7 * u, y + 0.2 * u, x, y + 0.8 * u);
  cairo_move_to (cr, x, y + 0.8 * u);
  cairo_line_to (cr, x, y - 0.4 * u);
}

static void
motif_tower (cairo_t *cr, double x, double y, double u)
{
  double w = 0.5 * u;

  cairo_move_to (cr, x - w, y + 0.7 * u);
  cairo_line_to (cr, x - w, y - 0.6 * u);
  cairo_line_to (cr, x - w / 3, y - 0.6 * u);
  cairo_line_to (cr, x - w / 3, y - 0.35 * u);
  cairo_line_to (cr, x + w / 3, y - 0.35 * u);
  cairo_line_to (cr, x + w / 3, y - 0.6 * u);
  cairo_line_to (cr, x + w, y - 0.6 * u);
  cairo_line_to (cr, x + w, y + 0.7 * u);
  cairo_close_path (cr);
}

/* How a terrain's motifs repeat: a staggered grid of step_x by step_y (in units of a
 * twentieth of the hex), every other row shifted by half a step. */
typedef struct
{
  MotifFunc motif;
  double    step_x;
  double    step_y;
  gboolean  fill;
} PatternSpec;

static const PatternSpec pattern_specs[HW_N_TERRAINS] = {
  [HW_TERRAIN_SEA]       = { motif_wave,  3.0, 1.9, FALSE },
  [HW_TERRAIN_DESERT]    = { motif_dot,   1.6, 1.4, TRUE },
  [HW_TERRAIN_FIELDS]    = { motif_wheat, 2.2, 2.3, FALSE },
  [HW_TERRAIN_HILLS]     = { motif_brick, 2.2, 0.9, FALSE },
  [HW_TERRAIN_MOUNTAINS] = { motif_peak,  3.0, 2.1, FALSE },
  [HW_TERRAIN_FOREST]    = { motif_tree,  2.0, 2.3, FALSE },
  [HW_TERRAIN_PASTURE]   = { motif_grass, 2.0, 1.8, FALSE },
  [HW_TERRAIN_GOLD]      = { motif_star,  2.0, 1.8, FALSE },
  [HW_TERRAIN_VOLCANO]   = { motif_cone,  3.0, 2.4, FALSE },
  [HW_TERRAIN_JUNGLE]    = { motif_leaf,  1.8, 2.0, FALSE },
  [HW_TERRAIN_CASTLE]    = { motif_tower, 2.0, 2.0, FALSE },
};

/* Terrain patterns, made when first needed. One repeating tile per terrain keeps SVG and
 * PDF output small: the motifs are written once, not once per hex. */
typedef struct
{
  HwTerrain        terrain;
  double           hex_mm;
  gboolean         monochrome;
  double           density;   /* raster pixels per mm; 0 for a vector tile */
  cairo_pattern_t *pattern;
  cairo_surface_t *hex;       /* raster only, made when first needed: a whole hex of colour
                               * and pattern, the tile's origin on pixel (hex_cx, hex_cy) */
  int              hex_cx;
  int              hex_cy;
} CachedPattern;

/* What a sprite shows (see sprite_new). */
typedef enum
{
  SPRITE_CHIT,     /* a: the number */
  SPRITE_HARBOR,   /* a: the resource, b: the side */
  SPRITE_MARK,     /* a: the HwRenderMark bits */
} SpriteKind;

/* A chit, harbor or mark drawn once per zoom, to be copied onto screens. */
typedef struct
{
  SpriteKind       kind;
  int              a;
  int              b;
  double           hex_mm;
  double           chit_mm;
  gboolean         monochrome;
  double           density;   /* pixels per mm */
  cairo_surface_t *image;     /* board-space (0, 0) on pixel (cx, cy) */
  int              cx;
  int              cy;
  double           min_text_mm;
} CachedSprite;

struct _HwRenderCache
{
  GArray *entries;   /* CachedPattern */
  GArray *sprites;   /* CachedSprite */
};

static void
cached_pattern_clear (gpointer data)
{
  cairo_pattern_destroy (((CachedPattern *) data)->pattern);
  g_clear_pointer (&((CachedPattern *) data)->hex, cairo_surface_destroy);
}

static void
cached_sprite_clear (gpointer data)
{
  g_clear_pointer (&((CachedSprite *) data)->image, cairo_surface_destroy);
}

HwRenderCache *
hw_render_cache_new (void)
{
  HwRenderCache *cache = g_new0 (HwRenderCache, 1);

  cache->entries = g_array_new (FALSE, FALSE, sizeof (CachedPattern));
  g_array_set_clear_func (cache->entries, cached_pattern_clear);
  cache->sprites = g_array_new (FALSE, FALSE, sizeof (CachedSprite));
  g_array_set_clear_func (cache->sprites, cached_sprite_clear);
  return cache;
}

void
hw_render_cache_free (HwRenderCache *cache)
{
  if (cache == NULL)
    return;
  g_array_unref (cache->entries);
  g_array_unref (cache->sprites);
  g_free (cache);
}

/* Pattern space has ten units per millimetre, and the tile a whole number of them: cairo's
 * SVG output writes a pattern's size as integers. */
#define PATTERN_UNITS_PER_MM 10.0
/* SVG gets raster tiles of 10 pixels per mm, about 250 dpi (see draw_pattern). */
#define SVG_PIXELS_PER_MM 10.0

/* Makes the tile of @terrain: a vector one when @density is 0, else an image of @density
 * pixels per mm (a whole number of pixels, so the tile's size is rounded to them). */
static cairo_pattern_t *
pattern_new (HwTerrain terrain, const HwRenderOptions *options, double density)
{
  const PatternSpec *spec = &pattern_specs[terrain];
  gboolean raster = density > 0;
  double k = raster ? density : PATTERN_UNITS_PER_MM;
  double u = options->hex_mm / 20.0;
  double tw = MAX (1.0, round (spec->step_x * u * k)) / k;
  double th = MAX (2.0, 2 * round (spec->step_y * u * k)) / k;
  cairo_rectangle_t extents = { 0, 0, tw * k, th * k };
  g_autoptr(cairo_surface_t) tile = NULL;
  g_autoptr(cairo_t) cr = NULL;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;

  if (raster)
    tile = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) round (tw * k),
                                       (int) round (th * k));
  else
    tile = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cr = cairo_create (tile);
  cairo_scale (cr, k, k);
  cairo_set_line_width (cr, MAX (0.05, u * 0.09));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* Each motif also drawn one tile away on every side, so those crossing an edge wrap. */
  for (int dx = -1; dx <= 1; dx++)
    for (int dy = -1; dy <= 1; dy++)
      {
        spec->motif (cr, dx * tw, dy * th, u);
        spec->motif (cr, dx * tw + tw / 2, dy * th + th / 2, u);
      }
  set_pattern_ink (cr, terrain, options);
  if (spec->fill)
    cairo_fill (cr);
  else
    cairo_stroke (cr);

  pattern = cairo_pattern_create_for_surface (tile);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  cairo_matrix_init_scale (&matrix, k, k);
  cairo_pattern_set_matrix (pattern, &matrix);
  return pattern;
}

static CachedPattern *
cache_get_entry (HwRenderCache *cache, HwTerrain terrain, const HwRenderOptions *options,
                 double density)
{
  CachedPattern entry;

  for (guint i = 0; i < cache->entries->len; i++)
    {
      CachedPattern *e = &g_array_index (cache->entries, CachedPattern, i);

      if (e->terrain == terrain && e->hex_mm == options->hex_mm
          && e->monochrome == options->monochrome && e->density == density)
        return e;
    }
  /* Screens ask for a new resolution at every zoom step: keep only the latest one. */
  if (density > 0 && density != SVG_PIXELS_PER_MM)
    for (guint i = cache->entries->len; i-- > 0;)
      {
        CachedPattern *e = &g_array_index (cache->entries, CachedPattern, i);

        if (e->density > 0 && e->density != SVG_PIXELS_PER_MM && e->density != density)
          g_array_remove_index_fast (cache->entries, i);
      }
  entry.terrain = terrain;
  entry.hex_mm = options->hex_mm;
  entry.monochrome = options->monochrome;
  entry.density = density;
  entry.pattern = pattern_new (terrain, options, density);
  entry.hex = NULL;
  entry.hex_cx = entry.hex_cy = 0;
  g_array_append_val (cache->entries, entry);
  return &g_array_index (cache->entries, CachedPattern, cache->entries->len - 1);
}

static cairo_pattern_t *
cache_get (HwRenderCache *cache, HwTerrain terrain, const HwRenderOptions *options,
           double density)
{
  return cache_get_entry (cache, terrain, options, density)->pattern;
}

/* Finds where user-space (0, 0) lands in the target's pixels, and the pixels per user unit;
 * FALSE unless the user space is only scaled evenly and moved (no rotation or skew). */
static gboolean
user_origin_in_pixels (cairo_t *cr, double *x, double *y, double *scale)
{
  cairo_surface_t *target = cairo_get_target (cr);
  cairo_matrix_t m;
  double sx, sy, ox, oy;

  cairo_get_matrix (cr, &m);
  cairo_surface_get_device_scale (target, &sx, &sy);
  cairo_surface_get_device_offset (target, &ox, &oy);
  if (m.xy != 0 || m.yx != 0 || m.xx <= 0 || fabs (m.xx * sx - m.yy * sy) > 1e-9 * m.xx * sx)
    return FALSE;
  *scale = m.xx * sx;
  *x = m.x0 * sx + ox;
  *y = m.y0 * sy + oy;
  return TRUE;
}

/* Says at which density the motifs of @terrain go on @cr's target: 0 for vector tiles,
 * else raster pixels per mm; FALSE when no motifs are drawn at all. @pixel_exact says the
 * tile is at the target's own resolution, with user-space (0, 0) at pixel (px, py). */
static gboolean
pattern_density (cairo_t               *cr,
                 HwTerrain              terrain,
                 const HwRenderOptions *options,
                 double                *density,
                 gboolean              *pixel_exact,
                 double                *px,
                 double                *py)
{
  cairo_surface_type_t type = cairo_surface_get_type (cairo_get_target (cr));

  *density = 0;
  *pixel_exact = FALSE;
  if ((guint) terrain >= HW_N_TERRAINS || pattern_specs[terrain].motif == NULL)
    return FALSE;
  /* PDF and PostScript take vector tiles. cairo 1.16's SVG backend never frees a recording
   * surface used as a pattern, so SVG gets fine raster tiles (written once per file all the
   * same); screens and images get tiles at their own resolution, since replaying a vector
   * tile for every hex is slow there. */
  if (type == CAIRO_SURFACE_TYPE_SVG)
    *density = SVG_PIXELS_PER_MM;
  else if (type != CAIRO_SURFACE_TYPE_PDF && type != CAIRO_SURFACE_TYPE_PS)
    {
      double dx = 1, dy = 0;

      /* A tile at exactly the target's resolution, laid on whole pixels, is copied as it is;
       * any other scale or a fractional offset makes pixman resample every pixel it fills,
       * which was half the cost of a frame. */
      *pixel_exact = user_origin_in_pixels (cr, px, py, density);
      if (!*pixel_exact)
        {
          cairo_user_to_device_distance (cr, &dx, &dy);
          *density = ceil (hypot (dx, dy) * 2) / 2;
        }
      /* Motifs a few pixels wide are noise: leave the plain colour. */
      if (*density * options->hex_mm / 20.0 < 3.0)
        return FALSE;
      if (*density > 40.0)
        {
          *density = 40.0;
          *pixel_exact = FALSE;
        }
    }
  return TRUE;
}

/* Covers the hex centred on (0, 0), grown by @grow_mm, with @terrain's motifs. */
static void
draw_pattern (cairo_t               *cr,
              HwTerrain              terrain,
              double                 grow_mm,
              const HwRenderOptions *options,
              HwRenderCache         *cache)
{
  cairo_pattern_t *pattern;
  double density, px = 0, py = 0;
  gboolean pixel_exact;

  if (!pattern_density (cr, terrain, options, &density, &pixel_exact, &px, &py))
    return;
  pattern = cache_get (cache, terrain, options, density);
  cairo_save (cr);
  hw_render_hex_path (cr, options, grow_mm);
  if (pixel_exact)
    {
      cairo_matrix_t matrix;
      cairo_surface_t *tile = NULL;

      /* Pattern pixel (0, 0) on the whole pixel nearest the hex's centre. */
      cairo_matrix_init (&matrix, density, 0, 0, density, px - round (px), py - round (py));
      /* A pattern of its own over the cached tile: the cached one keeps its matrix. */
      cairo_pattern_get_surface (pattern, &tile);
      pattern = cairo_pattern_create_for_surface (tile);
      cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
      cairo_pattern_set_matrix (pattern, &matrix);
      cairo_set_source (cr, pattern);
      cairo_pattern_destroy (pattern);
    }
  else
    cairo_set_source (cr, pattern);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* Hexes wider than this many pixels are filled colour first, motifs after, rather than from
 * one image of the whole hex per terrain. */
#define MAX_HEX_IMAGE_PIXELS 640.0

/* Fills the hex centred on (0, 0) with its colour and motifs in one go, from an image of a
 * whole hex made once per terrain and zoom: on screens the colour fill, the tiled pattern
 * fill and their two rasterizations were most of a frame. FALSE when the target needs the
 * two fills (vector output, rotated or huge hexes) and nothing was drawn. */
static gboolean
draw_hex_image (cairo_t               *cr,
                HwTerrain              terrain,
                const HwRenderOptions *options,
                HwRenderCache         *cache)
{
  CachedPattern *entry;
  cairo_pattern_t *source;
  cairo_matrix_t matrix;
  double density, px = 0, py = 0;
  gboolean pixel_exact;

  if (!pattern_density (cr, terrain, options, &density, &pixel_exact, &px, &py)
      || !pixel_exact || options->hex_mm * density > MAX_HEX_IMAGE_PIXELS)
    return FALSE;
  entry = cache_get_entry (cache, terrain, options, density);
  if (entry->hex == NULL)
    {
      /* The hex's box and a margin of two pixels, since the hex may sit half a pixel off. */
      int w = (int) ceil (options->hex_mm * density) + 4;
      int h = (int) ceil (2 * hw_render_hex_radius (options) * density) + 4;
      cairo_surface_t *tile = NULL;
      cairo_pattern_t *motifs;
      cairo_t *hcr;

      entry->hex = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
      entry->hex_cx = w / 2;
      entry->hex_cy = h / 2;
      hcr = cairo_create (entry->hex);
      hw_render_set_terrain_color (hcr, terrain, options);
      cairo_paint (hcr);
      cairo_pattern_get_surface (entry->pattern, &tile);
      motifs = cairo_pattern_create_for_surface (tile);
      cairo_pattern_set_extend (motifs, CAIRO_EXTEND_REPEAT);
      cairo_matrix_init_translate (&matrix, -entry->hex_cx, -entry->hex_cy);
      cairo_pattern_set_matrix (motifs, &matrix);
      cairo_set_source (hcr, motifs);
      cairo_paint (hcr);
      cairo_pattern_destroy (motifs);
      cairo_destroy (hcr);
    }

  /* Image pixel (hex_cx, hex_cy) on the whole pixel nearest the hex's centre, as in
   * draw_pattern. */
  cairo_save (cr);
  hw_render_hex_path (cr, options, 0);
  source = cairo_pattern_create_for_surface (entry->hex);
  cairo_matrix_init (&matrix, density, 0, 0, density,
                     px - round (px) + entry->hex_cx, py - round (py) + entry->hex_cy);
  cairo_pattern_set_matrix (source, &matrix);
  cairo_set_source (cr, source);
  cairo_pattern_destroy (source);
  cairo_fill (cr);
  cairo_restore (cr);
  return TRUE;
}

/* Puts the current point so that @text is centred on (x, y); returns its width. */
static double
move_to_centered (cairo_t *cr, const char *text, double x, double y)
{
  cairo_text_extents_t ext;

  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.x_bearing - ext.width / 2.0, y - ext.y_bearing - ext.height / 2.0);
  return ext.width;
}

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  r = MIN (r, MIN (w, h) / 2.0);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* Writes @text centred on (x, y) on a pale pill, so it reads over any pattern. */
static void
draw_label (cairo_t *cr, const char *text, double x, double y, double size, gboolean bold)
{
  cairo_text_extents_t ext;
  double pad = size * 0.35;

  cairo_select_font_face (cr, FONT, CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &ext);
  rounded_rect (cr, x - ext.width / 2.0 - pad, y - size * 0.62, ext.width + 2 * pad,
                size * 1.24, size * 0.62);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.82);
  cairo_fill (cr);
  set_rgb (cr, ink);
  move_to_centered (cr, text, x, y);
  cairo_show_text (cr, text);
}

void
hw_render_chit (cairo_t               *cr,
                int                    number,
                const HwRenderOptions *options)
{
  double d = options->chit_mm;
  double r = d / 2.0;
  int pips = hw_chit_pips (number);
  gboolean hot = number == 6 || number == 8;
  char text[8];

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  if (options->monochrome)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else
    cairo_set_source_rgb (cr, 0.98, 0.95, 0.86);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (0.1, d * 0.015));
  set_rgb (cr, ink);
  cairo_stroke (cr);

  /* The most likely numbers also get an inner ring, so they stand out without colour. */
  if (hot)
    {
      cairo_arc (cr, 0, 0, r * 0.86, 0, 2 * G_PI);
      cairo_set_line_width (cr, MAX (0.1, d * 0.012));
      set_rgb (cr, options->monochrome ? ink : red);
      cairo_stroke (cr);
    }

  g_snprintf (text, sizeof text, "%d", number);
  cairo_select_font_face (cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, d * (hot ? 0.46 : 0.40));
  set_rgb (cr, hot && !options->monochrome ? red : ink);
  move_to_centered (cr, text, 0, -d * 0.07);
  cairo_show_text (cr, text);

  for (int i = 0; i < pips; i++)
    {
      double pip = hw_render_pip_radius (options);
      double step = MAX (d * 0.085, pip * 2.8);
      double x = (i - (pips - 1) / 2.0) * step;

      cairo_new_sub_path (cr);
      cairo_arc (cr, x, d * 0.25, pip, 0, 2 * G_PI);
    }
  cairo_fill (cr);
  cairo_restore (cr);
}

/* Sprites wider than this many pixels are drawn afresh rather than copied. */
#define MAX_SPRITE_PIXELS 640.0

/* Says whether a sprite @extent_mm wide may stand for drawing around user-space (0, 0) on
 * @cr: on raster targets at its own resolution, with (0, 0) on pixel (px, py). */
static gboolean
sprite_target (cairo_t *cr, double extent_mm, double *density, double *px, double *py)
{
  cairo_surface_type_t type = cairo_surface_get_type (cairo_get_target (cr));

  return type != CAIRO_SURFACE_TYPE_SVG && type != CAIRO_SURFACE_TYPE_PDF
         && type != CAIRO_SURFACE_TYPE_PS && user_origin_in_pixels (cr, px, py, density)
         && extent_mm * *density <= MAX_SPRITE_PIXELS;
}

static CachedSprite *
sprite_find (HwRenderCache *cache, SpriteKind kind, int a, int b, double density,
             const HwRenderOptions *options)
{
  for (guint i = 0; i < cache->sprites->len; i++)
    {
      CachedSprite *e = &g_array_index (cache->sprites, CachedSprite, i);

      if (e->kind == kind && e->a == a && e->b == b && e->density == density
          && e->hex_mm == options->hex_mm && e->chit_mm == options->chit_mm
          && e->monochrome == options->monochrome && e->min_text_mm == options->min_text_mm)
        return e;
    }
  return NULL;
}

/* Adds an empty sprite @extent_mm wide and returns a context to draw it in board space
 * around (0, 0), and the sprite in @sprite. */
static cairo_t *
sprite_new (HwRenderCache *cache, SpriteKind kind, int a, int b, double density,
            const HwRenderOptions *options, double extent_mm, CachedSprite **sprite)
{
  /* A margin of two pixels, since the drawing may sit half a pixel off. */
  int size = (int) ceil (extent_mm * density) + 4;
  CachedSprite entry = { kind, a, b, options->hex_mm, options->chit_mm, options->monochrome,
                         density, NULL, size / 2, size / 2, options->min_text_mm };
  cairo_t *cr;

  /* Only the latest zoom is kept. */
  for (guint i = cache->sprites->len; i-- > 0;)
    if (g_array_index (cache->sprites, CachedSprite, i).density != density)
      g_array_remove_index_fast (cache->sprites, i);
  entry.image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  g_array_append_val (cache->sprites, entry);
  *sprite = &g_array_index (cache->sprites, CachedSprite, cache->sprites->len - 1);
  cr = cairo_create (entry.image);
  cairo_translate (cr, entry.cx, entry.cy);
  cairo_scale (cr, density, density);
  return cr;
}

/* Copies @sprite with its pixel (cx, cy) on the whole pixel nearest user-space (0, 0), as
 * draw_pattern lays tiles. */
static void
sprite_paint (cairo_t *cr, const CachedSprite *sprite, double density, double px, double py)
{
  cairo_pattern_t *source = cairo_pattern_create_for_surface (sprite->image);
  cairo_matrix_t matrix;

  cairo_matrix_init (&matrix, density, 0, 0, density,
                     px - round (px) + sprite->cx, py - round (py) + sprite->cy);
  cairo_pattern_set_matrix (source, &matrix);
  cairo_save (cr);
  cairo_set_source (cr, source);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_pattern_destroy (source);
}

/* Draws chit @number centred on (0, 0): on screens a copy of the chit drawn once per zoom
 * (its circles, strokes and text cost more than the rest of a hex). */
static void
draw_chit (cairo_t               *cr,
           int                    number,
           const HwRenderOptions *options,
           HwRenderCache         *cache)
{
  /* The chit and its outline. */
  double extent = options->chit_mm * 1.05, density, px, py;
  CachedSprite *sprite;

  if (!sprite_target (cr, extent, &density, &px, &py))
    {
      hw_render_chit (cr, number, options);
      return;
    }
  sprite = sprite_find (cache, SPRITE_CHIT, number, 0, density, options);
  if (sprite == NULL)
    {
      cairo_t *scr = sprite_new (cache, SPRITE_CHIT, number, 0, density, options, extent,
                                 &sprite);

      hw_render_chit (scr, number, options);
      cairo_destroy (scr);
    }
  sprite_paint (cr, sprite, density, px, py);
}

static void
draw_tile (cairo_t               *cr,
           const HwHex           *hex,
           gboolean               with_chit,
           const HwRenderOptions *options,
           HwRenderCache         *cache)
{
  double radius = hw_render_hex_radius (options);

  cairo_save (cr);
  if (!options->patterns || !draw_hex_image (cr, hex->terrain, options, cache))
    {
      hw_render_hex_path (cr, options, 0);
      hw_render_set_terrain_color (cr, hex->terrain, options);
      cairo_fill (cr);
      if (options->patterns)
        draw_pattern (cr, hex->terrain, 0, options, cache);
    }

  hw_render_hex_path (cr, options, 0);
  cairo_set_line_width (cr, MAX (0.08, options->hex_mm * 0.004));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (hex->terrain == HW_TERRAIN_SEA && !options->monochrome)
    cairo_set_source_rgb (cr, 0.25, 0.45, 0.65);
  else
    set_rgb (cr, ink);
  cairo_stroke (cr);

  if (options->labels && hw_terrain_is_land (hex->terrain))
    draw_label (cr, hw_terrain_label (hex->terrain), 0, -radius * 0.62,
                options->hex_mm * 0.052, FALSE);

  if (with_chit && hex->chit >= 2 && hex->chit <= 12)
    hw_render_chit (cr, hex->chit, options);
  cairo_restore (cr);
}

void
hw_render_hex_tile (cairo_t               *cr,
                    const HwHex           *hex,
                    gboolean               with_chit,
                    const HwRenderOptions *options)
{
  g_autoptr(HwRenderCache) own = NULL;

  g_return_if_fail (cr != NULL && hex != NULL && options != NULL);
  if (options->cache == NULL)
    own = hw_render_cache_new ();
  draw_tile (cr, hex, with_chit, options, own ? own : options->cache);
}

static const char *
pawn_abbrev (HwPawn pawn)
{
  switch (pawn)
    {
    case HW_PAWN_ROBBER:
      return C_("pawn initials", "R");
    case HW_PAWN_RAIDER:
      return C_("pawn initials", "DR");
    case HW_PAWN_BARBARIAN:
      return C_("pawn initials", "B");
    case HW_PAWN_ROBIN:
      return C_("pawn initials", "RH");
    case HW_N_PAWNS:
    default:
      return "?";
    }
}

/* A pawn silhouette (head and body) of height @h standing with its base centred on (x, y). */
static void
draw_pawn (cairo_t *cr, HwPawn pawn, double x, double y, double h,
           const HwRenderOptions *options)
{
  double w = h * 0.7;

  cairo_new_path (cr);
  cairo_arc (cr, x, y - h * 0.78, h * 0.2, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_move_to (cr, x - w / 2, y);
  cairo_curve_to (cr, x - w / 2, y - h * 0.35, x - w * 0.2, y - h * 0.5, x - w * 0.18, y - h * 0.6);
  cairo_line_to (cr, x + w * 0.18, y - h * 0.6);
  cairo_curve_to (cr, x + w * 0.2, y - h * 0.5, x + w / 2, y - h * 0.35, x + w / 2, y);
  cairo_close_path (cr);
  if (options->monochrome)
    cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
  else
    set_rgb (cr, pawn_colors[pawn]);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, h * 0.04);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_stroke (cr);

  cairo_select_font_face (cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, hw_render_pawn_text_size (options));
  cairo_set_source_rgb (cr, 1, 1, 1);
  move_to_centered (cr, pawn_abbrev (pawn), x, y - h * 0.24);
  cairo_show_text (cr, pawn_abbrev (pawn));
}

double
hw_render_pawn_height (const HwRenderOptions *options)
{
  /* Its initials are a quarter of its height; on screens it grows until they read, but
   * never past what leaves the chit beside it visible. */
  return MAX (options->hex_mm * 0.2, MIN (options->min_text_mm / 0.26, options->hex_mm * 0.33));
}

double
hw_render_pawn_text_size (const HwRenderOptions *options)
{
  double h = hw_render_pawn_height (options);

  /* Up to the width of the body: two bold capitals still fit in it. */
  return MAX (h * 0.26, MIN (options->min_text_mm, h * 0.5));
}

double
hw_render_pawn_count_size (const HwRenderOptions *options)
{
  /* A third of the pawn prints well; on screens the count grows to the readable size, as
   * the pawn's initials do ("×2" beside a raider was a few pixels high). */
  return MAX (hw_render_pawn_height (options) * 0.32, options->min_text_mm);
}

double
hw_render_pip_radius (const HwRenderOptions *options)
{
  return MAX (options->chit_mm * 0.03, MIN (options->min_text_mm * 0.16, options->chit_mm * 0.06));
}

double
hw_render_harbor_text_size (const HwRenderOptions *options)
{
  return MAX (hw_render_hex_radius (options) * 0.34 * 0.36, options->min_text_mm);
}

static void
draw_pawns (cairo_t *cr, const HwHex *hex, const HwRenderOptions *options)
{
  double radius = hw_render_hex_radius (options);
  double h = hw_render_pawn_height (options);
  int kinds = 0, k = 0;

  for (int p = 0; p < HW_N_PAWNS; p++)
    kinds += hex->pawns[p] > 0;
  if (kinds == 0)
    return;

  for (int p = 0; p < HW_N_PAWNS; p++)
    {
      double x;

      if (hex->pawns[p] == 0)
        continue;
      x = (k - (kinds - 1) / 2.0) * h * 1.3;
      if (hex->pawns[p] > 1)
        x -= h * 0.2;
      /* Grown on a screen, a pawn would stand on the chit: it steps to the chit's left. */
      if (h > options->hex_mm * 0.2 && hex->chit != 0)
        x -= options->hex_mm * 0.25;
      draw_pawn (cr, (HwPawn) p, x, radius * 0.8, h, options);
      if (hex->pawns[p] > 1)
        {
          char count[16];

          g_snprintf (count, sizeof count, "×%u", hex->pawns[p]);
          cairo_select_font_face (cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
          cairo_set_font_size (cr, hw_render_pawn_count_size (options));
          set_rgb (cr, ink);
          cairo_move_to (cr, x + h * 0.38, radius * 0.8 - h * 0.05);
          cairo_show_text (cr, count);
        }
      k++;
    }
}

static const char *
resource_abbrev (HwResource resource)
{
  return resource == HW_RESOURCE_NONE ? _("any") : hw_resource_label (resource);
}

void
hw_render_hex_bleed (cairo_t               *cr,
                     HwTerrain              terrain,
                     double                 bleed_mm,
                     const HwRenderOptions *options)
{
  g_autoptr(HwRenderCache) own = options->cache ? NULL : hw_render_cache_new ();

  cairo_save (cr);
  hw_render_hex_path (cr, options, bleed_mm);
  hw_render_set_terrain_color (cr, terrain, options);
  cairo_fill (cr);
  if (options->patterns)
    draw_pattern (cr, terrain, bleed_mm, options, own ? own : options->cache);
  cairo_restore (cr);
}

void
hw_render_harbor_token (cairo_t               *cr,
                        HwResource             resource,
                        const HwRenderOptions *options,
                        double                *token_radius,
                        double                *ratio_size,
                        double                *name_size)
{
  double radius = hw_render_hex_radius (options), tr = radius * 0.34;
  double small = hw_render_harbor_text_size (options);
  double ratio = MAX (tr * 0.62, options->min_text_mm * 1.15);
  cairo_text_extents_t ext;

  cairo_save (cr);
  cairo_select_font_face (cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  /* Measured at a size hinting does not round, then scaled: widths at a few pixels are
   * rounded to whole ones and do not shrink with the font. */
  cairo_set_font_size (cr, 100.0);
  cairo_text_extents (cr, resource_abbrev (resource), &ext);
  cairo_restore (cr);
  ext.width *= small / 100.0;
  /* On screens the token grows around its text when that had to grow to read. */
  if (options->min_text_mm > 0)
    tr = MIN (MAX (tr, MAX (ext.width / 2 + small * 0.45, ratio * 1.25)), radius * 0.6);
  /* The name, on the token's lower half, stays inside it: one too long for the largest
   * token (a long word, a language's wider glyphs, a small hex on screen) is set smaller
   * rather than spilling over the piers. */
  if (ext.width > HW_RENDER_HARBOR_NAME_ROOM * tr)
    small *= HW_RENDER_HARBOR_NAME_ROOM * tr / ext.width;
  *token_radius = tr;
  *ratio_size = ratio;
  *name_size = small;
}

void
hw_render_harbor (cairo_t               *cr,
                  const HwHarbor        *harbor,
                  const HwRenderOptions *options)
{
  double radius = hw_render_hex_radius (options);
  double cx, cy, ax, ay, bx, by, mx, my, tx, ty, tr, small, ratio_size;
  int side = harbor->side % 6;
  gboolean special = harbor->resource != HW_RESOURCE_NONE;

  hw_render_hex_center (options, harbor->coord, &cx, &cy);
  hw_corner_offset ((HwCorner) side, radius, &ax, &ay);
  hw_corner_offset ((HwCorner) ((side + 1) % 6), radius, &bx, &by);
  mx = (ax + bx) / 2.0;
  my = (ay + by) / 2.0;
  /* The token sits between the sea hex's centre and the coast it serves. */
  tx = cx + mx * 0.12;
  ty = cy + my * 0.12;
  hw_render_harbor_token (cr, harbor->resource, options, &tr, &ratio_size, &small);

  cairo_save (cr);
  /* Two piers from the token to the two nodes the harbor serves. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, options->hex_mm * 0.035);
  cairo_set_source_rgb (cr, 0.55, 0.40, 0.25);
  if (options->monochrome)
    cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  cairo_move_to (cr, tx, ty);
  cairo_line_to (cr, cx + ax * 0.97, cy + ay * 0.97);
  cairo_move_to (cr, tx, ty);
  cairo_line_to (cr, cx + bx * 0.97, cy + by * 0.97);
  cairo_stroke (cr);

  /* The node marks. */
  for (int i = 0; i < 2; i++)
    {
      double nx = cx + (i ? bx : ax), ny = cy + (i ? by : ay);

      cairo_new_path (cr);
      cairo_arc (cr, nx, ny, options->hex_mm * 0.045, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, options->hex_mm * 0.012);
      set_rgb (cr, ink);
      cairo_stroke (cr);
      cairo_arc (cr, nx, ny, options->hex_mm * 0.018, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  /* The token: ratio over resource. */
  cairo_new_path (cr);
  cairo_arc (cr, tx, ty, tr, 0, 2 * G_PI);
  if (options->monochrome || !special)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else
    {
      Rgb c = terrain_colors[hw_resource_terrain (harbor->resource)];

      /* A pale tint of the resource's land colour. */
      cairo_set_source_rgb (cr, 0.5 + c.r / 2, 0.5 + c.g / 2, 0.5 + c.b / 2);
    }
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, options->hex_mm * 0.01);
  set_rgb (cr, ink);
  cairo_stroke (cr);

  set_rgb (cr, ink);
  cairo_select_font_face (cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, ratio_size);
  move_to_centered (cr, special ? "2:1" : "3:1", tx, ty - tr * 0.25);
  cairo_show_text (cr, special ? "2:1" : "3:1");
  cairo_select_font_face (cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, small);
  move_to_centered (cr, resource_abbrev (harbor->resource), tx, ty + tr * 0.4);
  cairo_show_text (cr, resource_abbrev (harbor->resource));
  cairo_restore (cr);
}

static void
draw_mark (cairo_t *cr, guint mark, const HwRenderOptions *options)
{
  double lw = options->hex_mm * 0.03;

  if (mark & HW_RENDER_MARK_HOVER)
    {
      hw_render_hex_path (cr, options, 0);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.3);
      cairo_fill (cr);
    }
  if (mark & (HW_RENDER_MARK_ERROR | HW_RENDER_MARK_WARNING))
    {
      gboolean error = (mark & HW_RENDER_MARK_ERROR) != 0;
      double dash[] = { lw * 2, lw * 1.2 };

      hw_render_hex_path (cr, options, -lw);
      cairo_set_line_width (cr, lw);
      cairo_set_dash (cr, dash, 2, 0);
      if (error)
        cairo_set_source_rgb (cr, 0.85, 0.1, 0.1);
      else
        cairo_set_source_rgb (cr, 0.95, 0.6, 0.05);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (mark & HW_RENDER_MARK_SELECTED)
    {
      hw_render_hex_path (cr, options, -lw * 0.6);
      cairo_set_line_width (cr, lw * 1.2);
      cairo_set_source_rgb (cr, 0.10, 0.45, 0.90);
      cairo_stroke (cr);
    }
}

/* Draws @harbor, whose sea hex is centred on (x, y): on screens a copy of it drawn once
 * per zoom. */
static void
draw_harbor (cairo_t               *cr,
             const HwHarbor        *harbor,
             double                 x,
             double                 y,
             const HwRenderOptions *options,
             HwRenderCache         *cache)
{
  /* The sea hex and the node marks on its corners. */
  double extent = 2 * hw_render_hex_radius (options) + options->hex_mm * 0.12;
  double density, px, py;
  CachedSprite *sprite;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (!sprite_target (cr, extent, &density, &px, &py))
    {
      cairo_restore (cr);
      hw_render_harbor (cr, harbor, options);
      return;
    }
  sprite = sprite_find (cache, SPRITE_HARBOR, harbor->resource, harbor->side % 6, density,
                        options);
  if (sprite == NULL)
    {
      cairo_t *scr = sprite_new (cache, SPRITE_HARBOR, harbor->resource, harbor->side % 6,
                                 density, options, extent, &sprite);
      HwHarbor centred = *harbor;

      centred.coord.q = centred.coord.r = 0;
      hw_render_harbor (scr, &centred, options);
      cairo_destroy (scr);
    }
  sprite_paint (cr, sprite, density, px, py);
  cairo_restore (cr);
}

/* Draws the editor's @mark on the hex centred on (0, 0), from a copy on screens. */
static void
draw_mark_cached (cairo_t               *cr,
                  guint                  mark,
                  const HwRenderOptions *options,
                  HwRenderCache         *cache)
{
  double extent = 2 * hw_render_hex_radius (options) + options->hex_mm * 0.02;
  double density, px, py;
  CachedSprite *sprite;

  if (!sprite_target (cr, extent, &density, &px, &py))
    {
      draw_mark (cr, mark, options);
      return;
    }
  sprite = sprite_find (cache, SPRITE_MARK, (int) mark, 0, density, options);
  if (sprite == NULL)
    {
      cairo_t *scr = sprite_new (cache, SPRITE_MARK, (int) mark, 0, density, options, extent,
                                 &sprite);

      draw_mark (scr, mark, options);
      cairo_destroy (scr);
    }
  sprite_paint (cr, sprite, density, px, py);
}

void
hw_render_board (cairo_t               *cr,
                 const HwBoard         *board,
                 const HwRenderOptions *options)
{
  g_autoptr(HwRenderCache) own = NULL;
  HwRenderCache *cache;
  double cx1, cy1, cx2, cy2, reach_x, reach_y;
  guint n;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (board != NULL);
  g_return_if_fail (options != NULL && options->hex_mm > 0 && options->chit_mm > 0);

  n = hw_board_n_hexes (board);
  if (options->cache == NULL)
    own = hw_render_cache_new ();
  cache = own ? own : options->cache;
  /* Hexes wholly outside the clip (another page of a tiled print, a zoomed view) are
   * skipped; the reach covers a hex and the node marks on its corners. */
  cairo_clip_extents (cr, &cx1, &cy1, &cx2, &cy2);
  reach_x = options->hex_mm / 2 + options->hex_mm * 0.06 + 1;
  reach_y = hw_render_hex_radius (options) + options->hex_mm * 0.06 + 1;
#define HEX_VISIBLE(x, y) ((x) + reach_x >= cx1 && (x) - reach_x <= cx2 \
                           && (y) + reach_y >= cy1 && (y) - reach_y <= cy2)
  cairo_save (cr);

  /* Tiles first, everything standing on them after, so neighbours never cover a harbor pier. */
  for (guint i = 0; i < n; i++)
    {
      const HwHex *hex = hw_board_get_hex (board, i);
      double x, y;

      hw_render_hex_center (options, hex->coord, &x, &y);
      if (!HEX_VISIBLE (x, y))
        continue;
      cairo_save (cr);
      cairo_translate (cr, x, y);
      draw_tile (cr, hex, FALSE, options, cache);
      cairo_restore (cr);
    }

  for (guint i = 0; i < hw_board_n_harbors (board); i++)
    {
      const HwHarbor *harbor = hw_board_get_harbor (board, i);
      double x, y;

      hw_render_hex_center (options, harbor->coord, &x, &y);
      if (HEX_VISIBLE (x, y))
        draw_harbor (cr, harbor, x, y, options, cache);
    }

  for (guint i = 0; i < n; i++)
    {
      const HwHex *hex = hw_board_get_hex (board, i);
      double x, y;

      hw_render_hex_center (options, hex->coord, &x, &y);
      if (!HEX_VISIBLE (x, y))
        continue;
      cairo_save (cr);
      cairo_translate (cr, x, y);
      if (hex->chit >= 2 && hex->chit <= 12)
        draw_chit (cr, hex->chit, options, cache);
      draw_pawns (cr, hex, options);
      if (options->show_coords)
        {
          char text[32];

          g_snprintf (text, sizeof text, "%d,%d", hex->coord.q, hex->coord.r);
          draw_label (cr, text, -options->hex_mm * 0.3, 0, options->hex_mm * 0.045, FALSE);
        }
      if (options->mark_func)
        {
          guint mark = options->mark_func (hex, i, options->mark_data);

          if (mark)
            draw_mark_cached (cr, mark, options, cache);
        }
      cairo_restore (cr);
    }

  cairo_restore (cr);
#undef HEX_VISIBLE
}

/* ---- legend ---- */

#define LEGEND_WIDTH 190.0
#define LEGEND_TEXT 3.6
#define LEGEND_TITLE 6.5

typedef struct
{
  cairo_t *cr;       /* NULL while measuring */
  cairo_t *measure;
  double   x, y;
  double   line_h;
} Flow;

static double
flow_text_width (Flow *f, const char *text, double size, gboolean bold)
{
  cairo_text_extents_t ext;

  cairo_select_font_face (f->measure, FONT, CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (f->measure, size);
  cairo_text_extents (f->measure, text, &ext);
  return ext.x_advance;
}

/* Starts a new item of @width, wrapping to the next line when the row is full. */
static void
flow_item (Flow *f, double width)
{
  if (f->x > 30.0 && f->x + width > LEGEND_WIDTH)
    {
      f->x = 30.0;
      f->y += f->line_h;
    }
}

static void
flow_text (Flow *f, const char *text, double size, gboolean bold)
{
  double w = flow_text_width (f, text, size, bold);

  flow_item (f, w);
  if (f->cr)
    {
      cairo_select_font_face (f->cr, FONT, CAIRO_FONT_SLANT_NORMAL,
                              bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
      cairo_set_font_size (f->cr, size);
      set_rgb (f->cr, ink);
      cairo_move_to (f->cr, f->x, f->y + size * 0.35);
      cairo_show_text (f->cr, text);
    }
  f->x += w;
}

static void
flow_row (Flow *f, const char *heading)
{
  f->y += f->line_h;
  f->x = 0;
  flow_text (f, heading, LEGEND_TEXT, TRUE);
  f->x = 30.0;
}

static void
flow_swatch (Flow *f, HwTerrain terrain, const char *text, const HwRenderOptions *options)
{
  HwRenderOptions small = *options;
  double w = flow_text_width (f, text, LEGEND_TEXT, FALSE) + 8.0;

  small.hex_mm = 5.5;
  small.labels = FALSE;
  flow_item (f, w);
  if (f->cr)
    {
      HwHex hex = { .terrain = terrain };

      cairo_save (f->cr);
      cairo_translate (f->cr, f->x + 2.8, f->y);
      small.patterns = FALSE;
      hw_render_hex_tile (f->cr, &hex, FALSE, &small);
      cairo_restore (f->cr);
    }
  f->x += 7.0;
  flow_text (f, text, LEGEND_TEXT, FALSE);
  f->x += 4.0;
}

static int
stated_or (int stated, int counted)
{
  return stated != HW_NO_COUNT ? stated : counted;
}

static double
legend_flow (cairo_t               *cr,
             const HwScenario      *scenario,
             const HwVariant       *variant,
             const HwRenderOptions *options)
{
  g_autoptr(cairo_surface_t) surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  g_autoptr(cairo_t) measure = cairo_create (surface);
  const HwBoard *board = variant->board;
  const HwTables *t = &variant->tables;
  cairo_font_options_t *font_options = cairo_font_options_create ();
  Flow f = { cr, measure, 0, 0, LEGEND_TEXT * 2.0 };
  int terrains[HW_N_TERRAINS], chits[13], harbors[HW_N_RESOURCES + 1] = { 0 };
  g_autofree char *players = NULL;
  const char *name = scenario ? hw_scenario_get_name (scenario) : "";

  /* Unhinted metrics: hinting a 3.6-unit font would round every advance to whole units. */
  cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
  cairo_set_font_options (measure, font_options);
  cairo_font_options_destroy (font_options);

  hw_board_count_terrains (board, terrains);
  hw_board_count_chits (board, chits);
  for (guint i = 0; i < hw_board_n_harbors (board); i++)
    harbors[hw_board_get_harbor (board, i)->resource + 1]++;

  f.y = LEGEND_TITLE * 0.5;
  flow_text (&f, name && *name ? name : _("Untitled scenario"), LEGEND_TITLE, TRUE);
  if (variant->min_players == variant->max_players)
    players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d player", "%d players",
                                            variant->min_players), variant->min_players);
  else
    players = g_strdup_printf (_("%d–%d players"), variant->min_players, variant->max_players);
  f.x += 5.0;
  flow_text (&f, players, LEGEND_TEXT * 1.2, FALSE);
  if (options->draft_problems > 0)
    {
      /* A printed draft must not pass for a checked board once it is off the printer. */
      g_autofree char *draft = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "draft: %u problem",
                                                             "draft: %u problems",
                                                             options->draft_problems),
                                                options->draft_problems);

      f.x += 5.0;
      flow_text (&f, draft, LEGEND_TEXT * 1.2, TRUE);
    }
  f.y += LEGEND_TITLE * 0.4;

  flow_row (&f, _("Terrain"));
  for (int i = HW_TERRAIN_SEA; i < HW_N_TERRAINS; i++)
    {
      int n = stated_or (t->terrains[i], terrains[i]);
      g_autofree char *text = NULL;

      if (n <= 0)
        continue;
      text = g_strdup_printf ("%s %d", hw_terrain_label ((HwTerrain) i), n);
      flow_swatch (&f, (HwTerrain) i, text, options);
    }

  flow_row (&f, _("Numbers"));
  for (int i = 2; i <= 12; i++)
    {
      int n = stated_or (t->chits[i], chits[i]);
      g_autofree char *text = NULL;

      if (n <= 0 || i == 7)
        continue;
      text = g_strdup_printf ("%d×%d", i, n);
      f.x += 1.0;
      flow_text (&f, text, LEGEND_TEXT, i == 6 || i == 8);
      f.x += 4.0;
    }

  flow_row (&f, _("Harbors"));
  if (harbors[0] > 0)
    {
      g_autofree char *text = g_strdup_printf (_("3:1 any ×%d"), harbors[0]);

      flow_text (&f, text, LEGEND_TEXT, FALSE);
      f.x += 5.0;
    }
  for (int r = 0; r < HW_N_RESOURCES; r++)
    if (harbors[r + 1] > 0)
      {
        g_autofree char *text = g_strdup_printf (_("2:1 %s ×%d"),
                                                 hw_resource_label ((HwResource) r),
                                                 harbors[r + 1]);

        flow_text (&f, text, LEGEND_TEXT, FALSE);
        f.x += 5.0;
      }
  if (hw_board_n_harbors (board) == 0)
    flow_text (&f, _("none"), LEGEND_TEXT, FALSE);

  {
    gboolean any = FALSE;

    for (int p = 0; p < HW_N_PAWNS; p++)
      {
        int on_board = hw_board_count_pawns (board, (HwPawn) p);
        int supply = t->supply[p] > 0 ? t->supply[p] : 0;
        g_autofree char *text = NULL;

        if (on_board + supply == 0)
          continue;
        if (!any)
          flow_row (&f, _("Pawns"));
        any = TRUE;
        if (supply > 0)
          text = g_strdup_printf (_("%s (%s) %d on the board, %d in supply"),
                                  hw_pawn_label ((HwPawn) p), pawn_abbrev ((HwPawn) p),
                                  on_board, supply);
        else
          text = g_strdup_printf (_("%s (%s) %d on the board"), hw_pawn_label ((HwPawn) p),
                                  pawn_abbrev ((HwPawn) p), on_board);
        flow_text (&f, text, LEGEND_TEXT, FALSE);
        f.x += 6.0;
      }
  }

  if (variant->has_seed)
    {
      g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, variant->seed);

      flow_row (&f, _("Seed"));
      flow_text (&f, text, LEGEND_TEXT, FALSE);
    }

  return f.y + LEGEND_TEXT;
}

void
hw_render_legend_size (const HwScenario      *scenario,
                       const HwVariant       *variant,
                       const HwRenderOptions *options,
                       double                *width,
                       double                *height)
{
  g_return_if_fail (variant != NULL && options != NULL);

  *width = LEGEND_WIDTH;
  *height = legend_flow (NULL, scenario, variant, options);
}

void
hw_render_legend (cairo_t               *cr,
                  const HwScenario      *scenario,
                  const HwVariant       *variant,
                  const HwRenderOptions *options)
{
  g_return_if_fail (cr != NULL && variant != NULL && options != NULL);

  cairo_save (cr);
  legend_flow (cr, scenario, variant, options);
  cairo_restore (cr);
}

#define LEGEND_GAP 8.0

gboolean
hw_render_variant_size (const HwScenario      *scenario,
                        const HwVariant       *variant,
                        const HwRenderOptions *options,
                        double                *width,
                        double                *height)
{
  HwRenderBox box;

  g_return_val_if_fail (variant != NULL && options != NULL, FALSE);

  if (!hw_render_board_extent (variant->board, options, &box))
    {
      *width = *height = 0;
      return FALSE;
    }
  *width = box.width;
  *height = box.height;
  if (options->show_legend)
    {
      double lw, lh;

      hw_render_legend_size (scenario, variant, options, &lw, &lh);
      *width = MAX (*width, lw);
      *height += LEGEND_GAP + lh;
    }
  return TRUE;
}

void
hw_render_variant (cairo_t               *cr,
                   const HwScenario      *scenario,
                   const HwVariant       *variant,
                   const HwRenderOptions *options)
{
  HwRenderBox box;
  double width, height;

  g_return_if_fail (cr != NULL && variant != NULL && options != NULL);

  if (!hw_render_variant_size (scenario, variant, options, &width, &height))
    return;
  hw_render_board_extent (variant->board, options, &box);

  cairo_save (cr);
  cairo_translate (cr, (width - box.width) / 2.0 - box.x, -box.y);
  hw_render_board (cr, variant->board, options);
  cairo_restore (cr);

  if (options->show_legend)
    {
      double lw, lh;

      hw_render_legend_size (scenario, variant, options, &lw, &lh);
      cairo_save (cr);
      cairo_translate (cr, (width - lw) / 2.0, box.height + LEGEND_GAP);
      hw_render_legend (cr, scenario, variant, options);
      cairo_restore (cr);
    }
}

/* ---- picking ---- */

HwCoord
hw_render_pick_hex (const HwRenderOptions *options,
                    double                 x,
                    double                 y)
{
  return hw_coord_from_pixel (x, y, hw_render_hex_radius (options));
}

static double
angle_in_hex (const HwRenderOptions *options, double x, double y, HwCoord *hex)
{
  double cx, cy;

  *hex = hw_render_pick_hex (options, x, y);
  hw_render_hex_center (options, *hex, &cx, &cy);
  return atan2 (y - cy, x - cx) * 180.0 / G_PI;
}

HwSide
hw_render_pick_side (const HwRenderOptions *options,
                     double                 x,
                     double                 y,
                     HwCoord               *hex)
{
  HwCoord c;
  /* Side d's midpoint lies at 60d - 60 degrees (y grows downwards). */
  double a = angle_in_hex (options, x, y, &c);
  int d = (int) floor ((a + 60.0) / 60.0 + 0.5);

  if (hex)
    *hex = c;
  return (HwSide) (((d % 6) + 6) % 6);
}

HwCorner
hw_render_pick_corner (const HwRenderOptions *options,
                       double                 x,
                       double                 y,
                       HwCoord               *hex)
{
  HwCoord c;
  /* Corner k lies at 60k - 90 degrees. */
  double a = angle_in_hex (options, x, y, &c);
  int k = (int) floor ((a + 90.0) / 60.0 + 0.5);

  if (hex)
    *hex = c;
  return (HwCorner) (((k % 6) + 6) % 6);
}

/* ---- views ---- */

void
hw_render_view_fit (HwRenderView      *view,
                    const HwRenderBox *box,
                    double             device_width,
                    double             device_height,
                    double             padding)
{
  double aw = MAX (1.0, device_width - 2 * padding);
  double ah = MAX (1.0, device_height - 2 * padding);

  g_return_if_fail (view != NULL && box != NULL);

  if (box->width <= 0 || box->height <= 0)
    {
      view->scale = 1.0;
      view->tx = device_width / 2.0;
      view->ty = device_height / 2.0;
      return;
    }
  view->scale = MIN (aw / box->width, ah / box->height);
  view->tx = (device_width - box->width * view->scale) / 2.0 - box->x * view->scale;
  view->ty = (device_height - box->height * view->scale) / 2.0 - box->y * view->scale;
}

void
hw_render_view_apply (const HwRenderView *view,
                      cairo_t            *cr)
{
  cairo_translate (cr, view->tx, view->ty);
  cairo_scale (cr, view->scale, view->scale);
}

void
hw_render_view_to_board (const HwRenderView *view,
                         double              device_x,
                         double              device_y,
                         double             *x,
                         double             *y)
{
  *x = (device_x - view->tx) / view->scale;
  *y = (device_y - view->ty) / view->scale;
}
