/* hw-game-plain.c: the main phase's lazy listing where the spots are kept (no ships, no rule
 * modules), at every main-phase step of a base game (issue 14).
 *
 * It lists what hw_game_list_builds(), hw_game_list_dev() and hw_game_list_trade() list there,
 * in their order, from one reading of the hand: those read it and ask the same questions of
 * the player each, and most of a step's listing was that. The settlements and roads, the
 * bank trades and the offers are counted, not written: a bot that draws an index needs only
 * their number, and hw_game_listed_action() writes the one it draws. test-game-fast checks
 * the whole list against hw_game_legal_actions() at every step of its walks. */
#include "config.h"

#include "hw-game-private.h"

guint
hw_game_list_main_counted (const HwGameRules *rules,
                           const HwGameState *state,
                           HwAction          *buf,
                           HwListingCounts   *counts)
{
  int p = state->to_move;
  const HwPlayerState *ps = &state->players[p];
  guint hand[4], n = 0, cap = HW_GAME_MAX_ACTIONS, from;
  gboolean road, settle;

  g_assert (rules->keeps_spots && state->phase == HW_PHASE_MAIN);

  hw_game_hand_masks (ps, hand);
  /* BASE-COST: the cities, then the settlements and roads (list_builds()). */
  if (ps->cities_left > 0 && (hand[2] & HW_RES_BIT (ORE)) && (hand[1] & HW_RES_BIT (GRAIN)))
    for (int w = 0; w < hw_game_node_words (rules); w++)
      for (guint64 b = ps->buildings[w] & ~ps->cities[w]; b != 0; b &= b - 1)
        hw_game_push (buf, &n, cap, HW_ACTION_BUILD_CITY, w * 64 + __builtin_ctzll (b), 0, 0);
  road = ps->roads_left > 0 && (hand[0] & HW_COST_ROAD) == HW_COST_ROAD;
  settle = ps->settlements_left > 0 && (hand[0] & HW_COST_SETTLEMENT) == HW_COST_SETTLEMENT;
  counts->spots_at = n;
  counts->n_spots = road || settle ? hw_game_count_spots (rules, state, p, road, settle) : 0;

  counts->n_bank = 0;
  if (G_UNLIKELY (ps->discoveries > 0))
    {
      /* JUN-03: tokens pay for a card in many ways; the cards and the bank trades are
       * written as hw_game_list_dev() lists them. */
      n = hw_game_list_dev (rules, state, buf, n, cap);
      counts->bought = hw_game_can_buy_dev (rules, state);
      counts->bank_at = n;
    }
  else
    {
      /* BASE-DEV, BASE-TURN: the Knight, a card bought (hw_game_list_dev()). */
      if (hw_game_can_play (state, HW_DEV_KNIGHT))
        hw_game_push (buf, &n, cap, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
      from = n;
      if (hw_game_deck_open (rules, state) && (hand[0] & HW_COST_DEV) == HW_COST_DEV)
        hw_game_push (buf, &n, cap, HW_ACTION_BUY_DEV, 0, 0, 0);
      counts->bought = n > from;
      /* BASE-TRADE: each resource given, for every other the bank pays. */
      counts->bank_at = n;
      if (!hw_game_trade_closed (rules, state))
        {
          guint gives, gets;

          hw_game_bank_masks (rules, state, p, hand, &gives, &gets);
          counts->n_bank = hw_resources_count (gives) * hw_resources_count (gets) -
                           hw_resources_count (gives & gets);
        }
      n = hw_game_list_held_cards (rules, state, buf, n, cap);
    }

  /* BASE-TRADE: the offers (hw_game_count_offers(), the active player's hand: to move). */
  counts->offers_at = n;
  counts->n_offers = 0;
  if (hw_game_may_offer (rules, state))
    counts->n_offers = (hw_resources_count (hand[0]) + hw_resources_count (hand[1])) *
                       (HW_N_RESOURCES - 1) * HW_TRADE_MAX_COUNT;
  hw_game_push (buf, &n, cap, HW_ACTION_END_TURN, 0, 0, 0);
  return n;
}
