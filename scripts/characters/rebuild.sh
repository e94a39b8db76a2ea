#!/usr/bin/env bash
# Rebuilds the shipped character library (Characters/) from the source data sets.
#
# Usage: scripts/characters/rebuild.sh [DATA_DIR [KANJIVG_KANJI_DIR]]
#   DATA_DIR           the folder with hanzi-writer-data.tar.xz, makemeahanzi-dictionary.txt.xz and cnchar/
#                      (default: ../shared/data beside the checkout)
#   KANJIVG_KANJI_DIR  KanjiVG's kanji/ folder of SVG files (default: downloaded with
#                      `pip download --no-deps kanjivg==20260714` into a temporary folder)
#
# Run by hand when a source changes, never at run time or in CI. Steps: the Latin letters, every KanjiVG character
# that passes the importer's checks, then the mainland import (hanzi-writer-data + cnchar + Make Me a Hanzi), which
# replaces KanjiVG templates of the characters it draws; then the licence files are copied beside the data.
set -euo pipefail

repo="$(cd "$(dirname "$0")/../.." && pwd)"
data="${1:-$repo/../shared/data}"
kanji="${2:-}"
out="$repo/Characters"

for file in hanzi-writer-data.tar.xz makemeahanzi-dictionary.txt.xz cnchar/stroke-order-jian.json cnchar/LICENSE \
    makemeahanzi-COPYING makemeahanzi-LGPL; do
    [[ -f "$data/$file" ]] || { echo "rebuild.sh: $data/$file: not found" >&2; exit 66; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tar -xJf "$data/hanzi-writer-data.tar.xz" -C "$work"
xz -dc "$data/makemeahanzi-dictionary.txt.xz" > "$work/dictionary.txt"
if [[ -z "$kanji" ]]; then
    pip download --quiet --no-deps kanjivg==20260714 -d "$work/wheel"
    unzip -q "$work"/wheel/kanjivg-*.whl -d "$work/kanjivg"
    kanji="$work/kanjivg/kanji"
fi

(cd "$repo" && swift build -c release --product wol 2>&1 | tail -1)
wol="$repo/.build/release/wol"

rm -rf "$out/templates" "$out/index.json" "$out"/import-report-*.json
"$wol" characters import-scribble "$out/latin" --out "$out"
"$wol" characters import-kanjivg "$kanji" --out "$out" --limit 1000000
"$wol" characters import-mainland --hanzi-writer "$work/hanzi-writer-data/data" \
    --cnchar "$data/cnchar/stroke-order-jian.json" --mmah "$work/dictionary.txt" --out "$out"

cp "$work/hanzi-writer-data/ARPHICPL.TXT" "$out/LICENSE-ArphicPL.txt"
cp "$data/cnchar/LICENSE" "$out/LICENSE-cnchar.txt"
cp "$data/makemeahanzi-COPYING" "$out/LICENSE-MakeMeAHanzi-COPYING.txt"
cp "$data/makemeahanzi-LGPL" "$out/LICENSE-MakeMeAHanzi-LGPL.txt"
du -sh --apparent-size "$out"
