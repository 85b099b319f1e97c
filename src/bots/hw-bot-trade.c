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
hw_bot_trade_from_leader (const HwGameRules *rules,
                          const HwGameState *state,
                          int                me)
{
  return leads (rules, state, state->current, me);
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
  after = hw_bot_trade_missing_after (need, hand, before, state->trade_take, state->trade_give);
  return after >= 0 && after < before && !leads (rules, state, state->current, me);
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
