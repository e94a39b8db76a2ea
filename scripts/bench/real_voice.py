"""A real person's recordings as the voice of synchronisation sessions (make-sessions.py --voice DIR).

DIR is one speaker's folder as scripts/speech/real_corpus.py writes it: syllables (`heng2.wav`, …) of a speaker
of syllables, or `words.tsv` with `words/<hanzi>.wav` of a speaker of words. A Mandarin stroke name is that
speaker's word with the name's reading (tones may differ: the engine hears no tones), or the name's syllables
joined 15 ms apart; a filler is a word or syllable of the speaker that names no stroke.
"""

import os
import re

from speech_synth import STROKE_NAMES, Clip, read_mono16

NAME_SYLLABLES = {s for names in STROKE_NAMES.values() for s in re.sub(r"\d", "", names["cmn"]).split()}


def toneless(reading):
    return tuple(re.sub(r"\d", "", reading).split())


class RealVoice:
    def __init__(self, folder, rate):
        self.folder = folder
        self.name = os.path.basename(os.path.normpath(folder))
        self.rate = rate
        words = os.path.join(folder, "words.tsv")
        self.recordings = {}  # reading with tones -> file
        if os.path.exists(words):
            with open(words, encoding="utf-8") as handle:
                for line in handle:
                    hanzi, reading = line.rstrip("\n").split("\t")
                    path = os.path.join(folder, "words", f"{hanzi}.wav")
                    if os.path.exists(path):
                        self.recordings.setdefault(reading, path)
            self.joins = False
        else:
            for file in sorted(os.listdir(folder)):
                match = re.fullmatch(r"([a-z]+[1-6])\.wav", file)
                if match:
                    self.recordings[match[1]] = os.path.join(folder, file)
            self.joins = True
        if not self.recordings:
            raise SystemExit(f"make-sessions: {folder}: no syllables (<syllable><tone>.wav) or words.tsv")
        self.clips = {}
        self.filler_file = next(
            (path for reading, path in sorted(self.recordings.items())
             if not set(toneless(reading)) & NAME_SYLLABLES), None)

    def _file(self, reading):
        """The recording of `reading` (numbered pinyin), the same tones first; None when the speaker has none."""
        if reading in self.recordings:
            return self.recordings[reading]
        wanted = toneless(reading)
        return next((path for said, path in sorted(self.recordings.items()) if toneless(said) == wanted), None)

    def parts(self, token):
        """The files that say stroke `token`'s Mandarin name, or None when this speaker cannot say it."""
        reading = STROKE_NAMES[token]["cmn"]
        whole = self._file(reading)
        if whole or not self.joins:
            return [whole] if whole else None
        files = [self._file(syllable) for syllable in reading.split()]
        return files if all(files) else None

    def clip(self, token):
        """Stroke `token`'s name (None: a filler), its parts run together 15 ms apart; the same clip each time."""
        if token in self.clips:
            return self.clips[token]
        files = self.parts(token) if token else [self.filler_file]
        if not files or None in files:
            raise SystemExit(f"make-sessions: {self.folder}: nothing says {token or 'a filler'}")
        samples = None
        for file in files:
            part, rate = read_mono16(file)
            if rate != self.rate:
                raise SystemExit(f"make-sessions: {file}: {rate} Hz, expected {self.rate}")
            if samples is None:
                samples = part
            else:
                samples.extend([0] * int(0.015 * self.rate))
                samples.extend(part)
        text = STROKE_NAMES[token]["cmn"] if token else os.path.basename(files[0])[:-4]
        self.clips[token] = Clip(text=text, samples=samples, sample_rate=self.rate)
        return self.clips[token]
