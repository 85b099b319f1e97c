/* hw-bot-random.c: the "random" bot, for coverage of the rules.
 *
 * It picks uniformly among the legal actions, with one bias, as is usual for random
 * players: it never ends its turn while a build (road, ship, settlement, city or
 * development card) is listed. Without that bias a random player ends most turns with its
 * hand full, games last thousands of turns and mostly end at the turn limit, which says
 * little about a board. Building consumes cards and pieces, so the turn still ends.
 * Domestic trade offers (BASE-TRADE) count as one choice among the others.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hw-bot.h"

#define BUILDS (1u << HW_ACTION_BUILD_ROAD | 1u << HW_ACTION_BUILD_SHIP |             \
                1u << HW_ACTION_BUILD_SETTLEMENT | 1u << HW_ACTION_BUILD_CITY |          \
                1u << HW_ACTION_BUY_DEV)

static gboolean
is_build (guint8 type)
{
  G_STATIC_ASSERT (HW_N_ACTION_TYPES <= 32);
  return type < 32 && (BUILDS >> type) & 1;
}

/* The draw itself, from what the list holds: its length, whether a build is listed, where
 * the end of the turn stands (-1: not listed) and where the @offers domestic offers
 * (listed together) begin. Returns the index drawn. */
G_ALWAYS_INLINE static inline guint
draw (HwBot   *bot,
      guint    n_legal,
      gboolean can_build,
      int      end_turn,
      guint    offers,
      int      first_offer)
{
  guint pick, slots;

  /* The domestic offers (BASE-TRADE, listed together) count as one choice, "make an
   * offer", and then one of them is drawn: dozens of offers in the list would otherwise
   * turn most of a random player's moves into offers. Without offers nothing changes. */
  slots = n_legal - (offers > 0 ? offers - 1 : 0);
  if (offers > 0 && end_turn > first_offer)
    end_turn -= (int) offers - 1;

  if (can_build && end_turn >= 0 && slots > 1)
    {
      /* Uniform over the list without the end of turn. */
      pick = hw_rng_uniform (&bot->rng, slots - 1);
      if ((int) pick >= end_turn)
        pick++;
    }
  else
    pick = hw_rng_uniform (&bot->rng, slots);
  if (offers > 0 && (int) pick == first_offer)
    pick += hw_rng_uniform (&bot->rng, offers);
  else if (offers > 0 && (int) pick > first_offer)
    pick += offers - 1;
  return pick;
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
  int end_at = 0, first_offer = -1;
  guint offers = 0;

  /* No branch on the action types: the list is read at every step of every game. The
   * last END_TURN is at end_at - 1 (there is one at most). */
  for (guint i = 0; i < n_legal; i++)
    {
      end_at = MAX (end_at, (int) (i + 1) * (legal[i].type == HW_ACTION_END_TURN));
      can_build |= is_build (legal[i].type);
      if (legal[i].type == HW_ACTION_TRADE_OFFER && offers++ == 0)
        first_offer = (int) i;
    }
  *choice = legal[draw (bot, n_legal, can_build, end_at - 1, offers, first_offer)];
  return TRUE;
}

/* The same draw from a listing whose offers (and, without modules, settlements and roads)
 * were counted, not written: only the few other entries are read. */
static int
random_pick (HwBot                 *bot,
             const HwGameRules     *rules,
             const HwGameState     *state,
             const HwAction        *written,
             const HwActionListing *listing)
{
  /* Settlements and roads counted (robber's moves list no end of the turn beside them). */
  gboolean can_build = listing->n_places > 0;
  int end_turn = listing->end_turn;

  if (end_turn == -2)
    {
      /* Modules list: the types listed, as one mask (a shift and an or per entry). There
       * is one END_TURN at most, listed last but for module entries. */
      guint64 types = 0;

      for (guint i = 0; i < listing->n_written; i++)
        types |= G_GUINT64_CONSTANT (1) << (written[i].type & 63);
      end_turn = -1;
      if (types & (G_GUINT64_CONSTANT (1) << HW_ACTION_END_TURN))
        {
          guint i = listing->n_written;

          while (written[--i].type != HW_ACTION_END_TURN)
            ;
          end_turn = (int) hw_game_listing_place (listing, i);
        }
      can_build = (types & BUILDS) != 0;
    }
  else if (end_turn >= 0 && listing->builds >= 0)
    can_build = listing->builds;
  else if (end_turn >= 0)
    {
      /* Whether a build is listed matters only beside the end of the turn, and builds come
       * first in a main-phase list: looked for from the start, up to the first. */
      for (guint j = 0; j < listing->n_written && !can_build; j++)
        can_build = is_build (written[j].type);
    }
  return (int) draw (bot, listing->n, can_build, end_turn, listing->n_offers,
                     listing->n_offers > 0 ? (int) listing->offers_at : -1);
}

const HwBotInfo hw_bot_random = {
  .name = "random",
  .description = N_("Uniformly random legal actions; never ends a turn while it can build"),
  .choose = random_choose,
  .pick = random_pick,
};
