import ArgumentParser
import Foundation
import WriteOutLoud
import WriteOutLoudSynthesis

/// `wol-bench compressed`: is a recording heard the same from the M4A or WebM a phone or browser would have
/// saved as from its WAV?
struct CompressedAudioBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compressed",
        abstract: "Analyse each fixture from its WAV and from M4A/AAC and WebM/Opus copies, and compare.",
        discussion: """
            Every recording with audio in --fixtures is analysed as `wol analyze` would, once with its WAV and \
            once with each copy FFmpeg's encoders make of it (M4A/AAC at 44.1 kHz 64 kb/s and 48 kHz 128 kb/s, \
            WebM/Opus at 48 kHz 64 and 128 kb/s). A copy agrees when every stroke gets the same heard name, \
            the same spoken-name verdict and the same pass, and the report lists the same mistakes; the word \
            times of the copies are compared with the WAV's word by word.
            """
    )

    @Option(help: ArgumentHelp("Folder of recordings (JSON with a WAV beside).", valueName: "dir"))
    var fixtures = "Fixtures"

    @Option(help: "Write the results into this Markdown file under '\(CompressedAudioReport.heading)'.")
    var write: String?

    @OptionGroup var engine: SyncEngineOptions

    /// The copies each WAV is compared with: what phones and browsers record.
    static let encodings: [(kind: CompressedRecording.Kind, rate: Int, bitRate: Int)] = [
        (.m4aAAC, 44_100, 64_000), (.m4aAAC, 48_000, 128_000), (.webmOpus, 48_000, 64_000), (.webmOpus, 48_000, 128_000),
    ]

    func run() throws {
        let analyzer = try engine.makeAnalyzer(matcher: StrokeNameMatcher())
        let folder = URL(fileURLWithPath: fixtures)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wol-compressed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        var report = CompressedAudioReport(load: BenchMarkdown.loadAverage())
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        for file in files {
            guard let loaded = try? RecordingLoader.load(folder.appendingPathComponent(file), displayName: file),
                let audioURL = loaded.audioURL
            else { continue }
            let wav = try AudioFile.read(audioURL)
            let reference = try analyzer.analysis(of: loaded.recording, audio: wav, displayName: file).report
            for encoding in Self.encodings {
                let copy = scratch.appendingPathComponent("\(file).\(encoding.kind.rawValue)")
                try CompressedRecording.write(
                    wav, to: copy, as: encoding.kind, sampleRate: encoding.rate, bitRate: encoding.bitRate)
                let decoded = try AudioFile.read(copy)
                let heard = try analyzer.analysis(of: loaded.recording, audio: decoded, displayName: file).report
                let comparison = CompressedAudioReport.Comparison(reference: reference, copy: heard)
                report.add(
                    comparison,
                    for: "\(encoding.kind.rawValue) \(String(format: "%g", Double(encoding.rate) / 1000)) kHz "
                        + "\(encoding.bitRate / 1000) kb/s")
                if !comparison.agrees { print("\(file) as \(encoding.kind.rawValue) \(encoding.bitRate / 1000) kb/s: \(comparison.difference)") }
            }
        }
        let section = report.markdown(fixtures: fixtures)
        print(section)
        if let write { try BenchMarkdown.replaceSection(CompressedAudioReport.heading, in: write, with: section) }
    }
}
