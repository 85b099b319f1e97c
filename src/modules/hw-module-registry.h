/* hw-module-registry.h: the rule modules hexwright ships, by id, and the rules of a scenario
 * built with the modules it lists. The one place that names every module: adding a module is
 * one folder under src/modules/ and one line in hw-module-registry.c. */
#pragma once

#include "hw-rule-module.h"

G_BEGIN_DECLS

/* Adds every rule module's description, parameters and statistics to the catalog (before main()). */
void hw_module_registry_register_infos (void);

/* The rule module of @id, or NULL when no module has that id (the engine's own modules,
 * base, seafarers, volcano and jungle, are not rule modules). */
const HwRuleModule *hw_module_registry_lookup (const char *id);
/* The @i-th rule module of the registry, or NULL past its end. */
const HwRuleModule *hw_module_registry_nth    (guint i);

/* Writes to @out (at most @cap entries) the statistics descriptors of every rule module that
 * has one, in their order (HwModuleStatsDesc.order), and returns their count: the simulator's
 * CSV has every module's columns, whatever the scenario plays. */
#define HW_MODULE_REGISTRY_MAX 16
guint hw_module_registry_stats (const HwModuleStatsDesc **out,
                                guint                     cap);

/* Writes to @out (HW_GAME_MAX_MODULES entries) the rule modules @scenario lists, in file
 * order, and returns their count; modules beyond HW_GAME_MAX_MODULES are not written but
 * counted. */
guint hw_module_registry_resolve (const HwScenario    *scenario,
                                  const HwRuleModule **out);

/* Builds the rules for @variant (NULL: the variant for @n_players) of @scenario with the
 * rule modules it lists; refuses, naming it, any module nobody implements, two modules
 * that cannot be combined, and boards the engine cannot play. */
HwGameRules *hw_game_rules_new   (const HwScenario  *scenario,
                                  const HwVariant   *variant,
                                  int                n_players,
                                  GError           **error);
/* As hw_game_rules_new() without the check that the setup has room (the validator reports
 * that itself). */
HwGameRules *hw_game_rules_build (const HwScenario  *scenario,
                                  const HwVariant   *variant,
                                  int                n_players,
                                  GError           **error);

G_END_DECLS
