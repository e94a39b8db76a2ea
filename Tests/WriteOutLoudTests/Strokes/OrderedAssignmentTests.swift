import Testing
@testable import WriteOutLoud

@Suite struct OrderedAssignmentTests {
    @Test func keepsTheDrawingOrderWhereTheFreeMatchingCrossesIt() {
        let costs: [[Double]] = [[5, 1], [1, 5]]
        #expect(OptimalAssignment.solve(costs: costs, unmatchedRowCost: 40, unmatchedColumnCost: 40) == [1, 0])
        let ordered = OrderedAssignment.solve(costs: costs, unmatchedCost: 40)
        #expect(ordered.assignment == [0, 1])
        #expect(ordered.cost == 10)
    }

    @Test func leavesStrokesUnmatchedWhenThatIsCheaper() {
        let costs: [[Double]] = [[2, 90, 90], [90, 90, 3]]
        let ordered = OrderedAssignment.solve(costs: costs, unmatchedCost: 40)
        #expect(ordered.assignment == [0, 2])
        #expect(ordered.cost == 45)
    }

    @Test func neverUsesAnImpossiblePair() {
        let ordered = OrderedAssignment.solve(costs: [[.infinity], [4]], unmatchedCost: 40)
        #expect(ordered.assignment == [nil, 0])
        #expect(ordered.cost == 44)
    }

    @Test func emptySidesLeaveEverythingUnmatched() {
        #expect(OrderedAssignment.solve(costs: [], unmatchedCost: 40).assignment.isEmpty)
        let rowsOnly = OrderedAssignment.solve(costs: [[], []], unmatchedCost: 40)
        #expect(rowsOnly.assignment == [nil, nil] && rowsOnly.cost == 80)
    }
}
