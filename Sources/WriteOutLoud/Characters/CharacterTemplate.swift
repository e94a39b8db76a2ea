/// How a character is written: its strokes in order, with what a learner needs to know about it.
///
/// Templates live in a 1024×1024 box with y growing downward; see `docs/character-format.md`.
public struct CharacterTemplate: Hashable, Codable, Sendable {
    /// The format version of the file this template came from.
    public static let formatVersion = 1

    public var character: String
    /// Mandarin readings, tone-marked (Unihan `kMandarin`), most common first.
    public var pinyin: [String]
    /// A short English meaning (Unihan `kDefinition`), if known.
    public var definition: String?
    /// Rank by frequency of use, 1 = most frequent, if known.
    public var frequencyRank: Int?
    /// Where the stroke data came from, e.g. `project` or `kanjivg`.
    public var source: String
    public var strokes: [TemplateStroke]

    public init(
        character: String, pinyin: [String], definition: String? = nil, frequencyRank: Int? = nil,
        source: String, strokes: [TemplateStroke]
    ) {
        self.character = character
        self.pinyin = pinyin
        self.definition = definition
        self.frequencyRank = frequencyRank
        self.source = source
        self.strokes = strokes
    }

    /// The side of the square box template coordinates live in.
    public static let boxSize: Double = 1024
}
