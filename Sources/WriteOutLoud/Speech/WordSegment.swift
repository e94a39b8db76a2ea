/// One recognised word: what was heard, which stroke name it stands for, and when.
public struct WordSegment: Hashable, Codable, Sendable {
    /// The recogniser's word as heard: a lexicon token, a pinyin syllable or a Hanzi string.
    public var word: String
    /// The stroke name the word stands for, or nil for a word that is no stroke name.
    public var name: StrokeType?
    public var language: SpokenLanguage
    /// Seconds from the start of the audio.
    public var start: Double
    public var end: Double
    /// 0–1; higher means more often right.
    public var confidence: Double
    /// For an expected name accepted by verification (``DecoderParameters/expectedNameVerification``): the
    /// log-likelihood ratio per frame of its stretch of audio said as the expected names against the best
    /// explanation by any names (0 or above: no other names fit better; more negative: a worse fit). Nil
    /// when the word was not verified. For an expected name kept by the phone-loop check
    /// (``DecoderParameters/phoneLoopMargins``): the same ratio against any sounds (a free phone loop).
    public var verification: Double?
    /// The tone heard in each syllable of a Mandarin stroke name (``ToneListener``), one entry a syllable and nil
    /// where that syllable's tone could not be read; nil when tones were not listened for.
    public var tones: [HeardTone?]?

    public init(
        word: String, name: StrokeType?, language: SpokenLanguage, start: Double, end: Double, confidence: Double,
        verification: Double? = nil
    ) {
        self.word = word
        self.name = name
        self.language = language
        self.start = start
        self.end = end
        self.confidence = confidence
        self.verification = verification
    }
}

/// The language a stroke name was spoken in.
public enum SpokenLanguage: String, Codable, Sendable, CaseIterable {
    case zh
    case en
}
