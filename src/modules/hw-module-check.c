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
