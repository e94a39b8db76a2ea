import ArgumentParser

/// `wol learners list [--teacher T]`: learners, their teacher, whether their link works and whether they lend
/// their voice.
struct LearnersList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List learners with their teacher, whether their practice link works and whether they lend their voice.")

    @Option(help: "Only this teacher's class.")
    var teacher: String?

    @OptionGroup var roster: RosterOptions

    func run() async throws {
        try await roster.withStore(command: "wol learners list") { store in
            for learner in try await store.learners(teacher: teacher) {
                let voice = learner.voiceLentSince.map { "voice lent since \($0)" } ?? "voice not lent"
                print("\(learner.name)\t\(learner.teacher ?? "-")\t\(learner.hasLink ? "link" : "no link")\t\(voice)")
            }
        }
    }
}
