/// Builds a cursive word's template from its letters' templates: the letters laid out left to right, each
/// placed so that its entry starts where the previous letter's exit ends, on the guide line they share
/// (`joins` in `docs/scribble-format.md`), as a fluent hand joins them.
///
/// The word's strokes are the letters' strokes, letter after letter; the layout (``CursiveWordLayout``) says
/// whose each stroke is. A word too wide for the 1024 box is scaled to fit it and centred, as a wide letter is
/// on import, so the template is an ordinary one in every other respect.
public struct CursiveWordComposer: Sendable {
    /// Space between letters that do not join (after a letter with no exit, or before one with no entry), in
    /// box units.
    public static let unjoinedGap = 60.0
    /// Space kept free on each side of the box.
    public static let margin = 32.0
    /// The longest word composed: far past any word a learner writes in one box.
    public static let maximumLetters = 24

    public init() {}

    /// Whether `text` is asked for as a cursive word rather than one character: two or more Latin letters
    /// (a–z, A–Z) and nothing else.
    public static func isWord(_ text: String) -> Bool {
        text.count >= 2 && text.count <= maximumLetters
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    /// The template of `word` from its letters' templates, in order.
    public func compose(_ word: String, from letters: [CharacterTemplate]) -> CharacterTemplate {
        var strokes: [TemplateStroke] = []
        var placed: [CursiveWordLetter] = []
        var joins: [CursiveWordJoin] = []
        /// The previous letter's exit: its word-stroke index, where it ends and on which line.
        var previousExit: (stroke: Int, point: Point, line: JoinLine)?
        var previousRight = 0.0
        for (index, letter) in letters.enumerated() {
            let entry = Self.end(of: letter, entry: true)
            var offset = Point.zero
            var join: CursiveWordJoin?
            if let exit = previousExit, let entry {
                offset = Point(x: exit.point.x - entry.point.x, y: 0)
                join = CursiveWordJoin(after: index - 1, line: exit.line, point: Point(x: exit.point.x, y: entry.point.y))
            } else if index > 0 {
                let left = letter.strokes.flatMap(\.points).map(\.x).min() ?? 0
                offset = Point(x: previousRight + Self.unjoinedGap - left, y: 0)
            }
            var own = letter.strokes.map { stroke in
                var moved = stroke
                moved.points = stroke.points.map { $0 + offset }
                return moved
            }
            if let join, let exit = previousExit, let entry {
                strokes[exit.stroke].points[strokes[exit.stroke].points.count - 1] = join.point
                own[entry.stroke].points[0] = join.point
                joins.append(join)
            }
            placed.append(
                CursiveWordLetter(
                    letter: letter.character, firstStroke: strokes.count, strokeCount: own.count, scale: 1,
                    offset: offset))
            previousExit = Self.end(of: letter, entry: false).map {
                (strokes.count + $0.stroke, $0.point + offset, $0.line)
            }
            strokes += own
            previousRight = own.flatMap(\.points).map(\.x).max() ?? previousRight
        }
        let sources = Set(letters.map(\.source))
        return fitted(
            word, source: sources.count == 1 ? sources.first! : "composed", strokes: strokes,
            layout: CursiveWordLayout(letters: placed, joins: joins))
    }

    /// A letter's entry (where its first joining stroke starts) or exit (where its last joining stroke ends),
    /// or nil when it does not join on that side.
    private static func end(of letter: CharacterTemplate, entry: Bool) -> (stroke: Int, point: Point, line: JoinLine)? {
        let indices = entry ? Array(letter.strokes.indices) : letter.strokes.indices.reversed()
        for index in indices {
            let stroke = letter.strokes[index]
            let line = (entry ? stroke.joins?.entry : stroke.joins?.exit) ?? JoinLine.none
            guard line != .none, let point = entry ? stroke.points.first : stroke.points.last else { continue }
            return (index, point, line)
        }
        return nil
    }

    /// The laid-out word scaled into the box (never enlarged), centred, points rounded to whole units; its
    /// source is its letters' when they share one.
    private func fitted(_ word: String, source: String, strokes: [TemplateStroke], layout: CursiveWordLayout) -> CharacterTemplate {
        let points = strokes.flatMap(\.points)
        let box = CharacterTemplate.boxSize
        let (left, right) = (points.map(\.x).min() ?? 0, points.map(\.x).max() ?? 0)
        let scale = min(1, (box - 2 * Self.margin) / max(right - left, 1))
        let centre = Point(x: (left + right) / 2, y: box / 2)
        let middle = Point(x: box / 2, y: box / 2)
        func fit(_ point: Point) -> Point { (point - centre) * scale + middle }
        let fittedStrokes = strokes.map { stroke in
            var moved = stroke
            moved.points = stroke.points.map { fit($0).rounded }
            moved.tolerances = stroke.tolerances.map { tolerances in
                var scaled = tolerances
                scaled.position = tolerances.position.map { ($0 * scale).rounded() }
                return scaled
            }
            return moved
        }
        var fittedLayout = layout
        fittedLayout.letters = layout.letters.map { letter in
            var moved = letter
            moved.scale = letter.scale * scale
            moved.offset = fit(letter.offset)
            return moved
        }
        fittedLayout.joins = layout.joins.map { join in
            var moved = join
            moved.point = fit(join.point).rounded
            return moved
        }
        return CharacterTemplate(
            character: word, pinyin: [], definition: "cursive word \(word)", source: source, script: .latin,
            strokes: fittedStrokes, word: fittedLayout)
    }
}

extension Point {
    /// The point at whole units, as template files store them.
    fileprivate var rounded: Point { Point(x: x.rounded(), y: y.rounded()) }
}
