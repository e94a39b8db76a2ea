import Foundation
import Testing
import WriteOutLoud

/// The recording and voice a store keeps with a learner's attempt, for their teacher to replay.
@Suite struct ReplayStoreTests {
    @Test(arguments: StoreKind.allCases) func anAttemptKeepsItsFirstReplay(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore()
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
}
