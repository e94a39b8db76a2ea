import ArgumentParser
import Foundation
import WriteOutLoud
import WriteOutLoudSynthesis

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

    @Option(help: "Take this many of the most frequent characters.")
    var characters = 300

    @Option(help: "Add this many more characters per stroke count, drawn from the rest of the library with --seed.")
    var perStrokeCount = 5

    @Option(
        help: """
            Attempts per character for positives, for each negative kind and each structural kind; characters \
            of fewer than 6 strokes get proportionally more (6 × attempts / strokes).
            """)
    var attempts = 5

    @Option(
        help: ArgumentHelp(
            "Judge only these characters of the sample (e.g. 靈口), each with the attempts it gets in the whole run: "
                + "a surprise seen in a full run comes back in seconds.",
            valueName: "characters"))
    var only: String?

    @Option(help: "Natural variations per template stroke in the recogniser study.")
    var variations = 1

    @Option(help: "Seed for the generator.")
    var seed: UInt64 = 2024

    @Option(help: "Minimum seconds per speed measurement.")
    var seconds = 2.0

    @Option(help: "Write the results into this Markdown file under '## Stroke analysis'.")
    var write: String?

    @Flag(inversion: .prefixedNo, help: "Run the stroke-type recogniser study over the whole library.")
    var recognizerStudy = true

    @Option(help: "The stroke-type recogniser learns from this many of the most frequent characters (default: all, as the CLI's).")
    var recognizerExemplars: Int?

    @Option(help: "Judge with this stroke analyzer configuration (JSON) instead of the defaults.")
    var configuration: String?

    @Option(name: .customLong("scores"), help: "Write every judged stroke's scores (correct and wrong, whole and as it landed, native and joined hands) into this tab-separated file, for tuning offline.")
    var scoreFile: String?

    @Flag(help: "Print correct strokes that failed and wrong strokes that passed, with their scores.")
    var showSurprises = false

    @Option(
        help: ArgumentHelp(
            "Write the attempts behind the whole-character surprises (up to 80 per character group) and the "
                + "native and joined hands given a false structural verdict or a failed stroke, whole or as it landed "
                + "(up to 80 each), into this new folder, "
                + "one ink-only recording each: `wol analyze FILE` judges one again.",
            valueName: "dir"))
    var saveSurprises: String?

    @Flag(help: "Print structural cases that were not reported correctly.")
    var showMisses = false

    @Flag(inversion: .prefixedNo, help: "Judge correct characters in a native, fast hand (slant, rising 横, hooks, tails, few points).")
    var nativeStudy = true

    @Flag(
        inversion: .prefixedNo,
        help: "Judge correct characters in a joined hand (tails, entries, 点 variants, pairs of strokes run together).")
    var joinedStudy = true

    @Option(
        help: ArgumentHelp(
            "The kinds of join the joined hands make, comma-separated: tails, entries, dots (点 variants), pairs "
                + "(two strokes run together), or all; fewer kinds show what each costs the judge.",
            valueName: "kinds"))
    var joins: JoinKinds = .all

    @Flag(help: "Run only the native-hand and joined-hand studies (quick, while tuning); the other tables are left out.")
    var nativeOnly = false

    @Flag(help: "Print 10th/50th/90th percentiles of each dimension per group, for calibration.")
    var dimensions = false

    mutating func run() throws {
        if let saveSurprises { try SurpriseFolder.checkNew(saveSurprises) }
        let library: CharacterLibrary
        let sample: StrokesSample
        let templates: [CharacterTemplate]
        do {
            library = try CharacterLibrary(directory: URL(fileURLWithPath: self.templates))
            sample = StrokesSample(
                summaries: try library.summaries().filter { $0.script == .han }, frequent: characters, perStrokeCount: perStrokeCount, seed: seed)
            templates = try sample.characters.map { try library.template(for: $0.character) }
        } catch {
            throw BenchFailure("\(error)")
        }
        guard !templates.isEmpty else { throw BenchFailure("\(self.templates)/templates: no characters to benchmark") }
        if let only, !templates.contains(where: { only.contains($0.character) }) {
            throw BenchFailure("--only \(only): none of these characters is in the sample (see --characters, --seed)")
        }

        let analyzer: StrokeAnalyzer
        let analyzerConfiguration = try AnalyzerConfigurationFile.load(configuration)
        do {
            analyzer = StrokeAnalyzer(configuration: analyzerConfiguration, recognizer: try StrokeTypeRecognizer(library: library, limit: recognizerExemplars))
        } catch {
            throw BenchFailure("\(error)")
        }
        var scores: [StrokesSample.Group: StrokesScoreStudy] = [:]
        var structural = StrokesStructuralStudy()
        var pairs: [(drawn: [Point], model: [Point], size: Double)] = []
        var attemptsForSpeed: [(Ink, CharacterTemplate)] = []
        var native = StrokesNativeStudy()
        var joined = StrokesJoinedStudy()
        for (index, template) in templates.enumerated() where only?.contains(template.character) ?? true {
            let count = attemptCount(strokes: template.strokes.count)
            if nativeStudy || nativeOnly {
                var hand = AttemptGenerator(template: template, seed: (seed &+ UInt64(index) &* 7919) ^ Self.nativeSeedMask)
                native.add(&hand, attempts: count, analyzer: analyzer)
            }
            if joinedStudy {
                var hand = AttemptGenerator(template: template, seed: (seed &+ UInt64(index) &* 7919) ^ Self.joinedSeedMask)
                joined.add(&hand, attempts: count, analyzer: analyzer, kinds: joins)
            }
            if nativeOnly { continue }
            var generator = AttemptGenerator(template: template, seed: seed &+ UInt64(index) &* 7919)
            scores[StrokesSample.Group(strokeCount: template.strokes.count), default: StrokesScoreStudy()]
                .add(&generator, attempts: count, analyzer: analyzer)
            structural.add(&generator, attempts: count, analyzer: analyzer)
            for stroke in template.strokes where pairs.count < 4000 {
                pairs.append((generator.natural(stroke.points), stroke.points, generator.characterSize))
            }
            if index % max(templates.count / 200, 1) == 0 { attemptsForSpeed.append((generator.positive(), template)) }
        }
        var recognizer = StrokesRecognizerStudy()
        if recognizerStudy, !nativeOnly {
            do {
                try recognizer.run(
                    library: library, exemplarLimit: recognizerExemplars, variations: variations, seed: seed)
            } catch {
                throw BenchFailure("\(error)")
            }
        }
        var speed = StrokesThroughput()
        if !nativeOnly {
            speed.measure(pairs: pairs, attempts: attemptsForSpeed, analyzer: analyzer, seconds: seconds)
        }

        let report = StrokesReport(
            command: "swift run -c release wol-bench strokes " + CommandLine.arguments.dropFirst(2).joined(separator: " "),
            sample: sample, attempts: attempts, seed: seed, threshold: analyzer.configuration.passThreshold,
            scores: scores, structural: structural, recognizer: recognizer, speed: speed, native: native,
            joined: joined)
        let text = nativeOnly ? report.nativeMarkdown().joined(separator: "\n") + "\n" : report.markdown()
        print(text)
        if showMisses { structural.misses.forEach { print($0) } }
        if showSurprises {
            (native.structuralSurprises + native.surprises + joined.surprises).forEach { print($0) }
            scores.sorted { $0.key < $1.key }.flatMap(\.value.surprises).forEach { print($0) }
        }
        if dimensions {
            let all = scores.values.reduce(into: StrokesScoreStudy()) { $0.append($1) }
            print("correct: \(all.positives.spread())")
            for (kind, group) in all.negatives.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                print("\(kind.rawValue): \(group.spread())")
            }
        }
        if let scoreFile {
            try StrokeScoreLine.write(
                scores.values.flatMap(\.scoreLines) + native.scoreLines + joined.scoreLines, to: scoreFile)
        }
        if let saveSurprises {
            try SurpriseFolder.write(
                scores.sorted { $0.key < $1.key }.flatMap(\.value.surpriseRecordings) + native.surpriseRecordings
                    + joined.surpriseRecordings,
                to: saveSurprises)
        }
        if let write { try BenchMarkdown.replaceSection(StrokesReport.heading, in: write, with: text) }
    }

    /// Mixed into each character's seed for its native-hand attempts, so the other studies' attempts stay those of
    /// earlier runs.
    private static let nativeSeedMask: UInt64 = 0x4E41_5449_5645_4841
    /// Mixed into each character's seed for its joined-hand attempts.
    private static let joinedSeedMask: UInt64 = 0x4A4F_494E_4544_4841

    /// Attempts for a character of `strokes` strokes: short characters get more, so every stroke-count
    /// group has enough wrong strokes to measure.
    private func attemptCount(strokes: Int) -> Int {
        max(attempts, 6 * attempts / max(strokes, 1))
    }
}
