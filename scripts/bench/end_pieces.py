#!/usr/bin/env python3
"""How long the pieces at the ends of real strokes are: the evidence behind the joined hand's longest tail.

Reads Tegaki's real pen strokes (../shared/ink/tegaki, GPL-2.0, read here only, never committed) and, for each
stroke, finds the sharpest turn of 65 degrees or more within the last (and the first) 40 % of its length, as the
engine's Ligature finds a join. Prints, by the stroke's length (fraction of the character's size), how many strokes
have such an end piece and how long it is: in character sizes and as a share of its stroke.

    python3 scripts/bench/end_pieces.py [--ink ../shared/ink/tegaki] [train eval]

Long strokes' pieces include the strokes' own hooks and legs (竖钩, 横折); short strokes have none of their own,
so what is found there is how far a pen runs on or lands off. The 40 % search limit censors the shares at 0.4.
"""
import argparse
import glob
import math
import os
import re

SHARPEST_TURN = 65
SEARCH_SHARE = 0.4
SHORTEST_PIECE = 0.012
BANDS = [(0, 0.1), (0.1, 0.2), (0.2, 0.4), (0.4, math.inf)]


def strokes_of(path):
    text = open(path, encoding="utf-8").read()
    blocks = re.findall(r"<stroke>(.*?)</stroke>", text, re.S)
    strokes = [[(float(x), float(y)) for x, y in re.findall(r'x="([\d.]+)" y="([\d.]+)"', block)] for block in blocks]
    return [stroke for stroke in strokes if len(stroke) >= 2]


def length(points):
    return sum(math.dist(a, b) for a, b in zip(points, points[1:]))


def turn(piece, onward):
    """Degrees between the stroke's way into a vertex and the piece's way out of it."""
    norms = math.hypot(*piece) * math.hypot(*onward)
    if norms == 0:
        return 0.0
    cosine = (piece[0] * onward[0] + piece[1] * onward[1]) / norms
    return 180 - math.degrees(math.acos(max(-1.0, min(1.0, cosine))))


def end_piece(points, size):
    """Length (character sizes) of the piece after the sharpest turn near the end of `points`, or None."""
    total = length(points)
    backwards = points[::-1]
    reach = max(0.15 * total, 0.04 * size)
    best = None
    travelled = 0.0
    for index in range(1, len(backwards) - 1):
        travelled += math.dist(backwards[index], backwards[index - 1])
        if travelled > SEARCH_SHARE * total:
            break
        piece = (backwards[0][0] - backwards[index][0], backwards[0][1] - backwards[index][1])
        if math.hypot(*piece) < SHORTEST_PIECE * size:
            continue
        onward_index, onward_length = index, 0.0
        while onward_index + 1 < len(backwards) and onward_length < reach:
            onward_length += math.dist(backwards[onward_index], backwards[onward_index + 1])
            onward_index += 1
        onward = (backwards[onward_index][0] - backwards[index][0], backwards[onward_index][1] - backwards[index][1])
        angle = turn(piece, onward)
        if angle >= SHARPEST_TURN and (best is None or angle > best[0]):
            best = (angle, math.hypot(*piece))
    return None if best is None else best[1] / size


def median(values):
    return values[len(values) // 2] if values else float("nan")


def percentile(values, share):
    return values[min(int(len(values) * share), len(values) - 1)] if values else float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ink", default=os.path.join(os.path.dirname(__file__), "../../../shared/ink/tegaki"))
    parser.add_argument("halves", nargs="*", default=["train", "eval"])
    args = parser.parse_args()
    rows = {band: [] for band in BANDS}
    files = [f for half in args.halves for f in glob.glob(os.path.join(args.ink, half, "*", "*", "*")) if os.path.isfile(f)]
    if not files:
        raise SystemExit(f"{args.ink}: no Tegaki character files under {', '.join(args.halves)}")
    for path in files:
        strokes = strokes_of(path)
        if not strokes:
            continue
        xs = [x for stroke in strokes for x, _ in stroke]
        ys = [y for stroke in strokes for _, y in stroke]
        size = max(max(xs) - min(xs), max(ys) - min(ys))
        if size <= 0:
            continue
        for stroke in strokes:
            share = length(stroke) / size
            band = next(b for b in BANDS if b[0] <= share < b[1])
            rows[band].append((share, end_piece(stroke, size), end_piece(stroke[::-1], size)))
    print(f"{len(files)} characters ({', '.join(args.halves)})")
    print("| stroke length (character) | strokes | with an end piece | its length: median / p90 (character) "
          "| share of its stroke: median / p90 | with a start piece |")
    print("|---|---:|---:|---:|---:|---:|")
    for band in BANDS:
        found = [(share, piece) for share, piece, _ in rows[band] if piece]
        lengths = sorted(piece for _, piece in found)
        shares = sorted(piece / share for share, piece in found)
        starts = sum(1 for _, _, start in rows[band] if start)
        name = f"{band[0]}–{band[1]}" if band[1] != math.inf else f"≥ {band[0]}"
        count = len(rows[band])
        print(f"| {name} | {count} | {len(found)} ({100 * len(found) / max(count, 1):.0f} %) "
              f"| {median(lengths):.3f} / {percentile(lengths, 0.9):.3f} "
              f"| {median(shares):.2f} / {percentile(shares, 0.9):.2f} | {starts} |")


if __name__ == "__main__":
    main()
