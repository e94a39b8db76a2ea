import ArgumentParser
import WriteOutLoud

/// `wol teachers add NAME`: a teacher, with a password kept as a scrypt hash.
struct TeachersAdd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a teacher; the password is asked for (or read from standard input) and kept as a scrypt hash.")

    @Argument(help: "The name the teacher signs in with (1 to 100 characters).")
    var name: String

    @OptionGroup var roster: RosterOptions

    func run() async throws {
        try await roster.withStore(command: "wol teachers add") { store in
            let name = try PersonName.checked(name, field: "name")
            let hash = try PasswordHash(password: try PasswordPrompt.read(for: name))
            try await store.addTeacher(name, password: hash)
            print("Added teacher \(name).")
        }
    }
}
