/* test-chart.c: the simulation charts drawn from real batch results: the bars, histogram,
 * stacked sources, scenario events and heatmap put their colours where the data says, the
 * SVG parses, and exports write whole files or nothing. */
#include "hw-test.h"
#include "hw-module-registry.h"

#include <cairo.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <string.h>

#include "hw-autocleanups.h"
#include "hw-chart.h"
#include "hw-game.h"
#include "hw-modules.h"
#include "hw-scenario-io.h"
#include "hw-sim.h"

#define W 640
#define H 400

/* Plays @n_games with greedy bots on @file and returns the statistics' JSON document. */
static JsonNode *
simulate (const char *file,
          guint64     n_games)
{
  g_autofree char *path = hw_test_source_path ("scenarios", file, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) scenario = hw_scenario_load_file (path, &error);
  g_autoptr(HwGameRules) rules = NULL;
  g_autoptr(HwSimResult) result = NULL;
  const HwVariant *variant;
  HwSimConfig config;
  int players;

  assert_non_null (scenario);
  variant = g_ptr_array_index (scenario->variants, 0);
  players = CLAMP (4, MAX (variant->min_players, 1), MAX (variant->max_players, 1));
  rules = hw_game_rules_new (scenario, variant, players, &error);
  assert_non_null (rules);
  hw_sim_config_init (&config);
  config.n_games = n_games;
  config.n_seats = (guint) players;
  for (int s = 0; s < players; s++)
    config.bots[s] = &hw_bot_greedy;
  result = hw_sim_run (scenario, variant, rules, &config, &error);
  assert_non_null (result);
  return hw_sim_stats_to_json (result->stats);
}

/* Tells whether a pixel (B G R A, or B G R x without alpha) is one being counted. */
typedef gboolean (*PixelTest) (const guint8 *p,
                               const double *rgb);

/* Counts the pixels of the W×H @surface for which @test holds. */
static guint
count_pixels (cairo_surface_t *surface,
              PixelTest        test,
              const double    *rgb)
{
  const guint8 *data;
  int stride;
  guint n = 0;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      n += test (data + y * stride + 4 * x, rgb);
  return n;
}

static gboolean
near_color (const guint8 *p,
            const double *rgb)
{
  return ABS (p[2] - (int) (rgb[0] * 255 + 0.5)) <= 2 && ABS (p[1] - (int) (rgb[1] * 255 + 0.5)) <= 2
         && ABS (p[0] - (int) (rgb[2] * 255 + 0.5)) <= 2;
}

/* Alpha: something was painted. */
static gboolean
painted (const guint8 *p,
         const double *unused)
{
  return p[3] > 0;
}

/* Blue over red and green: the barbarians' shade, not production's or Robin's. */
static gboolean
bluish (const guint8 *p,
        const double *unused)
{
  return p[3] > 0 && p[0] > p[1] && p[0] > p[2];
}

/* Purple: the raiders' shade, over white. */
static gboolean
purplish (const guint8 *p,
          const double *unused)
{
  return p[0] > p[1] + 20 && p[2] > p[1] + 20;
}

/* Draws @kind for @results and counts the pixels within a small distance of @r, @g, @b. */
static guint
count_color (HwChartKind kind,
             JsonObject *results,
             double      r,
             double      g,
             double      b)
{
  g_autoptr(cairo_surface_t) surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
  g_autoptr(cairo_t) cr = cairo_create (surface);
  const double rgb[3] = { r, g, b };

  hw_chart_draw (cr, kind, results, W, H);
  return count_pixels (surface, near_color, rgb);
}

/* Draws the @heat heatmap of @results, centred at @scale, on a new W×H surface of @format
 * (painted white first when it has no alpha). */
static cairo_surface_t *
draw_heat (JsonObject    *results,
           HwChartHeat    heat,
           cairo_format_t format,
           double         scale)
{
  cairo_surface_t *surface = cairo_image_surface_create (format, W, H);
  g_autoptr(cairo_t) cr = cairo_create (surface);
  HwRenderOptions options;

  if (format == CAIRO_FORMAT_RGB24)
    {
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
    }
  hw_render_options_init (&options);
  cairo_translate (cr, W / 2, H / 2);
  cairo_scale (cr, scale, scale);
  hw_chart_draw_heat (cr, results, heat, &options);
  return surface;
}

static void
test_chart_bars_follow_the_results (void **state)
{
  g_autoptr(JsonNode) node = simulate ("base.xml", 40);
  JsonObject *results = json_node_get_object (node);
  g_autoptr(JsonNode) empty_node = json_from_string ("{\"games\": {\"played\": 0}}", NULL);
  JsonArray *seats = json_object_get_array_member (results, "seats");
  guint best = 0;
  guint px[4];

  /* Win rate: each seat's bar is drawn in its colour, taller for the seat that won more. */
  px[0] = count_color (HW_CHART_WIN_RATE, results, 0.84, 0.24, 0.19);
  px[1] = count_color (HW_CHART_WIN_RATE, results, 0.16, 0.45, 0.75);
  px[2] = count_color (HW_CHART_WIN_RATE, results, 0.96, 0.62, 0.11);
  px[3] = count_color (HW_CHART_WIN_RATE, results, 0.20, 0.60, 0.33);
  for (guint s = 1; s < 4; s++)
    if (json_object_get_int_member (json_array_get_object_element (seats, s), "wins")
        > json_object_get_int_member (json_array_get_object_element (seats, best), "wins"))
      best = s;
  for (guint s = 0; s < 4; s++)
    {
      gint64 wins = json_object_get_int_member (json_array_get_object_element (seats, s), "wins");

      assert_true (wins == 0 || px[s] > 0);
      assert_true (px[s] <= px[best]);
    }
  assert_int_equal (count_color (HW_CHART_WIN_RATE, json_node_get_object (empty_node), 0.84, 0.24, 0.19), 0);

  /* Histogram bars and stacked VP sources (settlements green, cities blue) appear. */
  assert_true (count_color (HW_CHART_LENGTH, results, 0.16, 0.45, 0.75) > 500);
  assert_int_equal (count_color (HW_CHART_LENGTH, json_node_get_object (empty_node), 0.16, 0.45, 0.75), 0);
  assert_true (count_color (HW_CHART_VP_SOURCES, results, 0.36, 0.58, 0.30) > 1000);
  assert_true (count_color (HW_CHART_VP_SOURCES, results, 0.20, 0.40, 0.68) > 144);
}

static void
test_chart_events_show_what_the_scenario_has (void **state)
{
  g_autoptr(JsonNode) base = simulate ("base.xml", 10);
  g_autoptr(JsonNode) robin = simulate ("robin-hood.xml", 10);

  assert_true (json_object_has_member (json_node_get_object (robin), "robin-hood"));
  /* The base game has no scenario events: no bars; Robin Hood's counts are drawn. */
  assert_int_equal (count_color (HW_CHART_EVENTS, json_node_get_object (base), 0.96, 0.62, 0.11), 0);
  assert_true (count_color (HW_CHART_EVENTS, json_node_get_object (robin), 0.96, 0.62, 0.11) > 100);
}

static void
test_chart_heatmap_shades_hexes (void **state)
{
  g_autoptr(JsonNode) base = simulate ("base.xml", 10);
  g_autoptr(JsonNode) robin = simulate ("robin-hood.xml", 10);
  g_autoptr(cairo_surface_t) surface = NULL;

  assert_true (hw_chart_has_heat (json_node_get_object (base), HW_CHART_HEAT_PRODUCTION));
  assert_false (hw_chart_has_heat (json_node_get_object (base), hw_chart_heat_find ("robin")));
  assert_true (hw_chart_has_heat (json_node_get_object (robin), hw_chart_heat_find ("robin")));

  surface = draw_heat (json_node_get_object (base), HW_CHART_HEAT_PRODUCTION, CAIRO_FORMAT_ARGB32, 0.6);
  assert_true (count_pixels (surface, painted, NULL) > (guint) (W * H / 10));
}

static JsonObject *
member_of (JsonObject *o,
           const char *name)
{
  assert_true (json_object_has_member (o, name));
  return json_object_get_object_member (o, name);
}

/* BA-*: the event chart draws the Barbarian Attack counts, the VP chart its prisoners, and the
 * heatmap shades the coastal hexes the barbarians conquered, in blue. */
static void
test_chart_barbarian_attack (void **state)
{
  g_autoptr(JsonNode) base = simulate ("base.xml", 4);
  g_autoptr(JsonNode) node = simulate ("barbarian-attack.xml", 10);
  JsonObject *results = json_node_get_object (node);
  g_autoptr(cairo_surface_t) surface = NULL;
  g_autoptr(JsonNode) quiet = NULL;
  JsonObject *ba;

  assert_true (json_object_has_member (results, "barbarian-attack"));
  ba = json_object_get_object_member (results, "barbarian-attack");
  assert_true (json_object_get_int_member (ba, "landings") > 0);
  assert_true (count_color (HW_CHART_EVENTS, results, 0.96, 0.62, 0.11) > 300);
  /* With every total zero... */
  {
    g_autofree char *text = json_to_string (node, FALSE);

    /* A deep copy: json_node_copy would share the objects. */
    quiet = json_from_string (text, NULL);
  }
  {
    JsonObject *q = json_object_get_object_member (json_node_get_object (quiet), "barbarian-attack");
    g_autoptr(GList) members = json_object_get_members (q);

    for (GList *l = members; l; l = l->next)
      if (JSON_NODE_HOLDS_VALUE (json_object_get_member (q, l->data)))
        json_object_set_int_member (q, l->data, 0);
  }
  /* The prisoners each seat holds still show... */
  assert_true (count_color (HW_CHART_EVENTS, json_node_get_object (quiet), 0.96, 0.62, 0.11) > 50);
  {
    JsonArray *seats = json_object_get_array_member (json_object_get_object_member (json_node_get_object (quiet),
                                                                                    "barbarian-attack"), "by-seat");

    for (guint i = 0; i < json_array_get_length (seats); i++)
      json_object_set_int_member (json_array_get_object_element (seats, i), "prisoners", 0);
  }
  /* ...and without them nothing does. */
  assert_int_equal (count_color (HW_CHART_EVENTS, json_node_get_object (quiet), 0.96, 0.62, 0.11), 0);
  /* The base game shows prisoners only in the legend; here the bars have them too. */
  assert_true (json_object_get_int_member (member_of (member_of (results, "victory-points"), "winners-sum"),
                                           "prisoners") > 0);
  assert_true (count_color (HW_CHART_VP_SOURCES, results, 0.85, 0.70, 0.20)
               > count_color (HW_CHART_VP_SOURCES, json_node_get_object (base), 0.85, 0.70, 0.20) + 20);

  assert_true (hw_chart_has_heat (results, hw_chart_heat_find ("barbarians")));
  assert_false (hw_chart_has_heat (json_node_get_object (base), hw_chart_heat_find ("barbarians")));
  assert_true (json_object_get_int_member (ba, "conquests") > 0);
  surface = draw_heat (results, hw_chart_heat_find ("barbarians"), CAIRO_FORMAT_ARGB32, 0.6);
  assert_true (count_pixels (surface, bluish, NULL) > 1000);
}

/* DR-*: the event chart draws The Desert Raiders' counts per game; the storm's turn sum and
 * bin width are not events and draw nothing. */
static void
test_chart_desert_raiders (void **state)
{
  g_autoptr(JsonNode) node = simulate ("desert-raiders.xml", 10);
  JsonObject *results = json_node_get_object (node);
  JsonObject *dr;
  guint all, without_sums, without_overrun;

  assert_true (json_object_has_member (results, "desert-raiders"));
  dr = json_object_get_object_member (results, "desert-raiders");
  assert_true (json_object_get_int_member (dr, "hexes-overrun") > 0);
  all = count_color (HW_CHART_EVENTS, results, 0.96, 0.62, 0.11);
  assert_true (all > 100);
  json_object_remove_member (dr, "storm-turn-sum");
  json_object_remove_member (dr, "storm-turn-bin");
  without_sums = count_color (HW_CHART_EVENTS, results, 0.96, 0.62, 0.11);
  assert_int_equal (without_sums, all);
  json_object_remove_member (dr, "hexes-overrun");
  without_overrun = count_color (HW_CHART_EVENTS, results, 0.96, 0.62, 0.11);
  assert_true (without_overrun < all);

  /* The raider heatmap: offered for this batch only, purple where raiders stood. */
  assert_true (hw_chart_has_heat (results, hw_chart_heat_find ("raiders")));
  {
    g_autoptr(JsonNode) base = simulate ("base.xml", 2);
    g_autoptr(cairo_surface_t) surface = NULL;

    assert_false (hw_chart_has_heat (json_node_get_object (base), hw_chart_heat_find ("raiders")));
    surface = draw_heat (results, hw_chart_heat_find ("raiders"), CAIRO_FORMAT_RGB24, 0.4);
    assert_true (count_pixels (surface, purplish, NULL) > 100);
  }
}

static void
test_chart_export_svg_png (void **state)
{
  g_autoptr(JsonNode) node = simulate ("base.xml", 10);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hw-chart-XXXXXX", NULL);
  g_autofree char *svg = g_build_filename (dir, "win.svg", NULL);
  g_autofree char *png = g_build_filename (dir, "len.png", NULL);
  g_autofree char *bad = g_build_filename (dir, "missing", "x.svg", NULL);
  g_autofree char *text = NULL;
  xmlDocPtr doc;
  cairo_surface_t *image;

  for (guint k = 0; k < HW_N_CHARTS; k++)
    {
      assert_true (hw_chart_export ((HwChartKind) k, json_node_get_object (node), HW_CHART_FORMAT_SVG,
                                    svg, 500, 300, &error));
      assert_null (error);
      doc = xmlReadFile (svg, NULL, XML_PARSE_NONET);
      assert_non_null (doc);
      assert_string_equal ((const char *) xmlDocGetRootElement (doc)->name, "svg");
      xmlFreeDoc (doc);
    }
  assert_true (g_file_get_contents (svg, &text, NULL, NULL));
  assert_non_null (strstr (text, "width=\"500"));

  assert_true (hw_chart_export (HW_CHART_LENGTH, json_node_get_object (node), HW_CHART_FORMAT_PNG,
                                png, 500, 300, &error));
  image = cairo_image_surface_create_from_png (png);
  assert_int_equal (cairo_surface_status (image), CAIRO_STATUS_SUCCESS);
  assert_int_equal (cairo_image_surface_get_width (image), 500);
  assert_int_equal (cairo_image_surface_get_height (image), 300);
  cairo_surface_destroy (image);

  /* A path that cannot be written reports an error and leaves nothing behind. */
  assert_false (hw_chart_export (HW_CHART_WIN_RATE, json_node_get_object (node), HW_CHART_FORMAT_SVG,
                                 bad, 500, 300, &error));
  assert_non_null (error);
  assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));

  g_unlink (svg);
  g_unlink (png);
  g_rmdir (dir);
}

/* A rule module's charts come from its statistics descriptor alone: a module the charts have
 * never heard of gets its heatmap, its unit and its name for its own victory points. */
static const HwModuleChartName widget_names[] = { { "widgets", "Widgets built" } };
static const HwModuleStatsDesc widget_desc = {
  .module = "widget-test",
  .order = 99,
  .section = "widget-test",
  .chart_order = 99,
  .chart_names = widget_names,
  .n_chart_names = G_N_ELEMENTS (widget_names),
  .chart_vp_name = "Widget VP",
  .heat = { "widget-turns-per-game", "widgets", "Widget turns per game", "_Widgets", { 0.5, 0.5, 0.5 } },
  .heat_order = 99,
};

static void
test_chart_module_from_its_descriptor (void **state)
{
  const char *with = "{\"games\": {\"played\": 2}, \"widget-test\": {\"games\": 2, \"widgets\": 4},"
                     " \"production\": {\"by-hex\": [{\"q\": 0, \"r\": 0, \"widget-turns-per-game\": 1.5}]}}";
  g_autoptr(JsonNode) node = json_from_string (with, NULL);
  g_autoptr(JsonNode) bare = json_from_string ("{\"games\": {\"played\": 2}}", NULL);
  guint before = hw_chart_n_heats ();
  HwChartHeat heat;
  g_auto(GStrv) legend = NULL;
  g_auto(GStrv) bare_legend = NULL;

  assert_int_equal (hw_chart_heat_find ("widgets"), HW_CHART_HEAT_PRODUCTION);
  hw_modules_register_stats (&widget_desc);
  assert_int_equal (hw_chart_n_heats (), before + 1);
  heat = hw_chart_heat_find ("widgets");
  assert_int_equal (heat, before);
  assert_string_equal (hw_chart_heat_action (heat), "widgets");
  assert_string_equal (hw_chart_heat_unit (heat), "Widget turns per game");
  assert_string_equal (hw_chart_heat_label (heat), "_Widgets");
  assert_true (hw_chart_has_heat (json_node_get_object (node), heat));
  assert_false (hw_chart_has_heat (json_node_get_object (bare), heat));
  /* The shipped modules' heats keep their places. */
  assert_int_equal (hw_chart_heat_find ("robin"), 1);

  legend = hw_chart_legend (HW_CHART_VP_SOURCES, json_node_get_object (node));
  assert_string_equal (legend[g_strv_length (legend) - 1], "Widget VP");
  bare_legend = hw_chart_legend (HW_CHART_VP_SOURCES, json_node_get_object (bare));
  assert_false (g_strv_contains ((const char *const *) bare_legend, "Widget VP"));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_chart_bars_follow_the_results),
    cmocka_unit_test (test_chart_events_show_what_the_scenario_has),
    cmocka_unit_test (test_chart_heatmap_shades_hexes),
    cmocka_unit_test (test_chart_barbarian_attack),
    cmocka_unit_test (test_chart_desert_raiders),
    cmocka_unit_test (test_chart_export_svg_png),
    /* Last: it registers a module the other tests do not know. */
    cmocka_unit_test (test_chart_module_from_its_descriptor),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
