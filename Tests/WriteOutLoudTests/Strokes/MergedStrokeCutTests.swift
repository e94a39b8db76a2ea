import Testing
@testable import WriteOutLoud

/// Whether the pen turned where a drawn stroke holding two template strokes is cut: a pen running on into the next
/// stroke changes course, a stroke drawn straight on past its end does not.
@Suite struct MergedStrokeCutTests {
    let size = 1000.0
    let analyzer = StrokeAnalyzer()
    /// A 撇 leaning as a slanted hand draws it, and the 竖 after it starting just above the 撇's end, leaning alike.
    let pie = [Point(x: 600, y: 200), Point(x: 540, y: 270)]
    let shu = [Point(x: 543, y: 252), Point(x: 505, y: 355)]

    func bestCut(_ path: [Point]) -> MergedStrokeCut? {
        MergedStrokeCut.best(
            path, first: PreparedStroke(pie, characterSize: size), second: PreparedStroke(shu, characterSize: size),
            size: size, comparator: analyzer.comparator, weights: analyzer.configuration.weights)
    }

    /// Points every `step` along the straight line from `start` to `end`, both included.
    func line(_ start: Point, _ end: Point, step: Double = 10) -> [Point] {
        let count = max(1, Int((end - start).length / step))
        return (0...count).map { start + (end - start) * (Double($0) / Double(count)) }
    }

    /// 齏's 撇 run on into the 竖 under it: the pen loops up to the 竖's start, just above the 撇's end, and heads on
    /// down the 撇's way. A reach on from the cut the path runs the 撇's way again; the loop is the turn.
    @Test func aShortLoopUpToTheNextStrokeIsATurn() throws {
        let loop = [Point(x: 547, y: 262), Point(x: 550, y: 252), Point(x: 546, y: 247)]
        let path = line(pie[0], pie[1]) + loop + line(shu[0], shu[1])
        let cut = try #require(bestCut(path))
        #expect(cut.turnsAtCut(size: size))
    }

    /// The same 撇 drawn straight on past its end, as far as the 竖 runs, turns nowhere.
    @Test func aStrokeDrawnStraightOnDoesNotTurn() throws {
        let way = pie[1] - pie[0]
        let path = line(pie[0], pie[1] + way * 1.6)
        let cut = try #require(bestCut(path))
        #expect(!cut.turnsAtCut(size: size))
    }
}
