import Foundation

/// Runs one of sphinxtrain's programs (`bw`, `mllr_solve`, …) or PocketSphinx's helpers, keeping its log.
struct SphinxTrainTool {
    /// Where Debian's sphinxtrain package installs its programs.
    static let debianFolder = URL(fileURLWithPath: "/usr/lib/sphinxtrain")

    let executable: URL

    /// Runs the tool; its output goes to `log`.
    /// - Throws: ``EnrollmentError`` naming the tool, with its last error line, when it is missing, cannot
    ///   start or exits non-zero.
    func run(_ arguments: [String], log: URL) throws(EnrollmentError) {
        let name = executable.lastPathComponent
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw EnrollmentError(
                subject: executable.path, problem: "is missing (install Debian's sphinxtrain and pocketsphinx packages)",
                isSetupFault: true)
        }
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw EnrollmentError(subject: log.path, problem: "cannot be written")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        do {
            let output = try FileHandle(forWritingTo: log)
            defer { try? output.close() }
            process.standardOutput = output
            process.standardError = output
            try process.run()
            process.waitUntilExit()
        } catch {
            throw EnrollmentError(
                subject: name, problem: "could not be started: \(error.localizedDescription)", isSetupFault: true)
        }
        guard process.terminationStatus == 0 else {
            throw EnrollmentError(
                subject: name, problem: "failed (status \(process.terminationStatus)): \(Self.lastError(in: log))")
        }
    }

    /// The last `ERROR`/`FATAL` line of a log, or its last line.
    static func lastError(in log: URL) -> String {
        let lines = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
        let error = lines.last { $0.contains("ERROR") || $0.contains("FATAL") } ?? lines.last
        return error.map { String($0.prefix(300)) } ?? "no message"
    }
}
