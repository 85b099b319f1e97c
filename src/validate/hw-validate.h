/* hw-validate.h: checks a scenario's tables, board and structure; reports every problem. */
#pragma once

#include <glib.h>

#include "hw-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  HW_SEVERITY_WARNING,
  HW_SEVERITY_ERROR,
} HwSeverity;

/* One finding. Codes are stable identifiers ("chit-count", "red-adjacent", ...). */
typedef struct
{
  HwSeverity severity;
  char      *code;
  char      *message;    /* for a designer, translated: "3-4 players: 6 fields hexes, the table asks for 5" */
  char      *variant;    /* variant id, or NULL for the scenario as a whole */
  guint      line;       /* line in the source file, 0 when unknown */
  GArray    *hexes;      /* HwCoord: hexes involved (may be empty) */
  int        harbor;     /* index of the harbor involved in the variant's board, or -1 */
  char      *table_row;  /* "terrains/fields", "chits/7", "supply/raider", ... or NULL */
} HwDiagnostic;

/* Validates every variant of @scenario (or only the one for @players when > 0).
 * Returns HwDiagnostic*, errors first then by variant and line; never NULL. */
GPtrArray  *hw_validate_scenario     (const HwScenario   *scenario,
                                      int                 players);
/* Validates one variant (its tables, board and the scenario rules that concern it). */
GPtrArray  *hw_validate_variant      (const HwScenario   *scenario,
                                      const HwVariant    *variant);
/* Counts errors and warnings in @diagnostics. */
void        hw_diagnostics_count     (GPtrArray          *diagnostics,
                                      guint              *errors,
                                      guint              *warnings);
/* Frees one diagnostic. */
void        hw_diagnostic_free       (HwDiagnostic       *diagnostic);
/* Returns "error" or "warning". */
const char *hw_severity_to_string    (HwSeverity          severity);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwDiagnostic, hw_diagnostic_free)

G_END_DECLS
