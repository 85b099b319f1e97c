/* hw-rh-bot.c: the general bots as the Robin Hood sheriff: they send Robin where he costs
 * them least, and wall him in with roads on his hex's edges while they lead in VP (an
 * enclosure then wins, RH-END). */
#include "config.h"

#include "hw-rh-bot.h"
#include "hw-game-private.h"

/* RH-*: where the sheriff sends Robin: away from its own pips (each choice of an empty 7
 * scores Robin the same). */
static double
rh_score (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state, int me,
          const int *need, const int *hand, const HwAction *a)
{
  double score = 0.0;

  if (a->a < 0 || a->a >= rules->n_hexes)
    return -1.0;
  for (int k = 0; k < 6; k++)
    {
      int n = rules->hex_nodes[a->a][k];
      if (n >= 0 && state->node_owner[n] == me + 1)
        score -= 10.0 + hw_chit_pips (rules->hex_chit[a->a]) *
                 (hw_bit_get (state->players[me].cities, n) ? 2 : 1);
    }
  return score;
}

/* RH-END: an enclosure is won by the higher VP (a tie as `enclosure-tie` says). */
static gboolean
rh_enclose_robber (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
                   int me)
{
  int sheriff = hw_game_vp (rules, state, me);
  int robin = ((const HwRobinState *) hw_game_module_state (slot, state))->vp;

  return ((const HwRobinRules *) slot->data)->tie_to_robin ? sheriff > robin : sheriff >= robin;
}

const HwBotAdvice hw_rh_bot_advice = {
  .score_turn = HW_BOT_ACTION_BIT (HW_ACTION_MOVE_ROBBER),
  .score = rh_score,
  .enclose_robber = rh_enclose_robber,
};
