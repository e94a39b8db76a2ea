import ArgumentParser

/// `wol teachers list`: every teacher, with how many learners their class has.
struct TeachersList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the teachers and the size of their classes.")

    @OptionGroup var roster: RosterOptions

    func run() async throws {
        try await roster.withStore(command: "wol teachers list") { store in
            for teacher in try await store.teachers() {
                print("\(teacher.name)\t\(teacher.learners) learner(s)")
            }
        }
    }
}
