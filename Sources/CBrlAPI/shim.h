#ifndef CHARTVOICE_CBRLAPI_SHIM_H
#define CHARTVOICE_CBRLAPI_SHIM_H

// Debian's libbrlapi-dev has no pkg-config file: the header is in the default include path.
#include <brlapi.h>

// BRLAPI_WRITEARGUMENTS_INITIALIZER is a macro Swift cannot import.
static inline brlapi_writeArguments_t chartvoice_brlapi_write_arguments(void) {
  brlapi_writeArguments_t arguments = BRLAPI_WRITEARGUMENTS_INITIALIZER;
  return arguments;
}

// The display's commands chartvoice follows; BRLAPI_KEY_CMD(0) is a function-like macro.
enum {
  CHARTVOICE_BRLAPI_LNUP = BRLAPI_KEY_CMD_LNUP,
  CHARTVOICE_BRLAPI_LNDN = BRLAPI_KEY_CMD_LNDN,
  CHARTVOICE_BRLAPI_FWINLT = BRLAPI_KEY_CMD_FWINLT,
  CHARTVOICE_BRLAPI_FWINRT = BRLAPI_KEY_CMD_FWINRT,
};

// The command of a key code without its flags, or -1 for a key that is not a command (a
// keyboard key the display sends on).
static inline long chartvoice_brlapi_command(brlapi_keyCode_t code) {
  if ((code & BRLAPI_KEY_TYPE_MASK) != BRLAPI_KEY_TYPE_CMD) return -1;
  return (long)(code & BRLAPI_KEY_CODE_MASK);
}

#endif
