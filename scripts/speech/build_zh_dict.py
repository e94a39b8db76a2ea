#!/usr/bin/env python3
"""Usage: build_zh_dict.py DICTIONARY [--tsv Models/stroke-names.tsv] [--readings all|first]
                        [-o Models/zh-tdt_sc_8k/stroke-names.dict]
                        [--syllables-out Models/zh-tdt_sc_8k/syllables.dict]

Builds the stroke-name dictionary of a Mandarin acoustic model from that model's own dictionary
(DICTIONARY: `mandarin_notone.dic`, plain or .xz; words in Hanzi, toneless initial/final phones).
Every Mandarin token of the lexicon (`hengzhegou`, hanzi 横折钩) is spelled by joining the phones of its
characters (横 `h eng`, 折 `zh e`, 钩 `g ou`). With `--readings all`, a character the dictionary gives
more than one reading (折 `zh e` | `sh e`, 圈 `q uxan` | `j uxan`) adds the token's other spellings as
alternates; `first` (the default) keeps the reading the dictionary lists first, which is the stroke
name's own reading for every stroke character.
It also writes the syllable dictionary `wol enroll` aligns a learner's syllables with: one word per syllable
of the stroke names (`heng h eng`, `zhe zh e`, …), spelled like the character that says it in the names.
"""
import argparse, csv, itertools, lzma, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build_dict import split_syllables  # noqa: E402  (scripts/speech/build_dict.py)


def read_readings(path, characters):
    """Each wanted character's pronunciations, in the dictionary's order."""
    opener = lzma.open if path.endswith(".xz") else open
    readings = {}
    with opener(path, "rt", encoding="utf-8") as f:
        for line in f:
            parts = line.split()
            if not parts:
                continue
            word = re.sub(r"\(\d+\)$", "", parts[0])
            if word in characters:
                readings.setdefault(word, []).append(parts[1:])
    return readings


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dictionary")
    ap.add_argument("--tsv", default="Models/stroke-names.tsv")
    ap.add_argument("--readings", choices=["all", "first"], default="first")
    ap.add_argument("-o", "--out", default="Models/zh-tdt_sc_8k/stroke-names.dict")
    ap.add_argument("--syllables-out", default="Models/zh-tdt_sc_8k/syllables.dict")
    a = ap.parse_args()
    rows = [r for r in csv.DictReader(open(a.tsv, encoding="utf-8"), delimiter="\t") if r["language"] == "zh"]
    readings = read_readings(a.dictionary, {c for r in rows for c in r["hanzi"]})
    missing = sorted({c for r in rows for c in r["hanzi"] if c not in readings})
    if missing:
        raise SystemExit(f"{a.dictionary}: no pronunciation for {' '.join(missing)}")
    lines = []
    for r in rows:
        choices = [readings[c] if a.readings == "all" else readings[c][:1] for c in r["hanzi"]]
        for i, spelling in enumerate(itertools.product(*choices)):
            word = r["token"] if i == 0 else f"{r['token']}({i + 1})"
            lines.append(f"{word} {' '.join(p for syllable in spelling for p in syllable)}")
    with open(a.out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(rows)} tokens, {len(lines)} pronunciations -> {a.out}")
    syllables = {}
    for r in rows:
        for syllable, character in zip(split_syllables(r["token"]), r["hanzi"]):
            syllables.setdefault(syllable, readings[character][0])
    with open(a.syllables_out, "w", encoding="utf-8") as f:
        f.write("".join(f"{s} {' '.join(p)}\n" for s, p in syllables.items()))
    print(f"{len(syllables)} syllables -> {a.syllables_out}")


if __name__ == "__main__":
    main()
