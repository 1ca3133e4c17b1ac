#ifndef CHARTVOICE_COPUS_SHIM_H
#define CHARTVOICE_COPUS_SHIM_H

// Debian: libopus-dev (pkg-config opus, cflags -I/usr/include/opus). For the tests only: they
// decode the Ogg Opus files chartvoice writes to measure their duration, pitch and level.
#include <opus.h>

#endif
