import ArgumentParser
import Foundation
import WriteOutLoud
import WriteOutLoudSynthesis

/// `wol-bench cursive-words`: cursive words written joined from the eight Latin letters, judged letter by letter
/// and join by join (``CursiveWordJudge``).
struct CursiveWordsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cursive-words",
        abstract: "Judge generated joined cursive words: letters passed (target ≥ 95 %), letters left out or swapped named (100 %).",
        discussion: """
            Writes each word of a fixed list of words made of the shipped letters (a c d e i l t u) with \
            CursiveWordHand: the body in one pen movement, each letter 90–110 % of its size and slightly turned, \
            the word leaning −6…12° beyond the model, dots and bars after the word. Each word is written well and \
            with each mistake (a sagging join, a pen lift between letters, a letter left out, two neighbours \
            swapped), --attempts times each, from --seed. The splitter's costs were chosen on seed 1; report \
            another (the default) as held out.
            """)

    @Option(help: "Character library directory (holding templates/).")
    var library = "Characters"

    @Option(help: "Attempts per word and kind of attempt.")
    var attempts = 8

    @Option(help: "Seed of the generated hands (1 was used to choose the splitter's costs).")
    var seed: UInt64 = 20_261_202

    @Option(help: "Write the results into this Markdown file under '\(CursiveWordsReport.heading)'.")
    var write: String?

    @Flag(help: "List every failed letter and every mistake not named, for looking into them.")
    var showSurprises = false

    @Option(help: "Also write each word's first attempt of each kind as a recording into this directory.")
    var recordings: String?

    /// Words of the shipped letters, 2–6 letters long.
    static let words = [
        "cat", "tide", "lead", "cut", "tea", "aid", "lid", "act", "tilt", "cute", "date", "late", "deal", "idea",
        "duel", "dial", "tail", "edit", "lace", "dice", "ice", "acute", "cited", "dilute",
    ]

    func validate() throws {
        guard attempts >= 1 else { throw ValidationError("--attempts must be at least 1") }
    }

    func run() throws {
        let characters = try CharacterLibrary(directory: URL(fileURLWithPath: library))
        let judge = CursiveWordJudge()
        var report = CursiveWordsReport(
            command: CommandLine.arguments.dropFirst().joined(separator: " "), seed: seed, attempts: attempts,
            words: Self.words.count, load: BenchMarkdown.loadAverage())
        for (index, text) in Self.words.enumerated() {
            let word = try characters.template(for: text)
            var hand = CursiveWordHand(word: word, seed: seed &+ UInt64(index) &* 0x9E37_79B9)
            for mistake in CursiveWordHand.Mistake.allCases where hand.allows(mistake) {
                for number in 0..<attempts {
                    guard let attempt = hand.attempt(mistake) else { continue }
                    let start = Date()
                    let analysis = judge.judge(attempt.ink, against: word)
                    report.add(analysis, attempt: attempt, word: word, seconds: Date().timeIntervalSince(start))
                    if number == 0, let recordings { try save(attempt, word: text, in: recordings) }
                }
            }
            FileHandle.standardError.write(Data("\r\(index + 1)/\(Self.words.count) words".utf8))
        }
        FileHandle.standardError.write(Data("\n".utf8))
        let markdown = report.markdown()
        if showSurprises { report.surprises.forEach { print($0) } }
        print(markdown)
        if let write { try BenchMarkdown.replaceSection(CursiveWordsReport.heading, in: write, with: markdown) }
    }

    private func save(_ attempt: CursiveWordHand.Attempt, word: String, in directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let kind = attempt.mistake.rawValue.replacingOccurrences(of: " ", with: "-")
        let url = URL(fileURLWithPath: directory).appendingPathComponent("\(word)-\(kind).json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let recording = Recording(character: word, audio: nil, ink: attempt.ink)
        do {
            try encoder.encode(recording).write(to: url)
        } catch {
            throw BenchFailure("\(url.path): cannot write: \(error.localizedDescription)")
        }
    }
}
