import Foundation

/// Renders a report as plain text for a person reading a terminal.
public enum TextReportRenderer {
    /// The report as a score line, a table with one row per stroke, the mistakes, the tips and the feedback.
    /// - Parameters:
    ///   - report: the assembled report; its sentences are already in the learner's language.
    ///   - language: the language of the headings, column heads and verdict marks; use the report's
    ///     feedback language.
    public static func render(_ report: AnalysisReport, language: FeedbackLanguage = .en) -> String {
        let labels = TextReportLabels(language)
        var lines: [String] = []
        lines.append("\(report.character)  \(report.file)")
        let overall = report.overall
        var parts = ["\(labels.strokes) \(whole(overall.strokeAccuracy))"]
        let nameless = !report.strokes.isEmpty && report.strokes.allSatisfy { $0.expected.type == nil }
        let absent = nameless ? labels.noNamesToSay : labels.speechStatus(report.speech.status)
        parts.append("\(labels.speech) \(overall.speechCorrectness.map(whole) ?? absent)")
        parts.append("\(labels.concurrency) \(overall.concurrency.map(whole) ?? absent)")
        lines.append(labels.overall(whole(overall.score), overall.grade) + parts.joined(separator: labels.partSeparator))
        lines.append("")
        lines.append(row(labels.columns))
        for stroke in report.strokes {
            lines.append(
                row([
                    String(stroke.index + 1),
                    stroke.expected.type.map { "\($0.name) \($0.pinyin)" } ?? stroke.expected.letter?.label ?? "—",
                    stroke.drawn.map { String($0 + 1) } ?? "—",
                    "\(whole(stroke.accuracy)) \(stroke.passed ? labels.pass : labels.fail)",
                    whole(stroke.scores.shape), whole(stroke.scores.direction),
                    whole(stroke.scores.position), whole(stroke.scores.proportion),
                    heard(stroke.speech, labels, language), timing(stroke.concurrency, labels),
                ]))
        }
        if !report.extraStrokes.isEmpty {
            lines.append(labels.extraStrokes + report.extraStrokes.map { String($0 + 1) }.joined(separator: labels.listSeparator))
        }
        if !report.errors.isEmpty {
            lines.append("")
            lines.append(labels.mistakes)
            lines += report.errors.map { "  - \($0.message)" }
        }
        let tips = report.strokes.flatMap { stroke in
            stroke.tips.map { "  - " + labels.tipPrefix(stroke.index + 1) + $0 }
        }
        if !tips.isEmpty {
            lines.append("")
            lines.append(labels.tips)
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

    private static func heard(_ speech: SpeechVerdict?, _ labels: TextReportLabels, _ language: FeedbackLanguage)
        -> String
    {
        guard let speech else { return "—" }
        guard let heard = speech.heard else { return labels.nothingHeard }
        let mark = speech.matched ? (speech.homophone ? labels.homophone : labels.rightName) : labels.wrongName
        let tone = ToneVerdictWording.note(speech.tone, language: language).map { " (\($0))" } ?? ""
        return "\(heard) \(mark)\(tone)"
    }

    private static func timing(_ verdict: ConcurrencyVerdict?, _ labels: TextReportLabels) -> String {
        guard let verdict else { return "—" }
        let lag = labels.lag(String(format: "%+.2f", verdict.lag))
        return "\(labels.relation(verdict.relation)) \(lag) \(whole(verdict.score))"
    }
}
