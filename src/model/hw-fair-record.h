/* hw-fair-record.h: what "generate --fair" measured, kept in the file's <generator> record
 * (<fair>, schemas/README.md): the search's settings, the bots, and the chosen board's seat
 * win rates from a confirming batch, with their 95% intervals. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define HW_FAIR_MAX_SEATS 8

typedef struct _HwFairRecord
{
  guint    candidates;                  /* boards dealt */
  guint    chosen;                      /* which of them was kept, from 0: with the seed it
                                         * deals the board again without a race */
  guint    raced;                       /* the fairest of them by the static measure, raced */
  guint    first_games;                 /* games each raced board played in the first round */
  guint64  race_games;                  /* games the whole race played */
  char    *bots;                        /* bot specs by seat, comma-separated ("table") */
  guint    turn_limit;
  guint64  batch_seed;                  /* of the confirming batch */
  guint64  games;                       /* games of the confirming batch */
  guint    n_seats;                     /* players */
  guint64  wins[HW_FAIR_MAX_SEATS];     /* by seat, in the confirming batch */
  double   predicted_gap;               /* the static fairness figure of the chosen board, points */
} HwFairRecord;

/* Returns a new empty record. */
HwFairRecord *hw_fair_record_new   (void);
/* Returns a deep copy of @record (NULL gives NULL). */
HwFairRecord *hw_fair_record_copy  (const HwFairRecord *record);
/* Frees @record. */
void          hw_fair_record_free  (HwFairRecord       *record);
/* Computes @seat's win rate in the confirming batch and its 95% Wilson interval. */
void          hw_fair_record_rate  (const HwFairRecord *record,
                                    guint               seat,
                                    double             *rate,
                                    double             *lo,
                                    double             *hi);
/* Returns the gap in points between the best and the worst seat's win rate. */
double        hw_fair_record_gap   (const HwFairRecord *record);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwFairRecord, hw_fair_record_free)

G_END_DECLS
