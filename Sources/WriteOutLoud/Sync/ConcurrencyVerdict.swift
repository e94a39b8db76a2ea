/// How a stroke's spoken name lined up in time with the pen.
public struct ConcurrencyVerdict: Hashable, Codable, Sendable {
    /// Intersection over union of the stroke's and the speech's time spans, 0–1.
    public var overlap: Double
    /// Speech onset minus pen-down, in seconds (negative: the voice led).
    public var lag: Double
    public var relation: TimeRelation
    /// 0–100: speaking during the stroke scores high; see ``ConcurrencyPolicy``.
    public var score: Double

    public init(overlap: Double, lag: Double, relation: TimeRelation, score: Double) {
        self.overlap = overlap
        self.lag = lag
        self.relation = relation
        self.score = score
    }
}

/// Where the speech fell relative to its stroke.
public enum TimeRelation: String, Codable, Sendable {
    /// The speech ended before the pen touched down.
    case before
    /// Speech and stroke overlap in time.
    case during
    /// The speech began after the pen lifted.
    case after
}
