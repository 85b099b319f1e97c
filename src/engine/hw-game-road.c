/* hw-game-road.c: Longest Road / Longest Trade Route (BASE-ROAD, SEA-ROUTE) and harbor
 * access (BASE-TRADE). Routes are recomputed only when a road, ship or building changes. */
#include "hw-game-private.h"

#include <string.h>

#define MAX_ROUTE HW_GAME_MAX_ROUTE
/* Sets of pieces, by their index in a RouteSearch: as many bits as a player can hold
 * pieces (BASE-PIECES-02), never a fixed 32. */
#define ROUTE_WORDS ((MAX_ROUTE + 63) / 64)

typedef struct
{
  const HwGameState *state;
  int                player;
  int                n;
  int                edge[MAX_ROUTE];
  gint16             node[MAX_ROUTE][2];     /* the two ends of each piece */
  gint16             next[MAX_ROUTE][2][2];  /* pieces joining at each end, -1 padded */
  guint64            used[ROUTE_WORDS];      /* the pieces the walk has taken */
  int                best;
} RouteSearch;

/* Walks on from piece @i, leaving it through end @end; @rs->used holds the pieces taken
 * before it (and holds them again on return). */
static void
walk (RouteSearch *rs, int i, int end, int len)
{
  int to = rs->node[i][end];
  int owner = rs->state->node_owner[to];

  hw_bit_set (rs->used, i);
  len++;
  if (len > rs->best)
    rs->best = len;
  /* BASE-ROAD: an opponent's building breaks the route. */
  if (owner == 0 || owner == rs->player + 1)
    for (int k = 0; k < 2; k++)
      {
        int j = rs->next[i][end][k];
        if (j < 0 || hw_bit_get (rs->used, j))
          continue;
        walk (rs, j, rs->node[j][0] == to ? 1 : 0, len);
      }
  hw_bit_clear (rs->used, i);
}

/* SEA-ROUTE: a road and a ship join only through the owner's building. */
static gboolean
joins (const RouteSearch *rs, const gboolean *ship, int i, int j, int node)
{
  return ship[i] == ship[j] || rs->state->node_owner[node] == rs->player + 1;
}

int
hw_game_route_length (const HwGameRules *rules,
                      const HwGameState *state,
                      int                player)
{
  const HwPlayerState *ps = &state->players[player];
  RouteSearch rs;
  gboolean ship[MAX_ROUTE];
  gint16 piece_of[HW_GAME_MAX_EDGES];   /* piece on each edge, valid where the player owns it */
  guint64 cancelled[HW_GAME_EDGE_WORDS];   /* roads a module cancelled */
  gboolean may_cancel = rules->hooks[HW_HOOK_EDGE_CANCELLED].n > 0;

  if (may_cancel)
    memset (cancelled, 0, sizeof cancelled);
  rs.state = state;
  rs.player = player;
  rs.n = 0;
  rs.best = 0;
  memset (rs.used, 0, sizeof rs.used);
  for (int w = 0; w < hw_game_edge_words (rules); w++)
    for (guint64 b = ps->roads[w] | ps->ships[w]; b != 0; b &= b - 1)
      {
        int e = w * 64 + __builtin_ctzll (b);
        ship[rs.n] = (ps->ships[w] >> (e & 63)) & 1;
        /* A road a module cancelled is no part of any route. */
        if (may_cancel && !ship[rs.n] && hw_game_edge_cancelled (rules, state, e))
          {
            hw_bit_set (cancelled, e);
            continue;
          }
        /* hw_game_rules_new asserts the limits stay within MAX_ROUTE. */
        g_assert (rs.n < MAX_ROUTE);
        rs.edge[rs.n] = e;
        piece_of[e] = (gint16) rs.n;
        rs.node[rs.n][0] = rules->edge_nodes[e][0];
        rs.node[rs.n][1] = rules->edge_nodes[e][1];
        memset (rs.next[rs.n], -1, sizeof rs.next[rs.n]);
        rs.n++;
      }
  for (int i = 0; i < rs.n; i++)
    for (int a = 0; a < 2; a++)
      {
        int v = rs.node[i][a];
        int owner = state->node_owner[v];
        int slot = 0;

        /* BASE-ROAD: an opponent's building breaks the route. */
        if (owner != 0 && owner != player + 1)
          continue;
        for (int k = 0; k < 3; k++)
          {
            int f = rules->node_edges[v][k];
            int j;
            if (f < 0 || f == rs.edge[i] || state->edge_owner[f] != player + 1 ||
                (may_cancel && hw_bit_get (cancelled, f)))
              continue;
            j = piece_of[f];
            if (joins (&rs, ship, i, j, v))
              rs.next[i][a][slot++] = (gint16) j;
          }
      }

  /* Where pieces join, a node has degree (continuations + 1). A longest route cannot be
   * extended at its start, so it used every piece there: an odd number unless it is
   * closed, and a closed longest route is a whole component in which every degree is
   * even (a plain cycle: one continuation at every end). So walks start only at ends of
   * odd degree, and plain cycles count whole. */
  for (int i = 0; i < rs.n; i++)
    for (int a = 0; a < 2; a++)
      {
        int cont = (rs.next[i][a][0] >= 0) + (rs.next[i][a][1] >= 0);
        if (cont != 1)
          walk (&rs, i, 1 - a, 0);
      }
  if (rs.best < rs.n)
    {
      guint64 seen[ROUTE_WORDS] = { 0 };
      for (int i = 0; i < rs.n; i++)
        {
          int stack[MAX_ROUTE], top = 0, size = 0;
          gboolean cycle = TRUE;
          if (hw_bit_get (seen, i))
            continue;
          hw_bit_set (seen, i);
          stack[top++] = i;
          while (top > 0)
            {
              int x = stack[--top];
              size++;
              for (int a = 0; a < 2; a++)
                {
                  if ((rs.next[x][a][0] >= 0) + (rs.next[x][a][1] >= 0) != 1)
                    cycle = FALSE;
                  for (int k = 0; k < 2; k++)
                    {
                      int y = rs.next[x][a][k];
                      if (y >= 0 && !hw_bit_get (seen, y))
                        {
                          hw_bit_set (seen, y);
                          stack[top++] = y;
                        }
                    }
                }
            }
          if (cycle && size > rs.best)
            rs.best = size;
        }
    }
  return rs.best;
}

/* The trails a new piece can add, walked directly on the board's graph; @used holds the
 * edges taken. The break and join rules are those of walk() and joins() above. */
typedef struct
{
  const HwGameRules *rules;
  const HwGameState *state;
  int                player;
  int                best;
  int                enough;       /* the walk may stop once a trail this long is found */
  gboolean           may_cancel;   /* a module may cancel roads (skipped like gaps) */
  guint64            used[HW_GAME_EDGE_WORDS];
  guint64            seen[HW_GAME_EDGE_WORDS];   /* every edge a trail took */
} TrailSearch;

/* Walks on from @edge, whose piece ends a trail of @len pieces, through its end @node. */
static void
trail_on (TrailSearch *ts, int edge, int node, int len)
{
  const HwGameRules *rules = ts->rules;
  const HwGameState *state = ts->state;
  const HwPlayerState *ps = &state->players[ts->player];
  int mine = ts->player + 1;
  int owner = state->node_owner[node];
  gboolean ship = hw_bit_get (ps->ships, edge);

  if (len > ts->best)
    ts->best = len;
  /* BASE-ROAD: an opponent's building breaks the route. */
  if ((owner != 0 && owner != mine) || ts->best >= ts->enough)
    return;
  for (int k = 0; k < 3; k++)
    {
      int f = rules->node_edges[node][k];
      if (f < 0 || f == edge || state->edge_owner[f] != mine || hw_bit_get (ts->used, f))
        continue;
      /* SEA-ROUTE: a road and a ship join only through the owner's building. */
      if (hw_bit_get (ps->ships, f) != ship && owner != mine)
        continue;
      /* A road a module cancelled is no part of any route. */
      if (G_UNLIKELY (ts->may_cancel) && !hw_bit_get (ps->ships, f) &&
          hw_game_edge_cancelled (rules, state, f))
        continue;
      hw_bit_set (ts->used, f);
      hw_bit_set (ts->seen, f);
      trail_on (ts, f, rules->edge_nodes[f][0] == node ? rules->edge_nodes[f][1]
                                                       : rules->edge_nodes[f][0], len + 1);
      hw_bit_clear (ts->used, f);
      if (ts->best >= ts->enough)
        return;
    }
}

/* Whether @player's piece on @edge continues through its end @node to another piece. */
static gboolean
continues_at (const HwGameRules *rules,
              const HwGameState *state,
              int                player,
              int                edge,
              int                node)
{
  const HwPlayerState *ps = &state->players[player];
  int owner = state->node_owner[node];
  gboolean ship = hw_bit_get (ps->ships, edge);

  if (owner != 0 && owner != player + 1)
    return FALSE;
  for (int k = 0; k < 3; k++)
    {
      int f = rules->node_edges[node][k];
      if (f >= 0 && f != edge && state->edge_owner[f] == player + 1 &&
          (hw_bit_get (ps->ships, f) == ship || owner == player + 1) &&
          (hw_bit_get (ps->ships, f) || !hw_game_edge_cancelled (rules, state, f)))
        return TRUE;
    }
  return FALSE;
}

/* Walks every trail of @player that starts with the piece on @edge and goes on through its
 * end @node (stopping once one is @enough long), noting in @ts->seen the edges taken;
 * returns the longest found. */
static int
trails_through (TrailSearch       *ts,
                const HwGameRules *rules,
                const HwGameState *state,
                int                player,
                int                edge,
                int                node,
                int                enough)
{
  int words = hw_game_edge_words (rules);

  ts->rules = rules;
  ts->state = state;
  ts->player = player;
  ts->best = 0;
  ts->enough = enough;
  ts->may_cancel = rules->hooks[HW_HOOK_EDGE_CANCELLED].n > 0;
  memset (ts->used, 0, sizeof (guint64) * words);
  memset (ts->seen, 0, sizeof (guint64) * words);
  hw_bit_set (ts->used, edge);
  trail_on (ts, edge, node, 1);
  return ts->best;
}

/* Sets *@len to the longest route of @player that has the piece on @edge at one end (or
 * to a length of at least @enough when there is a route that long) and returns TRUE, or
 * returns FALSE when the piece joins others at both ends (a route may pass through it). */
static gboolean
route_from_piece (const HwGameRules *rules,
                  const HwGameState *state,
                  int                player,
                  int                edge,
                  int                enough,
                  int               *len)
{
  TrailSearch ts;
  int a = rules->edge_nodes[edge][0], b = rules->edge_nodes[edge][1];
  gboolean through_a = continues_at (rules, state, player, edge, a);

  if (through_a && continues_at (rules, state, player, edge, b))
    return FALSE;
  *len = trails_through (&ts, rules, state, player, edge, through_a ? a : b, enough);
  return TRUE;
}

/* Sets *@len to the longest route of @player through the piece on @edge, which joins
 * others at both ends, and returns TRUE, or returns FALSE when the pieces beyond its two
 * ends are joined without it too (it may close a loop: the routes are counted again). */
static gboolean
route_through_piece (const HwGameRules *rules,
                     const HwGameState *state,
                     int                player,
                     int                edge,
                     int               *len)
{
  TrailSearch at_a, at_b;
  int from_a, from_b;

  /* Apart, the two sides share no edge, so every trail beyond one end joins every trail
   * beyond the other through the piece: the longest route through it is the longest on
   * each side, joined. */
  from_a = trails_through (&at_a, rules, state, player, edge, rules->edge_nodes[edge][0], G_MAXINT);
  from_b = trails_through (&at_b, rules, state, player, edge, rules->edge_nodes[edge][1], G_MAXINT);
  for (int w = 0; w < hw_game_edge_words (rules); w++)
    if (at_a.seen[w] & at_b.seen[w])
      return FALSE;
  *len = from_a + from_b - 1;
  return TRUE;
}

static void update_holder (HwGameState *state);

void
hw_game_update_routes_added (const HwGameRules *rules,
                             HwGameState       *state,
                             int                player,
                             int                edge)
{
  int len;

  /* A new piece breaks nothing, so the old routes stay; a longer one must use the new
   * piece, and when the piece ends every route through it, a walk from it finds it; when
   * it joins two networks, walks from its two ends do. */
  /* The walk below passes cancelled roads by, as the full count does; a new road that is
   * itself cancelled adds nothing, and the full count says so. Whether a road is cancelled
   * depends on the module's pieces alone, which a build does not move (a module that moves
   * them counts the routes again itself). */
  if (player >= state->n_players ||
      (rules->hooks[HW_HOOK_EDGE_CANCELLED].n > 0 && !hw_bit_get (state->players[player].ships, edge) &&
       hw_game_edge_cancelled (rules, state, edge)) ||
      (!route_from_piece (rules, state, player, edge, G_MAXINT, &len) &&
       !route_through_piece (rules, state, player, edge, &len)))
    {
      hw_game_update_routes (rules, state, 1u << player);
      return;
    }
  if (len > state->players[player].route_length)
    state->players[player].route_length = (guint8) len;
  update_holder (state);
}

void
hw_game_update_routes_moved (const HwGameRules *rules,
                             HwGameState       *state,
                             int                player,
                             int                from,
                             int                to)
{
  HwPlayerState *ps = &state->players[player];
  int old_len, through_old = 0, through_new = 0;
  gboolean ends_old;

  /* A route after the move either ends at the ship, or it uses neither edge and so was a
   * route before the move: at most old_len. When the ship now ends a route at least that
   * long, that one is the longest, whatever the ship did where it stood. (Ships are never
   * cancelled; the walks pass cancelled roads by.) */
  if (player >= state->n_players ||
      !route_from_piece (rules, state, player, to, G_MAXINT, &through_new))
    {
      hw_game_update_routes (rules, state, 1u << player);
      return;
    }
  old_len = ps->route_length;
  if (through_new >= old_len)
    {
      ps->route_length = (guint8) through_new;
      update_holder (state);
      return;
    }

  /* Shorter: whether the ship ended a route old_len long where it stood, measured with the
   * move undone (the walk may stop at that length). */
  hw_bit_clear (ps->ships, to);
  hw_bit_set (ps->ships, from);
  state->edge_owner[to] = 0;
  state->edge_owner[from] = (guint8) (player + 1);
  ends_old = route_from_piece (rules, state, player, from, old_len, &through_old);
  hw_bit_clear (ps->ships, from);
  hw_bit_set (ps->ships, to);
  state->edge_owner[from] = 0;
  state->edge_owner[to] = (guint8) (player + 1);

  /* Taking away a piece that ends every route through it shortens nothing when no longest
   * route used it; otherwise count again. */
  if (!ends_old || through_old >= old_len)
    hw_game_update_routes (rules, state, 1u << player);
  else
    update_holder (state);
}

static void
update_holder (HwGameState *state)
{
  int best = 0, n_best = 0, who = -1;
  int holder = state->longest_route_holder;

  for (int p = 0; p < state->n_players; p++)
    {
      int len = state->players[p].route_length;
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
hw_game_update_routes (const HwGameRules *rules,
                       HwGameState       *state,
                       guint              players)
{
  for (int p = 0; p < state->n_players; p++)
    if (players & (1u << p))
      state->players[p].route_length = (guint8) hw_game_route_length (rules, state, p);
  update_holder (state);
}

guint
hw_game_route_players_at (const HwGameRules *rules,
                          const HwGameState *state,
                          int                node)
{
  guint once = 0, twice = 0;

  /* A route passes a corner on two of its pieces there: a building put or taken away where a
   * player has one piece at most changes none of that player's routes (they may end there
   * either way), and most buildings are such. */
  for (int k = 0; k < 3; k++)
    {
      int e = rules->node_edges[node][k];
      guint bit;

      if (e < 0 || state->edge_owner[e] == 0)
        continue;
      bit = 1u << (state->edge_owner[e] - 1);
      twice |= once & bit;
      once |= bit;
    }
  return twice;
}

void
hw_game_update_harbors (const HwGameRules *rules,
                        HwGameState       *state,
                        int                player)
{
  HwPlayerState *ps = &state->players[player];
  guint8 mask = 0;

  /* A building a module took has no harbor. */
  HW_FOREACH_BIT (ps->buildings, hw_game_node_words (rules), n)
    if (!hw_game_node_lost (rules, state, n))
      mask |= rules->node_harbors[n];
  ps->harbors = mask;
}
