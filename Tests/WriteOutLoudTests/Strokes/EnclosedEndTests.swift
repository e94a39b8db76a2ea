import Testing
@testable import WriteOutLoud

/// The shipped 日 (hanzi-writer-data, Arphic Public License): its inner 横 starts at the left side and stops
/// 0.18 of the character short of the right side, as the Kaiti font leaves it open. A reader accepts it drawn
/// on to the right side, or stopping short of it, but not drawn across it.
@Suite struct EnclosedEndTests {
    let template: CharacterTemplate
    let paths: [[Point]]
    let size: Double
    let anchors: StrokeAnchors

    init() throws {
        template = try StrokeFixtures.template("日")
        paths = template.strokes.map { Polyline.cleaned($0.points) }
        size = try #require(BoundingBox(paths.joined())).longerSide
        anchors = StrokeAnchors(paths: paths, size: size)
    }

    /// Where the right side (the 横折's downstroke) is at the inner 横's height.
    private var rightSide: Double {
        get throws {
            let end = try #require(paths[2].last)
            return try #require(paths[1].filter { abs($0.y - end.y) < 150 }.map(\.x).max())
        }
    }

    /// The inner 横 with its end moved to `x`, everything else as the template draws it.
    private func innerStroke(endingAt x: Double) throws -> [[Point]] {
        let stroke = paths[2]
        let start = try #require(stroke.first)
        let end = try #require(stroke.last)
        var drawn = paths
        drawn[2] = stroke.map { Point(x: start.x + ($0.x - start.x) * (x - start.x) / (end.x - start.x), y: $0.y) }
        return drawn
    }

    @Test func theInnerStrokeMayBeDrawnOnToTheSideAhead() throws {
        let end = try #require(anchors.ends[2])
        #expect(end.stroke == 1)
        let reach = try #require(end.reach)
        let gap = try rightSide - (paths[2].last?.x ?? 0)
        #expect(gap > StrokeAnchors.reach * size, "the gap is beyond an ordinary anchor's reach")
        #expect(abs(reach.upperBound - gap) < 0.02 * size && reach.lowerBound < 0)
    }

    @Test func aStrokeFreeOfBothSidesHasNoEnclosedEnd() {
        let box: [[Point]] = [
            [Point(x: 300, y: 200), Point(x: 300, y: 800)],
            [Point(x: 300, y: 200), Point(x: 700, y: 200), Point(x: 700, y: 800)],
            [Point(x: 420, y: 500), Point(x: 580, y: 500)],
            [Point(x: 300, y: 800), Point(x: 700, y: 800)],
        ]
        let floating = StrokeAnchors(paths: box, size: 600)
        #expect(floating.starts[2] == nil && floating.ends[2] == nil)
    }

    /// Ending anywhere from the template's end to the right side is drawn well, not merely passable.
    @Test func reachingTheSideOrStoppingShortPasses() throws {
        let analyzer = StrokeAnalyzer()
        let side = try rightSide
        let end = try #require(paths[2].last?.x)
        for x in [side - 3, (side + end) / 2, end] {
            let analysis = analyzer.analyze(StrokeFixtures.ink(try innerStroke(endingAt: x)), against: template)
            #expect(analysis.strokes[2].accuracy > 90, "ending at \(x): \(analysis.strokes[2].scores)")
        }
    }

    /// KanjiVG's 日 (``StrokeAnchorsTests/ri``), whose inner 横 runs from side to side, judged against the
    /// shipped 日 whose inner 横 stops short: the inner 横 scored 69 (proportion 39) when it was judged by its
    /// length alone, a borderline pass that the pen's noise turns into a fail.
    @Test func anotherHandsInnerStrokeReachingTheSideIsWellDrawn() {
        let analysis = StrokeAnalyzer().analyze(StrokeFixtures.ink(StrokeAnchorsTests.ri), against: template)
        for judgement in analysis.strokes {
            #expect(judgement.passed, "stroke \(judgement.templateIndex + 1): \(judgement.scores)")
        }
        #expect(analysis.strokes[2].accuracy > 85, "\(analysis.strokes[2].scores)")
    }

    @Test func runningThroughTheSideFails() throws {
        let analyzer = StrokeAnalyzer()
        let through = analyzer.analyze(
            StrokeFixtures.ink(try innerStroke(endingAt: try rightSide + 0.15 * size)), against: template)
        #expect(!through.strokes[2].passed, "\(through.strokes[2].scores)")
        let stretched = StrokeFixtures.widened(paths, stroke: 2, by: 2)
        let twice = analyzer.analyze(StrokeFixtures.ink(stretched), against: template)
        #expect(twice.strokes[2].drawnIndex == 2)
        #expect(!twice.strokes[2].passed, "\(twice.strokes[2].scores)")
    }
}
