import Foundation

/// An attempt as both stores write it: the lesson's view of the report, its key's content hash and the time
/// it was stored.
struct PendingAttempt: Sendable {
    var attempt: LessonAttempt
    var contentHash: String
    var storedAt: String

    /// - Throws: ``StoreError`` naming the recording's field when its time cannot be read, or when it cannot
    ///   be hashed.
    init(_ report: AnalysisReport, recording: Recording, recordingPath: String, analysedAt: Date) throws(StoreError) {
        do {
            attempt = try LessonAttempt(
                report: report, recording: recording, recordingPath: recordingPath, analysedAt: analysedAt)
        } catch {
            throw StoreError(file: error.file, field: error.field, problem: error.problem)
        }
        contentHash = try ContentHash.of(recording)
        storedAt = ISO8601DateFormatter().string(from: analysedAt)
    }
}
