/* hw-board-view.h: the board canvas: draws through the core renderer, zooms, pans, picks. */
#pragma once

#include <gtk/gtk.h>

#include "hw-board.h"
#include "hw-render.h"

G_BEGIN_DECLS

#define HW_TYPE_BOARD_VIEW (hw_board_view_get_type ())

G_DECLARE_FINAL_TYPE (HwBoardView, hw_board_view, HW, BOARD_VIEW, GtkWidget)

/* Draws an overlay in board space over the board (the cairo context is already transformed). */
typedef void (*HwBoardViewOverlayFunc) (cairo_t               *cr,
                                        const HwRenderOptions *options,
                                        gpointer               user_data);

/* Creates an empty board canvas. */
GtkWidget *hw_board_view_new          (void);
/* Shows @board (borrowed: call again or with NULL before it goes away). */
void       hw_board_view_set_board    (HwBoardView   *self,
                                       const HwBoard *board);
/* Returns the zoom factor (1.0 fits the board). */
double     hw_board_view_get_zoom     (HwBoardView   *self);
/* Sets the zoom factor around the centre of the canvas. */
void       hw_board_view_set_zoom     (HwBoardView   *self,
                                       double         zoom);
/* Centres the board, keeping the zoom. */
void       hw_board_view_recenter     (HwBoardView   *self);
/* Fits the whole board into the canvas, and keeps it fitted as the canvas is resized until
 * the next zoom or pan by hand. */
void       hw_board_view_zoom_fit     (HwBoardView   *self);
/* Marks the hexes of @errors and @warnings (HwCoord arrays, may be NULL) as carrying problems. */
void       hw_board_view_set_problems (HwBoardView   *self,
                                       GArray        *errors,
                                       GArray        *warnings);
/* Selects the hexes of @coords (HwCoord, may be NULL) and flashes them a few times; NULL
 * takes the selection away. */
void       hw_board_view_flash        (HwBoardView   *self,
                                       GArray        *coords);
/* Returns how many hexes the selection outlines (0: none). */
guint      hw_board_view_get_n_selected (HwBoardView *self);
/* Returns TRUE and the hex under the pointer in @c when the pointer is over the board. */
gboolean   hw_board_view_get_hover    (HwBoardView   *self,
                                       HwCoord       *c);
/* Shows or hides the overlay shading each node by its pip sum. */
void       hw_board_view_set_pip_overlay (HwBoardView *self,
                                          gboolean     shown);
/* Returns TRUE while the pip overlay is shown. */
gboolean   hw_board_view_get_pip_overlay (HwBoardView *self);

/* Draws @func (NULL: none) over the board on every frame until it is replaced. */
void       hw_board_view_set_overlay_func (HwBoardView            *self,
                                           HwBoardViewOverlayFunc  func,
                                           gpointer                user_data);

/* Fits the board afresh unless the designer zoomed or panned by hand since it was fitted. */
void       hw_board_view_keep_fitted      (HwBoardView            *self);
/* Returns the board-to-pixel mapping the canvas draws with now. */
void       hw_board_view_get_mapping      (HwBoardView            *self,
                                           HwRenderView           *view);
/* Returns the render options the canvas draws with now (with its legible minimum sizes). */
void       hw_board_view_get_screen_options (HwBoardView          *self,
                                             HwRenderOptions      *options);

/* Returns TRUE when the canvas was last drawn for a dark style (a dark ground). */
gboolean   hw_board_view_draws_dark       (HwBoardView            *self);

G_END_DECLS
