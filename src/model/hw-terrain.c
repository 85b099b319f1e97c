/* hw-terrain.c: terrain, resource and pawn tables. */
#include "config.h"

#include "hw-terrain.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

typedef struct
{
  const char *name;
  const char *label;
  gboolean    land;
  gboolean    chit;
  HwResource  resource;
} TerrainInfo;

static const TerrainInfo terrains[HW_N_TERRAINS] = {
  [HW_TERRAIN_NONE]      = { "none",      N_("None"),      FALSE, FALSE, HW_RESOURCE_NONE },
  [HW_TERRAIN_SEA]       = { "sea",       N_("Sea"),       FALSE, FALSE, HW_RESOURCE_NONE },
  [HW_TERRAIN_DESERT]    = { "desert",    N_("Desert"),    TRUE,  FALSE, HW_RESOURCE_NONE },
  [HW_TERRAIN_FIELDS]    = { "fields",    N_("Fields"),    TRUE,  TRUE,  HW_RESOURCE_GRAIN },
  [HW_TERRAIN_HILLS]     = { "hills",     N_("Hills"),     TRUE,  TRUE,  HW_RESOURCE_BRICK },
  [HW_TERRAIN_MOUNTAINS] = { "mountains", N_("Mountains"), TRUE,  TRUE,  HW_RESOURCE_ORE },
  [HW_TERRAIN_FOREST]    = { "forest",    N_("Forest"),    TRUE,  TRUE,  HW_RESOURCE_LUMBER },
  [HW_TERRAIN_PASTURE]   = { "pasture",   N_("Pasture"),   TRUE,  TRUE,  HW_RESOURCE_WOOL },
  [HW_TERRAIN_GOLD]      = { "gold",      N_("Gold"),      TRUE,  TRUE,  HW_RESOURCE_NONE },
  [HW_TERRAIN_VOLCANO]   = { "volcano",   N_("Volcano"),   TRUE,  TRUE,  HW_RESOURCE_NONE },
  [HW_TERRAIN_JUNGLE]    = { "jungle",    N_("Jungle"),    TRUE,  TRUE,  HW_RESOURCE_NONE },
  [HW_TERRAIN_CASTLE]    = { "castle",    N_("Castle"),    TRUE,  FALSE, HW_RESOURCE_NONE },
};

static const char *resource_names[HW_N_RESOURCES] = { "brick", "lumber", "ore", "grain", "wool" };
static const char *resource_labels[HW_N_RESOURCES] = { N_("Brick"), N_("Lumber"), N_("Ore"), N_("Grain"), N_("Wool") };
static const char *pawn_names[HW_N_PAWNS] = { "robber", "raider", "barbarian", "robin" };
static const char *pawn_labels[HW_N_PAWNS] = { N_("Robber"), N_("Desert Raider"), N_("Barbarian"), N_("Robin Hood") };

const char *
hw_terrain_to_string (HwTerrain terrain)
{
  if ((guint) terrain >= HW_N_TERRAINS)
    return NULL;
  return terrains[terrain].name;
}

gboolean
hw_terrain_from_string (const char *name,
                        HwTerrain  *terrain)
{
  g_return_val_if_fail (name != NULL, FALSE);
  for (int t = 0; t < HW_N_TERRAINS; t++)
    if (strcmp (terrains[t].name, name) == 0)
      {
        *terrain = (HwTerrain) t;
        return TRUE;
      }
  return FALSE;
}

const char *
hw_terrain_label (HwTerrain terrain)
{
  g_return_val_if_fail ((guint) terrain < HW_N_TERRAINS, "");
  return _(terrains[terrain].label);
}

gboolean
hw_terrain_is_land (HwTerrain terrain)
{
  return (guint) terrain < HW_N_TERRAINS && terrains[terrain].land;
}

gboolean
hw_terrain_takes_chit (HwTerrain terrain)
{
  return (guint) terrain < HW_N_TERRAINS && terrains[terrain].chit;
}

HwResource
hw_terrain_resource (HwTerrain terrain)
{
  if ((guint) terrain >= HW_N_TERRAINS)
    return HW_RESOURCE_NONE;
  return terrains[terrain].resource;
}

HwTerrain
hw_resource_terrain (HwResource resource)
{
  for (int t = 0; t < HW_N_TERRAINS; t++)
    if (terrains[t].resource == resource && resource != HW_RESOURCE_NONE)
      return (HwTerrain) t;
  return HW_TERRAIN_NONE;
}

const char *
hw_resource_to_string (HwResource resource)
{
  if ((guint) resource >= HW_N_RESOURCES)
    return NULL;
  return resource_names[resource];
}

gboolean
hw_resource_from_string (const char *name,
                         HwResource *resource)
{
  g_return_val_if_fail (name != NULL, FALSE);
  for (int r = 0; r < HW_N_RESOURCES; r++)
    if (strcmp (resource_names[r], name) == 0)
      {
        *resource = (HwResource) r;
        return TRUE;
      }
  return FALSE;
}

const char *
hw_resource_label (HwResource resource)
{
  if ((guint) resource >= HW_N_RESOURCES)
    return _("Any");
  return _(resource_labels[resource]);
}

const char *
hw_pawn_to_string (HwPawn pawn)
{
  if ((guint) pawn >= HW_N_PAWNS)
    return NULL;
  return pawn_names[pawn];
}

gboolean
hw_pawn_from_string (const char *name,
                     HwPawn     *pawn)
{
  g_return_val_if_fail (name != NULL, FALSE);
  for (int p = 0; p < HW_N_PAWNS; p++)
    if (strcmp (pawn_names[p], name) == 0)
      {
        *pawn = (HwPawn) p;
        return TRUE;
      }
  return FALSE;
}

const char *
hw_pawn_label (HwPawn pawn)
{
  g_return_val_if_fail ((guint) pawn < HW_N_PAWNS, "");
  return _(pawn_labels[pawn]);
}

int
hw_chit_pips (int number)
{
  if (number < 2 || number > 12)
    return 0;
  return 6 - abs (7 - number);
}
