/* hw-dr-raiders.c: the raiders of The Desert Raiders (rules.md DR-*). */
#include "config.h"

#include "hw-dr-raiders.h"
#include "hw-game-private.h"
#include "hw-terrain.h"

static gboolean
is_desert (const HwGameRules *rules, int hex)
{
  return hex >= 0 && hex < rules->n_hexes && rules->hex_terrain[hex] == HW_TERRAIN_DESERT;
}

/* Land for raiders: any hex on an island (DR-STORM-02 keeps them off the water). */
static gboolean
is_land (const HwGameRules *rules, int hex)
{
  return hex >= 0 && hex < rules->n_hexes && rules->hex_island[hex] >= 0
         && rules->hex_terrain[hex] != HW_TERRAIN_SEA;
}

int
hw_raiders_pool (int n_players)
{
  return n_players >= 5 ? 24 : 18;
}

int
hw_raiders_per_build (int n_players)
{
  return n_players % 2 == 0 ? 2 : 3;
}

void
hw_raiders_init (HwRaiders *raiders, int n_players)
{
  g_return_if_fail (raiders != NULL);

  memset (raiders, 0, sizeof *raiders);
  raiders->supply = (guint8) hw_raiders_pool (n_players);
}

gboolean
hw_raiders_place (const HwGameRules *rules, HwRaiders *raiders, int hex)
{
  g_return_val_if_fail (rules != NULL && raiders != NULL, FALSE);

  if (!is_desert (rules, hex) || raiders->supply == 0)
    return FALSE;
  raiders->supply--;
  raiders->raiders[hex]++;
  if (raiders->supply == 0)
    raiders->storm = TRUE;
  return TRUE;
}

int
hw_raiders_on_deserts (const HwGameRules *rules, const HwRaiders *raiders)
{
  int n = 0;

  for (int h = 0; h < rules->n_hexes; h++)
    if (is_desert (rules, h))
      n += raiders->raiders[h];
  return n;
}

/* The desert the storm takes a raider from: the fullest, so no desert empties early. */
static int
fullest_desert (const HwGameRules *rules, const HwRaiders *raiders)
{
  int best = -1;

  for (int h = 0; h < rules->n_hexes; h++)
    if (is_desert (rules, h) && raiders->raiders[h] > 0
        && (best < 0 || raiders->raiders[h] > raiders->raiders[best]))
      best = h;
  return best;
}

int
hw_raiders_storm_targets (const HwGameRules *rules, const HwRaiders *raiders, int sum,
                          guint64 *eligible)
{
  int n = 0;

  g_return_val_if_fail (rules != NULL && raiders != NULL && eligible != NULL, 0);

  memset (eligible, 0, HW_RAIDERS_HEX_WORDS * sizeof (guint64));
  if (!raiders->storm || sum < 2 || sum > 12)
    return 0;
  /* Decide every hex against the board as it was before this roll, so two hexes with the
   * number both receive one and a fresh raider does not spread further the same roll. */
  for (int h = 0; h < rules->n_hexes; h++)
    {
      gboolean next_to = FALSE;

      if (!is_land (rules, h) || is_desert (rules, h) || raiders->raiders[h] > 0
          || rules->hex_chit[h] != sum)
        continue;
      for (int k = 0; k < 6 && !next_to; k++)
        {
          int o = hw_game_hex_neighbour (rules, h, k);

          if (o < 0 || !is_land (rules, o))
            continue;
          next_to = is_desert (rules, o) || raiders->raiders[o] > 0;
        }
      if (next_to)
        {
          hw_bit_set (eligible, h);
          n++;
        }
    }
  return n;
}

gboolean
hw_raiders_storm_move (const HwGameRules *rules, HwRaiders *raiders, int desert, int hex)
{
  g_return_val_if_fail (rules != NULL && raiders != NULL, FALSE);

  if (!is_desert (rules, desert) || raiders->raiders[desert] == 0 || !is_land (rules, hex) ||
      is_desert (rules, hex) || raiders->raiders[hex] > 0)
    return FALSE;
  raiders->raiders[desert]--;
  raiders->raiders[hex] = 1;
  return TRUE;
}

int
hw_raiders_storm (const HwGameRules *rules, HwRaiders *raiders, int sum, guint64 *placed)
{
  guint64 eligible[HW_RAIDERS_HEX_WORDS];
  int n = 0;

  g_return_val_if_fail (rules != NULL && raiders != NULL, 0);

  if (placed != NULL)
    memset (placed, 0, sizeof eligible);
  if (hw_raiders_storm_targets (rules, raiders, sum, eligible) == 0)
    return 0;
  HW_FOREACH_BIT (eligible, HW_RAIDERS_HEX_WORDS, h)
    {
      int from = fullest_desert (rules, raiders);

      if (from < 0)
        break;
      hw_raiders_storm_move (rules, raiders, from, h);
      if (placed != NULL)
        hw_bit_set (placed, h);
      n++;
    }
  return n;
}

gboolean
hw_raiders_blocks (const HwRaiders *raiders, int hex, const guint64 *placed)
{
  g_return_val_if_fail (raiders != NULL, FALSE);

  if (hex < 0 || hex >= HW_GAME_MAX_HEXES || raiders->raiders[hex] == 0)
    return FALSE;
  return placed == NULL || !hw_bit_get (placed, hex);
}

gboolean
hw_raiders_edge_cancelled (const HwGameRules *rules, const HwRaiders *raiders, int edge)
{
  int a, b;

  g_return_val_if_fail (rules != NULL && raiders != NULL, FALSE);

  if (edge < 0 || edge >= rules->n_edges)
    return FALSE;
  a = rules->edge_hexes[edge][0];
  b = rules->edge_hexes[edge][1];
  return is_land (rules, a) && is_land (rules, b)
         && raiders->raiders[a] > 0 && raiders->raiders[b] > 0;
}

gboolean
hw_raiders_node_taken (const HwGameRules *rules, const HwRaiders *raiders, int node)
{
  gboolean touched = FALSE;

  g_return_val_if_fail (rules != NULL && raiders != NULL, FALSE);

  if (node < 0 || node >= rules->n_nodes)
    return FALSE;
  /* The source: taken when no neighbouring land hex can give it resources. A desert gives
   * nothing, so it need not hold a raider; but some raider must touch the building. */
  for (int k = 0; k < 3; k++)
    {
      int h = rules->node_hexes[node][k];

      if (!is_land (rules, h))
        continue;
      if (raiders->raiders[h] > 0)
        touched = TRUE;
      else if (!is_desert (rules, h))
        return FALSE;
    }
  return touched;
}

gboolean
hw_raiders_soldier (const HwGameRules *rules, HwRaiders *raiders, int hex)
{
  g_return_val_if_fail (rules != NULL && raiders != NULL, FALSE);

  if (!is_land (rules, hex) || raiders->raiders[hex] == 0)
    return FALSE;
  raiders->raiders[hex]--;
  return TRUE;
}
