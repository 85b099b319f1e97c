/* hw-cli-summary.h: the rule modules' lines in simulate's summary. */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Prints the summary lines of each rule module whose section the results document @top holds. */
void hw_cli_print_module_summaries (JsonObject *top);

G_END_DECLS
