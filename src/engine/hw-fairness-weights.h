/* hw-fairness-weights.h: the weights that turn a seat's start after the setup draft into one
 * strength (src/generate/hw-fairness.c), for a rule module whose rules change what a good
 * start is (HwRuleModule.fairness; NULL: the base rules' weights).
 *
 * A seat's strength is the sum of each figure times its weight, plus the seat's place in
 * the order of play; the predicted win share moves by @spread points per point of strength
 * above the table's mean, divided by the number of seats. */
#pragma once

#include "hw-game.h"

G_BEGIN_DECLS

typedef struct
{
  double pips[HW_N_RESOURCES];  /* per pip of each resource */
  double resources;             /* per different resource produced */
  double harbor;                /* per unit of harbor access */
  double sail;                  /* per ship edge to the nearest site the module's bot
                                 * advice (sail_distances) sails for */
  double barren;                /* per corner between its settlements and the nearest
                                 * barren hex (where nothing grows and the robber starts) */
  double road_pair;             /* per pip of the lesser of brick and lumber */
  int    seat_order_players;    /* the seat count the fit was made for */
  double seat_order[HW_GAME_MAX_PLAYERS]; /* the order of play on its own, for that many */
  double spread;                /* points of win share per point of strength, times seats */
} HwFairnessWeights;

G_END_DECLS
