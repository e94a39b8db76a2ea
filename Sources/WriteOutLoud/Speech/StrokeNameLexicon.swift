import Foundation

/// Which stroke each recogniser token names, and in which language: the table `Models/stroke-names.tsv`.
///
/// The file has a header line and tab-separated columns `token language pinyin hanzi english`. A row's stroke
/// is found by its `hanzi` column (横折 → ``StrokeType/hengzhe``), so English tokens map to strokes too.
public struct StrokeNameLexicon: Hashable, Sendable {
    /// What one token stands for.
    public struct Entry: Hashable, Sendable {
        public var stroke: StrokeType
        public var language: SpokenLanguage

        public init(stroke: StrokeType, language: SpokenLanguage) {
            self.stroke = stroke
            self.language = language
        }
    }

    /// Token → stroke and language.
    public private(set) var entries: [String: Entry]

    public init(entries: [String: Entry]) {
        self.entries = entries
    }

    /// The lexicon implied by ``StrokeType`` itself: each raw value (Mandarin) and each English name joined
    /// with `_`. Used when no lexicon file is present.
    public static let builtIn = StrokeNameLexicon(
        entries: StrokeType.allCases.reduce(into: [:]) { entries, stroke in
            entries[stroke.rawValue] = Entry(stroke: stroke, language: .zh)
            entries[stroke.english.replacingOccurrences(of: " ", with: "_")] = Entry(stroke: stroke, language: .en)
        })

    /// Reads a lexicon file.
    /// - Parameter url: a `stroke-names.tsv` file.
    /// - Throws: ``SpeechError`` naming the file and line when it is missing or a row cannot be understood.
    public init(contentsOf url: URL) throws(SpeechError) {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw SpeechError(subject: url.path, reason: .missingFile)
        }
        let strokesByHanzi = Dictionary(uniqueKeysWithValues: StrokeType.allCases.map { ($0.name, $0) })
        var entries: [String: Entry] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if index == 0 || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            func fail(_ problem: String) -> SpeechError {
                SpeechError(subject: url.path, reason: .malformed(line: index + 1, problem: problem))
            }
            guard columns.count >= 4 else { throw fail("expected columns token, language, pinyin, hanzi, english") }
            guard let language = SpokenLanguage(rawValue: columns[1]) else {
                throw fail("language \"\(columns[1])\" is neither zh nor en")
            }
            guard let stroke = strokesByHanzi[columns[3]] else {
                throw fail("hanzi \"\(columns[3])\" is no stroke name")
            }
            entries[columns[0]] = Entry(stroke: stroke, language: language)
        }
        self.entries = entries
    }

    /// The entry for a token, ignoring a PocketSphinx alternate-pronunciation suffix such as `(2)`. A Mandarin
    /// token with `_` between its syllables (`heng_zhe`) is its name said syllable by syllable and stands for
    /// the same stroke (`build_dict.py` gives it a silence between the syllables).
    public func entry(for token: String) -> Entry? {
        let base = PronunciationDictionary.baseWord(token)
        if let entry = entries[base] { return entry }
        guard base.contains("_"), let whole = entries[base.replacingOccurrences(of: "_", with: "")],
            whole.language == .zh
        else { return nil }
        return whole
    }
}
