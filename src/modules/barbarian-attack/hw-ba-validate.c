/* hw-ba-validate.c: Barbarian Attack's validator checks (BA-MAP-*, BA-SETUP-02): the castle
 * and the rim corners, the terrain of the coast and the inland, the coast's numbers and the
 * barbarians on the board. */
#include "config.h"

#include "hw-ba-rules.h"
#include "hw-module-check.h"

#include <glib/gi18n-lib.h>

static char *
format_coord (HwCoord c)
{
  return g_strdup_printf ("(%d,%d)", c.q, c.r);
}

/* BA-MAP-02 terrain counts of a group (castle and desert, placed by BA-MAP-01, left out). */
static void
check_ba_group (HwModuleCheck *check,
                const char *group,
                const int  *expected,   /* forest, hills, pasture, mountains, fields */
                gboolean    coastal)
{
  static const HwTerrain kinds[] = {
    HW_TERRAIN_FOREST, HW_TERRAIN_HILLS, HW_TERRAIN_PASTURE, HW_TERRAIN_MOUNTAINS, HW_TERRAIN_FIELDS,
  };
  guint32 mask = hw_board_group_mask (check->board, group);
  int counts[HW_N_TERRAINS] = { 0 };

  if (mask == 0)
    {
      hw_module_check_report (check, TRUE, "ba-groups", check->variant->line, NULL,
                       _("no hex is in group “%s”; Barbarian Attack deals the coast and the "
                         "inland hexes apart (BA-MAP-02)"), group);
      return;
    }
  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);

      if (!(hex->groups & mask))
        continue;
      counts[hex->terrain]++;
      if (hex->terrain == HW_TERRAIN_CASTLE || hex->terrain == HW_TERRAIN_DESERT)
        continue;
      if (hw_module_check_hex_is_coastal (check, i) != coastal)
        {
          g_autofree char *where = format_coord (hex->coord);
          gpointer d;

          d = hw_module_check_report (check, TRUE, "ba-groups", hex->line, NULL,
                               coastal
                               ? _("the hex at %s is in group “%s” but is not on the coast")
                               : _("the hex at %s is in group “%s” but is on the coast"),
                               where, group);
          hw_module_check_add_hex (check, d, hex->coord);
        }
    }
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    if (counts[kinds[k]] != expected[k])
      hw_module_check_report (check, TRUE, "ba-groups", check->variant->line, NULL,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "group “%s” has %d %s hex; Barbarian Attack asks for %d (BA-MAP-02)",
                                    "group “%s” has %d %s hexes; Barbarian Attack asks for %d (BA-MAP-02)",
                                    counts[kinds[k]]),
                       group, counts[kinds[k]], hw_terrain_label (kinds[k]), expected[k]);
  for (int t = HW_TERRAIN_SEA; t < HW_N_TERRAINS; t++)
    {
      gboolean listed = t == HW_TERRAIN_CASTLE || t == HW_TERRAIN_DESERT;

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        listed |= kinds[k] == (HwTerrain) t;
      if (!listed && counts[t] > 0)
        hw_module_check_report (check, TRUE, "ba-groups", check->variant->line, NULL,
                         g_dngettext (GETTEXT_PACKAGE,
                                      "group “%s” has %d %s hex; Barbarian Attack has none there (BA-MAP-02)",
                                      "group “%s” has %d %s hexes; Barbarian Attack has none there (BA-MAP-02)",
                                      counts[t]),
                         group, counts[t], hw_terrain_label (t));
    }
}

/* Returns TRUE when @c is a corner of the hexagon of @radius around @center. */
static gboolean
is_rim_corner (HwCoord c,
               HwCoord center,
               int     radius)
{
  int dq = c.q - center.q, dr = c.r - center.r, ds = -dq - dr;

  if (hw_coord_distance (c, center) != radius)
    return FALSE;
  /* A corner has one cube coordinate 0 and the other two ±radius. */
  return dq == 0 || dr == 0 || ds == 0;
}

/* BA-MAP-01: castle and desert on opposite corners of the rim. */
static void
check_ba_corners (HwModuleCheck *check)
{
  int n_castles = 0, n_deserts = 0, n_land = 0;
  HwCoord castle = { 0 }, desert = { 0 }, center;
  long sum_q = 0, sum_r = 0;
  int radius = 0;
  g_autofree char *wc = NULL;
  g_autofree char *wd = NULL;
  gpointer d;

  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);

      if (!hw_terrain_is_land (hex->terrain))
        continue;
      n_land++;
      sum_q += hex->coord.q;
      sum_r += hex->coord.r;
      if (hex->terrain == HW_TERRAIN_CASTLE)
        castle = hex->coord, n_castles++;
      else if (hex->terrain == HW_TERRAIN_DESERT)
        desert = hex->coord, n_deserts++;
    }
  if (n_castles != 1 || n_deserts != 1)
    {
      hw_module_check_report (check, TRUE, "ba-corners", check->variant->line, NULL,
                       _("%d castles and %d deserts; Barbarian Attack has one of each, on "
                         "opposite corners of the rim (BA-MAP-01)"), n_castles, n_deserts);
      return;
    }
  /* The land of BA-MAP-01 is a regular hexagon, so its centre is the mean position. */
  center = hw_coord ((int) (sum_q / n_land), (int) (sum_r / n_land));
  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);

      if (hw_terrain_is_land (hex->terrain))
        radius = MAX (radius, hw_coord_distance (hex->coord, center));
    }
  if (is_rim_corner (castle, center, radius) && is_rim_corner (desert, center, radius)
      && castle.q - center.q == center.q - desert.q && castle.r - center.r == center.r - desert.r)
    return;
  wc = format_coord (castle);
  wd = format_coord (desert);
  d = hw_module_check_report (check, TRUE, "ba-corners", check->variant->line, NULL,
                       _("the castle at %s and the desert at %s are not on opposite corners of "
                         "the rim (BA-MAP-01)"), wc, wd);
  hw_module_check_add_hex (check, d, castle);
  hw_module_check_add_hex (check, d, desert);
}

/* BA-SETUP-02: one barbarian on the coastal hex numbered 2, one on the hex numbered 12. */
static void
check_ba_barbarians (HwModuleCheck *check)
{
  int total = hw_board_count_pawns (check->board, HW_PAWN_BARBARIAN);
  gboolean on_two = FALSE, on_twelve = FALSE;

  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);

      if (hex->pawns[HW_PAWN_BARBARIAN] == 1 && hex->chit == 2)
        on_two = TRUE;
      if (hex->pawns[HW_PAWN_BARBARIAN] == 1 && hex->chit == 12)
        on_twelve = TRUE;
    }
  if (total != 2 || !on_two || !on_twelve)
    hw_module_check_report (check, TRUE, "pawn-count", 0, "supply/barbarian",
                     _("%d barbarians on the board; Barbarian Attack starts with one on the "
                       "coastal hex numbered 2 and one on the hex numbered 12 (BA-SETUP-02)"),
                     total);
}

/* BA-MAP-03: the coast carries 2, 3, 4, 5, 6, 8, 9, 10, 11 and 12 once each (a board with no
 * numbers yet is a template). */
static void
check_ba_numbers (HwModuleCheck *check)
{
  guint32 coast = hw_board_group_mask (check->board, "coast");
  int seen[13] = { 0 };
  int any = 0;
  GString *wrong = NULL;

  if (coast == 0)
    return;
  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);

      if ((hex->groups & coast) && hex->chit <= 12)
        {
          seen[hex->chit]++;
          any += hex->chit != 0;
        }
    }
  if (any == 0)
    return;
  for (int n = 2; n <= 12; n++)
    if (n != 7 && seen[n] != 1)
      {
        if (wrong == NULL)
          wrong = g_string_new (NULL);
        else
          g_string_append (wrong, ", ");
        /* TRANSLATORS: "10 appears 2 times" (on the coast of the board) */
        g_string_append_printf (wrong, g_dngettext (GETTEXT_PACKAGE, "%d appears %d time",
                                                    "%d appears %d times", seen[n]),
                                n, seen[n]);
      }
  if (wrong != NULL)
    {
      hw_module_check_report (check, TRUE, "ba-numbers", check->variant->line, NULL,
                       _("on the coast %s; Barbarian Attack puts 2, 3, 4, 5, 6, 8, 9, 10, 11 "
                         "and 12 on the coast once each (BA-MAP-03)"), wrong->str);
      g_string_free (wrong, TRUE);
    }
}
void
hw_ba_validate (HwModuleCheck *check)
{
  static const int coast[] = { 2, 2, 3, 1, 2 };
  static const int inland[] = { 1, 1, 1, 2, 2 };

  check_ba_corners (check);
  check_ba_group (check, "coast", coast, TRUE);
  check_ba_group (check, "inland", inland, FALSE);
  check_ba_numbers (check);
  check_ba_barbarians (check);
}

/* BA-SETUP-02: the parameter counts every barbarian; the two that start on the board come
 * out of it, the rest is the supply kept off the board. */
void
hw_ba_validate_supply (HwModuleCheck *check)
{
  const HwTables *t = &check->variant->tables;
  const char *param;
  int expected, on_board;

  if (t->supply[HW_PAWN_BARBARIAN] == HW_NO_COUNT)
    return;
  param = hw_module_check_param (check, "barbarian-attack", "barbarians");
  expected = param ? (int) g_ascii_strtoll (param, NULL, 10) : 0;
  on_board = hw_board_count_pawns (check->board, HW_PAWN_BARBARIAN);
  if (t->supply[HW_PAWN_BARBARIAN] + on_board != expected)
    hw_module_check_report (check, TRUE, "supply", t->supply_lines[HW_PAWN_BARBARIAN],
                            "supply/barbarian",
                            _("%d barbarians in the supply and %d on the board make %d; the rules "
                              "(BA-SETUP-02, parameter “barbarians”) ask for %d in all"),
                            t->supply[HW_PAWN_BARBARIAN], on_board,
                            t->supply[HW_PAWN_BARBARIAN] + on_board, expected);
}

/* BA-LAND-02: barbarians stand only on coastal land, at most 3 a hex. */
static void
check_barbarian_placement (HwModuleCheck *check)
{
  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);
      g_autofree char *where = NULL;
      gpointer d;

      if (hex->pawns[HW_PAWN_BARBARIAN] == 0)
        continue;
      where = g_strdup_printf ("(%d,%d)", hex->coord.q, hex->coord.r);
      if (!hw_module_check_hex_is_coastal (check, i))
        {
          d = hw_module_check_report (check, TRUE, "barbarian-placement", hex->line, NULL,
                                      _("barbarians at %s, which is not a coastal land hex; barbarians land "
                                        "only on the coast (BA-LAND-02)"), where);
          hw_module_check_add_hex (check, d, hex->coord);
        }
      if (hex->pawns[HW_PAWN_BARBARIAN] > 3)
        {
          d = hw_module_check_report (check, TRUE, "barbarian-placement", hex->line, NULL,
                                      _("%d barbarians on the hex at %s; a hex holds at most 3 (BA-LAND-02)"),
                                      hex->pawns[HW_PAWN_BARBARIAN], where);
          hw_module_check_add_hex (check, d, hex->coord);
        }
    }
}

/* BA-SETUP-02: no robber; BA-LAND-02: where the barbarians stand. */
void
hw_ba_validate_pawns (HwModuleCheck *check)
{
  gpointer d;

  check_barbarian_placement (check);
  if (!check->robber || hw_board_count_pawns (check->board, HW_PAWN_ROBBER) == 0)
    return;
  d = hw_module_check_report (check, TRUE, "pawn-count",
                              hw_module_check_pawn_line (check, HW_PAWN_ROBBER), NULL, "%s",
                              _("a robber stands on the board; Barbarian Attack has no robber (BA-SETUP-02)"));
  hw_module_check_add_pawn_hexes (check, d, HW_PAWN_ROBBER);
}
