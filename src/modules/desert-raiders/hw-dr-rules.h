/* hw-dr-rules.h: The Desert Raiders (rules.md DR-*): the module's part of the
 * rules tables and of the game state. Included by hw-game.h; use that.
 * How the engine plays the scenario is described in hw-game.h's header comment.
 */
#pragma once

#include <glib.h>

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

G_END_DECLS
