/// Running counts of strokes that got the right speech, overall and per condition.
struct SyncTally: Sendable {
    /// Strokes and right ones in one group.
    struct Count: Sendable {
        var strokes = 0
        var right = 0

        var rate: Double { strokes > 0 ? Double(right) / Double(strokes) : .nan }
    }

    private(set) var overall = Count()
    private(set) var byCondition: [String: Count] = [:]
    private(set) var byOutcome: [SyncStrokeResult.Outcome: Int] = [:]
    private(set) var misses: [SyncStrokeResult] = []
    /// Misses where a word lay on the right clip (or none was needed): the aligner's choice, not recognition.
    var alignerMisses: Int { misses.filter(\.rightWordAvailable).count }

    mutating func add(_ results: [SyncStrokeResult]) {
        for result in results {
            let right = result.outcome == .right
            overall.strokes += 1
            overall.right += right ? 1 : 0
            byOutcome[result.outcome, default: 0] += 1
            for condition in result.conditions {
                byCondition[condition, default: Count()].strokes += 1
                byCondition[condition, default: Count()].right += right ? 1 : 0
            }
            if !right { misses.append(result) }
        }
    }
}
