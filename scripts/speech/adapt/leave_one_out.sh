#!/usr/bin/env bash
# A speaker-independent en-us model judged on people it never heard (issue 28): for each voice of the corpus,
# Debian's en-us means are MAP-adapted on every other voice (plus the espeak-ng clips of make_adapt_corpus.py)
# and the voice is heard with that model, the Mandarin model beside it as in the default. Baum-Welch counts are
# made once per voice and added up per held-out voice, so seven folds cost one pass over the speech.
#
# Usage: scripts/speech/adapt/leave_one_out.sh --corpus DIR --work DIR [--weight W] [--out DIR] [--wol PATH]
#        [--bench PATH] [--voice NAME ...] [--speeds LIST] [-- WOL-BENCH OPTIONS]
#   --corpus DIR  the seven voices as scripts/speech/real_corpus.py writes them (DIR/<voice>/...); a voice of
#                 syllables is adapted on when held in, a voice of words (words.tsv) is only heard
#   --work DIR    adaptation corpus, features and counts (what is there already is reused)
#   --out DIR     the models (OUT/models/<voice>/en-us), the benchmark's tables (OUT/bench/<voice>.md) and all
#                 voices in one table (OUT/table.md) (default: WORK/weight-W); models already there are reused
#   --weight W    how far the means move toward MAP's estimate, 0-1 (default 0.3, as the shipped option)
#   --voice NAME  only these held-out voices (default: all)
#   --speeds LIST when the corpus is made: every real clip also at these speeds (make_adapt_corpus.py); give a
#                 work folder of its own, since counts already there are reused
#   after --, options for `wol-bench speech --real` (default: the seven-voice comparison's:
#                 --repeats 1 --real-characters 6 --near-words 40 --skip-baseline)
# Needs what build_model.sh needs, sox with MP3 support (scripts/setup.sh --real-voices) and a release build of
# wol and wol-bench. Reads only the corpus folder, never ../shared.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../../.." && pwd)
source "$repo/scripts/speech/adapt/steps.sh"
corpus=""
work=""
weight=0.3
fold=""
speeds=""
wol="$repo/.build/release/wol"
bench="$repo/.build/release/wol-bench"
voices=()
bench_options=(--repeats 1 --real-characters 6 --near-words 40 --skip-baseline)
usage="usage: $0 --corpus DIR --work DIR [--weight W] [--out DIR] [--wol PATH] [--bench PATH] [--voice NAME ...] [--speeds LIST] [-- OPTIONS]"
while (($#)); do
    case "$1" in
    --corpus) corpus=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --weight) weight=$2; shift 2 ;;
    --out) fold=$2; shift 2 ;;
    --wol) wol=$2; shift 2 ;;
    --bench) bench=$2; shift 2 ;;
    --voice) voices+=("$2"); shift 2 ;;
    --speeds) speeds=$2; shift 2 ;;
    --) shift; bench_options=("$@"); break ;;
    *) echo "$usage" >&2; exit 64 ;;
    esac
done
[ -n "$corpus" ] && [ -n "$work" ] || { echo "$usage" >&2; exit 64; }
[ -d "$corpus" ] || { echo "leave_one_out.sh: $corpus: no such corpus folder (scripts/speech/real_corpus.py)" >&2; exit 66; }
for tool in "$adapt_tools/bw" "$adapt_tools/map_adapt" "$wol" "$bench"; do
    [ -x "$tool" ] || { echo "leave_one_out.sh: $tool is missing (install sphinxtrain, swift build -c release)" >&2; exit 69; }
done
corpus=$(cd "$corpus" && pwd)
mkdir -p "$work"
work=$(cd "$work" && pwd)

everyone=()
speakers=()
for folder in "$corpus"/*/; do
    name=$(basename "$folder")
    everyone+=("$name")
    [ -e "$folder/words.tsv" ] || speakers+=("$name")
done
((${#voices[@]})) || voices=("${everyone[@]}")

# 1. One corpus of every voice of syllables and the synthetic clips, its features and the lists.
if [ ! -s "$work/corpus/corpus.tsv" ]; then
    real=()
    for speaker in "${speakers[@]}"; do real+=(--real "$corpus/$speaker"); done
    python3 "$repo/scripts/speech/adapt/make_adapt_corpus.py" "$work/corpus" "${real[@]}" \
        --tsv "$repo/Models/stroke-names.tsv" --speeds "$speeds"
fi
echo "leave_one_out.sh: features" >&2
adapt_features "$work" "$wol" "$repo/Models"
adapt_lists "$work" "$repo/Models"

# 2. Counts per group: the synthetic clips (syn_…) and each speaker's (real-<speaker>-…).
for group in syn "${speakers[@]}"; do
    [ "$group" = syn ] && prefix="syn_" || prefix="real-$group-"
    [ -s "$work/accum/$group/gauden_counts" ] && continue
    echo "leave_one_out.sh: counts of $group" >&2
    mkdir -p "$work/accum/$group"
    grep "^$prefix" "$work/train.fileids" >"$work/accum/$group/fileids"
    adapt_count "$work" "$work/accum/$group/fileids" "$work/accum/$group"
done

# 3. Per held-out voice: a model from everyone else's counts, then the benchmark on that voice alone.
fold=${fold:-$work/weight-$weight}
mkdir -p "$fold/bench"
fold=$(cd "$fold" && pwd)
for voice in "${voices[@]}"; do
    model="$fold/models/$voice/en-us"
    if [ ! -s "$model/means" ]; then
        accums=("$work/accum/syn")
        for speaker in "${speakers[@]}"; do
            [ "$speaker" = "$voice" ] || accums+=("$work/accum/$speaker")
        done
        mkdir -p "$model"
        adapt_means "$work" "$model/means" "$weight" "${accums[@]}"
        adapt_model "$model"
    fi
    echo "leave_one_out.sh: hearing $voice with the model adapted on the others" >&2
    (cd "$repo" && "$bench" speech --real "$corpus" --speaker "$voice" --held-out "$voice" \
        --model "$model" --mandarin-model "${bench_options[@]}") >"$fold/bench/$voice.md" 2>"$fold/bench/$voice.log"
done
python3 "$repo/scripts/speech/adapt/fold_table.py" "$fold/bench"/*.md >"$fold/table.md"
cat "$fold/table.md"
