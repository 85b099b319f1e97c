/* hw-game-road.c: Longest Road / Longest Trade Route (BASE-ROAD, SEA-ROUTE) and harbor
 * access (BASE-TRADE). Routes are recomputed only when a road, ship or building changes. */
#include "hw-game-private.h"

#define MAX_ROUTE (HW_GAME_ROADS + HW_GAME_SHIPS)

typedef struct
{
  const HwGameRules *rules;
  const HwGameState *state;
  int                player;
  int                n;
  int                edge[MAX_ROUTE];
  gboolean           ship[MAX_ROUTE];
  int                best;
} RouteSearch;

static int
index_of_edge (const RouteSearch *rs, int e)
{
  for (int i = 0; i < rs->n; i++)
    if (rs->edge[i] == e)
      return i;
  return -1;
}

/* Walks on from piece @i, having entered it at node @from; @used holds the pieces taken. */
static void
walk (RouteSearch *rs, int i, int from, guint32 used, int len)
{
  const HwGameRules *r = rs->rules;
  int e = rs->edge[i];
  int to = r->edge_nodes[e][0] == from ? r->edge_nodes[e][1] : r->edge_nodes[e][0];
  int owner = rs->state->node_owner[to];

  used |= 1u << i;
  len++;
  if (len > rs->best)
    rs->best = len;
  /* BASE-ROAD: an opponent's building breaks the route. */
  if (owner != 0 && owner != rs->player + 1)
    return;
  for (int k = 0; k < 3; k++)
    {
      int f = r->node_edges[to][k];
      int j;

      if (f < 0 || f == e)
        continue;
      j = index_of_edge (rs, f);
      if (j < 0 || (used & (1u << j)))
        continue;
      /* SEA-ROUTE: a road and a ship join only through the owner's building. */
      if (rs->ship[j] != rs->ship[i] && owner != rs->player + 1)
        continue;
      walk (rs, j, to, used, len);
    }
}

int
hw_game_route_length (const HwGameRules *rules,
                      const HwGameState *state,
                      int                player)
{
  const HwPlayerState *ps = &state->players[player];
  RouteSearch rs = { rules, state, player, 0, { 0 }, { 0 }, 0 };

  HW_FOREACH_BIT (ps->roads, HW_GAME_EDGE_WORDS, e)
    {
      if (rs.n < MAX_ROUTE)
        {
          rs.edge[rs.n] = e;
          rs.ship[rs.n++] = FALSE;
        }
    }
  HW_FOREACH_BIT (ps->ships, HW_GAME_EDGE_WORDS, e)
    {
      if (rs.n < MAX_ROUTE)
        {
          rs.edge[rs.n] = e;
          rs.ship[rs.n++] = TRUE;
        }
    }
  for (int i = 0; i < rs.n && rs.best < rs.n; i++)
    {
      walk (&rs, i, rules->edge_nodes[rs.edge[i]][0], 0, 0);
      walk (&rs, i, rules->edge_nodes[rs.edge[i]][1], 0, 0);
    }
  return rs.best;
}

void
hw_game_update_routes (const HwGameRules *rules,
                       HwGameState       *state)
{
  int best = 0, n_best = 0, who = -1;
  int holder = state->longest_route_holder;

  for (int p = 0; p < state->n_players; p++)
    {
      int len = hw_game_route_length (rules, state, p);
      state->players[p].route_length = (guint8) len;
      if (len > best)
        best = len, n_best = 1, who = p;
      else if (len == best)
        n_best++;
    }

  /* BASE-ROAD: the holder keeps the card while nobody is strictly longer; a new holder
   * needs at least 5 and a unique longest route; a broken holder facing a tie sets the card
   * aside. */
  if (holder >= 0 && state->players[holder].route_length >= 5 &&
      state->players[holder].route_length >= best)
    return;
  if (best >= 5 && n_best == 1)
    state->longest_route_holder = (gint8) who;
  else
    state->longest_route_holder = -1;
}

void
hw_game_update_harbors (const HwGameRules *rules,
                        HwGameState       *state,
                        int                player)
{
  HwPlayerState *ps = &state->players[player];
  guint8 mask = 0;

  HW_FOREACH_BIT (ps->buildings, HW_GAME_NODE_WORDS, n)
    mask |= rules->node_harbors[n];
  ps->harbors = mask;
}

int
hw_game_trade_ratio (const HwGameState *state,
                     int                player,
                     int                resource)
{
  guint8 h = state->players[player].harbors;

  if (h & (1 << (1 + resource)))
    return 2;
  if (h & 1)
    return 3;
  return 4;
}
