/// How far a learner's stroke may stray from a template stroke, as its author judged it.
///
/// Carried with the template so that a stroke-specific leniency is not lost on import; the stroke analyzer still
/// applies its own ``ScoreTolerances`` to every stroke.
public struct StrokeTolerances: Hashable, Codable, Sendable {
    /// Distance (template box units) the stroke's start, end and centre may be off.
    public var position: Double?
    /// Angle (degrees) the stroke's heading may be off.
    public var direction: Double?

    public init(position: Double? = nil, direction: Double? = nil) {
        self.position = position
        self.direction = direction
    }
}
