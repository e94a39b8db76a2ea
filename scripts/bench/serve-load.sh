#!/usr/bin/env bash
# Load benchmark of `wol serve`: concurrent clients post the paired fixtures to POST /api/v1/analyses for a
# fixed time (wrk, loopback only), compared with `wol analyze --jobs N` on the same files.
# Usage: scripts/bench/serve-load.sh [--jobs N] [--clients 50] [--seconds 60] [--rounds 20] [--url URL]
#   --jobs     engines of the server and jobs of `wol analyze` (default: nproc)
#   --url      load servers already running there (e.g. nginx in front of several, scripts/deploy/local-cluster.sh)
#              instead of starting one; there is then no command-line baseline and no RSS
#   --clients  concurrent connections of the main run (default 50); a second run holds 2 × nproc in flight
#   --seconds  length of the main run (default 60; the second run and the warm-up take a third of it each)
#   --rounds   times the fixture list is repeated for `wol analyze` (default 20)
# Needs a release build (`swift build -c release --product wol`) and wrk (Debian). Prints Markdown for
# BENCHMARKS.md. Every loop is bounded in time; the server is stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/stop-within.sh

jobs=$(nproc)
clients=50
seconds=60
rounds=20
url=
while (($#)); do
    case $1 in
        --jobs) jobs=$2; shift 2 ;;
        --clients) clients=$2; shift 2 ;;
        --seconds) seconds=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --url) url=$2; shift 2 ;;
        *) echo "usage: $0 [--jobs N] [--clients N] [--seconds S] [--rounds R] [--url URL]" >&2; exit 64 ;;
    esac
done
wol=.build/release/wol
[ -n "$url" ] || [ -x "$wol" ] || { echo "serve-load: build first: swift build -c release --product wol" >&2; exit 1; }
command -v wrk >/dev/null || { echo "serve-load: wrk not found (apt-get install wrk)" >&2; exit 1; }

# The paired fixtures: every top-level recording with a WAV beside it.
fixtures=()
for json in Fixtures/*.json; do
    [ -f "${json%.json}.wav" ] && fixtures+=("$json")
done
export WOL_FIXTURES="${fixtures[*]}"

if [ -z "$url" ]; then
    # Baseline: the command line on the same files, repeated; its start-up (library, decoders) is measured on one
    # file and taken out, so both sides are compared in steady state.
    batch=()
    for _ in $(seq 1 "$rounds"); do batch+=("${fixtures[@]}"); done
    now() { date +%s.%N; }
    start=$(now); "$wol" analyze --jobs "$jobs" --format jsonl "${fixtures[0]}" >/dev/null 2>&1; one=$(echo "$(now) - $start" | bc)
    start=$(now); "$wol" analyze --jobs "$jobs" --format jsonl "${batch[@]}" >/dev/null 2>&1 || true; all=$(echo "$(now) - $start" | bc)
    cli_rate=$(echo "scale=2; (${#batch[@]} - 1) / ($all - $one)" | bc)
    one=$(printf "%.1f" "$one")

    log=$(mktemp)
    "$wol" serve --host 127.0.0.1 --port 0 --jobs "$jobs" 2>"$log" &
    server=$!
    trap 'stop_within 30 "$server" || true; rm -f "$log"' EXIT
    url=$(scripts/server-url.sh "$log" "$server")
else
    batch=() cli_rate=– one=– server=
fi
target="\`wol serve --jobs $jobs\`"
[ -n "$server" ] || target="$url"
rss() { if [ -n "$server" ]; then awk '/VmRSS/ {printf "%.0f", $2 / 1024}' "/proc/$server/status"; else echo –; fi; }

load() { # connections, seconds → wrk's report
    wrk --threads 2 --connections "$1" --duration "${2}s" --timeout 60s --latency -s scripts/bench/serve-load.lua "$url"
}
field() { grep -E "$1" <<<"$2" | head -1 | awk '{print $2}'; }
errors() { # non-2xx answers plus socket errors (connect, read, write, timeout)
    local non2xx sockets
    non2xx=$(grep -Eo "Non-2xx or 3xx responses: [0-9]+" <<<"$1" | awk '{print $NF}')
    sockets=$(grep -Eo "Socket errors: .*" <<<"$1" | grep -Eo "[0-9]+" | paste -sd+ | bc)
    echo $(( ${non2xx:-0} + ${sockets:-0} ))
}

rss_boot=$(rss)
load "$clients" $((seconds / 3)) >/dev/null                      # warm-up, not reported
rss_start=$(rss)
samples=$(mktemp)
( for _ in $(seq 1 $((seconds / 10))); do sleep 10; rss >>"$samples"; echo >>"$samples"; done ) &
sampler=$!
main=$(load "$clients" "$seconds")
rss_end=$(rss)
wait "$sampler" 2>/dev/null || true
inflight=$((2 * $(nproc)))
steady=$(load "$inflight" $((seconds / 3)))

rate=$(grep "Requests/sec" <<<"$main" | awk '{print $2}')
baseline=
[ -z "$server" ] || baseline="| \`wol analyze --jobs $jobs\`, ${#batch[@]} recordings, start-up ($one s) taken out | – | $cli_rate | – | – | – | – |
"
cat <<REPORT
Machine: $(nproc) cores, $(grep -m1 "model name" /proc/cpuinfo | cut -d: -f2 | xargs); load average $(cut -d' ' -f1 /proc/loadavg) at end; $(date -u +%F).
Data: the ${#fixtures[@]} paired fixtures (synthetic voices, generated ink), cycled.

| run | clients | recordings / s | p50 | p99 | errors | RSS start → end |
|---|---:|---:|---:|---:|---:|---:|
${baseline}| $target, ${seconds} s | $clients | $rate | $(field "^ +50%" "$main") | $(field "^ +99%" "$main") | $(errors "$main") | ${rss_start} → ${rss_end} MB (${rss_boot} MB before warm-up) |
| $target, $((seconds / 3)) s | $inflight | $(grep "Requests/sec" <<<"$steady" | awk '{print $2}') | $(field "^ +50%" "$steady") | $(field "^ +99%" "$steady") | $(errors "$steady") | – |

$([ -z "$server" ] || echo "Server / command line: $(echo "scale=2; $rate / $cli_rate" | bc)×.")
$([ -z "$server" ] || echo "Server RSS every 10 s of the main run (MB): $(paste -sd' ' "$samples" | xargs).")
REPORT
rm -f "$samples"
