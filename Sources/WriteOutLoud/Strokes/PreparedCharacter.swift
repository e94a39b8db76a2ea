/// A template character measured once for analysis: its strokes resampled, its size and its frame.
struct PreparedCharacter: Sendable {
    let template: CharacterTemplate
    let strokes: [PreparedStroke]
    /// Coarse resamplings used while searching for the alignment.
    let coarse: [[Point]]
    let lengths: [Double]
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
        strokes = paths.map { PreparedStroke($0, characterSize: size) }
        coarse = paths.map { Polyline.resample($0, count: Self.coarseCount) }
        lengths = paths.map(Polyline.length)
    }
}
