import Logging
import PostgresNIO

/// Writes one attempt inside the caller's transaction. Under concurrent writers the unique constraints
/// decide: an attempt (or learner, or character) another server inserted first is found, not duplicated.
struct PostgresAttemptWriter {
    let connection: PostgresConnection
    let logger: Logger

    /// Inserts the attempt with its stroke verdicts and issues, unless its key is stored already.
    func insert(_ pending: PendingAttempt) async throws -> RecordOutcome {
        let attempt = pending.attempt
        if let id = try await attemptID(pending) { return .alreadyStored(id) }
        let learner = try await rowID(table: "learner", column: "name", value: attempt.learner)
        let character = try await rowID(table: "character", column: "character", value: attempt.character)
        var bindings = PostgresBindings()
        for value in [learner, character] { bindings.append(value) }
        for value in [attempt.recordingPath, pending.contentHash, attempt.recordedAt, attempt.day, pending.storedAt] {
            bindings.append(value)
        }
        bindings.append(Self.real(attempt.score))
        bindings.append(attempt.concurrency.flatMap(Self.real))
        let inserted = try await first(
            PostgresQuery(
                unsafeSQL: """
                    INSERT INTO attempt (learnerId, characterId, recordingPath, contentHash, recordedAt, day, storedAt, score, concurrency)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                    ON CONFLICT (recordingPath, contentHash) DO NOTHING RETURNING id
                    """, binds: bindings))
        guard let id = inserted else {
            // Another writer stored the same attempt after this one looked; its row is committed by now.
            guard let id = try await attemptID(pending) else { throw Self.vanished }
            return .alreadyStored(id)
        }
        try await insertStrokes(of: attempt, id: id)
        try await insertIssues(of: attempt, id: id)
        return .inserted(id)
    }

    /// The id of the row holding `value`, inserting it when new.
    func rowID(table: String, column: String, value: String) async throws -> Int64 {
        if let id = try await first(
            "INSERT INTO \(unescaped: table) (\(unescaped: column)) VALUES (\(value)) ON CONFLICT (\(unescaped: column)) DO NOTHING RETURNING id")
        {
            return id
        }
        guard let id = try await first("SELECT id FROM \(unescaped: table) WHERE \(unescaped: column) = \(value)") else {
            throw Self.vanished
        }
        return id
    }

    private func attemptID(_ pending: PendingAttempt) async throws -> Int64? {
        try await first(
            "SELECT id FROM attempt WHERE recordingPath = \(pending.attempt.recordingPath) AND contentHash = \(pending.contentHash)")
    }

    private func insertStrokes(of attempt: LessonAttempt, id: Int64) async throws {
        guard !attempt.strokes.isEmpty else { return }
        var bindings = PostgresBindings()
        var rows: [String] = []
        for (index, stroke) in attempt.strokes.enumerated() {
            rows.append(placeholders(from: bindings.count, count: 12))
            bindings.append(id)
            bindings.append(index)
            bindings.append(stroke.type?.rawValue)
            bindings.append(stroke.drawn)
            bindings.append(Self.real(stroke.accuracy))
            bindings.append(stroke.passed)
            for score in [stroke.scores.shape, stroke.scores.direction, stroke.scores.position, stroke.scores.proportion] {
                bindings.append(Self.real(score))
            }
            bindings.append(stroke.nameMatched)
            bindings.append(stroke.concurrency.flatMap(Self.real))
        }
        try await connection.query(
            PostgresQuery(
                unsafeSQL: """
                    INSERT INTO strokeVerdict (attemptId, strokeIndex, type, drawn, accuracy, passed, shape, direction, position, proportion, nameMatched, concurrency)
                    VALUES \(rows.joined(separator: ", "))
                    """, binds: bindings), logger: logger)
    }

    private func insertIssues(of attempt: LessonAttempt, id: Int64) async throws {
        guard !attempt.issues.isEmpty else { return }
        var bindings = PostgresBindings()
        var rows: [String] = []
        for (ordinal, item) in attempt.issues.enumerated() {
            rows.append(placeholders(from: bindings.count, count: 5))
            bindings.append(id)
            bindings.append(ordinal)
            bindings.append(item.kind.rawValue)
            bindings.append(item.stroke)
            bindings.append(item.message)
        }
        try await connection.query(
            PostgresQuery(
                unsafeSQL: "INSERT INTO issue (attemptId, ordinal, kind, strokeIndex, message) VALUES \(rows.joined(separator: ", "))",
                binds: bindings), logger: logger)
    }

    /// `($n+1, …, $n+count)`.
    private func placeholders(from start: Int, count: Int) -> String {
        "(" + (start + 1...start + count).map { "$\($0)" }.joined(separator: ", ") + ")"
    }

    /// The first column of the first row, if any.
    private func first(_ query: PostgresQuery) async throws -> Int64? {
        var value: Int64?
        for try await id in try await connection.query(query, logger: logger).decode(Int64.self) where value == nil {
            value = id
        }
        return value
    }

    /// A row that a conflict said exists was not found: another writer's transaction rolled back in between.
    private static let vanished = StoreError(
        file: "", field: "database", problem: "a concurrent write was rolled back; try again", isTransient: true)

    /// A score as SQLite keeps it: NaN becomes NULL, which a NOT NULL column refuses.
    private static func real(_ value: Double) -> Double? {
        value.isNaN ? nil : value
    }
}
