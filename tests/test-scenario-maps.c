/* test-scenario-maps.c: the shipped scenarios hold the maps their rules describe
 * (rules.md DR-*, BA-*, RH-*), validate without a single finding, and speak three languages. */
#include "hw-test.h"
#include "hw-test-game.h"

#include <string.h>

#include "hw-scenario-io.h"
#include "hw-validate.h"

static HwVariant *
variant (const HwScenario *s,
         const char       *id)
{
  for (guint i = 0; i < s->variants->len; i++)
    {
      HwVariant *v = g_ptr_array_index (s->variants, i);
      if (g_strcmp0 (v->id, id) == 0)
        return v;
    }
  fail_msg ("%s has no variant %s", s->id, id);
  return NULL;
}

static gboolean
is_land (const HwBoard *b,
         HwCoord        c)
{
  return hw_terrain_is_land (hw_board_terrain_at (b, c));
}

static gboolean
touches_sea (const HwBoard *b,
             HwCoord        c)
{
  for (int d = 0; d < 6; d++)
    if (hw_board_terrain_at (b, hw_coord_neighbor (c, d)) == HW_TERRAIN_SEA)
      return TRUE;
  return FALSE;
}

/* Marks in @island (indexed like the board) the land hexes joined to hex @start over land. */
static void
flood_island (const HwBoard *b,
              guint          start,
              gboolean      *island)
{
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint));

  island[start] = TRUE;
  g_array_append_val (stack, start);
  while (stack->len > 0)
    {
      guint i = g_array_index (stack, guint, stack->len - 1);
      HwCoord c = hw_board_get_hex (b, i)->coord;

      g_array_set_size (stack, stack->len - 1);
      for (int d = 0; d < 6; d++)
        {
          HwCoord n = hw_coord_neighbor (c, d);
          int j = hw_board_index_of (b, n);
          if (j >= 0 && !island[j] && is_land (b, n))
            {
              guint uj = (guint) j;
              island[uj] = TRUE;
              g_array_append_val (stack, uj);
            }
        }
    }
}

static gboolean
island_touches_sea (const HwBoard *b,
                    guint          start)
{
  guint n = hw_board_n_hexes (b);
  g_autofree gboolean *island = g_new0 (gboolean, n);

  flood_island (b, start, island);
  for (guint i = 0; i < n; i++)
    if (island[i] && touches_sea (b, hw_board_get_hex (b, i)->coord))
      return TRUE;
  return FALSE;
}

static guint
count_islands (const HwBoard *b)
{
  guint n = hw_board_n_hexes (b), islands = 0;
  g_autofree gboolean *seen = g_new0 (gboolean, n);

  for (guint i = 0; i < n; i++)
    if (!seen[i] && hw_terrain_is_land (hw_board_get_hex (b, i)->terrain))
      {
        flood_island (b, i, seen);
        islands++;
      }
  return islands;
}

static void
assert_tables_match_board (const HwVariant *v)
{
  int terrains[HW_N_TERRAINS], chits[13];

  hw_board_count_terrains (v->board, terrains);
  hw_board_count_chits (v->board, chits);
  for (int t = HW_TERRAIN_SEA; t < HW_N_TERRAINS; t++)
    assert_int_equal (terrains[t], MAX (v->tables.terrains[t], 0));
  for (int n = 2; n <= 12; n++)
    assert_int_equal (chits[n], MAX (v->tables.chits[n], 0));
}

static int
count_harbors (const HwBoard *b,
               gboolean       generic)
{
  int n = 0;

  for (guint i = 0; i < hw_board_n_harbors (b); i++)
    if ((hw_board_get_harbor (b, i)->resource == HW_RESOURCE_NONE) == generic)
      n++;
  return n;
}

/* Every shipped file validates with no error and no warning. */
static void
test_shipped_validate_clean (void **state)
{
  static const char *files[] = { "desert-raiders.xml", "barbarian-attack.xml",
                                 "robin-hood.xml", "base.xml" };

  (void) state;
  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr(HwScenario) s = hw_test_load_shipped (files[f]);
      g_autoptr(GPtrArray) diags = hw_validate_scenario (s, 0);

      if (diags->len > 0)
        {
          HwDiagnostic *d = g_ptr_array_index (diags, 0);
          fail_msg ("%s: %u findings, first %s[%s] line %u: %s", files[f], diags->len,
                    hw_severity_to_string (d->severity), d->code, d->line, d->message);
        }
    }
}

static gboolean
has_text (GPtrArray  *texts,
          const char *lang)
{
  for (guint i = 0; i < texts->len; i++)
    {
      HwText *t = g_ptr_array_index (texts, i);
      if (g_strcmp0 (t->lang, lang) == 0 && t->text != NULL && strlen (t->text) > 0)
        return TRUE;
    }
  return FALSE;
}

/* Names and descriptions in English, German and Simplified Chinese. */
static void
test_shipped_three_languages (void **state)
{
  static const char *files[] = { "desert-raiders.xml", "barbarian-attack.xml",
                                 "robin-hood.xml", "base.xml" };
  static const char *langs[] = { "", "de", "zh-CN" };

  (void) state;
  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr(HwScenario) s = hw_test_load_shipped (files[f]);
      for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
        {
          if (!has_text (s->names, langs[l]))
            fail_msg ("%s has no name in “%s”", files[f], langs[l]);
          if (!has_text (s->descriptions, langs[l]))
            fail_msg ("%s has no description in “%s”", files[f], langs[l]);
        }
    }
}

/* DR-TABLE-34/56 as corrected: no 7, a chit per producing land hex, harbors and raiders. */
static void
assert_dr_tables (const HwVariant *v,
                  int              sea,
                  int              gold,
                  int              each,
                  int              volcano,
                  int              chits,
                  int              generic,
                  int              raiders)
{
  const HwTables *t = &v->tables;
  int producing = 0, total = 0;

  assert_int_equal (t->terrains[HW_TERRAIN_SEA], sea);
  assert_int_equal (t->terrains[HW_TERRAIN_DESERT], 4);
  assert_int_equal (t->terrains[HW_TERRAIN_GOLD], gold);
  for (HwTerrain r = HW_TERRAIN_FIELDS; r <= HW_TERRAIN_PASTURE; r++)
    assert_int_equal (t->terrains[r], each);
  assert_int_equal (t->terrains[HW_TERRAIN_VOLCANO], volcano);
  assert_int_equal (t->terrains[HW_TERRAIN_JUNGLE], 3);
  assert_true (t->chits[7] == HW_NO_COUNT || t->chits[7] == 0);
  for (int n = 2; n <= 12; n++)
    total += MAX (t->chits[n], 0);
  assert_int_equal (total, chits);
  assert_int_equal (t->chit_total, chits);
  for (guint i = 0; i < hw_board_n_hexes (v->board); i++)
    if (hw_terrain_takes_chit (hw_board_get_hex (v->board, i)->terrain))
      producing++;
  assert_int_equal (producing, chits);
  /* 2 and 12 stay rare. */
  assert_int_equal (t->chits[2], 1);
  assert_int_equal (t->chits[12], 1);

  assert_int_equal (t->harbor_generic, generic);
  assert_int_equal (t->harbor_special, 5);
  for (int r = 0; r < HW_N_RESOURCES; r++)
    assert_int_equal (t->harbor_resources[r], 1);
  assert_int_equal (count_harbors (v->board, TRUE), generic);
  assert_int_equal (count_harbors (v->board, FALSE), 5);

  assert_int_equal (t->supply[HW_PAWN_RAIDER], raiders);
  assert_int_equal (hw_board_count_pawns (v->board, HW_PAWN_RAIDER), 0);
  assert_int_equal (hw_board_count_pawns (v->board, HW_PAWN_ROBBER), 0);
  assert_tables_match_board (v);
}

static void
test_DR_TABLE_34_map (void **state)
{
  g_autoptr(HwScenario) s = hw_test_load_shipped ("desert-raiders.xml");

  (void) state;
  assert_int_equal (s->victory_points, 13);
  assert_dr_tables (variant (s, "3-4"), 17, 2, 5, 2, 32, 5, 18);
}

static void
test_DR_TABLE_56_map (void **state)
{
  g_autoptr(HwScenario) s = hw_test_load_shipped ("desert-raiders.xml");

  (void) state;
  assert_dr_tables (variant (s, "5-6"), 19, 3, 7, 3, 44, 6, 24);
}

/* The rules the scenario turns on: Seafarers, volcanoes giving grain (DR-VOL), jungles. */
static void
test_DR_VOL_modules (void **state)
{
  g_autoptr(HwScenario) s = hw_test_load_shipped ("desert-raiders.xml");
  static const char *ids[] = { "base", "seafarers", "volcano", "jungle", "desert-raiders" };

  (void) state;
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    assert_non_null (hw_scenario_find_module (s, ids[i]));
  assert_string_equal (hw_scenario_get_param (s, "volcano", "volcano-produces"), "grain");
  assert_int_equal (s->min_players, 3);
  assert_int_equal (s->max_players, 6);
}

/* DR-MAP-01: the home island is exactly the "home" group, holds every desert and no volcano,
 * jungle or gold, has a coast, and lies above the other islands, which sea separates. */
static void
assert_dr_home_island (const HwVariant *v)
{
  const HwBoard *b = v->board;
  guint n = hw_board_n_hexes (b);
  guint32 home = hw_board_group_mask (b, "home");
  g_autofree gboolean *island = g_new0 (gboolean, n);
  int desert = -1, home_min_r = G_MAXINT, home_max_r = G_MININT, other_min_r = G_MAXINT, board_min_r = G_MAXINT;
  gboolean coast = FALSE;

  assert_int_not_equal (home, 0);
  for (guint i = 0; i < n && desert < 0; i++)
    if (hw_board_get_hex (b, i)->terrain == HW_TERRAIN_DESERT)
      desert = (int) i;
  assert_true (desert >= 0);
  flood_island (b, (guint) desert, island);

  for (guint i = 0; i < n; i++)
    {
      const HwHex *h = hw_board_get_hex (b, i);
      gboolean in_home = (h->groups & home) != 0;

      board_min_r = MIN (board_min_r, h->coord.r);
      if (!hw_terrain_is_land (h->terrain))
        {
          assert_false (in_home);
          continue;
        }
      if (island[i] != in_home)
        fail_msg ("%s: hex %d,%d is %s the home group but %s the deserts' island", v->id,
                  h->coord.q, h->coord.r, in_home ? "in" : "not in", island[i] ? "on" : "not on");
      if (in_home)
        {
          home_min_r = MIN (home_min_r, h->coord.r);
          home_max_r = MAX (home_max_r, h->coord.r);
          coast |= touches_sea (b, h->coord);
          assert_true (h->terrain != HW_TERRAIN_VOLCANO && h->terrain != HW_TERRAIN_JUNGLE &&
                       h->terrain != HW_TERRAIN_GOLD);
        }
      else
        {
          other_min_r = MIN (other_min_r, h->coord.r);
          assert_int_not_equal (h->terrain, HW_TERRAIN_DESERT);
          if (!island_touches_sea (b, i))
            fail_msg ("%s: the island of hex %d,%d cannot be reached by ship", v->id,
                      h->coord.q, h->coord.r);
        }
    }
  assert_true (coast);
  /* the home island's top row is the board's top row */
  assert_int_equal (home_min_r, board_min_r);
  /* home at the top: its lowest row is above the highest row of every other island */
  assert_true (home_max_r < other_min_r);
  assert_true (count_islands (b) >= 3);
}

static void
test_DR_MAP_01_home_island_at_top (void **state)
{
  g_autoptr(HwScenario) s = hw_test_load_shipped ("desert-raiders.xml");

  (void) state;
  assert_dr_home_island (variant (s, "3-4"));
  assert_dr_home_island (variant (s, "5-6"));
}

/* The land of the base 19-hex board, row by row (rows 3-4-5-4-3, centred on 0,0). */
static HwCoord
base_row_hex (int row,
              int k)
{
  int r = row - 2;
  int q0 = MAX (-2, -2 - r);

  return hw_coord (q0 + k, r);
}

/* BA-MAP-01 and BA-MAP-03: castle bottom-left, desert top-right, the fixed numbers. */
static void
test_BA_MAP_03_fixed_numbers (void **state)
{
  static const int rows[5][5] = {
    { 3, 8, -1 }, { 9, 4, 5, 10 }, { 12, 6, 10, 8, 11 }, { 4, 9, 3, 5 }, { -2, 6, 2 },
  };
  static const int widths[5] = { 3, 4, 5, 4, 3 };
  g_autoptr(HwScenario) s = hw_test_load_shipped ("barbarian-attack.xml");
  HwVariant *v = variant (s, "3-4");
  int land = 0;

  (void) state;
  for (int row = 0; row < 5; row++)
    for (int k = 0; k < widths[row]; k++)
      {
        HwHex *h = hw_board_lookup (v->board, base_row_hex (row, k));
        assert_non_null (h);
        land++;
        if (rows[row][k] == -1)
          {
            assert_int_equal (h->terrain, HW_TERRAIN_DESERT);
            assert_true (h->flags & HW_HEX_TERRAIN_FIXED);
          }
        else if (rows[row][k] == -2)
          {
            assert_int_equal (h->terrain, HW_TERRAIN_CASTLE);
            assert_true (h->flags & HW_HEX_TERRAIN_FIXED);
          }
        else
          {
            assert_int_equal (h->chit, rows[row][k]);
            assert_true (h->flags & HW_HEX_CHIT_FIXED);
          }
      }
  assert_int_equal (land, 19);
  assert_int_equal (hw_board_n_hexes (v->board), 19 + 18);
}

/* BA-MAP-02: 10 coastal and 7 inland hexes with the scenario's terrain mix. */
static void
test_BA_MAP_02_coast_and_inland (void **state)
{
  g_autoptr(HwScenario) s = hw_test_load_shipped ("barbarian-attack.xml");
  HwVariant *v = variant (s, "3-4");
  guint32 coast = hw_board_group_mask (v->board, "coast");
  guint32 inland = hw_board_group_mask (v->board, "inland");
  int want_coast[HW_N_TERRAINS] = { 0 }, want_inland[HW_N_TERRAINS] = { 0 };
  int got_coast[HW_N_TERRAINS] = { 0 }, got_inland[HW_N_TERRAINS] = { 0 };

  (void) state;
  want_coast[HW_TERRAIN_FOREST] = 2, want_coast[HW_TERRAIN_HILLS] = 2;
  want_coast[HW_TERRAIN_PASTURE] = 3, want_coast[HW_TERRAIN_MOUNTAINS] = 1;
  want_coast[HW_TERRAIN_FIELDS] = 2;
  want_inland[HW_TERRAIN_FOREST] = 1, want_inland[HW_TERRAIN_HILLS] = 1;
  want_inland[HW_TERRAIN_PASTURE] = 1, want_inland[HW_TERRAIN_MOUNTAINS] = 2;
  want_inland[HW_TERRAIN_FIELDS] = 2;

  for (guint i = 0; i < hw_board_n_hexes (v->board); i++)
    {
      const HwHex *h = hw_board_get_hex (v->board, i);
      if (h->groups & coast)
        {
          assert_true (touches_sea (v->board, h->coord));
          got_coast[h->terrain]++;
        }
      if (h->groups & inland)
        {
          assert_false (touches_sea (v->board, h->coord));
          got_inland[h->terrain]++;
        }
    }
  assert_memory_equal (got_coast, want_coast, sizeof want_coast);
  assert_memory_equal (got_inland, want_inland, sizeof want_inland);

  /* the generator deals the same mixes over the same groups */
  for (guint i = 0; i < v->shuffles->len; i++)
    {
      HwShuffle *sh = g_ptr_array_index (v->shuffles, i);
      if (sh->kind != HW_SHUFFLE_TERRAIN)
        continue;
      assert_true (sh->has_pool);
      for (int t = HW_TERRAIN_FIELDS; t <= HW_TERRAIN_PASTURE; t++)
        assert_int_equal (MAX (sh->terrains[t], 0),
                          g_strcmp0 (sh->group, "coast") == 0 ? want_coast[t] : want_inland[t]);
    }
}

/* BA-MAP-04: 9 harbors as in the base game, 4 generic and 5 special. */
static void
test_BA_MAP_04_harbors (void **state)
{
  g_autoptr(HwScenario) s = hw_test_load_shipped ("barbarian-attack.xml");
  HwVariant *v = variant (s, "3-4");

  (void) state;
  assert_int_equal (count_harbors (v->board, TRUE), 4);
  assert_int_equal (count_harbors (v->board, FALSE), 5);
}

/* BA-SETUP-02: a barbarian on the 2 and on the 12, the rest kept off. */
static void
test_BA_SETUP_02_barbarians (void **state)
{
  g_autoptr(HwScenario) s = hw_test_load_shipped ("barbarian-attack.xml");
  HwVariant *v = variant (s, "3-4");

  (void) state;
  assert_int_equal (s->victory_points, 12);
  for (guint i = 0; i < hw_board_n_hexes (v->board); i++)
    {
      const HwHex *h = hw_board_get_hex (v->board, i);
      int want = (h->chit == 2 || h->chit == 12) ? 1 : 0;
      assert_int_equal (h->pawns[HW_PAWN_BARBARIAN], want);
    }
  assert_int_equal (hw_board_count_pawns (v->board, HW_PAWN_ROBBER), 0);
  assert_string_equal (hw_scenario_get_param (s, "barbarian-attack", "barbarians"), "30");
  assert_int_equal (v->tables.supply[HW_PAWN_BARBARIAN], 28);
}

/* RH-SETUP-01: Robin Hood starts on the desert of the base board; there is no robber. */
static void
test_RH_SETUP_01_robin_on_desert (void **state)
{
  g_autoptr(HwScenario) s = hw_test_load_shipped ("robin-hood.xml");
  HwVariant *v = hw_scenario_find_variant (s, 1);
  int land = 0;

  (void) state;
  assert_non_null (v);
  assert_int_equal (s->victory_points, 15);
  assert_int_equal (s->max_players, 1);
  assert_non_null (hw_scenario_find_module (s, "robin-hood"));
  for (guint i = 0; i < hw_board_n_hexes (v->board); i++)
    {
      const HwHex *h = hw_board_get_hex (v->board, i);
      land += hw_terrain_is_land (h->terrain);
      assert_int_equal (h->pawns[HW_PAWN_ROBIN], h->terrain == HW_TERRAIN_DESERT ? 1 : 0);
      assert_int_equal (h->pawns[HW_PAWN_ROBBER], 0);
    }
  assert_int_equal (land, 19);
  assert_int_equal (hw_board_n_hexes (v->board), 37);
  assert_int_equal (hw_board_n_harbors (v->board), 9);
}

/* The base game templates: 19 land in 18 sea with 9 harbors; 30 land in 22 sea with 11. */
static void
assert_base_variant (const HwVariant *v,
                     int              land,
                     int              sea,
                     int              harbors,
                     int              chits)
{
  int terrains[HW_N_TERRAINS], counts[13], total = 0;

  hw_board_count_terrains (v->board, terrains);
  hw_board_count_chits (v->board, counts);
  for (int n = 2; n <= 12; n++)
    total += counts[n];
  assert_int_equal (terrains[HW_TERRAIN_SEA], sea);
  assert_int_equal ((int) hw_board_n_hexes (v->board) - sea, land);
  assert_int_equal (hw_board_n_harbors (v->board), harbors);
  assert_int_equal (total, chits);
  assert_int_equal (counts[7], 0);
  assert_int_equal (hw_board_count_pawns (v->board, HW_PAWN_ROBBER), 1);
  assert_int_equal (count_islands (v->board), 1);
  for (guint i = 0; i < hw_board_n_hexes (v->board); i++)
    {
      const HwHex *h = hw_board_get_hex (v->board, i);
      if (h->pawns[HW_PAWN_ROBBER])
        assert_int_equal (h->terrain, HW_TERRAIN_DESERT);
      /* the sea frames the island: every land hex has six neighbours on the board */
      if (hw_terrain_is_land (h->terrain))
        for (int d = 0; d < 6; d++)
          assert_true (hw_board_lookup (v->board, hw_coord_neighbor (h->coord, d)) != NULL);
    }
  assert_tables_match_board (v);
}

static void
test_base_game_templates (void **state)
{
  g_autoptr(HwScenario) s = hw_test_load_shipped ("base.xml");
  HwVariant *v56;

  (void) state;
  assert_int_equal (s->victory_points, 10);
  assert_base_variant (variant (s, "3-4"), 19, 18, 9, 18);
  v56 = variant (s, "5-6");
  assert_base_variant (v56, 30, 22, 11, 28);
  assert_int_equal (v56->tables.terrains[HW_TERRAIN_DESERT], 2);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_shipped_validate_clean),
    cmocka_unit_test (test_shipped_three_languages),
    cmocka_unit_test (test_DR_TABLE_34_map),
    cmocka_unit_test (test_DR_TABLE_56_map),
    cmocka_unit_test (test_DR_VOL_modules),
    cmocka_unit_test (test_DR_MAP_01_home_island_at_top),
    cmocka_unit_test (test_BA_MAP_03_fixed_numbers),
    cmocka_unit_test (test_BA_MAP_02_coast_and_inland),
    cmocka_unit_test (test_BA_MAP_04_harbors),
    cmocka_unit_test (test_BA_SETUP_02_barbarians),
    cmocka_unit_test (test_RH_SETUP_01_robin_on_desert),
    cmocka_unit_test (test_base_game_templates),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
