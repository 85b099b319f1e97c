/* hw-inspector.c: scenario metadata, rule modules and the variant's tables, editable.
 *
 * Every change made here is one named, undoable document edit, like the board tools'. The
 * widgets are refreshed from the document after each change, with their handlers blocked by
 * `refreshing`, so what they show is always the model and never a stale copy of it.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hw-balance.h"
#include "hw-fairness.h"
#include "hw-inspector.h"
#include "hw-modules.h"
#include "hw-rule-labels.h"
#include "hw-scenario-io.h"

typedef struct
{
  HwTableRow     row;
  int            index;
  GtkSpinButton *spin;
  GtkLabel      *board_label;
  GtkImage      *status;
} HwTableWidgets;

/* The values the Balance page shows, one label each. */
enum
{
  BALANCE_RESOURCE_FIRST,
  BALANCE_RESOURCE_SPREAD = BALANCE_RESOURCE_FIRST + HW_N_RESOURCES,
  BALANCE_BEST_NODE,
  BALANCE_WORST_NODE,
  BALANCE_NODE_MEAN,
  BALANCE_NUMBER_CLUSTERING,
  BALANCE_TERRAIN_CLUSTERING,
  BALANCE_HARBORS,
  BALANCE_HARBOR_STRENGTH,
  BALANCE_HARBOR_SPREAD,
  BALANCE_FAIRNESS_GAP,
  BALANCE_SEAT_FIRST,
  N_BALANCE_VALUES = BALANCE_SEAT_FIRST + HW_GAME_MAX_PLAYERS
};

struct _HwInspector
{
  GtkBox      parent_instance;

  /* template widgets */
  GtkGrid    *scenario_grid;
  GtkBox     *rules_box;
  GtkGrid    *tables_grid;
  GtkLabel   *tables_variant_label;
  GtkLabel   *balance_score_label;
  GtkGrid    *balance_grid;

  /* owned references */
  HwDocument *document;
  GArray     *table_rows;   /* HwTableWidgets */
  GPtrArray  *name_entries; /* GtkEntry*, one per language, lang in "lang" data */
  GPtrArray  *description_views; /* GtkTextView*, one per language, likewise */
  GtkSpinButton *min_players;
  GtkSpinButton *max_players;
  GtkSpinButton *victory;
  GtkLabel   *balance_values[N_BALANCE_VALUES];
  GtkWidget  *balance_names[N_BALANCE_VALUES];
  char       *rules_shown;  /* the module/param state the rules page was built for */
  gulong      changed_id;
  gboolean    refreshing;
};

G_DEFINE_FINAL_TYPE (HwInspector, hw_inspector, GTK_TYPE_BOX)

static const struct
{
  const char *lang;
  const char *label;
} name_languages[] = {
  { "", N_("Name") },
  { "de", N_("Name (German)") },
  { "zh-CN", N_("Name (Chinese)") },
};

static const char *description_labels[] = {
  N_("Description"),
  N_("Description (German)"),
  N_("Description (Chinese)"),
};
G_STATIC_ASSERT (G_N_ELEMENTS (description_labels) == G_N_ELEMENTS (name_languages));

/* ---- edits ---------------------------------------------------------------------------- */

static int *
hw_inspector_table_slot (HwTables   *tables,
                         HwTableRow  row,
                         int         index)
{
  switch (row)
    {
    case HW_TABLE_TERRAIN:
      return &tables->terrains[index];
    case HW_TABLE_TERRAIN_TOTAL:
      return &tables->terrain_total;
    case HW_TABLE_CHIT:
      return &tables->chits[index];
    case HW_TABLE_CHIT_TOTAL:
      return &tables->chit_total;
    case HW_TABLE_HARBOR_GENERIC:
      return &tables->harbor_generic;
    case HW_TABLE_HARBOR_SPECIAL:
      return &tables->harbor_special;
    case HW_TABLE_HARBOR_TOTAL:
      return &tables->harbor_total;
    case HW_TABLE_SUPPLY:
      return &tables->supply[index];
    default:
      g_return_val_if_reached (NULL);
    }
}

static char *
hw_inspector_row_name (HwTableRow row,
                       int        index)
{
  switch (row)
    {
    case HW_TABLE_TERRAIN:
      return g_strdup (hw_terrain_label (index));
    case HW_TABLE_CHIT:
      return g_strdup_printf (_("Chit %d"), index);
    case HW_TABLE_TERRAIN_TOTAL:
    case HW_TABLE_CHIT_TOTAL:
    case HW_TABLE_HARBOR_TOTAL:
      return g_strdup (_("Total"));
    case HW_TABLE_HARBOR_GENERIC:
      return g_strdup (_("Generic 3:1"));
    case HW_TABLE_HARBOR_SPECIAL:
      return g_strdup (_("Special 2:1"));
    case HW_TABLE_SUPPLY:
      return g_strdup (hw_pawn_label (index));
    default:
      return g_strdup ("");
    }
}

static void
hw_inspector_table_changed (GtkSpinButton *spin,
                            HwInspector   *self)
{
  HwTableWidgets *w = g_object_get_data (G_OBJECT (spin), "hw-table-row");
  HwVariant *variant;
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;
  int value = gtk_spin_button_get_value_as_int (spin);
  int *slot;

  if (self->refreshing || self->document == NULL || hw_document_in_edit (self->document))
    return;
  variant = hw_document_get_variant (self->document);
  if (variant == NULL)
    return;

  slot = hw_inspector_table_slot (&variant->tables, w->row, w->index);
  if (*slot == value)
    return;
  hw_document_begin_edit (self->document);
  *slot = value;
  name = hw_inspector_row_name (w->row, w->index);
  if (value == HW_NO_COUNT)
    /* Translators: an entry of the undo history; %s is a table row ("Forest"). */
    label = g_strdup_printf (_("Clear table entry %s"), name);
  else
    /* Translators: an entry of the undo history, e.g. "Set table Forest to 4". */
    label = g_strdup_printf (_("Set table %s to %d"), name, value);
  hw_document_commit_edit (self->document, label);
}

static gboolean
hw_inspector_spin_output (GtkSpinButton *spin,
                          gpointer       data)
{
  int value = gtk_spin_button_get_value_as_int (spin);

  if (value != HW_NO_COUNT)
    return FALSE;
  /* A count the scenario text does not state. */
  gtk_editable_set_text (GTK_EDITABLE (spin), "—");
  return TRUE;
}

/* Reads the field back the way hw_inspector_spin_output writes it. GTK's own parser reads
 * "—" (and any text that is no number) as 0, so merely leaving a field that shows "—" would
 * set the table to 0: the dash and an empty field are "not stated", other text that is no
 * count leaves the value as it was. */
static int
hw_inspector_spin_input (GtkSpinButton *spin,
                         double        *new_value,
                         gpointer       data)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));
  gint64 count;

  if (*text == '\0' || g_str_equal (text, "—") || g_str_equal (text, "-"))
    *new_value = HW_NO_COUNT;
  else if (g_ascii_string_to_signed (text, 10, 0, HW_SCENARIO_MAX_HEXES, &count, NULL))
    *new_value = (double) count;
  else
    *new_value = gtk_spin_button_get_value (spin);
  return TRUE;
}

/* Puts the name typed in @entry into @scenario; returns TRUE if that changed it. */
static gboolean
hw_inspector_apply_name (HwScenario *scenario,
                         GtkEntry   *entry)
{
  const char *lang = g_object_get_data (G_OBJECT (entry), "hw-lang");
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  const char *old = NULL;

  for (guint i = 0; i < scenario->names->len; i++)
    {
      HwText *t = g_ptr_array_index (scenario->names, i);
      if (g_strcmp0 (t->lang, lang) == 0)
        old = t->text;
    }
  if (g_strcmp0 (old != NULL ? old : "", text) == 0)
    return FALSE;
  hw_text_set (scenario->names, lang, text);
  return TRUE;
}

static void
hw_inspector_set_texts (HwInspector *self,
                        GtkEntry    *entry)
{
  if (self->refreshing || self->document == NULL || hw_document_in_edit (self->document))
    return;
  hw_document_begin_edit (self->document);
  hw_inspector_apply_name (hw_document_get_scenario (self->document), entry);
  hw_document_commit_edit (self->document, _("Rename scenario"));
}

/* Returns the text @texts holds for @lang, or "". */
static const char *
hw_inspector_text_for (GPtrArray  *texts,
                       const char *lang)
{
  for (guint i = 0; i < texts->len; i++)
    {
      HwText *t = g_ptr_array_index (texts, i);
      if (g_strcmp0 (t->lang, lang) == 0)
        return t->text;
    }
  return "";
}

/* Puts the description typed in @view into @scenario; returns TRUE if that changed it. */
static gboolean
hw_inspector_apply_description (HwScenario  *scenario,
                                GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  const char *lang = g_object_get_data (G_OBJECT (view), "hw-lang");
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (g_strcmp0 (hw_inspector_text_for (scenario->descriptions, lang), text) == 0)
    return FALSE;

  if (*text != '\0')
    hw_text_set (scenario->descriptions, lang, text);
  else
    /* An emptied description is dropped, not written as an empty element. */
    for (guint i = 0; i < scenario->descriptions->len; i++)
      if (g_strcmp0 (((HwText *) g_ptr_array_index (scenario->descriptions, i))->lang, lang) == 0)
        g_ptr_array_remove_index (scenario->descriptions, i--);
  return TRUE;
}

/* Makes the description being typed in @view one undoable edit. */
static void
hw_inspector_set_description (HwInspector *self,
                              GtkTextView *view)
{
  if (self->refreshing || self->document == NULL || hw_document_in_edit (self->document))
    return;
  hw_document_begin_edit (self->document);
  hw_inspector_apply_description (hw_document_get_scenario (self->document), view);
  /* Translators: an entry of the undo history. */
  hw_document_commit_edit (self->document, _("Change description"));
}

static void
hw_inspector_description_leave (GtkEventControllerFocus *focus,
                                HwInspector             *self)
{
  hw_inspector_set_description (self, GTK_TEXT_VIEW (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus))));
}

static void
hw_inspector_name_activate (GtkEntry    *entry,
                            HwInspector *self)
{
  hw_inspector_set_texts (self, entry);
}

static void
hw_inspector_name_leave (GtkEventControllerFocus *focus,
                         HwInspector             *self)
{
  hw_inspector_set_texts (self, GTK_ENTRY (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus))));
}

static void
hw_inspector_number_changed (GtkSpinButton *spin,
                             HwInspector   *self)
{
  HwScenario *scenario;
  int value = gtk_spin_button_get_value_as_int (spin);
  const char *label;
  int *slot;

  if (self->refreshing || self->document == NULL || hw_document_in_edit (self->document))
    return;
  scenario = hw_document_get_scenario (self->document);
  if (spin == self->min_players)
    {
      slot = &scenario->min_players;
      label = _("Change fewest players");
    }
  else if (spin == self->max_players)
    {
      slot = &scenario->max_players;
      label = _("Change most players");
    }
  else
    {
      slot = &scenario->victory_points;
      label = _("Change victory points");
    }
  if (*slot == value)
    return;
  hw_document_begin_edit (self->document);
  *slot = value;
  hw_document_commit_edit (self->document, label);
}

static void
hw_inspector_set_param (HwInspector *self,
                        const char  *module_id,
                        const char  *name,
                        const char  *value)
{
  HwScenario *scenario;
  HwModule *module;
  const HwParamInfo *info;
  g_autofree char *label = NULL;

  if (self->refreshing || self->document == NULL || hw_document_in_edit (self->document))
    return;
  scenario = hw_document_get_scenario (self->document);
  module = hw_scenario_find_module (scenario, module_id);
  if (module == NULL || g_strcmp0 (hw_scenario_get_param (scenario, module_id, name), value) == 0)
    return;

  info = hw_modules_lookup (module_id) != NULL
         ? hw_module_info_param (hw_modules_lookup (module_id), name) : NULL;
  /* Translators: an entry of the undo history: a rule parameter and its new value. */
  label = g_strdup_printf (_("Set %s to %s"), hw_rule_param_label (name),
                           info != NULL && info->type == HW_PARAM_CHOICE
                           ? hw_rule_choice_label (value) : value);
  hw_document_begin_edit (self->document);
  hw_module_set_param (module, name, value);
  hw_document_commit_edit (self->document, label);
}

static gboolean
hw_inspector_release (gpointer widget)
{
  return G_SOURCE_REMOVE;
}

/* An edit rebuilds the rules page under the widget that made it, while that widget is still
 * emitting its signal: it stays alive until the main loop is idle again. */
static void
hw_inspector_keep_alive (gpointer widget)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, hw_inspector_release, g_object_ref (widget),
                   g_object_unref);
}

static void
hw_inspector_param_switch (GtkSwitch   *sw,
                           GParamSpec  *pspec,
                           HwInspector *self)
{
  hw_inspector_keep_alive (sw);
  hw_inspector_set_param (self, g_object_get_data (G_OBJECT (sw), "hw-module"),
                          g_object_get_data (G_OBJECT (sw), "hw-param"),
                          gtk_switch_get_active (sw) ? "on" : "off");
}

static void
hw_inspector_param_spin (GtkSpinButton *spin,
                         HwInspector   *self)
{
  g_autofree char *value = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (spin));

  hw_inspector_keep_alive (spin);
  hw_inspector_set_param (self, g_object_get_data (G_OBJECT (spin), "hw-module"),
                          g_object_get_data (G_OBJECT (spin), "hw-param"), value);
}

/* The selected choice's explanation, and its identifier in the file, on hovering. */
static void
hw_inspector_choice_tooltip (GtkDropDown *dropdown,
                             const char  *param)
{
  GStrv choices = g_object_get_data (G_OBJECT (dropdown), "hw-choices");
  guint selected = gtk_drop_down_get_selected (dropdown);
  const char *explanation;
  g_autofree char *tip = NULL;

  if (choices == NULL || selected == GTK_INVALID_LIST_POSITION || selected >= g_strv_length (choices))
    return;
  explanation = hw_rule_choice_explanation (param, choices[selected]);
  tip = explanation != NULL ? g_strdup_printf ("%s (%s)", explanation, choices[selected])
                            : g_strdup (choices[selected]);
  gtk_widget_set_tooltip_text (GTK_WIDGET (dropdown), tip);
}

static void
hw_inspector_param_choice (GtkDropDown *dropdown,
                           GParamSpec  *pspec,
                           HwInspector *self)
{
  /* The drop-down shows translated names; the file keeps the choices' identifiers. */
  GStrv choices = g_object_get_data (G_OBJECT (dropdown), "hw-choices");
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (choices == NULL || selected == GTK_INVALID_LIST_POSITION || selected >= g_strv_length (choices))
    return;
  hw_inspector_keep_alive (dropdown);
  hw_inspector_choice_tooltip (dropdown, g_object_get_data (G_OBJECT (dropdown), "hw-param"));
  hw_inspector_set_param (self, g_object_get_data (G_OBJECT (dropdown), "hw-module"),
                          g_object_get_data (G_OBJECT (dropdown), "hw-param"),
                          choices[selected]);
}

/* ---- building --------------------------------------------------------------------------- */

static GtkSpinButton *
hw_inspector_count_spin (int min)
{
  /* A table may count every hex of the largest board the format allows. */
  GtkWidget *spin = gtk_spin_button_new_with_range (min, HW_SCENARIO_MAX_HEXES, 1);

  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), FALSE);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 3);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  return GTK_SPIN_BUTTON (spin);
}

static void
hw_inspector_add_heading (GtkGrid    *grid,
                          int         row,
                          const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, row > 0 ? 12 : 0);
  gtk_grid_attach (grid, label, 0, row, 4, 1);
}

static void
hw_inspector_add_table_row (HwInspector *self,
                            int          grid_row,
                            HwTableRow   row,
                            int          index)
{
  HwTableWidgets w = { row, index, NULL, NULL, NULL };
  g_autofree char *name = hw_inspector_row_name (row, index);
  GtkWidget *label = gtk_label_new (name);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  w.board_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (w.board_label, 1);
  gtk_widget_add_css_class (GTK_WIDGET (w.board_label), "numeric");
  w.spin = hw_inspector_count_spin (HW_NO_COUNT);
  w.status = GTK_IMAGE (gtk_image_new ());

  gtk_grid_attach (self->tables_grid, label, 0, grid_row, 1, 1);
  gtk_grid_attach (self->tables_grid, GTK_WIDGET (w.board_label), 1, grid_row, 1, 1);
  gtk_grid_attach (self->tables_grid, GTK_WIDGET (w.spin), 2, grid_row, 1, 1);
  gtk_grid_attach (self->tables_grid, GTK_WIDGET (w.status), 3, grid_row, 1, 1);

  g_array_append_val (self->table_rows, w);
  g_signal_connect (w.spin, "output", G_CALLBACK (hw_inspector_spin_output), NULL);
  g_signal_connect (w.spin, "input", G_CALLBACK (hw_inspector_spin_input), NULL);
  g_signal_connect (w.spin, "value-changed", G_CALLBACK (hw_inspector_table_changed), self);
}

static void
hw_inspector_build_tables (HwInspector *self)
{
  int row = 0;
  GtkWidget *label;

  label = gtk_label_new (_("Board has"));
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  gtk_grid_attach (self->tables_grid, label, 1, row, 1, 1);
  label = gtk_label_new (_("Table asks"));
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  gtk_grid_attach (self->tables_grid, label, 2, row++, 1, 1);

  hw_inspector_add_heading (self->tables_grid, row++, _("Terrain"));
  for (int t = HW_TERRAIN_SEA; t < HW_N_TERRAINS; t++)
    hw_inspector_add_table_row (self, row++, HW_TABLE_TERRAIN, t);
  hw_inspector_add_table_row (self, row++, HW_TABLE_TERRAIN_TOTAL, 0);

  hw_inspector_add_heading (self->tables_grid, row++, _("Number Chits"));
  for (int n = 2; n <= 12; n++)
    hw_inspector_add_table_row (self, row++, HW_TABLE_CHIT, n);
  hw_inspector_add_table_row (self, row++, HW_TABLE_CHIT_TOTAL, 0);

  hw_inspector_add_heading (self->tables_grid, row++, _("Harbors"));
  hw_inspector_add_table_row (self, row++, HW_TABLE_HARBOR_GENERIC, 0);
  hw_inspector_add_table_row (self, row++, HW_TABLE_HARBOR_SPECIAL, 0);
  hw_inspector_add_table_row (self, row++, HW_TABLE_HARBOR_TOTAL, 0);

  hw_inspector_add_heading (self->tables_grid, row++, _("Pawns in Supply"));
  for (int p = 0; p < HW_N_PAWNS; p++)
    hw_inspector_add_table_row (self, row++, HW_TABLE_SUPPLY, p);

  /* The spin buttons learn their row once the array stops growing. */
  for (guint i = 0; i < self->table_rows->len; i++)
    {
      HwTableWidgets *w = &g_array_index (self->table_rows, HwTableWidgets, i);
      g_object_set_data (G_OBJECT (w->spin), "hw-table-row", w);
    }
}

static GtkSpinButton *
hw_inspector_add_number (HwInspector *self,
                         int          row,
                         const char  *text,
                         int          min,
                         int          max)
{
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_grid_attach (self->scenario_grid, label, 0, row, 1, 1);
  gtk_widget_set_halign (spin, GTK_ALIGN_START);
  gtk_grid_attach (self->scenario_grid, spin, 1, row, 1, 1);
  g_signal_connect (spin, "value-changed", G_CALLBACK (hw_inspector_number_changed), self);
  return GTK_SPIN_BUTTON (spin);
}

static void
hw_inspector_build_scenario (HwInspector *self)
{
  int row = 0;

  for (guint i = 0; i < G_N_ELEMENTS (name_languages); i++)
    {
      GtkWidget *label = gtk_label_new (_(name_languages[i].label));
      GtkWidget *entry = gtk_entry_new ();
      GtkEventController *focus = gtk_event_controller_focus_new ();

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (entry, TRUE);
      g_object_set_data (G_OBJECT (entry), "hw-lang", (gpointer) name_languages[i].lang);
      g_signal_connect (entry, "activate", G_CALLBACK (hw_inspector_name_activate), self);
      g_signal_connect (focus, "leave", G_CALLBACK (hw_inspector_name_leave), self);
      gtk_widget_add_controller (entry, focus);
      gtk_grid_attach (self->scenario_grid, label, 0, row, 1, 1);
      gtk_grid_attach (self->scenario_grid, entry, 1, row++, 1, 1);
      g_ptr_array_add (self->name_entries, entry);
    }
  for (guint i = 0; i < G_N_ELEMENTS (name_languages); i++)
    {
      GtkWidget *label = gtk_label_new (_(description_labels[i]));
      GtkWidget *scrolled = gtk_scrolled_window_new ();
      GtkWidget *view = gtk_text_view_new ();
      GtkEventController *focus = gtk_event_controller_focus_new ();

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_yalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
      gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 6);
      gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 6);
      gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 4);
      gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 4);
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                      GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 72);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
      gtk_widget_add_css_class (scrolled, "frame");
      gtk_widget_set_hexpand (scrolled, TRUE);
      g_object_set_data (G_OBJECT (view), "hw-lang", (gpointer) name_languages[i].lang);
      g_signal_connect (focus, "leave", G_CALLBACK (hw_inspector_description_leave), self);
      gtk_widget_add_controller (view, focus);
      gtk_grid_attach (self->scenario_grid, label, 0, row, 1, 1);
      gtk_grid_attach (self->scenario_grid, scrolled, 1, row++, 1, 1);
      g_ptr_array_add (self->description_views, view);
    }
  self->min_players = hw_inspector_add_number (self, row++, _("Fewest players"), 1, 8);
  self->max_players = hw_inspector_add_number (self, row++, _("Most players"), 1, 8);
  self->victory = hw_inspector_add_number (self, row++, _("Victory points"), 1, 99);
}

static GtkWidget *
hw_inspector_param_widget (HwInspector       *self,
                           const char        *module_id,
                           const HwParamInfo *param,
                           const char        *value)
{
  GtkWidget *widget = NULL;

  switch (param->type)
    {
    case HW_PARAM_BOOL:
      {
        gboolean on = FALSE;
        hw_param_parse_bool (value, &on);
        widget = gtk_switch_new ();
        gtk_switch_set_active (GTK_SWITCH (widget), on);
        g_signal_connect (widget, "notify::active", G_CALLBACK (hw_inspector_param_switch), self);
      }
      break;
    case HW_PARAM_INT:
      widget = gtk_spin_button_new_with_range (param->min, param->max, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), g_ascii_strtod (value, NULL));
      g_signal_connect (widget, "value-changed", G_CALLBACK (hw_inspector_param_spin), self);
      break;
    case HW_PARAM_CHOICE:
    default:
      {
        GStrv choices = g_strsplit (param->choices != NULL ? param->choices : "", " ", -1);
        g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
        guint selected = 0;
        for (guint i = 0; choices[i] != NULL; i++)
          {
            gtk_string_list_append (labels, hw_rule_choice_label (choices[i]));
            if (g_strcmp0 (choices[i], value) == 0)
              selected = i;
          }
        widget = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&labels)), NULL);
        gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), selected);
        g_object_set_data_full (G_OBJECT (widget), "hw-choices", choices, (GDestroyNotify) g_strfreev);
        hw_inspector_choice_tooltip (GTK_DROP_DOWN (widget), param->name);
        g_signal_connect (widget, "notify::selected", G_CALLBACK (hw_inspector_param_choice), self);
      }
      break;
    }
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (widget), "hw-module", g_strdup (module_id), g_free);
  g_object_set_data_full (G_OBJECT (widget), "hw-param", g_strdup (param->name), g_free);
  return widget;
}

static char *
hw_inspector_rules_state (HwScenario *scenario)
{
  g_autoptr(GString) state = g_string_new (NULL);

  for (guint i = 0; i < scenario->modules->len; i++)
    {
      HwModule *module = g_ptr_array_index (scenario->modules, i);
      g_string_append_printf (state, "[%s]", module->id);
      for (guint j = 0; j < module->params->len; j++)
        {
          HwParam *param = g_ptr_array_index (module->params, j);
          g_string_append_printf (state, "%s=%s;", param->name, param->value);
        }
    }
  return g_string_free (g_steal_pointer (&state), FALSE);
}

static void
hw_inspector_build_rules (HwInspector *self)
{
  HwScenario *scenario = self->document ? hw_document_get_scenario (self->document) : NULL;
  g_autofree char *state = scenario ? hw_inspector_rules_state (scenario) : g_strdup ("");
  GtkWidget *child;

  /* Rebuilding would take the focus from a parameter being edited: only do it when the
   * rules really differ from what is shown. */
  if (g_strcmp0 (state, self->rules_shown) == 0)
    return;
  g_free (self->rules_shown);
  self->rules_shown = g_steal_pointer (&state);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rules_box))) != NULL)
    gtk_box_remove (self->rules_box, child);
  if (scenario == NULL)
    return;

  for (guint i = 0; i < scenario->modules->len; i++)
    {
      HwModule *module = g_ptr_array_index (scenario->modules, i);
      const HwModuleInfo *info = hw_modules_lookup (module->id);
      GtkWidget *title = gtk_label_new (hw_rule_module_label (module->id));
      GtkWidget *list = gtk_list_box_new ();
      guint n_params = 0;

      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_add_css_class (title, "heading");
      /* The identifier, for people who edit the files by hand. */
      gtk_widget_set_tooltip_text (title, module->id);
      gtk_box_append (self->rules_box, title);
      if (info == NULL)
        {
          GtkWidget *unknown = gtk_label_new (_("Unknown rule module"));
          gtk_label_set_xalign (GTK_LABEL (unknown), 0);
          gtk_widget_add_css_class (unknown, "error");
          gtk_box_append (self->rules_box, unknown);
          continue;
        }
      for (const HwParamInfo *p = info->params; p != NULL && p->name != NULL; p++)
        n_params++;
      if (info->description != NULL)
        {
          g_autofree char *text = n_params > 0
                                  ? g_strdup (_(info->description))
                                  /* Translators: a rule module without settings: what it does. */
                                  : g_strdup_printf (_("%s. It has nothing to set."), _(info->description));
          GtkWidget *desc = gtk_label_new (text);
          gtk_label_set_xalign (GTK_LABEL (desc), 0);
          gtk_label_set_wrap (GTK_LABEL (desc), TRUE);
          gtk_widget_add_css_class (desc, "dim-label");
          gtk_widget_set_margin_bottom (desc, n_params > 0 ? 0 : 12);
          gtk_box_append (self->rules_box, desc);
        }
      if (n_params == 0)
        {
          /* No empty frame under a module that has nothing to set. */
          g_object_ref_sink (list);
          g_object_unref (list);
          continue;
        }
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "frame");
      for (const HwParamInfo *p = info->params; p != NULL && p->name != NULL; p++)
        {
          const char *value = hw_scenario_get_param (scenario, module->id, p->name);
          GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
          GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
          GtkWidget *label = gtk_label_new (hw_rule_param_label (p->name));
          g_autofree char *tip = p->rule != NULL && g_strcmp0 (p->rule, "validator") != 0
                                 && g_strcmp0 (p->rule, "generator") != 0
                                 ? g_strdup_printf ("%s (%s)", p->name, p->rule)
                                 : g_strdup (p->name);

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_box_append (GTK_BOX (text), label);
          if (p->description != NULL)
            {
              GtkWidget *desc = gtk_label_new (_(p->description));
              gtk_label_set_xalign (GTK_LABEL (desc), 0);
              gtk_label_set_wrap (GTK_LABEL (desc), TRUE);
              gtk_widget_add_css_class (desc, "dim-label");
              gtk_widget_add_css_class (desc, "caption");
              gtk_box_append (GTK_BOX (text), desc);
            }
          gtk_widget_set_hexpand (text, TRUE);
          /* The identifier in the file, and the rule it comes from, on hovering. */
          gtk_widget_set_tooltip_text (row, tip);
          gtk_widget_set_margin_start (row, 8);
          gtk_widget_set_margin_end (row, 8);
          gtk_widget_set_margin_top (row, 4);
          gtk_widget_set_margin_bottom (row, 4);
          gtk_box_append (GTK_BOX (row), text);
          gtk_box_append (GTK_BOX (row),
                          hw_inspector_param_widget (self, module->id, p,
                                                     value != NULL ? value : p->default_value));
          gtk_list_box_append (GTK_LIST_BOX (list), row);
        }
      gtk_widget_set_margin_bottom (list, 12);
      gtk_box_append (self->rules_box, list);
    }
}

static void
hw_inspector_add_balance_row (HwInspector *self,
                              int          row,
                              int          value,
                              const char  *name,
                              const char  *tooltip)
{
  GtkWidget *label = gtk_label_new (name);
  GtkWidget *number = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (number), 1);
  /* Long figures (the fairness line) wrap instead of widening the side panel, which would
   * shrink the canvas and refit the board under the pointer after an edit. */
  gtk_label_set_wrap (GTK_LABEL (number), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (number), 18);
  gtk_label_set_justify (GTK_LABEL (number), GTK_JUSTIFY_RIGHT);
  gtk_widget_add_css_class (number, "numeric");
  if (tooltip != NULL)
    {
      gtk_widget_set_tooltip_text (label, tooltip);
      gtk_widget_set_tooltip_text (number, tooltip);
    }
  gtk_grid_attach (self->balance_grid, label, 0, row, 1, 1);
  gtk_grid_attach (self->balance_grid, number, 1, row, 1, 1);
  self->balance_values[value] = GTK_LABEL (number);
  self->balance_names[value] = label;
}

static void
hw_inspector_build_balance (HwInspector *self)
{
  int row = 0;

  hw_inspector_add_heading (self->balance_grid, row++, _("Pips per Resource"));
  for (int r = 0; r < HW_N_RESOURCES; r++)
    hw_inspector_add_balance_row (self, row++, BALANCE_RESOURCE_FIRST + r, hw_resource_label (r), NULL);
  hw_inspector_add_balance_row (self, row++, BALANCE_RESOURCE_SPREAD, _("Spread"),
                                _("How unequal the average hex of each resource is (0 = equal)"));

  hw_inspector_add_heading (self->balance_grid, row++, _("Nodes"));
  hw_inspector_add_balance_row (self, row++, BALANCE_BEST_NODE, _("Best node"),
                                _("The highest pip sum at any corner"));
  hw_inspector_add_balance_row (self, row++, BALANCE_WORST_NODE, _("Worst node"),
                                _("The lowest pip sum where three numbered hexes meet"));
  hw_inspector_add_balance_row (self, row++, BALANCE_NODE_MEAN, _("Mean and spread"),
                                _("Over the corners touching two or more numbered hexes"));

  hw_inspector_add_heading (self->balance_grid, row++, _("Clustering"));
  hw_inspector_add_balance_row (self, row++, BALANCE_NUMBER_CLUSTERING, _("Numbers"),
                                _("Rich numbers next to each other, against a random deal (1 = as random)"));
  hw_inspector_add_balance_row (self, row++, BALANCE_TERRAIN_CLUSTERING, _("Terrains"),
                                _("Same terrains next to each other, against a random deal (1 = as random)"));

  hw_inspector_add_heading (self->balance_grid, row++, _("Harbors"));
  hw_inspector_add_balance_row (self, row++, BALANCE_HARBORS, _("Harbors"), NULL);
  hw_inspector_add_balance_row (self, row++, BALANCE_HARBOR_STRENGTH, _("Strength"),
                                _("Mean pip sum of the land around a harbor's two corners"));
  hw_inspector_add_balance_row (self, row++, BALANCE_HARBOR_SPREAD, _("Spread"),
                                _("How unequal the harbors are (0 = equal)"));

  hw_inspector_add_heading (self->balance_grid, row++, _("Fairness"));
  hw_inspector_add_balance_row (self, row++, BALANCE_FAIRNESS_GAP, _("Predicted seat gap"),
                                _("Win rate between the best and the worst seat after the setup draft, as the table bots draft it (0 = fair)"));
  for (int s = 0; s < HW_GAME_MAX_PLAYERS; s++)
    {
      g_autofree char *name = g_strdup_printf (_("Seat %d"), s + 1);

      hw_inspector_add_balance_row (self, row++, BALANCE_SEAT_FIRST + s, name,
                                    _("Starting pips after the setup draft, and the predicted share of wins"));
    }
}

/* ---- refreshing ------------------------------------------------------------------------- */

static void
hw_inspector_set_value (HwInspector *self,
                        int          value,
                        char        *text)   /* (transfer full) */
{
  gtk_label_set_label (self->balance_values[value], text);
  g_free (text);
}

/* "12 pips on 1 hex": both counts take their plural. */
static char *
hw_inspector_pips_on_hexes (int pips,
                            int hexes)
{
  /* Translators: the hexes part of "12 pips on 3 hexes". */
  g_autofree char *on = g_strdup_printf (ngettext ("on %d hex", "on %d hexes", hexes), hexes);

  /* Translators: pips of a resource and the hexes they are on: "12 pips" and "on 3 hexes". */
  return g_strdup_printf (ngettext ("%d pip %s", "%d pips %s", pips), pips, on);
}

/* The seats' starts after the setup draft (hw-fairness.h); blank when the engine cannot play
 * the board. */
static void
hw_inspector_refresh_fairness (HwInspector *self,
                               HwVariant   *variant)
{
  HwScenario *scenario = self->document ? hw_document_get_scenario (self->document) : NULL;
  HwFairness f = { 0 };
  gboolean ok = scenario != NULL && hw_fairness_measure_variant (scenario, variant, 0, 0, 1, &f, NULL)
                && f.n_drafts > 0;

  hw_inspector_set_value (self, BALANCE_FAIRNESS_GAP,
                          ok ? hw_inspector_fairness_gap_text (&f) : g_strdup ("—"));
  for (int s = 0; s < HW_GAME_MAX_PLAYERS; s++)
    {
      gboolean shown = ok && s < f.n_seats;

      gtk_widget_set_visible (self->balance_names[BALANCE_SEAT_FIRST + s], shown);
      gtk_widget_set_visible (GTK_WIDGET (self->balance_values[BALANCE_SEAT_FIRST + s]), shown);
      hw_inspector_set_value (self, BALANCE_SEAT_FIRST + s,
                              shown ? hw_inspector_fairness_seat_text (&f, s) : g_strdup (""));
    }
}

static void
hw_inspector_refresh_balance (HwInspector *self,
                              HwVariant   *variant)
{
  HwBalance b;

  if (variant == NULL)
    {
      gtk_label_set_label (self->balance_score_label, "—");
      for (int i = 0; i < N_BALANCE_VALUES; i++)
        gtk_label_set_label (self->balance_values[i], "");
      return;
    }
  hw_balance_measure_board (variant->board, &b);
  {
    /* Translators: the balance score shown big on the Balance page. */
    g_autofree char *score = g_strdup_printf (_("Score %.3f"), b.score);
    gtk_label_set_label (self->balance_score_label, score);
  }
  for (int r = 0; r < HW_N_RESOURCES; r++)
    hw_inspector_set_value (self, BALANCE_RESOURCE_FIRST + r,
                            /* Translators: pips of a resource and the hexes they are on. */
                            hw_inspector_pips_on_hexes (b.resource_pips[r], b.resource_hexes[r]));
  hw_inspector_set_value (self, BALANCE_RESOURCE_SPREAD, g_strdup_printf ("%.2f", b.resource_spread));
  hw_inspector_set_value (self, BALANCE_BEST_NODE,
                          g_strdup_printf (ngettext ("%d pip", "%d pips", b.best_node),
                                           b.best_node));
  hw_inspector_set_value (self, BALANCE_WORST_NODE,
                          g_strdup_printf (ngettext ("%d pip", "%d pips", b.worst_node),
                                           b.worst_node));
  hw_inspector_set_value (self, BALANCE_NODE_MEAN,
                          /* Translators: mean pip sum of the nodes and its coefficient of variation. */
                          g_strdup_printf (_("%.1f pips, spread %.2f"), b.node_mean, b.node_spread));
  hw_inspector_set_value (self, BALANCE_NUMBER_CLUSTERING, g_strdup_printf ("%.2f", b.number_clustering));
  hw_inspector_set_value (self, BALANCE_TERRAIN_CLUSTERING, g_strdup_printf ("%.2f", b.terrain_clustering));
  hw_inspector_set_value (self, BALANCE_HARBORS, g_strdup_printf ("%d", b.n_harbors));
  hw_inspector_set_value (self, BALANCE_HARBOR_STRENGTH,
                          g_strdup_printf (_("%.1f pips"), b.harbor_strength));
  hw_inspector_set_value (self, BALANCE_HARBOR_SPREAD, g_strdup_printf ("%.2f", b.harbor_spread));
  hw_inspector_refresh_fairness (self, variant);
}

static int
hw_inspector_board_count (HwVariant  *variant,
                          HwTableRow  row,
                          int         index,
                          const int  *terrains,
                          const int  *chits)
{
  int n = 0;

  switch (row)
    {
    case HW_TABLE_TERRAIN:
      return terrains[index];
    case HW_TABLE_TERRAIN_TOTAL:
      for (int t = HW_TERRAIN_SEA; t < HW_N_TERRAINS; t++)
        n += terrains[t];
      return n;
    case HW_TABLE_CHIT:
      return chits[index];
    case HW_TABLE_CHIT_TOTAL:
      for (int c = 2; c <= 12; c++)
        n += chits[c];
      return n;
    case HW_TABLE_HARBOR_GENERIC:
    case HW_TABLE_HARBOR_SPECIAL:
      for (guint i = 0; i < hw_board_n_harbors (variant->board); i++)
        {
          gboolean generic = hw_board_get_harbor (variant->board, i)->resource == HW_RESOURCE_NONE;
          n += (generic == (row == HW_TABLE_HARBOR_GENERIC));
        }
      return n;
    case HW_TABLE_HARBOR_TOTAL:
      return hw_board_n_harbors (variant->board);
    case HW_TABLE_SUPPLY:
    default:
      return -1;   /* kept off the board: nothing to count */
    }
}

static void
hw_inspector_refresh (HwInspector *self)
{
  HwScenario *scenario = self->document ? hw_document_get_scenario (self->document) : NULL;
  HwVariant *variant = self->document ? hw_document_get_variant (self->document) : NULL;
  int terrains[HW_N_TERRAINS] = { 0 };
  int chits[13] = { 0 };

  self->refreshing = TRUE;
  gtk_widget_set_sensitive (GTK_WIDGET (self), scenario != NULL);

  if (scenario != NULL)
    {
      for (guint i = 0; i < self->name_entries->len; i++)
        {
          GtkEditable *entry = g_ptr_array_index (self->name_entries, i);
          const char *lang = g_object_get_data (G_OBJECT (entry), "hw-lang");
          const char *text = "";
          for (guint j = 0; j < scenario->names->len; j++)
            {
              HwText *t = g_ptr_array_index (scenario->names, j);
              if (g_strcmp0 (t->lang, lang) == 0)
                text = t->text;
            }
          if (g_strcmp0 (gtk_editable_get_text (entry), text) != 0)
            gtk_editable_set_text (entry, text);
        }
      for (guint i = 0; i < self->description_views->len; i++)
        {
          GtkTextView *view = g_ptr_array_index (self->description_views, i);
          GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
          const char *text = hw_inspector_text_for (scenario->descriptions,
                                                    g_object_get_data (G_OBJECT (view), "hw-lang"));
          GtkTextIter start, end;
          g_autofree char *shown = NULL;

          gtk_text_buffer_get_bounds (buffer, &start, &end);
          shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
          /* Setting equal text would move the cursor of someone typing. */
          if (g_strcmp0 (shown, text) != 0)
            gtk_text_buffer_set_text (buffer, text, -1);
        }
      gtk_spin_button_set_value (self->min_players, scenario->min_players);
      gtk_spin_button_set_value (self->max_players, scenario->max_players);
      gtk_spin_button_set_value (self->victory, scenario->victory_points);
    }
  hw_inspector_build_rules (self);

  hw_inspector_refresh_balance (self, variant);
  gtk_widget_set_sensitive (GTK_WIDGET (self->tables_grid), variant != NULL);
  if (variant != NULL)
    {
      g_autofree char *title = hw_tables_title (variant->id);

      gtk_label_set_label (self->tables_variant_label, title);
      hw_board_count_terrains (variant->board, terrains);
      hw_board_count_chits (variant->board, chits);
      for (guint i = 0; i < self->table_rows->len; i++)
        {
          HwTableWidgets *w = &g_array_index (self->table_rows, HwTableWidgets, i);
          int asks = *hw_inspector_table_slot (&variant->tables, w->row, w->index);
          int has = hw_inspector_board_count (variant, w->row, w->index, terrains, chits);
          gboolean mismatch = asks != HW_NO_COUNT && has >= 0 && has != asks;
          g_autofree char *text = has >= 0 ? g_strdup_printf ("%d", has) : g_strdup ("");

          gtk_spin_button_set_value (w->spin, asks);
          gtk_label_set_label (w->board_label, text);
          if (mismatch)
            {
              g_autofree char *tip = g_strdup_printf (_("The board has %d, the table asks for %d"),
                                                      has, asks);
              gtk_image_set_from_icon_name (w->status, "dialog-warning-symbolic");
              gtk_widget_set_tooltip_text (GTK_WIDGET (w->status), tip);
              gtk_widget_add_css_class (GTK_WIDGET (w->board_label), "error");
              gtk_widget_add_css_class (GTK_WIDGET (w->status), "error");
            }
          else
            {
              gtk_image_clear (w->status);
              gtk_widget_set_tooltip_text (GTK_WIDGET (w->status), NULL);
              gtk_widget_remove_css_class (GTK_WIDGET (w->board_label), "error");
            }
        }
    }
  self->refreshing = FALSE;
}

/* ---- life cycle ------------------------------------------------------------------------- */

static void
hw_inspector_dispose (GObject *object)
{
  HwInspector *self = HW_INSPECTOR (object);

  hw_inspector_set_document (self, NULL);
  g_clear_pointer (&self->table_rows, g_array_unref);
  g_clear_pointer (&self->name_entries, g_ptr_array_unref);
  g_clear_pointer (&self->description_views, g_ptr_array_unref);
  g_clear_pointer (&self->rules_shown, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HW_TYPE_INSPECTOR);
  G_OBJECT_CLASS (hw_inspector_parent_class)->dispose (object);
}

static void
hw_inspector_class_init (HwInspectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hw_inspector_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hexwright/Hexwright/HwInspector.ui");
  gtk_widget_class_bind_template_child (widget_class, HwInspector, scenario_grid);
  gtk_widget_class_bind_template_child (widget_class, HwInspector, rules_box);
  gtk_widget_class_bind_template_child (widget_class, HwInspector, tables_grid);
  gtk_widget_class_bind_template_child (widget_class, HwInspector, tables_variant_label);
  gtk_widget_class_bind_template_child (widget_class, HwInspector, balance_score_label);
  gtk_widget_class_bind_template_child (widget_class, HwInspector, balance_grid);
}

static void
hw_inspector_init (HwInspector *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->table_rows = g_array_new (FALSE, TRUE, sizeof (HwTableWidgets));
  self->name_entries = g_ptr_array_new ();
  self->description_views = g_ptr_array_new ();
  hw_inspector_build_scenario (self);
  hw_inspector_build_tables (self);
  hw_inspector_build_balance (self);
  hw_inspector_refresh (self);
}

void
hw_inspector_set_document (HwInspector *self,
                           HwDocument  *document)
{
  g_return_if_fail (HW_IS_INSPECTOR (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->document);
      g_clear_object (&self->document);
    }
  if (document != NULL)
    {
      self->document = g_object_ref (document);
      self->changed_id = g_signal_connect_swapped (document, "changed",
                                                   G_CALLBACK (hw_inspector_refresh), self);
    }
  g_clear_pointer (&self->rules_shown, g_free);
  if (!gtk_widget_in_destruction (GTK_WIDGET (self)))
    hw_inspector_refresh (self);
}

GtkSpinButton *
hw_inspector_get_table_spin (HwInspector *self,
                             HwTableRow   row,
                             int          index)
{
  g_return_val_if_fail (HW_IS_INSPECTOR (self), NULL);

  for (guint i = 0; i < self->table_rows->len; i++)
    {
      HwTableWidgets *w = &g_array_index (self->table_rows, HwTableWidgets, i);
      if (w->row == row && w->index == index)
        return w->spin;
    }
  return NULL;
}

char *
hw_inspector_fairness_gap_text (const HwFairness *f)
{
  /* Translators: the fairness figure on the Balance page; the seat numbers are 1-based. */
  return g_strdup_printf (_("%.1f points (best seat %d, worst %d)"), f->gap, f->best_seat + 1,
                          f->worst_seat + 1);
}

char *
hw_inspector_fairness_seat_text (const HwFairness *f,
                                 int               seat)
{
  /* Translators: a seat's starting pips and its predicted share of the wins. */
  return g_strdup_printf (_("%.1f pips, %.0f%% of wins"), f->seats[seat].total_pips,
                          100.0 * f->seats[seat].win_share);
}

GtkLabel *
hw_inspector_get_balance_value (HwInspector *self,
                                int          index)
{
  g_return_val_if_fail (HW_IS_INSPECTOR (self), NULL);
  g_return_val_if_fail (index >= 0 && index <= HW_GAME_MAX_PLAYERS, NULL);
  return self->balance_values[BALANCE_FAIRNESS_GAP + index];
}

GtkLabel *
hw_inspector_get_score_label (HwInspector *self)
{
  g_return_val_if_fail (HW_IS_INSPECTOR (self), NULL);
  return self->balance_score_label;
}

void
hw_inspector_commit_texts (HwInspector *self)
{
  HwScenario *scenario;
  gboolean names = FALSE, descriptions = FALSE;

  g_return_if_fail (HW_IS_INSPECTOR (self));

  if (self->document == NULL || hw_document_in_edit (self->document))
    return;
  /* One edit for all of them: committing one would refresh the others from the model and
   * lose what is typed there. */
  hw_document_begin_edit (self->document);
  scenario = hw_document_get_scenario (self->document);
  for (guint i = 0; i < self->name_entries->len; i++)
    names |= hw_inspector_apply_name (scenario, g_ptr_array_index (self->name_entries, i));
  for (guint i = 0; i < self->description_views->len; i++)
    descriptions |= hw_inspector_apply_description (scenario,
                                                    g_ptr_array_index (self->description_views, i));
  hw_document_commit_edit (self->document,
                           names && descriptions ? _("Change name and description")
                           : names ? _("Rename scenario") : _("Change description"));
}

GtkTextView *
hw_inspector_get_description_view (HwInspector *self,
                                   const char  *lang)
{
  g_return_val_if_fail (HW_IS_INSPECTOR (self), NULL);

  for (guint i = 0; i < self->description_views->len; i++)
    {
      GtkTextView *view = g_ptr_array_index (self->description_views, i);
      if (g_strcmp0 (g_object_get_data (G_OBJECT (view), "hw-lang"), lang ? lang : "") == 0)
        return view;
    }
  return NULL;
}
