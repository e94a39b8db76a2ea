#!/usr/bin/env bash
# Renders an HTML (or SVG) report to a PNG with headless Chromium, to look at what a learner would see.
# Usage: scripts/render-check.sh REPORT.html OUT.png [WIDTH [HEIGHT]]
#   WIDTH defaults to 1200 (desktop); use 390 for a phone. HEIGHT defaults to 2600 (tall enough for a whole report).
# Needs Debian's `chromium` and a CJK font such as `fonts-wqy-microhei` (without one, Chinese shows as boxes).
# Fails when an HTML page names an http(s) URL, since the report must be self-contained.
set -euo pipefail

if (($# < 2 || $# > 4)); then
    echo "usage: $0 REPORT.html OUT.png [WIDTH [HEIGHT]]" >&2
    exit 2
fi
input=$1
output=$2
width=${3:-1200}
height=${4:-2600}

if [ ! -f "$input" ]; then
    echo "render-check: $input: no such file" >&2
    exit 1
fi
if ! [[ $width =~ ^[0-9]+$ && $height =~ ^[0-9]+$ ]]; then
    echo "render-check: WIDTH and HEIGHT must be whole numbers of pixels, got '$width' and '$height'" >&2
    exit 2
fi
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    echo "render-check: chromium not found; install Debian's chromium (scripts/setup.sh)" >&2
    exit 1
fi
if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=zh 2>/dev/null)" ]; then
    echo "render-check: warning: no Chinese font installed (e.g. fonts-wqy-microhei); Hanzi will show as boxes" >&2
fi
if grep -Eq 'https?://' "$input" && [[ $input == *.html ]]; then
    echo "render-check: $input: names an http(s) URL; the report must be self-contained" >&2
    exit 1
fi

absolute=$(cd "$(dirname "$input")" && pwd)/$(basename "$input")
out_dir=$(cd "$(dirname "$output")" && pwd)
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT

# --no-sandbox: Chromium refuses to run as root otherwise (CI containers); the page is our own local file.
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$profile" --window-size="$width,$height" \
    --screenshot="$out_dir/$(basename "$output")" "file://$absolute" >/dev/null 2>&1

if [ ! -s "$out_dir/$(basename "$output")" ]; then
    echo "render-check: chromium wrote no screenshot to $output" >&2
    exit 1
fi
echo "$output"
