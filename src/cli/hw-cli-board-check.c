/* hw-cli-board-check.c: what simulate, generate and export share about a board that fails
 * validation: they print its errors the way "validate" does, so a designer sees one format. */
#include "config.h"

#include "hw-cli.h"
#include "hw-validate.h"

#include <glib/gi18n.h>

void
hw_cli_print_diagnostics (const char *path,
                          GPtrArray  *diagnostics,
                          gboolean    errors_only,
                          gboolean    to_stderr)
{
  void (*print) (const gchar *, ...) = to_stderr ? g_printerr : g_print;

  for (guint i = 0; i < diagnostics->len; i++)
    {
      const HwDiagnostic *d = g_ptr_array_index (diagnostics, i);

      if (errors_only && d->severity != HW_SEVERITY_ERROR)
        continue;
      if (d->line > 0)
        print ("%s:%u: %s[%s]: %s\n", path, d->line,
               hw_severity_to_string (d->severity), d->code, d->message);
      else
        print ("%s: %s[%s]: %s\n", path,
               hw_severity_to_string (d->severity), d->code, d->message);
    }
}

guint
hw_cli_board_errors (const char       *path,
                     const HwScenario *scenario,
                     int               players,
                     gboolean          print)
{
  g_autoptr(GPtrArray) diagnostics = hw_validate_scenario (scenario, players);
  guint errors = 0;

  hw_diagnostics_count (diagnostics, &errors, NULL);
  if (print && errors > 0)
    hw_cli_print_diagnostics (path, diagnostics, TRUE, TRUE);
  return errors;
}
