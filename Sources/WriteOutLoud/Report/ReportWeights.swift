/// How the overall score combines its parts. Parts that were not measured (no audio) are left out and the
/// remaining weights rescaled, so an ink-only recording is scored on its strokes alone.
public struct ReportWeights: Hashable, Codable, Sendable {
    public var strokeAccuracy: Double
    public var speechCorrectness: Double
    public var concurrency: Double

    public init(strokeAccuracy: Double = 0.5, speechCorrectness: Double = 0.3, concurrency: Double = 0.2) {
        self.strokeAccuracy = strokeAccuracy
        self.speechCorrectness = speechCorrectness
        self.concurrency = concurrency
    }

    public static let `default` = ReportWeights()

    /// The weighted score of the parts given, 0–100.
    public func combine(strokeAccuracy stroke: Double, speechCorrectness speech: Double?, concurrency sync: Double?)
        -> Double
    {
        let parts = [(stroke, strokeAccuracy), (speech, speechCorrectness), (sync, concurrency)]
            .compactMap { value, weight in value.map { ($0, weight) } }
        let total = parts.reduce(0) { $0 + $1.1 }
        guard total > 0 else { return 0 }
        return parts.reduce(0) { $0 + $1.0 * $1.1 } / total
    }
}
