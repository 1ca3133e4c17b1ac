#ifndef CHARTVOICE_CBRLAPI_SHIM_H
#define CHARTVOICE_CBRLAPI_SHIM_H

// Debian's libbrlapi-dev has no pkg-config file: the header is in the default include path.
#include <brlapi.h>
#include <dlfcn.h>

// The library is not linked: it is opened with dlopen on first use, so that a command that shows
// nothing in braille does not load it. Swift calls the functions through this table, which has one
// field per function, named and typed as the function itself.
#define CHARTVOICE_BRLAPI_FUNCTIONS(F) \
  F(brlapi_setExceptionHandler)        \
  F(brlapi_openConnection)             \
  F(brlapi_getDisplaySize)             \
  F(brlapi_enterTtyMode)               \
  F(brlapi_enterTtyModeWithPath)       \
  F(brlapi_write)                      \
  F(brlapi_readKeyWithTimeout)         \
  F(brlapi_leaveTtyMode)               \
  F(brlapi_closeConnection)

#define CHARTVOICE_BRLAPI_FIELD(name) __typeof__(&name) name;
typedef struct chartvoice_brlapi {
  CHARTVOICE_BRLAPI_FUNCTIONS(CHARTVOICE_BRLAPI_FIELD)
} chartvoice_brlapi;
#undef CHARTVOICE_BRLAPI_FIELD

/// Opens the shared library `file` and fills `functions`. Returns NULL on success, else the
/// loader's message, which names the file ("libbrlapi.so.0.8: cannot open shared object file: No
/// such file or directory", "…: undefined symbol: brlapi_write").
static inline const char *chartvoice_brlapi_load(const char *file, chartvoice_brlapi *functions) {
  void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return dlerror();
#define CHARTVOICE_BRLAPI_FIND(name)                          \
  functions->name = (__typeof__(&name))dlsym(library, #name); \
  if (functions->name == NULL) return dlerror();
  CHARTVOICE_BRLAPI_FUNCTIONS(CHARTVOICE_BRLAPI_FIND)
#undef CHARTVOICE_BRLAPI_FIND
  return NULL;
}

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
