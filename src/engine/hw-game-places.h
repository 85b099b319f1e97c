/* hw-game-places.h: whether a board has room for every starting settlement a full setup
 * places (BASE-SETUP-01 under the distance rule BASE-PLACE-01). */
#pragma once

#include "hw-rule-module.h"

G_BEGIN_DECLS

/* Room for the starting settlements of a full setup. */
typedef struct
{
  int needed;   /* settlements a full setup places: two per player */
  int most;     /* the most that fit, no two adjacent (at most @needed) */
  int fewest;   /* the fewest that, placed badly, leave no corner free (at most @needed) */
} HwSetupRoom;

/* Fills @room for @n_players on the corners where setup may place a settlement (land, no
 * volcano, none a rule module forbids); TRUE when a full setup finds room
 * whatever the players choose. Only the board of @rules counts, not its player count. */
gboolean hw_game_setup_room         (const HwGameRules *rules,
                                     int                n_players,
                                     HwSetupRoom       *room);
/* Returns the message for a @room that hw_game_setup_room() found short. */
char    *hw_game_setup_room_message (int                n_players,
                                     const HwSetupRoom *room);

/* Builds the rules like hw_game_rules_new_with() without the room check above (the
 * validator reports a board without room itself, as a finding). */
HwGameRules *hw_game_rules_build_with (const HwScenario          *scenario,
                                       const HwVariant           *variant,
                                       int                        n_players,
                                       const HwRuleModule *const *modules,
                                       guint                      n_modules,
                                       GError                   **error);

G_END_DECLS
