import Logging
import PostgresNIO

/// Reads stored attempts back as ``LessonAttempt`` values, as ``SQLiteStoreReader`` does: three ordered
/// queries stitched by attempt id, in the order SQLite gives (times compared as text, byte by byte).
struct PostgresStoreReader {
    let connection: PostgresConnection
    let logger: Logger

    func attempts(learner: String?) async throws -> [LessonAttempt] {
        try await identifiedAttempts(learner: learner).map(\.attempt)
    }

    /// The attempts with their ids, oldest first.
    func identifiedAttempts(learner: String?) async throws -> [(id: Int64, attempt: LessonAttempt)] {
        var bindings = PostgresBindings()
        if let learner { bindings.append(learner) }
        let filter = learner == nil ? "" : "WHERE learner.name = $1"
        var ids: [Int64] = []
        var attempts: [LessonAttempt] = []
        var position: [Int64: Int] = [:]
        let rows = try await connection.query(
            PostgresQuery(
                unsafeSQL: """
                    SELECT attempt.id, learner.name, character.character, recordingPath, recordedAt, day, score, concurrency
                    FROM attempt
                    JOIN learner ON learner.id = attempt.learnerId
                    JOIN character ON character.id = attempt.characterId
                    \(filter)
                    ORDER BY recordedAt COLLATE "C", attempt.id
                    """, binds: bindings), logger: logger)
        for try await (id, name, character, path, recordedAt, day, score, concurrency) in rows.decode(
            (Int64, String, String, String, String, String, Double, Double?).self)
        {
            position[id] = attempts.count
            ids.append(id)
            attempts.append(
                LessonAttempt(
                    learner: name, character: character, recordingPath: path, recordedAt: recordedAt, day: day,
                    score: score, concurrency: concurrency, strokes: [], issues: []))
        }
        let strokes = try await connection.query(
            PostgresQuery(
                unsafeSQL: """
                    SELECT attemptId, type, drawn, accuracy, passed, shape, direction, position, proportion, nameMatched, strokeVerdict.concurrency
                    FROM strokeVerdict JOIN attempt ON attempt.id = strokeVerdict.attemptId
                    JOIN learner ON learner.id = attempt.learnerId
                    \(filter)
                    ORDER BY attemptId, strokeIndex
                    """, binds: bindings), logger: logger)
        for try await (id, typeName, drawn, accuracy, passed, shape, direction, place, proportion, named, concurrency)
            in strokes.decode((Int64, String?, Bool, Double, Bool, Double, Double, Double, Double, Bool?, Double?).self)
        {
            guard let index = position[id] else { continue }
            attempts[index].strokes.append(
                LessonStroke(
                    type: try StoredNames.strokeType(typeName), drawn: drawn, accuracy: accuracy, passed: passed,
                    scores: DimensionScores(shape: shape, direction: direction, position: place, proportion: proportion),
                    nameMatched: named, concurrency: concurrency))
        }
        let issues = try await connection.query(
            PostgresQuery(
                unsafeSQL: """
                    SELECT attemptId, kind, strokeIndex, message
                    FROM issue JOIN attempt ON attempt.id = issue.attemptId
                    JOIN learner ON learner.id = attempt.learnerId
                    \(filter)
                    ORDER BY attemptId, ordinal
                    """, binds: bindings), logger: logger)
        for try await (id, kindName, stroke, message) in issues.decode((Int64, String, Int?, String).self) {
            guard let index = position[id] else { continue }
            attempts[index].issues.append(
                AnalysisIssue(kind: try StoredNames.issueKind(kindName), stroke: stroke, message: message))
        }
        return zip(ids, attempts).map { ($0, $1) }
    }
}
