/* hw-cli-info.c: "hexwright-cli info": a scenario's names, variants, and each variant's
 * tables beside what its board actually holds. */
#include "config.h"

#include "hw-cli.h"

#include <glib/gi18n.h>

/* One compared row: what the tables state (HW_NO_COUNT = not stated) and what the board has. */
typedef struct
{
  const char *section;   /* "terrain", "chit", "harbor", "pawn" */
  char       *key;       /* "fields", "6", "generic", "raider" */
  const char *label;     /* for people */
  int         table;
  int         board;
} InfoRow;

static void
info_row_clear (gpointer data)
{
  InfoRow *row = data;

  g_free (row->key);
}

static void
add_row (GArray     *rows,
         const char *section,
         const char *key,
         const char *label,
         int         table,
         int         board)
{
  InfoRow row = { section, g_strdup (key), label, table, board };

  /* Rows neither side mentions are noise: a sea-less table has no "castle 0 0" line. */
  if (table == HW_NO_COUNT && board == 0)
    {
      g_free (row.key);
      return;
    }
  g_array_append_val (rows, row);
}

static GArray *
compare_variant (const HwVariant *variant)
{
  const HwTables *t = &variant->tables;
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (InfoRow));
  int terrains[HW_N_TERRAINS];
  int chits[13];
  int generic = 0, special = 0;
  int per_resource[HW_N_RESOURCES] = { 0 };

  g_array_set_clear_func (rows, info_row_clear);
  hw_board_count_terrains (variant->board, terrains);
  hw_board_count_chits (variant->board, chits);
  for (guint i = 0; i < hw_board_n_harbors (variant->board); i++)
    {
      const HwHarbor *h = hw_board_get_harbor (variant->board, i);

      if (h->resource == HW_RESOURCE_NONE)
        generic++;
      else
        {
          special++;
          if ((guint) h->resource < HW_N_RESOURCES)
            per_resource[h->resource]++;
        }
    }

  for (int i = HW_TERRAIN_SEA; i < HW_N_TERRAINS; i++)
    add_row (rows, "terrain", hw_terrain_to_string (i), hw_terrain_label (i),
             t->terrains[i], terrains[i]);
  if (t->terrain_total != HW_NO_COUNT)
    add_row (rows, "terrain", "total", NULL, t->terrain_total, (int) hw_board_n_hexes (variant->board));
  for (int n = 2; n <= 12; n++)
    {
      char key[4];

      g_snprintf (key, sizeof key, "%d", n);
      add_row (rows, "chit", key, NULL, t->chits[n], chits[n]);
    }
  if (t->chit_total != HW_NO_COUNT)
    {
      int sum = 0;

      for (int n = 2; n <= 12; n++)
        sum += chits[n];
      add_row (rows, "chit", "total", NULL, t->chit_total, sum);
    }
  add_row (rows, "harbor", "generic", _("3:1 harbors"), t->harbor_generic, generic);
  add_row (rows, "harbor", "special", _("2:1 harbors"), t->harbor_special, special);
  for (int r = 0; r < HW_N_RESOURCES; r++)
    {
      g_autofree char *key = g_strconcat ("special/", hw_resource_to_string (r), NULL);

      add_row (rows, "harbor", key, hw_resource_label (r), t->harbor_resources[r], per_resource[r]);
    }
  return rows;
}

static void
print_count (int n)
{
  /* "-" not "–": printf pads by bytes, and the columns must line up. */
  if (n == HW_NO_COUNT)
    g_print ("  %6s", "-");
  else
    g_print ("  %6d", n);
}

static void
print_text (const HwScenario *scenario)
{
  g_print ("%s (%s)\n", hw_scenario_get_name (scenario), scenario->id ? scenario->id : "");
  for (guint i = 0; i < scenario->names->len; i++)
    {
      const HwText *name = g_ptr_array_index (scenario->names, i);

      g_print ("  %-6s %s\n", name->lang[0] ? name->lang : "en", name->text);
    }
  if (hw_scenario_get_description (scenario) != NULL)
    g_print ("%s\n", hw_scenario_get_description (scenario));
  g_print (_("Players: %d–%d, victory points: %d\n"),
           scenario->min_players, scenario->max_players, scenario->victory_points);
  g_print ("%s", _("Modules:"));
  for (guint i = 0; i < scenario->modules->len; i++)
    g_print (" %s", ((const HwModule *) g_ptr_array_index (scenario->modules, i))->id);
  g_print ("\n");

  for (guint v = 0; v < scenario->variants->len; v++)
    {
      const HwVariant *variant = g_ptr_array_index (scenario->variants, v);
      g_autoptr(GArray) rows = compare_variant (variant);
      const HwTables *t = &variant->tables;

      g_print ("\n");
      g_print (_("Variant %s (%d–%d players): %u hexes, %u harbors\n"), variant->id,
               variant->min_players, variant->max_players,
               hw_board_n_hexes (variant->board), hw_board_n_harbors (variant->board));
      g_print ("  %-24s  %6s  %6s\n", "", _("table"), _("board"));
      for (guint i = 0; i < rows->len; i++)
        {
          const InfoRow *row = &g_array_index (rows, InfoRow, i);
          g_autofree char *what = g_strdup_printf ("%s %s", row->section, row->key);

          g_print ("  %-24s", what);
          print_count (row->table);
          print_count (row->board);
          if (row->table != HW_NO_COUNT && row->table != row->board)
            g_print ("  %s", _("differs"));
          g_print ("\n");
        }
      /* Pawns: the supply is what the tables keep off the board, so it is shown beside the
       * board's pawns, not compared with them. */
      g_print ("  %-24s  %6s  %6s  %6s\n", "", _("supply"), _("board"), _("listed"));
      for (int p = 0; p < HW_N_PAWNS; p++)
        {
          int on_board = hw_board_count_pawns (variant->board, p);
          g_autofree char *what = NULL;

          if (t->supply[p] == HW_NO_COUNT && t->components[p] == HW_NO_COUNT && on_board == 0)
            continue;
          what = g_strdup_printf ("pawn %s", hw_pawn_to_string (p));
          g_print ("  %-24s", what);
          print_count (t->supply[p]);
          print_count (on_board);
          print_count (t->components[p]);
          if (t->components[p] != HW_NO_COUNT && t->components[p] != t->supply[p])
            g_print ("  %s", _("differs"));
          g_print ("\n");
        }
    }
}

static void
add_count (JsonBuilder *builder,
           const char  *name,
           int          n)
{
  json_builder_set_member_name (builder, name);
  if (n == HW_NO_COUNT)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, n);
}

static JsonNode *
build_json (const HwScenario *scenario)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, scenario->id ? scenario->id : "");
  json_builder_set_member_name (builder, "names");
  json_builder_begin_object (builder);
  for (guint i = 0; i < scenario->names->len; i++)
    {
      const HwText *name = g_ptr_array_index (scenario->names, i);

      json_builder_set_member_name (builder, name->lang[0] ? name->lang : "en");
      json_builder_add_string_value (builder, name->text);
    }
  json_builder_end_object (builder);
  add_count (builder, "min_players", scenario->min_players);
  add_count (builder, "max_players", scenario->max_players);
  add_count (builder, "victory_points", scenario->victory_points);
  json_builder_set_member_name (builder, "modules");
  json_builder_begin_array (builder);
  for (guint i = 0; i < scenario->modules->len; i++)
    json_builder_add_string_value (builder,
                                   ((const HwModule *) g_ptr_array_index (scenario->modules, i))->id);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "variants");
  json_builder_begin_array (builder);
  for (guint v = 0; v < scenario->variants->len; v++)
    {
      const HwVariant *variant = g_ptr_array_index (scenario->variants, v);
      g_autoptr(GArray) rows = compare_variant (variant);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, variant->id);
      add_count (builder, "min_players", variant->min_players);
      add_count (builder, "max_players", variant->max_players);
      add_count (builder, "hexes", hw_board_n_hexes (variant->board));
      add_count (builder, "harbors", hw_board_n_harbors (variant->board));
      json_builder_set_member_name (builder, "counts");
      json_builder_begin_array (builder);
      for (guint i = 0; i < rows->len; i++)
        {
          const InfoRow *row = &g_array_index (rows, InfoRow, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "section");
          json_builder_add_string_value (builder, row->section);
          json_builder_set_member_name (builder, "key");
          json_builder_add_string_value (builder, row->key);
          add_count (builder, "table", row->table);
          add_count (builder, "board", row->board);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "supply");
      json_builder_begin_object (builder);
      for (int p = 0; p < HW_N_PAWNS; p++)
        {
          json_builder_set_member_name (builder, hw_pawn_to_string (p));
          json_builder_begin_object (builder);
          add_count (builder, "supply", variant->tables.supply[p]);
          add_count (builder, "components", variant->tables.components[p]);
          add_count (builder, "board", hw_board_count_pawns (variant->board, p));
          json_builder_end_object (builder);
        }
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

int
hw_cli_info (int    argc,
             char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the information as JSON"), NULL },
    { NULL }
  };
  g_autoptr(HwScenario) scenario = NULL;
  int status;

  if (!hw_cli_parse_options ("info", N_("FILE"),
                             _("Shows a scenario's names and variants and, for each variant, "
                               "the counts its tables state beside the counts on its board."),
                             entries, &argc, &argv, &status))
    return status;
  if (argc != 2)
    {
      hw_cli_printerr (_("info: give exactly one file"));
      return HW_CLI_USAGE;
    }
  scenario = hw_cli_load_scenario (argv[1]);
  if (scenario == NULL)
    return HW_CLI_USAGE;

  if (json)
    {
      g_autoptr(JsonNode) root = build_json (scenario);

      hw_cli_print_json (root);
    }
  else
    print_text (scenario);
  return HW_CLI_OK;
}
