#!/usr/bin/env bash
# `make bench` (describe part): times `describe` (parse + analyse + narrate the alt text and the
# summary) of a 1,000,000- and a 10,000,000-point CSV in a release build on one core, its peak
# memory, and the equivalent Python pipeline (pandas, scipy, lttb) on the 1,000,000-point file in
# the same run: in process on numeric x, and whole process against whole process on a file of
# ISO 8601 timestamps (the figure the 10x target is about). Prints `name: value unit` lines.
#
# The CSV files and a Python virtual environment are kept under .build/bench/ (not in git).
# Without pip the Python figure prints as `python_pipeline_1M: unavailable`.
set -euo pipefail
source "$(dirname "$0")/bench-setup.sh"

echo "building the benchmarks (release) ..." >&2
swift build -c release --package-path Benchmarks --product describe-bench >&2
bench="$(swift build -c release --package-path Benchmarks --show-bin-path)/describe-bench"

for size in 1000000 10000000; do
  file="$work/walk-$size.csv"
  if [[ ! -s "$file" ]]; then
    echo "generating $file ..." >&2
    Benchmarks/generate-csv.sh "$size" integer > "$file.tmp" && mv "$file.tmp" "$file"
  fi
done

"${pin[@]}" "$bench" "$work/walk-1000000.csv" --name 1M --repeat 3 --locales "$root/Locales" | tee "$work/describe-1M.txt"
"${pin[@]}" "$bench" "$work/walk-10000000.csv" --name 10M --repeat 3 --locales "$root/Locales" | tee "$work/describe-10M.txt"

# The Python pipeline, in a virtual environment of its own.
venv="$work/venv"
python=""
if [[ -x "$venv/bin/python" ]] && "$venv/bin/python" -c "import pandas, scipy, lttb" 2>/dev/null; then
  python="$venv/bin/python"
elif command -v python3 >/dev/null 2>&1 && python3 -m venv "$venv" >/dev/null 2>&1 \
  && "$venv/bin/pip" install -q pandas scipy numpy >/dev/null 2>&1 \
  && "$venv/bin/pip" install -q --no-deps lttb >/dev/null 2>&1; then
  # lttb's metadata pins an old numpy; it works with numpy 2, so it is installed without its deps.
  python="$venv/bin/python"
fi
if [[ -n "$python" ]]; then
  "${pin[@]}" "$python" Benchmarks/python_pipeline.py "$work/walk-1000000.csv" --name 1M --repeat 3 \
    | tee "$work/python-1M.txt"
  swift_1m=$(awk '/^describe_1M_wall:/ { print $2 }' "$work/describe-1M.txt")
  python_1m=$(awk '/^python_pipeline_1M:/ { print $2 }' "$work/python-1M.txt")
  awk -v s="$swift_1m" -v p="$python_1m" 'BEGIN { printf "speedup_vs_python_1M_in_process: %.1f x\n", p / s }'
else
  echo "python_pipeline_1M: unavailable"
fi

# Side by side as a user runs them, whole process against whole process: `chartvoice describe`
# of 1,000,000 rows with ISO 8601 minute timestamps, and the same file through the Python
# pipeline (interpreter start, imports and date parsing included: the user waits for them too).
# The fastest of three wall clocks each, one after the other on the same pinned core.
dates="$work/minute-1000000.csv"
if [[ ! -s "$dates" ]]; then
  echo "generating $dates ..." >&2
  Benchmarks/generate-csv.sh 1000000 minute > "$dates.tmp" && mv "$dates.tmp" "$dates"
fi
swift build -c release --static-swift-stdlib --product chartvoice >&2  # as `make release`
chartvoice="$(swift build -c release --show-bin-path)/chartvoice"

# Prints the fastest wall-clock seconds of three runs of the command.
fastest_of_three() {
  local best="" start end
  for _ in 1 2 3; do
    start=$(date +%s.%N)
    "$@" > /dev/null
    end=$(date +%s.%N)
    best=$(awk -v a="$start" -v b="$end" -v best="$best" \
      'BEGIN { t = b - a; if (best == "" || t < best) best = t; printf "%.3f", best }')
  done
  echo "$best"
}

swift_process=$(fastest_of_three "${pin[@]}" "$chartvoice" describe "$dates" --level summary)
echo "chartvoice_process_1M_dates: $swift_process s"
if [[ -n "$python" ]]; then
  python_process=$(fastest_of_three "${pin[@]}" "$python" Benchmarks/python_pipeline.py "$dates" --dates)
  echo "python_process_1M_dates: $python_process s"
  awk -v s="$swift_process" -v p="$python_process" \
    'BEGIN { printf "speedup_vs_python_1M_dates: %.1f x\n", p / s }'
else
  echo "python_process_1M_dates: unavailable"
fi
