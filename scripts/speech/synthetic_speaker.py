#!/usr/bin/env python3
"""Usage: synthetic_speaker.py OUT [--voice cmn-latn-pinyin] [--speed 175] [--pitch 50] [--name NAME]

Writes an espeak-ng "speaker" in the layout `wol-bench speech --real` reads: OUT/NAME/<syllable><tone>.wav,
every syllable (with the tone) that a Mandarin stroke name in Models/stroke-names.tsv uses, each said alone,
16 kHz mono 16-bit, leading and trailing silence trimmed to 30 ms as scripts/speech/real_corpus.py trims
real recordings. No room.wav: the gaps between syllables are digital silence, as in the espeak-ng corpus.

So the real-voice benchmark's names "one by one" (80-160 ms between syllables) and "run together" can be
measured on synthetic voices too, with the same code that measures people. NAME defaults to
espeak-<speed>-<pitch>. Needs espeak-ng and sox.
"""
import argparse, csv, os, subprocess, tempfile

import numpy as np

from make_corpus import numbered_pinyin
from real_corpus import FRAME, MARGIN, RATE, frame_db, write

VOICE_DB = -45.0  # a frame louder than this (RMS, dBFS) is voice, as the espeak-ng corpus trims


def toned_syllables(token, pinyin):
    """The numbered syllables of a toneless token and its tone-marked pinyin: hengzhe, héngzhé -> heng2 zhe2."""
    out = numbered_pinyin(pinyin).split()
    if "".join(s.rstrip("012345") for s in out) != token:
        raise SystemExit(f"stroke-names.tsv: pinyin {pinyin!r} does not spell token {token!r}")
    return out


def synthesise(text, voice, speed, pitch):
    with tempfile.TemporaryDirectory() as tmp:
        raw = os.path.join(tmp, "raw.wav")
        subprocess.run(["espeak-ng", "-v", voice, "-s", str(speed), "-p", str(pitch), "-w", raw, text],
                       check=True, capture_output=True)
        pcm = subprocess.run(["sox", raw, "-t", "raw", "-e", "float", "-b", "32", "-r", str(RATE), "-c", "1", "-"],
                             check=True, capture_output=True).stdout
    return np.frombuffer(pcm, dtype=np.float32).astype(np.float64)


def trimmed(samples):
    db = frame_db(samples)
    loud = np.flatnonzero(db > VOICE_DB)
    if len(loud) == 0:
        return samples
    first, end = max(0, loud[0] - MARGIN), min(len(db), loud[-1] + 1 + MARGIN)
    return samples[first * FRAME: end * FRAME]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--voice", default="cmn-latn-pinyin")
    ap.add_argument("--speed", type=int, default=175)
    ap.add_argument("--pitch", type=int, default=50)
    ap.add_argument("--name")
    ap.add_argument("--tsv", default="Models/stroke-names.tsv")
    a = ap.parse_args()
    rows = [r for r in csv.DictReader(open(a.tsv, encoding="utf-8"), delimiter="\t") if r["language"] == "zh"]
    syllables = sorted({s for r in rows for s in toned_syllables(r["token"], r["pinyin"])})
    folder = os.path.join(a.out, a.name or f"espeak-{a.speed}-{a.pitch}")
    os.makedirs(folder, exist_ok=True)
    for syllable in syllables:
        write(os.path.join(folder, syllable + ".wav"), trimmed(synthesise(syllable, a.voice, a.speed, a.pitch)))
    print(f"{folder}: {len(syllables)} syllables ({' '.join(syllables)})")


if __name__ == "__main__":
    main()
