/// What the Unicode Han Database says about one character that the engine uses.
public struct UnihanEntry: Hashable, Sendable {
    public var character: Character
    /// Mandarin readings, tone-marked, without repeats: `kMandarin` first (the mainland reading first), then
    /// the other readings `kHanyuPinlu` (most frequent first), `kTGHZ2013`, `kXHC1983` and `kHanyuPinyin` add.
    public var mandarin: [String]
    /// A short English meaning (`kDefinition`), if Unihan has one.
    public var definition: String?
    /// The character's stroke count as written in China (`kTotalStrokes`, first value), if known.
    public var totalStrokes: Int?
    /// How often the character occurs in the corpus of 现代汉语频率词典 (`kHanyuPinlu`), summed over its readings;
    /// nil when it is not in that corpus.
    public var pinluFrequency: Int?

    public init(
        character: Character, mandarin: [String], definition: String? = nil, totalStrokes: Int? = nil,
        pinluFrequency: Int? = nil
    ) {
        self.character = character
        self.mandarin = mandarin
        self.definition = definition
        self.totalStrokes = totalStrokes
        self.pinluFrequency = pinluFrequency
    }
}
