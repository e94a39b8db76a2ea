import Foundation
import GRDB

/// A learner's history in SQLite: every analysed attempt with its per-stroke verdicts and mistakes,
/// so lesson reports can look back over days and weeks. It never holds audio.
///
/// Each attempt is written in one transaction and keyed by its recording path and content hash, so a
/// batch stopped halfway leaves only whole attempts behind, and running it again adds only the rest.
public struct ProgressStore: Sendable {
    /// What ``record(_:recording:recordingPath:analysedAt:)`` did.
    public enum Outcome: Hashable, Sendable {
        /// A new attempt was stored under this id.
        case inserted(Int64)
        /// The same recording (path and content) was stored before, under this id; nothing changed.
        case alreadyStored(Int64)
    }

    /// The database file as the user named it.
    public let path: String
    private let database: DatabaseQueue

    /// Opens the store, creating it or bringing its tables up to date.
    /// - Parameter path: the SQLite file; created when missing.
    /// - Throws: ``StoreError`` when the file cannot be opened or is not a progress store.
    public init(path: String) throws(StoreError) {
        self.path = path
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        }
        do {
            database = try DatabaseQueue(path: path, configuration: configuration)
            try StoreSchema.migrator.migrate(database)
        } catch {
            throw Self.error(error, file: path)
        }
    }

    /// The content hash that, with the recording's path, identifies a stored attempt: SHA-256 of the
    /// recording's JSON with sorted keys, so re-analysing an unchanged file is recognised.
    /// - Throws: ``StoreError`` when the recording cannot be encoded.
    public static func contentHash(of recording: Recording) throws(StoreError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return SHA256.hex(try encoder.encode(recording))
        } catch {
            throw StoreError(file: "(recording)", field: "(document)", problem: "cannot be encoded to hash it: \(error)")
        }
    }

    /// Whether this recording, unchanged, is already stored; a batch can skip analysing it.
    public func contains(recording: Recording, recordingPath: String) throws(StoreError) -> Bool {
        let hash = try Self.contentHash(of: recording)
        return try read { db in try Self.attemptID(db, path: recordingPath, hash: hash) != nil }
    }

    /// Stores an analysed attempt, unless the same recording is stored already.
    /// - Parameters:
    ///   - report: the analysis.
    ///   - recording: the recording analysed (its learner, time and content hash are kept, not its audio).
    ///   - recordingPath: the recording file as the user named it.
    ///   - analysedAt: the time to record when the recording does not say when it was made.
    /// - Throws: ``StoreError``; on error nothing of the attempt is stored.
    @discardableResult
    public func record(
        _ report: AnalysisReport, recording: Recording, recordingPath: String, analysedAt: Date = Date()
    ) throws(StoreError) -> Outcome {
        let attempt: LessonAttempt
        do {
            attempt = try LessonAttempt(
                report: report, recording: recording, recordingPath: recordingPath, analysedAt: analysedAt)
        } catch {
            throw StoreError(file: error.file, field: error.field, problem: error.problem)
        }
        let hash = try Self.contentHash(of: recording)
        let storedAt = ISO8601DateFormatter().string(from: analysedAt)
        return try write { db in
            if let id = try Self.attemptID(db, path: recordingPath, hash: hash) { return .alreadyStored(id) }
            return .inserted(try Self.insert(attempt, hash: hash, storedAt: storedAt, into: db))
        }
    }

    /// Every stored attempt, oldest first, optionally of one learner only.
    /// - Complexity: O(a + s + i) rows for a attempts with s stroke verdicts and i issues.
    public func attempts(learner: String? = nil) throws(StoreError) -> [LessonAttempt] {
        try read { db in try StoreReader.attempts(db, learner: learner) }
    }

    /// How many attempts are stored.
    public func attemptCount() throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM attempt") ?? 0 }
    }

    private static func attemptID(_ db: Database, path: String, hash: String) throws -> Int64? {
        try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT id FROM attempt WHERE recordingPath = ? AND contentHash = ?"),
            arguments: [path, hash])
    }

    private static func insert(_ attempt: LessonAttempt, hash: String, storedAt: String, into db: Database) throws
        -> Int64
    {
        let learner = try rowID(db, table: "learner", column: "name", value: attempt.learner)
        let character = try rowID(db, table: "character", column: "character", value: attempt.character)
        try db.cachedStatement(
            sql: """
                INSERT INTO attempt (learnerId, characterId, recordingPath, contentHash, recordedAt, day, storedAt, score, concurrency)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            learner, character, attempt.recordingPath, hash, attempt.recordedAt, attempt.day, storedAt, attempt.score,
            attempt.concurrency,
        ])
        let id = db.lastInsertedRowID
        let verdict = try db.cachedStatement(
            sql: """
                INSERT INTO strokeVerdict (attemptId, strokeIndex, type, drawn, accuracy, passed, shape, direction, position, proportion, nameMatched, concurrency)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for (index, stroke) in attempt.strokes.enumerated() {
            try verdict.execute(arguments: [
                id, index, stroke.type?.rawValue, stroke.drawn, stroke.accuracy, stroke.passed, stroke.scores.shape,
                stroke.scores.direction, stroke.scores.position, stroke.scores.proportion, stroke.nameMatched,
                stroke.concurrency,
            ])
        }
        let issue = try db.cachedStatement(
            sql: "INSERT INTO issue (attemptId, ordinal, kind, strokeIndex, message) VALUES (?, ?, ?, ?, ?)")
        for (ordinal, item) in attempt.issues.enumerated() {
            try issue.execute(arguments: [id, ordinal, item.kind.rawValue, item.stroke, item.message])
        }
        return id
    }

    /// The id of the row holding `value`, inserting it when new.
    static func rowID(_ db: Database, table: String, column: String, value: String) throws -> Int64 {
        if let id = try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT id FROM \(table) WHERE \(column) = ?"), arguments: [value])
        {
            return id
        }
        try db.cachedStatement(sql: "INSERT INTO \(table) (\(column)) VALUES (?)").execute(arguments: [value])
        return db.lastInsertedRowID
    }

    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.read(body)
        } catch {
            throw Self.error(error, file: path)
        }
    }

    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.write(body)
        } catch {
            throw Self.error(error, file: path)
        }
    }

    private static func error(_ error: any Error, file: String) -> StoreError {
        if var error = error as? StoreError {
            if error.file.isEmpty { error.file = file }
            return error
        }
        if let error = error as? DatabaseError {
            return StoreError(file: file, field: "database", problem: error.message ?? "\(error.resultCode)")
        }
        return StoreError(file: file, field: "database", problem: "\(error)")
    }
}
