/* hw-hm-rules.h: the Harbormaster (rules.md HM-*), a house rule as a rule module: harbor
 * points for buildings on harbors, and 2 VP for the player who leads them, held like
 * Longest Road. It owns no part of the base rules, so it combines with any other module.
 *
 * How the engine plays it:
 *  - Harbor points are recounted after every action (a building may be built, lost to
 *    another module or destroyed by an eruption): 1 per settlement and 2 per city on a
 *    harbor node, buildings another module took (node_lost) not counted.
 *  - The holder changes only as HM-02 says; HwHmState.holder is -1 while nobody holds it. */
#pragma once

#include "hw-rule-module.h"

G_BEGIN_DECLS

typedef struct
{
  int min_points;    /* HM-02 `harbormaster-points` */
} HwHmRules;

typedef struct
{
  gint8 holder;                         /* HM-02: the Harbormaster, -1 nobody */
  guint8 points[HW_GAME_MAX_PLAYERS];   /* HM-01: harbor points, as last counted */
} HwHmState;

extern const HwRuleModule hw_hm_module;

/* HM-01: @player's harbor points now. */
int hw_hm_points (const HwGameRules *rules, const HwGameState *state, int player);
/* HM-02: the Harbormaster, or -1 (also without the module). */
int hw_hm_holder (const HwGameRules *rules, const HwGameState *state);

G_END_DECLS
