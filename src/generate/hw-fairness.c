/* hw-fairness.c: the setup draft played out by the table bots, and each seat's start.
 *
 * Why a draft and not a static look at the board: the seat gap that simulations show comes
 * from the snake draft (seat 1 takes the best place, the last seat takes two in a row), so
 * the measure lets the bots' own placement policy draft, several times with different
 * seeded styles and temperatures, and reads what each seat got. The weights that turn a
 * start into one strength were fitted by regression of simulated seat win rates on these
 * figures over generated base boards (seeds 1..100, 10,000 "table" games each), and checked
 * on other boards (bench-fairness); which figures enter was chosen by cross-validation on
 * the same seeds (see w_pips).
 */
#include "config.h"
#include "hw-module-registry.h"

#include <string.h>

#include "hw-bot.h"
#include "hw-fairness.h"
#include "hw-fairness-private.h"
#include "hw-fairness-draft.h"
#include "hw-fairness-weights.h"

/* The fast draft plays the roads in one draft of this many. */
#define ROAD_EVERY 10

/* A setup with more actions than this is not a draft: stop reading it. */
#define MAX_SETUP_ACTIONS 400

/* The starting figure: points of win rate per unit of each seat figure, fitted by least
 * squares of the seats' simulated win rates (10,000 "table" games per board) on their figures
 * (the default drafts) over base boards from `generate --seed` 1..100, each figure taken
 * against the mean of the table; bench-fairness checks them on seeds 101..300. Refitted
 * after domestic trade with the road pair (the lesser of brick and lumber pips), chosen by
 * cross-validation on seeds 1..100 among the figures below: a seat that makes both can
 * expand without trading. Room (the best sites left) and the scarcity-weighted pips weigh
 * nothing now: with the road pair in, the fit gave them no weight that cross-validated. */
static const HwFairnessWeights base_weights = {
  .pips = { 3.09, 2.90, 3.57, 3.20, 1.87 },
  .resources = 6.25,            /* per different resource produced */
  .harbor = 1.02,               /* per unit of harbor access */
  .road_pair = 1.35,            /* per pip of the lesser of brick and lumber */
  /* The order of play on its own, for four seats (the same fit): small beside the draft. */
  .seat_order_players = 4,
  .seat_order = { 0.39, 0.13, -0.08, -0.44 },
  /* The fit was made for four seats: with more, each point of edge is shared among more. */
  .spread = 4.0,
};
/* A rule module that changes what a good start is brings weights fitted the same way for
 * its rules (HwRuleModule.fairness, hw-fairness-weights.h). */

/* The slot of the first of the scenario's modules with fairness weights of its own, or NULL
 * for the base rules' weights. */
static const HwModuleSlot *
weights_slot (const HwGameRules *rules)
{
  for (int i = 0; i < rules->n_modules; i++)
    if (rules->modules[i].module->fairness != NULL)
      return &rules->modules[i];
  return NULL;
}

/* The slot whose bot advice measures the ship edges to sites abroad (the figure its weights
 * give a sail weight to), or NULL. */
static const HwModuleSlot *
sail_slot (const HwModuleSlot *weights)
{
  if (weights == NULL || weights->module->bot == NULL
      || weights->module->bot->sail_distances == NULL)
    return NULL;
  return weights;
}

static inline gboolean
bit_set (const guint64 *set,
         int            i)
{
  return (set[i >> 6] >> (i & 63)) & 1;
}

/* What a settlement on a node makes, read once per measure. */
typedef struct
{
  double pips[HW_GAME_MAX_NODES][HW_N_RESOURCES];
  double total[HW_GAME_MAX_NODES];
  guint8 desert[HW_GAME_MAX_NODES];   /* corner steps to the nearest desert, 10 at most */
} NodeTable;

static int
hex_yield (const HwGameRules *rules,
           int                h)
{
  if (rules->hex_terrain[h] == HW_TERRAIN_VOLCANO)
    return rules->volcano_produces;
  return rules->hex_resource[h];
}

static double
harbor_value (guint8        harbors,
              const double *pips)
{
  double v = 0.0;

  if (harbors & 1)
    v += 1.0;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    if (harbors & (1 << (1 + r)))
      v += 0.5 + pips[r] / 4.0;
  return v;
}

/* The best two free sites within two more roads of the seat's network. */
static double
expansion_of (const HwGameRules *rules,
              const HwGameState *state,
              const NodeTable   *table,
              int                seat)
{
  const HwPlayerState *p = &state->players[seat];
  guint8 depth[HW_GAME_MAX_NODES];
  int queue[HW_GAME_MAX_NODES];
  int head = 0, tail = 0;
  double best = 0.0, second = 0.0;

  /* The network: its buildings and both ends of its roads and ships. */
  memset (depth, 0xff, sizeof (guint8) * (gsize) rules->n_nodes);
  for (int w = 0; w < HW_GAME_NODE_WORDS; w++)
    for (guint64 bits = p->buildings[w]; bits != 0; bits &= bits - 1)
      {
        int n = w * 64 + __builtin_ctzll (bits);

        if (depth[n] != 0)
          depth[n] = 0, queue[tail++] = n;
      }
  for (int w = 0; w < HW_GAME_EDGE_WORDS; w++)
    for (guint64 bits = p->roads[w] | p->ships[w]; bits != 0; bits &= bits - 1)
      for (int k = 0; k < 2; k++)
        {
          int n = rules->edge_nodes[w * 64 + __builtin_ctzll (bits)][k];

          if (n >= 0 && depth[n] != 0)
            depth[n] = 0, queue[tail++] = n;
        }
  while (head < tail)
    {
      int n = queue[head++];

      if (hw_game_node_free (rules, state, n))
        {
          double v = table->total[n];

          if (v > best)
            second = best, best = v;
          else if (v > second)
            second = v;
        }
      if (depth[n] >= 2)
        continue;
      for (int k = 0; k < 3; k++)
        {
          int m = rules->node_nodes[n][k], e = rules->node_edges[n][k];

          if (m < 0 || e < 0 || depth[m] != 0xff || state->edge_owner[e] != 0
              || !(rules->edge_flags[e] & HW_EDGE_ROAD)
              || (state->node_owner[m] != 0 && state->node_owner[m] != seat + 1))
            continue;
          depth[m] = depth[n] + 1;
          queue[tail++] = m;
        }
    }
  return best + 0.5 * second;
}

/* Corner steps from every corner to the nearest corner of a desert (where the robber starts,
 * and where some modules' pawns come from), 10 at most: the board's, computed
 * once per measure; a seat's figure is the least over its settlements. */
static void
desert_distances (const HwGameRules *rules,
                  guint8            *depth)
{
  int queue[HW_GAME_MAX_NODES], head = 0, tail = 0;

  memset (depth, 0xff, (gsize) rules->n_nodes);
  for (int h = 0; h < rules->n_hexes; h++)
    if (rules->hex_terrain[h] == HW_TERRAIN_DESERT)
      for (int k = 0; k < 6; k++)
        {
          int n = rules->hex_nodes[h][k];

          if (n >= 0 && depth[n] == 0xff)
            {
              depth[n] = 0;
              queue[tail++] = n;
            }
        }
  while (head < tail)
    {
      int n = queue[head++];

      if (depth[n] >= 10)
        continue;
      for (int k = 0; k < 3; k++)
        {
          int m = rules->node_nodes[n][k];

          if (m >= 0 && depth[m] == 0xff)
            {
              depth[m] = depth[n] + 1;
              queue[tail++] = m;
            }
        }
    }
  for (int n = 0; n < rules->n_nodes; n++)
    depth[n] = MIN (depth[n], 10);
}

static void
node_table_init (const HwGameRules *rules,
                 NodeTable         *t)
{
  desert_distances (rules, t->desert);
  for (int n = 0; n < rules->n_nodes; n++)
    {
      memset (t->pips[n], 0, sizeof t->pips[n]);
      t->total[n] = 0.0;
      for (int k = 0; k < 3; k++)
        {
          int h = rules->node_hexes[n][k], r;

          if (h < 0 || rules->hex_chit[h] == 0)
            continue;
          r = hex_yield (rules, h);
          t->total[n] += hw_chit_pips (rules->hex_chit[h]);
          if (r >= 0 && r < HW_N_RESOURCES)
            t->pips[n][r] += hw_chit_pips (rules->hex_chit[h]);
        }
    }
}

/* Adds @weight times the start of settlements on @nodes[@n_nodes] into @out: pips, mix,
 * harbors, nearness of the deserts. */
static void
add_settlements (const HwGameRules *rules,
                 const NodeTable   *table,
                 const int         *nodes,
                 int                n_nodes,
                 double             weight,
                 gboolean           with_pips,
                 HwFairnessSeat    *out)
{
  double pips[HW_N_RESOURCES] = { 0 }, total = 0.0, harbor = 0.0;
  int kinds = 0, near_desert = 10;

  for (int i = 0; i < n_nodes; i++)
    {
      total += table->total[nodes[i]];
      for (int r = 0; r < HW_N_RESOURCES; r++)
        pips[r] += table->pips[nodes[i]][r];
    }
  for (int r = 0; r < HW_N_RESOURCES; r++)
    kinds += pips[r] > 0;
  for (int i = 0; i < n_nodes; i++)
    {
      if (rules->node_harbors[nodes[i]] != 0)
        harbor += harbor_value (rules->node_harbors[nodes[i]], pips);
      near_desert = MIN (near_desert, table->desert[nodes[i]]);
    }

  if (with_pips)
    {
      for (int r = 0; r < HW_N_RESOURCES; r++)
        out->pips[r] += weight * pips[r];
      out->total_pips += weight * total;
    }
  out->resources += weight * kinds;
  out->harbor += weight * harbor;
  out->desert += weight * near_desert;
}

/* Adds what @seat holds after the draft in @state into @out. */
static void
add_start (const HwGameRules  *rules,
           const HwGameState  *state,
           const NodeTable    *table,
           const HwModuleSlot *sail_from,
           int                 seat,
           HwFairnessSeat     *out)
{
  const HwPlayerState *p = &state->players[seat];
  int nodes[HW_GAME_MAX_NODES], n_nodes = 0;

  for (int w = 0; w < HW_GAME_NODE_WORDS; w++)
    for (guint64 bits = p->buildings[w]; bits != 0; bits &= bits - 1)
      nodes[n_nodes++] = w * 64 + __builtin_ctzll (bits);
  add_settlements (rules, table, nodes, n_nodes, 1.0, TRUE, out);
  out->expansion += expansion_of (rules, state, table, seat);
  if (sail_from != NULL)
    {
      guint8 sail[HW_GAME_MAX_NODES];
      int best = 20;

      sail_from->module->bot->sail_distances (rules, sail_from, state, seat, sail);
      for (int i = 0; i < n_nodes; i++)
        best = MIN (best, (int) sail[nodes[i]]);
      out->sail += best;
    }
}

gboolean
hw_fairness_play_draft (const HwGameRules *rules,
                        HwGameState       *state,
                        HwAction          *buf,
                        guint64            seed,
                        int              (*placed)[2])
{
  HwBot bots[HW_GAME_MAX_PLAYERS];
  int n = rules->n_players;

  hw_game_init (state, rules, seed);
  for (int s = 0; s < n; s++)
    hw_bot_init (&bots[s], &hw_bot_table, s, seed);
  for (int i = 0; i < MAX_SETUP_ACTIONS; i++)
    {
      HwAction choice;
      guint n_legal;
      int seat;

      if (state->phase != HW_PHASE_SETUP_SETTLEMENT && state->phase != HW_PHASE_SETUP_ROAD)
        return TRUE;
      n_legal = hw_game_legal_actions (rules, state, buf, HW_GAME_MAX_ACTIONS);
      seat = hw_game_to_move (state);
      if (n_legal == 0 || seat < 0 || seat >= n)
        return FALSE;
      memset (&choice, 0, sizeof choice);
      if (!hw_bot_choose (&bots[seat], rules, state, buf, n_legal, &choice)
          || hw_action_find (buf, n_legal, &choice) < 0
          || !hw_game_apply (rules, state, &choice))
        return FALSE;
      /* The first settlement in the first round, the second in the second. */
      if (placed != NULL && choice.type == HW_ACTION_PLACE_SETTLEMENT)
        placed[seat][placed[seat][0] >= 0] = choice.a;
    }
  return FALSE;
}

void
hw_fairness_measure (const HwGameRules *rules,
                     guint              n_drafts,
                     guint64            seed,
                     HwFairness        *out)
{
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  g_autofree HwAction *buf = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  g_autofree NodeTable *table = g_new (NodeTable, 1);
  int n = rules->n_players;
  guint played = 0, with_roads = 0;
  double best, worst = G_MAXDOUBLE, sum = 0.0, mean = 0.0;
  double table_pips[HW_N_RESOURCES] = { 0 }, table_total = 0.0;
  const HwModuleSlot *fit = weights_slot (rules);
  const HwModuleSlot *sail_from = sail_slot (fit);
  const HwFairnessWeights *weights = fit != NULL ? fit->module->fairness : &base_weights;

  g_return_if_fail (out != NULL && n >= 1 && n <= HW_GAME_MAX_PLAYERS);

  memset (out, 0, sizeof *out);
  out->n_seats = n;
  if (n_drafts == 0)
    n_drafts = hw_fairness_draft_supported (rules) ? HW_FAIRNESS_DEFAULT_DRAFTS : HW_FAIRNESS_ENGINE_DRAFTS;
  node_table_init (rules, table);
  if (hw_fairness_draft_supported (rules))
    {
      /* The fast replay of the same draft (hw-fairness-draft.c), on one board state whose
       * pieces are taken off again after each draft. */
      g_autoptr(HwFairnessDraft) draft = NULL;
      /* Each seat's chance of every (first, second) pair of land corners, summed over the
       * drafts, and read once at the end: a pair's start is the same in every draft. */
      int land[HW_GAME_MAX_NODES], n_land = 0;
      g_autofree int *land_index = g_new (int, MAX (rules->n_nodes, 1));
      g_autofree double *pairs = NULL;
      /* Each seat's chance of every land corner, for either settlement, summed over the
       * drafts: the pips are a sum over the two settlements, so each can count by the
       * chances its pick had, the first as well as the second. */
      g_autofree double *corners = NULL;

      for (int v = 0; v < rules->n_nodes; v++)
        {
          land_index[v] = -1;
          if (rules->node_flags[v] & HW_NODE_LAND)
            {
              land_index[v] = n_land;
              land[n_land++] = v;
            }
        }
      pairs = g_new0 (double, (gsize) n * n_land * n_land);
      corners = g_new0 (double, (gsize) n * n_land);
      hw_game_init (state, rules, seed);
      draft = hw_fairness_draft_new (rules, state);
      for (guint d = 0; d < n_drafts; d++)
        {
          /* The roads (and the expansion they lead to) in every ROAD_EVERY-th draft only:
           * they cost more than the settlements, and the settlements never depend on them. */
          gboolean roads = d % ROAD_EVERY == 0;

          if (hw_fairness_draft_play (draft, state, seed ^ DRAFT_STREAM, d, roads))
            {
              /* Each seat's second settlement counts by the chances it had of every site
               * (not only the one drawn): the same mean, with less noise per draft. */
              for (int s = 0; s < n; s++)
                {
                  const int *sites;
                  const double *chances;
                  int first;
                  guint n_sites = hw_fairness_draft_second_choice (draft, s, &first, &sites, &chances);
                  double *row = pairs + ((gsize) s * n_land + land_index[first]) * n_land;

                  for (guint i = 0; i < n_sites; i++)
                    {
                      row[land_index[sites[i]]] += chances[i];
                      corners[(gsize) s * n_land + land_index[sites[i]]] += chances[i];
                    }
                  n_sites = hw_fairness_draft_first_choice (draft, s, &sites, &chances);
                  for (guint i = 0; i < n_sites; i++)
                    corners[(gsize) s * n_land + land_index[sites[i]]] += chances[i];
                  if (roads)
                    out->seats[s].expansion += expansion_of (rules, state, table, s);
                }
              played++;
              with_roads += roads;
            }
          hw_fairness_draft_clear (draft, state);
        }
      for (int s = 0; s < n; s++)
        for (int i = 0; i < n_land; i++)
          for (int j = 0; j < n_land; j++)
            {
              double w = pairs[((gsize) s * n_land + i) * n_land + j];
              int pair[2] = { land[i], land[j] };

              if (w > 0.0)
                add_settlements (rules, table, pair, 2, w, FALSE, &out->seats[s]);
            }
      for (int s = 0; s < n; s++)
        for (int i = 0; i < n_land; i++)
          {
            double w = corners[(gsize) s * n_land + i];

            if (w <= 0.0)
              continue;
            out->seats[s].total_pips += w * table->total[land[i]];
            for (int r = 0; r < HW_N_RESOURCES; r++)
              out->seats[s].pips[r] += w * table->pips[land[i]][r];
          }
    }
  else
    for (guint d = 0; d < n_drafts; d++)
      {
        if (!hw_fairness_play_draft (rules, state, buf, hw_rng_derive (seed ^ DRAFT_STREAM, d), NULL))
          continue;
        for (int s = 0; s < n; s++)
          add_start (rules, state, table, sail_from, s, &out->seats[s]);
        played++;
        with_roads++;
      }
  out->n_drafts = played;
  if (played == 0)
    return;

  for (int s = 0; s < n; s++)
    {
      HwFairnessSeat *seat = &out->seats[s];

      for (int r = 0; r < HW_N_RESOURCES; r++)
        {
          seat->pips[r] /= played;
          table_pips[r] += seat->pips[r];
          table_total += seat->pips[r] / HW_N_RESOURCES;
        }
    }
  for (int s = 0; s < n; s++)
    {
      HwFairnessSeat *seat = &out->seats[s];

      for (int r = 0; r < HW_N_RESOURCES; r++)
        if (table_pips[r] > 0.0)
          seat->scarce += seat->pips[r] * table_total / table_pips[r];
      seat->road_pair = MIN (seat->pips[HW_RESOURCE_BRICK], seat->pips[HW_RESOURCE_LUMBER]);
      seat->city_pair = MIN (seat->pips[HW_RESOURCE_ORE], seat->pips[HW_RESOURCE_GRAIN]);
      seat->total_pips /= played;
      seat->resources /= played;
      seat->harbor /= played;
      seat->expansion /= MAX (with_roads, 1);
      seat->sail /= played;
      seat->desert /= played;
      seat->strength = 0.0;
      for (int r = 0; r < HW_N_RESOURCES; r++)
        seat->strength += weights->pips[r] * seat->pips[r];
      /* Sail and barren weigh 0 in the base rules (adding 0 leaves the sum as it was). */
      seat->strength += weights->resources * seat->resources + weights->harbor * seat->harbor
                        + weights->sail * seat->sail + weights->barren * seat->desert
                        + weights->road_pair * seat->road_pair
                        + (n == weights->seat_order_players ? weights->seat_order[s] : 0.0);
      mean += seat->strength / n;
    }
  /* The fit was made for weights->seat_order_players seats: with more, each point of edge is
   * shared among more. */
  for (int s = 0; s < n; s++)
    {
      double rate = 100.0 / n + (out->seats[s].strength - mean) * weights->spread / n;

      out->seats[s].win_share = MAX (rate, 0.0);
      sum += out->seats[s].win_share;
    }
  best = -1.0;
  for (int s = 0; s < n; s++)
    {
      out->seats[s].win_share = sum > 0 ? out->seats[s].win_share / sum : 1.0 / n;
      if (out->seats[s].win_share > best)
        best = out->seats[s].win_share, out->best_seat = s;
      if (out->seats[s].win_share < worst)
        worst = out->seats[s].win_share, out->worst_seat = s;
    }
  out->gap = 100.0 * (best - worst);
}

gboolean
hw_fairness_measure_variant (const HwScenario *scenario,
                             const HwVariant  *variant,
                             int               n_players,
                             guint             n_drafts,
                             guint64           seed,
                             HwFairness       *out,
                             GError          **error)
{
  g_autoptr(HwGameRules) rules = NULL;

  if (n_players <= 0)
    n_players = CLAMP (4, MAX (variant->min_players, 1), MAX (variant->max_players, 1));
  rules = hw_game_rules_new (scenario, variant, n_players, error);
  if (rules == NULL)
    return FALSE;
  hw_fairness_measure (rules, n_drafts, seed, out);
  return TRUE;
}
