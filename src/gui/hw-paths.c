/* hw-paths.c: installed or uninstalled data locations.
 *
 * `make run` and the tests start the program from the build tree, where nothing is
 * installed yet: translations, the settings schema, the scenarios and the user guide are then
 * taken from the build and source trees, so LANGUAGE=zh_CN works before any install.
 */
#include "config.h"

#include "hw-paths.h"

gboolean
hw_paths_is_uninstalled (void)
{
  static gsize done = 0;
  static gboolean uninstalled = FALSE;

  if (g_once_init_enter (&done))
    {
      g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
      g_autofree char *root = g_strconcat (HW_BUILD_ROOT, G_DIR_SEPARATOR_S, NULL);

      uninstalled = exe != NULL && g_str_has_prefix (exe, root);
      g_once_init_leave (&done, 1);
    }
  return uninstalled;
}

const char *
hw_paths_scenario_dir (void)
{
  return hw_paths_is_uninstalled () ? SOURCE_SCENARIODIR : PKGDATADIR "/scenarios";
}

const char *
hw_paths_locale_dir (void)
{
  return hw_paths_is_uninstalled () ? BUILD_LOCALEDIR : LOCALEDIR;
}

const char *
hw_paths_schema_dir (void)
{
  return hw_paths_is_uninstalled () ? HW_BUILD_SCHEMADIR : NULL;
}

const char *
hw_paths_help_dir (void)
{
  return hw_paths_is_uninstalled () ? SOURCE_HELPDIR : HELPDIR;
}
