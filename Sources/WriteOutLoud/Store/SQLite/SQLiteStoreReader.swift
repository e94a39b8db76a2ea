import GRDB

/// Reads stored attempts back as ``LessonAttempt`` values: three ordered queries stitched by attempt id,
/// so ten thousand attempts load in well under a second. Errors leave the file name empty for the store
/// to fill in.
enum SQLiteStoreReader {
    static func attempts(_ db: Database, learner: String?) throws -> [LessonAttempt] {
        try identifiedAttempts(db, learner: learner).map(\.attempt)
    }

    /// The attempts with their ids, oldest first.
    static func identifiedAttempts(_ db: Database, learner: String?) throws -> [(id: Int64, attempt: LessonAttempt)] {
        let filter = learner == nil ? "" : "WHERE learner.name = ?"
        let arguments: StatementArguments = learner.map { [$0] } ?? []
        var ids: [Int64] = []
        var attempts: [LessonAttempt] = []
        var position: [Int64: Int] = [:]
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT attempt.id, learner.name, character.character, recordingPath, recordedAt, day, score, concurrency
                FROM attempt
                JOIN learner ON learner.id = attempt.learnerId
                JOIN character ON character.id = attempt.characterId
                \(filter)
                ORDER BY recordedAt, attempt.id
                """, arguments: arguments)
        while let row = try rows.next() {
            position[row[0]] = attempts.count
            ids.append(row[0])
            attempts.append(
                LessonAttempt(
                    learner: row[1], character: row[2], recordingPath: row[3], recordedAt: row[4], day: row[5],
                    score: row[6], concurrency: row[7], strokes: [], issues: []))
        }
        let strokes = try Row.fetchCursor(
            db,
            sql: """
                SELECT attemptId, type, drawn, accuracy, passed, shape, direction, position, proportion, nameMatched, concurrency
                FROM strokeVerdict ORDER BY attemptId, strokeIndex
                """)
        while let row = try strokes.next() {
            guard let index = position[row[0]] else { continue }
            attempts[index].strokes.append(
                LessonStroke(
                    type: try StoredNames.strokeType(row[1]), drawn: row[2], accuracy: row[3], passed: row[4],
                    scores: DimensionScores(shape: row[5], direction: row[6], position: row[7], proportion: row[8]),
                    nameMatched: row[9], concurrency: row[10]))
        }
        let issues = try Row.fetchCursor(
            db, sql: "SELECT attemptId, kind, strokeIndex, message FROM issue ORDER BY attemptId, ordinal")
        while let row = try issues.next() {
            guard let index = position[row[0]] else { continue }
            attempts[index].issues.append(
                AnalysisIssue(kind: try StoredNames.issueKind(row[1]), stroke: row[2], message: row[3]))
        }
        return zip(ids, attempts).map { ($0, $1) }
    }
}
