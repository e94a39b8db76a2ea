/// Fits pass thresholds to human verdicts: ROC curve, AUC and threshold overall and per stroke type,
/// each with bootstrap confidence intervals.
public struct Calibrator: Sendable {
    public var rule: ThresholdRule
    /// Human passes and human fails a stroke type needs, each, for a threshold of its own; types with
    /// fewer use the overall threshold.
    public var minimumPerVerdict: Int
    public var bootstrap: Bootstrap
    /// The dimension weights the samples' accuracies were computed with, recorded in the calibration.
    public var weights: DimensionWeights

    public init(
        rule: ThresholdRule = .youden, minimumPerVerdict: Int = 10, bootstrap: Bootstrap = Bootstrap(),
        weights: DimensionWeights = StrokeAnalyzerConfiguration.default.weights
    ) {
        self.rule = rule
        self.minimumPerVerdict = minimumPerVerdict
        self.bootstrap = bootstrap
        self.weights = weights
    }

    /// What calibration found: the file to write and the curves to plot.
    public struct Result: Sendable {
        public var calibration: Calibration
        /// The ROC curve over all labelled strokes.
        public var overallCurve: ROCCurve
        /// The curves of the stroke types with a threshold of their own.
        public var typeCurves: [StrokeType: ROCCurve]
    }

    /// Calibrates.
    /// - Parameters:
    ///   - samples: human verdicts joined with the engine's scores.
    ///   - labelsFile: the labels file's name, for errors.
    /// - Throws: ``CalibrationError`` when the labels do not hold at least one pass and one fail.
    /// - Complexity: O(B · n log n) for B bootstrap resamples of n samples.
    public func calibrate(_ samples: [CalibrationSample], labelsFile: String) throws(CalibrationError) -> Result {
        let all = samples.map(\.labelledScore)
        let overallCurve = ROCCurve(all)
        guard let overall = estimate(all, curve: overallCurve) else {
            throw CalibrationError(
                file: labelsFile, field: "verdict",
                problem: "needs at least one pass and one fail; has \(overallCurve.positives) passes and \(overallCurve.negatives) fails")
        }
        var typeCurves: [StrokeType: ROCCurve] = [:]
        let byType = Dictionary(grouping: samples.filter { $0.strokeType != nil }, by: \.strokeType)
        let types = StrokeType.allCases.compactMap { type -> StrokeTypeThreshold? in
            guard let group = byType[type] else { return nil }
            let scores = group.map(\.labelledScore)
            let curve = ROCCurve(scores)
            let enough = curve.positives >= minimumPerVerdict && curve.negatives >= minimumPerVerdict
            let own = enough ? estimate(scores, curve: curve) : nil
            if own != nil { typeCurves[type] = curve }
            return StrokeTypeThreshold(
                type: type, passes: curve.positives, fails: curve.negatives, estimate: own,
                threshold: own?.threshold ?? overall.threshold)
        }
        let calibration = Calibration(
            rule: rule, minimumPerVerdict: minimumPerVerdict, bootstrap: bootstrap, weights: weights, overall: overall,
            strokeTypes: types, dimensions: dimensionChecks(samples))
        return Result(calibration: calibration, overallCurve: overallCurve, typeCurves: typeCurves)
    }

    private func estimate(_ scores: [LabelledScore], curve: ROCCurve) -> ThresholdEstimate? {
        guard let auc = curve.area, let point = rule.select(on: curve) else { return nil }
        let rule = self.rule
        let intervals = bootstrap.intervals(
            of: scores,
            statistics: [
                { ROCCurve($0).area },
                { rule.select(on: ROCCurve($0))?.threshold },
            ])
        return ThresholdEstimate(
            passes: curve.positives, fails: curve.negatives, auc: auc, aucInterval: intervals[0],
            threshold: point.threshold, thresholdInterval: intervals[1], truePositiveRate: point.truePositiveRate,
            falsePositiveRate: point.falsePositiveRate)
    }

    private func dimensionChecks(_ samples: [CalibrationSample]) -> [DimensionCheck] {
        let passes = samples.filter(\.humanPass)
        return StrokeDimension.allCases.compactMap { dimension in
            let fails = samples.filter { !$0.humanPass && $0.dimension == dimension }
            guard !fails.isEmpty else { return nil }
            let scores = (passes + fails).map {
                LabelledScore(score: dimension.score(in: $0.scores), humanPass: $0.humanPass)
            }
            return DimensionCheck(dimension: dimension, fails: fails.count, auc: ROCCurve(scores).area)
        }
    }
}
