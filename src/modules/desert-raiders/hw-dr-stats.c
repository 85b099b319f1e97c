/* hw-dr-stats.c: Desert Raiders' statistics for the simulator (hw-module-stats.h). */
#include "config.h"

#include "hw-dr-rules.h"

void
hw_dr_game_stats (const HwGameRules  *rules,
                  const HwModuleSlot *slot,
                  const HwGameState  *state,
                  HwModuleGameStats  *record,
                  HwModuleHexTurns   *hex_turns)
{
  const HwDrRules *dr_rules = slot->data;
  const HwDrState *ds = hw_game_module_state (slot, state);
  const HwDrCounters *dr = &ds->counters;
  guint32 home = 1u << dr_rules->home_island;

  (void) rules;
  record->raiders = 1;
  record->dr_storm_turn = dr->storm_turn;
  record->dr_hexes_overrun = dr->hexes_overrun;
  record->dr_buildings_taken = dr->buildings_taken;
  record->dr_buildings_freed = dr->buildings_freed;
  record->dr_roads_cancelled = dr->roads_cancelled;
  for (int p = 0; p < state->n_players && p < HW_MODULE_STATS_MAX_SEATS; p++)
    {
      /* Without a storm, whether the seat got away by the end. */
      record->dr_abroad[p] = dr->storm_turn > 0 ? (dr->abroad_at_storm >> p) & 1
                                                : (state->players[p].islands & ~home) != 0;
      record->dr_vp_lost[p] = dr->vp_lost[p];
      record->dr_removed[p] = ds->removed[p];
    }
  hex_turns->raiders = dr->raider_turns;
}

/* Its CSV columns (and the JSON keys of its per-seat counts): after Barbarian Attack's (the order the CSV has always had). */
static const HwModuleStatField dr_fields[] = {
  HW_MODULE_STAT ("dr_storm_turn", dr_storm_turn, HW_MODULE_STAT_U32, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT ("dr_hexes_overrun", dr_hexes_overrun, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT ("dr_buildings_taken", dr_buildings_taken, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT ("dr_buildings_freed", dr_buildings_freed, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT ("dr_roads_cancelled", dr_roads_cancelled, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_SEAT_STAT ("dr_abroad", "abroad-at-storm", "abroad-share", dr_abroad, HW_MODULE_STAT_U8),
  HW_MODULE_SEAT_STAT ("dr_vp_lost", "vp-lost", "vp-lost-per-game", dr_vp_lost, HW_MODULE_STAT_U8),
  HW_MODULE_SEAT_STAT ("dr_removed", "raiders-removed", NULL, dr_removed, HW_MODULE_STAT_U8),
};

const HwModuleStatsDesc hw_dr_stats_desc = {
  .module = "desert-raiders",
  .order = 20,
  .played = G_STRUCT_OFFSET (HwModuleGameStats, raiders),
  .fields = dr_fields,
  .n_fields = G_N_ELEMENTS (dr_fields),
};
