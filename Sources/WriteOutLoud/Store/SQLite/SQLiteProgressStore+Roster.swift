import Foundation
import GRDB

extension SQLiteProgressStore {
    public func addTeacher(_ name: String, password: PasswordHash) throws(StoreError) {
        try write { db in
            guard try Self.teacherID(db, name) == nil else {
                throw StoreError(file: "", field: "name", problem: "a teacher named \(name) exists already")
            }
            try db.execute(
                sql: "INSERT INTO teacher (name, passwordHash) VALUES (?, ?)", arguments: [name, password.description])
        }
    }

    public func removeTeacher(_ name: String) throws(StoreError) {
        try write { db in
            guard let id = try Self.teacherID(db, name) else { throw Self.noTeacher(name, field: "name") }
            try db.execute(sql: "UPDATE learner SET teacherId = NULL WHERE teacherId = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM teacherSession WHERE teacherId = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM teacher WHERE id = ?", arguments: [id])
        }
    }

    public func changePassword(teacher name: String, password: PasswordHash) throws(StoreError) {
        try write { db in
            guard let id = try Self.teacherID(db, name) else { throw Self.noTeacher(name, field: "name") }
            try db.execute(sql: "UPDATE teacher SET passwordHash = ? WHERE id = ?", arguments: [password.description, id])
            try db.execute(sql: "DELETE FROM teacherSession WHERE teacherId = ?", arguments: [id])
        }
    }

    public func teachers() throws(StoreError) -> [TeacherSummary] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT teacher.name, COUNT(learner.id) FROM teacher
                    LEFT JOIN learner ON learner.teacherId = teacher.id GROUP BY teacher.id ORDER BY teacher.name
                    """
            ).map { TeacherSummary(name: $0[0], learners: $0[1]) }
        }
    }

    public func passwordHash(teacher: String) throws(StoreError) -> PasswordHash? {
        try read { db in
            try String.fetchOne(db, sql: "SELECT passwordHash FROM teacher WHERE name = ?", arguments: [teacher])
                .map(StoredNames.passwordHash)
        }
    }

    public func enrol(learner: String, teacher: String, token: AccessToken) throws(StoreError) {
        try write { db in
            guard let teacherID = try Self.teacherID(db, teacher) else { throw Self.noTeacher(teacher, field: "teacher") }
            let learnerID = try Self.rowID(db, table: "learner", column: "name", value: learner)
            if let current = try String.fetchOne(
                db,
                sql: "SELECT teacher.name FROM learner JOIN teacher ON teacher.id = learner.teacherId WHERE learner.id = ?",
                arguments: [learnerID]), current != teacher
            {
                throw StoreError(file: "", field: "learner", problem: "\(learner) is in \(current)'s class")
            }
            try db.execute(
                sql: "UPDATE learner SET teacherId = ?, tokenDigest = ? WHERE id = ?",
                arguments: [teacherID, token.digest, learnerID])
        }
    }

    public func renewLink(learner: String, token: AccessToken?) throws(StoreError) {
        try write { db in
            try db.execute(
                sql: "UPDATE learner SET tokenDigest = ? WHERE name = ?", arguments: [token?.digest, learner])
            guard db.changesCount == 1 else {
                throw StoreError(file: "", field: "learner", problem: "there is no learner named \(learner)")
            }
        }
    }

    public func learners(teacher: String?) throws(StoreError) -> [ClassLearner] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT learner.name, teacher.name, learner.tokenDigest IS NOT NULL, learner.voiceConsentAt FROM learner
                    LEFT JOIN teacher ON teacher.id = learner.teacherId
                    WHERE ? IS NULL OR teacher.name = ? ORDER BY learner.name
                    """, arguments: [teacher, teacher]
            ).map { ClassLearner(name: $0[0], teacher: $0[1], hasLink: $0[2], voiceLentSince: $0[3]) }
        }
    }

    public func learner(token: AccessToken) throws(StoreError) -> ClassLearner? {
        try read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT learner.name, teacher.name, learner.voiceConsentAt FROM learner
                    LEFT JOIN teacher ON teacher.id = learner.teacherId WHERE learner.tokenDigest = ?
                    """, arguments: [token.digest]
            ).map { ClassLearner(name: $0[0], teacher: $0[1], hasLink: true, voiceLentSince: $0[2]) }
        }
    }

    public func openSession(_ token: AccessToken, teacher: String, csrfToken: String, expiresAt: Date)
        throws(StoreError)
    {
        try write { db in
            guard let teacherID = try Self.teacherID(db, teacher) else { throw Self.noTeacher(teacher, field: "teacher") }
            try db.execute(
                sql: "INSERT INTO teacherSession (tokenDigest, teacherId, csrfToken, expiresAt) VALUES (?, ?, ?, ?)",
                arguments: [token.digest, teacherID, csrfToken, ISO8601DateFormatter().string(from: expiresAt)])
        }
    }

    public func session(_ token: AccessToken, now: Date) throws(StoreError) -> TeacherSession? {
        try write { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT teacher.name, csrfToken, expiresAt FROM teacherSession
                        JOIN teacher ON teacher.id = teacherSession.teacherId WHERE tokenDigest = ?
                        """, arguments: [token.digest])
            else { return nil }
            let expiresAt = ISO8601DateFormatter().date(from: row[2]) ?? .distantPast
            guard expiresAt > now else {
                try db.execute(sql: "DELETE FROM teacherSession WHERE tokenDigest = ?", arguments: [token.digest])
                return nil
            }
            return TeacherSession(teacher: row[0], csrfToken: row[1], expiresAt: expiresAt)
        }
    }

    public func closeSession(_ token: AccessToken) throws(StoreError) {
        try write { db in
            try db.execute(sql: "DELETE FROM teacherSession WHERE tokenDigest = ?", arguments: [token.digest])
        }
    }

    private static func teacherID(_ db: Database, _ name: String) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT id FROM teacher WHERE name = ?", arguments: [name])
    }

    private static func noTeacher(_ name: String, field: String) -> StoreError {
        StoreError(file: "", field: field, problem: "there is no teacher named \(name)")
    }
}
