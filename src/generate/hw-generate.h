/* hw-generate.h: fills in a variant's board from its shuffle groups and pools, under
 * placement constraints, reproducibly from a seed. */
#pragma once

#include <glib.h>

#include "hw-balance.h"
#include "hw-rng.h"
#include "hw-scenario.h"

G_BEGIN_DECLS

#define HW_GENERATE_ERROR (hw_generate_error_quark ())

typedef enum
{
  HW_GENERATE_ERROR_POOL,         /* a pool does not fit the positions of its group */
  HW_GENERATE_ERROR_SHUFFLE,      /* a shuffle cannot be carried out (unknown group, ...) */
  HW_GENERATE_ERROR_CONSTRAINTS,  /* no deal met the constraints within the allowed attempts */
} HwGenerateError;

/* The placement constraints; each can be switched off. Defaults: hw_generate_params_init. */
typedef struct
{
  gboolean red_apart;         /* 6 and 8 never on adjacent hexes (on) */
  gboolean equal_apart;       /* equal numbers never on adjacent hexes (on) */
  guint    clump_limit;       /* no same-terrain group of this many adjacent producing hexes; 0 = off (3) */
  gboolean gold_not_red;      /* gold and volcano never take a 6 or an 8 (on) */
  gboolean harbor_apart;      /* a 2:1 harbor never next to a hex yielding its resource (off) */
  gboolean node_pips;         /* pip sum at each node within [min, max] (off) */
  int      node_pips_min;     /* applies to nodes between three chit hexes (4) */
  int      node_pips_max;     /* applies to every node (12) */
  gboolean spiral;            /* deal chits along the rulebook's A-R spiral instead (off) */
  guint    max_attempts;      /* full deals tried before giving up (2000) */
  guint    best_of;           /* candidates generated; the best balance score is kept and then
                               * improved by local search; 0 or 1 = the first valid deal */
} HwGenerateParams;

/* Jungle hexes only ever take these numbers (JUN-01), whatever the parameters. */
#define HW_JUNGLE_CHIT_OK(n) ((n) == 3 || (n) == 4 || (n) == 5 || (n) == 9 || (n) == 10 || (n) == 11)

typedef struct _HwGenerator HwGenerator;

GQuark       hw_generate_error_quark        (void);

/* Sets every constraint to its default. */
void         hw_generate_params_init        (HwGenerateParams  *params);
/* Applies the scenario's "generator-*" parameters of the base module over @params;
 * returns FALSE and sets @error when a value is malformed. */
gboolean     hw_generate_params_from_scenario (HwGenerateParams *params,
                                               const HwScenario *scenario,
                                               GError          **error);

/* Prepares generation for @variant: resolves groups and pools and checks that every pool
 * fits its positions. The variant must outlive the generator and keep its board's shape. */
HwGenerator *hw_generator_new               (const HwScenario       *scenario,
                                             const HwVariant        *variant,
                                             const HwGenerateParams *params,
                                             GError                **error);
/* Frees @gen. */
void         hw_generator_free              (HwGenerator            *gen);
/* Deals one board that meets the constraints into the generator's working layout. */
gboolean     hw_generator_deal              (HwGenerator            *gen,
                                             HwRng                  *rng,
                                             GError                **error);
/* Deals params->best_of boards, keeps the best balance score and improves it by swaps. */
gboolean     hw_generator_deal_best         (HwGenerator            *gen,
                                             HwRng                  *rng,
                                             GError                **error);
/* Measures the working layout. */
void         hw_generator_measure           (const HwGenerator      *gen,
                                             HwBalance              *out);
/* Writes the working layout into @board (which must have the variant's shape). */
void         hw_generator_apply             (const HwGenerator      *gen,
                                             HwBoard                *board);
/* Returns the working layout's terrain of hex @i. */
HwTerrain    hw_generator_terrain           (const HwGenerator      *gen,
                                             guint                   i);
/* Returns the working layout's chit of hex @i. */
guint        hw_generator_chit              (const HwGenerator      *gen,
                                             guint                   i);

/* Generates @variant's board in place from @seed (deal or best-of, as @params says) and
 * records the seed in the variant. On error the variant is unchanged. */
gboolean     hw_generate_variant            (const HwScenario       *scenario,
                                             HwVariant              *variant,
                                             const HwGenerateParams *params,
                                             guint64                 seed,
                                             GError                **error);

/* One reason the variant's shuffles cannot be carried out, for the validator. */
typedef struct
{
  char  *message;   /* translated: "3-4 players: shuffle of ... over group “g”: what is wrong" */
  char  *detail;    /* the same without the variant: "shuffle of ... : what is wrong" */
  guint  line;      /* the <shuffle> line, 0 when unknown */
} HwGenerateProblem;

/* Checks that every shuffle of @variant can be dealt (groups exist, pools fit their
 * positions); returns HwGenerateProblem*, empty when all is well; never NULL. */
GPtrArray   *hw_generate_check_pools        (const HwScenario       *scenario,
                                             const HwVariant        *variant);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwGenerator, hw_generator_free)

G_END_DECLS
