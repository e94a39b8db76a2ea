import Foundation
import Testing
import WriteOutLoud

/// The recording and voice a store keeps with a learner's attempt, for their teacher to replay.
@Suite struct ReplayStoreTests {
    private let temporary = TemporaryFolder("store")

    @Test(arguments: StoreKind.allCases) func anAttemptKeepsItsFirstReplay(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        let report = TestReports.report(file: "a.json", strokes: [.init(type: .heng, accuracy: 80, named: true), .init(type: .shu, accuracy: 70)])
        let recording = TestReports.recording()
        guard case .inserted(let id) = try await store.record(report, recording: recording, recordingPath: "a.json") else {
            Issue.record("not inserted")
            return
        }
        #expect(try await store.replay(attempt: id) == nil)
        let voice = AudioBuffer(samples: (0..<32_000).map { Float(sin(Double($0) / 10)) / 2 }, sampleRate: 32_000)
        let first = try AttemptReplay(recording: recording, audio: voice, report: report)
        try await store.saveReplay(first, attempt: id)
        try await store.saveReplay(AttemptReplay(recording: Data("{}".utf8), audio: nil, heard: []), attempt: id)
        let kept = try #require(try await kind.reopen(store).replay(attempt: id))
        #expect(kept == first)
        #expect(try JSONDecoder().decode(Recording.self, from: kept.recording) == recording)
        #expect(kept.audio?.count == 44 + 16_000 * 2)
        #expect(kept.heard == [StrokeType.heng.name, nil])
        await #expect(throws: StoreError.self) { try await store.saveReplay(first, attempt: id + 1) }
    }

    @Test(arguments: StoreKind.allCases) func replaysAreDeletedByLearnerAndAgeAndTheAttemptsStay(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        var ids: [String: [Int64]] = [:]
        for (learner, variant) in [("ana", 0.0), ("ana", 1), ("bo", 2)] {
            let report = TestReports.report(file: "\(variant).json", learner: learner, strokes: [.init(type: .heng, accuracy: 80)])
            let recording = TestReports.recording(learner: learner, variant: variant)
            guard case .inserted(let id) = try await store.record(report, recording: recording, recordingPath: "\(variant).json")
            else {
                Issue.record("\(learner)'s attempt \(variant) was not stored")
                return
            }
            try await store.saveReplay(try AttemptReplay(recording: recording, audio: nil, report: report), attempt: id)
            ids[learner, default: []].append(id)
        }
        func kept(_ learner: String) async throws -> Int {
            var count = 0
            for id in ids[learner] ?? [] {
                if try await store.replay(attempt: id) != nil { count += 1 }
            }
            return count
        }

        #expect(try await store.deleteReplays(learner: "ana", storedBefore: Date().addingTimeInterval(-3600)) == 0)
        #expect(try await store.deleteReplays(learner: "nobody", storedBefore: nil) == 0)
        #expect(try await store.deleteReplays(learner: "ana", storedBefore: nil) == 2)
        #expect(try await kept("ana") == 0)
        #expect(try await kept("bo") == 1)
        #expect(try await store.deleteReplays(learner: nil, storedBefore: Date().addingTimeInterval(60)) == 1)
        #expect(try await kept("bo") == 0)
        #expect(try await store.reviewedAttempts(learner: "ana").count == 2, "the attempts stay")
    }
}
