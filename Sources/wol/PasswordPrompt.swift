import Foundation
import WriteOutLoud

/// Reads a new password: asked twice with echo off at a terminal, else the first line of standard input (for
/// scripts: `printf '%s\n' "$PASSWORD" | wol teachers add NAME --store …`).
enum PasswordPrompt {
    /// Fewest characters a teacher's password may have.
    static let minimumLength = 10

    /// - Throws: ``AccessError`` on field `password` when none was given, it is too short, or the two typed
    ///   differ.
    static func read(for name: String) throws(AccessError) -> String {
        let password: String
        if isatty(STDIN_FILENO) == 1 {
            let first = hiddenLine(prompt: "Password for \(name): ")
            let second = hiddenLine(prompt: "Again: ")
            guard first == second else { throw AccessError(field: "password", problem: "the two passwords typed differ") }
            password = first ?? ""
        } else {
            password = readLine(strippingNewline: true) ?? ""
        }
        guard password.count >= minimumLength else {
            throw AccessError(field: "password", problem: "must be at least \(minimumLength) characters")
        }
        return password
    }

    /// A line typed at the terminal without showing it.
    private static func hiddenLine(prompt: String) -> String? {
        FileHandle.standardError.write(Data(prompt.utf8))
        var saved = termios()
        tcgetattr(STDIN_FILENO, &saved)
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return readLine(strippingNewline: true)
    }
}
