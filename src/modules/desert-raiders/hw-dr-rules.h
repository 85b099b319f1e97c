/* hw-dr-rules.h: The Desert Raiders (rules.md DR-*) as a rule module: its rules block, its
 * slice of the game state, its actions and the accessors bots, statistics and tests use.
 *
 * The Desert Raiders is played like this:
 *  - The home island is the island holding the desert hexes; a board whose deserts are
 *    missing or lie on several islands is refused. There is no robber (robber_hex -1).
 *  - Setup (DR-SETUP-01): both settlements on the home island; the first on the coast,
 *    followed by a ship only (HW_ACTION_PLACE_SHIP); the second by a road or, on the coast,
 *    a ship, as SEA-SETUP allows.
 *  - After every settlement or city built (in setup too with `raiders-in-setup`) the
 *    builder places raiders one at a time (HW_ACTION_PLACE_RAIDER a = desert hex) until
 *    DR-PLACE-01's number is placed or the supply is empty; nothing else is listed
 *    meanwhile. Deserts are land: a building whose land hexes are all deserts is taken
 *    once a raider stands on one of them, a road between two occupied deserts cancelled.
 *  - The storm (DR-STORM-01) is resolved before production; a hex it reaches produces that
 *    roll (DR-BLOCK-01). The hexes that receive a raider are decided against the board
 *    before the roll; for each of them in turn (lowest hex id first) the roller chooses the
 *    desert it comes from (HW_ACTION_STORM_RAIDER, a = desert, b = hex) while the phase is
 *    still HW_PHASE_ROLL. When only one desert holds raiders the engine takes it without
 *    asking. Production follows the last choice.
 *  - On a 7, after the discards, the roller takes a random card with HW_ACTION_STEAL
 *    (a = victim) from a player of his choice holding cards; when nobody does, the step is
 *    skipped. The phase is HW_PHASE_ROBBER meanwhile.
 *  - A Knight (soldier, DR-SOLDIER-01) is listed only while a raider is on the board; it
 *    leads to HW_PHASE_ROBBER where HW_ACTION_REMOVE_RAIDER (a = land hex, deserts
 *    included) takes one raider off the game. Knights played never give Largest Army
 *    (DR-NOARMY).
 *  - Taken buildings (DR-TAKE-01) are not stored: a building is taken while every land hex
 *    around it holds a raider or is a desert (which produces nothing), and at least one
 *    raider touches it. It scores nothing, its harbor is closed, it cannot become a
 *    city, and ships (and roads) may still start from it. Cancelled roads (DR-BLOCK-02) are
 *    likewise computed: they neither count for the longest route nor connect a new road or
 *    settlement.
 */
#pragma once

#include "hw-rule-module.h"

G_BEGIN_DECLS

#define HW_RAIDERS_HEX_WORDS ((HW_GAME_MAX_HEXES + 63) / 64)
#define HW_DR_MAX_DESERTS    8

/* The raiders on the board and in the supply (plain data, memcpy-copyable). */
typedef struct
{
  guint8 raiders[HW_GAME_MAX_HEXES]; /* raiders on each hex; only deserts hold more than 1 */
  guint8 supply;                     /* DR-POOL: raiders still off the board */
  guint8 storm;                      /* DR-STORM-01: the supply has run out */
} HwRaiders;

/* What the player to move must do before anything else. */
typedef enum
{
  HW_DR_PENDING_NONE = 0,
  HW_DR_PENDING_PLACE,     /* DR-PLACE-01: place raiders on the deserts (to_place more) */
  HW_DR_PENDING_STEAL,     /* DR-NOROBBER: take a card from a player of his choice */
  HW_DR_PENDING_SOLDIER,   /* DR-SOLDIER-01: remove one raider */
  HW_DR_PENDING_STORM,     /* DR-STORM-01: choose the desert of the next storm raider */
} HwDrPending;

typedef struct
{
  int      home_island;                  /* DR-MAP-01 */
  int      pool;                         /* DR-POOL */
  int      per_build;                    /* DR-PLACE-01 */
  gboolean in_setup;                     /* DR-PLACE-01 `raiders-in-setup` */
  int      n_deserts;
  gint16   deserts[HW_DR_MAX_DESERTS];
  guint64  abroad_nodes[HW_GAME_NODE_WORDS];  /* land corners off the home island (bots) */
} HwDrRules;

/* Statistics; they never influence play. */
typedef struct
{
  guint32 storm_turn;                    /* the turn the storm began, 0 = never */
  guint16 hexes_overrun;                 /* raiders the storm placed */
  guint16 buildings_taken;               /* times a building was taken */
  guint16 buildings_freed;               /* times a soldier freed one */
  guint16 roads_cancelled;               /* times a road was cancelled */
  guint8  abroad_at_storm;               /* bit p: p had settled another island by then */
  guint8  vp_lost[HW_GAME_MAX_PLAYERS];  /* VP of the player's taken buildings, now */
  guint16 raider_turns[HW_GAME_MAX_HEXES]; /* turns that ended with a raider on each
                                            * non-desert hex */
} HwDrCounters;

typedef struct
{
  HwRaiders    raiders;
  guint8       pending;                          /* HwDrPending */
  guint8       to_place;                         /* raiders still to place */
  guint8       removed[HW_GAME_MAX_PLAYERS];     /* raiders each soldier took off the game */
  guint64      placed[HW_RAIDERS_HEX_WORDS];     /* the storm's hexes of the roll produced */
  guint64      storm_todo[HW_RAIDERS_HEX_WORDS]; /* hexes still owed a storm raider */
  HwDrCounters counters;
} HwDrState;

/* DR-*: the module's actions (hw-game.h reserves their numbers). */
#define HW_ACTION_PLACE_RAIDER   (HW_ACTION_MODULE + 5)  /* DR-PLACE-01: a = desert hex */
#define HW_ACTION_REMOVE_RAIDER  (HW_ACTION_MODULE + 7)  /* DR-SOLDIER-01: a = land hex */
#define HW_ACTION_STORM_RAIDER   (HW_ACTION_MODULE + 8)  /* DR-STORM-01: a = desert hex it comes
                                                          * from, b = hex it reaches */
/* DR-NOROBBER's steal is HW_ACTION_STEAL (a = victim player). */

extern const HwRuleModule hw_dr_module;

/* Its weights of a seat's start for generate's fairness (hw-dr-fairness.c). */
extern const HwFairnessWeights hw_dr_fairness_weights;

/* Its statistics for the simulator (hw-dr-stats.c). */
/* How its counters are written out (hw-dr-stats.c). */
extern const HwModuleStatsDesc hw_dr_stats_desc;
void hw_dr_game_stats (const HwGameRules *rules, const HwModuleSlot *slot,
                       const HwGameState *state, HwModuleGameStats *record,
                       HwModuleHexTurns *hex_turns);

/* DR-MAP-01, DR-SETUP-01: the validator's checks of one map (hw-dr-validate.c). */
void hw_dr_validate (HwModuleCheck *check);
/* DR-POOL, DR-NOROBBER: its checks of the raider supply and of the pawns a map starts with. */
void hw_dr_validate_supply (HwModuleCheck *check);
void hw_dr_validate_pawns  (HwModuleCheck *check);

gboolean hw_raiders_edge_cancelled (const HwGameRules *rules, const HwRaiders *raiders,
                                    int edge);
gboolean hw_raiders_node_taken   (const HwGameRules *rules, const HwRaiders *raiders,
                                  int node);

/* Whether @rules play The Desert Raiders. */
static inline gboolean
hw_dr_active (const HwGameRules *rules)
{
  return hw_game_module_slot (rules, &hw_dr_module) != NULL;
}

/* The module's rules block (only while hw_dr_active()). */
static inline const HwDrRules *
hw_dr_rules (const HwGameRules *rules)
{
  return (const HwDrRules *) hw_game_module_slot (rules, &hw_dr_module)->data;
}

/* The module's state in @state (only while hw_dr_active()). */
static inline HwDrState *
hw_dr_state (const HwGameRules *rules, const HwGameState *state)
{
  return (HwDrState *) hw_game_module_state (hw_game_module_slot (rules, &hw_dr_module), state);
}

/* TRUE while the module alone lists the actions (raiders to place, the steal, a soldier). */
static inline gboolean
hw_dr_owns_turn (const HwGameRules *rules, const HwGameState *state)
{
  return hw_dr_active (rules) && hw_dr_state (rules, state)->pending != HW_DR_PENDING_NONE;
}

/* DR-BLOCK-01: whether @hex produces nothing on the roll being produced. */
static inline gboolean
hw_dr_blocked (const HwGameRules *rules, const HwGameState *state, int hex)
{
  const HwDrState *dr;

  if (!hw_dr_active (rules))
    return FALSE;
  dr = hw_dr_state (rules, state);
  return dr->raiders.raiders[hex] > 0 && !((dr->placed[hex >> 6] >> (hex & 63)) & 1);
}

/* DR-BLOCK-02: whether the road on @edge is cancelled (FALSE outside the scenario). */
static inline gboolean
hw_dr_road_cancelled (const HwGameRules *rules, const HwGameState *state, int edge)
{
  return hw_dr_active (rules) &&
         hw_raiders_edge_cancelled (rules, &hw_dr_state (rules, state)->raiders, edge);
}

/* DR-TAKE-01: whether the building on @node is taken (FALSE outside the scenario). */
static inline gboolean
hw_dr_taken (const HwGameRules *rules, const HwGameState *state, int node)
{
  return hw_dr_active (rules) &&
         hw_raiders_node_taken (rules, &hw_dr_state (rules, state)->raiders, node);
}

G_END_DECLS
