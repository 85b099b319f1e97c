/* test-export-dialog.c: the Export and Print dialog under a display (Xvfb in `make check`). */
#include "hw-test.h"
#include "hw-test-gui.h"

#include <string.h>

#include "hw-autocleanups.h"
#include "hw-document.h"
#include "hw-export-dialog.h"

static char *tmp_dir;

static HwDocument *
open_document (void)
{
  g_autofree char *path = hw_test_source_path ("scenarios", "desert-raiders.xml", NULL);
  g_autoptr(GError) error = NULL;
  HwDocument *doc;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_free (path);
      path = hw_test_source_path ("tests", "data", "tiny.xml", NULL);
    }
  doc = hw_document_new_from_file (path, &error);
  if (doc == NULL)
    fail_msg ("%s", error->message);
  return doc;
}

static GtkWidget *
find_by_type (GtkWidget *root, GType type, guint nth)
{
  guint seen = 0;
  GQueue queue = G_QUEUE_INIT;

  g_queue_push_tail (&queue, root);
  while (!g_queue_is_empty (&queue))
    {
      GtkWidget *w = g_queue_pop_head (&queue);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && seen++ == nth)
        {
          g_queue_clear (&queue);
          return w;
        }
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (&queue, c);
    }
  return NULL;
}

/* Saves a picture of the dialog when HW_EXPORT_DIALOG_SHOT names a file, to look at it. */
static void
maybe_screenshot (GtkWidget *widget)
{
  const char *path = g_getenv ("HW_EXPORT_DIALOG_SHOT");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(cairo_surface_t) surface = NULL;
  g_autoptr(cairo_t) cr = NULL;
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);

  if (path == NULL || w <= 0 || h <= 0)
    return;
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  if (node)
    gsk_render_node_draw (node, cr);
  cairo_surface_write_to_png (surface, path);
}

static void
test_export_dialog_summary_follows_layout (void **state)
{
  g_autoptr(HwDocument) doc = open_document ();
  HwExportDialog *dialog = hw_export_dialog_new (NULL, doc);
  GtkDropDown *layout = GTK_DROP_DOWN (find_by_type (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, 0));
  HwExportOptions options;

  gtk_window_present (GTK_WINDOW (dialog));
  hw_test_flush_events ();
  assert_non_null (layout);

  hw_export_dialog_get_options (dialog, &options);
  assert_int_equal (options.layout, HW_EXPORT_LAYOUT_POSTER);
  assert_true (options.render.show_legend);

  gtk_drop_down_set_selected (layout, HW_EXPORT_LAYOUT_TILED);
  hw_test_flush_events ();
  hw_export_dialog_get_options (dialog, &options);
  assert_int_equal (options.layout, HW_EXPORT_LAYOUT_TILED);
  {
    g_autoptr(HwExportPlan) plan = hw_export_dialog_dup_plan (dialog, NULL);
    g_autofree char *count = NULL;
    gboolean shown = FALSE;
    GtkWidget *label;

    assert_non_null (plan);
    assert_true (hw_export_plan_get_n_pages (plan) > 1);
    count = g_strdup_printf ("%u pages of ", hw_export_plan_get_n_pages (plan));
    for (guint i = 0; (label = find_by_type (GTK_WIDGET (dialog), GTK_TYPE_LABEL, i)); i++)
      shown |= strstr (gtk_label_get_text (GTK_LABEL (label)), count) != NULL;
    assert_true (shown);
  }
  maybe_screenshot (GTK_WIDGET (dialog));
  hw_test_destroy_window (GTK_WINDOW (dialog));
}

static void
test_export_dialog_writes_pdf (void **state)
{
  g_autoptr(HwDocument) doc = open_document ();
  HwExportDialog *dialog = hw_export_dialog_new (NULL, doc);
  GtkDropDown *layout = GTK_DROP_DOWN (find_by_type (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, 0));
  GtkDropDown *format = GTK_DROP_DOWN (find_by_type (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, 2));
  g_autofree char *path = g_build_filename (tmp_dir, "board.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwExportPlan) plan = NULL;
  g_autofree char *data = NULL;
  gsize length;
  guint pages = 0;

  gtk_drop_down_set_selected (layout, HW_EXPORT_LAYOUT_KIT);
  gtk_drop_down_set_selected (format, HW_EXPORT_FORMAT_PDF);
  hw_test_flush_events ();
  plan = hw_export_dialog_dup_plan (dialog, NULL);
  assert_non_null (plan);
  assert_true (hw_export_dialog_export_to (dialog, path, &error));
  assert_null (error);
  assert_true (g_file_get_contents (path, &data, &length, NULL));
  assert_memory_equal (data, "%PDF", 4);
  /* As many pages as the plan has sheets. */
  {
    const char *argv[] = { "pdfinfo", path, NULL };
    g_autofree char *out = NULL;
    const char *line;
    int status;

    assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               &out, NULL, &status, NULL));
    line = strstr (out, "Pages:");
    assert_non_null (line);
    pages = (guint) g_ascii_strtoull (line + strlen ("Pages:"), NULL, 10);
  }
  assert_int_equal (pages, hw_export_plan_get_n_pages (plan));
  g_unlink (path);
  hw_test_destroy_window (GTK_WINDOW (dialog));
}

static void
test_export_dialog_refuses_impossible (void **state)
{
  g_autoptr(HwDocument) doc = open_document ();
  HwExportDialog *dialog = hw_export_dialog_new (NULL, doc);
  GtkDropDown *layout = GTK_DROP_DOWN (find_by_type (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, 0));
  GtkSpinButton *hex = GTK_SPIN_BUTTON (find_by_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0));
  g_autofree char *path = g_build_filename (tmp_dir, "nowhere", "board.svg", NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *export_button = NULL;

  /* A 400 mm tile does not fit a sheet: no plan, and the buttons go insensitive. */
  gtk_drop_down_set_selected (layout, HW_EXPORT_LAYOUT_KIT);
  gtk_spin_button_set_value (hex, 400);
  hw_test_flush_events ();
  assert_null (hw_export_dialog_dup_plan (dialog, NULL));
  for (guint i = 0; (export_button = find_by_type (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, i)); i++)
    if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (export_button)), "_Export…") == 0)
      break;
  assert_non_null (export_button);
  assert_false (gtk_widget_get_sensitive (export_button));

  /* An unwritable place: an error, and nothing written. */
  gtk_drop_down_set_selected (layout, HW_EXPORT_LAYOUT_POSTER);
  gtk_spin_button_set_value (hex, 79.4);
  hw_test_flush_events ();
  assert_false (hw_export_dialog_export_to (dialog, path, &error));
  assert_true (g_error_matches (error, HW_EXPORT_ERROR, HW_EXPORT_ERROR_IO));
  assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  hw_test_destroy_window (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_export_dialog_summary_follows_layout),
    cmocka_unit_test (test_export_dialog_writes_pdf),
    cmocka_unit_test (test_export_dialog_refuses_impossible),
  };
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  if (!hw_test_gtk_init ())
    return 0;
  tmp_dir = g_dir_make_tmp ("hexwright-export-dialog-XXXXXX", NULL);
  status = cmocka_run_group_tests (tests, NULL, NULL);
  hw_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
