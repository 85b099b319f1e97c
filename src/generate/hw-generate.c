/* hw-generate.c: deals terrains, chits and harbor kinds over a variant's shuffle groups.
 *
 * Each attempt deals every pool at random, then repairs by swaps (JSettlers2 style: a piece
 * that breaks a constraint is swapped with another of its group when the swap leaves both
 * places legal). An attempt whose repair fails is thrown away; after max_attempts the
 * generator gives up with an error naming the constraints that kept failing. Everything
 * works on flat per-hex arrays prepared once, so an attempt allocates nothing.
 */
#include "config.h"

#include "hw-fair-record.h"
#include "hw-generate.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "hw-graph.h"
#include "hw-modules.h"

#define LOCAL_SEARCH_PASSES 20

/* The base game's chits in rulebook order A..R, laid along the spiral. */
static const guint8 spiral_chits[18] = { 5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11 };

typedef struct
{
  HwShuffleKind    kind;
  const HwShuffle *shuffle;
  guint        *pos;        /* hex indices (terrain, chits) or harbor indices (harbors) */
  guint         n_pos;
  guint8       *pool;       /* terrains, chit numbers, or harbor codes (0 generic, 1 + resource) */
  guint         n_pool;
  guint        *spiral;     /* chits with spiral placement: [6][n_pos] hexes, one order per corner */
  guint        *producing;  /* scratch: the producing hexes among pos */
} Deal;

enum { FAIL_CLUMP, FAIL_CHITS, FAIL_HARBORS, N_FAILS };

struct _HwGenerator
{
  HwGenerateParams  params;
  const HwVariant  *variant;
  HwGraph          *graph;
  HwBalanceContext *balance;
  guint             n_hexes;
  guint             n_harbors;

  Deal             *deals;
  guint             n_deals;

  guint8           *base_terrain;   /* the variant's board as loaded */
  guint8           *base_chit;
  gint8            *base_harbor;    /* -1 generic, else HwResource */
  guint8           *terrain;        /* the working layout */
  guint8           *chit;
  gint8            *harbor;
  guint8           *best_terrain;   /* best-of: the best layout so far */
  guint8           *best_chit;
  gint8            *best_harbor;

  gint16           *terrain_deal;   /* per hex: index of its terrain deal, or -1 */
  guint            *touched;        /* hexes a deal may change: checked after every attempt */
  guint             n_touched;
  guint            *terrain_pos;    /* every terrain position, all deals together */
  guint             n_terrain_pos;
  int             (*harbor_hexes)[4];  /* per harbor: hexes touching its two nodes, -1 padded */
  guint            *harbor_check;   /* harbors to check for harbor_apart */
  guint             n_harbor_check;

  guint            *stack;          /* clump search scratch */
  guint            *component;
  guint            *stamp;
  guint             stamp_now;
  guint8           *shuffle_buf;

  guint             failures[N_FAILS];
};

G_DEFINE_QUARK (hw-generate-error-quark, hw_generate_error)

static gboolean takes_chit[HW_N_TERRAINS];

static void
init_tables (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (int t = 0; t < HW_N_TERRAINS; t++)
        takes_chit[t] = hw_terrain_takes_chit ((HwTerrain) t);
      g_once_init_leave (&done, 1);
    }
}

void
hw_generate_params_init (HwGenerateParams *params)
{
  g_return_if_fail (params != NULL);

  memset (params, 0, sizeof *params);
  params->red_apart = TRUE;
  params->equal_apart = TRUE;
  params->clump_limit = 3;
  params->gold_not_red = TRUE;
  params->harbor_apart = FALSE;
  params->node_pips = FALSE;
  params->node_pips_min = 4;
  params->node_pips_max = 12;
  params->spiral = FALSE;
  params->max_attempts = 2000;
  params->best_of = 1;
}

static gboolean
param_bool (const HwScenario *scenario,
            const char       *name,
            gboolean         *out,
            GError          **error)
{
  const char *value = hw_scenario_get_param (scenario, "base", name);

  if (value == NULL)
    return TRUE;
  if (!hw_param_parse_bool (value, out))
    {
      g_set_error (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_SHUFFLE,
                   _("parameter “%s”: “%s” is not on or off"), name, value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
param_int (const HwScenario *scenario,
           const char       *name,
           int               min,
           int               max,
           int              *out,
           GError          **error)
{
  const char *value = hw_scenario_get_param (scenario, "base", name);
  gint64 v;

  if (value == NULL)
    return TRUE;
  if (!g_ascii_string_to_signed (value, 10, min, max, &v, NULL))
    {
      g_set_error (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_SHUFFLE,
                   _("parameter “%s”: “%s” is not a whole number from %d to %d"),
                   name, value, min, max);
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

gboolean
hw_generate_params_from_scenario (HwGenerateParams *params,
                                  const HwScenario *scenario,
                                  GError          **error)
{
  int clump = (int) params->clump_limit;
  const char *chits;

  g_return_val_if_fail (params != NULL && scenario != NULL, FALSE);

  if (!param_bool (scenario, "generator-red-apart", &params->red_apart, error) ||
      !param_bool (scenario, "generator-equal-apart", &params->equal_apart, error) ||
      !param_int (scenario, "generator-clump", 0, 100, &clump, error) ||
      !param_bool (scenario, "generator-gold-not-red", &params->gold_not_red, error) ||
      !param_bool (scenario, "generator-harbor-apart", &params->harbor_apart, error) ||
      !param_bool (scenario, "generator-node-pips", &params->node_pips, error) ||
      !param_int (scenario, "generator-node-pips-min", 0, 15, &params->node_pips_min, error) ||
      !param_int (scenario, "generator-node-pips-max", 0, 15, &params->node_pips_max, error))
    return FALSE;
  params->clump_limit = (guint) clump;
  chits = hw_scenario_get_param (scenario, "base", "generator-chits");
  if (chits != NULL)
    {
      if (g_strcmp0 (chits, "spiral") == 0)
        params->spiral = TRUE;
      else if (g_strcmp0 (chits, "shuffle") == 0)
        params->spiral = FALSE;
      else
        {
          g_set_error (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_SHUFFLE,
                       _("parameter “%s”: “%s” is not one of: %s"),
                       "generator-chits", chits, "shuffle spiral");
          return FALSE;
        }
    }
  return TRUE;
}

/* ---- Setting up ------------------------------------------------------------------------ */

static const char *
kind_label (HwShuffleKind kind)
{
  switch (kind)
    {
    case HW_SHUFFLE_TERRAIN: return _("terrains");
    case HW_SHUFFLE_CHITS:   return _("number chits");
    case HW_SHUFFLE_HARBORS: return _("harbors");
    default:                 return "";
    }
}

static void G_GNUC_PRINTF (4, 5)
add_problem (GPtrArray       *problems,
             const HwVariant *variant,
             const HwShuffle *shuffle,
             const char      *format,
             ...)
{
  HwGenerateProblem *problem = g_new0 (HwGenerateProblem, 1);
  g_autofree char *what = NULL;
  g_autofree char *detail = NULL;
  va_list ap;

  va_start (ap, format);
  detail = g_strdup_vprintf (format, ap);
  va_end (ap);
  if (shuffle->group != NULL)
    /* TRANSLATORS: "shuffle of terrains over group “coast”" */
    what = g_strdup_printf (_("shuffle of %s over group “%s”"),
                            kind_label (shuffle->kind), shuffle->group);
  else
    what = g_strdup_printf (_("shuffle of %s over the whole board"), kind_label (shuffle->kind));
  problem->detail = g_strdup_printf ("%s: %s", what, detail);
  /* TRANSLATORS: "3-4 players: <what is wrong>" */
  problem->message = g_strdup_printf (_("%s players: %s"), variant->id, problem->detail);
  problem->line = shuffle->line;
  g_ptr_array_add (problems, problem);
}

static void
problem_free (gpointer data)
{
  HwGenerateProblem *problem = data;

  g_free (problem->message);
  g_free (problem->detail);
  g_free (problem);
}

static gboolean
hex_in_group (const HwHex *hex,
              guint32      mask,
              gboolean     whole)
{
  return whole ? TRUE : (hex->groups & mask) != 0;
}

static gboolean
tables_state_terrains (const HwTables *t)
{
  for (int i = 0; i < HW_N_TERRAINS; i++)
    if (t->terrains[i] != HW_NO_COUNT)
      return TRUE;
  return FALSE;
}

static gboolean
tables_state_chits (const HwTables *t)
{
  for (int n = 2; n <= 12; n++)
    if (n != 7 && t->chits[n] != HW_NO_COUNT)
      return TRUE;
  return FALSE;
}

/* Fills @pool (counts per value) for a deal over @pos, from the shuffle or the tables.
 * A table entry the file does not state means "as many as the board has", so only what
 * the tables state is enforced. */
static void
terrain_pool (const HwGenerator *gen,
              const HwShuffle   *shuffle,
              const guint       *pos,
              guint              n_pos,
              int               *pool)
{
  const HwTables *t = &gen->variant->tables;
  int inside[HW_N_TERRAINS] = { 0 };
  int total[HW_N_TERRAINS] = { 0 };

  for (guint i = 0; i < n_pos; i++)
    inside[gen->base_terrain[pos[i]]]++;
  for (guint h = 0; h < gen->n_hexes; h++)
    total[gen->base_terrain[h]]++;

  for (int i = 0; i < HW_N_TERRAINS; i++)
    {
      if (shuffle->has_pool)
        pool[i] = shuffle->terrains[i] == HW_NO_COUNT ? 0 : shuffle->terrains[i];
      else if (!tables_state_terrains (t) || t->terrains[i] == HW_NO_COUNT)
        pool[i] = inside[i];
      else
        pool[i] = t->terrains[i] - (total[i] - inside[i]);
    }
  pool[HW_TERRAIN_NONE] = 0;
}

static void
chit_pool (const HwGenerator *gen,
           const HwShuffle   *shuffle,
           const guint       *pos,
           guint              n_pos,
           int               *pool)
{
  const HwTables *t = &gen->variant->tables;
  int inside[13] = { 0 };
  int total[13] = { 0 };

  for (guint i = 0; i < n_pos; i++)
    if (gen->base_chit[pos[i]] <= 12)
      inside[gen->base_chit[pos[i]]]++;
  for (guint h = 0; h < gen->n_hexes; h++)
    if (gen->base_chit[h] <= 12)
      total[gen->base_chit[h]]++;

  for (int n = 0; n <= 12; n++)
    {
      if (n < 2 || n == 7)
        pool[n] = 0;   /* a 7 is never dealt; the validator reports one in the tables */
      else if (shuffle->has_pool)
        pool[n] = shuffle->chits[n] == HW_NO_COUNT ? 0 : shuffle->chits[n];
      else if (!tables_state_chits (t) || t->chits[n] == HW_NO_COUNT)
        pool[n] = inside[n];
      else
        pool[n] = t->chits[n] - (total[n] - inside[n]);
    }
}

/* Harbor pool as codes: [0] generic, [1 + r] 2:1 of resource r. */
static void
harbor_pool (const HwGenerator *gen,
             const HwShuffle   *shuffle,
             const guint       *pos,
             guint              n_pos,
             int               *pool)
{
  const HwTables *t = &gen->variant->tables;
  int inside[HW_N_RESOURCES + 1] = { 0 };
  int total[HW_N_RESOURCES + 1] = { 0 };
  gboolean per_resource = FALSE;
  int special_inside = 0;

  for (guint i = 0; i < n_pos; i++)
    inside[gen->base_harbor[pos[i]] + 1]++;
  for (guint i = 0; i < gen->n_harbors; i++)
    total[gen->base_harbor[i] + 1]++;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    {
      per_resource |= t->harbor_resources[r] != HW_NO_COUNT;
      special_inside += inside[r + 1];
    }

  if (shuffle->has_pool)
    {
      for (int k = 0; k <= HW_N_RESOURCES; k++)
        pool[k] = shuffle->harbors[k] == HW_NO_COUNT ? 0 : shuffle->harbors[k];
      return;
    }

  pool[0] = t->harbor_generic == HW_NO_COUNT ? inside[0] : t->harbor_generic - (total[0] - inside[0]);
  if (per_resource)
    {
      for (int r = 0; r < HW_N_RESOURCES; r++)
        pool[r + 1] = t->harbor_resources[r] == HW_NO_COUNT
                      ? inside[r + 1]
                      : t->harbor_resources[r] - (total[r + 1] - inside[r + 1]);
    }
  else
    {
      int special_outside = 0;
      int need;

      for (int r = 0; r < HW_N_RESOURCES; r++)
        special_outside += total[r + 1] - inside[r + 1];
      need = t->harbor_special == HW_NO_COUNT ? special_inside : t->harbor_special - special_outside;
      if (need == special_inside)
        {
          /* The tables say how many, not which: keep the board's own kinds. */
          for (int r = 0; r < HW_N_RESOURCES; r++)
            pool[r + 1] = inside[r + 1];
        }
      else
        {
          /* Spread the 2:1 harbors over the resources the board has fewest of. */
          int have[HW_N_RESOURCES];

          for (int r = 0; r < HW_N_RESOURCES; r++)
            {
              have[r] = total[r + 1] - inside[r + 1];
              pool[r + 1] = 0;
            }
          for (int k = 0; k < need; k++)
            {
              int best = 0;
              for (int r = 1; r < HW_N_RESOURCES; r++)
                if (have[r] < have[best])
                  best = r;
              have[best]++;
              pool[best + 1]++;
            }
        }
    }
}

static void
setup_deal_pool (Deal       *deal,
                 const int  *pool,
                 int         n_values)
{
  guint n = 0;

  for (int v = 0; v < n_values; v++)
    n += (guint) MAX (pool[v], 0);
  deal->pool = g_new0 (guint8, n + 1);
  deal->n_pool = 0;
  for (int v = 0; v < n_values; v++)
    for (int k = 0; k < pool[v]; k++)
      deal->pool[deal->n_pool++] = (guint8) v;
}

/* Spiral placement: the deal's positions must be a full hexagon of radius 2. */
static gboolean
setup_spiral (HwGenerator *gen,
              Deal        *deal,
              const int   *pool)
{
  static const int base_pool[13] = { 0, 0, 1, 2, 2, 2, 2, 0, 2, 2, 2, 2, 1 };
  const HwBoard *board = gen->variant->board;
  int center = -1;

  if (deal->n_pos != 19 || memcmp (pool, base_pool, sizeof base_pool) != 0)
    return FALSE;
  for (guint i = 0; i < deal->n_pos && center < 0; i++)
    {
      HwCoord c = hw_board_get_hex (board, deal->pos[i])->coord;
      gboolean all = TRUE;

      for (guint j = 0; j < deal->n_pos && all; j++)
        all = hw_coord_distance (c, hw_board_get_hex (board, deal->pos[j])->coord) <= 2;
      if (all)
        center = (int) deal->pos[i];
    }
  if (center < 0)
    return FALSE;

  deal->spiral = g_new0 (guint, 6 * 19);
  for (int start = 0; start < 6; start++)
    {
      HwCoord c0 = hw_board_get_hex (board, center)->coord;
      guint *order = deal->spiral + start * 19;
      guint n = 0;

      /* Rings from the outside in, counterclockwise, each from the corner in direction
       * @start; from the corner in direction d the ring runs along direction d + 4. */
      for (int radius = 2; radius >= 1; radius--)
        {
          HwCoord c = c0;

          for (int s = 0; s < radius; s++)
            c = hw_coord_neighbor (c, (HwSide) start);
          for (int side = 0; side < 6; side++)
            {
              int d = ((start - side) % 6 + 6) % 6;

              for (int s = 0; s < radius; s++)
                {
                  order[n++] = (guint) hw_board_index_of (board, c);
                  c = hw_coord_neighbor (c, (HwSide) ((d + 4) % 6));
                }
            }
        }
      order[n++] = (guint) center;
      g_assert (n == 19);
    }
  return TRUE;
}

static int
deal_values (HwShuffleKind kind)
{
  return kind == HW_SHUFFLE_TERRAIN ? HW_N_TERRAINS : kind == HW_SHUFFLE_CHITS ? 13 : HW_N_RESOURCES + 1;
}

static void
setup (HwGenerator *gen,
       GPtrArray   *problems)
{
  const HwVariant *variant = gen->variant;
  const HwBoard *board = variant->board;
  guint n = gen->n_hexes;
  g_autofree gint16 *chit_deal = g_new (gint16, n + 1);
  g_autofree gint16 *harbor_deal = g_new (gint16, gen->n_harbors + 1);
  g_autofree guint8 *touched = g_new0 (guint8, n + 1);
  guint n_shuffles = variant->shuffles != NULL ? variant->shuffles->len : 0;

  for (guint h = 0; h < n; h++)
    gen->terrain_deal[h] = chit_deal[h] = -1;
  for (guint i = 0; i < gen->n_harbors; i++)
    harbor_deal[i] = -1;

  gen->deals = g_new0 (Deal, n_shuffles + 1);
  for (guint s = 0; s < n_shuffles; s++)
    {
      const HwShuffle *shuffle = g_ptr_array_index (variant->shuffles, s);
      Deal *deal = &gen->deals[gen->n_deals];
      gboolean whole = shuffle->group == NULL;
      guint32 mask = whole ? 0 : hw_board_group_mask (board, shuffle->group);
      int pool[16] = { 0 };
      int n_values = deal_values (shuffle->kind);
      gboolean bad = FALSE;

      if (!whole && mask == 0)
        {
          add_problem (problems, variant, shuffle, _("no hex belongs to that group"));
          continue;
        }
      deal->kind = shuffle->kind;
      deal->shuffle = shuffle;

      if (shuffle->kind == HW_SHUFFLE_HARBORS)
        {
          deal->pos = g_new0 (guint, gen->n_harbors + 1);
          for (guint i = 0; i < gen->n_harbors; i++)
            {
              const HwHarbor *harbor = hw_board_get_harbor (board, i);
              const HwHex *hex = hw_board_lookup (board, harbor->coord);

              if ((harbor->flags & HW_HARBOR_FIXED) || harbor_deal[i] >= 0)
                continue;
              if (!whole && (hex == NULL || !hex_in_group (hex, mask, FALSE)))
                continue;
              harbor_deal[i] = (gint16) gen->n_deals;
              deal->pos[deal->n_pos++] = i;
            }
          harbor_pool (gen, shuffle, deal->pos, deal->n_pos, pool);
        }
      else
        {
          gboolean terrain = shuffle->kind == HW_SHUFFLE_TERRAIN;
          gint16 *claimed = terrain ? gen->terrain_deal : chit_deal;

          deal->pos = g_new0 (guint, n + 1);
          for (guint h = 0; h < n; h++)
            {
              const HwHex *hex = hw_board_get_hex (board, h);

              if (claimed[h] >= 0 || !hex_in_group (hex, mask, whole))
                continue;
              if (hex->flags & (terrain ? HW_HEX_TERRAIN_FIXED : HW_HEX_CHIT_FIXED))
                continue;
              /* The whole board means its land: the sea frame is not dealt. */
              if (whole && hex->terrain == HW_TERRAIN_SEA)
                continue;
              claimed[h] = (gint16) gen->n_deals;
              deal->pos[deal->n_pos++] = h;
              touched[h] = 1;
            }
          if (terrain)
            terrain_pool (gen, shuffle, deal->pos, deal->n_pos, pool);
          else
            chit_pool (gen, shuffle, deal->pos, deal->n_pos, pool);
        }

      for (int v = 0; v < n_values; v++)
        if (pool[v] < 0)
          {
            const char *name = shuffle->kind == HW_SHUFFLE_TERRAIN ? hw_terrain_to_string (v)
                               : shuffle->kind == HW_SHUFFLE_HARBORS
                               ? (v == 0 ? "generic" : hw_resource_to_string (v - 1)) : NULL;
            if (name != NULL)
              add_problem (problems, variant, shuffle,
                           _("the tables hold %d fewer “%s” than the board has outside the group"),
                           -pool[v], name);
            else
              add_problem (problems, variant, shuffle,
                           _("the tables hold %d fewer chits “%d” than the board has outside the group"),
                           -pool[v], v);
            bad = TRUE;
          }
      setup_deal_pool (deal, pool, n_values);

      if (shuffle->kind == HW_SHUFFLE_CHITS)
        {
          deal->producing = g_new0 (guint, deal->n_pos + 1);
          /* The spiral is the base game's: a scenario-wide "spiral" lays it where a deal is
           * the base hexagon with its 18 chits, and shuffles every other deal. */
          if (gen->params.spiral)
            setup_spiral (gen, deal, pool);
        }
      else if (!bad && deal->n_pool != deal->n_pos)
        {
          add_problem (problems, variant, shuffle,
                       deal->n_pool < deal->n_pos
                       ? _("the pool holds %u pieces, too few for %u positions")
                       : _("the pool holds %u pieces, too many for %u positions"),
                       deal->n_pool, deal->n_pos);
          bad = TRUE;
        }
      gen->n_deals++;
      (void) bad;
    }

  /* A chit deal needs as many chits as it will find producing hexes; that number must not
   * depend on the terrain deal, so every terrain deal it touches must lie inside it. */
  for (guint d = 0; d < gen->n_deals; d++)
    {
      Deal *deal = &gen->deals[d];
      const HwShuffle *shuffle = deal->shuffle;
      guint producing = 0;
      gboolean partial = FALSE;
      g_autofree guint8 *counted = g_new0 (guint8, gen->n_deals + 1);

      if (deal->kind != HW_SHUFFLE_CHITS)
        continue;
      for (guint i = 0; i < deal->n_pos; i++)
        {
          guint h = deal->pos[i];
          int td = gen->terrain_deal[h];

          if (td < 0)
            producing += takes_chit[gen->base_terrain[h]];
          else if (!counted[td])
            {
              const Deal *tdeal = &gen->deals[td];

              counted[td] = 1;
              for (guint k = 0; k < tdeal->n_pool; k++)
                producing += takes_chit[tdeal->pool[k]];
              for (guint k = 0; k < tdeal->n_pos; k++)
                partial |= chit_deal[tdeal->pos[k]] != (gint16) d;
            }
        }
      if (partial)
        add_problem (problems, variant, shuffle,
                     _("a terrain shuffle reaches partly outside this group, so the number of hexes taking a chit would vary"));
      else if (deal->n_pool != producing)
        add_problem (problems, variant, shuffle,
                     deal->n_pool < producing
                     ? _("the pool holds %u chits, too few for %u hexes taking a chit")
                     : _("the pool holds %u chits, too many for %u hexes taking a chit"),
                     deal->n_pool, producing);
    }

  gen->touched = g_new0 (guint, n + 1);
  gen->terrain_pos = g_new0 (guint, n + 1);
  for (guint h = 0; h < n; h++)
    {
      if (touched[h])
        gen->touched[gen->n_touched++] = h;
      if (gen->terrain_deal[h] >= 0)
        gen->terrain_pos[gen->n_terrain_pos++] = h;
    }

  /* Harbors to keep apart from their resource: dealt ones, and any whose land is dealt. */
  gen->harbor_check = g_new0 (guint, gen->n_harbors + 1);
  for (guint i = 0; i < gen->n_harbors; i++)
    {
      gboolean check = harbor_deal[i] >= 0;

      for (int k = 0; k < 4 && gen->harbor_hexes != NULL; k++)
        if (gen->harbor_hexes[i][k] >= 0 && gen->terrain_deal[gen->harbor_hexes[i][k]] >= 0)
          check = TRUE;
      if (check)
        gen->harbor_check[gen->n_harbor_check++] = i;
    }
}

static void
harbor_hexes_init (HwGenerator *gen)
{
  const HwBoard *board = gen->variant->board;

  gen->harbor_hexes = g_malloc (sizeof (int) * 4 * (gen->n_harbors + 1));
  for (guint i = 0; i < gen->n_harbors; i++)
    {
      const HwHarbor *harbor = hw_board_get_harbor (board, i);
      int self = hw_board_index_of (board, harbor->coord);
      int out = 0;

      for (int k = 0; k < 4; k++)
        gen->harbor_hexes[i][k] = -1;
      for (int c = 0; c < 2; c++)
        {
          int node = hw_graph_node_id (gen->graph,
                                       hw_node_key (harbor->coord,
                                                    (HwCorner) ((harbor->side + c) % 6)));
          if (node < 0)
            continue;
          for (int j = 0; j < 3; j++)
            {
              int h = gen->graph->node_hexes[node][j];
              gboolean seen = FALSE;

              if (h < 0 || h == self)
                continue;
              for (int m = 0; m < out; m++)
                seen |= gen->harbor_hexes[i][m] == h;
              if (!seen && out < 4)
                gen->harbor_hexes[i][out++] = h;
            }
        }
    }
}

/* With @check_only the generator is only set up to find problems (the validator runs
 * this on every edit), so the look-up tables dealing needs are skipped. */
static HwGenerator *
generator_alloc (const HwScenario       *scenario,
                 const HwVariant        *variant,
                 const HwGenerateParams *params,
                 GPtrArray              *problems,
                 gboolean                check_only)
{
  HwGenerator *gen = g_new0 (HwGenerator, 1);
  const HwBoard *board = variant->board;
  guint n, nh;

  init_tables ();
  gen->params = *params;
  gen->variant = variant;
  if (!check_only)
    {
      gen->graph = hw_graph_new (board);
      gen->balance = hw_balance_context_new (board, gen->graph);
    }
  n = gen->n_hexes = hw_board_n_hexes (board);
  nh = gen->n_harbors = hw_board_n_harbors (board);

  gen->base_terrain = g_new0 (guint8, n + 1);
  gen->base_chit = g_new0 (guint8, n + 1);
  gen->terrain = g_new0 (guint8, n + 1);
  gen->chit = g_new0 (guint8, n + 1);
  gen->best_terrain = g_new0 (guint8, n + 1);
  gen->best_chit = g_new0 (guint8, n + 1);
  gen->base_harbor = g_new0 (gint8, nh + 1);
  gen->harbor = g_new0 (gint8, nh + 1);
  gen->best_harbor = g_new0 (gint8, nh + 1);
  gen->terrain_deal = g_new0 (gint16, n + 1);
  gen->stack = g_new0 (guint, n + 1);
  gen->component = g_new0 (guint, n + 1);
  gen->stamp = g_new0 (guint, n + 1);
  gen->shuffle_buf = g_new0 (guint8, MAX (n, nh) + 1);

  for (guint h = 0; h < n; h++)
    {
      const HwHex *hex = hw_board_get_hex (board, h);

      gen->base_terrain[h] = (guint8) hex->terrain;
      gen->base_chit[h] = hex->chit;
    }
  for (guint i = 0; i < nh; i++)
    gen->base_harbor[i] = (gint8) hw_board_get_harbor (board, i)->resource;
  memcpy (gen->terrain, gen->base_terrain, n);
  memcpy (gen->chit, gen->base_chit, n);
  memcpy (gen->harbor, gen->base_harbor, nh);

  if (!check_only)
    harbor_hexes_init (gen);
  setup (gen, problems);
  (void) scenario;
  return gen;
}

HwGenerator *
hw_generator_new (const HwScenario       *scenario,
                  const HwVariant        *variant,
                  const HwGenerateParams *params,
                  GError                **error)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (problem_free);
  HwGenerator *gen;
  HwGenerateParams defaults;

  g_return_val_if_fail (variant != NULL && variant->board != NULL, NULL);

  if (params == NULL)
    {
      hw_generate_params_init (&defaults);
      params = &defaults;
    }
  if (hw_board_n_hexes (variant->board) > G_MAXINT16)
    {
      g_set_error (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_SHUFFLE,
                   _("%s players: the board is too large to generate"), variant->id);
      return NULL;
    }
  gen = generator_alloc (scenario, variant, params, problems, FALSE);
  if (problems->len > 0)
    {
      const HwGenerateProblem *first = g_ptr_array_index (problems, 0);

      g_set_error_literal (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_POOL, first->message);
      hw_generator_free (gen);
      return NULL;
    }
  return gen;
}

GPtrArray *
hw_generate_check_pools (const HwScenario *scenario,
                         const HwVariant  *variant)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func (problem_free);
  HwGenerateParams params;

  g_return_val_if_fail (variant != NULL && variant->board != NULL, problems);

  hw_generate_params_init (&params);
  if (scenario != NULL)
    hw_generate_params_from_scenario (&params, scenario, NULL);
  if (variant->shuffles != NULL && variant->shuffles->len > 0 &&
      hw_board_n_hexes (variant->board) <= G_MAXINT16)
    hw_generator_free (generator_alloc (scenario, variant, &params, problems, TRUE));
  return problems;
}

void
hw_generator_free (HwGenerator *gen)
{
  if (gen == NULL)
    return;
  for (guint d = 0; d < gen->n_deals; d++)
    {
      g_free (gen->deals[d].pos);
      g_free (gen->deals[d].pool);
      g_free (gen->deals[d].spiral);
      g_free (gen->deals[d].producing);
    }
  g_free (gen->deals);
  g_clear_pointer (&gen->graph, hw_graph_free);
  hw_balance_context_free (gen->balance);
  g_free (gen->base_terrain);
  g_free (gen->base_chit);
  g_free (gen->base_harbor);
  g_free (gen->terrain);
  g_free (gen->chit);
  g_free (gen->harbor);
  g_free (gen->best_terrain);
  g_free (gen->best_chit);
  g_free (gen->best_harbor);
  g_free (gen->terrain_deal);
  g_free (gen->touched);
  g_free (gen->terrain_pos);
  g_free (gen->harbor_hexes);
  g_free (gen->harbor_check);
  g_free (gen->stack);
  g_free (gen->component);
  g_free (gen->stamp);
  g_free (gen->shuffle_buf);
  g_free (gen);
}

/* ---- Constraints ----------------------------------------------------------------------- */

static inline gboolean
is_red (guint c)
{
  return c == 6 || c == 8;
}

static inline int
pips (guint c)
{
  return c >= 2 && c <= 12 ? 6 - ABS (7 - (int) c) : 0;
}

/* Whether the chit on @h is legal where it stands: its own terrain, its neighbours, and
 * (when on) the pip sums of its six nodes. Swapping two chits that are both legal this way
 * can never make a third hex illegal, which is what keeps the repair loop finite. */
static gboolean
chit_ok (const HwGenerator *gen,
         guint              h)
{
  const HwGenerateParams *p = &gen->params;
  guint c = gen->chit[h];
  guint t = gen->terrain[h];
  gboolean red;

  if (c == 0)
    return TRUE;
  if (t == HW_TERRAIN_JUNGLE && !HW_JUNGLE_CHIT_OK (c))
    return FALSE;
  red = is_red (c);
  if (red && p->gold_not_red && (t == HW_TERRAIN_GOLD || t == HW_TERRAIN_VOLCANO))
    return FALSE;
  if ((red && p->red_apart) || p->equal_apart)
    for (int k = 0; k < 6; k++)
      {
        int o = gen->graph->hex_neighbors[h][k];
        guint oc;

        if (o < 0 || (oc = gen->chit[o]) == 0)
          continue;
        if (red && p->red_apart && is_red (oc))
          return FALSE;
        if (p->equal_apart && oc == c)
          return FALSE;
      }
  if (p->node_pips)
    for (int k = 0; k < 6; k++)
      {
        int v = gen->graph->hex_nodes[h][k];
        int sum = 0, with = 0;

        for (int j = 0; j < 3; j++)
          {
            int o = gen->graph->node_hexes[v][j];
            if (o >= 0 && gen->chit[o] != 0 && takes_chit[gen->terrain[o]])
              {
                sum += pips (gen->chit[o]);
                with++;
              }
          }
        if (sum > p->node_pips_max || (with == 3 && sum < p->node_pips_min))
          return FALSE;
      }
  return TRUE;
}

static gboolean
harbor_ok (const HwGenerator *gen,
           guint              i)
{
  int r = gen->harbor[i];

  if (r < 0)
    return TRUE;
  for (int k = 0; k < 4; k++)
    {
      int h = gen->harbor_hexes[i][k];
      if (h >= 0 && takes_chit[gen->terrain[h]] &&
          hw_terrain_resource ((HwTerrain) gen->terrain[h]) == (HwResource) r)
        return FALSE;
    }
  return TRUE;
}

/* Returns a dealt hex standing in a same-terrain clump of clump_limit or more, or -1;
 * gen->component then holds the clump's members (and the return value is how many). */
static int
clump_violation (HwGenerator *gen,
                 guint       *size)
{
  guint limit = gen->params.clump_limit;

  if (limit == 0)
    return -1;
  if (++gen->stamp_now == 0)
    {
      memset (gen->stamp, 0, sizeof (guint) * gen->n_hexes);
      gen->stamp_now = 1;
    }
  for (guint i = 0; i < gen->n_terrain_pos; i++)
    {
      guint start = gen->terrain_pos[i];
      guint t = gen->terrain[start];
      guint sp = 0, n = 0;

      if (!takes_chit[t] || gen->stamp[start] == gen->stamp_now)
        continue;
      gen->stamp[start] = gen->stamp_now;
      gen->stack[sp++] = start;
      while (sp > 0)
        {
          guint h = gen->stack[--sp];

          gen->component[n++] = h;
          for (int k = 0; k < 6; k++)
            {
              int o = gen->graph->hex_neighbors[h][k];
              if (o >= 0 && gen->terrain[o] == t && gen->stamp[o] != gen->stamp_now)
                {
                  gen->stamp[o] = gen->stamp_now;
                  gen->stack[sp++] = (guint) o;
                }
            }
        }
      if (n >= limit)
        {
          *size = n;
          return (int) start;
        }
    }
  return -1;
}

static inline void
shuffle_u8 (HwRng  *rng,
            guint8 *a,
            guint   n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = hw_rng_uniform (rng, i);
      guint8 tmp = a[j];

      a[j] = a[i - 1];
      a[i - 1] = tmp;
    }
}

/* ---- Dealing --------------------------------------------------------------------------- */

static gboolean
deal_terrains (HwGenerator *gen,
               HwRng       *rng)
{
  guint budget;

  for (guint d = 0; d < gen->n_deals; d++)
    {
      Deal *deal = &gen->deals[d];

      if (deal->kind != HW_SHUFFLE_TERRAIN)
        continue;
      memcpy (gen->shuffle_buf, deal->pool, deal->n_pool);
      shuffle_u8 (rng, gen->shuffle_buf, deal->n_pool);
      for (guint i = 0; i < deal->n_pos; i++)
        gen->terrain[deal->pos[i]] = gen->shuffle_buf[i];
    }

  /* Break clumps: move a random dealt member of the clump to a random place of its deal
   * holding another terrain. */
  budget = 4 * gen->n_terrain_pos + 8;
  while (budget-- > 0)
    {
      guint size = 0, pick = 0, n_dealt = 0;
      int v = clump_violation (gen, &size);
      const Deal *deal;
      guint h, q;

      if (v < 0)
        return TRUE;
      for (guint i = 0; i < size; i++)
        n_dealt += gen->terrain_deal[gen->component[i]] >= 0;
      pick = hw_rng_uniform (rng, n_dealt);
      h = gen->component[0];
      for (guint i = 0; i < size; i++)
        if (gen->terrain_deal[gen->component[i]] >= 0 && pick-- == 0)
          {
            h = gen->component[i];
            break;
          }
      deal = &gen->deals[gen->terrain_deal[h]];
      q = deal->pos[hw_rng_uniform (rng, deal->n_pos)];
      if (gen->terrain[q] != gen->terrain[h])
        {
          guint8 tmp = gen->terrain[q];
          gen->terrain[q] = gen->terrain[h];
          gen->terrain[h] = tmp;
        }
    }
  gen->failures[FAIL_CLUMP]++;
  return FALSE;
}

static gboolean
deal_chits (HwGenerator *gen,
            HwRng       *rng,
            GError     **error)
{
  for (guint d = 0; d < gen->n_deals; d++)
    {
      Deal *deal = &gen->deals[d];
      guint n_prod = 0;

      if (deal->kind != HW_SHUFFLE_CHITS)
        continue;
      for (guint i = 0; i < deal->n_pos; i++)
        {
          guint h = deal->pos[i];

          gen->chit[h] = 0;
          if (takes_chit[gen->terrain[h]])
            deal->producing[n_prod++] = h;
        }
      if (n_prod != deal->n_pool)
        {
          /* hw_generator_new's checks make this unreachable; keep the promise anyway. */
          g_set_error (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_POOL,
                       _("%s players: %u chits for %u hexes taking a chit"),
                       gen->variant->id, deal->n_pool, n_prod);
          return FALSE;
        }

      if (deal->spiral != NULL)
        {
          const guint *order = deal->spiral + 19 * hw_rng_uniform (rng, 6);
          guint k = 0;

          for (guint i = 0; i < 19; i++)
            if (takes_chit[gen->terrain[order[i]]] && k < G_N_ELEMENTS (spiral_chits))
              gen->chit[order[i]] = spiral_chits[k++];
          continue;
        }

      memcpy (gen->shuffle_buf, deal->pool, deal->n_pool);
      shuffle_u8 (rng, gen->shuffle_buf, deal->n_pool);
      for (guint i = 0; i < n_prod; i++)
        gen->chit[deal->producing[i]] = gen->shuffle_buf[i];

      for (guint i = 0; i < n_prod; i++)
        {
          guint p = deal->producing[i];
          guint start;
          gboolean fixed = FALSE;

          if (chit_ok (gen, p))
            continue;
          start = hw_rng_uniform (rng, n_prod);
          for (guint j = 0; j < n_prod && !fixed; j++)
            {
              guint q = deal->producing[(start + j) % n_prod];
              guint8 tmp = gen->chit[q];

              if (q == p || tmp == gen->chit[p])
                continue;
              gen->chit[q] = gen->chit[p];
              gen->chit[p] = tmp;
              if (chit_ok (gen, p) && chit_ok (gen, q))
                fixed = TRUE;
              else
                {
                  gen->chit[p] = gen->chit[q];
                  gen->chit[q] = tmp;
                }
            }
          if (!fixed)
            {
              gen->failures[FAIL_CHITS]++;
              return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
deal_harbors (HwGenerator *gen,
              HwRng       *rng)
{
  for (guint d = 0; d < gen->n_deals; d++)
    {
      Deal *deal = &gen->deals[d];

      if (deal->kind != HW_SHUFFLE_HARBORS)
        continue;
      memcpy (gen->shuffle_buf, deal->pool, deal->n_pool);
      shuffle_u8 (rng, gen->shuffle_buf, deal->n_pool);
      for (guint i = 0; i < deal->n_pos; i++)
        gen->harbor[deal->pos[i]] = (gint8) ((int) gen->shuffle_buf[i] - 1);

      if (!gen->params.harbor_apart)
        continue;
      for (guint i = 0; i < deal->n_pos; i++)
        {
          guint p = deal->pos[i];
          guint start;
          gboolean fixed = FALSE;

          if (harbor_ok (gen, p))
            continue;
          start = hw_rng_uniform (rng, deal->n_pos);
          for (guint j = 0; j < deal->n_pos && !fixed; j++)
            {
              guint q = deal->pos[(start + j) % deal->n_pos];
              gint8 tmp = gen->harbor[q];

              if (q == p || tmp == gen->harbor[p])
                continue;
              gen->harbor[q] = gen->harbor[p];
              gen->harbor[p] = tmp;
              if (harbor_ok (gen, p) && harbor_ok (gen, q))
                fixed = TRUE;
              else
                {
                  gen->harbor[p] = gen->harbor[q];
                  gen->harbor[q] = tmp;
                }
            }
          if (!fixed)
            {
              gen->failures[FAIL_HARBORS]++;
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* The final word on an attempt: every constraint on everything a deal may have changed. */
static gboolean
verify (HwGenerator *gen)
{
  guint size;

  for (guint i = 0; i < gen->n_touched; i++)
    if (!chit_ok (gen, gen->touched[i]))
      {
        gen->failures[FAIL_CHITS]++;
        return FALSE;
      }
  if (clump_violation (gen, &size) >= 0)
    {
      gen->failures[FAIL_CLUMP]++;
      return FALSE;
    }
  if (gen->params.harbor_apart)
    for (guint i = 0; i < gen->n_harbor_check; i++)
      if (!harbor_ok (gen, gen->harbor_check[i]))
        {
          gen->failures[FAIL_HARBORS]++;
          return FALSE;
        }
  return TRUE;
}

gboolean
hw_generator_deal (HwGenerator *gen,
                   HwRng       *rng,
                   GError     **error)
{
  guint attempts = MAX (gen->params.max_attempts, 1);

  g_return_val_if_fail (gen != NULL && rng != NULL, FALSE);

  memset (gen->failures, 0, sizeof gen->failures);
  for (guint a = 0; a < attempts; a++)
    {
      GError *local = NULL;

      memcpy (gen->terrain, gen->base_terrain, gen->n_hexes);
      memcpy (gen->chit, gen->base_chit, gen->n_hexes);
      memcpy (gen->harbor, gen->base_harbor, gen->n_harbors);
      if (!deal_terrains (gen, rng))
        continue;
      if (!deal_chits (gen, rng, &local))
        {
          if (local != NULL)
            {
              g_propagate_error (error, local);
              return FALSE;
            }
          continue;
        }
      if (!deal_harbors (gen, rng))
        continue;
      if (verify (gen))
        return TRUE;
    }

  g_set_error (error, HW_GENERATE_ERROR, HW_GENERATE_ERROR_CONSTRAINTS,
               /* TRANSLATORS: the counts say how often each kind of constraint failed */
               _("%s players: no board met the constraints in %u attempts "
                 "(terrain clumps failed %u times, numbers %u, harbors %u); "
                 "relax a constraint or change the pools"),
               gen->variant->id, attempts, gen->failures[FAIL_CLUMP],
               gen->failures[FAIL_CHITS], gen->failures[FAIL_HARBORS]);
  return FALSE;
}

static double
score (const HwGenerator *gen)
{
  HwBalance b;

  hw_balance_measure_layout (gen->balance, gen->terrain, gen->chit, gen->harbor, &b);
  return b.score;
}

/* After a terrain swap between @a and @b: every constraint that swap can touch. */
static gboolean
terrain_swap_ok (HwGenerator *gen,
                 guint        a,
                 guint        b)
{
  guint size;

  if (!chit_ok (gen, a) || !chit_ok (gen, b))
    return FALSE;
  if (clump_violation (gen, &size) >= 0)
    return FALSE;
  if (gen->params.harbor_apart)
    for (guint i = 0; i < gen->n_harbor_check; i++)
      if (!harbor_ok (gen, gen->harbor_check[i]))
        return FALSE;
  return TRUE;
}

/* First-improvement hill climbing over swaps of two chits or two producing terrains of the
 * same deal, keeping every constraint. */
static void
local_search (HwGenerator *gen)
{
  double best = score (gen);
  gboolean improved = TRUE;

  for (guint pass = 0; pass < LOCAL_SEARCH_PASSES && improved; pass++)
    {
      improved = FALSE;
      for (guint d = 0; d < gen->n_deals; d++)
        {
          Deal *deal = &gen->deals[d];

          if (deal->kind == HW_SHUFFLE_CHITS && deal->spiral == NULL)
            for (guint i = 0; i < deal->n_pos; i++)
              for (guint j = i + 1; j < deal->n_pos; j++)
                {
                  guint a = deal->pos[i], b = deal->pos[j];
                  guint8 tmp = gen->chit[a];
                  double s;

                  if (tmp == 0 || gen->chit[b] == 0 || tmp == gen->chit[b])
                    continue;
                  gen->chit[a] = gen->chit[b];
                  gen->chit[b] = tmp;
                  if (chit_ok (gen, a) && chit_ok (gen, b) && (s = score (gen)) < best - 1e-12)
                    {
                      best = s;
                      improved = TRUE;
                    }
                  else
                    {
                      gen->chit[b] = gen->chit[a];
                      gen->chit[a] = tmp;
                    }
                }
          else if (deal->kind == HW_SHUFFLE_TERRAIN)
            for (guint i = 0; i < deal->n_pos; i++)
              for (guint j = i + 1; j < deal->n_pos; j++)
                {
                  guint a = deal->pos[i], b = deal->pos[j];
                  guint8 tmp = gen->terrain[a];
                  double s;

                  /* Only producing terrains trade places: the chits stay where they are. */
                  if (!takes_chit[tmp] || !takes_chit[gen->terrain[b]] || tmp == gen->terrain[b])
                    continue;
                  gen->terrain[a] = gen->terrain[b];
                  gen->terrain[b] = tmp;
                  if (terrain_swap_ok (gen, a, b) && (s = score (gen)) < best - 1e-12)
                    {
                      best = s;
                      improved = TRUE;
                    }
                  else
                    {
                      gen->terrain[b] = gen->terrain[a];
                      gen->terrain[a] = tmp;
                    }
                }
        }
    }
}

gboolean
hw_generator_deal_best (HwGenerator *gen,
                        HwRng       *rng,
                        GError     **error)
{
  guint n = MAX (gen->params.best_of, 1);
  double best = G_MAXDOUBLE;

  g_return_val_if_fail (gen != NULL && rng != NULL, FALSE);

  for (guint i = 0; i < n; i++)
    {
      double s;

      if (!hw_generator_deal (gen, rng, error))
        return FALSE;
      if (n == 1)
        return TRUE;
      s = score (gen);
      if (s < best)
        {
          best = s;
          memcpy (gen->best_terrain, gen->terrain, gen->n_hexes);
          memcpy (gen->best_chit, gen->chit, gen->n_hexes);
          memcpy (gen->best_harbor, gen->harbor, gen->n_harbors);
        }
    }
  memcpy (gen->terrain, gen->best_terrain, gen->n_hexes);
  memcpy (gen->chit, gen->best_chit, gen->n_hexes);
  memcpy (gen->harbor, gen->best_harbor, gen->n_harbors);
  local_search (gen);
  return TRUE;
}

void
hw_generator_measure (const HwGenerator *gen,
                      HwBalance         *out)
{
  hw_balance_measure_layout (gen->balance, gen->terrain, gen->chit, gen->harbor, out);
}

HwTerrain
hw_generator_terrain (const HwGenerator *gen,
                      guint              i)
{
  g_return_val_if_fail (i < gen->n_hexes, HW_TERRAIN_NONE);
  return (HwTerrain) gen->terrain[i];
}

guint
hw_generator_chit (const HwGenerator *gen,
                   guint              i)
{
  g_return_val_if_fail (i < gen->n_hexes, 0);
  return gen->chit[i];
}

void
hw_generator_apply (const HwGenerator *gen,
                    HwBoard           *board)
{
  g_return_if_fail (hw_board_n_hexes (board) == gen->n_hexes);
  g_return_if_fail (hw_board_n_harbors (board) == gen->n_harbors);

  /* Pawns on a hex that takes no chit (the robber in the desert, Robin's camp) travel
   * with their terrain: the k-th hex of a deal that lost such a terrain hands its pawns to
   * the k-th hex that gained it. Other pawns keep their place (BA barbarians stand on
   * numbers fixed by position). */
  for (guint d = 0; d < gen->n_deals; d++)
    {
      const Deal *deal = &gen->deals[d];

      if (deal->kind != HW_SHUFFLE_TERRAIN)
        continue;
      for (int t = 0; t < HW_N_TERRAINS; t++)
        {
          guint lost = 0;

          if (takes_chit[t])
            continue;
          for (guint i = 0; i < deal->n_pos; i++)
            {
              guint h = deal->pos[i];
              guint gained = 0;
              HwHex *src;

              if (gen->base_terrain[h] != t || gen->terrain[h] == t)
                continue;
              src = hw_board_get_hex (board, h);
              for (guint j = 0; j < deal->n_pos; j++)
                {
                  guint o = deal->pos[j];

                  if (gen->terrain[o] != t || gen->base_terrain[o] == t || gained++ != lost)
                    continue;
                  for (int p = 0; p < HW_N_PAWNS; p++)
                    {
                      HwHex *to = hw_board_get_hex (board, o);
                      to->pawns[p] += src->pawns[p];
                      src->pawns[p] = 0;
                    }
                  break;
                }
              lost++;
            }
        }
    }

  for (guint h = 0; h < gen->n_hexes; h++)
    {
      HwHex *hex = hw_board_get_hex (board, h);

      hex->terrain = (HwTerrain) gen->terrain[h];
      hex->chit = gen->chit[h];
    }
  for (guint i = 0; i < gen->n_harbors; i++)
    hw_board_get_harbor (board, i)->resource = (HwResource) gen->harbor[i];
}

gboolean
hw_generate_variant (const HwScenario       *scenario,
                     HwVariant              *variant,
                     const HwGenerateParams *params,
                     guint64                 seed,
                     GError                **error)
{
  g_autoptr(HwGenerator) gen = NULL;
  HwRng rng;

  g_return_val_if_fail (variant != NULL, FALSE);

  gen = hw_generator_new (scenario, variant, params, error);
  if (gen == NULL)
    return FALSE;
  hw_rng_seed (&rng, seed);
  if (!hw_generator_deal_best (gen, &rng, error))
    return FALSE;
  hw_generator_apply (gen, variant->board);
  /* A board dealt again is no longer the one a fair search measured. */
  g_clear_pointer (&variant->fair, hw_fair_record_free);
  variant->seed = seed;
  variant->has_seed = TRUE;
  /* The seed alone does not give the board back when several were dealt. */
  variant->best_of = MAX (gen->params.best_of, 1);
  return TRUE;
}
