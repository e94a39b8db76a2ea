/// Ranks characters by how often they are used: `kHanyuPinlu` frequency (a corpus of mainland texts) among all
/// of Unihan, 1 = most frequent. Characters outside that corpus have no rank.
enum FrequencyRanks {
    static func load(from unihan: Unihan) throws(CharacterImportError) -> [Character: Int] {
        let entries: [UnihanEntry]
        do {
            entries = try unihan.allEntries()
        } catch {
            throw .unihan(error)
        }
        let ranked = entries.filter { $0.pinluFrequency != nil }
            .sorted { ($0.pinluFrequency ?? 0) > ($1.pinluFrequency ?? 0) }
        return Dictionary(uniqueKeysWithValues: ranked.enumerated().map { ($1.character, $0 + 1) })
    }

    /// Sort key for characters by expected use, beyond the corpus too: pinlu rank, then GB 2312 level (level 1
    /// holds the 3,755 common characters), then stroke count, then code point.
    static func usageOrder(_ entry: UnihanEntry?, _ character: Character, _ ranks: [Character: Int]) -> [Int] {
        [
            ranks[character] ?? Int.max, entry?.gb2312Level ?? 3, entry?.totalStrokes ?? Int.max,
            Int(character.unicodeScalars.first?.value ?? 0),
        ]
    }
}
