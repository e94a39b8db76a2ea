import ArgumentParser

/// `wol teachers remove NAME`: the teacher can no longer sign in; their learners stay, without a class.
struct TeachersRemove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a teacher and end their sessions; their learners keep their attempts and links, without a class.")

    @Argument(help: "The teacher's name.")
    var name: String

    @OptionGroup var roster: RosterOptions

    func run() async throws {
        try await roster.withStore(command: "wol teachers remove") { store in
            try await store.removeTeacher(name)
            print("Removed teacher \(name).")
        }
    }
}
