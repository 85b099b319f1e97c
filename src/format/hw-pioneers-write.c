/* hw-pioneers-write.c: writes a scenario variant as a Pioneers `.game` map.
 *
 * Only what Pioneers 15.6 reads is written, in its own canonical order (game.c
 * params_write_lines()): LF line ends, commas between tiles, ports as they face (land, or
 * the sea as Pioneers allows) and never a gold port. A board Pioneers cannot represent is
 * refused with a message saying what. */
#include "config.h"

#include "hw-pioneers-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "hw-base-params.h"
#include "hw-modules.h"
#include "hw-scenario-io.h"

typedef struct
{
  int x, y, pos;
} NoSetupOut;

typedef struct
{
  const HwScenario *scenario;
  const HwVariant  *variant;
  const HwBoard    *board;
  GPtrArray        *warnings;
  GError           *error;
  gboolean          deal;     /* ask Pioneers to deal the terrain (random-terrain) */
  int               roff, xoff, x_size, y_size;
  const HwHex      *grid[HW_PIONEERS_MAP_SIZE][HW_PIONEERS_MAP_SIZE];
  int               seq[HW_PIONEERS_MAP_SIZE][HW_PIONEERS_MAP_SIZE];
} Writer;

static void
refuse (Writer     *w,
        const char *format,
        ...) G_GNUC_PRINTF (2, 3);

static void
refuse (Writer     *w,
        const char *format,
        ...)
{
  g_autofree char *message = NULL;
  va_list ap;

  if (w->error != NULL)
    return;
  va_start (ap, format);
  message = g_strdup_vprintf (format, ap);
  va_end (ap);
  g_set_error (&w->error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_VALUE,
               _("Pioneers cannot represent this board: %s"), message);
}

static void
warn (Writer     *w,
      const char *format,
      ...) G_GNUC_PRINTF (2, 3);

static void
warn (Writer     *w,
      const char *format,
      ...)
{
  va_list ap;

  if (w->warnings == NULL)
    return;
  va_start (ap, format);
  g_ptr_array_add (w->warnings, g_strdup_vprintf (format, ap));
  va_end (ap);
}

static void
to_grid (const Writer *w,
         HwCoord       c,
         int          *x,
         int          *y)
{
  hw_pioneers_from_axial (hw_coord (c.q, c.r + w->roff), x, y);
  *x += w->xoff;
}

static const HwHex *
grid_at (const Writer *w,
         HwCoord       c)
{
  int x, y;

  to_grid (w, c, &x, &y);
  if (x < 0 || y < 0 || x >= HW_PIONEERS_MAP_SIZE || y >= HW_PIONEERS_MAP_SIZE)
    return NULL;
  return w->grid[y][x];
}

static gboolean
in_group (const HwBoard *board,
          const HwHex   *hex,
          const char    *group)
{
  return group == NULL || (hex->groups & hw_board_group_mask (board, group)) != 0;
}

static const HwShuffle *
find_shuffle (const HwVariant *v,
              HwShuffleKind    kind)
{
  for (guint i = 0; i < v->shuffles->len; i++)
    {
      const HwShuffle *s = g_ptr_array_index (v->shuffles, i);

      if (s->kind == kind)
        return s;
    }
  return NULL;
}

/* Checks what Pioneers cannot hold and lays the hexes out on its grid. */
static void
check_and_place (Writer *w)
{
  const HwBoard *b = w->board;
  int min_q, max_q, min_r, max_r, min_x = G_MAXINT;
  guint n_robbers = 0, n_chits = 0;

  for (guint i = 0; i < w->scenario->modules->len; i++)
    {
      const HwModule *m = g_ptr_array_index (w->scenario->modules, i);

      if (strcmp (m->id, "base") != 0 && strcmp (m->id, "seafarers") != 0 &&
          strcmp (m->id, HW_PIONEERS_MODULE) != 0)
        {
          refuse (w, _("Pioneers has no rules for module “%s”"), m->id);
          return;
        }
    }
  if (!hw_board_bounds (b, &min_q, &max_q, &min_r, &max_r))
    {
      refuse (w, _("the board is empty"));
      return;
    }
  w->roff = -min_r;
  w->xoff = 0;
  for (guint i = 0; i < hw_board_n_hexes (b); i++)
    {
      int x, y;

      to_grid (w, hw_board_get_hex (b, i)->coord, &x, &y);
      min_x = MIN (min_x, x);
    }
  w->xoff = -min_x;

  for (guint i = 0; i < hw_board_n_hexes (b); i++)
    {
      const HwHex *h = hw_board_get_hex (b, i);
      int x, y;

      to_grid (w, h->coord, &x, &y);
      if (x >= HW_PIONEERS_MAP_SIZE || y >= HW_PIONEERS_MAP_SIZE)
        {
          refuse (w, _("the board is wider or taller than Pioneers' %d by %d hexes"),
                  HW_PIONEERS_MAP_SIZE, HW_PIONEERS_MAP_SIZE);
          return;
        }
      if (hw_pioneers_terrain_letter (h->terrain) == 0)
        {
          refuse (w, _("the hex at (%d, %d) is %s, which Pioneers does not have"), h->coord.q,
                  h->coord.r, hw_terrain_label (h->terrain));
          return;
        }
      for (int p = 0; p < HW_N_PAWNS; p++)
        if (h->pawns[p] > 0 && p != HW_PAWN_ROBBER)
          {
            refuse (w, _("the hex at (%d, %d) holds a %s, which Pioneers does not have"),
                    h->coord.q, h->coord.r, hw_pawn_label (p));
            return;
          }
      if (h->pawns[HW_PAWN_ROBBER] > 0)
        {
          n_robbers += h->pawns[HW_PAWN_ROBBER];
          if (h->terrain != HW_TERRAIN_DESERT)
            {
              refuse (w, _("the robber starts at (%d, %d), not on a desert; Pioneers starts it on a desert"),
                      h->coord.q, h->coord.r);
              return;
            }
        }
      if (h->chit != 0 && !hw_terrain_takes_chit (h->terrain))
        {
          refuse (w, _("the hex at (%d, %d) is %s with a number; Pioneers gives numbers only to producing land"),
                  h->coord.q, h->coord.r, hw_terrain_label (h->terrain));
          return;
        }
      if (h->chit == 0 && hw_terrain_takes_chit (h->terrain))
        {
          refuse (w, _("the hex at (%d, %d) is %s without a number; Pioneers deals one to every land hex but deserts"),
                  h->coord.q, h->coord.r, hw_terrain_label (h->terrain));
          return;
        }
      /* Pioneers reads no 7 on its chits (nor does the import), so a map with one would be
       * a file that neither program can load. */
      if (h->chit == 7)
        {
          refuse (w, _("the hex at (%d, %d) has the number 7; Pioneers' numbers run from 2 to 6 and 8 to 12"),
                  h->coord.q, h->coord.r);
          return;
        }
      n_chits += h->chit != 0;
      w->grid[y][x] = h;
      w->x_size = MAX (w->x_size, x + 1);
      w->y_size = MAX (w->y_size, y + 1);
    }
  if (n_robbers > 1)
    {
      refuse (w, _("%u robbers; Pioneers has one"), n_robbers);
      return;
    }
  if (n_chits == 0)
    {
      refuse (w, _("no number chits; a Pioneers map needs at least one"));
      return;
    }

  for (guint i = 0; i < hw_board_n_harbors (b); i++)
    {
      const HwHarbor *hb = hw_board_get_harbor (b, i);
      const HwHex *sea = grid_at (w, hb->coord);

      /* A harbor facing the sea or the edge is written as it is: Pioneers loads and plays
       * it (GuerreDe100ans and north_america ship such harbors), so a map imported from
       * Pioneers exports back the map it was. */
      if (sea == NULL || sea->terrain != HW_TERRAIN_SEA)
        {
          refuse (w, _("the harbor at (%d, %d) is not on a sea hex"), hb->coord.q, hb->coord.r);
          return;
        }
      for (guint j = 0; j < i; j++)
        if (hw_coord_equal (hw_board_get_harbor (b, j)->coord, hb->coord))
          {
            refuse (w, _("two harbors on the sea hex at (%d, %d); Pioneers holds one per hex"),
                    hb->coord.q, hb->coord.r);
            return;
          }
    }
}

/* Sequence numbers: the robber's desert first (Pioneers starts the robber on the lowest),
 * then every land hex in reading order, as Pioneers' editor numbers them. */
static void
number_hexes (Writer *w,
              GArray *chits)
{
  int next = 0;

  for (int y = 0; y < HW_PIONEERS_MAP_SIZE; y++)
    for (int x = 0; x < HW_PIONEERS_MAP_SIZE; x++)
      {
        const HwHex *h = w->grid[y][x];

        w->seq[y][x] = -1;
        if (h != NULL && h->pawns[HW_PAWN_ROBBER] > 0)
          w->seq[y][x] = next++;
      }
  for (int y = 0; y < w->y_size; y++)
    for (int x = 0; x < w->x_size; x++)
      {
        const HwHex *h = w->grid[y][x];

        if (h == NULL || !hw_terrain_is_land (h->terrain) || w->seq[y][x] >= 0)
          continue;
        w->seq[y][x] = next++;
      }
  for (int s = 0; s < next; s++)
    for (int y = 0; y < w->y_size; y++)
      for (int x = 0; x < w->x_size; x++)
        if (w->seq[y][x] == s && w->grid[y][x]->chit != 0)
          {
            int c = w->grid[y][x]->chit;
            g_array_append_val (chits, c);
          }
}

static gboolean
robber_on_board (const HwBoard *b)
{
  return hw_board_count_pawns (b, HW_PAWN_ROBBER) > 0;
}

static int
param_int (const HwScenario *s,
           const char       *name)
{
  const char *v = hw_scenario_get_param (s, HW_PIONEERS_MODULE, name);
  gboolean b;

  if (v == NULL)
    return hw_pioneers_param_default (name);
  if (hw_param_parse_bool (v, &b))
    return b;
  return atoi (v);
}

/* The value to write for the mapped int @key: the pioneers module's own when it holds one
 * beyond hexwright's range, else the hexwright parameter's. */
static int
mapped_int (const HwScenario   *s,
            const HwBaseParams *base,
            const char         *key)
{
  static const struct { const char *key; gsize offset; } fields[] = {
    { "num-roads", G_STRUCT_OFFSET (HwBaseParams, roads) },
    { "num-ships", G_STRUCT_OFFSET (HwBaseParams, ships) },
    { "num-settlements", G_STRUCT_OFFSET (HwBaseParams, settlements) },
    { "num-cities", G_STRUCT_OFFSET (HwBaseParams, cities) },
    { "resource-count", G_STRUCT_OFFSET (HwBaseParams, bank_size) },
    { "develop-soldier", G_STRUCT_OFFSET (HwBaseParams, dev[0]) },
    { "develop-road", G_STRUCT_OFFSET (HwBaseParams, dev[2]) },
    { "develop-plenty", G_STRUCT_OFFSET (HwBaseParams, dev[3]) },
    { "develop-monopoly", G_STRUCT_OFFSET (HwBaseParams, dev[4]) },
  };

  if (hw_pioneers_has_override (key) && param_int (s, key) >= 0)
    return param_int (s, key);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (strcmp (fields[i].key, key) == 0)
      return G_STRUCT_MEMBER (int, base, fields[i].offset);
  g_return_val_if_reached (0);
}

/* Victory point card @k of Pioneers' five: the pioneers module's counts when it holds any,
 * else hexwright's one count dealt over the five names in turn. */
static int
vp_card (const HwScenario   *s,
         const HwBaseParams *base,
         int                 k)
{
  int n = base->dev[1];

  for (int i = 0; i < HW_PIONEERS_N_VP_CARDS; i++)
    if (param_int (s, hw_pioneers_vp_cards[i]) >= 0)
      return MAX (param_int (s, hw_pioneers_vp_cards[k]), 0);
  return n / HW_PIONEERS_N_VP_CARDS + (k < n % HW_PIONEERS_N_VP_CARDS);
}

static void
write_rules (Writer  *w,
             GString *out,
             gboolean random_terrain)
{
  const HwScenario *s = w->scenario;
  const char *domestic = hw_scenario_get_param (s, "base", "domestic-trade");
  const char *bonus = hw_scenario_get_param (s, "seafarers", "island-bonus");
  gboolean seafarers = hw_scenario_find_module (s, "seafarers") != NULL;
  gboolean on = TRUE;
  HwBaseParams base;

  hw_base_params_read (s, &base);
  if (random_terrain)
    g_string_append (out, "random-terrain\n");
  if (base.strict_trade)
    g_string_append (out, "strict-trade\n");
  if (domestic == NULL || !hw_param_parse_bool (domestic, &on) || on)
    g_string_append (out, "domestic-trade\n");
  g_string_append_printf (out, "num-players %d\n", w->variant->max_players);
  g_string_append_printf (out, "sevens-rule %d\n", base.sevens);
  if (param_int (s, "use-dice-deck"))
    g_string_append (out, "use-dice-deck\n");
  g_string_append_printf (out, "num-dice-decks %d\n", param_int (s, "num-dice-decks"));
  g_string_append_printf (out, "num-removed-dice-cards %d\n",
                          param_int (s, "num-removed-dice-cards"));
  g_string_append_printf (out, "victory-points %d\n", s->victory_points);
  if (param_int (s, "check-victory-at-end-of-turn"))
    g_string_append (out, "check-victory-at-end-of-turn\n");
  for (int i = 0; hw_pioneers_keys[i].key != NULL; i++)
    {
      const HwPioneersKey *k = &hw_pioneers_keys[i];

      if (k->type != HW_PK_INT || k->module == NULL || strcmp (k->key, "sevens-rule") == 0 ||
          strcmp (k->key, "num-dice-decks") == 0 || strcmp (k->key, "num-removed-dice-cards") == 0)
        continue;
      if (strcmp (k->key, "num-ships") == 0 && !seafarers)
        g_string_append (out, "num-ships 0\n");
      else if (strcmp (k->module, HW_PIONEERS_MODULE) == 0)
        g_string_append_printf (out, "%s %d\n", k->key, param_int (s, k->param));
      else if (strcmp (k->param, "dev-victory-points") == 0)
        {
          int c = 0;

          while (strcmp (hw_pioneers_vp_cards[c], k->key) != 0)
            c++;
          g_string_append_printf (out, "%s %d\n", k->key, vp_card (s, &base, c));
        }
      else
        g_string_append_printf (out, "%s %d\n", k->key, mapped_int (s, &base, k->key));
    }
  if (param_int (s, "use-pirate"))
    g_string_append (out, "use-pirate\n");
  if (seafarers)
    {
      int n = bonus ? atoi (bonus) : atoi (hw_module_info_param (hw_modules_lookup ("seafarers"),
                                                                 "island-bonus")->default_value);
      /* With no ships the bonus line is what tells the import that this is Seafarers
       * (hw-pioneers-read.c); "0" gives no points in Pioneers. */
      if (n > 0 || base.ships == 0)
        g_string_append_printf (out, "island-discovery-bonus %d\n", n);
    }
}

static int
compare_nosetup (gconstpointer a,
                 gconstpointer b)
{
  const NoSetupOut *x = a, *y = b;

  if (x->x != y->x)
    return x->x < y->x ? -1 : 1;
  if (x->y != y->y)
    return x->y < y->y ? -1 : 1;
  return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/* Pioneers writes a node as seen from its first hex in x-outer, y-inner order. */
static void
collect_nosetup (Writer *w,
                 GArray *out)
{
  const HwBoard *b = w->board;

  for (int corner = 0; corner < 6; corner++)
    {
      g_autofree char *name = g_strconcat (HW_PIONEERS_NOSETUP_PREFIX,
                                           hw_pioneers_corner_name (corner), NULL);
      guint32 mask = hw_board_group_mask (b, name);

      if (mask == 0)
        continue;
      for (guint i = 0; i < hw_board_n_hexes (b); i++)
        {
          const HwHex *h = hw_board_get_hex (b, i);
          HwNodeKey key = hw_node_key (h->coord, corner);
          HwCoord hexes[3];
          NoSetupOut best = { G_MAXINT, G_MAXINT, 0 };

          if ((h->groups & mask) == 0)
            continue;
          hw_node_key_hexes (key, hexes);
          for (int k = 0; k < 3; k++)
            {
              int x, y;

              if (grid_at (w, hexes[k]) == NULL)
                continue;
              to_grid (w, hexes[k], &x, &y);
              if (x < best.x || (x == best.x && y < best.y))
                {
                  best.x = x;
                  best.y = y;
                  for (int c = 0; c < 6; c++)
                    if (hw_node_key_equal (hw_node_key (hexes[k], c), key))
                      best.pos = hw_pioneers_flip (c);
                }
            }
          g_array_append_val (out, best);
        }
    }
  g_array_sort (out, compare_nosetup);
}

static void
warn_losses (Writer  *w,
             gboolean random_terrain)
{
  const HwBoard *b = w->board;
  const HwShuffle *chits = find_shuffle (w->variant, HW_SHUFFLE_CHITS);
  const HwShuffle *harbors = find_shuffle (w->variant, HW_SHUFFLE_HARBORS);
  g_autoptr(GString) groups = g_string_new (NULL);
  int terrains[HW_N_TERRAINS];

  for (guint g = 0; g < hw_board_n_groups (b); g++)
    {
      const char *name = hw_board_group_name (b, g);

      if (strcmp (name, HW_PIONEERS_GROUP_RANDOM) != 0 &&
          strcmp (name, HW_PIONEERS_GROUP_HARBORS) != 0 &&
          strcmp (name, HW_PIONEERS_GROUP_PIRATE) != 0 &&
          !g_str_has_prefix (name, HW_PIONEERS_NOSETUP_PREFIX))
        g_string_append_printf (groups, "%s%s", groups->len ? ", " : "", name);
    }
  if (groups->len > 0)
    warn (w, _("groups are not kept (Pioneers has none): %s"), groups->str);
  if (chits != NULL && !random_terrain)
    warn (w, _("Pioneers never shuffles the numbers alone: they are written as they lie"));
  else if (chits != NULL)
    warn (w, _("Pioneers deals the numbers in a fixed order around the desert instead of shuffling them"));
  if (harbors != NULL && !random_terrain)
    warn (w, _("Pioneers shuffles harbors only with the terrain: they are written as they lie"));
  hw_board_count_terrains (b, terrains);
  if (!robber_on_board (b) && terrains[HW_TERRAIN_DESERT] > 0)
    warn (w, _("no robber on the board: Pioneers starts it on the first desert"));
}

static char *
to_data (Writer *w)
{
  const HwBoard *b = w->board;
  const HwShuffle *terrain = find_shuffle (w->variant, HW_SHUFFLE_TERRAIN);
  const HwShuffle *harbor_shuffle = find_shuffle (w->variant, HW_SHUFFLE_HARBORS);
  /* The board as it stands unless asked otherwise: a dealt or fair board is the designer's
   * choice, and "random-terrain" would have the Pioneers server deal it again. */
  gboolean random_terrain = hw_pioneers_deals (w->variant, w->deal);
  guint32 pirate = hw_board_group_mask (b, HW_PIONEERS_GROUP_PIRATE);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GArray) chits = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) nosetup = g_array_new (FALSE, FALSE, sizeof (NoSetupOut));
  g_autofree char *title = NULL;
  const char *desc = hw_scenario_get_description (w->scenario);
  gboolean pirate_written = FALSE;

  check_and_place (w);
  if (w->error != NULL)
    return NULL;
  warn_losses (w, random_terrain);
  number_hexes (w, chits);

  /* The default-language name, so that the file does not depend on who exports it. */
  for (guint i = 0; i < w->scenario->names->len && title == NULL; i++)
    {
      const HwText *t = g_ptr_array_index (w->scenario->names, i);

      if (t->lang == NULL || *t->lang == '\0')
        title = g_strdelimit (g_strdup (t->text), "\r\n", ' ');
    }
  if (title == NULL)
    title = g_strdelimit (g_strdup (hw_scenario_get_name (w->scenario)), "\r\n", ' ');
  g_string_append_printf (out, "title %s\n", *title ? title : (w->scenario->id ? w->scenario->id : "hexwright"));
  write_rules (w, out, random_terrain);
  if (desc != NULL && *desc != '\0')
    {
      g_auto(GStrv) lines = g_strsplit (desc, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        g_string_append_printf (out, "desc %s\n", g_strdelimit (lines[i], "\r", ' '));
    }
  g_string_append (out, "chits ");
  for (guint i = 0; i < chits->len; i++)
    g_string_append_printf (out, "%s%d", i ? "," : "", g_array_index (chits, int, i));
  g_string_append (out, "\nmap\n");

  for (int y = 0; y < w->y_size; y++)
    {
      for (int x = 0; x < w->x_size; x++)
        {
          const HwHex *h = w->grid[y][x];
          gboolean pinned;
          int hi;

          if (x > 0)
            g_string_append_c (out, ',');
          if (h == NULL)
            {
              g_string_append_c (out, '-');
              continue;
            }
          g_string_append_c (out, hw_pioneers_terrain_letter (h->terrain));
          pinned = (h->flags & HW_HEX_TERRAIN_FIXED) != 0;
          if (random_terrain && hw_terrain_is_land (h->terrain) &&
              !in_group (b, h, terrain->group))
            pinned = TRUE;
          if (h->terrain == HW_TERRAIN_SEA)
            {
              if ((h->groups & pirate) != 0)
                {
                  if (pirate_written)
                    warn (w, _("only the first hex of group “%s” is written as the pirate's start"),
                          HW_PIONEERS_GROUP_PIRATE);
                  else
                    g_string_append_c (out, 'R');
                  pirate_written = TRUE;
                }
              for (hi = 0; hi < (int) hw_board_n_harbors (b); hi++)
                if (hw_coord_equal (hw_board_get_harbor (b, hi)->coord, h->coord))
                  break;
              if (hi < (int) hw_board_n_harbors (b))
                {
                  const HwHarbor *hb = hw_board_get_harbor (b, hi);

                  g_string_append_printf (out, "%c%d", hw_pioneers_port_letter (hb->resource),
                                          hw_pioneers_flip (hb->side));
                  if ((hb->flags & HW_HARBOR_FIXED) ||
                      (random_terrain && (harbor_shuffle == NULL ||
                                          !in_group (b, h, harbor_shuffle->group))))
                    pinned = TRUE;
                }
            }
          else if ((h->groups & pirate) != 0)
            warn (w, _("group “%s” on land is not kept: Pioneers' pirate starts at sea"),
                  HW_PIONEERS_GROUP_PIRATE);
          if (w->seq[y][x] >= 0)
            g_string_append_printf (out, "%d", w->seq[y][x]);
          if (pinned)
            g_string_append_c (out, '+');
        }
      g_string_append_c (out, '\n');
    }
  g_string_append (out, ".\n");

  collect_nosetup (w, nosetup);
  for (guint i = 0; i < nosetup->len; i++)
    {
      const NoSetupOut *n = &g_array_index (nosetup, NoSetupOut, i);

      if (i > 0 && compare_nosetup (n, n - 1) == 0)
        continue;
      g_string_append_printf (out, "nosetup %d %d %d\n", n->x, n->y, n->pos);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

gboolean
hw_pioneers_deals (const HwVariant *variant,
                   gboolean         deal)
{
  g_return_val_if_fail (variant != NULL, FALSE);
  return deal && find_shuffle (variant, HW_SHUFFLE_TERRAIN) != NULL;
}

char *
hw_pioneers_to_data (const HwScenario  *scenario,
                     const HwVariant   *variant,
                     gboolean           deal,
                     GPtrArray        **warnings,
                     GError           **error)
{
  g_autofree Writer *w = g_new0 (Writer, 1);
  char *data;

  g_return_val_if_fail (scenario != NULL && variant != NULL, NULL);

  w->scenario = scenario;
  w->variant = variant;
  w->board = variant->board;
  w->deal = deal;
  w->warnings = g_ptr_array_new_with_free_func (g_free);
  data = to_data (w);
  if (data == NULL)
    {
      g_propagate_error (error, w->error);
      g_ptr_array_unref (w->warnings);
      return NULL;
    }
  if (warnings != NULL)
    *warnings = w->warnings;
  else
    g_ptr_array_unref (w->warnings);
  return data;
}

gboolean
hw_pioneers_save_file (const HwScenario  *scenario,
                       const HwVariant   *variant,
                       const char        *path,
                       gboolean           deal,
                       GPtrArray        **warnings,
                       GError           **error)
{
  g_autofree char *data = hw_pioneers_to_data (scenario, variant, deal, warnings, error);
  g_autoptr(GError) local = NULL;

  if (data == NULL)
    return FALSE;
  /* g_file_set_contents writes a temporary file and renames it over @path. */
  if (!g_file_set_contents (path, data, -1, &local))
    {
      g_set_error (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO, "%s", local->message);
      return FALSE;
    }
  return TRUE;
}
