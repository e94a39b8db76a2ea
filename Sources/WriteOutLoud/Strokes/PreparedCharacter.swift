/// A template character measured once for analysis: its strokes resampled, its size and its frame.
///
/// For a character still being written it holds only the strokes due so far, measured against the whole
/// character's size, so a stroke's position and proportion errors mean the same as in the finished character.
struct PreparedCharacter: Sendable {
    let template: CharacterTemplate
    let strokes: [PreparedStroke]
    /// The template strokes cleaned, as measured.
    let paths: [[Point]]
    /// Where each stroke's ends touch other strokes.
    let anchors: StrokeAnchors
    /// The stroke each 点 rests on, along which it may sit.
    let dots: DotPlacement
    /// The two parts the character divides into, if it does, each placed where the hand put it.
    let parts: PartPlacement
    /// Which ends of each stroke hook of their own, where a drawn stroke's join is kept: a sharp turn within a
    /// join's length of the model's end, or the end of a stroke whose type ends in a hook (a hand's 竖钩 hook may be
    /// shorter than the model's and point where the next stroke starts; ``Ligature/hooksAtEnd(_:)``).
    let hooks: [Ligature.Ends]
    /// Coarse resamplings used while searching for the alignment.
    let coarse: [[Point]]
    let lengths: [Double]
    /// Each pair of consecutive strokes joined end to start, coarsely resampled, and its length.
    let joinedCoarse: [[Point]]
    let joinedLengths: [Double]
    /// Evenly spaced samples of all the template's ink, for the aligner's chamfer cost.
    let samples: [Point]
    /// The box around the strokes held.
    let bounds: BoundingBox
    /// Where the first stroke not held starts (nil when every stroke is held): where a fluent hand's exit tail
    /// from the last stroke drawn so far points.
    let nextStart: Point?
    /// The whole character's longer side (never below a tenth of the template box); position and proportion
    /// errors are measured against it.
    let size: Double

    static let coarseCount = 12

    /// - Parameters:
    ///   - template: the character.
    ///   - strokesDue: how many of its strokes, from the first, to hold; all when nil.
    init(_ template: CharacterTemplate, strokesDue: Int? = nil) {
        let allPaths = template.strokes.map { Polyline.cleaned($0.points) }
        let whole = BoundingBox(allPaths.joined()) ?? BoundingBox(point: Point(x: 512, y: 512))
        let size = max(whole.longerSide, CharacterTemplate.boxSize / 10)
        let due = min(strokesDue ?? template.strokes.count, template.strokes.count)
        var held = template
        held.strokes = Array(template.strokes.prefix(due))
        let paths = Array(allPaths.prefix(due))
        self.template = held
        self.bounds = BoundingBox(paths.joined()) ?? whole
        nextStart = allPaths.indices.contains(due) ? allPaths[due].first : nil
        self.size = size
        self.paths = paths
        strokes = paths.map { PreparedStroke($0, characterSize: size) }
        anchors = StrokeAnchors(paths: paths, size: size)
        dots = DotPlacement(paths: paths, types: held.strokes.map(\.type), size: size)
        parts = PartPlacement(paths: paths, size: size)
        hooks = zip(paths, held.strokes).map { path, stroke in
            var own = Ligature.hooks(of: path, size: size)
            own.end = own.end || Ligature.hooksAtEnd(stroke.type)
            return own
        }
        coarse = paths.map { Polyline.resample($0, count: Self.coarseCount) }
        lengths = paths.map(Polyline.length)
        let joined = paths.indices.dropLast().map { paths[$0] + paths[$0 + 1] }
        joinedCoarse = joined.map { Polyline.resample($0, count: Self.coarseCount) }
        joinedLengths = joined.map(Polyline.length)
        samples = Array(paths.map { CharacterFrameAligner.samples($0, spacing: size / CharacterFrameAligner.density) }.joined())
    }
}
