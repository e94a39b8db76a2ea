#!/usr/bin/env python3
"""Usage: build_syllable_loop.py MANDARIN_DIC MODEL_DIR [-o Models/zh-wideband/syllable-loop.dict]

The dictionary of the "not a name" competitor (`DecoderParameters.nameCompetitor = .syllables`): every toneless
Mandarin syllable Unihan gives a character (kMandarin, Debian's unicode-data), spelled as the shared Mandarin
dictionary (MANDARIN_DIC: `mandarin_notone.dic`, plain or .xz) spells most one-character words read that way,
and kept only when the acoustic model in MODEL_DIR has all its phones. A loop of these syllables can explain any
Mandarin a learner says (很 for 横, 天 for 点) but never a sound no syllable makes, so the expected name is
measured against the nearest thing a person could have said.
"""
import argparse, os, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Training"))
from dictionary import spellings, toneless_readings  # noqa: E402  (Training/dictionary.py)


def model_phones(model):
    """The phones of the acoustic model in MODEL_DIR, from its mdef (binary or text)."""
    with tempfile.NamedTemporaryFile(suffix=".mdef") as text:
        result = subprocess.run(["pocketsphinx_mdef_convert", "-text", os.path.join(model, "mdef"), text.name],
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit(f"{model}/mdef: pocketsphinx_mdef_convert could not read it")
        phones = set()
        for line in open(text.name, encoding="utf-8"):
            fields = line.split()
            if len(fields) >= 6 and fields[1:4] == ["-", "-", "-"]:
                phones.add(fields[0])
    return phones


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dictionary")
    ap.add_argument("model")
    ap.add_argument("-o", "--out", default="Models/zh-wideband/syllable-loop.dict")
    a = ap.parse_args()
    readings = toneless_readings()
    spelled = spellings(a.dictionary, readings)
    phones = model_phones(a.model)
    syllables = sorted(set(readings.values()))
    unspelled = [s for s in syllables if s not in spelled]
    foreign = [s for s in syllables if s in spelled and not set(spelled[s].split()) <= phones]
    kept = [s for s in syllables if s in spelled and set(spelled[s].split()) <= phones]
    with open(a.out, "w", encoding="utf-8") as out:
        out.writelines(f"{s} {spelled[s]}\n" for s in kept)
    print(f"{len(kept)} syllables -> {a.out}; left out: {len(unspelled)} the dictionary does not spell "
          f"({' '.join(unspelled)}), {len(foreign)} with phones the model lacks ({' '.join(foreign)})")


if __name__ == "__main__":
    main()
