/* hw-game-yield.c: what each roll pays, kept in the state as buildings come and go (issue
 * 14). A roll used to look at the six corners of each hex of its number; with the cards each
 * number owes each player kept, it reads them and takes off only what the robber's hex
 * would have paid.
 *
 * Kept only where HwGameRules.keeps_yield: the spots are kept (no ships, no modules) and no
 * volcano or jungle changes buildings or pays in other ways. */
#include "config.h"

#include "hw-game-private.h"

void
hw_game_yield_add (const HwGameRules *rules,
                   HwGameState       *state,
                   int                player,
                   int                node,
                   int                cards)
{
  for (int k = 0; k < 3; k++)
    {
      int h = rules->node_hexes[node][k];

      if (h < 0 || !hw_game_yield_plain (rules, h))
        continue;
      state->yield.owed[rules->hex_chit[h] - 2][player][rules->hex_resource[h]] += (gint16) cards;
      state->yield.given[h] += (guint8) cards;
    }
}

void
hw_game_yield_reset (const HwGameRules *rules,
                     HwGameState       *state)
{
  g_return_if_fail (rules->keeps_yield);

  memset (&state->yield, 0, sizeof state->yield);
  for (int p = 0; p < state->n_players; p++)
    HW_FOREACH_BIT (state->players[p].buildings, hw_game_node_words (rules), node)
      hw_game_yield_add (rules, state, p, node, hw_bit_get (state->players[p].cities, node) ? 2 : 1);
}
