/* hw-test.h: what every cmocka test file includes, in the order cmocka needs. */
#pragma once

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <glib.h>

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
