/* hw-pioneers-read.c: reads a Pioneers `.game` map into a scenario.
 *
 * The grammar is Pioneers 15.6's (shared/spec/pioneers-game-format.md). Where Pioneers skips
 * bytes or reads a number from garbage, this reader stops with "FILE:LINE: what", since such
 * a file is damaged; where Pioneers itself keeps something hexwright has no field for, it
 * is kept as a pioneers module parameter or a group, or named in a warning. */
#include "config.h"

#include "hw-pioneers-private.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "hw-modules.h"
#include "hw-scenario-io.h"

#define NO_PORT       (-2)
#define GOLD_PORT     99
#define MAX_CHITS     4096
#define MAX_SEQ       99999

typedef struct
{
  gboolean  present;
  HwTerrain terrain;
  int       port;       /* NO_PORT, GOLD_PORT, HW_RESOURCE_NONE (3:1) or a resource */
  int       facing;     /* Pioneers direction, 0 = east */
  int       seq;        /* -1 = none */
  gboolean  pinned;     /* '+' */
  gboolean  pirate;     /* 'R' */
  guint     line;
  guint     chit;
} Tile;

typedef struct
{
  int   x, y, pos;
  guint line;
} NoSetup;

typedef struct
{
  const char *display;
  GPtrArray  *warnings;
  GError     *error;
  Tile        grid[HW_PIONEERS_MAP_SIZE][HW_PIONEERS_MAP_SIZE];

  char       *title;
  GString    *desc;
  guint       n_desc;
  guint       n_comments;
  guint       comment_line;
  GArray     *chits;           /* int */
  guint       chits_line;
  guint       map_line;
  gboolean    map_done;
  GArray     *nosetup;         /* NoSetup */
  gboolean    random_terrain;
  int         players;
  int         victory;
  guint       victory_line;
  GArray     *island_bonus;    /* int */
  guint       island_bonus_line;
  int         params[64];      /* by index in hw_pioneers_keys; G_MININT = absent */
  guint       param_lines[64];
} Reader;

static void
fail (Reader     *r,
      guint       line,
      int         code,
      const char *format,
      ...) G_GNUC_PRINTF (4, 5);

static void
fail (Reader     *r,
      guint       line,
      int         code,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list ap;

  if (r->error != NULL)
    return;
  va_start (ap, format);
  message = g_strdup_vprintf (format, ap);
  va_end (ap);
  g_set_error (&r->error, HW_SCENARIO_ERROR, code, "%s:%u: %s", r->display, MAX (line, 1u),
               message);
}

static void
warn (Reader     *r,
      guint       line,
      const char *format,
      ...) G_GNUC_PRINTF (3, 4);

static void
warn (Reader     *r,
      guint       line,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list ap;

  if (r->warnings == NULL)
    return;
  va_start (ap, format);
  message = g_strdup_vprintf (format, ap);
  va_end (ap);
  g_ptr_array_add (r->warnings, g_strdup_printf ("%s:%u: %s", r->display, MAX (line, 1u),
                                                 message));
}

/* A whole number with nothing after it but blanks (Pioneers' atoi() would take "12abc"). */
static gboolean
parse_int (const char *text,
           gint64      min,
           gint64      max,
           int        *out)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  gint64 n;

  if (!g_ascii_string_to_signed (copy, 10, min, max, &n, NULL))
    return FALSE;
  *out = (int) n;
  return TRUE;
}

/* Pioneers' build_int_list(): numbers separated by any run of other characters. */
static gboolean
parse_int_list (Reader     *r,
                guint       line,
                const char *key,
                const char *text,
                GArray     *out)
{
  const char *p = text;

  while (*p != '\0')
    {
      gboolean neg = FALSE;
      gint64 n = 0;

      if (!g_ascii_isdigit (*p) && *p != '-')
        {
          p++;
          continue;
        }
      if (*p == '-')
        {
          neg = TRUE;
          p++;
          if (!g_ascii_isdigit (*p))
            continue;
        }
      while (g_ascii_isdigit (*p))
        {
          n = n * 10 + (*p++ - '0');
          if (n > 1000000)
            {
              fail (r, line, HW_SCENARIO_ERROR_VALUE, _("a number in “%s” is too large"), key);
              return FALSE;
            }
        }
      if (out->len >= MAX_CHITS)
        {
          fail (r, line, HW_SCENARIO_ERROR_TOO_LARGE, _("“%s” lists more than %d numbers"),
                key, MAX_CHITS);
          return FALSE;
        }
      {
        int v = (int) (neg ? -n : n);
        g_array_append_val (out, v);
      }
    }
  if (out->len == 0)
    {
      fail (r, line, HW_SCENARIO_ERROR_VALUE, _("“%s” lists no numbers"), key);
      return FALSE;
    }
  return TRUE;
}

static HwTerrain
land_terrain (char c)
{
  switch (c)
    {
    case 't': return HW_TERRAIN_FOREST;
    case 'p': return HW_TERRAIN_PASTURE;
    case 'f': return HW_TERRAIN_FIELDS;
    case 'h': return HW_TERRAIN_HILLS;
    case 'm': return HW_TERRAIN_MOUNTAINS;
    case 'd': return HW_TERRAIN_DESERT;
    case 'g': return HW_TERRAIN_GOLD;
    default: return HW_TERRAIN_NONE;
    }
}

static int
port_kind (char c)
{
  switch (c)
    {
    case 'b': return HW_RESOURCE_BRICK;
    case 'g': return HW_RESOURCE_GRAIN;
    case 'o': return HW_RESOURCE_ORE;
    case 'w': return HW_RESOURCE_WOOL;
    case 'l': return HW_RESOURCE_LUMBER;
    case '?': return HW_RESOURCE_NONE;
    case 'm': return GOLD_PORT;
    default: return NO_PORT;
    }
}

/* One map row (common/map.c map_parse_line()). */
static void
parse_row (Reader     *r,
           const char *row,
           int         y,
           guint       line)
{
  const char *p = row;
  int x = 0;

  while (*p != '\0' && r->error == NULL)
    {
      Tile t = { TRUE, HW_TERRAIN_NONE, NO_PORT, 0, -1, FALSE, FALSE, line, 0 };
      char c = *p;

      if (c == ',' || c == ' ' || c == '\t')
        {
          p++;
          continue;
        }
      if (c == '-')
        {
          x++;
          p++;
          continue;
        }
      if (c == 's')
        {
          t.terrain = HW_TERRAIN_SEA;
          p++;
          if (*p == 'R')
            {
              t.pirate = TRUE;
              p++;
            }
          if (port_kind (*p) != NO_PORT)
            {
              t.port = port_kind (*p++);
              if (g_ascii_isdigit (*p))
                {
                  t.facing = *p++ - '0';
                  if (t.facing > 5)
                    {
                      fail (r, line, HW_SCENARIO_ERROR_VALUE,
                            _("map row %d, column %d: harbor direction %d is not 0 to 5"),
                            y, x, t.facing);
                      return;
                    }
                }
            }
        }
      else if (land_terrain (c) != HW_TERRAIN_NONE)
        {
          t.terrain = land_terrain (c);
          p++;
        }
      else
        {
          if (g_ascii_isprint (c))
            fail (r, line, HW_SCENARIO_ERROR_PARSE,
                  _("map row %d: unexpected character “%c” (a comment or text inside the map?)"),
                  y, c);
          else
            fail (r, line, HW_SCENARIO_ERROR_PARSE,
                  _("map row %d: unexpected byte 0x%02x"), y, (guint) (guchar) c);
          return;
        }

      if (g_ascii_isdigit (*p))
        {
          t.seq = 0;
          while (g_ascii_isdigit (*p))
            {
              t.seq = t.seq * 10 + (*p++ - '0');
              if (t.seq > MAX_SEQ)
                {
                  fail (r, line, HW_SCENARIO_ERROR_VALUE,
                        _("map row %d, column %d: sequence number too large"), y, x);
                  return;
                }
            }
        }
      if (*p == '+')
        {
          t.pinned = TRUE;
          p++;
        }
      if (t.terrain != HW_TERRAIN_SEA && t.seq < 0)
        {
          fail (r, line, HW_SCENARIO_ERROR_VALUE,
                _("map row %d, column %d: land hex “%c” without a sequence number"), y, x, c);
          return;
        }
      if (x >= HW_PIONEERS_MAP_SIZE || y >= HW_PIONEERS_MAP_SIZE)
        {
          fail (r, line, HW_SCENARIO_ERROR_TOO_LARGE,
                _("map row %d, column %d: beyond Pioneers' %d by %d hexes"), y, x,
                HW_PIONEERS_MAP_SIZE, HW_PIONEERS_MAP_SIZE);
          return;
        }
      r->grid[y][x] = t;
      x++;
    }
}

static int
key_index (const char *key)
{
  for (int i = 0; hw_pioneers_keys[i].key != NULL; i++)
    if (strcmp (hw_pioneers_keys[i].key, key) == 0)
      return i;
  return -1;
}

/* One line outside the map: a keyword and its value. */
static void
parse_keyword (Reader     *r,
               const char *text,
               guint       line)
{
  static const char *const first[] = { "map", "chits", "nosetup", NULL };
  g_autofree char *word = NULL;
  const char *key = NULL, *value;
  gsize n = strcspn (text, " \t");
  int k;

  word = g_strndup (text, n);
  if (text[0] == '#')
    key = "#";
  for (int i = 0; key == NULL && first[i] != NULL; i++)
    if (strcmp (word, first[i]) == 0)
      key = first[i];
  if (key == NULL && (k = key_index (word)) >= 0)
    key = hw_pioneers_keys[k].key;
  if (key == NULL && strcmp (word, "new-rule") == 0)
    key = "new-rule";
  if (key == NULL)
    {
      /* Pioneers matches keywords as plain prefixes, in this order. */
      for (int i = 0; key == NULL && first[i] != NULL; i++)
        if (g_str_has_prefix (text, first[i]))
          key = first[i];
      for (int i = 0; key == NULL && hw_pioneers_keys[i].key != NULL; i++)
        if (g_str_has_prefix (text, hw_pioneers_keys[i].key))
          key = hw_pioneers_keys[i].key;
      if (key == NULL && g_str_has_prefix (text, "new-rule"))
        key = "new-rule";
      if (key == NULL)
        {
          fail (r, line, HW_SCENARIO_ERROR_SCHEMA,
                _("unknown keyword “%s” (Pioneers refuses it too)"), word);
          return;
        }
      warn (r, line, _("“%s” read as “%s” followed by “%s”, as Pioneers reads it"), word, key,
            word + strlen (key));
    }
  value = text + strlen (key);
  while (*value == ' ' || *value == '\t')
    value++;

  if (strcmp (key, "map") == 0)
    {
      if (r->map_line != 0)
        {
          fail (r, line, HW_SCENARIO_ERROR_SCHEMA, _("a second map (the first starts on line %u)"),
                r->map_line);
          return;
        }
      r->map_line = line;
    }
  else if (strcmp (key, "chits") == 0)
    {
      g_array_set_size (r->chits, 0);
      r->chits_line = line;
      if (!parse_int_list (r, line, key, value, r->chits))
        return;
      for (guint i = 0; i < r->chits->len; i++)
        {
          int c = g_array_index (r->chits, int, i);

          if (c < 2 || c > 12 || c == 7)
            {
              fail (r, line, HW_SCENARIO_ERROR_VALUE,
                    _("chit number %d: numbers run from 2 to 6 and 8 to 12"), c);
              return;
            }
        }
    }
  else if (strcmp (key, "nosetup") == 0)
    {
      NoSetup ns = { 0, 0, 0, line };
      g_auto(GStrv) parts = g_strsplit_set (value, " \t", -1);
      guint n_parts = 0;
      int v[3] = { 0, 0, 0 };

      for (guint i = 0; parts[i] != NULL; i++)
        if (parts[i][0] != '\0')
          {
            if (n_parts == 3 || !parse_int (parts[i], 0, 1000, &v[n_parts]))
              {
                n_parts = 4;
                break;
              }
            n_parts++;
          }
      if (n_parts != 3 || v[2] > 5)
        {
          fail (r, line, HW_SCENARIO_ERROR_VALUE,
                _("“nosetup” needs a column, a row and a corner from 0 to 5, not “%s”"), value);
          return;
        }
      if (!r->map_done)
        {
          warn (r, line, _("“nosetup” before the end of the map: Pioneers ignores it, and so does this import"));
          return;
        }
      ns.x = v[0];
      ns.y = v[1];
      ns.pos = v[2];
      g_array_append_val (r->nosetup, ns);
    }
  else if (strcmp (key, "title") == 0)
    {
      g_autofree char *t = g_strstrip (g_strdup (value));

      if (*t == '\0')
        {
          fail (r, line, HW_SCENARIO_ERROR_VALUE, _("the title is empty"));
          return;
        }
      g_free (r->title);
      r->title = g_steal_pointer (&t);
    }
  else if (strcmp (key, "variant") == 0)
    warn (r, line, _("“variant” is obsolete; Pioneers ignores it, and so does this import"));
  else if (strcmp (key, "random-terrain") == 0 ||
           (key_index (key) >= 0 && hw_pioneers_keys[key_index (key)].type == HW_PK_BOOL))
    {
      if (*value != '\0')
        warn (r, line, _("“%s %s” means on: Pioneers ignores the value of a switch"), key,
              value);
      if (strcmp (key, "random-terrain") == 0)
        r->random_terrain = TRUE;
      else
        {
          r->params[key_index (key)] = 1;
          r->param_lines[key_index (key)] = line;
        }
    }
  else if (strcmp (key, "num-players") == 0)
    {
      if (!parse_int (value, 1, 8, &r->players))
        fail (r, line, HW_SCENARIO_ERROR_VALUE,
              _("“%s” needs a whole number from %d to %d, not “%s”"), key, 1, 8, value);
    }
  else if (strcmp (key, "victory-points") == 0)
    {
      r->victory_line = line;
      if (!parse_int (value, 1, 99, &r->victory))
        fail (r, line, HW_SCENARIO_ERROR_VALUE,
              _("“%s” needs a whole number from %d to %d, not “%s”"), key, 1, 99, value);
    }
  else if (strcmp (key, "island-discovery-bonus") == 0)
    {
      g_array_set_size (r->island_bonus, 0);
      r->island_bonus_line = line;
      if (!parse_int_list (r, line, key, value, r->island_bonus))
        return;
      for (guint i = 0; i < r->island_bonus->len; i++)
        if (g_array_index (r->island_bonus, int, i) < 0 ||
            g_array_index (r->island_bonus, int, i) > 10)
          {
            fail (r, line, HW_SCENARIO_ERROR_VALUE,
                  _("“%s” needs whole numbers from %d to %d"), key, 0, 10);
            return;
          }
    }
  else if (strcmp (key, "#") == 0)
    {
      if (r->n_comments++ == 0)
        r->comment_line = line;
    }
  else if (strcmp (key, "desc") == 0)
    {
      g_autofree char *v = g_strchomp (g_strdup (value));

      if (r->n_desc++ > 0)
        g_string_append_c (r->desc, '\n');
      g_string_append (r->desc, v);
    }
  else if (strcmp (key, "new-rule") == 0)
    warn (r, line, _("“new-rule %s”: a rule of a newer Pioneers; ignored, as Pioneers does"),
          value);
  else
    {
      const HwPioneersKey *pk = &hw_pioneers_keys[key_index (key)];
      int v;

      g_assert (pk->type == HW_PK_INT);
      if (!parse_int (value, pk->min, pk->max, &v))
        {
          fail (r, line, HW_SCENARIO_ERROR_VALUE,
                _("“%s” needs a whole number from %d to %d, not “%s”"), key, pk->min,
                pk->max, value);
          return;
        }
      r->params[key_index (key)] = v;
      r->param_lines[key_index (key)] = line;
    }
}

static guint
line_of_offset (const char *data,
                gsize       offset)
{
  guint line = 1;

  for (gsize i = 0; i < offset; i++)
    line += data[i] == '\n';
  return line;
}

/* Splits the text into lines and feeds them on; checks the bytes first. */
static void
parse_text (Reader     *r,
            const char *data,
            gsize       length)
{
  const char *nul = memchr (data, '\0', length);
  const char *p = data, *end = data + length;
  guint line = 0;
  int y = 0;

  if (nul != NULL)
    {
      fail (r, line_of_offset (data, nul - data), HW_SCENARIO_ERROR_PARSE,
            _("binary data (a NUL byte): not a Pioneers map"));
      return;
    }
  while (p < end && r->error == NULL)
    {
      const char *nl = memchr (p, '\n', end - p);
      gsize n = nl ? (gsize) (nl - p) : (gsize) (end - p);
      g_autofree char *text = g_strndup (p, n);

      line++;
      p += n + (nl ? 1 : 0);
      if (n > 0 && text[n - 1] == '\r')
        {
          fail (r, line, HW_SCENARIO_ERROR_PARSE,
                _("the line ends in CR LF (Windows); Pioneers reads only LF line ends and would refuse the map"));
          return;
        }
      if (!g_utf8_validate (text, n, NULL))
        {
          fail (r, line, HW_SCENARIO_ERROR_PARSE, _("not UTF-8 text"));
          return;
        }
      /* A title or description with control characters could not be saved as XML. */
      for (gsize i = 0; i < n; i++)
        if ((guchar) text[i] < 0x20 && text[i] != '\t')
          {
            fail (r, line, HW_SCENARIO_ERROR_PARSE, _("control character 0x%02x: not a Pioneers map"),
                  (guint) (guchar) text[i]);
            return;
          }
      if (r->map_line != 0 && !r->map_done)
        {
          if (strcmp (text, ".") == 0)
            r->map_done = TRUE;
          else
            parse_row (r, text, y++, line);
          continue;
        }
      {
        const char *t = text;

        while (*t == ' ' || *t == '\t')
          t++;
        if (*t != '\0')
          parse_keyword (r, t, line);
      }
    }
  if (r->error != NULL)
    return;
  if (r->map_line != 0 && !r->map_done)
    fail (r, MAX (line, 1u), HW_SCENARIO_ERROR_PARSE,
          _("the file ends inside the map begun on line %u: no “.” line ends it (truncated?)"),
          r->map_line);
  else if (r->title == NULL)
    fail (r, MAX (line, 1u), HW_SCENARIO_ERROR_SCHEMA, _("no “title” line"));
  else if (r->chits->len == 0)
    fail (r, MAX (line, 1u), HW_SCENARIO_ERROR_SCHEMA, _("no “chits” line"));
  else if (r->map_line == 0)
    fail (r, MAX (line, 1u), HW_SCENARIO_ERROR_SCHEMA, _("no “map” block"));
}

/* Pioneers' layout_chits(): numbers go to hexes in sequence order, deserts take none and
 * the first desert gets the robber. */
static void
deal_chits (Reader *r)
{
  g_autofree Tile **by_seq = NULL;
  int max_seq = -1;
  guint n_deserts = 0, next = 0;
  gboolean robber = FALSE;

  for (int y = 0; y < HW_PIONEERS_MAP_SIZE; y++)
    for (int x = 0; x < HW_PIONEERS_MAP_SIZE; x++)
      {
        Tile *t = &r->grid[y][x];

        if (t->present && t->seq > max_seq)
          max_seq = t->seq;
        if (t->present && t->terrain == HW_TERRAIN_DESERT)
          n_deserts++;
      }
  by_seq = g_new0 (Tile *, max_seq + 2);
  /* Pioneers scans x outer, y inner; the first holder of a number is the one kept. */
  for (int x = 0; x < HW_PIONEERS_MAP_SIZE; x++)
    for (int y = 0; y < HW_PIONEERS_MAP_SIZE; y++)
      {
        Tile *t = &r->grid[y][x];

        if (!t->present || t->seq < 0)
          continue;
        if (by_seq[t->seq] != NULL)
          {
            fail (r, t->line, HW_SCENARIO_ERROR_VALUE,
                  _("map row %d, column %d: sequence number %d is used again (first on line %u)"),
                  y, x, t->seq, by_seq[t->seq]->line);
            return;
          }
        by_seq[t->seq] = t;
      }
  if ((guint) (max_seq + 1) < r->chits->len + n_deserts)
    {
      fail (r, r->chits_line, HW_SCENARIO_ERROR_VALUE,
            _("more chits (%u, and %u deserts) than places for them (%d)"), r->chits->len,
            n_deserts, max_seq + 1);
      return;
    }
  for (int s = 0; s <= max_seq; s++)
    {
      Tile *t = by_seq[s];

      if (t == NULL)
        continue;
      if (t->terrain == HW_TERRAIN_DESERT)
        {
          /* Marks the robber's desert with chit 1, which no real chit uses. */
          if (!robber)
            t->chit = 1;
          robber = TRUE;
          continue;
        }
      t->chit = g_array_index (r->chits, int, next % r->chits->len);
      next++;
    }
}

static int
floor_half (int n)
{
  return n >= 0 ? n / 2 : -((-n + 1) / 2);
}

static void
add_group (HwBoard    *board,
           HwHex      *hex,
           const char *name)
{
  int g = hw_board_group_index (board, name, TRUE);

  g_assert (g >= 0);
  hex->groups |= 1u << g;
}

/* Builds the board, centred on (0, 0) like hexwright's own scenarios. */
static void
build_board (Reader  *r,
             HwBoard *board)
{
  int min_q = G_MAXINT, max_q = G_MININT, min_r = G_MAXINT, max_r = G_MININT;
  guint n_sea_chits = 0, sea_chit_line = 0, n_pirates = 0, pirate_line = 0, extra_pirate_line = 0;
  HwCoord centre;

  for (int y = 0; y < HW_PIONEERS_MAP_SIZE; y++)
    for (int x = 0; x < HW_PIONEERS_MAP_SIZE; x++)
      if (r->grid[y][x].present)
        {
          HwCoord c = hw_pioneers_to_axial (x, y);

          min_q = MIN (min_q, c.q);
          max_q = MAX (max_q, c.q);
          min_r = MIN (min_r, c.r);
          max_r = MAX (max_r, c.r);
        }
  if (min_q > max_q)
    {
      fail (r, r->map_line, HW_SCENARIO_ERROR_SCHEMA, _("the map holds no hexes"));
      return;
    }
  centre = hw_coord (floor_half (min_q + max_q), floor_half (min_r + max_r));

  for (int y = 0; y < HW_PIONEERS_MAP_SIZE; y++)
    for (int x = 0; x < HW_PIONEERS_MAP_SIZE; x++)
      {
        Tile *t = &r->grid[y][x];
        HwCoord a = hw_pioneers_to_axial (x, y);
        HwCoord c = hw_coord (a.q - centre.q, a.r - centre.r);
        HwHex *hex;

        if (!t->present)
          continue;
        hex = hw_board_set_hex (board, c, t->terrain);
        hex->line = t->line;
        if (t->chit == 1)
          hex->pawns[HW_PAWN_ROBBER] = 1;
        else if (t->chit > 0 && t->terrain == HW_TERRAIN_SEA)
          {
            if (n_sea_chits++ == 0)
              sea_chit_line = t->line;
          }
        else if (t->chit > 0)
          hex->chit = t->chit;
        if (t->pinned)
          hex->flags |= HW_HEX_TERRAIN_FIXED;
        /* Pioneers has one pirate: a second start would not survive an export. */
        if (t->pirate && n_pirates++ == 0)
          {
            add_group (board, hex, HW_PIONEERS_GROUP_PIRATE);
            pirate_line = t->line;
          }
        else if (t->pirate && extra_pirate_line == 0)
          extra_pirate_line = t->line;
        if (r->random_terrain && !t->pinned && t->terrain != HW_TERRAIN_SEA)
          add_group (board, hex, HW_PIONEERS_GROUP_RANDOM);

        if (t->port == GOLD_PORT)
          warn (r, t->line,
                _("map row %d, column %d: a gold harbor (“m”) is not kept: hexwright has none, and Pioneers cannot save or play one"),
                y, x);
        else if (t->port != NO_PORT)
          {
            /* A harbor facing the sea is kept as Pioneers has it (it plays it too), so that
             * the map exports back the same; the validator says what use it is. */
            HwHarbor harbor = { c, hw_pioneers_flip (t->facing), 0, t->port, t->line };

            if (t->pinned)
              harbor.flags |= HW_HARBOR_FIXED;
            hw_board_add_harbor (board, &harbor);
            if (r->random_terrain && !t->pinned)
              add_group (board, hw_board_lookup (board, c), HW_PIONEERS_GROUP_HARBORS);
          }
      }
  if (n_sea_chits > 0)
    warn (r, sea_chit_line,
          ngettext ("%u sea hex takes a number in Pioneers; hexwright puts no numbers on the sea, so it is not kept",
                    "%u sea hexes take a number in Pioneers; hexwright puts no numbers on the sea, so they are not kept",
                    n_sea_chits), n_sea_chits);
  if (n_pirates > 0)
    warn (r, pirate_line,
          _("the pirate's start (“sR”) is kept as group “%s”; hexwright has no pirate"),
          HW_PIONEERS_GROUP_PIRATE);
  if (n_pirates > 1)
    warn (r, extra_pirate_line,
          ngettext ("%u more pirate's start (“sR”) is not kept: Pioneers has one pirate",
                    "%u more pirate's starts (“sR”) are not kept: Pioneers has one pirate",
                    n_pirates - 1), n_pirates - 1);

  /* nosetup: kept on the first of the node's hexes in hexwright's reading order, so that
   * the group does not depend on where the file's grid starts. */
  for (guint i = 0; i < r->nosetup->len; i++)
    {
      const NoSetup *ns = &g_array_index (r->nosetup, NoSetup, i);
      HwCoord a, hexes[3], owner = { 0, 0 };
      gboolean found = FALSE;
      HwNodeKey key;

      if (ns->x >= HW_PIONEERS_MAP_SIZE || ns->y >= HW_PIONEERS_MAP_SIZE ||
          !r->grid[ns->y][ns->x].present)
        {
          warn (r, ns->line, _("“nosetup %d %d %d” names no hex of the map; Pioneers ignores it, and so does this import"),
                ns->x, ns->y, ns->pos);
          continue;
        }
      a = hw_pioneers_to_axial (ns->x, ns->y);
      key = hw_node_key (hw_coord (a.q - centre.q, a.r - centre.r), hw_pioneers_flip (ns->pos));
      hw_node_key_hexes (key, hexes);
      for (int h = 0; h < 3; h++)
        if (hw_board_lookup (board, hexes[h]) != NULL &&
            (!found || hexes[h].r < owner.r || (hexes[h].r == owner.r && hexes[h].q < owner.q)))
          {
            owner = hexes[h];
            found = TRUE;
          }
      g_assert (found);
      for (int corner = 0; corner < 6; corner++)
        if (hw_node_key_equal (hw_node_key (owner, corner), key))
          {
            g_autofree char *name = g_strconcat (HW_PIONEERS_NOSETUP_PREFIX,
                                                 hw_pioneers_corner_name (corner), NULL);

            add_group (board, hw_board_lookup (board, owner), name);
          }
    }
  if (r->nosetup->len > 0)
    warn (r, g_array_index (r->nosetup, NoSetup, 0).line,
          _("corners where Pioneers forbids starting settlements (“nosetup”) are kept as groups “nosetup-CORNER”; hexwright's own games do not apply them"));
}

static void
fill_tables (HwVariant *v)
{
  HwTables *t = &v->tables;
  int terrains[HW_N_TERRAINS], chits[13];

  hw_board_count_terrains (v->board, terrains);
  hw_board_count_chits (v->board, chits);
  t->terrain_total = 0;
  for (int i = 1; i < HW_N_TERRAINS; i++)
    if (terrains[i] > 0)
      {
        t->terrains[i] = terrains[i];
        t->terrain_total += terrains[i];
      }
  t->chit_total = 0;
  for (int i = 2; i <= 12; i++)
    if (chits[i] > 0)
      {
        t->chits[i] = chits[i];
        t->chit_total += chits[i];
      }
  t->harbor_generic = t->harbor_special = 0;
  for (int i = 0; i < HW_N_RESOURCES; i++)
    t->harbor_resources[i] = 0;
  for (guint i = 0; i < hw_board_n_harbors (v->board); i++)
    {
      const HwHarbor *h = hw_board_get_harbor (v->board, i);

      if (h->resource == HW_RESOURCE_NONE)
        t->harbor_generic++;
      else
        {
          t->harbor_special++;
          t->harbor_resources[h->resource]++;
        }
    }
  t->harbor_total = t->harbor_generic + t->harbor_special;
}

static char *
scenario_id (const char *display)
{
  g_autofree char *base = g_path_get_basename (display);
  GString *id = g_string_new (NULL);

  if (hw_pioneers_path_is_game (base))
    base[strlen (base) - 5] = '\0';
  for (const char *p = base; *p != '\0'; p++)
    if (g_ascii_isalnum (*p) || *p == '-' || *p == '_' || *p == '.')
      g_string_append_c (id, *p);
    else if (id->len > 0 && id->str[id->len - 1] != '-')
      g_string_append_c (id, '-');
  if (id->len == 0)
    g_string_append (id, "pioneers");
  return g_string_free (id, FALSE);
}

/* The value Pioneers plays for @key: the file's, or what it takes for a missing key
 * (game.c params_new()). */
static int
value_of (const Reader *r,
          const char   *key)
{
  int i = key_index (key);

  g_assert (i >= 0);
  if (r->params[i] != G_MININT)
    return r->params[i];
  return strcmp (key, "num-dice-decks") == 0 ? 2
         : strcmp (key, "num-removed-dice-cards") == 0 ? 5 : 0;
}

/* Sets @name of @module to @value unless that is already its default. */
static void
set_unless_default (HwModule   *module,
                    const char *name,
                    const char *value)
{
  const HwParamInfo *pi = hw_module_info_param (hw_modules_lookup (module->id), name);

  g_assert (pi != NULL);
  if (strcmp (pi->default_value, value) != 0)
    hw_module_set_param (module, name, value);
}

static void
set_int (HwModule   *module,
         const char *name,
         int         value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);

  set_unless_default (module, name, text);
}

/* Pioneers' five victory point cards become one count; their names go, with a warning
 * when an export would deal them out differently. */
static void
map_vp_cards (Reader   *r,
              HwModule *base,
              HwModule *pioneers)
{
  const HwParamInfo *pi = hw_module_info_param (hw_modules_lookup ("base"), "dev-victory-points");
  int cards[HW_PIONEERS_N_VP_CARDS], sum = 0;
  gboolean even = TRUE;
  guint line = 0;

  for (int k = 0; k < HW_PIONEERS_N_VP_CARDS; k++)
    {
      cards[k] = value_of (r, hw_pioneers_vp_cards[k]);
      sum += cards[k];
      line = MAX (line, r->param_lines[key_index (hw_pioneers_vp_cards[k])]);
    }
  for (int k = 0; k < HW_PIONEERS_N_VP_CARDS; k++)
    even &= cards[k] == sum / HW_PIONEERS_N_VP_CARDS + (k < sum % HW_PIONEERS_N_VP_CARDS);
  if (sum >= pi->min && sum <= pi->max)
    {
      set_int (base, "dev-victory-points", sum);
      if (!even)
        warn (r, line,
              _("the victory point cards (chapel %d, university %d, governor %d, library %d, market %d) are kept as %d cards of “dev-victory-points”; an export deals them over the five names in turn"),
              cards[0], cards[1], cards[2], cards[3], cards[4], sum);
      return;
    }
  for (int k = 0; k < HW_PIONEERS_N_VP_CARDS; k++)
    {
      g_autofree char *text = g_strdup_printf ("%d", cards[k]);

      hw_module_set_param (pioneers, hw_pioneers_vp_cards[k], text);
    }
  warn (r, line,
        _("%d victory point cards are more than hexwright's “%s” allows (%d to %d); they are kept as parameters of module “%s”"),
        sum, "dev-victory-points", pi->min, pi->max, HW_PIONEERS_MODULE);
}

/* Every key with a hexwright equivalent goes to it; a value beyond the equivalent's range,
 * and every rule without one, stays in the pioneers module, which the engine refuses while
 * it asks for anything hexwright does not play. */
static void
map_rules (Reader     *r,
           HwScenario *s,
           HwModule   *pioneers)
{
  static const char *const sevens[] = { "normal", "reroll-first-two-rounds", "reroll-all" };

  for (int i = 0; hw_pioneers_keys[i].key != NULL; i++)
    {
      const HwPioneersKey *pk = &hw_pioneers_keys[i];
      int value;
      HwModule *target;
      const HwParamInfo *pi;

      if (pk->module == NULL || strcmp (pk->param, "dev-victory-points") == 0)
        continue;
      value = value_of (r, pk->key);
      target = strcmp (pk->module, HW_PIONEERS_MODULE) == 0 ? pioneers
               : hw_scenario_find_module (s, pk->module);
      /* Without the seafarers module there are no ships: num-ships is 0 then. */
      if (target == NULL)
        continue;
      pi = hw_module_info_param (hw_modules_lookup (target->id), pk->param);
      if (pk->type == HW_PK_BOOL)
        set_unless_default (target, pk->param, value ? "on" : "off");
      else if (strcmp (pk->param, "sevens") == 0)
        set_unless_default (target, pk->param, sevens[value]);
      else if (target == pioneers || (value >= pi->min && value <= pi->max))
        set_int (target, pk->param, value);
      else
        {
          g_autofree char *text = g_strdup_printf ("%d", value);

          hw_module_set_param (pioneers, pk->key, text);
          warn (r, r->param_lines[i],
                _("“%s %d” is beyond what hexwright's “%s” allows (%d to %d); it is kept as parameter “%s” of module “%s”"),
                pk->key, value, pk->param, pi->min, pi->max, pk->key, HW_PIONEERS_MODULE);
        }
    }
  map_vp_cards (r, hw_scenario_find_module (s, "base"), pioneers);
}

static HwScenario *
build_scenario (Reader *r)
{
  g_autoptr(HwScenario) s = hw_scenario_new ();
  g_autoptr(HwModule) base = hw_module_new ("base");
  g_autoptr(HwModule) pioneers = hw_module_new (HW_PIONEERS_MODULE);
  g_autoptr(GString) kept = g_string_new (NULL);
  g_autofree char *variant_id = NULL;
  HwVariant *v;
  gboolean gold = FALSE, seafarers;
  int terrains[HW_N_TERRAINS];

  s->id = scenario_id (r->display);
  hw_text_set (s->names, "", r->title);
  /* An empty "desc" line is no description: the exporter writes none for it, so a map
   * read, written and read again stays the same scenario. */
  if (r->n_desc > 0 && r->desc->len > 0)
    hw_text_set (s->descriptions, "", r->desc->str);
  if (r->players == 0)
    {
      warn (r, 1, _("no “num-players”; Pioneers would start a game for 0 players; read as 4"));
      r->players = 4;
    }
  if (r->victory == 0)
    {
      warn (r, 1, _("no “victory-points”; Pioneers would play to 0 points; read as 10"));
      r->victory = 10;
    }
  s->min_players = s->max_players = r->players;
  s->victory_points = r->victory;

  variant_id = g_strdup_printf ("%d", r->players);
  v = hw_variant_new (variant_id, r->players, r->players);
  g_ptr_array_add (s->variants, v);
  build_board (r, v->board);
  if (r->error != NULL)
    return NULL;
  fill_tables (v);

  hw_board_count_terrains (v->board, terrains);
  gold = terrains[HW_TERRAIN_GOLD] > 0;
  seafarers = value_of (r, "num-ships") > 0 || gold || r->island_bonus->len > 0;
  g_ptr_array_add (s->modules, g_steal_pointer (&base));
  if (seafarers)
    {
      g_autoptr(HwModule) sea = hw_module_new ("seafarers");
      g_autofree char *bonus = NULL;
      int b = 0;

      if (r->island_bonus->len > 0)
        {
          b = g_array_index (r->island_bonus, int, 0);
          for (guint i = 1; i < r->island_bonus->len; i++)
            if (g_array_index (r->island_bonus, int, i) != b)
              {
                warn (r, r->island_bonus_line,
                      _("“island-discovery-bonus” gives different points for later islands; hexwright gives every island the same, so it is kept as %d"),
                      b);
                break;
              }
        }
      bonus = g_strdup_printf ("%d", b);
      hw_module_set_param (sea, "island-bonus", bonus);
      g_ptr_array_add (s->modules, g_steal_pointer (&sea));
    }
  map_rules (r, s, pioneers);

  for (guint i = 0; i < pioneers->params->len; i++)
    {
      const HwParam *p = g_ptr_array_index (pioneers->params, i);

      g_string_append_printf (kept, "%s%s", kept->len ? ", " : "", p->name);
    }
  if (pioneers->params->len > 0)
    {
      warn (r, 1,
            _("rules hexwright does not play are kept as parameters of module “%s”: %s"),
            HW_PIONEERS_MODULE, kept->str);
      g_ptr_array_add (s->modules, g_steal_pointer (&pioneers));
    }

  if (r->random_terrain)
    {
      g_ptr_array_add (v->shuffles, hw_shuffle_new (HW_SHUFFLE_TERRAIN, HW_PIONEERS_GROUP_RANDOM));
      g_ptr_array_add (v->shuffles, hw_shuffle_new (HW_SHUFFLE_CHITS, HW_PIONEERS_GROUP_RANDOM));
      if (hw_board_group_mask (v->board, HW_PIONEERS_GROUP_HARBORS) != 0)
        g_ptr_array_add (v->shuffles,
                         hw_shuffle_new (HW_SHUFFLE_HARBORS, HW_PIONEERS_GROUP_HARBORS));
      warn (r, 1,
            _("“random-terrain”: Pioneers deals the numbers in the file's fixed order around the desert, hexwright's generator shuffles them; the board is kept as this file deals it"));
    }
  if (r->n_comments > 0)
    warn (r, r->comment_line,
          ngettext ("%u comment line (“#”) is not kept",
                    "%u comment lines (“#”) are not kept", r->n_comments), r->n_comments);
  return g_steal_pointer (&s);
}

HwScenario *
hw_pioneers_load_data (const char  *data,
                       gsize        length,
                       const char  *display_name,
                       GPtrArray  **warnings,
                       GError     **error)
{
  g_autofree Reader *r = g_new0 (Reader, 1);
  g_autoptr(HwScenario) s = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);

  r->display = display_name;
  r->warnings = g_ptr_array_new_with_free_func (g_free);
  r->desc = g_string_new (NULL);
  r->chits = g_array_new (FALSE, FALSE, sizeof (int));
  r->island_bonus = g_array_new (FALSE, FALSE, sizeof (int));
  r->nosetup = g_array_new (FALSE, FALSE, sizeof (NoSetup));
  for (guint i = 0; i < G_N_ELEMENTS (r->params); i++)
    r->params[i] = G_MININT;

  if (length > HW_SCENARIO_MAX_BYTES)
    fail (r, 1, HW_SCENARIO_ERROR_TOO_LARGE, _("larger than %d MiB: not a Pioneers map"),
          HW_SCENARIO_MAX_BYTES / (1024 * 1024));
  else
    parse_text (r, data, length);
  if (r->error == NULL)
    deal_chits (r);
  if (r->error == NULL)
    s = build_scenario (r);

  g_free (r->title);
  g_string_free (r->desc, TRUE);
  g_array_unref (r->chits);
  g_array_unref (r->island_bonus);
  g_array_unref (r->nosetup);
  if (r->error != NULL)
    {
      g_propagate_error (error, r->error);
      g_ptr_array_unref (r->warnings);
      return NULL;
    }
  if (warnings != NULL)
    *warnings = r->warnings;
  else
    g_ptr_array_unref (r->warnings);
  return g_steal_pointer (&s);
}

HwScenario *
hw_pioneers_load_file (const char  *path,
                       GPtrArray  **warnings,
                       GError     **error)
{
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *data = NULL;
  g_autoptr(GError) local = NULL;
  GStatBuf st;
  gsize length;
  HwScenario *s;

  if (g_stat (path, &st) != 0)
    {
      int saved = errno;
      g_set_error (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO, _("%s: cannot open: %s"),
                   display, g_strerror (saved));
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO,
                   _("%s: not a regular file"), display);
      return NULL;
    }
  if (st.st_size > HW_SCENARIO_MAX_BYTES)
    {
      g_autofree char *what = g_strdup_printf (_("larger than %d MiB: not a Pioneers map"),
                                               HW_SCENARIO_MAX_BYTES / (1024 * 1024));

      g_set_error (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_TOO_LARGE, "%s:1: %s", display,
                   what);
      return NULL;
    }
  if (!g_file_get_contents (path, &data, &length, &local))
    {
      g_set_error (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO, _("%s: cannot read: %s"),
                   display, local->message);
      return NULL;
    }
  s = hw_pioneers_load_data (data, length, display, warnings, error);
  if (s != NULL)
    {
      g_free (s->filename);
      s->filename = g_strdup (path);
    }
  return s;
}
