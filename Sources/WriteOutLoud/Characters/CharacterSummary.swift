/// The few facts about a library character that listings need, kept in the library's index so a listing
/// does not have to open thousands of template files.
public struct CharacterSummary: Hashable, Codable, Sendable {
    public var character: String
    /// Mandarin readings, tone-marked, most common first.
    public var pinyin: [String]
    public var strokeCount: Int
    /// Where the stroke data came from, e.g. `kanjivg` or `project`.
    public var source: String
    /// Rank by frequency of use, 1 = most frequent, if known.
    public var frequencyRank: Int?

    public init(character: String, pinyin: [String], strokeCount: Int, source: String, frequencyRank: Int? = nil) {
        self.character = character
        self.pinyin = pinyin
        self.strokeCount = strokeCount
        self.source = source
        self.frequencyRank = frequencyRank
    }

    /// The summary of a template.
    public init(_ template: CharacterTemplate) {
        self.init(
            character: template.character, pinyin: template.pinyin, strokeCount: template.strokes.count,
            source: template.source, frequencyRank: template.frequencyRank)
    }

    /// Listing order: ranked characters by rank, then unranked ones by code point.
    public static func listingOrder(_ lhs: CharacterSummary, _ rhs: CharacterSummary) -> Bool {
        switch (lhs.frequencyRank, rhs.frequencyRank) {
        case let (left?, right?) where left != right: return left < right
        case (.some, nil): return true
        case (nil, .some): return false
        default: return lhs.character.unicodeScalars.first?.value ?? 0 < rhs.character.unicodeScalars.first?.value ?? 0
        }
    }
}
