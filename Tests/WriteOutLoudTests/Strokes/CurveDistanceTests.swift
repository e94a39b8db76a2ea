import Testing
@testable import WriteOutLoud

@Suite struct CurveDistanceTests {
    let line = (0..<10).map { Point(x: Double($0), y: 0) }

    @Test func identicalAndReversedSequences() {
        #expect(CurveDistance.dtw(line, line, band: 2) == 0)
        #expect(CurveDistance.dtw(line.reversed(), line, band: 2, reversingA: true) == 0)
        #expect(CurveDistance.dtw(line.reversed(), line, band: 2) > 2)
    }

    @Test func warpingAbsorbsUnevenSpacing() {
        let uneven = [0, 0.5, 1, 3, 4, 5, 6, 7, 8, 9].map { Point(x: $0, y: 0) }
        #expect(CurveDistance.dtw(uneven, line, band: 3) < 0.3)
    }

    @Test func emptyInputIsInfinitelyFar() {
        #expect(CurveDistance.dtw([], line, band: 2) == .infinity)
    }
}
