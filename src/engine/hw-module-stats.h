/* hw-module-stats.h: what rule modules report to the simulator's statistics.
 *
 * The simulator (src/sim/, a higher floor) must not read a module's state, and a module
 * must not include the simulator's headers; they meet here. After each game the simulator
 * asks the scenario's modules, through their game_stats hooks, for their counters
 * (HwModuleGameStats, kept in its per-game record) and for their per-hex turn counts; once
 * per batch it asks their batch_stats hooks for the batch's facts (the coastal hexes).
 * The structures live in src/model/hw-module-record.h: they are the statistics' storage as
 * the JSON, CSV and charts know them today, and they name the modules, which the engine
 * never does. */
#pragma once

#include "hw-game.h"
#include "hw-module-record.h"

G_BEGIN_DECLS

/* Fills @record (may be NULL) and @hex_turns (may be NULL) from the game_stats hooks of
 * @rules' modules, in file order, for the finished game in @state. */
void hw_game_module_game_stats  (const HwGameRules  *rules,
                                 const HwGameState  *state,
                                 HwModuleGameStats  *record,
                                 HwModuleHexTurns   *hex_turns);

/* Fills @out from the batch_stats hooks of @rules' modules, in file order. */
void hw_game_module_batch_stats (const HwGameRules  *rules,
                                 HwModuleBatchStats *out);

G_END_DECLS
