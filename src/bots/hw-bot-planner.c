/* hw-bot-planner.c: the "planner" bot: greedy's play, with a setup that looks ahead at the
 * rest of the snake draft and turns that look one build ahead with the dice's expectation.
 *
 * Setup (base and Seafarers rules): for each free site of its first pick, it plays the draft
 * on to its own second pick: every later seat takes the best free site by production (as
 * greedy players do), then it takes the site that best completes its own start. A start is
 * valued by production per resource, the resources it covers (brick with lumber to expand,
 * ore with grain for cities), the different numbers it rolls on, and the harbors that trade
 * what it makes. Its second pick
 * completes the first the same way, a little more when its first cards pay for a road.
 * Turns: greedy's choice stands for victory points and cards; beyond it the planner looks one
 * build ahead: bank and harbor trades that complete a city or a settlement this turn (which
 * greedy, saving for one target, misses), a road that takes the longest route or a trade
 * that affords it, roads that race for the route while it is within reach. It rates the
 * build to save for by value over the rounds the dice need, on average, to bring the cards
 * it lacks (its production per roll, trades counted), spends spare cards that do not delay
 * it on development cards, and never ends a turn with more than seven cards when a card,
 * a road or a trade toward that build can spend them. The robber goes where it costs the
 * leaders most.
 * Measured in bench-bots: about 40% of the wins against three greedy bots (25% is parity).
 * It only ever picks among the listed actions; scenarios with rule modules of their own
 * are played as greedy plays them (by the modules' advice).
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hw-bot.h"

/* Brick, lumber, ore, grain, wool: what a pip of each is worth over a whole game. */
static const double resource_value[HW_N_RESOURCES] = { 1.0, 1.0, 1.05, 1.05, 0.75 };

#define W_KINDS      2.0   /* per resource a start produces */
#define W_PAIR       1.2   /* brick with lumber, ore with grain */
#define W_GENERIC    0.8   /* a 3:1 harbor */
#define W_SPECIAL    0.3   /* a 2:1 harbor, per pip of its resource */
#define W_NUMBERS    1.0   /* per different number: fewer dry spells */
/* The robber: each victory point of a victim beyond two makes its pips count this much more. */
#define ROB_LEAD     2.0
/* Races for the longest route only when at most this many roads behind the title. */
#define RACE         2
/* A second settlement on brick and lumber pays for its road at once (BASE-SETUP-02). */
#define W_ROAD_NOW   1.0

typedef struct
{
  const HwGameRules *rules;
  const HwGameState *state;
  int                me;
  guint8             blocked[HW_GAME_MAX_NODES];  /* no settlement may stand here */
} Draft;

static inline gboolean
bit_set (const guint64 *set,
         int            i)
{
  return (set[i >> 6] >> (i & 63)) & 1;
}

static void
add_node_pips (const HwGameRules *rules,
               int                n,
               double            *pips)
{
  for (int k = 0; k < 3; k++)
    {
      int h = rules->node_hexes[n][k], r;

      if (h < 0 || rules->hex_chit[h] == 0)
        continue;
      r = rules->hex_terrain[h] == HW_TERRAIN_VOLCANO ? rules->volcano_produces : rules->hex_resource[h];
      if (r >= 0 && r < HW_N_RESOURCES)
        pips[r] += hw_chit_pips (rules->hex_chit[h]);
    }
}

/* One site alone, as a greedy player sees it: production and a harbor. */
static double
site_value (const HwGameRules *rules,
            int                n)
{
  double pips[HW_N_RESOURCES] = { 0 }, v = 0.0;

  add_node_pips (rules, n, pips);
  for (int r = 0; r < HW_N_RESOURCES; r++)
    v += resource_value[r] * pips[r] + (pips[r] > 0 ? 0.5 : 0.0);
  if (rules->node_harbors[n] != 0)
    v += 0.5;
  return v;
}

/* How many different numbers the hexes around @a and @b (-1: none) carry. */
static int
different_numbers (const HwGameRules *rules,
                   int                a,
                   int                b)
{
  const int nodes[2] = { a, b };
  guint seen = 0;
  int count = 0;

  for (int j = 0; j < 2; j++)
    for (int k = 0; k < 3 && nodes[j] >= 0; k++)
      {
        int h = rules->node_hexes[nodes[j]][k];

        if (h >= 0 && rules->hex_chit[h] != 0 && !(seen & (1u << rules->hex_chit[h])))
          {
            seen |= 1u << rules->hex_chit[h];
            count++;
          }
      }
  return count;
}

/* A start (one or two sites): production, resources covered, numbers, harbors that fit. */
static double
start_value (const HwGameRules *rules,
             int                a,
             int                b)
{
  double pips[HW_N_RESOURCES] = { 0 }, v = 0.0;
  guint8 harbors = rules->node_harbors[a] | (b >= 0 ? rules->node_harbors[b] : 0);

  add_node_pips (rules, a, pips);
  if (b >= 0)
    add_node_pips (rules, b, pips);
  for (int r = 0; r < HW_N_RESOURCES; r++)
    v += resource_value[r] * pips[r] + (pips[r] > 0 ? W_KINDS : 0.0);
  if (pips[HW_RESOURCE_BRICK] > 0 && pips[HW_RESOURCE_LUMBER] > 0)
    v += W_PAIR;
  if (pips[HW_RESOURCE_ORE] > 0 && pips[HW_RESOURCE_GRAIN] > 0)
    v += W_PAIR;
  if (harbors & 1)
    v += W_GENERIC;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    if (harbors & (1 << (1 + r)))
      v += W_SPECIAL * pips[r];
  v += W_NUMBERS * different_numbers (rules, a, b);
  return v;
}

static void
block (Draft *d,
       int    n)
{
  d->blocked[n] = 1;
  for (int k = 0; k < 3; k++)
    if (d->rules->node_nodes[n][k] >= 0)
      d->blocked[d->rules->node_nodes[n][k]] = 1;
}

static void
draft_init (Draft             *d,
            const HwGameRules *rules,
            const HwGameState *state,
            int                me)
{
  d->rules = rules;
  d->state = state;
  d->me = me;
  for (int n = 0; n < rules->n_nodes; n++)
    d->blocked[n] = !(rules->node_flags[n] & HW_NODE_LAND);
  for (int n = 0; n < rules->n_nodes; n++)
    if (state->node_owner[n] != 0)
      block (d, n);
}

/* The free site that best completes a start from @first (-1: the best site alone). */
static int
best_free (const Draft *d,
           int          first,
           double      *value)
{
  int best = -1;
  double best_v = -G_MAXDOUBLE;

  for (int n = 0; n < d->rules->n_nodes; n++)
    {
      double v;

      if (d->blocked[n])
        continue;
      v = first >= 0 ? start_value (d->rules, first, n) : site_value (d->rules, n);
      if (v > best_v)
        best_v = v, best = n;
    }
  if (value)
    *value = best_v;
  return best;
}

/* First pick at @c: the draft played on to the bot's second pick. */
static double
first_pick_value (const Draft *base,
                  int          c,
                  int          later_picks)
{
  Draft d = *base;
  double v;

  block (&d, c);
  for (int i = 0; i < later_picks; i++)
    {
      int n = best_free (&d, -1, NULL);

      if (n < 0)
        break;
      block (&d, n);
    }
  if (best_free (&d, c, &v) < 0)
    v = start_value (d.rules, c, -1);
  return v;
}

/* The bot's starting settlement among @legal; -1 when it leaves the choice to greedy. */
static int
choose_site (const HwGameRules *rules,
             const HwGameState *state,
             const HwAction    *legal,
             guint              n_legal,
             HwRng             *rng)
{
  const HwPlayerState *p;
  Draft local;
  int me = hw_game_to_move (state), n = state->n_players, first = -1, best_i = -1;
  double best = -G_MAXDOUBLE;
  guint ties = 0;

  draft_init (&local, rules, state, me);
  p = &state->players[me];
  for (int w = 0; w < HW_GAME_NODE_WORDS && first < 0; w++)
    if (p->buildings[w] != 0)
      first = w * 64 + __builtin_ctzll (p->buildings[w]);

  for (guint i = 0; i < n_legal; i++)
    {
      double v;

      if (legal[i].type != HW_ACTION_PLACE_SETTLEMENT)
        continue;
      if (state->setup_step < n)
        v = first_pick_value (&local, legal[i].a, 2 * (n - 1 - state->setup_step));
      else
        {
          double now[HW_N_RESOURCES] = { 0 };

          v = first >= 0 ? start_value (rules, first, legal[i].a) : start_value (rules, legal[i].a, -1);
          add_node_pips (rules, legal[i].a, now);
          if (now[HW_RESOURCE_BRICK] > 0 && now[HW_RESOURCE_LUMBER] > 0)
            v += W_ROAD_NOW;
        }
      if (v > best)
        best = v, best_i = (int) i, ties = 1;
      else if (v == best && hw_rng_uniform (rng, ++ties) == 0)
        best_i = (int) i;
    }
  return best_i;
}


/* ---- turns ------------------------------------------------------------------------------ */

typedef enum
{
  BUILD_CITY,
  BUILD_SETTLEMENT,
  BUILD_ROUTE,
  BUILD_DEV,
  N_BUILDS,
  BUILD_NONE = N_BUILDS,
} Build;

static const int build_cost[N_BUILDS][HW_N_RESOURCES] = {
  [BUILD_CITY]       = { 0, 0, 3, 2, 0 },
  [BUILD_SETTLEMENT] = { 1, 1, 0, 1, 1 },
  [BUILD_ROUTE]      = { 1, 1, 0, 0, 0 },
  [BUILD_DEV]        = { 0, 0, 1, 1, 1 },
};

typedef struct
{
  const HwGameRules   *rules;
  const HwGameState   *state;
  const HwPlayerState *me_state;
  int                  me;
  int                  hand[HW_N_RESOURCES];
  double               rate[HW_N_RESOURCES];   /* cards per round of turns, on average */
  int                  ratio[HW_N_RESOURCES];  /* bank trade ratio */
  Build                target;
  const int           *need;                   /* cost of the target */
} Turn;

static double
node_pips (const HwGameRules *rules,
           const HwGameState *state,
           int                n)
{
  double pips[HW_N_RESOURCES] = { 0 }, v = 0.0;

  add_node_pips (rules, n, pips);
  for (int r = 0; r < HW_N_RESOURCES; r++)
    v += resource_value[r] * pips[r];
  return v;
}

/* Best free site at the end of the bot's roads (@reach 0), or up to @reach more roads away. */
static double
best_site (const Turn *t,
           int         reach)
{
  const HwGameRules *rules = t->rules;
  guint8 depth[HW_GAME_MAX_NODES];
  int queue[HW_GAME_MAX_NODES], head = 0, tail = 0;
  double best = 0.0;

  memset (depth, 0xff, (gsize) rules->n_nodes);
  for (int w = 0; w < HW_GAME_EDGE_WORDS; w++)
    for (guint64 bits = t->me_state->roads[w] | t->me_state->ships[w]; bits != 0; bits &= bits - 1)
      {
        int e = w * 64 + __builtin_ctzll (bits);

        for (int k = 0; k < 2; k++)
          {
            int n = rules->edge_nodes[e][k];

            if (n >= 0 && depth[n] == 0xff
                && (t->state->node_owner[n] == 0 || t->state->node_owner[n] == t->me + 1))
              {
                depth[n] = 0;
                queue[tail++] = n;
              }
          }
      }
  while (head < tail)
    {
      int n = queue[head++];

      if (hw_game_site_free (rules, t->state, n))
        {
          /* Once: MAX () repeats its arguments. */
          double v = node_pips (rules, t->state, n) * (depth[n] == 0 ? 1.0 : depth[n] == 1 ? 0.8 : 0.65);

          best = MAX (best, v);
        }
      if (depth[n] >= reach)
        continue;
      for (int k = 0; k < 3; k++)
        {
          int m = rules->node_nodes[n][k], e = rules->node_edges[n][k];

          if (m < 0 || e < 0 || depth[m] != 0xff || t->state->edge_owner[e] != 0
              || !(rules->edge_flags[e] & HW_EDGE_ROAD)
              || (t->state->node_owner[m] != 0 && t->state->node_owner[m] != t->me + 1))
            continue;
          depth[m] = depth[n] + 1;
          queue[tail++] = m;
        }
    }
  return best;
}

/* Rounds of turns the dice need, on average, to bring @cost (bank trades counted); 99 when
 * out of reach. */
static double
rounds_for (const Turn *t,
            const int  *cost)
{
  for (double r = 0.0; r <= 12.0; r += 0.25)
    {
      double deficit = 0.0, spare = 0.0;

      for (int i = 0; i < HW_N_RESOURCES; i++)
        {
          double have = t->hand[i] + t->rate[i] * r;

          if (have < cost[i])
            deficit += cost[i] - have;
          else
            spare += (have - cost[i]) / t->ratio[i];
        }
      if (deficit <= 1e-9 || deficit <= (double) (int) spare)
        return r;
    }
  return 99.0;
}

static void
turn_init (Turn              *t,
           const HwGameRules *rules,
           const HwGameState *state)
{
  const HwPlayerState *p;

  memset (t, 0, sizeof *t);
  t->rules = rules;
  t->state = state;
  t->me = hw_game_to_move (state);
  p = t->me_state = &state->players[t->me];
  for (int r = 0; r < HW_N_RESOURCES; r++)
    {
      t->hand[r] = p->hand[r];
      t->ratio[r] = (p->harbors & (1 << (1 + r))) ? 2 : (p->harbors & 1) ? 3 : 4;
    }
  for (int w = 0; w < HW_GAME_NODE_WORDS; w++)
    for (guint64 bits = p->buildings[w]; bits != 0; bits &= bits - 1)
      {
        int n = w * 64 + __builtin_ctzll (bits);
        double pips[HW_N_RESOURCES] = { 0 };
        int mult = bit_set (p->cities, n) ? 2 : 1;

        add_node_pips (rules, n, pips);
        for (int k = 0; k < 3; k++)
          {
            int h = rules->node_hexes[n][k], r;

            if (h != state->robber_hex || h < 0 || rules->hex_chit[h] == 0)
              continue;
            r = rules->hex_resource[h];
            if (r >= 0 && r < HW_N_RESOURCES)
              pips[r] -= hw_chit_pips (rules->hex_chit[h]);
          }
        for (int r = 0; r < HW_N_RESOURCES; r++)
          t->rate[r] += mult * pips[r] / 36.0 * state->n_players;
      }
}

/* The build to save for: value over the rounds it takes. */
static void
choose_target (Turn *t)
{
  const HwPlayerState *p = t->me_state;
  gboolean has_settlement = FALSE;
  double best = 0.0, v, site_now, site_near;

  for (int w = 0; w < HW_GAME_NODE_WORDS && !has_settlement; w++)
    has_settlement = (p->buildings[w] & ~p->cities[w]) != 0;
  t->target = BUILD_NONE;
  t->need = NULL;
  site_now = p->settlements_left > 0 ? best_site (t, 0) : 0.0;
  site_near = p->settlements_left > 0 && p->roads_left > 0 && site_now <= 0.0 ? best_site (t, 2) : 0.0;

  if (p->cities_left > 0 && has_settlement)
    {
      v = 2.2 / (1.0 + rounds_for (t, build_cost[BUILD_CITY]));
      if (v > best)
        best = v, t->target = BUILD_CITY;
    }
  if (site_now > 0.0)
    {
      v = (1.0 + 0.1 * site_now) / (1.0 + rounds_for (t, build_cost[BUILD_SETTLEMENT]));
      if (v > best)
        best = v, t->target = BUILD_SETTLEMENT;
    }
  else if (site_near > 0.0)
    {
      v = 0.6 * (1.0 + 0.1 * site_near) / (1.0 + rounds_for (t, build_cost[BUILD_ROUTE]));
      if (v > best)
        best = v, t->target = BUILD_ROUTE;
    }
  if (hw_game_deck_open (t->rules, t->state))
    {
      v = 0.5 / (1.0 + rounds_for (t, build_cost[BUILD_DEV]));
      if (v > best)
        best = v, t->target = BUILD_DEV;
    }
  if (t->target != BUILD_NONE)
    t->need = build_cost[t->target];
}

static int
missing (const int *need,
         const int *hand)
{
  int m = 0;

  for (int r = 0; r < HW_N_RESOURCES; r++)
    m += MAX (0, need[r] - hand[r]);
  return m;
}

/* The bank trade that brings the target closest without giving up what it needs; -1 none. */
static int
best_trade (const Turn     *t,
            const HwAction *legal,
            guint           n_legal)
{
  int best_i = -1, now;
  double best = -G_MAXDOUBLE;

  if (t->need == NULL || (now = missing (t->need, t->hand)) == 0)
    return -1;
  for (guint i = 0; i < n_legal; i++)
    {
      const HwAction *a = &legal[i];
      int after[HW_N_RESOURCES];
      double v;

      if (a->type != HW_ACTION_TRADE_BANK || a->a < 0 || a->a >= HW_N_RESOURCES || a->b < 0
          || a->b >= HW_N_RESOURCES)
        continue;
      memcpy (after, t->hand, sizeof after);
      after[a->a] -= a->c;
      after[a->b] += 1;
      if (after[a->a] < t->need[a->a] || missing (t->need, after) >= now)
        continue;
      /* Cheapest ratio first, then from the largest surplus, keeping what the dice bring least. */
      v = -10.0 * a->c + (t->hand[a->a] - t->need[a->a]) + t->rate[a->a];
      if (v > best)
        best = v, best_i = (int) i;
    }
  return best_i;
}

/* A bank trade that starts completing @cost this turn, when trades alone complete it; -1 none. */
static int
trade_to_build (const Turn     *t,
                const int      *cost,
                const HwAction *legal,
                guint           n_legal)
{
  int hand[HW_N_RESOURCES], give = -1, take = -1;

  memcpy (hand, t->hand, sizeof hand);
  if (missing (cost, hand) == 0)
    return -1;
  /* Play the trades out on paper: each gives the largest surplus for a missing card. */
  while (missing (cost, hand) > 0)
    {
      int g = -1, k = -1;

      for (int r = 0; r < HW_N_RESOURCES; r++)
        if (hand[r] - cost[r] >= t->ratio[r] && (g < 0 || hand[r] - cost[r] > hand[g] - cost[g]))
          g = r;
      for (int r = 0; r < HW_N_RESOURCES && k < 0; r++)
        if (hand[r] < cost[r])
          k = r;
      if (g < 0 || k < 0)
        return -1;
      if (give < 0)
        give = g, take = k;
      hand[g] -= t->ratio[g];
      hand[k]++;
    }
  for (guint i = 0; i < n_legal; i++)
    if (legal[i].type == HW_ACTION_TRADE_BANK && legal[i].a == give && legal[i].b == take
        && legal[i].c == t->ratio[give])
      return (int) i;
  return -1;
}

/* A bank trade toward a city or settlement that trades complete this turn, or toward a road
 * that would take the longest route; -1 none. */
static int
trade_to_vp (const Turn     *t,
             const HwAction *legal,
             guint           n_legal)
{
  const HwPlayerState *p = t->me_state;
  const HwGameState *state = t->state;
  gboolean has_settlement = FALSE;
  int i, rival = 0;

  for (int w = 0; w < HW_GAME_NODE_WORDS && !has_settlement; w++)
    has_settlement = (p->buildings[w] & ~p->cities[w]) != 0;
  if (has_settlement && p->cities_left > 0
      && (i = trade_to_build (t, build_cost[BUILD_CITY], legal, n_legal)) >= 0)
    return i;
  if (p->settlements_left > 0 && best_site (t, 0) > 0.0
      && (i = trade_to_build (t, build_cost[BUILD_SETTLEMENT], legal, n_legal)) >= 0)
    return i;
  if (p->roads_left == 0 || state->longest_route_holder == t->me
      || (i = trade_to_build (t, build_cost[BUILD_ROUTE], legal, n_legal)) < 0)
    return -1;
  for (int q = 0; q < state->n_players; q++)
    if (q != t->me)
      rival = MAX (rival, state->players[q].route_length);
  /* A rough test (the next road may not lengthen the route); route_road checks it once built. */
  return p->route_length + 1 >= 5 && p->route_length + 1 > rival ? i : -1;
}

/* After paying @cost, is the target still as close? */
static gboolean
spare (const Turn *t,
       const int  *cost)
{
  int after[HW_N_RESOURCES];

  for (int r = 0; r < HW_N_RESOURCES; r++)
    if ((after[r] = t->hand[r] - cost[r]) < 0)
      return FALSE;
  return t->need == NULL || missing (t->need, after) <= missing (t->need, t->hand);
}

static int
hand_size (const Turn *t)
{
  int n = 0;

  for (int r = 0; r < HW_N_RESOURCES; r++)
    n += t->hand[r];
  return n;
}

/* Lets greedy pick among the listed actions of @type (all types when @type < 0). */
static gboolean
greedy_among (HwBot             *bot,
              const HwGameRules *rules,
              const HwGameState *state,
              const HwAction    *legal,
              guint              n_legal,
              int                type,
              HwAction          *choice)
{
  HwAction some[HW_GAME_MAX_ACTIONS];
  guint n = 0;

  for (guint i = 0; i < n_legal; i++)
    if (legal[i].type == type)
      some[n++] = legal[i];
  if (n == 0)
    return FALSE;
  return hw_bot_greedy.choose (bot, rules, state, some, n, choice);
}

static gboolean
has_type (const HwAction *legal,
          guint           n_legal,
          int             type)
{
  for (guint i = 0; i < n_legal; i++)
    if (legal[i].type == type)
      return TRUE;
  return FALSE;
}

/* The road among @legal that takes the longest route (2 VP) now, or failing that lengthens
 * the bot's route when the title is within reach; -1 none. */
static int
route_road (const Turn     *t,
            const HwAction *legal,
            guint           n_legal,
            gboolean        take_only)
{
  const HwGameState *state = t->state;
  HwGameState copy;
  int best_i = -1, best_len = t->me_state->route_length, rival = 0;

  for (int p = 0; p < state->n_players; p++)
    if (p != t->me)
      rival = MAX (rival, state->players[p].route_length);
  if (state->longest_route_holder == t->me)
    return -1;
  /* Too far behind to race. */
  if (!take_only && MAX (rival + 1, 5) - t->me_state->route_length > RACE)
    return -1;
  for (guint i = 0; i < n_legal; i++)
    {
      if (legal[i].type != HW_ACTION_BUILD_ROAD)
        continue;
      memcpy (&copy, state, sizeof copy);
      if (!hw_game_apply (t->rules, &copy, &legal[i]))
        continue;
      if (copy.longest_route_holder == t->me)
        return (int) i;
      if (!take_only && copy.players[t->me].route_length > best_len)
        best_len = copy.players[t->me].route_length, best_i = (int) i;
    }
  return best_i;
}

/* The main phase: build what scores, trade toward the target, keep the hand out of the
 * robber's reach; greedy picks where and plays the development cards. */
static gboolean
planner_main (HwBot             *bot,
              const HwGameRules *rules,
              const HwGameState *state,
              const HwAction    *legal,
              guint              n_legal,
              HwAction          *choice)
{
  Turn t;
  HwAction g;
  int i;

  turn_init (&t, rules, state);
  choose_target (&t);
  if (!hw_bot_greedy.choose (bot, rules, state, legal, n_legal, &g))
    return FALSE;

  /* Victory points first, as greedy plays them; and greedy's cards. */
  if (g.type == HW_ACTION_BUILD_CITY || g.type == HW_ACTION_BUILD_SETTLEMENT
      || g.type == HW_ACTION_PLAY_KNIGHT || g.type == HW_ACTION_PLAY_ROAD_BUILDING
      || g.type == HW_ACTION_PLAY_YEAR_OF_PLENTY || g.type == HW_ACTION_PLAY_MONOPOLY)
    {
      *choice = g;
      return TRUE;
    }
  /* The longest route (2 VP) when a road takes it now. */
  if ((i = route_road (&t, legal, n_legal, TRUE)) >= 0)
    {
      *choice = legal[i];
      return TRUE;
    }
  /* One build ahead: bank trades that complete a city or a settlement this turn, or a road
   * that would take the longest route. */
  if ((i = trade_to_vp (&t, legal, n_legal)) >= 0)
    {
      *choice = legal[i];
      return TRUE;
    }
  /* Spare cards: a road that lengthens the route while the title is within reach, greedy's
   * roads toward sites, development cards. */
  if (spare (&t, build_cost[BUILD_ROUTE]) && (i = route_road (&t, legal, n_legal, FALSE)) >= 0)
    {
      *choice = legal[i];
      return TRUE;
    }
  if (g.type == HW_ACTION_BUILD_ROAD)
    {
      *choice = g;
      return TRUE;
    }
  if (has_type (legal, n_legal, HW_ACTION_BUY_DEV)
      && (g.type == HW_ACTION_BUY_DEV || spare (&t, build_cost[BUILD_DEV]) || hand_size (&t) > 7))
    return greedy_among (bot, rules, state, legal, n_legal, HW_ACTION_BUY_DEV, choice);
  /* More than seven cards at the end of the turn lose half on a 7: spend or trade them. */
  if (hand_size (&t) > 7 && has_type (legal, n_legal, HW_ACTION_BUILD_ROAD)
      && greedy_among (bot, rules, state, legal, n_legal, HW_ACTION_BUILD_ROAD, choice))
    return TRUE;
  if (hand_size (&t) > 7 && (i = best_trade (&t, legal, n_legal)) >= 0)
    {
      *choice = legal[i];
      return TRUE;
    }
  *choice = g;
  return TRUE;
}

/* The robber on the hex that costs the leaders most, never on the bot's own; then the
 * victim with the most points and cards. */
static int
choose_robber (const HwGameRules *rules,
               const HwGameState *state,
               const HwAction    *legal,
               guint              n_legal)
{
  int me = hw_game_to_move (state), best_i = -1;
  int vp[HW_GAME_MAX_PLAYERS];
  double best = -G_MAXDOUBLE;

  for (int p = 0; p < state->n_players; p++)
    vp[p] = hw_game_vp (rules, state, p);
  for (guint i = 0; i < n_legal; i++)
    {
      const HwAction *a = &legal[i];
      double v = 0.0;
      int h = a->a;

      if (a->type != HW_ACTION_MOVE_ROBBER || h < 0 || h >= rules->n_hexes)
        continue;
      for (int k = 0; k < 6; k++)
        {
          int n = rules->hex_nodes[h][k], owner;

          if (n < 0 || state->node_owner[n] == 0)
            continue;
          owner = state->node_owner[n] - 1;
          if (owner == me)
            v -= 100.0;
          else
            v += hw_chit_pips (rules->hex_chit[h]) * (bit_set (state->players[owner].cities, n) ? 2 : 1)
                 * (1.0 + MAX (0, vp[owner] - 2) * ROB_LEAD);
        }
      if (a->b >= 0 && a->b < state->n_players)
        v += 0.5 * hw_game_hand_size (state, a->b) + 0.5 * vp[a->b];
      if (v > best)
        best = v, best_i = (int) i;
    }
  return best_i;
}

static gboolean
planner_choose (HwBot             *bot,
                const HwGameRules *rules,
                const HwGameState *state,
                const HwAction    *legal,
                guint              n_legal,
                HwAction          *choice)
{
  if (n_legal == 1)
    {
      *choice = legal[0];
      return TRUE;
    }
  if (rules->n_modules == 0 && state->phase == HW_PHASE_SETUP_SETTLEMENT)
    {
      int i = choose_site (rules, state, legal, n_legal, &bot->rng);

      if (i >= 0)
        {
          *choice = legal[i];
          return TRUE;
        }
    }
  if (rules->n_modules == 0 && state->phase == HW_PHASE_MAIN)
    return planner_main (bot, rules, state, legal, n_legal, choice);
  if (rules->n_modules == 0 && state->phase == HW_PHASE_ROBBER)
    {
      int i = choose_robber (rules, state, legal, n_legal);

      if (i >= 0)
        {
          *choice = legal[i];
          return TRUE;
        }
    }
  if (rules->n_modules == 0 && state->phase == HW_PHASE_FREE_ROADS)
    {
      Turn t;
      int i;

      turn_init (&t, rules, state);
      if ((i = route_road (&t, legal, n_legal, FALSE)) >= 0)
        {
          *choice = legal[i];
          return TRUE;
        }
    }
  return hw_bot_greedy.choose (bot, rules, state, legal, n_legal, choice);
}

const HwBotInfo hw_bot_planner = {
  .name = "planner",
  .description = N_("Drafts its start looking ahead at the rest of the snake draft, trades toward the build the bank completes this turn and races for the longest route"),
  .choose = planner_choose,
};
