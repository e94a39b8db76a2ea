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
base=/usr/share/pocketsphinx/model/en-us/en-us
tools=/usr/lib/sphinxtrain
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
for tool in "$tools/bw" "$tools/map_adapt" "$wol"; do
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
mkdir -p "$work/features"
for clip in "$work"/corpus/*.wav; do
    name=$(basename "$clip" .wav)
    [ -s "$work/features/$name.mfc" ] || printf '%s\0' "$clip"
done | xargs -0 -r -n 500 nice -n 5 "$wol" features --out "$work/features" --models "$repo/Models"

# 2. Training lists: clips whose features exist, their words between sentence marks, one dictionary.
cut -f1 "$work/corpus/corpus.tsv" | while read -r clip; do
    [ -s "$work/features/$clip.mfc" ] && echo "$clip"
done >"$work/train.fileids"
awk -F'\t' 'NR==FNR { keep[$1] = 1; next } ($1 in keep) { print "<s> " $2 " </s> (" $1 ")" }' \
    "$work/train.fileids" "$work/corpus/corpus.tsv" >"$work/train.transcription"
cat "$repo/Models/en-us/stroke-names.dict" "$repo/Models/en-us/syllables.dict" |
    awk '!seen[$1]++' >"$work/train.dict"

# 3. The base model in the form sphinxtrain reads: text mdef, unquantised mixture weights.
pocketsphinx_mdef_convert -text "$base/mdef" "$work/mdef.txt" 2>/dev/null
python3 "$repo/scripts/speech/adapt/sendump_to_mixw.py" "$base/sendump" "$work/mixture_weights"

# 4. Counts over the corpus (as the model was trained: per-utterance cepstral means), then MAP.
mkdir -p "$work/accum"
nice -n 5 "$tools/bw" -hmmdir "$base" -moddeffn "$work/mdef.txt" -mixwfn "$work/mixture_weights" \
    -ts2cbfn .ptm. -feat 1s_c_d_dd -svspec 0-12/13-25/26-38 -cmn batch -agc none -varnorm no \
    -dictfn "$work/train.dict" -fdictfn "$base/noisedict" -ctlfn "$work/train.fileids" \
    -lsnfn "$work/train.transcription" -cepdir "$work/features" -cepext mfc -accumdir "$work/accum" \
    >"$work/bw.log" 2>&1 || { tail -5 "$work/bw.log" >&2; exit 1; }
"$tools/map_adapt" -moddeffn "$work/mdef.txt" -ts2cbfn .ptm. -meanfn "$base/means" -varfn "$base/variances" \
    -mixwfn "$work/mixture_weights" -tmatfn "$base/transition_matrices" -accumdir "$work/accum" \
    -mapmeanfn "$work/map_means" -mapvarfn "$work/map_variances" -mapmixwfn "$work/map_mixture_weights" \
    -maptmatfn "$work/map_transition_matrices" >"$work/map_adapt.log" 2>&1 ||
    { tail -5 "$work/map_adapt.log" >&2; exit 1; }
# Only the means are kept, moved $weight of the way from Debian's to MAP's: adapting the variances, mixture
# weights and transition matrices too, or the means all the way, lost more in noise on the held-out speaker
# (docs/speech.md, "Adaptation and enrolment"). For PTM models map_adapt ignores -tau.
python3 "$repo/scripts/speech/adapt/blend_means.py" "$base/means" "$work/map_means" "$out/means" "$weight"

# 5. The unchanged parts of the base model, and its licence.
cp "$base/mdef" "$base/feat.params" "$base/noisedict" "$base/variances" "$base/sendump" \
    "$base/transition_matrices" "$out/"
cp "$base/README" "$out/LICENSE"
cp /usr/share/doc/pocketsphinx-en-us/copyright "$out/COPYRIGHT-debian"
grep -c . "$work/train.fileids" | xargs echo "build_model.sh: adapted on clips:" >&2
echo "build_model.sh: wrote $out" >&2
