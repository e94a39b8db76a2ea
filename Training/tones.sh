#!/usr/bin/env bash
# The tone classifier the engine ships, rebuilt from the seven voices of ../shared/realvoice, with its held-out
# figures (each voice heard by a network fitted without it) written into BENCHMARKS.md.
#
# Usage: Training/tones.sh [--shared DIR] [--clips DIR] [--bench PATH] [-- WOL-BENCH TONES OPTIONS]
#   --shared DIR  the shared data (default ../shared beside the repository); read here only, never at run time
#   --clips DIR   the voices already converted by `scripts/speech/real_corpus.py SOURCE DIR --all` (as
#                 Training/train.sh makes them); default: converted into /tmp/wol-tones/clips
#   --bench P     wol-bench (default: the repository's .build/release, else .build/debug)
#   after --      more options for `wol-bench tones` (--per-tone, --steps, --hidden-units ...)
# Writes Sources/WriteOutLoud/Tone/ToneClassifier+Fitted.swift (the fitted network, as Swift source) and the
# "Tones heard" section of BENCHMARKS.md. Needs sox with MP3 support and numpy for the conversion
# (scripts/setup.sh --real-voices).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
shared="$repo/../shared"
clips=""
bench=""
options=()
while (($#)); do
    case "$1" in
    --shared) shared=$2; shift 2 ;;
    --clips) clips=$2; shift 2 ;;
    --bench) bench=$2; shift 2 ;;
    --) shift; options=("$@"); break ;;
    *) echo "usage: Training/tones.sh [--shared DIR] [--clips DIR] [--bench PATH] [-- WOL-BENCH TONES OPTIONS]" >&2; exit 64 ;;
    esac
done
if [ -z "$bench" ]; then
    for candidate in "$repo/.build/release/wol-bench" "$repo/.build/debug/wol-bench"; do
        [ -x "$candidate" ] && { bench=$candidate; break; }
    done
fi
[ -n "$bench" ] && [ -x "$bench" ] || { echo "tones.sh: no wol-bench (swift build -c release --product wol-bench)" >&2; exit 69; }
if [ -z "$clips" ]; then
    clips=/tmp/wol-tones/clips
    if [ ! -e "$clips/.done" ]; then
        [ -d "$shared/realvoice" ] || { echo "tones.sh: $shared/realvoice: no such folder (give --shared)" >&2; exit 66; }
        echo "tones.sh: converting $shared/realvoice into $clips" >&2
        mkdir -p "$clips"
        python3 "$repo/scripts/speech/real_corpus.py" "$shared/realvoice" "$clips" --all >/tmp/wol-tones/clips.log 2>&1
        touch "$clips/.done"
    fi
fi
cd "$repo"
# yali's syllables, cut out of connected speech, are heard but not fitted on: fitting on them lowered every
# other voice's held-out figure (BENCHMARKS.md, "Tones heard").
"$bench" tones --real "$clips" --train-without yali --markdown BENCHMARKS.md \
    --write-classifier Sources/WriteOutLoud/Tone/ToneClassifier+Fitted.swift "${options[@]}"
