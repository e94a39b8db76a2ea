import Testing
@testable import WriteOutLoud

/// The character frame is fitted to the drawn strokes without their entries and tails (issue 44): a tail would
/// otherwise pull the frame, and every stroke with it.
@Suite struct JoinsAndFrameTests {
    /// 卜 copied with a tail of 80 units (of 1,024) on its 竖, running towards where the 点 starts. Fitted with the
    /// tail on, the frame moves the character's corners about 30 units.
    @Test func aTailDoesNotMoveTheFrame() throws {
        let template = try StrokeFixtures.template("卜")
        var paths = template.strokes.map(\.points)
        let end = try #require(paths[0].last), next = try #require(paths[1].first)
        let way = (next - end) / (next - end).length
        paths[0] += [end + way * 40, end + way * 80]
        let analyzer = StrokeAnalyzer()
        let plain = analyzer.alignment(of: StrokeFixtures.ink(template.strokes.map(\.points)), to: template)
        let tailed = analyzer.alignment(of: StrokeFixtures.ink(paths), to: template)
        for corner in [Point(x: 0, y: 0), Point(x: 1024, y: 0), Point(x: 0, y: 1024), Point(x: 1024, y: 1024)] {
            #expect(plain.apply(corner).distance(to: tailed.apply(corner)) < 12)
        }
    }
}
