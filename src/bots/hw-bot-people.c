/* hw-bot-people.c: the "people" population: each seat of each game draws a player.
 *
 * A verdict about a scenario is only as good as the players behind it, and four copies of
 * one bot are not a table of people: they all value the same things, so they over-weight
 * whatever that bot is good at (the greedy bot's turn-order edge) and ignore what it is not
 * (development cards, which decide people's games: README "Do the bots play like people?").
 * So every seat draws, from its own PRNG, a kind of player — one who goes for the army and
 * development cards, one who builds cities, one who expands, one who trades, one with no
 * leaning — and a level of noise (how often a choice a little worse than the best is
 * played). The weights of this table were fitted to people's four-player base games (turn
 * order and the win rate by knights played) and to nothing else; the rest of the human
 * data is held back to check that the fit generalizes (tests/bench/bench-people.c).
 * The moves are the greedy bot's scores with the player's settings (HwBotParams).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hw-bot.h"
#include "hw-bot-style.h"
#include "hw-terrain.h"

typedef struct
{
  guint8 weight;        /* out of the table's total */
  guint8 style;         /* HwBotStyle */
  float  dev_appetite;  /* HwBotParams */
  float  lead_focus;
} Kind;

static const Kind kinds[] = {
  { 30, HW_BOT_STYLE_ARMY,   1.2f, 2.0f },
  { 20, HW_BOT_STYLE_CITIES, 0.5f, 2.0f },
  { 20, HW_BOT_STYLE_EXPAND, 0.3f, 2.0f },
  { 10, HW_BOT_STYLE_TRADE,  0.5f, 2.0f },
  { 20, HW_BOT_STYLE_PLAIN,  0.5f, 2.0f },
};

/* How much a player's choices wander from the best, in the greedy bot's score units. */
static const float noise[] = { 0.25f, 0.5f, 1.0f, 1.5f };

static void
people_init (HwBot *bot)
{
  guint total = 0, x;
  const Kind *k = &kinds[0];

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    total += kinds[i].weight;
  x = hw_rng_uniform (&bot->rng, total);
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      if (x < kinds[i].weight)
        {
          k = &kinds[i];
          break;
        }
      x -= kinds[i].weight;
    }
  bot->params.style = k->style;
  bot->params.dev_appetite = k->dev_appetite;
  bot->params.lead_focus = k->lead_focus;
  bot->params.temperature = noise[hw_rng_uniform (&bot->rng, G_N_ELEMENTS (noise))];
  bot->params.hold_knights = TRUE;
  bot->params.pair_picks = TRUE;
}

static void
site_pips (const HwGameRules *rules,
           const HwGameState *state,
           int                n,
           double            *pips)
{
  for (int r = 0; r < HW_N_RESOURCES; r++)
    pips[r] = 0.0;
  for (int k = 0; k < 3; k++)
    {
      int h = rules->node_hexes[n][k], r;

      if (h < 0 || rules->hex_chit[h] == 0 || h == state->robber_hex)
        continue;
      r = rules->hex_resource[h];
      if (r >= 0 && r < HW_N_RESOURCES)
        pips[r] += hw_chit_pips (rules->hex_chit[h]);
    }
}

/* Two sites held together: their pips, a resource's first pips worth half again (as the
 * greedy bot values diversity), harbors as it does. */
static double
pair_value (const HwGameRules *rules,
            const double      *a,
            const double      *b,
            int                na,
            int                nb)
{
  double v = 0.0;

  for (int r = 0; r < HW_N_RESOURCES; r++)
    v += hw_bot_resource_weight[r] * (a[r] + b[r]) + 0.5 * (a[r] > 0.0 ? a[r] : b[r]);
  for (int i = 0; i < 2; i++)
    {
      guint8 harbors = rules->node_harbors[i == 0 ? na : nb];

      if (harbors & 1)
        v += 1.5;
      for (int r = 0; r < HW_N_RESOURCES; r++)
        if (harbors & (1 << (1 + r)))
          v += 0.5 + 0.4 * (a[r] + b[r]);
    }
  return v;
}

static gboolean
adjacent (const HwGameRules *rules,
          int                a,
          int                b)
{
  for (int k = 0; k < 3; k++)
    if (rules->node_nodes[a][k] == b)
      return TRUE;
  return FALSE;
}

/* The last seat places its two starting settlements one after the other: people choose
 * them as a pair, the first for what it makes together with the best second site left,
 * where the greedy bot takes the best single site and then the best complement of it.
 * Returns the index in @legal of the first site, or -1 when this is not that choice. */
static int
pair_pick (HwBot             *bot,
           const HwGameRules *rules,
           const HwGameState *state,
           const HwAction    *legal,
           guint              n_legal)
{
  double pips[HW_GAME_MAX_NODES][HW_N_RESOURCES];
  int me = hw_game_to_move (state), best_i = -1;
  double best = -1.0;
  const HwPlayerState *p = &state->players[me];

  /* Plain base rules only: a module's hexes weigh what these pips do not know. */
  if (!bot->params.pair_picks || state->phase != HW_PHASE_SETUP_SETTLEMENT || me != rules->n_players - 1 || rules->n_modules > 0
      || rules->seafarers || n_legal > HW_GAME_MAX_NODES)
    return -1;
  for (int w = 0; w < HW_GAME_NODE_WORDS; w++)
    if (p->buildings[w] != 0)
      return -1;
  for (guint i = 0; i < n_legal; i++)
    if (legal[i].type == HW_ACTION_PLACE_SETTLEMENT)
      site_pips (rules, state, legal[i].a, pips[i]);
  for (guint i = 0; i < n_legal; i++)
    {
      double top = 0.0, v;

      if (legal[i].type != HW_ACTION_PLACE_SETTLEMENT)
        continue;
      for (guint j = 0; j < n_legal; j++)
        if (j != i && legal[j].type == HW_ACTION_PLACE_SETTLEMENT
            && !adjacent (rules, legal[i].a, legal[j].a))
          top = MAX (top, pair_value (rules, pips[i], pips[j], legal[i].a, legal[j].a));
      /* The style's leaning and a few percent of noise, as for any starting site. */
      v = (top + hw_bot_style_site_bonus (bot->params.style, rules, legal[i].a))
          * (1.0 + 0.16 * (hw_rng_double (&bot->rng) - 0.5));
      if (v > best)
        best = v, best_i = (int) i;
    }
  return best_i;
}

static gboolean
people_choose (HwBot             *bot,
               const HwGameRules *rules,
               const HwGameState *state,
               const HwAction    *legal,
               guint              n_legal,
               HwAction          *choice)
{
  int pair = pair_pick (bot, rules, state, legal, n_legal);

  if (pair >= 0)
    {
      *choice = legal[pair];
      bot->chosen = pair;
      return TRUE;
    }
  return hw_bot_greedy.choose (bot, rules, state, legal, n_legal, choice);
}

const HwBotInfo hw_bot_people = {
  .name = "people",
  .description = N_("A table of people: each seat of each game draws a kind of player (army, cities, expansion, trade or none) and how much it wanders from its best move, fitted to people's games"),
  .choose = people_choose,
  .init = people_init,
  .tunable = FALSE,
};
