#!/usr/bin/env bash
# Issue 28's comparison: the seven real voices of ../shared/realvoice, each held out in turn, under each
# recogniser configuration, one `wol-bench speech --real` process per configuration (two at a time).
# Usage: scripts/bench/seven-voices.sh OUT [CONFIGURATION...]   (configurations: default, debian, mandarin,
#        default-verified, enrol (each voice enrolled on its own reading first, MLLR), enrol-warp (its warp chosen,
#        then enrolled), enrol-map (MAP instead of MLLR), enrol-mllr-map (MLLR, then MAP from its means), and
#        enrol-companion, enrol-map-companion, enrol-mllr-map-companion (the Mandarin companion enrolled too);
#        default the first two). Writes OUT/<configuration>.md; the corpus goes to OUT/corpus once.
# The default en-us model is adapted on six of these voices (Models/acoustic/README.md), so with it only yuetan
# is held out: for held-out figures of the default use scripts/speech/adapt/leave_one_out.sh; `debian` hears
# with Debian's en-us model (the default before session 24), which no voice here tuned.
# Needs a release wol-bench (`swift build -c release --product wol-bench`) and scripts/setup.sh --real-voices.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=${1:?usage: $0 OUT [CONFIGURATION...]}
shift
configurations=("${@:-default mandarin}")
read -r -a configurations <<<"${configurations[*]}"
bin=$(swift build -c release --show-bin-path)
[ -x "$bin/wol-bench" ] || { echo "seven-voices: build first: swift build -c release --product wol-bench" >&2; exit 1; }
mkdir -p "$out"
[ -d "$out/corpus" ] || python3 scripts/speech/real_corpus.py ../shared/realvoice "$out/corpus"

common=(speech --real "$out/corpus" --repeats 1 --real-characters 6 --near-words 40 --skip-baseline)
sweep=0,0.025,0.05,0.1,0.15,0.2,0.3,0.5,1,2
options() {
    case $1 in
        default) ;;  # en-us for both languages, the Mandarin model beside it
        debian) echo --model /usr/share/pocketsphinx/model/en-us/en-us --mandarin-model ;;
        mandarin) echo --model Models/acoustic/zh-tdt_sc_8k --dict Models/zh-tdt_sc_8k/stroke-names.dict ;;
        default-verified) echo --verification-sweep "$sweep" ;;
        enrol) echo --enrol ;;
        enrol-warp) echo --enrol --enrol-warp ;;
        enrol-map) echo --enrol --enrol-method map ;;
        enrol-mllr-map) echo --enrol --enrol-method mllr+map ;;
        enrol-companion) echo --enrol --enrol-companion ;;
        enrol-map-companion) echo --enrol --enrol-method map --enrol-companion ;;
        enrol-mllr-map-companion) echo --enrol --enrol-method mllr+map --enrol-companion ;;
        *) echo "seven-voices: unknown configuration $1" >&2; exit 64 ;;
    esac
}
running=0
for configuration in "${configurations[@]}"; do
    read -r -a extra <<<"$(options "$configuration")"
    "$bin/wol-bench" "${common[@]}" "${extra[@]}" >"$out/$configuration.md" 2>"$out/$configuration.log" &
    running=$((running + 1))
    if ((running == 2)); then wait -n; running=$((running - 1)); fi
done
wait
