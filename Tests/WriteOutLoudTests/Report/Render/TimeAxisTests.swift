import Testing

@testable import WriteOutLoud

@Suite struct TimeAxisTests {
    @Test func coversEverySpanWithAMargin() {
        let axis = TimeAxis(spans: [TimeSpan(start: 1, end: 2), TimeSpan(start: 0.5, end: 3.5)])
        #expect(axis.start < 0.5 && axis.start > 0.3)
        #expect(axis.end > 3.5 && axis.end < 3.7)
        #expect(axis.fraction(axis.start) == 0)
        #expect(axis.fraction(axis.end) == 1)
    }

    @Test func ticksAreRoundAndInsideTheRange() {
        let axis = TimeAxis(spans: [TimeSpan(start: 0.2, end: 3.1)])
        #expect(axis.ticks() == [1, 2, 3])
        let short = TimeAxis(spans: [TimeSpan(start: 0, end: 2.4)])
        #expect(short.ticks() == [0, 0.5, 1, 1.5, 2])
        #expect(short.ticks().first?.sign == .plus)
        #expect(short.ticks().allSatisfy { $0 >= short.start && $0 <= short.end })
    }

    @Test func instantsAndNoSpansStillGiveARange() {
        let instant = TimeAxis(spans: [TimeSpan(start: 4, end: 4)])
        #expect(instant.duration > 0)
        #expect(instant.fraction(4) > 0 && instant.fraction(4) < 1)
        #expect(TimeAxis(spans: []).duration > 0)
        #expect(TimeAxis(spans: [TimeSpan(start: .nan, end: 1)]).duration > 0)
    }
}
