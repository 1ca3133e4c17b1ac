#!/usr/bin/env bash
# `make bench` (audio part): the audio graph's render speed as a multiple of real time, and the
# whole-process time of `chartvoice speak` (speech only) against espeak-ng alone speaking the same
# text. Prints `name: value unit` lines.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work="$root/.build/bench"
mkdir -p "$work"
pin=()
if command -v taskset >/dev/null 2>&1; then pin=(taskset -c 0); fi

echo "building the audio benchmark and chartvoice (release) ..." >&2
swift build -c release --package-path Benchmarks --product audio-bench >&2
bench="$(swift build -c release --package-path Benchmarks --show-bin-path)/audio-bench"
swift build -c release --product chartvoice >&2
chartvoice="$(swift build -c release --show-bin-path)/chartvoice"

"${pin[@]}" "$bench" --points 1000 --repeat 5

# The same text both ways: what `speak --level all --no-tones` says of a 12-month, 3-series chart.
example="$root/Examples/line-products.json"
text="$work/speech.txt"
if command -v python3 >/dev/null 2>&1; then
  "$chartvoice" describe "$example" --level all --format json \
    | python3 -c 'import json, sys; s = json.load(sys.stdin)["speech"]; print(s["summary"]); print("\n".join(s["readout"]))' \
    > "$text"
else
  echo "speak_overhead: unavailable (python3 is needed to extract the speech text)"
  exit 0
fi

# Interleaved runs, A B A B …; the median wall time of each.
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
speak_times=()
espeak_times=()
for _ in 1 2 3 4 5 6 7; do
  start=$(date +%s%N)
  "${pin[@]}" "$chartvoice" speak "$example" --level all --no-tones -o "$work/speak.wav" 2>/dev/null
  speak_times+=($(( $(date +%s%N) - start )))
  start=$(date +%s%N)
  "${pin[@]}" espeak-ng -v en-us -w "$work/espeak.wav" -f "$text"
  espeak_times+=($(( $(date +%s%N) - start )))
done
speak=$(printf '%s\n' "${speak_times[@]}" | median)
espeak=$(printf '%s\n' "${espeak_times[@]}" | median)
awk -v s="$speak" -v e="$espeak" -v w="$(wc -w < "$text")" 'BEGIN {
  printf "speak_end_to_end: %.3f s (%d words, speech only)\n", s / 1e9, w
  printf "espeak_alone: %.3f s (the same text)\n", e / 1e9
  printf "speak_overhead: %.0f %%\n", (s / e - 1) * 100
}'
