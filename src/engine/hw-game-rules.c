/* hw-game-rules.c: turns a scenario variant into the engine's compact, read-only tables. */
#include "config.h"

#include "hw-game-private.h"
#include "hw-game-places.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "hw-graph.h"
#include "hw-modules.h"
#include "hw-pioneers.h"

G_DEFINE_QUARK (hw-game-error-quark, hw_game_error)

/* The modules this engine plays itself; the scenario's rule modules come as hook tables
 * (hw-rule-module.h). */
static const char *const implemented_modules[] = { "base", "seafarers", "volcano", "jungle",
                                                   NULL };

G_STATIC_ASSERT (HW_N_HOOKS == G_N_ELEMENTS (((HwGameRules *) NULL)->hooks));

G_STATIC_ASSERT (HW_BASE_N_DEV == HW_N_DEV);

static const char *
param_value (const HwScenario *scenario,
             const char       *module_id,
             const char       *name)
{
  const char *v = hw_scenario_get_param (scenario, module_id, name);
  const HwModuleInfo *m;
  const HwParamInfo *p;

  if (v != NULL)
    return v;
  m = hw_modules_lookup (module_id);
  p = m ? hw_module_info_param (m, name) : NULL;
  g_assert (p != NULL);
  return p->default_value;
}

static gboolean
param_bool (const HwScenario *scenario,
            const char       *module_id,
            const char       *name)
{
  gboolean b = FALSE;

  if (!hw_param_parse_bool (param_value (scenario, module_id, name), &b))
    hw_param_parse_bool (hw_module_info_param (hw_modules_lookup (module_id), name)->default_value, &b);
  return b;
}

static void
find_islands (HwGameRules   *r,
              const HwGraph *g)
{
  int stack[HW_GAME_MAX_HEXES];

  memset (r->hex_island, -1, sizeof r->hex_island);
  r->n_islands = 0;
  for (int h = 0; h < r->n_hexes; h++)
    {
      int top = 0;

      if (r->hex_island[h] >= 0 || !hw_terrain_is_land (r->hex_terrain[h]))
        continue;
      /* Islands beyond the bit mask share the last id: the bonus still works for the others. */
      r->hex_island[h] = (gint8) MIN (r->n_islands, HW_GAME_MAX_ISLANDS - 1);
      stack[top++] = h;
      while (top > 0)
        {
          int x = stack[--top];
          for (int k = 0; k < 6; k++)
            {
              int y = g->hex_neighbors[x][k];
              if (y >= 0 && r->hex_island[y] < 0 && hw_terrain_is_land (r->hex_terrain[y]))
                {
                  r->hex_island[y] = r->hex_island[h];
                  stack[top++] = y;
                }
            }
        }
      r->n_islands++;
    }
  r->n_islands = MIN (r->n_islands, HW_GAME_MAX_ISLANDS);
}

static gboolean
copy_board (HwGameRules    *r,
            const HwBoard  *board,
            GError        **error)
{
  g_autoptr (HwGraph) g = hw_graph_new (board);
  guint nh = hw_board_n_hexes (board);

  if (nh > HW_GAME_MAX_HEXES || g->n_nodes > HW_GAME_MAX_NODES || g->n_edges > HW_GAME_MAX_EDGES)
    {
      g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD,
                   _("The board is too large for the rules engine (%u hexes, at most %d)"),
                   nh, HW_GAME_MAX_HEXES);
      return FALSE;
    }
  r->n_hexes = (int) nh;
  r->n_nodes = (int) g->n_nodes;
  r->n_edges = (int) g->n_edges;
  r->robber_start = -1;

  for (int h = 0; h < r->n_hexes; h++)
    {
      const HwHex *hex = hw_board_get_hex (board, (guint) h);

      r->hex_terrain[h] = (guint8) hex->terrain;
      r->hex_chit[h] = hw_terrain_takes_chit (hex->terrain) ? hex->chit : 0;
      r->hex_resource[h] = (gint8) hw_terrain_resource (hex->terrain);
      if (hex->pawns[HW_PAWN_ROBBER] > 0 && r->robber_start < 0)
        r->robber_start = h;
      for (int k = 0; k < 6; k++)
        {
          r->hex_nodes[h][k] = (gint16) g->hex_nodes[h][k];
          r->hex_edges[h][k] = (gint16) g->hex_edges[h][k];
        }

      if (hex->terrain == HW_TERRAIN_JUNGLE && hex->chit != 0 &&
          hex->chit != 3 && hex->chit != 4 && hex->chit != 5 &&
          hex->chit != 9 && hex->chit != 10 && hex->chit != 11)
        {
          g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD,
                       _("The jungle at (%d, %d) carries %d; a jungle takes 3, 4, 5, 9, 10 or 11 (JUN-01)"),
                       hex->coord.q, hex->coord.r, hex->chit);
          return FALSE;
        }
      if (hex->terrain == HW_TERRAIN_VOLCANO && hex->chit == 0)
        {
          g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD,
                       _("The volcano at (%d, %d) has no number chit (VOL-01)"),
                       hex->coord.q, hex->coord.r);
          return FALSE;
        }
      if (r->hex_chit[h] >= 2 && r->hex_chit[h] <= 12 && r->hex_chit[h] != 7)
        {
          int c = r->hex_chit[h];
          if (r->n_chit_hexes[c] >= HW_GAME_MAX_PER_CHIT)
            {
              g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD,
                           _("Too many hexes carry the number %d"), c);
              return FALSE;
            }
          r->chit_hexes[c][r->n_chit_hexes[c]++] = (gint16) h;
        }
    }

  find_islands (r, g);

  for (int n = 0; n < r->n_nodes; n++)
    {
      gboolean land = FALSE, sea = FALSE;

      r->node_island[n] = -1;
      for (int i = 0; i < 3; i++)
        {
          int h = g->node_hexes[n][i];
          r->node_hexes[n][i] = (gint16) h;
          r->node_nodes[n][i] = (gint16) g->node_nodes[n][i];
          r->node_edges[n][i] = (gint16) g->node_edges[n][i];
          if (h < 0)
            continue;
          if (hw_terrain_is_land (r->hex_terrain[h]))
            {
              land = TRUE;
              r->node_island[n] = r->hex_island[h];
              r->node_pips[n] += (guint8) hw_chit_pips (r->hex_chit[h]);
            }
          else
            sea = TRUE;
          if (r->hex_terrain[h] == HW_TERRAIN_VOLCANO)
            r->node_flags[n] |= HW_NODE_VOLCANO;
        }
      r->max_node_pips = MAX (r->max_node_pips, r->node_pips[n]);
      if (land)
        r->node_flags[n] |= HW_NODE_LAND;
      if (land && sea)
        r->node_flags[n] |= HW_NODE_COASTAL;
    }

  for (int e = 0; e < r->n_edges; e++)
    {
      int a = g->edge_hexes[e][0], b = g->edge_hexes[e][1];
      gboolean la = a >= 0 && hw_terrain_is_land (r->hex_terrain[a]);
      gboolean lb = b >= 0 && hw_terrain_is_land (r->hex_terrain[b]);
      gboolean sa = a >= 0 && r->hex_terrain[a] == HW_TERRAIN_SEA;
      gboolean sb = b >= 0 && r->hex_terrain[b] == HW_TERRAIN_SEA;

      r->edge_nodes[e][0] = (gint16) g->edge_nodes[e][0];
      r->edge_nodes[e][1] = (gint16) g->edge_nodes[e][1];
      r->edge_hexes[e][0] = (gint16) a;
      r->edge_hexes[e][1] = (gint16) b;
      if (la || lb)
        r->edge_flags[e] |= HW_EDGE_ROAD;
      /* SEA-SHIP-01: sea on one side and sea or land on the other (not the board's rim). */
      if ((sa && (sb || lb)) || (sb && la))
        r->edge_flags[e] |= HW_EDGE_SHIP;
    }

  for (guint i = 0; i < hw_board_n_harbors (board); i++)
    {
      const HwHarbor *hb = hw_board_get_harbor (board, i);
      int h = hw_board_index_of (board, hb->coord);
      int e;
      guint8 bit;

      if (h < 0 || hb->side > 5)
        continue;
      e = g->hex_edges[h][hb->side];
      bit = (guint8) (hb->resource == HW_RESOURCE_NONE ? 1 : 1 << (1 + hb->resource));
      r->node_harbors[g->edge_nodes[e][0]] |= bit;
      r->node_harbors[g->edge_nodes[e][1]] |= bit;
    }

  /* The listers' masks, once per board. */
  for (int h = 0; h < r->n_hexes; h++)
    if (r->hex_island[h] >= 0)
      r->land_hexes[h >> 6] |= G_GUINT64_CONSTANT (1) << (h & 63);
  for (int n = 0; n < r->n_nodes; n++)
    if ((r->node_flags[n] & HW_NODE_LAND) && !(r->node_flags[n] & HW_NODE_VOLCANO))
      r->setup_nodes[n >> 6] |= G_GUINT64_CONSTANT (1) << (n & 63);
  return TRUE;
}

static gboolean
played_by (const HwRuleModule *const *modules,
           guint                      n_modules,
           const char                *id)
{
  for (guint i = 0; i < n_modules; i++)
    if (g_strcmp0 (modules[i]->id, id) == 0)
      return TRUE;
  return FALSE;
}

gboolean
hw_rule_modules_conflict (const HwRuleModule *const *modules,
                          guint                      n_modules,
                          guint                     *a,
                          guint                     *b)
{
  for (guint i = 0; i < n_modules; i++)
    for (guint j = i + 1; j < n_modules; j++)
      if (modules[i]->owns & modules[j]->owns)
        {
          *a = i;
          *b = j;
          return TRUE;
        }
  return FALSE;
}

/* Files the hooks the modules filled in, lays out their state slices and allocates their
 * rules blocks. */
static gboolean
attach_modules (HwGameRules               *r,
                const HwScenario          *scenario,
                const HwRuleModule *const *modules,
                guint                      n_modules,
                GError                   **error)
{
  gsize offset = 0;

  for (guint i = 0; i < n_modules; i++)
    {
      const HwRuleModule *m = modules[i];
      HwModuleSlot *slot = &r->modules[i];
      const void *hooks[HW_N_HOOKS] = {
        [HW_HOOK_SETUP] = m->setup, [HW_HOOK_LIST] = m->list, [HW_HOOK_FILTER] = m->filter,
        [HW_HOOK_LEGAL] = m->legal, [HW_HOOK_APPLY] = m->apply, [HW_HOOK_AFTER] = m->after,
        [HW_HOOK_ON_ROLL] = m->on_roll, [HW_HOOK_PRODUCED] = m->produced,
        [HW_HOOK_ON_SEVEN] = m->on_seven, [HW_HOOK_HEX_BLOCKED] = m->hex_blocked,
        [HW_HOOK_NODE_LOST] = m->node_lost, [HW_HOOK_EDGE_CANCELLED] = m->edge_cancelled,
        [HW_HOOK_EXTRA_VP] = m->extra_vp, [HW_HOOK_CHECK_END] = m->check_end,
        [HW_HOOK_CHECK] = m->check, [HW_HOOK_SETUP_NODE] = m->setup_node,
      };

      slot->module = m;
      slot->data = m->rules_size > 0 ? g_malloc0 (m->rules_size) : NULL;
      slot->state_offset = (guint) offset;
      offset += (m->state_size + 7) & ~(gsize) 7;
      r->n_modules = (int) i + 1;
      if (offset > sizeof ((HwGameState *) NULL)->module_state)
        {
          g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_UNSUPPORTED_MODULE,
                       _("The rule modules of scenario “%s” need more game state than the engine holds"),
                       scenario->id ? scenario->id : "");
          return FALSE;
        }
      for (int h = 0; h < HW_N_HOOKS; h++)
        if (hooks[h] != NULL)
          r->hooks[h].at[r->hooks[h].n++] = (guint8) i;
      r->card_actions |= m->card_actions;
      r->check_every_action |= m->check_every_action;
      r->after_effects |= m->after_has_effects;
      if (m->good_held != NULL)
        r->goods_slot = slot;
    }
  return TRUE;
}

HwGameRules *
hw_game_rules_build_with (const HwScenario          *scenario,
                          const HwVariant           *variant,
                          int                        n_players,
                          const HwRuleModule *const *modules,
                          guint                      n_modules,
                          GError                   **error)
{
  g_autoptr(HwGameRules) r = NULL;
  g_autofree char *pieces_problem = NULL;
  HwBaseParams base;
  const char *vp;
  gboolean seats_checked = FALSE;
  guint a, b;

  g_return_val_if_fail (scenario != NULL, NULL);

  if (n_modules > HW_GAME_MAX_MODULES)
    {
      g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_UNSUPPORTED_MODULE,
                   _("Scenario “%s” lists %u rule modules; the engine plays at most %d together"),
                   scenario->id ? scenario->id : "", n_modules, HW_GAME_MAX_MODULES);
      return NULL;
    }

  for (guint i = 0; i < scenario->modules->len; i++)
    {
      const HwModule *m = g_ptr_array_index (scenario->modules, i);

      /* A Pioneers map's own rules are played only while they ask for what hexwright
       * plays anyway (hw_pioneers_unplayed_rule()). */
      if (g_strcmp0 (m->id, HW_PIONEERS_MODULE) == 0)
        {
          const char *rule = hw_pioneers_unplayed_rule (scenario);

          if (rule == NULL)
            continue;
          g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_UNSUPPORTED_MODULE,
                       _("The rules engine does not play the Pioneers rule “%s” of scenario “%s”; remove the parameter to play hexwright's own rules"),
                       rule, scenario->id ? scenario->id : "");
          return NULL;
        }
      if (!g_strv_contains (implemented_modules, m->id) && !played_by (modules, n_modules, m->id))
        {
          g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_UNSUPPORTED_MODULE,
                       _("The rules engine does not implement the module “%s” yet, so scenario “%s” cannot be played"),
                       m->id, scenario->id ? scenario->id : "");
          return NULL;
        }
    }

  if (hw_rule_modules_conflict (modules, n_modules, &a, &b))
    {
      g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_MODULE_CONFLICT,
                   _("The modules “%s” and “%s” both change the same rules (the robber, the seats, the deck, the goods or the setup), so scenario “%s” cannot combine them"),
                   modules[a]->id, modules[b]->id, scenario->id ? scenario->id : "");
      return NULL;
    }

  /* A module may decide who plays. */
  for (guint i = 0; i < n_modules; i++)
    if (modules[i]->seats != NULL)
      {
        if (!modules[i]->seats (n_players, error))
          return NULL;
        seats_checked = TRUE;
      }
  if (!seats_checked && (n_players < 2 || n_players > HW_GAME_MAX_PLAYERS))
    {
      g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_PLAYERS,
                   _("The rules engine plays 2 to %d players, not %d"), HW_GAME_MAX_PLAYERS, n_players);
      return NULL;
    }
  if (variant == NULL)
    variant = hw_scenario_find_variant (scenario, n_players);
  if (variant == NULL || variant->board == NULL)
    {
      g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_PLAYERS,
                   _("Scenario “%s” has no board for %d players"),
                   scenario->id ? scenario->id : "", n_players);
      return NULL;
    }

  hw_base_params_read (scenario, &base);
  if (!hw_base_params_cover_setup (scenario, &base, &pieces_problem))
    {
      g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_PIECES,
                   _("Scenario “%s” cannot be played: %s"), scenario->id ? scenario->id : "",
                   pieces_problem);
      return NULL;
    }

  r = g_new0 (HwGameRules, 1);
  if (!attach_modules (r, scenario, modules, n_modules, error))
    return NULL;
  r->n_players = n_players;
  r->victory_points = scenario->victory_points > 0 ? scenario->victory_points : 10;
  r->max_roads = base.roads;
  r->max_settlements = base.settlements;
  r->max_cities = base.cities;
  r->seafarers = hw_scenario_find_module (scenario, "seafarers") != NULL;
  r->max_ships = r->seafarers ? base.ships : 0;
  /* BASE-DEV-02 (a module may replace the deck). */
  for (int c = 0; c < HW_N_DEV; c++)
    r->deck_counts[c] = (guint8) base.dev[c];
  r->deck_size = hw_base_params_deck_size (&base);
  r->sevens = base.sevens;
  r->volcano = hw_scenario_find_module (scenario, "volcano") != NULL;
  r->jungle = hw_scenario_find_module (scenario, "jungle") != NULL;
  r->bank_limit = param_bool (scenario, "base", "bank-limit");
  r->bank_size = base.bank_size;
  r->strict_trade = base.strict_trade;
  r->domestic_trade = param_bool (scenario, "base", "domestic-trade");
  r->trade_offers = base.trade_offers;
  r->island_bonus = r->seafarers ? (int) g_ascii_strtoll (param_value (scenario, "seafarers", "island-bonus"), NULL, 10) : 0;
  vp = param_value (scenario, "volcano", "volcano-produces");
  r->volcano_produces = HW_RESOURCE_NONE;
  if (g_strcmp0 (vp, "gold") != 0)
    {
      HwResource res;
      if (hw_resource_from_string (vp, &res))
        r->volcano_produces = res;
    }
  r->robber_stops_eruption = param_bool (scenario, "volcano", "robber-stops-eruption");

  if (!copy_board (r, variant->board, error))
    return NULL;
  for (int i = 0; i < r->n_modules; i++)
    {
      HwModuleSlot *slot = &r->modules[i];

      if (slot->module->init != NULL && !slot->module->init (r, slot, scenario, variant, error))
        return NULL;
    }
  /* Routes are counted over every piece a player holds: the parameters' ranges
   * (BASE-PIECES-02) keep them within HW_GAME_MAX_ROUTE, even doubled. */
  g_assert (r->max_roads + r->max_ships <= HW_GAME_MAX_ROUTE);
  /* Modules and ships move, take and cancel pieces in ways of their own. */
  r->keeps_spots = r->n_modules == 0 && !r->seafarers;
  /* A volcano takes and reduces buildings, a jungle pays tokens: their rolls look. */
  r->keeps_yield = r->keeps_spots && !r->volcano && !r->jungle;
  r->decisive_actions = hw_game_decisive_actions (r);
  return g_steal_pointer (&r);
}

HwGameRules *
hw_game_rules_new_with (const HwScenario          *scenario,
                        const HwVariant           *variant,
                        int                        n_players,
                        const HwRuleModule *const *modules,
                        guint                      n_modules,
                        GError                   **error)
{
  g_autoptr(HwGameRules) r = hw_game_rules_build_with (scenario, variant, n_players, modules,
                                                       n_modules, error);
  HwSetupRoom room;

  if (r == NULL)
    return NULL;
  /* A setup that can run out of corners would leave a player with nothing to do. */
  if (!hw_game_setup_room (r, n_players, &room))
    {
      g_autofree char *why = hw_game_setup_room_message (n_players, &room);

      g_set_error (error, HW_GAME_ERROR, HW_GAME_ERROR_BOARD,
                   _("The board has too little room for the setup: %s"), why);
      return NULL;
    }
  return g_steal_pointer (&r);
}

void
hw_game_rules_free (HwGameRules *rules)
{
  if (rules == NULL)
    return;
  for (int i = 0; i < rules->n_modules; i++)
    g_free (rules->modules[i].data);
  g_free (rules);
}
