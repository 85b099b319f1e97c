/* hw-fr-rules.h: the friendly robber (rules.md FR-*), a house rule as a rule module: the robber
 * may not be placed on a hex touching a player with at most `protected-vp` visible victory
 * points; when a 7 or a Knight leaves no legal hex, the robber goes to (or stays in) the
 * desert and nobody is robbed.
 *
 * How the engine plays it:
 *  - Visible VP are hw_game_vp() without the victory point cards in hand (they are hidden).
 *    The protection is measured when the robber moves; the mover's own buildings count too.
 *  - The listing of HW_PHASE_ROBBER loses every HW_ACTION_MOVE_ROBBER onto a protected hex.
 *    When none is left, the only action is HW_ACTION_MOVE_ROBBER with a = the desert (the
 *    first desert hex of the board; without one, the robber's own hex) and b = -1.
 *  - It owns the robber (HW_RULE_OWNS_ROBBER): it does not combine with Robin Hood,
 *    Barbarian Attack or The Desert Raiders, which replace or remove the robber. */
#pragma once

#include "hw-rule-module.h"

G_BEGIN_DECLS

/* The module's rules block. */
typedef struct
{
  int protected_vp;  /* FR-01 `protected-vp` */
  int desert;        /* FR-02: where the robber goes when no hex is allowed, -1 none */
} HwFrRules;

extern const HwRuleModule hw_fr_module;

/* FR-01: whether the robber may not stand on @hex now (FALSE without the module). */
gboolean hw_fr_forbidden (const HwGameRules *rules, const HwGameState *state, int hex);

G_END_DECLS
