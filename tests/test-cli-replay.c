/* test-cli-replay.c: "hexwright-cli replay" plays game K of a batch exactly as simulate did:
 * for every shipped scenario, with several bots and the seats rotated, each replayed game
 * ends as the batch's CSV row for it (how, winner, turns, every seat's VP). */
#include "hw-test.h"
#include "hw-test-cli.h"

#include <json-glib/json-glib.h>
#include <string.h>

#define GAMES 4

/* The column @name of the CSV @header, or -1. */
static int
column (char **header,
        const char *name)
{
  for (int i = 0; header[i] != NULL; i++)
    if (strcmp (header[i], name) == 0)
      return i;
  return -1;
}

/* Runs "replay" of game @game of the batch check_batch () simulated. */
static void
run_replay (HwTestRun  *run,
            const char *path,
            const char *players,
            const char *bots,
            const char *game,
            gboolean    rotate,
            gboolean    json)
{
  const char *extra[2] = { rotate ? "--rotate-seats" : NULL, NULL };

  if (json)
    extra[rotate ? 1 : 0] = "--json";
  hw_test_run_cli (run, "replay", path, "--players", players, "--bots", bots, "--seed", "77",
                   "--game", game, extra[0], extra[1], NULL);
}

static void
check_batch (const char *file,
             const char *players,
             const char *bots,
             gboolean    rotate)
{
  g_autofree char *path = hw_test_source_path ("scenarios", file, NULL);
  g_auto(HwTestRun) sim = { 0 };
  g_auto(GStrv) lines = NULL, header = NULL;
  int n = atoi (players);

  hw_test_run_cli (&sim, "simulate", path, "--players", players, "--bots", bots, "--games",
                   G_STRINGIFY (GAMES), "--seed", "77", "--csv", "-", rotate ? "--rotate-seats" : NULL, NULL);
  assert_int_equal (sim.status, 0);
  lines = g_strsplit (sim.out, "\n", -1);
  header = g_strsplit (lines[0], ",", -1);
  for (int g = 0; g < GAMES; g++)
    {
      g_auto(GStrv) row = g_strsplit (lines[g + 1], ",", -1);
      g_autofree char *game = g_strdup_printf ("%d", g);
      g_auto(HwTestRun) rep = { 0 }, text = { 0 };
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      JsonObject *o;
      JsonArray *vp;

      run_replay (&rep, path, players, bots, game, rotate, TRUE);
      assert_int_equal (rep.status, 0);
      assert_true (json_parser_load_from_data (parser, rep.out, -1, &error));
      o = json_node_get_object (json_parser_get_root (parser));
      assert_string_equal (json_object_get_string_member (o, "end"), row[column (header, "end")]);
      if (strcmp (row[column (header, "end")], "win") == 0)
        assert_int_equal (json_object_get_int_member (o, "winner"), atoi (row[column (header, "winner")]));
      else
        assert_true (json_object_get_null_member (o, "winner"));
      assert_int_equal (json_object_get_int_member (o, "turns"), atoi (row[column (header, "turns")]));
      vp = json_object_get_array_member (o, "vp");
      assert_int_equal (json_array_get_length (vp), n);
      for (int s = 0; s < n; s++)
        {
          g_autofree char *name = g_strdup_printf ("vp_%d", s + 1);
          g_autofree char *bot = g_strdup_printf ("bot_%d", s + 1);
          JsonObject *first = NULL;

          assert_int_equal (json_array_get_int_element (vp, s), atoi (row[column (header, name)]));
          /* The actions name each seat's bot as the CSV does. */
          for (guint a = 0; a < json_array_get_length (json_object_get_array_member (o, "actions")) && first == NULL; a++)
            {
              JsonObject *act = json_array_get_object_element (json_object_get_array_member (o, "actions"), a);

              if (json_object_get_int_member (act, "seat") == s + 1)
                first = act;
            }
          assert_non_null (first);
          assert_string_equal (json_object_get_string_member (first, "bot"), row[column (header, bot)]);
        }

      /* The text tells the same game and ends the same way. */
      run_replay (&text, path, players, bots, game, rotate, FALSE);
      assert_int_equal (text.status, 0);
      assert_non_null (strstr (text.out, "turn 1, seat 1"));
      assert_non_null (strstr (text.out, "rolls "));
      if (strcmp (row[column (header, "end")], "win") == 0)
        {
          g_autofree char *wins = g_strdup_printf ("Seat %s wins after %s turns", row[column (header, "winner")],
                                                   row[column (header, "turns")]);

          assert_non_null (strstr (text.out, wins));
        }
    }
}

static void
test_replay_matches_the_batch (void **unused)
{
  check_batch ("base.xml", "4", "greedy,random,people,table", TRUE);
  check_batch ("base.xml", "3", "people", FALSE);
  check_batch ("desert-raiders.xml", "5", "greedy,people", TRUE);
  check_batch ("barbarian-attack.xml", "3", "greedy", FALSE);
  check_batch ("robin-hood.xml", "1", "greedy", FALSE);
}

/* Bad usage exits 2 and says what is wrong. */
static void
test_replay_usage (void **unused)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_auto(HwTestRun) no_game = { 0 }, bad_bot = { 0 }, no_file = { 0 };

  hw_test_run_cli (&no_game, "replay", path, NULL);
  assert_int_equal (no_game.status, 2);
  assert_non_null (strstr (no_game.err, "--game"));
  hw_test_run_cli (&bad_bot, "replay", path, "--game", "0", "--bots", "nobody", NULL);
  assert_int_equal (bad_bot.status, 2);
  assert_non_null (strstr (bad_bot.err, "nobody"));
  hw_test_run_cli (&no_file, "replay", "/nonexistent/board.xml", "--game", "0", NULL);
  assert_int_equal (no_file.status, 2);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_replay_matches_the_batch),
    cmocka_unit_test (test_replay_usage),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
