import Foundation
import GRDB
import Testing
import WriteOutLoud

@Suite struct ProgressStoreTests {
    private let path = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString).sqlite").path

    private func report(_ file: String, accuracy: Double = 80) -> AnalysisReport {
        TestReports.report(
            file: file,
            strokes: [
                .init(type: .heng, accuracy: accuracy, named: true, concurrency: 70),
                .init(type: .shu, accuracy: 40, named: false, concurrency: 30),
            ],
            errors: [
                AnalysisIssue(kind: .poorlyDrawn, stroke: 1, message: "Stroke 2 needs work."),
                AnalysisIssue(kind: .wrongName, stroke: 1, message: "Stroke 2 is 竖 shù, but you said 点 diǎn."),
            ])
    }

    @Test func keepsAttemptsStrokesAndMistakes() throws {
        let store = try ProgressStore(path: path)
        let recording = TestReports.recording()
        let outcome = try store.record(report("a.json"), recording: recording, recordingPath: "a.json")
        guard case .inserted = outcome else {
            Issue.record("expected a new attempt, got \(outcome)")
            return
        }
        let attempts = try store.attempts()
        #expect(attempts.count == 1)
        let attempt = try #require(attempts.first)
        #expect(attempt.learner == "ana")
        #expect(attempt.character == "十")
        #expect(attempt.day == "2026-03-02")
        #expect(attempt.recordedAt == "2026-03-02T10:00:00Z")
        #expect(attempt.strokes.map(\.type) == [.heng, .shu])
        #expect(attempt.strokes.map(\.passed) == [true, false])
        #expect(attempt.strokes.map(\.nameMatched) == [true, false])
        #expect(attempt.strokes.map(\.concurrency) == [70, 30])
        #expect(attempt.issues.map(\.kind) == [.poorlyDrawn, .wrongName])
        #expect(attempt.issues.last?.message == "Stroke 2 is 竖 shù, but you said 点 diǎn.")
        let expected = try LessonAttempt(report: report("a.json"), recording: recording, recordingPath: "a.json")
        #expect(attempt == expected)
    }

    @Test func aSecondRunOverTheSameFilesAddsNothing() throws {
        let store = try ProgressStore(path: path)
        let files = (0..<5).map { "r\($0).json" }
        for (index, file) in files.enumerated() {
            try store.record(report(file), recording: TestReports.recording(variant: Double(index)), recordingPath: file)
        }
        let reopened = try ProgressStore(path: path)
        for (index, file) in files.enumerated() {
            let recording = TestReports.recording(variant: Double(index))
            #expect(try reopened.contains(recording: recording, recordingPath: file))
            let outcome = try reopened.record(report(file), recording: recording, recordingPath: file)
            guard case .alreadyStored = outcome else {
                Issue.record("\(file) was stored twice")
                continue
            }
        }
        #expect(try reopened.attemptCount() == 5)
    }

    @Test func aChangedRecordingAtTheSamePathIsANewAttemptAndTheOldOneStays() throws {
        let store = try ProgressStore(path: path)
        try store.record(report("a.json", accuracy: 50), recording: TestReports.recording(variant: 0), recordingPath: "a.json")
        try store.record(report("a.json", accuracy: 90), recording: TestReports.recording(variant: 1), recordingPath: "a.json")
        #expect(try store.attempts().map { $0.strokes[0].accuracy } == [50, 90])
    }

    @Test func anAttemptThatFailsHalfwayLeavesNothingAndCanBeRetried() throws {
        let store = try ProgressStore(path: path)
        try store.record(report("before.json"), recording: TestReports.recording(variant: 9), recordingPath: "before.json")
        // SQLite stores NaN as NULL, so the second stroke's verdict breaks a NOT NULL constraint after the
        // attempt row and the first verdict were written.
        var broken = report("a.json")
        broken.strokes[1].accuracy = .nan
        #expect(throws: StoreError.self) {
            try store.record(broken, recording: TestReports.recording(), recordingPath: "a.json")
        }
        #expect(try store.attemptCount() == 1)
        #expect(try !store.contains(recording: TestReports.recording(), recordingPath: "a.json"))
        let database = try DatabaseQueue(path: path)
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM strokeVerdict") } == 2)

        let retried = try store.record(report("a.json"), recording: TestReports.recording(), recordingPath: "a.json")
        guard case .inserted = retried else {
            Issue.record("the retry was not stored: \(retried)")
            return
        }
        #expect(try store.attemptCount() == 2)
    }

    @Test func learnersAndDaysComeFromTheRecording() throws {
        let store = try ProgressStore(path: path)
        var ben = report("b.json")
        ben.learner = "ben"
        try store.record(
            ben, recording: TestReports.recording(learner: "ben", recordedAt: "2026-03-04T23:30:00-05:00"),
            recordingPath: "b.json")
        var anonymous = report("c.json")
        anonymous.learner = nil
        try store.record(
            anonymous, recording: TestReports.recording(learner: nil, recordedAt: nil, variant: 2), recordingPath: "c.json",
            analysedAt: Date(timeIntervalSince1970: 1_772_000_000))
        #expect(try store.attempts(learner: "ben").map(\.day) == ["2026-03-04"])
        let unnamed = try store.attempts(learner: LessonAttempt.anonymousLearner)
        #expect(unnamed.map(\.day) == ["2026-02-25"])
        #expect(unnamed.map(\.recordedAt) == ["2026-02-25T06:13:20Z"])
    }

    @Test func aBadRecordingTimeIsRefusedByName() throws {
        let store = try ProgressStore(path: path)
        #expect(throws: StoreError.self) {
            try store.record(
                report("d.json"), recording: TestReports.recording(recordedAt: "yesterday"), recordingPath: "d.json")
        }
        do {
            try store.record(report("d.json"), recording: TestReports.recording(recordedAt: "yesterday"), recordingPath: "d.json")
        } catch {
            #expect(error.description.hasPrefix("d.json: recordedAt: is not an ISO-8601 time"))
        }
        #expect(try store.attemptCount() == 0)
    }

    @Test func aFileThatIsNotAStoreIsRefused() throws {
        try Data("not a database, just some text that is long enough".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.self) { try ProgressStore(path: path) }
    }

    @Test func contentHashFollowsTheInkNotTheObject() throws {
        let first = try ProgressStore.contentHash(of: TestReports.recording())
        #expect(first == (try ProgressStore.contentHash(of: TestReports.recording())))
        #expect(first != (try ProgressStore.contentHash(of: TestReports.recording(variant: 1))))
        #expect(first.count == 64)
    }
}

@Suite struct ProgressStoreSpeakerTransformTests {
    @Test func keepsOneTransformPerLearner() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try ProgressStore(path: path)
        #expect(try store.speakerTransform(learner: "mei") == nil)
        let first = StoredSpeakerTransform(acousticModel: "/models/en-us", text: "1\n3\n13\n…first")
        let second = StoredSpeakerTransform(acousticModel: "/models/en-us", text: "1\n3\n13\n…second")
        try store.saveSpeakerTransform(first, learner: "mei")
        try store.saveSpeakerTransform(first, learner: "tom")
        try store.saveSpeakerTransform(second, learner: "mei")
        #expect(try store.speakerTransform(learner: "mei") == second)
        #expect(try ProgressStore(path: path).speakerTransform(learner: "tom") == first)
    }
}
