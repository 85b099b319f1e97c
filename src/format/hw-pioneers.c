/* hw-pioneers.c: the tables the `.game` reader and writer share. */
#include "config.h"

#include "hw-pioneers-private.h"

#include "hw-modules.h"
#include "hw-scenario-io.h"

#include <stdlib.h>
#include <string.h>

#define P HW_PIONEERS_MODULE

const HwPioneersKey hw_pioneers_keys[] = {
  { "title", HW_PK_OTHER, NULL, NULL, 0, 0 },
  { "variant", HW_PK_OTHER, NULL, NULL, 0, 0 },
  { "random-terrain", HW_PK_OTHER, NULL, NULL, 0, 0 },
  { "strict-trade", HW_PK_BOOL, "base", "strict-trade", 0, 0 },
  { "domestic-trade", HW_PK_BOOL, "base", "domestic-trade", 0, 0 },
  { "num-players", HW_PK_OTHER, NULL, NULL, 0, 0 },
  { "sevens-rule", HW_PK_INT, "base", "sevens", 0, 2 },
  { "use-dice-deck", HW_PK_BOOL, P, "use-dice-deck", 0, 0 },
  { "num-dice-decks", HW_PK_INT, P, "num-dice-decks", 1, 100 },
  { "num-removed-dice-cards", HW_PK_INT, P, "num-removed-dice-cards", 0, 1000 },
  { "victory-points", HW_PK_OTHER, NULL, NULL, 0, 0 },
  { "check-victory-at-end-of-turn", HW_PK_BOOL, P, "check-victory-at-end-of-turn", 0, 0 },
  { "num-roads", HW_PK_INT, "base", "roads", 0, 1000 },
  { "num-bridges", HW_PK_INT, P, "num-bridges", 0, 1000 },
  { "num-ships", HW_PK_INT, "seafarers", "ships", 0, 1000 },
  { "num-settlements", HW_PK_INT, "base", "settlements", 0, 1000 },
  { "num-cities", HW_PK_INT, "base", "cities", 0, 1000 },
  { "num-city-walls", HW_PK_INT, P, "num-city-walls", 0, 1000 },
  { "resource-count", HW_PK_INT, "base", "bank-size", 0, 1000 },
  { "develop-road", HW_PK_INT, "base", "dev-road-building", 0, 1000 },
  { "develop-monopoly", HW_PK_INT, "base", "dev-monopoly", 0, 1000 },
  { "develop-plenty", HW_PK_INT, "base", "dev-year-of-plenty", 0, 1000 },
  { "develop-chapel", HW_PK_INT, "base", "dev-victory-points", 0, 1000 },
  { "develop-university", HW_PK_INT, "base", "dev-victory-points", 0, 1000 },
  { "develop-governor", HW_PK_INT, "base", "dev-victory-points", 0, 1000 },
  { "develop-library", HW_PK_INT, "base", "dev-victory-points", 0, 1000 },
  { "develop-market", HW_PK_INT, "base", "dev-victory-points", 0, 1000 },
  { "develop-soldier", HW_PK_INT, "base", "dev-knights", 0, 1000 },
  { "use-pirate", HW_PK_BOOL, P, "use-pirate", 0, 0 },
  { "island-discovery-bonus", HW_PK_OTHER, NULL, NULL, 0, 0 },
  { "#", HW_PK_OTHER, NULL, NULL, 0, 0 },
  { "desc", HW_PK_OTHER, NULL, NULL, 0, 0 },
  { NULL }
};

#undef P

const char *const hw_pioneers_vp_cards[HW_PIONEERS_N_VP_CARDS] = {
  "develop-chapel", "develop-university", "develop-governor", "develop-library", "develop-market",
};

gboolean
hw_pioneers_has_override (const char *key)
{
  return hw_module_info_param (hw_modules_lookup (HW_PIONEERS_MODULE), key) != NULL;
}

char
hw_pioneers_terrain_letter (HwTerrain terrain)
{
  switch (terrain)
    {
    case HW_TERRAIN_SEA: return 's';
    case HW_TERRAIN_FOREST: return 't';
    case HW_TERRAIN_PASTURE: return 'p';
    case HW_TERRAIN_FIELDS: return 'f';
    case HW_TERRAIN_HILLS: return 'h';
    case HW_TERRAIN_MOUNTAINS: return 'm';
    case HW_TERRAIN_DESERT: return 'd';
    case HW_TERRAIN_GOLD: return 'g';
    default: return 0;
    }
}

char
hw_pioneers_port_letter (HwResource resource)
{
  switch (resource)
    {
    case HW_RESOURCE_BRICK: return 'b';
    case HW_RESOURCE_GRAIN: return 'g';
    case HW_RESOURCE_ORE: return 'o';
    case HW_RESOURCE_WOOL: return 'w';
    case HW_RESOURCE_LUMBER: return 'l';
    default: return '?';
    }
}

const char *
hw_pioneers_corner_name (HwCorner corner)
{
  static const char *const names[] = { "n", "ne", "se", "s", "sw", "nw" };

  g_return_val_if_fail (corner < 6, "n");
  return names[corner];
}

int
hw_pioneers_param_default (const char *name)
{
  const HwParamInfo *p = hw_module_info_param (hw_modules_lookup (HW_PIONEERS_MODULE), name);
  gboolean b = FALSE;

  g_return_val_if_fail (p != NULL, 0);
  if (p->type == HW_PARAM_BOOL)
    return hw_param_parse_bool (p->default_value, &b) && b;
  return atoi (p->default_value);
}

/* A value equal to the default asks for nothing hexwright does not do; the dice deck's sizes
 * ask for nothing while the deck itself is off. */
const char *
hw_pioneers_unplayed_rule (const HwScenario *scenario)
{
  const HwModule *m = hw_scenario_find_module (scenario, HW_PIONEERS_MODULE);
  const HwModuleInfo *info = hw_modules_lookup (HW_PIONEERS_MODULE);
  const char *deck = hw_scenario_get_param (scenario, HW_PIONEERS_MODULE, "use-dice-deck");
  gboolean deck_on = FALSE;

  if (m == NULL)
    return NULL;
  if (deck != NULL && !hw_param_parse_bool (deck, &deck_on))
    return "use-dice-deck";
  for (guint i = 0; i < m->params->len; i++)
    {
      const HwParam *p = g_ptr_array_index (m->params, i);
      const HwParamInfo *pi = hw_module_info_param (info, p->name);
      gboolean a, b;

      /* An unknown parameter is the validator's to report; it asks for an unknown rule. */
      if (pi == NULL)
        return p->name;
      if (!deck_on && (strcmp (p->name, "num-dice-decks") == 0 ||
                       strcmp (p->name, "num-removed-dice-cards") == 0))
        continue;
      if (pi->type == HW_PARAM_BOOL)
        {
          if (!hw_param_parse_bool (p->value, &a) || !hw_param_parse_bool (pi->default_value, &b) ||
              a != b)
            return p->name;
        }
      else
        {
          gint64 n;

          if (!g_ascii_string_to_signed (p->value, 10, G_MININT, G_MAXINT, &n, NULL) ||
              n != g_ascii_strtoll (pi->default_value, NULL, 10))
            return p->name;
        }
    }
  return NULL;
}

gboolean
hw_pioneers_path_is_game (const char *path)
{
  gsize n = path ? strlen (path) : 0;

  return n > 5 && g_ascii_strcasecmp (path + n - 5, ".game") == 0;
}

HwScenario *
hw_pioneers_load_any (const char  *path,
                      GPtrArray  **warnings,
                      GError     **error)
{
  if (hw_pioneers_path_is_game (path))
    return hw_pioneers_load_file (path, warnings, error);
  return hw_scenario_load_file (path, error);
}
