/* hw-fuzz.h: the fuzzing harnesses, shared by the libFuzzer targets (make fuzz, clang) and
 * by the corpus replay that make check runs (the normal compiler and sanitizers).
 *
 * A harness returns normally for every input; anything wrong aborts: a sanitizer report, a
 * GLib critical or warning (made fatal by hw_fuzz_init), or a broken promise checked here
 * (canonical bytes that change on reload, a game the engine leaves with nobody to move,
 * libxml2 writing on stderr). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Makes GLib criticals and warnings fatal and the output deterministic; call once. */
void hw_fuzz_init     (void);

/* The scenario loader, then what a user can do with what it loads: export every variant to
 * .game (what is written must import); validate every variant; for each that validates,
 * deal its board from a fixed seed, render it to SVG and PNG in memory and play one short
 * game with random bots; save and load again (same bytes). */
void hw_fuzz_scenario (const guint8 *data,
                       gsize         size);

/* The Pioneers .game importer: import; export each variant to .game when Pioneers can hold
 * it and import that again (the same scenario); then everything hw_fuzz_scenario does with
 * a loaded scenario. */
void hw_fuzz_pioneers (const guint8 *data,
                       gsize         size);

/* The simulation JSON reader behind merge: read, write back, read again (same bytes), and
 * merge the result with itself. */
void hw_fuzz_sim_json (const guint8 *data,
                       gsize         size);

G_END_DECLS
