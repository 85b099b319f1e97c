/* hw-seat-effects.c: the seat effects table under the Simulate window's settings. */
#include "config.h"

#include <glib/gi18n.h>

#include "hw-seat-effects.h"
#include "hw-sim-deal.h"

static void
put (GtkGrid    *grid,
     int         column,
     int         row,
     const char *text,
     gboolean    heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0.0f : 1.0f);
  gtk_label_set_selectable (GTK_LABEL (label), !heading);
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  else
    gtk_widget_add_css_class (label, "numeric");
  gtk_grid_attach (grid, label, column, row, 1, 1);
}

void
hw_seat_effects_fill (GtkGrid          *grid,
                      const HwSimStats *stats)
{
  GtkWidget *child;
  g_autofree char *gap = NULL, *deals = NULL, *title = NULL;
  GtkWidget *caption;
  guint n;

  g_return_if_fail (GTK_IS_GRID (grid));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);
  gtk_widget_set_visible (GTK_WIDGET (grid), stats != NULL && hw_sim_stats_dealt (stats));
  if (stats == NULL || !hw_sim_stats_dealt (stats))
    return;

  /* Counts formatted apart, so that translators see whole messages. */
  deals = g_strdup_printf ("%" G_GUINT64_FORMAT, hw_sim_stats_deal_games (stats));
  title = g_strdup_printf (_("Seat effects over %s fresh deals"), deals);
  caption = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (caption), 0.0f);
  gtk_widget_add_css_class (caption, "heading");
  gtk_grid_attach (grid, caption, 0, 0, 4, 1);
  put (grid, 0, 1, _("Seat"), TRUE);
  put (grid, 1, 1, _("Turn order"), TRUE);
  put (grid, 2, 1, _("This board"), TRUE);
  put (grid, 3, 1, _("Board effect"), TRUE);
  n = hw_sim_stats_n_seats (stats);
  for (guint s = 0; s < n; s++)
    {
      HwSeatEffect e;
      g_autofree char *seat = g_strdup_printf ("%u", s + 1);
      g_autofree char *order = NULL, *board = NULL, *effect = NULL;

      hw_sim_stats_seat_effect (stats, s, &e);
      order = g_strdup_printf ("%.1f%%\n%.1f–%.1f", 100.0 * e.turn_order,
                               100.0 * e.turn_order_lo, 100.0 * e.turn_order_hi);
      board = g_strdup_printf ("%.1f%%\n%.1f–%.1f", 100.0 * e.board, 100.0 * e.board_lo, 100.0 * e.board_hi);
      /* TRANSLATORS: a difference of win rates in percentage points, then its 95% interval */
      effect = g_strdup_printf (_("%+.1f points\n%+.1f to %+.1f"), 100.0 * e.effect,
                                100.0 * e.effect_lo, 100.0 * e.effect_hi);
      put (grid, 0, (int) s + 2, seat, FALSE);
      put (grid, 1, (int) s + 2, order, FALSE);
      put (grid, 2, (int) s + 2, board, FALSE);
      put (grid, 3, (int) s + 2, effect, FALSE);
    }
  gap = g_strdup_printf (_("Seat gap: %.1f points over fresh deals (turn order), %.1f on this board. "
                           "Percentages are win rates with their 95%% intervals."),
                         hw_sim_stats_seat_gap (stats, TRUE), hw_sim_stats_seat_gap (stats, FALSE));
  caption = gtk_label_new (gap);
  gtk_label_set_xalign (GTK_LABEL (caption), 0.0f);
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (caption), 40);
  gtk_widget_set_name (caption, "seat-gap");
  gtk_grid_attach (grid, caption, 0, (int) n + 2, 4, 1);
}
