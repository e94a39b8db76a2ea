import Foundation
import WriteOutLoud

/// The figures of `wol-bench compressed`: agreement of each compressed copy with its WAV.
struct CompressedAudioReport {
    static let heading = "## Audio as phones and browsers record it (M4A/AAC, WebM/Opus)"

    /// One recording heard from its WAV and from one compressed copy.
    struct Comparison {
        /// Stroke by stroke: the same heard name, spoken-name verdict and pass, and the same mistakes.
        var agrees: Bool
        /// The same words in the same order.
        var sameWords: Bool
        /// |Δ start| and |Δ end| of each word, in seconds, when the words are the same.
        var timeDifferences: [Double]
        /// What differs, for the log.
        var difference: String

        init(reference: AnalysisReport, copy: AnalysisReport) {
            var differences: [String] = []
            for (wav, compressed) in zip(reference.strokes, copy.strokes) {
                let (a, b) = (wav.speech, compressed.speech)
                if a?.heardName != b?.heardName || a?.matched != b?.matched || wav.passed != compressed.passed {
                    differences.append(
                        "stroke \(wav.index): \(a?.heard ?? "–") → \(b?.heard ?? "–"), passed \(wav.passed) → \(compressed.passed)")
                }
            }
            let mistakes = { (report: AnalysisReport) in report.errors.map { "\($0.kind.rawValue)@\($0.stroke ?? -1)" }.sorted() }
            if mistakes(reference) != mistakes(copy) { differences.append("mistakes \(mistakes(reference)) → \(mistakes(copy))") }
            agrees = differences.isEmpty
            let (wavWords, copyWords) = (reference.speech.words, copy.speech.words)
            sameWords = wavWords.map(\.word) == copyWords.map(\.word)
            timeDifferences = sameWords
                ? zip(wavWords, copyWords).flatMap { [abs($0.start - $1.start), abs($0.end - $1.end)] } : []
            if !sameWords { differences.append("words \(wavWords.map(\.word)) → \(copyWords.map(\.word))") }
            difference = differences.joined(separator: "; ")
        }
    }

    var load: Double?
    private var rows: [(name: String, comparisons: [Comparison])] = []

    init(load: Double?) { self.load = load }

    mutating func add(_ comparison: Comparison, for encoding: String) {
        if let index = rows.firstIndex(where: { $0.name == encoding }) {
            rows[index].comparisons.append(comparison)
        } else {
            rows.append((encoding, [comparison]))
        }
    }

    func markdown(fixtures: String) -> String {
        var lines = BenchMarkdown.opening(Self.heading, command: "compressed --fixtures \(fixtures)", load: load)
        lines += [
            "", "Each recording's WAV against copies FFmpeg's encoders (libavcodec `aac`, `libopus`) made of it; "
                + "heard as `wol analyze` hears it (en-us and Mandarin models).", "",
            "| copy | recordings | same names, verdicts and mistakes | same words | word-time Δ median | Δ max |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            let times = row.comparisons.flatMap(\.timeDifferences).sorted()
            let median = times.isEmpty ? "–" : String(format: "%.0f ms", 1000 * times[times.count / 2])
            let maximum = times.last.map { String(format: "%.0f ms", 1000 * $0) } ?? "–"
            lines.append(
                "| \(row.name) | \(row.comparisons.count) | \(row.comparisons.filter(\.agrees).count) | "
                    + "\(row.comparisons.filter(\.sameWords).count) | \(median) | \(maximum) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
