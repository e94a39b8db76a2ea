/// How speaking-while-writing is scored: what counts as together, and how much lead or delay is tolerated.
///
/// The score is `100 × (coverageWeight × coverage + (1 − coverageWeight) × onset)`, where *coverage* is the
/// share of the spoken name that falls inside the stroke's span widened by `leadTolerance` before pen-down,
/// and *onset* is 1 while the voice starts between `leadTolerance` before and `lateTolerance` after pen-down,
/// falling linearly to 0 at `falloff` seconds beyond those limits.
public struct ConcurrencyPolicy: Hashable, Codable, Sendable {
    /// Seconds the voice may start before the pen without penalty (people often name a stroke as they reach for it).
    public var leadTolerance: Double
    /// Seconds the voice may start after pen-down without penalty.
    public var lateTolerance: Double
    /// Seconds beyond the tolerances over which the onset credit falls to zero.
    public var falloff: Double
    public var coverageWeight: Double

    public init(leadTolerance: Double = 0.3, lateTolerance: Double = 0.4, falloff: Double = 1.2, coverageWeight: Double = 0.6) {
        self.leadTolerance = leadTolerance
        self.lateTolerance = lateTolerance
        self.falloff = falloff
        self.coverageWeight = coverageWeight
    }

    public static let `default` = ConcurrencyPolicy()

    /// Judges one stroke against the speech assigned to it.
    /// - Parameters:
    ///   - stroke: pen-down to pen-up, ink clock.
    ///   - speech: the spoken name's span, ink clock.
    public func verdict(stroke: TimeSpan, speech: TimeSpan) -> ConcurrencyVerdict {
        let lag = speech.start - stroke.start
        let relation: TimeRelation =
            if speech.end < stroke.start { .before } else if speech.start > stroke.end { .after } else { .during }
        let widened = TimeSpan(start: stroke.start - leadTolerance, end: stroke.end)
        let coverage = speech.duration > 0
            ? widened.intersection(with: speech) / speech.duration
            : (widened.gap(to: speech) == 0 ? 1 : 0)
        let outside = max(0, -lag - leadTolerance, lag - lateTolerance)
        let onset = max(0, 1 - outside / falloff)
        let score = 100 * (coverageWeight * coverage + (1 - coverageWeight) * onset)
        return ConcurrencyVerdict(overlap: stroke.overlap(with: speech), lag: lag, relation: relation, score: score)
    }
}
