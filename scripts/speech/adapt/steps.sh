# The steps of adapting Debian's en-us acoustic model by MAP, sourced by build_model.sh (one model from every
# tuning voice) and leave_one_out.sh (one model per held-out voice). Each step reads and writes files in a work
# folder made by make_adapt_corpus.py (WORK/corpus with corpus.tsv); none reads ../shared.
# Needs sphinxtrain, pocketsphinx (pocketsphinx_mdef_convert), python3 with numpy, and wol built.

adapt_base=/usr/share/pocketsphinx/model/en-us/en-us
adapt_tools=/usr/lib/sphinxtrain
adapt_scripts=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# adapt_features WORK WOL MODELS: the cepstra the engine computes, for every clip that has none yet. A clip wol
# refuses (too short once trimmed, …) is named by wol and left out of the lists.
adapt_features() {
    local work=$1 wol=$2 models=$3 clip status=0
    mkdir -p "$work/features"
    for clip in "$work"/corpus/*.wav; do
        [ -s "$work/features/$(basename "$clip" .wav).mfc" ] || printf '%s\0' "$clip"
    done | xargs -0 -r -n 500 nice -n 5 "$wol" features --out "$work/features" --models "$models" || status=$?
    [ "$status" -eq 0 ] || [ "$status" -eq 123 ] || return "$status"
}

# adapt_lists WORK MODELS: the clips whose features exist (WORK/train.fileids), their words between sentence
# marks (WORK/train.transcription, same order) and one dictionary (WORK/train.dict); also the base model in the
# form sphinxtrain reads (text mdef, unquantised mixture weights).
adapt_lists() {
    local work=$1 models=$2
    cut -f1 "$work/corpus/corpus.tsv" | while read -r clip; do
        [ -s "$work/features/$clip.mfc" ] && echo "$clip"
    done >"$work/train.fileids"
    adapt_transcription "$work" "$work/train.fileids" >"$work/train.transcription"
    cat "$models/en-us/stroke-names.dict" "$models/en-us/syllables.dict" | awk '!seen[$1]++' >"$work/train.dict"
    pocketsphinx_mdef_convert -text "$adapt_base/mdef" "$work/mdef.txt" 2>/dev/null
    python3 "$adapt_scripts/sendump_to_mixw.py" "$adapt_base/sendump" "$work/mixture_weights"
}

# adapt_transcription WORK FILEIDS: the transcription lines of the clips in FILEIDS, in its order.
adapt_transcription() {
    awk -F'\t' 'NR==FNR { words[$1] = $2; next } { print "<s> " words[$1] " </s> (" $1 ")" }' \
        "$1/corpus/corpus.tsv" "$2"
}

# adapt_count WORK FILEIDS ACCUM: Baum-Welch counts over the clips in FILEIDS (as the model was trained:
# per-utterance cepstral means) into the folder ACCUM. Counts of several folders add up in adapt_means.
adapt_count() {
    local work=$1 fileids=$2 accum=$3
    mkdir -p "$accum"
    adapt_transcription "$work" "$fileids" >"$accum/transcription"
    nice -n 5 "$adapt_tools/bw" -hmmdir "$adapt_base" -moddeffn "$work/mdef.txt" -mixwfn "$work/mixture_weights" \
        -ts2cbfn .ptm. -feat 1s_c_d_dd -svspec 0-12/13-25/26-38 -cmn batch -agc none -varnorm no \
        -dictfn "$work/train.dict" -fdictfn "$adapt_base/noisedict" -ctlfn "$fileids" \
        -lsnfn "$accum/transcription" -cepdir "$work/features" -cepext mfc -accumdir "$accum" \
        >"$accum/bw.log" 2>&1 || { tail -5 "$accum/bw.log" >&2; return 1; }
}

# adapt_means WORK OUT_MEANS WEIGHT ACCUM...: MAP means from the counts of every ACCUM folder, moved only WEIGHT
# of the way from Debian's: adapting the variances, mixture weights and transition matrices too, or the means all
# the way, lost more in noise on a held-out speaker (docs/speech.md, "Adaptation and enrolment"). For PTM models
# map_adapt ignores -tau, so the weight is what keeps the adaptation gentle.
adapt_means() {
    local work=$1 out=$2 weight=$3
    shift 3
    local map accums
    map=$(mktemp -d "$work/map.XXXXXX")
    accums=$(IFS=,; echo "$*")
    "$adapt_tools/map_adapt" -moddeffn "$work/mdef.txt" -ts2cbfn .ptm. -meanfn "$adapt_base/means" \
        -varfn "$adapt_base/variances" -mixwfn "$work/mixture_weights" -tmatfn "$adapt_base/transition_matrices" \
        -accumdir "$accums" -mapmeanfn "$map/means" -mapvarfn "$map/variances" -mapmixwfn "$map/mixture_weights" \
        -maptmatfn "$map/transition_matrices" >"$map/map_adapt.log" 2>&1 ||
        { tail -5 "$map/map_adapt.log" >&2; return 1; }
    python3 "$adapt_scripts/blend_means.py" "$adapt_base/means" "$map/means" "$out" "$weight"
    rm -rf "$map"
}

# adapt_model OUT: the unchanged parts of Debian's model and its licence beside the means already in OUT.
adapt_model() {
    local out=$1
    cp "$adapt_base/mdef" "$adapt_base/feat.params" "$adapt_base/noisedict" "$adapt_base/variances" \
        "$adapt_base/sendump" "$adapt_base/transition_matrices" "$out/"
    cp "$adapt_base/README" "$out/LICENSE"
    cp /usr/share/doc/pocketsphinx-en-us/copyright "$out/COPYRIGHT-debian"
}
