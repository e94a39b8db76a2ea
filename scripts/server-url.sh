#!/usr/bin/env bash
# Waits for a `wol serve` started with `--port 0` to say where it listens, and prints that URL
# (http://127.0.0.1:PORT). Usage: scripts/server-url.sh LOG PID   (LOG: the server's stderr; PID: its process)
# Exit status: 0 with the URL; 1 when the server exited or said nothing within 60 s (its log is then shown).
set -euo pipefail
log=$1 pid=$2
for _ in $(seq 1 600); do
    if grep -q "listening on" "$log"; then
        url=$(grep -o "http://127.0.0.1:[0-9]*" "$log" | head -1)
        [ -n "$url" ] && { echo "$url"; exit 0; }
        break
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
done
cat "$log" >&2
echo "server-url: wol serve ($pid) did not say where it listens" >&2
exit 1
