/// The receiver operating characteristic of a score against human verdicts, for the rule
/// "a stroke passes when its score is at least the threshold".
///
/// A true accept is a stroke both the engine and the person pass; a false accept is one the engine
/// passes and the person fails. The curve runs from the strictest threshold (nothing passes, (0, 0))
/// to the most lenient (everything passes, (1, 1)), one point per distinct score.
public struct ROCCurve: Hashable, Sendable {
    /// One operating point of the curve.
    public struct Point: Hashable, Sendable {
        /// Scores at or above this pass. It lies halfway between two neighbouring distinct scores, so it
        /// splits the labelled data the same way as any value in that gap and generalises best.
        public var threshold: Double
        /// Share of human passes the engine passes (sensitivity).
        public var truePositiveRate: Double
        /// Share of human fails the engine passes (false-accept rate).
        public var falsePositiveRate: Double

        /// Youden's J: how far the point lies above the chance diagonal.
        public var youden: Double { truePositiveRate - falsePositiveRate }
    }

    /// Points in order of falling threshold: false- and true-positive rates never decrease along it.
    public let points: [Point]
    /// Number of human passes.
    public let positives: Int
    /// Number of human fails.
    public let negatives: Int

    /// Builds the curve.
    /// - Parameter samples: scores with human verdicts; non-finite scores are ignored.
    /// - Complexity: O(n log n) for n samples.
    public init(_ samples: [LabelledScore]) {
        let sorted = samples.filter(\.score.isFinite).sorted { $0.score > $1.score }
        let positives = sorted.count(where: \.humanPass)
        let negatives = sorted.count - positives
        self.positives = positives
        self.negatives = negatives

        func rate(_ count: Int, _ total: Int) -> Double { total == 0 ? 0 : Double(count) / Double(total) }

        var points = [Point(threshold: (sorted.first?.score ?? 0).nextUp, truePositiveRate: 0, falsePositiveRate: 0)]
        var truePasses = 0
        var falsePasses = 0
        var index = 0
        while index < sorted.count {
            let score = sorted[index].score
            while index < sorted.count, sorted[index].score == score {
                if sorted[index].humanPass { truePasses += 1 } else { falsePasses += 1 }
                index += 1
            }
            let threshold = index < sorted.count ? (score + sorted[index].score) / 2 : score
            points.append(
                Point(
                    threshold: threshold, truePositiveRate: rate(truePasses, positives),
                    falsePositiveRate: rate(falsePasses, negatives)))
        }
        self.points = points
    }

    /// Area under the curve: the chance that a random human pass scores above a random human fail
    /// (ties count half). Nil unless there is at least one of each.
    /// - Complexity: O(p) for p points.
    public var area: Double? {
        guard positives > 0, negatives > 0 else { return nil }
        return zip(points, points.dropFirst()).reduce(0) { area, pair in
            let (a, b) = pair
            return area + (b.falsePositiveRate - a.falsePositiveRate) * (a.truePositiveRate + b.truePositiveRate) / 2
        }
    }
}
