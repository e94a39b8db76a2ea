/// A stored attempt as a teacher reviews it: its id, what the engine found, and the verdicts given on it.
public struct ReviewedAttempt: Hashable, Codable, Sendable {
    public var id: Int64
    public var attempt: LessonAttempt
    /// Oldest first; a later verdict on the same stroke and dimension stands over an earlier one.
    public var verdicts: [TeacherVerdict]

    public init(id: Int64, attempt: LessonAttempt, verdicts: [TeacherVerdict]) {
        self.id = id
        self.attempt = attempt
        self.verdicts = verdicts
    }
}
