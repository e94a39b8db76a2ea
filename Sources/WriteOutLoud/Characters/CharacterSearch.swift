/// Finds library characters by reading or meaning, for a learner who knows how a character sounds or what it
/// means but cannot type it: `ma` finds 马 吗 妈 …, `mǎ` or `ma3` only those read in the third tone, `horse`
/// finds 马 by its definition.
public enum CharacterSearch {
    /// The summaries that match `query`, best first: the character itself, then readings (most frequent character
    /// first, a simplified `mainland` form before a traditional one of the same frequency), then definitions
    /// containing every word of the query (in the same order).
    /// - Parameter query: a character, a pinyin syllable (tone mark, tone number or none: any tone), or English words.
    public static func matches(_ query: String, in summaries: [CharacterSummary]) -> [CharacterSummary] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return [] }
        let ordered = summaries.sorted { lhs, rhs in
            let left = (lhs.frequencyRank ?? .max, lhs.source == MainlandImporter.source ? 0 : 1)
            let right = (rhs.frequencyRank ?? .max, rhs.source == MainlandImporter.source ? 0 : 1)
            return left != right ? left < right : CharacterSummary.listingOrder(lhs, rhs)
        }
        var found: [CharacterSummary] = ordered.filter { $0.character == trimmed }
        if let syllable = Pinyin(trimmed) {
            let toneGiven = trimmed.last?.isNumber == true || trimmed.unicodeScalars.contains { !$0.isASCII }
            found += ordered.filter { summary in
                summary.pinyin.contains { reading in
                    guard let heard = Pinyin(reading) else { return false }
                    return heard.toneless == syllable.toneless && (!toneGiven || heard.tone == syllable.tone)
                }
            }
        }
        let words = trimmed.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        if !words.isEmpty {
            found += ordered.filter { summary in
                guard let definition = summary.definition?.lowercased() else { return false }
                let defined = Set(definition.split(whereSeparator: { !$0.isLetter }).map(String.init))
                return words.allSatisfy(defined.contains)
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0.character).inserted }
    }
}
