#!/usr/bin/env python3
"""Usage: real_corpus.py SOURCE OUT [--all]

Turns recordings of real people saying Mandarin syllables and words into the folder `wol-bench speech
--real OUT` reads: OUT/<speaker>/<syllable><tone>.wav (16 kHz mono 16-bit, one syllable each, DC offset
removed, leading and trailing silence trimmed to 30 ms), OUT/<speaker>/room.wav (the speaker's own room
tone, when the recordings hold any, for the gaps between syllables), and for a speaker of whole words
OUT/<speaker>/words/<hanzi>.wav with OUT/<speaker>/words.tsv (hanzi, numbered pinyin).

SOURCE is a folder laid out like ../shared/realvoice:
  SOURCE/pffy/heng2.mp3 ...   one syllable with its tone per file (autoanki/, hejinyu/ and yali/ (FLAC) are
                              laid out the same, chenwang/ with a `cmn-` prefix; other names, such as
                              hejinyu's `-old1` earlier takes, are skipped. autoanki's pauses are gated to
                              digital silence, so its room tone is the quietest voice tails)
  SOURCE/hotoo/heng.mp3 ...   one syllable said in its four tones, one after another; split here by energy
  SOURCE/yuetan/cmn-横.mp3 ... one word said as a word; its pinyin is Unihan's customary reading
                              (kMandarin) of each character, from Debian's unicode-data
Without --all only what the benchmark says is converted: the syllables of stroke names
(scripts/speech/zh-syllables.txt) in every tone, and the one-character words whose toneless reading is
at most one letter from such a syllable (the names said as words and their near words) plus the longer
words made only of such syllables.
Needs sox with MP3 support and numpy (scripts/setup.sh --real-voices installs them).
"""
import bz2, os, re, subprocess, sys, wave

import numpy as np

RATE = 16000
FRAME = 160  # 10 ms
MARGIN = 3  # frames kept either side of the voice
# A frame is voice when it is within this many dB of the file's loudest frame and well above its floor.
BELOW_PEAK_DB = 35
ABOVE_FLOOR_DB = 12
FULL_CLIP_DB = 15
# Voice stretches closer than this (frames) are one syllable; shorter ones are clicks or breath.
MERGE_GAP = 20
SHORTEST = 8
RUMBLE_HZ = 80


def read(path):
    raw = subprocess.run(
        ["sox", path, "-t", "raw", "-e", "float", "-b", "32", "-r", str(RATE), "-c", "1", "-"],
        check=True, capture_output=True).stdout
    samples = np.frombuffer(raw, dtype=np.float32).astype(np.float64)
    return samples - samples.mean() if len(samples) else samples


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

    Measured above 80 Hz: some recordings carry rumble below 60 Hz as loud as a soft syllable. An empty file
    (one of yali's) has none."""
    if len(samples) < FRAME:
        return [], np.zeros(0)
    db = frame_db(without_rumble(samples))
    # A clip cut out of connected speech (yali) is voice throughout: its quietest frames are voice too, so the
    # floor rule may not rise above the peak; it never asks more than FULL_CLIP_DB under the peak.
    threshold = max(db.max() - BELOW_PEAK_DB, min(np.percentile(db, 10) + ABOVE_FLOOR_DB, db.max() - FULL_CLIP_DB))
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


UNIHAN_READINGS = "/usr/share/unicode/Unihan_Readings.txt.bz2"
SYLLABLE_FILE = re.compile(r"^(?:cmn-)?([a-z]+)([0-6]?)\.(?:mp3|flac)$")
WORD_FILE = re.compile(r"^cmn-([\u3400-\u9fff]+)\.mp3$")
TONE_MARKS = {"āēīōūǖ": 1, "áéíóúǘ": 2, "ǎěǐǒǔǚ": 3, "àèìòùǜ": 4}


def stroke_syllables():
    """The toneless syllables of stroke names, from zh-syllables.txt beside this script."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "zh-syllables.txt")
    with open(path, encoding="utf-8") as lines:
        return {line.split()[0] for line in lines if line.strip() and not line.startswith("#")}


def customary_readings():
    """Character -> (toneless syllable, tone) of Unihan's kMandarin (its first value); tone 5 when unmarked."""
    readings = {}
    with bz2.open(UNIHAN_READINGS, "rt", encoding="utf-8") as lines:
        for line in lines:
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 3 or fields[1] != "kMandarin":
                continue
            marked = fields[2].split()[0]
            tone, plain = 5, ""
            for letter in marked:
                for marks, number in TONE_MARKS.items():
                    if letter in marks:
                        tone, letter = number, "aeiouü"[marks.index(letter)]
                plain += letter
            readings[chr(int(fields[0][2:], 16))] = (plain.replace("ü", "v"), tone)
    return readings


def edits(a, b):
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (x != y))
    return row[-1]


def wanted_word(syllables, names):
    """Whether a word's (syllable, tone) list is one the benchmark says: near a name's syllable, or all names'."""
    if any(tone == 5 for _, tone in syllables):
        return False  # a customary neutral tone (着 zhe): said alone, the word takes another reading
    if len(syllables) == 1:
        return any(edits(syllables[0][0], name) <= 1 for name in names)
    return all(plain in names for plain, _ in syllables)


def convert_words(folder, files, out, names, everything):
    """Trims every wanted word file of a speaker of whole words; writes words/ and words.tsv."""
    readings = customary_readings()
    os.makedirs(os.path.join(out, "words"), exist_ok=True)
    rows, skipped, pieces, analyses = [], 0, [], []
    for name in files:
        match = WORD_FILE.match(name)
        if not match:
            continue
        word = match.group(1)
        if any(character not in readings for character in word):
            skipped += 1
            continue
        syllables = [readings[character] for character in word]
        if not everything and not wanted_word(syllables, names):
            continue
        samples = read(os.path.join(folder, name))
        stretches, db = voiced_stretches(samples)
        if not stretches:
            skipped += 1
            continue
        pieces.append(samples)
        analyses.append((stretches, db))
        write(os.path.join(out, "words", word + ".wav"), cut(samples, stretches[0][0], stretches[-1][1]))
        rows.append(f"{word}\t{' '.join(f'{plain}{tone}' for plain, tone in syllables)}\n")
    with open(os.path.join(out, "words.tsv"), "w", encoding="utf-8") as table:
        table.writelines(sorted(rows))
    room = room_tone(pieces, analyses)
    if len(room) >= RATE:
        write(os.path.join(out, "room.wav"), room)
    return len(rows), skipped


def main():
    arguments = [a for a in sys.argv[1:] if a != "--all"]
    if len(arguments) != 2:
        sys.exit(__doc__)
    source, out = arguments
    everything = "--all" in sys.argv[1:]
    names = stroke_syllables()
    for speaker in sorted(os.listdir(source)):
        folder = os.path.join(source, speaker)
        files = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
        if any(WORD_FILE.match(f) for f in files) and not any(SYLLABLE_FILE.match(f) for f in files):
            count, skipped = convert_words(folder, files, os.path.join(out, speaker), names, everything)
            print(f"{speaker}: {count} words, {skipped} without a reading or voice")
            continue
        files = [f for f in files if SYLLABLE_FILE.match(f)
                 and (everything or SYLLABLE_FILE.match(f).group(1) in names)]
        if not files:
            continue
        os.makedirs(os.path.join(out, speaker), exist_ok=True)
        pieces, analyses, problems = [], [], []
        for name in files:
            syllable, tone = SYLLABLE_FILE.match(name).groups()
            stem = syllable + tone
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
