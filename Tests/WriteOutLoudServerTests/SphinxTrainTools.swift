import Foundation

/// A folder of sphinxtrain's programs for one test's enroller (``VoiceEnroller/toolsFolder``): links to Debian's,
/// except that the `logged` ones note each run before running Debian's, and the `failing` ones note it and fail
/// as a broken tool does (an `ERROR` line, status 1). Named so the voice suites' leak check passes it over.
struct SphinxTrainTools {
    static let debian = URL(fileURLWithPath: "/usr/lib/sphinxtrain")

    let folder: URL
    private let log: URL

    init(logged: Set<String> = [], failing: Set<String> = []) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-enroll-tests-tools-\(UUID().uuidString)")
        log = folder.appendingPathComponent("runs.log")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.debian.path) {
            let program = folder.appendingPathComponent(name)
            let note = "echo \(name) >> '\(log.path)'"
            if failing.contains(name) {
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

    private static func script(_ body: String, at url: URL) throws {
        try "#!/bin/sh\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
}
