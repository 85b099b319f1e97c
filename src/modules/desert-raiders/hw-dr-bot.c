/* hw-dr-bot.c: the greedy bot in The Desert Raiders: it sails for the other islands
 * before the storm, places raiders where they take the leader's buildings (never its own),
 * takes the storm's raiders from the desert that frees its own buildings (else the fullest),
 * steals from the leader on a 7, and plays soldiers on the raiders that cost it the most
 * production. */
#include "config.h"

#include "hw-dr-bot.h"
#include "hw-dr-raiders.h"
#include "hw-game-private.h"

#include <string.h>

#define FAR 255
#define MAX_SAIL 12

static gboolean
is_dr (const HwGameRules *rules)
{
  return hw_dr_active (rules);
}

static int
building_vp (const HwGameState *state, int node)
{
  int p = state->node_owner[node] - 1;

  if (p < 0)
    return 0;
  return hw_bit_get (state->players[p].cities, node) ? 2 : 1;
}

/* The leader other than @me: most VP, then most cards. */
static int
leader (const HwGameRules *rules, const HwGameState *state, int me)
{
  int best = -1, best_vp = -1, best_cards = -1;

  for (int p = 0; p < state->n_players; p++)
    {
      int vp = hw_game_vp (rules, state, p), cards = hw_game_hand_size (state, p);
      if (p == me)
        continue;
      if (vp > best_vp || (vp == best_vp && cards > best_cards))
        best = p, best_vp = vp, best_cards = cards;
    }
  return best;
}

/* What the raiders @after (instead of the state's) change for @me in taken buildings:
 * positive when the others lose more than @me, the leader @lead (leader ()) counting double. */
static double
taking_value (const HwGameRules *rules, const HwGameState *state, int me, int lead,
              const HwRaiders *after, int hex)
{
  double v = 0.0;

  for (int k = 0; k < 6; k++)
    {
      int node = rules->hex_nodes[hex][k];
      int owner, delta;

      if (node < 0 || state->node_owner[node] == 0)
        continue;
      owner = state->node_owner[node] - 1;
      delta = (int) hw_raiders_node_taken (rules, after, node) -
              (int) hw_raiders_node_taken (rules, &hw_dr_state (rules, state)->raiders, node);
      if (delta == 0)
        continue;
      /* @delta > 0: taken. Losing its own VP weighs more than hurting another. */
      v += delta * building_vp (state, node) * (owner == me ? -3.0 : owner == lead ? 2.0 : 1.0);
    }
  return v;
}

/* Production pips @me loses to a raider on @hex (cities count twice). */
static double
my_blocked_pips (const HwGameRules *rules, const HwGameState *state, int me, int hex)
{
  double pips = 0.0;

  if (rules->hex_chit[hex] == 0)
    return 0.0;
  for (int k = 0; k < 6; k++)
    {
      int node = rules->hex_nodes[hex][k];
      if (node >= 0 && state->node_owner[node] == me + 1)
        pips += hw_chit_pips (rules->hex_chit[hex]) * (hw_bit_get (state->players[me].cities, node) ? 2 : 1);
    }
  return pips;
}

/* DR-SOLDIER-01: what taking one raider off @hex is worth to @me. */
static double
removal_value (const HwGameRules *rules, const HwGameState *state, int me, int lead, int hex)
{
  HwRaiders after = hw_dr_state (rules, state)->raiders;

  if (after.raiders[hex] == 0)
    return -1.0;
  after.raiders[hex]--;
  /* A hex keeps producing only once it is empty. */
  return (after.raiders[hex] == 0 ? my_blocked_pips (rules, state, me, hex) : 0.0) +
         2.0 * taking_value (rules, state, me, lead, &after, hex);
}

static double
best_removal (const HwGameRules *rules, const HwGameState *state, int me)
{
  double best = 0.0;
  int lead = -2;   /* the leader, asked once (its VP are not cheap) when a hex has raiders */

  for (int h = 0; h < rules->n_hexes; h++)
    if (hw_dr_state (rules, state)->raiders.raiders[h] > 0)
      {
        double v;

        if (lead == -2)
          lead = leader (rules, state, me);
        v = removal_value (rules, state, me, lead, h);  /* once: MAX () repeats it */

        best = MAX (best, v);
      }
  return best;
}

double
hw_bot_raiders_score (const HwGameRules *rules,
                      const HwGameState *state,
                      int                me,
                      const HwAction    *a)
{
  switch (a->type)
    {
    case HW_ACTION_PLACE_RAIDER:
      {
        HwRaiders after = hw_dr_state (rules, state)->raiders;
        after.raiders[a->a]++;
        /* Where it takes the leader's buildings; otherwise the first desert, so the
         * choice is the same in every game (it changes nothing else). */
        return 10.0 + taking_value (rules, state, me, leader (rules, state, me), &after, a->a) - 0.001 * a->a;
      }
    case HW_ACTION_STEAL:
      /* DR-NOROBBER: from the leader. */
      return 10.0 * hw_game_vp (rules, state, a->a) + hw_game_hand_size (state, a->a);
    case HW_ACTION_REMOVE_RAIDER:
      return 10.0 + removal_value (rules, state, me, leader (rules, state, me), a->a) - 0.001 * a->a;
    case HW_ACTION_STORM_RAIDER:
      {
        HwRaiders after = hw_dr_state (rules, state)->raiders;

        if (a->a < 0 || a->a >= rules->n_hexes || a->b < 0 || a->b >= rules->n_hexes)
          return -1.0;
        after.raiders[a->a]--;
        after.raiders[a->b] = 1;
        /* DR-STORM-01: from the desert whose raider frees the bot's buildings (or takes
         * the leader's), else from the fullest, so that no desert empties early. */
        return 10.0 + taking_value (rules, state, me, leader (rules, state, me), &after, a->a) +
               0.01 * hw_dr_state (rules, state)->raiders.raiders[a->a] - 0.0001 * a->a;
      }
    case HW_ACTION_PLAY_KNIGHT:
      {
        /* Only for a raider that blocks the bot's own hexes or takes its buildings. */
        double v = best_removal (rules, state, me);
        return v >= 2.0 ? 600.0 + v : -1.0;
      }
    default:
      return -2.0;
    }
}

void
hw_bot_raiders_sail_distances (const HwGameRules *rules,
                               const HwGameState *state,
                               int                me,
                               guint8            *dist)
{
  gint16 queue[HW_GAME_MAX_NODES];
  int head = 0, tail = 0;
  guint64 sites[HW_GAME_NODE_WORDS];

  /* The free sites abroad, as masks: the land off the home island (once per board) without
   * the buildings and their neighbours. */
  memset (dist, FAR, HW_GAME_MAX_NODES);
  memcpy (sites, hw_dr_rules (rules)->abroad_nodes, sizeof sites);
  for (int p = 0; p < state->n_players; p++)
    HW_FOREACH_BIT (state->players[p].buildings, hw_game_node_words (rules), n)
      {
        hw_bit_clear (sites, n);
        for (int k = 0; k < 3; k++)
          if (rules->node_nodes[n][k] >= 0)
            hw_bit_clear (sites, rules->node_nodes[n][k]);
      }
  HW_FOREACH_BIT (sites, hw_game_node_words (rules), n)
    {
      dist[n] = 0;
      queue[tail++] = (gint16) n;
    }
  while (head < tail)
    {
      int n = queue[head++];
      if (dist[n] >= MAX_SAIL)
        continue;
      for (int k = 0; k < 3; k++)
        {
          int m = rules->node_nodes[n][k], e = rules->node_edges[n][k];
          int owner;
          if (m < 0 || e < 0 || dist[m] != FAR || !(rules->edge_flags[e] & HW_EDGE_SHIP))
            continue;
          owner = state->edge_owner[e];
          if (owner != 0 && !(owner == me + 1 && hw_bit_get (state->players[me].ships, e)))
            continue;
          if (state->node_owner[m] != 0 && state->node_owner[m] != me + 1)
            continue;
          dist[m] = (guint8) (dist[n] + 1);
          queue[tail++] = (gint16) m;
        }
    }
}

static gboolean
abroad (const HwGameRules *rules, const HwGameState *state, int me)
{
  return (state->players[me].islands & ~(1u << hw_dr_rules (rules)->home_island)) != 0;
}

double
hw_bot_raiders_ship_value (const HwGameRules *rules,
                           const HwGameState *state,
                           int                me,
                           const guint8      *dist,
                           int                edge)
{
  int du, dv, d;
  double v;

  if (!is_dr (rules) || edge < 0)
    return 0.0;
  du = dist[rules->edge_nodes[edge][0]];
  dv = dist[rules->edge_nodes[edge][1]];
  if (du == dv)
    return 0.0;
  d = MIN (du, dv);
  v = 14.0;
  for (int i = 0; i < d; i++)
    v *= 0.85;
  /* Before the storm the way out matters most; a player already abroad needs it less. */
  if (hw_dr_state (rules, state)->raiders.storm)
    v *= 0.6;
  if (abroad (rules, state, me))
    v *= 0.4;
  return v;
}

gboolean
hw_bot_raiders_may_sail (const HwGameRules *rules,
                         const HwGameState *state,
                         int                me)
{
  const HwPlayerState *ps = &state->players[me];

  return is_dr (rules) && !abroad (rules, state, me) && ps->ships_left > 0 && ps->settlements_left > 0;
}

gboolean
hw_bot_raiders_wants_ships (const HwGameRules *rules,
                            const HwGameState *state,
                            int                me,
                            const guint8      *dist)
{
  const HwPlayerState *ps = &state->players[me];

  if (!hw_bot_raiders_may_sail (rules, state, me))
    return FALSE;
  HW_FOREACH_BIT (ps->buildings, hw_game_node_words (rules), n)
    if (dist[n] != FAR)
      return TRUE;
  HW_FOREACH_BIT (ps->ships, hw_game_edge_words (rules), e)
    if (dist[rules->edge_nodes[e][0]] != FAR || dist[rules->edge_nodes[e][1]] != FAR)
      return TRUE;
  return FALSE;
}

double
hw_bot_raiders_hex_factor (const HwGameRules *rules,
                           const HwGameState *state,
                           int                hex)
{
  if (!is_dr (rules))
    return 1.0;
  if (hw_dr_state (rules, state)->raiders.raiders[hex] > 0)
    return 0.05;
  /* The storm reaches the deserts' neighbours first. */
  if (rules->hex_island[hex] == hw_dr_rules (rules)->home_island)
    return hw_dr_state (rules, state)->raiders.storm ? 0.6 : 0.85;
  return 1.0;
}

/* The module's advice to the general bots (hw-bot-advice.h). */

static double
dr_score (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state, int me,
          const int *need, const int *hand, const HwAction *a)
{
  return hw_bot_raiders_score (rules, state, me, a);
}

static double
dr_hex_factor (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
               int hex)
{
  const HwDrState *st = hw_game_module_state (slot, state);

  /* As hw_bot_raiders_hex_factor(), with the slot at hand (a hot path). */
  if (st->raiders.raiders[hex] > 0)
    return 0.05;
  if (rules->hex_island[hex] == ((const HwDrRules *) slot->data)->home_island)
    return st->raiders.storm ? 0.6 : 0.85;
  return 1.0;
}

static gboolean
dr_may_sail (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
             int me)
{
  return hw_bot_raiders_may_sail (rules, state, me);
}

static void
dr_sail_distances (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
                   int me, guint8 *dist)
{
  hw_bot_raiders_sail_distances (rules, state, me, dist);
}

static gboolean
dr_wants_ships (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
                int me, const guint8 *dist)
{
  return hw_bot_raiders_wants_ships (rules, state, me, dist);
}

/* Sail for another island before the storm comes, even with a site left at home: roads
 * there would only lead the raiders' way. Once the storm is on, ships come after what
 * still produces: a bot that spent the storm saving for ships ended with nothing built at
 * home or abroad, and its game at the turn limit. */
static double
dr_sail_worth (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
               int me)
{
  return ((const HwDrState *) hw_game_module_state (slot, state))->raiders.storm ? 4.0 : 12.0;
}

/* DR's filter: a taken settlement cannot be upgraded. */
static gboolean
dr_may_upgrade (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
                int node)
{
  return !hw_raiders_node_taken (rules, &((const HwDrState *) hw_game_module_state (slot, state))->raiders, node);
}

static double
dr_ship_value (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
               int me, const guint8 *dist, int edge)
{
  return hw_bot_raiders_ship_value (rules, state, me, dist, edge);
}

const HwBotAdvice hw_dr_bot_advice = {
  /* Its own actions and the 7's steal, in every phase; the Knight is a soldier (DR-SOLDIER). */
  .score_first = HW_BOT_ACTION_BIT (HW_ACTION_PLACE_RAIDER) | HW_BOT_ACTION_BIT (HW_ACTION_STEAL) |
                 HW_BOT_ACTION_BIT (HW_ACTION_REMOVE_RAIDER) | HW_BOT_ACTION_BIT (HW_ACTION_STORM_RAIDER),
  .score_turn = HW_BOT_ACTION_BIT (HW_ACTION_PLAY_KNIGHT),
  .score = dr_score,
  .hex_factor = dr_hex_factor,
  .may_sail = dr_may_sail,
  .sail_distances = dr_sail_distances,
  .wants_ships = dr_wants_ships,
  .sail_worth = dr_sail_worth,
  .ship_value = dr_ship_value,
  .may_upgrade = dr_may_upgrade,
};
