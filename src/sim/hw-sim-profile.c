/* hw-sim-profile.c: the play profile's sums, its JSON section, and the knights table. */
#include "config.h"

#include <math.h>

#include "hw-sim-profile.h"
#include "hw-sim-stats-private.h"

#define WILSON_Z 1.959963984540054

static const char *const field_names[HW_SIM_N_PROFILE] = {
  "devs", "knights", "monopolies", "roadbuilding", "plenty", "vpcards", "army", "route",
  "offers", "trades", "bank4", "bank3", "bank2",
};

static const char *const row_names[HW_SIM_N_KNIGHT_ROWS] = {
  "0", "1", "2", "3", "3-army", "4+",
};

const char *
hw_sim_profile_field_name (HwSimProfileField field)
{
  g_return_val_if_fail (field < HW_SIM_N_PROFILE, "");

  return field_names[field];
}

const char *
hw_sim_knight_row_name (HwSimKnightRow row)
{
  g_return_val_if_fail (row < HW_SIM_N_KNIGHT_ROWS, "");

  return row_names[row];
}

gboolean
hw_sim_stats_profiled (const HwSimStats *stats)
{
  return stats->profiled;
}

guint64
hw_sim_profile_seat_sum (const HwSimStats  *stats,
                         guint              seat,
                         HwSimProfileField  field)
{
  g_return_val_if_fail (seat < stats->n_seats && field < HW_SIM_N_PROFILE, 0);

  return stats->profile_sum[seat][field];
}

void
hw_sim_knight_row (const HwSimStats *stats,
                   HwSimKnightRow    row,
                   guint64          *players,
                   guint64          *wins)
{
  guint first, last;
  gboolean army_only = row == HW_SIM_KNIGHTS_3_ARMY;

  g_return_if_fail (row < HW_SIM_N_KNIGHT_ROWS);

  first = row <= HW_SIM_KNIGHTS_3 ? (guint) row : row == HW_SIM_KNIGHTS_3_ARMY ? 3 : 4;
  last = row == HW_SIM_KNIGHTS_4_OR_MORE ? HW_SIM_KNIGHT_BINS - 1 : first;
  *players = *wins = 0;
  for (guint army = army_only; army < 2; army++)
    for (guint k = first; k <= last; k++)
      {
        *players += stats->knights_players[army][k];
        *wins += stats->knights_wins[army][k];
      }
}

void
hw_sim_profile_add_game (HwSimStats            *stats,
                         const HwSimGameRecord *record)
{
  gboolean won = record->end == HW_SIM_END_WIN && record->winner >= 0 && record->winner < (int) stats->n_seats;

  for (guint seat = 0; seat < stats->n_seats; seat++)
    {
      const guint16 *p = record->profile[seat];

      for (guint f = 0; f < HW_SIM_N_PROFILE; f++)
        stats->profile_sum[seat][f] += p[f];
      /* The knights table compares players of finished games, as people's figures do. */
      if (won)
        {
          guint k = MIN (p[HW_SIM_PROFILE_KNIGHTS], HW_SIM_KNIGHT_BINS - 1);
          guint army = p[HW_SIM_PROFILE_ARMY] != 0;

          stats->knights_players[army][k]++;
          stats->knights_wins[army][k] += (int) seat == record->winner;
        }
    }
}

void
hw_sim_profile_accumulate (HwSimStats       *stats,
                           const HwSimStats *other)
{
  stats->profiled = stats->profiled && other->profiled;
  for (guint seat = 0; seat < HW_SIM_MAX_SEATS; seat++)
    for (guint f = 0; f < HW_SIM_N_PROFILE; f++)
      stats->profile_sum[seat][f] += other->profile_sum[seat][f];
  for (guint army = 0; army < 2; army++)
    for (guint k = 0; k < HW_SIM_KNIGHT_BINS; k++)
      {
        stats->knights_players[army][k] += other->knights_players[army][k];
        stats->knights_wins[army][k] += other->knights_wins[army][k];
      }
}

static void
add_int (JsonBuilder *b,
         const char  *name,
         guint64      value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, (gint64) value);
}

static void
add_mean (JsonBuilder *b,
          const char  *name,
          guint64      sum,
          guint64      n)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, n ? round ((double) sum / (double) n * 1e6) / 1e6 : 0.0);
}

static void
add_table (JsonBuilder      *b,
           const HwSimStats *stats)
{
  json_builder_set_member_name (b, "table");
  json_builder_begin_array (b);
  for (guint row = 0; row < HW_SIM_N_KNIGHT_ROWS; row++)
    {
      guint64 players, wins;
      double lo, hi;

      hw_sim_knight_row (stats, (HwSimKnightRow) row, &players, &wins);
      hw_wilson_interval (wins, players, WILSON_Z, &lo, &hi);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "knights");
      json_builder_add_string_value (b, row_names[row]);
      add_int (b, "players", players);
      add_int (b, "wins", wins);
      add_mean (b, "win-rate", wins, players);
      json_builder_set_member_name (b, "wilson-95");
      json_builder_begin_array (b);
      json_builder_add_double_value (b, round (lo * 1e6) / 1e6);
      json_builder_add_double_value (b, round (hi * 1e6) / 1e6);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

void
hw_sim_profile_to_json (JsonBuilder      *b,
                        const HwSimStats *stats)
{
  guint64 all[HW_SIM_N_PROFILE] = { 0 };

  json_builder_set_member_name (b, "profile");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint seat = 0; seat < stats->n_seats; seat++)
    {
      json_builder_begin_object (b);
      for (guint f = 0; f < HW_SIM_N_PROFILE; f++)
        {
          add_int (b, field_names[f], stats->profile_sum[seat][f]);
          all[f] += stats->profile_sum[seat][f];
        }
      json_builder_set_member_name (b, "per-game");
      json_builder_begin_object (b);
      for (guint f = 0; f < HW_SIM_N_PROFILE; f++)
        add_mean (b, field_names[f], stats->profile_sum[seat][f], stats->games);
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  /* Every seat together: what one player does in one game, on average. */
  json_builder_set_member_name (b, "per-player-game");
  json_builder_begin_object (b);
  for (guint f = 0; f < HW_SIM_N_PROFILE; f++)
    add_mean (b, field_names[f], all[f], stats->games * stats->n_seats);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "knights-played");
  json_builder_begin_object (b);
  /* The raw counts, what merge reads back: one entry per bin that has players. */
  json_builder_set_member_name (b, "counts");
  json_builder_begin_array (b);
  for (guint army = 0; army < 2; army++)
    for (guint k = 0; k < HW_SIM_KNIGHT_BINS; k++)
      if (stats->knights_players[army][k] > 0)
        {
          json_builder_begin_object (b);
          add_int (b, "knights", k);
          json_builder_set_member_name (b, "army");
          json_builder_add_boolean_value (b, army);
          add_int (b, "players", stats->knights_players[army][k]);
          add_int (b, "wins", stats->knights_wins[army][k]);
          json_builder_end_object (b);
        }
  json_builder_end_array (b);
  add_table (b, stats);
  json_builder_end_object (b);
  json_builder_end_object (b);
}

gboolean
hw_sim_profile_from_json (HwSimJsonReader *rd,
                          HwSimStats      *stats,
                          JsonObject      *section)
{
  JsonArray *seats = hw_sim_json_array (rd, section, "seats");
  JsonArray *counts = hw_sim_json_array (rd, hw_sim_json_object (rd, section, "knights-played"), "counts");

  if (rd->missing != NULL)
    return FALSE;
  if (json_array_get_length (seats) != stats->n_seats)
    {
      rd->missing = "profile";
      return FALSE;
    }
  for (guint seat = 0; seat < stats->n_seats; seat++)
    {
      JsonObject *o = hw_sim_json_element (seats, seat);

      for (guint f = 0; f < HW_SIM_N_PROFILE; f++)
        stats->profile_sum[seat][f] = hw_sim_json_int (rd, o, field_names[f]);
    }
  for (guint i = 0; rd->missing == NULL && i < json_array_get_length (counts); i++)
    {
      JsonObject *o = hw_sim_json_element (counts, i);
      guint64 k = hw_sim_json_int (rd, o, "knights");
      gboolean army = hw_sim_json_bool (rd, o, "army");
      guint64 players = hw_sim_json_int (rd, o, "players");
      guint64 wins = hw_sim_json_int (rd, o, "wins");

      if (rd->missing == NULL && (k >= HW_SIM_KNIGHT_BINS || wins > players))
        rd->missing = "knights-played";
      else if (rd->missing == NULL)
        {
          stats->knights_players[army][k] += players;
          stats->knights_wins[army][k] += wins;
        }
    }
  stats->profiled = rd->missing == NULL;
  return stats->profiled;
}
