import Foundation
import GRDB

extension SQLiteProgressStore {
    public func saveReplay(_ replay: AttemptReplay, attempt: Int64) throws(StoreError) {
        let heard = try StoredNames.text(of: replay.heard)
        let speech = try StoredNames.text(of: replay.speech)
        return try write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM attempt WHERE id = ?", arguments: [attempt]) != nil else {
                throw StoreError(file: "", field: "attempt", problem: "there is no attempt \(attempt)")
            }
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO attemptReplay (attemptId, recording, audio, heard, speech) VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [attempt, String(decoding: replay.recording, as: UTF8.self), replay.audio, heard, speech])
        }
    }

    public func deleteReplays(learner: String?, storedBefore: Date?) throws(StoreError) -> Int {
        let before = storedBefore.map { ISO8601DateFormatter().string(from: $0) }
        return try write { db in
            try db.execute(
                sql: """
                    DELETE FROM attemptReplay WHERE attemptId IN (
                        SELECT attempt.id FROM attempt JOIN learner ON learner.id = attempt.learnerId
                        WHERE (?1 IS NULL OR learner.name = ?1) AND (?2 IS NULL OR attempt.storedAt < ?2))
                    """,
                arguments: [learner, before])
            return db.changesCount
        }
    }

    public func replay(attempt: Int64) throws(StoreError) -> AttemptReplay? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT recording, audio, heard, speech FROM attemptReplay WHERE attemptId = ?", arguments: [attempt])
                .map { row in
                    AttemptReplay(
                        recording: Data((row["recording"] as String).utf8), audio: row["audio"],
                        heard: try StoredNames.heard(row["heard"]), speech: try StoredNames.speech(row["speech"]))
                }
        }
    }
}
