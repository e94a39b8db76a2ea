#!/usr/bin/env python3
"""Usage: tone_tiebreak.py FOLDS DICT CORPUS TONES [--voice NAME ...]

Does the tone heard help the closed six-way choice (横 héng, 竖 shù, 撇 piě, 点 diǎn, 提 tí, 捺 nà)? Each clip
of CORPUS (laid out as closed_choice.py reads it) is scored against each of the six words alone by
`pocketsphinx_batch` with the model that never heard its voice (FOLDS/<voice>/model, as leave_one_out.sh makes
them); the choice is the best score, or the best score plus w · ln P(the word's tone), P from TONES (what
`wol-bench tones --probabilities` writes: each clip's tone probabilities from the network fitted without its
voice). The weight w for a voice is chosen on the other voices only (the best mean over them of a grid), so the
figure is held out twice over. Prints a Markdown table per voice: the stroke's own tone and all tones, without
and with the tone.
"""
import argparse, math, os, re, sys, tempfile

from closed_choice import SIX, clips, control_file, decode, read, spelled_dictionary

WEIGHTS = [0, 1, 2, 5, 10, 20, 50, 100]
# PocketSphinx's path scores are logarithms to base 1.0001 shifted right by 10 bits. With every senone computed
# each frame (-compallsen yes) they are normalized alike in every decode, so one word's score can be set against
# another's.
SCORE_TO_LN = 1024 * math.log(1.0001)


def tone_table(path):
    table = {}
    for line in open(path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        if len(fields) == 7:
            table[(fields[0], fields[1])] = [float(p) for p in fields[2:]]
    return table


def scores(model, dictionary, items, room, scratch, voice):
    """Per clip, the score of each of the six words said alone (None where it could not be aligned)."""
    control = control_file(items, room, scratch, voice)
    table = [dict() for _ in items]
    for word in SIX:
        grammar = os.path.join(scratch, word + ".gram")
        with open(grammar, "w") as out:
            out.write(f"#JSGF V1.0;\ngrammar one;\npublic <name> = {word};\n")
        hypotheses = os.path.join(scratch, f"{voice}-{word}.hyp")
        decode(model, dictionary, grammar, control, hypotheses, "-compallsen", "yes")
        for line in open(hypotheses, encoding="utf-8"):
            match = re.search(r"\((\S+)-(\d+) (-?\d+)\)\s*$", line)
            if match and line.split("(")[0].strip():
                table[int(match.group(2))][word] = int(match.group(3)) * SCORE_TO_LN
    return table


def choose(word_scores, tones, weight):
    best, best_value = None, -math.inf
    for word, score in word_scores.items():
        value = score
        if weight and tones:
            value += weight * math.log(max(tones[SIX[word] - 1], 1e-6))
        if value > best_value:
            best, best_value = word, value
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folds")
    parser.add_argument("dictionary")
    parser.add_argument("corpus")
    parser.add_argument("tones")
    parser.add_argument("--voice", action="append")
    options = parser.parse_args()
    voices = options.voice or sorted(v for v in os.listdir(options.folds)
                                     if os.path.exists(os.path.join(options.folds, v, "model", "means")))
    tones = tone_table(options.tones)
    heard = {}
    with tempfile.TemporaryDirectory() as scratch:
        dictionary = os.path.join(scratch, "six.dict")
        spelled_dictionary(options.dictionary, dictionary)
        for voice in voices:
            items = list(clips(os.path.join(options.corpus, voice)))
            room_file = os.path.join(options.corpus, voice, "room.wav")
            room = read(room_file) if os.path.exists(room_file) else []
            table = scores(os.path.join(options.folds, voice, "model"), dictionary, items, room, scratch, voice)
            heard[voice] = [(expected, own, table[i], tones.get((voice, os.path.basename(path))))
                            for i, (path, expected, own) in enumerate(items)]
            print(f"tone_tiebreak: {voice} scored", file=sys.stderr)

    def accuracy(rows, weight, own_only):
        kept = [r for r in rows if r[1] or not own_only]
        right = sum(choose(r[2], r[3], weight) == r[0] for r in kept)
        return right, len(kept)

    print("| voice | w (chosen on the other voices) | stroke's tone: acoustic alone | stroke's tone: with the tone "
          "| all tones: acoustic alone | all tones: with the tone |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    sums = [[], [], [], []]
    for voice in voices:
        others = [v for v in voices if v != voice]

        def mean_over_others(weight):
            values = []
            for v in others:
                right, total = accuracy(heard[v], weight, True)
                if total:
                    values.append(right / total)
            return sum(values) / max(len(values), 1)

        weight = max(WEIGHTS, key=lambda w: (mean_over_others(w), -w))
        cells = []
        for column, (w, own_only) in enumerate([(0, True), (weight, True), (0, False), (weight, False)]):
            right, total = accuracy(heard[voice], w, own_only)
            cells.append(f"{100 * right / total:.1f} % ({right}/{total})" if total else "–")
            if total:
                sums[column].append(100 * right / total)
        print(f"| {voice} | {weight} | " + " | ".join(cells) + " |")
    print("| **mean** | | " + " | ".join(f"{sum(s) / len(s):.1f} %" if s else "–" for s in sums) + " |")


if __name__ == "__main__":
    main()
