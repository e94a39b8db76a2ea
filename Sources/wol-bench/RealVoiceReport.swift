import Foundation

/// The real-voice benchmark's results as a Markdown section: each voice held out in turn (its figures, the
/// mean and the worst), then one table per speaker and the verification threshold's curve per voice.
struct RealVoiceReport {
    static let heading = "## Speech recognition, real voices"

    var results: RealVoiceResults
    var command: String
    var load: Double?
    /// Speakers marked held out (`--held-out`) in their tables' headings; the voices' own figures are held out in
    /// any case, as nothing is tuned inside a run.
    var heldOut: Set<String> = []
    /// Verification thresholds swept (`--verification-sweep`); empty: no curve or calibration.
    var thresholds: [Double] = []

    private var columns: [String] { RealVoiceBenchmark.conditions.map(\.label) }

    func markdown() -> String {
        var lines = BenchMarkdown.opening(Self.heading, command: command, load: load)
        lines += [
            "",
            "Each name is built from the speaker's own recorded syllables (Mandarin, with the name's tones), run "
                + "together (0–30 ms between syllables) or one by one (80–160 ms; names of two or more syllables "
                + "only), with \(RealVoiceCorpus.padding) s of the speaker's room tone either side; words said as "
                + "words are whole recordings whose reading is a stroke name (tone-insensitive, as the engine "
                + "matches), near words one-syllable words that are no name, decoded with the nearest name "
                + "expected; sequences are a character's names with 0.35–1 s pauses, decoded with the names "
                + "expected. Pink noise is mixed at the SNR given against the voice's RMS. No recordings of "
                + "people saying English names exist in the corpus, so English names are in the synthetic tables only.",
        ]
        lines += heldOutLines()
        if !results.enrolments.isEmpty {
            lines += [
                "", "### Enrolment (each voice's own reading; no recording a test uses is in it)", "",
            ]
            lines += results.speakers.compactMap { results.enrolments[$0].map { "- \($0)" } }
        }
        lines += calibrationLines()
        for speaker in results.speakers { lines += speakerLines(speaker) }
        lines += [
            "",
            String(
                format: "Real-time factor over all decodes: %.4f (%.1f CPU s for %.0f s of audio).",
                results.audioSeconds == 0 ? Double.nan : results.decodeSeconds / results.audioSeconds,
                results.decodeSeconds, results.audioSeconds),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The figures the decision is made on, one row per held-out voice, then the mean and the worst.
    private func heldOutLines() -> [String] {
        typealias Cell = (title: String, metric: RealVoiceResults.Metric, group: RealVoiceResults.Group, condition: String)
        let cells: [Cell] = [
            ("one-syllable names heard, clean", .free, .oneSyllable, "clean"),
            ("one-syllable names heard, 10 dB", .free, .oneSyllable, "pink 10 dB"),
            ("words heard, clean", .free, .words, "clean"),
            ("words heard, 10 dB", .free, .words, "pink 10 dB"),
            ("names run together heard, clean", .free, .together, "clean"),
            ("names one by one heard, clean", .free, .apart, "clean"),
            ("expected accepted (names run together + words), clean", .accepted, .together, "clean"),
            ("confusable accepted (names run together + words), clean", .falseAccept, .together, "clean"),
            ("near word accepted as nearest name, clean", .nearAccepted, .nearWords, "clean"),
            ("sequences, run together, clean", .sequence, .together, "clean"),
            ("sequences, run together, 10 dB", .sequence, .together, "pink 10 dB"),
        ]
        func tally(_ speaker: String, _ cell: Cell) -> SpeechTally? {
            var tally = results.tally(speaker, cell.metric, cell.group, cell.condition)
            if cell.group == .together && (cell.metric == .accepted || cell.metric == .falseAccept),
                let words = results.tally(speaker, cell.metric, .words, cell.condition)
            {
                tally = SpeechTally(right: (tally?.right ?? 0) + words.right, total: (tally?.total ?? 0) + words.total)
            }
            return tally
        }
        var lines = [
            "", "### Each voice held out (nothing is tuned in these decodes: each voice's figures are its held-out figures)", "",
            "| voice | " + cells.map(\.title).joined(separator: " | ") + " |",
            "| --- |" + String(repeating: " ---: |", count: cells.count),
        ]
        for speaker in results.speakers {
            let row = cells.map { tally(speaker, $0).map { BenchMarkdown.percent($0.rate) } ?? "–" }
            lines.append("| \(speaker) | " + row.joined(separator: " | ") + " |")
        }
        let rates = cells.map { cell in results.speakers.compactMap { tally($0, cell)?.rate }.filter { !$0.isNaN } }
        let mean = rates.map { $0.isEmpty ? "–" : BenchMarkdown.percent($0.reduce(0, +) / Double($0.count)) }
        let worst = zip(cells, rates).map { cell, values -> String in
            let mistakes = cell.metric == .falseAccept || cell.metric == .nearAccepted
            guard let value = mistakes ? values.max() : values.min() else { return "–" }
            return BenchMarkdown.percent(value)
        }
        lines.append("| **mean** | " + mean.joined(separator: " | ") + " |")
        lines.append("| **worst** | " + worst.joined(separator: " | ") + " |")
        return lines
    }

    /// The verification threshold chosen without each voice, and what it does to that voice.
    private func calibrationLines() -> [String] {
        guard !thresholds.isEmpty else { return [] }
        let calibration = VerificationCalibration(trials: results.verificationTrials, thresholds: thresholds)
        var lines = [
            "",
            "### Verification threshold chosen on the other voices (confusable and near words accepted ≤ 3 % there)",
            "",
            "Expected name accepted / wrong name accepted (confusable names and near words), each voice at the "
                + "threshold chosen on the other voices' trials of every condition:",
            "",
            "| voice | length | threshold | all conditions | " + columns.joined(separator: " | ") + " |",
            "| --- | --- | ---: | ---: |" + String(repeating: " ---: |", count: columns.count),
        ]
        for length in VerificationCalibration.Length.allCases {
            let pooled = calibration.folds(length, condition: nil)
            let byCondition = columns.map { calibration.folds(length, condition: $0) }
            var means = [Double](repeating: 0, count: 2 * (columns.count + 1))
            // Worst voice per column: the lowest accepted, the highest wrong name accepted.
            var worst = (0..<means.count).map { $0 % 2 == 0 ? Double.infinity : -Double.infinity }
            var counted = 0
            for speaker in results.speakers {
                guard let fold = pooled[speaker] else { continue }
                let folds = [fold] + byCondition.map { $0[speaker] ?? fold }
                let cells = folds.map { "\(BenchMarkdown.percent($0.accepted.rate)) / \(BenchMarkdown.percent($0.falseAccept.rate))" }
                lines.append("| \(speaker) | \(length.rawValue) | \(fold.threshold) | " + cells.joined(separator: " | ") + " |")
                for (index, fold) in folds.enumerated() {
                    means[2 * index] += fold.accepted.rate.isNaN ? 0 : fold.accepted.rate
                    means[2 * index + 1] += fold.falseAccept.rate.isNaN ? 0 : fold.falseAccept.rate
                    if !fold.accepted.rate.isNaN { worst[2 * index] = min(worst[2 * index], fold.accepted.rate) }
                    if !fold.falseAccept.rate.isNaN {
                        worst[2 * index + 1] = max(worst[2 * index + 1], fold.falseAccept.rate)
                    }
                }
                counted += 1
            }
            guard counted > 0 else { continue }
            let cells = stride(from: 0, to: means.count, by: 2).map {
                "\(BenchMarkdown.percent(means[$0] / Double(counted))) / \(BenchMarkdown.percent(means[$0 + 1] / Double(counted)))"
            }
            lines.append("| **mean** | \(length.rawValue) | | " + cells.joined(separator: " | ") + " |")
            let worstCells = stride(from: 0, to: worst.count, by: 2).map {
                let (accepted, wrong) = (worst[$0], worst[$0 + 1])
                return "\(BenchMarkdown.percent(accepted.isFinite ? accepted : .nan)) / "
                    + BenchMarkdown.percent(wrong.isFinite ? wrong : .nan)
            }
            lines.append("| **worst** | \(length.rawValue) | | " + worstCells.joined(separator: " | ") + " |")
        }
        return lines
    }

    private func speakerLines(_ speaker: String) -> [String] {
        var lines = [
            "", "### \(speaker) (\(said(by: speaker))\(heldOut.contains(speaker) ? ", held out" : ""))", "",
            "| | " + columns.joined(separator: " | ") + " |",
            "| --- |" + String(repeating: " ---: |", count: columns.count),
        ]
        for metric in RealVoiceResults.Metric.allCases {
            for group in RealVoiceResults.Group.allCases {
                let cells = columns.map { results.tally(speaker, metric, group, $0) }
                guard cells.contains(where: { $0 != nil }) else { continue }
                lines.append("| \(metric.rawValue), \(group.rawValue) | \(cells.map { $0?.percent ?? "–" }.joined(separator: " | ")) |")
            }
        }
        let onsets = columns.map { condition -> String in
            let errors = results.onsetErrors["\(speaker) | \(condition)"] ?? []
            return String(
                format: "%.0f / %.0f ms", 1000 * SpeechMetrics.percentile(errors, 0.5),
                1000 * SpeechMetrics.percentile(errors, 0.9))
        }
        lines.append("| onset error of names heard in sequences, median / p90 | \(onsets.joined(separator: " | ")) |")
        lines += curveLines(speaker: speaker)
        if let baseline = results.baseline[speaker] {
            lines += [
                "",
                String(
                    format: "Speed on the %d clean sequences (%.0f s of audio), no names expected, same input and "
                        + "means as the engine: engine %.2f CPU s, `pocketsphinx_continuous` with the main model "
                        + "%.2f s → %.2f× (median of the files' own ratios %.2f×).",
                    baseline.files, baseline.audioSeconds, baseline.engineSeconds,
                    baseline.continuousSameInputDecodeSeconds, baseline.ratioSameInput,
                    baseline.medianFileRatioSameInput),
            ]
            if baseline.companions > 0 {
                lines.append(
                    String(
                        format: "The tool also run with the %d companion model(s), each on its own samples, means, "
                            + "dictionary, grammar and options, on the same %d files: main + companions %.2f s "
                            + "→ %.2f× (median of the files' own ratios %.2f×).",
                        baseline.companions, baseline.files, baseline.allModelsDecodeSeconds, baseline.ratioAllModels,
                        baseline.medianFileRatioAllModels))
            }
        }
        return lines
    }

    /// What the speaker said: names joined from syllables, or words said as words.
    private func said(by speaker: String) -> String {
        let names = results.names[speaker] ?? 0
        let words = results.words[speaker] ?? (0, 0)
        if names == 0 && words.names + words.near > 0 { return "\(words.names) words that are names, \(words.near) near words" }
        return "\(names) names"
    }

    /// The voice's ROC: expected name accepted / wrong name accepted at each threshold swept.
    private func curveLines(speaker: String) -> [String] {
        guard !thresholds.isEmpty else { return [] }
        let trials = results.verificationTrials.filter { $0.speaker == speaker }
        var lines = [
            "", "Verification threshold → expected name accepted / wrong name accepted (confusable names and near words):", "",
            "| threshold | " + columns.joined(separator: " | ") + " |",
            "| ---: |" + String(repeating: " ---: |", count: columns.count),
        ]
        for threshold in thresholds {
            let cells = columns.map { condition -> String in
                var right = SpeechTally()
                var wrong = SpeechTally()
                for trial in trials where trial.condition == condition {
                    if trial.said { right.add(trial.accepted(threshold: threshold)) } else { wrong.add(trial.accepted(threshold: threshold)) }
                }
                return "\(BenchMarkdown.percent(right.rate)) / \(BenchMarkdown.percent(wrong.rate))"
            }
            lines.append("| \(threshold) | \(cells.joined(separator: " | ")) |")
        }
        return lines
    }

    func replaceSection(in path: String) throws {
        try BenchMarkdown.replaceSection(Self.heading, in: path, with: markdown())
    }
}
