/* hw-sim.c: plays batches of games on a pool of threads.
 *
 * Workers claim game numbers one at a time from a shared counter and stop claiming once
 * cancelled, so the games played always form one range [start, next) whatever the timing:
 * an interrupted batch is a valid (incomplete) shard. Each worker owns its game state,
 * action buffer and partial statistics; only integer sums are combined at the end, so the
 * result does not depend on which thread played which game.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hw-sim.h"
#include "hw-sim-deal.h"

G_DEFINE_QUARK (hw-sim-error-quark, hw_sim_error)

/* Keeps a game's seed stream apart from other uses of the batch seed. */
#define GAME_STREAM G_GUINT64_CONSTANT (0x68772d67616d6573)

void
hw_sim_config_init (HwSimConfig *config)
{
  memset (config, 0, sizeof *config);
  config->seed = 1;
  config->n_games = 100;
  config->turn_limit = 1000;
  config->n_threads = 1;
  config->shard_count = 1;
  config->check = HW_SIM_CHECK_NONE;
}

gboolean
hw_sim_config_parse_bots (HwSimConfig  *config,
                          const char   *list,
                          guint         n_seats,
                          GError      **error)
{
  g_auto(GStrv) specs = g_strsplit (list, ",", -1);
  guint n = g_strv_length (specs);

  if (n == 0 || n > n_seats || n_seats > HW_SIM_MAX_SEATS)
    {
      g_set_error (error, HW_SIM_ERROR, HW_SIM_ERROR_CONFIG,
                   _("give one to %u bots, separated by commas"), MIN (n_seats, HW_SIM_MAX_SEATS));
      return FALSE;
    }
  for (guint s = 0; s < n_seats; s++)
    if (!hw_bot_parse_spec (g_strstrip (specs[s % n]), &config->bots[s], &config->bot_params[s],
                            config->bot_specs[s], error))
      return FALSE;
  config->n_seats = n_seats;
  return TRUE;
}

gboolean
hw_sim_config_set_bots (HwSimConfig  *config,
                        const char   *list,
                        guint         n_seats,
                        char        **bad)
{
  g_auto(GStrv) names = g_strsplit (list, ",", -1);
  guint n = g_strv_length (names);
  g_autoptr(GError) error = NULL;

  *bad = NULL;
  if (n == 0 || n > n_seats)
    return FALSE;
  for (guint s = 0; s < n_seats; s++)
    {
      const char *name = g_strstrip (names[s % n]);

      if (!hw_bot_parse_spec (name, &config->bots[s], &config->bot_params[s], config->bot_specs[s], NULL))
        {
          *bad = g_strdup (name);
          return FALSE;
        }
    }
  config->n_seats = n_seats;
  return TRUE;
}

const char *
hw_sim_config_bot_name (const HwSimConfig *config,
                        guint              index)
{
  g_return_val_if_fail (index < HW_SIM_MAX_SEATS && config->bots[index] != NULL, NULL);

  return config->bot_specs[index][0] != '\0' ? config->bot_specs[index] : config->bots[index]->name;
}

guint64
hw_sim_game_seed (guint64 seed,
                  guint64 index)
{
  return hw_rng_derive (seed ^ GAME_STREAM, index);
}

void
hw_sim_shard_range (guint64  n_games,
                    guint    index,
                    guint    count,
                    guint64 *start,
                    guint64 *end)
{
  guint64 base = n_games / count, extra = n_games % count;

  /* Contiguous blocks, the first (n_games mod count) one game longer. */
  *start = index * base + MIN ((guint64) index, extra);
  *end = *start + base + (index < extra ? 1 : 0);
}

static void
fill_record (const HwGameRules *rules,
             const HwGameState *state,
             HwSimGameRecord   *record,
             guint32           *hex_production)
{
  const HwGameCounters *c = &state->counters;

  record->turns = hw_game_turn (state);
  for (int p = 0; p < state->n_players && p < HW_SIM_MAX_SEATS; p++)
    {
      HwVpSources vp;

      hw_game_vp_sources (rules, state, p, &vp);
      record->vp[p][HW_SIM_VP_SETTLEMENTS] = (guint16) MAX (vp.settlements, 0);
      record->vp[p][HW_SIM_VP_CITIES] = (guint16) MAX (vp.cities, 0);
      record->vp[p][HW_SIM_VP_LONGEST_ROUTE] = (guint16) MAX (vp.longest_route, 0);
      record->vp[p][HW_SIM_VP_ARMY] = (guint16) MAX (vp.largest_army, 0);
      record->vp[p][HW_SIM_VP_CARDS] = (guint16) MAX (vp.cards, 0);
      record->vp[p][HW_SIM_VP_ISLANDS] = (guint16) MAX (vp.island_bonus, 0);
      record->vp[p][HW_SIM_VP_MODULES] = (guint16) MAX (vp.modules, 0);
      record->profile[p][HW_SIM_PROFILE_DEVS] = c->dev_bought[p];
      record->profile[p][HW_SIM_PROFILE_KNIGHTS] = c->played[p][HW_PLAYED_KNIGHT];
      record->profile[p][HW_SIM_PROFILE_MONOPOLIES] = c->played[p][HW_PLAYED_MONOPOLY];
      record->profile[p][HW_SIM_PROFILE_ROAD_BUILDING] = c->played[p][HW_PLAYED_ROAD_BUILDING];
      record->profile[p][HW_SIM_PROFILE_PLENTY] = c->played[p][HW_PLAYED_PLENTY];
      record->profile[p][HW_SIM_PROFILE_VP_CARDS] = state->players[p].dev[HW_DEV_VICTORY_POINT];
      record->profile[p][HW_SIM_PROFILE_ARMY] = state->largest_army_holder == p;
      record->profile[p][HW_SIM_PROFILE_ROUTE] = state->longest_route_holder == p;
      record->profile[p][HW_SIM_PROFILE_OFFERS] = c->played[p][HW_PLAYED_OFFER];
      record->profile[p][HW_SIM_PROFILE_TRADES] = c->played[p][HW_PLAYED_TRADE];
      record->profile[p][HW_SIM_PROFILE_BANK4] = c->played[p][HW_PLAYED_BANK4];
      record->profile[p][HW_SIM_PROFILE_BANK3] = c->played[p][HW_PLAYED_BANK3];
      record->profile[p][HW_SIM_PROFILE_BANK2] = c->played[p][HW_PLAYED_BANK2];
      record->discoveries_earned += c->discoveries_earned[p];
      record->discoveries_spent += c->discoveries_spent[p];
    }
  for (int r = 0; r < HW_N_RESOURCES; r++)
    record->production[r] = c->production_resource[r];
  for (int h = 0; h < rules->n_hexes; h++)
    {
      gboolean gold = rules->hex_terrain[h] == HW_TERRAIN_GOLD
                      || (rules->hex_terrain[h] == HW_TERRAIN_VOLCANO && rules->volcano_produces < 0);

      if (gold)
        record->gold_production += c->production_hex[h];
      if (hex_production != NULL)
        hex_production[h] += c->production_hex[h];
    }
  record->eruptions = c->eruptions;
  record->settlements_destroyed = c->eruption_settlements_destroyed;
  record->cities_reduced = c->eruption_cities_reduced;
  hw_game_module_game_stats (rules, state, &record->modules, NULL);
}

/* The actions after which a listing may still hold (hw_game_listing_declined()). */
#define OFFER_OR_DECLINE (1u << HW_ACTION_TRADE_OFFER | 1u << HW_ACTION_TRADE_DECLINE)
G_STATIC_ASSERT (HW_N_ACTION_TYPES <= 32);

/* The game loop of hw_sim_play_game () and hw_sim_replay_game (): inlined into both, so the
 * batch's loop, where @observer is NULL, has no trace of the replay's. */
G_ALWAYS_INLINE static inline void
play_game (const HwGameRules      *rules,
           HwGameState            *state,
           HwAction               *buf,
           const HwBotInfo *const *bots,
           const HwBotParams      *params,
           const guint8           *seat_bot,
           guint64                 seed,
           guint                   turn_limit,
           HwSimCheck              check,
           HwSimGameRecord        *record,
           guint32                *hex_production,
           char                  **error_message,
           HwSimObserver           observer,
           gpointer                observer_data,
           HwGameState            *before)
{
  HwBot players[HW_SIM_MAX_SEATS];
  gboolean seat_lazy[HW_SIM_MAX_SEATS];
  /* The answers to an offer are listed here, so that @buf keeps the main-phase listing
   * while the others answer: a fifth of a base game's main-phase steps (random bots) come
   * back to it after an offer everybody declined. */
  HwAction answers[HW_GAME_MAX_ACTIONS];
  HwAction *lists[2] = { buf, answers };
  HwActionListing listings[2];
  gboolean keeps = FALSE;
  guint32 turn_seen = 0, turn_actions = 0;
  int n = rules->n_players;
  g_autoptr(GString) why = NULL;

  g_return_if_fail (n >= 1 && n <= HW_SIM_MAX_SEATS);

  memset (record, 0, sizeof *record);
  record->seed = seed;
  record->winner = -1;
  record->culprit = -1;
  record->n_seats = (guint8) n;
  record->end = HW_SIM_END_WIN;
  for (int s = 0; s < n; s++)
    {
      record->seat_bot[s] = seat_bot ? seat_bot[s] : (guint8) s;
      hw_bot_init_params (&players[s], bots[s], params ? &params[s] : NULL, s, seed);
      /* The trusted path: a bot that picks by index sees the listing without the offers
         written out, and what it picks is applied without a second check. */
      seat_lazy[s] = check == HW_SIM_CHECK_NONE && bots[s]->pick != NULL;
    }

  hw_game_init (state, rules, seed);
  while (!hw_game_is_over (state))
    {
      HwAction choice;
      /* Indexed, not tested: the phase follows a random player's last choice. */
      int answer = state->phase == HW_PHASE_TRADE;
      HwAction *list = lists[answer];
      HwActionListing *lst = &listings[answer];
      guint n_legal;
      int seat;
      gboolean lazy, listed;

      if (hw_game_turn (state) > turn_limit)
        {
          record->end = HW_SIM_END_TURN_LIMIT;
          break;
        }
      if (hw_game_turn (state) != turn_seen)
        {
          turn_seen = hw_game_turn (state);
          turn_actions = 0;
        }

      seat = hw_game_to_move (state);
      lazy = seat >= 0 && seat < n && seat_lazy[seat];
      /* @keeps: @buf and @listing hold a lazy main-phase listing from which an offer was
         made, and only answers were played since. */
      if (keeps && !answer && hw_game_listing_declined (rules, state, lst))
        n_legal = lst->n;
      else if (lazy)
        n_legal = hw_game_legal_actions_lazy (rules, state, list, lst);
      else
        n_legal = hw_game_legal_actions (rules, state, list, HW_GAME_MAX_ACTIONS);
      /* The answers leave @buf as it was. */
      keeps = answer ? keeps : lazy;
      if (n_legal == 0 || seat < 0 || seat >= n)
        {
          record->end = HW_SIM_END_ENGINE_ERROR;
          if (error_message)
            *error_message = g_strdup_printf (_("the engine lists no action for player %d"), seat + 1);
          break;
        }
      if (++turn_actions > HW_SIM_MAX_ACTIONS_PER_TURN)
        {
          record->end = HW_SIM_END_BOT_ERROR;
          record->culprit = (gint8) seat;
          if (error_message)
            *error_message = g_strdup_printf (_("player %d (%s) did not end turn %u within %d actions"),
                                              seat + 1, bots[seat]->name, turn_seen,
                                              HW_SIM_MAX_ACTIONS_PER_TURN);
          break;
        }

      if (lazy)
        {
          int i;

          players[seat].picked.type = HW_N_ACTION_TYPES;
          i = bots[seat]->pick (&players[seat], rules, state, list, lst);
          listed = i >= 0 && (guint) i < n_legal;
          /* A bot that wrote its list out says what it picked: not looked for again. */
          if (listed && players[seat].picked.type != HW_N_ACTION_TYPES)
            choice = players[seat].picked;
          else if (listed)
            hw_game_listed_action (rules, state, list, lst, (guint) i, &choice);
          else
            {
              memset (&choice, 0, sizeof choice);
              choice.type = HW_N_ACTION_TYPES;  /* described as an unknown action */
            }
        }
      else
        {
          memset (&choice, 0, sizeof choice);
          listed = hw_bot_choose (&players[seat], rules, state, list, n_legal, &choice) &&
                   hw_bot_find_choice (&players[seat], list, n_legal, &choice) >= 0;
        }
      if (listed && check == HW_SIM_CHECK_NONE)
        {
          /* Listed for this very state: legal, no need to ask the engine again. */
          hw_game_apply_listed (rules, state, &choice);
          record->actions++;
          /* Only the offer and the answers leave the kept listing to hw_game_listing_declined(). */
          keeps &= (OFFER_OR_DECLINE >> (choice.type & 31)) & 1;
          continue;
        }
      if (!listed)
        {
          /* A bot bug: report it, never apply an action the engine did not offer. */
          record->end = HW_SIM_END_BOT_ERROR;
          record->culprit = (gint8) seat;
          if (error_message)
            {
              g_autoptr(GString) desc = g_string_new (NULL);

              hw_game_action_describe (rules, &choice, desc);
              *error_message = g_strdup_printf (_("player %d (%s) chose an action that is not legal: %s"),
                                                seat + 1, bots[seat]->name, desc->str);
            }
          break;
        }
      keeps = FALSE;
      if (observer != NULL)
        memcpy (before, state, sizeof *state);
      if (!hw_game_apply (rules, state, &choice))
        {
          record->end = HW_SIM_END_ENGINE_ERROR;
          if (error_message)
            *error_message = g_strdup (_("the engine refused an action it listed as legal"));
          break;
        }
      record->actions++;
      if (observer != NULL)
        observer (rules, before, &choice, seat, state, observer_data);

      if (check == HW_SIM_CHECK_EVERY)
        {
          if (why == NULL)
            why = g_string_new (NULL);
          if (!hw_game_check_invariants (rules, state, why))
            {
              record->end = HW_SIM_END_ENGINE_ERROR;
              if (error_message)
                *error_message = g_strdup_printf (_("rule broken after action %u: %s"),
                                                  record->actions, why->str);
              break;
            }
        }
    }

  if (record->end == HW_SIM_END_WIN && state->setup_blocked)
    {
      /* The engine ended a setup that ran out of room: no game was played. */
      record->end = HW_SIM_END_ENGINE_ERROR;
      if (error_message)
        *error_message = g_strdup_printf (_("the setup ran out of room: player %d has no legal place for a starting settlement or its road"),
                                          hw_game_to_move (state) + 1);
    }
  if (record->end == HW_SIM_END_WIN)
    record->winner = (gint8) hw_game_winner (state);
  if (check == HW_SIM_CHECK_END && record->end != HW_SIM_END_ENGINE_ERROR)
    {
      why = g_string_new (NULL);
      if (!hw_game_check_invariants (rules, state, why))
        {
          record->end = HW_SIM_END_ENGINE_ERROR;
          record->winner = -1;
          if (error_message && *error_message == NULL)
            *error_message = g_strdup_printf (_("rule broken in the final state: %s"), why->str);
        }
    }
  fill_record (rules, state, record, hex_production);
}

void
hw_sim_play_game (const HwGameRules      *rules,
                  HwGameState            *state,
                  HwAction               *buf,
                  const HwBotInfo *const *bots,
                  const HwBotParams      *params,
                  const guint8           *seat_bot,
                  guint64                 seed,
                  guint                   turn_limit,
                  HwSimCheck              check,
                  HwSimGameRecord        *record,
                  guint32                *hex_production,
                  char                  **error_message)
{
  play_game (rules, state, buf, bots, params, seat_bot, seed, turn_limit, check, record,
             hex_production, error_message, NULL, NULL, NULL);
}

void
hw_sim_replay_game (const HwGameRules *rules,
                    const HwSimConfig *config,
                    guint64            index,
                    HwSimObserver      observer,
                    gpointer           observer_data,
                    HwGameState       *state,
                    HwSimGameRecord   *record,
                    char             **error_message)
{
  const HwBotInfo *bots[HW_SIM_MAX_SEATS];
  HwBotParams params[HW_SIM_MAX_SEATS];
  guint8 seat_bot[HW_SIM_MAX_SEATS];
  g_autofree HwAction *buf = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  g_autofree HwGameState *before = g_new0 (HwGameState, 1);

  g_return_if_fail (observer != NULL);

  hw_sim_seat_bots (config, index, bots, params, seat_bot);
  /* Checked: every choice is the bot's choose () among the whole list, which picks what the
   * batch's trusted path picks (hw-bot.h), and each action can be shown as it is played. */
  play_game (rules, state, buf, bots, params, seat_bot, hw_sim_game_seed (config->seed, index),
             config->turn_limit, HW_SIM_CHECK_END, record, NULL, error_message, observer,
             observer_data, before);
  record->index = index;
}

void
hw_sim_seat_bots (const HwSimConfig *config,
                  guint64            index,
                  const HwBotInfo  **bots,
                  HwBotParams       *params,
                  guint8            *seat_bot)
{
  guint n = config->n_seats;

  for (guint s = 0; s < n; s++)
    {
      seat_bot[s] = (guint8) (config->rotate_seats ? (s + index) % n : s);
      bots[s] = config->bots[seat_bot[s]];
      params[s] = config->bot_params[seat_bot[s]];
    }
}

typedef struct
{
  const HwScenario  *scenario;
  const HwVariant   *variant;
  const HwGameRules *rules;
  const HwSimConfig *config;
  guint64            start;
  guint64            end;
  guint64            next;       /* atomic: next game to claim */
  guint64            done;       /* atomic: games finished */
  GArray            *records;

  GMutex             lock;
  GCond              cond;
  guint              running;
  char              *first_error;
  guint64            first_error_game;
} Shared;

typedef struct
{
  Shared      *shared;
  HwSimStats  *partial;
} Worker;

/* Plays game @i again on a fresh deal, with the same bots and game seed, and counts who won
 * among the turn-order baseline; returns an error message or NULL. */
static char *
play_deal (HwSimDealer            *dealer,
           HwGameState            *state,
           HwAction               *buf,
           const HwBotInfo *const *bots,
           const HwBotParams      *params,
           const guint8           *seat_bot,
           const HwSimConfig      *cfg,
           guint64                 i,
           HwSimStats             *partial)
{
  g_autoptr(GError) error = NULL;
  const HwGameRules *dealt = hw_sim_dealer_deal (dealer, cfg->seed, i, &error);
  HwSimGameRecord record;
  char *message = NULL;

  if (dealt == NULL)
    {
      /* Counted as a game without a winner, so the baseline's games stay the batch's. */
      memset (&record, 0, sizeof record);
      record.n_seats = (guint8) cfg->n_seats;
      record.winner = -1;
      record.end = HW_SIM_END_ENGINE_ERROR;
      hw_sim_stats_add_deal_game (partial, &record);
      return g_strdup_printf (_("fresh deal: %s"), error->message);
    }
  hw_sim_play_game (dealt, state, buf, bots, params, seat_bot, hw_sim_game_seed (cfg->seed, i),
                    cfg->turn_limit, cfg->check, &record, NULL, &message);
  hw_sim_stats_add_deal_game (partial, &record);
  if (message != NULL)
    {
      char *fresh = g_strdup_printf (_("fresh deal: %s"), message);

      g_free (message);
      return fresh;
    }
  return NULL;
}

static void
run_worker (gpointer data,
            gpointer user_data)
{
  Worker *w = data;
  Shared *sh = user_data;
  const HwSimConfig *cfg = sh->config;
  const HwGameRules *rules = sh->rules;
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  g_autofree HwAction *buf = g_new (HwAction, HW_GAME_MAX_ACTIONS);
  g_autofree guint32 *hex_production = g_new0 (guint32, MAX (rules->n_hexes, 1));
  /* --deal: each worker deals its own boards; game i's deal depends on i alone. */
  g_autoptr(HwSimDealer) dealer = cfg->deal ? hw_sim_dealer_new (sh->scenario, sh->variant, rules->n_players, NULL)
                                            : NULL;

  for (;;)
    {
      const HwBotInfo *bots[HW_SIM_MAX_SEATS];
      HwBotParams params[HW_SIM_MAX_SEATS];
      guint8 seat_bot[HW_SIM_MAX_SEATS];
      HwSimGameRecord record;
      HwModuleHexTurns hex_turns;
      char *message = NULL;
      guint64 i;

      if (cfg->cancel != NULL && g_atomic_int_get (cfg->cancel))
        break;
      i = __atomic_fetch_add (&sh->next, 1, __ATOMIC_RELAXED);
      if (i >= sh->end)
        break;

      hw_sim_seat_bots (cfg, i, bots, params, seat_bot);
      memset (hex_production, 0, sizeof (guint32) * MAX (rules->n_hexes, 1));
      hw_sim_play_game (rules, state, buf, bots, params, seat_bot, hw_sim_game_seed (cfg->seed, i),
                        cfg->turn_limit, cfg->check, &record, hex_production, &message);
      record.index = i;
      hw_sim_stats_add_game (w->partial, &record, hex_production);
      hw_game_module_game_stats (rules, state, NULL, &hex_turns);
      hw_sim_stats_add_hex_turns (w->partial, &hex_turns);
      if (sh->records != NULL)
        g_array_index (sh->records, HwSimGameRecord, i - sh->start) = record;
      if (dealer != NULL)
        {
          char *fresh = play_deal (dealer, state, buf, bots, params, seat_bot, cfg, i, w->partial);

          if (message == NULL)
            message = fresh;
          else
            g_free (fresh);
        }

      if (message != NULL)
        {
          g_mutex_lock (&sh->lock);
          if (sh->first_error == NULL || i < sh->first_error_game)
            {
              /* Numbers formatted apart, so that translators see the whole message. */
              g_autofree char *game = g_strdup_printf ("%" G_GUINT64_FORMAT, i);
              g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, record.seed);

              g_free (sh->first_error);
              sh->first_error = g_strdup_printf (_("game %s (seed %s): %s"), game, seed, message);
              sh->first_error_game = i;
            }
          g_mutex_unlock (&sh->lock);
          g_free (message);
        }
      __atomic_fetch_add (&sh->done, 1, __ATOMIC_RELAXED);
    }

  g_mutex_lock (&sh->lock);
  sh->running--;
  g_cond_signal (&sh->cond);
  g_mutex_unlock (&sh->lock);
}

static gboolean
check_config (const HwGameRules *rules,
              const HwSimConfig *config,
              GError           **error)
{
  if (config->n_seats < 1 || config->n_seats > HW_SIM_MAX_SEATS || (int) config->n_seats != rules->n_players)
    {
      g_set_error (error, HW_SIM_ERROR, HW_SIM_ERROR_CONFIG,
                   _("%u bots for a game of %d players"), config->n_seats, rules->n_players);
      return FALSE;
    }
  for (guint s = 0; s < config->n_seats; s++)
    if (config->bots[s] == NULL || config->bots[s]->choose == NULL)
      {
        g_set_error (error, HW_SIM_ERROR, HW_SIM_ERROR_CONFIG, _("no bot for seat %u"), s + 1);
        return FALSE;
      }
  if (config->shard_count < 1 || config->shard_index >= config->shard_count)
    {
      g_set_error (error, HW_SIM_ERROR, HW_SIM_ERROR_CONFIG, _("shard %u of %u does not exist"),
                   config->shard_index + 1, config->shard_count);
      return FALSE;
    }
  if (config->keep_records)
    {
      guint64 start, end;

      hw_sim_shard_range (config->n_games, config->shard_index, config->shard_count, &start, &end);
      if (end - start > HW_SIM_MAX_RECORDS)
        {
          g_set_error (error, HW_SIM_ERROR, HW_SIM_ERROR_CONFIG,
                       _("one row per game is kept for at most %u games per run; split the batch with shards"),
                       HW_SIM_MAX_RECORDS);
          return FALSE;
        }
    }
  if (config->turn_limit < 1 || config->turn_limit > HW_SIM_MAX_TURN_LIMIT || config->n_threads < 1)
    {
      g_set_error (error, HW_SIM_ERROR, HW_SIM_ERROR_CONFIG,
                   _("the turn limit must be from 1 to %d and threads at least 1"), HW_SIM_MAX_TURN_LIMIT);
      return FALSE;
    }
  return TRUE;
}

static HwSimStats *
new_stats (const HwScenario  *scenario,
           const HwVariant   *variant,
           const HwGameRules *rules,
           const HwSimConfig *config)
{
  const char *names[HW_SIM_MAX_SEATS];
  g_autofree int *coords = g_new0 (int, 2 * MAX (rules->n_hexes, 1));
  g_autofree HwTerrain *terrains = g_new0 (HwTerrain, MAX (rules->n_hexes, 1));
  HwModuleBatchStats batch;
  HwSimStats *stats;

  for (guint s = 0; s < config->n_seats; s++)
    names[s] = hw_sim_config_bot_name (config, s);
  stats = hw_sim_stats_new (scenario ? scenario->id : NULL, variant ? variant->id : NULL,
                            config->n_seats, names, config->rotate_seats, config->seed,
                            config->n_games, config->turn_limit);
  hw_sim_stats_set_digest (stats, config->digest);
  for (int h = 0; h < rules->n_hexes; h++)
    {
      const HwHex *hex = variant && (guint) h < hw_board_n_hexes (variant->board)
                         ? hw_board_get_hex (variant->board, h) : NULL;

      coords[2 * h] = hex ? hex->coord.q : 0;
      coords[2 * h + 1] = hex ? hex->coord.r : 0;
      terrains[h] = (HwTerrain) rules->hex_terrain[h];
    }
  hw_sim_stats_set_hexes (stats, rules->n_hexes, coords, terrains, rules->hex_chit);
  hw_game_module_batch_stats (rules, &batch);
  if (batch.has_places)
    hw_sim_stats_set_places (stats, batch.n_places, batch.places);
  return stats;
}

HwSimResult *
hw_sim_run (const HwScenario  *scenario,
            const HwVariant   *variant,
            const HwGameRules *rules,
            const HwSimConfig *config,
            GError           **error)
{
  Shared sh = { 0 };
  Worker *workers;
  GThreadPool *pool;
  HwSimResult *result;
  GTimer *timer;
  guint n_threads;
  guint64 played;

  g_return_val_if_fail (rules != NULL && config != NULL, NULL);

  if (!check_config (rules, config, error))
    return NULL;
  if (config->deal)
    {
      /* Refused here, once, rather than in every worker. */
      g_autoptr(HwSimDealer) probe = NULL;

      if (scenario == NULL || variant == NULL)
        {
          g_set_error (error, HW_SIM_ERROR, HW_SIM_ERROR_CONFIG, _("fresh deals need the scenario"));
          return NULL;
        }
      probe = hw_sim_dealer_new (scenario, variant, rules->n_players, error);
      if (probe == NULL || hw_sim_dealer_deal (probe, config->seed, 0, error) == NULL)
        return NULL;
    }

  hw_sim_shard_range (config->n_games, config->shard_index, config->shard_count, &sh.start, &sh.end);
  sh.scenario = scenario;
  sh.variant = variant;
  sh.rules = rules;
  sh.config = config;
  sh.next = sh.start;
  if (config->keep_records)
    {
      sh.records = g_array_sized_new (FALSE, TRUE, sizeof (HwSimGameRecord), (guint) (sh.end - sh.start));
      g_array_set_size (sh.records, (guint) (sh.end - sh.start));
    }
  g_mutex_init (&sh.lock);
  g_cond_init (&sh.cond);

  result = g_new0 (HwSimResult, 1);
  result->stats = new_stats (scenario, variant, rules, config);
  hw_sim_stats_set_dealt (result->stats, config->deal);
  timer = g_timer_new ();

  n_threads = (guint) MIN ((guint64) config->n_threads, MAX (sh.end - sh.start, 1));
  workers = g_new0 (Worker, n_threads);
  sh.running = n_threads;
  pool = g_thread_pool_new (run_worker, &sh, (int) n_threads, TRUE, error);
  if (pool == NULL)
    {
      hw_sim_result_free (result);
      g_free (workers);
      g_timer_destroy (timer);
      return NULL;
    }
  for (guint t = 0; t < n_threads; t++)
    {
      workers[t].shared = &sh;
      workers[t].partial = hw_sim_stats_new_like (result->stats);
      g_thread_pool_push (pool, &workers[t], NULL);
    }

  g_mutex_lock (&sh.lock);
  while (sh.running > 0)
    {
      g_cond_wait_until (&sh.cond, &sh.lock, g_get_monotonic_time () + G_TIME_SPAN_SECOND / 10);
      if (config->progress != NULL)
        {
          guint64 done = __atomic_load_n (&sh.done, __ATOMIC_RELAXED);

          g_mutex_unlock (&sh.lock);
          config->progress (done, sh.end - sh.start, config->progress_data);
          g_mutex_lock (&sh.lock);
        }
    }
  g_mutex_unlock (&sh.lock);
  g_thread_pool_free (pool, FALSE, TRUE);

  for (guint t = 0; t < n_threads; t++)
    {
      hw_sim_stats_accumulate (result->stats, workers[t].partial);
      hw_sim_stats_free (workers[t].partial);
    }
  g_free (workers);

  played = MIN (sh.next, sh.end) - sh.start;
  hw_sim_stats_add_range (result->stats, sh.start, sh.start + played);
  result->interrupted = played < sh.end - sh.start;
  hw_sim_stats_set_interrupted (result->stats, result->interrupted);
  if (sh.records != NULL)
    g_array_set_size (sh.records, (guint) played);
  result->records = sh.records;
  result->first_error = sh.first_error;
  result->seconds = g_timer_elapsed (timer, NULL);
  g_timer_destroy (timer);
  g_mutex_clear (&sh.lock);
  g_cond_clear (&sh.cond);
  return result;
}

void
hw_sim_result_free (HwSimResult *result)
{
  if (result == NULL)
    return;
  hw_sim_stats_free (result->stats);
  if (result->records)
    g_array_unref (result->records);
  g_free (result->first_error);
  g_free (result);
}
