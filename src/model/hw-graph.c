/* hw-graph.c: dense node and edge numbering for a board. */
#include "hw-graph.h"

#include <stdlib.h>
#include <string.h>

static int
node_cmp (const void *a,
          const void *b)
{
  return hw_node_key_compare (a, b);
}

static int
edge_cmp (const void *a,
          const void *b)
{
  return hw_edge_key_compare (a, b);
}

/* Sorts @keys and drops duplicates; returns the new length. */
static guint
sort_unique (void   *keys,
             guint   n,
             gsize   size,
             int   (*cmp) (const void *, const void *))
{
  guint out = 0;
  char *base = keys;

  qsort (keys, n, size, cmp);
  for (guint i = 0; i < n; i++)
    if (out == 0 || cmp (base + (out - 1) * size, base + i * size) != 0)
      memmove (base + (out++) * size, base + i * size, size);
  return out;
}

static void
add_unique (int *slots,
            int  n,
            int  value)
{
  for (int i = 0; i < n; i++)
    {
      if (slots[i] == value)
        return;
      if (slots[i] < 0)
        {
          slots[i] = value;
          return;
        }
    }
}

HwGraph *
hw_graph_new (const HwBoard *board)
{
  HwGraph *g = g_new0 (HwGraph, 1);
  guint nh = hw_board_n_hexes (board);

  g->n_hexes = nh;
  g->node_keys = g_new (HwNodeKey, 6 * nh + 1);
  g->edge_keys = g_new (HwEdgeKey, 6 * nh + 1);
  for (guint h = 0; h < nh; h++)
    {
      HwCoord c = hw_board_get_hex (board, h)->coord;
      for (int k = 0; k < 6; k++)
        {
          g->node_keys[6 * h + k] = hw_node_key (c, (HwCorner) k);
          g->edge_keys[6 * h + k] = hw_edge_key (c, (HwSide) k);
        }
    }
  g->n_nodes = sort_unique (g->node_keys, 6 * nh, sizeof (HwNodeKey), node_cmp);
  g->n_edges = sort_unique (g->edge_keys, 6 * nh, sizeof (HwEdgeKey), edge_cmp);

  g->hex_nodes = g_malloc (sizeof (int) * 6 * (nh + 1));
  g->hex_edges = g_malloc (sizeof (int) * 6 * (nh + 1));
  g->hex_neighbors = g_malloc (sizeof (int) * 6 * (nh + 1));
  g->node_hexes = g_malloc (sizeof (int) * 3 * (g->n_nodes + 1));
  g->node_nodes = g_malloc (sizeof (int) * 3 * (g->n_nodes + 1));
  g->node_edges = g_malloc (sizeof (int) * 3 * (g->n_nodes + 1));
  g->edge_nodes = g_malloc (sizeof (int) * 2 * (g->n_edges + 1));
  g->edge_hexes = g_malloc (sizeof (int) * 2 * (g->n_edges + 1));
  memset (g->node_hexes, 0xff, sizeof (int) * 3 * (g->n_nodes + 1));
  memset (g->node_nodes, 0xff, sizeof (int) * 3 * (g->n_nodes + 1));
  memset (g->node_edges, 0xff, sizeof (int) * 3 * (g->n_nodes + 1));
  memset (g->edge_hexes, 0xff, sizeof (int) * 2 * (g->n_edges + 1));

  for (guint h = 0; h < nh; h++)
    {
      HwCoord c = hw_board_get_hex (board, h)->coord;
      for (int k = 0; k < 6; k++)
        {
          g->hex_nodes[h][k] = hw_graph_node_id (g, hw_node_key (c, (HwCorner) k));
          g->hex_edges[h][k] = hw_graph_edge_id (g, hw_edge_key (c, (HwSide) k));
          g->hex_neighbors[h][k] = hw_board_index_of (board, hw_coord_neighbor (c, (HwSide) k));
        }
    }

  for (guint h = 0; h < nh; h++)
    for (int k = 0; k < 6; k++)
      {
        int node = g->hex_nodes[h][k];
        int edge = g->hex_edges[h][k];
        int a = g->hex_nodes[h][k], b = g->hex_nodes[h][(k + 1) % 6];

        add_unique (g->node_hexes[node], 3, (int) h);
        add_unique (g->edge_hexes[edge], 2, (int) h);
        /* Side k joins corners k and k+1. */
        g->edge_nodes[edge][0] = MIN (a, b);
        g->edge_nodes[edge][1] = MAX (a, b);
      }

  for (guint e = 0; e < g->n_edges; e++)
    {
      int a = g->edge_nodes[e][0], b = g->edge_nodes[e][1];
      for (int i = 0; i < 3; i++)
        if (g->node_nodes[a][i] < 0 || g->node_nodes[a][i] == b)
          {
            g->node_nodes[a][i] = b;
            g->node_edges[a][i] = (int) e;
            break;
          }
      for (int i = 0; i < 3; i++)
        if (g->node_nodes[b][i] < 0 || g->node_nodes[b][i] == a)
          {
            g->node_nodes[b][i] = a;
            g->node_edges[b][i] = (int) e;
            break;
          }
    }
  return g;
}

void
hw_graph_free (HwGraph *graph)
{
  if (graph == NULL)
    return;
  g_free (graph->node_keys);
  g_free (graph->edge_keys);
  g_free (graph->hex_nodes);
  g_free (graph->hex_edges);
  g_free (graph->hex_neighbors);
  g_free (graph->node_hexes);
  g_free (graph->node_nodes);
  g_free (graph->node_edges);
  g_free (graph->edge_nodes);
  g_free (graph->edge_hexes);
  g_free (graph);
}

int
hw_graph_node_id (const HwGraph *graph,
                  HwNodeKey      key)
{
  HwNodeKey *found = bsearch (&key, graph->node_keys, graph->n_nodes, sizeof (HwNodeKey), node_cmp);

  return found ? (int) (found - graph->node_keys) : -1;
}

int
hw_graph_edge_id (const HwGraph *graph,
                  HwEdgeKey      key)
{
  HwEdgeKey *found = bsearch (&key, graph->edge_keys, graph->n_edges, sizeof (HwEdgeKey), edge_cmp);

  return found ? (int) (found - graph->edge_keys) : -1;
}

int
hw_graph_edge_between (const HwGraph *graph,
                       int            a,
                       int            b)
{
  for (int i = 0; i < 3; i++)
    if (graph->node_nodes[a][i] == b)
      return graph->node_edges[a][i];
  return -1;
}
