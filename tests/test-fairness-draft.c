/* test-fairness-draft.c: the fairness measure's own replay of the setup draft
 * (hw-fairness-draft.h) places legally and drafts like the table bots played through the
 * engine: the same mean start for every seat. */
#include "hw-test.h"
#include "hw-module-registry.h"

#include <string.h>

#include "hw-bot.h"
#include "hw-fairness-draft.h"
#include "hw-dr-rules.h"
#include "sim-boards.h"

#define N_DRAFTS 3000

static double
node_pips (const HwGameRules *rules,
           int                n)
{
  double pips = 0.0;

  for (int k = 0; k < 3; k++)
    {
      int h = rules->node_hexes[n][k];

      if (h >= 0 && rules->hex_chit[h] != 0)
        pips += hw_chit_pips (rules->hex_chit[h]);
    }
  return pips;
}

/* Adds each seat's starting pips in @state into @pips; checks the pieces stand legally. */
static void
read_start (const HwGameRules *rules,
            const HwGameState *state,
            double            *pips)
{
  for (int s = 0; s < rules->n_players; s++)
    {
      int settlements = 0, roads = 0;

      for (int n = 0; n < rules->n_nodes; n++)
        if (state->node_owner[n] == s + 1)
          {
            settlements++;
            pips[s] += node_pips (rules, n);
            assert_true (rules->node_flags[n] & HW_NODE_LAND);
            for (int k = 0; k < 3; k++)
              if (rules->node_nodes[n][k] >= 0)
                assert_int_equal (state->node_owner[rules->node_nodes[n][k]], 0);
          }
      for (int e = 0; e < rules->n_edges; e++)
        if (state->edge_owner[e] == s + 1)
          {
            roads++;
            assert_true (rules->edge_flags[e] & HW_EDGE_ROAD);
            assert_true (state->node_owner[rules->edge_nodes[e][0]] == s + 1
                         || state->node_owner[rules->edge_nodes[e][1]] == s + 1);
          }
      assert_int_equal (settlements, 2);
      assert_int_equal (roads, 2);
    }
}

/* The setup phase through the engine with four table bots (what hw-fairness.c did). */
static void
engine_draft (const HwGameRules *rules,
              HwGameState       *state,
              HwAction          *buf,
              guint64            seed)
{
  HwBot bots[HW_GAME_MAX_PLAYERS];

  hw_game_init (state, rules, seed);
  for (int s = 0; s < rules->n_players; s++)
    hw_bot_init (&bots[s], &hw_bot_table, s, seed);
  while (state->phase == HW_PHASE_SETUP_SETTLEMENT || state->phase == HW_PHASE_SETUP_ROAD)
    {
      HwAction choice;
      guint n_legal = hw_game_legal_actions (rules, state, buf, HW_GAME_MAX_ACTIONS);
      int seat = hw_game_to_move (state);

      assert_true (n_legal > 0);
      memset (&choice, 0, sizeof choice);
      assert_true (hw_bot_choose (&bots[seat], rules, state, buf, n_legal, &choice));
      assert_true (hw_game_apply (rules, state, &choice));
    }
}

static void
test_fairness_draft_plays_like_the_table_bots (void **unused)
{
  g_autoptr(HwScenario) scenario = sim_scenario_base ();
  g_autoptr(GError) error = NULL;
  g_autoptr(HwGameRules) rules = hw_game_rules_new (scenario, g_ptr_array_index (scenario->variants, 0),
                                                   4, &error);
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  g_autofree HwGameState *empty = g_new0 (HwGameState, 1);
  g_autofree HwAction *buf = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  g_autoptr(HwFairnessDraft) draft = NULL;
  double fast[HW_GAME_MAX_PLAYERS] = { 0 }, engine[HW_GAME_MAX_PLAYERS] = { 0 };

  g_assert_no_error (error);
  assert_true (hw_fairness_draft_supported (rules));
  hw_game_init (state, rules, 7);
  memcpy (empty, state, sizeof *state);
  draft = hw_fairness_draft_new (rules, state);
  for (guint d = 0; d < N_DRAFTS; d++)
    {
      assert_true (hw_fairness_draft_play (draft, state, 99, d, TRUE));
      read_start (rules, state, fast);
      hw_fairness_draft_clear (draft, state);
      /* Clearing gives back the board as it was. */
      assert_memory_equal (state, empty, sizeof *state);
    }
  for (guint d = 0; d < N_DRAFTS; d++)
    {
      engine_draft (rules, state, buf, hw_rng_derive (99, d));
      read_start (rules, state, engine);
    }
  /* A seat's start varies by about 4 pips from draft to draft: over 3,000 drafts the means
   * of the same policy differ by some 0.15 pips; a changed policy (no diversity bonus, no
   * jitter, another temperature) moves them further. */
  for (int s = 0; s < 4; s++)
    {
      g_test_message ("seat %d: %.2f pips replayed, %.2f through the engine", s + 1,
                      fast[s] / N_DRAFTS, engine[s] / N_DRAFTS);
      assert_true (ABS (fast[s] - engine[s]) / N_DRAFTS < 0.5);
    }
}

/* Each seat's first settlement counts in the measure by the chances it had of every site:
 * they are a distribution that holds the site drawn, and over many drafts they average to
 * the starts drawn (the same mean, so the measure is not biased by counting them). */
static void
test_fairness_draft_first_chances_match_draws (void **unused)
{
  g_autoptr(HwScenario) scenario = sim_scenario_base ();
  g_autoptr(GError) error = NULL;
  g_autoptr(HwGameRules) rules = hw_game_rules_new (scenario, g_ptr_array_index (scenario->variants, 0),
                                                   4, &error);
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  g_autoptr(HwFairnessDraft) draft = NULL;
  double drawn[HW_GAME_MAX_PLAYERS] = { 0 }, expected[HW_GAME_MAX_PLAYERS] = { 0 };

  g_assert_no_error (error);
  hw_game_init (state, rules, 7);
  draft = hw_fairness_draft_new (rules, state);
  for (guint d = 0; d < N_DRAFTS; d++)
    {
      assert_true (hw_fairness_draft_play (draft, state, 5, d, FALSE));
      for (int s = 0; s < 4; s++)
        {
          const int *sites, *second_sites;
          const double *chances, *second_chances;
          int first;
          guint n = hw_fairness_draft_first_choice (draft, s, &sites, &chances);
          double sum = 0.0;
          gboolean holds_drawn = FALSE;

          hw_fairness_draft_second_choice (draft, s, &first, &second_sites, &second_chances);
          assert_true (n >= 1);
          for (guint i = 0; i < n; i++)
            {
              assert_true (chances[i] > 0.0);
              assert_true (rules->node_flags[sites[i]] & HW_NODE_LAND);
              sum += chances[i];
              expected[s] += chances[i] * node_pips (rules, sites[i]);
              holds_drawn |= sites[i] == first;
            }
          assert_true (ABS (sum - 1.0) < 1e-9);
          assert_true (holds_drawn);
          assert_int_equal (state->node_owner[first], s + 1);
          drawn[s] += node_pips (rules, first);
        }
      hw_fairness_draft_clear (draft, state);
    }
  for (int s = 0; s < 4; s++)
    {
      g_test_message ("seat %d: first settlement %.2f pips drawn, %.2f by the chances", s + 1,
                      drawn[s] / N_DRAFTS, expected[s] / N_DRAFTS);
      assert_true (ABS (drawn[s] - expected[s]) / N_DRAFTS < 0.2);
    }
}

/* The Desert Raiders and Seafarers boards are not replayed: the measure plays them through
 * the engine. */
static void
test_fairness_draft_declines_ships (void **unused)
{
  g_autoptr(HwScenario) scenario = sim_scenario_base ();
  g_autoptr(GError) error = NULL;
  g_autoptr(HwGameRules) rules = hw_game_rules_new (scenario, g_ptr_array_index (scenario->variants, 0),
                                                   4, &error);

  g_assert_no_error (error);
  rules->seafarers = TRUE;
  assert_false (hw_fairness_draft_supported (rules));
  rules->seafarers = FALSE;
  rules->modules[0].module = &hw_dr_module;
  rules->n_modules = 1;
  assert_false (hw_fairness_draft_supported (rules));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_fairness_draft_plays_like_the_table_bots),
    cmocka_unit_test (test_fairness_draft_first_chances_match_draws),
    cmocka_unit_test (test_fairness_draft_declines_ships),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
