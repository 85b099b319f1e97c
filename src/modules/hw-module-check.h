/* hw-module-check.h: what a rule module's validator checks see of the board being checked,
 * and how they report a finding. The validator (a floor above) fills in the callbacks, so a
 * module never includes it. */
#pragma once

#include "hw-rule-module.h"
#include "hw-board.h"

G_BEGIN_DECLS

struct _HwModuleCheck
{
  const HwScenario *scenario;
  const HwVariant  *variant;
  const HwBoard    *board;
  guint             n_hexes;
  int             (*neighbors)[6];   /* [hex][side] -> hex index, -1 when no hex there */
  /* Adds a finding (an error when @error, else a warning): @message is translated; the
   * validator prefixes the variant. Returns it for hw_module_check_add_hex(). */
  gpointer        (*report)  (HwModuleCheck *check, gboolean error, const char *code,
                              guint line, const char *table_row, const char *message);
  void            (*add_hex) (HwModuleCheck *check, gpointer finding, HwCoord c);
  gpointer          validator;       /* the validator's own context */
  gboolean          robber;          /* validate_pawns checks the robber (one module does, of
                                      * two that own it the registry's first) */
};

/* Reports a finding with a printf-style translated message; returns it. */
gpointer hw_module_check_report         (HwModuleCheck *check,
                                         gboolean       error,
                                         const char    *code,
                                         guint          line,
                                         const char    *table_row,
                                         const char    *format,
                                         ...) G_GNUC_PRINTF (6, 7);
/* Adds the hex at @c to @finding. */
void     hw_module_check_add_hex        (HwModuleCheck *check,
                                         gpointer       finding,
                                         HwCoord        c);
/* Returns TRUE when hex @i is land with at least one side on sea or off the board. */
gboolean hw_module_check_hex_is_coastal (const HwModuleCheck *check,
                                         guint               i);
/* The line of the first hex holding @pawn (0 when none does), for a finding about those
 * pawns; hw_module_check_add_pawn_hexes() then adds every such hex to @finding. */
guint    hw_module_check_pawn_line      (const HwModuleCheck *check,
                                         HwPawn               pawn);
void     hw_module_check_add_pawn_hexes (HwModuleCheck       *check,
                                         gpointer             finding,
                                         HwPawn               pawn);
/* The value of a module parameter, or its catalog default when the file omits it or gives a
 * bad value (the module checks report that one). */
const char *hw_module_check_param       (const HwModuleCheck *check,
                                         const char          *module_id,
                                         const char          *name);

G_END_DECLS
