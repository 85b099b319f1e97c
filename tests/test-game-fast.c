/* test-game-fast.c: the simulation's fast paths (issue 14) play exactly what the checked
 * paths play: the lazy listing expands to the full list, the trusted path replays the
 * checked one action for action, the win check skipped after card moves would have found
 * nothing, the listers' board masks list what the per-node checks allow, and a bot picking
 * an index outside the list is reported, not obeyed. */
#include "hw-test.h"
#include "hw-module-registry.h"
#include "hw-test-game.h"

#include "hw-bot.h"
#include "hw-scenario-io.h"
#include "hw-sim.h"
#include "hw-dr-rules.h"

#define TURN_LIMIT 300

static HwAction full[HW_GAME_MAX_ACTIONS];
static HwAction lazy[HW_GAME_MAX_ACTIONS];
static HwAction expanded[HW_GAME_MAX_ACTIONS];
static HwAction kept[HW_GAME_MAX_ACTIONS];
static guint16 expanded_at[HW_GAME_MAX_ACTIONS];

/* Whether hw_game_listing_expand () keeps @a, an entry of the whole list, for @asked and
 * @given: every entry but the offers it leaves out. */
static gboolean
expand_keeps (const HwAction *a, guint asked, const guint8 *given)
{
  int give = HW_TRADE_RESOURCE (a->a), take = HW_TRADE_RESOURCE (a->b);

  return a->type != HW_ACTION_TRADE_OFFER ||
         (((asked >> take) & 1) && HW_TRADE_COUNT (a->a) <= given[give]);
}

/* hw_game_listing_expand () writes the whole list, entry for entry, where it leaves nothing
 * out, and the entries it keeps in their places where it leaves offers out. */
static guint
check_expand (const HwGameRules *r, const HwGameState *st, const HwActionListing *listing,
              guint n, HwRng *rng)
{
  guint8 all[HW_TRADE_GOLD + 1], given[HW_TRADE_GOLD + 1];
  guint asked = (guint) hw_rng_uniform (rng, 1u << (HW_TRADE_GOLD + 1)), m, k = 0;

  memset (all, HW_TRADE_MAX_COUNT, sizeof all);
  m = hw_game_listing_expand (r, st, lazy, listing, G_MAXUINT, all, expanded, expanded_at);
  assert_int_equal (m, n);
  for (guint i = 0; i < n; i++)
    {
      assert_int_equal (expanded_at[i], i);
      assert_true (hw_action_equal (&expanded[i], &full[i]));
    }
  for (int g = 0; g <= HW_TRADE_GOLD; g++)
    given[g] = (guint8) hw_rng_uniform (rng, HW_TRADE_MAX_COUNT + 1);
  m = hw_game_listing_expand (r, st, lazy, listing, asked, given, expanded, expanded_at);
  for (guint i = 0; i < n; i++)
    if (expand_keeps (&full[i], asked, given))
      {
        assert_true (k < m);
        assert_int_equal (expanded_at[k], i);
        assert_true (hw_action_equal (&expanded[k], &full[i]));
        k++;
      }
  assert_int_equal (k, m);
  return n - m;
}

static HwScenario *
shipped (const char *file)
{
  g_autofree char *path = hw_test_source_path ("scenarios", file, NULL);
  g_autoptr (GError) error = NULL;
  HwScenario *s = hw_scenario_load_file (path, &error);

  g_assert_no_error (error);
  return s;
}

/* What the last walk_games() came across. */
static struct
{
  guint token_steps;  /* main-phase steps of a player holding discovery tokens */
  guint eruptions;
} walked;

/* Every step of @games games of uniformly random listed actions on @s with @players. */
static void
walk_games (HwScenario *s, int players, guint games)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, players, &error);
  HwGameState st, copy;
  guint steps_with_runs = 0, ship_steps = 0, ship_checks = 0, build_steps = 0, build_checks = 0;
  guint builds_known = 0, offers_left_out = 0, bank_left_out = 0, offers_placed = 0;
  guint relisted = 0, offers_closed = 0;
  /* The last main-phase listing, and whether only an offer and its answers came since. */
  HwActionListing kept_listing;
  gboolean keeps = FALSE;
  /* The same rules without the kept spots and yield: a shadow game plays every action too,
   * and must list the same actions and reach the same states. */
  g_autofree HwGameRules *unkept = g_memdup2 (r, sizeof *r);
  HwGameState shadow, masked;

  g_assert_no_error (error);
  memset (&walked, 0, sizeof walked);
  for (guint g = 0; g < games; g++)
    {
      HwRng rng;

      hw_rng_seed (&rng, hw_rng_derive (1414, g));
      hw_game_init (&st, r, hw_rng_derive (4141, g));
      keeps = FALSE;
      unkept->keeps_spots = unkept->keeps_yield = FALSE;
      hw_game_init (&shadow, unkept, hw_rng_derive (4141, g));
      while (!hw_game_is_over (&st) && hw_game_turn (&st) <= TURN_LIMIT)
        {
          HwActionListing listing;
          guint n = hw_game_legal_actions (r, &st, full, HW_GAME_MAX_ACTIONS);
          guint m = hw_game_legal_actions_lazy (r, &st, lazy, &listing);
          HwAction a;

          /* The lazy listing is the full list, entry for entry. */
          assert_int_equal (m, n);
          assert_int_equal (listing.n, n);
          assert_true (listing.n_written + listing.n_places + listing.n_bank + listing.n_offers == n);
          steps_with_runs += listing.n_offers > 0;
          bank_left_out += listing.n_bank > 0;
          walked.token_steps += st.phase == HW_PHASE_MAIN && st.players[st.to_move].discoveries > 0;
          for (guint i = 0; i < n; i++)
            {
              hw_game_listed_action (r, &st, lazy, &listing, i, &a);
              assert_true (hw_action_equal (&a, &full[i]));
              /* Each offer is placed where the whole list has it. */
              if (full[i].type == HW_ACTION_TRADE_OFFER)
                {
                  assert_int_equal (hw_game_listing_offer_place (r, &st, &listing, &full[i]), i);
                  offers_placed++;
                }
            }
          offers_left_out += check_expand (r, &st, &listing, n, &rng);
          /* After an offer everybody declined, the listing made before it, brought up to
           * date, is the listing made now; where it cannot be, it says so. */
          if (keeps && st.phase == HW_PHASE_MAIN)
            {
              gboolean held = hw_game_listing_declined (r, &st, &kept_listing);

              assert_int_equal (held, r->keeps_spots && st.trade_status == HW_TRADE_DECLINED);
              if (held)
                {
                  offers_closed += kept_listing.n_offers == 0 && listing.n_offers == 0 &&
                                   st.trade_offers > 0;
                  assert_memory_equal (&kept_listing, &listing, sizeof listing);
                  assert_memory_equal (kept, lazy, listing.n_written * sizeof *lazy);
                  relisted++;
                }
            }
          if (st.phase == HW_PHASE_MAIN)
            {
              kept_listing = listing;
              memcpy (kept, lazy, listing.n_written * sizeof *lazy);
              keeps = TRUE;
            }
          /* Where the listing says whether a build is listed, it is right. */
          if (listing.builds >= 0)
            {
              gboolean any = FALSE;

              for (guint i = 0; i < n; i++)
                any |= full[i].type == HW_ACTION_BUILD_ROAD || full[i].type == HW_ACTION_BUILD_SHIP ||
                       full[i].type == HW_ACTION_BUILD_SETTLEMENT ||
                       full[i].type == HW_ACTION_BUILD_CITY || full[i].type == HW_ACTION_BUY_DEV;
              assert_int_equal (listing.builds, any);
              builds_known++;
            }

          /* The setup mask lists every node hw_game_can_settle() allows, and no other. */
          if (st.phase == HW_PHASE_SETUP_SETTLEMENT &&
              !hw_dr_owns_turn (r, &st))
            {
              guint sites = 0;

              for (int node = 0; node < r->n_nodes; node++)
                sites += hw_game_can_settle (r, &st, st.to_move, node, TRUE);
              if (r->n_modules == 0)
                assert_int_equal (sites, n);
              else
                assert_true (n <= sites);
            }
          /* The ship moves listed (counted from masks) are every move the per-edge checks
           * allow, at one main-phase step in five. */
          if (st.phase == HW_PHASE_MAIN && r->seafarers && !st.ship_moved && ++ship_steps % 5 == 0)
            {
              guint listed = 0, legal = 0;

              for (guint i = 0; i < n; i++)
                if (full[i].type == HW_ACTION_MOVE_SHIP)
                  {
                    listed++;
                    assert_true (hw_game_is_legal (r, &st, &full[i]));
                  }
              for (int e = 0; e < r->n_edges; e++)
                if (hw_bit_get (st.players[st.to_move].ships, e))
                  for (int t = 0; t < r->n_edges; t++)
                    {
                      HwAction move = { HW_ACTION_MOVE_SHIP, 0, (gint16) e, (gint16) t };

                      legal += hw_game_is_legal (r, &st, &move);
                    }
              assert_int_equal (legal, listed);
              ship_checks += listed > 0;
            }
          /* Where the spots are kept they are the board's, and the settlements and roads
           * listed from them are every one the per-corner and per-edge checks allow (at one
           * main-phase step in three). */
          assert_int_equal (hw_game_kept_differ (r, &st), 0);
          if (r->keeps_spots)
            {
              guint m2 = hw_game_legal_actions (unkept, &shadow, lazy, HW_GAME_MAX_ACTIONS);

              assert_int_equal (m2, n);
              for (guint i = 0; i < n; i++)
                assert_true (hw_action_equal (&lazy[i], &full[i]));
              memcpy (&masked, &st, sizeof st);
              memset (&masked.spots, 0, sizeof masked.spots);
              memset (&masked.yield, 0, sizeof masked.yield);
              assert_memory_equal (&masked, &shadow, sizeof st);
            }
          if (st.phase == HW_PHASE_MAIN && r->keeps_spots && ++build_steps % 3 == 0)
            {
              guint listed = 0, legal = 0;

              for (guint i = 0; i < n; i++)
                if (full[i].type == HW_ACTION_BUILD_ROAD || full[i].type == HW_ACTION_BUILD_SETTLEMENT)
                  {
                    listed++;
                    assert_true (hw_game_is_legal (r, &st, &full[i]));
                  }
              for (int e = 0; e < r->n_edges; e++)
                {
                  HwAction road = { HW_ACTION_BUILD_ROAD, 0, (gint16) e, 0 };

                  legal += hw_game_is_legal (r, &st, &road);
                }
              for (int node = 0; node < r->n_nodes; node++)
                {
                  HwAction settle = { HW_ACTION_BUILD_SETTLEMENT, 0, (gint16) node, 0 };

                  legal += hw_game_is_legal (r, &st, &settle);
                }
              assert_int_equal (legal, listed);
              build_checks += listed > 0;
            }
          /* The land mask: every hex off the robber's is listed for the robber. */
          if (st.phase == HW_PHASE_ROBBER && r->n_modules == 0)
            {
              guint64 listed[HW_GAME_HEX_WORDS] = { 0 };
              int land = 0;

              for (guint i = 0; i < n; i++)
                if (full[i].type == HW_ACTION_MOVE_ROBBER)
                  hw_bit_set (listed, full[i].a);
              for (int h = 0; h < r->n_hexes; h++)
                if (r->hex_island[h] >= 0 && h != st.robber_hex)
                  {
                    land++;
                    assert_true (hw_bit_get (listed, h));
                  }
              assert_int_equal (hw_bits_count (listed, HW_GAME_HEX_WORDS), land);
            }

          a = full[hw_rng_uniform (&rng, n)];
          keeps &= a.type == HW_ACTION_TRADE_OFFER || a.type == HW_ACTION_TRADE_DECLINE;
          assert_true (hw_game_is_legal (r, &st, &a));
          hw_game_apply_listed (r, &st, &a);
          if (r->keeps_spots)
            hw_game_apply_listed (unkept, &shadow, &a);
          /* A skipped win check would have found nothing: checking now changes nothing. */
          memcpy (&copy, &st, sizeof st);
          hw_game_check_win (r, &copy);
          assert_memory_equal (&copy, &st, sizeof st);
        }
      walked.eruptions += st.counters.eruptions;
    }
  /* The main phase's offers were left out at many steps (domestic trade is on). */
  if (r->domestic_trade && r->n_players >= 2)
    assert_true (steps_with_runs > 0 && offers_left_out > 0 && offers_placed > 0);
  /* Ships were moved about on a sea board. */
  if (r->seafarers && r->max_ships > 0)
    assert_true (ship_checks > 0);
  /* Roads and settlements were listed from kept spots, and listings kept past declined
   * offers, the turn's last among them. */
  if (r->keeps_spots)
    assert_true (build_checks > 0 && builds_known > 0);
  if (r->keeps_spots && r->domestic_trade && r->n_players >= 2)
    assert_true (relisted > 0 && offers_closed > 0);
  /* Bank trades were counted, not written, at many steps (where the spots are kept). */
  assert_true (!r->keeps_spots || bank_left_out > 0);
}

/* The kept spots and yield follow any sequence of pieces put and taken away, legal or not:
 * after each, they are what the board gives when computed afresh. */
static void
test_fast_spots_follow_pieces (void **state)
{
  g_autoptr (HwScenario) s = shipped ("base.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, 4, &error);
  HwRng rng;
  static HwGameState st;
  guint removed = 0;

  g_assert_no_error (error);
  assert_true (r->keeps_spots && r->keeps_yield);
  hw_rng_seed (&rng, 1515);
  for (guint g = 0; g < 40; g++)
    {
      hw_game_init (&st, r, hw_rng_derive (5151, g));
      for (guint step = 0; step < 60; step++)
        {
          int player = (int) hw_rng_uniform (&rng, 4);
          guint what = hw_rng_uniform (&rng, 10);

          if (what < 5)
            {
              int e = (int) hw_rng_uniform (&rng, (guint32) r->n_edges);

              if (st.edge_owner[e] == 0 && st.players[player].roads_left > 0)
                hw_game_put_route_piece (r, &st, player, e, FALSE);
            }
          else if (what < 8)
            {
              int node = (int) hw_rng_uniform (&rng, (guint32) r->n_nodes);

              gboolean city = hw_rng_uniform (&rng, 3) == 0;

              /* A settlement, a city, or a settlement made a city. */
              if (st.node_owner[node] == 0 && st.players[player].settlements_left > 0 &&
                  (!city || st.players[player].cities_left > 0))
                hw_game_put_building (r, &st, player, node, city);
              else if (st.node_owner[node] == player + 1 && st.players[player].cities_left > 0)
                hw_game_put_building (r, &st, player, node, TRUE);
            }
          else if (what < 9)
            {
              int e = (int) hw_rng_uniform (&rng, (guint32) r->n_edges);

              removed += st.edge_owner[e] != 0;
              hw_game_remove_route_piece (r, &st, e);
            }
          else
            {
              int node = (int) hw_rng_uniform (&rng, (guint32) r->n_nodes);

              removed += st.node_owner[node] != 0;
              hw_game_remove_building (r, &st, node);
            }
          assert_int_equal (hw_game_kept_differ (r, &st), 0);
        }
    }
  assert_true (removed > 0);
}

/* The test base board with a jungle (discovery tokens pay for cards, JUN-03) and a volcano
 * (eruptions take buildings away, VOL-02): the spots are kept there, the yield not. */
static HwScenario *
base_with_jungle_and_volcano (void)
{
  HwScenario *s = hw_test_base_scenario ();
  HwVariant *v = g_ptr_array_index (s->variants, 0);
  gboolean jungle = FALSE, volcano = FALSE;

  g_ptr_array_add (s->modules, hw_module_new ("jungle"));
  g_ptr_array_add (s->modules, hw_module_new ("volcano"));
  for (guint i = 0; i < hw_board_n_hexes (v->board); i++)
    {
      HwHex *h = hw_board_get_hex (v->board, i);

      if (!jungle && h->chit == 4)
        h->terrain = HW_TERRAIN_JUNGLE, jungle = TRUE;
      else if (!volcano && h->chit == 6)
        h->terrain = HW_TERRAIN_VOLCANO, volcano = TRUE;
    }
  g_assert (jungle && volcano);
  return s;
}

static void
test_fast_lazy_listing_base (void **state)
{
  g_autoptr (HwScenario) s = shipped ("base.xml");
  g_autoptr (HwScenario) t = hw_test_base_scenario ();
  g_autoptr (HwScenario) jv = base_with_jungle_and_volcano ();

  walk_games (s, 4, 40);
  walk_games (s, 3, 20);
  walk_games (t, 4, 20);
  walk_games (jv, 4, 20);
  assert_true (walked.token_steps > 0 && walked.eruptions > 0);
}

static void
test_fast_lazy_listing_sea (void **state)
{
  g_autoptr (HwScenario) s = hw_test_sea_scenario ();

  s->victory_points = 8;
  walk_games (s, 3, 30);
}

static void
test_fast_lazy_listing_scenarios (void **state)
{
  g_autoptr (HwScenario) dr = shipped ("desert-raiders.xml");
  g_autoptr (HwScenario) ba = shipped ("barbarian-attack.xml");
  g_autoptr (HwScenario) rh = shipped ("robin-hood.xml");

  walk_games (dr, 4, 15);
  walk_games (dr, 6, 10);
  walk_games (ba, 4, 15);
  walk_games (rh, 1, 15);
}

/* The trusted path (HW_SIM_CHECK_NONE) and the checked path (every action checked and the
 * invariants after it) play the same games. */
static void
compare_paths (HwScenario *s, int players, const char *bot, guint games)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, players, &error);
  const HwBotInfo *bots[HW_SIM_MAX_SEATS];
  HwGameState fast, checked;

  g_assert_no_error (error);
  for (int p = 0; p < players; p++)
    bots[p] = hw_bot_lookup (p % 2 == 0 ? bot : "random");
  for (guint g = 0; g < games; g++)
    {
      HwSimGameRecord a, b;
      g_autofree char *ea = NULL;
      g_autofree char *eb = NULL;

      hw_sim_play_game (r, &fast, full, bots, NULL, NULL, hw_rng_derive (77, g), TURN_LIMIT,
                        HW_SIM_CHECK_NONE, &a, NULL, &ea);
      hw_sim_play_game (r, &checked, lazy, bots, NULL, NULL, hw_rng_derive (77, g), TURN_LIMIT,
                        HW_SIM_CHECK_EVERY, &b, NULL, &eb);
      assert_null (ea);
      assert_null (eb);
      assert_memory_equal (&a, &b, sizeof a);
      assert_memory_equal (&fast, &checked, sizeof fast);
    }
}

static void
test_fast_trusted_path_replays (void **state)
{
  g_autoptr (HwScenario) base = shipped ("base.xml");
  g_autoptr (HwScenario) dr = shipped ("desert-raiders.xml");
  g_autoptr (HwScenario) ba = shipped ("barbarian-attack.xml");
  g_autoptr (HwScenario) rh = shipped ("robin-hood.xml");
  g_autoptr (HwScenario) sea = hw_test_sea_scenario ();

  compare_paths (base, 4, "random", 30);
  compare_paths (base, 4, "greedy", 10);
  compare_paths (dr, 4, "random", 10);
  compare_paths (dr, 5, "greedy", 5);
  compare_paths (ba, 4, "random", 10);
  compare_paths (ba, 4, "greedy", 5);
  compare_paths (rh, 1, "random", 10);
  compare_paths (rh, 1, "greedy", 10);
  compare_paths (sea, 3, "random", 10);
}

/* The hand's masks (one vector compare per threshold where the machine has one) say for
 * every resource whether at least 1, 2, 3 and 4 cards are held, whatever lies beside the
 * hand in the player's state, for hands that never occur (negative, huge) too; the bank's
 * mask likewise, and a mask's count. */
static void
test_fast_hand_masks (void **state)
{
  static const gint16 counts[] = { -32768, -5, -1, 0, 1, 2, 3, 4, 5, 19, 255, 256, 32767 };
  HwRng rng;

  hw_rng_seed (&rng, 99);
  for (guint i = 0; i < 20000; i++)
    {
      HwPlayerState ps;
      guint masks[4];

      /* What follows the hand is random too: the masks must not read it. */
      for (gsize b = 0; b < sizeof ps; b++)
        ((guint8 *) &ps)[b] = (guint8) hw_rng_uniform (&rng, 256);
      for (int r = 0; r < HW_N_RESOURCES; r++)
        ps.hand[r] = counts[hw_rng_uniform (&rng, G_N_ELEMENTS (counts))];
      hw_game_hand_masks (&ps, masks);
      for (int k = 1; k <= 4; k++)
        for (int r = 0; r < HW_N_RESOURCES; r++)
          assert_int_equal ((masks[k - 1] >> r) & 1, ps.hand[r] >= k);
      assert_int_equal (masks[0] >> HW_N_RESOURCES, 0);
      assert_int_equal (hw_resources_count (masks[0]), __builtin_popcount (masks[0]));
    }
  /* The bank's mask the same way, with the players' bytes that follow it random. */
  for (guint i = 0; i < 2000; i++)
    {
      static HwGameState st;
      guint mask;

      for (gsize b = 0; b < sizeof st.bank + 64; b++)
        ((guint8 *) st.bank)[b] = (guint8) hw_rng_uniform (&rng, 256);
      for (int r = 0; r < HW_N_RESOURCES; r++)
        st.bank[r] = counts[hw_rng_uniform (&rng, G_N_ELEMENTS (counts))];
      mask = hw_game_bank_mask (&st);
      for (int r = 0; r < HW_N_RESOURCES; r++)
        assert_int_equal ((mask >> r) & 1, st.bank[r] >= 1);
      assert_int_equal (mask >> HW_N_RESOURCES, 0);
    }
}

/* A pick outside the list. */
static int
bad_pick (HwBot *bot, const HwGameRules *rules, const HwGameState *state,
          const HwAction *written, const HwActionListing *listing)
{
  return (int) listing->n;
}

/* Its choose function is the random bot's. */
static gboolean
random_choose (HwBot *bot, const HwGameRules *rules, const HwGameState *state,
               const HwAction *legal, guint n_legal, HwAction *choice)
{
  return hw_bot_random.choose (bot, rules, state, legal, n_legal, choice);
}

static const HwBotInfo bad_bot = { .name = "bad", .description = "picks past the list",
                                   .choose = random_choose, .pick = bad_pick };

static void
test_fast_bad_pick_reported (void **state)
{
  g_autoptr (HwScenario) s = shipped ("base.xml");
  g_autoptr (HwGameRules) r = hw_game_rules_new (s, NULL, 4, NULL);
  const HwBotInfo *bots[4] = { &hw_bot_random, &hw_bot_random, &bad_bot, &hw_bot_random };
  HwGameState st;
  HwSimGameRecord rec;
  g_autofree char *message = NULL;

  assert_non_null (r);
  hw_sim_play_game (r, &st, full, bots, NULL, NULL, 5, TURN_LIMIT, HW_SIM_CHECK_NONE, &rec, NULL,
                    &message);
  assert_int_equal (rec.end, HW_SIM_END_BOT_ERROR);
  assert_int_equal (rec.culprit, 2);
  assert_non_null (message);
  assert_non_null (strstr (message, "not legal"));
  /* Checked, the same bot chooses through its choose function: legal, the game runs. */
  g_clear_pointer (&message, g_free);
  hw_sim_play_game (r, &st, full, bots, NULL, NULL, 5, TURN_LIMIT, HW_SIM_CHECK_END, &rec, NULL,
                    &message);
  assert_int_not_equal (rec.end, HW_SIM_END_BOT_ERROR);
  assert_null (message);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_fast_hand_masks),
    cmocka_unit_test (test_fast_spots_follow_pieces),
    cmocka_unit_test (test_fast_lazy_listing_base),
    cmocka_unit_test (test_fast_lazy_listing_sea),
    cmocka_unit_test (test_fast_lazy_listing_scenarios),
    cmocka_unit_test (test_fast_trusted_path_replays),
    cmocka_unit_test (test_fast_bad_pick_reported),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
