/* hw-generate-dialog.c: the Generate dialog. Each deal goes through the document's edit
 * history, so Undo takes a generated board back like any other edit. */
#include "config.h"

#include <glib/gi18n.h>

#include "hw-balance.h"
#include "hw-game.h"
#include "hw-fair-run.h"
#include "hw-generate.h"
#include "hw-generate-dialog.h"

struct _HwGenerateDialog
{
  GtkWindow       parent_instance;

  /* template widgets */
  GtkEntry       *seed_entry;
  GtkSpinButton  *best_of_spin;
  GtkSwitch      *red_switch;
  GtkSwitch      *equal_switch;
  GtkSwitch      *gold_switch;
  GtkSpinButton  *clump_spin;
  GtkSwitch      *harbor_switch;
  GtkSwitch      *pips_switch;
  GtkSpinButton  *pips_min_spin;
  GtkSpinButton  *pips_max_spin;
  GtkSwitch      *spiral_switch;
  GtkLabel       *status_label;
  GtkWidget      *generate_button;
  GtkSpinButton  *fair_spin;
  GtkDropDown    *players_drop;
  GtkWidget      *fair_progress_box;
  GtkProgressBar *fair_progress;

  /* owned references */
  HwDocument     *document;
  guint64         seed;
  int             players;      /* seats of the fairest by simulation's games */
  int             min_players;  /* the counts the players list offers: the variant's */
  int             max_players;

  /* the fairest by simulation (hw-fair-run.h) */
  HwFairRun      *fair_run;     /* the running search (owned by its task), NULL when idle */
  guint           fair_poll;
  HwGenerateParams fair_params; /* the constraints it runs with, to apply its result */
  guint           fair_first_games;
  guint           fair_confirm_games;
};

G_DEFINE_FINAL_TYPE (HwGenerateDialog, hw_generate_dialog, GTK_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_PLAYERS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Shows the scenario's own constraint settings as the starting point. */
static void
hw_generate_dialog_load_params (HwGenerateDialog *self)
{
  HwGenerateParams p;

  hw_generate_params_init (&p);
  hw_generate_params_from_scenario (&p, hw_document_get_scenario (self->document), NULL);
  gtk_switch_set_active (self->red_switch, p.red_apart);
  gtk_switch_set_active (self->equal_switch, p.equal_apart);
  gtk_switch_set_active (self->gold_switch, p.gold_not_red);
  gtk_spin_button_set_value (self->clump_spin, p.clump_limit);
  gtk_switch_set_active (self->harbor_switch, p.harbor_apart);
  gtk_switch_set_active (self->pips_switch, p.node_pips);
  gtk_spin_button_set_value (self->pips_min_spin, p.node_pips_min);
  gtk_spin_button_set_value (self->pips_max_spin, p.node_pips_max);
  gtk_switch_set_active (self->spiral_switch, p.spiral);
}

static void
hw_generate_dialog_read_params (HwGenerateDialog *self,
                                HwGenerateParams *p)
{
  hw_generate_params_init (p);
  p->red_apart = gtk_switch_get_active (self->red_switch);
  p->equal_apart = gtk_switch_get_active (self->equal_switch);
  p->gold_not_red = gtk_switch_get_active (self->gold_switch);
  p->clump_limit = (guint) gtk_spin_button_get_value_as_int (self->clump_spin);
  p->harbor_apart = gtk_switch_get_active (self->harbor_switch);
  p->node_pips = gtk_switch_get_active (self->pips_switch);
  p->node_pips_min = gtk_spin_button_get_value_as_int (self->pips_min_spin);
  p->node_pips_max = gtk_spin_button_get_value_as_int (self->pips_max_spin);
  p->spiral = gtk_switch_get_active (self->spiral_switch);
  p->best_of = (guint) gtk_spin_button_get_value_as_int (self->best_of_spin);
}

static void
hw_generate_dialog_set_status (HwGenerateDialog *self,
                               const char       *text,
                               gboolean          error)
{
  gtk_label_set_text (self->status_label, text);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "error");
}

static void
hw_generate_dialog_show_metrics (HwGenerateDialog *self)
{
  HwVariant *variant = hw_document_get_variant (self->document);
  g_autofree char *text = NULL;
  HwBalance m;

  if (variant == NULL)
    return;
  hw_balance_measure_board (variant->board, &m);
  text = g_strdup_printf (_("Balance score %.3f (0 = even) · best node %d pips · worst node %d · "
                            "number clustering %.2f · terrain clustering %.2f"),
                          m.score, m.best_node, m.worst_node,
                          m.number_clustering, m.terrain_clustering);
  hw_generate_dialog_set_status (self, text, FALSE);
}

/* FALSE, with the reason shown, when @variant has nothing to deal. */
static gboolean
hw_generate_dialog_can_deal (HwGenerateDialog *self,
                             const HwVariant  *variant)
{
  if (variant != NULL && variant->shuffles->len > 0)
    return TRUE;
  hw_generate_dialog_set_status (self, _("This map has no shuffle groups: mark the hexes to "
                                         "deal with a group and add a shuffle for it."), TRUE);
  return FALSE;
}

/* The seed field's seed, or a new random one shown in it (@reroll or an empty field). */
static gboolean
hw_generate_dialog_read_seed (HwGenerateDialog *self,
                              gboolean          reroll,
                              guint64          *seed)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->seed_entry));

  if (reroll || text[0] == '\0')
    {
      g_autofree char *shown = NULL;

      *seed = ((guint64) g_random_int () << 32 | g_random_int ()) >> 1;
      shown = g_strdup_printf ("%" G_GUINT64_FORMAT, *seed);
      gtk_editable_set_text (GTK_EDITABLE (self->seed_entry), shown);
    }
  else if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, NULL))
    {
      hw_generate_dialog_set_status (self, _("The seed must be a whole number."), TRUE);
      return FALSE;
    }
  return TRUE;
}

gboolean
hw_generate_dialog_generate (HwGenerateDialog *self,
                             gboolean          reroll)
{
  HwScenario *scenario;
  HwVariant *variant;
  HwGenerateParams params;
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  guint64 seed;
  gboolean ok;

  g_return_val_if_fail (HW_IS_GENERATE_DIALOG (self), FALSE);

  scenario = hw_document_get_scenario (self->document);
  variant = hw_document_get_variant (self->document);
  if (!hw_generate_dialog_can_deal (self, variant))
    return FALSE;

  if (!hw_generate_dialog_read_seed (self, reroll, &seed))
    return FALSE;

  hw_generate_dialog_read_params (self, &params);
  hw_document_begin_edit (self->document);
  ok = hw_generate_variant (scenario, variant, &params, seed, &error);
  /* On failure nothing changed, and an edit that changed nothing leaves no history entry. */
  {
    /* The seed is formatted apart, so that translators see the whole message. */
    g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
    label = g_strdup_printf (_("Generate board (seed %s)"), number);
  }
  hw_document_commit_edit (self->document, label);
  self->seed = seed;

  if (!ok)
    {
      hw_generate_dialog_set_status (self, error->message, TRUE);
      return FALSE;
    }
  hw_generate_dialog_show_metrics (self);
  return TRUE;
}

/* ---- the fairest by simulation ------------------------------------------------------------ */

static void
hw_generate_dialog_set_running (HwGenerateDialog *self,
                                gboolean          running)
{
  static const char *const idle_only[] = { "generate.generate", "generate.reroll", "generate.fair" };

  for (guint i = 0; i < G_N_ELEMENTS (idle_only); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), idle_only[i], !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->players_drop), !running && self->max_players > self->min_players);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "generate.cancel-fair", running);
  gtk_widget_set_visible (self->fair_progress_box, running);
}

static gboolean
hw_generate_dialog_poll_fair (gpointer data)
{
  HwGenerateDialog *self = data;
  const char *stage = NULL;
  double fraction;

  if (self->fair_run == NULL)
    {
      self->fair_poll = 0;
      return G_SOURCE_REMOVE;
    }
  fraction = hw_fair_run_get_progress (self->fair_run, &stage);
  gtk_progress_bar_set_fraction (self->fair_progress, fraction);
  gtk_progress_bar_set_text (self->fair_progress, stage ? stage : _("Starting…"));
  return G_SOURCE_CONTINUE;
}

/* What the search measured, for the status line. */
static char *
fair_summary (const HwFairRecord *fair)
{
  GString *out = g_string_new (NULL);
  g_autofree char *games = g_strdup_printf ("%" G_GUINT64_FORMAT, fair->games);

  g_autofree char *seats = g_strdup_printf (ngettext ("%d player", "%d players", fair->n_seats),
                                            (int) fair->n_seats);

  /* Translators: the second %s is "3 players". */
  g_string_append_printf (out, _("The fairest of %u boards for %s (%u raced by simulation). Seat win rates "
                                 "over %s games with %s, with their 95%% intervals:"),
                          fair->candidates, seats, fair->raced, games, fair->bots);
  for (guint s = 0; s < fair->n_seats; s++)
    {
      double rate, lo, hi;

      hw_fair_record_rate (fair, s, &rate, &lo, &hi);
      g_string_append_c (out, '\n');
      g_string_append_printf (out, _("seat %u: %.1f%% (%.1f–%.1f%%)"), s + 1, 100.0 * rate, 100.0 * lo, 100.0 * hi);
    }
  g_string_append_c (out, '\n');
  g_string_append_printf (out, _("Gap between the best and the worst seat: %.1f points."), hw_fair_record_gap (fair));
  return g_string_free (out, FALSE);
}

static void
hw_generate_dialog_fair_done (GObject      *source,
                              GAsyncResult *result,
                              gpointer      user_data)
{
  HwGenerateDialog *self = HW_GENERATE_DIALOG (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwFairRecord) record = hw_fair_run_finish (result, &error);
  g_autofree char *label = NULL, *number = NULL, *summary = NULL;
  HwVariant *variant;
  gboolean ok;

  self->fair_run = NULL;
  g_clear_handle_id (&self->fair_poll, g_source_remove);
  if (self->document == NULL)
    return;
  hw_generate_dialog_set_running (self, FALSE);
  variant = hw_document_get_variant (self->document);
  if (record == NULL || variant == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        hw_generate_dialog_set_status (self, _("Cancelled: the board is unchanged."), FALSE);
      else
        hw_generate_dialog_set_status (self, error ? error->message : "", TRUE);
      return;
    }

  /* One edit, one undo step: the winner dealt again over the board the search started from
   * (the dialog is modal, so nobody changed it meanwhile). */
  hw_document_begin_edit (self->document);
  ok = hw_fair_search_apply (hw_document_get_scenario (self->document), variant, &self->fair_params,
                             self->seed, record, &error);
  number = g_strdup_printf ("%" G_GUINT64_FORMAT, self->seed);
  label = g_strdup_printf (_("Fairest board by simulation (seed %s)"), number);
  hw_document_commit_edit (self->document, label);
  if (!ok)
    {
      hw_generate_dialog_set_status (self, error->message, TRUE);
      return;
    }
  summary = fair_summary (record);
  hw_generate_dialog_set_status (self, summary, FALSE);
}

gboolean
hw_generate_dialog_fair (HwGenerateDialog *self)
{
  HwScenario *scenario;
  HwVariant *variant;
  HwFairParams fp;
  guint64 seed;
  int players;

  g_return_val_if_fail (HW_IS_GENERATE_DIALOG (self), FALSE);

  if (self->fair_run != NULL)
    return FALSE;
  scenario = hw_document_get_scenario (self->document);
  variant = hw_document_get_variant (self->document);
  if (!hw_generate_dialog_can_deal (self, variant))
    return FALSE;
  if (!hw_generate_dialog_read_seed (self, FALSE, &seed))
    return FALSE;
  hw_generate_dialog_read_params (self, &self->fair_params);
  self->fair_params.best_of = 1;
  self->seed = seed;
  players = self->players;
  hw_fair_params_init (&fp);
  fp.candidates = (guint) gtk_spin_button_get_value_as_int (self->fair_spin);
  if (self->fair_first_games > 0)
    fp.first_games = self->fair_first_games;
  if (self->fair_confirm_games > 0)
    fp.confirm_games = self->fair_confirm_games;
  fp.n_threads = (guint) MAX (g_get_num_processors (), 1);
  self->fair_run = hw_fair_run_start (self, scenario, hw_document_get_variant_index (self->document), players,
                                      &self->fair_params, &fp, seed, hw_generate_dialog_fair_done, NULL);
  hw_generate_dialog_set_status (self, "", FALSE);
  gtk_progress_bar_set_fraction (self->fair_progress, 0);
  gtk_progress_bar_set_text (self->fair_progress, _("Starting…"));
  hw_generate_dialog_set_running (self, TRUE);
  self->fair_poll = g_timeout_add (100, hw_generate_dialog_poll_fair, self);
  return TRUE;
}

gboolean
hw_generate_dialog_is_running (HwGenerateDialog *self)
{
  g_return_val_if_fail (HW_IS_GENERATE_DIALOG (self), FALSE);
  return self->fair_run != NULL;
}

void
hw_generate_dialog_set_fair_games (HwGenerateDialog *self,
                                   guint             first_games,
                                   guint             confirm_games)
{
  g_return_if_fail (HW_IS_GENERATE_DIALOG (self));
  self->fair_first_games = first_games;
  self->fair_confirm_games = confirm_games;
}

const char *
hw_generate_dialog_get_status (HwGenerateDialog *self)
{
  g_return_val_if_fail (HW_IS_GENERATE_DIALOG (self), NULL);
  return gtk_label_get_text (self->status_label);
}

static void
hw_generate_dialog_fair_action (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  hw_generate_dialog_fair (HW_GENERATE_DIALOG (widget));
}

static void
hw_generate_dialog_cancel_fair_action (GtkWidget  *widget,
                                       const char *action_name,
                                       GVariant   *parameter)
{
  HwGenerateDialog *self = HW_GENERATE_DIALOG (widget);

  if (self->fair_run != NULL)
    {
      hw_fair_run_cancel (self->fair_run);
      gtk_progress_bar_set_text (self->fair_progress, _("Stopping…"));
    }
}

guint64
hw_generate_dialog_get_seed (HwGenerateDialog *self)
{
  g_return_val_if_fail (HW_IS_GENERATE_DIALOG (self), 0);
  return self->seed;
}

static void
hw_generate_dialog_generate_action (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter)
{
  hw_generate_dialog_generate (HW_GENERATE_DIALOG (widget), FALSE);
}

static void
hw_generate_dialog_reroll_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  hw_generate_dialog_generate (HW_GENERATE_DIALOG (widget), TRUE);
}

/* ---- the player count --------------------------------------------------------------------- */

/* Shows @players in the list and the title, which says whom the fairest board is fair for. */
static void
hw_generate_dialog_show_players (HwGenerateDialog *self)
{
  guint position = (guint) (self->players - self->min_players);
  g_autofree char *title = g_strdup_printf (ngettext ("Generate Board — %d player", "Generate Board — %d players",
                                                      (gulong) self->players), self->players);

  if (gtk_drop_down_get_selected (self->players_drop) != position)
    gtk_drop_down_set_selected (self->players_drop, position);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* Offers the counts the document's current variant is for, 4 or the nearest chosen. */
static void
hw_generate_dialog_load_players (HwGenerateDialog *self)
{
  HwVariant *variant = hw_document_get_variant (self->document);
  int lo = variant ? MAX (variant->min_players, 1) : 1;
  int hi = variant ? MAX (MIN (variant->max_players, HW_GAME_MAX_PLAYERS), lo) : 1;
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);

  for (int n = lo; n <= hi; n++)
    {
      g_autofree char *text = g_strdup_printf ("%d", n);

      gtk_string_list_append (model, text);
    }
  self->min_players = lo;
  self->max_players = hi;
  self->players = CLAMP (4, lo, hi);
  gtk_drop_down_set_model (self->players_drop, G_LIST_MODEL (model));
  gtk_widget_set_sensitive (GTK_WIDGET (self->players_drop), hi > lo);
  hw_generate_dialog_show_players (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYERS]);
}

static void
hw_generate_dialog_players_selected (GtkDropDown      *drop,
                                     GParamSpec       *pspec,
                                     HwGenerateDialog *self)
{
  guint position = gtk_drop_down_get_selected (drop);

  /* Through the action, as a test or a shortcut would. */
  if (position != GTK_INVALID_LIST_POSITION && self->max_players > 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "generate.players", "i", self->min_players + (int) position);
}

static void
hw_generate_dialog_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  HwGenerateDialog *self = HW_GENERATE_DIALOG (object);

  switch (prop_id)
    {
    case PROP_PLAYERS:
      g_value_set_int (value, self->players);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hw_generate_dialog_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  HwGenerateDialog *self = HW_GENERATE_DIALOG (object);
  int players;

  switch (prop_id)
    {
    case PROP_PLAYERS:
      players = g_value_get_int (value);
      /* Only the counts the map is for; a search under way keeps its own. */
      if (players == self->players || players < self->min_players || players > self->max_players
          || self->fair_run != NULL)
        break;
      self->players = players;
      hw_generate_dialog_show_players (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

int
hw_generate_dialog_get_players (HwGenerateDialog *self)
{
  g_return_val_if_fail (HW_IS_GENERATE_DIALOG (self), 0);
  return self->players;
}

static void
hw_generate_dialog_dispose (GObject *object)
{
  HwGenerateDialog *self = HW_GENERATE_DIALOG (object);

  /* A running search stops; its task keeps this object until the worker returns. */
  if (self->fair_run != NULL)
    hw_fair_run_cancel (self->fair_run);
  g_clear_handle_id (&self->fair_poll, g_source_remove);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (hw_generate_dialog_parent_class)->dispose (object);
}

static void
hw_generate_dialog_class_init (HwGenerateDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hw_generate_dialog_dispose;
  object_class->get_property = hw_generate_dialog_get_property;
  object_class->set_property = hw_generate_dialog_set_property;

  /* The seats of the fairest by simulation's games ("generate.players"). */
  properties[PROP_PLAYERS] = g_param_spec_int ("players", NULL, NULL, 1, HW_GAME_MAX_PLAYERS, 4,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                               | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hexwright/Hexwright/HwGenerateDialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, seed_entry);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, best_of_spin);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, red_switch);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, equal_switch);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, gold_switch);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, clump_spin);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, harbor_switch);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, pips_switch);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, pips_min_spin);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, pips_max_spin);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, spiral_switch);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, generate_button);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, fair_spin);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, players_drop);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, fair_progress_box);
  gtk_widget_class_bind_template_child (widget_class, HwGenerateDialog, fair_progress);

  gtk_widget_class_install_action (widget_class, "generate.generate", NULL,
                                   hw_generate_dialog_generate_action);
  gtk_widget_class_install_action (widget_class, "generate.reroll", NULL,
                                   hw_generate_dialog_reroll_action);
  gtk_widget_class_install_action (widget_class, "generate.fair", NULL,
                                   hw_generate_dialog_fair_action);
  gtk_widget_class_install_action (widget_class, "generate.cancel-fair", NULL,
                                   hw_generate_dialog_cancel_fair_action);
  gtk_widget_class_install_property_action (widget_class, "generate.players", "players");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK,
                                       "generate.reroll", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hw_generate_dialog_init (HwGenerateDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->generate_button);
  hw_generate_dialog_set_running (self, FALSE);
}

HwGenerateDialog *
hw_generate_dialog_new (GtkWindow  *parent,
                        HwDocument *document)
{
  HwGenerateDialog *self;

  g_return_val_if_fail (HW_IS_DOCUMENT (document), NULL);

  self = g_object_new (HW_TYPE_GENERATE_DIALOG,
                       "transient-for", parent,
                       "destroy-with-parent", TRUE,
                       NULL);
  self->document = g_object_ref (document);
  hw_generate_dialog_load_players (self);
  g_signal_connect (self->players_drop, "notify::selected", G_CALLBACK (hw_generate_dialog_players_selected), self);
  hw_generate_dialog_load_params (self);
  hw_generate_dialog_show_metrics (self);
  return self;
}
