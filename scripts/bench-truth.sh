#!/usr/bin/env bash
# The truth benchmark: the claims checker reads chartvoice's English text back and checks every
# claim against the input data, over every golden input, the generated benchmark (330 charts) and
# the shared Vega-Lite corpora. Prints `false claims: K of N`, `unparsed sentences: U` and the
# counts by class; every false claim is listed in .build/bench-truth/result.txt.claims.txt.
set -uo pipefail
cd "$(dirname "$0")/.."

out=.build/bench-truth
mkdir -p "$out"
rm -f "$out/result.txt"
log="$out/swift-test.log"
CHARTVOICE_BENCH_TRUTH="$PWD/$out/result.txt" swift test --filter 'TruthBenchmarkTests/benchTruth' >"$log" 2>&1
status=$?
if [[ ! -s "$out/result.txt" ]]; then
  echo "error: the truth benchmark did not run (exit $status); see $log" >&2
  tail -20 "$log" >&2
  exit 1
fi
cat "$out/result.txt"
echo "every false claim: $out/result.txt.claims.txt"

# Every view of every composed gallery spec described as a set, and each set's own sentences
# (`make test` checks a fixed third of the sets: ChartSetClaimsTests.sampled).
rm -f "$out/set-claims.txt"
CHARTVOICE_SET_CLAIMS="$PWD/$out/set-claims.txt" swift test --skip-build --filter 'ChartSetClaimsTests' \
  >"$out/set-claims.log" 2>&1
set_claims_status=$?
if [[ -s "$out/set-claims.txt" ]]; then
  echo "composed gallery specs, view by view and as sets: $(cat "$out/set-claims.txt")"
else
  echo "composed gallery specs: not checked (no gallery corpus beside the repository?)"
fi
if [[ $set_claims_status -ne 0 ]]; then
  echo "error: a composed gallery spec makes a false or unparsed claim; see $out/set-claims.log" >&2
  grep -E "recorded an issue" "$out/set-claims.log" | head -20 >&2
  exit 1
fi

# The full calibration of every pattern detector (analysis.md §0): 1,000 series per null model
# and length, and per planted pattern. `make test` runs the same tests with fewer series. The
# detectors are the same code in either build, so the full run uses an optimized build of the
# tests (testable imports enabled). Measured on 2 shared cores: the step suite alone took 582 s
# in a debug build, 75 s optimized; all 12 suites 16 min (trend 306 s, clusters 232 s, season
# 102 s, step 75 s, the others under 45 s each), plus about 17 min for the optimized build.
report="$out/calibration.txt"
rm -f "$report"
swift build -c release --build-tests -Xswiftc -enable-testing >"$out/calibration-build.log" 2>&1
calibration_status=$?
if [[ $calibration_status -eq 0 ]]; then
  CHARTVOICE_FULL_CALIBRATION=1 CHARTVOICE_CALIBRATION_REPORT="$PWD/$report" \
    swift test -c release --skip-build --filter 'CalibrationTests' >"$out/calibration.log" 2>&1
  calibration_status=$?
else
  cp "$out/calibration-build.log" "$out/calibration.log"
fi
echo
echo "calibration (1,000 series per null model and length):"
if [[ -s "$report" ]]; then sort "$report"; else echo "  no calibration test recorded a rate"; fi
if [[ $calibration_status -ne 0 ]]; then
  echo "error: a calibration test failed; see $out/calibration.log" >&2
  grep -E "Expectation failed|recorded an issue" "$out/calibration.log" | head -20 >&2
  exit 1
fi

# The planted benchmark (issue 12 §3) is part of the truth benchmark's report above: planted
# patterns stated `k of n` (per pattern), patterns claimed where none was planted `m of n` (per
# null model and per claimed kind), median words of alt and summary, and median spoken seconds of
# the summary (estimated at 175 words a minute, numbers counted as the words they are read as).
echo
echo "budgets (alt ≤ 150 characters, summary ≤ 5 facts, each fact once, same facts in all 10 locales):"
# Every golden input, the generated and planted benchmarks and every described spec of the
# shared Vega-Lite corpora, in every locale; the content audit (issue 12 §2); and the default
# `speak` audio of a 6-point chart of each kind in every locale, rendered by espeak-ng.
rm -f "$out/budgets.txt" "$out"/spoken.*
CHARTVOICE_BUDGETS_REPORT="$PWD/$out/budgets.txt" CHARTVOICE_FULL_SPEECH=1 CHARTVOICE_SPOKEN_REPORT="$PWD/$out/spoken" \
  swift test --skip-build --filter 'SalienceTests|ContentAuditTests|LengthFollowsContentTests|SpokenLengthTests' \
  >"$out/budgets.log" 2>&1
budgets_status=$?
within="within budget"
for test in budgetsHoldInEveryLocale budgetsHoldOnTheBenchmarks; do
  grep -q "Test $test(.*) .*passed" "$out/budgets.log" || within="OVER BUDGET ($test)"
done
echo "  golden inputs, generated and planted benchmarks: $within"
echo "Vega-Lite corpora:"
if [[ -s "$out/budgets.txt" ]]; then cat "$out/budgets.txt"; else echo "  not run"; fi
if compgen -G "$out/spoken.*" >/dev/null; then
  sort -n "$out"/spoken.* | awk -F'\t' '{ s[NR] = $1; what[NR] = $2 } END {
    if (NR == 0) exit
    median = NR % 2 ? s[(NR + 1) / 2] : (s[NR / 2] + s[NR / 2 + 1]) / 2
    printf "speak, default audio of a 6-point chart (%d charts, espeak-ng): median %.1f s, longest %.1f s (%s)\n", NR, median, s[NR], what[NR] }'
fi
if [[ $budgets_status -ne 0 ]]; then
  grep -E "recorded an issue" "$out/budgets.log" | head -20
  echo "error: a description is over budget or an audit failed; see $out/budgets.log" >&2
  exit 1
fi
