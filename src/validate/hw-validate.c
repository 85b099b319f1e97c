/* hw-validate.c: runs every check over a scenario and orders what they find. */
#include "config.h"

#include "hw-validate.h"
#include "hw-validate-private.h"
#include "hw-modules.h"

#include <glib/gi18n-lib.h>

void
hw_diagnostic_free (HwDiagnostic *diagnostic)
{
  if (diagnostic == NULL)
    return;
  g_free (diagnostic->code);
  g_free (diagnostic->message);
  g_free (diagnostic->variant);
  g_clear_pointer (&diagnostic->hexes, g_array_unref);
  g_free (diagnostic->table_row);
  g_free (diagnostic);
}

const char *
hw_severity_to_string (HwSeverity severity)
{
  return severity == HW_SEVERITY_ERROR ? "error" : "warning";
}

void
hw_diagnostics_count (GPtrArray *diagnostics,
                      guint     *errors,
                      guint     *warnings)
{
  guint e = 0, w = 0;

  g_return_if_fail (diagnostics != NULL);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const HwDiagnostic *d = g_ptr_array_index (diagnostics, i);

      if (d->severity == HW_SEVERITY_ERROR)
        e++;
      else
        w++;
    }
  if (errors != NULL)
    *errors = e;
  if (warnings != NULL)
    *warnings = w;
}

HwDiagnostic *
hw_check_report (HwCheck    *check,
                 HwSeverity  severity,
                 const char *code,
                 guint       line,
                 const char *table_row,
                 const char *format,
                 ...)
{
  HwDiagnostic *d = g_new0 (HwDiagnostic, 1);
  g_autofree char *body = NULL;
  va_list ap;

  va_start (ap, format);
  body = g_strdup_vprintf (format, ap);
  va_end (ap);

  d->severity = severity;
  d->code = g_strdup (code);
  /* TRANSLATORS: "3-4 players: <what is wrong>" */
  d->message = check->where ? g_strdup_printf (_("%s: %s"), check->where, body) : g_steal_pointer (&body);
  d->variant = check->variant ? g_strdup (check->variant->id) : NULL;
  /* A finding about a whole variant points at its <variant> element rather than nowhere. */
  d->line = line != 0 || check->variant == NULL ? line : check->variant->line;
  d->hexes = g_array_new (FALSE, FALSE, sizeof (HwCoord));
  d->harbor = -1;
  d->table_row = g_strdup (table_row);
  g_ptr_array_add (check->out, d);
  return d;
}

void
hw_diagnostic_add_hex (HwDiagnostic *diagnostic,
                       HwCoord       c)
{
  g_array_append_val (diagnostic->hexes, c);
}

const char *
hw_check_param (const HwCheck *check,
                const char    *module_id,
                const char    *name)
{
  const char *value = hw_scenario_get_param (check->scenario, module_id, name);
  const HwModuleInfo *module;
  const HwParamInfo *param;
  g_autofree char *unused = NULL;

  module = hw_modules_lookup (module_id);
  param = module ? hw_module_info_param (module, name) : NULL;
  /* A bad value is reported by the module checks; the other checks use the default. */
  if (value != NULL && (param == NULL || hw_param_info_check (param, value, &unused)))
    return value;
  return param ? param->default_value : NULL;
}

static char *
variant_label (const HwVariant *variant)
{
  if (variant->min_players == variant->max_players)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d player", "%d players",
                                         variant->max_players),
                            variant->max_players);
  /* TRANSLATORS: a player range, "3-4 players" */
  return g_strdup_printf (_("%d-%d players"), variant->min_players, variant->max_players);
}

static void
check_init (HwCheck          *check,
            const HwScenario *scenario,
            const HwVariant  *variant,
            GPtrArray        *out)
{
  *check = (HwCheck) { 0 };
  check->scenario = scenario;
  check->variant = variant;
  check->out = out;
  check->uses_sea = hw_scenario_find_module (scenario, "seafarers") != NULL;
  if (variant == NULL)
    return;

  check->where = variant_label (variant);
  check->board = variant->board;
  check->n_hexes = hw_board_n_hexes (variant->board);
  /* Every neighbour question below is an array look-up instead of a hash look-up. */
  check->neighbors = g_malloc_n (MAX (check->n_hexes, 1), sizeof (int[6]));
  for (guint i = 0; i < check->n_hexes; i++)
    {
      HwCoord c = hw_board_get_hex (check->board, i)->coord;

      for (int s = 0; s < 6; s++)
        check->neighbors[i][s] = hw_board_index_of (check->board, hw_coord_neighbor (c, s));
    }
}

static void
check_clear (HwCheck *check)
{
  g_free (check->where);
  g_free (check->neighbors);
}

static int
compare_in_variant (gconstpointer a,
                    gconstpointer b)
{
  const HwDiagnostic *x = *(const HwDiagnostic * const *) a;
  const HwDiagnostic *y = *(const HwDiagnostic * const *) b;

  if (x->severity != y->severity)
    return x->severity == HW_SEVERITY_ERROR ? -1 : 1;
  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  return 0;
}

static int
variant_position (const HwScenario *scenario,
                  const char       *id)
{
  if (id == NULL)
    return -1;
  for (guint i = 0; i < scenario->variants->len; i++)
    if (g_strcmp0 (((const HwVariant *) g_ptr_array_index (scenario->variants, i))->id, id) == 0)
      return (int) i;
  return (int) scenario->variants->len;
}

static int
compare_in_scenario (gconstpointer a,
                     gconstpointer b,
                     gpointer      user_data)
{
  const HwScenario *scenario = user_data;
  const HwDiagnostic *x = *(const HwDiagnostic * const *) a;
  const HwDiagnostic *y = *(const HwDiagnostic * const *) b;
  int vx, vy;

  if (x->severity != y->severity)
    return x->severity == HW_SEVERITY_ERROR ? -1 : 1;
  vx = variant_position (scenario, x->variant);
  vy = variant_position (scenario, y->variant);
  if (vx != vy)
    return vx < vy ? -1 : 1;
  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  return 0;
}

static void
validate_variant_into (const HwScenario *scenario,
                       const HwVariant  *variant,
                       GPtrArray        *out)
{
  HwCheck check;

  check_init (&check, scenario, variant, out);
  hw_check_tables (&check);
  hw_check_board_counts (&check);
  hw_check_placement (&check);
  hw_check_shape (&check);
  hw_check_variant_rules (&check);
  hw_check_shuffles (&check);
  hw_check_starting_places (&check);
  check_clear (&check);
}

GPtrArray *
hw_validate_variant (const HwScenario *scenario,
                     const HwVariant  *variant)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hw_diagnostic_free);

  g_return_val_if_fail (scenario != NULL, out);
  g_return_val_if_fail (variant != NULL, out);

  validate_variant_into (scenario, variant, out);
  /* Stable since GLib 2.32: findings on one line keep the order they were found in. */
  g_ptr_array_sort (out, compare_in_variant);
  return out;
}

GPtrArray *
hw_validate_scenario (const HwScenario *scenario,
                      int               players)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hw_diagnostic_free);
  HwCheck check;

  g_return_val_if_fail (scenario != NULL, out);

  check_init (&check, scenario, NULL, out);
  hw_check_modules (&check);
  check_clear (&check);

  for (guint v = 0; v < scenario->variants->len; v++)
    {
      const HwVariant *variant = g_ptr_array_index (scenario->variants, v);

      if (players > 0 && (players < variant->min_players || players > variant->max_players))
        continue;
      validate_variant_into (scenario, variant, out);
    }
  g_ptr_array_sort_with_data (out, compare_in_scenario, (gpointer) scenario);
  return out;
}
