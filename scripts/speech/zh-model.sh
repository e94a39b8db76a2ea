#!/usr/bin/env bash
# Rebuilds the shipped Mandarin acoustic model and its stroke-name dictionary from the CMU Sphinx files
# (a folder laid out as ../shared/models: zh-tdt_sc_8k/, mandarin_notone.dic.xz, COPYING).
# Usage: scripts/speech/zh-model.sh [SOURCE]    (default SOURCE: ../shared/models)
# Writes Models/acoustic/zh-tdt_sc_8k/ (the model, unchanged, and its licence) and
# Models/zh-tdt_sc_8k/stroke-names.dict and syllables.dict (scripts/speech/build_zh_dict.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
source=${1:-../shared/models}
for file in zh-tdt_sc_8k/mdef zh-tdt_sc_8k/sendump mandarin_notone.dic.xz COPYING; do
    [ -f "$source/$file" ] || { echo "zh-model: $source/$file: missing" >&2; exit 1; }
done
model=Models/acoustic/zh-tdt_sc_8k
mkdir -p "$model" Models/zh-tdt_sc_8k
for file in feat.params mdef means noisedict sendump transition_matrices variances; do
    install -m 0644 "$source/zh-tdt_sc_8k/$file" "$model/$file"
done
install -m 0644 "$source/COPYING" "$model/COPYING"
python3 scripts/speech/build_zh_dict.py "$source/mandarin_notone.dic.xz"
