#!/usr/bin/env bash
# Rebuilds Models/acoustic/en-us: Debian's en-us acoustic model (pocketsphinx-en-us) with its Gaussian means
# adapted by MAP to stroke-name speech from many voices, as the engine hears it (its own front end).
#
# Usage: scripts/speech/adapt/build_model.sh --real DIR [--real DIR ...] [--work DIR] [--out DIR] [--weight W] [--wol PATH]
#   --real DIR   a tuning speaker's syllable files (heng2.mp3, …); never a held-out speaker
#   --work DIR   where the corpus, features and counts go (default: a new folder under $TMPDIR); a corpus
#                and features already there are reused
#   --out DIR    the adapted model's folder (default: Models/acoustic/en-us)
#   --weight W   how far the means move from Debian's toward MAP's estimate, 0-1 (default 0.3)
#   --wol PATH   the wol executable that computes the features (default: .build/release/wol, else debug)
# Needs: sphinxtrain, pocketsphinx (pocketsphinx_mdef_convert), espeak-ng, sox with libsox-fmt-mp3, python3 with
# numpy, and wol built. About 30 minutes on two busy cores, most of it synthesis and features.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../../.." && pwd)
source "$repo/scripts/speech/adapt/steps.sh"
real=()
work=""
wol=""
weight=0.3
out="$repo/Models/acoustic/en-us"
while (($#)); do
    case "$1" in
    --real) real+=(--real "$2"); shift 2 ;;
    --work) work=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --weight) weight=$2; shift 2 ;;
    --wol) wol=$2; shift 2 ;;
    *) echo "usage: $0 --real DIR [--real DIR ...] [--work DIR] [--out DIR] [--weight W] [--wol PATH]" >&2; exit 64 ;;
    esac
done
work=${work:-$(mktemp -d)}
if [ -z "$wol" ]; then
    wol="$repo/.build/debug/wol"
    [ -x "$repo/.build/release/wol" ] && wol="$repo/.build/release/wol"
fi
for tool in "$adapt_tools/bw" "$adapt_tools/map_adapt" "$wol"; do
    [ -x "$tool" ] || { echo "build_model.sh: $tool is missing (install sphinxtrain, build wol)" >&2; exit 69; }
done
mkdir -p "$work" "$out"
echo "build_model.sh: working in $work" >&2

# 0. One word per Mandarin syllable of the stroke names (its first approximation in zh-syllables.txt), for
#    syllables said alone here and in `wol enroll`.
awk '!/^#/ && NF { split($0, a, "|"); sub(/^[a-z]+[ \t]+/, "", a[1]); sub(/[ \t]+$/, "", a[1]); print $1, a[1] }' \
    "$repo/scripts/speech/zh-syllables.txt" >"$repo/Models/en-us/syllables.dict"

# 1. Speech from many voices, and the cepstra the engine computes from it.
[ -s "$work/corpus/corpus.tsv" ] ||
    python3 "$repo/scripts/speech/adapt/make_adapt_corpus.py" "$work/corpus" "${real[@]}" --tsv "$repo/Models/stroke-names.tsv"
adapt_features "$work" "$wol" "$repo/Models"

# 2. Training lists, the base model as sphinxtrain reads it, counts over the corpus, MAP means (steps.sh).
adapt_lists "$work" "$repo/Models"
adapt_count "$work" "$work/train.fileids" "$work/accum"
adapt_means "$work" "$out/means" "$weight" "$work/accum"

# 3. The unchanged parts of the base model, and its licence.
adapt_model "$out"
grep -c . "$work/train.fileids" | xargs echo "build_model.sh: adapted on clips:" >&2
echo "build_model.sh: wrote $out" >&2
