import Foundation

/// A temporary Unihan directory written by a test, removed when the test ends.
struct UnihanFixture: ~Copyable {
    let directory: URL

    /// Writes each `name` → `text` pair as a file in a new temporary directory.
    init(files: [String: String]) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wol-unihan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
    }

    /// Compresses `text` with the system's `bzip2` tool.
    static func bzip2(_ text: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/bzip2")
        process.arguments = ["-c"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}
