import Foundation

/// The sync benchmark's results as a Markdown section.
struct SyncReport {
    static let heading = "## Speech-to-stroke synchronisation"
    /// Conditions in the order they are listed; any other label found in a corpus follows, sorted.
    static let conditionOrder = [
        "lead", "during", "late", "overlap", "pause>1s", "unnamed", "repeated", "correction", "filler-before",
        "filler-after",
    ]

    var command: String
    var corpus: SyncCorpus
    var results: SyncResults
    var seconds: Double
    var jobs: Int
    var jitter: Double
    var load = BenchMarkdown.loadAverage()

    func markdown() -> String {
        let recognised = results.recognised
        let oracle = results.oracle
        let characters = Set(corpus.sessions.map(\.character)).count
        var lines = [Self.heading, ""]
        lines.append("Command: `\(command.trimmingCharacters(in: .whitespaces))`  ")
        lines.append(BenchMarkdown.machineLine(load: load) + "  ")
        lines.append(
            "Data: \(results.sessions) sessions over \(characters) characters (corpus seed \(corpus.seed), "
                + "`scripts/bench/make-sessions.py --out DIR --count \(corpus.count) --seed \(corpus.seed)"
                + (corpus.speaker.map { " --voice VOICES/\($0)" } ?? "") + "`), "
                + "\(recognised.overall.strokes) strokes; analysed in \(String(format: "%.0f", seconds)) s with \(jobs) job(s).")
        lines += [
            "",
            "Each session is a learner saying stroke names ("
                + (corpus.speaker.map { "\($0), a real speaker's syllables from `scripts/speech/real_corpus.py`'s VOICES folder" }
                    ?? "espeak-ng; Mandarin pinyin or English")
                + ") and drawing the "
                + "strokes (ink synthesised from the template), with mixed timing: names 0.05–0.6 s before pen-down, "
                + "during the stroke, or 0.1–1.5 s after pen-up; pauses of 0–2 s; fast writing where the next name "
                + "starts before the previous stroke ends; strokes drawn silently, names repeated, self-corrections "
                + "(a wrong name, then the right one), and fillers before the first or after the last stroke. A stroke "
                + "is right when the word assigned to it shares the most time with a clip truly said for it (its name "
                + "or its repeat), or when it was drawn silently and got no word. The oracle feeds the aligner the "
                + "true clips instead of the recogniser's words, so it measures the aligner alone.",
        ]
        if !results.failures.isEmpty {
            lines.append("")
            lines.append("**\(results.failures.count) session(s) could not be analysed:** "
                + results.failures.joined(separator: "; "))
        }
        lines += ["", "Target: ≥ 98 % of strokes get the right speech segment (or correctly none).", ""]
        lines.append("| | recogniser (PocketSphinx) | oracle (true clips ± \(String(format: "%.0f", jitter * 1000)) ms) |")
        lines.append("|---|---:|---:|")
        lines.append("| **strokes right** | **\(BenchMarkdown.percent(recognised.overall.rate))** | **\(BenchMarkdown.percent(oracle.overall.rate))** |")
        for outcome in [SyncStrokeResult.Outcome.missed, .wrongSpeech, .spurious] {
            lines.append("| \(outcome.rawValue) | \(recognised.byOutcome[outcome] ?? 0) | \(oracle.byOutcome[outcome] ?? 0) |")
        }
        lines.append(
            "| of which a word lay on the right clip (aligner's choice) | \(recognised.alignerMisses) | \(oracle.alignerMisses) |")
        lines.append(
            "| *baseline aligner (no habitual delays or related names), same words* | "
                + "\(BenchMarkdown.percent(results.baselineRecognised.overall.rate)) | "
                + "\(BenchMarkdown.percent(results.baselineOracle.overall.rate)) |")
        let heard = results.namesSaid > 0 ? Double(results.namesHeard) / Double(results.namesSaid) : .nan
        lines += [
            "",
            "The recogniser heard \(results.namesHeard) of \(results.namesSaid) spoken stroke names "
                + "(\(BenchMarkdown.percent(heard))) as the name said.", "",
            "| condition | strokes | recogniser | oracle |", "|---|---:|---:|---:|",
        ]
        let found = Set(recognised.byCondition.keys)
        let order = Self.conditionOrder.filter(found.contains) + found.subtracting(Self.conditionOrder).sorted()
        for condition in order {
            let mine = recognised.byCondition[condition] ?? SyncTally.Count()
            let theirs = oracle.byCondition[condition] ?? SyncTally.Count()
            lines.append(
                "| \(condition) | \(mine.strokes) | \(BenchMarkdown.percent(mine.rate)) | \(BenchMarkdown.percent(theirs.rate)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
