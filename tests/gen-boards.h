/* gen-boards.h: scenarios built in code for the generator's and validator's tests and benchmark. */
#pragma once

#include <glib.h>

#include "hw-scenario.h"

static inline HwHex *
gen_put (HwBoard   *board,
         int        q,
         int        r,
         HwTerrain  terrain,
         int        chit,
         const char *group)
{
  HwHex *hex = hw_board_set_hex (board, hw_coord (q, r), terrain);

  hex->chit = (guint8) chit;
  if (group != NULL)
    hex->groups |= 1u << hw_board_group_index (board, group, TRUE);
  return hex;
}

/* The base game for 3-4 players: a hexagon of 19 land hexes in group "land" inside a ring of
 * 18 sea hexes, 9 harbors on every other sea hex, tables as printed, and shuffles of the
 * terrains and chits of "land" and of every harbor. The board starts in the printed layout. */
static inline HwScenario *
gen_base_scenario (void)
{
  static const HwTerrain terrains[18] = {
    HW_TERRAIN_FOREST, HW_TERRAIN_PASTURE, HW_TERRAIN_FIELDS, HW_TERRAIN_HILLS,
    HW_TERRAIN_MOUNTAINS, HW_TERRAIN_FOREST, HW_TERRAIN_PASTURE, HW_TERRAIN_FIELDS,
    HW_TERRAIN_HILLS, HW_TERRAIN_MOUNTAINS, HW_TERRAIN_FOREST, HW_TERRAIN_PASTURE,
    HW_TERRAIN_FIELDS, HW_TERRAIN_HILLS, HW_TERRAIN_MOUNTAINS, HW_TERRAIN_FOREST,
    HW_TERRAIN_PASTURE, HW_TERRAIN_FIELDS,
  };
  static const int chits[18] = { 5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11 };
  HwScenario *s = hw_scenario_new ();
  HwVariant *v = hw_variant_new ("3-4", 3, 4);
  HwBoard *b = v->board;
  HwTables *t = &v->tables;
  HwCoord ring[18];
  guint k = 0;

  s->id = g_strdup ("base");
  s->min_players = 3;
  s->max_players = 4;
  s->victory_points = 10;
  hw_text_set (s->names, "", "Base");
  g_ptr_array_add (s->modules, hw_module_new ("base"));
  g_ptr_array_add (s->variants, v);

  for (int radius = 2; radius >= 1; radius--)
    {
      guint n = hw_coord_ring (hw_coord (0, 0), radius, ring);

      for (guint i = 0; i < n; i++, k++)
        gen_put (b, ring[i].q, ring[i].r, terrains[k], chits[k], "land");
    }
  gen_put (b, 0, 0, HW_TERRAIN_DESERT, 0, "land")->pawns[HW_PAWN_ROBBER] = 1;

  hw_coord_ring (hw_coord (0, 0), 3, ring);
  for (guint i = 0; i < 18; i++)
    gen_put (b, ring[i].q, ring[i].r, HW_TERRAIN_SEA, 0, NULL);
  for (guint i = 0; i < 18; i += 2)
    for (int side = 0; side < 6; side++)
      if (hw_terrain_is_land (hw_board_terrain_at (b, hw_coord_neighbor (ring[i], side))))
        {
          HwHarbor h = { 0 };

          h.coord = ring[i];
          h.side = (guint8) side;
          h.resource = i < 8 ? HW_RESOURCE_NONE : (HwResource) ((i - 8) / 2);
          hw_board_add_harbor (b, &h);
          break;
        }

  t->terrains[HW_TERRAIN_SEA] = 18;
  t->terrains[HW_TERRAIN_DESERT] = 1;
  t->terrains[HW_TERRAIN_FIELDS] = 4;
  t->terrains[HW_TERRAIN_HILLS] = 3;
  t->terrains[HW_TERRAIN_MOUNTAINS] = 3;
  t->terrains[HW_TERRAIN_FOREST] = 4;
  t->terrains[HW_TERRAIN_PASTURE] = 4;
  t->terrain_total = 37;
  for (int n = 2; n <= 12; n++)
    t->chits[n] = (n == 2 || n == 12) ? 1 : n == 7 ? HW_NO_COUNT : 2;
  t->chit_total = 18;
  t->harbor_total = 9;
  t->harbor_generic = 4;
  t->harbor_special = 5;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    t->harbor_resources[r] = 1;

  g_ptr_array_add (v->shuffles, hw_shuffle_new (HW_SHUFFLE_TERRAIN, "land"));
  g_ptr_array_add (v->shuffles, hw_shuffle_new (HW_SHUFFLE_CHITS, "land"));
  g_ptr_array_add (v->shuffles, hw_shuffle_new (HW_SHUFFLE_HARBORS, NULL));
  return s;
}

/* The same shape with the Seafarers' special terrains: one gold, one volcano, two jungles
 * in the pool, and the modules that use them. */
static inline HwScenario *
gen_special_scenario (void)
{
  HwScenario *s = gen_base_scenario ();
  HwVariant *v = g_ptr_array_index (s->variants, 0);
  HwTables *t = &v->tables;
  static const HwTerrain swap[4] = {
    HW_TERRAIN_GOLD, HW_TERRAIN_VOLCANO, HW_TERRAIN_JUNGLE, HW_TERRAIN_JUNGLE,
  };
  static const HwTerrain from[4] = {
    HW_TERRAIN_FOREST, HW_TERRAIN_PASTURE, HW_TERRAIN_FIELDS, HW_TERRAIN_PASTURE,
  };

  for (guint i = 0; i < 4; i++)
    for (guint h = 0; h < hw_board_n_hexes (v->board); h++)
      {
        HwHex *hex = hw_board_get_hex (v->board, h);

        if (hex->terrain == from[i])
          {
            hex->terrain = swap[i];
            t->terrains[from[i]]--;
            t->terrains[swap[i]] = MAX (t->terrains[swap[i]], 0) + 1;
            break;
          }
      }
  g_ptr_array_add (s->modules, hw_module_new ("seafarers"));
  g_ptr_array_add (s->modules, hw_module_new ("volcano"));
  g_ptr_array_add (s->modules, hw_module_new ("jungle"));
  return s;
}
