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

@Suite struct OrderedAssignmentPairTests {
    /// Drawn stroke 0 fits template stroke 0 alone fairly, and 0 and 1 together well: read as the pair.
    @Test func readsOneDrawnStrokeAsTwoWhereThatIsCheaper() {
        let costs: [[Double]] = [[30, 60, 90], [90, 90, 5]]
        let pairs = [OrderedAssignment.Pair(row: 0, column: 0): 20.0]
        let reading = OrderedAssignment.solve(costs: costs, unmatchedCost: 40, pairCosts: pairs)
        #expect(reading.assignment == [0, 2])
        #expect(reading.pairs == [0])
        #expect(reading.cost == 25)
    }

    /// A pair dearer than one stroke and one missing is not read.
    @Test func keepsOneStrokeAndOneMissingWhereThatIsCheaper() {
        let costs: [[Double]] = [[30, 60, 90], [90, 90, 5]]
        let pairs = [OrderedAssignment.Pair(row: 0, column: 0): 80.0]
        let reading = OrderedAssignment.solve(costs: costs, unmatchedCost: 40, pairCosts: pairs)
        #expect(reading.assignment == [0, 2])
        #expect(reading.pairs.isEmpty)
        #expect(reading.cost == 75)
    }

    /// The pair need not lie beside the stroke a one-to-one matching leaves out: here the matching would give
    /// drawn stroke 0 template stroke 1 and leave 0 out; the pair (0, 1) lets drawn stroke 1 keep 2.
    @Test func findsAPairTheOneToOneMatchingMisplaces() {
        let costs: [[Double]] = [[70, 25, 90], [90, 50, 10]]
        #expect(OrderedAssignment.solve(costs: costs, unmatchedCost: 40).assignment == [1, 2])
        let pairs = [OrderedAssignment.Pair(row: 0, column: 0): 30.0]
        let reading = OrderedAssignment.solve(costs: costs, unmatchedCost: 40, pairCosts: pairs)
        #expect(reading.assignment == [0, 2])
        #expect(reading.pairs == [0])
        #expect(reading.cost == 40)
    }
}
