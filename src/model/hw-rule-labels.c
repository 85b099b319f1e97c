/* hw-rule-labels.c: readable, translated names for rule modules, parameters and choices. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "hw-rule-labels.h"
#include "hw-modules.h"

typedef struct
{
  const char *id;
  const char *label;
} HwLabel;

static const HwLabel module_labels[] = {
  { "base", N_("Base game") },
  { "seafarers", N_("Seafarers") },
  { "volcano", N_("Volcanoes") },
  { "jungle", N_("Jungles") },
  { "pioneers", N_("Pioneers rules") },
};

static const HwLabel param_labels[] = {
  { "bank-limit", N_("Bank runs short") },
  { "domestic-trade", N_("Trade between players") },
  { "strict-trade", N_("No trade after building") },
  { "bank-size", N_("Bank: cards of each resource") },
  { "red-adjacent", N_("6 and 8 side by side") },
  { "equal-adjacent", N_("Equal numbers side by side") },
  { "generator-red-apart", N_("Generate: keep 6 and 8 apart") },
  { "generator-equal-apart", N_("Generate: keep equal numbers apart") },
  { "generator-clump", N_("Generate: largest terrain group") },
  { "generator-gold-not-red", N_("Generate: no 6 or 8 on gold or volcano") },
  { "generator-harbor-apart", N_("Generate: 2:1 harbors away from their land") },
  { "generator-node-pips", N_("Generate: limit the pips at corners") },
  { "generator-node-pips-min", N_("Generate: fewest pips at a corner") },
  { "generator-node-pips-max", N_("Generate: most pips at a corner") },
  { "generator-chits", N_("Generate: how chits are dealt") },
  { "island-bonus", N_("Island bonus") },
  { "volcano-produces", N_("A volcano produces") },
  { "robber-stops-eruption", N_("Robber stops eruptions") },
  { "trade-offers", N_("Trade offers per turn") },
  { "roads", N_("Roads") },
  { "settlements", N_("Settlements") },
  { "cities", N_("Cities") },
  { "ships", N_("Ships") },
  { "dev-knights", N_("Knight cards") },
  { "dev-victory-points", N_("Victory Point cards") },
  { "dev-road-building", N_("Road Building cards") },
  { "dev-year-of-plenty", N_("Year of Plenty cards") },
  { "dev-monopoly", N_("Monopoly cards") },
  { "sevens", N_("A rolled 7") },
  /* The pioneers module: settings of a Pioneers map that hexwright keeps but does not play. */
  { "use-dice-deck", N_("Dice deck instead of dice") },
  { "num-dice-decks", N_("Dice decks") },
  { "num-removed-dice-cards", N_("Dice cards left at a reshuffle") },
  { "check-victory-at-end-of-turn", N_("Win only at the end of a turn") },
  { "num-bridges", N_("Bridges") },
  { "num-city-walls", N_("City walls") },
  { "use-pirate", N_("Pirate") },
  { "num-roads", N_("Roads, beyond the base range") },
  { "num-ships", N_("Ships, beyond the Seafarers range") },
  { "num-settlements", N_("Settlements, beyond the base range") },
  { "num-cities", N_("Cities, beyond the base range") },
  { "resource-count", N_("Bank cards, beyond the base range") },
  { "develop-road", N_("Road Building cards, beyond the base range") },
  { "develop-monopoly", N_("Monopoly cards, beyond the base range") },
  { "develop-plenty", N_("Year of Plenty cards, beyond the base range") },
  { "develop-chapel", N_("Chapel cards") },
  { "develop-university", N_("University cards") },
  { "develop-governor", N_("Governor’s House cards") },
  { "develop-library", N_("Library cards") },
  { "develop-market", N_("Market cards") },
  { "develop-soldier", N_("Soldier cards, beyond the base range") },
};

static const HwLabel choice_labels[] = {
  { "error", N_("Error") },
  { "warning", N_("Warning") },
  { "off", N_("Not checked") },
  { "shuffle", N_("At random") },
  { "spiral", N_("Along the spiral") },
  /* Not the terrain "Gold" (a gold river): what a volcano gives, a resource of the owner’s choice. */
  { "gold", N_("Gold: any resource") },
  { "brick", N_("Brick") },
  { "lumber", N_("Lumber") },
  { "ore", N_("Ore") },
  { "grain", N_("Grain") },
  { "wool", N_("Wool") },
  { "normal", N_("Always counts") },
  { "reroll-first-two-rounds", N_("Rolled again in the first two rounds") },
  { "reroll-all", N_("Always rolled again") },
  { "edge", N_("The side the die names") },
  { "axis", N_("Both sides of the die’s direction") },
  { "sheriff", N_("The sheriff") },
  { "robin", N_("Robin Hood") },
};

typedef struct
{
  const char *param;
  const char *value;
  const char *explanation;
} HwChoiceExplanation;

/* What choosing a value does; the same value may mean different things to two parameters. */
static const HwChoiceExplanation choice_explanations[] = {
  { "sevens", "normal", N_("A rolled 7 moves the robber, as in the rulebook") },
  { "sevens", "reroll-first-two-rounds", N_("A 7 in the first two rounds is rolled again; later it counts") },
  { "sevens", "reroll-all", N_("Every 7 is rolled again: only a Knight moves the robber") },
  { "red-adjacent", "error", N_("Listed as an error: the board is not valid") },
  { "red-adjacent", "warning", N_("Listed as a warning: the board stays valid") },
  { "red-adjacent", "off", N_("Not listed at all") },
  { "equal-adjacent", "error", N_("Listed as an error: the board is not valid") },
  { "equal-adjacent", "warning", N_("Listed as a warning: the board stays valid") },
  { "equal-adjacent", "off", N_("Not listed at all") },
  { "generator-chits", "shuffle", N_("Number chits are dealt at random") },
  { "generator-chits", "spiral", N_("Number chits are laid in the rulebook’s A–R order along a spiral") },
  { "volcano-produces", "gold", N_("Each adjacent settlement takes 1, each city 2 resources of its owner’s choice") },
  { "volcano-produces", "brick", N_("Each adjacent settlement takes 1 brick, each city 2") },
  { "volcano-produces", "lumber", N_("Each adjacent settlement takes 1 lumber, each city 2") },
  { "volcano-produces", "ore", N_("Each adjacent settlement takes 1 ore, each city 2") },
  { "volcano-produces", "grain", N_("Each adjacent settlement takes 1 grain, each city 2") },
  { "volcano-produces", "wool", N_("Each adjacent settlement takes 1 wool, each city 2") },
  { "knight-losses", "edge", N_("The knight on the side of the won hex that the die names returns to its owner, who takes 3 gold") },
  { "enclosure-tie", "sheriff", N_("On equal VP the sheriff, who sprang the trap, wins") },
  { "enclosure-tie", "robin", N_("On equal VP Robin Hood wins: the sheriff needs more VP than Robin") },
  { "knight-losses", "axis", N_("The knights on the two opposite sides of the die’s direction (1/4, 2/5, 3/6) return, 3 gold each") },
};

static const char *
hw_label_lookup (const HwLabel *labels,
                 gsize          n,
                 const char    *id)
{
  for (gsize i = 0; i < n; i++)
    if (g_strcmp0 (labels[i].id, id) == 0)
      return _(labels[i].label);
  return id;
}

const char *
hw_rule_module_label (const char *id)
{
  const HwModuleInfo *m = hw_modules_lookup (id);

  /* A rule module brings its own label (hw-modules.h). */
  if (m != NULL && m->label != NULL)
    return _(m->label);
  return hw_label_lookup (module_labels, G_N_ELEMENTS (module_labels), id);
}

const char *
hw_rule_param_label (const char *name)
{
  for (const HwModuleInfo *m = hw_modules_all (); m->id != NULL; m++)
    for (const HwParamInfo *p = m->params; p != NULL && p->name != NULL; p++)
      if (p->label != NULL && g_strcmp0 (p->name, name) == 0)
        return _(p->label);
  return hw_label_lookup (param_labels, G_N_ELEMENTS (param_labels), name);
}

const char *
hw_rule_choice_label (const char *value)
{
  return hw_label_lookup (choice_labels, G_N_ELEMENTS (choice_labels), value);
}

const char *
hw_rule_choice_explanation (const char *param,
                            const char *value)
{
  for (gsize i = 0; i < G_N_ELEMENTS (choice_explanations); i++)
    if (g_strcmp0 (choice_explanations[i].param, param) == 0
        && g_strcmp0 (choice_explanations[i].value, value) == 0)
      return _(choice_explanations[i].explanation);
  return NULL;
}

/* Reads "3-4" or "1" into a range; FALSE for an id that is no player count. */
static gboolean
hw_players_parse (const char *id,
                  int        *min,
                  int        *max)
{
  char *end = NULL;

  if (id == NULL)
    return FALSE;
  *min = (int) strtol (id, &end, 10);
  if (end == id)
    return FALSE;
  *max = *min;
  if (*end == '-')
    {
      const char *rest = end + 1;
      *max = (int) strtol (rest, &end, 10);
      if (end == rest)
        return FALSE;
    }
  return *end == '\0';
}

char *
hw_players_label (const char *variant_id)
{
  int min, max;

  if (!hw_players_parse (variant_id, &min, &max))
    /* Translators: a map named by something other than its player count. */
    return g_strdup_printf (_("map “%s”"), variant_id);
  if (min == max)
    return g_strdup_printf (ngettext ("%d player", "%d players", max), max);
  /* Translators: a map for a range of players, "3–4 players". */
  return g_strdup_printf (_("%d–%d players"), min, max);
}

char *
hw_tables_title (const char *variant_id)
{
  int min, max;

  if (!hw_players_parse (variant_id, &min, &max))
    return g_strdup_printf (_("Tables for map “%s”"), variant_id);
  if (min == max)
    return g_strdup_printf (ngettext ("Tables for %d player", "Tables for %d players", max), max);
  return g_strdup_printf (_("Tables for %d–%d players"), min, max);
}
