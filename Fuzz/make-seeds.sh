#!/usr/bin/env bash
# Writes the fuzzers' seed corpora (Fuzz/*/seeds/) from the fixtures and from sox: small, varied, valid inputs
# that libFuzzer mutates. Needs sox, and a built wol-bench (`swift build --product wol-bench`) for the M4A and
# WebM seeds, which FFmpeg's encoders write; run from anywhere. Re-running rewrites the same files (the lossy
# encoders' output may differ in a few bytes between FFmpeg versions).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
json="$repo/Fuzz/RecordingLoader/seeds"
audio="$repo/Fuzz/AudioReader/seeds"
mkdir -p "$json" "$audio"

for name in ren-correct latin-i-missing malformed/empty-stroke malformed/truncated malformed/nan-bare; do
    cp "$repo/Fixtures/$name.json" "$json/$(basename "$name").json"
done
printf '%s' '{"version":1,"character":"十","audio":{"file":"v.wav","offset":-0.5},"learner":"a","recordedAt":"2026-01-01T00:00:00Z","ink":{"width":10,"height":10,"strokes":[{"points":[{"x":1,"y":5,"t":0,"force":0.5,"altitude":1,"azimuth":0},{"x":9,"y":5,"t":0.1}]},{"points":[{"x":5,"y":1,"t":0.3},{"x":5,"y":9,"t":0.4}]}]}}' > "$json/small.json"
printf '%s' '{"version":1,"character":"\u5341","character":"x","ink":{"width":1e2,"height":1E-2,"strokes":[{"points":[{"x":-0.0,"y":2,"t":3}],"points":[]}]}}' > "$json/duplicates.json"

tone() { sox -R -D -n "$@" synth 0.03 sine 440 gain -6; }
tone -r 8000 -c 1 -b 8 -e unsigned-integer "$audio/u8.wav"
tone -r 16000 -c 1 -b 16 "$audio/s16.wav"
tone -r 44100 -c 2 -b 24 "$audio/s24-stereo.wav"
tone -r 22050 -c 1 -b 32 -e floating-point "$audio/f32.wav"
tone -r 11025 -c 1 -b 16 "$audio/tone.aiff"
tone -r 16000 -c 1 "$audio/tone.flac"
python3 - "$audio" <<'PY'
import struct, sys
folder = sys.argv[1]
data = bytearray(open(f"{folder}/s16.wav", "rb").read())
for size, name in ((0xFFFFFFFF, "streaming-ffff"), (0, "streaming-zero")):
    copy = bytearray(data)
    struct.pack_into("<I", copy, 4, size)
    struct.pack_into("<I", copy, 40, size)
    open(f"{folder}/{name}.wav", "wb").write(copy)
open(f"{folder}/cut.wav", "wb").write(data[: len(data) // 2])
PY
head -c 3000 "$repo/Fixtures/audio/pffy-shu4.mp3" > "$audio/shu4-start.mp3"
bench="$repo/.build/debug/wol-bench"
"$bench" encode "$audio/s16.wav" "$audio/tone.m4a" --rate 44100 --bit-rate 64000
"$bench" encode "$audio/s16.wav" "$audio/tone.alac.m4a" --rate 16000
"$bench" encode "$audio/s16.wav" "$audio/tone.webm" --rate 48000 --bit-rate 64000
python3 - "$audio" <<'PY'
import sys
folder = sys.argv[1]
for name in ("tone.m4a", "tone.webm"):
    data = open(f"{folder}/{name}", "rb").read()
    open(f"{folder}/cut-{name}", "wb").write(data[: len(data) // 2])
PY
