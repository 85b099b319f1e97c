/* test-game-pawns.c: hw_game_hex_pawns () reports the pawns on each hex as a game stands —
 * the robber, and each module's own (raiders, barbarians, Robin Hood) — for drawing a
 * replayed game (replay --svg-at). */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-game.h"

#include "hw-ba-rules.h"
#include "hw-dr-rules.h"
#include "hw-rh-rules.h"

static guint16 (*pawns_of (HwTestFixture *f))[HW_N_PAWNS]
{
  guint16 (*on)[HW_N_PAWNS] = g_malloc0 (sizeof on[0] * (gsize) f->r->n_hexes);

  hw_game_hex_pawns (f->r, &f->st, on);
  return on;
}

static int
total (HwTestFixture *f, guint16 (*on)[HW_N_PAWNS], HwPawn kind)
{
  int n = 0;

  for (int h = 0; h < f->r->n_hexes; h++)
    n += on[h][kind];
  return n;
}

static void
test_pawns_base_robber (void **state)
{
  HwTestFixture *f = hw_test_fixture_new (hw_test_base_scenario (), 4, 3);
  g_autofree guint16 (*on)[HW_N_PAWNS] = NULL;

  f->st.robber_hex = 5;
  on = pawns_of (f);
  assert_int_equal (on[5][HW_PAWN_ROBBER], 1);
  assert_int_equal (total (f, on, HW_PAWN_ROBBER), 1);
  assert_int_equal (total (f, on, HW_PAWN_RAIDER) + total (f, on, HW_PAWN_BARBARIAN) + total (f, on, HW_PAWN_ROBIN), 0);
  hw_test_fixture_teardown ((void **) &f);
}

static void
test_pawns_desert_raiders (void **state)
{
  HwTestFixture *f = hw_test_fixture_new (hw_test_load_shipped ("desert-raiders.xml"), 4, 3);
  g_autofree guint16 (*on)[HW_N_PAWNS] = NULL;
  int desert = hw_dr_rules (f->r)->deserts[0];

  hw_dr_state (f->r, &f->st)->raiders.raiders[desert] = 3;
  on = pawns_of (f);
  assert_int_equal (on[desert][HW_PAWN_RAIDER], 3);
  assert_int_equal (total (f, on, HW_PAWN_RAIDER), 3);
  assert_int_equal (total (f, on, HW_PAWN_ROBBER), 0);
  hw_test_fixture_teardown ((void **) &f);
}

static void
test_pawns_barbarian_attack (void **state)
{
  HwTestFixture *f = hw_test_fixture_new (hw_test_load_shipped ("barbarian-attack.xml"), 4, 3);
  g_autofree guint16 (*on)[HW_N_PAWNS] = NULL;
  const HwBarbRules *bar = hw_ba_rules (f->r);
  int before;

  on = pawns_of (f);
  before = total (f, on, HW_PAWN_BARBARIAN);
  g_clear_pointer (&on, g_free);
  hw_ba_state (f->r, &f->st)->barbarians[0] += 2;
  on = pawns_of (f);
  assert_int_equal (total (f, on, HW_PAWN_BARBARIAN), before + 2);
  assert_int_equal (on[bar->coast[0]][HW_PAWN_BARBARIAN], hw_ba_state (f->r, &f->st)->barbarians[0]);
  hw_test_fixture_teardown ((void **) &f);
}

static void
test_pawns_robin_hood (void **state)
{
  HwTestFixture *f = hw_test_fixture_new (hw_test_load_shipped ("robin-hood.xml"), 1, 3);
  g_autofree guint16 (*on)[HW_N_PAWNS] = NULL;
  int h = f->st.robber_hex;

  assert_true (h >= 0);
  on = pawns_of (f);
  assert_int_equal (on[h][HW_PAWN_ROBIN], 1);
  assert_int_equal (total (f, on, HW_PAWN_ROBIN), 1);
  assert_int_equal (total (f, on, HW_PAWN_ROBBER), 0);
  hw_test_fixture_teardown ((void **) &f);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_pawns_base_robber),
    cmocka_unit_test (test_pawns_desert_raiders),
    cmocka_unit_test (test_pawns_barbarian_attack),
    cmocka_unit_test (test_pawns_robin_hood),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
