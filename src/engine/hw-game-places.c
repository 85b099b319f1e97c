/* hw-game-places.c: room for the starting settlements (BASE-SETUP-01, BASE-PLACE-01).
 *
 * A full setup finds room whatever the players choose when the corners where setup may
 * place a settlement hold enough settlements no two adjacent (a maximum independent set of
 * the corner graph, whose degree is at most 3) and no fewer settlements can leave no corner
 * free (no small independent dominating set). On real boards both answers come at once: a
 * greedy pass by fewest neighbours finds enough room, and a settlement takes away at most
 * four corners, so a board with more than four per settlement cannot fill up early. The
 * exact searches run only on the small boards where those shortcuts fail. */
#include "config.h"

#include "hw-game-places.h"
#include "hw-game-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The exact search gives up after this many steps and reports @enough: a board it cannot
 * settle this quickly is left to the engine, which ends a setup that runs out of room. */
#define SEARCH_STEPS 20000

typedef struct
{
  const HwGameRules *rules;
  int                enough;
  int                best;
  guint              steps;
} Search;

typedef guint64 NodeSet[HW_GAME_NODE_WORDS];

static gboolean
has (const NodeSet set, int node)
{
  return (set[node / 64] >> (node % 64)) & 1;
}

static void
drop (NodeSet set, int node)
{
  set[node / 64] &= ~(G_GUINT64_CONSTANT (1) << (node % 64));
}

static int
size_of (const NodeSet set)
{
  int n = 0;

  for (int w = 0; w < HW_GAME_NODE_WORDS; w++)
    n += __builtin_popcountll (set[w]);
  return n;
}

static int
degree (const HwGameRules *rules, const NodeSet set, int node)
{
  int d = 0;

  for (int k = 0; k < 3; k++)
    {
      int m = rules->node_nodes[node][k];
      if (m >= 0 && has (set, m))
        d++;
    }
  return d;
}

/* Settles @node: it and its neighbours leave @set. */
static void
take (const HwGameRules *rules, NodeSet set, int node)
{
  drop (set, node);
  for (int k = 0; k < 3; k++)
    if (rules->node_nodes[node][k] >= 0)
      drop (set, rules->node_nodes[node][k]);
}

static gboolean
setup_node_ok (const HwGameRules *rules, int node)
{
  HW_FOREACH_HOOK (rules, HW_HOOK_SETUP_NODE, slot)
    if (!slot->module->setup_node (rules, slot, node))
      return FALSE;
  return TRUE;
}

static void
candidates (const HwGameRules *rules, NodeSet set)
{
  memset (set, 0, sizeof (NodeSet));
  for (int node = 0; node < rules->n_nodes; node++)
    {
      /* VOL-01: no starting settlement on a volcano; modules may forbid more corners. */
      if (!(rules->node_flags[node] & HW_NODE_LAND) || (rules->node_flags[node] & HW_NODE_VOLCANO))
        continue;
      if (!setup_node_ok (rules, node))
        continue;
      set[node / 64] |= G_GUINT64_CONSTANT (1) << (node % 64);
    }
}

/* Settles corners with the fewest free neighbours first, until @enough are settled. */
static int
greedy (const HwGameRules *rules, const NodeSet start, int enough)
{
  NodeSet set;
  int count = 0;

  memcpy (set, start, sizeof set);
  while (count < enough)
    {
      int pick = -1, pick_degree = 4;

      for (int node = 0; node < rules->n_nodes; node++)
        if (has (set, node))
          {
            int d = degree (rules, set, node);
            if (d < pick_degree)
              {
                pick = node;
                pick_degree = d;
              }
          }
      if (pick < 0)
        break;
      take (rules, set, pick);
      count++;
    }
  return count;
}

static void
search (Search *s, const NodeSet start, int count)
{
  const HwGameRules *rules = s->rules;
  NodeSet set, branch;
  gboolean reduced = TRUE;
  int pick = -1, pick_degree = -1;

  if (s->best >= s->enough)
    return;
  if (++s->steps > SEARCH_STEPS)
    {
      s->best = s->enough;
      return;
    }
  memcpy (set, start, sizeof set);
  /* A corner with at most one free neighbour belongs to some largest set: settle it. */
  while (reduced)
    {
      reduced = FALSE;
      for (int node = 0; node < rules->n_nodes; node++)
        if (has (set, node) && degree (rules, set, node) <= 1)
          {
            take (rules, set, node);
            count++;
            reduced = TRUE;
          }
    }
  s->best = MAX (s->best, count);
  if (count + size_of (set) <= s->best)
    return;
  for (int node = 0; node < rules->n_nodes; node++)
    if (has (set, node))
      {
        int d = degree (rules, set, node);
        if (d > pick_degree)
          {
            pick = node;
            pick_degree = d;
          }
      }
  memcpy (branch, set, sizeof branch);
  take (rules, branch, pick);
  search (s, branch, count + 1);
  memcpy (branch, set, sizeof branch);
  drop (branch, pick);
  search (s, branch, count);
}

/* Whether @budget settlements or fewer, each on a corner still free, can leave no corner
 * free: a small independent dominating set. Some settlement must take or neighbour the free
 * corner with the fewest free neighbours, so only those (at most four) are tried. */
static gboolean
can_fill (Search *s, const NodeSet free, int budget)
{
  const HwGameRules *rules = s->rules;
  int n_free = size_of (free), pick = -1, pick_degree = 4;
  int options[4], n_options = 0;

  if (n_free == 0)
    return TRUE;
  /* Each settlement takes away at most four corners. */
  if (budget <= 0 || n_free > 4 * budget)
    return FALSE;
  if (++s->steps > SEARCH_STEPS)
    return FALSE;
  for (int node = 0; node < rules->n_nodes && pick_degree > 0; node++)
    if (has (free, node))
      {
        int d = degree (rules, free, node);
        if (d < pick_degree)
          {
            pick = node;
            pick_degree = d;
          }
      }
  options[n_options++] = pick;
  for (int k = 0; k < 3; k++)
    {
      int m = rules->node_nodes[pick][k];
      if (m >= 0 && has (free, m))
        options[n_options++] = m;
    }
  for (int i = 0; i < n_options; i++)
    {
      NodeSet next;

      memcpy (next, free, sizeof next);
      take (rules, next, options[i]);
      if (can_fill (s, next, budget - 1))
        return TRUE;
    }
  return FALSE;
}

gboolean
hw_game_setup_room (const HwGameRules *rules,
                    int                n_players,
                    HwSetupRoom       *room)
{
  NodeSet set;
  Search s = { rules, 0, 0, 0 };

  g_return_val_if_fail (rules != NULL && room != NULL, FALSE);

  room->needed = 2 * n_players;
  candidates (rules, set);
  s.enough = room->needed;
  s.best = greedy (rules, set, s.enough);
  if (s.best < s.enough)
    search (&s, set, 0);
  room->most = MIN (s.best, s.enough);
  room->fewest = room->needed;
  if (room->most < room->needed)
    return FALSE;
  /* The searches give up after SEARCH_STEPS and then assume room; the engine ends a setup
   * that still runs out (hw-game.h). */
  s.steps = 0;
  for (int k = 1; k < room->needed; k++)
    if (can_fill (&s, set, k))
      {
        room->fewest = k;
        return FALSE;
      }
  return TRUE;
}

char *
hw_game_setup_room_message (int                n_players,
                            const HwSetupRoom *room)
{
  if (room->most < room->needed)
    return g_strdup_printf (_("%d players need %d starting settlements (two each, no two on adjacent corners), but the board has room for only %d"),
                            n_players, room->needed, room->most);
  return g_strdup_printf (_("%d players need %d starting settlements (two each, no two on adjacent corners), but %d placed badly leave no corner free"),
                          n_players, room->needed, room->fewest);
}
