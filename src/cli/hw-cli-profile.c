/* hw-cli-profile.c: the play profile's lines in simulate's summary, from the "profile"
 * section of the results document, so the summary and --json always agree. */
#include "config.h"

#include "hw-cli-summary.h"

#include <glib/gi18n.h>

static double
mean (JsonObject *o,
      const char *name)
{
  return json_object_get_double_member (o, name);
}

void
hw_cli_print_profile (JsonObject *top)
{
  JsonObject *profile, *per, *knights;
  JsonArray *table;

  /* A result merged from one older than the profile has none. */
  if (!json_object_has_member (top, "profile"))
    return;
  profile = json_object_get_object_member (top, "profile");
  per = json_object_get_object_member (profile, "per-player-game");
  knights = json_object_get_object_member (profile, "knights-played");
  table = json_object_get_array_member (knights, "table");

  g_print (_("Play (mean per player and game): %.2f development cards bought; played %.2f knights, "
             "%.2f monopolies, %.2f road building, %.2f year of plenty; %.2f victory point cards kept\n"),
           mean (per, "devs"), mean (per, "knights"), mean (per, "monopolies"),
           mean (per, "roadbuilding"), mean (per, "plenty"), mean (per, "vpcards"));
  g_print (_("Trade (mean per player and game): %.2f offers made, %.2f trades done; bank %.2f at 4:1, "
             "%.2f at 3:1, %.2f at 2:1\n"),
           mean (per, "offers"), mean (per, "trades"), mean (per, "bank4"), mean (per, "bank3"),
           mean (per, "bank2"));
  g_print (_("At the end: %.1f%% of players hold Largest Army, %.1f%% Longest Road\n"),
           100.0 * mean (per, "army"), 100.0 * mean (per, "route"));
  g_print ("%s\n", _("Win rate by knights played (players of the games won by a seat):"));
  for (guint i = 0; i < json_array_get_length (table); i++)
    {
      JsonObject *row = json_array_get_object_element (table, i);
      JsonArray *ci = json_object_get_array_member (row, "wilson-95");
      const char *name = json_object_get_string_member (row, "knights");
      g_autofree char *players = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                  json_object_get_int_member (row, "players"));
      /* The rows' names are the JSON's; the one with a condition reads better in words. */
      const char *label = g_strcmp0 (name, "3-army") == 0 ? _("3, holding army") : name;

      g_print (_("  %-16s %8s players  %5.1f%%  (95%% interval %.1f–%.1f%%)\n"), label, players,
               100.0 * json_object_get_double_member (row, "win-rate"),
               100.0 * json_array_get_double_element (ci, 0), 100.0 * json_array_get_double_element (ci, 1));
    }
}
