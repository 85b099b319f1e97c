/* hw-simulate-panel.c: the Simulate window. The batch runs in a GTask thread; the window polls
 * an atomic counter for progress, so the worker never touches a widget. */
#include "config.h"
#include "hw-module-registry.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hw-game.h"
#include "hw-seat-effects.h"
#include "hw-sim.h"
#include "hw-simulate-panel.h"
#include "hw-validate.h"

#define CHART_EXPORT_WIDTH 720
/* Heatmaps the overlay shows at most: production and the rule modules'. */
#define HW_SIMULATE_PANEL_MAX_HEATS 8
#define CHART_EXPORT_HEIGHT 440
/* Per-game records are kept for the CSV only up to this many games. */
#define MAX_CSV_GAMES 200000

/* What the worker thread owns: its own copy of the scenario, so edits to the document while
 * it plays change nothing under it. */
typedef struct
{
  HwScenario  *scenario;
  HwVariant   *variant;        /* borrowed from scenario */
  HwGameRules *rules;
  HwSimConfig  config;
  int          players;
  gint         cancel;
  gint         done;           /* games finished, set from the worker */
  gint64       started;        /* monotonic µs */
} Job;

struct _HwSimulatePanel
{
  GtkWindow       parent_instance;

  /* template widgets */
  GtkLabel       *scenario_label;
  GtkSpinButton  *games_spin;
  GtkDropDown    *players_drop;
  GtkEntry       *bots_entry;
  GtkSpinButton  *seed_spin;
  GtkSpinButton  *threads_spin;
  GtkProgressBar *progress_bar;
  GtkLabel       *status_label;
  GtkButton      *problems_button;
  GtkGrid        *effects_grid;
  GtkGrid        *chart_grid;
  GtkBox         *module_heats_box;

  /* borrowed references */
  HwBoardView    *view;        /* weak pointer */

  /* owned references */
  HwDocument     *document;
  GSimpleActionGroup *actions;
  GtkWidget      *charts[HW_N_CHARTS];
  Job            *job;         /* the running batch (owned by its task), NULL when idle */
  guint           poll_source;
  HwSimResult    *result;
  JsonNode       *results;     /* hw_sim_stats_to_json of result */
  char           *bot_names[HW_SIM_MAX_SEATS];
  gboolean        heat[HW_SIMULATE_PANEL_MAX_HEATS]; /* by HwChartHeat */
  gboolean        refused;     /* the board cannot be played: Start is off, the message says why */
  gboolean        deal;        /* also play every game on a fresh deal (simulate --deal) */
  int             players;     /* seats of the next batch, within the variant's counts */
  int             min_players; /* the counts the players list offers */
  int             max_players;
  gboolean        loading_players; /* the players list is being refilled */
  gboolean        disposed;
  gboolean        previous;    /* the charts show the run before the one under way */
};

G_DEFINE_FINAL_TYPE (HwSimulatePanel, hw_simulate_panel, GTK_TYPE_WINDOW)

static void
job_free (gpointer data)
{
  Job *job = data;

  g_clear_pointer (&job->rules, hw_game_rules_free);
  g_clear_pointer (&job->scenario, hw_scenario_free);
  g_free (job);
}

static void
on_progress (guint64  done,
             guint64  total,
             gpointer user_data)
{
  Job *job = user_data;

  g_atomic_int_set (&job->done, (gint) MIN (done, (guint64) G_MAXINT));
}

static void
set_message (HwSimulatePanel *self,
             const char      *message)
{
  gtk_label_set_text (self->status_label, message ? message : "");
}

/* While a batch runs the charts still show the one before: dimmed, and said so. */
static void
hw_simulate_panel_mark_previous (HwSimulatePanel *self)
{
  gboolean previous = self->job != NULL && self->results != NULL;

  if (previous == self->previous)
    return;
  self->previous = previous;
  for (guint k = 0; k < HW_N_CHARTS; k++)
    if (self->charts[k] != NULL)
      gtk_widget_queue_draw (self->charts[k]);
}

static void
update_actions (HwSimulatePanel *self)
{
  gboolean running = self->job != NULL, have = self->results != NULL;
  static const char *const needs_results[] = { "export-json", "export-svg", "export-png", "heat-production" };

  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), "start")),
                               !running && !self->refused);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), "cancel")), running);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), "deal")), !running);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), "players")),
                               !running);
  for (guint i = 0; i < G_N_ELEMENTS (needs_results); i++)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), needs_results[i])),
                                 have);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), "export-csv")),
                               self->result != NULL && self->result->records != NULL);
  /* The rule modules' heatmaps ("heat-<action>", HwModuleStatsDesc.heat), where the results
   * have them. */
  for (guint h = 1; h < MIN (hw_chart_n_heats (), HW_SIMULATE_PANEL_MAX_HEATS); h++)
    {
      g_autofree char *name = g_strconcat ("heat-", hw_chart_heat_action ((HwChartHeat) h), NULL);

      g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), name)),
                                   have && hw_chart_has_heat (json_node_get_object (self->results), (HwChartHeat) h));
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->games_spin), !running);
  /* A single count (a map for one player) leaves nothing to choose. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->players_drop), !running && self->max_players > self->min_players);
  gtk_widget_set_sensitive (GTK_WIDGET (self->bots_entry), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->seed_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->threads_spin), !running);
  hw_simulate_panel_mark_previous (self);
}

static void
redraw_results (HwSimulatePanel *self)
{
  for (guint k = 0; k < HW_N_CHARTS; k++)
    gtk_widget_queue_draw (self->charts[k]);
  if (self->view)
    gtk_widget_queue_draw (GTK_WIDGET (self->view));
}

/* ---- the heatmap on the board --------------------------------------------------------------- */

/* Draws the scale and unit of every heatmap shown, in the canvas's bottom-left corner. */
static void
hw_simulate_panel_draw_heat_legends (HwSimulatePanel *self,
                                     cairo_t         *cr)
{
  double sx = 1, sy = 1, x1, y1, x2, y2, y;

  /* From board space back to the canvas's pixels. */
  cairo_save (cr);
  cairo_surface_get_device_scale (cairo_get_target (cr), &sx, &sy);
  cairo_identity_matrix (cr);
  cairo_scale (cr, sx, sy);
  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  y = y2 - 12;
  for (guint h = 0; h < G_N_ELEMENTS (self->heat); h++)
    if (self->heat[h])
      {
        hw_chart_draw_heat_legend (cr, json_node_get_object (self->results), (HwChartHeat) h,
                                   x1 + 12, y);
        y -= 64;
      }
  cairo_restore (cr);
}

static void
draw_heat (cairo_t               *cr,
           const HwRenderOptions *options,
           gpointer               user_data)
{
  HwSimulatePanel *self = user_data;

  if (self->results == NULL)
    return;
  for (guint h = 0; h < G_N_ELEMENTS (self->heat); h++)
    if (self->heat[h])
      hw_chart_draw_heat (cr, json_node_get_object (self->results), (HwChartHeat) h, options);
  hw_simulate_panel_draw_heat_legends (self, cr);
}

static void
update_overlay (HwSimulatePanel *self)
{
  gboolean any = FALSE;

  for (guint h = 0; h < G_N_ELEMENTS (self->heat); h++)
    any |= !self->disposed && self->heat[h];

  if (self->view == NULL)
    return;
  hw_board_view_set_overlay_func (self->view, any ? draw_heat : NULL, any ? self : NULL);
}

static void
change_heat (GSimpleAction *action,
             GVariant      *value,
             gpointer       data)
{
  HwSimulatePanel *self = data;
  const char *name = g_action_get_name (G_ACTION (action));
  HwChartHeat heat = hw_chart_heat_find (name + strlen ("heat-"));

  g_simple_action_set_state (action, value);
  if (heat < HW_SIMULATE_PANEL_MAX_HEATS)
    self->heat[heat] = g_variant_get_boolean (value);
  update_overlay (self);
}

static void load_players (HwSimulatePanel *self);

/* ---- a board that cannot be played ---------------------------------------------------------- */

/* Returns why the document's current board cannot be simulated, or NULL; sets *@invalid when
 * the reason is validation errors. The engine's refusal (a module it lacks) comes first. */
static char *
preflight (HwSimulatePanel *self,
           gboolean        *invalid)
{
  HwScenario *scenario = hw_document_get_scenario (self->document);
  HwVariant *variant = hw_document_get_variant (self->document);
  g_autoptr(HwGameRules) rules = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *diagnostics;
  guint errors = 0;
  int players;

  *invalid = FALSE;
  if (scenario == NULL || variant == NULL)
    return NULL;
  players = CLAMP (self->players, MAX (variant->min_players, 1), MAX (variant->max_players, 1));
  rules = hw_game_rules_new (scenario, variant, players, &error);
  if (rules == NULL)
    return g_strdup (error->message);
  diagnostics = hw_document_get_diagnostics (self->document);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const HwDiagnostic *d = g_ptr_array_index (diagnostics, i);

      if (d->severity == HW_SEVERITY_ERROR && (d->variant == NULL || g_strcmp0 (d->variant, variant->id) == 0))
        errors++;
    }
  if (errors == 0)
    return NULL;
  *invalid = TRUE;
  /* Statistics of a broken board (a 7 chit, a harbor on land) describe no game anyone plays. */
  return g_strdup_printf (ngettext ("This board has %u error, so its games would not be the scenario's. "
                                    "Fix it first.",
                                    "This board has %u errors, so its games would not be the scenario's. "
                                    "Fix them first.", errors), errors);
}

/* Refuses the board (Start off, the reason shown, the problems offered) or accepts it again. */
static void
check_board (HwSimulatePanel *self)
{
  gboolean invalid = FALSE;
  g_autofree char *why = NULL;

  if (self->disposed || self->job != NULL)
    return;
  load_players (self);
  why = preflight (self, &invalid);
  if (why != NULL)
    set_message (self, why);
  else if (self->refused)
    set_message (self, NULL);
  self->refused = why != NULL;
  gtk_widget_set_visible (GTK_WIDGET (self->problems_button), invalid);
  update_actions (self);
}

static void
show_problems (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       data)
{
  HwSimulatePanel *self = data;
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  /* The editor's problems list, with its first problem selected and shown on the board. */
  if (!G_IS_ACTION_GROUP (parent))
    return;
  g_action_group_change_action_state (G_ACTION_GROUP (parent), "side-panel", g_variant_new_boolean (TRUE));
  g_action_group_activate_action (G_ACTION_GROUP (parent), "next-problem", NULL);
  gtk_window_present (parent);
}

/* ---- the player count ----------------------------------------------------------------------- */

/* The heading names the count the next batch seats, so a result is never read as another's. */
static void
update_heading (HwSimulatePanel *self)
{
  HwScenario *scenario = hw_document_get_scenario (self->document);
  g_autofree char *heading = NULL;

  heading = g_strdup_printf (ngettext ("%s — %d player", "%s — %d players", (gulong) self->players),
                             scenario ? hw_scenario_get_name (scenario) : "", self->players);
  gtk_label_set_text (self->scenario_label, heading);
}

/* Shows @players everywhere: the action's state, the list and the heading. */
static void
set_players (HwSimulatePanel *self,
             int              players)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->actions), "players");
  guint position = (guint) (players - self->min_players);

  self->players = players;
  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_int32 (players));
  if (gtk_drop_down_get_selected (self->players_drop) != position)
    gtk_drop_down_set_selected (self->players_drop, position);
  update_heading (self);
}

/* Offers the counts the document's current variant is for (the editor may have switched to
 * another since), keeping the choice where it still fits, else the default of 4 or nearest. */
static void
load_players (HwSimulatePanel *self)
{
  HwVariant *variant = hw_document_get_variant (self->document);
  int lo = variant ? MAX (variant->min_players, 1) : 1;
  int hi = variant ? MAX (MIN (variant->max_players, HW_GAME_MAX_PLAYERS), lo) : 1;
  g_autoptr(GtkStringList) model = NULL;

  if (lo == self->min_players && hi == self->max_players)
    return;
  model = gtk_string_list_new (NULL);
  for (int n = lo; n <= hi; n++)
    {
      g_autofree char *text = g_strdup_printf ("%d", n);

      gtk_string_list_append (model, text);
    }
  self->min_players = lo;
  self->max_players = hi;
  /* A new model resets the selection; that is no choice of the user's. */
  self->loading_players = TRUE;
  gtk_drop_down_set_model (self->players_drop, G_LIST_MODEL (model));
  self->loading_players = FALSE;
  set_players (self, self->players >= lo && self->players <= hi ? self->players : CLAMP (4, lo, hi));
}

static void
change_players (GSimpleAction *action,
                GVariant      *value,
                gpointer       data)
{
  HwSimulatePanel *self = data;
  int players = g_variant_get_int32 (value);

  /* Only the counts the map is for; a batch under way keeps its own. */
  if (self->job != NULL || players < self->min_players || players > self->max_players)
    return;
  set_players (self, players);
  /* The engine may take the board for some counts and not others. */
  check_board (self);
}

static void
players_selected (GtkDropDown     *drop,
                  GParamSpec      *pspec,
                  HwSimulatePanel *self)
{
  guint position = gtk_drop_down_get_selected (drop);

  if (self->loading_players || position == GTK_INVALID_LIST_POSITION)
    return;
  /* Through the action, as a test or a shortcut would. */
  g_action_group_activate_action (G_ACTION_GROUP (self->actions), "players",
                                  g_variant_new_int32 (self->min_players + (int) position));
}

/* ---- running a batch ------------------------------------------------------------------------ */

static void
change_deal (GSimpleAction *action,
             GVariant      *value,
             gpointer       data)
{
  HwSimulatePanel *self = data;

  g_simple_action_set_state (action, value);
  self->deal = g_variant_get_boolean (value);
}

static gboolean
poll_progress (gpointer data)
{
  HwSimulatePanel *self = data;
  Job *job = self->job;
  g_autofree char *text = NULL, *total = NULL;
  double seconds, done;

  if (job == NULL)
    {
      self->poll_source = 0;
      return G_SOURCE_REMOVE;
    }
  done = g_atomic_int_get (&job->done);
  seconds = (double) (g_get_monotonic_time () - job->started) / G_USEC_PER_SEC;
  gtk_progress_bar_set_fraction (self->progress_bar, done / (double) job->config.n_games);
  total = g_strdup_printf ("%" G_GUINT64_FORMAT, job->config.n_games);
  /* The plural follows the number of games asked for. */
  text = g_strdup_printf (ngettext ("%.0f of %s game, %.0f games/s", "%.0f of %s games, %.0f games/s",
                                    (gulong) job->config.n_games),
                          done, total, seconds > 0 ? done / seconds : 0.0);
  gtk_progress_bar_set_text (self->progress_bar, text);
  return G_SOURCE_CONTINUE;
}

static void
run_batch (GTask        *task,
           gpointer      source,
           gpointer      task_data,
           GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;
  HwSimResult *result = hw_sim_run (job->scenario, job->variant, job->rules, &job->config, &error);

  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) hw_sim_result_free);
}

static void
batch_done (GObject      *source,
            GAsyncResult *res,
            gpointer      user_data)
{
  HwSimulatePanel *self = HW_SIMULATE_PANEL (source);
  g_autoptr(GError) error = NULL;
  HwSimResult *result = g_task_propagate_pointer (G_TASK (res), &error);
  Job *job = self->job;
  g_autoptr(GString) message = g_string_new (NULL);
  g_autofree char *count = NULL, *seats = NULL;
  guint64 games;

  self->job = NULL;
  g_clear_handle_id (&self->poll_source, g_source_remove);
  if (self->disposed)
    {
      g_clear_pointer (&result, hw_sim_result_free);
      return;
    }
  if (result == NULL)
    {
      set_message (self, error->message);
      gtk_progress_bar_set_text (self->progress_bar, _("Stopped"));
      update_actions (self);
      return;
    }

  for (guint s = 0; s < G_N_ELEMENTS (self->bot_names); s++)
    g_clear_pointer (&self->bot_names[s], g_free);
  for (guint s = 0; s < job->config.n_seats; s++)
    self->bot_names[s] = g_strdup (hw_sim_config_bot_name (&job->config, s));
  g_clear_pointer (&self->result, hw_sim_result_free);
  g_clear_pointer (&self->results, json_node_unref);
  self->result = result;
  self->results = hw_sim_stats_to_json (result->stats);

  games = hw_sim_stats_games (result->stats);
  count = g_strdup_printf ("%" G_GUINT64_FORMAT, games);
  /* The count the batch seated, which the list may no longer show. */
  seats = g_strdup_printf (ngettext ("%d player", "%d players", (gulong) job->players), job->players);
  if (result->interrupted)
    /* Translators: the first %s is "3 players", the second a number of games. */
    g_string_append_printf (message, ngettext ("%s: cancelled after %s game.", "%s: cancelled after %s games.",
                                               (gulong) games), seats, count);
  else
    /* Translators: the first %s is "3 players", the second a number of games. */
    g_string_append_printf (message, ngettext ("%s: %s game in %.1f s (%.0f games/s).",
                                               "%s: %s games in %.1f s (%.0f games/s).", (gulong) games),
                            seats, count, result->seconds,
                            result->seconds > 0 ? (double) games / result->seconds : 0.0);
  if (result->first_error != NULL)
    {
      g_autofree char *errors = g_strdup_printf ("%" G_GUINT64_FORMAT, hw_sim_stats_errors (result->stats));

      g_string_append_c (message, '\n');
      g_string_append_printf (message, ngettext ("%s game stopped by an error: %s",
                                                 "%s games stopped by an error; the first: %s",
                                                 (gulong) hw_sim_stats_errors (result->stats)),
                              errors, result->first_error);
    }
  set_message (self, message->str);
  gtk_progress_bar_set_fraction (self->progress_bar,
                                 (double) games / (double) MAX (job->config.n_games, 1));
  gtk_progress_bar_set_text (self->progress_bar, result->interrupted ? _("Cancelled") : _("Finished"));
  update_actions (self);
  redraw_results (self);
  hw_seat_effects_fill (self->effects_grid, result->stats);
  /* The board may have been edited while the batch ran. */
  check_board (self);
}

static void
start (GSimpleAction *action,
       GVariant      *parameter,
       gpointer       data)
{
  HwSimulatePanel *self = data;
  HwScenario *scenario = hw_document_get_scenario (self->document);
  guint index = hw_document_get_variant_index (self->document);
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;
  g_autofree char *message = NULL;
  Job *job;
  int players;

  if (self->job != NULL || scenario == NULL || index >= scenario->variants->len)
    return;
  check_board (self);
  if (self->refused)
    return;
  job = g_new0 (Job, 1);
  job->scenario = hw_scenario_copy (scenario);
  job->variant = g_ptr_array_index (job->scenario->variants, index);
  players = job->players = self->players;

  hw_sim_config_init (&job->config);
  job->config.n_games = (guint64) gtk_spin_button_get_value (self->games_spin);
  job->config.seed = (guint64) gtk_spin_button_get_value (self->seed_spin);
  job->config.n_threads = (guint) gtk_spin_button_get_value_as_int (self->threads_spin);
  job->config.keep_records = job->config.n_games <= MAX_CSV_GAMES;
  job->config.deal = self->deal;
  job->config.cancel = &job->cancel;
  job->config.progress = on_progress;
  job->config.progress_data = job;
  if (!hw_sim_config_parse_bots (&job->config, gtk_editable_get_text (GTK_EDITABLE (self->bots_entry)),
                                 (guint) players, &error))
    {
      set_message (self, error->message);
      job_free (job);
      return;
    }
  /* A scenario the engine cannot play (a module it does not implement) is refused here, with
   * the engine's own words, before anything starts. */
  job->rules = hw_game_rules_new (job->scenario, job->variant, players, &error);
  if (job->rules == NULL)
    {
      set_message (self, error->message);
      job_free (job);
      return;
    }

  job->started = g_get_monotonic_time ();
  self->job = job;
  set_message (self, NULL);
  gtk_progress_bar_set_fraction (self->progress_bar, 0);
  gtk_progress_bar_set_text (self->progress_bar, _("Starting…"));
  task = g_task_new (self, NULL, batch_done, NULL);
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, run_batch);
  self->poll_source = g_timeout_add (100, poll_progress, self);
  update_actions (self);
}

static void
cancel (GSimpleAction *action,
        GVariant      *parameter,
        gpointer       data)
{
  HwSimulatePanel *self = data;

  if (self->job == NULL)
    return;
  /* Games already running finish; the worker then returns what was played. */
  g_atomic_int_set (&self->job->cancel, 1);
  gtk_progress_bar_set_text (self->progress_bar, _("Stopping…"));
}

/* ---- exports -------------------------------------------------------------------------------- */

static char *
csv_text (HwSimulatePanel *self)
{
  GString *out = g_string_new (NULL);
  guint n_seats = hw_sim_stats_n_seats (self->result->stats);

  hw_sim_csv_header (out, n_seats);
  for (guint i = 0; i < self->result->records->len; i++)
    hw_sim_csv_row (out, &g_array_index (self->result->records, HwSimGameRecord, i),
                    (const char *const *) self->bot_names);
  return g_string_free (out, FALSE);
}

gboolean
hw_simulate_panel_export_charts (HwSimulatePanel *self,
                                 const char      *directory,
                                 HwChartFormat    format,
                                 GError         **error)
{
  g_return_val_if_fail (HW_IS_SIMULATE_PANEL (self), FALSE);

  for (guint k = 0; k < HW_N_CHARTS; k++)
    {
      g_autofree char *name = g_strdup_printf ("hexwright-%s.%s", hw_chart_id ((HwChartKind) k),
                                               format == HW_CHART_FORMAT_SVG ? "svg" : "png");
      g_autofree char *path = g_build_filename (directory, name, NULL);

      if (!hw_chart_export ((HwChartKind) k, self->results ? json_node_get_object (self->results) : NULL,
                            format, path, CHART_EXPORT_WIDTH, CHART_EXPORT_HEIGHT, error))
        return FALSE;
    }
  return TRUE;
}

typedef enum { EXPORT_JSON, EXPORT_CSV, EXPORT_SVG, EXPORT_PNG } ExportKind;

static void
export_response (GtkNativeDialog *chooser,
                 int              response,
                 gpointer         data)
{
  HwSimulatePanel *self = data;
  ExportKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "hw-export-kind"));
  g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_autofree char *path = file ? g_file_get_path (file) : NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean ok = TRUE;

  if (response != GTK_RESPONSE_ACCEPT || path == NULL || self->results == NULL)
    goto out;
  switch (kind)
    {
    case EXPORT_JSON:
      text = hw_sim_stats_to_json_data (self->result->stats, NULL);
      ok = g_file_set_contents (path, text, -1, &error);
      break;
    case EXPORT_CSV:
      text = csv_text (self);
      ok = g_file_set_contents (path, text, -1, &error);
      break;
    case EXPORT_SVG:
    case EXPORT_PNG:
    default:
      ok = hw_simulate_panel_export_charts (self, path, kind == EXPORT_SVG ? HW_CHART_FORMAT_SVG
                                                                           : HW_CHART_FORMAT_PNG, &error);
      break;
    }
  if (ok)
    {
      g_autofree char *done = g_strdup_printf (_("Saved to %s."), path);

      set_message (self, done);
    }
  else
    set_message (self, error->message);
out:
  g_object_unref (chooser);
}

static void
export_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       data)
{
  HwSimulatePanel *self = data;
  const char *name = g_action_get_name (G_ACTION (action));
  ExportKind kind = g_str_equal (name, "export-json") ? EXPORT_JSON
                    : g_str_equal (name, "export-csv") ? EXPORT_CSV
                    : g_str_equal (name, "export-svg") ? EXPORT_SVG : EXPORT_PNG;
  gboolean folder = kind == EXPORT_SVG || kind == EXPORT_PNG;
  GtkFileChooserNative *chooser;

  if (self->results == NULL)
    return;
  chooser = gtk_file_chooser_native_new (folder ? _("Export Charts to Folder") : _("Export Results"),
                                         GTK_WINDOW (self),
                                         folder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
                                                : GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  if (!folder)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser),
                                       kind == EXPORT_JSON ? "simulation.json" : "simulation.csv");
  g_object_set_data (G_OBJECT (chooser), "hw-export-kind", GINT_TO_POINTER (kind));
  g_signal_connect (chooser, "response", G_CALLBACK (export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ---- the charts ----------------------------------------------------------------------------- */

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        data)
{
  HwSimulatePanel *self = data;
  HwChartKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), "hw-chart-kind"));

  hw_chart_draw (cr, kind, self->results ? json_node_get_object (self->results) : NULL, width, height);
  if (self->previous)
    {
      /* Translators: over a dimmed chart while a new batch of games runs. */
      const char *caption = _("Previous run — new results when this batch ends");
      cairo_text_extents_t ext;

      cairo_set_source_rgba (cr, 1, 1, 1, 0.65);
      cairo_paint (cr);
      cairo_select_font_face (cr, hw_render_font_family (), CAIRO_FONT_SLANT_NORMAL,
                              CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, 13);
      cairo_text_extents (cr, caption, &ext);
      cairo_rectangle (cr, (width - ext.x_advance) / 2 - 8, height / 2.0 - 14, ext.x_advance + 16, 26);
      cairo_set_source_rgba (cr, 0.2, 0.2, 0.22, 0.85);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_move_to (cr, (width - ext.x_advance) / 2, height / 2.0 + 4);
      cairo_show_text (cr, caption);
    }
}

/* ---- class ---------------------------------------------------------------------------------- */

static const GActionEntry panel_entries[] = {
  { "start", start },
  { "cancel", cancel },
  { "show-problems", show_problems },
  { "deal", NULL, NULL, "false", change_deal },
  { "players", NULL, "i", "4", change_players },
  { "export-json", export_action },
  { "export-csv", export_action },
  { "export-svg", export_action },
  { "export-png", export_action },
  { "heat-production", NULL, NULL, "false", change_heat },
};

static void
hw_simulate_panel_dispose (GObject *object)
{
  HwSimulatePanel *self = HW_SIMULATE_PANEL (object);

  /* A running batch stops; its task keeps this object until the worker returns. */
  if (self->job != NULL)
    g_atomic_int_set (&self->job->cancel, 1);
  self->disposed = TRUE;
  update_overlay (self);
  if (self->view)
    {
      gtk_widget_queue_draw (GTK_WIDGET (self->view));
      g_object_remove_weak_pointer (G_OBJECT (self->view), (gpointer *) &self->view);
      self->view = NULL;
    }
  g_clear_handle_id (&self->poll_source, g_source_remove);
  g_clear_object (&self->document);
  g_clear_object (&self->actions);
  g_clear_pointer (&self->result, hw_sim_result_free);
  g_clear_pointer (&self->results, json_node_unref);
  for (guint s = 0; s < G_N_ELEMENTS (self->bot_names); s++)
    g_clear_pointer (&self->bot_names[s], g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HW_TYPE_SIMULATE_PANEL);
  G_OBJECT_CLASS (hw_simulate_panel_parent_class)->dispose (object);
}

static void
hw_simulate_panel_class_init (HwSimulatePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hw_simulate_panel_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hexwright/Hexwright/HwSimulatePanel.ui");
  gtk_widget_class_bind_template_child (widget_class, HwSimulatePanel, scenario_label);
  gtk_widget_class_bind_template_child (widget_class, HwSimulatePanel, games_spin);
  gtk_widget_class_bind_template_child (widget_class, HwSimulatePanel, players_drop);
  gtk_widget_class_bind_template_child (widget_class, HwSimulatePanel, bots_entry);
  gtk_widget_class_bind_template_child (widget_class, HwSimulatePanel, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, HwSimulatePanel, threads_spin);
  gtk_widget_class_bind_template_child (widget_class, HwSimulatePanel, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, HwSimulatePanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, HwSimulatePanel, problems_button);
  gtk_widget_class_bind_template_child (widget_class, HwSimulatePanel, effects_grid);
  gtk_widget_class_bind_template_child (widget_class, HwSimulatePanel, chart_grid);
  gtk_widget_class_bind_template_child (widget_class, HwSimulatePanel, module_heats_box);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "simulate.start", NULL);
}

static void
hw_simulate_panel_init (HwSimulatePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), panel_entries,
                                   G_N_ELEMENTS (panel_entries), self);
  for (guint h = 1; h < MIN (hw_chart_n_heats (), HW_SIMULATE_PANEL_MAX_HEATS); h++)
    {
      g_autofree char *name = g_strconcat ("heat-", hw_chart_heat_action ((HwChartHeat) h), NULL);
      g_autoptr(GSimpleAction) action = g_simple_action_new_stateful (name, NULL, g_variant_new_boolean (FALSE));

      g_autofree char *detailed = g_strconcat ("simulate.", name, NULL);
      GtkWidget *check = gtk_check_button_new_with_mnemonic (hw_chart_heat_label ((HwChartHeat) h));

      g_signal_connect (action, "change-state", G_CALLBACK (change_heat), self);
      g_action_map_add_action (G_ACTION_MAP (self->actions), G_ACTION (action));
      /* Its check button, below production's. */
      gtk_actionable_set_action_name (GTK_ACTIONABLE (check), detailed);
      gtk_box_append (self->module_heats_box, check);
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "simulate", G_ACTION_GROUP (self->actions));
  g_signal_connect (self->players_drop, "notify::selected", G_CALLBACK (players_selected), self);
  gtk_spin_button_set_value (self->threads_spin, MAX (g_get_num_processors (), 1));

  for (guint k = 0; k < HW_N_CHARTS; k++)
    {
      self->charts[k] = gtk_drawing_area_new ();
      gtk_widget_set_size_request (self->charts[k], 360, 260);
      g_object_set_data (G_OBJECT (self->charts[k]), "hw-chart-kind", GINT_TO_POINTER (k));
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->charts[k]), draw_chart, self, NULL);
      gtk_grid_attach (self->chart_grid, self->charts[k], (int) k % 2, (int) k / 2, 1, 1);
    }
  update_actions (self);
}

HwSimulatePanel *
hw_simulate_panel_new (GtkWindow   *parent,
                       HwDocument  *document,
                       HwBoardView *view)
{
  HwSimulatePanel *self;

  g_return_val_if_fail (HW_IS_DOCUMENT (document), NULL);

  self = g_object_new (HW_TYPE_SIMULATE_PANEL, "transient-for", parent, "destroy-with-parent", TRUE, NULL);
  self->document = g_object_ref (document);
  if (view != NULL)
    {
      self->view = view;
      g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &self->view);
    }
  g_signal_connect_object (document, "changed", G_CALLBACK (check_board), self, G_CONNECT_SWAPPED);
  check_board (self);
  return self;
}

void
hw_simulate_panel_set_games (HwSimulatePanel *self,
                             guint64          n_games)
{
  g_return_if_fail (HW_IS_SIMULATE_PANEL (self));
  gtk_spin_button_set_value (self->games_spin, (double) n_games);
}

gboolean
hw_simulate_panel_shows_previous (HwSimulatePanel *self)
{
  g_return_val_if_fail (HW_IS_SIMULATE_PANEL (self), FALSE);
  return self->previous;
}

gboolean
hw_simulate_panel_is_running (HwSimulatePanel *self)
{
  g_return_val_if_fail (HW_IS_SIMULATE_PANEL (self), FALSE);
  return self->job != NULL;
}

const char *
hw_simulate_panel_get_seat_gap (HwSimulatePanel *self)
{
  GtkWidget *child;

  g_return_val_if_fail (HW_IS_SIMULATE_PANEL (self), NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->effects_grid)))
    return NULL;
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->effects_grid)); child; child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (gtk_widget_get_name (child), "seat-gap") == 0)
      return gtk_label_get_text (GTK_LABEL (child));
  return NULL;
}

JsonObject *
hw_simulate_panel_get_results (HwSimulatePanel *self)
{
  g_return_val_if_fail (HW_IS_SIMULATE_PANEL (self), NULL);
  return self->results ? json_node_get_object (self->results) : NULL;
}

int
hw_simulate_panel_get_players (HwSimulatePanel *self)
{
  g_return_val_if_fail (HW_IS_SIMULATE_PANEL (self), 0);
  return self->players;
}

const char *
hw_simulate_panel_get_heading (HwSimulatePanel *self)
{
  g_return_val_if_fail (HW_IS_SIMULATE_PANEL (self), NULL);
  return gtk_label_get_text (self->scenario_label);
}

const char *
hw_simulate_panel_get_message (HwSimulatePanel *self)
{
  g_return_val_if_fail (HW_IS_SIMULATE_PANEL (self), NULL);
  return gtk_label_get_text (self->status_label);
}
