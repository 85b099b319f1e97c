/* hw-pioneers-private.h: what the `.game` reader and writer share: letters, keys and the
 * grid geometry of Pioneers 15.6 (common/map.c, common/game.c). */
#pragma once

#include "hw-pioneers.h"

#include "hw-hex.h"
#include "hw-terrain.h"

G_BEGIN_DECLS

/* Groups the import creates for what a hexwright board has no field for. */
#define HW_PIONEERS_GROUP_RANDOM "random-terrain"  /* land Pioneers shuffles */
#define HW_PIONEERS_GROUP_HARBORS "random-harbors" /* harbors Pioneers shuffles */
#define HW_PIONEERS_GROUP_PIRATE "pirate"          /* the pirate's start (`sR`) */
#define HW_PIONEERS_NOSETUP_PREFIX "nosetup-"      /* + corner name: no setup settlement */

/* Pioneers' keys in its own table order (game.c game_params[]), for prefix matching. */
typedef enum
{
  HW_PK_INT,        /* a whole number */
  HW_PK_BOOL,       /* present = on */
  HW_PK_OTHER,      /* handled one by one */
} HwPioneersKeyType;

typedef struct
{
  const char       *key;
  HwPioneersKeyType type;
  const char       *param;    /* the pioneers module parameter, or NULL */
} HwPioneersKey;

extern const HwPioneersKey hw_pioneers_keys[];

/* Pioneers' terrain letter of @terrain, or 0 when Pioneers has none. */
char        hw_pioneers_terrain_letter (HwTerrain   terrain);
/* Pioneers' port letter for a harbor of @resource (HW_RESOURCE_NONE = '?'). */
char        hw_pioneers_port_letter    (HwResource  resource);
/* Returns the corner name used in nosetup group names ("ne"). */
const char *hw_pioneers_corner_name    (HwCorner    corner);

/* The default value of the pioneers module parameter @name (what hexwright plays). */
int         hw_pioneers_param_default  (const char *name);

/* Pioneers grid (x, y) to hexwright axial coordinates and back (odd rows shifted right). */
static inline HwCoord
hw_pioneers_to_axial (int x, int y)
{
  return hw_coord (x - (y - (y & 1)) / 2, y);
}

static inline void
hw_pioneers_from_axial (HwCoord c, int *x, int *y)
{
  *y = c.r;
  *x = c.q + (c.r - (c.r & 1)) / 2;
}

/* Pioneers numbers directions and nodes counter-clockwise from east / north-east;
 * hexwright clockwise from north-east / north. The same formula converts both ways. */
static inline int
hw_pioneers_flip (int n)
{
  return (7 - n) % 6;
}

G_END_DECLS
