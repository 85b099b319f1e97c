/* test-export.c: the renderer and printable export (issue 4). */
#include "hw-test.h"

#include "config.h"

#include <cairo.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <math.h>
#include <string.h>

#include "hw-autocleanups.h"
#include "hw-export.h"
#include "hw-render.h"
#include "hw-scenario-io.h"

#define SQRT3 1.7320508075688772

/* A base-game island: 19 land hexes in a ring of 18 sea hexes (7 hexes across), 5 harbors,
 * pawns of every kind. */
static HwVariant *
island_variant (void)
{
  static const HwTerrain land[] = {
    HW_TERRAIN_MOUNTAINS, HW_TERRAIN_PASTURE, HW_TERRAIN_FOREST, HW_TERRAIN_FIELDS,
    HW_TERRAIN_HILLS, HW_TERRAIN_PASTURE, HW_TERRAIN_HILLS, HW_TERRAIN_FIELDS,
    HW_TERRAIN_FOREST, HW_TERRAIN_DESERT, HW_TERRAIN_FOREST, HW_TERRAIN_MOUNTAINS,
    HW_TERRAIN_FOREST, HW_TERRAIN_MOUNTAINS, HW_TERRAIN_FIELDS, HW_TERRAIN_PASTURE,
    HW_TERRAIN_HILLS, HW_TERRAIN_FIELDS, HW_TERRAIN_PASTURE,
  };
  static const int chits[] = { 10, 2, 9, 12, 6, 4, 10, 9, 11, 0, 3, 8, 8, 3, 4, 5, 5, 6, 11 };
  static const struct { int q, r, side; HwResource res; } harbors[] = {
    { 0, -3, HW_SIDE_SE, HW_RESOURCE_NONE }, { 3, -3, HW_SIDE_SW, HW_RESOURCE_ORE },
    { 3, 0, HW_SIDE_W, HW_RESOURCE_NONE }, { -3, 3, HW_SIDE_NE, HW_RESOURCE_GRAIN },
    { -3, 0, HW_SIDE_E, HW_RESOURCE_WOOL },
  };
  HwVariant *v = hw_variant_new ("3-4", 3, 4);
  int k = 0;

  for (int r = -3; r <= 3; r++)
    for (int q = -3; q <= 3; q++)
      {
        int d = (abs (q) + abs (r) + abs (q + r)) / 2;

        if (d == 3)
          hw_board_set_hex (v->board, hw_coord (q, r), HW_TERRAIN_SEA);
        else if (d < 3)
          {
            HwHex *h = hw_board_set_hex (v->board, hw_coord (q, r), land[k]);

            h->chit = chits[k];
            if (land[k] == HW_TERRAIN_DESERT)
              h->pawns[HW_PAWN_ROBBER] = 1;
            k++;
          }
      }
  for (guint i = 0; i < G_N_ELEMENTS (harbors); i++)
    {
      HwHarbor h = { .coord = { harbors[i].q, harbors[i].r }, .side = harbors[i].side,
                     .resource = harbors[i].res };

      hw_board_add_harbor (v->board, &h);
    }
  hw_board_lookup (v->board, hw_coord (1, 1))->pawns[HW_PAWN_RAIDER] = 3;
  hw_board_lookup (v->board, hw_coord (-1, 1))->pawns[HW_PAWN_BARBARIAN] = 1;
  hw_board_lookup (v->board, hw_coord (-1, 1))->pawns[HW_PAWN_ROBIN] = 1;
  v->seed = 12345;
  v->has_seed = TRUE;
  return v;
}

static HwScenario *
island_scenario (void)
{
  HwScenario *s = hw_scenario_new ();

  hw_text_set (s->names, "", "Test Island");
  s->min_players = 3;
  s->max_players = 4;
  g_ptr_array_add (s->variants, island_variant ());
  return s;
}

static HwVariant *
first_variant (HwScenario *s)
{
  return g_ptr_array_index (s->variants, 0);
}

/* Width and height of the island without legend: 7 hexes across the flats, 11 circumradii
 * from top to bottom (7 rows), plus the 1 mm the outline strokes need. */
static void
island_size (double hex_mm, double *w, double *h)
{
  *w = 7 * hex_mm + 1.0;
  *h = 11 * hex_mm / SQRT3 + 1.0;
}

static guint
count_dir_entries (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  assert_non_null (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

/* Parses an SVG with libxml2 (no network, no entities) and reads width and height in mm. */
static void
read_svg_size (const char *path, double *w, double *h)
{
  g_autoptr(xmlDoc) doc = xmlReadFile (path, NULL, XML_PARSE_NONET);
  xmlNode *root;
  g_autoptr(xmlChar) width = NULL;
  g_autoptr(xmlChar) height = NULL;
  char *end;

  assert_non_null (doc);
  root = xmlDocGetRootElement (doc);
  assert_non_null (root);
  assert_string_equal ((const char *) root->name, "svg");
  width = xmlGetProp (root, (const xmlChar *) "width");
  height = xmlGetProp (root, (const xmlChar *) "height");
  assert_non_null (width);
  assert_non_null (height);
  *w = g_ascii_strtod ((const char *) width, &end);
  assert_string_equal (end, "mm");
  *h = g_ascii_strtod ((const char *) height, &end);
  assert_string_equal (end, "mm");
}

static void
assert_close (double a, double b, double tolerance)
{
  if (fabs (a - b) > tolerance)
    fail_msg ("%g is not within %g of %g", a, tolerance, b);
}

/* ---- renderer ---- */

static void
test_render_extent_matches_hex_size (void **state)
{
  g_autoptr(HwScenario) s = island_scenario ();
  HwRenderOptions o;
  HwRenderBox box;
  double w, h;

  hw_render_options_init (&o);
  assert_close (o.hex_mm, 79.4, 1e-9);
  assert_close (o.chit_mm, 27.0, 1e-9);
  assert_true (hw_render_board_extent (first_variant (s)->board, &o, &box));
  island_size (79.4, &w, &h);
  assert_close (box.width, w, 1e-6);
  assert_close (box.height, h, 1e-6);
  /* Hex (0, 0) is in the middle of board space. */
  assert_close (box.x + box.width / 2, 0, 1e-6);
  assert_close (box.y + box.height / 2, 0, 1e-6);

  o.hex_mm = 40;
  assert_true (hw_render_board_extent (first_variant (s)->board, &o, &box));
  island_size (40, &w, &h);
  assert_close (box.width, w, 1e-6);
}

static void
test_render_empty_board_has_no_extent (void **state)
{
  g_autoptr(HwBoard) b = hw_board_new ();
  HwRenderOptions o;
  HwRenderBox box;

  hw_render_options_init (&o);
  assert_false (hw_render_board_extent (b, &o, &box));
}

static void
test_render_pick_hex_side_corner (void **state)
{
  HwRenderOptions o;

  hw_render_options_init (&o);
  for (int q = -3; q <= 3; q++)
    for (int r = -3; r <= 3; r++)
      {
        double x, y, radius = hw_render_hex_radius (&o);
        HwCoord c = hw_coord (q, r), got;

        hw_render_hex_center (&o, c, &x, &y);
        assert_true (hw_coord_equal (hw_render_pick_hex (&o, x + 3, y - 2), c));
        for (int side = 0; side < 6; side++)
          {
            double ax, ay, bx, by;

            hw_corner_offset ((HwCorner) side, radius, &ax, &ay);
            hw_corner_offset ((HwCorner) ((side + 1) % 6), radius, &bx, &by);
            /* Just inside the middle of the side. */
            assert_int_equal (hw_render_pick_side (&o, x + (ax + bx) / 2 * 0.9,
                                                   y + (ay + by) / 2 * 0.9, &got), side);
            assert_true (hw_coord_equal (got, c));
            /* Just inside the corner. */
            assert_int_equal (hw_render_pick_corner (&o, x + ax * 0.9, y + ay * 0.9, &got), side);
            assert_true (hw_coord_equal (got, c));
          }
      }
}

static void
test_render_view_round_trip (void **state)
{
  HwRenderBox box = { -100, -50, 200, 100 };
  HwRenderView view;
  double x, y;

  hw_render_view_fit (&view, &box, 800, 600, 10);
  assert_close (view.scale, 3.9, 1e-9);
  hw_render_view_to_board (&view, 400, 300, &x, &y);
  assert_close (x, 0, 1e-9);
  assert_close (y, 0, 1e-9);
  hw_render_view_to_board (&view, 10, 300, &x, &y);
  assert_close (x, -100, 1e-9);
}

/* Counts pixels that are clearly red (6 and 8), and pixels with any colour at all. */
static void
count_pixels (cairo_surface_t *surface, int *red, int *coloured)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  *red = *coloured = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 p = *(const guint32 *) (data + y * stride + x * 4);
        int r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;

        if (r > 150 && g < 80 && b < 80)
          (*red)++;
        if (abs (r - g) > 8 || abs (g - b) > 8 || abs (r - b) > 8)
          (*coloured)++;
      }
}

static cairo_surface_t *
render_chit (int number, gboolean mono)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 120, 120);
  g_autoptr(cairo_t) cr = cairo_create (surface);
  HwRenderOptions o;

  hw_render_options_init (&o);
  o.monochrome = mono;
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_translate (cr, 60, 60);
  cairo_scale (cr, 4, 4);
  hw_render_chit (cr, number, &o);
  return surface;
}

/* A harbor token's resource name fits inside the token at every hex size, on screen (where
 * text grows to stay readable and the token can grow only so far) and in print (issue 37:
 * "Lumber" spilled out of its circle on small screens). */
static void
test_render_harbor_name_fits_its_token (void **state)
{
  g_autoptr(cairo_surface_t) surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 16, 16);
  g_autoptr(cairo_t) cr = cairo_create (surface);
  static const double min_text[] = { 0.0, 2.0, 3.0 };
  int shrunk = 0;

  for (guint m = 0; m < G_N_ELEMENTS (min_text); m++)
    for (double hex_mm = 8.0; hex_mm <= 80.0; hex_mm *= 1.25)
      for (int r = -1; r < HW_N_RESOURCES; r++)
        {
          HwResource resource = r < 0 ? HW_RESOURCE_NONE : (HwResource) r;
          const char *name = r < 0 ? "any" : hw_resource_label (resource);
          HwRenderOptions options;
          cairo_text_extents_t ext;
          double tr, ratio, size;

          hw_render_options_init (&options);
          options.hex_mm = hex_mm;
          options.min_text_mm = min_text[m];
          hw_render_harbor_token (cr, resource, &options, &tr, &ratio, &size);
          cairo_select_font_face (cr, hw_render_font_family (), CAIRO_FONT_SLANT_NORMAL,
                                  CAIRO_FONT_WEIGHT_NORMAL);
          /* At a size no hinting rounds, scaled as the drawing's transform scales it. */
          cairo_set_font_size (cr, 100.0);
          cairo_text_extents (cr, name, &ext);
          ext.width *= size / 100.0;
          if (ext.width > HW_RENDER_HARBOR_NAME_ROOM * tr * (1 + 1e-9))
            fail_msg ("%s at hex %.1f mm, text %.1f mm: %.2f mm wide in a token of radius %.2f mm",
                      name, hex_mm, min_text[m], ext.width, tr);
          shrunk += size < hw_render_harbor_text_size (&options);
          assert_true (tr <= hw_render_hex_radius (&options) * 0.6 + 1e-9);
        }
  /* Small screen hexes do need the smaller name. */
  assert_true (shrunk > 0);
}

/* The count beside a stack of pawns reads on a screen as the pawn's initials do, and keeps
 * its printed proportion on paper (issue 37: "×2" beside raiders was a few pixels high). */
static void
test_render_pawn_count_reads (void **state)
{
  for (double hex_mm = 8.0; hex_mm <= 80.0; hex_mm *= 1.25)
    {
      HwRenderOptions options;

      hw_render_options_init (&options);
      options.hex_mm = hex_mm;
      assert_true (fabs (hw_render_pawn_count_size (&options) - 0.32 * hw_render_pawn_height (&options)) < 1e-9);
      options.min_text_mm = 2.5;
      assert_true (hw_render_pawn_count_size (&options) >= 2.5);
      assert_true (hw_render_pawn_count_size (&options) >= hw_render_pawn_text_size (&options));
    }
}

static void
test_render_chit_red_six_and_eight (void **state)
{
  int red, coloured;

  for (int n = 2; n <= 12; n++)
    {
      g_autoptr(cairo_surface_t) s = NULL;

      if (n == 7)
        continue;
      s = render_chit (n, FALSE);
      count_pixels (s, &red, &coloured);
      if (n == 6 || n == 8)
        assert_true (red > 100);
      else
        assert_int_equal (red, 0);
    }
}

static void
test_render_chit_pips (void **state)
{
  /* pips(n) = 6 - |7 - n|: the ink under the number grows with the pips. */
  int prev = -1;

  for (int n = 2; n <= 6; n++)
    {
      g_autoptr(cairo_surface_t) s = render_chit (n, TRUE);
      const guint8 *data;
      int stride, dark = 0;

      cairo_surface_flush (s);
      data = cairo_image_surface_get_data (s);
      stride = cairo_image_surface_get_stride (s);
      /* The pip row: 0.25 chit diameters below the centre, i.e. y = 60 + 27 px. */
      for (int y = 60 + 24; y <= 60 + 30; y++)
        for (int x = 0; x < 120; x++)
          if ((*(const guint32 *) (data + y * stride + x * 4) & 0xff) < 100)
            dark++;
      assert_int_equal (hw_chit_pips (n), n - 1);
      assert_true (dark > prev);
      prev = dark;
    }
}

static void
test_render_monochrome_has_no_colour (void **state)
{
  g_autoptr(HwScenario) s = island_scenario ();
  g_autoptr(cairo_surface_t) surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 300, 300);
  g_autoptr(cairo_t) cr = cairo_create (surface);
  HwRenderOptions o;
  HwRenderView view;
  HwRenderBox box;
  int red, coloured;

  hw_render_options_init (&o);
  hw_render_board_extent (first_variant (s)->board, &o, &box);
  hw_render_view_fit (&view, &box, 300, 300, 0);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_save (cr);
  hw_render_view_apply (&view, cr);
  hw_render_board (cr, first_variant (s)->board, &o);
  cairo_restore (cr);
  count_pixels (surface, &red, &coloured);
  assert_true (coloured > 300 * 300 / 2);

  o.monochrome = TRUE;
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  hw_render_view_apply (&view, cr);
  hw_render_board (cr, first_variant (s)->board, &o);
  count_pixels (surface, &red, &coloured);
  assert_int_equal (coloured, 0);
}

static guint
mark_selected (const HwHex *hex, guint index, gpointer data)
{
  return hw_coord_equal (hex->coord, hw_coord (0, 0)) ? HW_RENDER_MARK_ERROR : 0;
}

static void
test_render_marks_error_hex (void **state)
{
  g_autoptr(HwScenario) s = island_scenario ();
  g_autoptr(cairo_surface_t) surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 400);
  g_autoptr(cairo_t) cr = cairo_create (surface);
  HwRenderOptions o;
  HwRenderView view;
  HwRenderBox box;
  int plain_red, marked_red, coloured;

  hw_render_options_init (&o);
  hw_render_board_extent (first_variant (s)->board, &o, &box);
  hw_render_view_fit (&view, &box, 400, 400, 0);
  hw_render_view_apply (&view, cr);
  hw_render_board (cr, first_variant (s)->board, &o);
  count_pixels (surface, &plain_red, &coloured);
  o.mark_func = mark_selected;
  hw_render_board (cr, first_variant (s)->board, &o);
  count_pixels (surface, &marked_red, &coloured);
  assert_true (marked_red > plain_red + 100);
}

/* ---- export ---- */

static void
export_ok (HwScenario *s, const HwExportOptions *o, const char *path, guint *n_files)
{
  g_autoptr(GError) error = NULL;

  if (!hw_export_write (s, first_variant (s), o, path, n_files, &error))
    fail_msg ("export to %s failed: %s", path, error->message);
}

static void
test_export_svg_poster_size_in_mm (void **state)
{
  g_autoptr(HwScenario) s = island_scenario ();
  g_autofree char *dir = hw_test_make_tmpdir ("hw-export-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "board.svg", NULL);
  static const double sizes[] = { 79.4, 50.0 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      HwExportOptions o;
      double w, h, ew, eh;
      guint n = 0;

      hw_export_options_init (&o);
      o.render.show_legend = FALSE;
      o.render.hex_mm = sizes[i];
      o.render.chit_mm = sizes[i] / 3;
      export_ok (s, &o, path, &n);
      assert_int_equal (n, 1);
      read_svg_size (path, &w, &h);
      island_size (sizes[i], &ew, &eh);
      assert_close (w, ew + 2 * HW_EXPORT_MARGIN_MM, 0.01);
      assert_close (h, eh + 2 * HW_EXPORT_MARGIN_MM, 0.01);
    }

  /* The legend adds height below the board, never width beyond its own. */
  {
    HwExportOptions o;
    double w, h, ew, eh;

    hw_export_options_init (&o);
    export_ok (s, &o, path, NULL);
    read_svg_size (path, &w, &h);
    island_size (79.4, &ew, &eh);
    assert_close (w, ew + 20, 0.01);
    assert_true (h > eh + 20 + 20);
  }
  assert_int_equal (count_dir_entries (dir), 1);
  hw_test_remove_tree (dir);
}

/* Runs pdfinfo and returns its output. */
static char *
pdfinfo (const char *path)
{
  const char *argv[] = { "pdfinfo", path, NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, &status, &error))
    fail_msg ("cannot run pdfinfo: %s", error->message);
  assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static void
test_export_tiled_pdf_pages (void **state)
{
  g_autoptr(HwScenario) s = island_scenario ();
  g_autofree char *dir = hw_test_make_tmpdir ("hw-export-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "tiled.pdf", NULL);
  HwExportOptions o;
  guint n = 0;

  hw_export_options_init (&o);
  o.layout = HW_EXPORT_LAYOUT_TILED;
  o.format = HW_EXPORT_FORMAT_PDF;
  o.render.show_legend = FALSE;

  /* 556.8 x 505.3 mm on A4: portrait windows of 190 x 261 mm stepping 180 x 251 need 4 x 2
   * pages; landscape (277 x 154, stepping 267 x 144) would need 3 x 4. */
  export_ok (s, &o, path, &n);
  assert_int_equal (n, 1);
  {
    g_autofree char *info = pdfinfo (path);

    assert_non_null (strstr (info, "Pages:           8\n"));
    assert_non_null (strstr (info, "595.276 x 841.89 pts (A4)"));
  }

  /* With the legend, one more sheet: the legend and the map of the pages. */
  o.render.show_legend = TRUE;
  export_ok (s, &o, path, &n);
  {
    g_autofree char *info = pdfinfo (path);

    assert_non_null (strstr (info, "Pages:           9\n"));
  }
  o.render.show_legend = FALSE;

  /* Letter: 195.9 x 243.4 windows need 3 x 3 in portrait, as do landscape's 259.4 x 179.9:
   * portrait wins the tie. */
  o.paper = HW_PAPER_LETTER;
  export_ok (s, &o, path, &n);
  {
    g_autofree char *info = pdfinfo (path);

    assert_non_null (strstr (info, "Pages:           9\n"));
    assert_non_null (strstr (info, "612 x 792 pts (letter)"));
  }

  /* Small hexes fit one page. */
  o.paper = HW_PAPER_A4;
  o.render.hex_mm = 20;
  o.render.chit_mm = 7;
  export_ok (s, &o, path, &n);
  {
    g_autofree char *info = pdfinfo (path);

    assert_non_null (strstr (info, "Pages:           1\n"));
  }
  assert_int_equal (count_dir_entries (dir), 1);
  hw_test_remove_tree (dir);
}

static void
test_export_tiled_svg_one_file_per_page (void **state)
{
  g_autoptr(HwScenario) s = island_scenario ();
  g_autofree char *dir = hw_test_make_tmpdir ("hw-export-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "tiles.svg", NULL);
  g_autoptr(HwExportPlan) plan = NULL;
  HwExportOptions o;
  guint n = 0, rows, cols;

  hw_export_options_init (&o);
  o.layout = HW_EXPORT_LAYOUT_TILED;
  o.render.show_legend = FALSE;
  plan = hw_export_plan_new (s, first_variant (s), &o, NULL);
  assert_non_null (plan);
  hw_export_plan_get_grid (plan, &rows, &cols);
  assert_int_equal (rows, 2);
  assert_int_equal (cols, 4);

  export_ok (s, &o, path, &n);
  assert_int_equal (n, 8);
  assert_int_equal (count_dir_entries (dir), 8);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("tiles-%u.svg", i + 1);
      g_autofree char *page = g_build_filename (dir, name, NULL);
      HwRenderBox win;
      double w, h;

      read_svg_size (page, &w, &h);
      assert_close (w, 210, 0.01);
      assert_close (h, 297, 0.01);
      /* Neighbouring windows overlap by the overlap strip. */
      hw_export_plan_get_window (plan, i, &win);
      assert_close (win.x, (i % cols) * (190 - HW_EXPORT_OVERLAP_MM), 1e-9);
    }
  hw_test_remove_tree (dir);
}

static void
test_export_png_matches_dpi (void **state)
{
  g_autoptr(HwScenario) s = island_scenario ();
  g_autofree char *dir = hw_test_make_tmpdir ("hw-export-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "board.png", NULL);
  static const double dpis[] = { 30, 72 };

  for (guint i = 0; i < G_N_ELEMENTS (dpis); i++)
    {
      g_autoptr(cairo_surface_t) png = NULL;
      HwExportOptions o;
      double ew, eh;

      hw_export_options_init (&o);
      o.format = HW_EXPORT_FORMAT_PNG;
      o.render.show_legend = FALSE;
      o.dpi = dpis[i];
      export_ok (s, &o, path, NULL);
      png = cairo_image_surface_create_from_png (path);
      assert_int_equal (cairo_surface_status (png), CAIRO_STATUS_SUCCESS);
      island_size (79.4, &ew, &eh);
      assert_int_equal (cairo_image_surface_get_width (png),
                        (int) ceil ((ew + 20) / 25.4 * dpis[i]));
      assert_int_equal (cairo_image_surface_get_height (png),
                        (int) ceil ((eh + 20) / 25.4 * dpis[i]));
    }

  /* A fitted A4 page at 50 dpi. */
  {
    g_autoptr(cairo_surface_t) png = NULL;
    HwExportOptions o;

    hw_export_options_init (&o);
    o.format = HW_EXPORT_FORMAT_PNG;
    o.layout = HW_EXPORT_LAYOUT_FIT;
    o.dpi = 50;
    export_ok (s, &o, path, NULL);
    png = cairo_image_surface_create_from_png (path);
    assert_int_equal (cairo_image_surface_get_width (png), (int) ceil (210 / 25.4 * 50));
    assert_int_equal (cairo_image_surface_get_height (png), (int) ceil (297 / 25.4 * 50));
  }
  hw_test_remove_tree (dir);
}

static void
test_export_rsvg_renders (void **state)
{
  g_autoptr(HwScenario) s = island_scenario ();
  g_autofree char *dir = hw_test_make_tmpdir ("hw-export-XXXXXX");
  g_autofree char *svg = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *png = g_build_filename (dir, "board.png", NULL);
  const char *argv[] = { "rsvg-convert", "--dpi-x", "25.4", "--dpi-y", "25.4", "-o", png, svg, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(cairo_surface_t) image = NULL;
  HwExportOptions o;
  double w, h;
  int status;

  hw_export_options_init (&o);
  export_ok (s, &o, svg, NULL);
  read_svg_size (svg, &w, &h);
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                     &status, &error))
    fail_msg ("cannot run rsvg-convert: %s", error->message);
  assert_true (g_spawn_check_wait_status (status, NULL));
  image = cairo_image_surface_create_from_png (png);
  assert_int_equal (cairo_surface_status (image), CAIRO_STATUS_SUCCESS);
  /* At 25.4 dpi one millimetre is one pixel. */
  assert_true (abs (cairo_image_surface_get_width (image) - (int) round (w)) <= 1);
  assert_true (abs (cairo_image_surface_get_height (image) - (int) round (h)) <= 1);
  hw_test_remove_tree (dir);
}

static void
test_export_kit_has_every_piece (void **state)
{
  g_autoptr(HwScenario) s = island_scenario ();
  const HwBoard *board = first_variant (s)->board;
  g_autoptr(HwExportPlan) plan = NULL;
  g_autofree guint *tiles = NULL;
  HwExportOptions o;
  double pw, ph, bleed, apothem, chit_r;
  int n_chits = 0, seen_chits = 0, counts[13];
  guint n_pages;

  hw_export_options_init (&o);
  o.layout = HW_EXPORT_LAYOUT_KIT;
  plan = hw_export_plan_new (s, first_variant (s), &o, NULL);
  assert_non_null (plan);
  hw_export_plan_get_page_size (plan, &pw, &ph);
  hw_export_plan_get_kit_metrics (plan, &bleed, &apothem, &chit_r);
  assert_close (bleed, 3.0, 1e-9);
  n_pages = hw_export_plan_get_n_pages (plan);
  /* 37 tiles, five to an A4 sheet, the 18 chits in the gaps and on the last sheet. */
  assert_int_equal (n_pages, 8);

  hw_board_count_chits (board, counts);
  for (int i = 2; i <= 12; i++)
    n_chits += counts[i];
  tiles = g_new0 (guint, hw_board_n_hexes (board));

  for (guint i = 0; i < hw_export_plan_get_n_pieces (plan); i++)
    {
      const HwExportPiece *p = hw_export_plan_get_piece (plan, i);
      double reach = p->kind == HW_EXPORT_PIECE_TILE ? apothem * 2 / SQRT3 : chit_r;
      double reach_x = p->kind == HW_EXPORT_PIECE_TILE ? apothem : chit_r;

      assert_true (p->page < n_pages);
      /* Inside the margins, with the bleed. */
      assert_true (p->x - reach_x >= HW_EXPORT_MARGIN_MM - 1e-6);
      assert_true (p->x + reach_x <= pw - HW_EXPORT_MARGIN_MM + 1e-6);
      assert_true (p->y - reach >= HW_EXPORT_MARGIN_MM - 1e-6);
      assert_true (p->y + reach <= ph - HW_EXPORT_MARGIN_MM + 1e-6);
      if (p->kind == HW_EXPORT_PIECE_TILE)
        tiles[p->hex]++;
      else
        {
          assert_true (hw_board_get_hex (board, p->hex)->chit >= 2);
          seen_chits++;
        }
      /* No two pieces on a page overlap (bounding circles of tiles are too strict, so
       * compare centre distances against the pieces' in-radii). */
      for (guint j = 0; j < i; j++)
        {
          const HwExportPiece *q = hw_export_plan_get_piece (plan, j);
          double d = hypot (p->x - q->x, p->y - q->y);
          double rp = p->kind == HW_EXPORT_PIECE_TILE ? apothem : chit_r;
          double rq = q->kind == HW_EXPORT_PIECE_TILE ? apothem : chit_r;

          if (q->page == p->page)
            assert_true (d >= rp + rq - 1e-6);
        }
    }
  for (guint i = 0; i < hw_board_n_hexes (board); i++)
    assert_int_equal (tiles[i], 1);
  assert_int_equal (seen_chits, n_chits);
  assert_int_equal (n_chits, 18);
}

static void
test_export_fit_one_page (void **state)
{
  g_autoptr(HwScenario) s = island_scenario ();
  g_autoptr(HwExportPlan) plan = NULL;
  HwExportOptions o;
  double w, h;

  hw_export_options_init (&o);
  o.layout = HW_EXPORT_LAYOUT_FIT;
  o.paper = HW_PAPER_LETTER;
  plan = hw_export_plan_new (s, first_variant (s), &o, NULL);
  assert_int_equal (hw_export_plan_get_n_pages (plan), 1);
  hw_export_plan_get_page_size (plan, &w, &h);
  assert_close (w, 215.9, 1e-9);
  assert_close (h, 279.4, 1e-9);
}

static void
test_export_impossible_requests (void **state)
{
  g_autoptr(HwScenario) s = island_scenario ();
  g_autofree char *dir = hw_test_make_tmpdir ("hw-export-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *missing = g_build_filename (dir, "no", "such", "dir", "board.svg", NULL);
  HwExportOptions o;
  HwPaper paper;
  HwExportLayout layout;
  HwExportFormat format;

  hw_export_options_init (&o);
  o.render.hex_mm = 0;
  {
    g_autoptr(GError) error = NULL;

    assert_false (hw_export_write (s, first_variant (s), &o, path, NULL, &error));
    assert_true (g_error_matches (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_INVALID));
    assert_non_null (strstr (error->message, "0 mm"));
  }

  hw_export_options_init (&o);
  o.format = HW_EXPORT_FORMAT_PNG;
  o.dpi = 0;
  {
    g_autoptr(GError) error = NULL;

    assert_false (hw_export_write (s, first_variant (s), &o, path, NULL, &error));
    assert_true (g_error_matches (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_INVALID));
  }

  assert_false (hw_export_paper_from_string ("a3", &paper));
  assert_true (hw_export_paper_from_string ("Letter", &paper));
  assert_int_equal (paper, HW_PAPER_LETTER);
  assert_false (hw_export_layout_from_string ("spiral", &layout));
  assert_false (hw_export_format_from_string ("eps", &format));
  assert_false (hw_export_format_from_path ("board", &format));
  assert_true (hw_export_format_from_path ("dir.v2/Board.PDF", &format));
  assert_int_equal (format, HW_EXPORT_FORMAT_PDF);

  hw_export_options_init (&o);
  o.paper = (HwPaper) 7;
  {
    g_autoptr(GError) error = NULL;

    assert_false (hw_export_write (s, first_variant (s), &o, path, NULL, &error));
    assert_true (g_error_matches (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_INVALID));
  }

  /* A kit tile that does not fit a sheet. */
  hw_export_options_init (&o);
  o.layout = HW_EXPORT_LAYOUT_KIT;
  o.render.hex_mm = 400;
  {
    g_autoptr(GError) error = NULL;

    assert_false (hw_export_write (s, first_variant (s), &o, path, NULL, &error));
    assert_true (g_error_matches (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_TOO_LARGE));
  }

  hw_export_options_init (&o);
  {
    g_autoptr(GError) error = NULL;

    assert_false (hw_export_write (s, first_variant (s), &o, missing, NULL, &error));
    assert_true (g_error_matches (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_IO));
    assert_non_null (strstr (error->message, "board.svg"));
  }
  {
    g_autoptr(GError) error = NULL;

    /* A folder in the way of the output. */
    assert_false (hw_export_write (s, first_variant (s), &o, dir, NULL, &error));
    assert_true (g_error_matches (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_IO));
  }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(HwVariant) v = hw_variant_new ("1", 1, 1);

    assert_false (hw_export_write (s, v, &o, path, NULL, &error));
    assert_true (g_error_matches (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_EMPTY));
  }

  /* Nothing was left behind: no output, no temporary file. */
  assert_int_equal (count_dir_entries (dir), 0);
  hw_test_remove_tree (dir);
}

static void
test_export_failure_keeps_old_file (void **state)
{
  g_autoptr(HwScenario) s = island_scenario ();
  g_autofree char *dir = hw_test_make_tmpdir ("hw-export-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *before = NULL, *after = NULL;
  HwExportOptions o;

  assert_true (g_file_set_contents (path, "old", -1, NULL));
  hw_export_options_init (&o);
  o.render.hex_mm = -3;
  assert_false (hw_export_write (s, first_variant (s), &o, path, NULL, NULL));
  assert_true (g_file_get_contents (path, &after, NULL, NULL));
  assert_string_equal (after, "old");
  assert_int_equal (count_dir_entries (dir), 1);

  /* A successful export replaces it. */
  hw_export_options_init (&o);
  export_ok (s, &o, path, NULL);
  assert_true (g_file_get_contents (path, &before, NULL, NULL));
  assert_non_null (strstr (before, "<svg"));
  assert_int_equal (count_dir_entries (dir), 1);
  hw_test_remove_tree (dir);
}

/* ---- shipped scenarios and the command line ---- */

static GPtrArray *
shipped_scenarios (void)
{
  g_autofree char *dir = hw_test_source_path ("scenarios", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (d && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
  return files;
}

static void
test_export_shipped_scenarios_every_layout (void **state)
{
  g_autoptr(GPtrArray) files = shipped_scenarios ();
  g_autofree char *dir = NULL;

  if (files->len == 0)
    skip ();
  dir = hw_test_make_tmpdir ("hw-export-XXXXXX");
  for (guint f = 0; f < files->len; f++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HwScenario) s = hw_scenario_load_file (g_ptr_array_index (files, f), &error);

      if (s == NULL)
        fail_msg ("%s", error->message);
      for (guint v = 0; v < s->variants->len; v++)
        for (int layout = HW_EXPORT_LAYOUT_POSTER; layout <= HW_EXPORT_LAYOUT_FIT; layout++)
          {
            HwVariant *variant = g_ptr_array_index (s->variants, v);
            g_autofree char *path = g_build_filename (dir, "out.svg", NULL);
            g_autofree char *first = NULL;
            HwExportOptions o;
            guint n = 0;
            double w, h;
            g_autoptr(GError) err = NULL;

            hw_export_options_init (&o);
            o.layout = (HwExportLayout) layout;
            if (!hw_export_write (s, variant, &o, path, &n, &err))
              fail_msg ("%s variant %s layout %d: %s", (char *) g_ptr_array_index (files, f),
                        variant->id, layout, err->message);
            assert_true (n >= 1);
            first = hw_export_page_path (path, 0, n);
            read_svg_size (first, &w, &h);
            if (layout == HW_EXPORT_LAYOUT_POSTER)
              {
                HwRenderBox box;

                hw_render_board_extent (variant->board, &o.render, &box);
                assert_true (w >= box.width + 20 - 0.01);
              }
            else
              assert_close (MIN (w, h), 210, 0.01);
            for (guint i = 0; i < n; i++)
              {
                g_autofree char *page = hw_export_page_path (path, i, n);

                g_unlink (page);
              }
          }
    }
  hw_test_remove_tree (dir);
}

static char *
cli_path (void)
{
  const char *build = g_getenv ("HEXWRIGHT_BUILD_DIR");

  return g_build_filename (build ? build : ".", "src", "cli", "hexwright-cli", NULL);
}

static int
run_cli (const char * const *args, char **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  int status;

  g_ptr_array_add (argv, cli_path ());
  for (const char * const *a = args; *a; a++)
    g_ptr_array_add (argv, g_strdup (*a));
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                     NULL, err, &status, &error))
    fail_msg ("cannot run hexwright-cli: %s", error->message);
  if (WIFEXITED (status))
    return WEXITSTATUS (status);
  return -1;
}

static void
test_export_cli (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-export-XXXXXX");
  g_autofree char *scenario = g_build_filename (dir, "island.xml", NULL);
  g_autofree char *out = g_build_filename (dir, "island.pdf", NULL);
  g_autofree char *png = g_build_filename (dir, "island.png", NULL);
  g_autofree char *blocked = g_build_filename (dir, "nowhere", "island.svg", NULL);
  g_autoptr(HwScenario) s = island_scenario ();
  g_autoptr(GError) error = NULL;

  s->id = g_strdup ("test-island");
  s->victory_points = 10;
  if (!hw_scenario_save_file (s, scenario, &error))
    fail_msg ("cannot save the test scenario: %s", error->message);

  {
    const char *args[] = { "export", scenario, "-o", out, "--layout", "tiled", NULL };
    g_autofree char *err = NULL;

    /* The island shows every pawn, also those of modules it does not use: a board with
     * errors, which prints as a draft (exit 1, the reason on stderr). */
    if (run_cli (args, &err) != 1)
      fail_msg ("hexwright-cli export failed: %s", err);
    assert_non_null (strstr (err, "printed as a draft"));
    assert_true (g_file_test (out, G_FILE_TEST_IS_REGULAR));
    g_unlink (out);
  }
  {
    const char *args[] = { "export", scenario, "-o", png, "--dpi", "20", NULL };
    g_autofree char *err = NULL;
    g_autoptr(cairo_surface_t) image = NULL;

    assert_int_equal (run_cli (args, &err), 1);
    image = cairo_image_surface_create_from_png (png);
    assert_int_equal (cairo_surface_status (image), CAIRO_STATUS_SUCCESS);
    g_unlink (png);
  }

  /* Impossible requests: exit 2, one line saying why, no file. */
  {
    const char *bad[][12] = {
      { "export", scenario, "-o", out, "--hex-mm", "0", NULL },
      { "export", scenario, "-o", out, "--paper", "a3", NULL },
      { "export", scenario, "-o", out, "--layout", "spiral", NULL },
      { "export", scenario, "-o", blocked, NULL },
      { "export", scenario, "-o", png, "--dpi", "0", NULL },
      { "export", scenario, "-o", out, "--players", "9", NULL },
      { "export", scenario, "-o", "board.eps", NULL },
      { "export", scenario, NULL },
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autofree char *err = NULL;

        assert_int_equal (run_cli (bad[i], &err), 2);
        assert_non_null (err);
        assert_true (g_str_has_prefix (err, "hexwright-cli: "));
        assert_non_null (strchr (err, '\n'));
        assert_string_equal (strchr (err, '\n'), "\n");
      }
  }
  assert_int_equal (count_dir_entries (dir), 1);
  hw_test_remove_tree (dir);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_render_extent_matches_hex_size),
    cmocka_unit_test (test_render_empty_board_has_no_extent),
    cmocka_unit_test (test_render_pick_hex_side_corner),
    cmocka_unit_test (test_render_view_round_trip),
    cmocka_unit_test (test_render_chit_red_six_and_eight),
    cmocka_unit_test (test_render_harbor_name_fits_its_token),
    cmocka_unit_test (test_render_pawn_count_reads),
    cmocka_unit_test (test_render_chit_pips),
    cmocka_unit_test (test_render_monochrome_has_no_colour),
    cmocka_unit_test (test_render_marks_error_hex),
    cmocka_unit_test (test_export_svg_poster_size_in_mm),
    cmocka_unit_test (test_export_tiled_pdf_pages),
    cmocka_unit_test (test_export_tiled_svg_one_file_per_page),
    cmocka_unit_test (test_export_png_matches_dpi),
    cmocka_unit_test (test_export_rsvg_renders),
    cmocka_unit_test (test_export_kit_has_every_piece),
    cmocka_unit_test (test_export_fit_one_page),
    cmocka_unit_test (test_export_impossible_requests),
    cmocka_unit_test (test_export_failure_keeps_old_file),
    cmocka_unit_test (test_export_shipped_scenarios_every_layout),
    cmocka_unit_test (test_export_cli),
  };
  int failed;

  failed = cmocka_run_group_tests (tests, NULL, NULL);
  /* Hand cairo's and fontconfig's caches back so the leak checker sees only our leaks. */
  cairo_debug_reset_static_data ();
  return failed;
}
