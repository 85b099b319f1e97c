/* hw-board.h: a hex board: hexes with terrain, chits and pawns; harbors; named groups. */
#pragma once

#include <glib.h>

#include "hw-hex.h"
#include "hw-terrain.h"

G_BEGIN_DECLS

#define HW_BOARD_MAX_GROUPS 32

typedef enum
{
  HW_HEX_TERRAIN_FIXED = 1 << 0,  /* the generator keeps this hex's terrain */
  HW_HEX_CHIT_FIXED    = 1 << 1,  /* the generator keeps this hex's chit */
} HwHexFlags;

typedef struct
{
  HwCoord   coord;
  HwTerrain terrain;
  guint8    chit;                 /* 2..12, 0 = no chit */
  guint8    flags;                /* HwHexFlags */
  guint32   groups;               /* bit i = member of hw_board_group_name (board, i) */
  guint16   pawns[HW_N_PAWNS];    /* pawns standing on this hex */
  guint     line;                 /* line in the source file, 0 when unknown */
} HwHex;

typedef enum
{
  HW_HARBOR_FIXED = 1 << 0,       /* the generator keeps this harbor's kind */
} HwHarborFlags;

typedef struct
{
  HwCoord    coord;               /* the sea hex the harbor stands on */
  guint8     side;                /* HwSide facing the land it serves */
  guint8     flags;               /* HwHarborFlags */
  HwResource resource;            /* 2:1 of this resource; HW_RESOURCE_NONE = generic 3:1 */
  guint      line;
} HwHarbor;

typedef struct _HwBoard HwBoard;

/* Creates an empty board. */
HwBoard      *hw_board_new            (void);
/* Returns a deep copy of @board. */
HwBoard      *hw_board_copy           (const HwBoard *board);
/* Frees @board. */
void          hw_board_free           (HwBoard       *board);
/* Returns TRUE when both boards hold the same hexes, harbors and groups (lines ignored). */
gboolean      hw_board_equal          (const HwBoard *a,
                                       const HwBoard *b);

/* Returns the number of hexes (sea included, holes excluded). */
guint         hw_board_n_hexes        (const HwBoard *board);
/* Returns hex @i; hexes are kept in reading order (by row, then column). The pointer is
 * valid until the next hex is added or removed. */
HwHex        *hw_board_get_hex        (const HwBoard *board,
                                       guint          i);
/* Returns the index of the hex at @c, or -1. */
int           hw_board_index_of       (const HwBoard *board,
                                       HwCoord        c);
/* Returns the hex at @c, or NULL. */
HwHex        *hw_board_lookup         (const HwBoard *board,
                                       HwCoord        c);
/* Returns the terrain at @c (HW_TERRAIN_NONE when there is no hex). */
HwTerrain     hw_board_terrain_at     (const HwBoard *board,
                                       HwCoord        c);
/* Adds a hex at @c (or returns the one there) and sets its terrain. */
HwHex        *hw_board_set_hex        (HwBoard       *board,
                                       HwCoord        c,
                                       HwTerrain      terrain);
/* Removes the hex at @c and any harbor on it; returns FALSE if there was none. */
gboolean      hw_board_remove_hex     (HwBoard       *board,
                                       HwCoord        c);
/* Computes the smallest q, r ranges holding every hex; FALSE on an empty board. */
gboolean      hw_board_bounds         (const HwBoard *board,
                                       int           *min_q,
                                       int           *max_q,
                                       int           *min_r,
                                       int           *max_r);
/* Counts hexes of each terrain into @counts[HW_N_TERRAINS]. */
void          hw_board_count_terrains (const HwBoard *board,
                                       int           *counts);
/* Counts chits of each number into @counts[13] (index = number). */
void          hw_board_count_chits    (const HwBoard *board,
                                       int           *counts);
/* Returns the total of pawns of @kind on the board. */
int           hw_board_count_pawns    (const HwBoard *board,
                                       HwPawn         kind);

/* Returns the number of harbors. */
guint         hw_board_n_harbors      (const HwBoard *board);
/* Returns harbor @i (valid until the next harbor is added or removed). */
HwHarbor     *hw_board_get_harbor     (const HwBoard *board,
                                       guint          i);
/* Returns the index of the harbor on side @side of @c, or -1. */
int           hw_board_find_harbor    (const HwBoard *board,
                                       HwCoord        c,
                                       int            side);
/* Adds a copy of @harbor (replacing one on the same hex side); returns its index. */
guint         hw_board_add_harbor     (HwBoard        *board,
                                       const HwHarbor *harbor);
/* Removes harbor @i. */
void          hw_board_remove_harbor  (HwBoard       *board,
                                       guint          i);

/* Returns the number of group names. */
guint         hw_board_n_groups       (const HwBoard *board);
/* Returns group name @i. */
const char   *hw_board_group_name     (const HwBoard *board,
                                       guint          i);
/* Returns the index of group @name, adding it when @create; -1 if absent or full. */
int           hw_board_group_index    (HwBoard       *board,
                                       const char    *name,
                                       gboolean       create);
/* Returns the bit mask of group @name, 0 if absent. */
guint32       hw_board_group_mask     (const HwBoard *board,
                                       const char    *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwBoard, hw_board_free)

G_END_DECLS
