/* hw-module-record.h: the rule modules' statistics of one game and one batch, as the
 * simulator keeps them (filled by the modules' game_stats and batch_stats hooks, see
 * src/engine/hw-module-stats.h). Plain data, below every floor that reads or writes it: the
 * modules (floor 2) fill it, the simulator (floor 4) stores and prints it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define HW_MODULE_STATS_MAX_SEATS 8   /* = HW_SIM_MAX_SEATS */
#define HW_MODULE_STATS_MAX_COAST 16  /* = HW_SIM_MAX_COAST */

/* One finished game's module counters (zero for the modules not played). */
typedef struct _HwModuleGameStats
{
  guint8   robin;                               /* a Robin Hood game (RH-*): the next two count */
  guint8   robin_enclosed;                      /* ended with Robin enclosed (RH-END) */
  guint16  robin_vp;                            /* Robin's VP at the end */
  guint8   barbarian;                           /* a Barbarian Attack game (BA-*): the ba_ fields count */
  guint16  ba_landings;                         /* barbarians landed */
  guint16  ba_conquests[HW_MODULE_STATS_MAX_COAST]; /* per coastal hex, in the batch's coast order */
  guint16  ba_battles_won;
  guint16  ba_buildings_fallen;                 /* buildings that fell (BA-CONQ-02) */
  guint8   ba_prisoners[HW_MODULE_STATS_MAX_SEATS];    /* held at the end, per seat */
  guint16  ba_knights_lost[HW_MODULE_STATS_MAX_SEATS];
  guint16  ba_gold_earned[HW_MODULE_STATS_MAX_SEATS];
  guint16  ba_gold_spent[HW_MODULE_STATS_MAX_SEATS];
  guint8   raiders;                             /* a Desert Raiders game (DR-*): the dr_ fields count */
  guint32  dr_storm_turn;                       /* the turn the storm began, 0 = never */
  guint16  dr_hexes_overrun;                    /* raiders the storm placed */
  guint16  dr_buildings_taken;
  guint16  dr_buildings_freed;
  guint16  dr_roads_cancelled;
  guint8   dr_abroad[HW_MODULE_STATS_MAX_SEATS];       /* 1: had settled another island when the storm
                                                        * began (or by the end, without a storm) */
  guint8   dr_vp_lost[HW_MODULE_STATS_MAX_SEATS];      /* VP in taken buildings at the end */
  guint8   dr_removed[HW_MODULE_STATS_MAX_SEATS];      /* raiders removed by the seat's soldiers */
} HwModuleGameStats;

/* Per-hex turn counts of one finished game (rules->n_hexes entries each), pointing into
 * the game state: valid until the state changes. NULL for the modules not played. */
typedef struct _HwModuleHexTurns
{
  const guint16 *robin;    /* sheriff turns with Robin on each hex */
  const guint16 *raiders;  /* turns that ended with a raider on each hex */
} HwModuleHexTurns;

/* One batch's facts, the same for every game of the rules. */
typedef struct _HwModuleBatchStats
{
  gboolean has_coast;                           /* a module has coastal hexes (BA) */
  guint    n_coast;
  int      coast[HW_MODULE_STATS_MAX_COAST];    /* in the order of ba_conquests */
} HwModuleBatchStats;

G_END_DECLS
