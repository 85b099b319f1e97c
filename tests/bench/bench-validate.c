/* bench-validate.c: time to validate the largest shipped board (The Desert Raiders, 5-6
 * players). The editor validates on every edit, so the target is well under 1 ms. */
#include "hw-test.h"
#include "hw-bench.h"

#include "hw-scenario-io.h"
#include "hw-validate.h"

#include <string.h>

/* A stand-in of the same size when the shipped file is not there: 67 hexes, 48 of them land
 * (the 5-6 table), numbers on the 44 that take one, 11 harbors. */
static HwScenario *
built_board (void)
{
  static const HwTerrain land[] = {
    HW_TERRAIN_DESERT, HW_TERRAIN_GOLD, HW_TERRAIN_VOLCANO, HW_TERRAIN_JUNGLE,
    HW_TERRAIN_FIELDS, HW_TERRAIN_HILLS, HW_TERRAIN_MOUNTAINS, HW_TERRAIN_FOREST, HW_TERRAIN_PASTURE,
  };
  static const int left[] = { 4, 3, 3, 3, 7, 7, 7, 7, 7 };
  static const int numbers[] = { 2, 3, 4, 5, 6, 8, 9, 10, 11, 12 };
  static const char *modules[] = { "base", "seafarers", "volcano", "jungle", "desert-raiders" };
  HwScenario *s = hw_scenario_new ();
  HwVariant *v = hw_variant_new ("5-6", 5, 6);
  int counts[G_N_ELEMENTS (left)];
  guint n_land = 0, n_chits = 0, n_harbors = 0;
  HwCoord ring[30];

  memcpy (counts, left, sizeof counts);
  s->id = g_strdup ("bench");
  s->min_players = 5;
  s->max_players = 6;
  s->victory_points = 13;
  for (guint i = 0; i < G_N_ELEMENTS (modules); i++)
    g_ptr_array_add (s->modules, hw_module_new (modules[i]));
  g_ptr_array_add (s->variants, v);

  for (guint radius = 0; radius <= 5; radius++)
    {
      guint n = hw_coord_ring (hw_coord (0, 0), radius, ring);

      for (guint i = 0; i < n && hw_board_n_hexes (v->board) < 67; i++)
        {
          HwHex *hex;

          if (n_land < 48)
            {
              guint k = n_land++ % G_N_ELEMENTS (land);

              while (counts[k] == 0)
                k = (k + 1) % G_N_ELEMENTS (land);
              counts[k]--;
              hex = hw_board_set_hex (v->board, ring[i], land[k]);
              if (hw_terrain_takes_chit (hex->terrain))
                hex->chit = (guint8) numbers[n_chits++ % G_N_ELEMENTS (numbers)];
              if (hex->terrain == HW_TERRAIN_DESERT)
                hex->groups = 1u << hw_board_group_index (v->board, "home", TRUE);
            }
          else
            {
              hw_board_set_hex (v->board, ring[i], HW_TERRAIN_SEA);
              for (int side = 0; side < 6 && n_harbors < 11 && i % 2 == 0; side++)
                if (hw_terrain_is_land (hw_board_terrain_at (v->board, hw_coord_neighbor (ring[i], side))))
                  {
                    HwHarbor h = { ring[i], (guint8) side, 0, (HwResource) ((int) (n_harbors % 6) - 1), 0 };

                    hw_board_add_harbor (v->board, &h);
                    n_harbors++;
                    break;
                  }
            }
        }
    }
  v->tables.supply[HW_PAWN_RAIDER] = 24;
  return s;
}

/* The format's largest board: 10,000 hexes of sea with one-hex islands, a harbor on every
 * sea hex. Not a target, a check that nothing grows faster than the board. */
static HwScenario *
huge_board (void)
{
  HwScenario *s = hw_scenario_new ();
  HwVariant *v = hw_variant_new ("3-4", 3, 4);

  s->id = g_strdup ("huge");
  s->min_players = 3;
  s->max_players = 4;
  s->victory_points = 10;
  g_ptr_array_add (s->modules, hw_module_new ("base"));
  g_ptr_array_add (s->modules, hw_module_new ("seafarers"));
  g_ptr_array_add (s->variants, v);
  for (int r = 0; r < 100; r++)
    for (int q = 0; q < 100; q++)
      {
        HwHex *hex = hw_board_set_hex (v->board, hw_coord (q, r),
                                       ((q - r) % 3 + 3) % 3 == 0 ? HW_TERRAIN_FIELDS : HW_TERRAIN_SEA);

        if (hex->terrain == HW_TERRAIN_FIELDS)
          hex->chit = (guint8) (2 + (q + r) % 5);
      }
  for (guint i = 0; i < hw_board_n_hexes (v->board); i++)
    {
      HwCoord c = hw_board_get_hex (v->board, i)->coord;

      if (hw_board_terrain_at (v->board, c) != HW_TERRAIN_SEA)
        continue;
      for (int side = 0; side < 6; side++)
        if (hw_board_terrain_at (v->board, hw_coord_neighbor (c, side)) == HW_TERRAIN_FIELDS)
          {
            HwHarbor h = { c, (guint8) side, 0, HW_RESOURCE_NONE, 0 };

            hw_board_add_harbor (v->board, &h);
            break;
          }
    }
  return s;
}

int
main (void)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = hw_scenario_load_file (path, &error);
  const char *source = path;
  HwVariant *v;
  guint runs = 0, findings = 0;
  double start, elapsed;

  if (s == NULL)
    {
      g_print ("# %s: %s; timing a board of the same size built in code\n", path, error->message);
      s = built_board ();
      source = "built in code";
    }
  v = hw_scenario_find_variant (s, 5);
  if (v == NULL)
    {
      g_printerr ("%s: no 5-6 player variant\n", source);
      return 1;
    }

  start = hw_bench_thread_seconds ();
  do
    {
      for (int i = 0; i < 1000; i++, runs++)
        {
          g_autoptr(GPtrArray) d = hw_validate_variant (s, v);

          findings = d->len;
        }
      elapsed = hw_bench_thread_seconds () - start;
    }
  while (elapsed < 1.0);

  g_print ("validate: %.1f us per validation of the %s board (%u hexes, %u harbors, %u findings; "
           "%s; %u runs)\n",
           elapsed * 1e6 / runs, v->id, hw_board_n_hexes (v->board), hw_board_n_harbors (v->board),
           findings, source, runs);

  /* The same without the generator's shuffle-pool check, to show what that part costs. */
  if (v->shuffles->len > 0)
    {
      g_autoptr(GPtrArray) shuffles = g_steal_pointer (&v->shuffles);

      v->shuffles = g_ptr_array_new ();
      runs = 0;
      start = hw_bench_thread_seconds ();
      do
        {
          for (int i = 0; i < 1000; i++, runs++)
            {
              g_autoptr(GPtrArray) d = hw_validate_variant (s, v);

              findings = d->len;
            }
          elapsed = hw_bench_thread_seconds () - start;
        }
      while (elapsed < 1.0);
      g_print ("validate: %.1f us per validation of the same board without its %u shuffles\n",
               elapsed * 1e6 / runs, shuffles->len);
      g_ptr_array_unref (v->shuffles);
      v->shuffles = g_steal_pointer (&shuffles);
    }

  /* The whole scenario, both maps and the module checks, as the editor runs it. */
  runs = 0;
  start = hw_bench_thread_seconds ();
  do
    {
      for (int i = 0; i < 1000; i++, runs++)
        {
          g_autoptr(GPtrArray) d = hw_validate_scenario (s, 0);

          findings = d->len;
        }
      elapsed = hw_bench_thread_seconds () - start;
    }
  while (elapsed < 1.0);
  g_print ("validate: %.1f us per validation of the whole scenario (%u variants, %u findings)\n",
           elapsed * 1e6 / runs, s->variants->len, findings);

  {
    g_autoptr(HwScenario) huge = huge_board ();
    HwVariant *hv = g_ptr_array_index (huge->variants, 0);

    runs = 0;
    start = hw_bench_thread_seconds ();
    do
      {
        g_autoptr(GPtrArray) d = hw_validate_variant (huge, hv);

        findings = d->len;
        runs++;
        elapsed = hw_bench_thread_seconds () - start;
      }
    while (elapsed < 1.0);
    g_print ("validate: %.2f ms per validation of a %u-hex board (%u harbors, %u findings)\n",
             elapsed * 1e3 / runs, hw_board_n_hexes (hv->board), hw_board_n_harbors (hv->board),
             findings);
  }
  return 0;
}
