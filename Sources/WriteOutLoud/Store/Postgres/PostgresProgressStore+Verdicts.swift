import Foundation
import Logging
import PostgresNIO

extension PostgresProgressStore {
    public func addVerdict(_ verdict: TeacherVerdict) async throws(StoreError) {
        try await run { connection, logger in
            var inserted = false
            for try await _ in try await connection.query(
                """
                INSERT INTO teacherVerdict (attemptId, strokeIndex, dimension, teacher, givenAt, enginePassed,
                    engineScore, passed, note, engineVersion)
                SELECT id, \(verdict.stroke), \(verdict.dimension.rawValue), \(verdict.teacher), \(verdict.givenAt),
                    \(verdict.enginePassed), \(verdict.engineScore), \(verdict.passed), \(verdict.note),
                    \(verdict.engineVersion)
                FROM attempt WHERE id = \(verdict.attempt) RETURNING id
                """, logger: logger
            ).decode(Int64.self) {
                inserted = true
            }
            guard inserted else {
                throw StoreError(file: "", field: "attempt", problem: "there is no attempt \(verdict.attempt)")
            }
        }
    }

    public func reviewedAttempts(learner: String?) async throws(StoreError) -> [ReviewedAttempt] {
        try await run { connection, logger in
            try await connection.withTransaction(logger: logger) { connection in
                try await connection.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ", logger: logger)
                let attempts = try await PostgresStoreReader(connection: connection, logger: logger)
                    .identifiedAttempts(learner: learner)
                var bindings = PostgresBindings()
                bindings.append(learner)
                let verdicts = Dictionary(
                    grouping: try await Self.verdicts(
                        connection, logger: logger,
                        filter: "JOIN learner ON learner.id = attempt.learnerId WHERE $1::TEXT IS NULL OR learner.name = $1",
                        bindings),
                    by: \.attempt)
                return attempts.reversed().map { id, attempt in
                    ReviewedAttempt(id: id, attempt: attempt, verdicts: verdicts[id] ?? [])
                }
            }
        }
    }

    public func learner(ofAttempt id: Int64) async throws(StoreError) -> String? {
        try await run { connection, logger in
            var name: String?
            for try await value in try await connection.query(
                "SELECT learner.name FROM attempt JOIN learner ON learner.id = attempt.learnerId WHERE attempt.id = \(id)",
                logger: logger
            ).decode(String.self) {
                name = value
            }
            return name
        }
    }

    public func verdicts(since: Date?) async throws(StoreError) -> [TeacherVerdict] {
        var bindings = PostgresBindings()
        bindings.append(since.map { ISO8601DateFormatter().string(from: $0) } ?? "")
        let from = bindings
        return try await run { connection, logger in
            try await Self.verdicts(connection, logger: logger, filter: "WHERE teacherVerdict.givenAt >= $1", from)
        }
    }

    /// Verdicts joined to their attempts, filtered by `filter` (SQL after the join), oldest first.
    private static func verdicts(
        _ connection: PostgresConnection, logger: Logger, filter: String, _ bindings: PostgresBindings
    ) async throws -> [TeacherVerdict] {
        var verdicts: [TeacherVerdict] = []
        let rows = try await connection.query(
            PostgresQuery(
                unsafeSQL: """
                    SELECT teacherVerdict.attemptId, strokeIndex, dimension, teacher, givenAt, enginePassed, engineScore,
                        passed, note, engineVersion
                    FROM teacherVerdict JOIN attempt ON attempt.id = teacherVerdict.attemptId \(filter)
                    ORDER BY givenAt COLLATE "C", teacherVerdict.id
                    """, binds: bindings), logger: logger)
        for try await (attempt, stroke, dimension, teacher, givenAt, enginePassed, engineScore, passed, note, version)
            in rows.decode((Int64, Int, String, String, String, Bool?, Double?, Bool, String?, String).self)
        {
            verdicts.append(
                TeacherVerdict(
                    attempt: attempt, stroke: stroke, dimension: try StoredNames.verdictDimension(dimension),
                    teacher: teacher, givenAt: givenAt, enginePassed: enginePassed, engineScore: engineScore,
                    passed: passed, note: note, engineVersion: version))
        }
        return verdicts
    }
}
