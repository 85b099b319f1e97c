/* hw-bot.c: the bot registry and what every bot shares. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hw-bot.h"

/* Salt so a bot's stream never equals the game's own dice stream for the same seed. */
#define BOT_STREAM G_GUINT64_CONSTANT (0x626f742d73656174)

static const HwBotInfo *const all_bots[] = {
  &hw_bot_random,
  &hw_bot_greedy,
  NULL
};

const HwBotInfo *const *
hw_bots_all (void)
{
  return all_bots;
}

const HwBotInfo *
hw_bot_lookup (const char *name)
{
  for (guint i = 0; all_bots[i] != NULL; i++)
    if (g_strcmp0 (name, all_bots[i]->name) == 0)
      return all_bots[i];
  return NULL;
}

void
hw_bot_init (HwBot           *bot,
             const HwBotInfo *info,
             int              seat,
             guint64          game_seed)
{
  g_return_if_fail (bot != NULL && info != NULL);

  bot->info = info;
  bot->seat = seat;
  bot->user_data = NULL;
  hw_rng_seed (&bot->rng, hw_rng_derive (game_seed ^ BOT_STREAM, (guint64) seat));
}

gboolean
hw_bot_choose (HwBot             *bot,
               const HwGameRules *rules,
               const HwGameState *state,
               const HwAction    *legal,
               guint              n_legal,
               HwAction          *choice)
{
  g_return_val_if_fail (bot != NULL && bot->info != NULL && n_legal > 0, FALSE);

  return bot->info->choose (bot, rules, state, legal, n_legal, choice);
}

/* The four fields packed in one integer: one compare per listed action. */
static inline guint64
action_key (const HwAction *a)
{
  return (guint64) a->type | (guint64) (guint8) a->c << 8 | (guint64) (guint16) a->a << 16
         | (guint64) (guint16) a->b << 32;
}

gboolean
hw_action_equal (const HwAction *a,
                 const HwAction *b)
{
  return action_key (a) == action_key (b);
}

int
hw_action_find (const HwAction *legal,
                guint           n_legal,
                const HwAction *action)
{
  guint64 key = action_key (action);

  for (guint i = 0; i < n_legal; i++)
    if (action_key (&legal[i]) == key)
      return (int) i;
  return -1;
}
