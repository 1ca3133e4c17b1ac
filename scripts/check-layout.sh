#!/usr/bin/env bash
# Architectural rules a compiler does not check.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each C library is wrapped by exactly one Swift file: espeak-ng is not thread-safe (its file holds
# the one lock), and no C type may leak from either wrapper.
check_single_importer() {
  local module=$1 file=$2
  local importers
  importers=$(grep -rlE "^\s*(internal |private |public |package |@_implementationOnly )?import $module\b" Sources Tests || true)
  if [[ "$importers" != "$file" ]]; then
    echo "error: only $file may import $module; found:" >&2
    echo "${importers:-nothing}" >&2
    exit 1
  fi
}
check_single_importer CEspeakNG Sources/ChartSpeech/Espeak/EspeakEngine.swift
check_single_importer CPCAudio Sources/ChartSpeech/Playback/AudioDevice.swift

# Dependencies point one way: ChartModel imports none of the later stages, and so on.
check_no_import() {
  local folder=$1; shift
  for module in "$@"; do
    if grep -rqE "^\s*(internal |public |package )?import $module\b" "$folder"; then
      echo "error: $folder must not import $module (the pipeline flows one way)" >&2
      exit 1
    fi
  done
}
check_no_import Sources/ChartModel ChartNarration ChartSpeech
check_no_import Sources/ChartNarration ChartSpeech
# Library errors carry a typed remedy; only the command line turns it into flag advice, so no
# string literal in a library names a flag ("use --decimal ,").
flag_literals=$(grep -rnE '^[^/]*"[^"]*--[a-z][a-z-]+' Sources/Chart* || true)
if [[ -n "$flag_literals" ]]; then
  echo "error: library text names a command-line flag; give the error a typed remedy instead:" >&2
  echo "$flag_literals" >&2
  exit 1
fi
echo "layout ok"
