#!/usr/bin/env python3
"""Chooses the type-evidence rule (StrokeAnalyzerConfiguration.typeEvidence) offline from score files.

Usage:
  scripts/characters/fit_type_evidence.py --crosshand CROSS.tsv --wrong S11.tsv [--wrong S12.tsv ...]
      [--check S14.tsv ...]

The files come from `wol-bench crosshand ... --scores` (only its tuning half is chosen on) and `wol-bench strokes
... --scores`, judged with the rule off: a configuration file with
    "typeEvidence": {"recognizedScales": {"shape": 1, "direction": 1, "position": 1, "proportion": 1},
                     "otherTypeShare": 0, "otherTypeThreshold": 0}
so the scores are those of the per-type tolerances alone. Each line's `expectedShare` is the recogniser's score of
the template type over its best score. Every rule of the grid (shape and direction scales for a stroke recognised
as its type, a threshold for it, a share below which another type is clearly preferred and the threshold then) is
judged from the scores; among those letting at most as many generated wrong strokes pass as no rule does, and at
most 0.2 % of the generated correct strokes fail, the rules passing most cross-hand strokes are printed, with
their figures on the --check files (other seeds, never chosen on).
"""
import argparse
import itertools

import numpy as np

from fit_type_tolerances import THRESHOLD, WEIGHTS, read_scores

SCALES = (1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
RECOGNIZED_THRESHOLDS = (58, 60, 62, 63, 65)
OTHER_SHARES = (0.0, 0.7, 0.8, 0.9)
OTHER_THRESHOLDS = (75, 80, 85, 90)
SHOWN = 15


def load(path, labels=None):
    data, rows = read_scores(path, labels, "expectedShare")
    # strokes with no named type have no evidence; the rule leaves them alone (a share between the bounds)
    data["share"] = np.array([float(row["expectedShare"]) if row["expectedShare"] != "-" else 0.95 for row in rows])
    return data


def judge(data, rule):
    shape, direction, recognized_threshold, other_share, other_threshold = rule
    recognized = data["share"] >= 1
    divisors = np.ones_like(data["logs"])
    divisors[recognized, 0] = shape**2
    divisors[recognized, 1] = direction**2
    accuracy = 100 * np.exp(((data["logs"] / divisors) * WEIGHTS).sum(1) / WEIGHTS.sum())
    other = data["share"] < other_share
    threshold = np.where(recognized, recognized_threshold, np.where(other, max(other_threshold, THRESHOLD), THRESHOLD))
    return (accuracy >= threshold) & ~data["reversed"]


def figures(rule, cross, wrong, right):
    return judge(cross, rule).mean(), judge(wrong, rule).mean(), 1 - judge(right, rule).mean()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--crosshand", required=True)
    parser.add_argument("--wrong", action="append", required=True)
    parser.add_argument("--check", action="append", default=[])
    arguments = parser.parse_args()

    cross = load(arguments.crosshand, "tuning")
    generated = [load(path) for path in arguments.wrong]
    wrong = {key: np.concatenate([data[key][~data["positive"]] for data in generated]) for key in cross}
    right = {key: np.concatenate([data[key][data["positive"]] for data in generated]) for key in cross}
    checks = [(path, load(path)) for path in arguments.check]

    none = (1.0, 1.0, THRESHOLD, 0.0, THRESHOLD)
    _, wrong_without, _ = figures(none, cross, wrong, right)
    grid = itertools.product(SCALES, SCALES, RECOGNIZED_THRESHOLDS, OTHER_SHARES, OTHER_THRESHOLDS)
    kept = []
    for rule in grid:
        passed, wrong_passing, right_failing = figures(rule, cross, wrong, right)
        if wrong_passing <= wrong_without and right_failing <= 0.002:
            kept.append((passed, wrong_passing, right_failing, rule))
    kept.sort(key=lambda entry: -entry[0])

    def line(label, rule, passed, wrong_passing, right_failing):
        checked = "".join(
            f", {path}: wrong passing {100 * judge(data, rule)[~data['positive']].mean():.2f} %" for path, data in checks)
        print(f"{label}: cross-hand tuning half passed {100 * passed:.2f} %, wrong passing {100 * wrong_passing:.2f} %,"
              f" correct failing {100 * right_failing:.2f} %{checked}")

    line("no rule", none, *figures(none, cross, wrong, right))
    for passed, wrong_passing, right_failing, rule in kept[:SHOWN]:
        shape, direction, recognized_threshold, other_share, other_threshold = rule
        label = (f"shape x{shape:g} direction x{direction:g} threshold {recognized_threshold} when recognised;"
                 f" below share {other_share:g} threshold {other_threshold}")
        line(label, rule, passed, wrong_passing, right_failing)


if __name__ == "__main__":
    main()
