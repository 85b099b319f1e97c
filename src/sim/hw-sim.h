/* hw-sim.h: playing batches of games between bots, on several threads, in shards.
 *
 * Game i of a batch is played from the seed hw_sim_game_seed (S, i), whatever thread or
 * shard plays it, so a batch gives the same statistics with any --threads and the shards of
 * a batch merge into exactly the statistics of the whole batch.
 */
#pragma once

#include <glib.h>

#include "hw-bot.h"
#include "hw-game.h"
#include "hw-scenario.h"
#include "hw-sim-stats.h"

G_BEGIN_DECLS

#define HW_SIM_ERROR (hw_sim_error_quark ())

typedef enum
{
  HW_SIM_ERROR_CONFIG,      /* settings that cannot be played */
} HwSimError;

/* When the simulation asks the engine to check its invariants. */
typedef enum
{
  HW_SIM_CHECK_NONE = 0,
  HW_SIM_CHECK_END,         /* on every final state */
  HW_SIM_CHECK_EVERY,       /* after every action (slow: for tests) */
} HwSimCheck;

/* A game stops with an error when one turn takes more actions than this: a bot that never
 * ends its turn would otherwise hang the batch. */
#define HW_SIM_MAX_ACTIONS_PER_TURN 2000

/* Per-game records (CSV) are kept in memory, so a run keeping them is limited. */
#define HW_SIM_MAX_RECORDS 20000000u

/* Called on the thread that runs hw_sim_run about ten times a second. */
typedef void (*HwSimProgressFunc) (guint64  done,
                                   guint64  total,
                                   gpointer user_data);

typedef struct
{
  guint64            seed;           /* S */
  guint64            n_games;        /* games in the whole batch */
  guint              turn_limit;     /* player turns; a game still running after it stops */
  guint              n_threads;      /* >= 1 */
  guint              shard_index;    /* 0-based: this run plays shard shard_index of shard_count */
  guint              shard_count;    /* >= 1 */
  guint              n_seats;
  const HwBotInfo   *bots[HW_SIM_MAX_SEATS];   /* one per seat, in seat order */
  gboolean           rotate_seats;   /* game i seats bot (s + i) mod n in seat s */
  HwSimCheck         check;
  gboolean           keep_records;   /* keep one HwSimGameRecord per game (CSV) */
  const char        *digest;         /* identifies the scenario file; may be NULL */
  gint              *cancel;         /* when it becomes non-zero, no new game starts */
  HwSimProgressFunc  progress;
  gpointer           progress_data;
  gboolean           deal;           /* also play every game on a fresh deal (hw-sim-deal.h) */
  HwBotParams        bot_params[HW_SIM_MAX_SEATS];  /* settings of each listed bot */
  char               bot_specs[HW_SIM_MAX_SEATS][HW_BOT_SPEC_MAX];  /* their canonical specs
                                                      * ("greedy:t=0.3"); "" = the bot's name */
} HwSimConfig;

typedef struct
{
  HwSimStats      *stats;
  GArray          *records;          /* HwSimGameRecord by game, or NULL */
  char            *first_error;      /* the first bot or engine error, by game number */
  gboolean         interrupted;
  double           seconds;          /* wall-clock time of the run */
} HwSimResult;

GQuark       hw_sim_error_quark  (void);

/* Fills @config with defaults: 100 games, seed 1, 1000 turns, one thread, one shard. */
void         hw_sim_config_init  (HwSimConfig       *config);
/* Seats the bots of the comma-separated @list, repeated to fill @n_seats; on failure returns
 * FALSE and sets *@bad to the unknown bot's name, or to NULL when @list is empty or longer
 * than the table. */
gboolean     hw_sim_config_set_bots (HwSimConfig    *config,
                                     const char     *list,
                                     guint           n_seats,
                                     char          **bad);
/* Seats the bots of the comma-separated specs in @list ("greedy:t=0.3:style=cities, table"),
 * repeated to fill @n_seats; the error names the bad spec. */
gboolean     hw_sim_config_parse_bots (HwSimConfig  *config,
                                       const char   *list,
                                       guint         n_seats,
                                       GError      **error);
/* Returns the spec of the bot listed @index-th ("greedy", "greedy:t=0.3"). */
const char  *hw_sim_config_bot_name (const HwSimConfig *config,
                                     guint              index);
/* Returns the seed of game @index of the batch with seed @seed. */
guint64      hw_sim_game_seed    (guint64            seed,
                                  guint64            index);
/* Returns the games [*start, *end) that shard @index of @count plays of @n_games. */
void         hw_sim_shard_range  (guint64            n_games,
                                  guint              index,
                                  guint              count,
                                  guint64           *start,
                                  guint64           *end);
/* Plays one game from @seed with @bots (seat order) and their settings @params (seat order,
 * NULL = defaults; entries @seat_bot give their positions in the batch's bot list for the
 * record); fills @record and adds per-hex production into
 * @hex_production (rules->n_hexes entries, may be NULL). @error_message, when not NULL,
 * receives a description of a bot's or the engine's error. Uses @state and @buf as scratch. */
void         hw_sim_play_game    (const HwGameRules *rules,
                                  HwGameState       *state,
                                  HwAction          *buf,
                                  const HwBotInfo  *const *bots,
                                  const HwBotParams *params,
                                  const guint8      *seat_bot,
                                  guint64            seed,
                                  guint              turn_limit,
                                  HwSimCheck         check,
                                  HwSimGameRecord   *record,
                                  guint32           *hex_production,
                                  char             **error_message);
/* Seats the bots of game @index of the batch @config describes: each seat's bot, its
 * settings and its place in the batch's list. */
void         hw_sim_seat_bots    (const HwSimConfig *config,
                                  guint64            index,
                                  const HwBotInfo  **bots,
                                  HwBotParams       *params,
                                  guint8            *seat_bot);
/* Called after each action of a replayed game: @before is the state @seat chose @action in,
 * @after the state it led to. */
typedef void (*HwSimObserver) (const HwGameRules *rules,
                               const HwGameState *before,
                               const HwAction    *action,
                               int                seat,
                               const HwGameState *after,
                               gpointer           data);
/* Plays game @index of the batch @config describes on @rules, exactly as hw_sim_run () plays
 * it, calling @observer after every action; fills @record (and @state with the final
 * state) as the batch's record of that game. */
void         hw_sim_replay_game  (const HwGameRules *rules,
                                  const HwSimConfig *config,
                                  guint64            index,
                                  HwSimObserver      observer,
                                  gpointer           observer_data,
                                  HwGameState       *state,
                                  HwSimGameRecord   *record,
                                  char             **error_message);
/* Plays the batch (or the shard of it) that @config describes on @rules, built from
 * @variant of @scenario. */
HwSimResult *hw_sim_run          (const HwScenario  *scenario,
                                  const HwVariant   *variant,
                                  const HwGameRules *rules,
                                  const HwSimConfig *config,
                                  GError           **error);
/* Frees @result. */
void         hw_sim_result_free  (HwSimResult       *result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwSimResult, hw_sim_result_free)

G_END_DECLS
