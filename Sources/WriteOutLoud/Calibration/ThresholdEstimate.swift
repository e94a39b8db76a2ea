/// A pass threshold chosen from labelled scores, with how well the score separates the verdicts.
public struct ThresholdEstimate: Hashable, Codable, Sendable {
    /// Human passes among the labels.
    public var passes: Int
    /// Human fails among the labels.
    public var fails: Int
    /// Area under the ROC curve, 0.5 (chance) to 1 (perfect).
    public var auc: Double
    public var aucInterval: ConfidenceInterval?
    /// Strokes whose accuracy is at least this pass.
    public var threshold: Double
    public var thresholdInterval: ConfidenceInterval?
    /// At the threshold: share of human passes the engine passes.
    public var truePositiveRate: Double
    /// At the threshold: share of human fails the engine passes (false accepts).
    public var falsePositiveRate: Double

    public init(
        passes: Int, fails: Int, auc: Double, aucInterval: ConfidenceInterval?, threshold: Double,
        thresholdInterval: ConfidenceInterval?, truePositiveRate: Double, falsePositiveRate: Double
    ) {
        self.passes = passes
        self.fails = fails
        self.auc = auc
        self.aucInterval = aucInterval
        self.threshold = threshold
        self.thresholdInterval = thresholdInterval
        self.truePositiveRate = truePositiveRate
        self.falsePositiveRate = falsePositiveRate
    }
}

/// The calibrated threshold of one stroke type, or why it falls back to the overall one.
public struct StrokeTypeThreshold: Hashable, Codable, Sendable {
    public var type: StrokeType
    public var passes: Int
    public var fails: Int
    /// The type's own estimate; nil when it had too few labels of either verdict.
    public var estimate: ThresholdEstimate?
    /// The threshold to use: the type's own, or the overall one when ``estimate`` is nil.
    public var threshold: Double

    public init(type: StrokeType, passes: Int, fails: Int, estimate: ThresholdEstimate?, threshold: Double) {
        self.type = type
        self.passes = passes
        self.fails = fails
        self.estimate = estimate
        self.threshold = threshold
    }

    /// True when the type had too few labels and uses the overall threshold.
    public var usesOverall: Bool { estimate == nil }
}

/// How well one dimension's score picks out the strokes people failed for that dimension.
public struct DimensionCheck: Hashable, Codable, Sendable {
    public var dimension: StrokeDimension
    /// Human fails labelled with this dimension.
    public var fails: Int
    /// AUC of the dimension's score, those fails against all human passes; nil without both.
    public var auc: Double?

    public init(dimension: StrokeDimension, fails: Int, auc: Double?) {
        self.dimension = dimension
        self.fails = fails
        self.auc = auc
    }
}
