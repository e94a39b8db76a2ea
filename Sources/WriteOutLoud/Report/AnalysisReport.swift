/// Everything the engine concluded about one recording; encoded as the report JSON (`docs/report-format.md`).
public struct AnalysisReport: Hashable, Codable, Sendable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    /// The recording file as the user named it.
    public var file: String
    /// Always true: a recording that could not be analysed gets an ``AnalysisFailure`` instead.
    public var ok: Bool
    public var character: String
    public var learner: String?
    public var overall: OverallScore
    /// One entry per template stroke, in template order.
    public var strokes: [StrokeReport]
    /// Drawn strokes (0-based indices into the ink) that match no template stroke.
    public var extraStrokes: [Int]
    /// Every mistake found, each with a sentence for the learner.
    public var errors: [AnalysisIssue]
    public var speech: SpeechSummary
    /// A few sentences for the learner about the whole attempt.
    public var feedback: [String]
    /// The store's active calibration the strokes were judged with (`wol serve`, `wol analyze --store`); absent
    /// when they were judged with the defaults or a calibration file.
    public var calibration: AppliedCalibration?

    public init(
        file: String, character: String, learner: String?, overall: OverallScore, strokes: [StrokeReport],
        extraStrokes: [Int], errors: [AnalysisIssue], speech: SpeechSummary, feedback: [String]
    ) {
        self.schemaVersion = Self.currentSchemaVersion
        self.file = file
        self.ok = true
        self.character = character
        self.learner = learner
        self.overall = overall
        self.strokes = strokes
        self.extraStrokes = extraStrokes
        self.errors = errors
        self.speech = speech
        self.feedback = feedback
    }
}

/// The scores of the whole attempt, each 0–100.
public struct OverallScore: Hashable, Codable, Sendable {
    /// Weighted combination of the parts that were measured (see ``ReportWeights``).
    public var score: Double
    public var strokeAccuracy: Double
    /// Share of strokes whose name was spoken correctly; nil when no audio was recorded.
    @ExplicitNull public var speechCorrectness: Double?
    /// Mean concurrency score over the strokes; nil when no audio was recorded.
    @ExplicitNull public var concurrency: Double?
    public var grade: Grade

    public init(score: Double, strokeAccuracy: Double, speechCorrectness: Double?, concurrency: Double?, grade: Grade) {
        self.score = score
        self.strokeAccuracy = strokeAccuracy
        self.speechCorrectness = speechCorrectness
        self.concurrency = concurrency
        self.grade = grade
    }
}

/// What the speech part of the analysis had to work with.
public struct SpeechSummary: Hashable, Codable, Sendable {
    public var status: SpeechStatus
    /// Every recognised word, times on the ink clock.
    public var words: [WordSegment]
    /// Whose voice the words were heard with, when the learner's enrolment was looked up (the server, `wol
    /// analyze --store --learner`); absent otherwise.
    public var voice: SpeechVoice?

    public init(status: SpeechStatus, words: [WordSegment], voice: SpeechVoice? = nil) {
        self.status = status
        self.words = words
        self.voice = voice
    }
}

/// Whether speech was analysed, and if not, why not.
public enum SpeechStatus: String, Codable, Sendable {
    case recognised
    /// The recording has no audio.
    case notRecorded = "not recorded"
    /// The user asked to ignore the audio (`--no-audio`).
    case skipped
}
