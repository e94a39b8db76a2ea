/// Finds the strokes drawn out of order: those outside a longest run of template indices that
/// increases in drawing order, so one early or late stroke is blamed alone, not everything after it.
enum StrokeOrder {
    /// A stroke drawn out of turn and the stroke it was drawn out of turn against.
    struct Violation: Hashable, Sendable {
        /// Template index of the stroke drawn out of turn.
        var stroke: Int
        /// Template index of a stroke it should have followed but preceded (`drawnBefore`),
        /// or should have preceded but followed.
        var other: Int
        /// `stroke` was drawn before `other` although `other` comes first.
        var drawnBefore: Bool
    }

    /// Out-of-order strokes.
    /// - Parameter sequence: template indices in the order they were drawn (each at most once).
    /// - Returns: one violation per stroke outside the longest increasing subsequence, by template index.
    /// - Complexity: O(n log n) for the subsequence plus O(n²) to name the other stroke.
    static func violations(in sequence: [Int]) -> [Violation] {
        let keep = Set(longestIncreasingSubsequence(sequence))
        var result: [Violation] = []
        for (position, stroke) in sequence.enumerated() where !keep.contains(position) {
            let laterButEarlier = sequence[(position + 1)...].filter { $0 < stroke }
            if let other = laterButEarlier.min() {
                result.append(Violation(stroke: stroke, other: other, drawnBefore: true))
            } else if let other = sequence[..<position].filter({ $0 > stroke }).max() {
                result.append(Violation(stroke: stroke, other: other, drawnBefore: false))
            }
        }
        return result.sorted { $0.stroke < $1.stroke }
    }

    /// How many strokes of `sequence` are drawn in order: the length of its longest increasing run.
    static func longestIncreasingRun(in sequence: [Int]) -> Int { longestIncreasingSubsequence(sequence).count }

    /// Positions in `sequence` of one longest strictly increasing subsequence.
    private static func longestIncreasingSubsequence(_ sequence: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: sequence.count)
        for (position, value) in sequence.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sequence[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.append(cursor)
            cursor = previous[cursor]
        }
        return result.reversed()
    }
}
