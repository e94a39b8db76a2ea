#!/usr/bin/env bash
# The "not a name" check (issue 43 item 4), each voice held out: for each voice, `wol-bench speech --real` with
# the fold model that never heard it (leave_one_out.sh's OUT/<voice>/model), the check on and its margin swept;
# then held_out_margin.py chooses each voice's margin on the other voices and writes the table.
#
# Usage: Training/competitor_sweep.sh FOLDS BENCH OUT (--syllable-loop | --phone-loop | --other-names) [MARGINS] [--bench PATH]
#   --other-names  the likelihood-ratio verifier against the other names (`expectedNameVerification`) instead
#   FOLDS    leave_one_out.sh's output folder (FOLDS/<voice>/model)
#   BENCH    the benchmark corpus (scripts/speech/real_corpus.py's default selection)
#   OUT      OUT/<voice>.md per voice, OUT/table.md
#   MARGINS  comma-separated margins in nats per frame of name (default 0,0.5,1,1.5,2,2.5,3,4,6,1000)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
(($# >= 4)) || { echo "usage: Training/competitor_sweep.sh FOLDS BENCH OUT (--syllable-loop | --phone-loop | --other-names) [MARGINS] [--bench PATH]" >&2; exit 64; }
folds=$1 corpus=$2 out=$3 competitor=$4
shift 4
margins=0,0.5,1,1.5,2,2.5,3,4,6,1000
bench="$repo/.build/release/wol-bench"
[ -x "$bench" ] || bench="$repo/.build/debug/wol-bench"
while (($#)); do
    case "$1" in
    --bench) bench=$2; shift 2 ;;
    *) margins=$1; shift ;;
    esac
done
case "$competitor" in
--syllable-loop | --phone-loop) flags=("$competitor") ;;
--other-names) flags=() ;;
*) echo "competitor_sweep.sh: $competitor: expected --syllable-loop, --phone-loop or --other-names" >&2; exit 64 ;;
esac
[ -x "$bench" ] || { echo "competitor_sweep.sh: no wol-bench (swift build --product wol-bench)" >&2; exit 69; }
mkdir -p "$out"
for model in "$folds"/*/model; do
    voice=$(basename "$(dirname "$model")")
    [ -s "$out/$voice.md" ] && continue
    echo "competitor_sweep.sh: $voice" >&2
    (cd "$repo" && "$bench" speech --real "$corpus" --speaker "$voice" --held-out "$voice" --model "$model" \
        --dict Models/zh-wideband/stroke-names.dict --repeats 1 --real-characters 6 --near-words 40 --skip-baseline \
        "${flags[@]}" "--verification-sweep=$margins") >"$out/$voice.md.part" 2>"$out/$voice.log"
    mv "$out/$voice.md.part" "$out/$voice.md"
done
python3 "$here/held_out_margin.py" "$out"/*.md >"$out/table.md"
cat "$out/table.md"
