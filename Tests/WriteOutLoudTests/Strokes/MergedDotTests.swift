import Foundation
import Testing
@testable import WriteOutLoud

/// A 点 written in one movement after the stroke before it, reached by a hairline climbing back up and drawn as a
/// short vertical (issue 44): the short vertical turns sharply off the hairline towards the next stroke, as an exit
/// tail does, but it is the 点 itself, and the 点 is not told it was drawn backwards.
@Suite struct MergedDotTests {
    @Test func aDotDrawnAsAShortVerticalAfterAHairlineIsNotReadAsDrawnBackwards() throws {
        let template = try StrokeFixtures.template("雨")
        var paths = template.strokes.map(\.points)
        let dot = try #require(paths[4].first)
        let climb = [Point(x: 430, y: 600), dot]
        let shortVertical = [dot + Point(x: 4, y: 30), dot + Point(x: 6, y: 60)]
        paths[3] += climb + shortVertical
        paths.remove(at: 4)
        let analysis = StrokeAnalyzer().analyze(StrokeFixtures.ink(paths, spacing: 4), against: template)
        let verticalAndDot = analysis.strokes[3...4].map(\.drawnIndex)
        #expect(verticalAndDot == [3, 3], "\(verticalAndDot)")
        let structural: Set<IssueKind> = [.reversed, .order, .missing, .extra]
        #expect(!analysis.issues.contains { structural.contains($0.kind) }, "\(analysis.issues)")
    }
}
