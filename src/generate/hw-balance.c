/* hw-balance.c: balance metrics of a board layout (formulas in README, "Balance score"). */
#include "hw-balance.h"

#include <math.h>
#include <string.h>

/* The weights of the score's parts; they add up to 1 (harbors' share goes to the others
 * when a board has fewer than two harbors). */
#define W_RESOURCE 0.30
#define W_NODE     0.20
#define W_NUMBER   0.20
#define W_TERRAIN  0.15
#define W_HARBOR   0.15

struct _HwBalanceContext
{
  guint  n_hexes;
  guint  n_nodes;
  guint  n_pairs;
  guint  n_harbors;
  int  (*node_hexes)[3];    /* [n_nodes], -1 padded */
  int  (*pairs)[2];         /* [n_pairs] adjacent hex pairs, a < b */
  int  (*harbor_hexes)[4];  /* [n_harbors] hexes touching the harbor's nodes, -1 padded */
};

HwBalanceContext *
hw_balance_context_new (const HwBoard *board,
                        const HwGraph *graph)
{
  HwBalanceContext *ctx = g_new0 (HwBalanceContext, 1);
  guint n = hw_board_n_hexes (board);

  g_return_val_if_fail (graph->n_hexes == n, ctx);

  ctx->n_hexes = n;
  ctx->n_nodes = graph->n_nodes;
  ctx->node_hexes = g_memdup2 (graph->node_hexes, sizeof (int) * 3 * (graph->n_nodes + 1));

  ctx->pairs = g_malloc (sizeof (int) * 2 * (3 * n + 1));
  for (guint h = 0; h < n; h++)
    for (int k = 0; k < 6; k++)
      {
        int o = graph->hex_neighbors[h][k];

        if (o > (int) h)
          {
            ctx->pairs[ctx->n_pairs][0] = (int) h;
            ctx->pairs[ctx->n_pairs][1] = o;
            ctx->n_pairs++;
          }
      }

  ctx->n_harbors = hw_board_n_harbors (board);
  ctx->harbor_hexes = g_malloc (sizeof (int) * 4 * (ctx->n_harbors + 1));
  for (guint i = 0; i < ctx->n_harbors; i++)
    {
      const HwHarbor *harbor = hw_board_get_harbor (board, i);
      int self = hw_board_index_of (board, harbor->coord);
      int out = 0;

      for (int k = 0; k < 4; k++)
        ctx->harbor_hexes[i][k] = -1;
      /* Side s joins corners s and s+1: the harbor's two nodes. */
      for (int c = 0; c < 2; c++)
        {
          HwNodeKey key = hw_node_key (harbor->coord, (HwCorner) ((harbor->side + c) % 6));
          int node = hw_graph_node_id (graph, key);

          if (node < 0)
            continue;
          for (int j = 0; j < 3; j++)
            {
              int h = graph->node_hexes[node][j];
              gboolean seen = FALSE;

              if (h < 0 || h == self)
                continue;
              for (int m = 0; m < out; m++)
                seen |= ctx->harbor_hexes[i][m] == h;
              if (!seen && out < 4)
                ctx->harbor_hexes[i][out++] = h;
            }
        }
    }
  return ctx;
}

void
hw_balance_context_free (HwBalanceContext *ctx)
{
  if (ctx == NULL)
    return;
  g_free (ctx->node_hexes);
  g_free (ctx->pairs);
  g_free (ctx->harbor_hexes);
  g_free (ctx);
}

static inline int
hex_pips (const guint8 *terrains,
          const guint8 *chits,
          int           h)
{
  return hw_terrain_takes_chit (terrains[h]) ? hw_chit_pips (chits[h]) : 0;
}

static double
clamp01 (double x)
{
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

void
hw_balance_measure_layout (const HwBalanceContext *ctx,
                           const guint8           *terrains,
                           const guint8           *chits,
                           const gint8            *harbors,
                           HwBalance              *out)
{
  int terrain_counts[HW_N_TERRAINS] = { 0 };
  double sum_p = 0, sum_p2 = 0, n_chit = 0;
  double product_sum = 0, chit_pairs = 0, land_pairs = 0, same_pairs = 0;
  double node_sum = 0, node_sum2 = 0, node_n = 0;
  double parts = 0, weights = 0;

  memset (out, 0, sizeof *out);

  for (guint h = 0; h < ctx->n_hexes; h++)
    {
      HwResource r = hw_terrain_resource (terrains[h]);
      int p = hex_pips (terrains, chits, (int) h);

      if (hw_terrain_takes_chit (terrains[h]))
        terrain_counts[terrains[h]]++;
      if (p == 0)
        continue;
      sum_p += p;
      sum_p2 += p * p;
      n_chit++;
      if (r != HW_RESOURCE_NONE)
        {
          out->resource_pips[r] += p;
          out->resource_hexes[r]++;
        }
    }

  /* Resources: how far each resource's pips per hex stray from the others'. */
  {
    double mean = 0, var = 0, k = 0;

    for (int r = 0; r < HW_N_RESOURCES; r++)
      if (out->resource_hexes[r] > 0)
        {
          mean += (double) out->resource_pips[r] / out->resource_hexes[r];
          k++;
        }
    if (k >= 2)
      {
        mean /= k;
        for (int r = 0; r < HW_N_RESOURCES; r++)
          if (out->resource_hexes[r] > 0)
            {
              double d = (double) out->resource_pips[r] / out->resource_hexes[r] - mean;
              var += d * d;
            }
        out->resource_spread = mean > 0 ? sqrt (var / k) / mean : 0;
      }
  }

  /* Nodes. */
  out->worst_node = -1;
  for (guint v = 0; v < ctx->n_nodes; v++)
    {
      int s = 0, k = 0;

      for (int j = 0; j < 3; j++)
        {
          int h = ctx->node_hexes[v][j];
          int p;

          if (h < 0)
            continue;
          p = hex_pips (terrains, chits, h);
          s += p;
          k += p > 0;
        }
      out->best_node = MAX (out->best_node, s);
      if (k == 3 && (out->worst_node < 0 || s < out->worst_node))
        out->worst_node = s;
      if (k >= 2)
        {
          node_sum += s;
          node_sum2 += (double) s * s;
          node_n++;
        }
    }
  if (out->worst_node < 0)
    out->worst_node = 0;
  if (node_n > 0)
    {
      double var;

      out->node_mean = node_sum / node_n;
      var = node_sum2 / node_n - out->node_mean * out->node_mean;
      out->node_spread = out->node_mean > 0 ? sqrt (MAX (var, 0)) / out->node_mean : 0;
    }

  /* Clustering: observed against what a random deal of the same pieces would give. */
  for (guint i = 0; i < ctx->n_pairs; i++)
    {
      int a = ctx->pairs[i][0], b = ctx->pairs[i][1];
      int pa = hex_pips (terrains, chits, a), pb = hex_pips (terrains, chits, b);

      if (pa > 0 && pb > 0)
        {
          product_sum += pa * pb;
          chit_pairs++;
        }
      if (hw_terrain_takes_chit (terrains[a]) && hw_terrain_takes_chit (terrains[b]))
        {
          land_pairs++;
          same_pairs += terrains[a] == terrains[b];
        }
    }
  if (n_chit >= 2 && chit_pairs > 0)
    {
      double expected = chit_pairs * (sum_p * sum_p - sum_p2) / (n_chit * (n_chit - 1));
      out->number_clustering = expected > 0 ? product_sum / expected : 0;
    }
  {
    double m = 0, same = 0;

    for (int t = 0; t < HW_N_TERRAINS; t++)
      {
        m += terrain_counts[t];
        same += (double) terrain_counts[t] * (terrain_counts[t] - 1);
      }
    if (m >= 2 && land_pairs > 0 && same > 0)
      out->terrain_clustering = same_pairs / (land_pairs * same / (m * (m - 1)));
  }

  /* Harbors: pips reachable from the harbor's nodes; a 2:1 harbor counts its own
   * resource twice, since it trades that resource at the better rate. */
  {
    double s1 = 0, s2 = 0;

    for (guint i = 0; i < ctx->n_harbors; i++)
      {
        double s = 0;

        for (int k = 0; k < 4; k++)
          {
            int h = ctx->harbor_hexes[i][k];
            int p;

            if (h < 0)
              continue;
            p = hex_pips (terrains, chits, h);
            s += p;
            if (harbors != NULL && harbors[i] >= 0 &&
                hw_terrain_resource (terrains[h]) == (HwResource) harbors[i])
              s += p;
          }
        s1 += s;
        s2 += s * s;
      }
    out->n_harbors = (int) ctx->n_harbors;
    if (ctx->n_harbors > 0)
      {
        double mean = s1 / ctx->n_harbors;
        double var = s2 / ctx->n_harbors - mean * mean;

        out->harbor_strength = mean;
        out->harbor_spread = mean > 0 ? sqrt (MAX (var, 0)) / mean : 0;
      }
  }

  parts += W_RESOURCE * clamp01 (out->resource_spread / 0.5);
  parts += W_NODE * clamp01 (out->node_spread / 0.5);
  parts += W_NUMBER * clamp01 (out->number_clustering / 2);
  parts += W_TERRAIN * clamp01 (out->terrain_clustering / 2);
  weights = W_RESOURCE + W_NODE + W_NUMBER + W_TERRAIN;
  if (ctx->n_harbors >= 2)
    {
      parts += W_HARBOR * clamp01 (out->harbor_spread / 0.5);
      weights += W_HARBOR;
    }
  out->score = parts / weights;
}

void
hw_balance_measure_board (const HwBoard *board,
                          HwBalance     *out)
{
  g_autoptr(HwGraph) graph = hw_graph_new (board);
  g_autoptr(HwBalanceContext) ctx = hw_balance_context_new (board, graph);
  guint n = hw_board_n_hexes (board);
  guint nh = hw_board_n_harbors (board);
  g_autofree guint8 *terrains = g_new0 (guint8, n + 1);
  g_autofree guint8 *chits = g_new0 (guint8, n + 1);
  g_autofree gint8 *harbors = g_new0 (gint8, nh + 1);

  for (guint h = 0; h < n; h++)
    {
      const HwHex *hex = hw_board_get_hex (board, h);

      terrains[h] = (guint8) hex->terrain;
      chits[h] = hex->chit;
    }
  for (guint i = 0; i < nh; i++)
    harbors[i] = (gint8) hw_board_get_harbor (board, i)->resource;
  hw_balance_measure_layout (ctx, terrains, chits, harbors, out);
}

void
hw_balance_node_pips (const HwBoard *board,
                      const HwGraph *graph,
                      int           *sums)
{
  g_return_if_fail (graph->n_hexes == hw_board_n_hexes (board));

  for (guint v = 0; v < graph->n_nodes; v++)
    {
      sums[v] = 0;
      for (int j = 0; j < 3; j++)
        {
          int h = graph->node_hexes[v][j];
          const HwHex *hex;

          if (h < 0)
            continue;
          hex = hw_board_get_hex (board, (guint) h);
          if (hw_terrain_takes_chit (hex->terrain))
            sums[v] += hw_chit_pips (hex->chit);
        }
    }
}
