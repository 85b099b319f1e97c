/* hw-bot-random.c: the "random" bot, for coverage of the rules.
 *
 * It picks uniformly among the legal actions, with one bias, as is usual for random
 * players: it never ends its turn while a build (road, ship, settlement, city or
 * development card) is listed. Without that bias a random player ends most turns with its
 * hand full, games last thousands of turns and mostly end at the turn limit, which says
 * little about a board. Building consumes cards and pieces, so the turn still ends.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hw-bot.h"

static gboolean
is_build (guint8 type)
{
  static const guint32 builds = 1u << HW_ACTION_BUILD_ROAD | 1u << HW_ACTION_BUILD_SHIP |
                                1u << HW_ACTION_BUILD_SETTLEMENT | 1u << HW_ACTION_BUILD_CITY |
                                1u << HW_ACTION_BUY_DEV;

  G_STATIC_ASSERT (HW_N_ACTION_TYPES <= 32);
  return type < 32 && (builds >> type) & 1;
}

static gboolean
random_choose (HwBot             *bot,
               const HwGameRules *rules,
               const HwGameState *state,
               const HwAction    *legal,
               guint              n_legal,
               HwAction          *choice)
{
  gboolean can_build = FALSE;
  int end_turn, end_at = 0;
  guint pick;

  /* No branch on the action types: the list is read at every step of every game. The
   * last END_TURN is at end_at - 1 (there is one at most). */
  for (guint i = 0; i < n_legal; i++)
    {
      end_at = MAX (end_at, (int) (i + 1) * (legal[i].type == HW_ACTION_END_TURN));
      can_build |= is_build (legal[i].type);
    }
  end_turn = end_at - 1;

  if (can_build && end_turn >= 0 && n_legal > 1)
    {
      /* Uniform over the list without the end of turn. */
      pick = hw_rng_uniform (&bot->rng, n_legal - 1);
      if ((int) pick >= end_turn)
        pick++;
    }
  else
    pick = hw_rng_uniform (&bot->rng, n_legal);

  *choice = legal[pick];
  return TRUE;
}

const HwBotInfo hw_bot_random = {
  "random",
  N_("Uniformly random legal actions; never ends a turn while it can build"),
  random_choose,
};
