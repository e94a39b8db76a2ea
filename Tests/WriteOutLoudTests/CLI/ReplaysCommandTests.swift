import Foundation
import Testing
import WriteOutLoud

/// `wol replays delete`: the recordings kept for review go; the attempts stay.
@Suite struct ReplaysCommandTests {
    @Test func aLearnersReplaysAreDeletedFromTheCommandLine() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wol-replays-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try SQLiteProgressStore(path: path)
        let report = TestReports.report(file: "a.json", strokes: [.init(type: .heng, accuracy: 80)])
        let recording = TestReports.recording()
        guard case .inserted(let id) = try await store.record(report, recording: recording, recordingPath: "a.json") else {
            Issue.record("not inserted")
            return
        }
        try store.saveReplay(try AttemptReplay(recording: recording, audio: nil, report: report), attempt: id)

        let unfiltered = try WOLProcess.run(["replays", "delete", "--store", path])
        #expect(unfiltered.status == 64)
        let badDay = try WOLProcess.run(["replays", "delete", "--before", "March", "--store", path])
        #expect(badDay.status == 64)
        #expect(badDay.stderr.contains("--before must be a day (2026-03-01) or an ISO 8601 time, got \"March\""))
        let old = try WOLProcess.run(["replays", "delete", "--learner", "ana", "--before", "2020-01-01", "--store", path])
        #expect(old.stdout == "Deleted 0 replay(s).\n", "stderr: \(old.stderr)")
        #expect(try store.replay(attempt: id) != nil)
        let hers = try WOLProcess.run(["replays", "delete", "--learner", "ana", "--store", path])
        #expect(hers.status == 0, "stderr: \(hers.stderr)")
        #expect(hers.stdout == "Deleted 1 replay(s).\n")
        #expect(try store.replay(attempt: id) == nil)
        #expect(try store.reviewedAttempts(learner: "ana").map(\.id) == [id])
    }
}
