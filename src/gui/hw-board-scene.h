/* hw-board-scene.h: what the board canvas shows (board, zoom, pan, marks) and how it is
 * mapped to pixels. No GTK: the widget draws through it, and so does the redraw benchmark. */
#pragma once

#include <cairo.h>

#include "hw-render.h"

G_BEGIN_DECLS

typedef struct
{
  const HwBoard   *board;      /* borrowed; may be NULL */
  HwRenderOptions  options;
  double           zoom;       /* 1.0 fits fit_box in the area */
  HwRenderBox      fit_box;    /* what zoom 1.0 fits: the board when it was last fitted, so
                                * that an edit never moves the view under the pointer */
  gboolean         has_fit_box;
  double           pan_x;      /* pixels the board is moved from the centre */
  double           pan_y;
  GHashTable      *marks;      /* packed coord -> HwRenderMark bits */
  HwRenderCache   *cache;      /* terrain patterns kept from frame to frame */
  gboolean         has_hover;  /* the hex under the pointer, drawn over the cached board */
  HwCoord          hover;
  cairo_surface_t *base;       /* the board as last drawn, without the hover */
  gboolean         base_valid;
  gboolean         dark;       /* the canvas under a dark style: a dark ground */
} HwBoardScene;

/* Sets up @scene with the renderer's default options, zoom 1 and no marks. */
void     hw_board_scene_init       (HwBoardScene       *scene);
/* Frees what @scene owns (its marks and pattern cache). */
void     hw_board_scene_clear      (HwBoardScene       *scene);
/* Removes every mark. */
void     hw_board_scene_clear_marks (HwBoardScene      *scene,
                                     guint              which);
/* Adds @mark to the hex at @c. */
void     hw_board_scene_add_mark   (HwBoardScene       *scene,
                                    HwCoord             c,
                                    HwRenderMark        mark);
/* Makes zoom 1.0 fit the board as it is now, centred (zoom 1, no panning). */
void     hw_board_scene_fit        (HwBoardScene       *scene);
/* Returns in @options the scene's render options with the sizes that read on screen under
 * @view (smallest text, chit). */
void     hw_board_scene_screen_options (const HwBoardScene *scene,
                                        const HwRenderView *view,
                                        HwRenderOptions    *options);
/* Forgets the cached drawing: call after any change but the hover. */
void     hw_board_scene_invalidate (HwBoardScene       *scene);
/* Draws a frame of @width x @height pixels (@scale device pixels each): the board from the
 * cache (drawn afresh when invalid or resized), then the hover highlight. */
void     hw_board_scene_render     (HwBoardScene       *scene,
                                    cairo_t            *cr,
                                    double              width,
                                    double              height,
                                    int                 scale);
/* Computes the board-to-pixel mapping for an area of @width x @height pixels. */
void     hw_board_scene_get_view   (const HwBoardScene *scene,
                                    double              width,
                                    double              height,
                                    HwRenderView       *view);
/* Draws the background and the board into an area of @width x @height pixels. */
void     hw_board_scene_draw       (const HwBoardScene *scene,
                                    cairo_t            *cr,
                                    double              width,
                                    double              height);
/* Returns the hex at pixel (x, y) (there may be no hex there on the board). */
HwCoord  hw_board_scene_pick       (const HwBoardScene *scene,
                                    double              width,
                                    double              height,
                                    double              x,
                                    double              y);
/* Returns the side nearest to pixel (x, y) of the hex under it, which goes in @hex. */
HwSide   hw_board_scene_pick_side  (const HwBoardScene *scene,
                                    double              width,
                                    double              height,
                                    double              x,
                                    double              y,
                                    HwCoord            *hex);
/* Changes the zoom to @zoom keeping the board point under pixel (x, y) where it is. */
void     hw_board_scene_zoom_at    (HwBoardScene       *scene,
                                    double              width,
                                    double              height,
                                    double              zoom,
                                    double              x,
                                    double              y);

G_END_DECLS
