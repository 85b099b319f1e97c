/* test-io.c: loading, canonical saving and atomic saving of scenario files. */
#include "hw-test.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hw-scenario-io.h"

static char *
tiny_path (void)
{
  return hw_test_source_path ("tests", "data", "tiny.xml", NULL);
}

static HwScenario *
load_tiny (void)
{
  g_autofree char *path = tiny_path ();
  g_autoptr(GError) error = NULL;
  HwScenario *s = hw_scenario_load_file (path, &error);

  if (error != NULL)
    fail_msg ("%s", error->message);
  assert_non_null (s);
  return s;
}

/* The README example is the reference document: every field lands in the model. */
static void
test_load_readme_example (void **state)
{
  g_autoptr(HwScenario) s = load_tiny ();
  HwVariant *v;
  HwModule *m;
  HwParam *p;
  HwHex *hex;
  HwHarbor *harbor;
  HwShuffle *sh;

  assert_string_equal (s->id, "tiny");
  assert_int_equal (s->min_players, 3);
  assert_int_equal (s->max_players, 4);
  assert_int_equal (s->victory_points, 10);
  assert_int_equal (s->names->len, 3);
  assert_string_equal (((HwText *) g_ptr_array_index (s->names, 0))->lang, "");
  assert_string_equal (((HwText *) g_ptr_array_index (s->names, 0))->text, "Tiny island");
  assert_string_equal (((HwText *) g_ptr_array_index (s->names, 1))->lang, "de");
  assert_string_equal (((HwText *) g_ptr_array_index (s->names, 1))->text, "Kleine Insel");
  assert_string_equal (((HwText *) g_ptr_array_index (s->names, 2))->lang, "zh-CN");
  assert_string_equal (((HwText *) g_ptr_array_index (s->names, 2))->text, "小岛");
  assert_int_equal (s->descriptions->len, 1);
  assert_string_equal (((HwText *) g_ptr_array_index (s->descriptions, 0))->text,
                       "Three land hexes in the sea.");
  assert_non_null (s->filename);

  assert_int_equal (s->modules->len, 1);
  m = g_ptr_array_index (s->modules, 0);
  assert_string_equal (m->id, "base");
  assert_int_equal (m->line, 8);
  assert_int_equal (m->params->len, 1);
  p = g_ptr_array_index (m->params, 0);
  assert_string_equal (p->name, "red-adjacent");
  assert_string_equal (p->value, "warning");
  assert_int_equal (p->line, 9);
  assert_string_equal (hw_scenario_get_param (s, "base", "red-adjacent"), "warning");

  assert_int_equal (s->variants->len, 1);
  v = g_ptr_array_index (s->variants, 0);
  assert_string_equal (v->id, "3-4");
  assert_int_equal (v->min_players, 3);
  assert_int_equal (v->max_players, 4);
  assert_int_equal (v->line, 12);

  assert_int_equal (v->tables.terrain_total, 4);
  assert_int_equal (v->tables.terrain_total_line, 14);
  assert_int_equal (v->tables.terrains[HW_TERRAIN_SEA], 1);
  assert_int_equal (v->tables.terrains[HW_TERRAIN_HILLS], 1);
  assert_int_equal (v->tables.terrain_lines[HW_TERRAIN_HILLS], 18);
  assert_int_equal (v->tables.terrains[HW_TERRAIN_FOREST], HW_NO_COUNT);
  assert_int_equal (v->tables.chit_total, 2);
  assert_int_equal (v->tables.chits[6], 1);
  assert_int_equal (v->tables.chits[9], 1);
  assert_int_equal (v->tables.chit_lines[9], 22);
  assert_int_equal (v->tables.chits[8], HW_NO_COUNT);
  assert_int_equal (v->tables.harbor_total, 1);
  assert_int_equal (v->tables.harbor_generic, 1);
  assert_int_equal (v->tables.harbor_special, 0);
  assert_int_equal (v->tables.harbor_line, 24);
  assert_int_equal (v->tables.supply[HW_PAWN_ROBBER], 0);
  assert_int_equal (v->tables.supply_lines[HW_PAWN_ROBBER], 25);
  assert_int_equal (v->tables.supply[HW_PAWN_RAIDER], HW_NO_COUNT);

  assert_int_equal (hw_board_n_hexes (v->board), 4);
  hex = hw_board_lookup (v->board, hw_coord (0, 0));
  assert_non_null (hex);
  assert_int_equal (hex->terrain, HW_TERRAIN_DESERT);
  assert_int_equal (hex->pawns[HW_PAWN_ROBBER], 1);
  assert_int_equal (hex->flags, HW_HEX_TERRAIN_FIXED);
  assert_int_equal (hex->chit, 0);
  assert_int_equal (hex->line, 29);
  hex = hw_board_lookup (v->board, hw_coord (1, 0));
  assert_int_equal (hex->terrain, HW_TERRAIN_FIELDS);
  assert_int_equal (hex->chit, 6);
  assert_int_equal (hex->groups, hw_board_group_mask (v->board, "coast"));
  assert_int_equal (hex->line, 30);
  hex = hw_board_lookup (v->board, hw_coord (0, 1));
  assert_int_equal (hex->terrain, HW_TERRAIN_HILLS);
  assert_int_equal (hex->chit, 9);
  assert_int_equal (hw_board_terrain_at (v->board, hw_coord (0, -1)), HW_TERRAIN_SEA);

  assert_int_equal (hw_board_n_harbors (v->board), 1);
  harbor = hw_board_get_harbor (v->board, 0);
  assert_int_equal (harbor->coord.q, 0);
  assert_int_equal (harbor->coord.r, -1);
  assert_int_equal (harbor->side, 2);
  assert_int_equal (harbor->resource, HW_RESOURCE_NONE);
  assert_int_equal (harbor->line, 32);

  assert_true (v->has_seed);
  assert_int_equal (v->seed, 42);
  assert_int_equal (v->shuffles->len, 2);
  sh = g_ptr_array_index (v->shuffles, 0);
  assert_int_equal (sh->kind, HW_SHUFFLE_TERRAIN);
  assert_string_equal (sh->group, "coast");
  assert_false (sh->has_pool);
  assert_int_equal (sh->line, 35);
  sh = g_ptr_array_index (v->shuffles, 1);
  assert_int_equal (sh->kind, HW_SHUFFLE_CHITS);
}

/* The README example is written in canonical form: load then save gives the same bytes. */
static void
test_readme_example_is_canonical (void **state)
{
  g_autofree char *path = tiny_path ();
  g_autofree char *expected = NULL;
  g_autofree char *saved = NULL;
  g_autoptr(HwScenario) s = load_tiny ();
  gsize expected_len = 0, saved_len = 0;

  assert_true (g_file_get_contents (path, &expected, &expected_len, NULL));
  saved = hw_scenario_to_data (s, &saved_len);
  assert_string_equal (saved, expected);
  assert_int_equal (saved_len, expected_len);
}

/* tests/data/tiny.xml is a copy of the README's example: keep the two the same. */
static void
test_readme_example_matches_copy (void **state)
{
  g_autofree char *readme_path = hw_test_source_path ("schemas", "README.md", NULL);
  g_autofree char *path = tiny_path ();
  g_autofree char *readme = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *example = NULL;
  const char *start, *end;

  assert_true (g_file_get_contents (readme_path, &readme, NULL, NULL));
  assert_true (g_file_get_contents (path, &copy, NULL, NULL));
  start = strstr (readme, "```xml\n");
  assert_non_null (start);
  start += strlen ("```xml\n");
  end = strstr (start, "```");
  assert_non_null (end);
  example = g_strndup (start, end - start);
  assert_string_equal (example, copy);
}

/* A model built in code (with every optional part) survives save -> load unchanged. */
static HwScenario *
build_full_scenario (void)
{
  HwScenario *s = hw_scenario_new ();
  HwVariant *v = hw_variant_new ("5-6", 5, 6);
  HwModule *m = hw_module_new ("desert-raiders");
  HwShuffle *sh;
  HwHarbor harbor = { .coord = { 2, -1 }, .side = 4, .resource = HW_RESOURCE_ORE,
                      .flags = HW_HARBOR_FIXED };
  HwHex *hex;

  s->id = g_strdup ("full");
  s->min_players = 3;
  s->max_players = 6;
  s->victory_points = 12;
  hw_text_set (s->names, "", "Full <test> & \"quotes\"");
  hw_text_set (s->names, "zh-CN", "完整");
  hw_text_set (s->descriptions, "", "Line one\nline two\twith a tab.");
  hw_module_set_param (m, "raiders-in-setup", "off");
  hw_module_set_param (m, "note", "a \"quoted\" <value>\nsecond line");
  g_ptr_array_add (s->modules, m);
  g_ptr_array_add (s->modules, hw_module_new ("volcano"));

  v->tables.terrains[HW_TERRAIN_DESERT] = 4;
  v->tables.terrains[HW_TERRAIN_JUNGLE] = 3;
  v->tables.terrain_total = 7;
  v->tables.chits[7] = 1;
  v->tables.chits[12] = 2;
  v->tables.chit_total = 32;
  v->tables.harbor_generic = 5;
  v->tables.harbor_special = 5;
  v->tables.harbor_total = 10;
  v->tables.harbor_resources[HW_RESOURCE_WOOL] = 1;
  v->tables.supply[HW_PAWN_RAIDER] = 24;
  v->tables.components[HW_PAWN_RAIDER] = 26;
  v->tables.components[HW_PAWN_BARBARIAN] = 30;

  /* Added out of reading order on purpose. */
  hex = hw_board_set_hex (v->board, hw_coord (1, 1), HW_TERRAIN_JUNGLE);
  hex->chit = 4;
  hex->flags = HW_HEX_CHIT_FIXED | HW_HEX_TERRAIN_FIXED;
  hex->groups = 1u << hw_board_group_index (v->board, "inland", TRUE);
  hex->groups |= 1u << hw_board_group_index (v->board, "coast", TRUE);
  hex = hw_board_set_hex (v->board, hw_coord (-200, -200), HW_TERRAIN_SEA);
  hex = hw_board_set_hex (v->board, hw_coord (0, 0), HW_TERRAIN_DESERT);
  hex->pawns[HW_PAWN_RAIDER] = 2;
  hex->pawns[HW_PAWN_ROBIN] = 1;
  hex = hw_board_set_hex (v->board, hw_coord (2, -1), HW_TERRAIN_SEA);
  hw_board_add_harbor (v->board, &harbor);
  harbor.coord = hw_coord (2, -1);
  harbor.side = 3;
  harbor.resource = HW_RESOURCE_NONE;
  harbor.flags = 0;
  hw_board_add_harbor (v->board, &harbor);

  v->has_seed = TRUE;
  v->seed = G_MAXUINT64;
  v->best_of = 200;
  sh = hw_shuffle_new (HW_SHUFFLE_HARBORS, NULL);
  sh->harbors[0] = 4;
  sh->harbors[1 + HW_RESOURCE_BRICK] = 1;
  sh->has_pool = TRUE;
  g_ptr_array_add (v->shuffles, sh);
  sh = hw_shuffle_new (HW_SHUFFLE_TERRAIN, "inland");
  sh->terrains[HW_TERRAIN_GOLD] = 2;
  sh->has_pool = TRUE;
  g_ptr_array_add (v->shuffles, sh);
  sh = hw_shuffle_new (HW_SHUFFLE_CHITS, "coast");
  sh->chits[3] = 0;
  sh->has_pool = TRUE;
  g_ptr_array_add (v->shuffles, sh);

  g_ptr_array_add (s->variants, v);
  g_ptr_array_add (s->variants, hw_variant_new ("3", 3, 3));
  return s;
}

static void
assert_tables_equal (const HwTables *a,
                     const HwTables *b)
{
  assert_memory_equal (a->terrains, b->terrains, sizeof a->terrains);
  assert_int_equal (a->terrain_total, b->terrain_total);
  assert_memory_equal (a->chits, b->chits, sizeof a->chits);
  assert_int_equal (a->chit_total, b->chit_total);
  assert_int_equal (a->harbor_generic, b->harbor_generic);
  assert_int_equal (a->harbor_special, b->harbor_special);
  assert_int_equal (a->harbor_total, b->harbor_total);
  assert_memory_equal (a->harbor_resources, b->harbor_resources, sizeof a->harbor_resources);
  assert_memory_equal (a->supply, b->supply, sizeof a->supply);
  assert_memory_equal (a->components, b->components, sizeof a->components);
}

static void
assert_scenarios_equal (const HwScenario *a,
                        const HwScenario *b)
{
  assert_string_equal (a->id, b->id);
  assert_int_equal (a->min_players, b->min_players);
  assert_int_equal (a->max_players, b->max_players);
  assert_int_equal (a->victory_points, b->victory_points);
  assert_int_equal (a->names->len, b->names->len);
  for (guint i = 0; i < a->names->len; i++)
    {
      HwText *x = g_ptr_array_index (a->names, i), *y = g_ptr_array_index (b->names, i);
      assert_string_equal (x->lang, y->lang);
      assert_string_equal (x->text, y->text);
    }
  assert_int_equal (a->descriptions->len, b->descriptions->len);
  for (guint i = 0; i < a->descriptions->len; i++)
    assert_string_equal (((HwText *) g_ptr_array_index (a->descriptions, i))->text,
                         ((HwText *) g_ptr_array_index (b->descriptions, i))->text);
  assert_int_equal (a->modules->len, b->modules->len);
  for (guint i = 0; i < a->modules->len; i++)
    {
      HwModule *x = g_ptr_array_index (a->modules, i), *y = g_ptr_array_index (b->modules, i);
      assert_string_equal (x->id, y->id);
      assert_int_equal (x->params->len, y->params->len);
      for (guint j = 0; j < x->params->len; j++)
        {
          HwParam *p = g_ptr_array_index (x->params, j), *q = g_ptr_array_index (y->params, j);
          assert_string_equal (p->name, q->name);
          assert_string_equal (p->value, q->value);
        }
    }
  assert_int_equal (a->variants->len, b->variants->len);
  for (guint i = 0; i < a->variants->len; i++)
    {
      HwVariant *x = g_ptr_array_index (a->variants, i), *y = g_ptr_array_index (b->variants, i);
      assert_string_equal (x->id, y->id);
      assert_int_equal (x->min_players, y->min_players);
      assert_int_equal (x->max_players, y->max_players);
      assert_tables_equal (&x->tables, &y->tables);
      assert_true (hw_board_equal (x->board, y->board));
      assert_int_equal (x->has_seed, y->has_seed);
      assert_true (x->seed == y->seed);
      assert_int_equal (MAX (x->best_of, 1), MAX (y->best_of, 1));
      assert_int_equal (x->shuffles->len, y->shuffles->len);
      for (guint j = 0; j < x->shuffles->len; j++)
        {
          HwShuffle *p = g_ptr_array_index (x->shuffles, j), *q = g_ptr_array_index (y->shuffles, j);
          assert_int_equal (p->kind, q->kind);
          assert_string_equal (p->group ? p->group : "", q->group ? q->group : "");
          assert_int_equal (p->has_pool, q->has_pool);
          assert_memory_equal (p->terrains, q->terrains, sizeof p->terrains);
          assert_memory_equal (p->chits, q->chits, sizeof p->chits);
          assert_memory_equal (p->harbors, q->harbors, sizeof p->harbors);
        }
    }
}

static void
test_save_load_equal (void **state)
{
  g_autoptr(HwScenario) s = build_full_scenario ();
  g_autoptr(HwScenario) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;

  data = hw_scenario_to_data (s, &len);
  assert_int_equal (strlen (data), len);
  back = hw_scenario_load_data (data, len, "full.xml", &error);
  if (error != NULL)
    fail_msg ("%s\n%s", error->message, data);
  assert_scenarios_equal (s, back);
  assert_string_equal (back->filename, "full.xml");
}

/* Same model -> same bytes, whatever order it was built in; load -> save is stable. */
static void
test_canonical_bytes_stable (void **state)
{
  g_autoptr(HwScenario) s = build_full_scenario ();
  g_autoptr(HwScenario) copy = hw_scenario_copy (s);
  g_autoptr(HwScenario) back = NULL;
  g_autofree char *first = hw_scenario_to_data (s, NULL);
  g_autofree char *second = hw_scenario_to_data (s, NULL);
  g_autofree char *of_copy = hw_scenario_to_data (copy, NULL);
  g_autofree char *again = NULL;
  HwVariant *v;
  HwHex *hex;

  assert_string_equal (first, second);
  assert_string_equal (first, of_copy);
  back = hw_scenario_load_data (first, strlen (first), "x.xml", NULL);
  assert_non_null (back);
  again = hw_scenario_to_data (back, NULL);
  assert_string_equal (first, again);

  /* Canonical details the README promises. */
  assert_non_null (strstr (first, "<hex q=\"-200\" r=\"-200\" terrain=\"sea\"/>"));
  assert_non_null (strstr (first, "<hex q=\"1\" r=\"1\" terrain=\"jungle\" chit=\"4\" "
                                  "groups=\"coast inland\" fixed=\"terrain chit\"/>"));
  assert_non_null (strstr (first, "<hex q=\"0\" r=\"0\" terrain=\"desert\" raider=\"2\" robin=\"1\"/>"));
  assert_true (strstr (first, "side=\"3\"") < strstr (first, "side=\"4\""));
  assert_non_null (strstr (first, "<supply pawn=\"raider\" count=\"24\" components=\"26\"/>"));
  assert_non_null (strstr (first, "<supply pawn=\"barbarian\" components=\"30\"/>"));
  assert_non_null (strstr (first, "<name>Full &lt;test&gt; &amp; \"quotes\"</name>"));
  assert_non_null (strstr (first, "value=\"a &quot;quoted&quot; &lt;value&gt;&#10;second line\""));
  assert_non_null (strstr (first, "<generator seed=\"18446744073709551615\" best-of=\"200\">"));
  assert_non_null (strstr (first, "<variant id=\"3\" players=\"3\">\n    <board/>\n  </variant>\n"));

  /* A model with an extra hex gives different bytes. */
  v = g_ptr_array_index (copy->variants, 0);
  hex = hw_board_set_hex (v->board, hw_coord (5, 5), HW_TERRAIN_GOLD);
  assert_non_null (hex);
  g_free (of_copy);
  of_copy = hw_scenario_to_data (copy, NULL);
  assert_string_not_equal (first, of_copy);
}

static void
write_file (const char *path,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  assert_true (g_file_set_contents (path, text, -1, &error));
}

/* Kept out of line: inlined, GCC 12 mistakes the returned text for a pointer to the local
 * that received it (-Wdangling-pointer) in optimized builds. */
G_GNUC_NO_INLINE static char *
read_file (const char *path)
{
  char *text = NULL;

  assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static void
test_save_file_roundtrip (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-io-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "out.xml", NULL);
  g_autoptr(HwScenario) s = build_full_scenario ();
  g_autoptr(HwScenario) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = hw_scenario_to_data (s, NULL);
  g_autofree char *on_disk = NULL;
  g_autoptr(GDir) d = NULL;
  guint n = 0;

  write_file (path, "old contents");
  assert_true (hw_scenario_save_file (s, path, &error));
  assert_null (error);
  on_disk = read_file (path);
  assert_string_equal (on_disk, data);
  back = hw_scenario_load_file (path, &error);
  assert_null (error);
  assert_scenarios_equal (s, back);
  assert_string_equal (back->filename, path);

  /* No temporary file is left beside the target. */
  d = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (d) != NULL)
    n++;
  assert_int_equal (n, 1);
  hw_test_remove_tree (dir);
}

/* A model that would not load back is not written, and the old file stays. */
static void
test_save_refuses_unloadable_model (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-io-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "keep.xml", NULL);
  g_autoptr(HwScenario) s = build_full_scenario ();
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  HwVariant *v = g_ptr_array_index (s->variants, 0);

  write_file (path, "old");
  hw_board_set_hex (v->board, hw_coord (500, 0), HW_TERRAIN_SEA);
  assert_false (hw_scenario_save_file (s, path, &error));
  assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_TOO_LARGE));
  assert_non_null (strstr (error->message, "keep.xml"));
  assert_non_null (strstr (error->message, "500"));
  after = read_file (path);
  assert_string_equal (after, "old");
  g_clear_error (&error);

  hw_board_remove_hex (v->board, hw_coord (500, 0));
  g_free (s->id);
  s->id = g_strdup ("two words");
  assert_false (hw_scenario_save_file (s, path, &error));
  assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_VALUE));
  assert_non_null (strstr (error->message, "two words"));
  g_clear_pointer (&after, g_free);
  after = read_file (path);
  assert_string_equal (after, "old");
  g_clear_error (&error);

  /* A group name with a space would read back as two groups. */
  g_free (s->id);
  s->id = g_strdup ("full");
  assert_true (hw_scenario_save_file (s, path, &error));
  hw_board_get_hex (v->board, 0)->groups |=
    1u << hw_board_group_index (v->board, "home island", TRUE);
  assert_false (hw_scenario_save_file (s, path, &error));
  assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_VALUE));
  assert_non_null (strstr (error->message, "home island"));
  hw_test_remove_tree (dir);
}

/* Saving through a symbolic link updates the file it points to and keeps the link. */
static void
test_save_through_symlink (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-io-XXXXXX");
  g_autofree char *real = g_build_filename (dir, "real.xml", NULL);
  g_autofree char *link = g_build_filename (dir, "link.xml", NULL);
  g_autoptr(HwScenario) s = build_full_scenario ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = hw_scenario_to_data (s, NULL);
  g_autofree char *on_disk = NULL;

  write_file (real, "old");
  assert_int_equal (symlink ("real.xml", link), 0);
  assert_true (hw_scenario_save_file (s, link, &error));
  assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  on_disk = read_file (real);
  assert_string_equal (on_disk, data);
  g_remove (link);
  hw_test_remove_tree (dir);
}

/* A save that cannot complete leaves the old file exactly as it was. */
static void
test_save_failure_keeps_old_file (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-io-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "keep.xml", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-dir", "x.xml", NULL);
  g_autoptr(HwScenario) s = build_full_scenario ();
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  const char *old = "<old>precious bytes</old>\n";

  /* Directory missing: nothing can be written. */
  assert_false (hw_scenario_save_file (s, missing, &error));
  assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO));
  assert_non_null (strstr (error->message, "no-such-dir"));
  assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* Read-only directory: the temporary file cannot be created, the old file survives.
   * Root ignores permissions, so as root the save runs in a child that drops to nobody. */
  write_file (path, old);
  assert_int_equal (g_chmod (dir, 0555), 0);
  assert_int_equal (g_chmod (path, 0644), 0);
  {
    pid_t pid = fork ();
    int status = -1;

    assert_true (pid >= 0);
    if (pid == 0)
      {
        gboolean saved;

        if (getuid () == 0 && (setgid (65534) != 0 || setuid (65534) != 0))
          _exit (3);
        saved = hw_scenario_save_file (s, path, &error);
        if (saved)
          _exit (1);
        if (!g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO) ||
            strstr (error->message, "keep.xml") == NULL)
          _exit (2);
        _exit (0);
      }
    assert_int_equal (waitpid (pid, &status, 0), pid);
    assert_true (WIFEXITED (status));
    assert_int_equal (WEXITSTATUS (status), 0);
    after = read_file (path);
    assert_string_equal (after, old);
    g_clear_pointer (&after, g_free);
  }
  assert_int_equal (g_chmod (dir, 0700), 0);

  /* The target is a directory: rename fails after the temporary file was written; the
   * directory and what is in it stay, and no temporary file is left behind. */
  {
    g_autofree char *as_dir = g_build_filename (dir, "taken.xml", NULL);
    g_autofree char *inside = g_build_filename (as_dir, "keep", NULL);
    g_autoptr(GDir) d = NULL;
    guint n = 0;

    assert_int_equal (g_mkdir (as_dir, 0700), 0);
    write_file (inside, old);
    assert_false (hw_scenario_save_file (s, as_dir, &error));
    assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO));
    g_clear_error (&error);
    after = read_file (inside);
    assert_string_equal (after, old);
    d = g_dir_open (dir, 0, NULL);
    while (g_dir_read_name (d) != NULL)
      n++;
    assert_int_equal (n, 2);  /* keep.xml and taken.xml */
    g_remove (inside);
    g_rmdir (as_dir);
  }
  hw_test_remove_tree (dir);
}

/* Loads @text saved as @path and checks the error's domain, code and "PATH:LINE: " prefix. */
static void
assert_load_error (const char *path,
                   const char *text,
                   int         code,
                   guint       line,
                   const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *prefix = g_strdup_printf ("%s:%u: ", path, line);
  HwScenario *s;

  write_file (path, text);
  s = hw_scenario_load_file (path, &error);
  assert_null (s);
  assert_non_null (error);
  if (!g_str_has_prefix (error->message, prefix) || error->code != code ||
      strstr (error->message, words) == NULL)
    fail_msg ("expected code %d \"%s...%s\", got %d \"%s\"", code, prefix, words, error->code,
              error->message);
  assert_true (error->domain == HW_SCENARIO_ERROR);
}


/* Errors read "PATH:LINE: what is wrong". */
static void
test_error_names_file_and_line (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-io-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "bad.xml", NULL);
  g_autofree char *tiny_file = tiny_path ();
  g_autofree char *tiny = read_file (tiny_file);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  text = hw_test_replace (tiny, "terrain=\"hills\" chit", "terrain=\"lava\" chit");
  assert_load_error (path, text, HW_SCENARIO_ERROR_VALUE, 31, "lava");
  g_free (text);
  text = hw_test_replace (tiny, "chit=\"6\" groups", "chit=\"13\" groups");
  assert_load_error (path, text, HW_SCENARIO_ERROR_VALUE, 30, "13");
  g_free (text);
  text = hw_test_replace (tiny, "side=\"2\"", "side=\"6\"");
  assert_load_error (path, text, HW_SCENARIO_ERROR_VALUE, 32, "side");
  g_free (text);
  text = hw_test_replace (tiny, "id=\"tiny\" players=\"3-4\"", "id=\"tiny\" players=\"4-3\"");
  assert_load_error (path, text, HW_SCENARIO_ERROR_VALUE, 2, "players");
  g_free (text);
  text = hw_test_replace (tiny, "<hex q=\"0\" r=\"1\"", "<hex q=\"1\" r=\"0\"");
  assert_load_error (path, text, HW_SCENARIO_ERROR_VALUE, 31, "line 30");
  g_free (text);
  text = hw_test_replace (tiny, "<hex q=\"0\" r=\"1\"", "<hex q=\"0\" r=\"201\"");
  assert_load_error (path, text, HW_SCENARIO_ERROR_TOO_LARGE, 31, "201");
  g_free (text);
  text = hw_test_replace (tiny, "      <hex q=\"0\" r=\"-1\" terrain=\"sea\"/>\n", "      <bogus/>\n");
  assert_load_error (path, text, HW_SCENARIO_ERROR_SCHEMA, 28, "bogus");
  g_free (text);
  text = hw_test_replace (tiny, "<description>", "<description><b>");
  assert_load_error (path, text, HW_SCENARIO_ERROR_PARSE, 6, "malformed");
  g_free (text);
  text = hw_test_replace (tiny, "xmlns=\"urn:hexwright:scenario:1\"", "xmlns=\"urn:other\"");
  assert_load_error (path, text, HW_SCENARIO_ERROR_SCHEMA, 2, "scenario");

  /* A file that is not there: an I/O error naming it. */
  assert_null (hw_scenario_load_file ("/nonexistent/dir/x.xml", &error));
  assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO));
  assert_non_null (strstr (error->message, "/nonexistent/dir/x.xml"));
  g_clear_error (&error);

  /* Memory documents are named by their display name. */
  assert_null (hw_scenario_load_data ("<x", 2, "pasted.xml", &error));
  assert_true (g_str_has_prefix (error->message, "pasted.xml:1: "));
  hw_test_remove_tree (dir);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_load_readme_example),
    cmocka_unit_test (test_readme_example_is_canonical),
    cmocka_unit_test (test_readme_example_matches_copy),
    cmocka_unit_test (test_save_load_equal),
    cmocka_unit_test (test_canonical_bytes_stable),
    cmocka_unit_test (test_save_file_roundtrip),
    cmocka_unit_test (test_save_refuses_unloadable_model),
    cmocka_unit_test (test_save_through_symlink),
    cmocka_unit_test (test_save_failure_keeps_old_file),
    cmocka_unit_test (test_error_names_file_and_line),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
