#!/usr/bin/env python3
"""Usage: augment.py WORK [--kinds pink20,...,gated] [--copies N] [--seed S]
                  [--pad SECONDS]

New speakers and rooms for the training corpus: for each clip corpus.py wrote at its own speed (WORK/clips.tsv,
speed 1), --copies (default 1) more, each of a kind drawn at random from --kinds, written beside it as
WORK/wav/<voice>/<id>-a<kind>.wav and listed in WORK/clips.tsv with the clip's labels:

  pink20, pink10     pink noise (1/f) mixed at 20 or 10 dB SNR against the clip's speech (padding excluded)
  babble20, babble10 three other clips of the same voice summed and mixed at 20 or 10 dB SNR: babble without
                     another voice in it, so a leave-one-out fold never hears its held-out voice as noise
  reverb             `sox reverb` in a random room (reverberance 20-70 %, room scale 30-100 %)
  vtlp               `sox pitch` by -250..+250 cents: every frequency, formants with the pitch, moved by a
                     factor 0.87-1.16 at the same duration (vocal-tract-length perturbation: shorter and longer
                     vocal tracts, children's and women's voices among them)
  band               `sox sinc`: a band-limited channel, 150-400 Hz up to 3.8-6.5 kHz
  gated              the padding of room tone made digital silence, as a recorder that gates its input writes
                     (the features' dither turns it into faint noise, as the engine's noise floor does)

Every draw comes from a generator seeded with --seed (default 1) and the clip's id, so a rebuild writes the same
copies whatever the order. Copies already written are kept, so WORK/augment.txt keeps the options they were made
with and another --kinds, --copies, --seed or --pad is refused until they are deleted (a copy of the same name
made from another kinds list can differ: babble draws its clips after the kind). Run after corpus.py, which
rewrites clips.tsv.
"""
import argparse, os, random, re, subprocess, sys, wave

import numpy as np

RATE = 16000
KINDS = ("pink20", "pink10", "babble20", "babble10", "reverb", "vtlp", "band", "gated")
COPY = re.compile(r"-a(" + "|".join(KINDS) + r")\d*$")


def read(path):
    with wave.open(path, "rb") as clip:
        return np.frombuffer(clip.readframes(clip.getnframes()), dtype="<i2").astype(np.float64)


def write(path, samples):
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(np.clip(np.round(samples), -32768, 32767).astype("<i2").tobytes())


def speech_rms(samples, pad):
    """RMS of the clip between its padding of room tone."""
    count = int(round(pad * RATE))
    inner = samples[count:len(samples) - count] if len(samples) > 2 * count + RATE // 10 else samples
    return max(np.sqrt(np.mean(inner ** 2)), 1.0)


def pink(count, generator):
    """Pink noise of unit RMS: white noise shaped to 1/f power in the frequency domain."""
    spectrum = np.fft.rfft(generator.standard_normal(count))
    frequencies = np.fft.rfftfreq(count, 1 / RATE)
    spectrum[1:] /= np.sqrt(frequencies[1:])
    spectrum[0] = 0
    noise = np.fft.irfft(spectrum, count)
    return noise / max(np.sqrt(np.mean(noise ** 2)), 1e-9)


def babble(count, others, generator):
    """Three of `others` (sample arrays) summed, each looped to `count` from a random start, unit RMS."""
    total = np.zeros(count)
    for index in generator.choice(len(others), size=min(3, len(others)), replace=False):
        other = others[index]
        start = int(generator.integers(len(other)))
        total += np.resize(np.roll(other, -start), count)
    return total / max(np.sqrt(np.mean(total ** 2)), 1e-9)


def sox(source, target, effects):
    subprocess.run(["sox", "-G", source, target] + effects, check=True, stderr=subprocess.DEVNULL)


def make(kind, source, target, others, pad, generator):
    if kind in ("reverb", "vtlp", "band"):
        if kind == "reverb":
            effects = ["reverb", str(int(generator.integers(20, 71))), "50", str(int(generator.integers(30, 101)))]
        elif kind == "vtlp":
            effects = ["pitch", str(int(generator.integers(-250, 251)))]
        else:
            effects = ["sinc", f"{int(generator.integers(150, 401))}-{int(generator.integers(3800, 6501))}"]
        sox(source, target, effects)
        return
    samples = read(source)
    if kind == "gated":
        count = min(int(round(pad * RATE)), len(samples) // 2)
        samples[:count] = 0
        samples[len(samples) - count:] = 0
        write(target, samples)
        return
    snr = float(kind[-2:])
    noise = pink(len(samples), generator) if kind.startswith("pink") else babble(len(samples), others, generator)
    write(target, samples + noise * speech_rms(samples, pad) / 10 ** (snr / 20))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("work")
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--copies", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pad", type=float, default=0.25)
    options = parser.parse_args()
    kinds = [k for k in options.kinds.split(",") if k]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        sys.exit(f"augment.py: --kinds: {', '.join(unknown)}: not one of {', '.join(KINDS)}")
    stamp = os.path.join(options.work, "augment.txt")
    recipe = f"--kinds {','.join(kinds)} --copies {options.copies} --seed {options.seed} --pad {options.pad:g}\n"
    if os.path.exists(stamp) and open(stamp, encoding="utf-8").read() != recipe:
        sys.exit(f"augment.py: the copies in {options.work}/wav were made with "
                 f"{open(stamp, encoding='utf-8').read().strip()}; delete them ({options.work}/wav/*/*-a*.wav and "
                 f"{stamp}) or give another WORK for {recipe.strip()}")
    with open(stamp, "w", encoding="utf-8") as out:
        out.write(recipe)
    table = os.path.join(options.work, "clips.tsv")
    rows = [line.rstrip("\n").split("\t") for line in open(table, encoding="utf-8")]
    rows = [row for row in rows if not COPY.search(row[0])]
    originals = [row for row in rows if float(row[2]) == 1.0]
    by_voice = {}
    for row in originals:
        by_voice.setdefault(row[1], []).append(row[0])
    added = []
    for voice, clips in by_voice.items():
        for clip in clips:
            draw = random.Random(f"{options.seed}:{clip}")
            generator = np.random.default_rng(draw.getrandbits(64))
            for copy in range(options.copies):
                kind = kinds[draw.randrange(len(kinds))] if kinds else None
                if kind is None:
                    break
                name = f"{clip}-a{kind}" + (f"{copy}" if options.copies > 1 else "")
                target = os.path.join(options.work, "wav", name + ".wav")
                if not os.path.exists(target):
                    others = []
                    if kind.startswith("babble"):
                        for other in draw.sample(clips, min(4, len(clips))):
                            if other != clip and len(others) < 3:
                                others.append(read(os.path.join(options.work, "wav", other + ".wav")))
                        others = others or [read(os.path.join(options.work, "wav", clip + ".wav"))]
                    make(kind, os.path.join(options.work, "wav", clip + ".wav"), target, others, options.pad,
                         generator)
                added.append((name, voice, clip))
        print(f"augment.py: {voice}: {len(clips) * options.copies} copies", file=sys.stderr)
    labels = {row[0]: row for row in originals}
    with open(table, "w", encoding="utf-8") as out:
        out.writelines("\t".join(row) + "\n" for row in rows)
        for name, voice, clip in added:
            _, _, _, syllables, word = labels[clip]
            out.write(f"{name}\t{voice}\t1\t{syllables}\t{word}\n")


if __name__ == "__main__":
    main()
