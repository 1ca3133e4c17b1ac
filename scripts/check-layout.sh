#!/usr/bin/env bash
# Architectural rules a compiler does not check.
set -euo pipefail
cd "$(dirname "$0")/.."

# espeak-ng is not thread-safe: exactly one Swift file may import it (and hold its lock).
importers=$(grep -rlE '^\s*(internal |private |public |package |@_implementationOnly )?import CEspeakNG' Sources Tests || true)
if [[ "$importers" != "Sources/ChartSpeech/Espeak/EspeakEngine.swift" ]]; then
  echo "error: only Sources/ChartSpeech/Espeak/EspeakEngine.swift may import CEspeakNG; found:" >&2
  echo "${importers:-nothing}" >&2
  exit 1
fi

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
echo "layout ok"
