#!/usr/bin/env python3
"""Usage: closed_choice.py MODEL DICT CORPUS [--voice NAME ...] [--tsv OUT]

The closed six-way choice: each clip of the six basic stroke names' syllables (横 heng, 竖 shu, 撇 pie, 点 dian,
提 ti, 捺 na) decoded by `pocketsphinx_batch` with MODEL against a grammar of exactly those six words, so only
the acoustic model decides which it was. CORPUS is laid out as scripts/speech/real_corpus.py writes it: a voice
of syllables gives CORPUS/<voice>/<syllable><tone>.wav (every tone it has; the stroke's own tone is also counted
apart), a voice of words every one-character word of words.tsv whose toneless reading is one of the six (横, 树,
点, 题 ...). DICT spells the six words for MODEL (any dictionary that has `heng`, `shu`, `pie`, `dian`, `ti`, `na`).

Each clip is heard as the benchmark builds a name: with 0.5 s of the voice's own room tone either side
(CORPUS/<voice>/room.wav; digital silence without one), every frame kept (`-remove_silence no`, as the engine
decodes) and dither on. Prints a Markdown table: per voice, right / clips in the stroke's tone and in all tones.
"""
import argparse, os, re, subprocess, sys, tempfile

from corpus import RATE, padded, read, write

ROOM_SECONDS = 0.5

SIX = {"heng": 2, "shu": 4, "pie": 3, "dian": 3, "ti": 2, "na": 4}


def clips(folder):
    """(path without .wav, expected word, in the stroke's own tone) of one voice."""
    table = os.path.join(folder, "words.tsv")
    if os.path.exists(table):
        for line in open(table, encoding="utf-8"):
            hanzi, pinyin = line.rstrip("\n").split("\t")
            match = re.fullmatch(r"([a-z]+)([0-5])", pinyin)
            if match and match.group(1) in SIX and len(hanzi) == 1:
                yield os.path.join(folder, "words", hanzi), match.group(1), int(match.group(2)) == SIX[match.group(1)]
        return
    for name in sorted(os.listdir(folder)):
        match = re.fullmatch(r"([a-z]+)([0-6])\.wav", name)
        if match and match.group(1) in SIX:
            yield os.path.join(folder, name[:-4]), match.group(1), int(match.group(2)) == SIX[match.group(1)]


def spelled_dictionary(path, out):
    """DICT cut down to the six words (and their alternates)."""
    with open(path, encoding="utf-8") as lines, open(out, "w", encoding="utf-8") as kept:
        for line in lines:
            if line.split() and re.sub(r"\(\d+\)$", "", line.split()[0]) in SIX:
                kept.write(line)


def control_file(items, room, scratch, voice):
    """Writes each clip padded with the voice's room tone into scratch and returns the control file listing them."""
    control = os.path.join(scratch, voice + ".ctl")
    with open(control, "w") as out:
        for index, (path, _, _) in enumerate(items):
            heard = os.path.join(scratch, f"{voice}-{index}")
            write(heard + ".wav", padded(read(path + ".wav"), room, ROOM_SECONDS, index))
            out.write(heard + "\n")
    return control


def decode(model, dictionary, grammar, control, hypotheses, *extra):
    """pocketsphinx_batch over the control file's clips with the grammar, as the model was trained (dither on)."""
    subprocess.run(
        ["pocketsphinx_batch", "-hmm", model, "-dict", dictionary, "-jsgf", grammar,
         "-ctl", control, "-cepdir", "/", "-cepext", ".wav", "-adcin", "yes", "-adchdr", "44",
         "-dither", "yes", "-seed", "1", "-remove_silence", "no", *extra, "-hyp", hypotheses],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("model")
    parser.add_argument("dictionary")
    parser.add_argument("corpus")
    parser.add_argument("--voice", action="append")
    options = parser.parse_args()
    voices = options.voice or sorted(v for v in os.listdir(options.corpus)
                                     if os.path.isdir(os.path.join(options.corpus, v)))
    print("| voice | six-way, the stroke's tone | six-way, all tones |\n| --- | ---: | ---: |")
    means = [[], []]
    with tempfile.TemporaryDirectory() as scratch:
        dictionary = os.path.join(scratch, "six.dict")
        spelled_dictionary(options.dictionary, dictionary)
        grammar = os.path.join(scratch, "six.gram")
        with open(grammar, "w") as out:
            out.write("#JSGF V1.0;\ngrammar six;\npublic <name> = " + " | ".join(SIX) + ";\n")
        for voice in voices:
            items = list(clips(os.path.join(options.corpus, voice)))
            if not items:
                continue
            room_file = os.path.join(options.corpus, voice, "room.wav")
            room = read(room_file) if os.path.exists(room_file) else []
            control = control_file(items, room, scratch, voice)
            hypotheses = os.path.join(scratch, voice + ".hyp")
            decode(options.model, dictionary, grammar, control, hypotheses)
            heard = [line.rsplit("(", 1)[0].split() for line in open(hypotheses, encoding="utf-8")]
            right = [[0, 0], [0, 0]]
            for (path, expected, own_tone), words in zip(items, heard):
                hit = [re.sub(r"\(\d+\)$", "", w) for w in words] == [expected]
                for column, counted in ((0, own_tone), (1, True)):
                    if counted:
                        right[column][0] += hit
                        right[column][1] += 1
            cells = []
            for column, (hits, total) in enumerate(right):
                cells.append(f"{100 * hits / total:.1f} % ({hits}/{total})" if total else "–")
                if total:
                    means[column].append(100 * hits / total)
            print(f"| {voice} | {cells[0]} | {cells[1]} |")
            sys.stdout.flush()
    print("| **mean** | " + " | ".join(f"{sum(m) / len(m):.1f} %" if m else "–" for m in means) + " |")


if __name__ == "__main__":
    main()
