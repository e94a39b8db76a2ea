import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `wol enroll` when sphinxtrain's programs are missing or cannot be started: the machine's fault, not the
/// learner's reading, so it exits 3 (setup) with one line naming the program, and writes nothing.
@Suite struct EnrollToolFaultCommandTests {
    /// A `bw` missing, or one the system cannot start (with --check it was once counted as a part of the reading it
    /// could not align, part after part, and the command said "not kept" with status 0).
    @Test(arguments: [false, true]) func aToolMissingOrUnstartableIsASetupFault(unstartable: Bool) throws {
        try withTools(unstartable: unstartable) { tools, out in
            let line = unstartable
                ? "wol enroll: bw: could not be started"
                : "wol enroll: \(tools.path)/bw: is missing (install Debian's sphinxtrain and pocketsphinx packages)\n"
            for check in [[], ["--check"]] {
                let run = try WOLProcess.run(
                    ["enroll", "Fixtures/enrollment/pffy-syllables.wav", "--sphinxtrain", tools.path, "--out", out.path]
                        + check)
                #expect(run.status == 3, "\(check) stderr: \(run.stderr)")
                #expect(run.stderr.hasPrefix(line), "\(check) stderr: \(run.stderr)")
                #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
                #expect(!FileManager.default.fileExists(atPath: out.path))
            }
        }
    }

    /// Runs `body` with an empty tools folder, or one whose `bw` names an interpreter that does not exist, and the
    /// path of a transform to write beside it.
    private func withTools(unstartable: Bool, _ body: (URL, URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-enroll-tools-\(UUID())")
        let tools = folder.appendingPathComponent("sphinxtrain")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if unstartable {
            // Written through a descriptor closed on exec: a program another test starts meanwhile must not inherit
            // it, or this one could not be started for the wrong reason ("text file busy").
            let path = tools.appendingPathComponent("bw").path
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
            try #require(descriptor >= 0)
            let bytes = Array("#!/nonexistent/wol-test-shell\n".utf8)
            let written = write(descriptor, bytes, bytes.count)
            close(descriptor)
            try #require(written == bytes.count)
        }
        try body(tools, folder.appendingPathComponent("learner.mllr"))
    }
}
