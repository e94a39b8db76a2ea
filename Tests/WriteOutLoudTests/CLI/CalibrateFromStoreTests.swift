import Foundation
import Testing
import WriteOutLoud

/// `wol calibrate --store`: thresholds fitted to teachers' verdicts in the store, agreement measured on
/// the held-out ones.
@Suite struct CalibrateFromStoreTests {
    @Test func thresholdsFitTheTeachersAndAgreementIsMeasuredOnHeldOutAttempts() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-calibrate-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        let store = try SQLiteProgressStore(path: path)
        // The engine passes from 60 (TestReports); the teacher from 50. Attempts 4, 8 and 12 are held out.
        let accuracies: [Double] = [30, 35, 40, 45, 52, 58, 62, 55, 70, 75, 80, 90]
        for (index, accuracy) in accuracies.enumerated() {
            let file = "a\(index).json"
            guard case .inserted(let id) = try await store.record(
                TestReports.report(file: file, strokes: [.init(type: .heng, accuracy: accuracy)]),
                recording: TestReports.recording(variant: Double(index)), recordingPath: file)
            else {
                Issue.record("\(file) was not stored")
                return
            }
            let attempt = try #require(try store.reviewedAttempts(learner: "ana").first { $0.id == id }?.attempt)
            let engine = try #require(TeacherVerdict.engineJudgement(of: attempt, stroke: 0, dimension: .drawing))
            try store.addVerdict(TeacherVerdict(
                attempt: id, stroke: 0, dimension: .drawing, teacher: "Ms Wang", givenAt: "2026-03-05T08:00:00Z",
                enginePassed: engine.passed, engineScore: engine.score, passed: accuracy >= 50, note: nil,
                engineVersion: EngineVersion.current))
        }
        let output = folder.appendingPathComponent("calibration.json").path
        let run = try WOLProcess.run([
            "calibrate", "--store", path, "-o", output, "--plot", folder.appendingPathComponent("roc.svg").path,
            "--resamples", "20",
        ])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.hasPrefix("9 teachers' drawing verdicts fitted, 3 held out."))
        #expect(run.stdout.contains("| drawing, before | 3 | 1 | 1 | 0 | 1 | 0.40 |"))
        #expect(run.stdout.contains("| drawing, after | 3 | 2 | 1 | 0 | 0 | 1.00 |"))
        let calibration = try Calibration.load(URL(fileURLWithPath: output))
        #expect(calibration.passThreshold == 46)
        #expect(try store.activeCalibration() == nil, "only --activate makes it the store's")

        // Activated, it is what wol analyze --store judges with, as --calibration with its file would.
        let activated = try WOLProcess.run([
            "calibrate", "--store", path, "-o", output, "--plot", folder.appendingPathComponent("roc.svg").path,
            "--resamples", "20", "--activate",
        ])
        #expect(activated.status == 0, "stderr: \(activated.stderr)")
        let active = try #require(try store.activeCalibration())
        #expect(active.calibration.passThreshold == 46)
        let kept = try #require(active.calibration.heldOut?.first { $0.dimension == .drawing })
        #expect(kept.before.count == 3 && kept.after?.kappa == 1, "the held-out agreement is kept with the calibration")

        // The lesson report shows the learner's verdicts against the engine's and the active calibration's effect.
        let lesson = try WOLProcess.run(["lesson", "--store", path, "--format", "json"])
        #expect(lesson.status == 0, "stderr: \(lesson.stderr)")
        let report = try JSONDecoder().decode(LessonReport.self, from: Data(lesson.stdout.utf8))
        let ana = try #require(report.learners.first { $0.learner == "ana" })
        // All 12 verdicts: the engine failed 52, 58 and 55, which the teacher passed; kappa (0.75 − 68/144) / (1 − 68/144).
        #expect(ana.teacherAgreement.map(\.dimension) == [.drawing])
        let agreement = try #require(ana.teacherAgreement.first?.agreement)
        #expect([agreement.count, agreement.teacherOnlyPass, agreement.engineOnlyPass] as [Int] == [12, 3, 0])
        let chance = 68.0 / 144
        let kappa = try #require(agreement.kappa)
        #expect(abs(kappa - (0.75 - chance) / (1 - chance)) < 1e-9)
        #expect(report.calibration?.first { $0.dimension == .drawing } == kept)
        #expect(lesson.stdout.contains("\"kappa\" : 1"), "kappa is in the JSON for its readers")
        let text = try WOLProcess.run(["lesson", "--store", path])
        #expect(text.stdout.contains("Teacher's verdicts against the engine's at the time:"))
        let rows = text.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains(["drawing", "12", "5", "4", "0", "3", "0.53"]), "the confusion table: \(text.stdout)")
        #expect(text.stdout.contains("Active calibration, on teachers' verdicts held out of its fit:"))
        let analysed = try WOLProcess.run(["analyze", "Fixtures/kou-reversed.json", "--no-audio", "--store", path, "--format", "json"])
        #expect(analysed.status == 0, "stderr: \(analysed.stderr)")
        #expect(analysed.stderr.contains(
            "judging with calibration \(active.id), activated in \(path) at \(active.activatedAt) (pass threshold 46)"))
        let withFile = try WOLProcess.run(["analyze", "Fixtures/kou-reversed.json", "--no-audio", "--calibration", output, "--format", "json"])
        let plain = try WOLProcess.run(["analyze", "Fixtures/kou-reversed.json", "--no-audio", "--format", "json"])
        // The same verdicts; only the store's report says which of its calibrations judged it.
        let fromStore = try JSONDecoder().decode(AnalysisReport.self, from: Data(analysed.stdout.utf8))
        var fromFile = try JSONDecoder().decode(AnalysisReport.self, from: Data(withFile.stdout.utf8))
        #expect(fromStore.calibration == active.applied)
        #expect(fromFile.calibration == nil)
        fromFile.calibration = active.applied
        #expect(fromStore == fromFile)
        #expect(plain.stderr.isEmpty)

        let both = try WOLProcess.run(["calibrate", "labels.csv", "--store", path])
        #expect(both.status == 64)
    }
}
