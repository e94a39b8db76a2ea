#!/usr/bin/env python3
"""Usage: lists.py WORK DICTIONARY OUT_PREFIX [--without VOICE ...]

Sphinxtrain's file list and transcription for one model: every clip of WORK/clips.tsv (corpus.py) except the
voices given with --without (the voice a leave-one-out fold holds out, with all its speed copies), and except
clips with a syllable DICTIONARY (dictionary.py) cannot spell. Writes OUT_PREFIX_train.fileids and
OUT_PREFIX_train.transcription (`<s> shu mu </s> (yuetan-00042)`).
"""
import argparse, os, sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("work")
    parser.add_argument("dictionary")
    parser.add_argument("prefix")
    parser.add_argument("--without", action="append", default=[])
    options = parser.parse_args()
    spelled = {line.split()[0] for line in open(options.dictionary, encoding="utf-8") if line.strip()}
    ids, lines, unspelled = [], [], 0
    for row in open(os.path.join(options.work, "clips.tsv"), encoding="utf-8"):
        clip, voice, _, syllables, _ = row.rstrip("\n").split("\t")
        if voice in options.without:
            continue
        if any(s not in spelled for s in syllables.split()):
            unspelled += 1
            continue
        ids.append(f"{clip}\n")
        lines.append(f"<s> {syllables} </s> ({os.path.basename(clip)})\n")
    if not ids:
        sys.exit("lists.py: no clips left to train on")
    with open(options.prefix + "_train.fileids", "w", encoding="utf-8") as out:
        out.writelines(ids)
    with open(options.prefix + "_train.transcription", "w", encoding="utf-8") as out:
        out.writelines(lines)
    print(f"lists.py: {len(ids)} clips ({unspelled} with a syllable the dictionary cannot spell left out)",
          file=sys.stderr)


if __name__ == "__main__":
    main()
