import ArgumentParser

/// Failures of the tool as a whole (not of one recording), with their documented exit codes.
enum CLIError: Error, CustomStringConvertible {
    /// The engine could not start: data folder or speech model missing or unreadable. Exit code 3.
    case setup(String)

    var description: String {
        switch self {
        case .setup(let message): message
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .setup: ExitCode(3)
        }
    }

    /// Prints the one-line message on stderr after the command's name and returns the exit code to throw.
    func reported(by command: String) -> ExitCode {
        printError("\(command): \(self)")
        return exitCode
    }
}
