import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol-bench crosshand`: do correct characters from another hand pass?
struct CrossHandBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "crosshand",
        abstract: "Judge every character two libraries both draw, each hand's strokes against the other's template.",
        discussion: """
            Both libraries are read as `wol analyze --characters` would (a Hanzi Writer folder is converted on \
            demand). Only characters with the same stroke count and stroke types in order take part. Stroke types \
            come from a recogniser taught by --recognizer-library (the shipped library by default), which also \
            judges each drawn stroke's type without the judged character's own strokes. Characters of even code \
            point are the tuning half, odd ones the held-out half.
            """
    )

    @Argument(help: "First character library (e.g. a KanjiVG import).")
    var first: String

    @Argument(help: "Second character library (e.g. a Hanzi Writer data folder).")
    var second: String

    @Option(help: "Character library (in our own format) that teaches the stroke-type recogniser.")
    var recognizerLibrary = "Characters"

    @Option(help: "Name of the first library in the report.")
    var firstName = "KanjiVG"

    @Option(help: "Name of the second library in the report.")
    var secondName = "Make Me a Hanzi"

    @Option(help: "Judge with this stroke analyzer configuration (JSON) instead of the defaults.")
    var configuration: String?

    @Option(help: "Only this many shared characters (most frequent first).")
    var limit: Int?

    @Flag(help: "Judge only the tuning half (even code points), so the held-out half stays unseen while tuning.")
    var tuningOnly = false

    @Option(help: "Seed for canvas placement and pen sampling.")
    var seed: UInt64 = 2024

    @Option(help: "Print this many failed strokes with their scores, judged whole and judged as they landed (marked so).")
    var showFailures = 0

    @Option(name: .customLong("scores"), help: "Write every judged stroke's scores into this tab-separated file, for tuning offline.")
    var scoreFile: String?

    @Option(help: "Write the results into this Markdown file under '\(CrossHandReport.heading)'.")
    var write: String?

    mutating func run() throws {
        let analyzerConfiguration = try AnalyzerConfigurationFile.load(configuration)
        let pairs: CrossHandPairs
        let analyzer: StrokeAnalyzer
        do {
            let firstURL = URL(fileURLWithPath: first)
            let secondURL = URL(fileURLWithPath: second)
            let recognizer = try StrokeTypeRecognizer(
                library: CharacterLibrary(directory: URL(fileURLWithPath: recognizerLibrary)))
            pairs = try CrossHandPairs(
                first: CharacterLibrary(directory: firstURL, strokeTypes: recognizer),
                second: CharacterLibrary(directory: secondURL, strokeTypes: recognizer))
            analyzer = StrokeAnalyzer(configuration: analyzerConfiguration, recognizer: recognizer)
        } catch {
            throw BenchFailure("\(error)")
        }
        guard !pairs.pairs.isEmpty else { throw BenchFailure("\(first), \(second): no character drawn alike by both") }

        var study = CrossHandStudy()
        for pair in pairs.pairs.prefix(limit ?? .max) where pair.isTuning || !tuningOnly {
            study.add(pair, analyzer: analyzer, seed: seed)
        }
        let report = CrossHandReport(
            command: "swift run -c release wol-bench crosshand " + CommandLine.arguments.dropFirst(2).joined(separator: " "),
            firstName: firstName, secondName: secondName, pairs: pairs, study: study,
            threshold: analyzerConfiguration.passThreshold)
        let text = report.markdown()
        print(text)
        study.failures.prefix(showFailures).forEach { print($0) }
        if let scoreFile { try StrokeScoreLine.write(study.scoreLines, to: scoreFile) }
        if let write { try BenchMarkdown.replaceSection(CrossHandReport.heading, in: write, with: text) }
    }
}
