/// Renders a report as one self-contained HTML page a learner or teacher can open on a phone or a desktop.
///
/// The page holds, in reading order: the character and who wrote it; the feedback sentences; the drawing over
/// the template (``SVGCharacterRenderer``) beside the grade, score bars and mistakes; the pen and voice
/// timeline; a row per stroke. CSS and SVG are inline and a Content-Security-Policy forbids every fetch, so
/// the file works offline and leaks nothing when opened.
public struct HTMLReportRenderer: Sendable {
    /// The language of the page's headings, legends and labels.
    public var language: FeedbackLanguage

    /// - Parameter language: the language of the page's own words. The report's sentences are already written
    ///   (``FeedbackWriter``); pass the language they were written in so the page speaks one language.
    public init(language: FeedbackLanguage = .en) {
        self.language = language
    }

    /// The report page.
    /// - Parameters:
    ///   - report: the engine's verdict on the recording.
    ///   - recording: the recording the report is about; its ink is drawn and timed.
    ///   - template: the character's template, drawn faintly under the ink.
    /// - Returns: a complete UTF-8 HTML5 document.
    public func render(_ report: AnalysisReport, recording: Recording, template: CharacterTemplate) -> String {
        let labels = ReportLabels(language)
        var html = "<!DOCTYPE html>\n<html lang=\"\(labels.htmlLanguage)\"><head><meta charset=\"utf-8\"/>"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>"
        html +=
            "<meta http-equiv=\"Content-Security-Policy\" "
            + "content=\"default-src 'none'; style-src 'unsafe-inline'\"/>"
        html += "<title>\(Markup.escape("\(report.character) · \(labels.reportTitle)"))</title>"
        html += "<style>\n\(ReportStyleSheet.css)</style></head><body><main>"
        html += header(report, recording: recording, template: template, labels: labels)
        html += feedback(report)
        html += "<div class=\"overview\"><section><h2>\(Markup.escape(labels.yourCharacter))</h2>"
        html += SVGCharacterRenderer(language: language)
            .element(report, recording: recording, template: template, standalone: false)
        html += drawingLegend(labels)
        html += "</section><div class=\"column\">"
        html += ScoreBreakdownRenderer(labels: labels).render(report.overall, speech: report.speech.status)
        html += mistakes(report.errors, labels: labels)
        html += "</div></div><section><h2>\(Markup.escape(labels.penAndVoice))</h2><div class=\"scroll\">"
        html += TimelineRenderer(labels: labels).render(report, recording: recording)
        html += "</div><p class=\"meta swipe\">\(Markup.escape(labels.swipe))</p>\(timelineLegend(labels))</section>"
        html += StrokeTableRenderer(labels: labels).render(report, recording: recording)
        html += "<footer>Write Out Loud · \(Markup.escape(labels.reportFormat)) \(report.schemaVersion)</footer>"
        html += "</main></body></html>\n"
        return html
    }

    private func header(
        _ report: AnalysisReport, recording: Recording, template: CharacterTemplate, labels: ReportLabels
    ) -> String {
        var html = "<header><div class=\"glyph\" lang=\"zh-Hans\">\(Markup.escape(report.character))</div>"
        html += "<div class=\"who\"><h1 class=\"reading\">"
        html += Markup.escape(template.pinyin.first ?? report.character)
        if let definition = template.definition {
            html += " <span class=\"meta\" lang=\"en\">\(Markup.escape(definition))</span>"
        }
        html += "</h1>"
        let details = [
            report.learner.map { "\(labels.learner): \($0)" },
            recording.recordedAt.map { "\(labels.recorded): \($0)" },
            "\(labels.file): \(report.file)",
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

    private func mistakes(_ errors: [AnalysisIssue], labels: ReportLabels) -> String {
        let heading = "<section><h2>\(Markup.escape(labels.mistakes))</h2>"
        guard !errors.isEmpty else { return heading + "<p>\(Markup.escape(labels.noMistakes))</p></section>" }
        return heading + "<ul class=\"errors\">"
            + errors.map { "<li class=\"issue-\(Markup.escape($0.kind.rawValue))\">\(Markup.escape($0.message))</li>" }
            .joined() + "</ul></section>"
    }

    private func drawingLegend(_ labels: ReportLabels) -> String {
        let verdicts = [StrokeVerdict.passed, .failed, .extra].map { legendItem(colour: $0.colour, labels.verdict($0)) }
        return "<ul class=\"legend\">" + verdicts.joined() + legendItem(swatch: "dashed", labels.missing)
            + "<li>▶ \(Markup.escape(labels.drawnDirection))</li><li>\(Markup.escape(labels.numbersAtStart))</li></ul>"
    }

    private func timelineLegend(_ labels: ReportLabels) -> String {
        "<ul class=\"legend\">" + legendItem(colour: StrokeVerdict.passed.colour, labels.rightName)
            + legendItem(colour: StrokeVerdict.failed.colour, labels.wrongNameLegend)
            + legendItem(colour: StrokeVerdict.extra.colour, labels.notAName)
            + legendItem(swatch: "pair-late", labels.saidBeforeOrAfter) + "</ul>"
    }

    private func legendItem(colour: String, _ text: String) -> String {
        "<li><span class=\"swatch\" style=\"background:\(colour)\"></span>\(Markup.escape(text))</li>"
    }

    private func legendItem(swatch: String, _ text: String) -> String {
        "<li><span class=\"swatch \(swatch)\"></span>\(Markup.escape(text))</li>"
    }
}
