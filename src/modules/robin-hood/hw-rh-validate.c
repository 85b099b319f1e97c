/* hw-rh-validate.c: Robin Hood's validator checks (RH-SETUP-01): the robber is Robin, who
 * starts alone on the desert, his camp. */
#include "config.h"

#include "hw-rh-rules.h"
#include "hw-module-check.h"

#include <glib/gi18n-lib.h>

void
hw_rh_validate_pawns (HwModuleCheck *check)
{
  int robbers = hw_board_count_pawns (check->board, HW_PAWN_ROBBER);
  int robins = hw_board_count_pawns (check->board, HW_PAWN_ROBIN);
  gboolean on_desert = FALSE;
  gpointer d = NULL;

  if (check->robber && robbers > 0)
    {
      d = hw_module_check_report (check, TRUE, "pawn-count",
                                  hw_module_check_pawn_line (check, HW_PAWN_ROBBER), NULL, "%s",
                                  _("a robber stands on the board; in Robin Hood the robber is Robin (RH-SETUP-01)"));
      hw_module_check_add_pawn_hexes (check, d, HW_PAWN_ROBBER);
    }

  for (guint i = 0; i < check->n_hexes; i++)
    {
      const HwHex *hex = hw_board_get_hex (check->board, i);

      if (hex->pawns[HW_PAWN_ROBIN] > 0 && hex->terrain == HW_TERRAIN_DESERT)
        on_desert = TRUE;
    }
  d = NULL;
  if (robins != 1)
    d = hw_module_check_report (check, TRUE, "pawn-count",
                                hw_module_check_pawn_line (check, HW_PAWN_ROBIN), NULL,
                                _("%d Robin Hood pawns on the board; Robin starts alone on the desert "
                                  "(RH-SETUP-01)"), robins);
  else if (!on_desert)
    d = hw_module_check_report (check, TRUE, "pawn-count",
                                hw_module_check_pawn_line (check, HW_PAWN_ROBIN), NULL, "%s",
                                _("Robin Hood does not start on a desert, his camp (RH-SETUP-01)"));
  if (d != NULL)
    hw_module_check_add_pawn_hexes (check, d, HW_PAWN_ROBIN);
}
