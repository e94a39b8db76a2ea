import Foundation
import Testing

/// `wol enroll --check`: the transform is written only when it pays on the learner's held-back words, and the line
/// printed says which, with the figures that decided it.
@Suite struct EnrollCheckCommandTests {
    @Test func theTransformIsWrittenExactlyWhenTheCheckKeepsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-enroll-check-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("learner.mllr")
        let run = try WOLProcess.run(
            ["enroll", "Fixtures/enrollment/pffy-syllables.wav", "--model", "Models/acoustic/zh-wideband", "--check",
             "--out", out.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let written = FileManager.default.fileExists(atPath: out.path)
        if written {
            #expect(run.stdout.hasPrefix("\(out.path): speaker transform from 1 recording(s), 11 words; kept: "))
        } else {
            #expect(run.stdout.hasPrefix("\(out.path): no speaker transform written (1 recording(s), 11 words): not kept: "))
        }
        #expect(run.stdout.contains("held-back names' decodes right, without → with the transform: clean "))
    }

    @Test func checkAndShiftOnlyAreForMLLR() throws {
        for option in ["--check", "--shift-only"] {
            let run = try WOLProcess.run(
                ["enroll", "Fixtures/enrollment/pffy-syllables.wav", "--method", "map", option, "--out", "/tmp/unused"])
            #expect(run.status == 64, "\(option)")
            #expect(run.stderr.contains("\(option) applies to --method mllr"))
        }
    }
}
