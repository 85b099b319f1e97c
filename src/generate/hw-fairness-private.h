/* hw-fairness-private.h: what the fairness measure shares with the seats' sites
 * (hw-fairness-sites.c): the drafts' stream and the setup draft played through the engine. */
#pragma once

#include "hw-game.h"

G_BEGIN_DECLS

/* Keeps the drafts' bot streams apart from the games' own. */
#define DRAFT_STREAM G_GUINT64_CONSTANT (0x6661697264726166)

/* Plays the setup phase of the game from @seed with table bots (FALSE if it never ends);
 * when @placed is not NULL (entries -1), writes each seat's first and second settlement. */
gboolean hw_fairness_play_draft (const HwGameRules *rules,
                                 HwGameState       *state,
                                 HwAction          *buf,
                                 guint64            seed,
                                 int              (*placed)[2]);

G_END_DECLS
