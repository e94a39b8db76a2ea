import Testing
@testable import WriteOutLoud

@Suite struct OptimalAssignmentTests {
    @Test func findsTheCheapestPermutationNotTheGreedyOne() {
        let costs: [[Double]] = [[1, 2, 9], [1, 9, 9], [9, 9, 1]]
        let result = OptimalAssignment.solve(costs: costs, unmatchedRowCost: 50, unmatchedColumnCost: 50)
        #expect(result == [1, 0, 2])
    }

    @Test func leavesPairsUnmatchedWhenMatchingCostsMore() {
        let costs: [[Double]] = [[5, 90], [90, 90]]
        let result = OptimalAssignment.solve(costs: costs, unmatchedRowCost: 20, unmatchedColumnCost: 20)
        #expect(result == [0, nil])
    }

    @Test func rectangularAndEmptyInputs() {
        #expect(OptimalAssignment.solve(costs: [], unmatchedRowCost: 1, unmatchedColumnCost: 1).isEmpty)
        #expect(OptimalAssignment.solve(costs: [[], []], unmatchedRowCost: 1, unmatchedColumnCost: 1) == [nil, nil])
        let wide = OptimalAssignment.solve(costs: [[3, 1, 2]], unmatchedRowCost: 10, unmatchedColumnCost: 10)
        #expect(wide == [1])
        let infinite = OptimalAssignment.solve(costs: [[.infinity]], unmatchedRowCost: 1, unmatchedColumnCost: 1)
        #expect(infinite == [nil])
    }
}
