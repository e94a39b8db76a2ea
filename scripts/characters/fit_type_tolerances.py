#!/usr/bin/env python3
"""Fits per-stroke-type tolerance scales (StrokeAnalyzerConfiguration.perTypeScales) offline.

Usage:
  scripts/characters/fit_type_tolerances.py --crosshand CROSS.tsv --wrong S11.tsv [--wrong S12.tsv ...]
      [--realink REAL.tsv [--real-weight 2]] [--price 3] [--margin 3] [--step-cost 1] [--check CHECK.tsv ...]

CROSS.tsv comes from `wol-bench crosshand ... --scores CROSS.tsv` (only its tuning half is fitted on; a
held-out half in the file is judged with the result and reported) and the wrong-stroke files
from `wol-bench strokes ... --seed S --scores S.tsv`, all judged with per-type scales off (a configuration
file with "perTypeScales": {}), so the scores are the common tolerances'. Widening a tolerance k times divides
the logarithm of that dimension's score by k², so each candidate is judged from the scores without re-running.

For every template stroke type with at least 30 cross-hand strokes, every combination of the four scales
(shape, direction, position, proportion) from 0.85 to 2 is tried, and the one kept maximises
    cross-hand strokes passed - price * wrong strokes passed - 2 * price * correct generated strokes failed
    - step-cost * (number of 15 % steps away from 1),
so a type is widened where good hands differ more than its wrong strokes come close, and narrowed where
wrong strokes pass that good hands do not need. `--check` files (other seeds, never fitted on) are judged
with the result. Prints the scales as Swift for Sources/WriteOutLoud/Strokes/ToleranceScales.swift.
With `--shipped`, every figure is also given for the scales that file holds now.

REAL.tsv comes from `wol-bench realink --japanese-library KVG --scores REAL.tsv` (people's pen strokes): its
strokes of characters Japan writes as the mainland does count as good strokes too, those of the tuning half
(`train/as mainland`) in the fit, each worth `real-weight` cross-hand strokes; the held-out half
(`eval/as mainland`) is only judged with the result and reported.
"""
import argparse
import csv
import itertools
import math
import os
import re

import numpy as np

SHIPPED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "WriteOutLoud", "Strokes",
                       "ToleranceScales.swift")

DIMENSIONS = ("shape", "direction", "position", "proportion")
WEIGHTS = np.array([30, 25, 25, 20.0])
THRESHOLD = 65
GRID = (0.85, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
MINIMUM_STROKES = 30


def read_scores(path, labels, column):
    """The lines of a --scores file whose label starts with `labels` (all when None), as the scores' logarithms,
    their labels, whether each is a generated correct stroke, whether it was flagged reversed, and the rows themselves;
    stops with a message when the file lacks `column` (written by an older wol-bench)."""
    with open(path, encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    if labels is not None:
        rows = [row for row in rows if row["label"].startswith(labels)]
    if rows and column not in rows[0]:
        raise SystemExit(f"{path}: no '{column}' column; write it with this version of wol-bench --scores")
    scores = np.array([[float(row[name]) for name in DIMENSIONS] for row in rows])
    return {
        "logs": np.log(np.clip(scores, 1, 100) / 100),
        "label": np.array([row["label"] for row in rows]),
        "positive": np.array([row["label"] == "positive" for row in rows]),
        # a stroke flagged reversed fails whatever its accuracy
        "reversed": np.array([row["passed"] == "0" and float(row["accuracy"]) >= THRESHOLD for row in rows]),
    }, rows


def load(path, labels=None):
    data, rows = read_scores(path, labels, "type")
    data["type"] = np.array([row["type"] for row in rows])
    return data


def passes(logs, scales, threshold=THRESHOLD):
    accuracy = 100 * np.exp(((logs / np.asarray(scales) ** 2) * WEIGHTS).sum(1) / WEIGHTS.sum())
    return accuracy >= threshold


def shipped_scales(path):
    """The scales `ToleranceScales.fittedByType` holds in the Swift source at `path`, keyed by type name."""
    with open(path, encoding="utf-8") as handle:
        source = handle.read()
    chosen = {}
    for name, arguments in re.findall(r"\.(\w+): ToleranceScales\(([^)]*)\)", source):
        given = dict(re.findall(r"(\w+): ([\d.]+)", arguments))
        chosen[name] = tuple(float(given.get(dimension, 1)) for dimension in DIMENSIONS)
    if not chosen:
        raise SystemExit(f"{path}: no ToleranceScales entries found")
    return chosen


def scales_of(types, chosen):
    return np.array([chosen.get(name, (1.0,) * 4) for name in types])


def judge(data, chosen):
    return passes(data["logs"], scales_of(data["type"], chosen)) & ~data["reversed"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--crosshand", required=True)
    parser.add_argument("--wrong", action="append", required=True)
    parser.add_argument("--check", action="append", default=[])
    parser.add_argument("--realink", help="real pen strokes' scores (wol-bench realink --scores)")
    parser.add_argument("--real-weight", type=float, default=2,
                        help="how many cross-hand strokes one real stroke passed is worth while fitting")
    parser.add_argument("--price", type=float, default=3)
    parser.add_argument("--step-cost", type=float, default=1)
    parser.add_argument("--margin", type=float, default=3,
                        help="count wrong strokes this far below the threshold as passing while fitting")
    parser.add_argument("--widest-proportion", type=float, default=1,
                        help="largest proportion scale tried (a stroke drawn too long is a wrong stroke of its own kind)")
    parser.add_argument("--shipped", nargs="?", const=SHIPPED,
                        help="also judge with the scales this Swift file holds now (default: the shipped one)")
    arguments = parser.parse_args()

    cross = load(arguments.crosshand, "tuning")
    held_out = load(arguments.crosshand, "heldout")
    generated = [load(path) for path in arguments.wrong]
    real = load(arguments.realink, "train/as mainland") if arguments.realink else None
    real_held_out = load(arguments.realink, "eval/as mainland") if arguments.realink else None
    if real is not None and not len(real["type"]):
        raise SystemExit(f"{arguments.realink}: no 'train/as mainland' strokes; "
                         "write it with wol-bench realink --japanese-library DIR --scores FILE")
    step = math.log(1.15)
    chosen = {}
    for name in sorted(set(cross["type"])):
        cross_logs = cross["logs"][cross["type"] == name]
        if len(cross_logs) < MINIMUM_STROKES:
            continue
        wrong_logs = np.concatenate([data["logs"][(data["type"] == name) & ~data["positive"]] for data in generated])
        right_logs = np.concatenate([data["logs"][(data["type"] == name) & data["positive"]] for data in generated])
        real_logs = real["logs"][real["type"] == name] if real is not None else np.zeros((0, 4))

        def value(scales):
            distance = sum(abs(math.log(scale)) for scale in scales) / step
            gain = passes(cross_logs, scales).sum() + arguments.real_weight * passes(real_logs, scales).sum()
            gain -= arguments.price * passes(wrong_logs, scales, THRESHOLD - arguments.margin).sum()
            gain -= 2 * arguments.price * (~passes(right_logs, scales)).sum()
            return (gain - arguments.step_cost * distance, -distance)

        proportions = [scale for scale in GRID if scale <= arguments.widest_proportion]
        best = max(itertools.product(GRID, GRID, GRID, proportions), key=value)
        if best != (1.0,) * 4:
            chosen[name] = best

    compared = [{}] + ([shipped_scales(arguments.shipped)] if arguments.shipped else []) + [chosen]
    if arguments.shipped:
        print("figures: common tolerances -> shipped scales -> this fit")

    def report(label, data, positive_figure):
        judged = [judge(data, scales) for scales in compared]
        if positive_figure:
            print(f"{label}: " + " -> ".join(str((~ok).sum()) for ok in judged) + f" of {len(judged[0])} fail ("
                  + " -> ".join(f"{100 * (~ok).mean():.2f} %" for ok in judged) + ")")
        else:
            wrong = ~data["positive"]
            right = data["positive"]
            print(f"{label}: wrong strokes passing " + " -> ".join(f"{100 * ok[wrong].mean():.2f} %" for ok in judged)
                  + " (" + " -> ".join(str(ok[wrong].sum()) for ok in judged) + f" of {wrong.sum()}), correct failing "
                  + " -> ".join(str((~ok[right]).sum()) for ok in judged) + f" of {right.sum()}")

    report("cross-hand tuning half", cross, True)
    if len(held_out["type"]):
        report("cross-hand held out (not fitted on)", held_out, True)
    if real is not None:
        report("real hands, tuning half", real, True)
        report("real hands held out (not fitted on)", real_held_out, True)
    for path, data in zip(arguments.wrong, generated):
        report(f"fitted on {path}", data, False)
    for path in arguments.check:
        report(f"check {path}", load(path), False)
    for name, scales in sorted(chosen.items()):
        values = ", ".join(f"{dimension}: {scale:g}" for dimension, scale in zip(DIMENSIONS, scales) if scale != 1)
        print(f"        .{name}: ToleranceScales({values}),")


if __name__ == "__main__":
    main()
