/* hw-game-build.c: where pieces may stand (BASE-PLACE, SEA-SHIP, VOL-01), the setup draft
 * (BASE-SETUP, SEA-SETUP), building (BASE-COST, BASE-PIECES, SEA-ISLAND) and ship moves
 * (SEA-SHIP-02). */
#include "hw-game-private.h"

#include <string.h>

static const gint16 cost_road[HW_N_RESOURCES] = { 1, 1, 0, 0, 0 };
static const gint16 cost_ship[HW_N_RESOURCES] = { 0, 1, 0, 0, 1 };
static const gint16 cost_settlement[HW_N_RESOURCES] = { 1, 1, 0, 1, 1 };
static const gint16 cost_city[HW_N_RESOURCES] = { 0, 0, 3, 2, 0 };


static gboolean
can_pay (const HwPlayerState *ps, const gint16 *cost)
{
  gboolean ok = TRUE;

  /* No early exit: a branch per resource on the hand mispredicts often. */
  for (int r = 0; r < HW_N_RESOURCES; r++)
    ok &= ps->hand[r] >= cost[r];
  return ok;
}

static void
pay (HwGameState *state, int player, const gint16 *cost)
{
  for (int r = 0; r < HW_N_RESOURCES; r++)
    {
      state->players[player].hand[r] -= cost[r];
      state->bank[r] += cost[r];
    }
}

gboolean
hw_game_can_settle (const HwGameRules *rules,
                    const HwGameState *state,
                    int                player,
                    int                node,
                    gboolean           setup)
{
  gboolean touches = setup;

  if (node < 0 || node >= rules->n_nodes)
    return FALSE;
  if (!(rules->node_flags[node] & HW_NODE_LAND) || state->node_owner[node] != 0)
    return FALSE;
  /* VOL-01: no starting settlement touches a volcano. */
  if (setup && (rules->node_flags[node] & HW_NODE_VOLCANO))
    return FALSE;
  for (int k = 0; k < 3; k++)
    {
      int m = rules->node_nodes[node][k];
      int e = rules->node_edges[node][k];
      /* BASE-PLACE-01: the distance rule. */
      if (m >= 0 && state->node_owner[m] != 0)
        return FALSE;
      /* BASE-PLACE-02: after setup, next to the owner's road or ship. */
      if (e >= 0 && state->edge_owner[e] == player + 1 && !hw_game_edge_cancelled (rules, state, e))
        touches = TRUE;
    }
  return touches;
}

/* Whether @player's road (@ship FALSE) or ship continues to @edge through @node. */
static gboolean
joins_at (const HwGameRules *rules,
          const HwGameState *state,
          int                player,
          int                node,
          int                edge,
          gboolean           ship,
          int                ignore_edge)
{
  int owner = state->node_owner[node];
  const guint64 *set = ship ? state->players[player].ships : state->players[player].roads;

  if (owner == player + 1)
    return TRUE;
  if (owner != 0)
    return FALSE;
  for (int k = 0; k < 3; k++)
    {
      int f = rules->node_edges[node][k];
      if (f >= 0 && f != edge && f != ignore_edge && hw_bit_get (set, f) &&
          !hw_game_edge_cancelled (rules, state, f))
        return TRUE;
    }
  return FALSE;
}

gboolean
hw_game_can_road (const HwGameRules *rules,
                  const HwGameState *state,
                  int                player,
                  int                edge)
{
  if (edge < 0 || edge >= rules->n_edges)
    return FALSE;
  if (!(rules->edge_flags[edge] & HW_EDGE_ROAD) || state->edge_owner[edge] != 0)
    return FALSE;
  return joins_at (rules, state, player, rules->edge_nodes[edge][0], edge, FALSE, -1) ||
         joins_at (rules, state, player, rules->edge_nodes[edge][1], edge, FALSE, -1);
}

gboolean
hw_game_can_ship (const HwGameRules *rules,
                  const HwGameState *state,
                  int                player,
                  int                edge,
                  int                ignore_edge)
{
  if (!rules->seafarers || edge < 0 || edge >= rules->n_edges)
    return FALSE;
  if (!(rules->edge_flags[edge] & HW_EDGE_SHIP) || state->edge_owner[edge] != 0)
    return FALSE;
  return joins_at (rules, state, player, rules->edge_nodes[edge][0], edge, TRUE, ignore_edge) ||
         joins_at (rules, state, player, rules->edge_nodes[edge][1], edge, TRUE, ignore_edge);
}

gboolean
hw_game_ship_movable (const HwGameRules *rules,
                      const HwGameState *state,
                      int                player,
                      int                edge)
{
  const HwPlayerState *ps = &state->players[player];

  if (edge < 0 || edge >= rules->n_edges || !hw_bit_get (ps->ships, edge) ||
      hw_bit_get (state->new_ships, edge))
    return FALSE;
  /* SEA-SHIP-02: it ends an open route: one end holds neither the owner's building nor
   * another of the owner's ships. */
  for (int i = 0; i < 2; i++)
    {
      int n = rules->edge_nodes[edge][i];
      gboolean held = state->node_owner[n] == player + 1;
      for (int k = 0; k < 3 && !held; k++)
        {
          int f = rules->node_edges[n][k];
          if (f >= 0 && f != edge && hw_bit_get (ps->ships, f))
            held = TRUE;
        }
      if (!held)
        return TRUE;
    }
  return FALSE;
}

void
hw_game_put_building (const HwGameRules *rules,
                      HwGameState       *state,
                      int                player,
                      int                node,
                      gboolean           city)
{
  HwPlayerState *ps = &state->players[player];
  gboolean fresh = state->node_owner[node] == 0;
  int cards = 0;  /* what the building adds to each roll of its numbers */

  if (fresh)
    {
      state->node_owner[node] = (guint8) (player + 1);
      hw_bit_set (ps->buildings, node);
      ps->settlements_left--;
      cards++;
    }
  if (city && !hw_bit_get (ps->cities, node))
    {
      hw_bit_set (ps->cities, node);
      ps->cities_left--;
      ps->settlements_left++;
      cards++;
    }
  if (cards > 0 && rules->keeps_yield)
    hw_game_yield_add (rules, state, player, node, cards);
  if (fresh && rules->keeps_spots)
    hw_game_spots_building_added (rules, state, player, node);
  hw_game_update_harbors (rules, state, player);
  /* A new building may break an opponent's route or join a road to a ship; without ships
   * the owner's own routes pass a free node and the owner's building alike. */
  if (fresh)
    hw_game_update_routes (rules, state, hw_game_route_players_at (rules, state, node) &
                                         (rules->seafarers ? ~0u : ~(1u << player)));
}

void
hw_game_remove_building (const HwGameRules *rules,
                         HwGameState       *state,
                         int                node)
{
  int owner = state->node_owner[node] - 1;
  HwPlayerState *ps;

  if (owner < 0)
    return;
  ps = &state->players[owner];
  if (rules->keeps_yield)
    hw_game_yield_add (rules, state, owner, node, hw_bit_get (ps->cities, node) ? -2 : -1);
  if (hw_bit_get (ps->cities, node))
    {
      hw_bit_clear (ps->cities, node);
      ps->cities_left++;
    }
  else
    ps->settlements_left++;
  hw_bit_clear (ps->buildings, node);
  state->node_owner[node] = 0;
  if (rules->keeps_spots)
    hw_game_spots_reset (rules, state);
  hw_game_update_harbors (rules, state, owner);
  hw_game_update_routes (rules, state, hw_game_route_players_at (rules, state, node));
}

void
hw_game_put_route_piece (const HwGameRules *rules,
                         HwGameState       *state,
                         int                player,
                         int                edge,
                         gboolean           ship)
{
  HwPlayerState *ps = &state->players[player];

  state->edge_owner[edge] = (guint8) (player + 1);
  if (ship)
    {
      hw_bit_set (ps->ships, edge);
      ps->ships_left--;
    }
  else
    {
      hw_bit_set (ps->roads, edge);
      ps->roads_left--;
    }
  if (rules->keeps_spots && !ship)
    hw_game_spots_road_added (rules, state, player, edge);
  else if (rules->keeps_spots)
    hw_game_spots_reset (rules, state);
  hw_game_update_routes_added (rules, state, player, edge);
}

void
hw_game_remove_route_piece (const HwGameRules *rules,
                            HwGameState       *state,
                            int                edge)
{
  int owner = state->edge_owner[edge] - 1;
  HwPlayerState *ps;

  if (owner < 0)
    return;
  ps = &state->players[owner];
  if (hw_bit_get (ps->ships, edge))
    {
      hw_bit_clear (ps->ships, edge);
      ps->ships_left++;
    }
  else
    {
      hw_bit_clear (ps->roads, edge);
      ps->roads_left++;
    }
  state->edge_owner[edge] = 0;
  if (rules->keeps_spots)
    hw_game_spots_reset (rules, state);
  hw_game_update_routes (rules, state, 1u << owner);
}

/* ---- setup ---------------------------------------------------------------------------- */

guint
hw_game_list_setup (const HwGameRules *rules,
                    const HwGameState *state,
                    HwAction          *buf,
                    guint              n,
                    guint              cap)
{
  if (state->phase == HW_PHASE_SETUP_SETTLEMENT)
    {
      /* hw_game_can_settle (setup) as masks: the land corners off volcanoes, without the
       * buildings and their neighbours (BASE-PLACE-01). */
      guint64 sites[HW_GAME_NODE_WORDS];
      int words = hw_game_node_words (rules);

      memcpy (sites, rules->setup_nodes, sizeof sites);
      for (int q = 0; q < HW_GAME_MAX_PLAYERS; q++)
        HW_FOREACH_BIT (state->players[q].buildings, words, node)
          {
            hw_bit_clear (sites, node);
            for (int k = 0; k < 3; k++)
              if (rules->node_nodes[node][k] >= 0)
                hw_bit_clear (sites, rules->node_nodes[node][k]);
          }
      HW_FOREACH_BIT (sites, words, node)
        hw_game_push (buf, &n, cap, HW_ACTION_PLACE_SETTLEMENT, node, 0, 0);
      return n;
    }
  /* BASE-PIECES: a piece placed in setup comes from the player's supply too; a board that
   * gives fewer than two (num-ships 0 in a .game) leaves the setup blocked. */
  for (int k = 0; k < 3; k++)
    {
      int e = rules->node_edges[state->setup_node][k];
      if (e < 0 || state->edge_owner[e] != 0)
        continue;
      if ((rules->edge_flags[e] & HW_EDGE_ROAD) && state->players[state->to_move].roads_left > 0)
        hw_game_push (buf, &n, cap, HW_ACTION_PLACE_ROAD, e, 0, 0);
      /* SEA-SETUP: a coastal settlement may take a ship instead. */
      if (rules->seafarers && (rules->edge_flags[e] & HW_EDGE_SHIP) &&
          state->players[state->to_move].ships_left > 0)
        hw_game_push (buf, &n, cap, HW_ACTION_PLACE_SHIP, e, 0, 0);
    }
  return n;
}

static gboolean
legal_setup (const HwGameRules *rules,
             const HwGameState *state,
             const HwAction    *a)
{
  int p = state->to_move;

  if (state->phase == HW_PHASE_SETUP_SETTLEMENT)
    return a->type == HW_ACTION_PLACE_SETTLEMENT &&
           hw_game_can_settle (rules, state, p, a->a, TRUE);
  if (a->a < 0 || a->a >= rules->n_edges || state->edge_owner[a->a] != 0 ||
      (rules->edge_nodes[a->a][0] != state->setup_node &&
       rules->edge_nodes[a->a][1] != state->setup_node))
    return FALSE;
  if (a->type == HW_ACTION_PLACE_ROAD)
    return (rules->edge_flags[a->a] & HW_EDGE_ROAD) != 0 && state->players[p].roads_left > 0;
  if (a->type == HW_ACTION_PLACE_SHIP)
    return rules->seafarers && (rules->edge_flags[a->a] & HW_EDGE_SHIP) != 0 &&
           state->players[p].ships_left > 0;
  return FALSE;
}

static int
setup_player (const HwGameState *state, int step)
{
  return step < state->n_players ? step : 2 * state->n_players - 1 - step;
}

static void
apply_setup (const HwGameRules *rules,
             HwGameState       *state,
             const HwAction    *a)
{
  int p = state->to_move;
  HwPlayerState *ps = &state->players[p];

  if (a->type == HW_ACTION_PLACE_SETTLEMENT)
    {
      /* A module may make the second building a city (yielding 1 per hex all the same). */
      hw_game_put_building (rules, state, p, a->a,
                            rules->second_setup_city && state->setup_step >= state->n_players);
      if (rules->node_island[a->a] >= 0)
        ps->islands |= 1u << rules->node_island[a->a];
      state->setup_node = a->a;
      state->phase = HW_PHASE_SETUP_ROAD;
      /* BASE-SETUP-02: the second settlement yields one of each producing neighbour. */
      if (state->setup_step >= state->n_players)
        for (int k = 0; k < 3; k++)
          {
            int h = rules->node_hexes[a->a][k];
            int res;
            if (h < 0 || h == state->robber_hex)
              continue;
            res = rules->hex_resource[h];
            if (rules->hex_terrain[h] == HW_TERRAIN_VOLCANO)
              res = rules->volcano_produces;
            if (res >= 0)
              {
                if (!rules->bank_limit || state->bank[res] > 0)
                  {
                    ps->hand[res]++;
                    state->bank[res]--;
                    state->counters.production_hex[h]++;
                    state->counters.production_resource[res]++;
                  }
              }
            else if (rules->hex_terrain[h] == HW_TERRAIN_GOLD)
              {
                ps->choices_owed++;
                state->counters.production_hex[h]++;
              }
          }
      if (ps->choices_owed > 0)
        {
          state->resume_phase = HW_PHASE_SETUP_ROAD;
          state->phase = HW_PHASE_CHOOSE;
        }
      return;
    }

  hw_game_put_route_piece (rules, state, p, a->a, a->type == HW_ACTION_PLACE_SHIP);
  state->setup_step++;
  if (state->setup_step < 2 * state->n_players)
    {
      state->current = state->to_move = (guint8) setup_player (state, state->setup_step);
      state->phase = HW_PHASE_SETUP_SETTLEMENT;
    }
  else
    {
      state->current = state->to_move = 0;
      state->phase = HW_PHASE_ROLL;
      state->turn = 1;
    }
}

/* ---- builds during a turn --------------------------------------------------------------- */

/* Marks in @edges every edge next to @player's network. */
static void
frontier (const HwGameRules *rules,
          const HwGameState *state,
          int                player,
          guint64           *nodes)
{
  const HwPlayerState *ps = &state->players[player];

  memcpy (nodes, ps->buildings, sizeof ps->buildings);
  for (int w = 0; w < hw_game_edge_words (rules); w++)
    for (guint64 b = ps->roads[w] | ps->ships[w]; b != 0; b &= b - 1)
      {
        int e = w * 64 + __builtin_ctzll (b);
        hw_bit_set (nodes, rules->edge_nodes[e][0]);
        hw_bit_set (nodes, rules->edge_nodes[e][1]);
      }
}

/* A moved ship must end next to the owner's building or another of the owner's ships
 * (SEA-SHIP-02 with SEA-SHIP-01). The corners touched by one of the player's ships and by
 * two are counted once for the whole network, as masks: whether a ship may move
 * (hw_game_ship_movable ()) and whether a corner joins a ship other than the one moved are
 * then a test of a bit, where they were a look at every edge around the corner, for every
 * ship, at every main-phase step. */
static guint
list_ship_moves (const HwGameRules *rules,
                 const HwGameState *state,
                 int                p,
                 guint64           *nodes,
                 HwAction          *buf,
                 guint              n,
                 guint              cap)
{
  const HwPlayerState *ps = &state->players[p];
  guint64 targets[HW_GAME_EDGE_WORDS] = { 0 };
  guint64 once[HW_GAME_NODE_WORDS] = { 0 }, twice[HW_GAME_NODE_WORDS] = { 0 };
  int node_words = hw_game_node_words (rules), edge_words = hw_game_edge_words (rules);
  gboolean framed = FALSE;

  HW_FOREACH_BIT (ps->ships, edge_words, e)
    for (int i = 0; i < 2; i++)
      {
        int v = rules->edge_nodes[e][i];
        guint64 bit = G_GUINT64_CONSTANT (1) << (v & 63);

        twice[v >> 6] |= once[v >> 6] & bit;
        once[v >> 6] |= bit;
      }

  HW_FOREACH_BIT (ps->ships, edge_words, s)
    {
      guint64 mine[HW_GAME_EDGE_WORDS];
      int a = rules->edge_nodes[s][0], b = rules->edge_nodes[s][1];
      /* Each end: held by the owner's building or another of its ships (twice touched). */
      gboolean held_a = state->node_owner[a] == p + 1 || hw_bit_get (twice, a);
      gboolean held_b = state->node_owner[b] == p + 1 || hw_bit_get (twice, b);

      /* hw_game_ship_movable (): not built this turn, and an end that is open. */
      if (hw_bit_get (state->new_ships, s) || (held_a && held_b))
        continue;
      if (!framed)
        {
          frontier (rules, state, p, nodes);
          for (int w = 0; w < node_words; w++)
            for (guint64 bits = nodes[w]; bits != 0; bits &= bits - 1)
              {
                int node = w * 64 + __builtin_ctzll (bits);
                int owner = state->node_owner[node];

                /* A ship joins here: the owner's building, or a free corner one ship touches. */
                if (owner != 0 ? owner != p + 1 : !hw_bit_get (once, node))
                  continue;
                for (int k = 0; k < 3; k++)
                  {
                    int t = rules->node_edges[node][k];
                    if (t >= 0 && state->edge_owner[t] == 0 && (rules->edge_flags[t] & HW_EDGE_SHIP))
                      hw_bit_set (targets, t);
                  }
              }
          framed = TRUE;
        }
      memcpy (mine, targets, sizeof (guint64) * edge_words);
      for (int i = 0; i < 2; i++)
        {
          int end = rules->edge_nodes[s][i];
          int owner = state->node_owner[end];

          /* The end joins without the ship: the owner's building, or another ship (two touch). */
          if (owner != 0 ? owner == p + 1 : hw_bit_get (twice, end))
            continue;
          /* This end joined only through the ship itself. */
          for (int k = 0; k < 3; k++)
            {
              int t = rules->node_edges[end][k];
              int other, other_owner;
              if (t < 0 || !hw_bit_get (mine, t))
                continue;
              other = rules->edge_nodes[t][0] == end ? rules->edge_nodes[t][1] : rules->edge_nodes[t][0];
              other_owner = state->node_owner[other];
              /* Whether @other joins without the ship, which does not touch it: one ship. */
              if (other_owner != 0 ? other_owner != p + 1 : !hw_bit_get (once, other))
                hw_bit_clear (mine, t);
            }
        }
      for (int w = 0; w < edge_words; w++)
        for (guint64 bits = mine[w]; bits != 0; bits &= bits - 1)
          hw_game_push (buf, &n, cap, HW_ACTION_MOVE_SHIP, s, w * 64 + __builtin_ctzll (bits), 0);
    }
  return n;
}

/* What @ps may build now: pieces left and, but for Road Building's free roads, the cost
 * (BASE-COST), from the hand's masks (read at every decision). */
static inline void
build_flags (const HwGameRules   *rules,
             const HwPlayerState *ps,
             gboolean             free_roads,
             gboolean            *road,
             gboolean            *ship,
             gboolean            *settle,
             gboolean            *city)
{
  guint hand[4];

  hw_game_hand_masks (ps, hand);
  *road = ps->roads_left > 0 && (free_roads || (hand[0] & HW_COST_ROAD) == HW_COST_ROAD);
  *ship = rules->seafarers && ps->ships_left > 0 && (free_roads || (hand[0] & HW_COST_SHIP) == HW_COST_SHIP);
  *settle = !free_roads && ps->settlements_left > 0 && (hand[0] & HW_COST_SETTLEMENT) == HW_COST_SETTLEMENT;
  *city = !free_roads && ps->cities_left > 0 && (hand[2] & HW_RES_BIT (ORE)) && (hand[1] & HW_RES_BIT (GRAIN));
}

guint
hw_game_list_builds (const HwGameRules *rules,
                     const HwGameState *state,
                     gboolean           free_roads,
                     HwAction          *buf,
                     guint              n,
                     guint              cap)
{
  int p = state->to_move;
  const HwPlayerState *ps = &state->players[p];
  gboolean road, ship, settle, city;
  int node_words = hw_game_node_words (rules), edge_words = hw_game_edge_words (rules);
  guint64 nodes[HW_GAME_NODE_WORDS];
  guint64 road_ends[HW_GAME_NODE_WORDS], ship_ends[HW_GAME_NODE_WORDS];
  guint64 seen[HW_GAME_EDGE_WORDS];       /* ships listed */
  guint64 seen_road[HW_GAME_EDGE_WORDS];  /* roads listed */

  build_flags (rules, ps, free_roads, &road, &ship, &settle, &city);
  if (city)
    for (int w = 0; w < node_words; w++)
      for (guint64 b = ps->buildings[w] & ~ps->cities[w]; b != 0; b &= b - 1)
        hw_game_push (buf, &n, cap, HW_ACTION_BUILD_CITY, w * 64 + __builtin_ctzll (b), 0, 0);

  /* SEA-SHIP-02: free, so listed whatever the hand. */
  if (!free_roads && rules->seafarers && !state->ship_moved)
    n = list_ship_moves (rules, state, p, nodes, buf, n, cap);

  if (!road && !ship && !settle)
    return n;
  if (rules->keeps_spots)
    return hw_game_list_spots (rules, state, p, road, settle, buf, n, cap);
  memset (seen, 0, sizeof (guint64) * edge_words);
  memset (seen_road, 0, sizeof (guint64) * edge_words);
  /* The ends of the player's roads and of its ships, apart: a free node joins a new road
   * (ship) when a road (ship) ends there, the same joins as hw_game_can_road/can_ship. */
  memset (road_ends, 0, sizeof (guint64) * node_words);
  memset (ship_ends, 0, sizeof (guint64) * node_words);
  HW_FOREACH_BIT (ps->roads, edge_words, e)
    {
      /* A road a module cancelled connects nothing. */
      if (hw_game_edge_cancelled (rules, state, e))
        continue;
      hw_bit_set (road_ends, rules->edge_nodes[e][0]);
      hw_bit_set (road_ends, rules->edge_nodes[e][1]);
    }
  HW_FOREACH_BIT (ps->ships, edge_words, e)
    {
      hw_bit_set (ship_ends, rules->edge_nodes[e][0]);
      hw_bit_set (ship_ends, rules->edge_nodes[e][1]);
    }
  for (int w = 0; w < node_words; w++)
    for (guint64 b = ps->buildings[w] | road_ends[w] | ship_ends[w]; b != 0; b &= b - 1)
      {
        int node = w * 64 + __builtin_ctzll (b);
        int owner = state->node_owner[node];
        gboolean road_here, ship_here;

        /* An opponent's building: nothing is built here or through it. */
        if (owner != 0 && owner != p + 1)
          continue;
        if (owner == 0)
          {
            /* hw_game_can_settle (after setup): a free node here touches the player's road
             * or ship (not a cancelled road), so the distance rule on land is what is left. */
            if (settle && hw_game_node_free (rules, state, node))
              hw_game_push (buf, &n, cap, HW_ACTION_BUILD_SETTLEMENT, node, 0, 0);
            road_here = road && hw_bit_get (road_ends, node);
            ship_here = ship && hw_bit_get (ship_ends, node);
          }
        else
          road_here = road, ship_here = ship;
        if (!road_here && !ship_here)
          continue;
        for (int k = 0; k < 3; k++)
          {
            int e = rules->node_edges[node][k];
            if (e < 0 || state->edge_owner[e] != 0)
              continue;
            if (road_here && (rules->edge_flags[e] & HW_EDGE_ROAD) &&
                !hw_bit_get (seen_road, e))
              {
                hw_bit_set (seen_road, e);
                hw_game_push (buf, &n, cap, HW_ACTION_BUILD_ROAD, e, 0, 0);
              }
            if (ship_here && (rules->edge_flags[e] & HW_EDGE_SHIP) &&
                !hw_bit_get (seen, e))
              {
                hw_bit_set (seen, e);
                hw_game_push (buf, &n, cap, HW_ACTION_BUILD_SHIP, e, 0, 0);
              }
          }
      }

  return n;
}

void
hw_game_spot_nth (const HwGameRules *rules,
                  const HwGameState *state,
                  guint              index,
                  HwAction          *out)
{
  const HwPlayerState *ps = &state->players[state->to_move];
  gboolean road, ship, settle, city;

  build_flags (rules, ps, FALSE, &road, &ship, &settle, &city);
  if (!hw_game_spot_at (rules, state, state->to_move, road, settle, index, out))
    g_return_if_reached ();
}

guint
hw_game_spots_write (const HwGameRules *rules,
                     const HwGameState *state,
                     HwAction          *buf,
                     guint              n,
                     guint              cap)
{
  const HwPlayerState *ps = &state->players[state->to_move];
  gboolean road, ship, settle, city;

  build_flags (rules, ps, FALSE, &road, &ship, &settle, &city);
  if (!road && !ship && !settle)
    return n;
  return hw_game_list_spots (rules, state, state->to_move, road, settle, buf, n, cap);
}

static gboolean
legal_turn_build (const HwGameRules *rules,
                  const HwGameState *state,
                  const HwAction    *a)
{
  int p = state->to_move;
  const HwPlayerState *ps = &state->players[p];
  gboolean free_roads = state->phase == HW_PHASE_FREE_ROADS;

  switch (a->type)
    {
    case HW_ACTION_BUILD_ROAD:
      return ps->roads_left > 0 && (free_roads || can_pay (ps, cost_road)) &&
             hw_game_can_road (rules, state, p, a->a);
    case HW_ACTION_BUILD_SHIP:
      return ps->ships_left > 0 && (free_roads || can_pay (ps, cost_ship)) &&
             hw_game_can_ship (rules, state, p, a->a, -1);
    case HW_ACTION_BUILD_SETTLEMENT:
      return !free_roads && ps->settlements_left > 0 && can_pay (ps, cost_settlement) &&
             hw_game_can_settle (rules, state, p, a->a, FALSE);
    case HW_ACTION_BUILD_CITY:
      return !free_roads && ps->cities_left > 0 && can_pay (ps, cost_city) &&
             a->a >= 0 && a->a < rules->n_nodes &&
             hw_bit_get (ps->buildings, a->a) && !hw_bit_get (ps->cities, a->a);
    case HW_ACTION_MOVE_SHIP:
      return !free_roads && rules->seafarers && !state->ship_moved &&
             hw_game_ship_movable (rules, state, p, a->a) && a->b != a->a &&
             hw_game_can_ship (rules, state, p, a->b, a->a);
    default:
      return FALSE;
    }
}

gboolean
hw_game_legal_build (const HwGameRules *rules,
                     const HwGameState *state,
                     const HwAction    *action)
{
  if (state->phase == HW_PHASE_SETUP_SETTLEMENT || state->phase == HW_PHASE_SETUP_ROAD)
    return legal_setup (rules, state, action);
  return legal_turn_build (rules, state, action);
}

void
hw_game_apply_build (const HwGameRules *rules,
                     HwGameState       *state,
                     const HwAction    *a)
{
  int p = state->to_move;
  HwPlayerState *ps = &state->players[p];
  gboolean free_roads = state->phase == HW_PHASE_FREE_ROADS;

  switch (a->type)
    {
    case HW_ACTION_PLACE_SETTLEMENT:
    case HW_ACTION_PLACE_ROAD:
    case HW_ACTION_PLACE_SHIP:
      apply_setup (rules, state, a);
      return;

    case HW_ACTION_BUILD_ROAD:
    case HW_ACTION_BUILD_SHIP:
      if (!free_roads)
        pay (state, p, a->type == HW_ACTION_BUILD_ROAD ? cost_road : cost_ship);
      hw_game_put_route_piece (rules, state, p, a->a, a->type == HW_ACTION_BUILD_SHIP);
      if (a->type == HW_ACTION_BUILD_SHIP)
        hw_bit_set (state->new_ships, a->a);
      if (free_roads)
        {
          HwAction probe[1];
          state->free_roads--;
          if (state->free_roads == 0 ||
              hw_game_list_builds (rules, state, TRUE, probe, 0, 0) == 0)
            {
              state->free_roads = 0;
              state->phase = state->resume_phase;
            }
        }
      return;

    case HW_ACTION_BUILD_SETTLEMENT:
      pay (state, p, cost_settlement);
      hw_game_put_building (rules, state, p, a->a, FALSE);
      /* SEA-ISLAND: the first settlement on each island other than the home islands. */
      if (rules->node_island[a->a] >= 0 && !(ps->islands & (1u << rules->node_island[a->a])))
        {
          ps->islands |= 1u << rules->node_island[a->a];
          ps->island_vp += (guint8) rules->island_bonus;
        }
      return;

    case HW_ACTION_BUILD_CITY:
      pay (state, p, cost_city);
      hw_game_put_building (rules, state, p, a->a, TRUE);
      return;

    case HW_ACTION_MOVE_SHIP:
      /* One route update for the move, not two. */
      hw_bit_clear (ps->ships, a->a);
      hw_bit_set (ps->ships, a->b);
      state->edge_owner[a->a] = 0;
      state->edge_owner[a->b] = (guint8) (p + 1);
      hw_game_update_routes_moved (rules, state, p, a->a, a->b);
      state->ship_moved = 1;
      return;

    default:
      g_assert_not_reached ();
    }
}
