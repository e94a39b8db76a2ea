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
    /// The writing system: Chinese (`han`, every stroke typed and named) or Latin cursive (`latin`).
    public var script: CharacterScript
    /// Whose stroke order `strokes` follow: mainland (the default) or Japanese (KanjiVG-only characters).
    public var strokeOrder: StrokeOrderConvention
    public var strokes: [TemplateStroke]
    /// For a cursive word composed from its letters (``CursiveWordComposer``): whose each stroke is and where
    /// the letters join; nil for a single character.
    public var word: CursiveWordLayout?

    public init(
        character: String, pinyin: [String], definition: String? = nil, frequencyRank: Int? = nil,
        source: String, script: CharacterScript = .han, strokeOrder: StrokeOrderConvention = .mainland,
        strokes: [TemplateStroke], word: CursiveWordLayout? = nil
    ) {
        self.character = character
        self.pinyin = pinyin
        self.definition = definition
        self.frequencyRank = frequencyRank
        self.source = source
        self.script = script
        self.strokeOrder = strokeOrder
        self.strokes = strokes
        self.word = word
    }

    private enum CodingKeys: String, CodingKey {
        case character, pinyin, definition, frequencyRank, source, script, strokeOrder, strokes, word
    }

    /// Reads a template; `script` defaults to `han` and `strokeOrder` to `mainland`, so files written before they
    /// existed load unchanged.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        character = try container.decode(String.self, forKey: .character)
        pinyin = try container.decode([String].self, forKey: .pinyin)
        definition = try container.decodeIfPresent(String.self, forKey: .definition)
        frequencyRank = try container.decodeIfPresent(Int.self, forKey: .frequencyRank)
        source = try container.decode(String.self, forKey: .source)
        script = try container.decodeIfPresent(CharacterScript.self, forKey: .script) ?? .han
        strokeOrder = try container.decodeIfPresent(StrokeOrderConvention.self, forKey: .strokeOrder) ?? .mainland
        strokes = try container.decode([TemplateStroke].self, forKey: .strokes)
        word = try container.decodeIfPresent(CursiveWordLayout.self, forKey: .word)
    }

    /// Writes `script` only when it is not `han`, `strokeOrder` only when it is not `mainland` and `word` only
    /// for a composed word, so other templates encode exactly as before they existed.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(character, forKey: .character)
        try container.encode(pinyin, forKey: .pinyin)
        try container.encodeIfPresent(definition, forKey: .definition)
        try container.encodeIfPresent(frequencyRank, forKey: .frequencyRank)
        try container.encode(source, forKey: .source)
        if script != .han { try container.encode(script, forKey: .script) }
        if strokeOrder != .mainland { try container.encode(strokeOrder, forKey: .strokeOrder) }
        try container.encode(strokes, forKey: .strokes)
        try container.encodeIfPresent(word, forKey: .word)
    }

    /// The side of the square box template coordinates live in.
    public static let boxSize: Double = 1024
}
