import Foundation
import Testing
import WriteOutLoud

/// `wol labels import` and `export`: teachers' verdicts into and out of the store as calibration labels.
@Suite struct LabelsCommandTests {
    @Test func labelsGoInAsATeachersVerdictsAndComeOutAsCalibrationLabels() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-labels-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("store.sqlite").path
        let analysed = try WOLProcess.run(["analyze", "Fixtures/kou-reversed.json", "--no-audio", "--store", store])
        #expect(analysed.status == 0, "stderr: \(analysed.stderr)")
        #expect(try WOLProcess.run(["teachers", "add", "Ms Wang", "--store", store], input: "ms wang's password\n").status == 0)
        let engine = try #require(try SQLiteProgressStore(path: store).reviewedAttempts(learner: nil).first)

        let wrong = folder.appendingPathComponent("wrong.csv")
        try "recording,stroke_index,verdict\nFixtures/kou-reversed.json,9,fail\nFixtures/nothing.json,0,pass\n"
            .write(to: wrong, atomically: true, encoding: .utf8)
        let refused = try WOLProcess.run(["labels", "import", wrong.path, "--teacher", "Ms Wang", "--store", store])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("line 2, stroke_index: attempt \(engine.id) has 3 strokes"))
        #expect(refused.stderr.contains("line 3: no stored attempt is Fixtures/nothing.json"))
        #expect(try SQLiteProgressStore(path: store).verdicts(since: nil).isEmpty, "nothing is imported unless all is")

        let labels = folder.appendingPathComponent("labels.csv")
        try "recording,stroke_index,verdict,note\nFixtures/kou-reversed.json,2,pass,\"fine, really\"\nFixtures/kou-reversed.json,0,fail,\n"
            .write(to: labels, atomically: true, encoding: .utf8)
        let imported = try WOLProcess.run(["labels", "import", labels.path, "--teacher", "Ms Wang", "--store", store])
        #expect(imported.status == 0, "stderr: \(imported.stderr)")
        #expect(imported.stdout == "Imported 2 verdict(s) as Ms Wang's.\n")
        let kept = try SQLiteProgressStore(path: store).verdicts(since: nil)
        #expect(kept.map(\.stroke) == [2, 0])
        #expect(kept.map(\.passed) == [true, false])
        #expect(kept.first?.enginePassed == engine.attempt.strokes[2].passed)
        #expect(kept.first?.engineScore == engine.attempt.strokes[2].accuracy)
        #expect(kept.first?.note == "fine, really")

        let exported = try WOLProcess.run(["labels", "export", "--store", store])
        #expect(exported.status == 0, "stderr: \(exported.stderr)")
        let lines = exported.stdoutLines
        #expect(lines.first == VerdictLabelFile.columns.joined(separator: ","))
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first?.hasPrefix("Fixtures/kou-reversed.json,2,pass,,\(engine.id),anonymous,口,Ms Wang,") == true)
        #expect(lines.dropFirst().first?.contains(",\"fine, really\",\(EngineVersion.current)") == true)
        // wol calibrate reads the same file.
        let file = folder.appendingPathComponent("exported.csv")
        try exported.stdout.write(to: file, atomically: true, encoding: .utf8)
        let asLabels = try CalibrationLabelFile.load(file)
        #expect(asLabels.map(\.strokeIndex) == [2, 0])
        #expect(asLabels.map(\.humanPass) == [true, false])

        let later = try WOLProcess.run(["labels", "export", "--since", "2999-01-01", "--store", store])
        #expect(later.stdoutLines == [VerdictLabelFile.columns.joined(separator: ",")])
    }
}
