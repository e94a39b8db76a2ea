import Foundation

/// The recordings (ink and voice) of learners' stored attempts, kept so their teacher can replay them.
public protocol ReplayStore: Sendable {
    /// Keeps the replay of stored attempt `attempt`; an attempt that has one keeps its first.
    /// - Throws: ``StoreError`` on field `attempt` when there is no such attempt.
    func saveReplay(_ replay: AttemptReplay, attempt: Int64) async throws(StoreError)

    /// The replay kept for attempt `attempt`, or nil when none was.
    func replay(attempt: Int64) async throws(StoreError) -> AttemptReplay?

    /// Deletes the replays (ink and voice) of `learner`'s attempts, everyone's when nil, stored before
    /// `storedBefore`, whenever when nil; the attempts, their reports and verdicts stay.
    /// - Returns: how many replays were deleted.
    func deleteReplays(learner: String?, storedBefore: Date?) async throws(StoreError) -> Int
}
