import Foundation

/// Renders a report as plain text for a person reading a terminal.
public enum TextReportRenderer {
    public static func render(_ report: AnalysisReport) -> String {
        var lines: [String] = []
        lines.append("\(report.character)  \(report.file)")
        let overall = report.overall
        var parts = ["strokes \(whole(overall.strokeAccuracy))"]
        let nameless = !report.strokes.isEmpty && report.strokes.allSatisfy { $0.expected.type == nil }
        let absent = nameless ? "no names to say" : report.speech.status.rawValue
        parts.append("speech \(overall.speechCorrectness.map(whole) ?? absent)")
        parts.append("concurrency \(overall.concurrency.map(whole) ?? absent)")
        lines.append("Overall \(whole(overall.score))/100 (\(overall.grade.rawValue)): \(parts.joined(separator: ", "))")
        lines.append("")
        lines.append(row(["#", "stroke", "drawn", "accuracy", "shape", "dir", "pos", "prop", "heard", "timing"]))
        for stroke in report.strokes {
            lines.append(
                row([
                    String(stroke.index + 1),
                    stroke.expected.type.map { "\($0.name) \($0.pinyin)" } ?? "—",
                    stroke.drawn.map { String($0 + 1) } ?? "—",
                    "\(whole(stroke.accuracy)) \(stroke.passed ? "pass" : "FAIL")",
                    whole(stroke.scores.shape), whole(stroke.scores.direction),
                    whole(stroke.scores.position), whole(stroke.scores.proportion),
                    heard(stroke.speech), timing(stroke.concurrency),
                ]))
        }
        if !report.extraStrokes.isEmpty {
            lines.append("Extra drawn strokes: \(report.extraStrokes.map { String($0 + 1) }.joined(separator: ", "))")
        }
        if !report.errors.isEmpty {
            lines.append("")
            lines.append("Mistakes:")
            lines += report.errors.map { "  - \($0.message)" }
        }
        let tips = report.strokes.flatMap { stroke in stroke.tips.map { "  - Stroke \(stroke.index + 1): \($0)" } }
        if !tips.isEmpty {
            lines.append("")
            lines.append("Tips:")
            lines += tips
        }
        lines.append("")
        lines += report.feedback
        return lines.joined(separator: "\n") + "\n"
    }

    private static let widths = [3, 16, 6, 10, 6, 4, 4, 5, 22, 0]

    private static func row(_ cells: [String]) -> String {
        zip(cells, widths).map { cell, width in
            let padding = max(0, width - displayWidth(cell))
            return cell + String(repeating: " ", count: padding)
        }
        .joined(separator: " ")
        .trimmingCharacters(in: .whitespaces)
    }

    /// Terminal columns a string takes: CJK characters are two columns wide.
    private static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            width + ((0x2E80...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value) ? 2 : 1)
        }
    }

    private static func whole(_ value: Double) -> String { String(Int(value.rounded())) }

    private static func heard(_ speech: SpeechVerdict?) -> String {
        guard let speech else { return "—" }
        guard let heard = speech.heard else { return "(nothing)" }
        let mark = speech.matched ? (speech.homophone ? "homophone" : "ok") : "WRONG"
        return "\(heard) \(mark)"
    }

    private static func timing(_ verdict: ConcurrencyVerdict?) -> String {
        guard let verdict else { return "—" }
        let lag = String(format: "%+.2f s", verdict.lag)
        return "\(verdict.relation.rawValue) \(lag) \(whole(verdict.score))"
    }
}
