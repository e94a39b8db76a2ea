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
        }
    }

    public func speakerTransform(learner: String) throws(StoreError) -> StoredSpeakerTransform? {
        try read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT acousticModel, transform FROM speakerTransform
                    JOIN learner ON learner.id = speakerTransform.learnerId WHERE learner.name = ?
                    """, arguments: [learner]
            ).map { StoredSpeakerTransform(acousticModel: $0["acousticModel"], text: $0["transform"]) }
        }
    }
}
