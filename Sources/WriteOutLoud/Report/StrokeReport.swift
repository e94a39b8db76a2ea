/// The verdict on one template stroke: how it was drawn, what was said for it, and when.
public struct StrokeReport: Hashable, Codable, Sendable {
    /// 0-based index of the template stroke.
    public var index: Int
    public var expected: ExpectedStroke
    /// Index of the drawn stroke matched to it, nil when missing.
    public var drawn: Int?
    public var accuracy: Double
    public var passed: Bool
    public var scores: DimensionScores
    /// The stroke type the drawn path looks like, if recognised.
    public var recognizedType: StrokeType?
    /// The judgement's tips, worded in the report's language.
    public var tips: [String]
    /// nil when the recording has no audio, or the stroke has no name to say (``ExpectedStroke/type`` is nil).
    public var speech: SpeechVerdict?
    /// nil when there is no audio, the stroke is missing, or no speech was assigned to it.
    public var concurrency: ConcurrencyVerdict?
    /// Short messages about the stroke's drawing, name and timing.
    public var feedback: StrokeMessages

    public init(
        index: Int, expected: ExpectedStroke, drawn: Int?, accuracy: Double, passed: Bool, scores: DimensionScores,
        recognizedType: StrokeType?, tips: [String], speech: SpeechVerdict?, concurrency: ConcurrencyVerdict?,
        feedback: StrokeMessages
    ) {
        self.index = index
        self.expected = expected
        self.drawn = drawn
        self.accuracy = accuracy
        self.passed = passed
        self.scores = scores
        self.recognizedType = recognizedType
        self.tips = tips
        self.speech = speech
        self.concurrency = concurrency
        self.feedback = feedback
    }

    private enum CodingKeys: String, CodingKey {
        case index, expected, drawn, accuracy, passed, scores, recognizedType, tips, speech, concurrency, feedback
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encode(expected, forKey: .expected)
        try container.encode(drawn, forKey: .drawn)
        try container.encode(accuracy, forKey: .accuracy)
        try container.encode(passed, forKey: .passed)
        try container.encode(scores, forKey: .scores)
        try container.encode(recognizedType, forKey: .recognizedType)
        try container.encode(tips, forKey: .tips)
        try container.encode(speech, forKey: .speech)
        try container.encode(concurrency, forKey: .concurrency)
        try container.encode(feedback, forKey: .feedback)
    }
}

/// What the template asks for at a stroke.
///
/// All three fields are nil for a stroke with no named type (a Latin cursive stroke): nothing is to be said for it.
public struct ExpectedStroke: Hashable, Codable, Sendable {
    public var type: StrokeType?
    /// Chinese name, e.g. 横折.
    public var name: String?
    /// Tone-marked pinyin, e.g. héngzhé.
    public var pinyin: String?

    public init(_ type: StrokeType?) {
        self.type = type
        self.name = type?.name
        self.pinyin = type?.pinyin
    }

    private enum CodingKeys: String, CodingKey { case type, name, pinyin }

    /// Writes every field, as `null` when the stroke has no named type, so the report's keys never vary.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(name, forKey: .name)
        try container.encode(pinyin, forKey: .pinyin)
    }
}

/// What was heard for a stroke and whether it was the stroke's name.
public struct SpeechVerdict: Hashable, Codable, Sendable {
    /// The word assigned to this stroke as the recogniser gave it, nil when nothing was heard.
    public var heard: String?
    /// The stroke name the heard word stands for, if any.
    public var heardName: StrokeType?
    public var matched: Bool
    /// True when the heard word is not the name itself but sounds the same (树 for 竖).
    public var homophone: Bool
    public var language: SpokenLanguage?
    /// Ink-clock seconds.
    public var start: Double?
    public var end: Double?
    public var confidence: Double?

    public init(
        heard: String?, heardName: StrokeType?, matched: Bool, homophone: Bool, language: SpokenLanguage?,
        start: Double?, end: Double?, confidence: Double?
    ) {
        self.heard = heard
        self.heardName = heardName
        self.matched = matched
        self.homophone = homophone
        self.language = language
        self.start = start
        self.end = end
        self.confidence = confidence
    }

    /// Nothing was heard for the stroke.
    public static let silent = SpeechVerdict(
        heard: nil, heardName: nil, matched: false, homophone: false, language: nil, start: nil, end: nil,
        confidence: nil)

    private enum CodingKeys: String, CodingKey {
        case heard, heardName, matched, homophone, language, start, end, confidence
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(heard, forKey: .heard)
        try container.encode(heardName, forKey: .heardName)
        try container.encode(matched, forKey: .matched)
        try container.encode(homophone, forKey: .homophone)
        try container.encode(language, forKey: .language)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(confidence, forKey: .confidence)
    }
}
