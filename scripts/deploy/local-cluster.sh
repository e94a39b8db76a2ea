#!/usr/bin/env bash
# A school's deployment on one machine, on loopback: PostgreSQL (a throwaway cluster), several `wol serve`
# sharing it as their progress store, and nginx in front spreading requests over them (docs/deploy.md).
# Usage: scripts/deploy/local-cluster.sh [--servers 2] [--jobs N] [--store postgres|sqlite] [--wol PATH]
#                                        [--check | --bench SECONDS]
#   --servers  how many `wol serve` (default 2); --jobs  engines of each (default: nproc / servers, at least 1)
#   --store    postgres (default) or sqlite (one file, for one server only: the single-machine baseline)
#   --wol      the wol binary (default: the debug build `swift build` makes)
#   (none)     start everything, print nginx's URL and wait until Ctrl-C
#   --check    CI's test (after setup.sh --deploy): attempts posted to each server are in the lesson read
#              from every server; a voice taught through one server is heard through the other; the
#              load test runs through nginx without an error; PostgreSQL stopped for
#              10 s under load: no crash, every request answered 200 or 503, every 200 stored, service back
#              within 5 s. Prints "deploy: N passed, M failed"; exit 1 when a check failed.
#   --bench S  scripts/bench/serve-load.sh through nginx for S seconds; prints its Markdown table.
# Everything listens on 127.0.0.1 only and lives in a temporary folder removed on exit.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/stop-within.sh

servers=2 jobs= store=postgres wol= mode=run bench_seconds=
while (($#)); do
    case $1 in
        --servers) servers=$2; shift 2 ;;
        --jobs) jobs=$2; shift 2 ;;
        --store) store=$2; shift 2 ;;
        --wol) wol=$2; shift 2 ;;
        --check) mode=check; shift ;;
        --bench) mode=bench bench_seconds=$2; shift 2 ;;
        *) echo "usage: $0 [--servers N] [--jobs N] [--store postgres|sqlite] [--wol PATH] [--check | --bench S]" >&2; exit 64 ;;
    esac
done
[ "$store" = postgres ] || [ "$store" = sqlite ] || { echo "deploy: --store is postgres or sqlite" >&2; exit 64; }
[ "$store" = postgres ] || [ "$servers" -eq 1 ] || { echo "deploy: a SQLite store serves one server only" >&2; exit 64; }
jobs=${jobs:-$(( $(nproc) / servers > 0 ? $(nproc) / servers : 1 ))}
for tool in nginx curl python3; do
    command -v "$tool" >/dev/null || { echo "deploy: $tool not found (scripts/setup.sh --deploy)" >&2; exit 1; }
done
if [ -z "$wol" ]; then
    swift build --product wol >&2
    wol=$(swift build --show-bin-path)/wol
fi

work=$(mktemp -d /tmp/wol-deploy-XXXXXX)
chmod 755 "$work"
pids=()
cleanup() {
    ((${#pids[@]} == 0)) || stop_within 30 "${pids[@]}" || true
    [ "$store" != postgres ] || [ ! -d "$work/pg/data" ] || scripts/postgres/throwaway-cluster.sh stop "$work/pg" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# 1. The store.
if [ "$store" = postgres ]; then
    store_url=$(scripts/postgres/throwaway-cluster.sh start "$work/pg")
else
    store_url=$work/progress.sqlite
fi

# 2. The servers, each on a free port it picks and prints.
ports=()
for index in $(seq 1 "$servers"); do
    "$wol" serve --host 127.0.0.1 --port 0 --jobs "$jobs" --store "$store_url" 2>"$work/wol-$index.log" &
    pids+=($!)
    url=$(scripts/server-url.sh "$work/wol-$index.log" "${pids[-1]}")
    ports+=("${url##*:}")
done

# 3. nginx in front: its own configuration, logs and temporary files in the work folder, as a user without
# privileges (the `www-data` of Debian's package when started as root).
nginx_port=$(free_port)
mkdir -p "$work/nginx/tmp"
upstreams=$(for port in "${ports[@]}"; do echo "        server 127.0.0.1:$port max_fails=0;"; done)
cat >"$work/nginx/nginx.conf" <<CONF
worker_processes 1;
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path $work/nginx/tmp/body;
    proxy_temp_path $work/nginx/tmp/proxy;
    fastcgi_temp_path $work/nginx/tmp/fastcgi;
    uwsgi_temp_path $work/nginx/tmp/uwsgi;
    scgi_temp_path $work/nginx/tmp/scgi;
    client_max_body_size 26m;
    upstream wol {
        least_conn;
$upstreams
        keepalive 32;
    }
    # The live session's own upstream, without keepalive: wol serve upgrades to a WebSocket only on a fresh
    # connection, and nginx would otherwise send the upgrade down one kept from an earlier request.
    upstream wol_live {
        least_conn;
$upstreams
    }
    server {
        listen 127.0.0.1:$nginx_port;
        location / {
            proxy_pass http://wol;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host \$host;
            proxy_read_timeout 180s;
        }
        location = /api/v1/live {
            proxy_pass http://wol_live;
            proxy_http_version 1.1;
            proxy_set_header Upgrade \$http_upgrade;
            proxy_set_header Connection "upgrade";
            proxy_set_header Host \$host;
            proxy_read_timeout 300s;
        }
    }
}
CONF
as_user=()
if [ "$(id -u)" -eq 0 ]; then
    chown -R www-data "$work/nginx"
    as_user=(runuser -u www-data --)
fi
"${as_user[@]}" nginx -c "$work/nginx/nginx.conf" -p "$work/nginx" -e "$work/nginx/error.log" &
pids+=($!)
url=http://127.0.0.1:$nginx_port
for _ in $(seq 1 100); do curl -fs -o /dev/null "$url/api/v1/characters" && break; sleep 0.1; done
curl -fs -o /dev/null "$url/api/v1/characters" || { cat "$work/nginx/error.log" >&2; exit 1; }
echo "deploy: nginx at $url in front of ${#ports[@]} wol serve (ports ${ports[*]}, --jobs $jobs), store $store" >&2

case $mode in
run)
    echo "$url"
    echo "deploy: running; Ctrl-C stops everything" >&2
    wait "${pids[-1]}"
    ;;
bench)
    scripts/bench/serve-load.sh --url "$url" --seconds "$bench_seconds" --jobs "$jobs"
    ;;
check)
    WOL_DEPLOY_STORE=$store_url WOL_DEPLOY_WOL=$wol WOL_DEPLOY_PG="$work/pg" WOL_DEPLOY_BENCH="$(dirname "$wol")/wol-bench" \
        scripts/deploy/check.sh "$url" "${ports[@]}" || status=1
    for index in "${!pids[@]}"; do
        kill -0 "${pids[$index]}" 2>/dev/null || { echo "deploy: process ${pids[$index]} died" >&2; status=1; }
    done
    # A server that does not stop on SIGTERM would hang whatever stops it (CI once ran out of time here). One
    # upload to the first server is still under way, slowed to take a minute: wol serve cancels it after 20 s.
    head -c 3000000 /dev/urandom >"$work/slow-upload"
    curl -s -o /dev/null --max-time 90 --limit-rate 50k -F "recording=@Fixtures/kou-correct.json" \
        -F "audio=@$work/slow-upload" "http://127.0.0.1:${ports[0]}/api/v1/analyses" &
    slow=$!
    sleep 2
    if stop_within 30 "${pids[@]:0:servers}"; then
        echo "deploy: ok: the servers stopped within 30 s of SIGTERM, one with an upload a minute long under way"
    else
        echo "deploy: FAILED: a server was still running 30 s after SIGTERM"
        status=1
    fi
    wait "$slow" || true
    if [ "${status:-0}" != 0 ]; then
        for index in $(seq 1 "$servers"); do
            echo "deploy: the last lines server $index logged:" >&2
            tail -n 20 "$work/wol-$index.log" >&2
        done
    fi
    exit "${status:-0}"
    ;;
esac
