/* hw-module-check.c: the helpers of a rule module's validator checks. */
#include "config.h"

#include "hw-module-check.h"

gpointer
hw_module_check_report (HwModuleCheck *check,
                        gboolean       error,
                        const char    *code,
                        guint          line,
                        const char    *table_row,
                        const char    *format,
                        ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  return check->report (check, error, code, line, table_row, message);
}

void
hw_module_check_add_hex (HwModuleCheck *check,
                         gpointer       finding,
                         HwCoord        c)
{
  check->add_hex (check, finding, c);
}

gboolean
hw_module_check_hex_is_coastal (const HwModuleCheck *check,
                                guint                i)
{
  if (!hw_terrain_is_land (hw_board_get_hex (check->board, i)->terrain))
    return FALSE;
  for (int s = 0; s < 6; s++)
    {
      int n = check->neighbors[i][s];

      if (n < 0 || !hw_terrain_is_land (hw_board_get_hex (check->board, n)->terrain))
        return TRUE;
    }
  return FALSE;
}

guint
hw_module_check_pawn_line (const HwModuleCheck *check,
                           HwPawn               pawn)
{
  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);

      if (hex->pawns[pawn] > 0)
        return hex->line;
    }
  return 0;
}

void
hw_module_check_add_pawn_hexes (HwModuleCheck *check,
                                gpointer       finding,
                                HwPawn         pawn)
{
  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);

      if (hex->pawns[pawn] > 0)
        check->add_hex (check, finding, hex->coord);
    }
}

const char *
hw_module_check_param (const HwModuleCheck *check,
                       const char          *module_id,
                       const char          *name)
{
  const char *value = hw_scenario_get_param (check->scenario, module_id, name);
  const HwModuleInfo *module = hw_modules_lookup (module_id);
  const HwParamInfo *param = module ? hw_module_info_param (module, name) : NULL;
  g_autofree char *unused = NULL;

  if (value != NULL && (param == NULL || hw_param_info_check (param, value, &unused)))
    return value;
  return param ? param->default_value : NULL;
}
