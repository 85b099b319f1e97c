/* hw-bot-trade.c: the greedy bot's trades with other players (BASE-TRADE, BA-GOLD-01). */
#include "config.h"

#include "hw-bot-trade.h"

#include <string.h>

static int
missing_for (const int *need, const int *hand)
{
  int m = 0;

  for (int r = 0; r < HW_N_RESOURCES; r++)
    m += MAX (0, need[r] - hand[r]);
  return m;
}

gboolean
hw_bot_trade_is_trade (const HwAction *a)
{
  return a->type == HW_ACTION_TRADE_OFFER || a->type == HW_ACTION_TRADE_ACCEPT ||
         a->type == HW_ACTION_TRADE_DECLINE;
}

/* The cards still missing for @need after @me gives @give and gets @take (each packed with
 * HW_TRADE_PACK), or -1 when giving breaks the build (a card it needs) or is impossible.
 * @before is missing_for (@need, @hand): only the two resources traded change their share
 * of it, so the sum is not made again for every offer scored (integers: the same count). */
static int
missing_after (const int *need, const int *hand, int before, int give, int take)
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

/* Whether @p leads: at least as many VP as everybody, and more than @me. */
static gboolean
leads (const HwGameRules *rules, const HwGameState *state, int p, int me)
{
  int vp = hw_game_vp (rules, state, p);

  if (vp <= hw_game_vp (rules, state, me))
    return FALSE;
  for (int q = 0; q < state->n_players; q++)
    if (q != p && hw_game_vp (rules, state, q) > vp)
      return FALSE;
  return TRUE;
}

gboolean
hw_bot_trade_accepts (const HwGameRules *rules,
                      const HwGameState *state,
                      int                me,
                      const int         *need,
                      const int         *hand)
{
  int before, after;

  /* The responder gives what was asked and gets what was offered; whether the offer comes
   * from the leader is asked last (the VP of every player are not cheap with modules). */
  if (need == NULL)
    return FALSE;
  before = missing_for (need, hand);
  after = missing_after (need, hand, before, state->trade_take, state->trade_give);
  return after >= 0 && after < before && !leads (rules, state, state->current, me);
}

double
hw_bot_trade_score_offer (const HwGameState *state,
                          const int         *need,
                          const int         *hand,
                          int                before,
                          const HwAction    *a)
{
  int gn = HW_TRADE_COUNT (a->a), tn = HW_TRADE_COUNT (a->b);
  gboolean gold = HW_TRADE_RESOURCE (a->a) == HW_TRADE_GOLD;
  int after;

  /* An offer everybody just declined is not made again. */
  if (state->trade_status == HW_TRADE_DECLINED && state->trade_give == a->a &&
      state->trade_take == a->b)
    return -1.0;
  after = missing_after (need, hand, before, a->a, a->b);
  if (after < 0 || after >= before)
    return -1.0;
  /* Above a bank or harbor trade (at most 480) when it is as cheap, below any build;
   * a card given costs more than gold (2 gold buy a card), a card more asked helps. */
  return 500.0 - (gold ? 6.0 : 12.5) * gn + 5.0 * tn + 2.0 * (before - after);
}

double
hw_bot_trade_score (const HwGameRules *rules,
                    const HwGameState *state,
                    int                me,
                    const int         *need,
                    const int         *hand,
                    const HwAction    *a)
{
  switch (a->type)
    {
    case HW_ACTION_TRADE_OFFER:
      {
        /* Gold is no build material: the bot never asks for it. Nor a card it has enough
         * of: what it gets would not bring the build closer (the test below, decided early
         * since most listed offers fail it). */
        if (hw_bot_trade_offer_hopeless (need, hand, a))
          return -1.0;
        return hw_bot_trade_score_offer (state, need, hand, missing_for (need, hand), a);
      }
    case HW_ACTION_TRADE_ACCEPT:
    case HW_ACTION_TRADE_DECLINE:
      return (a->type == HW_ACTION_TRADE_ACCEPT) == hw_bot_trade_accepts (rules, state, me, need, hand)
             ? 1.0 : 0.0;
    default:
      return -2.0;
    }
}
