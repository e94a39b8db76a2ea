#!/usr/bin/env python3
"""Issue 30's labelled set: real pen input turned into recordings, with a teacher's verdicts given by rule.

Usage: teacher_agreement.py INK OUT [--seed N] [--wrong-share S]

INK is the Tegaki folder (../shared/ink/tegaki: <half>/<writer>/<session>/*.xml, no timestamps); OUT gets one
ink-only recording JSON per written character (points 10 ms apart, 0.3 s between strokes) and labels.csv, the
label CSV `wol labels import` reads. The rule a teacher is played by: a stroke the writer drew as written is a
pass; in about --wrong-share of the characters one stroke is spoiled on purpose (reversed, moved a third of the
character away, turned a quarter round, or cut to 40 % of its length) and that stroke is a fail. Only characters
written with the template's stroke count are kept (stroke counts come from Characters/templates), so drawn stroke
i is template stroke i. Files are numbered in a shuffled order (both writers, all sessions), so that with
`--held-out-every 2` the attempts stored second, fourth, … are a held-out half like the fitted one: a teacher's
past verdicts fitted, applied to the same class's later attempts.
"""
import argparse
import csv
import json
import math
import pathlib
import random
import sys
import xml.etree.ElementTree as ET

POINT_SECONDS = 0.01
PAUSE_SECONDS = 0.3
CANVAS = 1000.0
SPOILERS = ("reversed", "moved", "turned", "cut")


def read_character(path):
    root = ET.parse(path).getroot()
    character = root.findtext("utf8") or ""
    strokes = [[(float(p.get("x")), float(p.get("y"))) for p in stroke.iter("point")] for stroke in root.iter("stroke")]
    return character, [s for s in strokes if s]


def template_stroke_counts(templates):
    counts = {}
    for path in pathlib.Path(templates).glob("*.json"):
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        counts[data["character"]] = len(data["strokes"])
    return counts


def spoil(strokes, index, how, rng):
    """The strokes with stroke `index` spoiled in the way `how` names."""
    stroke = strokes[index]
    xs = [x for s in strokes for x, _ in s]
    ys = [y for s in strokes for _, y in s]
    size = max(max(xs) - min(xs), max(ys) - min(ys), 1.0)
    cx = sum(x for x, _ in stroke) / len(stroke)
    cy = sum(y for _, y in stroke) / len(stroke)
    if how == "reversed":
        spoiled = list(reversed(stroke))
    elif how == "moved":
        angle = rng.uniform(0, 2 * math.pi)
        dx, dy = math.cos(angle) * size / 3, math.sin(angle) * size / 3
        spoiled = [(x + dx, y + dy) for x, y in stroke]
    elif how == "turned":
        spoiled = [(cx - (y - cy), cy + (x - cx)) for x, y in stroke]
    else:
        keep = max(2, round(len(stroke) * 0.4))
        spoiled = stroke[:keep]
    clamp = lambda v: min(max(v, 0.0), CANVAS)
    return strokes[:index] + [[(clamp(x), clamp(y)) for x, y in spoiled]] + strokes[index + 1:]


def recording(character, strokes, learner):
    time = 0.0
    out = []
    for stroke in strokes:
        points = []
        for x, y in stroke:
            points.append({"x": round(x, 1), "y": round(y, 1), "t": round(time, 3)})
            time += POINT_SECONDS
        time += PAUSE_SECONDS
        out.append({"points": points})
    return {"version": 1, "character": character, "learner": learner,
            "ink": {"width": CANVAS, "height": CANVAS, "strokes": out}}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ink")
    parser.add_argument("out")
    parser.add_argument("--templates", default="Characters/templates")
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument("--wrong-share", type=float, default=0.5)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    counts = template_stroke_counts(args.templates)
    order = []
    skipped = 0
    for path in sorted(pathlib.Path(args.ink).glob("*/*/*/*.xml")):
        half, writer, session = path.parts[-4:-1]
        character, strokes = read_character(path)
        if counts.get(character) != len(strokes):
            skipped += 1
            continue
        order.append((half, (writer, session, path.stem, character, strokes)))
    if not order:
        sys.exit(f"teacher_agreement: {args.ink}: no Tegaki character written with its template's stroke count")
    rng.shuffle(order)

    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "labels.csv", "w", newline="", encoding="utf-8") as handle:
        labels = csv.writer(handle)
        labels.writerow(["recording", "stroke_index", "verdict", "dimension"])
        for number, (half, (writer, session, stem, character, strokes)) in enumerate(order, start=1):
            spoiled_index, how = None, None
            if rng.random() < args.wrong_share:
                spoiled_index, how = rng.randrange(len(strokes)), rng.choice(SPOILERS)
                strokes = spoil(strokes, spoiled_index, how, rng)
            name = f"{number:04d}-{half}-{writer}-{session}-{stem}{'-' + how if how else ''}.json"
            with open(out / name, "w", encoding="utf-8") as recording_file:
                json.dump(recording(character, strokes, writer), recording_file, ensure_ascii=False)
            for index in range(len(strokes)):
                failed = index == spoiled_index
                labels.writerow([name, index, "fail" if failed else "pass", {"reversed": "direction", "moved": "position",
                                 "turned": "shape", "cut": "proportion"}[how] if failed else ""])
    print(f"{len(order)} recordings in {out}; {skipped} characters skipped "
          f"(stroke count other than the template's)", file=sys.stderr)


if __name__ == "__main__":
    main()
