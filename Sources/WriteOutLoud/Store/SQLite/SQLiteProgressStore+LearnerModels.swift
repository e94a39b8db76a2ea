import Foundation
import GRDB

extension SQLiteProgressStore {
    public func saveLearnerModel(
        _ means: LearnerMeans, acousticModel: String, learner: String, fittedAfter transform: String
    ) throws(StoreError) -> StoredLearnerModel? {
        let digest = means.digest
        let now = ISO8601DateFormatter().string(from: Date())
        return try write { db in
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO learnerModel (learnerId, acousticModel, meansDigest, means, storedAt)
                    SELECT speakerTransform.learnerId, ?, ?, ?, ? FROM speakerTransform
                    JOIN learner ON learner.id = speakerTransform.learnerId
                    WHERE learner.name = ? AND speakerTransform.transform = ?
                    """,
                arguments: [acousticModel, digest, means.data, now, learner, transform])
            guard db.changesCount > 0 else { return nil }
            return StoredLearnerModel(
                acousticModel: acousticModel, meansDigest: digest, storedAt: ISO8601DateFormatter().date(from: now))
        }
    }

    public func learnerModel(learner: String) throws(StoreError) -> StoredLearnerModel? {
        try read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT acousticModel, meansDigest, learnerModel.storedAt FROM learnerModel
                    JOIN learner ON learner.id = learnerModel.learnerId WHERE learner.name = ?
                    """, arguments: [learner]
            ).map { row in
                StoredLearnerModel(
                    acousticModel: row["acousticModel"], meansDigest: row["meansDigest"],
                    storedAt: ISO8601DateFormatter().date(from: row["storedAt"]))
            }
        }
    }

    public func learnerModelMeans(learner: String, digest: String) throws(StoreError) -> LearnerMeans? {
        try read { db in
            try Data.fetchOne(
                db,
                sql: """
                    SELECT means FROM learnerModel JOIN learner ON learner.id = learnerModel.learnerId
                    WHERE learner.name = ? AND meansDigest = ?
                    """, arguments: [learner, digest]
            ).map { LearnerMeans(data: $0, storedDigest: digest) }
        }
    }
}
