import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol learners consent NAME [--revoke]`: records, for the learner's teacher, that the learner lends their
/// voice to train the acoustic model (`wol corpus export`), or withdraws it.
struct LearnersConsent: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "consent",
        abstract: "Record that a learner lends their voice to train the engine (their teacher's), or --revoke it.",
        discussion: """
            Consent is recorded in the name of the learner's teacher, with the time, and shown on their lesson; \
            a learner without a class cannot lend their voice. Withdrawing it leaves them out of every later \
            `wol corpus export` (docs/security.md, "Lending a voice").
            """)

    @Argument(help: "The learner's name.")
    var name: String

    @Flag(help: "Withdraw the consent.")
    var revoke = false

    @OptionGroup var roster: RosterOptions

    func run() async throws {
        try await roster.withStore(command: "wol learners consent") { store in
            if revoke {
                let had = try await store.revokeVoiceConsent(learner: name)
                print(had ? "\(name) no longer lends their voice." : "\(name) did not lend their voice.")
                return
            }
            guard let learner = try await store.learners(teacher: nil).first(where: { $0.name == name }) else {
                throw StoreError(file: store.location, field: "learner", problem: "there is no learner named \(name)")
            }
            guard let teacher = learner.teacher else {
                throw StoreError(
                    file: store.location, field: "learner",
                    problem: "\(name) is in no class: their teacher records their consent (wol learners add NAME --teacher T)")
            }
            let consent = try await store.giveVoiceConsent(learner: name, teacher: teacher, at: Date())
            print("\(name) lends their voice since \(consent.givenAt) (recorded for \(consent.givenBy)).")
        }
    }
}
