# Sourced by the scripts that start servers: stops them without waiting forever on one that hangs.
# stop_within SECONDS PID...  sends SIGTERM to each PID, gives them SECONDS in all to end, then SIGKILLs any
#                             still running (saying so on stderr); status 1 when one had to be killed.
stop_within() {
    local seconds=$1 pid status=0
    shift
    local deadline=$((SECONDS + seconds))
    kill "$@" 2>/dev/null || true
    for pid in "$@"; do
        while running "$pid" && ((SECONDS < deadline)); do sleep 0.1; done
        if running "$pid"; then
            echo "process $pid ($(ps -o args= -p "$pid" | cut -c1-60)) still running $seconds s after SIGTERM: killed" >&2
            kill -9 "$pid" 2>/dev/null || true
            status=1
        fi
        wait "$pid" 2>/dev/null || true
    done
    return $status
}

# running PID: the process exists and has not ended (a child that ended but is not yet waited for is a zombie).
running() {
    local state
    state=$(ps -o stat= -p "$1" 2>/dev/null) || return 1
    [ "${state:0:1}" != Z ]
}
