/* hw-fair-run.h: a fair search (generate --fair) run off the main thread for the Generate
 * dialog: on a private copy of the scenario, with progress to poll and a way to cancel. The
 * caller applies the result to its document on the main thread (hw_fair_search_apply). */
#pragma once

#include <gio/gio.h>

#include "hw-fair-search.h"

G_BEGIN_DECLS

typedef struct _HwFairRun HwFairRun;

/* Starts searching variant @index of a copy of @scenario for @n_players with @gen_params,
 * @params (its cancel and progress fields are the run's own) and @seed; @callback runs on
 * the calling thread's main context when the search ends, with @source_object kept alive. */
HwFairRun          *hw_fair_run_start        (gpointer                source_object,
                                              const HwScenario       *scenario,
                                              guint                   index,
                                              int                     n_players,
                                              const HwGenerateParams *gen_params,
                                              const HwFairParams     *params,
                                              guint64                 seed,
                                              GAsyncReadyCallback     callback,
                                              gpointer                user_data);
/* Asks the search to stop; it then ends with G_IO_ERROR_CANCELLED. */
void                hw_fair_run_cancel       (HwFairRun              *run);
/* Returns the fraction done (0..1) and what the search is doing (static, translated text). */
double              hw_fair_run_get_progress (HwFairRun              *run,
                                              const char            **stage);
/* Returns the record of the search @result ended, or NULL with @error; @run is freed by the
 * task, so it must not be used after this. */
HwFairRecord       *hw_fair_run_finish       (GAsyncResult           *result,
                                              GError                **error);

G_END_DECLS
