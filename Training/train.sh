#!/usr/bin/env bash
# Trains the wideband Mandarin acoustic model for stroke names from the people's voices of ../shared/realvoice,
# in one command, and writes it where the engine loads it. Stages (each a file of this folder, each skipped when
# its output is already in WORK, so a run that stopped goes on where it was):
#   1. clips       scripts/speech/real_corpus.py --all: every recording as 16 kHz mono clips, silence trimmed
#   2. corpus      corpus.py: labels (toneless syllables, or with --tones as said), speed copies (0.9 and 1.1), a share of the words
#      augment     augment.py (with --augment): a copy of each clip in noise, babble, a room, another vocal
#                  tract, a narrower band or gated silence, drawn at random with a fixed seed
#   3. dictionary  dictionary.py: each syllable spelled in the shared Mandarin dictionary's phones
#   4. features    features.sh: sphinx_fe with feat.params (25 filters, 130-6,800 Hz, dither)
#   5. training    sphinxtrain.sh: context-independent, 8 Gaussians a state, sphinxtrain's ci_hmm stage (with
#                  --lda-mllt first its LDA and MLLT stages, estimated by lda.py and mllt.py)
#      manifest    manifest.py: what the model was trained from (options, tools, hashes of lists and features)
#   6. package     package.sh: the folder PocketSphinx loads (binary mdef), at --out, with the manifest; under
#                  <Models>/acoustic/ also its dictionaries in <Models>/<name>/ (scripts/speech/build_zh_dict.py)
# Evaluation is leave_one_out.sh (a model per held-out voice) and closed_choice.py.
#
# Usage: Training/train.sh [--shared DIR] [--work DIR] [--out DIR] [--without VOICE ...] [--extra DIR ...]
#                          [--gaussians N] [--speeds LIST] [--words N] [--name NAME]
#                          [--augment KINDS] [--copies N] [--seed S] [--lda-mllt] [--tones]
#   --shared DIR   the shared data (default: ../shared beside the repository): DIR/realvoice, DIR/models
#   --work DIR     clips, features and sphinxtrain's folders (default: /tmp/wol-train); reused when run again
#   --out DIR      the packaged model (default: Models/acoustic/zh-wideband)
#   --without V    leave voice V out (a leave-one-out fold); repeatable
#   --extra DIR    more clips laid out as real_corpus.py writes them (OUT/<voice>/<syllable><tone>.wav, or
#                  words/ and words.tsv); repeatable
#   --gaussians N  Gaussians per state (default 8), --speeds LIST speed copies (default 0.9,1.1; "" for none),
#   --words N      whole words kept per voice of words (default 3000), --pad S room tone either side of a clip
#                  (default 0.25 s), --name NAME sphinxtrain's folder name
#   --augment KINDS  augmented copies of each clip, of kinds drawn from this comma list (augment.py: pink20,
#                  pink10, babble20, babble10, reverb, vtlp, band, gated; default "all", every kind; "" for none),
#                  --copies N of them per clip (default 1), drawn with --seed S (default 1)
#   --lda-mllt     a feature transform (LDA to 29 dimensions, then MLLT) trained before the model and shipped in
#                  its folder as feature_transform
#   --tones        tonal finals (横 `h eng2`, toned.py; on the finals the stroke names say, as PocketSphinx's grammar
#                  search takes at most 128 phones; initials toneless, neutral tone 5): the model's folder then
#                  also holds its stroke names spelled in their tones (stroke-names.dict) and, for the closed
#                  six-way choice over clips in every tone, stroke-names-any-tone.dict; not for <Models>/acoustic/,
#                  whose syllable dictionaries the engine reads are toneless
# Needs scripts/setup.sh --train (sphinxtrain, sphinxbase-utils, sox with MP3, numpy). Reads --shared only here,
# at build time: nothing the engine runs reads it. About 25 minutes on two shared cores for one model.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
shared="$repo/../shared"
work=/tmp/wol-train
out="$repo/Models/acoustic/zh-wideband"
without=()
extra=()
gaussians=8
speeds=0.9,1.1
pad=0.25
words=3000
name=""
augment=all
copies=1
seed=1
lda_mllt=()
tones=()
usage="usage: Training/train.sh [--shared DIR] [--work DIR] [--out DIR] [--without VOICE ...] [--extra DIR ...] [--gaussians N] [--speeds LIST] [--words N] [--pad S] [--name NAME] [--augment KINDS] [--copies N] [--seed S] [--lda-mllt] [--tones]"
while (($#)); do
    case "$1" in
    --shared) shared=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --without) without+=(--without "$2"); shift 2 ;;
    --extra) extra+=(--extra "$2"); shift 2 ;;
    --gaussians) gaussians=$2; shift 2 ;;
    --speeds) speeds=$2; shift 2 ;;
    --words) words=$2; shift 2 ;;
    --pad) pad=$2; shift 2 ;;
    --name) name=$2; shift 2 ;;
    --augment) augment=$2; shift 2 ;;
    --copies) copies=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --lda-mllt) lda_mllt=(--lda-mllt); shift ;;
    --tones) tones=(--tones); shift ;;
    -h | --help) awk 'NR > 1 && !/^#/ {exit} NR > 1' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "$usage" >&2; exit 64 ;;
    esac
done
for file in "$shared/realvoice" "$shared/models/mandarin_notone.dic.xz"; do
    [ -e "$file" ] || { echo "train.sh: $file: missing (--shared DIR names the shared data)" >&2; exit 66; }
done
if ((${#tones[@]})) && [ "$(basename "$(dirname "$out")")" = acoustic ]; then
    echo "train.sh: --tones: the engine's dictionaries for $out would be toneless (give --out elsewhere)" >&2; exit 64
fi
((${#tones[@]} == 0)) || python3 "$here/toned.py" --self-check
mkdir -p "$work"
work=$(cd "$work" && pwd)
name=${name:-all-g$gaussians}

step() { echo "train.sh: $*" >&2; }
if [ ! -e "$work/clips/.done" ]; then
    step "1/6 clips from $shared/realvoice"
    python3 "$repo/scripts/speech/real_corpus.py" "$shared/realvoice" "$work/clips" --all >"$work/clips.log" 2>&1 \
        || { tail -5 "$work/clips.log" >&2; exit 1; }
    touch "$work/clips/.done"
fi
step "2/6 corpus (speeds: ${speeds:-none}, words: $words, padding: $pad s)"
python3 "$here/corpus.py" "$work/clips" "$work" --words "$words" --speeds "$speeds" --pad "$pad" "${extra[@]}" "${tones[@]}"
if [ -n "$augment" ]; then
    [ "$augment" = all ] && augment=pink20,pink10,babble20,babble10,reverb,vtlp,band,gated
    step "2/6 augmented copies ($copies a clip of $augment, seed $seed)"
    python3 "$here/augment.py" "$work" --kinds "$augment" --copies "$copies" --seed "$seed" --pad "$pad"
fi
step "3/6 dictionary"
python3 "$here/dictionary.py" "$shared/models/mandarin_notone.dic.xz" "$work/syllables.txt" "$work/zhwb" \
    ${tones[@]:+--tones "$repo/Models/stroke-names.tsv"}
step "4/6 features"
"$here/features.sh" "$work"
step "5/6 training $name (${without[*]:-every voice}, $gaussians Gaussians${lda_mllt:+, LDA + MLLT})"
"$here/sphinxtrain.sh" "$work" "$name" --gaussians "$gaussians" "${without[@]}" "${lda_mllt[@]}"
recipe=("${without[@]}" "${extra[@]}" --gaussians "$gaussians" --speeds "'$speeds'" --words "$words" --pad "$pad"
    --augment "'$augment'" --copies "$copies" --seed "$seed" "${lda_mllt[@]}" "${tones[@]}")
python3 "$here/manifest.py" "$work" "$name" --recipe "${recipe[*]}"
step "6/6 package"
"$here/package.sh" "$work" "$name" "$out"
if ((${#tones[@]})); then
    python3 "$here/toned.py" names "$work/models/$name/etc/zhwb.dic" "$repo/Models/stroke-names.tsv" \
        "$out/stroke-names.dict" --any-tone "$out/stroke-names-any-tone.dict"
fi
# A model shipped in <Models>/acoustic/<name> has its stroke-name and syllable dictionaries in <Models>/<name>,
# spelled from the same shared dictionary, so in the phones the model was trained on.
if [ "$(basename "$(dirname "$out")")" = acoustic ]; then
    models=$(dirname "$(dirname "$out")")
    mkdir -p "$models/$(basename "$out")"
    python3 "$repo/scripts/speech/build_zh_dict.py" "$shared/models/mandarin_notone.dic.xz" \
        --tsv "$models/stroke-names.tsv" -o "$models/$(basename "$out")/stroke-names.dict" \
        --syllables-out "$models/$(basename "$out")/syllables.dict" >&2
fi
