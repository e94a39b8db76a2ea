#!/usr/bin/env python3
"""Usage: score.py MANIFEST [--dict Models/en-us/stroke-names.dict] [--tsv Models/stroke-names.tsv]
                 [--grammar all|lang] [--single] [--set dev|test|all] [--out results.tsv] [--sample N] [--lang zh|en]
                 [-- extra pocketsphinx_continuous flags, e.g. -wip 1e-3 -pip 1]

Decodes every clip of a make_corpus.py manifest with pocketsphinx_continuous and a
JSGF grammar over the dictionary's tokens (--grammar all: one grammar with zh and
en tokens; lang: a grammar with only the clip's language). The grammar is a loop
'( tok | ... )+' unless --single. Prints isolated-name accuracy per language and
set (exact match of the whole hypothesis), top confusions, onset error (first
word start minus true speech onset) and what the non-speech clips decoded to.
"""
import argparse, collections, concurrent.futures as cf, csv, os, re, statistics, subprocess, sys, tempfile

MODEL = "/usr/share/pocketsphinx/model/en-us/en-us"
SKIP = {"<s>", "</s>", "<sil>", "(NULL)"}


def write_grammar(path, tokens, single):
    alts = " | ".join(sorted(tokens))
    with open(path, "w") as f:
        f.write(f"#JSGF V1.0;\ngrammar strokes;\npublic <names> = ( {alts} ){'' if single else '+'} ;\n")


def decode(wav, dic, gram, extra):
    p = subprocess.run(["pocketsphinx_continuous", "-infile", wav, "-hmm", MODEL, "-dict", dic,
                        "-jsgf", gram, "-time", "yes", "-logfn", "/dev/null"] + extra,
                       capture_output=True, text=True)
    words = []
    for line in p.stdout.splitlines():
        f = line.split()
        if len(f) == 4 and re.fullmatch(r"-?[\d.]+", f[1]) and f[0] not in SKIP and not f[0].startswith(("[", "+")):
            words.append((re.sub(r"\(\d+\)$", "", f[0]), float(f[1])))
    return words


def main():
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    argv = argv[:argv.index("--")] if "--" in argv else argv
    ap = argparse.ArgumentParser()
    ap.add_argument("manifest")
    ap.add_argument("--dict", default="Models/en-us/stroke-names.dict")
    ap.add_argument("--tsv", default="Models/stroke-names.tsv")
    ap.add_argument("--grammar", choices=("all", "lang"), default="all")
    ap.add_argument("--single", action="store_true")
    ap.add_argument("--set", default="all")
    ap.add_argument("--out")
    ap.add_argument("--lang", default="all", help="zh, en or all")
    ap.add_argument("--sample", type=int, default=1, help="score every Nth clip only (quick tuning)")
    a = ap.parse_args(argv)
    lang_of = {r["token"]: r["language"] for r in csv.DictReader(open(a.tsv, encoding="utf-8"), delimiter="\t")}
    tmp = tempfile.mkdtemp()
    grams = {}
    for name, toks in (("all", lang_of), ("zh", [t for t in lang_of if lang_of[t] == "zh"]),
                       ("en", [t for t in lang_of if lang_of[t] == "en"])):
        grams[name] = os.path.join(tmp, name + ".gram")
        write_grammar(grams[name], toks, a.single)
    clips = [r for r in csv.DictReader(open(a.manifest), delimiter="\t") if a.set in ("all", r["set"]) or r["token"] == "-"]
    clips = [r for r in clips if a.lang in ("all", r["language"])][::a.sample]

    def run(r):
        g = grams["all"] if a.grammar == "all" or r["language"] == "none" else grams[r["language"]]
        return decode(r["path"], a.dict, g, extra)

    with cf.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
        results = list(ex.map(run, clips))
    stats = collections.defaultdict(lambda: [0, 0])
    confusions = collections.Counter()
    onset_err = collections.defaultdict(list)
    out = open(a.out, "w") if a.out else None
    for r, words in zip(clips, results):
        hyp = " ".join(w for w, _ in words)
        if out:
            out.write(f"{r['path']}\t{r['token']}\t{hyp}\t{words[0][1] if words else ''}\n")
        if r["token"] == "-":
            print(f"non-speech {r['voice']}: '{hyp}'")
            continue
        keys = [(r["language"], r["set"]), (r["language"], r["set"] + " " + r["voice"])]
        for key in keys:
            stats[key][1] += 1
            stats[key][0] += hyp == r["token"]
        if hyp == r["token"]:
            onset_err[r["language"]].append(words[0][1] - float(r["onset"]))
        else:
            confusions[(r["token"], hyp or "<nothing>")] += 1
    for key in sorted(stats):
        ok, n = stats[key]
        print(f"{key[0]} {key[1]}: {ok}/{n} = {100 * ok / n:.1f}%")
    for lang, e in sorted(onset_err.items()):
        e = sorted(abs(x) for x in e)
        print(f"{lang} onset |error| median {statistics.median(e) * 1000:.0f} ms, p90 {e[int(0.9 * len(e))] * 1000:.0f} ms")
    print("top confusions (expected -> decoded: count):")
    for (ref, hyp), c in confusions.most_common(25):
        print(f"  {ref} -> {hyp}: {c}")


if __name__ == "__main__":
    main()
