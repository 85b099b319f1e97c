/* hw-window.h: the editor window: tool palette, board canvas, inspector, problems. */
#pragma once

#include <gtk/gtk.h>

#include "hw-document.h"

G_BEGIN_DECLS

#define HW_TYPE_WINDOW (hw_window_get_type ())

G_DECLARE_FINAL_TYPE (HwWindow, hw_window, HW, WINDOW, GtkApplicationWindow)

/* Creates an editor window of @application showing a new, empty scenario. */
HwWindow   *hw_window_new          (GtkApplication *application);
/* Returns the document the window edits. */
HwDocument *hw_window_get_document (HwWindow       *self);
/* Shows @document in the window (the window keeps a reference). */
void        hw_window_set_document (HwWindow       *self,
                                    HwDocument     *document);
/* Opens @path in this window; on failure shows the loader's message and keeps the current
 * document. Returns TRUE when the file was opened. */
gboolean    hw_window_open_file    (HwWindow       *self,
                                    const char     *path);
/* Returns TRUE when the window shows an unmodified document with no file (it may be reused). */
gboolean    hw_window_is_pristine  (HwWindow       *self);
/* Returns TRUE when nothing was edited in the window since its document was opened: Open
 * replaces that document instead of opening another window. */
gboolean    hw_window_is_untouched (HwWindow       *self);
/* Opens each of @paths in a window of its own (@application's blank window first; @application
 * may be NULL) and shows one dialog listing every file that could not be opened and why.
 * No window is made for a file that fails. Returns how many files were opened. */
guint       hw_window_open_paths   (GtkApplication     *application,
                                    const char * const *paths);

G_END_DECLS
