/* hw-scenario.h: a scenario: names, players, victory target, rule modules, and one or more
 * variants (by player count), each with its own tables and board. */
#pragma once

#include <glib.h>

#include "hw-board.h"

G_BEGIN_DECLS

#define HW_NO_COUNT (-1)   /* a table entry or total the file does not state */

/* A text in one language; lang is "" for the default (English) text. */
typedef struct
{
  char *lang;
  char *text;
} HwText;

typedef struct
{
  char *name;
  char *value;
  guint line;
} HwParam;

/* A rule module the scenario uses ("base", "seafarers", "desert-raiders", ...). */
typedef struct
{
  char      *id;
  GPtrArray *params;  /* HwParam*, in file order */
  guint      line;
} HwModule;

/* What a shuffle group deals into its positions. */
typedef enum
{
  HW_SHUFFLE_TERRAIN = 0,
  HW_SHUFFLE_CHITS,
  HW_SHUFFLE_HARBORS,
} HwShuffleKind;

/* A generator instruction: deal a pool over the hexes of a group. A pool entry of
 * HW_NO_COUNT everywhere means "take the pool from the tables". */
typedef struct
{
  HwShuffleKind kind;
  char         *group;                     /* board group name; NULL = whole board */
  gboolean      has_pool;
  int           terrains[HW_N_TERRAINS];   /* HW_SHUFFLE_TERRAIN */
  int           chits[13];                 /* HW_SHUFFLE_CHITS, index = number */
  int           harbors[HW_N_RESOURCES + 1]; /* HW_SHUFFLE_HARBORS: [0] generic, [1+r] special */
  guint         line;
} HwShuffle;

/* The tables of one variant, as the scenario states them. Entries are HW_NO_COUNT when the
 * file does not give them; *_total are the totals the text states (not the sums). */
typedef struct
{
  int   terrains[HW_N_TERRAINS];
  int   terrain_total;
  guint terrain_lines[HW_N_TERRAINS];
  guint terrain_total_line;

  int   chits[13];                 /* index = number; index 7 is kept so a stated 7 is seen */
  int   chit_total;
  guint chit_lines[13];
  guint chit_total_line;

  int   harbor_generic;
  int   harbor_special;
  int   harbor_total;
  int   harbor_resources[HW_N_RESOURCES];  /* per resource 2:1 harbors, when stated */
  guint harbor_line;

  int   supply[HW_N_PAWNS];        /* pawns kept off the board (rules) */
  int   components[HW_N_PAWNS];    /* pawns in the component list, when stated */
  guint supply_lines[HW_N_PAWNS];
} HwTables;

/* The most boards a generator may deal for one variant (<generator best-of=>). */
#define HW_SCENARIO_MAX_BEST_OF 1000000

typedef struct
{
  char      *id;                   /* "3-4" */
  int        min_players;
  int        max_players;
  HwTables   tables;
  HwBoard   *board;
  GPtrArray *shuffles;             /* HwShuffle* */
  guint64    seed;                 /* generator seed that made the board; 0 = none */
  gboolean   has_seed;
  guint      best_of;              /* boards the generator dealt for it (--best-of); 0 = not
                                    * recorded, which means 1 */
  struct _HwFairRecord *fair;      /* what generate --fair measured (hw-fair-record.h), or NULL */
  guint      line;
} HwVariant;

typedef struct
{
  char      *id;
  GPtrArray *names;                /* HwText* */
  GPtrArray *descriptions;         /* HwText* */
  int        min_players;
  int        max_players;
  int        victory_points;
  GPtrArray *modules;              /* HwModule* */
  GPtrArray *variants;             /* HwVariant* */
  char      *filename;             /* where it was loaded from, for diagnostics; may be NULL */
} HwScenario;

/* Creates an empty scenario. */
HwScenario *hw_scenario_new             (void);
/* Returns a deep copy of @scenario. */
HwScenario *hw_scenario_copy            (const HwScenario *scenario);
/* Frees @scenario. */
void        hw_scenario_free            (HwScenario       *scenario);

/* Returns the text for the user's languages (g_get_language_names), falling back to "". */
const char *hw_scenario_get_name        (const HwScenario *scenario);
/* Returns the description for the user's languages, or NULL. */
const char *hw_scenario_get_description (const HwScenario *scenario);
/* Returns the best text of @texts for the user's languages. */
const char *hw_text_lookup              (GPtrArray        *texts);
/* Sets (or adds) the text for @lang in @texts. */
void        hw_text_set                 (GPtrArray        *texts,
                                         const char       *lang,
                                         const char       *text);

/* Returns the variant for @players, or the first variant when @players is 0; NULL if none. */
HwVariant  *hw_scenario_find_variant    (const HwScenario *scenario,
                                         int               players);
/* Returns the module @id, or NULL when the scenario does not use it. */
HwModule   *hw_scenario_find_module     (const HwScenario *scenario,
                                         const char       *id);
/* Returns the value of parameter @name of module @module_id, or NULL when not set. */
const char *hw_scenario_get_param       (const HwScenario *scenario,
                                         const char       *module_id,
                                         const char       *name);

/* Creates a variant with empty tables (every count HW_NO_COUNT) and an empty board. */
HwVariant  *hw_variant_new              (const char       *id,
                                         int               min_players,
                                         int               max_players);
/* Frees @variant. */
void        hw_variant_free             (HwVariant        *variant);
/* Resets every table entry to HW_NO_COUNT. */
void        hw_tables_init              (HwTables         *tables);

/* Creates a module with no parameters. */
HwModule   *hw_module_new               (const char       *id);
/* Frees @module. */
void        hw_module_free              (HwModule         *module);
/* Sets (or adds) a parameter of @module. */
void        hw_module_set_param         (HwModule         *module,
                                         const char       *name,
                                         const char       *value);

/* Creates a shuffle of @kind over @group with no pool of its own. */
HwShuffle  *hw_shuffle_new              (HwShuffleKind     kind,
                                         const char       *group);
/* Frees @shuffle. */
void        hw_shuffle_free             (HwShuffle        *shuffle);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwScenario, hw_scenario_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwVariant, hw_variant_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwModule, hw_module_free)

G_END_DECLS
