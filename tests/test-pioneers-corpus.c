/* test-pioneers-corpus.c: every map Debian's pioneers-console-data ships is imported and
 * checked against counts taken from the file by a scanner of its own; exported again, it
 * imports as the same board, and Pioneers' own pioneers-server-console loads it. So do the
 * shipped hexwright scenarios Pioneers can represent.
 *
 * The server binds every interface and has no option to bind loopback only, so it runs in
 * a network namespace of its own (unshare -n) that holds nothing but loopback, under
 * timeout(1). It has loaded the map when a player who joins it (tests/pioneers-client.py)
 * receives the game, and the chits and map in it are the file's; a map it refuses makes it
 * print a warning and exit 3, or abort (15.6, common/map.c hex_free), and no one answers. */
#include "hw-test-cli.h"
#include "hw-module-registry.h"

#include <sys/wait.h>

#include "hw-game.h"
#include "hw-pioneers.h"
#include "hw-scenario-io.h"

#define PIONEERS_DIR "/usr/share/games/pioneers"
#define SERVER "/usr/games/pioneers-server-console"

typedef struct
{
  guint land, sea, chits, harbors[7];   /* harbors: b g o w l ? m */
} Counts;

static const char port_letters[] = "bgowl?m";

/* The file's own counts: tiles by letter, every port (those facing the sea too: Pioneers
 * plays them, and the import keeps them), and one number per non-desert land tile. */
static void
scan_file (const char *text,
           Counts     *c)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  char grid[32][32] = { { 0 } };
  int port[32][32];
  gboolean in_map = FALSE;
  int y = 0;

  memset (c, 0, sizeof *c);
  memset (port, -1, sizeof port);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *p = lines[i];
      int x = 0;

      if (!in_map)
        {
          in_map = strcmp (p, "map") == 0;
          continue;
        }
      if (strcmp (p, ".") == 0)
        break;
      while (*p != '\0')
        {
          char t = *p++;

          if (t == ',' || t == ' ' || t == '\t')
            continue;
          if (t == '-')
            {
              x++;
              continue;
            }
          if (t == 's')
            {
              if (*p == 'R')
                p++;
              if (*p != '\0' && strchr (port_letters, *p) != NULL)
                {
                  port[y][x] = strchr (port_letters, *p++) - port_letters;
                  /* The facing: one digit, if any. */
                  if (g_ascii_isdigit (*p))
                    p++;
                }
            }
          while (g_ascii_isdigit (*p))
            p++;
          if (*p == '+')
            p++;
          grid[y][x++] = t;
        }
      y++;
    }
  for (y = 0; y < 32; y++)
    for (int x = 0; x < 32; x++)
      {
        if (grid[y][x] == 0)
          continue;
        if (grid[y][x] == 's')
          c->sea++;
        else
          {
            c->land++;
            c->chits += grid[y][x] != 'd';
          }
        if (port[y][x] >= 0)
          c->harbors[port[y][x]]++;
      }
}

static void
board_counts (const HwBoard *b,
              Counts        *c)
{
  int terrains[HW_N_TERRAINS], chits[13];

  memset (c, 0, sizeof *c);
  hw_board_count_terrains (b, terrains);
  hw_board_count_chits (b, chits);
  for (int t = 0; t < HW_N_TERRAINS; t++)
    if (hw_terrain_is_land (t))
      c->land += terrains[t];
  c->sea = terrains[HW_TERRAIN_SEA];
  for (int n = 2; n <= 12; n++)
    c->chits += chits[n];
  for (guint i = 0; i < hw_board_n_harbors (b); i++)
    {
      static const HwResource order[] = { HW_RESOURCE_BRICK, HW_RESOURCE_GRAIN, HW_RESOURCE_ORE,
                                          HW_RESOURCE_WOOL, HW_RESOURCE_LUMBER, HW_RESOURCE_NONE };
      const HwHarbor *h = hw_board_get_harbor (b, i);

      for (int k = 0; k < 6; k++)
        if (order[k] == h->resource)
          c->harbors[k]++;
    }
}

/* How the server is isolated: "unshare -n", or "unshare -rn" without root; NULL if neither. */
static const char *
namespace_command (void)
{
  static const char *found = NULL;
  static gboolean tried = FALSE;
  static const char *const candidates[] = { "unshare -n", "unshare -rn" };

  if (tried)
    return found;
  tried = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      g_autofree char *cmd = g_strdup_printf ("%s sh -c 'ip link set lo up'", candidates[i]);
      int status = -1;

      if (g_spawn_command_line_sync (cmd, NULL, NULL, &status, NULL) && WIFEXITED (status) &&
          WEXITSTATUS (status) == 0)
        return found = candidates[i];
    }
  return NULL;
}

/* Runs the server on @path in a network namespace of its own, joins it as a player with
 * tests/pioneers-client.py and returns the game the server sends its clients; NULL when the
 * server refused the map (it quits, and no one answers). -T 0 keeps the terrain as the file
 * lays it out, so that the map sent is the map read. */
static char *
server_game (const char *path)
{
  g_autofree char *client = hw_test_source_path ("tests", "pioneers-client.py", NULL);
  g_autofree char *quoted = g_shell_quote (path);
  g_autofree char *client_q = g_shell_quote (client);
  g_autofree char *inner = g_strdup_printf (
    "ip link set lo up && { timeout 30 " SERVER " --file %s -p 5556 -T 0 -k 20 >/dev/null 2>&1 &"
    " srv=$!; timeout 20 python3 %s 5556; st=$?; kill $srv 2>/dev/null; wait $srv; exit $st; }",
    quoted, client_q);
  g_autofree char *inner_q = g_shell_quote (inner);
  g_autofree char *cmd = g_strdup_printf ("%s sh -c %s", namespace_command (), inner_q);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status = -1;

  if (!g_spawn_command_line_sync (cmd, &out, NULL, &status, &error))
    fail_msg ("cannot run %s: %s", cmd, error->message);
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    return NULL;
  return g_steal_pointer (&out);
}

/* The chits line and the map block of a game text, without Pioneers' file-only '+' marks. */
static char *
board_block (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);
  gboolean in_map = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "chits "))
        g_string_append_printf (out, "%s\n", lines[i]);
      if (strcmp (lines[i], "map") == 0)
        in_map = TRUE;
      if (in_map)
        {
          g_autofree char *row = g_strdup (lines[i]);
          char *w = row;

          for (const char *r = row; *r != '\0'; r++)
            if (*r != '+')
              *w++ = *r;
          *w = '\0';
          g_string_append_printf (out, "%s\n", row);
        }
      if (in_map && strcmp (lines[i], ".") == 0)
        break;
    }
  return g_string_free (out, FALSE);
}

/* Returns TRUE when pioneers-server-console loads @path and sends its players the very
 * chits and map the file holds. */
static gboolean
server_loads (const char *path,
              char      **log)
{
  g_autofree char *sent = server_game (path);
  g_autofree char *text = NULL;
  g_autofree char *want = NULL, *got = NULL;

  *log = g_strdup (sent ? sent : "(the server sent nothing: it refused the map)");
  if (sent == NULL)
    return FALSE;
  if (!g_file_get_contents (path, &text, NULL, NULL))
    return FALSE;
  want = board_block (text);
  got = board_block (sent);
  return strstr (got, "\nmap\n") != NULL && strcmp (want, got) == 0;
}

static gboolean
have_server (void)
{
  g_autofree char *python = g_find_program_in_path ("python3");

  if (python == NULL)
    {
      g_printerr ("# python3 is missing: no client to join the server with\n");
      return FALSE;
    }
  if (!g_file_test (SERVER, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_printerr ("# %s is missing (make deps installs pioneers-console)\n", SERVER);
      return FALSE;
    }
  if (namespace_command () == NULL)
    {
      g_printerr ("# no network namespace (unshare -n): the server is not run\n");
      return FALSE;
    }
  return TRUE;
}

/* Exports @variant, checks the text is LF-only, loads it in Pioneers, and imports it back
 * as @back (may be NULL). */
static void
export_and_serve (const char      *dir,
                  const char      *name,
                  const HwScenario *s,
                  const HwVariant  *variant,
                  HwScenario      **back)
{
  g_autofree char *out = g_strdup_printf ("%s/%s", dir, name);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *log = NULL;

  if (!hw_pioneers_save_file (s, variant, out, TRUE, NULL, &error))
    fail_msg ("%s: %s", name, error->message);
  assert_true (g_file_get_contents (out, &text, NULL, NULL));
  assert_null (strchr (text, '\r'));
  if (have_server () && !server_loads (out, &log))
    fail_msg ("pioneers-server-console refuses the export of %s:\n%s\n%s", name, log, text);
  if (back != NULL)
    {
      *back = hw_pioneers_load_file (out, NULL, &error);
      if (*back == NULL)
        fail_msg ("%s", error->message);
    }
}

/* Either the engine plays @s, and hexwright-cli simulates 50 games of it saved as XML
 * (exit 0), or it refuses, and the message names what: the pioneers module's parameter
 * when a Pioneers rule is the reason. Returns TRUE when it plays. */
static gboolean
simulate_or_refused (const char *dir,
                     const char *name,
                     HwScenario *s)
{
  HwVariant *v = g_ptr_array_index (s->variants, 0);
  const char *rule = hw_pioneers_unplayed_rule (s);
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = g_strdup_printf ("%s/%s.xml", dir, name);
  g_auto(HwTestRun) run = { 0 };
  HwGameRules *rules = hw_game_rules_new (s, v, v->max_players, &error);

  if (rules == NULL)
    {
      if (rule != NULL && (!g_error_matches (error, HW_GAME_ERROR, HW_GAME_ERROR_UNSUPPORTED_MODULE) ||
                           strstr (error->message, rule) == NULL))
        fail_msg ("%s: the refusal “%s” does not name %s", name, error->message, rule);
      g_printerr ("# %s is not played: %s\n", name, error->message);
      return FALSE;
    }
  hw_game_rules_free (rules);
  if (rule != NULL)
    fail_msg ("%s: played, though it asks for the Pioneers rule %s", name, rule);
  if (!hw_scenario_save_file (s, xml, &error))
    fail_msg ("%s", error->message);
  hw_test_run_cli (&run, "simulate", xml, "--games", "50", NULL);
  if (run.status == 1 && strstr (run.err, "--allow-invalid") != NULL)
    {
      /* A map the validator finds fault with (pond's island no ship can reach) is refused
       * by simulate unless asked; the engine still plays it when asked. */
      g_auto(HwTestRun) again = { 0 };

      g_printerr ("# %s has validation errors: %s", name, run.err);
      hw_test_run_cli (&again, "simulate", xml, "--games", "50", "--allow-invalid", NULL);
      if (again.status != 0)
        fail_msg ("hexwright-cli simulate %s --games 50 --allow-invalid exits %d: %s", xml,
                  again.status, again.err);
      g_printerr ("# %s is played with --allow-invalid: 50 games simulate\n", name);
      return TRUE;
    }
  if (run.status != 0)
    fail_msg ("hexwright-cli simulate %s --games 50 exits %d: %s", xml, run.status, run.err);
  g_printerr ("# %s is played: 50 games simulate\n", name);
  return TRUE;
}

static void
test_corpus (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-pioneers-corpus-XXXXXX");
  g_autoptr(GDir) d = g_dir_open (PIONEERS_DIR, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *entry;
  gboolean seen_default = FALSE;
  guint played = 0;

  if (d == NULL)
    {
      g_printerr ("# %s is missing (make deps installs pioneers-console-data)\n", PIONEERS_DIR);
      skip ();
    }
  while ((entry = g_dir_read_name (d)) != NULL)
    if (hw_pioneers_path_is_game (entry))
      g_ptr_array_add (names, g_strdup (entry));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  /* Debian 12's pioneers-console-data 15.6 ships 28 maps. */
  assert_true (names->len >= 28);

  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      g_autofree char *path = g_build_filename (PIONEERS_DIR, name, NULL);
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) warnings = NULL;
      g_autoptr(HwScenario) s = NULL, back = NULL;
      g_autofree char *xa = NULL, *xb = NULL;
      HwVariant *v;
      Counts want, got;

      assert_true (g_file_get_contents (path, &text, NULL, NULL));
      s = hw_pioneers_load_file (path, &warnings, &error);
      if (s == NULL)
        fail_msg ("%s", error->message);
      v = g_ptr_array_index (s->variants, 0);
      scan_file (text, &want);
      board_counts (v->board, &got);
      /* Numbers on sea hexes are not kept (north_america's s113), with a warning. */
      if (want.chits != got.chits)
        {
          gboolean warned = FALSE;

          for (guint w = 0; w < warnings->len; w++)
            warned |= strstr (g_ptr_array_index (warnings, w), "sea hex") != NULL;
          assert_true (warned);
          want.chits = got.chits;
        }
      if (want.land != got.land || want.sea != got.sea || want.chits != got.chits ||
          memcmp (want.harbors, got.harbors, sizeof want.harbors) != 0)
        fail_msg ("%s: the file has %u land, %u sea, %u chits; the import %u, %u, %u "
                  "(or the harbors differ)", name, want.land, want.sea, want.chits, got.land,
                  got.sea, got.chits);
      if (strcmp (name, "default.game") == 0)
        {
          seen_default = TRUE;
          assert_int_equal (got.land, 19);
          assert_int_equal (got.chits, 18);
          assert_int_equal (hw_board_n_harbors (v->board), 9);
        }

      export_and_serve (dir, name, s, v, &back);
      assert_true (hw_board_equal (v->board, ((HwVariant *) g_ptr_array_index (back->variants, 0))->board));
      /* The scenario id comes from the file name. */
      g_free (back->id);
      back->id = g_strdup (s->id);
      xa = hw_scenario_to_data (s, NULL);
      xb = hw_scenario_to_data (back, NULL);
      if (strcmp (xa, xb) != 0)
        fail_msg ("%s: the scenario changes on its way through Pioneers", name);

      if (simulate_or_refused (dir, name, s))
        played++;
      else if (strcmp (name, "default.game") == 0)
        fail_msg ("default.game is not played");
    }
  assert_true (seen_default);
  g_printerr ("# %u of %u maps are played by the engine\n", played, names->len);
  /* Pioneers 15.6's 28 maps: 11 ask for nothing the engine does not play (README, "Pioneers
   * maps"); fewer would mean a mapped setting went back to the pioneers module. */
  assert_true (played >= 11);
  hw_test_remove_tree (dir);
}

/* The shipped scenario Pioneers can represent (the base game, both variants) loads there. */
static void
test_shipped_base (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-pioneers-base-XXXXXX");
  g_autofree char *path = hw_test_source_path ("scenarios", "base.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) s = hw_scenario_load_file (path, &error);

  assert_non_null (s);
  for (guint v = 0; v < s->variants->len; v++)
    {
      HwVariant *variant = g_ptr_array_index (s->variants, v);
      g_autofree char *name = g_strdup_printf ("base-%s.game", variant->id);
      g_autoptr(HwScenario) back = NULL;

      export_and_serve (dir, name, s, variant, &back);
      assert_int_equal (hw_board_n_hexes (variant->board),
                        hw_board_n_hexes (((HwVariant *) g_ptr_array_index (back->variants, 0))->board));
    }
  hw_test_remove_tree (dir);
}

/* The signal tells loaded from refused: a CR LF copy and an unknown keyword are refused. */
static void
test_server_signal (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-pioneers-signal-XXXXXX");
  g_autofree char *good = g_build_filename (dir, "good.game", NULL);
  g_autofree char *crlf = g_build_filename (dir, "crlf.game", NULL);
  g_autofree char *keyword = g_build_filename (dir, "keyword.game", NULL);
  const char *map = "title T\nnum-players 2\nvictory-points 10\nnum-settlements 5\n"
                    "chits 5,6\nmap\ns,t0,f1,s\n.\n";
  g_autofree char *log = NULL;
  GString *dos = g_string_new (map);

  if (!have_server ())
    skip ();
  g_string_replace (dos, "\n", "\r\n", 0);
  assert_true (g_file_set_contents (good, map, -1, NULL));
  assert_true (g_file_set_contents (crlf, dos->str, -1, NULL));
  g_string_free (dos, TRUE);
  assert_true (g_file_set_contents (keyword, "bogus\n", -1, NULL));
  assert_true (server_loads (good, &log));
  g_clear_pointer (&log, g_free);
  assert_false (server_loads (crlf, &log));
  g_clear_pointer (&log, g_free);
  assert_false (server_loads (keyword, &log));
  hw_test_remove_tree (dir);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_server_signal),
    cmocka_unit_test (test_corpus),
    cmocka_unit_test (test_shipped_base),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
