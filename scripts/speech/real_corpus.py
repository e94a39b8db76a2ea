#!/usr/bin/env python3
"""Usage: real_corpus.py SOURCE OUT

Turns recordings of real people saying Mandarin syllables into the folder `wol-bench speech --real OUT`
reads: OUT/<speaker>/<syllable><tone>.wav (16 kHz mono 16-bit, one syllable each, DC offset removed,
leading and trailing silence trimmed to 30 ms) and OUT/<speaker>/room.wav (the speaker's own room tone,
when the recordings hold any, for the gaps between syllables).

SOURCE is a folder laid out like ../shared/realvoice:
  SOURCE/pffy/heng2.mp3 ...   one syllable with its tone per file (autoanki/ is laid out the same; its
                              pauses are gated to digital silence, so its room tone is the quietest voice
                              tails, about -54 dBFS RMS)
  SOURCE/hotoo/heng.mp3 ...   one syllable said in its four tones, one after another; split here by energy
Needs sox with MP3 support and numpy (scripts/setup.sh --real-voices installs them).
"""
import os, subprocess, sys, wave

import numpy as np

RATE = 16000
FRAME = 160  # 10 ms
MARGIN = 3  # frames kept either side of the voice
# A frame is voice when it is within this many dB of the file's loudest frame and well above its floor.
BELOW_PEAK_DB = 35
ABOVE_FLOOR_DB = 12
# Voice stretches closer than this (frames) are one syllable; shorter ones are clicks or breath.
MERGE_GAP = 20
SHORTEST = 8
RUMBLE_HZ = 80


def read(path):
    raw = subprocess.run(
        ["sox", path, "-t", "raw", "-e", "float", "-b", "32", "-r", str(RATE), "-c", "1", "-"],
        check=True, capture_output=True).stdout
    samples = np.frombuffer(raw, dtype=np.float32).astype(np.float64)
    return samples - samples.mean()


def write(path, samples):
    pcm = np.clip(np.round(samples * 32767), -32768, 32767).astype("<i2")
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())


def frame_db(samples):
    count = len(samples) // FRAME
    frames = samples[: count * FRAME].reshape(count, FRAME)
    return 10 * np.log10((frames ** 2).mean(axis=1) + 1e-12)


def without_rumble(samples):
    """The samples with everything below RUMBLE_HZ taken out (for measuring, not for writing)."""
    spectrum = np.fft.rfft(samples)
    spectrum[: int(RUMBLE_HZ * len(samples) / RATE) + 1] = 0
    return np.fft.irfft(spectrum, len(samples))


def voiced_stretches(samples):
    """(first, end) frame ranges of voice, merged across short gaps, without very short ones.

    Measured above 80 Hz: some recordings carry rumble below 60 Hz as loud as a soft syllable."""
    db = frame_db(without_rumble(samples))
    threshold = max(db.max() - BELOW_PEAK_DB, np.percentile(db, 10) + ABOVE_FLOOR_DB)
    loud = np.flatnonzero(db > threshold)
    stretches = []
    for index in loud:
        if stretches and index - stretches[-1][1] <= MERGE_GAP:
            stretches[-1][1] = index + 1
        else:
            stretches.append([index, index + 1])
    return [(a, b) for a, b in stretches if b - a >= SHORTEST], db


def cut(samples, first, end):
    a = max(0, (first - MARGIN) * FRAME)
    b = min(len(samples), (end + MARGIN) * FRAME)
    return samples[a:b]


def room_tone(pieces, db_pieces):
    """The quietest stretches between and around the voice, joined: the speaker's room."""
    quiet = []
    for samples, (stretches, db) in zip(pieces, db_pieces):
        edges = [0] + [x for s in stretches for x in s] + [len(db)]
        for a, b in zip(edges[0::2], edges[1::2]):
            a, b = a + 2 * MARGIN, b - 2 * MARGIN
            if b - a >= 10:
                quiet.append(samples[a * FRAME: b * FRAME])
    return np.concatenate(quiet) if quiet else np.zeros(0)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    source, out = sys.argv[1:]
    for speaker in sorted(os.listdir(source)):
        folder = os.path.join(source, speaker)
        files = sorted(f for f in os.listdir(folder) if f.endswith(".mp3")) if os.path.isdir(folder) else []
        if not files:
            continue
        os.makedirs(os.path.join(out, speaker), exist_ok=True)
        pieces, analyses, problems = [], [], []
        for name in files:
            stem = name[:-4]
            samples = read(os.path.join(folder, name))
            stretches, db = voiced_stretches(samples)
            toned = stem[-1].isdigit()
            wanted = 1 if toned else 4
            if len(stretches) > wanted:  # keep the loudest voice stretches, in time order
                energy = [db[a:b].max() + 10 * np.log10(b - a) for a, b in stretches]
                keep = sorted(np.argsort(energy)[::-1][:wanted])
                stretches = [stretches[k] for k in keep]
            if len(stretches) != wanted:
                problems.append(f"{speaker}/{name}: found {len(stretches)} syllables, expected {wanted}")
                continue
            for tone, (a, b) in enumerate(stretches, start=1):
                label = stem if toned else f"{stem}{tone}"
                write(os.path.join(out, speaker, label + ".wav"), cut(samples, a, b))
            pieces.append(samples)
            analyses.append((stretches, db))
        room = room_tone(pieces, analyses)
        if len(room) >= RATE:
            write(os.path.join(out, speaker, "room.wav"), room)
        print(f"{speaker}: {len(pieces)} files, room tone {len(room) / RATE:.1f} s")
        for problem in problems:
            print(problem, file=sys.stderr)


if __name__ == "__main__":
    main()
