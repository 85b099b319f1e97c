/* hw-pioneers.c: the tables the `.game` reader and writer share. */
#include "config.h"

#include "hw-pioneers-private.h"

#include "hw-modules.h"
#include "hw-scenario-io.h"

#include <stdlib.h>
#include <string.h>

const HwPioneersKey hw_pioneers_keys[] = {
  { "title", HW_PK_OTHER, NULL },
  { "variant", HW_PK_OTHER, NULL },
  { "random-terrain", HW_PK_OTHER, NULL },
  { "strict-trade", HW_PK_BOOL, "strict-trade" },
  { "domestic-trade", HW_PK_OTHER, NULL },
  { "num-players", HW_PK_OTHER, NULL },
  { "sevens-rule", HW_PK_INT, "sevens-rule" },
  { "use-dice-deck", HW_PK_BOOL, "use-dice-deck" },
  { "num-dice-decks", HW_PK_INT, "num-dice-decks" },
  { "num-removed-dice-cards", HW_PK_INT, "num-removed-dice-cards" },
  { "victory-points", HW_PK_OTHER, NULL },
  { "check-victory-at-end-of-turn", HW_PK_BOOL, "check-victory-at-end-of-turn" },
  { "num-roads", HW_PK_INT, "num-roads" },
  { "num-bridges", HW_PK_INT, "num-bridges" },
  { "num-ships", HW_PK_OTHER, NULL },
  { "num-settlements", HW_PK_INT, "num-settlements" },
  { "num-cities", HW_PK_INT, "num-cities" },
  { "num-city-walls", HW_PK_INT, "num-city-walls" },
  { "resource-count", HW_PK_INT, "resource-count" },
  { "develop-road", HW_PK_INT, "develop-road" },
  { "develop-monopoly", HW_PK_INT, "develop-monopoly" },
  { "develop-plenty", HW_PK_INT, "develop-plenty" },
  { "develop-chapel", HW_PK_INT, "develop-chapel" },
  { "develop-university", HW_PK_INT, "develop-university" },
  { "develop-governor", HW_PK_INT, "develop-governor" },
  { "develop-library", HW_PK_INT, "develop-library" },
  { "develop-market", HW_PK_INT, "develop-market" },
  { "develop-soldier", HW_PK_INT, "develop-soldier" },
  { "use-pirate", HW_PK_BOOL, "use-pirate" },
  { "island-discovery-bonus", HW_PK_OTHER, NULL },
  { "#", HW_PK_OTHER, NULL },
  { "desc", HW_PK_OTHER, NULL },
  { NULL }
};

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
