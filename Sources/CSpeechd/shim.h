#ifndef CHARTVOICE_CSPEECHD_SHIM_H
#define CHARTVOICE_CSPEECHD_SHIM_H

// libspeechd.h needs none of glib's headers, so the include path is the default one (not
// pkg-config's, whose flags would also link libspeechd and glib).
#include <speech-dispatcher/libspeechd.h>
#include <dlfcn.h>

// The library is not linked: it is opened with dlopen on first use, so that a command that never
// talks to speech-dispatcher does not load it and glib. Swift calls the functions through this
// table, which has one field per function, named and typed as the function itself.
#define CHARTVOICE_SPEECHD_FUNCTIONS(F) \
  F(spd_open2)                          \
  F(spd_close)                          \
  F(spd_cancel)                         \
  F(spd_say)                            \
  F(spd_set_language)                   \
  F(spd_set_notification_on)            \
  F(spd_set_synthesis_voice)            \
  F(spd_set_voice_rate)

#define CHARTVOICE_SPEECHD_FIELD(name) __typeof__(&name) name;
typedef struct chartvoice_speechd {
  CHARTVOICE_SPEECHD_FUNCTIONS(CHARTVOICE_SPEECHD_FIELD)
} chartvoice_speechd;
#undef CHARTVOICE_SPEECHD_FIELD

/// Opens the shared library `file` and fills `functions`. Returns NULL on success, else the
/// loader's message, which names the file ("libspeechd.so.2: cannot open shared object file: No
/// such file or directory", "…: undefined symbol: spd_open2").
static inline const char *chartvoice_speechd_load(const char *file, chartvoice_speechd *functions) {
  void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return dlerror();
#define CHARTVOICE_SPEECHD_FIND(name)                         \
  functions->name = (__typeof__(&name))dlsym(library, #name); \
  if (functions->name == NULL) return dlerror();
  CHARTVOICE_SPEECHD_FUNCTIONS(CHARTVOICE_SPEECHD_FIND)
#undef CHARTVOICE_SPEECHD_FIND
  return NULL;
}

#endif
