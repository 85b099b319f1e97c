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
/* Returns the next 64 random bits (inline: drawn several times at every game step). */
static inline guint64
hw_rng_next (HwRng *rng)
{
  guint64 *s = rng->s;
  guint64 x = s[1] * 5;
  guint64 result = ((x << 7) | (x >> 57)) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = (s[3] << 45) | (s[3] >> 19);
  return result;
}

/* Returns a uniform integer in [0, @n) without modulo bias; @n must be > 0. */
static inline guint32
hw_rng_uniform (HwRng   *rng,
                guint32  n)
{
  guint64 m;
  guint32 low;

  g_return_val_if_fail (n > 0, 0);

  /* Lemire's multiply-and-reject: no modulo bias, rarely more than one draw. */
  m = (hw_rng_next (rng) >> 32) * (guint64) n;
  low = (guint32) m;
  if (G_UNLIKELY (low < n))
    {
      guint32 threshold = (guint32) (-n) % n;
      while (low < threshold)
        {
          m = (hw_rng_next (rng) >> 32) * (guint64) n;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}
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
