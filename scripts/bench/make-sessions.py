#!/usr/bin/env python3
"""Writes a corpus of synthetic paired recordings for the synchronisation benchmark, with their truth.

Usage: scripts/bench/make-sessions.py --out DIR --count N [--seed S] [--voice DIR]

Each session is one attempt at a shipped character of 1-8 strokes whose stroke types all have spoken
names in the fixture synthesiser. Timing follows scripts/bench/session_plan.py. The ink, voice clips
and recording JSON come from the fixture modules in scripts/fixtures/. DIR gets session-NNNN.json/.wav
and truth.json; a corpus already there with the same seed, count, voice and generator version is kept.
With --voice DIR (one speaker's folder from scripts/speech/real_corpus.py) a real person says the names, in
Mandarin, and only characters whose every stroke name that person can say are drawn (real_voice.py).
Needs Python 3.10+, espeak-ng and sox.
"""

import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "scripts", "fixtures"))

from ink_synth import CharacterPlacement, PenStyle, StrokeMotion  # noqa: E402
from performance import load_template, timeline_place  # noqa: E402
from recording_json import recording_text  # noqa: E402
from session_plan import plan_session  # noqa: E402
from speech_synth import STROKE_NAMES, Timeline, Voice, synthesise  # noqa: E402

from real_voice import RealVoice  # noqa: E402

TEMPLATES = os.path.join(REPO, "Characters", "templates")
GENERATOR_VERSION = 1
AUDIO_RATE = 16000

VOICES = (
    Voice(language="cmn", pitch=35, speed=140), Voice(language="cmn", pitch=50, speed=160),
    Voice(language="cmn", pitch=65, speed=150), Voice(language="en", pitch=40, speed=150),
    Voice(language="en", pitch=60, speed=165),
)
# Words that name no stroke, said before starting or after finishing.
FILLERS = {"cmn": ("hao3", "dui4"), "en": ("okay", "so")}
CANVASES = ((1024, 1024), (768, 768), (1200, 900))


def eligible_characters(real=None):
    """Shipped characters with a frequency rank, 1-8 strokes, every stroke named and speakable (by `real` when
    given); sorted.

    Latin letters have no stroke names (no `type`), so they never qualify.
    """
    found = []
    for name in sorted(os.listdir(TEMPLATES)):
        with open(os.path.join(TEMPLATES, name), encoding="utf-8") as handle:
            template = json.load(handle)
        types = [stroke.get("type") for stroke in template["strokes"]]
        speakable = all(t in STROKE_NAMES and (real is None or real.parts(t)) for t in types)
        if template.get("frequencyRank") and 1 <= len(types) <= 8 and speakable:
            found.append(template["character"])
    if not found:
        sys.exit(f"make-sessions: {TEMPLATES}: no character has only speakable stroke types")
    return found


def conditions(index, strokes, said, fillers):
    """The labels one stroke is scored under, from its actual times (see the truth.json `conditions` note)."""
    stroke = strokes[index]
    labels = []
    names = [clip for clip in said if clip["role"] in ("name", "repeat")]
    if names:
        onset = names[0]["onset"]
        labels.append("lead" if onset < stroke["penDown"] else "late" if onset > stroke["penUp"] else "during")
        if index > 0 and onset < strokes[index - 1]["penUp"]:
            labels.append("overlap")
    if index > 0 and stroke["penDown"] - strokes[index - 1]["penUp"] >= 1.0:
        labels.append("pause>1s")
    if stroke["event"]:
        labels.append(stroke["event"])
    if index == 0 and any(f["onset"] < stroke["penDown"] for f in fillers):
        labels.append("filler-before")
    if index == len(strokes) - 1 and any(f["onset"] > stroke["penUp"] for f in fillers):
        labels.append("filler-after")
    return labels


def write_session(number, character, seed, out_dir, clip_dir, real=None):
    """Writes session-NNNN.json/.wav; returns the session's truth entry."""
    rng = random.Random(f"{seed}:{number}")
    template = load_template(TEMPLATES, character)
    voice = rng.choice(VOICES)  # drawn with a real voice too, so the draws after it stay those of the seed
    canvas = rng.choice(CANVASES)
    pen = PenStyle(rng.choice((60, 90, 120)), rng.random() < 0.5)
    placement = CharacterPlacement.random(rng, *canvas)
    motions = [StrokeMotion(rng, points, placement) for _, points in template]
    filler_text = rng.choice(FILLERS[voice.language])

    def clip_for(token):
        if real:
            return real.clip(token)
        text = filler_text if token is None else STROKE_NAMES[token][voice.language]
        return synthesise(text, voice, AUDIO_RATE, clip_dir)

    offset = round(rng.choice((0.0, rng.uniform(-0.5, 0.5))), 3)
    names = [t for t in sorted(STROKE_NAMES) if real is None or real.parts(t)]
    plan = plan_session(rng, [t for t, _ in template], names, [m.duration for m in motions],
                        lambda token: len(clip_for(token).samples) / AUDIO_RATE,
                        offset + rng.uniform(0.4, 0.8))

    timeline = Timeline(AUDIO_RATE, 1)
    loudness = rng.uniform(0.6, 0.9)
    clips, ink_strokes, strokes = [], [], []
    last_event = offset

    def place(said):
        nonlocal last_event
        clip = clip_for(said.token)
        onset, end = timeline_place(timeline, clip, said.onset, offset, loudness * rng.uniform(0.9, 1.05))
        clips.append({"id": len(clips), "text": clip.text, "token": said.token, "role": said.role,
                      "stroke": said.stroke, "onset": round(onset, 4), "offset": round(end, 4)})
        last_event = max(last_event, end)
        return clips[-1]

    before = [place(f) for f in plan.fillers if f.onset < plan.strokes[0].pen_down]
    per_stroke = []
    for index, (planned, motion) in enumerate(zip(plan.strokes, motions)):
        points = motion.sample(rng, round(planned.pen_down, 3), pen)
        ink_strokes.append(points)
        per_stroke.append([place(said) for said in planned.said])
        strokes.append({"stroke": index, "type": template[index][0], "inkStroke": index,
                        "penDown": points[0]["t"], "penUp": points[-1]["t"], "mode": planned.mode,
                        "event": planned.event})
        last_event = max(last_event, points[-1]["t"])
    after = [place(f) for f in plan.fillers if f.onset >= plan.strokes[0].pen_down]
    fillers = before + after
    for index, stroke in enumerate(strokes):
        said = per_stroke[index]
        stroke["clips"] = [clip["id"] for clip in said]
        stroke["accepted"] = [clip["id"] for clip in said if clip["role"] in ("name", "repeat")]
        stroke["conditions"] = conditions(index, strokes, said, fillers)

    name = f"session-{number:04d}"
    timeline.write(random.Random(f"{seed}:{number}:noise"), os.path.join(out_dir, f"{name}.wav"),
                   last_event + rng.uniform(0.4, 0.6) - offset)
    with open(os.path.join(out_dir, f"{name}.json"), "w", encoding="utf-8") as handle:
        handle.write(recording_text(character, {"width": canvas[0], "height": canvas[1], "strokes": ink_strokes},
                                    audio={"file": f"{name}.wav", "offset": offset}))
    return {"file": f"{name}.json", "character": character, "language": "cmn" if real else voice.language,
            "voice": {"speaker": real.name} if real else {"pitch": voice.pitch, "speed": voice.speed},
            "style": plan.style,
            "audioOffset": offset, "clips": clips, "strokes": strokes}


def up_to_date(truth_path, seed, count, out_dir, speaker):
    try:
        with open(truth_path, encoding="utf-8") as handle:
            truth = json.load(handle)
    except (OSError, ValueError):
        return False
    made = (truth.get("generatorVersion"), truth.get("seed"), truth.get("count"), truth.get("speaker"))
    if made != (GENERATOR_VERSION, seed, count, speaker):
        return False
    return all(os.path.exists(os.path.join(out_dir, s["file"])) for s in truth.get("sessions", []))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, help="corpus folder")
    parser.add_argument("--count", type=int, required=True, help="number of sessions")
    parser.add_argument("--seed", type=int, default=1, help="seed for every random choice")
    parser.add_argument("--voice", help="a real speaker's folder (scripts/speech/real_corpus.py) instead of espeak-ng")
    args = parser.parse_args()
    real = RealVoice(args.voice, AUDIO_RATE) if args.voice else None
    speaker = real.name if real else None
    if args.count < 1:
        sys.exit("make-sessions: --count must be at least 1")
    truth_path = os.path.join(args.out, "truth.json")
    if up_to_date(truth_path, args.seed, args.count, args.out, speaker):
        print(f"{args.out}: {args.count} sessions for seed {args.seed} already there")
        return 0
    clip_dir = os.path.join(args.out, "clips")
    os.makedirs(clip_dir, exist_ok=True)
    characters = eligible_characters(real)
    picker = random.Random(args.seed)
    sessions = [write_session(n, picker.choice(characters), args.seed, args.out, clip_dir, real)
                for n in range(args.count)]
    truth = {
        "version": 1,
        "generator": "scripts/bench/make-sessions.py",
        "generatorVersion": GENERATOR_VERSION,
        "seed": args.seed,
        "count": args.count,
        "speaker": speaker,
        "conventions": {
            "times": "seconds on the ink clock; audioOffset is the ink time of the first audio sample",
            "clips": "every spoken clip; token is the stroke type it names (null: a filler); role is name, "
                     "repeat (the name again), wrong (a wrong name the learner then corrects) or filler; "
                     "stroke is the template stroke it was said for (null: filler)",
            "strokes.accepted": "clip ids whose speech is right for the stroke (empty: the stroke was not named, "
                                "so the right answer is no speech)",
            "strokes.conditions": "lead/during/late: when the first right clip starts relative to the pen; "
                                  "overlap: it starts before the previous stroke's pen-up; pause>1s: pen was "
                                  "up >= 1 s before this stroke; unnamed/repeated/correction: the event; "
                                  "filler-before/filler-after: a filler precedes the first / follows the last stroke",
        },
        "sessions": sessions,
    }
    with open(truth_path, "w", encoding="utf-8") as handle:
        handle.write(json.dumps(truth, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {args.count} sessions over {len({s['character'] for s in sessions})} characters to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
