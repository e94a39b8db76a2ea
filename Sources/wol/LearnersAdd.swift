import ArgumentParser
import WriteOutLoud

/// `wol learners add NAME… --teacher T`: the learners join T's class; their practice links are printed.
struct LearnersAdd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Put learners in a teacher's class and print their private practice links (new ones each time).",
        discussion: "One line per learner, in the order given: the name, a tab, the link.")

    @Argument(help: "The learners' names (1 to 100 characters each); one with attempts already keeps them.")
    var names: [String]

    @Option(help: "The teacher whose class the learners join.")
    var teacher: String

    @OptionGroup var links: LinkOptions
    @OptionGroup var roster: RosterOptions

    func validate() throws {
        guard !names.isEmpty else { throw ValidationError("give at least one learner's name") }
    }

    func run() async throws {
        try await roster.withStore(command: "wol learners add") { store in
            let names = try names.map { name throws(AccessError) in try PersonName.checked(name, field: "name") }
            for name in names {
                let token = AccessToken()
                try await store.enrol(learner: name, teacher: teacher, token: token)
                print("\(name)\t\(links.link(token.text))")
            }
        }
    }
}
