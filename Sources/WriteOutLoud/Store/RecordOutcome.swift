/// What ``ProgressStore/record(_:recording:recordingPath:analysedAt:)`` did.
public enum RecordOutcome: Hashable, Sendable {
    /// A new attempt was stored under this id.
    case inserted(Int64)
    /// The same recording (path and content) was stored before, under this id; nothing changed.
    case alreadyStored(Int64)
}
