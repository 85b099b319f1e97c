/* hw-base-params.c: the base module's piece counts, development deck and sevens rule. */
#include "config.h"

#include "hw-base-params.h"

#include <glib/gi18n-lib.h>

#include "hw-modules.h"

static const char *
value_of (const HwScenario *scenario,
          const char       *module_id,
          const char       *name)
{
  const HwParamInfo *param = hw_module_info_param (hw_modules_lookup (module_id), name);
  const char *value = hw_scenario_get_param (scenario, module_id, name);
  g_autofree char *unused = NULL;

  g_assert (param != NULL);
  if (value != NULL && hw_param_info_check (param, value, &unused))
    return value;
  return param->default_value;
}

static int
int_of (const HwScenario *scenario,
        const char       *module_id,
        const char       *name)
{
  return (int) g_ascii_strtoll (value_of (scenario, module_id, name), NULL, 10);
}

void
hw_base_params_read (const HwScenario *scenario,
                     HwBaseParams     *out)
{
  static const char *const dev_names[HW_BASE_N_DEV] = {
    "dev-knights", "dev-victory-points", "dev-road-building", "dev-year-of-plenty",
    "dev-monopoly",
  };
  const char *sevens;

  g_return_if_fail (scenario != NULL && out != NULL);

  out->roads = int_of (scenario, "base", "roads");
  out->settlements = int_of (scenario, "base", "settlements");
  out->cities = int_of (scenario, "base", "cities");
  out->ships = hw_scenario_find_module (scenario, "seafarers") != NULL
               ? int_of (scenario, "seafarers", "ships") : 0;
  for (int c = 0; c < HW_BASE_N_DEV; c++)
    out->dev[c] = int_of (scenario, "base", dev_names[c]);
  out->trade_offers = int_of (scenario, "base", "trade-offers");
  out->bank_size = int_of (scenario, "base", "bank-size");
  out->strict_trade = FALSE;
  hw_param_parse_bool (value_of (scenario, "base", "strict-trade"), &out->strict_trade);
  sevens = value_of (scenario, "base", "sevens");
  out->sevens = g_str_equal (sevens, "reroll-all") ? HW_SEVENS_REROLL_ALL
              : g_str_equal (sevens, "reroll-first-two-rounds") ? HW_SEVENS_REROLL_FIRST
              : HW_SEVENS_NORMAL;
}

int
hw_base_params_deck_size (const HwBaseParams *params)
{
  int n = 0;

  for (int c = 0; c < HW_BASE_N_DEV; c++)
    n += params->dev[c];
  return n;
}

gboolean
hw_base_params_cover_setup (const HwScenario   *scenario,
                            const HwBaseParams *params,
                            char              **message)
{
  gboolean barbarian = hw_scenario_find_module (scenario, "barbarian-attack") != NULL;
  gboolean raiders = hw_scenario_find_module (scenario, "desert-raiders") != NULL;
  /* RH-SETUP-01: the sheriff plays two colours' pieces pooled. */
  int factor = hw_scenario_find_module (scenario, "robin-hood") != NULL ? 2 : 1;
  int need_settlements = barbarian ? 1 : 2;
  int need_cities = barbarian ? 1 : 0;
  /* DR-SETUP-01: the first settlement takes a ship instead of its road. */
  int need_roads = raiders ? 1 : 2;
  int need_ships = raiders ? 1 : 0;

  if (params->settlements * factor < need_settlements)
    *message = g_strdup_printf (_("%d settlements per player cannot cover the setup, which places %d (BASE-PIECES-02)"),
                                params->settlements * factor, need_settlements);
  else if (params->cities * factor < need_cities)
    *message = g_strdup_printf (_("%d cities per player cannot cover the setup, which places %d (BASE-PIECES-02)"),
                                params->cities * factor, need_cities);
  else if (params->roads * factor < need_roads)
    *message = g_strdup_printf (_("%d roads per player cannot cover the setup, which places %d (BASE-PIECES-02)"),
                                params->roads * factor, need_roads);
  else if (params->ships * factor < need_ships)
    *message = g_strdup_printf (_("%d ships per player cannot cover the setup, which places %d (BASE-PIECES-02)"),
                                params->ships * factor, need_ships);
  else
    return TRUE;
  return FALSE;
}
