/* hw-board.c: the board model. */
#include "hw-board.h"

#include <string.h>

struct _HwBoard
{
  GArray     *hexes;     /* HwHex, sorted by (r, q) */
  GArray     *harbors;   /* HwHarbor, sorted by (r, q, side) */
  GHashTable *index;     /* packed coord -> hex index + 1 */
  GPtrArray  *groups;    /* char* */
};

static gpointer
coord_key (HwCoord c)
{
  return GUINT_TO_POINTER (((guint) (c.q + 0x8000) << 16) | (guint) ((c.r + 0x8000) & 0xffff));
}

static int
coord_cmp (HwCoord a,
           HwCoord b)
{
  if (a.r != b.r)
    return a.r < b.r ? -1 : 1;
  if (a.q != b.q)
    return a.q < b.q ? -1 : 1;
  return 0;
}

static void
rebuild_index (HwBoard *board)
{
  g_hash_table_remove_all (board->index);
  for (guint i = 0; i < board->hexes->len; i++)
    g_hash_table_insert (board->index,
                         coord_key (g_array_index (board->hexes, HwHex, i).coord),
                         GUINT_TO_POINTER (i + 1));
}

HwBoard *
hw_board_new (void)
{
  HwBoard *board = g_new0 (HwBoard, 1);

  board->hexes = g_array_new (FALSE, TRUE, sizeof (HwHex));
  board->harbors = g_array_new (FALSE, TRUE, sizeof (HwHarbor));
  board->index = g_hash_table_new (g_direct_hash, g_direct_equal);
  board->groups = g_ptr_array_new_with_free_func (g_free);
  return board;
}

HwBoard *
hw_board_copy (const HwBoard *board)
{
  HwBoard *copy;

  g_return_val_if_fail (board != NULL, NULL);

  copy = hw_board_new ();
  g_array_append_vals (copy->hexes, board->hexes->data, board->hexes->len);
  g_array_append_vals (copy->harbors, board->harbors->data, board->harbors->len);
  for (guint i = 0; i < board->groups->len; i++)
    g_ptr_array_add (copy->groups, g_strdup (g_ptr_array_index (board->groups, i)));
  rebuild_index (copy);
  return copy;
}

void
hw_board_free (HwBoard *board)
{
  if (board == NULL)
    return;
  g_array_unref (board->hexes);
  g_array_unref (board->harbors);
  g_hash_table_unref (board->index);
  g_ptr_array_unref (board->groups);
  g_free (board);
}

gboolean
hw_board_equal (const HwBoard *a,
                const HwBoard *b)
{
  if (a->hexes->len != b->hexes->len || a->harbors->len != b->harbors->len)
    return FALSE;
  for (guint i = 0; i < a->hexes->len; i++)
    {
      const HwHex *x = &g_array_index (a->hexes, HwHex, i);
      const HwHex *y = &g_array_index (b->hexes, HwHex, i);
      guint32 gx = 0, gy = 0;

      if (!hw_coord_equal (x->coord, y->coord) || x->terrain != y->terrain ||
          x->chit != y->chit || x->flags != y->flags ||
          memcmp (x->pawns, y->pawns, sizeof x->pawns) != 0)
        return FALSE;
      /* Group bits may be numbered differently; compare by name. */
      for (guint g = 0; g < a->groups->len; g++)
        if (x->groups & (1u << g))
          gx |= hw_board_group_mask (b, g_ptr_array_index (a->groups, g));
      gy = y->groups;
      if (gx != gy)
        return FALSE;
    }
  for (guint i = 0; i < a->harbors->len; i++)
    {
      const HwHarbor *x = &g_array_index (a->harbors, HwHarbor, i);
      const HwHarbor *y = &g_array_index (b->harbors, HwHarbor, i);

      if (!hw_coord_equal (x->coord, y->coord) || x->side != y->side ||
          x->flags != y->flags || x->resource != y->resource)
        return FALSE;
    }
  return TRUE;
}

guint
hw_board_n_hexes (const HwBoard *board)
{
  return board->hexes->len;
}

HwHex *
hw_board_get_hex (const HwBoard *board,
                  guint          i)
{
  g_return_val_if_fail (i < board->hexes->len, NULL);
  return &g_array_index (board->hexes, HwHex, i);
}

int
hw_board_index_of (const HwBoard *board,
                   HwCoord        c)
{
  return (int) GPOINTER_TO_UINT (g_hash_table_lookup (board->index, coord_key (c))) - 1;
}

HwHex *
hw_board_lookup (const HwBoard *board,
                 HwCoord        c)
{
  int i = hw_board_index_of (board, c);

  return i < 0 ? NULL : &g_array_index (board->hexes, HwHex, i);
}

HwTerrain
hw_board_terrain_at (const HwBoard *board,
                     HwCoord        c)
{
  HwHex *hex = hw_board_lookup (board, c);

  return hex ? hex->terrain : HW_TERRAIN_NONE;
}

HwHex *
hw_board_set_hex (HwBoard   *board,
                  HwCoord    c,
                  HwTerrain  terrain)
{
  int i = hw_board_index_of (board, c);
  HwHex hex = { 0 };
  guint pos;

  g_return_val_if_fail ((guint) terrain < HW_N_TERRAINS, NULL);

  if (i >= 0)
    {
      HwHex *h = &g_array_index (board->hexes, HwHex, i);
      h->terrain = terrain;
      return h;
    }

  hex.coord = c;
  hex.terrain = terrain;

  /* Files are written in reading order, so appending is the common case. */
  pos = board->hexes->len;
  if (pos > 0 && coord_cmp (c, g_array_index (board->hexes, HwHex, pos - 1).coord) < 0)
    {
      guint lo = 0, hi = pos;
      while (lo < hi)
        {
          guint mid = (lo + hi) / 2;
          if (coord_cmp (g_array_index (board->hexes, HwHex, mid).coord, c) < 0)
            lo = mid + 1;
          else
            hi = mid;
        }
      pos = lo;
      g_array_insert_val (board->hexes, pos, hex);
      rebuild_index (board);
    }
  else
    {
      g_array_append_val (board->hexes, hex);
      g_hash_table_insert (board->index, coord_key (c), GUINT_TO_POINTER (pos + 1));
    }
  return &g_array_index (board->hexes, HwHex, pos);
}

gboolean
hw_board_remove_hex (HwBoard *board,
                     HwCoord  c)
{
  int i = hw_board_index_of (board, c);

  if (i < 0)
    return FALSE;
  g_array_remove_index (board->hexes, i);
  rebuild_index (board);
  for (guint h = board->harbors->len; h > 0; h--)
    if (hw_coord_equal (g_array_index (board->harbors, HwHarbor, h - 1).coord, c))
      g_array_remove_index (board->harbors, h - 1);
  return TRUE;
}

gboolean
hw_board_bounds (const HwBoard *board,
                 int           *min_q,
                 int           *max_q,
                 int           *min_r,
                 int           *max_r)
{
  if (board->hexes->len == 0)
    return FALSE;
  *min_q = *min_r = G_MAXINT;
  *max_q = *max_r = G_MININT;
  for (guint i = 0; i < board->hexes->len; i++)
    {
      HwCoord c = g_array_index (board->hexes, HwHex, i).coord;
      *min_q = MIN (*min_q, c.q);
      *max_q = MAX (*max_q, c.q);
      *min_r = MIN (*min_r, c.r);
      *max_r = MAX (*max_r, c.r);
    }
  return TRUE;
}

void
hw_board_count_terrains (const HwBoard *board,
                         int           *counts)
{
  memset (counts, 0, sizeof (int) * HW_N_TERRAINS);
  for (guint i = 0; i < board->hexes->len; i++)
    counts[g_array_index (board->hexes, HwHex, i).terrain]++;
}

void
hw_board_count_chits (const HwBoard *board,
                      int           *counts)
{
  memset (counts, 0, sizeof (int) * 13);
  for (guint i = 0; i < board->hexes->len; i++)
    {
      guint8 chit = g_array_index (board->hexes, HwHex, i).chit;
      if (chit <= 12)
        counts[chit]++;
    }
  counts[0] = 0;
}

int
hw_board_count_pawns (const HwBoard *board,
                      HwPawn         kind)
{
  int n = 0;

  g_return_val_if_fail ((guint) kind < HW_N_PAWNS, 0);
  for (guint i = 0; i < board->hexes->len; i++)
    n += g_array_index (board->hexes, HwHex, i).pawns[kind];
  return n;
}

guint
hw_board_n_harbors (const HwBoard *board)
{
  return board->harbors->len;
}

HwHarbor *
hw_board_get_harbor (const HwBoard *board,
                     guint          i)
{
  g_return_val_if_fail (i < board->harbors->len, NULL);
  return &g_array_index (board->harbors, HwHarbor, i);
}

int
hw_board_find_harbor (const HwBoard *board,
                      HwCoord        c,
                      int            side)
{
  for (guint i = 0; i < board->harbors->len; i++)
    {
      const HwHarbor *h = &g_array_index (board->harbors, HwHarbor, i);
      if (hw_coord_equal (h->coord, c) && (side < 0 || h->side == side))
        return (int) i;
    }
  return -1;
}

static int
harbor_cmp (const HwHarbor *a,
            const HwHarbor *b)
{
  int c = coord_cmp (a->coord, b->coord);
  return c != 0 ? c : (int) a->side - (int) b->side;
}

guint
hw_board_add_harbor (HwBoard        *board,
                     const HwHarbor *harbor)
{
  int existing = hw_board_find_harbor (board, harbor->coord, harbor->side);
  guint pos;

  g_return_val_if_fail (harbor->side < 6, 0);
  if (existing >= 0)
    {
      g_array_index (board->harbors, HwHarbor, existing) = *harbor;
      return (guint) existing;
    }
  for (pos = 0; pos < board->harbors->len; pos++)
    if (harbor_cmp (harbor, &g_array_index (board->harbors, HwHarbor, pos)) < 0)
      break;
  g_array_insert_val (board->harbors, pos, *harbor);
  return pos;
}

void
hw_board_remove_harbor (HwBoard *board,
                        guint    i)
{
  g_return_if_fail (i < board->harbors->len);
  g_array_remove_index (board->harbors, i);
}

guint
hw_board_n_groups (const HwBoard *board)
{
  return board->groups->len;
}

const char *
hw_board_group_name (const HwBoard *board,
                     guint          i)
{
  g_return_val_if_fail (i < board->groups->len, NULL);
  return g_ptr_array_index (board->groups, i);
}

int
hw_board_group_index (HwBoard    *board,
                      const char *name,
                      gboolean    create)
{
  for (guint i = 0; i < board->groups->len; i++)
    if (g_strcmp0 (g_ptr_array_index (board->groups, i), name) == 0)
      return (int) i;
  if (!create || board->groups->len >= HW_BOARD_MAX_GROUPS)
    return -1;
  g_ptr_array_add (board->groups, g_strdup (name));
  return (int) board->groups->len - 1;
}

guint32
hw_board_group_mask (const HwBoard *board,
                     const char    *name)
{
  for (guint i = 0; i < board->groups->len; i++)
    if (g_strcmp0 (g_ptr_array_index (board->groups, i), name) == 0)
      return 1u << i;
  return 0;
}
