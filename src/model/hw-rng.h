/* hw-rng.h: a small seeded PRNG kept in a plain struct (splitmix64 seeding, xoshiro256**),
 * so that boards, games and simulation batches replay exactly from a seed and a copy of the
 * struct (memcpy) continues the same sequence. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 s[4];
} HwRng;

/* Seeds @rng from @seed (any value, 0 included) through splitmix64. */
void    hw_rng_seed     (HwRng   *rng,
                         guint64  seed);
/* Returns the next 64 random bits. */
guint64 hw_rng_next     (HwRng   *rng);
/* Returns a uniform integer in [0, @n) without modulo bias; @n must be > 0. */
guint32 hw_rng_uniform  (HwRng   *rng,
                         guint32  n);
/* Returns a uniform double in [0, 1). */
double  hw_rng_double   (HwRng   *rng);
/* Shuffles @n elements of @size bytes at @base uniformly (Fisher-Yates). */
void    hw_rng_shuffle  (HwRng   *rng,
                         void    *base,
                         guint    n,
                         gsize    size);
/* Returns a seed derived from (@seed, @index), e.g. game i of a batch. */
guint64 hw_rng_derive   (guint64  seed,
                         guint64  index);

G_END_DECLS
