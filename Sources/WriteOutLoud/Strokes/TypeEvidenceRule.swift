/// How what the stroke-type recogniser sees (``TypeEvidence``) weighs in a stroke's pass decision.
///
/// Two hands draw the same type with different curves and slants, while a stroke of another type can sit exactly
/// where the model's stroke does; the four scores see only the distance to the model. So a stroke recognised as
/// its template's type is judged more leniently on the dimensions that make up a type's look (shape, direction),
/// and one that clearly looks like another type needs a higher accuracy. Fitted on the cross-hand tuning half
/// and generated wrong strokes; see `docs/stroke-analysis.md`, "The stroke's type as evidence".
public struct TypeEvidenceRule: Sendable, Hashable, Codable {
    /// Multipliers of the template type's tolerances when the drawn stroke is recognised as that type.
    public var recognizedScales: ToleranceScales
    /// Another type is clearly preferred when the template type's score is below this share of the best score.
    public var otherTypeShare: Double
    /// The accuracy a stroke that clearly looks like another type needs to pass (when above the usual threshold).
    public var otherTypeThreshold: Double

    public init(recognizedScales: ToleranceScales, otherTypeShare: Double, otherTypeThreshold: Double) {
        self.recognizedScales = recognizedScales
        self.otherTypeShare = otherTypeShare
        self.otherTypeThreshold = otherTypeThreshold
    }

    /// The rule the default configuration judges with.
    public static let fitted = TypeEvidenceRule(
        recognizedScales: ToleranceScales(shape: 1.75, direction: 1.75), otherTypeShare: 0.8, otherTypeThreshold: 80)

    /// The recognised type does not change any verdict.
    public static let off = TypeEvidenceRule(recognizedScales: ToleranceScales(), otherTypeShare: 0, otherTypeThreshold: 0)

    /// Whether the drawn stroke was recognised as its template's type.
    public func isRecognized(_ evidence: TypeEvidence?) -> Bool { (evidence?.expectedShare ?? 0) >= 1 }

    /// Whether the drawn stroke clearly looks like a type other than its template's.
    public func looksLikeAnotherType(_ evidence: TypeEvidence?) -> Bool {
        evidence.map { $0.expectedShare < otherTypeShare } ?? false
    }
}
