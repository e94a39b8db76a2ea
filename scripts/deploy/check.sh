#!/usr/bin/env bash
# The checks of `scripts/deploy/local-cluster.sh --check`, against a running deployment.
# Usage: scripts/deploy/check.sh NGINX_URL SERVER_PORT...   with WOL_DEPLOY_STORE, the servers' store, and
# WOL_DEPLOY_WOL, their wol, to set up a class in it; WOL_DEPLOY_PG, the PostgreSQL cluster's folder
# (scripts/postgres/throwaway-cluster.sh), for the outage check, and WOL_DEPLOY_BENCH, the wol-bench built beside
# the servers' wol, for the live sessions. Every loop is bounded in time and count.
set -euo pipefail
cd "$(dirname "$0")/../.."
url=$1
shift
ports=("$@")
passed=0 failed=0
pass() { echo "deploy: ok: $*"; passed=$((passed + 1)); }
fail() { echo "deploy: FAILED: $*"; failed=$((failed + 1)); }
run=$RANDOM$RANDOM

wol=${WOL_DEPLOY_WOL:?WOL_DEPLOY_WOL names the wol the servers run}
store=${WOL_DEPLOY_STORE:?WOL_DEPLOY_STORE names the store the servers share}
declare -A token

# A teacher, and learners in their class: each learner's practice link token goes into token[NAME].
teacher=deploy-$run
printf '%s\n' "password of $teacher" | "$wol" teachers add "$teacher" --store "$store" >/dev/null
enrol() {
    local name link
    while IFS=$'\t' read -r name link; do token[$name]=${link##*#token=}; done \
        < <("$wol" learners add "$@" --teacher "$teacher" --store "$store")
}

# How many attempts the lesson at $1 (a base URL) holds for learner $2, read with their token (or with the
# cookie jar $3 of their teacher's session); 0 when it has none.
attempts() {
    local proof=(-H "Authorization: Bearer ${token[$2]:-none}")
    [ -z "${3:-}" ] || proof=(-b "$3")
    curl -s "${proof[@]}" -H "Accept: application/json" "$1/lessons/$2" | python3 -c '
import json, sys
report = json.load(sys.stdin)
print(sum(learner["total"]["attempts"] for learner in report.get("learners", [])))' 2>/dev/null || echo 0
}
# Posts an attempt's ink (no audio: judged on ink alone) for learner $2, with their token, to $1; prints the
# HTTP status, or `curl-N` with curl's exit status when no answer came.
post() {
    local code
    code=$(curl -s -o /dev/null -w "%{http_code}" --max-time 120 -F "recording=@Fixtures/$3.json" \
        -F "token=${token[$2]}" "$1/api/v1/analyses") || code="curl-$?"
    echo "$code"
}

# 1. One learner, an attempt posted to each server: every server, and nginx, shows all of them to the learner,
# and to their teacher signed in through one server only.
learner=shared-$run
enrol "$learner"
fixtures=(kou-correct kou-reversed ri-correct shi-missing)
for index in "${!ports[@]}"; do
    status=$(post "http://127.0.0.1:${ports[$index]}" "$learner" "${fixtures[$((index % 4))]}")
    [ "$status" = 200 ] || fail "posting to server $((index + 1)) answered $status"
done
expected=$(( ${#ports[@]} < 4 ? ${#ports[@]} : 4 ))
ok=1
for target in "$url" $(printf "http://127.0.0.1:%s " "${ports[@]}"); do
    seen=$(attempts "$target" "$learner")
    [ "$seen" = "$expected" ] || { fail "the lesson from $target holds $seen attempt(s), not $expected"; ok=0; }
done
[ $ok = 0 ] || pass "an attempt posted to each of ${#ports[@]} servers is in the lesson read from each, and through nginx"
jar=$(mktemp)
csrf=$(curl -s -c "$jar" -H "Content-Type: application/json" \
    -d "{\"name\": \"$teacher\", \"password\": \"password of $teacher\"}" "http://127.0.0.1:${ports[0]}/api/v1/session" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["csrfToken"])' 2>/dev/null || echo none)
ok=1
for target in $(printf "http://127.0.0.1:%s " "${ports[@]}"); do
    seen=$(attempts "$target" "$learner" "$jar")
    [ "$seen" = "$expected" ] || { fail "the teacher signed in through server 1 reads $seen attempt(s) through $target"; ok=0; }
done
anonymous=$(curl -s -o /dev/null -w "%{http_code}" -H "Accept: application/json" "$url/lessons/$learner")
[ "$anonymous" = 401 ] || { fail "the lesson without token or session answered $anonymous, not 401"; ok=0; }
[ $ok = 0 ] || pass "the teacher signed in through one server reads the lesson through every server; nobody else can"

# 2. Review across servers: the teacher, through server 1, overrules the engine on the attempt stored through
# server 2 (kou-reversed, the one with a reversed stroke); server 2 then shows the verdict.
if [ ${#ports[@]} -ge 2 ]; then
    second=$(curl -s -b "$jar" "http://127.0.0.1:${ports[0]}/api/v1/learners/$learner/attempts" | python3 -c '
import json, sys
print(next(a["id"] for a in json.load(sys.stdin) if any(i["kind"] == "reversed" for i in a["attempt"]["issues"])))' 2>/dev/null || echo 0)
    status=$(curl -s -o /dev/null -w "%{http_code}" -b "$jar" -H "X-CSRF-Token: $csrf" -H "Content-Type: application/json" \
        -d '{"stroke": 2, "dimension": "drawing", "verdict": "pass", "note": "deploy check"}' \
        "http://127.0.0.1:${ports[0]}/api/v1/attempts/$second/verdicts")
    kept=$(curl -s -b "$jar" "http://127.0.0.1:${ports[1]}/api/v1/learners/$learner/attempts" | python3 -c "
import json, sys
print(sum(v['note'] == 'deploy check' for a in json.load(sys.stdin) if a['id'] == $second for v in a['verdicts']))" 2>/dev/null || echo 0)
    [ "$status" = 201 ] && [ "$kept" = 1 ] \
        && pass "a verdict given through server 1 on the attempt stored through server 2 is read back through server 2" \
        || fail "review across servers: the verdict on attempt $second answered $status, and server 2 shows $kept such verdict(s)"
fi

# 2c. A calibration activated in the shared store is applied by every server without a restart: the teacher gives
# drawing verdicts through server 1 on a learner's attempts (pass from the median stroke accuracy up), `wol
# calibrate --store --activate` fits and activates thresholds, and each server's next reports (within its
# --calibration-check-seconds, 10 s) name that calibration and its threshold.
calibrated=calibration-$run
enrol "$calibrated"
since=$(date -u +%Y-%m-%dT%H:%M:%SZ)
shapes=(kou-correct kou-reversed ri-correct shi-missing ma-correct men-correct ren-correct zhe-correct)
for index in "${!shapes[@]}"; do
    status=$(post "http://127.0.0.1:${ports[$((index % ${#ports[@]}))]}" "$calibrated" "${shapes[$index]}")
    [ "$status" = 200 ] || fail "calibration: posting ${shapes[$index]} answered $status"
done
given=0
while read -r attempt stroke verdict; do
    status=$(curl -s -o /dev/null -w "%{http_code}" -b "$jar" -H "X-CSRF-Token: $csrf" -H "Content-Type: application/json" \
        -d "{\"stroke\": $stroke, \"dimension\": \"drawing\", \"verdict\": \"$verdict\"}" \
        "http://127.0.0.1:${ports[0]}/api/v1/attempts/$attempt/verdicts")
    [ "$status" = 201 ] && given=$((given + 1))
done < <(curl -s -b "$jar" "http://127.0.0.1:${ports[0]}/api/v1/learners/$calibrated/attempts" | python3 -c '
import json, statistics, sys
strokes = [(a["id"], i, s["accuracy"]) for a in json.load(sys.stdin) for i, s in enumerate(a["attempt"]["strokes"])
           if s["accuracy"] is not None]
line = statistics.median(accuracy for _, _, accuracy in strokes)
for attempt, stroke, accuracy in strokes:
    print(attempt, stroke, "pass" if accuracy >= line else "fail")' 2>/dev/null)
fitted=$(mktemp -d)
calibrate_log=$("$wol" calibrate --store "$store" --since "$since" --activate --resamples 20 \
    -o "$fitted/calibration.json" --plot "$fitted/roc.svg" 2>&1) || fail "calibration: wol calibrate --activate failed: $calibrate_log"
threshold=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["overall"]["threshold"])' "$fitted/calibration.json" \
    2>/dev/null || echo none)
rm -rf "$fitted"
# The calibration (id and threshold) that judged an anonymous attempt posted to $1.
applied() {
    curl -s --max-time 120 -F "recording=@Fixtures/kou-correct.json" "$1/api/v1/analyses" | python3 -c '
import json, sys
calibration = json.load(sys.stdin).get("calibration") or {}
print(calibration.get("id"), calibration.get("passThreshold"))' 2>/dev/null || echo none
}
deadline=$(( $(date +%s) + 30 ))
while :; do
    seen=()
    for port in "${ports[@]}"; do seen+=("$(applied "http://127.0.0.1:$port")"); done
    agreed=$(printf '%s\n' "${seen[@]}" | sort -u)
    if [ "$(wc -l <<<"$agreed")" = 1 ] && [ "${agreed#* }" = "$threshold" ]; then break; fi
    [ "$(date +%s)" -lt "$deadline" ] || break
    sleep 2
done
if [ "$(wc -l <<<"$agreed")" = 1 ] && [ "${agreed#* }" = "$threshold" ]; then
    pass "calibration ${agreed% *} (pass threshold $threshold, fitted to $given verdicts) activated in the store is applied by all ${#ports[@]} servers"
else
    fail "calibration: activated threshold $threshold ($given verdicts), but the servers apply: $(printf '[%s] ' "${seen[@]}")"
fi
rm -f "$jar"

# 2b. A voice taught through the first server is heard through the last: the learner's reading of the prompt
# (espeak-ng's Mandarin voice) is PUT to server 1; an attempt with voice posted to the last server reports
# speech.voice "learner" (or already "learner-model"); once server 1 has fitted the learner's own model in the
# background (GET says adaptation "mllr+map", polled for up to 120 s), the last server hears them with it
# ("learner-model"); forgotten through the last server, server 1 hears the next attempt with the standard model.
voiced=voice-$run
enrol "$voiced"
reading=$(mktemp --suffix .wav)
espeak-ng -v cmn-latn-pinyin -s 130 -w "$reading" \
    "heng1, shu1, pie1, na1, dian1, ti1, zhe1, gou2, wan2, xie4, wo1, heng2 zhe2, shu4 gou1, heng2 pie3"
heard_with() {
    curl -s --max-time 120 -F "recording=@Fixtures/kou-correct.json" -F "audio=@Fixtures/kou-correct.wav" \
        -F "token=${token[$voiced]}" "$1/api/v1/analyses" |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["speech"].get("voice"))' 2>/dev/null || echo none
}
first=http://127.0.0.1:${ports[0]} last=http://127.0.0.1:${ports[-1]}
taught=$(curl -s -o /dev/null -w "%{http_code}" --max-time 180 -X PUT -H "Authorization: Bearer ${token[$voiced]}" \
    -H "Content-Type: audio/wav" --data-binary "@$reading" "$first/api/v1/voice") || taught="curl-$?"
rm -f "$reading"
after=$(heard_with "$last")
adaptation=none
for _ in $(seq 120); do
    adaptation=$(curl -s --max-time 10 -H "Authorization: Bearer ${token[$voiced]}" "$last/api/v1/voice" |
        python3 -c 'import json, sys; print(json.load(sys.stdin).get("adaptation"))' 2>/dev/null || echo none)
    [ "$adaptation" = "mllr+map" ] && break
    sleep 1
done
own=$(heard_with "$last")
forgot=$(curl -s -o /dev/null -w "%{http_code}" -X DELETE -H "Authorization: Bearer ${token[$voiced]}" "$last/api/v1/voice")
again=$(heard_with "$first")
if [ "$taught" = 200 ] && { [ "$after" = learner ] || [ "$after" = learner-model ]; } \
    && [ "$adaptation" = "mllr+map" ] && [ "$own" = learner-model ] && [ "$forgot" = 204 ] && [ "$again" = standard ]; then
    pass "a voice taught through server 1 is heard through server ${#ports[@]}, then with the own model server 1 fitted; forgotten there, server 1 drops it"
else
    fail "voice: PUT through server 1 answered $taught, then heard with $after; adaptation $adaptation, then heard with $own; DELETE $forgot, then heard with $again"
fi

# 3. Live sessions through nginx: the WebSocket is passed on, each stroke gets its verdict and each attempt its report.
# Should the client crash, its backtrace is kept short (frames only) and shown.
bench=${WOL_DEPLOY_BENCH:-} bench_log=$(mktemp)
if [ -x "$bench" ] && SWIFT_BACKTRACE=enable=yes,interactive=no,registers=none,images=none \
    "$bench" live --url "${url/http:/ws:}/api/v1/live" --sessions 4 --attempts 2 --pause 0.05 >/dev/null 2>"$bench_log"; then
    pass "live sessions through nginx: a verdict per stroke and a report per attempt"
else
    head -n 60 "$bench_log" >&2
    fail "live sessions through nginx failed (or WOL_DEPLOY_BENCH, wol-bench, is not built: ${bench:-unset})"
fi
rm -f "$bench_log"

# 4. The load test through nginx: every request answered 200.
load=$(scripts/bench/serve-load.sh --url "$url" --clients 4 --seconds 15)
echo "$load"
errors=$(grep -F "| $url, 15 s |" <<<"$load" | awk -F'|' '{gsub(/ /, "", $7); print $7}')
[ "$errors" = 0 ] && pass "scripts/bench/serve-load.sh through nginx: no error" \
    || fail "scripts/bench/serve-load.sh through nginx: ${errors:-no figures} error(s)"

# 5. PostgreSQL stopped for 10 s under load: every request answered 200 or 503, every 200 kept, back within 5 s.
if [ -n "${WOL_DEPLOY_PG:-}" ] && [ -d "$WOL_DEPLOY_PG/data" ]; then
    log=$(mktemp)
    now() { date +%s.%N; }
    most=300  # posts per worker at most: each posts as a learner of its own, enrolled beforehand
    enrol $(for w in 1 2 3; do for n in $(seq 1 $most); do echo "fault-$run-$w-$n"; done; done)
    stop_at=$(echo "$(now) + 30" | bc)
    worker() {
        local n=0
        while (( $(echo "$(now) < $stop_at" | bc) )) && [ $n -lt $most ]; do
            n=$((n + 1))
            local who=fault-$run-$1-$n start status
            start=$(now)
            status=$(post "$url" "$who" kou-correct)
            echo "$who $status $start $(now)" >>"$log"
            [ "$status" = 200 ] || sleep 0.1  # a 503 comes at once: pause, as Retry-After asks (briefly)
        done
    }
    workers=()
    for w in 1 2 3; do worker "$w" & workers+=($!); done
    sleep 5
    stopped=$(now)
    scripts/postgres/throwaway-cluster.sh stop "$WOL_DEPLOY_PG"
    sleep 10
    scripts/postgres/throwaway-cluster.sh restart "$WOL_DEPLOY_PG"
    back=$(now)
    wait "${workers[@]}"
    total=$(wc -l <"$log")
    others=$(awk '$2 != 200 && $2 != 503' "$log" | wc -l)
    unavailable=$(awk '$2 == 503' "$log" | wc -l)
    awk -v stopped="$stopped" '$2 != 200 && $2 != 503 {
        printf "deploy: %s answered %s after %.1f s, sent %.1f s after the database was stopped\n", $1, $2, $4 - $3, $3 - stopped
    }' "$log" >&2
    slowest=$(awk '{ if ($4 - $3 > most) most = $4 - $3 } END { printf "%.1f", most }' "$log")
    [ "$others" = 0 ] && [ "$total" -gt 0 ] && pass "$total requests over the outage, each answered 200 or 503 ($unavailable × 503, slowest $slowest s)" \
        || fail "$others of $total requests over the outage answered neither 200 nor 503: $(awk '$2 != 200 && $2 != 503 {print $2}' "$log" | sort | uniq -c | xargs)"
    [ "$unavailable" -gt 0 ] && pass "the outage was seen (503 with the database down)" || fail "no 503 while the database was down"
    lost=0
    while read -r who status _; do
        [ "$status" != 200 ] || [ "$(attempts "$url" "$who")" = 1 ] || lost=$((lost + 1))
    done <"$log"
    [ "$lost" = 0 ] && pass "every attempt answered 200 is stored once ($(awk '$2 == 200' "$log" | wc -l))" \
        || fail "$lost attempt(s) answered 200 are not stored"
    recovery=$(awk -v back="$back" '$2 == 200 && $4 > back {print $4 - back}' "$log" | sort -n | head -1)
    if [ -n "$recovery" ] && (( $(echo "$recovery <= 5" | bc) )); then
        pass "first 200 $(printf "%.1f" "$recovery") s after the database was back"
    else
        fail "no 200 within 5 s of the database coming back (first after ${recovery:-never} s)"
    fi
    rm -f "$log"
fi

echo "deploy: $passed passed, $failed failed"
[ "$failed" = 0 ]
