/* hw-game.h: the rules engine (rules.md BASE-*, SEA-*, VOL-*, JUN-*, and the scenario
 * modules RH-*, BA-*, DR-*).
 *
 * Three pieces of plain data:
 *  - HwGameRules: built once per scenario variant and player count, read-only afterwards.
 *    It holds the board as a compact graph (hexes, nodes, edges in small fixed arrays),
 *    terrain, chits, harbors per node, islands, and every module parameter. Its fields are
 *    public so that bots can read them; never change them.
 *  - HwGameState: everything that changes during a game, in one flat struct that copies with
 *    memcpy (no pointers). Dice, card draws, steals and eruptions use the PRNG inside it, so
 *    a game replays exactly from its seed and the sequence of actions.
 *  - HwAction: a small value (type + two parameters). hw_game_legal_actions() lists every
 *    legal action of the player to move; hw_game_apply() plays one. Nothing is allocated per
 *    action.
 *
 * Choices the engine makes where rules.md leaves room (documented here so bots can rely on
 * them):
 *  - Domestic trade (BASE-TRADE, param `domestic-trade`, hw-game-trade.c): in the main phase
 *    the active player may offer 1 or 2 cards of one resource for 1 or 2 of another
 *    (HW_ACTION_TRADE_OFFER), at most `trade-offers` times a turn (BASE-TRADE-02). The
 *    phase becomes HW_PHASE_TRADE and the other players who hold what is asked answer in
 *    seat order from the active player (HW_ACTION_TRADE_ACCEPT / _DECLINE); the first
 *    acceptance trades at once, and play returns to the active player either way. In
 *    Barbarian Attack gold is offered and asked the same way (HW_TRADE_GOLD, BA-GOLD-01).
 *    Nothing else is traded. With the parameter off nothing of this is listed.
 *  - Discarding on a 7 is one card per action (HW_ACTION_DISCARD); the player owing cards
 *    stays "to move" until the debt is paid. Players discard in seat order from the roller.
 *  - The robber move and the steal are one action (hex + victim, victim -1 when nobody can
 *    be robbed). Any development card may be played before rolling (BASE-TURN), one per
 *    turn; Road Building's free roads are then placed before the roll.
 *  - Gold (SEA-GOLD) and gold-producing volcanoes (VOL-03) leave a debt of free choices:
 *    the owed player picks one resource per HW_ACTION_CHOOSE_RESOURCE, in seat order from
 *    the roller, before the roller continues. An eruption (VOL-02) is resolved during the
 *    roll, right after production.
 *  - Road Building places up to two free roads (or ships with Seafarers); when no placement
 *    is possible the rest is forfeited.
 *  - Discovery tokens (JUN-03) pay for a development card through the mask in
 *    HW_ACTION_BUY_DEV (bit 0 ore, bit 1 grain, bit 2 wool paid by a token).
 *  - With `bank-limit` off the bank never runs out (its counts may go below zero; bank +
 *    hands stays constant).
 *  - "turn" counts player turns since setup ended: the first player's first turn is 1.
 *  - A gold hex next to a second starting settlement gives a free choice (BASE-SETUP-02
 *    with SEA-GOLD); volcanoes, jungles and gold act by their terrain.
 *  - The order of the listed actions is fixed for a given state (so games replay), but is
 *    not part of the contract.
 *  - A setup that leaves the player to move no legal place (too few corners apart, or
 *    none free next to the settlement for its road) ends the game at once with no winner
 *    and setup_blocked set: nobody is ever left to move in a running game.
 *    hw_game_rules_new() already refuses boards without room for a full setup.
 *
 * Scenario modules hook into this flow through HwGameRules.scenario (the hooks are listed
 * in hw-game-private.h). Robin Hood (RH-*, hw-game-robin.c) is played like this:
 *  - One seat, the sheriff (player 0). His two pooled colours are one player with doubled
 *    piece limits: 30 roads, 10 settlements, 8 cities (HwGameRules.max_*).
 *  - The 5 neutral settlements and roads belong to player slot HW_GAME_NEUTRAL (node and
 *    edge owner HW_GAME_NEUTRAL + 1), which is never a seat: they block building, roads and
 *    the distance rule, produce nothing and score only for Robin.
 *  - Robin is the robber (robber_hex); his camp is robber_start. His die and the neutral
 *    placement use the state's PRNG. Where the sheriff chooses Robin's hex (several hexes of
 *    the rolled terrain, eviction, the best-scoring hex after an empty 7), the phase is
 *    HW_PHASE_ROBBER with robin_pending set, and the choices are HW_ACTION_MOVE_ROBBER
 *    (b = -1) of the sheriff. Eviction (RH-EVICT) lists "stay" (Robin's own hex): declining
 *    skips the eviction and the normal move that would follow it.
 *  - Robin moves after the sheriff's END_TURN (the next turn's roll waits for any choice).
 *  - Cards Robin steals go back to the bank. On an enclosure (RH-END) a tie in VP goes to
 *    the sheriff, who sprang the trap. hw_game_winner() is HW_GAME_WINNER_ROBIN when Robin
 *    wins.
 * Barbarian Attack's choices are listed in hw-game-barbarian.h.
 * The Desert Raiders (DR-*, hw-game-desert-raiders.c) is played like this:
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

#include <glib.h>

#include "hw-base-params.h"
#include "hw-rng.h"
#include "hw-scenario.h"
#include "hw-terrain.h"

G_BEGIN_DECLS

#define HW_GAME_ERROR (hw_game_error_quark ())

typedef enum
{
  HW_GAME_ERROR_UNSUPPORTED_MODULE,  /* the scenario needs a module the engine lacks */
  HW_GAME_ERROR_PLAYERS,             /* no variant for this player count */
  HW_GAME_ERROR_BOARD,               /* the board cannot be played (too big, bad chit) */
  HW_GAME_ERROR_PIECES,              /* the pieces cannot cover the setup (BASE-PIECES-02) */
} HwGameError;

#define HW_GAME_MAX_PLAYERS  6
#define HW_GAME_MAX_HEXES    160
#define HW_GAME_MAX_NODES    512
#define HW_GAME_MAX_EDGES    768
#define HW_GAME_MAX_ISLANDS  32
#define HW_GAME_NODE_WORDS   (HW_GAME_MAX_NODES / 64)
#define HW_GAME_HEX_WORDS    ((HW_GAME_MAX_HEXES + 63) / 64)
#define HW_GAME_EDGE_WORDS   (HW_GAME_MAX_EDGES / 64)
/* A buffer of this many actions always holds every legal action. */
#define HW_GAME_MAX_ACTIONS  4096
#define HW_GAME_MAX_PER_CHIT 24

/* BASE-PIECES, BASE-DEV: the defaults of the base parameters (BASE-PIECES-02, BASE-DEV-02;
 * HwGameRules holds the scenario's values). */
#define HW_GAME_DECK_SIZE    25
#define HW_GAME_ROADS        15
#define HW_GAME_SETTLEMENTS  5
#define HW_GAME_CITIES       4
#define HW_GAME_SHIPS        15
/* The largest development deck the parameters allow (BASE-DEV-02: 30 + 15 + 3 * 10). */
#define HW_GAME_DECK_MAX     80
/* The most roads and ships one player can hold (BASE-PIECES-02: 30 + 30; the Robin Hood
 * sheriff's doubled 30 roads). */
#define HW_GAME_MAX_ROUTE    60

/* Barbarian Attack's state and tables (needs the sizes above). */
#include "hw-ba-rules.h"
/* The Desert Raiders' state and tables. */
#include "hw-dr-rules.h"

/* Scenario modules with rules of their own (HwGameRules.scenario). */
typedef enum
{
  HW_GAME_SCENARIO_NONE = 0,     /* base, Seafarers, volcano and jungle rules only */
  HW_GAME_SCENARIO_ROBIN_HOOD,   /* RH-* */
  HW_GAME_SCENARIO_BARBARIAN,    /* BA-* (hw-game-barbarian.h) */
  HW_GAME_SCENARIO_DESERT_RAIDERS, /* DR-* (hw-game-desert-raiders.h) */
} HwGameScenario;

/* RH-*: the player slot of the neutral pieces, the winner code of Robin Hood. */
#define HW_GAME_NEUTRAL        1
#define HW_GAME_ROBIN_NEUTRALS 5
#define HW_GAME_WINNER_ROBIN   (-2)

/* RH-*: what the sheriff chooses for Robin in HW_PHASE_ROBBER (HwGameState.robin_pending). */
typedef enum
{
  HW_ROBIN_NONE = 0,
  HW_ROBIN_PICK_MOVE,    /* RH-MOVE-01: which adjacent hex of the rolled terrain */
  HW_ROBIN_PICK_EVICT,   /* RH-EVICT: where to drive him (or his own hex: stay) */
  HW_ROBIN_PICK_SEVEN,   /* RH-SEVEN: which of the best-scoring hexes */
} HwRobinPending;

typedef enum
{
  HW_DEV_KNIGHT = 0,
  HW_DEV_VICTORY_POINT,
  HW_DEV_ROAD_BUILDING,
  HW_DEV_YEAR_OF_PLENTY,
  HW_DEV_MONOPOLY,
  HW_N_DEV
} HwDevCard;

typedef enum
{
  HW_PHASE_SETUP_SETTLEMENT = 0, /* to_move places a starting settlement */
  HW_PHASE_SETUP_ROAD,           /* to_move places the road (or ship) next to it */
  HW_PHASE_ROLL,                 /* before the roll: roll, or play a development card */
  HW_PHASE_DISCARD,              /* after a 7: to_move discards one card at a time */
  HW_PHASE_ROBBER,               /* to_move moves the robber and steals */
  HW_PHASE_CHOOSE,               /* to_move picks resources owed by gold/volcano */
  HW_PHASE_MAIN,                 /* trade, build, play cards, move a ship, end turn */
  HW_PHASE_FREE_ROADS,           /* Road Building: to_move places free roads/ships */
  HW_PHASE_OVER,                 /* the game is won */
  HW_PHASE_TRADE,                /* BASE-TRADE: to_move answers the active player's offer */
} HwPhase;

typedef enum
{
  HW_ACTION_PLACE_SETTLEMENT = 0, /* setup: a = node */
  HW_ACTION_PLACE_ROAD,           /* setup: a = edge */
  HW_ACTION_PLACE_SHIP,           /* setup (SEA-SETUP): a = edge */
  HW_ACTION_ROLL,                 /* roll 2d6 */
  HW_ACTION_DISCARD,              /* a = resource: discard one card of it */
  HW_ACTION_MOVE_ROBBER,          /* a = hex, b = victim player or -1 */
  HW_ACTION_CHOOSE_RESOURCE,      /* a = resource taken for a gold/volcano choice */
  HW_ACTION_BUILD_ROAD,           /* a = edge (free during HW_PHASE_FREE_ROADS) */
  HW_ACTION_BUILD_SHIP,           /* a = edge (free during HW_PHASE_FREE_ROADS) */
  HW_ACTION_BUILD_SETTLEMENT,     /* a = node */
  HW_ACTION_BUILD_CITY,           /* a = node holding the player's settlement */
  HW_ACTION_BUY_DEV,              /* a = discovery-token mask (bit 0 ore, 1 grain, 2 wool) */
  HW_ACTION_TRADE_BANK,           /* a = resource given, b = resource taken,
                                   * c = ratio (4, 3 or 2: the best the player has) */
  HW_ACTION_PLAY_KNIGHT,          /* then HW_PHASE_ROBBER */
  HW_ACTION_PLAY_ROAD_BUILDING,   /* then HW_PHASE_FREE_ROADS */
  HW_ACTION_PLAY_YEAR_OF_PLENTY,  /* a, b = the two resources taken */
  HW_ACTION_PLAY_MONOPOLY,        /* a = resource */
  HW_ACTION_MOVE_SHIP,            /* a = edge of the ship, b = edge it moves to */
  HW_ACTION_END_TURN,
  HW_ACTION_PLACE_KNIGHT,         /* BA-DEV-02/03: a = edge */
  HW_ACTION_MOVE_KNIGHT,          /* BA-KNIGHT-02: a = from edge, b = to edge, c = 1 paid grain */
  HW_ACTION_MOVE_BARBARIAN,       /* BA-DEV-04: a = from hex (-1 supply), b = to hex */
  HW_ACTION_TAKE_PRISONER,        /* BA-DEV-05: a = hex */
  HW_ACTION_GOLD_TRADE,           /* BA-GOLD-01: a = resource taken for 2 gold */
  HW_ACTION_PLACE_RAIDER,         /* DR-PLACE-01: a = desert hex */
  HW_ACTION_STEAL,                /* DR-NOROBBER: a = victim player */
  HW_ACTION_REMOVE_RAIDER,        /* DR-SOLDIER-01: a = land hex */
  HW_ACTION_STORM_RAIDER,         /* DR-STORM-01: a = desert hex it comes from, b = hex it reaches */
  HW_ACTION_TRADE_OFFER,          /* BASE-TRADE: a = what is given, b = what is asked, each
                                   * HW_TRADE_PACK (resource or HW_TRADE_GOLD, count) */
  HW_ACTION_TRADE_ACCEPT,         /* BASE-TRADE: to_move accepts the offer */
  HW_ACTION_TRADE_DECLINE,        /* BASE-TRADE: to_move declines it */
  HW_N_ACTION_TYPES
} HwActionType;

/* BASE-TRADE: one side of a domestic offer: @n cards of resource @r (1 <= n <= 2), or
 * @n gold (BA-GOLD-01) with r = HW_TRADE_GOLD. */
#define HW_TRADE_GOLD          HW_N_RESOURCES
#define HW_TRADE_MAX_COUNT     2
#define HW_TRADE_PACK(r, n)    ((r) | ((n) << 8))
#define HW_TRADE_RESOURCE(v)   ((v) & 0xff)
#define HW_TRADE_COUNT(v)      ((v) >> 8)

/* BASE-TRADE: what became of the last domestic offer of the turn. */
typedef enum
{
  HW_TRADE_NONE = 0,       /* no offer this turn */
  HW_TRADE_PENDING,        /* the other players are answering */
  HW_TRADE_ACCEPTED,       /* trade_partner took it */
  HW_TRADE_DECLINED,       /* everybody declined (or nobody could pay) */
} HwTradeStatus;

typedef struct
{
  guint8 type;   /* HwActionType */
  gint8  c;      /* trade ratio, else 0 */
  gint16 a;
  gint16 b;
} HwAction;

/* Per-game counters for statistics; they never influence play. */
typedef struct
{
  guint16 production_hex[HW_GAME_MAX_HEXES];  /* cards, free choices and tokens given */
  guint32 production_resource[HW_N_RESOURCES]; /* cards given (gold choices included) */
  guint16 rolls[13];                           /* how often each sum was rolled */
  guint16 eruptions;
  guint16 eruption_settlements_destroyed;
  guint16 eruption_cities_reduced;
  guint16 discoveries_earned[HW_GAME_MAX_PLAYERS];
  guint16 discoveries_spent[HW_GAME_MAX_PLAYERS];
  guint16 dev_bought[HW_GAME_MAX_PLAYERS];
  guint16 robin_turns[HW_GAME_MAX_HEXES];     /* RH: sheriff turns played with Robin on each hex */
  guint16 robin_steals;                        /* RH-SEVEN: cards Robin took */
} HwGameCounters;

typedef struct
{
  gint16  hand[HW_N_RESOURCES];
  guint8  dev[HW_N_DEV];          /* cards held, victory points included */
  guint8  dev_new[HW_N_DEV];      /* of which bought this turn (not yet playable) */
  guint8  knights_played;
  guint8  settlements_left;       /* pieces not on the board */
  guint8  cities_left;
  guint8  roads_left;
  guint8  ships_left;
  guint8  discard_owed;           /* cards still to discard after a 7 */
  guint8  choices_owed;           /* gold/volcano resources still to choose */
  guint8  harbors;                /* bit 0 generic 3:1, bit 1+r special 2:1 of r */
  guint8  route_length;           /* longest road / trade route */
  guint8  island_vp;              /* SEA-ISLAND special VP, kept permanently */
  guint16 discoveries;            /* JUN discovery tokens */
  guint32 islands;                /* islands where the player has (had) a settlement */
  guint64 buildings[HW_GAME_NODE_WORDS]; /* settlements and cities */
  guint64 cities[HW_GAME_NODE_WORDS];
  guint64 roads[HW_GAME_EDGE_WORDS];
  guint64 ships[HW_GAME_EDGE_WORDS];
} HwPlayerState;

typedef struct
{
  HwRng          rng;
  guint8         phase;            /* HwPhase */
  guint8         resume_phase;     /* where a Knight / Road Building returns to */
  guint8         n_players;
  guint8         current;          /* whose turn it is */
  guint8         to_move;          /* who acts now (differs on discards and choices) */
  guint8         setup_step;       /* 0 .. 2 * n_players - 1 */
  gint8          winner;           /* -1 while the game runs */
  gint8          longest_route_holder;  /* -1 = nobody */
  gint8          largest_army_holder;   /* -1 = nobody */
  guint8         dice[2];          /* the last roll */
  guint8         dev_played;       /* a card was played this turn */
  guint8         ship_moved;       /* SEA-SHIP-02: a ship was moved this turn */
  guint8         built;            /* BASE-TRADE-03: built, moved a ship or bought this turn */
  guint8         trade_offers;     /* BASE-TRADE-02: domestic offers made this turn */
  guint8         trade_status;     /* HwTradeStatus of the last offer this turn */
  gint8          trade_partner;    /* who accepted it, -1 */
  gint16         trade_give;       /* the last offer: HW_TRADE_PACK of what is given */
  gint16         trade_take;       /* and of what is asked */
  guint8         free_roads;       /* Road Building placements left */
  guint8         robin_vp;         /* RH-SEVEN: Robin Hood's victory points */
  guint8         robin_pending;    /* HwRobinPending: a choice of Robin's hex awaits */
  guint8         robin_face;       /* RH-MOVE-01: the resource his die showed, for the choice */
  guint8         robin_enclosed;   /* RH-END: the game ended with Robin enclosed */
  guint8         setup_blocked;    /* setup ran out of room: over, no winner (hw_game_apply) */
  guint8         deck_left;        /* cards left; the next draw is deck[deck_left - 1] */
  guint8         deck[HW_GAME_DECK_MAX];
  gint16         robber_hex;       /* -1 = not on the board */
  gint16         setup_node;       /* the settlement the setup road must touch */
  guint32        turn;
  gint16         bank[HW_N_RESOURCES];
  HwPlayerState  players[HW_GAME_MAX_PLAYERS];
  guint8         node_owner[HW_GAME_MAX_NODES];   /* 0 = free, else player + 1 */
  guint8         edge_owner[HW_GAME_MAX_EDGES];   /* 0 = free, else player + 1 */
  guint64        new_ships[HW_GAME_EDGE_WORDS];   /* ships built this turn */
  HwBarbState    ba;                              /* BA-*, zero in other scenarios */
  HwDrState      dr;                              /* DR-*, zero in other scenarios */
  HwGameCounters counters;
} HwGameState;

/* Node flags in HwGameRules.node_flags. */
enum
{
  HW_NODE_LAND      = 1 << 0,  /* touches land: a building may stand here */
  HW_NODE_COASTAL   = 1 << 1,  /* touches land and sea */
  HW_NODE_VOLCANO   = 1 << 2,  /* a corner of a volcano */
};

/* Edge flags in HwGameRules.edge_flags. */
enum
{
  HW_EDGE_ROAD = 1 << 0,  /* a road may stand here (a land hex on one side) */
  HW_EDGE_SHIP = 1 << 1,  /* a ship may stand here (sea on one side, sea or land on the other) */
};

typedef struct
{
  /* Players and parameters */
  int      n_players;
  int      victory_points;          /* BASE-PIECES: the scenario's target */
  int      scenario;                /* HwGameScenario */
  int      max_roads;               /* BASE-PIECES-02 (doubled for the Robin Hood sheriff) */
  int      max_settlements;
  int      max_cities;
  int      max_ships;               /* BASE-PIECES-02 `ships` (Seafarers), else 0 */
  int      deck_size;               /* BASE-DEV-02: cards in the development deck */
  guint8   deck_counts[HW_N_DEV];   /* BASE-DEV-02: of each HwDevCard */
  int      sevens;                  /* BASE-SEVEN-03 `sevens` (HwSevensRule) */
  gboolean seafarers;               /* module seafarers */
  gboolean volcano;                 /* module volcano */
  gboolean jungle;                  /* module jungle */
  gboolean bank_limit;              /* BASE-PROD-02 `bank-limit` */
  int      bank_size;               /* BASE-PROD-03 `bank-size`: of each resource */
  gboolean strict_trade;            /* BASE-TRADE-03 `strict-trade` */
  gboolean domestic_trade;          /* BASE-TRADE `domestic-trade` */
  int      trade_offers;            /* BASE-TRADE-02 `trade-offers`: offers per turn */
  int      island_bonus;            /* SEA-ISLAND `island-bonus` */
  int      volcano_produces;        /* VOL-03 `volcano-produces`: HwResource, NONE = gold */
  gboolean robber_stops_eruption;   /* VOL-04 `robber-stops-eruption` */

  /* The board as a graph; ids as in hw-graph.h (hex ids are the board's hex indices). */
  int     n_hexes;
  int     n_nodes;
  int     n_edges;
  int     n_islands;
  int     robber_start;             /* hex, or -1 */
  guint8  hex_terrain[HW_GAME_MAX_HEXES];   /* HwTerrain */
  guint8  hex_chit[HW_GAME_MAX_HEXES];      /* 0 = none */
  gint8   hex_resource[HW_GAME_MAX_HEXES];  /* HwResource produced, -1 none */
  gint8   hex_island[HW_GAME_MAX_HEXES];    /* -1 for sea */
  gint16  hex_nodes[HW_GAME_MAX_HEXES][6];  /* corner k (0 = top, clockwise) */
  gint16  hex_edges[HW_GAME_MAX_HEXES][6];
  gint16  node_hexes[HW_GAME_MAX_NODES][3]; /* -1 padded */
  gint16  node_nodes[HW_GAME_MAX_NODES][3]; /* -1 padded */
  gint16  node_edges[HW_GAME_MAX_NODES][3]; /* same order as node_nodes */
  gint16  edge_nodes[HW_GAME_MAX_EDGES][2];
  gint16  edge_hexes[HW_GAME_MAX_EDGES][2]; /* -1 off the board */
  guint8  node_flags[HW_GAME_MAX_NODES];    /* HW_NODE_* */
  guint8  node_harbors[HW_GAME_MAX_NODES];  /* bit 0 generic, bit 1+r special of r */
  gint8   node_island[HW_GAME_MAX_NODES];   /* -1 when not on land */
  guint8  node_pips[HW_GAME_MAX_NODES];     /* dots of the producing hexes around */
  guint8  edge_flags[HW_GAME_MAX_EDGES];    /* HW_EDGE_* */
  guint8  n_chit_hexes[13];                 /* hexes carrying each number */
  gint16  chit_hexes[13][HW_GAME_MAX_PER_CHIT];
  HwBarbRules ba;                           /* BA-* */
  HwDrRules   dr;                           /* DR-* */
  /* Masks for the action listers, computed once per board. */
  guint64 land_hexes[HW_GAME_HEX_WORDS];    /* land hexes (hex_island >= 0) */
  guint64 setup_nodes[HW_GAME_NODE_WORDS];  /* land corners off volcanoes (VOL-01) */
} HwGameRules;

/* Returns the error domain of hw_game_rules_new(). */
GQuark       hw_game_error_quark      (void);
/* Builds the rules for @variant (NULL: the variant for @n_players) of @scenario; refuses,
 * naming it, any module the engine does not implement, and boards it cannot play. */
HwGameRules *hw_game_rules_new        (const HwScenario  *scenario,
                                       const HwVariant   *variant,
                                       int                n_players,
                                       GError           **error);
/* Frees @rules. */
void         hw_game_rules_free       (HwGameRules       *rules);

/* Starts a game: empty board, shuffled deck, robber at its start, seat 0 to place. */
void         hw_game_init             (HwGameState       *state,
                                       const HwGameRules *rules,
                                       guint64            seed);
/* Writes the legal actions of the player to move into @buf (at most @cap; a buffer of
 * HW_GAME_MAX_ACTIONS always holds them all); returns how many were written, 0 once the
 * game is over. */
guint        hw_game_legal_actions    (const HwGameRules *rules,
                                       const HwGameState *state,
                                       HwAction          *buf,
                                       guint              cap);
/* Plays @action for the player to move; returns FALSE and changes nothing if illegal. */
gboolean     hw_game_apply            (const HwGameRules *rules,
                                       HwGameState       *state,
                                       const HwAction    *action);
/* A listing of the legal actions in which the domestic offers (BASE-TRADE), most of a
 * main-phase list, are counted but not written: they stand at [offers_at, offers_at +
 * n_offers) of the whole list, the written entries around them in order. */
typedef struct
{
  guint n;           /* actions in the whole list, the offers included */
  guint n_written;   /* entries written to the buffer */
  guint offers_at;   /* where the offers stand in the whole list */
  guint n_offers;    /* offers left out (0: the buffer holds the whole list) */
} HwActionListing;

/* Lists the legal actions as hw_game_legal_actions() does (same actions, same order) but
 * leaves the domestic offers out of @buf (HW_GAME_MAX_ACTIONS entries); returns the count
 * of the whole list. */
guint        hw_game_legal_actions_lazy (const HwGameRules *rules,
                                         const HwGameState *state,
                                         HwAction          *buf,
                                         HwActionListing   *listing);
/* Writes to @out the action at @index of the whole list @listing describes (@buf as
 * hw_game_legal_actions_lazy() wrote it for this very state). */
void         hw_game_listed_action    (const HwGameRules     *rules,
                                       const HwGameState     *state,
                                       const HwAction        *buf,
                                       const HwActionListing *listing,
                                       guint                  index,
                                       HwAction              *out);
/* Plays @action, which hw_game_legal_actions() listed for this very state, without checking
 * it again: the simulation's trusted path. Anything else goes through hw_game_apply(). */
void         hw_game_apply_listed     (const HwGameRules *rules,
                                       HwGameState       *state,
                                       const HwAction    *action);
/* Returns TRUE when @action is legal now. */
gboolean     hw_game_is_legal         (const HwGameRules *rules,
                                       const HwGameState *state,
                                       const HwAction    *action);

/* Returns the player who acts now. */
int          hw_game_to_move          (const HwGameState *state);
/* Returns TRUE once somebody has won. */
gboolean     hw_game_is_over          (const HwGameState *state);
/* Returns the winner, or -1. */
int          hw_game_winner           (const HwGameState *state);
/* Returns the number of player turns played since setup (the first turn is 1). */
guint        hw_game_turn             (const HwGameState *state);

typedef struct
{
  int settlements;
  int cities;          /* 2 per city */
  int longest_route;   /* 2 or 0 */
  int largest_army;    /* 2 or 0 */
  int cards;           /* victory point cards */
  int island_bonus;    /* SEA-ISLAND */
  int prisoners;       /* BA-PRISON */
  int total;
} HwVpSources;

/* Returns @player's victory points (VP cards included). */
int          hw_game_vp               (const HwGameRules *rules,
                                       const HwGameState *state,
                                       int                player);
/* Splits @player's victory points by source. */
void         hw_game_vp_sources       (const HwGameRules *rules,
                                       const HwGameState *state,
                                       int                player,
                                       HwVpSources       *out);
/* Returns the total of resource cards in @player's hand. */
int          hw_game_hand_size        (const HwGameState *state,
                                       int                player);
/* Checks conservation of cards, pieces, the distance rule, roads and VP; on failure appends
 * the reasons to @why (may be NULL) and returns FALSE. */
gboolean     hw_game_check_invariants (const HwGameRules *rules,
                                       const HwGameState *state,
                                       GString           *why);
/* Appends a readable form of @action ("build road on edge 12") to @out. */
void         hw_game_action_describe  (const HwGameRules *rules,
                                       const HwAction    *action,
                                       GString           *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwGameRules, hw_game_rules_free)

/* Returns TRUE when @node is land, empty and has no building on a neighbouring corner (the
 * distance rule, BASE-PLACE-01), whoever asks; inline because bots test every corner. */
static inline gboolean
hw_game_node_free (const HwGameRules *rules,
                   const HwGameState *state,
                   int                node)
{
  if (!(rules->node_flags[node] & HW_NODE_LAND) || state->node_owner[node] != 0)
    return FALSE;
  for (int k = 0; k < 3; k++)
    {
      int m = rules->node_nodes[node][k];

      if (m >= 0 && state->node_owner[m] != 0)
        return FALSE;
    }
  return TRUE;
}

G_END_DECLS
