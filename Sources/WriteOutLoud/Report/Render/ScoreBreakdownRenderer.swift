import Foundation

/// The score section of the HTML report: the grade, then a bar per score so strong and weak parts show at a glance.
struct ScoreBreakdownRenderer: Sendable {
    var labels: ReportLabels

    func render(_ overall: OverallScore, speech: SpeechStatus) -> String {
        let missing = labels.speechStatus(speech)
        var html = "<section class=\"scores\"><h2>\(Markup.escape(labels.scores))</h2>"
        html +=
            "<span class=\"grade grade-\(Self.slug(overall.grade))\">"
            + "\(Markup.escape(labels.grade(overall.grade)))</span>"
        html += "<dl class=\"bars\">"
        html += row(labels.overall, overall.score, missing: missing, extraClass: " bar-overall")
        html += row(labels.strokes, overall.strokeAccuracy, missing: missing)
        html += row(labels.speech, overall.speechCorrectness, missing: missing)
        html += row(labels.together, overall.concurrency, missing: missing)
        html += "</dl></section>"
        return html
    }

    /// A grade as a CSS class name part: `try again` becomes `try-again`.
    static func slug(_ grade: Grade) -> String {
        grade.rawValue.replacingOccurrences(of: " ", with: "-")
    }

    /// Green from the `good` grade up, amber for `ok`, red below: the grade's own thresholds.
    static func colour(_ score: Double) -> String {
        switch Grade(score: score) {
        case .excellent, .good: StrokeVerdict.passed.colour
        case .ok: "#c77800"
        case .tryAgain: StrokeVerdict.failed.colour
        }
    }

    /// A horizontal bar 0–100; a score that was not measured gets an empty bar and says why.
    static func bar(_ score: Double?, extraClass: String = "") -> String {
        guard let score, score.isFinite else { return "<span class=\"bar\(extraClass)\"></span>" }
        let width = Markup.number(min(max(score, 0), 100))
        return "<span class=\"bar\(extraClass)\"><span style=\"width:\(width)%;background:\(colour(score))\">"
            + "</span></span>"
    }

    private func row(_ name: String, _ score: Double?, missing: String, extraClass: String = "") -> String {
        let value =
            score.map { "<span class=\"value\">\(Markup.score($0))</span>" }
            ?? "<span class=\"value none\">\(Markup.escape(missing))</span>"
        return "<div class=\"bar-row\"><dt>\(Markup.escape(name))</dt>"
            + "<dd>\(Self.bar(score, extraClass: extraClass))\(value)</dd></div>"
    }
}
