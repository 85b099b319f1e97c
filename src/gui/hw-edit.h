/* hw-edit.h: the editing operations the editor's tools apply to a board (no GTK here). */
#pragma once

#include "hw-board.h"

G_BEGIN_DECLS

/* Gives the hex at @c the terrain @terrain, adding the hex when there is none; a chit or
 * harbor the new terrain cannot carry goes. Returns TRUE if the board changed. */
gboolean hw_edit_paint          (HwBoard    *board,
                                 HwCoord     c,
                                 HwTerrain   terrain);
/* Puts chit @number (2..12; 0 removes it) on the hex at @c if its terrain takes chits. */
gboolean hw_edit_set_chit       (HwBoard    *board,
                                 HwCoord     c,
                                 int         number);
/* Places a harbor of @resource on sea hex @c facing @side (-1: towards the first land
 * neighbour), replacing any harbor on that hex. */
gboolean hw_edit_place_harbor   (HwBoard    *board,
                                 HwCoord     c,
                                 int         side,
                                 HwResource  resource);
/* Turns the harbor on hex @c to face the next side clockwise. */
gboolean hw_edit_rotate_harbor  (HwBoard    *board,
                                 HwCoord     c);
/* Removes every harbor on hex @c. */
gboolean hw_edit_remove_harbor  (HwBoard    *board,
                                 HwCoord     c);
/* Adds @delta pawns of @kind on hex @c (never below zero; only on existing hexes). */
gboolean hw_edit_add_pawns      (HwBoard    *board,
                                 HwCoord     c,
                                 HwPawn      kind,
                                 int         delta);
/* Removes the hex at @c with its harbors. */
gboolean hw_edit_erase          (HwBoard    *board,
                                 HwCoord     c);
/* Adds a ring of sea hexes around the board (an empty board gets one hex at (0,0)).
 * Returns the number of hexes added. */
guint    hw_edit_grow_ring      (HwBoard    *board);
/* Removes the board's outer ring: every hex with a side on no hex. Returns how many went. */
guint    hw_edit_shrink_ring    (HwBoard    *board);
/* The edges a board grows at: the four of a board of rows (top and bottom rows, the ends of
 * every row), and the four slanted sides of a hexagonal board. */
typedef enum
{
  HW_EDGE_TOP,
  HW_EDGE_BOTTOM,
  HW_EDGE_LEFT,
  HW_EDGE_RIGHT,
  HW_EDGE_TOP_LEFT,
  HW_EDGE_TOP_RIGHT,
  HW_EDGE_BOTTOM_LEFT,
  HW_EDGE_BOTTOM_RIGHT,
} HwEdge;

/* Parses "top", "bottom", "left", "right", "top-left", "top-right", "bottom-left" or
 * "bottom-right"; FALSE for anything else. */
gboolean hw_edge_parse          (const char *name,
                                 HwEdge     *edge);
/* Adds sea hexes along @edge: a row above the top row or below the bottom one (touching every
 * hex of it), a hex before the first or after the last hex of every row, or a line along a
 * slanted side (the hexes furthest that way). Returns how many. */
guint    hw_edit_grow_edge      (HwBoard    *board,
                                 HwEdge      edge);
/* Removes the top or bottom row, the first or last hex of every row, or the line of a slanted
 * side. Returns how many. */
guint    hw_edit_shrink_edge    (HwBoard    *board,
                                 HwEdge      edge);
/* Adds a row of sea hexes below the bottom row (under every hex of it). Returns how many. */
guint    hw_edit_grow_row       (HwBoard    *board);
/* Removes the bottom row. Returns how many hexes went. */
guint    hw_edit_shrink_row     (HwBoard    *board);
/* Adds a sea hex east of the last hex of every row. Returns how many. */
guint    hw_edit_grow_column    (HwBoard    *board);
/* Removes the last hex of every row. Returns how many went. */
guint    hw_edit_shrink_column  (HwBoard    *board);

G_END_DECLS
