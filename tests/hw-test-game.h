/* hw-test-game.h: boards built in code and small helpers for the engine's tests and
 * benchmark: a 19-hex base board in a sea frame, and a small Seafarers-style map with two
 * islands, a volcano, a jungle and gold. Include after "hw-test.h". */
#pragma once

#include <string.h>

#include "hw-game-private.h"
#include "hw-module-registry.h"
#include "hw-scenario.h"
#include "hw-scenario-io.h"

/* The base board: rings 0..2 land, ring 3 sea with 9 harbors, robber on the desert. */
static inline HwScenario *
hw_test_base_scenario (void)
{
  static const HwTerrain land[19] = {
    HW_TERRAIN_DESERT,
    HW_TERRAIN_FOREST, HW_TERRAIN_PASTURE, HW_TERRAIN_FIELDS, HW_TERRAIN_HILLS,
    HW_TERRAIN_MOUNTAINS, HW_TERRAIN_FOREST,
    HW_TERRAIN_PASTURE, HW_TERRAIN_FIELDS, HW_TERRAIN_HILLS, HW_TERRAIN_MOUNTAINS,
    HW_TERRAIN_FOREST, HW_TERRAIN_PASTURE, HW_TERRAIN_FIELDS, HW_TERRAIN_HILLS,
    HW_TERRAIN_MOUNTAINS, HW_TERRAIN_FOREST, HW_TERRAIN_PASTURE, HW_TERRAIN_FIELDS,
  };
  static const guint8 chits[18] = { 6, 3, 8, 2, 4, 5, 10, 5, 9, 6, 9, 10, 11, 3, 12, 8, 4, 11 };
  static const HwResource harbors[9] = {
    HW_RESOURCE_NONE, HW_RESOURCE_BRICK, HW_RESOURCE_NONE, HW_RESOURCE_LUMBER,
    HW_RESOURCE_NONE, HW_RESOURCE_ORE, HW_RESOURCE_GRAIN, HW_RESOURCE_NONE, HW_RESOURCE_WOOL,
  };
  HwScenario *s = hw_scenario_new ();
  HwVariant *v = hw_variant_new ("3-4", 3, 4);
  HwCoord ring[18];
  int k = 0, c = 0, hb = 0;

  s->id = g_strdup ("test-base");
  s->min_players = 2;
  s->max_players = 4;
  s->victory_points = 10;
  g_ptr_array_add (s->modules, hw_module_new ("base"));
  v->min_players = 2;
  for (guint radius = 0; radius <= 2; radius++)
    {
      guint n = hw_coord_ring (hw_coord (0, 0), radius, ring);
      for (guint i = 0; i < n; i++)
        {
          HwHex *h = hw_board_set_hex (v->board, ring[i], land[k++]);
          if (h->terrain == HW_TERRAIN_DESERT)
            h->pawns[HW_PAWN_ROBBER] = 1;
          else
            h->chit = chits[c++];
        }
    }
  {
    guint n = hw_coord_ring (hw_coord (0, 0), 3, ring);
    for (guint i = 0; i < n; i++)
      hw_board_set_hex (v->board, ring[i], HW_TERRAIN_SEA);
    for (guint i = 0; i < n; i += 2)
      for (int side = 0; side < 6; side++)
        if (hw_terrain_is_land (hw_board_terrain_at (v->board, hw_coord_neighbor (ring[i], side))))
          {
            HwHarbor h = { ring[i], (guint8) side, 0, harbors[hb++], 0 };
            hw_board_add_harbor (v->board, &h);
            break;
          }
  }
  g_ptr_array_add (s->variants, v);
  return s;
}

/* Coordinates of the Seafarers-style test map. */
#define HW_TEST_HOME_FIELDS    hw_coord (-2, 0)
#define HW_TEST_HOME_HILLS     hw_coord (-1, 0)
#define HW_TEST_HOME_FOREST    hw_coord (-2, 1)
#define HW_TEST_HOME_MOUNTAINS hw_coord (-1, -1)
#define HW_TEST_VOLCANO        hw_coord (1, 0)
#define HW_TEST_JUNGLE         hw_coord (2, 0)
#define HW_TEST_GOLD           hw_coord (1, 1)
#define HW_TEST_PASTURE        hw_coord (2, -1)

/* A radius-3 sea with a home island (fields 6, hills 8, forest 5, mountains 3) and a second
 * island (volcano 8, jungle 4, gold 9, pasture 10); modules base, seafarers, volcano,
 * jungle. No robber on the board. */
static inline HwScenario *
hw_test_sea_scenario (void)
{
  HwScenario *s = hw_scenario_new ();
  HwVariant *v = hw_variant_new ("2-4", 2, 4);
  HwCoord ring[18];
  struct { HwCoord c; HwTerrain t; guint8 chit; } land[] = {
    { HW_TEST_HOME_FIELDS, HW_TERRAIN_FIELDS, 6 },
    { HW_TEST_HOME_HILLS, HW_TERRAIN_HILLS, 8 },
    { HW_TEST_HOME_FOREST, HW_TERRAIN_FOREST, 5 },
    { HW_TEST_HOME_MOUNTAINS, HW_TERRAIN_MOUNTAINS, 3 },
    { HW_TEST_VOLCANO, HW_TERRAIN_VOLCANO, 8 },
    { HW_TEST_JUNGLE, HW_TERRAIN_JUNGLE, 4 },
    { HW_TEST_GOLD, HW_TERRAIN_GOLD, 9 },
    { HW_TEST_PASTURE, HW_TERRAIN_PASTURE, 10 },
  };

  s->id = g_strdup ("test-sea");
  s->min_players = 2;
  s->max_players = 4;
  s->victory_points = 10;
  g_ptr_array_add (s->modules, hw_module_new ("base"));
  g_ptr_array_add (s->modules, hw_module_new ("seafarers"));
  g_ptr_array_add (s->modules, hw_module_new ("volcano"));
  g_ptr_array_add (s->modules, hw_module_new ("jungle"));
  for (guint radius = 0; radius <= 3; radius++)
    {
      guint n = hw_coord_ring (hw_coord (0, 0), radius, ring);
      for (guint i = 0; i < n; i++)
        hw_board_set_hex (v->board, ring[i], HW_TERRAIN_SEA);
    }
  for (guint i = 0; i < G_N_ELEMENTS (land); i++)
    hw_board_set_hex (v->board, land[i].c, land[i].t)->chit = land[i].chit;
  g_ptr_array_add (s->variants, v);
  return s;
}

/* The engine tests' fixture: a scenario, its rules and a game on them. */
typedef struct
{
  HwScenario  *s;
  HwGameRules *r;
  HwGameState  st;
} HwTestFixture;

/* cmocka teardown of an HwTestFixture: frees its rules, its scenario and itself. */
static inline int
hw_test_fixture_teardown (void **state)
{
  HwTestFixture *f = *state;

  hw_game_rules_free (f->r);
  hw_scenario_free (f->s);
  g_free (f);
  return 0;
}

/* Loads scenarios/@file from the source tree, failing the test when it does not load. */
static inline HwScenario *
hw_test_load_shipped (const char *file)
{
  g_autofree char *path = hw_test_source_path ("scenarios", file, NULL);
  g_autoptr (GError) error = NULL;
  HwScenario *s = hw_scenario_load_file (path, &error);

  if (s == NULL)
    fail_msg ("%s", error->message);
  return s;
}

/* Builds the rules of @s for @players, failing the test when the engine refuses them. */
static inline HwGameRules *
hw_test_rules (const HwScenario *s, int players)
{
  g_autoptr (GError) error = NULL;
  HwGameRules *r = hw_game_rules_new (s, NULL, players, &error);

  if (r == NULL)
    fail_msg ("%s", error->message);
  return r;
}

/* Sets a module parameter of @s (adding the module when missing). */
static inline void
hw_test_set_param (HwScenario *s, const char *module, const char *name, const char *value)
{
  HwModule *m = hw_scenario_find_module (s, module);

  if (m == NULL)
    {
      m = hw_module_new (module);
      g_ptr_array_add (s->modules, m);
    }
  hw_module_set_param (m, name, value);
}

static inline int
hw_test_hex (const HwScenario *s, HwCoord c)
{
  return hw_board_index_of (((HwVariant *) g_ptr_array_index (s->variants, 0))->board, c);
}

/* Node at corner @corner (0 = top, clockwise) of the hex at @c. */
static inline int
hw_test_node (const HwGameRules *r, const HwScenario *s, HwCoord c, int corner)
{
  return r->hex_nodes[hw_test_hex (s, c)][corner];
}

/* Edge on side @side (0 = north-east, clockwise) of the hex at @c. */
static inline int
hw_test_edge (const HwGameRules *r, const HwScenario *s, HwCoord c, int side)
{
  return r->hex_edges[hw_test_hex (s, c)][side];
}

/* A game past setup with an empty board: player 0 to roll, turn 1. */
static inline void
hw_test_start_empty (const HwGameRules *r, HwGameState *st, guint64 seed)
{
  hw_game_init (st, r, seed);
  st->phase = HW_PHASE_ROLL;
  st->setup_step = (guint8) (2 * st->n_players);
  st->turn = 1;
  st->current = st->to_move = 0;
}

/* Makes a fixture owning @s, with its rules for @players and a game past setup on an empty
 * board (hw_test_start_empty) from @seed. */
static inline HwTestFixture *
hw_test_fixture_new (HwScenario *s, int players, guint64 seed)
{
  HwTestFixture *f = g_new0 (HwTestFixture, 1);

  f->s = s;
  f->r = hw_test_rules (f->s, players);
  hw_test_start_empty (f->r, &f->st, seed);
  return f;
}

/* Moves @n cards of @res from the bank to @player. */
static inline void
hw_test_give (HwGameState *st, int player, int res, int n)
{
  st->players[player].hand[res] += n;
  st->bank[res] -= n;
}

/* Returns TRUE when an action of @type with parameters @a and @b (-2: any) is legal. */
static inline gboolean
hw_test_has_action (const HwGameRules *r, const HwGameState *st, int type, int a, int b)
{
  static HwAction buf[HW_GAME_MAX_ACTIONS];
  guint n = hw_game_legal_actions (r, st, buf, HW_GAME_MAX_ACTIONS);

  for (guint i = 0; i < n; i++)
    if (buf[i].type == type && (a == -2 || buf[i].a == a) && (b == -2 || buf[i].b == b))
      return TRUE;
  return FALSE;
}

/* Applies an action, asserting that the engine accepts it. */
static inline void
hw_test_do (const HwGameRules *r, HwGameState *st, int type, int a, int b, int c)
{
  HwAction act = { (guint8) type, (gint8) c, (gint16) a, (gint16) b };

  assert_true (hw_test_has_action (r, st, type, a, b));
  assert_true (hw_game_apply (r, st, &act));
}

/* Asserts that the engine refuses an action and leaves the state untouched. */
static inline void
hw_test_refused (const HwGameRules *r, HwGameState *st, int type, int a, int b, int c)
{
  HwAction act = { (guint8) type, (gint8) c, (gint16) a, (gint16) b };
  HwGameState before;

  memcpy (&before, st, sizeof before);
  if (type != HW_ACTION_TRADE_BANK)
    assert_false (hw_test_has_action (r, st, type, a, b));
  assert_false (hw_game_is_legal (r, st, &act));
  assert_false (hw_game_apply (r, st, &act));
  assert_memory_equal (&before, st, sizeof before);
}

/* Plays one game with uniformly random legal actions, preferring any build to ending the
 * turn; returns the number of actions, stops at @turn_limit turns. Checks invariants after
 * every action when @check. */
static inline guint
hw_test_random_game (const HwGameRules *r, HwGameState *st, guint64 seed, guint turn_limit,
                     gboolean check, HwAction *buf)
{
  HwRng rng;
  guint steps = 0;

  hw_rng_seed (&rng, seed ^ G_GUINT64_CONSTANT (0x5eed));
  hw_game_init (st, r, seed);
  while (!hw_game_is_over (st) && st->turn <= turn_limit)
    {
      guint n = hw_game_legal_actions (r, st, buf, HW_GAME_MAX_ACTIONS);
      guint pick;

      g_assert (n > 0 && n <= HW_GAME_MAX_ACTIONS);
      /* The domestic offers (listed together) count as one choice, then one is drawn, as
       * the random bot does; without offers this is a uniform pick. */
      {
        guint first = n, offers = 0;

        for (guint i = 0; i < n; i++)
          if (buf[i].type == HW_ACTION_TRADE_OFFER && offers++ == 0)
            first = i;
        pick = hw_rng_uniform (&rng, n - (offers > 0 ? offers - 1 : 0));
        if (offers > 0 && pick == first)
          pick = first + hw_rng_uniform (&rng, offers);
        else if (offers > 0 && pick > first)
          pick += offers - 1;
      }
      /* Bias: when a build is possible, ending the turn is avoided. */
      if (buf[pick].type == HW_ACTION_END_TURN && n > 1)
        {
          guint builds = 0;
          for (guint i = 0; i < n; i++)
            if (buf[i].type >= HW_ACTION_BUILD_ROAD && buf[i].type <= HW_ACTION_BUY_DEV)
              builds++;
          if (builds > 0)
            {
              guint k = hw_rng_uniform (&rng, builds);
              for (guint i = 0; i < n; i++)
                if (buf[i].type >= HW_ACTION_BUILD_ROAD && buf[i].type <= HW_ACTION_BUY_DEV &&
                    k-- == 0)
                  {
                    pick = i;
                    break;
                  }
            }
        }
      if (!hw_game_apply (r, st, &buf[pick]))
        g_error ("a listed action was refused");
      steps++;
      if (check)
        {
          g_autoptr (GString) why = g_string_new (NULL);
          if (!hw_game_check_invariants (r, st, why))
            g_error ("invariants broken after %u actions (seed %" G_GUINT64_FORMAT "): %s",
                     steps, seed, why->str);
        }
    }
  return steps;
}

/* Returns the hex of @terrain carrying @chit (0: any), or -1. */
static inline int
hw_test_find_hex (const HwGameRules *r, int terrain, int chit)
{
  for (int h = 0; h < r->n_hexes; h++)
    if (r->hex_terrain[h] == terrain && (chit == 0 || r->hex_chit[h] == chit))
      return h;
  return -1;
}

/* Returns the edge joining nodes @a and @b, or -1. */
static inline int
hw_test_edge_between (const HwGameRules *r, int a, int b)
{
  for (int k = 0; k < 3; k++)
    if (r->node_nodes[a][k] == b)
      return r->node_edges[a][k];
  return -1;
}

/* Returns the neighbour of @node across edge slot @k, or -1. */
static inline int
hw_test_other_end (const HwGameRules *r, int edge, int node)
{
  return r->edge_nodes[edge][0] == node ? r->edge_nodes[edge][1] : r->edge_nodes[edge][0];
}

/* Places up to @count settlements of @player on free nodes far from other buildings,
 * skipping @avoid and its neighbours; returns how many were placed. */
static inline int
hw_test_spread (const HwGameRules *r, HwGameState *st, int player, int count, int avoid)
{
  int placed = 0;

  for (int n = 0; n < r->n_nodes && placed < count; n++)
    {
      gboolean near = n == avoid;
      for (int k = 0; k < 3 && avoid >= 0; k++)
        if (r->node_nodes[avoid][k] == n)
          near = TRUE;
      if (near || !hw_game_can_settle (r, st, player, n, TRUE))
        continue;
      hw_game_put_building (r, st, player, n, FALSE);
      placed++;
    }
  return placed;
}

/* Gives @player @n discovery tokens as jungles would (JUN-01). */
static inline void
hw_test_give_tokens (HwGameState *st, int player, int n)
{
  st->players[player].discoveries += n;
  st->counters.discoveries_earned[player] += n;
}

static inline int
hw_test_total_cards (const HwGameState *st, int player)
{
  return hw_game_hand_size (st, player);
}

static inline void
hw_test_assert_ok (const HwGameRules *r, const HwGameState *st)
{
  g_autoptr (GString) why = g_string_new (NULL);

  if (!hw_game_check_invariants (r, st, why))
    fail_msg ("%s", why->str);
}
