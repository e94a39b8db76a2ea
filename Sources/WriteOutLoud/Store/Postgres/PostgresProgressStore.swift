import Foundation
import Logging
import PostgresNIO

/// A learner's history in a PostgreSQL database that several `wol serve` share: the same tables and
/// semantics as ``SQLiteProgressStore``, with the attempt's key enforced by a unique constraint, so servers
/// writing at once lose nothing and store an attempt uploaded to two of them once.
///
/// It reconnects by itself: a call while the database is down fails at once with a transient
/// ``StoreError``, and the first call after it is back succeeds.
public struct PostgresProgressStore: ProgressStore {
    public let location: String
    private let pool: PostgresConnectionPool

    /// Connects, and creates the tables or brings them up to date.
    /// - Parameters:
    ///   - url: where the database is.
    ///   - connections: how many connections this store may hold open at once.
    /// - Throws: ``StoreError`` when the database cannot be reached or was brought up to date by a newer
    ///   engine.
    public init(url: PostgresStoreURL, connections: Int = 8) async throws(StoreError) {
        location = url.display
        pool = PostgresConnectionPool(
            configuration: url.configuration, limit: connections, connectSeconds: 5, operationSeconds: 30)
        let store = location
        try await run { connection, logger in
            try await PostgresSchema.migrate(connection, logger: logger, store: store)
        }
    }

    public func contains(recording: Recording, recordingPath: String) async throws(StoreError) -> Bool {
        let hash = try ContentHash.of(recording)
        return try await run { connection, logger in
            try await Self.attemptID(connection, logger: logger, path: recordingPath, hash: hash) != nil
        }
    }

    @discardableResult
    public func record(
        _ report: AnalysisReport, recording: Recording, recordingPath: String, analysedAt: Date
    ) async throws(StoreError) -> RecordOutcome {
        let pending = try PendingAttempt(report, recording: recording, recordingPath: recordingPath, analysedAt: analysedAt)
        return try await run { connection, logger in
            try await connection.withTransaction(logger: logger) { connection in
                try await PostgresAttemptWriter(connection: connection, logger: logger).insert(pending)
            }
        }
    }

    /// - Complexity: O(a + s + i) rows for a attempts with s stroke verdicts and i issues.
    public func attempts(learner: String?) async throws(StoreError) -> [LessonAttempt] {
        try await run { connection, logger in
            try await connection.withTransaction(logger: logger) { connection in
                try await connection.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ", logger: logger)
                return try await PostgresStoreReader(connection: connection, logger: logger).attempts(learner: learner)
            }
        }
    }

    public func attemptCount() async throws(StoreError) -> Int {
        try await run { connection, logger in
            var count = 0
            for try await value in try await connection.query("SELECT COUNT(*) FROM attempt", logger: logger)
                .decode(Int.self)
            {
                count = value
            }
            return count
        }
    }

    public func saveSpeakerTransform(_ transform: StoredSpeakerTransform, learner: String) async throws(StoreError) {
        let storedAt = ISO8601DateFormatter().string(from: Date())
        try await run { connection, logger in
            try await connection.withTransaction(logger: logger) { connection in
                let learnerID = try await PostgresAttemptWriter(connection: connection, logger: logger)
                    .rowID(table: "learner", column: "name", value: learner)
                try await connection.query(
                    """
                    INSERT INTO speakerTransform (learnerId, acousticModel, transform, storedAt)
                    VALUES (\(learnerID), \(transform.acousticModel), \(transform.text), \(storedAt))
                    ON CONFLICT (learnerId) DO UPDATE SET acousticModel = EXCLUDED.acousticModel,
                        transform = EXCLUDED.transform, storedAt = EXCLUDED.storedAt
                    """, logger: logger)
                try await connection.query("DELETE FROM learnerModel WHERE learnerId = \(learnerID)", logger: logger)
            }
        }
    }

    public func speakerTransform(learner: String) async throws(StoreError) -> StoredSpeakerTransform? {
        try await run { connection, logger in
            var found: StoredSpeakerTransform?
            for try await (model, text, storedAt) in try await connection.query(
                """
                SELECT acousticModel, transform, storedAt FROM speakerTransform
                JOIN learner ON learner.id = speakerTransform.learnerId WHERE learner.name = \(learner)
                """, logger: logger
            ).decode((String, String, String).self) {
                found = StoredSpeakerTransform(
                    acousticModel: model, text: text, storedAt: ISO8601DateFormatter().date(from: storedAt))
            }
            return found
        }
    }

    public func deleteSpeakerTransform(learner: String) async throws(StoreError) -> Bool {
        try await run { connection, logger in
            try await connection.withTransaction(logger: logger) { connection in
                try await connection.query(
                    "DELETE FROM learnerModel WHERE learnerId = (SELECT id FROM learner WHERE name = \(learner))",
                    logger: logger)
                var deleted = false
                for try await _ in try await connection.query(
                    """
                    DELETE FROM speakerTransform WHERE learnerId = (SELECT id FROM learner WHERE name = \(learner))
                    RETURNING learnerId
                    """, logger: logger
                ).decode(Int64.self) {
                    deleted = true
                }
                return deleted
            }
        }
    }

    public func close() async {
        await pool.close()
    }

    private static func attemptID(_ connection: PostgresConnection, logger: Logger, path: String, hash: String)
        async throws -> Int64?
    {
        var id: Int64?
        for try await value in try await connection.query(
            "SELECT id FROM attempt WHERE recordingPath = \(path) AND contentHash = \(hash)", logger: logger
        ).decode(Int64.self) {
            id = value
        }
        return id
    }

    /// Runs `body` on a pooled connection, saying any failure as a ``StoreError`` about this store.
    func run<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T)
        async throws(StoreError) -> T
    {
        do {
            return try await pool.withConnection(body)
        } catch {
            throw PostgresStoreError.storeError(error, store: location)
        }
    }
}
