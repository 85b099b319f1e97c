/* hw-game-trade.c: trade between players (rules.md BASE-TRADE, BASE-TRADE-02; a rule module
 * may add a good, HW_TRADE_GOLD): the active player's offers, the others' answers in seat
 * order. */
#include "hw-game-private.h"

/* The goods an offer may name: the five resources, and a module's good (HW_TRADE_GOLD). */
static int
n_goods (const HwGameRules *rules)
{
  return rules->goods_slot != NULL ? HW_TRADE_GOLD + 1 : HW_N_RESOURCES;
}

/* The module's good, out of the way of the resources' path. */
G_GNUC_NO_INLINE static int
module_good_held (const HwGameRules *rules, const HwGameState *state, int player)
{
  return rules->goods_slot->module->good_held (rules, rules->goods_slot, state, player);
}

/* How many of @good @player holds. */
static inline int
holds (const HwGameRules *rules, const HwGameState *state, int player, int good)
{
  if (G_UNLIKELY (good == HW_TRADE_GOLD))
    return module_good_held (rules, state, player);
  return state->players[player].hand[good];
}

static void
move_goods (const HwGameRules *rules, HwGameState *state, int from, int to, int good, int n)
{
  if (G_UNLIKELY (good == HW_TRADE_GOLD))
    {
      rules->goods_slot->module->good_move (rules, rules->goods_slot, state, from, to, n);
      return;
    }
  state->players[from].hand[good] = (gint16) (state->players[from].hand[good] - n);
  state->players[to].hand[good] = (gint16) (state->players[to].hand[good] + n);
}

static gboolean
side_ok (const HwGameRules *rules, int packed, int *good, int *n)
{
  *good = HW_TRADE_RESOURCE (packed);
  *n = HW_TRADE_COUNT (packed);
  return packed >= 0 && *good < n_goods (rules) && *n >= 1 && *n <= HW_TRADE_MAX_COUNT;
}

static gboolean
offer_ok (const HwGameRules *rules, const HwGameState *state, const HwAction *a)
{
  int give, give_n, take, take_n;

  return hw_game_may_offer (rules, state) && state->to_move == state->current &&
         side_ok (rules, a->a, &give, &give_n) && side_ok (rules, a->b, &take, &take_n) &&
         give != take && holds (rules, state, state->current, give) >= give_n;
}

/* The next player after @after (in seat order from the active player) who can pay what
 * the offer asks, or -1. */
static int
next_responder (const HwGameRules *rules, const HwGameState *state, int after)
{
  int n = state->n_players;
  int take = HW_TRADE_RESOURCE (state->trade_take), take_n = HW_TRADE_COUNT (state->trade_take);
  int from = after - state->current;   /* @after's seat counted from the active player */

  /* Seat by seat, without a division: asked at every answer. */
  for (int i = (from < 0 ? from + n : from) + 1, p = after; i < n; i++)
    {
      p = p + 1 < n ? p + 1 : 0;
      if (holds (rules, state, p, take) >= take_n)
        return p;
    }
  return -1;
}

/* Hands the turn back to the active player once the offer is settled. */
static void
settle (HwGameState *state, int status)
{
  state->trade_status = (guint8) status;
  state->phase = HW_PHASE_MAIN;
  state->to_move = state->current;
}

guint
hw_game_list_trade (const HwGameRules *rules,
                    const HwGameState *state,
                    HwAction          *buf,
                    guint              n,
                    guint              cap)
{
  int goods = n_goods (rules), p = state->current;

  if (state->phase == HW_PHASE_TRADE)
    {
      /* Room for both, or none written (as hw_game_push() would). */
      if (n + 2 <= cap)
        hw_game_list_answers (buf + n);
      return n + 2;
    }
  if (!hw_game_may_offer (rules, state))
    return n;
  /* Listed at every step of the main phase: the counts are read once, and the entries are
   * written straight into the buffer while it has room (copying precomputed blocks with
   * memcpy was slower: the byte reads of the list that follow stall on the wide stores). */
  for (int give = 0; give < goods; give++)
    {
      int held = holds (rules, state, p, give), most = MIN (HW_TRADE_MAX_COUNT, held);

      for (int gn = 1; gn <= most; gn++)
        for (int take = 0; take < goods; take++)
          {
            if (take == give)
              continue;
            for (int tn = 1; tn <= HW_TRADE_MAX_COUNT; tn++)
              {
                if (n < cap)
                  buf[n] = (HwAction) { HW_ACTION_TRADE_OFFER, 0, (gint16) HW_TRADE_PACK (give, gn),
                                        (gint16) HW_TRADE_PACK (take, tn) };
                n++;
              }
          }
    }
  return n;
}

/* The offers of @give hw_game_list_trade() lists: for each count given, every other good
 * asked in every count. */
static guint
offers_of (const HwGameRules *rules, const HwGameState *state, int give)
{
  int held = holds (rules, state, state->current, give), most = MIN (HW_TRADE_MAX_COUNT, held);

  return (guint) (MAX (most, 0) * (n_goods (rules) - 1) * HW_TRADE_MAX_COUNT);
}

/* hw_game_count_offers() counts cards by the masks of 1 and 2 held. */
G_STATIC_ASSERT (HW_TRADE_MAX_COUNT == 2);

guint
hw_game_count_offers (const HwGameRules *rules,
                      const HwGameState *state)
{
  const gint16 *hand = state->players[state->current].hand;
  int cards = 0, goods = n_goods (rules);

  if (state->phase != HW_PHASE_MAIN || !hw_game_may_offer (rules, state))
    return 0;
  /* offers_of() summed: the counts that may be given, times the asks for each. A
   * resource counts once for each of 1 and 2 cards held (HW_TRADE_MAX_COUNT). */
  cards = (int) (hw_resources_count (hw_counts_at_least (hand, 1)) +
                 hw_resources_count (hw_counts_at_least (hand, 2)));
  if (goods > HW_N_RESOURCES)
    {
      int gold = holds (rules, state, state->current, HW_TRADE_GOLD);  /* once: CLAMP () repeats it */

      cards += CLAMP (gold, 0, HW_TRADE_MAX_COUNT);
    }
  return (guint) (cards * (goods - 1) * HW_TRADE_MAX_COUNT);
}

void
hw_game_offer_nth (const HwGameRules *rules,
                   const HwGameState *state,
                   guint              k,
                   HwAction          *out)
{
  int goods = n_goods (rules);
  guint per_count = (guint) ((goods - 1) * HW_TRADE_MAX_COUNT);

  if (G_LIKELY (goods == HW_N_RESOURCES))
    {
      /* The offers come in runs of per_count, one run for each count of each good given.
       * Which run a random player drew is counted without a branch. */
      const gint16 *hand = state->players[state->current].hand;
      guint run = k / ((HW_N_RESOURCES - 1) * HW_TRADE_MAX_COUNT), rest, ends = 0, starts = 0;
      int give = 0, take;

      for (int g = 0; g < HW_N_RESOURCES; g++)
        {
          guint runs = (guint) CLAMP (hand[g], 0, HW_TRADE_MAX_COUNT), before;

          ends += runs;
          before = ends <= run;  /* @g's runs all stand before the one drawn */
          give += (int) before;
          starts += runs * before;
        }
      g_return_if_fail (give < HW_N_RESOURCES);
      rest = k % ((HW_N_RESOURCES - 1) * HW_TRADE_MAX_COUNT);
      take = (int) (rest >> 1);
      take += take >= give;
      *out = (HwAction) { HW_ACTION_TRADE_OFFER, 0,
                          (gint16) HW_TRADE_PACK (give, (int) (run - starts) + 1),
                          (gint16) HW_TRADE_PACK (take, (int) (rest & 1) + 1) };
      return;
    }
  for (int give = 0; give < goods; give++)
    {
      guint here = offers_of (rules, state, give);
      int take, tn, gn;

      if (k >= here)
        {
          k -= here;
          continue;
        }
      /* The order of hw_game_list_trade(): count given, good asked (not @give), count asked.
       * Two counts each way (HW_TRADE_MAX_COUNT): no division by the goods' number. */
      gn = 1 + (k >= per_count);
      k -= (guint) (gn - 1) * per_count;
      take = (int) (k >> 1);
      tn = (int) (k & 1) + 1;
      if (take >= give)
        take++;
      *out = (HwAction) { HW_ACTION_TRADE_OFFER, 0, (gint16) HW_TRADE_PACK (give, gn),
                          (gint16) HW_TRADE_PACK (take, tn) };
      return;
    }
  g_return_if_reached ();
}

/* Where the offer of @gn of @give for @tn of @take stands among the offers of @give in
 * hw_game_list_trade()'s order: count given, good asked (not @give), count asked. */
static inline guint
rank_in_give (const HwGameRules *rules, int give, int gn, int take, int tn)
{
  guint per_count = (guint) ((n_goods (rules) - 1) * HW_TRADE_MAX_COUNT);

  return (guint) (gn - 1) * per_count + (guint) ((take - (take > give)) * HW_TRADE_MAX_COUNT) +
         (guint) (tn - 1);
}

guint
hw_game_offer_rank (const HwGameRules *rules,
                    const HwGameState *state,
                    const HwAction    *offer)
{
  int give = HW_TRADE_RESOURCE (offer->a), take = HW_TRADE_RESOURCE (offer->b);
  guint rank = 0;

  for (int g = 0; g < give; g++)
    rank += offers_of (rules, state, g);
  return rank + rank_in_give (rules, give, HW_TRADE_COUNT (offer->a), take, HW_TRADE_COUNT (offer->b));
}

guint
hw_game_offers_asking (const HwGameRules *rules,
                       const HwGameState *state,
                       guint              asked,
                       const guint8      *given,
                       guint              first,
                       HwAction          *buf,
                       guint16           *at,
                       guint              n)
{
  int goods = n_goods (rules);
  guint rank = first;

  asked &= (1u << goods) - 1;
  if (asked == 0)
    return n;
  /* The order of hw_game_list_trade(): good given, count given, good asked, count asked;
   * @rank is where the offers of @give begin in the whole list. */
  for (int give = 0; give < goods; give++)
    {
      int sent = MIN (MIN (HW_TRADE_MAX_COUNT, holds (rules, state, state->current, give)),
                      given[give]);

      for (int gn = 1; gn <= sent; gn++)
        for (guint takes = asked & ~(1u << give); takes != 0; takes &= takes - 1)
          {
            int take = __builtin_ctz (takes);
            guint here = rank + rank_in_give (rules, give, gn, take, 1);

            for (int tn = 1; tn <= HW_TRADE_MAX_COUNT; tn++, n++)
              {
                buf[n] = (HwAction) { HW_ACTION_TRADE_OFFER, 0, (gint16) HW_TRADE_PACK (give, gn),
                                      (gint16) HW_TRADE_PACK (take, tn) };
                at[n] = (guint16) (here + (guint) tn - 1);
              }
          }
      rank += offers_of (rules, state, give);
    }
  return n;
}

gboolean
hw_game_legal_trade (const HwGameRules *rules,
                     const HwGameState *state,
                     const HwAction    *a)
{
  switch (a->type)
    {
    case HW_ACTION_TRADE_OFFER:
      return offer_ok (rules, state, a);
    case HW_ACTION_TRADE_ACCEPT:
    case HW_ACTION_TRADE_DECLINE:
      /* next_responder() only ever hands the answer to a player who can pay. */
      return state->phase == HW_PHASE_TRADE && state->to_move != state->current;
    default:
      return FALSE;
    }
}

void
hw_game_apply_trade (const HwGameRules *rules,
                     HwGameState       *state,
                     const HwAction    *a)
{
  int responder;

  (void) rules;
  switch (a->type)
    {
    case HW_ACTION_TRADE_OFFER:
      state->trade_offers++;
      state->trade_give = a->a;
      state->trade_take = a->b;
      state->trade_partner = -1;
      responder = next_responder (rules, state, state->current);
      if (responder < 0)
        {
          settle (state, HW_TRADE_DECLINED);
          return;
        }
      state->trade_status = HW_TRADE_PENDING;
      state->phase = HW_PHASE_TRADE;
      state->to_move = (guint8) responder;
      return;

    case HW_ACTION_TRADE_ACCEPT:
      move_goods (rules, state, state->current, state->to_move, HW_TRADE_RESOURCE (state->trade_give),
                  HW_TRADE_COUNT (state->trade_give));
      move_goods (rules, state, state->to_move, state->current, HW_TRADE_RESOURCE (state->trade_take),
                  HW_TRADE_COUNT (state->trade_take));
      state->trade_partner = (gint8) state->to_move;
      settle (state, HW_TRADE_ACCEPTED);
      return;

    case HW_ACTION_TRADE_DECLINE:
      responder = next_responder (rules, state, state->to_move);
      if (responder < 0)
        settle (state, HW_TRADE_DECLINED);
      else
        state->to_move = (guint8) responder;
      return;

    default:
      g_assert_not_reached ();
    }
}
