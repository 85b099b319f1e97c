/* fuzz-sim-json.c: libFuzzer target: a simulation result as merge reads it (hw_fuzz_sim_json). */
#include "hw-fuzz.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  hw_fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  hw_fuzz_sim_json (data, size);
  return 0;
}
