/* test-pioneers.c: Pioneers `.game` maps in and out: the spec's decoded examples, hostile
 * files, the export's refusals, and hexwright-cli import / export --format pioneers. */
#include "hw-test-cli.h"
#include "hw-module-registry.h"
#include "hw-test-game.h"

#include "hw-base-params.h"
#include "hw-game.h"
#include "hw-generate.h"
#include "hw-pioneers.h"
#include "hw-scenario-io.h"
#include "hw-validate.h"

#define PIONEERS_DIR "/usr/share/games/pioneers"

static const char default_game[] =
  "title Default\n"
  "random-terrain\n"
  "strict-trade\n"
  "domestic-trade\n"
  "num-players 4\n"
  "sevens-rule 0\n"
  "victory-points 10\n"
  "num-roads 15\n"
  "num-bridges 0\n"
  "num-ships 0\n"
  "num-settlements 5\n"
  "num-cities 4\n"
  "num-city-walls 0\n"
  "resource-count 19\n"
  "develop-road 2\n"
  "develop-monopoly 2\n"
  "develop-plenty 2\n"
  "develop-chapel 1\n"
  "develop-university 1\n"
  "develop-governor 1\n"
  "develop-library 1\n"
  "develop-market 1\n"
  "develop-soldier 13\n"
  "desc Default board layout for 3 or 4 players\n"
  "chits 11,12,9,4,6,5,10,3,11,4,8,8,10,9,3,5,2,6\n"
  "map\n"
  "-,-,sw5,s,s?4,s,-\n"
  "-,s,t0,p1,f2,sg4,-\n"
  "-,s?0,h3,m4,h5,p6,s\n"
  "s,d7,t8,f9,t10,f11,sl3\n"
  "-,s?0,h12,p13,p14,m15,s\n"
  "-,s,m16,f17,t18,s?2,-\n"
  "-,-,so1,s,sb2,s,-\n"
  ".\n";

static HwScenario *
load (const char *text,
      GPtrArray **warnings,
      GError    **error)
{
  return hw_pioneers_load_data (text, strlen (text), "t.game", warnings, error);
}

static HwVariant *
first_variant (HwScenario *s)
{
  return g_ptr_array_index (s->variants, 0);
}

/* Counts land hexes, chits, harbors and the robber as the spec's §10.1 tables do. */
static void
test_default_decoded (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(HwScenario) s = load (default_game, &warnings, &error);
  HwBoard *b;
  int terrains[HW_N_TERRAINS], chits[13];
  guint land = 0, resources[HW_N_RESOURCES] = { 0 }, generic = 0;
  HwHex *h;

  assert_non_null (s);
  b = first_variant (s)->board;
  hw_board_count_terrains (b, terrains);
  for (int t = 0; t < HW_N_TERRAINS; t++)
    if (hw_terrain_is_land (t))
      land += terrains[t];
  assert_int_equal (land, 19);
  assert_int_equal (terrains[HW_TERRAIN_SEA], 18);
  assert_int_equal (terrains[HW_TERRAIN_FOREST], 4);
  assert_int_equal (terrains[HW_TERRAIN_HILLS], 3);
  assert_int_equal (terrains[HW_TERRAIN_DESERT], 1);
  hw_board_count_chits (b, chits);
  assert_int_equal (chits[2], 1);
  assert_int_equal (chits[12], 1);
  for (int n = 3; n <= 11; n++)
    if (n != 7)
      assert_int_equal (chits[n], 2);
  assert_int_equal (hw_board_n_harbors (b), 9);
  for (guint i = 0; i < hw_board_n_harbors (b); i++)
    {
      const HwHarbor *hb = hw_board_get_harbor (b, i);

      if (hb->resource == HW_RESOURCE_NONE)
        generic++;
      else
        resources[hb->resource]++;
    }
  assert_int_equal (generic, 4);
  for (int r = 0; r < HW_N_RESOURCES; r++)
    assert_int_equal (resources[r], 1);

  /* §10.1: centred on row 3, column 3; d7 at (-2,0) has the robber and no number; t8 at
   * (-1,0) takes the 8th list item, 3; the wool port at (0,-3) faces SE (side 2). */
  h = hw_board_lookup (b, hw_coord (-2, 0));
  assert_int_equal (h->terrain, HW_TERRAIN_DESERT);
  assert_int_equal (h->pawns[HW_PAWN_ROBBER], 1);
  assert_int_equal (h->chit, 0);
  assert_int_equal (hw_board_lookup (b, hw_coord (-1, 0))->chit, 3);
  assert_int_equal (hw_board_lookup (b, hw_coord (0, 0))->terrain, HW_TERRAIN_FIELDS);
  assert_int_equal (hw_board_lookup (b, hw_coord (0, 0))->chit, 11);
  assert_true (hw_board_find_harbor (b, hw_coord (0, -3), HW_SIDE_SE) >= 0);
  assert_int_equal (hw_board_get_harbor (b, hw_board_find_harbor (b, hw_coord (0, -3),
                                                                   HW_SIDE_SE))->resource,
                    HW_RESOURCE_WOOL);

  /* Rules: VP, players, the counts and strict trade as base parameters (nothing is left
   * for the pioneers module), random terrain as shuffles. */
  assert_int_equal (s->victory_points, 10);
  assert_int_equal (s->max_players, 4);
  assert_string_equal (hw_scenario_get_param (s, "base", "strict-trade"), "on");
  assert_null (hw_scenario_get_param (s, "base", "domestic-trade"));
  assert_null (hw_scenario_find_module (s, "pioneers"));
  assert_null (hw_scenario_find_module (s, "seafarers"));
  {
    HwBaseParams bp;

    hw_base_params_read (s, &bp);
    assert_int_equal (bp.roads, 15);
    assert_int_equal (bp.settlements, 5);
    assert_int_equal (bp.cities, 4);
    assert_int_equal (bp.dev[HW_DEV_KNIGHT], 13);
    assert_int_equal (bp.dev[HW_DEV_VICTORY_POINT], 5);
    assert_int_equal (bp.dev[HW_DEV_ROAD_BUILDING], 2);
    assert_int_equal (bp.dev[HW_DEV_YEAR_OF_PLENTY], 2);
    assert_int_equal (bp.dev[HW_DEV_MONOPOLY], 2);
    assert_int_equal (bp.sevens, HW_SEVENS_NORMAL);
    assert_int_equal (bp.bank_size, 19);
    assert_true (bp.strict_trade);
  }
  assert_int_equal (first_variant (s)->shuffles->len, 3);
  assert_string_equal (hw_scenario_get_description (s), "Default board layout for 3 or 4 players");
  assert_true (warnings->len > 0);
}

/* §10.3: a sea hex with a sequence number takes a chit in order; the port digit is one
 * character, so "s?34" faces W and has seq 4. */
static void
test_sequence_quirks (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(HwScenario) s = load ("title Q\nnum-players 3\nvictory-points 10\nchits 5,6,9\n"
                                  "map\ns?34,t0,s1\n.\n", &warnings, &error);
  HwBoard *b;

  assert_non_null (s);
  b = first_variant (s)->board;
  /* t0 gets 5; s1 takes 6 (not kept: no numbers on the sea, and a warning says so). */
  assert_int_equal (hw_board_lookup (b, hw_coord (0, 0))->chit, 5);
  assert_int_equal (hw_board_lookup (b, hw_coord (1, 0))->chit, 0);
  /* Faces W, off the map: kept as Pioneers has it (the validator warns of it). */
  assert_int_equal (hw_board_n_harbors (b), 1);
  assert_int_equal (hw_board_get_harbor (b, 0)->side, 4);   /* Pioneers' W is side 4 */
  assert_true (warnings->len >= 1);
}

/* Commas are optional, "sg4" is a port but "s,g4" is sea then gold; '+' pins the terrain. */
static void
test_tiles_and_flags (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = load ("title T\nnum-players 3\nvictory-points 10\nnum-ships 15\n"
                                  "random-terrain\nchits 4,5,6\n"
                                  "map\nst0f1 h2+\nsR,g3,sg3\n.\nnosetup 1 0 0\n",
                                  NULL, &error);
  HwBoard *b;
  HwHex *h;

  assert_non_null (s);
  b = first_variant (s)->board;
  assert_int_equal (hw_board_n_hexes (b), 7);
  assert_non_null (hw_scenario_find_module (s, "seafarers"));
  h = hw_board_get_hex (b, 3);   /* h2+, the last hex of row 0 */
  assert_int_equal (h->terrain, HW_TERRAIN_HILLS);
  assert_true (h->flags & HW_HEX_TERRAIN_FIXED);
  assert_int_equal (hw_board_group_mask (b, "random-terrain") & h->groups, 0);
  assert_int_equal (hw_board_n_harbors (b), 1);
  assert_int_equal (hw_board_get_harbor (b, 0)->resource, HW_RESOURCE_GRAIN);
  assert_true (hw_board_group_mask (b, "pirate") != 0);
  assert_true (hw_board_group_mask (b, "nosetup-ne") != 0 ||
               hw_board_group_mask (b, "nosetup-se") != 0 ||
               hw_board_group_mask (b, "nosetup-n") != 0 ||
               hw_board_group_mask (b, "nosetup-s") != 0 ||
               hw_board_group_mask (b, "nosetup-sw") != 0 ||
               hw_board_group_mask (b, "nosetup-nw") != 0);
}

typedef struct
{
  const char *text;
  guint       line;
  const char *fragment;
} Bad;

/* Malformed and hostile files: an error naming the file and the line, never a crash. */
static void
test_hostile (void **state)
{
  static const Bad bad[] = {
    { "title T\nchits 5\nmap\ns,t0\n", 4, "no “.”" },                      /* truncated */
    { "title T\nchits 5\nmap\ns,t0\n-\n", 5, "no “.”" },                   /* missing . */
    { "title T\r\nchits 5\r\nmap\r\nt0\r\n.\r\n", 1, "CR LF" },            /* CRLF */
    { "title T\nchits 5\nmap\nt0,\001\n.\n", 4, "0x01" },                  /* binary */
    { "title T\033[2J\nchits 5\nmap\nt0\n.\n", 1, "0x1b" },              /* escape */
    { "title T\nchits 5\nmap\nt0\n.\nbogus 3\n", 6, "bogus" },             /* keyword */
    { "title T\nchits 5\nmap\nt,p0\n.\n", 4, "without a sequence number" },
    { "title T\nchits 5,6\nmap\nt0,p0\n.\n", 4, "used again" },
    { "title T\nchits 5,6,8\nmap\nt0,p1\n.\n", 2, "more chits" },
    { "title T\nchits 7\nmap\nt0\n.\n", 2, "chit number 7" },
    { "title T\nchits\nmap\nt0\n.\n", 2, "no numbers" },
    { "title T\nmap\nt0\n.\n", 4, "no “chits”" },
    { "chits 5\nmap\nt0\n.\n", 4, "no “title”" },
    { "title T\nchits 5\n", 2, "no “map”" },
    { "title T\nchits 5\nmap\ns?7,t0\n.\n", 4, "direction 7" },
    { "title T\nchits 5\nvictory-points lots\nmap\nt0\n.\n", 3, "victory-points" },
    { "title T\nchits 5\nmap\n# a comment\nt0\n.\n", 4, "unexpected character" },
    { "title T\nchits 5\nmap\n-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,t0\n.\n",
      4, "32 by 32" },
    { "title T\nchits 5\nmap\nt0\n.\nnosetup 0 0 9\n", 6, "nosetup" },
    { "title \xff\xfe\nchits 5\nmap\nt0\n.\n", 1, "UTF-8" },
    { "\0\0\0\0binary", 1, "binary" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *where = g_strdup_printf ("t.game:%u: ", bad[i].line);
      gsize len = i == G_N_ELEMENTS (bad) - 1 ? 10 : strlen (bad[i].text);
      g_autoptr(HwScenario) s = hw_pioneers_load_data (bad[i].text, len, "t.game", NULL,
                                                       &error);

      if (s != NULL)
        fail_msg ("case %u loaded", i);
      if (!g_str_has_prefix (error->message, where) || !strstr (error->message, bad[i].fragment))
        fail_msg ("case %u: “%s” lacks “%s” or “%s”", i, error->message, where, bad[i].fragment);
    }

  /* Huge: over the format's limit, refused before it is parsed; long lines are fine. */
  {
    gsize n = 17 * 1024 * 1024;
    g_autofree char *huge = g_malloc (n);
    g_autoptr(GError) error = NULL;

    memset (huge, 's', n);
    assert_null (hw_pioneers_load_data (huge, n, "t.game", NULL, &error));
    assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_TOO_LARGE));
    assert_true (g_str_has_prefix (error->message, "t.game:1: "));
  }
}

/* Random bytes and every truncation of a real map: never a crash. */
static void
test_fuzz (void **state)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (16);
  gsize n = strlen (default_game);

  for (gsize cut = 0; cut < n; cut++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HwScenario) s = hw_pioneers_load_data (default_game, cut, "t.game", NULL,
                                                       &error);
      assert_true (s != NULL || g_str_has_prefix (error->message, "t.game:"));
    }
  for (int i = 0; i < 2000; i++)
    {
      g_autofree char *text = g_strdup (default_game);
      g_autoptr(GError) error = NULL;
      g_autoptr(HwScenario) s = NULL;

      for (int k = 0; k < 3; k++)
        text[g_rand_int_range (rand, 0, n)] = (char) g_rand_int_range (rand, 1, 256);
      s = hw_pioneers_load_data (text, n, "t.game", NULL, &error);
      assert_true (s != NULL || g_str_has_prefix (error->message, "t.game:"));
    }
}

/* random-terrain becomes shuffles the generator can deal: land among land, harbor kinds
 * among the port hexes, every board of them again a Pioneers map. */
static void
test_random_terrain_generates (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = load (default_game, NULL, &error);
  HwVariant *v = first_variant (s);
  HwGenerateParams params;

  assert_non_null (s);
  hw_generate_params_init (&params);
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autofree char *text = NULL;
      int after[HW_N_TERRAINS];

      assert_true (hw_generate_variant (s, v, &params, seed, &error));
      for (guint i = 0; i < hw_board_n_harbors (v->board); i++)
        assert_int_equal (hw_board_terrain_at (v->board, hw_board_get_harbor (v->board, i)->coord),
                          HW_TERRAIN_SEA);
      hw_board_count_terrains (v->board, after);
      assert_int_equal (after[HW_TERRAIN_SEA], 18);
      text = hw_pioneers_to_data (s, v, TRUE, NULL, &error);
      if (text == NULL)
        fail_msg ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
    }
}

/* A dealt board is written as it stands: without "random-terrain", so that the Pioneers server
 * plays the very board dealt instead of dealing again; only when asked does it deal (issue 37,
 * item 3). */
static void
test_dealt_board_exported_as_it_stands (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = load (default_game, NULL, &error);
  HwVariant *v = first_variant (s);
  HwGenerateParams params;
  g_autofree char *kept = NULL;
  g_autofree char *dealt = NULL;
  g_autoptr(HwScenario) back = NULL;
  HwVariant *bv;

  assert_non_null (s);
  hw_generate_params_init (&params);
  assert_true (hw_generate_variant (s, v, &params, 7, &error));
  assert_true (hw_pioneers_deals (v, TRUE));
  assert_false (hw_pioneers_deals (v, FALSE));

  kept = hw_pioneers_to_data (s, v, FALSE, NULL, &error);
  assert_non_null (kept);
  assert_null (strstr (kept, "random-terrain"));
  /* Read back, it is the dealt board, hex for hex, with nothing left to deal. */
  back = load (kept, NULL, &error);
  assert_non_null (back);
  bv = first_variant (back);
  assert_int_equal (hw_board_n_hexes (bv->board), hw_board_n_hexes (v->board));
  for (guint i = 0; i < hw_board_n_hexes (v->board); i++)
    {
      const HwHex *h = hw_board_get_hex (v->board, i);
      const HwHex *b = hw_board_lookup (bv->board, h->coord);

      assert_non_null (b);
      assert_int_equal (b->terrain, h->terrain);
      assert_int_equal (b->chit, h->chit);
    }
  assert_false (hw_pioneers_deals (bv, TRUE));

  dealt = hw_pioneers_to_data (s, v, TRUE, NULL, &error);
  assert_non_null (dealt);
  assert_non_null (strstr (dealt, "\nrandom-terrain\n"));
}

/* Export then import gives the same board, and the text is what Pioneers reads. */
static void
test_round_trip (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) a = load (default_game, NULL, &error);
  g_autofree char *text = NULL;
  g_autoptr(HwScenario) b = NULL;
  g_autofree char *xa = NULL, *xb = NULL;

  assert_non_null (a);
  text = hw_pioneers_to_data (a, first_variant (a), TRUE, NULL, &error);
  assert_non_null (text);
  assert_null (strchr (text, '\r'));
  assert_non_null (strstr (text, "\nrandom-terrain\n"));
  assert_non_null (strstr (text, "\nstrict-trade\n"));
  assert_non_null (strstr (text, "\nvictory-points 10\n"));
  assert_non_null (strstr (text, "\nnum-players 4\n"));
  assert_non_null (strstr (text, "\ndevelop-soldier 13\n"));
  assert_non_null (strstr (text, "\n.\n"));
  b = load (text, NULL, &error);
  assert_non_null (b);
  assert_true (hw_board_equal (first_variant (a)->board, first_variant (b)->board));
  xa = hw_scenario_to_data (a, NULL);
  xb = hw_scenario_to_data (b, NULL);
  assert_string_equal (xa, xb);
}

/* Seafarers with no ships and no island bonus ("0,2" keeps 0): the export writes
 * "island-discovery-bonus 0", else the import of it loses the module (found by
 * fuzz-pioneers). */
static void
test_seafarers_with_no_ships_or_bonus (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *game = g_strconcat ("island-discovery-bonus 0,2\n", default_game, NULL);
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(HwScenario) a = load (game, &warnings, &error);
  g_autofree char *text = NULL;
  g_autoptr(HwScenario) b = NULL;
  g_autofree char *xa = NULL, *xb = NULL;

  assert_non_null (a);
  assert_non_null (hw_scenario_find_module (a, "seafarers"));
  text = hw_pioneers_to_data (a, first_variant (a), TRUE, NULL, &error);
  assert_non_null (text);
  assert_non_null (strstr (text, "\nnum-ships 0\n"));
  assert_non_null (strstr (text, "\nisland-discovery-bonus 0\n"));
  b = load (text, NULL, &error);
  assert_non_null (b);
  xa = hw_scenario_to_data (a, NULL);
  xb = hw_scenario_to_data (b, NULL);
  assert_string_equal (xa, xb);
}

/* The shipped scenarios: base exports; the others are refused, saying what. */
static void
test_shipped_scenarios (void **state)
{
  static const struct { const char *file; const char *refusal; } cases[] = {
    { "base.xml", NULL },
    { "desert-raiders.xml", "volcano" },
    { "barbarian-attack.xml", "barbarian-attack" },
    { "robin-hood.xml", "robin-hood" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = hw_test_source_path ("scenarios", cases[i].file, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(HwScenario) s = hw_scenario_load_file (path, &error);

      assert_non_null (s);
      for (guint v = 0; v < s->variants->len; v++)
        {
          HwVariant *variant = g_ptr_array_index (s->variants, v);
          g_autofree char *text = hw_pioneers_to_data (s, variant, TRUE, NULL, &error);

          if (cases[i].refusal == NULL)
            {
              g_autoptr(HwScenario) back = NULL;
              int want[HW_N_TERRAINS], got[HW_N_TERRAINS];

              assert_non_null (text);
              back = load (text, NULL, &error);
              assert_non_null (back);
              hw_board_count_terrains (variant->board, want);
              hw_board_count_terrains (first_variant (back)->board, got);
              assert_memory_equal (want, got, sizeof want);
              assert_int_equal (hw_board_n_harbors (variant->board),
                                hw_board_n_harbors (first_variant (back)->board));
            }
          else
            {
              assert_null (text);
              if (strstr (error->message, cases[i].refusal) == NULL)
                fail_msg ("%s: “%s” does not name %s", cases[i].file, error->message,
                          cases[i].refusal);
              g_clear_error (&error);
            }
        }
    }
}

/* Boards Pioneers cannot hold are refused, each with its reason. */
static void
test_refusals (void **state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = load (default_game, NULL, &error);
  HwVariant *v = first_variant (s);
  HwHex *h;
  HwHarbor harbor = { { 0, -3 }, HW_SIDE_NE, 0, HW_RESOURCE_NONE, 0 };
  char *text;

  h = hw_board_lookup (v->board, hw_coord (0, 0));
  h->terrain = HW_TERRAIN_VOLCANO;
  assert_null (hw_pioneers_to_data (s, v, TRUE, NULL, &error));
  assert_non_null (strstr (error->message, "Volcano"));
  g_clear_error (&error);
  h->terrain = HW_TERRAIN_FIELDS;

  h->pawns[HW_PAWN_ROBBER] = 1;
  assert_null (hw_pioneers_to_data (s, v, TRUE, NULL, &error));
  assert_non_null (strstr (error->message, "robber"));
  g_clear_error (&error);
  h->pawns[HW_PAWN_ROBBER] = 0;

  /* A harbor facing the sea (NE of the top-row sea hex is off the board) is no reason to
   * refuse: Pioneers holds it, so it is written as it faces and reads back the same. */
  hw_board_remove_harbor (v->board, hw_board_find_harbor (v->board, hw_coord (0, -3), HW_SIDE_SE));
  hw_board_add_harbor (v->board, &harbor);
  text = hw_pioneers_to_data (s, v, TRUE, NULL, &error);
  assert_non_null (text);
  {
    g_autoptr(HwScenario) back = load (text, NULL, &error);

    assert_non_null (back);
    assert_true (hw_board_find_harbor (first_variant (back)->board, hw_coord (0, -3), HW_SIDE_NE) >= 0);
    assert_true (hw_board_equal (v->board, first_variant (back)->board));
  }
  g_free (text);

  /* A harbor on land is refused. */
  harbor.coord = hw_coord (0, 0);
  hw_board_add_harbor (v->board, &harbor);
  assert_null (hw_pioneers_to_data (s, v, TRUE, NULL, &error));
  assert_non_null (strstr (error->message, "not on a sea hex"));
  g_clear_error (&error);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The ports of a map block as "kind letter, facing digit" ("l0", "?4"), sorted: what a map
 * holds in harbors whatever its offset and sequence numbers. */
static GPtrArray *
port_tokens (const char *text)
{
  g_autoptr(GRegex) re = g_regex_new ("(?:^|[, \\t])sR?([bgowl?m])([0-9]?)", G_REGEX_MULTILINE,
                                      0, NULL);
  const char *map = strstr (text, "\nmap\n");
  const char *end = map != NULL ? strstr (map, "\n.\n") : NULL;
  g_autofree char *block = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  GPtrArray *tokens = g_ptr_array_new_with_free_func (g_free);

  assert_non_null (end);
  block = g_strndup (map + 5, end - map - 5);
  g_regex_match (re, block, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *kind = g_match_info_fetch (match, 1);
      g_autofree char *facing = g_match_info_fetch (match, 2);

      g_ptr_array_add (tokens, g_strdup_printf ("%s%s", kind, *facing ? facing : "0"));
      g_match_info_next (match, NULL);
    }
  g_ptr_array_sort (tokens, compare_strings);
  return tokens;
}

/* Issue 37: GuerreDe100ans (2 of its 13 harbors) and north_america (1 of 16) have harbors
 * facing the sea, and the import dropped them, so an export gave another map. Every harbor
 * is kept, the validator warns of each one facing the sea (harbor-facing, no error), and
 * the export writes the very ports of the file back. */
static void
test_harbors_facing_the_sea_kept (void **state)
{
  static const struct { const char *file; guint harbors, facing_sea; } maps[] = {
    { "GuerreDe100ans.game", 13, 2 },
    { "north_america.game", 16, 1 },
  };

  if (!g_file_test (PIONEERS_DIR "/GuerreDe100ans.game", G_FILE_TEST_EXISTS))
    {
      g_printerr ("# %s is missing (make deps installs pioneers-console-data)\n", PIONEERS_DIR);
      skip ();
    }
  for (guint i = 0; i < G_N_ELEMENTS (maps); i++)
    {
      g_autofree char *path = g_build_filename (PIONEERS_DIR, maps[i].file, NULL);
      g_autofree char *text = NULL, *out = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) warnings = NULL, diagnostics = NULL, want = NULL, got = NULL;
      g_autoptr(HwScenario) s = NULL, back = NULL;
      HwVariant *v;
      guint facing = 0;

      assert_true (g_file_get_contents (path, &text, NULL, NULL));
      s = hw_pioneers_load_file (path, &warnings, &error);
      if (s == NULL)
        fail_msg ("%s", error->message);
      v = first_variant (s);
      if (hw_board_n_harbors (v->board) != maps[i].harbors)
        fail_msg ("%s: %u harbors imported, the file has %u", maps[i].file,
                  hw_board_n_harbors (v->board), maps[i].harbors);
      for (guint w = 0; w < warnings->len; w++)
        if (strstr (g_ptr_array_index (warnings, w), "harbor") != NULL)
          fail_msg ("%s: the import still warns “%s”", maps[i].file,
                    (char *) g_ptr_array_index (warnings, w));

      diagnostics = hw_validate_scenario (s, 0);
      for (guint d = 0; d < diagnostics->len; d++)
        {
          const HwDiagnostic *x = g_ptr_array_index (diagnostics, d);

          if (strcmp (x->code, "harbor-placement") == 0)
            fail_msg ("%s: %s", maps[i].file, x->message);
          if (strcmp (x->code, "harbor-facing") == 0)
            {
              assert_int_equal (x->severity, HW_SEVERITY_WARNING);
              assert_true (x->harbor >= 0);
              facing++;
            }
        }
      assert_int_equal (facing, maps[i].facing_sea);

      out = hw_pioneers_to_data (s, v, TRUE, NULL, &error);
      if (out == NULL)
        fail_msg ("%s: %s", maps[i].file, error->message);
      want = port_tokens (text);
      got = port_tokens (out);
      assert_int_equal (want->len, maps[i].harbors);
      assert_int_equal (got->len, want->len);
      for (guint k = 0; k < want->len; k++)
        assert_string_equal (g_ptr_array_index (got, k), g_ptr_array_index (want, k));
      back = load (out, NULL, &error);
      assert_non_null (back);
      assert_true (hw_board_equal (v->board, first_variant (back)->board));

      /* hexwright-cli validate reads the map itself and names each such harbor. */
      {
        g_auto(HwTestRun) run = { 0 };
        guint n = 0;

        hw_test_run_cli (&run, "validate", path, NULL);
        for (const char *p = run.out; (p = strstr (p, "warning[harbor-facing]")) != NULL; p++)
          n++;
        if (n != maps[i].facing_sea || strstr (run.out, "harbor-placement") != NULL)
          fail_msg ("hexwright-cli validate %s (exit %d):\n%s%s", path, run.status, run.out, run.err);
      }
    }
}

/* A board with a 7 chit (chit-seven-pioneers-export.xml, from an outside fuzzing run) was
 * exported as "chits 6,7", which neither Pioneers nor the import reads: the writer refuses
 * it, and export lists the board's errors and exits 1 without writing a map. */
static void
test_chit_seven_pioneers_export (void **state)
{
  g_autofree char *path = hw_test_source_path ("tests", "fuzz", "corpus", "scenario",
                                               "chit-seven-pioneers-export.xml", NULL);
  g_autofree char *dir = hw_test_make_tmpdir ("hw-pioneers-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "x.game", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = hw_scenario_load_file (path, &error);
  g_autofree char *text = NULL;

  assert_non_null (s);
  text = hw_pioneers_to_data (s, first_variant (s), TRUE, NULL, &error);
  if (text != NULL)
    fail_msg ("a 7 chit was exported:\n%s", text);
  assert_non_null (strstr (error->message, "Pioneers cannot represent"));
  assert_non_null (strstr (error->message, "(0, 1) has the number 7"));
  {
    g_auto(HwTestRun) run = { 0 };
    g_autofree char *where = g_strdup_printf ("%s:31: error[chit-seven]: ", path);

    hw_test_run_cli (&run, "export", "-o", out, path, NULL);
    assert_int_equal (run.status, 1);
    assert_non_null (strstr (run.err, where));
    assert_non_null (strstr (run.err, "no Pioneers map written"));
    assert_string_equal (run.out, "");
    assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  }
  hw_test_remove_tree (dir);
}

/* default_game with @extra's lines added to its keys. */
static HwScenario *
load_default_with (const char  *extra,
                   GPtrArray  **warnings)
{
  g_autoptr(GError) error = NULL;
  /* After the file's own keys, since the last of a repeated key wins. */
  const char *desc = strstr (default_game, "desc ");
  g_autofree char *head = g_strndup (default_game, desc - default_game);
  g_autofree char *text = g_strconcat (head, extra, desc, NULL);
  HwScenario *s = load (text, warnings, &error);

  if (s == NULL)
    fail_msg ("%s", error->message);
  return s;
}

/* Whether the engine plays @s; if not, whether its message names @rule. */
static void
assert_engine (HwScenario *s,
               const char *rule)
{
  g_autoptr(GError) error = NULL;
  HwGameRules *rules = hw_game_rules_new (s, first_variant (s), 4, &error);

  if (rule == NULL)
    {
      if (rules == NULL)
        fail_msg ("refused: %s", error->message);
      hw_game_rules_free (rules);
      return;
    }
  assert_null (rules);
  if (strstr (error->message, rule) == NULL)
    fail_msg ("“%s” does not name %s", error->message, rule);
}

/* default.game plays: every rule of it has a hexwright equivalent. A Pioneers rule the
 * engine does not play makes it refuse the scenario, by name; the same parameter at its
 * neutral value (what hexwright plays anyway) does not, nor do the dice deck's sizes while
 * the deck is off. */
static void
test_engine_refuses_pioneers_rules (void **state)
{
  static const struct { const char *extra, *refused; } cases[] = {
    { "", NULL },
    { "use-pirate\n", "use-pirate" },
    { "use-dice-deck\n", "use-dice-deck" },
    { "check-victory-at-end-of-turn\n", "check-victory-at-end-of-turn" },
    { "num-bridges 3\n", "num-bridges" },
    { "num-city-walls 2\n", "num-city-walls" },
    { "num-dice-decks 4\nnum-removed-dice-cards 9\n", NULL },
    { "use-dice-deck\nnum-dice-decks 4\n", "use-dice-deck" },
    /* Beyond the base parameter's range: kept in the pioneers module. */
    { "num-roads 80\n", "num-roads" },
    { "resource-count 200\n", "resource-count" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(HwScenario) s = load_default_with (cases[i].extra, NULL);

      assert_engine (s, cases[i].refused);
    }
  /* Written by hand at their neutral values, the pioneers parameters play too. */
  {
    g_autoptr(HwScenario) s = load_default_with ("", NULL);
    HwModule *m = hw_module_new (HW_PIONEERS_MODULE);

    hw_module_set_param (m, "use-pirate", "off");
    hw_module_set_param (m, "num-bridges", "0");
    hw_module_set_param (m, "num-roads", "-1");
    hw_module_set_param (m, "num-dice-decks", "7");
    g_ptr_array_add (s->modules, m);
    assert_engine (s, NULL);
    hw_module_set_param (m, "num-bridges", "1");
    assert_engine (s, "num-bridges");
  }
}

/* Each setting with a hexwright equivalent lands on it, and goes back to Pioneers as it
 * came: sevens, strict and domestic trade, piece counts, the development deck, the bank. */
static void
test_mapped_settings_round_trip (void **state)
{
  static const char map[] =
    "title Mapped\nnum-players 3\nvictory-points 12\nsevens-rule 2\n"
    "num-roads 20\nnum-ships 10\nnum-settlements 6\nnum-cities 3\nresource-count 24\n"
    "develop-road 3\ndevelop-monopoly 4\ndevelop-plenty 1\ndevelop-chapel 2\n"
    "develop-university 2\ndevelop-governor 1\ndevelop-library 1\ndevelop-market 1\n"
    "develop-soldier 20\nchits 5,6,8\nmap\ns,t0,f1,s\n-,h2,s\n.\n";
  static const char *const lines[] = {
    "\nsevens-rule 2\n", "\nnum-roads 20\n", "\nnum-ships 10\n", "\nnum-settlements 6\n",
    "\nnum-cities 3\n", "\nresource-count 24\n", "\ndevelop-road 3\n",
    "\ndevelop-monopoly 4\n", "\ndevelop-plenty 1\n", "\ndevelop-chapel 2\n",
    "\ndevelop-university 2\n", "\ndevelop-governor 1\n", "\ndevelop-market 1\n",
    "\ndevelop-soldier 20\n",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) a = load (map, NULL, &error);
  g_autoptr(HwScenario) b = NULL;
  g_autofree char *text = NULL, *xa = NULL, *xb = NULL;
  HwBaseParams bp;

  assert_non_null (a);
  hw_base_params_read (a, &bp);
  assert_int_equal (bp.sevens, HW_SEVENS_REROLL_ALL);
  assert_int_equal (bp.roads, 20);
  assert_int_equal (bp.ships, 10);
  assert_int_equal (bp.settlements, 6);
  assert_int_equal (bp.cities, 3);
  assert_int_equal (bp.bank_size, 24);
  assert_int_equal (bp.dev[HW_DEV_ROAD_BUILDING], 3);
  assert_int_equal (bp.dev[HW_DEV_MONOPOLY], 4);
  assert_int_equal (bp.dev[HW_DEV_YEAR_OF_PLENTY], 1);
  assert_int_equal (bp.dev[HW_DEV_VICTORY_POINT], 7);
  assert_int_equal (bp.dev[HW_DEV_KNIGHT], 20);
  assert_false (bp.strict_trade);
  /* No domestic-trade line: Pioneers forbids trade between players. */
  assert_string_equal (hw_scenario_get_param (a, "base", "domestic-trade"), "off");
  assert_null (hw_scenario_find_module (a, "pioneers"));

  text = hw_pioneers_to_data (a, first_variant (a), TRUE, NULL, &error);
  assert_non_null (text);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    if (strstr (text, lines[i]) == NULL)
      fail_msg ("the export lacks %s:\n%s", lines[i], text);
  assert_null (strstr (text, "strict-trade"));
  assert_null (strstr (text, "domestic-trade"));
  b = load (text, NULL, &error);
  assert_non_null (b);
  xa = hw_scenario_to_data (a, NULL);
  xb = hw_scenario_to_data (b, NULL);
  assert_string_equal (xa, xb);

  /* Set in hexwright, each goes out: strict trade, domestic trade, sevens, counts. */
  hw_test_set_param (a, "base", "strict-trade", "on");
  hw_test_set_param (a, "base", "domestic-trade", "on");
  hw_test_set_param (a, "base", "sevens", "reroll-first-two-rounds");
  hw_test_set_param (a, "base", "roads", "11");
  hw_test_set_param (a, "base", "dev-victory-points", "3");
  g_free (text);
  text = hw_pioneers_to_data (a, first_variant (a), TRUE, NULL, &error);
  assert_non_null (strstr (text, "\nstrict-trade\ndomestic-trade\n"));
  assert_non_null (strstr (text, "\nsevens-rule 1\n"));
  assert_non_null (strstr (text, "\nnum-roads 11\n"));
  assert_non_null (strstr (text, "\ndevelop-chapel 1\ndevelop-university 1\ndevelop-governor 1\n"
                                 "develop-library 0\ndevelop-market 0\n"));
}

/* A count beyond hexwright's range stays in the pioneers module, with a warning naming it,
 * and goes back out as it came; victory point cards split unevenly are counted together,
 * with a warning. */
static void
test_mapped_settings_beyond_range (void **state)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(HwScenario) s = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean named = FALSE;
  GString *g = g_string_new (default_game);

  g_string_replace (g, "num-cities 4\n", "num-cities 30\n", 1);
  g_string_replace (g, "develop-chapel 1\n", "develop-chapel 3\n", 1);
  s = load (g->str, &warnings, &error);
  g_string_free (g, TRUE);
  assert_non_null (s);
  assert_string_equal (hw_scenario_get_param (s, "pioneers", "num-cities"), "30");
  assert_null (hw_scenario_get_param (s, "base", "cities"));
  for (guint i = 0; i < warnings->len; i++)
    named |= strstr (g_ptr_array_index (warnings, i), "num-cities 30") != NULL;
  assert_true (named);
  /* 3+1+1+1+1 = 7 cards, dealt 2,2,1,1,1 on the way out: said. */
  named = FALSE;
  for (guint i = 0; i < warnings->len; i++)
    named |= strstr (g_ptr_array_index (warnings, i), "chapel 3") != NULL;
  assert_true (named);
  text = hw_pioneers_to_data (s, first_variant (s), TRUE, NULL, &error);
  assert_non_null (strstr (text, "\nnum-cities 30\n"));
  assert_non_null (strstr (text, "\ndevelop-chapel 2\ndevelop-university 2\n"));
  assert_engine (s, "num-cities");
}

/* hexwright-cli import and export --format pioneers: exit codes, warnings, no file on
 * refusal. */
static void
test_cli (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-pioneers-XXXXXX");
  g_autofree char *game = g_build_filename (dir, "d.game", NULL);
  g_autofree char *xml = g_build_filename (dir, "d.xml", NULL);
  g_autofree char *out = g_build_filename (dir, "out.game", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.game", NULL);
  g_autofree char *dr = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autofree char *base = hw_test_source_path ("scenarios", "base.xml", NULL);

  assert_true (g_file_set_contents (game, default_game, -1, NULL));
  assert_true (g_file_set_contents (bad, "title T\nchits 5\nmap\nt0\n", -1, NULL));
  {
    g_auto(HwTestRun) run = { 0 };
    hw_test_run_cli (&run, "import", game, "-o", xml, NULL);
    assert_int_equal (run.status, 0);
    assert_non_null (strstr (run.err, "warning: "));
    assert_non_null (strstr (run.err, "random-terrain"));
    assert_true (g_file_test (xml, G_FILE_TEST_EXISTS));
  }
  {
    /* Every rule of default.game has a hexwright equivalent: the engine plays it. */
    g_auto(HwTestRun) run = { 0 };
    hw_test_run_cli (&run, "simulate", xml, "--games", "50", NULL);
    if (run.status != 0)
      fail_msg ("simulate exits %d: %s", run.status, run.err);
  }
  {
    g_auto(HwTestRun) run = { 0 };
    hw_test_run_cli (&run, "import", game, NULL);
    assert_int_equal (run.status, 0);
    assert_non_null (strstr (run.out, "urn:hexwright:scenario:1"));
  }
  {
    g_auto(HwTestRun) run = { 0 };
    g_autofree char *where = g_strdup_printf ("%s:4: ", bad);
    hw_test_run_cli (&run, "import", bad, NULL);
    assert_int_equal (run.status, 2);
    assert_non_null (strstr (run.err, where));
  }
  {
    g_auto(HwTestRun) run = { 0 };
    hw_test_run_cli (&run, "import", NULL);
    assert_int_equal (run.status, 2);
  }
  {
    g_auto(HwTestRun) run = { 0 };
    g_autofree char *text = NULL;
    hw_test_run_cli (&run, "export", "--format", "pioneers", "-o", out, xml, NULL);
    assert_int_equal (run.status, 0);
    assert_true (g_file_get_contents (out, &text, NULL, NULL));
    assert_true (g_str_has_prefix (text, "title Default\n"));
  }
  {
    /* The board as it stands by default, Pioneers dealing only when asked; stderr says which. */
    g_auto(HwTestRun) run = { 0 };
    g_auto(HwTestRun) deal = { 0 };
    g_autofree char *text = NULL;

    g_remove (out);
    hw_test_run_cli (&run, "export", "--format", "pioneers", "-o", out, base, NULL);
    assert_int_equal (run.status, 0);
    assert_non_null (strstr (run.err, "the board as it stands, which Pioneers plays unchanged"));
    assert_true (g_file_get_contents (out, &text, NULL, NULL));
    assert_null (strstr (text, "random-terrain"));
    g_clear_pointer (&text, g_free);

    hw_test_run_cli (&deal, "export", "--format", "pioneers", "--pioneers-deal", "-o", out,
                     base, NULL);
    assert_int_equal (deal.status, 0);
    assert_non_null (strstr (deal.err, "random-terrain: Pioneers deals the terrain again at every game"));
    assert_true (g_file_get_contents (out, &text, NULL, NULL));
    assert_non_null (strstr (text, "\nrandom-terrain\n"));
  }
  {
    /* The extension alone chooses the format. */
    g_auto(HwTestRun) run = { 0 };
    g_remove (out);
    hw_test_run_cli (&run, "export", "-o", out, base, NULL);
    assert_int_equal (run.status, 0);
    assert_true (g_file_test (out, G_FILE_TEST_EXISTS));
  }
  {
    g_auto(HwTestRun) run = { 0 };
    g_remove (out);
    hw_test_run_cli (&run, "export", "--format", "pioneers", "-o", out, dr, NULL);
    assert_int_equal (run.status, 2);
    assert_non_null (strstr (run.err, "Pioneers cannot represent"));
    assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  }
  {
    /* Every command reads .game maps: validate reports the board's problems. */
    g_auto(HwTestRun) run = { 0 };
    hw_test_run_cli (&run, "info", game, NULL);
    assert_int_equal (run.status, 0);
    assert_non_null (strstr (run.out, "Default"));
  }
  hw_test_remove_tree (dir);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_default_decoded),
    cmocka_unit_test (test_sequence_quirks),
    cmocka_unit_test (test_tiles_and_flags),
    cmocka_unit_test (test_hostile),
    cmocka_unit_test (test_fuzz),
    cmocka_unit_test (test_round_trip),
    cmocka_unit_test (test_seafarers_with_no_ships_or_bonus),
    cmocka_unit_test (test_random_terrain_generates),
    cmocka_unit_test (test_dealt_board_exported_as_it_stands),
    cmocka_unit_test (test_shipped_scenarios),
    cmocka_unit_test (test_refusals),
    cmocka_unit_test (test_harbors_facing_the_sea_kept),
    cmocka_unit_test (test_chit_seven_pioneers_export),
    cmocka_unit_test (test_engine_refuses_pioneers_rules),
    cmocka_unit_test (test_mapped_settings_round_trip),
    cmocka_unit_test (test_mapped_settings_beyond_range),
    cmocka_unit_test (test_cli),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
