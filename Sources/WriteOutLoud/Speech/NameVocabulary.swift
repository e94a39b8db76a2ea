/// The words a recogniser listens for, and what each one means.
struct NameVocabulary: Sendable {
    /// A listened-for word.
    struct Word: Hashable, Sendable {
        var token: String
        /// The stroke it names, nil for an extra word that names none.
        var stroke: StrokeType?
        var language: SpokenLanguage

        /// Whether the word is a Mandarin name said syllable by syllable: its token has `_` between the
        /// syllables (`heng_zhe`) and its pronunciations a silence there (``StrokeNameLexicon``).
        var isSaidSyllableBySyllable: Bool { language == .zh && token.contains("_") }
    }

    /// Token → meaning, for every word in the grammar.
    private(set) var words: [String: Word] = [:]
    /// Tokens in grammar order (dictionary order, then extra words), so the grammar text is stable.
    private(set) var order: [String] = []
    /// Grammar weight of a name said syllable by syllable relative to the name said whole
    /// (``DecoderParameters/syllableBySyllableWeight``).
    let syllableBySyllableWeight: Double

    /// The languages of the names listened for.
    var languages: Set<SpokenLanguage> { Set(words.values.filter { $0.stroke != nil }.map(\.language)) }

    /// Picks the dictionary words that name a stroke in the chosen languages, plus the extra words.
    /// - Parameters:
    ///   - dictionaryWords: every word the dictionary can pronounce.
    ///   - extraWords: words to listen for although they name no stroke (or name one only by sound).
    ///   - languages: which names to keep.
    ///   - syllableBySyllableWeight: grammar weight of names said syllable by syllable.
    ///   - resolve: what a word names, if anything.
    init(
        dictionaryWords: [String], extraWords: [String], languages: NameLanguages, syllableBySyllableWeight: Double,
        resolve: (String) -> (stroke: StrokeType, language: SpokenLanguage)?
    ) {
        self.syllableBySyllableWeight = syllableBySyllableWeight
        for token in dictionaryWords {
            guard let meaning = resolve(token), languages.includes(meaning.language) else { continue }
            add(Word(token: token, stroke: meaning.stroke, language: meaning.language))
        }
        for token in extraWords {
            let meaning = resolve(token)
            add(Word(token: token, stroke: meaning?.stroke, language: meaning?.language ?? .zh))
        }
    }

    private mutating func add(_ word: Word) {
        guard words[word.token] == nil else { return }
        words[word.token] = word
        order.append(word.token)
    }

    var isEmpty: Bool { order.isEmpty }

    /// Every token, in grammar order.
    var tokens: [String] { order }

    /// A JSGF grammar accepting any sequence of the words (none included), each word weighted by `weight`.
    /// - Parameters:
    ///   - pauses: words of which one must come between two words (pauses of different lengths), each with
    ///     its grammar weight; empty to let words follow directly. The first may come before any word; the
    ///     others (shorter pauses) only before a word of the highest weight, the expected names when names are
    ///     expected: a short pause between two names not expected split one expected compound into two of
    ///     them (横折 said héngzhé heard as 横 + 竖, the "zh" taken for the pause). Any pause may also open and
    ///     close the utterance, so that audio ending in a pause still fits the grammar.
    ///   - weight: each word's grammar weight; nil leaves the word out. A name said syllable by syllable gets
    ///     it times ``syllableBySyllableWeight``: its silence inside the name can last as long as a pause
    ///     between two names, so it must cost more than the name said whole.
    /// - Complexity: O(*n*) in the number of words.
    func grammar(pauses: [(token: String, weight: Double)], weight: (Word) -> Double?) -> String {
        let weighted = order.compactMap { token -> (token: String, weight: Double)? in
            guard let word = words[token], var weight = weight(word) else { return nil }
            if word.isSaidSyllableBySyllable { weight *= syllableBySyllableWeight }
            return (token, weight)
        }
        let highest = weighted.map(\.weight).max()
        func rule(_ words: [(token: String, weight: Double)]) -> String {
            words.map { "/\($0.weight)/ \(Self.quoted($0.token))" }.joined(separator: " | ")
        }
        var rules = ["<word> = \(rule(weighted));"]
        var utterance = "<word>*"
        if let first = pauses.first {
            let leadIns = pauses.dropFirst().map { "/\($0.weight)/ \(Self.quoted($0.token)) <expected>" }
            let next = (["/\(first.weight)/ \(Self.quoted(first.token)) <word>"] + leadIns).joined(separator: " | ")
            utterance = "[<pause>] [<word> <next>* [<pause>]]"
            rules.append("<pause> = \(rule(pauses));")
            rules.append("<next> = \(next);")
            if !leadIns.isEmpty { rules.append("<expected> = \(rule(weighted.filter { $0.weight == highest }));") }
        }
        return """
            #JSGF V1.0;
            grammar wol;
            public <utterance> = \(utterance);
            \(rules.joined(separator: "\n"))

            """
    }

    /// A token as JSGF needs it: quoted when it holds anything but letters, digits, `_` and `-`.
    private static func quoted(_ token: String) -> String {
        let plain = token.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
        }
        return plain ? token : "\"\(token.replacingOccurrences(of: "\"", with: ""))\""
    }
}
