/* hw-test.h: what every cmocka test file includes, in the order cmocka needs. */
#pragma once

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

/* Returns a path below the source tree, e.g. hw_test_source_path ("scenarios", "x.xml", NULL). */
static inline char *
hw_test_source_path (const char *first, ...)
{
  const char *root = g_getenv ("HEXWRIGHT_SOURCE_DIR");
  va_list ap;
  GPtrArray *parts = g_ptr_array_new ();
  char *path;

  g_ptr_array_add (parts, (gpointer) (root ? root : "."));
  va_start (ap, first);
  for (const char *p = first; p != NULL; p = va_arg (ap, const char *))
    g_ptr_array_add (parts, (gpointer) p);
  va_end (ap);
  g_ptr_array_add (parts, NULL);
  path = g_build_filenamev ((char **) parts->pdata);
  g_ptr_array_unref (parts);
  return path;
}

/* Returns @text with the first @from replaced by @to; fails the test when @from is absent. */
static inline char *
hw_test_replace (const char *text,
                 const char *from,
                 const char *to)
{
  GString *s;

  assert_non_null (strstr (text, from));
  s = g_string_new (text);
  g_string_replace (s, from, to, 1);
  return g_string_free (s, FALSE);
}

/* Makes a fresh directory under the temporary directory from @tmpl ("hw-thing-XXXXXX"). */
static inline char *
hw_test_make_tmpdir (const char *tmpl)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp (tmpl, &error);

  if (dir == NULL)
    fail_msg ("%s", error->message);
  return dir;
}

/* Removes @dir and everything below it, read-only directories included. */
static inline void
hw_test_remove_tree (const char *dir)
{
  g_autoptr(GDir) d = NULL;
  const char *name;

  g_chmod (dir, 0700);
  d = g_dir_open (dir, 0, NULL);
  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        hw_test_remove_tree (path);
      else
        g_remove (path);
    }
  g_rmdir (dir);
}
