/* hw-chart.c: charts of simulation results, drawn from the statistics' JSON document so the
 * pictures show exactly what the exported report says. */
#include "config.h"

#include "hw-chart.h"
#include "hw-autocleanups.h"
#include "hw-hex.h"
#include "hw-modules.h"

#include <glib/gi18n-lib.h>
#include <cairo-svg.h>
#include <math.h>

#define TITLE_SIZE 15.0
#define TEXT_SIZE 11.5
#define MARGIN 14.0

/* Seat colours: distinct in colour and lightness, readable as bar fills. */
static const double seat_colors[][3] = {
  { 0.84, 0.24, 0.19 }, { 0.16, 0.45, 0.75 }, { 0.96, 0.62, 0.11 }, { 0.20, 0.60, 0.33 },
  { 0.55, 0.33, 0.68 }, { 0.45, 0.32, 0.22 }, { 0.10, 0.62, 0.66 }, { 0.55, 0.55, 0.55 },
};

/* VP sources, in HwSimVpSource order. */
static const double source_colors[][3] = {
  { 0.36, 0.58, 0.30 }, { 0.20, 0.40, 0.68 }, { 0.72, 0.45, 0.20 },
  { 0.70, 0.22, 0.22 }, { 0.55, 0.38, 0.65 }, { 0.15, 0.62, 0.66 },
  { 0.85, 0.70, 0.20 },
};
/* The JSON names of hw_sim_vp_source_to_string. */
static const char *const source_keys[] = {
  "settlements", "cities", "longest-route", "largest-army", "vp-cards", "islands", HW_MODULE_VP_KEY,
};
/* The last, the rule modules' own, is named by the module (HwModuleStatsDesc.chart_vp_name). */
static const char *const source_names[] = {
  N_("Settlements"), N_("Cities"), N_("Longest route"), N_("Army"), N_("Cards"), N_("Islands"),
  NULL,
};
#define MODULES_SOURCE (G_N_ELEMENTS (source_keys) - 1)

/* The base game's sections of the document whose counts the event chart shows, after the
 * rule modules' (their descriptors name their counts), and the names of the counts the chart
 * knows; anything else in them is shown under its JSON name. */
static const char *const event_sections[] = {
  "volcano", "discoveries",
};
static const HwModuleChartName event_names[] = {
  { "eruptions", N_("Eruptions") },
  { "settlements-destroyed", N_("Settlements destroyed") },
  { "cities-reduced", N_("Cities reduced") },
  { "earned", N_("Discoveries earned") },
  { "spent", N_("Discoveries spent") },
};
/* Counts of those sections that are not events (a module names its own). */
static const char *const event_skipped[] = { "games", NULL };

/* The rule modules' statistics descriptors (registered in the catalog of hw-modules.h), by
 * @order_of (ascending; equal orders keep the catalog's). */
static guint
module_descs (const HwModuleStatsDesc **out,
              guint                     cap,
              int (*order_of) (const HwModuleStatsDesc *d))
{
  const HwModuleStatsDesc *const *all;
  guint n_all = hw_modules_stats (&all), n = 0;

  for (guint i = 0; i < n_all && n < cap; i++)
    {
      guint at;

      for (at = n; at > 0 && order_of (out[at - 1]) > order_of (all[i]); at--)
        out[at] = out[at - 1];
      out[at] = all[i];
      n++;
    }
  return n;
}

static int
chart_order (const HwModuleStatsDesc *d)
{
  return d->chart_order;
}

static int
heat_order (const HwModuleStatsDesc *d)
{
  return d->heat_order;
}

/* The modules' heatmaps, in their order: HwChartHeat 1, 2, ... (0 is production). */
static guint
module_heats (const HwModuleStatsDesc **out,
              guint                     cap)
{
  const HwModuleStatsDesc *all[16];
  guint n_all = module_descs (all, G_N_ELEMENTS (all), heat_order), n = 0;

  for (guint i = 0; i < n_all && n < cap; i++)
    if (all[i]->heat.key != NULL)
      out[n++] = all[i];
  return n;
}

const char *
hw_chart_title (HwChartKind kind)
{
  switch (kind)
    {
    case HW_CHART_WIN_RATE:
      /* xgettext:no-c-format */
      return _("Win rate by seat (95% interval)");
    case HW_CHART_LENGTH:
      return _("Length of games won (turns)");
    case HW_CHART_VP_SOURCES:
      return _("Mean victory points by seat and source");
    case HW_CHART_EVENTS:
      return _("Scenario events per game");
    case HW_N_CHARTS:
    default:
      break;
    }
  g_return_val_if_reached ("");
}

const char *
hw_chart_id (HwChartKind kind)
{
  static const char *const ids[] = { "win-rate", "length", "vp-sources", "events" };

  g_return_val_if_fail (kind < HW_N_CHARTS, "");
  return ids[kind];
}

/* ---- helpers -------------------------------------------------------------------------------- */

static void
set_font (cairo_t *cr,
          double   size,
          gboolean bold)
{
  cairo_select_font_face (cr, hw_render_font_family (), CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
}

/* Writes @text with its reference point at (x, y) moved by fractions @ax, @ay of its size. */
static void
text_at (cairo_t    *cr,
         const char *text,
         double      x,
         double      y,
         double      ax,
         double      ay)
{
  cairo_text_extents_t ext;

  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.x_advance * ax, y + ext.height * ay);
  cairo_show_text (cr, text);
}

static double
text_width (cairo_t    *cr,
            const char *text)
{
  cairo_text_extents_t ext;

  cairo_text_extents (cr, text, &ext);
  return ext.x_advance;
}

/* A round step for about @n ticks up to @max. */
static double
nice_step (double max,
           int    n)
{
  double raw = max / MAX (n, 1), mag, f;

  if (raw <= 0)
    return 1;
  mag = pow (10, floor (log10 (raw)));
  f = raw / mag;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * mag;
}

static gint64
get_int (JsonObject *o,
         const char *member)
{
  return o && json_object_has_member (o, member) ? json_object_get_int_member (o, member) : 0;
}

static double
get_double (JsonObject *o,
            const char *member)
{
  return o && json_object_has_member (o, member) ? json_object_get_double_member (o, member) : 0;
}

static JsonObject *
get_object (JsonObject *o,
            const char *member)
{
  JsonNode *n = o ? json_object_get_member (o, member) : NULL;

  return n && JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
}

static JsonArray *
get_array (JsonObject *o,
           const char *member)
{
  JsonNode *n = o ? json_object_get_member (o, member) : NULL;

  return n && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
}

typedef struct
{
  double x, y, w, h;    /* the plot area */
} Plot;

/* Paints the background, the title and a subtitle; returns the plot area left below them
 * with room for value labels on the left (@left) and category labels below. */
static void
frame (cairo_t    *cr,
       const char *title,
       const char *subtitle,
       double      width,
       double      height,
       double      left,
       Plot       *plot)
{
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);

  cairo_set_source_rgb (cr, 0.13, 0.13, 0.15);
  set_font (cr, TITLE_SIZE, TRUE);
  text_at (cr, title, MARGIN, MARGIN, 0, 1);
  if (subtitle)
    {
      cairo_set_source_rgb (cr, 0.40, 0.40, 0.43);
      set_font (cr, TEXT_SIZE, FALSE);
      text_at (cr, subtitle, MARGIN, MARGIN + TITLE_SIZE + 6, 0, 1);
    }
  plot->x = MARGIN + left;
  plot->y = MARGIN + TITLE_SIZE + TEXT_SIZE + 22;
  plot->w = MAX (width - plot->x - MARGIN, 10);
  plot->h = MAX (height - plot->y - MARGIN - TEXT_SIZE - 10, 10);
}

/* Draws horizontal grid lines and their labels for values 0..@max on the plot's y axis. */
static void
y_axis (cairo_t    *cr,
        const Plot *plot,
        double      max,
        gboolean    percent)
{
  double step = nice_step (max, 5);

  set_font (cr, TEXT_SIZE - 1, FALSE);
  cairo_set_line_width (cr, 1);
  for (double v = 0; v <= max + step * 1e-6; v += step)
    {
      double y = round (plot->y + plot->h - v / max * plot->h) + 0.5;
      g_autofree char *label = percent ? g_strdup_printf ("%.0f%%", 100 * v)
                                       : g_strdup_printf (step != floor (step) ? "%.1f" : "%.0f", v);

      cairo_set_source_rgb (cr, v == 0 ? 0.55 : 0.88, v == 0 ? 0.55 : 0.88, v == 0 ? 0.57 : 0.90);
      cairo_move_to (cr, plot->x, y);
      cairo_line_to (cr, plot->x + plot->w, y);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0.35, 0.35, 0.38);
      text_at (cr, label, plot->x - 6, y, 1, 0.5);
    }
}

/* Names what the values of @plot count, small over its top-left corner. */
static void
axis_unit (cairo_t    *cr,
           const Plot *plot,
           const char *unit)
{
  cairo_set_source_rgb (cr, 0.45, 0.45, 0.48);
  set_font (cr, TEXT_SIZE - 1.5, FALSE);
  text_at (cr, unit, plot->x, plot->y - 8, 0, 0);
}

static void
no_data (cairo_t    *cr,
         const Plot *plot,
         const char *message)
{
  cairo_set_source_rgb (cr, 0.50, 0.50, 0.53);
  set_font (cr, TEXT_SIZE + 1, FALSE);
  text_at (cr, message, plot->x + plot->w / 2, plot->y + plot->h / 2, 0.5, 0.5);
}

static char *
games_subtitle (JsonObject *results)
{
  JsonObject *games = get_object (results, "games");
  g_autofree char *played = g_strdup_printf ("%" G_GINT64_FORMAT, get_int (games, "played"));
  g_autofree char *won = g_strdup_printf ("%" G_GINT64_FORMAT, get_int (games, "won"));
  g_autofree char *limited = g_strdup_printf ("%" G_GINT64_FORMAT, get_int (games, "turn-limit"));

  /* Numbers go in as text: a G_GINT64_FORMAT inside the message would hide it from xgettext. */
  return g_strdup_printf (_("%s games played, %s won, %s stopped at the turn limit"), played, won, limited);
}

/* ---- the charts ----------------------------------------------------------------------------- */

/* Returns the label under seat @seat's bar: "Seat 3", or just "3" when that does not fit in
 * @room (with five or six seats the long labels ran together). */
static char *
seat_label (cairo_t *cr,
            guint    seat,
            double   room)
{
  char *label = g_strdup_printf (_("Seat %u"), seat + 1);
  cairo_text_extents_t ext;

  set_font (cr, TEXT_SIZE, FALSE);
  cairo_text_extents (cr, label, &ext);
  if (ext.x_advance <= room - 6)
    return label;
  g_free (label);
  return g_strdup_printf ("%u", seat + 1);
}

/* Writes the seats' labels under @plot, with "Seats" under them when they are bare numbers. */
static void
seat_labels (cairo_t    *cr,
             const Plot *plot,
             guint       n)
{
  gboolean bare = FALSE;

  for (guint i = 0; i < n; i++)
    {
      double slot = plot->w / n;
      g_autofree char *label = seat_label (cr, i, slot);

      bare |= g_ascii_isdigit (label[0]);
      cairo_set_source_rgb (cr, 0.13, 0.13, 0.15);
      set_font (cr, TEXT_SIZE, FALSE);
      text_at (cr, label, plot->x + slot * (i + 0.5), plot->y + plot->h + 6, 0.5, 1);
    }
  if (bare)
    {
      cairo_set_source_rgb (cr, 0.45, 0.45, 0.48);
      set_font (cr, TEXT_SIZE - 1.5, FALSE);
      /* Translators: the axis under bars labelled 1, 2, 3... by seat. */
      text_at (cr, _("Seats"), plot->x + plot->w / 2, plot->y + plot->h + 10 + TEXT_SIZE, 0.5, 1);
    }
}

/* The module that names the modules' VP source in @results: the first whose section
 * @results holds and that names it; NULL when none does. */
static const HwModuleStatsDesc *
vp_source_module (JsonObject *results)
{
  const HwModuleStatsDesc *descs[16];
  guint n = module_descs (descs, G_N_ELEMENTS (descs), chart_order);

  for (guint m = 0; m < n && results != NULL; m++)
    if (descs[m]->chart_vp_name != NULL && descs[m]->section != NULL
        && json_object_has_member (results, descs[m]->section))
      return descs[m];
  return NULL;
}

/* The translated name of VP source @s in @results. */
static const char *
vp_source_name (JsonObject *results,
                guint       s)
{
  const HwModuleStatsDesc *m;

  if (s != MODULES_SOURCE)
    return _(source_names[s]);
  m = vp_source_module (results);
  return m != NULL ? _(m->chart_vp_name) : source_keys[s];
}

/* Says whether VP source @s belongs to the scenario of @results: the base game's always, the
 * modules' only where a module names them, islands only where someone scored them. */
static gboolean
vp_source_shown (JsonObject *results,
                 guint       s)
{
  JsonArray *seats = get_array (results, "seats");

  if (s == MODULES_SOURCE)
    return vp_source_module (results) != NULL;
  if (!g_str_equal (source_keys[s], "islands"))
    return TRUE;
  for (guint i = 0; seats && i < json_array_get_length (seats); i++)
    if (get_int (get_object (json_array_get_object_element (seats, i), "vp-sum"), "islands") > 0)
      return TRUE;
  return FALSE;
}

GStrv
hw_chart_legend (HwChartKind  kind,
                 JsonObject  *results)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (kind == HW_CHART_VP_SOURCES)
    for (guint s = 0; s < G_N_ELEMENTS (source_keys); s++)
      if (vp_source_shown (results, s))
        g_strv_builder_add (builder, vp_source_name (results, s));
  return g_strv_builder_end (builder);
}

static void
draw_win_rate (cairo_t    *cr,
               JsonObject *results,
               double      width,
               double      height)
{
  JsonArray *seats = get_array (results, "seats");
  guint n = seats ? json_array_get_length (seats) : 0;
  g_autofree char *subtitle = games_subtitle (results);
  double max = 0;
  Plot plot;

  frame (cr, hw_chart_title (HW_CHART_WIN_RATE), subtitle, width, height, 40, &plot);
  plot.h = MAX (plot.h - TEXT_SIZE - 4, 10);
  for (guint i = 0; i < n; i++)
    {
      JsonArray *iv = get_array (json_array_get_object_element (seats, i), "wilson-95");

      max = MAX (max, get_double (json_array_get_object_element (seats, i), "win-rate"));
      if (iv && json_array_get_length (iv) == 2)
        max = MAX (max, json_array_get_double_element (iv, 1));
    }
  max = n > 0 ? MIN (1.0, MAX (0.1, max * 1.1)) : 1.0;
  max = ceil (max / nice_step (max, 5)) * nice_step (max, 5);
  y_axis (cr, &plot, max, TRUE);
  /* Translators: the unit of the win rate chart's axis. */
  axis_unit (cr, &plot, _("percent of games won"));
  if (n == 0 || get_int (get_object (results, "games"), "played") == 0)
    {
      no_data (cr, &plot, _("No games played yet"));
      return;
    }

  for (guint i = 0; i < n; i++)
    {
      JsonObject *seat = json_array_get_object_element (seats, i);
      JsonArray *iv = get_array (seat, "wilson-95");
      const double *c = seat_colors[i % G_N_ELEMENTS (seat_colors)];
      double slot = plot.w / n, bw = MIN (slot * 0.6, 90);
      double cx = plot.x + slot * (i + 0.5);
      double rate = get_double (seat, "win-rate");
      double y = plot.y + plot.h - rate / max * plot.h;
      g_autofree char *value = g_strdup_printf ("%.1f%%", 100 * rate);
      const char *bot = json_object_has_member (seat, "bot") ? json_object_get_string_member (seat, "bot") : NULL;

      cairo_set_source_rgb (cr, c[0], c[1], c[2]);
      cairo_rectangle (cr, cx - bw / 2, y, bw, plot.y + plot.h - y);
      cairo_fill (cr);

      if (iv && json_array_get_length (iv) == 2)
        {
          double ylo = plot.y + plot.h - json_array_get_double_element (iv, 0) / max * plot.h;
          double yhi = plot.y + plot.h - json_array_get_double_element (iv, 1) / max * plot.h;

          cairo_set_source_rgb (cr, 0.15, 0.15, 0.17);
          cairo_set_line_width (cr, 1.5);
          cairo_move_to (cr, cx, ylo);
          cairo_line_to (cr, cx, yhi);
          cairo_move_to (cr, cx - bw / 6, ylo);
          cairo_line_to (cr, cx + bw / 6, ylo);
          cairo_move_to (cr, cx - bw / 6, yhi);
          cairo_line_to (cr, cx + bw / 6, yhi);
          cairo_stroke (cr);
          y = MIN (y, yhi);
        }
      cairo_set_source_rgb (cr, 0.13, 0.13, 0.15);
      set_font (cr, TEXT_SIZE, TRUE);
      text_at (cr, value, cx, y - 5, 0.5, 0);
      if (bot && n <= 4)
        {
          /* The bot on a second, quieter line: long names would run into the next seat's. */
          cairo_set_source_rgb (cr, 0.45, 0.45, 0.48);
          set_font (cr, TEXT_SIZE - 1.5, FALSE);
          text_at (cr, bot, cx, plot.y + plot.h + 10 + TEXT_SIZE, 0.5, 1);
        }
    }
  seat_labels (cr, &plot, n);
}

static void
draw_length (cairo_t    *cr,
             JsonObject *results,
             double      width,
             double      height)
{
  JsonObject *length = get_object (results, "length");
  JsonArray *bins = get_array (length, "histogram");
  guint n = bins ? json_array_get_length (bins) : 0;
  g_autofree char *subtitle = NULL;
  gint64 max = 0;
  Plot plot;

  {
    g_autofree char *median = g_strdup_printf ("%" G_GINT64_FORMAT, get_int (length, "median"));
    g_autofree char *p10 = g_strdup_printf ("%" G_GINT64_FORMAT, get_int (length, "p10"));
    g_autofree char *p90 = g_strdup_printf ("%" G_GINT64_FORMAT, get_int (length, "p90"));

    subtitle = g_strdup_printf (_("Mean %.1f turns, median %s, 10%%–90%%: %s–%s"),
                                get_double (length, "mean"), median, p10, p90);
  }
  frame (cr, hw_chart_title (HW_CHART_LENGTH), n ? subtitle : NULL, width, height, 40, &plot);
  for (guint i = 0; i < n; i++)
    max = MAX (max, get_int (json_array_get_object_element (bins, i), "games"));
  y_axis (cr, &plot, max > 0 ? ceil ((double) max / nice_step (max, 5)) * nice_step (max, 5) : 1, FALSE);
  /* Translators: the units of the game length chart: bars count games, the axis turns. */
  axis_unit (cr, &plot, _("games won, by turns played"));
  if (n == 0 || max == 0)
    {
      no_data (cr, &plot, _("No game was won"));
      return;
    }
  {
    double top = ceil ((double) max / nice_step (max, 5)) * nice_step (max, 5);
    double bw = plot.w / n;
    guint every = MAX (1u, (guint) ceil (n * 34.0 / plot.w));

    for (guint i = 0; i < n; i++)
      {
        JsonObject *bin = json_array_get_object_element (bins, i);
        double h = (double) get_int (bin, "games") / top * plot.h;
        double x = plot.x + i * bw;

        cairo_set_source_rgb (cr, 0.16, 0.45, 0.75);
        cairo_rectangle (cr, x + 1, plot.y + plot.h - h, MAX (bw - 2, 1), h);
        cairo_fill (cr);
        if (i % every == 0)
          {
            g_autofree char *label = g_strdup_printf ("%" G_GINT64_FORMAT, get_int (bin, "from"));

            cairo_set_source_rgb (cr, 0.35, 0.35, 0.38);
            set_font (cr, TEXT_SIZE - 1, FALSE);
            text_at (cr, label, x + 1, plot.y + plot.h + 6, 0, 1);
          }
      }
  }
}

static void
draw_vp_sources (cairo_t    *cr,
                 JsonObject *results,
                 double      width,
                 double      height)
{
  JsonArray *seats = get_array (results, "seats");
  guint n = seats ? json_array_get_length (seats) : 0;
  gint64 games = get_int (get_object (results, "games"), "played");
  double max = 0, top, lx;
  Plot plot;

  frame (cr, hw_chart_title (HW_CHART_VP_SOURCES), NULL, width, height, 40, &plot);
  /* Room on the right for the legend. */
  plot.w = MAX (plot.w - 130, 10);
  for (guint i = 0; i < n; i++)
    max = MAX (max, get_double (json_array_get_object_element (seats, i), "mean-vp"));
  top = max > 0 ? ceil (max / nice_step (max, 5)) * nice_step (max, 5) : 1;
  y_axis (cr, &plot, top, FALSE);
  /* Translators: the unit of the victory point chart's axis. */
  axis_unit (cr, &plot, _("victory points per game"));

  lx = plot.x + plot.w + 20;
  set_font (cr, TEXT_SIZE, FALSE);
  for (guint s = 0, row = 0; s < G_N_ELEMENTS (source_keys); s++)
    {
      double y = plot.y + row * 20;

      if (!vp_source_shown (results, s))
        continue;
      row++;

      cairo_set_source_rgb (cr, source_colors[s][0], source_colors[s][1], source_colors[s][2]);
      cairo_rectangle (cr, lx, y, 12, 12);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.22);
      text_at (cr, vp_source_name (results, s), lx + 18, y + 6, 0, 0.5);
    }
  if (n == 0 || games == 0)
    {
      no_data (cr, &plot, _("No games played yet"));
      return;
    }

  for (guint i = 0; i < n; i++)
    {
      JsonObject *seat = json_array_get_object_element (seats, i);
      JsonObject *sums = get_object (seat, "vp-sum");
      double slot = plot.w / n, bw = MIN (slot * 0.6, 90);
      double cx = plot.x + slot * (i + 0.5), base = plot.y + plot.h;
      g_autofree char *value = g_strdup_printf ("%.1f", get_double (seat, "mean-vp"));

      for (guint s = 0; s < G_N_ELEMENTS (source_keys); s++)
        {
          double h = (double) get_int (sums, source_keys[s]) / (double) games / top * plot.h;

          if (h <= 0)
            continue;
          cairo_set_source_rgb (cr, source_colors[s][0], source_colors[s][1], source_colors[s][2]);
          cairo_rectangle (cr, cx - bw / 2, base - h, bw, h);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
          base -= h;
        }
      cairo_set_source_rgb (cr, 0.13, 0.13, 0.15);
      set_font (cr, TEXT_SIZE, TRUE);
      text_at (cr, value, cx, base - 5, 0.5, 0);
    }
  seat_labels (cr, &plot, n);
}

/* The name of count @key of a section: the module's (@desc, may be NULL), else the base
 * game's, else the key. */
static const char *
event_name (const HwModuleStatsDesc *desc,
            const char              *key)
{
  for (guint i = 0; desc != NULL && i < desc->n_chart_names; i++)
    if (g_str_equal (desc->chart_names[i].key, key))
      return _(desc->chart_names[i].name);
  for (guint i = 0; i < G_N_ELEMENTS (event_names); i++)
    if (g_str_equal (event_names[i].key, key))
      return _(event_names[i].name);
  return key;
}

typedef struct
{
  const char *name;
  double      per_game;
} Event;

static void
draw_events (cairo_t    *cr,
             JsonObject *results,
             double      width,
             double      height)
{
  gint64 games = get_int (get_object (results, "games"), "played");
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (Event));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  double max = 0, left = 0, top;
  Plot plot;

  const HwModuleStatsDesc *descs[16];
  guint n_descs = module_descs (descs, G_N_ELEMENTS (descs), chart_order);

  /* Whatever counts the scenario's sections hold, per game (the modules' first); sections of
   * nothing are left out (a base game has no eruptions to show). */
  for (guint s = 0; s < n_descs + G_N_ELEMENTS (event_sections) && games > 0; s++)
    {
      const HwModuleStatsDesc *desc = s < n_descs ? descs[s] : NULL;
      const char *key = desc ? desc->section : event_sections[s - n_descs];
      JsonObject *section = key ? get_object (results, key) : NULL;
      g_autoptr(GList) members = section ? json_object_get_members (section) : NULL;
      guint first = events->len;
      gboolean any = FALSE;

      for (GList *l = members; l; l = l->next)
        {
          JsonNode *node = json_object_get_member (section, l->data);
          Event e;

          if (g_strv_contains (event_skipped, l->data)
              || (desc && desc->chart_skipped && g_strv_contains (desc->chart_skipped, l->data))
              || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
            continue;
          e.name = event_name (desc, l->data);
          e.per_game = (double) json_node_get_int (node) / (double) games;
          any |= e.per_game > 0;
          g_array_append_val (events, e);
        }
      /* A module's count of each seat, after the totals. */
      if (section && desc && desc->chart_seat_key && get_array (section, "by-seat"))
        {
          JsonArray *seats = get_array (section, "by-seat");

          for (guint i = 0; i < json_array_get_length (seats); i++)
            {
              JsonObject *seat = json_array_get_object_element (seats, i);
              Event e;

              if (!json_object_has_member (seat, desc->chart_seat_key))
                continue;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
              e.name = g_strdup_printf (_(desc->chart_seat_name), i + 1);
#pragma GCC diagnostic pop
              g_ptr_array_add (names, (gpointer) e.name);
              e.per_game = (double) get_int (seat, desc->chart_seat_key) / (double) games;
              any |= e.per_game > 0;
              g_array_append_val (events, e);
            }
        }
      if (!any)
        g_array_set_size (events, first);
    }

  cairo_save (cr);
  set_font (cr, TEXT_SIZE, FALSE);
  for (guint i = 0; i < events->len; i++)
    {
      const Event *e = &g_array_index (events, Event, i);

      left = MAX (left, text_width (cr, e->name));
      max = MAX (max, e->per_game);
    }
  cairo_restore (cr);
  frame (cr, hw_chart_title (HW_CHART_EVENTS), NULL, width, height, MIN (left + 10, width / 2), &plot);
  if (events->len == 0)
    {
      no_data (cr, &plot, games == 0 ? _("No games played yet")
                                     : _("This scenario has no event statistics"));
      return;
    }
  top = max > 0 ? ceil (max / nice_step (max, 4)) * nice_step (max, 4) : 1;
  plot.w = MAX (plot.w - 50, 10);
  /* Translators: the unit of the event chart's bars. */
  axis_unit (cr, &plot, _("times per game"));
  for (guint i = 0; i < events->len; i++)
    {
      const Event *e = &g_array_index (events, Event, i);
      double slot = MIN (plot.h / events->len, 34), bh = slot * 0.65;
      double y = plot.y + slot * i + (slot - bh) / 2;
      double w = e->per_game / top * plot.w;
      g_autofree char *value = g_strdup_printf ("%.2f", e->per_game);

      cairo_set_source_rgb (cr, 0.96, 0.62, 0.11);
      cairo_rectangle (cr, plot.x, y, w, bh);
      cairo_fill (cr);
      set_font (cr, TEXT_SIZE, FALSE);
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.22);
      text_at (cr, e->name, plot.x - 8, y + bh / 2, 1, 0.5);
      set_font (cr, TEXT_SIZE, TRUE);
      text_at (cr, value, plot.x + w + 6, y + bh / 2, 0, 0.5);
    }
}

void
hw_chart_draw (cairo_t     *cr,
               HwChartKind  kind,
               JsonObject  *results,
               double       width,
               double       height)
{
  g_return_if_fail (cr != NULL && kind < HW_N_CHARTS);

  cairo_save (cr);
  switch (kind)
    {
    case HW_CHART_WIN_RATE:
      draw_win_rate (cr, results, width, height);
      break;
    case HW_CHART_LENGTH:
      draw_length (cr, results, width, height);
      break;
    case HW_CHART_VP_SOURCES:
      draw_vp_sources (cr, results, width, height);
      break;
    case HW_CHART_EVENTS:
    case HW_N_CHARTS:
    default:
      draw_events (cr, results, width, height);
      break;
    }
  cairo_restore (cr);
}

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
hw_chart_export (HwChartKind   kind,
                 JsonObject   *results,
                 HwChartFormat format,
                 const char   *path,
                 double        width,
                 double        height,
                 GError      **error)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(cairo_surface_t) surface = NULL;
  g_autoptr(cairo_t) cr = NULL;
  cairo_status_t status;

  g_return_val_if_fail (kind < HW_N_CHARTS && path != NULL, FALSE);

  /* Drawn into memory first: a failed drawing leaves the old file in place. */
  if (format == HW_CHART_FORMAT_SVG)
    surface = cairo_svg_surface_create_for_stream (append_bytes, out, width, height);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width), (int) ceil (height));
  cr = cairo_create (surface);
  hw_chart_draw (cr, kind, results, width, height);
  g_clear_pointer (&cr, cairo_destroy);
  if (format == HW_CHART_FORMAT_SVG)
    cairo_surface_finish (surface);
  else
    cairo_surface_write_to_png_stream (surface, append_bytes, out);
  status = cairo_surface_status (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not draw the chart: %s"),
                   cairo_status_to_string (status));
      return FALSE;
    }
  return g_file_set_contents (path, out->str, (gssize) out->len, error);
}

/* ---- the board heatmap ---------------------------------------------------------------------- */

/* The module of @heat (1, 2, ...), or NULL for production. */
static const HwModuleStatsDesc *
heat_module (HwChartHeat heat)
{
  const HwModuleStatsDesc *heats[16];
  guint n = module_heats (heats, G_N_ELEMENTS (heats));

  return heat >= 1 && (guint) heat <= n ? heats[heat - 1] : NULL;
}

guint
hw_chart_n_heats (void)
{
  const HwModuleStatsDesc *heats[16];

  return 1 + module_heats (heats, G_N_ELEMENTS (heats));
}

HwChartHeat
hw_chart_heat_find (const char *action)
{
  const HwModuleStatsDesc *heats[16];
  guint n = module_heats (heats, G_N_ELEMENTS (heats));

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (heats[i]->heat.action, action) == 0)
      return (HwChartHeat) (i + 1);
  return HW_CHART_HEAT_PRODUCTION;
}

const char *
hw_chart_heat_action (HwChartHeat heat)
{
  const HwModuleStatsDesc *m = heat_module (heat);

  return m != NULL ? m->heat.action : "production";
}

static const char *
heat_member (HwChartHeat heat)
{
  const HwModuleStatsDesc *m = heat_module (heat);

  return m != NULL ? m->heat.key : "per-game";
}

/* Sets the shade of @heat at @t (0 = none, 1 = the most): production in reds, a module's in
 * its colour. */
static void
heat_source (cairo_t    *cr,
             HwChartHeat heat,
             double      t)
{
  static const double production[3] = { 0.80, 0.10, 0.05 };
  const HwModuleStatsDesc *m = heat_module (heat);
  const double *c = m != NULL ? m->heat.color : production;

  cairo_set_source_rgba (cr, c[0], c[1], c[2], 0.10 + 0.70 * t);
}

const char *
hw_chart_heat_label (HwChartHeat heat)
{
  const HwModuleStatsDesc *m = heat_module (heat);

  if (m != NULL && m->heat.label != NULL)
    return _(m->heat.label);
  return _("_Production per hex");
}

const char *
hw_chart_heat_unit (HwChartHeat heat)
{
  const HwModuleStatsDesc *m = heat_module (heat);

  if (m != NULL)
    return _(m->heat.unit);
  return _("Resources the hex produced, per game");
}

/* The largest value @heat takes on a hex of @results (0 when none). */
static double
heat_max (JsonObject  *results,
          HwChartHeat  heat)
{
  JsonArray *hexes = get_array (get_object (results, "production"), "by-hex");
  double max = 0;

  for (guint i = 0; hexes && i < json_array_get_length (hexes); i++)
    max = MAX (max, get_double (json_array_get_object_element (hexes, i), heat_member (heat)));
  return max;
}

void
hw_chart_draw_heat_legend (cairo_t    *cr,
                           JsonObject *results,
                           HwChartHeat heat,
                           double      x,
                           double      y)
{
  const double bar_w = 160, bar_h = 10, pad = 8;
  double max = heat_max (results, heat);
  const char *unit = hw_chart_heat_unit (heat);
  g_autofree char *low = g_strdup ("0");
  g_autofree char *high = g_strdup_printf (max >= 10 ? "%.0f" : "%.1f", max);
  cairo_text_extents_t ext;
  double box_w, box_h = pad * 3 + TEXT_SIZE * 2 + bar_h;

  g_return_if_fail (cr != NULL);
  if (max <= 0)
    return;
  cairo_save (cr);
  set_font (cr, TEXT_SIZE - 1, FALSE);
  cairo_text_extents (cr, unit, &ext);
  box_w = MAX (bar_w, ext.x_advance) + 2 * pad;
  cairo_rectangle (cr, x, y - box_h, box_w, box_h);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.92);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  cairo_set_source_rgb (cr, 0.2, 0.2, 0.22);
  text_at (cr, unit, x + pad, y - box_h + pad, 0, 1);
  for (int k = 0; k < 32; k++)
    {
      cairo_rectangle (cr, x + pad + bar_w * k / 32.0, y - pad - TEXT_SIZE - bar_h - 2,
                       bar_w / 32.0 + 0.5, bar_h);
      cairo_set_source_rgb (cr, 0.97, 0.97, 0.97);
      cairo_fill_preserve (cr);
      heat_source (cr, heat, k / 31.0);
      cairo_fill (cr);
    }
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.22);
  text_at (cr, low, x + pad, y - pad, 0, 0);
  text_at (cr, high, x + pad + bar_w, y - pad, 1, 0);
  cairo_restore (cr);
}

gboolean
hw_chart_has_heat (JsonObject  *results,
                   HwChartHeat  heat)
{
  JsonArray *hexes = get_array (get_object (results, "production"), "by-hex");

  /* Some heats (a module's places) cover only part of the board. */
  for (guint i = 0; hexes && i < json_array_get_length (hexes); i++)
    if (json_object_has_member (json_array_get_object_element (hexes, i), heat_member (heat)))
      return TRUE;
  return FALSE;
}

void
hw_chart_draw_heat (cairo_t               *cr,
                    JsonObject            *results,
                    HwChartHeat            heat,
                    const HwRenderOptions *options)
{
  JsonArray *hexes = get_array (get_object (results, "production"), "by-hex");
  const char *member = heat_member (heat);
  guint n = hexes ? json_array_get_length (hexes) : 0;
  double max = 0;

  g_return_if_fail (cr != NULL && options != NULL);

  for (guint i = 0; i < n; i++)
    max = MAX (max, get_double (json_array_get_object_element (hexes, i), member));
  if (max <= 0)
    return;
  for (guint i = 0; i < n; i++)
    {
      JsonObject *hex = json_array_get_object_element (hexes, i);
      double v = get_double (hex, member), t = v / max, x, y;
      g_autofree char *label = NULL;

      if (!json_object_has_member (hex, member))
        continue;
      label = g_strdup_printf (v >= 10 ? "%.0f" : "%.1f", v);

      hw_render_hex_center (options, hw_coord ((int) get_int (hex, "q"), (int) get_int (hex, "r")), &x, &y);
      cairo_save (cr);
      cairo_translate (cr, x, y);
      hw_render_hex_path (cr, options, -0.6);
      /* A pale wash first, so the shade reads against a white ground, not mixed with the
       * terrain's colour under it. */
      cairo_set_source_rgba (cr, 0.97, 0.97, 0.97, 0.85);
      cairo_fill_preserve (cr);
      heat_source (cr, heat, t);
      cairo_fill (cr);
      set_font (cr, options->hex_mm * 0.16, TRUE);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
      {
        cairo_text_extents_t ext;
        double pad = options->hex_mm * 0.04;

        cairo_text_extents (cr, label, &ext);
        cairo_rectangle (cr, -ext.x_advance / 2 - pad, options->hex_mm * 0.22 - pad,
                         ext.x_advance + 2 * pad, ext.height + 2 * pad);
        cairo_fill (cr);
        cairo_set_source_rgb (cr, 0.10, 0.10, 0.12);
        text_at (cr, label, 0, options->hex_mm * 0.22, 0.5, 1);
      }
      cairo_restore (cr);
    }
}
