/* hw-bot-greedy.c: the "greedy" bot: a one-ply evaluation of every legal action.
 *
 * Each listed action gets a score computed from what it changes, and the best one is
 * played (ties broken by the bot's own PRNG). The evaluation is analytic rather than a
 * copy-apply-evaluate of the state: that keeps a decision in the microseconds, which the
 * benchmark's 1,000 games per second per core need. What it weighs:
 *  - expected production in pips (dots) of the hexes a building touches, with a bonus for
 *    resources the bot does not produce yet, gold and volcano hexes valued by what they give
 *    (volcano corners discounted for eruptions), jungle by the discoveries;
 *  - victory points: cities, then settlements, come first whenever affordable; new islands
 *    add the island bonus;
 *  - need: a "target" build (city, settlement, road or ship toward the next site, or a
 *    development card) chosen by value over missing cards; bank and harbor trades are made
 *    only when they bring the target closer without breaking it, discards keep it, and gold
 *    or Year of Plenty choices fill it;
 *  - harbor access: a harbor node is worth more the more of its resource the bot makes;
 *  - the robber goes where it blocks the most opponent pips (the leader first), never on the
 *    bot's own buildings, and steals from the leader;
 *  - what a rule module changes is weighed by the module's advice (hw-bot-advice.h): its
 *    own actions, the hexes it keeps from producing, whether and where to sail, and whether
 *    walling the robber's hex in with roads wins; the advice is looked up once a decision.
 * Starting sites get a few percent of random jitter from the bot's PRNG: without it the bots
 * open identically on a fixed board in every game, and a batch measures that one opening.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hw-bot.h"
#include "hw-rule-module.h"
#include "hw-bot-trade.h"
#include "hw-bot-style.h"

typedef enum
{
  TARGET_CITY,
  TARGET_SETTLEMENT,
  TARGET_ROUTE,     /* a road or ship toward a new site */
  TARGET_DEV,
  TARGET_NONE,
} Target;

/* Values that stay the same through one decision once the production is known: the
 * walks from every listed road and ship value the same sites again and again. */
typedef struct
{
  guint64 node_known[HW_GAME_NODE_WORDS];
  double  node[HW_GAME_MAX_NODES];
  const guint8 *sail;                       /* the sailing distances once known, or NULL */
  guint8   sail_own[HW_GAME_MAX_NODES];     /* ... for a bot without a keep */
  /* expansion_from () by start node, for roads [0] and ships [1]: the edges of a listing
   * share their ends, and a walk does not depend on the edge it starts from. */
  guint64 exp_known[2][HW_GAME_NODE_WORDS];
  double  exp[2][HW_GAME_MAX_NODES];
  guint   vp_known;                         /* bit per player: vp[] and lead[] filled */
  int     vp[HW_GAME_MAX_PLAYERS];
  double  lead[HW_GAME_MAX_PLAYERS];        /* robber_lead () */
  int     answer;                           /* hw_bot_trade_accepts (), -1 not yet asked */
  guint64 hex_known[HW_GAME_HEX_WORDS];     /* hex_w[] filled */
  double  hex_w[HW_GAME_MAX_HEXES];         /* hex_weight () */
} Memo;

typedef struct
{
  Memo                *memo;                   /* NULL: nothing is kept */
  const HwBotParams   *params;
  HwBotKeep           *keep;                   /* from decision to decision, or NULL */
  const HwGameRules   *rules;
  const HwGameState   *state;
  const HwPlayerState *me_state;
  int                  me;
  double               prod[HW_N_RESOURCES];  /* pips per resource the bot collects */
  int                  hand[HW_N_RESOURCES];
  Target               target;
  int                  need[HW_N_RESOURCES];  /* cost of the target */
  int                  missing;               /* cards the target still lacks */
  double               best_spot;             /* value of the best site reachable now */
  /* The modules' advice (hw-bot-advice.h), looked up once a decision, in file order. */
  guint64              score_first;           /* action types a module scores first */
  guint64              score_turn;            /* ... or in place of the bot's own rule */
  guint8               n_scorers, n_factors;
  const HwModuleSlot  *scorers[HW_GAME_MAX_MODULES];   /* with a score() */
  const HwModuleSlot  *factors[HW_GAME_MAX_MODULES];   /* with a hex_factor(), */
  double             (*factor_of[HW_GAME_MAX_MODULES]) (const HwGameRules *, const HwModuleSlot *,
                                                        const HwGameState *, int);  /* ... it */
  const HwModuleSlot  *sail;                  /* the first with sailing advice, or NULL */
  const HwModuleSlot  *upgrade;               /* the first that may forbid a city, or NULL */
  int                  enclose_hex;           /* the robber's hex while walling it in wins, or -1 */
} Ctx;

static const int cost_road[HW_N_RESOURCES]       = { 1, 1, 0, 0, 0 };
static const int cost_ship[HW_N_RESOURCES]       = { 0, 1, 0, 0, 1 };
static const int cost_settlement[HW_N_RESOURCES] = { 1, 1, 0, 1, 1 };
static const int cost_city[HW_N_RESOURCES]       = { 0, 0, 3, 2, 0 };
static const int cost_dev[HW_N_RESOURCES]        = { 0, 0, 1, 1, 1 };

/* Brick, lumber, ore, grain, wool: wool is the most plentiful and least needed. */
const double hw_bot_resource_weight[HW_N_RESOURCES] = { 1.0, 1.0, 0.95, 1.0, 0.8 };

#define DECAY 0.55
#define SETUP_JITTER 0.16
#define MAX_BFS 64

/* chit_pips (), inline: the bot asks it for every hex of every site it values. */
static inline int
chit_pips (int number)
{
  return number < 2 || number > 12 ? 0 : 6 - ABS (7 - number);
}

static inline gboolean
bit_set (const guint64 *set,
         int            i)
{
  return (set[i >> 6] >> (i & 63)) & 1;
}

/* Whether the @n bytes at @a and @b are the same: inline, where the library's memcmp () is
 * a call for the few bytes each keep compares at every decision (3% of a greedy game). */
static inline gboolean
same_bytes (const void *a,
            const void *b,
            gsize       n)
{
  typedef guint64 Pair __attribute__ ((vector_size (16)));   /* two words a step */
  const guint8 *x = a, *y = b;
  Pair pairs = { 0, 0 };
  guint64 diff;
  gsize i = 0;

  for (; i + 16 <= n; i += 16)
    {
      Pair u, v;

      memcpy (&u, x + i, 16);
      memcpy (&v, y + i, 16);
      pairs |= u ^ v;
    }
  diff = pairs[0] | pairs[1];
  for (; i + 8 <= n; i += 8)
    {
      guint64 u, v;

      memcpy (&u, x + i, 8);
      memcpy (&v, y + i, 8);
      diff |= u ^ v;
    }
  for (; i < n; i++)
    diff |= (guint64) (x[i] ^ y[i]);
  return diff == 0;
}

/* The bytes of node_owner[] a keep compares: whole words, where the arrays have room (the
 * corners past the board's are always free). */
G_STATIC_ASSERT (HW_GAME_MAX_NODES % 8 == 0);

static inline gsize
owner_bytes (const HwGameRules *rules)
{
  return ((gsize) rules->n_nodes + 7) & ~(gsize) 7;
}

static int
missing_for (const int *cost,
             const int *hand)
{
  int m = 0;

  for (int r = 0; r < HW_N_RESOURCES; r++)
    m += MAX (0, cost[r] - hand[r]);
  return m;
}

static gboolean
node_mine (const Ctx *ctx,
           int        n)
{
  return ctx->state->node_owner[n] == ctx->me + 1;
}

static gboolean
node_foreign (const Ctx *ctx,
              int        n)
{
  return ctx->state->node_owner[n] != 0 && ctx->state->node_owner[n] != ctx->me + 1;
}

/* Free land node with no building next to it (BASE-PLACE-01). */
static gboolean
can_settle (const Ctx *ctx,
            int        n)
{
  return hw_game_site_free (ctx->rules, ctx->state, n);
}

static double hex_weight_of (const Ctx *ctx, int h);

/* What one roll-pip of hex @h is worth to the bot, kept through the decision (the sites
 * valued in one decision share their hexes; a module's factor is a call each). */
static double
hex_weight (const Ctx *ctx,
            int        h)
{
  Memo *memo = ctx->memo;

  if (memo == NULL)
    return hex_weight_of (ctx, h);
  if (!bit_set (memo->hex_known, h))
    {
      memo->hex_w[h] = hex_weight_of (ctx, h);
      memo->hex_known[h >> 6] |= G_GUINT64_CONSTANT (1) << (h & 63);
    }
  return memo->hex_w[h];
}

static double
hex_weight_of (const Ctx *ctx,
               int        h)
{
  const HwGameRules *rules = ctx->rules;
  double w;
  int r;

  switch (rules->hex_terrain[h])
    {
    case HW_TERRAIN_GOLD:
      w = 1.3;
      break;
    case HW_TERRAIN_VOLCANO:
      r = rules->volcano_produces;
      w = 0.7 * (r < 0 || r >= HW_N_RESOURCES ? 1.3 : hw_bot_resource_weight[r] + (ctx->prod[r] == 0 ? 0.4 : 0));
      break;
    case HW_TERRAIN_JUNGLE:
      w = 0.5;
      break;
    default:
      r = rules->hex_resource[h];
      if (r < 0 || r >= HW_N_RESOURCES)
        return 0.0;
      /* A resource the bot does not produce yet is worth more: diversity. */
      w = hw_bot_resource_weight[r] + (ctx->prod[r] == 0 ? 0.5 : 0.0);
      break;
    }
  if (h == ctx->state->robber_hex)
    w *= 0.3;
  for (int i = 0; i < ctx->n_factors; i++)
    w *= ctx->factor_of[i] (rules, ctx->factors[i], ctx->state, h);
  return w;
}

/* The ship edges holding a piece other than the bot's ships (each piece is in its player
 * slot's roads or ships, neutral ones too): the edges the sailing distances cannot cross. */
static void
sail_blocked (const HwBotKeep *keep,
              const Ctx       *ctx,
              guint64         *blocked)
{
  int edge_words = (ctx->rules->n_edges + 63) / 64;

  for (int w = 0; w < edge_words; w++)
    {
      guint64 taken = 0;

      for (int p = 0; p < HW_GAME_MAX_PLAYERS; p++)
        taken |= ctx->state->players[p].roads[w] | ctx->state->players[p].ships[w];
      blocked[w] = taken & keep->ship_edges[w] & ~ctx->me_state->ships[w];
    }
}

/* Whether @keep holds the sailing distances for this decision: the same board and player,
 * the same holders of every corner and the same ship edges blocked (hw-bot-advice.h). */
static gboolean
keep_holds (const HwBotKeep *keep,
            const Ctx       *ctx)
{
  guint64 blocked[HW_GAME_EDGE_WORDS];

  if (keep->rules != ctx->rules || keep->me != ctx->me
      || !same_bytes (keep->node_owner, ctx->state->node_owner, owner_bytes (ctx->rules)))
    return FALSE;
  sail_blocked (keep, ctx, blocked);
  return same_bytes (keep->sail_blocked, blocked, (gsize) (ctx->rules->n_edges + 63) / 64 * sizeof blocked[0]);
}

static void
keep_store (HwBotKeep *keep,
            const Ctx *ctx)
{
  const HwGameRules *rules = ctx->rules;

  if (keep->rules != rules)
    {
      memset (keep->ship_edges, 0, sizeof keep->ship_edges);
      for (int e = 0; e < rules->n_edges; e++)
        if (rules->edge_flags[e] & HW_EDGE_SHIP)
          keep->ship_edges[e >> 6] |= G_GUINT64_CONSTANT (1) << (e & 63);
    }
  keep->rules = rules;
  keep->me = ctx->me;
  memcpy (keep->node_owner, ctx->state->node_owner, sizeof keep->node_owner);
  sail_blocked (keep, ctx, keep->sail_blocked);
}

/* The sailing advice's ship edges from each node to a site worth sailing for, computed on
 * first use in a decision (most decisions never look), and kept for the next decisions
 * while no piece they depend on changed (most turns build nothing that does). */
static const guint8 *
sail_of (const Ctx *ctx)
{
  Memo *memo = ctx->memo;
  HwBotKeep *keep = ctx->keep;

  if (memo->sail == NULL)
    {
      if (keep == NULL)
        {
          ctx->sail->module->bot->sail_distances (ctx->rules, ctx->sail, ctx->state, ctx->me, memo->sail_own);
          memo->sail = memo->sail_own;
        }
      else
        {
          if (!keep_holds (keep, ctx))
            {
              ctx->sail->module->bot->sail_distances (ctx->rules, ctx->sail, ctx->state, ctx->me, keep->sail);
              keep_store (keep, ctx);
            }
          memo->sail = keep->sail;
        }
    }
  return memo->sail;
}

static double
ship_value (const Ctx *ctx, int edge)
{
  /* Without sailing advice the value is 0 without the distances. */
  if (ctx->sail == NULL)
    return 0.0;
  return ctx->sail->module->bot->ship_value (ctx->rules, ctx->sail, ctx->state, ctx->me,
                                             sail_of (ctx), edge);
}

static double node_value_of (const Ctx *ctx, int n);

/* The value of holding a settlement on node @n: production, harbor, island. */
static double
node_value (const Ctx *ctx,
            int        n)
{
  Memo *memo = ctx->memo;

  if (memo == NULL)
    return node_value_of (ctx, n);
  if (!bit_set (memo->node_known, n))
    {
      memo->node[n] = node_value_of (ctx, n);
      memo->node_known[n >> 6] |= G_GUINT64_CONSTANT (1) << (n & 63);
    }
  return memo->node[n];
}

static double
node_value_of (const Ctx *ctx,
               int        n)
{
  const HwGameRules *rules = ctx->rules;
  double v = 0.0;
  guint8 harbors;

  for (int k = 0; k < 3; k++)
    {
      int h = rules->node_hexes[n][k];

      if (h >= 0 && rules->hex_chit[h] != 0)
        v += chit_pips (rules->hex_chit[h]) * hex_weight (ctx, h);
    }
  harbors = rules->node_harbors[n];
  if (harbors & 1)
    v += 1.5;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    if (harbors & (1 << (1 + r)))
      v += 0.5 + 0.4 * ctx->prod[r];
  if (rules->node_flags[n] & HW_NODE_VOLCANO)
    v *= 0.8;
  if (rules->island_bonus > 0 && rules->node_island[n] >= 0 && ctx->state->phase != HW_PHASE_SETUP_SETTLEMENT
      && ctx->me_state->islands != 0 && !(ctx->me_state->islands & (1u << rules->node_island[n])))
    v += 3.0 * rules->island_bonus;
  return v;
}

/* Pips a city on @n adds (its production doubled). */
static double
city_gain (const Ctx *ctx,
           int        n)
{
  const HwGameRules *rules = ctx->rules;
  double v = 0.0;

  for (int k = 0; k < 3; k++)
    {
      int h = rules->node_hexes[n][k];

      if (h >= 0 && rules->hex_chit[h] != 0)
        v += chit_pips (rules->hex_chit[h]) * hex_weight (ctx, h);
    }
  return v;
}

static double expansion_walk (const Ctx *ctx, int start, guint8 kind);

/* Best site reachable within three more pieces from @start over edges of @kind, decayed by
 * distance; 0 when none. Kept through the decision once walked. */
static double
expansion_from (const Ctx *ctx,
                int        start,
                guint8     kind)
{
  Memo *memo = ctx->memo;
  int i = kind == HW_EDGE_SHIP;

  if (memo == NULL || start < 0)
    return expansion_walk (ctx, start, kind);
  if (!bit_set (memo->exp_known[i], start))
    {
      memo->exp[i][start] = expansion_walk (ctx, start, kind);
      memo->exp_known[i][start >> 6] |= G_GUINT64_CONSTANT (1) << (start & 63);
    }
  return memo->exp[i][start];
}

/* The decay by distance, looked up: the same constants the test by distance gave. */
static const double decay_at[4] = { 1.0, DECAY, DECAY * DECAY, DECAY * DECAY * DECAY };

static double
expansion_walk (const Ctx *ctx,
                int        start,
                guint8     kind)
{
  const HwGameRules *rules = ctx->rules;
  int queue[MAX_BFS], depth[MAX_BFS];
  guint64 queued[HW_GAME_NODE_WORDS] = { 0 };
  int head = 0, tail = 0;
  double best = 0.0;

  if (start < 0 || node_foreign (ctx, start))
    return 0.0;
  queue[tail] = start;
  queued[start >> 6] |= G_GUINT64_CONSTANT (1) << (start & 63);
  depth[tail++] = 0;
  while (head < tail)
    {
      int n = queue[head], d = depth[head++];
      double scale = decay_at[d];

      if (can_settle (ctx, n))
        {
          double v = node_value (ctx, n) * scale;  /* once: MAX () repeats its arguments */

          best = MAX (best, v);
        }
      if (d >= 3)
        continue;
      for (int k = 0; k < 3; k++)
        {
          int m = rules->node_nodes[n][k], e = rules->node_edges[n][k];
          if (m < 0 || e < 0 || ctx->state->edge_owner[e] != 0 || !(rules->edge_flags[e] & kind)
              || node_foreign (ctx, m))
            continue;
          if (!bit_set (queued, m) && tail < MAX_BFS)
            {
              queued[m >> 6] |= G_GUINT64_CONSTANT (1) << (m & 63);
              queue[tail] = m;
              depth[tail++] = d + 1;
            }
        }
    }
  return best;
}

/* TRUE when the bot has a building on @n or a piece on an edge ending there. */
static gboolean
node_in_network (const Ctx *ctx,
                 int        n)
{
  const HwGameRules *rules = ctx->rules;

  if (node_mine (ctx, n))
    return TRUE;
  for (int k = 0; k < 3; k++)
    {
      int e = rules->node_edges[n][k];

      if (e >= 0 && ctx->state->edge_owner[e] == ctx->me + 1)
        return TRUE;
    }
  return FALSE;
}

/* How much a road or ship on @e opens up: the best site beyond its far end. */
static double
edge_value (const Ctx *ctx,
            int        e,
            guint8     kind)
{
  const HwGameRules *rules = ctx->rules;
  int u = rules->edge_nodes[e][0], v = rules->edge_nodes[e][1];
  gboolean near_u = node_in_network (ctx, u) || u == ctx->state->setup_node;
  gboolean near_v = node_in_network (ctx, v) || v == ctx->state->setup_node;

  if (near_u && !near_v)
    return expansion_from (ctx, v, kind);
  if (near_v && !near_u)
    return expansion_from (ctx, u, kind);
  /* Joining two parts of the network (or both ends free): little new ground. */
  {
    /* Apart: MAX () would search the larger side twice. */
    double from_u = expansion_from (ctx, u, kind), from_v = expansion_from (ctx, v, kind);

    return 0.2 * MAX (from_u, from_v);
  }
}

/* Looks the scenario's modules' advice up for this decision, in file order. */
static void
look_up_advice (Ctx *ctx)
{
  const HwGameRules *rules = ctx->rules;
  gboolean enclose = FALSE;

  ctx->enclose_hex = -1;
  ctx->upgrade = NULL;
  for (int i = 0; i < rules->n_modules; i++)
    {
      const HwModuleSlot *slot = &rules->modules[i];
      const HwBotAdvice *bot = slot->module->bot;

      if (bot == NULL)
        continue;
      if (bot->score != NULL)
        {
          ctx->score_first |= bot->score_first;
          ctx->score_turn |= bot->score_turn;
          ctx->scorers[ctx->n_scorers++] = slot;
        }
      if (bot->hex_factor != NULL)
        {
          ctx->factor_of[ctx->n_factors] = bot->hex_factor;
          ctx->factors[ctx->n_factors++] = slot;
        }
      if (bot->sail_distances != NULL && ctx->sail == NULL)
        ctx->sail = slot;
      if (bot->may_upgrade != NULL && ctx->upgrade == NULL)
        ctx->upgrade = slot;
      if (bot->enclose_robber != NULL && !enclose && ctx->state->robber_hex >= 0)
        enclose = bot->enclose_robber (rules, slot, ctx->state, ctx->me);
    }
  if (enclose)
    ctx->enclose_hex = ctx->state->robber_hex;
}

static void
compute_production (Ctx *ctx)
{
  const HwGameRules *rules = ctx->rules;
  const HwPlayerState *p = ctx->me_state;
  HwBotKeep *keep = ctx->keep;
  gsize node_words = (gsize) (rules->n_nodes + 63) / 64;

  for (int r = 0; r < HW_N_RESOURCES; r++)
    {
      ctx->prod[r] = 0.0;
      ctx->hand[r] = p->hand[r];
    }
  /* The same buildings make the same production: most turns build nothing. */
  if (keep != NULL && keep->prod_rules == rules && keep->prod_me == ctx->me
      && same_bytes (keep->prod_buildings, p->buildings, node_words * sizeof p->buildings[0])
      && same_bytes (keep->prod_cities, p->cities, node_words * sizeof p->cities[0]))
    {
      memcpy (ctx->prod, keep->prod, sizeof ctx->prod);
      return;
    }
  for (gsize w = 0; w < node_words; w++)
    for (guint64 bits = p->buildings[w]; bits != 0; bits &= bits - 1)
      {
        int n = w * 64 + __builtin_ctzll (bits);
        int mult = bit_set (p->cities, n) ? 2 : 1;

        for (int k = 0; k < 3; k++)
          {
            int h = rules->node_hexes[n][k], r;

            if (h < 0 || rules->hex_chit[h] == 0)
              continue;
            r = rules->hex_resource[h];
            if (rules->hex_terrain[h] == HW_TERRAIN_VOLCANO)
              r = rules->volcano_produces;
            if (r >= 0 && r < HW_N_RESOURCES)
              ctx->prod[r] += mult * chit_pips (rules->hex_chit[h]);
          }
      }
  if (keep != NULL)
    {
      keep->prod_rules = rules;
      keep->prod_me = ctx->me;
      memcpy (keep->prod_buildings, p->buildings, sizeof keep->prod_buildings);
      memcpy (keep->prod_cities, p->cities, sizeof keep->prod_cities);
      memcpy (keep->prod, ctx->prod, sizeof keep->prod);
    }
}

/* Best site for a settlement the bot could build now (touching its roads or ships). */
static double
best_reachable_site (const Ctx *ctx)
{
  const HwGameRules *rules = ctx->rules;
  const HwPlayerState *p = ctx->me_state;
  double best = 0.0;

  for (int w = 0; w < (rules->n_edges + 63) / 64; w++)
    for (guint64 bits = p->roads[w] | p->ships[w]; bits != 0; bits &= bits - 1)
      {
        int e = w * 64 + __builtin_ctzll (bits);

        for (int k = 0; k < 2; k++)
          {
            int n = rules->edge_nodes[e][k];

            if (n >= 0 && can_settle (ctx, n))
              {
                double v = 0.01 + node_value (ctx, n);  /* once: MAX () repeats it */

                best = MAX (best, v);
              }
          }
      }
  return best;
}

/* Whether the modules' hex factors read the same state now as when @keep's best site was
 * valued: each reads its own slice of the module state (hw-bot-advice.h). */
static gboolean
factors_same (const HwBotKeep *keep,
              const Ctx       *ctx)
{
  for (int i = 0; i < ctx->n_factors; i++)
    {
      const HwModuleSlot *slot = ctx->factors[i];

      if (!same_bytes ((const guint8 *) keep->spot_modules + slot->state_offset,
                       hw_game_module_state (slot, ctx->state), slot->module->state_size))
        return FALSE;
    }
  return TRUE;
}

/* best_reachable_site (), kept from one decision to the next while everything it reads is
 * the same: the bot's roads and ships, who holds each corner, the robber, the production,
 * the islands and the modules' hex factors. Most decisions build nothing. */
static double
kept_best_spot (const Ctx *ctx)
{
  const HwGameRules *rules = ctx->rules;
  const HwGameState *st = ctx->state;
  const HwPlayerState *p = ctx->me_state;
  HwBotKeep *keep = ctx->keep;
  int edge_words = (rules->n_edges + 63) / 64;
  guint64 routes[HW_GAME_EDGE_WORDS];
  gboolean same;

  if (keep == NULL)
    return best_reachable_site (ctx);
  for (int w = 0; w < edge_words; w++)
    routes[w] = p->roads[w] | p->ships[w];
  same = keep->spot_rules == rules && keep->spot_me == ctx->me
         && keep->spot_robber == st->robber_hex && keep->spot_islands == p->islands
         && same_bytes (keep->spot_routes, routes, edge_words * sizeof routes[0])
         && same_bytes (keep->spot_owner, st->node_owner, owner_bytes (rules))
         && same_bytes (keep->spot_prod, ctx->prod, sizeof keep->spot_prod)
         && factors_same (keep, ctx);
  if (!same)
    {
      keep->spot = best_reachable_site (ctx);
      keep->spot_rules = rules;
      keep->spot_me = ctx->me;
      keep->spot_robber = st->robber_hex;
      keep->spot_islands = p->islands;
      memcpy (keep->spot_routes, routes, edge_words * sizeof routes[0]);
      memcpy (keep->spot_owner, st->node_owner, owner_bytes (rules));
      memcpy (keep->spot_prod, ctx->prod, sizeof keep->spot_prod);
      for (int i = 0; i < ctx->n_factors; i++)
        memcpy ((guint8 *) keep->spot_modules + ctx->factors[i]->state_offset,
                hw_game_module_state (ctx->factors[i], st), ctx->factors[i]->module->state_size);
    }
  return keep->spot;
}

static void
set_need (Ctx       *ctx,
          Target     target,
          const int *cost)
{
  ctx->target = target;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    ctx->need[r] = cost ? cost[r] : 0;
  ctx->missing = cost ? missing_for (cost, ctx->hand) : 0;
}

/* The worth of a city, a road and a card over (1 + the cards they still lack), divided
 * once here: a division at every decision waits for its result. */
static const double city_worth[6] = { 11.0 / 1, 11.0 / 2, 11.0 / 3, 11.0 / 4, 11.0 / 5, 11.0 / 6 };
static const double route_worth[3] = { 6.0 / 1, 6.0 / 2, 6.0 / 3 };
static const double dev_worth[4] = { 3.0 / 1, 3.0 / 2, 3.0 / 3, 3.0 / 4 };

/* Picks the build to save for: value over the cards it still lacks. The need is written
 * once, for the build chosen. */
static void
choose_target (Ctx *ctx)
{
  const HwPlayerState *p = ctx->me_state;
  gboolean has_settlement = FALSE;
  double best = -1.0, s;
  const int *route_cost = cost_road, *cost = NULL;
  Target target = TARGET_NONE;
  int lack = 0, m;
  const HwModuleSlot *ss = ctx->sail;
  gboolean sail = ss != NULL && ss->module->bot->may_sail (ctx->rules, ss, ctx->state, ctx->me) &&
                  ss->module->bot->wants_ships (ctx->rules, ss, ctx->state, ctx->me, sail_of (ctx));

#define CONSIDER(t, c)                           \
  if (s > best)                                  \
    best = s, target = (t), cost = (c), lack = m;

  for (int w = 0; w < HW_GAME_NODE_WORDS && !has_settlement; w++)
    has_settlement = (p->buildings[w] & ~p->cities[w]) != 0;
  /* Only a settlement that may become a city makes one worth saving for: a bot that saves
   * for a city it cannot build never trades for anything else. */
  if (has_settlement && ctx->upgrade != NULL)
    {
      has_settlement = FALSE;
      for (int w = 0; w < HW_GAME_NODE_WORDS && !has_settlement; w++)
        for (guint64 b = p->buildings[w] & ~p->cities[w]; b != 0 && !has_settlement; b &= b - 1)
          has_settlement = ctx->upgrade->module->bot->may_upgrade (ctx->rules, ctx->upgrade, ctx->state,
                                                                   w * 64 + __builtin_ctzll (b));
    }
  ctx->best_spot = p->settlements_left > 0 ? kept_best_spot (ctx) : 0.0;

  if (p->cities_left > 0 && has_settlement)
    {
      m = missing_for (cost_city, ctx->hand);
      s = city_worth[m];
      CONSIDER (TARGET_CITY, cost_city);
    }
  if (ctx->best_spot > 0.0)
    {
      m = missing_for (cost_settlement, ctx->hand);
      s = (10.0 + 0.2 * ctx->best_spot) / (1 + m);
      CONSIDER (TARGET_SETTLEMENT, cost_settlement);
    }
  else if (!sail && p->settlements_left > 0 && (p->roads_left > 0 || p->ships_left > 0))
    {
      if (ctx->rules->seafarers && p->ships_left > 0
          && (p->roads_left == 0 || missing_for (cost_ship, ctx->hand) < missing_for (cost_road, ctx->hand)))
        route_cost = cost_ship;
      m = missing_for (route_cost, ctx->hand);
      s = route_worth[m];
      CONSIDER (TARGET_ROUTE, route_cost);
    }
  /* Sail for another island when the sailing advice says so, even with a site left at
   * home (its worth says how urgent). */
  if (sail)
    {
      m = missing_for (cost_ship, ctx->hand);
      s = ss->module->bot->sail_worth (ctx->rules, ss, ctx->state, ctx->me) / (1 + m);
      CONSIDER (TARGET_ROUTE, cost_ship);
    }
  if (hw_game_deck_open (ctx->rules, ctx->state))
    {
      m = missing_for (cost_dev, ctx->hand);
      s = dev_worth[m];
      if (ctx->params->dev_appetite > 0.0f)
        s *= 1.0 + ctx->params->dev_appetite;
      CONSIDER (TARGET_DEV, cost_dev);
    }
#undef CONSIDER
  ctx->target = target;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    ctx->need[r] = cost ? cost[r] : 0;
  ctx->missing = lack;
}

static int
player_vp (const Ctx *ctx,
           int        player)
{
  Memo *memo = ctx->memo;

  /* The robber's hexes ask for the same few players' VP again and again. */
  if (memo == NULL || player < 0 || player >= HW_GAME_MAX_PLAYERS)
    return hw_game_vp (ctx->rules, ctx->state, player);
  if (!(memo->vp_known & (1u << player)))
    {
      memo->vp[player] = hw_game_vp (ctx->rules, ctx->state, player);
      memo->lead[player] = 1.0 + (1.0 + ctx->params->lead_focus) * memo->vp[player] / 5.0;
      memo->vp_known |= 1u << player;
    }
  return memo->vp[player];
}

/* How much more blocking @player's pips is worth for its victory points: asked for every
 * corner of every hex the robber may take, divided once a decision. */
static double
robber_lead (const Ctx *ctx,
             int        player)
{
  Memo *memo = ctx->memo;

  if (memo == NULL || player < 0 || player >= HW_GAME_MAX_PLAYERS)
    return 1.0 + (1.0 + ctx->params->lead_focus) * player_vp (ctx, player) / 5.0;
  if (!(memo->vp_known & (1u << player)))
    (void) player_vp (ctx, player);
  return memo->lead[player];
}

static gboolean
robber_hurts_me (const Ctx *ctx)
{
  int h = ctx->state->robber_hex;

  if (h < 0)
    return FALSE;
  for (int k = 0; k < 6; k++)
    {
      int n = ctx->rules->hex_nodes[h][k];

      if (n >= 0 && node_mine (ctx, n))
        return TRUE;
    }
  return FALSE;
}

static gboolean
knight_takes_army (const Ctx *ctx)
{
  int mine = ctx->me_state->knights_played + 1;
  int holder = ctx->state->largest_army_holder;

  if (ctx->rules->n_players <= 0 || mine < 3 || holder == ctx->me)
    return FALSE;
  return holder < 0 || mine > ctx->state->players[holder].knights_played;
}

/* Whether the bot holds Largest Army and no rival takes it with one more knight. */
static gboolean
army_safe (const Ctx *ctx)
{
  int mine = ctx->me_state->knights_played;

  if (ctx->state->largest_army_holder != ctx->me)
    return FALSE;
  for (int i = 0; i < ctx->state->n_players; i++)
    if (i != ctx->me && ctx->state->players[i].knights_played + 1 > mine)
      return FALSE;
  return TRUE;
}

static double
score_robber (const Ctx      *ctx,
              const HwAction *a)
{
  const HwGameRules *rules = ctx->rules;
  double score = 0.0;
  int h = a->a, victim = a->b;

  if (h >= 0 && h < rules->n_hexes)
    {
      double pips = chit_pips (rules->hex_chit[h]);

      for (int k = 0; k < 6; k++)
        {
          int n = rules->hex_nodes[h][k], owner;

          if (n < 0 || ctx->state->node_owner[n] == 0)
            continue;
          owner = ctx->state->node_owner[n] - 1;
          if (owner == ctx->me)
            score -= 100.0;
          else
            score += pips * (bit_set (ctx->state->players[owner].cities, n) ? 2 : 1)
                     * robber_lead (ctx, owner);
        }
    }
  if (victim >= 0 && victim < rules->n_players)
    {
      int cards = hw_game_hand_size (ctx->state, victim);

      if (cards > 0)
        score += 3.0 + (1.0 + ctx->params->lead_focus) * player_vp (ctx, victim) + 0.2 * cards;
    }
  return score;
}

/* A road on an edge of the robber's hex, worth more the closer the enclosure, while the
 * advice says walling it in wins; 0 when it does not wall the hex in. */
static double
enclosure_value (const Ctx *ctx,
                 int        e)
{
  const HwGameRules *rules = ctx->rules;
  const HwGameState *st = ctx->state;
  int h = ctx->enclose_hex, mine = 0;
  gboolean on_hex = FALSE;

  if (h < 0)
    return 0.0;
  for (int k = 0; k < 6; k++)
    {
      int f = rules->hex_edges[h][k];
      if (f == e)
        on_hex = TRUE;
      else if (st->edge_owner[f] != 0)
        mine++;   /* RH-END: a neutral road encloses as the sheriff's own do */
    }
  return on_hex ? 150.0 + 60.0 * mine : 0.0;
}

/* Whether a module's advice scores @a, by @mask (the context's score_first or score_turn). */
static inline gboolean
advised (guint64         mask,
         const HwAction *a)
{
  return G_UNLIKELY ((mask >> a->type) & 1);
}

/* The score of @a by the first module (in file order) whose advice scores its type
 * (@first: in its score_first, else in its score_turn). */
static double
advice_score (const Ctx      *ctx,
              gboolean        first,
              const HwAction *a)
{
  guint64 bit = HW_BOT_ACTION_BIT (a->type);

  for (int i = 0; i < ctx->n_scorers; i++)
    {
      const HwModuleSlot *slot = ctx->scorers[i];
      const HwBotAdvice *bot = slot->module->bot;

      if ((first ? bot->score_first : bot->score_turn) & bit)
        return bot->score (ctx->rules, slot, ctx->state, ctx->me, ctx->need, ctx->hand, a);
    }
  return -2.0;
}

/* After paying @cost, is the target still as close as before? */
static gboolean
spare_for (const Ctx *ctx,
           const int *cost)
{
  int after[HW_N_RESOURCES];

  for (int r = 0; r < HW_N_RESOURCES; r++)
    {
      after[r] = ctx->hand[r] - cost[r];
      if (after[r] < 0)
        return FALSE;
    }
  return ctx->target == TARGET_NONE || missing_for (ctx->need, after) <= ctx->missing;
}

static double
score_trade (const Ctx      *ctx,
             const HwAction *a)
{
  int after[HW_N_RESOURCES];
  int give = a->a, take = a->b, ratio = a->c;

  if (ctx->target == TARGET_NONE || ctx->missing == 0 || give < 0 || give >= HW_N_RESOURCES
      || take < 0 || take >= HW_N_RESOURCES)
    return -1.0;
  memcpy (after, ctx->hand, sizeof after);
  after[give] -= ratio;
  after[take] += 1;
  /* Only trades that bring the target closer and give up nothing it needs: no cycles. */
  if (after[give] < ctx->need[give] || missing_for (ctx->need, after) >= ctx->missing)
    return -1.0;
  return 500.0 - 10.0 * ratio + 0.1 * (ctx->hand[give] - ctx->need[give]);
}

static double
score_plenty (const Ctx      *ctx,
              const HwAction *a)
{
  int after[HW_N_RESOURCES];
  int gain;

  memcpy (after, ctx->hand, sizeof after);
  if (a->a >= 0 && a->a < HW_N_RESOURCES)
    after[a->a]++;
  if (a->b >= 0 && a->b < HW_N_RESOURCES)
    after[a->b]++;
  gain = ctx->missing - missing_for (ctx->need, after);
  return (gain > 0 ? 450.0 + 50.0 * gain : 120.0)
         + (a->a >= 0 && a->a < HW_N_RESOURCES ? hw_bot_resource_weight[a->a] : 0)
         + (a->b >= 0 && a->b < HW_N_RESOURCES ? hw_bot_resource_weight[a->b] : 0);
}

static double
score_monopoly (const Ctx      *ctx,
                const HwAction *a)
{
  int r = a->a, total = 0;

  if (r < 0 || r >= HW_N_RESOURCES)
    return -1.0;
  for (int i = 0; i < ctx->state->n_players; i++)
    if (i != ctx->me)
      total += ctx->state->players[i].hand[r];
  if (total < 3)
    return -1.0;
  return 300.0 + 10.0 * total + (ctx->need[r] > ctx->hand[r] ? 50.0 : 0.0);
}

static double
score_main (const Ctx      *ctx,
            const HwAction *a,
            gboolean        free_piece)
{
  const HwPlayerState *p = ctx->me_state;
  double v;

  /* A module's own actions, and base actions whose value it changes. */
  if (advised (ctx->score_turn, a))
    return advice_score (ctx, FALSE, a);
  switch (a->type)  /* HwActionType */
    {
    case HW_ACTION_ROLL:
      return 100.0;
    case HW_ACTION_END_TURN:
      return 0.0;
    case HW_ACTION_BUILD_CITY:
      return 1000.0 + city_gain (ctx, a->a);
    case HW_ACTION_BUILD_SETTLEMENT:
      return 900.0 + node_value (ctx, a->a);
    case HW_ACTION_BUILD_ROAD:
    case HW_ACTION_BUILD_SHIP:
      /* Beyond the target and without spare cards a piece scores -1 whatever it opens up
       * (below): no walk from its end then. The walks are most of a decision's work. */
      if (!free_piece && ctx->target != TARGET_ROUTE
          && !(a->type == HW_ACTION_BUILD_ROAD && enclosure_value (ctx, a->a) > 0.0)
          && !spare_for (ctx, a->type == HW_ACTION_BUILD_ROAD ? cost_road : cost_ship))
        return -1.0;
      v = edge_value (ctx, a->a, a->type == HW_ACTION_BUILD_ROAD ? HW_EDGE_ROAD : HW_EDGE_SHIP);
      if (a->type == HW_ACTION_BUILD_SHIP)
        {
          double ship = ship_value (ctx, a->a);  /* once: MAX () repeats it */

          v = MAX (v, ship);
        }
      if (a->type == HW_ACTION_BUILD_ROAD && enclosure_value (ctx, a->a) > 0.0)
        return 300.0 + enclosure_value (ctx, a->a) + MAX (v, 0.0);
      if (free_piece)
        return 300.0 + v;
      if (v <= 0.0)
        return -1.0;
      if (ctx->target == TARGET_ROUTE)
        return 300.0 + v;
      /* Beyond the target, roads only from spare cards. */
      return spare_for (ctx, a->type == HW_ACTION_BUILD_ROAD ? cost_road : cost_ship) ? 100.0 + v : -1.0;
    case HW_ACTION_BUY_DEV:
      {
        int cost[HW_N_RESOURCES] = { 0, 0, 1, 1, 1 };
        int tokens = 0;

        for (int bit = 0; bit < 3; bit++)
          if (a->a & (1 << bit))
            {
              cost[HW_RESOURCE_ORE + bit] = 0;
              tokens++;
            }
        if (ctx->target == TARGET_DEV)
          return 400.0 + 5.0 * tokens;
        return spare_for (ctx, cost) ? 200.0 + 5.0 * tokens : -1.0;
      }
    case HW_ACTION_TRADE_BANK:
      return score_trade (ctx, a);
    case HW_ACTION_PLAY_KNIGHT:
      if (robber_hurts_me (ctx))
        return 600.0;
      if (knight_takes_army (ctx))
        return 550.0;
      if (ctx->params->hold_knights && army_safe (ctx))
        return -1.0;
      return 150.0;
    case HW_ACTION_PLAY_ROAD_BUILDING:
      return p->roads_left + p->ships_left > 0 ? 450.0 : 50.0;
    case HW_ACTION_PLAY_YEAR_OF_PLENTY:
      return score_plenty (ctx, a);
    case HW_ACTION_PLAY_MONOPOLY:
      return score_monopoly (ctx, a);
    case HW_ACTION_MOVE_SHIP:
      return -1.0;
    default:
      return -2.0;
    }
}

/* The score of the offer @a, hw_bot_trade_score ()'s: refused at once (-1) without a
 * target or where it asks what the target does not lack, else weighed knowing the cards
 * the target lacks. */
static inline double
offer_score (const Ctx      *ctx,
             const HwAction *a)
{
  if (ctx->target != TARGET_NONE && !hw_bot_trade_offer_hopeless (ctx->need, ctx->hand, a))
    return hw_bot_trade_score_offer (ctx->state, ctx->need, ctx->hand, ctx->missing, a);
  return -1.0;
}

/* Inline: scored for every listed action. */
G_ALWAYS_INLINE static inline double
score_action (const Ctx      *ctx,
              int             phase,
              const HwAction *a)
{
  if (advised (ctx->score_first, a))
    return advice_score (ctx, TRUE, a);
  if (a->type == HW_ACTION_TRADE_OFFER || a->type == HW_ACTION_TRADE_ACCEPT
      || a->type == HW_ACTION_TRADE_DECLINE)   /* hw_bot_trade_is_trade (), inline */
    {
      /* Accepting and declining weigh the same answer: once a decision. */
      if ((a->type == HW_ACTION_TRADE_ACCEPT || a->type == HW_ACTION_TRADE_DECLINE) && ctx->memo != NULL)
        {
          if (ctx->memo->answer < 0)
            ctx->memo->answer = hw_bot_trade_accepts (ctx->rules, ctx->state, ctx->me,
                                                      ctx->target == TARGET_NONE ? NULL : ctx->need,
                                                      ctx->hand);
          return (a->type == HW_ACTION_TRADE_ACCEPT) == ctx->memo->answer ? 1.0 : 0.0;
        }
      if (a->type == HW_ACTION_TRADE_OFFER)
        return offer_score (ctx, a);
      return hw_bot_trade_score (ctx->rules, ctx->state, ctx->me,
                                 ctx->target == TARGET_NONE ? NULL : ctx->need, ctx->hand, a);
    }
  switch ((HwPhase) phase)
    {
    case HW_PHASE_SETUP_SETTLEMENT:
      return a->type == HW_ACTION_PLACE_SETTLEMENT ? node_value (ctx, a->a) : -1.0;
    case HW_PHASE_SETUP_ROAD:
      if (a->type == HW_ACTION_PLACE_ROAD)
        return edge_value (ctx, a->a, HW_EDGE_ROAD);
      if (a->type == HW_ACTION_PLACE_SHIP)
        {
          /* Once each: MAX () repeats its arguments. */
          double edge = 0.9 * edge_value (ctx, a->a, HW_EDGE_SHIP), ship = ship_value (ctx, a->a);

          return MAX (edge, ship);
        }
      return -1.0;
    case HW_PHASE_DISCARD:
      if (a->type != HW_ACTION_DISCARD || a->a < 0 || a->a >= HW_N_RESOURCES)
        return -1.0;
      /* Give up what the target needs least, then what is most plentiful. */
      return 10.0 * (ctx->hand[a->a] - ctx->need[a->a]) + ctx->hand[a->a] - hw_bot_resource_weight[a->a];
    case HW_PHASE_ROBBER:
      if (a->type != HW_ACTION_MOVE_ROBBER)
        return -1.0;
      if (advised (ctx->score_turn, a))
        return advice_score (ctx, FALSE, a);
      return score_robber (ctx, a);
    case HW_PHASE_CHOOSE:
      if (a->type != HW_ACTION_CHOOSE_RESOURCE || a->a < 0 || a->a >= HW_N_RESOURCES)
        return -1.0;
      return 10.0 * (ctx->need[a->a] - ctx->hand[a->a]) - ctx->hand[a->a] + hw_bot_resource_weight[a->a];
    case HW_PHASE_FREE_ROADS:
      return score_main (ctx, a, TRUE);
    case HW_PHASE_ROLL:
      /* Cards other than the Knight wait for the roll: its production may change the need. */
      if (a->type != HW_ACTION_ROLL && a->type != HW_ACTION_PLAY_KNIGHT)
        return -1.0;
      return score_main (ctx, a, FALSE);
    case HW_PHASE_MAIN:
    default:
      return score_main (ctx, a, FALSE);
    }
}

/* Whether @a is an offer the trade scoring refuses at once (hw_bot_trade_offer_hopeless ():
 * asking for gold or for what the target does not lack, @wanted). */
static inline gboolean
offer_refused (const HwAction *a,
               guint           wanted)
{
  int take = HW_TRADE_RESOURCE (a->b);

  return a->type == HW_ACTION_TRADE_OFFER && !(take < HW_N_RESOURCES && (wanted >> take) & 1);
}

/* Sets up @ctx and @memo for the decision of the player to move; returns the resources an
 * offer may ask for without being refused at once: what the target still lacks. */
static guint
prepare (Ctx               *ctx,
         Memo              *memo,
         HwBot             *bot,
         const HwGameRules *rules,
         const HwGameState *state)
{
  guint wanted = 0;

  ctx->memo = NULL;
  ctx->score_first = ctx->score_turn = 0;
  ctx->n_scorers = ctx->n_factors = 0;   /* scorers[], factors[], factor_of[]: up to these */
  ctx->sail = NULL;
  ctx->best_spot = 0.0;
  ctx->rules = rules;
  ctx->state = state;
  ctx->me = hw_game_to_move (state);
  ctx->me_state = &state->players[ctx->me];
  ctx->keep = &bot->keep;
  ctx->params = &bot->params;
  look_up_advice (ctx);
  compute_production (ctx);
  /* From here on the production is known: the values may be kept. */
  memset (memo->node_known, 0, sizeof memo->node_known);
  /* A row at a time: the 128 bytes at once compiled to a string store, slow to start, at
   * every decision. */
  memset (memo->exp_known[0], 0, sizeof memo->exp_known[0]);
  memset (memo->exp_known[1], 0, sizeof memo->exp_known[1]);
  memset (memo->hex_known, 0, sizeof memo->hex_known);
  memo->vp_known = 0;
  memo->answer = -1;
  ctx->memo = memo;
  memo->sail = NULL;
  if (state->phase != HW_PHASE_SETUP_SETTLEMENT && state->phase != HW_PHASE_SETUP_ROAD)
    choose_target (ctx);
  else
    set_need (ctx, TARGET_NONE, NULL);

  for (int r = 0; r < HW_N_RESOURCES; r++)
    if (ctx->target != TARGET_NONE && ctx->need[r] > ctx->hand[r])
      wanted |= 1u << r;
  return wanted;
}

/* What the end of the turn scores where it stands last in @legal, else -G_MAXDOUBLE:
 * offers the trade scoring refuses (-1) cannot beat more, wherever they stand. */
static double
floor_of (const Ctx      *ctx,
          const HwAction *last)
{
  return last->type == HW_ACTION_END_TURN ? score_action (ctx, ctx->state->phase, last) : -G_MAXDOUBLE;
}

/* The score of @legal[@i] (@floor: floor_of () the last entry). */
G_ALWAYS_INLINE static inline double
score_entry (HwBot          *bot,
             const Ctx      *ctx,
             int             phase,
             const HwAction *legal,
             guint           n_legal,
             guint           i,
             guint           wanted,
             double          floor)
{
  double s;

  /* Most of a main-phase list are offers the trade scoring refuses at once
   * (hw_bot_trade_offer_hopeless (): asking for gold or what the target does not lack). */
  if (offer_refused (&legal[i], wanted))
    return -1.0;
  if (i + 1 == n_legal && legal[i].type == HW_ACTION_END_TURN)
    return floor;   /* scored once (a module's advice is asked once) */
  s = score_action (ctx, phase, &legal[i]);
  /* Starting sites vary a little from game to game (a few percent), so that a batch on a
   * fixed board measures the board, not one fixed opening of the bots. */
  if (G_UNLIKELY (phase == HW_PHASE_SETUP_SETTLEMENT) && s > 0.0)
    s *= 1.0 + SETUP_JITTER * (hw_rng_double (&bot->rng) - 0.5);
  return s;
}

/* The choice of a bot with a temperature or a style: hw-bot-style.c draws it from the
 * scores. */
static guint
styled_best_of (HwBot          *bot,
                const Ctx      *ctx,
                const HwAction *legal,
                guint           n_legal,
                guint           wanted,
                double          floor)
{
  double best = -G_MAXDOUBLE, scores[HW_GAME_MAX_ACTIONS];
  guint ties = 0;
  int phase = ctx->state->phase;

  for (guint i = 0; i < n_legal; i++)
    {
      double s = score_entry (bot, ctx, phase, legal, n_legal, i, wanted, floor);

      scores[i] = s;
      /* A draw for each tie with the best so far, as the plain bot drew them before it drew
       * once among the best: they choose nothing here, but the `table` bots' games (which
       * the fairness weights were fitted on) stay as they were. */
      if (s > best)
        best = s, ties = 1;
      else if (s == best)
        (void) hw_rng_uniform (&bot->rng, ++ties);
    }
  return hw_bot_style_pick (bot, ctx->rules, ctx->state, legal, scores, n_legal);
}

/* The most a road built in the main phase can score (score_main ()), or G_MAXDOUBLE where
 * that is not known without its walk: a module advises roads or weighs hexes, or the robber
 * is to be walled in. A walk finds at most the value of one corner (node_value_of ()): the
 * pips of its land hexes (only those weigh) weighed 1.5 at most (a resource not produced
 * yet), its harbors, the island bonus. */
static double
road_top (const Ctx *ctx)
{
  const HwGameRules *rules = ctx->rules;
  const HwAction road = { .type = HW_ACTION_BUILD_ROAD };
  double prod = 0.0;   /* all the bot's pips */

  if (ctx->state->phase != HW_PHASE_MAIN || ctx->n_factors > 0 || ctx->enclose_hex >= 0
      || advised (ctx->score_first, &road) || advised (ctx->score_turn, &road))
    return G_MAXDOUBLE;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    prod += ctx->prod[r];
  return (ctx->target == TARGET_ROUTE ? 300.0 : 100.0) + 1.5 * rules->max_node_pips +
         1.5 + 0.5 * HW_N_RESOURCES + 0.4 * prod + 3.0 * MAX (rules->island_bonus, 0);
}

/* The best-scoring action, drawn by lot among the best, of @legal and of a run of
 * @n_outside entries scored apart (@outside: their scores, or NULL), which stands before
 * @legal[@split] in the list's order. Returns its place in that order: @legal[i] stands
 * at i before @split, at i + @n_outside from it on, outside entry k at @split + k. The
 * roads of a main-phase list are scored last, and not at all where nothing they can score
 * reaches the best of the rest: their walks are most of a decision's work. @floor is
 * floor_of () the last entry. */
static guint
best_of (HwBot          *bot,
         const Ctx      *ctx,
         const HwAction *legal,
         guint           n_legal,
         guint           wanted,
         double          floor,
         const double   *outside,
         guint           n_outside,
         guint           split)
{
  double best = -G_MAXDOUBLE, scores[HW_GAME_MAX_ACTIONS];
  guint ties = 0, first = 0, pick, roads = 0, total = n_legal + n_outside;
  /* Read once: the bot's draws are stores the compiler cannot tell from the state. */
  int phase = ctx->state->phase;
  gboolean later = phase == HW_PHASE_MAIN;

  if (hw_bot_style_active (bot))
    {
      g_assert (n_outside == 0);
      return styled_best_of (bot, ctx, legal, n_legal, wanted, floor);
    }
#define TAKE(s, place)                          \
  G_STMT_START {                                \
    if ((s) > best)                             \
      best = (s), first = (place), ties = 1;    \
    else if ((s) == best)                       \
      {                                         \
        ties++;                                 \
        first = MIN (first, (place));           \
      }                                         \
  } G_STMT_END
  for (guint k = 0; k < n_outside; k++)
    TAKE (outside[k], split + k);
  for (guint i = 0; i < n_legal; i++)
    {
      double s;

      if (later && legal[i].type == HW_ACTION_BUILD_ROAD)
        {
          roads++;
          continue;
        }
      s = score_entry (bot, ctx, phase, legal, n_legal, i, wanted, floor);
      scores[i] = s;
      TAKE (s, i < split ? i : i + n_outside);
    }
  if (roads > 0)
    {
      gboolean walk = road_top (ctx) >= best;

      for (guint i = 0; i < n_legal; i++)
        if (legal[i].type == HW_ACTION_BUILD_ROAD)
          {
            double s = walk ? score_action (ctx, phase, &legal[i]) : -G_MAXDOUBLE;

            scores[i] = s;
            TAKE (s, i < split ? i : i + n_outside);
          }
    }
#undef TAKE
  /* Most decisions have one best: no draw. */
  if (ties == 1)
    return first;
  pick = hw_rng_uniform (&bot->rng, ties);
  for (guint m = first; m < total; m++)
    {
      double s = m < split ? scores[m] : m < split + n_outside ? outside[m - split] : scores[m - n_outside];

      if (s == best && pick-- == 0)
        return m;
    }
  g_assert_not_reached ();
  return 0;
}

/* Where the refusal stands in @legal when the bot refuses the offer standing in @state
 * whatever build it saves for, else -1. It accepts only a resource that the build it saves
 * for needs more of than it holds, and never from the leader (hw_bot_trade_accepts ()),
 * and refusing then scores 1, accepting 0 (score_action ()). Half the answers are such
 * refusals: they need no target, and prepare () is most of an answer's work. */
static int
declined_at (HwBot             *bot,
             const HwGameRules *rules,
             const HwGameState *state,
             const HwAction    *legal,
             guint              n_legal)
{
  static const int *const costs[] = { cost_city, cost_settlement, cost_road, cost_ship, cost_dev };
  const guint64 answers = HW_BOT_ACTION_BIT (HW_ACTION_TRADE_ACCEPT) | HW_BOT_ACTION_BIT (HW_ACTION_TRADE_DECLINE);
  int got = HW_TRADE_RESOURCE (state->trade_give), most = 0;

  if (state->phase != HW_PHASE_TRADE || n_legal != 2 || hw_bot_style_active (bot)
      || legal[0].type != HW_ACTION_TRADE_ACCEPT || legal[1].type != HW_ACTION_TRADE_DECLINE
      || got < 0)
    return -1;
  for (int i = 0; i < rules->n_modules; i++)
    {
      const HwBotAdvice *advice = rules->modules[i].module->bot;

      if (advice != NULL && advice->score != NULL && ((advice->score_first | advice->score_turn) & answers))
        return -1;
    }
  /* Gold offered builds nothing (BA-GOLD-01): refused. */
  if (got < HW_N_RESOURCES)
    {
      for (guint k = 0; k < G_N_ELEMENTS (costs); k++)
        most = MAX (most, costs[k][got]);
      if (state->players[hw_game_to_move (state)].hand[got] < most
          && !hw_bot_trade_from_leader (rules, state, hw_game_to_move (state)))
        return -1;
    }
  return 1;
}

static gboolean
greedy_choose (HwBot             *bot,
               const HwGameRules *rules,
               const HwGameState *state,
               const HwAction    *legal,
               guint              n_legal,
               HwAction          *choice)
{
  Ctx ctx;   /* not zeroed whole (a store of every module slot at each decision): prepare () */
  Memo memo;
  guint wanted, best_i;

  if (n_legal == 1)
    {
      *choice = legal[0];
      bot->chosen = 0;
      return TRUE;
    }
  best_i = (guint) declined_at (bot, rules, state, legal, n_legal);
  if (best_i != G_MAXUINT)
    {
      *choice = legal[best_i];
      bot->chosen = (int) best_i;
      return TRUE;
    }
  wanted = prepare (&ctx, &memo, bot, rules, state);
  best_i = best_of (bot, &ctx, legal, n_legal, wanted, floor_of (&ctx, &legal[n_legal - 1]), NULL, 0, n_legal);
  *choice = legal[best_i];
  bot->chosen = (int) best_i;   /* the simulation need not look for it */
  return TRUE;
}

/* The offer of one @give for two @take. */
static inline HwAction
offer_of (int give,
          int take)
{
  return (HwAction) { HW_ACTION_TRADE_OFFER, 0, (gint16) HW_TRADE_PACK (give, 1), (gint16) HW_TRADE_PACK (take, 2) };
}

/* The best of the offers hw_game_listing_expand () writes asking for what the target lacks
 * (@wanted) and giving only spare cards, where no module trades: one spare card for two of
 * a good the target lacks most. The offer's score (hw_bot_trade_score_offer ()) weighs the
 * cards given and asked and how much closer they bring the target, not which spare good
 * is given: a second card given or one asked scores less. Returns how many there are (the
 * offer everybody just declined scores -1: not one of them), with the goods given
 * (@spare) and asked (@takes) as bits, and their score. */
static guint
top_offers (const Ctx *ctx,
            guint      wanted,
            guint     *spare,
            guint     *takes,
            double    *score)
{
  guint n = 0;

  *spare = *takes = 0;
  *score = -G_MAXDOUBLE;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    if (ctx->hand[r] > ctx->need[r])
      *spare |= 1u << r;
  for (guint t = wanted & ((1u << HW_N_RESOURCES) - 1); t != 0; t &= t - 1)
    for (guint g = *spare; g != 0; g &= g - 1)
      {
        HwAction a = offer_of (__builtin_ctz (g), __builtin_ctz (t));
        double v;

        if (hw_bot_trade_offer_declined (ctx->state, &a))
          continue;
        /* One good given stands for all: the same score. */
        v = offer_score (ctx, &a);
        if (v > *score)
          *score = v, *takes = 0;
        if (v == *score)
          *takes |= t & -t;
        break;
      }
  for (guint t = *takes; t != 0; t &= t - 1)
    for (guint g = *spare; g != 0; g &= g - 1)
      {
        HwAction a = offer_of (__builtin_ctz (g), __builtin_ctz (t));

        n += !hw_bot_trade_offer_declined (ctx->state, &a);
      }
  return n;
}

/* The @k-th of top_offers ()'s offers in the list's order: by good given, then asked. */
static HwAction
top_offer_nth (const HwGameState *state,
               guint              spare,
               guint              takes,
               guint              k)
{
  for (guint g = spare; g != 0; g &= g - 1)
    for (guint t = takes; t != 0; t &= t - 1)
      {
        HwAction a = offer_of (__builtin_ctz (g), __builtin_ctz (t));

        if (!hw_bot_trade_offer_declined (state, &a) && k-- == 0)
          return a;
      }
  g_return_val_if_reached (offer_of (0, 1));
}

/* The same choice from a listing whose settlements, roads and offers were counted, not
 * written: the offers that score -1 need not be written either where the end of the turn
 * scores more (they can never be among the best). */
static int
greedy_pick (HwBot                 *bot,
             const HwGameRules     *rules,
             const HwGameState     *state,
             const HwAction        *written,
             const HwActionListing *listing)
{
  Ctx ctx;
  Memo memo;
  HwAction list[HW_GAME_MAX_ACTIONS];
  guint16 at[HW_GAME_MAX_ACTIONS];
  HwAction last;
  guint wanted, asked = G_MAXUINT, n, best;
  /* The most of each good an offer may give; only fewer where it may not score -1. */
  guint8 given[HW_TRADE_GOLD + 1] = { HW_TRADE_MAX_COUNT, HW_TRADE_MAX_COUNT, HW_TRADE_MAX_COUNT,
                                      HW_TRADE_MAX_COUNT, HW_TRADE_MAX_COUNT, HW_TRADE_MAX_COUNT };
  double floor, top_score;

  if (listing->n == 1)
    return 0;
  if (listing->n == listing->n_written)
    {
      int i = declined_at (bot, rules, state, written, listing->n_written);

      if (i >= 0)
        {
          bot->picked = written[i];
          return i;
        }
    }
  wanted = prepare (&ctx, &memo, bot, rules, state);
  if (listing->n_places == 0 && listing->n_bank == 0 && listing->n_offers == 0)
    {
      guint i = best_of (bot, &ctx, written, listing->n_written, wanted,
                         floor_of (&ctx, &written[listing->n_written - 1]), NULL, 0, listing->n_written);

      bot->picked = written[i];
      return (int) i;
    }
  /* The last entry is most often written (the end of the turn). */
  if (listing->n_written > 0 && hw_game_listing_place (listing, listing->n_written - 1) == listing->n - 1)
    last = written[listing->n_written - 1];
  else
    hw_game_listed_action (rules, state, written, listing, listing->n - 1, &last);
  floor = floor_of (&ctx, &last);
  if (floor > -1.0 && !hw_bot_style_active (bot))
    {
      /* Offers that score -1 are below the end of the turn: left unwritten, those asking
       * for what the target does not lack and those giving a card it needs
       * (hw_bot_trade_missing_after ()). */
      asked = wanted;
      for (int r = 0; r < HW_N_RESOURCES; r++)
        given[r] = (guint8) CLAMP (ctx.hand[r] - ctx.need[r], 0, HW_TRADE_MAX_COUNT);
    }
  if (asked != G_MAXUINT && listing->n_offers > 0 && rules->n_modules == 0)
    {
      guint spare, takes, n_top = top_offers (&ctx, asked, &spare, &takes, &top_score);

      if (n_top > 0)
        {
          /* The offers that can be chosen, scored without writing the others out: they
           * stand where the whole list has the offers, after what is written before. */
          double tops[HW_N_RESOURCES * HW_N_RESOURCES];
          guint split = listing->offers_at;

          for (guint k = 0; k < n_top; k++)
            tops[k] = top_score;
          n = hw_game_listing_expand (rules, state, written, listing, 0, given, list, at);
          best = best_of (bot, &ctx, list, n, wanted, floor, tops, n_top, split);
          if (best >= split && best < split + n_top)
            {
              bot->picked = top_offer_nth (state, spare, takes, best - split);
              return (int) hw_game_listing_offer_place (rules, state, listing, &bot->picked);
            }
          if (best >= split)
            best -= n_top;
          bot->picked = list[best];
          return at[best];
        }
    }
  n = hw_game_listing_expand (rules, state, written, listing, asked, given, list, at);
  best = best_of (bot, &ctx, list, n, wanted, floor, NULL, 0, n);
  bot->picked = list[best];
  return at[best];
}

const HwBotInfo hw_bot_greedy = {
  .name = "greedy",
  .description = N_("Plays the best action by production, victory points and need, one move ahead"),
  .choose = greedy_choose,
  .tunable = TRUE,
  .pick = greedy_pick,
};
