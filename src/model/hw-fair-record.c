/* hw-fair-record.c: the <fair> record of a generated board. */
#include "config.h"

#include "hw-fair-record.h"
#include "hw-stats.h"

#define WILSON_Z 1.959963984540054

HwFairRecord *
hw_fair_record_new (void)
{
  return g_new0 (HwFairRecord, 1);
}

HwFairRecord *
hw_fair_record_copy (const HwFairRecord *record)
{
  HwFairRecord *copy;

  if (record == NULL)
    return NULL;
  copy = g_memdup2 (record, sizeof *record);
  copy->bots = g_strdup (record->bots);
  return copy;
}

void
hw_fair_record_free (HwFairRecord *record)
{
  if (record == NULL)
    return;
  g_free (record->bots);
  g_free (record);
}

void
hw_fair_record_rate (const HwFairRecord *record,
                     guint               seat,
                     double             *rate,
                     double             *lo,
                     double             *hi)
{
  g_return_if_fail (seat < HW_FAIR_MAX_SEATS);

  *rate = record->games ? (double) record->wins[seat] / (double) record->games : 0.0;
  hw_wilson_interval (record->wins[seat], record->games, WILSON_Z, lo, hi);
}

double
hw_fair_record_gap (const HwFairRecord *record)
{
  double lo = 1.0, hi = 0.0;

  for (guint s = 0; s < record->n_seats && s < HW_FAIR_MAX_SEATS; s++)
    {
      double r = record->games ? (double) record->wins[s] / (double) record->games : 0.0;

      lo = MIN (lo, r);
      hi = MAX (hi, r);
    }
  return record->n_seats ? 100.0 * (hi - lo) : 0.0;
}
