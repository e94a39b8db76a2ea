import Testing
@testable import WriteOutLoud

/// A box with a short 竖 hanging from its top onto a middle 横. The middle 横 drawn far down, with the 竖 drawn
/// down to it: the 竖 is twice its model's length, and its moved neighbour may not excuse that.
@Suite struct AnchorStretchTests {
    static let types: [StrokeType] = [.shu, .hengzhe, .shu, .heng, .heng]
    static let paths: [[Point]] = [
        [[300, 200], [300, 900]],
        [[300, 200], [700, 200], [700, 900]],
        [[500, 200], [500, 500]],
        [[300, 500], [700, 500]],
        [[300, 900], [700, 900]],
    ].map { $0.map { Point(x: $0[0], y: $0[1]) } }
    static let size = 700.0

    let anchors = StrokeAnchors(paths: Self.paths, size: Self.size)

    /// The drawing with the middle 横 at `y` and the 竖 drawn down to it.
    private func drawn(middleAt y: Double) -> [[Point]] {
        var drawn = Self.paths
        drawn[2] = [Point(x: 500, y: 200), Point(x: 500, y: y)]
        drawn[3] = [Point(x: 300, y: y), Point(x: 700, y: y)]
        return drawn
    }

    @Test func aNeighbourMayLengthenAModelByAQuarterAtMost() throws {
        let little = drawn(middleAt: 560)
        let placed = try #require(anchors.placed(Self.paths[2], stroke: 2, drawn: little[2], size: Self.size) { little[$0] })
        #expect(abs(Polyline.length(placed) - 360) < 5)
        let far = drawn(middleAt: 800)
        #expect(anchors.placed(Self.paths[2], stroke: 2, drawn: far[2], size: Self.size) { far[$0] } == nil)
    }

    @Test func aStrokeTwiceItsModelsLengthFailsThoughItMeetsItsMovedNeighbour() {
        let template = CharacterTemplate(
            character: "test", pinyin: [], source: "test",
            strokes: zip(Self.types, Self.paths).map { TemplateStroke(type: $0, points: $1) })
        let analysis = StrokeAnalyzer().analyze(StrokeFixtures.ink(drawn(middleAt: 800)), against: template)
        #expect(analysis.strokes[2].drawnIndex == 2)
        #expect(!analysis.strokes[2].passed, "\(analysis.strokes[2].scores)")
    }
}
