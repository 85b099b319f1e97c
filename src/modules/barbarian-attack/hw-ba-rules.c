/* hw-ba-rules.c: Barbarian Attack (rules.md BA-*): the coast and its barbarians,
 * landings, conquest and fallen buildings, the scenario deck, knights, battles,
 * prisoners and gold. The engine calls in through the hooks of hw-game-private.h. */
#include "config.h"

#include "hw-ba-rules.h"
#include "hw-ba-bot.h"
#include "hw-game-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* BA-DEV-01 */
static const guint8 ba_deck_counts[HW_BA_N_CARDS] = { 14, 4, 4, 4 };
static const gint16 cost_dev[HW_N_RESOURCES] = { 0, 0, 1, 1, 1 };

/* The module's state and rules, with @rules in scope. */
#define BA(st) ((HwBarbState *) hw_game_module_state (ba_slot (rules), (st)))
#define BAR ((const HwBarbRules *) ba_slot (rules)->data)
#define IS_BA(rules) (ba_slot (rules) != NULL)

static inline const HwModuleSlot *
ba_slot (const HwGameRules *rules)
{
  return hw_game_module_slot (rules, &hw_ba_module);
}

/* ---- tables --------------------------------------------------------------------------- */

typedef struct
{
  int    hex;
  double angle;
} CoastSort;

static int
cmp_angle (gconstpointer a, gconstpointer b)
{
  double x = ((const CoastSort *) a)->angle, y = ((const CoastSort *) b)->angle;

  return x < y ? -1 : x > y;
}

static gboolean
hexes_touch (const HwGameRules *rules, int a, int b)
{
  for (int k = 0; k < 6; k++)
    {
      int e = rules->hex_edges[a][k];
      if (e >= 0 && (rules->edge_hexes[e][0] == b || rules->edge_hexes[e][1] == b))
        return TRUE;
    }
  return FALSE;
}

/* Edge distances (steps along road edges) from the edges of @hex, 255 beyond reach. */
static void
knight_distances (const HwGameRules *rules, int hex, guint8 *dist)
{
  int queue[HW_GAME_MAX_EDGES];
  int head = 0, tail = 0;

  memset (dist, 0xff, (size_t) rules->n_edges);
  for (int k = 0; k < 6; k++)
    {
      int e = rules->hex_edges[hex][k];
      if (e >= 0 && dist[e] == 0xff)
        {
          dist[e] = 0;
          queue[tail++] = e;
        }
    }
  while (head < tail)
    {
      int e = queue[head++];
      for (int s = 0; s < 2; s++)
        for (int k = 0; k < 3; k++)
          {
            int f = rules->node_edges[rules->edge_nodes[e][s]][k];
            if (f < 0 || dist[f] != 0xff || !(rules->edge_flags[f] & HW_EDGE_ROAD) || dist[e] >= 250)
              continue;
            dist[f] = (guint8) (dist[e] + 1);
            queue[tail++] = f;
          }
    }
}

static const HwParamInfo ba_params[] = {
  { "barbarians", HW_PARAM_INT, "30", 2, 60, NULL, "BA-SETUP-02",
    N_("Barbarians in the supply"), N_("Barbarians in the supply") },
  { "knight-losses", HW_PARAM_CHOICE, "edge", 0, 0, "edge axis", "BA-FIGHT-03",
    N_("Which knights a won battle sends home: the one on the side the die names, or those on both sides of its direction"),
    N_("Knights lost in a battle") },
  { NULL }
};

static const HwModuleInfo ba_info = {
  "barbarian-attack",
  N_("Barbarians land on the coast and conquer it unless the players' knights beat them in battle; prisoners taken win victory points"),
  "base", ba_params, N_("Barbarian Attack"),
};

static gboolean
hw_barb_rules_init (HwGameRules      *r,
                    HwModuleSlot     *slot,
                    const HwScenario *scenario,
                    const HwVariant  *variant,
                    GError          **error)
{
  HwBarbRules *d = slot->data;
  const HwBoard *board = variant->board;
  CoastSort sorted[HW_BA_MAX_COAST];
  const char *v = hw_scenario_get_param (scenario, "barbarian-attack", "barbarians");
  double cx = 0, cy = 0;
  int n_land = 0, start = 0, on_board = 0;

  d->barbarians = v ? (int) g_ascii_strtoll (v, NULL, 10) : 30;
  v = hw_scenario_get_param (scenario, "barbarian-attack", "knight-losses");
  d->losses_axis = g_strcmp0 (v, "axis") == 0;
  d->castle = -1;
  d->n_coast = 0;
  memset (d->coast_index, -1, sizeof d->coast_index);
  memset (d->coast_of_chit, -1, sizeof d->coast_of_chit);
  memset (d->castle_edges, 0, sizeof d->castle_edges);
  /* BA-SETUP-02: no robber; BA-SETUP-01: the second building is a city. */
  r->robber_start = -1;
  r->second_setup_city = TRUE;
  /* BA-DEV-01: the scenario's deck replaces the base deck, whatever its parameters. */
  r->own_deck = TRUE;

  for (int h = 0; h < r->n_hexes; h++)
    {
      HwCoord c = hw_board_get_hex (board, (guint) h)->coord;
      if (!hw_terrain_is_land (r->hex_terrain[h]))
        continue;
      cx += sqrt (3.0) * (c.q + c.r / 2.0);
      cy += 1.5 * c.r;
      n_land++;
      if (r->hex_terrain[h] == HW_TERRAIN_CASTLE)
        d->castle = h;
    }
  if (d->castle < 0 || n_land == 0)
    {
      g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD,
                   _("Barbarian Attack needs a castle hex (BA-MAP-01)"));
      return FALSE;
    }
  cx /= n_land;
  cy /= n_land;
  for (int k = 0; k < 6; k++)
    if (r->hex_edges[d->castle][k] >= 0)
      hw_bit_set (d->castle_edges, r->hex_edges[d->castle][k]);

  /* The coast: producing land hexes touching the sea or the board's rim. */
  for (int h = 0; h < r->n_hexes; h++)
    {
      gboolean coast = FALSE;
      HwCoord c = hw_board_get_hex (board, (guint) h)->coord;

      if (!hw_terrain_is_land (r->hex_terrain[h]) || r->hex_chit[h] == 0 ||
          r->hex_terrain[h] == HW_TERRAIN_CASTLE || r->hex_terrain[h] == HW_TERRAIN_DESERT)
        continue;
      for (int k = 0; k < 6; k++)
        {
          int other = hw_game_hex_neighbour (r, h, k);
          if (other < 0 || !hw_terrain_is_land (r->hex_terrain[other]))
            coast = TRUE;
        }
      if (!coast)
        continue;
      if (d->n_coast == HW_BA_MAX_COAST)
        {
          g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD,
                       _("Barbarian Attack plays at most %d coastal hexes"), HW_BA_MAX_COAST);
          return FALSE;
        }
      /* Screen y grows downwards, so a growing angle turns clockwise. */
      sorted[d->n_coast].hex = h;
      sorted[d->n_coast].angle = atan2 (1.5 * c.r - cy, sqrt (3.0) * (c.q + c.r / 2.0) - cx);
      d->n_coast++;
    }
  qsort (sorted, (size_t) d->n_coast, sizeof sorted[0], cmp_angle);
  /* BA-FIGHT-01: the round starts at the 4 next to the castle. */
  for (int i = 0; i < d->n_coast; i++)
    if (r->hex_chit[sorted[i].hex] == 4 && hexes_touch (r, sorted[i].hex, d->castle))
      start = i;
  for (int i = 0; i < d->n_coast; i++)
    {
      int h = sorted[(start + i) % d->n_coast].hex;
      const HwHex *hex = hw_board_get_hex (board, (guint) h);
      d->coast[i] = (gint16) h;
      d->coast_index[h] = (gint8) i;
      if (d->coast_of_chit[r->hex_chit[h]] < 0)
        d->coast_of_chit[r->hex_chit[h]] = (gint8) i;
      d->start[i] = (guint8) MIN (hex->pawns[HW_PAWN_BARBARIAN], HW_BA_CONQUER);
      on_board += d->start[i];
    }
  /* BA-SETUP-02: without pawns on the board, one each on the 2 and the 12. */
  if (on_board == 0)
    for (int c = 2; c <= 12; c += 10)
      if (d->coast_of_chit[c] >= 0)
        {
          d->start[d->coast_of_chit[c]]++;
          on_board++;
        }
  if (on_board > d->barbarians || d->barbarians > 255)
    {
      g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD,
                   _("Barbarian Attack: %d barbarians on the board but a supply of %d (BA-SETUP-02)"),
                   on_board, d->barbarians);
      return FALSE;
    }
  for (int i = 0; i < d->n_coast; i++)
    knight_distances (r, d->coast[i], d->coast_dist[i]);
  return TRUE;
}

/* ---- small helpers -------------------------------------------------------------------- */

static void
refill_deck (const HwGameRules *rules, HwGameState *state)
{
  int k = 0;

  for (int c = 0; c < HW_BA_N_CARDS; c++)
    for (int i = 0; i < ba_deck_counts[c]; i++)
      BA (state)->deck[k++] = (guint8) c;
  BA (state)->deck_left = HW_BA_DECK_SIZE;
  hw_rng_shuffle (&state->rng, BA (state)->deck, HW_BA_DECK_SIZE, 1);
}

static void
hw_barb_setup (const HwGameRules *rules,
               HwGameState       *state)
{
  int on_board = 0;

  memset (BA (state), 0, sizeof (HwBarbState));
  state->robber_hex = -1;
  for (int i = 0; i < BAR->n_coast; i++)
    {
      BA (state)->barbarians[i] = BAR->start[i];
      on_board += BAR->start[i];
    }
  BA (state)->supply = (guint8) (BAR->barbarians - on_board);
  BA (state)->treason_from = -1;
  BA (state)->treason_to = -1;
  for (int p = 0; p < HW_GAME_MAX_PLAYERS; p++)
    for (int k = 0; k < HW_BA_KNIGHTS; k++)
      BA (state)->knight[p][k] = -1;
  refill_deck (rules, state);
}

gboolean
hw_barb_fallen (const HwGameRules *rules,
                const HwGameState *state,
                int                node)
{
  const HwModuleSlot *slot = ba_slot (rules);
  const HwBarbState *ba;
  const HwBarbRules *bar;
  int land = 0;

  if (slot == NULL || state->node_owner[node] == 0)
    return FALSE;
  ba = hw_game_module_state (slot, state);
  bar = slot->data;
  for (int k = 0; k < 3; k++)
    {
      int h = rules->node_hexes[node][k];
      int i;

      if (h < 0 || !hw_terrain_is_land (rules->hex_terrain[h]))
        continue;
      land++;
      /* hw_barb_conquered(), with the slot looked up once */
      i = bar->coast_index[h];
      if (i < 0 || ba->barbarians[i] < HW_BA_CONQUER)
        return FALSE;
    }
  return land > 0;
}

static gboolean
node_blocked (const HwGameRules *rules, const HwGameState *state, int node)
{
  for (int k = 0; k < 3; k++)
    if (hw_barb_conquered (rules, state, rules->node_hexes[node][k]))
      return TRUE;
  return FALSE;
}

static gboolean
edge_blocked (const HwGameRules *rules, const HwGameState *state, int edge)
{
  return hw_barb_conquered (rules, state, rules->edge_hexes[edge][0]) ||
         hw_barb_conquered (rules, state, rules->edge_hexes[edge][1]);
}

static int
knight_at (const HwGameRules *rules, const HwGameState *state, int edge, int *player)
{
  const HwBarbState *ba = BA (state);

  for (int p = 0; p < state->n_players; p++)
    for (int k = 0; k < HW_BA_KNIGHTS; k++)
      if (ba->knight[p][k] == edge)
        {
          if (player)
            *player = p;
          return k;
        }
  return -1;
}

static int
free_knight (const HwGameRules *rules, const HwGameState *state, int player)
{
  for (int k = 0; k < HW_BA_KNIGHTS; k++)
    if (BA (state)->knight[player][k] < 0)
      return k;
  return -1;
}

static void
earn_gold (const HwGameRules *rules, HwGameState *state, int player, int n)
{
  BA (state)->gold[player] = (guint16) (BA (state)->gold[player] + n);
  BA (state)->counters.gold_earned[player] = (guint16) (BA (state)->counters.gold_earned[player] + n);
}

static int
count_fallen (const HwGameRules *rules, const HwGameState *state)
{
  int n = 0;

  /* Only built corners can fall: most are free. */
  for (int i = 0; i < rules->n_nodes; i++)
    if (state->node_owner[i] != 0 && hw_barb_fallen (rules, state, i))
      n++;
  return n;
}

/* After barbarians moved: harbors follow the fallen buildings (BA-CONQ-02). */
static void
barbarians_changed (const HwGameRules *rules, HwGameState *state, int fallen_before)
{
  int fallen = count_fallen (rules, state);

  if (fallen > fallen_before)
    BA (state)->counters.buildings_fallen = (guint16) (BA (state)->counters.buildings_fallen + fallen - fallen_before);
  for (int p = 0; p < state->n_players; p++)
    hw_game_update_harbors (rules, state, p);
}

static void
add_barbarian (const HwGameRules *rules, HwGameState *state, int i)
{
  (void) rules;
  BA (state)->barbarians[i]++;
  if (BA (state)->barbarians[i] == HW_BA_CONQUER)
    BA (state)->counters.conquests[i]++;
}

/* ---- BA-LAND ---------------------------------------------------------------------------- */

static int
roll2 (HwGameState *state)
{
  return 2 + (int) hw_rng_uniform (&state->rng, 6) + (int) hw_rng_uniform (&state->rng, 6);
}

static void
landing (const HwGameRules *rules, HwGameState *state)
{
  guint16 rolled = 1u << 7;   /* BA-LAND-02: a 7 is rerolled */
  int fallen = count_fallen (rules, state);

  for (int t = 0; t < 3 && BA (state)->supply > 0; t++)
    {
      int sum, i;
      do
        sum = roll2 (state);
      while (rolled & (1u << sum));
      rolled |= (guint16) (1u << sum);
      i = BAR->coast_of_chit[sum];
      if (i < 0 || BA (state)->barbarians[i] >= HW_BA_CONQUER)
        continue;
      BA (state)->supply--;
      BA (state)->counters.landings++;
      add_barbarian (rules, state, i);
    }
  barbarians_changed (rules, state, fallen);
}

/* ---- listing ------------------------------------------------------------------------------ */

gboolean
hw_barb_owns_turn (const HwGameRules *rules, const HwGameState *state)
{
  return BA (state)->pending != HW_BA_PENDING_NONE || state->phase == HW_PHASE_ROBBER;
}

static gboolean
edge_ok_for_knight (const HwGameRules *rules, int e)
{
  return e >= 0 && e < rules->n_edges && (rules->edge_flags[e] & HW_EDGE_ROAD);
}

static gboolean
can_place (const HwGameRules *rules, const HwGameState *state, int pending, int e)
{
  if (!edge_ok_for_knight (rules, e) || knight_at (rules, state, e, NULL) >= 0)
    return FALSE;
  if (pending == HW_BA_PENDING_KNIGHTHOOD)
    return hw_bit_get (BAR->castle_edges, e);
  /* BA-DEV-03: any road, whoever owns it. */
  return state->edge_owner[e] != 0;
}

/* The edges within @reach steps of @from (@from itself left out) into @within, and their
 * distances into @dist (valid only there). Only the few edges reached are touched: this
 * runs for every knight at every end of turn. */
static void
knight_reach (const HwGameRules *rules, int from, int reach, guint64 *within, guint8 *dist)
{
  int queue[HW_GAME_MAX_EDGES];
  guint64 seen[HW_GAME_EDGE_WORDS];
  int head = 0, tail = 0;
  int words = hw_game_edge_words (rules);

  memset (seen, 0, sizeof (guint64) * words);
  memset (within, 0, sizeof (guint64) * words);
  hw_bit_set (seen, from);
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int e = queue[head++];
      if (dist[e] >= reach)
        continue;
      for (int s = 0; s < 2; s++)
        {
          int node = rules->edge_nodes[e][s];
          for (int k = 0; k < 3; k++)
            {
              int f = rules->node_edges[node][k];
              if (f < 0 || hw_bit_get (seen, f) || !edge_ok_for_knight (rules, f))
                continue;
              hw_bit_set (seen, f);
              hw_bit_set (within, f);
              dist[f] = (guint8) (dist[e] + 1);
              queue[tail++] = f;
            }
        }
    }
}

static guint
list_knight_moves (const HwGameRules *rules, const HwGameState *state, int p, int k,
                   HwAction *buf, guint n, guint cap)
{
  guint8 dist[HW_GAME_MAX_EDGES];
  guint64 within[HW_GAME_EDGE_WORDS];
  const HwBarbState *ba = BA (state);
  const HwBarbRules *bar = BAR;
  int from = ba->knight[p][k];
  gboolean grain = state->players[p].hand[HW_RESOURCE_GRAIN] > 0;
  int words = hw_game_edge_words (rules);

  /* Up to 3 edges, or 5 paying a grain (BA-KNIGHT-02), in edge order; knight_dest_ok() for
   * every edge at once: not the castle's edges nor the knights' own. */
  knight_reach (rules, from, grain ? 5 : 3, within, dist);
  for (int w = 0; w < words; w++)
    within[w] &= ~bar->castle_edges[w];
  for (int q = 0; q < state->n_players; q++)
    for (int j = 0; j < HW_BA_KNIGHTS; j++)
      if (ba->knight[q][j] >= 0)
        hw_bit_clear (within, ba->knight[q][j]);
  HW_FOREACH_BIT (within, words, e)
    hw_game_push (buf, &n, cap, HW_ACTION_MOVE_KNIGHT, from, e, dist[e] > 3);
  return n;
}

/* BA-DEV-04: two different barbarians from two different hexes, neither landing on a hex a
 * barbarian was taken from: no hex is both a source and a landing of the same card. */
static gboolean
treason_source_ok (const HwGameRules *rules, const HwGameState *state, int i)
{
  (void) rules;
  return BA (state)->barbarians[i] > 0 && i != BA (state)->treason_from &&
         i != BA (state)->treason_to;
}

static gboolean
treason_board_source (const HwGameRules *rules, const HwGameState *state)
{
  for (int i = 0; i < BAR->n_coast; i++)
    if (treason_source_ok (rules, state, i))
      return TRUE;
  return FALSE;
}

static gboolean
legal_treason (const HwGameRules *rules, const HwGameState *state, int from_hex, int to_hex)
{
  int from = from_hex < 0 ? -1 : (from_hex < rules->n_hexes ? BAR->coast_index[from_hex] : -1);
  int to = to_hex >= 0 && to_hex < rules->n_hexes ? BAR->coast_index[to_hex] : -1;

  if (to < 0 || to == from || to == BA (state)->treason_from ||
      BA (state)->barbarians[to] >= HW_BA_CONQUER)
    return FALSE;
  if (from_hex < 0)
    return !treason_board_source (rules, state) && BA (state)->supply > 0;
  return from >= 0 && treason_source_ok (rules, state, from);
}

/* Whether a knight of the player to move can move now: whether list_pending() lists more
 * than END_TURN in the knights' move. Stops at the first knight that can. */
static gboolean
knights_can_move (const HwGameRules *rules, const HwGameState *state)
{
  int p = state->to_move;

  for (int k = 0; k < HW_BA_KNIGHTS; k++)
    {
      HwAction probe[1];
      int e = BA (state)->knight[p][k];

      if (e >= 0 && !(BA (state)->knights_moved & (1u << k)) &&
          list_knight_moves (rules, state, p, k, probe, 0, 0) > 0)
        return TRUE;
    }
  return FALSE;
}

static guint
list_pending (const HwGameRules *rules, const HwGameState *state, HwAction *buf, guint n, guint cap)
{
  int p = state->to_move;

  switch (BA (state)->pending)
    {
    case HW_BA_PENDING_KNIGHTHOOD:
    case HW_BA_PENDING_SWIFT:
      for (int e = 0; e < rules->n_edges; e++)
        if (can_place (rules, state, BA (state)->pending, e))
          hw_game_push (buf, &n, cap, HW_ACTION_PLACE_KNIGHT, e, 0, 0);
      return n;
    case HW_BA_PENDING_TREASON:
      for (int f = -1; f < BAR->n_coast; f++)
        for (int t = 0; t < BAR->n_coast; t++)
          {
            int fh = f < 0 ? -1 : BAR->coast[f];
            if (legal_treason (rules, state, fh, BAR->coast[t]))
              hw_game_push (buf, &n, cap, HW_ACTION_MOVE_BARBARIAN, fh, BAR->coast[t], 0);
          }
      return n;
    case HW_BA_PENDING_INTRIGUE:
      for (int i = 0; i < BAR->n_coast; i++)
        if (BA (state)->barbarians[i] > 0)
          hw_game_push (buf, &n, cap, HW_ACTION_TAKE_PRISONER, BAR->coast[i], 0, 0);
      return n;
    case HW_BA_PENDING_KNIGHTS:
      {
        gboolean must_leave = FALSE;
        for (int k = 0; k < HW_BA_KNIGHTS; k++)
          {
            guint before = n;
            int e = BA (state)->knight[p][k];
            if (e < 0 || (BA (state)->knights_moved & (1u << k)))
              continue;
            n = list_knight_moves (rules, state, p, k, buf, n, cap);
            if (n > before && hw_bit_get (BAR->castle_edges, e))
              must_leave = TRUE;
          }
        /* BA-KNIGHT-02: a knight on the castle must leave it. */
        if (!must_leave)
          hw_game_push (buf, &n, cap, HW_ACTION_END_TURN, 0, 0, 0);
        return n;
      }
    default:
      return n;
    }
}

static guint
hw_barb_list (const HwGameRules *rules,
              const HwGameState *state,
              HwAction          *buf,
              guint              n,
              guint              cap)
{
  if (state->phase == HW_PHASE_ROBBER)
    {
      /* BA-SEVEN: no robber; the roller takes a card from any player. */
      guint before = n;
      for (int p = 0; p < state->n_players; p++)
        if (p != state->current && hw_game_hand_total (&state->players[p]) > 0)
          hw_game_push (buf, &n, cap, HW_ACTION_MOVE_ROBBER, -1, p, 0);
      if (n == before)
        hw_game_push (buf, &n, cap, HW_ACTION_MOVE_ROBBER, -1, -1, 0);
      return n;
    }
  return list_pending (rules, state, buf, n, cap);
}

static gboolean
gold_trade_ok (const HwGameRules *rules, const HwGameState *state, int r)
{
  return state->phase == HW_PHASE_MAIN && BA (state)->pending == HW_BA_PENDING_NONE &&
         r >= 0 && r < HW_N_RESOURCES && BA (state)->gold[state->to_move] >= 2 &&
         BA (state)->gold_trades < 2 && (!rules->bank_limit || state->bank[r] > 0);
}

static guint
hw_barb_filter (const HwGameRules *rules,
                const HwGameState *state,
                HwAction          *buf,
                guint              n,
                guint              cap)
{
  guint out = 0;

  for (guint i = 0; i < n; i++)
    {
      const HwAction *a = &buf[i];
      if (a->type == HW_ACTION_BUILD_ROAD && edge_blocked (rules, state, a->a))
        continue;
      if (a->type == HW_ACTION_BUILD_SETTLEMENT && node_blocked (rules, state, a->a))
        continue;
      buf[out++] = *a;
    }
  for (int r = 0; r < HW_N_RESOURCES; r++)
    if (gold_trade_ok (rules, state, r))
      hw_game_push (buf, &out, cap, HW_ACTION_GOLD_TRADE, r, 0, 0);
  return MIN (out, cap);
}

/* ---- legality ------------------------------------------------------------------------------ */

static gboolean
in_list (const HwGameRules *rules, const HwGameState *state, const HwAction *a)
{
  HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n = hw_barb_list (rules, state, buf, 0, HW_GAME_MAX_ACTIONS);

  for (guint i = 0; i < n; i++)
    if (buf[i].type == a->type && buf[i].a == a->a && buf[i].b == a->b && buf[i].c == a->c)
      return TRUE;
  return FALSE;
}

static int
hw_barb_legal (const HwGameRules *rules,
               const HwGameState *state,
               const HwAction    *a)
{
  const HwPlayerState *ps = &state->players[state->to_move];

  if (state->phase == HW_PHASE_OVER)
    return 0;
  if (hw_barb_owns_turn (rules, state))
    return in_list (rules, state, a);
  switch (a->type)
    {
    case HW_ACTION_PLACE_KNIGHT:
    case HW_ACTION_MOVE_KNIGHT:
    case HW_ACTION_MOVE_BARBARIAN:
    case HW_ACTION_TAKE_PRISONER:
    case HW_ACTION_PLAY_KNIGHT:
    case HW_ACTION_PLAY_ROAD_BUILDING:
    case HW_ACTION_PLAY_YEAR_OF_PLENTY:
    case HW_ACTION_PLAY_MONOPOLY:
      return 0;
    case HW_ACTION_GOLD_TRADE:
      return gold_trade_ok (rules, state, a->a);
    case HW_ACTION_BUY_DEV:
      /* BA-DEV-01: the scenario deck never runs out (it is reshuffled). */
      for (int r = 0; r < HW_N_RESOURCES; r++)
        if (ps->hand[r] < cost_dev[r])
          return 0;
      return state->phase == HW_PHASE_MAIN && a->a == 0;
    case HW_ACTION_BUILD_ROAD:
      if (a->a >= 0 && a->a < rules->n_edges && edge_blocked (rules, state, a->a))
        return 0;
      return -1;
    case HW_ACTION_BUILD_SETTLEMENT:
      if (a->a >= 0 && a->a < rules->n_nodes && node_blocked (rules, state, a->a))
        return 0;
      return -1;
    default:
      return -1;
    }
}

/* ---- applying ------------------------------------------------------------------------------ */

static gboolean
pending_has_choice (const HwGameRules *rules, const HwGameState *state)
{
  HwAction probe[1];

  return list_pending (rules, state, probe, 0, 0) > 0;
}

/* BA-DEV-01..05: draws and resolves one card. */
static void
draw_card (const HwGameRules *rules, HwGameState *state)
{
  int p = state->current;

  for (;;)
    {
      int card;
      if (BA (state)->deck_left == 0)
        refill_deck (rules, state);
      card = BA (state)->deck[--BA (state)->deck_left];
      switch (card)
        {
        case HW_BA_KNIGHTHOOD:
        case HW_BA_SWIFT_KNIGHT:
          if (free_knight (rules, state, p) < 0)
            return;
          BA (state)->pending = card == HW_BA_KNIGHTHOOD ? HW_BA_PENDING_KNIGHTHOOD : HW_BA_PENDING_SWIFT;
          break;
        case HW_BA_TREASON:
          earn_gold (rules, state, p, 2);
          BA (state)->pending = HW_BA_PENDING_TREASON;
          BA (state)->treason_left = 2;
          BA (state)->treason_from = -1;
          BA (state)->treason_to = -1;
          break;
        default:
          {
            gboolean any = FALSE;
            for (int i = 0; i < BAR->n_coast; i++)
              any = any || BA (state)->barbarians[i] > 0;
            /* BA-DEV-05: with nobody to take, draw another. */
            if (!any)
              continue;
            BA (state)->pending = HW_BA_PENDING_INTRIGUE;
          }
          break;
        }
      if (!pending_has_choice (rules, state))
        BA (state)->pending = HW_BA_PENDING_NONE;
      return;
    }
}

/* BA-FIGHT-02: shares @n prisoners among the involved players (mask), @count knights each. */
static void
share_prisoners (const HwGameRules *rules, HwGameState *state, guint involved, const int *count, int n)
{
  int players[HW_GAME_MAX_PLAYERS], np = 0;

  for (int p = 0; p < state->n_players; p++)
    if (involved & (1u << p))
      players[np++] = p;
  if (np == 1)
    {
      BA (state)->prisoners[players[0]] = (guint8) (BA (state)->prisoners[players[0]] + n);
      return;
    }
  if (n < np)
    {
      /* Everybody rolls; the highest take one each (a random order is the same odds as
       * rolling off every tie). */
      hw_rng_shuffle (&state->rng, players, (gsize) np, sizeof players[0]);
      for (int i = 0; i < np; i++)
        {
          if (i < n)
            BA (state)->prisoners[players[i]]++;
          else
            earn_gold (rules, state, players[i], 3);
        }
      return;
    }
  for (int i = 0; i < np; i++)
    BA (state)->prisoners[players[i]]++;
  n -= np;
  if (n > 0)
    {
      int most = 0, tied[HW_GAME_MAX_PLAYERS] = { 0 }, nt = 0, winner;
      for (int i = 0; i < np; i++)
        most = MAX (most, count[players[i]]);
      for (int i = 0; i < np; i++)
        if (count[players[i]] == most)
          tied[nt++] = players[i];
      winner = tied[hw_rng_uniform (&state->rng, (guint32) nt)];
      BA (state)->prisoners[winner] = (guint8) (BA (state)->prisoners[winner] + n);
      /* The seed: the tied players who lose the roll-off take 3 gold. */
      for (int i = 0; i < nt; i++)
        if (tied[i] != winner)
          earn_gold (rules, state, tied[i], 3);
    }
}

/* BA-FIGHT-01..03: the battles after a player's knights moved. */
static void
fight (const HwGameRules *rules, HwGameState *state)
{
  int fallen = count_fallen (rules, state);

  for (int i = 0; i < BAR->n_coast; i++)
    {
      int h = BAR->coast[i];
      int count[HW_GAME_MAX_PLAYERS] = { 0 }, knights = 0, die, o;
      guint involved = 0;

      if (BA (state)->barbarians[i] == 0)
        continue;
      for (int k = 0; k < 6; k++)
        {
          int owner;
          int e = rules->hex_edges[h][k];
          if (e >= 0 && knight_at (rules, state, e, &owner) >= 0)
            {
              count[owner]++;
              knights++;
              involved |= 1u << owner;
            }
        }
      if (knights <= BA (state)->barbarians[i])
        continue;
      BA (state)->counters.battles_won++;
      share_prisoners (rules, state, involved, count, BA (state)->barbarians[i]);
      BA (state)->barbarians[i] = 0;
      /* BA-FIGHT-03: a die names one of the six sides (the castle's numbering, clockwise
       * as the hex's edges); that side's knight returns home, or with `knight-losses=axis`
       * the knights of both sides of that direction. */
      die = 1 + (int) hw_rng_uniform (&state->rng, 6);
      o = BAR->losses_axis ? (die - 1) % 3 : die - 1;
      for (int k = o; k < 6; k += BAR->losses_axis ? 3 : 6)
        {
          int owner, e = rules->hex_edges[h][k], kn;
          if (e < 0 || (kn = knight_at (rules, state, e, &owner)) < 0)
            continue;
          BA (state)->knight[owner][kn] = -1;
          BA (state)->counters.knights_lost[owner]++;
          earn_gold (rules, state, owner, 3);
        }
    }
  barbarians_changed (rules, state, fallen);
}

static gboolean
hw_barb_apply (const HwGameRules *rules,
               HwGameState       *state,
               const HwAction    *a)
{
  int p = state->to_move;
  HwPlayerState *ps = &state->players[p];

  switch (a->type)
    {
    case HW_ACTION_MOVE_ROBBER:
      if (a->b >= 0)
        {
          int r = hw_game_take_random_card (state, a->b);
          if (r >= 0)
            ps->hand[r]++;
        }
      state->phase = state->resume_phase;
      state->to_move = state->current;
      return TRUE;

    case HW_ACTION_BUY_DEV:
      for (int r = 0; r < HW_N_RESOURCES; r++)
        {
          ps->hand[r] -= cost_dev[r];
          state->bank[r] += cost_dev[r];
        }
      state->counters.dev_bought[p]++;
      draw_card (rules, state);
      return TRUE;

    case HW_ACTION_GOLD_TRADE:
      BA (state)->gold[p] -= 2;
      BA (state)->counters.gold_spent[p] += 2;
      BA (state)->gold_trades++;
      ps->hand[a->a]++;
      state->bank[a->a]--;
      return TRUE;

    case HW_ACTION_PLACE_KNIGHT:
      BA (state)->knight[p][free_knight (rules, state, p)] = a->a;
      BA (state)->pending = HW_BA_PENDING_NONE;
      return TRUE;

    case HW_ACTION_MOVE_BARBARIAN:
      {
        int fallen = count_fallen (rules, state);
        int to = BAR->coast_index[a->b];
        if (a->a < 0)
          BA (state)->supply--;
        else
          {
            BA (state)->treason_from = BAR->coast_index[a->a];
            BA (state)->barbarians[BA (state)->treason_from]--;
          }
        add_barbarian (rules, state, to);
        BA (state)->treason_to = (gint8) to;
        barbarians_changed (rules, state, fallen);
        if (--BA (state)->treason_left == 0 || !pending_has_choice (rules, state))
          {
            BA (state)->pending = HW_BA_PENDING_NONE;
            BA (state)->treason_left = 0;
            BA (state)->treason_from = -1;
            BA (state)->treason_to = -1;
          }
        return TRUE;
      }

    case HW_ACTION_TAKE_PRISONER:
      {
        int fallen = count_fallen (rules, state);
        BA (state)->barbarians[BAR->coast_index[a->a]]--;
        BA (state)->prisoners[p]++;
        BA (state)->pending = HW_BA_PENDING_NONE;
        barbarians_changed (rules, state, fallen);
        return TRUE;
      }

    case HW_ACTION_MOVE_KNIGHT:
      {
        int k = knight_at (rules, state, a->a, NULL);
        BA (state)->knight[p][k] = a->b;
        BA (state)->knights_moved |= (guint8) (1u << k);
        if (a->c)
          {
            ps->hand[HW_RESOURCE_GRAIN]--;
            state->bank[HW_RESOURCE_GRAIN]++;
          }
        return TRUE;
      }

    case HW_ACTION_END_TURN:
      if (BA (state)->pending != HW_BA_PENDING_KNIGHTS)
        {
          BA (state)->pending = HW_BA_PENDING_KNIGHTS;
          BA (state)->knights_moved = 0;
          /* The knights' move always lists something (END_TURN at least); with only END_TURN
           * listed there is nothing to move: go straight on. */
          if (knights_can_move (rules, state))
            return TRUE;
        }
      BA (state)->pending = HW_BA_PENDING_NONE;
      BA (state)->knights_moved = 0;
      BA (state)->gold_trades = 0;
      fight (rules, state);
      /* BA-WIN: the battles are still the active player's turn; 12 VP from them wins at
       * once, before the turn passes. */
      if (hw_game_vp (rules, state, state->current) >= rules->victory_points)
        {
          state->winner = (gint8) state->current;
          state->phase = HW_PHASE_OVER;
          return TRUE;
        }
      return FALSE;   /* the base rules pass the turn */

    default:
      return FALSE;
    }
}

static void
hw_barb_after (const HwGameRules *rules,
               HwGameState       *state,
               const HwAction    *a)
{
  /* BA-LAND-01; BA-WIN: not once the build has won. */
  if ((a->type == HW_ACTION_BUILD_SETTLEMENT || a->type == HW_ACTION_BUILD_CITY) &&
      state->phase != HW_PHASE_OVER)
    landing (rules, state);
}

static gboolean
hw_barb_check (const HwGameRules *rules,
               const HwGameState *state,
               GString           *why)
{
  gboolean ok = TRUE;
  int total = BA (state)->supply;
  guint8 seen[HW_GAME_MAX_EDGES] = { 0 };

#define FAIL(...) G_STMT_START { ok = FALSE; if (why) { g_string_append_printf (why, __VA_ARGS__); g_string_append_c (why, '\n'); } } G_STMT_END
  for (int i = 0; i < BAR->n_coast; i++)
    {
      if (BA (state)->barbarians[i] > HW_BA_CONQUER)
        FAIL ("hex %d: %d barbarians", BAR->coast[i], BA (state)->barbarians[i]);
      total += BA (state)->barbarians[i];
    }
  for (int p = 0; p < state->n_players; p++)
    {
      total += BA (state)->prisoners[p];
      if (BA (state)->gold[p] != BA (state)->counters.gold_earned[p] - BA (state)->counters.gold_spent[p] +
                               BA (state)->counters.gold_traded[p])
        FAIL ("player %d: gold %d, earned %d, spent %d, traded %d", p, BA (state)->gold[p],
              BA (state)->counters.gold_earned[p], BA (state)->counters.gold_spent[p],
              BA (state)->counters.gold_traded[p]);
      for (int k = 0; k < HW_BA_KNIGHTS; k++)
        {
          int e = BA (state)->knight[p][k];
          if (e < 0)
            continue;
          if (!edge_ok_for_knight (rules, e))
            FAIL ("player %d: a knight on edge %d where none may stand", p, e);
          else if (seen[e]++)
            FAIL ("edge %d: two knights", e);
        }
    }
  if (total != BAR->barbarians)
    FAIL ("%d barbarians on the board, in the supply and as prisoners, not %d", total, BAR->barbarians);
  if (state->robber_hex != -1)
    FAIL ("a robber in Barbarian Attack");
#undef FAIL
  return ok;
}

/* ---- the module's hooks (hw-rule-module.h) ------------------------------------------------ */

static void
ba_setup (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state)
{
  hw_barb_setup (rules, state);
}

static gboolean
ba_list (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
         HwAction *buf, guint cap, guint *n)
{
  if (!hw_barb_owns_turn (rules, state))
    return FALSE;
  *n = hw_barb_list (rules, state, buf, 0, cap);
  return TRUE;
}

static guint
ba_filter (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
           HwAction *buf, guint n, guint cap)
{
  if (state->phase != HW_PHASE_MAIN)
    return n;
  return hw_barb_filter (rules, state, buf, n, cap);
}

static int
ba_legal (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
          const HwAction *a)
{
  return hw_barb_legal (rules, state, a);
}

static HwHookResult
ba_apply (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state,
          const HwAction *a)
{
  return hw_barb_apply (rules, state, a) ? HW_HOOK_PLAYED_ALONE : HW_HOOK_PASS;
}

static void
ba_after (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state,
          const HwAction *a)
{
  hw_barb_after (rules, state, a);
}

/* BA-CONQ-01: a conquered hex produces nothing. */
static gboolean
ba_hex_blocked (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
                int hex)
{
  const HwBarbState *ba = hw_game_module_state (slot, state);
  int i = ((const HwBarbRules *) slot->data)->coast_index[hex];

  return i >= 0 && ba->barbarians[i] >= HW_BA_CONQUER;
}

/* BA-CONQ-02 */
static gboolean
ba_node_lost (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
              int node)
{
  return hw_barb_fallen (rules, state, node);
}

/* BA-PRISON: 1 VP per 2 prisoners. */
static int
ba_extra_vp (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
             int player)
{
  return ((const HwBarbState *) hw_game_module_state (slot, state))->prisoners[player] / 2;
}

static gboolean
ba_check (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
          GString *why)
{
  return hw_barb_check (rules, state, why);
}

/* BA-GOLD-01: gold may be traded between players. */
static int
ba_good_held (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
              int player)
{
  return ((const HwBarbState *) hw_game_module_state (slot, state))->gold[player];
}

static void
ba_good_move (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state,
              int from, int to, int n)
{
  HwBarbState *ba = hw_game_module_state (slot, state);

  ba->gold[from] = (guint16) (ba->gold[from] - n);
  ba->gold[to] = (guint16) (ba->gold[to] + n);
  ba->counters.gold_traded[from] = (gint16) (ba->counters.gold_traded[from] - n);
  ba->counters.gold_traded[to] = (gint16) (ba->counters.gold_traded[to] + n);
}

static gboolean
ba_describe (const HwAction *a, GString *out)
{
  static const char *const res[] = { N_("brick"), N_("lumber"), N_("ore"), N_("grain"), N_("wool") };

  switch (a->type)
    {
    case HW_ACTION_PLACE_KNIGHT:
      g_string_append_printf (out, _("place a knight on edge %d"), a->a);
      return TRUE;
    case HW_ACTION_MOVE_KNIGHT:
      g_string_append_printf (out, a->c ? _("move the knight on edge %d to edge %d for one grain")
                                        : _("move the knight on edge %d to edge %d"), a->a, a->b);
      return TRUE;
    case HW_ACTION_MOVE_BARBARIAN:
      g_string_append_printf (out, _("move a barbarian from hex %d to hex %d"), a->a, a->b);
      return TRUE;
    case HW_ACTION_TAKE_PRISONER:
      g_string_append_printf (out, _("take a barbarian prisoner on hex %d"), a->a);
      return TRUE;
    case HW_ACTION_GOLD_TRADE:
      g_string_append_printf (out, _("pay 2 gold for one %s"),
                              a->a >= 0 && a->a < HW_N_RESOURCES ? _(res[a->a]) : "?");
      return TRUE;
    default:
      return FALSE;
    }
}

static void
ba_hex_pawns (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
              guint16 (*on_hex)[HW_N_PAWNS])
{
  const HwBarbRules *bar = slot->data;
  const HwBarbState *st = hw_game_module_state (slot, state);

  for (int i = 0; i < bar->n_coast; i++)
    on_hex[bar->coast[i]][HW_PAWN_BARBARIAN] = st->barbarians[i];
}

const HwRuleModule hw_ba_module = {
  .id = "barbarian-attack",
  .vp_label = N_("prisoners"),
  .info = &ba_info,
  /* BA-SETUP-02 and BA-SEVEN: no robber; BA-SETUP-01: a city in setup; BA-GOLD-01. */
  .owns = HW_RULE_OWNS_ROBBER | HW_RULE_OWNS_SETUP | HW_RULE_OWNS_GOODS,
  .rules_size = sizeof (HwBarbRules),
  .state_size = sizeof (HwBarbState),
  .card_actions = 1u << HW_ACTION_GOLD_TRADE,
  .after_has_effects = TRUE,    /* BA-LAND-01, after the win check (BA-WIN) */
  .init = hw_barb_rules_init,
  .setup = ba_setup,
  .list = ba_list,
  .filter = ba_filter,
  .legal = ba_legal,
  .apply = ba_apply,
  .after = ba_after,
  .hex_blocked = ba_hex_blocked,
  .node_lost = ba_node_lost,
  .extra_vp = ba_extra_vp,
  .check = ba_check,
  .good_held = ba_good_held,
  .good_move = ba_good_move,
  .describe = ba_describe,
  .validate = hw_ba_validate,
  .game_stats = hw_ba_game_stats,
  .stats = &hw_ba_stats_desc,
  .batch_stats = hw_ba_batch_stats,
  .bot = &hw_ba_bot_advice,
  .validate_supply = hw_ba_validate_supply,
  .validate_pawns = hw_ba_validate_pawns,
  .pawns = 1u << HW_PAWN_BARBARIAN,
  .terrains = 1u << HW_TERRAIN_CASTLE,
  .hex_pawns = ba_hex_pawns,
};
