/// The per-stroke table of the HTML report: one row per template stroke saying how it was drawn, what was
/// heard for it and when, with the tips. On a phone each row becomes a card (see ``ReportStyleSheet``).
struct StrokeTableRenderer: Sendable {
    func render(_ report: AnalysisReport, recording: Recording) -> String {
        let headings = ["#", "Stroke", "Drawing", "Dimensions", "Heard", "Timing", "Tips"]
        var html = "<section><h2>Stroke by stroke</h2><div class=\"scroll\"><table class=\"strokes\"><thead><tr>"
        html += headings.map { "<th>\(Markup.escape($0))</th>" }.joined()
        html += "</tr></thead><tbody>"
        html += report.strokes.map { row($0, speech: report.speech.status, ink: recording.ink) }.joined()
        html += "</tbody></table></div>"
        if !report.extraStrokes.isEmpty {
            let numbers = report.extraStrokes.map { "+\($0 + 1)" }.joined(separator: ", ")
            html += "<p class=\"meta\">Extra strokes (grey, numbered in the order you drew them): \(numbers)</p>"
        }
        html += "</section>"
        return html
    }

    private func row(_ stroke: StrokeReport, speech status: SpeechStatus, ink: Ink) -> String {
        let isDrawn = stroke.drawn.map { ink.strokes.indices.contains($0) } ?? false
        let verdict: StrokeVerdict = !isDrawn ? .missing : (stroke.passed ? .passed : .failed)
        let number = stroke.index + 1
        let cells = [
            ("Number", "<span class=\"num\">\(number)</span>"),
            ("Stroke", name(stroke)),
            ("Drawing", drawing(stroke, verdict: verdict)),
            ("Dimensions", isDrawn ? dimensions(stroke.scores) : "<span class=\"none\">not drawn</span>"),
            ("Heard", heard(stroke.speech, status: status)),
            ("Timing", timing(stroke, status: status, drawn: isDrawn)),
            ("Tips", tips(stroke.tips)),
        ]
        return "<tr class=\"stroke-row \(verdict.rawValue)\" data-stroke=\"\(number)\">"
            + cells.map { "<td data-label=\"\($0.0)\" class=\"col-\($0.0.lowercased())\"><div>\($0.1)</div></td>" }
            .joined() + "</tr>"
    }

    private func name(_ stroke: StrokeReport) -> String {
        var html =
            "<span class=\"hanzi\" lang=\"zh-Hans\">\(Markup.escape(stroke.expected.name))</span> "
            + "<span class=\"pinyin\">\(Markup.escape(stroke.expected.pinyin))</span>"
        html += "<br/><span class=\"meta\">\(Markup.escape(stroke.expected.type.english))</span>"
        if let seen = stroke.recognizedType, seen != stroke.expected.type {
            html +=
                "<br/><span class=\"meta\">looks like <span lang=\"zh-Hans\">\(Markup.escape(seen.name))</span> "
                + "\(Markup.escape(seen.pinyin))</span>"
        }
        return html
    }

    private func drawing(_ stroke: StrokeReport, verdict: StrokeVerdict) -> String {
        guard verdict != .missing else { return "<span class=\"bad\">missing</span>" }
        let mark = stroke.passed ? "<span class=\"ok\">✓ passed</span>" : "<span class=\"bad\">✗ needs work</span>"
        return "<strong>\(Markup.score(stroke.accuracy))</strong>/100 \(mark)"
    }

    private func dimensions(_ scores: DimensionScores) -> String {
        let parts = [
            ("shape", scores.shape), ("direction", scores.direction), ("position", scores.position),
            ("proportion", scores.proportion),
        ]
        return "<div class=\"dims\">"
            + parts.map { label, value in
                "<span>\(label)</span>\(ScoreBreakdownRenderer.bar(value))"
                    + "<span class=\"value\">\(Markup.score(value))</span>"
            }.joined() + "</div>"
    }

    private func heard(_ speech: SpeechVerdict?, status: SpeechStatus) -> String {
        guard let speech else { return "<span class=\"none\">\(Markup.escape(status.rawValue))</span>" }
        guard let heard = speech.heard else { return "<span class=\"bad\">nothing heard</span>" }
        let word = "“<span lang=\"\(speech.language == .en ? "en" : "zh")\">\(Markup.escape(heard))</span>”"
        if speech.matched {
            let note = speech.homophone ? " <span class=\"meta\">(sounds the same)</span>" : ""
            return "\(word) <span class=\"ok\">✓</span>\(note)"
        }
        let meant =
            speech.heardName.map {
                " <span class=\"meta\">that is <span lang=\"zh-Hans\">\(Markup.escape($0.name))</span> "
                    + "\(Markup.escape($0.pinyin))</span>"
            } ?? ""
        return "\(word) <span class=\"bad\">✗ wrong name</span>\(meant)"
    }

    private func timing(_ stroke: StrokeReport, status: SpeechStatus, drawn: Bool) -> String {
        guard let verdict = stroke.concurrency else {
            if stroke.speech == nil { return "<span class=\"none\">\(Markup.escape(status.rawValue))</span>" }
            return "<span class=\"none\">\(drawn ? "nothing to time" : "not drawn")</span>"
        }
        let words: String =
            switch verdict.relation {
            case .during: "<span class=\"ok\">while drawing</span>"
            case .before: "<span class=\"late\">before the pen</span>"
            case .after: "<span class=\"late\">after the pen</span>"
            }
        return "\(words)<br/><span class=\"meta\">voice \(Markup.signedSeconds(verdict.lag)) from pen-down · "
            + "overlap \(Markup.score(verdict.overlap * 100))% · score \(Markup.score(verdict.score))</span>"
    }

    private func tips(_ tips: [String]) -> String {
        guard !tips.isEmpty else { return "<span class=\"none\">—</span>" }
        return "<ul>" + tips.map { "<li>\(Markup.escape($0))</li>" }.joined() + "</ul>"
    }
}
