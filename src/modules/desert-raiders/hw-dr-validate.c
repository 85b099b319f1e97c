/* hw-dr-validate.c: The Desert Raiders' validator checks (DR-MAP-01, DR-SETUP-01): the home
 * island of each map. */
#include "config.h"

#include "hw-dr-rules.h"
#include "hw-module-check.h"

#include <glib/gi18n-lib.h>

/* DR-MAP-01, DR-SETUP-01: the home island holds every desert and has a coast for the first
 * settlement and its ship. */
static void
check_home_island (HwModuleCheck *check)
{
  guint32 home = hw_board_group_mask (check->board, "home");
  g_autoptr(GArray) outside = NULL;
  gboolean coast = FALSE, any = FALSE;
  guint line = 0;

  outside = g_array_new (FALSE, FALSE, sizeof (HwCoord));
  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);

      if (home != 0 && (hex->groups & home))
        {
          any = TRUE;
          for (int s = 0; s < 6 && hw_terrain_is_land (hex->terrain); s++)
            {
              int j = check->neighbors[i][s];

              if (j >= 0 && hw_board_get_hex (check->board, j)->terrain == HW_TERRAIN_SEA)
                coast = TRUE;
            }
        }
      else if (hex->terrain == HW_TERRAIN_DESERT)
        {
          if (outside->len == 0)
            line = hex->line;
          g_array_append_val (outside, hex->coord);
        }
    }
  if (!any)
    {
      hw_module_check_report (check, TRUE, "home-island", check->variant->line, NULL,
                       _("no hex is in group “home”; The Desert Raiders needs the home island "
                         "marked (DR-MAP-01)"));
      return;
    }
  if (outside->len > 0)
    {
      GString *list = g_string_new (NULL);
      gpointer d;

      for (guint i = 0; i < outside->len; i++)
        {
          HwCoord c = g_array_index (outside, HwCoord, i);

          g_string_append_printf (list, "%s(%d,%d)", i ? " " : "", c.q, c.r);
        }
      d = hw_module_check_report (check, TRUE, "home-island", line, NULL,
                           _("deserts outside the home island at %s; the home island holds every "
                             "desert (DR-MAP-01)"), list->str);
      for (guint i = 0; i < outside->len; i++)
        hw_module_check_add_hex (check, d, g_array_index (outside, HwCoord, i));
      g_string_free (list, TRUE);
    }
  if (!coast)
    hw_module_check_report (check, TRUE, "home-island", check->variant->line, NULL,
                     _("the home island has no coast; the first settlement must stand on the "
                       "coast (DR-SETUP-01)"));
}
void
hw_dr_validate (HwModuleCheck *check)
{
  check_home_island (check);
}

/* DR-POOL: the raider supply by player count. */
#define DR_POOL_SMALL 18
#define DR_POOL_LARGE 24

void
hw_dr_validate_supply (HwModuleCheck *check)
{
  const HwTables *t = &check->variant->tables;
  const HwVariant *v = check->variant;
  int expected;
  int supply = t->supply[HW_PAWN_RAIDER];

  if (v->max_players <= 4)
    expected = DR_POOL_SMALL;
  else if (v->min_players >= 5)
    expected = DR_POOL_LARGE;
  else
    {
      hw_module_check_report (check, TRUE, "supply", v->line, "supply/raider",
                              _("the raider supply is %d for 3-4 players and %d for 5-6 players "
                                "(DR-POOL); a variant cannot span both"),
                              DR_POOL_SMALL, DR_POOL_LARGE);
      return;
    }
  if (supply == HW_NO_COUNT)
    hw_module_check_report (check, TRUE, "supply", v->line, "supply/raider",
                            _("the tables state no raider supply; the rules (DR-POOL) ask for %d"),
                            expected);
  else if (supply != expected)
    hw_module_check_report (check, TRUE, "supply", t->supply_lines[HW_PAWN_RAIDER],
                            "supply/raider",
                            _("the raider supply is %d; the rules (DR-POOL) ask for %d"),
                            supply, expected);
}

/* DR-STORM-02: raiders stand only on land, one a hex but on deserts. */
static void
check_raider_placement (HwModuleCheck *check)
{
  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);
      g_autofree char *where = NULL;
      gpointer d;

      if (hex->pawns[HW_PAWN_RAIDER] == 0)
        continue;
      where = g_strdup_printf ("(%d,%d)", hex->coord.q, hex->coord.r);
      if (!hw_terrain_is_land (hex->terrain))
        d = hw_module_check_report (check, TRUE, "raider-placement", hex->line, NULL,
                                    _("raiders at %s stand on sea; raiders never go on water (DR-STORM-02)"),
                                    where);
      else if (hex->pawns[HW_PAWN_RAIDER] > 1 && hex->terrain != HW_TERRAIN_DESERT)
        d = hw_module_check_report (check, TRUE, "raider-placement", hex->line, NULL,
                                    _("%d raiders on the hex at %s; at most one stands on a land hex that "
                                      "is not desert (DR-STORM-02)"),
                                    hex->pawns[HW_PAWN_RAIDER], where);
      else
        continue;
      hw_module_check_add_hex (check, d, hex->coord);
    }
}

/* DR-NOROBBER, DR-POOL: no robber, and the raiders start off the board. */
void
hw_dr_validate_pawns (HwModuleCheck *check)
{
  int robbers = hw_board_count_pawns (check->board, HW_PAWN_ROBBER);
  int raiders = hw_board_count_pawns (check->board, HW_PAWN_RAIDER);
  gpointer d;

  check_raider_placement (check);
  if (check->robber && robbers > 0)
    {
      d = hw_module_check_report (check, TRUE, "pawn-count",
                                  hw_module_check_pawn_line (check, HW_PAWN_ROBBER), NULL, "%s",
                                  _("a robber stands on the board; The Desert Raiders has no robber (DR-NOROBBER)"));
      hw_module_check_add_pawn_hexes (check, d, HW_PAWN_ROBBER);
    }
  if (raiders > 0)
    {
      d = hw_module_check_report (check, TRUE, "pawn-count",
                                  hw_module_check_pawn_line (check, HW_PAWN_RAIDER), "supply/raider",
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "%d raider stands on the board at the start; raiders start in "
                                               "the supply, off the board (DR-POOL)",
                                               "%d raiders stand on the board at the start; raiders start in "
                                               "the supply, off the board (DR-POOL)", raiders),
                                  raiders);
      hw_module_check_add_pawn_hexes (check, d, HW_PAWN_RAIDER);
    }
}
