/* hw-game-spots.c: where each player may build next, kept in the state as pieces come and
 * go (issue 14). Listing the builds used to gather the ends of a player's roads and look
 * at every edge around them at every decision; with the spots kept, the list is read off
 * masks, and a bot that draws an index needs only their counts (hw-game.c).
 *
 * Kept only where HwGameRules.keeps_spots: without ships or rule modules, pieces change
 * only through hw_game_put_*() and hw_game_remove_*(), which keep the spots up to date. */
#include "config.h"

#include "hw-game-private.h"

/* A road of @player may go on from @node: its own building, or its road's end on a free
 * corner (an opponent's building cuts the road, BASE-BUILD-01). */
static inline gboolean
road_joins (const HwGameState *state,
            int                player,
            int                node)
{
  int owner = state->node_owner[node];

  return owner == player + 1 ||
         (owner == 0 && hw_bit_get (state->spots.road_ends[player], node));
}

/* Every free road edge at @node becomes a spot of @player (who may build on from there). */
static void
open_around (const HwGameRules *rules,
             HwGameState       *state,
             int                player,
             int                node)
{
  for (int k = 0; k < 3; k++)
    {
      int e = rules->node_edges[node][k];

      if (e >= 0 && state->edge_owner[e] == 0 && (rules->edge_flags[e] & HW_EDGE_ROAD))
        hw_bit_set (state->spots.road_spots[player], e);
    }
}

/* @player's building on @node stands on a corner of the hexes around it. */
static inline void
mark_hexes (const HwGameRules *rules,
            HwGameState       *state,
            int                player,
            int                node)
{
  for (int k = 0; k < 3; k++)
    {
      int h = rules->node_hexes[node][k];

      if (h >= 0)
        state->spots.hex_players[h] |= (guint8) (1u << player);
    }
}

void
hw_game_spots_road_added (const HwGameRules *rules,
                          HwGameState       *state,
                          int                player,
                          int                edge)
{
  for (int p = 0; p < state->n_players; p++)
    hw_bit_clear (state->spots.road_spots[p], edge);
  for (int i = 0; i < 2; i++)
    {
      int node = rules->edge_nodes[edge][i];

      hw_bit_set (state->spots.road_ends[player], node);
      if (road_joins (state, player, node))
        open_around (rules, state, player, node);
    }
}

void
hw_game_spots_reset (const HwGameRules *rules,
                     HwGameState       *state)
{
  int node_words = hw_game_node_words (rules), edge_words = hw_game_edge_words (rules);
  HwGameSpots *sp = &state->spots;

  g_return_if_fail (rules->keeps_spots);

  memset (sp, 0, sizeof *sp);
  for (int node = 0; node < rules->n_nodes; node++)
    if (hw_game_node_free (rules, state, node))
      hw_bit_set (sp->free_sites, node);
  /* Every road as if just built (an owned edge is nobody's spot), then every building. */
  for (int p = 0; p < state->n_players; p++)
    {
      const HwPlayerState *ps = &state->players[p];

      HW_FOREACH_BIT (ps->roads, edge_words, e)
        hw_game_spots_road_added (rules, state, p, e);
      HW_FOREACH_BIT (ps->buildings, node_words, node)
        {
          open_around (rules, state, p, node);
          mark_hexes (rules, state, p, node);
        }
    }
}

void
hw_game_spots_building_added (const HwGameRules *rules,
                              HwGameState       *state,
                              int                player,
                              int                node)
{
  HwGameSpots *sp = &state->spots;

  /* BASE-PLACE-01: nothing more here nor next door. */
  hw_bit_clear (sp->free_sites, node);
  for (int k = 0; k < 3; k++)
    if (rules->node_nodes[node][k] >= 0)
      hw_bit_clear (sp->free_sites, rules->node_nodes[node][k]);

  open_around (rules, state, player, node);
  mark_hexes (rules, state, player, node);
  /* The others' roads no longer go on through this corner: an edge here stays their spot
   * only through its other end. */
  for (int p = 0; p < state->n_players; p++)
    {
      if (p == player)
        continue;
      for (int k = 0; k < 3; k++)
        {
          int e = rules->node_edges[node][k];
          int other;

          if (e < 0 || !hw_bit_get (sp->road_spots[p], e))
            continue;
          other = rules->edge_nodes[e][0] == node ? rules->edge_nodes[e][1] : rules->edge_nodes[e][0];
          if (!road_joins (state, p, other))
            hw_bit_clear (sp->road_spots[p], e);
        }
    }
}

/* One entry of scan(): listed, or written to @found when it is the one at @want (TRUE:
 * the scan stops there). */
G_ALWAYS_INLINE static inline gboolean
emit (HwAction *buf,
      guint    *n,
      guint     cap,
      guint     want,
      HwAction *found,
      int       type,
      int       id)
{
  if (found != NULL && *n == want)
    {
      *found = (HwAction) { (guint8) type, 0, (gint16) id, 0 };
      return TRUE;
    }
  hw_game_push (buf, n, cap, type, id, 0, 0);
  return FALSE;
}

/* The scan over the player's network that the spots replace, in its order: corner by
 * corner, the settlement there, then the new edges around it. Lists into @buf, or with
 * @found writes there the entry at @want and stops. */
G_ALWAYS_INLINE static inline guint
scan (const HwGameRules *rules,
      const HwGameState *state,
      int                player,
      gboolean           road,
      gboolean           settle,
      HwAction          *buf,
      guint              n,
      guint              cap,
      guint              want,
      HwAction          *found)
{
  const HwGameSpots *sp = &state->spots;
  guint64 seen[HW_GAME_EDGE_WORDS];  /* roads listed */
  int edge_words = hw_game_edge_words (rules);

  memset (seen, 0, sizeof (guint64) * edge_words);
  for (int w = 0; w < hw_game_node_words (rules); w++)
    for (guint64 b = state->players[player].buildings[w] | sp->road_ends[player][w]; b != 0;
         b &= b - 1)
      {
        int node = w * 64 + __builtin_ctzll (b);
        int owner = state->node_owner[node];

        if (owner != 0 && owner != player + 1)
          continue;
        if (settle && hw_bit_get (sp->free_sites, node) &&
            emit (buf, &n, cap, want, found, HW_ACTION_BUILD_SETTLEMENT, node))
          return n;
        if (!road)
          continue;
        for (int k = 0; k < 3; k++)
          {
            int e = rules->node_edges[node][k];

            if (e >= 0 && hw_bit_get (sp->road_spots[player], e) && !hw_bit_get (seen, e))
              {
                if (emit (buf, &n, cap, want, found, HW_ACTION_BUILD_ROAD, e))
                  return n;
                hw_bit_set (seen, e);
              }
          }
      }
  return n;
}

guint
hw_game_list_spots (const HwGameRules *rules,
                    const HwGameState *state,
                    int                player,
                    gboolean           road,
                    gboolean           settle,
                    HwAction          *buf,
                    guint              n,
                    guint              cap)
{
  return scan (rules, state, player, road, settle, buf, n, cap, 0, NULL);
}

gboolean
hw_game_spot_at (const HwGameRules *rules,
                 const HwGameState *state,
                 int                player,
                 gboolean           road,
                 gboolean           settle,
                 guint              index,
                 HwAction          *out)
{
  out->type = HW_N_ACTION_TYPES;
  /* Nothing is written: the buffer has no room. */
  scan (rules, state, player, road, settle, NULL, 0, 0, index, out);
  return out->type != HW_N_ACTION_TYPES;
}

guint
hw_game_count_spots (const HwGameRules *rules,
                     const HwGameState *state,
                     int                player,
                     gboolean           road,
                     gboolean           settle)
{
  const HwGameSpots *sp = &state->spots;
  guint n = 0;

  /* A free site is nobody's, so the player's own buildings drop out of the scan's corners. */
  if (settle)
    for (int w = 0; w < hw_game_node_words (rules); w++)
      n += (guint) __builtin_popcountll (sp->road_ends[player][w] & sp->free_sites[w]);
  if (road)
    for (int w = 0; w < hw_game_edge_words (rules); w++)
      n += (guint) __builtin_popcountll (sp->road_spots[player][w]);
  return n;
}
