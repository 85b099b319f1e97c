/* hw-module-catalog.c: registers the rule modules' descriptions and parameters in the catalog
 * of hw-modules.h before main(), so the validator, the editor and the file readers know every
 * module the registry lists. Compiled into each program (meson: a source of the library's
 * dependency), since an unreferenced object of a static library would never be linked. */
#include "config.h"

#include "hw-module-registry.h"

static void __attribute__ ((constructor))
hw_module_catalog_init (void)
{
  hw_module_registry_register_infos ();
}
