#!/usr/bin/env python3
"""Usage: choose_syllables.py CANDIDATES SPEAKER_DIR [--keep N] [--hmm DIR]

Chooses Mandarin syllable pronunciations (en-us phones) from a speaker's recorded syllables: every
recording of a stroke-name syllable (any tone: heng1.wav, heng2.wav, ...) in SPEAKER_DIR, as
scripts/speech/real_corpus.py writes them, is decoded by pocketsphinx_continuous with a grammar of one
word out of every candidate of every syllable (CANDIDATES: lines `syllable PHONES | PHONES ...`).
A candidate scores when it wins on a recording of its own syllable and loses a point when it wins on
another syllable's. Prints, per syllable, the candidates by score, and the `zh-syllables.txt` lines
keeping the best N (those that scored above 0; the first candidate of the file when none did).
Tune on one speaker only and keep the others for measuring.
"""
import argparse, os, re, subprocess, tempfile
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

from build_dict import read_table  # same `syllable PHONES | PHONES` format


def decode(wav, hmm, dictionary, grammar):
    out = subprocess.run(
        ["pocketsphinx_continuous", "-infile", wav, "-hmm", hmm, "-dict", dictionary, "-jsgf", grammar,
         "-silprob", "0.1", "-fillprob", "0.02", "-fsgusefiller", "yes", "-remove_silence", "no", "-cmn", "batch"],
        capture_output=True, text=True).stdout.split()
    return out[0] if out else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("candidates")
    ap.add_argument("speaker")
    ap.add_argument("--keep", type=int, default=2)
    ap.add_argument("--hmm", default="/usr/share/pocketsphinx/model/en-us/en-us")
    a = ap.parse_args()
    table = read_table(a.candidates)
    words = {f"{s}_{i}": (s, p) for s, prons in table.items() for i, p in enumerate(prons)}
    clips = []
    for name in sorted(os.listdir(a.speaker)):
        match = re.fullmatch(r"([a-z]+)([1-5])\.wav", name)
        if match and match.group(1) in table:
            clips.append((match.group(1), os.path.join(a.speaker, name)))
    with tempfile.TemporaryDirectory() as tmp:
        dictionary = os.path.join(tmp, "c.dict")
        grammar = os.path.join(tmp, "c.gram")
        with open(dictionary, "w") as f:
            f.writelines(f"{w} {' '.join(p)}\n" for w, (_, p) in words.items())
        with open(grammar, "w") as f:
            f.write("#JSGF V1.0;\ngrammar c;\npublic <s> = " + " | ".join(words) + ";\n")
        room = os.path.join(a.speaker, "room.wav")
        padded = []
        for syllable, path in clips:
            out = os.path.join(tmp, os.path.basename(path))
            if os.path.exists(room):  # the speaker's own room either side, as in the benchmark
                edge = os.path.join(tmp, "edge.wav")
                subprocess.run(["sox", room, edge, "trim", "0", "0.4"], check=True)
                subprocess.run(["sox", edge, path, edge, out], check=True)
            else:
                subprocess.run(["sox", path, out, "pad", "0.4", "0.4"], check=True)
            padded.append((syllable, out))
        with ThreadPoolExecutor(2) as pool:
            winners = list(pool.map(lambda c: decode(c[1], a.hmm, dictionary, grammar), padded))
    score = Counter()
    right = 0
    for (syllable, path), winner in zip(padded, winners):
        said = os.path.basename(path)
        if winner is None:
            print(f"{said}: nothing")
            continue
        won_syllable = words[winner][0]
        score[winner] += 1 if won_syllable == syllable else -1
        right += won_syllable == syllable
        print(f"{said}: {winner} ({' '.join(words[winner][1])})")
    print(f"syllables right: {right} of {len(clips)}")
    for syllable, prons in table.items():
        ranked = sorted(range(len(prons)), key=lambda i: -score[f"{syllable}_{i}"])
        kept = [i for i in ranked if score[f"{syllable}_{i}"] > 0][: a.keep] or [0]
        spelled = {i: " ".join(prons[i]) for i in ranked}
        scores = ", ".join(f"{spelled[i]}={score[f'{syllable}_{i}']}" for i in ranked if score[f"{syllable}_{i}"])
        print(f"{syllable:6}{' | '.join(spelled[i] for i in kept)}    # scores {scores}")


if __name__ == "__main__":
    main()
