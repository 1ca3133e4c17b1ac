#ifndef CHARTVOICE_CPCAUDIO_SHIM_H
#define CHARTVOICE_CPCAUDIO_SHIM_H

// pcaudiolib ships no pkg-config file on Debian; its header is in the default include path.
#include <pcaudiolib/audio.h>
#include <dlfcn.h>

// ALSA prints its own errors to standard error ("ALSA lib confmisc.c:855:(parse_card) cannot
// find card '0'") when pcaudiolib probes a machine without a sound card. chartvoice says "no
// audio device" once, in the listener's language, so it silences ALSA's messages.
//
// ALSA's error handler is variadic, which Swift cannot define, hence these two C functions.
// libasound is not linked directly: pcaudiolib loads it, and when it has, its handler is found
// with dlsym. Without ALSA this does nothing.

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
