/* hw-rh-stats.c: Robin Hood's statistics for the simulator (hw-module-stats.h). */
#include "config.h"

#include "hw-rh-rules.h"

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
