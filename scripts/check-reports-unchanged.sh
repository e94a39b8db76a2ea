#!/usr/bin/env bash
# Writes every report the CLI makes from the fixtures into OUT_DIR, so a refactor can be checked to leave them
# byte-identical: run it before and after the change and `diff -r` the two folders.
#
# Covers `wol analyze` over every recording in Fixtures/ (the malformed ones too, for their errors) in text, json
# and html, in English and Chinese, with and without --no-audio; svg, jsonl on stdout, and --tone-strict once each;
# and `wol lesson` over the fixtures in text, json and html. stdout, stderr and the exit status of every run are
# kept. Fixtures without `recordedAt` are dated by the day of the run, so the lesson reports say "(today)" there,
# and OUT_DIR is written as "OUT" so two runs into different folders compare equal.
#
# Usage: scripts/check-reports-unchanged.sh OUT_DIR [WOL_BINARY]   (default binary: the debug build; build it
# first with `swift build --product wol`)
set -uo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -lt 1 ]; then
    echo "usage: scripts/check-reports-unchanged.sh OUT_DIR [WOL_BINARY]" >&2
    exit 64
fi
out=$1
wol=${2:-$top/.build/debug/wol}
if [ ! -x "$wol" ]; then
    echo "check-reports-unchanged: $wol is not an executable (swift build --product wol)" >&2
    exit 2
fi
if [ -e "$out" ] && [ -n "$(ls -A "$out")" ]; then
    echo "check-reports-unchanged: $out is not empty; give a new folder" >&2
    exit 2
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$top"

recordings=(Fixtures/*.json Fixtures/malformed/*.json)

# run NAME COMMAND...: keeps the command's stdout, stderr and exit status under NAME.
run() {
    local name=$1
    shift
    "$@" >"$out/$name.stdout" 2>"$out/$name.stderr"
    echo $? >"$out/$name.status"
}

for format in text json html; do
    for lang in en zh; do
        for audio in with-audio no-audio; do
            flags=()
            [ "$audio" = no-audio ] && flags=(--no-audio)
            name="analyze-$format-$lang-$audio"
            run "$name" "$wol" analyze --format "$format" --lang "$lang" "${flags[@]}" --out "$out/$name" \
                "${recordings[@]}"
        done
    done
done
run analyze-svg "$wol" analyze --format svg --out "$out/analyze-svg" "${recordings[@]}"
run analyze-json-tone-strict "$wol" analyze --format json --tone-strict --out "$out/analyze-json-tone-strict" \
    "${recordings[@]}"
run analyze-stdout-text "$wol" analyze --format text Fixtures/kou-correct.json Fixtures/malformed/truncated.json
run analyze-stdout-jsonl "$wol" analyze --format jsonl "${recordings[@]}"

for format in text json html; do
    for audio in with-audio no-audio; do
        flags=()
        [ "$audio" = no-audio ] && flags=(--no-audio)
        run "lesson-$format-$audio" "$wol" lesson --format "$format" "${flags[@]}" Fixtures
    done
done
today=$(date -u +%F)
sed -i "s/$today/(today)/g" "$out"/lesson-*.stdout
sed -i "s#$out#OUT#g" "$out"/*.stdout "$out"/*.stderr
echo "reports written to $out" >&2
