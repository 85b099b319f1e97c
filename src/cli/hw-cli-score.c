/* hw-cli-score.c: "hexwright-cli score": the balance metrics of each variant's board. */
#include "config.h"

#include "hw-balance.h"
#include "hw-cli.h"
#include "hw-fairness.h"

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

int
hw_cli_score (int    argc,
              char **argv)
{
  int players = 0;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
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
      g_autoptr(GError) fairness_error = NULL;
      HwBalance m;
      HwFairness f = { 0 };

      if (players > 0 && variant != hw_scenario_find_variant (scenario, players))
        continue;
      hw_balance_measure_board (variant->board, &m);
      hw_fairness_measure_variant (scenario, variant, players, 0, FAIRNESS_SEED, &f, &fairness_error);
      if (json)
        {
          add_json (builder, variant, &m);
          add_fairness_json (builder, &f, fairness_error);
          json_builder_end_object (builder);
        }
      else
        {
          print_text (variant, &m);
          print_fairness_text (&f, fairness_error);
        }
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
