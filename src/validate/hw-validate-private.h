/* hw-validate-private.h: what the validator's check files share: the per-variant context
 * and the way a finding is reported. */
#pragma once

#include <glib.h>

#include "hw-validate.h"

G_BEGIN_DECLS

/* Everything the checks of one variant look at, computed once per validation. */
typedef struct
{
  const HwScenario *scenario;
  const HwVariant  *variant;      /* NULL for scenario-wide checks */
  const HwBoard    *board;
  GPtrArray        *out;          /* HwDiagnostic* */
  char             *where;        /* "3-4 players", prefixed to every message */
  guint             n_hexes;
  int             (*neighbors)[6]; /* [hex][side] -> hex index, -1 when no hex there */
  gboolean          uses_sea;     /* seafarers module (ships reach other islands) */
} HwCheck;

/* Adds a finding; @table_row may be NULL, @line 0. The message is @format (already
 * translated) prefixed with the variant ("3-4 players: ..."). Returns it so that the caller
 * can add the hexes involved. */
HwDiagnostic *hw_check_report        (HwCheck    *check,
                                      HwSeverity  severity,
                                      const char *code,
                                      guint       line,
                                      const char *table_row,
                                      const char *format,
                                      ...) G_GNUC_PRINTF (6, 7);
/* Adds @c to the hexes of @diagnostic. */
void          hw_diagnostic_add_hex  (HwDiagnostic *diagnostic,
                                      HwCoord       c);
/* Returns the value of a module parameter, or its registry default when the file omits it. */
const char   *hw_check_param         (const HwCheck *check,
                                      const char    *module_id,
                                      const char    *name);
/* The rule modules' checks of the pawn supply, in file order (hw-validate-scenario.c). */
void          hw_check_modules_supply (HwCheck *check);

/* The tables in themselves, then the board against them (hw-validate-tables.c). */
void          hw_check_tables        (HwCheck *check);
void          hw_check_board_counts  (HwCheck *check);
/* Where things stand on the board: chits, harbors, pawns, numbers, holes, islands
 * (hw-validate-board.c). */
void          hw_check_placement     (HwCheck *check);
void          hw_check_shape         (HwCheck *check);
/* Scenario-specific structure of one variant (hw-validate-scenario.c). */
void          hw_check_variant_rules (HwCheck *check);
/* The shuffles can be dealt: groups exist, pools fit (hw-validate-shuffles.c). */
void          hw_check_shuffles      (HwCheck *check);
/* Room for a full setup's starting settlements (hw-validate-places.c). */
void          hw_check_starting_places (HwCheck *check);
/* Modules and parameters, players (hw-validate-scenario.c). */
void          hw_check_modules       (HwCheck *check);

G_END_DECLS
