#!/usr/bin/env bash
# Features of every clip of WORK/clips.tsv (corpus.py): WORK/feat/<id>.mfc, 13 cepstra a frame, computed by
# sphinx_fe (Debian's sphinxbase-utils) with the model's own front end, Training/feat.params: 16 kHz wideband,
# 25 filters 130-6,800 Hz. Dither is on, as the engine decodes with it: the clips are trimmed close and padded
# with digital silence, and without dither such frames all look alike (the trial's model then heard every clip
# as one word). Every frame is kept (`-remove_silence no`, as the engine decodes), room tone too, so the
# silence model learns it. The seed is fixed so a rebuild gives the same features. Features already there are kept.
#
# Usage: Training/features.sh WORK
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$1
command -v sphinx_fe >/dev/null || { echo "features.sh: sphinx_fe is missing (scripts/setup.sh --train)" >&2; exit 69; }
todo=$(mktemp)
trap 'rm -f "$todo"' EXIT
cut -f1 "$work/clips.tsv" | while read -r id; do
    [ -s "$work/feat/$id.mfc" ] || echo "$id"
done >"$todo"
echo "features.sh: $(wc -l <"$todo") clips to compute" >&2
[ -s "$todo" ] || exit 0
cut -d/ -f1 "$todo" | sort -u | while read -r voice; do mkdir -p "$work/feat/$voice"; done
# feat.params holds decoder options too (-feat, -cmn ...); sphinx_fe takes only the front end's.
grep -E '^-(lowerf|upperf|nfilt|transform|lifter|dither) ' "$here/feat.params" | tr '\n' ' ' >"$work/fe.args"
# shellcheck disable=SC2046
sphinx_fe $(cat "$work/fe.args") -samprate 16000 -seed 1 -c "$todo" -di "$work/wav" -do "$work/feat" \
    -ei wav -eo mfc -mswav yes -remove_silence no >"$work/features.log" 2>&1 \
    || { tail -5 "$work/features.log" >&2; exit 1; }
