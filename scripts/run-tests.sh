#!/usr/bin/env bash
# Runs the test suite and fails when it ran no tests at all (`swift test --filter NoMatch`
# exits 0 after running nothing). The suite runs beside a private speech-dispatcher and brltty
# (scripts/with-daemons.sh), which it stops afterwards.
set -uo pipefail

log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$(dirname "$0")/with-daemons.sh" swift test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[[ $status -eq 0 ]] || exit "$status"

count=$(grep -Eo 'Test run with [0-9]+ tests?' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
if [[ "$count" -eq 0 ]]; then
  echo "error: the test run ran no tests" >&2
  exit 1
fi
echo "ran $count tests"
