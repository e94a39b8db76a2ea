import Foundation
import Testing
@testable import WriteOutLoud

/// A 点 along the stroke it rests on (issue 44): the top dot of 方, 文, 主 or 言 written a little left or right over
/// the 横 below it, as people place it, is in its place; the same dot as far up, away from its 横, or far along it,
/// is not.
@Suite struct DotPlacementTests {
    let analyzer = StrokeAnalyzer()

    /// `character` written as its template, its first stroke (a 点) moved by `offset` (template units).
    func written(_ character: String, dotMovedBy offset: Point) throws -> StrokeAnalysis {
        let template = try StrokeFixtures.template(character)
        var paths = template.strokes.map(\.points)
        paths[0] = paths[0].map { $0 + offset }
        return analyzer.analyze(StrokeFixtures.ink(paths, spacing: 4), against: template)
    }

    @Test(arguments: ["方", "文", "主", "言"])
    func aDotMovedALittleAlongItsStrokeKeepsItsPlace(character: String) throws {
        for way in [-1.0, 1] {
            let along = try written(character, dotMovedBy: Point(x: 50 * way, y: 0))
            #expect(along.strokes[0].scores.position > 95, "\(way): \(along.strokes[0].scores)")
            let away = try written(character, dotMovedBy: Point(x: 0, y: -120))
            #expect(away.strokes[0].scores.position < 60, "\(away.strokes[0].scores)")
            let far = try written(character, dotMovedBy: Point(x: 250 * way, y: 0))
            #expect(far.strokes[0].scores.position < 60, "\(way): \(far.strokes[0].scores)")
        }
    }
}
