import Testing
@testable import WriteOutLoud

@Suite struct TimeSpanTests {
    @Test func overlapIsIntersectionOverUnion() {
        let a = TimeSpan(start: 0, end: 2)
        let b = TimeSpan(start: 1, end: 3)
        #expect(a.intersection(with: b) == 1)
        #expect(abs(a.overlap(with: b) - 1.0 / 3.0) < 1e-12)
    }

    @Test func apartSpansHaveAGapAndNoOverlap() {
        let a = TimeSpan(start: 0, end: 1)
        let b = TimeSpan(start: 1.5, end: 2)
        #expect(a.gap(to: b) == 0.5)
        #expect(b.gap(to: a) == 0.5)
        #expect(a.overlap(with: b) == 0)
    }

    @Test func anEndBeforeTheStartBecomesAnInstant() {
        let span = TimeSpan(start: 2, end: 1)
        #expect(span.duration == 0)
        #expect(span.overlap(with: TimeSpan(start: 2, end: 2)) == 1)
    }
}
