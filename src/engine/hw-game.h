/* hw-game.h: the rules engine (rules.md BASE-*, SEA-*, VOL-*, JUN-*, and the scenario
 * rule modules' hooks, hw-rule-module.h).
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
 *    scenarios whose rule module adds a good (HW_TRADE_GOLD) it is offered and asked alike.
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
 * Rule modules hook into this flow through the hook tables of hw-rule-module.h; each module's
 * header documents the choices it makes (src/modules/<module>/).
 */
#pragma once

#include <glib.h>

#include "hw-base-params.h"
#include "hw-rng.h"
#include "hw-scenario.h"
#include "hw-terrain.h"

G_BEGIN_DECLS

#define HW_GAME_ERROR (hw_game_error_quark ())

/* A rule module's place in the rules (hw-rule-module.h). */
typedef struct _HwRuleModule HwRuleModule;
typedef struct
{
  const HwRuleModule *module;
  gpointer            data;          /* its rules: module->rules_size bytes, zeroed */
  guint               state_offset;  /* its slice in HwGameState.module_state */
} HwModuleSlot;

typedef enum
{
  HW_GAME_ERROR_UNSUPPORTED_MODULE,  /* the scenario needs a module the engine lacks */
  HW_GAME_ERROR_PLAYERS,             /* no variant for this player count */
  HW_GAME_ERROR_BOARD,               /* the board cannot be played (too big, bad chit) */
  HW_GAME_ERROR_PIECES,              /* the pieces cannot cover the setup (BASE-PIECES-02) */
  HW_GAME_ERROR_MODULE_CONFLICT,     /* two rule modules own the same part of the rules */
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
/* The most roads and ships one player can hold (BASE-PIECES-02: 30 + 30, twice that for a
 * side a module gives two colours); hw_game_rules_new asserts
 * the limits stay within it. */
#define HW_GAME_MAX_ROUTE    120

/* Rule modules (hw-rule-module.h): at most this many per scenario, and the bytes of game
 * state they share (each owns a fixed slice). */
#define HW_GAME_MAX_MODULES       4
#define HW_GAME_MODULE_STATE_WORDS 144

/* The player slot of neutral pieces a module puts on the board (never a seat in a game with
 * neutral pieces), and the winner code of a side that is no seat. */
#define HW_GAME_NEUTRAL        1
#define HW_GAME_WINNER_SIDE    (-2)

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
  /* 19 .. 24, 26, 27: the actions of rule modules, named in their headers
   * (HW_ACTION_MODULE + k); the engine passes them to the modules' hooks. */
  HW_ACTION_MODULE,
  HW_ACTION_STEAL = HW_ACTION_MODULE + 6, /* a module's steal: a = victim player */
  HW_ACTION_TRADE_OFFER = HW_ACTION_MODULE + 9, /* BASE-TRADE: a = what is given, b = what is asked, each
                                   * HW_TRADE_PACK (resource or HW_TRADE_GOLD, count) */
  HW_ACTION_TRADE_ACCEPT,         /* BASE-TRADE: to_move accepts the offer */
  HW_ACTION_TRADE_DECLINE,        /* BASE-TRADE: to_move declines it */
  HW_N_ACTION_TYPES
} HwActionType;

/* BASE-TRADE: one side of a domestic offer: @n cards of resource @r (1 <= n <= 2), or
 * @n of a rule module's good (gold) with r = HW_TRADE_GOLD. */
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

/* What a player did, counted for the play profile (hw-sim-profile.h); HW_PLAYED_OTHER
 * collects every other action and is read by nobody. */
typedef enum
{
  HW_PLAYED_OTHER = 0,
  HW_PLAYED_KNIGHT,              /* development cards played */
  HW_PLAYED_ROAD_BUILDING,
  HW_PLAYED_PLENTY,
  HW_PLAYED_MONOPOLY,
  HW_PLAYED_OFFER,               /* domestic offers made (BASE-TRADE) */
  HW_PLAYED_TRADE,               /* domestic trades done, as offerer or as the one accepting */
  HW_PLAYED_BANK4,               /* bank and harbor trades at 4:1, 3:1 and 2:1 */
  HW_PLAYED_BANK3,
  HW_PLAYED_BANK2,
  HW_N_PLAYED
} HwPlayedKind;

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
  guint16 played[HW_GAME_MAX_PLAYERS][HW_N_PLAYED];  /* HwPlayedKind */
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

/* Where each player may build next, kept up to date as pieces come and go where
 * HwGameRules.keeps_spots (hw-game-spots.c); zero elsewhere. */
typedef struct
{
  guint64 free_sites[HW_GAME_NODE_WORDS];                      /* BASE-PLACE-01 allows these */
  guint64 road_ends[HW_GAME_MAX_PLAYERS][HW_GAME_NODE_WORDS];  /* corners a player's roads touch */
  guint64 road_spots[HW_GAME_MAX_PLAYERS][HW_GAME_EDGE_WORDS]; /* free edges its next road may take */
  guint8  hex_players[HW_GAME_MAX_HEXES];                      /* players with a building on a
                                                                * corner of each hex (the robber's
                                                                * victims, BASE-SEVEN-02) */
} HwGameSpots;

/* What each roll pays, kept up to date as buildings come and go where
 * HwGameRules.keeps_yield (hw-game-yield.c); zero elsewhere. */
typedef struct
{
  gint16 owed[11][HW_GAME_MAX_PLAYERS][HW_N_RESOURCES];  /* by number (2..12): the cards of
                                                          * each player, robber aside */
  guint8 given[HW_GAME_MAX_HEXES];                        /* the cards each hex pays */
} HwGameYield;

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
  HwGameSpots    spots;
  HwGameYield    yield;
  HwGameCounters counters;
  /* The rule modules' slices (hw-rule-module.h), zero where no module owns them. */
  guint64        module_state[HW_GAME_MODULE_STATE_WORDS];
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
  int      max_roads;               /* BASE-PIECES-02 (a module may change the limits) */
  int      max_settlements;
  int      max_cities;
  int      max_ships;               /* BASE-PIECES-02 `ships` (Seafarers), else 0 */
  int      deck_size;               /* BASE-DEV-02: cards in the development deck */
  guint8   deck_counts[HW_N_DEV];   /* BASE-DEV-02: of each HwDevCard */
  gboolean own_deck;                /* a module's deck replaces this one (BA-DEV-01) */
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

  /* Rule modules: how many, and per hook the slots that fill it in (read on every action,
   * so next to the parameters). */
  int      n_modules;
  struct { guint8 n; guint8 at[HW_GAME_MAX_MODULES]; } hooks[16];
  guint32  card_actions;            /* action types that only move cards */
  gboolean check_every_action;      /* a module may end the game after any action */
  gboolean after_effects;           /* a module's after hook plays scenario effects */
  guint32  decisive_actions;        /* action types after which the win check runs */
  /* Flags rule modules set in their init hook. */
  gboolean second_setup_city;       /* the second starting building is a city */
  gboolean no_largest_army;         /* Knights never give Largest Army */
  /* HwGameState.spots are kept: no ships and no modules, so pieces change only through
   * hw_game_put_*() and hw_game_remove_*(). */
  gboolean keeps_spots;
  /* HwGameState.yield is kept: the spots are, and no volcano or jungle. */
  gboolean keeps_yield;

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
  guint8  max_node_pips;                    /* the most of node_pips[] */
  guint8  edge_flags[HW_GAME_MAX_EDGES];    /* HW_EDGE_* */
  guint8  n_chit_hexes[13];                 /* hexes carrying each number */
  gint16  chit_hexes[13][HW_GAME_MAX_PER_CHIT];
  /* The scenario's rule modules, in file order (hw-rule-module.h). */
  HwModuleSlot modules[HW_GAME_MAX_MODULES];
  const HwModuleSlot *goods_slot;           /* the module adding a good to domestic trade */
  /* Masks for the action listers, computed once per board. */
  guint64 land_hexes[HW_GAME_HEX_WORDS];    /* land hexes (hex_island >= 0) */
  guint64 setup_nodes[HW_GAME_NODE_WORDS];  /* land corners off volcanoes (VOL-01) */
} HwGameRules;

/* Returns the error domain of hw_game_rules_new_with() (hw-rule-module.h; the registry's
 * hw_game_rules_new() resolves the scenario's modules and calls it). */
GQuark       hw_game_error_quark      (void);
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
 * n_offers) of the whole list, the written entries around them in order. Where the spots
 * are kept, the places a move names are counted too, at [places_at, places_at +
 * n_places): the settlements and roads of the main phase, or the robber's moves; and the
 * bank trades, at [bank_at, bank_at + n_bank): in that order, before the offers. */
typedef struct
{
  guint n;           /* actions in the whole list, the offers included */
  guint n_written;   /* entries written to the buffer */
  guint places_at;   /* where the settlements and roads (or robber's moves) stand */
  guint n_places;    /* those left out (kept spots only) */
  guint bank_at;     /* where the bank trades stand in the whole list (after the builds) */
  guint n_bank;      /* bank trades left out (kept spots only) */
  guint offers_at;   /* where the offers stand in the whole list (after the bank trades) */
  guint n_offers;    /* offers left out (0 here and above: the buffer holds the whole list) */
  int   end_turn;    /* where END_TURN stands in the whole list, -1: not listed, -2: not
                        known without looking (modules list or filter) */
  int   builds;      /* 1: a road, ship, settlement, city or card bought is listed, 0: none,
                        -1: not known without looking */
} HwActionListing;

/* Lists the legal actions as hw_game_legal_actions() does (same actions, same order) but
 * leaves the domestic offers out of @buf (HW_GAME_MAX_ACTIONS entries); returns the count
 * of the whole list. */
guint        hw_game_legal_actions_lazy (const HwGameRules *rules,
                                         const HwGameState *state,
                                         HwAction          *buf,
                                         HwActionListing   *listing);
/* Brings @listing (and its buffer) up to @state, where the offer made from the main-phase
 * state it was listed for was declined, with nothing else played since; returns FALSE
 * when the list must be made again. */
gboolean     hw_game_listing_declined (const HwGameRules *rules,
                                       const HwGameState *state,
                                       HwActionListing   *listing);
/* Returns where the entry at @written of the buffer stands in the whole list @listing
 * describes. */
guint        hw_game_listing_place    (const HwActionListing *listing,
                                       guint                  written);
/* Writes to @out the action at @index of the whole list @listing describes (@buf as
 * hw_game_legal_actions_lazy() wrote it for this very state). */
void         hw_game_listed_action    (const HwGameRules     *rules,
                                       const HwGameState     *state,
                                       const HwAction        *buf,
                                       const HwActionListing *listing,
                                       guint                  index,
                                       HwAction              *out);
/* Writes to @out the whole list @listing describes (@buf as hw_game_legal_actions_lazy()
 * wrote it), but of the offers only those asking for a good in @asked (a bit per good, e.g.
 * 1 << HW_TRADE_GOLD) and giving at most @given[good] (HW_TRADE_GOLD + 1 goods) of their
 * good, and to @at where each entry stands in the whole list (both HW_GAME_MAX_ACTIONS
 * entries); returns how many entries it wrote. */
guint        hw_game_listing_expand   (const HwGameRules     *rules,
                                       const HwGameState     *state,
                                       const HwAction        *buf,
                                       const HwActionListing *listing,
                                       guint                  asked,
                                       const guint8          *given,
                                       HwAction              *out,
                                       guint16               *at);
/* Returns where the offer @offer, one of those @listing counts, stands in the whole list. */
guint        hw_game_listing_offer_place (const HwGameRules     *rules,
                                          const HwGameState     *state,
                                          const HwActionListing *listing,
                                          const HwAction        *offer);
/* Plays @action, which hw_game_legal_actions() listed for this very state, without checking
 * it again: the simulation's trusted path. Anything else goes through hw_game_apply(). */
void         hw_game_apply_listed     (const HwGameRules *rules,
                                       HwGameState       *state,
                                       const HwAction    *action);
/* Returns TRUE when @action is legal now. */
gboolean     hw_game_is_legal         (const HwGameRules *rules,
                                       const HwGameState *state,
                                       const HwAction    *action);

/* The accessors below are inline: the simulation asks them at every step. */
/* Returns the player who acts now. */
static inline int
hw_game_to_move (const HwGameState *state)
{
  return state->to_move;
}

/* Returns TRUE once somebody has won. */
static inline gboolean
hw_game_is_over (const HwGameState *state)
{
  return state->phase == HW_PHASE_OVER;
}

/* Returns TRUE while a development card can be drawn: from the base deck, or from the
 * module's deck that replaces it (BA-DEV-01, which never runs out). */
static inline gboolean
hw_game_deck_open (const HwGameRules *rules,
                   const HwGameState *state)
{
  return rules->own_deck || state->deck_left > 0;
}

/* Returns the winner, or -1. */
static inline int
hw_game_winner (const HwGameState *state)
{
  return state->winner;
}

/* Returns the number of player turns played since setup (the first turn is 1). */
static inline guint
hw_game_turn (const HwGameState *state)
{
  return state->turn;
}

typedef struct
{
  int settlements;
  int cities;          /* 2 per city */
  int longest_route;   /* 2 or 0 */
  int largest_army;    /* 2 or 0 */
  int cards;           /* victory point cards */
  int island_bonus;    /* SEA-ISLAND */
  int modules;         /* the rule modules' own points (extra_vp) */
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
/* Fills @on_hex (rules->n_hexes rows) with the pawns standing on each hex in @state: the
 * robber, and the pawns of the scenario's rule modules. */
void         hw_game_hex_pawns        (const HwGameRules *rules,
                                       const HwGameState *state,
                                       guint16          (*on_hex)[HW_N_PAWNS]);
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

/* hw_game_node_free(), read from the kept spots where the rules keep them: for states the
 * engine played to (not one a caller set up by writing the board itself). */
static inline gboolean
hw_game_site_free (const HwGameRules *rules,
                   const HwGameState *state,
                   int                node)
{
  if (rules->keeps_spots)
    return (state->spots.free_sites[node >> 6] >> (node & 63)) & 1;
  return hw_game_node_free (rules, state, node);
}

G_END_DECLS
