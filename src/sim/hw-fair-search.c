/* hw-fair-search.c: deal, rank by the static fairness figure, race by simulation. */
#include "config.h"
#include "hw-module-registry.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "hw-fair-search.h"
#include "hw-fairness.h"
#include "hw-game.h"
#include "hw-rng.h"
#include "hw-sim.h"

/* Keep the candidates' deals, the race's rounds and the confirming batch apart. */
#define DEAL_STREAM    G_GUINT64_CONSTANT (0x68772d6661697264)
#define RACE_STREAM    G_GUINT64_CONSTANT (0x68772d6661697272)
#define CONFIRM_STREAM G_GUINT64_CONSTANT (0x68772d6661697263)
/* Progress: one candidate's deal and static measure weigh as much as this many games. */
#define STATIC_WEIGHT 4

typedef struct
{
  guint    index;                       /* k: dealt from hw_rng_derive (seed ^ DEAL_STREAM, k) */
  HwBoard *board;
  double   predicted;                   /* static fairness figure, points */
  guint64  games;
  guint64  wins[HW_SIM_MAX_SEATS];
} Candidate;

typedef struct
{
  const HwFairParams *params;
  double              done;             /* work units finished before the running batch */
  double              total;
  const char         *stage;
} Progress;

void
hw_fair_params_init (HwFairParams *params)
{
  memset (params, 0, sizeof *params);
  params->candidates = 64;
  params->first_games = 50;
  params->confirm_games = 2000;
  params->bots = "greedy";
  params->turn_limit = 1000;
  params->n_threads = 1;
}

static guint
raced_count (const HwFairParams *params)
{
  guint raced = params->raced ? params->raced : 64;

  return MAX (MIN (raced, params->candidates), 1);
}

guint64
hw_fair_params_games (const HwFairParams *params)
{
  guint64 games = params->confirm_games, g = params->first_games;

  for (guint alive = raced_count (params); alive > 1; alive = (alive + 1) / 2, g *= 2)
    games += alive * g;
  return games;
}

static int
by_prediction (gconstpointer a,
               gconstpointer b)
{
  const Candidate *x = *(Candidate *const *) a, *y = *(Candidate *const *) b;

  if (x->predicted != y->predicted)
    return x->predicted < y->predicted ? -1 : 1;
  return (x->index > y->index) - (x->index < y->index);
}

/* How uneven the seats' win rates are: their spread around the mean. Over all seats it is a
 * steadier statistic than the best-minus-worst gap the search is judged by, which rests on
 * two seats only, so fewer games tell boards apart. */
static double
candidate_spread (const Candidate *c,
                  guint            n_seats)
{
  double mean = 0.0, sum = 0.0;

  if (c->games == 0 || n_seats == 0)
    return 0.0;
  for (guint s = 0; s < n_seats; s++)
    mean += (double) c->wins[s] / (double) c->games / n_seats;
  for (guint s = 0; s < n_seats; s++)
    {
      double d = (double) c->wins[s] / (double) c->games - mean;

      sum += d * d;
    }
  return sum;
}

static int
by_measured_gap (gconstpointer a,
                 gconstpointer b,
                 gpointer      n_seats)
{
  const Candidate *x = *(Candidate *const *) a, *y = *(Candidate *const *) b;
  double gx = candidate_spread (x, GPOINTER_TO_UINT (n_seats)), gy = candidate_spread (y, GPOINTER_TO_UINT (n_seats));

  if (gx != gy)
    return gx < gy ? -1 : 1;
  return by_prediction (a, b);
}

static void
report (Progress *p,
        double    extra)
{
  if (p->params->progress != NULL)
    p->params->progress (p->total > 0 ? MIN ((p->done + extra) / p->total, 1.0) : 1.0, p->stage,
                         p->params->progress_data);
}

static void
on_batch_progress (guint64  done,
                   guint64  total,
                   gpointer user_data)
{
  report (user_data, (double) done);
}

static gboolean
cancelled (const HwFairParams *params,
           GError            **error)
{
  if (params->cancel == NULL || !g_atomic_int_get (params->cancel))
    return FALSE;
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The search was cancelled."));
  return TRUE;
}

/* Plays @games games of @board (laid into @variant of @scenario) from batch seed @seed and
 * adds the wins to @c. */
static gboolean
play (const HwScenario *scenario,
      HwVariant        *variant,
      int               n_players,
      const HwBoard    *board,
      HwSimConfig      *config,
      guint64           seed,
      guint64           games,
      Candidate        *c,
      Progress         *progress,
      GError          **error)
{
  g_autoptr(HwGameRules) rules = NULL;
  g_autoptr(HwSimResult) result = NULL;

  hw_board_free (variant->board);
  variant->board = hw_board_copy (board);
  rules = hw_game_rules_new (scenario, variant, n_players, error);
  if (rules == NULL)
    return FALSE;
  config->seed = seed;
  config->n_games = games;
  result = hw_sim_run (scenario, variant, rules, config, error);
  if (result == NULL)
    return FALSE;
  if (result->interrupted)
    return !cancelled (progress->params, error);
  if (result->first_error != NULL)
    {
      g_set_error (error, HW_SIM_ERROR, HW_SIM_ERROR_CONFIG, "%s", result->first_error);
      return FALSE;
    }
  c->games += hw_sim_stats_games (result->stats);
  for (guint s = 0; s < config->n_seats; s++)
    c->wins[s] += hw_sim_stats_seat_wins (result->stats, s);
  progress->done += (double) games;
  return TRUE;
}

/* The static measure of every candidate, on the search's threads: hundreds of drafts each. */
typedef struct
{
  const HwScenario   *scenario;
  const HwVariant    *variant;
  int                 n_players;
  guint64             seed;
  const HwFairParams *params;
  gint                done;
} Measure;

static void
measure_one (gpointer data,
             gpointer user_data)
{
  Candidate *c = data;
  Measure *m = user_data;
  HwVariant shallow = *m->variant;
  g_autoptr(HwGameRules) rules = NULL;
  HwFairness fairness;

  if (m->params->cancel == NULL || !g_atomic_int_get (m->params->cancel))
    {
      /* The variant's other parts are only read: a shallow copy holding this board will do. */
      shallow.board = c->board;
      rules = hw_game_rules_new (m->scenario, &shallow, m->n_players, NULL);
      if (rules != NULL)
        {
          hw_fairness_measure (rules, 0, m->seed, &fairness);
          c->predicted = fairness.gap;
        }
    }
  g_atomic_int_inc (&m->done);
}

static gboolean
measure_all (const HwScenario *scenario,
             const HwVariant  *variant,
             int               n_players,
             GPtrArray        *candidates,
             guint64           seed,
             Progress         *progress,
             GError          **error)
{
  Measure m = { scenario, variant, n_players, seed, progress->params, 0 };
  GThreadPool *pool = g_thread_pool_new (measure_one, &m, (int) MAX (progress->params->n_threads, 1), TRUE, error);
  double start = progress->done;

  if (pool == NULL)
    return FALSE;
  for (guint i = 0; i < candidates->len; i++)
    g_thread_pool_push (pool, g_ptr_array_index (candidates, i), NULL);
  while ((guint) g_atomic_int_get (&m.done) < candidates->len)
    {
      g_usleep (G_USEC_PER_SEC / 20);
      progress->done = start + (double) g_atomic_int_get (&m.done) * STATIC_WEIGHT;
      report (progress, 0);
    }
  g_thread_pool_free (pool, FALSE, TRUE);
  progress->done = start + (double) candidates->len * STATIC_WEIGHT;
  return !cancelled (progress->params, error);
}

gboolean
hw_fair_search_apply (const HwScenario       *scenario,
                      HwVariant              *variant,
                      const HwGenerateParams *gen_params,
                      guint64                 seed,
                      const HwFairRecord     *record,
                      GError                **error)
{
  g_autoptr(HwGenerator) gen = NULL;
  HwGenerateParams gp = *gen_params;
  HwRng rng;

  g_return_val_if_fail (record != NULL, FALSE);

  gp.best_of = 1;
  gen = hw_generator_new (scenario, variant, &gp, error);
  if (gen == NULL)
    return FALSE;
  hw_rng_seed (&rng, hw_rng_derive (seed ^ DEAL_STREAM, record->chosen));
  if (!hw_generator_deal (gen, &rng, error))
    return FALSE;
  hw_generator_apply (gen, variant->board);
  variant->seed = seed;
  variant->has_seed = TRUE;
  variant->best_of = record->candidates;
  g_clear_pointer (&variant->fair, hw_fair_record_free);
  variant->fair = hw_fair_record_copy (record);
  return TRUE;
}

gboolean
hw_fair_search (const HwScenario       *scenario,
                HwVariant              *variant,
                int                     n_players,
                const HwGenerateParams *gen_params,
                const HwFairParams     *params,
                guint64                 seed,
                GError                **error)
{
  g_autoptr(HwScenario) work = NULL;
  g_autoptr(HwGenerator) gen = NULL;
  g_autoptr(HwBoard) pristine = NULL;
  g_autoptr(GPtrArray) candidates = g_ptr_array_new ();
  g_autoptr(GPtrArray) alive = g_ptr_array_new ();
  g_autoptr(GError) deal_error = NULL;
  g_autoptr(HwFairRecord) record = NULL;
  g_autofree Candidate *pool = NULL;
  HwVariant *wv;
  HwGenerateParams gp;
  HwSimConfig config;
  Progress progress = { params, 0, 0, NULL };
  Candidate confirm = { 0 };
  guint index = 0, raced;
  guint64 g, race_games = 0;
  HwRng rng;
  gboolean done = FALSE;

  g_return_val_if_fail (scenario != NULL && variant != NULL && params != NULL, FALSE);
  g_return_val_if_fail (params->candidates >= 1, FALSE);

  while (index < scenario->variants->len && g_ptr_array_index (scenario->variants, index) != variant)
    index++;
  g_return_val_if_fail (index < scenario->variants->len, FALSE);

  /* All the work happens on a copy; the caller's variant changes once, at the end. */
  work = hw_scenario_copy (scenario);
  wv = g_ptr_array_index (work->variants, index);
  pristine = hw_board_copy (wv->board);
  gp = *gen_params;
  gp.best_of = 1;
  gen = hw_generator_new (work, wv, &gp, error);
  if (gen == NULL)
    return FALSE;

  hw_sim_config_init (&config);
  if (!hw_sim_config_parse_bots (&config, params->bots ? params->bots : "greedy", (guint) n_players, error))
    return FALSE;
  config.turn_limit = params->turn_limit;
  config.n_threads = MAX (params->n_threads, 1);
  config.cancel = params->cancel;
  config.progress = on_batch_progress;
  config.progress_data = &progress;

  progress.total = (double) params->candidates * STATIC_WEIGHT + (double) hw_fair_params_games (params);
  progress.stage = _("Dealing and ranking candidates");
  pool = g_new0 (Candidate, params->candidates);
  for (guint k = 0; k < params->candidates; k++)
    {
      g_autoptr(HwGameRules) rules = NULL;
      Candidate *c = &pool[k];

      if (cancelled (params, error))
        goto out;
      /* Each deal starts from the board as it was: the generator moves pawns from there. */
      hw_board_free (wv->board);
      wv->board = hw_board_copy (pristine);
      hw_rng_seed (&rng, hw_rng_derive (seed ^ DEAL_STREAM, k));
      g_clear_error (&deal_error);
      if (!hw_generator_deal (gen, &rng, &deal_error))
        continue;
      hw_generator_apply (gen, wv->board);
      /* The engine must take every candidate; one it refuses stops the search. */
      rules = hw_game_rules_new (work, wv, n_players, error);
      if (rules == NULL)
        goto out;
      c->index = k;
      c->board = hw_board_copy (wv->board);
      g_ptr_array_add (candidates, c);
    }
  if (candidates->len == 0)
    {
      g_propagate_error (error, g_steal_pointer (&deal_error));
      goto out;
    }
  if (!measure_all (work, wv, n_players, candidates, seed, &progress, error))
    goto out;

  /* The race: the fairest by the static figure, halved round by round on measured gaps. All
   * boards of a round play the same game seeds, so luck of the dice does not pick the winner. */
  g_ptr_array_sort (candidates, by_prediction);
  raced = MIN (raced_count (params), candidates->len);
  for (guint i = 0; i < raced; i++)
    g_ptr_array_add (alive, g_ptr_array_index (candidates, i));
  progress.stage = _("Racing the fairest by simulation");
  g = params->first_games;
  for (guint round = 0; alive->len > 1; round++, g *= 2)
    {
      for (guint i = 0; i < alive->len; i++)
        {
          Candidate *c = g_ptr_array_index (alive, i);

          if (!play (work, wv, n_players, c->board, &config, hw_rng_derive (seed ^ RACE_STREAM, round), g,
                     c, &progress, error))
            goto out;
          race_games += g;
        }
      g_ptr_array_sort_with_data (alive, by_measured_gap, GUINT_TO_POINTER (config.n_seats));
      g_ptr_array_set_size (alive, (alive->len + 1) / 2);
    }

  /* The winner measured again from a batch seed of its own: its rates in the race are the
   * lucky draw that made it win. */
  progress.stage = _("Confirming the winner");
  {
    Candidate *winner = g_ptr_array_index (alive, 0);
    guint64 confirm_seed = hw_rng_derive (seed ^ CONFIRM_STREAM, 0);

    if (!play (work, wv, n_players, winner->board, &config, confirm_seed, MAX (params->confirm_games, 1),
               &confirm, &progress, error))
      goto out;

    record = hw_fair_record_new ();
    record->candidates = params->candidates;
    record->raced = raced;
    record->first_games = params->first_games;
    record->race_games = race_games;
    record->bots = g_strdup (params->bots ? params->bots : "greedy");
    record->turn_limit = params->turn_limit;
    record->batch_seed = confirm_seed;
    record->games = confirm.games;
    record->n_seats = MIN (config.n_seats, HW_FAIR_MAX_SEATS);
    for (guint s = 0; s < record->n_seats; s++)
      record->wins[s] = confirm.wins[s];
    record->predicted_gap = winner->predicted;
    record->chosen = winner->index;

    /* The one change to the caller's variant: the winner dealt again over its own board. */
    done = hw_fair_search_apply (scenario, variant, &gp, seed, record, error);
  }

out:
  for (guint k = 0; k < params->candidates; k++)
    g_clear_pointer (&pool[k].board, hw_board_free);
  return done;
}
