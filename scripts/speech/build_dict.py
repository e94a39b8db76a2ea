#!/usr/bin/env python3
"""Usage: build_dict.py [--syl scripts/speech/zh-syllables.txt] [--tsv Models/stroke-names.tsv]
                     [--cmudict /usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict]
                     [--en-extra scripts/speech/en-alternates.txt]
                     [--en-synonyms scripts/speech/en-synonyms.txt]
                     [--max-alts 8] [--syllable-pauses] [-o Models/en-us/stroke-names.dict]

Builds the PocketSphinx dictionary: Mandarin tokens are the concatenation of the
per-syllable phone strings in the syllable table (every combination of syllable
alternates, capped at --max-alts per token, most-preferred first); English tokens
are the concatenation of the cmudict pronunciations of their underscore-separated
parts (cmudict alternates of a part are combined too, same cap), plus one accent
pronunciation of the whole name that takes every part's accent alternate from
--en-extra (an accent is consistent within a name, so alternates are not mixed). Each way of
saying an English name with the synonyms of --en-synonyms ("horizontal throw" for
horizontal_left_falling) gets the same pronunciations, as alternates of the same token.
With --syllable-pauses, every Mandarin name of two or more syllables also gets a token of its own
for the name said syllable by syllable, its syllables joined by `_` (heng_zhe), whose pronunciations
are the name's with a silence (SIL) between the syllables; the engine maps it to the same stroke and
weighs it down in the grammar (DecoderParameters.syllableBySyllableWeight), since a silence inside a
word has no longest length.
"""
import argparse, csv, itertools, re

SYLLABLES = sorted("heng shu pie na dian ti zhe gou wan xie zuo wo quan".split(), key=len, reverse=True)


def read_table(path):
    table = {}
    for line in open(path, encoding="utf-8"):
        line = line.split("#")[0].strip()
        if line:
            word, prons = line.split(None, 1)
            table[word] = [p.split() for p in prons.split("|")]
    return table


def read_cmudict(path, words):
    out = {}
    for line in open(path, encoding="utf-8"):
        w, *ph = line.split()
        base = re.sub(r"\(\d+\)$", "", w)
        if base in words:
            out.setdefault(base, []).append(ph)
    return out


def split_syllables(tok):
    out, i = [], 0
    while i < len(tok):
        s = next(s for s in SYLLABLES if tok.startswith(s, i))
        out.append(s)
        i += len(s)
    return out


def combos(parts, table, cap, between=()):
    """Pronunciations of the parts joined, at most `cap`: the first alternates of every part first, then
    those with fewest later alternates, so a cap still lets every alternate of every part appear."""
    choices = sorted(itertools.product(*(range(len(table[p])) for p in parts)), key=sum)[:cap]
    return [[ph for i, (p, k) in enumerate(zip(parts, c)) for ph in (list(between) if i else []) + table[p][k]]
            for c in choices]


def synonym_variants(token, synonyms):
    """Every way of saying an English token: each synonym phrase replaced throughout, in file order."""
    variants = [token.split("_")]
    for phrase, alternatives in synonyms:
        key = phrase.split("_")
        more = []
        for words in variants:
            for alternative in alternatives:
                replaced, i = [], 0
                while i < len(words):
                    if words[i:i + len(key)] == key:
                        replaced += alternative
                        i += len(key)
                    else:
                        replaced.append(words[i])
                        i += 1
                if replaced != words:
                    more.append(replaced)
        variants += more
    return variants


def entries(token, prons):
    """Dictionary lines of one token: the first pronunciation under the token, the others as token(2) ..."""
    return [f"{token if i == 0 else f'{token}({i + 1})'} {' '.join(p)}" for i, p in enumerate(prons)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--syl", default="scripts/speech/zh-syllables.txt")
    ap.add_argument("--tsv", default="Models/stroke-names.tsv")
    ap.add_argument("--cmudict", default="/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict")
    ap.add_argument("--en-extra", default="scripts/speech/en-alternates.txt")
    ap.add_argument("--en-synonyms", default="scripts/speech/en-synonyms.txt")
    ap.add_argument("--max-alts", type=int, default=8)
    ap.add_argument("--syllable-pauses", action="store_true")
    ap.add_argument("-o", "--out", default="Models/en-us/stroke-names.dict")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.tsv, encoding="utf-8"), delimiter="\t"))
    zh_table = read_table(a.syl)
    synonyms = [(phrase, [alt[0].split("_") for alt in alts])
                for phrase, alts in read_table(a.en_synonyms).items()] if a.en_synonyms else []
    en_variants = {r["token"]: synonym_variants(r["token"], synonyms) for r in rows if r["language"] == "en"}
    en_words = {w for variants in en_variants.values() for words in variants for w in words}
    en_table = read_cmudict(a.cmudict, en_words)
    accent = {w: prons[0] for w, prons in read_table(a.en_extra).items()} if a.en_extra else {}
    lines = []
    paused_tokens = []
    for r in rows:
        tok = r["token"]
        if r["language"] == "zh":
            syllables = split_syllables(tok)
            prons = combos(syllables, zh_table, a.max_alts)
            if a.syllable_pauses and len(syllables) > 1:
                apart = combos(syllables, zh_table, a.max_alts, between=["SIL"])
                paused_tokens.append(("_".join(syllables), apart))
        else:
            prons = []
            for parts in en_variants[tok]:
                for pron in combos(parts, en_table, a.max_alts):
                    if pron not in prons:
                        prons.append(pron)
                if any(p in accent for p in parts):
                    accented = [ph for p in parts for ph in accent.get(p, en_table[p][0])]
                    if accented not in prons:
                        prons.append(accented)
        lines += entries(tok, prons)
    for tok, prons in paused_tokens:
        lines += entries(tok, prons)
    with open(a.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(rows) + len(paused_tokens)} tokens, {len(lines)} pronunciations -> {a.out}")


if __name__ == "__main__":
    main()
