#!/usr/bin/env bash
# Live judging benchmark: pen-up to verdict on `wol serve`'s WebSocket (GET /api/v1/live) with many sessions at
# once, on loopback. Starts a release `wol serve` on a free port, runs `wol-bench live` against it, stops it.
# Usage: scripts/bench/live-latency.sh [--sessions 20] [--attempts 5] [--pause 0.25] [--write BENCHMARKS.md]
# Needs release builds (`swift build -c release --product wol` and `--product wol-bench`); prints Markdown.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/stop-within.sh

bench_args=()
while (($#)); do
    case $1 in
        --sessions|--attempts|--pause|--write) bench_args+=("$1" "$2"); shift 2 ;;
        *) echo "usage: $0 [--sessions N] [--attempts N] [--pause S] [--write FILE]" >&2; exit 64 ;;
    esac
done

bin=$(swift build -c release --show-bin-path)
for product in wol wol-bench; do
    [ -x "$bin/$product" ] || { echo "live-latency: build first: swift build -c release --product $product" >&2; exit 1; }
done
log=$(mktemp)
"$bin/wol" serve --host 127.0.0.1 --port 0 2>"$log" &
server=$!
trap 'stop_within 30 "$server" || true; rm -f "$log"' EXIT
url=$(scripts/server-url.sh "$log" "$server")
"$bin/wol-bench" live --url "${url/http:/ws:}/api/v1/live" "${bench_args[@]}"
