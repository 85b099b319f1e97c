/* hw-ba-stats.c: Barbarian Attack's statistics for the simulator (hw-module-stats.h). */
#include "config.h"

#include "hw-ba-rules.h"

/* The statistics keep every coastal hex and every seat. */
G_STATIC_ASSERT (HW_BA_MAX_COAST <= HW_MODULE_STATS_MAX_COAST);

void
hw_ba_game_stats (const HwGameRules  *rules,
                  const HwModuleSlot *slot,
                  const HwGameState  *state,
                  HwModuleGameStats  *record,
                  HwModuleHexTurns   *hex_turns)
{
  const HwBarbRules *br = slot->data;
  const HwBarbState *bs = hw_game_module_state (slot, state);
  const HwBarbCounters *ba = &bs->counters;

  (void) rules;
  (void) hex_turns;
  record->barbarian = 1;
  record->ba_landings = ba->landings;
  for (int i = 0; i < br->n_coast; i++)
    record->ba_conquests[i] = ba->conquests[i];
  record->ba_battles_won = ba->battles_won;
  record->ba_buildings_fallen = ba->buildings_fallen;
  for (int p = 0; p < state->n_players && p < HW_MODULE_STATS_MAX_SEATS; p++)
    {
      record->ba_prisoners[p] = bs->prisoners[p];
      record->ba_knights_lost[p] = ba->knights_lost[p];
      record->ba_gold_earned[p] = ba->gold_earned[p];
      record->ba_gold_spent[p] = ba->gold_spent[p];
    }
}

void
hw_ba_batch_stats (const HwGameRules  *rules,
                   const HwModuleSlot *slot,
                   HwModuleBatchStats *out)
{
  const HwBarbRules *br = slot->data;

  (void) rules;
  out->has_coast = TRUE;
  out->n_coast = (guint) br->n_coast;
  for (int i = 0; i < br->n_coast; i++)
    out->coast[i] = br->coast[i];
}

/* Its CSV columns (and the JSON keys of its per-seat counts): before The Desert Raiders' (the order the CSV has always had). */
static const HwModuleStatField ba_fields[] = {
  HW_MODULE_STAT ("ba_landings", ba_landings, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT ("ba_conquests", ba_conquests, HW_MODULE_STAT_U16, HW_MODULE_STAT_SUM_COAST),
  HW_MODULE_STAT ("ba_battles_won", ba_battles_won, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT ("ba_buildings_fallen", ba_buildings_fallen, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_SEAT_STAT ("ba_prisoners", "prisoners", "prisoners-per-game", ba_prisoners, HW_MODULE_STAT_U8),
  HW_MODULE_SEAT_STAT ("ba_knights_lost", "knights-lost", NULL, ba_knights_lost, HW_MODULE_STAT_U16),
  HW_MODULE_SEAT_STAT ("ba_gold_earned", "gold-earned", NULL, ba_gold_earned, HW_MODULE_STAT_U16),
  HW_MODULE_SEAT_STAT ("ba_gold_spent", "gold-spent", NULL, ba_gold_spent, HW_MODULE_STAT_U16),
};

const HwModuleStatsDesc hw_ba_stats_desc = {
  .module = "barbarian-attack",
  .order = 10,
  .played = G_STRUCT_OFFSET (HwModuleGameStats, barbarian),
  .fields = ba_fields,
  .n_fields = G_N_ELEMENTS (ba_fields),
};
