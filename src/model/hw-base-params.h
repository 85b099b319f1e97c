/* hw-base-params.h: the counts a designer sets in the base module (rules.md BASE-PIECES-02,
 * BASE-DEV-02, BASE-SEVEN-03, BASE-TRADE-02; Seafarers' ships): read from a scenario, each with its
 * default from hw-modules.c, and whether the pieces cover the setup. Shared by the rules
 * engine and the validator so that both read the same numbers. */
#pragma once

#include <glib.h>

#include "hw-scenario.h"

G_BEGIN_DECLS

/* BASE-SEVEN-03 `sevens` */
typedef enum
{
  HW_SEVENS_NORMAL = 0,        /* a 7 is a 7 */
  HW_SEVENS_REROLL_FIRST,      /* a 7 in the first two rounds is rolled again */
  HW_SEVENS_REROLL_ALL,        /* every 7 is rolled again */
} HwSevensRule;

/* The development cards of BASE-DEV-02, in the order of HwDevCard (hw-game.h). */
#define HW_BASE_N_DEV 5

typedef struct
{
  int roads;                   /* BASE-PIECES-02, per player */
  int settlements;
  int cities;
  int ships;                   /* Seafarers; 0 when the scenario has no ships */
  int dev[HW_BASE_N_DEV];      /* BASE-DEV-02 */
  int sevens;                  /* HwSevensRule */
  int trade_offers;            /* BASE-TRADE-02: domestic offers per turn */
  gboolean strict_trade;       /* BASE-TRADE-03: no trade after building or buying */
  int bank_size;               /* BASE-PROD-03: cards of each resource */
} HwBaseParams;

/* Reads @scenario's piece counts, development deck and sevens rule; a missing or invalid
 * value (which the validator reports) gives the default. */
void     hw_base_params_read        (const HwScenario   *scenario,
                                     HwBaseParams       *out);
/* Returns the number of cards of the development deck @params sets. */
int      hw_base_params_deck_size   (const HwBaseParams *params);
/* Checks that @params give each player the pieces @scenario's setup places (two
 * settlements and two roads; Barbarian Attack one settlement and one city; The Desert
 * Raiders a ship for the first settlement; the Robin Hood sheriff has twice each). On
 * failure returns FALSE and sets @message (translated) to what is missing. */
gboolean hw_base_params_cover_setup (const HwScenario   *scenario,
                                     const HwBaseParams *params,
                                     char              **message);

G_END_DECLS
