/* hw-export-dialog.c: the Export and Print dialog. The plan is made afresh from the document
 * whenever it is needed: it borrows the scenario, which an undo may replace. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hw-export-dialog.h"
#include "hw-pioneers.h"

struct _HwExportDialog
{
  GtkWindow       parent_instance;

  /* template widgets */
  GtkDropDown    *layout_drop;
  GtkDropDown    *paper_drop;
  GtkDropDown    *format_drop;
  GtkSpinButton  *hex_spin;
  GtkSpinButton  *dpi_spin;
  GtkCheckButton *legend_check;
  GtkCheckButton *bw_check;
  GtkCheckButton *deal_check;
  GtkLabel       *summary_label;
  GtkLabel       *status_label;
  GtkDrawingArea *preview;
  GtkWidget      *export_button;
  GtkWidget      *print_button;

  /* owned references */
  HwDocument     *document;
  GtkNativeDialog *chooser;
};

G_DEFINE_FINAL_TYPE (HwExportDialog, hw_export_dialog, GTK_TYPE_WINDOW)

static const char *format_extensions[] = { "svg", "pdf", "png" };

/* The format list's last entry, after the HwExportFormat ones: a Pioneers map (issue 16). */
#define FORMAT_PIONEERS 3

static gboolean
hw_export_dialog_is_pioneers (HwExportDialog *self)
{
  return gtk_drop_down_get_selected (self->format_drop) == FORMAT_PIONEERS;
}

void
hw_export_dialog_get_options (HwExportDialog  *self,
                              HwExportOptions *options)
{
  g_return_if_fail (HW_IS_EXPORT_DIALOG (self));

  hw_export_options_init (options);
  options->layout = (HwExportLayout) gtk_drop_down_get_selected (self->layout_drop);
  options->paper = (HwPaper) gtk_drop_down_get_selected (self->paper_drop);
  /* A Pioneers map is no print; the preview still shows the board as an SVG would. */
  options->format = hw_export_dialog_is_pioneers (self)
                    ? HW_EXPORT_FORMAT_SVG
                    : (HwExportFormat) gtk_drop_down_get_selected (self->format_drop);
  options->dpi = gtk_spin_button_get_value (self->dpi_spin);
  options->render.hex_mm = gtk_spin_button_get_value (self->hex_spin);
  /* Chits keep the base game's proportion to the hex. */
  options->render.chit_mm = options->render.hex_mm * HW_RENDER_DEFAULT_CHIT_MM
                            / HW_RENDER_DEFAULT_HEX_MM;
  options->render.show_legend = gtk_check_button_get_active (self->legend_check);
  options->render.monochrome = gtk_check_button_get_active (self->bw_check);
}

HwExportPlan *
hw_export_dialog_dup_plan (HwExportDialog  *self,
                           GError         **error)
{
  HwVariant *variant = hw_document_get_variant (self->document);
  HwExportOptions options;

  if (variant == NULL)
    {
      g_set_error (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_EMPTY,
                   _("The scenario has no board"));
      return NULL;
    }
  hw_export_dialog_get_options (self, &options);
  return hw_export_plan_new (hw_document_get_scenario (self->document), variant, &options,
                             error);
}

/* Says which board a Pioneers map of @variant written now holds: a `.game` does not show at a
 * glance whether Pioneers will deal it again. */
static const char *
hw_export_dialog_deal_text (HwExportDialog *self,
                            HwVariant      *variant)
{
  gboolean deal = gtk_check_button_get_active (self->deal_check);

  if (hw_pioneers_deals (variant, deal))
    return _("random-terrain: Pioneers deals the terrain again at every game.");
  if (deal)
    return _("The board as it stands: this map shuffles no terrain for Pioneers to deal.");
  return _("The board as it stands: Pioneers plays it unchanged.");
}

/* The print options do not apply to a Pioneers map; the summary says at once whether
 * Pioneers can hold the board, and what it keeps only approximately. */
static gboolean
hw_export_dialog_update_pioneers (HwExportDialog *self)
{
  gboolean pioneers = hw_export_dialog_is_pioneers (self);
  HwVariant *variant = hw_document_get_variant (self->document);
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GString) text = NULL;

  gtk_widget_set_sensitive (GTK_WIDGET (self->layout_drop), !pioneers);
  gtk_widget_set_sensitive (GTK_WIDGET (self->hex_spin), !pioneers);
  gtk_widget_set_sensitive (GTK_WIDGET (self->legend_check), !pioneers);
  gtk_widget_set_sensitive (GTK_WIDGET (self->bw_check), !pioneers);
  gtk_widget_set_visible (GTK_WIDGET (self->deal_check), pioneers);
  if (!pioneers)
    return FALSE;

  gtk_widget_set_sensitive (GTK_WIDGET (self->paper_drop), FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->dpi_spin), FALSE);
  gtk_label_set_text (self->status_label, "");
  if (variant != NULL)
    data = hw_pioneers_to_data (hw_document_get_scenario (self->document), variant,
                                gtk_check_button_get_active (self->deal_check), &warnings,
                                &error);
  gtk_widget_set_sensitive (self->export_button, data != NULL);
  if (data == NULL)
    {
      gtk_label_set_text (self->summary_label,
                          error ? error->message : _("The scenario has no board"));
      return TRUE;
    }
  text = g_string_new (_("A map for Pioneers (pioneers-server-console --file MAP.game)"));
  g_string_append_printf (text, "\n%s", hw_export_dialog_deal_text (self, variant));
  for (guint i = 0; i < warnings->len; i++)
    g_string_append_printf (text, "\n%s", (const char *) g_ptr_array_index (warnings, i));
  gtk_label_set_text (self->summary_label, text->str);
  return TRUE;
}

static void
hw_export_dialog_update (HwExportDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwExportPlan) plan = hw_export_dialog_dup_plan (self, &error);
  HwExportOptions options;
  g_autofree char *text = NULL;
  double w, h;
  guint n, rows, cols;

  hw_export_dialog_get_options (self, &options);
  if (hw_export_dialog_update_pioneers (self))
    {
      gtk_widget_set_sensitive (self->print_button, plan != NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self->preview));
      return;
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->paper_drop),
                            options.layout != HW_EXPORT_LAYOUT_POSTER);
  gtk_widget_set_sensitive (GTK_WIDGET (self->dpi_spin), options.format == HW_EXPORT_FORMAT_PNG);
  gtk_widget_set_sensitive (self->export_button, plan != NULL);
  gtk_widget_set_sensitive (self->print_button, plan != NULL);
  gtk_label_set_text (self->status_label, "");
  if (plan == NULL)
    {
      gtk_label_set_text (self->summary_label, error->message);
      gtk_widget_queue_draw (GTK_WIDGET (self->preview));
      return;
    }

  n = hw_export_plan_get_n_pages (plan);
  hw_export_plan_get_page_size (plan, &w, &h);
  hw_export_plan_get_grid (plan, &rows, &cols);
  if (options.layout == HW_EXPORT_LAYOUT_TILED)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u page of %.0f × %.0f mm (%u × %u), at real size",
                                         "%u pages of %.0f × %.0f mm (%u × %u), at real size", n),
                            n, w, h, rows, cols);
  else if (options.layout == HW_EXPORT_LAYOUT_KIT)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u sheet of %.0f × %.0f mm with %u pieces to cut out",
                                         "%u sheets of %.0f × %.0f mm with %u pieces to cut out", n),
                            n, w, h, hw_export_plan_get_n_pieces (plan));
  else
    text = g_strdup_printf (_("One page of %.0f × %.0f mm"), w, h);
  gtk_label_set_text (self->summary_label, text);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

/* Lays out the pages of a tiled @plan for the preview, in mm: the board's tiles where they
 * cut the drawing, the sheets after them (the legend) in a column to their right. Returns
 * the rectangles in @pages and the box holding them all in @box. */
static void
hw_export_dialog_tiled_pages (HwExportPlan *plan,
                              GArray       *pages,
                              HwRenderBox  *box)
{
  guint rows = 0, cols = 0, n = hw_export_plan_get_n_pages (plan);
  double pw, ph, right;

  hw_export_plan_get_grid (plan, &rows, &cols);
  hw_export_plan_get_page_size (plan, &pw, &ph);
  box->x = box->y = 0;
  hw_export_plan_get_content_size (plan, &box->width, &box->height);
  g_array_set_size (pages, 0);
  for (guint p = 0; p < n && p < rows * cols; p++)
    {
      HwRenderBox w;

      hw_export_plan_get_window (plan, p, &w);
      g_array_append_val (pages, w);
      /* The split can reach past the drawing: show all of it. */
      box->width = MAX (box->width, w.x + w.width);
      box->height = MAX (box->height, w.y + w.height);
    }
  right = box->width + 20;
  for (guint p = rows * cols; p < n; p++)
    {
      HwRenderBox w = { right, (p - rows * cols) * (ph + 20), pw, ph };

      g_array_append_val (pages, w);
      box->width = MAX (box->width, w.x + w.width);
      box->height = MAX (box->height, w.y + w.height);
    }
}

/* The preview: the tiled split over the whole drawing, or the first pages side by side. */
static void
hw_export_dialog_draw_preview (GtkDrawingArea *area,
                               cairo_t        *cr,
                               int             width,
                               int             height,
                               gpointer        user_data)
{
  HwExportDialog *self = user_data;
  g_autoptr(HwExportPlan) plan = hw_export_dialog_dup_plan (self, NULL);
  HwExportOptions options;
  double pw, ph, scale;
  guint n, shown, cols, rows;

  cairo_set_source_rgb (cr, 0.82, 0.82, 0.84);
  cairo_paint (cr);
  if (plan == NULL)
    return;

  hw_export_dialog_get_options (self, &options);
  n = hw_export_plan_get_n_pages (plan);

  if (options.layout == HW_EXPORT_LAYOUT_TILED)
    {
      g_autoptr(GArray) pages = g_array_new (FALSE, FALSE, sizeof (HwRenderBox));
      HwRenderBox box = { 0, 0, 0, 0 };
      HwRenderView view;

      rows = cols = 0;
      hw_export_plan_get_grid (plan, &rows, &cols);
      hw_export_dialog_tiled_pages (plan, pages, &box);
      hw_render_view_fit (&view, &box, width, height, 12);
      cairo_save (cr);
      hw_render_view_apply (&view, cr);
      /* The paper first, so the board shows on white where the pages cover it. */
      for (guint p = 0; p < n; p++)
        {
          HwRenderBox *w = &g_array_index (pages, HwRenderBox, p);
          cairo_rectangle (cr, w->x, w->y, w->width, w->height);
        }
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill (cr);
      hw_render_variant (cr, hw_document_get_scenario (self->document),
                         hw_document_get_variant (self->document), &options.render);
      for (guint p = 0; p < n; p++)
        {
          HwRenderBox *w = &g_array_index (pages, HwRenderBox, p);
          char label[16];
          cairo_text_extents_t ext;

          /* The sheets after the board's tiles (the legend) are drawn as pages of their own,
           * beside the board, as the PDF prints them. */
          if (p >= rows * cols)
            {
              cairo_save (cr);
              cairo_rectangle (cr, w->x, w->y, w->width, w->height);
              cairo_clip (cr);
              cairo_translate (cr, w->x, w->y);
              hw_export_plan_draw_page (plan, cr, p);
              cairo_restore (cr);
            }
          cairo_rectangle (cr, w->x, w->y, w->width, w->height);
          cairo_set_source_rgba (cr, 0.1, 0.3, 0.8, p >= rows * cols ? 0 : p % 2 ? 0.06 : 0.12);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0.1, 0.3, 0.8, 0.9);
          cairo_set_line_width (cr, 1.5 / view.scale);
          cairo_stroke (cr);
          g_snprintf (label, sizeof label, "%u", p + 1);
          cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
          cairo_set_font_size (cr, 16 / view.scale);
          cairo_text_extents (cr, label, &ext);
          cairo_move_to (cr, w->x + 6 / view.scale - ext.x_bearing,
                         w->y + 6 / view.scale - ext.y_bearing);
          cairo_show_text (cr, label);
        }
      cairo_restore (cr);
      return;
    }

  /* Up to six pages in a grid. */
  hw_export_plan_get_page_size (plan, &pw, &ph);
  shown = MIN (n, 6);
  cols = shown <= 1 ? 1 : shown <= 4 ? 2 : 3;
  rows = (shown + cols - 1) / cols;
  scale = MIN ((width - 12.0 * (cols + 1)) / (cols * pw), (height - 12.0 * (rows + 1)) / (rows * ph));
  if (scale <= 0)
    return;
  for (guint p = 0; p < shown; p++)
    {
      double x = 12 + (p % cols) * (pw * scale + 12);
      double y = 12 + (p / cols) * (ph * scale + 12);

      cairo_save (cr);
      cairo_rectangle (cr, x + 2, y + 2, pw * scale, ph * scale);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
      cairo_fill (cr);
      cairo_translate (cr, x, y);
      cairo_rectangle (cr, 0, 0, pw * scale, ph * scale);
      cairo_clip (cr);
      cairo_scale (cr, scale, scale);
      hw_export_plan_draw_page (plan, cr, p);
      cairo_restore (cr);
    }
}

GArray *
hw_export_dialog_dup_preview_pages (HwExportDialog *self)
{
  g_autoptr(HwExportPlan) plan = NULL;
  GArray *pages = g_array_new (FALSE, FALSE, sizeof (HwRenderBox));
  HwRenderBox box;

  g_return_val_if_fail (HW_IS_EXPORT_DIALOG (self), pages);
  plan = hw_export_dialog_dup_plan (self, NULL);
  if (plan != NULL)
    hw_export_dialog_tiled_pages (plan, pages, &box);
  return pages;
}

gboolean
hw_export_dialog_export_to (HwExportDialog  *self,
                            const char      *path,
                            GError         **error)
{
  HwVariant *variant = hw_document_get_variant (self->document);
  g_autoptr(GError) local = NULL;
  HwExportOptions options;
  guint n_files = 0;

  g_return_val_if_fail (HW_IS_EXPORT_DIALOG (self), FALSE);

  if (variant == NULL)
    {
      g_set_error (&local, HW_EXPORT_ERROR, HW_EXPORT_ERROR_EMPTY, _("The scenario has no board"));
    }
  else if (hw_pioneers_path_is_game (path) || hw_export_dialog_is_pioneers (self))
    {
      /* A Pioneers map (issue 16): the print options do not apply; what the map cannot hold
       * refuses the export, and what it keeps only approximately is said in the status. */
      g_autoptr(GPtrArray) warnings = NULL;

      if (hw_pioneers_save_file (hw_document_get_scenario (self->document), variant, path,
                                 gtk_check_button_get_active (self->deal_check), &warnings,
                                 &local))
        {
          g_autofree char *base = g_path_get_basename (path);
          g_autoptr(GString) text = g_string_new (NULL);

          g_string_printf (text, _("Wrote the Pioneers map %s"), base);
          g_string_append_printf (text, "\n%s", hw_export_dialog_deal_text (self, variant));
          for (guint i = 0; i < warnings->len; i++)
            g_string_append_printf (text, "\n%s", (const char *) g_ptr_array_index (warnings, i));
          gtk_label_set_text (self->status_label, text->str);
          return TRUE;
        }
    }
  else
    {
      hw_export_dialog_get_options (self, &options);
      hw_export_write (hw_document_get_scenario (self->document), variant, &options, path,
                       &n_files, &local);
    }
  if (local != NULL)
    {
      gtk_label_set_text (self->status_label, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  {
    g_autofree char *base = g_path_get_basename (path);
    g_autofree char *text = NULL;

    if (n_files == 1)
      text = g_strdup_printf (_("Wrote %s"), base);
    else
      text = g_strdup_printf (_("Wrote %u files, one per page, named after %s"), n_files, base);
    gtk_label_set_text (self->status_label, text);
  }
  return TRUE;
}

static void
hw_export_dialog_chooser_response (GtkNativeDialog *chooser,
                                   int              response,
                                   gpointer         user_data)
{
  HwExportDialog *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;

      if (path)
        hw_export_dialog_export_to (self, path, NULL);
    }
  g_clear_object (&self->chooser);
}

/* Offers the board's format and, beside it, a Pioneers map (a name ending in .game). */
static void
hw_export_dialog_add_pioneers_filter (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) game = gtk_file_filter_new ();

  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_filter_set_name (game, _("Pioneers map (*.game)"));
  gtk_file_filter_add_pattern (game, "*.game");
  gtk_file_chooser_add_filter (chooser, all);
  gtk_file_chooser_add_filter (chooser, game);
}

static void
hw_export_dialog_export_clicked (HwExportDialog *self)
{
  HwExportOptions options;
  g_autofree char *title = hw_document_dup_title (self->document);
  g_autofree char *stem = NULL;
  g_autofree char *name = NULL;
  char *dot;

  hw_export_dialog_get_options (self, &options);
  stem = g_strdup (title ? title : "board");
  dot = strrchr (stem, '.');
  if (dot && dot != stem)
    *dot = '\0';
  name = g_strdup_printf ("%s.%s", stem, hw_export_dialog_is_pioneers (self)
                                          ? "game" : format_extensions[options.format]);

  g_clear_object (&self->chooser);
  self->chooser = GTK_NATIVE_DIALOG (gtk_file_chooser_native_new (_("Export Board"),
                                                                 GTK_WINDOW (self),
                                                                 GTK_FILE_CHOOSER_ACTION_SAVE,
                                                                 _("_Export"), _("_Cancel")));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  hw_export_dialog_add_pioneers_filter (GTK_FILE_CHOOSER (self->chooser));
  g_signal_connect (self->chooser, "response",
                    G_CALLBACK (hw_export_dialog_chooser_response), self);
  gtk_native_dialog_show (self->chooser);
}

static void
hw_export_dialog_draw_page (GtkPrintOperation *operation,
                            GtkPrintContext   *context,
                            int                page,
                            gpointer           user_data)
{
  HwExportPlan *plan = user_data;

  /* The operation's unit is the millimetre, and the page's origin its paper corner. */
  if ((guint) page < hw_export_plan_get_n_pages (plan))
    hw_export_plan_draw_page (plan, gtk_print_context_get_cairo_context (context), page);
}

static void
hw_export_dialog_free_plan (gpointer  data,
                            GClosure *closure)
{
  hw_export_plan_free (data);
}

void
hw_export_dialog_print (HwExportDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GtkPageSetup) setup = NULL;
  g_autoptr(GtkPaperSize) paper = NULL;
  HwExportPlan *plan;
  HwExportOptions options;
  double w, h;

  g_return_if_fail (HW_IS_EXPORT_DIALOG (self));

  plan = hw_export_dialog_dup_plan (self, &error);
  if (plan == NULL)
    {
      gtk_label_set_text (self->status_label, error->message);
      return;
    }
  hw_export_dialog_get_options (self, &options);
  hw_export_plan_get_page_size (plan, &w, &h);

  if (options.layout == HW_EXPORT_LAYOUT_POSTER)
    paper = gtk_paper_size_new_custom ("hexwright-poster", _("Poster"), MIN (w, h), MAX (w, h),
                                       GTK_UNIT_MM);
  else
    paper = gtk_paper_size_new (options.paper == HW_PAPER_LETTER ? GTK_PAPER_NAME_LETTER
                                                                 : GTK_PAPER_NAME_A4);
  setup = gtk_page_setup_new ();
  gtk_page_setup_set_paper_size (setup, paper);
  gtk_page_setup_set_orientation (setup, w > h ? GTK_PAGE_ORIENTATION_LANDSCAPE
                                               : GTK_PAGE_ORIENTATION_PORTRAIT);

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (operation,
                                    hw_scenario_get_name (hw_document_get_scenario (self->document)));
  gtk_print_operation_set_n_pages (operation, (int) hw_export_plan_get_n_pages (plan));
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_MM);
  g_signal_connect_data (operation, "draw-page", G_CALLBACK (hw_export_dialog_draw_page),
                         plan, hw_export_dialog_free_plan, 0);

  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               GTK_WINDOW (self), &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    gtk_label_set_text (self->status_label, error->message);
}

static void
hw_export_dialog_changed (HwExportDialog *self)
{
  hw_export_dialog_update (self);
}

static void
hw_export_dialog_dispose (GObject *object)
{
  HwExportDialog *self = HW_EXPORT_DIALOG (object);

  if (self->chooser)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (hw_export_dialog_parent_class)->dispose (object);
}

static void
hw_export_dialog_class_init (HwExportDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hw_export_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hexwright/Hexwright/HwExportDialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, layout_drop);
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, paper_drop);
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, format_drop);
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, hex_spin);
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, dpi_spin);
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, legend_check);
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, bw_check);
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, deal_check);
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, summary_label);
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, export_button);
  gtk_widget_class_bind_template_child (widget_class, HwExportDialog, print_button);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* Gives @drop the width of its widest choice: it showed only the chosen one's, and the whole
 * column of settings narrowed when a shorter format was chosen. */
static void
hw_export_dialog_steady_width (GtkDropDown *drop)
{
  GListModel *model = gtk_drop_down_get_model (drop);
  int widest = 0;

  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);
      g_autoptr(PangoLayout) layout = NULL;
      int w, h;

      if (!GTK_IS_STRING_OBJECT (item))
        continue;
      layout = gtk_widget_create_pango_layout (GTK_WIDGET (drop),
                                               gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
      pango_layout_get_pixel_size (layout, &w, &h);
      widest = MAX (widest, w);
    }
  /* The arrow and the button's padding. */
  gtk_widget_set_size_request (GTK_WIDGET (drop), widest + 48, -1);
  gtk_widget_set_hexpand (GTK_WIDGET (drop), TRUE);
}

static void
hw_export_dialog_init (HwExportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  hw_export_dialog_steady_width (self->layout_drop);
  hw_export_dialog_steady_width (self->paper_drop);
  hw_export_dialog_steady_width (self->format_drop);
  gtk_drawing_area_set_draw_func (self->preview, hw_export_dialog_draw_preview, self, NULL);
  g_signal_connect_swapped (self->layout_drop, "notify::selected",
                            G_CALLBACK (hw_export_dialog_changed), self);
  g_signal_connect_swapped (self->paper_drop, "notify::selected",
                            G_CALLBACK (hw_export_dialog_changed), self);
  g_signal_connect_swapped (self->format_drop, "notify::selected",
                            G_CALLBACK (hw_export_dialog_changed), self);
  g_signal_connect_swapped (self->hex_spin, "value-changed",
                            G_CALLBACK (hw_export_dialog_changed), self);
  g_signal_connect_swapped (self->dpi_spin, "value-changed",
                            G_CALLBACK (hw_export_dialog_changed), self);
  g_signal_connect_swapped (self->legend_check, "toggled",
                            G_CALLBACK (hw_export_dialog_changed), self);
  g_signal_connect_swapped (self->bw_check, "toggled",
                            G_CALLBACK (hw_export_dialog_changed), self);
  g_signal_connect_swapped (self->deal_check, "toggled",
                            G_CALLBACK (hw_export_dialog_changed), self);
  g_signal_connect_swapped (self->export_button, "clicked",
                            G_CALLBACK (hw_export_dialog_export_clicked), self);
  g_signal_connect_swapped (self->print_button, "clicked",
                            G_CALLBACK (hw_export_dialog_print), self);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->export_button);
}

HwExportDialog *
hw_export_dialog_new (GtkWindow  *parent,
                      HwDocument *document)
{
  HwExportDialog *self;

  g_return_val_if_fail (HW_IS_DOCUMENT (document), NULL);

  self = g_object_new (HW_TYPE_EXPORT_DIALOG,
                       "transient-for", parent,
                       "destroy-with-parent", TRUE,
                       NULL);
  self->document = g_object_ref (document);
  hw_export_dialog_update (self);
  return self;
}

GtkCheckButton *
hw_export_dialog_get_deal_check (HwExportDialog *self)
{
  g_return_val_if_fail (HW_IS_EXPORT_DIALOG (self), NULL);
  return self->deal_check;
}
