/// The cheapest matching of drawn strokes to template strokes that keeps the drawing order: drawn stroke `i`
/// before drawn stroke `k` means template stroke of `i` before that of `k`. Either side may stay unmatched at
/// a fixed price, as in ``OptimalAssignment``, and one drawn stroke may stand for two consecutive template
/// strokes written in one movement (a pair) at its own price.
///
/// It says what the learner most likely meant when geometry alone is ambiguous: the two 横 of a slanted 田
/// fit each other's places nearly as well as their own, and the order they were drawn in settles which is which.
/// And where a fluent hand ran two strokes together, the search over the drawing order finds the pair wherever it
/// lies, not only beside a template stroke a one-to-one matching happened to leave out.
enum OrderedAssignment {
    /// The cheapest order-keeping matching and its price.
    /// - Parameters:
    ///   - costs: `costs[i][j]`, the price of drawn stroke `i` as template stroke `j`; infinite for never.
    ///   - unmatchedCost: price of leaving a drawn or a template stroke unmatched.
    /// - Returns: for each row, the matched column or nil, and the total price.
    /// - Complexity: O(r · c) for r rows and c columns.
    static func solve(costs: [[Double]], unmatchedCost: Double) -> (assignment: [Int?], cost: Double) {
        let reading = solve(costs: costs, unmatchedCost: unmatchedCost, pairCosts: [:])
        return (reading.assignment, reading.cost)
    }

    /// A drawn stroke (`row`) standing for two consecutive template strokes, `column` and `column + 1`.
    struct Pair: Hashable, Sendable {
        let row: Int
        let column: Int
    }

    /// The cheapest order-keeping matching in which a drawn stroke may also stand for two consecutive template
    /// strokes.
    /// - Parameters:
    ///   - costs: as for ``solve(costs:unmatchedCost:)``.
    ///   - unmatchedCost: as for ``solve(costs:unmatchedCost:)``.
    ///   - pairCosts: the price of each pair allowed; pairs not listed are never read.
    /// - Returns: for each row, the matched column (a pair's first column) or nil, the rows read as pairs, and the
    ///   total price.
    /// - Complexity: O(r · c) for r rows and c columns.
    static func solve(costs: [[Double]], unmatchedCost: Double, pairCosts: [Pair: Double])
        -> (assignment: [Int?], pairs: Set<Int>, cost: Double)
    {
        let rows = costs.count
        let columns = costs.first?.count ?? 0
        let pairCost = { (row: Int, column: Int) in pairCosts[Pair(row: row, column: column)] ?? .infinity }
        var table = [[Double]](repeating: [Double](repeating: 0, count: columns + 1), count: rows + 1)
        for row in 0...rows {
            for column in 0...columns where row > 0 || column > 0 {
                var best = Double.infinity
                if row > 0 { best = table[row - 1][column] + unmatchedCost }
                if column > 0 { best = min(best, table[row][column - 1] + unmatchedCost) }
                if row > 0, column > 0 { best = min(best, table[row - 1][column - 1] + costs[row - 1][column - 1]) }
                if row > 0, column > 1 { best = min(best, table[row - 1][column - 2] + pairCost(row - 1, column - 2)) }
                table[row][column] = best
            }
        }
        var assignment = [Int?](repeating: nil, count: rows)
        var pairs = Set<Int>()
        var (row, column) = (rows, columns)
        while row > 0 || column > 0 {
            if row > 0, column > 0, table[row][column] == table[row - 1][column - 1] + costs[row - 1][column - 1] {
                assignment[row - 1] = column - 1
                (row, column) = (row - 1, column - 1)
            } else if row > 0, table[row][column] == table[row - 1][column] + unmatchedCost {
                row -= 1
            } else if row > 0, column > 1, table[row][column] == table[row - 1][column - 2] + pairCost(row - 1, column - 2) {
                assignment[row - 1] = column - 2
                pairs.insert(row - 1)
                (row, column) = (row - 1, column - 2)
            } else {
                column -= 1
            }
        }
        return (assignment, pairs, table[rows][columns])
    }
}
