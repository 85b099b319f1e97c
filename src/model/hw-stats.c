/* hw-stats.c: the small statistics every floor may quote: Wilson intervals and a
 * chi-square test of uniformity. */
#include "config.h"

#include <math.h>

#include "hw-stats.h"

void
hw_wilson_interval (guint64 k,
                    guint64 n,
                    double  z,
                    double *low,
                    double *high)
{
  double p, z2, denom, centre, half;

  if (n == 0)
    {
      *low = 0.0;
      *high = 1.0;
      return;
    }
  p = (double) k / (double) n;
  z2 = z * z;
  denom = 1.0 + z2 / (double) n;
  centre = (p + z2 / (2.0 * (double) n)) / denom;
  half = z * sqrt (p * (1.0 - p) / (double) n + z2 / (4.0 * (double) n * (double) n)) / denom;
  /* At the ends the exact bounds are 0 and 1; rounding would leave 1e-17 or 0.9999... */
  *low = k == 0 ? 0.0 : MAX (0.0, centre - half);
  *high = k == n ? 1.0 : MIN (1.0, centre + half);
}

/* Q(a, x) by the series of P(a, x) for small x and Lentz's continued fraction otherwise. */
double
hw_gamma_q (double a,
            double x)
{
  const double eps = 1e-15, tiny = 1e-300;
  double gln;

  if (x <= 0.0 || a <= 0.0)
    return 1.0;
  gln = lgamma (a);
  if (x < a + 1.0)
    {
      double ap = a, sum = 1.0 / a, del = sum;

      for (int n = 0; n < 10000; n++)
        {
          ap += 1.0;
          del *= x / ap;
          sum += del;
          if (fabs (del) < fabs (sum) * eps)
            break;
        }
      return 1.0 - sum * exp (-x + a * log (x) - gln);
    }
  else
    {
      double b = x + 1.0 - a, c = 1.0 / tiny, d = 1.0 / b, h = d;

      for (int i = 1; i < 10000; i++)
        {
          double an = -i * (i - a), del;

          b += 2.0;
          d = an * d + b;
          if (fabs (d) < tiny)
            d = tiny;
          c = b + an / c;
          if (fabs (c) < tiny)
            c = tiny;
          d = 1.0 / d;
          del = d * c;
          h *= del;
          if (fabs (del - 1.0) < eps)
            break;
        }
      return exp (-x + a * log (x) - gln) * h;
    }
}

double
hw_chi_square_uniform (const guint64 *counts,
                       guint          n,
                       double        *p_value)
{
  guint64 total = 0;
  double expected, chi = 0.0;

  for (guint i = 0; i < n; i++)
    total += counts[i];
  if (n < 2 || total == 0)
    {
      if (p_value)
        *p_value = 1.0;
      return 0.0;
    }
  expected = (double) total / (double) n;
  for (guint i = 0; i < n; i++)
    {
      double d = (double) counts[i] - expected;

      chi += d * d / expected;
    }
  if (p_value)
    *p_value = hw_gamma_q ((double) (n - 1) / 2.0, chi / 2.0);
  return chi;
}
