/* hw-validate-places.c: room on the board for every starting settlement of a full setup
 * (BASE-SETUP-01 under BASE-PLACE-01), asked of the rules engine's own board graph. */
#include "config.h"
#include "hw-module-registry.h"

#include "hw-game-places.h"
#include "hw-validate-private.h"

#include <glib/gi18n-lib.h>

/* Whether the engine plays @players in a scenario of @rules (hw_game_rules_new_with): as
 * the modules that say who plays (HwRuleModule.seats) allow, else 2 to HW_GAME_MAX_PLAYERS. */
static gboolean
engine_plays (const HwGameRules *rules, int players)
{
  gboolean asked = FALSE;

  for (int i = 0; i < rules->n_modules; i++)
    {
      const HwRuleModule *module = rules->modules[i].module;

      if (module->seats == NULL)
        continue;
      if (!module->seats (players, NULL))
        return FALSE;
      asked = TRUE;
    }
  return asked || (players >= 2 && players <= HW_GAME_MAX_PLAYERS);
}

void
hw_check_starting_places (HwCheck *check)
{
  const HwVariant *v = check->variant;
  g_autoptr (HwGameRules) rules = NULL;

  /* A board the engine cannot take at all is reported by the other checks (or, past the
   * engine's size, refused by simulate): there is no setup to check. */
  if (hw_board_n_hexes (check->board) > HW_GAME_MAX_HEXES)
    return;
  /* The board's graph does not depend on the player count: built once. */
  for (int players = MAX (v->min_players, 1); players <= v->max_players && rules == NULL; players++)
    rules = hw_game_rules_build (check->scenario, v, players, NULL);
  if (rules == NULL)
    return;

  /* The smallest player count short of room is named: every larger one is short too. */
  for (int players = MAX (v->min_players, 1); players <= v->max_players; players++)
    {
      HwSetupRoom room;

      if (!engine_plays (rules, players) || hw_game_setup_room (rules, players, &room))
        continue;
      {
        g_autofree char *why = hw_game_setup_room_message (players, &room);

        hw_check_report (check, HW_SEVERITY_ERROR, "starting-places", v->line, NULL, "%s", why);
        return;
      }
    }
}
