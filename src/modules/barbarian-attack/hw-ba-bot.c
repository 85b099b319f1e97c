/* hw-ba-bot.c: the greedy bot in Barbarian Attack: knights ride toward the coastal hex
 * most at risk and pay grain only for a move that wins a battle; Treason sends barbarians
 * away from its own buildings; Intrigue takes them where they threaten it most. */
#include "config.h"

#include "hw-ba-bot.h"
#include "hw-game-private.h"

#include <string.h>

static int
my_buildings_at (const HwGameRules *rules, const HwGameState *state, int me, int hex)
{
  int n = 0;

  for (int k = 0; k < 6; k++)
    {
      int node = rules->hex_nodes[hex][k];
      if (node >= 0 && state->node_owner[node] == me + 1)
        n += hw_bit_get (state->players[me].cities, node) ? 2 : 1;
    }
  return n;
}

static int
others_at (const HwGameRules *rules, const HwGameState *state, int me, int hex)
{
  int n = 0;

  for (int k = 0; k < 6; k++)
    {
      int node = rules->hex_nodes[hex][k];
      if (node >= 0 && state->node_owner[node] != 0 && state->node_owner[node] != me + 1)
        n++;
    }
  return n;
}

static int
knights_on (const HwGameRules *rules, const HwGameState *state, int hex, int skip_edge)
{
  const HwBarbState *ba = hw_ba_state (rules, state);
  int n = 0;

  for (int k = 0; k < 6; k++)
    {
      int e = rules->hex_edges[hex][k];
      if (e < 0 || e == skip_edge)
        continue;
      for (int p = 0; p < state->n_players; p++)
        for (int j = 0; j < HW_BA_KNIGHTS; j++)
          if (ba->knight[p][j] == e)
            n++;
    }
  return n;
}

static gboolean
edge_of (const HwGameRules *rules, int hex, int edge)
{
  for (int k = 0; k < 6; k++)
    if (rules->hex_edges[hex][k] == edge)
      return TRUE;
  return FALSE;
}

/* The coastal hex most at risk that the knights do not already win. */
static int
target_hex (const HwGameRules *rules, const HwGameState *state, int me, int skip_edge)
{
  const HwBarbState *ba = hw_ba_state (rules, state);
  const HwBarbRules *bar = hw_ba_rules (rules);
  int knights_at[HW_BA_MAX_COAST] = { 0 };
  int best = -1;
  double best_v = 0.0;

  /* knights_on() for every coastal hex from one pass over the knights: a knight's edge
   * lies on the (at most two) hexes on either side of it. Asked for every knight move the
   * bot scores, so no pass over the board's edges. */
  for (int p = 0; p < state->n_players; p++)
    for (int j = 0; j < HW_BA_KNIGHTS; j++)
      {
        int e = ba->knight[p][j];

        if (e < 0 || e == skip_edge)
          continue;
        for (int s = 0; s < 2; s++)
          {
            int h = rules->edge_hexes[e][s];

            if (h >= 0 && bar->coast_index[h] >= 0)
              knights_at[bar->coast_index[h]]++;
          }
      }
  for (int i = 0; i < bar->n_coast; i++)
    {
      int h = bar->coast[i];
      int b = ba->barbarians[i];
      double v;
      int mine = 0, others = 0;

      if (b == 0 || knights_at[i] > b)
        continue;
      /* my_buildings_at () and others_at () in one pass over the corners. */
      for (int k = 0; k < 6; k++)
        {
          int node = rules->hex_nodes[h][k];
          int owner = node >= 0 ? state->node_owner[node] : 0;

          if (owner == me + 1)
            mine += hw_bit_get (state->players[me].cities, node) ? 2 : 1;
          else if (owner != 0)
            others++;
        }
      v = 3.0 * b + mine + 0.5 * others;
      if (v > best_v)
        best_v = v, best = h;
    }
  return best;
}

/* Edge distances (knight steps) from the edges of the coastal hex @hex: a table the rules
 * compute once per board. */
static const guint8 *
distances (const HwGameRules *rules, int hex)
{
  return hw_ba_rules (rules)->coast_dist[hw_ba_rules (rules)->coast_index[hex]];
}

/* Whether a knight arriving on @to makes the knights outnumber the barbarians of a hex. */
static gboolean
wins_battle (const HwGameRules *rules, const HwGameState *state, int from, int to)
{
  const HwBarbState *ba = hw_ba_state (rules, state);
  const HwBarbRules *bar = hw_ba_rules (rules);

  /* The coastal hexes with @to among their edges: those on either side of it (asked for
   * every knight move scored, so not every coastal hex). */
  for (int s = 0; s < 2; s++)
    {
      int h = rules->edge_hexes[to][s];
      int i = h >= 0 ? bar->coast_index[h] : -1;
      int b = i >= 0 ? ba->barbarians[i] : 0;

      if (b > 0 && !edge_of (rules, h, from) && knights_on (rules, state, h, -1) == b)
        return TRUE;
    }
  return FALSE;
}

static double
score_knight_move (const HwGameRules *rules, const HwGameState *state, int me, const HwAction *a)
{
  const guint8 *dist;
  int t;
  double v;
  gboolean win = wins_battle (rules, state, a->a, a->b);

  if (win)
    return 200.0 - (a->c ? 1.0 : 0.0);
  /* BA-KNIGHT-02: grain only buys a won battle. */
  if (a->c)
    return -1.0;
  /* The target only now: most of the bot's work in Barbarian Attack, and a move for grain
   * that wins nothing needs none. */
  t = target_hex (rules, state, me, a->a);
  if (t < 0)
    return hw_bit_get (hw_ba_rules (rules)->castle_edges, a->a) ? 1.0 : -1.0;
  dist = distances (rules, t);
  v = (double) dist[a->a] - (double) dist[a->b];
  if (hw_bit_get (hw_ba_rules (rules)->castle_edges, a->a))
    v += 1.0;
  return v > 0.0 ? 10.0 * v : -1.0;
}

double
hw_bot_barbarian_score (const HwGameRules *rules,
                        const HwGameState *state,
                        int                me,
                        const HwAction    *a)
{
  switch (a->type)
    {
    case HW_ACTION_MOVE_ROBBER:
      /* BA-SEVEN: rob the leader, then the fullest hand. */
      if (a->b < 0)
        return 0.0;
      return 10.0 * hw_game_vp (rules, state, a->b) + hw_game_hand_size (state, a->b);
    case HW_ACTION_PLACE_KNIGHT:
      {
        int t = target_hex (rules, state, me, -1);
        if (t < 0)
          return 100.0;
        return 300.0 - distances (rules, t)[a->a];
      }
    case HW_ACTION_MOVE_KNIGHT:
      return score_knight_move (rules, state, me, a);
    case HW_ACTION_MOVE_BARBARIAN:
      {
        double from = a->a < 0 ? 0.0 : 10.0 * my_buildings_at (rules, state, me, a->a);
        int ti = hw_ba_rules (rules)->coast_index[a->b];
        double to = -10.0 * my_buildings_at (rules, state, me, a->b) +
                    3.0 * others_at (rules, state, me, a->b) + hw_ba_state (rules, state)->barbarians[ti];
        return 100.0 + from + to;
      }
    case HW_ACTION_TAKE_PRISONER:
      {
        int i = hw_ba_rules (rules)->coast_index[a->a];
        return 100.0 + 5.0 * hw_ba_state (rules, state)->barbarians[i] + 10.0 * my_buildings_at (rules, state, me, a->a);
      }
    default:
      return -2.0;
    }
}

/* The module's advice to the general bots (hw-bot-advice.h). */
static double
ba_score (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state, int me,
          const int *need, const int *hand, const HwAction *a)
{
  /* BA-GOLD-01: 2 gold for a card the target lacks. */
  if (a->type == HW_ACTION_GOLD_TRADE)
    return need[a->a] > hand[a->a] ? 350.0 : -1.0;
  return hw_bot_barbarian_score (rules, state, me, a);
}

const HwBotAdvice hw_ba_bot_advice = {
  /* Its actions in the turn, and the 7's move (BA-SEVEN: a steal, no robber). */
  .score_turn = HW_BOT_ACTION_BIT (HW_ACTION_PLACE_KNIGHT) | HW_BOT_ACTION_BIT (HW_ACTION_MOVE_KNIGHT) |
                HW_BOT_ACTION_BIT (HW_ACTION_MOVE_BARBARIAN) | HW_BOT_ACTION_BIT (HW_ACTION_TAKE_PRISONER) |
                HW_BOT_ACTION_BIT (HW_ACTION_GOLD_TRADE) | HW_BOT_ACTION_BIT (HW_ACTION_MOVE_ROBBER),
  .score = ba_score,
};
