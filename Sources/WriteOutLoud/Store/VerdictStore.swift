import Foundation

/// Teachers' verdicts on stored attempts, kept in the progress store beside the engine's.
public protocol VerdictStore: Sendable {
    /// Keeps a verdict.
    /// - Throws: ``StoreError`` on field `attempt` when there is no such attempt.
    func addVerdict(_ verdict: TeacherVerdict) async throws(StoreError)

    /// One learner's attempts (every learner's when nil), newest first, each with its id and the verdicts given
    /// on it.
    func reviewedAttempts(learner: String?) async throws(StoreError) -> [ReviewedAttempt]

    /// Whose attempt `id` is, or nil when there is none.
    func learner(ofAttempt id: Int64) async throws(StoreError) -> String?

    /// Every verdict given at or after `since` (all when nil), oldest first.
    func verdicts(since: Date?) async throws(StoreError) -> [TeacherVerdict]
}
