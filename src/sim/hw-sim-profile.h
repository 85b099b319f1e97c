/* hw-sim-profile.h: the play profile of a batch — what each seat did with development cards,
 * trades and the bank, and how often players who played so many knights won.
 *
 * It is the part of a batch that can be held against people's games (README "Do the bots
 * play like people?"). Like every statistic it is stored as counts and sums, so shards merge
 * exactly; the counters are kept by the engine (HwGameCounters.played) and change no game.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One player's counts in one game, in CSV order (devs_N, knights_N, ...). */
typedef enum
{
  HW_SIM_PROFILE_DEVS = 0,        /* development cards bought */
  HW_SIM_PROFILE_KNIGHTS,         /* cards of each kind played */
  HW_SIM_PROFILE_MONOPOLIES,
  HW_SIM_PROFILE_ROAD_BUILDING,
  HW_SIM_PROFILE_PLENTY,
  HW_SIM_PROFILE_VP_CARDS,        /* victory point cards held at the end */
  HW_SIM_PROFILE_ARMY,            /* 1 when holding Largest Army at the end */
  HW_SIM_PROFILE_ROUTE,           /* 1 when holding Longest Road (or trade route) at the end */
  HW_SIM_PROFILE_OFFERS,          /* domestic offers made */
  HW_SIM_PROFILE_TRADES,          /* domestic trades done, offering or accepting */
  HW_SIM_PROFILE_BANK4,           /* bank and harbor trades at 4:1, 3:1, 2:1 */
  HW_SIM_PROFILE_BANK3,
  HW_SIM_PROFILE_BANK2,
  HW_SIM_N_PROFILE
} HwSimProfileField;

/* Knights played are counted in bins 0 .. HW_SIM_KNIGHT_BINS - 1, the last "that many or more". */
#define HW_SIM_KNIGHT_BINS 16

/* The rows of the win rate by knights played, as people's figures are given. */
typedef enum
{
  HW_SIM_KNIGHTS_0 = 0,
  HW_SIM_KNIGHTS_1,
  HW_SIM_KNIGHTS_2,
  HW_SIM_KNIGHTS_3,
  HW_SIM_KNIGHTS_3_ARMY,          /* three, and holding Largest Army at the end */
  HW_SIM_KNIGHTS_4_OR_MORE,
  HW_SIM_N_KNIGHT_ROWS
} HwSimKnightRow;

typedef struct _HwSimStats HwSimStats;

/* Returns the CSV and JSON name of @field ("devs", "knights", ..., "bank2"). */
const char *hw_sim_profile_field_name (HwSimProfileField  field);
/* Returns the JSON name of @row ("0", "1", "2", "3", "3-army", "4+"). */
const char *hw_sim_knight_row_name    (HwSimKnightRow     row);
/* Returns TRUE when @stats holds a play profile (a result older than it holds none). */
gboolean    hw_sim_stats_profiled     (const HwSimStats  *stats);
/* Returns the sum of @field over the games @stats played, for @seat. */
guint64     hw_sim_profile_seat_sum   (const HwSimStats  *stats,
                                       guint              seat,
                                       HwSimProfileField  field);
/* Returns, over the games won by a seat, the players of @row and how many of them won. */
void        hw_sim_knight_row         (const HwSimStats  *stats,
                                       HwSimKnightRow     row,
                                       guint64           *players,
                                       guint64           *wins);

G_END_DECLS
