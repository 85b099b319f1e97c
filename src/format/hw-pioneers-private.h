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

/* A key whose value has a hexwright equivalent names it in @module and @param; one whose
 * value is sometimes beyond the equivalent's range also has a pioneers module parameter
 * named as the key, which holds such a value (hw_pioneers_override()). */
typedef struct
{
  const char       *key;
  HwPioneersKeyType type;
  const char       *module;   /* "base", "seafarers", HW_PIONEERS_MODULE, or NULL */
  const char       *param;    /* the parameter there, or NULL */
  int               min, max; /* what an int key accepts */
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
/* Returns TRUE when the pioneers module has a parameter @key holding values of a mapped key
 * beyond its hexwright equivalent's range. */
gboolean    hw_pioneers_has_override   (const char *key);
/* Pioneers' five victory point cards, in its table order; hexwright counts them together. */
#define HW_PIONEERS_N_VP_CARDS 5
extern const char *const hw_pioneers_vp_cards[HW_PIONEERS_N_VP_CARDS];

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
