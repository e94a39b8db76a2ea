import Foundation
import Testing
import WriteOutLoud

/// Teachers' verdicts, as both progress stores keep them beside the attempts.
@Suite struct VerdictStoreTests {
    private let temporary = TemporaryFolder("store")

    static func verdict(_ attempt: Int64, stroke: Int = 1, passed: Bool = true, at time: String) -> TeacherVerdict {
        TeacherVerdict(
            attempt: attempt, stroke: stroke, dimension: .drawing, teacher: "Ms Wang", givenAt: time, enginePassed: false,
            engineScore: 40, passed: passed, note: "a fair 竖", engineVersion: EngineVersion.current)
    }

    @Test(arguments: StoreKind.allCases) func verdictsAreKeptWithTheirAttemptsNewestAttemptFirst(_ kind: StoreKind)
        async throws
    {
        let store = try await kind.emptyStore(in: temporary)
        var ids: [Int64] = []
        for (index, file) in ["a.json", "b.json"].enumerated() {
            let recording = TestReports.recording(recordedAt: "2026-03-0\(index + 2)T10:00:00Z")
            guard case .inserted(let id) = try await store.record(ProgressStoreTests.report(file), recording: recording, recordingPath: file)
            else {
                Issue.record("\(file) was not stored")
                return
            }
            ids.append(id)
        }
        let first = Self.verdict(ids[0], at: "2026-03-05T08:00:00Z")
        let second = Self.verdict(ids[0], stroke: 0, passed: false, at: "2026-03-06T08:00:00Z")
        try await store.addVerdict(second)
        try await store.addVerdict(first)

        let reopened = try await kind.reopen(store)
        let reviewed = try await reopened.reviewedAttempts(learner: "ana")
        #expect(reviewed.map(\.id) == [ids[1], ids[0]])
        #expect(reviewed[0].verdicts.isEmpty)
        #expect(reviewed[1].verdicts == [first, second])
        #expect(reviewed[1].attempt.recordingPath == "a.json")
        #expect(try await reopened.reviewedAttempts(learner: "bo").isEmpty)
        #expect(try await reopened.learner(ofAttempt: ids[1]) == "ana")
        #expect(try await reopened.learner(ofAttempt: 999_999) == nil)

        #expect(try await reopened.verdicts(since: nil) == [first, second])
        let since = try #require(ISO8601DateFormatter().date(from: "2026-03-06T00:00:00Z"))
        #expect(try await reopened.verdicts(since: since) == [second])
    }

    @Test(arguments: StoreKind.allCases) func aVerdictOnNoAttemptIsRefused(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        await #expect(throws: StoreError(file: store.location, field: "attempt", problem: "there is no attempt 42")) {
            try await store.addVerdict(Self.verdict(42, at: "2026-03-05T08:00:00Z"))
        }
    }
}
