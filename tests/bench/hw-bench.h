/* hw-bench.h: what the benchmarks share: CPU clocks, so that other work on a busy machine
 * does not count, and the ordering used for medians. */
#pragma once

#include <glib.h>
#include <time.h>

/* Returns the CPU seconds the calling thread has used. */
static inline double
hw_bench_thread_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

/* Returns the CPU seconds the whole process has used, all threads together. */
static inline double
hw_bench_process_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

/* Orders two doubles (for qsort and g_array_sort). */
static inline int
hw_bench_compare_doubles (gconstpointer a,
                          gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}
