#!/usr/bin/env bash
# Rebuilds pffy-syllables.wav: one real speaker (the pffy recordings of ../shared/realvoice, public domain)
# saying the eleven stroke syllables héng shù piě nà diǎn tí zhé gōu wān xié wò as `wol enroll` asks a
# learner to, each trimmed of its silence, 0.4 s apart, 16 kHz mono 16-bit.
# Usage: Fixtures/enrollment/make.sh PFFY_DIR     (e.g. ../shared/realvoice/pffy; needs sox with libsox-fmt-mp3)
set -euo pipefail
source=${1:?usage: make.sh PFFY_DIR}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sox -n -r 16000 -c 1 -b 16 "$work/gap.wav" trim 0 0.4
parts=("$work/gap.wav")
for syllable in heng2 shu4 pie3 na4 dian3 ti2 zhe2 gou1 wan1 xie2 wo4; do
    sox -V1 "$source/$syllable.mp3" -r 16000 -c 1 -b 16 "$work/$syllable.wav" \
        silence 1 0.02 1% reverse silence 1 0.02 1% reverse
    parts+=("$work/$syllable.wav" "$work/gap.wav")
done
sox "${parts[@]}" "$here/pffy-syllables.wav"
