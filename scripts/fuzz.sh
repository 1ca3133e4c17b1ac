#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for a bounded time.
# Usage: scripts/fuzz.sh [seconds-per-target]   (default 60)
# A crash leaves its input in .build/fuzz/artifacts/ and fails this script; copy the input into
# Tests/Fixtures/fuzz/<target>/ so the regression test keeps it fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
root=$(pwd)
fuzz=.build/fuzz          # corpus, artifacts and logs; kept between runs
scratch=.build/fuzz-build # the instrumented build; made afresh every run
# libFuzzer and ASan, with coverage asked for explicitly: SwiftPM's `--sanitize fuzzer` alone does
# not always reach the compiler's per-file jobs, and an uninstrumented target fuzzes blind.
# Always from scratch: an incremental build of this path-dependent package has linked targets
# against a stale layout of a changed ChartModel type, which crashed on every input.
rm -rf "$scratch"
swift build --package-path Fuzz --scratch-path "$scratch" -c debug --sanitize fuzzer --sanitize address \
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp 2>&1 | tail -1
# grep reads all of objdump's output (no -q): an early exit would end objdump with SIGPIPE, which
# pipefail reports as a failure of the check.
if ! objdump -h "$scratch/debug/fuzz-chart-json" | grep "__sancov_cntrs" > /dev/null; then
  echo "error: the fuzz targets were built without coverage instrumentation" >&2
  exit 1
fi

seed() {  # seed <target> <selector-byte or ""> <files...>
  local target=$1 prefix=$2; shift 2
  local corpus="$fuzz/corpus/$target"
  mkdir -p "$corpus"
  for file in "$@"; do
    [[ -f "$file" ]] || continue
    if [[ -n "$prefix" ]]; then
      { printf "$prefix"; cat "$file"; } > "$corpus/seed-$(basename "$file")"
    else
      cp "$file" "$corpus/seed-$(basename "$file")"
    fi
  done
}
seed fuzz-chart-json "" Examples/*.json Tests/Fixtures/charts/*.json Tests/Fixtures/fuzz/chart-json/*
seed fuzz-csv '\x00' Examples/*.csv Tests/Fixtures/csv/* Tests/Fixtures/fuzz/csv/*
seed fuzz-vega-lite "" Tests/Fixtures/vega-lite/specs/* Tests/Fixtures/fuzz/vega-lite/*
seed fuzz-expression "" Tests/Fixtures/fuzz/expression/*
seed fuzz-options "" Tests/Fixtures/fuzz/options/*
# The option parser's dictionary: every subcommand and option name the CLI declares, and the NUL
# that separates words.
{
  printf '"\\x00"\n'
  grep -rhoE 'name: "[a-z][a-z-]*"' Sources/chartvoice | sed -E 's/name: "(.*)"/"--\1"\n"\1"/'
} | sort -u > "$fuzz/options.dict"

failed=0
mkdir -p "$fuzz/artifacts"
for target in fuzz-chart-json fuzz-csv fuzz-vega-lite fuzz-expression fuzz-options; do
  echo "fuzzing $target for ${seconds}s"
  # Expressions up to 1 MB reach long chains; the Vega-Lite targets share a dictionary of keys
  # and expression tokens.
  extra=()
  max_len=65536
  case $target in
    fuzz-expression) max_len=1048576; extra=(-dict=Fuzz/vega-lite.dict) ;;
    fuzz-vega-lite) extra=(-dict=Fuzz/vega-lite.dict) ;;
    fuzz-options) max_len=4096; extra=(-dict="$fuzz/options.dict") ;;
  esac
  # The Swift runtime keeps metadata for the life of the process; leak reports would be noise.
  if ! ASAN_OPTIONS=detect_leaks=0 "$scratch/debug/$target" "$fuzz/corpus/$target" "${extra[@]}" \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=20 -rss_limit_mb=4096 \
    -artifact_prefix="$root/$fuzz/artifacts/$target-" -print_final_stats=1 \
    > "$fuzz/$target.log" 2>&1; then
    failed=1
    echo "error: $target found a failure; see $fuzz/$target.log and $fuzz/artifacts/" >&2
    grep -E "ERROR|SUMMARY|Test unit written" "$fuzz/$target.log" >&2 || true
  else
    grep -E "DONE" "$fuzz/$target.log" | tail -1
    # Inputs a second over the run (README.md, Fuzzing, reports these).
    grep -E "stat::(number_of_executed_units|average_exec_per_sec)" "$fuzz/$target.log" | tr '\n' ' '
    echo
  fi
done
exit $failed
