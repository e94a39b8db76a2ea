#!/usr/bin/env python3
"""Usage: enroll_set.py SPEAKER_DIR OUT [--all] [--tsv Models/stroke-names.tsv]

Writes an enrolment set that shares no recording with the stroke names: for every syllable of a Mandarin
stroke name, the speaker's recordings of it in the tones no name uses (with --all, also every other
syllable the speaker recorded), one clip per syllable (0.4 s of silence around and between them) in OUT/,
and OUT/enroll.tsv (`clip<TAB>words`) for `wol enroll --transcripts` (with --all, add `--pronunciations
scripts/speech/enroll-syllables.dict`). Measuring a learner's enrolment on these clips and testing on the
names' own tones is "enrol on one set, test on another" (docs/speech.md, "Per-learner enrolment").

SPEAKER_DIR is one speaker's folder of a real-voice corpus (`real_corpus.py`): `<syllable><tone>.wav`,
16 kHz mono, one syllable each.
"""
import argparse
import os
import re
import sys
import wave

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_corpus import numbered_pinyin  # noqa: E402  (scripts/speech/make_corpus.py)

RATE = 16000
GAP = 0.4


def read(path):
    with wave.open(path, "rb") as clip:
        if clip.getframerate() != RATE or clip.getnchannels() != 1 or clip.getsampwidth() != 2:
            sys.exit(f"{path}: expected 16 kHz mono 16-bit (as real_corpus.py writes)")
        return np.frombuffer(clip.readframes(clip.getnframes()), dtype="<i2")


def write(path, samples):
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.astype("<i2").tobytes())


def name_tones(tsv):
    """Every `syllable+tone` a Mandarin stroke name says ('heng2', 'zhe2', …)."""
    lines = open(tsv, encoding="utf-8").read().splitlines()[1:]
    return {part for line in lines if line.split("\t")[1] == "zh"
            for part in numbered_pinyin(line.split("\t")[2]).split()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("speaker")
    parser.add_argument("out")
    parser.add_argument("--all", action="store_true", help="also syllables no stroke name has")
    parser.add_argument("--tsv", default="Models/stroke-names.tsv")
    args = parser.parse_args()
    used = name_tones(args.tsv)
    recorded = {}
    for file in sorted(os.listdir(args.speaker)):
        match = re.fullmatch(r"([a-z]+)([1-5])\.wav", file)
        wanted = args.all or match and match[1] in {tone[:-1] for tone in used}
        if match and wanted and match[1] + match[2] not in used:
            recorded.setdefault(match[1], []).append(read(os.path.join(args.speaker, file)))
    if not recorded:
        sys.exit(f"{args.speaker}: no recording in a tone no stroke name uses")
    os.makedirs(args.out, exist_ok=True)
    gap = np.zeros(int(GAP * RATE), dtype="<i2")
    rows = []
    for syllable, clips in sorted(recorded.items()):
        path = os.path.join(args.out, f"{syllable}.wav")
        write(path, np.concatenate([gap] + [part for clip in clips for part in (clip, gap)]))
        rows.append(f"{syllable}.wav\t{' '.join([syllable] * len(clips))}\n")
    with open(os.path.join(args.out, "enroll.tsv"), "w") as out:
        out.writelines(rows)
    print(f"{args.out}: {sum(len(c) for c in recorded.values())} syllables in {len(rows)} clips")


if __name__ == "__main__":
    main()
