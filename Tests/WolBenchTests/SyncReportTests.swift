import Foundation
import Testing

@testable import wol_bench

/// `wol-bench sync`'s report says how to make the corpus it judged again, voice included.
@Suite struct SyncReportTests {
    private static func corpus(speaker: String?) throws -> SyncCorpus {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sync-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let named = speaker.map { "\"speaker\": \"\($0)\", " } ?? "\"speaker\": null, "
        try Data("{\"seed\": 7, \"count\": 0, \(named)\"sessions\": []}".utf8)
            .write(to: folder.appendingPathComponent("truth.json"))
        return try SyncCorpus.load(folder: folder)
    }

    private static func dataLine(speaker: String?) throws -> String {
        let report = SyncReport(
            command: "wol-bench sync --corpus C", corpus: try corpus(speaker: speaker), results: SyncResults(),
            seconds: 1, jobs: 1, jitter: 0)
        return try #require(report.markdown().split(separator: "\n").first { $0.hasPrefix("Data:") }.map(String.init))
    }

    @Test func aRealSpeakersCorpusIsMadeAgainWithTheirVoice() throws {
        let line = try Self.dataLine(speaker: "hotoo")
        #expect(line.contains("make-sessions.py --out DIR --count 0 --seed 7 --voice VOICES/hotoo`"))
    }

    @Test func anEspeakCorpusNeedsNoVoice() throws {
        let line = try Self.dataLine(speaker: nil)
        #expect(line.contains("make-sessions.py --out DIR --count 0 --seed 7`"))
        #expect(!line.contains("--voice"))
    }
}
