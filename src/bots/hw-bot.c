/* hw-bot.c: the bot registry and what every bot shares. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "hw-bot.h"

/* Salt so a bot's stream never equals the game's own dice stream for the same seed. */
#define BOT_STREAM G_GUINT64_CONSTANT (0x626f742d73656174)

static const HwBotInfo *const all_bots[] = {
  &hw_bot_random,
  &hw_bot_greedy,
  &hw_bot_table,
  &hw_bot_planner,
  &hw_bot_people,
  NULL
};

G_DEFINE_QUARK (hw-bot-error-quark, hw_bot_error)

static const char *const style_names[HW_BOT_N_STYLES] = {
  "plain", "expand", "cities", "army", "trade",
};

/* Temperatures above this make a bot play almost at random: no use as an opponent. */
#define MAX_TEMPERATURE 100.0

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

const char *
hw_bot_style_name (HwBotStyle style)
{
  g_return_val_if_fail (style < HW_BOT_N_STYLES, "plain");

  return style_names[style];
}

void
hw_bot_init_params (HwBot             *bot,
                    const HwBotInfo   *info,
                    const HwBotParams *params,
                    int                seat,
                    guint64            game_seed)
{
  g_return_if_fail (bot != NULL && info != NULL);

  bot->info = info;
  bot->seat = seat;
  bot->user_data = NULL;
  bot->keep.rules = NULL;
  bot->keep.prod_rules = NULL;
  bot->keep.spot_rules = NULL;
  bot->chosen = -1;
  bot->picked = (HwAction) { HW_N_ACTION_TYPES, 0, 0, 0 };
  memset (&bot->params, 0, sizeof bot->params);
  if (params != NULL)
    bot->params = *params;
  hw_rng_seed (&bot->rng, hw_rng_derive (game_seed ^ BOT_STREAM, (guint64) seat));
  if (info->init != NULL)
    info->init (bot);
}

void
hw_bot_init (HwBot           *bot,
             const HwBotInfo *info,
             int              seat,
             guint64          game_seed)
{
  hw_bot_init_params (bot, info, NULL, seat, game_seed);
}

static gboolean
parse_setting (const char   *spec,
               const char   *item,
               HwBotParams  *params,
               GError      **error)
{
  const char *eq = strchr (item, '=');
  g_autofree char *key = eq ? g_strndup (item, (gsize) (eq - item)) : g_strdup (item);
  const char *value = eq ? eq + 1 : "";

  if (g_strcmp0 (key, "t") == 0 || g_strcmp0 (key, "temperature") == 0)
    {
      char *end = NULL;
      double t = g_ascii_strtod (value, &end);

      if (*value == '\0' || end == NULL || *end != '\0' || !(t >= 0.0 && t <= MAX_TEMPERATURE))
        {
          g_set_error (error, HW_BOT_ERROR, HW_BOT_ERROR_PARAMETER,
                       _("bot “%s”: the temperature must be a number from 0 to %g"), spec, MAX_TEMPERATURE);
          return FALSE;
        }
      params->temperature = (float) t;
      return TRUE;
    }
  if (g_strcmp0 (key, "style") == 0)
    {
      for (guint i = 0; i < HW_BOT_N_STYLES; i++)
        if (g_strcmp0 (value, style_names[i]) == 0)
          {
            params->style = (guint8) i;
            return TRUE;
          }
      g_set_error (error, HW_BOT_ERROR, HW_BOT_ERROR_PARAMETER,
                   _("bot “%s”: unknown style “%s” (known: plain, expand, cities, army, trade)"),
                   spec, value);
      return FALSE;
    }
  g_set_error (error, HW_BOT_ERROR, HW_BOT_ERROR_PARAMETER,
               _("bot “%s”: unknown setting “%s” (known: t, style)"), spec, key);
  return FALSE;
}

gboolean
hw_bot_parse_spec (const char       *spec,
                   const HwBotInfo **info,
                   HwBotParams      *params,
                   char             *canonical,
                   GError          **error)
{
  g_auto(GStrv) parts = g_strsplit (spec, ":", -1);
  const HwBotInfo *found;
  HwBotParams p = { 0 };

  g_return_val_if_fail (spec != NULL && info != NULL && params != NULL, FALSE);

  found = parts[0] ? hw_bot_lookup (g_strstrip (parts[0])) : NULL;
  if (found == NULL)
    {
      g_set_error (error, HW_BOT_ERROR, HW_BOT_ERROR_UNKNOWN, _("unknown bot “%s”"),
                   parts[0] ? parts[0] : spec);
      return FALSE;
    }
  for (guint i = 1; parts[i] != NULL; i++)
    {
      if (!found->tunable)
        {
          g_set_error (error, HW_BOT_ERROR, HW_BOT_ERROR_PARAMETER,
                       _("bot “%s” takes no settings"), found->name);
          return FALSE;
        }
      if (!parse_setting (spec, g_strstrip (parts[i]), &p, error))
        return FALSE;
    }
  *info = found;
  *params = p;
  if (canonical != NULL)
    {
      /* Default settings keep the bare name, so plain "greedy" batches read as before. */
      GString *text = g_string_new (found->name);

      if (p.temperature > 0.0f)
        {
          char num[G_ASCII_DTOSTR_BUF_SIZE];

          g_string_append_printf (text, ":t=%s", g_ascii_formatd (num, sizeof num, "%g", p.temperature));
        }
      if (p.style != HW_BOT_STYLE_PLAIN)
        g_string_append_printf (text, ":style=%s", style_names[p.style]);
      g_strlcpy (canonical, text->str, HW_BOT_SPEC_MAX);
      g_string_free (text, TRUE);
    }
  return TRUE;
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

  bot->chosen = -1;   /* unless the bot says where its choice stands */
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

int
hw_bot_find_choice (const HwBot    *bot,
                    const HwAction *legal,
                    guint           n_legal,
                    const HwAction *choice)
{
  /* Checked: a bot choosing from part of the list (the planner) says a place in that part. */
  if (bot->chosen >= 0 && (guint) bot->chosen < n_legal
      && action_key (&legal[bot->chosen]) == action_key (choice))
    return bot->chosen;
  return hw_action_find (legal, n_legal, choice);
}
