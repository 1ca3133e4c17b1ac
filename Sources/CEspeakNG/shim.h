#ifndef CHARTVOICE_CESPEAKNG_SHIM_H
#define CHARTVOICE_CESPEAKNG_SHIM_H

// Debian's pkg-config file for espeak-ng has empty cflags: the headers live in
// the default include path under espeak-ng/.
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>

#endif
