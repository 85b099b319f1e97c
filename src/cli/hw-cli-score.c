/* hw-cli-score.c: "hexwright-cli score": the balance metrics of each variant's board. */
#include "config.h"

#include "hw-module-registry.h"

#include "hw-balance.h"
#include "hw-cli.h"
#include "hw-fairness.h"
#include "hw-terrain.h"

#include <glib/gi18n.h>

static void
print_text (const HwVariant *variant,
            const HwBalance *m)
{
  g_print (_("%s players: balance score %.3f (0 = perfectly even, 1 = very uneven)\n"),
           variant->id, m->score);
  g_print ("  %s\n", _("pips per resource:"));
  for (int r = 0; r < HW_N_RESOURCES; r++)
    {
      double per_hex = m->resource_hexes[r] > 0
                       ? (double) m->resource_pips[r] / m->resource_hexes[r] : 0;

      g_print (_("    %-8s %3d pips on %d hexes (%.2f per hex)\n"),
               hw_resource_to_string (r), m->resource_pips[r], m->resource_hexes[r], per_hex);
    }
  g_print (_("  resource spread %.3f\n"), m->resource_spread);
  g_print (_("  best node %d pips, worst inland node %d pips, node mean %.2f (spread %.3f)\n"),
           m->best_node, m->worst_node, m->node_mean, m->node_spread);
  g_print (_("  number clustering %.3f, terrain clustering %.3f (1 = like a random deal)\n"),
           m->number_clustering, m->terrain_clustering);
  g_print (_("  harbors %d, strength %.2f pips (spread %.3f)\n"),
           m->n_harbors, m->harbor_strength, m->harbor_spread);
}

/* The drafts' seed: fixed, so that score prints the same figures every time. */
#define FAIRNESS_SEED 1

static void
print_fairness_text (const HwFairness *f,
                     const GError     *error)
{
  if (error != NULL)
    {
      g_print (_("  fairness: not measured: %s\n"), error->message);
      return;
    }
  if (f->n_drafts == 0)
    {
      g_print ("  %s\n", _("fairness: not measured: the setup draft cannot be played"));
      return;
    }
  g_print (_("  fairness: predicted seat gap %.1f points (0 = fair; best seat %d, worst seat %d; %u setup drafts)\n"),
           f->gap, f->best_seat + 1, f->worst_seat + 1, f->n_drafts);
  for (int s = 0; s < f->n_seats; s++)
    {
      const HwFairnessSeat *seat = &f->seats[s];
      g_autoptr(GString) mix = g_string_new (NULL);

      for (int r = 0; r < HW_N_RESOURCES; r++)
        g_string_append_printf (mix, "%s%s %.1f", r ? ", " : "", hw_resource_to_string (r), seat->pips[r]);
      g_print (_("    seat %d: %.1f pips (%s), %.1f resources, harbors %.2f, room %.1f, strength %.1f, predicted wins %.1f%%\n"),
               s + 1, seat->total_pips, mix->str, seat->resources, seat->harbor, seat->expansion,
               seat->strength, 100.0 * seat->win_share);
    }
}

static void
add_double (JsonBuilder *b,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, value);
}

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
add_json (JsonBuilder     *b,
          const HwVariant *variant,
          const HwBalance *m)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "variant");
  json_builder_add_string_value (b, variant->id);
  add_double (b, "score", m->score);
  json_builder_set_member_name (b, "resources");
  json_builder_begin_object (b);
  for (int r = 0; r < HW_N_RESOURCES; r++)
    {
      json_builder_set_member_name (b, hw_resource_to_string (r));
      json_builder_begin_object (b);
      add_int (b, "pips", m->resource_pips[r]);
      add_int (b, "hexes", m->resource_hexes[r]);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  add_double (b, "resource_spread", m->resource_spread);
  add_int (b, "best_node", m->best_node);
  add_int (b, "worst_node", m->worst_node);
  add_double (b, "node_mean", m->node_mean);
  add_double (b, "node_spread", m->node_spread);
  add_double (b, "number_clustering", m->number_clustering);
  add_double (b, "terrain_clustering", m->terrain_clustering);
  add_int (b, "harbors", m->n_harbors);
  add_double (b, "harbor_strength", m->harbor_strength);
  add_double (b, "harbor_spread", m->harbor_spread);
}

static void
add_fairness_json (JsonBuilder      *b,
                   const HwFairness *f,
                   const GError     *error)
{
  json_builder_set_member_name (b, "fairness");
  if (error != NULL || f->n_drafts == 0)
    {
      json_builder_add_null_value (b);
      json_builder_set_member_name (b, "fairness_error");
      json_builder_add_string_value (b, error ? error->message : _("the setup draft cannot be played"));
      return;
    }
  json_builder_begin_object (b);
  add_double (b, "gap", f->gap);
  add_int (b, "best_seat", f->best_seat + 1);
  add_int (b, "worst_seat", f->worst_seat + 1);
  add_int (b, "drafts", f->n_drafts);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (int s = 0; s < f->n_seats; s++)
    {
      const HwFairnessSeat *seat = &f->seats[s];

      json_builder_begin_object (b);
      add_int (b, "seat", s + 1);
      add_double (b, "pips", seat->total_pips);
      json_builder_set_member_name (b, "resources");
      json_builder_begin_object (b);
      for (int r = 0; r < HW_N_RESOURCES; r++)
        add_double (b, hw_resource_to_string (r), seat->pips[r]);
      json_builder_end_object (b);
      add_double (b, "kinds", seat->resources);
      add_double (b, "harbor", seat->harbor);
      add_double (b, "room", seat->expansion);
      add_double (b, "sail", seat->sail);
      add_double (b, "desert", seat->desert);
      add_double (b, "strength", seat->strength);
      add_double (b, "win_share", seat->win_share);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

/* A seat's sites under this share of the drafts are left out of the list. */
#define SITE_SHARE_MIN 0.01

/* Where each seat settles, per corner: @first and @second as hw_fairness_seat_sites () gives
 * them. */
typedef struct
{
  HwGameRules *rules;
  double      *first;
  double      *second;
} Sites;

static gboolean
sites_measure (const HwScenario *scenario,
               const HwVariant  *variant,
               int               players,
               Sites            *out,
               GError          **error)
{
  if (players <= 0)
    players = CLAMP (4, MAX (variant->min_players, 1), MAX (variant->max_players, 1));
  out->rules = hw_game_rules_new (scenario, variant, players, error);
  if (out->rules == NULL)
    return FALSE;
  out->first = g_new (double, (gsize) players * out->rules->n_nodes);
  out->second = g_new (double, (gsize) players * out->rules->n_nodes);
  hw_fairness_seat_sites (out->rules, 0, FAIRNESS_SEED, out->first, out->second);
  return TRUE;
}

static void
sites_clear (Sites *sites)
{
  g_clear_pointer (&sites->rules, hw_game_rules_free);
  g_clear_pointer (&sites->first, g_free);
  g_clear_pointer (&sites->second, g_free);
}

static int
by_share (gconstpointer a,
          gconstpointer b,
          gpointer      shares)
{
  double x = ((const double *) shares)[*(const int *) a], y = ((const double *) shares)[*(const int *) b];

  return (x < y) - (x > y);
}

/* The corners of @shares (one seat's row) with a share of at least SITE_SHARE_MIN, most
 * taken first. */
static GArray *
ranked_sites (const Sites  *sites,
              const double *shares)
{
  GArray *nodes = g_array_new (FALSE, FALSE, sizeof (int));

  for (int n = 0; n < sites->rules->n_nodes; n++)
    if (shares[n] >= SITE_SHARE_MIN)
      g_array_append_val (nodes, n);
  g_array_sort_with_data (nodes, by_share, (gpointer) shares);
  return nodes;
}

/* "Fields 6 (1,-2), Hills 8 (2,-2); 10 pips" for corner @node. */
static char *
describe_site (const HwVariant   *variant,
               const HwGameRules *rules,
               int                node)
{
  GString *text = g_string_new (NULL);
  int pips = 0;

  for (int k = 0; k < 3; k++)
    {
      int h = rules->node_hexes[node][k];
      const HwHex *hex;

      if (h < 0 || !hw_terrain_is_land (rules->hex_terrain[h]))
        continue;
      hex = hw_board_get_hex (variant->board, (guint) h);
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, hw_terrain_label ((HwTerrain) rules->hex_terrain[h]));
      if (rules->hex_chit[h] != 0)
        g_string_append_printf (text, " %d", rules->hex_chit[h]);
      g_string_append_printf (text, " (%d,%d)", hex->coord.q, hex->coord.r);
      pips += hw_chit_pips (rules->hex_chit[h]);
    }
  g_string_append_printf (text, _("; %d pips"), pips);
  return g_string_free (text, FALSE);
}

static void
print_sites_text (const HwVariant *variant,
                  const Sites     *sites,
                  const GError    *error)
{
  const HwGameRules *rules = sites->rules;

  if (error != NULL)
    {
      g_print (_("  where the seats settle: not measured: %s\n"), error->message);
      return;
    }
  g_print ("  %s\n", _("where the seats settle in the setup draft (the fairness figure's drafts, table bots):"));
  for (int s = 0; s < rules->n_players; s++)
    for (int pick = 0; pick < 2; pick++)
      {
        const double *row = (pick == 0 ? sites->first : sites->second) + (gsize) s * rules->n_nodes;
        g_autoptr(GArray) nodes = ranked_sites (sites, row);

        g_print (pick == 0 ? _("    seat %d, first settlement:\n") : _("    seat %d, second settlement:\n"), s + 1);
        for (guint i = 0; i < nodes->len && i < 3; i++)
          {
            int n = g_array_index (nodes, int, i);
            g_autofree char *where = describe_site (variant, rules, n);

            g_print (_("      %5.1f%%  corner %d: %s\n"), 100.0 * row[n], n, where);
          }
      }
}

static void
add_sites_json (JsonBuilder     *b,
                const HwVariant *variant,
                const Sites     *sites,
                const GError    *error)
{
  const HwGameRules *rules = sites->rules;

  json_builder_set_member_name (b, "seat_sites");
  if (error != NULL)
    {
      json_builder_add_null_value (b);
      return;
    }
  json_builder_begin_array (b);
  for (int s = 0; s < rules->n_players; s++)
    {
      json_builder_begin_object (b);
      add_int (b, "seat", s + 1);
      for (int pick = 0; pick < 2; pick++)
        {
          const double *row = (pick == 0 ? sites->first : sites->second) + (gsize) s * rules->n_nodes;
          g_autoptr(GArray) nodes = ranked_sites (sites, row);

          json_builder_set_member_name (b, pick == 0 ? "first" : "second");
          json_builder_begin_array (b);
          for (guint i = 0; i < nodes->len; i++)
            {
              int n = g_array_index (nodes, int, i), pips = 0;

              json_builder_begin_object (b);
              add_int (b, "corner", n);
              add_double (b, "share", row[n]);
              json_builder_set_member_name (b, "hexes");
              json_builder_begin_array (b);
              for (int k = 0; k < 3; k++)
                {
                  int h = rules->node_hexes[n][k];
                  const HwHex *hex;

                  if (h < 0 || !hw_terrain_is_land (rules->hex_terrain[h]))
                    continue;
                  hex = hw_board_get_hex (variant->board, (guint) h);
                  json_builder_begin_object (b);
                  add_int (b, "q", hex->coord.q);
                  add_int (b, "r", hex->coord.r);
                  json_builder_set_member_name (b, "terrain");
                  json_builder_add_string_value (b, hw_terrain_to_string ((HwTerrain) rules->hex_terrain[h]));
                  add_int (b, "number", rules->hex_chit[h]);
                  json_builder_end_object (b);
                  pips += hw_chit_pips (rules->hex_chit[h]);
                }
              json_builder_end_array (b);
              add_int (b, "pips", pips);
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

int
hw_cli_score (int    argc,
              char **argv)
{
  int players = 0;
  gboolean json = FALSE, seats = FALSE;
  const GOptionEntry entries[] = {
    { "seats", 0, 0, G_OPTION_ARG_NONE, &seats,
      N_("Also say where each seat settles in the setup draft: its likeliest first and second sites"), NULL },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players,
      N_("Score only the variant for N players"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the metrics as JSON"), NULL },
    { NULL }
  };
  g_autoptr(HwScenario) scenario = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  int status;

  if (!hw_cli_parse_options ("score", N_("FILE"),
                             _("Prints the balance metrics of each variant's board: pips per "
                               "resource, best and worst node, clustering of numbers and "
                               "terrains, harbor strength, and the balance score (README, "
                               "“Balance score”); then each seat's start after the setup "
                               "draft and the fairness figure (README, “Balanced or fair?”).\n"
                               "Exit status: 0 printed, 2 unreadable file or bad usage."),
                             entries, &argc, &argv, &status))
    return status;
  if (argc != 2)
    {
      hw_cli_printerr (argc < 2 ? _("score: no file given") : _("score: give one file"));
      return HW_CLI_USAGE;
    }
  if (players < 0 || players > 99)
    {
      hw_cli_printerr (_("score: --players must be between 1 and 99"));
      return HW_CLI_USAGE;
    }
  scenario = hw_cli_load_scenario (argv[1]);
  if (scenario == NULL)
    return HW_CLI_USAGE;
  if (players > 0 && hw_scenario_find_variant (scenario, players) == NULL)
    {
      hw_cli_printerr (_("%s: no variant for %d players"), argv[1], players);
      return HW_CLI_USAGE;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "file");
  json_builder_add_string_value (builder, argv[1]);
  json_builder_set_member_name (builder, "variants");
  json_builder_begin_array (builder);
  for (guint i = 0; i < scenario->variants->len; i++)
    {
      const HwVariant *variant = g_ptr_array_index (scenario->variants, i);
      g_autoptr(GError) fairness_error = NULL, sites_error = NULL;
      Sites sites = { NULL, NULL, NULL };
      HwBalance m;
      HwFairness f = { 0 };

      if (players > 0 && variant != hw_scenario_find_variant (scenario, players))
        continue;
      hw_balance_measure_board (variant->board, &m);
      hw_fairness_measure_variant (scenario, variant, players, 0, FAIRNESS_SEED, &f, &fairness_error);
      if (seats)
        (void) sites_measure (scenario, variant, players, &sites, &sites_error);
      if (json)
        {
          add_json (builder, variant, &m);
          add_fairness_json (builder, &f, fairness_error);
          if (seats)
            add_sites_json (builder, variant, &sites, sites_error);
          json_builder_end_object (builder);
        }
      else
        {
          print_text (variant, &m);
          print_fairness_text (&f, fairness_error);
          if (seats)
            print_sites_text (variant, &sites, sites_error);
        }
      sites_clear (&sites);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  if (json)
    {
      root = json_builder_get_root (builder);
      hw_cli_print_json (root);
    }
  return HW_CLI_OK;
}
