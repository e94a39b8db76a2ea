import Foundation

/// Which learners lend their voice to train the engine's acoustic model, kept with the class roster. Only their
/// teacher records it (`wol learners consent`, `PUT /api/v1/learners/{learner}/voice-consent`); their teacher,
/// or the learner making the server forget their voice, withdraws it, and later exports leave them out.
public protocol VoiceConsentStore: Sendable {
    /// Records that `learner` lends their voice, given through `teacher` at `at`; consent already standing keeps
    /// its first time and teacher.
    /// - Returns: the consent that stands.
    /// - Throws: ``StoreError`` on field `learner` when there is no such learner or they are not in `teacher`'s
    ///   class.
    func giveVoiceConsent(learner: String, teacher: String, at: Date) async throws(StoreError) -> VoiceConsent

    /// Withdraws the learner's consent.
    /// - Returns: whether they had given it.
    /// - Throws: ``StoreError`` on field `learner` when there is no such learner.
    func revokeVoiceConsent(learner: String) async throws(StoreError) -> Bool

    /// Every learner whose consent stands, by name.
    func voiceConsents() async throws(StoreError) -> [VoiceConsent]
}

extension VoiceConsent {
    /// Why consent cannot be recorded through `teacher` for a learner in another class, or in none.
    static func notTaught(_ learner: String, by teacher: String) -> StoreError {
        StoreError(
            file: "", field: "learner",
            problem: "\(learner) is not in \(teacher)'s class: only a learner's own teacher records their consent")
    }

    static func noLearner(_ learner: String) -> StoreError {
        StoreError(file: "", field: "learner", problem: "there is no learner named \(learner)")
    }
}
