#!/usr/bin/env bash
# Benchmarks, one `name: value unit` line each, for `make bench`.
#
#   csv_ingest_10M_rows: 372 MB/s     CSVReader on a 10,000,000-row numeric file (~210 MB), one
#                                     core, by CPU time, best of $BENCH_RUNS runs (default 3)
#   csv_ingest_peak_memory: 177 MiB   the most resident memory of those runs
#
# To add a benchmark: build it in Benchmarks/, run it below and print its own `name: value unit`
# line. The generated data lives in a temporary folder, removed on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${BENCH_RUNS:-3}
rows=${BENCH_ROWS:-10000000}
work=$(mktemp -d "${TMPDIR:-/tmp}/chartvoice-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

swift build -c release --package-path Benchmarks >"$work/build.log" 2>&1 || {
  cat "$work/build.log" >&2
  exit 1
}
tool=$(swift build -c release --package-path Benchmarks --show-bin-path)/csv-throughput

# CSV ingest: integer x, a random walk with four decimals as y.
Benchmarks/generate-csv.sh "$rows" integer >"$work/int.csv"
best=0
peak=0
for _ in $(seq "$runs"); do
  report=$("$tool" "$work/int.csv" --report)
  speed=$(awk '$1 == "mb_per_s_cpu" { print $2 }' <<<"$report")
  memory=$(awk '$1 == "peak_rss_kib" { print $2 }' <<<"$report")
  best=$(awk -v a="$best" -v b="$speed" 'BEGIN { print (b > a ? b : a) }')
  peak=$(awk -v a="$peak" -v b="$memory" 'BEGIN { print (b > a ? b : a) }')
done
label=$(awk -v r="$rows" 'BEGIN { if (r % 1000000 == 0) print r / 1000000 "M"; else print r }')
printf 'csv_ingest_%s_rows: %.0f MB/s\n' "$label" "$best"
printf 'csv_ingest_peak_memory: %.0f MiB\n' "$(awk -v k="$peak" 'BEGIN { print k / 1024 }')"
