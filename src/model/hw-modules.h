/* hw-modules.h: the catalog of modules a scenario may use, and their parameters: the engine's
 * own modules, and the rule modules registered from src/modules/. */
#pragma once

#include <glib.h>

#include "hw-module-record.h"

G_BEGIN_DECLS

typedef enum
{
  HW_PARAM_BOOL,     /* "on" / "off" */
  HW_PARAM_INT,      /* integer in [min, max] */
  HW_PARAM_CHOICE,   /* one of choices */
} HwParamType;

typedef struct
{
  const char  *name;
  HwParamType  type;
  const char  *default_value;
  int          min;
  int          max;
  const char  *choices;      /* space-separated, HW_PARAM_CHOICE only */
  const char  *rule;         /* the rules.md clause it comes from */
  const char  *description;  /* translatable */
  const char  *label;        /* short name, translatable (NULL: hw-rule-labels.c's) */
} HwParamInfo;

typedef struct
{
  const char        *id;
  const char        *description;  /* translatable */
  const char        *requires;     /* space-separated module ids it needs, or NULL */
  const HwParamInfo *params;       /* terminated by a { NULL } entry */
  const char        *label;        /* short name, translatable (NULL: hw-rule-labels.c's) */
} HwModuleInfo;

/* Adds @info to the known modules (a rule module from src/modules/, registered before main()
 * by hw-module-catalog.c); the engine's own modules are known without it. */
void                hw_modules_register     (const HwModuleInfo *info);
/* Adds a rule module's statistics descriptor (registered with its info, before main()). */
void                hw_modules_register_stats (const HwModuleStatsDesc *desc);
/* The registered statistics descriptors, in registration order; returns their count. */
guint               hw_modules_stats        (const HwModuleStatsDesc *const **descs);
/* Returns every known module, terminated by a { NULL } entry. */
const HwModuleInfo *hw_modules_all          (void);
/* Returns the module @id, or NULL when it is unknown. */
const HwModuleInfo *hw_modules_lookup       (const char         *id);
/* Returns the parameter @name of @module, or NULL when it is unknown. */
const HwParamInfo  *hw_module_info_param    (const HwModuleInfo *module,
                                             const char         *name);
/* Checks @value against @param; on failure returns FALSE and sets @error_message. */
gboolean            hw_param_info_check     (const HwParamInfo  *param,
                                             const char         *value,
                                             char              **error_message);
/* Parses a bool parameter value ("on"/"off"/"true"/"false"/"1"/"0"). */
gboolean            hw_param_parse_bool     (const char         *value,
                                             gboolean           *out);

G_END_DECLS
