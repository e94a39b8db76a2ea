import WriteOutLoud

/// The characters two libraries both draw the same way: same stroke count and the same stroke types in
/// order, so each can be read as a correct attempt at the other. Two strokes agree when they share a name the
/// learner may say (KanjiVG's 竖撇 and a 撇 also named 竖撇).
struct CrossHandPairs {
    /// One character as each library draws it.
    struct Pair {
        let character: String
        let first: CharacterTemplate
        let second: CharacterTemplate

        /// Even code points tune the judge; odd ones are held out.
        var isTuning: Bool { (character.unicodeScalars.first?.value ?? 0) % 2 == 0 }
    }

    var pairs: [Pair] = []
    /// Characters in both libraries left out, by reason.
    var excluded: [String: Int] = [:]
    /// Characters left out for other stroke types, by the first disagreement ("横 → 提"), for the report.
    var typeDisagreements: [String: Int] = [:]
    /// Characters the first library has and the second does not.
    var onlyInFirst = 0

    /// Reads every Chinese character of `first` that `second` also has.
    /// - Throws: `CharacterLibraryError` naming the file when a template cannot be read.
    init(first: CharacterLibrary, second: CharacterLibrary) throws {
        let theirs = Set(try second.characters())
        for summary in try first.summaries() where summary.script == .han {
            guard theirs.contains(summary.character) else {
                onlyInFirst += 1
                continue
            }
            let a = try first.template(for: summary.character)
            let b = try second.template(for: summary.character)
            if a.strokes.count != b.strokes.count {
                excluded["another stroke count", default: 0] += 1
            } else if let disagreement = zip(a.strokes, b.strokes).first(where: { !Self.agree($0, $1) }) {
                excluded["other stroke types", default: 0] += 1
                let names = [disagreement.0.type, disagreement.1.type].map { $0?.name ?? "none" }
                typeDisagreements[names.joined(separator: " → "), default: 0] += 1
            } else {
                pairs.append(Pair(character: summary.character, first: a, second: b))
            }
        }
    }

    /// Two strokes agree when they share a type or a name the learner may say.
    static func agree(_ a: TemplateStroke, _ b: TemplateStroke) -> Bool {
        a.type == b.type || !Set(a.spokenNames).isDisjoint(with: b.spokenNames)
    }
}
