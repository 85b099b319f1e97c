/* hw-validation-panel.c: every diagnostic of the document, refreshed after each change.
 *
 * The counts and the summary follow each change at once; the rows are rebuilt when the main
 * loop is next idle. A change can arrive in the middle of GTK moving the focus into the list:
 * Tab from a table field the designer typed in commits that field as the field loses the
 * focus, while the list is focusing its first row, and rebuilding the rows right then freed
 * the row being focused (the editor hung in a loop of criticals).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hw-rule-labels.h"
#include "hw-validation-panel.h"

struct _HwValidationPanel
{
  GtkBox      parent_instance;

  /* template widgets */
  GtkImage   *summary_icon;
  GtkLabel   *summary_label;
  GtkCheckButton *all_maps_check;
  GtkWidget  *list_separator;
  GtkWidget  *list_scroller;
  GtkListBox *list;

  /* owned references */
  HwDocument *document;
  GPtrArray  *source;        /* the document's diagnostics, kept alive with the rows */
  GPtrArray  *diagnostics;   /* borrowed from source: what the rows show, in their order */
  char       *summary;
  gulong      changed_id;
  guint       rebuild_id;    /* the rows wait for this idle to show the diagnostics */
  guint       errors;
  guint       warnings;
};

enum { PROBLEM_SELECTED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (HwValidationPanel, hw_validation_panel, GTK_TYPE_BOX)

static GtkWidget *
hw_validation_panel_row (const HwDiagnostic *diagnostic)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *icon, *message, *where;
  g_autoptr(GString) place = g_string_new (NULL);

  icon = gtk_image_new_from_icon_name (diagnostic->severity == HW_SEVERITY_ERROR
                                       ? "dialog-error-symbolic" : "dialog-warning-symbolic");
  gtk_widget_add_css_class (icon, diagnostic->severity == HW_SEVERITY_ERROR ? "error" : "warning");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);

  message = gtk_label_new (diagnostic->message);
  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (message), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (message), 0);
  gtk_box_append (GTK_BOX (text), message);

  if (diagnostic->variant != NULL)
    {
      /* Where a problem is: the map, e.g. "3–4 players" or "1 player". */
      g_autofree char *players = hw_players_label (diagnostic->variant);
      g_string_append (place, players);
    }
  if (diagnostic->line > 0)
    {
      if (place->len > 0)
        g_string_append (place, " · ");
      g_string_append_printf (place, _("line %u"), diagnostic->line);
    }
  if (diagnostic->hexes != NULL && diagnostic->hexes->len > 0)
    {
      if (place->len > 0)
        g_string_append (place, " · ");
      g_string_append_printf (place, ngettext ("%u hex", "%u hexes", diagnostic->hexes->len),
                              diagnostic->hexes->len);
    }
  if (place->len > 0)
    {
      where = gtk_label_new (place->str);
      gtk_label_set_xalign (GTK_LABEL (where), 0);
      gtk_widget_add_css_class (where, "dim-label");
      gtk_widget_add_css_class (where, "caption");
      gtk_box_append (GTK_BOX (text), where);
    }

  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 10);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), text);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

/* Says whether @diagnostic belongs to the map shown (or to no map in particular). */
static gboolean
hw_validation_panel_on_shown_map (HwValidationPanel  *self,
                                  const HwDiagnostic *diagnostic)
{
  HwVariant *variant = hw_document_get_variant (self->document);

  return diagnostic->variant == NULL || variant == NULL
         || g_strcmp0 (diagnostic->variant, variant->id) == 0;
}

/* Makes the rows show self->diagnostics; a row that had the keyboard focus hands it on to the
 * row now in its place. */
static void
hw_validation_panel_rebuild_rows (HwValidationPanel *self)
{
  GtkWidget *focused = gtk_widget_get_focus_child (GTK_WIDGET (self->list));
  int focus_index = GTK_IS_LIST_BOX_ROW (focused)
                    ? gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (focused)) : -1;
  GtkListBoxRow *row;

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  /* Row by row: the list's first child may be its placeholder, which stays. */
  while ((row = gtk_list_box_get_row_at_index (self->list, 0)) != NULL)
    gtk_list_box_remove (self->list, GTK_WIDGET (row));
  for (guint i = 0; self->diagnostics != NULL && i < self->diagnostics->len; i++)
    gtk_list_box_append (self->list,
                         hw_validation_panel_row (g_ptr_array_index (self->diagnostics, i)));
  /* Nothing to list: the summary says it all, and the panel is one line high. */
  gtk_widget_set_visible (self->list_scroller, self->diagnostics->len > 0);
  gtk_widget_set_visible (self->list_separator, self->diagnostics->len > 0);

  if (focus_index >= 0 && self->diagnostics->len > 0)
    {
      row = gtk_list_box_get_row_at_index (self->list,
                                           MIN ((guint) focus_index, self->diagnostics->len - 1));
      gtk_widget_grab_focus (GTK_WIDGET (row));
    }
}

static gboolean
hw_validation_panel_rebuild_idle (gpointer data)
{
  HwValidationPanel *self = data;

  self->rebuild_id = 0;
  hw_validation_panel_rebuild_rows (self);
  return G_SOURCE_REMOVE;
}

static void
hw_validation_panel_refresh (HwValidationPanel *self)
{
  guint hidden = 0;
  gboolean all_maps = gtk_check_button_get_active (self->all_maps_check);

  g_clear_pointer (&self->diagnostics, g_ptr_array_unref);
  g_clear_pointer (&self->source, g_ptr_array_unref);
  g_clear_pointer (&self->summary, g_free);
  self->errors = self->warnings = 0;
  self->diagnostics = g_ptr_array_new ();

  if (self->document != NULL)
    {
      GPtrArray *all = hw_document_get_diagnostics (self->document);
      HwScenario *scenario = hw_document_get_scenario (self->document);

      hw_diagnostics_count (all, &self->errors, &self->warnings);
      /* The shown map's problems first; the other maps' after them, when asked for. */
      for (int pass = 0; pass < 2; pass++)
        for (guint i = 0; i < all->len; i++)
          {
            const HwDiagnostic *d = g_ptr_array_index (all, i);

            if (hw_validation_panel_on_shown_map (self, d) != (pass == 0))
              continue;
            if (pass == 1 && !all_maps)
              {
                hidden++;
                continue;
              }
            g_ptr_array_add (self->diagnostics, (gpointer) d);
          }
      self->source = g_ptr_array_ref (all);
      gtk_widget_set_visible (GTK_WIDGET (self->all_maps_check),
                              scenario != NULL && scenario->variants->len > 1);
    }
  if (self->rebuild_id == 0)
    self->rebuild_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, hw_validation_panel_rebuild_idle,
                                        self, NULL);

  if (self->errors == 0 && self->warnings == 0)
    self->summary = g_strdup (_("No problems"));
  else if (self->warnings == 0)
    self->summary = g_strdup_printf (ngettext ("%u error", "%u errors", self->errors), self->errors);
  else if (self->errors == 0)
    self->summary = g_strdup_printf (ngettext ("%u warning", "%u warnings", self->warnings),
                                     self->warnings);
  else
    {
      g_autofree char *errors = g_strdup_printf (ngettext ("%u error", "%u errors", self->errors),
                                                 self->errors);
      g_autofree char *warnings = g_strdup_printf (ngettext ("%u warning", "%u warnings",
                                                             self->warnings), self->warnings);
      /* Translators: "3 errors, 1 warning". */
      self->summary = g_strdup_printf (_("%s, %s"), errors, warnings);
    }

  if (hidden > 0)
    {
      g_autofree char *more = g_strdup_printf (ngettext ("%s (%u on another map)",
                                                         "%s (%u on other maps)", hidden),
                                               self->summary, hidden);
      g_free (self->summary);
      self->summary = g_steal_pointer (&more);
    }
  gtk_label_set_label (self->summary_label, self->summary);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->summary_label),
                               self->errors + self->warnings == 0
                               ? _("The tables, the board and the rules agree.") : NULL);
  gtk_image_set_from_icon_name (self->summary_icon,
                                self->errors > 0 ? "dialog-error-symbolic"
                                : self->warnings > 0 ? "dialog-warning-symbolic"
                                : "emblem-ok-symbolic");
  gtk_widget_remove_css_class (GTK_WIDGET (self->summary_icon), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->summary_icon), "warning");
  gtk_widget_remove_css_class (GTK_WIDGET (self->summary_icon), "success");
  gtk_widget_add_css_class (GTK_WIDGET (self->summary_icon),
                            self->errors > 0 ? "error" : self->warnings > 0 ? "warning" : "success");
}

static void
hw_validation_panel_row_selected (GtkListBox        *list,
                                  GtkListBoxRow     *row,
                                  HwValidationPanel *self)
{
  int index;

  /* Until they are rebuilt, the rows show diagnostics that are gone. */
  if (row == NULL || self->diagnostics == NULL || self->rebuild_id != 0)
    return;
  index = gtk_list_box_row_get_index (row);
  if (index >= 0 && (guint) index < self->diagnostics->len)
    g_signal_emit (self, signals[PROBLEM_SELECTED], 0, g_ptr_array_index (self->diagnostics, index));
}

static void
hw_validation_panel_all_maps_toggled (HwValidationPanel *self)
{
  hw_validation_panel_refresh (self);
}

static void
hw_validation_panel_row_activated (GtkListBox        *list,
                                   GtkListBoxRow     *row,
                                   HwValidationPanel *self)
{
  /* Activating the selected row again flashes its hexes again. */
  hw_validation_panel_row_selected (list, row, self);
}

static void
hw_validation_panel_dispose (GObject *object)
{
  HwValidationPanel *self = HW_VALIDATION_PANEL (object);

  hw_validation_panel_set_document (self, NULL);
  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_clear_pointer (&self->diagnostics, g_ptr_array_unref);
  g_clear_pointer (&self->source, g_ptr_array_unref);
  g_clear_pointer (&self->summary, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HW_TYPE_VALIDATION_PANEL);
  G_OBJECT_CLASS (hw_validation_panel_parent_class)->dispose (object);
}

static void
hw_validation_panel_class_init (HwValidationPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hw_validation_panel_dispose;

  /* A diagnostic was chosen; the pointer is valid until the document changes. */
  signals[PROBLEM_SELECTED] = g_signal_new ("problem-selected", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hexwright/Hexwright/HwValidationPanel.ui");
  gtk_widget_class_bind_template_child (widget_class, HwValidationPanel, summary_icon);
  gtk_widget_class_bind_template_child (widget_class, HwValidationPanel, summary_label);
  gtk_widget_class_bind_template_child (widget_class, HwValidationPanel, list);
  gtk_widget_class_bind_template_child (widget_class, HwValidationPanel, all_maps_check);
  gtk_widget_class_bind_template_child (widget_class, HwValidationPanel, list_separator);
  gtk_widget_class_bind_template_child (widget_class, HwValidationPanel, list_scroller);
  gtk_widget_class_bind_template_callback (widget_class, hw_validation_panel_all_maps_toggled);
  gtk_widget_class_bind_template_callback (widget_class, hw_validation_panel_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, hw_validation_panel_row_activated);
}

static void
hw_validation_panel_init (HwValidationPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  hw_validation_panel_refresh (self);
}

void
hw_validation_panel_set_document (HwValidationPanel *self,
                                  HwDocument        *document)
{
  g_return_if_fail (HW_IS_VALIDATION_PANEL (self));

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
                                                   G_CALLBACK (hw_validation_panel_refresh), self);
    }
  if (!gtk_widget_in_destruction (GTK_WIDGET (self)))
    hw_validation_panel_refresh (self);
}

const char *
hw_validation_panel_get_summary (HwValidationPanel *self)
{
  g_return_val_if_fail (HW_IS_VALIDATION_PANEL (self), NULL);
  return self->summary;
}

void
hw_validation_panel_get_counts (HwValidationPanel *self,
                                guint             *errors,
                                guint             *warnings)
{
  g_return_if_fail (HW_IS_VALIDATION_PANEL (self));

  if (errors != NULL)
    *errors = self->errors;
  if (warnings != NULL)
    *warnings = self->warnings;
}

void
hw_validation_panel_select (HwValidationPanel *self,
                            guint              index)
{
  GtkListBoxRow *row;

  g_return_if_fail (HW_IS_VALIDATION_PANEL (self));

  if (self->rebuild_id != 0)
    hw_validation_panel_rebuild_rows (self);
  row = gtk_list_box_get_row_at_index (self->list, index);
  if (row != NULL)
    gtk_list_box_select_row (self->list, row);
}

guint
hw_validation_panel_get_n_shown (HwValidationPanel *self)
{
  g_return_val_if_fail (HW_IS_VALIDATION_PANEL (self), 0);
  return self->diagnostics != NULL ? self->diagnostics->len : 0;
}

void
hw_validation_panel_set_all_maps (HwValidationPanel *self,
                                  gboolean           all)
{
  g_return_if_fail (HW_IS_VALIDATION_PANEL (self));
  gtk_check_button_set_active (self->all_maps_check, all);
}
