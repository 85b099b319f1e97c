/* hw-module-stats.c: asks the scenario's modules for their statistics (hw-module-stats.h).
 * Called once per game and once per batch, never on the hot path. */
#include "config.h"

#include <string.h>

#include "hw-rule-module.h"
#include "hw-module-stats.h"

void
hw_game_module_game_stats (const HwGameRules *rules,
                           const HwGameState *state,
                           HwModuleGameStats *record,
                           HwModuleHexTurns  *hex_turns)
{
  HwModuleGameStats scratch_record;
  HwModuleHexTurns scratch_turns;

  if (record == NULL)
    record = &scratch_record;
  if (hex_turns == NULL)
    hex_turns = &scratch_turns;
  memset (record, 0, sizeof *record);
  memset (hex_turns, 0, sizeof *hex_turns);
  for (int i = 0; i < rules->n_modules; i++)
    {
      const HwModuleSlot *slot = &rules->modules[i];

      if (slot->module->game_stats != NULL)
        slot->module->game_stats (rules, slot, state, record, hex_turns);
    }
}

void
hw_game_module_batch_stats (const HwGameRules  *rules,
                            HwModuleBatchStats *out)
{
  memset (out, 0, sizeof *out);
  for (int i = 0; i < rules->n_modules; i++)
    {
      const HwModuleSlot *slot = &rules->modules[i];

      if (slot->module->batch_stats != NULL)
        slot->module->batch_stats (rules, slot, out);
    }
}
