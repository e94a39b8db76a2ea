import Foundation

/// Runs the built `wol` (or `wol-bench`) executable as a user would, from the repository root, and keeps what
/// it printed.
struct WOLProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String

        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    /// A tool beside the test bundle: `swift test` builds every product of the package into the same folder.
    static func executable(_ tool: String = "wol") -> URL {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent(tool)
    }

    /// - Parameters:
    ///   - input: what the tool reads on standard input, all of it available at once.
    ///   - temporaryFolder: the tool's `TMPDIR`, for a test that checks what it leaves there (the machine's
    ///     own is shared with every other process).
    ///   - program: a program to run instead of one of the package's tools (`/usr/bin/env` for a script).
    static func run(
        _ arguments: [String], tool: String = "wol", input: String? = nil, temporaryFolder: URL? = nil,
        program: URL? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = program ?? executable(tool)
        process.arguments = arguments
        if let temporaryFolder {
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = temporaryFolder.path
            process.environment = environment
        }
        process.currentDirectoryURL = Repository.root
        let typed = Pipe()
        if input != nil { process.standardInput = typed }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if let input {
            typed.fileHandleForWriting.write(Data(input.utf8))
            try typed.fileHandleForWriting.close()
        }
        let stdout = Self.drain(output)
        let stderr = Self.drain(errors)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: stdout.value, stderr: stderr.value)
    }

    /// Reads a pipe to its end on a thread of its own, so a full stderr pipe cannot block the process.
    private static func drain(_ pipe: Pipe) -> Drained {
        let drained = Drained()
        let thread = Thread {
            drained.set(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }
        thread.start()
        return drained
    }

    private final class Drained: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var text = ""

        func set(_ value: String) {
            text = value
            done.signal()
        }

        var value: String {
            done.wait()
            done.signal()
            return text
        }
    }
}
