import WriteOutLoud
import WriteOutLoudSynthesis

/// Whether a character is written in Japan as on the mainland, read from a Japanese library (a KanjiVG import).
/// Real Japanese hands test the judge's fairness to style only where the two agree: elsewhere (反's first stroke,
/// 必's order) a verdict against the writer can be right.
struct JapaneseForm {
    /// How the Japanese library draws a character against the mainland template.
    enum Agreement: String, Comparable {
        /// Same stroke count and types in order, and its strokes judged as a correct attempt raise no structural verdict.
        case asMainland = "as mainland"
        /// The Japanese library draws it otherwise: another count, other types, or another order or direction.
        case differs = "Japanese differs"
        /// The Japanese library lacks it.
        case unknown = "not in Japanese library"

        static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
        private var rank: Int { self == .asMainland ? 0 : self == .differs ? 1 : 2 }
    }

    let library: CharacterLibrary
    let analyzer: StrokeAnalyzer
    private var known: [String: Agreement] = [:]

    init(library: CharacterLibrary, analyzer: StrokeAnalyzer) {
        self.library = library
        self.analyzer = analyzer
    }

    /// Classifies `mainland`'s character once and remembers it.
    mutating func agreement(with mainland: CharacterTemplate) -> Agreement {
        if let agreement = known[mainland.character] { return agreement }
        let agreement = classify(mainland)
        known[mainland.character] = agreement
        return agreement
    }

    /// The characters classified so far, in code point order, by agreement.
    var characters: [(agreement: Agreement, characters: String)] {
        Dictionary(grouping: known, by: \.value).sorted { $0.key < $1.key }
            .map { ($0.key, $0.value.map(\.key).sorted().joined()) }
    }

    private func classify(_ mainland: CharacterTemplate) -> Agreement {
        guard let japanese = try? library.template(for: mainland.character) else { return .unknown }
        guard japanese.strokes.count == mainland.strokes.count,
            zip(japanese.strokes, mainland.strokes).allSatisfy({ CrossHandPairs.agree($0, $1) })
        else { return .differs }
        var generator = AttemptGenerator(template: japanese, seed: 1)
        let analysis = analyzer.analyze(generator.place(japanese.strokes.map(\.points)), against: mainland)
        let structural = analysis.issues.contains { CorrectWritingTally.structuralKinds.contains($0.kind) }
        return structural ? .differs : .asMainland
    }
}
