/* hw-ba-rules.h: Barbarian Attack (rules.md BA-*): the module's part of the rules
 * tables and of the game state, and its hook table (hw_ba_module).
 *
 * How the engine plays it (choices where rules.md leaves room):
 *  - Landings (BA-LAND), battles (BA-FIGHT), prisoners' tie rolls and knight losses use the
 *    state's PRNG; they are never a player's choice.
 *  - A development card is resolved when bought (HW_ACTION_BUY_DEV). A card whose effect is
 *    impossible (no free edge, no knight left, nothing to move) is discarded unused.
 *    Knight placements (HW_ACTION_PLACE_KNIGHT), Treason's two moves
 *    (HW_ACTION_MOVE_BARBARIAN) and Intrigue's prisoner (HW_ACTION_TAKE_PRISONER) are then
 *    the only listed actions (HwBarbState.pending). Treason's second move takes another
 *    barbarian from another hex: no hex is both a source and a landing of the card.
 *  - The battles after the knights' move are the active player's turn still: 12 VP from
 *    them win at once (BA-WIN).
 *  - The first HW_ACTION_END_TURN opens the knights' move (BA-KNIGHT-02): the player moves
 *    each knight at most once (HW_ACTION_MOVE_KNIGHT, c = 1 pays one grain for 4-5 edges);
 *    a second END_TURN stops moving, the battles are fought, and the turn passes. A knight
 *    on a castle edge that can leave must leave before END_TURN is listed. No knight move
 *    ever ends on a castle edge.
 *  - On a 7 (BA-SEVEN) the roller's choice is HW_ACTION_MOVE_ROBBER with a = -1 and
 *    b = the victim (-1 when nobody holds a card); a random card of the victim is taken.
 *  - Fallen buildings (BA-CONQ-02) are not stored: a building has fallen while every land
 *    hex around it is conquered; a hex is conquered while 3 barbarians stand on it.
 */
#pragma once

#include "hw-rule-module.h"

G_BEGIN_DECLS

#define HW_BA_MAX_COAST  16
#define HW_BA_KNIGHTS    6     /* BA-KNIGHT-01 */
#define HW_BA_DECK_SIZE  26    /* BA-DEV-01 */
#define HW_BA_CONQUER    3     /* BA-CONQ-01 */

/* BA-DEV-01 cards */
typedef enum
{
  HW_BA_KNIGHTHOOD = 0,
  HW_BA_SWIFT_KNIGHT,
  HW_BA_TREASON,
  HW_BA_INTRIGUE,
  HW_BA_N_CARDS
} HwBarbCard;

/* What the player to move must do before anything else. */
typedef enum
{
  HW_BA_PENDING_NONE = 0,
  HW_BA_PENDING_KNIGHTHOOD,   /* place a knight on a castle edge */
  HW_BA_PENDING_SWIFT,        /* place a knight on an edge holding a road */
  HW_BA_PENDING_TREASON,      /* move barbarians (treason_left more) */
  HW_BA_PENDING_INTRIGUE,     /* take one barbarian as prisoner */
  HW_BA_PENDING_KNIGHTS,      /* end of turn: move knights, END_TURN to finish */
} HwBarbPending;

typedef struct
{
  int     barbarians;                  /* BA-SETUP-02 `barbarians`: the whole supply */
  gboolean losses_axis;                /* BA-FIGHT-03 `knight-losses=axis`: two sides lose */
  int     castle;                      /* the castle hex, -1 */
  int     n_coast;
  gint16  coast[HW_BA_MAX_COAST];      /* coastal hexes, clockwise from the 4 by the castle */
  gint8   coast_index[HW_GAME_MAX_HEXES];           /* hex -> index in coast, -1 */
  gint8   coast_of_chit[13];           /* number -> index in coast, -1 */
  guint8  start[HW_BA_MAX_COAST];      /* barbarians on each at the start */
  guint64 castle_edges[HW_GAME_EDGE_WORDS];           /* bit set of the castle's edges */
  /* Steps along road edges from each coastal hex's edges to every edge (255 beyond reach),
   * for the bots: computed once per board. */
  guint8  coast_dist[HW_BA_MAX_COAST][HW_GAME_MAX_EDGES];
} HwBarbRules;

/* Statistics; they never influence play. */
typedef struct
{
  guint16 landings;                    /* barbarians landed */
  guint16 conquests[HW_BA_MAX_COAST];  /* per coastal hex */
  guint16 battles_won;
  guint16 knights_lost[6];
  guint16 gold_earned[6];
  guint16 gold_spent[6];
  gint16  gold_traded[6];              /* BA-GOLD-01: net gold received in domestic trades */
  guint16 buildings_fallen;
} HwBarbCounters;

typedef struct
{
  guint8  barbarians[HW_BA_MAX_COAST]; /* per coastal hex */
  guint8  supply;                      /* off the board */
  guint8  pending;                     /* HwBarbPending */
  guint8  treason_left;
  gint8   treason_from;                /* coast index the first Treason move left, -1 */
  gint8   treason_to;                  /* coast index the first Treason move reached, -1 */
  guint8  knights_moved;               /* bit k: knight k moved this end of turn */
  guint8  gold_trades;                 /* BA-GOLD-01: used this turn */
  guint8  deck_left;
  guint8  deck[HW_BA_DECK_SIZE];
  guint8  prisoners[6];
  guint16 gold[6];
  gint16  knight[6][HW_BA_KNIGHTS];    /* edge of each knight, -1 off the board */
  HwBarbCounters counters;
} HwBarbState;

/* BA-*: the module's actions (hw-game.h reserves their numbers). */
#define HW_ACTION_PLACE_KNIGHT   (HW_ACTION_MODULE + 0)  /* BA-DEV-02/03: a = edge */
#define HW_ACTION_MOVE_KNIGHT    (HW_ACTION_MODULE + 1)  /* BA-KNIGHT-02: a = from edge, b = to
                                                          * edge, c = 1 paid grain */
#define HW_ACTION_MOVE_BARBARIAN (HW_ACTION_MODULE + 2)  /* BA-DEV-04: a = from hex (-1 supply),
                                                          * b = to hex */
#define HW_ACTION_TAKE_PRISONER  (HW_ACTION_MODULE + 3)  /* BA-DEV-05: a = hex */
#define HW_ACTION_GOLD_TRADE     (HW_ACTION_MODULE + 4)  /* BA-GOLD-01: a = resource taken for
                                                          * 2 gold */
/* BA-SEVEN's steal is HW_ACTION_STEAL (a = victim player). */

extern const HwRuleModule hw_ba_module;

/* Its statistics for the simulator (hw-ba-stats.c). */
/* How its counters are written out (hw-ba-stats.c). */
extern const HwModuleStatsDesc hw_ba_stats_desc;
void hw_ba_game_stats  (const HwGameRules *rules, const HwModuleSlot *slot,
                        const HwGameState *state, HwModuleGameStats *record,
                        HwModuleHexTurns *hex_turns);
void hw_ba_batch_stats (const HwGameRules *rules, const HwModuleSlot *slot,
                        HwModuleBatchStats *out);

/* BA-MAP-*, BA-SETUP-02: the validator's checks of one map (hw-ba-validate.c). */
void hw_ba_validate (HwModuleCheck *check);
/* BA-SETUP-02: its checks of the barbarian supply and of the pawns a map starts with. */
void hw_ba_validate_supply (HwModuleCheck *check);
void hw_ba_validate_pawns  (HwModuleCheck *check);

/* Whether @rules play Barbarian Attack. */
static inline gboolean
hw_ba_active (const HwGameRules *rules)
{
  return hw_game_module_slot (rules, &hw_ba_module) != NULL;
}

/* The module's rules block (only while hw_ba_active()). */
static inline const HwBarbRules *
hw_ba_rules (const HwGameRules *rules)
{
  return (const HwBarbRules *) hw_game_module_slot (rules, &hw_ba_module)->data;
}

/* The module's state in @state (only while hw_ba_active()). */
static inline HwBarbState *
hw_ba_state (const HwGameRules *rules, const HwGameState *state)
{
  return (HwBarbState *) hw_game_module_state (hw_game_module_slot (rules, &hw_ba_module), state);
}

/* TRUE while the module alone lists the actions (a pending choice, the 7's steal). */
gboolean hw_barb_owns_turn (const HwGameRules *rules, const HwGameState *state);
/* BA-CONQ-02: whether the building on @node has fallen (FALSE outside the scenario). */
gboolean hw_barb_fallen    (const HwGameRules *rules, const HwGameState *state, int node);
/* BA-CONQ-01: whether @hex is conquered (FALSE outside the scenario). */
static inline gboolean
hw_barb_conquered (const HwGameRules *rules, const HwGameState *state, int hex)
{
  int i;

  if (!hw_ba_active (rules) || hex < 0)
    return FALSE;
  i = hw_ba_rules (rules)->coast_index[hex];
  return i >= 0 && hw_ba_state (rules, state)->barbarians[i] >= HW_BA_CONQUER;
}

G_END_DECLS
