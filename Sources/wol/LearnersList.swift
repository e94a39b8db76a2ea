import ArgumentParser

/// `wol learners list [--teacher T]`: learners, their teacher and whether their link works.
struct LearnersList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List learners with their teacher and whether their practice link works.")

    @Option(help: "Only this teacher's class.")
    var teacher: String?

    @OptionGroup var roster: RosterOptions

    func run() async throws {
        try await roster.withStore(command: "wol learners list") { store in
            for learner in try await store.learners(teacher: teacher) {
                print("\(learner.name)\t\(learner.teacher ?? "-")\t\(learner.hasLink ? "link" : "no link")")
            }
        }
    }
}
