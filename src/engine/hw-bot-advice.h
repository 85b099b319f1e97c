/* hw-bot-advice.h: what a rule module tells the general bots about its rules.
 *
 * A module's table (HwRuleModule.bot, NULL: no advice) answers the questions a bot asks
 * about the parts of the game the module changes: how good its own actions are, how much a
 * hex still produces, whether and where to sail, when walling the robber in wins. A bot
 * looks the tables of the scenario's modules up once per decision and asks them in file
 * order; every field is optional, and a bot does without the ones left NULL (0 masks). The
 * bots themselves never name a module. */
#pragma once

#include "hw-game.h"

G_BEGIN_DECLS

/* Bit of action type @t in the action masks below. */
#define HW_BOT_ACTION_BIT(t) (G_GUINT64_CONSTANT (1) << (t))
G_STATIC_ASSERT (HW_N_ACTION_TYPES <= 64);

typedef struct
{
  /* Action types (HW_BOT_ACTION_BIT) that score() scores in every phase, before the bot's
   * own rules and trades. */
  guint64 score_first;
  /* Action types that score() scores in place of the bot's own rule for them where the bot
   * weighs a turn's actions (the roll, main and free-road phases; the robber phase's move
   * of the robber). */
  guint64 score_turn;
  /* The score of @a for @me (higher is better, 0 ties with ending the turn, negative means
   * "rather not"); @need is what the bot's target build costs (zeros without one), @hand
   * what it holds (HW_N_RESOURCES each). */
  double   (*score)          (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int me, const int *need,
                              const int *hand, const HwAction *a);
  /* How much of its production hex @hex still gives (1.0 all of it). It reads the board
   * and the module's own state only: the greedy bot keeps values from one decision to the
   * next while those are unchanged. */
  double   (*hex_factor)     (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int hex);

  /* Sailing to other islands (all five, or none). */
  /* FALSE when wants_ships() is FALSE whatever the distances: they need not be computed. */
  gboolean (*may_sail)       (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int me);
  /* Fills @dist (HW_GAME_MAX_NODES entries) with the ship edges from each node to a site
   * worth sailing for, for @me; a decision computes it once. It reads who holds each corner
   * and which ship edges hold a piece other than @me's ships, no more: the greedy bot keeps
   * the distances while those are unchanged. */
  void     (*sail_distances) (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int me, guint8 *dist);
  /* TRUE while @me should save for ships toward those sites. */
  gboolean (*wants_ships)    (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int me, const guint8 *dist);
  /* What saving for a ship is worth then, before the cards it lacks (a settlement: 10). */
  double   (*sail_worth)     (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int me);
  /* What a ship on @edge is worth to @me as a step toward those sites. */
  double   (*ship_value)     (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int me, const guint8 *dist,
                              int edge);

  /* FALSE when the module keeps the settlement on @node from becoming a city for now: a
   * bot does not save for a city it cannot build. */
  gboolean (*may_upgrade)    (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int node);
  /* Whether @me wins now by walling the robber's hex in with its roads. */
  gboolean (*enclose_robber) (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int me);
} HwBotAdvice;

G_END_DECLS
