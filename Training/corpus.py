#!/usr/bin/env python3
"""Usage: corpus.py CLIPS WORK [--words N] [--speeds 0.9,1.1] [--pad SECONDS] [--extra DIR ...] [--tones]

The training corpus: every clip of CLIPS (what scripts/speech/real_corpus.py SOURCE CLIPS --all writes:
CLIPS/<voice>/<syllable><tone>.wav, and for a voice of whole words CLIPS/<voice>/words/<hanzi>.wav with
words.tsv), labelled with its toneless syllables, copied to WORK/wav/<voice>/ and, for each speed of --speeds,
resampled so it is said that much faster (pitch and formants move with it: new voices, as sox's `speed`).

Each clip is padded with --pad seconds (default 0.25) of the voice's own room tone either side (CLIPS/<voice>/
room.wav; digital silence where a voice has none, which the features' dither turns into faint noise): the engine
hears names with the room around them, so the silence model must learn rooms, and the clips are trimmed so close
that some (yali's) are too short for sphinxtrain to align without it.

--words N keeps N of a voice's whole words, taken evenly through the sorted list (the trial's 3,000 of yuetan's
8,596: more words crowd out the voices of syllables). --extra DIR adds folders laid out like CLIPS (more voices).
--tones labels each syllable with the tone it is said in (toned.py): a syllable clip's from its name (tones 0 and 6,
neutral, as 5), a word's from words.tsv (Unihan's customary reading of each character, as real_corpus.py writes it)
with the tone changes of a word that a list of citation readings implies (third tones, 不, 一; toned.py). A
character read more than one way keeps that customary reading (the toneless labels do the same): the words holding
one are counted on stderr. The clips are the same with or without --tones, so their features are too.
Writes WORK/clips.tsv (id, voice, speed, syllables; the id is the clip's path under WORK/wav without .wav) and
WORK/syllables.txt (every syllable said). Clips already written are kept, so a second run only adds; WORK/corpus.txt
keeps --pad and --words, and a WORK made with others is refused (give another WORK).
"""
import argparse, os, re, sys, wave

import numpy as np

import toned

RATE = 16000
SYLLABLE = re.compile(r"^([a-z]+)[0-6]$")


def read(path):
    with wave.open(path, "rb") as clip:
        if clip.getframerate() != RATE or clip.getnchannels() != 1 or clip.getsampwidth() != 2:
            raise SystemExit(f"corpus.py: {path}: not 16 kHz mono 16-bit")
        return np.frombuffer(clip.readframes(clip.getnframes()), dtype="<i2").astype(np.float64)


def write(path, samples):
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(np.clip(np.round(samples), -32768, 32767).astype("<i2").tobytes())


def faster(samples, speed):
    """The clip said `speed` times as fast: resampled in the frequency domain (band-limited when shortened)."""
    n = len(samples)
    m = max(1, int(round(n / speed)))
    spectrum = np.fft.rfft(samples)
    kept = np.zeros(m // 2 + 1, dtype=complex)
    count = min(len(spectrum), len(kept))
    kept[:count] = spectrum[:count]
    return np.fft.irfft(kept, m) * (m / n)


def padded(samples, room, seconds, index):
    """`samples` with `seconds` of room tone either side, taken from a place in `room` that moves with `index`."""
    count = int(round(seconds * RATE))
    if count == 0:
        return samples
    if len(room) < 2 * count:
        return np.concatenate([np.zeros(count), samples, np.zeros(count)])
    start = (index * 7919) % (len(room) - 2 * count + 1)
    return np.concatenate([room[start:start + count], samples, room[start + count:start + 2 * count]])


def voice_clips(folder, words, tones=False):
    """(name, source wav, syllables) of one voice's folder: toneless (`heng`), or with --tones as said (`heng2`)."""
    table = os.path.join(folder, "words.tsv")
    if os.path.exists(table):
        rows = [line.rstrip("\n").split("\t") for line in open(table, encoding="utf-8") if line.strip()]
        if words is not None and len(rows) > words:
            rows = [rows[i * len(rows) // words] for i in range(words)]
        for hanzi, pinyin in rows:
            syllables = [(re.sub(r"[0-9]$", "", s), int(s[-1]) if s[-1].isdigit() else 5) for s in pinyin.split()]
            syllables = [f"{p}{t}" for p, t in toned.said(syllables)] if tones else [p for p, _ in syllables]
            yield hanzi, os.path.join(folder, "words", hanzi + ".wav"), syllables
        return
    for name in sorted(os.listdir(folder)):
        stem, extension = os.path.splitext(name)
        match = SYLLABLE.match(stem)
        if extension == ".wav" and match:
            label = f"{match.group(1)}{toned.neutral(int(stem[-1]))}" if tones else match.group(1)
            yield stem, os.path.join(folder, name), [label]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("clips")
    parser.add_argument("work")
    parser.add_argument("--words", type=int, default=3000)
    parser.add_argument("--speeds", default="0.9,1.1")
    parser.add_argument("--pad", type=float, default=0.25)
    parser.add_argument("--extra", action="append", default=[])
    parser.add_argument("--tones", action="store_true")
    options = parser.parse_args()
    speeds = [float(s) for s in options.speeds.split(",") if s]
    # Clips already written are kept and named by their place in a voice's list, so a WORK made with another
    # --pad or --words would train on stale or mislabelled clips: refuse it (speed copies are named by speed).
    # --tones changes only the labels, but a folder keeps to one kind, so that what it holds says how it was made.
    recipe = f"--pad {options.pad:g} --words {options.words}" + (" --tones" if options.tones else "") + "\n"
    stamp = os.path.join(options.work, "corpus.txt")
    if os.path.exists(stamp) and open(stamp, encoding="utf-8").read() != recipe:
        sys.exit(f"corpus.py: {options.work} holds clips made with {open(stamp, encoding='utf-8').read().strip()}; "
                 f"give another WORK for {recipe.strip()}")
    os.makedirs(options.work, exist_ok=True)
    with open(stamp, "w", encoding="utf-8") as out:
        out.write(recipe)
    rows, said, uncertain = [], set(), 0
    several = toned.several_readings() if options.tones else set()
    for source in [options.clips] + options.extra:
        for voice in sorted(os.listdir(source)):
            folder = os.path.join(source, voice)
            if not os.path.isdir(folder):
                continue
            os.makedirs(os.path.join(options.work, "wav", voice), exist_ok=True)
            room_file = os.path.join(folder, "room.wav")
            room = read(room_file) if os.path.exists(room_file) else np.zeros(0)
            count = 0
            for index, (name, path, syllables) in enumerate(voice_clips(folder, options.words, options.tones)):
                uncertain += path.endswith(f"/words/{name}.wav") and any(c in several for c in name)
                samples = None
                for speed in [1.0] + speeds:
                    tag = "" if speed == 1.0 else f"-s{int(round(speed * 100)):03d}"
                    clip = f"{voice}/{voice}-{index:05d}{tag}"
                    target = os.path.join(options.work, "wav", clip + ".wav")
                    if not os.path.exists(target):
                        samples = read(path) if samples is None else samples
                        spoken = samples if speed == 1.0 else faster(samples, speed)
                        write(target, padded(spoken, room, options.pad, index))
                    rows.append(f"{clip}\t{voice}\t{speed:g}\t{' '.join(syllables)}\t{name}\n")
                said.update(syllables)
                count += 1
            print(f"corpus.py: {voice}: {count} clips, {count * (1 + len(speeds))} with speed copies",
                  file=sys.stderr)
    if options.tones:
        print(f"corpus.py: {uncertain} words hold a character read more than one way (Unihan kTGHZ2013): "
              "their tones are the customary reading's", file=sys.stderr)
    with open(os.path.join(options.work, "clips.tsv"), "w", encoding="utf-8") as out:
        out.writelines(rows)
    with open(os.path.join(options.work, "syllables.txt"), "w", encoding="utf-8") as out:
        out.writelines(f"{s}\n" for s in sorted(said))


if __name__ == "__main__":
    main()
