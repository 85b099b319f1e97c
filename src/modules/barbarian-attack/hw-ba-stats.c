/* hw-ba-stats.c: Barbarian Attack's statistics for the simulator (hw-module-stats.h). */
#include "config.h"

#include "hw-ba-rules.h"

#include <glib/gi18n-lib.h>

/* The statistics keep every coastal hex and every seat. */
G_STATIC_ASSERT (HW_BA_MAX_COAST <= HW_MODULE_STATS_MAX_PLACES);

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
  out->has_places = TRUE;
  out->n_places = (guint) br->n_coast;
  for (int i = 0; i < br->n_coast; i++)
    out->places[i] = br->coast[i];
}

/* Its CSV columns (and the JSON keys of its per-seat counts): before The Desert Raiders' (the order the CSV has always had). */
static const HwModuleStatField ba_fields[] = {
  HW_MODULE_STAT ("ba_landings", ba_landings, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT_JSON ("ba_conquests", "conquests", "conquests-per-game", ba_conquests,
                       HW_MODULE_STAT_U16, HW_MODULE_STAT_SUM_PLACES),
  HW_MODULE_STAT ("ba_battles_won", ba_battles_won, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT ("ba_buildings_fallen", ba_buildings_fallen, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_SEAT_STAT ("ba_prisoners", "prisoners", "prisoners-per-game", ba_prisoners, HW_MODULE_STAT_U8),
  HW_MODULE_SEAT_STAT ("ba_knights_lost", "knights-lost", NULL, ba_knights_lost, HW_MODULE_STAT_U16),
  HW_MODULE_SEAT_STAT ("ba_gold_earned", "gold-earned", NULL, ba_gold_earned, HW_MODULE_STAT_U16),
  HW_MODULE_SEAT_STAT ("ba_gold_spent", "gold-spent", NULL, ba_gold_spent, HW_MODULE_STAT_U16),
};

/* Its JSON section (BA-*): landings, conquests, battles, fallen buildings and the seats'
 * counts, their means per game, each seat's, and the conquests of each coastal hex. */
static const HwModuleJsonItem ba_json[] = {
  { "games", HW_MODULE_JSON_GAMES, 0 },
  { "landings", HW_MODULE_JSON_SUM, 0 },
  { "conquests", HW_MODULE_JSON_SUM, 1 },
  { "battles-won", HW_MODULE_JSON_SUM, 2 },
  { "buildings-fallen", HW_MODULE_JSON_SUM, 3 },
  { "prisoners", HW_MODULE_JSON_SUM, 4 },
  { "knights-lost", HW_MODULE_JSON_SUM, 5 },
  { "gold-earned", HW_MODULE_JSON_SUM, 6 },
  { "gold-spent", HW_MODULE_JSON_SUM, 7 },
  { "per-game", HW_MODULE_JSON_PER_GAME, 0 },
  { "landings", HW_MODULE_JSON_MEAN, 0 },
  { "conquests", HW_MODULE_JSON_MEAN, 1 },
  { "battles-won", HW_MODULE_JSON_MEAN, 2 },
  { "buildings-fallen", HW_MODULE_JSON_MEAN, 3 },
  { "prisoners", HW_MODULE_JSON_MEAN, 4 },
  { "knights-lost", HW_MODULE_JSON_MEAN, 5 },
  { "gold-earned", HW_MODULE_JSON_MEAN, 6 },
  { "gold-spent", HW_MODULE_JSON_MEAN, 7 },
  { NULL, HW_MODULE_JSON_END, 0 },
  { "by-seat", HW_MODULE_JSON_BY_SEAT, 0 },
  /* Keyed by coordinates, never by the engine's indices, so the file reads on its own. */
  { "coast", HW_MODULE_JSON_PLACES, 1 },
};

/* simulate's summary: totals, means per game, each seat's share and each coastal hex. */
static const HwModuleSummaryLine ba_summary[] = {
  { HW_MODULE_LINE_TEXT,
    N_("Barbarian Attack: %s landings, %s conquests, %s battles won, %s buildings fallen\n"),
    { { HW_MODULE_ARG_COUNT, "landings" }, { HW_MODULE_ARG_COUNT, "conquests" },
      { HW_MODULE_ARG_COUNT, "battles-won" }, { HW_MODULE_ARG_COUNT, "buildings-fallen" } } },
  { HW_MODULE_LINE_TEXT,
    N_("Barbarian Attack per game: %.2f landings, %.2f conquests, %.2f battles won, %.2f knights lost, "
       "%.2f buildings fallen, %.2f prisoners, %.2f gold earned, %.2f gold spent\n"),
    { { HW_MODULE_ARG_PER_GAME, "landings" }, { HW_MODULE_ARG_PER_GAME, "conquests" },
      { HW_MODULE_ARG_PER_GAME, "battles-won" }, { HW_MODULE_ARG_PER_GAME, "knights-lost" },
      { HW_MODULE_ARG_PER_GAME, "buildings-fallen" }, { HW_MODULE_ARG_PER_GAME, "prisoners" },
      { HW_MODULE_ARG_PER_GAME, "gold-earned" }, { HW_MODULE_ARG_PER_GAME, "gold-spent" } } },
  { HW_MODULE_LINE_BY_SEAT,
    N_("  seat %u per game: %.2f prisoners, %.2f knights lost, %.2f gold earned, %.2f gold spent\n"),
    { { HW_MODULE_ARG_SEAT, "seat" }, { HW_MODULE_ARG_SEAT_MEAN, "prisoners" },
      { HW_MODULE_ARG_SEAT_MEAN, "knights-lost" }, { HW_MODULE_ARG_SEAT_MEAN, "gold-earned" },
      { HW_MODULE_ARG_SEAT_MEAN, "gold-spent" } } },
  { HW_MODULE_LINE_PLACES, N_("Conquests per coastal hex (per game):"),
    { { HW_MODULE_ARG_VALUE, "conquests-per-game" }, { HW_MODULE_ARG_VALUE, "coast" } } },
};

static const HwModuleChartName ba_chart_names[] = {
  { "landings", N_("Barbarians landed") },
  { "conquests", N_("Hexes conquered") },
  { "battles-won", N_("Battles won") },
  { "buildings-fallen", N_("Buildings fallen") },
  { "prisoners", N_("Prisoners taken") },
  { "knights-lost", N_("Knights lost") },
  { "gold-earned", N_("Gold earned") },
  { "gold-spent", N_("Gold spent") },
};

const HwModuleStatsDesc hw_ba_stats_desc = {
  .module = "barbarian-attack",
  .order = 10,
  .played = G_STRUCT_OFFSET (HwModuleGameStats, barbarian),
  .fields = ba_fields,
  .n_fields = G_N_ELEMENTS (ba_fields),
  .section = "barbarian-attack",
  .json = ba_json,
  .n_json = G_N_ELEMENTS (ba_json),
  /* Only coastal hexes: barbarians never stand inland, so the heatmap leaves those bare. */
  .place_key = "barbarian-conquests-per-game",
  .summary = ba_summary,
  .n_summary = G_N_ELEMENTS (ba_summary),
  .chart_order = 3,
  .chart_names = ba_chart_names,
  .n_chart_names = G_N_ELEMENTS (ba_chart_names),
  /* BA-PRISON: the prisoners each seat held at the end, after the totals. */
  .chart_seat_key = "prisoners",
  .chart_seat_name = N_("Prisoners, seat %u"),
  .chart_vp_name = N_("Prisoners"),
  .heat = { "barbarian-conquests-per-game", "barbarians", N_("Conquests of the hex, per game"),
            N_("Barbarian con_quests"), { 0.10, 0.20, 0.70 } },
  .heat_order = 2,
};
