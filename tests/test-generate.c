/* test-generate.c: the board generator deals valid, reproducible, varied boards that keep
 * every constraint, and refuses impossible pools and constraint sets with a clear error.
 * The constraints are checked here by code of its own, not by the generator's checks. */
#include "hw-test.h"

#include <math.h>
#include <string.h>

#include "gen-boards.h"
#include "hw-balance.h"
#include "hw-generate.h"
#include "hw-scenario-io.h"
#include "hw-validate.h"

#define N_SEEDS 1000

static HwVariant *
first_variant (HwScenario *s)
{
  return g_ptr_array_index (s->variants, 0);
}

/* ---- The independent check ------------------------------------------------------------- */

static gboolean
red (int n)
{
  return n == 6 || n == 8;
}

/* Whether @hex is dealt by one of @variant's terrain shuffles (as the format defines it). */
static gboolean
terrain_dealt (const HwVariant *variant,
               const HwHex     *hex)
{
  if (hex->flags & HW_HEX_TERRAIN_FIXED)
    return FALSE;
  for (guint i = 0; i < variant->shuffles->len; i++)
    {
      const HwShuffle *s = g_ptr_array_index (variant->shuffles, i);

      if (s->kind != HW_SHUFFLE_TERRAIN)
        continue;
      if (s->group == NULL ? hex->terrain != HW_TERRAIN_SEA
                           : (hex->groups & hw_board_group_mask (variant->board, s->group)) != 0)
        return TRUE;
    }
  return FALSE;
}

/* Whether @hex's chit is dealt by one of @variant's chit shuffles. */
static gboolean
chit_dealt (const HwVariant *variant,
            const HwHex     *hex)
{
  if (hex->flags & HW_HEX_CHIT_FIXED)
    return FALSE;
  for (guint i = 0; i < variant->shuffles->len; i++)
    {
      const HwShuffle *s = g_ptr_array_index (variant->shuffles, i);

      if (s->kind == HW_SHUFFLE_CHITS &&
          (s->group == NULL || (hex->groups & hw_board_group_mask (variant->board, s->group)) != 0))
        return TRUE;
    }
  return FALSE;
}

/* A hex the generator may not touch at all: what it breaks is the file's own doing. */
static gboolean
kept (const HwVariant *variant,
      const HwHex     *hex)
{
  return hex == NULL || (!terrain_dealt (variant, hex) && !chit_dealt (variant, hex));
}

static int
hex_pips (const HwHex *hex)
{
  if (hex == NULL || !hw_terrain_takes_chit (hex->terrain) || hex->chit == 0)
    return 0;
  return 6 - ABS (7 - (int) hex->chit);
}

/* Returns a description of the first broken constraint of @variant's board, or NULL. */
static char *
broken_constraint (const HwVariant        *variant,
                   const HwGenerateParams *p)
{
  const HwBoard *b = variant->board;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = 0; i < hw_board_n_hexes (b); i++)
    {
      const HwHex *hex = hw_board_get_hex (b, i);
      int c = hex->chit;

      if (c == 0)
        continue;
      if (kept (variant, hex))
        {
          /* Only its pairs with hexes the generator dealt are the generator's business. */
          for (int side = 0; side < 6; side++)
            {
              const HwHex *o = hw_board_lookup (b, hw_coord_neighbor (hex->coord, side));

              if (o == NULL || o->chit == 0 || kept (variant, o))
                continue;
              if (p->red_apart && red (c) && red (o->chit))
                return g_strdup_printf ("red %d at (%d,%d) next to %d", c, hex->coord.q, hex->coord.r, o->chit);
              if (p->equal_apart && c == o->chit)
                return g_strdup_printf ("equal %d at (%d,%d)", c, hex->coord.q, hex->coord.r);
            }
          continue;
        }
      if (hex->terrain == HW_TERRAIN_JUNGLE &&
          !(c == 3 || c == 4 || c == 5 || c == 9 || c == 10 || c == 11))
        return g_strdup_printf ("jungle (%d,%d) has %d", hex->coord.q, hex->coord.r, c);
      if (p->gold_not_red && red (c) &&
          (hex->terrain == HW_TERRAIN_GOLD || hex->terrain == HW_TERRAIN_VOLCANO))
        return g_strdup_printf ("gold/volcano (%d,%d) has %d", hex->coord.q, hex->coord.r, c);
      for (int side = 0; side < 6; side++)
        {
          const HwHex *o = hw_board_lookup (b, hw_coord_neighbor (hex->coord, side));

          if (o == NULL || o->chit == 0)
            continue;
          if (p->red_apart && red (c) && red (o->chit))
            return g_strdup_printf ("red %d at (%d,%d) next to %d", c, hex->coord.q, hex->coord.r, o->chit);
          if (p->equal_apart && c == o->chit)
            return g_strdup_printf ("equal %d at (%d,%d)", c, hex->coord.q, hex->coord.r);
        }
      if (p->node_pips)
        for (int corner = 0; corner < 6; corner++)
          {
            HwCoord three[3];
            int sum = 0, with = 0;

            hw_node_key_hexes (hw_node_key (hex->coord, corner), three);
            for (int k = 0; k < 3; k++)
              {
                int pp = hex_pips (hw_board_lookup (b, three[k]));
                sum += pp;
                with += pp > 0;
              }
            if (sum > p->node_pips_max || (with == 3 && sum < p->node_pips_min))
              return g_strdup_printf ("node pips %d at (%d,%d)/%d", sum, hex->coord.q, hex->coord.r, corner);
          }
    }

  /* Same-terrain clumps, by flood fill over coordinates. */
  if (p->clump_limit > 0)
    for (guint i = 0; i < hw_board_n_hexes (b); i++)
      {
        const HwHex *start = hw_board_get_hex (b, i);
        g_autoptr(GQueue) queue = g_queue_new ();
        guint size = 0;
        gboolean dealt = FALSE;

        if (!hw_terrain_takes_chit (start->terrain) || g_hash_table_contains (seen, start))
          continue;
        g_hash_table_add (seen, (gpointer) start);
        g_queue_push_tail (queue, (gpointer) start);
        while (!g_queue_is_empty (queue))
          {
            const HwHex *h = g_queue_pop_head (queue);

            size++;
            dealt |= terrain_dealt (variant, h);
            for (int side = 0; side < 6; side++)
              {
                const HwHex *o = hw_board_lookup (b, hw_coord_neighbor (h->coord, side));
                if (o != NULL && o->terrain == start->terrain && !g_hash_table_contains (seen, o))
                  {
                    g_hash_table_add (seen, (gpointer) o);
                    g_queue_push_tail (queue, (gpointer) o);
                  }
              }
          }
        if (dealt && size >= p->clump_limit)
          return g_strdup_printf ("clump of %u %s at (%d,%d)", size,
                                  hw_terrain_to_string (start->terrain),
                                  start->coord.q, start->coord.r);
      }

  /* A harbor's two nodes touch the hexes across its side and the two sides beside it. */
  if (p->harbor_apart)
    for (guint i = 0; i < hw_board_n_harbors (b); i++)
      {
        const HwHarbor *h = hw_board_get_harbor (b, i);

        gboolean dealt = FALSE;

        if (h->resource == HW_RESOURCE_NONE)
          continue;
        for (guint k = 0; k < variant->shuffles->len && !(h->flags & HW_HARBOR_FIXED); k++)
          {
            const HwShuffle *sh = g_ptr_array_index (variant->shuffles, k);
            const HwHex *sea = hw_board_lookup (b, h->coord);

            if (sh->kind == HW_SHUFFLE_HARBORS &&
                (sh->group == NULL ||
                 (sea != NULL && (sea->groups & hw_board_group_mask (b, sh->group)) != 0)))
              dealt = TRUE;
          }
        for (int d = -1; d <= 1; d++)
          dealt |= !kept (variant, hw_board_lookup (b, hw_coord_neighbor (h->coord, (h->side + 6 + d) % 6)));
        if (!dealt)
          continue;
        for (int d = -1; d <= 1; d++)
          {
            const HwHex *o = hw_board_lookup (b, hw_coord_neighbor (h->coord, (h->side + 6 + d) % 6));
            if (o != NULL && hw_terrain_resource (o->terrain) == h->resource)
              return g_strdup_printf ("harbor %u next to its resource", i);
          }
      }
  return NULL;
}

/* Returns "code: message" of every error the validator finds in @v. */
static GHashTable *
error_set (const HwScenario *s,
           const HwVariant  *v)
{
  g_autoptr(GPtrArray) diags = hw_validate_variant (s, v);
  GHashTable *set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_ptr_array_set_free_func (diags, (GDestroyNotify) hw_diagnostic_free);
  for (guint i = 0; i < diags->len; i++)
    {
      HwDiagnostic *d = g_ptr_array_index (diags, i);
      if (d->severity == HW_SEVERITY_ERROR)
        g_hash_table_add (set, g_strdup_printf ("%s: %s", d->code, d->message));
    }
  return set;
}

/* The generated board has no validation error, except any the file itself already had
 * before generating (those are the file's to fix, and are printed). */
static void
assert_no_new_errors (const HwScenario *s,
                      const HwVariant  *v,
                      GHashTable       *before,
                      guint64           seed)
{
  g_autoptr(GHashTable) now = error_set (s, v);
  GHashTableIter iter;
  gpointer key;
  guint fresh = 0;

  g_hash_table_iter_init (&iter, now);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (before == NULL || !g_hash_table_contains (before, key))
      {
        print_message ("seed %" G_GUINT64_FORMAT ": %s\n", seed, (const char *) key);
        fresh++;
      }
  assert_int_equal (fresh, 0);
}

static void
assert_no_errors (const HwScenario *s,
                  const HwVariant  *v,
                  guint64           seed)
{
  assert_no_new_errors (s, v, NULL, seed);
}

/* Generates seeds 1..N_SEEDS of every variant with shuffles; each must validate without
 * errors and keep the constraints. Returns how many boards were made. */
static guint
generate_all_seeds (HwScenario             *s,
                    const HwGenerateParams *params)
{
  guint made = 0;

  for (guint vi = 0; vi < s->variants->len; vi++)
    {
      HwVariant *v = g_ptr_array_index (s->variants, vi);
      g_autoptr(HwBoard) original = hw_board_copy (v->board);
      g_autoptr(GError) error = NULL;
      g_autoptr(HwGenerator) gen = NULL;
      HwGenerateParams p = *params;
      g_autoptr(GHashTable) before = NULL;
      GHashTableIter iter;
      gpointer key;

      if (v->shuffles->len == 0)
        continue;
      before = error_set (s, v);
      g_hash_table_iter_init (&iter, before);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        print_message ("# %s: the file itself has: %s\n", v->id, (const char *) key);
      assert_true (hw_generate_params_from_scenario (&p, s, NULL));
      gen = hw_generator_new (s, v, &p, &error);
      if (gen == NULL)
        print_message ("%s: %s\n", v->id, error->message);
      assert_non_null (gen);

      for (guint64 seed = 1; seed <= N_SEEDS; seed++)
        {
          HwRng rng;
          g_autofree char *broken = NULL;
          g_autoptr(GError) deal_error = NULL;

          hw_rng_seed (&rng, seed);
          if (!hw_generator_deal (gen, &rng, &deal_error))
            print_message ("%s seed %" G_GUINT64_FORMAT ": %s\n", v->id, seed, deal_error->message);
          assert_null (deal_error);
          hw_board_free (v->board);
          v->board = hw_board_copy (original);
          hw_generator_apply (gen, v->board);

          broken = broken_constraint (v, &p);
          if (broken != NULL)
            print_message ("%s seed %" G_GUINT64_FORMAT ": %s\n", v->id, seed, broken);
          assert_null (broken);
          assert_no_new_errors (s, v, before, seed);
          made++;
        }
      hw_board_free (v->board);
      v->board = hw_board_copy (original);
    }
  return made;
}

/* ---- Tests ----------------------------------------------------------------------------- */

static void
test_generate_base_seeds_valid (void **state)
{
  g_autoptr(HwScenario) s = gen_base_scenario ();
  HwGenerateParams p;

  hw_generate_params_init (&p);
  assert_int_equal (generate_all_seeds (s, &p), N_SEEDS);
}

static void
test_generate_special_terrains_seeds_valid (void **state)
{
  g_autoptr(HwScenario) s = gen_special_scenario ();
  HwGenerateParams p;

  hw_generate_params_init (&p);
  assert_int_equal (generate_all_seeds (s, &p), N_SEEDS);
}

/* Returns the paths of the shipped scenario files (maybe none yet). */
static GPtrArray *
shipped_scenarios (void)
{
  g_autofree char *dir = hw_test_source_path ("scenarios", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (paths, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (paths, (GCompareFunc) g_strcmp0);
  return paths;
}

static void
test_generate_shipped_scenarios (void **state)
{
  GPtrArray *paths = shipped_scenarios ();
  guint files = paths->len;

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(HwScenario) s = hw_scenario_load_file (path, &error);
      HwGenerateParams p;

      if (s == NULL)
        print_message ("%s: %s\n", path, error->message);
      assert_non_null (s);
      hw_generate_params_init (&p);
      assert_true (generate_all_seeds (s, &p) >= N_SEEDS);
    }
  g_ptr_array_unref (paths);
  if (files == 0)
    {
      /* Until scenario files ship, hold the boards built here to the same test. */
      g_autoptr(HwScenario) s = gen_special_scenario ();
      HwGenerateParams p;

      print_message ("# no shipped scenarios found; using a built-in board\n");
      hw_generate_params_init (&p);
      assert_int_equal (generate_all_seeds (s, &p), N_SEEDS);
    }
}

/* Every terrain of a group's pool shows up at every dealt position over the seeds. */
static void
assert_terrains_spread (HwScenario *s)
{
  for (guint vi = 0; vi < s->variants->len; vi++)
    {
      HwVariant *v = g_ptr_array_index (s->variants, vi);
      guint n = hw_board_n_hexes (v->board);
      g_autofree guint *seen = g_new0 (guint, (n + 1) * HW_N_TERRAINS);
      g_autoptr(HwGenerator) gen = NULL;
      HwGenerateParams p;

      if (v->shuffles->len == 0)
        continue;
      hw_generate_params_init (&p);
      assert_true (hw_generate_params_from_scenario (&p, s, NULL));
      gen = hw_generator_new (s, v, &p, NULL);
      assert_non_null (gen);
      for (guint64 seed = 1; seed <= N_SEEDS; seed++)
        {
          HwRng rng;

          hw_rng_seed (&rng, seed);
          assert_true (hw_generator_deal (gen, &rng, NULL));
          for (guint h = 0; h < n; h++)
            seen[h * HW_N_TERRAINS + hw_generator_terrain (gen, h)]++;
        }

      for (guint si = 0; si < v->shuffles->len; si++)
        {
          const HwShuffle *shuffle = g_ptr_array_index (v->shuffles, si);
          guint32 mask = shuffle->group ? hw_board_group_mask (v->board, shuffle->group) : 0;
          guint pool[HW_N_TERRAINS] = { 0 };

          if (shuffle->kind != HW_SHUFFLE_TERRAIN)
            continue;
          /* The pool, as what shows up anywhere in the group. */
          for (guint h = 0; h < n; h++)
            {
              const HwHex *hex = hw_board_get_hex (v->board, h);
              if (terrain_dealt (v, hex) && (mask == 0 || (hex->groups & mask)))
                for (int t = 0; t < HW_N_TERRAINS; t++)
                  pool[t] += seen[h * HW_N_TERRAINS + t];
            }
          for (guint h = 0; h < n; h++)
            {
              const HwHex *hex = hw_board_get_hex (v->board, h);

              if (!terrain_dealt (v, hex) || (mask != 0 && !(hex->groups & mask)))
                continue;
              for (int t = 0; t < HW_N_TERRAINS; t++)
                if (pool[t] > 0 && seen[h * HW_N_TERRAINS + t] == 0)
                  {
                    print_message ("%s: %s never at (%d,%d)\n", v->id, hw_terrain_to_string (t),
                                   hex->coord.q, hex->coord.r);
                    fail ();
                  }
            }
        }
    }
}

static void
test_generate_distribution_not_degenerate (void **state)
{
  g_autoptr(HwScenario) s = gen_base_scenario ();
  HwVariant *v = first_variant (s);
  g_autoptr(HwGenerator) gen = hw_generator_new (s, v, NULL, NULL);
  guint n = hw_board_n_hexes (v->board);
  g_autofree guint *chits = g_new0 (guint, (n + 1) * 13);

  assert_terrains_spread (s);

  /* Numbers too: every number at every producing position. */
  assert_non_null (gen);
  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      HwRng rng;

      hw_rng_seed (&rng, seed);
      assert_true (hw_generator_deal (gen, &rng, NULL));
      for (guint h = 0; h < n; h++)
        chits[h * 13 + hw_generator_chit (gen, h)]++;
    }
  for (guint h = 0; h < n; h++)
    if (hw_board_get_hex (v->board, h)->terrain != HW_TERRAIN_SEA)
      for (int c = 2; c <= 12; c++)
        if (c != 7)
          assert_true (chits[h * 13 + c] > 0);
}

static void
test_generate_shipped_distribution (void **state)
{
  GPtrArray *paths = shipped_scenarios ();
  guint files = paths->len;

  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr(HwScenario) s = hw_scenario_load_file (g_ptr_array_index (paths, i), NULL);

      assert_non_null (s);
      assert_terrains_spread (s);
    }
  g_ptr_array_unref (paths);
  if (files == 0)
    {
      g_autoptr(HwScenario) s = gen_special_scenario ();

      print_message ("# no shipped scenarios found; using a built-in board\n");
      assert_terrains_spread (s);
    }
}

static void
test_generate_same_seed_same_board (void **state)
{
  g_autoptr(HwScenario) a = gen_base_scenario ();
  g_autoptr(HwScenario) b = gen_base_scenario ();
  g_autoptr(HwScenario) c = gen_base_scenario ();
  g_autofree char *bytes_a = NULL;
  g_autofree char *bytes_b = NULL;
  HwGenerateParams p;

  hw_generate_params_init (&p);
  assert_true (hw_generate_variant (a, first_variant (a), &p, 77, NULL));
  assert_true (hw_generate_variant (b, first_variant (b), &p, 77, NULL));
  assert_true (hw_generate_variant (c, first_variant (c), &p, 78, NULL));
  assert_true (hw_board_equal (first_variant (a)->board, first_variant (b)->board));
  assert_false (hw_board_equal (first_variant (a)->board, first_variant (c)->board));
  assert_true (first_variant (a)->has_seed);
  assert_true (first_variant (a)->seed == 77);

  bytes_a = hw_scenario_to_data (a, NULL);
  bytes_b = hw_scenario_to_data (b, NULL);
  assert_string_equal (bytes_a, bytes_b);
  assert_non_null (strstr (bytes_a, "seed=\"77\""));

  /* Best-of too. */
  p.best_of = 5;
  assert_true (hw_generate_variant (a, first_variant (a), &p, 9, NULL));
  assert_true (hw_generate_variant (b, first_variant (b), &p, 9, NULL));
  assert_true (hw_board_equal (first_variant (a)->board, first_variant (b)->board));
}

/* Barbarian Attack's shape: numbers fixed by position, castle and desert fixed, coast and
 * inland dealt from pools of their own (BA-MAP-02/03). */
static void
test_generate_fixed_and_own_pools (void **state)
{
  g_autoptr(HwScenario) s = gen_base_scenario ();
  HwVariant *v = first_variant (s);
  HwBoard *b = v->board;
  HwShuffle *coast, *inland;
  int coast_pool[HW_N_TERRAINS] = { 0 }, inland_pool[HW_N_TERRAINS] = { 0 };
  int corner_q = 0;
  HwHex *desert = hw_board_lookup (b, hw_coord (0, 0));
  g_autoptr(HwBoard) before = NULL;
  HwGenerateParams p;

  /* Rim hexes in "coast", inner ones in "inland"; every chit fixed. */
  g_ptr_array_set_size (v->shuffles, 0);
  for (guint h = 0; h < hw_board_n_hexes (b); h++)
    {
      HwHex *hex = hw_board_get_hex (b, h);
      int dist = hw_coord_distance (hex->coord, hw_coord (0, 0));

      if (hex->terrain == HW_TERRAIN_SEA)
        continue;
      hex->groups = 0;
      hex->flags |= HW_HEX_CHIT_FIXED;
      hex->groups |= 1u << hw_board_group_index (b, dist == 2 ? "coast" : "inland", TRUE);
    }
  /* The desert stays fixed in the middle. */
  desert->flags |= HW_HEX_TERRAIN_FIXED;
  corner_q = desert->coord.q;
  (void) corner_q;

  coast = hw_shuffle_new (HW_SHUFFLE_TERRAIN, "coast");
  inland = hw_shuffle_new (HW_SHUFFLE_TERRAIN, "inland");
  coast->has_pool = inland->has_pool = TRUE;
  for (int t = 0; t < HW_N_TERRAINS; t++)
    coast->terrains[t] = inland->terrains[t] = HW_NO_COUNT;
  coast->terrains[HW_TERRAIN_FOREST] = 2;
  coast->terrains[HW_TERRAIN_HILLS] = 2;
  coast->terrains[HW_TERRAIN_PASTURE] = 3;
  coast->terrains[HW_TERRAIN_MOUNTAINS] = 2;
  coast->terrains[HW_TERRAIN_FIELDS] = 3;     /* 12 rim hexes */
  inland->terrains[HW_TERRAIN_FOREST] = 2;
  inland->terrains[HW_TERRAIN_HILLS] = 1;
  inland->terrains[HW_TERRAIN_PASTURE] = 1;
  inland->terrains[HW_TERRAIN_MOUNTAINS] = 1;
  inland->terrains[HW_TERRAIN_FIELDS] = 1;    /* 6 inner hexes around the desert */
  g_ptr_array_add (v->shuffles, coast);
  g_ptr_array_add (v->shuffles, inland);
  before = hw_board_copy (b);

  hw_generate_params_init (&p);
  p.equal_apart = FALSE;  /* the printed numbers already stand where they stand */
  p.red_apart = FALSE;
  for (guint64 seed = 1; seed <= 50; seed++)
    {
      memset (coast_pool, 0, sizeof coast_pool);
      memset (inland_pool, 0, sizeof inland_pool);
      hw_board_free (v->board);
      v->board = b = hw_board_copy (before);
      assert_true (hw_generate_variant (s, v, &p, seed, NULL));
      for (guint h = 0; h < hw_board_n_hexes (b); h++)
        {
          const HwHex *now = hw_board_get_hex (b, h);
          const HwHex *was = hw_board_get_hex (before, h);

          assert_int_equal (now->chit, was->chit);
          if (was->flags & HW_HEX_TERRAIN_FIXED || was->terrain == HW_TERRAIN_SEA)
            assert_int_equal (now->terrain, was->terrain);
          else if (hw_coord_distance (now->coord, hw_coord (0, 0)) == 2)
            coast_pool[now->terrain]++;
          else
            inland_pool[now->terrain]++;
        }
      for (int t = HW_TERRAIN_FIELDS; t <= HW_TERRAIN_PASTURE; t++)
        {
          assert_int_equal (coast_pool[t], coast->terrains[t]);
          assert_int_equal (inland_pool[t], inland->terrains[t]);
        }
    }
}

static void
test_generate_harbor_apart_and_node_pips (void **state)
{
  g_autoptr(HwScenario) s = gen_base_scenario ();
  HwVariant *v = first_variant (s);
  g_autoptr(HwBoard) original = hw_board_copy (v->board);
  HwGenerateParams p;

  hw_generate_params_init (&p);
  p.harbor_apart = TRUE;
  p.node_pips = TRUE;
  p.node_pips_min = 5;
  p.node_pips_max = 11;
  for (guint64 seed = 1; seed <= 200; seed++)
    {
      g_autofree char *broken = NULL;
      g_autoptr(GError) error = NULL;

      hw_board_free (v->board);
      v->board = hw_board_copy (original);
      if (!hw_generate_variant (s, v, &p, seed, &error))
        print_message ("seed %" G_GUINT64_FORMAT ": %s\n", seed, error->message);
      assert_null (error);
      broken = broken_constraint (v, &p);
      assert_null (broken);
      assert_no_errors (s, v, seed);
    }
}

/* The rulebook's A-R spiral: read from some corner, counterclockwise, outside in, the numbers
 * are 5 2 6 3 8 10 9 12 11 4 8 10 9 4 5 6 3 11 with the desert skipped. */
static gboolean
follows_spiral (const HwBoard *b)
{
  static const int order[18] = { 5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11 };

  for (int start = 0; start < 6; start++)
    {
      int got[19], n = 0;

      for (int radius = 2; radius >= 0; radius--)
        {
          HwCoord c = hw_coord (0, 0);

          for (int k = 0; k < radius; k++)
            c = hw_coord_neighbor (c, start);
          if (radius == 0)
            {
              got[n++] = hw_board_lookup (b, c)->chit;
              break;
            }
          /* Counterclockwise on screen: from the corner at direction d walk toward the
           * corner at direction d - 1. */
          for (int side = 0; side < 6; side++)
            {
              int d = ((start - side) % 6 + 6) % 6;
              HwCoord next_corner = hw_coord (0, 0);
              int dir = -1;

              for (int k = 0; k < radius; k++)
                next_corner = hw_coord_neighbor (next_corner, (d + 5) % 6);
              for (int s = 0; s < 6; s++)
                {
                  HwCoord t = c;
                  for (int k = 0; k < radius; k++)
                    t = hw_coord_neighbor (t, s);
                  if (hw_coord_equal (t, next_corner))
                    dir = s;
                }
              assert_true (dir >= 0);
              for (int k = 0; k < radius; k++)
                {
                  got[n++] = hw_board_lookup (b, c)->chit;
                  c = hw_coord_neighbor (c, dir);
                }
            }
        }
      {
        int m = 0;
        gboolean ok = TRUE;

        for (int i = 0; i < n && ok; i++)
          if (got[i] != 0)
            ok = got[i] == order[m++];
        if (ok && m == 18)
          return TRUE;
      }
    }
  return FALSE;
}

static void
test_generate_spiral (void **state)
{
  g_autoptr(HwScenario) s = gen_base_scenario ();
  HwVariant *v = first_variant (s);
  HwModule *base = g_ptr_array_index (s->modules, 0);
  guint made = 0;

  hw_module_set_param (base, "generator-chits", "spiral");
  for (guint64 seed = 1; seed <= 60; seed++)
    {
      HwGenerateParams p;
      g_autoptr(GError) error = NULL;
      g_autofree char *broken = NULL;

      hw_generate_params_init (&p);
      assert_true (hw_generate_params_from_scenario (&p, s, NULL));
      assert_true (p.spiral);
      if (!hw_generate_variant (s, v, &p, seed, &error))
        print_message ("%s\n", error->message);
      assert_null (error);
      assert_true (follows_spiral (v->board));
      broken = broken_constraint (v, &p);
      assert_null (broken);
      made++;
    }
  assert_int_equal (made, 60);

  /* Not the base chits: the spiral does not apply, the chits are shuffled instead. */
  v->tables.chits[12] = 0;
  v->tables.chits[11] = 3;
  {
    HwGenerateParams p;
    g_autoptr(GPtrArray) problems = hw_generate_check_pools (s, v);
    guint elevens = 0;

    hw_generate_params_init (&p);
    assert_true (hw_generate_params_from_scenario (&p, s, NULL));
    assert_int_equal (problems->len, 0);
    assert_true (hw_generate_variant (s, v, &p, 5, NULL));
    for (guint h = 0; h < hw_board_n_hexes (v->board); h++)
      elevens += hw_board_get_hex (v->board, h)->chit == 11;
    assert_int_equal (elevens, 3);
  }
}

static void
test_generate_robber_follows_desert (void **state)
{
  g_autoptr(HwScenario) s = gen_base_scenario ();
  HwVariant *v = first_variant (s);
  guint moved = 0;

  for (guint64 seed = 1; seed <= 30; seed++)
    {
      g_autoptr(HwScenario) copy = hw_scenario_copy (s);
      HwVariant *cv = first_variant (copy);

      assert_true (hw_generate_variant (copy, cv, NULL, seed, NULL));
      for (guint h = 0; h < hw_board_n_hexes (cv->board); h++)
        {
          const HwHex *hex = hw_board_get_hex (cv->board, h);

          assert_int_equal (hex->pawns[HW_PAWN_ROBBER], hex->terrain == HW_TERRAIN_DESERT ? 1 : 0);
          if (hex->terrain == HW_TERRAIN_DESERT && !hw_coord_equal (hex->coord, hw_coord (0, 0)))
            moved++;
        }
    }
  assert_true (moved > 0);
  (void) v;
}

static void
test_generate_pool_too_small (void **state)
{
  g_autoptr(HwScenario) s = gen_base_scenario ();
  HwVariant *v = first_variant (s);
  HwShuffle *terrain = g_ptr_array_index (v->shuffles, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwGenerator) gen = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(HwBoard) before = hw_board_copy (v->board);

  /* A pool of its own with 5 terrains for 19 positions. */
  terrain->has_pool = TRUE;
  for (int t = 0; t < HW_N_TERRAINS; t++)
    terrain->terrains[t] = HW_NO_COUNT;
  terrain->terrains[HW_TERRAIN_FIELDS] = 5;
  gen = hw_generator_new (s, v, NULL, &error);
  assert_null (gen);
  assert_true (g_error_matches (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_POOL));
  assert_non_null (strstr (error->message, "too few"));
  assert_non_null (strstr (error->message, "land"));
  g_clear_error (&error);
  assert_false (hw_generate_variant (s, v, NULL, 1, &error));
  assert_true (hw_board_equal (before, v->board));
  assert_false (v->has_seed);
  problems = hw_generate_check_pools (s, v);
  assert_true (problems->len >= 1);

  /* The validator reports it too, at the shuffle's line. */
  {
    g_autoptr(GPtrArray) diags = hw_validate_variant (s, v);
    gboolean found = FALSE;

    terrain->line = 0;
    for (guint i = 0; i < diags->len; i++)
      {
        const HwDiagnostic *d = g_ptr_array_index (diags, i);
        if (g_strcmp0 (d->code, "shuffle-pool") == 0 && d->severity == HW_SEVERITY_ERROR)
          found |= strstr (d->message, "too few") != NULL;
      }
    assert_true (found);
  }

  /* Chits from the tables: one 9 too few. */
  g_clear_error (&error);
  terrain->has_pool = FALSE;
  v->tables.chits[9] = 1;
  gen = hw_generator_new (s, v, NULL, &error);
  assert_null (gen);
  assert_true (g_error_matches (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_POOL));
  assert_non_null (strstr (error->message, "17 chits"));

  /* An unknown group. */
  g_clear_error (&error);
  v->tables.chits[9] = 2;
  g_ptr_array_add (v->shuffles, hw_shuffle_new (HW_SHUFFLE_TERRAIN, "nowhere"));
  g_clear_pointer (&problems, g_ptr_array_unref);
  problems = hw_generate_check_pools (s, v);
  assert_int_equal (problems->len, 1);
  assert_non_null (strstr (((HwGenerateProblem *) g_ptr_array_index (problems, 0))->message, "nowhere"));
}

static void
test_generate_impossible_constraints (void **state)
{
  g_autoptr(HwScenario) s = gen_base_scenario ();
  HwVariant *v = first_variant (s);
  g_autoptr(HwBoard) before = hw_board_copy (v->board);
  g_autoptr(GError) error = NULL;
  HwGenerateParams p;

  /* No two producing hexes of one terrain may touch: 18 producing hexes in 5 terrains
   * on a 19-hex island cannot do that... with clumps of 1, nothing can. */
  hw_generate_params_init (&p);
  p.clump_limit = 1;
  p.max_attempts = 100;
  assert_false (hw_generate_variant (s, v, &p, 1, &error));
  assert_true (g_error_matches (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_CONSTRAINTS));
  assert_non_null (strstr (error->message, "100 attempts"));
  assert_true (hw_board_equal (before, v->board));

  /* Node pips at most 3: any 6 already breaks it. */
  g_clear_error (&error);
  hw_generate_params_init (&p);
  p.node_pips = TRUE;
  p.node_pips_max = 3;
  p.max_attempts = 50;
  assert_false (hw_generate_variant (s, v, &p, 1, &error));
  assert_true (g_error_matches (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_CONSTRAINTS));

  /* Jungle numbers are always restricted: a jungle pool with only 2, 6, 8, 12 to deal. */
  {
    g_autoptr(HwScenario) j = gen_special_scenario ();
    HwVariant *jv = first_variant (j);
    HwShuffle *chits = g_ptr_array_index (jv->shuffles, 1);

    g_clear_error (&error);
    chits->has_pool = TRUE;
    for (int n = 0; n <= 12; n++)
      chits->chits[n] = 0;
    chits->chits[2] = 5;
    chits->chits[12] = 5;
    chits->chits[6] = 4;
    chits->chits[8] = 4;
    hw_generate_params_init (&p);
    p.red_apart = p.equal_apart = FALSE;
    p.clump_limit = 0;
    p.max_attempts = 30;
    assert_false (hw_generate_variant (j, jv, &p, 3, &error));
    assert_true (g_error_matches (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_CONSTRAINTS));
  }
}

/* Hostile set-ups never crash: random fixed flags, groups, own pools and constraints either
 * give a board that keeps the constraints or a clear error. */
static void
test_generate_random_setups_never_crash (void **state)
{
  GRand *rand = g_rand_new_with_seed (12345);
  guint ok = 0, refused = 0;

  for (guint iter = 0; iter < 300; iter++)
    {
      g_autoptr(HwScenario) s = iter % 2 ? gen_special_scenario () : gen_base_scenario ();
      HwVariant *v = first_variant (s);
      g_autoptr(GError) error = NULL;
      HwGenerateParams p;

      for (guint h = 0; h < hw_board_n_hexes (v->board); h++)
        {
          HwHex *hex = hw_board_get_hex (v->board, h);

          if (g_rand_int_range (rand, 0, 8) == 0)
            hex->flags |= HW_HEX_TERRAIN_FIXED;
          if (g_rand_int_range (rand, 0, 8) == 0)
            hex->flags |= HW_HEX_CHIT_FIXED;
          if (g_rand_int_range (rand, 0, 10) == 0)
            hex->groups ^= 1u << hw_board_group_index (v->board, "other", TRUE);
        }
      for (guint i = 0; i < hw_board_n_harbors (v->board); i++)
        if (g_rand_int_range (rand, 0, 4) == 0)
          hw_board_get_harbor (v->board, i)->flags |= HW_HARBOR_FIXED;
      for (guint i = 0; i < v->shuffles->len; i++)
        {
          HwShuffle *shuffle = g_ptr_array_index (v->shuffles, i);

          if (g_rand_int_range (rand, 0, 3) != 0)
            continue;
          shuffle->has_pool = TRUE;
          for (int t = 0; t < HW_N_TERRAINS; t++)
            shuffle->terrains[t] = g_rand_int_range (rand, -1, 6);
          for (int n = 0; n <= 12; n++)
            shuffle->chits[n] = g_rand_int_range (rand, -1, 4);
          for (int k = 0; k <= HW_N_RESOURCES; k++)
            shuffle->harbors[k] = g_rand_int_range (rand, -1, 4);
        }
      if (g_rand_int_range (rand, 0, 4) == 0)
        g_ptr_array_add (v->shuffles, hw_shuffle_new (g_rand_int_range (rand, 0, 3),
                                                      g_rand_boolean (rand) ? "other" : NULL));
      hw_generate_params_init (&p);
      p.red_apart = g_rand_boolean (rand);
      p.equal_apart = g_rand_boolean (rand);
      p.clump_limit = (guint) g_rand_int_range (rand, 0, 5);
      p.harbor_apart = g_rand_boolean (rand);
      p.node_pips = g_rand_int_range (rand, 0, 4) == 0;
      p.spiral = g_rand_int_range (rand, 0, 4) == 0;
      p.best_of = (guint) g_rand_int_range (rand, 1, 3);
      p.max_attempts = 20;

      if (hw_generate_variant (s, v, &p, iter, &error))
        {
          g_autofree char *broken = broken_constraint (v, &p);

          if (broken != NULL)
            print_message ("setup %u: %s\n", iter, broken);
          assert_null (broken);
          ok++;
        }
      else
        {
          assert_non_null (error);
          assert_true (strlen (error->message) > 10);
          refused++;
        }
    }
  g_rand_free (rand);
  /* Both outcomes must actually occur for the test to mean anything. */
  assert_true (ok > 0);
  assert_true (refused > 0);
}

static void
test_generate_params_from_scenario (void **state)
{
  g_autoptr(HwScenario) s = gen_base_scenario ();
  HwModule *base = g_ptr_array_index (s->modules, 0);
  g_autoptr(GError) error = NULL;
  HwGenerateParams p;

  hw_generate_params_init (&p);
  assert_true (p.red_apart && p.equal_apart && p.gold_not_red);
  assert_int_equal (p.clump_limit, 3);
  assert_false (p.harbor_apart || p.node_pips || p.spiral);

  hw_module_set_param (base, "generator-clump", "4");
  hw_module_set_param (base, "generator-equal-apart", "off");
  hw_module_set_param (base, "generator-harbor-apart", "on");
  assert_true (hw_generate_params_from_scenario (&p, s, &error));
  assert_int_equal (p.clump_limit, 4);
  assert_false (p.equal_apart);
  assert_true (p.harbor_apart);

  hw_module_set_param (base, "generator-clump", "many");
  assert_false (hw_generate_params_from_scenario (&p, s, &error));
  assert_non_null (strstr (error->message, "generator-clump"));
}

/* ---- Balance --------------------------------------------------------------------------- */

static void
test_balance_metrics_small_board (void **state)
{
  g_autoptr(HwBoard) b = hw_board_new ();
  HwBalance m;

  /* Three hexes meeting at one node: fields 6 (5 pips), hills 8 (5), forest 4 (3). */
  gen_put (b, 0, 0, HW_TERRAIN_FIELDS, 6, NULL);
  gen_put (b, 1, 0, HW_TERRAIN_HILLS, 8, NULL);
  gen_put (b, 0, 1, HW_TERRAIN_FOREST, 4, NULL);
  gen_put (b, 2, 0, HW_TERRAIN_DESERT, 0, NULL);
  hw_balance_measure_board (b, &m);

  assert_int_equal (m.resource_pips[HW_RESOURCE_GRAIN], 5);
  assert_int_equal (m.resource_pips[HW_RESOURCE_BRICK], 5);
  assert_int_equal (m.resource_pips[HW_RESOURCE_LUMBER], 3);
  assert_int_equal (m.resource_hexes[HW_RESOURCE_ORE], 0);
  assert_int_equal (m.best_node, 13);
  assert_int_equal (m.worst_node, 13);
  /* Per-hex pips 5, 5, 3: mean 13/3, population sd sqrt(8/9). */
  assert_true (fabs (m.resource_spread - (sqrt (8.0 / 9.0) / (13.0 / 3.0))) < 1e-9);
  /* Three adjacent pairs, all chit hexes, every pair used: observed = expected. */
  assert_true (fabs (m.number_clustering - 1.0) < 1e-9);
  assert_true (m.terrain_clustering == 0);
  assert_true (m.score >= 0 && m.score <= 1);
  assert_int_equal (m.n_harbors, 0);

  /* The overlay's per-node sums: one node at 13, the desert adds nothing. */
  {
    g_autoptr(HwGraph) graph = hw_graph_new (b);
    g_autofree int *sums = g_new0 (int, graph->n_nodes + 1);
    int best = 0, n13 = 0;

    hw_balance_node_pips (b, graph, sums);
    for (guint v = 0; v < graph->n_nodes; v++)
      {
        best = MAX (best, sums[v]);
        n13 += sums[v] == 13;
      }
    assert_int_equal (best, 13);
    assert_int_equal (n13, 1);
  }
}

static void
test_balance_best_of_not_worse (void **state)
{
  g_autoptr(HwScenario) s = gen_base_scenario ();
  HwVariant *v = first_variant (s);
  HwGenerateParams p;
  double single_sum = 0, best_sum = 0;

  hw_generate_params_init (&p);
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr(HwGenerator) one = NULL;
      g_autoptr(HwGenerator) best = NULL;
      HwBalance a, b;
      HwRng rng;
      g_autofree char *broken = NULL;

      p.best_of = 1;
      one = hw_generator_new (s, v, &p, NULL);
      hw_rng_seed (&rng, seed);
      assert_true (hw_generator_deal_best (one, &rng, NULL));
      hw_generator_measure (one, &a);

      p.best_of = 20;
      best = hw_generator_new (s, v, &p, NULL);
      hw_rng_seed (&rng, seed);
      assert_true (hw_generator_deal_best (best, &rng, NULL));
      hw_generator_measure (best, &b);

      /* The first candidate is the single deal, so the best can only be better. */
      assert_true (b.score <= a.score);
      assert_true (b.score >= 0 && a.score <= 1);
      single_sum += a.score;
      best_sum += b.score;

      /* And the improved board still keeps every constraint. */
      {
        g_autoptr(HwScenario) copy = hw_scenario_copy (s);
        HwVariant *cv = first_variant (copy);

        hw_generator_apply (best, cv->board);
        broken = broken_constraint (cv, &p);
        assert_null (broken);
        assert_no_errors (copy, cv, seed);
      }
    }
  assert_true (best_sum < single_sum);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_generate_base_seeds_valid),
    cmocka_unit_test (test_generate_special_terrains_seeds_valid),
    cmocka_unit_test (test_generate_shipped_scenarios),
    cmocka_unit_test (test_generate_distribution_not_degenerate),
    cmocka_unit_test (test_generate_shipped_distribution),
    cmocka_unit_test (test_generate_same_seed_same_board),
    cmocka_unit_test (test_generate_fixed_and_own_pools),
    cmocka_unit_test (test_generate_harbor_apart_and_node_pips),
    cmocka_unit_test (test_generate_spiral),
    cmocka_unit_test (test_generate_robber_follows_desert),
    cmocka_unit_test (test_generate_pool_too_small),
    cmocka_unit_test (test_generate_impossible_constraints),
    cmocka_unit_test (test_generate_random_setups_never_crash),
    cmocka_unit_test (test_generate_params_from_scenario),
    cmocka_unit_test (test_balance_metrics_small_board),
    cmocka_unit_test (test_balance_best_of_not_worse),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
