#!/usr/bin/env python3
"""Usage: synthetic.py CLIPS OUT [--variants m1,f2]

Synthetic voices as training filler (issue 43: "synthetic voices only as filler"): espeak-ng's Mandarin said by
a few of its voice variants, each saying every toned syllable that the people's syllable voices in CLIPS say
(what real_corpus.py --all writes: CLIPS/<voice>/<syllable><tone>.wav), alone at 160 words a minute and trimmed
as the engine's synthetic speaker is (scripts/speech/synthetic_speaker.py). Writes
OUT/espeak-<variant>/<syllable><tone>.wav, the layout train.sh --extra takes. No room.wav: the corpus pads with
digital silence, which the features' dither turns into faint noise. A syllable already written is kept, so a run
that stopped goes on.
"""
import argparse, os, re, shutil, subprocess, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scripts", "speech"))
from real_corpus import write  # noqa: E402
from synthetic_speaker import synthesise, trimmed  # noqa: E402

TONED = re.compile(r"^[a-z]+[1-5]$")


def said_syllables(clips):
    """Every toned syllable (tones 1-5) a voice of syllables in CLIPS says, sorted."""
    found = set()
    for voice in os.listdir(clips):
        folder = os.path.join(clips, voice)
        if os.path.isdir(folder):
            found.update(name[:-4] for name in os.listdir(folder)
                         if name.endswith(".wav") and TONED.match(name[:-4]))
    return sorted(found)


def known_variants():
    """The voice variants this espeak-ng has (`+m1` is the file `!v/m1`): an unknown one it would ignore silently."""
    listing = subprocess.run(["espeak-ng", "--voices=variant"], check=True, capture_output=True, text=True).stdout
    return set(re.findall(r"!v/(\S+)", listing))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("clips")
    parser.add_argument("out")
    parser.add_argument("--variants", default="m1,f2",
                        help="espeak-ng voice variants (+m1, +f2 …), one synthetic voice each")
    options = parser.parse_args()
    for tool in ("espeak-ng", "sox"):
        if shutil.which(tool) is None:
            sys.exit(f"synthetic.py: {tool} is missing (scripts/setup.sh installs it)")
    if not os.path.isdir(options.clips):
        sys.exit(f"synthetic.py: {options.clips}: no such folder (real_corpus.py --all writes it)")
    unknown = set(options.variants.split(",")) - known_variants()
    if unknown:
        sys.exit(f"synthetic.py: --variants: espeak-ng has no variant {', '.join(sorted(unknown))} "
                 "(espeak-ng --voices=variant lists them, as !v/NAME)")
    syllables = said_syllables(options.clips)
    if not syllables:
        sys.exit(f"synthetic.py: {options.clips}: no <syllable><tone>.wav clips (real_corpus.py --all writes them)")
    for variant in options.variants.split(","):
        folder = os.path.join(options.out, f"espeak-{variant}")
        os.makedirs(folder, exist_ok=True)
        for syllable in syllables:
            target = os.path.join(folder, syllable + ".wav")
            if not os.path.exists(target):
                # Written aside and renamed, so a run stopped mid-file leaves no half clip to be kept.
                write(target + ".part", trimmed(synthesise(syllable, f"cmn-latn-pinyin+{variant}", 160, 50)))
                os.replace(target + ".part", target)
        print(f"synthetic.py: {folder}: {len(syllables)} syllables", file=sys.stderr)


if __name__ == "__main__":
    main()
