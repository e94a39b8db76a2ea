import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol-bench strokes`: accuracy and speed of the stroke analyzer against the original app's scorer.
struct StrokesBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strokes",
        abstract: "Benchmark stroke analysis on generated attempts (ROC, structural errors, type recognition, speed).",
        discussion: """
            Attempts are generated deterministically from --seed for every sampled character in \
            <templates>/templates: correct strokes with natural variation, and six kinds of wrong stroke. \
            Build with -c release for meaningful speed figures.
            """
    )

    @Option(help: "Character library directory (holding templates/).")
    var templates = "Characters"

    @Option(help: "Sample this many characters, evenly across the library (default: all).")
    var characters: Int?

    @Option(help: "Attempts per character for positives, for each negative kind and each structural kind.")
    var attempts = 150

    @Option(help: "Natural variations per template stroke in the recogniser study.")
    var variations = 20

    @Option(help: "Seed for the generator.")
    var seed: UInt64 = 2024

    @Option(help: "Minimum seconds per speed measurement.")
    var seconds = 2.0

    @Option(help: "Write the results into this Markdown file under '## Stroke analysis'.")
    var write: String?

    @Flag(help: "Print structural cases that were not reported correctly.")
    var showMisses = false

    @Flag(help: "Print 10th/50th/90th percentiles of each dimension per group, for calibration.")
    var dimensions = false

    mutating func run() throws {
        let library: CharacterLibrary
        let sample: [CharacterTemplate]
        do {
            library = try CharacterLibrary(directory: URL(fileURLWithPath: templates))
            let all = try library.characters()
            let count = min(characters ?? all.count, all.count)
            let picked = (0..<count).map { all[$0 * all.count / max(count, 1)] }
            sample = try picked.map { try library.template(for: $0) }
        } catch {
            throw ValidationError("\(error)")
        }
        guard !sample.isEmpty else { throw ValidationError("\(templates)/templates: no characters to benchmark") }

        let analyzer = StrokeAnalyzer()
        var scores = StrokesScoreStudy()
        var manyStrokeScores = StrokesScoreStudy()
        var structural = StrokesStructuralStudy()
        var pairs: [(drawn: [Point], model: [Point], size: Double)] = []
        var attemptsForSpeed: [(Ink, CharacterTemplate)] = []
        for (index, template) in sample.enumerated() {
            var generator = StrokesAttemptGenerator(template: template, seed: seed &+ UInt64(index) &* 7919)
            var study = StrokesScoreStudy()
            study.add(&generator, attempts: attempts, analyzer: analyzer)
            scores.append(study)
            if template.strokes.count >= 3 { manyStrokeScores.append(study) }
            structural.add(&generator, attempts: attempts, analyzer: analyzer)
            for stroke in template.strokes where pairs.count < 4000 {
                pairs.append((generator.natural(stroke.points), stroke.points, generator.characterSize))
            }
            if attemptsForSpeed.count < 400 { attemptsForSpeed.append((generator.positive(), template)) }
        }
        var recognizer = StrokesRecognizerStudy()
        recognizer.run(templates: sample, variations: variations, exemplarsPerType: 10, seed: seed)
        var speed = StrokesThroughput()
        speed.measure(pairs: pairs, attempts: attemptsForSpeed, analyzer: analyzer, seconds: seconds)

        let report = StrokesReport(
            command: "swift run -c release wol-bench strokes " + CommandLine.arguments.dropFirst(2).joined(separator: " "),
            characters: sample.map(\.character), attempts: attempts, seed: seed,
            threshold: analyzer.configuration.passThreshold, scores: scores, manyStrokeScores: manyStrokeScores,
            structural: structural,
            recognizer: recognizer, speed: speed)
        let text = report.markdown()
        print(text)
        if showMisses { structural.misses.forEach { print($0) } }
        if dimensions {
            print("correct: \(scores.positives.spread())")
            for (kind, group) in scores.negatives.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                print("\(kind.rawValue): \(group.spread())")
            }
        }
        if let write { try StrokesReport.replaceSection(in: write, with: text) }
    }
}
