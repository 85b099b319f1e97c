/* fuzz-scenario.c: libFuzzer target: a scenario file, loaded and used (hw_fuzz_scenario). */
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
  hw_fuzz_scenario (data, size);
  return 0;
}
