/* hw-hex.h: axial hex coordinates (pointy-top), corners and sides.
 *
 * Geometry follows the axial/cube system: q grows to the east, r to the south-east.
 * Corners are numbered 0..5 clockwise from the top; side d joins corners d and d+1
 * (0 = north-east, 1 = east, 2 = south-east, 3 = south-west, 4 = west, 5 = north-west).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  int q;
  int r;
} HwCoord;

typedef enum
{
  HW_CORNER_N = 0,
  HW_CORNER_NE,
  HW_CORNER_SE,
  HW_CORNER_S,
  HW_CORNER_SW,
  HW_CORNER_NW,
} HwCorner;

typedef enum
{
  HW_SIDE_NE = 0,
  HW_SIDE_E,
  HW_SIDE_SE,
  HW_SIDE_SW,
  HW_SIDE_W,
  HW_SIDE_NW,
} HwSide;

/* A node (corner) in canonical form: the top (N) or bottom (S) corner of one hex. */
typedef struct
{
  HwCoord hex;
  guint8  bottom;   /* 0 = the hex's N corner, 1 = its S corner */
} HwNodeKey;

/* An edge (side) in canonical form: the NE, E or SE side of one hex. */
typedef struct
{
  HwCoord hex;
  guint8  side;     /* HW_SIDE_NE, HW_SIDE_E or HW_SIDE_SE */
} HwEdgeKey;

/* Returns the coordinate at (q, r). */
static inline HwCoord
hw_coord (int q, int r)
{
  HwCoord c = { q, r };
  return c;
}

/* Returns TRUE when a and b name the same hex. */
static inline gboolean
hw_coord_equal (HwCoord a, HwCoord b)
{
  return a.q == b.q && a.r == b.r;
}

/* Returns the neighbour of @c across side @side. */
HwCoord   hw_coord_neighbor      (HwCoord  c,
                                  HwSide   side);
/* Returns the number of steps between two hexes. */
int       hw_coord_distance      (HwCoord  a,
                                  HwCoord  b);
/* Returns the side of @a that faces @b, or -1 when they are not neighbours. */
int       hw_coord_side_toward   (HwCoord  a,
                                  HwCoord  b);
/* Fills @out with the 6*radius hexes at exactly @radius steps from @center (1 for radius 0);
 * returns how many were written. @out must hold max(1, 6*radius) coords. */
guint     hw_coord_ring          (HwCoord  center,
                                  guint    radius,
                                  HwCoord *out);
/* Returns the canonical key of corner @corner of hex @c. */
HwNodeKey hw_node_key            (HwCoord  c,
                                  HwCorner corner);
/* Returns the canonical key of side @side of hex @c. */
HwEdgeKey hw_edge_key            (HwCoord  c,
                                  HwSide   side);
/* Fills @hexes with the three hexes that meet at @node. */
void      hw_node_key_hexes      (HwNodeKey node,
                                  HwCoord   hexes[3]);
/* Returns TRUE when both keys name the same node. */
gboolean  hw_node_key_equal      (HwNodeKey a,
                                  HwNodeKey b);
/* Returns TRUE when both keys name the same edge. */
gboolean  hw_edge_key_equal      (HwEdgeKey a,
                                  HwEdgeKey b);
/* Orders node keys by row, then column, then top before bottom. */
int       hw_node_key_compare    (const HwNodeKey *a,
                                  const HwNodeKey *b);
/* Orders edge keys by row, then column, then side. */
int       hw_edge_key_compare    (const HwEdgeKey *a,
                                  const HwEdgeKey *b);

/* Converts a hex centre to pixels for hexes of circumradius @size centred on (0,0). */
void      hw_coord_to_pixel      (HwCoord  c,
                                  double   size,
                                  double  *x,
                                  double  *y);
/* Returns the hex containing pixel (x, y), using cube rounding. */
HwCoord   hw_coord_from_pixel    (double   x,
                                  double   y,
                                  double   size);
/* Returns the position of corner @corner of a hex centred at (cx, cy). */
void      hw_corner_offset       (HwCorner corner,
                                  double   size,
                                  double  *dx,
                                  double  *dy);

G_END_DECLS
