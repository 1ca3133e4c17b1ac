#!/usr/bin/env bash
# Installs the Debian packages chartvoice needs to build and speak, when any is missing.
# As root it installs them; otherwise it prints the exact command to run and fails.
set -euo pipefail

packages=(espeak-ng libespeak-ng-dev libpcaudio-dev pkg-config)

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
  done
else
  # Not Debian: check for what the build actually uses.
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
fi

[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ $(id -u) -eq 0 ]]; then
  echo "Installing ${missing[*]} ..." >&2
  export DEBIAN_FRONTEND=noninteractive
  # A fresh machine has no package lists yet; refresh them only when an install is needed.
  if ! apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null 2>&1; then
    apt-get update >/dev/null
    apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null
  fi
  echo "Installed ${missing[*]}." >&2
else
  echo "chartvoice needs these Debian packages: ${missing[*]}" >&2
  echo "Install them with:" >&2
  echo "  sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
