/* test-cli-sim.c: "hexwright-cli simulate" and "merge" as a user runs them: exit statuses,
 * one-line errors, JSON that parses, shards that merge into the single run, CSV, Ctrl+C. */
#include "hw-test.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <signal.h>
#include <string.h>

#include "hw-scenario-io.h"
#include "sim-boards.h"

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

static char *
cli_path (void)
{
  const char *build = g_getenv ("HEXWRIGHT_BUILD_DIR");

  return g_build_filename (build ? build : ".", "src", "cli", "hexwright-cli", NULL);
}

/* Runs hexwright-cli with the NULL-terminated arguments. */
static Run
run_cli (const char *first,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                                       | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  Run run = { -1, NULL, NULL };
  va_list ap;

  g_ptr_array_add (args, cli_path ());
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (args, g_strdup (a));
  va_end (ap);
  g_ptr_array_add (args, NULL);

  g_subprocess_launcher_setenv (launcher, "ASAN_OPTIONS", "detect_leaks=0", TRUE);
  g_subprocess_launcher_setenv (launcher, "LANGUAGE", "C", TRUE);
  g_subprocess_launcher_setenv (launcher, "G_DEBUG", "fatal-criticals", TRUE);
  proc = g_subprocess_launcher_spawnv (launcher, (const char *const *) args->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, &run.out, &run.err, &error);
  g_assert_no_error (error);
  run.status = g_subprocess_get_if_exited (proc) ? g_subprocess_get_exit_status (proc) : -1;
  return run;
}

static void
assert_one_error_line (const Run *run)
{
  const char *nl = strchr (run->err, '\n');

  assert_non_null (nl);
  assert_true (nl[1] == '\0');
  assert_non_null (strstr (run->err, "hexwright-cli"));
}

static char *
base_file (void)
{
  return hw_test_source_path ("tests", "data", "sim-base.xml", NULL);
}

/* The summary calls a module's own victory points what the module calls them (the JSON
 * keeps one key for them): the Harbormaster's are not "prisoners". */
static void
test_cli_simulate_module_vp_label (void **unused)
{
  g_autofree char *combined = hw_test_source_path ("tests", "data", "friendly-harbormaster.xml", NULL);
  g_autofree char *ba = hw_test_source_path ("scenarios", "barbarian-attack.xml", NULL);
  g_autofree char *base = base_file ();
  Run run;

  run = run_cli ("simulate", combined, "--games", "4", NULL);
  assert_int_equal (run.status, 0);
  assert_non_null (strstr (run.out, ", harbormaster "));
  assert_null (strstr (run.out, "prisoners"));
  run_clear (&run);

  run = run_cli ("simulate", ba, "--games", "2", NULL);
  assert_int_equal (run.status, 0);
  assert_non_null (strstr (run.out, ", prisoners "));
  run_clear (&run);

  run = run_cli ("simulate", base, "--games", "2", NULL);
  assert_int_equal (run.status, 0);
  assert_non_null (strstr (run.out, ", rule modules "));
  run_clear (&run);
}

static void
test_cli_simulate_bad_usage_exit_2 (void **unused)
{
  g_autofree char *file = base_file ();
  const char *bad[][4] = {
    { "simulate", NULL },
    { "simulate", "/nonexistent/board.xml", NULL },
    { "simulate", file, "--games", "0" },
    { "simulate", file, "--shard", "3/2" },
    { "simulate", file, "--bots", "nobody" },
    { "simulate", file, "--players", "9" },
    { "simulate", file, "--turn-limit", "-4" },
    { "simulate", file, "--seed", "minus" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      Run run = run_cli (bad[i][0], bad[i][1], bad[i][2], bad[i][3], NULL);

      if (run.status != 2)
        fail_msg ("case %u: exit %d, stderr %s", i, run.status, run.err);
      assert_one_error_line (&run);
      assert_string_equal (run.out, "");
      run_clear (&run);
    }
}

/* A scenario needing a module the engine lacks is refused with the engine's message. */
static void
test_cli_simulate_refuses_missing_module (void **unused)
{
  g_autoptr(HwScenario) scenario = sim_scenario_base ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hw-cli-sim-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "raiders.xml", NULL);
  Run run;

  g_ptr_array_add (scenario->modules, hw_module_new ("cities-and-knights"));
  assert_true (hw_scenario_save_file (scenario, path, &error));
  run = run_cli ("simulate", path, "--games", "2", NULL);
  assert_int_equal (run.status, 2);
  assert_one_error_line (&run);
  assert_non_null (strstr (run.err, "cities-and-knights"));
  run_clear (&run);
  g_unlink (path);
  g_rmdir (dir);
}

static JsonNode *
parse (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static void
test_cli_simulate_json_threads_shards_merge (void **unused)
{
  g_autofree char *file = base_file ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hw-cli-sim-XXXXXX", &error);
  g_autofree char *s1 = g_build_filename (dir, "s1.json", NULL);
  g_autofree char *s2 = g_build_filename (dir, "s2.json", NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *games;
  Run whole, threads, part1, part2, merged;

  whole = run_cli ("simulate", file, "--json", "--games", "24", "--seed", "77", "--bots", "greedy,random",
                   "--rotate-seats", "--turn-limit", "500", NULL);
  assert_int_equal (whole.status, 0);
  root = parse (whole.out);
  games = json_object_get_object_member (json_node_get_object (root), "games");
  assert_int_equal (json_object_get_int_member (games, "played"), 24);
  assert_int_equal (json_object_get_int_member (games, "won") + json_object_get_int_member (games, "turn-limit"), 24);
  assert_int_equal (json_array_get_length (json_object_get_array_member (json_node_get_object (root), "seats")), 4);

  threads = run_cli ("simulate", file, "--json", "--games", "24", "--seed", "77", "--bots", "greedy,random",
                     "--rotate-seats", "--turn-limit", "500", "--threads", "2", NULL);
  assert_int_equal (threads.status, 0);
  assert_string_equal (whole.out, threads.out);

  part1 = run_cli ("simulate", file, "--json", "--games", "24", "--seed", "77", "--bots", "greedy,random",
                   "--rotate-seats", "--turn-limit", "500", "--shard", "1/2", NULL);
  part2 = run_cli ("simulate", file, "--json", "--games", "24", "--seed", "77", "--bots", "greedy,random",
                   "--rotate-seats", "--turn-limit", "500", "--shard", "2/2", NULL);
  assert_int_equal (part1.status, 0);
  assert_int_equal (part2.status, 0);
  assert_string_not_equal (part1.out, whole.out);
  assert_true (g_file_set_contents (s1, part1.out, -1, NULL));
  assert_true (g_file_set_contents (s2, part2.out, -1, NULL));

  /* Either order: the merged bytes are the single run's bytes. */
  merged = run_cli ("merge", s2, s1, NULL);
  assert_int_equal (merged.status, 0);
  assert_string_equal (merged.out, whole.out);
  run_clear (&merged);

  /* The same shard twice counts games twice: refused. */
  merged = run_cli ("merge", s1, s1, NULL);
  assert_int_equal (merged.status, 2);
  assert_one_error_line (&merged);
  run_clear (&merged);

  run_clear (&whole);
  run_clear (&threads);
  run_clear (&part1);
  run_clear (&part2);
  g_unlink (s1);
  g_unlink (s2);
  g_rmdir (dir);
}

static void
test_cli_merge_rejects_bad_input (void **unused)
{
  g_autofree char *file = base_file ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hw-cli-sim-XXXXXX", &error);
  g_autofree char *a = g_build_filename (dir, "a.json", NULL);
  g_autofree char *b = g_build_filename (dir, "b.json", NULL);
  g_autofree char *junk = g_build_filename (dir, "junk.json", NULL);
  Run ra, rb, run;

  ra = run_cli ("simulate", file, "--json", "--games", "4", "--seed", "1", "--bots", "random", NULL);
  rb = run_cli ("simulate", file, "--json", "--games", "4", "--seed", "2", "--bots", "random", NULL);
  assert_int_equal (ra.status, 0);
  assert_int_equal (rb.status, 0);
  assert_true (g_file_set_contents (a, ra.out, -1, NULL));
  assert_true (g_file_set_contents (b, rb.out, -1, NULL));
  assert_true (g_file_set_contents (junk, "{\"format\": 3", -1, NULL));

  run = run_cli ("merge", a, b, NULL);
  assert_int_equal (run.status, 2);
  assert_one_error_line (&run);
  assert_non_null (strstr (run.err, "seed"));
  run_clear (&run);
  run = run_cli ("merge", a, junk, NULL);
  assert_int_equal (run.status, 2);
  assert_one_error_line (&run);
  run_clear (&run);
  run = run_cli ("merge", NULL);
  assert_int_equal (run.status, 2);
  run_clear (&run);
  run = run_cli ("merge", a, NULL);
  assert_int_equal (run.status, 0);
  assert_string_equal (run.out, ra.out);
  run_clear (&run);

  run_clear (&ra);
  run_clear (&rb);
  g_unlink (a);
  g_unlink (b);
  g_unlink (junk);
  g_rmdir (dir);
}

/* Found by fuzz-sim-json: "format" or "version" holding an array or an object raised a
 * Json-CRITICAL in json-glib's *_with_default getters (a trap under fatal criticals, which
 * run_cli sets) instead of the refusal. Now the refusal, naming the file. */
static void
test_cli_merge_format_or_version_not_a_value (void **unused)
{
  const char *names[] = { "format-not-a-string.json", "version-not-a-number.json" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *damaged = hw_test_source_path ("tests", "fuzz", "corpus", "sim-json", names[i], NULL);
      Run run = run_cli ("merge", damaged, NULL);

      assert_int_equal (run.status, 2);
      assert_one_error_line (&run);
      assert_null (strstr (run.err, "CRITICAL"));
      assert_non_null (strstr (run.err, names[i]));
      run_clear (&run);
    }
}

/* Found by fuzz-sim-json: a result whose bot wins exceed the games won (one "wins" edited
 * from 0 to 5) was merged, and its Wilson interval written as "-nan.0", which is not
 * JSON. Such a file is now refused as damaged, exit 2 naming it. */
static void
test_cli_merge_wins_beyond_games_refused (void **unused)
{
  g_autofree char *damaged = hw_test_source_path ("tests", "fuzz", "corpus", "sim-json", "wins-beyond-games.json", NULL);
  Run run = run_cli ("merge", damaged, NULL);

  assert_int_equal (run.status, 2);
  assert_one_error_line (&run);
  assert_non_null (strstr (run.err, "wins-beyond-games.json"));
  assert_non_null (strstr (run.err, "\"bots\""));
  assert_string_equal (run.out, "");
  run_clear (&run);
}

/* Runs "simulate FILE --json ARGS… --shard SHARD" of the 24-game batch below. */
static Run
run_shard (const char *file,
           const char *shard)
{
  return run_cli ("simulate", file, "--json", "--games", "24", "--seed", "5", "--bots", "random",
                  "--turn-limit", "300", "--shard", shard, NULL);
}

/* A shard that died midway (killed while playing, or its file cut short, emptied or
 * replaced by another JSON document) is refused by merge with exit 2 and one line naming
 * the file; run again, the shard gives the same bytes and merges into the whole batch. */
static void
test_cli_merge_shard_died_midway (void **unused)
{
  g_autofree char *file = base_file ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hw-cli-sim-XXXXXX", &error);
  g_autofree char *s1 = g_build_filename (dir, "shard-1.json", NULL);
  g_autofree char *s2 = g_build_filename (dir, "shard-2.json", NULL);
  g_autofree char *cli = cli_path ();
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_autoptr(GSubprocess) dying = NULL;
  const char *foreign = "{\"type\": \"FeatureCollection\", \"features\": []}\n";
  Run whole, part1, part2, again, merged;
  gsize cuts[4];

  whole = run_cli ("simulate", file, "--json", "--games", "24", "--seed", "5", "--bots", "random",
                   "--turn-limit", "300", NULL);
  part1 = run_shard (file, "1/2");
  part2 = run_shard (file, "2/2");
  assert_int_equal (whole.status, 0);
  assert_int_equal (part1.status, 0);
  assert_int_equal (part2.status, 0);
  assert_true (g_file_set_contents (s1, part1.out, -1, NULL));

  /* Killed while playing: its output file is whatever the shell had when it died. */
  g_subprocess_launcher_setenv (launcher, "ASAN_OPTIONS", "detect_leaks=0", TRUE);
  g_subprocess_launcher_set_stdout_file_path (launcher, s2);
  dying = g_subprocess_launcher_spawn (launcher, &error, cli, "simulate", file, "--json",
                                       "--games", "1000000", "--seed", "5", "--bots", "random",
                                       "--shard", "2/2", NULL);
  g_assert_no_error (error);
  g_usleep (300 * 1000);
  g_subprocess_force_exit (dying);
  assert_true (g_subprocess_wait (dying, NULL, NULL));
  assert_false (g_subprocess_get_if_exited (dying));

  /* Then every other way a shard's file can be left damaged. */
  cuts[0] = G_MAXSIZE;          /* as the killed process left it */
  cuts[1] = 0;
  cuts[2] = strlen (part2.out) / 2;
  cuts[3] = strlen (part2.out) - 3;
  for (guint i = 0; i < G_N_ELEMENTS (cuts) + 1; i++)
    {
      if (i == G_N_ELEMENTS (cuts))
        assert_true (g_file_set_contents (s2, foreign, -1, NULL));
      else if (cuts[i] != G_MAXSIZE)
        assert_true (g_file_set_contents (s2, part2.out, (gssize) cuts[i], NULL));
      merged = run_cli ("merge", s1, s2, NULL);
      if (merged.status != 2)
        fail_msg ("damage %u: exit %d", i, merged.status);
      assert_one_error_line (&merged);
      assert_non_null (strstr (merged.err, s2));
      assert_string_equal (merged.out, "");
      run_clear (&merged);
    }

  /* Run again, the shard gives the same bytes, and the merge is the whole batch. */
  again = run_shard (file, "2/2");
  assert_int_equal (again.status, 0);
  assert_string_equal (again.out, part2.out);
  assert_true (g_file_set_contents (s2, again.out, -1, NULL));
  merged = run_cli ("merge", s1, s2, NULL);
  assert_int_equal (merged.status, 0);
  assert_string_equal (merged.out, whole.out);
  run_clear (&merged);

  run_clear (&whole);
  run_clear (&part1);
  run_clear (&part2);
  run_clear (&again);
  g_unlink (s1);
  g_unlink (s2);
  g_rmdir (dir);
}

static void
test_cli_simulate_csv_and_summary (void **unused)
{
  g_autofree char *file = hw_test_source_path ("tests", "data", "sim-islands.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hw-cli-sim-XXXXXX", &error);
  g_autofree char *csv = g_build_filename (dir, "games.csv", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  Run run;

  run = run_cli ("simulate", file, "--games", "12", "--players", "3", "--bots", "greedy", "--csv", csv, NULL);
  assert_int_equal (run.status, 0);
  /* Without --json a readable summary goes to stdout. */
  assert_non_null (strstr (run.out, "Wins by seat"));
  assert_non_null (strstr (run.out, "Volcano eruptions"));
  assert_true (g_file_get_contents (csv, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  /* Header, 12 games, and the empty string after the last newline. */
  assert_int_equal (g_strv_length (lines), 14);
  assert_true (g_str_has_prefix (lines[0], "game,seed,end,winner,turns"));
  assert_true (g_str_has_prefix (lines[1], "0,"));
  assert_true (g_str_has_prefix (lines[12], "11,"));
  run_clear (&run);
  g_unlink (csv);
  g_rmdir (dir);
}

/* Runs "simulate @file --games 6 --seed 3" (with --players @players unless NULL) for the
 * readable summary and returns its stdout, asserting exit 0. */
static char *
simulate_summary (const char *file, const char *players)
{
  Run run = run_cli ("simulate", file, "--games", "6", "--seed", "3",
                     players ? "--players" : NULL, players, NULL);
  char *out;

  assert_int_equal (run.status, 0);
  out = g_steal_pointer (&run.out);
  run_clear (&run);
  return out;
}

/* Runs "simulate @file --json --games 6 --seed 3" whole and as two shards, asserts that the
 * shards merge into the whole run's bytes, and returns the whole run's JSON. */
static JsonNode *
simulate_shards_merge (const char *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hw-cli-sim-XXXXXX", &error);
  g_autofree char *s1 = g_build_filename (dir, "s1.json", NULL);
  g_autofree char *s2 = g_build_filename (dir, "s2.json", NULL);
  JsonNode *root;
  Run whole, part1, part2, merged;

  whole = run_cli ("simulate", file, "--json", "--games", "6", "--seed", "3", NULL);
  part1 = run_cli ("simulate", file, "--json", "--games", "6", "--seed", "3", "--shard", "1/2", NULL);
  part2 = run_cli ("simulate", file, "--json", "--games", "6", "--seed", "3", "--shard", "2/2", NULL);
  assert_int_equal (whole.status, 0);
  assert_int_equal (part1.status, 0);
  assert_int_equal (part2.status, 0);
  root = parse (whole.out);
  assert_true (g_file_set_contents (s1, part1.out, -1, NULL));
  assert_true (g_file_set_contents (s2, part2.out, -1, NULL));
  merged = run_cli ("merge", s1, s2, NULL);
  assert_int_equal (merged.status, 0);
  assert_string_equal (merged.out, whole.out);

  run_clear (&whole);
  run_clear (&part1);
  run_clear (&part2);
  run_clear (&merged);
  g_unlink (s1);
  g_unlink (s2);
  g_rmdir (dir);
  return root;
}

/* BA-*: the summary reports the Barbarian Attack figures and the winners' prisoners; the JSON
 * of two shards merges into the single run's bytes. */
static void
test_cli_simulate_barbarian_attack (void **unused)
{
  g_autofree char *file = hw_test_source_path ("scenarios", "barbarian-attack.xml", NULL);
  g_autofree char *text = simulate_summary (file, NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *ba;

  assert_non_null (strstr (text, "Barbarian Attack: "));
  assert_non_null (strstr (text, " landings, "));
  assert_non_null (strstr (text, "battles won"));
  assert_non_null (strstr (text, "  seat 4 per game: "));
  assert_non_null (strstr (text, "Conquests per coastal hex (per game): ("));
  assert_non_null (strstr (text, ", prisoners "));

  root = simulate_shards_merge (file);
  ba = json_object_get_object_member (json_node_get_object (root), "barbarian-attack");
  assert_non_null (ba);
  assert_int_equal (json_object_get_int_member (ba, "games"), 6);
  assert_true (json_object_get_int_member (ba, "landings") > 0);
  assert_true (json_array_get_length (json_object_get_array_member (ba, "coast")) > 0);
}

/* DR-*: the summary reports the storm, what it overran and took, and each seat's escape;
 * the JSON of two shards merges into the single run's bytes. */
static void
test_cli_simulate_desert_raiders (void **unused)
{
  g_autofree char *file = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autofree char *text = simulate_summary (file, "5");
  g_autoptr(JsonNode) root = NULL;
  JsonObject *dr;

  assert_non_null (strstr (text, "The Desert Raiders: the storm began in "));
  assert_non_null (strstr (text, "Storm began (turns: games): "));
  assert_non_null (strstr (text, " hexes overrun, "));
  assert_non_null (strstr (text, " roads cancelled, "));
  assert_non_null (strstr (text, " VP lost to raiders, "));
  assert_non_null (strstr (text, "of players had reached another island before the storm"));
  assert_non_null (strstr (text, "  seat 5: abroad before the storm "));

  root = simulate_shards_merge (file);
  dr = json_object_get_object_member (json_node_get_object (root), "desert-raiders");
  assert_non_null (dr);
  assert_int_equal (json_object_get_int_member (dr, "games"), 6);
  assert_true (json_object_get_int_member (dr, "storms") > 0);
  assert_true (json_object_get_int_member (dr, "hexes-overrun") > 0);
}

/* Ctrl+C: the batch stops, what finished is printed, the exit status says interrupted. */
static void
test_cli_simulate_interrupt_prints_partial (void **unused)
{
  g_autofree char *file = base_file ();
  g_autofree char *cli = cli_path ();
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                                       | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *coverage;

  g_subprocess_launcher_setenv (launcher, "ASAN_OPTIONS", "detect_leaks=0", TRUE);
  proc = g_subprocess_launcher_spawn (launcher, &error, cli, "simulate", file, "--json", "--games",
                                      "100000000", "--bots", "random", NULL);
  g_assert_no_error (error);
  g_usleep (G_USEC_PER_SEC / 2);
  g_subprocess_send_signal (proc, SIGINT);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  assert_true (g_subprocess_get_if_exited (proc));
  assert_int_equal (g_subprocess_get_exit_status (proc), 130);
  assert_non_null (strstr (err, "interrupted"));
  root = parse (out);
  coverage = json_object_get_object_member (json_node_get_object (root), "coverage");
  assert_true (json_object_get_boolean_member (coverage, "interrupted"));
  assert_false (json_object_get_boolean_member (coverage, "complete"));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_cli_simulate_bad_usage_exit_2),
    cmocka_unit_test (test_cli_simulate_module_vp_label),
    cmocka_unit_test (test_cli_simulate_refuses_missing_module),
    cmocka_unit_test (test_cli_merge_shard_died_midway),
    cmocka_unit_test (test_cli_merge_wins_beyond_games_refused),
    cmocka_unit_test (test_cli_merge_format_or_version_not_a_value),
    cmocka_unit_test (test_cli_simulate_json_threads_shards_merge),
    cmocka_unit_test (test_cli_merge_rejects_bad_input),
    cmocka_unit_test (test_cli_simulate_csv_and_summary),
    cmocka_unit_test (test_cli_simulate_barbarian_attack),
    cmocka_unit_test (test_cli_simulate_desert_raiders),
    cmocka_unit_test (test_cli_simulate_interrupt_prints_partial),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
