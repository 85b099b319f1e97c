/* hw-hm-rules.c: the Harbormaster (rules.md HM-*): harbor points and who holds the card. */
#include "config.h"

#include "hw-hm-rules.h"
#include "hw-game-private.h"

#include <glib/gi18n-lib.h>

static const HwParamInfo hm_params[] = {
  { "harbormaster-points", HW_PARAM_INT, "3", 1, 20, NULL, "HM-02",
    N_("Harbor points the Harbormaster needs at least"), N_("Harbormaster: points needed") },
  { NULL }
};

static const HwModuleInfo hm_info = {
  "harbormaster", N_("The Harbormaster: 2 victory points for the most buildings on harbors"),
  "base", hm_params, N_("Harbormaster"),
};

int
hw_hm_points (const HwGameRules *rules, const HwGameState *state, int player)
{
  const HwPlayerState *ps = &state->players[player];
  int points = 0;

  /* HM-01 */
  HW_FOREACH_BIT (ps->buildings, hw_game_node_words (rules), node)
    if (rules->node_harbors[node] != 0 && !hw_game_node_lost (rules, state, node))
      points += hw_bit_get (ps->cities, node) ? 2 : 1;
  return points;
}

int
hw_hm_holder (const HwGameRules *rules, const HwGameState *state)
{
  const HwModuleSlot *slot = hw_game_module_slot (rules, &hw_hm_module);

  return slot != NULL ? ((const HwHmState *) hw_game_module_state (slot, state))->holder : -1;
}

/* HM-02: who holds the card after the counts changed. */
static void
update_holder (const HwGameRules *rules, const HwHmRules *hm, HwHmState *s)
{
  int best = -1, n_best = 0, n = rules->n_players;

  for (int p = 0; p < n; p++)
    {
      if (s->points[p] < hm->min_points)
        continue;
      if (best < 0 || s->points[p] > s->points[best])
        best = p, n_best = 1;
      else if (s->points[p] == s->points[best])
        n_best++;
    }
  if (s->holder >= 0 && s->points[s->holder] >= hm->min_points &&
      (best < 0 || s->points[s->holder] >= s->points[best]))
    return;   /* kept: taken only by strictly more */
  s->holder = (gint8) (best >= 0 && n_best == 1 ? best : -1);
}

static void
hm_setup (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state)
{
  ((HwHmState *) hw_game_module_state (slot, state))->holder = -1;
}

static void
hm_after (const HwGameRules *rules, const HwModuleSlot *slot, HwGameState *state,
          const HwAction *a)
{
  HwHmState *s = hw_game_module_state (slot, state);
  gboolean changed = FALSE;

  for (int p = 0; p < rules->n_players && p < HW_GAME_MAX_PLAYERS; p++)
    {
      int points = hw_hm_points (rules, state, p);

      if (points != s->points[p])
        s->points[p] = (guint8) points, changed = TRUE;
    }
  if (changed)
    update_holder (rules, slot->data, s);
}

/* HM-03 */
static int
hm_extra_vp (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
             int player)
{
  return ((const HwHmState *) hw_game_module_state (slot, state))->holder == player ? 2 : 0;
}

#define FAIL(...) G_STMT_START { ok = FALSE; if (why) { g_string_append_printf (why, __VA_ARGS__); g_string_append_c (why, '\n'); } } G_STMT_END

static gboolean
hm_check (const HwGameRules *rules, const HwModuleSlot *slot, const HwGameState *state,
          GString *why)
{
  const HwHmRules *hm = slot->data;
  const HwHmState *s = hw_game_module_state (slot, state);
  gboolean ok = TRUE;

  for (int p = 0; p < rules->n_players && state->phase > HW_PHASE_SETUP_ROAD; p++)
    if (s->points[p] != hw_hm_points (rules, state, p))
      FAIL ("player %d: %d harbor points, recounted %d", p, s->points[p], hw_hm_points (rules, state, p));
  if (s->holder >= rules->n_players)
    FAIL ("Harbormaster held by seat %d", s->holder);
  else if (s->holder >= 0)
    {
      if (s->points[s->holder] < hm->min_points)
        FAIL ("the Harbormaster holds %d harbor points, fewer than %d", s->points[s->holder],
              hm->min_points);
      for (int p = 0; p < rules->n_players; p++)
        if (s->points[p] > s->points[s->holder])
          FAIL ("player %d has more harbor points than the Harbormaster", p);
    }
  return ok;
}

static gboolean
hm_init (HwGameRules *r, HwModuleSlot *slot, const HwScenario *scenario,
         const HwVariant *variant, GError **error)
{
  HwHmRules *hm = slot->data;
  const char *v = hw_scenario_get_param (scenario, "harbormaster", "harbormaster-points");
  gint64 n;

  if (v == NULL || !g_ascii_string_to_signed (v, 10, hm_params[0].min, hm_params[0].max, &n, NULL))
    n = g_ascii_strtoll (hm_params[0].default_value, NULL, 10);
  hm->min_points = (int) n;
  return TRUE;
}

const HwRuleModule hw_hm_module = {
  .id = "harbormaster",
  .vp_label = N_("harbormaster"),
  .info = &hm_info,
  .owns = 0,
  .rules_size = sizeof (HwHmRules),
  .state_size = sizeof (HwHmState),
  .init = hm_init,
  .setup = hm_setup,
  .after = hm_after,
  .extra_vp = hm_extra_vp,
  .check = hm_check,
};
