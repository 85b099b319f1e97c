/* test-bot-settings.c: bot specs ("greedy:t=0.3:style=cities"), the softmax and style layer,
 * the "table" mix and the "planner" bot. */
#include "hw-test.h"

#include <string.h>

#include "hw-bot.h"
#include "hw-bot-style.h"
#include "hw-sim.h"
#include "hw-test-sim.h"
#include "sim-boards.h"

/* Plays @games games with the bots of @list and returns the result (records kept). */
static HwSimResult *
run (Fixture    *f,
     const char *list,
     guint64     seed,
     guint64     games,
     guint       threads)
{
  const HwVariant *variant = hw_scenario_find_variant (f->scenario, f->rules->n_players);
  g_autoptr(GError) error = NULL;
  HwSimConfig config;
  HwSimResult *result;

  hw_sim_config_init (&config);
  assert_true (hw_sim_config_parse_bots (&config, list, (guint) f->rules->n_players, &error));
  config.seed = seed;
  config.n_games = games;
  config.n_threads = threads;
  config.keep_records = TRUE;
  config.check = HW_SIM_CHECK_END;
  result = hw_sim_run (f->scenario, variant, f->rules, &config, &error);
  g_assert_no_error (error);
  assert_int_equal (hw_sim_stats_errors (result->stats), 0);
  return result;
}

/* TRUE when both batches played the same games: winners, lengths, points and production. */
static gboolean
same_records (const HwSimResult *a,
              const HwSimResult *b)
{
  if (a->records->len != b->records->len)
    return FALSE;
  for (guint i = 0; i < a->records->len; i++)
    {
      const HwSimGameRecord *x = &g_array_index (a->records, HwSimGameRecord, i);
      const HwSimGameRecord *y = &g_array_index (b->records, HwSimGameRecord, i);

      if (x->winner != y->winner || x->turns != y->turns || x->actions != y->actions
          || memcmp (x->vp, y->vp, sizeof x->vp) != 0
          || memcmp (x->production, y->production, sizeof x->production) != 0)
        return FALSE;
    }
  return TRUE;
}

/* ---- specs ------------------------------------------------------------------------------ */

static void
test_bot_spec_parses_settings (void **unused)
{
  const HwBotInfo *info = NULL;
  HwBotParams params;
  char canonical[HW_BOT_SPEC_MAX];
  g_autoptr(GError) error = NULL;

  assert_true (hw_bot_parse_spec ("greedy:t=0.3:style=cities", &info, &params, canonical, &error));
  assert_ptr_equal (info, &hw_bot_greedy);
  assert_true (params.temperature > 0.29f && params.temperature < 0.31f);
  assert_int_equal (params.style, HW_BOT_STYLE_CITIES);
  assert_string_equal (canonical, "greedy:t=0.3:style=cities");

  /* Defaults keep the bare name, so a plain batch reads as before. */
  assert_true (hw_bot_parse_spec ("greedy:t=0", &info, &params, canonical, NULL));
  assert_string_equal (canonical, "greedy");
  assert_true (hw_bot_parse_spec ("table", &info, &params, canonical, NULL));
  assert_ptr_equal (info, &hw_bot_table);
  assert_true (hw_bot_parse_spec ("planner", &info, &params, canonical, NULL));
  assert_ptr_equal (info, &hw_bot_planner);

  assert_false (hw_bot_parse_spec ("greedy:t=-1", &info, &params, NULL, &error));
  assert_true (g_error_matches (error, HW_BOT_ERROR, HW_BOT_ERROR_PARAMETER));
  g_clear_error (&error);
  assert_false (hw_bot_parse_spec ("greedy:style=lazy", &info, &params, NULL, &error));
  assert_non_null (strstr (error->message, "lazy"));
  g_clear_error (&error);
  assert_false (hw_bot_parse_spec ("greedy:speed=2", &info, &params, NULL, &error));
  g_clear_error (&error);
  assert_false (hw_bot_parse_spec ("random:t=1", &info, &params, NULL, &error));
  assert_true (g_error_matches (error, HW_BOT_ERROR, HW_BOT_ERROR_PARAMETER));
  g_clear_error (&error);
  assert_false (hw_bot_parse_spec ("grumpy", &info, &params, NULL, &error));
  assert_true (g_error_matches (error, HW_BOT_ERROR, HW_BOT_ERROR_UNKNOWN));
}

static void
test_bot_specs_name_the_batch (void **unused)
{
  HwSimConfig config;
  g_autoptr(GError) error = NULL;

  hw_sim_config_init (&config);
  assert_true (hw_sim_config_parse_bots (&config, "greedy:t=0.5, table", 4, &error));
  assert_string_equal (hw_sim_config_bot_name (&config, 0), "greedy:t=0.5");
  assert_string_equal (hw_sim_config_bot_name (&config, 1), "table");
  assert_string_equal (hw_sim_config_bot_name (&config, 2), "greedy:t=0.5");
  assert_true (config.bot_params[2].temperature > 0.0f);
  assert_false (hw_sim_config_parse_bots (&config, "greedy:t=x", 4, &error));
  assert_non_null (strstr (error->message, "greedy:t=x"));
}

/* ---- the softmax and style layer --------------------------------------------------------- */

static void
test_bot_style_weights_kinds_of_action (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  const HwAction legal[3] = {
    { HW_ACTION_BUY_DEV, 0, 0, 0 }, { HW_ACTION_BUILD_ROAD, 0, 5, 0 }, { HW_ACTION_END_TURN, 0, 0, 0 },
  };
  const double scores[3] = { 200.0, 220.0, 0.0 };
  HwBotParams plain = { 0 }, army = { 0.0f, HW_BOT_STYLE_ARMY }, expand = { 0.0f, HW_BOT_STYLE_EXPAND };
  HwBot bot;

  hw_game_init (state, f->rules, 1);
  state->phase = HW_PHASE_MAIN;
  hw_bot_init_params (&bot, &hw_bot_greedy, &plain, 0, 1);
  assert_false (hw_bot_style_active (&bot));
  assert_int_equal (hw_bot_style_pick (&bot, f->rules, state, legal, scores, 3), 1);
  hw_bot_init_params (&bot, &hw_bot_greedy, &army, 0, 1);
  assert_true (hw_bot_style_active (&bot));
  assert_int_equal (hw_bot_style_pick (&bot, f->rules, state, legal, scores, 3), 0);
  hw_bot_init_params (&bot, &hw_bot_greedy, &expand, 0, 1);
  assert_int_equal (hw_bot_style_pick (&bot, f->rules, state, legal, scores, 3), 1);
  fixture_free (f);
}

/* A temperature spreads choices over near scores in proportion to exp(-gap / t) and never
 * plays a "never" (negative) score while something else is worth playing. */
static void
test_bot_temperature_softens_choices (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  const HwAction legal[3] = {
    { HW_ACTION_BUILD_ROAD, 0, 1, 0 }, { HW_ACTION_BUILD_ROAD, 0, 2, 0 }, { HW_ACTION_BUILD_ROAD, 0, 3, 0 },
  };
  const double scores[3] = { 10.0, 9.0, -1.0 };
  HwBotParams warm = { 1.0f, HW_BOT_STYLE_PLAIN };
  guint counts[3] = { 0 };
  HwBot bot;
  double ratio;

  hw_game_init (state, f->rules, 1);
  state->phase = HW_PHASE_MAIN;
  hw_bot_init_params (&bot, &hw_bot_greedy, &warm, 0, 7);
  for (int i = 0; i < 20000; i++)
    counts[hw_bot_style_pick (&bot, f->rules, state, legal, scores, 3)]++;
  assert_int_equal (counts[2], 0);
  ratio = (double) counts[1] / counts[0];
  /* exp (-1) = 0.368 */
  assert_true (ratio > 0.33 && ratio < 0.41);
  fixture_free (f);
}

/* ---- replay ------------------------------------------------------------------------------ */

static void
test_bot_noisy_bots_replay_from_seed (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  g_autoptr(HwSimResult) a = run (f, "greedy:t=1:style=army,table,greedy:t=0.5:style=trade,table", 5, 40, 1);
  g_autoptr(HwSimResult) b = run (f, "greedy:t=1:style=army,table,greedy:t=0.5:style=trade,table", 5, 40, 2);
  g_autoptr(HwSimResult) c = run (f, "greedy:t=1:style=army,table,greedy:t=0.5:style=trade,table", 6, 40, 1);

  /* The same seed plays the same games on any number of threads; another seed does not. */
  assert_true (same_records (a, b));
  assert_false (same_records (a, c));
  fixture_free (f);
}

static void
test_bot_zero_temperature_is_plain_greedy (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  g_autoptr(HwSimResult) plain = run (f, "greedy", 3, 40, 1);
  g_autoptr(HwSimResult) zero = run (f, "greedy:t=0:style=plain", 3, 40, 1);
  g_autoptr(HwSimResult) warm = run (f, "greedy:t=2", 3, 40, 1);

  assert_true (same_records (plain, zero));
  /* ... while a temperature does change play. */
  assert_false (same_records (plain, warm));
  fixture_free (f);
}

static void
test_bot_table_draws_per_seat_and_game (void **unused)
{
  gboolean styles[HW_BOT_N_STYLES] = { FALSE };
  float first_t = -1.0f;
  gboolean temperatures_vary = FALSE;

  for (guint64 game = 0; game < 40; game++)
    for (int seat = 0; seat < 4; seat++)
      {
        HwBot a, b;

        hw_bot_init (&a, &hw_bot_table, seat, game);
        hw_bot_init (&b, &hw_bot_table, seat, game);
        /* Seeded: the same game and seat draw the same player. */
        assert_int_equal (a.params.style, b.params.style);
        assert_true (a.params.temperature == b.params.temperature);
        assert_true (a.params.temperature > 0.0f);
        styles[a.params.style] = TRUE;
        if (first_t < 0)
          first_t = a.params.temperature;
        temperatures_vary |= a.params.temperature != first_t;
      }
  for (int s = 0; s < HW_BOT_N_STYLES; s++)
    assert_true (styles[s]);
  assert_true (temperatures_vary);
}

/* ---- the planner --------------------------------------------------------------------------- */

/* Every choice of the planner is one of the listed actions, in every phase, checked by hand
 * on the base game and by the simulation (which refuses an unlisted one) elsewhere. */
static void
test_bot_planner_plays_listed_actions (void **unused)
{
  Fixture *f = fixture_new (sim_scenario_base (), 4);
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  g_autofree HwAction *buf = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  guint decisions = 0, phases = 0;

  for (guint64 game = 0; game < 30; game++)
    {
      HwBot bots[4];

      for (int s = 0; s < 4; s++)
        hw_bot_init (&bots[s], s == 0 ? &hw_bot_planner : &hw_bot_greedy, s, game);
      hw_game_init (state, f->rules, game);
      while (!hw_game_is_over (state) && hw_game_turn (state) <= 500)
        {
          guint n = hw_game_legal_actions (f->rules, state, buf, HW_GAME_MAX_ACTIONS);
          int seat = hw_game_to_move (state);
          HwAction choice;

          assert_true (n > 0);
          memset (&choice, 0, sizeof choice);
          assert_true (hw_bot_choose (&bots[seat], f->rules, state, buf, n, &choice));
          assert_true (hw_action_find (buf, n, &choice) >= 0);
          if (seat == 0)
            {
              decisions++;
              phases |= 1u << state->phase;
            }
          assert_true (hw_game_apply (f->rules, state, &choice));
        }
    }
  assert_true (decisions > 1000);
  /* Setup, roll, main, robber, discard at least. */
  assert_true ((phases & (1u << HW_PHASE_SETUP_SETTLEMENT)) && (phases & (1u << HW_PHASE_SETUP_ROAD))
               && (phases & (1u << HW_PHASE_MAIN)) && (phases & (1u << HW_PHASE_ROBBER))
               && (phases & (1u << HW_PHASE_DISCARD)));
  fixture_free (f);

  /* Seafarers, volcano and jungle, and the shipped scenarios with rules of their own: the
   * simulation checks every choice. */
  f = fixture_new (sim_scenario_islands (), 3);
  {
    g_autoptr(HwSimResult) r = run (f, "planner,greedy,table", 9, 20, 1);

    assert_int_equal (hw_sim_stats_games (r->stats), 20);
  }
  fixture_free (f);
  for (guint i = 0; i < 2; i++)
    {
      const char *file = i == 0 ? "desert-raiders.xml" : "barbarian-attack.xml";
      g_autofree char *path = hw_test_source_path ("scenarios", file, NULL);
      g_autoptr(GError) error = NULL;
      HwScenario *scenario = hw_scenario_load_file (path, &error);

      g_assert_no_error (error);
      f = fixture_new (scenario, 4);
      {
        g_autoptr(HwSimResult) r = run (f, "planner,table", 4, 6, 1);

        assert_int_equal (hw_sim_stats_games (r->stats), 6);
      }
      fixture_free (f);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_bot_spec_parses_settings),
    cmocka_unit_test (test_bot_specs_name_the_batch),
    cmocka_unit_test (test_bot_style_weights_kinds_of_action),
    cmocka_unit_test (test_bot_temperature_softens_choices),
    cmocka_unit_test (test_bot_noisy_bots_replay_from_seed),
    cmocka_unit_test (test_bot_zero_temperature_is_plain_greedy),
    cmocka_unit_test (test_bot_table_draws_per_seat_and_game),
    cmocka_unit_test (test_bot_planner_plays_listed_actions),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
