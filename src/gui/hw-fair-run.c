/* hw-fair-run.c: a fair search in a GTask thread. The worker owns its scenario copy; the
 * window reads progress through atomics, so no widget is touched off the main thread. */
#include "config.h"

#include "hw-fair-run.h"

struct _HwFairRun
{
  HwScenario       *scenario;   /* private copy */
  guint             index;
  int               n_players;
  HwGenerateParams  gen_params;
  HwFairParams      params;
  char             *bots;       /* params.bots points here */
  guint64           seed;
  gint              cancel;
  gint              permyriad;  /* progress, 0..10000 */
  gpointer          stage;      /* const char *, static translated text */
};

static void
run_free (gpointer data)
{
  HwFairRun *run = data;

  g_clear_pointer (&run->scenario, hw_scenario_free);
  g_free (run->bots);
  g_free (run);
}

static void
on_progress (double      fraction,
             const char *stage,
             gpointer    user_data)
{
  HwFairRun *run = user_data;

  g_atomic_int_set (&run->permyriad, (gint) (CLAMP (fraction, 0.0, 1.0) * 10000.0));
  g_atomic_pointer_set (&run->stage, (gpointer) stage);
}

static void
run_thread (GTask        *task,
            gpointer      source,
            gpointer      task_data,
            GCancellable *cancellable)
{
  HwFairRun *run = task_data;
  HwVariant *variant = g_ptr_array_index (run->scenario->variants, run->index);
  GError *error = NULL;

  if (!hw_fair_search (run->scenario, variant, run->n_players, &run->gen_params, &run->params,
                       run->seed, &error))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, hw_fair_record_copy (variant->fair), (GDestroyNotify) hw_fair_record_free);
}

HwFairRun *
hw_fair_run_start (gpointer                source_object,
                   const HwScenario       *scenario,
                   guint                   index,
                   int                     n_players,
                   const HwGenerateParams *gen_params,
                   const HwFairParams     *params,
                   guint64                 seed,
                   GAsyncReadyCallback     callback,
                   gpointer                user_data)
{
  g_autoptr(GTask) task = NULL;
  HwFairRun *run;

  g_return_val_if_fail (scenario != NULL && index < scenario->variants->len, NULL);

  run = g_new0 (HwFairRun, 1);
  run->scenario = hw_scenario_copy (scenario);
  run->index = index;
  run->n_players = n_players;
  run->gen_params = *gen_params;
  run->params = *params;
  run->bots = g_strdup (params->bots);
  run->params.bots = run->bots;
  run->params.cancel = &run->cancel;
  run->params.progress = on_progress;
  run->params.progress_data = run;
  run->seed = seed;
  task = g_task_new (source_object, NULL, callback, user_data);
  g_task_set_task_data (task, run, run_free);
  g_task_run_in_thread (task, run_thread);
  return run;
}

void
hw_fair_run_cancel (HwFairRun *run)
{
  g_atomic_int_set (&run->cancel, 1);
}

double
hw_fair_run_get_progress (HwFairRun   *run,
                          const char **stage)
{
  if (stage != NULL)
    *stage = g_atomic_pointer_get (&run->stage);
  return g_atomic_int_get (&run->permyriad) / 10000.0;
}

HwFairRecord *
hw_fair_run_finish (GAsyncResult *result,
                    GError      **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}
