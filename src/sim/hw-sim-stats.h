/* hw-sim-stats.h: statistics of a batch of simulated games.
 *
 * Everything stored is a count, a sum or a histogram, never a mean: two batches merge by
 * adding, so merging the shards of a batch gives exactly the statistics of the whole batch.
 * Means, percentiles, intervals and tests are derived from these integers when asked.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "hw-stats.h"
#include "hw-terrain.h"
#include "hw-module-stats.h"
#include "hw-sim-profile.h"

G_BEGIN_DECLS

#define HW_SIM_MAX_SEATS 8
/* Places a module counts per (HwModuleBatchStats); the modules' limit is not larger. */
#define HW_SIM_MAX_PLACES 16
G_STATIC_ASSERT (HW_SIM_MAX_SEATS == HW_MODULE_STATS_MAX_SEATS);
G_STATIC_ASSERT (HW_SIM_MAX_PLACES == HW_MODULE_STATS_MAX_PLACES);
/* Lengths are kept as a histogram with one bin per turn, up to this limit. */
#define HW_SIM_MAX_TURN_LIMIT 100000

#define HW_SIM_STATS_ERROR (hw_sim_stats_error_quark ())

typedef enum
{
  HW_SIM_STATS_ERROR_FORMAT,    /* not a statistics document */
  HW_SIM_STATS_ERROR_MISMATCH,  /* batches of different scenarios, seeds, bots or settings */
  HW_SIM_STATS_ERROR_OVERLAP,   /* both batches played the same game */
} HwSimStatsError;

/* Where a player's final VP came from. */
typedef enum
{
  HW_SIM_VP_SETTLEMENTS = 0,
  HW_SIM_VP_CITIES,
  HW_SIM_VP_LONGEST_ROUTE,
  HW_SIM_VP_ARMY,
  HW_SIM_VP_CARDS,
  HW_SIM_VP_ISLANDS,
  HW_SIM_VP_MODULES,            /* the rule modules' own (extra_vp), as HW_MODULE_VP_KEY */
  HW_SIM_N_VP_SOURCES
} HwSimVpSource;

/* How one game ended. */
typedef enum
{
  HW_SIM_END_WIN = 0,
  HW_SIM_END_TURN_LIMIT,
  HW_SIM_END_BOT_ERROR,         /* a bot chose an action the engine did not list */
  HW_SIM_END_ENGINE_ERROR,      /* an invariant broke or no legal action was listed */
} HwSimEnd;

/* The summary of one finished game; it holds no pointers so a batch can keep an array. */
typedef struct
{
  guint64  index;                               /* game number in the batch */
  guint64  seed;                                /* seed the game was played from */
  guint8   end;                                 /* HwSimEnd */
  gint8    winner;                              /* seat, -1 when none */
  gint8    culprit;                             /* seat whose bot erred, -1 when none */
  guint8   n_seats;
  guint8   seat_bot[HW_SIM_MAX_SEATS];          /* index into the batch's bot list */
  guint32  turns;
  guint16  vp[HW_SIM_MAX_SEATS][HW_SIM_N_VP_SOURCES];
  guint32  production[HW_N_RESOURCES];          /* resource cards produced by dice */
  guint32  gold_production;                     /* resources taken from gold (and volcano gold) */
  guint32  eruptions;
  guint32  settlements_destroyed;
  guint32  cities_reduced;
  guint32  discoveries_earned;
  guint32  discoveries_spent;
  guint32  actions;                             /* actions applied, for benchmarks */
  guint16  profile[HW_SIM_MAX_SEATS][HW_SIM_N_PROFILE];  /* the play profile (hw-sim-profile.h) */
  HwModuleGameStats modules;                   /* the modules' counters (hw-module-stats.h) */
} HwSimGameRecord;

typedef struct _HwSimStats HwSimStats;

GQuark      hw_sim_stats_error_quark     (void);

/* Creates empty statistics for a batch of @games_requested games of @n_seats players
 * played from @seed with bots @bots (one name per seat, in configuration order). */
HwSimStats *hw_sim_stats_new             (const char        *scenario_id,
                                          const char        *variant_id,
                                          guint              n_seats,
                                          const char *const *bots,
                                          gboolean           rotate_seats,
                                          guint64            seed,
                                          guint64            games_requested,
                                          guint              turn_limit);
/* Frees @stats. */
void        hw_sim_stats_free            (HwSimStats        *stats);
/* Returns a new empty statistics object with the same settings and hexes as @stats. */
HwSimStats *hw_sim_stats_new_like        (const HwSimStats  *stats);

/* Describes the board's hexes so production can be reported per hex (call once, before
 * adding games). @terrains and @chits have @n_hexes entries; @coords holds q,r pairs. */
void        hw_sim_stats_set_hexes       (HwSimStats        *stats,
                                          guint              n_hexes,
                                          const int         *coords,
                                          const HwTerrain   *terrains,
                                          const guint8      *chits);
/* Names the places a module counts per (hex indices); call after set_hexes, before adding games. */
void        hw_sim_stats_set_places      (HwSimStats        *stats,
                                          guint              n_places,
                                          const int         *hexes);
/* Sets a digest identifying the scenario file, checked when merging. */
void        hw_sim_stats_set_digest      (HwSimStats        *stats,
                                          const char        *digest);

/* Adds the per-hex turn counts the modules kept in one game (n_hexes entries each). */
void        hw_sim_stats_add_hex_turns   (HwSimStats             *stats,
                                          const HwModuleHexTurns *turns);
/* Adds one game; @hex_production (may be NULL) holds resources produced per hex. */
void        hw_sim_stats_add_game        (HwSimStats            *stats,
                                          const HwSimGameRecord *record,
                                          const guint32         *hex_production);
/* Records that games [@start, @end) of the batch were played. */
void        hw_sim_stats_add_range       (HwSimStats        *stats,
                                          guint64            start,
                                          guint64            end);
/* Marks the batch as stopped before all its games were played. */
void        hw_sim_stats_set_interrupted (HwSimStats        *stats,
                                          gboolean           interrupted);

/* Adds @other into @stats; fails when their settings differ or their games overlap. */
gboolean    hw_sim_stats_merge           (HwSimStats        *stats,
                                          const HwSimStats  *other,
                                          GError           **error);
/* Adds the counts of @other into @stats without checks (per-thread partial sums). */
void        hw_sim_stats_accumulate      (HwSimStats        *stats,
                                          const HwSimStats  *other);

/* Returns the number of games added. */
guint64     hw_sim_stats_games           (const HwSimStats  *stats);
/* Returns the number of games that ended with a winner. */
guint64     hw_sim_stats_finished        (const HwSimStats  *stats);
/* Returns the number of games stopped at the turn limit. */
guint64     hw_sim_stats_turn_limited    (const HwSimStats  *stats);
/* Returns the number of games stopped by a bot's or the engine's error. */
guint64     hw_sim_stats_errors          (const HwSimStats  *stats);
/* Returns the wins of @seat. */
guint64     hw_sim_stats_seat_wins       (const HwSimStats  *stats,
                                          guint              seat);
/* Returns the wins of the bots named @bot, whatever seat they sat in. */
guint64     hw_sim_stats_bot_wins        (const HwSimStats  *stats,
                                          const char        *bot);
/* Returns the mean length in turns of the games won, 0 when none. */
double      hw_sim_stats_mean_turns      (const HwSimStats  *stats);
/* Returns the length below which a fraction @p of the games won fall (nearest rank). */
guint       hw_sim_stats_percentile_turns (const HwSimStats *stats,
                                          double             p);
/* Returns the number of seats. */
guint       hw_sim_stats_n_seats         (const HwSimStats  *stats);
/* Returns TRUE when every requested game was played. */
gboolean    hw_sim_stats_complete        (const HwSimStats  *stats);

/* Builds the JSON document of @stats: settings, raw counts (what merge reads back) and
 * derived figures. The same statistics always give the same bytes. */
JsonNode   *hw_sim_stats_to_json         (const HwSimStats  *stats);
/* Serializes @stats as pretty-printed JSON text. */
char       *hw_sim_stats_to_json_data    (const HwSimStats  *stats,
                                          gsize             *length);
/* Reads statistics back from a document made by hw_sim_stats_to_json. */
HwSimStats *hw_sim_stats_from_json       (JsonNode          *root,
                                          GError           **error);
/* Loads statistics from a JSON file. */
HwSimStats *hw_sim_stats_load_file       (const char        *path,
                                          GError           **error);

/* Writes the CSV header line for @n_seats seats into @out. */
void        hw_sim_csv_header            (GString           *out,
                                          guint              n_seats);
/* Appends one CSV row for @record; @bots names the batch's bot list. */
void        hw_sim_csv_row               (GString               *out,
                                          const HwSimGameRecord *record,
                                          const char *const     *bots);

/* As hw_sim_csv_header() and hw_sim_csv_row() with the modules' columns of @descs (in that
 * order) instead of the registry's (tests). */
void        hw_sim_csv_header_with       (GString                        *out,
                                          guint                           n_seats,
                                          const HwModuleStatsDesc *const *descs,
                                          guint                           n_descs);
void        hw_sim_csv_row_with          (GString                        *out,
                                          const HwSimGameRecord          *record,
                                          const char *const              *bots,
                                          const HwModuleStatsDesc *const *descs,
                                          guint                           n_descs);

/* Returns "win", "turn-limit", "bot-error" or "engine-error". */
const char *hw_sim_end_to_string         (HwSimEnd           end);
/* Returns the JSON name of a VP source ("settlements", ...). */
const char *hw_sim_vp_source_to_string   (HwSimVpSource      source);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwSimStats, hw_sim_stats_free)

G_END_DECLS
