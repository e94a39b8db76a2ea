#!/usr/bin/env bash
# Renders the lesson report page and the calibration ROC plot in headless Chromium and checks that the
# screenshots are not blank (enough non-white pixels, several colours). Needs Debian's `chromium` and
# a CJK font (for the Chinese stroke names): scripts/setup.sh --render installs both. They are
# left out of the default set because only the render checks need them.
# Usage: scripts/lesson-render-check.sh [OUT_DIR]   (default: a temporary folder; the PNGs are kept there to look at)
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$(mktemp -d /tmp/wol-render-XXXXXX)}
mkdir -p "$out"
cd "$top"

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    echo "lesson-render-check: chromium is not installed (scripts/setup.sh --render)" >&2
    exit 2
fi

swift build --product wol >&2
swift build --product wol-bench >&2
bin=$(swift build --show-bin-path)

# A lesson page over a generated two-month history.
"$bin/wol-bench" lesson --attempts 600 --learners 2 --repeats 1 --html "$out/lesson.html" >/dev/null

# A calibration over the fixtures: labels from their truth manifest (reversed and missing strokes fail).
python3 - "$top" "$out/labels.csv" <<'PY'
import json, sys
top, path = sys.argv[1], sys.argv[2]
manifest = json.load(open(f"{top}/Fixtures/truth/manifest.json"))
rows = ["recording,stroke_index,verdict,dimension"]
for fixture in manifest["fixtures"]:
    wrong = {m["stroke"]: m["kind"] for m in fixture["mistakes"] if m["kind"] in ("reversed", "missing")}
    for stroke in fixture["strokes"]:
        index = stroke["stroke"]
        verdict = "fail" if index in wrong else "pass"
        dimension = "direction" if wrong.get(index) == "reversed" else ""
        rows.append(f"{top}/Fixtures/{fixture['file']},{index},{verdict},{dimension}")
open(path, "w").write("\n".join(rows) + "\n")
PY
(cd "$out" && "$bin/wol" calibrate labels.csv --minimum-per-verdict 1 --resamples 200 --characters "$top/Characters" >/dev/null)

shoot() { # file.html|svg size output.png
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$2" \
        --screenshot="$3" "file://$1" >/dev/null 2>&1
}
shoot "$out/lesson.html" 1100,1400 "$out/lesson.png"
shoot "$out/calibration-roc.svg" 700,500 "$out/roc.png"

python3 - "$out/lesson.png" "$out/roc.png" <<'PY'
import struct, sys, zlib

def pixels(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), f"{path}: unexpected PNG type {depth}/{colour}"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, previous = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return [tuple(row[x:x + 3]) for row in rows for x in range(0, stride, channels)]

failed = False
for path in sys.argv[1:]:
    colours = pixels(path)
    inked = sum(1 for p in colours if min(p) < 235) / len(colours)
    distinct = len(set(colours))
    ok = inked > 0.02 and distinct > 20
    failed |= not ok
    print(f"{path}: {inked:.1%} non-white pixels, {distinct} colours: {'ok' if ok else 'BLANK'}")
sys.exit(1 if failed else 0)
PY
