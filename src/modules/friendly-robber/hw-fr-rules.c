/* hw-fr-rules.c: the friendly robber (rules.md FR-*): which hexes the robber may not reach,
 * and where it goes when none is left. */
#include "config.h"

#include "hw-fr-rules.h"
#include "hw-game-private.h"

#include <glib/gi18n-lib.h>

static const HwParamInfo fr_params[] = {
  { "protected-vp", HW_PARAM_INT, "2", 0, 20, NULL, "FR-01",
    N_("The robber may not touch a player with at most this many visible victory points"),
    N_("Protected up to (visible VP)") },
  { NULL }
};

static const HwModuleInfo fr_info = {
  "friendly-robber", N_("The friendly robber: it spares players with few victory points"), "base",
  fr_params, N_("Friendly robber"),
};

/* FR-01: the players whose visible VP (without victory point cards) are at most N. */
static guint
protected_players (const HwGameRules *rules, const HwFrRules *fr, const HwGameState *state)
{
  guint mask = 0;

  for (int p = 0; p < state->n_players; p++)
    if (hw_game_vp (rules, state, p) - state->players[p].dev[HW_DEV_VICTORY_POINT] <= fr->protected_vp)
      mask |= 1u << p;
  return mask;
}

static gboolean
touches (const HwGameRules *rules, const HwGameState *state, guint players, int hex)
{
  if (hex < 0 || hex >= rules->n_hexes)
    return FALSE;
  for (int k = 0; k < 6; k++)
    {
      int node = rules->hex_nodes[hex][k];
      int owner = node >= 0 ? state->node_owner[node] - 1 : -1;

      if (owner >= 0 && owner < state->n_players && ((players >> owner) & 1))
        return TRUE;
    }
  return FALSE;
}

/* Whether some hex the base rules allow (BASE-SEVEN-02: another land hex) is allowed. */
static gboolean
any_allowed (const HwGameRules *rules, const HwGameState *state, guint players)
{
  for (int h = 0; h < rules->n_hexes; h++)
    if (h != state->robber_hex && rules->hex_island[h] >= 0 && !touches (rules, state, players, h))
      return TRUE;
  return FALSE;
}

/* FR-02: the hex the robber goes to when no hex is allowed. */
static int
fallback (const HwFrRules *fr, const HwGameState *state)
{
  return fr->desert >= 0 ? fr->desert : state->robber_hex;
}

gboolean
hw_fr_forbidden (const HwGameRules *rules, const HwGameState *state, int hex)
{
  const HwModuleSlot *slot = hw_game_module_slot (rules, &hw_fr_module);

  return slot != NULL && touches (rules, state, protected_players (rules, slot->data, state), hex);
}

static gboolean
fr_init (HwGameRules *r, HwModuleSlot *slot, const HwScenario *scenario,
         const HwVariant *variant, GError **error)
{
  HwFrRules *fr = slot->data;
  const char *v = hw_scenario_get_param (scenario, "friendly-robber", "protected-vp");
  gint64 n;

  if (v == NULL || !g_ascii_string_to_signed (v, 10, fr_params[0].min, fr_params[0].max, &n, NULL))
    n = g_ascii_strtoll (fr_params[0].default_value, NULL, 10);
  fr->protected_vp = (int) n;
  fr->desert = -1;
  for (int h = 0; h < r->n_hexes && fr->desert < 0; h++)
    if (r->hex_terrain[h] == HW_TERRAIN_DESERT)
      fr->desert = h;
  return TRUE;
}

/* FR-01, FR-02: the robber's moves lose the protected hexes, or become the one to the desert. */
static guint
fr_filter (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
           HwAction *buf, guint n, guint cap)
{
  const HwFrRules *fr = slot->data;
  guint players, out = 0, moves = 0;

  if (state->phase != HW_PHASE_ROBBER)
    return n;
  players = protected_players (rules, fr, state);
  if (players == 0)
    return n;
  for (guint i = 0; i < n; i++)
    {
      if (buf[i].type == HW_ACTION_MOVE_ROBBER)
        {
          if (touches (rules, state, players, buf[i].a))
            continue;
          moves++;
        }
      buf[out++] = buf[i];
    }
  if (moves == 0)
    hw_game_push (buf, &out, cap, HW_ACTION_MOVE_ROBBER, fallback (fr, state), -1, 0);
  return MIN (out, cap);
}

static int
fr_legal (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
          const HwAction *a)
{
  const HwFrRules *fr = slot->data;
  guint players;

  if (a->type != HW_ACTION_MOVE_ROBBER || state->phase != HW_PHASE_ROBBER)
    return -1;
  players = protected_players (rules, fr, state);
  if (players == 0)
    return -1;
  if (any_allowed (rules, state, players))
    return touches (rules, state, players, a->a) ? 0 : -1;
  return a->a == fallback (fr, state) && a->b == -1;
}

const HwRuleModule hw_fr_module = {
  .id = "friendly-robber",
  .info = &fr_info,
  .owns = HW_RULE_OWNS_ROBBER,
  .rules_size = sizeof (HwFrRules),
  .init = fr_init,
  .filter = fr_filter,
  .legal = fr_legal,
};
