#!/usr/bin/env python3
"""Usage: make_corpus.py OUTDIR [--tsv Models/stroke-names.tsv] [--quick] [--noise VOL]

Synthesises every stroke name in the lexicon with espeak-ng (Mandarin via the
cmn-latn-pinyin voice with tone numbers, English via several English voices),
converts to 16 kHz mono 16-bit, pads with silence and mixes in a low white-noise
floor (about -56 dBFS). Writes OUTDIR/manifest.tsv:
  path  token  language  set  voice  rate  pitch  onset_seconds
'set' is dev or test: test clips use voice variants never used while tuning.
Also writes a few non-speech clips (token '-') that should decode to nothing.
"""
import argparse, array, concurrent.futures as cf, csv, os, subprocess, unicodedata, wave

PAD = 0.4            # seconds of silence added on both sides
NOISE_VOL = 0.005    # sox whitenoise vol; measured -56 dBFS RMS (sox stats)
RATES = (130, 165, 200)
PITCHES = (35, 65)
ZH = {"dev": ("", "+f2", "+m3", "+klatt"), "test": ("+f4", "+m7", "+klatt3", "+m5")}
EN = {"dev": ("en-us", "en-gb", "en-gb-scotland", "en-029"),
      "test": ("en-us-nyc+f2", "en-gb-x-rp+m3", "en-us+klatt", "en-gb-x-gbclan+f4")}
TONES = {"\u0304": "1", "\u0301": "2", "\u030c": "3", "\u0300": "4"}
SYLLABLES = sorted("heng shu pie na dian ti zhe gou wan xie zuo wo quan".split(), key=len, reverse=True)


def numbered_pinyin(marked):
    """'héngzhégōu' -> 'heng2 zhe2 gou1' (greedy split on the syllables used by stroke names)."""
    plain, tones = "", []
    for ch in unicodedata.normalize("NFD", marked):
        if ch in TONES:
            tones[-1] = TONES[ch]
        else:
            plain += ch
            tones.append("")
    out, i = [], 0
    while i < len(plain):
        syl = next(s for s in SYLLABLES if plain.startswith(s, i))
        out.append(syl + ("".join(tones[i:i + len(syl)]) or "5"))
        i += len(syl)
    return " ".join(out)


def onset(path, thresh=300):
    """Time of the first 10 ms frame whose peak exceeds thresh (clean audio)."""
    with wave.open(path) as w:
        a = array.array("h", w.readframes(w.getnframes()))
    for f in range(0, len(a), 160):
        if max(map(abs, a[f:f + 160]), default=0) > thresh:
            return f / 16000
    return None


def render(job):
    out, voice, rate, pitch, text = job
    raw, clean = out + ".raw.wav", out + ".clean.wav"
    if text is None:   # non-speech: 1.5 s of nothing, then the same noise floor
        subprocess.run(["sox", "-n", "-r", "16000", "-c", "1", "-b", "16", clean, "trim", "0", "1.5"], check=True)
    else:
        subprocess.run(["espeak-ng", "-v", voice, "-s", str(rate), "-p", str(pitch), "-w", raw, text], check=True)
        subprocess.run(["sox", "-V1", "-G", raw, "-r", "16000", "-c", "1", "-b", "16", clean, "pad", str(PAD), str(PAD)], check=True)
        os.remove(raw)
    on = onset(clean) if text else None
    dur = subprocess.run(["soxi", "-D", clean], capture_output=True, text=True, check=True).stdout.strip()
    vol = NOISE_VOL if voice != "loudnoise" else 0.05  # NOISE_VOL is overridden by --noise
    subprocess.run(f"sox -n -r 16000 -c 1 -b 16 {out}.n.wav synth {dur} whitenoise vol {vol} && "
                   f"sox -V1 -m -v 1 {clean} -v 1 {out}.n.wav {out} && rm {out}.n.wav {clean}", shell=True, check=True)
    return on


def main():
    global NOISE_VOL
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir")
    ap.add_argument("--tsv", default="Models/stroke-names.tsv")
    ap.add_argument("--quick", action="store_true", help="one rate and pitch only")
    ap.add_argument("--noise", type=float, default=NOISE_VOL, help="sox whitenoise vol of the floor")
    a = ap.parse_args()
    os.makedirs(a.outdir, exist_ok=True)
    rates, pitches = (RATES[1:2], PITCHES[:1]) if a.quick else (RATES, PITCHES)
    rows = list(csv.DictReader(open(a.tsv, encoding="utf-8"), delimiter="\t"))
    jobs, meta = [], []
    for r in rows:
        zh = r["language"] == "zh"
        text = numbered_pinyin(r["pinyin"]) if zh else r["token"].replace("_", " ")
        for st, voices in (ZH if zh else EN).items():
            for v in voices:
                voice = "cmn-latn-pinyin" + v if zh else v
                for rate in rates:
                    for p in pitches:
                        path = os.path.join(a.outdir, f"{r['token']}_{voice.replace('+', '-')}_{rate}_{p}.wav")
                        jobs.append((path, voice, rate, p, text))
                        meta.append((path, r["token"], r["language"], st, voice, rate, p))
    for i, kind in enumerate(["quiet"] * 4 + ["loudnoise"] * 2):
        path = os.path.join(a.outdir, f"nonspeech_{kind}_{i}.wav")
        jobs.append((path, kind, 0, 0, None))
        meta.append((path, "-", "none", "test", kind, 0, 0))
    with cf.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
        onsets = list(ex.map(render, jobs))
    with open(os.path.join(a.outdir, "manifest.tsv"), "w") as f:
        f.write("path\ttoken\tlanguage\tset\tvoice\trate\tpitch\tonset\n")
        for m, on in zip(meta, onsets):
            f.write("\t".join(map(str, m)) + f"\t{'' if on is None else round(on, 3)}\n")
    print(f"{len(jobs)} clips in {a.outdir}")


if __name__ == "__main__":
    main()
