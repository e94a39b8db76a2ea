/// Draws the learner's character over the faint template as SVG: the picture a learner looks at first.
///
/// Drawn strokes are fitted onto the template's box (see ``InkFit``), coloured by verdict (green passed, red
/// failed, grey extra), numbered at their start, and failed ones carry arrowheads showing the drawn direction.
/// Template strokes nobody drew are shown dashed in their template place. Every colour is a presentation
/// attribute, so the SVG looks the same standalone and inside the HTML report.
public struct SVGCharacterRenderer: Sendable {
    /// The language of the drawing's title and tooltips.
    public var language: FeedbackLanguage

    /// - Parameter language: the language of the title and tooltips; use the report's feedback language.
    public init(language: FeedbackLanguage = .en) {
        self.language = language
    }

    /// The drawing as a standalone SVG document.
    /// - Parameters:
    ///   - report: the engine's verdict on the recording.
    ///   - recording: the recording the report is about; its ink is drawn.
    ///   - template: the character's template; its strokes are the faint guide.
    /// - Returns: UTF-8 SVG text with an XML declaration.
    public func render(_ report: AnalysisReport, recording: Recording, template: CharacterTemplate) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + element(report, recording: recording, template: template, standalone: true) + "\n"
    }

    /// The `<svg>` element; a standalone one names the SVG namespace and a size, an inline one (for HTML,
    /// where the namespace is implied) leaves both to the page.
    func element(_ report: AnalysisReport, recording: Recording, template: CharacterTemplate, standalone: Bool)
        -> String
    {
        let matches = report.strokes.compactMap { stroke in stroke.drawn.map { (drawn: $0, template: stroke.index) } }
        let fit = InkFit(ink: recording.ink, template: template, matches: matches)
        let marks = DrawnStrokeMark.marks(report: report, ink: recording.ink)
        let drawn: [(mark: DrawnStrokeMark, path: [Point])] = marks.compactMap { mark in
            let path = recording.ink.strokes[mark.drawnIndex].path.filter(\.isFinite)
            guard let fit, !path.isEmpty else { return nil }
            return (mark, path.map(fit.apply))
        }
        let missing: [(number: Int, path: [Point])] = report.strokes.compactMap { stroke in
            let isDrawn = stroke.drawn.map { recording.ink.strokes.indices.contains($0) } ?? false
            guard !isDrawn, template.strokes.indices.contains(stroke.index) else { return nil }
            let path = template.strokes[stroke.index].points.filter(\.isFinite)
            return path.isEmpty ? nil : (stroke.index + 1, path)
        }

        let low = Self.padding.svg
        let size = (CharacterTemplate.boxSize + 2 * Self.padding).svg
        var svg = "<svg"
        if standalone {
            svg += " xmlns=\"http://www.w3.org/2000/svg\" width=\"512\" height=\"512\""
        }
        svg += " viewBox=\"-\(low) -\(low) \(size) \(size)\" class=\"character\" role=\"img\">"
        let labels = ReportLabels(language)
        svg += "<title>\(Markup.escape(labels.drawingTitle(report.character, report.learner)))</title>"
        svg += guideGrid()
        svg +=
            "<g fill=\"none\" stroke=\"#e4ddd0\" stroke-width=\"64\" stroke-linecap=\"round\" "
            + "stroke-linejoin=\"round\" class=\"template\">"
        svg += template.strokes.map { "<path d=\"\(Self.pathData($0.points.filter(\.isFinite)))\"/>" }.joined()
        svg += "</g>"
        svg += missing.map { Self.missingStroke(number: $0.number, path: $0.path, labels: labels) }.joined()
        svg += "<g fill=\"none\" stroke-width=\"24\" stroke-linecap=\"round\" stroke-linejoin=\"round\">"
        svg += drawn.map { Self.drawnStroke($0.mark, path: $0.path, labels: labels) }.joined()
        svg += "</g>"
        svg += drawn.filter { $0.mark.verdict == .failed }.map { Self.arrows($0.mark, path: $0.path) }.joined()
        svg += drawn.map { Self.badge(label: $0.mark.label, path: $0.path, verdict: $0.mark.verdict, hollow: false) }
            .joined()
        svg += missing.map { Self.badge(label: String($0.number), path: $0.path, verdict: .missing, hollow: true) }
            .joined()
        svg += "</svg>"
        return svg
    }

    /// Room around the 1024 box for badges placed just outside a stroke at the box edge.
    static let padding: Double = 48

    private static let badgeRadius: Double = 30

    /// The 米字格 practice square: a border, dashed centre lines and diagonals, as on exercise paper.
    private func guideGrid() -> String {
        let size = CharacterTemplate.boxSize.svg
        let half = (CharacterTemplate.boxSize / 2).svg
        return "<g fill=\"none\" stroke=\"#d8cfc0\" stroke-width=\"3\" class=\"grid\">"
            + "<rect x=\"0\" y=\"0\" width=\"\(size)\" height=\"\(size)\" fill=\"#fffdf8\" stroke-width=\"6\"/>"
            + "<path d=\"M0 \(half)H\(size)M\(half) 0V\(size)M0 0L\(size) \(size)M\(size) 0L0 \(size)\" "
            + "stroke-dasharray=\"18 14\"/></g>"
    }

    private static func drawnStroke(_ mark: DrawnStrokeMark, path: [Point], labels: ReportLabels) -> String {
        let title = "\(labels.strokeNumber(mark.label)): \(labels.verdict(mark.verdict))"
        return "<path d=\"\(pathData(path))\" stroke=\"\(mark.verdict.colour)\" "
            + "class=\"drawn \(mark.verdict.rawValue)\" data-stroke=\"\(Markup.escape(mark.label))\">"
            + "<title>\(Markup.escape(title))</title></path>"
    }

    private static func missingStroke(number: Int, path: [Point], labels: ReportLabels) -> String {
        let title = "\(labels.strokeNumber(String(number))): \(labels.missing)"
        return "<path d=\"\(pathData(path))\" fill=\"none\" stroke=\"\(StrokeVerdict.missing.colour)\" "
            + "stroke-width=\"14\" stroke-linecap=\"round\" stroke-linejoin=\"round\" stroke-dasharray=\"30 26\" class=\"missing\" "
            + "data-stroke=\"\(number)\"><title>\(Markup.escape(title))</title></path>"
    }

    private static func arrows(_ mark: DrawnStrokeMark, path: [Point]) -> String {
        let heads = DirectionArrows.heads(along: path, at: [0.55, 1], size: 46)
        guard !heads.isEmpty else { return "" }
        let polygons = heads.map { head in
            let points = [head.tip, head.left, head.right].map { "\($0.x.svg),\($0.y.svg)" }
            return "<polygon points=\"\(points.joined(separator: " "))\"/>"
        }
        return "<g fill=\"#7a1610\" stroke=\"#ffffff\" stroke-width=\"4\" stroke-linejoin=\"round\" "
            + "class=\"arrows\" data-stroke=\"\(Markup.escape(mark.label))\">\(polygons.joined())</g>"
    }

    /// A numbered disc just before the stroke's start, pushed back against its first direction so it does not
    /// hide the stroke itself.
    private static func badge(label: String, path: [Point], verdict: StrokeVerdict, hollow: Bool) -> String {
        guard let start = path.first else { return "" }
        let ahead = path.first { $0.distance(to: start) > 8 }
        let away = ahead.map { start - $0 } ?? Point(x: -1, y: -1)
        let offset = badgeRadius + 14
        let limit = padding - badgeRadius + 4
        var centre = start + away / away.length * offset
        centre.x = min(max(centre.x, -limit), CharacterTemplate.boxSize + limit)
        centre.y = min(max(centre.y, -limit), CharacterTemplate.boxSize + limit)
        let fontSize = label.count > 2 ? 24 : 34
        let fill = hollow ? "#ffffff" : verdict.colour
        let ink = hollow ? verdict.colour : "#ffffff"
        return "<g class=\"badge\"><circle cx=\"\(centre.x.svg)\" cy=\"\(centre.y.svg)\" "
            + "r=\"\(badgeRadius.svg)\" fill=\"\(fill)\" stroke=\"\(verdict.colour)\" stroke-width=\"5\"/>"
            + "<text x=\"\(centre.x.svg)\" y=\"\(centre.y.svg)\" dy=\"0.35em\" text-anchor=\"middle\" "
            + "font-family=\"sans-serif\" font-weight=\"bold\" font-size=\"\(fontSize)\" fill=\"\(ink)\">"
            + "\(Markup.escape(label))</text></g>"
    }

    /// SVG path data for a polyline; a single point becomes a zero-length segment, drawn as a dot by round caps.
    static func pathData(_ points: [Point]) -> String {
        guard let first = points.first else { return "" }
        let rest = points.count > 1 ? points.dropFirst() : [first]
        return "M\(first.x.svg) \(first.y.svg)"
            + rest.map { "L\($0.x.svg) \($0.y.svg)" }.joined()
    }
}

extension Double {
    /// This value as an SVG number (see ``Markup/number(_:)``).
    fileprivate var svg: String { Markup.number(self) }
}
