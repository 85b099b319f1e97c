/* hw-fair-search.h: generation that checks its work by playing (generate --fair N).
 *
 * Deal N candidate boards, rank them by the static fairness figure (hw-fairness.h), then race
 * the fairest by simulation with successive halving: every raced board plays a few games,
 * the more even half (by the gap between the best and the worst seat's win rate over all its
 * games so far) goes on to twice as many games, until one is left. A confirming batch with a
 * batch seed of its own then measures the winner, so the rates kept in the file are not the
 * lucky draw that made it win. Everything follows from the seed, whatever the threads.
 */
#pragma once

#include <glib.h>

#include "hw-fair-record.h"
#include "hw-generate.h"
#include "hw-scenario.h"

G_BEGIN_DECLS

/* Called on the searching thread with the fraction of the work done and what it is doing. */
typedef void (*HwFairProgressFunc) (double      fraction,
                                    const char *stage,
                                    gpointer    user_data);

typedef struct
{
  guint               candidates;     /* N, boards dealt (>= 1) */
  guint               raced;          /* the fairest by the static measure that are raced;
                                       * 0 = min (N, 64) */
  guint               first_games;    /* games per raced board in the first round (50) */
  guint               confirm_games;  /* games of the confirming batch (2000) */
  const char         *bots;           /* bot specs by seat, comma-separated ("greedy": bots
                                       * that draft alike make the board's effect show; see
                                       * README "Balanced or fair?") */
  guint               turn_limit;     /* (1000) */
  guint               n_threads;      /* (1) */
  gint               *cancel;         /* when it becomes non-zero the search stops; may be NULL */
  HwFairProgressFunc  progress;       /* may be NULL */
  gpointer            progress_data;
} HwFairParams;

/* Fills @params with the defaults above. */
void     hw_fair_params_init   (HwFairParams           *params);
/* Returns the games the search plays with @params (race and confirming batch). */
guint64  hw_fair_params_games  (const HwFairParams     *params);
/* Searches a fair board for @variant of @scenario played by @n_players and writes it into the
 * variant, with its seed, best-of (the candidates) and <fair> record: one step that either
 * changes the variant or leaves it untouched (on error or when cancelled, with
 * G_IO_ERROR_CANCELLED). @gen_params are the scenario's placement constraints. */
gboolean hw_fair_search        (const HwScenario       *scenario,
                                HwVariant              *variant,
                                int                     n_players,
                                const HwGenerateParams *gen_params,
                                const HwFairParams     *params,
                                guint64                 seed,
                                GError                **error);

/* Deals candidate @record->chosen of the search with @seed over @variant's board and keeps
 * @record (copied), the seed and the candidates in the variant: what a search ended with,
 * again, without racing. The board must be the one the search started from. */
gboolean hw_fair_search_apply  (const HwScenario       *scenario,
                                HwVariant              *variant,
                                const HwGenerateParams *gen_params,
                                guint64                 seed,
                                const HwFairRecord     *record,
                                GError                **error);

G_END_DECLS
