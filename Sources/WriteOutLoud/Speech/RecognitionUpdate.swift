/// What a ``RecognitionSession`` reports while it listens.
public enum RecognitionUpdate: Hashable, Sendable {
    /// The best guess so far, which may still change; `through` is how many seconds of audio it covers.
    case partial(words: [PartialWord], through: Double)
    /// The settled words of the utterance, the same as batch recognition of the same audio gives.
    case final(words: [WordSegment])
}

/// A word of a partial result: like ``WordSegment`` but without confidence, which only the finished
/// utterance's lattice can give.
public struct PartialWord: Hashable, Codable, Sendable {
    public var word: String
    public var name: StrokeType?
    public var language: SpokenLanguage
    /// Seconds from the start of the utterance.
    public var start: Double
    public var end: Double

    public init(word: String, name: StrokeType?, language: SpokenLanguage, start: Double, end: Double) {
        self.word = word
        self.name = name
        self.language = language
        self.start = start
        self.end = end
    }
}
