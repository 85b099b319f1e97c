/* hw-bot-style.h: a bot's temperature and style, layered over the scores it gives each
 * listed action (hw-bot-style.c). */
#pragma once

#include "hw-bot.h"

G_BEGIN_DECLS

/* Returns TRUE when @bot's settings change its choice (a temperature or a style). */
gboolean hw_bot_style_active (const HwBot       *bot);
/* Picks the index of one of @legal[@n_legal] from the bot's @scores (same order), weighted
 * by its style and drawn from a softmax at its temperature with its own PRNG. Scores below 0
 * mean "never" and are only played when nothing scores 0 or more. */
guint    hw_bot_style_pick   (HwBot             *bot,
                              const HwGameRules *rules,
                              const HwGameState *state,
                              const HwAction    *legal,
                              const double      *scores,
                              guint              n_legal);

/* What the greedy bot weighs a pip of each resource at (brick, lumber, ore, grain, wool). */
extern const double hw_bot_resource_weight[HW_N_RESOURCES];

/* The starting-site bonus a bot of @style gives node @n (hw-fairness-draft.c replays it). */
double   hw_bot_style_site_bonus     (int                style,
                                      const HwGameRules *rules,
                                      int                n);
/* The temperatures the "table" bot draws from, and how many there are. */
guint    hw_bot_table_n_temperatures (void);
double   hw_bot_table_temperature    (guint              i);

G_END_DECLS
