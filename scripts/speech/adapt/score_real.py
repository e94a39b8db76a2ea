#!/usr/bin/env python3
"""Usage: score_real.py SPEAKER_DIR OUTDIR [--wol PATH] [--enroll-set] [-- wol options ...]

Quick real-voice check of the recogniser on one speaker's syllable recordings, until the real-voice
benchmark (`wol-bench speech --real`) is there: every Mandarin stroke name whose syllables the speaker
recorded, built from those syllables (trimmed, 0-30 ms apart), clean and with pink noise at 10 dB SNR.
Reports free recognition (`wol transcribe --names mandarin`: the name heard alone) and expected name
accepted (`--expect NAME`), per condition. Options after `--` go to `wol transcribe` (e.g. --model DIR,
--voice FILE).

Speaker folders: one file per syllable and tone (`heng2.mp3`), or one file per syllable saying its four
tones in order (`heng.mp3`), which is cut at its pauses.
With --enroll-set, also writes OUTDIR/enroll/ clips of the syllables in the tones no stroke name uses
(three per syllable, 0.4 s apart) and OUTDIR/enroll.tsv (`file<TAB>words`) for `wol enroll --transcripts`.
"""
import argparse
import json
import os
import re
import subprocess
import sys

import numpy

RATE = 16000
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from make_corpus import numbered_pinyin  # noqa: E402  (scripts/speech/make_corpus.py)


def name_syllables(marked):
    """'héngzhégōu' -> ['heng2', 'zhe2', 'gou1']."""
    return numbered_pinyin(marked).split()


def load(path):
    raw = subprocess.run(["sox", "-V1", path, "-t", "raw", "-r", str(RATE), "-c", "1", "-b", "16", "-e", "signed",
                          "-"], capture_output=True, check=True).stdout
    return numpy.frombuffer(raw, dtype="<i2").astype(numpy.float64) / 32768


def save(path, samples):
    pcm = (numpy.clip(samples, -1, 1) * 32767).astype("<i2").tobytes()
    subprocess.run(["sox", "-V1", "-t", "raw", "-r", str(RATE), "-c", "1", "-b", "16", "-e", "signed", "-", path],
                   input=pcm, check=True)


def segments(samples, floor_db=-30, min_gap=0.15, min_length=0.08):
    """Stretches of speech: 10 ms frames within floor_db of the loudest, gaps under min_gap bridged."""
    frames = len(samples) // 160
    energy = numpy.array([numpy.sqrt(numpy.mean(samples[f * 160:(f + 1) * 160] ** 2)) + 1e-9 for f in range(frames)])
    loud = 20 * numpy.log10(energy / energy.max()) > floor_db
    runs, start = [], None
    for f, on in enumerate(loud):
        if on and start is None:
            start = f
        if not on and start is not None:
            runs.append([start, f])
            start = None
    if start is not None:
        runs.append([start, frames])
    merged = []
    for run in runs:
        if merged and run[0] - merged[-1][1] < min_gap * 100:
            merged[-1][1] = run[1]
        else:
            merged.append(run)
    return [samples[a * 160:b * 160] for a, b in merged if b - a >= min_length * 100]


def syllable_clips(folder):
    """{'heng2': samples, ...} from either folder layout."""
    clips = {}
    for file in sorted(os.listdir(folder)):
        match = re.fullmatch(r"([a-z]+)([1-5])?\.(mp3|wav|flac|ogg)", file)
        if not match:
            continue
        samples = load(os.path.join(folder, file))
        if match[2]:
            clips[match[1] + match[2]] = trim(samples)
        else:
            parts = segments(samples)
            if len(parts) == 4:
                for tone, part in enumerate(parts, 1):
                    clips[f"{match[1]}{tone}"] = part
            else:
                print(f"{file}: {len(parts)} stretches of speech, expected 4; skipped", file=sys.stderr)
    return clips


def trim(samples):
    parts = segments(samples, min_gap=1.0)
    if not parts:
        return samples
    return parts[0] if len(parts) == 1 else numpy.concatenate(parts)


def pink(count, rng):
    white = numpy.fft.rfft(rng.standard_normal(count))
    scale = 1 / numpy.sqrt(numpy.maximum(numpy.arange(len(white)), 1))
    noise = numpy.fft.irfft(white * scale, count)
    return noise / numpy.sqrt(numpy.mean(noise ** 2))


def build(clips, rows, outdir, rng):
    """Writes the test clips; returns [(path, token, condition)]."""
    made = []
    for token, pinyin in rows:
        parts = name_syllables(pinyin)
        if not all(p in clips for p in parts):
            continue
        pieces = []
        for index, part in enumerate(parts):
            if index:
                pieces.append(numpy.zeros(int(rng.uniform(0, 0.03) * RATE)))
            pieces.append(clips[part])
        speech = numpy.concatenate(pieces)
        speech = speech / max(numpy.abs(speech).max(), 1e-9) * 0.5
        padded = numpy.concatenate([numpy.zeros(int(0.4 * RATE)), speech, numpy.zeros(int(0.4 * RATE))])
        rms = numpy.sqrt(numpy.mean(speech ** 2))
        for condition, snr in (("clean", None), ("pink10", 10)):
            signal = padded if snr is None else padded + pink(len(padded), rng) * rms / 10 ** (snr / 20)
            path = os.path.join(outdir, f"{token}-{condition}.wav")
            save(path, signal)
            made.append((path, token, condition))
    return made


def enroll_set(clips, rows, outdir):
    used = {p for _, pinyin in rows for p in name_syllables(pinyin)}
    folder = os.path.join(outdir, "enroll")
    os.makedirs(folder, exist_ok=True)
    lines = []
    for syllable in sorted({p[:-1] for p in used}):
        others = [clips[k] for k in sorted(clips) if k[:-1] == syllable and k not in used]
        if not others:
            continue
        gap = numpy.zeros(int(0.4 * RATE))
        audio = numpy.concatenate([gap] + [x for clip in others for x in (clip, gap)])
        path = os.path.join(folder, f"{syllable}.wav")
        save(path, audio / max(numpy.abs(audio).max(), 1e-9) * 0.5)
        lines.append(f"{path}\t{' '.join([syllable] * len(others))}\n")
    with open(os.path.join(outdir, "enroll.tsv"), "w") as out:
        out.writelines(lines)


def transcribe(wol, files, options, expect=None):
    command = [wol, "transcribe", "--names", "mandarin", "--format", "json", *options, *files]
    if expect:
        command[2:2] = ["--expect", expect]
    result = subprocess.run(command, capture_output=True, text=True)
    return [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]


def main():
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    argv = argv[:argv.index("--")] if "--" in argv else argv
    parser = argparse.ArgumentParser()
    parser.add_argument("speaker")
    parser.add_argument("outdir")
    parser.add_argument("--wol", default=".build/debug/wol")
    parser.add_argument("--tsv", default="Models/stroke-names.tsv")
    parser.add_argument("--enroll-set", action="store_true")
    args = parser.parse_args(argv)
    os.makedirs(args.outdir, exist_ok=True)
    rows = [line.split("\t")[:3:2] for line in open(args.tsv, encoding="utf-8").read().splitlines()[1:]
            if line.split("\t")[1] == "zh"]
    clips = syllable_clips(args.speaker)
    made = build(clips, rows, args.outdir, numpy.random.default_rng(7))
    if args.enroll_set:
        enroll_set(clips, rows, args.outdir)
    free = {r["file"]: r for r in transcribe(args.wol, [m[0] for m in made], extra)}
    for condition in ("clean", "pink10"):
        chosen = [m for m in made if m[2] == condition]
        heard = sum(1 for path, token, _ in chosen
                    if [w["word"] for w in free.get(path, {}).get("words") or []] == [token])
        accepted = 0
        for path, token, _ in chosen:
            result = transcribe(args.wol, [path], extra, expect=token)
            accepted += bool(result and (result[0].get("expected") or [{}])[0].get("matched"))
        print(f"{os.path.basename(os.path.normpath(args.speaker))} {condition}: free {heard}/{len(chosen)} "
              f"= {100 * heard / max(len(chosen), 1):.1f} %, expected accepted {accepted}/{len(chosen)} "
              f"= {100 * accepted / max(len(chosen), 1):.1f} %")


if __name__ == "__main__":
    main()
