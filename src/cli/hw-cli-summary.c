/* hw-cli-summary.c: the rule modules' lines in simulate's summary, printed from their
 * sections of the results document as their statistics descriptors say (HwModuleStatsDesc
 * .summary), so that simulate names no module. */
#include "config.h"

#include "hw-cli-summary.h"
#include "hw-module-registry.h"

#include <glib/gi18n.h>
#include <stdlib.h>

/* One argument of a line, formatted by its own conversion. */
typedef struct
{
  char   *text;     /* %s */
  double  number;   /* %f, %e, %g */
  guint64 count;    /* %u, %d */
} Arg;

/* Appends @format with @args, each conversion ("%.2f", "%2$s") formatted on its own, since
 * the arguments are only known when the line is printed. */
static void
append_formatted (GString    *out,
                  const char *format,
                  const Arg  *args,
                  guint       n_args)
{
  guint next = 0;

  for (const char *p = format; *p != '\0';)
    {
      g_autoptr(GString) spec = NULL;
      const char *q;
      guint index;
      char conv;

      if (*p != '%')
        {
          g_string_append_c (out, *p++);
          continue;
        }
      if (p[1] == '%')
        {
          g_string_append_c (out, '%');
          p += 2;
          continue;
        }
      p++;
      for (q = p; g_ascii_isdigit (*q); q++)
        ;
      if (*q == '$' && q > p)
        {
          index = (guint) strtoul (p, NULL, 10) - 1;
          p = q + 1;
        }
      else
        index = next++;
      spec = g_string_new ("%");
      while (*p != '\0' && strchr ("-+ #0123456789.lhz", *p) != NULL)
        g_string_append_c (spec, *p++);
      conv = *p;
      if (conv == '\0')
        break;
      p++;
      g_string_append_c (spec, conv);
      if (index >= n_args)
        continue;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      switch (conv)
        {
        case 's':
          g_string_append_printf (out, spec->str, args[index].text ? args[index].text : "");
          break;
        case 'f': case 'F': case 'e': case 'E': case 'g': case 'G':
          g_string_append_printf (out, spec->str, args[index].number);
          break;
        case 'u': case 'x': case 'X':
          g_string_append_printf (out, spec->str, (guint) args[index].count);
          break;
        default:
          g_string_append_printf (out, spec->str, (int) args[index].count);
          break;
        }
#pragma GCC diagnostic pop
    }
}

/* The value of @arg in @section (or in @seat, one element of its "by-seat"). */
static void
arg_value (const HwModuleSummaryArg *arg,
           JsonObject               *section,
           JsonObject               *seat,
           Arg                      *out)
{
  JsonObject *mean = json_object_has_member (section, "per-game")
                     ? json_object_get_object_member (section, "per-game") : NULL;
  double n = (double) MAX (json_object_get_int_member (section, "games"), 1);

  switch (arg->kind)
    {
    case HW_MODULE_ARG_COUNT:
      /* Counts are formatted apart, so that translators see whole messages. */
      out->text = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (section, arg->key));
      break;
    case HW_MODULE_ARG_VALUE:
      out->number = json_object_get_double_member (section, arg->key);
      break;
    case HW_MODULE_ARG_PER_GAME:
      out->number = json_object_get_double_member (mean, arg->key);
      break;
    case HW_MODULE_ARG_PERCENT:
      out->number = 100.0 * json_object_get_double_member (section, arg->key);
      break;
    case HW_MODULE_ARG_PER_GAME_PERCENT:
      out->number = 100.0 * json_object_get_double_member (mean, arg->key);
      break;
    case HW_MODULE_ARG_SEAT:
      out->count = (guint64) json_object_get_int_member (seat, arg->key);
      break;
    case HW_MODULE_ARG_SEAT_VALUE:
      out->number = json_object_get_double_member (seat, arg->key);
      break;
    case HW_MODULE_ARG_SEAT_PERCENT:
      out->number = 100.0 * json_object_get_double_member (seat, arg->key);
      break;
    case HW_MODULE_ARG_SEAT_MEAN:
      out->number = (double) json_object_get_int_member (seat, arg->key) / n;
      break;
    default:
      break;
    }
}

/* Prints @line's translated format with its arguments from @section (and @seat). */
static void
print_text (const HwModuleSummaryLine *line,
            JsonObject                *section,
            JsonObject                *seat)
{
  Arg args[HW_MODULE_SUMMARY_MAX_ARGS] = { { 0 } };
  g_autoptr(GString) out = g_string_new (NULL);
  guint n = 0;

  while (n < HW_MODULE_SUMMARY_MAX_ARGS && line->args[n].key != NULL)
    {
      arg_value (&line->args[n], section, seat, &args[n]);
      n++;
    }
  append_formatted (out, _(line->format), args, n);
  g_print ("%s", out->str);
  for (guint i = 0; i < n; i++)
    g_free (args[i].text);
}

/* The hexes' member sorted on, most first. */
static const char *sort_key;

static int
compare_hexes (gconstpointer a,
               gconstpointer b)
{
  double x = json_object_get_double_member (*(JsonObject *const *) a, sort_key);
  double y = json_object_get_double_member (*(JsonObject *const *) b, sort_key);

  return (x < y) - (x > y);
}

/* The production's hexes by @key, most first. */
static void
print_hexes (const HwModuleSummaryLine *line,
             JsonArray                 *hexes)
{
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();
  const char *key = line->args[0].key;

  for (guint i = 0; hexes && i < json_array_get_length (hexes); i++)
    g_ptr_array_add (sorted, json_array_get_object_element (hexes, i));
  sort_key = key;
  g_ptr_array_sort (sorted, compare_hexes);
  g_print ("%s", _(line->format));
  for (guint i = 0; i < sorted->len; i++)
    {
      JsonObject *o = g_ptr_array_index (sorted, i);
      g_print (" (%d,%d) %s %.1f;", (int) json_object_get_int_member (o, "q"),
               (int) json_object_get_int_member (o, "r"),
               json_object_get_string_member (o, "terrain"),
               json_object_get_double_member (o, key));
    }
  g_print ("\n");
}

/* The bins of a histogram that hold a game ("from-to: games"). */
static void
print_hist (const HwModuleSummaryLine *line,
            JsonObject                *section)
{
  JsonArray *turns = json_object_get_array_member (section, line->args[0].key);
  int bin = (int) json_object_get_int_member (section, line->args[1].key);

  g_print ("%s", _(line->format));
  for (guint i = 0; i < json_array_get_length (turns); i++)
    {
      gint64 k = json_array_get_int_element (turns, i);

      if (k == 0)
        continue;
      if (i + 1 == json_array_get_length (turns))
        g_print (" %d+: %" G_GINT64_FORMAT ";", (int) i * bin, k);
      else
        g_print (" %d-%d: %" G_GINT64_FORMAT ";", (int) i * bin, (int) (i + 1) * bin - 1, k);
    }
  g_print ("\n");
}

/* Each place's value. */
static void
print_places (const HwModuleSummaryLine *line,
              JsonObject                *section)
{
  JsonArray *places = json_object_get_array_member (section, line->args[1].key);

  g_print ("%s", _(line->format));
  for (guint i = 0; i < json_array_get_length (places); i++)
    {
      JsonObject *o = json_array_get_object_element (places, i);

      g_print (" (%d,%d) %.2f;", (int) json_object_get_int_member (o, "q"), (int) json_object_get_int_member (o, "r"),
               json_object_get_double_member (o, line->args[0].key));
    }
  g_print ("\n");
}

void
hw_cli_print_module_summaries (JsonObject *top)
{
  const HwModuleStatsDesc *descs[HW_MODULE_REGISTRY_MAX];
  guint n = hw_module_registry_stats (descs, G_N_ELEMENTS (descs));

  for (guint m = 0; m < n; m++)
    {
      const HwModuleStatsDesc *d = descs[m];
      JsonObject *section;

      if (d->section == NULL || !json_object_has_member (top, d->section))
        continue;
      section = json_object_get_object_member (top, d->section);
      for (guint i = 0; i < d->n_summary; i++)
        {
          const HwModuleSummaryLine *line = &d->summary[i];
          JsonArray *seats;

          switch (line->kind)
            {
            case HW_MODULE_LINE_TEXT:
              print_text (line, section, NULL);
              break;
            case HW_MODULE_LINE_BY_SEAT:
              seats = json_object_get_array_member (section, "by-seat");
              for (guint s = 0; s < json_array_get_length (seats); s++)
                print_text (line, section, json_array_get_object_element (seats, s));
              break;
            case HW_MODULE_LINE_HIST:
              print_hist (line, section);
              break;
            case HW_MODULE_LINE_PLACES:
              print_places (line, section);
              break;
            case HW_MODULE_LINE_HEXES:
              print_hexes (line, json_object_get_array_member (json_object_get_object_member (top, "production"),
                                                               "by-hex"));
              break;
            default:
              break;
            }
        }
    }
}
