/* hw-terrain.h: terrains, resources and pawn kinds, with their names and properties. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  HW_TERRAIN_NONE = 0,   /* a hole: no hex here */
  HW_TERRAIN_SEA,
  HW_TERRAIN_DESERT,
  HW_TERRAIN_FIELDS,
  HW_TERRAIN_HILLS,
  HW_TERRAIN_MOUNTAINS,
  HW_TERRAIN_FOREST,
  HW_TERRAIN_PASTURE,
  HW_TERRAIN_GOLD,
  HW_TERRAIN_VOLCANO,
  HW_TERRAIN_JUNGLE,
  HW_TERRAIN_CASTLE,
  HW_N_TERRAINS
} HwTerrain;

typedef enum
{
  HW_RESOURCE_NONE = -1, /* nothing, or "any" for a 3:1 harbor */
  HW_RESOURCE_BRICK = 0,
  HW_RESOURCE_LUMBER,
  HW_RESOURCE_ORE,
  HW_RESOURCE_GRAIN,
  HW_RESOURCE_WOOL,
  HW_N_RESOURCES
} HwResource;

typedef enum
{
  HW_PAWN_ROBBER = 0,
  HW_PAWN_RAIDER,
  HW_PAWN_BARBARIAN,
  HW_PAWN_ROBIN,
  HW_N_PAWNS
} HwPawn;

/* Returns the file-format name of a terrain ("fields"), or NULL when out of range. */
const char *hw_terrain_to_string    (HwTerrain   terrain);
/* Parses a file-format terrain name; returns FALSE when unknown. */
gboolean    hw_terrain_from_string  (const char *name,
                                     HwTerrain  *terrain);
/* Returns the translated, human name of a terrain ("Fields"). */
const char *hw_terrain_label        (HwTerrain   terrain);
/* Returns TRUE for every terrain except sea and none. */
gboolean    hw_terrain_is_land      (HwTerrain   terrain);
/* Returns TRUE when the terrain takes a number chit (producing land, gold, volcano, jungle). */
gboolean    hw_terrain_takes_chit   (HwTerrain   terrain);
/* Returns the resource a terrain yields to adjacent buildings, or HW_RESOURCE_NONE. */
HwResource  hw_terrain_resource     (HwTerrain   terrain);
/* Returns the terrain that yields @resource. */
HwTerrain   hw_resource_terrain     (HwResource  resource);

/* Returns the file-format name of a resource ("brick"). */
const char *hw_resource_to_string   (HwResource  resource);
/* Parses a file-format resource name; returns FALSE when unknown. */
gboolean    hw_resource_from_string (const char *name,
                                     HwResource *resource);
/* Returns the translated, human name of a resource. */
const char *hw_resource_label       (HwResource  resource);

/* Returns the file-format name of a pawn kind ("raider"). */
const char *hw_pawn_to_string       (HwPawn      pawn);
/* Parses a file-format pawn name; returns FALSE when unknown. */
gboolean    hw_pawn_from_string     (const char *name,
                                     HwPawn     *pawn);
/* Returns the translated, human name of a pawn kind. */
const char *hw_pawn_label           (HwPawn      pawn);

/* Returns the number of probability dots of a chit: 6 - |7 - n|, 0 outside 2..12. */
int         hw_chit_pips            (int         number);

G_END_DECLS
