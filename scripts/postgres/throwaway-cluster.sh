#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on a loopback port, for the store tests and scripts/deploy/local-cluster.sh.
# Usage: scripts/postgres/throwaway-cluster.sh start DIR [--port N] [--owner PID]
#            creates the cluster in DIR (empty or missing), starts it and prints its URL,
#            postgres://wol@127.0.0.1:PORT/wol (no password: trust on loopback only). With --owner, the cluster
#            is stopped and DIR removed once process PID has ended (so a test run that dies leaves nothing).
#        scripts/postgres/throwaway-cluster.sh stop DIR      stops it (fast shutdown), DIR stays
#        scripts/postgres/throwaway-cluster.sh restart DIR   starts a stopped cluster again on its port
# PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` user of Debian's package.
# Its programs are found on PATH or in /usr/lib/postgresql/*/bin (Debian's `postgresql`, scripts/setup.sh).
set -euo pipefail

usage() { echo "usage: $0 start DIR [--port N] [--owner PID] | stop DIR | restart DIR" >&2; exit 64; }
(($# >= 2)) || usage
command=$1 dir=$2
shift 2
port= owner=
while (($#)); do
    case $1 in
        --port) port=$2; shift 2 ;;
        --owner) owner=$2; shift 2 ;;
        *) usage ;;
    esac
done

bin=
if command -v pg_ctl >/dev/null && command -v initdb >/dev/null; then
    bin=$(dirname "$(readlink -f "$(command -v pg_ctl)")")
else
    bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
fi
[ -n "$bin" ] && [ -x "$bin/initdb" ] || {
    echo "throwaway-cluster: PostgreSQL's initdb and pg_ctl not found (run scripts/setup.sh, which installs postgresql)" >&2
    exit 1
}
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || { echo "throwaway-cluster: running as root, but there is no postgres user" >&2; exit 1; }
    as_owner=(runuser -u postgres --)
fi
pg() { "${as_owner[@]}" "$bin/$1" "${@:2}"; }

case $command in
start)
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    [ -z "$(ls -A "$dir")" ] || { echo "throwaway-cluster: $dir is not empty" >&2; exit 1; }
    ((${#as_owner[@]} == 0)) || chown postgres "$dir"
    pg initdb --pgdata="$dir/data" --username=wol --auth=trust --encoding=UTF8 --locale=C.UTF-8 --no-sync \
        >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
    for attempt in 1 2 3 4 5; do
        try=${port:-$((20000 + RANDOM % 20000))}
        cat >>"$dir/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $try
unix_socket_directories = '$dir'
max_connections = 200
fsync = off
CONF
        if pg pg_ctl --pgdata="$dir/data" --log="$dir/server.log" --wait --timeout=60 start >/dev/null; then
            port=$try
            break
        fi
        [ -z "$port" ] && [ "$attempt" -lt 5 ] || { cat "$dir/server.log" >&2; exit 1; }
    done
    echo "$port" >"$dir/port"
    pg createdb --host=127.0.0.1 --port="$port" --username=wol wol
    if [ -n "$owner" ]; then
        # The watchdog holds no pipe of the caller's, so a caller reading this script's output sees its end.
        nohup bash -c "while kill -0 $owner 2>/dev/null; do sleep 1; done
            ${as_owner[*]} '$bin/pg_ctl' --pgdata='$dir/data' --mode=immediate stop; rm -rf '$dir'" \
            </dev/null >/dev/null 2>&1 &
    fi
    echo "postgres://wol@127.0.0.1:$port/wol"
    ;;
stop)
    pg pg_ctl --pgdata="$dir/data" --mode=fast --wait stop >/dev/null
    ;;
restart)
    pg pg_ctl --pgdata="$dir/data" --log="$dir/server.log" --wait --timeout=60 start >/dev/null
    ;;
*) usage ;;
esac
