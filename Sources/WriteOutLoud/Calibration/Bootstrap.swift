/// Percentile bootstrap confidence intervals for statistics of labelled scores, seeded so that the
/// same labels always give the same intervals.
///
/// Resampling is stratified: human passes and human fails are each drawn with replacement in their own
/// numbers, so every resample keeps both classes and a ROC curve can always be drawn from it.
public struct Bootstrap: Hashable, Codable, Sendable {
    /// How many resamples to draw.
    public var resamples: Int
    public var seed: UInt64
    /// Confidence level of the intervals, e.g. 0.95.
    public var level: Double

    public init(resamples: Int = 1000, seed: UInt64 = 1, level: Double = 0.95) {
        self.resamples = resamples
        self.seed = seed
        self.level = level
    }

    /// The interval of one or more statistics, computed on the same resamples.
    /// - Parameters:
    ///   - samples: the labelled scores.
    ///   - statistics: each maps a resample to a value, or nil when it has none (that resample is skipped).
    /// - Returns: one interval per statistic, nil where no resample gave a value or `resamples` is below 1.
    /// - Complexity: O(B · (n + S)) for B resamples, n samples and statistics costing S each.
    public func intervals(
        of samples: [LabelledScore], statistics: [([LabelledScore]) -> Double?]
    ) -> [ConfidenceInterval?] {
        guard resamples > 0 else { return statistics.map { _ in nil } }
        let passes = samples.filter(\.humanPass)
        let fails = samples.filter { !$0.humanPass }
        var generator = SplitMix64(seed: seed)
        var values = Array(repeating: [Double](), count: statistics.count)
        var resample: [LabelledScore] = []
        resample.reserveCapacity(samples.count)
        for _ in 0..<resamples {
            resample.removeAll(keepingCapacity: true)
            for group in [passes, fails] where !group.isEmpty {
                for _ in group.indices {
                    resample.append(group[Int.random(in: group.indices, using: &generator)])
                }
            }
            for (index, statistic) in statistics.enumerated() {
                if let value = statistic(resample), value.isFinite { values[index].append(value) }
            }
        }
        return values.map { interval(of: $0) }
    }

    private func interval(of values: [Double]) -> ConfidenceInterval? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let tail = (1 - level) / 2
        func quantile(_ q: Double) -> Double {
            let position = q * Double(sorted.count - 1)
            let below = Int(position.rounded(.down))
            let above = min(below + 1, sorted.count - 1)
            let weight = position - Double(below)
            return sorted[below] * (1 - weight) + sorted[above] * weight
        }
        return ConfidenceInterval(lower: quantile(tail), upper: quantile(1 - tail), level: level)
    }
}
