/// Renders a report as one self-contained HTML page a learner or teacher can open on a phone or a desktop.
///
/// The page holds, in reading order: the character and who wrote it; the feedback sentences and grade; the
/// drawing over the template (``SVGCharacterRenderer``) beside the score bars and the mistakes; the pen and
/// voice timeline; a row per stroke. CSS and SVG are inline and a Content-Security-Policy forbids every fetch,
/// so the file works offline and leaks nothing when opened.
public struct HTMLReportRenderer: Sendable {
    public init() {}

    /// The report page.
    /// - Parameters:
    ///   - report: the engine's verdict on the recording.
    ///   - recording: the recording the report is about; its ink is drawn and timed.
    ///   - template: the character's template, drawn faintly under the ink.
    /// - Returns: a complete UTF-8 HTML5 document.
    public func render(_ report: AnalysisReport, recording: Recording, template: CharacterTemplate) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/>"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>"
        html +=
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\"/>"
        html += "<title>\(Markup.escape("\(report.character) · Write Out Loud report"))</title>"
        html += "<style>\n\(ReportStyleSheet.css)</style></head><body><main>"
        html += header(report, recording: recording, template: template)
        html += feedback(report)
        html += "<div class=\"overview\"><section><h2>Your character</h2>"
        html += SVGCharacterRenderer().element(report, recording: recording, template: template, standalone: false)
        html += drawingLegend
        html += "</section>"
        html += "<div class=\"column\">"
        html += ScoreBreakdownRenderer().render(report.overall, speech: report.speech.status)
        html += mistakes(report.errors)
        html += "</div></div><section><h2>Pen and voice</h2><div class=\"scroll\">"
        html += TimelineRenderer().render(report, recording: recording)
        html += "</div><p class=\"meta swipe\">Swipe sideways to see the whole timeline.</p>\(timelineLegend)</section>"
        html += StrokeTableRenderer().render(report, recording: recording)
        html += "<footer>Write Out Loud · report format \(report.schemaVersion)</footer>"
        html += "</main></body></html>\n"
        return html
    }

    private func header(_ report: AnalysisReport, recording: Recording, template: CharacterTemplate) -> String {
        var html = "<header><div class=\"glyph\" lang=\"zh-Hans\">\(Markup.escape(report.character))</div>"
        html += "<div class=\"who\"><h1 class=\"reading\">"
        html += Markup.escape(template.pinyin.first ?? report.character)
        if let definition = template.definition {
            html += " <span class=\"meta\">\(Markup.escape(definition))</span>"
        }
        html += "</h1>"
        let details = [
            report.learner.map { "Learner: \($0)" },
            recording.recordedAt.map { "Recorded: \($0)" },
            "File: \(report.file)",
        ].compactMap { $0 }
        html += details.map { "<div class=\"meta\">\(Markup.escape($0))</div>" }.joined()
        html += "</div></header>"
        return html
    }

    private func feedback(_ report: AnalysisReport) -> String {
        guard !report.feedback.isEmpty else { return "" }
        return "<section class=\"feedback\">" + report.feedback.map { "<p>\(Markup.escape($0))</p>" }.joined()
            + "</section>"
    }

    private func mistakes(_ errors: [AnalysisIssue]) -> String {
        guard !errors.isEmpty else { return "<section><h2>Mistakes</h2><p>No mistakes were found.</p></section>" }
        return "<section><h2>Mistakes</h2><ul class=\"errors\">"
            + errors.map { "<li class=\"issue-\(Markup.escape($0.kind.rawValue))\">\(Markup.escape($0.message))</li>" }
            .joined() + "</ul></section>"
    }

    private var drawingLegend: String {
        let verdicts = [StrokeVerdict.passed, .failed, .extra].map { legendItem(colour: $0.colour, $0.label) }
        return "<ul class=\"legend\">" + verdicts.joined() + legendItem(swatch: "dashed", "missing")
            + "<li>▶ drawn direction</li><li>numbers at each stroke's start</li></ul>"
    }

    private var timelineLegend: String {
        "<ul class=\"legend\">" + legendItem(colour: StrokeVerdict.passed.colour, "right name")
            + legendItem(colour: StrokeVerdict.failed.colour, "wrong name")
            + legendItem(colour: StrokeVerdict.extra.colour, "not a stroke's name")
            + legendItem(swatch: "pair-late", "said before or after the pen") + "</ul>"
    }

    private func legendItem(colour: String, _ text: String) -> String {
        "<li><span class=\"swatch\" style=\"background:\(colour)\"></span>\(Markup.escape(text))</li>"
    }

    private func legendItem(swatch: String, _ text: String) -> String {
        "<li><span class=\"swatch \(swatch)\"></span>\(Markup.escape(text))</li>"
    }
}
