/// How a teacher's verdicts on a learner's strokes compare with the engine's verdicts at the time, on one
/// dimension: the lesson report's view of whether the engine can be trusted with this learner.
public struct TeacherAgreement: Hashable, Codable, Sendable {
    public var dimension: VerdictDimension
    public var agreement: Agreement

    public init(dimension: VerdictDimension, agreement: Agreement) {
        self.dimension = dimension
        self.agreement = agreement
    }

    /// One row per dimension that has verdicts, in ``VerdictDimension`` order; the latest verdict on each stroke
    /// and dimension stands, and verdicts without the engine's verdict at the time are left out.
    public static func rows(_ reviewed: [ReviewedAttempt]) -> [TeacherAgreement] {
        var pairs: [VerdictDimension: [(engine: Bool, teacher: Bool)]] = [:]
        for verdict in reviewed.flatMap(\.verdicts).standing {
            guard let engine = verdict.enginePassed else { continue }
            pairs[verdict.dimension, default: []].append((engine, verdict.passed))
        }
        return VerdictDimension.allCases.compactMap { dimension in
            pairs[dimension].map { TeacherAgreement(dimension: dimension, agreement: Agreement($0)) }
        }
    }
}
