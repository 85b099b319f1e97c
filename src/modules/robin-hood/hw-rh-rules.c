/* hw-rh-rules.c: the Robin Hood solitaire (rules.md RH-*): neutral settlements, Robin's
 * die, eviction, robbery and scoring on a 7, and the three endings. The choices the
 * engine makes are documented in hw-game.h. */
#include "config.h"

#include "hw-rh-rules.h"
#include "hw-rh-bot.h"
#include "hw-game-private.h"

#include <glib/gi18n-lib.h>

/* Robin's slice of the state, with @rules in scope. */
#define RH(st) ((HwRobinState *) hw_game_module_state (rh_slot (rules), (st)))

static inline const HwModuleSlot *
rh_slot (const HwGameRules *rules)
{
  return hw_game_module_slot (rules, &hw_rh_module);
}

#define SHERIFF 0
#define DIE_KNIGHT HW_N_RESOURCES   /* RH-MOVE-01: faces 0..4 are resources, 5 the Knight */

static gboolean
sheriff_road (const HwGameState *state, int edge)
{
  return edge >= 0 && state->edge_owner[edge] == SHERIFF + 1;
}

/* RH-END: whether roads enclose Robin's hex completely: a road on each of its six edges,
 * the sheriff's or a neutral settlement's, at least one of them the sheriff's. */
static gboolean
enclosed (const HwGameRules *rules, const HwGameState *state)
{
  int h = state->robber_hex, sheriff = 0;

  for (int k = 0; k < 6; k++)
    {
      int e = rules->hex_edges[h][k];
      if (e < 0 || (state->edge_owner[e] != SHERIFF + 1 && state->edge_owner[e] != HW_GAME_NEUTRAL + 1))
        return FALSE;
      sheriff += state->edge_owner[e] == SHERIFF + 1;
    }
  return sheriff > 0;
}

/* RH-END: whether the sheriff wins an enclosure with @sheriff VP against Robin's @robin
 * (a tie to the sheriff, or with `enclosure-tie=robin` to Robin). */
static gboolean
sheriff_wins_enclosure (const HwGameRules *rules, int sheriff, int robin)
{
  return ((const HwRobinRules *) rh_slot (rules)->data)->tie_to_robin ? sheriff > robin
                                                                       : sheriff >= robin;
}

/* Whether Robin may step from his hex across side @k: onto land, not across a sheriff road
 * (RH-MOVE-01, RH-EVICT). */
static gboolean
may_step (const HwGameRules *rules, const HwGameState *state, int k)
{
  int h = state->robber_hex;
  int to = hw_game_hex_neighbour (rules, h, k);

  return to >= 0 && rules->hex_island[to] >= 0 && !sheriff_road (state, rules->hex_edges[h][k]);
}

/* RH-SEVEN: what Robin scores on @hex: 1 per settlement, 2 per city, of anybody. */
static int
hex_score (const HwGameRules *rules, const HwGameState *state, int hex)
{
  int score = 0;

  for (int k = 0; k < 6; k++)
    {
      int node = rules->hex_nodes[hex][k];
      int owner = node >= 0 ? state->node_owner[node] : 0;

      if (owner != 0)
        score += hw_bit_get (state->players[owner - 1].cities, node) ? 2 : 1;
    }
  return score;
}

static int
best_score (const HwGameRules *rules, const HwGameState *state)
{
  int best = 0;

  for (int h = 0; h < rules->n_hexes; h++)
    if (rules->hex_island[h] >= 0)
      {
        int v = hex_score (rules, state, h);  /* once: MAX () repeats it */

        best = MAX (best, v);
      }
  return best;
}

/* Whether @hex is one of the sheriff's choices for the pending decision. */
static gboolean
is_choice (const HwGameRules *rules, const HwGameState *state, int hex)
{
  if (hex < 0 || hex >= rules->n_hexes)
    return FALSE;
  switch (RH (state)->pending)
    {
    case HW_ROBIN_PICK_MOVE:
    case HW_ROBIN_PICK_EVICT:
      if (RH (state)->pending == HW_ROBIN_PICK_EVICT && hex == state->robber_hex)
        return TRUE;
      for (int k = 0; k < 6; k++)
        if (hw_game_hex_neighbour (rules, state->robber_hex, k) == hex && may_step (rules, state, k))
          return RH (state)->pending == HW_ROBIN_PICK_EVICT ||
                 rules->hex_resource[hex] == RH (state)->face;
      return FALSE;
    case HW_ROBIN_PICK_SEVEN:
      {
        int best = best_score (rules, state);
        return rules->hex_island[hex] >= 0 && best > 0 && hex_score (rules, state, hex) == best;
      }
    default:
      return FALSE;
    }
}

/* Hands the game back to the sheriff where he was. */
static void
finish (const HwGameRules *rules, HwGameState *state)
{
  RH (state)->pending = HW_ROBIN_NONE;
  state->phase = state->resume_phase;
  state->to_move = state->current;
}

/* Asks the sheriff to choose among the hexes of @pending, or moves Robin at once when
 * there is exactly one; returns TRUE when a choice is left to the sheriff. */
static gboolean
ask (const HwGameRules *rules, HwGameState *state, int pending)
{
  int only = -1, n = 0;

  RH (state)->pending = (guint8) pending;
  for (int h = 0; h < rules->n_hexes && n < 2; h++)
    if (is_choice (rules, state, h))
      only = h, n++;
  if (n < 2)
    {
      if (n == 1)
        state->robber_hex = (gint16) only;
      RH (state)->pending = HW_ROBIN_NONE;
      return FALSE;
    }
  state->phase = HW_PHASE_ROBBER;
  state->to_move = state->current;
  return TRUE;
}

/* RH-MOVE-01: one roll of Robin's die; returns TRUE when the sheriff must choose. */
static gboolean
robin_roll (const HwGameRules *rules, HwGameState *state)
{
  int face = (int) hw_rng_uniform (&state->rng, 6);

  if (face == DIE_KNIGHT)
    {
      state->robber_hex = (gint16) rules->robber_start;
      return FALSE;
    }
  RH (state)->face = (guint8) face;
  /* No hex of that terrain next to him, or only across a sheriff road: no move. */
  return ask (rules, state, HW_ROBIN_PICK_MOVE);
}

static void
hw_robin_setup (const HwGameRules *rules,
                HwGameState       *state)
{
  HwPlayerState *np = &state->players[HW_GAME_NEUTRAL];

  /* RH-SETUP-02: each neutral settlement on a random node free under the distance rule,
   * its road on a random free edge next to it. */
  for (int placed = 0; placed < HW_GAME_ROBIN_NEUTRALS; placed++)
    {
      int nodes[HW_GAME_MAX_NODES], n_nodes = 0, node, edges[3], n_edges = 0;

      for (int i = 0; i < rules->n_nodes; i++)
        if (hw_game_can_settle (rules, state, HW_GAME_NEUTRAL, i, TRUE))
          nodes[n_nodes++] = i;
      if (n_nodes == 0)
        break;
      node = nodes[hw_rng_uniform (&state->rng, (guint32) n_nodes)];
      state->node_owner[node] = HW_GAME_NEUTRAL + 1;
      hw_bit_set (np->buildings, node);
      for (int k = 0; k < 3; k++)
        {
          int e = rules->node_edges[node][k];
          if (e >= 0 && state->edge_owner[e] == 0 && (rules->edge_flags[e] & HW_EDGE_ROAD))
            edges[n_edges++] = e;
        }
      if (n_edges > 0)
        {
          int e = edges[hw_rng_uniform (&state->rng, (guint32) n_edges)];
          state->edge_owner[e] = HW_GAME_NEUTRAL + 1;
          hw_bit_set (np->roads, e);
        }
    }
}

static guint
hw_robin_list (const HwGameRules *rules,
               const HwGameState *state,
               HwAction          *buf,
               guint              n,
               guint              cap)
{
  for (int h = 0; h < rules->n_hexes; h++)
    if (is_choice (rules, state, h))
      hw_game_push (buf, &n, cap, HW_ACTION_MOVE_ROBBER, h, -1, 0);
  return n;
}

static gboolean
hw_robin_legal (const HwGameRules *rules,
                const HwGameState *state,
                const HwAction    *a)
{
  return a->type == HW_ACTION_MOVE_ROBBER && a->b == -1 && is_choice (rules, state, a->a);
}

static void
hw_robin_apply (const HwGameRules *rules,
                HwGameState       *state,
                const HwAction    *a)
{
  gboolean evicted = RH (state)->pending == HW_ROBIN_PICK_EVICT && a->a != state->robber_hex;

  state->robber_hex = a->a;
  RH (state)->pending = HW_ROBIN_NONE;
  /* RH-EVICT: after the eviction Robin moves once normally. */
  if (evicted && robin_roll (rules, state))
    return;
  finish (rules, state);
}

static gboolean
on_robins_hex (const HwGameRules *rules, const HwGameState *state, int node)
{
  for (int k = 0; k < 6; k++)
    if (rules->hex_nodes[state->robber_hex][k] == node)
      return TRUE;
  return FALSE;
}

static void
hw_robin_after (const HwGameRules *rules,
                HwGameState       *state,
                const HwAction    *a)
{
  /* The win is checked before Robin moves or is driven off (hw-game.c). */
  if (state->phase == HW_PHASE_OVER)
    return;
  switch (a->type)
    {
    case HW_ACTION_PLAY_KNIGHT:
      /* RH-MOVE-02: Robin moves once more instead of the robber move. */
      if (!robin_roll (rules, state))
        finish (rules, state);
      break;

    case HW_ACTION_BUILD_SETTLEMENT:
    case HW_ACTION_BUILD_CITY:
      /* RH-EVICT: offered only where there is somewhere to drive him. */
      if (on_robins_hex (rules, state, a->a))
        {
          state->resume_phase = HW_PHASE_MAIN;
          for (int k = 0; k < 6; k++)
            if (may_step (rules, state, k))
              {
                RH (state)->pending = HW_ROBIN_PICK_EVICT;
                state->phase = HW_PHASE_ROBBER;
                state->to_move = state->current;
                break;
              }
        }
      break;

    case HW_ACTION_END_TURN:
      /* RH-TURN: after the sheriff's turn, Robin moves; the next roll waits for him. */
      RH (state)->turns[state->robber_hex]++;
      state->resume_phase = HW_PHASE_ROLL;
      if (!robin_roll (rules, state))
        finish (rules, state);
      break;

    default:
      break;
    }
}

static void
hw_robin_seven (const HwGameRules *rules,
                HwGameState       *state)
{
  int score = hex_score (rules, state, state->robber_hex);

  if (score > 0)
    {
      gboolean sheriff_here = FALSE;

      for (int k = 0; k < 6; k++)
        if (state->node_owner[rules->hex_nodes[state->robber_hex][k]] == SHERIFF + 1)
          sheriff_here = TRUE;
      /* RH-SEVEN: the stolen card goes back to the bank (Robin keeps no hand). */
      if (sheriff_here)
        {
          int r = hw_game_take_random_card (state, SHERIFF);
          if (r >= 0)
            {
              state->bank[r]++;
              RH (state)->steals++;
            }
        }
      RH (state)->vp = (guint8) MIN (RH (state)->vp + score, 255);
      finish (rules, state);
      /* RH-END: Robin wins at the target. */
      if (RH (state)->vp >= rules->victory_points)
        {
          state->winner = HW_GAME_WINNER_ROBIN;
          state->phase = HW_PHASE_OVER;
        }
      return;
    }
  /* An empty hex: Robin goes to the hex that would score him most. */
  if (!ask (rules, state, HW_ROBIN_PICK_SEVEN))
    finish (rules, state);
}

static gboolean
hw_robin_check_end (const HwGameRules *rules,
                    HwGameState       *state)
{
  if (state->phase == HW_PHASE_OVER)
    return TRUE;
  if (!enclosed (rules, state))
    return FALSE;
  /* RH-END: roads enclose Robin's hex; the higher VP wins. */
  RH (state)->enclosed = 1;
  state->winner = sheriff_wins_enclosure (rules, hw_game_vp (rules, state, SHERIFF), RH (state)->vp)
                  ? SHERIFF : HW_GAME_WINNER_ROBIN;
  state->phase = HW_PHASE_OVER;
  RH (state)->pending = HW_ROBIN_NONE;
  return TRUE;
}

#define FAIL(...) G_STMT_START { ok = FALSE; if (why) { g_string_append_printf (why, __VA_ARGS__); g_string_append_c (why, '\n'); } } G_STMT_END

static gboolean
hw_robin_check (const HwGameRules *rules,
                const HwGameState *state,
                GString           *why)
{
  gboolean ok = TRUE;
  int nodes = 0, edges = 0, sheriff = hw_game_vp (rules, state, SHERIFF);
  gboolean closed = FALSE;

  for (int i = 0; i < rules->n_nodes; i++)
    if (state->node_owner[i] == HW_GAME_NEUTRAL + 1)
      nodes++;
  for (int e = 0; e < rules->n_edges; e++)
    if (state->edge_owner[e] == HW_GAME_NEUTRAL + 1)
      edges++;
  /* RH-SETUP-02: at most 5 (a board may have room for fewer), never more, one road each. */
  if (nodes > HW_GAME_ROBIN_NEUTRALS || edges > nodes ||
      nodes != hw_bits_count (state->players[HW_GAME_NEUTRAL].buildings, HW_GAME_NODE_WORDS))
    FAIL ("%d neutral settlements and %d neutral roads", nodes, edges);
  if (state->robber_hex < 0 || state->robber_hex >= rules->n_hexes ||
      rules->hex_island[state->robber_hex] < 0)
    FAIL ("Robin Hood stands on hex %d, not on land", state->robber_hex);
  else
    closed = enclosed (rules, state);

  if (state->phase != HW_PHASE_OVER)
    {
      if (state->winner != -1)
        FAIL ("a winner while the game runs");
      if (RH (state)->vp >= rules->victory_points)
        FAIL ("Robin Hood has %d VP and the game runs", RH (state)->vp);
      if (closed && state->phase > HW_PHASE_SETUP_ROAD)
        FAIL ("Robin Hood is enclosed and the game runs");
      if (RH (state)->pending != HW_ROBIN_NONE && state->phase != HW_PHASE_ROBBER)
        FAIL ("a choice of Robin's hex is pending outside the robber phase");
      return ok;
    }
  if (state->winner == SHERIFF)
    {
      if (sheriff < rules->victory_points &&
          !(closed && sheriff_wins_enclosure (rules, sheriff, RH (state)->vp)))
        FAIL ("the sheriff won with %d VP against Robin's %d", sheriff, RH (state)->vp);
    }
  else if (state->winner == HW_GAME_WINNER_ROBIN)
    {
      if (RH (state)->vp < rules->victory_points &&
          !(closed && !sheriff_wins_enclosure (rules, sheriff, RH (state)->vp)))
        FAIL ("Robin won with %d VP against the sheriff's %d", RH (state)->vp, sheriff);
    }
  else
    FAIL ("the game is over without a winner");
  if (RH (state)->enclosed != closed && RH (state)->enclosed)
    FAIL ("the game ended on an enclosure that is not there");
  return ok;
}

/* The module's hooks (hw-rule-module.h). */

static const HwParamInfo rh_params[] = {
  { "enclosure-tie", HW_PARAM_CHOICE, "sheriff", 0, 0, "sheriff robin", "RH-END",
    N_("Who wins when Robin is enclosed and the sheriff and Robin have equal VP"),
    N_("Enclosure tie") },
  { NULL }
};

static const HwModuleInfo rh_info = {
  "robin-hood",
  N_("A solitaire: the sheriff hunts Robin Hood and must enclose his hex with roads before Robin reaches his victory target"),
  "base", rh_params, N_("Robin Hood"),
};

/* RH-SETUP-01: Robin Hood is played by the sheriff alone. */
static gboolean
rh_seats (int n_players, GError **error)
{
  if (n_players == 1)
    return TRUE;
  g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_PLAYERS,
               _("Robin Hood is played by one player (the sheriff), not %d"), n_players);
  return FALSE;
}

static gboolean
rh_init (HwGameRules *r, HwModuleSlot *slot, const HwScenario *scenario,
         const HwVariant *variant, GError **error)
{
  int camp = -1;

  /* RH-END `enclosure-tie`. */
  ((HwRobinRules *) slot->data)->tie_to_robin =
    g_strcmp0 (hw_scenario_get_param (scenario, "robin-hood", "enclosure-tie"), "robin") == 0;
  /* RH-SETUP-01: the sheriff's two colours pooled. */
  r->max_roads *= 2;
  r->max_settlements *= 2;
  r->max_cities *= 2;
  /* RH-SETUP-01: Robin starts in his camp: the hex with his pawn, else the desert. */
  for (int h = 0; h < r->n_hexes && camp < 0; h++)
    if (hw_board_get_hex (variant->board, (guint) h)->pawns[HW_PAWN_ROBIN] > 0)
      camp = h;
  for (int h = 0; h < r->n_hexes && camp < 0; h++)
    if (r->hex_terrain[h] == HW_TERRAIN_DESERT)
      camp = h;
  if (camp < 0)
    {
      g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD,
                   _("Robin Hood needs a camp: a hex with his pawn or a desert (RH-SETUP-01)"));
      return FALSE;
    }
  r->robber_start = camp;
  return TRUE;
}

static void
rh_setup (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state)
{
  hw_robin_setup (rules, state);
}

/* Robin's hex is chosen in the robber phase. */
static gboolean
rh_list (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
         HwAction *buf, guint cap, guint *n)
{
  if (state->phase != HW_PHASE_ROBBER)
    return FALSE;
  *n = hw_robin_list (rules, state, buf, 0, cap);
  return TRUE;
}

static int
rh_legal (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
          const HwAction *a)
{
  if (a->type != HW_ACTION_MOVE_ROBBER)
    return -1;
  return state->phase == HW_PHASE_ROBBER && hw_robin_legal (rules, state, a);
}

static HwHookResult
rh_apply (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state,
          const HwAction *a)
{
  if (a->type != HW_ACTION_MOVE_ROBBER)
    return HW_HOOK_PASS;
  hw_robin_apply (rules, state, a);
  return HW_HOOK_PLAYED;
}

static void
rh_after (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state,
          const HwAction *a)
{
  hw_robin_after (rules, state, a);
}

static void
rh_seven (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state)
{
  hw_robin_seven (rules, state);
}

static gboolean
rh_check_end (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state)
{
  return hw_robin_check_end (rules, state);
}

static gboolean
rh_check (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
          GString *why)
{
  return hw_robin_check (rules, state, why);
}

/* Robin Hood stands where the engine keeps its robber (RH-SETUP-01). */
static void
rh_hex_pawns (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
              guint16 (*on_hex)[HW_N_PAWNS])
{
  int h = state->robber_hex;

  if (h >= 0 && h < rules->n_hexes)
    {
      on_hex[h][HW_PAWN_ROBBER] = 0;
      on_hex[h][HW_PAWN_ROBIN] = 1;
    }
}

const HwRuleModule hw_rh_module = {
  .id = "robin-hood",
  .info = &rh_info,
  .owns = HW_RULE_OWNS_ROBBER | HW_RULE_OWNS_PLAYERS,
  .rules_size = sizeof (HwRobinRules),
  .state_size = sizeof (HwRobinState),
  .check_every_action = TRUE,   /* RH-END: an enclosure may follow any action */
  .after_has_effects = TRUE,    /* Robin's moves, after the win check */
  .seats = rh_seats,
  .init = rh_init,
  .setup = rh_setup,
  .list = rh_list,
  .legal = rh_legal,
  .apply = rh_apply,
  .after = rh_after,
  .on_seven = rh_seven,
  .check_end = rh_check_end,
  .check = rh_check,
  .game_stats = hw_rh_game_stats,
  .stats = &hw_rh_stats_desc,
  .bot = &hw_rh_bot_advice,
  .validate_pawns = hw_rh_validate_pawns,
  .pawns = 1u << HW_PAWN_ROBIN,
  .hex_pawns = rh_hex_pawns,
};
