#!/usr/bin/env bash
# `make bench`: every figure of issue 18's targets, measured in one run beside its contender, one
# line each on standard output and nothing else there (builds and set-up go to .build/bench/log):
#
#   FIGURE: VALUE UNIT | CONTENDER: VALUE UNIT | ratio: R× | target: T
#
# (the contender and ratio parts only where the target compares with one). The release build is
# the one `make release` makes; every process is whole (start-up included) and pinned to one core
# with `taskset -c 0` (but the two-core wall figures, --jobs 2 against --jobs 1); rounds interleave
# chartvoice and its contenders, so a slow moment of the shared machine falls on all alike, and the
# fastest round of each is its figure (a shared machine only ever slows a run down). CPU is user +
# system time (GNU time), page faults the minor faults, peak memory the maximum resident set. With
# valgrind installed, the CSV, speak and sonify figures are also counted in instructions, which the
# machine's load does not move.
#
# The inputs (`Benchmarks/generate-csv.sh`) and the Python virtual environment (pandas, scipy,
# numpy, lttb, polars from PyPI) are kept under .build/bench/. BENCH_ROUNDS (default 3) sets the
# rounds; a contender that cannot be installed prints as `unavailable`.
set -euo pipefail
source "$(dirname "$0")/bench-setup.sh"

rounds=${BENCH_ROUNDS:-3}
log="$work/log"
: > "$log"
fail() {
  echo "bench: $1 (see $log)" >&2
  exit 1
}
command -v /usr/bin/time >/dev/null 2>&1 || fail "GNU time (/usr/bin/time, Debian's 'time') is needed"

swift build -c release --static-swift-stdlib --product chartvoice >>"$log" 2>&1 || fail "building chartvoice failed"
chartvoice="$(swift build -c release --show-bin-path)/chartvoice"
swift build -c release --package-path Benchmarks --product csv-throughput >>"$log" 2>&1 \
  || fail "building csv-throughput failed"
throughput="$(swift build -c release --package-path Benchmarks --show-bin-path)/csv-throughput"
swift build -c release --package-path Benchmarks --product parallel-cutoff >>"$log" 2>&1 \
  || fail "building parallel-cutoff failed"
cutoff="$(swift build -c release --package-path Benchmarks --show-bin-path)/parallel-cutoff"

# The inputs, made once.
input() {
  local file="$work/$1-$2.csv"
  if [[ ! -s "$file" ]]; then
    Benchmarks/generate-csv.sh "$2" "$1" >"$file.tmp" && mv "$file.tmp" "$file"
  fi
  echo "$file"
}
walk_1m=$(input integer 1000000)
walk_10m=$(input integer 10000000)
minute_1m=$(input minute 1000000)
long_10m=$(input long 10000000)
walk_10k=$(input integer 10000)

# The pandas and polars pipelines, in a virtual environment of their own.
venv="$work/venv"
python=""
polars=""
if [[ -x "$venv/bin/python" ]] && "$venv/bin/python" -c "import pandas, scipy, lttb" 2>/dev/null; then
  python="$venv/bin/python"
elif command -v python3 >/dev/null 2>&1 && python3 -m venv "$venv" >>"$log" 2>&1 \
  && "$venv/bin/pip" install -q pandas scipy numpy >>"$log" 2>&1 \
  && "$venv/bin/pip" install -q --no-deps lttb >>"$log" 2>&1; then
  # lttb's metadata pins an old numpy; it works with numpy 2, so it is installed without its deps.
  python="$venv/bin/python"
fi
if [[ -n "$python" ]] && { "$python" -c "import polars" 2>/dev/null || "$venv/bin/pip" install -q polars >>"$log" 2>&1; }; then
  polars="$python"
fi

# `measure CMD…`: runs the command once, its output discarded, and prints "wall cpu faults kib".
measure() {
  if ! /usr/bin/time -f '%e %U %S %R %M' -o "$work/time.txt" "$@" >/dev/null 2>>"$log"; then
    fail "'$*' failed"
  fi
  awk '{ printf "%s %.2f %s %s\n", $1, $2 + $3, $4, $5 }' "$work/time.txt"
}
# `fastest FIELD` over lines of `measure` output: the line with the smallest FIELD.
fastest() { sort -g -k"$1" | head -1; }
field() { awk -v f="$1" '{ print $f }' <<<"$2"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

# 1. describe, whole process: 1M points against the pandas and polars pipelines (ISO 8601 minute
# dates, parsed by all three), interleaved rounds; 10M points alone (CPU, faults, peak memory).
ours_1m="" pandas_1m="" polars_1m="" ours_10m="" ours_1m_numeric=""
for _ in $(seq "$rounds"); do
  ours_1m+=$(measure "${pin[@]}" "$chartvoice" describe "$minute_1m" --level summary)$'\n'
  if [[ -n "$python" ]]; then
    pandas_1m+=$(measure "${pin[@]}" "$python" Benchmarks/python_pipeline.py "$minute_1m" --dates)$'\n'
  fi
  if [[ -n "$polars" ]]; then
    polars_1m+=$(measure "${pin[@]}" "$polars" Benchmarks/polars_pipeline.py "$minute_1m" --dates)$'\n'
  fi
  ours_1m_numeric+=$(measure "${pin[@]}" "$chartvoice" describe "$walk_1m" --level summary)$'\n'
  ours_10m+=$(measure "${pin[@]}" "$chartvoice" describe "$walk_10m" --level summary)$'\n'
done
best_1m=$(fastest 1 <<<"${ours_1m%$'\n'}")
wall_1m=$(field 1 "$best_1m")
for contender in pandas polars; do
  lines=${contender}_1m
  target=$([[ $contender == pandas ]] && echo 20 || echo 15)
  if [[ -n "${!lines}" ]]; then
    theirs=$(field 1 "$(fastest 1 <<<"${!lines%$'\n'}")")
    echo "describe_1M_vs_$contender: $wall_1m s | $contender: $theirs s | ratio: $(ratio "$theirs" "$wall_1m")× | target: ≥ $target×"
  else
    echo "describe_1M_vs_$contender: $wall_1m s | $contender: unavailable | ratio: - | target: ≥ $target×"
  fi
done
best_10m=$(fastest 2 <<<"${ours_10m%$'\n'}")
echo "describe_10M_cpu: $(field 2 "$best_10m") s | target: ≤ 1.0 s"
echo "describe_10M_page_faults: $(field 3 "$best_10m") | target: ≤ 25000"
awk -v k="$(field 4 "$best_10m")" 'BEGIN { printf "describe_10M_peak_memory: %.1f bytes a point | target: ≤ 32\n", k * 1024 / 1e7 }'
cpu_1m=$(field 2 "$(fastest 2 <<<"${ours_1m_numeric%$'\n'}")")
awk -v a="$cpu_1m" -v b="$(field 2 "$best_10m")" \
  'BEGIN { printf "describe_cost_exponent_1M_to_10M: %.2f (CPU %.2f s → %.2f s) | target: ≤ 1.05\n", log(b / a) / log(10), a, b }'
# Both cores, as a user runs it (not pinned): --jobs 2 against --jobs 1 (one core, no thread
# started), interleaved rounds, the fastest wall clock of each with its CPU time.
wall_10m="" wall_10m_one=""
for _ in $(seq "$rounds"); do
  wall_10m+=$(measure "$chartvoice" describe "$walk_10m" --level summary --jobs 2)$'\n'
  wall_10m_one+=$(measure "$chartvoice" describe "$walk_10m" --level summary --jobs 1)$'\n'
done
two=$(fastest 1 <<<"${wall_10m%$'\n'}")
one=$(fastest 1 <<<"${wall_10m_one%$'\n'}")
echo "describe_10M_wall: $(field 1 "$two") s (CPU $(field 2 "$two") s), --jobs 2 | --jobs 1: $(field 1 "$one") s (CPU $(field 2 "$one") s) | ratio: $(ratio "$(field 1 "$one")" "$(field 1 "$two")")× | target: ≤ 0.6 s"
# The same runs' critical path by CPU (CHARTVOICE_PROFILE=1: the CPU time of the longest chain of
# work that must run in order), which the neighbours' load does not lengthen: the wall time with a
# core for each thread. The shortest of the rounds.
critical_path() {
  local best="" path
  for _ in $(seq "$rounds"); do
    path=$(CHARTVOICE_PROFILE=1 "$chartvoice" describe "$walk_10m" --level summary --jobs "$1" 2>&1 >/dev/null \
      | sed -n 's/^profile: total:.*critical path CPU \([0-9.]*\) ms.*/\1/p')
    best=$(awk -v a="$best" -v b="$path" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }')
  done
  awk -v ms="$best" 'BEGIN { printf "%.3f", ms / 1000 }'
}
path_two=$(critical_path 2)
path_one=$(critical_path 1)
echo "describe_10M_critical_path: $path_two s, --jobs 2 | --jobs 1: $path_one s | ratio: $(ratio "$path_one" "$path_two")× | target: ≤ 0.6 s"
# The point count from which the analysis runs its statistics side by side (in process, both
# cores: DescriptionPolicy.parallelAnalysisMinimumPoints).
"$cutoff" --rounds "$((rounds * 3))" | grep '^describe_parallel_cutoff:' || fail "parallel-cutoff failed"

# 2. CSV reading per byte: the long format (x, series, value; four series interleaved) against the
# wide one (x, y) of the same 10M walk, by csv-throughput's CPU time, interleaved rounds.
wide="" long=""
for _ in $(seq "$rounds"); do
  wide+=$("${pin[@]}" "$throughput" "$walk_10m" --report | awk '$1 == "mb_per_s_cpu" { print $2 }')$'\n'
  long+=$("${pin[@]}" "$throughput" "$long_10m" --report | awk '$1 == "mb_per_s_cpu" { print $2 }')$'\n'
done
wide_speed=$(sort -g <<<"${wide%$'\n'}" | tail -1)
long_speed=$(sort -g <<<"${long%$'\n'}" | tail -1)
echo "csv_long_format: $long_speed MB/s | wide format: $wide_speed MB/s | ratio: $(ratio "$wide_speed" "$long_speed")× a byte | target: ≤ 1.5×"
# Instructions do not move with the neighbours' load (valgrind's callgrind; the 1M files, whole
# csv-throughput process).
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/Collected :/ { print $4 }'
}
if command -v valgrind >/dev/null 2>&1; then
  long_1m=$(input long 1000000)
  long_ir=$(instructions "$throughput" "$long_1m")
  wide_ir=$(instructions "$throughput" "$walk_1m")
  awk -v l="$long_ir" -v w="$wide_ir" -v lb="$(stat -c %s "$long_1m")" -v wb="$(stat -c %s "$walk_1m")" 'BEGIN {
    printf "csv_long_format_instructions: %.1f a byte | wide format: %.1f a byte | ratio: %.2f× | target: ≤ 1.5×\n",
      l / lb, w / wb, (l / lb) / (w / wb) }'
else
  echo "csv_long_format_instructions: unavailable (valgrind is not installed) | target: ≤ 1.5×"
fi

# 3. sonify 10k points to 30 s at 22.05 kHz, whole process, as a multiple of real time.
# GNU time's wall clock has hundredths of a second; this one has nanoseconds.
sonify=""
for _ in $(seq "$((rounds * 3))"); do
  start=$(date +%s%N)
  "${pin[@]}" "$chartvoice" sonify "$walk_10k" --duration 30 --sample-rate 22050 -o "$work/sonify.wav" 2>>"$log" \
    || fail "sonify failed"
  sonify+=$(($(date +%s%N) - start))$'\n'
done
sonify_ns=$(sort -g <<<"${sonify%$'\n'}" | head -1)
awk -v ns="$sonify_ns" 'BEGIN { printf "sonify_10k_30s: %.3f s, %.0f× real time | target: ≥ 1000×\n", ns / 1e9, 30e9 / ns }'

# 4. speak against espeak-ng alone speaking the same sentences (the speech text of the same
# description, one sentence a line, each ending in a full stop so that espeak-ng pauses where
# chartvoice does), CPU, interleaved rounds.
example="$root/Examples/line-products.json"
text="$work/speech.txt"
"$chartvoice" describe "$example" --level all --format json 2>>"$log" | python3 -c '
import json, sys
speech = json.load(sys.stdin)["speech"]
for line in [speech["summary"]] + speech["readout"]:
    print(line if line.rstrip()[-1:] in ".!?;:" else line.rstrip() + ".")
' >"$text"
speak="" espeak=""
for _ in $(seq "$((rounds * 3))"); do
  speak+=$(measure "${pin[@]}" "$chartvoice" speak "$example" --level all --no-tones -o "$work/speak.wav")$'\n'
  espeak+=$(measure "${pin[@]}" espeak-ng -v en-us -w "$work/espeak.wav" -f "$text")$'\n'
done
speak_cpu=$(field 2 "$(fastest 2 <<<"${speak%$'\n'}")")
espeak_cpu=$(field 2 "$(fastest 2 <<<"${espeak%$'\n'}")")
echo "speak_cpu: $speak_cpu s | espeak-ng -w: $espeak_cpu s | ratio: $(ratio "$speak_cpu" "$espeak_cpu")× | target: ≤ 1.1×"
if command -v valgrind >/dev/null 2>&1; then
  speak_ir=$(instructions "$chartvoice" speak "$example" --level all --no-tones -o "$work/speak.wav")
  espeak_ir=$(instructions espeak-ng -v en-us -w "$work/espeak.wav" -f "$text")
  sonify_ir=$(instructions "$chartvoice" sonify "$walk_10k" --duration 30 --sample-rate 22050 -o "$work/sonify.wav")
  awk -v s="$speak_ir" -v e="$espeak_ir" -v t="$sonify_ir" 'BEGIN {
    printf "speak_instructions: %.0f million | espeak-ng -w: %.0f million | ratio: %.2f× | target: ≤ 1.1×\n", s / 1e6, e / 1e6, s / e
    printf "sonify_10k_30s_instructions: %.1f million | target: -\n", t / 1e6 }'
else
  echo "speak_instructions: unavailable (valgrind is not installed) | target: ≤ 1.1×"
fi
