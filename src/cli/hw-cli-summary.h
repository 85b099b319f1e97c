/* hw-cli-summary.h: the rule modules' and the play profile's lines in simulate's summary. */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Prints the summary lines of each rule module whose section the results document @top holds. */
void hw_cli_print_module_summaries (JsonObject *top);
/* Prints the play profile of the results document @top, when it holds one. */
void hw_cli_print_profile          (JsonObject *top);

G_END_DECLS
