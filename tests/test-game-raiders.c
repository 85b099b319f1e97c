/* test-game-raiders.c: one test (at least) per DR-* clause of rules.md that the raiders
 * module (hw-game-raiders.c) decides: supply, placement, storm, blocking, cancelled roads,
 * taken buildings and soldiers. Positions are set on the base board built in code, with
 * terrain and numbers rewritten per test. */
#include "hw-test.h"
#include "hw-test-game.h"

#include "hw-game-private.h"
#include "hw-dr-raiders.h"
#include "hw-terrain.h"

typedef struct
{
  HwScenario  *s;
  HwGameRules *r;
  HwRaiders    rd;
  int          desert;
} Fixture;

static int
setup (void **state)
{
  Fixture *f = g_new0 (Fixture, 1);

  f->s = hw_test_base_scenario ();
  f->r = hw_test_rules (f->s, 4);
  f->desert = -1;
  for (int h = 0; h < f->r->n_hexes; h++)
    {
      if (f->r->hex_terrain[h] == HW_TERRAIN_DESERT)
        f->desert = h;
      /* No numbers: each test gives the ones it rolls. */
      f->r->hex_chit[h] = 0;
    }
  assert_true (f->desert >= 0);
  hw_raiders_init (&f->rd, 4);
  *state = f;
  return 0;
}

static int
teardown (void **state)
{
  Fixture *f = *state;

  hw_game_rules_free (f->r);
  hw_scenario_free (f->s);
  g_free (f);
  return 0;
}

static gboolean
land (const HwGameRules *r, int h)
{
  return h >= 0 && r->hex_island[h] >= 0 && r->hex_terrain[h] != HW_TERRAIN_SEA;
}

/* The @i-th land neighbour of @hex that is not a desert. */
static int
land_neighbour (const HwGameRules *r, int hex, int i)
{
  for (int k = 0; k < 6; k++)
    {
      int o = hw_game_hex_neighbour (r, hex, k);

      if (land (r, o) && r->hex_terrain[o] != HW_TERRAIN_DESERT && i-- == 0)
        return o;
    }
  fail_msg ("hex %d has too few land neighbours", hex);
  return -1;
}

/* A land hex at distance 2 or more from every desert and raider. */
static int
far_hex (const HwGameRules *r, const HwRaiders *rd)
{
  for (int h = 0; h < r->n_hexes; h++)
    {
      gboolean near = FALSE;

      if (!land (r, h) || r->hex_terrain[h] == HW_TERRAIN_DESERT || rd->raiders[h] > 0)
        continue;
      for (int k = 0; k < 6; k++)
        {
          int o = hw_game_hex_neighbour (r, h, k);

          if (land (r, o) && (r->hex_terrain[o] == HW_TERRAIN_DESERT || rd->raiders[o] > 0))
            near = TRUE;
        }
      if (!near)
        return h;
    }
  fail_msg ("no hex away from the deserts");
  return -1;
}

static void
fill_supply (Fixture *f)
{
  while (f->rd.supply > 0)
    assert_true (hw_raiders_place (f->r, &f->rd, f->desert));
}

static void
test_DR_POOL_supply_18_or_24 (void **state)
{
  Fixture *f = *state;

  assert_int_equal (hw_raiders_pool (3), 18);
  assert_int_equal (hw_raiders_pool (4), 18);
  assert_int_equal (hw_raiders_pool (5), 24);
  assert_int_equal (hw_raiders_pool (6), 24);
  /* Kept off the board at the start. */
  assert_int_equal (f->rd.supply, 18);
  assert_int_equal (hw_raiders_on_deserts (f->r, &f->rd), 0);
  hw_raiders_init (&f->rd, 6);
  assert_int_equal (f->rd.supply, 24);
}

static void
test_DR_PLACE_01_two_or_three_per_build_on_deserts_only (void **state)
{
  Fixture *f = *state;
  int other = land_neighbour (f->r, f->desert, 0);

  assert_int_equal (hw_raiders_per_build (3), 3);
  assert_int_equal (hw_raiders_per_build (4), 2);
  assert_int_equal (hw_raiders_per_build (5), 3);
  assert_int_equal (hw_raiders_per_build (6), 2);
  /* Only deserts take placed raiders; they stack without limit. */
  assert_false (hw_raiders_place (f->r, &f->rd, other));
  for (int i = 0; i < 5; i++)
    assert_true (hw_raiders_place (f->r, &f->rd, f->desert));
  assert_int_equal (f->rd.raiders[f->desert], 5);
  assert_int_equal (f->rd.supply, 13);
  assert_false (f->rd.storm);
}

static void
test_DR_STORM_01_begins_when_supply_empty_and_spreads_on_number (void **state)
{
  Fixture *f = *state;
  guint64 placed[HW_RAIDERS_HEX_WORDS];
  int a = land_neighbour (f->r, f->desert, 0);
  int far = far_hex (f->r, &f->rd);

  f->r->hex_chit[a] = 8;
  f->r->hex_chit[far] = 8;
  /* Before the supply is empty there is no storm. */
  assert_true (hw_raiders_place (f->r, &f->rd, f->desert));
  assert_int_equal (hw_raiders_storm (f->r, &f->rd, 8, placed), 0);
  fill_supply (f);
  assert_true (f->rd.storm);
  assert_false (hw_raiders_place (f->r, &f->rd, f->desert));
  /* Another number moves nothing. */
  assert_int_equal (hw_raiders_storm (f->r, &f->rd, 6, placed), 0);
  /* The 8 next to the desert takes a raider from it; the far 8 does not. */
  assert_int_equal (hw_raiders_storm (f->r, &f->rd, 8, placed), 1);
  assert_int_equal (f->rd.raiders[a], 1);
  assert_true (hw_bit_get (placed, a));
  assert_int_equal (f->rd.raiders[far], 0);
  assert_int_equal (f->rd.raiders[f->desert], 17);
  /* A hex bordering a raided hex (not a desert) is reached next. */
  for (int k = 0; k < 6; k++)
    {
      int o = hw_game_hex_neighbour (f->r, a, k);

      if (land (f->r, o) && o != f->desert && f->r->hex_terrain[o] != HW_TERRAIN_DESERT)
        {
          gboolean by_desert = FALSE;

          for (int j = 0; j < 6; j++)
            if (hw_game_hex_neighbour (f->r, o, j) == f->desert)
              by_desert = TRUE;
          if (by_desert)
            continue;
          f->r->hex_chit[o] = 5;
          assert_int_equal (hw_raiders_storm (f->r, &f->rd, 5, NULL), 1);
          assert_int_equal (f->rd.raiders[o], 1);
          return;
        }
    }
  fail_msg ("no hex bordering %d away from the desert", a);
}

/* DR-STORM-01 "borders any of the initial Desert hexes": a desert with no raider left still
 * brings the storm to its neighbours, the raider taken from another desert. */
static void
test_DR_STORM_01_an_emptied_desert_still_borders (void **state)
{
  Fixture *f = *state;
  int a = land_neighbour (f->r, f->desert, 0), other = -1;

  /* A second desert touching neither the first nor a. */
  for (int h = 0; h < f->r->n_hexes && other < 0; h++)
    {
      gboolean near = h == a || h == f->desert;
      for (int k = 0; k < 6; k++)
        {
          int o = hw_game_hex_neighbour (f->r, h, k);
          near |= o == a || o == f->desert;
        }
      if (land (f->r, h) && !near)
        other = h;
    }
  assert_true (other >= 0);
  f->r->hex_terrain[other] = HW_TERRAIN_DESERT;
  f->r->hex_chit[a] = 8;
  fill_supply (f);
  f->rd.raiders[other] = f->rd.raiders[f->desert];
  f->rd.raiders[f->desert] = 0;
  assert_int_equal (hw_raiders_storm (f->r, &f->rd, 8, NULL), 1);
  assert_int_equal (f->rd.raiders[a], 1);
  assert_int_equal (f->rd.raiders[other], 17);
  assert_int_equal (f->rd.raiders[f->desert], 0);
}

static void
test_DR_STORM_01_two_hexes_with_number_both_receive (void **state)
{
  Fixture *f = *state;
  int a = land_neighbour (f->r, f->desert, 0);
  int b = land_neighbour (f->r, f->desert, 1);

  f->r->hex_chit[a] = 9;
  f->r->hex_chit[b] = 9;
  fill_supply (f);
  assert_int_equal (hw_raiders_storm (f->r, &f->rd, 9, NULL), 2);
  assert_int_equal (f->rd.raiders[a], 1);
  assert_int_equal (f->rd.raiders[b], 1);
  assert_int_equal (hw_raiders_on_deserts (f->r, &f->rd), 16);
}

static void
test_DR_STORM_01_stops_when_deserts_are_empty (void **state)
{
  Fixture *f = *state;
  int a = land_neighbour (f->r, f->desert, 0);

  f->r->hex_chit[a] = 4;
  fill_supply (f);
  f->rd.raiders[f->desert] = 0;
  assert_int_equal (hw_raiders_storm (f->r, &f->rd, 4, NULL), 0);
  assert_int_equal (f->rd.raiders[a], 0);
}

static void
test_DR_STORM_02_never_on_water_one_per_hex (void **state)
{
  Fixture *f = *state;
  int a = land_neighbour (f->r, f->desert, 0);
  int b = land_neighbour (f->r, f->desert, 1);

  /* Turn @b into water carrying the number: it must stay empty. */
  f->r->hex_terrain[b] = HW_TERRAIN_SEA;
  f->r->hex_island[b] = -1;
  f->r->hex_chit[a] = 10;
  f->r->hex_chit[b] = 10;
  fill_supply (f);
  assert_int_equal (hw_raiders_storm (f->r, &f->rd, 10, NULL), 1);
  assert_int_equal (f->rd.raiders[b], 0);
  /* A raided hex never takes a second raider. */
  assert_int_equal (hw_raiders_storm (f->r, &f->rd, 10, NULL), 0);
  assert_int_equal (f->rd.raiders[a], 1);
  for (int h = 0; h < f->r->n_hexes; h++)
    if (f->r->hex_terrain[h] != HW_TERRAIN_DESERT)
      assert_true (f->rd.raiders[h] <= 1);
}

static void
test_DR_BLOCK_01_raider_hex_produces_only_on_placing_roll (void **state)
{
  Fixture *f = *state;
  guint64 placed[HW_RAIDERS_HEX_WORDS];
  int a = land_neighbour (f->r, f->desert, 0);

  f->r->hex_chit[a] = 3;
  assert_false (hw_raiders_blocks (&f->rd, a, NULL));
  fill_supply (f);
  assert_int_equal (hw_raiders_storm (f->r, &f->rd, 3, placed), 1);
  /* The roll that places the raider still produces... */
  assert_false (hw_raiders_blocks (&f->rd, a, placed));
  /* ...the next one does not. */
  assert_int_equal (hw_raiders_storm (f->r, &f->rd, 3, placed), 0);
  assert_true (hw_raiders_blocks (&f->rd, a, placed));
}

static void
test_DR_BLOCK_02_road_between_two_raider_hexes_cancelled (void **state)
{
  Fixture *f = *state;
  int a = land_neighbour (f->r, f->desert, 0);
  int edge = -1, b = -1;

  for (int k = 0; k < 6 && edge < 0; k++)
    {
      int o = hw_game_hex_neighbour (f->r, a, k);

      if (land (f->r, o) && o != f->desert)
        {
          edge = f->r->hex_edges[a][k];
          b = o;
        }
    }
  assert_true (edge >= 0);
  f->rd.raiders[a] = 1;
  assert_false (hw_raiders_edge_cancelled (f->r, &f->rd, edge));
  f->rd.raiders[b] = 1;
  assert_true (hw_raiders_edge_cancelled (f->r, &f->rd, edge));
  /* While both stay: one freed, the road counts again. */
  assert_true (hw_raiders_soldier (f->r, &f->rd, b));
  assert_false (hw_raiders_edge_cancelled (f->r, &f->rd, edge));
}

static void
test_DR_TAKE_01_building_all_land_hexes_raided_taken (void **state)
{
  Fixture *f = *state;
  int node = -1, n_land = 0;

  /* A corner with three land hexes, none a desert. */
  for (int v = 0; v < f->r->n_nodes && node < 0; v++)
    {
      int c = 0;

      for (int k = 0; k < 3; k++)
        {
          int h = f->r->node_hexes[v][k];

          if (land (f->r, h) && f->r->hex_terrain[h] != HW_TERRAIN_DESERT)
            c++;
        }
      if (c == 3)
        node = v;
    }
  assert_true (node >= 0);
  for (int k = 0; k < 3; k++)
    {
      assert_false (hw_raiders_node_taken (f->r, &f->rd, node));
      f->rd.raiders[f->r->node_hexes[node][k]] = 1;
      n_land++;
    }
  assert_int_equal (n_land, 3);
  assert_true (hw_raiders_node_taken (f->r, &f->rd, node));
}

/* DR-TAKE-01 as the source says: taken when resources can be drawn from none of the
 * neighbouring land hexes. A desert draws nothing, so it need not hold a raider; but a
 * building no raider touches is never taken. */
static void
test_DR_TAKE_01_desert_needs_no_raider (void **state)
{
  Fixture *f = *state;
  int node = f->r->hex_nodes[f->desert][0];
  int others[2], n = 0;

  for (int k = 0; k < 3; k++)
    {
      int h = f->r->node_hexes[node][k];
      if (land (f->r, h) && h != f->desert)
        others[n++] = h;
    }
  assert_int_equal (n, 2);
  /* Raiders on both producing hexes, none on the desert: taken. */
  f->rd.raiders[others[0]] = 1;
  assert_false (hw_raiders_node_taken (f->r, &f->rd, node));
  f->rd.raiders[others[1]] = 1;
  assert_true (hw_raiders_node_taken (f->r, &f->rd, node));
  /* A raider on the desert alone is not enough while a producing hex is free. */
  f->rd.raiders[others[1]] = 0;
  f->rd.raiders[f->desert] = 3;
  assert_false (hw_raiders_node_taken (f->r, &f->rd, node));
  /* A building whose land hexes are all deserts: taken only once a raider touches it. */
  f->r->hex_terrain[others[0]] = HW_TERRAIN_DESERT;
  f->r->hex_terrain[others[1]] = HW_TERRAIN_DESERT;
  memset (f->rd.raiders, 0, sizeof f->rd.raiders);
  assert_false (hw_raiders_node_taken (f->r, &f->rd, node));
  f->rd.raiders[others[1]] = 1;
  assert_true (hw_raiders_node_taken (f->r, &f->rd, node));
}

static void
test_DR_SOLDIER_01_knight_removes_raider_frees_building (void **state)
{
  Fixture *f = *state;
  int node = f->r->hex_nodes[f->desert][0];
  int freed = -1;

  for (int k = 0; k < 3; k++)
    if (land (f->r, f->r->node_hexes[node][k]))
      f->rd.raiders[f->r->node_hexes[node][k]] = 1;
  assert_true (hw_raiders_node_taken (f->r, &f->rd, node));
  /* Any land hex, the desert included; an empty hex has nothing to remove. */
  assert_true (hw_raiders_soldier (f->r, &f->rd, f->desert));
  assert_int_equal (f->rd.raiders[f->desert], 0);
  assert_false (hw_raiders_soldier (f->r, &f->rd, f->desert));
  /* DR-TAKE-01: the desert produces nothing, so freeing it frees nobody. */
  assert_true (hw_raiders_node_taken (f->r, &f->rd, node));
  for (int k = 0; k < 3 && freed < 0; k++)
    if (land (f->r, f->r->node_hexes[node][k]) && f->r->node_hexes[node][k] != f->desert)
      freed = f->r->node_hexes[node][k];
  assert_true (hw_raiders_soldier (f->r, &f->rd, freed));
  assert_false (hw_raiders_node_taken (f->r, &f->rd, node));
}

static void
test_DR_SOLDIER_02_freed_hex_taken_again_by_storm (void **state)
{
  Fixture *f = *state;
  int a = land_neighbour (f->r, f->desert, 0);

  f->r->hex_chit[a] = 11;
  fill_supply (f);
  assert_int_equal (hw_raiders_storm (f->r, &f->rd, 11, NULL), 1);
  assert_true (hw_raiders_soldier (f->r, &f->rd, a));
  assert_int_equal (f->rd.raiders[a], 0);
  /* Raiders remain on the desert: the next 11 takes it again. */
  assert_int_equal (hw_raiders_storm (f->r, &f->rd, 11, NULL), 1);
  assert_int_equal (f->rd.raiders[a], 1);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
#define T(fn) cmocka_unit_test_setup_teardown (fn, setup, teardown)
    T (test_DR_POOL_supply_18_or_24),
    T (test_DR_PLACE_01_two_or_three_per_build_on_deserts_only),
    T (test_DR_STORM_01_begins_when_supply_empty_and_spreads_on_number),
    T (test_DR_STORM_01_an_emptied_desert_still_borders),
    T (test_DR_STORM_01_two_hexes_with_number_both_receive),
    T (test_DR_STORM_01_stops_when_deserts_are_empty),
    T (test_DR_STORM_02_never_on_water_one_per_hex),
    T (test_DR_BLOCK_01_raider_hex_produces_only_on_placing_roll),
    T (test_DR_BLOCK_02_road_between_two_raider_hexes_cancelled),
    T (test_DR_TAKE_01_building_all_land_hexes_raided_taken),
    T (test_DR_TAKE_01_desert_needs_no_raider),
    T (test_DR_SOLDIER_01_knight_removes_raider_frees_building),
    T (test_DR_SOLDIER_02_freed_hex_taken_again_by_storm),
#undef T
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
