/* hw-bot-trade.h: how the greedy bot trades with other players (rules.md BASE-TRADE,
 * BA-GOLD-01): it offers what it can spare for what its next build needs, and accepts an
 * offer that brings its own next build closer, unless the offer comes from the leader. */
#pragma once

#include "hw-game.h"

G_BEGIN_DECLS

/* Returns TRUE when @a is a domestic trade action (offer, accept, decline). */
gboolean hw_bot_trade_is_trade (const HwAction *a);
/* TRUE when hw_bot_trade_score() refuses the offer @a (-1) before weighing it: no build to
 * save for (@need NULL), or what it asks is gold or a card @hand already has enough of.
 * Most listed offers are; the greedy bot skips the call for them. */
static inline gboolean
hw_bot_trade_offer_hopeless (const int *need, const int *hand, const HwAction *a)
{
  int t = HW_TRADE_RESOURCE (a->b);

  return a->type == HW_ACTION_TRADE_OFFER &&
         (need == NULL || t == HW_TRADE_GOLD || t < 0 || t > HW_TRADE_GOLD || need[t] <= hand[t]);
}

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

/* hw_bot_trade_score() of an offer @a that is not hopeless (hw_bot_trade_offer_hopeless()),
 * @before being the cards @need still lacks from @hand (a caller that knows it). */
double   hw_bot_trade_score_offer (const HwGameState *state,
                                   const int         *need,
                                   const int         *hand,
                                   int                before,
                                   const HwAction    *a);
/* TRUE when @me (see hw_bot_trade_score()) accepts the offer standing in @state: the score
 * of accepting is 1 and of declining 0 then, else the other way round. */
gboolean hw_bot_trade_accepts  (const HwGameRules *rules,
                                const HwGameState *state,
                                int                me,
                                const int         *need,
                                const int         *hand);

G_END_DECLS
