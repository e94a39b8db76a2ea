#!/usr/bin/env python3
"""Usage: fold_table.py BENCH.md...

Joins the per-voice tables of `wol-bench speech --real --speaker V` runs (one run per held-out voice, each with
its own model, as leave_one_out.sh makes them) into one table of every voice with the mean and the worst over
the voices, as one `wol-bench speech --real` run over all voices prints it: the worst of a column of mistakes
(confusable or near words accepted) is its highest figure, of any other column its lowest.
"""
import re
import sys

HEADING = "### Each voice held out"
MISTAKES = ("confusable accepted", "near word accepted")


def voice_rows(path):
    """The table's header lines and the voice rows of one run's 'Each voice held out' table."""
    lines = open(path, encoding="utf-8").read().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(HEADING))
    table = []
    for line in lines[start + 1:]:
        if line.startswith("|"):
            table.append(line)
        elif table:
            break
    header, rule, rows = table[0], table[1], table[2:]
    return header, rule, [row for row in rows if not row.startswith("| **")]


def cells(row):
    return [cell.strip() for cell in row.strip().strip("|").split("|")]


def figure(cell):
    match = re.fullmatch(r"([0-9.]+) %", cell)
    return float(match[1]) if match else None


def summary(name, columns, rows, pick):
    out = [f"**{name}**"]
    for index, column in enumerate(columns[1:], start=1):
        figures = [f for f in (figure(cells(row)[index]) for row in rows) if f is not None]
        if not figures:
            out.append("–")
        elif pick == "mean":
            out.append(f"{sum(figures) / len(figures):.1f} %")
        else:
            worst = max if any(m in column for m in MISTAKES) else min
            out.append(f"{worst(figures):.1f} %")
    return "| " + " | ".join(out) + " |"


def main(paths):
    if not paths:
        sys.exit(__doc__)
    header = rule = None
    rows = []
    for path in paths:
        try:
            header, rule, found = voice_rows(path)
        except (OSError, StopIteration, IndexError):
            sys.exit(f"fold_table.py: {path}: no '{HEADING}' table (did its wol-bench run fail?)")
        rows += found
    columns = cells(header)
    print("\n".join([header, rule, *rows, summary("mean", columns, rows, "mean"),
                     summary("worst", columns, rows, "worst")]))


if __name__ == "__main__":
    main(sys.argv[1:])
