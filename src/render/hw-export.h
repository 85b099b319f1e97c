/* hw-export.h: printable boards at real size: page layouts and SVG/PDF/PNG output.
 *
 * A plan decides how a variant's board is laid out on pages (one poster page, real-size
 * tiles over A4/Letter sheets, a print-and-play kit of tiles and chits, or the whole board
 * fitted on one sheet); pages are drawn in millimetres with hw_export_plan_draw_page, by
 * the file writers here and by the editor's preview and printing.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "hw-render.h"
#include "hw-scenario.h"

G_BEGIN_DECLS

#define HW_EXPORT_ERROR (hw_export_error_quark ())

typedef enum
{
  HW_EXPORT_ERROR_INVALID,    /* an impossible request: hex of 0 mm, unknown paper, ... */
  HW_EXPORT_ERROR_EMPTY,      /* the board has no hexes */
  HW_EXPORT_ERROR_TOO_LARGE,  /* does not fit the paper, or too many pixels */
  HW_EXPORT_ERROR_IO,         /* the output cannot be written */
} HwExportError;

typedef enum
{
  HW_EXPORT_LAYOUT_POSTER = 0, /* one page the size of the board plus margin */
  HW_EXPORT_LAYOUT_TILED,      /* real size, split over paper sheets */
  HW_EXPORT_LAYOUT_KIT,        /* every tile and chit packed for cutting */
  HW_EXPORT_LAYOUT_FIT,        /* the whole board scaled onto one sheet */
} HwExportLayout;

typedef enum
{
  HW_EXPORT_FORMAT_SVG = 0,
  HW_EXPORT_FORMAT_PDF,
  HW_EXPORT_FORMAT_PNG,
} HwExportFormat;

typedef enum
{
  HW_PAPER_A4 = 0,
  HW_PAPER_LETTER,
} HwPaper;

#define HW_EXPORT_MARGIN_MM   10.0
#define HW_EXPORT_OVERLAP_MM  10.0
#define HW_EXPORT_BLEED_MM     3.0
#define HW_EXPORT_DEFAULT_DPI 150.0
#define HW_EXPORT_MAX_DPI     1200.0
#define HW_EXPORT_MAX_PIXELS  (120.0 * 1000 * 1000)

typedef struct
{
  HwExportLayout  layout;
  HwExportFormat  format;
  HwPaper         paper;        /* tiled, kit and fit */
  double          dpi;          /* PNG only */
  HwRenderOptions render;       /* hex and chit size, colour, legend */
} HwExportOptions;

/* One piece of a print-and-play kit. */
typedef enum
{
  HW_EXPORT_PIECE_TILE = 0,     /* a hex tile (with the harbors standing on it) */
  HW_EXPORT_PIECE_CHIT,         /* a number chit */
} HwExportPieceKind;

typedef struct
{
  HwExportPieceKind kind;
  guint             page;       /* from 0 */
  double            x, y;       /* centre, in mm from the page's top-left corner */
  guint             hex;        /* board index of the tile, or of the hex the chit came from */
} HwExportPiece;

typedef struct _HwExportPlan HwExportPlan;

GQuark        hw_export_error_quark        (void);

/* Fills @options with the defaults: poster, SVG, A4, 150 dpi, real-size hexes, legend on. */
void          hw_export_options_init       (HwExportOptions       *options);
/* Parses "poster", "tiled", "kit" or "fit"; FALSE when unknown. */
gboolean      hw_export_layout_from_string (const char            *name,
                                            HwExportLayout        *layout);
/* Parses "svg", "pdf" or "png" (any case); FALSE when unknown. */
gboolean      hw_export_format_from_string (const char            *name,
                                            HwExportFormat        *format);
/* Finds the format from a file name's extension; FALSE when it has none we know. */
gboolean      hw_export_format_from_path   (const char            *path,
                                            HwExportFormat        *format);
/* Parses "a4" or "letter" (any case); FALSE when unknown. */
gboolean      hw_export_paper_from_string  (const char            *name,
                                            HwPaper               *paper);
/* Returns the size in mm of @paper in portrait. */
void          hw_export_paper_size         (HwPaper                paper,
                                            double                *width,
                                            double                *height);
/* Checks @options for impossible values (sizes, dpi, enum ranges). */
gboolean      hw_export_options_check      (const HwExportOptions *options,
                                            GError               **error);

/* Lays out @variant's board under @options; the plan borrows @scenario and @variant, which
 * must outlive it. @scenario may be NULL (the legend then has no name). */
HwExportPlan *hw_export_plan_new           (const HwScenario      *scenario,
                                            const HwVariant       *variant,
                                            const HwExportOptions *options,
                                            GError               **error);
/* Frees @plan. */
void          hw_export_plan_free          (HwExportPlan          *plan);
/* Returns the number of pages; a tiled plan with the legend ends with a sheet holding the
 * legend and a map of where each page goes. */
guint         hw_export_plan_get_n_pages   (const HwExportPlan    *plan);
/* Returns the size in mm of every page. */
void          hw_export_plan_get_page_size (const HwExportPlan    *plan,
                                            double                *width,
                                            double                *height);
/* Returns the rows and columns of a tiled plan's board pages (1 x 1 for other layouts). */
void          hw_export_plan_get_grid      (const HwExportPlan    *plan,
                                            guint                 *rows,
                                            guint                 *columns);
/* Returns the part of the drawing (in mm from its top-left corner, see
 * hw_export_plan_get_content_size) that page @page shows; for the kit, the whole page. */
void          hw_export_plan_get_window    (const HwExportPlan    *plan,
                                            guint                  page,
                                            HwRenderBox           *window);
/* Returns the size in mm of the drawing pages show: board and legend, or for a tiled plan
 * the board alone. */
void          hw_export_plan_get_content_size (const HwExportPlan *plan,
                                               double             *width,
                                               double             *height);
/* Returns the number of pieces of a kit plan (0 for the other layouts). */
guint         hw_export_plan_get_n_pieces  (const HwExportPlan    *plan);
/* Returns piece @i of a kit plan. */
const HwExportPiece *hw_export_plan_get_piece (const HwExportPlan *plan,
                                               guint               i);
/* Returns how far in mm a kit's artwork runs past each cut line, and its pieces' outer
 * sizes: @tile_apothem and @chit_radius include the bleed and half the gap between pieces. */
void          hw_export_plan_get_kit_metrics (const HwExportPlan *plan,
                                              double             *bleed,
                                              double             *tile_apothem,
                                              double             *chit_radius);
/* Draws page @page (from 0) onto @cr, one user unit per millimetre, with the page's top-left
 * corner at (0, 0); paints the white paper too. */
void          hw_export_plan_draw_page     (const HwExportPlan    *plan,
                                            cairo_t               *cr,
                                            guint                  page);

/* Returns the file written for page @page of @n_pages: @path itself when there is one
 * page, else "BASE-N.EXT" (SVG and PNG write one file per page; PDF one file in all). */
char         *hw_export_page_path          (const char            *path,
                                            guint                  page,
                                            guint                  n_pages);
/* Writes @variant's board to @path (see hw_export_page_path for several pages). Nothing is
 * left behind on failure: each file is written to a temporary name and renamed at the end.
 * When @n_files is not NULL it receives the number of files written. */
gboolean      hw_export_write              (const HwScenario      *scenario,
                                            const HwVariant       *variant,
                                            const HwExportOptions *options,
                                            const char            *path,
                                            guint                 *n_files,
                                            GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwExportPlan, hw_export_plan_free)

G_END_DECLS
