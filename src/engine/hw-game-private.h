/* hw-game-private.h: what the engine's files share, and what tests use to set up
 * positions. Not for bots or the simulation: they go through hw-game.h. */
#pragma once

#include "hw-game.h"
#include "hw-rule-module.h"
#include "hw-board.h"

#include <stddef.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

G_BEGIN_DECLS

static inline gboolean
hw_bit_get (const guint64 *words, int i)
{
  return (words[i >> 6] >> (i & 63)) & 1;
}

static inline void
hw_bit_set (guint64 *words, int i)
{
  words[i >> 6] |= G_GUINT64_CONSTANT (1) << (i & 63);
}

static inline void
hw_bit_clear (guint64 *words, int i)
{
  words[i >> 6] &= ~(G_GUINT64_CONSTANT (1) << (i & 63));
}

static inline int
hw_bits_count (const guint64 *words, int n_words)
{
  int n = 0;

  for (int i = 0; i < n_words; i++)
    n += __builtin_popcountll (words[i]);
  return n;
}

/* The words of a node or edge bitset that @rules' board can use; the words after them
 * stay zero, so loops over a bitset may stop there. */
#define hw_game_node_words(rules) (((rules)->n_nodes + 63) >> 6)
#define hw_game_edge_words(rules) (((rules)->n_edges + 63) >> 6)

/* Iterates the set bits of @words[@n_words] into @var. */
#define HW_FOREACH_BIT(words, n_words, var)                                       \
  for (int _w = 0; _w < (n_words); _w++)                                          \
    for (guint64 _b = (words)[_w]; _b != 0; _b &= _b - 1)                         \
      for (int var = _w * 64 + __builtin_ctzll (_b), _once = 1; _once; _once = 0)

/* Returns the hex across side @k of @hex, or -1 off the board. */
static inline int
hw_game_hex_neighbour (const HwGameRules *rules, int hex, int k)
{
  int e = rules->hex_edges[hex][k];

  if (e < 0)
    return -1;
  return rules->edge_hexes[e][0] == hex ? rules->edge_hexes[e][1] : rules->edge_hexes[e][0];
}

static inline int
hw_game_hand_total (const HwPlayerState *ps)
{
  int n = 0;

  for (int r = 0; r < HW_N_RESOURCES; r++)
    n += ps->hand[r];
  return n;
}

#ifdef __SSE2__
/* The resources whose count in @counts (five, followed in the same struct by at least six
 * more bytes, which the load reads and the mask drops) is above @k - 1, as a bit mask:
 * one vector compare, where the same tests one resource at a time were a tenth of a random
 * game's instructions. */
static inline guint
hw_counts_at_least (const gint16 *counts, int k)
{
  __m128i c = _mm_loadu_si128 ((const __m128i *) (const void *) counts);

  return (guint) _mm_movemask_epi8 (_mm_packs_epi16 (_mm_cmpgt_epi16 (c, _mm_set1_epi16 ((short) (k - 1))),
                                                     _mm_setzero_si128 ())) &
         ((1u << HW_N_RESOURCES) - 1);
}
#else
static inline guint
hw_counts_at_least (const gint16 *counts, int k)
{
  guint m = 0;

  for (int r = 0; r < HW_N_RESOURCES; r++)
    m |= (guint) (counts[r] >= k) << r;
  return m;
}
#endif

/* The resources of which @ps holds at least 1, 2, 3 and 4 cards, as bit masks by resource
 * (@masks[k - 1]): one pass over the hand answers every cost and trade ratio of a listing. */
static inline void
hw_game_hand_masks (const HwPlayerState *ps, guint masks[4])
{
  G_STATIC_ASSERT (offsetof (HwPlayerState, hand) + 16 <= sizeof (HwPlayerState));
  for (int k = 0; k < 4; k++)
    masks[k] = hw_counts_at_least (ps->hand, k + 1);
}

/* The resources with stock left in the bank, as a bit mask. */
static inline guint
hw_game_bank_mask (const HwGameState *state)
{
  G_STATIC_ASSERT (offsetof (HwGameState, bank) + 16 <= sizeof (HwGameState));
  return hw_counts_at_least (state->bank, 1);
}

/* How many resources a mask of resources names: a table, since the baseline x86-64 has no
 * popcount instruction and the builtin is a call. */
static inline guint
hw_resources_count (guint mask)
{
  static const guint8 counts[32] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5 };

  G_STATIC_ASSERT (HW_N_RESOURCES == 5);
  return counts[mask & 31];
}

/* BASE-COST: the costs as masks of the resources they take one of (of hw_game_hand_masks());
 * a city takes 3 ore and 2 grain, a development card one ore, grain and wool. */
#define HW_RES_BIT(r)           (1u << HW_RESOURCE_##r)
#define HW_COST_ROAD            (HW_RES_BIT (BRICK) | HW_RES_BIT (LUMBER))
#define HW_COST_SHIP            (HW_RES_BIT (LUMBER) | HW_RES_BIT (WOOL))
#define HW_COST_SETTLEMENT      (HW_RES_BIT (BRICK) | HW_RES_BIT (LUMBER) | HW_RES_BIT (GRAIN) | HW_RES_BIT (WOOL))
#define HW_COST_DEV             (HW_RES_BIT (ORE) | HW_RES_BIT (GRAIN) | HW_RES_BIT (WOOL))

/* BASE-TRADE: the resources @p may give the bank at its best ratio (@gives) and those the
 * bank can pay (@gets), as masks, from @hand (hw_game_hand_masks()): a trade is a resource
 * of @gives for another of @gets. Branching on the hand resource by resource was most of the
 * bank listing's time (mispredicted). */
static inline void
hw_game_bank_masks (const HwGameRules *rules,
                    const HwGameState *state,
                    int                p,
                    const guint       *hand,
                    guint             *gives,
                    guint             *gets)
{
  guint8 harbors = state->players[p].harbors;
  /* hw_game_trade_ratio() of every resource at once: 2 where a special harbor serves it,
   * else 3 with a generic harbor, else 4. */
  guint special = (guint) (harbors >> 1) & ((1u << HW_N_RESOURCES) - 1);

  *gives = (hand[1] & special) | ((harbors & 1) ? hand[2] : hand[3]);
  *gets = rules->bank_limit ? hw_game_bank_mask (state) : (1u << HW_N_RESOURCES) - 1;
}

/* Placement (hw-game-build.c) */
gboolean hw_game_can_settle      (const HwGameRules *rules, const HwGameState *state,
                                  int player, int node, gboolean setup);
gboolean hw_game_can_road        (const HwGameRules *rules, const HwGameState *state,
                                  int player, int edge);
gboolean hw_game_can_ship        (const HwGameRules *rules, const HwGameState *state,
                                  int player, int edge, int ignore_edge);
gboolean hw_game_ship_movable    (const HwGameRules *rules, const HwGameState *state,
                                  int player, int edge);
guint    hw_game_list_setup      (const HwGameRules *rules, const HwGameState *state,
                                  HwAction *buf, guint n, guint cap);
guint    hw_game_list_builds     (const HwGameRules *rules, const HwGameState *state,
                                  gboolean free_roads, HwAction *buf, guint n, guint cap);
/* Returns TRUE when hw_game_list_dev() lists a development card bought (the main phase). */
gboolean hw_game_can_buy_dev     (const HwGameRules *rules, const HwGameState *state);
/* Writes to @out the settlement or road at @index of those hw_game_list_main_counted()
 * counted. */
void     hw_game_spot_nth        (const HwGameRules *rules, const HwGameState *state,
                                  guint index, HwAction *out);
/* Writes those settlements and roads to @buf from @n, in their order; returns the new @n. */
guint    hw_game_spots_write     (const HwGameRules *rules, const HwGameState *state,
                                  HwAction *buf, guint n, guint cap);
gboolean hw_game_legal_build     (const HwGameRules *rules, const HwGameState *state,
                                  const HwAction *action);
void     hw_game_apply_build     (const HwGameRules *rules, HwGameState *state,
                                  const HwAction *action);

/* Puts a building of @player on @node (a city when @city) without paying or checking;
 * keeps pieces, harbors, islands and routes up to date. For setup, builds and tests. */
void     hw_game_put_building    (const HwGameRules *rules, HwGameState *state,
                                  int player, int node, gboolean city);
/* Removes whatever building stands on @node, returning its piece to the owner. */
void     hw_game_remove_building (const HwGameRules *rules, HwGameState *state, int node);
/* Puts a road (or a ship) of @player on @edge without paying or checking. */
void     hw_game_put_route_piece (const HwGameRules *rules, HwGameState *state,
                                  int player, int edge, gboolean ship);
/* Removes the road or ship on @edge. */
void     hw_game_remove_route_piece (const HwGameRules *rules, HwGameState *state, int edge);

/* What a lazy listing (hw_game_legal_actions_lazy()) counted instead of writing, by where it
 * would stand in the buffer. */
typedef struct
{
  guint    spots_at, n_spots;    /* settlements and roads (kept spots only) */
  guint    bank_at, n_bank;      /* bank trades (hw_game_list_main_counted() only) */
  guint    offers_at, n_offers;  /* offers; offers_at G_MAXUINT: at the mark */
  gboolean bought;               /* a card bought is listed (kept spots only) */
} HwListingCounts;

/* The main phase where the spots are kept (hw-game-plain.c) */
/* Lists what hw_game_legal_actions() lists in the main phase, in its order, but for the
 * settlements and roads, the bank trades and the offers, which it counts in @counts;
 * returns the entries written. */
guint    hw_game_list_main_counted (const HwGameRules *rules, const HwGameState *state,
                                    HwAction *buf, HwListingCounts *counts);

/* Spots (hw-game-spots.c), kept where rules->keeps_spots */
/* Computes every player's spots from the board: at the start, and after a piece left it. */
void     hw_game_spots_reset     (const HwGameRules *rules, HwGameState *state);
/* Updates the spots after @player's road went on @edge. */
void     hw_game_spots_road_added (const HwGameRules *rules, HwGameState *state,
                                   int player, int edge);
/* Updates the spots after a building of @player went on the free corner @node. */
void     hw_game_spots_building_added (const HwGameRules *rules, HwGameState *state,
                                       int player, int node);
/* Lists @player's new settlements (when @settle) and roads (when @road) from the spots, in
 * the order hw_game_list_builds() lists them. */
guint    hw_game_list_spots      (const HwGameRules *rules, const HwGameState *state,
                                  int player, gboolean road, gboolean settle,
                                  HwAction *buf, guint n, guint cap);
/* Writes to @out the entry at @index of what hw_game_list_spots() would list; FALSE when it
 * lists fewer. */
gboolean hw_game_spot_at         (const HwGameRules *rules, const HwGameState *state,
                                  int player, gboolean road, gboolean settle,
                                  guint index, HwAction *out);
/* Returns how many entries hw_game_list_spots() would list. */
guint    hw_game_count_spots     (const HwGameRules *rules, const HwGameState *state,
                                  int player, gboolean road, gboolean settle);

/* Yield (hw-game-yield.c), kept where rules->keeps_yield */
/* Computes what each roll pays from the board. */
void     hw_game_yield_reset     (const HwGameRules *rules, HwGameState *state);
/* Adds @cards (negative: takes away) for @player to every number around @node. */
void     hw_game_yield_add       (const HwGameRules *rules, HwGameState *state,
                                  int player, int node, int cards);
/* Returns TRUE when the kept yield counts @hex: a resource and a number, no special
 * terrain (inline: a roll asks it of every hex of its number). */
static inline gboolean
hw_game_yield_plain (const HwGameRules *rules, int hex)
{
  int t = rules->hex_terrain[hex], chit = rules->hex_chit[hex];

  return t != HW_TERRAIN_VOLCANO && t != HW_TERRAIN_JUNGLE && rules->hex_resource[hex] >= 0 &&
         chit >= 2 && chit <= 12;
}
/* The values kept for speed, computed afresh from the board: returns the mask of those that
 * differ (HW_GAME_KEPT_SPOTS, HW_GAME_KEPT_YIELD), 0 when all match or none are kept. */
enum { HW_GAME_KEPT_SPOTS = 1 << 0, HW_GAME_KEPT_YIELD = 1 << 1 };
guint    hw_game_kept_differ     (const HwGameRules *rules, const HwGameState *state);

/* Routes and harbors (hw-game-road.c) */
int      hw_game_route_length    (const HwGameRules *rules, const HwGameState *state,
                                  int player);
/* Recomputes the route lengths of the players in the bit mask @players, then the holder. */
void     hw_game_update_routes   (const HwGameRules *rules, HwGameState *state, guint players);
/* Updates @player's route length, then the holder, after a road or ship was put on @edge;
 * walks only the routes the new piece can start. */
void     hw_game_update_routes_added (const HwGameRules *rules, HwGameState *state,
                                      int player, int edge);
/* Updates @player's route length, then the holder, after its ship moved from @from to @to
 * (the board already shows the move). */
void     hw_game_update_routes_moved (const HwGameRules *rules, HwGameState *state,
                                      int player, int from, int to);
/* Returns the mask of players with two roads or ships (or more) ending at @node: those whose
 * routes may pass it, and so change when a building comes or goes there. */
guint    hw_game_route_players_at (const HwGameRules *rules, const HwGameState *state, int node);
void     hw_game_update_harbors  (const HwGameRules *rules, HwGameState *state, int player);
/* BASE-TRADE: the best ratio @player has for giving @resource (2, 3 or 4). */
static inline int
hw_game_trade_ratio (const HwGameState *state, int player, int resource)
{
  guint8 h = state->players[player].harbors;

  if (h & (1 << (1 + resource)))
    return 2;
  if (h & 1)
    return 3;
  return 4;
}

/* BASE-TRADE-03: under `strict-trade`, building, moving a ship or buying a development card
 * ends the trading of the turn (bank, harbors and offers alike). */
static inline gboolean
hw_game_trade_closed (const HwGameRules *rules, const HwGameState *state)
{
  return rules->strict_trade && state->built;
}

/* BASE-TRADE, BASE-TRADE-02: whether the active player may make a domestic offer now. */
static inline gboolean
hw_game_may_offer (const HwGameRules *rules, const HwGameState *state)
{
  return rules->domestic_trade && state->phase == HW_PHASE_MAIN && state->n_players >= 2 &&
         state->trade_offers < rules->trade_offers && !hw_game_trade_closed (rules, state);
}

/* BASE-TURN, BASE-DEV: whether the player to move may play @card now: one card a turn, not
 * one bought this turn. */
static inline gboolean
hw_game_can_play (const HwGameState *state, int card)
{
  const HwPlayerState *ps = &state->players[state->to_move];

  return !state->dev_played && ps->dev[card] > ps->dev_new[card];
}

/* Rolls (hw-game-roll.c) */
/* Takes one random card out of @victim's hand (BASE-SEVEN-02's steal); returns its resource,
 * or -1 (drawing nothing) when the hand is empty. */
int      hw_game_take_random_card (HwGameState *state, int victim);
guint    hw_game_list_roll_phase (const HwGameRules *rules, const HwGameState *state,
                                  HwAction *buf, guint n, guint cap);
/* Counts the robber's moves hw_game_list_roll_phase() lists (kept spots only). */
guint    hw_game_count_robber_moves (const HwGameRules *rules, const HwGameState *state);
/* Writes to @out the robber's move at @index of those (kept spots only). */
void     hw_game_robber_move_nth (const HwGameRules *rules, const HwGameState *state,
                                  guint index, HwAction *out);
gboolean hw_game_legal_roll_phase (const HwGameRules *rules, const HwGameState *state,
                                   const HwAction *action);
void     hw_game_apply_roll_phase (const HwGameRules *rules, HwGameState *state,
                                   const HwAction *action);
/* Resolves a roll of @d1 + @d2 as if the dice showed it (production, 7, eruptions). */
void     hw_game_resolve_roll    (const HwGameRules *rules, HwGameState *state, int d1, int d2);
/* The rest of a production roll of @sum once the storm is placed: production, eruptions,
 * then the free choices or the main phase. */
void     hw_game_finish_roll     (const HwGameRules *rules, HwGameState *state, int sum);
/* Produces for the number @sum (BASE-PROD, SEA-GOLD, VOL-03, JUN-01). */
void     hw_game_produce         (const HwGameRules *rules, HwGameState *state, int sum);
/* Erupts volcano @hex with the die showing @die (VOL-02). */
void     hw_game_erupt           (const HwGameRules *rules, HwGameState *state, int hex, int die);
/* Moves to the next player owing discards or choices, or back to @state->current. */
void     hw_game_next_debtor     (const HwGameRules *rules, HwGameState *state);

/* Development cards and trade (hw-game-dev.c) */
guint    hw_game_list_dev        (const HwGameRules *rules, const HwGameState *state,
                                  HwAction *buf, guint n, guint cap);
/* Lists the bank trades (BASE-TRADE) as hw_game_list_dev() does, to @buf from @n; returns
 * the new @n. */
guint    hw_game_list_bank       (const HwGameRules *rules, const HwGameState *state,
                                  HwAction *buf, guint n, guint cap);
/* Writes to @out the entry at @index of what hw_game_list_bank() would list. */
void     hw_game_bank_nth        (const HwGameRules *rules, const HwGameState *state,
                                  guint index, HwAction *out);
/* Lists the development cards other than the Knight that may be played now, as
 * hw_game_list_dev() does (which asks only once one is held). */
guint    hw_game_list_cards      (const HwGameRules *rules, const HwGameState *state,
                                  HwAction *buf, guint n, guint cap);
gboolean hw_game_legal_dev       (const HwGameRules *rules, const HwGameState *state,
                                  const HwAction *action);
void     hw_game_apply_dev       (const HwGameRules *rules, HwGameState *state,
                                  const HwAction *action);

/* Trade between players (hw-game-trade.c, BASE-TRADE) */
guint    hw_game_list_trade      (const HwGameRules *rules, const HwGameState *state,
                                  HwAction *buf, guint n, guint cap);
/* How many offers hw_game_list_trade() would list in the main phase now. */
guint    hw_game_count_offers    (const HwGameRules *rules, const HwGameState *state);
/* The @k-th of those offers. */
void     hw_game_offer_nth       (const HwGameRules *rules, const HwGameState *state,
                                  guint k, HwAction *out);
/* Where the offer @offer (listed now) stands among the offers hw_game_list_trade() lists. */
guint    hw_game_offer_rank      (const HwGameRules *rules, const HwGameState *state,
                                  const HwAction *offer);
/* Writes to @buf (from @n) those offers that ask for a good in @asked (a bit per good) and
 * give at most @given[good] of their good, in their order, and to @at where each stands in
 * the whole list (@first plus its rank among the offers); returns the new @n. */
guint    hw_game_offers_asking   (const HwGameRules *rules, const HwGameState *state,
                                  guint asked, const guint8 *given, guint first,
                                  HwAction *buf, guint16 *at, guint n);
gboolean hw_game_legal_trade     (const HwGameRules *rules, const HwGameState *state,
                                  const HwAction *action);
void     hw_game_apply_trade     (const HwGameRules *rules, HwGameState *state,
                                  const HwAction *action);

/* Game flow (hw-game.c) */
void     hw_game_check_win       (const HwGameRules *rules, HwGameState *state);
/* Returns the action types after which the win check runs (a bit per type), for
 * HwGameRules.decisive_actions once the rules are built. */
guint32  hw_game_decisive_actions (const HwGameRules *rules);

/* Rule-module hooks (hw-rule-module.h) the engine asks in its hot paths: each costs one
 * test when no module filled it in. */
/* Whether a module blocks @hex's production now (the robber aside). */
static inline gboolean
hw_game_hex_blocked (const HwGameRules *rules, const HwGameState *state, int hex)
{
  HW_FOREACH_HOOK (rules, HW_HOOK_HEX_BLOCKED, slot)
    if (slot->module->hex_blocked (rules, slot, state, hex))
      return TRUE;
  return FALSE;
}
/* Whether a module has taken the building on @node from its owner (no VP, no harbor). */
static inline gboolean
hw_game_node_lost (const HwGameRules *rules, const HwGameState *state, int node)
{
  HW_FOREACH_HOOK (rules, HW_HOOK_NODE_LOST, slot)
    if (slot->module->node_lost (rules, slot, state, node))
      return TRUE;
  return FALSE;
}
/* Whether a module cancels the road on @edge (no route counts it or builds from it). */
static inline gboolean
hw_game_edge_cancelled (const HwGameRules *rules, const HwGameState *state, int edge)
{
  HW_FOREACH_HOOK (rules, HW_HOOK_EDGE_CANCELLED, slot)
    if (slot->module->edge_cancelled (rules, slot, state, edge))
      return TRUE;
  return FALSE;
}

static inline void
hw_game_push (HwAction *buf, guint *n, guint cap, int type, int a, int b, int c)
{
  if (*n < cap)
    {
      buf[*n].type = (guint8) type;
      buf[*n].c = (gint8) c;
      buf[*n].a = (gint16) a;
      buf[*n].b = (gint16) b;
    }
  (*n)++;
}

/* Writes at @buf the two answers to an offer (BASE-TRADE); returns 2. */
static inline guint
hw_game_list_answers (HwAction *buf)
{
  buf[0] = (HwAction) { HW_ACTION_TRADE_ACCEPT, 0, 0, 0 };
  buf[1] = (HwAction) { HW_ACTION_TRADE_DECLINE, 0, 0, 0 };
  return 2;
}

/* hw_game_list_cards(), asked inline first: most of the time nobody holds a playable card. */
static inline guint
hw_game_list_held_cards (const HwGameRules *rules,
                         const HwGameState *state,
                         HwAction          *buf,
                         guint              n,
                         guint              cap)
{
  const HwPlayerState *ps = &state->players[state->to_move];

  if (state->dev_played || ps->dev[HW_DEV_ROAD_BUILDING] + ps->dev[HW_DEV_YEAR_OF_PLENTY] +
                           ps->dev[HW_DEV_MONOPOLY] == 0)
    return n;
  return hw_game_list_cards (rules, state, buf, n, cap);
}

/* BASE-TURN: the cards that may be played before the roll, the Knight first (inline: asked
 * at every turn). */
static inline guint
hw_game_list_before_roll (const HwGameRules *rules,
                          const HwGameState *state,
                          HwAction          *buf,
                          guint              n,
                          guint              cap)
{
  if (hw_game_can_play (state, HW_DEV_KNIGHT))
    hw_game_push (buf, &n, cap, HW_ACTION_PLAY_KNIGHT, 0, 0, 0);
  return hw_game_list_held_cards (rules, state, buf, n, cap);
}

G_END_DECLS
