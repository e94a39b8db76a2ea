import Foundation
import PostgresNIO

extension PostgresProgressStore {
    public func saveLearnerModel(
        _ means: LearnerMeans, acousticModel: String, learner: String, fittedAfter transform: String
    ) async throws(StoreError) -> StoredLearnerModel? {
        let (digest, data) = (means.digest, means.data)
        let now = ISO8601DateFormatter().string(from: Date())
        return try await run { connection, logger in
            var kept = false
            for try await _ in try await connection.query(
                """
                INSERT INTO learnerModel (learnerId, acousticModel, meansDigest, means, storedAt)
                SELECT speakerTransform.learnerId, \(acousticModel), \(digest), \(data), \(now) FROM speakerTransform
                JOIN learner ON learner.id = speakerTransform.learnerId
                WHERE learner.name = \(learner) AND speakerTransform.transform = \(transform)
                ON CONFLICT (learnerId) DO UPDATE SET acousticModel = EXCLUDED.acousticModel,
                    meansDigest = EXCLUDED.meansDigest, means = EXCLUDED.means, storedAt = EXCLUDED.storedAt
                RETURNING learnerId
                """, logger: logger
            ).decode(Int64.self) {
                kept = true
            }
            guard kept else { return nil }
            return StoredLearnerModel(
                acousticModel: acousticModel, meansDigest: digest, storedAt: ISO8601DateFormatter().date(from: now))
        }
    }

    public func learnerModel(learner: String) async throws(StoreError) -> StoredLearnerModel? {
        try await run { connection, logger in
            var found: StoredLearnerModel?
            for try await (model, digest, storedAt) in try await connection.query(
                """
                SELECT acousticModel, meansDigest, learnerModel.storedAt FROM learnerModel
                JOIN learner ON learner.id = learnerModel.learnerId WHERE learner.name = \(learner)
                """, logger: logger
            ).decode((String, String, String).self) {
                found = StoredLearnerModel(
                    acousticModel: model, meansDigest: digest, storedAt: ISO8601DateFormatter().date(from: storedAt))
            }
            return found
        }
    }

    public func learnerModelMeans(learner: String, digest: String) async throws(StoreError) -> LearnerMeans? {
        try await run { connection, logger in
            var found: LearnerMeans?
            for try await means in try await connection.query(
                """
                SELECT means FROM learnerModel JOIN learner ON learner.id = learnerModel.learnerId
                WHERE learner.name = \(learner) AND meansDigest = \(digest)
                """, logger: logger
            ).decode(ByteBuffer.self) {
                found = LearnerMeans(data: Data(buffer: means), storedDigest: digest)
            }
            return found
        }
    }
}
