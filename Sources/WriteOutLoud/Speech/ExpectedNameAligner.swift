/// Lines the words heard up with the names expected, in order, to say which names were said.
///
/// An edit-distance alignment: a word matching the name at its position costs nothing, a different word in
/// its place costs 1 (a wrong name, reported as heard but not matched), and an extra word or a missing name
/// costs 1 each. Among equal-cost alignments, matches are preferred.
public struct ExpectedNameAligner: Sendable {
    public var matcher: StrokeNameMatcher

    public init(matcher: StrokeNameMatcher = StrokeNameMatcher()) {
        self.matcher = matcher
    }

    /// Aligns the heard words with the expected names.
    /// - Parameters:
    ///   - expected: the names the learner should have said, in order.
    ///   - words: the words recognised, in time order.
    /// - Returns: one result per expected name, in the same order.
    /// - Complexity: O(*n*·*m*) for *n* names and *m* words.
    public func align(expected: [StrokeType], words: [WordSegment]) -> [ExpectedNameResult] {
        let n = expected.count
        let m = words.count
        let matches = expected.map { name in
            words.map { matcher.matchWord($0.word, resolvedName: $0.name, expected: name) }
        }
        // cost[i][j]: best cost of aligning expected[i...] with words[j...]; ties broken by fewer matches lost.
        var cost = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) {
                if i == n {
                    cost[i][j] = m - j
                    continue
                }
                if j == m {
                    cost[i][j] = n - i
                    continue
                }
                let pair = cost[i + 1][j + 1] + (matches[i][j].matched ? 0 : 1)
                cost[i][j] = min(pair, cost[i + 1][j] + 1, cost[i][j + 1] + 1)
            }
        }
        var results: [ExpectedNameResult] = []
        var (i, j) = (0, 0)
        while i < n {
            if j < m {
                let match = matches[i][j]
                if cost[i][j] == cost[i + 1][j + 1] + (match.matched ? 0 : 1),
                    match.matched || cost[i][j] != cost[i + 1][j] + 1
                {
                    let word = words[j]
                    results.append(
                        ExpectedNameResult(
                            name: expected[i], matched: match.matched, heard: word.word, homophone: match.homophone,
                            start: word.start, end: word.end, confidence: word.confidence))
                    (i, j) = (i + 1, j + 1)
                    continue
                }
                if cost[i][j] == cost[i][j + 1] + 1 {
                    j += 1
                    continue
                }
            }
            results.append(
                ExpectedNameResult(
                    name: expected[i], matched: false, heard: nil, homophone: false, start: nil, end: nil,
                    confidence: nil))
            i += 1
        }
        return results
    }
}
