import Foundation

/// The real-voice benchmark's results as a Markdown section, one table per speaker.
struct RealVoiceReport {
    static let heading = "## Speech recognition, real voices"

    var results: RealVoiceResults
    var command: String
    var load: Double?
    /// Speakers no setting was chosen on (`--held-out`); every other speaker's table says it was tuned on.
    var heldOut: Set<String> = []

    func markdown() -> String {
        var lines = BenchMarkdown.opening(Self.heading, command: command, load: load)
        lines += [
            "",
            "Each name is built from the speaker's own recorded syllables (Mandarin, with the name's tones), run "
                + "together (0–30 ms between syllables) or one by one (80–160 ms; names of two or more syllables "
                + "only), with \(RealVoiceCorpus.padding) s of the speaker's room tone either side; sequences are a "
                + "character's names with 0.35–1 s pauses, decoded with the names expected. Pink noise is mixed "
                + "at the SNR given against the voice's RMS.",
        ]
        let columns = RealVoiceBenchmark.conditions.map(\.label)
        for speaker in results.speakers {
            lines += [
                "", "### \(speaker) (\(results.names[speaker] ?? 0) names, \(heldOut.contains(speaker) ? "held out" : "tuned on"))", "",
                "| | " + columns.joined(separator: " | ") + " |",
                "| --- |" + String(repeating: " ---: |", count: columns.count),
            ]
            for metric in RealVoiceResults.Metric.allCases {
                for style in RealVoiceCorpus.Style.allCases {
                    let cells = columns.map { condition in
                        results.tallies[.init(speaker: speaker, metric: metric, style: style, condition: condition)]?
                            .percent ?? "–"
                    }
                    lines.append("| \(metric.rawValue), \(style.rawValue) | \(cells.joined(separator: " | ")) |")
                }
            }
            let onsets = columns.map { condition -> String in
                let errors = results.onsetErrors["\(speaker) | \(condition)"] ?? []
                return String(
                    format: "%.0f / %.0f ms", 1000 * SpeechMetrics.percentile(errors, 0.5),
                    1000 * SpeechMetrics.percentile(errors, 0.9))
            }
            lines.append("| onset error of names heard in sequences, median / p90 | \(onsets.joined(separator: " | ")) |")
            lines += sweepLines(speaker: speaker, columns: columns)
            if let baseline = results.baseline[speaker] {
                lines += [
                    "",
                    String(
                        format: "Speed on the %d clean sequences (%.0f s of audio), no names expected, same input and "
                            + "means as the engine: engine %.2f CPU s, `pocketsphinx_continuous` %.2f s → %.2f× "
                            + "(median of the files' own ratios %.2f×).",
                        baseline.files, baseline.audioSeconds, baseline.engineSeconds,
                        baseline.continuousSameInputDecodeSeconds, baseline.ratioSameInput,
                        baseline.medianFileRatioSameInput),
                ]
            }
        }
        lines += [
            "",
            String(
                format: "Real-time factor over all decodes: %.4f (%.1f CPU s for %.0f s of audio).",
                results.audioSeconds == 0 ? Double.nan : results.decodeSeconds / results.audioSeconds,
                results.decodeSeconds, results.audioSeconds),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Accepted / false accept (both styles) at each verification threshold swept, one row per threshold.
    private func sweepLines(speaker: String, columns: [String]) -> [String] {
        let thresholds = Set(results.sweep.keys.filter { $0.speaker == speaker }.map(\.threshold)).sorted()
        guard !thresholds.isEmpty else { return [] }
        var lines = [
            "", "Verification threshold → expected name accepted / false accept:", "",
            "| threshold | " + columns.joined(separator: " | ") + " |",
            "| ---: |" + String(repeating: " ---: |", count: columns.count),
        ]
        for threshold in thresholds {
            let cells = columns.map { condition -> String in
                guard let tally = results.sweep[.init(speaker: speaker, condition: condition, threshold: threshold)]
                else { return "–" }
                return "\(tally.accepted.percent) / \(tally.falseAccept.percent)"
            }
            lines.append("| \(threshold) | \(cells.joined(separator: " | ")) |")
        }
        return lines
    }

    func replaceSection(in path: String) throws {
        try BenchMarkdown.replaceSection(Self.heading, in: path, with: markdown())
    }
}
