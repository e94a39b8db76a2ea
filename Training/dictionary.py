#!/usr/bin/env python3
"""Usage: dictionary.py MANDARIN_DIC SYLLABLES OUT_PREFIX [--tones NAMES_TSV]

The training dictionary: one word per toneless pinyin syllable (`heng`, `shu`, `nv`), spelled in the phone set
of the shared Mandarin dictionary (MANDARIN_DIC: `mandarin_notone.dic`, plain or .xz; words in Hanzi,
toneless initial/final phones: 横 `h eng`). A syllable's spelling is the one most of the one-character words
read that way (by Unihan's kMandarin, from Debian's unicode-data) are given. SYLLABLES is a file of the
syllables the corpus says, one per line; those the dictionary cannot spell are listed on stderr and left out.

With --tones the syllables carry their tones (`heng2`, corpus.py --tones), and a syllable whose final is one the
stroke names of NAMES_TSV (Models/stroke-names.tsv) use is spelled with the tone on it (`heng2 h eng2`, `xie3 x
ie3`; toned.py); other finals and the initials stay toneless (`hen3 h en`). Every final in every tone would be 213
phones, and PocketSphinx's grammar search, which the engine and closed_choice.py decode with, stops at more than
128 ("fsg_lextree.c: #phones > 128; increase FSG_PNODE_CTXT_BVSZ and recompile"): a model with more is refused.

Writes OUT_PREFIX.dic (syllable words), OUT_PREFIX.phone (the phones used, and SIL) and OUT_PREFIX.filler.
Keeping the model's phone set that of the shared dictionary means the engine's Mandarin stroke-name
dictionary (scripts/speech/build_zh_dict.py) spells names for this model too.
"""
import bz2, collections, lzma, re, sys

import toned
from toned import PLAIN

UNIHAN_READINGS = "/usr/share/unicode/Unihan_Readings.txt.bz2"
MOST_PHONES = 128  # PocketSphinx's FSG search (fsg_lextree.c, FSG_PNODE_CTXT_BVSZ) as Debian builds it


def toneless_readings():
    """Character -> its customary toneless reading (`heng`), from Unihan's kMandarin (first value)."""
    readings = {}
    with bz2.open(UNIHAN_READINGS, "rt", encoding="utf-8") as lines:
        for line in lines:
            fields = line.rstrip("\n").split("\t")
            if len(fields) == 3 and fields[1] == "kMandarin":
                readings[chr(int(fields[0][2:], 16))] = fields[2].split()[0].translate(PLAIN)
    return readings


def spellings(path, readings):
    """Toneless syllable -> its most common phone spelling among the dictionary's one-character words."""
    opener = lzma.open if path.endswith(".xz") else open
    votes = collections.defaultdict(collections.Counter)
    with opener(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            parts = line.split()
            if len(parts) < 2:
                continue
            word = re.sub(r"\(\d+\)$", "", parts[0])
            if len(word) == 1 and word in readings:
                votes[readings[word]][" ".join(parts[1:])] += 1
    return {syllable: counts.most_common(1)[0][0] for syllable, counts in votes.items()}


def main():
    arguments = sys.argv[1:]
    names = arguments[4] if arguments[3:4] == ["--tones"] and len(arguments) == 5 else None
    if len(arguments) != (5 if names else 3):
        sys.exit(__doc__)
    dictionary, syllables_file, prefix = arguments[:3]
    spelled = spellings(dictionary, toneless_readings())
    if names:
        finals = toned.name_finals(names, spelled)
        spelled = {f"{syllable}{tone}": toned.spelled(spelling, tone, finals)
                   for syllable, spelling in spelled.items() for tone in range(1, 6)}
    wanted = sorted({line.strip() for line in open(syllables_file, encoding="utf-8") if line.strip()})
    missing = [s for s in wanted if s not in spelled]
    if missing:
        print(f"dictionary.py: no spelling for {len(missing)} syllables, left out: {' '.join(missing)}",
              file=sys.stderr)
    kept = [s for s in wanted if s in spelled]
    with open(prefix + ".dic", "w", encoding="utf-8") as out:
        out.writelines(f"{s} {spelled[s]}\n" for s in kept)
    phones = sorted({p for s in kept for p in spelled[s].split()} | {"SIL"})
    if len(phones) > MOST_PHONES:
        sys.exit(f"dictionary.py: {len(phones)} phones; PocketSphinx's grammar search takes at most {MOST_PHONES}")
    with open(prefix + ".phone", "w", encoding="utf-8") as out:
        out.writelines(f"{p}\n" for p in phones)
    with open(prefix + ".filler", "w", encoding="utf-8") as out:
        out.write("<s> SIL\n</s> SIL\n<sil> SIL\n")
    print(f"dictionary.py: {len(kept)} syllables, {len(phones)} phones -> {prefix}.dic")


if __name__ == "__main__":
    main()
