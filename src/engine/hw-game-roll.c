/* hw-game-roll.c: the roll and what follows it: production (BASE-PROD, SEA-GOLD, VOL-03,
 * JUN-01), the bank limit (BASE-PROD-02), the 7 (BASE-SEVEN), the robber, free resource
 * choices and eruptions (VOL-02, VOL-04). */
#include "hw-game-private.h"

#include <string.h>

void
hw_game_next_debtor (const HwGameRules *rules,
                     HwGameState       *state)
{
  int n = state->n_players;

  if (state->phase == HW_PHASE_DISCARD)
    {
      /* In seat order from the active player (no division: asked after every discard). */
      for (int i = 0, p = state->current; i < n; i++, p = p + 1 < n ? p + 1 : 0)
        {
          if (state->players[p].discard_owed > 0)
            {
              state->to_move = (guint8) p;
              return;
            }
        }
      state->phase = HW_PHASE_ROBBER;
      state->to_move = state->current;
      /* A module may replace the robber. */
      HW_FOREACH_HOOK (rules, HW_HOOK_ON_SEVEN, slot)
        slot->module->on_seven (rules, slot, state);
      return;
    }

  if (state->phase == HW_PHASE_CHOOSE)
    {
      gboolean empty = rules->bank_limit;

      for (int r = 0; r < HW_N_RESOURCES; r++)
        if (state->bank[r] > 0)
          empty = FALSE;
      for (int i = 0, p = state->current; i < n; i++, p = p + 1 < n ? p + 1 : 0)
        {
          /* The bank limit applies to free choices too: an empty bank pays nothing. */
          if (empty)
            state->players[p].choices_owed = 0;
          if (state->players[p].choices_owed > 0)
            {
              state->to_move = (guint8) p;
              return;
            }
        }
      state->phase = state->resume_phase;
      state->to_move = state->current;
    }
}

int
hw_game_take_random_card (HwGameState *state,
                          int          victim)
{
  HwPlayerState *v = &state->players[victim];
  int total = hw_game_hand_total (v), pick;

  if (total == 0)
    return -1;
  pick = (int) hw_rng_uniform (&state->rng, (guint32) total);
  for (int r = 0; r < HW_N_RESOURCES; r++)
    {
      if (pick < v->hand[r])
        {
          v->hand[r]--;
          return r;
        }
      pick -= v->hand[r];
    }
  g_assert_not_reached ();
}

void
hw_game_produce (const HwGameRules *rules,
                 HwGameState       *state,
                 int                sum)
{
  gint16 owed[HW_GAME_MAX_PLAYERS][HW_N_RESOURCES];
  int paid[HW_N_RESOURCES];
  guint short_of = 0;
  guint owed_any = 0;

  /* Where the yield is kept, what the number's plain hexes owe is known: only the robber's
   * hex is taken off below. */
  if (rules->keeps_yield && sum >= 2 && sum <= 12)
    memcpy (owed, state->yield.owed[sum - 2], sizeof owed);
  else
    memset (owed, 0, sizeof owed);
  for (int i = 0; i < rules->n_chit_hexes[sum]; i++)
    {
      int h = rules->chit_hexes[sum][i];
      int t = rules->hex_terrain[h];
      int res = t == HW_TERRAIN_VOLCANO ? rules->volcano_produces : rules->hex_resource[h];

      if (rules->keeps_yield && hw_game_yield_plain (rules, h))
        {
          if (h != state->robber_hex)
            {
              state->counters.production_hex[h] += state->yield.given[h];
              owed_any |= (guint) (state->yield.given[h] > 0) << res;
              continue;
            }
          /* BASE-PROD-01: the robber's hex pays nothing; the kept yield counted it. */
          for (int k = 0; k < 6; k++)
            {
              int node = rules->hex_nodes[h][k];
              int p = state->node_owner[node] - 1;

              if ((guint) p < state->n_players)
                owed[p][res] -= (gint16) (1 + (int) hw_bit_get (state->players[p].cities, node));
            }
          continue;
        }
      /* BASE-PROD-01: a blocked hex produces nothing (the robber's, or a module's). */
      if (h == state->robber_hex || hw_game_hex_blocked (rules, state, h))
        continue;
      /* Most hexes yield a resource card: their corners are added up without a branch per
       * corner, since whether a corner is built on cannot be predicted. */
      if (t != HW_TERRAIN_JUNGLE && res >= 0)
        {
          int given = 0;

          for (int k = 0; k < 6; k++)
            {
              int node = rules->hex_nodes[h][k];
              int p = state->node_owner[node] - 1;
              /* Not free, nor a module's neutral piece. */
              gboolean owns = (guint) p < state->n_players;
              int q = p & -owns;  /* p, or 0 when nobody is owed: no branch */
              int amount = owns * (1 + (int) hw_bit_get (state->players[q].cities, node));

              owed[q][res] += (gint16) amount;
              given += amount;
            }
          owed_any |= (guint) (given > 0) << res;
          state->counters.production_hex[h] += (guint16) given;
          continue;
        }
      for (int k = 0; k < 6; k++)
        {
          int node = rules->hex_nodes[h][k];
          int p = state->node_owner[node] - 1;
          int amount;

          if ((guint) p >= state->n_players)  /* free, or a module's neutral piece */
            continue;
          amount = hw_bit_get (state->players[p].cities, node) ? 2 : 1;
          if (t == HW_TERRAIN_JUNGLE)
            {
              /* JUN-01: discovery tokens, no cards; tokens are not limited by the bank. */
              state->players[p].discoveries += amount;
              state->counters.discoveries_earned[p] += amount;
              state->counters.production_hex[h] += amount;
            }
          else if (t == HW_TERRAIN_GOLD || t == HW_TERRAIN_VOLCANO)
            {
              /* SEA-GOLD, VOL-03 (gold): free choices, paid one by one from the bank. */
              state->players[p].choices_owed += amount;
              state->counters.production_hex[h] += amount;
            }
        }
    }

  for (; owed_any != 0; owed_any &= owed_any - 1)
    {
      int r = __builtin_ctz (owed_any);
      int total = 0, owners = 0;

      for (int p = 0; p < state->n_players; p++)
        {
          total += owed[p][r];
          owners += owed[p][r] > 0;
        }
      paid[r] = total;
      if (rules->bank_limit && total > state->bank[r])
        {
          short_of |= 1u << r;
          /* BASE-PROD-02: nobody is paid, unless only one player is owed it. */
          if (owners == 1)
            {
              paid[r] = state->bank[r];
              for (int p = 0; p < state->n_players; p++)
                if (owed[p][r] > 0)
                  owed[p][r] = (gint16) state->bank[r];
            }
          else
            {
              paid[r] = 0;
              for (int p = 0; p < state->n_players; p++)
                owed[p][r] = 0;
            }
        }
      for (int p = 0; p < state->n_players; p++)
        {
          state->players[p].hand[r] += owed[p][r];
          state->bank[r] -= owed[p][r];
        }
      state->counters.production_resource[r] += paid[r];
    }

  /* The hexes were credited with what was owed; correct those the bank could not pay. */
  if (short_of == 0)
    return;
  for (int i = 0; i < rules->n_chit_hexes[sum]; i++)
    {
      int h = rules->chit_hexes[sum][i];
      int res = rules->hex_terrain[h] == HW_TERRAIN_VOLCANO ? rules->volcano_produces
                                                             : rules->hex_resource[h];
      if (h == state->robber_hex || res < 0 || !(short_of & (1u << res)) ||
          hw_game_hex_blocked (rules, state, h))
        continue;
      for (int k = 0; k < 6; k++)
        {
          int node = rules->hex_nodes[h][k];
          int p = state->node_owner[node] - 1;
          int amount, given;
          if ((guint) p >= state->n_players)  /* free, or a module's neutral piece */
            continue;
          amount = hw_bit_get (state->players[p].cities, node) ? 2 : 1;
          given = MIN (amount, paid[res]);
          paid[res] -= given;
          state->counters.production_hex[h] -= amount - given;
        }
    }
}

void
hw_game_erupt (const HwGameRules *rules,
               HwGameState       *state,
               int                hex,
               int                die)
{
  /* VOL-02: corners 1..6 clockwise from the top are corners 0..5 of hw-hex.h. */
  int node = rules->hex_nodes[hex][die - 1];
  int p = state->node_owner[node] - 1;
  HwPlayerState *ps;

  state->counters.eruptions++;
  if (p < 0)
    return;
  ps = &state->players[p];
  if (hw_bit_get (ps->cities, node) && ps->settlements_left > 0)
    {
      hw_bit_clear (ps->cities, node);
      ps->cities_left++;
      ps->settlements_left--;
      state->counters.eruption_cities_reduced++;
      return;
    }
  hw_game_remove_building (rules, state, node);
  state->counters.eruption_settlements_destroyed++;
}

void
hw_game_resolve_roll (const HwGameRules *rules,
                      HwGameState       *state,
                      int                d1,
                      int                d2)
{
  int sum = d1 + d2;

  state->dice[0] = (guint8) d1;
  state->dice[1] = (guint8) d2;
  state->counters.rolls[sum]++;
  state->resume_phase = HW_PHASE_MAIN;

  if (sum == 7)
    {
      /* BASE-SEVEN-01 (JUN-02: tokens are not cards and do not count). */
      for (int p = 0; p < state->n_players; p++)
        {
          int n = hw_game_hand_total (&state->players[p]);
          state->players[p].discard_owed = (guint8) (n > 7 ? n / 2 : 0);
        }
      state->phase = HW_PHASE_DISCARD;
      hw_game_next_debtor (rules, state);
      return;
    }

  /* A module may act before production, and make the roll wait for choices. */
  HW_FOREACH_HOOK (rules, HW_HOOK_ON_ROLL, slot)
    if (slot->module->on_roll (rules, slot, state, sum))
      return;
  hw_game_finish_roll (rules, state, sum);
}

void
hw_game_finish_roll (const HwGameRules *rules,
                     HwGameState       *state,
                     int                sum)
{
  gboolean owed = FALSE;

  hw_game_produce (rules, state, sum);
  HW_FOREACH_HOOK (rules, HW_HOOK_PRODUCED, slot)
    slot->module->produced (rules, slot, state, sum);
  for (int i = 0; i < rules->n_chit_hexes[sum]; i++)
    {
      int h = rules->chit_hexes[sum][i];
      if (rules->hex_terrain[h] != HW_TERRAIN_VOLCANO)
        continue;
      /* VOL-04 */
      if (h == state->robber_hex && rules->robber_stops_eruption)
        continue;
      hw_game_erupt (rules, state, h, 1 + (int) hw_rng_uniform (&state->rng, 6));
    }

  for (int p = 0; p < state->n_players; p++)
    if (state->players[p].choices_owed > 0)
      owed = TRUE;
  state->phase = owed ? HW_PHASE_CHOOSE : HW_PHASE_MAIN;
  hw_game_next_debtor (rules, state);
}

static gboolean
robbable (const HwGameRules *rules,
          const HwGameState *state,
          int                hex,
          int                victim)
{
  if (victim == state->to_move || victim < 0 || victim >= state->n_players ||
      hw_game_hand_total (&state->players[victim]) == 0)
    return FALSE;
  for (int k = 0; k < 6; k++)
    if (state->node_owner[rules->hex_nodes[hex][k]] == victim + 1)
      return TRUE;
  return FALSE;
}

static gboolean
robber_target (const HwGameRules *rules,
               const HwGameState *state,
               int                hex)
{
  /* BASE-SEVEN-02: another land hex. */
  return hex >= 0 && hex < rules->n_hexes && hex != state->robber_hex &&
         rules->hex_island[hex] >= 0;
}

/* The players other than the one to move holding cards: those the robber may rob. */
static guint
robber_holders (const HwGameState *state)
{
  guint holders = 0;

  for (int v = 0; v < state->n_players; v++)
    holders |= (guint) (hw_game_hand_total (&state->players[v]) > 0) << v;
  return holders & ~(1u << state->to_move);
}

/* robber_target() as a mask: the board's land without the robber's hex. */
static void
robber_land (const HwGameRules *rules,
             const HwGameState *state,
             guint64            land[HW_GAME_HEX_WORDS])
{
  memcpy (land, rules->land_hexes, sizeof (guint64) * HW_GAME_HEX_WORDS);
  if (state->robber_hex >= 0)
    hw_bit_clear (land, state->robber_hex);
}

/* The robber's moves listed for a hex with these victims (one bit a player): one a victim,
 * or one robbing nobody. */
G_STATIC_ASSERT (HW_GAME_MAX_PLAYERS == 6);
static const guint8 moves_for[64] = {
#define B1(v) ((v) == 0 ? 1 : __builtin_popcount (v))
#define B4(v) B1 (v), B1 (v + 1), B1 (v + 2), B1 (v + 3)
#define B16(v) B4 (v), B4 (v + 4), B4 (v + 8), B4 (v + 12)
  B16 (0), B16 (16), B16 (32), B16 (48)
#undef B16
#undef B4
#undef B1
};

guint
hw_game_count_robber_moves (const HwGameRules *rules,
                            const HwGameState *state)
{
  guint64 land[HW_GAME_HEX_WORDS];
  guint holders = robber_holders (state), n = 0;

  g_assert (rules->keeps_spots);

  robber_land (rules, state, land);
  HW_FOREACH_BIT (land, (rules->n_hexes + 63) / 64, h)
    n += moves_for[state->spots.hex_players[h] & holders];
  return n;
}

void
hw_game_robber_move_nth (const HwGameRules *rules,
                         const HwGameState *state,
                         guint              index,
                         HwAction          *out)
{
  guint64 land[HW_GAME_HEX_WORDS];
  guint holders = robber_holders (state);

  g_assert (rules->keeps_spots);

  robber_land (rules, state, land);
  HW_FOREACH_BIT (land, (rules->n_hexes + 63) / 64, h)
    {
      guint victims = state->spots.hex_players[h] & holders;

      if (index >= moves_for[victims])
        {
          index -= moves_for[victims];
          continue;
        }
      for (; index > 0; index--)
        victims &= victims - 1;
      *out = (HwAction) { HW_ACTION_MOVE_ROBBER, 0, (gint16) h,
                          (gint16) (victims != 0 ? __builtin_ctz (victims) : -1) };
      return;
    }
  g_return_if_reached ();
}

guint
hw_game_list_roll_phase (const HwGameRules *rules,
                         const HwGameState *state,
                         HwAction          *buf,
                         guint              n,
                         guint              cap)
{
  const HwPlayerState *ps = &state->players[state->to_move];

  switch (state->phase)
    {
    case HW_PHASE_ROLL:
      hw_game_push (buf, &n, cap, HW_ACTION_ROLL, 0, 0, 0);
      break;
    case HW_PHASE_DISCARD:
      for (int r = 0; r < HW_N_RESOURCES; r++)
        if (ps->hand[r] > 0)
          hw_game_push (buf, &n, cap, HW_ACTION_DISCARD, r, 0, 0);
      break;
    case HW_PHASE_ROBBER:
      {
        /* Victims by hex, at 1 + hex so that the -1 padding of node_hexes lands in slot 0. */
        guint8 robbable_at[1 + HW_GAME_MAX_HEXES];
        guint64 land[HW_GAME_HEX_WORDS];
        guint holders = robber_holders (state);
        if (!rules->keeps_spots)
          {
            /* The few buildings of players holding cards mark their hexes, rather than
             * every hex looking at its six corners. */
            memset (robbable_at, 0, (gsize) rules->n_hexes + 1);
            for (guint h = holders; h != 0; h &= h - 1)
              {
                int v = __builtin_ctz (h);

                HW_FOREACH_BIT (state->players[v].buildings, hw_game_node_words (rules), node)
                  for (int k = 0; k < 3; k++)
                    robbable_at[1 + rules->node_hexes[node][k]] |= (guint8) (1u << v);
              }
          }
        robber_land (rules, state, land);
        HW_FOREACH_BIT (land, (rules->n_hexes + 63) / 64, h)
          {
            /* Where the spots are kept, who stands on each hex is known. */
            guint victims = rules->keeps_spots ? state->spots.hex_players[h] & holders : robbable_at[1 + h];

            if (victims == 0)
              hw_game_push (buf, &n, cap, HW_ACTION_MOVE_ROBBER, h, -1, 0);
            for (; victims != 0; victims &= victims - 1)
              hw_game_push (buf, &n, cap, HW_ACTION_MOVE_ROBBER, h, __builtin_ctz (victims), 0);
          }
      }
      break;
    case HW_PHASE_CHOOSE:
      for (int r = 0; r < HW_N_RESOURCES; r++)
        if (!rules->bank_limit || state->bank[r] > 0)
          hw_game_push (buf, &n, cap, HW_ACTION_CHOOSE_RESOURCE, r, 0, 0);
      break;
    default:
      break;
    }
  return n;
}

gboolean
hw_game_legal_roll_phase (const HwGameRules *rules,
                          const HwGameState *state,
                          const HwAction    *a)
{
  const HwPlayerState *ps = &state->players[state->to_move];

  switch (a->type)
    {
    case HW_ACTION_ROLL:
      return state->phase == HW_PHASE_ROLL;
    case HW_ACTION_DISCARD:
      return state->phase == HW_PHASE_DISCARD && a->a >= 0 && a->a < HW_N_RESOURCES &&
             ps->hand[a->a] > 0;
    case HW_ACTION_CHOOSE_RESOURCE:
      return state->phase == HW_PHASE_CHOOSE && a->a >= 0 && a->a < HW_N_RESOURCES &&
             (!rules->bank_limit || state->bank[a->a] > 0);
    case HW_ACTION_MOVE_ROBBER:
      if (state->phase != HW_PHASE_ROBBER || !robber_target (rules, state, a->a))
        return FALSE;
      if (a->b >= 0)
        return robbable (rules, state, a->a, a->b);
      /* Nobody may be left out when someone there can be robbed. */
      for (int v = 0; v < state->n_players; v++)
        if (robbable (rules, state, a->a, v))
          return FALSE;
      return TRUE;
    default:
      return FALSE;
    }
}

/* BASE-SEVEN-03: whether a 7 rolled now is rolled again. */
static gboolean
reroll_seven (const HwGameRules *rules,
              const HwGameState *state)
{
  switch (rules->sevens)
    {
    case HW_SEVENS_REROLL_ALL:
      return TRUE;
    case HW_SEVENS_REROLL_FIRST:
      /* The first two rounds: every player's first two turns ("turn" starts at 1). */
      return state->turn <= 2u * state->n_players;
    default:
      return FALSE;
    }
}

void
hw_game_apply_roll_phase (const HwGameRules *rules,
                          HwGameState       *state,
                          const HwAction    *a)
{
  HwPlayerState *ps = &state->players[state->to_move];

  switch (a->type)
    {
    case HW_ACTION_ROLL:
      {
        int d1, d2;

        /* BASE-SEVEN-03: a 7 the sevens rule takes back is rolled again. */
        do
          {
            d1 = 1 + (int) hw_rng_uniform (&state->rng, 6);
            d2 = 1 + (int) hw_rng_uniform (&state->rng, 6);
          }
        while (d1 + d2 == 7 && reroll_seven (rules, state));
        hw_game_resolve_roll (rules, state, d1, d2);
      }
      break;

    case HW_ACTION_DISCARD:
      ps->hand[a->a]--;
      state->bank[a->a]++;
      ps->discard_owed--;
      hw_game_next_debtor (rules, state);
      break;

    case HW_ACTION_CHOOSE_RESOURCE:
      ps->hand[a->a]++;
      state->bank[a->a]--;
      ps->choices_owed--;
      state->counters.production_resource[a->a]++;
      hw_game_next_debtor (rules, state);
      break;

    case HW_ACTION_MOVE_ROBBER:
      state->robber_hex = a->a;
      if (a->b >= 0)
        {
          int r = hw_game_take_random_card (state, a->b);
          if (r >= 0)
            ps->hand[r]++;
        }
      state->phase = state->resume_phase;
      state->to_move = state->current;
      break;

    default:
      g_assert_not_reached ();
    }
}
