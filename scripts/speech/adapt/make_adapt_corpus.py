#!/usr/bin/env python3
"""Usage: make_adapt_corpus.py OUTDIR [--real DIR ...] [--tsv Models/stroke-names.tsv] [--seed N] [--speeds LIST]

Writes the speech the acoustic model is adapted on, as 16 kHz mono WAVs, with OUTDIR/corpus.tsv
(`clip<TAB>words`, words as in the adaptation dictionary):

- every stroke name in the lexicon synthesised by espeak-ng with voices, rates and pitches that the speech
  benchmark (`wol-bench speech`) does not use, so its synthetic figures stay a test;
- for each --real DIR of one speaker's syllable files named `<syllable><tone>.<ext>` (e.g. heng2.mp3): each
  syllable alone, and every Mandarin stroke name whose syllables the speaker recorded with the name's tones,
  joined from the trimmed syllables 0-30 ms apart;
- synthetic clips each either clean or with pink or white noise at 10-25 dB SNR (one in two), real ones
  both clean and noisy;
- with --speeds (e.g. 0.9,1.1), every real clip again at each speed (sox `speed`: pitch and formants move with
  the tempo, as a shorter or longer vocal tract would), named `<clip>-sp<speed>`.

Never give it a held-out speaker: the figures on that speaker would no longer say anything about new voices.
Needs espeak-ng, sox and ffmpeg-free MP3 reading through sox (libsox-fmt-mp3).
"""
import argparse
import concurrent.futures
import csv
import os
import random
import re
import subprocess
import sys

RATE = 16000
PAD = 0.3
ZH_VARIANTS = ("+f1", "+f3", "+f5", "+m1", "+m2", "+m4", "+m6", "+klatt2", "+klatt4", "+croak")
ZH_SETTINGS = ((115, 30), (150, 50), (190, 70), (240, 40))
EN_VOICES = ("en-us+m1", "en-gb+f5", "en-029", "en-gb-x-rp", "en-us-nyc", "en-gb-x-gbcwmd+m2", "en-us+f1",
             "en-gb-scotland+m4")
EN_SETTINGS = ((120, 40), (160, 60), (210, 50))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from make_corpus import SYLLABLES, numbered_pinyin  # noqa: E402  (scripts/speech/make_corpus.py)


def syllables(marked):
    """'héngzhégōu' -> [('heng', '2'), ('zhe', '2'), ('gou', '1')]."""
    return [(part[:-1], part[-1]) for part in numbered_pinyin(marked).split()]


def sox(*args):
    subprocess.run(["sox", "-V1", *args], check=True)


def add_noise(clean, noisy, rng):
    """Mixes pink or white noise at a random SNR (10-25 dB) relative to the clip's RMS."""
    rms = float(subprocess.run(["sox", clean, "-n", "stats"], capture_output=True, text=True, check=True)
                .stderr.split("RMS lev dB")[1].split()[0])
    snr = rng.uniform(10, 25)
    colour = rng.choice(("pinknoise", "whitenoise"))
    duration = subprocess.run(["soxi", "-D", clean], capture_output=True, text=True, check=True).stdout.strip()
    noise = noisy + ".noise.wav"
    sox("-n", "-r", str(RATE), "-c", "1", "-b", "16", noise, "synth", duration, colour, "gain", "-n",
        f"{rms - snr:.1f}")
    sox("-m", clean, noise, noisy)
    os.remove(noise)


def synthesise(job):
    path, voice, rate, pitch, text, seed = job
    raw = path + ".raw.wav"
    subprocess.run(["espeak-ng", "-v", voice, "-s", str(rate), "-p", str(pitch), "-w", raw, text], check=True)
    sox("-G", raw, "-r", str(RATE), "-c", "1", "-b", "16", path, "pad", str(PAD), str(PAD))
    os.remove(raw)
    if path.endswith("-noisy.wav"):
        clean = path[:-10] + ".wav"
        os.replace(path, clean)
        add_noise(clean, path, random.Random(seed))
        os.remove(clean)


def trimmed(source, target):
    """16 kHz mono copy of a syllable file without its leading and trailing silence."""
    sox(source, "-r", str(RATE), "-c", "1", "-b", "16", target, "silence", "1", "0.02", "1%", "reverse",
        "silence", "1", "0.02", "1%", "reverse")


def join(parts, target, rng):
    """Syllables run together 0-30 ms apart, padded like the synthetic clips."""
    pieces = []
    for index, part in enumerate(parts):
        if index:
            gap = f"{target}.gap{index}.wav"
            sox("-n", "-r", str(RATE), "-c", "1", "-b", "16", gap, "trim", "0", f"{rng.uniform(0, 0.03):.3f}")
            pieces.append(gap)
        pieces.append(part)
    sox(*pieces, target, "pad", str(PAD), str(PAD))
    for piece in pieces:
        if ".gap" in piece:
            os.remove(piece)


def perturbed(outdir, lines, speeds):
    """Every real clip of `lines` copied at each speed; returns the copies' lines."""
    jobs = [(name, words, speed) for name, words in lines if name.startswith("real-") for speed in speeds]

    def copy(job):
        name, _, speed = job
        sox(os.path.join(outdir, name + ".wav"), os.path.join(outdir, f"{name}-sp{speed}.wav"), "speed", speed,
            "rate", str(RATE))

    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(copy, jobs))
    return [(f"{name}-sp{speed}", words) for name, words, speed in jobs]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("outdir")
    parser.add_argument("--real", action="append", default=[], help="a tuning speaker's syllable folder")
    parser.add_argument("--tsv", default="Models/stroke-names.tsv")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speeds", default="", help="comma-separated speeds at which real clips are copied")
    args = parser.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    rng = random.Random(args.seed)
    rows = list(csv.DictReader(open(args.tsv, encoding="utf-8"), delimiter="\t"))
    lines, jobs = [], []
    for row in rows:
        if row["language"] == "zh":
            numbered = " ".join(s + t for s, t in syllables(row["pinyin"]))
            settings = [(f"cmn-latn-pinyin{v}", r, p, numbered) for v in ZH_VARIANTS for r, p in ZH_SETTINGS]
            per_voice = len(ZH_SETTINGS)
        else:
            text = row["token"].replace("_", " ")
            settings = [(v, r, p, text) for v in EN_VOICES for r, p in EN_SETTINGS]
            per_voice = len(EN_SETTINGS)
        for index, (voice, rate, pitch, text) in enumerate(settings):
            if (index + index // per_voice) % 2:  # half the voice x speed grid; every voice and speed is used
                continue
            name = re.sub(r"[^A-Za-z0-9]+", "_", f"syn-{row['token']}-{voice}-{rate}-{pitch}")
            name += "-noisy" if rng.random() < 0.5 else ""
            jobs.append((os.path.join(args.outdir, name + ".wav"), voice, rate, pitch, text, rng.randrange(1 << 30)))
            lines.append((name, row["token"]))
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(synthesise, jobs))
    for folder in args.real:
        speaker = os.path.basename(os.path.normpath(folder))
        recorded = {}
        for file in sorted(os.listdir(folder)):
            match = re.fullmatch(r"([a-z]+)([1-5])\.(mp3|wav|flac|ogg)", file)
            if not match:
                continue
            target = os.path.join(args.outdir, f"real-{speaker}-{match[1]}{match[2]}.wav")
            trimmed(os.path.join(folder, file), target)
            recorded[(match[1], match[2])] = target
            if match[1] in SYLLABLES:
                name = os.path.basename(target)[:-4]
                add_noise(target, target[:-4] + "-noisy.wav", rng)
                lines += [(name, match[1]), (name + "-noisy", match[1])]
        for row in rows:
            if row["language"] != "zh":
                continue
            parts = syllables(row["pinyin"])
            if len(parts) < 2 or not all(p in recorded for p in parts):
                continue
            for take in range(2):
                name = f"real-{speaker}-{row['token']}-{take}"
                target = os.path.join(args.outdir, name + ".wav")
                join([recorded[p] for p in parts], target, rng)
                add_noise(target, target[:-4] + "-noisy.wav", rng)
                lines += [(name, row["token"]), (name + "-noisy", row["token"])]
    lines += perturbed(args.outdir, lines, [speed for speed in args.speeds.split(",") if speed])
    with open(os.path.join(args.outdir, "corpus.tsv"), "w", encoding="utf-8") as out:
        out.writelines(f"{name}\t{words}\n" for name, words in lines)
    print(f"{args.outdir}: {len(lines)} clips")


if __name__ == "__main__":
    main()
