import Foundation
import GRDB

extension SQLiteProgressStore {
    public func addVerdict(_ verdict: TeacherVerdict) throws(StoreError) {
        try write { db in
            guard try Int64.fetchOne(db, sql: "SELECT id FROM attempt WHERE id = ?", arguments: [verdict.attempt]) != nil
            else {
                throw StoreError(file: "", field: "attempt", problem: "there is no attempt \(verdict.attempt)")
            }
            try db.execute(
                sql: """
                    INSERT INTO teacherVerdict (attemptId, strokeIndex, dimension, teacher, givenAt, enginePassed,
                        engineScore, passed, note, engineVersion)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    verdict.attempt, verdict.stroke, verdict.dimension.rawValue, verdict.teacher, verdict.givenAt,
                    verdict.enginePassed, verdict.engineScore, verdict.passed, verdict.note, verdict.engineVersion,
                ])
        }
    }

    public func reviewedAttempts(learner: String?) throws(StoreError) -> [ReviewedAttempt] {
        try read { db in
            let filter = "JOIN learner ON learner.id = attempt.learnerId WHERE ? IS NULL OR learner.name = ?"
            let verdicts = Dictionary(grouping: try Self.verdicts(db, filter: filter, [learner, learner]), by: \.attempt)
            return try SQLiteStoreReader.identifiedAttempts(db, learner: learner).reversed().map { id, attempt in
                ReviewedAttempt(id: id, attempt: attempt, verdicts: verdicts[id] ?? [])
            }
        }
    }

    public func learner(ofAttempt id: Int64) throws(StoreError) -> String? {
        try read { db in
            try String.fetchOne(
                db, sql: "SELECT learner.name FROM attempt JOIN learner ON learner.id = attempt.learnerId WHERE attempt.id = ?",
                arguments: [id])
        }
    }

    public func verdicts(since: Date?) throws(StoreError) -> [TeacherVerdict] {
        let from = since.map { ISO8601DateFormatter().string(from: $0) } ?? ""
        return try read { db in try Self.verdicts(db, filter: "WHERE teacherVerdict.givenAt >= ?", [from]) }
    }

    /// Verdicts joined to their attempts, filtered by `filter` (SQL after the join), oldest first.
    private static func verdicts(_ db: Database, filter: String, _ arguments: StatementArguments) throws -> [TeacherVerdict] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT teacherVerdict.attemptId, strokeIndex, dimension, teacher, givenAt, enginePassed, engineScore,
                    passed, note, engineVersion
                FROM teacherVerdict JOIN attempt ON attempt.id = teacherVerdict.attemptId \(filter)
                ORDER BY givenAt, teacherVerdict.id
                """, arguments: arguments
        ).map { row throws(StoreError) in
            TeacherVerdict(
                attempt: row[0], stroke: row[1], dimension: try StoredNames.verdictDimension(row[2]), teacher: row[3],
                givenAt: row[4], enginePassed: row[5], engineScore: row[6], passed: row[7], note: row[8],
                engineVersion: row[9])
        }
    }
}
