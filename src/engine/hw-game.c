/* hw-game.c: game flow: start, the legal-action list, applying an action, turns, victory
 * points and the win (BASE-TURN, BASE-PIECES). */
#include "config.h"

#include "hw-game-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static void end_blocked_setup (const HwGameRules *rules,
                               HwGameState       *state);

void
hw_game_init (HwGameState       *state,
              const HwGameRules *rules,
              guint64            seed)
{
  int k = 0;

  memset (state, 0, sizeof *state);
  hw_rng_seed (&state->rng, seed);
  state->n_players = (guint8) rules->n_players;
  state->winner = -1;
  state->longest_route_holder = -1;
  state->largest_army_holder = -1;
  state->robber_hex = (gint16) rules->robber_start;
  state->setup_node = -1;
  state->trade_partner = -1;
  state->phase = HW_PHASE_SETUP_SETTLEMENT;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    state->bank[r] = (gint16) rules->bank_size;
  /* BASE-DEV-02 */
  for (int c = 0; c < HW_N_DEV; c++)
    for (int i = 0; i < rules->deck_counts[c]; i++)
      state->deck[k++] = (guint8) c;
  state->deck_left = (guint8) rules->deck_size;
  hw_rng_shuffle (&state->rng, state->deck, (gsize) rules->deck_size, 1);
  for (int p = 0; p < rules->n_players; p++)
    {
      HwPlayerState *ps = &state->players[p];
      ps->roads_left = (guint8) rules->max_roads;
      ps->settlements_left = (guint8) rules->max_settlements;
      ps->cities_left = (guint8) rules->max_cities;
      ps->ships_left = (guint8) rules->max_ships;
    }
  HW_FOREACH_HOOK (rules, HW_HOOK_SETUP, slot)
    slot->module->setup (rules, slot, state);
  if (rules->keeps_spots)
    hw_game_spots_reset (rules, state);
  if (rules->keeps_yield)
    hw_game_yield_reset (rules, state);
  /* A module's neutral pieces may leave the players no room at all. */
  end_blocked_setup (rules, state);
}

/* Stands for the offers hw_game_legal_actions_lazy() leaves out, until the filters ran. */
#define OFFERS_MARK 1

/* Inline in each listing: a call here cost the generic lazy listing (a scenario's rule
 * modules) 2% of a game. */
G_ALWAYS_INLINE static inline guint
list_actions (const HwGameRules *rules,
              const HwGameState *state,
              HwAction          *buf,
              guint              cap,
              HwListingCounts   *counts)
{
  guint n = 0;

  /* A module holding a choice lists the actions alone. */
  HW_FOREACH_HOOK (rules, HW_HOOK_LIST, slot)
    if (slot->module->list (rules, slot, state, buf, cap, &n))
      return n;
  switch (state->phase)
    {
    case HW_PHASE_SETUP_SETTLEMENT:
    case HW_PHASE_SETUP_ROAD:
      return hw_game_list_setup (rules, state, buf, 0, cap);
    case HW_PHASE_ROLL:
      n = hw_game_list_roll_phase (rules, state, buf, 0, cap);
      return hw_game_list_dev (rules, state, buf, n, cap);
    case HW_PHASE_ROBBER:
      return hw_game_list_roll_phase (rules, state, buf, 0, cap);
    case HW_PHASE_DISCARD:
    case HW_PHASE_CHOOSE:
      return hw_game_list_roll_phase (rules, state, buf, 0, cap);
    case HW_PHASE_MAIN:
      n = hw_game_list_builds (rules, state, FALSE, buf, 0, cap);
      n = hw_game_list_dev (rules, state, buf, n, cap);
      if (counts != NULL)
        {
          /* One mark where the offers go; the scenario filters keep offers. */
          counts->n_offers = hw_game_count_offers (rules, state);
          /* Without filters nothing moves: where the offers go is known now. */
          if (counts->n_offers > 0 && rules->hooks[HW_HOOK_FILTER].n == 0)
            counts->offers_at = MIN (n, cap);
          else if (counts->n_offers > 0)
            hw_game_push (buf, &n, cap, HW_ACTION_TRADE_OFFER, 0, 0, OFFERS_MARK);
        }
      else
        n = hw_game_list_trade (rules, state, buf, n, cap);
      hw_game_push (buf, &n, cap, HW_ACTION_END_TURN, 0, 0, 0);
      return n;
    case HW_PHASE_TRADE:
      return hw_game_list_trade (rules, state, buf, 0, cap);
    case HW_PHASE_FREE_ROADS:
      return hw_game_list_builds (rules, state, TRUE, buf, 0, cap);
    default:
      return 0;
    }
}

guint
hw_game_legal_actions (const HwGameRules *rules,
                       const HwGameState *state,
                       HwAction          *buf,
                       guint              cap)
{
  guint n;

  g_return_val_if_fail (rules != NULL && state != NULL, 0);

  /* Not inside MIN (): the macro would list everything twice. */
  n = list_actions (rules, state, buf, cap, NULL);
  n = MIN (n, cap);
  HW_FOREACH_HOOK (rules, HW_HOOK_FILTER, slot)
    n = slot->module->filter (rules, slot, state, buf, n, cap);
  return n;
}

/* The lazy listing where the spots are kept: no module lists or filters there, so nothing
 * moves the counted runs and the end of the turn is last (at every step of a base game). */
static guint
list_plain_lazy (const HwGameRules *rules,
                 const HwGameState *state,
                 HwAction          *buf,
                 HwActionListing   *listing)
{
  HwListingCounts c;
  guint n;

  /* One dispatch on the phase, not a test for the main phase and then list_actions()'s
   * switch: the phase follows from a random choice and each test of it mispredicts. */
  switch (state->phase)
    {
    case HW_PHASE_MAIN:
      break;
    case HW_PHASE_SETUP_SETTLEMENT:
    case HW_PHASE_SETUP_ROAD:
      n = hw_game_list_setup (rules, state, buf, 0, HW_GAME_MAX_ACTIONS);
      goto written;
    case HW_PHASE_ROLL:
      /* The roll, then hw_game_list_dev()'s cards, asked here without its calls. */
      n = 0;
      hw_game_push (buf, &n, HW_GAME_MAX_ACTIONS, HW_ACTION_ROLL, 0, 0, 0);
      n = hw_game_list_before_roll (rules, state, buf, n, HW_GAME_MAX_ACTIONS);
      goto written;
    case HW_PHASE_ROBBER:
      /* The robber's moves, a victim each on every land hex: counted, as the settlements
         and roads are (most of the cost of listing them was writing them). */
      n = hw_game_count_robber_moves (rules, state);
      *listing = (HwActionListing) { .n = n, .n_places = n, .bank_at = n, .offers_at = n,
                                     .end_turn = -1, .builds = 0 };
      return n;
    case HW_PHASE_DISCARD:
    case HW_PHASE_CHOOSE:
      n = hw_game_list_roll_phase (rules, state, buf, 0, HW_GAME_MAX_ACTIONS);
      goto written;
    case HW_PHASE_TRADE:
      /* The answers, without hw_game_list_trade()'s tests: a sixth of a game's steps. */
      n = hw_game_list_answers (buf);
      goto written;
    default:
      /* Not inside MIN (): the macro would list everything twice. */
      n = list_actions (rules, state, buf, HW_GAME_MAX_ACTIONS, NULL);
    written:
      n = MIN (n, HW_GAME_MAX_ACTIONS);
      *listing = (HwActionListing) { .n = n, .n_written = n, .bank_at = n, .offers_at = n,
                                     .end_turn = -1, .builds = -1 };
      return n;
    }
  n = hw_game_list_main_counted (rules, state, buf, &c);
  if (c.n_offers == 0)
    c.offers_at = n;
  listing->n_written = n;
  listing->places_at = c.spots_at;
  listing->n_places = c.n_spots;
  listing->bank_at = (c.n_bank > 0 ? c.bank_at : c.offers_at) + c.n_spots;
  listing->n_bank = c.n_bank;
  listing->offers_at = c.offers_at + c.n_spots + c.n_bank;
  listing->n_offers = c.n_offers;
  listing->n = n + c.n_spots + c.n_bank + c.n_offers;
  listing->end_turn = (int) listing->n - 1;
  listing->builds = c.spots_at > 0 || c.n_spots > 0 || c.bought;
  return listing->n;
}

guint
hw_game_legal_actions_lazy (const HwGameRules *rules,
                            const HwGameState *state,
                            HwAction          *buf,
                            HwActionListing   *listing)
{
  guint cap = HW_GAME_MAX_ACTIONS, n;
  HwListingCounts c = { 0, 0, 0, 0, G_MAXUINT, 0, FALSE };

  g_return_val_if_fail (rules != NULL && state != NULL && listing != NULL, 0);

  if (rules->keeps_spots)
    return list_plain_lazy (rules, state, buf, listing);
  n = list_actions (rules, state, buf, cap, &c);
  n = MIN (n, cap);
  HW_FOREACH_HOOK (rules, HW_HOOK_FILTER, slot)
    n = slot->module->filter (rules, slot, state, buf, n, cap);
  listing->n_written = n;
  if (c.n_offers > 0 && c.offers_at == G_MAXUINT)
    {
      /* The mark is near the end: only the end of the turn and gold trades follow it. */
      guint i = n;

      while (i-- > 0)
        if (buf[i].type == HW_ACTION_TRADE_OFFER && buf[i].c == OFFERS_MARK)
          break;
      g_assert (i < n);
      memmove (&buf[i], &buf[i + 1], (n - i - 1) * sizeof *buf);
      listing->n_written = n - 1;
      c.offers_at = i;
    }
  else if (c.n_offers == 0)
    c.offers_at = listing->n_written;
  /* No bank trade counted: the written entries run on to the offers. */
  if (c.n_bank == 0)
    c.bank_at = c.offers_at;
  /* From places in the buffer to places in the whole list: the counted entries before them
   * (the spots and the bank trades are counted in list_plain_lazy() alone). */
  listing->places_at = c.spots_at;
  listing->n_places = c.n_spots;
  listing->bank_at = c.bank_at + c.n_spots;
  listing->n_bank = c.n_bank;
  listing->offers_at = c.offers_at + c.n_spots + c.n_bank;
  listing->n_offers = c.n_offers;
  listing->builds = -1;
  listing->n = listing->n_written + listing->n_places + listing->n_bank + listing->n_offers;
  /* Without modules that list or filter, only the main phase lists the end of the turn,
   * last. */
  if (rules->hooks[HW_HOOK_LIST].n > 0 || rules->hooks[HW_HOOK_FILTER].n > 0)
    listing->end_turn = -2;
  else
    listing->end_turn = state->phase == HW_PHASE_MAIN && listing->n > 0 ? (int) listing->n - 1 : -1;
  return listing->n;
}

gboolean
hw_game_listing_declined (const HwGameRules *rules,
                          const HwGameState *state,
                          HwActionListing   *listing)
{
  g_return_val_if_fail (rules != NULL && state != NULL && listing != NULL, FALSE);

  /* A declined offer changes only the offers made this turn: the hand, the pieces and the
   * cards are as they were. Only list_plain_lazy()'s main-phase listing (builds known) is
   * known to list nothing else from them; modules and ships may. */
  if (!rules->keeps_spots || state->phase != HW_PHASE_MAIN ||
      state->trade_status != HW_TRADE_DECLINED || listing->builds < 0)
    return FALSE;
  if (listing->n_offers > 0 && !hw_game_may_offer (rules, state))
    {
      /* The turn's last offer (BASE-TRADE-02): the offers leave, and the runs stand as
       * list_plain_lazy() places them without offers. */
      listing->n -= listing->n_offers;
      listing->n_offers = 0;
      listing->offers_at = listing->n;
      if (listing->n_bank == 0)
        listing->bank_at = listing->n_written + listing->n_places;
      listing->end_turn = (int) listing->n - 1;
    }
  return TRUE;
}

guint
hw_game_listing_place (const HwActionListing *listing,
                       guint                  written)
{
  guint at = written;

  /* Each counted run stands before the written entries from its place on. */
  if (at >= listing->places_at)
    at += listing->n_places;
  if (at >= listing->bank_at)
    at += listing->n_bank;
  if (at >= listing->offers_at)
    at += listing->n_offers;
  return at;
}

void
hw_game_listed_action (const HwGameRules     *rules,
                       const HwGameState     *state,
                       const HwAction        *buf,
                       const HwActionListing *listing,
                       guint                  index,
                       HwAction              *out)
{
  guint skipped;

  g_return_if_fail (index < listing->n);

  /* The written entries and the counted runs, in the whole list's order. */
  if (index < listing->places_at)
    {
      *out = buf[index];
      return;
    }
  if (index - listing->places_at < listing->n_places)
    {
      if (state->phase == HW_PHASE_ROBBER)
        hw_game_robber_move_nth (rules, state, index - listing->places_at, out);
      else
        hw_game_spot_nth (rules, state, index - listing->places_at, out);
      return;
    }
  skipped = listing->n_places;
  if (index < listing->bank_at)
    *out = buf[index - skipped];
  else if (index - listing->bank_at < listing->n_bank)
    hw_game_bank_nth (rules, state, index - listing->bank_at, out);
  else if (index < listing->offers_at)
    *out = buf[index - skipped - listing->n_bank];
  else if (index - listing->offers_at < listing->n_offers)
    hw_game_offer_nth (rules, state, index - listing->offers_at, out);
  else
    *out = buf[index - skipped - listing->n_bank - listing->n_offers];
}

/* Says of @at[@from, @n) that they stand from @place of the whole list on. */
static void
mark_run (guint16 *at,
          guint    from,
          guint    n,
          guint    place)
{
  for (guint k = from; k < n; k++)
    at[k] = (guint16) (place + k - from);
}

guint
hw_game_listing_expand (const HwGameRules     *rules,
                        const HwGameState     *state,
                        const HwAction        *buf,
                        const HwActionListing *listing,
                        guint                  asked,
                        const guint8          *given,
                        HwAction              *out,
                        guint16               *at)
{
  guint n = 0, i = 0, skipped;

  g_return_val_if_fail (listing->n <= HW_GAME_MAX_ACTIONS, 0);

  /* The written entries before the places (settlements and roads, or the robber's moves),
   * them, the written entries up to the bank trades, them, the written entries up to the
   * offers, the offers asked, the rest: the whole list's order. */
  for (; i < listing->places_at; i++, n++)
    out[n] = buf[i], at[n] = (guint16) i;
  if (listing->n_places > 0)
    {
      guint from = n;

      if (state->phase == HW_PHASE_ROBBER)
        n = hw_game_list_roll_phase (rules, state, out, n, HW_GAME_MAX_ACTIONS);
      else
        n = hw_game_spots_write (rules, state, out, n, HW_GAME_MAX_ACTIONS);
      g_assert (n - from == listing->n_places);
      mark_run (at, from, n, listing->places_at);
    }
  skipped = listing->n_places;
  for (; i + skipped < listing->bank_at; i++, n++)
    out[n] = buf[i], at[n] = (guint16) (i + skipped);
  if (listing->n_bank > 0)
    {
      guint from = n;

      n = hw_game_list_bank (rules, state, out, n, HW_GAME_MAX_ACTIONS);
      g_assert (n - from == listing->n_bank);
      mark_run (at, from, n, listing->bank_at);
    }
  skipped += listing->n_bank;
  for (; i + skipped < listing->offers_at; i++, n++)
    out[n] = buf[i], at[n] = (guint16) (i + skipped);
  if (listing->n_offers > 0)
    n = hw_game_offers_asking (rules, state, asked, given, listing->offers_at, out, at, n);
  skipped += listing->n_offers;
  for (; i < listing->n_written; i++, n++)
    out[n] = buf[i], at[n] = (guint16) (i + skipped);
  return n;
}

guint
hw_game_listing_offer_place (const HwGameRules     *rules,
                             const HwGameState     *state,
                             const HwActionListing *listing,
                             const HwAction        *offer)
{
  g_return_val_if_fail (offer->type == HW_ACTION_TRADE_OFFER && listing->n_offers > 0, 0);

  return listing->offers_at + hw_game_offer_rank (rules, state, offer);
}

gboolean
hw_game_is_legal (const HwGameRules *rules,
                  const HwGameState *state,
                  const HwAction    *a)
{
  int phase = state->phase;

  HW_FOREACH_HOOK (rules, HW_HOOK_LEGAL, slot)
    {
      int v = slot->module->legal (rules, slot, state, a);
      if (v >= 0)
        return v;
    }
  switch (a->type)
    {
    case HW_ACTION_PLACE_SETTLEMENT:
      return phase == HW_PHASE_SETUP_SETTLEMENT && hw_game_legal_build (rules, state, a);
    case HW_ACTION_PLACE_ROAD:
    case HW_ACTION_PLACE_SHIP:
      return phase == HW_PHASE_SETUP_ROAD && hw_game_legal_build (rules, state, a);
    case HW_ACTION_MOVE_ROBBER:
    case HW_ACTION_ROLL:
    case HW_ACTION_DISCARD:
    case HW_ACTION_CHOOSE_RESOURCE:
      return hw_game_legal_roll_phase (rules, state, a);
    case HW_ACTION_BUILD_ROAD:
    case HW_ACTION_BUILD_SHIP:
      return (phase == HW_PHASE_MAIN || phase == HW_PHASE_FREE_ROADS) &&
             hw_game_legal_build (rules, state, a);
    case HW_ACTION_BUILD_SETTLEMENT:
    case HW_ACTION_BUILD_CITY:
    case HW_ACTION_MOVE_SHIP:
      return phase == HW_PHASE_MAIN && hw_game_legal_build (rules, state, a);
    case HW_ACTION_BUY_DEV:
    case HW_ACTION_TRADE_BANK:
    case HW_ACTION_PLAY_KNIGHT:
    case HW_ACTION_PLAY_ROAD_BUILDING:
    case HW_ACTION_PLAY_YEAR_OF_PLENTY:
    case HW_ACTION_PLAY_MONOPOLY:
      return hw_game_legal_dev (rules, state, a);
    case HW_ACTION_END_TURN:
      return phase == HW_PHASE_MAIN;
    case HW_ACTION_TRADE_OFFER:
    case HW_ACTION_TRADE_ACCEPT:
    case HW_ACTION_TRADE_DECLINE:
      return hw_game_legal_trade (rules, state, a);
    default:
      return FALSE;
    }
}

static void
end_turn (HwGameState *state)
{
  HwPlayerState *ps = &state->players[state->current];

  memset (ps->dev_new, 0, sizeof ps->dev_new);
  /* A ship built marks the turn as built in (apply_listed): most turns clear nothing (a
   * string store, slow to start, at every turn). */
  if (state->built)
    memset (state->new_ships, 0, sizeof state->new_ships);
  state->dev_played = 0;
  state->ship_moved = 0;
  state->built = 0;
  state->trade_offers = 0;
  state->trade_status = HW_TRADE_NONE;
  state->current = (guint8) (state->current + 1 < state->n_players ? state->current + 1 : 0);
  state->to_move = state->current;
  state->phase = HW_PHASE_ROLL;
  state->turn++;
}

void
hw_game_check_win (const HwGameRules *rules,
                   HwGameState       *state)
{
  if (state->phase <= HW_PHASE_SETUP_ROAD || state->phase == HW_PHASE_OVER)
    return;
  HW_FOREACH_HOOK (rules, HW_HOOK_CHECK_END, slot)
    if (slot->module->check_end (rules, slot, state))
      return;
  /* BASE-PIECES: the target wins on the player's own turn. */
  if (hw_game_vp (rules, state, state->current) >= rules->victory_points)
    {
      state->winner = (gint8) state->current;
      state->phase = HW_PHASE_OVER;
    }
}

/* Ends a setup in which the player to move has nothing legal (see hw-game.h): the listing
 * in setup is at most one entry per corner. */
static void
end_blocked_setup (const HwGameRules *rules,
                   HwGameState       *state)
{
  HwAction buf[HW_GAME_MAX_NODES + HW_GAME_MAX_HEXES];

  if (state->turn != 0 || state->phase == HW_PHASE_OVER ||
      hw_game_legal_actions (rules, state, buf, G_N_ELEMENTS (buf)) > 0)
    return;
  state->setup_blocked = 1;
  state->winner = -1;
  state->phase = HW_PHASE_OVER;
}

guint32
hw_game_decisive_actions (const HwGameRules *rules)
{
  /* Card moves only (the modules add theirs, HwGameRules.card_actions), unless a module may
   * end the game after any action. */
  static const guint32 cards_only = 1u << HW_ACTION_DISCARD | 1u << HW_ACTION_CHOOSE_RESOURCE |
                                    1u << HW_ACTION_TRADE_BANK | 1u << HW_ACTION_TRADE_OFFER |
                                    1u << HW_ACTION_TRADE_ACCEPT | 1u << HW_ACTION_TRADE_DECLINE |
                                    1u << HW_ACTION_PLAY_YEAR_OF_PLENTY |
                                    1u << HW_ACTION_PLAY_MONOPOLY | 1u << HW_ACTION_STEAL;
  /* With the base rules alone (no eruption, no module) the roll and the robber's steal move
   * cards only too. */
  static const guint32 base_only = 1u << HW_ACTION_ROLL | 1u << HW_ACTION_MOVE_ROBBER;
  guint32 quiet = cards_only | rules->card_actions;

  G_STATIC_ASSERT (HW_N_ACTION_TYPES <= 32);
  if (rules->check_every_action)
    return G_MAXUINT32;
  if (rules->n_modules == 0 && !rules->volcano)
    quiet |= base_only;
  return ~quiet;
}

/* Whether @a may change a player's victory points, the player whose turn it is or leave the
 * setup: only then can the win check (of the current player) find something new. Actions
 * that only move cards are the most frequent ones; the check after them is skipped. */
static inline gboolean
may_decide (const HwGameRules *rules,
            const HwAction    *a)
{
  return a->type >= 32 || ((rules->decisive_actions >> a->type) & 1);
}

/* The first module that plays @a, in file order: out of the base rules' path. */
G_GNUC_NO_INLINE static HwHookResult
apply_modules (const HwGameRules *rules,
               HwGameState       *state,
               const HwAction    *a)
{
  HW_FOREACH_HOOK (rules, HW_HOOK_APPLY, slot)
    {
      HwHookResult r = slot->module->apply (rules, slot, state, a);

      if (r != HW_HOOK_PASS)
        return r;
    }
  return HW_HOOK_PASS;
}

/* The modules' after hooks that play scenario effects (@effects) or keep books only. */
G_GNUC_NO_INLINE static void
after_modules (const HwGameRules *rules,
               HwGameState       *state,
               const HwAction    *a,
               gboolean           effects)
{
  HW_FOREACH_HOOK (rules, HW_HOOK_AFTER, slot)
    if (slot->module->after_has_effects == effects)
      slot->module->after (rules, slot, state, a);
}

static void
apply_listed (const HwGameRules *rules,
              HwGameState       *state,
              const HwAction    *a)
{
  /* BASE-TRADE-03: what closes the turn's trading under `strict-trade`. A mask, not a test:
   * the type is a random player's choice, and every branch on it mispredicts. */
  static const guint32 closes_trade = 1u << HW_ACTION_BUILD_ROAD | 1u << HW_ACTION_BUILD_SHIP |
                                      1u << HW_ACTION_BUILD_SETTLEMENT |
                                      1u << HW_ACTION_BUILD_CITY | 1u << HW_ACTION_BUY_DEV |
                                      1u << HW_ACTION_MOVE_SHIP;

  /* The play profile's counts, by a table for the same reason; a module's own card that
   * plays through the same action is counted alike. */
  static const guint8 played_kind[32] = {
    [HW_ACTION_PLAY_KNIGHT] = HW_PLAYED_KNIGHT,
    [HW_ACTION_PLAY_ROAD_BUILDING] = HW_PLAYED_ROAD_BUILDING,
    [HW_ACTION_PLAY_YEAR_OF_PLENTY] = HW_PLAYED_PLENTY,
    [HW_ACTION_PLAY_MONOPOLY] = HW_PLAYED_MONOPOLY,
    [HW_ACTION_TRADE_OFFER] = HW_PLAYED_OFFER,
    [HW_ACTION_TRADE_ACCEPT] = HW_PLAYED_TRADE,
    [HW_ACTION_TRADE_BANK] = HW_PLAYED_BANK4,
  };
  gboolean bank = a->type == HW_ACTION_TRADE_BANK;
  guint kind = (guint) played_kind[a->type & 31] * (a->type < 32) + bank * (guint) CLAMP (4 - a->c, 0, 2);

  state->counters.played[state->to_move][kind]++;
  /* A trade is done by both sides: the one accepting above, the one offering here. */
  state->counters.played[state->current][HW_PLAYED_TRADE] += a->type == HW_ACTION_TRADE_ACCEPT;
  state->built |= (guint8) ((closes_trade >> (a->type & 31)) & (a->type < 32));
  if (G_UNLIKELY (rules->hooks[HW_HOOK_APPLY].n > 0))
    switch (apply_modules (rules, state, a))
      {
      case HW_HOOK_PASS:
        break;
      case HW_HOOK_PLAYED:
        goto after;
      case HW_HOOK_PLAYED_ALONE:
        if (may_decide (rules, a))
          hw_game_check_win (rules, state);
        return;
      }

  switch (a->type)
    {
    case HW_ACTION_MOVE_ROBBER:
    case HW_ACTION_ROLL:
    case HW_ACTION_DISCARD:
    case HW_ACTION_CHOOSE_RESOURCE:
      hw_game_apply_roll_phase (rules, state, a);
      break;
    case HW_ACTION_BUY_DEV:
    case HW_ACTION_TRADE_BANK:
    case HW_ACTION_PLAY_KNIGHT:
    case HW_ACTION_PLAY_ROAD_BUILDING:
    case HW_ACTION_PLAY_YEAR_OF_PLENTY:
    case HW_ACTION_PLAY_MONOPOLY:
      hw_game_apply_dev (rules, state, a);
      break;
    case HW_ACTION_END_TURN:
      end_turn (state);
      break;
    case HW_ACTION_TRADE_OFFER:
    case HW_ACTION_TRADE_ACCEPT:
    case HW_ACTION_TRADE_DECLINE:
      hw_game_apply_trade (rules, state, a);
      break;
    default:
      hw_game_apply_build (rules, state, a);
      break;
    }
after:
  /* BA-WIN (and every scenario): the win is checked once the modules have kept their
   * books of the action, before the effects a module plays after it, which are not played
   * once the game is over; then the books are kept again, of what the effects changed, and
   * the win checked again, for what they bring. */
  if (G_UNLIKELY (rules->hooks[HW_HOOK_AFTER].n > 0))
    after_modules (rules, state, a, FALSE);
  if (may_decide (rules, a))
    hw_game_check_win (rules, state);
  if (G_UNLIKELY (rules->after_effects) && state->phase != HW_PHASE_OVER)
    {
      after_modules (rules, state, a, TRUE);
      after_modules (rules, state, a, FALSE);
      if (may_decide (rules, a))
        hw_game_check_win (rules, state);
    }
}

gboolean
hw_game_apply (const HwGameRules *rules,
               HwGameState       *state,
               const HwAction    *a)
{
  g_return_val_if_fail (rules != NULL && state != NULL && a != NULL, FALSE);

  if (!hw_game_is_legal (rules, state, a))
    return FALSE;
  apply_listed (rules, state, a);
  if (state->turn == 0)
    end_blocked_setup (rules, state);
  return TRUE;
}

void
hw_game_apply_listed (const HwGameRules *rules,
                      HwGameState       *state,
                      const HwAction    *a)
{
  g_return_if_fail (rules != NULL && state != NULL && a != NULL);

  apply_listed (rules, state, a);
  if (state->turn == 0)
    end_blocked_setup (rules, state);
}

int
hw_game_hand_size (const HwGameState *state,
                   int                player)
{
  return hw_game_hand_total (&state->players[player]);
}

void
hw_game_vp_sources (const HwGameRules *rules,
                    const HwGameState *state,
                    int                player,
                    HwVpSources       *out)
{
  const HwPlayerState *ps = &state->players[player];

  /* From the piece counts; hw_game_check_invariants() recounts the board. */
  out->settlements = rules->max_settlements - ps->settlements_left;
  out->cities = 2 * (rules->max_cities - ps->cities_left);
  out->longest_route = state->longest_route_holder == player ? 2 : 0;
  out->largest_army = state->largest_army_holder == player ? 2 : 0;
  out->cards = ps->dev[HW_DEV_VICTORY_POINT];
  out->island_bonus = ps->island_vp;
  out->modules = 0;
  /* Buildings a module took score nothing; modules may score points of their own. */
  if (rules->hooks[HW_HOOK_NODE_LOST].n > 0)
    HW_FOREACH_BIT (ps->buildings, hw_game_node_words (rules), node)
      if (hw_game_node_lost (rules, state, node))
        {
          if (hw_bit_get (ps->cities, node))
            out->cities -= 2;
          else
            out->settlements--;
        }
  HW_FOREACH_HOOK (rules, HW_HOOK_EXTRA_VP, slot)
    out->modules += slot->module->extra_vp (rules, slot, state, player);
  out->total = out->settlements + out->cities + out->longest_route + out->largest_army +
               out->cards + out->island_bonus + out->modules;
}

int
hw_game_vp (const HwGameRules *rules,
            const HwGameState *state,
            int                player)
{
  HwVpSources s;

  /* Asked after most actions (the win check) and by bots: without a module taking
   * buildings or scoring, the total is a sum of counts. */
  if (rules->hooks[HW_HOOK_NODE_LOST].n == 0 && rules->hooks[HW_HOOK_EXTRA_VP].n == 0)
    {
      const HwPlayerState *ps = &state->players[player];

      return (rules->max_settlements - ps->settlements_left) +
             2 * (rules->max_cities - ps->cities_left) +
             (state->longest_route_holder == player ? 2 : 0) +
             (state->largest_army_holder == player ? 2 : 0) +
             ps->dev[HW_DEV_VICTORY_POINT] + ps->island_vp;
    }
  hw_game_vp_sources (rules, state, player, &s);
  return s.total;
}

void
hw_game_hex_pawns (const HwGameRules *rules,
                   const HwGameState *state,
                   guint16          (*on_hex)[HW_N_PAWNS])
{
  g_return_if_fail (rules != NULL && state != NULL && on_hex != NULL);

  memset (on_hex, 0, sizeof on_hex[0] * (gsize) rules->n_hexes);
  if (state->robber_hex >= 0 && state->robber_hex < rules->n_hexes)
    on_hex[state->robber_hex][HW_PAWN_ROBBER] = 1;
  for (int i = 0; i < rules->n_modules; i++)
    if (rules->modules[i].module->hex_pawns != NULL)
      rules->modules[i].module->hex_pawns (rules, &rules->modules[i], state, on_hex);
}

void
hw_game_action_describe (const HwGameRules *rules,
                         const HwAction    *a,
                         GString           *out)
{
  static const char *const res[] = { N_("brick"), N_("lumber"), N_("ore"), N_("grain"), N_("wool"),
                                      N_("gold") };
#define RES(i) ((i) >= 0 && (i) <= HW_TRADE_GOLD ? _(res[(i)]) : "?")

  switch (a->type)
    {
    case HW_ACTION_PLACE_SETTLEMENT:
      g_string_append_printf (out, _("place a starting settlement on node %d"), a->a);
      break;
    case HW_ACTION_PLACE_ROAD:
      g_string_append_printf (out, _("place a starting road on edge %d"), a->a);
      break;
    case HW_ACTION_PLACE_SHIP:
      g_string_append_printf (out, _("place a starting ship on edge %d"), a->a);
      break;
    case HW_ACTION_ROLL:
      g_string_append (out, _("roll the dice"));
      break;
    case HW_ACTION_DISCARD:
      g_string_append_printf (out, _("discard one %s"), RES (a->a));
      break;
    case HW_ACTION_MOVE_ROBBER:
      g_string_append_printf (out, _("move the robber to hex %d and rob player %d"), a->a, a->b + 1);
      break;
    case HW_ACTION_CHOOSE_RESOURCE:
      g_string_append_printf (out, _("take one %s"), RES (a->a));
      break;
    case HW_ACTION_BUILD_ROAD:
      g_string_append_printf (out, _("build a road on edge %d"), a->a);
      break;
    case HW_ACTION_BUILD_SHIP:
      g_string_append_printf (out, _("build a ship on edge %d"), a->a);
      break;
    case HW_ACTION_BUILD_SETTLEMENT:
      g_string_append_printf (out, _("build a settlement on node %d"), a->a);
      break;
    case HW_ACTION_BUILD_CITY:
      g_string_append_printf (out, _("build a city on node %d"), a->a);
      break;
    case HW_ACTION_BUY_DEV:
      g_string_append_printf (out, _("buy a development card (token mask %d)"), a->a);
      break;
    case HW_ACTION_TRADE_BANK:
      g_string_append_printf (out, _("trade %d %s for one %s"), a->c, RES (a->a), RES (a->b));
      break;
    case HW_ACTION_PLAY_KNIGHT:
      g_string_append (out, _("play a Knight"));
      break;
    case HW_ACTION_PLAY_ROAD_BUILDING:
      g_string_append (out, _("play Road Building"));
      break;
    case HW_ACTION_PLAY_YEAR_OF_PLENTY:
      g_string_append_printf (out, _("play Year of Plenty for %s and %s"), RES (a->a), RES (a->b));
      break;
    case HW_ACTION_PLAY_MONOPOLY:
      g_string_append_printf (out, _("play Monopoly on %s"), RES (a->a));
      break;
    case HW_ACTION_MOVE_SHIP:
      g_string_append_printf (out, _("move the ship on edge %d to edge %d"), a->a, a->b);
      break;
    case HW_ACTION_END_TURN:
      g_string_append (out, _("end the turn"));
      break;
    case HW_ACTION_STEAL:
      g_string_append_printf (out, _("take a card from player %d"), a->a + 1);
      break;
    case HW_ACTION_TRADE_OFFER:
      g_string_append_printf (out, _("offer %d %s for %d %s"),
                              HW_TRADE_COUNT (a->a), RES (HW_TRADE_RESOURCE (a->a)),
                              HW_TRADE_COUNT (a->b), RES (HW_TRADE_RESOURCE (a->b)));
      break;
    case HW_ACTION_TRADE_ACCEPT:
      g_string_append (out, _("accept the offer"));
      break;
    case HW_ACTION_TRADE_DECLINE:
      g_string_append (out, _("decline the offer"));
      break;
    default:
      for (int i = 0; i < rules->n_modules; i++)
        if (rules->modules[i].module->describe != NULL &&
            rules->modules[i].module->describe (a, out))
          return;
      g_string_append_printf (out, _("unknown action %d"), a->type);
      break;
    }
#undef RES
}
