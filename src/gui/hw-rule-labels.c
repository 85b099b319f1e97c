/* hw-rule-labels.c: readable, translated names for rule modules, parameters and choices. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "hw-rule-labels.h"

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
  { "desert-raiders", N_("The Desert Raiders") },
  { "barbarian-attack", N_("Barbarian Attack") },
  { "robin-hood", N_("Robin Hood") },
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
  { "raiders-in-setup", N_("Raiders in the setup") },
  { "barbarians", N_("Barbarians in the supply") },
};

static const HwLabel choice_labels[] = {
  { "error", N_("Error") },
  { "warning", N_("Warning") },
  { "off", N_("Not checked") },
  { "shuffle", N_("At random") },
  { "spiral", N_("Along the spiral") },
  { "gold", N_("Gold") },
  { "brick", N_("Brick") },
  { "lumber", N_("Lumber") },
  { "ore", N_("Ore") },
  { "grain", N_("Grain") },
  { "wool", N_("Wool") },
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
  return hw_label_lookup (module_labels, G_N_ELEMENTS (module_labels), id);
}

const char *
hw_rule_param_label (const char *name)
{
  return hw_label_lookup (param_labels, G_N_ELEMENTS (param_labels), name);
}

const char *
hw_rule_choice_label (const char *value)
{
  return hw_label_lookup (choice_labels, G_N_ELEMENTS (choice_labels), value);
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
