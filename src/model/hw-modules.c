/* hw-modules.c: known rule modules and their parameters (rules.md **param** lines). */
#include "config.h"

#include "hw-modules.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const HwParamInfo base_params[] = {
  { "bank-limit", HW_PARAM_BOOL, "on", 0, 0, NULL, "BASE-PROD-02",
    N_("When the bank cannot pay everyone a resource, nobody gets it") },
  { "domestic-trade", HW_PARAM_BOOL, "on", 0, 0, NULL, "BASE-TRADE",
    N_("Players may trade with the active player") },
  { "trade-offers", HW_PARAM_INT, "3", 0, 10, NULL, "BASE-TRADE-02",
    N_("Trade offers the active player may make each turn") },
  { "strict-trade", HW_PARAM_BOOL, "off", 0, 0, NULL, "BASE-TRADE-03",
    N_("No trading in a turn after building, moving a ship or buying a development card") },
  { "bank-size", HW_PARAM_INT, "19", 1, 99, NULL, "BASE-PROD-03",
    N_("Cards of each resource in the bank") },
  { "roads", HW_PARAM_INT, "15", 0, 30, NULL, "BASE-PIECES-02",
    N_("Roads each player has") },
  { "settlements", HW_PARAM_INT, "5", 0, 15, NULL, "BASE-PIECES-02",
    N_("Settlements each player has") },
  { "cities", HW_PARAM_INT, "4", 0, 15, NULL, "BASE-PIECES-02",
    N_("Cities each player has") },
  { "dev-knights", HW_PARAM_INT, "14", 0, 30, NULL, "BASE-DEV-02",
    N_("Knight cards in the development deck") },
  { "dev-victory-points", HW_PARAM_INT, "5", 0, 15, NULL, "BASE-DEV-02",
    N_("Victory point cards in the development deck") },
  { "dev-road-building", HW_PARAM_INT, "2", 0, 10, NULL, "BASE-DEV-02",
    N_("Road Building cards in the development deck") },
  { "dev-year-of-plenty", HW_PARAM_INT, "2", 0, 10, NULL, "BASE-DEV-02",
    N_("Year of Plenty cards in the development deck") },
  { "dev-monopoly", HW_PARAM_INT, "2", 0, 10, NULL, "BASE-DEV-02",
    N_("Monopoly cards in the development deck") },
  { "sevens", HW_PARAM_CHOICE, "normal", 0, 0, "normal reroll-first-two-rounds reroll-all", "BASE-SEVEN-03",
    N_("Whether a rolled 7 counts, is rolled again in the first two rounds, or always") },
  { "red-adjacent", HW_PARAM_CHOICE, "error", 0, 0, "error warning off", "validator",
    N_("How a 6 or 8 next to another 6 or 8 is reported") },
  { "equal-adjacent", HW_PARAM_CHOICE, "warning", 0, 0, "error warning off", "validator",
    N_("How two equal numbers next to each other are reported") },
  { "generator-red-apart", HW_PARAM_BOOL, "on", 0, 0, NULL, "generator",
    N_("Generated boards never put a 6 or 8 next to another 6 or 8") },
  { "generator-equal-apart", HW_PARAM_BOOL, "on", 0, 0, NULL, "generator",
    N_("Generated boards never put equal numbers next to each other") },
  { "generator-clump", HW_PARAM_INT, "3", 0, 100, NULL, "generator",
    N_("Generated boards have no group of this many adjacent hexes of one terrain (0 = off)") },
  { "generator-gold-not-red", HW_PARAM_BOOL, "on", 0, 0, NULL, "generator",
    N_("Generated boards never put a 6 or 8 on gold or a volcano") },
  { "generator-harbor-apart", HW_PARAM_BOOL, "off", 0, 0, NULL, "generator",
    N_("Generated boards never put a 2:1 harbor next to a hex yielding its resource") },
  { "generator-node-pips", HW_PARAM_BOOL, "off", 0, 0, NULL, "generator",
    N_("Generated boards keep the pip sum at every node within the limits below") },
  { "generator-node-pips-min", HW_PARAM_INT, "4", 0, 15, NULL, "generator",
    N_("Lowest pip sum at a node between three numbered hexes") },
  { "generator-node-pips-max", HW_PARAM_INT, "12", 0, 15, NULL, "generator",
    N_("Highest pip sum at any node") },
  { "generator-chits", HW_PARAM_CHOICE, "shuffle", 0, 0, "shuffle spiral", "generator",
    N_("Deal number chits at random, or along the rulebook's A-R spiral") },
  { NULL }
};

static const HwParamInfo seafarers_params[] = {
  { "island-bonus", HW_PARAM_INT, "2", 0, 10, NULL, "SEA-ISLAND",
    N_("Special victory points for the first settlement on each other island") },
  { "ships", HW_PARAM_INT, "15", 0, 30, NULL, "BASE-PIECES-02",
    N_("Ships each player has") },
  { NULL }
};

static const HwParamInfo volcano_params[] = {
  { "volcano-produces", HW_PARAM_CHOICE, "gold", 0, 0, "gold brick lumber ore grain wool", "VOL-03",
    N_("What a volcano gives to adjacent buildings") },
  { "robber-stops-eruption", HW_PARAM_BOOL, "off", 0, 0, NULL, "VOL-04",
    N_("A volcano with the robber on it does not erupt") },
  { NULL }
};

static const HwParamInfo no_params[] = {
  { NULL }
};

/* Pioneers' rules with no hexwright equivalent, kept so a map goes back to Pioneers as it came
 * (hw-pioneers-read.c). Each default is neutral: what hexwright plays anyway. The engine
 * refuses a scenario while one of them is away from it (hw_pioneers_unplayed_rule()), except
 * the dice deck's sizes, which mean nothing while the deck is off. The counts Pioneers
 * shares with the base and seafarers modules are kept here only when they are beyond
 * hexwright's range (-1, the default, means "as the base parameter says"). */
static const HwParamInfo pioneers_params[] = {
  { "use-dice-deck", HW_PARAM_BOOL, "off", 0, 0, NULL, "pioneers",
    N_("Pioneers: draw dice rolls from a deck of cards") },
  { "num-dice-decks", HW_PARAM_INT, "2", 1, 100, NULL, "pioneers",
    N_("Pioneers: decks of 36 dice cards") },
  { "num-removed-dice-cards", HW_PARAM_INT, "5", 0, 1000, NULL, "pioneers",
    N_("Pioneers: dice cards left when the deck is reshuffled") },
  { "check-victory-at-end-of-turn", HW_PARAM_BOOL, "off", 0, 0, NULL, "pioneers",
    N_("Pioneers: a win counts only at the end of a turn") },
  { "num-bridges", HW_PARAM_INT, "0", 0, 1000, NULL, "pioneers",
    N_("Pioneers: bridges per player") },
  { "num-city-walls", HW_PARAM_INT, "0", 0, 1000, NULL, "pioneers",
    N_("Pioneers: city walls per player") },
  { "use-pirate", HW_PARAM_BOOL, "off", 0, 0, NULL, "pioneers",
    N_("Pioneers: a 7 may move the pirate instead of the robber") },
  { "num-roads", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: roads per player, beyond the base parameter's range (-1: none)") },
  { "num-ships", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: ships per player, beyond the seafarers parameter's range (-1: none)") },
  { "num-settlements", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: settlements per player, beyond the base parameter's range (-1: none)") },
  { "num-cities", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: cities per player, beyond the base parameter's range (-1: none)") },
  { "resource-count", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: cards of each resource, beyond the base parameter's range (-1: none)") },
  { "develop-road", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: Road Building cards, beyond the base parameter's range (-1: none)") },
  { "develop-monopoly", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: Monopoly cards, beyond the base parameter's range (-1: none)") },
  { "develop-plenty", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: Year of Plenty cards, beyond the base parameter's range (-1: none)") },
  { "develop-chapel", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: Chapel cards, when the victory point cards are beyond the base parameter's range (-1: none)") },
  { "develop-university", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: University cards, when the victory point cards are beyond the base parameter's range (-1: none)") },
  { "develop-governor", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: Governor's House cards, when the victory point cards are beyond the base parameter's range (-1: none)") },
  { "develop-library", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: Library cards, when the victory point cards are beyond the base parameter's range (-1: none)") },
  { "develop-market", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: Market cards, when the victory point cards are beyond the base parameter's range (-1: none)") },
  { "develop-soldier", HW_PARAM_INT, "-1", -1, 1000, NULL, "pioneers",
    N_("Pioneers: Soldier (Knight) cards, beyond the base parameter's range (-1: none)") },
  { NULL }
};

/* The engine's own modules; the rule modules registered come before "pioneers", the last. */
#define MAX_REGISTERED 16
static HwModuleInfo modules[6 + MAX_REGISTERED] = {
  { "base", N_("The rules of the base game: building, the robber, development cards and trade"), NULL, base_params },
  { "seafarers", N_("Seafarers: ships, gold, islands"), "base", seafarers_params },
  { "volcano", N_("Volcano hexes that erupt"), "base", volcano_params },
  { "jungle", N_("Jungle hexes that give discoveries"), "base", no_params },
  { "pioneers", N_("Rules of a Pioneers map that hexwright does not play"), "base", pioneers_params },
  { NULL }
};
static guint n_modules = 5;

void
hw_modules_register (const HwModuleInfo *info)
{
  g_return_if_fail (info != NULL && info->id != NULL);
  g_return_if_fail (n_modules + 1 < G_N_ELEMENTS (modules));

  if (hw_modules_lookup (info->id) != NULL)
    return;
  /* Before "pioneers", after the engine's own and the modules registered earlier. */
  memmove (&modules[n_modules], &modules[n_modules - 1], 2 * sizeof modules[0]);
  modules[n_modules - 1] = *info;
  n_modules++;
}

/* The rule modules' statistics descriptors, for the floors that may not ask the registry. */
static const HwModuleStatsDesc *stats_descs[16];
static guint n_stats_descs;

void
hw_modules_register_stats (const HwModuleStatsDesc *desc)
{
  g_return_if_fail (desc != NULL);
  g_return_if_fail (n_stats_descs < G_N_ELEMENTS (stats_descs));

  for (guint i = 0; i < n_stats_descs; i++)
    if (stats_descs[i] == desc)
      return;
  stats_descs[n_stats_descs++] = desc;
}

guint
hw_modules_stats (const HwModuleStatsDesc *const **descs)
{
  *descs = stats_descs;
  return n_stats_descs;
}

const HwModuleInfo *
hw_modules_all (void)
{
  return modules;
}

const HwModuleInfo *
hw_modules_lookup (const char *id)
{
  for (const HwModuleInfo *m = modules; m->id != NULL; m++)
    if (g_strcmp0 (m->id, id) == 0)
      return m;
  return NULL;
}

const HwParamInfo *
hw_module_info_param (const HwModuleInfo *module,
                      const char         *name)
{
  for (const HwParamInfo *p = module->params; p->name != NULL; p++)
    if (g_strcmp0 (p->name, name) == 0)
      return p;
  return NULL;
}

gboolean
hw_param_parse_bool (const char *value,
                     gboolean   *out)
{
  static const char *yes[] = { "on", "true", "yes", "1" };
  static const char *no[] = { "off", "false", "no", "0" };

  for (guint i = 0; i < G_N_ELEMENTS (yes); i++)
    {
      if (g_strcmp0 (value, yes[i]) == 0)
        return *out = TRUE, TRUE;
      if (g_strcmp0 (value, no[i]) == 0)
        return *out = FALSE, TRUE;
    }
  return FALSE;
}

gboolean
hw_param_info_check (const HwParamInfo  *param,
                     const char         *value,
                     char              **error_message)
{
  gboolean b;
  gint64 n;
  g_auto (GStrv) choices = NULL;

  switch (param->type)
    {
    case HW_PARAM_BOOL:
      if (hw_param_parse_bool (value, &b))
        return TRUE;
      *error_message = g_strdup_printf (_("“%s” is not on or off"), value);
      return FALSE;

    case HW_PARAM_INT:
      if (g_ascii_string_to_signed (value, 10, param->min, param->max, &n, NULL))
        return TRUE;
      *error_message = g_strdup_printf (_("“%s” is not a whole number from %d to %d"),
                                        value, param->min, param->max);
      return FALSE;

    case HW_PARAM_CHOICE:
      choices = g_strsplit (param->choices, " ", -1);
      if (g_strv_contains ((const char * const *) choices, value))
        return TRUE;
      *error_message = g_strdup_printf (_("“%s” is not one of: %s"), value, param->choices);
      return FALSE;

    default:
      g_return_val_if_reached (FALSE);
    }
}
