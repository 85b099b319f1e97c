/* hw-game-dev.c: development cards (BASE-DEV, BASE-ARMY, JUN-03) and bank/harbor trade
 * (BASE-TRADE). */
#include "hw-game-private.h"

/* JUN-03: the resources of a development card a discovery token may pay, by mask bit. */
static const int dev_cost[3] = { HW_RESOURCE_ORE, HW_RESOURCE_GRAIN, HW_RESOURCE_WOOL };

static gboolean
can_buy (const HwGameRules *rules, const HwGameState *state, int player, int mask)
{
  const HwPlayerState *ps = &state->players[player];
  int tokens = 0;
  gboolean paid = TRUE;

  if (!hw_game_deck_open (rules, state) || mask < 0 || mask > 7)
    return FALSE;
  /* No early exit: a branch on each count of the hand mispredicts. */
  for (int i = 0; i < 3; i++)
    {
      int token = (mask >> i) & 1;

      tokens += token;
      paid &= token | (ps->hand[dev_cost[i]] >= 1);
    }
  return paid && tokens <= ps->discoveries;
}

static gboolean
bank_has (const HwGameRules *rules, const HwGameState *state, int r, int n)
{
  return !rules->bank_limit || state->bank[r] >= n;
}

static gboolean
can_road_build (const HwGameRules *rules, const HwGameState *state)
{
  HwAction probe[1];

  return hw_game_list_builds (rules, state, TRUE, probe, 0, 0) > 0;
}

gboolean
hw_game_can_buy_dev (const HwGameRules *rules,
                     const HwGameState *state)
{
  int p = state->to_move;

  /* As hw_game_list_dev() lists BUY_DEV: with discovery tokens in place of cards too. */
  for (int mask = 0; mask < (state->players[p].discoveries > 0 ? 8 : 1); mask++)
    if (can_buy (rules, state, p, mask))
      return TRUE;
  return FALSE;
}

/* hw_game_list_bank(), inline in the main phase's listing. */
static inline guint
list_bank (const HwGameRules *rules,
           const HwGameState *state,
           HwAction          *buf,
           guint              n,
           guint              cap)
{
  int p = state->to_move;
  guint hand[4], gives, gets;

  hw_game_hand_masks (&state->players[p], hand);
  hw_game_bank_masks (rules, state, p, hand, &gives, &gets);
  for (; gives != 0; gives &= gives - 1)
    {
      int give = __builtin_ctz (gives);
      int ratio = hw_game_trade_ratio (state, p, give);

      for (guint g = gets & ~(1u << give); g != 0; g &= g - 1)
        hw_game_push (buf, &n, cap, HW_ACTION_TRADE_BANK, give, __builtin_ctz (g), ratio);
    }
  return n;
}

guint
hw_game_list_dev (const HwGameRules *rules,
                  const HwGameState *state,
                  HwAction          *buf,
                  guint              n,
                  guint              cap)
{
  int p = state->to_move;
  const HwPlayerState *ps = &state->players[p];

  /* BASE-TURN: before the roll any card may be played, but nothing bought or traded. */
  if (state->phase == HW_PHASE_ROLL)
    return hw_game_list_before_roll (rules, state, buf, n, cap);
  if (hw_game_can_play (state, HW_DEV_KNIGHT))
    hw_game_push (buf, &n, cap, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
  if (state->phase != HW_PHASE_MAIN)
    return n;

  for (int mask = 0; mask < (ps->discoveries > 0 ? 8 : 1); mask++)
    if (can_buy (rules, state, p, mask))
      hw_game_push (buf, &n, cap, HW_ACTION_BUY_DEV, mask, 0, 0);
  if (!hw_game_trade_closed (rules, state))
    n = list_bank (rules, state, buf, n, cap);
  return hw_game_list_held_cards (rules, state, buf, n, cap);
}

guint
hw_game_list_bank (const HwGameRules *rules,
                   const HwGameState *state,
                   HwAction          *buf,
                   guint              n,
                   guint              cap)
{
  return list_bank (rules, state, buf, n, cap);
}

void
hw_game_bank_nth (const HwGameRules *rules,
                  const HwGameState *state,
                  guint              k,
                  HwAction          *out)
{
  int p = state->to_move;
  guint hand[4], gives, gets;

  hw_game_hand_masks (&state->players[p], hand);
  hw_game_bank_masks (rules, state, p, hand, &gives, &gets);
  for (; gives != 0; gives &= gives - 1)
    {
      int give = __builtin_ctz (gives);
      guint g = gets & ~(1u << give), here = hw_resources_count (g);

      if (k >= here)
        {
          k -= here;
          continue;
        }
      for (; k > 0; k--)
        g &= g - 1;
      *out = (HwAction) { HW_ACTION_TRADE_BANK, (gint8) hw_game_trade_ratio (state, p, give),
                          (gint16) give, (gint16) __builtin_ctz (g) };
      return;
    }
  g_return_if_reached ();
}

guint
hw_game_list_cards (const HwGameRules *rules,
                    const HwGameState *state,
                    HwAction          *buf,
                    guint              n,
                    guint              cap)
{
  if (hw_game_can_play (state, HW_DEV_ROAD_BUILDING) && can_road_build (rules, state))
    hw_game_push (buf, &n, cap, HW_ACTION_PLAY_ROAD_BUILDING, 0, 0, 0);
  if (hw_game_can_play (state, HW_DEV_YEAR_OF_PLENTY))
    for (int a = 0; a < HW_N_RESOURCES; a++)
      for (int b = a; b < HW_N_RESOURCES; b++)
        if (bank_has (rules, state, a, a == b ? 2 : 1) && bank_has (rules, state, b, 1))
          hw_game_push (buf, &n, cap, HW_ACTION_PLAY_YEAR_OF_PLENTY, a, b, 0);
  if (hw_game_can_play (state, HW_DEV_MONOPOLY))
    for (int r = 0; r < HW_N_RESOURCES; r++)
      hw_game_push (buf, &n, cap, HW_ACTION_PLAY_MONOPOLY, r, 0, 0);

  return n;
}

gboolean
hw_game_legal_dev (const HwGameRules *rules,
                   const HwGameState *state,
                   const HwAction    *a)
{
  int p = state->to_move;
  gboolean main = state->phase == HW_PHASE_MAIN;
  /* BASE-TURN: a card may be played before the roll too. */
  gboolean play = main || state->phase == HW_PHASE_ROLL;

  switch (a->type)
    {
    case HW_ACTION_PLAY_KNIGHT:
      return play && hw_game_can_play (state, HW_DEV_KNIGHT);
    case HW_ACTION_BUY_DEV:
      return main && can_buy (rules, state, p, a->a);
    case HW_ACTION_PLAY_ROAD_BUILDING:
      return play && hw_game_can_play (state, HW_DEV_ROAD_BUILDING) && can_road_build (rules, state);
    case HW_ACTION_PLAY_YEAR_OF_PLENTY:
      return play && hw_game_can_play (state, HW_DEV_YEAR_OF_PLENTY) &&
             a->a >= 0 && a->a < HW_N_RESOURCES && a->b >= 0 && a->b < HW_N_RESOURCES &&
             bank_has (rules, state, a->a, a->a == a->b ? 2 : 1) && bank_has (rules, state, a->b, 1);
    case HW_ACTION_PLAY_MONOPOLY:
      return play && hw_game_can_play (state, HW_DEV_MONOPOLY) && a->a >= 0 && a->a < HW_N_RESOURCES;
    case HW_ACTION_TRADE_BANK:
      return main && !hw_game_trade_closed (rules, state) &&
             a->a >= 0 && a->a < HW_N_RESOURCES && a->b >= 0 && a->b < HW_N_RESOURCES &&
             a->a != a->b && a->c == hw_game_trade_ratio (state, p, a->a) &&
             state->players[p].hand[a->a] >= a->c && bank_has (rules, state, a->b, 1);
    default:
      return FALSE;
    }
}

static void
take_from_bank (HwGameState *state, int p, int r, int n)
{
  state->players[p].hand[r] += n;
  state->bank[r] -= n;
}

void
hw_game_apply_dev (const HwGameRules *rules,
                   HwGameState       *state,
                   const HwAction    *a)
{
  int p = state->to_move;
  HwPlayerState *ps = &state->players[p];

  switch (a->type)
    {
    case HW_ACTION_BUY_DEV:
      {
        int card;
        for (int i = 0; i < 3; i++)
          {
            if (a->a & (1 << i))
              {
                ps->discoveries--;
                state->counters.discoveries_spent[p]++;
              }
            else
              take_from_bank (state, p, dev_cost[i], -1);
          }
        card = state->deck[--state->deck_left];
        ps->dev[card]++;
        ps->dev_new[card]++;
        state->counters.dev_bought[p]++;
      }
      return;

    case HW_ACTION_PLAY_KNIGHT:
      ps->dev[HW_DEV_KNIGHT]--;
      ps->knights_played++;
      state->dev_played = 1;
      /* BASE-ARMY: 3 knights, taken only by more. */
      if (ps->knights_played >= 3 &&
          (state->largest_army_holder < 0 ||
           ps->knights_played > state->players[state->largest_army_holder].knights_played))
        state->largest_army_holder = (gint8) p;
      state->resume_phase = state->phase;
      state->phase = HW_PHASE_ROBBER;
      return;

    case HW_ACTION_PLAY_ROAD_BUILDING:
      ps->dev[HW_DEV_ROAD_BUILDING]--;
      state->dev_played = 1;
      state->free_roads = 2;
      /* Played before the roll, the roll follows the free roads. */
      state->resume_phase = state->phase;
      state->phase = HW_PHASE_FREE_ROADS;
      return;

    case HW_ACTION_PLAY_YEAR_OF_PLENTY:
      ps->dev[HW_DEV_YEAR_OF_PLENTY]--;
      state->dev_played = 1;
      take_from_bank (state, p, a->a, 1);
      take_from_bank (state, p, a->b, 1);
      return;

    case HW_ACTION_PLAY_MONOPOLY:
      ps->dev[HW_DEV_MONOPOLY]--;
      state->dev_played = 1;
      for (int q = 0; q < state->n_players; q++)
        if (q != p)
          {
            ps->hand[a->a] += state->players[q].hand[a->a];
            state->players[q].hand[a->a] = 0;
          }
      return;

    case HW_ACTION_TRADE_BANK:
      take_from_bank (state, p, a->a, -a->c);
      take_from_bank (state, p, a->b, 1);
      return;

    default:
      g_assert_not_reached ();
    }
}
