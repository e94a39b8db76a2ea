import Foundation
import Logging
import PostgresNIO

extension PostgresProgressStore {
    public func addTeacher(_ name: String, password: PasswordHash) async throws(StoreError) {
        let hash = password.description
        try await run { connection, logger in
            var inserted = false
            for try await _ in try await connection.query(
                "INSERT INTO teacher (name, passwordHash) VALUES (\(name), \(hash)) ON CONFLICT (name) DO NOTHING RETURNING id",
                logger: logger
            ).decode(Int64.self) {
                inserted = true
            }
            guard inserted else {
                throw StoreError(file: "", field: "name", problem: "a teacher named \(name) exists already")
            }
        }
    }

    public func removeTeacher(_ name: String) async throws(StoreError) {
        try await run { connection, logger in
            try await connection.withTransaction(logger: logger) { connection in
                guard let id = try await Self.teacherID(connection, logger: logger, name) else {
                    throw Self.noTeacher(name, field: "name")
                }
                try await connection.query("UPDATE learner SET teacherId = NULL WHERE teacherId = \(id)", logger: logger)
                try await connection.query("DELETE FROM teacherSession WHERE teacherId = \(id)", logger: logger)
                try await connection.query("DELETE FROM teacher WHERE id = \(id)", logger: logger)
            }
        }
    }

    public func changePassword(teacher name: String, password: PasswordHash) async throws(StoreError) {
        let hash = password.description
        try await run { connection, logger in
            try await connection.withTransaction(logger: logger) { connection in
                guard let id = try await Self.teacherID(connection, logger: logger, name) else {
                    throw Self.noTeacher(name, field: "name")
                }
                try await connection.query("UPDATE teacher SET passwordHash = \(hash) WHERE id = \(id)", logger: logger)
                try await connection.query("DELETE FROM teacherSession WHERE teacherId = \(id)", logger: logger)
            }
        }
    }

    public func teachers() async throws(StoreError) -> [TeacherSummary] {
        try await run { connection, logger in
            var teachers: [TeacherSummary] = []
            for try await (name, learners) in try await connection.query(
                """
                SELECT teacher.name, COUNT(learner.id) FROM teacher
                LEFT JOIN learner ON learner.teacherId = teacher.id GROUP BY teacher.id ORDER BY teacher.name COLLATE "C"
                """, logger: logger
            ).decode((String, Int).self) {
                teachers.append(TeacherSummary(name: name, learners: learners))
            }
            return teachers
        }
    }

    public func passwordHash(teacher: String) async throws(StoreError) -> PasswordHash? {
        try await run { connection, logger in
            var found: PasswordHash?
            for try await text in try await connection.query(
                "SELECT passwordHash FROM teacher WHERE name = \(teacher)", logger: logger
            ).decode(String.self) {
                found = try StoredNames.passwordHash(text)
            }
            return found
        }
    }

    public func enrol(learner: String, teacher: String, token: AccessToken) async throws(StoreError) {
        let digest = token.digest
        try await run { connection, logger in
            try await connection.withTransaction(logger: logger) { connection in
                guard let teacherID = try await Self.teacherID(connection, logger: logger, teacher) else {
                    throw Self.noTeacher(teacher, field: "teacher")
                }
                let learnerID = try await PostgresAttemptWriter(connection: connection, logger: logger)
                    .rowID(table: "learner", column: "name", value: learner)
                for try await current in try await connection.query(
                    """
                    SELECT teacher.name FROM learner JOIN teacher ON teacher.id = learner.teacherId
                    WHERE learner.id = \(learnerID) FOR UPDATE OF learner
                    """, logger: logger
                ).decode(String.self) where current != teacher {
                    throw StoreError(file: "", field: "learner", problem: "\(learner) is in \(current)'s class")
                }
                try await connection.query(
                    "UPDATE learner SET teacherId = \(teacherID), tokenDigest = \(digest) WHERE id = \(learnerID)",
                    logger: logger)
            }
        }
    }

    public func renewLink(learner: String, token: AccessToken?) async throws(StoreError) {
        let digest = token?.digest
        try await run { connection, logger in
            var found = false
            for try await _ in try await connection.query(
                "UPDATE learner SET tokenDigest = \(digest) WHERE name = \(learner) RETURNING id", logger: logger
            ).decode(Int64.self) {
                found = true
            }
            guard found else { throw StoreError(file: "", field: "learner", problem: "there is no learner named \(learner)") }
        }
    }

    public func learners(teacher: String?) async throws(StoreError) -> [ClassLearner] {
        try await run { connection, logger in
            var learners: [ClassLearner] = []
            for try await (name, teacherName, hasLink, lentSince) in try await connection.query(
                """
                SELECT learner.name, teacher.name, learner.tokenDigest IS NOT NULL, learner.voiceConsentAt FROM learner
                LEFT JOIN teacher ON teacher.id = learner.teacherId
                WHERE \(teacher)::TEXT IS NULL OR teacher.name = \(teacher) ORDER BY learner.name COLLATE "C"
                """, logger: logger
            ).decode((String, String?, Bool, String?).self) {
                learners.append(ClassLearner(name: name, teacher: teacherName, hasLink: hasLink, voiceLentSince: lentSince))
            }
            return learners
        }
    }

    public func learner(token: AccessToken) async throws(StoreError) -> ClassLearner? {
        let digest = token.digest
        return try await run { connection, logger in
            var found: ClassLearner?
            for try await (name, teacher, lentSince) in try await connection.query(
                """
                SELECT learner.name, teacher.name, learner.voiceConsentAt FROM learner
                LEFT JOIN teacher ON teacher.id = learner.teacherId WHERE learner.tokenDigest = \(digest)
                """, logger: logger
            ).decode((String, String?, String?).self) {
                found = ClassLearner(name: name, teacher: teacher, hasLink: true, voiceLentSince: lentSince)
            }
            return found
        }
    }

    public func openSession(_ token: AccessToken, teacher: String, csrfToken: String, expiresAt: Date)
        async throws(StoreError)
    {
        let digest = token.digest
        let expires = ISO8601DateFormatter().string(from: expiresAt)
        try await run { connection, logger in
            var opened = false
            for try await _ in try await connection.query(
                """
                INSERT INTO teacherSession (tokenDigest, teacherId, csrfToken, expiresAt)
                SELECT \(digest), id, \(csrfToken), \(expires) FROM teacher WHERE name = \(teacher) RETURNING teacherId
                """, logger: logger
            ).decode(Int64.self) {
                opened = true
            }
            guard opened else { throw Self.noTeacher(teacher, field: "teacher") }
        }
    }

    public func session(_ token: AccessToken, now: Date) async throws(StoreError) -> TeacherSession? {
        let digest = token.digest
        return try await run { connection, logger in
            var found: TeacherSession?
            for try await (teacher, csrf, expires) in try await connection.query(
                """
                SELECT teacher.name, csrfToken, expiresAt FROM teacherSession
                JOIN teacher ON teacher.id = teacherSession.teacherId WHERE tokenDigest = \(digest)
                """, logger: logger
            ).decode((String, String, String).self) {
                found = TeacherSession(
                    teacher: teacher, csrfToken: csrf,
                    expiresAt: ISO8601DateFormatter().date(from: expires) ?? .distantPast)
            }
            guard let session = found, session.expiresAt <= now else { return found }
            try await connection.query("DELETE FROM teacherSession WHERE tokenDigest = \(digest)", logger: logger)
            return nil
        }
    }

    public func closeSession(_ token: AccessToken) async throws(StoreError) {
        let digest = token.digest
        try await run { connection, logger in
            _ = try await connection.query("DELETE FROM teacherSession WHERE tokenDigest = \(digest)", logger: logger)
        }
    }

    private static func teacherID(_ connection: PostgresConnection, logger: Logger, _ name: String) async throws -> Int64? {
        var id: Int64?
        for try await value in try await connection.query("SELECT id FROM teacher WHERE name = \(name)", logger: logger)
            .decode(Int64.self)
        {
            id = value
        }
        return id
    }

    private static func noTeacher(_ name: String, field: String) -> StoreError {
        StoreError(file: "", field: field, problem: "there is no teacher named \(name)")
    }
}
