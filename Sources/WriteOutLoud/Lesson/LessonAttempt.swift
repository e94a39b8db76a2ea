import Foundation

/// One analysed attempt as lesson reports see it: who wrote which character when, and the verdicts
/// that matter for progress. Built from a report, or read back from a ``ProgressStore``.
public struct LessonAttempt: Hashable, Codable, Sendable {
    /// Learners without a name in their recording are counted under this one.
    public static let anonymousLearner = "anonymous"

    public var learner: String
    public var character: String
    /// The recording file as the user named it.
    public var recordingPath: String
    /// When it was written: the recording's `recordedAt`, or when it was analysed if it has none.
    public var recordedAt: String
    /// The calendar day of ``recordedAt`` as written there (the learner's own date), `YYYY-MM-DD`.
    public var day: String
    /// The overall score, 0–100.
    public var score: Double
    /// Mean concurrency of voice and pen, 0–100; nil without audio.
    public var concurrency: Double?
    public var strokes: [LessonStroke]
    public var issues: [AnalysisIssue]

    public init(
        learner: String, character: String, recordingPath: String, recordedAt: String, day: String, score: Double,
        concurrency: Double?, strokes: [LessonStroke], issues: [AnalysisIssue]
    ) {
        self.learner = learner
        self.character = character
        self.recordingPath = recordingPath
        self.recordedAt = recordedAt
        self.day = day
        self.score = score
        self.concurrency = concurrency
        self.strokes = strokes
        self.issues = issues
    }

    /// The attempt a report describes.
    /// - Parameters:
    ///   - report: the analysis of the recording.
    ///   - recording: the recording, for its learner and time.
    ///   - recordingPath: the recording file as the user named it.
    ///   - analysedAt: the time to use when the recording does not say when it was made.
    /// - Throws: ``LessonError`` when `recordedAt` is not an ISO-8601 time.
    public init(
        report: AnalysisReport, recording: Recording, recordingPath: String, analysedAt: Date = Date()
    ) throws(LessonError) {
        let recordedAt: String
        let day: String
        if let written = recording.recordedAt {
            guard let parsedDay = RecordedTime.day(of: written) else {
                throw LessonError(
                    file: recordingPath, field: "recordedAt",
                    problem: "is not an ISO-8601 time such as \(RecordedTime.example), got \"\(written)\"")
            }
            recordedAt = written
            day = parsedDay
        } else {
            let formatter = ISO8601DateFormatter()
            recordedAt = formatter.string(from: analysedAt)
            day = String(recordedAt.prefix(10))
        }
        self.init(
            learner: report.learner ?? recording.learner ?? Self.anonymousLearner, character: report.character,
            recordingPath: recordingPath, recordedAt: recordedAt, day: day, score: report.overall.score,
            concurrency: report.overall.concurrency, strokes: report.strokes.map(LessonStroke.init),
            issues: report.errors)
    }
}

/// The verdict on one template stroke of an attempt.
public struct LessonStroke: Hashable, Codable, Sendable {
    /// The template stroke's type; nil for a stroke with no named type (a Latin cursive stroke).
    public var type: StrokeType?
    /// False when the stroke is missing from the ink.
    public var drawn: Bool
    public var accuracy: Double
    public var passed: Bool
    public var scores: DimensionScores
    /// Whether the right name was heard; nil without audio.
    public var nameMatched: Bool?
    /// Concurrency score of voice and pen, 0–100; nil when there was nothing to compare.
    public var concurrency: Double?

    public init(
        type: StrokeType?, drawn: Bool, accuracy: Double, passed: Bool, scores: DimensionScores, nameMatched: Bool?,
        concurrency: Double?
    ) {
        self.type = type
        self.drawn = drawn
        self.accuracy = accuracy
        self.passed = passed
        self.scores = scores
        self.nameMatched = nameMatched
        self.concurrency = concurrency
    }

    init(_ report: StrokeReport) {
        self.init(
            type: report.expected.type, drawn: report.drawn != nil, accuracy: report.accuracy, passed: report.passed,
            scores: report.scores, nameMatched: report.speech?.matched, concurrency: report.concurrency?.score)
    }
}
