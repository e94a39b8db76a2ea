import Foundation

/// Draws when the pen moved and when the voice spoke, one lane each, with each stroke joined to its word.
///
/// The pen lane has a bar per drawn stroke, coloured by verdict and labelled with its number; the voice lane
/// a bar per recognised word with its text (green: the right name for its stroke, red: a wrong one, grey: a
/// word given to no stroke). A line joins each stroke to the word assigned to it: solid when they overlap in
/// time, dashed amber when the voice came before or after the pen. Output is inline SVG for the HTML report.
struct TimelineRenderer: Sendable {
    var labels: ReportLabels
    private let width: Double = 1000
    private let gutter: Double = 64
    private let right: Double = 16
    private let penTop: Double = 34
    private let voiceTop: Double = 118
    private let laneHeight: Double = 36
    private let axisY: Double = 186
    private let height: Double = 210
    /// Narrowest bar drawn, so a zero-duration stroke or word still shows.
    private let minimumBar: Double = 6

    /// A bar: what it is, when, and how it looks.
    private struct Bar {
        var span: TimeSpan
        var label: String
        var colour: String
        var kind: String
    }

    /// The timeline as an inline `<svg>` element; times are the ink clock's, spans that are not finite are left out.
    func render(_ report: AnalysisReport, recording: Recording) -> String {
        let marks = DrawnStrokeMark.marks(report: report, ink: recording.ink)
        let pen: [Bar] = marks.compactMap { mark in
            let stroke = recording.ink.strokes[mark.drawnIndex]
            guard let start = stroke.start, let end = stroke.end, start.isFinite, end.isFinite else { return nil }
            return Bar(
                span: TimeSpan(start: start, end: end), label: mark.label, colour: mark.verdict.colour,
                kind: "pen \(mark.verdict.rawValue)")
        }
        let assigned = report.strokes.compactMap { stroke -> (StrokeReport, TimeSpan)? in
            guard let speech = stroke.speech, speech.heard != nil, let start = speech.start, let end = speech.end,
                start.isFinite, end.isFinite
            else { return nil }
            return (stroke, TimeSpan(start: start, end: end))
        }
        let voice: [Bar] = report.speech.words.filter { $0.start.isFinite && $0.end.isFinite }.map { word in
            let span = TimeSpan(start: word.start, end: word.end)
            let owner = assigned.first { $0.1 == span && $0.0.speech?.heard == word.word }?.0
            let colour = owner.map {
                $0.speech?.matched == true ? StrokeVerdict.passed.colour : StrokeVerdict.failed.colour
            }
            return Bar(span: span, label: word.word, colour: colour ?? StrokeVerdict.extra.colour, kind: "word")
        }
        let axis = TimeAxis(spans: pen.map(\.span) + voice.map(\.span))

        var svg = "<svg viewBox=\"0 0 \(Markup.number(width)) \(Markup.number(height))\" class=\"timeline\" "
        svg += "role=\"img\" font-family=\"sans-serif\"><title>\(Markup.escape(labels.timelineTitle))</title>"
        svg += lanes(report.speech, wordCount: voice.count, penCount: pen.count)
        svg += ticks(axis)
        svg += connectors(report, recording: recording, axis: axis)
        svg += pen.map { bar($0, top: penTop, axis: axis, labelBelow: false) }.joined()
        svg += voice.map { bar($0, top: voiceTop, axis: axis, labelBelow: true) }.joined()
        svg += "</svg>"
        return svg
    }

    private func x(_ time: Double, _ axis: TimeAxis) -> Double {
        gutter + axis.fraction(time) * (width - gutter - right)
    }

    private func lanes(_ speech: SpeechSummary, wordCount: Int, penCount: Int) -> String {
        var svg = ""
        for (name, top) in [(labels.pen, penTop), (labels.voice, voiceTop)] {
            svg +=
                "<rect x=\"\(Markup.number(gutter))\" y=\"\(Markup.number(top))\" "
                + "width=\"\(Markup.number(width - gutter - right))\" height=\"\(Markup.number(laneHeight))\" "
                + "rx=\"6\" fill=\"#f3efe7\"/>"
                + "<text x=\"\(Markup.number(gutter - 10))\" y=\"\(Markup.number(top + laneHeight / 2))\" "
                + "dy=\"0.35em\" text-anchor=\"end\" font-size=\"16\" font-weight=\"bold\" fill=\"#4a4238\">"
                + "\(Markup.escape(name))</text>"
        }
        let empty: String? =
            switch speech.status {
            case .notRecorded: labels.noVoice
            case .skipped: labels.voiceNotAnalysed
            case .recognised: wordCount == 0 ? labels.nothingWasHeard : nil
            }
        let notes = [(penCount == 0 ? labels.noStrokes : nil, penTop), (empty, voiceTop)]
        for case (let note?, let top) in notes {
            svg +=
                "<text x=\"\(Markup.number((gutter + width - right) / 2))\" "
                + "y=\"\(Markup.number(top + laneHeight / 2))\" dy=\"0.35em\" text-anchor=\"middle\" font-size=\"16\" "
                + "font-style=\"italic\" fill=\"#6f665a\" class=\"lane-note\">\(Markup.escape(note))</text>"
        }
        return svg
    }

    private func ticks(_ axis: TimeAxis) -> String {
        axis.ticks().map { time in
            let position = Markup.number(x(time, axis))
            let text = String(format: "%g", (time * 1e6).rounded() / 1e6)
            return "<line x1=\"\(position)\" x2=\"\(position)\" y1=\"\(Markup.number(penTop - 6))\" "
                + "y2=\"\(Markup.number(axisY - 8))\" stroke=\"#e2dbcf\" stroke-width=\"1\"/>"
                + "<text x=\"\(position)\" y=\"\(Markup.number(axisY + 10))\" text-anchor=\"middle\" font-size=\"16\" "
                + "fill=\"#6f665a\">\(text) s</text>"
        }.joined()
    }

    /// One line per stroke that has both a drawn span and a word, from the middle of one to the middle of the other.
    private func connectors(_ report: AnalysisReport, recording: Recording, axis: TimeAxis) -> String {
        report.strokes.compactMap { stroke -> String? in
            guard let drawn = stroke.drawn, recording.ink.strokes.indices.contains(drawn),
                let penStart = recording.ink.strokes[drawn].start, let penEnd = recording.ink.strokes[drawn].end,
                let speech = stroke.speech, speech.heard != nil, let start = speech.start, let end = speech.end,
                [penStart, penEnd, start, end].allSatisfy(\.isFinite)
            else { return nil }
            let together = stroke.concurrency?.relation == .during
            let colour = together ? "#1f8a4c" : "#c77800"
            let dash = together ? "" : " stroke-dasharray=\"6 5\""
            return "<line x1=\"\(Markup.number(x((penStart + penEnd) / 2, axis)))\" "
                + "y1=\"\(Markup.number(penTop + laneHeight))\" x2=\"\(Markup.number(x((start + end) / 2, axis)))\" "
                + "y2=\"\(Markup.number(voiceTop))\" stroke=\"\(colour)\" stroke-width=\"2.5\"\(dash) class=\"pair\" "
                + "data-stroke=\"\(stroke.index + 1)\"/>"
        }.joined()
    }

    /// A bar with its label inside when it fits, else just outside the lane.
    private func bar(_ bar: Bar, top: Double, axis: TimeAxis, labelBelow: Bool) -> String {
        let left = x(bar.span.start, axis)
        let natural = x(bar.span.end, axis) - left
        let barWidth = max(natural, minimumBar)
        let barLeft = left - (barWidth - natural) / 2
        let centre = barLeft + barWidth / 2
        let label = Markup.escape(bar.label)
        let fits = Double(estimatedWidth(bar.label, fontSize: 17)) + 8 <= barWidth
        let textY = fits ? top + laneHeight / 2 : (labelBelow ? top + laneHeight + 14 : top - 8)
        let textColour = fits ? "#ffffff" : "#2d2720"
        return "<g class=\"\(bar.kind)\"><rect x=\"\(Markup.number(barLeft))\" y=\"\(Markup.number(top + 4))\" "
            + "width=\"\(Markup.number(barWidth))\" height=\"\(Markup.number(laneHeight - 8))\" rx=\"4\" "
            + "fill=\"\(bar.colour)\"><title>\(label): \(Markup.seconds(bar.span.start)) – "
            + "\(Markup.seconds(bar.span.end))</title></rect>"
            + "<text x=\"\(Markup.number(centre))\" y=\"\(Markup.number(textY))\" dy=\"0.35em\" text-anchor=\"middle\" "
            + "font-size=\"17\" font-weight=\"bold\" fill=\"\(textColour)\">\(label)</text></g>"
    }

    /// A rough width in user units: CJK characters are square, Latin ones a little over half as wide.
    private func estimatedWidth(_ text: String, fontSize: Double) -> Int {
        let units = text.unicodeScalars.reduce(0.0) { sum, scalar in
            sum + (scalar.value >= 0x2E80 ? 1.0 : 0.6)
        }
        return Int((units * fontSize).rounded(.up))
    }
}
