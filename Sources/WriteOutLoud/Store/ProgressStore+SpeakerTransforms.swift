import Foundation
import GRDB

/// A learner's speaker transform (`wol enroll`), kept beside their history so an app can find it again.
public struct StoredSpeakerTransform: Hashable, Sendable {
    /// The acoustic model folder the transform was fitted to; it fits no other.
    public var acousticModel: String
    /// The transform file's text, as ``SpeakerTransform`` reads it.
    public var text: String

    public init(acousticModel: String, text: String) {
        self.acousticModel = acousticModel
        self.text = text
    }
}

extension ProgressStore {
    /// Keeps `transform` as the learner's speaker transform, replacing an earlier one.
    /// - Throws: ``StoreError`` when the store cannot be written.
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

    /// The learner's speaker transform, or nil when they have not enrolled.
    /// - Throws: ``StoreError`` when the store cannot be read.
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
