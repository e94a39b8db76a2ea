import Testing
@testable import WriteOutLoud

@Suite struct PolylineLoopTests {
    /// A path that runs right, turns up and back, and comes down across its own start closes a 4 × 4 square.
    private let looped = [
        Point(x: 0, y: 0), Point(x: 6, y: 0), Point(x: 6, y: -4), Point(x: 2, y: -4), Point(x: 2, y: 3),
    ]

    @Test func aPathCrossingItselfClosesTheLoopBetween() throws {
        let loops = Polyline.loops(looped)
        let loop = try #require(loops.first)
        #expect(loops.count == 1)
        #expect(abs(loop.area - 16) < 1e-9)
        #expect(loop.first == 0)
        #expect(loop.last == 4)
    }

    @Test func aSlantedLoopKeepsItsArea() throws {
        let slanted = looped.map { Point(x: $0.x - 0.3 * $0.y, y: $0.y) }
        let loop = try #require(Polyline.loops(slanted).first)
        #expect(abs(loop.area - 16) < 1e-9)
    }

    @Test func aPenLiftCrossesNothing() {
        #expect(Polyline.loops(looped, gap: { $0 == 3 }).isEmpty)
    }

    @Test func pathsThatNeverCrossCloseNoLoop() {
        let hook = [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 5), Point(x: 1, y: 5)]
        #expect(Polyline.loops(hook).isEmpty)
        #expect(Polyline.loops([]).isEmpty)
        #expect(Polyline.loops([Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 1)]).isEmpty)
    }
}
