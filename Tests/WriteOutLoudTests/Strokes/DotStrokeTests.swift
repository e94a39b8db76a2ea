import Testing
@testable import WriteOutLoud

/// A 点 as writers make it (issue 44 item 2): a tick or a comma at its model's place and about its size is judged
/// as a 点; a stroke running the wrong way there is not.
@Suite struct DotStrokeTests {
    let analyzer = StrokeAnalyzer()

    /// 下 with its last stroke, a 点, written as `dot` (a shape about a unit long, drawn from the origin), scaled to
    /// the model's length and centred where the model is.
    func xia(withDot dot: [Point]) throws -> StrokeAnalysis {
        let template = try StrokeFixtures.template("下")
        var paths = template.strokes.map(\.points)
        let model = paths[2]
        let scale = Polyline.length(model) / Polyline.length(dot)
        let shift = Polyline.centroid(model) - Polyline.centroid(dot) * scale
        paths[2] = dot.map { $0 * scale + shift }
        return analyzer.analyze(StrokeFixtures.ink(paths, spacing: 4), against: template)
    }

    /// A tick (down, then a turn up to the right) and a comma (down to the right, curling back down to the left).
    @Test(arguments: [
        [Point(x: 0, y: 0), Point(x: 0, y: 0.4), Point(x: 0, y: 0.8), Point(x: 0.22, y: 0.64)],
        [Point(x: 0, y: 0), Point(x: 0.3, y: 0.4), Point(x: 0.5, y: 0.7), Point(x: 0.32, y: 0.88)],
    ])
    func aTickOrACommaIsAPoint(dot: [Point]) throws {
        let analysis = try xia(withDot: dot)
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
        #expect(analysis.strokes[2].passed, "\(analysis.strokes[2].scores)")
    }

    /// A stroke of the 点's size running up to the right (a 提) is not a 点 written fast.
    @Test func aStrokeRunningUpIsNotAPoint() throws {
        let analysis = try xia(withDot: [Point(x: 0, y: 0.8), Point(x: 0.4, y: 0.4), Point(x: 0.8, y: 0)])
        #expect(!analysis.strokes[2].passed, "\(analysis.strokes[2].scores)")
    }
}
