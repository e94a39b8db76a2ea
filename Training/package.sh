#!/usr/bin/env bash
# Turns a model sphinxtrain wrote (sphinxtrain.sh: WORK/models/NAME) into a folder PocketSphinx and the engine
# load: the four parameter files, the feature transform when the model has one (sphinxtrain.sh --lda-mllt), the
# model definition converted to PocketSphinx's binary form (`pocketsphinx_mdef_convert -bin`: smaller and faster
# to load than sphinxtrain's text mdef), the front end's feat.params, a noise dictionary and what it was trained
# from (manifest.py's manifest, as training-manifest.txt). Prints the folder's size.
#
# Usage: Training/package.sh WORK NAME OUT
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir="$1/models/$2"
out=$3
model="$dir/model_parameters/zhwb.ci_cont"
mdef="$dir/model_architecture/zhwb.ci.mdef"
for file in means variances mixture_weights transition_matrices; do
    [ -s "$model/$file" ] || { echo "package.sh: $model/$file is missing (train it: Training/sphinxtrain.sh)" >&2; exit 66; }
done
mkdir -p "$out"
cp "$model/means" "$model/variances" "$model/mixture_weights" "$model/transition_matrices" "$out/"
rm -f "$out/feature_transform"
[ ! -e "$model/feature_transform" ] || cp "$model/feature_transform" "$out/"
pocketsphinx_mdef_convert -bin "$mdef" "$out/mdef" >/dev/null 2>&1 \
    || { echo "package.sh: pocketsphinx_mdef_convert could not convert $mdef" >&2; exit 1; }
cp "$here/feat.params" "$out/feat.params"
printf '<s> SIL\n</s> SIL\n<sil> SIL\n' >"$out/noisedict"
rm -f "$out/training-manifest.txt"
[ ! -e "$dir/manifest.txt" ] || cp "$dir/manifest.txt" "$out/training-manifest.txt"
echo "package.sh: $out ($(du -sh "$out" | cut -f1))" >&2
