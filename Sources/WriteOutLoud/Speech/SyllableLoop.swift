import Foundation

/// The syllables of the Mandarin "not a name" competitor (``NameCompetitor/syllables``), read from
/// `syllable-loop.dict` beside a model's stroke-name dictionary (built by `scripts/speech/build_syllable_loop.py`);
/// the decoder searches them as a loop (``PocketSphinxDecoder/addWordLoopSearch(named:words:)``).
struct SyllableLoop: Hashable, Sendable {
    /// One syllable as the decoder knows it: its word (prefixed so it never shadows a name such as `ti`) and phones.
    struct Syllable: Hashable, Sendable {
        var word: String
        var phones: String
    }

    /// File name of the syllable dictionary, beside the stroke-name dictionary.
    static let fileName = "syllable-loop.dict"
    /// Prefix of the words the loop adds to the decoder's dictionary.
    static let wordPrefix = "wol_syllable_"

    let syllables: [Syllable]

    /// Reads the syllable dictionary beside `dictionary`.
    /// - Throws: ``SpeechError`` naming the file when it is missing, a line has no phones, or it holds no syllable.
    init(besideDictionary dictionary: URL) throws(SpeechError) {
        let url = dictionary.deletingLastPathComponent().appendingPathComponent(Self.fileName)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw SpeechError(subject: url.path, reason: .missingFile)
        }
        var syllables: [Syllable] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(whereSeparator: \.isWhitespace)
            guard let first = fields.first else { continue }
            guard fields.count >= 2 else {
                throw SpeechError(
                    subject: url.path, reason: .malformed(line: index + 1, problem: "syllable \"\(first)\" has no phones"))
            }
            syllables.append(Syllable(word: Self.wordPrefix + first, phones: fields.dropFirst().joined(separator: " ")))
        }
        guard !syllables.isEmpty else { throw SpeechError(subject: url.path, reason: .emptyVocabulary) }
        self.syllables = syllables
    }
}
