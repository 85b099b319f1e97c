/* hw-validate-shuffles.c: the variant's <shuffle>s can be dealt: their groups exist and
 * their pools fit the positions they fill (the generator's own set-up, run as a check). */
#include "config.h"

#include "hw-generate.h"
#include "hw-validate-private.h"

void
hw_check_shuffles (HwCheck *check)
{
  g_autoptr(GPtrArray) problems = NULL;

  if (check->variant == NULL || check->variant->shuffles == NULL ||
      check->variant->shuffles->len == 0)
    return;
  problems = hw_generate_check_pools (check->scenario, check->variant);
  for (guint i = 0; i < problems->len; i++)
    {
      const HwGenerateProblem *p = g_ptr_array_index (problems, i);

      hw_check_report (check, HW_SEVERITY_ERROR, "shuffle-pool", p->line, NULL, "%s", p->detail);
    }
}
