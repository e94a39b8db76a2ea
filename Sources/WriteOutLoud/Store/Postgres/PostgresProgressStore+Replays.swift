import Foundation
import PostgresNIO

extension PostgresProgressStore {
    public func saveReplay(_ replay: AttemptReplay, attempt: Int64) async throws(StoreError) {
        let recording = String(decoding: replay.recording, as: UTF8.self)
        let heard = try StoredNames.text(of: replay.heard)
        let speech = try StoredNames.text(of: replay.speech)
        try await run { connection, logger in
            var known = false
            for try await _ in try await connection.query(
                "SELECT 1::BIGINT FROM attempt WHERE id = \(attempt)", logger: logger
            ).decode(Int64.self) {
                known = true
            }
            guard known else { throw StoreError(file: "", field: "attempt", problem: "there is no attempt \(attempt)") }
            try await connection.query(
                """
                INSERT INTO attemptReplay (attemptId, recording, audio, heard, speech)
                VALUES (\(attempt), \(recording), \(replay.audio), \(heard), \(speech))
                ON CONFLICT (attemptId) DO NOTHING
                """, logger: logger)
        }
    }

    public func deleteReplays(learner: String?, storedBefore: Date?) async throws(StoreError) -> Int {
        let before = storedBefore.map { ISO8601DateFormatter().string(from: $0) }
        return try await run { connection, logger in
            var deleted = 0
            for try await _ in try await connection.query(
                """
                DELETE FROM attemptReplay WHERE attemptId IN (
                    SELECT attempt.id FROM attempt JOIN learner ON learner.id = attempt.learnerId
                    WHERE (\(learner)::TEXT IS NULL OR learner.name = \(learner))
                    AND (\(before)::TEXT IS NULL OR attempt.storedAt < \(before)))
                RETURNING attemptId
                """, logger: logger
            ).decode(Int64.self) {
                deleted += 1
            }
            return deleted
        }
    }

    public func replay(attempt: Int64) async throws(StoreError) -> AttemptReplay? {
        try await run { connection, logger in
            var found: AttemptReplay?
            for try await (recording, audio, heard, speech) in try await connection.query(
                "SELECT recording, audio, heard, speech FROM attemptReplay WHERE attemptId = \(attempt)", logger: logger
            ).decode((String, ByteBuffer?, String, String?).self) {
                found = AttemptReplay(
                    recording: Data(recording.utf8), audio: audio.map { Data(buffer: $0) }, heard: try StoredNames.heard(heard),
                    speech: try StoredNames.speech(speech))
            }
            return found
        }
    }
}
