/* hw-hex.c: axial hex coordinates, corners and sides. */
#include "hw-hex.h"

#include <math.h>
#include <stdlib.h>

/* Axial offsets across each side, in HwSide order. */
static const int side_dq[6] = { +1, +1,  0, -1, -1,  0 };
static const int side_dr[6] = { -1,  0, +1, +1,  0, -1 };

HwCoord
hw_coord_neighbor (HwCoord c,
                   HwSide  side)
{
  g_return_val_if_fail (side < 6, c);
  return hw_coord (c.q + side_dq[side], c.r + side_dr[side]);
}

int
hw_coord_distance (HwCoord a,
                   HwCoord b)
{
  int dq = a.q - b.q;
  int dr = a.r - b.r;

  return (abs (dq) + abs (dr) + abs (dq + dr)) / 2;
}

int
hw_coord_side_toward (HwCoord a,
                      HwCoord b)
{
  for (int s = 0; s < 6; s++)
    if (a.q + side_dq[s] == b.q && a.r + side_dr[s] == b.r)
      return s;
  return -1;
}

guint
hw_coord_ring (HwCoord  center,
               guint    radius,
               HwCoord *out)
{
  static const HwSide walk[6] = { HW_SIDE_E, HW_SIDE_NE, HW_SIDE_NW, HW_SIDE_W, HW_SIDE_SW, HW_SIDE_SE };
  HwCoord c;
  guint n = 0;

  if (radius == 0)
    {
      out[0] = center;
      return 1;
    }

  /* Start radius steps to the south-west, then walk the six sides of the ring. */
  c = hw_coord (center.q - (int) radius, center.r + (int) radius);
  for (int s = 0; s < 6; s++)
    for (guint i = 0; i < radius; i++)
      {
        out[n++] = c;
        c = hw_coord_neighbor (c, walk[s]);
      }
  return n;
}

HwNodeKey
hw_node_key (HwCoord  c,
             HwCorner corner)
{
  HwNodeKey k;

  /* Every corner is the top corner of one hex or the bottom corner of another. */
  switch (corner)
    {
    case HW_CORNER_N:  k.hex = c; k.bottom = 0; break;
    case HW_CORNER_SE: k.hex = hw_coord (c.q, c.r + 1); k.bottom = 0; break;
    case HW_CORNER_SW: k.hex = hw_coord (c.q - 1, c.r + 1); k.bottom = 0; break;
    case HW_CORNER_S:  k.hex = c; k.bottom = 1; break;
    case HW_CORNER_NE: k.hex = hw_coord (c.q + 1, c.r - 1); k.bottom = 1; break;
    case HW_CORNER_NW: k.hex = hw_coord (c.q, c.r - 1); k.bottom = 1; break;
    default:
      g_return_val_if_reached (((HwNodeKey) { c, 0 }));
    }
  return k;
}

HwEdgeKey
hw_edge_key (HwCoord c,
             HwSide  side)
{
  HwEdgeKey k;

  g_return_val_if_fail (side < 6, ((HwEdgeKey) { c, 0 }));
  if (side <= HW_SIDE_SE)
    {
      k.hex = c;
      k.side = side;
    }
  else
    {
      k.hex = hw_coord_neighbor (c, side);
      k.side = side - 3;
    }
  return k;
}

void
hw_node_key_hexes (HwNodeKey node,
                   HwCoord   hexes[3])
{
  hexes[0] = node.hex;
  if (!node.bottom)
    {
      hexes[1] = hw_coord_neighbor (node.hex, HW_SIDE_NW);
      hexes[2] = hw_coord_neighbor (node.hex, HW_SIDE_NE);
    }
  else
    {
      hexes[1] = hw_coord_neighbor (node.hex, HW_SIDE_SE);
      hexes[2] = hw_coord_neighbor (node.hex, HW_SIDE_SW);
    }
}

gboolean
hw_node_key_equal (HwNodeKey a,
                   HwNodeKey b)
{
  return hw_coord_equal (a.hex, b.hex) && a.bottom == b.bottom;
}

gboolean
hw_edge_key_equal (HwEdgeKey a,
                   HwEdgeKey b)
{
  return hw_coord_equal (a.hex, b.hex) && a.side == b.side;
}

int
hw_node_key_compare (const HwNodeKey *a,
                     const HwNodeKey *b)
{
  /* Rows top to bottom; a hex's N corner lies above its S corner. */
  int ya = 2 * a->hex.r + a->bottom, yb = 2 * b->hex.r + b->bottom;

  if (ya != yb)
    return ya < yb ? -1 : 1;
  if (a->hex.q != b->hex.q)
    return a->hex.q < b->hex.q ? -1 : 1;
  return 0;
}

int
hw_edge_key_compare (const HwEdgeKey *a,
                     const HwEdgeKey *b)
{
  if (a->hex.r != b->hex.r)
    return a->hex.r < b->hex.r ? -1 : 1;
  if (a->hex.q != b->hex.q)
    return a->hex.q < b->hex.q ? -1 : 1;
  return (int) a->side - (int) b->side;
}

void
hw_coord_to_pixel (HwCoord c,
                   double  size,
                   double *x,
                   double *y)
{
  *x = size * sqrt (3.0) * (c.q + c.r / 2.0);
  *y = size * 1.5 * c.r;
}

HwCoord
hw_coord_from_pixel (double x,
                     double y,
                     double size)
{
  double fq = (sqrt (3.0) / 3.0 * x - 1.0 / 3.0 * y) / size;
  double fr = (2.0 / 3.0 * y) / size;
  double fs = -fq - fr;
  double rq = round (fq), rr = round (fr), rs = round (fs);
  double dq = fabs (rq - fq), dr = fabs (rr - fr), ds = fabs (rs - fs);

  /* Cube rounding: fix the component with the largest rounding error. */
  if (dq > dr && dq > ds)
    rq = -rr - rs;
  else if (dr > ds)
    rr = -rq - rs;

  return hw_coord ((int) rq, (int) rr);
}

void
hw_corner_offset (HwCorner corner,
                  double   size,
                  double  *dx,
                  double  *dy)
{
  double a = G_PI / 180.0 * (60.0 * corner - 90.0);

  *dx = size * cos (a);
  *dy = size * sin (a);
}
