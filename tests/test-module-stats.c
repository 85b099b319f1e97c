/* test-module-stats.c: the simulator's per-game module statistics come from the modules'
 * game_stats and batch_stats hooks (src/engine/hw-module-stats.h), not from the simulator
 * reading a module's state. */
#include <string.h>

#include "hw-test.h"
#include "hw-test-game.h"

#include "hw-sim.h"
#include "hw-ba-rules.h"
#include "hw-dr-rules.h"
#include "hw-rh-rules.h"

static HwTestFixture *
fixture (const char *file, int players)
{
  return hw_test_fixture_new (hw_test_load_shipped (file), players, 7);
}

static void
free_fixture (HwTestFixture *f)
{
  void *p = f;

  hw_test_fixture_teardown (&p);
}

/* Barbarian Attack's hook copies its counters, and its batch hook its coast. */
static void
test_ba_hooks (void **unused)
{
  HwTestFixture *f = fixture ("barbarian-attack.xml", 3);
  HwBarbState *bs = hw_ba_state (f->r, &f->st);
  const HwBarbRules *br = hw_ba_rules (f->r);
  HwModuleGameStats rec;
  HwModuleHexTurns turns;
  HwModuleBatchStats batch;

  assert_non_null (hw_ba_module.game_stats);
  assert_non_null (hw_ba_module.batch_stats);
  bs->counters.landings = 7;
  bs->counters.battles_won = 3;
  bs->counters.conquests[1] = 2;
  bs->counters.gold_spent[2] = 5;
  bs->prisoners[0] = 4;
  memset (&rec, 0xff, sizeof rec);
  hw_game_module_game_stats (f->r, &f->st, &rec, &turns);
  assert_int_equal (rec.barbarian, 1);
  assert_int_equal (rec.robin, 0);
  assert_int_equal (rec.raiders, 0);
  assert_int_equal (rec.ba_landings, 7);
  assert_int_equal (rec.ba_battles_won, 3);
  assert_int_equal (rec.ba_conquests[1], 2);
  assert_int_equal (rec.ba_gold_spent[2], 5);
  assert_int_equal (rec.ba_prisoners[0], 4);
  assert_int_equal (rec.ba_prisoners[3], 0);  /* a seat not played */
  assert_null (turns.robin);
  assert_null (turns.raiders);

  hw_game_module_batch_stats (f->r, &batch);
  assert_true (batch.has_places);
  assert_int_equal (batch.n_places, br->n_coast);
  for (int i = 0; i < br->n_coast; i++)
    assert_int_equal (batch.places[i], br->coast[i]);
  free_fixture (f);
}

/* Robin Hood's and Desert Raiders' hooks hand over their per-hex turns. */
static void
test_rh_dr_hooks (void **unused)
{
  HwTestFixture *rh = fixture ("robin-hood.xml", 1);
  HwTestFixture *dr = fixture ("desert-raiders.xml", 3);
  HwModuleGameStats rec;
  HwModuleHexTurns turns;
  HwModuleBatchStats batch;

  hw_robin_state (rh->r, &rh->st)->vp = 4;
  hw_robin_state (rh->r, &rh->st)->enclosed = 1;
  hw_game_module_game_stats (rh->r, &rh->st, &rec, &turns);
  assert_int_equal (rec.robin, 1);
  assert_int_equal (rec.robin_vp, 4);
  assert_int_equal (rec.robin_enclosed, 1);
  assert_int_equal (rec.barbarian, 0);
  assert_ptr_equal (turns.robin, hw_robin_state (rh->r, &rh->st)->turns);
  assert_null (turns.raiders);
  hw_game_module_batch_stats (rh->r, &batch);
  assert_false (batch.has_places);

  hw_dr_state (dr->r, &dr->st)->counters.storm_turn = 12;
  hw_dr_state (dr->r, &dr->st)->counters.abroad_at_storm = 1u << 1;
  hw_dr_state (dr->r, &dr->st)->removed[2] = 3;
  hw_game_module_game_stats (dr->r, &dr->st, &rec, &turns);
  assert_int_equal (rec.raiders, 1);
  assert_int_equal (rec.robin, 0);
  assert_int_equal (rec.dr_storm_turn, 12);
  assert_int_equal (rec.dr_abroad[0], 0);
  assert_int_equal (rec.dr_abroad[1], 1);
  assert_int_equal (rec.dr_removed[2], 3);
  assert_ptr_equal (turns.raiders, hw_dr_state (dr->r, &dr->st)->counters.raider_turns);
  assert_null (turns.robin);
  free_fixture (rh);
  free_fixture (dr);
}

/* The record of a simulated game holds what the module's hook reports for its final state. */
static void
test_sim_record_from_hook (void **unused)
{
  HwTestFixture *f = fixture ("barbarian-attack.xml", 3);
  const HwBotInfo *bots[3] = { &hw_bot_greedy, &hw_bot_greedy, &hw_bot_greedy };
  HwAction *buf = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  HwSimGameRecord record;
  HwModuleGameStats want;
  char *message = NULL;

  hw_sim_play_game (f->r, &f->st, buf, bots, NULL, NULL, 11, 400, HW_SIM_CHECK_NONE,
                    &record, NULL, &message);
  g_free (message);
  hw_game_module_game_stats (f->r, &f->st, &want, NULL);
  assert_int_equal (record.modules.barbarian, 1);
  assert_memory_equal (&record.modules, &want, sizeof want);
  g_free (buf);
  free_fixture (f);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_ba_hooks),
    cmocka_unit_test (test_rh_dr_hooks),
    cmocka_unit_test (test_sim_record_from_hook),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
