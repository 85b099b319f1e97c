/* hw-rng.c: splitmix64 seeding and xoshiro256** (Blackman & Vigna, public domain algorithm). */
#include "hw-rng.h"

#include <string.h>

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
hw_rng_seed (HwRng   *rng,
             guint64  seed)
{
  guint64 x = seed;

  for (int i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&x);
}

double
hw_rng_double (HwRng *rng)
{
  return (double) (hw_rng_next (rng) >> 11) * (1.0 / 9007199254740992.0);
}

void
hw_rng_shuffle (HwRng  *rng,
                void   *base,
                guint   n,
                gsize   size)
{
  char *p = base;
  char tmp[64];

  g_return_if_fail (size <= sizeof tmp);
  for (guint i = n; i > 1; i--)
    {
      guint j = hw_rng_uniform (rng, i);
      if (j != i - 1)
        {
          memcpy (tmp, p + j * size, size);
          memcpy (p + j * size, p + (i - 1) * size, size);
          memcpy (p + (i - 1) * size, tmp, size);
        }
    }
}

guint64
hw_rng_derive (guint64 seed,
               guint64 index)
{
  guint64 x = seed ^ (index * G_GUINT64_CONSTANT (0xd1342543de82ef95));
  guint64 a = splitmix64 (&x);

  return a ^ splitmix64 (&x);
}
