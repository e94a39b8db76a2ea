import Foundation

/// Everything that tunes the stroke judge: dimension weights, pass thresholds and score tolerances.
///
/// The defaults come from the `wol-bench strokes` benchmark (see `docs/stroke-analysis.md`);
/// per-type thresholds let later calibration make, say, hooks more lenient without touching the rest.
public struct StrokeAnalyzerConfiguration: Sendable, Hashable, Codable {
    /// How much each dimension counts in a stroke's accuracy. Only the ratios matter.
    public var weights: DimensionWeights
    /// Accuracy (0–100) a stroke needs to pass, unless ``perTypeThresholds`` overrides it for its type.
    public var passThreshold: Double
    /// Pass thresholds for particular template stroke types.
    public var perTypeThresholds: [StrokeType: Double]
    /// How far a stroke may be from the model before a dimension's score falls off; ``perTypeScales``
    /// widens or narrows it for particular template stroke types.
    public var tolerances: ScoreTolerances
    /// Multipliers of ``tolerances`` for particular template stroke types, where good hands vary a type
    /// (a 提's rise, a 点's curve) more, or wrong strokes come closer, than the common tolerances allow for.
    public var perTypeScales: [StrokeType: ToleranceScales]
    /// How the type the recogniser sees in a drawn stroke changes its tolerances and threshold.
    public var typeEvidence: TypeEvidenceRule
    /// Largest whole-character rotation (degrees) the alignment will undo; beyond it, the tilt counts against the strokes.
    public var maxRotationDegrees: Double
    /// Accuracy below which a drawn stroke is not considered an attempt at a template stroke at all:
    /// it is reported as extra and the template stroke as missing.
    public var matchFloor: Double

    public init(
        weights: DimensionWeights, passThreshold: Double, perTypeThresholds: [StrokeType: Double] = [:],
        tolerances: ScoreTolerances = .default, perTypeScales: [StrokeType: ToleranceScales] = ToleranceScales.fittedByType,
        typeEvidence: TypeEvidenceRule = .fitted, maxRotationDegrees: Double = 20, matchFloor: Double = 20
    ) {
        self.weights = weights
        self.passThreshold = passThreshold
        self.perTypeThresholds = perTypeThresholds
        self.tolerances = tolerances
        self.perTypeScales = perTypeScales
        self.typeEvidence = typeEvidence
        self.maxRotationDegrees = maxRotationDegrees
        self.matchFloor = matchFloor
    }

    /// The benchmark-calibrated settings.
    public static let `default` = StrokeAnalyzerConfiguration(
        weights: .default, passThreshold: 65)

    /// The pass threshold for a template stroke of `type`; strokes with no named type use ``passThreshold``.
    public func threshold(for type: StrokeType?) -> Double { type.flatMap { perTypeThresholds[$0] } ?? passThreshold }

    /// The pass threshold for a template stroke of `type` drawn as `evidence` says: stricter when the stroke clearly
    /// looks like another type (``TypeEvidenceRule``).
    public func threshold(for type: StrokeType?, evidence: TypeEvidence?) -> Double {
        let common = threshold(for: type)
        return typeEvidence.looksLikeAnotherType(evidence) ? max(common, typeEvidence.otherTypeThreshold) : common
    }

    /// The tolerances a template stroke of `type` is judged with; strokes with no named type use ``tolerances``.
    public func tolerances(for type: StrokeType?) -> ScoreTolerances {
        guard let scales = type.flatMap({ perTypeScales[$0] }) else { return tolerances }
        return tolerances.scaled(by: scales)
    }

    /// The tolerances for a template stroke of `type` drawn as `evidence` says: the type's, widened by
    /// ``TypeEvidenceRule/recognizedScales`` when the stroke is recognised as that type.
    public func tolerances(for type: StrokeType?, evidence: TypeEvidence?) -> ScoreTolerances {
        let byType = tolerances(for: type)
        return typeEvidence.isRecognized(evidence) ? byType.scaled(by: typeEvidence.recognizedScales) : byType
    }

    private enum CodingKeys: String, CodingKey {
        case weights, passThreshold, perTypeThresholds, tolerances, perTypeScales, typeEvidence, maxRotationDegrees
        case matchFloor
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        weights = try container.decode(DimensionWeights.self, forKey: .weights)
        passThreshold = try container.decode(Double.self, forKey: .passThreshold)
        perTypeThresholds = try Self.decodeByType(Double.self, forKey: .perTypeThresholds, in: container) ?? [:]
        tolerances = try container.decodeIfPresent(ScoreTolerances.self, forKey: .tolerances) ?? .default
        perTypeScales =
            try Self.decodeByType(ToleranceScales.self, forKey: .perTypeScales, in: container)
            ?? ToleranceScales.fittedByType
        typeEvidence = try container.decodeIfPresent(TypeEvidenceRule.self, forKey: .typeEvidence) ?? .fitted
        maxRotationDegrees = try container.decodeIfPresent(Double.self, forKey: .maxRotationDegrees) ?? 20
        matchFloor = try container.decodeIfPresent(Double.self, forKey: .matchFloor) ?? 20
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(weights, forKey: .weights)
        try container.encode(passThreshold, forKey: .passThreshold)
        try container.encode(Self.byName(perTypeThresholds), forKey: .perTypeThresholds)
        try container.encode(tolerances, forKey: .tolerances)
        try container.encode(Self.byName(perTypeScales), forKey: .perTypeScales)
        try container.encode(typeEvidence, forKey: .typeEvidence)
        try container.encode(maxRotationDegrees, forKey: .maxRotationDegrees)
        try container.encode(matchFloor, forKey: .matchFloor)
    }

    /// A JSON object keyed by stroke type names (`"ti"`) as a dictionary keyed by ``StrokeType``; nil when absent.
    private static func decodeByType<Value: Decodable>(
        _ value: Value.Type, forKey key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
    ) throws -> [StrokeType: Value]? {
        guard let named = try container.decodeIfPresent([String: Value].self, forKey: key) else { return nil }
        var byType: [StrokeType: Value] = [:]
        for (name, entry) in named {
            guard let type = StrokeType(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "\(name) is not a stroke type")
            }
            byType[type] = entry
        }
        return byType
    }

    private static func byName<Value>(_ byType: [StrokeType: Value]) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: byType.map { ($0.key.rawValue, $0.value) })
    }
}

/// Relative importance of the four judged dimensions.
public struct DimensionWeights: Sendable, Hashable, Codable {
    public var shape: Double
    public var direction: Double
    public var position: Double
    public var proportion: Double

    public init(shape: Double, direction: Double, position: Double, proportion: Double) {
        self.shape = shape
        self.direction = direction
        self.position = position
        self.proportion = proportion
    }

    /// Shape 30, direction 25, position 25, proportion 20.
    public static let `default` = DimensionWeights(shape: 30, direction: 25, position: 25, proportion: 20)

    /// The original app's weights: shape 35, direction 30, position 25, proportion 10.
    public static let original = DimensionWeights(shape: 35, direction: 30, position: 25, proportion: 10)

    /// Weighted geometric mean of `scores` (each floored at 1): a stroke must be good in every
    /// dimension, so a perfect shape in the wrong place or drawn backwards cannot pass on the
    /// strength of the others. 0 when every weight is zero or negative.
    public func combine(_ scores: DimensionScores) -> Double {
        let parts = [(shape, scores.shape), (direction, scores.direction), (position, scores.position),
            (proportion, scores.proportion)].filter { $0.0 > 0 }
        let total = parts.reduce(0.0) { $0 + $1.0 }
        guard total > 0 else { return 0 }
        let logSum = parts.reduce(0.0) { $0 + $1.0 * log(min(max($1.1, 1), 100) / 100) }
        return 100 * exp(logSum / total)
    }
}

/// Distances at which each dimension's score has fallen to 100·e⁻¹ ≈ 37.
///
/// Shape is measured in units of the stroke's own length, direction in degrees, position and
/// proportion in units of the character's size, so they mean the same on any canvas.
public struct ScoreTolerances: Sendable, Hashable, Codable {
    /// Mean distance between the length-normalised drawn and model curves.
    public var shape: Double
    /// Angle (degrees) between drawn and model headings, overall and along the stroke.
    public var direction: Double
    /// Mean distance of start, end and centre from the model's, as a fraction of the character size.
    public var position: Double
    /// Mismatch of length (absolute log ratio) plus half the width and height mismatch (fractions of character size).
    public var proportion: Double

    public init(shape: Double, direction: Double, position: Double, proportion: Double) {
        self.shape = shape
        self.direction = direction
        self.position = position
        self.proportion = proportion
    }

    public static let `default` = ScoreTolerances(shape: 0.12, direction: 35, position: 0.15, proportion: 0.55)

    /// Each tolerance multiplied by its scale.
    public func scaled(by scales: ToleranceScales) -> ScoreTolerances {
        ScoreTolerances(
            shape: shape * scales.shape, direction: direction * scales.direction, position: position * scales.position,
            proportion: proportion * scales.proportion)
    }
}
