/* hw-test-cli.h: runs the built hexwright-cli as a user would, for the CLI test files. */
#pragma once

#include "hw-test.h"

#include <sys/wait.h>

typedef struct
{
  int   status;   /* exit status */
  char *out;      /* standard output */
  char *err;      /* standard error */
} HwTestRun;

static inline void
hw_test_run_clear (HwTestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HwTestRun, hw_test_run_clear)

/* Returns the path of the built hexwright-cli. */
static inline char *
hw_test_cli_path (void)
{
  const char *build = g_getenv ("HEXWRIGHT_BUILD_DIR");

  return g_build_filename (build ? build : ".", "src", "cli", "hexwright-cli", NULL);
}

/* Runs hexwright-cli with the NULL-terminated arguments after @run, in English. */
static inline void
hw_test_run_cli (HwTestRun  *run,
                 const char *first,
                 ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  int wait_status = 0;
  va_list ap;

  g_ptr_array_add (argv, hw_test_cli_path ());
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, g_strdup (a));
  va_end (ap);
  g_ptr_array_add (argv, NULL);

  /* The child is a sanitized build too; its exit status is what is under test. */
  envp = g_environ_setenv (envp, "ASAN_OPTIONS", "detect_leaks=0", TRUE);
  envp = g_environ_setenv (envp, "LC_ALL", "C.UTF-8", TRUE);
  envp = g_environ_setenv (envp, "LANGUAGE", "C", TRUE);
  /* A GLib critical is a bug even when the right message follows it. */
  envp = g_environ_setenv (envp, "G_DEBUG", "fatal-criticals", TRUE);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL,
                     &run->out, &run->err, &wait_status, &error))
    fail_msg ("cannot run %s: %s", (char *) argv->pdata[0], error->message);
  assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}
