import Testing
@testable import WriteOutLoud

@Suite struct StrokeOrderTests {
    @Test func inOrderHasNoViolations() {
        #expect(StrokeOrder.violations(in: [0, 1, 2, 3]).isEmpty)
        #expect(StrokeOrder.violations(in: [0, 2, 3]).isEmpty)
        #expect(StrokeOrder.violations(in: []).isEmpty)
    }

    @Test func swapBlamesOneStroke() {
        let violations = StrokeOrder.violations(in: [0, 2, 1, 3])
        #expect(violations.count == 1)
        #expect(violations.first.map { [$0.stroke, $0.other] }.map(Set.init) == [1, 2])
    }

    @Test func oneStrokeMovedFarBlamesOnlyIt() {
        let violations = StrokeOrder.violations(in: [4, 0, 1, 2, 3])
        #expect(violations == [StrokeOrder.Violation(stroke: 4, other: 0, drawnBefore: true)])
        let late = StrokeOrder.violations(in: [1, 2, 3, 4, 0])
        #expect(late == [StrokeOrder.Violation(stroke: 0, other: 4, drawnBefore: false)])
    }
}
