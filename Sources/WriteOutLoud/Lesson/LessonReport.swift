import Foundation

/// A learner-facing summary of many attempts: progress per day, weak stroke types, frequent mistakes,
/// what to practise next, stars and XP. Encoded as the lesson JSON (`docs/lesson-report.md`).
public struct LessonReport: Hashable, Codable, Sendable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    /// One section per learner, by name.
    public var learners: [LearnerLesson]
    /// The store's active calibration: agreement with teachers on the verdicts held out of its fit, before and
    /// after; nil when none is active or it was not fitted in the store.
    public var calibration: [HeldOutAgreement]?

    public init(learners: [LearnerLesson], calibration: [HeldOutAgreement]? = nil) {
        self.schemaVersion = Self.currentSchemaVersion
        self.learners = learners
        self.calibration = calibration
    }

    /// The lesson JSON: pretty-printed with sorted keys.
    public func encoded() throws -> Data {
        try SortedJSON.encoder(pretty: true).encode(self)
    }
}

/// Everything the lesson report says about one learner.
public struct LearnerLesson: Hashable, Codable, Sendable {
    public var learner: String
    /// All days together.
    public var total: DaySummary
    /// One row per day with attempts, oldest first.
    public var days: [DaySummary]
    /// Stroke types written, weakest pass rate first.
    public var strokeTypes: [StrokeTypeSummary]
    /// The most frequent mistakes, most frequent first, each with an example.
    public var mistakes: [MistakeSummary]
    /// A few concrete suggestions, most useful first.
    public var practice: [String]
    /// One entry per character written, in order of first attempt.
    public var characters: [CharacterProgress]
    /// Experience points over all attempts (see ``LessonScoring``).
    public var xp: Int
    /// Passed attempts in a row at the end of the history.
    public var streak: Int
    /// The teacher's verdicts on this learner's strokes against the engine's, per dimension; empty when no
    /// teacher has judged any.
    public var teacherAgreement: [TeacherAgreement] = []
    /// Since when the learner lends their voice to train the engine (ISO 8601, recorded by their teacher); nil
    /// when they do not, or the report was not made from a server's store.
    public var voiceLentSince: String? = nil
}

/// The tally of a day (or of all days): attempts, strokes and mistakes.
public struct DaySummary: Hashable, Codable, Sendable {
    /// `YYYY-MM-DD`, or `all` for the total.
    public var day: String
    public var attempts: Int
    /// Different characters written.
    public var characters: Int
    public var strokes: Int
    public var strokesPassed: Int
    public var orderErrors: Int
    public var wrongNames: Int
    /// Strokes whose name was judged (recordings with audio).
    public var namedStrokes: Int
    /// Mean concurrency of voice and pen, 0–100, over attempts with audio; nil without any.
    public var meanConcurrency: Double?
    public var meanScore: Double
    /// Shares in percent: strokes passed of strokes; order errors of strokes; wrong names of named strokes.
    public var passedPercent: Double
    public var orderErrorPercent: Double
    public var wrongNamePercent: Double?
}

/// How a learner does on one stroke type.
public struct StrokeTypeSummary: Hashable, Codable, Sendable {
    public var type: StrokeType
    public var name: String
    public var pinyin: String
    public var strokes: Int
    public var passed: Int
    public var passedPercent: Double
    /// Mean score of every judged dimension, weakest first.
    public var dimensions: [DimensionMean]

    /// The two weakest dimensions.
    public var weakest: [LessonDimension] { dimensions.prefix(2).map(\.dimension) }
}

/// The mean score of one dimension over some strokes.
public struct DimensionMean: Hashable, Codable, Sendable {
    public var dimension: LessonDimension
    /// 0–100.
    public var mean: Double
}

/// What a lesson judges a stroke on: the four drawing dimensions, the spoken name and the timing.
public enum LessonDimension: String, Codable, Sendable, CaseIterable {
    case shape, direction, position, proportion
    /// Share of the stroke's names heard right, in percent.
    case name
    /// Concurrency of voice and pen.
    case timing
}

/// One kind of mistake on one stroke type, how often, and one example.
public struct MistakeSummary: Hashable, Codable, Sendable {
    public var kind: IssueKind
    /// The template stroke's type, when the mistake concerns a stroke.
    public var strokeType: StrokeType?
    public var count: Int
    /// The sentence the learner was given, from the most recent occurrence.
    public var example: String
    public var exampleCharacter: String
    public var exampleRecording: String
    public var exampleDay: String
}

/// A learner's record on one character.
public struct CharacterProgress: Hashable, Codable, Sendable {
    public var character: String
    public var attempts: Int
    public var bestScore: Double
    public var lastScore: Double
    /// 0–3 from the best score (see ``LessonScoring/stars(score:)``).
    public var stars: Int
    /// Experience points earned on this character.
    public var xp: Int
}
