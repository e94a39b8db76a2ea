import Foundation
import GRDB

extension SQLiteProgressStore {
    public func giveVoiceConsent(learner: String, teacher: String, at: Date) throws(StoreError) -> VoiceConsent {
        try write { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: "SELECT learner.id, teacher.name FROM learner LEFT JOIN teacher ON teacher.id = learner.teacherId WHERE learner.name = ?",
                    arguments: [learner])
            else { throw VoiceConsent.noLearner(learner) }
            guard (row[1] as String?) == teacher else { throw VoiceConsent.notTaught(learner, by: teacher) }
            let id: Int64 = row[0]
            try db.execute(
                sql: """
                    UPDATE learner SET voiceConsentBy = COALESCE(voiceConsentBy, ?), voiceConsentAt = COALESCE(voiceConsentAt, ?)
                    WHERE id = ?
                    """,
                arguments: [teacher, ISO8601DateFormatter().string(from: at), id])
            let kept = try Row.fetchOne(
                db, sql: "SELECT voiceConsentAt, voiceConsentBy FROM learner WHERE id = ?", arguments: [id])!
            return VoiceConsent(learner: learner, givenAt: kept[0], givenBy: kept[1])
        }
    }

    public func revokeVoiceConsent(learner: String) throws(StoreError) -> Bool {
        try write { db in
            guard let given = try Row.fetchOne(db, sql: "SELECT voiceConsentAt FROM learner WHERE name = ?", arguments: [learner])
            else { throw VoiceConsent.noLearner(learner) }
            try db.execute(
                sql: "UPDATE learner SET voiceConsentAt = NULL, voiceConsentBy = NULL WHERE name = ?", arguments: [learner])
            return (given[0] as String?) != nil
        }
    }

    public func voiceConsents() throws(StoreError) -> [VoiceConsent] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT name, voiceConsentAt, voiceConsentBy FROM learner WHERE voiceConsentAt IS NOT NULL ORDER BY name"
            ).map { VoiceConsent(learner: $0[0], givenAt: $0[1], givenBy: $0[2]) }
        }
    }
}
