/* hw-validate-scenario.c: a scenario's structure: its rule modules and parameters, player
 * counts, what each module asks of the board (The Desert Raiders' home island, Barbarian
 * Attack's corners and coast), and the pawns each starts with. */
#include "config.h"

#include "hw-validate-private.h"
#include "hw-base-params.h"
#include "hw-modules.h"
#include "hw-module-registry.h"

#include <glib/gi18n-lib.h>

static char *
format_coord (HwCoord c)
{
  return g_strdup_printf ("(%d,%d)", c.q, c.r);
}

static void
check_module_params (HwCheck            *check,
                     const HwModule     *module,
                     const HwModuleInfo *info)
{
  for (guint p = 0; p < module->params->len; p++)
    {
      const HwParam *param = g_ptr_array_index (module->params, p);
      const HwParamInfo *pinfo = hw_module_info_param (info, param->name);
      g_autofree char *problem = NULL;

      if (pinfo == NULL)
        hw_check_report (check, HW_SEVERITY_ERROR, "param-unknown", param->line, NULL,
                         _("module “%s” has no parameter “%s”"), module->id, param->name);
      else if (!hw_param_info_check (pinfo, param->value, &problem))
        hw_check_report (check, HW_SEVERITY_ERROR, "param-value", param->line, NULL,
                         _("parameter “%s” of module “%s”: %s"), param->name, module->id, problem);
    }
}

static void
check_module_requires (HwCheck            *check,
                       const HwModule     *module,
                       const HwModuleInfo *info)
{
  g_auto(GStrv) requires = NULL;

  if (info->requires == NULL)
    return;
  requires = g_strsplit (info->requires, " ", -1);
  for (guint r = 0; requires[r] != NULL; r++)
    if (hw_scenario_find_module (check->scenario, requires[r]) == NULL)
      hw_check_report (check, HW_SEVERITY_ERROR, "module-missing", module->line, NULL,
                       _("module “%s” needs module “%s”, which the scenario does not use"),
                       module->id, requires[r]);
}

/* A file whose player range is no range, or holds a variant outside it, is refused when it
 * is loaded (the schema and the loader); the editor can still make one, so the validator
 * reports it. The victory target is 1..99 in files and in the editor alike. */
static void
check_players (HwCheck *check)
{
  const HwScenario *s = check->scenario;

  if (s->min_players < 1 || s->max_players < s->min_players)
    {
      hw_check_report (check, HW_SEVERITY_ERROR, "players", 0, NULL,
                       _("the scenario is for %d to %d players, which is no range of players"),
                       s->min_players, s->max_players);
      return;
    }
  if (s->variants->len == 0)
    hw_check_report (check, HW_SEVERITY_ERROR, "players", 0, NULL,
                     _("the scenario has no variant, so no board to play on"));

  for (guint i = 0; i < s->variants->len; i++)
    {
      const HwVariant *v = g_ptr_array_index (s->variants, i);

      if (v->min_players < s->min_players || v->max_players > s->max_players
          || v->min_players > v->max_players)
        hw_check_report (check, HW_SEVERITY_ERROR, "players", v->line, NULL,
                         _("variant “%s” is for %d to %d players, outside the scenario's %d to %d"),
                         v->id, v->min_players, v->max_players, s->min_players, s->max_players);
    }
  for (int n = s->min_players; n <= s->max_players && n <= 99 && s->variants->len > 0; n++)
    {
      guint found = 0;
      guint line = 0;

      for (guint i = 0; i < s->variants->len; i++)
        {
          const HwVariant *v = g_ptr_array_index (s->variants, i);

          if (n >= v->min_players && n <= v->max_players)
            {
              found++;
              line = v->line;
            }
        }
      if (found == 0)
        hw_check_report (check, HW_SEVERITY_ERROR, "players", 0, NULL,
                         g_dngettext (GETTEXT_PACKAGE,
                                      "no variant is for %d player, though the scenario is for %d to %d",
                                      "no variant is for %d players, though the scenario is for %d to %d",
                                      n),
                         n, s->min_players, s->max_players);
      else if (found > 1)
        hw_check_report (check, HW_SEVERITY_ERROR, "players", line, NULL,
                         g_dngettext (GETTEXT_PACKAGE,
                                      "%u variants are for %d player; each player count needs exactly one",
                                      "%u variants are for %d players; each player count needs exactly one",
                                      n),
                         found, n);
    }
}

/* BASE-PIECES-02: the pieces a designer set must cover the setup. */
static void
check_pieces (HwCheck *check)
{
  const HwModule *base = hw_scenario_find_module (check->scenario, "base");
  g_autofree char *problem = NULL;
  HwBaseParams params;

  hw_base_params_read (check->scenario, &params);
  if (!hw_base_params_cover_setup (check->scenario, &params, &problem))
    hw_check_report (check, HW_SEVERITY_ERROR, "pieces-setup", base ? base->line : 0, NULL,
                     "%s", problem);
}

/* Two rule modules that own the same part of the rules cannot be played together (the
 * engine refuses them the same way, HW_GAME_ERROR_MODULE_CONFLICT). */
static void
check_module_conflicts (HwCheck *check,
                        guint    i)
{
  const GPtrArray *modules = check->scenario->modules;
  const HwModule *module = g_ptr_array_index (modules, i);
  const HwRuleModule *rule = hw_module_registry_lookup (module->id);

  for (guint j = 0; rule != NULL && j < i; j++)
    {
      const HwModule *earlier = g_ptr_array_index (modules, j);
      const HwRuleModule *other = hw_module_registry_lookup (earlier->id);

      if (other != NULL && other != rule && (other->owns & rule->owns) != 0)
        hw_check_report (check, HW_SEVERITY_ERROR, "module-conflict", module->line, NULL,
                         _("the modules “%s” and “%s” cannot be combined: both change the same rules (the robber, the seats, the deck, the goods or the setup)"),
                         earlier->id, module->id);
    }
}

void
hw_check_modules (HwCheck *check)
{
  const HwScenario *s = check->scenario;

  if (hw_scenario_find_module (s, "base") == NULL)
    hw_check_report (check, HW_SEVERITY_ERROR, "module-missing", 0, NULL,
                     _("the scenario does not use module “base”, which every scenario builds on"));

  for (guint i = 0; i < s->modules->len; i++)
    {
      const HwModule *module = g_ptr_array_index (s->modules, i);
      const HwModuleInfo *info = hw_modules_lookup (module->id);

      if (info == NULL)
        {
          hw_check_report (check, HW_SEVERITY_ERROR, "module-unknown", module->line, NULL,
                           _("unknown rule module “%s”; hexwright cannot play rules it does not know"),
                           module->id);
          continue;
        }
      for (guint j = 0; j < i; j++)
        if (g_strcmp0 (((const HwModule *) g_ptr_array_index (s->modules, j))->id, module->id) == 0)
          hw_check_report (check, HW_SEVERITY_ERROR, "module-duplicate", module->line, NULL,
                           _("module “%s” is listed twice"), module->id);
      check_module_params (check, module, info);
      check_module_requires (check, module, info);
      check_module_conflicts (check, i);
    }
  check_players (check);
  check_pieces (check);
}

/* Terrains and pawns only a module gives rules for. */
static void
check_board_needs_modules (HwCheck *check)
{
  static const struct { HwTerrain terrain; const char *module; } terrains[] = {
    { HW_TERRAIN_GOLD, "seafarers" },
    { HW_TERRAIN_VOLCANO, "volcano" },
    { HW_TERRAIN_JUNGLE, "jungle" },
    { HW_TERRAIN_CASTLE, "barbarian-attack" },
  };
  static const struct { HwPawn pawn; const char *module; } pawns[] = {
    { HW_PAWN_RAIDER, "desert-raiders" },
    { HW_PAWN_BARBARIAN, "barbarian-attack" },
    { HW_PAWN_ROBIN, "robin-hood" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (terrains); k++)
    {
      if (hw_scenario_find_module (check->scenario, terrains[k].module) != NULL)
        continue;
      for (guint i = 0; i < check->n_hexes; i++)
        {
          const HwHex *hex = hw_board_get_hex (check->board, i);
          g_autofree char *where = NULL;
          HwDiagnostic *d;

          if (hex->terrain != terrains[k].terrain)
            continue;
          where = format_coord (hex->coord);
          d = hw_check_report (check, HW_SEVERITY_ERROR, "module-missing", hex->line, NULL,
                               _("the %s hex at %s needs module “%s”, which the scenario does not use"),
                               hw_terrain_label (hex->terrain), where, terrains[k].module);
          hw_diagnostic_add_hex (d, hex->coord);
          break;
        }
    }
  for (guint k = 0; k < G_N_ELEMENTS (pawns); k++)
    if (hw_scenario_find_module (check->scenario, pawns[k].module) == NULL
        && (hw_board_count_pawns (check->board, pawns[k].pawn) > 0
            || check->variant->tables.supply[pawns[k].pawn] > 0))
      hw_check_report (check, HW_SEVERITY_ERROR, "module-missing", 0, NULL,
                       _("%s pawns need module “%s”, which the scenario does not use"),
                       hw_pawn_label (pawns[k].pawn), pawns[k].module);
}

/* Points @d at the hexes holding @pawn, and at the line of the first. */
static void
mark_pawn_hexes (HwCheck      *check,
                 HwDiagnostic *d,
                 HwPawn        pawn)
{
  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);

      if (hex->pawns[pawn] == 0)
        continue;
      if (d->hexes->len == 0)
        d->line = hex->line;
      hw_diagnostic_add_hex (d, hex->coord);
    }
}

/* The pawns a scenario starts with on the board. */
static void
check_start_pawns (HwCheck *check)
{
  int robbers = hw_board_count_pawns (check->board, HW_PAWN_ROBBER);
  int raiders = hw_board_count_pawns (check->board, HW_PAWN_RAIDER);
  int robins = hw_board_count_pawns (check->board, HW_PAWN_ROBIN);
  gboolean any_land = FALSE;
  HwDiagnostic *d = NULL;

  for (guint i = 0; i < check->n_hexes && !any_land; i++)
    any_land = hw_terrain_is_land (hw_board_get_hex (check->board, i)->terrain);

  if (check->uses_dr && robbers > 0)
    d = hw_check_report (check, HW_SEVERITY_ERROR, "pawn-count", 0, NULL,
                         _("a robber stands on the board; The Desert Raiders has no robber (DR-NOROBBER)"));
  else if (check->uses_ba && robbers > 0)
    d = hw_check_report (check, HW_SEVERITY_ERROR, "pawn-count", 0, NULL,
                         _("a robber stands on the board; Barbarian Attack has no robber (BA-SETUP-02)"));
  else if (check->uses_rh && robbers > 0)
    d = hw_check_report (check, HW_SEVERITY_ERROR, "pawn-count", 0, NULL,
                         _("a robber stands on the board; in Robin Hood the robber is Robin (RH-SETUP-01)"));
  else if (!check->uses_dr && !check->uses_ba && !check->uses_rh && any_land)
    {
      if (robbers > 1)
        d = hw_check_report (check, HW_SEVERITY_ERROR, "pawn-count", 0, NULL,
                             _("%d robbers on the board; the game has one"), robbers);
      else if (robbers == 0)
        hw_check_report (check, HW_SEVERITY_WARNING, "pawn-count", 0, NULL,
                         _("no robber on the board; the robber starts on a desert"));
    }
  if (d != NULL)
    mark_pawn_hexes (check, d, HW_PAWN_ROBBER);

  if (check->uses_dr && raiders > 0)
    {
      d = hw_check_report (check, HW_SEVERITY_ERROR, "pawn-count", 0, "supply/raider",
                           g_dngettext (GETTEXT_PACKAGE,
                                        "%d raider stands on the board at the start; raiders start in "
                                        "the supply, off the board (DR-POOL)",
                                        "%d raiders stand on the board at the start; raiders start in "
                                        "the supply, off the board (DR-POOL)", raiders),
                           raiders);
      mark_pawn_hexes (check, d, HW_PAWN_RAIDER);
    }

  if (check->uses_rh)
    {
      gboolean on_desert = FALSE;

      for (guint i = 0; i < check->n_hexes; i++)
        {
          const HwHex *hex = hw_board_get_hex (check->board, i);

          if (hex->pawns[HW_PAWN_ROBIN] > 0 && hex->terrain == HW_TERRAIN_DESERT)
            on_desert = TRUE;
        }
      d = NULL;
      if (robins != 1)
        d = hw_check_report (check, HW_SEVERITY_ERROR, "pawn-count", 0, NULL,
                             _("%d Robin Hood pawns on the board; Robin starts alone on the desert "
                               "(RH-SETUP-01)"), robins);
      else if (!on_desert)
        d = hw_check_report (check, HW_SEVERITY_ERROR, "pawn-count", 0, NULL,
                             _("Robin Hood does not start on a desert, his camp (RH-SETUP-01)"));
      if (d != NULL)
        mark_pawn_hexes (check, d, HW_PAWN_ROBIN);
    }
}

/* DR-MAP-01, DR-SETUP-01: the home island holds every desert and has a coast for the first
 * settlement and its ship. */
static void
check_home_island (HwCheck *check)
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
      hw_check_report (check, HW_SEVERITY_ERROR, "home-island", check->variant->line, NULL,
                       _("no hex is in group “home”; The Desert Raiders needs the home island "
                         "marked (DR-MAP-01)"));
      return;
    }
  if (outside->len > 0)
    {
      GString *list = g_string_new (NULL);
      HwDiagnostic *d;

      for (guint i = 0; i < outside->len; i++)
        {
          HwCoord c = g_array_index (outside, HwCoord, i);

          g_string_append_printf (list, "%s(%d,%d)", i ? " " : "", c.q, c.r);
        }
      d = hw_check_report (check, HW_SEVERITY_ERROR, "home-island", line, NULL,
                           _("deserts outside the home island at %s; the home island holds every "
                             "desert (DR-MAP-01)"), list->str);
      g_array_append_vals (d->hexes, outside->data, outside->len);
      g_string_free (list, TRUE);
    }
  if (!coast)
    hw_check_report (check, HW_SEVERITY_ERROR, "home-island", check->variant->line, NULL,
                     _("the home island has no coast; the first settlement must stand on the "
                       "coast (DR-SETUP-01)"));
}

/* BA-MAP-02 terrain counts of a group (castle and desert, placed by BA-MAP-01, left out). */
static void
check_ba_group (HwCheck    *check,
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
      hw_check_report (check, HW_SEVERITY_ERROR, "ba-groups", check->variant->line, NULL,
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
      if (hw_check_hex_is_coastal (check, i) != coastal)
        {
          g_autofree char *where = format_coord (hex->coord);
          HwDiagnostic *d;

          d = hw_check_report (check, HW_SEVERITY_ERROR, "ba-groups", hex->line, NULL,
                               coastal
                               ? _("the hex at %s is in group “%s” but is not on the coast")
                               : _("the hex at %s is in group “%s” but is on the coast"),
                               where, group);
          hw_diagnostic_add_hex (d, hex->coord);
        }
    }
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    if (counts[kinds[k]] != expected[k])
      hw_check_report (check, HW_SEVERITY_ERROR, "ba-groups", check->variant->line, NULL,
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
        hw_check_report (check, HW_SEVERITY_ERROR, "ba-groups", check->variant->line, NULL,
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
check_ba_corners (HwCheck *check)
{
  int n_castles = 0, n_deserts = 0, n_land = 0;
  HwCoord castle = { 0 }, desert = { 0 }, center;
  long sum_q = 0, sum_r = 0;
  int radius = 0;
  g_autofree char *wc = NULL;
  g_autofree char *wd = NULL;
  HwDiagnostic *d;

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
      hw_check_report (check, HW_SEVERITY_ERROR, "ba-corners", check->variant->line, NULL,
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
  d = hw_check_report (check, HW_SEVERITY_ERROR, "ba-corners", check->variant->line, NULL,
                       _("the castle at %s and the desert at %s are not on opposite corners of "
                         "the rim (BA-MAP-01)"), wc, wd);
  hw_diagnostic_add_hex (d, castle);
  hw_diagnostic_add_hex (d, desert);
}

/* BA-SETUP-02: one barbarian on the coastal hex numbered 2, one on the hex numbered 12. */
static void
check_ba_barbarians (HwCheck *check)
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
    hw_check_report (check, HW_SEVERITY_ERROR, "pawn-count", 0, "supply/barbarian",
                     _("%d barbarians on the board; Barbarian Attack starts with one on the "
                       "coastal hex numbered 2 and one on the hex numbered 12 (BA-SETUP-02)"),
                     total);
}

/* BA-MAP-03: the coast carries 2, 3, 4, 5, 6, 8, 9, 10, 11 and 12 once each (a board with no
 * numbers yet is a template). */
static void
check_ba_numbers (HwCheck *check)
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
      hw_check_report (check, HW_SEVERITY_ERROR, "ba-numbers", check->variant->line, NULL,
                       _("on the coast %s; Barbarian Attack puts 2, 3, 4, 5, 6, 8, 9, 10, 11 "
                         "and 12 on the coast once each (BA-MAP-03)"), wrong->str);
      g_string_free (wrong, TRUE);
    }
}

void
hw_check_variant_rules (HwCheck *check)
{
  check_board_needs_modules (check);
  check_start_pawns (check);
  if (check->uses_dr)
    check_home_island (check);
  if (check->uses_ba)
    {
      static const int coast[] = { 2, 2, 3, 1, 2 };
      static const int inland[] = { 1, 1, 1, 2, 2 };

      check_ba_corners (check);
      check_ba_group (check, "coast", coast, TRUE);
      check_ba_group (check, "inland", inland, FALSE);
      check_ba_numbers (check);
      check_ba_barbarians (check);
    }
}
