import Foundation
import GRDB

extension SQLiteProgressStore {
    public func saveSpeakerTransform(_ transform: StoredSpeakerTransform, learner: String) throws(StoreError) {
        let storedAt = ISO8601DateFormatter().string(from: Date())
        try write { db in
            let learnerID = try Self.rowID(db, table: "learner", column: "name", value: learner)
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO speakerTransform (learnerId, acousticModel, transform, storedAt)
                    VALUES (?, ?, ?, ?)
                    """,
                arguments: [learnerID, transform.acousticModel, transform.text, storedAt])
            try db.execute(sql: "DELETE FROM learnerModel WHERE learnerId = ?", arguments: [learnerID])
        }
    }

    public func speakerTransform(learner: String) throws(StoreError) -> StoredSpeakerTransform? {
        try read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT acousticModel, transform, storedAt FROM speakerTransform
                    JOIN learner ON learner.id = speakerTransform.learnerId WHERE learner.name = ?
                    """, arguments: [learner]
            ).map { row in
                StoredSpeakerTransform(
                    acousticModel: row["acousticModel"], text: row["transform"],
                    storedAt: ISO8601DateFormatter().date(from: row["storedAt"]))
            }
        }
    }

    public func deleteSpeakerTransform(learner: String) throws(StoreError) -> Bool {
        try write { db in
            try db.execute(
                sql: "DELETE FROM learnerModel WHERE learnerId = (SELECT id FROM learner WHERE name = ?)",
                arguments: [learner])
            try db.execute(
                sql: """
                    DELETE FROM speakerTransform
                    WHERE learnerId = (SELECT id FROM learner WHERE name = ?)
                    """, arguments: [learner])
            return db.changesCount > 0
        }
    }
}
