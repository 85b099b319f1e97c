/* hw-rh-stats.c: Robin Hood's statistics for the simulator (hw-module-stats.h). */
#include "config.h"

#include "hw-rh-rules.h"

#include <glib/gi18n-lib.h>

void
hw_rh_game_stats (const HwGameRules  *rules,
                  const HwModuleSlot *slot,
                  const HwGameState  *state,
                  HwModuleGameStats  *record,
                  HwModuleHexTurns   *hex_turns)
{
  const HwRobinState *rh = hw_game_module_state (slot, state);

  (void) rules;
  record->robin = 1;
  record->robin_enclosed = rh->enclosed;
  record->robin_vp = rh->vp;
  hex_turns->robin = rh->turns;
}

/* Its counters have no CSV column. */
static const HwModuleStatField rh_fields[] = {
  HW_MODULE_STAT (NULL, robin_enclosed, HW_MODULE_STAT_U8, HW_MODULE_STAT_ONE),
  HW_MODULE_STAT (NULL, robin_vp, HW_MODULE_STAT_U16, HW_MODULE_STAT_ONE),
};

/* Its JSON section (RH-*): Robin's wins (a game won by no seat, RH-END), how often he was
 * enclosed and his VP. */
static const HwModuleJsonItem rh_json[] = {
  { "games", HW_MODULE_JSON_GAMES, 0 },
  { "robin-wins", HW_MODULE_JSON_NO_SEAT_WINS, 0 },
  { "enclosed", HW_MODULE_JSON_SUM, 0 },
  { "robin-vp-sum", HW_MODULE_JSON_SUM, 1 },
  { "sheriff-win-rate", HW_MODULE_JSON_SEAT_WIN_RATE, 0 },
  { "enclosed-rate", HW_MODULE_JSON_MEAN, 0 },
  { "robin-vp-mean", HW_MODULE_JSON_MEAN, 1 },
};

static const HwModuleSummaryLine rh_summary[] = {
  { HW_MODULE_LINE_TEXT,
    N_("Robin Hood: sheriff won %.1f%%, Robin won %s games, Robin's VP at the end %.2f (mean), enclosed in %.1f%% of games\n"),
    { { HW_MODULE_ARG_PERCENT, "sheriff-win-rate" }, { HW_MODULE_ARG_COUNT, "robin-wins" },
      { HW_MODULE_ARG_VALUE, "robin-vp-mean" }, { HW_MODULE_ARG_PERCENT, "enclosed-rate" } } },
  /* The hexes where Robin spends most sheriff turns, per game. */
  { HW_MODULE_LINE_HEXES, N_("Robin's time per hex (sheriff turns per game), most first:"),
    { { HW_MODULE_ARG_VALUE, "robin-turns-per-game" } } },
};

static const HwModuleChartName rh_chart_names[] = {
  { "robin-wins", N_("Robin wins") },
  { "enclosed", N_("Robin enclosed") },
  { "robin-vp-sum", N_("Robin's VP") },
};

const HwModuleStatsDesc hw_rh_stats_desc = {
  .module = "robin-hood",
  .order = 5,
  .played = G_STRUCT_OFFSET (HwModuleGameStats, robin),
  .fields = rh_fields,
  .n_fields = G_N_ELEMENTS (rh_fields),
  .section = "robin-hood",
  .json = rh_json,
  .n_json = G_N_ELEMENTS (rh_json),
  .hex_turns = HW_MODULE_HEX_TURNS (robin),
  .hex_turns_key = "robin-turns",
  .summary = rh_summary,
  .n_summary = G_N_ELEMENTS (rh_summary),
  .chart_order = 1,
  .chart_names = rh_chart_names,
  .n_chart_names = G_N_ELEMENTS (rh_chart_names),
  .heat = { "robin-turns-per-game", "robin", N_("Sheriff turns with Robin on the hex, per game"),
            N_("_Robin's presence"), { 0.05, 0.45, 0.15 } },
  .heat_order = 1,
};
