/* hw-fairness-draft.c: the table bots' setup draft from per-board tables.
 *
 * What it replays, from hw-bot-greedy.c (setup phases) and hw-bot-style.c: a settlement is
 * scored by its weighted pips (a resource the seat does not make yet counts 0.5 more, the
 * robber's hex 0.3) plus its harbors, jittered by ±8%, plus the style's site bonus, then
 * drawn from a softmax at the seat's temperature; a road by the best site it opens within
 * three more roads (decayed by 0.55 a road). The constants below are greedy's: keep them
 * in step (test-fairness compares this draft with the engine-played one).
 * Differences, on purpose: choices far below the best (weight under e^-24) are never
 * drawn, exact ties are not re-drawn, and styles and temperatures are dealt stratified.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "hw-bot-style.h"
#include "hw-fairness-draft.h"

/* hw-bot-greedy.c's setup constants. */
static const double resource_weight[HW_N_RESOURCES] = { 1.0, 1.0, 0.95, 1.0, 0.8 };
#define DECAY        0.55
#define SETUP_JITTER 0.16
#define ROBBER_SHARE 0.3
/* A choice this many temperatures below the best is never drawn (weight < 7e-6; all those
 * left out of one choice weigh under 0.03% of it). */
#define CUTOFF 12.0

#define STYLE_STREAM G_GUINT64_CONSTANT (0x7374796c65737472)
#define N_COMBOS_MAX 64

struct _HwFairnessDraft
{
  const HwGameRules *rules;
  int     n_seats;
  int     n_nodes;
  /* Per node: up to three producing hexes as (pips, weight, diversity bonus, resource). */
  guint8  n_prod[HW_GAME_MAX_NODES];
  double  prod_pips[HW_GAME_MAX_NODES][3];
  double  prod_w[HW_GAME_MAX_NODES][3];
  double  prod_bonus[HW_GAME_MAX_NODES][3];
  gint8   prod_res[HW_GAME_MAX_NODES][3];   /* resource the diversity bonus reads, -1 none */
  double  node_scale[HW_GAME_MAX_NODES];    /* a volcano corner: 0.8 */
  guint8  settle_ok[HW_GAME_MAX_NODES];     /* land, no volcano: a starting site */
  guint8  land[HW_GAME_MAX_NODES];
  int     sites[HW_GAME_MAX_NODES];         /* the starting sites, in node order */
  int     n_sites;
  guint8  blocked[HW_GAME_MAX_NODES];       /* buildings on or next to it (distance rule) */
  double  site_bonus[HW_BOT_N_STYLES][HW_GAME_MAX_NODES];
  /* Per node: its value to a seat that makes nothing yet but lacks none of its resources
   * (harbors at no production), what the lacking resources (a set of 5 bits) add, and
   * its 2:1 harbors' resources (bits). */
  double  value_base[HW_GAME_MAX_NODES];
  double  value_lacking[HW_GAME_MAX_NODES][1 << HW_N_RESOURCES];
  guint8  special_harbors[HW_GAME_MAX_NODES];
  guint8  lacking[HW_GAME_MAX_PLAYERS];     /* per seat: resources it makes none of */
  /* Per seat: what it makes, its style and temperature this draft. */
  double  prod[HW_GAME_MAX_PLAYERS][HW_N_RESOURCES];
  int     style[HW_GAME_MAX_PLAYERS];
  double  temperature[HW_GAME_MAX_PLAYERS];
  /* The stratified deal: per seat, a shuffled list of every (style, temperature). */
  guint   n_combos;
  guint   block;
  guint8  combos[HW_GAME_MAX_PLAYERS][N_COMBOS_MAX];
  /* The last draft's pieces, for clearing. */
  int     placed_nodes[2 * HW_GAME_MAX_PLAYERS];
  int     placed_edges[2 * HW_GAME_MAX_PLAYERS];
  int     n_placed_nodes, n_placed_edges;
  /* Per seat, the last draft: first site, and each pick's sites and chances. */
  int     first[HW_GAME_MAX_PLAYERS];
  guint   n_first[HW_GAME_MAX_PLAYERS];
  int     first_sites[HW_GAME_MAX_PLAYERS][HW_GAME_MAX_NODES];
  double  first_chances[HW_GAME_MAX_PLAYERS][HW_GAME_MAX_NODES];
  guint   n_second[HW_GAME_MAX_PLAYERS];
  int     second_sites[HW_GAME_MAX_PLAYERS][HW_GAME_MAX_NODES];
  double  second_chances[HW_GAME_MAX_PLAYERS][HW_GAME_MAX_NODES];
  /* BFS scratch. */
  guint32 stamp;
  guint32 seen[HW_GAME_MAX_NODES];
};

gboolean
hw_fairness_draft_supported (const HwGameRules *rules)
{
  return rules->n_modules == 0 && !rules->seafarers && rules->island_bonus <= 0
         && rules->n_players >= 1 && rules->n_players <= HW_GAME_MAX_PLAYERS;
}

HwFairnessDraft *
hw_fairness_draft_new (const HwGameRules *rules,
                       const HwGameState *state)
{
  HwFairnessDraft *d = g_new0 (HwFairnessDraft, 1);

  g_return_val_if_fail (hw_fairness_draft_supported (rules), d);

  d->rules = rules;
  d->n_seats = rules->n_players;
  d->n_nodes = rules->n_nodes;
  d->n_combos = HW_BOT_N_STYLES * hw_bot_table_n_temperatures ();
  g_assert (d->n_combos <= N_COMBOS_MAX);
  d->block = G_MAXUINT;
  for (int n = 0; n < rules->n_nodes; n++)
    {
      d->node_scale[n] = (rules->node_flags[n] & HW_NODE_VOLCANO) ? 0.8 : 1.0;
      d->settle_ok[n] = (rules->node_flags[n] & HW_NODE_LAND) && !(rules->node_flags[n] & HW_NODE_VOLCANO);
      d->land[n] = (rules->node_flags[n] & HW_NODE_LAND) != 0;
      if (d->settle_ok[n])
        d->sites[d->n_sites++] = n;
      for (int s = 0; s < HW_BOT_N_STYLES; s++)
        d->site_bonus[s][n] = hw_bot_style_site_bonus (s, rules, n);
      for (int k = 0; k < 3; k++)
        {
          int h = rules->node_hexes[n][k], r, i = d->n_prod[n];
          double w, bonus;

          if (h < 0 || rules->hex_chit[h] == 0)
            continue;
          r = -1;
          switch (rules->hex_terrain[h])
            {
            case HW_TERRAIN_GOLD:
              w = 1.3, bonus = 0.0;
              break;
            case HW_TERRAIN_VOLCANO:
              r = rules->volcano_produces;
              if (r < 0 || r >= HW_N_RESOURCES)
                w = 0.7 * 1.3, bonus = 0.0, r = -1;
              else
                w = 0.7 * resource_weight[r], bonus = 0.7 * 0.4;
              break;
            case HW_TERRAIN_JUNGLE:
              w = 0.5, bonus = 0.0;
              break;
            default:
              r = rules->hex_resource[h];
              if (r < 0 || r >= HW_N_RESOURCES)
                w = 0.0, bonus = 0.0, r = -1;
              else
                w = resource_weight[r], bonus = 0.5;
              break;
            }
          if (h == state->robber_hex)
            w *= ROBBER_SHARE, bonus *= ROBBER_SHARE;
          d->prod_pips[n][i] = hw_chit_pips (rules->hex_chit[h]);
          d->prod_w[n][i] = w;
          d->prod_bonus[n][i] = bonus;
          d->prod_res[n][i] = (gint8) r;
          d->n_prod[n]++;
        }
      {
        guint8 harbors = rules->node_harbors[n];
        double v = 0.0;

        for (int i = 0; i < d->n_prod[n]; i++)
          v += d->prod_pips[n][i] * d->prod_w[n][i];
        if (harbors & 1)
          v += 1.5;
        for (int r = 0; r < HW_N_RESOURCES; r++)
          if (harbors & (1 << (1 + r)))
            v += 0.5;
        d->value_base[n] = v;
        d->special_harbors[n] = (guint8) ((harbors >> 1) & ((1 << HW_N_RESOURCES) - 1));
        for (int mask = 0; mask < (1 << HW_N_RESOURCES); mask++)
          {
            double extra = 0.0;

            for (int i = 0; i < d->n_prod[n]; i++)
              if (d->prod_res[n][i] >= 0 && (mask & (1 << d->prod_res[n][i])))
                extra += d->prod_pips[n][i] * d->prod_bonus[n][i];
            d->value_lacking[n][mask] = extra;
          }
      }
    }
  return d;
}

void
hw_fairness_draft_free (HwFairnessDraft *draft)
{
  g_free (draft);
}

/* greedy's node_value for @seat's current production, from the node's tables: what it
 * makes, what the resources the seat lacks add, and its 2:1 harbors. */
static inline double
node_value (const HwFairnessDraft *d,
            int                    seat,
            int                    n)
{
  double v = d->value_base[n] + d->value_lacking[n][d->lacking[seat]];
  guint8 special = d->special_harbors[n];

  if (G_UNLIKELY (special != 0))
    for (int r = 0; r < HW_N_RESOURCES; r++)
      if (special & (1 << r))
        v += 0.4 * d->prod[seat][r];
  return v * d->node_scale[n];
}

/* Free land node with no building next to it (BASE-PLACE-01). */
static inline gboolean
can_settle (const HwFairnessDraft *d,
            int                    n)
{
  return d->land[n] && d->blocked[n] == 0;
}

static inline gboolean
foreign (const HwGameState *state,
         int                seat,
         int                n)
{
  return state->node_owner[n] != 0 && state->node_owner[n] != seat + 1;
}

/* greedy's expansion_from over roads: the best site within three more roads, decayed. */
static double
expansion_from (HwFairnessDraft   *d,
                const HwGameState *state,
                int                seat,
                int                start)
{
  const HwGameRules *rules = d->rules;
  int queue[64], depth[64], head = 0, tail = 0;
  double best = 0.0;
  static const double scale[4] = { 1.0, DECAY, DECAY * DECAY, DECAY * DECAY * DECAY };

  if (start < 0 || foreign (state, seat, start))
    return 0.0;
  d->stamp++;
  d->seen[start] = d->stamp;
  queue[tail] = start;
  depth[tail++] = 0;
  while (head < tail)
    {
      int n = queue[head], dd = depth[head++];

      if (can_settle (d, n))
        {
          double v = node_value (d, seat, n) * scale[dd];  /* once: MAX () repeats it */

          best = MAX (best, v);
        }
      if (dd >= 3)
        continue;
      for (int k = 0; k < 3; k++)
        {
          int m = rules->node_nodes[n][k], e = rules->node_edges[n][k];

          if (m < 0 || e < 0 || state->edge_owner[e] != 0 || !(rules->edge_flags[e] & HW_EDGE_ROAD)
              || foreign (state, seat, m) || d->seen[m] == d->stamp || tail >= 64)
            continue;
          d->seen[m] = d->stamp;
          queue[tail] = m;
          depth[tail++] = dd + 1;
        }
    }
  return best;
}

static gboolean
in_network (const HwGameRules *rules,
            const HwGameState *state,
            int                seat,
            int                n)
{
  if (state->node_owner[n] == seat + 1)
    return TRUE;
  for (int k = 0; k < 3; k++)
    {
      int e = rules->node_edges[n][k];

      if (e >= 0 && state->edge_owner[e] == seat + 1)
        return TRUE;
    }
  return FALSE;
}

/* greedy's edge_value for a road. */
static double
edge_value (HwFairnessDraft   *d,
            const HwGameState *state,
            int                seat,
            int                setup_node,
            int                e)
{
  const HwGameRules *rules = d->rules;
  int u = rules->edge_nodes[e][0], v = rules->edge_nodes[e][1];
  gboolean near_u = in_network (rules, state, seat, u) || u == setup_node;
  gboolean near_v = in_network (rules, state, seat, v) || v == setup_node;

  if (near_u && !near_v)
    return expansion_from (d, state, seat, v);
  if (near_v && !near_u)
    return expansion_from (d, state, seat, u);
  {
    /* Apart: MAX () would search the larger side twice. */
    double from_u = expansion_from (d, state, seat, u), from_v = expansion_from (d, state, seat, v);

    return 0.2 * MAX (from_u, from_v);
  }
}

/* e^x for -CUTOFF <= x <= 0 to a relative 2e-7 (libm's exp was a tenth of the measure):
 * 2^(x log2 e) split into 2^k (exponent bits) and 2^f, f in [-0.5, 0.5], by polynomial. */
static inline double
fast_exp (double x)
{
  double y = x * 1.4426950408889634, f, p;
  gint64 k = (gint64) (y + (y >= 0.0 ? 0.5 : -0.5));
  union { double d; guint64 u; } scale;

  f = y - (double) k;

  p = 1.0 + f * (0.6931471805599453 + f * (0.24022650695910071 + f * (0.055504108664821580
      + f * (0.0096181291076284772 + f * (0.0013333558146428443 + f * 0.00015403530393381609)))));
  scale.u = (guint64) (k + 1023) << 52;
  return p * scale.d;
}

/* Index drawn from a softmax at @t over @scores[@n] (hw_bot_style_pick). */
static int
softmax_pick (HwRng        *rng,
              const double *scores,
              int           n,
              double        t,
              double       *weights,
              double       *total_out)
{
  double best = -G_MAXDOUBLE, floor, total = 0.0, x, inv_t = 1.0 / t;
  int best_i = 0;

  for (int i = 0; i < n; i++)
    if (scores[i] > best)
      best = scores[i], best_i = i;
  floor = MAX (best >= 0.0 ? 0.0 : -G_MAXDOUBLE, best - CUTOFF * t);
  for (int i = 0; i < n; i++)
    {
      weights[i] = scores[i] >= floor ? fast_exp ((scores[i] - best) * inv_t) : 0.0;
      total += weights[i];
    }
  *total_out = total;
  x = hw_rng_double (rng) * total;
  for (int i = 0; i < n; i++)
    {
      if (weights[i] <= 0.0)
        continue;
      x -= weights[i];
      if (x < 0.0)
        return i;
    }
  return best_i;
}

static void
deal_styles (HwFairnessDraft *d,
             guint64          seed,
             guint            index)
{
  guint block = index / d->n_combos, slot = index % d->n_combos;

  if (block != d->block)
    {
      HwRng rng;

      hw_rng_seed (&rng, hw_rng_derive (seed ^ STYLE_STREAM, block));
      for (int s = 0; s < d->n_seats; s++)
        {
          for (guint c = 0; c < d->n_combos; c++)
            d->combos[s][c] = (guint8) c;
          hw_rng_shuffle (&rng, d->combos[s], d->n_combos, 1);
        }
      d->block = block;
    }
  for (int s = 0; s < d->n_seats; s++)
    {
      guint c = d->combos[s][slot];

      d->style[s] = (int) (c % HW_BOT_N_STYLES);
      d->temperature[s] = hw_bot_table_temperature (c / HW_BOT_N_STYLES);
    }
}

static void
place_settlement (HwFairnessDraft *d,
                  HwGameState     *state,
                  int              seat,
                  int              n)
{
  const HwGameRules *rules = d->rules;

  state->node_owner[n] = (guint8) (seat + 1);
  state->players[seat].buildings[n >> 6] |= G_GUINT64_CONSTANT (1) << (n & 63);
  d->placed_nodes[d->n_placed_nodes++] = n;
  d->blocked[n]++;
  for (int k = 0; k < 3; k++)
    if (rules->node_nodes[n][k] >= 0)
      d->blocked[rules->node_nodes[n][k]]++;
  for (int k = 0; k < 3; k++)
    {
      int h = rules->node_hexes[n][k], r;

      if (h < 0 || rules->hex_chit[h] == 0)
        continue;
      r = rules->hex_terrain[h] == HW_TERRAIN_VOLCANO ? rules->volcano_produces : rules->hex_resource[h];
      if (r >= 0 && r < HW_N_RESOURCES)
        {
          d->prod[seat][r] += hw_chit_pips (rules->hex_chit[h]);
          if (d->prod[seat][r] != 0)
            d->lacking[seat] &= (guint8) ~(1u << r);
        }
    }
}

gboolean
hw_fairness_draft_play (HwFairnessDraft *d,
                        HwGameState     *state,
                        guint64          seed,
                        guint            index,
                        gboolean         roads)
{
  const HwGameRules *rules = d->rules;
  int n = d->n_seats;
  HwRng rng;

  hw_rng_seed (&rng, hw_rng_derive (seed, index));
  deal_styles (d, seed, index);
  memset (d->prod, 0, sizeof d->prod);
  memset (d->lacking, (1 << HW_N_RESOURCES) - 1, sizeof d->lacking);
  d->n_placed_nodes = d->n_placed_edges = 0;

  for (int step = 0; step < 2 * n; step++)
    {
      int seat = step < n ? step : 2 * n - 1 - step;
      int style = d->style[seat];
      double t = d->temperature[seat];
      double scores[HW_GAME_MAX_NODES], weights[HW_GAME_MAX_NODES], total;
      int cand[HW_GAME_MAX_NODES], n_cand = 0, node, edges[3], n_edges = 0, e;

      /* Greedy's score, jittered, plus the style's bonus; sites that even with the best
       * jitter stay CUTOFF temperatures below the best's worst jitter are never drawn, so
       * they are neither jittered nor weighed. */
      {
        double raw[HW_GAME_MAX_NODES], low = -G_MAXDOUBLE, floor;
        int open[HW_GAME_MAX_NODES], n_open = 0;
        guint64 bits = 0;
        int n_bits = 0;

        for (int i = 0; i < d->n_sites; i++)
          {
            int m = d->sites[i];
            double v, bonus;

            if (d->blocked[m] != 0)
              continue;
            v = node_value (d, seat, m);
            bonus = style != HW_BOT_STYLE_PLAIN && v >= 0.0 ? d->site_bonus[style][m] : 0.0;
            raw[n_open] = v;
            open[n_open++] = m;
            low = MAX (low, (v > 0.0 ? v * (1.0 - SETUP_JITTER / 2) : v) + bonus);
          }
        floor = low - CUTOFF * t;
        for (int i = 0; i < n_open; i++)
          {
            int m = open[i];
            double v = raw[i], bonus = style != HW_BOT_STYLE_PLAIN && v >= 0.0 ? d->site_bonus[style][m] : 0.0;

            if ((v > 0.0 ? v * (1.0 + SETUP_JITTER / 2) : v) + bonus < floor && n_open > 1)
              continue;
            if (v > 0.0)
              {
                /* Two jitters from each 64 random bits. */
                if (n_bits == 0)
                  bits = hw_rng_next (&rng), n_bits = 2;
                v *= 1.0 + SETUP_JITTER * ((double) (guint32) bits * (1.0 / 4294967296.0) - 0.5);
                bits >>= 32;
                n_bits--;
              }
            cand[n_cand] = m;
            scores[n_cand++] = v + bonus;
          }
      }
      if (n_cand == 0)
        return FALSE;
      if (n_cand == 1)
        {
          weights[0] = total = 1.0;
          node = cand[0];
        }
      else
        node = cand[softmax_pick (&rng, scores, n_cand, t, weights, &total)];
      {
        /* Both picks' chances; sites under a chance in 10^4 are left out (and the rest
         * scaled back to 1). */
        int *sites = step < n ? d->first_sites[seat] : d->second_sites[seat];
        double *chances = step < n ? d->first_chances[seat] : d->second_chances[seat];
        double kept = 0.0;
        guint m = 0;

        for (int i = 0; i < n_cand; i++)
          if (weights[i] >= 1e-4 * total)
            {
              sites[m] = cand[i];
              chances[m++] = weights[i];
              kept += weights[i];
            }
        for (guint i = 0; i < m; i++)
          chances[i] /= kept;
        if (step < n)
          d->first[seat] = node, d->n_first[seat] = m;
        else
          d->n_second[seat] = m;
      }
      place_settlement (d, state, seat, node);

      for (int k = 0; k < 3; k++)
        {
          e = rules->node_edges[node][k];
          if (e >= 0 && state->edge_owner[e] == 0 && (rules->edge_flags[e] & HW_EDGE_ROAD))
            edges[n_edges++] = e;
        }
      if (n_edges == 0)
        return FALSE;
      if (!roads)
        continue;
      if (n_edges == 1)
        e = edges[0];
      else
        {
          for (int i = 0; i < n_edges; i++)
            scores[i] = edge_value (d, state, seat, node, edges[i]);
          e = edges[softmax_pick (&rng, scores, n_edges, t, weights, &total)];
        }
      state->edge_owner[e] = (guint8) (seat + 1);
      state->players[seat].roads[e >> 6] |= G_GUINT64_CONSTANT (1) << (e & 63);
      d->placed_edges[d->n_placed_edges++] = e;
    }
  return TRUE;
}

void
hw_fairness_draft_clear (HwFairnessDraft *d,
                         HwGameState     *state)
{
  for (int i = 0; i < d->n_placed_nodes; i++)
    {
      int n = d->placed_nodes[i], seat = state->node_owner[n] - 1;

      state->players[seat].buildings[n >> 6] &= ~(G_GUINT64_CONSTANT (1) << (n & 63));
      state->node_owner[n] = 0;
      d->blocked[n]--;
      for (int k = 0; k < 3; k++)
        if (d->rules->node_nodes[n][k] >= 0)
          d->blocked[d->rules->node_nodes[n][k]]--;
    }
  for (int i = 0; i < d->n_placed_edges; i++)
    {
      int e = d->placed_edges[i], seat = state->edge_owner[e] - 1;

      state->players[seat].roads[e >> 6] &= ~(G_GUINT64_CONSTANT (1) << (e & 63));
      state->edge_owner[e] = 0;
    }
  d->n_placed_nodes = d->n_placed_edges = 0;
}

guint
hw_fairness_draft_second_choice (const HwFairnessDraft *d,
                                 int                    seat,
                                 int                   *first,
                                 const int            **sites,
                                 const double         **chances)
{
  g_return_val_if_fail (seat >= 0 && seat < d->n_seats, 0);

  *first = d->first[seat];
  *sites = d->second_sites[seat];
  *chances = d->second_chances[seat];
  return d->n_second[seat];
}

guint
hw_fairness_draft_first_choice (const HwFairnessDraft *d,
                                int                    seat,
                                const int            **sites,
                                const double         **chances)
{
  g_return_val_if_fail (seat >= 0 && seat < d->n_seats, 0);

  *sites = d->first_sites[seat];
  *chances = d->first_chances[seat];
  return d->n_first[seat];
}
