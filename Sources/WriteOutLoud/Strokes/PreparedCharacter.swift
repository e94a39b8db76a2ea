/// A template character measured once for analysis: its strokes resampled, its size and its frame.
struct PreparedCharacter: Sendable {
    let template: CharacterTemplate
    let strokes: [PreparedStroke]
    /// The template strokes cleaned, as measured.
    let paths: [[Point]]
    /// Where each stroke's ends touch other strokes.
    let anchors: StrokeAnchors
    /// Coarse resamplings used while searching for the alignment.
    let coarse: [[Point]]
    let lengths: [Double]
    /// Each pair of consecutive strokes joined end to start, coarsely resampled, and its length.
    let joinedCoarse: [[Point]]
    let joinedLengths: [Double]
    /// Evenly spaced samples of all the template's ink, for the aligner's chamfer cost.
    let samples: [Point]
    let bounds: BoundingBox
    /// The character's longer side (never below a tenth of the template box); position and proportion
    /// errors are measured against it.
    let size: Double

    static let coarseCount = 12

    init(_ template: CharacterTemplate) {
        self.template = template
        let paths = template.strokes.map { Polyline.cleaned($0.points) }
        let bounds = BoundingBox(paths.joined()) ?? BoundingBox(point: Point(x: 512, y: 512))
        let size = max(bounds.longerSide, CharacterTemplate.boxSize / 10)
        self.bounds = bounds
        self.size = size
        self.paths = paths
        strokes = paths.map { PreparedStroke($0, characterSize: size) }
        anchors = StrokeAnchors(paths: paths, size: size)
        coarse = paths.map { Polyline.resample($0, count: Self.coarseCount) }
        lengths = paths.map(Polyline.length)
        let joined = paths.indices.dropLast().map { paths[$0] + paths[$0 + 1] }
        joinedCoarse = joined.map { Polyline.resample($0, count: Self.coarseCount) }
        joinedLengths = joined.map(Polyline.length)
        samples = Array(paths.map { CharacterFrameAligner.samples($0, spacing: size / CharacterFrameAligner.density) }.joined())
    }
}
