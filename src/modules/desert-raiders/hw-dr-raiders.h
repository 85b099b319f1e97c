/* hw-dr-raiders.h: the raiders of The Desert Raiders (rules.md DR-*): the supply, the
 * placement on the deserts, the storm, and what raiders block, cancel and take.
 * Self-contained over HwGameRules' tables; HwRaiders itself lives in hw-dr-rules.h. */
#pragma once

#include "hw-dr-rules.h"

G_BEGIN_DECLS

/* DR-POOL: the raider supply for @n_players (18 for 3-4, 24 for 5-6). */
int      hw_raiders_pool         (int n_players);
/* DR-PLACE-01: raiders placed per settlement or city (2 with 4 or 6 players, 3 with 3 or 5). */
int      hw_raiders_per_build    (int n_players);
/* Empties the board and fills the supply for @n_players. */
void     hw_raiders_init         (HwRaiders *raiders, int n_players);
/* DR-PLACE-01: moves one raider from the supply to desert @hex; FALSE when @hex is not a
 * desert or the supply is empty. Starts the storm when the supply runs out. */
gboolean hw_raiders_place        (const HwGameRules *rules, HwRaiders *raiders, int hex);
/* DR-STORM-01/02: on a production roll of @sum during the storm, moves one raider from the
 * deserts onto each eligible hex, each from the fullest desert (the engine lets the roller
 * choose; this is for tools and tests); marks them in @placed (HW_RAIDERS_HEX_WORDS words,
 * may be NULL) and returns how many were placed. */
int      hw_raiders_storm        (const HwGameRules *rules, HwRaiders *raiders, int sum,
                                  guint64 *placed);
/* DR-STORM-01: marks in @targets (HW_RAIDERS_HEX_WORDS words) the hexes a production roll
 * of @sum gives a raider during the storm, decided against the board before the roll;
 * returns how many. */
int      hw_raiders_storm_targets (const HwGameRules *rules, const HwRaiders *raiders, int sum,
                                   guint64 *targets);
/* DR-STORM-01: moves one raider from @desert to @hex; FALSE when @desert holds none. */
gboolean hw_raiders_storm_move   (const HwGameRules *rules, HwRaiders *raiders, int desert,
                                  int hex);
/* DR-BLOCK-01: whether @hex produces nothing on this roll (@placed from hw_raiders_storm). */
gboolean hw_raiders_blocks       (const HwRaiders *raiders, int hex, const guint64 *placed);
/* DR-BLOCK-02: whether the road on @edge is cancelled (raiders on both its hexes). */
gboolean hw_raiders_edge_cancelled (const HwGameRules *rules, const HwRaiders *raiders,
                                    int edge);
/* DR-TAKE-01: whether a building on @node is taken (a raider on every producing land hex
 * around it, deserts need none, and at least one raider touching it). */
gboolean hw_raiders_node_taken   (const HwGameRules *rules, const HwRaiders *raiders,
                                  int node);
/* DR-SOLDIER-01: a Knight removes one raider from land @hex (to the player, off the game);
 * FALSE when @hex holds none. */
gboolean hw_raiders_soldier      (const HwGameRules *rules, HwRaiders *raiders, int hex);
/* Raiders left on the deserts. */
int      hw_raiders_on_deserts   (const HwGameRules *rules, const HwRaiders *raiders);

G_END_DECLS
