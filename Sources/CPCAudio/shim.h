#ifndef CHARTVOICE_CPCAUDIO_SHIM_H
#define CHARTVOICE_CPCAUDIO_SHIM_H

// pcaudiolib ships no pkg-config file on Debian; its header is in the default include path.
#include <pcaudiolib/audio.h>
#include <dlfcn.h>

// The library is not linked: it is opened with dlopen on first use, so that a command that plays
// nothing does not load it and its dependencies (PulseAudio, ALSA, …). Swift calls the functions
// through this table, which has one field per function, named and typed as the function itself.
#define CHARTVOICE_PCAUDIO_FUNCTIONS(F) \
  F(create_audio_device_object)         \
  F(audio_object_open)                  \
  F(audio_object_write)                 \
  F(audio_object_flush)                 \
  F(audio_object_close)                 \
  F(audio_object_destroy)               \
  F(audio_object_strerror)

#define CHARTVOICE_PCAUDIO_FIELD(name) __typeof__(&name) name;
typedef struct chartvoice_pcaudio {
  CHARTVOICE_PCAUDIO_FUNCTIONS(CHARTVOICE_PCAUDIO_FIELD)
} chartvoice_pcaudio;
#undef CHARTVOICE_PCAUDIO_FIELD

/// Opens the shared library `file` and fills `functions`. Returns NULL on success, else the
/// loader's message, which names the file ("libpcaudio.so.0: cannot open shared object file: No
/// such file or directory", "…: undefined symbol: audio_object_open").
static inline const char *chartvoice_pcaudio_load(const char *file, chartvoice_pcaudio *functions) {
  void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return dlerror();
#define CHARTVOICE_PCAUDIO_FIND(name)                         \
  functions->name = (__typeof__(&name))dlsym(library, #name); \
  if (functions->name == NULL) return dlerror();
  CHARTVOICE_PCAUDIO_FUNCTIONS(CHARTVOICE_PCAUDIO_FIND)
#undef CHARTVOICE_PCAUDIO_FIND
  return NULL;
}

// ALSA prints its own errors to standard error ("ALSA lib confmisc.c:855:(parse_card) cannot
// find card '0'") when pcaudiolib probes a machine without a sound card. chartvoice says "no
// audio device" once, in the listener's language, so it silences ALSA's messages.
//
// ALSA's error handler is variadic, which Swift cannot define, hence these two C functions.
// libasound is not linked directly: pcaudiolib loads it (chartvoice_pcaudio_load, as its
// dependency), and when it has, its handler is found with dlsym. Without ALSA this does nothing.

static void chartvoice_pcaudio_ignore_alsa_error(
    const char *file, int line, const char *function, int error, const char *format, ...) {
  (void)file;
  (void)line;
  (void)function;
  (void)error;
  (void)format;
}

typedef void (*chartvoice_pcaudio_alsa_handler)(const char *, int, const char *, int, const char *, ...);

/// Silences ALSA's error messages for the rest of the process; returns 1 when ALSA is loaded and
/// now silent, 0 when it is not loaded.
static inline int chartvoice_pcaudio_silence_alsa(void) {
  void *library = dlopen("libasound.so.2", RTLD_LAZY | RTLD_NOLOAD);
  if (library == NULL) return 0;
  int (*set_handler)(chartvoice_pcaudio_alsa_handler) =
      (int (*)(chartvoice_pcaudio_alsa_handler))dlsym(library, "snd_lib_error_set_handler");
  int silenced = set_handler != NULL && set_handler(chartvoice_pcaudio_ignore_alsa_error) == 0;
  dlclose(library);
  return silenced;
}

#endif
