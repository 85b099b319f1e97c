/* hw-pioneers.h: reading and writing Pioneers' `.game` maps (schemas/README.md, "Pioneers
 * maps"). Errors use HW_SCENARIO_ERROR and read "PATH:LINE: message" like the XML loader;
 * whatever has no exact hexwright equivalent is reported in @warnings, never dropped silently. */
#pragma once

#include <glib.h>

#include "hw-scenario.h"

G_BEGIN_DECLS

/* The module holding Pioneers' rules that hexwright's engine does not play. */
#define HW_PIONEERS_MODULE "pioneers"
/* Pioneers' board limit (MAP_SIZE in its common/map.h). */
#define HW_PIONEERS_MAP_SIZE 32

/* Returns the first parameter of @scenario's pioneers module that asks for a rule hexwright
 * does not play (a value away from its neutral default), or NULL when there is none. */
const char *hw_pioneers_unplayed_rule (const HwScenario  *scenario);

/* Returns TRUE when @path names a Pioneers map (ends in ".game", any case). */
gboolean    hw_pioneers_path_is_game  (const char        *path);

/* Loads the Pioneers map @path as a scenario with one variant; @warnings (may be NULL)
 * receives one "PATH:LINE: message" string per thing kept only approximately. */
HwScenario *hw_pioneers_load_file     (const char        *path,
                                       GPtrArray        **warnings,
                                       GError           **error);
/* Loads a Pioneers map held in memory; @display_name stands for the file in messages. */
HwScenario *hw_pioneers_load_data     (const char        *data,
                                       gsize              length,
                                       const char        *display_name,
                                       GPtrArray        **warnings,
                                       GError           **error);

/* Returns TRUE when a map of @variant written with @deal asks Pioneers to deal the terrain
 * again at every game ("random-terrain"): @deal, and @variant shuffles its terrain. */
gboolean    hw_pioneers_deals         (const HwVariant   *variant,
                                       gboolean           deal);
/* Returns the `.game` text of @variant of @scenario, or NULL with an error saying what
 * Pioneers cannot represent; @warnings (may be NULL) receives what is written only
 * approximately. The board is written as it stands unless @deal asks Pioneers to deal the
 * variant's terrain shuffle instead (hw_pioneers_deals). */
char       *hw_pioneers_to_data       (const HwScenario  *scenario,
                                       const HwVariant   *variant,
                                       gboolean           deal,
                                       GPtrArray        **warnings,
                                       GError           **error);
/* Writes @variant as a Pioneers map to @path atomically; on refusal no file is written. */
gboolean    hw_pioneers_save_file     (const HwScenario  *scenario,
                                       const HwVariant   *variant,
                                       const char        *path,
                                       gboolean           deal,
                                       GPtrArray        **warnings,
                                       GError           **error);

/* Loads @path as a Pioneers map when its name ends in ".game", else as a scenario. */
HwScenario *hw_pioneers_load_any      (const char        *path,
                                       GPtrArray        **warnings,
                                       GError           **error);

G_END_DECLS
