/// Whether one expected stroke name was heard, and how.
public struct ExpectedNameResult: Hashable, Codable, Sendable {
    /// The stroke whose name was expected.
    public var name: StrokeType
    /// A word aligned with this position counts as the name.
    public var matched: Bool
    /// The word aligned with this position (the name, a homophone or a wrong name); nil when nothing was.
    public var heard: String?
    /// The word counted only because it sounds the same.
    public var homophone: Bool
    /// When the aligned word was said, in seconds from the start of the audio.
    public var start: Double?
    public var end: Double?
    public var confidence: Double?

    public init(
        name: StrokeType, matched: Bool, heard: String?, homophone: Bool, start: Double?, end: Double?,
        confidence: Double?
    ) {
        self.name = name
        self.matched = matched
        self.heard = heard
        self.homophone = homophone
        self.start = start
        self.end = end
        self.confidence = confidence
    }

    private enum CodingKeys: String, CodingKey { case name, matched, heard, homophone, start, end, confidence }

    /// Encodes every key, with `null` for what was not heard, so readers see a fixed shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(matched, forKey: .matched)
        try container.encode(heard, forKey: .heard)
        try container.encode(homophone, forKey: .homophone)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(confidence, forKey: .confidence)
    }
}
