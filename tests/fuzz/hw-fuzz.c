/* hw-fuzz.c: the fuzzing harnesses (see hw-fuzz.h). */
#include "config.h"
#include "hw-module-registry.h"

#include "hw-fuzz.h"

#include <cairo-svg.h>
#include <cairo.h>
#include <json-glib/json-glib.h>
#include <libxml/xmlerror.h>
#include <stdlib.h>
#include <string.h>

#include "hw-bot.h"
#include "hw-game.h"
#include "hw-generate.h"
#include "hw-pioneers.h"
#include "hw-render.h"
#include "hw-scenario-io.h"
#include "hw-sim.h"
#include "hw-sim-stats.h"
#include "hw-validate.h"

/* A short game: enough turns for every kind of action, few enough for many inputs/s. */
#define FUZZ_TURNS 40
#define FUZZ_SEED  42
/* The largest side in pixels of the PNG rendering. */
#define FUZZ_PNG_PX 160.0

G_GNUC_NORETURN static void
broken (const char *what)
{
  g_printerr ("hw-fuzz: %s\n", what);
  abort ();
}

/* libxml2 writes to its generic error channel (stderr) what no parser context takes: the
 * CLI would print it beside its own one-line error. The loader silences the channel while
 * it parses; anything reaching it elsewhere is a finding. */
static void
abort_on_generic_error (void       *ctx,
                        const char *msg,
                        ...)
{
  broken ("libxml2 wrote to its generic error channel (stderr)");
}

/* A critical or warning from any domain (GLib, json-glib, hexwright) aborts: a fatal log
 * would end in a breakpoint trap, which libFuzzer does not catch (no input is saved). */
static void
abort_on_log (const char     *domain,
              GLogLevelFlags  level,
              const char     *message,
              gpointer        data)
{
  g_printerr ("hw-fuzz: %s: %s\n", domain ? domain : "(no domain)", message);
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
}

void
hw_fuzz_init (void)
{
  xmlSetGenericErrorFunc (NULL, abort_on_generic_error);
  g_log_set_default_handler (abort_on_log, NULL);
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_setenv ("LANGUAGE", "C", TRUE);
}

static cairo_status_t
to_bytes (void                *closure,
          const unsigned char *data,
          unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static void
render (const HwScenario *scenario,
        const HwVariant  *variant)
{
  g_autoptr(HwRenderCache) cache = hw_render_cache_new ();
  g_autoptr(GByteArray) svg = g_byte_array_new ();
  g_autoptr(GByteArray) png = g_byte_array_new ();
  HwRenderOptions options;
  double width, height, scale;
  cairo_surface_t *surface;
  cairo_t *cr;

  hw_render_options_init (&options);
  options.show_legend = TRUE;
  options.cache = cache;
  if (!hw_render_variant_size (scenario, variant, &options, &width, &height))
    return;
  if (!(width > 0 && height > 0 && width < 1e6 && height < 1e6))
    broken ("the renderer measured an impossible size");

  /* SVG, one user unit per millimetre. */
  surface = cairo_svg_surface_create_for_stream (to_bytes, svg, width * 72 / 25.4, height * 72 / 25.4);
  cr = cairo_create (surface);
  cairo_scale (cr, 72 / 25.4, 72 / 25.4);
  hw_render_variant (cr, scenario, variant, &options);
  if (cairo_status (cr) != CAIRO_STATUS_SUCCESS)
    broken ("the SVG drawing failed");
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  if (svg->len == 0)
    broken ("an empty SVG");

  /* PNG, small: the raster path (caches of hex images at the target's resolution). */
  scale = FUZZ_PNG_PX / MAX (width, height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, MAX (1, (int) (width * scale)),
                                        MAX (1, (int) (height * scale)));
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  hw_render_variant (cr, scenario, variant, &options);
  if (cairo_status (cr) != CAIRO_STATUS_SUCCESS)
    broken ("the PNG drawing failed");
  cairo_destroy (cr);
  if (cairo_surface_write_to_png_stream (surface, to_bytes, png) != CAIRO_STATUS_SUCCESS || png->len == 0)
    broken ("the PNG could not be written");
  cairo_surface_destroy (surface);
}

static void
play (const HwScenario *scenario,
      const HwVariant  *variant)
{
  const HwBotInfo *random = hw_bot_lookup ("random");
  const HwBotInfo *bots[HW_GAME_MAX_PLAYERS];
  g_autoptr(GError) error = NULL;
  g_autoptr (HwGameRules) rules = NULL;
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  g_autofree HwAction *buf = g_new0 (HwAction, HW_GAME_MAX_ACTIONS);
  g_autofree guint32 *production = NULL;
  g_autofree char *message = NULL;
  HwSimGameRecord record;
  int players = variant->min_players;

  /* The engine plays 2 to 6 (the sheriff alone in Robin Hood): refusals are messages. */
  rules = hw_game_rules_new (scenario, variant, players, &error);
  if (rules == NULL && players == 1)
    {
      g_clear_error (&error);
      rules = hw_game_rules_new (scenario, variant, 2, &error);
    }
  if (rules == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        broken ("the engine refused a board without a message");
      return;
    }
  for (int s = 0; s < HW_GAME_MAX_PLAYERS; s++)
    bots[s] = random;
  production = g_new0 (guint32, MAX (rules->n_hexes, 1));
  hw_sim_play_game (rules, state, buf, bots, NULL, NULL, FUZZ_SEED, FUZZ_TURNS, HW_SIM_CHECK_EVERY,
                    &record, production, &message);
  /* A board that validates plays: the random bot only chooses listed actions, so an error
   * is the engine's (nobody to move, a broken rule, a listed action refused). The one
   * clean refusal is a setup that ran out of room, which the engine ends itself. */
  if (record.end == HW_SIM_END_BOT_ERROR ||
      (record.end == HW_SIM_END_ENGINE_ERROR && !state->setup_blocked))
    {
      g_printerr ("hw-fuzz: game: %s\n", message ? message : "(no message)");
      abort ();
    }
}

static void
deal (const HwScenario *scenario,
      HwVariant        *variant)
{
  g_autoptr(GError) error = NULL;
  HwGenerateParams params;

  hw_generate_params_init (&params);
  if (!hw_generate_params_from_scenario (&params, scenario, &error))
    return;
  params.best_of = 1;
  /* A deal may fail with a message (constraints that keep failing); never crash. */
  if (!hw_generate_variant (scenario, variant, &params, FUZZ_SEED, &error) &&
      (error == NULL || error->message[0] == '\0'))
    broken ("the generator failed without a message");
}

static void
check_canonical (const HwScenario *scenario)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) again = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  gsize first_len = 0, second_len = 0;

  first = hw_scenario_to_data (scenario, &first_len);
  again = hw_scenario_load_data (first, first_len, "saved.xml", &error);
  if (again == NULL)
    {
      g_printerr ("hw-fuzz: a saved document does not load: %s\n", error->message);
      abort ();
    }
  second = hw_scenario_to_data (again, &second_len);
  if (first_len != second_len || memcmp (first, second, first_len) != 0)
    broken ("save, load and save gave different bytes");
}

/* What a user can do with a loaded scenario, whatever format it came from. */
static void
use_scenario (HwScenario *scenario)
{
  g_autoptr(GPtrArray) valid = g_ptr_array_new ();

  check_canonical (scenario);

  /* Every variant, then the scenario as a whole as the editor and validate do. */
  for (guint v = 0; v < scenario->variants->len; v++)
    {
      HwVariant *variant = g_ptr_array_index (scenario->variants, v);
      g_autoptr(GPtrArray) found = hw_validate_variant (scenario, variant);
      guint errors = 0;

      hw_diagnostics_count (found, &errors, NULL);
      if (errors == 0)
        g_ptr_array_add (valid, variant);
    }
  {
    g_autoptr(GPtrArray) all = hw_validate_scenario (scenario, 0);
  }

  for (guint i = 0; i < valid->len; i++)
    {
      HwVariant *variant = g_ptr_array_index (valid, i);

      deal (scenario, variant);
      render (scenario, variant);
      play (scenario, variant);
    }
  if (valid->len > 0)
    check_canonical (scenario);
}

/* Export @variant to .game: a refusal must say why, and what is written must import (a
 * map that Pioneers and hexwright refuse is no export). The scenario's XML need not come
 * back, since a .game holds less than a scenario file. */
static void
check_pioneers_export (const HwScenario *scenario,
                       const HwVariant  *variant)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(HwScenario) again = NULL;
  g_autofree char *game = hw_pioneers_to_data (scenario, variant, FALSE, &warnings, &error);

  if (game == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        broken ("the .game exporter refused a board without a message");
      return;
    }
  g_clear_pointer (&warnings, g_ptr_array_unref);
  again = hw_pioneers_load_data (game, strlen (game), "fuzz.game", &warnings, &error);
  if (again == NULL)
    {
      g_printerr ("hw-fuzz: an exported .game does not import: %s\n", error->message);
      abort ();
    }
}

void
hw_fuzz_scenario (const guint8 *data,
                  gsize         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HwScenario) scenario = hw_scenario_load_data ((const char *) data, size, "fuzz.xml", &error);

  if (scenario == NULL)
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.xml:"))
        broken ("a refused file without an error naming it");
      return;
    }
  /* Every variant, valid or not: the writer must refuse by itself what it cannot write,
   * whoever calls it. Before use_scenario, which deals new boards. */
  for (guint v = 0; v < scenario->variants->len; v++)
    check_pioneers_export (scenario, g_ptr_array_index (scenario->variants, v));
  use_scenario (scenario);
}

/* Export @variant to .game when Pioneers can hold it, import that again: the same scenario
 * (its XML) must come back; a refusal must say why. */
static void
check_pioneers_round_trip (const HwScenario *scenario,
                           const HwVariant  *variant)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(HwScenario) again = NULL;
  g_autofree char *game = hw_pioneers_to_data (scenario, variant, TRUE, &warnings, &error);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  if (game == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        broken ("the .game exporter refused a board without a message");
      return;
    }
  g_clear_pointer (&warnings, g_ptr_array_unref);
  again = hw_pioneers_load_data (game, strlen (game), "fuzz.game", &warnings, &error);
  if (again == NULL)
    {
      g_printerr ("hw-fuzz: an exported .game does not import: %s\n", error->message);
      abort ();
    }
  first = hw_scenario_to_data (scenario, NULL);
  second = hw_scenario_to_data (again, NULL);
  if (strcmp (first, second) != 0)
    broken ("a .game exported and imported again is another scenario");
}

void
hw_fuzz_pioneers (const guint8 *data,
                  gsize         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(HwScenario) scenario = hw_pioneers_load_data ((const char *) data, size, "fuzz.game",
                                                          &warnings, &error);

  if (scenario == NULL)
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.game:"))
        broken ("a refused .game without an error naming it");
      return;
    }
  if (warnings != NULL)
    for (guint i = 0; i < warnings->len; i++)
      if (!g_str_has_prefix (g_ptr_array_index (warnings, i), "fuzz.game:"))
        broken ("a .game warning that does not name the file");
  /* Before use_scenario: dealing a board changes the variant. */
  for (guint v = 0; v < scenario->variants->len; v++)
    check_pioneers_round_trip (scenario, g_ptr_array_index (scenario->variants, v));
  use_scenario (scenario);
}

void
hw_fuzz_sim_json (const guint8 *data,
                  gsize         size)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(HwSimStats) stats = NULL;
  g_autoptr(HwSimStats) again = NULL;
  g_autoptr(JsonParser) reparser = json_parser_new ();
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  JsonNode *root;

  if (!json_parser_load_from_data (parser, (const char *) data, (gssize) size, &error))
    return;
  root = json_parser_get_root (parser);
  if (root == NULL)
    return;
  stats = hw_sim_stats_from_json (root, &error);
  if (stats == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        broken ("a refused result without a message");
      return;
    }
  first = hw_sim_stats_to_json_data (stats, NULL);
  if (!json_parser_load_from_data (reparser, first, -1, &error))
    broken ("written statistics are not JSON");
  again = hw_sim_stats_from_json (json_parser_get_root (reparser), &error);
  if (again == NULL)
    {
      g_printerr ("hw-fuzz: written statistics do not read back: %s\n", error->message);
      abort ();
    }
  second = hw_sim_stats_to_json_data (again, NULL);
  if (strcmp (first, second) != 0)
    broken ("statistics written, read and written again changed");
  /* A shard merged with itself overlaps: refused with a message, or (an empty shard) taken. */
  if (!hw_sim_stats_merge (again, stats, &error) && (error == NULL || error->message[0] == '\0'))
    broken ("merge refused without a message");
}
