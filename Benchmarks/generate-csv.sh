#!/usr/bin/env bash
# Writes a two-column CSV for csv-throughput to stdout: x, then a random walk with a few decimals.
#
#     ./generate-csv.sh 10000000 integer > /tmp/int.csv   # "1000000000,1000.6138", ~210 MB
#     ./generate-csv.sh 10000000 minute  > /tmp/date.csv  # "2024-01-01T00:00,49.99", ~240 MB
#     ./generate-csv.sh 10000000 long    > /tmp/long.csv  # "1000000000,north,1000.6138", ~270 MB
#
# `long` is the long format (x, series, value): four series, interleaved, a row each per x.
#
# The files are large: keep them out of the repository.
set -euo pipefail
rows=${1:?usage: generate-csv.sh ROWS integer|minute|long}
kind=${2:?usage: generate-csv.sh ROWS integer|minute|long}
case $kind in
  integer)
    awk -v rows="$rows" 'BEGIN { srand(3); print "x,y"; v = 1000
      for (i = 0; i < rows; i++) { v += (rand() - 0.5) * 10; printf "%d,%.4f\n", 1000000000 + i, v } }'
    ;;
  minute)
    # strftime (gawk, mawk 1.3.4); 2024-01-01T00:00Z plus one minute a row.
    awk -v rows="$rows" 'BEGIN { srand(7); print "time,value"; v = 50
      for (i = 0; i < rows; i++) { v += rand() - 0.5
        print strftime("%Y-%m-%dT%H:%M", 1704067200 + i * 60, 1) "," sprintf("%.2f", v) } }'
    ;;
  long)
    awk -v rows="$rows" 'BEGIN { srand(11); print "x,series,value"; split("north east south west", names, " ")
      for (s = 1; s <= 4; s++) v[s] = 1000
      for (i = 0; i < rows; i++) { s = i % 4 + 1; v[s] += (rand() - 0.5) * 10
        printf "%d,%s,%.4f\n", 1000000000 + int(i / 4), names[s], v[s] } }'
    ;;
  *)
    echo "error: unknown kind '$kind'; use 'integer', 'minute' or 'long'" >&2
    exit 64
    ;;
esac
