/* test-save-faults.c: saves under faults. A save killed between write, fsync and rename, a
 * full disk and a read-only folder all leave the original file byte-identical and readable;
 * the editor's document reports the failure, stays modified, and its autosave still works.
 *
 * The process is killed at a chosen step by write(), fsync() and rename() defined here:
 * this executable's definitions come first for GLib's calls too, and pass on to the next
 * definition (the sanitizer's, then libc's) unless a fault is armed. The disk is a small
 * tmpfs mounted here when running as root (make check in CI); elsewhere a file size limit
 * (RLIMIT_FSIZE) makes write() fail the same way, and the read-only case is skipped. */
#include "hw-test.h"

#include <dlfcn.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hw-autosave.h"
#include "hw-document.h"
#include "hw-scenario-io.h"

typedef enum
{
  FAULT_NONE = 0,
  FAULT_MID_WRITE,     /* half the bytes written, then killed */
  FAULT_BEFORE_FSYNC,  /* everything written, killed before the sync */
  FAULT_BEFORE_RENAME, /* written and synced, killed before the rename */
} Fault;

static Fault armed = FAULT_NONE;

ssize_t write (int fd, const void *buf, size_t count);
int fsync (int fd);
int rename (const char *from, const char *to);

ssize_t
write (int fd, const void *buf, size_t count)
{
  static ssize_t (*next) (int, const void *, size_t);

  if (next == NULL)
    next = (ssize_t (*) (int, const void *, size_t)) dlsym (RTLD_NEXT, "write");
  if (armed == FAULT_MID_WRITE && fd > 2 && count > 1)
    {
      next (fd, buf, count / 2);
      kill (getpid (), SIGKILL);
    }
  return next (fd, buf, count);
}

int
fsync (int fd)
{
  static int (*next) (int);

  if (next == NULL)
    next = (int (*) (int)) dlsym (RTLD_NEXT, "fsync");
  if (armed == FAULT_BEFORE_FSYNC)
    kill (getpid (), SIGKILL);
  return next (fd);
}

int
rename (const char *from, const char *to)
{
  static int (*next) (const char *, const char *);

  if (next == NULL)
    next = (int (*) (const char *, const char *)) dlsym (RTLD_NEXT, "rename");
  if (armed == FAULT_BEFORE_RENAME)
    kill (getpid (), SIGKILL);
  return next (from, to);
}

static HwScenario *
load_shipped (const char *name)
{
  g_autofree char *path = hw_test_source_path ("scenarios", name, NULL);
  g_autoptr(GError) error = NULL;
  HwScenario *s = hw_scenario_load_file (path, &error);

  if (s == NULL)
    fail_msg ("%s", error->message);
  return s;
}

static char *
read_all (const char *path, gsize *length)
{
  char *data = NULL;

  assert_true (g_file_get_contents (path, &data, length, NULL));
  return data;
}

/* Checks that @path holds exactly @expected and still loads. */
static void
assert_intact (const char *path, const char *expected, gsize expected_length)
{
  gsize length = 0;
  g_autofree char *data = read_all (path, &length);
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) back = NULL;

  assert_int_equal (length, expected_length);
  assert_memory_equal (data, expected, length);
  back = hw_scenario_load_file (path, &error);
  if (back == NULL)
    fail_msg ("%s", error->message);
}

/* Returns how many names in @dir are not @keep: temporary files left behind. */
static guint
count_other_files (const char *dir, const char *keep)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_strcmp0 (name, keep) != 0)
      n++;
  return n;
}

/* Killed between write, fsync and rename: the original stays, byte for byte, and loads;
 * the next save writes the new bytes. */
static void
test_save_killed_midway_keeps_original (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-faults-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "board.xml", NULL);
  g_autoptr(HwScenario) original = load_shipped ("base.xml");
  g_autoptr(HwScenario) edited = load_shipped ("desert-raiders.xml");
  gsize original_length = 0, edited_length = 0;
  g_autofree char *original_bytes = hw_scenario_to_data (original, &original_length);
  g_autofree char *edited_bytes = hw_scenario_to_data (edited, &edited_length);
  const Fault faults[] = { FAULT_MID_WRITE, FAULT_BEFORE_FSYNC, FAULT_BEFORE_RENAME };

  for (guint i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      g_autoptr(GError) error = NULL;
      pid_t pid;
      int status = 0;

      assert_true (hw_scenario_save_file (original, path, &error));
      assert_intact (path, original_bytes, original_length);

      pid = fork ();
      assert_true (pid >= 0);
      if (pid == 0)
        {
          armed = faults[i];
          hw_scenario_save_file (edited, path, NULL);
          _exit (0);  /* not reached when the fault fired */
        }
      assert_int_equal (waitpid (pid, &status, 0), pid);
      /* The fault fired, so the save really was cut at that step. */
      assert_true (WIFSIGNALED (status));
      assert_int_equal (WTERMSIG (status), SIGKILL);
      assert_intact (path, original_bytes, original_length);

      /* The next save works (a dead process may leave its temporary file beside). */
      assert_true (hw_scenario_save_file (edited, path, &error));
      assert_intact (path, edited_bytes, edited_length);
    }
  hw_test_remove_tree (dir);
}

/* A small tmpfs at @dir (root only); FALSE when it cannot be mounted. */
static gboolean
mount_small_disk (const char *dir, const char *size)
{
  g_autofree char *options = g_strdup_printf ("size=%s,mode=0700", size);

  return getuid () == 0 && mount ("tmpfs", dir, "tmpfs", 0, options) == 0;
}

/* Fills the disk at @dir to the last block with a file "filler". */
static void
fill_disk (const char *dir)
{
  g_autofree char *filler = g_build_filename (dir, "filler", NULL);
  FILE *f = fopen (filler, "w");
  char block[512];

  assert_non_null (f);
  memset (block, 'x', sizeof block);
  setvbuf (f, NULL, _IONBF, 0);
  while (fwrite (block, 1, sizeof block, f) == sizeof block)
    ;
  fclose (f);
}

/* A full disk: the save fails with a message naming the file, the original stays, no
 * temporary file is left behind, and the save works once there is room again. Without a
 * tmpfs (not root), a file size limit makes write() fail in a child process instead. */
static void
test_save_disk_full_keeps_original (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-faults-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "board.xml", NULL);
  g_autofree char *filler = g_build_filename (dir, "filler", NULL);
  g_autoptr(HwScenario) original = load_shipped ("robin-hood.xml");
  g_autoptr(HwScenario) edited = load_shipped ("desert-raiders.xml");
  gsize original_length = 0, edited_length = 0;
  g_autofree char *original_bytes = hw_scenario_to_data (original, &original_length);
  g_autofree char *edited_bytes = hw_scenario_to_data (edited, &edited_length);
  g_autoptr(GError) error = NULL;

  if (mount_small_disk (dir, "256k"))
    {
      assert_true (hw_scenario_save_file (original, path, &error));
      fill_disk (dir);
      assert_true (edited_length > 4096);

      assert_false (hw_scenario_save_file (edited, path, &error));
      assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO));
      assert_non_null (strstr (error->message, "board.xml"));
      assert_non_null (strstr (error->message, g_strerror (ENOSPC)));
      g_clear_error (&error);
      assert_intact (path, original_bytes, original_length);
      g_remove (filler);
      assert_int_equal (count_other_files (dir, "board.xml"), 0);

      assert_true (hw_scenario_save_file (edited, path, &error));
      assert_intact (path, edited_bytes, edited_length);
      assert_int_equal (umount (dir), 0);
    }
  else
    {
      pid_t pid;
      int status = 0;

      print_message ("# not root: a file size limit stands in for the full disk\n");
      assert_true (hw_scenario_save_file (original, path, &error));
      pid = fork ();
      assert_true (pid >= 0);
      if (pid == 0)
        {
          struct rlimit limit = { 4096, 4096 };
          gboolean saved;

          signal (SIGXFSZ, SIG_IGN);
          if (setrlimit (RLIMIT_FSIZE, &limit) != 0)
            _exit (3);
          saved = hw_scenario_save_file (edited, path, &error);
          _exit (saved ? 1 : strstr (error->message, "board.xml") == NULL ? 2 : 0);
        }
      assert_int_equal (waitpid (pid, &status, 0), pid);
      assert_true (WIFEXITED (status));
      assert_int_equal (WEXITSTATUS (status), 0);
      assert_intact (path, original_bytes, original_length);
      assert_int_equal (count_other_files (dir, "board.xml"), 0);
    }
  hw_test_remove_tree (dir);
}

/* A folder that became read-only (a read-only mount: root cannot write there either):
 * a clear message naming the file, and nothing lost. */
static void
test_save_read_only_folder (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-faults-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "board.xml", NULL);
  g_autoptr(HwScenario) original = load_shipped ("base.xml");
  g_autoptr(HwScenario) edited = load_shipped ("barbarian-attack.xml");
  gsize original_length = 0;
  g_autofree char *original_bytes = hw_scenario_to_data (original, &original_length);
  g_autoptr(GError) error = NULL;

  if (!mount_small_disk (dir, "1m"))
    {
      hw_test_remove_tree (dir);
      skip ();
    }
  assert_true (hw_scenario_save_file (original, path, &error));
  assert_int_equal (mount ("tmpfs", dir, "tmpfs", MS_REMOUNT | MS_RDONLY, NULL), 0);

  assert_false (hw_scenario_save_file (edited, path, &error));
  assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO));
  assert_non_null (strstr (error->message, "board.xml"));
  assert_non_null (strstr (error->message, g_strerror (EROFS)));
  assert_intact (path, original_bytes, original_length);

  assert_int_equal (umount (dir), 0);
  hw_test_remove_tree (dir);
}

/* The editor's side: a save that fails on a full disk is reported with the file's name,
 * the document stays modified and keeps its file, and the autosave (elsewhere) still
 * writes the edited scenario; once there is room, the save works and clears the flag. */
static void
test_document_save_failure_stays_modified (void **state)
{
  g_autofree char *dir = hw_test_make_tmpdir ("hw-test-faults-XXXXXX");
  g_autofree char *cache = hw_test_make_tmpdir ("hw-test-autosave-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "board.xml", NULL);
  g_autofree char *filler = g_build_filename (dir, "filler", NULL);
  g_autofree char *autosave = g_build_filename (cache, "autosave.xml", NULL);
  g_autoptr(HwScenario) original = load_shipped ("desert-raiders.xml");
  g_autoptr(HwDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  gsize original_length = 0, edited_length = 0, autosaved_length = 0;
  g_autofree char *original_bytes = NULL;
  g_autofree char *edited_bytes = NULL;
  g_autofree char *autosaved = NULL;
  gboolean small_disk = mount_small_disk (dir, "256k");

  assert_true (hw_scenario_save_file (original, path, &error));
  original_bytes = read_all (path, &original_length);
  document = hw_document_new_from_file (path, &error);
  assert_non_null (document);

  /* An edit, as the editor makes one. */
  hw_document_begin_edit (document);
  hw_text_set (hw_document_get_scenario (document)->names, "", "Edited before the disk filled up");
  assert_true (hw_document_commit_edit (document, "Rename"));
  assert_true (hw_document_get_modified (document));
  edited_bytes = hw_scenario_to_data (hw_document_get_scenario (document), &edited_length);

  if (small_disk)
    fill_disk (dir);
  else
    {
      /* Without a tmpfs: a folder the save cannot create its temporary file in. */
      g_autofree char *gone = g_build_filename (dir, "gone", NULL);

      assert_int_equal (g_mkdir (gone, 0700), 0);
      g_free (path);
      path = g_build_filename (gone, "board.xml", NULL);
      assert_int_equal (g_rmdir (gone), 0);
    }
  assert_false (hw_document_save (document, small_disk ? NULL : path, &error));
  assert_true (g_error_matches (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO));
  assert_non_null (strstr (error->message, "board.xml"));
  g_clear_error (&error);
  assert_true (hw_document_get_modified (document));
  assert_true (g_str_has_suffix (hw_document_get_path (document), "board.xml"));
  if (small_disk)
    {
      g_autofree char *on_disk = g_build_filename (dir, "board.xml", NULL);
      assert_intact (on_disk, original_bytes, original_length);
    }

  /* The next autosave still works, and holds the edit. */
  assert_true (hw_autosave_write (document, autosave, &error));
  autosaved = read_all (autosave, &autosaved_length);
  assert_int_equal (autosaved_length, edited_length);
  assert_memory_equal (autosaved, edited_bytes, edited_length);

  if (small_disk)
    {
      g_remove (filler);
      assert_true (hw_document_save (document, NULL, &error));
      assert_false (hw_document_get_modified (document));
      assert_int_equal (umount (dir), 0);
    }
  g_clear_object (&document);
  hw_autosave_remove (autosave);
  hw_test_remove_tree (cache);
  hw_test_remove_tree (dir);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_save_killed_midway_keeps_original),
    cmocka_unit_test (test_save_disk_full_keeps_original),
    cmocka_unit_test (test_save_read_only_folder),
    cmocka_unit_test (test_document_save_failure_stays_modified),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
