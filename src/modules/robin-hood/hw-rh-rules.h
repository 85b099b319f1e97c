/* hw-rh-rules.h: the Robin Hood solitaire (rules.md RH-*) as a rule module.
 *
 * Robin Hood is played like this:
 *  - One seat, the sheriff (player 0). His two pooled colours are one player with doubled
 *    piece limits: 30 roads, 10 settlements, 8 cities (HwGameRules.max_*).
 *  - The 5 neutral settlements and roads belong to player slot HW_GAME_NEUTRAL (node and
 *    edge owner HW_GAME_NEUTRAL + 1), which is never a seat: they block building, roads and
 *    the distance rule, produce nothing and score only for Robin.
 *  - Robin is the robber (robber_hex); his camp is robber_start. His die and the neutral
 *    placement use the state's PRNG. Where the sheriff chooses Robin's hex (several hexes of
 *    the rolled terrain, eviction, the best-scoring hex after an empty 7), the phase is
 *    HW_PHASE_ROBBER with HwRobinState.pending set, and the choices are
 *    HW_ACTION_MOVE_ROBBER (b = -1) of the sheriff. Eviction (RH-EVICT) lists "stay"
 *    (Robin's own hex): declining skips the eviction and the normal move that would follow.
 *  - Robin moves after the sheriff's END_TURN (the next turn's roll waits for any choice).
 *  - Cards Robin steals go back to the bank. Robin is enclosed (RH-END) when roads stand on
 *    all six edges of his hex, the neutral ones counted, at least one of them the sheriff's;
 *    a tie in VP goes to the sheriff, who sprang the trap (`enclosure-tie=robin`: to Robin).
 *    hw_game_winner() is HW_GAME_WINNER_ROBIN when Robin wins. */
#pragma once

#include "hw-rule-module.h"

G_BEGIN_DECLS

#define HW_GAME_ROBIN_NEUTRALS 5
#define HW_GAME_WINNER_ROBIN   HW_GAME_WINNER_SIDE

/* RH-*: what the sheriff chooses for Robin in HW_PHASE_ROBBER (HwRobinState.pending). */
typedef enum
{
  HW_ROBIN_NONE = 0,
  HW_ROBIN_PICK_MOVE,    /* RH-MOVE-01: which adjacent hex of the rolled terrain */
  HW_ROBIN_PICK_EVICT,   /* RH-EVICT: where to drive him (or his own hex: stay) */
  HW_ROBIN_PICK_SEVEN,   /* RH-SEVEN: which of the best-scoring hexes */
} HwRobinPending;

/* The module's rules block. */
typedef struct
{
  gboolean tie_to_robin;             /* RH-END `enclosure-tie=robin` */
} HwRobinRules;

/* The module's slice of the game state. */
typedef struct
{
  guint8  vp;                        /* RH-SEVEN: Robin Hood's victory points */
  guint8  pending;                   /* HwRobinPending: a choice of Robin's hex awaits */
  guint8  face;                      /* RH-MOVE-01: the resource his die showed */
  guint8  enclosed;                  /* RH-END: the game ended with Robin enclosed */
  guint16 steals;                    /* statistics: cards Robin took (RH-SEVEN) */
  guint16 turns[HW_GAME_MAX_HEXES];  /* statistics: sheriff turns with Robin on each hex */
} HwRobinState;

extern const HwRuleModule hw_rh_module;

/* RH-SETUP-01: its checks of the pawns a map starts with (hw-rh-validate.c). */
void hw_rh_validate_pawns (HwModuleCheck *check);

/* Its statistics for the simulator (hw-rh-stats.c). */
extern const HwModuleStatsDesc hw_rh_stats_desc;
void hw_rh_game_stats (const HwGameRules *rules, const HwModuleSlot *slot,
                       const HwGameState *state, HwModuleGameStats *record,
                       HwModuleHexTurns *hex_turns);

/* Robin Hood's state in @state, or NULL when @rules do not play the module. */
static inline HwRobinState *
hw_robin_state (const HwGameRules *rules, const HwGameState *state)
{
  const HwModuleSlot *slot = hw_game_module_slot (rules, &hw_rh_module);

  return slot != NULL ? (HwRobinState *) hw_game_module_state (slot, state) : NULL;
}

/* Whether @rules play Robin Hood. */
static inline gboolean
hw_robin_active (const HwGameRules *rules)
{
  return hw_game_module_slot (rules, &hw_rh_module) != NULL;
}

G_END_DECLS
