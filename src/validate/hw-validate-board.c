/* hw-validate-board.c: where things stand on a board: chits, harbors, pawns, neighbouring
 * numbers, holes and islands that cannot be reached. */
#include "config.h"

#include "hw-validate-private.h"

#include <glib/gi18n-lib.h>

/* Lists at most this many hexes in a message; the diagnostic holds them all. */
#define MAX_HEXES_IN_MESSAGE 6

static char *
format_coord (HwCoord c)
{
  return g_strdup_printf ("(%d,%d)", c.q, c.r);
}

static char *
format_coords (const GArray *coords)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < coords->len && i < MAX_HEXES_IN_MESSAGE; i++)
    {
      HwCoord c = g_array_index (coords, HwCoord, i);

      g_string_append_printf (s, "%s(%d,%d)", i ? " " : "", c.q, c.r);
    }
  if (coords->len > MAX_HEXES_IN_MESSAGE)
    g_string_append (s, " …");
  return g_string_free (s, FALSE);
}

static char *
terrain_name (HwTerrain t)
{
  return g_utf8_strdown (hw_terrain_label (t), -1);
}

static gboolean
jungle_number (int n)
{
  /* JUN-01 */
  return (n >= 3 && n <= 5) || (n >= 9 && n <= 11);
}

static void
check_hex_chit (HwCheck     *check,
                const HwHex *hex)
{
  g_autofree char *where = NULL;
  g_autofree char *name = NULL;
  HwDiagnostic *d = NULL;

  /* The editor runs this on every edit: format nothing for a hex that is fine. */
  if (hex->chit >= 2 && hex->chit <= 12 && hex->chit != 7 && hw_terrain_takes_chit (hex->terrain)
      && (hex->terrain != HW_TERRAIN_JUNGLE || jungle_number (hex->chit)))
    return;
  where = format_coord (hex->coord);
  name = terrain_name (hex->terrain);
  if (hex->chit == 7)
    d = hw_check_report (check, HW_SEVERITY_ERROR, "chit-seven", hex->line, NULL,
                         _("the hex at %s shows a 7; no chit shows a 7"), where);
  else if (hex->chit < 2 || hex->chit > 12)
    d = hw_check_report (check, HW_SEVERITY_ERROR, "chit-range", hex->line, NULL,
                         _("the hex at %s shows %d; chits go from 2 to 12"), where, hex->chit);
  else if (!hw_terrain_takes_chit (hex->terrain))
    d = hw_check_report (check, HW_SEVERITY_ERROR, "chit-placement", hex->line, NULL,
                         _("a %d chit on the %s hex at %s, which takes no chit"),
                         hex->chit, name, where);
  else if (hex->terrain == HW_TERRAIN_JUNGLE && !jungle_number (hex->chit))
    d = hw_check_report (check, HW_SEVERITY_ERROR, "jungle-chit", hex->line, NULL,
                         _("the jungle at %s shows %d; a jungle takes only 3, 4, 5, 9, 10 or 11 "
                           "(JUN-01)"), where, hex->chit);
  if (d != NULL)
    hw_diagnostic_add_hex (d, hex->coord);
}

static void
check_hex_pawns (HwCheck     *check,
                 guint        i,
                 const HwHex *hex)
{
  g_autofree char *where = NULL;
  gboolean land = hw_terrain_is_land (hex->terrain);
  HwDiagnostic *d = NULL;
  guint pawns = 0;

  for (int p = 0; p < HW_N_PAWNS; p++)
    pawns += hex->pawns[p];
  if (pawns == 0)
    return;
  where = format_coord (hex->coord);
  if ((hex->pawns[HW_PAWN_ROBBER] > 0 || hex->pawns[HW_PAWN_ROBIN] > 0) && !land)
    {
      d = hw_check_report (check, HW_SEVERITY_ERROR, "robber-placement", hex->line, NULL,
                           _("the robber at %s stands on sea; it stands only on land"), where);
      hw_diagnostic_add_hex (d, hex->coord);
    }
}

/* How a pair of neighbouring numbers is reported, from a base parameter; FALSE when "off". */
static gboolean
adjacency_severity (HwCheck    *check,
                    const char *param,
                    HwSeverity *severity)
{
  const char *value = hw_check_param (check, "base", param);

  if (g_strcmp0 (value, "off") == 0)
    return FALSE;
  *severity = g_strcmp0 (value, "warning") == 0 ? HW_SEVERITY_WARNING : HW_SEVERITY_ERROR;
  return TRUE;
}

static void
check_neighbor_numbers (HwCheck *check)
{
  HwSeverity red_severity = HW_SEVERITY_ERROR, equal_severity = HW_SEVERITY_WARNING;
  gboolean red = adjacency_severity (check, "red-adjacent", &red_severity);
  gboolean equal = adjacency_severity (check, "equal-adjacent", &equal_severity);

  if (!red && !equal)
    return;
  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *a = hw_board_get_hex (check->board, i);

      if (a->chit == 0)
        continue;
      for (int s = 0; s < 6; s++)
        {
          int j = check->neighbors[i][s];
          const HwHex *b;
          gboolean both_red;
          HwDiagnostic *d = NULL;
          g_autofree char *wa = NULL;
          g_autofree char *wb = NULL;

          /* Each pair once. */
          if (j <= (int) i)
            continue;
          b = hw_board_get_hex (check->board, j);
          if (b->chit == 0)
            continue;
          both_red = (a->chit == 6 || a->chit == 8) && (b->chit == 6 || b->chit == 8);
          if (!(both_red && red) && !(a->chit == b->chit && equal))
            continue;
          wa = format_coord (a->coord);
          wb = format_coord (b->coord);
          if (both_red && red)
            d = hw_check_report (check, red_severity, "red-adjacent", MAX (a->line, b->line), NULL,
                                 _("the %d at %s and the %d at %s are neighbours; a 6 or 8 must "
                                   "not touch another 6 or 8"),
                                 a->chit, wa, b->chit, wb);
          else if (a->chit == b->chit && equal)
            d = hw_check_report (check, equal_severity, "equal-adjacent", MAX (a->line, b->line),
                                 NULL, _("two %d chits are neighbours, at %s and %s"),
                                 a->chit, wa, wb);
          if (d != NULL)
            {
              hw_diagnostic_add_hex (d, a->coord);
              hw_diagnostic_add_hex (d, b->coord);
            }
        }
    }
}

typedef struct
{
  HwNodeKey node;
  guint     harbor;
} HarborEnd;

static int
harbor_end_compare (gconstpointer a,
                    gconstpointer b)
{
  const HarborEnd *x = a, *y = b;
  int c = hw_node_key_compare (&x->node, &y->node);

  if (c != 0)
    return c;
  return x->harbor < y->harbor ? -1 : x->harbor > y->harbor;
}

/* Says whether one of the three hexes meeting at @node is land, where a building can stand. */
static gboolean
node_touches_land (const HwBoard *board,
                   HwNodeKey      node)
{
  HwCoord hexes[3];

  hw_node_key_hexes (node, hexes);
  for (int k = 0; k < 3; k++)
    if (hw_terrain_is_land (hw_board_terrain_at (board, hexes[k])))
      return TRUE;
  return FALSE;
}

static void
check_harbors (HwCheck *check)
{
  GArray *ends;
  guint n = hw_board_n_harbors (check->board);
  HwNodeKey (*nodes)[2] = g_malloc_n (MAX (n, 1), sizeof (HwNodeKey[2]));
  g_autofree gboolean *valid = g_new0 (gboolean, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    {
      const HwHarbor *h = hw_board_get_harbor (check->board, i);
      g_autofree char *where = format_coord (h->coord);
      HwTerrain here = hw_board_terrain_at (check->board, h->coord);
      HwDiagnostic *d = NULL;

      if (h->side > 5)
        {
          d = hw_check_report (check, HW_SEVERITY_ERROR, "harbor-placement", h->line, NULL,
                               _("the harbor at %s faces side %u; sides go from 0 to 5"),
                               where, h->side);
          d->harbor = (int) i;
          hw_diagnostic_add_hex (d, h->coord);
          continue;
        }
      valid[i] = TRUE;
      nodes[i][0] = hw_node_key (h->coord, (HwCorner) h->side);
      nodes[i][1] = hw_node_key (h->coord, (HwCorner) ((h->side + 1) % 6));

      if (here != HW_TERRAIN_SEA)
        {
          g_autofree char *name = terrain_name (here);

          d = hw_check_report (check, HW_SEVERITY_ERROR, "harbor-placement", h->line, NULL,
                               here == HW_TERRAIN_NONE
                               ? _("the harbor at %s stands where there is no hex; a harbor stands on sea")
                               : _("the harbor at %s stands on %s; a harbor stands on sea"),
                               where, name);
        }
      else
        {
          HwCoord facing = hw_coord_neighbor (h->coord, h->side);

          /* Pioneers maps have harbors facing the sea, and Pioneers plays them: a building
           * on an end of the side that touches land still uses it. So it is a warning, kept
           * on import and written back on export, and the message says what use is left. */
          if (!hw_terrain_is_land (hw_board_terrain_at (check->board, facing)))
            {
              guint land_ends = node_touches_land (check->board, nodes[i][0])
                                + node_touches_land (check->board, nodes[i][1]);

              d = hw_check_report (check, HW_SEVERITY_WARNING, "harbor-facing", h->line, NULL,
                                   land_ends == 2
                                   ? _("the harbor at %s faces side %u, where there is no land; "
                                       "buildings on both ends of that side can still use it")
                                   : land_ends == 1
                                   ? _("the harbor at %s faces side %u, where there is no land; "
                                       "only a building on one end of that side can use it")
                                   : _("the harbor at %s faces side %u, where there is no land; "
                                       "no building can use it"),
                                   where, h->side);
            }
        }
      if (d != NULL)
        {
          d->harbor = (int) i;
          hw_diagnostic_add_hex (d, h->coord);
        }
    }

  /* Two harbors sharing a node would let one building use both. Sorting the harbors' nodes
   * puts shared ones side by side, which stays fast on a board with thousands of harbors. */
  ends = g_array_sized_new (FALSE, FALSE, sizeof (HarborEnd), 2 * n);
  for (guint i = 0; i < n; i++)
    for (int a = 0; a < 2 && valid[i]; a++)
      {
        HarborEnd e = { nodes[i][a], i };

        g_array_append_val (ends, e);
      }
  g_array_sort (ends, harbor_end_compare);
  for (guint k = 1; k < ends->len; k++)
    {
      const HarborEnd *x = &g_array_index (ends, HarborEnd, k - 1);
      const HarborEnd *y = &g_array_index (ends, HarborEnd, k);
      const HwHarbor *hi, *hj;
      g_autofree char *wi = NULL;
      g_autofree char *wj = NULL;
      HwDiagnostic *d;

      if (x->harbor == y->harbor || !hw_node_key_equal (x->node, y->node))
        continue;
      hi = hw_board_get_harbor (check->board, x->harbor);
      hj = hw_board_get_harbor (check->board, y->harbor);
      wi = format_coord (hi->coord);
      wj = format_coord (hj->coord);
      d = hw_check_report (check, HW_SEVERITY_WARNING, "harbor-adjacent",
                           MAX (hi->line, hj->line), NULL,
                           _("the harbors at %s and %s share a corner"), wi, wj);
      d->harbor = (int) y->harbor;
      hw_diagnostic_add_hex (d, hi->coord);
      hw_diagnostic_add_hex (d, hj->coord);
    }
  g_array_unref (ends);
  g_free (nodes);
}

void
hw_check_placement (HwCheck *check)
{
  g_autoptr(GArray) missing = g_array_new (FALSE, FALSE, sizeof (HwCoord));
  guint first_missing_line = 0;
  gboolean any_chit = FALSE;

  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);

      if (hex->chit != 0)
        {
          any_chit = TRUE;
          check_hex_chit (check, hex);
        }
      else if (hw_terrain_takes_chit (hex->terrain))
        {
          if (missing->len == 0)
            first_missing_line = hex->line;
          g_array_append_val (missing, hex->coord);
        }
      check_hex_pawns (check, i, hex);
    }

  /* A board without any chit is a template the generator numbers; a partly numbered one is
   * unfinished. */
  if (any_chit && missing->len > 0)
    {
      g_autofree char *list = format_coords (missing);
      HwDiagnostic *d;

      d = hw_check_report (check, HW_SEVERITY_WARNING, "chit-missing", first_missing_line, NULL,
                           g_dngettext (GETTEXT_PACKAGE,
                                        "%u hex that takes a chit has none: %s",
                                        "%u hexes that take a chit have none: %s", missing->len),
                           missing->len, list);
      g_array_append_vals (d->hexes, missing->data, missing->len);
    }

  check_neighbor_numbers (check);
  check_harbors (check);
}

/* Holes: empty positions that the outside of the board cannot reach. */
static void
check_holes (HwCheck *check)
{
  int min_q, max_q, min_r, max_r, w, h;
  g_autofree guint8 *grid = NULL;   /* 0 empty, 1 hex, 2 outside */
  g_autofree int *stack = NULL;
  int top = 0;

  if (!hw_board_bounds (check->board, &min_q, &max_q, &min_r, &max_r))
    return;
  /* One free ring around the bounds: every outside position connects through it. */
  w = max_q - min_q + 3;
  h = max_r - min_r + 3;
  grid = g_new0 (guint8, (gsize) w * h);
  stack = g_new (int, (gsize) w * h);
  for (guint i = 0; i < check->n_hexes; i++)
    {
      HwCoord c = hw_board_get_hex (check->board, i)->coord;

      grid[(c.r - min_r + 1) * w + (c.q - min_q + 1)] = 1;
    }
  grid[0] = 2;
  stack[top++] = 0;
  while (top > 0)
    {
      int cell = stack[--top];
      HwCoord c = hw_coord (cell % w, cell / w);

      for (int s = 0; s < 6; s++)
        {
          HwCoord n = hw_coord_neighbor (c, s);
          int k;

          if (n.q < 0 || n.q >= w || n.r < 0 || n.r >= h)
            continue;
          k = n.r * w + n.q;
          if (grid[k] != 0)
            continue;
          grid[k] = 2;
          stack[top++] = k;
        }
    }

  for (int k = 0; k < w * h; k++)
    {
      g_autoptr(GArray) hole = NULL;
      g_autofree char *list = NULL;
      HwDiagnostic *d;

      if (grid[k] != 0)
        continue;
      /* Gather this hole's positions so that a hole of several hexes is one finding. */
      hole = g_array_new (FALSE, FALSE, sizeof (HwCoord));
      grid[k] = 3;
      stack[top++] = k;
      while (top > 0)
        {
          int cell = stack[--top];
          HwCoord c = hw_coord (cell % w, cell / w);
          HwCoord at = hw_coord (c.q + min_q - 1, c.r + min_r - 1);

          g_array_append_val (hole, at);
          for (int s = 0; s < 6; s++)
            {
              HwCoord n = hw_coord_neighbor (c, s);
              int nk = n.r * w + n.q;

              if (n.q < 0 || n.q >= w || n.r < 0 || n.r >= h)
                continue;
              if (grid[nk] == 0)
                {
                  grid[nk] = 3;
                  stack[top++] = nk;
                }
            }
        }
      list = format_coords (hole);
      d = hw_check_report (check, HW_SEVERITY_WARNING, "hole", 0, NULL,
                           g_dngettext (GETTEXT_PACKAGE,
                                        "a hole inside the board: no hex at %s",
                                        "a hole inside the board: no hexes at %s", hole->len),
                           list);
      g_array_append_vals (d->hexes, hole->data, hole->len);
    }
}

/* Labels connected hexes that satisfy @land (land or sea) with component numbers from 0;
 * returns the number of components. */
static guint
label_components (HwCheck *check,
                  gboolean land,
                  int     *component,
                  int     *stack)
{
  guint n = 0;

  for (guint i = 0; i < check->n_hexes; i++)
    component[i] = -1;
  for (guint i = 0; i < check->n_hexes; i++)
    {
      int top = 0;

      if (component[i] >= 0
          || hw_terrain_is_land (hw_board_get_hex (check->board, i)->terrain) != land)
        continue;
      component[i] = (int) n;
      stack[top++] = (int) i;
      while (top > 0)
        {
          int h = stack[--top];

          for (int s = 0; s < 6; s++)
            {
              int j = check->neighbors[h][s];

              if (j < 0 || component[j] >= 0
                  || hw_terrain_is_land (hw_board_get_hex (check->board, j)->terrain) != land)
                continue;
              component[j] = (int) n;
              stack[top++] = j;
            }
        }
      n++;
    }
  return n;
}

/* Islands no player can reach: without ships only the main island is played; with ships a
 * player sails from the main island across any sea it touches, and on from every island
 * reached, so an island is reachable when a path of neighbouring hexes joins it to the main
 * island. One breadth-first walk over the hexes, so a huge board stays linear. */
static void
check_islands (HwCheck *check)
{
  guint n = MAX (check->n_hexes, 1);
  g_autofree int *island = g_new (int, n);
  g_autofree int *sea = g_new (int, n);
  g_autofree int *stack = g_new (int, n);
  g_autofree gboolean *hex_reached = NULL;
  g_autofree guint *size = NULL;
  g_autofree gboolean *reached = NULL;
  guint n_islands, main_island = 0;
  guint32 home = hw_board_group_mask (check->board, "home");
  int top = 0;

  n_islands = label_components (check, TRUE, island, stack);
  if (n_islands < 2)
    return;
  label_components (check, FALSE, sea, stack);

  /* The main island is the home island when the board names one, else the largest. */
  size = g_new0 (guint, n_islands);
  for (guint i = 0; i < check->n_hexes; i++)
    if (island[i] >= 0)
      size[island[i]]++;
  for (guint k = 1; k < n_islands; k++)
    if (size[k] > size[main_island])
      main_island = k;
  for (guint i = 0; i < check->n_hexes && home != 0; i++)
    if (island[i] >= 0 && (hw_board_get_hex (check->board, i)->groups & home))
      {
        main_island = island[i];
        break;
      }

  hex_reached = g_new0 (gboolean, n);
  for (guint i = 0; i < check->n_hexes; i++)
    if (island[i] == (int) main_island)
      {
        hex_reached[i] = TRUE;
        stack[top++] = (int) i;
      }
  /* Without ships the walk stays on land, which is the main island itself. */
  while (top > 0 && check->uses_sea)
    {
      int h = stack[--top];

      for (int s = 0; s < 6; s++)
        {
          int j = check->neighbors[h][s];

          if (j < 0 || hex_reached[j])
            continue;
          hex_reached[j] = TRUE;
          stack[top++] = j;
        }
    }
  reached = g_new0 (gboolean, n_islands);
  for (guint i = 0; i < check->n_hexes; i++)
    if (island[i] >= 0 && hex_reached[i])
      reached[island[i]] = TRUE;

  for (guint k = 0; k < n_islands; k++)
    {
      g_autoptr(GArray) hexes = NULL;
      g_autofree char *list = NULL;
      gboolean coast = FALSE;
      guint line = 0;
      HwDiagnostic *d;

      if (reached[k])
        continue;
      hexes = g_array_new (FALSE, FALSE, sizeof (HwCoord));
      for (guint i = 0; i < check->n_hexes; i++)
        {
          if (island[i] != (int) k)
            continue;
          if (hexes->len == 0)
            line = hw_board_get_hex (check->board, i)->line;
          g_array_append_val (hexes, hw_board_get_hex (check->board, i)->coord);
          for (int s = 0; s < 6; s++)
            if (check->neighbors[i][s] >= 0 && sea[check->neighbors[i][s]] >= 0)
              coast = TRUE;
        }
      list = format_coords (hexes);
      if (!check->uses_sea)
        d = hw_check_report (check, HW_SEVERITY_ERROR, "unreachable", line, NULL,
                             _("the island %s cannot be reached: the scenario has no ships "
                               "(module “seafarers”) to cross the sea"), list);
      else if (!coast)
        d = hw_check_report (check, HW_SEVERITY_ERROR, "unreachable", line, NULL,
                             _("the island %s cannot be reached: it has no coast"), list);
      else
        d = hw_check_report (check, HW_SEVERITY_ERROR, "unreachable", line, NULL,
                             _("the island %s cannot be reached: its sea does not lead to the "
                               "main island"), list);
      g_array_append_vals (d->hexes, hexes->data, hexes->len);
    }
}

void
hw_check_shape (HwCheck *check)
{
  check_holes (check);
  check_islands (check);
}
