#!/usr/bin/env bash
# `make bench-detail` (describe part): times `describe` (parse + analyse + narrate the alt text and the
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
# The polars equivalent, in the same environment when polars installs.
polars=""
if [[ -n "$python" ]]; then
  if "$python" -c "import polars" 2>/dev/null || "$venv/bin/pip" install -q polars >/dev/null 2>&1; then
    polars="$python"
  fi
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
if [[ -n "$polars" ]]; then
  "${pin[@]}" "$polars" Benchmarks/polars_pipeline.py "$work/walk-1000000.csv" --name 1M --repeat 3 \
    | tee "$work/polars-1M.txt"
  polars_1m=$(awk '/^polars_pipeline_1M:/ { print $2 }' "$work/polars-1M.txt")
  awk -v s="$swift_1m" -v p="$polars_1m" 'BEGIN { printf "speedup_vs_polars_1M_in_process: %.1f x\n", p / s }'
else
  echo "polars_pipeline_1M: unavailable"
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

# The wall-clock seconds of one run of the command.
seconds_of() {
  local start end
  start=$(date +%s.%N)
  "$@" > /dev/null
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }'
}
smaller() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a) ? b : a }'; }

# Interleaved rounds, chartvoice, pandas, polars, three times: a slow moment of the shared
# machine falls on all three alike. The fastest of each is its figure.
swift_process=""
python_process=""
polars_process=""
for _ in 1 2 3; do
  swift_process=$(smaller "$swift_process" "$(seconds_of "${pin[@]}" "$chartvoice" describe "$dates" --level summary)")
  if [[ -n "$python" ]]; then
    python_process=$(smaller "$python_process" \
      "$(seconds_of "${pin[@]}" "$python" Benchmarks/python_pipeline.py "$dates" --dates)")
  fi
  if [[ -n "$polars" ]]; then
    polars_process=$(smaller "$polars_process" \
      "$(seconds_of "${pin[@]}" "$polars" Benchmarks/polars_pipeline.py "$dates" --dates)")
  fi
done
echo "chartvoice_process_1M_dates: $swift_process s"
if [[ -n "$python" ]]; then
  echo "python_process_1M_dates: $python_process s"
  awk -v s="$swift_process" -v p="$python_process" \
    'BEGIN { printf "speedup_vs_python_1M_dates: %.1f x\n", p / s }'
else
  echo "python_process_1M_dates: unavailable"
fi
if [[ -n "$polars" ]]; then
  echo "polars_process_1M_dates: $polars_process s"
  awk -v s="$swift_process" -v p="$polars_process" \
    'BEGIN { printf "speedup_vs_polars_1M_dates: %.1f x\n", p / s }'
else
  echo "polars_process_1M_dates: unavailable"
fi

# Page faults and peak memory of the whole process on 10,000,000 points (GNU time), and the
# long format against the wide one, per byte (the same points, x,series,value).
if [[ -x /usr/bin/time ]]; then
  /usr/bin/time -f "%R %M" -o "$work/time-10M.txt" "${pin[@]}" "$chartvoice" describe "$work/walk-10000000.csv" \
    --level summary > /dev/null
  read -r faults peak < "$work/time-10M.txt"
  echo "describe_10M_page_faults: $faults"
  awk -v k="$peak" 'BEGIN { printf "describe_10M_peak_rss: %.1f MiB (%.1f bytes a point)\n", k / 1024, k * 1024 / 1e7 }'
fi
long="$work/long-10000000.csv"
if [[ ! -s "$long" ]]; then
  echo "generating $long ..." >&2
  Benchmarks/generate-csv.sh 10000000 long > "$long.tmp" && mv "$long.tmp" "$long"
fi
swift build -c release --package-path Benchmarks --product csv-throughput >&2
throughput="$(swift build -c release --package-path Benchmarks --show-bin-path)/csv-throughput"
wide_speed=""
long_speed=""
for _ in 1 2 3; do
  speed=$("${pin[@]}" "$throughput" "$work/walk-10000000.csv" --report | awk '$1 == "mb_per_s_cpu" { print $2 }')
  wide_speed=$(awk -v a="$wide_speed" -v b="$speed" 'BEGIN { print (a == "" || b > a) ? b : a }')
  speed=$("${pin[@]}" "$throughput" "$long" --report | awk '$1 == "mb_per_s_cpu" { print $2 }')
  long_speed=$(awk -v a="$long_speed" -v b="$speed" 'BEGIN { print (a == "" || b > a) ? b : a }')
done
echo "csv_wide_10M: $wide_speed MB/s"
echo "csv_long_10M: $long_speed MB/s"
awk -v w="$wide_speed" -v l="$long_speed" 'BEGIN { printf "long_vs_wide_per_byte: %.2f x slower\n", w / l }'
