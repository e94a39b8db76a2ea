import Foundation
import PostgresNIO

extension PostgresProgressStore {
    public func giveVoiceConsent(learner: String, teacher: String, at: Date) async throws(StoreError) -> VoiceConsent {
        let given = ISO8601DateFormatter().string(from: at)
        return try await run { connection, logger in
            try await connection.withTransaction(logger: logger) { connection in
                var found: (id: Int64, teacher: String?)?
                for try await (id, teacherName) in try await connection.query(
                    """
                    SELECT learner.id, teacher.name FROM learner LEFT JOIN teacher ON teacher.id = learner.teacherId
                    WHERE learner.name = \(learner) FOR UPDATE OF learner
                    """, logger: logger
                ).decode((Int64, String?).self) {
                    found = (id, teacherName)
                }
                guard let found else { throw VoiceConsent.noLearner(learner) }
                guard found.teacher == teacher else { throw VoiceConsent.notTaught(learner, by: teacher) }
                var kept = VoiceConsent(learner: learner, givenAt: given, givenBy: teacher)
                for try await (at, by) in try await connection.query(
                    """
                    UPDATE learner SET voiceConsentBy = COALESCE(voiceConsentBy, \(teacher)),
                        voiceConsentAt = COALESCE(voiceConsentAt, \(given))
                    WHERE id = \(found.id) RETURNING voiceConsentAt, voiceConsentBy
                    """, logger: logger
                ).decode((String, String).self) {
                    kept = VoiceConsent(learner: learner, givenAt: at, givenBy: by)
                }
                return kept
            }
        }
    }

    public func revokeVoiceConsent(learner: String) async throws(StoreError) -> Bool {
        try await run { connection, logger in
            var given: Bool?
            for try await had in try await connection.query(
                """
                UPDATE learner SET voiceConsentAt = NULL, voiceConsentBy = NULL
                FROM (SELECT id, voiceConsentAt IS NOT NULL AS had FROM learner WHERE name = \(learner) FOR UPDATE) AS before
                WHERE learner.id = before.id RETURNING before.had
                """, logger: logger
            ).decode(Bool.self) {
                given = had
            }
            guard let given else { throw VoiceConsent.noLearner(learner) }
            return given
        }
    }

    public func voiceConsents() async throws(StoreError) -> [VoiceConsent] {
        try await run { connection, logger in
            var consents: [VoiceConsent] = []
            for try await (name, at, by) in try await connection.query(
                """
                SELECT name, voiceConsentAt, voiceConsentBy FROM learner WHERE voiceConsentAt IS NOT NULL
                ORDER BY name COLLATE "C"
                """, logger: logger
            ).decode((String, String, String).self) {
                consents.append(VoiceConsent(learner: name, givenAt: at, givenBy: by))
            }
            return consents
        }
    }
}
