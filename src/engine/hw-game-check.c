/* hw-game-check.c: consistency checks of a game state, recomputed from scratch, for the
 * property tests and the simulation's self-checks. */
#include "hw-game-private.h"

#include <string.h>

#define FAIL(...) G_STMT_START { ok = FALSE; if (why) { g_string_append_printf (why, __VA_ARGS__); g_string_append_c (why, '\n'); } } G_STMT_END

guint
hw_game_kept_differ (const HwGameRules *rules,
                     const HwGameState *state)
{
  HwGameState fresh;
  guint differ = 0;

  if (!rules->keeps_spots && !rules->keeps_yield)
    return 0;
  memcpy (&fresh, state, sizeof fresh);
  if (rules->keeps_spots)
    {
      hw_game_spots_reset (rules, &fresh);
      if (memcmp (&fresh.spots, &state->spots, sizeof fresh.spots) != 0)
        differ |= HW_GAME_KEPT_SPOTS;
    }
  if (rules->keeps_yield)
    {
      hw_game_yield_reset (rules, &fresh);
      if (memcmp (&fresh.yield, &state->yield, sizeof fresh.yield) != 0)
        differ |= HW_GAME_KEPT_YIELD;
    }
  return differ;
}

gboolean
hw_game_check_invariants (const HwGameRules *rules,
                          const HwGameState *state,
                          GString           *why)
{
  gboolean ok = TRUE;
  int n = state->n_players;
  int dev_total = state->deck_left;
  int best = 0, n_best = 0;
  int lengths[HW_GAME_MAX_PLAYERS];
  guint differ;

  /* Resource cards are conserved: bank + hands. */
  for (int r = 0; r < HW_N_RESOURCES; r++)
    {
      int total = state->bank[r];
      for (int p = 0; p < n; p++)
        {
          total += state->players[p].hand[r];
          if (state->players[p].hand[r] < 0)
            FAIL ("player %d holds %d of resource %d", p, state->players[p].hand[r], r);
        }
      if (total != rules->bank_size)
        FAIL ("resource %d: bank + hands = %d, not %d", r, total, rules->bank_size);
      if (rules->bank_limit && state->bank[r] < 0)
        FAIL ("the bank holds %d of resource %d", state->bank[r], r);
    }

  for (int p = 0; p < n; p++)
    {
      const HwPlayerState *ps = &state->players[p];
      int nb = hw_bits_count (ps->buildings, HW_GAME_NODE_WORDS);
      int nc = hw_bits_count (ps->cities, HW_GAME_NODE_WORDS);
      int nr = hw_bits_count (ps->roads, HW_GAME_EDGE_WORDS);
      int ns = hw_bits_count (ps->ships, HW_GAME_EDGE_WORDS);
      int owned_nodes = 0, owned_edges = 0;
      HwVpSources vp;
      int recount;

      /* BASE-PIECES */
      if (nb - nc + ps->settlements_left != rules->max_settlements)
        FAIL ("player %d: %d settlements on the board and %d left", p, nb - nc, ps->settlements_left);
      if (nc + ps->cities_left != rules->max_cities)
        FAIL ("player %d: %d cities on the board and %d left", p, nc, ps->cities_left);
      if (nr + ps->roads_left != rules->max_roads)
        FAIL ("player %d: %d roads on the board and %d left", p, nr, ps->roads_left);
      if (ns + ps->ships_left != rules->max_ships)
        FAIL ("player %d: %d ships on the board and %d left", p, ns, ps->ships_left);
      for (int w = 0; w < HW_GAME_NODE_WORDS; w++)
        if (ps->cities[w] & ~ps->buildings[w])
          FAIL ("player %d: a city without a building", p);
      for (int w = 0; w < HW_GAME_EDGE_WORDS; w++)
        if (ps->roads[w] & ps->ships[w])
          FAIL ("player %d: a road and a ship on one edge", p);

      for (int i = 0; i < rules->n_nodes; i++)
        if (state->node_owner[i] == p + 1)
          {
            owned_nodes++;
            if (!hw_bit_get (ps->buildings, i))
              FAIL ("node %d: owner table and player %d's buildings disagree", i, p);
          }
      for (int e = 0; e < rules->n_edges; e++)
        if (state->edge_owner[e] == p + 1)
          {
            owned_edges++;
            if (hw_bit_get (ps->roads, e) && !(rules->edge_flags[e] & HW_EDGE_ROAD))
              FAIL ("edge %d: a road where no road may stand", e);
            if (hw_bit_get (ps->ships, e) && !(rules->edge_flags[e] & HW_EDGE_SHIP))
              FAIL ("edge %d: a ship where no ship may stand", e);
          }
      if (owned_nodes != nb)
        FAIL ("player %d: %d buildings but %d owned nodes", p, nb, owned_nodes);
      if (owned_edges != nr + ns)
        FAIL ("player %d: %d roads and ships but %d owned edges", p, nr + ns, owned_edges);

      /* Victory points, recomputed from the owner tables. */
      hw_game_vp_sources (rules, state, p, &vp);
      recount = 0;
      for (int i = 0; i < rules->n_nodes; i++)
        if (state->node_owner[i] == p + 1 && !hw_game_node_lost (rules, state, i))
          recount += hw_bit_get (ps->cities, i) ? 2 : 1;
      recount += (state->longest_route_holder == p ? 2 : 0) +
                 (state->largest_army_holder == p ? 2 : 0) +
                 ps->dev[HW_DEV_VICTORY_POINT] + ps->island_vp;
      HW_FOREACH_HOOK (rules, HW_HOOK_EXTRA_VP, slot)
        recount += slot->module->extra_vp (rules, slot, state, p);
      if (recount != vp.total || vp.total != hw_game_vp (rules, state, p))
        FAIL ("player %d: %d VP, recomputed %d", p, vp.total, recount);

      lengths[p] = hw_game_route_length (rules, state, p);
      if (lengths[p] != ps->route_length)
        FAIL ("player %d: route length %d, recomputed %d", p, ps->route_length, lengths[p]);
      if (lengths[p] > best)
        best = lengths[p], n_best = 1;
      else if (lengths[p] == best)
        n_best++;

      /* JUN: tokens come only from jungles and go only to development cards. */
      if (ps->discoveries != state->counters.discoveries_earned[p] - state->counters.discoveries_spent[p])
        FAIL ("player %d: %d discovery tokens, %d earned and %d spent", p, ps->discoveries,
              state->counters.discoveries_earned[p], state->counters.discoveries_spent[p]);

      for (int c = 0; c < HW_N_DEV; c++)
        {
          dev_total += ps->dev[c];
          if (ps->dev_new[c] > ps->dev[c])
            FAIL ("player %d: more new cards than cards", p);
        }
      dev_total += ps->knights_played;
      {
        guint8 mask = 0;
        for (int i = 0; i < rules->n_nodes; i++)
          if (state->node_owner[i] == p + 1 && !hw_game_node_lost (rules, state, i))
            mask |= rules->node_harbors[i];
        if (mask != ps->harbors)
          FAIL ("player %d: harbor access out of date", p);
      }
    }

  if (dev_total > rules->deck_size)
    FAIL ("%d development cards in play, more than the deck", dev_total);

  /* BASE-PLACE-01: the distance rule. */
  for (int i = 0; i < rules->n_nodes; i++)
    {
      if (state->node_owner[i] == 0)
        continue;
      if (!(rules->node_flags[i] & HW_NODE_LAND))
        FAIL ("node %d: a building off the land", i);
      for (int k = 0; k < 3; k++)
        {
          int m = rules->node_nodes[i][k];
          if (m >= 0 && state->node_owner[m] != 0)
            FAIL ("nodes %d and %d: buildings side by side", i, m);
        }
    }

  /* What is kept for speed is the board's (hw-game-spots.c, hw-game-yield.c). */
  differ = hw_game_kept_differ (rules, state);
  if (differ & HW_GAME_KEPT_SPOTS)
    FAIL ("the kept spots (free sites, road ends and road spots) differ from the board");
  if (differ & HW_GAME_KEPT_YIELD)
    FAIL ("the kept yield (what each roll pays) differs from the board");

  /* BASE-ROAD: the holder is never beaten; nobody is left without a card he earned. */
  if (state->longest_route_holder >= 0)
    {
      int h = state->longest_route_holder;
      if (lengths[h] < 5 || lengths[h] < best)
        FAIL ("player %d holds the longest route with %d (best %d)", h, lengths[h], best);
    }
  else if (best >= 5 && n_best == 1)
    FAIL ("a unique longest route of %d but no holder", best);

  /* BASE-ARMY */
  if (state->largest_army_holder >= 0)
    {
      int h = state->largest_army_holder;
      if (state->players[h].knights_played < 3)
        FAIL ("player %d holds the largest army with %d knights", h, state->players[h].knights_played);
      for (int p = 0; p < n; p++)
        if (state->players[p].knights_played > state->players[h].knights_played)
          FAIL ("player %d has more knights than the army holder", p);
    }
  else if (!rules->no_largest_army)
    for (int p = 0; p < n; p++)
      if (state->players[p].knights_played >= 3)
        FAIL ("player %d played %d knights but nobody holds the army", p, state->players[p].knights_played);

  /* A setup that ran out of room ends without a winner (hw_game_apply). */
  if (state->setup_blocked)
    {
      if (state->phase != HW_PHASE_OVER || state->winner != -1 || state->turn != 0)
        FAIL ("a blocked setup that did not end the game without a winner");
      return ok;
    }
  HW_FOREACH_HOOK (rules, HW_HOOK_CHECK, slot)
    if (!slot->module->check (rules, slot, state, why))
      ok = FALSE;
  /* A module that ends games itself also says who won. */
  if (rules->hooks[HW_HOOK_CHECK_END].n > 0)
    return ok;
  if (state->phase == HW_PHASE_OVER &&
      (state->winner < 0 || hw_game_vp (rules, state, state->winner) < rules->victory_points))
    FAIL ("the game is over without a winner at the target");
  if (state->phase != HW_PHASE_OVER && state->winner >= 0)
    FAIL ("a winner while the game runs");
  return ok;
}
