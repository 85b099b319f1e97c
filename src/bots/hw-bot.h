/* hw-bot.h: players that pick one action among the legal actions the engine lists.
 *
 * A bot sees the rules and the state (read-only) and the list hw_game_legal_actions() made;
 * it writes its choice into @choice. The simulation checks that the choice is one of the
 * listed actions before applying it, so a faulty bot is reported, never obeyed. A bot with
 * a pick function instead names the index of a listed action (the trusted path: the
 * simulation applies it without checking it again, except with --check).
 * A bot's own randomness comes from the HwRng in HwBot, seeded from the game's seed and the
 * seat, so a game replays exactly whatever else runs beside it.
 */
#pragma once

#include <glib.h>

#include "hw-game.h"
#include "hw-rng.h"

G_BEGIN_DECLS

typedef struct _HwBot HwBot;

/* Picks one action of @legal[@n_legal] (n_legal >= 1) into @choice; FALSE = the bot gives up. */
typedef gboolean (*HwBotChooseFunc) (HwBot             *bot,
                                     const HwGameRules *rules,
                                     const HwGameState *state,
                                     const HwAction    *legal,
                                     guint              n_legal,
                                     HwAction          *choice);

/* What a bot weights up beyond its own scores (README "Bots"). */
typedef enum
{
  HW_BOT_STYLE_PLAIN = 0,   /* the bot's own scores, unweighted */
  HW_BOT_STYLE_EXPAND,      /* roads and settlements, brick and lumber */
  HW_BOT_STYLE_CITIES,      /* cities, ore and grain */
  HW_BOT_STYLE_ARMY,        /* development cards and knights */
  HW_BOT_STYLE_TRADE,       /* harbors and trades */
  HW_BOT_N_STYLES
} HwBotStyle;

/* A bot's settings ("greedy:t=0.3:style=cities"): plain data, copied into every HwBot. */
typedef struct
{
  float   temperature;   /* 0 = always the best score; t: a choice scoring a fraction t
                          * below the best is played e^-1 times as often as the best */
  guint8  style;         /* HwBotStyle */
  /* The `people` population's settings (hw-bot-people.c); 0 leaves the greedy bot as it is. */
  float   dev_appetite;  /* a development card as the build to save for weighs (1 + x) times */
  float   lead_focus;    /* the robber and knights weigh the leader's points (1 + x) times more */
  gboolean hold_knights; /* keep knights while Largest Army is safe (no rival one knight away) */
  gboolean pair_picks;   /* the last seat picks its two starting sites as a pair */
} HwBotParams;

/* Longest canonical spec text, "greedy:t=0.30:style=cities" with room to spare. */
#define HW_BOT_SPEC_MAX 48

/* Called by hw_bot_init() once the bot is seeded, to settle per-game settings. */
typedef void (*HwBotInitFunc) (HwBot *bot);

/* The simulation's trusted path: returns the index in the whole list @listing describes
 * (@written as hw_game_legal_actions_lazy() wrote it) of the bot's choice, -1 = the bot
 * gives up. Must choose exactly as the bot's choose function would. A bot that wrote the
 * whole list may leave the action itself in HwBot.picked. */
typedef int (*HwBotPickFunc) (HwBot                 *bot,
                              const HwGameRules     *rules,
                              const HwGameState     *state,
                              const HwAction        *written,
                              const HwActionListing *listing);

typedef struct
{
  const char      *name;         /* "random", "greedy" */
  const char      *description;  /* translatable */
  HwBotChooseFunc  choose;
  HwBotInitFunc    init;         /* may be NULL */
  gboolean         tunable;      /* takes a temperature and a style */
  HwBotPickFunc    pick;         /* may be NULL: the simulation then lists every action */
} HwBotInfo;

/* What the greedy bot keeps from one decision to the next (hw-bot-greedy.c): the sailing
 * advice's distances with what they were computed from, used again only while that is the
 * same, its production and the best site it reaches. hw_bot_init() forgets it. */
typedef struct
{
  const HwGameRules *rules;     /* NULL: nothing kept */
  int                me;
  guint8             node_owner[HW_GAME_MAX_NODES];
  guint64            ship_edges[HW_GAME_EDGE_WORDS];    /* @rules' edges a ship may take */
  guint64            sail_blocked[HW_GAME_EDGE_WORDS];  /* of those, taken but by @me's ships */
  guint8             sail[HW_GAME_MAX_NODES];
  /* The bot's production in pips, with the buildings it was counted from. */
  const HwGameRules *prod_rules;  /* NULL: nothing kept */
  int                prod_me;
  guint64            prod_buildings[HW_GAME_NODE_WORDS];
  guint64            prod_cities[HW_GAME_NODE_WORDS];
  double             prod[HW_N_RESOURCES];
  /* The value of the best site its roads and ships reach, with what it was computed from. */
  const HwGameRules *spot_rules;  /* NULL: nothing kept */
  int                spot_me;
  int                spot_robber;
  guint32            spot_islands;
  guint64            spot_routes[HW_GAME_EDGE_WORDS];   /* @spot_me's roads and ships */
  guint8             spot_owner[HW_GAME_MAX_NODES];
  double             spot_prod[HW_N_RESOURCES];
  guint64            spot_modules[HW_GAME_MODULE_STATE_WORDS];  /* the hex factors' slices */
  double             spot;
} HwBotKeep;

/* One bot playing one seat of one game: plain data, no allocation. */
struct _HwBot
{
  const HwBotInfo *info;
  int              seat;
  HwRng            rng;
  HwBotParams      params;
  gpointer         user_data;    /* for bots defined outside the core (tests) */
  HwBotKeep        keep;         /* the greedy bot's, for this game */
  int              chosen;       /* where the last choice stands in its list, when the bot
                                  * says (the greedy bot), or -1: hw_bot_find_choice () */
  HwAction         picked;       /* the action at the index pick () returned, when the bot
                                  * wrote it out (the greedy bot), else of type
                                  * HW_N_ACTION_TYPES: hw_game_listed_action () */
};

#define HW_BOT_ERROR (hw_bot_error_quark ())

typedef enum
{
  HW_BOT_ERROR_UNKNOWN,     /* no bot of that name */
  HW_BOT_ERROR_PARAMETER,   /* a setting the bot does not take, or a bad value */
} HwBotError;

GQuark           hw_bot_error_quark (void);

/* Returns the built-in bots, terminated by NULL. */
const HwBotInfo *const *hw_bots_all (void);
/* Returns the built-in bot @name, or NULL. */
const HwBotInfo *hw_bot_lookup      (const char        *name);
/* Prepares @bot to play @seat of the game played from @game_seed, with default settings. */
void             hw_bot_init        (HwBot             *bot,
                                     const HwBotInfo   *info,
                                     int                seat,
                                     guint64            game_seed);
/* Same as hw_bot_init() with the settings @params (NULL: defaults). */
void             hw_bot_init_params (HwBot             *bot,
                                     const HwBotInfo   *info,
                                     const HwBotParams *params,
                                     int                seat,
                                     guint64            game_seed);
/* Parses a bot spec "NAME[:t=T][:style=S]" into @info and @params; on success writes the
 * canonical spec into @canonical (HW_BOT_SPEC_MAX bytes) when not NULL. */
gboolean         hw_bot_parse_spec  (const char        *spec,
                                     const HwBotInfo  **info,
                                     HwBotParams       *params,
                                     char              *canonical,
                                     GError           **error);
/* Returns the name of @style as the spec writes it ("plain", "expand", ...). */
const char      *hw_bot_style_name  (HwBotStyle         style);
/* Asks @bot for its choice among @legal; returns FALSE when it gives up. */
gboolean         hw_bot_choose      (HwBot             *bot,
                                     const HwGameRules *rules,
                                     const HwGameState *state,
                                     const HwAction    *legal,
                                     guint              n_legal,
                                     HwAction          *choice);
/* Returns the index of @action in @legal, or -1 when it is not listed. */
int              hw_action_find     (const HwAction    *legal,
                                     guint              n_legal,
                                     const HwAction    *action);
/* Returns an index of @choice, @bot's last choice, in @legal, or -1 when it is not listed: the
 * place @bot says it chose from when that holds @choice, else found as hw_action_find (). */
int              hw_bot_find_choice (const HwBot       *bot,
                                     const HwAction    *legal,
                                     guint              n_legal,
                                     const HwAction    *choice);
/* Returns TRUE when both actions are the same. */
gboolean         hw_action_equal    (const HwAction    *a,
                                     const HwAction    *b);

/* The built-in bots (hw-bot-random.c, hw-bot-greedy.c, hw-bot-style.c, hw-bot-planner.c,
 * hw-bot-people.c). */
extern const HwBotInfo hw_bot_random;
extern const HwBotInfo hw_bot_greedy;
extern const HwBotInfo hw_bot_table;
extern const HwBotInfo hw_bot_planner;
extern const HwBotInfo hw_bot_people;

G_END_DECLS
