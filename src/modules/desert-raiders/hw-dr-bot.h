/* hw-dr-bot.h: how the greedy bot plays The Desert Raiders' own actions (DR-*). */
#pragma once

#include "hw-dr-rules.h"

G_BEGIN_DECLS

/* The module's advice to the general bots (HwRuleModule.bot): the functions below. */
extern const HwBotAdvice hw_dr_bot_advice;

/* Scores @a (a raider placement, the 7's steal, a soldier and the raider it removes) for
 * @me; higher is better, 0 ties with ending the turn, negative means "rather not". */
double   hw_bot_raiders_score       (const HwGameRules *rules,
                                     const HwGameState *state,
                                     int                me,
                                     const HwAction    *a);
/* Fills @dist (HW_GAME_MAX_NODES entries) with the ship edges from each node to a free site
 * on an island other than the home island, for @me; the two calls below read it, so a
 * decision computes it once. */
void     hw_bot_raiders_sail_distances (const HwGameRules *rules,
                                        const HwGameState *state,
                                        int                me,
                                        guint8            *dist);
/* What a ship on @edge is worth to @me as a step toward an island other than the home
 * island (0 outside the scenario, or when it brings no island closer). */
double   hw_bot_raiders_ship_value  (const HwGameRules *rules,
                                     const HwGameState *state,
                                     int                me,
                                     const guint8      *dist,
                                     int                edge);
/* FALSE when hw_bot_raiders_wants_ships() is FALSE whatever the distances (outside the
 * scenario, a settlement abroad already, no ship or settlement left): the distances need
 * not be computed for it. */
gboolean hw_bot_raiders_may_sail    (const HwGameRules *rules,
                                     const HwGameState *state,
                                     int                me);
/* TRUE while @me should save for ships: no settlement abroad yet, and its network can
 * reach another island by sea. */
gboolean hw_bot_raiders_wants_ships (const HwGameRules *rules,
                                     const HwGameState *state,
                                     int                me,
                                     const guint8      *dist);
/* How much of its production hex @hex still gives (a raider's hex gives nothing). */
double   hw_bot_raiders_hex_factor  (const HwGameRules *rules,
                                     const HwGameState *state,
                                     int                hex);

G_END_DECLS
