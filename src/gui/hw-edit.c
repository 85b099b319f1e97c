/* hw-edit.c: board edits with the rules the editor keeps (no chit on sea, harbors on sea). */
#include "config.h"

#include "hw-edit.h"

static void
hw_edit_remove_harbors_on (HwBoard *board,
                           HwCoord  c)
{
  for (guint i = hw_board_n_harbors (board); i > 0; i--)
    {
      HwHarbor *harbor = hw_board_get_harbor (board, i - 1);
      if (hw_coord_equal (harbor->coord, c))
        hw_board_remove_harbor (board, i - 1);
    }
}

static gboolean
hw_edit_has_harbor_on (HwBoard *board,
                       HwCoord  c)
{
  for (guint i = 0; i < hw_board_n_harbors (board); i++)
    if (hw_coord_equal (hw_board_get_harbor (board, i)->coord, c))
      return TRUE;
  return FALSE;
}

gboolean
hw_edit_paint (HwBoard   *board,
               HwCoord    c,
               HwTerrain  terrain)
{
  HwHex *hex;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (terrain > HW_TERRAIN_NONE && terrain < HW_N_TERRAINS, FALSE);

  hex = hw_board_lookup (board, c);
  if (hex != NULL && hex->terrain == terrain)
    return FALSE;

  hex = hw_board_set_hex (board, c, terrain);
  if (!hw_terrain_takes_chit (terrain))
    hex->chit = 0;
  if (terrain != HW_TERRAIN_SEA)
    hw_edit_remove_harbors_on (board, c);
  return TRUE;
}

gboolean
hw_edit_set_chit (HwBoard *board,
                  HwCoord  c,
                  int      number)
{
  HwHex *hex;

  g_return_val_if_fail (board != NULL, FALSE);

  if (number != 0 && (number < 2 || number > 12 || number == 7))
    return FALSE;
  hex = hw_board_lookup (board, c);
  if (hex == NULL || hex->chit == number)
    return FALSE;
  if (number != 0 && !hw_terrain_takes_chit (hex->terrain))
    return FALSE;
  hex->chit = number;
  return TRUE;
}

static int
hw_edit_land_side (HwBoard *board,
                   HwCoord  c)
{
  for (int side = 0; side < 6; side++)
    if (hw_terrain_is_land (hw_board_terrain_at (board, hw_coord_neighbor (c, side))))
      return side;
  return -1;
}

gboolean
hw_edit_place_harbor (HwBoard    *board,
                      HwCoord     c,
                      int         side,
                      HwResource  resource)
{
  HwHarbor harbor = { 0 };

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (side >= -1 && side < 6, FALSE);

  if (hw_board_terrain_at (board, c) != HW_TERRAIN_SEA)
    return FALSE;
  if (side < 0)
    side = hw_edit_land_side (board, c);
  if (side < 0)
    return FALSE;

  for (guint i = 0; i < hw_board_n_harbors (board); i++)
    {
      HwHarbor *old = hw_board_get_harbor (board, i);
      if (hw_coord_equal (old->coord, c) && old->side == side && old->resource == resource)
        return FALSE;
    }

  hw_edit_remove_harbors_on (board, c);
  harbor.coord = c;
  harbor.side = side;
  harbor.resource = resource;
  hw_board_add_harbor (board, &harbor);
  return TRUE;
}

gboolean
hw_edit_rotate_harbor (HwBoard *board,
                       HwCoord  c)
{
  for (guint i = 0; i < hw_board_n_harbors (board); i++)
    {
      HwHarbor *old = hw_board_get_harbor (board, i);
      if (hw_coord_equal (old->coord, c))
        {
          HwHarbor harbor = *old;
          harbor.side = (harbor.side + 1) % 6;
          harbor.line = 0;
          hw_board_remove_harbor (board, i);
          hw_board_add_harbor (board, &harbor);
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
hw_edit_remove_harbor (HwBoard *board,
                       HwCoord  c)
{
  if (!hw_edit_has_harbor_on (board, c))
    return FALSE;
  hw_edit_remove_harbors_on (board, c);
  return TRUE;
}

gboolean
hw_edit_add_pawns (HwBoard *board,
                   HwCoord  c,
                   HwPawn   kind,
                   int      delta)
{
  HwHex *hex;
  int count;

  g_return_val_if_fail (kind < HW_N_PAWNS, FALSE);

  hex = hw_board_lookup (board, c);
  if (hex == NULL)
    return FALSE;
  count = CLAMP ((int) hex->pawns[kind] + delta, 0, G_MAXUINT16);
  if (count == hex->pawns[kind])
    return FALSE;
  hex->pawns[kind] = count;
  return TRUE;
}

gboolean
hw_edit_erase (HwBoard *board,
               HwCoord  c)
{
  return hw_board_remove_hex (board, c);
}

guint
hw_edit_grow_ring (HwBoard *board)
{
  g_autoptr(GArray) added = g_array_new (FALSE, FALSE, sizeof (HwCoord));

  if (hw_board_n_hexes (board) == 0)
    {
      hw_board_set_hex (board, hw_coord (0, 0), HW_TERRAIN_SEA);
      return 1;
    }

  /* Collect first: adding hexes while walking the board would move the hex pointers. */
  for (guint i = 0; i < hw_board_n_hexes (board); i++)
    {
      HwCoord c = hw_board_get_hex (board, i)->coord;
      for (int side = 0; side < 6; side++)
        {
          HwCoord n = hw_coord_neighbor (c, side);
          gboolean seen = FALSE;

          if (hw_board_lookup (board, n) != NULL)
            continue;
          for (guint j = 0; j < added->len && !seen; j++)
            seen = hw_coord_equal (g_array_index (added, HwCoord, j), n);
          if (!seen)
            g_array_append_val (added, n);
        }
    }

  for (guint i = 0; i < added->len; i++)
    hw_board_set_hex (board, g_array_index (added, HwCoord, i), HW_TERRAIN_SEA);
  return added->len;
}

guint
hw_edit_shrink_ring (HwBoard *board)
{
  g_autoptr(GArray) rim = g_array_new (FALSE, FALSE, sizeof (HwCoord));

  for (guint i = 0; i < hw_board_n_hexes (board); i++)
    {
      HwCoord c = hw_board_get_hex (board, i)->coord;
      for (int side = 0; side < 6; side++)
        if (hw_board_lookup (board, hw_coord_neighbor (c, side)) == NULL)
          {
            g_array_append_val (rim, c);
            break;
          }
    }

  for (guint i = 0; i < rim->len; i++)
    hw_board_remove_hex (board, g_array_index (rim, HwCoord, i));
  return rim->len;
}

/* Collects the hexes of @board that satisfy @pick, before the board changes under them. */
static GArray *
hw_edit_collect (HwBoard  *board,
                 gboolean (*pick) (HwBoard *board, HwCoord c, int min_r, int max_r))
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (HwCoord));
  int min_q, max_q, min_r, max_r;

  if (!hw_board_bounds (board, &min_q, &max_q, &min_r, &max_r))
    return found;
  for (guint i = 0; i < hw_board_n_hexes (board); i++)
    {
      HwCoord c = hw_board_get_hex (board, i)->coord;
      if (pick (board, c, min_r, max_r))
        g_array_append_val (found, c);
    }
  return found;
}

static gboolean
hw_edit_in_bottom_row (HwBoard *board,
                       HwCoord  c,
                       int      min_r,
                       int      max_r)
{
  return c.r == max_r;
}

static gboolean
hw_edit_in_top_row (HwBoard *board,
                    HwCoord  c,
                    int      min_r,
                    int      max_r)
{
  return c.r == min_r;
}

/* The hex ends its row when no hex lies further east (west) in it. */
static gboolean
hw_edit_row_end (HwBoard *board,
                 HwCoord  c,
                 int      step)
{
  int min_q, max_q, min_r, max_r;

  hw_board_bounds (board, &min_q, &max_q, &min_r, &max_r);
  for (int q = c.q + step; q >= min_q && q <= max_q; q += step)
    if (hw_board_lookup (board, hw_coord (q, c.r)) != NULL)
      return FALSE;
  return TRUE;
}

static gboolean
hw_edit_ends_row (HwBoard *board,
                  HwCoord  c,
                  int      min_r,
                  int      max_r)
{
  return hw_edit_row_end (board, c, 1);
}

static gboolean
hw_edit_starts_row (HwBoard *board,
                    HwCoord  c,
                    int      min_r,
                    int      max_r)
{
  return hw_edit_row_end (board, c, -1);
}

static guint
hw_edit_add_sea (HwBoard *board,
                 GArray  *coords)
{
  guint added = 0;

  for (guint i = 0; i < coords->len; i++)
    {
      HwCoord c = g_array_index (coords, HwCoord, i);
      if (hw_board_lookup (board, c) == NULL)
        {
          hw_board_set_hex (board, c, HW_TERRAIN_SEA);
          added++;
        }
    }
  return added;
}

static guint
hw_edit_remove_all (HwBoard *board,
                    GArray  *coords)
{
  guint removed = 0;

  for (guint i = 0; i < coords->len; i++)
    removed += hw_board_remove_hex (board, g_array_index (coords, HwCoord, i));
  return removed;
}

gboolean
hw_edge_parse (const char *name,
               HwEdge     *edge)
{
  static const char *names[] = { "top", "bottom", "left", "right",
                                 "top-left", "top-right", "bottom-left", "bottom-right" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (name, names[i]) == 0)
      {
        *edge = (HwEdge) i;
        return TRUE;
      }
  return FALSE;
}

/* Returns how far hex @c lies towards slanted @edge: the cube coordinate that grows that way
 * (q to the upper right, -q to the lower left, s = -q-r to the upper left, -s to the lower
 * right). */
static int
hw_edit_slant (HwCoord c,
               HwEdge  edge)
{
  switch (edge)
    {
    case HW_EDGE_TOP_RIGHT:
      return c.q;
    case HW_EDGE_BOTTOM_LEFT:
      return -c.q;
    case HW_EDGE_TOP_LEFT:
      return -c.q - c.r;
    case HW_EDGE_BOTTOM_RIGHT:
    default:
      return c.q + c.r;
    }
}

/* Collects the hexes furthest towards slanted @edge: the line of that side of the board. */
static GArray *
hw_edit_collect_slant (HwBoard *board,
                       HwEdge   edge)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (HwCoord));
  int best = G_MININT;

  for (guint i = 0; i < hw_board_n_hexes (board); i++)
    best = MAX (best, hw_edit_slant (hw_board_get_hex (board, i)->coord, edge));
  for (guint i = 0; i < hw_board_n_hexes (board); i++)
    {
      HwCoord c = hw_board_get_hex (board, i)->coord;
      if (hw_edit_slant (c, edge) == best)
        g_array_append_val (found, c);
    }
  return found;
}

/* Collects the hexes along @edge, before the board changes under them. */
static GArray *
hw_edit_collect_edge (HwBoard *board,
                      HwEdge   edge)
{
  switch (edge)
    {
    case HW_EDGE_TOP_LEFT:
    case HW_EDGE_TOP_RIGHT:
    case HW_EDGE_BOTTOM_LEFT:
    case HW_EDGE_BOTTOM_RIGHT:
      return hw_edit_collect_slant (board, edge);
    case HW_EDGE_TOP:
      return hw_edit_collect (board, hw_edit_in_top_row);
    case HW_EDGE_BOTTOM:
      return hw_edit_collect (board, hw_edit_in_bottom_row);
    case HW_EDGE_LEFT:
      return hw_edit_collect (board, hw_edit_starts_row);
    case HW_EDGE_RIGHT:
    default:
      return hw_edit_collect (board, hw_edit_ends_row);
    }
}

guint
hw_edit_grow_edge (HwBoard *board,
                   HwEdge   edge)
{
  g_autoptr(GArray) rim = hw_edit_collect_edge (board, edge);
  g_autoptr(GArray) beyond = g_array_new (FALSE, FALSE, sizeof (HwCoord));
  /* The sides of a rim hex that face out of the board across that edge. */
  static const HwSide out[][2] = {
    [HW_EDGE_TOP] = { HW_SIDE_NW, HW_SIDE_NE },
    [HW_EDGE_BOTTOM] = { HW_SIDE_SW, HW_SIDE_SE },
    [HW_EDGE_LEFT] = { HW_SIDE_W, HW_SIDE_W },
    [HW_EDGE_RIGHT] = { HW_SIDE_E, HW_SIDE_E },
    /* The two neighbours one step further along the slant's coordinate. */
    [HW_EDGE_TOP_LEFT] = { HW_SIDE_W, HW_SIDE_NW },
    [HW_EDGE_TOP_RIGHT] = { HW_SIDE_NE, HW_SIDE_E },
    [HW_EDGE_BOTTOM_LEFT] = { HW_SIDE_W, HW_SIDE_SW },
    [HW_EDGE_BOTTOM_RIGHT] = { HW_SIDE_E, HW_SIDE_SE },
  };

  for (guint i = 0; i < rim->len; i++)
    for (int k = 0; k < 2; k++)
      {
        HwCoord c = hw_coord_neighbor (g_array_index (rim, HwCoord, i), out[edge][k]);
        g_array_append_val (beyond, c);
      }
  return hw_edit_add_sea (board, beyond);
}

guint
hw_edit_shrink_edge (HwBoard *board,
                     HwEdge   edge)
{
  g_autoptr(GArray) rim = hw_edit_collect_edge (board, edge);

  return hw_edit_remove_all (board, rim);
}

guint
hw_edit_grow_row (HwBoard *board)
{
  return hw_edit_grow_edge (board, HW_EDGE_BOTTOM);
}

guint
hw_edit_shrink_row (HwBoard *board)
{
  return hw_edit_shrink_edge (board, HW_EDGE_BOTTOM);
}

guint
hw_edit_grow_column (HwBoard *board)
{
  return hw_edit_grow_edge (board, HW_EDGE_RIGHT);
}

guint
hw_edit_shrink_column (HwBoard *board)
{
  return hw_edit_shrink_edge (board, HW_EDGE_RIGHT);
}
