#!/usr/bin/env python3
"""How long `wol analyze --no-audio` takes per recording, one build against another, in one run (issue 29: judging
stays no slower than 1.5x what it was before the native-hands work).

Each recording is judged by a new process of each build in turn, alternating, `--runs` times; a recording's time is
the median of its runs (wall clock and CPU of the process). Then both builds judge all the recordings in one process
(`--batches` times, alternating): that time per recording leaves out the start-up (loading the character library),
so it shows the judging itself. Ratios are after / before, each measured in this one run.

Usage: scripts/bench/judging-speed.py --before WOL --after WOL [--runs 7] [--batches 5] RECORDING.json...
Prints Markdown for BENCHMARKS.md. Exit status: 0, or 1 when a build fails on a recording (its error printed).
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time


def timed(command):
    """Runs `command`; returns (wall seconds, CPU seconds of the process), or raises on a failure."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    finished = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if finished.returncode != 0:
        raise RuntimeError(f"{' '.join(command)}: exit {finished.returncode}: {finished.stderr.strip()}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def analyze(wol, recordings):
    return [wol, "analyze", "--no-audio", "--format", "jsonl", *recordings]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", required=True, help="the wol build to compare against")
    parser.add_argument("--after", required=True, help="the wol build measured")
    parser.add_argument("--runs", type=int, default=7, help="new processes per recording and build (default 7)")
    parser.add_argument("--batches", type=int, default=5, help="one-process runs over all recordings (default 5)")
    parser.add_argument("recordings", nargs="+")
    args = parser.parse_args()
    builds = {"before": args.before, "after": args.after}
    for name, wol in builds.items():
        if not os.access(wol, os.X_OK):
            sys.exit(f"judging-speed: --{name} {wol}: not an executable")

    try:
        per_recording = {name: {} for name in builds}
        for index, recording in enumerate(args.recordings, 1):
            print(f"judging-speed: {index}/{len(args.recordings)} {recording}", file=sys.stderr, flush=True)
            samples = {name: [] for name in builds}
            for run in range(args.runs):
                order = list(builds) if run % 2 == 0 else list(reversed(builds))
                for name in order:
                    samples[name].append(timed(analyze(builds[name], [recording])))
            for name in builds:
                per_recording[name][recording] = (statistics.median(wall for wall, _ in samples[name]),
                                                  statistics.median(cpu for _, cpu in samples[name]))
        batch = {name: [] for name in builds}
        for run in range(args.batches):
            print(f"judging-speed: batch {run + 1}/{args.batches}", file=sys.stderr, flush=True)
            order = list(builds) if run % 2 == 0 else list(reversed(builds))
            for name in order:
                batch[name].append(timed(analyze(builds[name], args.recordings)))
    except RuntimeError as error:
        sys.exit(f"judging-speed: {error}")

    count = len(args.recordings)
    wall_ratios = [per_recording["after"][r][0] / per_recording["before"][r][0] for r in args.recordings]
    cpu_ratios = [per_recording["after"][r][1] / per_recording["before"][r][1] for r in args.recordings]
    print(f"`{' '.join(sys.argv)}`, {count} recordings, {args.runs} processes per recording and build, "
          f"{args.batches} batches; load average at the end {os.getloadavg()[0]:.1f}.\n")
    print("| | before | after | after / before |")
    print("|---|---:|---:|---:|")
    for label, column in (("wall", 0), ("CPU", 1)):
        medians = {name: statistics.median(times[column] for times in per_recording[name].values()) for name in builds}
        ratios = wall_ratios if column == 0 else cpu_ratios
        print(f"| one process per recording, median {label} | {medians['before'] * 1000:.0f} ms | "
              f"{medians['after'] * 1000:.0f} ms | {statistics.median(ratios):.2f}× (median of the recordings' "
              f"ratios; {min(ratios):.2f}–{max(ratios):.2f}×) |")
    for label, column in (("wall", 0), ("CPU", 1)):
        per = {name: statistics.median(times[column] for times in batch[name]) / count for name in builds}
        print(f"| all in one process, {label} per recording (median of batches) | {per['before'] * 1000:.1f} ms | "
              f"{per['after'] * 1000:.1f} ms | {per['after'] / per['before']:.2f}× |")


if __name__ == "__main__":
    main()
