#!/usr/bin/env python3
"""Writes the project's Latin cursive letters (Characters/latin/<letter>.json, Scribble format).

Each stroke is authored as chains of waypoints in font units (1000 per em, y up, baseline 0, upright); a chain
is smoothed into cubic Béziers through its waypoints (Catmull-Rom), and consecutive chains meet at a cusp, where
the pen turns back (the top of a stem it retraces). Edit the waypoints here, run this script, then
`wol characters import-scribble Characters/latin` to refresh the templates.
"""
import json
import os
import sys

METRICS = {"unitsPerEm": 1000, "baseline": 0, "xHeight": 400, "ascender": 800, "descender": -200,
           "targetSlantDeg": 10}
JOINED = {"entry": "baseline", "exit": "baseline"}
FREE = {"entry": "none", "exit": "none"}
BODY = {"position": 60, "direction": 30}
DETAIL = {"position": 40, "direction": 45}

# letter -> strokes; stroke = (chains, joins, tolerances); chain = waypoints; chains share their meeting point.
LETTERS = {
    "a": [([[(0, 0), (150, 190), (310, 370)],
            [(310, 370), (230, 400), (120, 350), (60, 200), (90, 50), (190, 0), (290, 90), (330, 400)],
            [(330, 400), (320, 180), (345, 40), (400, 0), (470, 8)]], JOINED, BODY)],
    "c": [([[(0, 0), (160, 220), (300, 370)],
            [(300, 370), (290, 400), (220, 390), (120, 320), (70, 170), (120, 30), (240, 0), (360, 10)]],
           JOINED, BODY)],
    "d": [([[(0, 0), (150, 190), (310, 370)],
            [(310, 370), (230, 400), (120, 350), (60, 200), (90, 50), (190, 0), (290, 90), (330, 800)],
            [(330, 800), (320, 300), (330, 60), (390, 0), (460, 8)]], JOINED, BODY)],
    "e": [([[(0, 0), (180, 80), (310, 160), (350, 250), (320, 350), (240, 395), (150, 340), (100, 210),
             (115, 70), (200, 5), (300, 0), (380, 10)]], JOINED, BODY)],
    "i": [([[(0, 0), (100, 200), (180, 400)],
            [(180, 400), (170, 200), (180, 50), (240, 0), (320, 8)]], JOINED, BODY),
          ([[(185, 560), (188, 545), (190, 530)]], FREE, DETAIL)],
    "l": [([[(0, 0), (170, 220), (300, 520), (320, 730), (260, 800), (200, 740), (180, 520), (175, 250),
             (195, 50), (260, 0), (350, 8)]], JOINED, BODY)],
    "t": [([[(0, 0), (110, 300), (200, 640)],
            [(200, 640), (190, 350), (195, 70), (250, 0), (330, 8)]], JOINED, BODY),
          ([[(90, 420), (200, 425), (320, 430)]], FREE, DETAIL)],
    "u": [([[(0, 0), (50, 200), (80, 400)],
            [(80, 400), (70, 180), (100, 30), (180, 0), (260, 60), (300, 400)],
            [(300, 400), (295, 160), (320, 30), (380, 0), (450, 8)]], JOINED, BODY)],
}


def smooth(chain):
    """Catmull-Rom through the waypoints, as cubic Béziers {p0, c1, c2, p3}, controls rounded to whole units."""
    padded = [chain[0]] + chain + [chain[-1]]
    segments = []
    for i in range(1, len(padded) - 2):
        before, p0, p3, after = padded[i - 1], padded[i], padded[i + 1], padded[i + 2]
        c1 = [round(p0[k] + (p3[k] - before[k]) / 6) for k in range(2)]
        c2 = [round(p3[k] - (after[k] - p0[k]) / 6) for k in range(2)]
        segments.append({"p0": list(p0), "c1": c1, "c2": c2, "p3": list(p3)})
    return segments


def glyph(letter, strokes):
    out = []
    for order, (chains, joins, tolerances) in enumerate(strokes, start=1):
        segments = [segment for chain in chains for segment in smooth(chain)]
        out.append({"order": order, "start": list(chains[0][0]), "end": list(chains[-1][-1]),
                    "joins": joins, "tolerances": tolerances, "segments": segments})
    return {"version": 1, "glyph": letter, "metrics": METRICS, "strokes": out}


def render(document):
    """The glyph's JSON with one segment per line, so a diff shows which curve changed."""
    compact = lambda value: json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    lines = ["{", f' "version": {document["version"]}, "glyph": {compact(document["glyph"])},',
             f' "metrics": {compact(document["metrics"])},', ' "strokes": [']
    for index, stroke in enumerate(document["strokes"]):
        head = {key: value for key, value in stroke.items() if key != "segments"}
        lines.append("  {" + compact(head)[1:-1] + ', "segments": [')
        lines += ["   " + compact(segment) + ("," if n < len(stroke["segments"]) - 1 else "")
                  for n, segment in enumerate(stroke["segments"])]
        lines.append("  ]}" + ("," if index < len(document["strokes"]) - 1 else ""))
    lines += [" ]", "}"]
    return "\n".join(lines) + "\n"


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Characters", "latin")
    os.makedirs(folder, exist_ok=True)
    for letter, strokes in LETTERS.items():
        with open(os.path.join(folder, f"{letter}.json"), "w", encoding="utf-8") as file:
            file.write(render(glyph(letter, strokes)))


if __name__ == "__main__":
    main()
