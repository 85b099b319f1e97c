/* hw-ba-bot.h: how the greedy bot plays Barbarian Attack's own actions (BA-*). */
#pragma once

#include "hw-ba-rules.h"

G_BEGIN_DECLS

/* The module's advice to the general bots (HwRuleModule.bot): its actions and the 7. */
extern const HwBotAdvice hw_ba_bot_advice;

/* Scores @a (a knight, barbarian, prisoner or 7-steal action) for @me; higher is better,
 * 0 ties with ending the turn, negative means "rather not". */
double hw_bot_barbarian_score (const HwGameRules *rules,
                               const HwGameState *state,
                               int                me,
                               const HwAction    *a);

G_END_DECLS
