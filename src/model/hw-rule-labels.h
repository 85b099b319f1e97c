/* hw-rule-labels.h: what the editor calls rule modules, their parameters and choices, and
 * how it names a map by its players. The identifiers stay in the files; people read these. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Returns the translated name of rule module @id, or @id itself when it has none. */
const char *hw_rule_module_label (const char *id);
/* Returns the translated name of parameter @name, or @name itself when it has none. */
const char *hw_rule_param_label  (const char *name);
/* Returns the translated name of the choice @value of a parameter, or @value itself. */
const char *hw_rule_choice_label (const char *value);
/* Returns what choosing @value for parameter @param does, translated, or NULL when unknown. */
const char *hw_rule_choice_explanation (const char *param,
                                        const char *value);
/* Returns "3–4 players" or "1 player" for a map's id ("3-4", "1"), in the plural it needs. */
char       *hw_players_label     (const char *variant_id);
/* Returns "Tables for 3–4 players" or "Tables for 1 player" for a map's id. */
char       *hw_tables_title      (const char *variant_id);

G_END_DECLS
