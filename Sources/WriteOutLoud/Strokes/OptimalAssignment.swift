/// Minimum-cost one-to-one matching between drawn strokes and template strokes, where either side
/// may also stay unmatched at a fixed price (Hungarian algorithm on a padded square matrix).
enum OptimalAssignment {
    /// The cheapest matching.
    /// - Parameters:
    ///   - costs: `costs[i][j]` is the price of matching row `i` (a drawn stroke) with column `j`
    ///     (a template stroke); every row has the same number of columns.
    ///   - unmatchedRowCost: price of leaving a row unmatched.
    ///   - unmatchedColumnCost: price of leaving a column unmatched.
    /// - Returns: for each row, the matched column or nil.
    /// - Complexity: O((r + c)³).
    static func solve(costs: [[Double]], unmatchedRowCost: Double, unmatchedColumnCost: Double) -> [Int?] {
        let rows = costs.count
        guard rows > 0 else { return [] }
        let columns = costs[0].count
        guard columns > 0 else { return Array(repeating: nil, count: rows) }
        let size = rows + columns
        func cost(_ row: Int, _ column: Int) -> Double {
            switch (row < rows, column < columns) {
            case (true, true):
                let value = column < costs[row].count ? costs[row][column] : .infinity
                return value.isFinite ? value : unmatchedRowCost + unmatchedColumnCost + 1
            case (true, false): return unmatchedRowCost
            case (false, true): return unmatchedColumnCost
            case (false, false): return 0
            }
        }
        let columnOfRow = hungarian(size: size, cost: cost)
        return (0..<rows).map { row in columnOfRow[row] < columns ? columnOfRow[row] : nil }
    }

    /// Classic potentials-based Hungarian method on a dense `size`×`size` matrix.
    /// - Returns: the column assigned to each row.
    private static func hungarian(size: Int, cost: (Int, Int) -> Double) -> [Int] {
        var rowPotential = [Double](repeating: 0, count: size + 1)
        var columnPotential = [Double](repeating: 0, count: size + 1)
        var rowOfColumn = [Int](repeating: 0, count: size + 1)
        var way = [Int](repeating: 0, count: size + 1)
        for row in 1...size {
            rowOfColumn[0] = row
            var column0 = 0
            var minimum = [Double](repeating: .infinity, count: size + 1)
            var used = [Bool](repeating: false, count: size + 1)
            repeat {
                used[column0] = true
                let row0 = rowOfColumn[column0]
                var delta = Double.infinity
                var column1 = 0
                for column in 1...size where !used[column] {
                    let reduced = cost(row0 - 1, column - 1) - rowPotential[row0] - columnPotential[column]
                    if reduced < minimum[column] {
                        minimum[column] = reduced
                        way[column] = column0
                    }
                    if minimum[column] < delta {
                        delta = minimum[column]
                        column1 = column
                    }
                }
                for column in 0...size {
                    if used[column] {
                        rowPotential[rowOfColumn[column]] += delta
                        columnPotential[column] -= delta
                    } else {
                        minimum[column] -= delta
                    }
                }
                column0 = column1
            } while rowOfColumn[column0] != 0
            repeat {
                let column1 = way[column0]
                rowOfColumn[column0] = rowOfColumn[column1]
                column0 = column1
            } while column0 != 0
        }
        var columnOfRow = [Int](repeating: 0, count: size)
        for column in 1...size where rowOfColumn[column] > 0 { columnOfRow[rowOfColumn[column] - 1] = column - 1 }
        return columnOfRow
    }
}
