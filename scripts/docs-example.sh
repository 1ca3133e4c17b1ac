#!/usr/bin/env bash
# The publishing example of docs/publishing.md, made by the command as it is now:
#   docs/examples/monthly-revenue.html  the fragment `describe --format html` writes
#   docs/examples/page.html             the fragment dropped into a plain HTML page
#   docs/examples/page.md               the fragment dropped into a Markdown page
# and the fragment inside docs/publishing.md, between its two `docs-example` markers.
#
#   scripts/docs-example.sh [--check] [path/to/chartvoice]
#
# With --check nothing is written: the exit status is 1 when a committed file differs from what
# the command makes now (`make test` runs it through a Swift test, DocsExampleTests).
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
binary="${1:-.build/debug/chartvoice}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$binary" describe Examples/monthly-revenue.json --format html --heading-level 2 \
  --image monthly-revenue.png --audio monthly-revenue.opus --captions monthly-revenue.vtt \
  > "$work/monthly-revenue.html"

{
  cat <<'HTML'
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Monthly revenue</title>
</head>
<body>
<main>
<h1>Monthly revenue</h1>
<p>The figure below shows the revenue of the first half of 2024.</p>
HTML
  cat "$work/monthly-revenue.html"
  cat <<'HTML'
</main>
</body>
</html>
HTML
} > "$work/page.html"

{
  cat <<'MARKDOWN'
# Monthly revenue

The figure below shows the revenue of the first half of 2024.

MARKDOWN
  cat "$work/monthly-revenue.html"
  cat <<'MARKDOWN'

The figure above is one HTML block: it holds no blank line, so Markdown keeps it as it is.
MARKDOWN
} > "$work/page.md"

# docs/publishing.md with its generated block replaced.
awk -v fragment="$work/monthly-revenue.html" '
  /<!-- docs-example: begin -->/ { print; print "```html"; while ((getline line < fragment) > 0) print line; print "```"; skip = 1; next }
  /<!-- docs-example: end -->/ { skip = 0 }
  !skip { print }
' docs/publishing.md > "$work/publishing.md"

status=0
for name in monthly-revenue.html page.html page.md publishing.md; do
  case "$name" in publishing.md) target="docs/$name" ;; *) target="docs/examples/$name" ;; esac
  if [ "$check" -eq 1 ]; then
    if ! cmp -s "$work/$name" "$target"; then
      echo "$target differs from what 'chartvoice describe --format html' makes now; run 'make docs-example'" >&2
      diff -u "$target" "$work/$name" | head -20 >&2 || true
      status=1
    fi
  else
    mkdir -p "$(dirname "$target")"
    cp "$work/$name" "$target"
  fi
done
exit "$status"
