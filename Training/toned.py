#!/usr/bin/env python3
"""Usage: toned.py names TRAINING_DIC NAMES_TSV OUT [--any-tone OUT2]
       toned.py --self-check

Tonal finals (training with `train.sh --tones`): a syllable's final carries its tone (横 héng `h eng2`, 撇 piě
`p ie3`, neutral tone 5) when it is a final the stroke names say (dictionary.py says why not all), initials stay
toneless. Used by corpus.py (a word's syllables with the tones it is
said in), dictionary.py (a toned syllable's spelling) and, as a command, for a tonal model's stroke names:

  names   spells every Mandarin name of NAMES_TSV (Models/stroke-names.tsv: token, language, pinyin with tone
          marks) in its own tones from TRAINING_DIC (the fold's WORK/zhwb.dic, toned syllables: `heng2 h eng2`)
          into OUT, so the names use the phones the model was trained on. --any-tone OUT2 also writes a
          dictionary whose one-syllable names have an alternate in every tone TRAINING_DIC spells (`heng(2) h
          eng1`): the closed six-way choice over clips in all tones then asks which syllable was said, the
          question a toneless model answers, and not which of six toned syllables is nearest.
"""
import os, re, sys

TONE_MARKS = ["āēīōūǖ", "áéíóúǘ", "ǎěǐǒǔǚ", "àèìòùǜ"]  # each in the order of "aeiouv"
MARKS = {m: tone for tone, marks in enumerate(TONE_MARKS, start=1) for m in marks}
PLAIN = str.maketrans({m: "aeiouv"[i] for marks in TONE_MARKS for i, m in enumerate(marks)} | {"ü": "v"})
TONED = re.compile(r"^([a-z]+)([1-5])$")


def several_readings(path="/usr/share/unicode/Unihan_Readings.txt.bz2"):
    """Characters that a modern dictionary reads in more than one way (Unihan's kTGHZ2013, else kXHC1983; Debian's
    unicode-data): a word of them may be said otherwise than its customary reading (长 cháng | zhǎng)."""
    import bz2
    readings = {}
    with bz2.open(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            fields = line.rstrip("\n").split("\t")
            if len(fields) == 3 and fields[1] in ("kTGHZ2013", "kXHC1983"):
                values = {v.split(":")[-1] for v in fields[2].split()}
                character = chr(int(fields[0][2:], 16))
                if fields[1] == "kTGHZ2013" or character not in readings:
                    readings[character] = values
    return {character for character, values in readings.items() if len(values) > 1}


def neutral(tone):
    """A recording's tone number as a label: 0 (hejinyu) and 6 (yali's higher neutral tone) are the neutral 5."""
    return 5 if tone in (0, 6) else tone


def said(syllables):
    """A word's (toneless syllable, citation tone) list in the tones it is said in: a third tone before a third
    tone rises (你好 ni2 hao3); 不 bu4 rises before a fourth tone; 一 yi1 rises before a fourth tone and falls
    before the others (not at a word's end). Other changes (a final neutral tone, 东西 dong1 xi5) a word list of
    citation readings cannot know."""
    out = []
    for index, (plain, tone) in enumerate(syllables):
        after = syllables[index + 1][1] if index + 1 < len(syllables) else None
        if tone == 3 and after == 3:
            tone = 2
        elif (plain, tone) == ("bu", 4) and after == 4:
            tone = 2
        elif (plain, tone) == ("yi", 1) and after is not None:
            tone = 2 if after == 4 else 4
        out.append((plain, tone))
    return out


def spelled(spelling, tone, finals=None):
    """A toneless spelling (`h eng`) with the tone on its final, its last phone (`h eng2`), when that final is one
    of `finals` (every final when None)."""
    phones = spelling.split()
    if finals is not None and phones[-1] not in finals:
        return spelling
    return " ".join(phones[:-1] + [f"{phones[-1]}{tone}"])


def name_finals(tsv, spelling):
    """The finals the Mandarin stroke names of `tsv` say (eng, e, ou, ...), as `spelling` (toneless syllable ->
    phones) spells their syllables: the finals that get tones."""
    rows = [line.rstrip("\n").split("\t") for line in open(tsv, encoding="utf-8")][1:]
    syllables = {s[:-1] for token, language, pinyin, *_ in rows if language == "zh"
                 for s in name_syllables(token, pinyin)}
    return {spelling[s].split()[-1] for s in syllables}


def name_syllables(token, pinyin):
    """A name's toned syllables (`hengzhegou`, `héngzhégōu` -> heng2 zhe2 gou1), cut where the toneless token's
    syllables end (scripts/speech/build_dict.py's split)."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scripts", "speech"))
    from build_dict import split_syllables
    if pinyin.translate(PLAIN) != token:
        raise ValueError(f"{token}: pinyin {pinyin} is another word")
    out, start = [], 0
    for syllable in split_syllables(token):
        piece = pinyin[start:start + len(syllable)]
        start += len(syllable)
        out.append(syllable + str(next((MARKS[c] for c in piece if c in MARKS), 5)))
    return out


def names(training_dic, tsv, out, any_tone=None):
    spelling = dict(line.split(maxsplit=1) for line in open(training_dic, encoding="utf-8") if line.strip())
    spelling = {word: phones.strip() for word, phones in spelling.items()}
    rows = [line.rstrip("\n").split("\t") for line in open(tsv, encoding="utf-8")][1:]
    lines, alternates = [], []
    for token, language, pinyin, *_ in rows:
        if language != "zh":
            continue
        syllables = name_syllables(token, pinyin)
        missing = [s for s in syllables if s not in spelling]
        if missing:
            sys.exit(f"toned.py: {token}: {training_dic} cannot spell {' '.join(missing)}")
        lines.append(f"{token} {' '.join(spelling[s] for s in syllables)}\n")
        if len(syllables) == 1:
            plain = TONED.match(syllables[0]).group(1)
            others = sorted(s for s in spelling if TONED.match(s) and TONED.match(s).group(1) == plain
                            and s != syllables[0])
            alternates += [f"{token}({i}) {spelling[s]}\n" for i, s in enumerate(others, start=2)]
    with open(out, "w", encoding="utf-8") as file:
        file.writelines(lines)
    if any_tone:
        with open(any_tone, "w", encoding="utf-8") as file:
            file.writelines(lines + alternates)
    print(f"toned.py: {len(lines)} names in their tones -> {out}", file=sys.stderr)


def self_check():
    assert said([("ni", 3), ("hao", 3)]) == [("ni", 2), ("hao", 3)]
    assert said([("bu", 4), ("shi", 4)]) == [("bu", 2), ("shi", 4)]
    assert said([("yi", 1), ("xia", 4)]) == [("yi", 2), ("xia", 4)]
    assert said([("yi", 1), ("tian", 1)]) == [("yi", 4), ("tian", 1)]
    assert said([("di", 4), ("yi", 1)]) == [("di", 4), ("yi", 1)]
    assert spelled("h eng", 2) == "h eng2" and spelled("er", 4) == "er4"
    assert spelled("h en", 3, {"eng"}) == "h en" and spelled("h eng", 2, {"eng"}) == "h eng2"
    assert name_syllables("hengzhegou", "héngzhégōu") == ["heng2", "zhe2", "gou1"]
    assert name_syllables("piedian", "piědiǎn") == ["pie3", "dian3"]
    assert neutral(0) == neutral(6) == 5 and neutral(3) == 3
    print("toned.py: self-check passed", file=sys.stderr)


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-check"]:
        self_check()
    elif len(sys.argv) in (5, 7) and sys.argv[1] == "names" and (len(sys.argv) == 5 or sys.argv[5] == "--any-tone"):
        names(*sys.argv[2:5], sys.argv[6] if len(sys.argv) == 7 else None)
    else:
        sys.exit(__doc__)
