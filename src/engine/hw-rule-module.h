/* hw-rule-module.h: the table of hooks a rule module fills in, and how the engine calls them.
 *
 * A scenario lists its modules; the registry (src/modules/) resolves each scenario module's
 * id to a HwRuleModule and hands the tables, in file order, to hw_game_rules_new_with(). The
 * engine never names a module: at each point of the game flow it calls the hooks the
 * modules filled in, in their order. A module's rules live in a block the engine allocates
 * (rules_size bytes, HwModuleSlot.data); its state is a fixed-size slice of
 * HwGameState.module_state (state_size bytes at HwModuleSlot.state_offset), so the state
 * still copies with memcpy. Hooks left NULL cost nothing: the rules keep, per hook, the list
 * of slots that filled it in, and the hot paths test that list's length first. */
#pragma once

#include "hw-bot-advice.h"
#include "hw-fairness-weights.h"
#include "hw-game.h"
#include "hw-modules.h"
#include "hw-module-stats.h"

G_BEGIN_DECLS

/* What a module's validator checks see and report through (src/modules/hw-module-check.h,
 * filled in by the validator). */
typedef struct _HwModuleCheck HwModuleCheck;

/* What a module takes over from the base rules; two modules that take over the same thing
 * cannot be combined (HW_GAME_ERROR_MODULE_CONFLICT, and the validator's own code). */
typedef enum
{
  HW_RULE_OWNS_ROBBER  = 1 << 0,  /* replaces or restricts the robber, the 7's or a Knight's move */
  HW_RULE_OWNS_PLAYERS = 1 << 1,  /* changes who plays (seats, pieces per seat) */
  HW_RULE_OWNS_DECK    = 1 << 2,  /* replaces the development deck */
  HW_RULE_OWNS_GOODS   = 1 << 3,  /* adds a good to domestic trade */
  HW_RULE_OWNS_SETUP   = 1 << 4,  /* changes what the starting placements are */
} HwRuleOwns;

/* What apply returns. */
typedef enum
{
  HW_HOOK_PASS = 0,     /* not the module's action: the base rules play it */
  HW_HOOK_PLAYED,       /* played; the modules' after hooks follow as for a base action */
  HW_HOOK_PLAYED_ALONE, /* played, with everything that follows it: no after hook */
} HwHookResult;

struct _HwRuleModule
{
  const char *id;                    /* the scenario file's module id */
  const HwModuleInfo *info;          /* its description and parameters (registered in the
                                      * catalog of hw-modules.h before main()) */
  guint       owns;                  /* HwRuleOwns */
  gsize       rules_size;            /* bytes of its rules block */
  gsize       state_size;            /* bytes of its state slice */
  guint32     card_actions;          /* bits of its action types that only move cards (a
                                      * win cannot follow them) */
  gboolean    check_every_action;    /* its check_end may end the game after any action */
  gboolean    after_has_effects;     /* its after hook plays scenario effects (pawns that
                                      * move after an action): run after the win check (BA-WIN), not
                                      * once the game is over; the other after hooks keep
                                      * books only, run before it and again after the
                                      * effects, so they must give the same result twice */

  /* Whether it is played by @n_players (FALSE with @error); NULL: by the engine's 2 to
   * HW_GAME_MAX_PLAYERS. */
  gboolean (*seats)          (int n_players, GError **error);
  /* Reads its parameters and board tables into slot->data, and may change the base rules
   * (piece limits, deck, robber start, flags); FALSE with @error when unplayable. */
  gboolean (*init)           (HwGameRules *rules, HwModuleSlot *slot, const HwScenario *scenario,
                              const HwVariant *variant, GError **error);
  /* May a starting settlement stand on @node (the setup room check)? */
  gboolean (*setup_node)     (const HwGameRules *rules, const HwModuleSlot *slot, int node);
  /* Game start, after the base setup. */
  void     (*setup)          (const HwGameRules *rules, const HwModuleSlot *slot,
                              HwGameState *state);
  /* When the module alone lists the actions now (a pending choice), writes them and
   * returns TRUE with their count in @n. */
  gboolean (*list)           (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, HwAction *buf, guint cap, guint *n);
  /* Drops what it forbids from (and may add to) the @n listed actions; returns the count. */
  guint    (*filter)         (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, HwAction *buf, guint n, guint cap);
  /* 1 legal, 0 illegal, -1 for the next module or the base rules to decide. */
  int      (*legal)          (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, const HwAction *action);
  HwHookResult (*apply)      (const HwGameRules *rules, const HwModuleSlot *slot,
                              HwGameState *state, const HwAction *action);
  /* Follows every applied action. */
  void     (*after)          (const HwGameRules *rules, const HwModuleSlot *slot,
                              HwGameState *state, const HwAction *action);
  /* Before the production of @sum (not 7); TRUE when the roll waits for choices (the
   * module then finishes it with hw_game_finish_roll()). */
  gboolean (*on_roll)        (const HwGameRules *rules, const HwModuleSlot *slot,
                              HwGameState *state, int sum);
  /* Right after the production of @sum. */
  void     (*produced)       (const HwGameRules *rules, const HwModuleSlot *slot,
                              HwGameState *state, int sum);
  /* After the discards of a 7, in HW_PHASE_ROBBER (instead of or before the robber). */
  void     (*on_seven)       (const HwGameRules *rules, const HwModuleSlot *slot,
                              HwGameState *state);
  /* Whether @hex produces nothing now (besides the robber). */
  gboolean (*hex_blocked)    (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int hex);
  /* Whether the building on @node is lost: it scores nothing and has no harbor. */
  gboolean (*node_lost)      (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int node);
  /* Whether the road on @edge is cancelled: no route counts it or builds from it. */
  gboolean (*edge_cancelled) (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int edge);
  /* Victory points of its own for @player. */
  int      (*extra_vp)       (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int player);
  /* May end the game before the VP target is checked; TRUE when it did. */
  gboolean (*check_end)      (const HwGameRules *rules, const HwModuleSlot *slot,
                              HwGameState *state);
  /* Its invariants; appends reasons to @why (may be NULL) and returns FALSE on failure. */
  gboolean (*check)          (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, GString *why);
  /* The good it adds to domestic trade (HW_TRADE_GOLD): what @player holds, and a move of
   * @n from @from to @to. */
  int      (*good_held)      (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, int player);
  void     (*good_move)      (const HwGameRules *rules, const HwModuleSlot *slot,
                              HwGameState *state, int from, int to, int n);
  /* Appends a readable form of its own @action; FALSE when the action is not its own. */
  gboolean (*describe)       (const HwAction *action, GString *out);
  /* Writes the pawns it keeps on hexes in @state into @on_hex (rules->n_hexes rows), which
   * holds the robber where the engine keeps it: for drawing a game as it stands. */
  void     (*hex_pawns)      (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, guint16 (*on_hex)[HW_N_PAWNS]);
  /* Its validator checks of one map (the generic checks stay in the validator). */
  void     (*validate)       (HwModuleCheck *check);
  /* Its statistics (hw-module-stats.h): its counters of the finished game in @state into
   * @record and its per-hex turn counts into @hex_turns; the batch's facts into @out. */
  void     (*game_stats)     (const HwGameRules *rules, const HwModuleSlot *slot,
                              const HwGameState *state, HwModuleGameStats *record,
                              HwModuleHexTurns *hex_turns);
  void     (*batch_stats)    (const HwGameRules *rules, const HwModuleSlot *slot,
                              HwModuleBatchStats *out);
  /* How its counters are written out (hw-module-record.h; NULL: it has none). */
  const HwModuleStatsDesc *stats;
  /* What it tells the general bots (NULL: nothing). */
  const HwBotAdvice *bot;
  /* Validator checks at other points than validate: of the tables' pawn supply (right after
   * the validator's own), and of the pawns the map starts with (before validate). A module
   * that owns the robber and fills in validate_pawns checks the robber there. */
  void     (*validate_supply) (HwModuleCheck *check);
  void     (*validate_pawns)  (HwModuleCheck *check);
  /* The pawns (1 << HwPawn) and terrains (1 << HwTerrain) only it gives rules for. */
  guint32     pawns;
  guint32     terrains;
  /* Its fitted weights of a seat's start for generate's fairness (NULL: the base rules'). */
  const HwFairnessWeights *fairness;
  /* What its own victory points (extra_vp) are called in a batch's summary (N_), or NULL. */
  const char *vp_label;
};

/* The hooks, as indices of HwGameRules.hooks. */
typedef enum
{
  HW_HOOK_SETUP = 0,
  HW_HOOK_LIST,
  HW_HOOK_FILTER,
  HW_HOOK_LEGAL,
  HW_HOOK_APPLY,
  HW_HOOK_AFTER,
  HW_HOOK_ON_ROLL,
  HW_HOOK_PRODUCED,
  HW_HOOK_ON_SEVEN,
  HW_HOOK_HEX_BLOCKED,
  HW_HOOK_NODE_LOST,
  HW_HOOK_EDGE_CANCELLED,
  HW_HOOK_EXTRA_VP,
  HW_HOOK_CHECK_END,
  HW_HOOK_CHECK,
  HW_HOOK_SETUP_NODE,
  HW_N_HOOKS
} HwHook;

/* Builds the rules for @variant (NULL: the variant for @n_players) of @scenario, played
 * with the @n_modules rule modules @modules (the scenario's own modules, resolved, in file
 * order); refuses any other module the engine does not play, two modules that own the same
 * part of the rules, and boards it cannot play. */
HwGameRules *hw_game_rules_new_with (const HwScenario          *scenario,
                                     const HwVariant           *variant,
                                     int                        n_players,
                                     const HwRuleModule *const *modules,
                                     guint                      n_modules,
                                     GError                   **error);

/* The first pair of @modules that own the same part of the rules: TRUE with their indices
 * in @a < @b. */
gboolean hw_rule_modules_conflict (const HwRuleModule *const *modules,
                                   guint                      n_modules,
                                   guint                     *a,
                                   guint                     *b);

/* The slot of @module in @rules, or NULL when the scenario does not play it. */
static inline const HwModuleSlot *
hw_game_module_slot (const HwGameRules  *rules,
                     const HwRuleModule *module)
{
  /* The rules start zeroed, so slot 0 names a module only when there is one; most
   * scenarios have a single module, and its accessors sit in hot loops. */
  if (G_LIKELY (rules->modules[0].module == module))
    return &rules->modules[0];
  for (int i = 1; i < rules->n_modules; i++)
    if (rules->modules[i].module == module)
      return &rules->modules[i];
  return NULL;
}

/* The state slice of @slot in @state. */
static inline gpointer
hw_game_module_state (const HwModuleSlot *slot,
                      const HwGameState  *state)
{
  return (guint8 *) state->module_state + slot->state_offset;
}

/* Iterates the slots of the modules that filled in @hook, in file order, into @slot. */
#define HW_FOREACH_HOOK(rules, hook, slot)                                              \
  for (int _h = 0; G_UNLIKELY (_h < (rules)->hooks[hook].n); _h++)                     \
    for (const HwModuleSlot *slot = &(rules)->modules[(rules)->hooks[hook].at[_h]],     \
         *_once = slot; _once; _once = NULL)

G_END_DECLS
