#!/usr/bin/env python3
"""Usage: held_out_margin.py VOICE.md ...

Each voice's margin of the "not a name" check chosen on the other voices, from `wol-bench speech --real
--verification-sweep` reports of one voice each (competitor_sweep.sh writes them, each voice heard by the fold
model that never heard it). For each voice, the margin chosen is the one whose mean clean expected-accepted over
the other voices is highest among those whose mean clean wrong-accepted (confusable names and near words) there
is at most 3 %; that voice's own figures at that margin are reported beside its figures with no check (the
sweep's largest margin, which rejects nothing). Prints a Markdown table.
"""
import os, re, sys

LIMIT = 3.0
ROW = re.compile(r"^\| (-?[\d.]+) \| ([\d.]+) % / ([\d.]+) % \| ([\d.]+) % / ([\d.]+) % \| ([\d.]+) % / ([\d.]+) % \|$")


def sweep(path):
    """Margin -> ((clean accepted, wrong), (20 dB …), (10 dB …)) from one voice's report."""
    rows, inside = {}, False
    for line in open(path, encoding="utf-8"):
        if line.startswith("Verification threshold →"):
            inside = True
        elif inside and (m := ROW.match(line.strip())):
            v = [float(x) for x in m.groups()]
            rows[v[0]] = ((v[1], v[2]), (v[3], v[4]), (v[5], v[6]))
    if not rows:
        raise SystemExit(f"{path}: no verification sweep table")
    return rows


def mean(values):
    return sum(values) / len(values)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    voices = {os.path.basename(p)[:-3]: sweep(p) for p in sys.argv[1:]}
    margins = sorted(set.intersection(*(set(r) for r in voices.values())))
    loosest = margins[-1]
    print(f"| voice | margin chosen on the others | clean | pink 20 dB | pink 10 dB | no check: clean | 20 dB | 10 dB |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    chosen_rows, plain_rows = [], []
    for voice, rows in sorted(voices.items()):
        others = [r for v, r in voices.items() if v != voice]
        allowed = [m for m in margins if mean([o[m][0][1] for o in others]) <= LIMIT] or margins[:1]
        margin = max(allowed, key=lambda m: (mean([o[m][0][0] for o in others]), -m))
        cells = " | ".join(f"{a:.1f} / {w:.1f} %" for a, w in rows[margin])
        plain = " | ".join(f"{a:.1f} / {w:.1f} %" for a, w in rows[loosest])
        print(f"| {voice} | {margin:g} | {cells} | {plain} |")
        chosen_rows.append(rows[margin])
        plain_rows.append(rows[loosest])
    def means(rows):
        return " | ".join(f"{mean([r[i][0] for r in rows]):.1f} / {mean([r[i][1] for r in rows]):.1f} %" for i in range(3))
    print(f"| **mean** | | {means(chosen_rows)} | {means(plain_rows)} |")


if __name__ == "__main__":
    main()
