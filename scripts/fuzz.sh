#!/usr/bin/env bash
# Fuzzes the recording loader and the audio reader with libFuzzer (swiftc -sanitize=fuzzer,address).
#
#   scripts/fuzz.sh                 # both targets, 600 s each
#   scripts/fuzz.sh recording 60    # one target (recording | audio), 60 s
#
# Each target is the engine's own source files for that part compiled with a libFuzzer entry point from
# Fuzz/<Target>/main.swift. libFuzzer starts from the committed seeds (Fuzz/<Target>/seeds/, written by
# Fuzz/make-seeds.sh) and keeps what it discovers in .build/fuzz/<target>-corpus/. A crash, a sanitizer
# report or an input running longer than 10 s stops the run: the input is saved as
# .build/fuzz/<target>-crash-* / -timeout-* and the script exits non-zero. Runs under `nice -n 5`.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
sources="$repo/Sources/WriteOutLoud"
out="$repo/.build/fuzz"
targets=("${1:-recording}")
[[ $# -eq 0 ]] && targets=(recording audio)
seconds="${2:-600}"
mkdir -p "$out"

build() {
    case "$1" in
    recording)
        swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name FuzzRecordingLoader \
            "$sources"/Recording/*.swift "$sources"/Ink/*.swift "$sources"/Geometry/*.swift \
            "$sources"/Support/JSONSyntaxCheck.swift "$sources"/Support/StrictJSON.swift \
            "$sources"/Support/FileFieldError.swift \
            "$sources"/Support/DecodingError+Field.swift "$repo/Fuzz/RecordingLoader/main.swift" \
            -o "$out/recording" ;;
    audio)
        swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name FuzzAudioReader \
            -I "$repo/Sources/CSndFile" -I "$repo/Sources/CFFmpeg" \
            "$sources"/Audio/AudioFile.swift "$sources"/Audio/AudioError.swift "$sources"/Audio/AudioBuffer.swift \
            "$sources"/Audio/MemorySoundFile.swift "$sources"/Audio/StreamingWAVHeader.swift \
            "$sources"/Audio/MemoryMediaInput.swift "$sources"/Audio/MediaFileDecoder.swift \
            "$sources"/Audio/MediaStreamDecoder.swift \
            "$repo/Fuzz/AudioReader/main.swift" -lsndfile -lavformat -lavcodec -lswresample -lavutil -o "$out/audio" ;;
    *) echo "scripts/fuzz.sh: unknown target $1 (recording or audio)" >&2; exit 64 ;;
    esac
}

seeds() {
    case "$1" in
    recording) echo "$repo/Fuzz/RecordingLoader/seeds" ;;
    audio) echo "$repo/Fuzz/AudioReader/seeds" ;;
    esac
}

for target in "${targets[@]}"; do
    build "$target"
    mkdir -p "$out/$target-corpus"
    echo "fuzzing $target for $seconds s"
    nice -n 5 "$out/$target" "$out/$target-corpus" "$(seeds "$target")" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
        -artifact_prefix="$out/$target-" -print_final_stats=1
done
