/* hw-validate-places.c: room on the board for every starting settlement of a full setup
 * (BASE-SETUP-01 under BASE-PLACE-01), asked of the rules engine's own board graph. */
#include "config.h"

#include "hw-game-places.h"
#include "hw-validate-private.h"

#include <glib/gi18n-lib.h>

void
hw_check_starting_places (HwCheck *check)
{
  const HwVariant *v = check->variant;

  /* The smallest player count short of room is named: every larger one is short too. */
  for (int players = MAX (v->min_players, 1); players <= v->max_players; players++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree HwGameRules *rules = hw_game_rules_build (check->scenario, v, players, &error);
      HwSetupRoom room;

      /* A board the engine cannot take at all is reported by the other checks. */
      if (rules == NULL)
        continue;
      if (!hw_game_setup_room (rules, &room))
        {
          g_autofree char *why = hw_game_setup_room_message (players, &room);

          hw_check_report (check, HW_SEVERITY_ERROR, "starting-places", v->line, NULL, "%s", why);
          return;
        }
    }
}
