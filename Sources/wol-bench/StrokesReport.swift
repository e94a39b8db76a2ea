import ArgumentParser
import Foundation
import WriteOutLoud

/// The stroke benchmark's results as a Markdown section.
struct StrokesReport {
    static let heading = "## Stroke analysis"

    var command: String
    var characters: [String]
    var attempts: Int
    var seed: UInt64
    var threshold: Double
    var scores: StrokesScoreStudy
    /// The same, for characters of three or more strokes only, where one stroke's error cannot be
    /// blamed on the only other stroke.
    var manyStrokeScores: StrokesScoreStudy
    var structural: StrokesStructuralStudy
    var recognizer: StrokesRecognizerStudy
    var speed: StrokesThroughput

    func markdown() -> String {
        var lines: [String] = [Self.heading, ""]
        lines.append("Command: `\(command.trimmingCharacters(in: .whitespaces))`  ")
        lines.append("Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores (nproc), \(Self.cpuModel()); run \(Self.today()).  ")
        let shown = characters.count <= 20 ? " (" + characters.joined(separator: " ") + ")" : ""
        lines.append(
            "Data: \(characters.count) characters\(shown), \(attempts) generated attempts per character for positives and for each negative and structural kind, seed \(seed).")
        lines += ["", "### Correct versus wrong strokes", ""]
        lines += detectionTable()
        lines += ["", "### Structural errors reported correctly", ""]
        lines.append("| kind | cases | correct |")
        lines.append("|---|---:|---:|")
        for kind in StrokesAttemptGenerator.StructuralKind.allCases {
            lines.append("| \(kind.rawValue) | \(structural.cases[kind] ?? 0) | \(percent(structural.rate(kind))) |")
        }
        lines += ["", "### Stroke-type recogniser, leave one character out", ""]
        lines.append(
            "Top-1: \(percent(recognizer.accuracy)) of \(recognizer.total) strokes (each template stroke plus natural variations).")
        lines += ["", "| expected | strokes | top-1 | recognised as (count) |", "|---|---:|---:|---|"]
        for (expected, row) in recognizer.confusion.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let total = row.values.reduce(0, +)
            let hits = row[expected] ?? 0
            let spread = row.sorted { $0.value > $1.value }.map { "\($0.key.name) \($0.value)" }.joined(separator: ", ")
            lines.append("| \(expected.name) \(expected.rawValue) | \(total) | \(percent(Double(hits) / Double(total))) | \(spread) |")
        }
        lines += ["", "### Speed, one core", ""]
        lines.append("| measure | ours | baseline |")
        lines.append("|---|---:|---:|")
        lines.append("| stroke comparisons / s | \(Int(speed.comparisonsPerSecond)) | \(Int(speed.baselineComparisonsPerSecond)) |")
        lines.append("| whole-character analyses / s | \(Int(speed.analysesPerSecond)) | – |")
        return lines.joined(separator: "\n") + "\n"
    }

    private func detectionTable() -> [String] {
        let positives = scores.positives
        let negatives = scores.allNegatives
        let ours = StrokesMetrics(positives: positives.ours, negatives: negatives.ours)
        let base = StrokesMetrics(positives: positives.baseline, negatives: negatives.baseline)
        let baseThreshold = StrokesBaselineScorer.passThreshold
        let many = manyStrokeScores
        func manyAUC(_ kind: StrokesAttemptGenerator.NegativeKind?) -> String {
            let group = kind.map { many.negatives[$0] ?? StrokesScoreStudy.Scores() } ?? many.allNegatives
            return fixed(StrokesMetrics.auc(many.positives.ours, group.ours))
        }
        var lines = [
            "\(positives.ours.count) correct strokes, \(negatives.ours.count) wrong ones. The last column repeats ours for characters of 3+ strokes only.",
            "",
            "| measure | ours | baseline | ours, 3+ strokes |", "|---|---:|---:|---:|",
            "| ROC AUC, all wrong strokes | \(fixed(ours.auc)) | \(fixed(base.auc)) | \(manyAUC(nil)) |",
        ]
        for kind in StrokesAttemptGenerator.NegativeKind.allCases {
            let group = scores.negatives[kind] ?? StrokesScoreStudy.Scores()
            lines.append(
                "| ROC AUC, \(kind.rawValue) (n=\(group.ours.count)) | \(fixed(StrokesMetrics.auc(positives.ours, group.ours))) | \(fixed(StrokesMetrics.auc(positives.baseline, group.baseline))) | \(manyAUC(kind)) |")
        }
        lines.append("| EER (at threshold) | \(percent(ours.eer)) (\(fixed(ours.eerThreshold, 1))) | \(percent(base.eer)) (\(fixed(base.eerThreshold, 1))) | |")
        let passRate = Double(positives.oursPassed.filter { $0 }.count) / Double(max(positives.oursPassed.count, 1))
        let failRate = Double(negatives.oursPassed.filter { $0 }.count) / Double(max(negatives.oursPassed.count, 1))
        lines.append(
            "| TPR at default threshold (ours \(fixed(threshold, 0)), baseline \(fixed(baseThreshold, 0))) | \(percent(passRate)) | \(percent(StrokesMetrics.rate(positives.baseline, atLeast: baseThreshold))) | \(percent(passFraction(many.positives))) |")
        lines.append(
            "| FPR at default threshold | \(percent(failRate)) | \(percent(StrokesMetrics.rate(negatives.baseline, atLeast: baseThreshold))) | \(percent(passFraction(many.allNegatives))) |")
        for kind in StrokesAttemptGenerator.NegativeKind.allCases {
            let group = scores.negatives[kind] ?? StrokesScoreStudy.Scores()
            let passed = Double(group.oursPassed.filter { $0 }.count) / Double(max(group.oursPassed.count, 1))
            lines.append(
                "| FPR, \(kind.rawValue) | \(percent(passed)) | \(percent(StrokesMetrics.rate(group.baseline, atLeast: baseThreshold))) | \(percent(passFraction(many.negatives[kind] ?? StrokesScoreStudy.Scores()))) |")
        }
        return lines
    }

    private func passFraction(_ scores: StrokesScoreStudy.Scores) -> Double {
        scores.oursPassed.isEmpty ? .nan : Double(scores.oursPassed.filter { $0 }.count) / Double(scores.oursPassed.count)
    }

    private func fixed(_ value: Double, _ digits: Int = 4) -> String {
        value.isNaN ? "–" : String(format: "%.\(digits)f", value)
    }

    private func percent(_ value: Double) -> String { value.isNaN ? "–" : String(format: "%.1f %%", 100 * value) }

    private static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        else { return "CPU model unknown" }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    private static func today() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date())
    }

    /// Replaces (or appends) this report's section in a Markdown file, leaving other sections alone.
    static func replaceSection(in path: String, with section: String) throws {
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "# Benchmarks\n"
        let result: String
        if let start = existing.range(of: heading + "\n") {
            let before = existing[..<start.lowerBound]
            if let next = existing[start.upperBound...].range(of: "\n## ") {
                result = before + section + "\n" + existing[existing.index(after: next.lowerBound)...]
            } else {
                result = before + section
            }
        } else {
            result = existing + (existing.hasSuffix("\n\n") ? "" : "\n") + section
        }
        do {
            try result.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw ValidationError("\(path): cannot be written (\(error.localizedDescription))")
        }
    }
}
