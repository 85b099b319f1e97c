/* bench-generate.c: boards per second for the base 4-player board and The Desert Raiders'
 * 5-6 map with the default constraints (targets: 50,000/s and 10,000/s on one core), and
 * the balance score of 10,000 random boards against --best-of 100. */
#include "hw-test.h"
#include "hw-bench.h"

#include "gen-boards.h"
#include "hw-generate.h"
#include "hw-scenario-io.h"

#include <stdlib.h>

static HwScenario *
load_shipped (const char *name)
{
  g_autofree char *path = hw_test_source_path ("scenarios", name, NULL);
  g_autoptr(GError) error = NULL;
  HwScenario *s = hw_scenario_load_file (path, &error);

  if (s == NULL)
    g_printerr ("bench-generate: %s; using a board built in code\n", error->message);
  return s;
}

static HwGenerator *
make_generator (HwScenario *s,
                HwVariant  *v,
                guint       best_of)
{
  g_autoptr(GError) error = NULL;
  HwGenerateParams p;
  HwGenerator *gen;

  hw_generate_params_init (&p);
  if (!hw_generate_params_from_scenario (&p, s, &error))
    g_error ("%s", error->message);
  p.best_of = best_of;
  gen = hw_generator_new (s, v, &p, &error);
  if (gen == NULL)
    g_error ("%s", error->message);
  return gen;
}

/* Deals boards for about @seconds of CPU time; returns boards per second. */
static double
boards_per_second (HwScenario *s,
                   HwVariant  *v,
                   double      seconds)
{
  g_autoptr(HwGenerator) gen = make_generator (s, v, 1);
  g_autoptr(HwBoard) board = hw_board_copy (v->board);
  guint64 n = 0;
  double start = hw_bench_thread_seconds (), now = start;
  HwRng rng;

  hw_rng_seed (&rng, 1);
  while (now - start < seconds)
    {
      for (int i = 0; i < 256; i++, n++)
        {
          if (!hw_generator_deal (gen, &rng, NULL))
            g_error ("a deal failed");
          hw_generator_apply (gen, board);
        }
      now = hw_bench_thread_seconds ();
    }
  return n / (now - start);
}

static void
report (const char *label,
        double     *scores,
        guint       n)
{
  double mean = 0;

  for (guint i = 0; i < n; i++)
    mean += scores[i];
  qsort (scores, n, sizeof *scores, hw_bench_compare_doubles);
  g_print ("%-28s n=%-6u mean %.3f  p10 %.3f  p50 %.3f  p90 %.3f\n", label, n, mean / n,
           scores[n / 10], scores[n / 2], scores[(n * 9) / 10]);
}

static void
score_distribution (HwScenario *s,
                    HwVariant  *v,
                    guint       n_random,
                    guint       n_best)
{
  g_autoptr(HwGenerator) one = make_generator (s, v, 1);
  g_autoptr(HwGenerator) best = make_generator (s, v, 100);
  g_autofree double *scores = g_new (double, MAX (n_random, n_best));
  double start;
  HwRng rng;

  hw_rng_seed (&rng, 2);
  for (guint i = 0; i < n_random; i++)
    {
      HwBalance m;

      if (!hw_generator_deal (one, &rng, NULL))
        g_error ("a deal failed");
      hw_generator_measure (one, &m);
      scores[i] = m.score;
    }
  report ("  random boards", scores, n_random);

  start = hw_bench_thread_seconds ();
  for (guint i = 0; i < n_best; i++)
    {
      HwBalance m;

      hw_rng_seed (&rng, 1000 + i);
      if (!hw_generator_deal_best (best, &rng, NULL))
        g_error ("a deal failed");
      hw_generator_measure (best, &m);
      scores[i] = m.score;
    }
  report ("  --best-of 100 (+ swaps)", scores, n_best);
  g_print ("  --best-of 100 takes %.1f ms a board\n", (hw_bench_thread_seconds () - start) * 1000 / n_best);
}

int
main (void)
{
  g_autoptr(HwScenario) base = load_shipped ("base.xml");
  g_autoptr(HwScenario) raiders = load_shipped ("desert-raiders.xml");
  HwVariant *base_v, *raiders_v;
  double rate;

  if (base == NULL)
    base = gen_base_scenario ();
  if (raiders == NULL)
    raiders = gen_special_scenario ();
  base_v = hw_scenario_find_variant (base, 4);
  raiders_v = hw_scenario_find_variant (raiders, 6);
  if (raiders_v == NULL)
    raiders_v = hw_scenario_find_variant (raiders, 0);

  rate = boards_per_second (base, base_v, 1.0);
  g_print ("base 4 players, default constraints: %.0f boards/s (target 50000)\n", rate);
  rate = boards_per_second (raiders, raiders_v, 1.0);
  g_print ("The Desert Raiders %s: %.0f boards/s (target 10000)\n", raiders_v->id, rate);

  g_print ("balance score, base 4 players (0 = even):\n");
  score_distribution (base, base_v, 10000, 200);
  g_print ("balance score, The Desert Raiders %s:\n", raiders_v->id);
  score_distribution (raiders, raiders_v, 10000, 50);
  return 0;
}
