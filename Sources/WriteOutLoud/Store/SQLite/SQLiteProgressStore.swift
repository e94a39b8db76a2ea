import Foundation
import GRDB

/// A learner's history in a SQLite file, the embedded default: every analysed attempt with its per-stroke
/// verdicts and mistakes, so lesson reports can look back over days and weeks. Its calls are synchronous.
public struct SQLiteProgressStore: ProgressStore {
    /// The database file as the user named it.
    public let path: String
    public var location: String { path }
    private let database: DatabaseQueue

    /// Opens the store, creating it or bringing its tables up to date.
    /// - Parameter path: the SQLite file; created when missing.
    /// - Throws: ``StoreError`` when the file cannot be opened, is not a progress store, or was brought up to
    ///   date by a newer engine.
    public init(path: String) throws(StoreError) {
        self.path = path
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        }
        do {
            database = try DatabaseQueue(path: path, configuration: configuration)
            let migrator = SQLiteSchema.migrator
            try StoreSchema.ensureKnown(try database.read(migrator.appliedIdentifiers), store: path)
            try migrator.migrate(database)
        } catch {
            throw Self.error(error, file: path)
        }
    }

    public func contains(recording: Recording, recordingPath: String) throws(StoreError) -> Bool {
        let hash = try ContentHash.of(recording)
        return try read { db in try Self.attemptID(db, path: recordingPath, hash: hash) != nil }
    }

    @discardableResult
    public func record(
        _ report: AnalysisReport, recording: Recording, recordingPath: String, analysedAt: Date = Date()
    ) throws(StoreError) -> RecordOutcome {
        let pending = try PendingAttempt(report, recording: recording, recordingPath: recordingPath, analysedAt: analysedAt)
        return try write { db in
            if let id = try Self.attemptID(db, path: recordingPath, hash: pending.contentHash) {
                return .alreadyStored(id)
            }
            return .inserted(try Self.insert(pending, into: db))
        }
    }

    /// - Complexity: O(a + s + i) rows for a attempts with s stroke verdicts and i issues.
    public func attempts(learner: String? = nil) throws(StoreError) -> [LessonAttempt] {
        try read { db in try SQLiteStoreReader.attempts(db, learner: learner) }
    }

    public func attemptCount() throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM attempt") ?? 0 }
    }

    private static func attemptID(_ db: Database, path: String, hash: String) throws -> Int64? {
        try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT id FROM attempt WHERE recordingPath = ? AND contentHash = ?"),
            arguments: [path, hash])
    }

    private static func insert(_ pending: PendingAttempt, into db: Database) throws -> Int64 {
        let attempt = pending.attempt
        let learner = try rowID(db, table: "learner", column: "name", value: attempt.learner)
        let character = try rowID(db, table: "character", column: "character", value: attempt.character)
        try db.cachedStatement(
            sql: """
                INSERT INTO attempt (learnerId, characterId, recordingPath, contentHash, recordedAt, day, storedAt, score, concurrency)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            learner, character, attempt.recordingPath, pending.contentHash, attempt.recordedAt, attempt.day,
            pending.storedAt, attempt.score,
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

    /// Nothing to let go of: the file is closed when the last copy of the store goes.
    public func close() {}

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
