/* fuzz-pioneers.c: libFuzzer target: a Pioneers .game map, imported, exported and used (hw_fuzz_pioneers). */
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
  hw_fuzz_pioneers (data, size);
  return 0;
}
