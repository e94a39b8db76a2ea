#!/usr/bin/env python3
"""Usage: manifest.py WORK NAME [--recipe TEXT]

What one model was trained from, so two trainings can be compared with `diff`: writes WORK/models/NAME/
manifest.txt (package.sh ships it beside the model as training-manifest.txt), one `key<TAB>value` a line: the
recipe's options, the repository's commit, the tools' versions, the number of clips a voice and the SHA-256 of
sphinxtrain's file list, transcription, dictionary, phones, fillers, front end, of every feature file it lists
(in the list's order) and of the model's parameters. Equal hashes mean equal training inputs; the features' line
tells a difference in the clips or in their dither (features.sh) apart from one in the lists.
"""
import argparse, collections, hashlib, os, subprocess, sys


def sha256(paths):
    digest = hashlib.sha256()
    for path in paths:
        with open(path, "rb") as file:
            for block in iter(lambda: file.read(1 << 20), b""):
                digest.update(block)
    return digest.hexdigest()


def output(command):
    try:
        return subprocess.run(command, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("work")
    parser.add_argument("name")
    parser.add_argument("--recipe", default="")
    options = parser.parse_args()
    folder = os.path.join(options.work, "models", options.name)
    etc = os.path.join(folder, "etc")
    model = os.path.join(folder, "model_parameters", "zhwb.ci_cont")
    ids = [line.strip() for line in open(os.path.join(etc, "zhwb_train.fileids"), encoding="utf-8") if line.strip()]
    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    commit = output(["git", "-C", repository, "rev-parse", "HEAD"])
    if commit != "unknown" and output(["git", "-C", repository, "status", "--porcelain", "--untracked-files=no"]):
        commit += " (with changes)"
    rows = [
        ("recipe", options.recipe),
        ("commit", commit),
        ("tools", output(["dpkg-query", "-W", "-f", "${Package} ${Version}; ",
                          "sphinxtrain", "sphinxbase-utils", "sox"])),
        ("python", f"{sys.version.split()[0]}, numpy {output([sys.executable, '-c', 'import numpy; print(numpy.__version__)'])}"),
        ("front end", open(os.path.join(options.work, "fe.args"), encoding="utf-8").read().strip()),
    ]
    voices = collections.Counter(clip.split("/")[0] for clip in ids)
    rows.append(("clips", f"{len(ids)}: " + ", ".join(f"{voice} {count}" for voice, count in sorted(voices.items()))))
    for key, file in (("file list", "zhwb_train.fileids"), ("transcription", "zhwb_train.transcription"),
                      ("dictionary", "zhwb.dic"), ("phones", "zhwb.phone"), ("fillers", "zhwb.filler"),
                      ("feat.params", "feat.params")):
        rows.append((key, sha256([os.path.join(etc, file)])))
    rows.append(("features", sha256(os.path.join(options.work, "feat", clip + ".mfc") for clip in ids)))
    for file in ("means", "variances", "mixture_weights", "transition_matrices", "feature_transform"):
        if os.path.exists(os.path.join(model, file)):
            rows.append((file, sha256([os.path.join(model, file)])))
    with open(os.path.join(folder, "manifest.txt"), "w", encoding="utf-8") as out:
        out.writelines(f"{key}\t{value}\n" for key, value in rows)


if __name__ == "__main__":
    main()
