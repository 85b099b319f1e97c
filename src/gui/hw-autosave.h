/* hw-autosave.h: crash copies of unsaved documents in the user's cache directory. */
#pragma once

#include "hw-document.h"

G_BEGIN_DECLS

/* Returns a new, unused autosave file name. */
char       *hw_autosave_new_path     (void);
/* Writes @document to @autosave_path, remembering the file it belongs to. */
gboolean    hw_autosave_write        (HwDocument  *document,
                                      const char  *autosave_path,
                                      GError     **error);
/* Returns TRUE when @document is byte for byte the file it belongs to (nothing to recover). */
gboolean    hw_autosave_matches_file (HwDocument  *document);
/* Removes an autosave file and what was remembered with it. */
void        hw_autosave_remove       (const char  *autosave_path);
/* Returns the autosave files left by earlier runs (newest first; free with g_strfreev).
 * Those identical to the file they belong to hold nothing to recover: they are removed. */
char      **hw_autosave_list         (void);
/* Loads an autosave as an unsaved document belonging to its original file, then removes it. */
HwDocument *hw_autosave_recover      (const char  *autosave_path,
                                      GError     **error);

G_END_DECLS
