import ArgumentParser
import WriteOutLoud

/// `wol teachers passwd NAME`: a new password for a teacher, ending their sessions.
struct TeachersPasswd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passwd",
        abstract: "Change a teacher's password (asked for, or read from standard input, as for add) and sign them out everywhere.")

    @Argument(help: "The teacher's name.")
    var name: String

    @OptionGroup var roster: RosterOptions

    func run() async throws {
        try await roster.withStore(command: "wol teachers passwd") { store in
            let hash = try PasswordHash(password: try PasswordPrompt.read(for: name))
            try await store.changePassword(teacher: name, password: hash)
            print("Changed the password of \(name); their sessions are ended.")
        }
    }
}
