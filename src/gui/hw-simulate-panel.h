/* hw-simulate-panel.h: the Simulate window: plays a batch of bot games on the current variant
 * off the main thread and shows the results as charts and a board heatmap. */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "hw-board-view.h"
#include "hw-chart.h"
#include "hw-document.h"

G_BEGIN_DECLS

#define HW_TYPE_SIMULATE_PANEL (hw_simulate_panel_get_type ())

G_DECLARE_FINAL_TYPE (HwSimulatePanel, hw_simulate_panel, HW, SIMULATE_PANEL, GtkWindow)

/* Creates the panel for @document, transient for @parent; @view (may be NULL) gets the heatmap. */
HwSimulatePanel *hw_simulate_panel_new           (GtkWindow       *parent,
                                                  HwDocument      *document,
                                                  HwBoardView     *view);
/* Sets the number of games of the next batch. */
void             hw_simulate_panel_set_games     (HwSimulatePanel *self,
                                                  guint64          n_games);
/* Returns TRUE while a batch runs. */
gboolean         hw_simulate_panel_is_running    (HwSimulatePanel *self);
/* Returns TRUE while the charts are dimmed under a caption: they show the run before the one
 * under way. */
gboolean         hw_simulate_panel_shows_previous (HwSimulatePanel *self);
/* Returns the results the charts show (the statistics' JSON document), NULL before any. */
JsonObject      *hw_simulate_panel_get_results   (HwSimulatePanel *self);
/* Returns the seat gap line of the seat effects table, NULL while it is hidden (no batch with
 * fresh deals yet). */
const char      *hw_simulate_panel_get_seat_gap  (HwSimulatePanel *self);
/* Returns the player count of the next batch (the "simulate.players" action's state). */
int              hw_simulate_panel_get_players   (HwSimulatePanel *self);
/* Returns the heading: the scenario and the player count of the next batch. */
const char      *hw_simulate_panel_get_heading   (HwSimulatePanel *self);
/* Returns the message under the progress bar (an error, or what the last batch did). */
const char      *hw_simulate_panel_get_message   (HwSimulatePanel *self);
/* Writes every chart into @directory as SVG or PNG files named hexwright-<chart>.<ext>. */
gboolean         hw_simulate_panel_export_charts (HwSimulatePanel *self,
                                                  const char      *directory,
                                                  HwChartFormat    format,
                                                  GError         **error);

G_END_DECLS
