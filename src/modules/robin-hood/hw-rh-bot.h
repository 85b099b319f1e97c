/* hw-rh-bot.h: how the general bots play the sheriff in Robin Hood (RH-*). */
#pragma once

#include "hw-rh-rules.h"

G_BEGIN_DECLS

/* The module's advice to the general bots (HwRuleModule.bot): where to send Robin, and
 * when walling him in wins. */
extern const HwBotAdvice hw_rh_bot_advice;

G_END_DECLS
