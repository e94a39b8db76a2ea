/// A teacher's pass or fail on one stroke of a stored attempt, kept beside the engine's verdict and score on
/// the same stroke and dimension at the time, so that calibration can learn from where they disagree.
public struct TeacherVerdict: Hashable, Codable, Sendable {
    /// The stored attempt's id.
    public var attempt: Int64
    /// 0-based template stroke index, as `strokes[].index` in the report.
    public var stroke: Int
    public var dimension: VerdictDimension
    /// Who gave it.
    public var teacher: String
    /// When, ISO 8601.
    public var givenAt: String
    /// The engine's verdict on the stroke and dimension; nil when it had none (no voice to judge, say).
    public var enginePassed: Bool?
    /// The engine's score behind its verdict (stroke accuracy, or voice and pen concurrency), 0–100; nil for
    /// the name, which has none.
    public var engineScore: Double?
    /// The teacher's verdict.
    public var passed: Bool
    public var note: String?
    /// The engine version whose verdict this one answers.
    public var engineVersion: String

    public init(
        attempt: Int64, stroke: Int, dimension: VerdictDimension, teacher: String, givenAt: String,
        enginePassed: Bool?, engineScore: Double?, passed: Bool, note: String?, engineVersion: String
    ) {
        self.attempt = attempt
        self.stroke = stroke
        self.dimension = dimension
        self.teacher = teacher
        self.givenAt = givenAt
        self.enginePassed = enginePassed
        self.engineScore = engineScore
        self.passed = passed
        self.note = note
        self.engineVersion = engineVersion
    }

    /// The engine's verdict and score on one stroke's dimension of a stored attempt.
    /// - Returns: nil for a stroke index the attempt does not have.
    public static func engineJudgement(of attempt: LessonAttempt, stroke: Int, dimension: VerdictDimension)
        -> (passed: Bool?, score: Double?)?
    {
        guard attempt.strokes.indices.contains(stroke) else { return nil }
        let judged = attempt.strokes[stroke]
        switch dimension {
        case .drawing:
            return (judged.passed, judged.accuracy)
        case .name:
            return (judged.nameMatched, nil)
        case .timing:
            guard let concurrency = judged.concurrency else { return (nil, nil) }
            let offBeat = attempt.issues.contains { $0.kind == .timing && $0.stroke == stroke }
            return (!offBeat, concurrency)
        }
    }
}
