import Foundation

/// The speech benchmark's results as a Markdown section.
struct SpeechReport {
    static let heading = "## Speech recognition"

    var results: SpeechResults
    var command: String
    /// The one-minute load average when the run started: CPU-time figures barely move with it, wall time would.
    var load: Double?

    func markdown() -> String {
        var lines = BenchMarkdown.opening(Self.heading, command: command, load: load)
        lines += [
            "", "### Isolated names, no expectation given", "", "| language | condition | accuracy |",
            "| --- | --- | --- |",
        ]
        for language in results.isolated.keys.sorted(by: >) {
            for (condition, tally) in results.isolated[language, default: [:]].sorted(by: { $0.key < $1.key }) {
                lines.append("| \(language) | \(condition) | \(tally.percent) |")
            }
        }
        lines += ["", "Clean, by voice and by speed:", "", "| language | voice or speed | accuracy |", "| --- | --- | --- |"]
        for (key, tally) in results.cleanByVoice.sorted(by: { $0.key > $1.key }) {
            lines.append("| \(key) | \(tally.percent) |")
        }
        for (key, tally) in results.cleanBySpeed.sorted(by: { $0.key > $1.key }) {
            lines.append("| \(key) | \(tally.percent) |")
        }
        let (ca, fa) = results.verification(threshold: 0)
        lines += ["", "### Verification (was the expected name said?), clean isolated names", ""]
        lines.append("At the engine's defaults: correct accept \(Self.percent(ca)), false accept \(Self.percent(fa)).")
        lines += ["", "| confidence ≥ | correct accept | false accept |", "| --- | --- | --- |"]
        for threshold in stride(from: 0.3, through: 0.95, by: 0.1) {
            let (ca, fa) = results.verification(threshold: threshold)
            lines.append("| \(String(format: "%.1f", threshold)) | \(Self.percent(ca)) | \(Self.percent(fa)) |")
        }
        lines += [
            "", "At 10 dB SNR, each name decoded with it expected (as `wol analyze` decodes a recording), correct accept:",
            "", "| language | condition | accepted |", "| --- | --- | --- |",
        ]
        for language in results.noisyExpected.keys.sorted(by: >) {
            for (condition, tally) in results.noisyExpected[language, default: [:]].sorted(by: { $0.key < $1.key }) {
                lines.append("| \(language) | \(condition) | \(tally.percent) |")
            }
        }
        lines += [
            "", "### English names said with synonyms (clean, every English voice, 175 wpm)", "",
            "- heard without expectation: \(results.synonymsFree.percent)",
            "- accepted when expected: \(results.synonymsExpected.percent)",
        ]
        lines += ["", "### Sequences of real characters (clean, random pauses)", ""]
        lines.append(
            "- \(results.sequences) sequences, \(results.sequenceWords) names: WER \(Self.percent(results.wer))")
        let median = SpeechMetrics.percentile(results.onsetErrors, 0.5) * 1000
        let p90 = SpeechMetrics.percentile(results.onsetErrors, 0.9) * 1000
        lines.append(
            String(
                format: "- onset error of matched names: median %.0f ms, p90 %.0f ms (%d names)", median, p90,
                results.onsetErrors.count))
        lines += ["", "### Noise and silence only", ""]
        let hallucinated = results.noiseOnlyWords.filter { !$0.words.isEmpty }
        lines.append(
            "- \(results.noiseOnlyWords.count) clips (3 s each), words recognised: \(results.noiseOnlyWords.reduce(0) { $0 + $1.words.count })"
        )
        for clip in hallucinated { lines.append("  - \(clip.label): \(clip.words.joined(separator: " "))") }
        lines += ["", "### Speed (CPU seconds, one core) and memory", ""]
        lines.append(
            String(
                format: "- real-time factor: %.4f (%.1f CPU s of decoding for %.0f s of audio)", results.realTimeFactor,
                results.decodeSeconds, results.audioSeconds))
        if let baseline = results.baseline {
            lines.append(
                String(
                    format: "- vs `pocketsphinx_continuous` on the same %d sequence files (%.0f s of audio; same model, "
                        + "dictionary, grammar and decoder options, word times asked for with `-time yes`, one run per "
                        + "file): CPU s less %d × %.3f s model loading for the tool. The tool computes no word "
                        + "confidences; the engine's come from PocketSphinx's word lattice, included in its time",
                    baseline.files, baseline.audioSeconds, baseline.files, baseline.continuousStartupSeconds))
            lines.append(
                String(
                    format: "  - same input (the 16 kHz samples the engine searches, noise floor included, and "
                        + "`-cmninit` set to the cepstral means the engine normalises each file by): engine %.2f s, "
                        + "pocketsphinx %.2f s → ratio %.2f× (median of the files' own ratios %.2f×); same words on "
                        + "%d of %d files",
                    baseline.engineSeconds, baseline.continuousSameInputDecodeSeconds, baseline.ratioSameInput,
                    baseline.medianFileRatioSameInput, baseline.sameInputWords, baseline.files))
            if baseline.companions > 0 {
                lines.append(
                    String(
                        format: "  - the same input with every model the engine runs (the tool also run with the %d "
                            + "companion model(s), each on its own samples, means, dictionary, grammar and options; "
                            + "%.3f s loading less per file): pocketsphinx %.2f s → ratio %.2f× (median of the "
                            + "files' own ratios %.2f×) on %d files",
                        baseline.companions, baseline.companionStartupSeconds, baseline.allModelsDecodeSeconds,
                        baseline.ratioAllModels, baseline.medianFileRatioAllModels, baseline.files))
            }
            lines.append(
                String(
                    format: "  - the raw files with the tool's defaults for noise floor and means (an easier search: "
                        + "near-digital silence is pruned fast): pocketsphinx %.2f s → ratio %.2f×; same words on %d of %d files",
                    baseline.continuousDecodeSeconds, baseline.ratio, baseline.sameWords, baseline.files))
        }
        if let memory = results.memory {
            lines.append(
                "- memory: RSS \(memory.early / 1024) MiB after 100 files, \(memory.late / 1024) MiB after \(memory.files) (growth \(memory.late - memory.early) kB)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Replaces (or appends) this section in a Markdown file, leaving the others alone.
    func replaceSection(in path: String) throws {
        try BenchMarkdown.replaceSection(Self.heading, in: path, with: markdown())
    }

    static func percent(_ value: Double) -> String { BenchMarkdown.percent(value) }
}
