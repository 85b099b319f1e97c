/* test-hex.c: hex geometry and the node/edge graph. */
#include "hw-test.h"

#include "hw-graph.h"
#include "hw-hex.h"

/* The 19-hex base board: every hex within 2 steps of the centre. */
static HwBoard *
base_board (void)
{
  HwBoard *board = hw_board_new ();

  for (int r = -2; r <= 2; r++)
    for (int q = -2; q <= 2; q++)
      if (hw_coord_distance (hw_coord (q, r), hw_coord (0, 0)) <= 2)
        hw_board_set_hex (board, hw_coord (q, r), HW_TERRAIN_FIELDS);
  return board;
}

static void
test_neighbors_are_one_step (void **state)
{
  HwCoord c = hw_coord (3, -2);

  for (int s = 0; s < 6; s++)
    {
      HwCoord n = hw_coord_neighbor (c, s);
      assert_int_equal (hw_coord_distance (c, n), 1);
      assert_int_equal (hw_coord_side_toward (c, n), s);
      /* The neighbour sees us across the opposite side. */
      assert_int_equal (hw_coord_side_toward (n, c), (s + 3) % 6);
    }
  assert_int_equal (hw_coord_side_toward (c, hw_coord (5, -2)), -1);
}

static void
test_distance (void **state)
{
  assert_int_equal (hw_coord_distance (hw_coord (0, 0), hw_coord (0, 0)), 0);
  assert_int_equal (hw_coord_distance (hw_coord (0, 0), hw_coord (2, -1)), 2);
  assert_int_equal (hw_coord_distance (hw_coord (-3, 0), hw_coord (3, 0)), 6);
  assert_int_equal (hw_coord_distance (hw_coord (1, 2), hw_coord (-2, -1)), 6);
}

static void
test_rings (void **state)
{
  HwCoord out[18];

  for (guint radius = 0; radius <= 3; radius++)
    {
      guint n = hw_coord_ring (hw_coord (1, 1), radius, out);
      assert_int_equal (n, radius == 0 ? 1 : 6 * radius);
      for (guint i = 0; i < n; i++)
        {
          assert_int_equal (hw_coord_distance (out[i], hw_coord (1, 1)), (int) radius);
          for (guint j = 0; j < i; j++)
            assert_false (hw_coord_equal (out[i], out[j]));
        }
    }
}

static void
test_corner_keys_shared_by_three_hexes (void **state)
{
  HwCoord c = hw_coord (0, 0);

  for (int k = 0; k < 6; k++)
    {
      HwNodeKey key = hw_node_key (c, k);
      HwCoord hexes[3];
      int found = 0;

      hw_node_key_hexes (key, hexes);
      for (int i = 0; i < 3; i++)
        {
          /* The same physical corner must give the same key from each of its hexes. */
          gboolean shared = FALSE;
          for (int kk = 0; kk < 6; kk++)
            if (hw_node_key_equal (hw_node_key (hexes[i], kk), key))
              shared = TRUE;
          assert_true (shared);
          if (hw_coord_equal (hexes[i], c))
            found++;
        }
      assert_int_equal (found, 1);
    }
}

static void
test_edge_keys_shared_by_two_hexes (void **state)
{
  HwCoord c = hw_coord (2, -1);

  for (int s = 0; s < 6; s++)
    {
      HwCoord n = hw_coord_neighbor (c, s);
      assert_true (hw_edge_key_equal (hw_edge_key (c, s), hw_edge_key (n, (s + 3) % 6)));
      assert_true (hw_edge_key (c, s).side <= HW_SIDE_SE);
    }
}

static void
test_base_board_has_54_nodes_72_edges (void **state)
{
  g_autoptr (HwBoard) board = base_board ();
  g_autoptr (HwGraph) graph = hw_graph_new (board);

  assert_int_equal (hw_board_n_hexes (board), 19);
  assert_int_equal (graph->n_nodes, 54);
  assert_int_equal (graph->n_edges, 72);
}

static void
test_graph_invariants (void **state)
{
  g_autoptr (HwBoard) board = base_board ();
  g_autoptr (HwGraph) graph = hw_graph_new (board);
  int interior = 0;

  for (guint e = 0; e < graph->n_edges; e++)
    {
      int a = graph->edge_nodes[e][0], b = graph->edge_nodes[e][1];
      assert_true (a >= 0 && b >= 0 && a != b);
      assert_int_equal (hw_graph_edge_between (graph, a, b), (int) e);
      assert_true (graph->edge_hexes[e][0] >= 0);
    }
  for (guint n = 0; n < graph->n_nodes; n++)
    {
      int hexes = 0, nodes = 0;
      for (int i = 0; i < 3; i++)
        {
          hexes += graph->node_hexes[n][i] >= 0;
          nodes += graph->node_nodes[n][i] >= 0;
        }
      assert_true (hexes >= 1 && nodes >= 2);
      if (hexes == 3)
        {
          interior++;
          assert_int_equal (nodes, 3);
        }
    }
  /* 54 nodes, 30 on the rim: 24 touch three hexes. */
  assert_int_equal (interior, 24);

  /* Each hex's six corners and sides are distinct and consistent. */
  for (guint h = 0; h < graph->n_hexes; h++)
    for (int k = 0; k < 6; k++)
      {
        int e = graph->hex_edges[h][k];
        int a = graph->hex_nodes[h][k], b = graph->hex_nodes[h][(k + 1) % 6];
        assert_int_equal (hw_graph_edge_between (graph, a, b), e);
      }
}

static void
test_pixel_roundtrip_with_cube_rounding (void **state)
{
  for (int q = -4; q <= 4; q++)
    for (int r = -4; r <= 4; r++)
      {
        double x, y;
        HwCoord back;

        hw_coord_to_pixel (hw_coord (q, r), 40.0, &x, &y);
        back = hw_coord_from_pixel (x, y, 40.0);
        assert_int_equal (back.q, q);
        assert_int_equal (back.r, r);
        /* A point just inside a corner still belongs to this hex. */
        for (int k = 0; k < 6; k++)
          {
            double dx, dy;
            hw_corner_offset (k, 40.0 * 0.9, &dx, &dy);
            back = hw_coord_from_pixel (x + dx, y + dy, 40.0);
            assert_true (hw_coord_equal (back, hw_coord (q, r)));
          }
      }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_neighbors_are_one_step),
    cmocka_unit_test (test_distance),
    cmocka_unit_test (test_rings),
    cmocka_unit_test (test_corner_keys_shared_by_three_hexes),
    cmocka_unit_test (test_edge_keys_shared_by_two_hexes),
    cmocka_unit_test (test_base_board_has_54_nodes_72_edges),
    cmocka_unit_test (test_graph_invariants),
    cmocka_unit_test (test_pixel_roundtrip_with_cube_rounding),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
