import Foundation

/// A folder of sphinxtrain's programs for one test's enroller (``VoiceEnroller/toolsFolder``): links to Debian's,
/// except that the `logged` ones note each run before running Debian's, the `failing` ones note it and fail
/// as a broken tool does (an `ERROR` line, status 1), and the `unstartable` ones name an interpreter that does
/// not exist, so the system cannot start them. Named so the voice suites' leak check passes it over.
struct SphinxTrainTools {
    static let debian = URL(fileURLWithPath: "/usr/lib/sphinxtrain")

    let folder: URL
    private let log: URL

    init(logged: Set<String> = [], failing: Set<String> = [], unstartable: Set<String> = []) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-enroll-tests-tools-\(UUID().uuidString)")
        log = folder.appendingPathComponent("runs.log")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.debian.path) {
            let program = folder.appendingPathComponent(name)
            let note = "echo \(name) >> '\(log.path)'"
            if unstartable.contains(name) {
                try Self.script(note, at: program, interpreter: "/nonexistent/wol-test-shell")
            } else if failing.contains(name) {
                try Self.script("\(note)\necho 'ERROR: \"\(name).c\", line 1: fails for the test'\nexit 1", at: program)
            } else if logged.contains(name) {
                try Self.script("\(note)\nexec '\(Self.debian.appendingPathComponent(name).path)' \"$@\"", at: program)
            } else {
                try FileManager.default.createSymbolicLink(at: program, withDestinationURL: Self.debian.appendingPathComponent(name))
            }
        }
    }

    /// The logged and failing programs that ran, in the order they started.
    func runs() throws -> [String] {
        guard FileManager.default.fileExists(atPath: log.path) else { return [] }
        return try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Writes an executable script through a descriptor closed on exec: a descriptor open for writing that a
    /// program started meanwhile by another test inherits makes starting the script fail ("text file busy").
    private static func script(_ body: String, at url: URL, interpreter: String = "/bin/sh") throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        defer { close(descriptor) }
        let bytes = Array("#!\(interpreter)\n\(body)\n".utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }
}
