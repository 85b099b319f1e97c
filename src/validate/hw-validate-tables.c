/* hw-validate-tables.c: a variant's tables checked in themselves (stated totals, the 7,
 * chits against chit-taking hexes, harbors, pawn supplies), then the board against them. */
#include "config.h"

#include "hw-validate-private.h"

#include <glib/gi18n-lib.h>

static gboolean
any_stated (const int *counts,
            int        n)
{
  for (int i = 0; i < n; i++)
    if (counts[i] != HW_NO_COUNT)
      return TRUE;
  return FALSE;
}

/* A table that states some rows means "none" for the rows it leaves out. */
static int
stated_or_zero (int n)
{
  return n == HW_NO_COUNT ? 0 : n;
}

static char *
terrain_name (HwTerrain t)
{
  /* Messages read "6 fields hexes": the label in running text. */
  return g_utf8_strdown (hw_terrain_label (t), -1);
}

static void
check_terrain_table (HwCheck *check)
{
  const HwTables *t = &check->variant->tables;
  int sum = 0;

  if (!any_stated (t->terrains, HW_N_TERRAINS) || t->terrain_total == HW_NO_COUNT)
    return;
  for (int i = 0; i < HW_N_TERRAINS; i++)
    sum += stated_or_zero (t->terrains[i]);
  if (sum != t->terrain_total)
    hw_check_report (check, HW_SEVERITY_ERROR, "table-total", t->terrain_total_line,
                     "terrains/total",
                     _("the hex table states a total of %d but its counts add up to %d"),
                     t->terrain_total, sum);
}

static void
check_chit_table (HwCheck *check)
{
  const HwTables *t = &check->variant->tables;
  int sum = 0, without_seven = 0, takers = 0;

  if (!any_stated (t->chits, 13))
    return;
  for (int n = 2; n <= 12; n++)
    {
      sum += stated_or_zero (t->chits[n]);
      if (n != 7)
        without_seven += stated_or_zero (t->chits[n]);
    }
  if (t->chit_total != HW_NO_COUNT && sum != t->chit_total)
    hw_check_report (check, HW_SEVERITY_ERROR, "table-total", t->chit_total_line, "chits/total",
                     _("the number chit table states a total of %d but its counts add up to %d"),
                     t->chit_total, sum);

  if (t->chits[7] > 0)
    hw_check_report (check, HW_SEVERITY_ERROR, "chit-seven",
                     t->chit_lines[7] ? t->chit_lines[7] : t->chit_total_line, "chits/7",
                     g_dngettext (GETTEXT_PACKAGE,
                                  "the number chit table lists %d chit numbered 7, but no chit "
                                  "shows a 7 (a 7 produces nothing)",
                                  "the number chit table lists %d chits numbered 7, but no chit "
                                  "shows a 7 (a 7 produces nothing)", t->chits[7]),
                     t->chits[7]);

  /* Every chit-taking land hex of the hex table takes exactly one chit. */
  if (!any_stated (t->terrains, HW_N_TERRAINS))
    return;
  for (int i = 0; i < HW_N_TERRAINS; i++)
    if (hw_terrain_takes_chit (i))
      takers += stated_or_zero (t->terrains[i]);
  if (without_seven != takers)
    hw_check_report (check, HW_SEVERITY_ERROR, "chit-hexes", t->chit_total_line, "chits/total",
                     _("the number chit table holds %d chits (not counting any 7) but the hex "
                       "table has %d hexes that take a chit"),
                     without_seven, takers);
}

static void
check_harbor_table (HwCheck *check)
{
  const HwTables *t = &check->variant->tables;
  int per_resource = 0;

  if (t->harbor_total != HW_NO_COUNT && t->harbor_generic != HW_NO_COUNT
      && t->harbor_special != HW_NO_COUNT
      && t->harbor_total != t->harbor_generic + t->harbor_special)
    hw_check_report (check, HW_SEVERITY_ERROR, "table-total", t->harbor_line, "harbors/total",
                     _("the harbor table states %d harbors but %d generic + %d special make %d"),
                     t->harbor_total, t->harbor_generic, t->harbor_special,
                     t->harbor_generic + t->harbor_special);

  if (!any_stated (t->harbor_resources, HW_N_RESOURCES) || t->harbor_special == HW_NO_COUNT)
    return;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    per_resource += stated_or_zero (t->harbor_resources[r]);
  if (per_resource != t->harbor_special)
    hw_check_report (check, HW_SEVERITY_ERROR, "table-total", t->harbor_line, "harbors/special",
                     _("the harbor table states %d special harbors but its harbors by resource "
                       "add up to %d"),
                     t->harbor_special, per_resource);
}

static void
check_supply_table (HwCheck *check)
{
  const HwTables *t = &check->variant->tables;

  for (int p = 0; p < HW_N_PAWNS; p++)
    {
      g_autofree char *row = g_strconcat ("supply/", hw_pawn_to_string (p), NULL);

      if (t->components[p] != HW_NO_COUNT && t->components[p] != t->supply[p])
        hw_check_report (check, HW_SEVERITY_ERROR, "supply-components", t->supply_lines[p], row,
                         _("the component list has %d %s pawns but the supply holds %d"),
                         t->components[p], hw_pawn_label (p), stated_or_zero (t->supply[p]));
    }

  hw_check_modules_supply (check);
}

void
hw_check_tables (HwCheck *check)
{
  check_terrain_table (check);
  check_chit_table (check);
  check_harbor_table (check);
  check_supply_table (check);
}

static void
compare_terrains (HwCheck *check)
{
  const HwTables *t = &check->variant->tables;
  int counts[HW_N_TERRAINS];

  if (!any_stated (t->terrains, HW_N_TERRAINS))
    return;
  hw_board_count_terrains (check->board, counts);
  for (int i = HW_TERRAIN_SEA; i < HW_N_TERRAINS; i++)
    {
      int want = stated_or_zero (t->terrains[i]);
      g_autofree char *name = NULL;
      g_autofree char *row = NULL;

      if (counts[i] == want)
        continue;
      name = terrain_name (i);
      row = g_strconcat ("terrains/", hw_terrain_to_string (i), NULL);
      hw_check_report (check, HW_SEVERITY_ERROR, "terrain-count",
                       t->terrain_lines[i] ? t->terrain_lines[i] : t->terrain_total_line, row,
                       /* TRANSLATORS: "6 fields hexes, the table asks for 5" */
                       _("%d %s hexes, the table asks for %d"), counts[i], name, want);
    }
}

static void
compare_chits (HwCheck *check)
{
  const HwTables *t = &check->variant->tables;
  int counts[13];

  if (!any_stated (t->chits, 13))
    return;
  hw_board_count_chits (check->board, counts);
  for (int n = 2; n <= 12; n++)
    {
      int want = stated_or_zero (t->chits[n]);
      g_autofree char *row = NULL;

      /* A 7 in the table is its own finding (chit-seven), and on the board too. */
      if (n == 7 || counts[n] == want)
        continue;
      row = g_strdup_printf ("chits/%d", n);
      hw_check_report (check, HW_SEVERITY_ERROR, "chit-count",
                       t->chit_lines[n] ? t->chit_lines[n] : t->chit_total_line, row,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "%d chit numbered %d, the table asks for %d",
                                    "%d chits numbered %d, the table asks for %d", counts[n]),
                       counts[n], n, want);
    }
}

static void
compare_harbors (HwCheck *check)
{
  const HwTables *t = &check->variant->tables;
  int generic = 0, special = 0;
  int per_resource[HW_N_RESOURCES] = { 0 };
  guint n = hw_board_n_harbors (check->board);

  for (guint i = 0; i < n; i++)
    {
      const HwHarbor *h = hw_board_get_harbor (check->board, i);

      if (h->resource == HW_RESOURCE_NONE)
        generic++;
      else if ((guint) h->resource < HW_N_RESOURCES)
        {
          special++;
          per_resource[h->resource]++;
        }
    }

  if (t->harbor_total != HW_NO_COUNT && (int) n != t->harbor_total)
    hw_check_report (check, HW_SEVERITY_ERROR, "harbor-count", t->harbor_line, "harbors/total",
                     _("%u harbors on the board, the table asks for %d"), n, t->harbor_total);
  if (t->harbor_generic != HW_NO_COUNT && generic != t->harbor_generic)
    hw_check_report (check, HW_SEVERITY_ERROR, "harbor-count", t->harbor_line, "harbors/generic",
                     _("%d generic 3:1 harbors, the table asks for %d"), generic, t->harbor_generic);
  if (t->harbor_special != HW_NO_COUNT && special != t->harbor_special)
    hw_check_report (check, HW_SEVERITY_ERROR, "harbor-count", t->harbor_line, "harbors/special",
                     _("%d special 2:1 harbors, the table asks for %d"), special, t->harbor_special);
  if (!any_stated (t->harbor_resources, HW_N_RESOURCES))
    return;
  for (int r = 0; r < HW_N_RESOURCES; r++)
    {
      int want = stated_or_zero (t->harbor_resources[r]);
      g_autofree char *row = NULL;

      if (per_resource[r] == want)
        continue;
      row = g_strconcat ("harbors/", hw_resource_to_string (r), NULL);
      hw_check_report (check, HW_SEVERITY_ERROR, "harbor-count", t->harbor_line, row,
                       _("%d 2:1 %s harbors, the table asks for %d"), per_resource[r],
                       hw_resource_label (r), want);
    }
}

void
hw_check_board_counts (HwCheck *check)
{
  compare_terrains (check);
  compare_chits (check);
  compare_harbors (check);
}
