/* hw-scenario-io.c: reading and writing scenario files (schemas/README.md).
 *
 * Files come from strangers, so the parser is locked down: no network, no entity
 * substitution, no DTD at all (a DOCTYPE stops the parse), a size limit before parsing,
 * attribute counts checked before parsing, and depth and element counts while parsing. */
#include "config.h"

#include "hw-fair-record.h"
#include "hw-scenario-io.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hw-autocleanups.h"

#define SCHEMA_RESOURCE "/io/github/hexwright/core/hexwright-scenario-1.rng"

/* The format is at most 5 elements deep (scenario/variant/generator/shuffle/terrain);
 * anything deeper is refused before libxml2 builds it. */
#define MAX_DEPTH 8

#define MAX_PLAYERS 8

/* libxml2 2.9 checks each attribute against every earlier one of its element, so an
 * element with a million attributes would take hours; the format needs at most 11. */
#define MAX_ATTRIBUTES 32

/* Element counts beyond any real scenario; the checks for duplicates compare each new
 * element with the earlier ones, so unbounded counts would be quadratic. */
static const struct
{
  const char *name;
  guint       limit;
} element_limits[] = {
  { "hex",         HW_SCENARIO_MAX_HEXES },   /* first: reset for each board */
  { "variant",     16 },
  { "module",      64 },
  { "param",       1024 },
  { "name",        128 },
  { "description", 128 },
  { "harbor",      4096 },
  { "shuffle",     256 },
};

G_DEFINE_QUARK (hw-scenario-error-quark, hw_scenario_error)

/* The first problem found; later ones are ignored so the message names the real cause. */
typedef struct
{
  gboolean         failed;
  guint            line;
  HwScenarioError  code;
  char            *message;
} Problem;

static void
problem_clear (Problem *p)
{
  g_clear_pointer (&p->message, g_free);
  p->failed = FALSE;
}

G_GNUC_PRINTF (4, 5)
static void
problem_set (Problem         *p,
             guint            line,
             HwScenarioError  code,
             const char      *format,
             ...)
{
  va_list ap;

  if (p->failed)
    return;
  p->failed = TRUE;
  p->line = line;
  p->code = code;
  va_start (ap, format);
  p->message = g_strdup_vprintf (format, ap);
  va_end (ap);
}

static gboolean
problem_raise (Problem     *p,
               const char  *display,
               GError     **error)
{
  if (!p->failed)
    return FALSE;
  g_set_error (error, HW_SCENARIO_ERROR, p->code, "%s:%u: %s", display, MAX (p->line, 1u),
               p->message);
  return TRUE;
}

/* libxml2 messages end with a newline and may quote bytes of the input; some name a second
 * line ("in tag board line 53") beside the one the error is reported at, which is dropped so
 * that an error gives one line. */
static char *
clean_libxml_message (const char *message)
{
  g_autofree char *valid = g_utf8_make_valid (message ? message : "", -1);
  g_autoptr(GRegex) second_line = g_regex_new (" line [0-9]+", 0, 0, NULL);
  char *nl = strchr (valid, '\n');

  if (nl != NULL)
    *nl = '\0';
  return g_regex_replace_literal (second_line, g_strstrip (valid), -1, 0, "", 0, NULL);
}

static guint
count_lines (const char *data,
             gsize       length)
{
  guint lines = 1;
  const char *p = data;
  const char *end = data + length;

  while (p < end && (p = memchr (p, '\n', end - p)) != NULL)
    {
      lines++;
      p++;
    }
  return lines;
}

/* ---------------------------------------------------------------------------------------
 * Parsing
 * ------------------------------------------------------------------------------------- */

typedef struct
{
  Problem                 problem;
  guint                   depth;
  guint                   counts[G_N_ELEMENTS (element_limits)];
  startElementNsSAX2Func  start_element;
  endElementNsSAX2Func    end_element;
} ParseState;

static ParseState *
parse_state (void *ctx)
{
  return ((xmlParserCtxtPtr) ctx)->_private;
}

static guint
parse_line (void *ctx)
{
  return (guint) MAX (xmlSAX2GetLineNumber (ctx), 1);
}

static void
on_start_element (void           *ctx,
                  const xmlChar  *localname,
                  const xmlChar  *prefix,
                  const xmlChar  *uri,
                  int             nb_namespaces,
                  const xmlChar **namespaces,
                  int             nb_attributes,
                  int             nb_defaulted,
                  const xmlChar **attributes)
{
  ParseState *st = parse_state (ctx);

  if (++st->depth > MAX_DEPTH)
    {
      problem_set (&st->problem, parse_line (ctx), HW_SCENARIO_ERROR_TOO_LARGE,
                   _("elements are nested deeper than the format allows (%d levels)"),
                   MAX_DEPTH);
      xmlStopParser (ctx);
      return;
    }
  /* The hex limit is per board (element_limits[0]); the others are per document. */
  if (strcmp ((const char *) localname, "board") == 0)
    st->counts[0] = 0;
  for (guint i = 0; i < G_N_ELEMENTS (element_limits); i++)
    if (strcmp ((const char *) localname, element_limits[i].name) == 0 &&
        ++st->counts[i] > element_limits[i].limit)
      {
        problem_set (&st->problem, parse_line (ctx), HW_SCENARIO_ERROR_TOO_LARGE,
                     _("more than %u <%s> elements"), element_limits[i].limit,
                     element_limits[i].name);
        xmlStopParser (ctx);
        return;
      }
  st->start_element (ctx, localname, prefix, uri, nb_namespaces, namespaces, nb_attributes,
                     nb_defaulted, attributes);
  /* Past line 65534 libxml2 guesses an element's line from the text after it, one too far
   * for an empty element; keep the true line where nothing else looks (see node_line). */
  if (((xmlParserCtxtPtr) ctx)->node != NULL && ((xmlParserCtxtPtr) ctx)->node->line == 65535)
    ((xmlParserCtxtPtr) ctx)->node->psvi = GUINT_TO_POINTER (parse_line (ctx));
}

static void
on_end_element (void          *ctx,
                const xmlChar *localname,
                const xmlChar *prefix,
                const xmlChar *uri)
{
  ParseState *st = parse_state (ctx);

  st->depth--;
  st->end_element (ctx, localname, prefix, uri);
}

/* A DOCTYPE is where entity bombs and external entities live: stop before its body. */
static void
on_internal_subset (void          *ctx,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  problem_set (&parse_state (ctx)->problem, parse_line (ctx), HW_SCENARIO_ERROR_PARSE,
               _("document type declarations (<!DOCTYPE>) are not allowed"));
  xmlStopParser (ctx);
}

static void
on_external_subset (void          *ctx,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
}

static void
on_entity_decl (void          *ctx,
                const xmlChar *name,
                int            type,
                const xmlChar *public_id,
                const xmlChar *system_id,
                xmlChar       *content)
{
  problem_set (&parse_state (ctx)->problem, parse_line (ctx), HW_SCENARIO_ERROR_PARSE,
               _("entity declarations are not allowed"));
  xmlStopParser (ctx);
}

static xmlParserInputPtr
on_resolve_entity (void          *ctx,
                   const xmlChar *public_id,
                   const xmlChar *system_id)
{
  problem_set (&parse_state (ctx)->problem, parse_line (ctx), HW_SCENARIO_ERROR_PARSE,
               _("references to other files are not allowed"));
  xmlStopParser (ctx);
  return NULL;
}

static void
on_parse_error (void        *ctx,
                xmlErrorPtr  err)
{
  ParseState *st = parse_state (ctx);
  g_autofree char *message = NULL;

  if (err == NULL || err->level < XML_ERR_ERROR)
    return;
  message = clean_libxml_message (err->message);
  problem_set (&st->problem, err->line > 0 ? (guint) err->line : parse_line (ctx),
               HW_SCENARIO_ERROR_PARSE, _("malformed XML: %s"), message);
}

/* Moves @p past @terminator, counting lines; returns FALSE when the data ends first. */
static gboolean
skip_past (const char **p,
           const char  *end,
           const char  *terminator,
           guint       *line)
{
  gsize n = strlen (terminator);

  for (; *p + n <= end; (*p)++)
    {
      if (**p == '\n')
        (*line)++;
      if (memcmp (*p, terminator, n) == 0)
        {
          *p += n;
          return TRUE;
        }
    }
  *p = end;
  return FALSE;
}

/* Refuses an element with too many attributes before libxml2 spends quadratic time on it:
 * counts the '=' outside quotes between '<' and '>', skipping comments, CDATA and
 * processing instructions. */
static gboolean
prescan_attributes (const char *data,
                    gsize       length,
                    Problem    *problem)
{
  const char *p = data;
  const char *end = data + length;
  guint line = 1;
  guint attributes = 0;
  gboolean in_tag = FALSE;
  char quote = 0;

  while (p < end)
    {
      char c = *p;

      if (quote != 0 || !in_tag)
        {
          if (quote != 0 && c == quote)
            quote = 0;
          else if (quote == 0 && c == '<')
            {
              gsize left = end - p;

              if (left >= 4 && memcmp (p, "<!--", 4) == 0)
                {
                  skip_past (&p, end, "-->", &line);
                  continue;
                }
              if (left >= 9 && memcmp (p, "<![CDATA[", 9) == 0)
                {
                  skip_past (&p, end, "]]>", &line);
                  continue;
                }
              if (left >= 2 && p[1] == '?')
                {
                  skip_past (&p, end, "?>", &line);
                  continue;
                }
              in_tag = TRUE;
              attributes = 0;
            }
        }
      else if (c == '"' || c == '\'')
        quote = c;
      else if (c == '>')
        in_tag = FALSE;
      else if (c == '=' && ++attributes > MAX_ATTRIBUTES)
        {
          problem_set (problem, line, HW_SCENARIO_ERROR_TOO_LARGE,
                       _("an element has more than %d attributes"), MAX_ATTRIBUTES);
          return FALSE;
        }
      if (c == '\n')
        line++;
      p++;
    }
  return TRUE;
}

/* Takes the messages libxml2 sends to its generic error channel, on stderr by default:
 * an input that switches to another encoding and fails ("<" then three NUL bytes reads as
 * UCS-4) is reported there with no parser context, besides the parser's own error, which
 * is the one the loader reports. */
static void
discard_generic_error (void       *ctx,
                       const char *msg,
                       ...)
{
}

static xmlDoc *
parse_document (const char *data,
                gsize       length,
                Problem    *problem)
{
  g_autoptr(xmlParserCtxt) ctxt = NULL;
  ParseState st = { 0 };
  xmlDoc *doc;

  if (length == 0)
    {
      problem_set (problem, 1, HW_SCENARIO_ERROR_PARSE, _("the file is empty"));
      return NULL;
    }
  if (length > HW_SCENARIO_MAX_BYTES)
    {
      problem_set (problem, count_lines (data, HW_SCENARIO_MAX_BYTES),
                   HW_SCENARIO_ERROR_TOO_LARGE,
                   _("the file is larger than the limit of %d MiB"),
                   HW_SCENARIO_MAX_BYTES / (1024 * 1024));
      return NULL;
    }

  if (!prescan_attributes (data, length, problem))
    return NULL;

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      problem_set (problem, 1, HW_SCENARIO_ERROR_PARSE, _("out of memory"));
      return NULL;
    }
  ctxt->_private = &st;
  st.start_element = ctxt->sax->startElementNs;
  st.end_element = ctxt->sax->endElementNs;
  ctxt->sax->startElementNs = on_start_element;
  ctxt->sax->endElementNs = on_end_element;
  ctxt->sax->internalSubset = on_internal_subset;
  ctxt->sax->externalSubset = on_external_subset;
  ctxt->sax->entityDecl = on_entity_decl;
  ctxt->sax->resolveEntity = on_resolve_entity;
  ctxt->sax->serror = on_parse_error;

  /* NONET: no network even if something asks; never NOENT, DTDLOAD or HUGE. BIG_LINES
   * keeps line numbers right beyond 65535. */
  {
    /* Per thread in libxml2, so other threads' parsers keep their own. */
    xmlGenericErrorFunc saved_func = xmlGenericError;
    void *saved_ctx = xmlGenericErrorContext;

    xmlSetGenericErrorFunc (NULL, discard_generic_error);
    doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, NULL,
                             XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOWARNING);
    xmlSetGenericErrorFunc (saved_ctx, saved_func);
  }

  if (!st.problem.failed && doc == NULL)
    {
      xmlErrorPtr err = xmlCtxtGetLastError (ctxt);
      g_autofree char *message = clean_libxml_message (err ? err->message : NULL);

      problem_set (&st.problem, err && err->line > 0 ? (guint) err->line : 1,
                   HW_SCENARIO_ERROR_PARSE, _("malformed XML: %s"),
                   message[0] ? message : _("not an XML document"));
    }
  if (!st.problem.failed && doc != NULL && (doc->intSubset != NULL || doc->extSubset != NULL))
    problem_set (&st.problem, 1, HW_SCENARIO_ERROR_PARSE,
                 _("document type declarations (<!DOCTYPE>) are not allowed"));
  if (!st.problem.failed && doc != NULL && doc->encoding != NULL &&
      g_ascii_strcasecmp ((const char *) doc->encoding, "UTF-8") != 0)
    problem_set (&st.problem, 1, HW_SCENARIO_ERROR_PARSE,
                 _("the file is in %s; scenario files are UTF-8"), (const char *) doc->encoding);

  if (st.problem.failed)
    {
      g_clear_pointer (&doc, xmlFreeDoc);
      *problem = st.problem;
      return NULL;
    }
  return doc;
}

/* ---------------------------------------------------------------------------------------
 * Schema
 * ------------------------------------------------------------------------------------- */

static guint
node_line (xmlNode *node)
{
  long line;

  /* RELAX NG validation may put its own pointer there: a line is never past the size limit. */
  if (node->type == XML_ELEMENT_NODE && node->line == 65535 && node->psvi != NULL &&
      GPOINTER_TO_SIZE (node->psvi) <= HW_SCENARIO_MAX_BYTES)
    return GPOINTER_TO_UINT (node->psvi);
  line = xmlGetLineNo (node);

  return line > 0 ? (guint) line : 0;
}

/* Collects the first RELAX NG error that names a node; libxml2 reports some errors
 * ("Element hex failed to validate attributes") without one, then the precise one. */
typedef struct
{
  Problem  problem;
  char    *unlocated;
} SchemaErrors;

static void
on_schema_error (void        *data,
                 xmlErrorPtr  err)
{
  SchemaErrors *se = data;
  g_autofree char *message = NULL;
  guint line = 0;

  if (err == NULL || err->level < XML_ERR_ERROR)
    return;
  message = clean_libxml_message (err->message);
  if (err->node != NULL)
    line = node_line (err->node);
  if (line == 0 && err->line > 0)
    line = (guint) err->line;
  if (line == 0)
    {
      if (se->unlocated == NULL)
        se->unlocated = g_steal_pointer (&message);
      return;
    }
  problem_set (&se->problem, line, HW_SCENARIO_ERROR_SCHEMA, _("not a valid scenario: %s"),
               message);
}

static void
on_schema_compile_error (void        *data,
                         xmlErrorPtr  err)
{
  if (err != NULL && err->level >= XML_ERR_ERROR)
    g_critical ("scenario schema: %s", err->message);
}

static gpointer
compile_schema (gpointer data)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(xmlRelaxNGParserCtxt) pctxt = NULL;
  gsize size = 0;
  const char *text;

  bytes = g_resources_lookup_data (SCHEMA_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    return NULL;
  text = g_bytes_get_data (bytes, &size);
  pctxt = xmlRelaxNGNewMemParserCtxt (text, (int) size);
  xmlRelaxNGSetParserStructuredErrors (pctxt, on_schema_compile_error, NULL);
  return xmlRelaxNGParse (pctxt);
}

/* Returns the compiled schema, shared for the life of the program (read-only once built). */
static xmlRelaxNG *
scenario_schema (void)
{
  static GOnce once = G_ONCE_INIT;

  return g_once (&once, compile_schema, NULL);
}

static GMutex schema_lock;

static void
check_schema (xmlDoc  *doc,
              Problem *problem)
{
  xmlRelaxNG *schema = scenario_schema ();
  g_autoptr(xmlRelaxNGValidCtxt) vctxt = NULL;
  SchemaErrors se = { { 0 } };
  gboolean valid;

  if (schema == NULL)
    {
      problem_set (problem, 1, HW_SCENARIO_ERROR_SCHEMA,
                   _("the scenario schema is missing from this build"));
      return;
    }
  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vctxt, on_schema_error, &se);
  /* libxml2 does not promise that one compiled schema may validate in two threads at once. */
  g_mutex_lock (&schema_lock);
  valid = xmlRelaxNGValidateDoc (vctxt, doc) == 0;
  g_mutex_unlock (&schema_lock);
  if (!valid)
    {
      if (se.problem.failed)
        *problem = se.problem;
      else
        problem_set (problem, 1, HW_SCENARIO_ERROR_SCHEMA, _("not a valid scenario: %s"),
                     se.unlocated ? se.unlocated : _("the document does not match the format"));
    }
  else
    problem_clear (&se.problem);
  g_free (se.unlocated);
}

/* ---------------------------------------------------------------------------------------
 * Building the model. The walk tolerates any tree (the schema may not have passed) and
 * reports the values the schema cannot explain well.
 * ------------------------------------------------------------------------------------- */

typedef struct
{
  Problem problem;
} Walk;

static gboolean
is_element (xmlNode    *node,
            const char *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns != NULL &&
         strcmp ((const char *) node->ns->href, HW_SCENARIO_NS) == 0 &&
         (name == NULL || strcmp ((const char *) node->name, name) == 0);
}

#define FOR_EACH_ELEMENT(child, parent) \
  for (xmlNode *child = (parent)->children; child != NULL; child = child->next) \
    if (child->type == XML_ELEMENT_NODE)

static char *
get_attr (xmlNode    *node,
          const char *name)
{
  g_autoptr(xmlChar) value = xmlGetNoNsProp (node, (const xmlChar *) name);

  return value ? g_strdup ((const char *) value) : NULL;
}

/* Reads integer attribute @name into @out when present; FALSE (with a problem) when it is
 * present but not a whole number in [min, max]. */
static gboolean
get_int (Walk       *w,
         xmlNode    *node,
         const char *name,
         gint64      min,
         gint64      max,
         int        *out)
{
  g_autofree char *value = get_attr (node, name);
  gint64 n;

  if (value == NULL)
    return TRUE;
  if (!g_ascii_string_to_signed (value, 10, min, max, &n, NULL))
    {
      if (min == G_MININT && max == G_MAXINT)
        problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                     _("%s=“%s” on <%s> is not a whole number"),
                     name, value, (const char *) node->name);
      else
        problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                     _("%s=“%s” on <%s> must be a whole number from %d to %d"),
                     name, value, (const char *) node->name, (int) min, (int) max);
      return FALSE;
    }
  *out = (int) n;
  return TRUE;
}

static gboolean
parse_players (Walk       *w,
               xmlNode    *node,
               int        *min_players,
               int        *max_players)
{
  g_autofree char *value = get_attr (node, "players");
  g_auto (GStrv) parts = NULL;
  gint64 lo, hi;

  if (value == NULL)
    return TRUE;
  parts = g_strsplit (value, "-", 3);
  /* players="" splits into no part at all: refused here, before parts[0] is read. */
  if (parts[0] == NULL || g_strv_length (parts) > 2 ||
      !g_ascii_string_to_signed (parts[0], 10, 1, MAX_PLAYERS, &lo, NULL) ||
      !g_ascii_string_to_signed (parts[1] ? parts[1] : parts[0], 10, 1, MAX_PLAYERS, &hi, NULL) ||
      lo > hi)
    {
      problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                   _("players=“%s” must be N or N-M with 1 ≤ N ≤ M ≤ %d"), value, MAX_PLAYERS);
      return FALSE;
    }
  *min_players = (int) lo;
  *max_players = (int) hi;
  return TRUE;
}

static gboolean
parse_terrain (Walk       *w,
               xmlNode    *node,
               const char *attr,
               HwTerrain  *out)
{
  g_autofree char *value = get_attr (node, attr);

  if (value == NULL)
    return TRUE;
  if (!hw_terrain_from_string (value, out) || *out == HW_TERRAIN_NONE)
    {
      problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                   _("unknown terrain “%s”"), value);
      return FALSE;
    }
  return TRUE;
}

/* Harbor kinds: "generic" is -1 (HW_RESOURCE_NONE), otherwise a resource. */
static gboolean
parse_kind (Walk       *w,
            xmlNode    *node,
            const char *attr,
            gboolean    allow_generic,
            HwResource *out)
{
  g_autofree char *value = get_attr (node, attr);

  if (value == NULL)
    return TRUE;
  if (allow_generic && strcmp (value, "generic") == 0)
    {
      *out = HW_RESOURCE_NONE;
      return TRUE;
    }
  if (!hw_resource_from_string (value, out))
    {
      problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                   allow_generic ? _("unknown harbor kind “%s”") : _("unknown resource “%s”"),
                   value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
walk_text (Walk      *w,
           xmlNode   *node,
           GPtrArray *texts)
{
  g_autoptr(xmlChar) lang = xmlGetNsProp (node, (const xmlChar *) "lang", XML_XML_NAMESPACE);
  g_autoptr(xmlChar) content = xmlNodeGetContent (node);
  const char *l = lang ? (const char *) lang : "";

  for (guint i = 0; i < texts->len; i++)
    if (strcmp (((HwText *) g_ptr_array_index (texts, i))->lang, l) == 0)
      {
        problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                     l[0] ? _("a second <%s> for language “%s”")
                          : _("a second <%s> for the default language"),
                     (const char *) node->name, l);
        return FALSE;
      }
  hw_text_set (texts, l, content ? (const char *) content : "");
  return TRUE;
}

static gboolean
walk_rules (Walk       *w,
            xmlNode    *node,
            HwScenario *s)
{
  FOR_EACH_ELEMENT (m, node)
    {
      g_autofree char *id = NULL;
      HwModule *module;

      if (!is_element (m, "module"))
        continue;
      id = get_attr (m, "id");
      if (id == NULL)
        continue;
      if ((module = hw_scenario_find_module (s, id)) != NULL)
        {
          problem_set (&w->problem, node_line (m), HW_SCENARIO_ERROR_VALUE,
                       _("module “%s” is already listed at line %u"), id, module->line);
          return FALSE;
        }
      module = hw_module_new (id);
      module->line = node_line (m);
      g_ptr_array_add (s->modules, module);

      FOR_EACH_ELEMENT (p, m)
        {
          g_autofree char *name = NULL;
          g_autofree char *value = NULL;
          HwParam *param;

          if (!is_element (p, "param") || (name = get_attr (p, "name")) == NULL)
            continue;
          value = get_attr (p, "value");
          for (guint i = 0; i < module->params->len; i++)
            if (strcmp (((HwParam *) g_ptr_array_index (module->params, i))->name, name) == 0)
              {
                problem_set (&w->problem, node_line (p), HW_SCENARIO_ERROR_VALUE,
                             _("parameter “%s” of module “%s” is already set at line %u"),
                             name, id, ((HwParam *) g_ptr_array_index (module->params, i))->line);
                return FALSE;
              }
          hw_module_set_param (module, name, value ? value : "");
          param = g_ptr_array_index (module->params, module->params->len - 1);
          param->line = node_line (p);
        }
    }
  return TRUE;
}

/* What each element must carry. libxml2's RELAX NG reports a missing attribute or a bad id
 * on the root only as "failed to validate attributes", so these get their own messages. */
static const struct
{
  const char *parent;
  const char *name;
  const char *required;   /* space-separated */
} required_attributes[] = {
  { NULL,        "scenario", "id players victory" },
  { "scenario",  "variant",  "id players" },
  { "rules",     "module",   "id" },
  { "module",    "param",    "name value" },
  { "terrains",  "terrain",  "type count" },
  { "shuffle",   "terrain",  "type count" },
  { "chits",     "chit",     "number count" },
  { "shuffle",   "chit",     "number count" },
  { "harbors",   "harbor",   "resource count" },
  { "shuffle",   "harbor",   "kind count" },
  { "tables",    "supply",   "pawn" },
  { "board",     "hex",      "q r terrain" },
  { "board",     "harbor",   "q r side kind" },
  { "generator", "shuffle",  "what" },
};

static gboolean
is_identifier (const char *s)
{
  gsize n = strlen (s);

  if (n == 0 || n > 64 || !g_ascii_isalnum (s[0]))
    return FALSE;
  for (gsize i = 1; i < n; i++)
    if (!g_ascii_isalnum (s[i]) && strchr ("_.-", s[i]) == NULL)
      return FALSE;
  return TRUE;
}

/* Checks required attributes and identifiers of @node and below, in document order. */
static gboolean
check_attributes (Walk    *w,
                  xmlNode *node)
{
  const char *parent = node->parent && node->parent->type == XML_ELEMENT_NODE
                       ? (const char *) node->parent->name : NULL;
  const char *name = (const char *) node->name;

  for (guint i = 0; i < G_N_ELEMENTS (required_attributes); i++)
    {
      g_auto (GStrv) attrs = NULL;

      if (strcmp (required_attributes[i].name, name) != 0 ||
          g_strcmp0 (required_attributes[i].parent, parent) != 0)
        continue;
      attrs = g_strsplit (required_attributes[i].required, " ", -1);
      for (guint a = 0; attrs[a] != NULL; a++)
        if (!xmlHasNsProp (node, (const xmlChar *) attrs[a], NULL))
          {
            problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_SCHEMA,
                         _("<%s> lacks the attribute %s"), name, attrs[a]);
            return FALSE;
          }
    }
  if (strcmp (name, "scenario") == 0 || strcmp (name, "variant") == 0 ||
      strcmp (name, "module") == 0 || strcmp (name, "param") == 0)
    {
      const char *attr = strcmp (name, "param") == 0 ? "name" : "id";
      g_autofree char *value = get_attr (node, attr);

      if (value != NULL && !is_identifier (value))
        {
          problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                       _("%s=“%s” on <%s> must be one word of letters, digits, “-”, “_” and “.”"),
                       attr, value, name);
          return FALSE;
        }
    }
  FOR_EACH_ELEMENT (child, node)
    if (is_element (child, NULL) && !check_attributes (w, child))
      return FALSE;
  return TRUE;
}

static gboolean
duplicate_row (Walk       *w,
               xmlNode    *node,
               gboolean    seen,
               guint       first_line,
               const char *what)
{
  if (!seen)
    return FALSE;
  problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
               _("%s is already given at line %u"), what, first_line);
  return TRUE;
}

static gboolean
walk_tables (Walk     *w,
             xmlNode  *node,
             HwTables *t)
{
  FOR_EACH_ELEMENT (part, node)
    {
      if (is_element (part, "terrains"))
        {
          t->terrain_total_line = node_line (part);
          if (!get_int (w, part, "total", 0, HW_SCENARIO_MAX_HEXES, &t->terrain_total))
            return FALSE;
          FOR_EACH_ELEMENT (e, part)
            {
              HwTerrain terrain = HW_TERRAIN_NONE;
              int count = HW_NO_COUNT;

              if (!is_element (e, "terrain"))
                continue;
              if (!parse_terrain (w, e, "type", &terrain) || !get_int (w, e, "count", 0, HW_SCENARIO_MAX_HEXES, &count))
                return FALSE;
              if (terrain == HW_TERRAIN_NONE)
                continue;
              if (duplicate_row (w, e, t->terrains[terrain] != HW_NO_COUNT, t->terrain_lines[terrain],
                                 hw_terrain_to_string (terrain)))
                return FALSE;
              t->terrains[terrain] = count;
              t->terrain_lines[terrain] = node_line (e);
            }
        }
      else if (is_element (part, "chits"))
        {
          t->chit_total_line = node_line (part);
          if (!get_int (w, part, "total", 0, HW_SCENARIO_MAX_HEXES, &t->chit_total))
            return FALSE;
          FOR_EACH_ELEMENT (e, part)
            {
              int number = 0;
              int count = HW_NO_COUNT;
              g_autofree char *what = NULL;

              if (!is_element (e, "chit"))
                continue;
              if (!get_int (w, e, "number", 2, 12, &number) || !get_int (w, e, "count", 0, HW_SCENARIO_MAX_HEXES, &count))
                return FALSE;
              if (number == 0)
                continue;
              what = g_strdup_printf (_("chit %d"), number);
              if (duplicate_row (w, e, t->chits[number] != HW_NO_COUNT, t->chit_lines[number], what))
                return FALSE;
              t->chits[number] = count;
              t->chit_lines[number] = node_line (e);
            }
        }
      else if (is_element (part, "harbors"))
        {
          t->harbor_line = node_line (part);
          if (!get_int (w, part, "total", 0, HW_SCENARIO_MAX_HEXES, &t->harbor_total) ||
              !get_int (w, part, "generic", 0, HW_SCENARIO_MAX_HEXES, &t->harbor_generic) ||
              !get_int (w, part, "special", 0, HW_SCENARIO_MAX_HEXES, &t->harbor_special))
            return FALSE;
          FOR_EACH_ELEMENT (e, part)
            {
              HwResource resource = HW_RESOURCE_NONE;
              int count = HW_NO_COUNT;

              if (!is_element (e, "harbor"))
                continue;
              if (!parse_kind (w, e, "resource", FALSE, &resource) ||
                  !get_int (w, e, "count", 0, HW_SCENARIO_MAX_HEXES, &count))
                return FALSE;
              if (resource == HW_RESOURCE_NONE)
                continue;
              if (duplicate_row (w, e, t->harbor_resources[resource] != HW_NO_COUNT, t->harbor_line,
                                 hw_resource_to_string (resource)))
                return FALSE;
              t->harbor_resources[resource] = count;
            }
        }
      else if (is_element (part, "supply"))
        {
          g_autofree char *pawn_name = get_attr (part, "pawn");
          HwPawn pawn;
          int count = HW_NO_COUNT;
          int components = HW_NO_COUNT;

          if (pawn_name == NULL)
            continue;
          if (!hw_pawn_from_string (pawn_name, &pawn))
            {
              problem_set (&w->problem, node_line (part), HW_SCENARIO_ERROR_VALUE,
                           _("unknown pawn “%s”"), pawn_name);
              return FALSE;
            }
          if (!get_int (w, part, "count", 0, 999, &count) ||
              !get_int (w, part, "components", 0, 999, &components))
            return FALSE;
          if (duplicate_row (w, part, t->supply_lines[pawn] != 0, t->supply_lines[pawn], pawn_name))
            return FALSE;
          t->supply[pawn] = count;
          t->components[pawn] = components;
          t->supply_lines[pawn] = node_line (part);
        }
    }
  return TRUE;
}

static gboolean
get_coord (Walk    *w,
           xmlNode *node,
           HwCoord *c)
{
  int q = G_MININT, r = G_MININT;

  if (!get_int (w, node, "q", G_MININT, G_MAXINT, &q) ||
      !get_int (w, node, "r", G_MININT, G_MAXINT, &r))
    return FALSE;
  if (q == G_MININT || r == G_MININT)
    return FALSE;  /* missing: the schema reports it */
  if (ABS (q) > HW_SCENARIO_MAX_COORD || ABS (r) > HW_SCENARIO_MAX_COORD)
    {
      problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_TOO_LARGE,
                   _("coordinate (%d, %d) is beyond the format's limit of ±%d"),
                   q, r, HW_SCENARIO_MAX_COORD);
      return FALSE;
    }
  *c = hw_coord (q, r);
  return TRUE;
}

/* One hex as read, before it goes onto the board in reading order. */
typedef struct
{
  HwHex hex;
} HexData;

static int
hex_data_cmp (gconstpointer a,
              gconstpointer b)
{
  const HwHex *x = &((const HexData *) a)->hex, *y = &((const HexData *) b)->hex;

  if (x->coord.r != y->coord.r)
    return x->coord.r < y->coord.r ? -1 : 1;
  if (x->coord.q != y->coord.q)
    return x->coord.q < y->coord.q ? -1 : 1;
  return x->line < y->line ? -1 : x->line > y->line;
}

/* Reads one <hex>; FALSE with a problem on a bad value, FALSE without one when the hex
 * lacks what the schema requires (the schema then reports it). */
static gboolean
walk_hex (Walk    *w,
          xmlNode *node,
          HwBoard *board,
          HwHex   *hex)
{
  static const char *pawn_attrs[HW_N_PAWNS] = { "robber", "raider", "barbarian", "robin" };
  int chit = 0;
  g_autofree char *group_list = get_attr (node, "groups");
  g_autofree char *fixed_list = get_attr (node, "fixed");

  memset (hex, 0, sizeof *hex);
  hex->line = node_line (node);
  if (!get_coord (w, node, &hex->coord))
    return FALSE;
  if (!parse_terrain (w, node, "terrain", &hex->terrain) || !get_int (w, node, "chit", 2, 12, &chit))
    return FALSE;
  hex->chit = (guint8) chit;
  for (int p = 0; p < HW_N_PAWNS; p++)
    {
      int n = 0;

      if (!get_int (w, node, pawn_attrs[p], 0, 99, &n))
        return FALSE;
      hex->pawns[p] = (guint16) n;
    }
  if (group_list != NULL)
    {
      g_auto (GStrv) names = g_strsplit_set (group_list, " \t\r\n", -1);

      for (guint i = 0; names[i] != NULL; i++)
        {
          int g;

          if (names[i][0] == '\0')
            continue;
          g = hw_board_group_index (board, names[i], TRUE);
          if (g < 0)
            {
              problem_set (&w->problem, hex->line, HW_SCENARIO_ERROR_TOO_LARGE,
                           _("more than %d group names on one board"), HW_BOARD_MAX_GROUPS);
              return FALSE;
            }
          hex->groups |= 1u << g;
        }
    }
  if (fixed_list != NULL)
    {
      g_auto (GStrv) parts = g_strsplit_set (fixed_list, " \t\r\n", -1);

      for (guint i = 0; parts[i] != NULL; i++)
        {
          if (parts[i][0] == '\0')
            continue;
          if (strcmp (parts[i], "terrain") == 0)
            hex->flags |= HW_HEX_TERRAIN_FIXED;
          else if (strcmp (parts[i], "chit") == 0)
            hex->flags |= HW_HEX_CHIT_FIXED;
          else
            {
              problem_set (&w->problem, hex->line, HW_SCENARIO_ERROR_VALUE,
                           _("fixed=“%s” may only name terrain and chit"), fixed_list);
              return FALSE;
            }
        }
    }
  return hex->terrain != HW_TERRAIN_NONE;
}

static gboolean
walk_harbor (Walk    *w,
             xmlNode *node,
             HwBoard *board)
{
  HwHarbor harbor = { .resource = HW_RESOURCE_NONE };
  g_autofree char *kind = get_attr (node, "kind");
  g_autofree char *fixed = get_attr (node, "fixed");
  int side = -1;
  int existing;

  harbor.line = node_line (node);
  if (!get_coord (w, node, &harbor.coord))
    return !w->problem.failed;
  if (!get_int (w, node, "side", 0, 5, &side) ||
      !parse_kind (w, node, "kind", TRUE, &harbor.resource))
    return FALSE;
  if (side < 0 || kind == NULL)
    return TRUE;
  if (fixed != NULL)
    {
      if (strcmp (fixed, "yes") != 0)
        {
          problem_set (&w->problem, harbor.line, HW_SCENARIO_ERROR_VALUE,
                       _("fixed=“%s” on <harbor> may only be “yes”"), fixed);
          return FALSE;
        }
      harbor.flags |= HW_HARBOR_FIXED;
    }
  harbor.side = (guint8) side;
  existing = hw_board_find_harbor (board, harbor.coord, side);
  if (existing >= 0)
    {
      problem_set (&w->problem, harbor.line, HW_SCENARIO_ERROR_VALUE,
                   _("a harbor on side %d of hex (%d, %d) is already defined at line %u"),
                   side, harbor.coord.q, harbor.coord.r,
                   hw_board_get_harbor (board, existing)->line);
      return FALSE;
    }
  hw_board_add_harbor (board, &harbor);
  return TRUE;
}

static gboolean
walk_board (Walk    *w,
            xmlNode *node,
            HwBoard *board)
{
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (HexData));

  FOR_EACH_ELEMENT (e, node)
    {
      HexData d;

      if (!is_element (e, "hex"))
        continue;
      if (walk_hex (w, e, board, &d.hex))
        g_array_append_val (hexes, d);
      else if (w->problem.failed)
        return FALSE;
    }

  /* Sorted so the board only appends (no quadratic inserts on a shuffled file) and so
   * that duplicates sit side by side. */
  g_array_sort (hexes, hex_data_cmp);
  for (guint i = 0; i < hexes->len; i++)
    {
      HwHex *d = &g_array_index (hexes, HexData, i).hex;
      HwHex *hex;

      if (i > 0 && hw_coord_equal (d->coord, g_array_index (hexes, HexData, i - 1).hex.coord))
        {
          problem_set (&w->problem, d->line, HW_SCENARIO_ERROR_VALUE,
                       _("hex (%d, %d) is already defined at line %u"), d->coord.q, d->coord.r,
                       g_array_index (hexes, HexData, i - 1).hex.line);
          return FALSE;
        }
      hex = hw_board_set_hex (board, d->coord, d->terrain);
      *hex = *d;
    }

  FOR_EACH_ELEMENT (e, node)
    if (is_element (e, "harbor") && !walk_harbor (w, e, board))
      return FALSE;
  return TRUE;
}

static gboolean
walk_shuffle (Walk      *w,
              xmlNode   *node,
              HwVariant *v)
{
  g_autofree char *what = get_attr (node, "what");
  g_autofree char *group = get_attr (node, "group");
  HwShuffleKind kind;
  HwShuffle *shuffle;

  if (what == NULL)
    return TRUE;
  if (strcmp (what, "terrain") == 0)
    kind = HW_SHUFFLE_TERRAIN;
  else if (strcmp (what, "chits") == 0)
    kind = HW_SHUFFLE_CHITS;
  else if (strcmp (what, "harbors") == 0)
    kind = HW_SHUFFLE_HARBORS;
  else
    {
      problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                   _("shuffle what=“%s” must be terrain, chits or harbors"), what);
      return FALSE;
    }
  shuffle = hw_shuffle_new (kind, group);
  shuffle->line = node_line (node);
  g_ptr_array_add (v->shuffles, shuffle);

  FOR_EACH_ELEMENT (e, node)
    {
      int count = HW_NO_COUNT;
      int *slot = NULL;

      if (!get_int (w, e, "count", 0, HW_SCENARIO_MAX_HEXES, &count))
        return FALSE;
      if (is_element (e, "terrain"))
        {
          HwTerrain t = HW_TERRAIN_NONE;

          if (!parse_terrain (w, e, "type", &t))
            return FALSE;
          if (t != HW_TERRAIN_NONE)
            slot = &shuffle->terrains[t];
        }
      else if (is_element (e, "chit"))
        {
          int number = 0;

          if (!get_int (w, e, "number", 2, 12, &number))
            return FALSE;
          if (number != 0)
            slot = &shuffle->chits[number];
        }
      else if (is_element (e, "harbor"))
        {
          g_autofree char *k = get_attr (e, "kind");
          HwResource r = HW_RESOURCE_NONE;

          if (!parse_kind (w, e, "kind", TRUE, &r))
            return FALSE;
          if (k != NULL)
            slot = &shuffle->harbors[r + 1];
        }
      if (slot == NULL)
        continue;
      if (*slot != HW_NO_COUNT)
        {
          problem_set (&w->problem, node_line (e), HW_SCENARIO_ERROR_VALUE,
                       _("this pool entry is given twice"));
          return FALSE;
        }
      *slot = count;
      shuffle->has_pool = TRUE;
    }
  return TRUE;
}

/* Reads whole number attribute @name into @out; FALSE (with a problem) when it is missing or
 * out of [min, max], the range the schema states and the writer prints. */
static gboolean
get_u64 (Walk       *w,
         xmlNode    *node,
         const char *name,
         guint64     min,
         guint64     max,
         guint64    *out)
{
  g_autofree char *value = get_attr (node, name);

  if (value == NULL)
    {
      problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                   _("%s=“%s” on <%s> is not a whole number"),
                   name, "", (const char *) node->name);
      return FALSE;
    }
  if (!g_ascii_string_to_unsigned (value, 10, min, max, out, NULL))
    {
      /* The bounds are formatted apart, so that translators see the whole message. */
      g_autofree char *lo = g_strdup_printf ("%" G_GUINT64_FORMAT, min);
      g_autofree char *hi = g_strdup_printf ("%" G_GUINT64_FORMAT, max);

      problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                   _("%s=“%s” on <%s> must be a whole number from %s to %s"),
                   name, value, (const char *) node->name, lo, hi);
      return FALSE;
    }
  return TRUE;
}

/* <fair>: what generate --fair measured (hw-fair-record.h). Rates and intervals in the file
 * are for readers; they are computed again from the counts. */
static gboolean
walk_fair (Walk      *w,
           xmlNode   *node,
           HwVariant *v)
{
  g_autoptr(HwFairRecord) fair = hw_fair_record_new ();
  guint64 n, total = 0;

  if (!get_u64 (w, node, "candidates", 0, HW_SCENARIO_MAX_BEST_OF, &n))
    return FALSE;
  fair->candidates = (guint) n;
  if (!get_u64 (w, node, "chosen", 0, HW_SCENARIO_MAX_BEST_OF, &n))
    return FALSE;
  fair->chosen = (guint) n;
  if (!get_u64 (w, node, "raced", 0, HW_SCENARIO_MAX_BEST_OF, &n))
    return FALSE;
  fair->raced = (guint) n;
  if (!get_u64 (w, node, "first-games", 0, G_MAXUINT32, &n))
    return FALSE;
  fair->first_games = (guint) n;
  if (!get_u64 (w, node, "race-games", 0, G_MAXUINT64, &fair->race_games)
      || !get_u64 (w, node, "turn-limit", 0, G_MAXUINT32, &n))
    return FALSE;
  fair->turn_limit = (guint) n;
  if (!get_u64 (w, node, "batch-seed", 0, G_MAXUINT64, &fair->batch_seed)
      || !get_u64 (w, node, "games", 0, G_MAXUINT64, &fair->games))
    return FALSE;
  fair->bots = get_attr (node, "bots");
  {
    g_autofree char *gap = get_attr (node, "predicted-gap");

    fair->predicted_gap = gap ? g_ascii_strtod (gap, NULL) : 0.0;
  }
  FOR_EACH_ELEMENT (seat, node)
    {
      guint64 number;

      if (!is_element (seat, "seat"))
        continue;
      if (!get_u64 (w, seat, "number", 1, HW_FAIR_MAX_SEATS, &number) || !get_u64 (w, seat, "wins", 0, G_MAXUINT64, &n))
        return FALSE;
      if (number != fair->n_seats + 1)
        {
          problem_set (&w->problem, node_line (seat), HW_SCENARIO_ERROR_VALUE,
                       _("<seat number=“%u”> is out of order: seats are numbered 1, 2, 3, …"), (guint) number);
          return FALSE;
        }
      /* Wins past 2^64 in all would wrap the sum round to a small number. */
      if (n > G_MAXUINT64 - total)
        {
          problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                       _("<fair> counts more wins than games"));
          return FALSE;
        }
      fair->wins[fair->n_seats++] = n;
      total += n;
    }
  if (total > fair->games)
    {
      problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                   _("<fair> counts more wins than games"));
      return FALSE;
    }
  g_clear_pointer (&v->fair, hw_fair_record_free);
  v->fair = g_steal_pointer (&fair);
  return TRUE;
}

static gboolean
walk_variant (Walk       *w,
              xmlNode    *node,
              HwScenario *s)
{
  g_autofree char *id = get_attr (node, "id");
  HwVariant *v;

  for (guint i = 0; id != NULL && i < s->variants->len; i++)
    {
      HwVariant *other = g_ptr_array_index (s->variants, i);

      if (g_strcmp0 (other->id, id) == 0)
        {
          problem_set (&w->problem, node_line (node), HW_SCENARIO_ERROR_VALUE,
                       _("variant “%s” is already defined at line %u"), id, other->line);
          return FALSE;
        }
    }
  v = hw_variant_new (id, s->min_players, s->max_players);
  v->line = node_line (node);
  g_ptr_array_add (s->variants, v);
  if (!parse_players (w, node, &v->min_players, &v->max_players))
    return FALSE;
  if (v->min_players < s->min_players || v->max_players > s->max_players)
    {
      problem_set (&w->problem, v->line, HW_SCENARIO_ERROR_VALUE,
                   _("variant for %d-%d players lies outside the scenario's %d-%d players"),
                   v->min_players, v->max_players, s->min_players, s->max_players);
      return FALSE;
    }

  FOR_EACH_ELEMENT (part, node)
    {
      if (is_element (part, "tables"))
        {
          if (!walk_tables (w, part, &v->tables))
            return FALSE;
        }
      else if (is_element (part, "board"))
        {
          if (!walk_board (w, part, v->board))
            return FALSE;
        }
      else if (is_element (part, "generator"))
        {
          g_autofree char *seed = get_attr (part, "seed");

          if (seed != NULL)
            {
              if (!g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, &v->seed, NULL))
                {
                  /* The bound is formatted apart, so that translators see the whole message. */
                  g_autofree char *max = g_strdup_printf ("%" G_GUINT64_FORMAT, G_MAXUINT64);
                  problem_set (&w->problem, node_line (part), HW_SCENARIO_ERROR_VALUE,
                               _("seed=“%s” must be a whole number from 0 to %s"), seed, max);
                  return FALSE;
                }
              v->has_seed = TRUE;
            }
          {
            int best_of = 0;

            if (!get_int (w, part, "best-of", 1, HW_SCENARIO_MAX_BEST_OF, &best_of))
              return FALSE;
            v->best_of = (guint) best_of;
          }
          FOR_EACH_ELEMENT (sh, part)
            {
              if (is_element (sh, "shuffle") && !walk_shuffle (w, sh, v))
                return FALSE;
              if (is_element (sh, "fair") && !walk_fair (w, sh, v))
                return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
walk_scenario (Walk       *w,
               xmlNode    *root,
               HwScenario *s)
{
  s->id = get_attr (root, "id");
  if (!parse_players (w, root, &s->min_players, &s->max_players) ||
      !get_int (w, root, "victory", 1, 99, &s->victory_points))
    return FALSE;

  FOR_EACH_ELEMENT (e, root)
    {
      gboolean ok = TRUE;

      if (is_element (e, "name"))
        ok = walk_text (w, e, s->names);
      else if (is_element (e, "description"))
        ok = walk_text (w, e, s->descriptions);
      else if (is_element (e, "rules"))
        ok = walk_rules (w, e, s);
      else if (is_element (e, "variant"))
        ok = walk_variant (w, e, s);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

/* ---------------------------------------------------------------------------------------
 * Loading
 * ------------------------------------------------------------------------------------- */

HwScenario *
hw_scenario_load_data (const char  *data,
                       gsize        length,
                       const char  *display_name,
                       GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(HwScenario) scenario = NULL;
  Problem parse = { 0 };
  Problem schema = { 0 };
  Walk walk = { 0 };
  Walk attributes = { { 0 } };
  xmlNode *root;
  Problem *first;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = "<memory>";

  doc = parse_document (data ? data : "", length, &parse);
  if (doc == NULL)
    {
      problem_raise (&parse, display_name, error);
      problem_clear (&parse);
      return NULL;
    }

  root = xmlDocGetRootElement (doc);
  if (root == NULL || !is_element (root, "scenario"))
    {
      Problem p = { 0 };

      problem_set (&p, root ? node_line (root) : 1, HW_SCENARIO_ERROR_SCHEMA,
                   _("not a scenario: the root element must be <scenario xmlns=\"%s\">"),
                   HW_SCENARIO_NS);
      problem_raise (&p, display_name, error);
      problem_clear (&p);
      return NULL;
    }

  /* The walk goes first: RELAX NG validation clears the true lines kept in node->psvi. */
  scenario = hw_scenario_new ();
  check_attributes (&attributes, root);
  walk_scenario (&walk, root, scenario);
  if (!walk.problem.failed || walk.problem.code != HW_SCENARIO_ERROR_TOO_LARGE)
    check_schema (doc, &schema);

  /* Report whichever problem comes first in the file; at the same line our own messages
   * are clearer than the schema's. */
  first = NULL;
  if (walk.problem.failed)
    first = &walk.problem;
  if (attributes.problem.failed && (first == NULL || attributes.problem.line < first->line))
    first = &attributes.problem;
  if (schema.failed && (first == NULL || schema.line < first->line))
    first = &schema;
  if (first != NULL)
    {
      problem_raise (first, display_name, error);
      problem_clear (&walk.problem);
      problem_clear (&attributes.problem);
      problem_clear (&schema);
      return NULL;
    }

  scenario->filename = g_strdup (display_name);
  return g_steal_pointer (&scenario);
}

/* Reads at most the size limit plus one byte, refusing what is not a regular file, so a
 * huge file or /dev/zero cannot exhaust memory. */
static char *
read_limited (const char  *path,
              const char  *display,
              gsize       *length,
              GError     **error)
{
  g_autofree char *buf = NULL;
  gsize cap, len = 0;
  struct stat st;
  int fd;

  /* NONBLOCK: opening a FIFO would otherwise wait for a writer; for a regular file it
   * changes nothing. */
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0);
  if (fd < 0)
    {
      int saved = errno;
      g_set_error (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO, _("%s: cannot open: %s"),
                   display, g_strerror (saved));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      g_set_error (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO,
                   _("%s: not a regular file"), display);
      close (fd);
      return NULL;
    }
  cap = HW_SCENARIO_MAX_BYTES + 1;
  if (st.st_size >= 0 && (guint64) st.st_size < cap)
    cap = (gsize) st.st_size + 1;
  buf = g_malloc (cap + 1);
  for (;;)
    {
      gssize n = read (fd, buf + len, cap - len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;
          g_set_error (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO, _("%s: cannot read: %s"),
                       display, g_strerror (saved));
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      len += n;
      if (len == cap)
        {
          if (cap > HW_SCENARIO_MAX_BYTES)
            break;
          /* The file grew since fstat: read on, up to the limit. */
          cap = MIN (cap * 2, (gsize) HW_SCENARIO_MAX_BYTES + 1);
          buf = g_realloc (buf, cap + 1);
        }
    }
  close (fd);
  buf[len] = '\0';
  *length = len;
  return g_steal_pointer (&buf);
}

HwScenario *
hw_scenario_load_file (const char  *path,
                       GError     **error)
{
  g_autofree char *display = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  HwScenario *scenario;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display = g_filename_display_name (path);
  data = read_limited (path, display, &length, error);
  if (data == NULL)
    return NULL;
  scenario = hw_scenario_load_data (data, length, display, error);
  if (scenario != NULL)
    {
      g_free (scenario->filename);
      scenario->filename = g_strdup (path);
    }
  return scenario;
}

/* ---------------------------------------------------------------------------------------
 * Saving: canonical bytes (schemas/README.md, "Canonical form")
 * ------------------------------------------------------------------------------------- */

static void
append_escaped (GString    *out,
                const char *text,
                gboolean    attribute)
{
  for (const char *p = text ? text : ""; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      switch (c)
        {
        case '&': g_string_append (out, "&amp;"); break;
        case '<': g_string_append (out, "&lt;"); break;
        case '>': g_string_append (out, "&gt;"); break;
        case '"':
          g_string_append (out, attribute ? "&quot;" : "\"");
          break;
        case '\r': g_string_append (out, "&#13;"); break;
        case '\n':
          g_string_append (out, attribute ? "&#10;" : "\n");
          break;
        case '\t':
          g_string_append (out, attribute ? "&#9;" : "\t");
          break;
        default:
          /* Other control characters cannot appear in XML 1.0 at all. */
          if (c >= 0x20)
            g_string_append_c (out, (char) c);
          break;
        }
    }
}

static void
attr_str (GString    *out,
          const char *name,
          const char *value)
{
  g_string_append_printf (out, " %s=\"", name);
  append_escaped (out, value, TRUE);
  g_string_append_c (out, '"');
}

static void
attr_int (GString    *out,
          const char *name,
          int         value)
{
  g_string_append_printf (out, " %s=\"%d\"", name, value);
}

/* The fair record's counts are unsigned and may pass G_MAXINT; printed as int they would
 * come out negative, and the file would not load back. */
static void
attr_uint (GString    *out,
           const char *name,
           guint       value)
{
  g_string_append_printf (out, " %s=\"%u\"", name, value);
}

static void
attr_u64 (GString    *out,
          const char *name,
          guint64     value)
{
  g_string_append_printf (out, " %s=\"%" G_GUINT64_FORMAT "\"", name, value);
}

static void
attr_opt (GString    *out,
          const char *name,
          int         value)
{
  if (value != HW_NO_COUNT)
    attr_int (out, name, value);
}

static void
attr_players (GString *out,
              int      min_players,
              int      max_players)
{
  if (min_players == max_players)
    g_string_append_printf (out, " players=\"%d\"", min_players);
  else
    g_string_append_printf (out, " players=\"%d-%d\"", min_players, max_players);
}

static void
indent (GString *out,
        int      level)
{
  for (int i = 0; i < level; i++)
    g_string_append (out, "  ");
}

static void
write_texts (GString    *out,
             const char *element,
             GPtrArray  *texts)
{
  for (guint i = 0; i < texts->len; i++)
    {
      HwText *t = g_ptr_array_index (texts, i);

      g_string_append_printf (out, "  <%s", element);
      if (t->lang != NULL && t->lang[0] != '\0')
        attr_str (out, "xml:lang", t->lang);
      g_string_append_c (out, '>');
      append_escaped (out, t->text, FALSE);
      g_string_append_printf (out, "</%s>\n", element);
    }
}

static void
write_rules (GString          *out,
             const HwScenario *s)
{
  if (s->modules->len == 0)
    {
      g_string_append (out, "  <rules/>\n");
      return;
    }
  g_string_append (out, "  <rules>\n");
  for (guint i = 0; i < s->modules->len; i++)
    {
      HwModule *m = g_ptr_array_index (s->modules, i);

      g_string_append (out, "    <module");
      attr_str (out, "id", m->id);
      if (m->params->len == 0)
        {
          g_string_append (out, "/>\n");
          continue;
        }
      g_string_append (out, ">\n");
      for (guint j = 0; j < m->params->len; j++)
        {
          HwParam *p = g_ptr_array_index (m->params, j);

          g_string_append (out, "      <param");
          attr_str (out, "name", p->name);
          attr_str (out, "value", p->value);
          g_string_append (out, "/>\n");
        }
      g_string_append (out, "    </module>\n");
    }
  g_string_append (out, "  </rules>\n");
}

static gboolean
any_set (const int *values,
         int        n)
{
  for (int i = 0; i < n; i++)
    if (values[i] != HW_NO_COUNT)
      return TRUE;
  return FALSE;
}

/* Writes <terrain type= count=>, <chit number= count=> or <harbor kind= count=> pools. */
static void
write_terrain_entries (GString   *out,
                       int        level,
                       const int *terrains)
{
  for (int t = HW_TERRAIN_SEA; t < HW_N_TERRAINS; t++)
    if (terrains[t] != HW_NO_COUNT)
      {
        indent (out, level);
        g_string_append (out, "<terrain");
        attr_str (out, "type", hw_terrain_to_string ((HwTerrain) t));
        attr_int (out, "count", terrains[t]);
        g_string_append (out, "/>\n");
      }
}

static void
write_chit_entries (GString   *out,
                    int        level,
                    const int *chits)
{
  for (int n = 2; n <= 12; n++)
    if (chits[n] != HW_NO_COUNT)
      {
        indent (out, level);
        g_string_append (out, "<chit");
        attr_int (out, "number", n);
        attr_int (out, "count", chits[n]);
        g_string_append (out, "/>\n");
      }
}

static void
write_tables (GString        *out,
              const HwTables *t)
{
  gboolean terrains = t->terrain_total != HW_NO_COUNT || any_set (t->terrains, HW_N_TERRAINS);
  gboolean chits = t->chit_total != HW_NO_COUNT || any_set (t->chits, 13);
  gboolean harbor_rows = any_set (t->harbor_resources, HW_N_RESOURCES);
  gboolean harbors = harbor_rows || t->harbor_total != HW_NO_COUNT ||
                     t->harbor_generic != HW_NO_COUNT || t->harbor_special != HW_NO_COUNT;
  gboolean supply = any_set (t->supply, HW_N_PAWNS) || any_set (t->components, HW_N_PAWNS);

  if (!terrains && !chits && !harbors && !supply)
    return;
  g_string_append (out, "    <tables>\n");
  if (terrains)
    {
      g_string_append (out, "      <terrains");
      attr_opt (out, "total", t->terrain_total);
      if (!any_set (t->terrains, HW_N_TERRAINS))
        g_string_append (out, "/>\n");
      else
        {
          g_string_append (out, ">\n");
          write_terrain_entries (out, 4, t->terrains);
          g_string_append (out, "      </terrains>\n");
        }
    }
  if (chits)
    {
      g_string_append (out, "      <chits");
      attr_opt (out, "total", t->chit_total);
      if (!any_set (t->chits, 13))
        g_string_append (out, "/>\n");
      else
        {
          g_string_append (out, ">\n");
          write_chit_entries (out, 4, t->chits);
          g_string_append (out, "      </chits>\n");
        }
    }
  if (harbors)
    {
      g_string_append (out, "      <harbors");
      attr_opt (out, "total", t->harbor_total);
      attr_opt (out, "generic", t->harbor_generic);
      attr_opt (out, "special", t->harbor_special);
      if (!harbor_rows)
        g_string_append (out, "/>\n");
      else
        {
          g_string_append (out, ">\n");
          for (int r = 0; r < HW_N_RESOURCES; r++)
            if (t->harbor_resources[r] != HW_NO_COUNT)
              {
                g_string_append (out, "        <harbor");
                attr_str (out, "resource", hw_resource_to_string ((HwResource) r));
                attr_int (out, "count", t->harbor_resources[r]);
                g_string_append (out, "/>\n");
              }
          g_string_append (out, "      </harbors>\n");
        }
    }
  for (int p = 0; p < HW_N_PAWNS; p++)
    if (t->supply[p] != HW_NO_COUNT || t->components[p] != HW_NO_COUNT)
      {
        g_string_append (out, "      <supply");
        attr_str (out, "pawn", hw_pawn_to_string ((HwPawn) p));
        attr_opt (out, "count", t->supply[p]);
        attr_opt (out, "components", t->components[p]);
        g_string_append (out, "/>\n");
      }
  g_string_append (out, "    </tables>\n");
}

static int
cmp_str (gconstpointer a,
         gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
write_hex (GString       *out,
           const HwBoard *board,
           const HwHex   *hex)
{
  g_string_append (out, "      <hex");
  attr_int (out, "q", hex->coord.q);
  attr_int (out, "r", hex->coord.r);
  attr_str (out, "terrain", hw_terrain_to_string (hex->terrain));
  if (hex->chit != 0)
    attr_int (out, "chit", hex->chit);
  if (hex->groups != 0)
    {
      /* By name, so the bytes do not depend on the order groups were created in. */
      g_autoptr(GPtrArray) names = g_ptr_array_new ();
      g_autofree char *joined = NULL;

      for (guint g = 0; g < hw_board_n_groups (board) && g < 32; g++)
        if (hex->groups & (1u << g))
          g_ptr_array_add (names, (gpointer) hw_board_group_name (board, g));
      g_ptr_array_sort (names, cmp_str);
      g_ptr_array_add (names, NULL);
      joined = g_strjoinv (" ", (char **) names->pdata);
      attr_str (out, "groups", joined);
    }
  for (int p = 0; p < HW_N_PAWNS; p++)
    if (hex->pawns[p] != 0)
      attr_int (out, hw_pawn_to_string ((HwPawn) p), hex->pawns[p]);
  if (hex->flags & (HW_HEX_TERRAIN_FIXED | HW_HEX_CHIT_FIXED))
    {
      gboolean both = (hex->flags & HW_HEX_TERRAIN_FIXED) && (hex->flags & HW_HEX_CHIT_FIXED);

      attr_str (out, "fixed", both ? "terrain chit"
                              : (hex->flags & HW_HEX_TERRAIN_FIXED) ? "terrain" : "chit");
    }
  g_string_append (out, "/>\n");
}

static int
harbor_cmp (gconstpointer a,
            gconstpointer b)
{
  const HwHarbor *x = *(const HwHarbor * const *) a, *y = *(const HwHarbor * const *) b;

  if (x->coord.r != y->coord.r)
    return x->coord.r < y->coord.r ? -1 : 1;
  if (x->coord.q != y->coord.q)
    return x->coord.q < y->coord.q ? -1 : 1;
  return (int) x->side - (int) y->side;
}

static void
write_board (GString       *out,
             const HwBoard *board)
{
  guint n_hexes = hw_board_n_hexes (board);
  guint n_harbors = hw_board_n_harbors (board);
  g_autoptr(GPtrArray) harbors = g_ptr_array_new ();

  if (n_hexes == 0 && n_harbors == 0)
    {
      g_string_append (out, "    <board/>\n");
      return;
    }
  g_string_append (out, "    <board>\n");
  /* The board keeps hexes in reading order, which is the canonical order. */
  for (guint i = 0; i < n_hexes; i++)
    write_hex (out, board, hw_board_get_hex (board, i));
  for (guint i = 0; i < n_harbors; i++)
    g_ptr_array_add (harbors, hw_board_get_harbor (board, i));
  g_ptr_array_sort (harbors, harbor_cmp);
  for (guint i = 0; i < harbors->len; i++)
    {
      const HwHarbor *h = g_ptr_array_index (harbors, i);

      g_string_append (out, "      <harbor");
      attr_int (out, "q", h->coord.q);
      attr_int (out, "r", h->coord.r);
      attr_int (out, "side", h->side);
      attr_str (out, "kind", h->resource == HW_RESOURCE_NONE
                               ? "generic" : hw_resource_to_string (h->resource));
      if (h->flags & HW_HARBOR_FIXED)
        attr_str (out, "fixed", "yes");
      g_string_append (out, "/>\n");
    }
  g_string_append (out, "    </board>\n");
}

static void
write_fair (GString            *out,
            const HwFairRecord *fair)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (out, "      <fair");
  attr_uint (out, "candidates", fair->candidates);
  attr_uint (out, "chosen", fair->chosen);
  attr_uint (out, "raced", fair->raced);
  attr_uint (out, "first-games", fair->first_games);
  attr_u64 (out, "race-games", fair->race_games);
  attr_str (out, "bots", fair->bots ? fair->bots : "");
  attr_uint (out, "turn-limit", fair->turn_limit);
  attr_u64 (out, "batch-seed", fair->batch_seed);
  attr_u64 (out, "games", fair->games);
  g_ascii_formatd (number, sizeof number, "%.2f", fair->predicted_gap);
  attr_str (out, "predicted-gap", number);
  g_ascii_formatd (number, sizeof number, "%.2f", hw_fair_record_gap (fair));
  attr_str (out, "gap", number);
  g_string_append (out, ">\n");
  for (guint s = 0; s < fair->n_seats; s++)
    {
      double rate, lo, hi;

      hw_fair_record_rate (fair, s, &rate, &lo, &hi);
      g_string_append (out, "        <seat");
      attr_uint (out, "number", s + 1);
      attr_u64 (out, "wins", fair->wins[s]);
      g_ascii_formatd (number, sizeof number, "%.4f", rate);
      attr_str (out, "rate", number);
      g_ascii_formatd (number, sizeof number, "%.4f", lo);
      attr_str (out, "low", number);
      g_ascii_formatd (number, sizeof number, "%.4f", hi);
      attr_str (out, "high", number);
      g_string_append (out, "/>\n");
    }
  g_string_append (out, "      </fair>\n");
}

static void
write_generator (GString         *out,
                 const HwVariant *v)
{
  if (!v->has_seed && v->shuffles->len == 0 && v->fair == NULL)
    return;
  g_string_append (out, "    <generator");
  if (v->has_seed)
    attr_u64 (out, "seed", v->seed);
  if (v->best_of > 1)
    attr_uint (out, "best-of", v->best_of);
  if (v->shuffles->len == 0 && v->fair == NULL)
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, ">\n");
  if (v->fair != NULL)
    write_fair (out, v->fair);
  for (guint i = 0; i < v->shuffles->len; i++)
    {
      const HwShuffle *sh = g_ptr_array_index (v->shuffles, i);
      static const char *what[] = { "terrain", "chits", "harbors" };
      gboolean pool;

      g_string_append (out, "      <shuffle");
      attr_str (out, "what", what[CLAMP ((int) sh->kind, 0, 2)]);
      if (sh->group != NULL)
        attr_str (out, "group", sh->group);
      switch (sh->kind)
        {
        case HW_SHUFFLE_TERRAIN: pool = any_set (sh->terrains, HW_N_TERRAINS); break;
        case HW_SHUFFLE_CHITS: pool = any_set (sh->chits, 13); break;
        case HW_SHUFFLE_HARBORS: pool = any_set (sh->harbors, HW_N_RESOURCES + 1); break;
        default: pool = FALSE; break;
        }
      if (!pool)
        {
          g_string_append (out, "/>\n");
          continue;
        }
      g_string_append (out, ">\n");
      if (sh->kind == HW_SHUFFLE_TERRAIN)
        write_terrain_entries (out, 4, sh->terrains);
      else if (sh->kind == HW_SHUFFLE_CHITS)
        write_chit_entries (out, 4, sh->chits);
      else
        for (int k = 0; k <= HW_N_RESOURCES; k++)
          if (sh->harbors[k] != HW_NO_COUNT)
            {
              g_string_append (out, "        <harbor");
              attr_str (out, "kind", k == 0 ? "generic" : hw_resource_to_string ((HwResource) (k - 1)));
              attr_int (out, "count", sh->harbors[k]);
              g_string_append (out, "/>\n");
            }
      g_string_append (out, "      </shuffle>\n");
    }
  g_string_append (out, "    </generator>\n");
}

char *
hw_scenario_to_data (const HwScenario *scenario,
                     gsize            *length)
{
  GString *out;

  g_return_val_if_fail (scenario != NULL, NULL);

  out = g_string_sized_new (4096);
  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append (out, "<scenario xmlns=\"" HW_SCENARIO_NS "\"");
  attr_str (out, "id", scenario->id);
  attr_players (out, scenario->min_players, scenario->max_players);
  attr_int (out, "victory", scenario->victory_points);
  g_string_append (out, ">\n");
  write_texts (out, "name", scenario->names);
  write_texts (out, "description", scenario->descriptions);
  write_rules (out, scenario);
  for (guint i = 0; i < scenario->variants->len; i++)
    {
      const HwVariant *v = g_ptr_array_index (scenario->variants, i);

      g_string_append (out, "  <variant");
      attr_str (out, "id", v->id);
      attr_players (out, v->min_players, v->max_players);
      g_string_append (out, ">\n");
      write_tables (out, &v->tables);
      write_board (out, v->board);
      write_generator (out, v);
      g_string_append (out, "  </variant>\n");
    }
  g_string_append (out, "</scenario>\n");

  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

gboolean
hw_scenario_save_file (const HwScenario  *scenario,
                       const char        *path,
                       GError           **error)
{
  g_autofree char *data = NULL;
  g_autofree char *real = NULL;
  g_autoptr(GError) local = NULL;
  const char *target = path;
  gsize length;

  g_return_val_if_fail (scenario != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = hw_scenario_to_data (scenario, &length);

  /* A group name with a space would come back as two groups, and still read as valid. */
  for (guint i = 0; i < scenario->variants->len; i++)
    {
      const HwBoard *board = ((HwVariant *) g_ptr_array_index (scenario->variants, i))->board;

      for (guint g = 0; g < hw_board_n_groups (board); g++)
        {
          const char *name = hw_board_group_name (board, g);

          if (name[0] == '\0' || name[strcspn (name, " \t\r\n")] != '\0')
            {
              g_autofree char *display = g_filename_display_name (path);

              g_set_error (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_VALUE,
                           _("%s: not saved: the group name “%s” must be one word"), display, name);
              return FALSE;
            }
        }
    }

  /* Never replace a good file with one that would not load back (an id with a space, a
   * board over the limits, ...): read the bytes first, as the next load will. */
  {
    g_autofree char *display = g_filename_display_name (path);
    g_autoptr(HwScenario) back = hw_scenario_load_data (data, length, display, &local);

    if (back == NULL)
      {
        g_set_error (error, HW_SCENARIO_ERROR, local->code,
                     _("%s: not saved, the file would not load back: %s"), display,
                     local->message);
        return FALSE;
      }
  }

  /* Renaming over a symbolic link would replace the link; write where it points. */
  real = realpath (path, NULL);
  if (real != NULL && g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    target = real;
  /* CONSISTENT writes a temporary file beside the target and renames it over, so the old
   * file stays whole until the new one is complete; DURABLE syncs it first, so a crash
   * right after the rename cannot leave an empty file. */
  if (!g_file_set_contents_full (target, data, (gssize) length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0666, &local))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, HW_SCENARIO_ERROR, HW_SCENARIO_ERROR_IO, _("%s: cannot save: %s"),
                   display, local->message);
      return FALSE;
    }
  return TRUE;
}
