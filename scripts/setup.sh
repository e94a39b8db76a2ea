#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks to build, test and run the Write Out Loud engine.
# Idempotent: packages already present are left alone, and apt is only asked when something is missing.
# Usage: scripts/setup.sh                build, test and run
#        scripts/setup.sh --render       also headless Chromium and a Chinese font, for scripts/render-check.sh
#        scripts/setup.sh --browser      also Chromium, its driver, a Chinese font and the PyPI packages of
#                                        scripts/browser-check.sh (Selenium, schemathesis)
#        scripts/setup.sh --real-voices  also MP3 reading for sox and numpy, for scripts/speech/real_corpus.py
#        scripts/setup.sh --train        also what Training/train.sh needs: sphinx_fe, MP3 reading for sox, numpy
#        scripts/setup.sh --deploy       also nginx, wrk and curl, for scripts/deploy/local-cluster.sh
set -euo pipefail

packages=(
    pkg-config
    libpocketsphinx-dev pocketsphinx-en-us pocketsphinx # decoder library, en-us acoustic model, reference CLI
    libsndfile1-dev                                     # audio input
    libavformat-dev libavcodec-dev libswresample-dev    # audio input as phones and browsers record it (M4A, WebM); resampling
    libfftw3-dev                                        # the noise suppressor's transforms
    libbz2-dev                                          # reading Debian's compressed Unihan files
    libsqlite3-dev                                      # the progress store (GRDB links the system SQLite)
    bzip2                                               # tests compress Unihan samples with it
    unicode-data                                        # Unihan readings and definitions
    espeak-ng sox                                       # synthetic speech for tests and benchmarks
    sphinxtrain                                         # wol enroll: bw and mllr_solve fit a speaker transform
    postgresql                                          # the shared progress store; its tests start a throwaway cluster
)
python_packages=(numpy==2.4.6)                          # Training/corpus.py, which a test runs on a corpus export
if [ "${1:-}" = "--render" ]; then
    packages+=(chromium fonts-wqy-microhei)             # screenshots of HTML reports
elif [ "${1:-}" = "--browser" ]; then
    packages+=(chromium chromium-driver fonts-wqy-microhei) # the practice page in a real browser
    python_packages+=(selenium==4.51.0 schemathesis==4.32.5)
elif [ "${1:-}" = "--real-voices" ]; then
    packages+=(libsox-fmt-mp3 python3-numpy)            # the real-voice speech benchmark's corpus
elif [ "${1:-}" = "--train" ]; then
    packages+=(sphinxbase-utils libsox-fmt-mp3 python3-numpy) # sphinx_fe for features; the corpus as above
elif [ "${1:-}" = "--deploy" ]; then
    packages+=(nginx wrk curl)                          # servers behind a load balancer, and the load test
elif [ -n "${1:-}" ]; then
    echo "usage: scripts/setup.sh [--render | --browser | --real-voices | --train | --deploy]" >&2
    exit 64
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if ((${#missing[@]} > 0)); then
    echo "setup: installing ${missing[*]}" >&2
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

for requirement in "${python_packages[@]}"; do
    installed=$(python3 -m pip show "${requirement%%==*}" 2>/dev/null || true)
    if ! grep -qx "Version: ${requirement##*==}" <<<"$installed"; then
        echo "setup: installing $requirement from PyPI" >&2
        python3 -m pip install --quiet --disable-pip-version-check "$requirement" >&2
    fi
done

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: no Swift toolchain on PATH; install Swift 6 (swift.org) and run this again" >&2
    exit 1
fi
