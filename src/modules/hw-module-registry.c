/* hw-module-registry.c: the list of rule modules. */
#include "config.h"

#include "hw-module-registry.h"
#include "hw-game-places.h"

#include "hw-ba-rules.h"
#include "hw-dr-rules.h"
#include "hw-fr-rules.h"
#include "hw-hm-rules.h"
#include "hw-rh-rules.h"

/* One line per module (in the order the editor lists them). */
static const HwRuleModule *const registry[] = {
  &hw_dr_module,
  &hw_ba_module,
  &hw_rh_module,
  &hw_fr_module,
  &hw_hm_module,
};

void
hw_module_registry_register_infos (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (registry); i++)
    {
      hw_modules_register (registry[i]->info);
      if (registry[i]->stats != NULL)
        hw_modules_register_stats (registry[i]->stats);
    }
}

guint
hw_module_registry_stats (const HwModuleStatsDesc **out,
                          guint                     cap)
{
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (registry); i++)
    {
      const HwModuleStatsDesc *d = registry[i]->stats;
      guint at;

      if (d == NULL || n >= cap)
        continue;
      /* Insertion by order; equal orders keep the registry's. */
      for (at = n; at > 0 && out[at - 1]->order > d->order; at--)
        out[at] = out[at - 1];
      out[at] = d;
      n++;
    }
  return n;
}

const HwRuleModule *
hw_module_registry_lookup (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (registry); i++)
    if (g_strcmp0 (registry[i]->id, id) == 0)
      return registry[i];
  return NULL;
}

const HwRuleModule *
hw_module_registry_nth (guint i)
{
  return i < G_N_ELEMENTS (registry) ? registry[i] : NULL;
}

guint
hw_module_registry_resolve (const HwScenario    *scenario,
                            const HwRuleModule **out)
{
  guint n = 0;

  for (guint i = 0; i < scenario->modules->len; i++)
    {
      const HwModule *m = g_ptr_array_index (scenario->modules, i);
      const HwRuleModule *rm = hw_module_registry_lookup (m->id);

      if (rm == NULL)
        continue;
      if (n < HW_GAME_MAX_MODULES)
        out[n] = rm;
      n++;
    }
  return n;
}

HwGameRules *
hw_game_rules_new (const HwScenario  *scenario,
                   const HwVariant   *variant,
                   int                n_players,
                   GError           **error)
{
  const HwRuleModule *modules[HW_GAME_MAX_MODULES];
  guint n;

  g_return_val_if_fail (scenario != NULL, NULL);

  n = hw_module_registry_resolve (scenario, modules);
  return hw_game_rules_new_with (scenario, variant, n_players, modules, n, error);
}

HwGameRules *
hw_game_rules_build (const HwScenario  *scenario,
                     const HwVariant   *variant,
                     int                n_players,
                     GError           **error)
{
  const HwRuleModule *modules[HW_GAME_MAX_MODULES];
  guint n;

  g_return_val_if_fail (scenario != NULL, NULL);

  n = hw_module_registry_resolve (scenario, modules);
  return hw_game_rules_build_with (scenario, variant, n_players, modules, n, error);
}
