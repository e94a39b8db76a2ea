/// The per-stroke table of the HTML report: one row per template stroke saying how it was drawn, what was
/// heard for it and when, with the engine's advice. On a phone each row becomes a card (see ``ReportStyleSheet``).
struct StrokeTableRenderer: Sendable {
    var labels: ReportLabels

    func render(_ report: AnalysisReport, recording: Recording) -> String {
        let columns = labels.columns
        let headings = [
            columns.number, columns.stroke, columns.drawing, columns.dimensions, columns.heard, columns.timing,
            columns.advice,
        ]
        var html = "<section><h2>\(Markup.escape(labels.strokeByStroke))</h2><div class=\"scroll\">"
        html += "<table class=\"strokes\"><thead><tr>"
        html += headings.map { "<th>\(Markup.escape($0))</th>" }.joined()
        html += "</tr></thead><tbody>"
        html += report.strokes.map { row($0, speech: report.speech.status, ink: recording.ink) }.joined()
        html += "</tbody></table></div>"
        if !report.extraStrokes.isEmpty {
            let numbers = report.extraStrokes.map { "+\($0 + 1)" }.joined(separator: ", ")
            html += "<p class=\"meta\">\(Markup.escape(labels.extraStrokes)): \(numbers)</p>"
        }
        html += "</section>"
        return html
    }

    private func row(_ stroke: StrokeReport, speech status: SpeechStatus, ink: Ink) -> String {
        let isDrawn = stroke.drawn.map { ink.strokes.indices.contains($0) } ?? false
        let verdict: StrokeVerdict = !isDrawn ? .missing : (stroke.passed ? .passed : .failed)
        let number = stroke.index + 1
        let columns = labels.columns
        let cells = [
            ("number", columns.number, "<span class=\"num\">\(number)</span>"),
            ("stroke", columns.stroke, name(stroke)),
            ("drawing", columns.drawing, drawing(stroke, verdict: verdict)),
            ("dimensions", columns.dimensions, isDrawn ? dimensions(stroke.scores) : none(labels.notDrawn)),
            ("heard", columns.heard, stroke.expected.type == nil ? none(labels.noName) : heard(stroke.speech, status: status)),
            ("timing", columns.timing, timing(stroke, status: status, drawn: isDrawn)),
            ("advice", columns.advice, advice(stroke)),
        ]
        return "<tr class=\"stroke-row \(verdict.rawValue)\" data-stroke=\"\(number)\">"
            + cells.map { key, label, content in
                "<td data-label=\"\(Markup.escape(label))\" class=\"col-\(key)\"><div>\(content)</div></td>"
            }.joined() + "</tr>"
    }

    private func none(_ text: String) -> String {
        "<span class=\"none\">\(Markup.escape(text))</span>"
    }

    private func name(_ stroke: StrokeReport) -> String {
        guard let expected = stroke.expected.type else {
            return stroke.expected.letter.map { "<span class=\"letter\">\(Markup.escape($0.label))</span>" }
                ?? none(labels.noName)
        }
        var html =
            "<span class=\"hanzi\" lang=\"zh-Hans\">\(Markup.escape(expected.name))</span> "
            + "<span class=\"pinyin\">\(Markup.escape(expected.pinyin))</span>"
        if labels.showsEnglishStrokeNames {
            html += "<br/><span class=\"meta\">\(Markup.escape(expected.english))</span>"
        }
        if let seen = stroke.recognizedType, seen != expected {
            html +=
                "<br/><span class=\"meta\">\(Markup.escape(labels.looksLike)) "
                + "<span lang=\"zh-Hans\">\(Markup.escape(seen.name))</span> \(Markup.escape(seen.pinyin))</span>"
        }
        return html
    }

    private func drawing(_ stroke: StrokeReport, verdict: StrokeVerdict) -> String {
        guard verdict != .missing else { return "<span class=\"bad\">\(Markup.escape(labels.missing))</span>" }
        let mark =
            stroke.passed
            ? "<span class=\"ok\">✓ \(Markup.escape(labels.passed))</span>"
            : "<span class=\"bad\">✗ \(Markup.escape(labels.needsWork))</span>"
        return "<strong>\(Markup.score(stroke.accuracy))</strong>/100 \(mark)"
    }

    private func dimensions(_ scores: DimensionScores) -> String {
        let parts = [
            (labels.shape, scores.shape), (labels.direction, scores.direction), (labels.position, scores.position),
            (labels.proportion, scores.proportion),
        ]
        return "<div class=\"dims\">"
            + parts.map { label, value in
                "<span>\(Markup.escape(label))</span>\(ScoreBreakdownRenderer.bar(value))"
                    + "<span class=\"value\">\(Markup.score(value))</span>"
            }.joined() + "</div>"
    }

    private func heard(_ speech: SpeechVerdict?, status: SpeechStatus) -> String {
        guard let speech else { return none(labels.speechStatus(status)) }
        guard let heard = speech.heard else {
            return "<span class=\"bad\">\(Markup.escape(labels.nothingHeard))</span>"
        }
        let word = "“<span lang=\"\(speech.language == .en ? "en" : "zh")\">\(Markup.escape(heard))</span>”"
        let tone = ToneVerdictWording.note(speech.tone, language: labels.language)
            .map { " <span class=\"meta tone\">(\(Markup.escape($0)))</span>" } ?? ""
        if speech.matched {
            let note = speech.homophone ? " <span class=\"meta\">(\(Markup.escape(labels.soundsTheSame)))</span>" : ""
            return "\(word) <span class=\"ok\">✓</span>\(note)\(tone)"
        }
        let meant =
            speech.heardName.map {
                " <span class=\"meta\">\(Markup.escape(labels.thatIs)) "
                    + "<span lang=\"zh-Hans\">\(Markup.escape($0.name))</span> \(Markup.escape($0.pinyin))</span>"
            } ?? ""
        return "\(word) <span class=\"bad\">✗ \(Markup.escape(labels.wrongName))</span>\(meant)\(tone)"
    }

    private func timing(_ stroke: StrokeReport, status: SpeechStatus, drawn: Bool) -> String {
        guard let verdict = stroke.concurrency else {
            if stroke.expected.type == nil { return none(labels.noName) }
            if stroke.speech == nil { return none(labels.speechStatus(status)) }
            return none(drawn ? labels.nothingToTime : labels.notDrawn)
        }
        let words: String =
            switch verdict.relation {
            case .during: "<span class=\"ok\">\(Markup.escape(labels.whileDrawing))</span>"
            case .before: "<span class=\"late\">\(Markup.escape(labels.beforeThePen))</span>"
            case .after: "<span class=\"late\">\(Markup.escape(labels.afterThePen))</span>"
            }
        let details = [
            labels.voiceLag(Markup.signedSeconds(verdict.lag)),
            "\(labels.overlap) \(Markup.score(verdict.overlap * 100))%",
            "\(labels.score) \(Markup.score(verdict.score))",
        ]
        return "\(words)<br/><span class=\"meta\">\(Markup.escape(details.joined(separator: " · ")))</span>"
    }

    /// The engine's sentences about the stroke (drawing, then its tips, then name and timing), each once.
    private func advice(_ stroke: StrokeReport) -> String {
        let sentences =
            [stroke.feedback.stroke] + stroke.tips
            + [stroke.feedback.speech, stroke.feedback.timing]
            .compactMap { $0 }
        var seen = Set<String>()
        let unique = sentences.filter { !$0.isEmpty && seen.insert($0).inserted }
        guard !unique.isEmpty else { return none("—") }
        return "<ul>" + unique.map { "<li>\(Markup.escape($0))</li>" }.joined() + "</ul>"
    }
}
