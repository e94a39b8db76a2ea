/// Detection figures for scores where higher means "drawn correctly".
struct StrokesMetrics {
    var auc: Double
    /// Equal error rate: where the false-accept and false-reject rates meet.
    var eer: Double
    var eerThreshold: Double

    /// - Parameters:
    ///   - positives: scores of correct strokes.
    ///   - negatives: scores of wrong strokes.
    /// - Complexity: O((p + n) log(p + n)).
    init(positives: [Double], negatives: [Double]) {
        auc = Self.auc(positives, negatives)
        (eer, eerThreshold) = Self.equalErrorRate(positives, negatives)
    }

    /// Mann–Whitney estimate of P(positive > negative), ties counting half.
    static func auc(_ positives: [Double], _ negatives: [Double]) -> Double {
        guard !positives.isEmpty, !negatives.isEmpty else { return .nan }
        let all = (positives.map { ($0, true) } + negatives.map { ($0, false) }).sorted { $0.0 < $1.0 }
        var rankSum = 0.0
        var index = 0
        while index < all.count {
            var end = index
            while end + 1 < all.count, all[end + 1].0 == all[index].0 { end += 1 }
            let rank = Double(index + end) / 2 + 1
            for k in index...end where all[k].1 { rankSum += rank }
            index = end + 1
        }
        let p = Double(positives.count)
        let n = Double(negatives.count)
        return (rankSum - p * (p + 1) / 2) / (p * n)
    }

    /// Fraction of `scores` at or above `threshold`.
    static func rate(_ scores: [Double], atLeast threshold: Double) -> Double {
        scores.isEmpty ? .nan : Double(scores.filter { $0 >= threshold }.count) / Double(scores.count)
    }

    private static func equalErrorRate(_ positives: [Double], _ negatives: [Double]) -> (Double, Double) {
        guard !positives.isEmpty, !negatives.isEmpty else { return (.nan, .nan) }
        let sortedPositives = positives.sorted()
        let sortedNegatives = negatives.sorted()
        var best = (gap: Double.infinity, rate: Double.nan, threshold: Double.nan)
        for threshold in Set(positives + negatives).sorted() {
            let falseReject = Double(countBelow(threshold, in: sortedPositives)) / Double(positives.count)
            let falseAccept = 1 - Double(countBelow(threshold, in: sortedNegatives)) / Double(negatives.count)
            let gap = abs(falseReject - falseAccept)
            if gap < best.gap { best = (gap, (falseReject + falseAccept) / 2, threshold) }
        }
        return (best.rate, best.threshold)
    }

    /// How many of the ascending `sorted` values are below `threshold`.
    private static func countBelow(_ threshold: Double, in sorted: [Double]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < threshold { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
