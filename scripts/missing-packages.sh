#!/usr/bin/env bash
# Prints, on one line, those of the Debian packages named as arguments that are not installed
# (nothing when all are). `make deps` installs what it prints.
#
#     scripts/missing-packages.sh espeak-ng libespeak-ng-dev   # "libespeak-ng-dev"
#
# Off Debian there is no dpkg to ask: it checks for what the build actually uses instead and fails
# with a message when that is missing.
set -euo pipefail

if command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for package in "$@"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
  done
  echo "${missing[*]-}"
  exit 0
fi

if ! pkg-config --exists espeak-ng 2>/dev/null; then
  echo "chartvoice needs espeak-ng and its development files (pkg-config name 'espeak-ng')." >&2
  echo "Install them with your system's package manager, then run make again." >&2
  exit 1
fi
# pcaudiolib (espeak-ng's audio output library) has no pkg-config file: look for its header.
if ! echo '#include <pcaudiolib/audio.h>' | cc -E -x c - >/dev/null 2>&1; then
  echo "chartvoice needs pcaudiolib's development files (pcaudiolib/audio.h, libpcaudio)." >&2
  echo "Install them with your system's package manager, then run make again." >&2
  exit 1
fi
