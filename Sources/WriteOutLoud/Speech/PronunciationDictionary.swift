import Foundation

/// The words of a PocketSphinx pronunciation dictionary (`word PHONE PHONE …` per line).
///
/// The recogniser needs the word list to build its grammar: only words the dictionary can pronounce may be
/// listened for.
public struct PronunciationDictionary: Hashable, Sendable {
    /// Each word once, alternates (`heng(2)`) folded into their base word, in file order.
    public private(set) var words: [String]

    /// Reads a dictionary file.
    /// - Parameter url: the `.dict` file.
    /// - Throws: ``SpeechError`` naming the file, and the line for a word without phones.
    public init(contentsOf url: URL) throws(SpeechError) {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw SpeechError(subject: url.path, reason: .missingFile)
        }
        var seen: Set<String> = []
        var words: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(whereSeparator: \.isWhitespace)
            guard let first = fields.first else { continue }
            guard fields.count >= 2 else {
                throw SpeechError(
                    subject: url.path, reason: .malformed(line: index + 1, problem: "word \"\(first)\" has no phones"))
            }
            let word = Self.baseWord(String(first))
            if seen.insert(word).inserted { words.append(word) }
        }
        self.words = words
    }

    /// A word without its alternate-pronunciation suffix: `heng(2)` → `heng`.
    public static func baseWord(_ token: String) -> String {
        guard token.hasSuffix(")"), let open = token.lastIndex(of: "("), open > token.startIndex else { return token }
        let digits = token[token.index(after: open)..<token.index(before: token.endIndex)]
        return !digits.isEmpty && digits.allSatisfy(\.isNumber) ? String(token[..<open]) : token
    }
}
