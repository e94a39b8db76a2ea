#!/usr/bin/env python3
"""Measures offline how rules against stretched strokes trade cross-hand passes for generated wrong strokes.

Usage:
  scripts/characters/stretched_tradeoff.py --crosshand CROSS.tsv --wrong S11.tsv [--wrong S12.tsv ...]

The files come from `wol-bench crosshand ... --tuning-only --scores` (only lines labelled `tuning...` are read)
and `wol-bench strokes ... --scores`, judged with the default configuration, whose type-evidence rule widens the
shape and direction tolerances of a stroke recognised as its type (expectedShare 1) by RECOGNIZED_SCALE. Widening
a tolerance k times divides its score's logarithm by k², so the scores without the widening are the stored ones'
logarithms times k², and every rule below is judged from them without re-running:
  - the widening withheld on shape, or on both dimensions, when the proportion score is under a bound;
  - a smaller shape scale, or direction alone;
  - a proportion floor: a stroke whose proportion score is under it fails whatever its accuracy.
For each rule it prints the share of cross-hand tuning strokes passing and, per wrong-stroke file, how many
generated wrong strokes and how many "stretched" ones pass, and how many generated correct strokes fail.
"""
import argparse

import numpy as np

from fit_type_evidence import load as load_evidence
from fit_type_tolerances import THRESHOLD, WEIGHTS

RECOGNIZED_SCALE = 1.75
OTHER_SHARE = 0.8
OTHER_THRESHOLD = 80
STRETCHED = "stretched 2–3× on one axis"
BOUNDS = (20, 30, 40, 50, 60)


def load(path, labels=None):
    data = load_evidence(path, labels)
    unwidened = data["logs"].copy()
    recognized = data["share"] >= 1
    unwidened[recognized, :2] *= RECOGNIZED_SCALE**2
    data["unwidened"] = unwidened
    return data


def judge(data, shape, direction, gate=0, gate_direction=False, floor=0):
    """Passes with shape and direction scales for recognised strokes, withheld (on shape, and on direction too
    when `gate_direction`) when the proportion score is under `gate`; strokes under `floor` on proportion fail."""
    recognized = data["share"] >= 1
    proportion = 100 * np.exp(data["logs"][:, 3])
    fine = proportion >= gate
    divisors = np.ones_like(data["unwidened"])
    divisors[recognized, 0] = np.where(fine[recognized], shape**2, 1)
    divisors[recognized, 1] = np.where(fine[recognized] | (not gate_direction), direction**2, 1)
    accuracy = 100 * np.exp(((data["unwidened"] / divisors) * WEIGHTS).sum(1) / WEIGHTS.sum())
    threshold = np.where(data["share"] < OTHER_SHARE, OTHER_THRESHOLD, THRESHOLD)
    return (accuracy >= threshold) & ~data["reversed"] & (proportion >= floor)


def rules():
    yield "kept (shape and direction × 1.75)", {"shape": RECOGNIZED_SCALE, "direction": RECOGNIZED_SCALE}
    yield "no widening", {"shape": 1, "direction": 1}
    yield "direction × 1.75 only", {"shape": 1, "direction": RECOGNIZED_SCALE}
    for shape in (1.3, 1.5):
        yield f"shape × {shape}, direction × 1.75", {"shape": shape, "direction": RECOGNIZED_SCALE}
    for bound in BOUNDS:
        yield f"shape widened only at proportion ≥ {bound}", {
            "shape": RECOGNIZED_SCALE, "direction": RECOGNIZED_SCALE, "gate": bound}
    for bound in BOUNDS:
        yield f"both widened only at proportion ≥ {bound}", {
            "shape": RECOGNIZED_SCALE, "direction": RECOGNIZED_SCALE, "gate": bound, "gate_direction": True}
    for floor in (20, 25, 30, 35):
        yield f"kept, and proportion < {floor} fails", {
            "shape": RECOGNIZED_SCALE, "direction": RECOGNIZED_SCALE, "floor": floor}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--crosshand", required=True)
    parser.add_argument("--wrong", action="append", required=True)
    arguments = parser.parse_args()
    cross = load(arguments.crosshand, "tuning")
    wrong = [load(path) for path in arguments.wrong]
    header = ["rule", "cross-hand tuning"]
    for path in arguments.wrong:
        header += [f"{path}: wrong passing", "stretched passing", "correct failing"]
    print("| " + " | ".join(header) + " |")
    print("|---" + "|---:" * (len(header) - 1) + "|")
    for name, rule in rules():
        cells = [name, f"{100 * judge(cross, **rule).mean():.2f} %"]
        for data in wrong:
            passed = judge(data, **rule)
            negative = data["label"] != "positive"
            stretched = data["label"] == STRETCHED
            cells += [
                f"{passed[negative].sum()} of {negative.sum()}", f"{passed[stretched].sum()} of {stretched.sum()}",
                f"{(~passed[~negative]).sum()}"]
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
