#!/usr/bin/env bash
# Features of every clip of WORK/clips.tsv (corpus.py): WORK/feat/<id>.mfc, 13 cepstra a frame, computed by
# sphinx_fe (Debian's sphinxbase-utils) with the model's own front end, Training/feat.params: 16 kHz wideband,
# 25 filters 130-6,800 Hz. Dither is on, as the engine decodes with it: the clips are trimmed close and padded
# with digital silence, and without dither such frames all look alike (the trial's model then heard every clip
# as one word). Every frame is kept (`-remove_silence no`, as the engine decodes), room tone too, so the
# silence model learns it.
#
# The dither's generator is seeded once a sphinx_fe run and runs on from clip to clip, so a clip's features
# depend on every clip computed before it in the same run. So that they depend on the corpus alone and not on
# what the work folder saw before (features computed without --augment, then the augmented copies' in a run of
# their own, differ from those of one run: BENCHMARKS.md, "Why the folds did not reproduce"), every clip is
# computed in one run, in clips.tsv's order, whenever the list of clips or the front end differs from the run
# that made the features there (WORK/feat/run.txt); a leave-one-out fold's next training reuses them. All 43,000
# clips take 40 s on two shared cores.
#
# Usage: Training/features.sh WORK
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$1
command -v sphinx_fe >/dev/null || { echo "features.sh: sphinx_fe is missing (scripts/setup.sh --train)" >&2; exit 69; }
list=$(mktemp)
trap 'rm -f "$list"' EXIT
cut -f1 "$work/clips.tsv" >"$list"
# feat.params holds decoder options too (-feat, -cmn ...); sphinx_fe takes only the front end's.
grep -E '^-(lowerf|upperf|nfilt|transform|lifter|dither) ' "$here/feat.params" | tr '\n' ' ' >"$work/fe.args"
options="$(cat "$work/fe.args")-samprate 16000 -seed 1"
if [ "$(head -1 "$work/feat/run.txt" 2>/dev/null)" = "$options" ] && tail -n +2 "$work/feat/run.txt" | cmp -s - "$list"; then
    echo "features.sh: the features of these $(wc -l <"$list") clips are there" >&2
    exit 0
fi
echo "features.sh: $(wc -l <"$list") clips to compute, in one run" >&2
rm -f "$work/feat/run.txt"
cut -d/ -f1 "$list" | sort -u | while read -r voice; do mkdir -p "$work/feat/$voice"; done
# shellcheck disable=SC2086
sphinx_fe $options -c "$list" -di "$work/wav" -do "$work/feat" -ei wav -eo mfc -mswav yes -remove_silence no \
    >"$work/features.log" 2>&1 || { tail -5 "$work/features.log" >&2; exit 1; }
{ echo "$options"; cat "$list"; } >"$work/feat/run.txt"
