/* hw-module-record.h: the rule modules' statistics of one game and one batch, as the
 * simulator keeps them (filled by the modules' game_stats and batch_stats hooks, see
 * src/engine/hw-module-stats.h). Plain data, below every floor that reads or writes it: the
 * modules (floor 2) fill it, the simulator (floor 4) stores and prints it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define HW_MODULE_STATS_MAX_SEATS 8   /* = HW_SIM_MAX_SEATS */
#define HW_MODULE_STATS_MAX_PLACES 16 /* places a module counts per (BA: its coastal hexes) */

/* One finished game's module counters (zero for the modules not played). */
typedef struct _HwModuleGameStats
{
  guint8   robin;                               /* a Robin Hood game (RH-*): the next two count */
  guint8   robin_enclosed;                      /* ended with Robin enclosed (RH-END) */
  guint16  robin_vp;                            /* Robin's VP at the end */
  guint8   barbarian;                           /* a Barbarian Attack game (BA-*): the ba_ fields count */
  guint16  ba_landings;                         /* barbarians landed */
  guint16  ba_conquests[HW_MODULE_STATS_MAX_PLACES]; /* per coastal hex, in the batch's places order */
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
  gboolean has_places;                          /* a module counts per place (BA's coastal hexes) */
  guint    n_places;
  int      places[HW_MODULE_STATS_MAX_PLACES];  /* hexes, in the order of its SUM_PLACES field */
} HwModuleBatchStats;

/* How a module's counters of one game are written out (CSV columns and per-seat JSON counts),
 * and how the batch's sums of them make its JSON section, its lines in simulate's summary
 * and its entries in the charts. A module declares one HwModuleStatsDesc in its folder
 * (HwRuleModule.stats); the simulator, the CLI and the charts loop over the registry's
 * descriptors, in their @order, and never name a counter. */
typedef enum
{
  HW_MODULE_STAT_U8 = 0,
  HW_MODULE_STAT_U16,
  HW_MODULE_STAT_U32,
} HwModuleStatType;

typedef enum
{
  HW_MODULE_STAT_ONE = 0,    /* one value; the batch keeps its sum */
  HW_MODULE_STAT_PER_SEAT,   /* HW_MODULE_STATS_MAX_SEATS values: one column per seat, "<csv>_<seat>" */
  HW_MODULE_STAT_SUM_PLACES, /* HW_MODULE_STATS_MAX_PLACES values, one per place of the batch
                              * (HwModuleBatchStats), written as their sum; the batch keeps each */
  HW_MODULE_STAT_TURN,       /* the turn something first happened, 0 = never: one column; the
                              * batch counts the games it happened in, sums the turns and keeps
                              * a histogram (HwModuleStatsDesc.hist_bin) */
} HwModuleStatShape;

typedef struct _HwModuleStatField
{
  const char *csv;          /* CSV column (per seat: its prefix); NULL: none */
  guint16     offset;       /* offsetof (HwModuleGameStats, ...) */
  guint8      type;         /* HwModuleStatType */
  guint8      shape;        /* HwModuleStatShape */
  const char *json;         /* PER_SEAT: its key in the module's JSON section (the batch's
                             * total, and each seat's count in "by-seat"); SUM_PLACES: each
                             * place's count in the places array; NULL: none */
  const char *json_per_game; /* PER_SEAT: the key of each seat's mean per game in "by-seat",
                             * after the counts; SUM_PLACES: of each place's; NULL: none */
} HwModuleStatField;

/* One member of a module's JSON section, in order. @field indexes HwModuleStatsDesc.fields
 * (a seat number for SEAT_WIN_RATE). "n" is the games that played the module (1 when none). */
typedef enum
{
  HW_MODULE_JSON_GAMES = 0,     /* int: the games that played the module */
  HW_MODULE_JSON_SUM,           /* int: the batch's total of @field (over seats or places too) */
  HW_MODULE_JSON_NO_SEAT_WINS,  /* int: its games won by no seat */
  HW_MODULE_JSON_TURN_COUNT,    /* int: its games in which the TURN @field happened */
  HW_MODULE_JSON_TURN_SUM,      /* int: the sum of those turns */
  HW_MODULE_JSON_TURN_BIN,      /* int: the histogram's bin width */
  HW_MODULE_JSON_TURN_HIST,     /* array: the histogram's counts */
  HW_MODULE_JSON_PER_GAME,      /* an object of the members up to the next END */
  HW_MODULE_JSON_END,
  HW_MODULE_JSON_MEAN,          /* double: the total of @field / n */
  HW_MODULE_JSON_SEAT_SHARE,    /* double: the total of @field / (n × seats) */
  HW_MODULE_JSON_SEAT_WIN_RATE, /* double: the wins of seat @field / n */
  HW_MODULE_JSON_TURN_RATE,     /* double: TURN_COUNT / n */
  HW_MODULE_JSON_TURN_MEAN,     /* double: TURN_SUM / TURN_COUNT (0 when it never happened) */
  HW_MODULE_JSON_BY_SEAT,       /* array: each seat's number, counts and means per game */
  HW_MODULE_JSON_PLACES,        /* array: each place's q, r, terrain, chit, count, mean */
} HwModuleJsonKind;

typedef struct _HwModuleJsonItem
{
  const char *key;
  guint8      kind;            /* HwModuleJsonKind */
  guint8      field;
} HwModuleJsonItem;

/* One argument of a summary line: a value of the module's JSON section. */
typedef enum
{
  HW_MODULE_ARG_COUNT = 0,  /* an int member of the section, as decimal text (%s) */
  HW_MODULE_ARG_VALUE,      /* a double member of the section (%f) */
  HW_MODULE_ARG_PER_GAME,   /* a double member of its "per-game" object (%f) */
  HW_MODULE_ARG_PERCENT,    /* a double member of the section × 100 (%f) */
  HW_MODULE_ARG_PER_GAME_PERCENT,
  HW_MODULE_ARG_SEAT,       /* by-seat lines: the seat's "seat" (%u) */
  HW_MODULE_ARG_SEAT_VALUE, /* by-seat lines: a double member of the seat's object (%f) */
  HW_MODULE_ARG_SEAT_PERCENT,
  HW_MODULE_ARG_SEAT_MEAN,  /* by-seat lines: an int member of the seat's object / n (%f) */
} HwModuleArgKind;

typedef struct _HwModuleSummaryArg
{
  guint8      kind;         /* HwModuleArgKind */
  const char *key;
} HwModuleSummaryArg;

#define HW_MODULE_SUMMARY_MAX_ARGS 8

typedef enum
{
  HW_MODULE_LINE_TEXT = 0,  /* @format (translated) with @args, once */
  HW_MODULE_LINE_BY_SEAT,   /* @format with @args, once per element of "by-seat" */
  HW_MODULE_LINE_HIST,      /* @format, then " a-b: k;" for each bin of the TURN_HIST member
                             * @args[0].key holding a game ("a+" for the last), then a newline */
  HW_MODULE_LINE_PLACES,    /* @format, then " (q,r) %.2f;" of each place's @args[0].key in
                             * the PLACES member @args[1].key, then a newline */
  HW_MODULE_LINE_HEXES,     /* @format, then " (q,r) terrain %.1f;" of each hex of the
                             * production's "by-hex" by its @args[0].key, most first, then a newline */
} HwModuleLineKind;

typedef struct _HwModuleSummaryLine
{
  guint8      kind;         /* HwModuleLineKind */
  const char *format;       /* N_(): a printf format of the @args, in order */
  HwModuleSummaryArg args[HW_MODULE_SUMMARY_MAX_ARGS];
} HwModuleSummaryLine;

/* The name the charts give a count of the module's JSON section. */
typedef struct _HwModuleChartName
{
  const char *key;
  const char *name;         /* N_() */
} HwModuleChartName;

/* What the board heatmap can shade for the module: a double member of the production's
 * "by-hex" entries, in its colour. */
typedef struct _HwModuleHeat
{
  const char *key;          /* NULL: none */
  const char *action;       /* the editor's action suffix ("heat-<action>") */
  const char *unit;         /* N_(): what it shades, per game */
  const char *label;        /* N_(): the editor's check button for it, with a mnemonic */
  double      color[3];
} HwModuleHeat;

typedef struct _HwModuleStatsDesc
{
  const char *module;                /* the module's id */
  int         order;                 /* where its columns and JSON section go among the
                                      * modules' (ascending) */
  guint16     played;                /* offsetof the guint8 flag set in a game that played it:
                                      * its columns are empty in the other games */
  const HwModuleStatField *fields;   /* CSV: the ONE, SUM_PLACES and TURN fields in order, then
                                      * for each seat the PER_SEAT fields in order */
  guint       n_fields;

  /* Its JSON section: written when a game played it (or the batch has its places). */
  const char *section;               /* the section's key; NULL: none */
  const HwModuleJsonItem *json;
  guint       n_json;
  guint16     hist_bin;              /* TURN: turns per histogram bin */
  guint16     hist_bins;             /* TURN: bins (the last holds every later turn) */
  /* Its members of each land hex in the production's "by-hex": its per-hex turn counts
   * (HwModuleHexTurns) as "<hex_turns_key>" and "<hex_turns_key>-per-game", and the mean
   * of its SUM_PLACES field on each of its places as @place_key. */
  guint16     hex_turns;             /* HW_MODULE_HEX_TURNS (member); 0: none */
  const char *hex_turns_key;
  guint8      hex_turns_skip;        /* 1 + a terrain (HwTerrain) left bare; 0: none */
  const char *place_key;

  /* simulate's summary: its lines, after the base game's. */
  const HwModuleSummaryLine *summary;
  guint       n_summary;

  /* The charts: the names of its section's counts in the events chart (the rest show their
   * key), the members that are no events, a per-seat count shown for each seat, the name of
   * its own victory points (HwRuleModule.extra_vp) in the VP chart, and its heatmap. */
  int         chart_order;           /* where its events go among the modules' (ascending) */
  const HwModuleChartName *chart_names;
  guint       n_chart_names;
  const char *const *chart_skipped;  /* NULL-terminated, or NULL */
  const char *chart_seat_key;        /* in "by-seat"; NULL: none */
  const char *chart_seat_name;       /* N_(): a format of the seat's number (%u) */
  const char *chart_vp_name;         /* N_(); NULL: its VP are not shown apart */
  HwModuleHeat heat;
  int         heat_order;            /* where its heatmap goes among the modules' (ascending) */
} HwModuleStatsDesc;

/* The JSON key of the victory points the modules give (extra_vp); it keeps the name the
 * first module to give any chose (BA-PRISON). */
#define HW_MODULE_VP_KEY "prisoners"

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

/* The per-hex turn counts of the module of @desc in @turns, or NULL. */
static inline const guint16 *
hw_module_hex_turns (const HwModuleHexTurns *turns,
                     const HwModuleStatsDesc *desc)
{
  if (desc->hex_turns == 0)
    return NULL;
  return *(const guint16 *const *) (gconstpointer) ((const guint8 *) turns + desc->hex_turns - 1);
}

#define HW_MODULE_STAT(csv_, member_, type_, shape_) \
  { (csv_), (guint16) G_STRUCT_OFFSET (HwModuleGameStats, member_), (type_), (shape_), NULL, NULL }
/* A per-seat counter with its JSON keys. */
#define HW_MODULE_SEAT_STAT(csv_, json_, per_game_, member_, type_) \
  { (csv_), (guint16) G_STRUCT_OFFSET (HwModuleGameStats, member_), (type_), \
    HW_MODULE_STAT_PER_SEAT, (json_), (per_game_) }
/* A counter with its JSON keys, of any shape. */
#define HW_MODULE_STAT_JSON(csv_, json_, per_game_, member_, type_, shape_) \
  { (csv_), (guint16) G_STRUCT_OFFSET (HwModuleGameStats, member_), (type_), (shape_), \
    (json_), (per_game_) }
/* The @member_ of HwModuleHexTurns, for HwModuleStatsDesc.hex_turns. */
#define HW_MODULE_HEX_TURNS(member_) ((guint16) (1 + G_STRUCT_OFFSET (HwModuleHexTurns, member_)))

G_END_DECLS
