#!/usr/bin/env bash
# Issue 30's calibration target, through the product's own commands: real pen input (Tegaki, ../shared/ink)
# analysed into a progress store, a teacher's verdicts given by rule (scripts/bench/teacher_agreement.py) imported
# with `wol labels import`, thresholds fitted from the store with `wol calibrate --store --held-out-every 2`,
# which prints the engine–teacher agreement (Cohen's kappa) on the held-out half before and after.
# Usage: scripts/bench/teacher-agreement.sh OUT [--seed N] [--wrong-share S]
# OUT must not exist yet (nothing is overwritten). Needs a built wol: release (`swift build -c release --product
# wol`), or debug with CONFIGURATION=debug (the ink is judged alike; only slower).
set -euo pipefail
cd "$(dirname "$0")/../.."

out=${1:?usage: $0 OUT [--seed N] [--wrong-share S]}
shift
[ ! -e "$out" ] || { echo "teacher-agreement: $out: already exists; give a new folder" >&2; exit 64; }
configuration=${CONFIGURATION:-release}
bin=$(swift build -c "$configuration" --show-bin-path)
[ -x "$bin/wol" ] || { echo "teacher-agreement: build first: swift build -c $configuration --product wol" >&2; exit 1; }
ink=../shared/ink/tegaki
[ -d "$ink" ] || { echo "teacher-agreement: $ink: missing (the real ink lives in ../shared)" >&2; exit 1; }

mkdir -p "$out"
out=$(cd "$out" && pwd)
python3 scripts/bench/teacher_agreement.py "$ink" "$out/set" --templates Characters/templates "$@"
store="$out/store.sqlite"
characters=$(pwd)/Characters
(cd "$out/set" && "$bin/wol" analyze --characters "$characters" --no-audio --store "$store" --format jsonl -- *.json >"$out/reports.jsonl")
printf '%s\n' "rule-teacher-$RANDOM$RANDOM" | "$bin/wol" teachers add rule --store "$store" >/dev/null
(cd "$out/set" && "$bin/wol" labels import labels.csv --teacher rule --store "$store")
"$bin/wol" calibrate --store "$store" --held-out-every 2 --characters "$characters" \
    -o "$out/calibration.json" --plot "$out/calibration-roc.svg"
