/* hw-autosave.c: crash copies of unsaved documents.
 *
 * Each window writes its document every minute to a file of its own in
 * $XDG_CACHE_HOME/hexwright/, with a small key file naming the document's real file. A clean
 * close or save removes both, and so does going back to the saved state (hw-window.c), so
 * whatever is left at the next start was lost in a crash. A copy that holds nothing its file
 * does not is never offered back: it would reopen as unsaved work that is not there.
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "hw-autosave.h"
#include "hw-scenario-io.h"

static char *
hw_autosave_dir (void)
{
  return g_build_filename (g_get_user_cache_dir (), "hexwright", NULL);
}

static char *
hw_autosave_info_path (const char *autosave_path)
{
  return g_strconcat (autosave_path, ".info", NULL);
}

char *
hw_autosave_new_path (void)
{
  static guint counter;
  g_autofree char *dir = hw_autosave_dir ();
  g_autofree char *name = g_strdup_printf ("autosave-%" G_GINT64_FORMAT "-%d-%u.xml",
                                           g_get_real_time (), (int) getpid (), ++counter);

  return g_build_filename (dir, name, NULL);
}

gboolean
hw_autosave_write (HwDocument  *document,
                   const char  *autosave_path,
                   GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (autosave_path);
  g_autofree char *info_path = hw_autosave_info_path (autosave_path);
  g_autoptr(GKeyFile) info = g_key_file_new ();
  const char *path = hw_document_get_path (document);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  if (!hw_document_save_copy (document, autosave_path, error))
    return FALSE;
  g_key_file_set_string (info, "autosave", "path", path != NULL ? path : "");
  return g_key_file_save_to_file (info, info_path, error);
}

/* Returns TRUE when the file @path holds exactly @length bytes @data. */
static gboolean
hw_autosave_file_equals (const char *path,
                         const char *data,
                         gsize       length)
{
  g_autofree char *contents = NULL;
  gsize contents_length = 0;

  return path != NULL && *path != '\0'
         && g_file_get_contents (path, &contents, &contents_length, NULL)
         && contents_length == length && memcmp (contents, data, length) == 0;
}

gboolean
hw_autosave_matches_file (HwDocument *document)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  if (hw_document_get_path (document) == NULL)
    return FALSE;
  data = hw_scenario_to_data (hw_document_get_scenario (document), &length);
  return data != NULL && hw_autosave_file_equals (hw_document_get_path (document), data, length);
}

/* Returns TRUE when the autosave @autosave_path holds nothing the file it belongs to does not. */
static gboolean
hw_autosave_is_redundant (const char *autosave_path)
{
  g_autofree char *info_path = hw_autosave_info_path (autosave_path);
  g_autoptr(GKeyFile) info = g_key_file_new ();
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_key_file_load_from_file (info, info_path, G_KEY_FILE_NONE, NULL))
    return FALSE;
  path = g_key_file_get_string (info, "autosave", "path", NULL);
  return g_file_get_contents (autosave_path, &contents, &length, NULL)
         && hw_autosave_file_equals (path, contents, length);
}

void
hw_autosave_remove (const char *autosave_path)
{
  g_autofree char *info_path = hw_autosave_info_path (autosave_path);

  g_unlink (autosave_path);
  g_unlink (info_path);
}

/* Names start with the time they were made, so reverse name order is newest first. */
static int
hw_autosave_newest_first (gconstpointer a,
                          gconstpointer b)
{
  return g_strcmp0 (*(char * const *) b, *(char * const *) a);
}

char **
hw_autosave_list (void)
{
  g_autofree char *dir_path = hw_autosave_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "autosave-") && g_str_has_suffix (name, ".xml"))
      {
        g_autofree char *path = g_build_filename (dir_path, name, NULL);

        /* Edits undone or painted back by hand: recovering it would bring back nothing. */
        if (hw_autosave_is_redundant (path))
          hw_autosave_remove (path);
        else
          g_ptr_array_add (found, g_steal_pointer (&path));
      }

  g_ptr_array_sort (found, hw_autosave_newest_first);
  g_ptr_array_add (found, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&found), FALSE);
}

HwDocument *
hw_autosave_recover (const char  *autosave_path,
                     GError     **error)
{
  g_autofree char *info_path = hw_autosave_info_path (autosave_path);
  g_autoptr(GKeyFile) info = g_key_file_new ();
  g_autofree char *path = NULL;
  HwDocument *document;

  document = hw_document_new_from_file (autosave_path, error);
  if (document == NULL)
    return NULL;
  if (g_key_file_load_from_file (info, info_path, G_KEY_FILE_NONE, NULL))
    path = g_key_file_get_string (info, "autosave", "path", NULL);
  hw_document_set_recovered (document, path != NULL && *path != '\0' ? path : NULL);
  hw_autosave_remove (autosave_path);
  return document;
}
