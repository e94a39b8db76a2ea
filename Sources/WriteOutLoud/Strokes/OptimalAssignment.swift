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
        let blocked = unmatchedRowCost + unmatchedColumnCost + 1
        var matrix = [Double](repeating: 0, count: size * size)
        for row in 0..<size {
            for column in 0..<size {
                let value: Double
                switch (row < rows, column < columns) {
                case (true, true):
                    let given = column < costs[row].count ? costs[row][column] : .infinity
                    value = given.isFinite ? given : blocked
                case (true, false): value = unmatchedRowCost
                case (false, true): value = unmatchedColumnCost
                case (false, false): value = 0
                }
                matrix[row * size + column] = value
            }
        }
        let columnOfRow = hungarian(size: size, cost: matrix)
        return (0..<rows).map { row in columnOfRow[row] < columns ? columnOfRow[row] : nil }
    }

    /// Classic potentials-based Hungarian method on a dense `size`×`size` matrix stored row by row.
    /// - Returns: the column assigned to each row.
    private static func hungarian(size: Int, cost: [Double]) -> [Int] {
        var rowPotential = [Double](repeating: 0, count: size + 1)
        var columnPotential = [Double](repeating: 0, count: size + 1)
        var rowOfColumn = [Int](repeating: 0, count: size + 1)
        var way = [Int](repeating: 0, count: size + 1)
        var minimum = [Double](repeating: .infinity, count: size + 1)
        var used = [Bool](repeating: false, count: size + 1)
        cost.withUnsafeBufferPointer { cost in
            for row in 1...size {
                rowOfColumn[0] = row
                var column0 = 0
                for column in 0...size {
                    minimum[column] = .infinity
                    used[column] = false
                }
                repeat {
                    used[column0] = true
                    let row0 = rowOfColumn[column0]
                    let base = (row0 - 1) * size - 1
                    let potential = rowPotential[row0]
                    var delta = Double.infinity
                    var column1 = 0
                    for column in 1...size where !used[column] {
                        let reduced = cost[base + column] - potential - columnPotential[column]
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
        }
        var columnOfRow = [Int](repeating: 0, count: size)
        for column in 1...size where rowOfColumn[column] > 0 { columnOfRow[rowOfColumn[column] - 1] = column - 1 }
        return columnOfRow
    }
}
