/* hw-cli-replay.c: "hexwright-cli replay": plays one game of a batch again, exactly as
 * `simulate` with the same settings played it, and tells it action by action.
 *
 * Nothing is recorded by the batch: game K is reproducible from the batch seed, the bots and
 * the seating, so the replay runs the engine again (hw_sim_replay_game ()) and ends where the
 * batch's CSV row for that game ends. */
#include "config.h"
#include "hw-module-registry.h"

#include "hw-autocleanups.h"
#include "hw-cli.h"
#include "hw-game.h"
#include "hw-graph.h"
#include "hw-render.h"
#include "hw-render-pieces.h"
#include "hw-sim.h"

#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

typedef struct
{
  const HwSimConfig *config;
  guint64            game;
  JsonBuilder       *json;      /* NULL: text */
  GString           *line;
  gint64             svg_at;    /* the turn whose end --svg-at draws, -1 none */
  HwGameState       *drawn;     /* the state drawn: the end of that turn, else the last */
  gboolean           captured;
} Replay;

/* What each player's hand gained or lost through @action: a roll's production, a steal, a
 * trade, written as "seat 2: +1 ore, -1 wool". */
static void
describe_hands (const HwGameState *before,
                const HwGameState *after,
                GString           *out,
                JsonBuilder       *json)
{
  gboolean any = FALSE;

  for (int p = 0; p < after->n_players; p++)
    {
      gboolean seat = FALSE;

      for (int r = 0; r < HW_N_RESOURCES; r++)
        {
          int d = (int) after->players[p].hand[r] - (int) before->players[p].hand[r];

          if (d == 0)
            continue;
          if (json != NULL)
            {
              json_builder_begin_object (json);
              json_builder_set_member_name (json, "seat");
              json_builder_add_int_value (json, p + 1);
              json_builder_set_member_name (json, "resource");
              json_builder_add_string_value (json, hw_resource_to_string ((HwResource) r));
              json_builder_set_member_name (json, "change");
              json_builder_add_int_value (json, d);
              json_builder_end_object (json);
              continue;
            }
          if (!seat)
            {
              g_string_append (out, any ? "; " : " (");
              g_string_append_printf (out, _("seat %d:"), p + 1);
            }
          g_string_append_printf (out, "%s %+d %s", seat ? "," : "", d, hw_resource_label (r));
          seat = any = TRUE;
        }
    }
  if (any)
    g_string_append_c (out, ')');
}

static void
on_action (const HwGameRules *rules,
           const HwGameState *before,
           const HwAction    *action,
           int                seat,
           const HwGameState *after,
           gpointer           data)
{
  Replay *r = data;
  const char *bot = hw_sim_config_bot_name (r->config, r->config->rotate_seats
                                            ? (guint) ((seat + r->game) % r->config->n_seats)
                                            : (guint) seat);
  g_autoptr(GString) what = g_string_new (NULL);

  /* The end of turn T is the first state of a later turn. */
  if (r->drawn != NULL && !r->captured && (gint64) hw_game_turn (after) > r->svg_at)
    {
      memcpy (r->drawn, after, sizeof *after);
      r->captured = TRUE;
    }
  hw_game_action_describe (rules, action, what);
  if (r->json != NULL)
    {
      JsonBuilder *b = r->json;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "turn");
      json_builder_add_int_value (b, hw_game_turn (before));
      json_builder_set_member_name (b, "seat");
      json_builder_add_int_value (b, seat + 1);
      json_builder_set_member_name (b, "bot");
      json_builder_add_string_value (b, bot);
      json_builder_set_member_name (b, "action");
      json_builder_add_string_value (b, what->str);
      json_builder_set_member_name (b, "type");
      json_builder_add_int_value (b, action->type);
      json_builder_set_member_name (b, "args");
      json_builder_begin_array (b);
      json_builder_add_int_value (b, action->a);
      json_builder_add_int_value (b, action->b);
      json_builder_add_int_value (b, action->c);
      json_builder_end_array (b);
      if (action->type == HW_ACTION_ROLL)
        {
          json_builder_set_member_name (b, "dice");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, after->dice[0]);
          json_builder_add_int_value (b, after->dice[1]);
          json_builder_end_array (b);
        }
      json_builder_set_member_name (b, "hands");
      json_builder_begin_array (b);
      describe_hands (before, after, NULL, b);
      json_builder_end_array (b);
      json_builder_end_object (b);
      return;
    }
  g_string_truncate (r->line, 0);
  g_string_append_printf (r->line, _("turn %u, seat %d (%s): %s"), hw_game_turn (before), seat + 1,
                          bot, what->str);
  if (action->type == HW_ACTION_ROLL)
    g_string_append_printf (r->line, _(", rolls %d + %d = %d"), after->dice[0], after->dice[1],
                            after->dice[0] + after->dice[1]);
  describe_hands (before, after, r->line, NULL);
  g_print ("%s\n", r->line->str);
}

static const char *
end_name (guint8 end)
{
  switch ((HwSimEnd) end)
    {
    case HW_SIM_END_WIN:
      return "win";
    case HW_SIM_END_TURN_LIMIT:
      return "turn-limit";
    case HW_SIM_END_BOT_ERROR:
      return "bot-error";
    case HW_SIM_END_ENGINE_ERROR:
    default:
      return "engine-error";
    }
}

static void
print_end (const HwSimGameRecord *record,
           const char            *message)
{
  g_autoptr(GString) vp = g_string_new (NULL);

  for (guint s = 0; s < record->n_seats; s++)
    {
      guint total = 0;

      for (guint v = 0; v < HW_SIM_N_VP_SOURCES; v++)
        total += record->vp[s][v];
      g_string_append_printf (vp, "%s%u", s ? ", " : "", total);
    }
  if (record->end == HW_SIM_END_WIN && record->winner >= 0)
    g_print (_("Seat %d wins after %u turns; VP by seat: %s\n"), record->winner + 1, record->turns, vp->str);
  else if (record->end == HW_SIM_END_WIN)
    g_print (_("The side that is no seat wins after %u turns; VP by seat: %s\n"), record->turns, vp->str);
  else if (record->end == HW_SIM_END_TURN_LIMIT)
    g_print (_("Stopped at the turn limit after %u turns, no winner; VP by seat: %s\n"), record->turns, vp->str);
  else
    g_print (_("Stopped by an error after %u turns: %s\n"), record->turns, message ? message : "");
}

static void
json_end (JsonBuilder           *b,
          const HwSimGameRecord *record,
          const char            *message)
{
  json_builder_end_array (b);
  json_builder_set_member_name (b, "end");
  json_builder_add_string_value (b, end_name (record->end));
  json_builder_set_member_name (b, "winner");
  if (record->end == HW_SIM_END_WIN && record->winner >= 0)
    json_builder_add_int_value (b, record->winner + 1);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "turns");
  json_builder_add_int_value (b, record->turns);
  json_builder_set_member_name (b, "vp");
  json_builder_begin_array (b);
  for (guint s = 0; s < record->n_seats; s++)
    {
      guint total = 0;

      for (guint v = 0; v < HW_SIM_N_VP_SOURCES; v++)
        total += record->vp[s][v];
      json_builder_add_int_value (b, total);
    }
  json_builder_end_array (b);
  if (message != NULL)
    {
      json_builder_set_member_name (b, "error");
      json_builder_add_string_value (b, message);
    }
  json_builder_end_object (b);
}

static gboolean
bit_of (const guint64 *bits,
        int            i)
{
  return (bits[i >> 6] >> (i & 63)) & 1;
}

/* Draws @state on @variant's board, pawns and pieces as they stood, with a line naming the
 * game and each seat's VP above it, as an SVG at real size. */
static gboolean
write_svg (const char        *path,
           const HwScenario  *scenario,
           const HwVariant   *variant,
           const HwGameRules *rules,
           const HwGameState *state,
           const char        *title,
           GError           **error)
{
  g_autoptr(HwBoard) board = hw_board_copy (variant->board);
  g_autoptr(HwGraph) graph = NULL;
  g_autoptr(HwRenderCache) cache = hw_render_cache_new ();
  g_autofree guint16 (*pawns)[HW_N_PAWNS] = g_malloc0 (sizeof pawns[0] * (gsize) MAX (rules->n_hexes, 1));
  g_autofree gint8 *node_owner = NULL, *edge_owner = NULL;
  g_autofree guint8 *city = NULL, *ship = NULL;
  HwRenderOptions options;
  HwRenderPieces pieces;
  HwRenderBox box;
  const double margin = 6.0, head = 9.0;
  cairo_surface_t *surface;
  cairo_status_t status;

  graph = hw_graph_new (board);
  if (graph->n_nodes != (guint) rules->n_nodes || graph->n_edges != (guint) rules->n_edges
      || graph->n_hexes != (guint) rules->n_hexes)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("the board and the game disagree"));
      return FALSE;
    }
  hw_game_hex_pawns (rules, state, pawns);
  for (int h = 0; h < rules->n_hexes; h++)
    memcpy (hw_board_get_hex (board, (guint) h)->pawns, pawns[h], sizeof pawns[h]);
  node_owner = g_new (gint8, MAX (rules->n_nodes, 1));
  city = g_new0 (guint8, MAX (rules->n_nodes, 1));
  for (int n = 0; n < rules->n_nodes; n++)
    {
      node_owner[n] = (gint8) (state->node_owner[n] - 1);
      city[n] = node_owner[n] >= 0 && node_owner[n] < HW_GAME_MAX_PLAYERS
                && bit_of (state->players[node_owner[n]].cities, n);
    }
  edge_owner = g_new (gint8, MAX (rules->n_edges, 1));
  ship = g_new0 (guint8, MAX (rules->n_edges, 1));
  for (int e = 0; e < rules->n_edges; e++)
    {
      edge_owner[e] = (gint8) (state->edge_owner[e] - 1);
      ship[e] = edge_owner[e] >= 0 && edge_owner[e] < HW_GAME_MAX_PLAYERS
                && bit_of (state->players[edge_owner[e]].ships, e);
    }
  pieces = (HwRenderPieces) { node_owner, city, edge_owner, ship, state->n_players };

  hw_render_options_init (&options);
  options.cache = cache;
  if (!hw_render_board_extent (board, &options, &box))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("the board is empty"));
      return FALSE;
    }
  surface = cairo_svg_surface_create (path, box.width + 2 * margin, box.height + 2 * margin + head);
  cairo_svg_surface_restrict_to_version (surface, CAIRO_SVG_VERSION_1_1);
  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_MM);
  {
    g_autoptr(cairo_t) cr = cairo_create (surface);
    double x = margin;

    cairo_set_source_rgb (cr, 1, 1, 1);
    cairo_paint (cr);
    cairo_select_font_face (cr, hw_render_font_family (), CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size (cr, 4.0);
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
    cairo_move_to (cr, margin, margin + 2.0);
    cairo_show_text (cr, title);
    /* Each seat's colour and points, as the pieces show them. */
    cairo_set_font_size (cr, 3.2);
    for (int p = 0; p < state->n_players; p++)
      {
        g_autofree char *label = g_strdup_printf (_("seat %d: %d VP"), p + 1, hw_game_vp (rules, state, p));
        cairo_text_extents_t ext;

        cairo_rectangle (cr, x, margin + 4.2, 3.0, 3.0);
        hw_render_seat_color (cr, p);
        cairo_fill_preserve (cr);
        cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
        cairo_set_line_width (cr, 0.25);
        cairo_stroke (cr);
        cairo_move_to (cr, x + 4.0, margin + 6.9);
        cairo_show_text (cr, label);
        cairo_text_extents (cr, label, &ext);
        x += 4.0 + ext.x_advance + 5.0;
      }
    cairo_translate (cr, margin - box.x, margin + head - box.y);
    hw_render_board (cr, board, &options);
    hw_render_pieces (cr, board, graph, &pieces, &options);
  }
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

int
hw_cli_replay (int    argc,
               char **argv)
{
  int players = 0, turn_limit = 1000;
  gboolean json = FALSE, rotate = FALSE;
  g_autofree char *seed_text = NULL, *game_text = NULL, *bots_text = NULL, *message = NULL;
  g_autofree char *svg_text = NULL, *output = NULL;
  const GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Batch seed, as given to simulate (default 1)"), N_("S") },
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_text, N_("The game of the batch to replay, numbered from 0 as in simulate's CSV"), N_("K") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players (default: 4, or the scenario's nearest)"), N_("N") },
    { "bots", 'b', 0, G_OPTION_ARG_STRING, &bots_text, N_("Bots by seat, as given to simulate (default greedy)"), N_("LIST") },
    { "rotate-seats", 'r', 0, G_OPTION_ARG_NONE, &rotate, N_("The bots rotated over the seats, as simulate --rotate-seats"), NULL },
    { "turn-limit", 'l', 0, G_OPTION_ARG_INT, &turn_limit, N_("Stop after this many player turns, as simulate (default 1000)"), N_("N") },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json, N_("Print the game as JSON"), NULL },
    { "svg-at", 0, 0, G_OPTION_ARG_STRING, &svg_text, N_("Also draw the board with every piece and pawn as it stood at the end of turn TURN (the last turn if the game ended first) as an SVG into -o"), N_("TURN") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The SVG file --svg-at writes"), N_("OUT.svg") },
    { NULL }
  };
  int status;
  g_autoptr(HwScenario) scenario = NULL;
  g_autoptr(HwGameRules) rules = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree HwGameState *state = NULL;
  const HwVariant *variant;
  HwSimConfig config;
  HwSimGameRecord record;
  Replay replay = { &config, 0, NULL, NULL, -1, NULL, FALSE };
  guint64 svg_at = 0;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(GString) line = g_string_new (NULL);

  if (!hw_cli_parse_options ("replay", N_("FILE"),
                             N_("Plays one game of a simulated batch again, exactly as simulate with "
                                "the same seed, bots and seating played it, and prints it action by "
                                "action: dice, what each player gains and loses, builds, trades, cards "
                                "and the rule modules' pawns; then the winner, the turns and every "
                                "seat's VP, as in simulate's CSV.\n"
                                "Exit status: 0 done, 1 the game stopped on a bot's or the engine's "
                                "error, 2 bad usage or unreadable input."),
                             entries, &argc, &argv, &status))
    return status;

  hw_sim_config_init (&config);
  if (argc != 2)
    {
      hw_cli_printerr (_("replay: give exactly one scenario file"));
      return HW_CLI_USAGE;
    }
  if (game_text == NULL || !g_ascii_string_to_unsigned (game_text, 10, 0, G_MAXUINT64 - 1, &replay.game, NULL))
    {
      hw_cli_printerr (_("replay: --game must give the game's number, from 0"));
      return HW_CLI_USAGE;
    }
  if ((svg_text != NULL) != (output != NULL)
      || (svg_text && !g_ascii_string_to_unsigned (svg_text, 10, 0, HW_SIM_MAX_TURN_LIMIT, &svg_at, NULL)))
    {
      hw_cli_printerr (_("replay: --svg-at TURN and -o OUT.svg go together, TURN from 0 to %d"),
                       HW_SIM_MAX_TURN_LIMIT);
      return HW_CLI_USAGE;
    }
  if (seed_text && !g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &config.seed, NULL))
    {
      hw_cli_printerr (_("replay: --seed must be a non-negative 64-bit number"));
      return HW_CLI_USAGE;
    }
  if (turn_limit < 1 || turn_limit > HW_SIM_MAX_TURN_LIMIT)
    {
      hw_cli_printerr (_("replay: --turn-limit must be from 1 to %d"), HW_SIM_MAX_TURN_LIMIT);
      return HW_CLI_USAGE;
    }
  if (players != 0 && (players < 1 || players > HW_GAME_MAX_PLAYERS))
    {
      hw_cli_printerr (_("replay: --players must be from 1 to %d"), HW_GAME_MAX_PLAYERS);
      return HW_CLI_USAGE;
    }
  scenario = hw_cli_load_variant (argv[1], &players, &variant);
  if (scenario == NULL)
    return HW_CLI_USAGE;
  if (!hw_sim_config_parse_bots (&config, bots_text ? bots_text : "greedy", (guint) players, &error))
    {
      hw_cli_printerr ("replay: %s", error->message);
      return HW_CLI_USAGE;
    }
  rules = hw_game_rules_new (scenario, variant, players, &error);
  if (rules == NULL)
    {
      hw_cli_printerr ("%s: %s", argv[1], error->message);
      return HW_CLI_USAGE;
    }
  config.turn_limit = (guint) turn_limit;
  config.rotate_seats = rotate;

  replay.line = line;
  if (json)
    {
      replay.json = builder = json_builder_new ();
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "scenario");
      json_builder_add_string_value (builder, hw_scenario_get_name (scenario));
      json_builder_set_member_name (builder, "players");
      json_builder_add_int_value (builder, players);
      json_builder_set_member_name (builder, "seed");
      json_builder_add_int_value (builder, (gint64) config.seed);
      json_builder_set_member_name (builder, "game");
      json_builder_add_int_value (builder, (gint64) replay.game);
      json_builder_set_member_name (builder, "actions");
      json_builder_begin_array (builder);
    }
  else
    {
      g_autoptr(GString) bots = g_string_new (NULL);
      g_autofree char *game = g_strdup_printf ("%" G_GUINT64_FORMAT, replay.game);
      g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, config.seed);

      for (guint s = 0; s < config.n_seats; s++)
        g_string_append_printf (bots, "%s%s", s ? ", " : "",
                                hw_sim_config_bot_name (&config, rotate ? (guint) ((s + replay.game) % config.n_seats) : s));
      g_print (_("%s: %d players, game %s of the batch from seed %s (seats: %s)\n"),
               hw_scenario_get_name (scenario), players, game, seed, bots->str);
    }

  state = g_new0 (HwGameState, 1);
  if (svg_text != NULL)
    {
      replay.svg_at = (gint64) svg_at;
      replay.drawn = g_new0 (HwGameState, 1);
    }
  hw_sim_replay_game (rules, &config, replay.game, on_action, &replay, state, &record, &message);
  if (replay.drawn != NULL)
    {
      g_autofree HwGameState *drawn = replay.drawn;
      g_autofree char *game = g_strdup_printf ("%" G_GUINT64_FORMAT, replay.game);
      g_autofree char *title = NULL;

      if (!replay.captured)
        memcpy (drawn, state, sizeof *state);
      title = g_strdup_printf (_("%s, game %s, end of turn %u"), hw_scenario_get_name (scenario), game,
                               replay.captured ? (guint) svg_at : hw_game_turn (state));
      if (!write_svg (output, scenario, variant, rules, drawn, title, &error))
        {
          hw_cli_printerr ("replay: %s", error->message);
          return HW_CLI_USAGE;
        }
    }
  if (json)
    {
      g_autoptr(JsonNode) root = NULL;

      json_end (builder, &record, message);
      root = json_builder_get_root (builder);
      hw_cli_print_json (root);
    }
  else
    print_end (&record, message);
  return record.end == HW_SIM_END_BOT_ERROR || record.end == HW_SIM_END_ENGINE_ERROR ? HW_CLI_ERRORS : HW_CLI_OK;
}
