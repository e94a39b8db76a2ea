import Foundation
import Testing
import WriteOutLoud

/// What every progress store promises, run over the SQLite file and the PostgreSQL database alike.
@Suite struct ProgressStoreTests {
    private let temporary = TemporaryFolder("store")

    static func report(_ file: String, accuracy: Double = 80) -> AnalysisReport {
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

    @Test(arguments: StoreKind.allCases) func keepsAttemptsStrokesAndMistakes(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        let recording = TestReports.recording()
        let outcome = try await store.record(Self.report("a.json"), recording: recording, recordingPath: "a.json")
        guard case .inserted = outcome else {
            Issue.record("expected a new attempt, got \(outcome)")
            return
        }
        let attempts = try await store.attempts()
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
        let expected = try LessonAttempt(report: Self.report("a.json"), recording: recording, recordingPath: "a.json")
        #expect(attempt == expected)
    }

    @Test(arguments: StoreKind.allCases) func aSecondRunOverTheSameFilesAddsNothing(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        let files = (0..<5).map { "r\($0).json" }
        for (index, file) in files.enumerated() {
            try await store.record(
                Self.report(file), recording: TestReports.recording(variant: Double(index)), recordingPath: file)
        }
        let reopened = try await kind.reopen(store)
        for (index, file) in files.enumerated() {
            let recording = TestReports.recording(variant: Double(index))
            #expect(try await reopened.contains(recording: recording, recordingPath: file))
            let outcome = try await reopened.record(Self.report(file), recording: recording, recordingPath: file)
            guard case .alreadyStored = outcome else {
                Issue.record("\(file) was stored twice")
                continue
            }
        }
        #expect(try await reopened.attemptCount() == 5)
    }

    @Test(arguments: StoreKind.allCases)
    func aChangedRecordingAtTheSamePathIsANewAttemptAndTheOldOneStays(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        try await store.record(
            Self.report("a.json", accuracy: 50), recording: TestReports.recording(variant: 0), recordingPath: "a.json")
        try await store.record(
            Self.report("a.json", accuracy: 90), recording: TestReports.recording(variant: 1), recordingPath: "a.json")
        #expect(try await store.attempts().map { $0.strokes[0].accuracy } == [50, 90])
    }

    @Test(arguments: StoreKind.allCases)
    func anAttemptThatFailsHalfwayLeavesNothingAndCanBeRetried(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        try await store.record(
            Self.report("before.json"), recording: TestReports.recording(variant: 9), recordingPath: "before.json")
        // Both stores keep NaN as NULL, so the second stroke's verdict breaks a NOT NULL constraint after the
        // attempt row and the first verdict were written.
        var broken = Self.report("a.json")
        broken.strokes[1].accuracy = .nan
        await #expect(throws: StoreError.self) {
            try await store.record(broken, recording: TestReports.recording(), recordingPath: "a.json")
        }
        #expect(try await store.attemptCount() == 1)
        #expect(try await !store.contains(recording: TestReports.recording(), recordingPath: "a.json"))
        #expect(try await store.attempts().flatMap(\.strokes).count == 2)

        let retried = try await store.record(
            Self.report("a.json"), recording: TestReports.recording(), recordingPath: "a.json")
        guard case .inserted = retried else {
            Issue.record("the retry was not stored: \(retried)")
            return
        }
        #expect(try await store.attemptCount() == 2)
    }

    @Test(arguments: StoreKind.allCases) func learnersAndDaysComeFromTheRecording(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        var ben = Self.report("b.json")
        ben.learner = "ben"
        try await store.record(
            ben, recording: TestReports.recording(learner: "ben", recordedAt: "2026-03-04T23:30:00-05:00"),
            recordingPath: "b.json")
        var anonymous = Self.report("c.json")
        anonymous.learner = nil
        try await store.record(
            anonymous, recording: TestReports.recording(learner: nil, recordedAt: nil, variant: 2), recordingPath: "c.json",
            analysedAt: Date(timeIntervalSince1970: 1_772_000_000))
        #expect(try await store.attempts(learner: "ben").map(\.day) == ["2026-03-04"])
        let unnamed = try await store.attempts(learner: LessonAttempt.anonymousLearner)
        #expect(unnamed.map(\.day) == ["2026-02-25"])
        #expect(unnamed.map(\.recordedAt) == ["2026-02-25T06:13:20Z"])
        #expect(try await store.attempts(learner: "nobody").isEmpty)
    }

    @Test(arguments: StoreKind.allCases) func attemptsComeBackOldestFirst(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        let times = ["2026-03-05T08:00:00Z", "2026-03-04T23:30:00-05:00", "2026-03-04T09:00:00Z", "2026-03-05T08:00:00+01:00"]
        for (index, time) in times.enumerated() {
            try await store.record(
                Self.report("t\(index).json"), recording: TestReports.recording(recordedAt: time, variant: Double(index)),
                recordingPath: "t\(index).json")
        }
        // As text, byte by byte: the order SQLite has always given.
        #expect(try await store.attempts().map(\.recordedAt) == times.sorted())
    }

    @Test(arguments: StoreKind.allCases) func aBadRecordingTimeIsRefusedByName(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        do {
            try await store.record(
                Self.report("d.json"), recording: TestReports.recording(recordedAt: "yesterday"), recordingPath: "d.json")
            Issue.record("a recording made \"yesterday\" was stored")
        } catch {
            #expect(error.description.hasPrefix("d.json: recordedAt: is not an ISO-8601 time"))
            #expect(!error.isTransient)
        }
        #expect(try await store.attemptCount() == 0)
    }

    @Test(arguments: StoreKind.allCases) func concurrentWritesOfTheSameAttemptsStoreEachOnce(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        let outcomes = try await withThrowingTaskGroup(of: RecordOutcome.self) { group in
            for _ in 0..<4 {
                for index in 0..<10 {
                    group.addTask {
                        var report = Self.report("c\(index).json")
                        report.learner = "learner-\(index % 3)"
                        return try await store.record(
                            report, recording: TestReports.recording(learner: "learner-\(index % 3)", variant: Double(index)),
                            recordingPath: "c\(index).json")
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.count { if case .inserted = $0 { true } else { false } } == 10)
        #expect(try await store.attemptCount() == 10)
        #expect(Set(try await store.attempts().map(\.learner)) == ["learner-0", "learner-1", "learner-2"])
    }

    @Test(arguments: StoreKind.allCases) func keepsOneSpeakerTransformPerLearner(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        #expect(try await store.speakerTransform(learner: "mei") == nil)
        let first = StoredSpeakerTransform(acousticModel: "/models/en-us", text: "1\n3\n13\n…first")
        let second = StoredSpeakerTransform(acousticModel: "/models/en-us", text: "1\n3\n13\n…second")
        try await store.saveSpeakerTransform(first, learner: "mei")
        try await store.saveSpeakerTransform(first, learner: "tom")
        try await store.saveSpeakerTransform(second, learner: "mei")
        let kept = try #require(try await store.speakerTransform(learner: "mei"))
        #expect(kept.text == second.text && kept.acousticModel == second.acousticModel)
        #expect(try abs(#require(kept.storedAt).timeIntervalSinceNow) < 60)
        #expect(try await kind.reopen(store).speakerTransform(learner: "tom")?.text == first.text)
    }

    @Test(arguments: StoreKind.allCases) func forgetsOneLearnersSpeakerTransformOnly(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        let transform = StoredSpeakerTransform(acousticModel: "/models/en-us", text: "1\n3\n13\n…")
        try await store.saveSpeakerTransform(transform, learner: "mei")
        try await store.saveSpeakerTransform(transform, learner: "tom")
        #expect(try await store.deleteSpeakerTransform(learner: "mei"))
        #expect(try await store.speakerTransform(learner: "mei") == nil)
        #expect(try await kind.reopen(store).speakerTransform(learner: "tom")?.text == transform.text)
        #expect(try await !store.deleteSpeakerTransform(learner: "mei"), "a second delete finds nothing")
        #expect(try await !store.deleteSpeakerTransform(learner: "nobody"))
    }

    @Test func contentHashFollowsTheInkNotTheObject() throws {
        let first = try ContentHash.of(TestReports.recording())
        #expect(first == (try ContentHash.of(TestReports.recording())))
        #expect(first != (try ContentHash.of(TestReports.recording(variant: 1))))
        #expect(first.count == 64)
    }
}
