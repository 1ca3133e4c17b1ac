#!/usr/bin/env bash
# `make bench-detail` (audio part): the audio graph's render speed as a multiple of real time, and the
# whole-process time of `chartvoice speak` (speech only) against espeak-ng alone speaking the same
# text. Prints `name: value unit` lines.
set -euo pipefail
source "$(dirname "$0")/bench-setup.sh"

echo "building the audio benchmark and chartvoice (release) ..." >&2
swift build -c release --package-path Benchmarks --product audio-bench >&2
bench="$(swift build -c release --package-path Benchmarks --show-bin-path)/audio-bench"
swift build -c release --static-swift-stdlib --product chartvoice >&2  # as `make release`
chartvoice="$(swift build -c release --show-bin-path)/chartvoice"

"${pin[@]}" "$bench" --points 1000 --repeat 5

# The same text both ways: what `speak --level all --no-tones` says of a 12-month, 3-series chart.
# chartvoice speaks each sentence as a sentence, readout lines ("4 of 12: April, 38800") too; so
# that espeak-ng alone does the same rather than run the lines together, a line without final
# punctuation gets a full stop. Both then make the same audio (their lengths are printed).
example="$root/Examples/line-products.json"
text="$work/speech.txt"
if command -v python3 >/dev/null 2>&1; then
  "$chartvoice" describe "$example" --level all --format json \
    | python3 -c '
import json, sys
speech = json.load(sys.stdin)["speech"]
for line in [speech["summary"]] + speech["readout"]:
    print(line if line.rstrip()[-1:] in ".!?;:" else line.rstrip() + ".")
' > "$text"
else
  echo "speak_overhead: unavailable (python3 is needed to extract the speech text)"
  exit 0
fi

# Interleaved runs, A B A B …. The fastest run of each is the figure: on a shared machine a run is
# only ever slowed down by others, so the fastest is the closest to the work itself (the medians
# are printed too).
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
fastest() { sort -n | head -1; }
speak_times=()
espeak_times=()
for _ in $(seq 1 21); do
  start=$(date +%s%N)
  "${pin[@]}" "$chartvoice" speak "$example" --level all --no-tones -o "$work/speak.wav" 2>/dev/null
  speak_times+=($(( $(date +%s%N) - start )))
  start=$(date +%s%N)
  "${pin[@]}" espeak-ng -v en-us -w "$work/espeak.wav" -f "$text"
  espeak_times+=($(( $(date +%s%N) - start )))
done
speak=$(printf '%s\n' "${speak_times[@]}" | fastest)
espeak=$(printf '%s\n' "${espeak_times[@]}" | fastest)
speak_median=$(printf '%s\n' "${speak_times[@]}" | median)
espeak_median=$(printf '%s\n' "${espeak_times[@]}" | median)
awk -v s="$speak" -v e="$espeak" -v sm="$speak_median" -v em="$espeak_median" -v w="$(wc -w < "$text")" 'BEGIN {
  printf "speak_end_to_end: %.3f s (%d words, speech only; fastest of 21)\n", s / 1e9, w
  printf "espeak_alone: %.3f s (the same text; fastest of 21)\n", e / 1e9
  printf "speak_end_to_end_median: %.3f s\n", sm / 1e9
  printf "espeak_alone_median: %.3f s\n", em / 1e9
  printf "speak_overhead: %.0f %%\n", (s / e - 1) * 100
}'
python3 -c '
import sys, wave
for name, path in (("speak_audio", sys.argv[1]), ("espeak_audio", sys.argv[2])):
    with wave.open(path) as audio:
        print(f"{name}: {audio.getnframes() / audio.getframerate():.1f} s")
' "$work/speak.wav" "$work/espeak.wav"

# Wall clocks on a shared machine swing by a third from run to run; instructions executed do not.
# With valgrind installed, both runs are counted under callgrind (about 15 s each): what chartvoice
# adds in user-space work, independent of the machine's load. (The wall figure also holds the
# kernel's share: the flush to disk before the rename and the first touch of the mix's pages.)
if command -v valgrind >/dev/null 2>&1; then
  count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/Collected :/ { print $4 }'; }
  speak_ir=$(count "$chartvoice" speak "$example" --level all --no-tones -o "$work/speak.wav")
  espeak_ir=$(count espeak-ng -v en-us -w "$work/espeak.wav" -f "$text")
  awk -v s="$speak_ir" -v e="$espeak_ir" 'BEGIN {
    printf "speak_instructions: %.0f million\n", s / 1e6
    printf "espeak_instructions: %.0f million\n", e / 1e6
    printf "speak_instructions_overhead: %.1f %%\n", (s / e - 1) * 100
  }'
else
  echo "speak_instructions_overhead: unavailable (valgrind is not installed)"
fi
