/* hw-dr-stats.c: Desert Raiders' statistics for the simulator (hw-module-stats.h). */
#include "config.h"

#include "hw-dr-rules.h"

#include <glib/gi18n-lib.h>

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
  HW_MODULE_STAT ("dr_storm_turn", dr_storm_turn, HW_MODULE_STAT_U32, HW_MODULE_STAT_TURN),
  HW_MODULE_STAT ("dr_hexes_overrun", dr_hexes_overrun, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT ("dr_buildings_taken", dr_buildings_taken, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT ("dr_buildings_freed", dr_buildings_freed, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT ("dr_roads_cancelled", dr_roads_cancelled, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
  HW_MODULE_SEAT_STAT ("dr_abroad", "abroad-at-storm", "abroad-share", dr_abroad, HW_MODULE_STAT_U8),
  HW_MODULE_SEAT_STAT ("dr_vp_lost", "vp-lost", "vp-lost-per-game", dr_vp_lost, HW_MODULE_STAT_U8),
  HW_MODULE_SEAT_STAT ("dr_removed", "raiders-removed", NULL, dr_removed, HW_MODULE_STAT_U8),
};

/* Its JSON section (DR-*): when the storm began (a histogram in bins of 10 turns, DR-STORM-01),
 * hexes overrun, buildings taken and freed, roads cancelled, and per seat whether it had
 * settled another island when the storm began, the VP it lost to raiders and the raiders
 * its soldiers removed. */
static const HwModuleJsonItem dr_json[] = {
  { "games", HW_MODULE_JSON_GAMES, 0 },
  { "storms", HW_MODULE_JSON_TURN_COUNT, 0 },
  { "storm-turn-sum", HW_MODULE_JSON_TURN_SUM, 0 },
  { "storm-turn-bin", HW_MODULE_JSON_TURN_BIN, 0 },
  { "storm-turns", HW_MODULE_JSON_TURN_HIST, 0 },
  { "hexes-overrun", HW_MODULE_JSON_SUM, 1 },
  { "buildings-taken", HW_MODULE_JSON_SUM, 2 },
  { "buildings-freed", HW_MODULE_JSON_SUM, 3 },
  { "roads-cancelled", HW_MODULE_JSON_SUM, 4 },
  { "abroad-at-storm", HW_MODULE_JSON_SUM, 5 },
  { "vp-lost", HW_MODULE_JSON_SUM, 6 },
  { "raiders-removed", HW_MODULE_JSON_SUM, 7 },
  { "per-game", HW_MODULE_JSON_PER_GAME, 0 },
  { "storm-rate", HW_MODULE_JSON_TURN_RATE, 0 },
  { "storm-turn-mean", HW_MODULE_JSON_TURN_MEAN, 0 },
  { "hexes-overrun", HW_MODULE_JSON_MEAN, 1 },
  { "buildings-taken", HW_MODULE_JSON_MEAN, 2 },
  { "buildings-freed", HW_MODULE_JSON_MEAN, 3 },
  { "roads-cancelled", HW_MODULE_JSON_MEAN, 4 },
  { "abroad-share", HW_MODULE_JSON_SEAT_SHARE, 5 },
  { "vp-lost", HW_MODULE_JSON_MEAN, 6 },
  { "raiders-removed", HW_MODULE_JSON_MEAN, 7 },
  { NULL, HW_MODULE_JSON_END, 0 },
  { "by-seat", HW_MODULE_JSON_BY_SEAT, 0 },
};

/* simulate's summary: when the storm began, what it overran and took, and each seat's escape
 * and losses. */
static const HwModuleSummaryLine dr_summary[] = {
  { HW_MODULE_LINE_TEXT,
    N_("The Desert Raiders: the storm began in %s of %s games, at turn %.1f on average\n"),
    { { HW_MODULE_ARG_COUNT, "storms" }, { HW_MODULE_ARG_COUNT, "games" },
      { HW_MODULE_ARG_PER_GAME, "storm-turn-mean" } } },
  { HW_MODULE_LINE_HIST, N_("Storm began (turns: games):"),
    { { HW_MODULE_ARG_COUNT, "storm-turns" }, { HW_MODULE_ARG_COUNT, "storm-turn-bin" } } },
  { HW_MODULE_LINE_TEXT,
    N_("The Desert Raiders per game: %.2f hexes overrun, %.2f buildings taken, %.2f freed, "
       "%.2f roads cancelled, %.2f VP lost to raiders, %.2f raiders removed by soldiers; "
       "%.1f%% of players had reached another island before the storm\n"),
    { { HW_MODULE_ARG_PER_GAME, "hexes-overrun" }, { HW_MODULE_ARG_PER_GAME, "buildings-taken" },
      { HW_MODULE_ARG_PER_GAME, "buildings-freed" }, { HW_MODULE_ARG_PER_GAME, "roads-cancelled" },
      { HW_MODULE_ARG_PER_GAME, "vp-lost" }, { HW_MODULE_ARG_PER_GAME, "raiders-removed" },
      { HW_MODULE_ARG_PER_GAME_PERCENT, "abroad-share" } } },
  { HW_MODULE_LINE_BY_SEAT,
    N_("  seat %u: abroad before the storm %.1f%%, %.2f VP lost, %.2f raiders removed per game\n"),
    { { HW_MODULE_ARG_SEAT, "seat" }, { HW_MODULE_ARG_SEAT_PERCENT, "abroad-share" },
      { HW_MODULE_ARG_SEAT_VALUE, "vp-lost-per-game" }, { HW_MODULE_ARG_SEAT_MEAN, "raiders-removed" } } },
};

static const HwModuleChartName dr_chart_names[] = {
  { "storms", N_("Storms begun") },
  { "hexes-overrun", N_("Hexes overrun") },
  { "buildings-taken", N_("Buildings taken") },
  { "buildings-freed", N_("Buildings freed") },
  { "roads-cancelled", N_("Roads cancelled") },
  { "abroad-at-storm", N_("Players abroad at the storm") },
  { "vp-lost", N_("VP lost to raiders") },
  { "raiders-removed", N_("Raiders removed") },
};

/* DR-STORM-01's turn sum and bin width are no events. */
static const char *const dr_chart_skipped[] = { "storm-turn-sum", "storm-turn-bin", NULL };

const HwModuleStatsDesc hw_dr_stats_desc = {
  .module = "desert-raiders",
  .order = 20,
  .played = G_STRUCT_OFFSET (HwModuleGameStats, raiders),
  .fields = dr_fields,
  .n_fields = G_N_ELEMENTS (dr_fields),
  .section = "desert-raiders",
  .json = dr_json,
  .n_json = G_N_ELEMENTS (dr_json),
  .hist_bin = 10,
  .hist_bins = 40,
  .hex_turns = HW_MODULE_HEX_TURNS (raiders),
  .hex_turns_key = "raider-turns",
  /* Deserts are the raiders' camp, not hexes they overrun: the heatmap leaves them bare. */
  .hex_turns_skip = 1 + HW_TERRAIN_DESERT,
  .summary = dr_summary,
  .n_summary = G_N_ELEMENTS (dr_summary),
  .chart_order = 2,
  .chart_names = dr_chart_names,
  .n_chart_names = G_N_ELEMENTS (dr_chart_names),
  .chart_skipped = dr_chart_skipped,
  .heat = { "raider-turns-per-game", "raiders", N_("Turns ended with a raider on the hex, per game"),
            N_("Ra_ider presence"), { 0.45, 0.10, 0.55 } },
  .heat_order = 3,
};
