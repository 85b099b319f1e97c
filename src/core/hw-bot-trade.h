/* hw-bot-trade.h: how the greedy bot trades with other players (rules.md BASE-TRADE,
 * BA-GOLD-01): it offers what it can spare for what its next build needs, and accepts an
 * offer that brings its own next build closer, unless the offer comes from the leader. */
#pragma once

#include "hw-game.h"

G_BEGIN_DECLS

/* Returns TRUE when @a is a domestic trade action (offer, accept, decline). */
gboolean hw_bot_trade_is_trade (const HwAction *a);
/* Scores the trade action @a for @me, whose next build costs @need (HW_N_RESOURCES cards;
 * NULL when it has none) and who holds @hand: offers rank above bank trades and below
 * builds, negative means "rather not"; an answer scores above the other answer when it is
 * the one to give. */
double   hw_bot_trade_score    (const HwGameRules *rules,
                                const HwGameState *state,
                                int                me,
                                const int         *need,
                                const int         *hand,
                                const HwAction    *a);

G_END_DECLS
