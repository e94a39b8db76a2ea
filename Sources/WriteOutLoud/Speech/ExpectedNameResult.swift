/// Whether one expected stroke name was heard, and how.
public struct ExpectedNameResult: Hashable, Codable, Sendable {
    /// The stroke whose name was expected.
    public var name: StrokeType
    /// A word aligned with this position counts as the name.
    public var matched: Bool
    /// The word aligned with this position (the name, a homophone or a wrong name); nil when nothing was.
    @ExplicitNull public var heard: String?
    /// The word counted only because it sounds the same.
    public var homophone: Bool
    /// When the aligned word was said, in seconds from the start of the audio.
    @ExplicitNull public var start: Double?
    @ExplicitNull public var end: Double?
    @ExplicitNull public var confidence: Double?

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
}
