/* hw-paths.h: where the editor finds its data, installed or run from the build tree. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Returns TRUE when the running program lives in the build tree (not installed). */
gboolean    hw_paths_is_uninstalled (void);
/* Returns the directory of the shipped scenarios. */
const char *hw_paths_scenario_dir   (void);
/* Returns the directory of the compiled translations. */
const char *hw_paths_locale_dir     (void);
/* Returns the directory of the compiled GSettings schema to use, or NULL for the system's. */
const char *hw_paths_schema_dir     (void);
/* Returns the directory of the user guide's Mallard pages (the source tree's when uninstalled). */
const char *hw_paths_help_dir       (void);

G_END_DECLS
