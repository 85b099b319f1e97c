/* hw-cli-summary.h: the rule modules' lines in simulate's summary. */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Prints the summary lines of every rule module whose section @top (a results document of
 * hw_sim_stats_to_json) holds, in the descriptors' order. */
void hw_cli_print_module_summaries (JsonObject *top);

G_END_DECLS
