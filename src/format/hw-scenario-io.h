/* hw-scenario-io.h: reading and writing scenario files (schemas/README.md). */
#pragma once

#include <glib.h>

#include "hw-scenario.h"

G_BEGIN_DECLS

#define HW_SCENARIO_ERROR (hw_scenario_error_quark ())

typedef enum
{
  HW_SCENARIO_ERROR_IO,        /* cannot read or write the file */
  HW_SCENARIO_ERROR_PARSE,     /* not well-formed XML, bad encoding, DTD or entities */
  HW_SCENARIO_ERROR_SCHEMA,    /* well-formed but not a valid scenario document */
  HW_SCENARIO_ERROR_VALUE,     /* a value out of range (unknown terrain, chit 13, ...) */
  HW_SCENARIO_ERROR_TOO_LARGE, /* over the format's limits */
} HwScenarioError;

#define HW_SCENARIO_NS "urn:hexwright:scenario:1"
#define HW_SCENARIO_MAX_BYTES (16 * 1024 * 1024)
#define HW_SCENARIO_MAX_HEXES 10000
#define HW_SCENARIO_MAX_COORD 200

GQuark      hw_scenario_error_quark (void);

/* Loads @path; errors read "PATH:LINE: message". */
HwScenario *hw_scenario_load_file   (const char        *path,
                                     GError           **error);
/* Loads a document held in memory; @display_name stands for the file in error messages. */
HwScenario *hw_scenario_load_data   (const char        *data,
                                     gsize              length,
                                     const char        *display_name,
                                     GError           **error);
/* Returns the canonical bytes of @scenario (NUL-terminated); @length may be NULL. */
char       *hw_scenario_to_data     (const HwScenario  *scenario,
                                     gsize             *length);
/* Saves @scenario to @path atomically (temporary file, then rename). */
gboolean    hw_scenario_save_file   (const HwScenario  *scenario,
                                     const char        *path,
                                     GError           **error);

G_END_DECLS
