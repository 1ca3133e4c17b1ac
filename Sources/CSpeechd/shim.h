#ifndef CHARTVOICE_CSPEECHD_SHIM_H
#define CHARTVOICE_CSPEECHD_SHIM_H

// Debian's pkg-config file (speech-dispatcher) puts /usr/include/speech-dispatcher on the include
// path, with glib's folders that libspeechd.h needs.
#include <libspeechd.h>

#endif
