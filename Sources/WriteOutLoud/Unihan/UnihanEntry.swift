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
    /// The character's source in mainland China's standards (`kIRG_GSource`, e.g. `G0-523B` for GB 2312), nil when
    /// no mainland standard has it — which marks forms used only in Japan, Korea or elsewhere.
    public var mainlandSource: String?

    public init(
        character: Character, mandarin: [String], definition: String? = nil, totalStrokes: Int? = nil,
        pinluFrequency: Int? = nil, mainlandSource: String? = nil
    ) {
        self.character = character
        self.mandarin = mandarin
        self.definition = definition
        self.totalStrokes = totalStrokes
        self.pinluFrequency = pinluFrequency
        self.mainlandSource = mainlandSource
    }
}

extension UnihanEntry {
    /// The GB 2312 level when the character is in that standard: 1 for its 3,755 common characters, 2 for the
    /// 3,008 others; nil otherwise. Read from ``mainlandSource`` (`G0-` followed by the row and cell in hex).
    public var gb2312Level: Int? {
        guard let source = mainlandSource, source.hasPrefix("G0-"), source.count == 7,
            let row = Int(source.dropFirst(3).prefix(2), radix: 16)
        else { return nil }
        switch row - 0x20 {
        case 16...55: return 1
        case 56...87: return 2
        default: return nil
        }
    }
}
