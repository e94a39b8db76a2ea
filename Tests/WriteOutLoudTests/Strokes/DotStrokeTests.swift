import Foundation
import Testing
@testable import WriteOutLoud

/// A 点 as writers make it (issue 44 item 2): a tick or a comma at its model's place and about its size is judged
/// as a 点; a stroke running the wrong way there is not.
@Suite struct DotStrokeTests {
    let analyzer = StrokeAnalyzer()

    /// 下 with its last stroke, a 点, written as `dot` (a shape about a unit long, drawn from the origin), scaled to
    /// the model's length and centred where the model is.
    func xia(withDot dot: [Point]) throws -> StrokeAnalysis {
        try character("下", withStroke: 2, writtenAs: dot)
    }

    /// `character` with its stroke `index` written as `dot`, scaled to `lengthShare` of the model's length and
    /// centred where the model is.
    func character(
        _ character: String, withStroke index: Int, writtenAs dot: [Point], lengthShare: Double = 1
    ) throws -> StrokeAnalysis {
        let template = try StrokeFixtures.template(character)
        var paths = template.strokes.map(\.points)
        let model = paths[index]
        let scale = lengthShare * Polyline.length(model) / Polyline.length(dot)
        let shift = Polyline.centroid(model) - Polyline.centroid(dot) * scale
        paths[index] = dot.map { $0 * scale + shift }
        return analyzer.analyze(StrokeFixtures.ink(paths, spacing: 4), against: template)
    }

    /// A short straight stroke heading down at `degrees` (0 to the right, 90 straight down).
    static func straight(heading degrees: Double) -> [Point] {
        let way = Point(x: cos(degrees * .pi / 180), y: sin(degrees * .pi / 180))
        return (0...4).map { way * (Double($0) / 4) }
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

    /// 心's dots as people write them, well under half the font's length, are dots in their place; a speck there
    /// is still too small.
    @Test func aSmallDotInItsPlaceIsADot() throws {
        let model = try StrokeFixtures.template("心").strokes[2].points
        let dot = [model[0], model[model.count - 1]]
        let small = try character("心", withStroke: 2, writtenAs: dot, lengthShare: 0.45)
        #expect(small.strokes[2].passed, "\(small.strokes[2].scores)")
        #expect(small.strokes[2].scores.proportion > 90, "\(small.strokes[2].scores)")
        let speck = try character("心", withStroke: 2, writtenAs: dot, lengthShare: 0.08)
        #expect(!speck.strokes[2].passed, "\(speck.strokes[2].scores)")
    }

    /// A stroke of the 点's size running up to the right (a 提) is not a 点 written fast.
    @Test func aStrokeRunningUpIsNotAPoint() throws {
        let analysis = try xia(withDot: [Point(x: 0, y: 0.8), Point(x: 0.4, y: 0.4), Point(x: 0.8, y: 0)])
        #expect(!analysis.strokes[2].passed, "\(analysis.strokes[2].scores)")
    }

    /// A short vertical, tipped a little past straight down as a slanted hand writes it, is a 点 however flat its
    /// short model: 我's last stroke runs 32° below level, so this one leans 68° from it.
    @Test func aSlantedShortVerticalIsAFlatShortPoint() throws {
        let analysis = try character("我", withStroke: 6, writtenAs: Self.straight(heading: 100))
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
        #expect(analysis.strokes[6].passed, "\(analysis.strokes[6].scores)")
    }

    /// The same vertical written for a long flat 点 (下's, nearly a third of the character) does not keep the dab's
    /// slant, and is judged as drawn.
    @Test func aSlantedVerticalIsNotALongFlatPoint() throws {
        let analysis = try xia(withDot: Self.straight(heading: 100))
        #expect(!analysis.strokes[2].passed, "\(analysis.strokes[2].scores)")
    }

    /// How far a 点 may lean: either way within 60° of its model, and for a short model also over to 25° past
    /// straight down, but never further to the far side.
    @Test func theLeanForgivenReachesPastStraightDownForShortModelsOnly() {
        let degrees = Double.pi / 180
        #expect(DotStroke.isForgiven(heading: 100 * degrees, modelHeading: 32 * degrees, shortModel: true))
        #expect(!DotStroke.isForgiven(heading: 100 * degrees, modelHeading: 32 * degrees, shortModel: false))
        #expect(!DotStroke.isForgiven(heading: 120 * degrees, modelHeading: 32 * degrees, shortModel: true))
        // Mirrored: a 点 running down to the left, written as a vertical tipped the other way.
        #expect(DotStroke.isForgiven(heading: 80 * degrees, modelHeading: 148 * degrees, shortModel: true))
        #expect(!DotStroke.isForgiven(heading: 60 * degrees, modelHeading: 148 * degrees, shortModel: true))
        // Away from straight down, 60° either way as before.
        #expect(DotStroke.isForgiven(heading: 2 * degrees, modelHeading: 32 * degrees, shortModel: true))
        #expect(!DotStroke.isForgiven(heading: 10 * degrees, modelHeading: 80 * degrees, shortModel: true))
    }
}
