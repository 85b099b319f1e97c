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

/* How a module's counters of one game are written out (CSV columns and per-seat JSON counts;
 * the rest of its JSON section, its summary lines and chart names are still named in
 * src/sim/, src/cli/ and src/render/). A module
 * declares one HwModuleStatsDesc in its folder (HwRuleModule.stats); the simulator loops
 * over the registry's descriptors, in their @order, and never names a counter. */
typedef enum
{
  HW_MODULE_STAT_U8 = 0,
  HW_MODULE_STAT_U16,
  HW_MODULE_STAT_U32,
} HwModuleStatType;

typedef enum
{
  HW_MODULE_STAT_ONE = 0,   /* one value */
  HW_MODULE_STAT_PER_SEAT,  /* HW_MODULE_STATS_MAX_SEATS values: one column per seat, "<csv>_<seat>" */
  HW_MODULE_STAT_SUM_COAST, /* HW_MODULE_STATS_MAX_COAST values, written as their sum */
} HwModuleStatShape;

typedef struct _HwModuleStatField
{
  const char *csv;          /* CSV column (per seat: its prefix) */
  guint16     offset;       /* offsetof (HwModuleGameStats, ...) */
  guint8      type;         /* HwModuleStatType */
  guint8      shape;        /* HwModuleStatShape */
  const char *json;         /* PER_SEAT: its key in the module's JSON section (the batch's
                             * total, and each seat's count in "by-seat"); NULL: none */
  const char *json_per_game; /* PER_SEAT: the key of each seat's mean per game in "by-seat",
                             * after the counts; NULL: none */
} HwModuleStatField;

typedef struct _HwModuleStatsDesc
{
  const char *module;                /* the module's id */
  int         order;                 /* where its columns go among the modules' (ascending) */
  guint16     played;                /* offsetof the guint8 flag set in a game that played it:
                                      * its columns are empty in the other games */
  const HwModuleStatField *fields;   /* CSV: the ONE and SUM_COAST fields in order, then for
                                      * each seat the PER_SEAT fields in order */
  guint       n_fields;
} HwModuleStatsDesc;

/* The value of @field in @stats (per seat or coast hex: entry @i). */
static inline guint
hw_module_stat_value (const HwModuleGameStats *stats,
                      const HwModuleStatField *field,
                      guint                    i)
{
  const guint8 *p = (const guint8 *) stats + field->offset;

  switch (field->type)
    {
    case HW_MODULE_STAT_U8:  return p[i];
    case HW_MODULE_STAT_U16: return ((const guint16 *) (gconstpointer) p)[i];
    default:                 return ((const guint32 *) (gconstpointer) p)[i];
    }
}

/* Whether @stats is of a game that played the module of @desc. */
static inline gboolean
hw_module_stats_played (const HwModuleGameStats *stats,
                        const HwModuleStatsDesc *desc)
{
  return ((const guint8 *) stats)[desc->played] != 0;
}

#define HW_MODULE_STAT(csv_, member_, type_, shape_) \
  { (csv_), (guint16) G_STRUCT_OFFSET (HwModuleGameStats, member_), (type_), (shape_), NULL, NULL }
/* A per-seat counter with its JSON keys. */
#define HW_MODULE_SEAT_STAT(csv_, json_, per_game_, member_, type_) \
  { (csv_), (guint16) G_STRUCT_OFFSET (HwModuleGameStats, member_), (type_), \
    HW_MODULE_STAT_PER_SEAT, (json_), (per_game_) }

G_END_DECLS
