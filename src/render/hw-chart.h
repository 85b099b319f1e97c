/* hw-chart.h: pictures of a simulation's results (the JSON document of hw_sim_stats_to_json),
 * drawn with cairo so the editor shows them and exports them as SVG or PNG alike. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <json-glib/json-glib.h>

#include "hw-render.h"

G_BEGIN_DECLS

typedef enum
{
  HW_CHART_WIN_RATE = 0,      /* win rate by seat, bars with 95% intervals */
  HW_CHART_LENGTH,            /* histogram of the lengths of games won */
  HW_CHART_VP_SOURCES,        /* mean VP per seat, stacked by source */
  HW_CHART_EVENTS,            /* scenario events per game (the rule modules', volcano, ...) */
  HW_N_CHARTS
} HwChartKind;

typedef enum
{
  HW_CHART_FORMAT_SVG = 0,
  HW_CHART_FORMAT_PNG,
} HwChartFormat;

/* What the board heatmap shades: production, or 1, 2, ... the heatmaps the rule modules'
 * statistics descriptors name (HwModuleStatsDesc.heat), in their heat_order. */
typedef enum
{
  HW_CHART_HEAT_PRODUCTION = 0,  /* resources produced per game by each hex */
} HwChartHeat;

/* Returns the translated title of @kind. */
const char *hw_chart_title        (HwChartKind   kind);
/* Returns a short file-name stem for @kind ("win-rate", "length", ...). */
const char *hw_chart_id           (HwChartKind   kind);
/* Draws @kind for @results into the box (0, 0, @width, @height) of @cr (units: pixels or pt). */
void        hw_chart_draw         (cairo_t      *cr,
                                   HwChartKind   kind,
                                   JsonObject   *results,
                                   double        width,
                                   double        height);
/* Returns the entries of @kind's legend for @results (only what the scenario has). */
GStrv       hw_chart_legend       (HwChartKind   kind,
                                   JsonObject   *results);
/* Returns how many heats there are (production and the modules'). */
guint       hw_chart_n_heats      (void);
/* Returns the heat whose editor action is "heat-@action", or production. */
HwChartHeat hw_chart_heat_find    (const char   *action);
/* Returns the editor action suffix of @heat ("production" for production). */
const char *hw_chart_heat_action  (HwChartHeat   heat);
/* Returns the translated label, with a mnemonic, of the editor's check button for @heat. */
const char *hw_chart_heat_label   (HwChartHeat   heat);
/* Returns the translated name and unit of what @heat shades, e.g. "resources per game". */
const char *hw_chart_heat_unit    (HwChartHeat   heat);
/* Draws, in device space with its bottom-left corner at (x, y), the scale of @heat for
 * @results: a bar from none to the most, with the values at its ends and the unit. */
void        hw_chart_draw_heat_legend (cairo_t    *cr,
                                       JsonObject *results,
                                       HwChartHeat heat,
                                       double      x,
                                       double      y);
/* Writes @kind for @results to @path as SVG or PNG, atomically (temp file and rename). */
gboolean    hw_chart_export       (HwChartKind   kind,
                                   JsonObject   *results,
                                   HwChartFormat format,
                                   const char   *path,
                                   double        width,
                                   double        height,
                                   GError      **error);
/* Returns TRUE when @results hold the per-hex data that @heat shades. */
gboolean    hw_chart_has_heat     (JsonObject   *results,
                                   HwChartHeat   heat);
/* Draws, in board space, a translucent shade on every hex of @results that has a value for
 * @heat (deep for the most) with its value written in it. */
void        hw_chart_draw_heat    (cairo_t               *cr,
                                   JsonObject            *results,
                                   HwChartHeat            heat,
                                   const HwRenderOptions *options);

G_END_DECLS
