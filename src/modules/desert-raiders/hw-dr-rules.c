/* hw-dr-rules.c: The Desert Raiders in the engine (rules.md DR-*): the home
 * island setup, the 7's steal without robber, raiders placed per build, the storm before
 * production, soldiers, and the bookkeeping of taken buildings and cancelled roads. The
 * raiders themselves are moved by hw-dr-raiders.c. */
#include "config.h"

#include "hw-dr-rules.h"
#include "hw-dr-bot.h"
#include "hw-dr-raiders.h"
#include "hw-game-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "hw-modules.h"

/* The module's state and rules, with @rules in scope. */
#define DR(st) ((HwDrState *) hw_game_module_state (dr_slot (rules), (st)))
#define DRR ((const HwDrRules *) dr_slot (rules)->data)

static inline const HwModuleSlot *
dr_slot (const HwGameRules *rules)
{
  return hw_game_module_slot (rules, &hw_dr_module);
}

static const HwParamInfo dr_params[] = {
  { "raiders-in-setup", HW_PARAM_BOOL, "off", 0, 0, NULL, "DR-PLACE-01",
    N_("Starting settlements also place raiders"), N_("Raiders in the setup") },
  { NULL }
};

static const HwModuleInfo dr_info = {
  "desert-raiders",
  N_("Everyone starts on the home island with its deserts: each building brings raiders there, a storm spreads them over the land to block hexes and take buildings, and soldiers drive them back"),
  "base seafarers volcano jungle", dr_params,
  N_("The Desert Raiders"),
};

static gboolean
hw_dr_rules_init (HwGameRules       *r,
                  HwModuleSlot      *slot,
                  const HwScenario  *scenario,
                  const HwVariant   *variant,
                  GError           **error)
{
  HwDrRules *d = slot->data;
  const char *v = hw_scenario_get_param (scenario, "desert-raiders", "raiders-in-setup");
  gboolean in_setup = FALSE;

  if (v == NULL || !hw_param_parse_bool (v, &in_setup))
    hw_param_parse_bool (hw_module_info_param (&dr_info, "raiders-in-setup")->default_value,
                         &in_setup);
  d->in_setup = in_setup;
  d->pool = hw_raiders_pool (r->n_players);
  d->per_build = hw_raiders_per_build (r->n_players);
  d->home_island = -1;
  d->n_deserts = 0;
  for (int h = 0; h < r->n_hexes; h++)
    {
      if (r->hex_terrain[h] != HW_TERRAIN_DESERT)
        continue;
      if (d->n_deserts >= HW_DR_MAX_DESERTS)
        {
          g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD,
                       _("The Desert Raiders allows at most %d desert hexes"), HW_DR_MAX_DESERTS);
          return FALSE;
        }
      if (d->home_island >= 0 && r->hex_island[h] != d->home_island)
        {
          g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD,
                       _("The deserts of The Desert Raiders lie on several islands; they must all be on the home island (DR-MAP-01)"));
          return FALSE;
        }
      d->home_island = r->hex_island[h];
      d->deserts[d->n_deserts++] = (gint16) h;
    }
  if (d->n_deserts == 0)
    {
      g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD,
                   _("The Desert Raiders needs desert hexes on the home island (DR-MAP-01)"));
      return FALSE;
    }
  /* DR-NOROBBER, DR-NOARMY */
  r->robber_start = -1;
  r->no_largest_army = TRUE;
  for (int n = 0; n < r->n_nodes; n++)
    if (r->node_island[n] >= 0 && r->node_island[n] != d->home_island)
      hw_bit_set (d->abroad_nodes, n);
  return TRUE;
}

static void
hw_dr_setup (const HwGameRules *rules,
             HwGameState       *state)
{
  hw_raiders_init (&DR (state)->raiders, rules->n_players);
  state->robber_hex = -1;
}

/* ---- bookkeeping ------------------------------------------------------------------------ */

static int
raiders_on_board (const HwGameRules *rules, const HwGameState *state)
{
  const HwRaiders *rd = &DR (state)->raiders;
  int n = 0;

  for (int h = 0; h < rules->n_hexes; h++)
    n += rd->raiders[h];
  return n;
}

static int
count_taken (const HwGameRules *rules, const HwGameState *state)
{
  const HwRaiders *rd = &DR (state)->raiders;
  int n = 0;

  for (int i = 0; i < rules->n_nodes; i++)
    if (state->node_owner[i] != 0 && hw_raiders_node_taken (rules, rd, i))
      n++;
  return n;
}

static int
count_cancelled (const HwGameRules *rules, const HwGameState *state)
{
  const HwRaiders *rd = &DR (state)->raiders;
  int n = 0;

  for (int p = 0; p < state->n_players; p++)
    HW_FOREACH_BIT (state->players[p].roads, hw_game_edge_words (rules), e)
      if (hw_raiders_edge_cancelled (rules, rd, e))
        n++;
  return n;
}

/* VP each player has lost to taken buildings, kept current for the statistics. */
static void
update_vp_lost (const HwGameRules *rules, HwGameState *state)
{
  HwDrState *dr = DR (state);

  for (int p = 0; p < state->n_players; p++)
    {
      int lost = 0;

      HW_FOREACH_BIT (state->players[p].buildings, hw_game_node_words (rules), node)
        if (hw_raiders_node_taken (rules, &dr->raiders, node))
          lost += hw_bit_get (state->players[p].cities, node) ? 2 : 1;
      dr->counters.vp_lost[p] = (guint8) lost;
    }
}

/* Each player's roads the raiders cancel (DR-BLOCK-02). */
typedef struct
{
  guint64 roads[HW_GAME_MAX_PLAYERS][HW_GAME_EDGE_WORDS];
} CancelledRoads;

static void
cancelled_roads (const HwGameRules *rules, const HwGameState *state, CancelledRoads *out)
{
  const HwRaiders *rd = &DR (state)->raiders;

  memset (out, 0, sizeof *out);
  for (int p = 0; p < state->n_players; p++)
    HW_FOREACH_BIT (state->players[p].roads, hw_game_edge_words (rules), e)
      if (hw_raiders_edge_cancelled (rules, rd, e))
        hw_bit_set (out->roads[p], e);
}

/* Raiders moved on land: harbors (DR-TAKE-01) and routes (DR-BLOCK-02) follow. The raiders
 * reach a route only through the roads they cancel (a taken building keeps its owner), so
 * only the players whose cancelled roads differ from @before are counted again. */
static void
raiders_changed (const HwGameRules *rules, HwGameState *state, const CancelledRoads *before)
{
  CancelledRoads now;
  guint changed = 0;

  for (int p = 0; p < state->n_players; p++)
    hw_game_update_harbors (rules, state, p);
  cancelled_roads (rules, state, &now);
  for (int p = 0; p < state->n_players; p++)
    if (memcmp (now.roads[p], before->roads[p], sizeof now.roads[p]) != 0)
      changed |= 1u << p;
  hw_game_update_routes (rules, state, changed);
  update_vp_lost (rules, state);
}

/* Adds the buildings taken and roads cancelled since the counts @taken and @cancelled. */
static void
count_changes (const HwGameRules *rules, HwGameState *state, int taken, int cancelled)
{
  /* Counted once each: MAX () repeats its arguments. */
  int taken_now = count_taken (rules, state), cancelled_now = count_cancelled (rules, state);

  DR (state)->counters.buildings_taken += (guint16) MAX (0, taken_now - taken);
  DR (state)->counters.roads_cancelled += (guint16) MAX (0, cancelled_now - cancelled);
}

/* The players with a settlement (ever) on an island other than the home island. */
static guint8
players_abroad (const HwGameRules *rules, const HwGameState *state)
{
  guint8 mask = 0;
  guint32 home = DRR->home_island >= 0 ? 1u << DRR->home_island : 0;

  for (int p = 0; p < state->n_players; p++)
    if (state->players[p].islands & ~home)
      mask |= (guint8) (1u << p);
  return mask;
}

/* DR-STORM-01: one storm raider from @desert to the next hex owed one. */
static void
storm_move (const HwGameRules *rules, HwGameState *state, int desert, int hex)
{
  int taken = count_taken (rules, state);
  int cancelled = count_cancelled (rules, state);
  CancelledRoads before;

  cancelled_roads (rules, state, &before);
  hw_raiders_storm_move (rules, &DR (state)->raiders, desert, hex);
  hw_bit_clear (DR (state)->storm_todo, hex);
  hw_bit_set (DR (state)->placed, hex);
  DR (state)->counters.hexes_overrun++;
  raiders_changed (rules, state, &before);
  count_changes (rules, state, taken, cancelled);
}

/* The next hex owed a storm raider, or -1. */
static int
storm_next (const HwGameRules *rules, const HwGameState *state)
{
  HW_FOREACH_BIT (DR (state)->storm_todo, HW_RAIDERS_HEX_WORDS, h)
    return h;
  return -1;
}

/* Places storm raiders while the desert is not a choice (one desert holds raiders, or none
 * is left); TRUE when the roller must choose. */
static gboolean
storm_continue (const HwGameRules *rules, HwGameState *state)
{
  int hex;

  while ((hex = storm_next (rules, state)) >= 0)
    {
      int from = -1, n = 0;

      for (int i = 0; i < DRR->n_deserts; i++)
        if (DR (state)->raiders.raiders[DRR->deserts[i]] > 0)
          {
            from = DRR->deserts[i];
            n++;
          }
      if (n == 0)
        {
          memset (DR (state)->storm_todo, 0, sizeof DR (state)->storm_todo);
          break;
        }
      if (n > 1)
        {
          DR (state)->pending = HW_DR_PENDING_STORM;
          state->to_move = state->current;
          return TRUE;
        }
      storm_move (rules, state, from, hex);
    }
  DR (state)->pending = HW_DR_PENDING_NONE;
  return FALSE;
}

/* ---- listing and legality ---------------------------------------------------------------- */

static gboolean
is_desert (const HwGameRules *rules, int hex)
{
  return hex >= 0 && hex < rules->n_hexes && rules->hex_terrain[hex] == HW_TERRAIN_DESERT;
}

/* DR-SETUP-01: a free ship edge at @node for the first setup settlement. */
static gboolean
has_ship_edge (const HwGameRules *rules, const HwGameState *state, int node)
{
  for (int k = 0; k < 3; k++)
    {
      int e = rules->node_edges[node][k];
      if (e >= 0 && state->edge_owner[e] == 0 && (rules->edge_flags[e] & HW_EDGE_SHIP))
        return TRUE;
    }
  return FALSE;
}

static gboolean
first_round (const HwGameRules *rules, const HwGameState *state)
{
  return state->setup_step < state->n_players;
}

/* The extra conditions DR puts on an action the base rules list; TRUE when it may stay. */
static gboolean
allowed (const HwGameRules *rules, const HwDrRules *d, const HwDrState *dr,
         const HwGameState *state, const HwAction *a)
{
  switch (a->type)
    {
    case HW_ACTION_PLACE_SETTLEMENT:
      if (a->a < 0 || a->a >= rules->n_nodes || rules->node_island[a->a] != d->home_island)
        return FALSE;
      return !first_round (rules, state) ||
             ((rules->node_flags[a->a] & HW_NODE_COASTAL) && has_ship_edge (rules, state, a->a));
    case HW_ACTION_PLACE_ROAD:
      return !first_round (rules, state);
    case HW_ACTION_BUILD_CITY:
      /* A taken settlement cannot be upgraded (documented in hw-game.h). */
      return a->a < 0 || a->a >= rules->n_nodes ||
             !hw_raiders_node_taken (rules, &dr->raiders, a->a);
    case HW_ACTION_PLAY_KNIGHT:
      return raiders_on_board (rules, state) > 0;
    case HW_ACTION_MOVE_ROBBER:
      return FALSE;
    default:
      return TRUE;
    }
}

static guint
hw_dr_list (const HwGameRules *rules,
            const HwGameState *state,
            HwAction          *buf,
            guint              n,
            guint              cap)
{
  switch (DR (state)->pending)
    {
    case HW_DR_PENDING_PLACE:
      for (int i = 0; i < DRR->n_deserts; i++)
        hw_game_push (buf, &n, cap, HW_ACTION_PLACE_RAIDER, DRR->deserts[i], 0, 0);
      break;
    case HW_DR_PENDING_STEAL:
      for (int p = 0; p < state->n_players; p++)
        if (p != state->current && hw_game_hand_total (&state->players[p]) > 0)
          hw_game_push (buf, &n, cap, HW_ACTION_STEAL, p, 0, 0);
      break;
    case HW_DR_PENDING_SOLDIER:
      for (int h = 0; h < rules->n_hexes; h++)
        if (DR (state)->raiders.raiders[h] > 0)
          hw_game_push (buf, &n, cap, HW_ACTION_REMOVE_RAIDER, h, 0, 0);
      break;
    case HW_DR_PENDING_STORM:
      for (int i = 0; i < DRR->n_deserts; i++)
        if (DR (state)->raiders.raiders[DRR->deserts[i]] > 0)
          hw_game_push (buf, &n, cap, HW_ACTION_STORM_RAIDER, DRR->deserts[i],
                        storm_next (rules, state), 0);
      break;
    default:
      break;
    }
  return n;
}

static guint
hw_dr_filter (const HwGameRules *rules,
              const HwGameState *state,
              HwAction          *buf,
              guint              n)
{
  const HwDrRules *d = DRR;
  const HwDrState *dr = DR (state);
  guint out = 0;

  for (guint i = 0; i < n; i++)
    if (allowed (rules, d, dr, state, &buf[i]))
      buf[out++] = buf[i];
  return out;
}

static int
hw_dr_legal (const HwGameRules *rules,
             const HwGameState *state,
             const HwAction    *a)
{
  if (state->phase == HW_PHASE_OVER)
    return 0;
  switch (DR (state)->pending)
    {
    case HW_DR_PENDING_PLACE:
      return a->type == HW_ACTION_PLACE_RAIDER && is_desert (rules, a->a) &&
             DR (state)->raiders.supply > 0;
    case HW_DR_PENDING_STEAL:
      return a->type == HW_ACTION_STEAL && a->a >= 0 && a->a < state->n_players &&
             a->a != state->current && hw_game_hand_total (&state->players[a->a]) > 0;
    case HW_DR_PENDING_SOLDIER:
      return a->type == HW_ACTION_REMOVE_RAIDER && a->a >= 0 && a->a < rules->n_hexes &&
             DR (state)->raiders.raiders[a->a] > 0;
    case HW_DR_PENDING_STORM:
      return a->type == HW_ACTION_STORM_RAIDER && is_desert (rules, a->a) &&
             DR (state)->raiders.raiders[a->a] > 0 && a->b == storm_next (rules, state);
    default:
      break;
    }
  switch (a->type)
    {
    case HW_ACTION_PLACE_RAIDER:
    case HW_ACTION_STEAL:
    case HW_ACTION_REMOVE_RAIDER:
    case HW_ACTION_STORM_RAIDER:
      return 0;
    default:
      return allowed (rules, DRR, DR (state), state, a) ? -1 : 0;
    }
}

/* ---- applying ------------------------------------------------------------------------------ */

static void
resume (const HwGameRules *rules, HwGameState *state)
{
  DR (state)->pending = HW_DR_PENDING_NONE;
  state->phase = state->resume_phase;
  state->to_move = state->current;
}

static gboolean
hw_dr_apply (const HwGameRules *rules,
             HwGameState       *state,
             const HwAction    *a)
{
  int p = state->to_move;

  switch (a->type)
    {
    case HW_ACTION_PLACE_RAIDER:
      {
        int taken = count_taken (rules, state);
        int cancelled = count_cancelled (rules, state);
        CancelledRoads before;

        cancelled_roads (rules, state, &before);
        hw_raiders_place (rules, &DR (state)->raiders, a->a);
        /* Deserts are land: a building with only deserts around it is taken, a road
         * between two deserts cancelled, as soon as they hold raiders. */
        raiders_changed (rules, state, &before);
        count_changes (rules, state, taken, cancelled);
      }
      if (DR (state)->raiders.storm && DR (state)->counters.storm_turn == 0)
        {
          /* The storm counts from the next roll; setup is turn 0, so it says 1 then. */
          DR (state)->counters.storm_turn = MAX (state->turn, 1);
          DR (state)->counters.abroad_at_storm = players_abroad (rules, state);
        }
      if (--DR (state)->to_place == 0 || DR (state)->raiders.supply == 0)
        {
          DR (state)->to_place = 0;
          DR (state)->pending = HW_DR_PENDING_NONE;
        }
      return TRUE;

    case HW_ACTION_STEAL:
      {
        int r = hw_game_take_random_card (state, a->a);
        if (r >= 0)
          state->players[p].hand[r]++;
      }
      resume (rules, state);
      return TRUE;

    case HW_ACTION_PLAY_KNIGHT:
      {
        HwPlayerState *ps = &state->players[p];

        /* DR-NOARMY: counted as played, never for Largest Army. */
        ps->dev[HW_DEV_KNIGHT]--;
        ps->knights_played++;
        state->dev_played = 1;
        state->resume_phase = state->phase;
        state->phase = HW_PHASE_ROBBER;
        DR (state)->pending = HW_DR_PENDING_SOLDIER;
        return TRUE;
      }

    case HW_ACTION_STORM_RAIDER:
      storm_move (rules, state, a->a, a->b);
      if (!storm_continue (rules, state))
        {
          hw_game_finish_roll (rules, state, state->dice[0] + state->dice[1]);
          /* An eruption may have removed a taken building. */
          update_vp_lost (rules, state);
        }
      return TRUE;

    case HW_ACTION_REMOVE_RAIDER:
      {
        int before = count_taken (rules, state);
        int after;
        CancelledRoads roads;

        cancelled_roads (rules, state, &roads);
        hw_raiders_soldier (rules, &DR (state)->raiders, a->a);
        DR (state)->removed[p]++;
        raiders_changed (rules, state, &roads);
        after = count_taken (rules, state);
        if (before > after)
          DR (state)->counters.buildings_freed += (guint16) (before - after);
        resume (rules, state);
        return TRUE;
      }

    default:
      return FALSE;
    }
}

/* Whether the dice just rolled show the number of a volcano (VOL-02). */
static gboolean
rolled_volcano (const HwGameRules *rules, const HwGameState *state)
{
  int sum = state->dice[0] + state->dice[1];

  for (int i = 0; i < rules->n_chit_hexes[sum]; i++)
    if (rules->hex_terrain[rules->chit_hexes[sum][i]] == HW_TERRAIN_VOLCANO)
      return TRUE;
  return FALSE;
}

static void
hw_dr_after (const HwGameRules *rules,
             HwGameState       *state,
             const HwAction    *a)
{
  gboolean build = a->type == HW_ACTION_BUILD_SETTLEMENT || a->type == HW_ACTION_BUILD_CITY ||
                   (a->type == HW_ACTION_PLACE_SETTLEMENT && DRR->in_setup);

  /* With raiders-in-setup even a starting settlement may stand between occupied deserts. */
  if ((a->type == HW_ACTION_BUILD_SETTLEMENT || a->type == HW_ACTION_PLACE_SETTLEMENT) &&
      hw_raiders_node_taken (rules, &DR (state)->raiders, a->a))
    DR (state)->counters.buildings_taken++;
  /* An eruption (in a roll) may remove a taken building: only a roll of a volcano's number
   * erupts (raiders the storm moves count their losses themselves). */
  if (a->type == HW_ACTION_BUILD_SETTLEMENT || a->type == HW_ACTION_PLACE_SETTLEMENT ||
      a->type == HW_ACTION_BUILD_CITY || (a->type == HW_ACTION_ROLL && rolled_volcano (rules, state)))
    update_vp_lost (rules, state);
  if (a->type == HW_ACTION_END_TURN)
    for (int h = 0; h < rules->n_hexes; h++)
      if (DR (state)->raiders.raiders[h] > 0 && rules->hex_terrain[h] != HW_TERRAIN_DESERT)
        DR (state)->counters.raider_turns[h]++;
  /* DR-PLACE-01 */
  if (build && state->phase != HW_PHASE_OVER && DR (state)->raiders.supply > 0)
    {
      DR (state)->to_place = (guint8) MIN (DRR->per_build, DR (state)->raiders.supply);
      DR (state)->pending = HW_DR_PENDING_PLACE;
    }
}

static void
hw_dr_seven (const HwGameRules *rules,
             HwGameState       *state)
{
  /* DR-NOROBBER: the steal only when somebody else holds a card. */
  for (int p = 0; p < state->n_players; p++)
    if (p != state->current && hw_game_hand_total (&state->players[p]) > 0)
      {
        DR (state)->pending = HW_DR_PENDING_STEAL;
        return;
      }
  resume (rules, state);
}

static gboolean
hw_dr_storm (const HwGameRules *rules,
             HwGameState       *state,
             int                sum)
{
  memset (DR (state)->placed, 0, sizeof DR (state)->placed);
  if (!DR (state)->raiders.storm)
    return FALSE;
  hw_raiders_storm_targets (rules, &DR (state)->raiders, sum, DR (state)->storm_todo);
  return storm_continue (rules, state);
}

/* ---- checks -------------------------------------------------------------------------------- */

#define FAIL(...) G_STMT_START { ok = FALSE; if (why) { g_string_append_printf (why, __VA_ARGS__); g_string_append_c (why, '\n'); } } G_STMT_END

static gboolean
hw_dr_check (const HwGameRules *rules,
             const HwGameState *state,
             GString           *why)
{
  gboolean ok = TRUE;
  const HwRaiders *rd = &DR (state)->raiders;
  int total = rd->supply;

  for (int h = 0; h < rules->n_hexes; h++)
    {
      int n = rd->raiders[h];

      total += n;
      if (n == 0)
        continue;
      if (rules->hex_island[h] < 0 || rules->hex_terrain[h] == HW_TERRAIN_SEA)
        FAIL ("hex %d: %d raiders on the water", h, n);
      else if (rules->hex_terrain[h] != HW_TERRAIN_DESERT && n > 1)
        FAIL ("hex %d: %d raiders on one land hex", h, n);
    }
  for (int p = 0; p < state->n_players; p++)
    total += DR (state)->removed[p];
  if (total != DRR->pool)
    FAIL ("%d raiders in the supply, on the board and removed, not %d", total, DRR->pool);
  if ((rd->supply == 0) != (rd->storm != 0))
    FAIL ("storm %d with %d raiders in the supply", rd->storm, rd->supply);
  if (state->robber_hex != -1)
    FAIL ("a robber in The Desert Raiders");
  if (state->largest_army_holder != -1)
    FAIL ("Largest Army awarded in The Desert Raiders");
  if (DR (state)->pending == HW_DR_PENDING_PLACE && (DR (state)->to_place == 0 || rd->supply == 0))
    FAIL ("raiders to place with %d owed and %d in the supply", DR (state)->to_place, rd->supply);
  if ((DR (state)->pending == HW_DR_PENDING_STORM) != (storm_next (rules, state) >= 0))
    FAIL ("storm choice pending %d with hex %d owed a raider", DR (state)->pending == HW_DR_PENDING_STORM,
          storm_next (rules, state));
  for (int p = 0; p < state->n_players; p++)
    {
      int lost = 0;

      HW_FOREACH_BIT (state->players[p].buildings, hw_game_node_words (rules), node)
        if (hw_raiders_node_taken (rules, rd, node))
          lost += hw_bit_get (state->players[p].cities, node) ? 2 : 1;
      if (lost != DR (state)->counters.vp_lost[p])
        FAIL ("player %d: %d VP in taken buildings, counted %d", p, lost, DR (state)->counters.vp_lost[p]);
    }
  return ok;
}

#undef FAIL

/* ---- the module's hooks (hw-rule-module.h) ------------------------------------------------ */

static gboolean
dr_list (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
         HwAction *buf, guint cap, guint *n)
{
  if (DR (state)->pending == HW_DR_PENDING_NONE)
    return FALSE;
  *n = state->phase == HW_PHASE_OVER ? 0 : hw_dr_list (rules, state, buf, 0, cap);
  return TRUE;
}

static guint
dr_filter (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
           HwAction *buf, guint n, guint cap)
{
  if (DR (state)->pending != HW_DR_PENDING_NONE)
    return n;
  return hw_dr_filter (rules, state, buf, n);
}

static int
dr_legal (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
          const HwAction *a)
{
  return hw_dr_legal (rules, state, a);
}

static HwHookResult
dr_apply (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state,
          const HwAction *a)
{
  return hw_dr_apply (rules, state, a) ? HW_HOOK_PLAYED_ALONE : HW_HOOK_PASS;
}

static void
dr_setup (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state)
{
  hw_dr_setup (rules, state);
}

static void
dr_after (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state,
          const HwAction *a)
{
  hw_dr_after (rules, state, a);
}

/* DR-STORM-01 comes first; the hexes it reaches still produce (DR-BLOCK-01). The roll
 * waits while the roller chooses deserts. */
static gboolean
dr_on_roll (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state, int sum)
{
  return hw_dr_storm (rules, state, sum);
}

static void
dr_produced (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state, int sum)
{
  HwDrState *dr = hw_game_module_state (slot, state);

  memset (dr->placed, 0, sizeof dr->placed);
}

static void
dr_seven (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state)
{
  hw_dr_seven (rules, state);
}

/* DR-BLOCK-01 */
static gboolean
dr_hex_blocked (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
                int hex)
{
  const HwDrState *dr = hw_game_module_state (slot, state);

  return dr->raiders.raiders[hex] > 0 && !hw_bit_get (dr->placed, hex);
}

/* DR-TAKE-01 */
static gboolean
dr_node_lost (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
              int node)
{
  const HwDrState *dr = hw_game_module_state (slot, state);

  return hw_raiders_node_taken (rules, &dr->raiders, node);
}

/* DR-BLOCK-02 */
static gboolean
dr_edge_cancelled (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
                   int edge)
{
  const HwDrState *dr = hw_game_module_state (slot, state);
  int a = rules->edge_hexes[edge][0], b = rules->edge_hexes[edge][1];

  /* hw_raiders_edge_cancelled() inline: this is asked for every road in every listing. A hex
   * holding a raider is land. */
  return a >= 0 && b >= 0 && dr->raiders.raiders[a] > 0 && dr->raiders.raiders[b] > 0;
}

static gboolean
dr_check (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
          GString *why)
{
  return hw_dr_check (rules, state, why);
}

/* DR-SETUP-01: both starting settlements on the home island. */
static gboolean
dr_setup_node (const HwGameRules *rules, const HwModuleSlot *slot, int node)
{
  return rules->node_island[node] == ((const HwDrRules *) slot->data)->home_island;
}

static gboolean
dr_describe (const HwAction *a, GString *out)
{
  switch (a->type)
    {
    case HW_ACTION_PLACE_RAIDER:
      g_string_append_printf (out, _("place a raider on the desert hex %d"), a->a);
      return TRUE;
    case HW_ACTION_REMOVE_RAIDER:
      g_string_append_printf (out, _("remove a raider from hex %d"), a->a);
      return TRUE;
    case HW_ACTION_STORM_RAIDER:
      g_string_append_printf (out, _("send the storm's raider from the desert hex %d to hex %d"), a->a, a->b);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
dr_hex_pawns (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
              guint16 (*on_hex)[HW_N_PAWNS])
{
  const HwDrState *dr = hw_game_module_state (slot, state);

  for (int h = 0; h < rules->n_hexes; h++)
    on_hex[h][HW_PAWN_RAIDER] = dr->raiders.raiders[h];
}

const HwRuleModule hw_dr_module = {
  .id = "desert-raiders",
  .info = &dr_info,
  /* DR-NOROBBER: no robber, the 7 steals; DR-SETUP-01: the home island and the ship. */
  .owns = HW_RULE_OWNS_ROBBER | HW_RULE_OWNS_SETUP,
  .rules_size = sizeof (HwDrRules),
  .state_size = sizeof (HwDrState),
  .init = hw_dr_rules_init,
  .setup_node = dr_setup_node,
  .setup = dr_setup,
  .list = dr_list,
  .filter = dr_filter,
  .legal = dr_legal,
  .apply = dr_apply,
  /* Books, and DR-PLACE-01's placement made pending (played by actions of its own, after
   * the win check of the build): not an effects hook. It counts, so it must not run twice,
   * and it does not: the module owns the robber as the effects modules (BA, RH) do. */
  .after = dr_after,
  .on_roll = dr_on_roll,
  .produced = dr_produced,
  .on_seven = dr_seven,
  .hex_blocked = dr_hex_blocked,
  .node_lost = dr_node_lost,
  .edge_cancelled = dr_edge_cancelled,
  .check = dr_check,
  .describe = dr_describe,
  .validate = hw_dr_validate,
  .game_stats = hw_dr_game_stats,
  .stats = &hw_dr_stats_desc,
  .bot = &hw_dr_bot_advice,
  .validate_supply = hw_dr_validate_supply,
  .validate_pawns = hw_dr_validate_pawns,
  .pawns = 1u << HW_PAWN_RAIDER,
  .fairness = &hw_dr_fairness_weights,
  .hex_pawns = dr_hex_pawns,
};
