/* test-validate.c: the validator finds each kind of problem, on boards built here and on the
 * seed's Desert Raiders tables, and a clean board gives no findings. */
#include "hw-test.h"

#include <string.h>

#include "hw-scenario-io.h"
#include "hw-validate.h"
#include "gen-boards.h"

static HwScenario *
new_scenario (const char *modules)
{
  HwScenario *s = hw_scenario_new ();
  g_auto(GStrv) ids = g_strsplit (modules, " ", -1);

  s->id = g_strdup ("test");
  s->min_players = 3;
  s->max_players = 4;
  s->victory_points = 10;
  hw_text_set (s->names, "", "Test");
  for (guint i = 0; ids[i] != NULL; i++)
    g_ptr_array_add (s->modules, hw_module_new (ids[i]));
  return s;
}

static HwVariant *
add_variant (HwScenario *s,
             const char *id,
             int         min,
             int         max)
{
  HwVariant *v = hw_variant_new (id, min, max);

  g_ptr_array_add (s->variants, v);
  return v;
}

static HwHex *
put (HwBoard   *board,
     int        q,
     int        r,
     HwTerrain  terrain,
     int        chit)
{
  HwHex *hex = hw_board_set_hex (board, hw_coord (q, r), terrain);

  hex->chit = (guint8) chit;
  return hex;
}

static void
add_harbor (HwBoard    *board,
            HwCoord     c,
            int         side,
            HwResource  resource)
{
  HwHarbor h = { 0 };

  h.coord = c;
  h.side = (guint8) side;
  h.resource = resource;
  hw_board_add_harbor (board, &h);
}

/* The base game for 3-4 players, shared with the generator's tests: 19 land hexes in a sea
 * ring, numbers in the printed spiral, 9 harbors, tables that match. */
static HwScenario *
base_scenario (void)
{
  return gen_base_scenario ();
}

static HwVariant *
first_variant (HwScenario *s)
{
  return g_ptr_array_index (s->variants, 0);
}

static GPtrArray *
validate (HwScenario *s)
{
  return hw_validate_scenario (s, 0);
}

static guint
count_code (GPtrArray  *diagnostics,
            const char *code)
{
  guint n = 0;

  for (guint i = 0; i < diagnostics->len; i++)
    if (g_strcmp0 (((HwDiagnostic *) g_ptr_array_index (diagnostics, i))->code, code) == 0)
      n++;
  return n;
}

/* Returns the first finding with @code (and @variant and @table_row when not NULL). */
static const HwDiagnostic *
find (GPtrArray  *diagnostics,
      const char *code,
      const char *variant,
      const char *table_row)
{
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const HwDiagnostic *d = g_ptr_array_index (diagnostics, i);

      if (g_strcmp0 (d->code, code) == 0
          && (variant == NULL || g_strcmp0 (d->variant, variant) == 0)
          && (table_row == NULL || g_strcmp0 (d->table_row, table_row) == 0))
        return d;
    }
  return NULL;
}

static gboolean
has_hex (const HwDiagnostic *d,
         int                 q,
         int                 r)
{
  for (guint i = 0; i < d->hexes->len; i++)
    if (hw_coord_equal (g_array_index (d->hexes, HwCoord, i), hw_coord (q, r)))
      return TRUE;
  return FALSE;
}

static void
dump (GPtrArray *diagnostics)
{
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const HwDiagnostic *d = g_ptr_array_index (diagnostics, i);

      g_printerr ("# %s[%s] %s\n", hw_severity_to_string (d->severity), d->code, d->message);
    }
}

/* Returns a land hex holding @chit on the base board. */
static HwHex *
hex_with_chit (HwBoard *b,
               int      chit)
{
  for (guint i = 0; i < hw_board_n_hexes (b); i++)
    if (hw_board_get_hex (b, i)->chit == chit)
      return hw_board_get_hex (b, i);
  return NULL;
}

static void
test_clean_base_board (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = validate (s);

  dump (d);
  assert_int_equal (d->len, 0);
}

/* ---- 1. The tables in themselves ---- */

static void
test_table_total_terrains (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  const HwDiagnostic *x;

  first_variant (s)->tables.terrain_total = 36;
  first_variant (s)->tables.terrain_total_line = 17;
  d = validate (s);
  x = find (d, "table-total", "3-4", "terrains/total");
  assert_non_null (x);
  assert_int_equal (x->severity, HW_SEVERITY_ERROR);
  assert_int_equal (x->line, 17);
  assert_string_equal (x->message,
                       "3-4 players: the hex table states a total of 36 but its counts add up to 37");
}

static void
test_table_total_chits (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;

  first_variant (s)->tables.chit_total = 20;
  d = validate (s);
  assert_non_null (find (d, "table-total", "3-4", "chits/total"));
  assert_int_equal (count_code (d, "table-total"), 1);
}

static void
test_chit_seven_in_table (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  const HwDiagnostic *x;

  first_variant (s)->tables.chits[7] = 2;
  first_variant (s)->tables.chit_total = 20;
  first_variant (s)->tables.chit_lines[7] = 30;
  d = validate (s);
  x = find (d, "chit-seven", "3-4", "chits/7");
  assert_non_null (x);
  assert_int_equal (x->line, 30);
  /* The total matches the sum, and the chits without the 7 still match the hexes. */
  assert_null (find (d, "table-total", NULL, NULL));
  assert_null (find (d, "chit-hexes", NULL, NULL));
}

static void
test_chit_seven_on_board (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwHex *hex = hex_with_chit (first_variant (s)->board, 12);
  HwCoord c = hex->coord;

  hex->chit = 7;
  d = validate (s);
  assert_non_null (find (d, "chit-seven", "3-4", NULL));
  assert_true (has_hex (find (d, "chit-seven", NULL, NULL), c.q, c.r));
}

static void
test_chit_table_against_hexes (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  const HwDiagnostic *x;

  /* One more fields hex in the table, not a chit more. */
  first_variant (s)->tables.terrains[HW_TERRAIN_FIELDS] = 5;
  first_variant (s)->tables.terrain_total = 38;
  d = validate (s);
  x = find (d, "chit-hexes", "3-4", NULL);
  assert_non_null (x);
  assert_string_equal (x->message,
                       "3-4 players: the number chit table holds 18 chits (not counting any 7) "
                       "but the hex table has 19 hexes that take a chit");
}

static void
test_harbor_table_total (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;

  first_variant (s)->tables.harbor_total = 10;
  d = validate (s);
  assert_non_null (find (d, "table-total", "3-4", "harbors/total"));
}

static void
test_harbor_table_special_by_resource (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;

  first_variant (s)->tables.harbor_resources[HW_RESOURCE_ORE] = 2;
  d = validate (s);
  assert_non_null (find (d, "table-total", "3-4", "harbors/special"));
}

static HwScenario *
raiders_scenario (int min,
                  int max,
                  int supply)
{
  HwScenario *s = new_scenario ("base seafarers volcano jungle desert-raiders");
  HwVariant *v;
  g_autofree char *id = g_strdup_printf ("%d-%d", min, max);

  s->min_players = min;
  s->max_players = max;
  v = add_variant (s, id, min, max);
  v->line = 9;
  v->tables.supply[HW_PAWN_RAIDER] = supply;
  v->tables.supply_lines[HW_PAWN_RAIDER] = 12;
  /* A home island of one desert with a coast. */
  put (v->board, 0, 0, HW_TERRAIN_DESERT, 0)->groups = 1u << hw_board_group_index (v->board, "home", TRUE);
  put (v->board, 1, 0, HW_TERRAIN_SEA, 0);
  return s;
}

static void
test_DR_POOL_supply_by_players (void **state)
{
  g_autoptr(HwScenario) small_ok = raiders_scenario (3, 4, 18);
  g_autoptr(HwScenario) large_ok = raiders_scenario (5, 6, 24);
  g_autoptr(HwScenario) large_bad = raiders_scenario (5, 6, 18);
  g_autoptr(GPtrArray) d1 = validate (small_ok);
  g_autoptr(GPtrArray) d2 = validate (large_ok);
  g_autoptr(GPtrArray) d3 = validate (large_bad);
  const HwDiagnostic *x;

  dump (d1);
  assert_int_equal (count_code (d1, "supply"), 0);
  assert_int_equal (count_code (d2, "supply"), 0);
  x = find (d3, "supply", "5-6", "supply/raider");
  assert_non_null (x);
  assert_int_equal (x->line, 12);
  assert_string_equal (x->message, "5-6 players: the raider supply is 18; the rules (DR-POOL) ask for 24");
}

static void
test_DR_POOL_supply_missing (void **state)
{
  g_autoptr(HwScenario) s = raiders_scenario (3, 4, HW_NO_COUNT);
  g_autoptr(GPtrArray) d = validate (s);
  const HwDiagnostic *x = find (d, "supply", "3-4", "supply/raider");

  assert_non_null (x);
  /* Nothing in the file to point at but the variant. */
  assert_int_equal (x->line, 9);
}

static void
test_supply_components_differ (void **state)
{
  g_autoptr(HwScenario) s = raiders_scenario (5, 6, 24);
  g_autoptr(GPtrArray) d = NULL;

  first_variant (s)->tables.components[HW_PAWN_RAIDER] = 26;
  d = validate (s);
  assert_non_null (find (d, "supply-components", "5-6", "supply/raider"));
  assert_null (find (d, "supply", NULL, NULL));
}

/* ---- 2. The board against the tables ---- */

static void
test_terrain_count (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwVariant *v = first_variant (s);
  const HwDiagnostic *x;

  /* A hills hex becomes fields: 5 fields, 2 hills. */
  for (guint i = 0; i < hw_board_n_hexes (v->board); i++)
    if (hw_board_get_hex (v->board, i)->terrain == HW_TERRAIN_HILLS)
      {
        hw_board_get_hex (v->board, i)->terrain = HW_TERRAIN_FIELDS;
        break;
      }
  v->tables.terrain_lines[HW_TERRAIN_FIELDS] = 21;
  d = validate (s);
  x = find (d, "terrain-count", "3-4", "terrains/fields");
  assert_non_null (x);
  assert_int_equal (x->line, 21);
  assert_string_equal (x->message, "3-4 players: 5 fields hexes, the table asks for 4");
  assert_non_null (find (d, "terrain-count", "3-4", "terrains/hills"));
  assert_int_equal (count_code (d, "terrain-count"), 2);
}

static void
test_chit_count (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;

  hex_with_chit (first_variant (s)->board, 2)->chit = 3;
  d = validate (s);
  assert_non_null (find (d, "chit-count", "3-4", "chits/2"));
  assert_non_null (find (d, "chit-count", "3-4", "chits/3"));
  assert_int_equal (count_code (d, "chit-count"), 2);
}

static void
test_harbor_count (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;

  /* A 2:1 ore harbor becomes 3:1. */
  for (guint i = 0; i < hw_board_n_harbors (b); i++)
    if (hw_board_get_harbor (b, i)->resource == HW_RESOURCE_ORE)
      hw_board_get_harbor (b, i)->resource = HW_RESOURCE_NONE;
  d = validate (s);
  assert_non_null (find (d, "harbor-count", "3-4", "harbors/generic"));
  assert_non_null (find (d, "harbor-count", "3-4", "harbors/special"));
  assert_non_null (find (d, "harbor-count", "3-4", "harbors/ore"));
  assert_null (find (d, "harbor-count", "3-4", "harbors/total"));
}

/* ---- 3. Placement ---- */

static void
test_chit_on_desert (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;

  hw_board_lookup (first_variant (s)->board, hw_coord (0, 0))->chit = 5;
  d = validate (s);
  assert_non_null (find (d, "chit-placement", "3-4", NULL));
  assert_true (has_hex (find (d, "chit-placement", NULL, NULL), 0, 0));
}

static void
test_JUN_01_jungle_numbers (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;

  g_ptr_array_add (s->modules, hw_module_new ("jungle"));
  hex_with_chit (b, 2)->terrain = HW_TERRAIN_JUNGLE;   /* 2: not allowed */
  hex_with_chit (b, 9)->terrain = HW_TERRAIN_JUNGLE;   /* 9: allowed */
  d = validate (s);
  assert_int_equal (count_code (d, "jungle-chit"), 1);
  assert_non_null (find (d, "jungle-chit", "3-4", NULL));
}

static void
test_harbor_not_on_sea (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  const HwDiagnostic *x;

  add_harbor (first_variant (s)->board, hw_coord (0, 0), 0, HW_RESOURCE_NONE);
  d = validate (s);
  x = find (d, "harbor-placement", "3-4", NULL);
  assert_non_null (x);
  assert_true (x->harbor >= 0);
  assert_true (has_hex (x, 0, 0));
}

static void
test_harbor_facing_sea (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;
  HwHarbor *h = hw_board_get_harbor (b, 0);
  const HwDiagnostic *x;

  /* Turn the harbor to face away from the island (off the board): Pioneers maps have such
   * harbors, so it is a warning of its own that says no building can use it. */
  h->side = (h->side + 3) % 6;
  d = validate (s);
  x = find (d, "harbor-facing", "3-4", NULL);
  assert_non_null (x);
  assert_int_equal (x->severity, HW_SEVERITY_WARNING);
  assert_int_equal (x->harbor, 0);
  assert_true (has_hex (x, h->coord.q, h->coord.r));
  assert_non_null (strstr (x->message, "no building can use it"));
  assert_null (find (d, "harbor-placement", NULL, NULL));
}

/* A harbor facing a sea hex: how many ends of its side touch land decides what use is left,
 * as in Pioneers, which hands the harbor to a building on either end. */
static void
test_harbor_facing_sea_ends (void **state)
{
  static const struct { int land[2]; const char *says; } cases[] = {
    { { 1, 5 }, "buildings on both ends of that side can still use it" },
    { { 1, -1 }, "only a building on one end of that side can use it" },
    { { -1, -1 }, "no building can use it" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autoptr(HwScenario) s = new_scenario ("base");
      HwVariant *v = add_variant (s, "3-4", 3, 4);
      g_autoptr(GPtrArray) d = NULL;
      const HwDiagnostic *x;

      /* A sea hex ringed by sea, its harbor facing side 0; land on the sides named. */
      put (v->board, 0, 0, HW_TERRAIN_SEA, 0);
      for (int side = 0; side < 6; side++)
        {
          HwCoord c = hw_coord_neighbor (hw_coord (0, 0), side);
          gboolean land = side == cases[k].land[0] || side == cases[k].land[1];

          put (v->board, c.q, c.r, land ? HW_TERRAIN_FOREST : HW_TERRAIN_SEA, land ? 6 : 0);
        }
      add_harbor (v->board, hw_coord (0, 0), 0, HW_RESOURCE_NONE);
      d = validate (s);
      x = find (d, "harbor-facing", "3-4", NULL);
      assert_non_null (x);
      assert_int_equal (x->severity, HW_SEVERITY_WARNING);
      if (strstr (x->message, cases[k].says) == NULL)
        fail_msg ("case %u: “%s” does not say “%s”", k, x->message, cases[k].says);
      assert_null (find (d, "harbor-placement", NULL, NULL));
    }
}

static void
test_harbors_sharing_a_corner (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;
  HwCoord ring[18];
  gboolean added = FALSE;

  /* Two harbors on one sea hex, on two sides that meet at a corner, both facing land. */
  hw_coord_ring (hw_coord (0, 0), 3, ring);
  for (guint i = 1; i < 18 && !added; i += 2)
    for (int side = 0; side < 6 && !added; side++)
      if (hw_terrain_is_land (hw_board_terrain_at (b, hw_coord_neighbor (ring[i], side)))
          && hw_terrain_is_land (hw_board_terrain_at (b, hw_coord_neighbor (ring[i], (side + 1) % 6))))
        {
          add_harbor (b, ring[i], side, HW_RESOURCE_NONE);
          add_harbor (b, ring[i], (side + 1) % 6, HW_RESOURCE_NONE);
          added = TRUE;
        }
  assert_true (added);
  d = validate (s);
  assert_true (count_code (d, "harbor-adjacent") >= 1);
  assert_int_equal (find (d, "harbor-adjacent", NULL, NULL)->severity, HW_SEVERITY_WARNING);
  assert_null (find (d, "harbor-placement", NULL, NULL));
}

static void
test_robber_on_sea (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;

  hw_board_lookup (b, hw_coord (0, 0))->pawns[HW_PAWN_ROBBER] = 0;
  hw_board_lookup (b, hw_coord (3, -3))->pawns[HW_PAWN_ROBBER] = 1;
  d = validate (s);
  assert_non_null (find (d, "robber-placement", "3-4", NULL));
  assert_true (has_hex (find (d, "robber-placement", NULL, NULL), 3, -3));
}

static void
test_two_robbers (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;

  HwHex *two = hex_with_chit (first_variant (s)->board, 2);
  const HwDiagnostic *x;

  two->pawns[HW_PAWN_ROBBER] = 1;
  two->line = 44;
  d = validate (s);
  x = find (d, "pawn-count", "3-4", NULL);
  assert_non_null (x);
  /* Both robbers are pointed at. */
  assert_int_equal (x->hexes->len, 2);
  assert_true (has_hex (x, 0, 0));
  assert_true (has_hex (x, two->coord.q, two->coord.r));
}

static void
test_DR_STORM_02_raiders_on_water_and_stacked (void **state)
{
  g_autoptr(HwScenario) s = raiders_scenario (3, 4, 18);
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;

  put (b, -1, 0, HW_TERRAIN_FIELDS, 0)->pawns[HW_PAWN_RAIDER] = 2;
  hw_board_lookup (b, hw_coord (1, 0))->pawns[HW_PAWN_RAIDER] = 1;
  /* Raiders stack without limit on deserts (DR-PLACE-01). */
  hw_board_lookup (b, hw_coord (0, 0))->pawns[HW_PAWN_RAIDER] = 5;
  d = validate (s);
  dump (d);
  assert_int_equal (count_code (d, "raider-placement"), 2);
  assert_true (has_hex (find (d, "raider-placement", NULL, NULL), -1, 0)
               || has_hex (find (d, "raider-placement", NULL, NULL), 1, 0));
}

/* Barbarian Attack on the base board: castle bottom-left, desert top-right (BA-MAP-01), the
 * coast and inland terrains of BA-MAP-02, the fixed numbers of BA-MAP-03, and a barbarian on
 * the 2 and on the 12 (BA-SETUP-02). */
static HwScenario *
barbarian_scenario (void)
{
  HwScenario *s = base_scenario ();
  HwVariant *v = first_variant (s);
  HwBoard *b = v->board;
  int coast = hw_board_group_index (b, "coast", TRUE);
  int inland = hw_board_group_index (b, "inland", TRUE);
  static const HwTerrain rim[10] = {
    HW_TERRAIN_FOREST, HW_TERRAIN_FOREST, HW_TERRAIN_HILLS, HW_TERRAIN_HILLS, HW_TERRAIN_PASTURE,
    HW_TERRAIN_PASTURE, HW_TERRAIN_PASTURE, HW_TERRAIN_MOUNTAINS, HW_TERRAIN_FIELDS, HW_TERRAIN_FIELDS,
  };
  static const HwTerrain inner[7] = {
    HW_TERRAIN_FOREST, HW_TERRAIN_HILLS, HW_TERRAIN_PASTURE, HW_TERRAIN_MOUNTAINS,
    HW_TERRAIN_MOUNTAINS, HW_TERRAIN_FIELDS, HW_TERRAIN_FIELDS,
  };
  /* Row by row, r = -2..2; 0 = castle or desert. */
  static const int numbers[] = { 3, 8, 0, 9, 4, 5, 10, 12, 6, 10, 8, 11, 4, 9, 3, 5, 0, 6, 2 };
  guint n_rim = 0, n_inner = 0, k = 0;

  g_ptr_array_set_size (s->modules, 0);
  g_ptr_array_add (s->modules, hw_module_new ("base"));
  g_ptr_array_add (s->modules, hw_module_new ("barbarian-attack"));
  hw_tables_init (&v->tables);
  for (int r = -2; r <= 2; r++)
    for (int q = MAX (-2, -2 - r); q <= MIN (2, 2 - r); q++)
      {
        HwHex *hex = hw_board_lookup (b, hw_coord (q, r));
        int radius = hw_coord_distance (hex->coord, hw_coord (0, 0));

        hex->pawns[HW_PAWN_ROBBER] = 0;
        hex->chit = (guint8) numbers[k++];
        if (q == -2 && r == 2)
          hex->terrain = HW_TERRAIN_CASTLE;
        else if (q == 2 && r == -2)
          hex->terrain = HW_TERRAIN_DESERT;
        else if (radius == 2)
          {
            hex->terrain = rim[n_rim++];
            hex->groups = 1u << coast;
          }
        else
          {
            hex->terrain = inner[n_inner++];
            hex->groups = 1u << inland;
          }
      }
  hex_with_chit (b, 2)->pawns[HW_PAWN_BARBARIAN] = 1;
  hex_with_chit (b, 12)->pawns[HW_PAWN_BARBARIAN] = 1;
  g_assert_cmpuint (n_rim, ==, 10);
  g_assert_cmpuint (n_inner, ==, 7);
  return s;
}

static void
test_BA_clean_board (void **state)
{
  g_autoptr(HwScenario) s = barbarian_scenario ();
  g_autoptr(GPtrArray) d = validate (s);

  dump (d);
  assert_int_equal (d->len, 0);
}

static void
test_BA_LAND_02_barbarians_on_the_coast (void **state)
{
  g_autoptr(HwScenario) s = barbarian_scenario ();
  g_autoptr(GPtrArray) d = validate (s);
  HwBoard *b = first_variant (s)->board;

  dump (d);
  assert_int_equal (count_code (d, "barbarian-placement"), 0);
  g_clear_pointer (&d, g_ptr_array_unref);

  hw_board_lookup (b, hw_coord (0, 0))->pawns[HW_PAWN_BARBARIAN] = 1;      /* inland */
  hex_with_chit (b, 2)->pawns[HW_PAWN_BARBARIAN] = 4;                      /* too many */
  d = validate (s);
  assert_int_equal (count_code (d, "barbarian-placement"), 2);
}

static void
test_red_adjacent_default_error (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;
  HwHex *six = hex_with_chit (b, 6);
  const HwDiagnostic *x;
  HwHex *next = NULL;

  /* Make a neighbour of a 6 into an 8 (swapping with the 8 keeps the counts). */
  for (int side = 0; side < 6 && next == NULL; side++)
    {
      HwHex *n = hw_board_lookup (b, hw_coord_neighbor (six->coord, side));

      if (n != NULL && n->chit != 0 && n->chit != 6 && n->chit != 8)
        next = n;
    }
  assert_non_null (next);
  hex_with_chit (b, 8)->chit = next->chit;
  next->chit = 8;
  d = validate (s);
  x = find (d, "red-adjacent", "3-4", NULL);
  assert_non_null (x);
  assert_int_equal (x->severity, HW_SEVERITY_ERROR);
  assert_true (has_hex (x, six->coord.q, six->coord.r));
  assert_true (has_hex (x, next->coord.q, next->coord.r));

  /* The base module's parameter turns it into a warning, or off. */
  g_clear_pointer (&d, g_ptr_array_unref);
  hw_module_set_param (hw_scenario_find_module (s, "base"), "red-adjacent", "warning");
  d = validate (s);
  assert_int_equal (find (d, "red-adjacent", NULL, NULL)->severity, HW_SEVERITY_WARNING);

  g_clear_pointer (&d, g_ptr_array_unref);
  hw_module_set_param (hw_scenario_find_module (s, "base"), "red-adjacent", "off");
  d = validate (s);
  assert_null (find (d, "red-adjacent", NULL, NULL));
}

static void
test_equal_adjacent_warning (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;
  HwHex *ten = hex_with_chit (b, 10);
  HwHex *next = NULL;

  for (int side = 0; side < 6 && next == NULL; side++)
    {
      HwHex *n = hw_board_lookup (b, hw_coord_neighbor (ten->coord, side));

      if (n != NULL && n->chit != 0 && n->chit != 10 && n->chit != 6 && n->chit != 8)
        next = n;
    }
  assert_non_null (next);
  /* Swap the other 10 with the neighbour, so two 10s touch. */
  for (guint i = 0; i < hw_board_n_hexes (b); i++)
    {
      HwHex *h = hw_board_get_hex (b, i);

      if (h->chit == 10 && h != ten)
        {
          h->chit = next->chit;
          break;
        }
    }
  next->chit = 10;
  d = validate (s);
  dump (d);
  assert_non_null (find (d, "equal-adjacent", "3-4", NULL));
  assert_int_equal (find (d, "equal-adjacent", NULL, NULL)->severity, HW_SEVERITY_WARNING);
  assert_int_equal (count_code (d, "red-adjacent"), 0);

  g_clear_pointer (&d, g_ptr_array_unref);
  hw_module_set_param (hw_scenario_find_module (s, "base"), "equal-adjacent", "error");
  d = validate (s);
  assert_int_equal (find (d, "equal-adjacent", NULL, NULL)->severity, HW_SEVERITY_ERROR);
}

static void
test_hole_inside_board (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;
  const HwDiagnostic *x;

  hw_board_lookup (b, hw_coord (1, 0))->chit = 0;
  hw_board_remove_hex (b, hw_coord (1, 0));
  d = validate (s);
  x = find (d, "hole", "3-4", NULL);
  assert_non_null (x);
  assert_int_equal (x->hexes->len, 1);
  assert_true (has_hex (x, 1, 0));
  /* Removing a rim sea hex is no hole: it is outside. */
  g_clear_pointer (&d, g_ptr_array_unref);
  s = (hw_scenario_free (s), base_scenario ());
  hw_board_remove_hex (first_variant (s)->board, hw_coord (0, -3));
  d = validate (s);
  assert_null (find (d, "hole", NULL, NULL));
}

static void
test_unreachable_island (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;

  /* An island beyond the sea ring: without ships nobody gets there. */
  put (b, 4, -4, HW_TERRAIN_GOLD, 0);
  g_ptr_array_add (s->modules, hw_module_new ("seafarers"));
  d = validate (s);
  /* With ships and a shared sea, it is reachable. */
  assert_null (find (d, "unreachable", NULL, NULL));
  g_clear_pointer (&d, g_ptr_array_unref);

  g_ptr_array_remove_index (s->modules, 1);
  d = validate (s);
  assert_non_null (find (d, "unreachable", "3-4", NULL));
  assert_true (has_hex (find (d, "unreachable", NULL, NULL), 4, -4));
}

static void
test_island_without_coast (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;

  g_ptr_array_add (s->modules, hw_module_new ("seafarers"));
  /* Far away, touching no sea. */
  put (b, 10, 0, HW_TERRAIN_FIELDS, 0);
  d = validate (s);
  assert_non_null (find (d, "unreachable", "3-4", NULL));
  assert_non_null (strstr (find (d, "unreachable", NULL, NULL)->message, "no coast"));
}

static void
test_island_across_another_sea (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;
  HwCoord ring[6];

  g_ptr_array_add (s->modules, hw_module_new ("seafarers"));
  /* An island in its own ring of sea, apart from the main island's sea. */
  put (b, 12, 0, HW_TERRAIN_FIELDS, 0);
  hw_coord_ring (hw_coord (12, 0), 1, ring);
  for (guint i = 0; i < 6; i++)
    put (b, ring[i].q, ring[i].r, HW_TERRAIN_SEA, 0);
  d = validate (s);
  assert_non_null (find (d, "unreachable", "3-4", NULL));
  assert_non_null (strstr (find (d, "unreachable", NULL, NULL)->message, "does not lead"));

  /* A strip of sea joining the two seas makes it reachable. */
  g_clear_pointer (&d, g_ptr_array_unref);
  for (int q = 4; q <= 10; q++)
    put (b, q, 0, HW_TERRAIN_SEA, 0);
  d = validate (s);
  assert_null (find (d, "unreachable", NULL, NULL));
}

/* A board at the format's limit: 10,000 hexes, every third one a land hex of its own among
 * sea, a harbor on each sea hex. Every finding is still there and nothing is quadratic. */
static void
test_huge_board (void **state)
{
  g_autoptr(HwScenario) s = new_scenario ("base");
  HwVariant *v = add_variant (s, "3-4", 3, 4);
  g_autoptr(GPtrArray) d = NULL;
  guint land = 0, harbors = 0;

  for (int r = 0; r < 100; r++)
    for (int q = 0; q < 100; q++)
      {
        /* (q - r) mod 3 colours the hex grid so that no two neighbours share a colour. */
        gboolean is_land = ((q - r) % 3 + 3) % 3 == 0;

        put (v->board, q, r, is_land ? HW_TERRAIN_FIELDS : HW_TERRAIN_SEA, 0);
        land += is_land;
      }
  for (guint i = 0; i < hw_board_n_hexes (v->board); i++)
    {
      HwHex *hex = hw_board_get_hex (v->board, i);

      if (hex->terrain != HW_TERRAIN_SEA)
        continue;
      for (int side = 0; side < 6; side++)
        if (hw_board_terrain_at (v->board, hw_coord_neighbor (hex->coord, side)) == HW_TERRAIN_FIELDS)
          {
            add_harbor (v->board, hex->coord, side, HW_RESOURCE_NONE);
            harbors++;
            break;
          }
    }
  hw_board_lookup (v->board, hw_coord (0, 0))->pawns[HW_PAWN_ROBBER] = 1;

  d = validate (s);
  /* Without ships, every island but the main one is out of reach. */
  assert_int_equal (count_code (d, "unreachable"), land - 1);
  assert_true (count_code (d, "harbor-adjacent") > 0);
  assert_int_equal (count_code (d, "harbor-placement"), 0);
  g_clear_pointer (&d, g_ptr_array_unref);

  g_ptr_array_add (s->modules, hw_module_new ("seafarers"));
  d = validate (s);
  assert_int_equal (count_code (d, "unreachable"), 0);
  assert_true (harbors > 6000);
}

static void
test_chit_missing_warning (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwHex *hex = hex_with_chit (first_variant (s)->board, 11);
  const HwDiagnostic *x;

  hex->chit = 0;
  d = validate (s);
  x = find (d, "chit-missing", "3-4", NULL);
  assert_non_null (x);
  assert_int_equal (x->severity, HW_SEVERITY_WARNING);
  assert_int_equal (x->hexes->len, 1);
  assert_true (has_hex (x, hex->coord.q, hex->coord.r));

  /* A board with no chits at all is a template: not reported. */
  g_clear_pointer (&d, g_ptr_array_unref);
  for (guint i = 0; i < hw_board_n_hexes (first_variant (s)->board); i++)
    hw_board_get_hex (first_variant (s)->board, i)->chit = 0;
  d = validate (s);
  assert_null (find (d, "chit-missing", NULL, NULL));
}

/* ---- 4. Scenario structure ---- */

/* BASE-PIECES-02: pieces that cannot cover the setup are an error; each count is checked
 * against its range. Barbarian Attack needs a city, The Desert Raiders a ship. */
static void
test_BASE_PIECES_02_pieces_cover_setup (void **state)
{
  static const struct { const char *file, *module, *name, *value, *code; } cases[] = {
    { NULL, "base", "settlements", "1", "pieces-setup" },
    { NULL, "base", "roads", "1", "pieces-setup" },
    { NULL, "base", "roads", "31", "param-value" },
    { NULL, "base", "dev-monopoly", "11", "param-value" },
    { NULL, "base", "sevens", "sometimes", "param-value" },
    { "barbarian-attack.xml", "base", "cities", "0", "pieces-setup" },
    { "desert-raiders.xml", "seafarers", "ships", "0", "pieces-setup" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(HwScenario) s = NULL;
      g_autoptr(GPtrArray) d = NULL;
      HwModule *m;

      if (cases[i].file != NULL)
        {
          g_autofree char *path = hw_test_source_path ("scenarios", cases[i].file, NULL);
          s = hw_scenario_load_file (path, NULL);
          assert_non_null (s);
          d = validate (s);
          assert_null (find (d, "pieces-setup", NULL, NULL));
          g_clear_pointer (&d, g_ptr_array_unref);
        }
      else
        s = base_scenario ();
      m = hw_scenario_find_module (s, cases[i].module);
      assert_non_null (m);
      hw_module_set_param (m, cases[i].name, cases[i].value);
      d = validate (s);
      assert_non_null (find (d, cases[i].code, NULL, NULL));
    }
}

/* Module parameters with choices: BA-FIGHT-03 `knight-losses` (`edge`, the default, or
 * `axis`) and RH-END `enclosure-tie` (`sheriff`, the default, or `robin`); anything else is
 * reported. */
static void
test_BA_FIGHT_03_RH_END_module_params_checked (void **state)
{
  static const struct { const char *file, *module, *name, *value; gboolean ok; } cases[] = {
    { "barbarian-attack.xml", "barbarian-attack", "knight-losses", "edge", TRUE },
    { "barbarian-attack.xml", "barbarian-attack", "knight-losses", "axis", TRUE },
    { "barbarian-attack.xml", "barbarian-attack", "knight-losses", "both", FALSE },
    { "robin-hood.xml", "robin-hood", "enclosure-tie", "sheriff", TRUE },
    { "robin-hood.xml", "robin-hood", "enclosure-tie", "robin", TRUE },
    { "robin-hood.xml", "robin-hood", "enclosure-tie", "nobody", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = hw_test_source_path ("scenarios", cases[i].file, NULL);
      g_autoptr(HwScenario) s = hw_scenario_load_file (path, NULL);
      g_autoptr(GPtrArray) d = NULL;

      assert_non_null (s);
      hw_module_set_param (hw_scenario_find_module (s, cases[i].module), cases[i].name,
                           cases[i].value);
      d = validate (s);
      assert_true ((find (d, "param-value", NULL, NULL) == NULL) == cases[i].ok);
      assert_null (find (d, "param-unknown", NULL, NULL));
    }
}

static void
test_duplicate_module (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;

  g_ptr_array_add (s->modules, hw_module_new ("base"));
  d = validate (s);
  assert_non_null (find (d, "module-duplicate", NULL, NULL));
}

/* FR-03: two rule modules that both own the robber are an error of their own naming both;
 * the friendly robber alone is fine. */
static void
test_FR_03_module_conflict (void **state)
{
  static const char *const others[] = { "robin-hood", "barbarian-attack", "desert-raiders" };

  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      g_autoptr(HwScenario) s = base_scenario ();
      g_autoptr(GPtrArray) d = NULL;
      const HwDiagnostic *conflict;

      g_ptr_array_add (s->modules, hw_module_new ("friendly-robber"));
      d = validate (s);
      assert_null (find (d, "module-conflict", NULL, NULL));
      assert_null (find (d, "module-unknown", NULL, NULL));
      g_clear_pointer (&d, g_ptr_array_unref);

      g_ptr_array_add (s->modules, hw_module_new (others[i]));
      d = validate (s);
      conflict = find (d, "module-conflict", NULL, NULL);
      assert_non_null (conflict);
      assert_int_equal (conflict->severity, HW_SEVERITY_ERROR);
      assert_non_null (strstr (conflict->message, "friendly-robber"));
      assert_non_null (strstr (conflict->message, others[i]));
    }
  (void) state;
}

static void
test_RH_SETUP_01_robin_on_the_desert (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwHex *desert = hw_board_lookup (first_variant (s)->board, hw_coord (0, 0));
  HwHex *other = hex_with_chit (first_variant (s)->board, 5);

  g_ptr_array_add (s->modules, hw_module_new ("robin-hood"));
  s->min_players = s->max_players = 1;
  first_variant (s)->min_players = first_variant (s)->max_players = 1;
  desert->pawns[HW_PAWN_ROBBER] = 0;
  desert->pawns[HW_PAWN_ROBIN] = 1;
  d = validate (s);
  dump (d);
  assert_int_equal (d->len, 0);
  g_clear_pointer (&d, g_ptr_array_unref);

  /* Robin away from his camp, and a robber too. */
  desert->pawns[HW_PAWN_ROBIN] = 0;
  other->pawns[HW_PAWN_ROBIN] = 1;
  desert->pawns[HW_PAWN_ROBBER] = 1;
  d = validate (s);
  assert_int_equal (count_code (d, "pawn-count"), 2);
}


static void
test_unknown_module_and_params (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwModule *base = hw_scenario_find_module (s, "base");
  HwModule *odd = hw_module_new ("cities-and-knights");

  odd->line = 7;
  g_ptr_array_add (s->modules, odd);
  hw_module_set_param (base, "red-adjacent", "sometimes");
  hw_module_set_param (base, "thief", "on");
  d = validate (s);
  assert_non_null (find (d, "module-unknown", NULL, NULL));
  assert_int_equal (find (d, "module-unknown", NULL, NULL)->line, 7);
  assert_null (find (d, "module-unknown", NULL, NULL)->variant);
  assert_non_null (find (d, "param-value", NULL, NULL));
  assert_non_null (find (d, "param-unknown", NULL, NULL));
  /* A bad red-adjacent value falls back to the default for the board checks. */
  assert_null (find (d, "red-adjacent", NULL, NULL));
}

static void
test_module_requirements (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;

  /* desert-raiders needs seafarers, volcano and jungle; a volcano hex needs volcano. */
  g_ptr_array_add (s->modules, hw_module_new ("desert-raiders"));
  hex_with_chit (first_variant (s)->board, 9)->terrain = HW_TERRAIN_VOLCANO;
  d = validate (s);
  assert_true (count_code (d, "module-missing") >= 4);
}

static void
test_players_covered (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;

  s->max_players = 6;
  d = validate (s);
  assert_int_equal (count_code (d, "players"), 2);   /* no variant for 5, none for 6 */
}

static void
test_DR_MAP_01_home_island (void **state)
{
  g_autoptr(HwScenario) s = raiders_scenario (3, 4, 18);
  g_autoptr(GPtrArray) d = validate (s);
  HwBoard *b = first_variant (s)->board;

  assert_null (find (d, "home-island", NULL, NULL));
  g_clear_pointer (&d, g_ptr_array_unref);

  /* A desert outside the home island, and a home island with no sea beside it. */
  put (b, 5, 5, HW_TERRAIN_DESERT, 0);
  hw_board_remove_hex (b, hw_coord (1, 0));
  d = validate (s);
  assert_int_equal (count_code (d, "home-island"), 2);

  g_clear_pointer (&d, g_ptr_array_unref);
  hw_board_lookup (b, hw_coord (0, 0))->groups = 0;
  d = validate (s);
  assert_non_null (find (d, "home-island", "3-4", NULL));
  assert_non_null (strstr (find (d, "home-island", NULL, NULL)->message, "“home”"));
}

static void
test_BA_MAP_01_castle_and_desert_corners (void **state)
{
  g_autoptr(HwScenario) s = barbarian_scenario ();
  g_autoptr(GPtrArray) d = validate (s);
  HwBoard *b = first_variant (s)->board;
  HwHex *desert = hw_board_lookup (b, hw_coord (2, -2));
  HwHex *other = hw_board_lookup (b, hw_coord (2, 0));
  HwTerrain t = other->terrain;

  assert_null (find (d, "ba-corners", NULL, NULL));
  g_clear_pointer (&d, g_ptr_array_unref);

  /* The desert moves to a corner that is not opposite the castle. */
  other->terrain = HW_TERRAIN_DESERT;
  desert->terrain = t;
  d = validate (s);
  assert_non_null (find (d, "ba-corners", "3-4", NULL));
}

static void
test_BA_MAP_02_coast_and_inland_groups (void **state)
{
  g_autoptr(HwScenario) s = barbarian_scenario ();
  g_autoptr(GPtrArray) d = validate (s);
  HwBoard *b = first_variant (s)->board;

  dump (d);
  assert_null (find (d, "ba-groups", NULL, NULL));
  g_clear_pointer (&d, g_ptr_array_unref);

  /* An inland hex in the coast group, and one coast pasture turned into mountains. */
  hw_board_lookup (b, hw_coord (0, 0))->groups |= hw_board_group_mask (b, "coast");
  for (guint i = 0; i < hw_board_n_hexes (b); i++)
    {
      HwHex *h = hw_board_get_hex (b, i);

      if ((h->groups & hw_board_group_mask (b, "coast")) && h->terrain == HW_TERRAIN_PASTURE)
        {
          h->terrain = HW_TERRAIN_MOUNTAINS;
          break;
        }
    }
  d = validate (s);
  dump (d);
  assert_true (count_code (d, "ba-groups") >= 3);
}

static void
test_BA_SETUP_02_barbarian_supply (void **state)
{
  g_autoptr(HwScenario) s = barbarian_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwVariant *v = first_variant (s);

  /* 30 barbarians in all (the default): 2 on the board, 28 in the supply. */
  v->tables.supply[HW_PAWN_BARBARIAN] = 28;
  d = validate (s);
  assert_null (find (d, "supply", NULL, NULL));
  g_clear_pointer (&d, g_ptr_array_unref);

  v->tables.supply[HW_PAWN_BARBARIAN] = 30;
  d = validate (s);
  assert_non_null (find (d, "supply", "3-4", "supply/barbarian"));
  g_clear_pointer (&d, g_ptr_array_unref);

  hw_module_set_param (hw_scenario_find_module (s, "barbarian-attack"), "barbarians", "32");
  d = validate (s);
  assert_null (find (d, "supply", NULL, NULL));
}

static void
test_BA_MAP_03_coast_numbers (void **state)
{
  g_autoptr(HwScenario) s = barbarian_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  HwBoard *b = first_variant (s)->board;
  HwHex *centre = hw_board_lookup (b, hw_coord (0, 0));
  HwHex *three = hw_board_lookup (b, hw_coord (0, -2));

  /* The coastal 3 and the inland 10 trade places: the coast has two 10s and no 3. */
  assert_int_equal (three->chit, 3);
  assert_int_equal (centre->chit, 10);
  three->chit = 10;
  centre->chit = 3;
  d = validate (s);
  assert_non_null (find (d, "ba-numbers", "3-4", NULL));
  assert_int_equal (count_code (d, "ba-numbers"), 1);
}

static void
test_BA_SETUP_02_starting_barbarians (void **state)
{
  g_autoptr(HwScenario) s = barbarian_scenario ();
  g_autoptr(GPtrArray) d = NULL;

  hex_with_chit (first_variant (s)->board, 12)->pawns[HW_PAWN_BARBARIAN] = 0;
  d = validate (s);
  assert_non_null (find (d, "pawn-count", "3-4", "supply/barbarian"));
}

static void
test_order_errors_first (void **state)
{
  g_autoptr(HwScenario) s = base_scenario ();
  g_autoptr(GPtrArray) d = NULL;
  gboolean seen_warning = FALSE;

  /* A warning (robber missing) and several errors. */
  hw_board_lookup (first_variant (s)->board, hw_coord (0, 0))->pawns[HW_PAWN_ROBBER] = 0;
  first_variant (s)->tables.chit_total = 99;
  first_variant (s)->tables.terrain_total = 99;
  d = validate (s);
  assert_true (d->len >= 3);
  for (guint i = 0; i < d->len; i++)
    {
      const HwDiagnostic *x = g_ptr_array_index (d, i);

      if (x->severity == HW_SEVERITY_WARNING)
        seen_warning = TRUE;
      else
        assert_false (seen_warning);
    }
  assert_true (seen_warning);
}

static void
test_validate_players_filter (void **state)
{
  g_autoptr(HwScenario) s = raiders_scenario (3, 4, 17);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) only = NULL;
  HwVariant *v = add_variant (s, "5-6", 5, 6);

  s->max_players = 6;
  v->tables.supply[HW_PAWN_RAIDER] = 20;
  all = hw_validate_scenario (s, 0);
  only = hw_validate_scenario (s, 5);
  assert_non_null (find (all, "supply", "3-4", NULL));
  assert_non_null (find (all, "supply", "5-6", NULL));
  assert_null (find (only, "supply", "3-4", NULL));
  assert_non_null (find (only, "supply", "5-6", NULL));
}

/* ---- The seed's Desert Raiders tables, transcribed as printed ---- */

static HwScenario *
load_seed_tables (void)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "desert-raiders-seed-tables.xml", NULL);
  g_autoptr(GError) error = NULL;
  HwScenario *s = hw_scenario_load_file (path, &error);

  if (s == NULL)
    fail_msg ("%s", error->message);
  return s;
}

static void
test_seed_chit_tables_list_a_seven (void **state)
{
  g_autoptr(HwScenario) s = load_seed_tables ();
  g_autoptr(GPtrArray) d = validate (s);
  const HwDiagnostic *x = find (d, "chit-seven", "3-4", "chits/7");

  assert_non_null (x);
  assert_true (x->line > 0);
  assert_non_null (find (d, "chit-seven", "5-6", "chits/7"));
}

static void
test_seed_chit_totals_are_36_not_32 (void **state)
{
  g_autoptr(HwScenario) s = load_seed_tables ();
  g_autoptr(GPtrArray) d = validate (s);
  const HwDiagnostic *x = find (d, "table-total", "3-4", "chits/total");

  assert_non_null (x);
  assert_non_null (strstr (x->message, "32"));
  assert_non_null (strstr (x->message, "36"));
  assert_non_null (find (d, "table-total", "5-6", "chits/total"));
  /* The hex tables' totals (53, 67) and the harbor totals are right. */
  assert_null (find (d, "table-total", NULL, "terrains/total"));
  assert_null (find (d, "table-total", NULL, "harbors/total"));
}

static void
test_seed_5_6_chits_do_not_cover_44_hexes (void **state)
{
  g_autoptr(HwScenario) s = load_seed_tables ();
  g_autoptr(GPtrArray) d = validate (s);
  const HwDiagnostic *x = find (d, "chit-hexes", "5-6", NULL);

  assert_non_null (x);
  assert_non_null (strstr (x->message, "44"));
  /* Without the 7, the 3-4 table's 32 chits match its 32 chit-taking hexes. */
  assert_null (find (d, "chit-hexes", "3-4", NULL));
}

static void
test_seed_5_6_raiders_26_components_24_supply (void **state)
{
  g_autoptr(HwScenario) s = load_seed_tables ();
  g_autoptr(GPtrArray) d = validate (s);
  const HwDiagnostic *x = find (d, "supply-components", "5-6", "supply/raider");

  assert_non_null (x);
  assert_non_null (strstr (x->message, "26"));
  assert_non_null (strstr (x->message, "24"));
  assert_true (x->line > 0);
  /* The supplies themselves agree with DR-POOL; the 3-4 component list agrees too. */
  assert_null (find (d, "supply", NULL, NULL));
  assert_null (find (d, "supply-components", "3-4", NULL));
}

/* tests/data/tiny.xml validated clean although its three land hexes cannot take the
 * starting settlements of three or four players (simulate stopped with "the engine lists
 * no action for player 3"). The finding names the player count, the settlements a full
 * setup needs and what the board offers; the base board has room for six players. */
static void
test_starting_places_too_few_for_players (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
  g_autoptr(HwScenario) tiny = hw_scenario_load_file (path, NULL);
  g_autoptr(GPtrArray) d = NULL;
  g_autoptr(GPtrArray) four = NULL;
  g_autoptr(GPtrArray) two = NULL;
  g_autoptr(HwScenario) base = base_scenario ();
  g_autoptr(GPtrArray) six = NULL;
  const HwDiagnostic *found;
  HwVariant *v;

  assert_non_null (tiny);
  d = hw_validate_scenario (tiny, 0);
  assert_int_equal (count_code (d, "starting-places"), 1);
  found = find (d, "starting-places", "3-4", NULL);
  assert_non_null (found);
  assert_int_equal (found->severity, HW_SEVERITY_ERROR);
  assert_int_equal (found->line, 12);
  assert_string_equal (found->message, "3-4 players: 3 players need 6 starting settlements (two each, no two on adjacent corners), but 4 placed badly leave no corner free");

  /* Four players: fewer places than settlements, whatever they choose. */
  v = first_variant (tiny);
  v->min_players = 4;
  four = hw_validate_variant (tiny, v);
  found = find (four, "starting-places", NULL, NULL);
  assert_non_null (found);
  assert_string_equal (found->message, "4 players: 4 players need 8 starting settlements (two each, no two on adjacent corners), but the board has room for only 7");

  /* Two players always find room on the same three hexes. */
  tiny->min_players = v->min_players = 2;
  v->max_players = 2;
  two = hw_validate_variant (tiny, v);
  assert_int_equal (count_code (two, "starting-places"), 0);

  /* The base board, stretched to six players. */
  base->max_players = first_variant (base)->max_players = 6;
  six = validate (base);
  dump (six);
  assert_int_equal (count_code (six, "starting-places"), 0);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_clean_base_board),
    cmocka_unit_test (test_table_total_terrains),
    cmocka_unit_test (test_table_total_chits),
    cmocka_unit_test (test_chit_seven_in_table),
    cmocka_unit_test (test_chit_seven_on_board),
    cmocka_unit_test (test_chit_table_against_hexes),
    cmocka_unit_test (test_harbor_table_total),
    cmocka_unit_test (test_harbor_table_special_by_resource),
    cmocka_unit_test (test_DR_POOL_supply_by_players),
    cmocka_unit_test (test_DR_POOL_supply_missing),
    cmocka_unit_test (test_supply_components_differ),
    cmocka_unit_test (test_terrain_count),
    cmocka_unit_test (test_chit_count),
    cmocka_unit_test (test_harbor_count),
    cmocka_unit_test (test_chit_on_desert),
    cmocka_unit_test (test_JUN_01_jungle_numbers),
    cmocka_unit_test (test_harbor_not_on_sea),
    cmocka_unit_test (test_harbor_facing_sea),
    cmocka_unit_test (test_harbor_facing_sea_ends),
    cmocka_unit_test (test_harbors_sharing_a_corner),
    cmocka_unit_test (test_robber_on_sea),
    cmocka_unit_test (test_two_robbers),
    cmocka_unit_test (test_DR_STORM_02_raiders_on_water_and_stacked),
    cmocka_unit_test (test_BA_clean_board),
    cmocka_unit_test (test_BA_LAND_02_barbarians_on_the_coast),
    cmocka_unit_test (test_red_adjacent_default_error),
    cmocka_unit_test (test_equal_adjacent_warning),
    cmocka_unit_test (test_hole_inside_board),
    cmocka_unit_test (test_unreachable_island),
    cmocka_unit_test (test_island_without_coast),
    cmocka_unit_test (test_island_across_another_sea),
    cmocka_unit_test (test_huge_board),
    cmocka_unit_test (test_chit_missing_warning),
    cmocka_unit_test (test_BA_FIGHT_03_RH_END_module_params_checked),
    cmocka_unit_test (test_duplicate_module),
    cmocka_unit_test (test_FR_03_module_conflict),
    cmocka_unit_test (test_BASE_PIECES_02_pieces_cover_setup),
    cmocka_unit_test (test_RH_SETUP_01_robin_on_the_desert),
    cmocka_unit_test (test_unknown_module_and_params),
    cmocka_unit_test (test_module_requirements),
    cmocka_unit_test (test_players_covered),
    cmocka_unit_test (test_DR_MAP_01_home_island),
    cmocka_unit_test (test_BA_MAP_01_castle_and_desert_corners),
    cmocka_unit_test (test_BA_MAP_02_coast_and_inland_groups),
    cmocka_unit_test (test_BA_SETUP_02_barbarian_supply),
    cmocka_unit_test (test_BA_MAP_03_coast_numbers),
    cmocka_unit_test (test_BA_SETUP_02_starting_barbarians),
    cmocka_unit_test (test_order_errors_first),
    cmocka_unit_test (test_validate_players_filter),
    cmocka_unit_test (test_seed_chit_tables_list_a_seven),
    cmocka_unit_test (test_seed_chit_totals_are_36_not_32),
    cmocka_unit_test (test_seed_5_6_chits_do_not_cover_44_hexes),
    cmocka_unit_test (test_seed_5_6_raiders_26_components_24_supply),
    cmocka_unit_test (test_starting_places_too_few_for_players),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
