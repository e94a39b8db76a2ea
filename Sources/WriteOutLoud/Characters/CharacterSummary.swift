/// The few facts about a library character that listings need, kept in the library's index so a listing
/// does not have to open thousands of template files.
public struct CharacterSummary: Hashable, Codable, Sendable {
    public var character: String
    /// Mandarin readings, tone-marked, most common first.
    public var pinyin: [String]
    /// A short English meaning, if known (for `wol characters search`).
    public var definition: String?
    public var strokeCount: Int
    /// Where the stroke data came from, e.g. `kanjivg` or `project`.
    public var source: String
    /// Rank by frequency of use, 1 = most frequent, if known.
    public var frequencyRank: Int?
    /// The writing system, so that listings and benchmarks can tell Latin letters from Chinese characters.
    public var script: CharacterScript

    public init(
        character: String, pinyin: [String], definition: String? = nil, strokeCount: Int, source: String,
        frequencyRank: Int? = nil, script: CharacterScript = .han
    ) {
        self.character = character
        self.pinyin = pinyin
        self.definition = definition
        self.strokeCount = strokeCount
        self.source = source
        self.frequencyRank = frequencyRank
        self.script = script
    }

    /// The summary of a template.
    public init(_ template: CharacterTemplate) {
        self.init(
            character: template.character, pinyin: template.pinyin, definition: template.definition,
            strokeCount: template.strokes.count,
            source: template.source, frequencyRank: template.frequencyRank, script: template.script)
    }

    private enum CodingKeys: String, CodingKey { case character, pinyin, definition, strokeCount, source, frequencyRank, script }

    /// Reads a summary; `script` defaults to `han` and `definition` to none, as in indexes written before they existed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        character = try container.decode(String.self, forKey: .character)
        pinyin = try container.decode([String].self, forKey: .pinyin)
        definition = try container.decodeIfPresent(String.self, forKey: .definition)
        strokeCount = try container.decode(Int.self, forKey: .strokeCount)
        source = try container.decode(String.self, forKey: .source)
        frequencyRank = try container.decodeIfPresent(Int.self, forKey: .frequencyRank)
        script = try container.decodeIfPresent(CharacterScript.self, forKey: .script) ?? .han
    }

    /// Writes `script` only when it is not `han`, so Chinese index lines stay as they were.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(character, forKey: .character)
        try container.encode(pinyin, forKey: .pinyin)
        try container.encodeIfPresent(definition, forKey: .definition)
        try container.encode(strokeCount, forKey: .strokeCount)
        try container.encode(source, forKey: .source)
        try container.encodeIfPresent(frequencyRank, forKey: .frequencyRank)
        if script != .han { try container.encode(script, forKey: .script) }
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
