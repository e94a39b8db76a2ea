/// Turns decoded Scribble JSON into a ``ScribbleGlyph``, stopping at the first field that is wrong.
struct ScribbleValidator {
    /// The name errors give for the document.
    let file: String

    private func fail(_ field: String, _ problem: String) -> CharacterImportError {
        .invalidFile(file, field: field, problem: problem)
    }

    func glyph(from raw: RawGlyph) throws(CharacterImportError) -> ScribbleGlyph {
        guard raw.glyph.count == 1 else { throw fail("glyph", "is \"\(raw.glyph)\", not one character") }
        try check(raw.metrics)
        guard !raw.strokes.isEmpty else { throw fail("strokes", "is empty") }
        var strokes: [ScribbleStroke] = []
        for (index, stroke) in raw.strokes.enumerated() {
            strokes.append(try self.stroke(stroke, field: "strokes[\(index)]", metrics: raw.metrics))
        }
        try checkOrder(strokes)
        return ScribbleGlyph(glyph: raw.glyph, metrics: raw.metrics, strokes: strokes)
    }

    private func check(_ metrics: ScribbleMetrics) throws(CharacterImportError) {
        let values = [
            ("unitsPerEm", metrics.unitsPerEm), ("baseline", metrics.baseline), ("xHeight", metrics.xHeight),
            ("ascender", metrics.ascender), ("descender", metrics.descender),
            ("targetSlantDeg", metrics.targetSlantDeg),
        ]
        for (name, value) in values where !value.isFinite {
            throw fail("metrics.\(name)", "is not a finite number")
        }
        guard metrics.unitsPerEm > 0 else { throw fail("metrics.unitsPerEm", "is \(metrics.unitsPerEm), must be above 0") }
        guard metrics.descender < metrics.baseline, metrics.baseline < metrics.ascender,
            (metrics.ascender - metrics.descender).isFinite
        else {
            throw fail("metrics", "needs descender < baseline < ascender within finite range")
        }
        guard metrics.baseline < metrics.xHeight, metrics.xHeight <= metrics.ascender else {
            throw fail("metrics.xHeight", "is \(metrics.xHeight), must lie above the baseline and not above the ascender")
        }
        guard abs(metrics.targetSlantDeg) < 45 else {
            throw fail("metrics.targetSlantDeg", "is \(metrics.targetSlantDeg), must be between −45 and 45 degrees")
        }
    }

    private func point(_ pair: [Double], field: String) throws(CharacterImportError) -> Point {
        guard pair.count == 2, pair.allSatisfy(\.isFinite) else {
            throw fail(field, "is not an [x, y] pair of finite numbers")
        }
        return Point(pair: pair)
    }

    private func stroke(
        _ raw: RawGlyph.Stroke, field: String, metrics: ScribbleMetrics
    ) throws(CharacterImportError) -> ScribbleStroke {
        guard !raw.segments.isEmpty else { throw fail("\(field).segments", "is empty") }
        let tolerance = ScribbleGlyph.endpointTolerance * metrics.unitsPerEm
        var segments: [CubicBezier] = []
        for (index, segment) in raw.segments.enumerated() {
            let at = "\(field).segments[\(index)]"
            let bezier = CubicBezier(
                p0: try point(segment.p0, field: "\(at).p0"), c1: try point(segment.c1, field: "\(at).c1"),
                c2: try point(segment.c2, field: "\(at).c2"), p3: try point(segment.p3, field: "\(at).p3"))
            if let previous = segments.last {
                let gap = previous.p3.distance(to: bezier.p0)
                guard gap <= tolerance else {
                    throw fail("\(at).p0", "is \(units(gap)) units from the previous segment's p3 (tolerance \(units(tolerance)))")
                }
            }
            segments.append(bezier)
        }
        let reach = segments.flatMap { [$0.c1, $0.c2, $0.p3] }.map { $0.distance(to: segments[0].p0) }.max() ?? 0
        guard reach > 0 else { throw fail("\(field).segments", "all lie on one point; a stroke needs length") }
        let start = try point(raw.start, field: "\(field).start")
        let end = try point(raw.end, field: "\(field).end")
        let startGap = start.distance(to: segments[0].p0)
        guard startGap <= tolerance else {
            throw fail("\(field).start", "is \(units(startGap)) units from the first segment's p0 (tolerance \(units(tolerance)))")
        }
        let endGap = end.distance(to: segments[segments.count - 1].p3)
        guard endGap <= tolerance else {
            throw fail("\(field).end", "is \(units(endGap)) units from the last segment's p3 (tolerance \(units(tolerance)))")
        }
        if let joins = raw.joins {
            try checkJoin(joins.entry, at: start, field: "\(field).joins.entry", metrics: metrics)
            try checkJoin(joins.exit, at: end, field: "\(field).joins.exit", metrics: metrics)
        }
        if let tolerances = raw.tolerances {
            if let position = tolerances.position, !(position.isFinite && position > 0) {
                throw fail("\(field).tolerances.position", "is \(position), must be a finite number above 0")
            }
            if let direction = tolerances.direction, !(direction > 0 && direction <= 180) {
                throw fail("\(field).tolerances.direction", "is \(direction), must be above 0 and at most 180 degrees")
            }
        }
        return ScribbleStroke(
            order: raw.order, segments: segments, start: start, end: end, joins: raw.joins, tolerances: raw.tolerances)
    }

    /// A join must lie on its guide line, or letters joined on it would not meet.
    private func checkJoin(
        _ line: JoinLine, at point: Point, field: String, metrics: ScribbleMetrics
    ) throws(CharacterImportError) {
        let height: Double
        switch line {
        case .none: return
        case .baseline: height = metrics.baseline
        case .xHeight: height = metrics.xHeight
        }
        let tolerance = ScribbleGlyph.joinTolerance * metrics.unitsPerEm
        guard abs(point.y - height) <= tolerance else {
            throw fail(
                field, "is \(line.rawValue), but the stroke's point there is at y \(units(point.y)), not within "
                    + "\(units(tolerance)) of \(units(height))")
        }
    }

    /// `order` must number the strokes 1…n, each once.
    private func checkOrder(_ strokes: [ScribbleStroke]) throws(CharacterImportError) {
        var seen: [Int: Int] = [:]
        for (index, stroke) in strokes.enumerated() {
            if let first = seen[stroke.order] {
                throw fail("strokes[\(index)].order", "is \(stroke.order), already used by strokes[\(first)]")
            }
            seen[stroke.order] = index
        }
        let range = 1...strokes.count
        if let (index, stroke) = strokes.enumerated().first(where: { !range.contains($0.element.order) }) {
            let missing = range.first { seen[$0] == nil }.map { ", but order \($0) is missing" } ?? ""
            throw fail("strokes[\(index)].order", "is \(stroke.order)\(missing) (orders run 1…\(strokes.count))")
        }
    }

    private func units(_ value: Double) -> String {
        abs(value) < 1e9 && value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
