/* hw-sim-stats-private.h: the layout of HwSimStats, shared by its C files. */
#pragma once

#include "hw-sim-stats.h"

G_BEGIN_DECLS

#include "hw-module-registry.h"

/* The modules' statistics descriptors the simulator keeps counters for. */
#define HW_SIM_MAX_MODULE_DESCS  HW_MODULE_REGISTRY_MAX
#define HW_SIM_MAX_MODULE_FIELDS 16
#define HW_SIM_MAX_HIST_BINS     64

typedef struct
{
  guint64 start;
  guint64 end;
} HwSimRange;

struct _HwSimStats
{
  /* Settings: two batches merge only when these agree. */
  char    *scenario_id;
  char    *variant_id;
  char    *digest;
  guint    n_seats;
  char    *bots[HW_SIM_MAX_SEATS];
  gboolean rotate_seats;
  guint64  seed;
  guint64  games_requested;
  guint    turn_limit;

  /* The board, for production per hex. */
  guint      n_hexes;
  int       *hex_coords;       /* [n_hexes * 2] q, r */
  HwTerrain *hex_terrains;
  guint8    *hex_chits;

  /* Which games were played: sorted, disjoint, non-adjacent ranges. */
  GArray  *ranges;             /* HwSimRange */
  gboolean interrupted;

  /* Counts and sums. */
  guint64  games;
  guint64  ends[HW_SIM_END_ENGINE_ERROR + 1];
  guint64  seat_wins[HW_SIM_MAX_SEATS];
  guint64  bot_wins[HW_SIM_MAX_SEATS];           /* by position in the bot list */
  guint64  bot_errors[HW_SIM_MAX_SEATS];         /* by position in the bot list */
  guint64 *length_hist;                          /* [turn_limit + 1], games won by turns */
  guint64  turns_sum;                            /* over games won */
  guint64  vp_sum[HW_SIM_MAX_SEATS][HW_SIM_N_VP_SOURCES];
  guint64  winner_vp_sum[HW_SIM_N_VP_SOURCES];
  guint64  production[HW_N_RESOURCES];
  guint64  gold_production;
  guint64 *hex_production;                       /* [n_hexes] */
  guint64  eruptions;
  guint64  settlements_destroyed;
  guint64  cities_reduced;
  guint64  discoveries_earned;
  guint64  discoveries_spent;
  guint64  actions;

  /* The modules' counters, by their descriptor's index (hw_sim_module_descs()) and field
   * (HwModuleStatsDesc.fields): the games that played each, those won by no seat, the sums
   * of the ONE fields, the counts, sums and histogram of the TURN fields, the per-seat
   * counts, the counts of each place (the batch's places, HwModuleBatchStats) and the per-hex
   * turn counts. */
  guint64  module_games[HW_SIM_MAX_MODULE_DESCS];
  guint64  module_no_seat_wins[HW_SIM_MAX_MODULE_DESCS];
  guint64  module_sum[HW_SIM_MAX_MODULE_DESCS][HW_SIM_MAX_MODULE_FIELDS];
  guint64  module_events[HW_SIM_MAX_MODULE_DESCS][HW_SIM_MAX_MODULE_FIELDS];
  guint64  module_hist[HW_SIM_MAX_MODULE_DESCS][HW_SIM_MAX_HIST_BINS];
  guint64  module_seat[HW_SIM_MAX_MODULE_DESCS][HW_SIM_MAX_MODULE_FIELDS][HW_SIM_MAX_SEATS];
  guint64  module_places[HW_SIM_MAX_MODULE_DESCS][HW_SIM_MAX_PLACES];
  guint64 *module_hex[HW_SIM_MAX_MODULE_DESCS];  /* [n_hexes] each */
  guint    n_places;
  int      places[HW_SIM_MAX_PLACES];            /* indices into the hexes */

  /* The play profile (hw-sim-profile.c): each seat's sums, and the players of the games won
   * by a seat by knights played (HW_SIM_KNIGHT_BINS - 1: that many or more) and whether they
   * held Largest Army at the end, with their wins. FALSE for a result read from a document
   * older than the profile: it then has none, and neither has what it is merged into. */
  gboolean profiled;
  guint64  profile_sum[HW_SIM_MAX_SEATS][HW_SIM_N_PROFILE];
  guint64  knights_players[2][HW_SIM_KNIGHT_BINS];
  guint64  knights_wins[2][HW_SIM_KNIGHT_BINS];

  /* simulate --deal (hw-sim-deal.c): the same games on fresh deals, the turn-order baseline. */
  gboolean dealt;
  guint64  deal_games;
  guint64  deal_won;
  guint64  deal_seat_wins[HW_SIM_MAX_SEATS];
};

/* The registry's statistics descriptors, in their order (their index is that of
 * HwSimStats.module_seat); returns their count. */
guint hw_sim_module_descs (const HwModuleStatsDesc *const **descs);
/* The descriptor of the module @module, with its index in @index; NULL when none. */
const HwModuleStatsDesc *hw_sim_module_desc (const char *module,
                                             guint      *index);

/* Returns TRUE when @a and @b were made with the same settings; otherwise sets @error. */
gboolean hw_sim_stats_same_settings (const HwSimStats *a,
                                     const HwSimStats *b,
                                     GError          **error);

/* Adds games [@start, @end) to the ranges played; FALSE when some were already there. */
gboolean hw_sim_stats_insert_range  (HwSimStats       *stats,
                                     guint64           start,
                                     guint64           end);

/* Reading a result back (hw-sim-json-reader.c): each look-up notes in @missing the first
 * member that is absent or of the wrong type, and returns NULL, 0, "" or FALSE for it. */
typedef struct
{
  const char *missing;
} HwSimJsonReader;

/* Returns TRUE when @n is a value of @type. */
gboolean     hw_sim_json_holds    (JsonNode        *n,
                                   GType            type);
/* Returns the object member @name of @o (NULL: noted). */
JsonObject  *hw_sim_json_object   (HwSimJsonReader *rd,
                                   JsonObject      *o,
                                   const char      *name);
/* Returns the array member @name of @o (NULL: noted). */
JsonArray   *hw_sim_json_array    (HwSimJsonReader *rd,
                                   JsonObject      *o,
                                   const char      *name);
/* Returns the non-negative integer @n (0: noted as @name). */
gint64       hw_sim_json_node_int (HwSimJsonReader *rd,
                                   JsonNode        *n,
                                   const char      *name);
/* Returns the non-negative integer member @name of @o (0: noted). */
guint64      hw_sim_json_int      (HwSimJsonReader *rd,
                                   JsonObject      *o,
                                   const char      *name);
/* Returns the string member @name of @o ("": noted). */
const char  *hw_sim_json_string   (HwSimJsonReader *rd,
                                   JsonObject      *o,
                                   const char      *name);
/* Returns the boolean member @name of @o (FALSE: noted). */
gboolean     hw_sim_json_bool     (HwSimJsonReader *rd,
                                   JsonObject      *o,
                                   const char      *name);
/* Returns element @i of @list when it is an object, else NULL (which the getters note). */
JsonObject  *hw_sim_json_element  (JsonArray       *list,
                                   guint            i);

/* The play profile (hw-sim-profile.c): adds one game's, adds another batch's, writes the
 * "profile" section and reads it back (FALSE with rd->missing set when damaged). */
void         hw_sim_profile_add_game   (HwSimStats            *stats,
                                        const HwSimGameRecord *record);
void         hw_sim_profile_accumulate (HwSimStats            *stats,
                                        const HwSimStats      *other);
void         hw_sim_profile_to_json    (JsonBuilder           *b,
                                        const HwSimStats      *stats);
gboolean     hw_sim_profile_from_json  (HwSimJsonReader       *rd,
                                        HwSimStats            *stats,
                                        JsonObject            *section);

G_END_DECLS
