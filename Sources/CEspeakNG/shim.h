#ifndef CHARTVOICE_CESPEAKNG_SHIM_H
#define CHARTVOICE_CESPEAKNG_SHIM_H

// Debian's pkg-config file for espeak-ng has empty cflags: the headers live in
// the default include path under espeak-ng/.
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
#include <dlfcn.h>

// The library is not linked: it is opened with dlopen on first use, so that a command that never
// speaks does not load it and its dependencies (pcaudiolib, PulseAudio, ALSA, …). Swift calls the
// functions through this table, which has one field per function, named and typed as the
// function itself.
#define CHARTVOICE_ESPEAK_NG_FUNCTIONS(F) \
  F(espeak_ng_InitializePath)             \
  F(espeak_ng_Initialize)                 \
  F(espeak_ng_ClearErrorContext)          \
  F(espeak_ng_InitializeOutput)           \
  F(espeak_ng_GetSampleRate)              \
  F(espeak_SetSynthCallback)              \
  F(espeak_ListVoices)                    \
  F(espeak_ng_SetVoiceByName)             \
  F(espeak_ng_SetParameter)               \
  F(espeak_ng_Synthesize)                 \
  F(espeak_ng_GetStatusCodeMessage)

#define CHARTVOICE_ESPEAK_NG_FIELD(name) __typeof__(&name) name;
typedef struct chartvoice_espeak_ng {
  CHARTVOICE_ESPEAK_NG_FUNCTIONS(CHARTVOICE_ESPEAK_NG_FIELD)
} chartvoice_espeak_ng;
#undef CHARTVOICE_ESPEAK_NG_FIELD

/// Opens the shared library `file` and fills `functions`. Returns NULL on success, else what went
/// wrong: the loader's message, which names the file ("libespeak-ng.so.1: cannot open shared object
/// file: No such file or directory", "…: undefined symbol: espeak_ng_Synthesize").
static inline const char *chartvoice_espeak_ng_load(const char *file, chartvoice_espeak_ng *functions) {
  void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return dlerror();
#define CHARTVOICE_ESPEAK_NG_FIND(name)                                  \
  functions->name = (__typeof__(&name))dlsym(library, #name);            \
  if (functions->name == NULL) return dlerror();
  CHARTVOICE_ESPEAK_NG_FUNCTIONS(CHARTVOICE_ESPEAK_NG_FIND)
#undef CHARTVOICE_ESPEAK_NG_FIND
  return NULL;
}

#endif
