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
static inline double hw_bot_trade_score_offer (const HwGameState *state, const int *need,
                                               const int *hand, int before, const HwAction *a);

/* The cards still missing for @need after @me gives @give and gets @take (each packed with
 * HW_TRADE_PACK), or -1 when giving breaks the build (a card it needs) or is impossible.
 * @before is the cards @need lacks from @hand: only the two resources traded change their
 * share of it, so the sum is not made again for every offer scored (integers: the same
 * count). Inline: the greedy bot weighs dozens of offers at every step of its turn. */
static inline int
hw_bot_trade_missing_after (const int *need, const int *hand, int before, int give, int take)
{
  int g = HW_TRADE_RESOURCE (give), gn = HW_TRADE_COUNT (give);
  int t = HW_TRADE_RESOURCE (take), tn = HW_TRADE_COUNT (take);
  int m = before, have;

  /* Gold buys cards (BA-GOLD-01) but builds nothing: giving it breaks no build. */
  if (g < HW_N_RESOURCES)
    {
      if (hand[g] - gn < need[g])
        return -1;
      m -= MAX (0, need[g] - hand[g]);  /* what it lacked of @g; none after (checked) */
    }
  if (t < HW_N_RESOURCES)
    {
      have = t == g ? hand[t] - gn : hand[t];
      m += MAX (0, need[t] - (have + tn)) - MAX (0, need[t] - have);
    }
  return m;
}

/* TRUE when @a is the offer everybody just declined: it is not made again. */
static inline gboolean
hw_bot_trade_offer_declined (const HwGameState *state, const HwAction *a)
{
  return state->trade_status == HW_TRADE_DECLINED && state->trade_give == a->a &&
         state->trade_take == a->b;
}

static inline double
hw_bot_trade_score_offer (const HwGameState *state,
                          const int         *need,
                          const int         *hand,
                          int                before,
                          const HwAction    *a)
{
  int gn = HW_TRADE_COUNT (a->a), tn = HW_TRADE_COUNT (a->b);
  gboolean gold = HW_TRADE_RESOURCE (a->a) == HW_TRADE_GOLD;
  int after;

  if (hw_bot_trade_offer_declined (state, a))
    return -1.0;
  after = hw_bot_trade_missing_after (need, hand, before, a->a, a->b);
  if (after < 0 || after >= before)
    return -1.0;
  /* Above a bank or harbor trade (at most 480) when it is as cheap, below any build;
   * a card given costs more than gold (2 gold buy a card), a card more asked helps. */
  return 500.0 - (gold ? 6.0 : 12.5) * gn + 5.0 * tn + 2.0 * (before - after);
}

/* TRUE when the offer standing in @state comes from the leader, whom @me refuses whatever
 * the offer (hw_bot_trade_accepts()). */
gboolean hw_bot_trade_from_leader (const HwGameRules *rules,
                                   const HwGameState *state,
                                   int                me);

/* TRUE when @me (see hw_bot_trade_score()) accepts the offer standing in @state: the score
 * of accepting is 1 and of declining 0 then, else the other way round. */
gboolean hw_bot_trade_accepts  (const HwGameRules *rules,
                                const HwGameState *state,
                                int                me,
                                const int         *need,
                                const int         *hand);

G_END_DECLS
