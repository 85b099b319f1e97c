/* hw-validate-scenario.c: a scenario's structure: its rule modules and parameters, player
 * counts, the pawns each starts with, and what each rule module asks of the board (its own
 * checks, HwRuleModule.validate). */
#include "config.h"

#include "hw-validate-private.h"
#include "hw-base-params.h"
#include "hw-modules.h"
#include "hw-module-registry.h"
#include "hw-module-check.h"

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

/* Reports the first hex of @terrain when the scenario does not use @module, which gives
 * the rules for it. */
static void
check_terrain_needs (HwCheck    *check,
                     HwTerrain   terrain,
                     const char *module)
{
  if (hw_scenario_find_module (check->scenario, module) != NULL)
    return;
  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);
      g_autofree char *where = NULL;
      HwDiagnostic *d;

      if (hex->terrain != terrain)
        continue;
      where = format_coord (hex->coord);
      d = hw_check_report (check, HW_SEVERITY_ERROR, "module-missing", hex->line, NULL,
                           _("the %s hex at %s needs module “%s”, which the scenario does not use"),
                           hw_terrain_label (hex->terrain), where, module);
      hw_diagnostic_add_hex (d, hex->coord);
      return;
    }
}

/* The rule module (of the registry) that gives the rules for @pawn, or NULL. */
static const HwRuleModule *
module_of_pawn (HwPawn pawn)
{
  const HwRuleModule *m;

  for (guint i = 0; (m = hw_module_registry_nth (i)) != NULL; i++)
    if (m->pawns & (1u << pawn))
      return m;
  return NULL;
}

/* Terrains and pawns only a module gives rules for: the catalog's modules without rules of
 * their own here, then what the rule modules declare (HwRuleModule.terrains and pawns). */
static void
check_board_needs_modules (HwCheck *check)
{
  static const struct { HwTerrain terrain; const char *module; } terrains[] = {
    { HW_TERRAIN_GOLD, "seafarers" },
    { HW_TERRAIN_VOLCANO, "volcano" },
    { HW_TERRAIN_JUNGLE, "jungle" },
  };
  const HwRuleModule *m;

  for (guint k = 0; k < G_N_ELEMENTS (terrains); k++)
    check_terrain_needs (check, terrains[k].terrain, terrains[k].module);
  for (int t = 0; t < HW_N_TERRAINS; t++)
    for (guint i = 0; (m = hw_module_registry_nth (i)) != NULL; i++)
      if (m->terrains & (1u << t))
        {
          check_terrain_needs (check, t, m->id);
          break;
        }
  for (int p = 0; p < HW_N_PAWNS; p++)
    if ((m = module_of_pawn (p)) != NULL
        && hw_scenario_find_module (check->scenario, m->id) == NULL
        && (hw_board_count_pawns (check->board, p) > 0
            || check->variant->tables.supply[p] > 0))
      hw_check_report (check, HW_SEVERITY_ERROR, "module-missing", 0, NULL,
                       _("%s pawns need module “%s”, which the scenario does not use"),
                       hw_pawn_label (p), m->id);
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

/* The scenario's rule module that checks the robber a map starts with (in its
 * validate_pawns), or NULL when the validator does: one that owns the robber and checks the
 * pawns; of two such (a conflict, reported of its own) the first in the registry's order. */
static const HwRuleModule *
robber_checker (const HwCheck *check)
{
  const HwRuleModule *m;

  for (guint i = 0; (m = hw_module_registry_nth (i)) != NULL; i++)
    if ((m->owns & HW_RULE_OWNS_ROBBER) && m->validate_pawns != NULL
        && hw_scenario_find_module (check->scenario, m->id) != NULL)
      return m;
  return NULL;
}

/* The robber a map starts with, unless a module takes it over: one, on land. */
static void
check_start_robber (HwCheck *check)
{
  int robbers = hw_board_count_pawns (check->board, HW_PAWN_ROBBER);
  gboolean any_land = FALSE;
  HwDiagnostic *d = NULL;

  if (robber_checker (check) != NULL)
    return;
  for (guint i = 0; i < check->n_hexes && !any_land; i++)
    any_land = hw_terrain_is_land (hw_board_get_hex (check->board, i)->terrain);
  if (!any_land)
    return;
  if (robbers > 1)
    d = hw_check_report (check, HW_SEVERITY_ERROR, "pawn-count", 0, NULL,
                         _("%d robbers on the board; the game has one"), robbers);
  else if (robbers == 0)
    hw_check_report (check, HW_SEVERITY_WARNING, "pawn-count", 0, NULL,
                     _("no robber on the board; the robber starts on a desert"));
  if (d != NULL)
    mark_pawn_hexes (check, d, HW_PAWN_ROBBER);
}

/* The validator's side of a module's checks (hw-module-check.h). */
static gpointer
module_report (HwModuleCheck *mc,
               gboolean       error,
               const char    *code,
               guint          line,
               const char    *table_row,
               const char    *message)
{
  return hw_check_report (mc->validator, error ? HW_SEVERITY_ERROR : HW_SEVERITY_WARNING, code,
                          line, table_row, "%s", message);
}

static void
module_add_hex (HwModuleCheck *mc,
                gpointer       finding,
                HwCoord        c)
{
  hw_diagnostic_add_hex (finding, c);
}

/* Which hook of the modules run_module_checks() calls. */
typedef enum
{
  MODULE_SUPPLY,
  MODULE_PAWNS,
  MODULE_BOARD,
} ModuleCheckPoint;

/* Runs one validator hook of each of the scenario's rule modules, in file order. */
static void
run_module_checks (HwCheck         *check,
                   ModuleCheckPoint point)
{
  const GPtrArray *modules = check->scenario->modules;
  const HwRuleModule *robber = point == MODULE_PAWNS ? robber_checker (check) : NULL;
  HwModuleCheck mc = {
    check->scenario, check->variant, check->board, check->n_hexes, check->neighbors,
    module_report, module_add_hex, check, FALSE,
  };

  for (guint i = 0; i < modules->len; i++)
    {
      const HwModule *module = g_ptr_array_index (modules, i);
      const HwRuleModule *rule = hw_module_registry_lookup (module->id);
      void (*hook) (HwModuleCheck *) = NULL;

      if (rule == NULL)
        continue;
      switch (point)
        {
        case MODULE_SUPPLY: hook = rule->validate_supply; break;
        case MODULE_PAWNS:  hook = rule->validate_pawns;  break;
        case MODULE_BOARD:  hook = rule->validate;        break;
        }
      mc.robber = rule == robber;
      if (hook != NULL)
        hook (&mc);
    }
}

void
hw_check_modules_supply (HwCheck *check)
{
  run_module_checks (check, MODULE_SUPPLY);
}

void
hw_check_variant_rules (HwCheck *check)
{
  check_board_needs_modules (check);
  check_start_robber (check);
  /* Each rule module checks the pawns the map starts with, then what it asks of the board. */
  run_module_checks (check, MODULE_PAWNS);
  run_module_checks (check, MODULE_BOARD);
}
