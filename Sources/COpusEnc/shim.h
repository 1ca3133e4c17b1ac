#ifndef CHARTVOICE_COPUSENC_SHIM_H
#define CHARTVOICE_COPUSENC_SHIM_H

// Debian: libopusenc-dev (pkg-config libopusenc, cflags -I/usr/include/opus).
#include <opusenc.h>

// ope_encoder_ctl is variadic, which Swift cannot call: one typed wrapper per request used.
static inline int chartvoice_ope_set_bitrate(OggOpusEnc *encoder, opus_int32 bitsPerSecond) {
  return ope_encoder_ctl(encoder, OPUS_SET_BITRATE(bitsPerSecond));
}

// A fixed Ogg stream serial number makes the same audio give the same bytes.
static inline int chartvoice_ope_set_serialno(OggOpusEnc *encoder, opus_int32 serial) {
  return ope_encoder_ctl(encoder, OPE_SET_SERIALNO(serial));
}

#endif
