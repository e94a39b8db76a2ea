/// The square a learner is given to write one character in — the practice grid on a page, a box on a
/// worksheet — in the ink's canvas units. Its side stands for the template's 1024 box.
///
/// A finished character shows by itself where it was written and how big; an unfinished one does not (one
/// stroke can be fitted onto any stroke), so judging strokes as they land needs the box the learner aimed at.
public struct WritingBox: Hashable, Codable, Sendable {
    /// Left edge.
    public var x: Double
    /// Top edge (y grows downward).
    public var y: Double
    /// Side of the square.
    public var side: Double

    public init(x: Double, y: Double, side: Double) {
        self.x = x
        self.y = y
        self.side = side
    }

    /// The largest square centred on the canvas: what a page that draws its grid over the whole canvas gives.
    public static func centred(onCanvasWidth width: Double, height: Double) -> WritingBox {
        let side = min(width, height)
        return WritingBox(x: (width - side) / 2, y: (height - side) / 2, side: side)
    }

    /// Whether the box can place a character: a finite, positive side and finite edges.
    public var isUsable: Bool { side > 0 && side.isFinite && x.isFinite && y.isFinite }

    /// The frame this box implies: its square onto the template box, no rotation.
    var templateFrame: SimilarityTransform {
        let scale = CharacterTemplate.boxSize / side
        return SimilarityTransform(scale: scale, rotation: 0, translation: Point(x: -x * scale, y: -y * scale))
    }
}
