/* hw-bot-style.c: temperature and style over a bot's scores, and the "table" bot.
 *
 * A bot that always plays its best score opens identically on a fixed board, so four copies
 * of it measure one opening, not the board. People differ in two ways, and so do these bots:
 *  - temperature: the choice is drawn from a softmax over the scores, p ∝ exp((s - best) / t),
 *    t in the bot's score units (about one pip of production at setup). Greedy's scores are
 *    tiered by kind of action (a city far above a road, a road far above ending the turn), so
 *    the softening mixes choices of one kind (which site, which road, which robber hex) and
 *    almost never turns a city into a road;
 *  - style: what a player values beyond the bot's plain evaluation: expansion (roads,
 *    settlements, brick and lumber), cities (ore and grain), army (development cards and
 *    knights) or trade (harbors and bank trades). Starting sites gain pips of the resources
 *    the style needs; actions of its kind score more.
 * Randomness comes only from the bot's own PRNG, so a game still replays from its seed; a
 * bot at t = 0 with no style never reaches this file and plays exactly as before.
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "hw-bot-style.h"

/* Extra score per pip of each resource at a starting site (brick, lumber, ore, grain, wool). */
static const double style_site_pips[HW_BOT_N_STYLES][HW_N_RESOURCES] = {
  [HW_BOT_STYLE_PLAIN]  = { 0, 0, 0, 0, 0 },
  [HW_BOT_STYLE_EXPAND] = { 0.35, 0.35, 0, 0, 0 },
  [HW_BOT_STYLE_CITIES] = { 0, 0, 0.4, 0.3, 0 },
  [HW_BOT_STYLE_ARMY]   = { 0, 0, 0.3, 0.2, 0.3 },
  [HW_BOT_STYLE_TRADE]  = { 0, 0, 0, 0, 0 },
};

/* Extra score of a starting site on a harbor (trade style): 3:1, and 2:1 per pip made of it. */
#define TRADE_GENERIC_HARBOR 2.0
#define TRADE_SPECIAL_HARBOR 1.0

gboolean
hw_bot_style_active (const HwBot *bot)
{
  return bot->params.temperature > 0.0f || bot->params.style != HW_BOT_STYLE_PLAIN;
}

/* A starting site's extra value to the style: pips of its resources, harbors. */
static double
site_bonus (const HwBot       *bot,
            const HwGameRules *rules,
            int                n)
{
  const double *w = style_site_pips[bot->params.style];
  double bonus = 0.0;
  int pips[HW_N_RESOURCES] = { 0 };
  guint8 harbors;

  if (n < 0 || n >= rules->n_nodes)
    return 0.0;
  for (int k = 0; k < 3; k++)
    {
      int h = rules->node_hexes[n][k], r;

      if (h < 0 || rules->hex_chit[h] == 0)
        continue;
      r = rules->hex_resource[h];
      if (r >= 0 && r < HW_N_RESOURCES)
        {
          pips[r] += hw_chit_pips (rules->hex_chit[h]);
          bonus += w[r] * hw_chit_pips (rules->hex_chit[h]);
        }
    }
  if (bot->params.style == HW_BOT_STYLE_TRADE)
    {
      harbors = rules->node_harbors[n];
      if (harbors & 1)
        bonus += TRADE_GENERIC_HARBOR;
      for (int r = 0; r < HW_N_RESOURCES; r++)
        if (harbors & (1 << (1 + r)))
          bonus += TRADE_SPECIAL_HARBOR + 0.3 * pips[r];
    }
  return bonus;
}

/* How much more an action of this kind is worth to the style (a factor on its score). */
static double
action_factor (HwBotStyle      style,
               const HwAction *a)
{
  switch (style)
    {
    case HW_BOT_STYLE_EXPAND:
      if (a->type == HW_ACTION_BUILD_ROAD || a->type == HW_ACTION_BUILD_SHIP)
        return 1.25;
      if (a->type == HW_ACTION_BUILD_SETTLEMENT)
        return 1.08;
      if (a->type == HW_ACTION_PLAY_ROAD_BUILDING)
        return 1.2;
      return 1.0;
    case HW_BOT_STYLE_CITIES:
      if (a->type == HW_ACTION_BUILD_CITY)
        return 1.1;
      if (a->type == HW_ACTION_BUY_DEV)
        return 0.8;
      if (a->type == HW_ACTION_BUILD_ROAD || a->type == HW_ACTION_BUILD_SHIP)
        return 0.85;
      return 1.0;
    case HW_BOT_STYLE_ARMY:
      if (a->type == HW_ACTION_BUY_DEV)
        return 1.6;
      if (a->type == HW_ACTION_PLAY_KNIGHT)
        return 1.3;
      return 1.0;
    case HW_BOT_STYLE_TRADE:
      if (a->type == HW_ACTION_TRADE_BANK)
        return 1.1;
      return 1.0;
    case HW_BOT_STYLE_PLAIN:
    default:
      return 1.0;
    }
}

static double
styled_score (const HwBot       *bot,
              const HwGameRules *rules,
              const HwGameState *state,
              const HwAction    *a,
              double             s)
{
  if (bot->params.style == HW_BOT_STYLE_PLAIN || s < 0.0)
    return s;
  if (state->phase == HW_PHASE_SETUP_SETTLEMENT && a->type == HW_ACTION_PLACE_SETTLEMENT)
    return s + site_bonus (bot, rules, a->a);
  return s * action_factor ((HwBotStyle) bot->params.style, a);
}

guint
hw_bot_style_pick (HwBot             *bot,
                   const HwGameRules *rules,
                   const HwGameState *state,
                   const HwAction    *legal,
                   const double      *scores,
                   guint              n_legal)
{
  double styled[HW_GAME_MAX_ACTIONS];
  double best = -G_MAXDOUBLE, floor, t = bot->params.temperature, total = 0.0, x;
  guint best_i = 0, ties = 0;

  g_return_val_if_fail (n_legal > 0 && n_legal <= HW_GAME_MAX_ACTIONS, 0);

  for (guint i = 0; i < n_legal; i++)
    {
      double s = styled[i] = styled_score (bot, rules, state, &legal[i], scores[i]);

      if (s > best)
        {
          best = s;
          best_i = i;
          ties = 1;
        }
      else if (s == best && hw_rng_uniform (&bot->rng, ++ties) == 0)
        best_i = i;
    }
  if (t <= 0.0)
    return best_i;

  /* "Never" stays never while anything else is worth playing. */
  floor = best >= 0.0 ? 0.0 : -G_MAXDOUBLE;
  for (guint i = 0; i < n_legal; i++)
    if (styled[i] >= floor)
      {
        styled[i] = exp ((styled[i] - best) / t);
        total += styled[i];
      }
    else
      styled[i] = 0.0;
  x = hw_rng_double (&bot->rng) * total;
  for (guint i = 0; i < n_legal; i++)
    {
      if (styled[i] <= 0.0)
        continue;
      x -= styled[i];
      if (x < 0.0)
        return i;
    }
  return best_i;
}

/* The table: every seat of every game draws its style and temperature, so a batch averages
 * over a table of different players rather than four copies of one. */
static const float table_temperatures[] = { 0.25f, 0.5f, 1.0f, 1.5f, 2.0f };

static void
table_init (HwBot *bot)
{
  bot->params.style = (guint8) hw_rng_uniform (&bot->rng, HW_BOT_N_STYLES);
  bot->params.temperature = table_temperatures[hw_rng_uniform (&bot->rng, G_N_ELEMENTS (table_temperatures))];
}

static gboolean
table_choose (HwBot             *bot,
              const HwGameRules *rules,
              const HwGameState *state,
              const HwAction    *legal,
              guint              n_legal,
              HwAction          *choice)
{
  return hw_bot_greedy.choose (bot, rules, state, legal, n_legal, choice);
}

const HwBotInfo hw_bot_table = {
  .name = "table",
  .description = N_("A table of different players: each seat of each game draws a style and a temperature for the greedy bot"),
  .choose = table_choose,
  .init = table_init,
  .tunable = FALSE,
};

double
hw_bot_style_site_bonus (int                style,
                         const HwGameRules *rules,
                         int                n)
{
  HwBot bot = { 0 };

  g_return_val_if_fail (style >= 0 && style < HW_BOT_N_STYLES, 0.0);
  bot.params.style = (guint8) style;
  return site_bonus (&bot, rules, n);
}

guint
hw_bot_table_n_temperatures (void)
{
  return G_N_ELEMENTS (table_temperatures);
}

double
hw_bot_table_temperature (guint i)
{
  g_return_val_if_fail (i < G_N_ELEMENTS (table_temperatures), 1.0);
  return table_temperatures[i];
}
