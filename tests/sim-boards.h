/* sim-boards.h: scenarios built in code for the simulation tests and benchmarks, so they
 * depend on neither the loader nor the shipped files. */
#pragma once

#include <glib.h>

#include "hw-board.h"
#include "hw-hex.h"
#include "hw-scenario.h"
#include "hw-scenario-io.h"

typedef struct
{
  int       q, r;
  HwTerrain terrain;
  int       chit;
} SimHexSpec;

/* The base game's beginner layout, rows 3-4-5-4-3, read row by row from the top. */
static const SimHexSpec sim_base_land[] = {
  { 0, -2, HW_TERRAIN_MOUNTAINS, 10 }, { 1, -2, HW_TERRAIN_PASTURE, 2 }, { 2, -2, HW_TERRAIN_FOREST, 9 },
  { -1, -1, HW_TERRAIN_FIELDS, 12 }, { 0, -1, HW_TERRAIN_HILLS, 6 }, { 1, -1, HW_TERRAIN_PASTURE, 4 },
  { 2, -1, HW_TERRAIN_HILLS, 10 },
  { -2, 0, HW_TERRAIN_FIELDS, 9 }, { -1, 0, HW_TERRAIN_FOREST, 11 }, { 0, 0, HW_TERRAIN_DESERT, 0 },
  { 1, 0, HW_TERRAIN_FOREST, 3 }, { 2, 0, HW_TERRAIN_MOUNTAINS, 8 },
  { -2, 1, HW_TERRAIN_FOREST, 8 }, { -1, 1, HW_TERRAIN_MOUNTAINS, 3 }, { 0, 1, HW_TERRAIN_FIELDS, 4 },
  { 1, 1, HW_TERRAIN_PASTURE, 5 },
  { -2, 2, HW_TERRAIN_HILLS, 5 }, { -1, 2, HW_TERRAIN_FIELDS, 6 }, { 0, 2, HW_TERRAIN_PASTURE, 11 },
};

/* Two islands off the coast of the base island: volcano, gold and jungle to the east,
 * hills, fields and jungle to the west. */
static const SimHexSpec sim_islands_land[] = {
  { 4, 0, HW_TERRAIN_VOLCANO, 8 }, { 4, -1, HW_TERRAIN_GOLD, 4 }, { 3, 1, HW_TERRAIN_JUNGLE, 10 },
  { -4, 0, HW_TERRAIN_HILLS, 9 }, { -4, 1, HW_TERRAIN_FIELDS, 5 }, { -3, -1, HW_TERRAIN_JUNGLE, 4 },
};

static inline void
sim_add_sea_ring (HwBoard *board,
                  int      radius)
{
  HwCoord ring[64];
  guint n = hw_coord_ring (hw_coord (0, 0), (guint) radius, ring);

  for (guint i = 0; i < n; i++)
    if (hw_board_lookup (board, ring[i]) == NULL)
      hw_board_set_hex (board, ring[i], HW_TERRAIN_SEA);
}

/* Nine harbors on every other hex of the sea ring at @radius, each facing a land neighbour:
 * 4 generic 3:1 and one 2:1 of each resource. */
static inline void
sim_add_harbors (HwBoard *board,
                 int      radius)
{
  static const HwResource kinds[9] = {
    HW_RESOURCE_NONE, HW_RESOURCE_BRICK, HW_RESOURCE_NONE, HW_RESOURCE_LUMBER, HW_RESOURCE_ORE,
    HW_RESOURCE_NONE, HW_RESOURCE_GRAIN, HW_RESOURCE_WOOL, HW_RESOURCE_NONE,
  };
  HwCoord ring[64];
  guint n = hw_coord_ring (hw_coord (0, 0), (guint) radius, ring), placed = 0;

  for (guint i = 0; i < n && placed < 9; i += 2)
    for (int side = 0; side < 6; side++)
      {
        HwCoord land = hw_coord_neighbor (ring[i], (HwSide) side);

        if (hw_terrain_is_land (hw_board_terrain_at (board, land)))
          {
            HwHarbor harbor = { ring[i], (guint8) side, 0, kinds[placed++], 0 };

            hw_board_add_harbor (board, &harbor);
            break;
          }
      }
}

static inline void
sim_add_land (HwBoard          *board,
              const SimHexSpec *spec,
              guint             n)
{
  for (guint i = 0; i < n; i++)
    {
      HwHex *hex = hw_board_set_hex (board, hw_coord (spec[i].q, spec[i].r), spec[i].terrain);

      hex->chit = (guint8) spec[i].chit;
      if (spec[i].terrain == HW_TERRAIN_DESERT)
        hex->pawns[HW_PAWN_ROBBER] = 1;
    }
}

static inline HwScenario *
sim_new_scenario (const char *id,
                  const char *name,
                  int         victory)
{
  HwScenario *scenario = hw_scenario_new ();

  scenario->id = g_strdup (id);
  hw_text_set (scenario->names, "", name);
  scenario->min_players = 2;
  scenario->max_players = 4;
  scenario->victory_points = victory;
  g_ptr_array_add (scenario->modules, hw_module_new ("base"));
  return scenario;
}

/* The base game for 2-4 players on the beginner layout, 10 VP. */
static inline HwScenario *
sim_scenario_base (void)
{
  HwScenario *scenario = sim_new_scenario ("sim-base", "Base game (beginner layout)", 10);
  HwVariant *variant = hw_variant_new ("2-4", 2, 4);

  sim_add_land (variant->board, sim_base_land, G_N_ELEMENTS (sim_base_land));
  sim_add_sea_ring (variant->board, 3);
  sim_add_harbors (variant->board, 3);
  g_ptr_array_add (scenario->variants, variant);
  return scenario;
}

/* The base island with two small islands across the sea, under the Seafarers, volcano and
 * jungle rules, 12 VP. */
static inline HwScenario *
sim_scenario_islands (void)
{
  HwScenario *scenario = sim_new_scenario ("sim-islands", "Islands with volcano and jungle", 12);
  HwVariant *variant = hw_variant_new ("2-4", 2, 4);

  g_ptr_array_add (scenario->modules, hw_module_new ("seafarers"));
  g_ptr_array_add (scenario->modules, hw_module_new ("volcano"));
  g_ptr_array_add (scenario->modules, hw_module_new ("jungle"));
  sim_add_land (variant->board, sim_base_land, G_N_ELEMENTS (sim_base_land));
  sim_add_land (variant->board, sim_islands_land, G_N_ELEMENTS (sim_islands_land));
  for (int radius = 3; radius <= 5; radius++)
    sim_add_sea_ring (variant->board, radius);
  sim_add_harbors (variant->board, 3);
  g_ptr_array_add (scenario->variants, variant);
  return scenario;
}

/* Loads @path and keeps only the rule modules the engine implements today (base, seafarers,
 * volcano producing grain as DR-VOL says, jungle): The Desert Raiders' map without its raiders.
 * Returns NULL and sets @error when the file cannot be loaded. */
static inline HwScenario *
sim_scenario_load_core_rules (const char  *path,
                              GError     **error)
{
  const char *const keep[] = { "base", "seafarers", "volcano", "jungle", NULL };
  HwScenario *scenario = hw_scenario_load_file (path, error);

  if (scenario == NULL)
    return NULL;
  for (guint i = scenario->modules->len; i-- > 0;)
    {
      HwModule *m = g_ptr_array_index (scenario->modules, i);

      if (!g_strv_contains (keep, m->id))
        g_ptr_array_remove_index (scenario->modules, i);
    }
  for (guint k = 0; keep[k] != NULL; k++)
    if (hw_scenario_find_module (scenario, keep[k]) == NULL)
      g_ptr_array_add (scenario->modules, hw_module_new (keep[k]));
  hw_module_set_param (hw_scenario_find_module (scenario, "volcano"), "volcano-produces", "grain");
  return scenario;
}
