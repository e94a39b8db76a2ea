#!/usr/bin/env bash
# Leave one speaker out: for each voice, a model trained by train.sh on every other voice, heard on that voice
# alone, so every figure is of a person the model never heard. Per fold: the closed six-way choice
# (closed_choice.py) and `wol-bench speech --real` with the fold's model alone (the options of the "Mandarin
# model alone" comparison in BENCHMARKS.md); then all folds in one table each (OUT/six-way.md, OUT/table.md).
#
# Usage: Training/leave_one_out.sh [--shared DIR] [--work DIR] [--out DIR] [--voice V ...] [--bench PATH]
#                                  [-- TRAIN.SH OPTIONS]
#   --work DIR   train.sh's work folder (default /tmp/wol-train); its clips and features serve every fold
#   --out DIR    models and tables (default WORK/folds): OUT/<voice>/model, OUT/<voice>/six-way.md,
#                OUT/<voice>/bench.md; a fold whose model is there is not trained again
#   --voice V    only these held-out voices (default: all seven)
#   --bench P    wol-bench (default: the repository's .build/release, else .build/debug)
#   --beside M   also hear each voice as the engine's default does, with the acoustic model M as the main model
#                (e.g. Debian's en-us, which no voice here adapted) and the fold's model as its Mandarin
#                companion: OUT/<voice>/beside.md, OUT/table-beside.md
#   after --     options for train.sh (--gaussians, --speeds, --words ...)
# The benchmark's corpus is scripts/speech/real_corpus.py's default selection, made once in WORK/bench.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
shared="$repo/../shared"
work=/tmp/wol-train
out=""
bench=""
beside=""
voices=()
train_options=()
while (($#)); do
    case "$1" in
    --shared) shared=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --voice) voices+=("$2"); shift 2 ;;
    --bench) bench=$2; shift 2 ;;
    --beside) beside=$2; shift 2 ;;
    --) shift; train_options=("$@"); break ;;
    *) echo "usage: Training/leave_one_out.sh [--shared DIR] [--work DIR] [--out DIR] [--voice V ...] [--bench PATH] [--beside MODEL] [-- TRAIN.SH OPTIONS]" >&2; exit 64 ;;
    esac
done
out=${out:-$work/folds}
if [ -z "$bench" ]; then
    for candidate in "$repo/.build/release/wol-bench" "$repo/.build/debug/wol-bench"; do
        [ -x "$candidate" ] && { bench=$candidate; break; }
    done
fi
[ -n "$bench" ] && [ -x "$bench" ] || { echo "leave_one_out.sh: no wol-bench (swift build --product wol-bench)" >&2; exit 69; }
((${#voices[@]})) || mapfile -t voices < <(find "$shared/realvoice" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort)
mkdir -p "$out"
out=$(cd "$out" && pwd)

if [ ! -e "$work/bench/.done" ]; then
    echo "leave_one_out.sh: the benchmark's corpus" >&2
    python3 "$repo/scripts/speech/real_corpus.py" "$shared/realvoice" "$work/bench" >"$work/bench.log" 2>&1
    touch "$work/bench/.done"
fi
dictionary="$repo/Models/zh-tdt_sc_8k/stroke-names.dict" # the same phone set: names are spelled alike
for voice in "${voices[@]}"; do
    fold="$out/$voice"
    mkdir -p "$fold"
    if [ ! -s "$fold/model/means" ]; then
        "$here/train.sh" --shared "$shared" --work "$work" --out "$fold/model" --without "$voice" \
            --name "without-$voice" "${train_options[@]}"
        rm -rf "$work/models/without-$voice/bwaccumdir" "$work/models/without-$voice/qmanager"
    fi
    echo "leave_one_out.sh: hearing $voice" >&2
    python3 "$here/closed_choice.py" "$fold/model" "$dictionary" "$work/bench" --voice "$voice" >"$fold/six-way.md"
    (cd "$repo" && "$bench" speech --real "$work/bench" --speaker "$voice" --held-out "$voice" \
        --model "$fold/model" --dict "$dictionary" --repeats 1 --real-characters 6 --near-words 40 --skip-baseline) \
        >"$fold/bench.md" 2>"$fold/bench.log"
    if [ -n "$beside" ]; then
        (cd "$repo" && "$bench" speech --real "$work/bench" --speaker "$voice" --held-out "$voice" \
            --model "$beside" --mandarin-model --mandarin-companion "$fold/model" \
            --mandarin-companion-dict "$dictionary" --repeats 1 --real-characters 6 --near-words 40 --skip-baseline) \
            >"$fold/beside.md" 2>"$fold/beside.log"
    fi
done
{
    echo "| voice | six-way, the stroke's tone | six-way, all tones |"
    echo "| --- | ---: | ---: |"
    for voice in "${voices[@]}"; do grep "^| $voice " "$out/$voice/six-way.md" || true; done
} >"$out/six-way.md"
python3 - "$out/six-way.md" <<'PY' >>"$out/six-way.md"
import re, sys
rows = [line for line in open(sys.argv[1]) if line.startswith("| ") and not line.startswith("| voice")]
means = []
for i in (2, 3):
    values = [float(re.match(r"\s*([\d.]+) %", row.split("|")[i]).group(1)) for row in rows
              if re.match(r"\s*[\d.]+ %", row.split("|")[i])]
    means.append(f"{sum(values) / len(values):.1f} %" if values else "–")
print(f"| **mean** | {means[0]} | {means[1]} |")
PY
python3 "$repo/scripts/speech/adapt/fold_table.py" "$out"/*/bench.md >"$out/table.md"
[ -z "$beside" ] || python3 "$repo/scripts/speech/adapt/fold_table.py" "$out"/*/beside.md >"$out/table-beside.md"
cat "$out/six-way.md" "$out/table.md"
