/* hw-stats.h: Wilson intervals and a chi-square test of uniformity. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Computes the 95%-style Wilson score interval of @k successes in @n trials for normal
 * quantile @z (1.959964 for 95%). */
void        hw_wilson_interval           (guint64            k,
                                          guint64            n,
                                          double             z,
                                          double            *low,
                                          double            *high);
/* Returns the chi-square statistic of @counts[@n] against a uniform expectation; sets @p_value
 * to the probability of a value at least as large with @n - 1 degrees of freedom. */
double      hw_chi_square_uniform        (const guint64     *counts,
                                          guint              n,
                                          double            *p_value);
/* Returns the regularized upper incomplete gamma function Q(a, x). */
double      hw_gamma_q                   (double             a,
                                          double             x);

G_END_DECLS
