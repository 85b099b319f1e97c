/* hw-render.h: the one cairo renderer of boards, used by the editor and by export.
 *
 * Everything is drawn in millimetres: one user unit of the cairo_t is one millimetre, so a
 * caller scales its context (72/25.4 for PDF/SVG points, dpi/25.4 for pixels, any zoom on
 * screen). Board space puts the centre of hex (0, 0) at the origin; hw_render_board_extent
 * says where the board lies in it.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "hw-board.h"
#include "hw-scenario.h"

G_BEGIN_DECLS

#define HW_RENDER_DEFAULT_HEX_MM  79.4   /* a base-game hex, across the flats */
#define HW_RENDER_DEFAULT_CHIT_MM 27.0   /* a base-game number chit */
#define HW_MM_TO_PT (72.0 / 25.4)

/* Marks the editor puts on single hexes; several may be combined. */
typedef enum
{
  HW_RENDER_MARK_NONE     = 0,
  HW_RENDER_MARK_HOVER    = 1 << 0,
  HW_RENDER_MARK_SELECTED = 1 << 1,
  HW_RENDER_MARK_ERROR    = 1 << 2,
  HW_RENDER_MARK_WARNING  = 1 << 3,
} HwRenderMark;

/* Returns the HwRenderMark bits for the hex at index @index of the board being drawn. */
typedef guint (*HwRenderMarkFunc) (const HwHex *hex,
                                   guint        index,
                                   gpointer     user_data);

/* Terrain patterns, and on raster targets images of whole hexes, chits, harbors and marks
 * at the target's resolution, kept across drawing calls (see HwRenderOptions.cache). */
typedef struct _HwRenderCache HwRenderCache;

typedef struct
{
  double           hex_mm;        /* hex size across the flats, > 0 */
  double           chit_mm;       /* chit diameter, > 0 */
  gboolean         monochrome;    /* black-and-white safe: white fills, black patterns */
  gboolean         patterns;      /* draw the terrain patterns (on by default) */
  gboolean         labels;        /* write the terrain's name on each land hex (on) */
  gboolean         show_coords;   /* write "q,r" on every hex (off) */
  gboolean         show_legend;   /* hw_render_variant adds the legend (off) */
  double           min_text_mm;   /* on screens: the smallest text in mm that still reads;
                                   * pawns, pips and harbor labels grow to it (0 = true size,
                                   * as printed) */
  HwRenderMarkFunc mark_func;     /* editor marks; NULL = none */
  gpointer         mark_data;
  HwRenderCache   *cache;         /* optional: shares terrain patterns between calls; NULL =
                                   * each call makes its own. A cairo SVG surface needs one
                                   * that outlives it, or cairo leaks a copy of each pattern. */
  guint            draft_problems; /* > 0: the legend says the board is a draft with this many
                                    * validation errors (0) */
} HwRenderOptions;

/* A rectangle in millimetres. */
typedef struct
{
  double x;
  double y;
  double width;
  double height;
} HwRenderBox;

/* A board-space to device mapping, for screens: device = board * scale + (tx, ty). */
typedef struct
{
  double scale;
  double tx;
  double ty;
} HwRenderView;

/* Returns the font family for text on boards, one that has the user's language's glyphs. */
const char *hw_render_font_family   (void);
/* Creates an empty pattern cache. */
HwRenderCache *hw_render_cache_new  (void);
/* Frees @cache; call it only after the surfaces drawn with it are finished. */
void     hw_render_cache_free       (HwRenderCache         *cache);

/* Fills @options with the defaults (real-size hex and chit, colour, patterns, labels). */
void     hw_render_options_init     (HwRenderOptions       *options);
/* Returns the circumradius (centre to corner) in mm of a hex under @options. */
double   hw_render_hex_radius       (const HwRenderOptions *options);

/* Computes the box holding every hex of @board in board space; FALSE on an empty board. */
gboolean hw_render_board_extent     (const HwBoard         *board,
                                     const HwRenderOptions *options,
                                     HwRenderBox           *box);
/* Returns the height in mm of a pawn drawn under @options. */
double   hw_render_pawn_height      (const HwRenderOptions *options);
/* Returns the size in mm of the initials on a pawn drawn under @options. */
double   hw_render_pawn_text_size   (const HwRenderOptions *options);
/* Returns the size in mm of the count ("×2") beside a stack of pawns under @options. */
double   hw_render_pawn_count_size  (const HwRenderOptions *options);
/* Returns the radius in mm of a chit's pip dot under @options. */
double   hw_render_pip_radius       (const HwRenderOptions *options);
/* Returns the size in mm of a harbor token's smaller line (its resource) under @options. */
double   hw_render_harbor_text_size (const HwRenderOptions *options);

/* Draws @board in board space: hexes, patterns, chits, harbors, pawns and marks. */
void     hw_render_board            (cairo_t               *cr,
                                     const HwBoard         *board,
                                     const HwRenderOptions *options);

/* Draws one hex tile (terrain, pattern, label, and its chit if @with_chit) centred on (0, 0). */
void     hw_render_hex_tile         (cairo_t               *cr,
                                     const HwHex           *hex,
                                     gboolean               with_chit,
                                     const HwRenderOptions *options);
/* Traces the outline of a hex centred on (0, 0), grown by @grow_mm on every side. */
void     hw_render_hex_path         (cairo_t               *cr,
                                     const HwRenderOptions *options,
                                     double                 grow_mm);
/* Paints @terrain's colour and pattern over a hex centred on (0, 0) grown by @bleed_mm: the
 * margin a cutter may miss around a tile. */
void     hw_render_hex_bleed        (cairo_t               *cr,
                                     HwTerrain              terrain,
                                     double                 bleed_mm,
                                     const HwRenderOptions *options);
/* How wide a harbor token's resource name may be, in token radii: the chord at its line. */
#define HW_RENDER_HARBOR_NAME_ROOM 1.6
/* Computes a harbor token's radius and the font sizes of its ratio and its resource's name
 * (measured with @cr), the name set smaller where it would not fit inside the token. */
void     hw_render_harbor_token     (cairo_t               *cr,
                                     HwResource             resource,
                                     const HwRenderOptions *options,
                                     double                *token_radius,
                                     double                *ratio_size,
                                     double                *name_size);
/* Draws @harbor in board space: its token, two piers and marks on the two nodes it serves. */
void     hw_render_harbor           (cairo_t               *cr,
                                     const HwHarbor        *harbor,
                                     const HwRenderOptions *options);
/* Draws a number chit centred on (0, 0): number, pips, red 6 and 8. */
void     hw_render_chit             (cairo_t               *cr,
                                     int                    number,
                                     const HwRenderOptions *options);
/* Sets the source to the fill colour of @terrain (honours monochrome). */
void     hw_render_set_terrain_color (cairo_t              *cr,
                                      HwTerrain             terrain,
                                      const HwRenderOptions *options);

/* Computes the size in mm of the legend of @variant. */
void     hw_render_legend_size      (const HwScenario      *scenario,
                                     const HwVariant       *variant,
                                     const HwRenderOptions *options,
                                     double                *width,
                                     double                *height);
/* Draws the legend (name, players, tables, seed) with its top-left corner at (0, 0). */
void     hw_render_legend           (cairo_t               *cr,
                                     const HwScenario      *scenario,
                                     const HwVariant       *variant,
                                     const HwRenderOptions *options);

/* Computes the size in mm of hw_render_variant's drawing; FALSE when the board is empty. */
gboolean hw_render_variant_size     (const HwScenario      *scenario,
                                     const HwVariant       *variant,
                                     const HwRenderOptions *options,
                                     double                *width,
                                     double                *height);
/* Draws the variant's board (and the legend below it when options->show_legend) with the
 * top-left corner of the drawing at (0, 0). */
void     hw_render_variant          (cairo_t               *cr,
                                     const HwScenario      *scenario,
                                     const HwVariant       *variant,
                                     const HwRenderOptions *options);

/* Returns the centre of hex @c in board space. */
void     hw_render_hex_center       (const HwRenderOptions *options,
                                     HwCoord                c,
                                     double                *x,
                                     double                *y);
/* Returns the hex under board-space point (x, y) (there may be no hex there on the board). */
HwCoord  hw_render_pick_hex         (const HwRenderOptions *options,
                                     double                 x,
                                     double                 y);
/* Returns the side of the hex under (x, y) nearest to the point, and that hex in @hex. */
HwSide   hw_render_pick_side        (const HwRenderOptions *options,
                                     double                 x,
                                     double                 y,
                                     HwCoord               *hex);
/* Returns the corner of the hex under (x, y) nearest to the point, and that hex in @hex. */
HwCorner hw_render_pick_corner      (const HwRenderOptions *options,
                                     double                 x,
                                     double                 y,
                                     HwCoord               *hex);

/* Makes @view show board-space @box centred in a device area, leaving @padding around it. */
void     hw_render_view_fit         (HwRenderView          *view,
                                     const HwRenderBox     *box,
                                     double                 device_width,
                                     double                 device_height,
                                     double                 padding);
/* Applies @view to @cr so that board-space drawing lands on the device. */
void     hw_render_view_apply       (const HwRenderView    *view,
                                     cairo_t               *cr);
/* Converts a device point (a pixel) to board space. */
void     hw_render_view_to_board    (const HwRenderView    *view,
                                     double                 device_x,
                                     double                 device_y,
                                     double                *x,
                                     double                *y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwRenderCache, hw_render_cache_free)

G_END_DECLS
