/// The verdict on one template stroke: how it was drawn, what was said for it, and when.
public struct StrokeReport: Hashable, Codable, Sendable {
    /// 0-based index of the template stroke.
    public var index: Int
    public var expected: ExpectedStroke
    /// Index of the drawn stroke matched to it, nil when missing.
    @ExplicitNull public var drawn: Int?
    public var accuracy: Double
    public var passed: Bool
    public var scores: DimensionScores
    /// The stroke type the drawn path looks like, if recognised.
    @ExplicitNull public var recognizedType: StrokeType?
    /// The judgement's tips, worded in the report's language.
    public var tips: [String]
    /// nil when the recording has no audio, or the stroke has no name to say (``ExpectedStroke/type`` is nil).
    @ExplicitNull public var speech: SpeechVerdict?
    /// nil when there is no audio, the stroke is missing, or no speech was assigned to it.
    @ExplicitNull public var concurrency: ConcurrencyVerdict?
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
}

/// What the template asks for at a stroke.
///
/// The three name fields are nil for a stroke with no named type (a Latin cursive stroke): nothing is to be said
/// for it, and a cursive word's stroke says whose it is instead (`letter`).
public struct ExpectedStroke: Hashable, Codable, Sendable {
    @ExplicitNull public var type: StrokeType?
    /// Chinese name, e.g. 横折.
    @ExplicitNull public var name: String?
    /// Tone-marked pinyin, e.g. héngzhé.
    @ExplicitNull public var pinyin: String?
    /// For a stroke of a cursive word, its letter and place in it; absent otherwise.
    public var letter: LetterStroke?

    public init(_ type: StrokeType?, letter: LetterStroke? = nil) {
        self.type = type
        self.name = type?.name
        self.pinyin = type?.pinyin
        self.letter = letter
    }
}

/// What was heard for a stroke and whether it was the stroke's name.
public struct SpeechVerdict: Hashable, Codable, Sendable {
    /// The word assigned to this stroke as the recogniser gave it, nil when nothing was heard.
    @ExplicitNull public var heard: String?
    /// The stroke name the heard word stands for, if any.
    @ExplicitNull public var heardName: StrokeType?
    public var matched: Bool
    /// True when the heard word is not the name itself but sounds the same (树 for 竖).
    public var homophone: Bool
    @ExplicitNull public var language: SpokenLanguage?
    /// Ink-clock seconds.
    @ExplicitNull public var start: Double?
    @ExplicitNull public var end: Double?
    @ExplicitNull public var confidence: Double?
    /// The tones heard in the name beside the name's own ("heard tī; the name is tí"), for a Mandarin name whose
    /// tones were listened for; absent otherwise. Evidence only: it fails the name (``matched`` false) only with
    /// `--tone-strict` and a ``ToneVerdict/sure`` verdict.
    public var tone: ToneVerdict?

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
}
