import Foundation

/// Other ways people say the English stroke names ("horizontal throw" for horizontal left-falling), read from
/// `scripts/speech/en-synonyms.txt`, the table `build_dict.py` turns into pronunciations: the benchmark says
/// every such variant to check the recogniser hears it as the name.
struct EnglishSynonyms {
    /// A phrase (words) and what may be said instead of it, in file order.
    var rules: [(phrase: [String], alternatives: [[String]])]

    /// Reads `phrase  synonym | synonym` lines (words joined by `_`, `#` comments).
    /// - Throws: ``BenchFailure`` naming the file and line when it is missing or a line has no synonym.
    init(contentsOf url: URL) throws {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw BenchFailure("\(url.path): cannot read the synonyms file")
        }
        rules = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = line.split(whereSeparator: \.isWhitespace)
            guard let phrase = fields.first else { continue }
            let alternatives = fields.dropFirst().filter { $0 != "|" }.map { $0.split(separator: "_").map(String.init) }
            guard !alternatives.isEmpty else {
                throw BenchFailure("\(url.path): line \(index + 1): \"\(phrase)\" has no synonym")
            }
            rules.append((phrase.split(separator: "_").map(String.init), alternatives))
        }
    }

    /// Every other way of saying `words`: each rule's phrase replaced throughout by one of its synonyms.
    func variants(of words: [String]) -> [[String]] {
        var variants = [words]
        for rule in rules {
            for current in variants {
                for alternative in rule.alternatives {
                    let replaced = Self.replacing(rule.phrase, with: alternative, in: current)
                    if replaced != current { variants.append(replaced) }
                }
            }
        }
        return Array(variants.dropFirst())
    }

    private static func replacing(_ phrase: [String], with alternative: [String], in words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            if index + phrase.count <= words.count, Array(words[index..<index + phrase.count]) == phrase {
                result += alternative
                index += phrase.count
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return result
    }
}
