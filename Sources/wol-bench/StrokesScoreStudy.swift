import WriteOutLoud

/// Scores of correct and wrong strokes from generated attempts, for our analyzer and the baseline.
struct StrokesScoreStudy {
    /// Accuracies (and pass decisions) for one group of strokes.
    struct Scores {
        var ours: [Double] = []
        var oursPassed: [Bool] = []
        var baseline: [Double] = []
        var dimensions: [DimensionScores] = []

        mutating func append(analysis: StrokeAnalysis, baseline baselineScores: [Double], slot: Int) {
            ours.append(analysis.strokes[slot].accuracy)
            dimensions.append(analysis.strokes[slot].scores)
            oursPassed.append(analysis.strokes[slot].passed)
            baseline.append(baselineScores[slot])
        }

        mutating func append(_ other: Scores) {
            ours += other.ours
            oursPassed += other.oursPassed
            baseline += other.baseline
            dimensions += other.dimensions
        }

        /// "p10/p50/p90" of accuracy and each dimension, for calibrating tolerances.
        func spread() -> String {
            func percentiles(_ values: [Double]) -> String {
                let sorted = values.sorted()
                guard !sorted.isEmpty else { return "–" }
                return [0.1, 0.5, 0.9].map { String(Int(sorted[Int($0 * Double(sorted.count - 1))].rounded())) }
                    .joined(separator: "/")
            }
            return [
                "accuracy \(percentiles(ours))", "shape \(percentiles(dimensions.map(\.shape)))",
                "direction \(percentiles(dimensions.map(\.direction)))",
                "position \(percentiles(dimensions.map(\.position)))",
                "proportion \(percentiles(dimensions.map(\.proportion)))",
            ].joined(separator: ", ")
        }
    }

    var positives = Scores()
    var negatives: [StrokesAttemptGenerator.NegativeKind: Scores] = [:]

    /// Generates `attempts` correct attempts and `attempts` attempts per wrong-stroke kind.
    mutating func add(
        _ generator: inout StrokesAttemptGenerator, attempts: Int, analyzer: StrokeAnalyzer
    ) {
        let template = generator.template
        let baseline = StrokesBaselineScorer()
        for _ in 0..<attempts {
            let ink = generator.positive()
            let analysis = analyzer.analyze(ink, against: template)
            let baselineScores = baseline.score(ink, against: template)
            for slot in template.strokes.indices {
                positives.append(analysis: analysis, baseline: baselineScores, slot: slot)
            }
        }
        for kind in StrokesAttemptGenerator.NegativeKind.allCases {
            for _ in 0..<attempts {
                let slot = Int.random(in: 0..<template.strokes.count, using: &generator.random)
                guard let ink = generator.negative(kind, slot: slot) else { continue }
                negatives[kind, default: Scores()].append(
                    analysis: analyzer.analyze(ink, against: template),
                    baseline: baseline.score(ink, against: template), slot: slot)
            }
        }
    }

    /// Adds another study's scores to this one.
    mutating func append(_ other: StrokesScoreStudy) {
        positives.append(other.positives)
        for (kind, group) in other.negatives { negatives[kind, default: Scores()].append(group) }
    }

    var allNegatives: Scores {
        negatives.values.reduce(into: Scores()) { $0.append($1) }
    }
}
