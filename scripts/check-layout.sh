#!/usr/bin/env bash
# Architectural rules a compiler does not check (docs/architecture.md lists them).
set -euo pipefail
cd "$(dirname "$0")/.."

# An import of a module, whatever its attributes and access level.
import_of() { echo "^\s*(@[A-Za-z_]+ )*((public|package|internal|fileprivate|private) )?import $1\b"; }

# Each C library is wrapped by exactly one Swift file: espeak-ng is not thread-safe (its file holds
# the one lock), and no C type may leak from a wrapper.
check_single_importer() {
  local module=$1 file=$2
  local importers
  importers=$(grep -rlE "$(import_of "$module")" Sources Tests || true)
  if [[ "$importers" != "$file" ]]; then
    echo "error: only $file may import $module; found:" >&2
    echo "${importers:-nothing}" >&2
    exit 1
  fi
}
check_single_importer CEspeakNG Sources/ChartSpeech/Espeak/EspeakEngine.swift
check_single_importer CPCAudio Sources/ChartSpeech/Playback/AudioDevice.swift
check_single_importer CSpeechd Sources/ChartSpeech/Dispatcher/SpeechDispatcher.swift
check_single_importer CBrlAPI Sources/chartvoice/Explore/BrailleDisplay.swift
check_single_importer COpusEnc Sources/ChartAudio/Files/OpusWriter.swift
check_single_importer COpus Tests/ChartAudioTests/Files/OggOpusDecoder.swift

# Dependencies point one way: bytes → ChartImport → ChartModel → ChartNarration / ChartAudio →
# ChartSpeech → chartvoice, all on the ChartSupport ground floor. Each stage imports none of the
# stages after it, nor a sibling it does not need.
check_no_import() {
  local folder=$1; shift
  [[ -d "$folder" ]] || { echo "error: $folder is missing" >&2; exit 1; }
  for module in "$@"; do
    local found
    found=$(grep -rlE "$(import_of "$module")" "$folder" || true)
    if [[ -n "$found" ]]; then
      echo "error: $folder must not import $module (the pipeline flows one way):" >&2
      echo "$found" >&2
      exit 1
    fi
  done
}
check_no_import Sources/ChartSupport ChartModel ChartImport ChartAudio ChartNarration ChartSpeech
check_no_import Sources/ChartModel ChartImport ChartAudio ChartNarration ChartSpeech
check_no_import Sources/ChartImport ChartAudio ChartNarration ChartSpeech
check_no_import Sources/ChartAudio ChartImport ChartNarration ChartSpeech
check_no_import Sources/ChartNarration ChartImport ChartSpeech
check_no_import Sources/ChartSpeech ChartImport

# ChartSupport is the package's own floor: no product, and no public API shows it. Libraries
# import it `internal` or `package` (the compiler then refuses any public declaration that uses
# its types), and nothing is re-exported.
if grep -nE '\.library\(.*"ChartSupport"' Package.swift; then
  echo "error: ChartSupport must not be a product" >&2
  exit 1
fi
public_support=$(grep -rnE '^\s*(@_exported )?((public) )?import ChartSupport\b' \
  Sources/ChartImport Sources/ChartModel Sources/ChartAudio Sources/ChartNarration Sources/ChartSpeech \
  || true)
if [[ -n "$public_support" ]]; then
  echo "error: a library imports ChartSupport publicly; write 'internal import' or 'package import':" >&2
  echo "$public_support" >&2
  exit 1
fi
exported=$(grep -rnE '^\s*@_exported ' Sources || true)
if [[ -n "$exported" ]]; then
  echo "error: nothing is re-exported; import what a file uses where it uses it:" >&2
  echo "$exported" >&2
  exit 1
fi

# Library errors carry a typed remedy; only the command line turns it into flag advice, so no
# string literal in a library names a flag ("use --decimal ,").
flag_literals=$(grep -rnE '^[^/]*"[^"]*--[a-z][a-z-]+' Sources/Chart* || true)
if [[ -n "$flag_literals" ]]; then
  echo "error: library text names a command-line flag; give the error a typed remedy instead:" >&2
  echo "$flag_literals" >&2
  exit 1
fi
# The readers and the model know no language: a month or weekday is a typed position
# (RecurringTime) that the narration names from the phrase files, never a name Foundation's
# calendar data gives in some locale.
localized=$(grep -rnE '^[^/]*\b(DateFormatter|monthSymbols|weekdaySymbols|setLocalizedDateFormatFromTemplate|Locale\(identifier|Locale\.current)\b' \
  Sources/ChartImport Sources/ChartModel || true)
if [[ -n "$localized" ]]; then
  echo "error: ChartImport and ChartModel name no month or weekday in a language; give a RecurringTime:" >&2
  echo "$localized" >&2
  exit 1
fi

# libFuzzer artifacts are never committed: an input worth keeping is a regression input under
# Tests/Fixtures/fuzz/ (issue 13).
artifact_names='(^|/)(crash|oom|timeout|leak|slow-unit)-[^/]*$'
if git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
  artifacts=$(git ls-files | grep -E "$artifact_names" | grep -v '^Tests/Fixtures/fuzz/' || true)
else
  artifacts=$(find . -path ./.build -prune -o -type f -print | sed 's|^\./||' \
    | grep -E "$artifact_names" | grep -v '^Tests/Fixtures/fuzz/' || true)
fi
if [[ -n "$artifacts" ]]; then
  echo "error: libFuzzer artifacts are committed; keep the input under Tests/Fixtures/fuzz/:" >&2
  echo "$artifacts" >&2
  exit 1
fi
echo "layout ok"
