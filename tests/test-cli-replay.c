/* test-cli-replay.c: "hexwright-cli replay" plays game K of a batch exactly as simulate did:
 * for every shipped scenario, with several bots and the seats rotated, each replayed game
 * ends as the batch's CSV row for it (how, winner, turns, every seat's VP). */
#include "hw-test.h"
#include "hw-test-cli.h"

#include <cairo.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>
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
      /* A win by no seat (Robin Hood's) has an empty winner in the CSV, null here. */
      if (*row[column (header, "winner")] != '\0')
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
      if (strcmp (row[column (header, "end")], "win") == 0 && *row[column (header, "winner")] == '\0')
        assert_non_null (strstr (text.out, "The side that is no seat wins after"));
      else if (strcmp (row[column (header, "end")], "win") == 0)
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

/* The pixels of seat 1's red (which no tile has) in the PNG rsvg-convert (an outside
 * renderer) makes of replay --svg-at @turn of The Desert Raiders' game 2. */
static int
red_pixels_at (const char *dir,
               const char *turn)
{
  g_autofree char *svg = g_build_filename (dir, "turn.svg", NULL);
  g_autofree char *png = g_build_filename (dir, "turn.png", NULL);
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autofree char *text = NULL, *cmd = NULL;
  g_auto(HwTestRun) run = { 0 };
  cairo_surface_t *image;
  const guint8 *data;
  int red = 0, stride, status = -1;

  hw_test_run_cli (&run, "replay", path, "--game", "2", "--svg-at", turn, "-o", svg, NULL);
  assert_int_equal (run.status, 0);
  assert_true (g_file_get_contents (svg, &text, NULL, NULL));
  assert_non_null (strstr (text, "<svg"));
  cmd = g_strdup_printf ("rsvg-convert -w 600 -o '%s' '%s'", png, svg);
  assert_true (g_spawn_command_line_sync (cmd, NULL, NULL, &status, NULL));
  assert_true (g_spawn_check_wait_status (status, NULL));
  image = cairo_image_surface_create_from_png (png);
  assert_int_equal (cairo_surface_status (image), CAIRO_STATUS_SUCCESS);
  cairo_surface_flush (image);
  data = cairo_image_surface_get_data (image);
  stride = cairo_image_surface_get_stride (image);
  for (int y = 0; y < cairo_image_surface_get_height (image); y++)
    for (int x = 0; x < cairo_image_surface_get_width (image); x++)
      {
        const guint8 *px = data + y * stride + 4 * x;   /* B, G, R, A */

        red += abs (px[2] - 204) < 12 && abs (px[1] - 31) < 12 && abs (px[0] - 26) < 12;
      }
  cairo_surface_destroy (image);
  return red;
}

/* --svg-at draws the board as it stood at the end of a turn, every piece on it: seat 1,
 * which goes on to win that game, has more red on the board at turn 120 than after the
 * setup, and the setup's two settlements and roads already show beside its legend. */
static void
test_replay_svg_at (void **unused)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-replay-XXXXXX");
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_auto(HwTestRun) alone = { 0 };
  int setup = red_pixels_at (dir, "0"), later = red_pixels_at (dir, "120");

  g_test_message ("seat 1's red: %d pixels after the setup, %d at turn 120", setup, later);
  assert_true (later > setup + 200);
  /* One without the other is bad usage. */
  hw_test_run_cli (&alone, "replay", path, "--game", "2", "--svg-at", "40", NULL);
  assert_int_equal (alone.status, 2);
  hw_test_remove_tree (dir);
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
    cmocka_unit_test (test_replay_svg_at),
    cmocka_unit_test (test_replay_usage),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
